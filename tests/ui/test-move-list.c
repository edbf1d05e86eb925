/* test-move-list.c — the move list's rows in a real window: clicks, the
 * highlight, focus, scrolling to the current move, the empty state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows are found among the list's widgets (GtkListView makes them for
 * the rows on screen only), and driven as a user would: a button activated,
 * the focus grabbed on a row as GtkListView's Up and Down keys do.
 */
#include "config.h"

#include "parlour-move-row-view.h"
#include "ui-test-util.h"

/* Black to move at move 12, as a game set up from a position may begin. */
#define BLACK_FIRST "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"
/* White to move at move 99: the numbers grow a digit at the next move */
#define MOVE_99 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99"

static ParlourMoveListView *
move_list (ParlourWindow *window)
{
  return parlour_side_panel_get_move_list (ui_test_side_panel (window));
}

/* The row view showing move number @number, or NULL if none is on screen. */
static ParlourMoveRowView *
find_row (ParlourWindow *window,
          guint          number)
{
  GtkWidget *list_view = ui_test_find_descendant (GTK_WIDGET (move_list (window)), GTK_TYPE_LIST_VIEW);

  for (GtkWidget *item = gtk_widget_get_first_child (list_view); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *view = ui_test_find_descendant (item, PARLOUR_TYPE_MOVE_ROW_VIEW);
      ParlourMoveRow *row = view ? parlour_move_row_view_get_row (PARLOUR_MOVE_ROW_VIEW (view))
                                 : NULL;

      if (row != NULL && parlour_move_row_get_number (row) == number)
        return PARLOUR_MOVE_ROW_VIEW (view);
    }
  return NULL;
}

static GtkWidget *
find_button (ParlourWindow *window,
             guint          number,
             ParlourColor   side)
{
  ParlourMoveRowView *row = find_row (window, number);

  g_assert_nonnull (row);
  return parlour_move_row_view_get_button (row, side);
}

static ParlourWindow *
window_with_game (const char *fen,
                  const char *moves)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), fen, 0, &error);
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  g_assert_no_error (error);
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_assert_true (parlour_game_play_text (game, list[i], &error));
      g_assert_no_error (error);
    }
  ui_test_set_game (window, game, NULL);
  ui_test_iterate_for (100);
  return window;
}

/* A click on a move shows the position after it, and highlights it alone. */
static void
test_click (void)
{
  ParlourWindow *window = window_with_game (NULL, "e4 e5 Nf3");
  ParlourBoardView *board = ui_test_board_view (window, 0);
  GtkWidget *e5 = find_button (window, 1, PARLOUR_BLACK);
  GtkWidget *nf3 = find_button (window, 2, PARLOUR_WHITE);
  GtkWidget *empty = find_button (window, 2, PARLOUR_BLACK);

  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (e5)), ==, "e5");
  g_assert_true (gtk_widget_has_css_class (nf3, "current"));
  g_assert_false (gtk_widget_has_css_class (e5, "current"));

  g_signal_emit_by_name (e5, "clicked");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_board_view_get_view_ply (board), ==, 2);
  g_assert_cmpuint (parlour_move_list_view_get_current (move_list (window)), ==, 1);
  g_assert_true (gtk_widget_has_css_class (e5, "current"));
  g_assert_false (gtk_widget_has_css_class (nf3, "current"));

  /* Black's place on the last row is kept, but nobody can click or reach it */
  g_assert_false (gtk_widget_get_child_visible (empty));
  g_assert_false (gtk_widget_is_sensitive (empty));

  /* a move played after browsing: the list follows the game by itself */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
  ui_test_click_move (window, "b8", "c6");
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (move_list (window)), ==, 2);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_button (window, 2, PARLOUR_BLACK))),
                   ==, "Nc6");
  g_assert_true (gtk_widget_has_css_class (find_button (window, 2, PARLOUR_BLACK), "current"));

  ui_test_window_destroy (window);
}

/* GtkListView's Up and Down keys grab the focus on a row: the row passes it
 * on to its first move, or to Black's when White's place is empty. */
