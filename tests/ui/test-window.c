/* test-window.c — the main window: moves through the board's input, the move list,
 * undo and redo, browsing, clocks, Save As and Open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real window under Xvfb. Moves are made with the board view's test hooks
 * (parlour-board-view-private.h), which run the same press and release handlers
 * as the click gesture, so ::move-requested comes from the board as after a click.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "parlour-board-view-private.h"
#include "parlour-new-game-dialog.h"
#include "parlour-notation.h"
#include "parlour-pgn.h"
#include "parlour-window-private.h"
#include "ui-test-util.h"

static void
test_play_moves (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);
  ParlourMoveListView *list = parlour_side_panel_get_move_list (ui_test_side_panel (window));
  g_autofree char *row = NULL;

  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (list), ==, 0);

  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");

  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (parlour_game_get_san (game, 0), ==, "e4");
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "e5");
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (list), ==, 1);
  row = parlour_move_list_view_dup_row_text (list, 0);
  g_assert_cmpstr (row, ==, "1. e4 e5");
  g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 1);

  /* an illegal click does nothing */
  ui_test_click_move (window, "e4", "e6");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);

  ui_test_click_move (window, "g1", "f3");
  g_clear_pointer (&row, g_free);
  row = parlour_move_list_view_dup_row_text (list, 1);
  g_assert_cmpstr (row, ==, "2. Nf3");

  ui_test_window_destroy (window);
}

static void
test_material (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourMaterialView *white =
    parlour_clock_view_get_material_view (parlour_side_panel_get_clock_view (panel, PARLOUR_WHITE));
  ParlourMaterialView *black =
    parlour_clock_view_get_material_view (parlour_side_panel_get_clock_view (panel, PARLOUR_BLACK));

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (white)));
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "d7", "d5");
  ui_test_click_move (window, "e4", "d5");
  /* White took a black pawn and is a pawn up */
  g_assert_cmpstr (parlour_material_view_get_pieces (white), ==, "\u265F\uFE0E");
  g_assert_cmpstr (parlour_material_view_get_lead (white), ==, "+1");
  g_assert_cmpstr (parlour_material_view_get_pieces (black), ==, "");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (white)));
  /* the pieces grow a little with the room: a stacked panel is wider */
  {
    int narrow, wide;

    gtk_widget_measure (GTK_WIDGET (white), GTK_ORIENTATION_VERTICAL, 240, NULL, &narrow, NULL, NULL);
    gtk_widget_measure (GTK_WIDGET (white), GTK_ORIENTATION_VERTICAL, 400, NULL, &wide, NULL, NULL);
    g_assert_cmpint (narrow, >=, 28);
    g_assert_cmpint (wide, >=, narrow + 8);
  }

  ui_test_click_move (window, "d8", "d5");
  g_assert_cmpstr (parlour_material_view_get_pieces (black), ==, "\u2659\uFE0E");
  g_assert_cmpstr (parlour_material_view_get_lead (white), ==, "");
  g_assert_cmpstr (parlour_material_view_get_lead (black), ==, "");

  /* browsing shows the material of the shown position */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.first-move", NULL);
  g_assert_cmpstr (parlour_material_view_get_pieces (white), ==, "");

  ui_test_window_destroy (window);
}

/* A long game's captures close up in their row instead of widening the side
 * panel: the board keeps its size. */
static void
test_material_row (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourMaterialView *white =
    parlour_clock_view_get_material_view (parlour_side_panel_get_clock_view (panel, PARLOUR_WHITE));
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", "many-captures.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  int board_before, panel_before, natural;

  gtk_window_set_default_size (GTK_WINDOW (window), 880, 640);
  ui_test_iterate_for (300);
  board_before = gtk_widget_get_width (GTK_WIDGET (ui_test_board_view (window, 0)));
  panel_before = gtk_widget_get_width (GTK_WIDGET (panel));

  ui_test_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  ui_test_iterate_for (300);

  /* White has taken eight pawns, two knights, two bishops, two rooks and the queen */
  g_assert_cmpuint (g_utf8_strlen (parlour_material_view_get_pieces (white), -1), ==, 2 * 15);
  g_assert_cmpstr (parlour_material_view_get_lead (white), ==, "+9");
  gtk_widget_measure (GTK_WIDGET (white), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (white)), <, natural);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (panel)), ==, panel_before);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ui_test_board_view (window, 0))), ==,
                   board_before);

  ui_test_window_destroy (window);
}

