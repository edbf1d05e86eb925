/* parlour-net-client.h — joins a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The client connects, proves it knows the join code (or its resume token),
 * keeps a mirror of the host's match from every state the host sends, and
 * sends the actions of its seats. The host decides everything
 * (docs/protocol.md); the mirror is for showing.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-match.h"
#include "parlour-net-message.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_NET_CLIENT (parlour_net_client_get_type ())
/* seconds between two pings while joined */
#define PARLOUR_NET_PING_INTERVAL 5

G_DECLARE_FINAL_TYPE (ParlourNetClient, parlour_net_client, PARLOUR, NET_CLIENT, GObject)

ParlourNetClient *parlour_net_client_new          (void);
/* Who to join as, before connecting: a new peer knows the code, a returning
 * one its id and token (then the code is not needed). */
void              parlour_net_client_set_code     (ParlourNetClient *self,
                                                   const char       *code);
void              parlour_net_client_set_resume   (ParlourNetClient *self,
                                                   const char       *peer,
                                                   const char       *token);
/* the seats to ask for (0: any one free seat), or none as a spectator; may be
 * changed in a ::hello handler, which can see the host's seats */
void              parlour_net_client_set_seats    (ParlourNetClient *self,
                                                   guint64           seats,
                                                   gboolean          spectator);
/* Connects to @address ("host:port") and joins; ::welcome or ::closed follows. */
void              parlour_net_client_connect      (ParlourNetClient *self,
                                                   const char       *address);

/* the host's seat objects from hello (docs/protocol.md), or NULL before it */
JsonArray        *parlour_net_client_get_host_seats (ParlourNetClient *self);
const char       *parlour_net_client_get_variant  (ParlourNetClient *self);
/* the address connected to, NULL before parlour_net_client_connect() */
const char       *parlour_net_client_get_address  (ParlourNetClient *self);
/* the join code given (normalized where it is one), or NULL */
const char       *parlour_net_client_get_code     (ParlourNetClient *self);
/* The reason the host gave in its bye (docs/protocol.md): the host closed the
 * connection on purpose ("The host stopped", "The host ended the game").
 * NULL while it has not. */
const char       *parlour_net_client_get_bye_reason (ParlourNetClient *self);
const char       *parlour_net_client_get_peer     (ParlourNetClient *self);
const char       *parlour_net_client_get_token    (ParlourNetClient *self);
guint64           parlour_net_client_get_seats    (ParlourNetClient *self);
/* joined (or asking to join) as a spectator: holds no seat, only watches */
gboolean          parlour_net_client_get_spectator (ParlourNetClient *self);
/* joined and still connected: what is sent now reaches the host */
gboolean          parlour_net_client_get_joined   (ParlourNetClient *self);
/* the mirror of the host's match after the last state, or NULL before one:
 * one match that every state is loaded into (parlour_match_load_state()), a
 * new one only when the host plays another way (another type, variant or
 * number of boards); its clocks run as the host's do (a flag falls only on
 * the host) */
ParlourMatch     *parlour_net_client_get_match    (ParlourNetClient *self);
/* The mirror the first state is loaded into, if it can be: the one a window
 * showed before it rejoined, which goes on as the same match. */
void              parlour_net_client_set_mirror   (ParlourNetClient *self,
                                                   ParlourMatch     *mirror);
/* the number the host gave the last state (they only grow), -1 before one */
gint64            parlour_net_client_get_seq      (ParlourNetClient *self);
gboolean          parlour_net_client_get_paused   (ParlourNetClient *self);
guint64           parlour_net_client_get_missing  (ParlourNetClient *self);
/* The remaining time of @color on @board as the host's clock has it now:
 * the time in the last state less, if that clock runs, the time since the
 * host sent it (since it arrived, and half the round trip then). G_MAXINT64
 * without a clock. */
gint64            parlour_net_client_get_remaining (ParlourNetClient *self,
                                                    guint             board,
                                                    ParlourColor      color,
                                                    gint64            now_us);

void              parlour_net_client_move         (ParlourNetClient *self,
                                                   guint             seat,
                                                   const char       *move);
void              parlour_net_client_pick         (ParlourNetClient *self,
                                                   guint             seat,
                                                   const char       *square);
void              parlour_net_client_chat         (ParlourNetClient *self,
                                                   const char       *text);
/* PARLOUR_NET_MESSAGE_DRAW_OFFER, _DRAW_ACCEPT or _RESIGN for @seat */
void              parlour_net_client_seat_request (ParlourNetClient *self,
                                                   ParlourNetMessageType type,
                                                   guint             seat);
void              parlour_net_client_pause        (ParlourNetClient *self,
                                                   gboolean          paused);
void              parlour_net_client_award_time   (ParlourNetClient *self,
                                                   guint             seat,
                                                   guint             seconds);
/* Asks the host for a pong. The client pings once it has joined and then
 * every PARLOUR_NET_PING_INTERVAL seconds; each pong of its last ping is a
 * sample of the round trip. */
void              parlour_net_client_ping         (ParlourNetClient *self);
/* the smoothed round trip in microseconds, -1 before the first pong */
gint64            parlour_net_client_get_round_trip (ParlourNetClient *self);
/* how many pongs have been measured */
guint             parlour_net_client_get_n_round_trips (ParlourNetClient *self);
/* The next smoothed round trip after @sample (µs) when it was @estimate
 * (-1: no sample yet, then it is @sample). */
gint64            parlour_net_smooth_round_trip   (gint64            estimate,
                                                   gint64            sample);
void              parlour_net_client_leave        (ParlourNetClient *self);

/* Signals:
 *   ::hello                            the host's hello arrived (the join goes next)
 *   ::welcome                          joined: the seats, peer and token are known
 *   ::state-changed                    a new state: the mirror match is replaced
 *   ::chat (char *from, char *text)
 *   ::draw-offered (guint seat)
 *   ::error-received (char *code, char *message)   an error from the host
 *   ::closed (GError *error)           the connection ended (NULL: on purpose)
 */

G_END_DECLS
