/* parlour-piece-info.h — a piece's name and how it moves, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "parlour-variant.h"

G_BEGIN_DECLS

/* One sentence, translated, on how a kind with stable id @kind_id moves, or
 * NULL for a kind Parlour has no words for. */
const char *parlour_piece_info_movement (const char *kind_id);
/* "White Lame Dabbabah — Moves two squares …": the colour, the name (a
 * Leader <kind> for a piece with the royal mark) and how it moves; NULL for
 * no piece or a kind not in @variant. */
char       *parlour_piece_info_describe (const ParlourVariant *variant,
                                         ParlourPiece          piece);

G_END_DECLS
