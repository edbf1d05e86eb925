/* parlour-move-row-list.h — a board's plies paired into numbered rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only: the move list's model does not depend on GTK.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-move-row.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MOVE_ROW_LIST (parlour_move_row_list_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMoveRowList, parlour_move_row_list, PARLOUR, MOVE_ROW_LIST, GObject)

/* @plies: a GListModel of the ParlourPlyItems of one board, in order (White
 * and Black alternate) */
ParlourMoveRowList *parlour_move_row_list_new        (GListModel         *plies);
GListModel         *parlour_move_row_list_get_plies  (ParlourMoveRowList *self);
/* the row that shows the ply at @position of the ply list */
guint               parlour_move_row_list_row_of_ply (ParlourMoveRowList *self,
                                                      guint               position);

/* Properties: "plies" (GListModel, construct-only). A change of the plies
 * changes the rows from the first one it touches: a move of White adds a row,
 * a move of Black replaces the row of White's move before it. */

G_END_DECLS
