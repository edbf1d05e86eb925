/* parlour-variant-crazyhouse.c — chess with drops: Crazyhouse, and one board of Bughouse
 * (docs/rules/crazyhouse.md, docs/rules/bughouse.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both are chess (parlour-variant-chess.c) plus a reserve of pieces in hand that
 * may be dropped on any empty square (pawns not on the first or last rank). They
 * differ in where a captured piece goes:
 *   - Crazyhouse: into the capturer's own reserve, in the capturer's colour;
 *   - a Bughouse board: off the board. The bughouse match passes it to the
 *     partner on the other board; a board on its own (perft, the command-line
 *     tool) simply loses it.
 * A promoted pawn carries the `~` mark (PARLOUR_PIECE_PROMOTED, set by the
 * generic make for every variant with drops) and goes over as a pawn.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-position-private.h"
#include "parlour-variant-chess.h"
#include "parlour-variant-crazyhouse.h"

/* The kind that a captured @piece becomes in hand: a promoted pawn is a pawn
 * again; a king is never held (it is only taken under the King capture rule,
 * which ends the game). Returns 0 for nothing. */
guint
parlour_drops_kind_in_hand (const ParlourVariant *variant,
                            ParlourPiece          piece)
{
  guint kind = PARLOUR_PIECE_KIND (piece);

  if (piece == PARLOUR_PIECE_EMPTY || variant->kinds[kind].royal)
    return 0;
  if (PARLOUR_PIECE_IS_PROMOTED (piece))
    return parlour_variant_pawn_kind (variant);
  return kind;
}

static void
crazyhouse_make (ParlourPosition *pos,
                 ParlourMove      move,
                 ParlourUndo     *undo)
{
  ParlourColor us = pos->side;
  guint kind;

  parlour_movegen_make_default (pos, move, undo);
  kind = parlour_drops_kind_in_hand (pos->variant, undo->captured);
  if (kind)
    parlour_movegen_reserve_change (pos, us, kind, +1);
}

static void
crazyhouse_unmake (ParlourPosition   *pos,
                   const ParlourUndo *undo)
{
  guint kind = parlour_drops_kind_in_hand (pos->variant, undo->captured);

  /* the hash comes back from the undo record with everything else */
  if (kind)
    pos->reserve[PARLOUR_OTHER (pos->side)][kind]--;
  parlour_movegen_unmake_default (pos, undo);
}

/* Could a piece dropped somewhere stop the check on the side to move? Every
 * kind but the royal one is put in hand for the question, whether or not the
 * player holds it (docs/rules/bughouse.md, "Checkmate"). */
static gboolean
drop_could_block (const ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  ParlourPosition tmp = *pos;
  ParlourMoveList list;

  tmp.rules &= ~PARLOUR_RULE_KING_CAPTURE;
  for (guint k = 1; k <= v->n_kinds; k++)
    if (!v->kinds[k].royal)
      tmp.reserve[tmp.side][k] = 1;
  parlour_movegen_legal_default (&tmp, &list);
  return list.n > 0;
}

/* On a bughouse board a player with no move is mated only when no drop could
 * block the check; otherwise, and when not in check at all, the player waits
 * for a piece from the partner (there is no stalemate). */
static ParlourResult
bughouse_outcome (const ParlourPosition *pos,
                  guint                  n_legal,
                  ParlourTermination    *termination)
{
  if (n_legal == 0 && pos->royal[pos->side] != PARLOUR_NO_SQUARE)
    {
      ParlourColor us = pos->side;
      *termination = PARLOUR_TERMINATION_NONE;
      if (!parlour_position_in_check (pos) || drop_could_block (pos))
        return PARLOUR_RESULT_NONE;
      *termination = PARLOUR_TERMINATION_CHECKMATE;
      return us == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS : PARLOUR_RESULT_WHITE_WINS;
    }
  return parlour_movegen_outcome_default (pos, n_legal, termination);
}

/* The partner can send any piece at any moment: no material is ever too little. */
static gboolean
bughouse_cannot_mate (const ParlourPosition *pos,
                      ParlourColor           side)
{
  (void) pos;
  (void) side;
  return FALSE;
}

static const ParlourVariantOps crazyhouse_ops = {
  .legal_moves = parlour_movegen_legal_default,
  .make = crazyhouse_make,
  .unmake = crazyhouse_unmake,
  .outcome = parlour_movegen_outcome_default,
  .capture_promotion = NULL,
  .cannot_mate = parlour_chess_cannot_mate,
  .validate = parlour_chess_validate,
};

static const ParlourVariantOps bughouse_ops = {
  .legal_moves = parlour_movegen_legal_default,
  .make = parlour_movegen_make_default,
  .unmake = parlour_movegen_unmake_default,
  .outcome = bughouse_outcome,
  .capture_promotion = NULL,
  .cannot_mate = bughouse_cannot_mate,
  .validate = parlour_chess_validate,
};

ParlourVariant parlour_variant_crazyhouse = {
  .id = "crazyhouse",
  .name = N_("Crazyhouse"),
  .description = N_("Chess in which captured pieces change sides and can be dropped back"),
  .pgn_name = "Crazyhouse",
  .width = 8,
  .height = 8,
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
  .kinds = parlour_chess_kinds,
  .n_kinds = PARLOUR_CHESS_KING,
  .flags = PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT | PARLOUR_VARIANT_DROPS |
           PARLOUR_VARIANT_LAST_RANK_PROMO,
  .promotion_kinds = parlour_chess_promotions,
  .initial_squares = { NULL, NULL },
  .claim_halfmoves = 100,
  .auto_halfmoves = 150,
  .castle_king_file = 4,
  .ops = &crazyhouse_ops,
};

ParlourVariant parlour_variant_bughouse = {
  .id = "bughouse",
  .name = N_("Bughouse"),
  .description = N_("Two boards, four players: captured pieces go to your partner"),
  .pgn_name = "Bughouse",
  .width = 8,
  .height = 8,
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
  .kinds = parlour_chess_kinds,
  .n_kinds = PARLOUR_CHESS_KING,
  .flags = PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT | PARLOUR_VARIANT_DROPS |
           PARLOUR_VARIANT_KING_CAPTURE_OPT | PARLOUR_VARIANT_LAST_RANK_PROMO |
           PARLOUR_VARIANT_CAPTURES_TO_PARTNER,
  .promotion_kinds = parlour_chess_promotions,
  .initial_squares = { NULL, NULL },
  .claim_halfmoves = 100,
  .auto_halfmoves = 150,
  .castle_king_file = 4,
  .ops = &bughouse_ops,
};
