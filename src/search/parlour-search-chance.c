/* parlour-search-chance.c — expectimax for variants where chance picks the move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Chance". In a variant with PARLOUR_VARIANT_CHANCE the player
 * picks a piece and chance picks its move from an exact distribution
 * (parlour-panic.h, docs/rules/panic.md). A pick is worth the expected value of
 * its outcomes, and each outcome's value is the opponent's best pick after it,
 * negated: the search maximises over picks and averages over outcomes. There is
 * nothing to prune by alpha and beta in an average, so the search goes less
 * deep than the alpha-beta search of the other variants; a position where the
 * side to move attacks the enemy king is never left at the horizon, as chance
 * may end the game there on the next pick.
 */
#include "parlour-search-private.h"
#include "parlour-panic.h"

#include <string.h>

#define MAX_KING_EXTENSIONS 2

typedef struct {
  guint  square;
  double value;
  gint   noise;
} RootPick;

/* Does the side to move have a move from @square? */
static gboolean
has_move_from (const ParlourMoveList *list,
               guint                  square)
{
  for (guint i = 0; i < list->n; i++)
    {
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (list->moves[i]);
      if (flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS &&
          PARLOUR_MOVE_FROM (list->moves[i]) == square)
        return TRUE;
    }
  return FALSE;
}

static double chance_value (ParlourSearch *self, gint depth, guint ply, guint extensions);

/* The expected value of picking the piece on @square, for the side to move. */
static double
pick_value (ParlourSearch *self,
            guint          square,
            gint           depth,
            guint          ply,
            guint          extensions)
{
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n = parlour_panic_outcomes (&self->pos, square, outcomes, G_N_ELEMENTS (outcomes));
  double ev = 0;

  n = MIN (n, G_N_ELEMENTS (outcomes));
  for (guint i = 0; i < n; i++)
    {
      ParlourUndo undo;
      double v;

      self->hashes[self->n_hashes++] = self->pos.hash;
      parlour_position_make (&self->pos, outcomes[i].move, &undo);
      self->nodes++;
      v = -chance_value (self, depth - 1, ply + 1, extensions);
      parlour_position_unmake (&self->pos, &undo);
      self->n_hashes--;
      if (self->aborted)
        return 0;
      ev += outcomes[i].probability * v;
    }
  return ev;
}

static double
chance_value (ParlourSearch *self,
              gint           depth,
              guint          ply,
              guint          extensions)
{
  ParlourPosition *pos = &self->pos;
  guint n_sq = pos->variant->width * pos->variant->height;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourMoveList list;
  ParlourTTEntry *e;
  double best = -SEARCH_INF;
  gint decided;

  if (parlour_search_enter (self, &list, ply, &decided))
    return decided;
  if (pos->variant->claim_halfmoves && pos->halfmove >= pos->variant->claim_halfmoves)
    return 0;
  if (depth <= 0)
    {
      if (extensions >= MAX_KING_EXTENSIONS || ply >= PARLOUR_SEARCH_MAX_PLY ||
          pos->royal[them] == PARLOUR_NO_SQUARE ||
          !parlour_position_is_attacked (pos, pos->royal[them], us))
        return parlour_eval (&self->eval, pos);
      depth = 1;
      extensions++;
    }

  e = parlour_search_tt_probe (self, pos->hash);
  if (e != NULL && TT_BOUND (e) == BOUND_EXACT && e->depth >= depth)
    {
      gint s = e->score;
      if (s > PARLOUR_SEARCH_MATE_BOUND)
        s -= (gint) ply;
      else if (s < -PARLOUR_SEARCH_MATE_BOUND)
        s += (gint) ply;
      return s;
    }

  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      double v;
      if (p == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (p) != us || !has_move_from (&list, sq))
        continue;
      v = pick_value (self, sq, depth, ply, extensions);
      if (self->aborted)
        return 0;
      best = MAX (best, v);
    }
  if (best == -SEARCH_INF)
    return 0;

  parlour_search_tt_store (self, pos->hash, PARLOUR_MOVE_NONE, (gint) best, depth, BOUND_EXACT,
                           ply);
  return best;
}

/**
 * parlour_search_chance:
 * @self: a search set up by parlour_search_run()
 * @max_depth: the deepest iteration, in picks
 * @noise: centipawns of deliberate error added to each pick's value (weak levels)
 * @seed: the noise follows it
 * @result: filled with the pick
 *
 * Iterative deepening over picks: every iteration values each selectable piece
 * of the side to move, the best of the last one first.
 */
void
parlour_search_chance (ParlourSearch       *self,
                       guint                max_depth,
                       gint                 noise,
                       guint64              seed,
                       ParlourSearchResult *result)
{
  ParlourPosition *pos = &self->pos;
  guint n_sq = pos->variant->width * pos->variant->height;
  RootPick picks[PARLOUR_MAX_SQUARES];
  ParlourMoveList list;
  guint n = 0;

  parlour_position_legal_moves (pos, &list);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      if (p && PARLOUR_PIECE_COLOR (p) == pos->side && has_move_from (&list, sq))
        {
          guint64 state = seed ^ ((guint64) sq * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
          gint jitter = noise ? (gint) (parlour_splitmix64 (&state) % (guint64) (2 * noise + 1)) - noise : 0;
          picks[n++] = (RootPick) { sq, 0, jitter };
        }
    }
  if (n == 0)
    return;
  result->square = picks[0].square;

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      double best = -SEARCH_INF * 2.0;
      guint best_i = 0, done = 0;

      for (guint i = 0; i < n; i++)
        {
          double v = pick_value (self, picks[i].square, (gint) depth, 0, 0);
          if (self->aborted)
            break;
          done++;
          picks[i].value = v;
          if (v + picks[i].noise > best)
            {
              best = v + picks[i].noise;
              best_i = i;
            }
        }
      if (done == 0)
        break;
      result->square = picks[best_i].square;
      result->score = (gint) picks[best_i].value;
      if (self->aborted)
        break;
      result->depth = depth;
      /* the best pick first in the next iteration */
      {
        RootPick r = picks[best_i];
        memmove (&picks[1], &picks[0], best_i * sizeof (RootPick));
        picks[0] = r;
      }
      result->nodes = self->nodes;
      result->seldepth = self->seldepth;
      result->time_us = g_get_monotonic_time () - self->start_us;
      if (self->info_func != NULL)
        self->info_func (result, self->info_data);
      if (n == 1 || ABS (result->score) > PARLOUR_SEARCH_MATE_BOUND)
        break;
    }
}
