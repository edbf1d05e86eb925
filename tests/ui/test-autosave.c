/* test-autosave.c — the game in progress survives a restart, a crash and SIGKILL
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test runs with its own XDG_DATA_HOME (G_TEST_OPTION_ISOLATE_DIRS).
 *
 * Two tests kill a process with SIGKILL mid-game:
 *  - /ui/autosave/killed/VARIANT, for every variant: a g_test_trap_subprocess()
 *    child (same data dir) opens a window, plays six actions of the variant
 *    through the board's input (moves, a pass in Bungalow, picks in Panic),
 *    writes the game it played as PGN and SIGKILLs itself; the parent then opens
 *    a new window, which must show that game.
 *  - /ui/autosave/killed-binary: the real `parlour` binary (PARLOUR_BINARY, set in
 *    tests/ui/meson.build) starts on an autosave written with the library code,
 *    is SIGKILLed once it runs, and the autosave must still restore the game.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>

#include "parlour-autosave.h"
#include "parlour-pgn.h"
#include "parlour-simul-match.h"
#include "parlour-san.h"
#include "parlour-search.h"
#include "ui-test-util.h"

/* the computer of the window's table (a match at this computer) */
static ParlourComputer *
window_computer (ParlourWindow *window)
{
  return parlour_local_table_get_computer (PARLOUR_LOCAL_TABLE (window->table));
}

static char *
autosave_path (void)
{
  return parlour_autosave_get_path ();
}

static char *
bad_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "autosave.bad", NULL);
}

static gboolean
pause_state (ParlourWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                               "pause-clock");

  return g_variant_get_boolean (state);
}

static void
test_restore (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game;
  g_autofree char *path = autosave_path ();
  g_autofree char *row = NULL;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "c7", "c5");
  ui_test_click_move (window, "g1", "f3");
  /* written a moment after the moves, by the session's worker */
  ui_test_wait_autosaved ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  /* destroyed without a close request: nothing is saved on the way out */
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  game = ui_test_game (window, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "c5");
  g_assert_true (parlour_board_view_get_flipped (ui_test_board_view (window, 0)));
  g_assert_cmpuint (parlour_board_view_get_view_ply (ui_test_board_view (window, 0)), ==, 2);
  row = parlour_move_list_view_dup_row_text (
          parlour_side_panel_get_move_list (ui_test_side_panel (window)), 0);
  g_assert_cmpstr (row, ==, "1. e4 c5");

  /* undo works on the restored game */
  g_assert_true (ui_test_action_enabled (window, "undo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  ui_test_window_destroy (window);
}

/* the side panel's "The clocks are paused" row with its Resume button */
static gboolean
resume_shown (ParlourWindow *window)
{
  GtkWidget *button = parlour_side_panel_get_resume_button (ui_test_side_panel (window));
  GtkWidget *revealer = gtk_widget_get_ancestor (button, GTK_TYPE_REVEALER);

  return gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)) && gtk_widget_is_sensitive (button);
}

static void
test_restore_clock (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 180 * G_USEC_PER_SEC, 2 * G_USEC_PER_SEC };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  ParlourClock *restored;
  gint64 white_left;

  ui_test_set_game (window, game, clock);
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");
  white_left = parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ());
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  restored = ui_test_clock (window, 0);
  g_assert_nonnull (restored);
  g_assert_true (restored != clock);
  g_assert_cmpint (parlour_clock_get_control (restored, PARLOUR_BLACK)->increment_us, ==,
                   2 * G_USEC_PER_SEC);
  /* the restored clocks wait, paused, with White to move and White's time as
   * it was when the window went (the session wrote the change then) */
  g_assert_false (parlour_clock_is_running (restored));
  g_assert_true (pause_state (window));
  g_assert_true (resume_shown (window));
  g_assert_cmpint (parlour_clock_get_active (restored), ==, PARLOUR_WHITE);
  g_assert_cmpint (parlour_clock_get_remaining (restored, PARLOUR_WHITE, g_get_monotonic_time ()),
                   <=, white_left);
  g_assert_cmpint (parlour_clock_get_remaining (restored, PARLOUR_WHITE, g_get_monotonic_time ()),
                   >, white_left - 5 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_clock_get_remaining (restored, PARLOUR_BLACK, g_get_monotonic_time ()),
                   >, 180 * G_USEC_PER_SEC);

  /* the side panel's Resume button resumes White's time */
  g_signal_emit_by_name (parlour_side_panel_get_resume_button (ui_test_side_panel (window)),
                         "clicked");
  g_assert_false (pause_state (window));
  g_assert_true (parlour_clock_is_running (restored));
  g_assert_cmpint (parlour_clock_get_active (restored), ==, PARLOUR_WHITE);
  ui_test_iterate ();
  g_assert_false (resume_shown (window));

  /* and undo still has the times of every ply */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (parlour_clock_get_active (restored), ==, PARLOUR_BLACK);
  ui_test_window_destroy (window);
}

