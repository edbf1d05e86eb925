/* test-two-boards.c — a match of two boards in one window: a board view each, both taking input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No game of Parlour has two boards yet (Bughouse will); TestPairMatch
 * (tests/common) plays two games at once with four seats, all people at this
 * computer.
 */
#include "config.h"

#include "parlour-play-area.h"
#include "parlour-single-page.h"
#include "test-pair-match.h"
#include "ui-test-util.h"

static guint
n_moves (ParlourWindow *window,
         guint          board)
{
  return parlour_game_get_n_moves (parlour_match_get_game (ui_test_match (window),
                                                           board));
}

static void
test_two_views (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourMatch) match = test_pair_match_new ("chess");
  GtkWidget *first, *second;
  graphene_rect_t a, b;

  parlour_window_set_match (window, match);
  ui_test_iterate_for (300);
  g_assert_cmpuint (ui_test_n_boards (window), ==, 2);
  first = GTK_WIDGET (ui_test_board_view (window, 0));
  second = GTK_WIDGET (ui_test_board_view (window, 1));
  g_assert_true (first == GTK_WIDGET (ui_test_board_view (window, 0)));
  g_assert_true (parlour_board_view_get_game (PARLOUR_BOARD_VIEW (second))
                 == parlour_match_get_game (match, 1));

  /* side by side, the same size */
  g_assert_true (gtk_widget_compute_bounds (first, GTK_WIDGET (window), &a));
  g_assert_true (gtk_widget_compute_bounds (second, GTK_WIDGET (window), &b));
  g_assert_cmpfloat (a.size.width, >, 100);
  g_assert_cmpfloat (a.size.width, ==, b.size.width);
  g_assert_cmpfloat (a.size.height, ==, b.size.height);
  g_assert_cmpfloat (b.origin.x, >=, a.origin.x + a.size.width);
  g_assert_cmpfloat (a.origin.y, ==, b.origin.y);

  /* both boards take input: a piece picked up on the first stays in hand
   * while a move is made on the second, then goes down */
  g_assert_cmpint (parlour_board_view_get_input (PARLOUR_BOARD_VIEW (first)), ==,
                   PARLOUR_BOARD_INPUT_MOVES);
  g_assert_cmpint (parlour_board_view_get_input (PARLOUR_BOARD_VIEW (second)), ==,
                   PARLOUR_BOARD_INPUT_MOVES);
  ui_test_click_square_on (window, 0, "e2");
  ui_test_click_square_on (window, 1, "d2");
  ui_test_click_square_on (window, 1, "d4");
  g_assert_cmpuint (n_moves (window, 1), ==, 1);
  g_assert_cmpuint (n_moves (window, 0), ==, 0);
  /* Escape puts a piece down on either board, wherever the keyboard focus is */
  ui_test_click_square_on (window, 1, "g8");
  g_assert_cmpint (parlour_board_view_test_get_selected (PARLOUR_BOARD_VIEW (second)), ==,
                   parlour_square_from_name (parlour_game_get_variant (parlour_match_get_game (match, 1)),
                                             "g8"));
  g_assert_true (_parlour_window_test_key (window, GDK_KEY_Escape));
  g_assert_cmpint (parlour_board_view_test_get_selected (PARLOUR_BOARD_VIEW (second)), ==,
                   PARLOUR_NO_SQUARE);
  g_assert_cmpint (parlour_board_view_test_get_selected (PARLOUR_BOARD_VIEW (first)), ==,
                   PARLOUR_NO_SQUARE);
  g_assert_false (_parlour_window_test_key (window, GDK_KEY_Escape));
  ui_test_click_square_on (window, 0, "e2");
  ui_test_click_square_on (window, 0, "e4");
  g_assert_cmpuint (n_moves (window, 0), ==, 1);
  g_assert_cmpstr (parlour_game_get_san (parlour_match_get_game (match, 0), 0), ==, "e4");
  g_assert_cmpstr (parlour_game_get_san (parlour_match_get_game (match, 1), 0), ==, "d4");
  ui_test_linger ();

  /* each board's Black now; a click on a white piece is refused there */
  ui_test_click_square_on (window, 1, "c7");
  ui_test_click_square_on (window, 1, "c5");
  g_assert_cmpuint (n_moves (window, 1), ==, 2);

  /* a seat another controller holds is not played from this computer: its
   * board only shows while that seat is to act */
  ui_test_click_square_on (window, 1, "g1");
  ui_test_click_square_on (window, 1, "f3");
  parlour_match_set_controller (match, parlour_match_find_seat (match, 1, PARLOUR_BLACK),
                                PARLOUR_CONTROLLER_NETWORK);
  g_assert_cmpint (parlour_board_view_get_input (PARLOUR_BOARD_VIEW (second)), ==,
                   PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpint (parlour_board_view_get_input (PARLOUR_BOARD_VIEW (first)), ==,
                   PARLOUR_BOARD_INPUT_MOVES);
  ui_test_click_square_on (window, 1, "b8");
  ui_test_click_square_on (window, 1, "c6");
  g_assert_cmpuint (n_moves (window, 1), ==, 3);
  parlour_match_set_controller (match, parlour_match_find_seat (match, 1, PARLOUR_BLACK),
                                PARLOUR_CONTROLLER_LOCAL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);

  /* undo goes back through the match: the last move was on the second board */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (n_moves (window, 1), ==, 1);
  g_assert_cmpuint (n_moves (window, 0), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (n_moves (window, 0), ==, 0);

  /* the match comes back with both boards after a restart */
  ui_test_click_square_on (window, 0, "g1");
  ui_test_click_square_on (window, 0, "f3");
  ui_test_window_destroy (window);
  window = ui_test_window_new ();
  g_assert_cmpuint (ui_test_n_boards (window), ==, 2);
  g_assert_true (TEST_IS_PAIR_MATCH (ui_test_match (window)));
  g_assert_cmpuint (n_moves (window, 0), ==, 1);
  g_assert_cmpuint (n_moves (window, 1), ==, 1);

  /* a one-board game shows its board alone, in its page of one board */
  {
    g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

    ui_test_set_game (window, game, NULL);
  }
  ui_test_iterate ();
  g_assert_cmpuint (ui_test_n_boards (window), ==, 1);
  g_assert_true (PARLOUR_IS_SINGLE_PAGE (gtk_widget_get_parent (
                   GTK_WIDGET (ui_test_board_view (window, 0)))));
  g_assert_true (PARLOUR_IS_PLAY_AREA (gtk_widget_get_parent (
                   GTK_WIDGET (ui_test_page (window)))));
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  /* the pair match's type must be known before a saved one comes back */
  g_type_ensure (TEST_TYPE_PAIR_MATCH);
  g_test_add_func ("/ui/two-boards/views", test_two_views);

  return g_test_run ();
}
