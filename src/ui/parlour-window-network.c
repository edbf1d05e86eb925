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
 * match, listening on a port the system picks. The window keeps the first
 * seat (White on the first board): peers take the others, which then become
 * peers on the network in the match, so the window's board stops taking their
 * moves. The match stays the window's, autosaved as ever.
 *
 * Once the window shows another match (New Game, Open), it leaves the host or
 * stops hosting.
 */
#include "config.h"

#include <glib/gi18n.h>

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

/* The board as the person in the window's seat sees it: the seat's colour at
 * the bottom of its board. In a match of several boards the others turn with
 * it, as they do when the window is flipped: each team on one side. */
static void
face_own_seat (ParlourWindow *self)
{
  guint64 mine = parlour_net_client_get_seats (self->net_client);

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
  parlour_window_show_toast (self, message);
}

static void
closed_cb (ParlourNetClient *client,
           const GError     *error,
           ParlourWindow    *self)
{
  g_autofree char *text = NULL;

  /* the last state stays on the board, but nobody here moves in it any more,
   * and its clocks, which ran as the host's, stand */
  if (parlour_window_shows_network_match (self))
    {
      set_controllers (self, self->match, 0);
      parlour_match_set_paused (self->match, TRUE, g_get_monotonic_time ());
      parlour_window_sync (self);
    }
  if (error == NULL)
    return;
  /* Translators: %s says why, e.g. "Wrong join code" */
  text = g_strdup_printf (_("Disconnected from the host: %s"), error->message);
  parlour_window_show_error (self, _("Network Game Ended"), text);
}

void
parlour_window_join_network (ParlourWindow *self,
                             const char    *address,
                             const char    *code)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (address != NULL && code != NULL);

  leave (self);
  self->net_client = parlour_net_client_new ();
  parlour_net_client_set_code (self->net_client, code);
  parlour_net_client_set_seats (self->net_client, 0, FALSE);
  g_signal_connect (self->net_client, "state-changed", G_CALLBACK (state_changed_cb), self);
  g_signal_connect (self->net_client, "error-received", G_CALLBACK (error_received_cb), self);
  g_signal_connect (self->net_client, "closed", G_CALLBACK (closed_cb), self);
  parlour_window_connect_net_actions (self, G_OBJECT (self->net_client));
  parlour_net_client_connect (self->net_client, address);
}

ParlourNetClient *
parlour_window_get_net_client (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->net_client;
}

static void
stop_hosting (ParlourWindow *self)
{
  if (self->net_server == NULL)
    return;
  parlour_net_server_stop (self->net_server);
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
parlour_window_host_network (ParlourWindow *self,
                             guint16        port,
                             GError       **error)
{
  g_autoptr(ParlourNetServer) server = NULL;

  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), FALSE);

  leave (self);
  stop_hosting (self);
  server = parlour_net_server_new (self->match, NULL);
  parlour_net_server_reserve_seat (server, 0);
  if (!parlour_net_server_listen (server, port, error))
    return FALSE;
  g_signal_connect_object (server, "session-changed", G_CALLBACK (session_changed_cb), self, 0);
  parlour_window_connect_net_actions (self, G_OBJECT (server));
  self->net_server = g_steal_pointer (&server);
  /* the chat button and the network's actions */
  parlour_window_sync (self);
  return TRUE;
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
  if (self->net_server != NULL && parlour_net_server_get_match (self->net_server) != self->match)
    stop_hosting (self);
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

/* ---- Join… ---- */

static void
join_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ParlourWindow    *self)
{
  GtkEditable *address = g_object_get_data (G_OBJECT (dialog), "address");
  GtkEditable *code = g_object_get_data (G_OBJECT (dialog), "code");
  g_autofree char *address_text = NULL;

  if (!g_str_equal (response, "join"))
    return;
  address_text = g_strstrip (g_strdup (gtk_editable_get_text (address)));
  parlour_window_join_network (self, address_text, gtk_editable_get_text (code));
}

static void
join_entry_changed_cb (GtkEditable      *editable,
                       AdwMessageDialog *dialog)
{
  GtkEditable *address = g_object_get_data (G_OBJECT (dialog), "address");
  GtkEditable *code = g_object_get_data (G_OBJECT (dialog), "code");

  adw_message_dialog_set_response_enabled (dialog, "join",
                                           strchr (gtk_editable_get_text (address), ':') != NULL &&
                                           *gtk_editable_get_text (code) != '\0');
}

static GtkWidget *
entry_row (GtkWidget  *list,
           const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return row;
}

/* The Join… dialog: the host's address and the join code it shows. */
GtkWidget *
parlour_window_join_dialog_new (ParlourWindow *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Join a Network Game"),
                                              _("Enter the address and the join code that the "
                                                "host shows."));
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *address, *code;

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  /* Translators: the host's address, such as 192.168.1.20:40117 */
  address = entry_row (list, _("Address"));
  code = entry_row (list, _("Join Code"));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "join", _("_Join"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "join",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "join");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "address", address);
  g_object_set_data (G_OBJECT (dialog), "code", code);
  g_signal_connect (address, "changed", G_CALLBACK (join_entry_changed_cb), dialog);
  g_signal_connect (code, "changed", G_CALLBACK (join_entry_changed_cb), dialog);
  join_entry_changed_cb (NULL, ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (join_response_cb), self, 0);
  return dialog;
}

/* ---- Host on Network… ---- */

static void
host_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ParlourWindow    *self)
{
  if (!g_str_equal (response, "stop"))
    return;
  stop_hosting (self);
  parlour_window_update_actions (self);
}

/* What peers need to join: the code and this computer's address. */
GtkWidget *
parlour_window_host_dialog_new (ParlourWindow *self)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (self->net_server != NULL, NULL);

  /* Translators: the join code, then this computer's name and the port */
  body = g_strdup_printf (_("Join code: %s\nAddress: %s:%u\n\nOn another computer, choose Join "
                            "Network Game… and enter both."),
                          parlour_net_server_get_code (self->net_server), g_get_host_name (),
                          parlour_net_server_get_port (self->net_server));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Hosting on the Network"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "stop", _("_Stop Hosting"),
                                    "close", _("_Close"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "stop",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (host_response_cb), self, 0);
  return dialog;
}

static void
host_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->net_server == NULL && !parlour_window_host_network (self, 0, &error))
    {
      parlour_window_show_error (self, _("Cannot Host on the Network"), error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (parlour_window_host_dialog_new (self)));
}

static void
join_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (parlour_window_join_dialog_new (PARLOUR_WINDOW (user_data))));
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
  leave (self);
  stop_hosting (self);
}
