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

/* The chess kinds and promotion choices, shared by the variants played with
 * chess pieces (Panic, Bughouse, Bingo, Simul). */
extern const ParlourKind parlour_chess_kinds[PARLOUR_CHESS_KING + 1];
extern const guint8      parlour_chess_promotions[5];

gboolean parlour_chess_cannot_mate (const ParlourPosition *pos,
                                    ParlourColor           side);
gboolean parlour_chess_validate    (const ParlourPosition *pos,
                                    GError               **error);
/* FEN checks shared by the variants with chess pieces: no side has two kings;
 * no pawn stands on the first or last rank. */
gboolean parlour_chess_validate_kings_at_most_one (const ParlourPosition *pos,
                                                   GError               **error);
gboolean parlour_chess_validate_pawn_ranks        (const ParlourPosition *pos,
                                                   GError               **error);

G_END_DECLS