static void
test_undo_redo (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);
  ParlourMoveListView *list = parlour_side_panel_get_move_list (ui_test_side_panel (window));
  g_autofree char *row = NULL;

  g_assert_false (ui_test_action_enabled (window, "undo"));
  g_assert_false (ui_test_action_enabled (window, "redo"));

  ui_test_click_move (window, "d2", "d4");
  ui_test_click_move (window, "d7", "d5");
  g_assert_true (ui_test_action_enabled (window, "undo"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_true (ui_test_action_enabled (window, "redo"));
  row = parlour_move_list_view_dup_row_text (list, 0);
  g_assert_cmpstr (row, ==, "1. d4");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_false (ui_test_action_enabled (window, "redo"));
  g_clear_pointer (&row, g_free);
  row = parlour_move_list_view_dup_row_text (list, 0);
  g_assert_cmpstr (row, ==, "1. d4 d5");

  /* a new move after undo replaces the undone one */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_click_move (window, "g8", "f6");
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "Nf6");
  g_assert_false (ui_test_action_enabled (window, "redo"));

  ui_test_window_destroy (window);
}

static void
test_browse (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourMoveListView *list = parlour_side_panel_get_move_list (ui_test_side_panel (window));

  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "c7", "c5");
  ui_test_click_move (window, "g1", "f3");
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, G_MAXUINT);
  g_assert_false (ui_test_action_enabled (window, "next-move"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 2);
  g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 1);
  g_assert_true (ui_test_action_enabled (window, "next-move"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.first-move", NULL);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 0);
  g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, G_MAXUINT);
  g_assert_false (ui_test_action_enabled (window, "previous-move"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-move", NULL);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, G_MAXUINT);
  g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 2);

  /* a click on a move in the list shows the position after it */
  parlour_move_list_view_activate (list, 0);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 1);
  g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 0);

  /* the arrow keys browse while the board does not have the focus */
  gtk_widget_grab_focus (GTK_WIDGET (list));
  ui_test_press_key (window, GDK_KEY_Right);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 2);
  ui_test_press_key (window, GDK_KEY_End);
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, G_MAXUINT);

  /* while browsing the board takes no moves; the game is unchanged */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.first-move", NULL);
  ui_test_click_move (window, "d2", "d4");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 3);

  ui_test_window_destroy (window);
}

static gboolean
is_action_button (GtkWidget     *widget,
                  gconstpointer  action)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* Browsing says so beside the board, with the way back, and hides the result,
 * which is about the last position (issue #12: no sign that the board is not
 * the current position). */
static void
test_browse_bar (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSidePanel *panel = ui_test_side_panel (window);
  GtkWidget *back;

  ui_test_click_move (window, "f2", "f3");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g2", "g4");
  ui_test_click_move (window, "d8", "h4");
  g_assert_nonnull (parlour_side_panel_get_result_text (panel));
  g_assert_true (parlour_side_panel_get_result_shown (panel));
  g_assert_null (parlour_side_panel_get_browse_text (panel));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_cmpstr (parlour_side_panel_get_browse_text (panel), ==, "Viewing move 2. g4");
  g_assert_false (parlour_side_panel_get_result_shown (panel));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_cmpstr (parlour_side_panel_get_browse_text (panel), ==, "Viewing move 1… e5");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.first-move", NULL);
  g_assert_cmpstr (parlour_side_panel_get_browse_text (panel), ==, "Viewing the starting position");

  /* Back to Current */
  back = ui_test_find_widget (GTK_WIDGET (panel), is_action_button, "win.last-move");
  g_assert_nonnull (back);
  g_signal_emit_by_name (back, "clicked");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_board_view_get_view_ply (ui_test_board_view (window, 0)), ==,
                    G_MAXUINT);
  g_assert_null (parlour_side_panel_get_browse_text (panel));
  g_assert_true (parlour_side_panel_get_result_shown (panel));
  ui_test_window_destroy (window);
}