static void
test_pause_clock (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 180 * G_USEC_PER_SEC, 2 * G_USEC_PER_SEC };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourClockView *view;
  gint64 white, black;

  ui_test_set_game (window, game, clock);
  /* nothing to pause before the first move starts the clocks */
  g_assert_false (ui_test_action_enabled (window, "pause-clock"));
  ui_test_click_move (window, "e2", "e4");
  g_assert_true (ui_test_action_enabled (window, "pause-clock"));
  g_assert_true (parlour_clock_is_running (clock));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  g_assert_true (pause_state (window));
  g_assert_false (parlour_clock_is_running (clock));
  /* paused from the menu or a key: the panel says so, by the clocks */
  g_assert_true (resume_shown (window));
  view = parlour_side_panel_get_clock_view (panel, PARLOUR_BLACK);
  g_assert_true (parlour_clock_view_get_paused (view));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (view), "paused"));

  /* paused clocks do not run */
  black = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());
  ui_test_iterate_for (250);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ()),
                   ==, black);

  /* undo keeps them paused */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (pause_state (window));   /* before the first move: nothing runs */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_true (parlour_clock_is_running (clock));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g1", "f3");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  g_assert_true (pause_state (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (pause_state (window));
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_WHITE);

  /* a move played while paused resumes the clocks: the mover gets the increment */
  white = parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ());
  ui_test_click_move (window, "g1", "f3");
  g_assert_false (pause_state (window));
  g_assert_false (resume_shown (window));
  g_assert_false (parlour_clock_view_get_paused (view));
  g_assert_true (parlour_clock_is_running (clock));
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_BLACK);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ()),
                   ==, white + 2 * G_USEC_PER_SEC);

  /* the pause is kept on disk: a paused game restores with its times */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  black = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());
  ui_test_window_destroy (window);
  window = ui_test_window_new ();
  g_assert_true (pause_state (window));
  g_assert_cmpint (parlour_clock_get_remaining (ui_test_clock (window, 0), PARLOUR_BLACK,
                                                g_get_monotonic_time ()), ==, black);

  /* a game that ends while paused has nothing left to pause */
  g_assert_true (parlour_table_resign (ui_test_table (window),
                                       ui_test_seat (window, 0, PARLOUR_BLACK), NULL));
  g_assert_true (parlour_game_is_over (ui_test_game (window, 0)));
  g_assert_false (pause_state (window));
  g_assert_false (ui_test_action_enabled (window, "pause-clock"));
  g_assert_false (resume_shown (window));
  ui_test_window_destroy (window);
}

/* A running clock is not written every second (docs/reliability.md, "The
 * autosave"): a move is written once, by the session's worker thread, and the
 * time used on the current move is written when the window closes. */
static void
test_running_clock (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSession *session = parlour_session_get_default ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 180 * G_USEC_PER_SEC, 0 };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  g_autoptr(ParlourSavedMatch) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = autosave_path ();
  gint64 black_left;
  guint n_writes;
  GArray *times;

  ui_test_set_game (window, game, clock);
  ui_test_click_move (window, "e2", "e4");
  black_left = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());
  ui_test_wait_autosaved ();
  /* the move was written off the main thread */
  g_assert_false (parlour_session_last_write_on_main_thread (session));
  n_writes = parlour_session_get_n_writes (session);
  g_assert_cmpuint (n_writes, >, 0);

  /* Black thinks for a few seconds; nothing but the clock happens */
  ui_test_iterate_for (2500);
  g_assert_true (parlour_clock_is_running (clock));
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes);

  /* closing writes the time used on the move so far; the stored times stay
   * those at its start, which undo gives back */
  gtk_window_close (GTK_WINDOW (window));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 1);
  g_assert_true (parlour_session_last_write_on_main_thread (session));
  saved = parlour_autosave_read (path, g_get_monotonic_time (), &error);
  g_assert_no_error (error);
  g_assert_cmpint (parlour_clock_get_remaining (parlour_match_get_clock (saved->match, 0),
                                                PARLOUR_BLACK, g_get_monotonic_time ()), <=,
                   black_left - 2 * G_USEC_PER_SEC);
  times = parlour_match_get_times (saved->match, 0);
  g_assert_cmpuint (times->len, ==, 2);
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 1).remaining[PARLOUR_BLACK], >=,
                   black_left);
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 1).remaining[PARLOUR_WHITE], ==,
                   180 * G_USEC_PER_SEC);
}

