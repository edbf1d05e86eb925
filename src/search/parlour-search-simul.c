/* parlour-search-simul.c — the computer player's secret choice in SimulChess
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "SimulChess". Both sides choose at once, so a turn is a
 * small matrix game, not a move and a reply: a player who always chose the
 * move that is best against the opponent's best reply could be read and
 * punished. The choice is therefore a sample from a mixed strategy:
 *   1. every pair of own and opposing moves is resolved by the rules
 *      (parlour_simul_resolve_legal) and scored statically — a failed king,
 *      two bare kings or no move at all by the rules' result;
 *   2. each side keeps its best SHORTLIST moves by that matrix (the mean and
 *      the worst case of a move's row together);
 *   3. the shortlisted pairs are scored again by the ordinary search of the
 *      resolved position as a chess position, once with each side to move
 *      (both will move next turn), averaged;
 *   4. regret matching on that matrix gives both sides' equilibrium
 *      strategies; the own one, without its rare moves, is sampled with the
 *      search's seed.
 * Only the position at the start of the turn is looked at: a move White has
 * chosen already (the position's pending move) is never seen by Black.
 */
#include "parlour-search-private.h"
#include "parlour-simul.h"
#include "parlour-zobrist.h"

#include <string.h>

#define SHORTLIST        6
#define SOLVE_ROUNDS     4000
/* a move the strategy plays less often than this is left out (per mille) */
#define MIN_SHARE        30

typedef struct {
  ParlourMoveList own, opp;
  ParlourColor    color;
  /* the static scores of every pair, for @color */
  gint           *pairs;
  guint           own_short[SHORTLIST], opp_short[SHORTLIST];
  guint           n_own_short, n_opp_short;
  gint            payoff[SHORTLIST][SHORTLIST];
} SimulGame;

/* The position at the start of the turn: White's pending choice taken out. */
static void
turn_start (const ParlourPosition *pos,
            ParlourPosition       *start)
{
  *start = *pos;
  if (pos->pending == PARLOUR_MOVE_NONE)
    return;
  start->side = PARLOUR_WHITE;
  start->ep = pos->ep_other;
  start->ep_other = pos->ep;
  start->pending = PARLOUR_MOVE_NONE;
  parlour_position_rehash (start);
}

/* The rules' result for @color as a score, or FALSE while the game goes on. */
static gboolean
result_score (const ParlourPosition *after,
              ParlourColor           color,
              gint                  *score)
{
  ParlourTermination term;
  ParlourResult result = parlour_simul_outcome (after, &term);

  if (result == PARLOUR_RESULT_NONE)
    return FALSE;
  if (result == PARLOUR_RESULT_DRAW)
    *score = 0;
  else
    *score = (result == PARLOUR_RESULT_WHITE_WINS) == (color == PARLOUR_WHITE)
               ? PARLOUR_SEARCH_MATE - 1 : -PARLOUR_SEARCH_MATE + 1;
  return TRUE;
}

static void
resolve_pair (const ParlourPosition *start,
              const SimulGame       *game,
              ParlourMove            own,
              ParlourMove            opp,
              ParlourPosition       *after)
{
  if (game->color == PARLOUR_WHITE)
    parlour_simul_resolve_legal (start, own, opp, after, NULL);
  else
    parlour_simul_resolve_legal (start, opp, own, after, NULL);
}

/* Step 1: the static score of every pair. */
static void
score_pairs (ParlourSearch         *self,
             const ParlourPosition *start,
             SimulGame             *game)
{
  game->pairs = g_new (gint, game->own.n * game->opp.n);
  for (guint i = 0; i < game->own.n; i++)
    for (guint j = 0; j < game->opp.n; j++)
      {
        ParlourPosition after;
        gint score;

        resolve_pair (start, game, game->own.moves[i], game->opp.moves[j], &after);
        if (!result_score (&after, game->color, &score))
          {
            score = parlour_eval (&self->eval, &after);
            if (after.side != game->color)
              score = -score;
          }
        game->pairs[i * game->opp.n + j] = score;
      }
}

/* Step 2: the indices of the best @n_moves moves of one side by @value. */
static guint
shortlist (const gint *value,
           guint       n_moves,
           guint      *out)
{
  guint n = 0;

  for (guint i = 0; i < n_moves; i++)
    {
      guint at = MIN (n, SHORTLIST - 1);

      if (n == SHORTLIST && value[i] <= value[out[at]])
        continue;
      while (at > 0 && value[out[at - 1]] < value[i])
        {
          out[at] = out[at - 1];
          at--;
        }
      out[at] = i;
      n = MIN (n + 1, SHORTLIST);
    }
  return n;
}

