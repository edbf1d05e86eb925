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

#define PARTNER_SHARE_PCT 50    /* Bughouse: a capture also arms the partner, at half its worth */
#define PHASE_ONE         256
#define TRAPPED_SQUARES   3     /* fewer safe squares than this: a trapped piece */

/* How central a square is, 0 on the edge of the longer side to @max in the middle. */
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
                       w <= PARLOUR_EVAL_MAX_FILES && v->height > 2;
  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gboolean bound = TRUE, rider = FALSE, diagonal = FALSE, moves = FALSE;

      if (v->kinds[k].royal || v->kinds[k].pawn || v->kinds[k].custom != NULL)
        {
          tables->kind_class[k] = v->kinds[k].royal  ? PARLOUR_EVAL_CLASS_ROYAL
                                  : v->kinds[k].pawn ? PARLOUR_EVAL_CLASS_PAWN
                                                     : PARLOUR_EVAL_CLASS_NONE;
          continue;
        }
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
              if (r->len >= 2 && abs ((gint) (to % w) - (gint) (sq % w)) == 1 &&
                  abs ((gint) (to / w) - (gint) (sq / w)) == 1)
                diagonal = TRUE;
            }
        }
      tables->colour_bound[k] = bound && moves;
      tables->file_rider[k] = rider;
      tables->kind_class[k] = rider             ? (diagonal ? PARLOUR_EVAL_CLASS_FILE_DIAGONAL
                                                            : PARLOUR_EVAL_CLASS_FILE)
                              : bound && moves ? PARLOUR_EVAL_CLASS_BOUND
                                               : PARLOUR_EVAL_CLASS_PIECE;
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
  const ParlourEvalWeights *w = &tables->w;
  guint pawn = parlour_variant_pawn_kind (v);
  gint pawn_value = pawn ? v->kinds[pawn].value : 100;

  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gint value = v->kinds[k].value;
      if (!v->kinds[k].pawn && !v->kinds[k].royal && value > pawn_value)
        value = v->flags & PARLOUR_VARIANT_DROPS
                  ? pawn_value + (value - pawn_value) * w->drop_keep_pct / 100
                  : value + value * w->piece_bonus_pct / 100;
      tables->value[k] = (gint16) value;
    }
}

void
parlour_eval_tables_init (ParlourEvalTables    *tables,
                          const ParlourVariant *v)
{
  parlour_eval_tables_init_weights (tables, v, parlour_eval_default_weights (v));
}

