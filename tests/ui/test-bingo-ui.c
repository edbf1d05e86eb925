/* test-bingo-ui.c — a Chess Bingo match in a real window: the new match dialog,
 * games played by clicks, the tick dialog, the card, the handicap dialog, the
 * result screen and the autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bingo-test-util.h"

#include "parlour-bingo-handicap-dialog.h"
#include "parlour-bingo-new-dialog.h"
#include "parlour-bingo-tick-dialog.h"
#include "parlour-new-game-dialog.h"
#include "parlour-seed-row.h"
#include "parlour-variant.h"

/* The first seed whose card has @id (without a material handicap). */
static guint64
seed_with (const char *id,
           int        *cell)
{
  for (guint64 seed = 0; seed < 10000; seed++)
    {
      ParlourBingoCard card;

      g_assert_true (parlour_bingo_card_deal (&card, seed, FALSE, NULL));
      *cell = parlour_bingo_card_find (&card, id);
      if (*cell >= 0)
        return seed;
    }
  g_assert_not_reached ();
}

static void
test_one_line_match (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoMatch *match;
  ParlourBingoTickDialog *ticks;
  ParlourBingoCardView *card;
  int mate_cell;
  guint64 seed = seed_with ("mate-queen", &mate_cell);
  guint free;

  fill_in (dialog, seed, PARLOUR_BINGO_ONE_LINE);
  shoot (GTK_WIDGET (dialog), "bingo-new-match");
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();

  match = window_bingo (window);
  g_assert_cmpuint (parlour_bingo_match_get_card (match)->seed, ==, seed);
  g_assert_cmpuint (parlour_bingo_match_get_target (match, 0), ==, 1);
  g_assert_cmpuint (parlour_bingo_match_get_player (match, 0, PARLOUR_WHITE), ==, 0);
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Ana");
  card = ui_test_bingo_card (window);
  g_assert_nonnull (card);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (card)));
  g_assert_cmpstr (parlour_bingo_card_view_get_score_text (card), ==, "Ana 0/1 · Ben 0/1");
  /* beside the board, as tall as it (once the new page has had its first
   * layout: a fresh piece cache can delay it past ui_test_iterate()) */
  {
    graphene_rect_t board, cell;
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (g_get_monotonic_time () < deadline &&
           (!gtk_widget_compute_bounds (GTK_WIDGET (ui_test_board_view (window, 0)),
                                        GTK_WIDGET (window), &board) ||
            !gtk_widget_compute_bounds (parlour_bingo_card_view_get_cell (card, 0),
                                        GTK_WIDGET (window), &cell) ||
            cell.origin.x < board.origin.x + board.size.width))
      ui_test_iterate_for (20);
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ui_test_board_view (window, 0)),
                                              GTK_WIDGET (window), &board));
    g_assert_true (gtk_widget_compute_bounds (parlour_bingo_card_view_get_cell (card, 0),
                                              GTK_WIDGET (window), &cell));
    g_assert_cmpfloat (cell.origin.x, >=, board.origin.x + board.size.width);
    g_assert_cmpfloat (cell.origin.y, <, board.origin.y + board.size.height);
    g_assert_cmpfloat (cell.size.width, >, 40);
  }

  free = play_game_1 (window, mate_cell);
  /* the free tick is on the card, and the second game began with Ben White */
  g_assert_true (parlour_bingo_match_is_ticked (match, 0, free));
  g_assert_true (cell_has (window, free, "ticked-0"));
  g_assert_false (cell_has (window, free, "ticked-1"));
  g_assert_cmpstr (parlour_bingo_card_view_get_count (card, free, 0), ==, "✓");
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
  g_assert_false (parlour_game_is_over (ui_test_game (window, 0)));
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Ben");

  /* Game 2, Fool's mate: Ana (Black) mates with her queen; the card marks it
   * live before anyone ticks */
  g_assert_false (cell_has (window, mate_cell, "live-0"));
  ui_test_click_move (window, "f2", "f3");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g2", "g4");
  ui_test_click_move (window, "d8", "h4");
  g_assert_true (parlour_game_is_over (ui_test_game (window, 0)));
  g_assert_true (cell_has (window, mate_cell, "live-0"));
  g_assert_false (cell_has (window, mate_cell, "live-1"));

  /* the completed objectives are offered selected, and only those; no free tick */
  ticks = find_tick_dialog ();
  shoot (GTK_WIDGET (ticks), "bingo-tick-dialog");
  g_assert_null (parlour_bingo_tick_dialog_get_free_card (ticks, 0));
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      GtkCheckButton *check = parlour_bingo_tick_dialog_get_check (ticks, 0, cell);
      gboolean offered = parlour_bingo_match_is_completed (match, 0, cell)
                         && !parlour_bingo_match_is_ticked (match, 0, cell);

      g_assert_true ((check != NULL) == offered);
      if (check != NULL)
        g_assert_true (gtk_check_button_get_active (check));
    }
  g_assert_nonnull (parlour_bingo_tick_dialog_get_check (ticks, 0, mate_cell));
  g_assert_true (parlour_bingo_tick_dialog_confirm (ticks, NULL));
  ui_test_iterate ();

  g_assert_true (parlour_bingo_match_is_ticked (match, 0, mate_cell));
  g_assert_true (cell_has (window, mate_cell, "ticked-0"));
  g_assert_false (cell_has (window, mate_cell, "live-0"));
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 3);
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_NONE);

  /* a few moves of game 3 for the picture of the card beside the board */
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g1", "f3");
  shoot (GTK_WIDGET (window), "bingo-card");
  ui_test_linger ();
  ui_test_window_destroy (window);
}

