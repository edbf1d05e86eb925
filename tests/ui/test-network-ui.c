/* test-network-ui.c — a real window as a peer of a hosted match (Join…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host (ParlourNetServer) and a second peer (ParlourNetClient) run in the
 * test process, on the window's main loop, over loopback.
 */
#include "config.h"

#include <string.h>

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

  /* the other peer has taken Black already: no state that its joining brings
   * comes between the two clicks of a move below (a new state is a new
   * mirror, and the board's selection goes with the old one) */
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  while (parlour_net_client_get_match (black) == NULL)
    g_main_context_iteration (NULL, TRUE);

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
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* the first free seat: White */
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, 1);
  g_assert_cmpuint (window_moves (window), ==, 0);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);

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

/* Two windows over loopback: one hosts its match (Host on Network…) and keeps
 * White, the other joins and takes Black; each plays by clicks on its own
 * board and sees the other's moves; each board takes moves only on its turn. */
static void
test_two_windows (void)
{
  ParlourWindow *host = ui_test_window_new ();
  ParlourWindow *peer = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                   NULL);
  ParlourNetServer *server;
  AdwMessageDialog *dialog;
  g_autofree char *address = NULL;

  gtk_widget_activate_action (GTK_WIDGET (host), "win.host-network", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  server = parlour_window_get_net_server (host);
  g_assert_nonnull (server);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            parlour_net_server_get_code (server)));
  g_assert_true (parlour_net_server_get_match (server) == parlour_window_get_match (host));
  ui_test_close_dialogs ();

  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_window_join_network (peer, address, parlour_net_server_get_code (server));
  while (parlour_net_client_get_match (parlour_window_get_net_client (peer)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (peer)), ==, 2);
  /* White's turn: the host's board takes it, the peer's does not */
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);

  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_click_move (peer, "e7", "e5");
  wait_for_window_moves (host, 2);
  wait_for_window_moves (peer, 2);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* a new game on the host stops hosting: the peer's board takes no more moves */
  parlour_window_set_game (host, fresh, NULL);
  g_assert_null (parlour_window_get_net_server (host));
  while (parlour_match_get_seat (parlour_window_get_match (peer), 1)->controller !=
         PARLOUR_CONTROLLER_NETWORK)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpuint (window_moves (peer), ==, 2);
  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/network/join", test_join);
  g_test_add_func ("/ui/network/two-windows", test_two_windows);

  return g_test_run ();
}