static void
test_restore_result (void)
{
  ParlourWindow *window = ui_test_window_new ();

  ui_test_click_move (window, "f2", "f3");
  /* Black accepts White's offer */
  g_assert_true (parlour_table_answer_draw (ui_test_table (window),
                                            ui_test_seat (window, 0, PARLOUR_BLACK), TRUE, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);  /* autosaves */
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  g_assert_true (parlour_game_is_over (ui_test_game (window, 0)));
  g_assert_cmpint (parlour_game_get_termination (ui_test_game (window, 0)), ==,
                   PARLOUR_TERMINATION_AGREEMENT);
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "Draw by agreement");
  ui_test_window_destroy (window);
}

static void
check_malformed (const char *contents)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *bad = bad_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *moved = NULL;
  ParlourWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));

  window = ui_test_window_new ();
  /* a fresh game, and the bad file is kept aside for a bug report */
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (bad, &moved, NULL, NULL));
  g_assert_cmpstr (moved, ==, contents);

  /* and the new game is autosaved as usual */
  ui_test_click_move (window, "e2", "e4");
  ui_test_wait_autosaved ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  ui_test_window_destroy (window);
}

/* Two damaged autosaves in a row: both are kept (the second beside the
 * first), and the toast's details say why and where. */
static void
test_malformed_kept (void)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *first = g_build_filename (dir, "autosave.bad", NULL);
  g_autofree char *second = g_build_filename (dir, "autosave-2.bad", NULL);
  g_autofree char *contents = NULL;
  ParlourWindow *window;
  const char *details;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{'format': <'parlour-autosave'>,\n 'version': <@u 2>,"
                                      "\n 'match': <'first' #>}", -1, NULL));
  window = ui_test_window_new ();
  g_assert_cmpstr (_parlour_window_get_last_toast (window), ==, "The saved game was damaged");
  details = _parlour_window_get_last_toast_details (window);
  g_assert_nonnull (details);
  /* the reason, with its line and column, and the file it was kept as */
  g_assert_nonnull (strstr (details, "line 3, column 20: "));
  g_assert_nonnull (strstr (details, first));
  /* with PARLOUR_TEST_SCREENSHOTS: the toast, and the dialog its Details
   * button shows */
  if (g_getenv ("PARLOUR_TEST_SCREENSHOTS") != NULL)
    {
      GtkWidget *dialog;

      ui_test_screenshot (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                          "autosave-damaged-toast.png");
      _parlour_window_show_error (window, "The Saved Game Could Not Be Restored", details);
      dialog = GTK_WIDGET (ui_test_find_message_dialog ());
      ui_test_screenshot (dialog, g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                          "autosave-damaged-details.png");
    }
  ui_test_window_destroy (window);

  g_assert_true (g_file_set_contents (path, "second damaged game", -1, NULL));
  window = ui_test_window_new ();
  details = _parlour_window_get_last_toast_details (window);
  g_assert_nonnull (strstr (details, second));
  ui_test_window_destroy (window);

  g_assert_true (g_file_get_contents (first, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "'first'"));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (second, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "second damaged game");
}

static void
test_malformed_garbage (void)
{
  check_malformed ("\x01\x02garbage\xff\xfe not a key file\n");
}

static void
test_malformed_pgn (void)
{
  check_malformed ("[Autosave]\nversion=1\n[Game]\npgn=1. e4 e5 2. Kxe8 *\n");
}

static void
test_malformed_clock (void)
{
  check_malformed ("[Autosave]\nversion=1\n[Game]\npgn=1. e4 *\n"
                   "[Clock]\nwhite=60+0\nblack=60+0\nactive=black\ntimes=nonsense\n");
}

/* The actions the child of a /ui/autosave/killed test plays */
#define KILLED_ACTIONS 6

static char *
killed_expected_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "killed-expected.pgn", NULL);
}

