/* test-panic-ui.c — Panic chess in the window: picking pieces, the roll, the
 * chances on hover, the seed in the panel, files, the autosave and the New Game dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real window under Xvfb. Pieces are picked with the board view's test hooks
 * (parlour-board-view-private.h), which run the same press and release code as
 * a click, and every move played is checked against the engine:
 * parlour_panic_choose (position, seed, ply, square) must be the move.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "parlour-new-game-dialog.h"
#include "parlour-panic.h"
#include "parlour-rules-window.h"
#include "parlour-seed-row.h"
#include "ui-test-util.h"

#define SEED 1234567890123ULL

static const ParlourVariant *
panic (void)
{
  const ParlourVariant *variant = parlour_variant_lookup ("panic");

  g_assert_nonnull (variant);
  return variant;
}

static int
square (const char *name)
{
  return parlour_square_from_name (panic (), name);
}

/* A window playing a new Panic game from @fen (NULL: the start) with @seed. */
static ParlourWindow *
panic_window_new (const char *fen,
                  guint64     seed)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), fen, 0, &error);

  g_assert_no_error (error);
  parlour_panic_game_set_seed (game, seed);
  ui_test_set_game (window, game, NULL);
  ui_test_iterate ();
  return window;
}

static void
set_animations (ParlourWindow *window,
                gboolean       on)
{
  g_object_set (ui_test_board_view (window, 0), "animations", on, NULL);
}

/* Picks the piece on @name through the board's input (a click to select it, one
 * to pick it); returns the move the engine
 * says chance chooses, after checking that it is the move played. With @iterate,
 * the main loop runs after the click (which may play a roll to its end). */
static ParlourMove
pick_full (ParlourWindow *window,
           const char    *name,
           gboolean       iterate)
{
  ParlourBoardView *board = ui_test_board_view (window, 0);
  double x, y;
  ParlourGame *game = ui_test_game (window, 0);
  ParlourPosition before = *parlour_game_get_position (game);
  guint ply = parlour_game_get_n_moves (game);
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  ParlourMove expected;
  gboolean listed = FALSE;
  guint n;

  expected = parlour_panic_choose (&before, parlour_panic_game_get_seed (game), ply,
                                   (guint) square (name));
  g_assert_true (expected != PARLOUR_MOVE_NONE);
  g_assert_true (parlour_board_view_square_center (board, (guint) square (name), &x, &y));
  /* the first click selects the piece and shows where it may go, and plays nothing */
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, ply);
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, square (name));
  g_assert_nonnull (board->labels[PARLOUR_MOVE_TO (expected)]);
  /* the second picks it */
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  if (iterate)
    ui_test_iterate ();

  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, ply + 1);
  g_assert_cmpuint (parlour_game_get_move (game, ply), ==, expected);
  /* and it is one of the outcomes of the engine's distribution */
  n = parlour_panic_outcomes (&before, (guint) square (name), outcomes, G_N_ELEMENTS (outcomes));
  for (guint i = 0; i < n; i++)
    listed |= outcomes[i].move == expected && outcomes[i].probability > 0;
  g_assert_true (listed);
  return expected;
}

static ParlourMove
pick (ParlourWindow *window,
      const char    *name)
{
  return pick_full (window, name, TRUE);
}

/* a pick that leaves the roll running */
static ParlourMove
pick_rolling (ParlourWindow *window,
              const char    *name)
{
  ParlourMove move = pick_full (window, name, FALSE);

  g_assert_true (parlour_board_view_is_rolling (ui_test_board_view (window, 0)));
  return move;
}

static const char *
refusal (ParlourWindow *window)
{
  return parlour_side_panel_get_notice (ui_test_side_panel (window));
}

