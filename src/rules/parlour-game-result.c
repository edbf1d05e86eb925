/* parlour-game-result.c — how a game ends: the rules that end it by themselves,
 * claims, resignation, agreement, flags; the names of results and terminations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-game-private.h"

#include <string.h>

G_DEFINE_ENUM_TYPE (ParlourColor, parlour_color,
  G_DEFINE_ENUM_VALUE (PARLOUR_WHITE, "white"),
  G_DEFINE_ENUM_VALUE (PARLOUR_BLACK, "black"))

G_DEFINE_ENUM_TYPE (ParlourResult, parlour_result,
  G_DEFINE_ENUM_VALUE (PARLOUR_RESULT_NONE, "none"),
  G_DEFINE_ENUM_VALUE (PARLOUR_RESULT_WHITE_WINS, "white-wins"),
  G_DEFINE_ENUM_VALUE (PARLOUR_RESULT_BLACK_WINS, "black-wins"),
  G_DEFINE_ENUM_VALUE (PARLOUR_RESULT_DRAW, "draw"))

G_DEFINE_ENUM_TYPE (ParlourTermination, parlour_termination,
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_NONE, "none"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_CHECKMATE, "checkmate"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_STALEMATE, "stalemate"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_KING_CAPTURED, "king-captured"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_THREEFOLD_REPETITION, "threefold-repetition"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_FIVEFOLD_REPETITION, "fivefold-repetition"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_FIFTY_MOVES, "fifty-moves"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES, "seventy-five-moves"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL, "insufficient-material"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_RESIGNATION, "resignation"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_AGREEMENT, "agreement"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_TIME, "time"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_TIME_INSUFFICIENT, "time-insufficient"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_BARE_ROYAL, "bare-royal"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_FOUR_PASSES, "four-passes"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_HUNDRED_MOVES, "hundred-moves"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_KING_FAILED, "king-failed"),
  G_DEFINE_ENUM_VALUE (PARLOUR_TERMINATION_OTHER_BOARD, "other-board"))

static gboolean
same_position (const ParlourPosition *a,
               const ParlourPosition *b)
{
  /* The hash covers side, castling rights and a capturable en passant square;
   * the board and reserves guard against a collision. */
  return a->hash == b->hash && a->side == b->side && a->castling == b->castling &&
         a->ep == b->ep && memcmp (a->board, b->board, sizeof a->board) == 0 &&
         memcmp (a->reserve, b->reserve, sizeof a->reserve) == 0;
}

/* The repetition index's key for a position: its hash (folded to a pointer's
 * width, so on a 32-bit machine two hashes may share a key; same_position tells
 * them apart). */
static inline gpointer
hash_key (const ParlourPosition *pos)
{
  return (gpointer) (guintptr) pos->hash;
}

/**
 * parlour_game_repetition_count:
 * @self: a game
 *
 * Returns: how often the current position has occurred in the game, itself included
 */
guint
parlour_game_repetition_count (ParlourGame *self)
{
  const ParlourPosition *now;
  guint count = 0;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), 0);

  /* Only the earlier positions with the same hash are compared: a game of N
   * plies costs N steps, not N²/2. The index is brought up to date here. */
  while (self->same_hash_before->len < self->positions->len)
    {
      guint i = self->same_hash_before->len;
      gpointer key = hash_key (&g_array_index (self->positions, ParlourPosition, i));
      guint before = GPOINTER_TO_UINT (g_hash_table_lookup (self->last_with_hash, key));
      g_array_append_val (self->same_hash_before, before);
      g_hash_table_insert (self->last_with_hash, key, GUINT_TO_POINTER (i + 1));
    }
  now = parlour_game_current (self);
  for (guint at = self->positions->len; at > 0;
       at = g_array_index (self->same_hash_before, guint, at - 1))
    if (same_position (&g_array_index (self->positions, ParlourPosition, at - 1), now))
      count++;
  return count;
}

