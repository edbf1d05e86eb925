/* parlour-search.c — the computer player's search: levels, limits and the root
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md describes the search. Every node generates the variant's legal
 * moves through its vtable, so a move from the transposition table or a killer
 * slot is only ever played when it is legal in the node, and game ends are the
 * variant's own outcome hook: mate, stalemate, a captured king, a bare royal.
 */
#include "parlour-search-private.h"

#include <string.h>

G_DEFINE_QUARK (parlour-search-error-quark, parlour_search_error)

#define TT_DEFAULT_MIB    16
#define CHECK_EVERY       1023        /* nodes between looks at the clock */
#define ASPIRATION_DEPTH  5
#define ASPIRATION_WINDOW 30

/* What each level searches: its depth limit (0: none), the noise added to the root
 * moves' scores (centipawns) and how often (per cent) it plays a random move; and
 * its depth limit in picks where chance picks the move (Panic), where a pick is
 * a far larger tree than a ply and the strongest level reaches about four picks
 * in the app's think time, so that the levels spread over the picks the search
 * can reach (docs/computer.md, "Levels"). */
static const struct {
  guint depth;
  gint  noise;
  guint random_pct;
  guint chance_depth;
} levels[PARLOUR_SEARCH_LEVEL_MAX + 1] = {
  [1] = { 1, 300, 25, 1 },
  [2] = { 1, 150, 10, 1 },
  [3] = { 2, 80, 0, 1 },
  [4] = { 3, 40, 0, 2 },
  [5] = { 4, 20, 0, 2 },
  [6] = { 5, 10, 0, 3 },
  [7] = { 6, 0, 0, 4 },
  [8] = { 0, 0, 0, 0 },
};

ParlourSearch *
parlour_search_new (void)
{
  ParlourSearch *self = g_new0 (ParlourSearch, 1);

  self->eval_cache = g_new0 (ParlourEvalCacheEntry, EVAL_CACHE_SIZE);
  self->pawn_cache = g_new0 (ParlourPawnCacheEntry, PAWN_CACHE_SIZE);
  parlour_search_set_hash_size (self, TT_DEFAULT_MIB);
  return self;
}

void
parlour_search_set_hash_size (ParlourSearch *self,
                              guint          mib)
{
  gsize bytes = (gsize) MAX (mib, 1) << 20, buckets = 1;

  g_return_if_fail (self != NULL);

  while (buckets * 2 * TT_BUCKET * sizeof (ParlourTTEntry) <= bytes)
    buckets *= 2;
  g_free (self->tt);
  /* zeroed pages come lazily from the system: a large table costs little
   * until it is used */
  self->tt = g_new0 (ParlourTTEntry, buckets * TT_BUCKET);
  self->tt_mask = buckets - 1;
  self->tt_age = 0;
}

guint
parlour_search_get_hash_size (ParlourSearch *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return (guint) (((self->tt_mask + 1) * TT_BUCKET * sizeof (ParlourTTEntry)) >> 20);
}

gint64
parlour_search_clock_budget (gint64 time_left_us,
                             gint64 increment_us,
                             guint  moves_to_go,
                             gint64 overhead_us)
{
  gint64 left = MAX (time_left_us - overhead_us, 0);
  gint64 inc = MAX (increment_us, 0);
  gint64 share = left / (moves_to_go > 0 ? moves_to_go + 1 : 30) + inc * 3 / 4;

  /* a clock that ran over (some interfaces send a negative time after a lag)
   * or is nearly out: move at once */
  return CLAMP (share, 1000, MAX (left / 2, 1000));
}

gint64
parlour_search_movetime_budget (gint64 movetime_us,
                                gint64 overhead_us)
{
  /* the interface waits the whole time for the move: keeping back a fixed
   * overhead would cost a fifth of a 100 ms move */
  gint64 kept = MIN (MAX (movetime_us, 0) / 20, MAX (overhead_us, 0));

  return MAX (movetime_us - kept, 1000);
}