static void
test_clock (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 300 * G_USEC_PER_SEC, 2 * G_USEC_PER_SEC };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  ParlourClockView *white = parlour_side_panel_get_clock_view (panel, PARLOUR_WHITE);
  ParlourClockView *black = parlour_side_panel_get_clock_view (panel, PARLOUR_BLACK);

  ui_test_set_game (window, game, clock);
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpstr (parlour_clock_view_get_time_text (white), ==, "5:00");
  g_assert_true (parlour_clock_view_get_active (white));

  /* White's first move starts Black's clock */
  ui_test_click_move (window, "e2", "e4");
  g_assert_true (parlour_clock_is_running (clock));
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_BLACK);
  g_assert_true (parlour_clock_view_get_active (black));
  g_assert_false (parlour_clock_view_get_active (white));

  ui_test_click_move (window, "e7", "e5");
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_WHITE);
  /* Black got the increment */
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ()),
                   >, 300 * G_USEC_PER_SEC);

  /* undo gives back the times of the ply it reaches */
  parlour_clock_pause (clock, g_get_monotonic_time ());
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, 10 * G_USEC_PER_SEC);
  parlour_clock_resume (clock, g_get_monotonic_time ());
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_BLACK);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ()),
                   >, 299 * G_USEC_PER_SEC);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpstr (parlour_clock_view_get_time_text (white), ==, "5:00");

  ui_test_window_destroy (window);
}

static void
test_flag_fall (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 60 * G_USEC_PER_SEC, 0 };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  ParlourClockView *black;
  gint64 start = g_get_monotonic_time ();

  ui_test_set_game (window, game, clock);
  ui_test_click_move (window, "e2", "e4");
  black = parlour_side_panel_get_clock_view (ui_test_side_panel (window), PARLOUR_BLACK);

  /* Black has a quarter of a second left: low time, then the flag falls */
  parlour_clock_pause (clock, g_get_monotonic_time ());
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, 250000);
  parlour_clock_resume (clock, g_get_monotonic_time ());
  ui_test_iterate_for (150);
  g_assert_true (parlour_clock_view_get_low_time (black));

  while (!parlour_game_is_over (game) && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    ui_test_iterate_for (50);
  g_assert_true (parlour_game_is_over (game));
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_TIME);
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "White wins on time");

  ui_test_window_destroy (window);
}

/* 1. e4, and Black resigns (answering the question) */
static void
play_e4_and_resign (ParlourWindow *window)
{
  AdwMessageDialog *dialog;

  ui_test_click_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "resign");
  ui_test_iterate ();
}

/* A game with the players' names (PGN White and Black tags) says who won. */
static void
test_result_names (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);
  g_autofree char *text = NULL;

  parlour_game_set_tag (game, "White", "Alice");
  parlour_game_set_tag (game, "Black", "Bob");
  play_e4_and_resign (window);
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "Bob resigns — Alice wins");

  /* a player without a name is called by colour; a draw names nobody */
  text = parlour_describe_result (PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE,
                                  "Alice", NULL);
  g_assert_cmpstr (text, ==, "Black wins by checkmate");
  g_clear_pointer (&text, g_free);
  text = parlour_describe_result (PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_BARE_ROYAL,
                                  "Alice", NULL);
  g_assert_cmpstr (text, ==, "Alice wins: Black’s royal piece is bare");
  g_clear_pointer (&text, g_free);
  text = parlour_describe_result (PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_STALEMATE,
                                  "Alice", "Bob");
  g_assert_cmpstr (text, ==, "Draw by stalemate");

  ui_test_window_destroy (window);
}

static void
test_resign (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);

  play_e4_and_resign (window);

  /* Black was to move, so Black resigned */
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "Black resigns — White wins");
  g_assert_false (ui_test_action_enabled (window, "resign"));

  ui_test_window_destroy (window);
}

static void
test_save_open (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = ui_test_tmp_path ("parlour-test-save.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  ParlourGame *game;

  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g1", "f3");
  parlour_game_set_tag (ui_test_game (window, 0), "White", "Ada");

  ui_test_save_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "1. e4 e5 2. Nf3"));

  /* a fresh game, then Open brings the saved one back */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_set_game (window, fresh, NULL);
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 0);

  ui_test_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  game = ui_test_game (window, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (parlour_game_get_san (game, 2), ==, "Nf3");
  g_assert_cmpstr (parlour_game_get_tag (game, "White"), ==, "Ada");
  g_assert_cmpstr (parlour_clock_view_get_player_name (
                     parlour_side_panel_get_clock_view (ui_test_side_panel (window),
                                                        PARLOUR_WHITE)), ==, "Ada");

  /* and the game goes on from there */
  ui_test_click_move (window, "b8", "c6");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);

  g_unlink (path);
  ui_test_window_destroy (window);
}

/* The clock goes into the file (TimeControl, [%clk] after every move) and
 * comes back from it, paused. */