/* A click on @square of the board, as a user would. */
static void
click_square_index (ParlourWindow *window,
                    guint          square)
{
  ParlourBoardView *board = ui_test_board_view (window, 0);
  gint64 start = g_get_monotonic_time ();
  double x, y;

  /* a window with two boards (Bughouse) may need more than one frame to give
   * the board its size */
  while (!parlour_board_view_square_center (board, square, &x, &y) &&
         g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_board_view_square_center (board, square, &x, &y));
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  ui_test_iterate ();
}

static gboolean
is_simultaneous (ParlourWindow *window)
{
  return (parlour_game_get_variant (ui_test_game (window, 0))->flags &
          PARLOUR_VARIANT_SIMULTANEOUS) != 0;
}

static gboolean
takes_pass (ParlourWindow *window)
{
  ParlourMatch *match = ui_test_match (window);

  return (parlour_match_get_input (match, parlour_match_get_seat_to_act (match, 0))
          & PARLOUR_INPUT_PASS) != 0;
}

/* One action of the seat to act, chosen by @rand, through the board's input
 * as a user would make it: a move by click-click (no promotion or castling,
 * which need more than two clicks), a pass by the Pass action (@pass: taken
 * when the board takes one), a pick by a click that selects the piece and
 * one that picks it (chance chooses its move). */
static void
play_an_action (ParlourWindow *window,
                GRand         *rand,
                gboolean       pass)
{
  ParlourMatch *match = ui_test_match (window);
  ParlourGame *game = ui_test_game (window, 0);
  guint seat = parlour_match_get_seat_to_act (match, 0);
  guint n = parlour_game_get_n_moves (game);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  g_autoptr(GArray) simple = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  const ParlourAction *action;
  gint64 start;

  g_assert_cmpuint (seat, !=, G_MAXUINT);
  parlour_match_legal_actions (match, seat, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const ParlourAction *a = &g_array_index (actions, ParlourAction, i);
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (a->move);

      if (a->kind == PARLOUR_ACTION_PICK ||
          (PARLOUR_MOVE_PROMO (a->move) == 0 && flag != PARLOUR_MOVE_CASTLE &&
           flag != PARLOUR_MOVE_DROP && (flag == PARLOUR_MOVE_PASS) == pass))
        g_array_append_val (simple, *a);
    }
  g_assert_cmpuint (simple->len, >, 0);
  action = &g_array_index (simple, ParlourAction, g_rand_int_range (rand, 0, simple->len));
  /* hidden entry (SimulChess): the next player lifts the curtain first */
  if (parlour_board_view_get_curtain (ui_test_board_view (window, 0)) != NULL)
    click_square_index (window, 0);
  if (action->kind == PARLOUR_ACTION_PICK)
    {
      click_square_index (window, action->square);
      click_square_index (window, action->square);
    }
  else if (pass)
    {
      g_assert_true (ui_test_action_enabled (window, "pass"));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL);
      ui_test_iterate ();
    }
  else
    {
      click_square_index (window, PARLOUR_MOVE_FROM (action->move));
      click_square_index (window, PARLOUR_MOVE_TO (action->move));
    }
  /* a pick's roll plays out before the next action */
  start = g_get_monotonic_time ();
  while (parlour_board_view_is_rolling (ui_test_board_view (window, 0)) &&
         g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  /* where both sides move at once White's choice stays out of the game until
   * Black's comes, then the game has the whole turn (docs/simulchess.md) */
  if (is_simultaneous (window))
    {
      gboolean white = parlour_match_get_seat (match, seat)->color == PARLOUR_WHITE;

      g_assert_cmpuint (parlour_game_get_n_moves (game), ==, white ? n : n + 2);
      if (!white)
        g_assert_cmpuint (parlour_game_get_move (game, n + 1), ==, action->move);
      return;
    }
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, n + 1);
  if (action->kind == PARLOUR_ACTION_MOVE)
    g_assert_cmpuint (parlour_game_get_move (game, n), ==, action->move);
}

/* A game of the variant played through the board, then SIGKILL: a new window
 * shows the same game. The child writes the game it played as PGN first (a
 * pick's move is chance's, so only the child knows it). */
