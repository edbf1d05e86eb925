/* parlour-window-network.c — the window as a peer of a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Join… connects a ParlourNetClient (docs/protocol.md), and with the host's
 * first state the window acts through a ParlourRemoteTable for it. Every state
 * the host sends is loaded into the one mirror of the host's match that the
 * client keeps, and the window shows it: in the mirror the seats this window
 * holds are a person at this computer (PARLOUR_CONTROLLER_LOCAL), so their
 * board takes moves, and every other seat is a peer on the network, whose
 * board only shows. A move made on
 * the board is not played on the mirror but sent to the host by the table;
 * the host decides, and its next state shows the move. The mirror is never
 * autosaved: it is the host's game, and the game this computer had before
 * stays in the autosave file.
 *
 * It plays like a game at this computer: the board turns to the window's seat
 * (Black at the bottom for Black), the mirror's clocks run between states as
 * the host's do, and each state is the same match a moment later, so the
 * other side's move slides in and a piece the person holds stays in hand.
 *
 * Host on Network… is the other side: a ParlourNetServer for the window's own
 * match, on the port and keeping the seats chosen in the Host dialog
 * (parlour-host-dialog.c), and published on the local network under the name
 * chosen there, given to the window's ParlourLocalTable. Peers take the other
 * seats, which then become peers on the network in the match, so the window's
 * board stops taking their moves. The match stays at this computer,
 * autosaved as ever.
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
#include "parlour-window-network.h"
#include "parlour-window-private.h"

gboolean
_parlour_window_shows_network_match (ParlourWindow *self)
{
  return self->table != NULL && PARLOUR_IS_REMOTE_TABLE (self->table) && self->match != NULL &&
         parlour_table_get_match (self->table) == self->match;
}

static void
leave (ParlourWindow *self)
{
  if (self->net_client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->net_client, self);
  parlour_net_client_leave (self->net_client);
  g_clear_object (&self->net_client);
}

gboolean
_parlour_window_plays_on_network (ParlourWindow *self)
{
  return _parlour_window_shows_network_match (self) ||
         (self->table != NULL && self->match != NULL &&
          parlour_table_get_match (self->table) == self->match &&
          parlour_table_get_role (self->table) == PARLOUR_TABLE_ROLE_HOSTING);
}

gboolean
_parlour_window_network_watching (ParlourWindow *self)
{
  return _parlour_window_shows_network_match (self) &&
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

        _parlour_window_set_flipped (self, (seat->color == PARLOUR_BLACK) !=
                                             _parlour_window_board_turned (self, seat->board));
        return;
      }
}

/* A new mirror (the host plays another way) is still taken as the boards a
 * moment later: a piece the person has picked up stays in hand while it can
 * still move. */
static void
mirror_changed_cb (ParlourTable  *table,
                   GParamSpec    *pspec,
                   ParlourWindow *self)
{
  ParlourMatch *mirror = parlour_table_get_match (table);

  if (mirror == NULL || mirror == self->match)
    return;
  _parlour_window_continue_match (self, mirror);
  _parlour_window_network_state_shown (self);
}

static void notice_cb (ParlourTable  *table,
                       const char    *message,
                       ParlourWindow *self);

/* @client's connection, or its first state, goes to a table of its own */
static void
take_remote_table (ParlourWindow    *self,
                   ParlourNetClient *client)
{
  g_autoptr(ParlourTable) table = parlour_remote_table_new (client, self->match);

  _parlour_window_set_table (self, table);
  g_signal_connect (table, "notify::match", G_CALLBACK (mirror_changed_cb), self);
  g_signal_connect (table, "notice", G_CALLBACK (notice_cb), self);
}

/* Whether a board of the mirror now holds another game than its view shows:
 * the host's next game started elsewhere (parlour_match_load_state() gave
 * the board the state's game and clock). */
static gboolean
boards_replaced (ParlourWindow *self)
{
  guint n = MIN (_parlour_window_get_n_boards (self), parlour_match_get_n_boards (self->match));

  for (guint i = 0; i < n; i++)
    if (parlour_board_view_get_game (_parlour_window_get_board (self, i)) !=
        parlour_match_get_game (self->match, i))
      return TRUE;
  return FALSE;
}

