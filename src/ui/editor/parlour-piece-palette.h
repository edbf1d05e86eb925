/* parlour-piece-palette.h — the position editor's pieces to place, both colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-variant.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PIECE_PALETTE (parlour_piece_palette_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPiecePalette, parlour_piece_palette, PARLOUR, PIECE_PALETTE, GtkWidget)

GtkWidget   *parlour_piece_palette_new           (void);
/* Lists @variant's kinds for both colours: each kind, then its Leader <kind>
 * (a royal mark, where captures promote) and its promoted form (`~`, with
 * drops), then an eraser (PARLOUR_PIECE_EMPTY). Selects the first piece. */
void         parlour_piece_palette_set_variant   (ParlourPiecePalette  *self,
                                                  const ParlourVariant *variant);
/* The piece that clicks on the board place; PARLOUR_PIECE_EMPTY: the eraser. */
ParlourPiece parlour_piece_palette_get_selected  (ParlourPiecePalette *self);
/* FALSE if @piece is not in the palette. */
gboolean     parlour_piece_palette_set_selected  (ParlourPiecePalette *self,
                                                  ParlourPiece         piece);
/* Columns (one per colour) for beside the board, or rows for below it. */
void         parlour_piece_palette_set_orientation (ParlourPiecePalette *self,
                                                    GtkOrientation       orientation);
/* Items per colour: the length of a column or row. */
guint        parlour_piece_palette_get_n_per_color (ParlourPiecePalette *self);
/* The centre of @piece's cell, in the palette's coordinates; FALSE if not shown. */
gboolean     parlour_piece_palette_item_center   (ParlourPiecePalette *self,
                                                  ParlourPiece         piece,
                                                  double              *x,
                                                  double              *y);

/* The piece under the keyboard's cursor (arrow keys move it, Enter selects). */
void         parlour_piece_palette_get_cursor    (ParlourPiecePalette *self,
                                                  ParlourPiece        *piece);
/* Properties: "selected" (uint, a ParlourPiece), "piece-set" (string).
 * Signals:
 *   ::piece-dragged (guint piece, double x, double y)  a piece was dragged out of
 *       the palette and let go at (@x, @y), in the palette's coordinates
 */

G_END_DECLS
