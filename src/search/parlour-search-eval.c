/* parlour-search-eval.c — the evaluation: material, piece-square terms, mobility,
 * king safety and pieces in hand, all from the variant's kind table and board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Evaluation". Nothing here names a variant: the terms are
 * derived from the board's geometry and the compiled Betza tables, and what a
 * variant changes (capture promotion, Leader kinds) is already in the position
 * the variant's hooks made: a Bungalow pawn that took a Horse is a Horse, and a
 * Leader Horse is a royal-marked Horse, valued as a Horse and guarded as a royal.
 */
#include "parlour-search-private.h"

#include <stdlib.h>
#include <string.h>

/* centipawns per reachable square, times 100 / (100 + value / 3): a square
 * more means more to a knight than to a queen, which should not be drawn out
 * early for the squares it sees */
#define MOBILITY_WEIGHT   6
#define ZONE_ATTACK       9     /* per attack on a square next to the royal */
#define SHIELD_BONUS      12    /* per own piece next to the royal, in front of it */
#define HAND_BONUS_PCT    15    /* a piece in hand is worth more: it can go anywhere */
#define PARTNER_SHARE_PCT 50    /* Bughouse: a capture also arms the partner, at half its worth */
#define TEMPO             10
#define PIECE_BONUS_PCT   10    /* without drops, pieces against pawns */
#define DROP_VALUE_KEEP_PCT 60  /* with drops, the share of a piece's value above a pawn's */
#define ROYAL_FILE_MG     8     /* the royal, per file away from the middle (up to 5 half-files) */
#define ROYAL_RANK_MG     20    /* … and per rank up from its edge (up to 3) */
#define REACH_WEIGHT      4     /* per square a piece reaches on an empty board above its average */
#define THREAT_PAWN_MG    50    /* a piece a pawn attacks */
#define THREAT_PAWN_EG    35
#define HANGING_MG        30    /* a piece attacked and not guarded */
#define HANGING_EG        20
#define PHASE_ONE         256
/* pawn structure and the pieces that depend on it (docs/computer.md,
 * "Evaluation"), opening and ending values */
#define DOUBLED_MG        10    /* per pawn behind another of its side on its file */
#define DOUBLED_EG        20
#define ISOLATED_MG       10    /* a pawn with no pawn of its side on the files beside */
#define ISOLATED_EG       12
#define PAIR_MG           30    /* two colour-bound pieces of a kind on both colours */
#define PAIR_EG           50
#define OPEN_FILE_MG      25    /* a file rider on a file without pawns */
#define OPEN_FILE_EG      10
#define HALF_OPEN_MG      12    /* … without its own side's pawns */
#define HALF_OPEN_EG      5
#define PASSED_KING_EG    4     /* a passed pawn's royals: per square of distance, by its rank */
#define STRUCTURE_MAX_FILES 16  /* the widest board the terms are kept for */
/* a passed pawn (no opposing pawn ahead on its file or those beside), by how
 * far it has come, in sevenths of the way to the last rank */
static const gint passed_mg[8] = { 0, 5, 5, 10, 20, 35, 60, 60 };
static const gint passed_eg[8] = { 0, 10, 15, 25, 45, 75, 120, 120 };

/* How central a square is, 0 on the edge of the longer side to @max in the middle. */
/* How many royal steps apart two squares are. */
static gint
square_distance (guint w, guint a, guint b)
{
  return MAX (abs ((gint) (a % w) - (gint) (b % w)), abs ((gint) (a / w) - (gint) (b / w)));
}

static gint
centrality (guint w, guint h, guint sq, gint max)
{
  gint f = sq % w, r = sq / w;
  gint df = abs (2 * f - (gint) (w - 1)), dr = abs (2 * r - (gint) (h - 1));
  gint span = (gint) (w - 1 + h - 1);

  return (span - df - dr) * max / span;
}

/* Which kinds are colour-bound and which ride along files, from their moves on
 * every square of the board. */
