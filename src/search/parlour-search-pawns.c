/* parlour-search-pawns.c — the evaluation's terms of pawn structure, of the
 * pieces that depend on it, and of the endings a lead seldom wins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Evaluation": in variants whose pawns promote on the last
 * rank, without drops and without chance (ParlourEvalTables.pawn_terms). As
 * in parlour-search-eval.c, nothing here names a variant: file riders and
 * colour-bound kinds are found from the kinds' moves.
 */
#include "parlour-search-private.h"

#include <stdlib.h>

/* How many royal steps apart two squares are. */
static gint
square_distance (guint w, guint a, guint b)
{
  return MAX (abs ((gint) (a % w) - (gint) (b % w)), abs ((gint) (a / w) - (gint) (b / w)));
}

/* The terms of pawns alone (ParlourPawnInfo) for @pawns, the squares of the
 * pawns of @pos, whose attacks @pi holds already: the pawns on each file,
 * connected, doubled and isolated pawns, and which pawns are passed. */
void
parlour_eval_pawn_structure (const ParlourEvalTables *tables,
                             const ParlourPosition   *pos,
                             const guint8            *pawns,
                             guint                    n_pawns,
                             ParlourPawnInfo         *pi)
{
  const ParlourVariant *v = pos->variant;
  const ParlourEvalWeights *w = &tables->w;
  guint width = v->width, h = v->height;

  for (guint f = 0; f < width; f++)
    {
      pi->count[PARLOUR_WHITE][f] = pi->count[PARLOUR_BLACK][f] = 0;
      pi->far_up[PARLOUR_WHITE][f] = pi->far_back[PARLOUR_BLACK][f] = -1;
      pi->far_up[PARLOUR_BLACK][f] = pi->far_back[PARLOUR_WHITE][f] = (gint16) h;
    }
  for (guint i = 0; i < n_pawns; i++)
    {
      guint sq = pawns[i];
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[sq]);
      gint f = (gint) (sq % width), r = (gint) (sq / width);
      pi->count[c][f]++;
      if (c == PARLOUR_WHITE)
        pi->far_up[c][f] = MAX (pi->far_up[c][f], r), pi->far_back[c][f] = MIN (pi->far_back[c][f], r);
      else
        pi->far_up[c][f] = MIN (pi->far_up[c][f], r), pi->far_back[c][f] = MAX (pi->far_back[c][f], r);
    }

  for (guint i = 0; i < n_pawns; i++)
    {
      guint sq = pawns[i];
      gint f = (gint) (sq % width), r = (gint) (sq / width);
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[sq]), them = PARLOUR_OTHER (c);
      gint sign = c == PARLOUR_WHITE ? 1 : -1;
      gint adv = c == PARLOUR_WHITE ? r : (gint) h - 1 - r;
      gboolean passed = TRUE, isolated = TRUE, connected = pi->pawn_att[c][sq] != 0;

      for (gint g = MAX (f - 1, 0); g <= MIN (f + 1, (gint) width - 1); g++)
        {
          if (g != f && pi->count[c][g])
            {
              ParlourPiece beside = pos->board[r * (gint) width + g];
              isolated = FALSE;
              if (beside != PARLOUR_PIECE_EMPTY && PARLOUR_PIECE_COLOR (beside) == c &&
                  v->kinds[PARLOUR_PIECE_KIND (beside)].pawn)
                connected = TRUE;
            }
          /* an opposing pawn ahead of this one on the file or beside it */
          if (pi->count[them][g] &&
              (c == PARLOUR_WHITE ? pi->far_back[them][g] > r : pi->far_back[them][g] < r))
            passed = FALSE;
        }
      if (connected)
        {
          gint a = MAX (adv - 1, 0);
          pi->mg += sign * (w->connected_mg + w->connected_adv_mg * a * a / 8);
          pi->eg += sign * (w->connected_eg + w->connected_adv_eg * a * a / 8);
        }
      /* a pawn with one of its own side ahead on the file is doubled */
      if (pi->count[c][f] > 1 && (c == PARLOUR_WHITE ? pi->far_up[c][f] > r : pi->far_up[c][f] < r))
        pi->mg -= sign * w->doubled_mg, pi->eg -= sign * w->doubled_eg;
      if (isolated)
        pi->mg -= sign * w->isolated_mg, pi->eg -= sign * w->isolated_eg;
      if (passed)
        pi->passed[pi->n_passed++] = (guint8) sq;
    }
}