static void
test_focus (void)
{
  ParlourWindow *window = window_with_game (NULL, "e4 e5 Nf3");
  ParlourWindow *black_first = window_with_game (BLACK_FIRST, "Nf6 d4");
  g_autofree char *row = NULL;

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (find_row (window, 2))));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == find_button (window, 2, PARLOUR_WHITE));

  row = parlour_move_list_view_dup_row_text (move_list (black_first), 0);
  g_assert_cmpstr (row, ==, "12. … Nf6");
  g_assert_false (gtk_widget_get_visible (find_button (black_first, 12, PARLOUR_WHITE)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (find_row (black_first, 12))));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (black_first))
                 == find_button (black_first, 12, PARLOUR_BLACK));

  ui_test_window_destroy (black_first);
  ui_test_window_destroy (window);
}

static GtkAdjustment *
list_adjustment (ParlourWindow *window)
{
  GtkWidget *list_view = ui_test_find_descendant (GTK_WIDGET (move_list (window)), GTK_TYPE_LIST_VIEW);

  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list_view));
}

static gboolean
scrolled_to_end (GtkAdjustment *adj)
{
  return gtk_adjustment_get_value (adj) > 0
         && gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj)
            >= gtk_adjustment_get_upper (adj) - 1;
}

/* A long game opens scrolled to its last move; browsing keeps the current
 * move in sight. */
static void
test_scroll (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", "many-captures.pgn",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkAdjustment *adj;

  gtk_window_set_default_size (GTK_WINDOW (window), 880, 640);
  ui_test_iterate_for (200);
  parlour_window_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  ui_test_iterate_for (300);

  adj = list_adjustment (window);
  g_assert_cmpuint (parlour_move_list_view_get_n_rows (move_list (window)), ==, 75);
  g_assert_true (scrolled_to_end (adj));
  g_assert_nonnull (find_row (window, 75));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.first-move", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-move", NULL);
  ui_test_iterate_for (100);
  g_assert_cmpuint (parlour_move_list_view_get_current (move_list (window)), ==, 0);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 0);
  g_assert_true (gtk_widget_has_css_class (find_button (window, 1, PARLOUR_WHITE), "current"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
  ui_test_iterate_for (100);
  g_assert_true (scrolled_to_end (adj));

  ui_test_window_destroy (window);
}

static void
test_empty (void)
{
  ParlourWindow *window = ui_test_window_new ();
  GtkStack *stack = GTK_STACK (ui_test_find_descendant (GTK_WIDGET (move_list (window)), GTK_TYPE_STACK));

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  ui_test_click_move (window, "e2", "e4");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "moves");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_cmpuint (parlour_move_list_view_get_current (move_list (window)), ==, G_MAXUINT);

  ui_test_window_destroy (window);
}

/* The moves line up down the list once the numbers grow a digit, as the
 * columns of a grid did. */
static void
test_columns (void)
{
  ParlourWindow *window = window_with_game (MOVE_99, "e4 e5 Nf3");
  GtkWidget *list_view = ui_test_find_descendant (GTK_WIDGET (move_list (window)), GTK_TYPE_LIST_VIEW);
  graphene_rect_t first, second;

  g_assert_true (gtk_widget_compute_bounds (find_button (window, 99, PARLOUR_WHITE), list_view,
                                            &first));
  g_assert_true (gtk_widget_compute_bounds (find_button (window, 100, PARLOUR_WHITE), list_view,
                                            &second));
  g_assert_cmpfloat (first.origin.x, ==, second.origin.x);
  g_assert_cmpfloat (first.size.width, ==, second.size.width);

  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/move-list/click", test_click);
  g_test_add_func ("/ui/move-list/focus", test_focus);
  g_test_add_func ("/ui/move-list/scroll", test_scroll);
  g_test_add_func ("/ui/move-list/empty", test_empty);
  g_test_add_func ("/ui/move-list/columns", test_columns);

  return g_test_run ();
}
