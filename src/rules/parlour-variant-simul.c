/* parlour-variant-simul.c — SimulChess as a variant of the registry (docs/rules/simulchess.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game records a turn as two plies: White's chosen move, then Black's. The
 * first only notes White's move in the position (`pending`) and lets Black
 * choose on the same board; the second resolves both together
 * (parlour-simul.c). So a game's moves, SAN and PGN read as in chess ("1. e4
 * e5" is one turn), and its positions at even plies are the positions at the
 * start of each turn. Who may see a chosen move is the match's business
 * (parlour-simul-match.c): a game only ever holds whole turns outside it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-position-private.h"
#include "parlour-simul.h"
#include "parlour-variant-chess.h"

/* A pass is always playable: the countdown passes for a player who did not
 * choose in time, and a player with no legal move passes. */
static void
simul_legal_moves (ParlourPosition *pos,
                   ParlourMoveList *list)
{
  parlour_simul_legal_moves (pos, pos->side, list);
  parlour_move_list_add (list, PARLOUR_MOVE_PASS_MOVE);
}

static void
simul_make (ParlourPosition *pos,
            ParlourMove      move,
            ParlourUndo     *undo)
{
  ParlourPosition start, after;
  guint n_sq = pos->variant->width * pos->variant->height;

  parlour_movegen_save_undo (pos, move, undo);
  if (pos->side == PARLOUR_WHITE)
    {
      /* White has chosen: Black chooses on the same board, with its own en
       * passant target */
      pos->pending = move;
      pos->side = PARLOUR_BLACK;
      pos->ep = undo->ep_other;
      pos->ep_other = undo->ep;
      parlour_position_rehash (pos);
      return;
    }

  start = *pos;
  start.side = PARLOUR_WHITE;
  start.ep = pos->ep_other;
  start.ep_other = pos->ep;
  start.pending = PARLOUR_MOVE_NONE;
  parlour_simul_resolve_legal (&start, pos->pending, move, &after, NULL);
  for (guint sq = 0; sq < n_sq; sq++)
    if (after.board[sq] != pos->board[sq] && undo->n_changed < G_N_ELEMENTS (undo->changed_sq))
      {
        undo->changed_sq[undo->n_changed] = sq;
        undo->changed_piece[undo->n_changed++] = pos->board[sq];
      }
  after.rules = pos->rules;
  *pos = after;
}

static void
simul_unmake (ParlourPosition   *pos,
              const ParlourUndo *undo)
{
  for (guint i = 0; i < undo->n_changed; i++)
    pos->board[undo->changed_sq[i]] = undo->changed_piece[i];
  if (undo->n_changed > 0)
    parlour_position_recount (pos);
  pos->side = PARLOUR_OTHER (pos->side);
  pos->castling = undo->castling;
  pos->ep = undo->ep;
  pos->ep_other = undo->ep_other;
  pos->pending = undo->pending;
  pos->passes = undo->passes;
  pos->royal[0] = undo->royal[0];
  pos->royal[1] = undo->royal[1];
  pos->halfmove = undo->halfmove;
  pos->fullmove = undo->fullmove;
  pos->failed = undo->failed;
  pos->hash = undo->hash;
}

/* Decided at the start of a turn only: in the middle of one nothing has
 * happened yet. */
static ParlourResult
simul_outcome (const ParlourPosition *pos,
               guint                  n_legal,
               ParlourTermination    *termination)
{
  *termination = PARLOUR_TERMINATION_NONE;
  if (pos->pending != PARLOUR_MOVE_NONE)
    return PARLOUR_RESULT_NONE;
  return parlour_simul_outcome (pos, termination);
}

/* At most one king each (a king removed in the last turn leaves a finished
 * game, whose FEN reads back), and no pawn on the first or last rank. Kings
 * may stand attacked: that too is a finished game. */
static gboolean
simul_validate (const ParlourPosition *pos,
                GError               **error)
{
  return parlour_chess_validate_kings_at_most_one (pos, error) &&
         parlour_chess_validate_pawn_ranks (pos, error);
}

static const ParlourVariantOps simul_ops = {
  .legal_moves = simul_legal_moves,
  .make = simul_make,
  .unmake = simul_unmake,
  .outcome = simul_outcome,
  .capture_promotion = NULL,
  /* no flag falls: the time pool is decided by material (parlour-simul-match.c) */
  .cannot_mate = NULL,
  .validate = simul_validate,
};

ParlourVariant parlour_variant_simul = {
  .id = "simulchess",
  .name = N_("SimulChess"),
  .description = N_("Both players move at the same time; pieces that meet are removed"),
  .pgn_name = "SimulChess",
  .width = 8,
  .height = 8,
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  .kinds = parlour_chess_kinds,
  .n_kinds = G_N_ELEMENTS (parlour_chess_kinds) - 1,
  .flags = PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT |
           PARLOUR_VARIANT_LAST_RANK_PROMO | PARLOUR_VARIANT_SIMULTANEOUS,
  .promotion_kinds = parlour_chess_promotions,
  .initial_squares = { NULL, NULL },
  /* the half-move clock counts turns here: fifty turns */
  .claim_halfmoves = 50,
  .auto_halfmoves = 0,
  .castle_king_file = 4,
  .claim_rule = N_("50 turns without capture or pawn move"),
  .ops = &simul_ops,
};