void
parlour_game_unindex_last (ParlourGame *self)
{
  guint last = self->positions->len - 1;
  gpointer key;
  guint before;

  if (self->same_hash_before->len <= last)
    return;
  key = hash_key (&g_array_index (self->positions, ParlourPosition, last));
  before = g_array_index (self->same_hash_before, guint, last);
  if (before > 0)
    g_hash_table_insert (self->last_with_hash, key, GUINT_TO_POINTER (before));
  else
    g_hash_table_remove (self->last_with_hash, key);
  g_array_set_size (self->same_hash_before, last);
}

void
parlour_game_reindex (ParlourGame *self)
{
  g_array_set_size (self->same_hash_before, 0);
  g_hash_table_remove_all (self->last_with_hash);
}

/**
 * parlour_game_can_claim_draw:
 * @self: a game
 * @reason: (out) (optional): the rule that allows the claim
 *
 * Returns: %TRUE if the side to move may claim a draw now: the position has
 *   occurred three times, or the variant's claim move rule is reached (50 moves,
 *   or 100 in Bungalow)
 */
gboolean
parlour_game_can_claim_draw (ParlourGame        *self,
                             ParlourTermination *reason)
{
  ParlourTermination why = PARLOUR_TERMINATION_NONE;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);

  if (!parlour_game_is_over (self))
    {
      guint claim = self->variant->claim_halfmoves;

      if (!(self->variant->flags & PARLOUR_VARIANT_NO_REPETITION) &&
          parlour_game_repetition_count (self) >= 3)
        why = PARLOUR_TERMINATION_THREEFOLD_REPETITION;
      else if (claim != 0 && parlour_game_current (self)->halfmove >= claim)
        /* the variant names its claim rule (Bungalow: 100 moves by each side) */
        why = self->variant->claim_termination != PARLOUR_TERMINATION_NONE
              ? self->variant->claim_termination : PARLOUR_TERMINATION_FIFTY_MOVES;
    }
  if (reason != NULL)
    *reason = why;
  return why != PARLOUR_TERMINATION_NONE;
}

/* Ends the game with a result the position does not show. */
static void
set_result (ParlourGame        *self,
            ParlourResult       result,
            ParlourTermination  termination)
{
  ParlourGameState before;

  parlour_game_save_state (self, &before);
  self->result = result;
  self->termination = termination;
  parlour_game_notify_changes (self, &before);
}

/**
 * parlour_game_claim_draw:
 * @self: a game
 * @error: a #GError
 *
 * Ends the game drawn by the side to move's claim (threefold repetition or the
 * 50-move rule).
 *
 * Returns: %TRUE if the claim was valid; %FALSE with %PARLOUR_GAME_ERROR_NO_CLAIM
 *   or %PARLOUR_GAME_ERROR_GAME_OVER
 */
gboolean
parlour_game_claim_draw (ParlourGame *self,
                         GError     **error)
{
  ParlourTermination reason;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (parlour_game_is_over (self))
    return parlour_game_over_error (self, error);
  if (!parlour_game_can_claim_draw (self, &reason))
    {
      g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_NO_CLAIM,
                   "No draw can be claimed: the position has occurred %u time(s) and "
                   "%u half-moves have passed without a capture or pawn move",
                   parlour_game_repetition_count (self), parlour_game_current (self)->halfmove);
      return FALSE;
    }
  set_result (self, PARLOUR_RESULT_DRAW, reason);
  return TRUE;
}

/**
 * parlour_game_resign:
 * @self: a game
 * @loser: the side that resigns
 *
 * Does nothing if the game is already over.
 */
void
parlour_game_resign (ParlourGame  *self,
                     ParlourColor  loser)
{
  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (loser == PARLOUR_WHITE || loser == PARLOUR_BLACK);

  if (!parlour_game_is_over (self))
    set_result (self, loser == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS
                                             : PARLOUR_RESULT_WHITE_WINS,
                PARLOUR_TERMINATION_RESIGNATION);
}

