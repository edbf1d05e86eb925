/* parlour-variant-bungalow.c — Bungalow Shatranj, 2D Bungalow, Forward Bungalow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bungalow.md. The pieces are table rows (Betza, plus the Giraffe's
 * named generator in parlour-giraffe.c); what this file adds to the generic
 * engine is:
 *   - capture promotion and the Leader <kind> (a royal-marked piece, `^`),
 *   - the check rule: in check the only legal moves are captures of a checking
 *     piece after which the royal is safe; the royal cannot step away,
 *   - passing (not in check), four passes in a row draw,
 *   - the bare royal results, judged from the position alone,
 *   - FEN checks: exactly one royal per side, no side not to move in check.
 * See docs/bungalow.md for the decisions and how the perft counts were checked.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-position-private.h"
#include "parlour-variant-bungalow.h"

#include <string.h>

/* The classic set: Bungalow Shatranj and 2D Bungalow. */
static const ParlourKind bungalow_kinds[] = {
  { 0 },
  [PARLOUR_BUNGALOW_PAWN]      = { 'P', "pawn",      N_("Pawn"),      "fmWfcFifmnD", NULL, 100, .pawn = TRUE },
  [PARLOUR_BUNGALOW_ASSISTANT] = { 'A', "assistant", N_("Assistant"), "F",           NULL, 150 },
  [PARLOUR_BUNGALOW_LEADER]    = { 'L', "leader",    N_("Leader"),    "K",           NULL, 0, .royal = TRUE },
  [PARLOUR_BUNGALOW_DABBABAH]  = { 'D', "dabbabah",  N_("Dabbabah"),  "D",           NULL, 150 },
  [PARLOUR_BUNGALOW_HORSE]     = { 'H', "horse",     N_("Horse"),     "N",           NULL, 350 },
  [PARLOUR_BUNGALOW_CAMEL]     = { 'C', "camel",     N_("Camel"),     "C",           NULL, 300 },
  [PARLOUR_BUNGALOW_ELEPHANT]  = { 'E', "elephant",  N_("Elephant"),  "A",           NULL, 120 },
};

/* Forward Bungalow: the forward and lame pieces and the Giraffe. The Assistant
 * stays in the set: it is what a pawn becomes when it captures a pawn. */
static const ParlourKind forward_kinds[] = {
  { 0 },
  [PARLOUR_BUNGALOW_PAWN]          = { 'P', "pawn",          N_("Pawn"),          "fmWfcFifmnD", NULL, 100, .pawn = TRUE },
  [PARLOUR_BUNGALOW_ASSISTANT]     = { 'A', "assistant",     N_("Assistant"),     "F",           NULL, 150 },
  [PARLOUR_BUNGALOW_LEADER]        = { 'L', "leader",        N_("Leader"),        "K",           NULL, 0, .royal = TRUE },
  [PARLOUR_BUNGALOW_LAME_DABBABAH] = { 'Y', "lame-dabbabah", N_("Lame Dabbabah"), "nD",          NULL, 120 },
  [PARLOUR_BUNGALOW_DARK_HORSE]    = { 'O', "dark-horse",    N_("Dark Horse"),    "nN",          NULL, 300 },
  [PARLOUR_BUNGALOW_HUMP]          = { 'U', "hump",          N_("Hump"),          "fC",          NULL, 200 },
  [PARLOUR_BUNGALOW_LAME_ALFIL]    = { 'T', "lame-alfil",    N_("Lame Alfil"),    "nA",          NULL, 100 },
  [PARLOUR_BUNGALOW_GIRAFFE]       = { 'G', "giraffe",       N_("Giraffe"),       NULL,          &parlour_giraffe_movement, 350 },
  [PARLOUR_BUNGALOW_MITRE]         = { 'M', "mitre",         N_("Mitre"),         "fB",          NULL, 250 },
};

/* No last-rank promotion. */
static const guint8 no_promotions[] = { 0 };