/* A ticked cell is left out of the dialog, and "Later" keeps the round open
 * for the card's button. */
static void
test_tick_later (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoMatch *match;
  ParlourBingoTickDialog *ticks;

  fill_in (dialog, 7, PARLOUR_BINGO_THREE_LINES);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  match = window_bingo (window);
  g_assert_cmpuint (parlour_bingo_match_get_target (match, 1), ==, 3);

  ui_test_click_move (window, "e2", "e4");
  resign (window);
  ticks = find_tick_dialog ();
  gtk_window_close (GTK_WINDOW (ticks));
  ui_test_iterate ();
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_BINGO_TICK_DIALOG));
  g_assert_true (parlour_bingo_match_is_round_open (match));
  /* the bar under the board says what happened and what comes next: the
   * ticks, not a new game (the side panel's result and its New Game stay
   * hidden) */
  g_assert_cmpstr (parlour_bingo_page_get_status (ui_test_bingo_page (window)), ==,
                   "Ben resigns — Ana wins");
  g_assert_false (parlour_side_panel_get_result_shown (window->side_panel));
  g_assert_true (gtk_widget_get_mapped (step_button (window)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (step_button (window))), ==,
                   "_Tick Objectives…");

  g_signal_emit_by_name (step_button (window), "clicked");
  ticks = find_tick_dialog ();
  g_assert_true (parlour_bingo_tick_dialog_confirm (ticks, NULL));
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_mapped (step_button (window)));

  /* Between games a new match is asked for explicitly: New Game in the menu
   * asks before the unsaved match (game 1 and its ticks) goes. */
  {
    g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
    GtkWindow *new_game;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
    ui_test_iterate ();
    new_game = GTK_WINDOW (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG));
    g_assert_nonnull (new_game);
    g_signal_emit_by_name (new_game, "game-created", next, NULL);
    ui_test_iterate ();
    g_assert_nonnull (ui_test_discard_question (window));
    ui_test_answer_discard (window, "cancel");
    g_assert_true (window_bingo (window) == match);
    if (gtk_widget_get_visible (GTK_WIDGET (new_game)))
      gtk_window_destroy (new_game);
  }

  ui_test_window_destroy (window);
}