/* The host's first state: the window shows the match through a table for
 * the client. Every later one was loaded into the same mirror, whose
 * ::changed the window followed as it follows a move made here (only a new
 * mirror, when the host plays another way, comes as the table's new match:
 * mirror_changed_cb). */
static void
state_changed_cb (ParlourNetClient *client,
                  ParlourWindow    *self)
{
  if (self->table != NULL && PARLOUR_IS_REMOTE_TABLE (self->table) &&
      parlour_remote_table_get_client (PARLOUR_REMOTE_TABLE (self->table)) == client)
    {
      if (parlour_net_client_get_match (client) != self->match)
        return;
      if (boards_replaced (self))
        _parlour_window_continue_match (self, self->match);
      _parlour_window_network_state_shown (self);
      return;
    }
  take_remote_table (self, client);
  parlour_window_set_match (self, parlour_table_get_match (self->table));
  face_own_seat (self);
}

/* the host refused a request of the window's table (its ::notice) */
static void
notice_cb (ParlourTable  *table,
           const char    *message,
           ParlourWindow *self)
{
  /* a rejoin refused: said when the connection ends */
  if (_parlour_window_net_rejoining (self))
    _parlour_window_net_refused (self, message);
  else
    _parlour_window_show_toast (self, message);
}

static void
closed_cb (ParlourNetClient *client,
           const GError     *error,
           ParlourWindow    *self)
{
  g_autofree char *text = NULL;
  gboolean shown = _parlour_window_shows_network_match (self);

  /* the last state stays on the board, but nobody here moves in it any more,
   * and its clocks, which ran as the host's, stand (the table, whose handler
   * ran first, saw to that) */
  if (shown)
    {
      _parlour_window_sync (self);
      /* no longer watching */
      _parlour_window_network_status_changed (self);
    }
  /* the host left, the connection dropped or a rejoin failed: the window
   * says so and rejoins, or offers to (parlour-window-net-rejoin.c) */
  if (shown && _parlour_window_net_closed (self, error))
    return;
  if (error == NULL)
    return;
  /* Translators: %s says why, e.g. "Wrong join code" */
  text = g_strdup_printf (_("Disconnected from the host: %s"), error->message);
  _parlour_window_show_error (self, _("Network Game Ended"), text);
}

static void
welcome_cb (ParlourNetClient *client,
            ParlourWindow    *self)
{
  _parlour_window_net_welcomed (self);
}

static void
connect_client (ParlourWindow    *self,
                ParlourNetClient *client)
{
  self->net_client = g_object_ref (client);
  g_signal_connect (self->net_client, "welcome", G_CALLBACK (welcome_cb), self);
  g_signal_connect (self->net_client, "state-changed", G_CALLBACK (state_changed_cb), self);
  /* after the table's handler, which ends the seats' play here */
  g_signal_connect_after (self->net_client, "closed", G_CALLBACK (closed_cb), self);
}

void
parlour_window_take_net_client (ParlourWindow    *self,
                                ParlourNetClient *client)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (client));

  leave (self);
  _parlour_window_net_rejoin_reset (self);
  connect_client (self, client);
  _parlour_window_connect_net_actions (self);
  /* a client that joined through the Join dialog may have its first state already */
  if (parlour_net_client_get_joined (client))
    _parlour_window_net_welcomed (self);
  if (parlour_net_client_get_match (client) != NULL)
    state_changed_cb (client, self);
}

/* The same game again, through a new connection, in the seats the client
 * held (its token) or with the join code (a spectator's token lasts as long
 * as its connection): the position stays on the board until the host's
 * first state continues it. */