/* The pawn start squares (docs/rules/bungalow.md, "Pawns"), for the two-step move:
 * White a3, b2-i2, j3; Black a8, b9-i9, j8. Square = rank * 10 + file. */
static const guint8 white_initial[PARLOUR_MAX_SQUARES] = {
  [20] = 1,
  [11] = 1, [12] = 1, [13] = 1, [14] = 1, [15] = 1, [16] = 1, [17] = 1, [18] = 1,
  [29] = 1,
};
static const guint8 black_initial[PARLOUR_MAX_SQUARES] = {
  [70] = 1,
  [81] = 1, [82] = 1, [83] = 1, [84] = 1, [85] = 1, [86] = 1, [87] = 1, [88] = 1,
  [79] = 1,
};

static inline gboolean
is_royal (const ParlourVariant *v,
          ParlourPiece          p)
{
  return PARLOUR_PIECE_HAS_ROYAL_MARK (p) || v->kinds[PARLOUR_PIECE_KIND (p)].royal;
}

/**
 * parlour_bungalow_is_bare:
 * @pos: a Bungalow position
 * @color: a side
 *
 * Returns: %TRUE if @color has its royal piece and nothing else
 */
gboolean
parlour_bungalow_is_bare (const ParlourPosition *pos,
                          ParlourColor           color)
{
  guint n = 0;

  if (pos->royal[color] == PARLOUR_NO_SQUARE)
    return FALSE;
  for (guint k = 1; k <= pos->variant->n_kinds; k++)
    n += pos->count[color][k];
  return n == 1;
}

/* docs/rules/bungalow.md, "Capture promotion". Only pawns, Assistants and
 * plain Leaders change. A pawn or an Assistant is "low": a pawn taking one
 * becomes an Assistant, an Assistant or a plain Leader taking one stays what
 * it is. */
static guint
bungalow_capture_promotion (const ParlourPosition *pos,
                            ParlourPiece           mover,
                            ParlourPiece           captured,
                            gboolean              *royal_mark)
{
  guint taken = PARLOUR_PIECE_KIND (captured);
  gboolean low = taken == PARLOUR_BUNGALOW_PAWN || taken == PARLOUR_BUNGALOW_ASSISTANT;

  /* A Leader <kind> never changes again (Decision). A royal is never really
   * captured in legal play; if one is, nothing changes either. */
  if (PARLOUR_PIECE_HAS_ROYAL_MARK (mover) || is_royal (pos->variant, captured))
    return 0;
  switch (PARLOUR_PIECE_KIND (mover))
    {
    case PARLOUR_BUNGALOW_PAWN:
      return taken == PARLOUR_BUNGALOW_PAWN ? PARLOUR_BUNGALOW_ASSISTANT : taken;
    case PARLOUR_BUNGALOW_ASSISTANT:
      return low ? 0 : taken;
    case PARLOUR_BUNGALOW_LEADER:
      if (low)
        return 0;
      *royal_mark = TRUE;
      return taken;
    default:
      return 0;
    }
}

/* Has @color a piece with a named generator (a Giraffe) on the board? */
static inline gboolean
has_custom (const ParlourPosition *pos,
            ParlourColor           color)
{
  const ParlourVariant *v = pos->variant;

  if (!(v->tables->custom_mask & PARLOUR_COLOR_MASK (color)))
    return FALSE;
  for (guint k = 1; k <= v->n_kinds; k++)
    if (v->kinds[k].custom != NULL && pos->count[color][k])
      return TRUE;
  return FALSE;
}

/* Marks in @pinned the squares of our pieces whose moving away could expose
 * our royal: the generic pins (behind a Mitre, on a lame piece's leg) from
 * parlour_movegen_find_pins(), plus those on the path of an enemy Giraffe. The
 * generic filter tests every move while a custom piece is about; knowing the
 * Giraffe's paths keeps Forward Bungalow as fast as the others. */
