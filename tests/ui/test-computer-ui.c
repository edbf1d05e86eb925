/* test-computer-ui.c — playing against the computer in a real window, by clicks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Game gives Black to the computer; the person plays White by clicking
 * squares, the computer answers through the match in a worker thread, undo goes
 * back to the person's turn, "Show a Good Move" marks a move, and closing the
 * window while the computer thinks stops it.
 */
#include "config.h"

#include "parlour-bughouse-match.h"
#include "parlour-search.h"
#include "parlour-simul-match.h"
#include "parlour-variant-ui.h"
#include "ui-test-util.h"

/* the computer of the window's table (a match at this computer) */
static ParlourComputer *
window_computer (ParlourWindow *window)
{
  return parlour_local_table_get_computer (PARLOUR_LOCAL_TABLE (window->table));
}

/* New Game with Black played by the computer at @level. */
static void
start_against_computer (ParlourWindow *window, guint level)
{
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

  parlour_new_game_dialog_set_player (dialog, PARLOUR_BLACK, level);
  g_assert_cmpuint (parlour_new_game_dialog_get_player (dialog, PARLOUR_WHITE), ==, 0);
  g_assert_cmpuint (parlour_new_game_dialog_get_player (dialog, PARLOUR_BLACK), ==, level);
  /* what the dialog emits when Start is pressed */
  g_signal_emit_by_name (dialog, "game-created", game, NULL);
  ui_test_iterate ();
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (ui_test_game (window, 0) == game);
}

static void
wait_for_moves (ParlourWindow *window, guint n_moves)
{
  ParlourGame *game = ui_test_game (window, 0);

  while (parlour_game_get_n_moves (game) < n_moves && !parlour_game_is_over (game))
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
}

/* A legal move of the person's that is not a promotion (which would ask for a
 * piece), as two square names. */
static void
pick_move (ParlourWindow *window, guint index, char *from, char *to)
{
  ParlourGame *game = ui_test_game (window, 0);
  ParlourPosition pos = *parlour_game_get_position (game);
  ParlourMoveList list;
  guint n = 0;

  parlour_position_legal_moves (&pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (PARLOUR_MOVE_PROMO (list.moves[i]) == 0)
      list.moves[n++] = list.moves[i];
  g_assert_cmpuint (n, >, 0);
  parlour_square_name (pos.variant, PARLOUR_MOVE_FROM (list.moves[index % n]), from);
  parlour_square_name (pos.variant, PARLOUR_MOVE_TO (list.moves[index % n]), to);
}

/* Start in New Game gives the seats to the computer as chosen, and the dialog
 * remembers the choice. */
static void
test_new_game_players (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  GtkWidget *start = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                PARLOUR_TYPE_NEW_GAME_DIALOG,
                                                                "start_button"));
  ParlourMatch *match;
  guint white, black;

  parlour_new_game_dialog_set_player (dialog, PARLOUR_WHITE, 0);
  parlour_new_game_dialog_set_player (dialog, PARLOUR_BLACK, 3);
  g_signal_emit_by_name (start, "clicked");
  ui_test_iterate ();
  match = window->match;
  white = parlour_match_find_seat (match, 0, PARLOUR_WHITE);
  black = parlour_match_find_seat (match, 0, PARLOUR_BLACK);
  g_assert_cmpint (parlour_match_get_seat (match, white)->controller, ==, PARLOUR_CONTROLLER_LOCAL);
  g_assert_cmpint (parlour_match_get_seat (match, black)->controller, ==,
                   PARLOUR_CONTROLLER_COMPUTER);
  g_assert_cmpuint (parlour_computer_get_level (window_computer (window), black), ==, 3);

  dialog = ui_test_open_new_game (window);
  g_assert_cmpuint (parlour_new_game_dialog_get_player (dialog, PARLOUR_WHITE), ==, 0);
  g_assert_cmpuint (parlour_new_game_dialog_get_player (dialog, PARLOUR_BLACK), ==, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

static void
test_play_against_computer (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *game;
  ParlourBoardView *board = ui_test_board_view (window, 0);

  start_against_computer (window, 2);
  game = ui_test_game (window, 0);
  g_assert_cmpint (parlour_board_view_get_input (board), ==, PARLOUR_BOARD_INPUT_MOVES);

  for (guint turn = 0; turn < 6 && !parlour_game_is_over (game); turn++)
    {
      char from[4], to[4];
      guint before = parlour_game_get_n_moves (game);

      pick_move (window, turn * 7, from, to);
      ui_test_click_move (window, from, to);
      /* (a weak level may answer while the click's events are still handled) */
      g_assert_cmpuint (parlour_game_get_n_moves (game), >=, before + 1);
      /* the board takes no clicks while the computer thinks */
      if (!parlour_game_is_over (game) && parlour_game_get_n_moves (game) == before + 1)
        g_assert_cmpint (parlour_board_view_get_input (board), ==, PARLOUR_BOARD_INPUT_NONE);
      wait_for_moves (window, before + 2);
      if (!parlour_game_is_over (game))
        {
          g_assert_cmpuint (parlour_game_get_n_moves (game), ==, before + 2);
          g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_WHITE);
          g_assert_cmpint (parlour_board_view_get_input (board), ==, PARLOUR_BOARD_INPUT_MOVES);
        }
    }

  /* undo takes back the computer's move and the person's */
  if (!parlour_game_is_over (game))
    {
      guint n = parlour_game_get_n_moves (game);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      ui_test_iterate ();
      g_assert_cmpuint (parlour_game_get_n_moves (game), ==, n - 2);
      g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_WHITE);
    }
  ui_test_window_destroy (window);
}

