/* test-bingo-layout.c — a Chess Bingo match fits its window: the card, the clocks
 * and the buttons between games, at the default size, 1024x600 and 360 px wide
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every widget that matters is measured against the window with
 * gtk_widget_compute_bounds(): each lies inside the window, and none overlaps
 * another. The board and the card keep their places when a game ends.
 */
#include "config.h"

#include "bingo-test-util.h"

typedef struct {
  GtkWidget  *widget;
  char       *name;
} Part;

static void
part_clear (Part *part)
{
  g_free (part->name);
}

static void
add_part (GArray     *parts,
          GtkWidget  *widget,
          const char *format,
          ...) G_GNUC_PRINTF (3, 4);

static void
add_part (GArray     *parts,
          GtkWidget  *widget,
          const char *format,
          ...)
{
  Part part = { widget, NULL };
  va_list args;

  va_start (args, format);
  part.name = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (parts, part);
}

/* Each of @parts is shown, lies inside @window and overlaps no other. */
static void
assert_inside_apart (GtkWidget *window,
                     GArray    *parts)
{
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);
  g_autofree graphene_rect_t *bounds = g_new0 (graphene_rect_t, parts->len);

  for (guint i = 0; i < parts->len; i++)
    {
      Part *part = &g_array_index (parts, Part, i);
      graphene_rect_t *b = &bounds[i];

      if (!gtk_widget_get_mapped (part->widget))
        g_error ("%s is not shown", part->name);
      g_assert_true (gtk_widget_compute_bounds (part->widget, window, b));
      if (b->size.width < 1 || b->size.height < 1 || b->origin.x < -0.5 || b->origin.y < -0.5
          || b->origin.x + b->size.width > width + 0.5
          || b->origin.y + b->size.height > height + 0.5)
        g_error ("%s (%g,%g %gx%g) is not inside the window (%dx%d)", part->name,
                 b->origin.x, b->origin.y, b->size.width, b->size.height, width, height);
    }
  for (guint i = 0; i < parts->len; i++)
    for (guint j = i + 1; j < parts->len; j++)
      {
        graphene_rect_t common;

        if (graphene_rect_intersection (&bounds[i], &bounds[j], &common)
            && common.size.width > 0.5 && common.size.height > 0.5)
          g_error ("%s (%g,%g %gx%g) overlaps %s (%g,%g %gx%g)",
                   g_array_index (parts, Part, i).name, bounds[i].origin.x, bounds[i].origin.y,
                   bounds[i].size.width, bounds[i].size.height,
                   g_array_index (parts, Part, j).name, bounds[j].origin.x, bounds[j].origin.y,
                   bounds[j].size.width, bounds[j].size.height);
      }
}

/* Each cell's text lies inside its cell: no row of the card is cut. */
static void
assert_cells_whole (ParlourBingoCardView *card)
{
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      GtkWidget *box = parlour_bingo_card_view_get_cell (card, cell);
      int min, unused;

      for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          graphene_rect_t b;

          g_assert_true (gtk_widget_compute_bounds (child, box, &b));
          if (b.origin.y < -0.5 || b.origin.y + b.size.height > gtk_widget_get_height (box) + 0.5)
            g_error ("the text of cell %u (%g to %g) is cut by the cell (%d high)", cell,
                     b.origin.y, b.origin.y + b.size.height, gtk_widget_get_height (box));
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (child),
                              &min, &unused, NULL, NULL);
          if (gtk_widget_get_height (child) < min)
            g_error ("the text of cell %u has %d px of the %d it needs", cell,
                     gtk_widget_get_height (child), min);
        }
    }
}

static gboolean
is_result_button (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && gtk_widget_has_css_class (widget, "pill")
         && gtk_widget_has_css_class (widget, "suggested-action");
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The window is too small for the card beside the board: its button shows it
 * in a sheet, where every cell is whole and apart from the others. */
static void
assert_card_in_sheet (ParlourWindow *window)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (Part));
  GtkWidget *button = ui_test_find_widget (GTK_WIDGET (window), is_named, "bingo-card-button");
  GtkWidget *sheet;
  GList *toplevels;
  ParlourBingoCardView *card;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_iterate_for (300);
  sheet = NULL;
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (is_named (l->data, "bingo-card-sheet") && gtk_widget_get_visible (l->data))
      sheet = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (sheet);
  while (gtk_widget_get_width (sheet) == 0)
    g_main_context_iteration (NULL, TRUE);
  /* no larger than the window it covers */
  g_assert_cmpint (gtk_widget_get_width (sheet), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  card = PARLOUR_BINGO_CARD_VIEW (ui_test_find_descendant (sheet, PARLOUR_TYPE_BINGO_CARD_VIEW));
  g_array_set_clear_func (parts, (GDestroyNotify) part_clear);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    add_part (parts, parlour_bingo_card_view_get_cell (card, cell), "card cell %u", cell);
  assert_inside_apart (sheet, parts);
  assert_cells_whole (card);
  shoot (sheet, "bingo-layout-360-sheet");
  gtk_window_destroy (GTK_WINDOW (sheet));
  ui_test_iterate ();
}