static void
classify_kinds (ParlourEvalTables    *tables,
                const ParlourVariant *v)
{
  const ParlourTables *t = v->tables;
  guint w = v->width;

  tables->pawn_terms = (v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO) &&
                       !(v->flags & (PARLOUR_VARIANT_DROPS | PARLOUR_VARIANT_CHANCE)) &&
                       w <= STRUCTURE_MAX_FILES && v->height > 2;
  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gboolean bound = TRUE, rider = FALSE, moves = FALSE;

      if (v->kinds[k].custom != NULL || v->kinds[k].pawn || v->kinds[k].royal)
        continue;
      for (guint sq = 0; sq < t->n_squares; sq++)
        {
          const ParlourSquareMoves *sm = &t->moves[k][PARLOUR_WHITE][sq];
          guint colour = (sq % w + sq / w) & 1;
          for (guint i = 0; i < sm->leap_n; i++)
            {
              guint to = t->leaps[sm->leap_first + i].to;
              moves = TRUE;
              if (((to % w + to / w) & 1) != colour)
                bound = FALSE;
            }
          for (guint i = 0; i < sm->ray_n; i++)
            {
              const ParlourRay *r = &t->rays[sm->ray_first + i];
              guint to = t->ray_squares[r->first];
              moves = TRUE;
              if (((to % w + to / w) & 1) != colour)
                bound = FALSE;
              if (to % w == sq % w && r->len >= 2)
                rider = TRUE;
            }
        }
      tables->colour_bound[k] = bound && moves;
      tables->file_rider[k] = rider;
    }
}

/* The kinds' values as the search counts them: a piece's (not a pawn's, not a
 * royal's) against a pawn's differs from the kind table's. Without drops it is
 * a tenth more (a knight 330, a rook 550): three pawns seldom make up for a
 * piece. With drops a captured piece is not gone but changes sides, and a pawn
 * in hand can be dropped next to the royal or onto a square a piece needs:
 * each piece keeps DROP_VALUE_KEEP_PCT of its value above a pawn's (a knight
 * 232, a rook 340, a queen 580). */
static void
piece_values (ParlourEvalTables    *tables,
              const ParlourVariant *v)
{
  guint pawn = parlour_variant_pawn_kind (v);
  gint pawn_value = pawn ? v->kinds[pawn].value : 100;

  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gint value = v->kinds[k].value;
      if (!v->kinds[k].pawn && !v->kinds[k].royal && value > pawn_value)
        value = v->flags & PARLOUR_VARIANT_DROPS
                  ? pawn_value + (value - pawn_value) * DROP_VALUE_KEEP_PCT / 100
                  : value + value * PIECE_BONUS_PCT / 100;
      tables->value[k] = (gint16) value;
    }
}