gboolean
_parlour_window_rejoin_network (ParlourWindow *self)
{
  g_autoptr(ParlourNetClient) old = NULL;
  g_autoptr(ParlourNetClient) client = NULL;
  const char *address;

  if (self->net_client == NULL || !_parlour_window_shows_network_match (self) ||
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
  /* the old connection's handlers go with it; the mirror stays shown, and
   * the host's next state goes into it */
  g_signal_handlers_disconnect_by_data (old, self);
  g_clear_object (&self->net_client);
  parlour_net_client_set_mirror (client, self->match);
  connect_client (self, client);
  /* the same match through the new connection; the chat so far stays */
  take_remote_table (self, client);
  parlour_net_client_connect (client, address);
  return TRUE;
}

/* Continue Here: the last state becomes a game at this computer, every seat
 * played here, and the connection is gone for good. */
void
_parlour_window_continue_network_locally (ParlourWindow *self)
{
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourTable) table = NULL;

  if (!_parlour_window_shows_network_match (self))
    return;
  match = g_object_ref (self->match);
  leave (self);
  _parlour_window_net_rejoin_reset (self);
  for (guint s = 0; s < parlour_match_get_n_seats (match); s++)
    parlour_match_set_controller (match, s, PARLOUR_CONTROLLER_LOCAL);
  table = parlour_local_table_new (match);
  _parlour_window_set_table (self, table);
  /* the window's match is no longer a mirror: it is saved (its new table is a
   * change the session follows), and its actions are back */
  _parlour_window_sync (self);
  _parlour_window_update_actions (self);
  _parlour_window_update_chat (self);
  _parlour_window_network_status_changed (self);
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
  if (self->table != NULL && PARLOUR_IS_LOCAL_TABLE (self->table))
    parlour_local_table_set_server (PARLOUR_LOCAL_TABLE (self->table), NULL);
  g_clear_object (&self->net_discovery);
  parlour_net_server_stop_with_reason (self->net_server, reason);
  g_clear_object (&self->net_server);
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
  /* the last state of a joined match left behind is hosted as a game of this computer's */
  if (!PARLOUR_IS_LOCAL_TABLE (self->table) || parlour_table_get_match (self->table) != self->match)
    {
      g_autoptr(ParlourTable) table = parlour_local_table_new (self->match);

      _parlour_window_set_table (self, table);
    }
  server = parlour_net_server_new (self->match, NULL);
  for (guint s = 0; s < 64; s++)
    if ((kept_seats >> s) & 1)
      parlour_net_server_reserve_seat (server, s);
  if (!parlour_net_server_listen (server, port, error))
    return FALSE;
  /* a peer's move changes the match, which the session follows through the table */
  parlour_local_table_set_server (PARLOUR_LOCAL_TABLE (self->table), server);
  _parlour_window_connect_net_actions (self);
  self->net_server = g_steal_pointer (&server);
  if (service_name != NULL)
    {
      self->net_discovery = parlour_net_discovery_new ();
      parlour_net_discovery_publish_server (self->net_discovery, self->net_server, service_name);
    }
  /* the chat button and the network's actions */
  _parlour_window_sync (self);
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
_parlour_window_end_hosting (ParlourWindow *self,
                             const char    *reason)
{
  stop_hosting (self, reason);
  _parlour_window_sync (self);
}

void
parlour_window_stop_hosting (ParlourWindow *self)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));

  stop_hosting (self, PARLOUR_NET_BYE_STOPPED);
  /* Undo, the chat button and the network's actions follow */
  _parlour_window_sync (self);
}

ParlourNetServer *
parlour_window_get_net_server (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->net_server;
}

void
_parlour_window_network_match_changed (ParlourWindow *self)
{
  if (self->net_client != NULL && !_parlour_window_shows_network_match (self))
    leave (self);
  /* another game on the board: the hosted one ended */
  if (self->net_server != NULL && parlour_net_server_get_match (self->net_server) != self->match)
    stop_hosting (self, PARLOUR_NET_BYE_ENDED);
  /* the chat and the local actions follow */
  _parlour_window_update_actions (self);
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
_parlour_window_init_network (ParlourWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), network_entries,
                                   G_N_ELEMENTS (network_entries), self);
}

void
_parlour_window_dispose_network (ParlourWindow *self)
{
  _parlour_window_dispose_net_rejoin (self);
  leave (self);
  stop_hosting (self, PARLOUR_NET_BYE_STOPPED);
}
