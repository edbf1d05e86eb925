/* parlour-ply-item.h — one ply of a game, as a list of moves shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only: the move list's model does not depend on GTK.
 */
#pragma once

#include <glib-object.h>

#include "parlour-game.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PLY_ITEM (parlour_ply_item_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPlyItem, parlour_ply_item, PARLOUR, PLY_ITEM, GObject)

/* Ply @ply (from 0) of @game, which is board @board of its match (0 for a
 * single board). */
ParlourPlyItem *parlour_ply_item_new_from_game (ParlourGame *game,
                                                guint        board,
                                                guint        ply);
/* Ply @ply of @game (board @board) as the match's move @moment, from 0, in a
 * list that merges the boards' plies in the order they were played. */
ParlourPlyItem *parlour_ply_item_new_at_moment (ParlourGame *game,
                                                guint        board,
                                                guint        ply,
                                                guint        moment);
guint           parlour_ply_item_get_board     (ParlourPlyItem *self);
/* its index in its list: the ply, or in a merged list the moment */
guint           parlour_ply_item_get_index     (ParlourPlyItem *self);
guint           parlour_ply_item_get_ply       (ParlourPlyItem *self);
/* the move number, as in "12. … Nf6" */
guint           parlour_ply_item_get_number    (ParlourPlyItem *self);
/* the side that played it */
ParlourColor    parlour_ply_item_get_color     (ParlourPlyItem *self);
ParlourMove     parlour_ply_item_get_move      (ParlourPlyItem *self);
/* what the list shows (parlour_ply_item_dup_move_text()) */
const char     *parlour_ply_item_get_text      (ParlourPlyItem *self);

/* The text of ply @ply (from 0) of @game as a move list shows it: SAN with
 * capture promotions and royal marks made visible ("fxg6=H", "Lxe5=C^",
 * "C^d5"). */
char           *parlour_ply_item_dup_move_text (ParlourGame *game,
                                                guint        ply);

/* Properties (read-only): "board", "ply", "number" (guint), "color"
 * (ParlourColor), "move" (guint), "text" (string). An item does not change:
 * a list replaces it when its ply does. */

G_END_DECLS