static gboolean
any_marked (ParlourBoardView *board)
{
  for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
    if (board->marked[sq])
      return TRUE;
  return FALSE;
}

/* "Show a Good Move" marks a legal move's squares for the person to move; the
 * next move clears them. */
static void
test_hint (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBoardView *board = ui_test_board_view (window, 0);
  gint64 deadline;

  start_against_computer (window, PARLOUR_SEARCH_LEVEL_MIN);
  g_assert_true (ui_test_action_enabled (window, "hint"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (!any_marked (board) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (any_marked (board));
  ui_test_click_move (window, "e2", "e4");
  g_assert_false (any_marked (board));
  ui_test_window_destroy (window);
}

static GtkWidget *
dialog_child (ParlourNewGameDialog *dialog,
              const char           *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                    PARLOUR_TYPE_NEW_GAME_DIALOG, name));
}

static void
wait_for_board (ParlourWindow *window,
                guint          board,
                guint          n_moves)
{
  ParlourGame *game = parlour_match_get_game (window->match, board);
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (parlour_game_get_n_moves (game) < n_moves && !parlour_match_is_over (window->match) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_game_get_n_moves (game), >=, n_moves);
}

/* New Game, by its widgets, seats a Bughouse match one seat at a time: A-White
 * a person and the other three the computer, all beginners, on a one-minute
 * clock. The three computer seats play (board B from the start, A-Black once
 * A-White moved); A-White's does not until the person clicks. Board B goes on
 * while the person thinks, but at a person's pace (docs/computer.md, "Pace"):
 * each computer move takes at least its think time, so by A-Black's answer to
 * the person's first move board B has made a few moves, not dozens, and the
 * match goes on. Nothing is timed: the pace only sets a least time. */
static void
test_bughouse_seats (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  static const char * const rows[] = {
    "white_player", "black_player", "white_b_player", "black_b_player",
  };
  static const guint levels[] = { 0, 2, 2, 2 };  /* 0: a person */
  GtkWidget *bughouse = NULL;
  ParlourMatch *match;

  for (GtkWidget *row = gtk_widget_get_first_child (dialog_child (dialog, "variant_list"));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), "bughouse") == 0)
      bughouse = row;
  g_assert_nonnull (bughouse);
  /* a game of one board has a row per colour */
  g_assert_false (gtk_widget_get_visible (dialog_child (dialog, "white_b_player")));
  gtk_widget_activate (bughouse);
  for (guint seat = 0; seat < G_N_ELEMENTS (rows); seat++)
    {
      GtkWidget *row = dialog_child (dialog, rows[seat]);

      g_assert_true (gtk_widget_get_visible (row));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), levels[seat]);
    }
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (dialog_child (
                     dialog, "black_b_player"))), ==, "Black on Board B");
  /* a minute: a thirtieth of it is two seconds, the beginners' least time */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, "white_minutes")), 1);
  g_signal_emit_by_name (dialog_child (dialog, "start_button"), "clicked");
  ui_test_iterate ();

  match = window->match;
  g_assert_cmpuint (parlour_match_get_n_seats (match), ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpint (parlour_match_get_seat (match, seat)->controller, ==,
                       seat == PARLOUR_BUGHOUSE_SEAT_WHITE_A ? PARLOUR_CONTROLLER_LOCAL
                                                             : PARLOUR_CONTROLLER_COMPUTER);
      if (seat != PARLOUR_BUGHOUSE_SEAT_WHITE_A)
        g_assert_cmpuint (parlour_computer_get_level (window_computer (window), seat), ==, levels[seat]);
    }

  g_assert_cmpint (parlour_clock_get_control (parlour_match_get_clock (match, 1),
                                              PARLOUR_WHITE)->base_us, ==, 60 * G_USEC_PER_SEC);

  /* board B's two computer seats play; board A waits for its person */
  wait_for_board (window, 1, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 0);
  g_assert_false (ui_test_computer_to_act (window));
  ui_test_click_move (window, "e2", "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), >=, 1);
  /* and A-Black answers, while board B has made a few moves at most */
  wait_for_board (window, 0, 2);
  g_test_message ("board B: %u plies", parlour_game_get_n_moves (parlour_match_get_game (match,
                                                                                         1)));
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), <=, 6);
  g_assert_false (parlour_match_is_over (match));

  /* the seats are remembered */
  dialog = ui_test_open_new_game (window);
  for (guint seat = 0; seat < G_N_ELEMENTS (rows); seat++)
    g_assert_cmpuint (parlour_new_game_dialog_get_player (dialog, seat), ==, levels[seat]);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