void
parlour_search_free (ParlourSearch *self)
{
  if (self == NULL)
    return;
  g_free (self->tt);
  g_free (self->eval_cache);
  g_free (self->pawn_cache);
  g_free (self);
}

void
parlour_search_clear (ParlourSearch *self)
{
  g_return_if_fail (self != NULL);

  memset (self->tt, 0, (self->tt_mask + 1) * TT_BUCKET * sizeof *self->tt);
  self->tt_age = 0;
  memset (self->killers, 0, sizeof self->killers);
  memset (self->history, 0, sizeof self->history);
  memset (self->counter, 0, sizeof self->counter);
  memset (self->eval_cache, 0, EVAL_CACHE_SIZE * sizeof *self->eval_cache);
  memset (self->pawn_cache, 0, PAWN_CACHE_SIZE * sizeof *self->pawn_cache);
}

void
parlour_search_set_history (ParlourSearch *self,
                            const guint64 *hashes,
                            guint          n_hashes)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (hashes != NULL || n_hashes == 0);

  /* only the latest positions can repeat within a search's horizon */
  if (n_hashes > SEARCH_MAX_GAME)
    {
      hashes += n_hashes - SEARCH_MAX_GAME;
      n_hashes = SEARCH_MAX_GAME;
    }
  if (n_hashes > 0)
    memcpy (self->hashes, hashes, n_hashes * sizeof *hashes);
  self->n_game = n_hashes;
}

void
parlour_search_set_info_func (ParlourSearch         *self,
                              ParlourSearchInfoFunc  func,
                              gpointer               user_data)
{
  g_return_if_fail (self != NULL);

  self->info_func = func;
  self->info_data = user_data;
}

void
parlour_search_stop (ParlourSearch *self)
{
  g_return_if_fail (self != NULL);

  g_atomic_int_set (&self->stop, 1);
}

gboolean
parlour_search_should_stop (ParlourSearch *self)
{
  if (self->aborted)
    return TRUE;
  if (self->node_limit && self->nodes >= self->node_limit)
    self->aborted = TRUE;
  if ((self->nodes & CHECK_EVERY) != 0)
    return FALSE;
  if (g_atomic_int_get (&self->stop) ||
      (self->cancellable != NULL && g_cancellable_is_cancelled (self->cancellable)) ||
      (self->deadline_us && g_get_monotonic_time () >= self->deadline_us))
    self->aborted = TRUE;
  return self->aborted;
}

gint
parlour_search_outcome_score (const ParlourPosition *pos,
                              ParlourResult          result,
                              guint                  ply)
{
  ParlourColor winner;

  if (result == PARLOUR_RESULT_DRAW)
    return 0;
  winner = result == PARLOUR_RESULT_WHITE_WINS ? PARLOUR_WHITE : PARLOUR_BLACK;
  return winner == pos->side ? PARLOUR_SEARCH_MATE - (gint) ply
                             : -PARLOUR_SEARCH_MATE + (gint) ply;
}

/* ---- the root ---- */

typedef struct {
  ParlourMove move;
  gint        score;
  gint        noise;
} RootMove;

static guint64
mix (guint64 seed, guint64 x)
{
  guint64 state = seed ^ (x * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  return parlour_splitmix64 (&state);
}

static gint
noise_for (gint noise, guint64 seed, ParlourMove m)
{
  if (noise == 0)
    return 0;
  return (gint) (mix (seed, m) % (guint64) (2 * noise + 1)) - noise;
}

gint
parlour_search_level_noise (guint       level,
                            guint64     seed,
                            ParlourMove move)
{
  guint l = level ? MIN (level, PARLOUR_SEARCH_LEVEL_MAX) : PARLOUR_SEARCH_LEVEL_MAX;

  return noise_for (levels[l].noise, seed, move);
}

/* Stable sort by score, best first: the best move of an iteration is searched
 * first in the next. */
static void
sort_roots (RootMove *roots, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      RootMove r = roots[i];
      guint j = i;
      for (; j > 0 && roots[j - 1].score + roots[j - 1].noise < r.score + r.noise; j--)
        roots[j] = roots[j - 1];
      roots[j] = r;
    }
}