/* Lets a roll play out in real time. */
static void
wait_for_roll (ParlourWindow *window)
{
  ParlourBoardView *board = ui_test_board_view (window, 0);
  gint64 start = g_get_monotonic_time ();

  while (parlour_board_view_is_rolling (board) && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (parlour_board_view_is_rolling (board));
}

static void
test_pick (void)
{
  ParlourWindow *window = panic_window_new (NULL, SEED);
  static const char * const picks[] = { "g1", "b8", "e2", "e7", "d1", "d8", "f1", "g8" };
  ParlourGame *game = ui_test_game (window, 0);

  set_animations (window, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    pick (window, picks[i]);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, G_N_ELEMENTS (picks));
  /* the move list follows */
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (
                      parlour_side_panel_get_move_list (ui_test_side_panel (window))),
                    ==, G_N_ELEMENTS (picks) / 2);
  ui_test_window_destroy (window);
}

/* Undo cannot re-roll: the same piece at the same ply makes the same move. */
static void
test_undo_same_move (void)
{
  ParlourWindow *window = panic_window_new (NULL, 42);
  ParlourGame *game = ui_test_game (window, 0);
  ParlourMove first, second, again;

  set_animations (window, FALSE);
  first = pick (window, "b1");
  second = pick (window, "g8");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  again = pick (window, "b1");
  g_assert_cmpuint (again, ==, first);
  again = pick (window, "g8");
  g_assert_cmpuint (again, ==, second);
  ui_test_window_destroy (window);
}

static void
test_refused (void)
{
  ParlourWindow *window = panic_window_new (NULL, SEED);
  ParlourGame *game = ui_test_game (window, 0);

  /* a piece with no move: nothing is played, and the toast says why */
  ui_test_click_square (window, "a1");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpstr (refusal (window), ==, _("That piece has no legal move"));
  g_assert_false (parlour_board_view_is_rolling (ui_test_board_view (window, 0)));

  /* the opponent's piece */
  ui_test_click_square (window, "e7");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpstr (refusal (window), ==, _("That piece belongs to the opponent"));

  /* an empty square does nothing */
  ui_test_click_square (window, "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  ui_test_window_destroy (window);
}

static void
click (ParlourWindow *window,
       const char    *name)
{
  ParlourBoardView *board = ui_test_board_view (window, 0);
  double x, y;

  g_assert_true (parlour_board_view_square_center (board, (guint) square (name), &x, &y));
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  ui_test_iterate ();
}

/* A first click selects a piece and shows its chances (issue #12: newcomers
 * moved before they saw them); another own piece takes the selection over; an
 * empty square or Escape drops it; a second click or Enter picks the piece.
 * The "panic-one-click" setting picks with the first click. */
static void
test_select_first (void)
{
  ParlourWindow *window = panic_window_new (NULL, SEED);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  ParlourMove expected;

  set_animations (window, FALSE);
  click (window, "g1");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, square ("g1"));
  g_assert_cmpstr (board->labels[square ("f3")], ==, "50%");
  g_assert_cmpstr (board->labels[square ("h3")], ==, "50%");

  /* another piece of one's own: its chances instead */
  click (window, "b1");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, square ("b1"));
  g_assert_cmpstr (board->labels[square ("c3")], ==, "50%");
  g_assert_null (board->labels[square ("f3")]);

  /* an empty square drops it */
  click (window, "e4");
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, -1);
  g_assert_null (board->labels[square ("c3")]);

  /* a piece that cannot move is not selected, and the toast says why */
  click (window, "e2");
  click (window, "a1");
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, -1);
  g_assert_cmpstr (refusal (window), ==, _("That piece has no legal move"));

  /* Escape, wherever the keyboard focus is */
  click (window, "g1");
  g_assert_true (_parlour_window_test_key (window, GDK_KEY_Escape));
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, -1);
  g_assert_null (board->labels[square ("f3")]);
  g_assert_false (_parlour_window_test_key (window, GDK_KEY_Escape));
  g_assert_false (_parlour_window_test_key (window, GDK_KEY_Return));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);

  /* Enter picks the selected piece */
  expected = parlour_panic_choose (parlour_game_get_position (game), SEED, 0,
                                   (guint) square ("g1"));
  click (window, "g1");
  g_assert_true (_parlour_window_test_key (window, GDK_KEY_Return));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (parlour_game_get_move (game, 0), ==, expected);
  g_assert_cmpint (parlour_board_view_get_selected_piece (board), ==, -1);

  /* one click for those who know the odds */
  g_settings_set_boolean (settings, "panic-one-click", TRUE);
  expected = parlour_panic_choose (parlour_game_get_position (game), SEED, 1,
                                   (guint) square ("b8"));
  click (window, "b8");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (parlour_game_get_move (game, 1), ==, expected);
  g_settings_reset (settings, "panic-one-click");
  click (window, "g2");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  ui_test_window_destroy (window);
}

