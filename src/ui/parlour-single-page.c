/* parlour-single-page.c — the page of a match of one board: the board alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The way of playing of most variants (docs/ui.md, "Pages and play modes"):
 * one board in the play area's board place, the side panel beside or below
 * it with the players, their clocks and the moves. The board view is the
 * template's (data/ui/parlour-single-page.ui), the page's from its start to
 * its end; the window sets it up as it does every page's boards
 * (parlour_page_set_board_setup). The play area gives the page a square
 * (square_places): the board view fits its coordinates and reserves in it
 * itself, as it did when it stood there alone.
 */
#include "config.h"

#include "parlour-board-view.h"
#include "parlour-single-page.h"

struct _ParlourSinglePage
{
  ParlourPage       parent_instance;

  ParlourBoardView *board_view;
};

G_DEFINE_FINAL_TYPE (ParlourSinglePage, parlour_single_page, PARLOUR_TYPE_PAGE)

/* The page's one board is its template's, placed already: a match of more
 * boards is another page's. */
static void
place_board (ParlourPage *page,
             GtkWidget   *view)
{
  g_critical ("A ParlourSinglePage shows one board only");
}

static void
remove_board (ParlourPage *page,
              GtkWidget   *view)
{
  ParlourSinglePage *self = PARLOUR_SINGLE_PAGE (page);

  /* the template's view stays until the page goes */
  g_return_if_fail (view == GTK_WIDGET (self->board_view));
}

static void
parlour_single_page_dispose (GObject *object)
{
  parlour_page_set_match (PARLOUR_PAGE (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PARLOUR_TYPE_SINGLE_PAGE);
  G_OBJECT_CLASS (parlour_single_page_parent_class)->dispose (object);
}

static void
parlour_single_page_class_init (ParlourSinglePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ParlourPageClass *page_class = PARLOUR_PAGE_CLASS (klass);

  object_class->dispose = parlour_single_page_dispose;
  /* one square, the board's, which the board view fills as it likes */
  page_class->square_places = TRUE;
  page_class->place_board = place_board;
  page_class->remove_board = remove_board;

  g_type_ensure (PARLOUR_TYPE_BOARD_VIEW);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-single-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourSinglePage, board_view);
  gtk_widget_class_set_css_name (widget_class, "singlepage");
}

static void
parlour_single_page_init (ParlourSinglePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  parlour_page_add_board (PARLOUR_PAGE (self), GTK_WIDGET (self->board_view));
}

GtkWidget *
parlour_single_page_new (void)
{
  return g_object_new (PARLOUR_TYPE_SINGLE_PAGE, NULL);
}
