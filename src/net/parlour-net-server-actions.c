/* parlour-net-server-actions.c — what a joined peer asks the host for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every request that acts for a seat is checked against the seats the peer
 * holds before the match sees it; one for a seat the peer does not hold is
 * hostile (a correct client never sends it) and ends the connection
 * (docs/protocol.md, "Errors"). What the match refuses (an illegal move, a
 * move out of turn) is answered with "illegal" and the connection stays.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-server-private.h"
#include "parlour-notation.h"
#include "parlour-seat-view.h"

char *
parlour_net_seat_label (ParlourMatch *match,
                        guint         seat)
{
  const ParlourSeat *s = parlour_match_get_seat (match, seat);
  const char *color = s->color == PARLOUR_WHITE ? "white" : "black";

  if (parlour_match_get_n_boards (match) == 1)
    return g_strdup (color);
  return g_strdup_printf ("board %u %s", s->board + 1, color);
}

/* The "seat" field, if the peer holds that seat; else the peer is refused. */
static gboolean
own_seat (ParlourNetPeer *peer,
          JsonObject     *message,
          guint          *seat)
{
  gint64 s = json_object_get_int_member (message, "seat");

  if (peer->record->spectator || !((peer->record->seats >> s) & 1))
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_NOT_YOUR_SEAT,
                                 "Seat %" G_GINT64_FORMAT " is not yours", s);
      return FALSE;
    }
  *seat = s;
  return TRUE;
}

static void
handle_action (ParlourNetPeer *peer,
               JsonObject     *message,
               guint           seat)
{
  ParlourMatch *match = peer->server->match;
  ParlourAction action = { 0 };
  g_autoptr(GError) error = NULL;

  if (json_object_has_member (message, "move"))
    {
      action.kind = PARLOUR_ACTION_MOVE;
      action.move = parlour_seat_view_parse_move (match, seat,
                                                  json_object_get_string_member (message, "move"),
                                                  &error);
      if (error != NULL)
        {
          parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "%s", error->message);
          return;
        }
    }
  else
    {
      int square = parlour_square_from_name (parlour_match_get_variant (match),
                                             json_object_get_string_member (message, "square"));

      if (square < 0)
        {
          parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL,
                                     "“%s” is not a square of this board",
                                     json_object_get_string_member (message, "square"));
          return;
        }
      action.kind = PARLOUR_ACTION_PICK;
      action.square = square;
    }
  if (!parlour_match_submit (match, seat, &action, g_get_monotonic_time (), &error))
    parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "%s", error->message);
}

/* A draw offer for @seat, or its acceptance by @seat of the other colour's
 * offer on its board: a peer's or the host window's own. */
static gboolean
offer_or_accept_draw (ParlourNetServer  *self,
                      guint              seat,
                      gboolean           accept,
                      GError           **error)
{
  ParlourMatch *match = self->match;
  const ParlourSeat *mine = parlour_match_get_seat (match, seat);

  if (parlour_match_is_over (match))
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL, "The match is over");
      return FALSE;
    }
  if (accept)
    {
      for (guint s = 0; s < parlour_match_get_n_seats (match) && s < 64; s++)
        {
          const ParlourSeat *other = parlour_match_get_seat (match, s);

          if (((self->draw_offers >> s) & 1) && other->board == mine->board &&
              other->color != mine->color)
            {
              parlour_match_agree_draw (match, mine->board);
              return TRUE;
            }
        }
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL,
                   "Nobody has offered a draw on that board");
      return FALSE;
    }
  {
    g_autoptr(JsonObject) offer = parlour_net_message_new (PARLOUR_NET_MESSAGE_DRAW_OFFER);

    self->draw_offers |= G_GUINT64_CONSTANT (1) << seat;
    json_object_set_int_member (offer, "seat", seat);
    parlour_net_server_send_to_all (self, offer);
    g_signal_emit_by_name (self, "draw-offered", seat);
  }
  return TRUE;
}

static void
handle_draw (ParlourNetPeer *peer,
             guint           seat,
             gboolean        accept)
{
  g_autoptr(GError) error = NULL;

  if (!offer_or_accept_draw (peer->server, seat, accept, &error))
    parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "%s", error->message);
}