/* The labels of @widget and its descendants, in order: headings as "# text". */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_ptr_array_add (texts, g_strconcat (gtk_widget_has_css_class (widget, "title-4") ? "# " : "",
                                         gtk_label_get_text (GTK_LABEL (widget)), NULL));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* The rules page says what the app does: a flag fall loses even with a lone
 * king against it (issue #12: it said a draw, as in chess); no paragraph is a
 * stray lead-in ending in a colon; and how to pick a piece. */
static void
test_rules_page (void)
{
  GtkWidget *rules = parlour_rules_window_new (NULL, panic ());
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  gboolean time_rule = FALSE, picking = FALSE;

  collect_labels (rules, texts);
  g_assert_cmpuint (texts->len, >, 10);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);

      g_assert_false (g_str_has_suffix (text, ":"));
      g_assert_null (strstr (text, "too little material"));
      g_assert_null (strstr (text, "move as in chess"));
      time_rule |= strstr (text, "time runs out loses, whatever is left on the board") != NULL;
      picking |= strstr (text, "Click the piece again") != NULL;
    }
  g_assert_true (time_rule);
  g_assert_true (picking);
  gtk_window_destroy (GTK_WINDOW (rules));
}

/* Hovers @name and checks every label against the engine's chances, summed per square. */
static void
check_hover (ParlourWindow *window,
             const char    *name)
{
  ParlourBoardView *board = ui_test_board_view (window, 0);
  const ParlourPosition *pos = parlour_game_get_position (ui_test_game (window, 0));
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  double chance[PARLOUR_MAX_SQUARES] = { 0, };
  gboolean promotes[PARLOUR_MAX_SQUARES] = { FALSE, };
  double x, y;
  guint n;

  g_assert_true (parlour_board_view_square_center (board, (guint) square (name), &x, &y));
  parlour_board_view_test_motion (board, x, y);
  ui_test_iterate ();

  n = parlour_panic_outcomes (pos, (guint) square (name), outcomes, G_N_ELEMENTS (outcomes));
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      chance[PARLOUR_MOVE_TO (outcomes[i].move)] += outcomes[i].probability;
      promotes[PARLOUR_MOVE_TO (outcomes[i].move)] |= PARLOUR_MOVE_PROMO (outcomes[i].move) != 0;
    }
  for (guint sq = 0; sq < 64; sq++)
    {
      g_autofree char *expected = NULL;
      double percent = chance[sq] * 100;

      if (chance[sq] > 0)
        expected = fabs (percent - round (percent)) < 0.05 ? g_strdup_printf ("%.0f%%", percent)
                                                           : g_strdup_printf ("%.1f%%", percent);
      /* a promotion square also says what the pawn may become */
      if (chance[sq] > 0 && promotes[sq])
        {
          g_autofree char *chance_text = g_steal_pointer (&expected);
          expected = g_strconcat (chance_text, "\nQ R B N", NULL);
        }
      g_assert_cmpstr (board->labels[sq], ==, expected);
    }
}