static void
test_killed (gconstpointer data)
{
  const ParlourVariant *variant = data;
  g_autofree char *expected_path = killed_expected_path ();
  g_autofree char *expected = NULL;
  g_autofree char *restored = NULL;
  ParlourWindow *window;
  ParlourGame *game;

  if (g_test_subprocess ())
    {
      g_autoptr(ParlourGame) fresh = parlour_game_new (variant, NULL, 0, NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed (12);
      g_autofree char *pgn = NULL;

      window = ui_test_window_new ();
      ui_test_set_game (window, fresh, NULL);
      ui_test_iterate ();
      /* the fourth action is a pass where the board takes one (Bungalow) */
      for (guint i = 0; i < KILLED_ACTIONS; i++)
        play_an_action (window, rand, i == 3 && takes_pass (window));
      /* in SimulChess, White chooses the next turn's move: killed in the middle
       * of a turn, the choice must come back, still out of the game */
      if (is_simultaneous (window))
        play_an_action (window, rand, FALSE);
      /* the session writes a moment after the last action (docs/reliability.md) */
      ui_test_wait_autosaved ();
      pgn = parlour_pgn_write (ui_test_game (window, 0));
      g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
      g_assert_true (g_file_set_contents (expected_path, pgn, -1, NULL));
      /* no close request, no exit handlers: the way a crash or `kill -9` ends it */
      kill (getpid (), SIGKILL);
      g_assert_not_reached ();
    }

  g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  /* the child played all its actions before it was killed */
  g_assert_true (g_file_get_contents (expected_path, &expected, NULL, NULL));

  window = ui_test_window_new ();
  game = ui_test_game (window, 0);
  g_assert_true (parlour_game_get_variant (game) == variant);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, KILLED_ACTIONS);
  /* and the curtain is back over the board, since Black has not lifted it */
  if (is_simultaneous (window))
    {
      g_assert_true (parlour_simul_match_has_chosen (
        PARLOUR_SIMUL_MATCH (ui_test_match (window)), 0));
      g_assert_nonnull (parlour_board_view_get_curtain (ui_test_board_view (window, 0)));
    }
  restored = parlour_pgn_write (game);
  g_assert_cmpstr (restored, ==, expected);
  ui_test_window_destroy (window);
  g_unlink (expected_path);
}