static void
shortlist_both (SimulGame *game)
{
  g_autofree gint *own_value = g_new0 (gint, game->own.n);
  g_autofree gint *opp_value = g_new0 (gint, game->opp.n);
  g_autofree gint *opp_worst = g_new (gint, game->opp.n);

  for (guint j = 0; j < game->opp.n; j++)
    opp_worst[j] = G_MAXINT;
  for (guint i = 0; i < game->own.n; i++)
    {
      gint worst = G_MAXINT;
      gint64 sum = 0;

      for (guint j = 0; j < game->opp.n; j++)
        {
          /* the opponent's score is minus our own */
          gint s = game->pairs[i * game->opp.n + j];

          worst = MIN (worst, s);
          sum += s;
          opp_value[j] -= s / (gint) game->own.n;
          opp_worst[j] = MIN (opp_worst[j], -s);
        }
      own_value[i] = (gint) (sum / (gint) game->opp.n + worst) / 2;
    }
  for (guint j = 0; j < game->opp.n; j++)
    opp_value[j] = (opp_value[j] + opp_worst[j]) / 2;
  game->n_own_short = shortlist (own_value, game->own.n, game->own_short);
  game->n_opp_short = shortlist (opp_value, game->opp.n, game->opp_short);
}

/* The ordinary search's score of @after as a chess position with @side to
 * move, for @side; the static score when that side has no chess move. */
static gint
chess_value (ParlourSearch         *self,
             const ParlourPosition *after,
             ParlourColor           side,
             guint                  depth,
             gint64                 time_us,
             GCancellable          *cancellable)
{
  ParlourPosition chess = *after;
  ParlourSearchLimits limits = { .depth = depth, .time_us = MAX (time_us, 1000) };
  ParlourSearchResult result;

  chess.variant = parlour_variant_lookup ("chess");
  chess.side = side;
  chess.ep = PARLOUR_NO_SQUARE;
  chess.ep_other = PARLOUR_NO_SQUARE;
  chess.pending = PARLOUR_MOVE_NONE;
  parlour_position_rehash (&chess);
  if (!parlour_search_run (self, &chess, &limits, cancellable, &result, NULL))
    {
      gint score = parlour_eval (&self->eval, after);

      return after->side == side ? score : -score;
    }
  return result.score;
}

/* Step 3: the shortlisted pairs, searched. Out of time, the static scores stay. */
static void
search_pairs (ParlourSearch         *self,
              const ParlourPosition *start,
              SimulGame             *game,
              guint                  depth,
              gint64                 deadline_us,
              GCancellable          *cancellable)
{
  guint left = game->n_own_short * game->n_opp_short;

  for (guint a = 0; a < game->n_own_short; a++)
    for (guint b = 0; b < game->n_opp_short; b++, left--)
      {
        guint i = game->own_short[a], j = game->opp_short[b];
        gint64 now = g_get_monotonic_time ();
        gint64 share = deadline_us ? (deadline_us - now) / (2 * (gint) left) : 0;
        ParlourPosition after;
        gint score = game->pairs[i * game->opp.n + j];

        game->payoff[a][b] = score;
        if (depth == 0 || ABS (score) >= PARLOUR_SEARCH_MATE_BOUND ||
            (cancellable != NULL && g_cancellable_is_cancelled (cancellable)) ||
            (deadline_us && now >= deadline_us))
          continue;
        resolve_pair (start, game, game->own.moves[i], game->opp.moves[j], &after);
        game->payoff[a][b] =
          (chess_value (self, &after, game->color, depth, share, cancellable) -
           chess_value (self, &after, PARLOUR_OTHER (game->color), depth, share, cancellable)) / 2;
      }
}

/* Step 4: regret matching for both sides; @strategy gets the own side's
 * average strategy (shares that add up to one). */
static void
solve (const SimulGame *game,
       gdouble         *strategy)
{
  gdouble regret[2][SHORTLIST] = { { 0 } }, mix[2][SHORTLIST];
  guint n[2] = { game->n_own_short, game->n_opp_short };

  memset (strategy, 0, sizeof (gdouble) * SHORTLIST);
  for (guint round = 0; round < SOLVE_ROUNDS; round++)
    {
      gdouble value[2][SHORTLIST] = { { 0 } }, expected[2] = { 0, 0 };

      for (guint p = 0; p < 2; p++)
        {
          gdouble total = 0;

          for (guint i = 0; i < n[p]; i++)
            total += MAX (regret[p][i], 0);
          for (guint i = 0; i < n[p]; i++)
            mix[p][i] = total > 0 ? MAX (regret[p][i], 0) / total : 1.0 / n[p];
        }
      for (guint a = 0; a < n[0]; a++)
        for (guint b = 0; b < n[1]; b++)
          {
            value[0][a] += mix[1][b] * game->payoff[a][b];
            value[1][b] -= mix[0][a] * game->payoff[a][b];
          }
      for (guint p = 0; p < 2; p++)
        {
          for (guint i = 0; i < n[p]; i++)
            expected[p] += mix[p][i] * value[p][i];
          for (guint i = 0; i < n[p]; i++)
            regret[p][i] += value[p][i] - expected[p];
        }
      for (guint a = 0; a < n[0]; a++)
        strategy[a] += mix[0][a] / SOLVE_ROUNDS;
    }
}