void
parlour_eval_tables_init (ParlourEvalTables    *tables,
                          const ParlourVariant *v)
{
  const ParlourTables *t = v->tables;
  ParlourPosition start;
  guint w = v->width, h = v->height;
  gboolean promotes = (v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO) != 0;
  /* the squares each kind reaches from each square on an empty board, for
   * each colour (a piece may move differently forwards), and their sum */
  gint reach[PARLOUR_MAX_KINDS][2][PARLOUR_MAX_SQUARES];
  gint reach_sum[PARLOUR_MAX_KINDS][2] = { { 0 } };

  for (guint k = 1; k <= v->n_kinds; k++)
    for (guint c = 0; c < 2; c++)
      for (guint sq = 0; sq < t->n_squares; sq++)
        {
          const ParlourSquareMoves *sm = &t->moves[k][c][sq];
          reach[k][c][sq] = (gint) sm->leap_n;
          for (guint i = 0; i < sm->ray_n; i++)
            reach[k][c][sq] += t->rays[sm->ray_first + i].len;
          reach_sum[k][c] += reach[k][c][sq];
        }

  memset (tables, 0, sizeof *tables);
  tables->variant = v;
  piece_values (tables, v);

  for (guint k = 1; k <= v->n_kinds; k++)
    for (guint c = 0; c < 2; c++)
      for (guint sq = 0; sq < t->n_squares; sq++)
        {
          const ParlourKind *kind = &v->kinds[k];
          guint rank = sq / w;
          /* ranks from the side's own edge */
          gint adv = c == PARLOUR_WHITE ? (gint) rank : (gint) (h - 1 - rank);
          gint mg, eg;

          if (kind->royal)
            {
              /* the royal hides at home, away from the middle files, while
               * pieces are about (so castling pays), and walks to the middle
               * when they are gone */
              gint side_files = abs (2 * (gint) (sq % w) - (gint) (w - 1));
              mg = ROYAL_FILE_MG * MIN (side_files, 5) - ROYAL_RANK_MG * MIN (adv, 3);
              eg = centrality (w, h, sq, 30);
            }
          else if (kind->pawn)
            {
              /* pawns gain as they advance, much more where they promote */
              gint last = (gint) h - 1;
              mg = adv * 6 + centrality (w, h, sq, 10) / 2;
              eg = promotes ? adv * adv * 140 / (last * last) : adv * 6;
            }
          else
            {
              /* a piece gains towards the middle, and by the squares it
               * reaches from there on an empty board against its average:
               * a knight on the rim loses more than a rook does */
              gint more = REACH_WEIGHT * (reach[k][c][sq] * (gint) t->n_squares - reach_sum[k][c]) /
                          (gint) t->n_squares;
              mg = centrality (w, h, sq, 12) + more;
              eg = centrality (w, h, sq, 10) + more * 3 / 4;
            }
          tables->pst_mg[k][c][sq] = (gint16) mg;
          tables->pst_eg[k][c][sq] = (gint16) eg;
        }

  classify_kinds (tables, v);

  memset (&start, 0, sizeof start);
  start.variant = v;
  if (parlour_position_set_fen (&start, v->start_fen, NULL))
    for (guint c = 0; c < 2; c++)
      for (guint k = 1; k <= v->n_kinds; k++)
        if (!v->kinds[k].royal && !v->kinds[k].pawn)
          tables->start_material += (start.count[c][k] + start.reserve[c][k]) *
                                    v->kinds[k].value;
  if (tables->start_material <= 0)
    tables->start_material = 1;
}

gint
parlour_eval_piece_value (const ParlourEvalTables *tables,
                          ParlourPiece             piece)
{
  if (piece == PARLOUR_PIECE_EMPTY)
    return 0;
  if (tables->variant->kinds[PARLOUR_PIECE_KIND (piece)].royal)
    return 2000;
  return tables->value[PARLOUR_PIECE_KIND (piece)];
}

/* Squares the piece on @sq reaches: counted for mobility (moves; not those
 * marked in @unsafe, guarded by the opponent's pawns), marked in @attacks
 * (captures). */
static gint
piece_reach (const ParlourPosition *pos,
             guint                  sq,
             guint8                *attacks,
             const guint8          *unsafe)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourPiece piece = pos->board[sq];
  guint kind = PARLOUR_PIECE_KIND (piece);
  ParlourColor c = PARLOUR_PIECE_COLOR (piece);
  const ParlourSquareMoves *sm;
  gint mob = 0;

  if (G_UNLIKELY (v->kinds[kind].custom != NULL))
    {
      ParlourMoveList list;
      list.n = 0;
      v->kinds[kind].custom->generate (pos, sq, c, &list);
      for (guint i = 0; i < list.n; i++)
        attacks[PARLOUR_MOVE_TO (list.moves[i])]++;
      return (gint) list.n;
    }
  sm = &t->moves[kind][c][sq];
  for (guint i = 0; i < sm->leap_n; i++)
    {
      const ParlourLeap *l = &t->leaps[sm->leap_first + i];
      ParlourPiece target = pos->board[l->to];
      if (l->leg != PARLOUR_NO_SQUARE && pos->board[l->leg])
        continue;
      if (l->modes & PARLOUR_BETZA_CAPTURE)
        attacks[l->to]++;
      if ((l->modes & PARLOUR_BETZA_MOVE) &&
          (target == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (target) != c) &&
          (unsafe == NULL || !unsafe[l->to]))
        mob++;
    }
  for (guint i = 0; i < sm->ray_n; i++)
    {
      const ParlourRay *r = &t->rays[sm->ray_first + i];
      const guint8 *squares = &t->ray_squares[r->first];
      for (guint j = 0; j < r->len; j++)
        {
          ParlourPiece target = pos->board[squares[j]];
          if (r->modes & PARLOUR_BETZA_CAPTURE)
            attacks[squares[j]]++;
          if ((r->modes & PARLOUR_BETZA_MOVE) &&
              (target == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (target) != c) &&
              (unsafe == NULL || !unsafe[squares[j]]))
            mob++;
          if (target != PARLOUR_PIECE_EMPTY)
            break;
        }
    }
  return mob;
}