static void
test_killed_binary (void)
{
  const char *binary = g_getenv ("PARLOUR_BINARY");
  g_autoptr(ParlourSavedMatch) saved = parlour_saved_match_new ();
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = autosave_path ();
  g_autofree char *bad = bad_path ();
  const char *argv[] = { binary, NULL };
  ParlourWindow *window;
  GPid pid;
  int status;

  if (binary == NULL || !g_file_test (binary, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("PARLOUR_BINARY is not set");
      return;
    }

  game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_assert_true (parlour_game_play_text (game, "e4", NULL));
  g_assert_true (parlour_game_play_text (game, "e6", NULL));
  saved->match = parlour_match_new_for_game (game, NULL);
  g_assert_true (parlour_autosave_write (path, saved, g_get_monotonic_time (), &error));
  g_assert_no_error (error);

  /* the environment (XDG_DATA_HOME, GSETTINGS_*, DISPLAY) is this test's */
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  ui_test_iterate_for (2000);
  g_assert_cmpint (waitpid (pid, &status, WNOHANG), ==, 0);   /* still running */
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_spawn_close_pid (pid);

  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  window = ui_test_window_new ();
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  g_assert_cmpstr (parlour_game_get_san (ui_test_game (window, 0), 1), ==, "e6");
  ui_test_window_destroy (window);
}

static void
test_file_format (void)
{
  g_autoptr(ParlourSavedMatch) saved = parlour_saved_match_new ();
  g_autoptr(ParlourSavedMatch) loaded = NULL;
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = autosave_path ();
  g_autofree char *contents = NULL;
  ParlourTimeControl tc = { PARLOUR_CLOCK_DELAY, 600 * G_USEC_PER_SEC, 5 * G_USEC_PER_SEC };
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
  gint64 t0 = g_get_monotonic_time ();
  GArray *times;

  /* a match played through its seats: Nf3 at t0, d5 7 s later */
  saved->view_ply = 1;
  saved->flipped = TRUE;
  game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  clock = parlour_clock_new (&tc, &tc);
  saved->match = parlour_match_new_for_game (game, clock);
  {
    ParlourPosition pos = *parlour_game_get_position (game);

    action.move = parlour_san_to_move (&pos, "Nf3", NULL);
  }
  g_assert_true (parlour_match_submit (saved->match, 0, &action, t0, &error));
  {
    ParlourPosition pos = *parlour_game_get_position (game);

    action.move = parlour_san_to_move (&pos, "d5", NULL);
  }
  g_assert_true (parlour_match_submit (saved->match, 1, &action, t0 + 7 * G_USEC_PER_SEC, &error));
  g_assert_no_error (error);
  g_assert_true (parlour_autosave_write (path, saved, t0 + 9 * G_USEC_PER_SEC, &error));
  g_assert_no_error (error);

  /* GVariant text a person can read, with its format and version */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "'format': <'parlour-autosave'>"));
  g_assert_nonnull (strstr (contents, "'version': <uint32 2>"));
  g_assert_nonnull (strstr (contents, "1. Nf3 d5"));

  loaded = parlour_autosave_read (path, t0 + 100 * G_USEC_PER_SEC, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (loaded->match, 0)), ==, 2);
  g_assert_nonnull (parlour_match_get_clock (loaded->match, 0));
  g_assert_cmpint (parlour_clock_get_control (parlour_match_get_clock (loaded->match, 0),
                                              PARLOUR_WHITE)->mode, ==, PARLOUR_CLOCK_DELAY);
  times = parlour_match_get_times (loaded->match, 0);
  g_assert_cmpuint (times->len, ==, 3);
  /* Black used 7 s with a 5 s delay; White's 2 s on the move so far are kept */
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 2).remaining[PARLOUR_BLACK],
                   ==, 598000000);
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 2).remaining[PARLOUR_WHITE],
                   ==, 600000000);
  g_assert_true (parlour_match_get_clock_started (loaded->match, 0));
  /* the clocks wait for the players */
  g_assert_true (parlour_match_get_paused (loaded->match));
  g_assert_cmpuint (loaded->view_ply, ==, 1);
  g_assert_true (loaded->flipped);

  g_clear_pointer (&loaded, parlour_saved_match_free);
  g_clear_error (&error);
  g_unlink (path);
  loaded = parlour_autosave_read (path, t0, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Writes an autosave of a chess match after 1. e4 with Black the computer at
 * @level (0: the seat is a person's); without the "levels" entry when @old, as
 * Parlour wrote them before it kept levels. */
static void
write_computer_autosave (guint    level,
                         gboolean old)
{
  g_autoptr(ParlourSavedMatch) saved = parlour_saved_match_new ();
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariantDict) dict = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  guint black;

  g_assert_true (parlour_game_play_text (game, "e4", NULL));
  g_assert_true (parlour_game_play_text (game, "e5", NULL));
  saved->match = parlour_match_new_for_game (game, NULL);
  black = parlour_match_find_seat (saved->match, 0, PARLOUR_BLACK);
  parlour_match_set_controller (saved->match, black, PARLOUR_CONTROLLER_COMPUTER);
  saved->levels[black] = level;
  text = parlour_autosave_to_data (saved, g_get_monotonic_time ());
  if (old)
    {
      value = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, NULL, NULL, &error);
      g_assert_no_error (error);
      dict = g_variant_dict_new (value);
      g_assert_true (g_variant_dict_remove (dict, "levels"));
      g_clear_pointer (&value, g_variant_unref);
      value = g_variant_ref_sink (g_variant_dict_end (dict));
      g_free (text);
      text = g_variant_print (value, TRUE);
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* The computer seats' levels are in the autosave; a restored computer seat
 * plays at its level, and an autosave from before levels still restores, its
 * computer seat at the strongest level. */
static void
test_computer_levels (void)
{
  g_autoptr(ParlourSavedMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = autosave_path ();
  g_autofree char *contents = NULL;
  ParlourWindow *window;
  guint black;

  write_computer_autosave (3, FALSE);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "'levels': <[uint32 0, 3]>"));
  loaded = parlour_autosave_read (path, g_get_monotonic_time (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->levels[0], ==, 0);
  g_assert_cmpuint (loaded->levels[1], ==, 3);

  window = ui_test_window_new ();
  black = parlour_match_find_seat (window->match, 0, PARLOUR_BLACK);
  g_assert_cmpint (parlour_match_get_seat (window->match, black)->controller, ==,
                   PARLOUR_CONTROLLER_COMPUTER);
  g_assert_cmpuint (parlour_computer_get_level (window_computer (window), black), ==, 3);
  /* the person moves, the computer at level 3 answers, and the next
   * autosave keeps the level */
  ui_test_click_move (window, "g1", "f3");
  while (parlour_game_get_n_moves (ui_test_game (window, 0)) < 4)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "'levels': <[uint32 0, 3]>"));
  ui_test_window_destroy (window);

  /* an autosave without levels */
  write_computer_autosave (0, TRUE);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "levels"));
  window = ui_test_window_new ();
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  g_assert_cmpint (parlour_match_get_seat (window->match, black)->controller, ==,
                   PARLOUR_CONTROLLER_COMPUTER);
  g_assert_cmpuint (parlour_computer_get_level (window_computer (window), black), ==,
                    PARLOUR_SEARCH_LEVEL_MAX);
  ui_test_window_destroy (window);
}