static void
test_hover (void)
{
  ParlourWindow *window = panic_window_new (NULL, SEED);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  const char *tooltip;
  double x, y;

  check_hover (window, "g1");
  g_assert_cmpstr (board->labels[square ("f3")], ==, "50%");
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (board));
  g_assert_nonnull (strstr (tooltip, "f3: 50%"));
  check_hover (window, "e2");

  /* off a selectable piece: no labels, no tooltip */
  g_assert_true (parlour_board_view_square_center (board, (guint) square ("e4"), &x, &y));
  parlour_board_view_test_motion (board, x, y);
  ui_test_iterate ();
  g_assert_null (board->labels[square ("e3")]);
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (board)));
  ui_test_window_destroy (window);

  /* promotions: four moves to one square show its total, the kinds in the tooltip */
  window = panic_window_new ("3rkn2/4P3/8/8/8/8/8/4K3 w - - 0 1", SEED);
  board = ui_test_board_view (window, 0);
  check_hover (window, "e7");
  g_assert_cmpstr (board->labels[square ("d8")], ==, "50%\nQ R B N");
  g_assert_cmpstr (board->labels[square ("f8")], ==, "50%\nQ R B N");
  g_assert_null (board->labels[square ("e8")]);
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (board));
  g_assert_nonnull (strstr (tooltip, "d8: 50% — Queen, Rook, Bishop or Knight, 12.5% each"));
  ui_test_window_destroy (window);

  /* castling: the king's landing squares; and a queen's thirds */
  window = panic_window_new ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", SEED);
  board = ui_test_board_view (window, 0);
  check_hover (window, "e1");
  g_assert_nonnull (board->labels[square ("g1")]);
  g_assert_nonnull (board->labels[square ("c1")]);
  g_assert_null (board->labels[square ("h1")]);
  ui_test_window_destroy (window);

  window = panic_window_new ("4k3/8/8/8/8/8/1p1p4/2Q1K3 w - - 0 1", SEED);
  check_hover (window, "c1");
  g_assert_cmpstr (ui_test_board_view (window, 0)->labels[square ("b2")], ==, "50%");
  ui_test_window_destroy (window);

  window = panic_window_new ("4k3/8/8/8/8/1p1p4/8/2B1K1n1 w - - 0 1", SEED);
  check_hover (window, "c1");
  ui_test_window_destroy (window);

  /* a queen in the open: one line for many squares of one chance */
  window = panic_window_new ("r3k2r/1p3pp1/2n5/8/8/3Q4/PPP2PPP/R3K2R w KQkq - 0 14", SEED);
  check_hover (window, "d3");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (ui_test_board_view (window, 0))),
                   ==, "Each square it can reach is equally likely\n23 squares, 4.3% each");
  ui_test_window_destroy (window);
}

static gboolean
rolling (ParlourWindow *window)
{
  return parlour_board_view_is_rolling (ui_test_board_view (window, 0));
}

