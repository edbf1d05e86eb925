/* parlour-local-table.h — a match played at this computer, perhaps hosted for peers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-computer.h"
#include "parlour-net-server.h"
#include "parlour-table.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_LOCAL_TABLE (parlour_local_table_get_type ())
G_DECLARE_FINAL_TYPE (ParlourLocalTable, parlour_local_table, PARLOUR, LOCAL_TABLE, ParlourTable)

/* A table for @match: its seats are the people's at this computer, or the
 * computer's (parlour_local_table_set_level()). */
ParlourTable     *parlour_local_table_new        (ParlourMatch      *match);
/* the computer player that acts for the computer seats (transfer none) */
ParlourComputer  *parlour_local_table_get_computer (ParlourLocalTable *self);
/* Gives @seat to the computer at @level, or to a person (0). */
void              parlour_local_table_set_level  (ParlourLocalTable *self,
                                                  guint              seat,
                                                  guint              level);
/* the computer's level for @seat, 0 if a person plays it */
guint             parlour_local_table_get_level  (ParlourLocalTable *self,
                                                  guint              seat);
/* Hosts the match for peers through @server (made for this match; NULL:
 * hosting ended). The table's local seats become the server's kept ones,
 * and draw offers, time and chat go through the server. */
void              parlour_local_table_set_server (ParlourLocalTable *self,
                                                  ParlourNetServer  *server);
ParlourNetServer *parlour_local_table_get_server (ParlourLocalTable *self);

G_END_DECLS
