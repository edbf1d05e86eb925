/* parlour-move-match.h — what a typed move names, while it is typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_MOVE_MATCH_EMPTY,       /* nothing typed */
  PARLOUR_MOVE_MATCH_NONE,        /* no move reads so, nor begins so */
  PARLOUR_MOVE_MATCH_PARTIAL,     /* the beginning of each of the candidates */
  PARLOUR_MOVE_MATCH_AMBIGUOUS,   /* a whole move that names each of the candidates */
  PARLOUR_MOVE_MATCH_EXACT,       /* one move: candidates.moves[0] */
} ParlourMoveMatchKind;

typedef struct {
  ParlourMoveMatchKind kind;
  /* the moves meant; when picking, one move of each piece meant */
  ParlourMoveList      candidates;
  /* picking: the square of the piece named (EXACT), else -1 */
  int                  square;
} ParlourMoveMatch;

/* Reads @text, typed so far, against @moves (NULL: @pos's legal moves), the
 * moves of the side @pos has to move. A move is written as SAN or long
 * algebraic ("Nf3", "nf3", "Nxf3+", "e2e4", "e7e8q", "N@f3", "@e4", "O-O",
 * "pass"); with @picks (a game of chance, docs/panic.md) a square, or a kind's
 * letter and a square ("g1", "Ng1"), names a piece to pick. */
void        parlour_move_match    (ParlourPosition       *pos,
                                   const ParlourMoveList *moves,
                                   gboolean               picks,
                                   const char            *text,
                                   ParlourMoveMatch      *match);

/* the move to play on Enter: an exact match, or the only move a partial one
 * can become; PARLOUR_MOVE_NONE if none */
ParlourMove parlour_move_match_get_move (const ParlourMoveMatch *match);

G_END_DECLS
