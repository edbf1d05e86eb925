/* parlour-variant-panic.c — Panic chess (docs/rules/panic.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Panic chess is standard chess with pseudo-legal moves: moving into check and
 * staying in check are allowed, castling ignores attacks, and the game is won by
 * capturing the king. The only draws are agreement, a claim after 50 moves by
 * each side without a capture (pawn moves do not reset that count) and
 * stalemate, which here means the side to move has no piece with a move at all.
 * Which move a selected piece makes is decided by chance, in parlour-panic.c;
 * this file holds only the rules of the position.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-position-private.h"
#include "parlour-variant-chess.h"
#include "parlour-variant-panic.h"

/**
 * parlour_panic_make:
 *
 * The generic make, except for the half-move clock: Panic's 50-move claim counts
 * moves without a capture, so a pawn move does not reset the clock; only a
 * capture (en passant included) does.
 */
void
parlour_panic_make (ParlourPosition *pos,
                    ParlourMove      move,
                    ParlourUndo     *undo)
{
  parlour_movegen_make_default (pos, move, undo);
  /* the clock is not part of the hash, so it can be fixed afterwards */
  pos->halfmove = undo->captured != PARLOUR_PIECE_EMPTY
                    ? 0 : MIN (undo->halfmove + 1, PARLOUR_MAX_MOVE_COUNTER);
}

/**
 * parlour_panic_outcome:
 *
 * A captured king loses; no move for the side to move is stalemate (there is no
 * checkmate: a side in check must still move, and may leave its king en prise).
 * There are no automatic move-count or repetition endings and no dead positions:
 * kings capture, so even two bare kings can still decide the game.
 */
ParlourResult
parlour_panic_outcome (const ParlourPosition *pos,
                       guint                  n_legal,
                       ParlourTermination    *termination)
{
  ParlourColor us = pos->side;

  *termination = PARLOUR_TERMINATION_NONE;
  if (pos->royal[us] == PARLOUR_NO_SQUARE)
    {
      *termination = PARLOUR_TERMINATION_KING_CAPTURED;
      return us == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS : PARLOUR_RESULT_WHITE_WINS;
    }
  if (n_legal == 0)
    {
      *termination = PARLOUR_TERMINATION_STALEMATE;
      return PARLOUR_RESULT_DRAW;
    }
  return PARLOUR_RESULT_NONE;
}

/**
 * parlour_panic_validate:
 *
 * At most one king per side, and the side that has just moved must still have
 * its king (a game ends with the king capture, so only the side to move can be
 * without one: that position is a finished game). The opponent's king may stand
 * attacked. No pawn on the first or last rank.
 */
gboolean
parlour_panic_validate (const ParlourPosition *pos,
                        GError               **error)
{
  ParlourColor them = PARLOUR_OTHER (pos->side);

  if (!parlour_chess_validate_kings_at_most_one (pos, error))
    return FALSE;
  if (pos->count[them][PARLOUR_CHESS_KING] != 1)
    {
      g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                   "FEN board: %s has no king, but only the side to move can have lost it",
                   them ? "Black" : "White");
      return FALSE;
    }
  return parlour_chess_validate_pawn_ranks (pos, error);
}

static const ParlourVariantOps panic_ops = {
  /* with PARLOUR_VARIANT_PSEUDO_LEGAL the generic generator gives pseudo-legal
   * moves, castles without attack tests, and no moves once a king is captured */
  .legal_moves = parlour_movegen_legal_default,
  .make = parlour_panic_make,
  .unmake = parlour_movegen_unmake_default,
  .outcome = parlour_panic_outcome,
  .capture_promotion = NULL,
  /* a lone king can still capture the other king: never a dead position */
  .cannot_mate = NULL,
  .validate = parlour_panic_validate,
};

ParlourVariant parlour_variant_panic = {
  .id = "panic",
  .name = N_("Panic Chess"),
  .description = N_("You choose the piece, chance chooses its move; capture the king to win"),
  .pgn_name = "Panic",
  .width = 8,
  .height = 8,
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  .kinds = parlour_chess_kinds,
  .n_kinds = G_N_ELEMENTS (parlour_chess_kinds) - 1,
  .flags = PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT |
           PARLOUR_VARIANT_PSEUDO_LEGAL | PARLOUR_VARIANT_LAST_RANK_PROMO |
           PARLOUR_VARIANT_NO_REPETITION | PARLOUR_VARIANT_CHANCE,
  /* a promotion's chance is split uniformly over these */
  .promotion_kinds = parlour_chess_promotions,
  .initial_squares = { NULL, NULL },
  .claim_halfmoves = 100,
  .auto_halfmoves = 0,
  .castle_king_file = 4,
  .claim_rule = N_("50 moves without capture"),
  .ops = &panic_ops,
};