static void
fill_result (ParlourSearch *self, ParlourSearchResult *result)
{
  result->nodes = self->nodes;
  result->seldepth = self->seldepth;
  result->time_us = g_get_monotonic_time () - self->start_us;
}

/* Searches the root moves at @depth within (@alpha, @beta): the scores in
 * @roots, the best move's index in @best_i and how many moves finished in
 * @done. Returns the best score (with noise); it stops at a move that scores
 * @beta or more. */
static gint
search_root_window (ParlourSearch *self,
                    RootMove      *roots,
                    guint          n,
                    guint          depth,
                    gint           alpha,
                    gint           beta,
                    gint           noise,
                    guint         *best_i,
                    guint         *done)
{
  gint best = -SEARCH_INF;

  *best_i = 0;
  *done = 0;
  for (guint i = 0; i < n; i++)
    {
      ParlourUndo undo;
      gint score;

      self->stack[0] = roots[i].move;
      parlour_search_make (self, roots[i].move, &undo);
      if (i == 0 || noise)
        score = -parlour_search_pvs (self, depth - 1, noise ? -SEARCH_INF : -beta,
                                     noise ? SEARCH_INF : -alpha, 1, TRUE);
      else
        {
          score = -parlour_search_pvs (self, depth - 1, -alpha - 1, -alpha, 1, TRUE);
          if (score > alpha && !self->aborted)
            score = -parlour_search_pvs (self, depth - 1, -beta, -alpha, 1, TRUE);
        }
      parlour_search_unmake (self, &undo);
      if (self->aborted)
        break;
      (*done)++;
      roots[i].score = score;
      if (score + roots[i].noise > best)
        {
          best = score + roots[i].noise;
          *best_i = i;
          self->pv[0][0] = roots[i].move;
          memcpy (&self->pv[0][1], self->pv[1], self->pv_len[1] * sizeof (ParlourMove));
          self->pv_len[0] = self->pv_len[1] + 1;
        }
      if (!noise)
        {
          alpha = MAX (alpha, score);
          if (score >= beta)
            break;
        }
    }
  return best;
}