/* the result screen (the resignation's question may still be closing) */
static AdwMessageDialog *
find_result (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  AdwMessageDialog *found = NULL;

  ui_test_iterate ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data)
        && g_strcmp0 (gtk_widget_get_name (l->data), "bingo-result") == 0)
      found = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (found);
  return found;
}

/* Lockout with Ana needing one tick: her free tick wins the match, and the
 * result screen says so. */
static void
test_result_screen (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoMatch *match;
  AdwMessageDialog *result;

  fill_in (dialog, 3, PARLOUR_BINGO_LOCKOUT);
  set_spin (dialog, "target-0", 2);
  /* 2 + 25 is more than lockout allows: Start is refused */
  set_spin (dialog, "target-1", 25);
  ui_test_iterate ();
  g_assert_false (parlour_bingo_new_dialog_start (dialog));
  set_spin (dialog, "target-0", 1);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  match = window_bingo (window);
  g_assert_cmpuint (parlour_bingo_match_get_target (match, 0), ==, 1);

  play_game_1 (window, G_MAXUINT);
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_PLAYER_0);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 1);
  result = find_result ();
  g_assert_cmpstr (adw_message_dialog_get_heading (result), ==, "Ana Wins the Match");
  g_assert_cmpstr (adw_message_dialog_get_body (result), ==, "Ana 1/1, Ben 0/25 after 1 game");
  /* the match is over: now the bar offers a new game */
  g_assert_cmpstr (parlour_bingo_page_get_status (ui_test_bingo_page (window)), ==,
                   "Ana wins the match");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (step_button (window))), ==, "_New Game");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (step_button (window))), ==,
                   "win.new-game");

  ui_test_window_destroy (window);
}

/* Lockout, a draw by repetition that both players complete: Black (Ben) ticks
 * first, and what he selects is closed to White (Ana). */
static void
test_lockout_draw (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoMatch *match;
  ParlourBingoTickDialog *ticks;
  GtkCheckButton *black, *white;
  int cell;
  guint64 seed = seed_with ("draw-repetition", &cell);

  fill_in (dialog, seed, PARLOUR_BINGO_LOCKOUT);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  match = window_bingo (window);

  for (guint i = 0; i < 2; i++)
    {
      ui_test_click_move (window, "g1", "f3");
      ui_test_click_move (window, "g8", "f6");
      ui_test_click_move (window, "f3", "g1");
      ui_test_click_move (window, "f6", "g8");
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.claim-draw", NULL);
  ui_test_iterate ();
  g_assert_cmpint (parlour_game_get_result (ui_test_game (window, 0)), ==,
                   PARLOUR_RESULT_DRAW);

  ticks = find_tick_dialog ();
  black = parlour_bingo_tick_dialog_get_check (ticks, 1, cell);
  white = parlour_bingo_tick_dialog_get_check (ticks, 0, cell);
  g_assert_nonnull (black);
  g_assert_nonnull (white);
  g_assert_true (gtk_check_button_get_active (black));
  g_assert_false (gtk_check_button_get_active (white));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (white)));
  /* Black leaves it: White may take it */
  gtk_check_button_set_active (black, FALSE);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (white)));
  gtk_check_button_set_active (white, TRUE);
  /* Black takes it back after all: it is closed to White again */
  gtk_check_button_set_active (black, TRUE);
  g_assert_false (gtk_check_button_get_active (white));
  g_assert_true (parlour_bingo_tick_dialog_confirm (ticks, NULL));
  ui_test_iterate ();

  g_assert_true (parlour_bingo_match_is_ticked (match, 1, cell));
  g_assert_false (parlour_bingo_match_is_ticked (match, 0, cell));
  g_assert_true (cell_has (window, cell, "ticked-1"));
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);

  ui_test_window_destroy (window);
}

/* Lockout: Ben's free tick after game 2 is chosen on a card. A click on what
 * Ana took with her free tick, or on what Ben completed (offered in the list),
 * says why it cannot be chosen; another objective is chosen, named whole under
 * the card, and a second click takes it back. */