void
parlour_eval_tables_init_weights (ParlourEvalTables        *tables,
                                  const ParlourVariant     *v,
                                  const ParlourEvalWeights *weights)
{
  const ParlourEvalWeights *w = &tables->w;
  const ParlourTables *t = v->tables;
  ParlourPosition start;
  guint width = v->width, h = v->height;
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
  tables->w = *weights;
  piece_values (tables, v);
  classify_kinds (tables, v);
  /* a square more means more to a knight than to a queen, which should not be
   * drawn out early for the squares it sees */
  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gint cls = tables->kind_class[k];
      tables->mob_mg[k] = w->mobility_mg * 100 * 256 / (100 + tables->value[k] / 3);
      tables->mob_eg[k] = w->mobility_eg * 100 * 256 / (100 + tables->value[k] / 3);
      if (cls != PARLOUR_EVAL_CLASS_NONE)
        tables->mob_mg[k] += w->class_mob_mg[cls] * 256, tables->mob_eg[k] += w->class_mob_eg[cls] * 256;
    }

  for (guint k = 1; k <= v->n_kinds; k++)
    for (guint c = 0; c < 2; c++)
      for (guint sq = 0; sq < t->n_squares; sq++)
        {
          const ParlourKind *kind = &v->kinds[k];
          gint cls = tables->kind_class[k];
          guint rank = sq / width;
          /* ranks from the side's own edge */
          gint adv = c == PARLOUR_WHITE ? (gint) rank : (gint) (h - 1 - rank);
          gint mg, eg;

          if (kind->royal)
            {
              /* the royal hides at home, away from the middle files, while
               * pieces are about (so castling pays), and walks to the middle
               * when they are gone */
              gint side_files = abs (2 * (gint) (sq % width) - (gint) (width - 1));
              mg = w->royal_file_mg * MIN (side_files, 5) - w->royal_rank_mg * MIN (adv, 3);
              eg = centrality (width, h, sq, w->royal_centre_eg);
            }
          else if (kind->pawn)
            {
              /* pawns gain as they advance, much more where they promote */
              gint last = (gint) h - 1;
              mg = w->pawn_mg + adv * w->pawn_adv_mg + centrality (width, h, sq, w->pawn_centre_mg);
              eg = w->pawn_eg + (promotes ? adv * adv * w->pawn_promo_eg / (last * last)
                                          : adv * w->pawn_adv_eg);
            }
          else
            {
              /* a piece gains towards the middle, and by the squares it
               * reaches from there on an empty board against its average:
               * a knight on the rim loses more than a rook does */
              gint more = w->reach * (reach[k][c][sq] * (gint) t->n_squares - reach_sum[k][c]) /
                          (gint) t->n_squares;
              mg = centrality (width, h, sq, w->piece_centre_mg) + more;
              eg = centrality (width, h, sq, w->piece_centre_eg) + more * w->reach_eg_pct / 100;
            }
          if (cls != PARLOUR_EVAL_CLASS_NONE)
            {
              /* the class's corrections: by the rank in eighths of the
               * height, by the file's distance from the middle in quarters
               * of half the width */
              guint rank_part = MIN ((guint) adv * 8 / h, 7u);
              guint file_part = MIN ((guint) abs (2 * (gint) (sq % width) - (gint) (width - 1)) * 4 /
                                       width, 3u);
              mg += w->class_value_mg[cls] * tables->value[k] / 100 +
                    w->class_rank_mg[cls][rank_part] + w->class_file_mg[cls][file_part];
              eg += w->class_value_eg[cls] * tables->value[k] / 100 +
                    w->class_rank_eg[cls][rank_part] + w->class_file_eg[cls][file_part];
            }
          tables->pst_mg[k][c][sq] = (gint16) mg;
          tables->pst_eg[k][c][sq] = (gint16) eg;
        }

  /* do the pawns' attacks depend on their squares alone? (not where a
   * capture is a ride or a lame leap, or a movement of its own) */
  tables->pawns_alone = TRUE;
  for (guint k = 1; k <= v->n_kinds; k++)
    {
      if (!v->kinds[k].pawn)
        continue;
      if (v->kinds[k].custom != NULL)
        tables->pawns_alone = FALSE;
      else
        for (guint c = 0; c < 2; c++)
          for (guint sq = 0; sq < t->n_squares; sq++)
            {
              const ParlourSquareMoves *sm = &t->moves[k][c][sq];
              for (guint i = 0; i < sm->leap_n; i++)
                if ((t->leaps[sm->leap_first + i].modes & PARLOUR_BETZA_CAPTURE) &&
                    t->leaps[sm->leap_first + i].leg != PARLOUR_NO_SQUARE)
                  tables->pawns_alone = FALSE;
              for (guint i = 0; i < sm->ray_n; i++)
                if (t->rays[sm->ray_first + i].modes & PARLOUR_BETZA_CAPTURE)
                  tables->pawns_alone = FALSE;
            }
    }

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

/* Squares the piece on @sq reaches: counted for mobility (moves; not those
 * marked in @unsafe, guarded by the opponent's pawns), marked in @attacks
 * (captures). */
