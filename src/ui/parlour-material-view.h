/* parlour-material-view.h — the pieces one side has captured, and its material lead
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-piece-cache.h"
#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_MATERIAL_VIEW (parlour_material_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourMaterialView, parlour_material_view, PARLOUR, MATERIAL_VIEW, GtkWidget)

GtkWidget   *parlour_material_view_new        (void);
/* the side whose captures are shown */
void         parlour_material_view_set_side   (ParlourMaterialView *self,
                                               ParlourColor         side);
/* The pieces are drawn with @cache's art (the board's piece set); without a
 * cache they are Unicode chess symbols. Takes effect at the next update. */
void         parlour_material_view_set_piece_cache (ParlourMaterialView *self,
                                                    ParlourPieceCache   *cache);
/* Compares @current with @initial (the game's start); NULL @current clears. */
void         parlour_material_view_update     (ParlourMaterialView   *self,
                                               const ParlourPosition *initial,
                                               const ParlourPosition *current);
/* the captured pieces as text ("♟♟♞"), and the lead ("+3", "" when not ahead) */
const char  *parlour_material_view_get_pieces (ParlourMaterialView *self);
const char  *parlour_material_view_get_lead   (ParlourMaterialView *self);

G_END_DECLS
