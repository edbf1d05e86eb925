/* parlour-window-network.c — the window as a peer of a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Join… connects a ParlourNetClient (docs/protocol.md). Every state the host
 * sends comes as a new mirror of the host's match, and the window shows it: in
 * the mirror the seats this window holds are a person at this computer
 * (PARLOUR_CONTROLLER_LOCAL), so their board takes moves, and every other seat
 * is a peer on the network, whose board only shows. A move made on the board
 * is not played on the mirror but sent to the host, which decides; its next
 * state shows the move. The mirror is never autosaved: it is the host's game,
 * and the game this computer had before stays in the autosave file.
 *
 * It plays like a game at this computer: the board turns to the window's seat
 * (Black at the bottom for Black), the mirror's clocks run between states as
 * the host's do, and each next mirror continues the one shown, so the other
 * side's move slides in and a piece the person holds stays in hand.
 *
 * Host on Network… is the other side: a ParlourNetServer for the window's own
 * match, on the port and keeping the seats chosen in the Host dialog
 * (parlour-host-dialog.c), and published on the local network under the name
 * chosen there. Peers take the other seats, which then become peers on the
 * network in the match, so the window's board stops taking their moves. The
 * match stays the window's, autosaved as ever.
 *
 * The dialogs are their own types: ParlourJoinDialog connects a client and
 * hands it here once the host has welcomed it (parlour_window_take_net_client).
 *
 * Once the window shows another match (New Game, Open), it leaves the host or
 * stops hosting (asked first while peers hold seats: parlour-window-net-end.c).
 * A joined window whose connection ends rejoins, or offers to
 * (parlour-window-net-rejoin.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-host-dialog.h"
#include "parlour-join-dialog.h"
#include "parlour-net-server.h"
#include "parlour-seat-view.h"
#include "parlour-window-network.h"
#include "parlour-window-private.h"

gboolean
parlour_window_shows_network_match (ParlourWindow *self)
{
  return self->net_client != NULL && self->match != NULL && self->match == self->net_mirror;
}

static void
leave (ParlourWindow *self)
{
  if (self->net_client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->net_client, self);
  parlour_net_client_leave (self->net_client);
  g_clear_object (&self->net_client);
  self->net_mirror = NULL;
}

/* Every seat a peer on the network, but those this window holds (none once
 * the connection is gone). */
static void
set_controllers (ParlourWindow *self,
                 ParlourMatch  *mirror,
                 guint64        mine)
{
  for (guint s = 0; s < parlour_match_get_n_seats (mirror); s++)
    parlour_match_set_controller (mirror, s,
                                  s < 64 && ((mine >> s) & 1) ? PARLOUR_CONTROLLER_LOCAL
                                                              : PARLOUR_CONTROLLER_NETWORK);
}

gboolean
parlour_window_plays_on_network (ParlourWindow *self)
{
  return parlour_window_shows_network_match (self) ||
         (self->net_server != NULL && self->match != NULL &&
          parlour_net_server_get_match (self->net_server) == self->match);
}

gboolean
parlour_window_network_watching (ParlourWindow *self)
{
  return parlour_window_shows_network_match (self) &&
         parlour_net_client_get_spectator (self->net_client) &&
         parlour_net_client_get_joined (self->net_client);
}

/* The board as the person in the window's seat sees it: the seat's colour at
 * the bottom of its board. In a match of several boards the others turn with
 * it, as they do when the window is flipped: each team on one side. A
 * spectator holds no seat and sees the match as from the first: White at the
 * bottom of the first board. */
static void
face_own_seat (ParlourWindow *self)
{
  guint64 mine = parlour_net_client_get_seats (self->net_client);

  if (mine == 0)
    mine = 1;

  for (guint s = 0; s < parlour_match_get_n_seats (self->match) && s < 64; s++)
    if ((mine >> s) & 1)
      {
        const ParlourSeat *seat = parlour_match_get_seat (self->match, s);

        parlour_window_set_flipped (self, (seat->color == PARLOUR_BLACK) !=
                                            parlour_window_board_turned (self, seat->board));
        return;
      }
}

static void
state_changed_cb (ParlourNetClient *client,
                  ParlourWindow    *self)
{
  ParlourMatch *mirror = parlour_net_client_get_match (client);
  gboolean first = !parlour_window_shows_network_match (self);

  set_controllers (self, mirror, parlour_net_client_get_seats (client));
  self->net_mirror = mirror;
  if (first)
    {
      parlour_window_set_match (self, mirror);
      face_own_seat (self);
      return;
    }
  /* Every state is a new mirror, but the same boards a moment later: the
   * opponent's move slides in, the clocks take the host's times again, and a
   * piece the person has picked up stays in hand while it can still move. */
  parlour_window_continue_match (self, mirror);
  parlour_window_network_state_shown (self);
}