static void
test_save_open_clock (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = ui_test_tmp_path ("parlour-test-clock.pgn");
  g_autofree char *odds_path = ui_test_tmp_path ("parlour-test-odds.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) odds_file = g_file_new_for_path (odds_path);
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 300 * G_USEC_PER_SEC, 3 * G_USEC_PER_SEC };
  ParlourTimeControl slow = { PARLOUR_CLOCK_DELAY, 600 * G_USEC_PER_SEC, 5 * G_USEC_PER_SEC };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourGame) odds = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  g_autoptr(ParlourClock) odds_clock = parlour_clock_new (&tc, &slow);
  g_autofree char *contents = NULL;
  ParlourClock *opened;
  gint64 white, black;
  const char *from_elsewhere =
    "[Event \"Blitz\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
    "1. d4 {[%clk 0:03:01]} d5 {[%clk 0:02:55.5]} 2. c4 *\n";

  ui_test_set_game (window, game, clock);
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g1", "f3");
  white = parlour_clock_get_remaining (clock, PARLOUR_WHITE, g_get_monotonic_time ());
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  black = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());

  ui_test_save_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[TimeControl \"300+3\"]"));
  g_assert_nonnull (strstr (contents, "1. e4 {[%clk 0:05:0"));
  g_assert_nonnull (strstr (contents, "2. Nf3 {[%clk "));

  /* opened again: the same time control, the times of the readings (to a
   * tenth of a second), paused with Black to move */
  ui_test_set_game (window, odds, NULL);
  ui_test_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  opened = ui_test_clock (window, 0);
  g_assert_nonnull (opened);
  g_assert_cmpint (parlour_clock_get_control (opened, PARLOUR_BLACK)->increment_us, ==,
                   3 * G_USEC_PER_SEC);
  g_assert_false (parlour_clock_is_running (opened));
  g_assert_true (ui_test_action_enabled (window, "pause-clock"));
  g_assert_cmpint (parlour_clock_get_active (opened), ==, PARLOUR_BLACK);
  g_assert_cmpint (ABS (parlour_clock_get_remaining (opened, PARLOUR_WHITE, 0) - white), <,
                   G_USEC_PER_SEC / 10);
  /* Black's reading is after 1... e5; the time Black used since was not saved */
  g_assert_cmpint (parlour_clock_get_remaining (opened, PARLOUR_BLACK, 0), >=,
                   black - G_USEC_PER_SEC / 10);
  /* a move resumes the clocks */
  ui_test_click_move (window, "b8", "c6");
  g_assert_true (parlour_clock_is_running (opened));

  /* time odds: TimeControl "?" and a tag per side */
  ui_test_set_game (window, odds, odds_clock);
  ui_test_save_file (window, odds_file);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (odds_path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[TimeControl \"?\"]"));
  g_assert_nonnull (strstr (contents, "[WhiteTimeControl \"300+3\"]"));
  g_assert_nonnull (strstr (contents, "[BlackTimeControl \"600d5\"]"));
  ui_test_open_file (window, odds_file);
  opened = ui_test_clock (window, 0);
  g_assert_nonnull (opened);
  g_assert_cmpint (parlour_clock_get_control (opened, PARLOUR_BLACK)->mode, ==, PARLOUR_CLOCK_DELAY);
  g_assert_cmpint (parlour_clock_get_remaining (opened, PARLOUR_BLACK, 0), ==, 600 * G_USEC_PER_SEC);

  /* a file from elsewhere: its readings; a game without a time control has no clock */
  g_assert_true (g_file_set_contents (path, from_elsewhere, -1, NULL));
  ui_test_open_file (window, file);
  opened = ui_test_clock (window, 0);
  g_assert_nonnull (opened);
  g_assert_cmpint (parlour_clock_get_active (opened), ==, PARLOUR_BLACK);
  g_assert_cmpint (parlour_clock_get_remaining (opened, PARLOUR_WHITE, 0), ==, 181 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_clock_get_remaining (opened, PARLOUR_BLACK, 0), ==, 175500000);
  g_assert_true (g_file_set_contents (path, "1. d4 d5 *\n", -1, NULL));
  ui_test_open_file (window, file);
  g_assert_null (ui_test_clock (window, 0));
  g_assert_true (_parlour_window_get_last_toast (window) == NULL ||
                 strstr (_parlour_window_get_last_toast (window), "time control") == NULL);

  /* a time control Parlour cannot keep: no clocks, and the toast says why */
  g_assert_true (g_file_set_contents (path, "[TimeControl \"40/7200:3600\"]\n\n1. e4 *\n", -1, NULL));
  ui_test_open_file (window, file);
  g_assert_null (ui_test_clock (window, 0));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  g_assert_nonnull (_parlour_window_get_last_toast (window));
  g_assert_nonnull (strstr (_parlour_window_get_last_toast (window), "“40/7200:3600”"));

  g_unlink (path);
  g_unlink (odds_path);
  ui_test_window_destroy (window);
}

