/* parlour-bughouse-page.h — a match of several boards: each board between its players' bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-clock-view.h"
#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BUGHOUSE_PAGE (parlour_bughouse_page_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBughousePage, parlour_bughouse_page, PARLOUR, BUGHOUSE_PAGE,
                      GtkWidget)

/* @spacing between the boards */
GtkWidget        *parlour_bughouse_page_new          (int                  spacing);
/* Puts @view, the next board's, between two players' bars. */
void              parlour_bughouse_page_add_board    (ParlourBughousePage *self,
                                                      GtkWidget           *view);
/* Takes every board view out of the page (the page then shows nothing). */
void              parlour_bughouse_page_take_boards  (ParlourBughousePage *self);
/* the height of a board's two bars with their spacing */
int               parlour_bughouse_page_get_bars_height (ParlourBughousePage *self);
/* The match shown: the bars follow its players and, in Bughouse, its table
 * talk (docs/rules/bughouse.md), with a menu to tell the partner for each
 * person's seat. */
void              parlour_bughouse_page_set_match    (ParlourBughousePage *self,
                                                      ParlourMatch        *match);
/* names, sides, waiting, pause, talk, and the times */
void              parlour_bughouse_page_sync         (ParlourBughousePage *self);
void              parlour_bughouse_page_update_clocks (ParlourBughousePage *self,
                                                       gint64               now_us);
/* the bar of @side on @board, NULL if none */
ParlourClockView *parlour_bughouse_page_get_seat_bar (ParlourBughousePage *self,
                                                      guint                board,
                                                      ParlourColor         side);

/* Actions (on the page, for its bars' menus):
 *   page.tell-partner (uuu)   seat, ParlourTalk, kind: the seat's message
 * Signals:
 *   ::notice (const char *text)  something to tell the user (a message the
 *                                match refused) */

G_END_DECLS