gboolean
parlour_net_server_offer_draw (ParlourNetServer  *self,
                               guint              seat,
                               GError           **error)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), FALSE);
  g_return_val_if_fail (seat < 64 && ((self->reserved >> seat) & 1), FALSE);

  return offer_or_accept_draw (self, seat, FALSE, error);
}

gboolean
parlour_net_server_accept_draw (ParlourNetServer  *self,
                                guint              seat,
                                GError           **error)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), FALSE);
  g_return_val_if_fail (seat < 64 && ((self->reserved >> seat) & 1), FALSE);

  return offer_or_accept_draw (self, seat, TRUE, error);
}

/* Time is given while the clocks stand, so that it lands in the times kept
 * for the current move (docs/engine.md, "Matches": a pause keeps them). */
static gboolean
award_time (ParlourNetServer  *self,
            gint64             seat,
            gint64             seconds,
            GError           **error)
{
  ParlourMatch *match = self->match;
  gint64 now = g_get_monotonic_time ();
  const ParlourSeat *s;
  ParlourClock *clock;
  gboolean was_paused;
  gint64 remaining;

  if (seat >= parlour_match_get_n_seats (match) || parlour_match_is_over (match))
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL,
                   "There is no seat %" G_GINT64_FORMAT " in play", seat);
      return FALSE;
    }
  s = parlour_match_get_seat (match, seat);
  clock = parlour_match_get_clock (match, s->board);
  remaining = clock != NULL ? parlour_clock_get_remaining (clock, s->color, now) : G_MAXINT64;
  if (remaining == G_MAXINT64)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL,
                   "That seat's time is unlimited");
      return FALSE;
    }
  /* before the first move the match keeps no times but the start's, so the
   * time given would reach no peer's state */
  if (!parlour_match_get_clock_started (match, s->board))
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL,
                   "The clocks have not started yet");
      return FALSE;
    }
  was_paused = parlour_match_get_paused (match);
  if (!was_paused)
    parlour_match_set_paused (match, TRUE, now);
  remaining = parlour_clock_get_remaining (clock, s->color, now);
  parlour_clock_set_remaining (clock, s->color, remaining + seconds * G_USEC_PER_SEC);
  parlour_match_keep_current_times (match, now);
  if (!was_paused)
    parlour_match_set_paused (match, FALSE, now);
  parlour_net_server_schedule_broadcast (self);
  return TRUE;
}

static void
handle_award (ParlourNetPeer *peer,
              JsonObject     *message)
{
  gint64 seat = json_object_get_int_member (message, "seat");
  g_autoptr(GError) error = NULL;

  if (peer->record->spectator || peer->record->seats == 0 || ((peer->record->seats >> seat) & 1))
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_NOT_YOUR_SEAT,
                                 "Time can be given only to another player's seat");
      return;
    }
  if (!award_time (peer->server, seat, json_object_get_int_member (message, "seconds"), &error))
    parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "%s", error->message);
}

gboolean
parlour_net_server_award_time (ParlourNetServer  *self,
                               guint              seat,
                               guint              seconds,
                               GError           **error)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), FALSE);
  g_return_val_if_fail (seat < 64 && !((self->reserved >> seat) & 1), FALSE);
  g_return_val_if_fail (seconds >= 1 && seconds <= 3600, FALSE);

  return award_time (self, seat, seconds, error);
}

static void
handle_pause (ParlourNetPeer *peer,
              gboolean        paused)
{
  ParlourNetServer *self = peer->server;

  if (peer->record->spectator || peer->record->seats == 0)
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_NOT_YOUR_SEAT,
                                 "Spectators cannot pause the clocks");
      return;
    }
  if (!paused && parlour_net_server_get_missing (self) != 0)
    {
      g_autofree char *missing = parlour_net_seats_to_string (parlour_net_server_get_missing (self));

      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL,
                                 "Seat %s is missing: the clocks wait for it", missing);
      return;
    }
  self->paused_for_missing = FALSE;
  if (paused && !parlour_match_can_pause (self->match))
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "No clock runs");
      return;
    }
  parlour_match_set_paused (self->match, paused, g_get_monotonic_time ());
}

/* A chat line goes to every peer, and to the host's window. */
static void
send_chat (ParlourNetServer *self,
           const char       *from,
           const char       *text)
{
  g_autoptr(JsonObject) chat = parlour_net_message_new (PARLOUR_NET_MESSAGE_CHAT);

  json_object_set_string_member (chat, "from", from);
  json_object_set_string_member (chat, "text", text);
  parlour_net_server_send_to_all (self, chat);
  g_signal_emit_by_name (self, "chat", from, text);
}