static void
test_open_several (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = ui_test_tmp_path ("parlour-test-two.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *two =
    "[Event \"One\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
    "[Event \"Two\"]\n[Result \"*\"]\n\n1. c4 *\n";

  g_assert_true (g_file_set_contents (path, two, -1, NULL));
  ui_test_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "Event"), ==, "One");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);

  g_unlink (path);
  ui_test_window_destroy (window);
}

static ParlourWindow *
find_main_window (void)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (ui_test_app)); l; l = l->next)
    if (PARLOUR_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* `parlour FILE…` and a file manager's Open With: the first file's game, a toast
 * for the others, and a missing file's error in a dialog with the game kept. */
static void
test_open_command_line (void)
{
  g_autofree char *path = ui_test_tmp_path ("parlour-test-argv.pgn");
  g_autofree char *missing = ui_test_tmp_path ("parlour-no-such-file.pgn");
  GFile *files[3];
  ParlourWindow *window;

  g_assert_true (g_file_set_contents (path, "[White \"Ada\"]\n\n1. d4 d5 2. c4 *\n", -1, NULL));
  files[0] = g_file_new_for_path (path);
  files[1] = g_file_new_for_path (missing);
  files[2] = g_file_new_for_path (path);
  g_assert_null (find_main_window ());

  /* no window yet: one is made, and shows the file's game */
  g_application_open (G_APPLICATION (ui_test_app), files, 3, "");
  ui_test_iterate ();
  window = find_main_window ();
  g_assert_nonnull (window);
  ui_test_wait_files (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 3);
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Ada");
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_cmpstr (_parlour_window_get_last_toast (window), ==,
                   "Parlour shows one game at a time: 2 more files were not opened");

  /* the running app opens in its window; a missing file is named, the game stays */
  g_application_open (G_APPLICATION (ui_test_app), files + 1, 1, "");
  ui_test_iterate ();
  g_assert_true (find_main_window () == window);
  ui_test_wait_files (window);
  g_assert_nonnull (_parlour_window_get_last_error (window));
  g_assert_nonnull (ui_test_find_message_dialog ());
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    g_object_unref (files[i]);
  g_unlink (path);
  ui_test_window_destroy (window);
}

static void
test_open_malformed (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = ui_test_tmp_path ("parlour-test-bad.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ParlourGame *before;
  AdwMessageDialog *dialog;
  const char *error;

  ui_test_click_move (window, "e2", "e4");
  before = ui_test_game (window, 0);

  g_assert_true (g_file_set_contents (path, "[Event \"Broken\"]\n\n1. e4 e5 2. Qh9 *\n", -1, NULL));
  ui_test_open_file (window, file);

  /* the game is the same, with its move */
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_cmpuint (parlour_game_get_n_moves (before), ==, 1);

  /* and a message dialog names the problem with its line and column */
  error = _parlour_window_get_last_error (window);
  g_assert_nonnull (error);
  g_test_message ("error shown: %s", error);
  g_assert_true (g_regex_match_simple ("line 3, column [0-9]+|3:[0-9]+", error, 0, 0));
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, error);
  adw_message_dialog_response (dialog, "close");

  g_unlink (path);
  ui_test_window_destroy (window);
}

static void
test_narrow (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourPlayArea *area = window->play_area;

  g_assert_false (parlour_play_area_get_narrow (area));
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 800);
  ui_test_iterate_for (300);
  g_assert_true (parlour_play_area_get_narrow (area));
  /* the board still takes moves */
  ui_test_click_move (window, "e2", "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);

  ui_test_window_destroy (window);
}

/* A window 360 px wide (a phone, or half a small screen): the header's buttons
 * fit beside the title, the secondary ones moved to the menus. */
static void
test_narrow_header (void)
{
  ParlourWindow *window = ui_test_window_new ();

  ParlourSidePanel *panel = ui_test_side_panel (window);
  GtkWidget *list_card = gtk_widget_get_parent (GTK_WIDGET (parlour_side_panel_get_move_list (panel)));
  GtkWidget *top_clock = GTK_WIDGET (parlour_side_panel_get_clock_view (panel, PARLOUR_BLACK));
  GtkWidget *bottom_clock = GTK_WIDGET (parlour_side_panel_get_clock_view (panel, PARLOUR_WHITE));
  graphene_rect_t list, top, bottom;

  ui_test_assert_header_fits (window, 420);
  ui_test_assert_header_fits (window, 880);
  ui_test_assert_header_fits (window, 360);
  g_assert_true (parlour_play_area_get_narrow (window->play_area));

  /* stacked, the move list takes the height between the players' cards: the
   * rows hidden above and below it (result, pause, claim) take none */
  g_assert_true (gtk_widget_compute_bounds (list_card, GTK_WIDGET (panel), &list));
  g_assert_true (gtk_widget_compute_bounds (top_clock, GTK_WIDGET (panel), &top));
  g_assert_true (gtk_widget_compute_bounds (bottom_clock, GTK_WIDGET (panel), &bottom));
  g_assert_cmpfloat (list.origin.y - (top.origin.y + top.size.height), <=, 12);
  g_assert_cmpfloat (bottom.origin.y - (list.origin.y + list.size.height), <=, 12);

  /* the board still takes moves */
  ui_test_click_move (window, "e2", "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);

  ui_test_window_destroy (window);
}

/* Whichever layout gives the bigger board: a small landscape window keeps the
 * panel beside the board (stacked, it would not fit), a tall one stacks. */
static void
test_layout_choice (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourPlayArea *area = window->play_area;
  GtkWidget *panel = GTK_WIDGET (ui_test_side_panel (window));
  graphene_rect_t bounds;

  gtk_window_set_default_size (GTK_WINDOW (window), 620, 480);
  ui_test_iterate_for (300);
  g_assert_false (parlour_play_area_get_narrow (area));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (area), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (area)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ui_test_board_view (window, 0))), >=,
                   240);

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 1000);
  ui_test_iterate_for (300);
  g_assert_true (parlour_play_area_get_narrow (area));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ui_test_board_view (window, 0))), >,
                   600);

  ui_test_window_destroy (window);
}

