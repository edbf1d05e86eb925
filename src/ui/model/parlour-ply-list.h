/* parlour-ply-list.h — the plies of a game as a GListModel of ParlourPlyItems
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only: the move list's model does not depend on GTK.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-game.h"
#include "parlour-ply-item.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PLY_LIST (parlour_ply_list_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPlyList, parlour_ply_list, PARLOUR, PLY_LIST, GObject)

/* A list of the plies of board @board's game (0 for a single board). */
ParlourPlyList *parlour_ply_list_new      (guint           board);
void            parlour_ply_list_set_game (ParlourPlyList *self,
                                           ParlourGame    *game);
ParlourGame    *parlour_ply_list_get_game (ParlourPlyList *self);
guint           parlour_ply_list_get_board (ParlourPlyList *self);

/* Properties: "game" (ParlourGame, may be NULL: no plies), "board" (guint,
 * construct-only). The list follows its game's moves by itself: a move played,
 * taken back, played again or dropped changes only the items it touches. */

G_END_DECLS