static void
find_pins (const ParlourPosition *pos,
           guint8                *pinned)
{
  const ParlourVariant *v = pos->variant;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  const int w = v->width, h = v->height;
  ParlourSquare k = pos->royal[us];

  parlour_movegen_find_pins (pos, pinned);
  if (has_custom (pos, them))
    {
      /* A Giraffe reaches the royal along the royal's file or rank: its
       * diagonal step lands on that line at least three squares away, then
       * it runs straight in. Walk each line outward; from the third square
       * on, a Giraffe may stand one further and one to the side. If exactly
       * one piece stands on the squares passed (the landing square
       * included) and it is ours, it is pinned. */
      static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
      const int kf = k % w, kr = k / w;
      for (guint d = 0; d < 4; d++)
        {
          const int ox = dirs[d][0], oy = dirs[d][1];
          int blockers = 0, blocker = -1;
          for (int run = 1; blockers < 2; run++)
            {
              int f = kf + ox * run, r = kr + oy * run;
              if (f < 0 || f >= w || r < 0 || r >= h)
                break;
              if (pos->board[r * w + f])
                {
                  /* a piece of theirs on the line shields the royal itself */
                  if (PARLOUR_PIECE_COLOR (pos->board[r * w + f]) == them)
                    break;
                  blockers++;
                  blocker = r * w + f;
                }
              /* (the square at @run is the diagonal step's, so it counts) */
              if (run >= 3 && blockers == 1)
                for (int side = -1; side <= 1; side += 2)
                  {
                    int gf = f + ox + (ox ? 0 : side), gr = r + oy + (oy ? 0 : side);
                    ParlourPiece g;
                    if (gf < 0 || gf >= w || gr < 0 || gr >= h)
                      continue;
                    g = pos->board[gr * w + gf];
                    if (g && PARLOUR_PIECE_COLOR (g) == them &&
                        v->kinds[PARLOUR_PIECE_KIND (g)].custom == &parlour_giraffe_movement)
                      pinned[blocker] = 1;
                  }
            }
        }
    }
}

/* Legal moves (docs/rules/bungalow.md, "Check and checkmate"). Out of check:
 * every move that does not leave the royal attacked, and the pass. In check:
 * only captures of a checking piece (by any piece, the royal included) after
 * which the royal is not attacked; no pass. With two checkers a capture removes
 * one of them only, so a double check can be answered only by the royal itself
 * capturing one checker onto a square the other does not attack; otherwise it
 * is mate. */
static void
bungalow_legal_moves (ParlourPosition *pos,
                      ParlourMoveList *list)
{
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourSquare checkers[16];
  guint n_checkers = 0, out = 0;
  guint8 pinned[PARLOUR_MAX_SQUARES];
  gboolean in_check;

  list->n = 0;
  if (pos->royal[us] == PARLOUR_NO_SQUARE)
    return;
  parlour_movegen_pseudo (pos, list, FALSE);
  in_check = parlour_position_in_check (pos);
  if (in_check)
    n_checkers = MIN (parlour_position_checkers (pos, checkers, G_N_ELEMENTS (checkers)),
                      G_N_ELEMENTS (checkers));
  else
    {
      memset (pinned, 0, pos->variant->width * pos->variant->height);
      find_pins (pos, pinned);
    }
  for (guint i = 0; i < list->n; i++)
    {
      ParlourMove m = list->moves[i];
      ParlourSquare from = PARLOUR_MOVE_FROM (m);

      if (in_check)
        {
          ParlourSquare to = PARLOUR_MOVE_TO (m);
          gboolean takes_checker = FALSE;
          for (guint c = 0; c < n_checkers && !takes_checker; c++)
            takes_checker = checkers[c] == to;
          if (!takes_checker)
            continue;
        }
      if (in_check || from == pos->royal[us] || pinned[from])
        {
          ParlourUndo undo;
          gboolean safe;
          parlour_position_make (pos, m, &undo);
          safe = !parlour_position_is_attacked (pos, pos->royal[us], them);
          parlour_position_unmake (pos, &undo);
          if (!safe)
            continue;
        }
      list->moves[out++] = m;
    }
  list->n = out;
  if (!in_check)
    parlour_move_list_add (list, PARLOUR_MOVE_PASS_MOVE);
}