/* A move of @strategy, its rare moves left out, drawn by @seed. */
static guint
sample (const gdouble *strategy,
        guint          n,
        guint64        seed)
{
  guint64 state = seed;
  gdouble total = 0, at;
  guint best = 0;

  for (guint i = 0; i < n; i++)
    {
      if (strategy[i] > strategy[best])
        best = i;
      if (strategy[i] * 1000 >= MIN_SHARE)
        total += strategy[i];
    }
  at = (parlour_splitmix64 (&state) >> 11) * (1.0 / 9007199254740992.0) * total;
  for (guint i = 0; i < n; i++)
    if (strategy[i] * 1000 >= MIN_SHARE)
      {
        if (at < strategy[i])
          return i;
        at -= strategy[i];
      }
  return best;
}

/* the level's depth for searching the pairs: shallow, as there are many */
static guint
pair_depth (const ParlourSearchLimits *limits)
{
  guint level = limits->level ? limits->level : PARLOUR_SEARCH_LEVEL_MAX;
  guint depth = level <= 2 ? 0 : level <= 5 ? 1 : 2;

  return limits->depth ? MIN (depth, limits->depth) : depth;
}

/**
 * parlour_search_simul:
 * @self: a search
 * @pos: a SimulChess position, at the start of a turn or in its middle
 * @color: the side that chooses
 * @limits: the level, time and seed (depth bounds the pairs' searches)
 * @cancellable: (nullable): stops the search early
 * @result: (out caller-allocates): the chosen move (a pass when there is no move)
 * @error: the game is over, or @limits are out of range
 *
 * Chooses @color's move for this turn without looking at a move already
 * chosen (docs/computer.md, "SimulChess").
 *
 * Returns: %TRUE if @result holds the choice
 */
gboolean
parlour_search_simul (ParlourSearch             *self,
                      const ParlourPosition     *pos,
                      ParlourColor               color,
                      const ParlourSearchLimits *limits,
                      GCancellable              *cancellable,
                      ParlourSearchResult       *result,
                      GError                   **error)
{
  ParlourPosition start;
  ParlourTermination term;
  SimulGame game = { .color = color };
  gdouble strategy[SHORTLIST];
  gint64 start_us = g_get_monotonic_time ();
  ParlourSearchInfoFunc saved_info;
  guint chosen, saved_n_game;

  g_return_val_if_fail (self != NULL && pos != NULL && limits != NULL && result != NULL, FALSE);
  g_return_val_if_fail (pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS, FALSE);

  if ((limits->level > PARLOUR_SEARCH_LEVEL_MAX) || limits->time_us < 0 ||
      limits->depth >= PARLOUR_SEARCH_MAX_PLY)
    {
      g_set_error_literal (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_LIMITS,
                           "the level, depth or time limit is out of range");
      return FALSE;
    }
  turn_start (pos, &start);
  if (parlour_simul_outcome (&start, &term) != PARLOUR_RESULT_NONE)
    {
      g_set_error_literal (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_NO_MOVES,
                           "the game is over in this position: there is no move to choose");
      return FALSE;
    }
  memset (result, 0, sizeof *result);
  result->square = PARLOUR_NO_SQUARE;
  parlour_simul_legal_moves (&start, color, &game.own);
  parlour_simul_legal_moves (&start, PARLOUR_OTHER (color), &game.opp);
  /* a side with no move passes (docs/rules/simulchess.md, "No move") */
  if (game.own.n == 0)
    parlour_move_list_add (&game.own, PARLOUR_MOVE_PASS_MOVE);
  if (game.opp.n == 0)
    parlour_move_list_add (&game.opp, PARLOUR_MOVE_PASS_MOVE);
  parlour_search_begin_variant (self, start.variant);

  score_pairs (self, &start, &game);
  shortlist_both (&game);
  /* the pairs' searches are of other positions: neither the game's history
   * nor the caller's progress reports belong to them */
  saved_info = self->info_func;
  saved_n_game = self->n_game;
  self->info_func = NULL;
  self->n_game = 0;
  search_pairs (self, &start, &game, pair_depth (limits),
                limits->time_us ? start_us + limits->time_us : 0, cancellable);
  self->info_func = saved_info;
  self->n_game = saved_n_game;
  /* the weaker levels misjudge their own moves, as in the ordinary search */
  for (guint a = 0; a < game.n_own_short; a++)
    {
      gint noise = parlour_search_level_noise (limits->level, limits->seed,
                                               game.own.moves[game.own_short[a]]);

      for (guint b = 0; b < game.n_opp_short; b++)
        game.payoff[a][b] += noise;
    }
  solve (&game, strategy);
  chosen = sample (strategy, game.n_own_short, limits->seed ^ start.hash);

  result->move = game.own.moves[game.own_short[chosen]];
  result->pv[0] = result->move;
  result->pv_len = 1;
  result->depth = pair_depth (limits) + 1;
  for (guint b = 0; b < game.n_opp_short; b++)
    result->score = b == 0 ? game.payoff[chosen][b] : MIN (result->score, game.payoff[chosen][b]);
  result->time_us = g_get_monotonic_time () - start_us;
  if (self->info_func != NULL)
    self->info_func (result, self->info_data);
  g_free (game.pairs);
  return TRUE;
}