static void
search_root (ParlourSearch       *self,
             ParlourMoveList     *list,
             guint                max_depth,
             gint                 noise,
             guint64              seed,
             gint64               soft_us,
             ParlourSearchResult *result)
{
  RootMove roots[PARLOUR_MAX_MOVES];
  gint scores[PARLOUR_MAX_MOVES];
  ParlourTTEntry *e = parlour_search_tt_probe (self, self->pos.hash);
  guint n = list->n;

  if (n == 0)
    return;
  parlour_search_order (self, list, scores, e != NULL ? e->move : PARLOUR_MOVE_NONE, 0);
  for (guint i = 0; i < n; i++)
    {
      parlour_search_pick (list, scores, i);
      roots[i] = (RootMove) { list->moves[i], -SEARCH_INF + 1, noise_for (noise, seed, list->moves[i]) };
    }
  result->move = roots[0].move;
  result->score = 0;
  result->pv[0] = roots[0].move;
  result->pv_len = 1;

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      gint alpha = -SEARCH_INF, beta = SEARCH_INF, window = ASPIRATION_WINDOW;
      gint best = -SEARCH_INF, searched_alpha = -SEARCH_INF;
      guint best_i = 0, done = 0;

      /* aspiration: a deeper iteration seldom scores far from the one before,
       * so it is searched in a window around that score first, and again with
       * the side it fell out of opened wider */
      if (!noise && depth >= ASPIRATION_DEPTH && ABS (result->score) < PARLOUR_SEARCH_MATE_BOUND)
        {
          alpha = result->score - window;
          beta = result->score + window;
        }
      for (;;)
        {
          searched_alpha = alpha;
          best = search_root_window (self, roots, n, depth, alpha, beta, noise, &best_i, &done);

          if (self->aborted || noise)
            break;
          if (best <= alpha && alpha > -SEARCH_INF)
            alpha = window >= 4 * ASPIRATION_WINDOW ? -SEARCH_INF : MAX (best - window, -SEARCH_INF);
          else if (best >= beta && beta < SEARCH_INF)
            {
              beta = window >= 4 * ASPIRATION_WINDOW ? SEARCH_INF : MIN (best + window, SEARCH_INF);
              /* the move that failed high goes first in the search again */
              if (best_i != 0)
                {
                  RootMove r = roots[best_i];
                  memmove (&roots[1], &roots[0], best_i * sizeof (RootMove));
                  roots[0] = r;
                  best_i = 0;
                }
            }
          else
            break;
          window *= 2;
        }

      /* a stopped iteration counts if it finished the move that led the last
       * one and found a move inside its window: every move it then prefers
       * was searched completely. When all it finished fell below the window,
       * their scores are only upper bounds and say nothing of which is best:
       * the last completed iteration's move stands. */
      if (done == 0 || (self->aborted && best <= searched_alpha))
        break;
      result->move = roots[best_i].move;
      result->score = roots[best_i].score;
      result->pv_len = self->pv_len[0];
      memcpy (result->pv, self->pv[0], self->pv_len[0] * sizeof (ParlourMove));
      if (self->aborted)
        break;
      result->depth = depth;
      parlour_search_tt_store (self, self->pos.hash, roots[best_i].move, roots[best_i].score, (gint) depth,
                BOUND_EXACT, 0);
      if (best_i != 0)
        {
          /* the best first, the rest as they scored */
          RootMove r = roots[best_i];
          memmove (&roots[1], &roots[0], best_i * sizeof (RootMove));
          roots[0] = r;
        }
      sort_roots (roots + 1, n - 1);
      fill_result (self, result);
      if (self->info_func != NULL)
        self->info_func (result, self->info_data);
      /* one legal move, a mate found within the depth, or too little time left
       * for another iteration: done */
      if (n == 1 ||
          (ABS (result->score) > PARLOUR_SEARCH_MATE_BOUND &&
           PARLOUR_SEARCH_MATE - ABS (result->score) <= (gint) depth) ||
          (soft_us && g_get_monotonic_time () - self->start_us >= soft_us))
        break;
    }
}

/**
 * parlour_search_run:
 * @self: a search
 * @pos: the position to search (not changed)
 * @limits: the limits and level
 * @cancellable: (nullable): stops the search when cancelled
 * @result: (out caller-allocates): the move found and the search's statistics
 * @error: set when there is nothing to search or a limit is out of range
 *
 * Returns: %TRUE if @result holds a move (or, in a chance variant, a pick)
 */
