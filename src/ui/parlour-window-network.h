/* parlour-window-network.h — the window as a peer of a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-net-client.h"
#include "parlour-window.h"

G_BEGIN_DECLS

/* Joins the match hosted at @address ("host:port") with the join code @code,
 * for any one free seat: from the host's first state on, the window shows the
 * host's match and its board takes the moves of the seat it holds. */
void              parlour_window_join_network     (ParlourWindow *self,
                                                   const char    *address,
                                                   const char    *code);
/* the client while the window is a peer (joining, joined or disconnected) */
ParlourNetClient *parlour_window_get_net_client   (ParlourWindow *self);

G_END_DECLS