/* The royal's danger: attacks on the squares around it, weighed by how much of
 * the attacker's force is left, and its own pieces in front of it as a shield;
 * with drops, the opponent's pieces in hand and the empty squares next to it
 * that only the royal guards, where they could land. */
static gint
royal_safety (const ParlourPosition *pos,
              ParlourColor           c,
              const guint8          *their_attacks,
              const guint8          *our_attacks,
              gint                   their_phase)
{
  const ParlourVariant *v = pos->variant;
  guint sq = pos->royal[c];
  gint f0, r0, forward = c == PARLOUR_WHITE ? 1 : -1;
  gint danger = 0, shield = 0;
  gboolean their_hand = FALSE;
  gint hand_pieces = 0;

  if (sq == PARLOUR_NO_SQUARE)
    return 0;
  /* with drops, a piece in the opponent's hand can land on any empty square
   * next to the royal that the opponent already guards: a threat as real as
   * another attack on it */
  if (v->flags & PARLOUR_VARIANT_DROPS)
    for (guint k = 1; k <= v->n_kinds; k++)
      if (!v->kinds[k].pawn && !v->kinds[k].royal && pos->reserve[!c][k])
        their_hand = TRUE, hand_pieces += pos->reserve[!c][k];
  f0 = sq % v->width;
  r0 = sq / v->width;
  for (gint dr = -1; dr <= 1; dr++)
    for (gint df = -1; df <= 1; df++)
      {
        gint f = f0 + df, r = r0 + dr;
        guint s;
        if (f < 0 || r < 0 || f >= (gint) v->width || r >= (gint) v->height)
          continue;
        s = r * v->width + f;
        danger += their_attacks[s];
        if (their_hand && their_attacks[s] && pos->board[s] == PARLOUR_PIECE_EMPTY)
          danger++;
        /* a hole: no piece of its side guards it, only the royal */
        if (their_hand && s != sq && pos->board[s] == PARLOUR_PIECE_EMPTY && our_attacks[s] <= 1)
          danger++;
        if (dr == forward && pos->board[s] && PARLOUR_PIECE_COLOR (pos->board[s]) == c)
          shield++;
      }
  danger += MIN (hand_pieces, 3);
  return (shield * SHIELD_BONUS - danger * danger * ZONE_ATTACK / 2 - danger * ZONE_ATTACK) *
         their_phase / PHASE_ONE;
}

/* Pawn structure (passed, doubled, isolated pawns), file riders on open files
 * and pairs of colour-bound pieces, for White, as opening and ending terms.
 * One walk over the board notes the pawns and file riders; the terms then look
 * at those alone (this runs at every node). */