gboolean
parlour_search_run (ParlourSearch             *self,
                    const ParlourPosition     *pos,
                    const ParlourSearchLimits *limits,
                    GCancellable              *cancellable,
                    ParlourSearchResult       *result,
                    GError                   **error)
{
  ParlourMoveList list;
  ParlourTermination term;
  guint level, max_depth;
  gint64 soft_us = 0;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (pos != NULL && limits != NULL && result != NULL, FALSE);

  level = limits->level ? limits->level : PARLOUR_SEARCH_LEVEL_MAX;
  if (level > PARLOUR_SEARCH_LEVEL_MAX)
    {
      g_set_error (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_LIMITS,
                   "level %u is out of range: levels go from %d to %d", level,
                   PARLOUR_SEARCH_LEVEL_MIN, PARLOUR_SEARCH_LEVEL_MAX);
      return FALSE;
    }
  if (limits->depth >= PARLOUR_SEARCH_MAX_PLY || limits->time_us < 0)
    {
      g_set_error (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_LIMITS,
                   limits->time_us < 0 ? "the time limit cannot be negative"
                                       : "depth %u is out of range: at most %d", limits->depth,
                   PARLOUR_SEARCH_MAX_PLY - 1);
      return FALSE;
    }

  memset (result, 0, sizeof *result);
  result->square = PARLOUR_NO_SQUARE;
  self->pos = *pos;
  parlour_position_legal_moves (&self->pos, &list);
  if (list.n == 0 || self->pos.variant->ops->outcome (&self->pos, list.n, &term) != PARLOUR_RESULT_NONE)
    {
      /* a Bughouse player with no move is not mated while a drop could
       * help: it waits for a piece from its partner */
      g_set_error_literal (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_NO_MOVES,
                           list.n == 0 && self->pos.variant->ops->outcome (&self->pos, 0, &term) ==
                                            PARLOUR_RESULT_NONE
                             ? "the side to move has no move now: it waits for a piece to drop"
                             : "the game is over in this position: there is no move to search");
      g_atomic_int_set (&self->stop, 0);
      return FALSE;
    }
  parlour_search_begin_variant (self, pos->variant);
  parlour_search_wishes_begin (self);

  self->cancellable = cancellable;
  /* stopped or cancelled already: only the ordering picks the move */
  self->aborted = g_atomic_int_get (&self->stop) ||
                  (cancellable != NULL && g_cancellable_is_cancelled (cancellable));
  self->nodes = 0;
  self->seldepth = 0;
  self->node_limit = limits->nodes;
  self->start_us = g_get_monotonic_time ();
  self->deadline_us = limits->time_us ? self->start_us + limits->time_us : 0;
  /* an iteration seldom takes less than the ones before it together, so one
   * started after half the time would seldom end; but a stopped iteration
   * still counts when it finished its first move */
  soft_us = limits->whole_time ? 0 : limits->time_us / 2;
  self->n_hashes = self->n_game;
  self->static_evals[0] = -SEARCH_INF;
  memset (self->check_known, 0, sizeof self->check_known);
  self->tt_age = (self->tt_age + 1) & 63;
  memset (self->killers, 0, sizeof self->killers);
  /* the history of earlier searches counts, less */
  for (guint c = 0; c < 2; c++)
    for (guint a = 0; a < PARLOUR_MAX_SQUARES; a++)
      for (guint b = 0; b < PARLOUR_MAX_SQUARES; b++)
        self->history[c][a][b] >>= 3;

  if (pos->variant->flags & PARLOUR_VARIANT_CHANCE)
    max_depth = levels[level].chance_depth ? levels[level].chance_depth : PARLOUR_SEARCH_MAX_PLY - 1;
  else
    max_depth = levels[level].depth ? levels[level].depth : PARLOUR_SEARCH_MAX_PLY - 1;
  if (limits->depth)
    max_depth = MIN (max_depth, limits->depth);

  if (pos->variant->flags & PARLOUR_VARIANT_CHANCE)
    parlour_search_chance (self, max_depth, levels[level].noise, limits->seed, result);
  else if (levels[level].random_pct && mix (limits->seed, 1) % 100 < levels[level].random_pct)
    {
      /* the beginner's blunder: any legal move */
      result->move = list.moves[mix (limits->seed, 2) % list.n];
      result->pv[0] = result->move;
      result->pv_len = 1;
      result->depth = 0;
      result->score = parlour_eval (&self->eval, &self->pos);
    }
  else
    search_root (self, &list, max_depth, levels[level].noise, limits->seed, soft_us, result);

  fill_result (self, result);
  self->cancellable = NULL;
  g_atomic_int_set (&self->stop, 0);
  return TRUE;
}
