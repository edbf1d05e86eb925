/* parlour-search-talk.c — Bughouse table talk in the search: the partner's wishes, one's own needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Table talk". A partner's message changes what pieces are
 * worth on this board: a kind the partner needs is worth more when taken (it
 * goes to the partner), and a kind the partner asked not to give away costs
 * more when lost (it would arm the opponent who faces the partner). The
 * search counts how many pieces of such a kind each side has (on the board
 * and in hand) at the root; on a Bughouse board a captured piece leaves the
 * board, so every one fewer below the root was taken, and the evaluation adds
 * the wish for each.
 *
 * The other way round, a seat finds what it needs itself: a short search of
 * its position with one more piece of a kind in its hand shows whether that
 * kind would mate, or win much more than the piece is worth in hand (the
 * static evaluation's difference).
 */
#include "config.h"

#include <string.h>

#include "parlour-search-private.h"
#include "parlour-variant-crazyhouse.h"

/* the short searches that find a need */
#define NEED_DEPTH        3
#define NEED_NODES        10000
/* how much more than the piece's worth in hand a kind must win to be needed */
#define NEED_MARGIN       400

void
parlour_search_set_wish (ParlourSearch *self,
                         guint          kind,
                         gint           take_bonus,
                         gint           loss_penalty)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (kind < PARLOUR_MAX_KINDS);
  g_return_if_fail (ABS (take_bonus) <= 2000 && ABS (loss_penalty) <= 2000);

  self->wish_take[kind] = take_bonus;
  self->wish_loss[kind] = loss_penalty;
  self->has_wishes = FALSE;
  for (guint k = 0; k < PARLOUR_MAX_KINDS; k++)
    if (self->wish_take[k] != 0 || self->wish_loss[k] != 0)
      self->has_wishes = TRUE;
}

static guint
held (const ParlourPosition *pos,
      ParlourColor           color,
      guint                  kind)
{
  return pos->count[color][kind] + pos->reserve[color][kind];
}

/* The root's counts, for the wishes to compare with. */
void
parlour_search_wishes_begin (ParlourSearch *self)
{
  self->wish_side = self->pos.side;
  for (guint c = 0; c < 2; c++)
    for (guint k = 0; k < PARLOUR_MAX_KINDS; k++)
      self->wish_held[c][k] = held (&self->pos, c, k);
}

gint
parlour_search_static (ParlourSearch         *self,
                       const ParlourPosition *pos)
{
  ParlourEvalCacheEntry *c = &self->eval_cache[pos->hash & (EVAL_CACHE_SIZE - 1)];
  ParlourColor us = self->wish_side;
  gint score;
  gint wish = 0;

  /* the hash covers the board, the hands, the side to move and the rights */
  if (c->filled && c->key == pos->hash)
    score = c->score;
  else
    {
      score = parlour_eval_cached (&self->eval, self->pawn_cache, pos);
      *c = (ParlourEvalCacheEntry) { pos->hash, score, 1 };
    }
  if (!self->has_wishes)
    return score;
  for (guint k = 1; k < PARLOUR_MAX_KINDS; k++)
    {
      gint taken, lost;

      if (self->wish_take[k] == 0 && self->wish_loss[k] == 0)
        continue;
      taken = MAX (0, (gint) self->wish_held[!us][k] - (gint) held (pos, !us, k));
      lost = MAX (0, (gint) self->wish_held[us][k] - (gint) held (pos, us, k));
      wish += taken * self->wish_take[k] - lost * self->wish_loss[k];
    }
  return score + (pos->side == us ? wish : -wish);
}

/* The short search's value of @pos for the side to move; -SEARCH_INF when it
 * has no move (it would wait). */
static gint
short_search (ParlourSearch         *search,
              const ParlourPosition *pos,
              GCancellable          *cancellable)
{
  ParlourSearchLimits limits = { NEED_DEPTH, NEED_NODES, 0, PARLOUR_SEARCH_LEVEL_MAX, 0 };
  ParlourSearchResult result;

  if (!parlour_search_run (search, pos, &limits, cancellable, &result, NULL))
    return -SEARCH_INF;
  return result.score;
}

gboolean
parlour_search_find_need (const ParlourPosition *pos,
                          GCancellable          *cancellable,
                          guint                 *kind)
{
  g_autoptr(ParlourSearch) search = NULL;
  const ParlourVariant *variant;
  ParlourColor us;
  gint base, best_gain = G_MININT;
  guint best = 0;
  gboolean mates = FALSE;

  g_return_val_if_fail (pos != NULL && kind != NULL, FALSE);

  *kind = 0;
  variant = pos->variant;
  if (!(variant->flags & PARLOUR_VARIANT_DROPS))
    return FALSE;
  us = pos->side;
  search = parlour_search_new ();
  base = short_search (search, pos, cancellable);
  for (guint k = 1; k <= variant->n_kinds && k < PARLOUR_MAX_KINDS; k++)
    {
      ParlourPosition with = *pos;
      gint score, gain;

      if (parlour_drops_kind_in_hand (variant, PARLOUR_PIECE_MAKE (k, us)) != k ||
          pos->reserve[us][k] >= 63 ||
          (cancellable != NULL && g_cancellable_is_cancelled (cancellable)))
        continue;
      parlour_position_set_reserve (&with, us, k, pos->reserve[us][k] + 1);
      score = short_search (search, &with, cancellable);
      if (score >= PARLOUR_SEARCH_MATE_BOUND)
        {
          /* the cheapest kind that mates: the partner gets it most easily */
          if (!mates || variant->kinds[k].value < variant->kinds[best].value)
            best = k;
          mates = TRUE;
          continue;
        }
      /* what the piece wins beyond its worth in hand; a seat that waits
       * needs whatever gives it the best game */
      gain = base == -SEARCH_INF ? score
                                 : score - base - (parlour_eval (&search->eval, &with) -
                                                   parlour_eval (&search->eval, pos));
      if (!mates && score > -PARLOUR_SEARCH_MATE_BOUND && gain > best_gain &&
          (base == -SEARCH_INF || gain >= NEED_MARGIN))
        {
          best_gain = gain;
          best = k;
        }
    }
  *kind = best;
  return best != 0;
}
