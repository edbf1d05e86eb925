/* parlour-page.h — the widget that shows a match in the play area's board place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-board-view.h"
#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PAGE (parlour_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (ParlourPage, parlour_page, PARLOUR, PAGE, GtkWidget)

struct _ParlourPageClass
{
  GtkWidgetClass parent_class;

  /* How the play area lays the page out, set in class_init: the squares it
   * gives the page (0: one per board of the match), the side of each below
   * which it gives one square only (0: never), whether the page takes all
   * the width beside the side panel, and whether the page shows a game's
   * result (the side panel then does not). */
  guint    n_places;
  int      min_split;
  gboolean fill;
  gboolean shows_result;
  /* The play area gives each place a square, not the board's own shape
   * with the page's extra height: a lone board view fits itself in. */
  gboolean square_places;

  /* @view, the next board's, goes into the page; out of it again */
  void     (*place_board)      (ParlourPage *self,
                                GtkWidget   *view);
  void     (*remove_board)     (ParlourPage *self,
                                GtkWidget   *view);
  /* the page shows another match (parlour_page_get_match()), maybe NULL */
  void     (*match_changed)    (ParlourPage *self,
                                ParlourMatch *old_match);
  void     (*sync)             (ParlourPage *self);
  void     (*update_clocks)    (ParlourPage *self,
                                gint64       now_us);
  /* the height each board's square gets more (bars around or under it) */
  int      (*get_extra_height) (ParlourPage *self);
  /* the match shown in the window's subtitle, before its time control
   * ("Chess Bingo, Game 2"; NULL: the variant's name) */
  char    *(*describe)         (ParlourPage *self);

  gpointer padding[7];
};

void          parlour_page_set_match        (ParlourPage  *self,
                                             ParlourMatch *match);
ParlourMatch *parlour_page_get_match        (ParlourPage  *self);

/* What a page's owner does to each board view the page makes (binds the
 * settings, connects ::move-requested …), @board its index. */
typedef void (*ParlourPageBoardSetup)      (ParlourPage      *page,
                                             ParlourBoardView *view,
                                             guint             board,
                                             gpointer          data);
/* @setup runs on each board view of the page: now on those it has, then on
 * every one it makes. */
void          parlour_page_set_board_setup  (ParlourPage            *self,
                                             ParlourPageBoardSetup   setup,
                                             gpointer                data);
/* The page has @n_boards board views, its own: it makes those it lacks and
 * drops those past the last. */
void          parlour_page_set_n_boards     (ParlourPage  *self,
                                             guint         n_boards);
/* for subclasses: @view, the next board's, is the page's (which keeps a
 * reference); a view of the page's template stands in its place already,
 * another goes in through place_board */
void          parlour_page_add_board        (ParlourPage  *self,
                                             GtkWidget    *view);
guint         parlour_page_get_n_boards     (ParlourPage  *self);
GtkWidget    *parlour_page_get_board_view   (ParlourPage  *self,
                                             guint         board);
/* what follows the match: names, sides, talk, status, and the times */
void          parlour_page_sync             (ParlourPage  *self);
void          parlour_page_update_clocks    (ParlourPage  *self,
                                             gint64        now_us);
/* The text of the game's result as the side panel has it (NULL while none):
 * a page that shows_result shows it at its next sync. */
void          parlour_page_set_result_text  (ParlourPage  *self,
                                             const char   *text);
const char   *parlour_page_get_result_text  (ParlourPage  *self);
int           parlour_page_get_extra_height (ParlourPage  *self);
guint         parlour_page_get_n_places     (ParlourPage  *self);
int           parlour_page_get_min_split    (ParlourPage  *self);
gboolean      parlour_page_get_fill         (ParlourPage  *self);
gboolean      parlour_page_get_shows_result (ParlourPage  *self);
gboolean      parlour_page_get_square_places (ParlourPage *self);
/* what the window's title shows: the app, and the match with its time control */
const char   *parlour_page_get_title        (ParlourPage  *self);
const char   *parlour_page_get_subtitle     (ParlourPage  *self);
/* for subclasses: emits ::notice */
void          parlour_page_notice           (ParlourPage  *self,
                                             const char   *text);
/* for subclasses: emits ::show-match */
void          parlour_page_show_match       (ParlourPage  *self,
                                             ParlourMatch *match);
/* for subclasses: emits ::error */
void          parlour_page_error            (ParlourPage  *self,
                                             const char   *heading,
                                             const char   *message);

/* Properties:
 *   "match" (ParlourMatch)     the match shown
 *   "extra-height" (int, read-only): notified by a subclass when it changes
 *   "title", "subtitle" (string, read-only): the window's title and subtitle
 *                               while the page is shown (docs/ui.md); the
 *                               subtitle follows the match at each sync
 * Signals:
 *   ::notice (const char *text)  something to tell the user (a message the
 *                                match refused)
 *   ::show-match (ParlourMatch *match)  the page asks the window to show
 *       @match: the match shown once more when its boards hold other games
 *       now (a Chess Bingo match's next game), else a new match in place of
 *       the one shown (after asking whether to save that)
 *   ::error (const char *heading, const char *message)  something the page
 *       could not do, for the window's error dialog */

G_END_DECLS
