/* parlour-move-words.h — moves said in words, for screen readers and typed moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_MOVE_WORDS_SIDE = 1 << 0,   /* who moves: "White Knight takes f3" */
  PARLOUR_MOVE_WORDS_FROM = 1 << 1,   /* where from: "Knight g1 to f3" */
} ParlourMoveWordsFlags;

/* @move, played in @before, in words (translated): "White Knight takes f3,
 * check", "Black drops a Knight on f3", "White castles kingside", "White
 * passes". With @after (the position it leads to) a check or mate is said. A
 * move chosen in secret (SimulChess: @after has it pending) says only that
 * a move was chosen, whatever it is. */
char *parlour_move_words        (const ParlourPosition *before,
                                 ParlourMove            move,
                                 const ParlourPosition *after,
                                 ParlourMoveWordsFlags  flags);

/* "e4, white Pawn", "e4, empty" (translated) */
char *parlour_square_words      (const ParlourPosition *pos,
                                 guint                  square);

G_END_DECLS
