/* parlour-variant-chess.h — standard chess's kinds, shared with the variants built on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

enum {
  PARLOUR_CHESS_PAWN = 1,
  PARLOUR_CHESS_KNIGHT,
  PARLOUR_CHESS_BISHOP,
  PARLOUR_CHESS_ROOK,
  PARLOUR_CHESS_QUEEN,
  PARLOUR_CHESS_KING,
};

gboolean parlour_chess_cannot_mate (const ParlourPosition *pos,
                                    ParlourColor           side);
gboolean parlour_chess_validate    (const ParlourPosition *pos,
                                    GError               **error);

G_END_DECLS