/* Levels that cannot be are refused with a message naming them. */
static void
test_malformed_levels (void)
{
  static const struct {
    const char *levels;
    const char *message;
  } cases[] = {
    { "<[uint32 0, 9]>", "computer level 9 of seat 1 is not 0 to 8" },
    { "<[uint32 3]>", "1 computer levels for 2 seats" },
    { "<'three'>", "levels are not a list of numbers" },
  };
  g_autofree char *path = autosave_path ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *contents = NULL;
      g_autofree char *bad = NULL;
      g_autoptr(ParlourSavedMatch) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = NULL;

      write_computer_autosave (3, FALSE);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      text = g_string_new (contents);
      g_assert_cmpuint (g_string_replace (text, "<[uint32 0, 3]>", cases[i].levels, 1), ==, 1);
      loaded = parlour_autosave_read_data (text->str, text->len, g_get_monotonic_time (), &error);
      g_assert_null (loaded);
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* Parlour 0.1's key file still restores, and the next autosave replaces it. */
static void
test_legacy_format (void)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *legacy = parlour_autosave_get_legacy_path ();
  g_autofree char *dir = g_path_get_dirname (legacy);
  ParlourWindow *window;
  ParlourGame *game;
  GArray *times;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (legacy,
                                      "[Autosave]\nversion=1\nview-ply=-1\nflipped=false\n"
                                      "[Game]\npgn=[TimeControl \"600d5\"]\\n\\n1. Nf3 d5 *\n"
                                      "result=1-0\ntermination=resignation\n"
                                      "[Clock]\nwhite=600d5\nblack=600d5\nstarted=true\n"
                                      "active=white\n"
                                      "times=600000000,600000000;600000000,600000000;"
                                      "600000000,598000000\n", -1, NULL));
  window = ui_test_window_new ();
  game = ui_test_game (window, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_RESIGNATION);
  times = parlour_match_get_times (ui_test_match (window), 0);
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 2).remaining[PARLOUR_BLACK],
                   ==, 598000000);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);  /* autosaves */
  ui_test_wait_autosaved ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (legacy, G_FILE_TEST_EXISTS));
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  g_assert_cmpint (parlour_game_get_termination (ui_test_game (window, 0)), ==,
                   PARLOUR_TERMINATION_RESIGNATION);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/autosave/file-format", test_file_format);
  g_test_add_func ("/ui/autosave/legacy-format", test_legacy_format);
  g_test_add_func ("/ui/autosave/restore", test_restore);
  g_test_add_func ("/ui/autosave/restore-clock", test_restore_clock);
  g_test_add_func ("/ui/autosave/pause-clock", test_pause_clock);
  g_test_add_func ("/ui/autosave/running-clock", test_running_clock);
  g_test_add_func ("/ui/autosave/restore-result", test_restore_result);
  g_test_add_func ("/ui/autosave/malformed/garbage", test_malformed_garbage);
  g_test_add_func ("/ui/autosave/malformed/kept", test_malformed_kept);
  g_test_add_func ("/ui/autosave/malformed/pgn", test_malformed_pgn);
  g_test_add_func ("/ui/autosave/malformed/clock", test_malformed_clock);
  g_test_add_func ("/ui/autosave/malformed/levels", test_malformed_levels);
  g_test_add_func ("/ui/autosave/computer-levels", test_computer_levels);
  {
    guint n;
    const ParlourVariant **list = parlour_variant_list (&n);

    for (guint i = 0; i < n; i++)
      {
        g_autofree char *path = g_strdup_printf ("/ui/autosave/killed/%s", list[i]->id);

        g_test_add_data_func (path, list[i], test_killed);
      }
  }
  g_test_add_func ("/ui/autosave/killed-binary", test_killed_binary);

  return g_test_run ();
}
