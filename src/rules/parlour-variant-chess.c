/* parlour-variant-chess.c — standard chess (docs/rules/chess.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-position-private.h"
#include "parlour-variant-chess.h"

const ParlourKind parlour_chess_kinds[PARLOUR_CHESS_KING + 1] = {
  { 0 },
  [PARLOUR_CHESS_PAWN]   = { 'P', "pawn",   N_("Pawn"),   "fmWfcFifmnD", NULL, 100, .pawn = TRUE },
  [PARLOUR_CHESS_KNIGHT] = { 'N', "knight", N_("Knight"), "N",           NULL, 300 },
  [PARLOUR_CHESS_BISHOP] = { 'B', "bishop", N_("Bishop"), "B",           NULL, 300 },
  [PARLOUR_CHESS_ROOK]   = { 'R', "rook",   N_("Rook"),   "R",           NULL, 500 },
  [PARLOUR_CHESS_QUEEN]  = { 'Q', "queen",  N_("Queen"),  "Q",           NULL, 900 },
  [PARLOUR_CHESS_KING]   = { 'K', "king",   N_("King"),   "K",           NULL, 0, .royal = TRUE },
};

const guint8 parlour_chess_promotions[5] = {
  PARLOUR_CHESS_QUEEN, PARLOUR_CHESS_ROOK, PARLOUR_CHESS_BISHOP, PARLOUR_CHESS_KNIGHT, 0
};

/* The colour of a square: 0 dark, 1 light. */
static guint
square_colour (const ParlourPosition *pos, guint sq)
{
  guint w = pos->variant->width;
  return ((sq % w) + (sq / w)) & 1;
}

/* Bishops of @color all on one square colour? Returns 0/1 for that colour, -1 for
 * both, -2 for none. */
static int
bishop_colours (const ParlourPosition *pos, ParlourColor color)
{
  guint n_sq = pos->variant->width * pos->variant->height;
  int found = -2;
  for (guint sq = 0; sq < n_sq; sq++)
    if (pos->board[sq] == PARLOUR_PIECE_MAKE (PARLOUR_CHESS_BISHOP, color))
      {
        int c = square_colour (pos, sq);
        if (found == -2)
          found = c;
        else if (found != c)
          return -1;
      }
  return found;
}

static gboolean
has_only (const ParlourPosition *pos, ParlourColor color, guint allowed_mask)
{
  for (guint k = 1; k < G_N_ELEMENTS (parlour_chess_kinds); k++)
    if (pos->count[color][k] && !(allowed_mask & (1u << k)) && k != PARLOUR_CHESS_KING)
      return FALSE;
  return TRUE;
}

/* Can @side never mate, whatever both play? (FIDE 6.9 and the dead positions
 * of docs/rules/chess.md, "Dead positions".) */
gboolean
parlour_chess_cannot_mate (const ParlourPosition *pos,
                           ParlourColor           side)
{
  ParlourColor other = PARLOUR_OTHER (side);
  gboolean other_bare = has_only (pos, other, 0);

  if (pos->reserve[side][PARLOUR_CHESS_PAWN] || pos->reserve[side][PARLOUR_CHESS_KNIGHT] ||
      pos->reserve[side][PARLOUR_CHESS_BISHOP] || pos->reserve[side][PARLOUR_CHESS_ROOK] ||
      pos->reserve[side][PARLOUR_CHESS_QUEEN])
    return FALSE;
  if (has_only (pos, side, 0))
    return TRUE;
  /* a lone knight mates only with help from enemy pieces */
  if (has_only (pos, side, 1u << PARLOUR_CHESS_KNIGHT) && pos->count[side][PARLOUR_CHESS_KNIGHT] == 1)
    return other_bare;
  /* bishops all on one colour: mate needs an enemy piece that can block on the
   * other colour (anything but same-coloured bishops) */
  if (has_only (pos, side, 1u << PARLOUR_CHESS_BISHOP))
    {
      int mine = bishop_colours (pos, side);
      int theirs;
      if (mine < 0)
        return FALSE;
      if (other_bare)
        return TRUE;
      if (!has_only (pos, other, 1u << PARLOUR_CHESS_BISHOP))
        return FALSE;
      theirs = bishop_colours (pos, other);
      return theirs == mine;
    }
  return FALSE;
}

gboolean
parlour_chess_validate (const ParlourPosition *pos,
                        GError               **error)
{
  guint king = parlour_variant_royal_kind (pos->variant);

  for (guint c = 0; c < 2; c++)
    {
      /* Under the King capture option a game ends when a king is taken: the
       * side to move may have lost its king (that position is a finished
       * game, and the engine writes its FEN like any other) */
      if (pos->count[c][king] == 1 ||
          (pos->count[c][king] == 0 && c == pos->side &&
           (pos->rules & PARLOUR_RULE_KING_CAPTURE)))
        continue;
      g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                   "FEN board: %s has %u kings, expected exactly one",
                   c ? "Black" : "White", pos->count[c][king]);
      return FALSE;
    }
  if (!parlour_chess_validate_pawn_ranks (pos, error))
    return FALSE;
  if (!(pos->rules & PARLOUR_RULE_KING_CAPTURE))
    return parlour_position_validate_not_in_check (pos, error);
  return TRUE;
}

gboolean
parlour_chess_validate_kings_at_most_one (const ParlourPosition *pos,
                                          GError               **error)
{
  guint king = parlour_variant_royal_kind (pos->variant);

  for (guint c = 0; c < 2; c++)
    if (pos->count[c][king] > 1)
      {
        g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                     "FEN board: %s has %u kings, expected one",
                     c ? "Black" : "White", pos->count[c][king]);
        return FALSE;
      }
  return TRUE;
}

gboolean
parlour_chess_validate_pawn_ranks (const ParlourPosition *pos,
                                   GError               **error)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  guint pawn = parlour_variant_pawn_kind (v);

  for (guint sq = 0; sq < n_sq; sq++)
    {
      guint rank = sq / v->width;
      if (PARLOUR_PIECE_KIND (pos->board[sq]) == pawn && (rank == 0 || rank == v->height - 1))
        {
          g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                       "FEN board: a pawn stands on %c%u, on the first or last rank",
                       'a' + sq % v->width, rank + 1);
          return FALSE;
        }
    }
  return TRUE;
}

static const ParlourVariantOps chess_ops = {
  .legal_moves = parlour_movegen_legal_default,
  .make = parlour_movegen_make_default,
  .unmake = parlour_movegen_unmake_default,
  .outcome = parlour_movegen_outcome_default,
  .capture_promotion = NULL,
  .cannot_mate = parlour_chess_cannot_mate,
  .validate = parlour_chess_validate,
};

ParlourVariant parlour_variant_chess = {
  .id = "chess",
  .name = N_("Chess"),
  .description = N_("Standard chess under FIDE rules, optionally with king capture"),
  .pgn_name = "Standard",
  .width = 8,
  .height = 8,
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  .kinds = parlour_chess_kinds,
  .n_kinds = G_N_ELEMENTS (parlour_chess_kinds) - 1,
  .flags = PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT |
           PARLOUR_VARIANT_KING_CAPTURE_OPT | PARLOUR_VARIANT_LAST_RANK_PROMO,
  .promotion_kinds = parlour_chess_promotions,
  .initial_squares = { NULL, NULL },
  .claim_halfmoves = 100,
  .auto_halfmoves = 150,
  .castle_king_file = 4,
  .ops = &chess_ops,
};