/* Can @color, to move, bare its opponent with one legal move? */
static gboolean
can_bare_opponent (const ParlourPosition *pos)
{
  ParlourPosition tmp = *pos;
  ParlourColor them = PARLOUR_OTHER (pos->side);
  ParlourMoveList list;
  guint n = 0;

  for (guint k = 1; k <= pos->variant->n_kinds; k++)
    n += pos->count[them][k];
  /* the royal and exactly one more piece, which a capture must take */
  if (n != 2)
    return FALSE;
  bungalow_legal_moves (&tmp, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = list.moves[i];
      ParlourPiece target;
      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS)
        continue;
      target = tmp.board[PARLOUR_MOVE_TO (m)];
      if (target && PARLOUR_PIECE_COLOR (target) == them && !is_royal (pos->variant, target))
        return TRUE;
    }
  return FALSE;
}

/* Results from the position alone (docs/rules/bungalow.md, "Check and
 * checkmate", "Bare royal" and "Draws"). The side to move is "us"; "them" made
 * the last move.
 *   - no royal (cannot happen in legal play): lost;
 *   - no legal move: we are in check and cannot capture the checker: mate;
 *   - four passes in a row: draw;
 *   - both bare: two plain Leaders draw, a Leader <kind> plays on;
 *   - they are bare and we are not: they had their one move to bare us and did
 *     not (or the position was set up so): we win;
 *   - we are bare and they are not: they win, unless one legal move of ours
 *     takes their last piece besides the royal; then play goes on.
 * Mate is judged before the bare rules: a side checkmated has lost. */
static ParlourResult
bungalow_outcome (const ParlourPosition *pos,
                  guint                  n_legal,
                  ParlourTermination    *termination)
{
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourResult we_win = us == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS : PARLOUR_RESULT_BLACK_WINS;
  ParlourResult they_win = us == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS : PARLOUR_RESULT_WHITE_WINS;
  gboolean we_bare, they_bare;

  *termination = PARLOUR_TERMINATION_NONE;
  if (pos->royal[us] == PARLOUR_NO_SQUARE)
    {
      *termination = PARLOUR_TERMINATION_KING_CAPTURED;
      return they_win;
    }
  if (n_legal == 0)
    {
      /* out of check the pass is always legal, so this is mate */
      *termination = PARLOUR_TERMINATION_CHECKMATE;
      return they_win;
    }
  if (pos->passes >= 4)
    {
      *termination = PARLOUR_TERMINATION_FOUR_PASSES;
      return PARLOUR_RESULT_DRAW;
    }
  we_bare = parlour_bungalow_is_bare (pos, us);
  they_bare = parlour_bungalow_is_bare (pos, them);
  if (we_bare && they_bare)
    {
      if (PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[pos->royal[us]]) ||
          PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[pos->royal[them]]))
        return PARLOUR_RESULT_NONE;
      *termination = PARLOUR_TERMINATION_BARE_ROYAL;
      return PARLOUR_RESULT_DRAW;
    }
  if (they_bare)
    {
      *termination = PARLOUR_TERMINATION_BARE_ROYAL;
      return we_win;
    }
  if (we_bare && !can_bare_opponent (pos))
    {
      *termination = PARLOUR_TERMINATION_BARE_ROYAL;
      return they_win;
    }
  return PARLOUR_RESULT_NONE;
}

/* A side can never win only when both sides are bare plain Leaders (a dead
 * draw). Anything else can still mate: even a bare plain Leader mates a bare
 * Leader Horse by standing next to it. */
static gboolean
bungalow_cannot_mate (const ParlourPosition *pos,
                      ParlourColor           side)
{
  for (guint c = 0; c < 2; c++)
    if (!parlour_bungalow_is_bare (pos, c) ||
        PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[pos->royal[c]]))
      return FALSE;
  return TRUE;
}

