/* parlour-net-server.h — hosts a match for peers on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The server owns the authoritative ParlourMatch (docs/protocol.md): peers
 * join with the join code, get seats, submit actions for those seats only and
 * receive the match's state, as their seats may see it, after every change. A
 * dropped peer's seats are "missing" and pause the clocks until it returns with
 * its resume token. The session (match, code, port, peers) can be saved and
 * restored, so a host killed and started again takes its peers back.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_NET_SERVER (parlour_net_server_get_type ())
G_DECLARE_FINAL_TYPE (ParlourNetServer, parlour_net_server, PARLOUR, NET_SERVER, GObject)

/* A server for @match with the join code @code (NULL: a new random code). */
ParlourNetServer *parlour_net_server_new          (ParlourMatch      *match,
                                                   const char        *code);
/* A server from parlour_net_server_save_session()'s output; the match comes
 * back paused. NULL with an error naming what is wrong. */
ParlourNetServer *parlour_net_server_new_from_session (GVariant      *session,
                                                       gint64         now_us,
                                                       GError       **error);
/* Listens on every interface on @port (0: a free port the system picks). */
gboolean          parlour_net_server_listen       (ParlourNetServer  *self,
                                                   guint16            port,
                                                   GError           **error);
/* Says goodbye to every peer and stops listening. */
void              parlour_net_server_stop         (ParlourNetServer  *self);
/* The same with @reason in the bye (docs/protocol.md), which a peer's window
 * shows: PARLOUR_NET_BYE_STOPPED (what parlour_net_server_stop() says) or
 * PARLOUR_NET_BYE_ENDED (the host's window went on to another game). */
void              parlour_net_server_stop_with_reason (ParlourNetServer *self,
                                                       const char       *reason);
#define PARLOUR_NET_BYE_STOPPED "The host stopped"
#define PARLOUR_NET_BYE_ENDED   "The host ended the game"

ParlourMatch     *parlour_net_server_get_match    (ParlourNetServer  *self);
const char       *parlour_net_server_get_code     (ParlourNetServer  *self);
/* the port listened on; after a restored session, the one it listened on before */
guint16           parlour_net_server_get_port     (ParlourNetServer  *self);
/* Keeps @seat for the host's own window: no peer can take it. */
void              parlour_net_server_reserve_seat (ParlourNetServer  *self,
                                                   guint              seat);
/* the seats kept for the host's own window */
guint64           parlour_net_server_get_reserved (ParlourNetServer  *self);
/* The host window's own seat @seat (kept with parlour_net_server_reserve_seat())
 * offers a draw, or accepts the other colour's offer on its board, as a peer's
 * draw-offer and draw-accept do (docs/protocol.md). FALSE with
 * PARLOUR_NET_ERROR_ILLEGAL if the match is over or no offer stands. */
gboolean          parlour_net_server_offer_draw   (ParlourNetServer  *self,
                                                   guint              seat,
                                                   GError           **error);
gboolean          parlour_net_server_accept_draw  (ParlourNetServer  *self,
                                                   guint              seat,
                                                   GError           **error);
/* The host window gives @seat (a peer's) @seconds (1 to 3600) more time, as
 * award-time does; FALSE with PARLOUR_NET_ERROR_ILLEGAL if its time is
 * unlimited or the match is over. */
gboolean          parlour_net_server_award_time   (ParlourNetServer  *self,
                                                   guint              seat,
                                                   guint              seconds,
                                                   GError           **error);
/* A chat line of the host window's, to every peer (cut to the protocol's
 * 500 bytes); from its first kept seat's name. */
void              parlour_net_server_chat         (ParlourNetServer  *self,
                                                   const char        *text);
/* A line from the host itself (not from a seat) to every joined peer: a
 * `chat` from "host", such as why the session cannot be saved. @text is at
 * most 500 bytes. */
void              parlour_net_server_notice       (ParlourNetServer  *self,
                                                   const char        *text);
/* the seats whose peer has dropped its connection (a bit per seat) */
guint64           parlour_net_server_get_missing  (ParlourNetServer  *self);
/* the seats no peer holds and the host does not keep (a bit per seat) */
guint64           parlour_net_server_get_free_seats (ParlourNetServer *self);
/* the seats held by peers, connected or missing (a bit per seat) */
guint64           parlour_net_server_get_peer_seats (ParlourNetServer *self);
/* Everything parlour_net_server_new_from_session() needs, an a{sv} (floating). */
GVariant         *parlour_net_server_save_session (ParlourNetServer  *self,
                                                   gint64             now_us);

/* Signals:
 *   ::session-changed   the match or the peers changed (time to save the session)
 *   ::draw-offered (guint seat)          a seat offered a draw (a peer, or the host's)
 *   ::chat (char *from, char *text)      a chat line went to the peers
 */

G_END_DECLS
