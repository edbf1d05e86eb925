/* parlour-remote-table.h — a match hosted elsewhere, joined through a client
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-net-client.h"
#include "parlour-table.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_REMOTE_TABLE (parlour_remote_table_get_type ())
G_DECLARE_FINAL_TYPE (ParlourRemoteTable, parlour_remote_table, PARLOUR, REMOTE_TABLE,
                      ParlourTable)

/* A table for the match @client joined (or is joining). Until the host's
 * first state it shows @shown (nullable: nothing), the last state of an
 * earlier connection to the same game. */
ParlourTable     *parlour_remote_table_new        (ParlourNetClient   *client,
                                                   ParlourMatch       *shown);
ParlourNetClient *parlour_remote_table_get_client (ParlourRemoteTable *self);
/* joined and still connected: acts reach the host */
gboolean          parlour_remote_table_get_joined (ParlourRemoteTable *self);

G_END_DECLS
