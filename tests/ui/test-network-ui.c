/* test-network-ui.c — a real window as a peer of a hosted match (Join…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host (ParlourNetServer) and a second peer (ParlourNetClient) run in the
 * test process, on the window's main loop, over loopback.
 */
#include "config.h"

#include "parlour-autosave.h"
#include "parlour-net-server.h"
#include "parlour-window-network.h"
#include "ui-test-util.h"

static guint
window_moves (ParlourWindow *window)
{
  return parlour_game_get_n_moves (parlour_match_get_game (parlour_window_get_match (window), 0));
}

static void
wait_for_window_moves (ParlourWindow *window,
                       guint          n)
{
  while (window_moves (window) < n)
    g_main_context_iteration (NULL, TRUE);
}

static ParlourBoardInput
board_input (ParlourWindow *window)
{
  return parlour_board_view_get_input (parlour_window_get_board_view (window));
}

/* Join… through its dialog; the window shows the host's match and plays
 * White by clicks, the other peer Black; the window's own game stays in the
 * autosave file, untouched. */
static void
test_join (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(ParlourNetClient) black = parlour_net_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *autosave_before = NULL, *autosave_after = NULL;
  g_autofree char *autosave_path = NULL;
  ParlourWindow *window = ui_test_window_new ();
  AdwMessageDialog *dialog;
  ParlourNetClient *client;

  /* a game of this computer's own, saved */
  ui_test_click_move (window, "d2", "d4");
  autosave_path = parlour_autosave_get_path ();
  g_assert_true (g_file_get_contents (autosave_path, &autosave_before, NULL, NULL));

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
  gtk_editable_set_text (g_object_get_data (G_OBJECT (dialog), "address"), address);
  gtk_editable_set_text (g_object_get_data (G_OBJECT (dialog), "code"),
                         parlour_net_server_get_code (server));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "join"));
  adw_message_dialog_response (dialog, "join");
  ui_test_close_dialogs ();

  client = parlour_window_get_net_client (window);
  g_assert_nonnull (client);
  while (parlour_net_client_get_match (client) == NULL ||
         parlour_window_get_match (window) != parlour_net_client_get_match (client))
    g_main_context_iteration (NULL, TRUE);
  /* the first free seat: White */
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, 1);
  g_assert_cmpuint (window_moves (window), ==, 0);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);

  /* the other peer takes Black */
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  while (parlour_net_client_get_match (black) == NULL)
    g_main_context_iteration (NULL, TRUE);

  /* a click on the window's board goes to the host, which plays it */
  ui_test_click_move (window, "e2", "e4");
  wait_for_window_moves (window, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  /* Black's seat is the other peer's: the window's board takes nothing */
  g_assert_cmpint (parlour_match_get_seat (parlour_window_get_match (window), 1)->controller, ==,
                   PARLOUR_CONTROLLER_NETWORK);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_NONE);
  ui_test_click_move (window, "e7", "e5");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);

  parlour_net_client_move (black, 1, "e7e5");
  wait_for_window_moves (window, 2);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* the window's own game was never overwritten by the host's */
  g_assert_true (g_file_get_contents (autosave_path, &autosave_after, NULL, NULL));
  g_assert_cmpstr (autosave_after, ==, autosave_before);

  parlour_net_client_leave (black);
  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/network/join", test_join);

  return g_test_run ();
}
