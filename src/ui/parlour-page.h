/* parlour-page.h — the widget that shows a match in the play area's board place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

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
  /* the window's subtitle for the match shown ("Chess Bingo, Game 2"), or
   * NULL for the window's own */
  char    *(*describe)         (ParlourPage *self);

  gpointer padding[7];
};

void          parlour_page_set_match        (ParlourPage  *self,
                                             ParlourMatch *match);
ParlourMatch *parlour_page_get_match        (ParlourPage  *self);
/* Puts @view, the next board's, into the page (which keeps a reference). */
void          parlour_page_add_board        (ParlourPage  *self,
                                             GtkWidget    *view);
/* Takes every board view out of the page (the page then shows no board). */
void          parlour_page_take_boards      (ParlourPage  *self);
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
/* for subclasses: emits ::notice */
void          parlour_page_notice           (ParlourPage  *self,
                                             const char   *text);
/* the window's subtitle for the match (the class's describe), NULL: its own */
char         *parlour_page_describe         (ParlourPage  *self);
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
