/* test-network-actions.c — a network match's game actions, from a real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the person does in a window that joined a match (resign, offer or
 * accept a draw, pick a piece in Panic chess, pause, give time, chat) reaches
 * the host, whose next state shows it; what would only change the window's
 * copy (Undo, New Game) is disabled. A hosting window's offers and chat reach
 * the peers. Hosts and other peers run in the test process, over loopback
 * (net-test-util.h).
 */
#include "config.h"

#include "net-test-util.h"
#include "parlour-panic.h"

/* A window that hosts its own match (it keeps White), with a clock of
 * @seconds (0: none), and one that joined it (Black). */
static void
two_windows_clock (ParlourWindow **host,
                   ParlourWindow **peer,
                   gint64          seconds)
{
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER,
                                 .base_us = seconds * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = seconds > 0 ? parlour_clock_new (&control, &control) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                   NULL);
  g_autofree char *address = NULL;
  ParlourNetServer *server;

  *host = ui_test_window_new ();
  *peer = ui_test_window_new ();
  /* not the game an earlier test left in the autosave */
  ui_test_set_game (*host, fresh, clock);
  g_assert_true (parlour_window_host_network (*host, 0, &error));
  g_assert_no_error (error);
  server = ui_test_net_server (*host);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_window_join_network (*peer, address, parlour_net_server_get_code (server));
  WAIT_FOR (ui_test_shows_remote_match (*peer));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (*peer)), ==, 2);
}

/* Resign in the joined window (Black) asks the host: its match ends, Black
 * resigned, and the window shows it from the host's state. */