static void
test_offer_draw (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);
  AdwMessageDialog *dialog;

  ui_test_click_move (window, "e2", "e4");

  /* declined: the game goes on */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "decline");
  ui_test_iterate ();
  g_assert_false (parlour_game_is_over (game));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "accept");
  ui_test_iterate ();
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "Draw by agreement");
  g_assert_false (ui_test_action_enabled (window, "offer-draw"));

  ui_test_window_destroy (window);
}

static void
test_claim_draw (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);

  g_assert_false (ui_test_action_enabled (window, "claim-draw"));
  for (guint i = 0; i < 2; i++)
    {
      ui_test_click_move (window, "g1", "f3");
      ui_test_click_move (window, "g8", "f6");
      ui_test_click_move (window, "f3", "g1");
      ui_test_click_move (window, "f6", "g8");
    }
  /* the start position for the third time */
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 8);
  g_assert_true (ui_test_action_enabled (window, "claim-draw"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.claim-draw", NULL);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_THREEFOLD_REPETITION);
  g_assert_cmpstr (parlour_side_panel_get_result_text (ui_test_side_panel (window)),
                   ==, "Draw by threefold repetition");

  ui_test_window_destroy (window);
}

static void
test_play_from_here (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game = ui_test_game (window, 0);
  AdwMessageDialog *dialog;

  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g1", "f3");
  g_assert_false (ui_test_action_enabled (window, "play-from-here"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_true (ui_test_action_enabled (window, "play-from-here"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.play-from-here", NULL);
  dialog = ui_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "play");
  ui_test_iterate ();

  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (parlour_board_view_get_view_ply (ui_test_board_view (window, 0)),
                    ==, G_MAXUINT);
  ui_test_click_move (window, "c7", "c5");
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "c5");

  ui_test_window_destroy (window);
}

static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  name)
{
  return gtk_widget_has_css_class (widget, name);
}

/* A click the board does not take is explained beside the board, not over
 * it: a toast covered the bottom rank. */
static void
test_refusal_notice (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourSidePanel *panel = ui_test_side_panel (window);
  GtkWidget *board = GTK_WIDGET (ui_test_board_view (window, 0));
  GtkWidget *notice;
  graphene_rect_t notice_bounds, board_bounds;

  g_assert_null (parlour_side_panel_get_notice (panel));
  ui_test_click_square (window, "e7");
  g_assert_cmpstr (parlour_side_panel_get_notice (panel), ==, "It is White's turn");
  g_assert_null (_parlour_window_get_last_toast (window));
  g_assert_null (parlour_side_panel_get_notice_action (panel));
  ui_test_iterate_for (500);
  notice = ui_test_find_widget (GTK_WIDGET (panel), has_css_class, "notice");
  g_assert_nonnull (notice);
  g_assert_true (gtk_widget_compute_bounds (notice, GTK_WIDGET (window), &notice_bounds));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
  g_assert_cmpfloat (notice_bounds.size.width, >, 0);
  g_assert_false (graphene_rect_intersection (&notice_bounds, &board_bounds, NULL));

  /* an earlier position: the notice offers to play on from there */
  ui_test_click_move (window, "e2", "e4");
  g_assert_null (parlour_side_panel_get_notice (panel));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  ui_test_click_square (window, "d2");
  g_assert_cmpstr (parlour_side_panel_get_notice (panel), ==,
                   "You are looking at an earlier position");
  g_assert_cmpstr (parlour_side_panel_get_notice_action (panel), ==, "win.play-from-here");
  /* back to the current position: nothing to play from */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
  ui_test_iterate ();
  g_assert_null (parlour_side_panel_get_notice (panel));

  ui_test_window_destroy (window);
}

static void
test_auto_flip (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  ParlourWindow *window = ui_test_window_new ();
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourSidePanel *panel = ui_test_side_panel (window);

  g_settings_set_boolean (settings, "auto-flip", TRUE);
  ui_test_click_move (window, "e2", "e4");
  g_assert_true (parlour_board_view_get_flipped (board));
  /* the side to move is at the bottom, and so is its card */
  g_assert_cmpint (parlour_clock_view_get_side (parlour_side_panel_get_clock_view (panel,
                                                                                   PARLOUR_BLACK)),
                   ==, PARLOUR_BLACK);
  ui_test_click_move (window, "e7", "e5");
  g_assert_false (parlour_board_view_get_flipped (board));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (parlour_board_view_get_flipped (board));

  g_settings_set_boolean (settings, "auto-flip", FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  g_assert_false (parlour_board_view_get_flipped (board));
  ui_test_window_destroy (window);
}

static void
test_new_game (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 600 * G_USEC_PER_SEC, 0 };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  GtkWindow *dialog;

  ui_test_click_move (window, "e2", "e4");
  dialog = GTK_WINDOW (ui_test_open_new_game (window));

  /* what the dialog emits when Start is pressed; 1. e4 is a game in progress */
  g_signal_emit_by_name (dialog, "game-created", game, clock);
  ui_test_iterate ();
  g_assert_false (ui_test_game (window, 0) == game);
  ui_test_answer_discard (window, "discard");
  g_assert_true (ui_test_game (window, 0) == game);
  g_assert_true (ui_test_clock (window, 0) == clock);
  g_assert_cmpstr (parlour_clock_view_get_time_text (
                     parlour_side_panel_get_clock_view (ui_test_side_panel (window),
                                                        PARLOUR_BLACK)), ==, "10:00");
  g_assert_false (ui_test_action_enabled (window, "undo"));

  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (dialog);
  ui_test_window_destroy (window);
}

static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  ParlourWindow *window = ui_test_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 820, 640);
  ui_test_iterate_for (300);
  gtk_window_close (GTK_WINDOW (window));
  ui_test_iterate ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 640);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