static void
error_received_cb (ParlourNetClient *client,
                   const char       *code,
                   const char       *message,
                   ParlourWindow    *self)
{
  /* a rejoin refused: said when the connection ends */
  if (parlour_window_net_rejoining (self))
    parlour_window_net_refused (self, message);
  else
    parlour_window_show_toast (self, message);
}

static void
closed_cb (ParlourNetClient *client,
           const GError     *error,
           ParlourWindow    *self)
{
  g_autofree char *text = NULL;
  gboolean shown = parlour_window_shows_network_match (self);

  /* the last state stays on the board, but nobody here moves in it any more,
   * and its clocks, which ran as the host's, stand */
  if (shown)
    {
      set_controllers (self, self->match, 0);
      parlour_match_set_paused (self->match, TRUE, g_get_monotonic_time ());
      parlour_window_sync (self);
      /* no longer watching */
      parlour_window_update_title (self);
    }
  /* the host left, the connection dropped or a rejoin failed: the window
   * says so and rejoins, or offers to (parlour-window-net-rejoin.c) */
  if (shown && parlour_window_net_closed (self, error))
    return;
  if (error == NULL)
    return;
  /* Translators: %s says why, e.g. "Wrong join code" */
  text = g_strdup_printf (_("Disconnected from the host: %s"), error->message);
  parlour_window_show_error (self, _("Network Game Ended"), text);
}

static void
welcome_cb (ParlourNetClient *client,
            ParlourWindow    *self)
{
  parlour_window_net_welcomed (self);
}

static void
connect_client (ParlourWindow    *self,
                ParlourNetClient *client)
{
  self->net_client = g_object_ref (client);
  g_signal_connect (self->net_client, "welcome", G_CALLBACK (welcome_cb), self);
  g_signal_connect (self->net_client, "state-changed", G_CALLBACK (state_changed_cb), self);
  g_signal_connect (self->net_client, "error-received", G_CALLBACK (error_received_cb), self);
  g_signal_connect (self->net_client, "closed", G_CALLBACK (closed_cb), self);
}

void
parlour_window_take_net_client (ParlourWindow    *self,
                                ParlourNetClient *client)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (client));

  leave (self);
  parlour_window_net_rejoin_reset (self);
  connect_client (self, client);
  parlour_window_connect_net_actions (self, G_OBJECT (self->net_client));
  /* a client that joined through the Join dialog may have its first state already */
  if (parlour_net_client_get_joined (client))
    parlour_window_net_welcomed (self);
  if (parlour_net_client_get_match (client) != NULL)
    state_changed_cb (client, self);
}

/* The same game again, through a new connection, in the seats the client
 * held (its token) or with the join code (a spectator's token lasts as long
 * as its connection): the position stays on the board until the host's
 * first state continues it. */
gboolean
parlour_window_rejoin_network (ParlourWindow *self)
{
  g_autoptr(ParlourNetClient) old = NULL;
  g_autoptr(ParlourNetClient) client = NULL;
  const char *address;

  if (self->net_client == NULL || !parlour_window_shows_network_match (self) ||
      (address = parlour_net_client_get_address (self->net_client)) == NULL)
    return FALSE;
  old = g_object_ref (self->net_client);
  client = parlour_net_client_new ();
  parlour_net_client_set_code (client, parlour_net_client_get_code (old));
  if (!parlour_net_client_get_spectator (old) && parlour_net_client_get_token (old) != NULL)
    parlour_net_client_set_resume (client, parlour_net_client_get_peer (old),
                                   parlour_net_client_get_token (old));
  else if (parlour_net_client_get_code (old) == NULL)
    return FALSE;
  parlour_net_client_set_seats (client, parlour_net_client_get_seats (old),
                                parlour_net_client_get_spectator (old));
  /* the old connection's handlers go with it; the mirror stays shown */
  g_signal_handlers_disconnect_by_data (old, self);
  g_clear_object (&self->net_client);
  connect_client (self, client);
  /* the draw offers and chat of the new connection; the chat so far stays */
  parlour_window_follow_net_actions (self, G_OBJECT (client));
  parlour_net_client_connect (client, address);
  return TRUE;
}

/* Continue Here: the last state becomes a game at this computer, every seat
 * played here, and the connection is gone for good. */
void
parlour_window_continue_network_locally (ParlourWindow *self)
{
  g_autoptr(ParlourMatch) match = NULL;

  if (!parlour_window_shows_network_match (self))
    return;
  match = g_object_ref (self->match);
  leave (self);
  parlour_window_net_rejoin_reset (self);
  set_controllers (self, match, G_MAXUINT64);
  /* the window's match is no longer a mirror: it is saved, and its actions are back */
  parlour_window_sync (self);
  parlour_window_update_actions (self);
  parlour_window_update_chat (self);
  parlour_window_update_title (self);
  parlour_window_autosave (self);
}

