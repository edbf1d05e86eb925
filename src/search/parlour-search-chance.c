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
/* Forward pruning below the root: in a node with at least BEAM_DEPTH picks
 * left, every pick is first valued one pick deep, and only the BEAM_WIDTH best
 * of them are searched to the full depth. An average over chance's outcomes
 * cannot be cut by alpha and beta, so without this every pick of every node is
 * searched and the depth stays at three or four picks. */
#define BEAM_DEPTH          2
#define BEAM_WIDTH          4
/* At the root every pick is searched until depth ROOT_BEAM_DEPTH; from there
 * on, only the ROOT_BEAM_WIDTH best of the iteration before. */
#define ROOT_BEAM_DEPTH     3
#define ROOT_BEAM_WIDTH     6

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

/* A leaf seen with the side to move's captures: in Panic a piece that can
 * capture always captures (docs/rules/panic.md), so picking it is a sure
 * exchange, and a piece left hanging by the pick before is likely lost. The
 * value is the better of the static evaluation and the best capturing pick,
 * each outcome valued statically. */
static double
threat_value (ParlourSearch *self, const ParlourMoveList *list, guint ply)
{
  ParlourPosition *pos = &self->pos;
  double best = parlour_eval (&self->eval, pos);
  guint done[PARLOUR_MAX_SQUARES / 8 + 1] = { 0 };

  for (guint i = 0; i < list->n; i++)
    {
      ParlourMove m = list->moves[i];
      ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
      guint from = PARLOUR_MOVE_FROM (m), n;
      double ev = 0;

      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP || PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS ||
          !parlour_position_is_capture (pos, m) || (done[from / 8] & (1u << (from % 8))))
        continue;
      done[from / 8] |= 1u << (from % 8);
      n = MIN (parlour_panic_outcomes (pos, from, outcomes, G_N_ELEMENTS (outcomes)),
               G_N_ELEMENTS (outcomes));
      for (guint j = 0; j < n; j++)
        {
          ParlourUndo undo;
          ParlourMoveList replies;
          gint score;

          self->hashes[self->n_hashes++] = pos->hash;
          parlour_position_make (pos, outcomes[j].move, &undo);
          self->nodes++;
          if (!parlour_search_enter (self, &replies, ply + 1, &score))
            score = parlour_eval (&self->eval, pos);
          parlour_position_unmake (pos, &undo);
          self->n_hashes--;
          ev -= outcomes[j].probability * score;
        }
      if (self->aborted)
        return 0;
      best = MAX (best, ev);
    }
  return best;
}

static double chance_value (ParlourSearch *self, gint depth, guint ply, guint extensions,
                            gboolean threats);

/* The expected value of picking the piece on @square, for the side to move. */
static double
pick_value (ParlourSearch *self,
            guint          square,
            gint           depth,
            guint          ply,
            guint          extensions,
            gboolean       threats)
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
      v = -chance_value (self, depth - 1, ply + 1, extensions, threats);
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
              guint          extensions,
              gboolean       threats)
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
        return threats ? threat_value (self, &list, ply) : parlour_eval (&self->eval, pos);
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

  {
    guint squares[PARLOUR_MAX_SQUARES], n = 0;
    double probe[PARLOUR_MAX_SQUARES];

    for (guint sq = 0; sq < n_sq; sq++)
      {
        ParlourPiece p = pos->board[sq];
        if (p != PARLOUR_PIECE_EMPTY && PARLOUR_PIECE_COLOR (p) == us && has_move_from (&list, sq))
          squares[n++] = sq;
      }
    if (depth >= BEAM_DEPTH && n > BEAM_WIDTH)
      {
        /* the picks by their value one pick deep, best first */
        for (guint i = 0; i < n; i++)
          {
            probe[i] = pick_value (self, squares[i], 1, ply, extensions, TRUE);
            if (self->aborted)
              return 0;
            for (guint j = i; j > 0 && probe[j] > probe[j - 1]; j--)
              {
                double t = probe[j];
                guint s = squares[j];
                probe[j] = probe[j - 1];
                squares[j] = squares[j - 1];
                probe[j - 1] = t;
                squares[j - 1] = s;
              }
          }
        n = BEAM_WIDTH;
      }
    for (guint i = 0; i < n; i++)
      {
        double v = pick_value (self, squares[i], depth, ply, extensions, FALSE);
        if (self->aborted)
          return 0;
        best = MAX (best, v);
      }
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
          double v;
          if (depth > ROOT_BEAM_DEPTH && i >= ROOT_BEAM_WIDTH)
            break;
          v = pick_value (self, picks[i].square, (gint) depth, 0, 0, FALSE);
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
      /* the picks searched in this iteration by their value, best first, for
       * the next one (a stable sort: ties keep their order) */
      for (guint i = 1; i < done; i++)
        for (guint j = i; j > 0 && picks[j].value + picks[j].noise >
                                   picks[j - 1].value + picks[j - 1].noise; j--)
          {
            RootPick r = picks[j];
            picks[j] = picks[j - 1];
            picks[j - 1] = r;
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