static void
test_panic (void)
{
  ParlourWindow *window = ui_test_window_new ();
  const ParlourVariant *panic = parlour_variant_lookup ("panic");
  g_autoptr(ParlourGame) game = NULL;
  ParlourMove move;

  if (panic == NULL)
    {
      g_test_skip ("no Panic chess in this build");
      ui_test_window_destroy (window);
      return;
    }

  game = parlour_game_new (panic, NULL, 0, NULL);
  ui_test_set_game (window, game, NULL);
  ui_test_iterate ();

  /* a first click selects the piece, a second picks it; chance picks where it goes */
  ui_test_click_square (window, "g1");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  ui_test_click_square (window, "g1");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  move = parlour_game_get_move (game, 0);
  g_assert_cmpint (PARLOUR_MOVE_FROM (move), ==, parlour_square_from_name (panic, "g1"));

  /* a piece of the wrong side is refused */
  ui_test_click_square (window, "g2");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  ui_test_click_square (window, "b8");
  ui_test_click_square (window, "b8");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (
                      parlour_side_panel_get_move_list (ui_test_side_panel (window))), ==, 1);
  ui_test_window_destroy (window);
}

static void
test_finalize (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 60 * G_USEC_PER_SEC, 0 };
  ParlourGame *game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  ParlourClock *clock = parlour_clock_new (&tc, &tc);
  GtkWidget *panel = GTK_WIDGET (ui_test_side_panel (window));

  ui_test_set_game (window, game, clock);
  g_object_unref (game);
  g_object_unref (clock);
  ui_test_click_move (window, "e2", "e4");
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
  g_object_add_weak_pointer (G_OBJECT (clock), (gpointer *) &clock);
  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);

  ui_test_window_destroy (window);
  ui_test_iterate_for (100);
  /* no reference cycles: the window, its panel, the game and the clock all go */
  g_assert_null (window);
  g_assert_null (panel);
  g_assert_null (game);
  g_assert_null (clock);
}