static void
structure_terms (const ParlourEvalTables *tables,
                 const ParlourPosition   *pos,
                 gint                    *mg,
                 gint                    *eg)
{
  const ParlourVariant *v = pos->variant;
  guint w = v->width, h = v->height;
  /* per side and file: pawns, and the ranks of the one furthest up and the one
   * furthest back (seen from the side's own edge) */
  gint count[2][STRUCTURE_MAX_FILES] = { { 0 } };
  gint far_up[2][STRUCTURE_MAX_FILES], far_back[2][STRUCTURE_MAX_FILES];
  guint bound_colours[2][PARLOUR_MAX_KINDS] = { { 0 } };
  guint8 pawns[PARLOUR_MAX_SQUARES], riders[PARLOUR_MAX_SQUARES];
  guint n_pawns = 0, n_riders = 0;

  for (guint f = 0; f < w; f++)
    {
      far_up[PARLOUR_WHITE][f] = far_back[PARLOUR_BLACK][f] = -1;
      far_up[PARLOUR_BLACK][f] = far_back[PARLOUR_WHITE][f] = (gint) h;
    }
  for (guint sq = 0; sq < w * h; sq++)
    {
      ParlourPiece p = pos->board[sq];
      guint k;
      if (p == PARLOUR_PIECE_EMPTY)
        continue;
      k = PARLOUR_PIECE_KIND (p);
      if (v->kinds[k].pawn)
        {
          ParlourColor c = PARLOUR_PIECE_COLOR (p);
          gint f = (gint) (sq % w), r = (gint) (sq / w);
          pawns[n_pawns++] = (guint8) sq;
          count[c][f]++;
          if (c == PARLOUR_WHITE)
            far_up[c][f] = MAX (far_up[c][f], r), far_back[c][f] = MIN (far_back[c][f], r);
          else
            far_up[c][f] = MIN (far_up[c][f], r), far_back[c][f] = MAX (far_back[c][f], r);
        }
      else if (tables->file_rider[k])
        riders[n_riders++] = (guint8) sq;
      else if (tables->colour_bound[k])
        bound_colours[PARLOUR_PIECE_COLOR (p)][k] |= 1u << ((sq % w + sq / w) & 1);
    }

  for (guint i = 0; i < n_riders; i++)
    {
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[riders[i]]);
      gint sign = c == PARLOUR_WHITE ? 1 : -1, f = riders[i] % w;
      if (count[c][f] == 0 && count[!c][f] == 0)
        *mg += sign * OPEN_FILE_MG, *eg += sign * OPEN_FILE_EG;
      else if (count[c][f] == 0)
        *mg += sign * HALF_OPEN_MG, *eg += sign * HALF_OPEN_EG;
    }

  for (guint i = 0; i < n_pawns; i++)
    {
      guint sq = pawns[i];
      gint f = (gint) (sq % w), r = (gint) (sq / w);
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[sq]), them = PARLOUR_OTHER (c);
      gint sign = c == PARLOUR_WHITE ? 1 : -1;
      gint adv = c == PARLOUR_WHITE ? r : (gint) h - 1 - r;
      gboolean passed = TRUE, isolated = TRUE;

      for (gint g = MAX (f - 1, 0); g <= MIN (f + 1, (gint) w - 1); g++)
        {
          if (g != f && count[c][g])
            isolated = FALSE;
          /* an opposing pawn ahead of this one on the file or beside it */
          if (count[them][g] && (c == PARLOUR_WHITE ? far_back[them][g] > r : far_back[them][g] < r))
            passed = FALSE;
        }
      /* a pawn with one of its own side ahead on the file is doubled */
      if (count[c][f] > 1 && (c == PARLOUR_WHITE ? far_up[c][f] > r : far_up[c][f] < r))
        *mg -= sign * DOUBLED_MG, *eg -= sign * DOUBLED_EG;
      if (isolated)
        *mg -= sign * ISOLATED_MG, *eg -= sign * ISOLATED_EG;
      if (passed)
        {
          gint stage = CLAMP (adv * 7 / ((gint) h - 1), 0, 7);
          gint next = r + sign;
          guint front = next >= 0 && next < (gint) h ? (guint) (next * (gint) w + f) : sq;
          *mg += sign * passed_mg[stage];
          *eg += sign * passed_eg[stage];
          /* in the ending the royals' race to the square in front of it */
          if (pos->royal[them] != PARLOUR_NO_SQUARE && pos->royal[c] != PARLOUR_NO_SQUARE)
            *eg += sign * PASSED_KING_EG * stage *
                   (2 * square_distance (w, pos->royal[them], front) -
                    square_distance (w, pos->royal[c], front)) / 2;
        }
    }

  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      if (bound_colours[c][k] == 3)
        {
          *mg += (c == PARLOUR_WHITE ? 1 : -1) * PAIR_MG;
          *eg += (c == PARLOUR_WHITE ? 1 : -1) * PAIR_EG;
        }
}

