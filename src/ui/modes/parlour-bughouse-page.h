/* parlour-bughouse-page.h — a match of several boards: each board between its players' bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-clock-view.h"
#include "parlour-match.h"
#include "parlour-page.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BUGHOUSE_PAGE (parlour_bughouse_page_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBughousePage, parlour_bughouse_page, PARLOUR, BUGHOUSE_PAGE,
                      ParlourPage)

/* A ParlourPage: each board added goes between two players' bars; the bars
 * follow the match's players and, in Bughouse, its table talk
 * (docs/rules/bughouse.md), with a menu to tell the partner for each
 * person's seat. Its extra height is a board's two bars with their spacing. */

/* the bar of @side on @board, NULL if none */
ParlourClockView *parlour_bughouse_page_get_seat_bar (ParlourBughousePage *self,
                                                      guint                board,
                                                      ParlourColor         side);

/* Actions (on the page, for its bars' menus):
 *   page.tell-partner (uuu)   seat, ParlourTalk, kind: the seat's message
 * A message the match refuses is the page's ::notice. */

G_END_DECLS