static void
test_free_tick_on_card (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoMatch *match;
  ParlourBingoTickDialog *ticks;
  ParlourBingoCardView *card;
  const ParlourBingoCard *objectives;
  int resigned;
  guint64 seed = seed_with ("win-by-resignation", &resigned);
  guint taken, other = G_MAXUINT;
  g_autofree char *closed = NULL;
  g_autofree char *completed = NULL;
  g_autofree char *chosen = NULL;

  fill_in (dialog, seed, PARLOUR_BINGO_LOCKOUT);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  match = window_bingo (window);
  objectives = parlour_bingo_match_get_card (match);
  taken = play_game_1 (window, resigned);

  /* game 2: Ben (White) plays e4 and Ana resigns */
  ui_test_click_move (window, "e2", "e4");
  resign (window);
  ticks = find_tick_dialog ();
  g_assert_null (parlour_bingo_tick_dialog_get_free_card (ticks, 0));
  card = parlour_bingo_tick_dialog_get_free_card (ticks, 1);
  g_assert_nonnull (card);
  g_assert_nonnull (parlour_bingo_tick_dialog_get_check (ticks, 1, resigned));

  parlour_bingo_card_view_activate_cell (card, taken);
  closed = g_strdup_printf ("“%s” cannot be the free tick: Ana ticked it, and in lockout it is "
                            "closed to the other player", objectives->cells[taken]->title);
  g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 1), ==, closed);
  g_assert_true (gtk_widget_has_css_class (parlour_bingo_card_view_get_cell (card, taken),
                                           "refused"));
  parlour_bingo_card_view_activate_cell (card, resigned);
  completed = g_strdup_printf ("“%s” cannot be the free tick: It is completed: tick it in the "
                               "list above, and choose another objective as the free tick",
                               objectives->cells[resigned]->title);
  g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 1), ==, completed);

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS && other == G_MAXUINT; cell++)
    if (cell != taken && cell != (guint) resigned
        && parlour_bingo_tick_dialog_get_check (ticks, 1, cell) == NULL)
      other = cell;
  parlour_bingo_card_view_activate_cell (card, other);
  chosen = g_strdup_printf ("Free tick: %s", objectives->cells[other]->title);
  g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 1), ==, chosen);
  g_assert_true (gtk_widget_has_css_class (parlour_bingo_card_view_get_cell (card, other),
                                           "chosen"));
  shoot (GTK_WIDGET (ticks), "bingo-free-tick");
  /* again: none after all */
  parlour_bingo_card_view_activate_cell (card, other);
  g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 1), ==,
                   "No free tick chosen yet: click an objective on the card");
  g_assert_false (gtk_widget_has_css_class (parlour_bingo_card_view_get_cell (card, other),
                                            "chosen"));
  parlour_bingo_card_view_activate_cell (card, other);
  g_assert_true (parlour_bingo_tick_dialog_confirm (ticks, NULL));
  ui_test_iterate ();
  g_assert_true (parlour_bingo_match_is_ticked (match, 1, other));
  g_assert_true (parlour_bingo_match_is_ticked (match, 1, resigned));

  ui_test_window_destroy (window);
}