static void
test_roll (void)
{
  ParlourWindow *window = panic_window_new (NULL, SEED);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  gint64 start;
  ParlourMove move;

  set_animations (window, TRUE);
  move = pick_rolling (window, "g1");
  /* the move is played at once; the board rolls over the position before it */
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (parlour_board_view_test_get_roll_chosen (board), ==, PARLOUR_MOVE_TO (move));
  g_assert_cmpint (board->shown.board[square ("g1")], !=, PARLOUR_PIECE_EMPTY);
  g_assert_nonnull (board->labels[square ("f3")]);

  /* the highlight visits the candidates only, and settles on the chosen square */
  parlour_board_view_test_seek_roll (board, 0.2);
  g_assert_true (parlour_board_view_test_get_roll_square (board) == (guint) square ("f3") ||
                 parlour_board_view_test_get_roll_square (board) == (guint) square ("h3"));
  parlour_board_view_test_seek_roll (board, 0.99);
  g_assert_cmpuint (parlour_board_view_test_get_roll_square (board), ==, PARLOUR_MOVE_TO (move));

  /* input is off meanwhile */
  ui_test_click_square (window, "b8");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);

  parlour_board_view_test_seek_roll (board, 1.0);
  ui_test_window_destroy (window);

  /* played out in real time: under a second, then the board shows the move */
  window = panic_window_new (NULL, SEED);
  board = ui_test_board_view (window, 0);
  game = ui_test_game (window, 0);
  set_animations (window, TRUE);
  move = pick_rolling (window, "b1");
  start = g_get_monotonic_time ();
  while (rolling (window) && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (rolling (window));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 4 * G_USEC_PER_SEC);
  g_assert_cmpint (board->shown.board[square ("b1")], ==, PARLOUR_PIECE_EMPTY);
  g_assert_cmpint (board->shown.board[PARLOUR_MOVE_TO (move)], !=, PARLOUR_PIECE_EMPTY);
  g_assert_null (board->labels[PARLOUR_MOVE_TO (move)]);
  /* and input is back */
  pick_rolling (window, "b8");
  wait_for_roll (window);

  /* undo during a roll cuts it short */
  pick_rolling (window, "g1");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_iterate ();
  g_assert_false (rolling (window));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (board->shown.board[square ("g1")], !=, PARLOUR_PIECE_EMPTY);

  /* without animations there is no roll */
  set_animations (window, FALSE);
  pick (window, "g1");
  g_assert_false (rolling (window));
  ui_test_window_destroy (window);

  /* with a clock: the roll's time is nobody's, the next player's clock waits for it */
  {
    ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 60 * G_USEC_PER_SEC, 0 };
    g_autoptr(ParlourGame) timed = parlour_game_new (panic (), NULL, 0, NULL);
    g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);

    window = ui_test_window_new ();
    parlour_panic_game_set_seed (timed, SEED);
    ui_test_set_game (window, timed, clock);
    set_animations (window, FALSE);
    pick (window, "g1");
    g_assert_true (parlour_clock_is_running (clock));
    set_animations (window, TRUE);
    pick_rolling (window, "g8");
    g_assert_false (parlour_clock_is_running (clock));
    wait_for_roll (window);
    g_assert_true (parlour_clock_is_running (clock));
    g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_WHITE);
    ui_test_window_destroy (window);
  }
}

static void
test_seed_shown (void)
{
  ParlourWindow *window = panic_window_new (NULL, 18446744073709551615ULL);
  ParlourSidePanel *panel = ui_test_side_panel (window);
  g_autoptr(ParlourGame) chess = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourGame) unseeded = parlour_game_new (panic (), NULL, 0, NULL);
  g_autofree char *text = NULL;

  g_assert_cmpstr (parlour_side_panel_get_seed_text (panel), ==, "Seed 18446744073709551615");

  /* a game of chance without a seed gets one at once, and shows it */
  ui_test_set_game (window, unseeded, NULL);
  g_assert_nonnull (parlour_game_get_tag (unseeded, "Seed"));
  text = g_strdup_printf ("Seed %s", parlour_game_get_tag (unseeded, "Seed"));
  g_assert_cmpstr (parlour_side_panel_get_seed_text (panel), ==, text);

  /* chess has none */
  ui_test_set_game (window, chess, NULL);
  g_assert_null (parlour_side_panel_get_seed_text (panel));
  ui_test_window_destroy (window);
}

static void
test_save_open (void)
{
  ParlourWindow *window = panic_window_new (NULL, 987654321);
  g_autofree char *path = ui_test_tmp_path ("panic.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  static const char * const picks[] = { "g1", "g8", "b1", "b8", "e2", "e7" };
  ParlourMove moves[G_N_ELEMENTS (picks)];
  ParlourGame *game;

  set_animations (window, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    moves[i] = pick (window, picks[i]);
  ui_test_save_file (window, file);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[Seed \"987654321\"]"));
  g_assert_nonnull (strstr (contents, "[Variant \"Panic\"]"));
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  set_animations (window, FALSE);
  ui_test_open_file (window, file);
  /* the restored game is the one just saved, but the window cannot know it */
  ui_test_answer_discard (window, "discard");
  game = ui_test_game (window, 0);
  g_assert_true (parlour_game_get_variant (game) == panic ());
  g_assert_cmpuint (parlour_panic_game_get_seed (game), ==, 987654321);
  g_assert_cmpstr (parlour_side_panel_get_seed_text (ui_test_side_panel (window)), ==,
                   "Seed 987654321");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, G_N_ELEMENTS (picks));
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    g_assert_cmpuint (parlour_game_get_move (game, i), ==, moves[i]);

  /* replayed from the middle: the same picks give the same moves */
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  for (guint i = 3; i < G_N_ELEMENTS (picks); i++)
    g_assert_cmpuint (pick (window, picks[i]), ==, moves[i]);
  ui_test_window_destroy (window);
  g_unlink (path);
}

