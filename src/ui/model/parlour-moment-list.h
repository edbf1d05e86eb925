/* parlour-moment-list.h — the plies of every board of a match, in the order they were played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only: the move list's model does not depend on GTK.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-match.h"
#include "parlour-ply-item.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MOMENT_LIST (parlour_moment_list_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMomentList, parlour_moment_list, PARLOUR, MOMENT_LIST, GObject)

ParlourMomentList *parlour_moment_list_new       (void);
void               parlour_moment_list_set_match (ParlourMomentList *self,
                                                  ParlourMatch      *match);
ParlourMatch      *parlour_moment_list_get_match (ParlourMomentList *self);
/* the board that moved at @moment (from 0), PARLOUR_NO_BOARD if none */
guint              parlour_moment_list_get_board (ParlourMomentList *self,
                                                  guint              moment);
/* How many plies board @board had played before the match's move @moment
 * (from 0): moment n of the list shows each board after that many plies. */
guint              parlour_moment_list_plies_before (ParlourMomentList *self,
                                                     guint              board,
                                                     guint              moment);

/* A GListModel of ParlourPlyItems whose index is the moment. It follows the
 * match's ::changed by itself and announces only the moments that changed. */

G_END_DECLS