static void
test_resign (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *window;
  AdwMessageDialog *dialog;
  ParlourTermination termination;

  host_start (&host, match);
  host_add_peer (&host, 0);
  window = host_add_window (&host);
  /* White to move: in a game at one computer White would be the one to resign */
  g_assert_true (ui_test_action_enabled (window, "resign"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  dialog = dialog_over (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Black Resigns?");
  adw_message_dialog_response (dialog, "resign");
  ui_test_close_dialogs ();

  WAIT_FOR (parlour_match_is_over (match));
  g_assert_cmpint (parlour_match_get_result (match, &termination), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_RESIGNATION);
  WAIT_FOR (parlour_match_is_over (ui_test_match (window)));
  g_assert_false (ui_test_action_enabled (window, "resign"));

  /* a request the host refuses (a resignation that crossed the end on the
   * way): the window's table hears the host's error and the window says it */
  g_assert_true (parlour_table_resign (window->table, 1, NULL));
  WAIT_FOR (g_strcmp0 (_parlour_window_get_last_toast (window), "The match is over") == 0);

  ui_test_window_destroy (window);
  host_stop (&host);
}

static void
two_windows (ParlourWindow **host,
             ParlourWindow **peer)
{
  two_windows_clock (host, peer, 0);
}

/* The joined window offers a draw; the hosting window asks its person, who
 * accepts: the host's match is drawn, and both windows show it. */
static void
test_draw (void)
{
  ParlourWindow *host, *peer;
  AdwMessageDialog *dialog;
  ParlourMatch *match;

  two_windows (&host, &peer);
  match = ui_test_match (host);
  gtk_widget_activate_action (GTK_WIDGET (peer), "win.offer-draw", NULL);
  /* no question at the offering window: the offer goes to the host */
  g_assert_null (dialog_over (peer));
  WAIT_FOR (dialog_over (host) != NULL);
  dialog = dialog_over (host);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Black Offers a Draw");
  WAIT_FOR (g_strcmp0 (_parlour_window_get_last_toast (peer), "You offered a draw") == 0);
  g_assert_false (parlour_match_is_over (match));
  adw_message_dialog_response (dialog, "accept");
  ui_test_close_dialogs ();

  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpint (parlour_match_get_result (match, NULL), ==, PARLOUR_RESULT_DRAW);
  WAIT_FOR (parlour_match_is_over (ui_test_match (peer)));
  g_assert_cmpint (parlour_match_get_result (ui_test_match (peer), NULL), ==,
                   PARLOUR_RESULT_DRAW);

  /* and the other way: the hosting window's offer reaches the joined one */
  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
  two_windows (&host, &peer);
  gtk_widget_activate_action (GTK_WIDGET (host), "win.offer-draw", NULL);
  g_assert_null (dialog_over (host));
  WAIT_FOR (dialog_over (peer) != NULL);
  adw_message_dialog_response (dialog_over (peer), "accept");
  ui_test_close_dialogs ();
  WAIT_FOR (parlour_match_is_over (ui_test_match (host)));
  g_assert_cmpint (parlour_match_get_result (ui_test_match (host), NULL), ==,
                   PARLOUR_RESULT_DRAW);

  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

/* Panic chess: a piece picked in the joined window is sent to the host, which
 * rolls; its state brings the move chance chose, and the window shows the roll. */
static void
test_panic_pick (void)
{
  g_autoptr(ParlourMatch) match = new_match ("panic", 0);
  ParlourGame *game = parlour_match_get_game (match, 0);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourBoardView *board;
  ParlourMove expected;
  double x, y;
  int g1;

  parlour_panic_game_set_seed (game, 1234567890123ULL);
  g1 = parlour_square_from_name (parlour_game_get_variant (game), "g1");
  expected = parlour_panic_choose (parlour_game_get_position (game), 1234567890123ULL, 0,
                                   (guint) g1);
  host_start (&host, match);
  host_add_peer (&host, 1);
  window = host_add_window (&host);
  board = ui_test_board_view (window, 0);
  g_assert_cmpint (parlour_board_view_get_input (board), ==, PARLOUR_BOARD_INPUT_PIECES);
  g_object_set (board, "animations", TRUE, NULL);

  /* a click selects the knight, a second picks it */
  ui_test_click_square (window, "g1");
  g_assert_cmpuint (window_moves (window), ==, 0);
  /* (no running of the main loop after the click: the roll starts when
   * the state arrives, and WAIT_FOR stops right then) */
  g_assert_true (parlour_board_view_square_center (board, (guint) g1, &x, &y));
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  /* the move comes from the host, which rolled (the window's copy plays
   * nothing of its own: the host's state may be here already) */
  WAIT_FOR (window_moves (window) == 1);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (parlour_game_get_move (game, 0), ==, expected);
  g_assert_cmpuint (parlour_game_get_move (ui_test_game (window, 0), 0), ==, expected);
  g_assert_true (parlour_board_view_is_rolling (board));
  WAIT_FOR (!parlour_board_view_is_rolling (board));

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* Pause in the joined window pauses the host's clocks, and both show them
 * paused; Give Opponent 1 Minute adds a minute to the other seat on the host. */
static void
test_pause_and_time (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 300);
  ParlourClock *clock = parlour_match_get_clock (match, 0);
  Host host = { 0 };
  ParlourWindow *window;
  gint64 white;

  host_start (&host, match);
  host_add_peer (&host, 0);
  window = host_add_window (&host);
  peer_move (&host, window, 0, "e2e4");
  g_assert_true (ui_test_action_enabled (window, "pause-clock"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause-clock",
                                      g_variant_new_boolean (TRUE));
  WAIT_FOR (parlour_match_get_paused (match));
  WAIT_FOR (parlour_match_get_paused (ui_test_match (window)));
  g_assert_true (g_variant_get_boolean (
                   g_action_group_get_action_state (G_ACTION_GROUP (window), "pause-clock")));

  white = parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ());
  g_assert_true (ui_test_action_enabled (window, "give-time"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.give-time", NULL);
  WAIT_FOR (parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ()) != white);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ()), ==,
                   white + 60 * G_USEC_PER_SEC);

  /* and resumes */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "pause-clock",
                                      g_variant_new_boolean (FALSE));
  WAIT_FOR (!parlour_match_get_paused (match));

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* The hosting window gives the joined window's seat a minute through its
 * server; its Undo is off (it would take back the peer's move). */
static void
test_host_gives_time (void)
{
  ParlourWindow *host, *peer;
  ParlourClock *clock;
  gint64 black;

  two_windows_clock (&host, &peer, 300);
  /* no clock runs before the first move: there is no time to add to */
  g_assert_false (ui_test_action_enabled (host, "give-time"));
  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);
  g_assert_false (ui_test_action_enabled (host, "undo"));
  clock = parlour_match_get_clock (ui_test_match (host), 0);
  g_action_group_change_action_state (G_ACTION_GROUP (host), "pause-clock",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (parlour_match_get_paused (ui_test_match (host)));
  black = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());
  g_assert_true (ui_test_action_enabled (host, "give-time"));
  gtk_widget_activate_action (GTK_WIDGET (host), "win.give-time", NULL);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ()), ==,
                   black + 60 * G_USEC_PER_SEC);
  /* the joined window's clock shows it from the next state */
  WAIT_FOR (parlour_clock_get_remaining (parlour_match_get_clock (ui_test_match (peer),
                                                                  0),
                                         PARLOUR_BLACK, g_get_monotonic_time ()) ==
            black + 60 * G_USEC_PER_SEC);

  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

/* In a joined window Undo and the actions that would replace the match are
 * off, and the Undo button says why; once the window left, they are back. */
static void
test_local_actions_off (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  static const char * const off[] = {
    "undo", "new-game", "new-bingo-match", "position-editor", "open"
  };
  Host host = { 0 };
  ParlourWindow *window;

  host_start (&host, match);
  host_add_peer (&host, 1);
  window = host_add_window (&host);
  ui_test_click_move (window, "e2", "e4");
  wait_for_window_moves (window, 1);
  /* the mirror has a move to undo, but the host keeps the moves */
  g_assert_true (parlour_match_can_undo (ui_test_match (window)));
  for (guint i = 0; i < G_N_ELEMENTS (off); i++)
    g_assert_false (ui_test_action_enabled (window, off[i]));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (window->undo_button), ==,
                   "Not in a network game: the host keeps the moves");
  g_assert_true (ui_test_action_enabled (window, "leave-network"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-network", NULL);
  WAIT_FOR (!parlour_net_client_get_joined (parlour_window_get_net_client (window)));
  ui_test_iterate ();
  g_assert_true (ui_test_action_enabled (window, "new-game"));
  g_assert_true (ui_test_action_enabled (window, "new-bingo-match"));
  g_assert_false (ui_test_action_enabled (window, "leave-network"));
  /* nothing it would send reaches the host any more */
  g_assert_false (ui_test_action_enabled (window, "resign"));
  g_assert_false (ui_test_action_enabled (window, "offer-draw"));

  ui_test_window_destroy (window);
  host_stop (&host);
}

static guint
n_lines (ParlourWindow *window)
{
  return g_list_model_get_n_items (_parlour_window_get_chat_lines (window));
}

static const char *
line (ParlourWindow *window,
      guint          i)
{
  g_autoptr(GtkStringObject) item = g_list_model_get_item (_parlour_window_get_chat_lines (window),
                                                           i);

  return gtk_string_object_get_string (item);
}

/* A line typed in the joined window's chat arrives in the hosting window (a
 * toast, as its chat is closed), and the host's answer in the joined one. */
static void
test_chat (void)
{
  ParlourWindow *host, *peer;

  two_windows (&host, &peer);
  g_assert_true (gtk_widget_get_visible (host->chat_button));
  g_assert_true (gtk_widget_get_visible (peer->chat_button));

  gtk_editable_set_text (GTK_EDITABLE (peer->chat_entry), "  good luck  ");
  g_signal_emit_by_name (peer->chat_entry, "activate");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (peer->chat_entry)), ==, "");
  WAIT_FOR (n_lines (host) == 1);
  g_assert_cmpstr (line (host, 0), ==, "black: good luck");
  g_assert_cmpstr (_parlour_window_get_last_toast (host), ==, "black: good luck");
  /* the host sends it to everyone, the sender too */
  WAIT_FOR (n_lines (peer) == 1);

  /* with the chat open, the line shows there and not as a toast */
  gtk_menu_button_popup (GTK_MENU_BUTTON (peer->chat_button));
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (peer->chat_popover));
  /* the chat opens to be written in */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (peer)), peer->chat_entry));
  /* its own line came back while the chat was closed */
  g_assert_cmpstr (_parlour_window_get_last_toast (peer), ==, "black: good luck");
  parlour_table_say (ui_test_table (host), "thanks", NULL);
  WAIT_FOR (n_lines (peer) == 2);
  g_assert_cmpstr (line (peer, 1), ==, "white: thanks");
  g_assert_cmpuint (n_lines (host), ==, 2);
  g_assert_cmpstr (_parlour_window_get_last_toast (peer), ==, "black: good luck");
  /* the open chat, light and dark (docs/screenshots) */
  ui_test_screenshot_styles (peer->chat_popover, g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                             "network-chat");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (peer->chat_button));

  /* the host starts hosting anew: the new session's chat starts empty */
  {
    g_autoptr(GError) error = NULL;

    parlour_window_host_network (host, 0, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpuint (n_lines (host), ==, 0);

  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
  /* a window that plays at this computer has no chat */
  peer = ui_test_window_new ();
  g_assert_false (gtk_widget_get_visible (peer->chat_button));
  ui_test_window_destroy (peer);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/network-actions/resign", test_resign);
  g_test_add_func ("/ui/network-actions/draw", test_draw);
  g_test_add_func ("/ui/network-actions/panic-pick", test_panic_pick);
  g_test_add_func ("/ui/network-actions/pause-and-time", test_pause_and_time);
  g_test_add_func ("/ui/network-actions/host-gives-time", test_host_gives_time);
  g_test_add_func ("/ui/network-actions/local-actions-off", test_local_actions_off);
  g_test_add_func ("/ui/network-actions/chat", test_chat);

  return g_test_run ();
}