static void
test_autosave (void)
{
  ParlourWindow *window = panic_window_new (NULL, 31337);
  static const char * const picks[] = { "b1", "g8", "e2", "e7", "d1" };
  ParlourMove moves[G_N_ELEMENTS (picks)];
  ParlourGame *game;

  set_animations (window, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      if (i > 0)
        wait_for_roll (window);
      moves[i] = pick_rolling (window, picks[i]);
    }
  /* saved before the roll is over: the move was played first */
  g_assert_true (rolling (window));
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  set_animations (window, FALSE);
  game = ui_test_game (window, 0);
  g_assert_true (parlour_game_get_variant (game) == panic ());
  g_assert_cmpuint (parlour_panic_game_get_seed (game), ==, 31337);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, G_N_ELEMENTS (picks));
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    g_assert_cmpuint (parlour_game_get_move (game, i), ==, moves[i]);
  g_assert_cmpuint (parlour_board_view_get_view_ply (ui_test_board_view (window, 0)), ==,
                    G_MAXUINT);

  /* the last pick again, after undo, in the restored game */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (pick (window, "d1"), ==, moves[G_N_ELEMENTS (picks) - 1]);
  ui_test_window_destroy (window);
}

static GtkWidget *
find_dialog (void)
{
  return ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG);
}

static gpointer
dialog_child (GtkWidget  *dialog,
              const char *name)
{
  GObject *object = gtk_widget_get_template_child (dialog, PARLOUR_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

static void
choose_variant (GtkWidget  *dialog,
                const char *id)
{
  for (GtkWidget *row = gtk_widget_get_first_child (dialog_child (dialog, "variant_list"));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), id) == 0)
      {
        GtkWidget *check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
        ui_test_iterate ();
        return;
      }
  g_assert_not_reached ();
}

static void
test_new_game_seed (void)
{
  ParlourWindow *window = ui_test_window_new ();
  GtkWidget *dialog, *start;
  ParlourSeedRow *row;
  ParlourGame *game;
  guint64 seed = 0, first = 0;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  ui_test_iterate ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  row = dialog_child (dialog, "seed_row");
  start = dialog_child (dialog, "start_button");

  /* only a game of chance asks for a seed; a random one to begin with */
  choose_variant (dialog, "chess");
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "chance_group")));
  choose_variant (dialog, "panic");
  g_assert_true (gtk_widget_get_visible (dialog_child (dialog, "chance_group")));
  g_assert_true (parlour_seed_row_get_seed (row, &first));
  parlour_seed_row_randomize (row);
  g_assert_true (parlour_seed_row_get_seed (row, &seed));
  g_assert_cmpuint (seed, !=, first);

  /* digits only, as typed or pasted */
  gtk_editable_set_text (GTK_EDITABLE (row), "");
  gtk_editable_insert_text (GTK_EDITABLE (row), "12 3x4", -1, &(int) { 0 });
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "1234");
  /* no seed, or one too large for 64 bits: no start */
  gtk_editable_set_text (GTK_EDITABLE (row), "");
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  gtk_editable_set_text (GTK_EDITABLE (row), "18446744073709551616");
  g_assert_false (gtk_widget_get_sensitive (start));
  gtk_editable_set_text (GTK_EDITABLE (row), "18446744073709551615");
  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  gtk_editable_set_text (GTK_EDITABLE (row), "424242");
  g_signal_emit_by_name (start, "clicked");
  ui_test_iterate ();
  g_assert_null (find_dialog ());

  game = ui_test_game (window, 0);
  g_assert_true (parlour_game_get_variant (game) == panic ());
  g_assert_cmpstr (parlour_game_get_tag (game, "Seed"), ==, "424242");
  g_assert_cmpstr (parlour_side_panel_get_seed_text (ui_test_side_panel (window)), ==,
                   "Seed 424242");
  set_animations (window, FALSE);
  pick (window, "g1");
  ui_test_window_destroy (window);
}

