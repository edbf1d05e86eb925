/* parlour-window-network.h — the window as a peer of a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-net-client.h"
#include "parlour-net-discovery.h"
#include "parlour-net-server.h"
#include "parlour-window.h"

G_BEGIN_DECLS

/* Joins the match hosted at @address ("host:port") with the join code @code,
 * for any one free seat: from the host's first state on, the window shows the
 * host's match and its board takes the moves of the seat it holds. */
void              parlour_window_join_network     (ParlourWindow *self,
                                                   const char    *address,
                                                   const char    *code);
/* Shows the match of @client, which has joined (or is joining) a host, and
 * takes the moves of the seats it holds, as parlour_window_join_network(). */
void              parlour_window_take_net_client  (ParlourWindow    *self,
                                                   ParlourNetClient *client);
/* the client while the window is a peer (joining, joined or disconnected) */
ParlourNetClient *parlour_window_get_net_client   (ParlourWindow *self);
/* Hosts the window's match on @port (0: one the system picks); the window
 * keeps the first seat, peers take the others. FALSE if it cannot listen. */
gboolean          parlour_window_host_network     (ParlourWindow *self,
                                                   guint16        port,
                                                   GError       **error);
/* The same, keeping @kept_seats (a bit per seat) for this window, and
 * published on the local network as @service_name (NULL: not published). */
gboolean          parlour_window_host_network_full (ParlourWindow *self,
                                                    guint16        port,
                                                    guint64        kept_seats,
                                                    const char    *service_name,
                                                    GError       **error);
/* Says goodbye to the peers and stops hosting (and publishing). */
void              parlour_window_stop_hosting     (ParlourWindow *self);
/* the publication of the hosted game, NULL if none */
ParlourNetDiscovery *parlour_window_get_net_discovery (ParlourWindow *self);
/* the server while the window hosts its match, else NULL */
ParlourNetServer *parlour_window_get_net_server   (ParlourWindow *self);

G_END_DECLS