/* Time handicap: Ana 3+2, Ben 1+0, whatever colour each has. */
static void
test_time_handicap (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  const ParlourTimeControl *white, *black;
  ParlourClock *clock;

  fill_in (dialog, 5, PARLOUR_BINGO_ONE_LINE);
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                           ADW_ACTION_ROW (row (dialog, "clock")))), TRUE);
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                           ADW_ACTION_ROW (row (dialog, "time-odds")))), TRUE);
  set_spin (dialog, "minutes-0", 3);
  set_spin (dialog, "increment-0", 2);
  set_spin (dialog, "minutes-1", 1);
  set_spin (dialog, "increment-1", 0);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();

  clock = ui_test_clock (window, 0);
  g_assert_nonnull (clock);
  white = parlour_clock_get_control (clock, PARLOUR_WHITE);
  black = parlour_clock_get_control (clock, PARLOUR_BLACK);
  g_assert_cmpint (white->base_us, ==, 180 * G_USEC_PER_SEC);
  g_assert_cmpint (white->increment_us, ==, 2 * G_USEC_PER_SEC);
  g_assert_cmpint (black->base_us, ==, 60 * G_USEC_PER_SEC);
  g_assert_cmpint (black->increment_us, ==, 0);

  /* game 2: Ben is White and keeps his minute */
  play_game_1 (window, G_MAXUINT);
  clock = ui_test_clock (window, 0);
  g_assert_nonnull (clock);
  white = parlour_clock_get_control (clock, PARLOUR_WHITE);
  black = parlour_clock_get_control (clock, PARLOUR_BLACK);
  g_assert_cmpint (white->base_us, ==, 60 * G_USEC_PER_SEC);
  g_assert_cmpint (black->base_us, ==, 180 * G_USEC_PER_SEC);
  g_assert_cmpint (black->increment_us, ==, 2 * G_USEC_PER_SEC);

  ui_test_window_destroy (window);
}

static void
click_editor (ParlourBingoHandicapDialog *dialog,
              const char                 *name)
{
  ParlourBoardView *board = parlour_position_editor_get_board (
    parlour_bingo_handicap_dialog_get_editor (dialog));
  int square = parlour_square_from_name (parlour_variant_lookup ("chess"), name);
  double x, y;

  g_assert_true (parlour_board_view_square_center (board, (guint) square, &x, &y));
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  ui_test_iterate ();
}

/* the handicap dialog, once its board is laid out */
static ParlourBingoHandicapDialog *
find_handicap (void)
{
  GtkWidget *dialog;
  ParlourBoardView *board;
  gint64 start = g_get_monotonic_time ();
  double x, y;

  ui_test_iterate ();
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_BINGO_HANDICAP_DIALOG);
  g_assert_nonnull (dialog);
  board = parlour_position_editor_get_board (
    parlour_bingo_handicap_dialog_get_editor (PARLOUR_BINGO_HANDICAP_DIALOG (dialog)));
  while (!parlour_board_view_square_center (board, 0, &x, &y)
         && g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  return PARLOUR_BINGO_HANDICAP_DIALOG (dialog);
}

/* @label is shown in @dialog, whole, above the board and apart from it */
static void
assert_beside_board (ParlourBingoHandicapDialog *dialog,
                     GtkLabel                   *label)
{
  GtkWidget *board = GTK_WIDGET (parlour_position_editor_get_board (
    parlour_bingo_handicap_dialog_get_editor (dialog)));
  graphene_rect_t l, b;
  int min, unused;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (dialog), &l));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (dialog), &b));
  g_assert_cmpfloat (l.origin.y, >=, 0);
  g_assert_cmpfloat (l.origin.y + l.size.height, <=, b.origin.y + 0.5);
  g_assert_cmpfloat (l.origin.x + l.size.width, <=, gtk_widget_get_width (GTK_WIDGET (dialog)));
  /* the measure counts the margins, the size does not */
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_VERTICAL,
                      gtk_widget_get_width (GTK_WIDGET (label))
                      + gtk_widget_get_margin_start (GTK_WIDGET (label))
                      + gtk_widget_get_margin_end (GTK_WIDGET (label)), &min, &unused, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (label))
                   + gtk_widget_get_margin_top (GTK_WIDGET (label))
                   + gtk_widget_get_margin_bottom (GTK_WIDGET (label)), >=, min);
}

static const char *
notice (ParlourBingoHandicapDialog *dialog)
{
  GtkLabel *label = parlour_bingo_handicap_dialog_get_notice_label (dialog);

  if (!gtk_widget_get_visible (GTK_WIDGET (label)))
    return NULL;
  ui_test_iterate_for (100);
  assert_beside_board (dialog, label);
  return gtk_label_get_text (label);
}