static const char *
result_text (ParlourWindow *window)
{
  return parlour_side_panel_get_result_text (ui_test_side_panel (window));
}

static void
test_results (void)
{
  ParlourWindow *window;
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 60 * G_USEC_PER_SEC, 0 };

  /* the queen can only take the king */
  window = panic_window_new ("4k3/8/8/8/8/8/4Q3/K7 w - - 0 1", SEED);
  set_animations (window, FALSE);
  pick (window, "e2");
  g_assert_cmpstr (result_text (window), ==, _("White wins by capturing the king"));
  /* the board takes no more picks */
  g_assert_cmpint (ui_test_board_view (window, 0)->input, ==, PARLOUR_BOARD_INPUT_NONE);
  ui_test_window_destroy (window);

  /* no piece of the side to move has a move */
  window = panic_window_new ("kb6/prp5/PpP5/1P6/8/8/8/7K b - - 0 1", SEED);
  g_assert_cmpstr (result_text (window), ==, _("Draw by stalemate"));
  ui_test_window_destroy (window);

  /* 50 moves without a capture; a pawn move does not reset the count */
  window = panic_window_new ("4k3/4p3/8/8/8/8/4P3/4K3 w - - 99 80", SEED);
  set_animations (window, FALSE);
  g_assert_null (parlour_side_panel_get_claim_text (ui_test_side_panel (window)));
  pick (window, "e2");
  g_assert_cmpstr (parlour_side_panel_get_claim_text (ui_test_side_panel (window)), ==,
                   _("Claim Draw (50 moves without capture)"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.claim-draw", NULL);
  ui_test_iterate ();
  g_assert_cmpstr (result_text (window), ==, _("Draw by the fifty-move rule"));
  ui_test_window_destroy (window);

  window = panic_window_new (NULL, SEED);
  /* Black accepts White's offer */
  g_assert_true (parlour_table_answer_draw (ui_test_table (window),
                                            ui_test_seat (window, 0, PARLOUR_BLACK), TRUE, NULL));
  g_assert_cmpstr (result_text (window), ==, _("Draw by agreement"));
  ui_test_window_destroy (window);

  window = panic_window_new (NULL, SEED);
  g_assert_true (parlour_table_resign (ui_test_table (window),
                                       ui_test_seat (window, 0, PARLOUR_WHITE), NULL));
  g_assert_cmpstr (result_text (window), ==, _("White resigns — Black wins"));
  ui_test_window_destroy (window);

  /* a fallen flag always loses: even a bare king can capture */
  window = ui_test_window_new ();
  {
    g_autoptr(ParlourGame) bare = parlour_game_new (panic (), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
                                                    0, NULL);
    g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);

    ui_test_set_game (window, bare, clock);
    parlour_game_flag_fall (bare, PARLOUR_BLACK);
    _parlour_window_sync (window);
    g_assert_cmpstr (result_text (window), ==, _("White wins on time"));
  }
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/panic/pick", test_pick);
  g_test_add_func ("/ui/panic/undo-same-move", test_undo_same_move);
  g_test_add_func ("/ui/panic/refused", test_refused);
  g_test_add_func ("/ui/panic/select-first", test_select_first);
  g_test_add_func ("/ui/panic/hover", test_hover);
  g_test_add_func ("/ui/panic/roll", test_roll);
  g_test_add_func ("/ui/panic/seed-shown", test_seed_shown);
  g_test_add_func ("/ui/panic/save-open", test_save_open);
  g_test_add_func ("/ui/panic/autosave", test_autosave);
  g_test_add_func ("/ui/panic/new-game-seed", test_new_game_seed);
  g_test_add_func ("/ui/panic/results", test_results);
  g_test_add_func ("/ui/panic/rules-page", test_rules_page);

  return g_test_run ();
}