static gint
piece_reach (const ParlourPosition *pos,
             guint                  sq,
             guint8                *attacks,
             const guint8          *unsafe,
             gint16                *least,
             gint16                 value,
             guint32               *codes)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourPiece piece = pos->board[sq];
  guint kind = PARLOUR_PIECE_KIND (piece);
  ParlourColor c = PARLOUR_PIECE_COLOR (piece);
  guint32 code = PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (piece));
  const ParlourSquareMoves *sm;
  gint mob = 0;

  if (G_UNLIKELY (v->kinds[kind].custom != NULL))
    {
      ParlourMoveList list;
      list.n = 0;
      v->kinds[kind].custom->generate (pos, sq, c, &list);
      for (guint i = 0; i < list.n; i++)
        {
          guint to = PARLOUR_MOVE_TO (list.moves[i]);
          attacks[to]++;
          if (least != NULL && least[to] > value)
            least[to] = value;
          if (codes != NULL)
            codes[to] |= code;
        }
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
        {
          attacks[l->to]++;
          if (least != NULL && least[l->to] > value)
            least[l->to] = value;
        }
      if ((l->modes & PARLOUR_BETZA_MOVE) &&
          (target == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (target) != c))
        {
          if (unsafe == NULL || !unsafe[l->to])
            mob++;
          if (codes != NULL)
            codes[l->to] |= code;
        }
    }
  for (guint i = 0; i < sm->ray_n; i++)
    {
      const ParlourRay *r = &t->rays[sm->ray_first + i];
      const guint8 *squares = &t->ray_squares[r->first];
      /* the common ray, that moves and captures alike, for a piece (every
       * table given): the walk below without its tests */
      if ((r->modes & (PARLOUR_BETZA_MOVE | PARLOUR_BETZA_CAPTURE)) ==
            (PARLOUR_BETZA_MOVE | PARLOUR_BETZA_CAPTURE) &&
          least != NULL && unsafe != NULL && codes != NULL)
        {
          for (guint j = 0; j < r->len; j++)
            {
              guint s = squares[j];
              ParlourPiece target = pos->board[s];
              attacks[s]++;
              if (least[s] > value)
                least[s] = value;
              if (target != PARLOUR_PIECE_EMPTY && PARLOUR_PIECE_COLOR (target) == c)
                break;
              mob += !unsafe[s];
              codes[s] |= code;
              if (target != PARLOUR_PIECE_EMPTY)
                break;
            }
          continue;
        }
      for (guint j = 0; j < r->len; j++)
        {
          ParlourPiece target = pos->board[squares[j]];
          if (r->modes & PARLOUR_BETZA_CAPTURE)
            {
              attacks[squares[j]]++;
              if (least != NULL && least[squares[j]] > value)
                least[squares[j]] = value;
            }
          if ((r->modes & PARLOUR_BETZA_MOVE) &&
              (target == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (target) != c))
            {
              if (unsafe == NULL || !unsafe[squares[j]])
                mob++;
              if (codes != NULL)
                codes[squares[j]] |= code;
            }
          if (target != PARLOUR_PIECE_EMPTY)
            break;
        }
    }
  return mob;
}

/* The squares from which a piece of the opponent's (not a pawn, not its
 * royal) could check @c's royal on @sq with its next move, where nothing of
 * @c's guards it: by the inverse attack tables at the royal, the squares
 * that attack it and the pieces that can go there (@reach_codes). */