/* who a chat line is from: the first seat held, or a spectator */
static char *
chat_sender (ParlourNetServer *self,
             guint64           seats)
{
  if (seats == 0)
    return g_strdup ("spectator");
  return parlour_net_seat_label (self->match, __builtin_ctzll (seats));
}

/* A peer may say PARLOUR_NET_CHAT_BURST lines at once, then one line per
 * PARLOUR_NET_CHAT_INTERVAL_US (a token bucket kept as the time its chat is
 * due: each line moves it one interval on). A line beyond that is refused
 * with "illegal" and reaches nobody, so one peer cannot flood every other
 * window with lines and toasts. */
static gboolean
chat_allowed (ParlourNetPeer *peer,
              gint64          now)
{
  gint64 burst = (PARLOUR_NET_CHAT_BURST - 1) * PARLOUR_NET_CHAT_INTERVAL_US;

  if (peer->chat_due - burst > now)
    return FALSE;
  peer->chat_due = MAX (peer->chat_due, now) + PARLOUR_NET_CHAT_INTERVAL_US;
  return TRUE;
}

static void
handle_chat (ParlourNetPeer *peer,
             JsonObject     *message)
{
  g_autofree char *from = NULL;

  if (!chat_allowed (peer, g_get_monotonic_time ()))
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL,
                                 "Too many chat lines: wait a moment");
      return;
    }
  from = chat_sender (peer->server, peer->record->seats);

  send_chat (peer->server, from, json_object_get_string_member (message, "text"));
}

void
parlour_net_server_chat (ParlourNetServer *self,
                         const char       *text)
{
  g_autofree char *from = NULL;
  g_autofree char *line = NULL;
  const char *end;

  g_return_if_fail (PARLOUR_IS_NET_SERVER (self));
  g_return_if_fail (text != NULL && g_utf8_validate (text, -1, NULL));

  /* a line as long as a peer may send (docs/protocol.md, "Messages"), cut
   * between characters */
  for (end = text; *end != '\0' && g_utf8_next_char (end) - text <= PARLOUR_NET_MAX_CHAT;
       end = g_utf8_next_char (end))
    ;
  line = g_strndup (text, end - text);
  from = chat_sender (self, self->reserved);
  send_chat (self, from, line);
}

void
parlour_net_server_handle (ParlourNetPeer *peer,
                           JsonObject     *message)
{
  ParlourNetMessageType kind = parlour_net_message_get_kind (message);
  guint seat;

  switch (kind)
    {
    case PARLOUR_NET_MESSAGE_CHAT:
      handle_chat (peer, message);
      break;
    case PARLOUR_NET_MESSAGE_PING:
      {
        g_autoptr(JsonObject) pong = parlour_net_message_new (PARLOUR_NET_MESSAGE_PONG);

        json_object_set_int_member (pong, "id", json_object_get_int_member (message, "id"));
        parlour_net_connection_send (peer->connection, pong);
      }
      break;
    case PARLOUR_NET_MESSAGE_BYE:
      parlour_net_connection_close (peer->connection);
      break;
    case PARLOUR_NET_MESSAGE_PAUSE:
      handle_pause (peer, json_object_get_boolean_member (message, "paused"));
      break;
    case PARLOUR_NET_MESSAGE_AWARD_TIME:
      handle_award (peer, message);
      break;
    case PARLOUR_NET_MESSAGE_ACTION:
      if (own_seat (peer, message, &seat))
        handle_action (peer, message, seat);
      break;
    case PARLOUR_NET_MESSAGE_DRAW_OFFER:
    case PARLOUR_NET_MESSAGE_DRAW_ACCEPT:
      if (own_seat (peer, message, &seat))
        handle_draw (peer, seat, kind == PARLOUR_NET_MESSAGE_DRAW_ACCEPT);
      break;
    case PARLOUR_NET_MESSAGE_RESIGN:
      if (!own_seat (peer, message, &seat))
        break;
      if (parlour_match_is_over (peer->server->match))
        parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_ILLEGAL, "The match is over");
      else
        parlour_match_resign (peer->server->match, seat);
      break;
    /* the parser lets no other message reach the host; join was answered
     * before this (parlour-net-server.c) */
    default:
      break;
    }
}