/* SimulChess with White the computer and Black a person: when the computer has
 * chosen, no curtain comes down (nobody at this computer must look away), and
 * its choice stays hidden: the board shows the game, still without it, until
 * Black chooses and the turn is revealed. The curtain function, which the
 * window also asks when it restores a match, agrees; with two people it still
 * asks for the curtain. */
static void
test_simul_computer (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("simulchess"), NULL, 0,
                                                  NULL);
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_game_get_variant (game));
  ParlourBoardView *board = ui_test_board_view (window, 0);
  g_autofree char *curtain = NULL;
  ParlourPosition start = *parlour_game_get_position (game);
  ParlourMatch *match;
  guint white, black;
  gint64 deadline;

  parlour_new_game_dialog_set_player (dialog, PARLOUR_WHITE, 2);
  parlour_new_game_dialog_set_player (dialog, PARLOUR_BLACK, 0);
  g_signal_emit_by_name (dialog, "game-created", game, NULL);
  ui_test_iterate ();
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  match = window->match;
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));
  white = parlour_match_find_seat (match, 0, PARLOUR_WHITE);
  black = parlour_match_find_seat (match, 0, PARLOUR_BLACK);

  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), white) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), white));
  g_assert_null (parlour_board_view_get_curtain (board));
  curtain = ui->curtain (match);
  g_assert_null (curtain);
  /* the computer's choice is not on the board */
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_cmpmem (parlour_game_get_position (game)->board, sizeof start.board,
                   start.board, sizeof start.board);
  g_assert_cmpmem (board->shown.board, sizeof start.board, start.board, sizeof start.board);
  g_assert_cmpuint (board->last_move, ==, PARLOUR_MOVE_NONE);

  /* Black's first click picks a piece at once (no curtain to lift) */
  ui_test_click_move (window, "g8", "f6");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);

  /* With two people the curtain is still there for Black once White has
   * chosen. The computer chooses White's second move at its pace (at least a
   * second in an untimed game, docs/computer.md "Pace"); the seat passes to
   * a person only once it has, since nothing in the window hands a seat over
   * in the middle of a turn. */
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), white) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), white));
  parlour_computer_stop (window_computer (window));
  parlour_match_set_controller (match, white, PARLOUR_CONTROLLER_LOCAL);
  g_assert_cmpuint (parlour_match_get_seat (match, black)->controller, ==,
                    PARLOUR_CONTROLLER_LOCAL);
  g_clear_pointer (&curtain, g_free);
  curtain = ui->curtain (match);
  g_assert_nonnull (curtain);
  ui_test_window_destroy (window);
}

/* The window closes while the computer thinks: the search stops, nothing crashes. */
static void
test_close_while_thinking (void)
{
  ParlourWindow *window = ui_test_window_new ();

  start_against_computer (window, PARLOUR_SEARCH_LEVEL_MAX);
  /* a search that only the window's closing ends */
  parlour_computer_set_move_time (window_computer (window), 600 * G_USEC_PER_SEC);
  ui_test_click_move (window, "e2", "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  g_assert_true (ui_test_computer_to_act (window));
  g_assert_true (parlour_computer_is_thinking (window_computer (window)));
  ui_test_window_destroy (window);
  ui_test_iterate_for (50);
}

int
main (int argc, char **argv)
{
  int status;

  /* the autosave of these windows goes to the test's own directories */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/computer/new-game-players", test_new_game_players);
  g_test_add_func ("/ui/computer/play", test_play_against_computer);
  g_test_add_func ("/ui/computer/hint", test_hint);
  g_test_add_func ("/ui/computer/close-while-thinking", test_close_while_thinking);
  g_test_add_func ("/ui/computer/bughouse-seats", test_bughouse_seats);
  g_test_add_func ("/ui/computer/simul-computer", test_simul_computer);
  status = g_test_run ();
  g_clear_object (&ui_test_app);
  return status;
}
