/* parlour-net-connection.h — one TCP connection carrying framed protocol messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A frame is a 4-byte big-endian length and that many bytes of JSON
 * (docs/protocol.md, "Transport"). The connection reads frames asynchronously,
 * refuses one above its limit before reading it, parses each with
 * parlour_net_message_parse() and emits ::message; it writes queued messages
 * in order.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-net-message.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_NET_CONNECTION (parlour_net_connection_get_type ())
G_DECLARE_FINAL_TYPE (ParlourNetConnection, parlour_net_connection, PARLOUR, NET_CONNECTION,
                      GObject)

/* Reads messages going in @incoming (the host reads PARLOUR_NET_TO_HOST) once
 * started. */
ParlourNetConnection *parlour_net_connection_new   (GIOStream           *stream,
                                                    ParlourNetDirection  incoming);
void                  parlour_net_connection_start (ParlourNetConnection *self);
/* Queues @message (not taken). Nothing happens once closing. */
void                  parlour_net_connection_send  (ParlourNetConnection *self,
                                                    JsonObject           *message);
/* Sends an "error" message with @error's code and message, then closes. */
void                  parlour_net_connection_fail  (ParlourNetConnection *self,
                                                    const GError         *error);
/* Closes once the queued messages are written; ::closed follows. */
void                  parlour_net_connection_close (ParlourNetConnection *self);
gboolean              parlour_net_connection_is_closed (ParlourNetConnection *self);
/* the connection's socket (NULL if its stream has none); TCP_NODELAY is set
 * on a TCP socket's */
GSocket              *parlour_net_connection_get_socket (ParlourNetConnection *self);

/* Signals:
 *   ::message (JsonObject *message)  a message that passed the parser
 *   ::closed  (GError *error)         the connection ended: NULL when closed on
 *                                     purpose, else why (a parse error, EOF…);
 *                                     emitted once
 */

G_END_DECLS