static gint
safe_checks (const ParlourPosition *pos,
             ParlourColor           c,
             guint                  sq,
             const guint8          *our_attacks,
             const guint32         *reach_codes)
{
  const ParlourTables *t = pos->variant->tables;
  const guint32 them = PARLOUR_COLOR_MASK (!c);
  gint n = 0;

  for (guint i = t->attack_leap_first[sq]; i < t->attack_leap_first[sq + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      if ((al->mask & them & reach_codes[al->from]) && !our_attacks[al->from] &&
          (al->leg == PARLOUR_NO_SQUARE || pos->board[al->leg] == PARLOUR_PIECE_EMPTY))
        n++;
    }
  for (guint i = t->attack_ray_first[sq]; i < t->attack_ray_first[sq + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      const guint8 *squares = &t->ray_squares[ar->first];
      if (!(ar->mask & them))
        continue;
      for (guint j = 0; j < ar->len; j++)
        {
          guint s = squares[j];
          if ((ar->mask & them & reach_codes[s]) && !our_attacks[s])
            n++;
          if (pos->board[s] != PARLOUR_PIECE_EMPTY)
            break;
        }
    }
  return n;
}

/* The royal's danger: attacks on the squares around it, weighed by how much of
 * the attacker's force is left, and its own pieces in front of it as a shield;
 * with drops, the opponent's pieces in hand and the empty squares next to it
 * that only the royal guards, where they could land; and the safe checks
 * (@reach_codes, %NULL where the weights leave them out). */
static gint
royal_safety (const ParlourEvalWeights *w,
              const ParlourPosition    *pos,
              ParlourColor              c,
              const guint8             *their_attacks,
              const guint8             *our_attacks,
              const guint32            *reach_codes,
              gint                      their_phase)
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
        danger += their_attacks[s] * w->danger_attack;
        if (their_hand && their_attacks[s] && pos->board[s] == PARLOUR_PIECE_EMPTY)
          danger += w->danger_drop;
        /* a hole: no piece of its side guards it, only the royal */
        if (their_hand && s != sq && pos->board[s] == PARLOUR_PIECE_EMPTY && our_attacks[s] <= 1)
          danger += w->danger_hole;
        if (dr == forward && pos->board[s] && PARLOUR_PIECE_COLOR (pos->board[s]) == c)
          shield++;
      }
  danger += MIN (hand_pieces, 3) * w->danger_hand;
  if (reach_codes != NULL)
    danger += safe_checks (pos, c, sq, our_attacks, reach_codes) * w->danger_check;
  /* in quarters: d² / 2 is danger² / 32 */
  return (shield * w->shield - danger * danger * w->zone_square / 32 -
          danger * w->zone_attack / 4) *
         their_phase / PHASE_ONE;
}

/* What the pawns alone make of @pos (ParlourPawnInfo): the squares they
 * attack, and where the structure terms count, the pawns on each file and
 * the terms that look at pawns alone — connected, doubled and isolated pawns
 * — and which pawns are passed. */
static void
pawn_info (const ParlourEvalTables *tables,
           const ParlourPosition   *pos,
           const guint8            *occupied,
           guint                    n_occupied,
           ParlourPawnInfo         *pi)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  guint8 pawns[PARLOUR_MAX_SQUARES];
  guint n_pawns = 0;

  memset (pi->pawn_att[PARLOUR_WHITE], 0, n_sq);
  memset (pi->pawn_att[PARLOUR_BLACK], 0, n_sq);
  pi->mg = pi->eg = 0;
  pi->n_passed = 0;
  for (guint o = 0; o < n_occupied; o++)
    {
      ParlourPiece p = pos->board[occupied[o]];
      if (v->kinds[PARLOUR_PIECE_KIND (p)].pawn)
        {
          piece_reach (pos, occupied[o], pi->pawn_att[PARLOUR_PIECE_COLOR (p)], NULL, NULL, 0, NULL);
          pawns[n_pawns++] = occupied[o];
        }
    }
  if (tables->pawn_terms)
    parlour_eval_pawn_structure (tables, pos, pawns, n_pawns, pi);
}

gint
parlour_eval (const ParlourEvalTables *tables,
              const ParlourPosition   *pos)
{
  return parlour_eval_cached (tables, NULL, pos);
}