/**
 * parlour_game_agree_draw:
 * @self: a game
 *
 * Ends the game drawn by agreement; does nothing if it is already over.
 */
void
parlour_game_agree_draw (ParlourGame *self)
{
  g_return_if_fail (PARLOUR_IS_GAME (self));

  if (!parlour_game_is_over (self))
    set_result (self, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_AGREEMENT);
}

/**
 * parlour_game_flag_fall:
 * @self: a game
 * @side: the side whose time ran out
 *
 * Ends the game lost for @side, or drawn if the opponent could never mate
 * (FIDE 6.9). Does nothing if the game is already over (a flag that fell after
 * the mating move, say).
 */
void
parlour_game_flag_fall (ParlourGame  *self,
                        ParlourColor  side)
{
  ParlourColor other = PARLOUR_OTHER (side);

  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (side == PARLOUR_WHITE || side == PARLOUR_BLACK);

  if (parlour_game_is_over (self))
    return;
  if (parlour_position_cannot_mate (parlour_game_current (self), other))
    set_result (self, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_TIME_INSUFFICIENT);
  else
    set_result (self, other == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS
                                             : PARLOUR_RESULT_BLACK_WINS,
                PARLOUR_TERMINATION_TIME);
}

/**
 * parlour_game_set_result:
 * @self: a game
 * @result: the result
 * @termination: why, or %PARLOUR_TERMINATION_NONE if not known
 *
 * Sets a result that the moves do not show (a PGN's Result tag, an
 * adjudication). %PARLOUR_RESULT_NONE reopens the game, unless its position
 * ends it by itself.
 */
void
parlour_game_set_result (ParlourGame        *self,
                         ParlourResult       result,
                         ParlourTermination  termination)
{
  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (result <= PARLOUR_RESULT_DRAW);

  if (result == PARLOUR_RESULT_NONE)
    {
      ParlourGameState before;

      parlour_game_save_state (self, &before);
      parlour_game_evaluate (self);
      parlour_game_notify_changes (self, &before);
    }
  else
    set_result (self, result, termination);
}

/* The result that the position and the history decide on their own: the
 * variant's outcome (mate, stalemate, king captured, dead position, the automatic
 * move rule), then fivefold repetition (for variants that have repetition rules). */
void
parlour_game_evaluate (ParlourGame *self)
{
  ParlourPosition pos = *parlour_game_current (self);
  ParlourTermination termination = PARLOUR_TERMINATION_NONE;
  ParlourResult result;

  if ((pos.rules & PARLOUR_RULE_KING_CAPTURE) &&
      !(pos.variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL))
    {
      /* Under the king capture rule the move list is pseudo-legal, but checkmate
       * and stalemate still end the game (docs/rules/chess.md, "The King capture
       * option"): count the moves that the legal-moves-only rule would allow. */
      ParlourPosition strict = pos;
      ParlourMoveList list;

      strict.rules &= ~PARLOUR_RULE_KING_CAPTURE;
      parlour_position_legal_moves (&strict, &list);
      result = pos.variant->ops->outcome (&pos, list.n, &termination);
    }
  else
    result = parlour_position_outcome (&pos, &termination);

  if (result == PARLOUR_RESULT_NONE && !(pos.variant->flags & PARLOUR_VARIANT_NO_REPETITION) &&
      parlour_game_repetition_count (self) >= 5)
    {
      result = PARLOUR_RESULT_DRAW;
      termination = PARLOUR_TERMINATION_FIVEFOLD_REPETITION;
    }
  self->result = result;
  self->termination = result == PARLOUR_RESULT_NONE ? PARLOUR_TERMINATION_NONE : termination;
}