void
parlour_window_join_network (ParlourWindow *self,
                             const char    *address,
                             const char    *code)
{
  g_autoptr(ParlourNetClient) client = parlour_net_client_new ();

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (address != NULL && code != NULL);

  parlour_net_client_set_code (client, code);
  parlour_net_client_set_seats (client, 0, FALSE);
  parlour_window_take_net_client (self, client);
  parlour_net_client_connect (client, address);
}

ParlourNetClient *
parlour_window_get_net_client (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->net_client;
}

/* @reason: PARLOUR_NET_BYE_STOPPED or _ENDED, which the peers' windows show */
static void
stop_hosting (ParlourWindow *self,
              const char    *reason)
{
  if (self->net_server == NULL)
    return;
  g_clear_object (&self->net_discovery);
  parlour_net_server_stop_with_reason (self->net_server, reason);
  g_clear_object (&self->net_server);
}

/* A peer's move changed the window's match: the autosave keeps it, as it keeps
 * the moves made at this computer. */
static void
session_changed_cb (ParlourNetServer *server,
                    ParlourWindow    *self)
{
  if (parlour_net_server_get_match (server) == self->match)
    parlour_window_autosave (self);
}

gboolean
parlour_window_host_network_full (ParlourWindow *self,
                                  guint16        port,
                                  guint64        kept_seats,
                                  const char    *service_name,
                                  GError       **error)
{
  g_autoptr(ParlourNetServer) server = NULL;

  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), FALSE);

  leave (self);
  stop_hosting (self, PARLOUR_NET_BYE_ENDED);
  server = parlour_net_server_new (self->match, NULL);
  for (guint s = 0; s < 64; s++)
    if ((kept_seats >> s) & 1)
      parlour_net_server_reserve_seat (server, s);
  if (!parlour_net_server_listen (server, port, error))
    return FALSE;
  g_signal_connect_object (server, "session-changed", G_CALLBACK (session_changed_cb), self, 0);
  parlour_window_connect_net_actions (self, G_OBJECT (server));
  self->net_server = g_steal_pointer (&server);
  if (service_name != NULL)
    {
      self->net_discovery = parlour_net_discovery_new ();
      parlour_net_discovery_publish_server (self->net_discovery, self->net_server, service_name);
    }
  /* the chat button and the network's actions */
  parlour_window_sync (self);
  return TRUE;
}

gboolean
parlour_window_host_network (ParlourWindow *self,
                             guint16        port,
                             GError       **error)
{
  return parlour_window_host_network_full (self, port, 1, NULL, error);
}

ParlourNetDiscovery *
parlour_window_get_net_discovery (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->net_discovery;
}

void
parlour_window_end_hosting (ParlourWindow *self,
                            const char    *reason)
{
  stop_hosting (self, reason);
  parlour_window_sync (self);
}

void
parlour_window_stop_hosting (ParlourWindow *self)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));

  stop_hosting (self, PARLOUR_NET_BYE_STOPPED);
  /* Undo, the chat button and the network's actions follow */
  parlour_window_sync (self);
}

ParlourNetServer *
parlour_window_get_net_server (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->net_server;
}

void
parlour_window_network_match_changed (ParlourWindow *self)
{
  if (self->net_client != NULL && !parlour_window_shows_network_match (self))
    leave (self);
  /* another game on the board: the hosted one ended */
  if (self->net_server != NULL && parlour_net_server_get_match (self->net_server) != self->match)
    stop_hosting (self, PARLOUR_NET_BYE_ENDED);
  /* the chat and the local actions follow */
  parlour_window_update_actions (self);
}

gboolean
parlour_window_network_play (ParlourWindow *self,
                             guint          board,
                             ParlourMove    move)
{
  guint seat;
  g_autofree char *text = NULL;

  if (!parlour_window_shows_network_match (self))
    return FALSE;
  seat = parlour_match_get_seat_to_act (self->match, board);
  if (seat == G_MAXUINT)
    return TRUE;
  text = parlour_seat_view_move_to_text (self->match, seat, move);
  parlour_net_client_move (self->net_client, seat, text);
  return TRUE;
}

static void
host_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (parlour_host_dialog_new (PARLOUR_WINDOW (user_data))));
}

static void
join_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (parlour_join_dialog_new (PARLOUR_WINDOW (user_data))));
}

static const GActionEntry network_entries[] = {
  { "join-network", join_activated },
  { "host-network", host_activated },
};

void
parlour_window_init_network (ParlourWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), network_entries,
                                   G_N_ELEMENTS (network_entries), self);
}

void
parlour_window_dispose_network (ParlourWindow *self)
{
  parlour_window_dispose_net_rejoin (self);
  leave (self);
  stop_hosting (self, PARLOUR_NET_BYE_STOPPED);
}