/* Ana gives V = 3 and chooses for game 1: nothing removed is too little, three
 * pawns alone too many pawns; two pawns and a knight start the game. Above the
 * board the dialog says who plays which colour, and why a click did not count
 * or which rule the set breaks. */
static void
test_handicap (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoHandicapDialog *handicap;
  ParlourBingoMatch *match;
  g_autofree char *fen = NULL;
  const char *text;

  fill_in (dialog, 11, PARLOUR_BINGO_ONE_LINE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog, "giver")), 1);
  set_spin (dialog, "value", 3);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  /* no match yet: the handicap comes first */
  g_assert_false (PARLOUR_IS_BINGO_MATCH (ui_test_match (window)));
  handicap = find_handicap ();

  assert_beside_board (handicap, parlour_bingo_handicap_dialog_get_sides_label (handicap));
  g_assert_cmpstr (gtk_label_get_text (parlour_bingo_handicap_dialog_get_sides_label (handicap)),
                   ==, "Ana gives the handicap and plays White this game; Ben plays Black");
  g_assert_cmpstr (notice (handicap), ==,
                   "Too little removed: the giver must remove pieces worth at least 3");
  /* clicks that do not count, and why */
  click_editor (handicap, "e1");
  g_assert_cmpstr (notice (handicap), ==, "The king cannot be taken off");
  click_editor (handicap, "e7");
  g_assert_cmpstr (notice (handicap), ==,
                   "Only Ana’s pieces can be taken off: the piece on e7 is Ben’s");
  click_editor (handicap, "e4");
  g_assert_cmpstr (notice (handicap), ==,
                   "Ana had no piece on e4 at the start: only pieces can be taken off and put back");
  text = parlour_bingo_handicap_dialog_get_text (handicap);
  g_assert_nonnull (strstr (text, "Game 1: Ana, the giver, chooses: at least 3"));
  g_assert_nonnull (strstr (text, "Removed: 0 of 3"));
  g_assert_nonnull (strstr (text, "Too little removed"));
  g_assert_false (parlour_bingo_handicap_dialog_start (handicap));

  click_editor (handicap, "a2");
  click_editor (handicap, "b2");
  click_editor (handicap, "c2");
  text = parlour_bingo_handicap_dialog_get_text (handicap);
  g_assert_nonnull (strstr (text, "Removed: 3 of 3"));
  g_assert_nonnull (strstr (text, "Too many pawns: with 0 other pieces removed, at most 2 pawns"));
  g_assert_cmpstr (notice (handicap), ==,
                   "Too many pawns: with 0 other pieces removed, at most 2 pawns");
  g_assert_false (parlour_bingo_handicap_dialog_start (handicap));
  g_assert_nonnull (ui_test_find_toplevel (PARLOUR_TYPE_BINGO_HANDICAP_DIALOG));
  shoot (GTK_WIDGET (handicap), "bingo-handicap-refused");

  /* c2 back, the b1 knight off */
  click_editor (handicap, "c2");
  click_editor (handicap, "b1");
  shoot (GTK_WIDGET (handicap), "bingo-handicap");
  text = parlour_bingo_handicap_dialog_get_text (handicap);
  g_assert_nonnull (strstr (text, "Removed: 5 of 3"));
  g_assert_null (strstr (text, "Too"));
  g_assert_null (notice (handicap));
  g_assert_true (parlour_bingo_handicap_dialog_start (handicap));
  ui_test_iterate ();

  match = window_bingo (window);
  g_assert_cmpuint (parlour_bingo_match_get_settings (match)->handicap_giver, ==, 0);
  g_assert_true (parlour_bingo_match_get_card (match)->handicap);
  fen = parlour_position_to_fen (parlour_game_get_initial_position (ui_test_game (window, 0)));
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/2PPPPPP/R1BQKBNR w KQkq - 0 1");
  g_clear_pointer (&fen, g_free);

  /* After game 1 the taker, Ben, chooses Ana's missing pieces for game 2. The
   * dialog cancelled, the card offers the next game again. */
  play_game_1 (window, G_MAXUINT);
  handicap = find_handicap ();
  g_assert_nonnull (strstr (parlour_bingo_handicap_dialog_get_text (handicap),
                            "Game 2: Ben, the taker, chooses: at most 3"));
  g_assert_cmpstr (gtk_label_get_text (parlour_bingo_handicap_dialog_get_sides_label (handicap)),
                   ==, "Ana gives the handicap and plays Black this game; Ben plays White");
  gtk_window_close (GTK_WINDOW (handicap));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 1);
  g_assert_true (gtk_widget_get_mapped (step_button (window)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (step_button (window))), ==, "_Next Game");
  g_signal_emit_by_name (step_button (window), "clicked");
  handicap = find_handicap ();
  /* Ana is Black in game 2: her a7 pawn and b8 knight are too much for V = 3,
   * not for V = 4 */
  click_editor (handicap, "a7");
  click_editor (handicap, "b8");
  g_assert_nonnull (strstr (parlour_bingo_handicap_dialog_get_text (handicap),
                            "Too much removed: the taker may remove pieces worth at most 3"));
  g_assert_false (parlour_bingo_handicap_dialog_start (handicap));
  gtk_spin_button_set_value (parlour_bingo_handicap_dialog_get_value_spin (handicap), 4);
  ui_test_iterate ();
  g_assert_nonnull (strstr (parlour_bingo_handicap_dialog_get_text (handicap), "Removed: 4 of 4"));
  g_assert_true (parlour_bingo_handicap_dialog_start (handicap));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
  g_assert_false (gtk_widget_get_mapped (step_button (window)));
  fen = parlour_position_to_fen (parlour_game_get_initial_position (ui_test_game (window, 0)));
  g_assert_cmpstr (fen, ==, "r1bqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_assert_cmpuint (parlour_bingo_match_get_settings (match)->handicap_value, ==, 4);

  ui_test_linger ();
  ui_test_window_destroy (window);
}