/* FEN checks beyond syntax (the parser already refuses `^` on a pawn or the
 * Leader, castling rights and en passant squares): exactly one royal piece per
 * side, a plain Leader or a Leader <kind>; the side not to move not in check.
 * Pawns may stand on any square. */
static gboolean
bungalow_validate (const ParlourPosition *pos,
                   GError               **error)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  guint royals[2] = { 0, 0 };

  for (guint sq = 0; sq < n_sq; sq++)
    if (pos->board[sq] && is_royal (v, pos->board[sq]))
      royals[PARLOUR_PIECE_COLOR (pos->board[sq])]++;
  for (guint c = 0; c < 2; c++)
    if (royals[c] != 1)
      {
        g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                     "FEN board: %s has %u royal pieces (Leader or Leader <kind>), "
                     "expected exactly one", c ? "Black" : "White", royals[c]);
        return FALSE;
      }
  return parlour_position_validate_not_in_check (pos, error);
}

static const ParlourVariantOps bungalow_ops = {
  .legal_moves = bungalow_legal_moves,
  .make = parlour_movegen_make_default,
  .unmake = parlour_movegen_unmake_default,
  .outcome = bungalow_outcome,
  .capture_promotion = bungalow_capture_promotion,
  .cannot_mate = bungalow_cannot_mate,
  .validate = bungalow_validate,
};

ParlourVariant parlour_variant_bungalow = {
  .id = "bungalow",
  .name = N_("Bungalow Shatranj"),
  .description = N_("Ancient leapers on a 10x10 board; capturing pawns and Leaders take the captured piece's move"),
  .pgn_name = "Bungalow",
  .width = 10,
  .height = 10,
  .start_fen = "1hcealech1/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/1HCEALECH1 w - - 0 1",
  .kinds = bungalow_kinds,
  .n_kinds = G_N_ELEMENTS (bungalow_kinds) - 1,
  .flags = PARLOUR_VARIANT_PASSING,
  .promotion_kinds = no_promotions,
  .initial_squares = { white_initial, black_initial },
  .claim_halfmoves = 200,
  .claim_termination = PARLOUR_TERMINATION_HUNDRED_MOVES,
  .auto_halfmoves = 0,
  .ops = &bungalow_ops,
};

ParlourVariant parlour_variant_bungalow_2d = {
  .id = "bungalow-2d",
  .name = N_("2D Bungalow"),
  .description = N_("Bungalow Shatranj with two more Dabbabahs per side in the corners"),
  .pgn_name = "Bungalow 2D",
  .width = 10,
  .height = 10,
  .start_fen = "dhcealechd/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/DHCEALECHD w - - 0 1",
  .kinds = bungalow_kinds,
  .n_kinds = G_N_ELEMENTS (bungalow_kinds) - 1,
  .flags = PARLOUR_VARIANT_PASSING,
  .promotion_kinds = no_promotions,
  .initial_squares = { white_initial, black_initial },
  .claim_halfmoves = 200,
  .claim_termination = PARLOUR_TERMINATION_HUNDRED_MOVES,
  .auto_halfmoves = 0,
  .ops = &bungalow_ops,
};

ParlourVariant parlour_variant_bungalow_forward = {
  .id = "bungalow-forward",
  .name = N_("Forward Bungalow"),
  .description = N_("Bungalow Shatranj with forward, lame and Giraffe pieces"),
  .pgn_name = "Bungalow Forward",
  .width = 10,
  .height = 10,
  .start_fen = "moutgltuom/yppppppppy/p8p/10/10/10/10/P8P/YPPPPPPPPY/MOUTGLTUOM w - - 0 1",
  .kinds = forward_kinds,
  .n_kinds = G_N_ELEMENTS (forward_kinds) - 1,
  .flags = PARLOUR_VARIANT_PASSING,
  .promotion_kinds = no_promotions,
  .initial_squares = { white_initial, black_initial },
  .claim_halfmoves = 200,
  .claim_termination = PARLOUR_TERMINATION_HUNDRED_MOVES,
  .auto_halfmoves = 0,
  .ops = &bungalow_ops,
};