static void
collect_accelerators (GtkWidget  *widget,
                      GHashTable *accels)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) parts = NULL;

      g_object_get (widget, "accelerator", &text, NULL);
      parts = g_strsplit (text != NULL ? text : "", " ", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          guint key;
          GdkModifierType mods;

          if (gtk_accelerator_parse (parts[i], &key, &mods))
            g_hash_table_add (accels, gtk_accelerator_name (key, mods));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, accels);
}

static void
test_shortcuts (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) actions = NULL;
  GtkWindow *shortcuts = NULL;
  GList *toplevels;

  /* not built with the window (start-up time), only when asked for */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_action_group_activate_action (G_ACTION_GROUP (ui_test_app), "shortcuts", NULL);
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_WINDOW (l->data))
      shortcuts = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));

  /* every accelerator of every action is in the window */
  collect_accelerators (GTK_WIDGET (shortcuts), shown);
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (ui_test_app));
  g_assert_cmpuint (g_strv_length (actions), >=, 10);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ui_test_app),
                                                                    actions[i]);
      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint key;
          GdkModifierType mods;
          g_autofree char *name = NULL;

          g_assert_true (gtk_accelerator_parse (accels[j], &key, &mods));
          name = gtk_accelerator_name (key, mods);
          if (!g_hash_table_contains (shown, name))
            g_error ("%s (%s) is not in the shortcuts window", accels[j], actions[i]);
        }
    }
  gtk_window_destroy (shortcuts);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  /* GTK finds out that an icon (the shortcuts window's search icon) is an SVG
   * through the MIME database, which the isolated test directories would hide:
   * read it before they are set up */
  g_free (g_content_type_guess ("icon.svg", (const guchar *) "<svg", 4, NULL));
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/window/play-moves", test_play_moves);
  g_test_add_func ("/ui/window/material", test_material);
  g_test_add_func ("/ui/window/material-row", test_material_row);
  g_test_add_func ("/ui/window/undo-redo", test_undo_redo);
  g_test_add_func ("/ui/window/browse", test_browse);
  g_test_add_func ("/ui/window/browse-bar", test_browse_bar);
  g_test_add_func ("/ui/window/clock", test_clock);
  g_test_add_func ("/ui/window/flag-fall", test_flag_fall);
  g_test_add_func ("/ui/window/resign", test_resign);
  g_test_add_func ("/ui/window/result-names", test_result_names);
  g_test_add_func ("/ui/window/save-open", test_save_open);
  g_test_add_func ("/ui/window/save-open-clock", test_save_open_clock);
  g_test_add_func ("/ui/window/open-several", test_open_several);
  g_test_add_func ("/ui/window/open-command-line", test_open_command_line);
  g_test_add_func ("/ui/window/open-malformed", test_open_malformed);
  g_test_add_func ("/ui/window/offer-draw", test_offer_draw);
  g_test_add_func ("/ui/window/claim-draw", test_claim_draw);
  g_test_add_func ("/ui/window/play-from-here", test_play_from_here);
  g_test_add_func ("/ui/window/refusal-notice", test_refusal_notice);
  g_test_add_func ("/ui/window/auto-flip", test_auto_flip);
  g_test_add_func ("/ui/window/new-game", test_new_game);
  g_test_add_func ("/ui/window/narrow", test_narrow);
  g_test_add_func ("/ui/window/narrow-header", test_narrow_header);
  g_test_add_func ("/ui/window/layout-choice", test_layout_choice);
  g_test_add_func ("/ui/window/window-size", test_window_size);
  g_test_add_func ("/ui/window/panic", test_panic);
  g_test_add_func ("/ui/window/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/window/finalize", test_finalize);

  return g_test_run ();
}
