/* parlour-move-row.h — one numbered row of a move list: White's ply and Black's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only: the move list's model does not depend on GTK.
 */
#pragma once

#include <glib-object.h>

#include "parlour-ply-item.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MOVE_ROW (parlour_move_row_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMoveRow, parlour_move_row, PARLOUR, MOVE_ROW, GObject)

/* At least one of @white and @black; @white is NULL on the first row of a
 * game that began with Black to move, @black on a row Black has not played. */
ParlourMoveRow *parlour_move_row_new        (ParlourPlyItem *white,
                                             ParlourPlyItem *black);
guint           parlour_move_row_get_number (ParlourMoveRow *self);
ParlourPlyItem *parlour_move_row_get_white  (ParlourMoveRow *self);
ParlourPlyItem *parlour_move_row_get_black  (ParlourMoveRow *self);
/* the row as text: "1. e4 e5", "12. … Nf6", "30. Qh5" */
char           *parlour_move_row_dup_text   (ParlourMoveRow *self);

/* Properties (read-only): "number" (guint), "white", "black"
 * (ParlourPlyItem, may be NULL). A row does not change: its list replaces it
 * when one of its plies does. */

G_END_DECLS