/* The autosave is written as the match goes: a second window (as after a
 * crash, the first never closed) restores the card, the ticks and the games. */
static void
test_autosave (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourWindow *again;
  ParlourBingoMatch *match;
  ParlourBingoCardView *card;
  guint free;

  fill_in (dialog, 99, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  free = play_game_1 (window, G_MAXUINT);
  ui_test_click_move (window, "d2", "d4");

  again = ui_test_window_new ();
  match = window_bingo (again);
  g_assert_cmpuint (parlour_bingo_match_get_card (match)->seed, ==, 99);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
  g_assert_true (parlour_bingo_match_is_ticked (match, 0, free));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (again, 0)), ==, 1);
  card = ui_test_bingo_card (again);
  g_assert_nonnull (card);
  g_assert_true (cell_has (again, free, "ticked-0"));
  g_assert_cmpstr (parlour_bingo_card_view_get_score_text (card), ==, "Ana 0/1 · Ben 0/1");

  /* a game of another kind takes the card away */
  {
    g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

    ui_test_set_game (again, game, NULL);
  }
  g_assert_null (ui_test_bingo_card (again));
  g_assert_true (parlour_play_area_get_board (again->play_area)
                 == GTK_WIDGET (ui_test_page (again)));
  g_assert_false (PARLOUR_IS_BINGO_PAGE (ui_test_page (again)));

  ui_test_window_destroy (again);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/bingo/one-line-match", test_one_line_match);
  g_test_add_func ("/ui/bingo/tick-later", test_tick_later);
  g_test_add_func ("/ui/bingo/result-screen", test_result_screen);
  g_test_add_func ("/ui/bingo/lockout-draw", test_lockout_draw);
  g_test_add_func ("/ui/bingo/free-tick-on-card", test_free_tick_on_card);
  g_test_add_func ("/ui/bingo/time-handicap", test_time_handicap);
  g_test_add_func ("/ui/bingo/handicap", test_handicap);
  g_test_add_func ("/ui/bingo/autosave", test_autosave);

  return g_test_run ();
}
