/* parlour-variant-crazyhouse.h — what the drop variants share with the bughouse match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

/* The kind a captured @piece becomes in a reserve: a promoted pawn (`~`) is a
 * pawn again, a royal piece is never held (0). */
guint parlour_drops_kind_in_hand (const ParlourVariant *variant,
                                  ParlourPiece          piece);

G_END_DECLS
