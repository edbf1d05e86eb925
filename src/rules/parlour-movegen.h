/* parlour-movegen.h — the generic rules that variants build on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

void          parlour_movegen_piece          (const ParlourPosition *pos,
                                              guint                  sq,
                                              ParlourMoveList       *list);
void          parlour_movegen_pseudo         (const ParlourPosition *pos,
                                              ParlourMoveList       *list,
                                              gboolean               castle_attack_tests);
/* The captures and promotions of parlour_movegen_pseudo()'s list, in its order. */
void          parlour_movegen_tactical       (const ParlourPosition *pos,
                                              ParlourMoveList       *list);
/* Where a move of the side to move may attack the opposing royal
 * (parlour_movegen_check_squares()). */
typedef struct
{
  gboolean usable;
  guint32  direct[PARLOUR_MAX_SQUARES];    /* codes of ours that would attack it from each square */
  guint8   uncovers[PARLOUR_MAX_SQUARES];  /* leaving the square may uncover an attack */
} ParlourCheckSquares;

void          parlour_movegen_check_squares  (const ParlourPosition *pos,
                                              ParlourCheckSquares   *cs);
gboolean      parlour_movegen_may_give_check (const ParlourPosition     *pos,
                                              const ParlourCheckSquares *cs,
                                              ParlourMove                move);
void          parlour_movegen_find_pins      (const ParlourPosition *pos,
                                              guint8                *pinned);
void          parlour_movegen_filter_legal   (ParlourPosition *pos,
                                              ParlourMoveList *list);
/* Whether parlour_movegen_legal_default() would find a move (cheaper). */
gboolean      parlour_movegen_has_legal      (ParlourPosition *pos);
void          parlour_movegen_legal_default  (ParlourPosition *pos,
                                              ParlourMoveList *list);
/* Fills @undo with what every make changes besides the board (before it does). */
void          parlour_movegen_save_undo      (const ParlourPosition *pos,
                                              ParlourMove            move,
                                              ParlourUndo           *undo);
void          parlour_movegen_make_default   (ParlourPosition *pos,
                                              ParlourMove      move,
                                              ParlourUndo     *undo);
/* Adds @delta to @color's count of @kind in hand, keeping the hash. */
void          parlour_movegen_reserve_change (ParlourPosition *pos,
                                              ParlourColor     color,
                                              guint            kind,
                                              int              delta);
void          parlour_movegen_unmake_default (ParlourPosition   *pos,
                                              const ParlourUndo *undo);
/* Clears the en passant square unless a pawn can capture there (legally, under
 * the legal-moves-only rules): positions in which the same moves are possible
 * are the same position (repetition), so a square no capture can use is not
 * part of it. Make and the FEN reader both leave the decision to this. */
void          parlour_movegen_settle_ep      (ParlourPosition *pos);
ParlourResult parlour_movegen_outcome_default (const ParlourPosition *pos,
                                               guint                  n_legal,
                                               ParlourTermination    *termination);

G_END_DECLS