gint
parlour_eval_cached (const ParlourEvalTables *tables,
                     ParlourPawnCacheEntry   *pawn_cache,
                     const ParlourPosition   *pos)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  guint8 attacks[2][PARLOUR_MAX_SQUARES];
  const guint8 *pawn_att[2];
  ParlourPawnInfo own_info;
  const ParlourPawnInfo *pi;
  guint8 occupied[PARLOUR_MAX_SQUARES];
  guint n_occupied = 0;
  gint16 least[2][PARLOUR_MAX_SQUARES];
  /* per square, the codes of the pieces (not pawns, not royals) that can go
   * there: only for a set that weighs safe checks (the others skip the work) */
  guint32 reach_buffer[PARLOUR_MAX_SQUARES];
  guint32 *reach_codes = tables->w.danger_check ? reach_buffer : NULL;
  /* where a piece's squares are not wanted for them (a royal's, or a set
   * without safe checks): written, never read */
  guint32 codes_unused[PARLOUR_MAX_SQUARES];
  gint mg[2] = { 0, 0 }, eg[2] = { 0, 0 }, material[2] = { 0, 0 }, force[2] = { 0, 0 };
  const ParlourEvalWeights *w = &tables->w;
  gint mob_mg[2] = { 0, 0 }, mob_eg[2] = { 0, 0 }, phase, phase_of[2], score, score_structure = 0;
  /* per side, its pieces (not pawns, not the royal) and the square of its
   * last one */
  guint n_pieces[2] = { 0, 0 }, piece_at[2] = { 0, 0 };

  /* the occupied squares, in order: the walks below look at these alone */
  for (guint sq = 0; sq < n_sq; sq++)
    if (pos->board[sq] != PARLOUR_PIECE_EMPTY)
      occupied[n_occupied++] = (guint8) sq;
  /* what the pawns make of it: from the cache, by the pawns' hash, where
   * their attacks depend on their squares alone */
  if (pawn_cache != NULL && tables->pawns_alone)
    {
      guint64 key = 0;
      ParlourPawnCacheEntry *entry;
      for (guint o = 0; o < n_occupied; o++)
        {
          ParlourPiece p = pos->board[occupied[o]];
          if (v->kinds[PARLOUR_PIECE_KIND (p)].pawn)
            key ^= parlour_zobrist.piece[p][occupied[o]];
        }
      entry = &pawn_cache[key & (PAWN_CACHE_SIZE - 1)];
      if (!entry->filled || entry->key != key)
        {
          pawn_info (tables, pos, occupied, n_occupied, &entry->info);
          entry->key = key;
          entry->filled = TRUE;
        }
      pi = &entry->info;
    }
  else
    {
      pawn_info (tables, pos, occupied, n_occupied, &own_info);
      pi = &own_info;
    }
  pawn_att[PARLOUR_WHITE] = pi->pawn_att[PARLOUR_WHITE];
  pawn_att[PARLOUR_BLACK] = pi->pawn_att[PARLOUR_BLACK];
  if (reach_codes != NULL)
    memset (reach_codes, 0, n_sq * sizeof *reach_codes);
  /* per side and square, the cheapest piece (not a pawn) attacking it:
   * 0x7f7f, above every piece's worth, where none does */
  memset (least, 0x7f, sizeof least);
  /* the pawns' squares first: those they guard are no place for a piece */
  memcpy (attacks[PARLOUR_WHITE], pawn_att[PARLOUR_WHITE], n_sq);
  memcpy (attacks[PARLOUR_BLACK], pawn_att[PARLOUR_BLACK], n_sq);
  for (guint o = 0; o < n_occupied; o++)
    {
      guint sq = occupied[o];
      ParlourPiece p = pos->board[sq];
      guint k = PARLOUR_PIECE_KIND (p);
      ParlourColor c = PARLOUR_PIECE_COLOR (p);
      material[c] += tables->value[k];
      mg[c] += tables->pst_mg[k][c][sq];
      eg[c] += tables->pst_eg[k][c][sq];
      if (!v->kinds[k].pawn && !v->kinds[k].royal)
        force[c] += tables->value[k], n_pieces[c]++, piece_at[c] = sq;
      if (!v->kinds[k].pawn)
        {
          /* a royal is no cheaper attacker: it cannot take a guarded piece */
          gint n = piece_reach (pos, sq, attacks[c], pawn_att[!c], least[c],
                                v->kinds[k].royal ? G_MAXINT16 : tables->value[k],
                                v->kinds[k].royal || reach_codes == NULL ? codes_unused : reach_codes);
          mob_mg[c] += n * tables->mob_mg[k];
          mob_eg[c] += n * tables->mob_eg[k];
          if (n < TRAPPED_SQUARES && !v->kinds[k].royal)
            mg[c] -= (TRAPPED_SQUARES - n) * w->trapped_mg,
            eg[c] -= (TRAPPED_SQUARES - n) * w->trapped_eg;
        }
    }
  /* threats: a piece that a pawn attacks, or a cheaper piece, or that the
   * opponent attacks and nothing guards */
  for (guint o = 0; o < n_occupied; o++)
    {
      guint sq = occupied[o];
      ParlourPiece p = pos->board[sq];
      guint k = PARLOUR_PIECE_KIND (p);
      ParlourColor c = PARLOUR_PIECE_COLOR (p);

      if (v->kinds[k].pawn || v->kinds[k].royal)
        continue;
      if (pawn_att[!c][sq])
        mg[c] -= w->threat_pawn_mg, eg[c] -= w->threat_pawn_eg;
      else if (least[!c][sq] < tables->value[k])
        mg[c] -= w->threat_lesser_mg, eg[c] -= w->threat_lesser_eg;
      else if (attacks[!c][sq] && !attacks[c][sq])
        mg[c] -= w->hanging_mg, eg[c] -= w->hanging_eg;
    }
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      if (pos->reserve[c][k])
        {
          gint worth = pos->reserve[c][k] * tables->value[k];
          material[c] += worth + worth * w->hand_bonus_pct / 100;
          if (!v->kinds[k].pawn && !v->kinds[k].royal)
            force[c] += worth;
        }

  phase = MIN ((force[0] + force[1]) * PHASE_ONE / tables->start_material, PHASE_ONE);
  for (guint c = 0; c < 2; c++)
    phase_of[c] = MIN (force[c] * 2 * PHASE_ONE / tables->start_material, PHASE_ONE);

  if (tables->pawn_terms)
    {
      gint smg = 0, seg = 0;
      parlour_eval_structure_terms (tables, pos, occupied, n_occupied, pi, attacks[PARLOUR_WHITE],
                                    attacks[PARLOUR_BLACK], &smg, &seg);
      score_structure = (smg * phase + seg * (PHASE_ONE - phase)) / PHASE_ONE;
    }

  score = material[0] - material[1] + score_structure;
  /* Bughouse: what a side takes also goes to its partner, who may drop it on
   * the other board, and what it loses arms the other team there; so a
   * material lead counts for the team too (docs/computer.md, "Bughouse") */
  if (v->flags & PARLOUR_VARIANT_CAPTURES_TO_PARTNER)
    score += score * PARTNER_SHARE_PCT / 100;
  score += ((mg[0] - mg[1]) * phase + (eg[0] - eg[1]) * (PHASE_ONE - phase)) / PHASE_ONE;
  score += ((mob_mg[0] - mob_mg[1]) * phase + (mob_eg[0] - mob_eg[1]) * (PHASE_ONE - phase)) /
           (PHASE_ONE * 256);
  score += royal_safety (w, pos, PARLOUR_WHITE, attacks[1], attacks[0], reach_codes, phase_of[1]);
  score -= royal_safety (w, pos, PARLOUR_BLACK, attacks[0], attacks[1], reach_codes, phase_of[0]);
  if (tables->pawn_terms && score != 0)
    score = score * parlour_eval_drawish_share (tables, pos,
                                                score > 0 ? PARLOUR_WHITE : PARLOUR_BLACK,
                                                force, n_pieces, piece_at) / 100;
  score = pos->side == PARLOUR_WHITE ? score : -score;
  return score + w->tempo;
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