const char *
parlour_result_to_string (ParlourResult result)
{
  switch (result)
    {
    case PARLOUR_RESULT_WHITE_WINS: return "1-0";
    case PARLOUR_RESULT_BLACK_WINS: return "0-1";
    case PARLOUR_RESULT_DRAW:       return "1/2-1/2";
    case PARLOUR_RESULT_NONE:
    default:                        return "*";
    }
}

const char *
parlour_termination_to_string (ParlourTermination termination)
{
  switch (termination)
    {
    case PARLOUR_TERMINATION_NONE:                  return "";
    case PARLOUR_TERMINATION_CHECKMATE:             return "checkmate";
    case PARLOUR_TERMINATION_STALEMATE:             return "stalemate";
    case PARLOUR_TERMINATION_KING_CAPTURED:         return "king captured";
    case PARLOUR_TERMINATION_THREEFOLD_REPETITION:  return "threefold repetition";
    case PARLOUR_TERMINATION_FIVEFOLD_REPETITION:   return "fivefold repetition";
    case PARLOUR_TERMINATION_FIFTY_MOVES:           return "50-move rule";
    case PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES:    return "75-move rule";
    case PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL: return "insufficient material";
    case PARLOUR_TERMINATION_RESIGNATION:           return "resignation";
    case PARLOUR_TERMINATION_AGREEMENT:             return "agreement";
    case PARLOUR_TERMINATION_TIME:                  return "time";
    case PARLOUR_TERMINATION_TIME_INSUFFICIENT:     return "time (opponent cannot mate)";
    case PARLOUR_TERMINATION_BARE_ROYAL:            return "bare royal";
    case PARLOUR_TERMINATION_FOUR_PASSES:           return "four passes";
    case PARLOUR_TERMINATION_HUNDRED_MOVES:         return "100-move rule";
    case PARLOUR_TERMINATION_KING_FAILED:           return "king lost or attacked";
    case PARLOUR_TERMINATION_OTHER_BOARD:           return "the game on the other board ended";
    default:                                        return "unknown";
    }
}

/**
 * parlour_game_change_reserve:
 * @self: a game of a variant with drops
 * @color: whose reserve
 * @kind: the kind of piece
 * @delta: how many pieces arrive (negative: leave)
 * @error: a #GError
 *
 * Changes a reserve between two moves (a bughouse partner's capture). The
 * current position is the one the next ply is played from, so it takes the
 * change in place: position_at() of that ply, the SAN of the next move and
 * repetitions see the piece in hand. Nothing else is recorded here; the
 * bughouse match keeps the changes in its history and takes them back in
 * order (docs/engine.md, "Matches").
 *
 * Returns: %TRUE if the reserve changed
 */
gboolean
parlour_game_change_reserve (ParlourGame  *self,
                             ParlourColor  color,
                             guint         kind,
                             int           delta,
                             GError      **error)
{
  ParlourPosition *pos;
  ParlourGameState before;
  int count;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  g_return_val_if_fail (color == PARLOUR_WHITE || color == PARLOUR_BLACK, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  pos = parlour_game_current (self);
  if (!(self->variant->flags & PARLOUR_VARIANT_DROPS) || kind < 1
      || kind > self->variant->n_kinds || self->variant->kinds[kind].royal)
    {
      g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE,
                   "%s has no reserve of piece kind %u", self->variant->id, kind);
      return FALSE;
    }
  count = pos->reserve[color][kind] + delta;
  if (count < 0 || count > 63)
    {
      g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE,
                   "A reserve of %d “%c” cannot be", count,
                   parlour_variant_kind_letter (self->variant, kind));
      return FALSE;
    }
  parlour_game_save_state (self, &before);
  /* the last position's hash changes: the index must not keep the old one */
  parlour_game_unindex_last (self);
  parlour_position_set_reserve (pos, color, kind, (guint) count);
  /* a resignation or a flag stays; what the position decides is decided again */
  if (self->result == PARLOUR_RESULT_NONE)
    parlour_game_evaluate (self);
  parlour_game_notify_changes (self, &before);
  return TRUE;
}