/* Pawn structure (the terms of pawns alone from @pi, and passed pawns), file
 * riders on open files and pairs of colour-bound pieces, for White, as
 * opening and ending terms. One walk over the board notes the file riders
 * and other pieces; the terms then look at those alone (this runs at every
 * node). */
void
parlour_eval_structure_terms (const ParlourEvalTables *tables,
                              const ParlourPosition   *pos,
                              const guint8            *occupied,
                              guint                    n_occupied,
                              const ParlourPawnInfo   *pi,
                              const guint8            *attacks_white,
                              const guint8            *attacks_black,
                              gint                    *mg,
                              gint                    *eg)
{
  const guint8 *attacks[2] = { attacks_white, attacks_black };
  const ParlourVariant *v = pos->variant;
  const ParlourEvalWeights *w = &tables->w;
  guint width = v->width, h = v->height;
  guint bound_colours[2][PARLOUR_MAX_KINDS] = { { 0 } };
  guint8 riders[PARLOUR_MAX_SQUARES], others[PARLOUR_MAX_SQUARES];
  guint n_riders = 0, n_others = 0;

  *mg += pi->mg;
  *eg += pi->eg;
  for (guint o = 0; o < n_occupied; o++)
    {
      guint sq = occupied[o];
      ParlourPiece p = pos->board[sq];
      guint k = PARLOUR_PIECE_KIND (p);
      if (v->kinds[k].pawn)
        continue;
      if (tables->file_rider[k])
        riders[n_riders++] = (guint8) sq;
      else if (!v->kinds[k].royal)
        {
          others[n_others++] = (guint8) sq;
          if (tables->colour_bound[k])
            bound_colours[PARLOUR_PIECE_COLOR (p)][k] |= 1u << ((sq % width + sq / width) & 1);
        }
    }

  for (guint i = 0; i < n_riders; i++)
    {
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[riders[i]]);
      gint sign = c == PARLOUR_WHITE ? 1 : -1, f = riders[i] % width;
      gint rank = (gint) (riders[i] / width);
      if (pi->count[c][f] == 0 && pi->count[!c][f] == 0)
        *mg += sign * w->open_file_mg, *eg += sign * w->open_file_eg;
      else if (pi->count[c][f] == 0)
        *mg += sign * w->half_open_mg, *eg += sign * w->half_open_eg;
      if ((c == PARLOUR_WHITE ? rank : (gint) h - 1 - rank) == (gint) h - 2)
        *mg += sign * w->seventh_mg, *eg += sign * w->seventh_eg;
    }

  /* outposts: in the opponent's half short of its edge, guarded by a pawn,
   * and no opposing pawn on a file beside that could come to attack it */
  for (guint i = 0; i < n_others; i++)
    {
      guint sq = others[i];
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[sq]), them = PARLOUR_OTHER (c);
      gint f = (gint) (sq % width), r = (gint) (sq / width);
      gint adv = c == PARLOUR_WHITE ? r : (gint) h - 1 - r;
      gboolean safe = TRUE;

      if (2 * adv < (gint) h || adv == (gint) h - 1 || !pi->pawn_att[c][sq])
        continue;
      for (gint g = MAX (f - 1, 0); g <= MIN (f + 1, (gint) width - 1); g++)
        if (g != f && pi->count[them][g] &&
            (c == PARLOUR_WHITE ? pi->far_back[them][g] > r : pi->far_back[them][g] < r))
          safe = FALSE;
      if (safe)
        {
          gint sign = c == PARLOUR_WHITE ? 1 : -1;
          *mg += sign * w->outpost_mg, *eg += sign * w->outpost_eg;
        }
    }

  /* passed pawns, by how far they have come, what stands in front of them
   * and how near the royals are */
  for (guint i = 0; i < pi->n_passed; i++)
    {
      guint sq = pi->passed[i];
      gint f = (gint) (sq % width), r = (gint) (sq / width);
      ParlourColor c = PARLOUR_PIECE_COLOR (pos->board[sq]), them = PARLOUR_OTHER (c);
      gint sign = c == PARLOUR_WHITE ? 1 : -1;
      gint adv = c == PARLOUR_WHITE ? r : (gint) h - 1 - r;
      gint next = r + sign;
      guint front = next >= 0 && next < (gint) h ? (guint) (next * (gint) width + f) : sq;
      gint stage = CLAMP (adv * 7 / ((gint) h - 1), 0, 7);
      gint keep = front != sq && pos->board[front] != PARLOUR_PIECE_EMPTY
                    ? 100 - w->passed_blocked_pct
                    : front != sq && !attacks[them][front] ? 100 + w->passed_free_pct : 100;

      *mg += sign * w->passed_mg[stage] * keep / 100;
      *eg += sign * w->passed_eg[stage] * keep / 100;
      /* in the ending the royals' race to the square in front of it */
      if (pos->royal[them] != PARLOUR_NO_SQUARE && pos->royal[c] != PARLOUR_NO_SQUARE)
        *eg += sign * w->passed_king_eg * stage *
               (2 * square_distance (width, pos->royal[them], front) -
                square_distance (width, pos->royal[c], front)) / 2;
    }

  /* the royal's shelter, while it has one to lose: the files on and beside
   * its own without a pawn of its side, and opposing pawns storming up them */
  for (guint c = 0; c < 2 && (w->royal_open_mg || w->royal_storm_mg); c++)
    {
      guint royal = pos->royal[c];
      ParlourColor them = PARLOUR_OTHER (c);
      gint sign = c == PARLOUR_WHITE ? 1 : -1, f0, r0;

      if (royal == PARLOUR_NO_SQUARE)
        continue;
      f0 = (gint) (royal % width);
      r0 = (gint) (royal / width);
      for (gint g = MAX (f0 - 1, 0); g <= MIN (f0 + 1, (gint) width - 1); g++)
        {
          gint near;
          if (pi->count[c][g] == 0)
            *mg -= sign * w->royal_open_mg;
          if (pi->count[them][g] == 0)
            continue;
          /* the opposing pawn furthest up the file, seen from its own edge,
           * is the one nearest the royal */
          near = 4 - ABS (pi->far_up[them][g] - r0);
          if (near > 0)
            *mg -= sign * w->royal_storm_mg * near;
        }
    }

  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      if (bound_colours[c][k] == 3)
        {
          *mg += (c == PARLOUR_WHITE ? 1 : -1) * w->pair_mg;
          *eg += (c == PARLOUR_WHITE ? 1 : -1) * w->pair_eg;
        }
}