/* The board, the card (here or in its sheet), both clocks and the button of
 * the result panel, when it is shown, fit without overlapping. */
static void
assert_fits (ParlourWindow *window,
             const char    *when)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (Part));
  ParlourBingoCardView *card = ui_test_bingo_card (window);
  gboolean beside = gtk_widget_get_mapped (GTK_WIDGET (card));
  GtkWidget *button = ui_test_find_widget (GTK_WIDGET (window), is_result_button, NULL);

  g_test_message ("%s, %dx%d", when, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_array_set_clear_func (parts, (GDestroyNotify) part_clear);
  add_part (parts, GTK_WIDGET (ui_test_board_view (window, 0)), "the board");
  add_part (parts, GTK_WIDGET (parlour_side_panel_get_clock_view (window->side_panel,
                                                                  PARLOUR_WHITE)),
            "White's clock");
  add_part (parts, GTK_WIDGET (parlour_side_panel_get_clock_view (window->side_panel,
                                                                  PARLOUR_BLACK)),
            "Black's clock");
  if (button != NULL)
    add_part (parts, button, "the next step's button");
  if (beside)
    for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
      add_part (parts, parlour_bingo_card_view_get_cell (card, cell), "card cell %u", cell);
  assert_inside_apart (GTK_WIDGET (window), parts);
  if (beside)
    assert_cells_whole (card);
  else
    assert_card_in_sheet (window);
}

static void
assert_same_place (const char            *name,
                   const graphene_rect_t *before,
                   const graphene_rect_t *after)
{
  if (!graphene_rect_equal (before, after))
    g_error ("%s moved when the game ended: from %g,%g %gx%g to %g,%g %gx%g", name,
             before->origin.x, before->origin.y, before->size.width, before->size.height,
             after->origin.x, after->origin.y, after->size.width, after->size.height);
}

static void
set_size (ParlourWindow *window,
          int            width,
          int            height)
{
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_iterate_for (300);
  /* the size asked for, or the default one (the settings' window-width); the
   * surface's: without a compositor the window has a frame of its own */
  if (width > 0)
    g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==,
                     width);
}

/* A match at @width x @height (0: the size Parlour opens with): during game 1,
 * then between games 1 and 2 with the tick dialog put off, the result panel
 * showing. The board and the card keep their bounds. */
static void
check_size (int         width,
            int         height,
            const char *shot)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoTickDialog *ticks;
  ParlourBingoCardView *card;
  graphene_rect_t board_before, board_after, card_before, card_after;

  fill_in (dialog, 7, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  set_size (window, width, height);
  if (width == 0)
    {
      g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

      g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==,
                       g_settings_get_int (settings, "window-width"));
      g_assert_cmpint (gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))), ==,
                       g_settings_get_int (settings, "window-height"));
    }
  ui_test_click_move (window, "e2", "e4");
  ui_test_iterate_for (200);
  assert_fits (window, "during a game");
  card = ui_test_bingo_card (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ui_test_board_view (window, 0)),
                                            GTK_WIDGET (window), &board_before));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), GTK_WIDGET (window), &card_before));
  if (shot != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-game", shot);

      shoot (GTK_WIDGET (window), name);
    }

  resign (window);
  ticks = find_tick_dialog ();
  gtk_window_close (GTK_WINDOW (ticks));
  ui_test_iterate_for (400);
  /* the button for the next step (the ticks) is there */
  g_assert_nonnull (ui_test_find_widget (GTK_WIDGET (window), is_result_button, NULL));
  assert_fits (window, "between games");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ui_test_board_view (window, 0)),
                                            GTK_WIDGET (window), &board_after));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), GTK_WIDGET (window), &card_after));
  assert_same_place ("the board", &board_before, &board_after);
  assert_same_place ("the card", &card_before, &card_after);
  if (shot != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-between", shot);

      shoot (GTK_WIDGET (window), name);
    }
  ui_test_linger ();
  ui_test_window_destroy (window);
}

static void
test_default_size (void)
{
  check_size (0, 0, "bingo-layout-default");
}

/* At the default size the card stands in the window, not in a sheet. */
static void
test_default_size_card_beside (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);

  fill_in (dialog, 7, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate_for (300);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (ui_test_bingo_card (window))));
  ui_test_window_destroy (window);
}

static void
test_1024x600 (void)
{
  check_size (1024, 600, "bingo-layout-1024x600");
}

static void
test_narrow (void)
{
  check_size (360, 640, "bingo-layout-360");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/bingo-layout/default-size", test_default_size);
  g_test_add_func ("/ui/bingo-layout/default-size-card-beside", test_default_size_card_beside);
  g_test_add_func ("/ui/bingo-layout/1024x600", test_1024x600);
  g_test_add_func ("/ui/bingo-layout/narrow", test_narrow);

  return g_test_run ();
}