gint
parlour_eval (const ParlourEvalTables *tables,
              const ParlourPosition   *pos)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  guint8 attacks[2][PARLOUR_MAX_SQUARES], pawn_att[2][PARLOUR_MAX_SQUARES];
  gint mg[2] = { 0, 0 }, eg[2] = { 0, 0 }, material[2] = { 0, 0 }, force[2] = { 0, 0 };
  gint mob[2] = { 0, 0 }, phase, phase_of[2], score, score_structure = 0;

  memset (pawn_att, 0, sizeof pawn_att);
  /* the pawns first: the squares they guard are no place for a piece */
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      if (p != PARLOUR_PIECE_EMPTY && v->kinds[PARLOUR_PIECE_KIND (p)].pawn)
        piece_reach (pos, sq, pawn_att[PARLOUR_PIECE_COLOR (p)], NULL);
    }
  memcpy (attacks, pawn_att, sizeof attacks);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      guint k;
      ParlourColor c;
      if (p == PARLOUR_PIECE_EMPTY)
        continue;
      k = PARLOUR_PIECE_KIND (p);
      c = PARLOUR_PIECE_COLOR (p);
      material[c] += tables->value[k];
      mg[c] += tables->pst_mg[k][c][sq];
      eg[c] += tables->pst_eg[k][c][sq];
      if (!v->kinds[k].pawn && !v->kinds[k].royal)
        force[c] += tables->value[k];
      if (!v->kinds[k].pawn)
        mob[c] += piece_reach (pos, sq, attacks[c], pawn_att[!c]) *
                  MOBILITY_WEIGHT * 100 / (100 + tables->value[k] / 3);
    }
  /* threats: a piece that a pawn attacks, or that the opponent attacks and
   * nothing guards */
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      guint k;
      ParlourColor c;

      if (p == PARLOUR_PIECE_EMPTY)
        continue;
      k = PARLOUR_PIECE_KIND (p);
      c = PARLOUR_PIECE_COLOR (p);
      if (v->kinds[k].pawn || v->kinds[k].royal)
        continue;
      if (pawn_att[!c][sq])
        mg[c] -= THREAT_PAWN_MG, eg[c] -= THREAT_PAWN_EG;
      else if (attacks[!c][sq] && !attacks[c][sq])
        mg[c] -= HANGING_MG, eg[c] -= HANGING_EG;
    }
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      if (pos->reserve[c][k])
        {
          gint worth = pos->reserve[c][k] * tables->value[k];
          material[c] += worth + worth * HAND_BONUS_PCT / 100;
          if (!v->kinds[k].pawn && !v->kinds[k].royal)
            force[c] += worth;
        }

  phase = MIN ((force[0] + force[1]) * PHASE_ONE / tables->start_material, PHASE_ONE);
  for (guint c = 0; c < 2; c++)
    phase_of[c] = MIN (force[c] * 2 * PHASE_ONE / tables->start_material, PHASE_ONE);

  if (tables->pawn_terms)
    {
      gint smg = 0, seg = 0;
      structure_terms (tables, pos, &smg, &seg);
      score_structure = (smg * phase + seg * (PHASE_ONE - phase)) / PHASE_ONE;
    }

  score = material[0] - material[1] + score_structure;
  /* Bughouse: what a side takes also goes to its partner, who may drop it on
   * the other board, and what it loses arms the other team there; so a
   * material lead counts for the team too (docs/computer.md, "Bughouse") */
  if (v->flags & PARLOUR_VARIANT_CAPTURES_TO_PARTNER)
    score += score * PARTNER_SHARE_PCT / 100;
  score += ((mg[0] - mg[1]) * phase + (eg[0] - eg[1]) * (PHASE_ONE - phase)) / PHASE_ONE;
  score += mob[0] - mob[1];
  score += royal_safety (pos, PARLOUR_WHITE, attacks[1], attacks[0], phase_of[1]);
  score -= royal_safety (pos, PARLOUR_BLACK, attacks[0], attacks[1], phase_of[0]);
  score = pos->side == PARLOUR_WHITE ? score : -score;
  return score + TEMPO;
}

/**
 * parlour_search_evaluate:
 * @pos: a position
 *
 * Returns: the static evaluation of @pos for its side to move, in centipawns
 */
gint
parlour_search_evaluate (const ParlourPosition *pos)
{
  ParlourEvalTables *tables;

  g_return_val_if_fail (pos != NULL, 0);

  tables = g_new (ParlourEvalTables, 1);
  parlour_eval_tables_init (tables, pos->variant);
  {
    gint score = parlour_eval (tables, pos);
    g_free (tables);
    return score;
  }
}