/* The share of the score, in percent, that @strong (the side ahead) keeps in
 * an ending a lead seldom wins (in the variants with the pawn-structure terms,
 * whose pawns promote on the last rank and which have no bare-royal rule that
 * a lead in pieces could win by): without a pawn of its own and less than
 * drawish_margin ahead in pieces, it has nothing to promote and too little to
 * mate with; with one colour-bound piece left on each side, on squares of
 * opposite colours, neither can contest the other's squares. */
gint
parlour_eval_drawish_share (const ParlourEvalTables *tables,
                            const ParlourPosition   *pos,
                            ParlourColor             strong,
                            const gint              *force,
                            const guint             *n_pieces,
                            const guint             *piece_at)
{
  const ParlourEvalWeights *w = &tables->w;
  guint width = pos->variant->width;

  if (pos->count[strong][parlour_variant_pawn_kind (pos->variant)] == 0 &&
      force[strong] - force[!strong] < w->drawish_margin)
    return w->drawish_pct;
  if (n_pieces[0] == 1 && n_pieces[1] == 1 &&
      tables->colour_bound[PARLOUR_PIECE_KIND (pos->board[piece_at[0]])] &&
      tables->colour_bound[PARLOUR_PIECE_KIND (pos->board[piece_at[1]])] &&
      ((piece_at[0] % width + piece_at[0] / width) & 1) !=
        ((piece_at[1] % width + piece_at[1] / width) & 1))
    return w->opposite_bound_pct;
  return 100;
}

