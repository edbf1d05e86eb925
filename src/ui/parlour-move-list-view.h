/* parlour-move-list-view.h — the moves of a game in SAN, two per move number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-game.h"
#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MOVE_LIST_VIEW (parlour_move_list_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMoveListView, parlour_move_list_view, PARLOUR, MOVE_LIST_VIEW, GtkWidget)

GtkWidget   *parlour_move_list_view_new          (void);
/* The list follows @game's moves by itself (ParlourPlyList). */
void         parlour_move_list_view_set_game     (ParlourMoveListView *self,
                                             ParlourGame     *game);
/* The moves of @match: its game's, or with several boards all their plies in
 * the order played, one per row ("1A. e4", "1a. e5"), indexed by moment. */
void         parlour_move_list_view_set_match    (ParlourMoveListView *self,
                                                  ParlourMatch        *match);
/* the list merges several boards */
gboolean     parlour_move_list_view_get_merged   (ParlourMoveListView *self);
/* the ParlourPlyItems shown, in order (a merged list's by moment) */
GListModel  *parlour_move_list_view_get_plies    (ParlourMoveListView *self);
/* Highlights the move that led to the position before ply @ply (the board's
 * view-ply); PARLOUR_CURRENT_PLY: the last move. */
void         parlour_move_list_view_set_view_ply (ParlourMoveListView *self,
                                             guint            ply);
guint        parlour_move_list_view_get_n_rows   (ParlourMoveListView *self);
/* "1. e4 e5", "12. … Nf6" */
char        *parlour_move_list_view_dup_row_text (ParlourMoveListView *self,
                                             guint            row);
/* the index of the highlighted move, PARLOUR_NO_PLY if none */
guint        parlour_move_list_view_get_current  (ParlourMoveListView *self);
/* Chooses the move @index (from 0), as a click on its button does. */
void         parlour_move_list_view_activate     (ParlourMoveListView *self,
                                             guint            index);

/* The text of move @ply (from 0) as the list shows it: SAN with capture
 * promotions and royal marks made visible ("fxg6=H", "Lxe5=C^", "C^d5");
 * parlour_ply_item_dup_move_text(). */
char        *parlour_move_list_view_dup_move_text (ParlourGame *game,
                                                  guint        ply);

/* Signals:
 *   ::ply-activated (guint ply)  the user chose the position after move ply - 1
 */

G_END_DECLS
