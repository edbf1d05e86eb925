/* parlour-simul.h — SimulChess: one turn of two simultaneous moves (docs/rules/simulchess.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Resolution is a pure function of the position at the start of the turn and
 * the two chosen moves: it gives the position after the turn and a list of
 * events (what moved, what collided, what was captured, who failed) that a
 * view animates and explains.
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_SIMUL_ERROR (parlour_simul_error_quark ())

typedef enum {
  PARLOUR_SIMUL_ERROR_ILLEGAL,   /* a move is not legal for its side at the start of the turn */
} ParlourSimulError;

GQuark parlour_simul_error_quark (void);

typedef enum {
  PARLOUR_SIMUL_EVENT_PASSED = 1,   /* @color did not move */
  PARLOUR_SIMUL_EVENT_MOVED,        /* @piece went from @from to @to (a castling: king and rook) */
  PARLOUR_SIMUL_EVENT_PROMOTED,     /* @piece, on @to, became @other */
  PARLOUR_SIMUL_EVENT_CAPTURED,     /* @piece, landing on @to, captured @other on @square */
  PARLOUR_SIMUL_EVENT_SAME_SQUARE,  /* rule 1: @piece and @other both went to @square; both removed */
  PARLOUR_SIMUL_EVENT_SWAPPED,      /* rule 2: each went to the square the other left; both removed */
  PARLOUR_SIMUL_EVENT_HEAD_ON,      /* rule 3: they met on one line; both removed */
  PARLOUR_SIMUL_EVENT_CANCELLED,    /* rule 4: two pawns advancing to @square both stay */
  PARLOUR_SIMUL_EVENT_FAILED,       /* @color's king is gone (@square none) or attacked on @square */
} ParlourSimulEventKind;

/* One thing that happened in a turn. In a collision (SAME_SQUARE, SWAPPED,
 * HEAD_ON, CANCELLED) @piece is White's and @other Black's, with their moves
 * in @from/@to and @other_from/@other_to. */
typedef struct {
  ParlourSimulEventKind kind;
  ParlourColor          color;
  ParlourPiece          piece;
  ParlourSquare         from, to;
  ParlourPiece          other;
  ParlourSquare         other_from, other_to;
  ParlourSquare         square;
} ParlourSimulEvent;

/* The moves @color may choose in @pos, a position at the start of a turn (or
 * in the middle of one, for Black): standard chess legality; no pass. */
void          parlour_simul_legal_moves (const ParlourPosition *pos,
                                         ParlourColor           color,
                                         ParlourMoveList       *list);
/* TRUE if @move (a pass included) may be chosen by @color in @pos. */
gboolean      parlour_simul_is_legal    (const ParlourPosition *pos,
                                         ParlourColor           color,
                                         ParlourMove            move);
/* Parses @text (long algebraic or "pass") as @color's move in @pos. */
ParlourMove   parlour_simul_move_from_text (const ParlourPosition *pos,
                                            ParlourColor           color,
                                            const char            *text,
                                            GError               **error);
/* @move in long algebraic form as @color's ("pass" for a pass). */
char         *parlour_simul_move_to_text (const ParlourPosition *pos,
                                          ParlourColor           color,
                                          ParlourMove            move);

/* Resolves one turn: @start is a position at the start of a turn, @white and
 * @black the two moves (PARLOUR_MOVE_PASS_MOVE for a pass). @after gets the
 * position after the turn and @events (ParlourSimulEvent, may be NULL) what
 * happened, in order. FALSE with PARLOUR_SIMUL_ERROR_ILLEGAL if a move is not
 * legal for its side in @start. */
gboolean      parlour_simul_resolve     (const ParlourPosition *start,
                                         ParlourMove            white,
                                         ParlourMove            black,
                                         ParlourPosition       *after,
                                         GArray                *events,
                                         GError               **error);
/* As above for moves known to be legal (make). */
void          parlour_simul_resolve_legal (const ParlourPosition *start,
                                           ParlourMove            white,
                                           ParlourMove            black,
                                           ParlourPosition       *after,
                                           GArray                *events);

/* The result at the start of a turn: failed kings, two bare kings, no move
 * for either side; PARLOUR_RESULT_NONE while the game goes on. */
ParlourResult parlour_simul_outcome     (const ParlourPosition *pos,
                                         ParlourTermination    *termination);

/* Material by the values P1 N3 B3 R5 Q9 (the time pool's decision). */
guint         parlour_simul_material    (const ParlourPosition *pos,
                                         ParlourColor           color);

G_END_DECLS
