/* parlour-move-row-view.h — one row of the move list: number, White's move, Black's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-move-row.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MOVE_ROW_VIEW (parlour_move_row_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMoveRowView, parlour_move_row_view, PARLOUR, MOVE_ROW_VIEW, GtkWidget)

GtkWidget      *parlour_move_row_view_new         (void);
/* @row: (nullable): the row to show */
void            parlour_move_row_view_set_row     (ParlourMoveRowView *self,
                                                   ParlourMoveRow     *row);
ParlourMoveRow *parlour_move_row_view_get_row     (ParlourMoveRowView *self);
/* Highlights the move of ply @ply (from 0) if it is in this row; PARLOUR_NO_PLY: none. */
void            parlour_move_row_view_set_current (ParlourMoveRowView *self,
                                                   guint               ply);
/* the button of @side's move (hidden or empty when the row has none) */
GtkWidget      *parlour_move_row_view_get_button  (ParlourMoveRowView *self,
                                                   ParlourColor        side);
/* one ply per row, numbered with its board ("1A.", "1a.", "2B.") */
void            parlour_move_row_view_set_merged  (ParlourMoveRowView *self,
                                                   gboolean            merged);
/* the number a merged row shows for @ply: "1A.", "1a.", "3B." */
char           *parlour_move_row_view_dup_number  (ParlourPlyItem     *ply);

/* A click on a move activates the action "move-list.activate-ply" (a guint:
 * the ply played, from 1) of the widget the row is in. */

G_END_DECLS
