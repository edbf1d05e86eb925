/* test-network-join-ui.c — the Join dialog's Seat choice, and a window that watches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Join dialog asks the host for the seat chosen in its Seat row: any free
 * seat, one by name, or none, to watch (docs/protocol.md, "join"). A seat the
 * host refuses is said under the fields, on the Seat row. A window that joined
 * to watch takes no input, shows the board from White's side and says in its
 * subtitle that it is watching, and it follows the moves of the players. A
 * host and the players run in the test process (net-test-util.h); no Avahi
 * daemon is reachable here, so the Seat row has the names every game has.
 */
#include "config.h"

#include <string.h>

#include "net-test-util.h"

/* Picks the Seat row's choice named @name; it must be there. */
static void
choose_seat (ParlourJoinDialog *dialog,
             const char        *name)
{
  AdwComboRow *row = ADW_COMBO_ROW (join_child (dialog, "seat_row"));
  GListModel *names = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), name))
      {
        adw_combo_row_set_selected (row, i);
        return;
      }
  g_error ("The Seat row has no “%s”", name);
}

/* Joins @host through the Join dialog with the seat named @seat chosen, and
 * waits until the window shows the host's match. */
static ParlourWindow *
join_as (Host       *host,
         const char *seat)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog = open_join_dialog (window);

  /* the default asks for any free seat */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (join_child (dialog, "seat_row"))),
                    ==, 0);
  choose_seat (dialog, seat);
  fill_join_dialog (dialog, host->address, parlour_net_server_get_code (host->server));
  while (!ui_test_shows_remote_match (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  ui_test_iterate ();
  return window;
}

static const char *
subtitle (ParlourWindow *window)
{
  return adw_window_title_get_subtitle (window->window_title);
}

/* Black chosen while White is free: the window holds Black, moves Black's
 * pieces and sees them at the bottom. */
static void
test_join_black (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourNetClient *white;

  host_start (&host, match);
  window = join_as (&host, "Black");
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (window)), ==, 2);
  g_assert_cmpint (parlour_match_get_seat (ui_test_match (window), 1)->controller, ==,
                   PARLOUR_CONTROLLER_LOCAL);
  g_assert_cmpint (parlour_match_get_seat (ui_test_match (window), 0)->controller, ==,
                   PARLOUR_CONTROLLER_NETWORK);
  g_assert_true (parlour_board_view_get_flipped (ui_test_board_view (window, 0)));
  g_assert_null (strstr (subtitle (window), "Watching"));

  /* White is still free for another peer */
  white = host_add_peer (&host, 0);
  g_assert_nonnull (white);
  peer_move (&host, window, 0, "e2e4");
  ui_test_click_move (window, "e7", "e5");
  wait_for_window_moves (window, 2);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 2);

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* Watch Only: no seat, no input, White at the bottom, "Watching" said, and
 * the players' moves shown; a spectator may chat. */
static void
test_watch (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourNetClient *client;

  host_start (&host, match);
  host_add_peer (&host, 0);
  host_add_peer (&host, 1);
  window = join_as (&host, "Watch Only");
  client = parlour_window_get_net_client (window);
  g_assert_true (parlour_net_client_get_spectator (client));
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, 0);
  g_assert_false (parlour_board_view_get_flipped (ui_test_board_view (window, 0)));
  g_assert_true (g_str_has_prefix (subtitle (window), "Watching"));
  g_assert_cmpint (parlour_board_view_get_input (ui_test_board_view (window, 0)), ==,
                   PARLOUR_BOARD_INPUT_NONE);

  /* a click on the board does nothing, the players' moves come in */
  ui_test_click_move (window, "e2", "e4");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 0);
  peer_move (&host, window, 0, "e2e4");
  peer_move (&host, window, 1, "e7e5");
  g_assert_cmpuint (window_moves (window), ==, 2);
  g_assert_cmpint (parlour_board_view_get_input (ui_test_board_view (window, 0)), ==,
                   PARLOUR_BOARD_INPUT_NONE);
  g_assert_true (g_str_has_prefix (subtitle (window), "Watching"));
  g_assert_true (gtk_widget_get_visible (window->chat_button));

  /* after leaving, the last state stays, but the window no longer watches */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-network", NULL);
  while (parlour_net_client_get_joined (client))
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  g_assert_null (strstr (subtitle (window), "Watching"));
  g_assert_cmpuint (window_moves (window), ==, 2);

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* A seat another peer holds is refused: the dialog says so on the Seat row
 * and stays open, and another seat then joins. */
static void
test_seat_taken (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog;
  GtkWidget *error_label;
  GtkWidget *seat_row;

  host_start (&host, match);
  host_add_peer (&host, 1);
  dialog = open_join_dialog (window);
  error_label = join_child (dialog, "error_label");
  seat_row = join_child (dialog, "seat_row");
  choose_seat (dialog, "Black");
  fill_join_dialog (dialog, host.address, parlour_net_server_get_code (host.server));
  while (!gtk_widget_get_visible (error_label))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "seat is taken"));
  g_assert_true (gtk_widget_has_css_class (seat_row, "error"));
  g_assert_null (parlour_window_get_net_client (window));
  g_assert_true (gtk_widget_get_sensitive (join_child (dialog, "join_button")));

  /* White is free */
  choose_seat (dialog, "White");
  g_signal_emit_by_name (join_child (dialog, "join_button"), "clicked");
  while (!ui_test_shows_remote_match (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (window)), ==, 1);

  ui_test_window_destroy (window);
  host_stop (&host);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* no Avahi daemon (see the top of the file) */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/parlour-test", TRUE);
  ui_test_init ();

  g_test_add_func ("/ui/network-join/black", test_join_black);
  g_test_add_func ("/ui/network-join/watch", test_watch);
  g_test_add_func ("/ui/network-join/seat-taken", test_seat_taken);

  return g_test_run ();
}
