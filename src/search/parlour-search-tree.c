/* parlour-search-tree.c — the tree below the root: principal variation search,
 * quiescence, the transposition table and move ordering
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Search". Every node generates the variant's legal moves
 * through its vtable, so a move from the transposition table or a killer slot is
 * only ever played when it is legal there, and game ends are the variant's own
 * outcome hook: mate, stalemate, a captured king, a bare royal.
 */
#include "parlour-search-private.h"
#include "parlour-movegen.h"

#include <math.h>
#include <string.h>

#define ORDER_HASH        (1 << 30)
#define ORDER_CAPTURE     (1 << 28)
#define ORDER_KILLER      (1 << 27)
#define HISTORY_MAX       (1 << 24)
#define DELTA_MARGIN      200
#define ORDER_COUNTER     (ORDER_KILLER - 1)
/* below every quiet move's history (which stays within ±HISTORY_MAX) */
#define ORDER_BAD_CAPTURE (-(1 << 28))

/* Pruning near the leaves (docs/computer.md, "Search"), in centipawns and plies:
 * a node whose static evaluation beats beta by RFP_MARGIN a ply of depth left
 * fails high at once (reverse futility); a quiet move that cannot lift a
 * static evaluation FUTILITY_BASE + FUTILITY_MARGIN a ply up to alpha is not
 * searched (futility), and neither are the quiet moves after the first
 * LMP_BASE + depth² (late move pruning). */
#define RFP_DEPTH         6
#define RFP_MARGIN        90
#define FUTILITY_DEPTH    3
#define FUTILITY_BASE     60
#define FUTILITY_MARGIN   110
#define LMP_DEPTH         4
#define LMP_BASE          4
/* a capture that loses more than SEE_PRUNE_MARGIN a ply of depth left (by the
 * static exchange evaluation, see()) is not searched near the leaves, nor a
 * quiet move that loses more than SEE_QUIET_MARGIN times depth² */
#define SEE_PRUNE_DEPTH   4
#define SEE_PRUNE_MARGIN  100
#define SEE_QUIET_DEPTH   6
#define SEE_QUIET_MARGIN  30
/* internal iterative reduction: a node this deep without a move from the table
 * is searched a ply shallower (its ordering is a guess anyway) */
#define IIR_DEPTH         4
/* the history, in units of HISTORY_LMR, makes a late move's reduction smaller
 * (or larger, when negative) by as many plies, at most 2 */
#define HISTORY_LMR       512

void
parlour_search_begin_variant (ParlourSearch        *self,
                              const ParlourVariant *variant)
{
  if (self->eval.variant != variant)
    {
      /* the cached scores were another variant's (a new search's cache is
       * empty already, and its pages are not touched before they are used) */
      if (self->eval.variant != NULL)
        {
          memset (self->eval_cache, 0, EVAL_CACHE_SIZE * sizeof *self->eval_cache);
          memset (self->pawn_cache, 0, PAWN_CACHE_SIZE * sizeof *self->pawn_cache);
        }
      parlour_eval_tables_init (&self->eval, variant);
      memset (self->check_known, 0, sizeof self->check_known);
    }
}

/* Whether the side to move is in check at @ply: found once for the
 * position there, when the search a ply up made its move or here. */
static gboolean
in_check_at (ParlourSearch *self,
             guint          ply)
{
  if (!self->check_known[ply] || self->check_key[ply] != self->pos.hash)
    {
      self->check_value[ply] = parlour_position_in_check (&self->pos);
      self->check_key[ply] = self->pos.hash;
      self->check_known[ply] = TRUE;
    }
  return self->check_value[ply];
}

/* Mate scores are stored relative to the node, so they stay right wherever the
 * position is met again. */
static inline gint
score_to_tt (gint score, guint ply)
{
  if (score > PARLOUR_SEARCH_MATE_BOUND)
    return score + (gint) ply;
  if (score < -PARLOUR_SEARCH_MATE_BOUND)
    return score - (gint) ply;
  return score;
}

static inline gint
score_from_tt (gint score, guint ply)
{
  if (score > PARLOUR_SEARCH_MATE_BOUND)
    return score - (gint) ply;
  if (score < -PARLOUR_SEARCH_MATE_BOUND)
    return score + (gint) ply;
  return score;
}

ParlourTTEntry *
parlour_search_tt_probe (ParlourSearch *self, guint64 key)
{
  ParlourTTEntry *b = &self->tt[(key & self->tt_mask) * TT_BUCKET];

  for (guint i = 0; i < TT_BUCKET; i++)
    if (b[i].key == key && b[i].bound != BOUND_NONE)
      return &b[i];
  return NULL;
}

void
parlour_search_tt_store (ParlourSearch *self, guint64 key, ParlourMove move, gint score, gint depth,
          guint bound, guint ply)
{
  ParlourTTEntry *b = &self->tt[(key & self->tt_mask) * TT_BUCKET];
  ParlourTTEntry *e = NULL;
  gint worst = G_MAXINT;

  for (guint i = 0; i < TT_BUCKET && e == NULL; i++)
    if (b[i].key == key)
      e = &b[i];
  if (e != NULL)
    {
      /* keep a deeper result for the same position, from this search */
      if (e->depth > depth && (bound != BOUND_EXACT || depth <= 0) &&
          (e->bound >> 2) == self->tt_age)
        return;
      if (move == PARLOUR_MOVE_NONE)
        move = e->move;
    }
  else
    for (guint i = 0; i < TT_BUCKET; i++)
      {
        /* an entry of an earlier search counts as 8 plies shallower for each
         * search since (the age wraps at 64) */
        gint age = (self->tt_age - (b[i].bound >> 2)) & 63;
        gint worth = b[i].bound == BOUND_NONE ? G_MININT : b[i].depth - 8 * age;
        if (worth < worst)
          {
            worst = worth;
            e = &b[i];
          }
      }
  *e = (ParlourTTEntry) { key, move, (gint16) score_to_tt (score, ply), (gint8) depth,
                          (guint8) (bound | self->tt_age << 2) };
}

/* Is the side to move mated, or (in Bughouse) without a move while in check?
 * Looked at where a draw by rule would otherwise come first: a mate ends the
 * game before it. */
static gboolean
no_move_in_check (ParlourSearch *self)
{
  ParlourMoveList list;

  if (!parlour_position_in_check (&self->pos))
    return FALSE;
  parlour_position_legal_moves (&self->pos, &list);
  return list.n == 0;
}

/* Is the position a repetition of one since the last irreversible move, or drawn
 * by the variant's move count rule? */
static gboolean
is_draw_by_rule (ParlourSearch *self)
{
  const ParlourPosition *pos = &self->pos;
  const ParlourVariant *v = pos->variant;
  guint back;

  if (v->claim_halfmoves && pos->halfmove >= v->claim_halfmoves)
    return !no_move_in_check (self);
  if (v->flags & PARLOUR_VARIANT_NO_REPETITION)
    return FALSE;
  back = MIN (pos->halfmove, self->n_hashes);
  for (guint i = 2; i <= back; i += 2)
    if (self->hashes[self->n_hashes - i] == pos->hash)
      return TRUE;
  return FALSE;
}

/* What a capture wins, the variant's capture promotion included: a Bungalow pawn
 * taking a Horse gains the Horse and becomes one. */
static gint
capture_gain (ParlourSearch *self, ParlourMove m)
{
  const ParlourPosition *pos = &self->pos;
  const ParlourVariant *v = pos->variant;
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
  ParlourPiece mover, victim;
  gint gain;

  if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS || flag == PARLOUR_MOVE_CASTLE)
    return 0;
  mover = pos->board[PARLOUR_MOVE_FROM (m)];
  victim = flag == PARLOUR_MOVE_EN_PASSANT ? PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (v), 0)
                                           : pos->board[PARLOUR_MOVE_TO (m)];
  gain = parlour_eval_piece_value (&self->eval, victim);
  if (PARLOUR_MOVE_PROMO (m))
    gain += self->eval.value[PARLOUR_MOVE_PROMO (m)] - self->eval.value[PARLOUR_PIECE_KIND (mover)];
  else if (victim && v->ops->capture_promotion != NULL)
    {
      gboolean royal_mark = FALSE;
      guint kind = v->ops->capture_promotion (pos, mover, victim, &royal_mark);
      if (kind)
        gain += self->eval.value[kind] - self->eval.value[PARLOUR_PIECE_KIND (mover)];
    }
  return gain;
}

/* A capture (en passant too) or a promotion: parlour_position_is_capture()
 * inline, as the search asks it of every move. */
static inline gboolean
is_tactical (ParlourSearch *self, ParlourMove m)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);

  if (PARLOUR_MOVE_PROMO (m) != 0 || flag == PARLOUR_MOVE_EN_PASSANT)
    return TRUE;
  if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS || flag == PARLOUR_MOVE_CASTLE)
    return FALSE;
  return self->pos.board[PARLOUR_MOVE_TO (m)] != PARLOUR_PIECE_EMPTY;
}

/* What a capture loses when the piece that took is taken back (0 when it is
 * not, or when the capture wins at least as much as the piece is worth): the
 * cheap half of a static exchange evaluation. */
static gint
capture_loss (ParlourSearch *self, ParlourMove m)
{
  const ParlourPosition *pos = &self->pos;
  ParlourPiece mover = pos->board[PARLOUR_MOVE_FROM (m)];
  gint loss;

  if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_CASTLE || PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS ||
      PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP)
    return 0;
  loss = parlour_eval_piece_value (&self->eval, mover) - capture_gain (self, m);
  if (loss <= 0 || !parlour_position_is_attacked (pos, PARLOUR_MOVE_TO (m), PARLOUR_OTHER (pos->side)))
    return 0;
  return loss;
}

/* The least valuable piece of @side on @board that attacks @to, by the
 * variant's inverse attack tables: its square in @from and its worth in
 * @value. A rider's ray stops at the first piece on @board, so a piece taken
 * off it uncovers the one behind. */
static gboolean
least_attacker (ParlourSearch      *self,
                const ParlourPiece *board,
                guint               to,
                ParlourColor        side,
                guint              *from,
                gint               *value)
{
  const ParlourTables *t = self->pos.variant->tables;
  const guint32 cm = PARLOUR_COLOR_MASK (side);
  gint best = G_MAXINT;

  for (guint i = t->attack_leap_first[to]; i < t->attack_leap_first[to + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      ParlourPiece p = board[al->from];
      if ((al->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (p))) &&
          (al->leg == PARLOUR_NO_SQUARE || board[al->leg] == PARLOUR_PIECE_EMPTY))
        {
          gint v = parlour_eval_piece_value (&self->eval, p);
          if (v < best)
            {
              best = v;
              *from = al->from;
            }
        }
    }
  for (guint i = t->attack_ray_first[to]; i < t->attack_ray_first[to + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      guint at;
      gint v;
      if (!(ar->mask & cm))
        continue;
      at = parlour_attack_ray_first_piece (t, board, ar);
      if (at == PARLOUR_NO_SQUARE || !(ar->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (board[at]))))
        continue;
      v = parlour_eval_piece_value (&self->eval, board[at]);
      if (v < best)
        {
          best = v;
          *from = at;
        }
    }
  *value = best;
  return best != G_MAXINT;
}

/* The worth of the piece that stands on @m's square after it: the kind it
 * promotes to, the kind it drops, or the piece that moves. */
static gint
placed_value (ParlourSearch *self, ParlourMove m)
{
  if (PARLOUR_MOVE_PROMO (m))
    return self->eval.value[PARLOUR_MOVE_PROMO (m)];
  if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP)
    return self->eval.value[PARLOUR_MOVE_DROP_KIND (m)];
  return parlour_eval_piece_value (&self->eval, self->pos.board[PARLOUR_MOVE_FROM (m)]);
}

/* Static exchange evaluation: what @m (not a castling, not a pass) wins (a
 * negative number: loses) when both sides then take on its square, the least
 * valuable piece first, each free to stop, given what @m takes (@gain, by
 * capture_gain()) and the worth of the piece it leaves there (@on, by
 * placed_value()). A quiet move is worth 0 or the piece it leaves to be
 * taken. Pins and promotions on the way are not looked at. Where kinds have a
 * movement of their own (no inverse tables), a capture gets the cheap estimate
 * of capture_loss() and a quiet move 0. */
static gint
exchange (ParlourSearch *self, ParlourMove m, gint gain, gint on)
{
  const ParlourPosition *pos = &self->pos;
  const ParlourTables *t = pos->variant->tables;
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
  ParlourPiece board[PARLOUR_MAX_SQUARES];
  gint gains[32];
  guint to = PARLOUR_MOVE_TO (m), d = 0, from;
  ParlourColor side;

  if (G_UNLIKELY (t->custom_mask))
    {
      gint loss = is_tactical (self, m) ? capture_loss (self, m) : 0;
      return loss > 0 ? -loss : gain;
    }
  memcpy (board, pos->board, t->n_squares);
  if (flag != PARLOUR_MOVE_DROP)
    board[PARLOUR_MOVE_FROM (m)] = PARLOUR_PIECE_EMPTY;
  if (flag == PARLOUR_MOVE_EN_PASSANT)
    board[pos->side == PARLOUR_WHITE ? to - t->width : to + t->width] = PARLOUR_PIECE_EMPTY;
  gains[0] = gain;
  side = PARLOUR_OTHER (pos->side);
  while (d + 1 < G_N_ELEMENTS (gains))
    {
      gint v;
      if (!least_attacker (self, board, to, side, &from, &v))
        break;
      d++;
      gains[d] = on - gains[d - 1];
      on = v;
      board[from] = PARLOUR_PIECE_EMPTY;
      side = PARLOUR_OTHER (side);
    }
  for (; d > 0; d--)
    gains[d - 1] = -MAX (-gains[d - 1], gains[d]);
  return gains[0];
}

/* The static exchange evaluation of @m (see exchange()). */
static gint
see (ParlourSearch *self, ParlourMove m)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);

  if (flag == PARLOUR_MOVE_CASTLE || flag == PARLOUR_MOVE_PASS)
    return 0;
  return exchange (self, m, capture_gain (self, m), placed_value (self, m));
}

/* Is see (@m) below @threshold? Without the exchange where its bounds tell: the
 * opponent may stop taking, so the exchange wins no more than the capture;
 * the mover may stop after the first recapture, so it loses no more than the
 * piece it moved, less what it took. */
static gboolean
see_below (ParlourSearch *self, ParlourMove m, gint threshold)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
  gint gain, on;

  if (flag == PARLOUR_MOVE_CASTLE || flag == PARLOUR_MOVE_PASS)
    return 0 < threshold;
  gain = capture_gain (self, m);
  if (gain < threshold)
    return TRUE;
  on = placed_value (self, m);
  if (gain - on >= threshold)
    return FALSE;
  return exchange (self, m, gain, on) < threshold;
}

gint
parlour_search_exchange (ParlourSearch         *self,
                         const ParlourPosition *pos,
                         ParlourMove            move)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (pos != NULL, 0);

  parlour_search_begin_variant (self, pos->variant);
  self->pos = *pos;
  return see (self, move);
}

/* Orders @list; where @known_good, its captures are known not to lose by the
 * exchange (quiescence has kept only those), so it is not worked out again. */
static void
order_moves (ParlourSearch *self, const ParlourMoveList *list, gint *scores,
             ParlourMove hash_move, guint ply, gboolean known_good)
{
  ParlourColor us = self->pos.side;
  ParlourMove prev = ply > 0 ? self->stack[ply - 1] : PARLOUR_MOVE_NONE;
  ParlourMove counter = prev != PARLOUR_MOVE_NONE
                          ? self->counter[PARLOUR_MOVE_FROM (prev)][PARLOUR_MOVE_TO (prev)]
                          : PARLOUR_MOVE_NONE;

  for (guint i = 0; i < list->n; i++)
    {
      ParlourMove m = list->moves[i];
      if (m == hash_move)
        scores[i] = ORDER_HASH;
      else if (is_tactical (self, m))
        /* captures that lose the piece for less come after the quiet moves */
        scores[i] = (!known_good && see_below (self, m, 0) ? ORDER_BAD_CAPTURE : ORDER_CAPTURE) +
                    capture_gain (self, m) * 16 -
                    parlour_eval_piece_value (&self->eval,
                                              self->pos.board[PARLOUR_MOVE_FROM (m)]) / 16;
      else if (m == self->killers[ply][0])
        scores[i] = ORDER_KILLER + 1;
      else if (m == self->killers[ply][1])
        scores[i] = ORDER_KILLER;
      else if (counter != PARLOUR_MOVE_NONE && m == counter)
        scores[i] = ORDER_COUNTER;
      else
        scores[i] = self->history[us][PARLOUR_MOVE_FROM (m)][PARLOUR_MOVE_TO (m)];
    }
}

void
parlour_search_order (ParlourSearch *self, const ParlourMoveList *list, gint *scores,
                      ParlourMove hash_move, guint ply)
{
  order_moves (self, list, scores, hash_move, ply, FALSE);
}

/* Moves the best-ordered remaining move to @i. */
ParlourMove
parlour_search_pick (ParlourMoveList *list, gint *scores, guint i)
{
  guint best = i;
  gint best_score = scores[i];

  for (guint j = i + 1; j < list->n; j++)
    if (scores[j] > best_score)
      best = j, best_score = scores[j];
  if (best != i)
    {
      ParlourMove m = list->moves[i];
      gint s = scores[i];
      list->moves[i] = list->moves[best];
      scores[i] = scores[best];
      list->moves[best] = m;
      scores[best] = s;
    }
  return list->moves[i];
}

void
parlour_search_make (ParlourSearch *self, ParlourMove m, ParlourUndo *undo)
{
  self->hashes[self->n_hashes++] = self->pos.hash;
  parlour_position_make (&self->pos, m, undo);
  self->nodes++;
}

void
parlour_search_unmake (ParlourSearch *self, const ParlourUndo *undo)
{
  parlour_position_unmake (&self->pos, undo);
  self->n_hashes--;
}

/* A drop that gives check: quiescence follows these in drop variants, where a
 * piece in hand is a threat a quiet search would not see. @checks is from
 * parlour_position_drop_checks(), or %NULL when it could not tell, and the
 * drop is then made to see. */
static gboolean
drop_gives_check (ParlourSearch *self, ParlourMove m, const guint32 *checks)
{
  ParlourUndo undo;
  gboolean check;

  if (checks != NULL)
    return (checks[PARLOUR_MOVE_TO (m)] &
            PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (PARLOUR_PIECE_MAKE (PARLOUR_MOVE_DROP_KIND (m),
                                                                      self->pos.side)))) != 0;
  parlour_position_make (&self->pos, m, &undo);
  check = parlour_position_in_check (&self->pos);
  parlour_position_unmake (&self->pos, &undo);
  return check;
}

/* The node's first steps, before its moves are generated: counts it, and
 * returns TRUE when it is decided already — stopped, or over by an outcome of
 * the variant's that does not depend on the moves there are (a royal taken, a
 * bare royal, too little material, a move-count rule), with its score in
 * @score. The moves cost more than the rest of most nodes, and many nodes
 * (a static evaluation above beta) never need them. */
static gboolean
enter_early (ParlourSearch *self,
             guint          ply,
             gint          *score)
{
  ParlourPosition *pos = &self->pos;
  ParlourTermination term;
  ParlourResult result;

  *score = 0;
  if (parlour_search_should_stop (self))
    return TRUE;
  self->seldepth = MAX (self->seldepth, ply);
  /* one move or more: the outcome hook's answer for a side that can move */
  result = pos->variant->ops->outcome (pos, 1, &term);
  if (result == PARLOUR_RESULT_NONE)
    return FALSE;
  if (result == PARLOUR_RESULT_DRAW && no_move_in_check (self))
    result = pos->variant->ops->outcome (pos, 0, &term);
  *score = result == PARLOUR_RESULT_NONE ? 0 : parlour_search_outcome_score (pos, result, ply);
  return TRUE;
}

/* Generates the node's legal moves, after enter_early(). Returns TRUE when
 * there are none, with the score of the outcome that leaves (mate, stalemate,
 * or 0 for a Bughouse player who waits for a piece) in @score. */
static gboolean
generate (ParlourSearch   *self,
          ParlourMoveList *list,
          guint            ply,
          gint            *score)
{
  ParlourPosition *pos = &self->pos;
  ParlourTermination term;
  ParlourResult result;

  parlour_position_legal_moves (pos, list);
  if (list->n > 0)
    return FALSE;
  result = pos->variant->ops->outcome (pos, 0, &term);
  *score = result == PARLOUR_RESULT_NONE ? 0 : parlour_search_outcome_score (pos, result, ply);
  return TRUE;
}

/* Quiescence's moves out of check: where the variant's legal moves are the
 * generic ones and it has no drops (whose checks quiescence also follows),
 * only the captures and promotions are generated and tested for legality —
 * the tactical moves of the whole list, in its order, for a fraction of the
 * work. Returns FALSE where it cannot tell, and @list is not filled. */
static gboolean
generate_tactical (ParlourSearch   *self,
                   ParlourMoveList *list)
{
  ParlourPosition *pos = &self->pos;
  const ParlourVariant *v = pos->variant;

  if (v->ops->legal_moves != parlour_movegen_legal_default || (v->flags & PARLOUR_VARIANT_DROPS) ||
      pos->royal[pos->side] == PARLOUR_NO_SQUARE)
    return FALSE;
  parlour_movegen_tactical (pos, list);
  if (!(v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL) && !(pos->rules & PARLOUR_RULE_KING_CAPTURE))
    parlour_movegen_filter_legal (pos, list);
  return TRUE;
}

/* Counts the node and generates its legal moves. Returns TRUE when the node is
 * decided without a search — stopped, or the game over by the variant's outcome
 * hook — with its score in @score. */
gboolean
parlour_search_enter (ParlourSearch   *self,
                      ParlourMoveList *list,
                      guint            ply,
                      gint            *score)
{
  return enter_early (self, ply, score) || generate (self, list, ply, score);
}

static gint
quiesce (ParlourSearch *self, gint alpha, gint beta, guint ply, guint qply)
{
  ParlourPosition *pos = &self->pos;
  ParlourMoveList list;
  ParlourTTEntry *e;
  ParlourMove hash_move = PARLOUR_MOVE_NONE, best_move = PARLOUR_MOVE_NONE;
  gint scores[PARLOUR_MAX_MOVES];
  gint stand = -SEARCH_INF, best, alpha0 = alpha;
  gboolean in_check, checked;

  /* any entry of the table is as deep as quiescence: its bound decides a node
   * off the principal variation */
  e = parlour_search_tt_probe (self, pos->hash);
  if (e != NULL)
    {
      gint s = score_from_tt (e->score, ply);
      hash_move = e->move;
      if (beta - alpha == 1 &&
          (TT_BOUND (e) == BOUND_EXACT || (TT_BOUND (e) == BOUND_LOWER && s >= beta) ||
           (TT_BOUND (e) == BOUND_UPPER && s <= alpha)))
        return s;
    }
  if (enter_early (self, ply, &best))
    return best;
  if (ply >= PARLOUR_SEARCH_MAX_PLY)
    return parlour_search_static (self, pos);

  /* in check at the first quiescence ply every evasion is searched (so mates are
   * seen); deeper, the position counts as quiet */
  checked = in_check_at (self, ply);
  in_check = qply == 0 && checked;
  /* a side in check has its moves found first, so a mate is seen at any
   * quiescence ply */
  if (checked && generate (self, &list, ply, &best))
    return best;
  if (!in_check)
    {
      /* standing pat needs no moves (a stalemate here is not seen: the
       * side to move is doing well by its evaluation) */
      stand = parlour_search_static (self, pos);
      if (stand >= beta)
        return stand;
      alpha = MAX (alpha, stand);
    }
  /* without a legal tactical move, whether the side can move at all
   * (stalemate) is asked of the rest */
  if (!checked && generate_tactical (self, &list))
    {
      if (list.n == 0 && !parlour_movegen_has_legal (pos) && generate (self, &list, ply, &best))
        return best;
    }
  else if (!checked && generate (self, &list, ply, &best))
    return best;
  best = stand;

  {
    guint out = 0;
    guint32 checks[PARLOUR_MAX_SQUARES];
    gint drop_checks = -1;    /* checks[] not found yet */
    for (guint i = 0; i < list.n; i++)
      {
        ParlourMove m = list.moves[i];
        gboolean keep = in_check || is_tactical (self, m);
        if (!keep && qply == 0 && PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP)
          {
            if (drop_checks < 0)
              drop_checks = parlour_position_drop_checks (pos, checks);
            keep = drop_gives_check (self, m, drop_checks ? checks : NULL);
          }
        if (keep && !in_check && is_tactical (self, m) &&
            stand + capture_gain (self, m) + DELTA_MARGIN < alpha)
          keep = FALSE;
        if (keep && !in_check && PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_DROP &&
            see_below (self, m, 0))
          keep = FALSE;
        if (keep)
          list.moves[out++] = m;
      }
    list.n = out;
  }
  order_moves (self, &list, scores, hash_move, ply, !in_check);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = parlour_search_pick (&list, scores, i);
      ParlourUndo undo;
      gint score;

      self->stack[ply] = m;
      parlour_search_make (self, m, &undo);
      score = -quiesce (self, -beta, -alpha, ply + 1, qply + 1);
      parlour_search_unmake (self, &undo);
      if (self->aborted)
        return 0;
      if (score > best)
        {
          best = score;
          best_move = m;
        }
      if (score > alpha)
        {
          alpha = score;
          if (alpha >= beta)
            break;
        }
    }
  /* in check with every evasion losing */
  if (best == -SEARCH_INF)
    return -PARLOUR_SEARCH_MATE + (gint) ply;
  /* a check deeper down was taken as quiet: no result for the table */
  if (!checked || in_check)
    parlour_search_tt_store (self, pos->hash, best_move, best, 0,
                           best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER,
                           ply);
  return best;
}

/* Passing the turn without a move: a side with pieces that is not in check is
 * seldom better off than if it could pass, so a null move failing high prunes. */
static gboolean
null_move_allowed (ParlourSearch *self, gint beta, gint depth, gboolean in_check)
{
  const ParlourPosition *pos = &self->pos;
  const ParlourVariant *v = pos->variant;
  gint force = 0;

  if (in_check || depth < 3 || beta >= PARLOUR_SEARCH_MATE_BOUND || beta <= -PARLOUR_SEARCH_MATE_BOUND)
    return FALSE;
  /* a side without pieces is where zugzwang lives (drops do not change that:
   * a side with a piece in hand has a move to make with it) */
  if (v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL)
    return FALSE;
  for (guint k = 1; k <= v->n_kinds; k++)
    if (!v->kinds[k].pawn && !v->kinds[k].royal)
      force += pos->count[pos->side][k];
  return force > 0;
}

/* Late move reductions: log(depth) * log(move number) / 2, from a table. */
static gint8 lmr_table[PARLOUR_SEARCH_MAX_PLY][PARLOUR_MAX_MOVES > 64 ? 64 : PARLOUR_MAX_MOVES];

static void
lmr_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint d = 1; d < G_N_ELEMENTS (lmr_table); d++)
        for (guint i = 1; i < G_N_ELEMENTS (lmr_table[0]); i++)
          lmr_table[d][i] = (gint8) (0.5 + log ((double) d) * log ((double) i) / 2.0);
      g_once_init_leave (&done, 1);
    }
}

static void
history_update (ParlourSearch *self, ParlourMove m, gint bonus)
{
  gint32 *h = &self->history[self->pos.side][PARLOUR_MOVE_FROM (m)][PARLOUR_MOVE_TO (m)];

  /* drawn towards ±HISTORY_MAX, so old news fades as new comes */
  *h += bonus - (gint32) ((gint64) *h * ABS (bonus) / HISTORY_MAX);
}

/* The side to move passes: flip the side and drop the en passant square (and
 * back again with the same call). */
static void
null_move (ParlourSearch *self, ParlourSquare *ep)
{
  ParlourPosition *pos = &self->pos;
  ParlourSquare old = pos->ep;

  if (old != PARLOUR_NO_SQUARE)
    pos->hash ^= parlour_zobrist.ep[old];
  pos->ep = *ep;
  if (*ep != PARLOUR_NO_SQUARE)
    pos->hash ^= parlour_zobrist.ep[*ep];
  *ep = old;
  pos->side ^= 1;
  pos->hash ^= parlour_zobrist.side;
}

/* Is the static evaluation better than two plies before (the same side to
 * move)? A node that is not improving is pruned and reduced harder. */
static gboolean
is_improving (ParlourSearch *self, guint ply, gint static_eval)
{
  if (ply < 2 || self->static_evals[ply - 2] == -SEARCH_INF)
    return TRUE;
  return static_eval > self->static_evals[ply - 2];
}

/* Late move pruning: how many quiet moves are searched at @depth. */
static guint
lmp_count (gint depth, gboolean improving)
{
  return (guint) (LMP_BASE + depth * depth) / (improving ? 1 : 2);
}

gint
parlour_search_pvs (ParlourSearch *self, gint depth, gint alpha, gint beta, guint ply, gboolean allow_null)
{
  ParlourPosition *pos = &self->pos;
  ParlourMoveList list;
  ParlourTTEntry *e;
  ParlourMove hash_move = PARLOUR_MOVE_NONE, best_move = PARLOUR_MOVE_NONE;
  ParlourMove quiets[PARLOUR_MAX_MOVES];
  guint n_quiets = 0;
  gint scores[PARLOUR_MAX_MOVES];
  ParlourCheckSquares check_squares;
  gboolean check_squares_found = FALSE;
  gint best = -SEARCH_INF, alpha0 = alpha, static_eval = -SEARCH_INF;
  gboolean in_check, pv_node = beta - alpha > 1, prune_quiets = FALSE, improving = TRUE;
  gboolean mates_near = ABS (alpha) >= PARLOUR_SEARCH_MATE_BOUND ||
                        ABS (beta) >= PARLOUR_SEARCH_MATE_BOUND;

  self->pv_len[ply] = 0;
  if (parlour_search_should_stop (self))
    return 0;
  if (ply > 0 && is_draw_by_rule (self))
    return 0;
  if (ply >= PARLOUR_SEARCH_MAX_PLY)
    return parlour_search_static (self, pos);

  in_check = in_check_at (self, ply);
  if (in_check && ply < 2 * PARLOUR_SEARCH_MAX_PLY / 3)
    depth++;
  if (depth <= 0)
    return quiesce (self, alpha, beta, ply, 0);

  e = parlour_search_tt_probe (self, pos->hash);
  if (e != NULL)
    {
      gint s = score_from_tt (e->score, ply);
      hash_move = e->move;
      if (!pv_node && ply > 0 && e->depth >= depth &&
          (TT_BOUND (e) == BOUND_EXACT || (TT_BOUND (e) == BOUND_LOWER && s >= beta) ||
           (TT_BOUND (e) == BOUND_UPPER && s <= alpha)))
        return s;
    }

  {
    gint decided;
    if (enter_early (self, ply, &decided))
      return decided;
  }

  if (!in_check)
    {
      static_eval = parlour_search_static (self, pos);
      improving = is_improving (self, ply, static_eval);
    }
  self->static_evals[ply] = static_eval;

  /* no move from the table this deep: a shallower search finds one sooner */
  if (hash_move == PARLOUR_MOVE_NONE && depth >= IIR_DEPTH)
    depth--;

  /* the cut-offs below need no moves, so they come before the moves are
   * generated (and a stalemate they skip is not seen: the side to move is
   * doing well by its evaluation, and the search above finds it deeper) */
  if (!in_check && !pv_node)
    {
      /* reverse futility: far above beta with little depth left, a quiet
       * move of the opponent's will not bring it down */
      if (depth <= RFP_DEPTH && !mates_near && static_eval - RFP_MARGIN * depth >= beta)
        return static_eval;

      if (allow_null && null_move_allowed (self, beta, depth, in_check) && static_eval >= beta)
        {
          /* a pass that still fails high: the reduction grows with the depth */
          gint r = 3 + depth / 4, score;
          ParlourSquare ep = PARLOUR_NO_SQUARE;

          self->hashes[self->n_hashes++] = pos->hash;
          self->stack[ply] = PARLOUR_MOVE_NONE;
          null_move (self, &ep);
          score = -parlour_search_pvs (self, depth - r, -beta, -beta + 1, ply + 1, FALSE);
          null_move (self, &ep);
          self->n_hashes--;
          if (self->aborted)
            return 0;
          if (score >= beta && score < PARLOUR_SEARCH_MATE_BOUND)
            {
              /* deep down, zugzwang could fool the pass: check it with a
               * search of our own moves, without passing */
              if (depth < 8)
                return score;
              score = parlour_search_pvs (self, depth - r, beta - 1, beta, ply, FALSE);
              if (self->aborted)
                return 0;
              if (score >= beta)
                return score;
            }
        }
      prune_quiets = depth <= FUTILITY_DEPTH &&
                     static_eval + FUTILITY_BASE + FUTILITY_MARGIN * depth <= alpha;
    }

  {
    gint decided;
    if (generate (self, &list, ply, &decided))
      return decided;
  }

  lmr_init ();
  parlour_search_order (self, &list, scores, hash_move, ply);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = parlour_search_pick (&list, scores, i);
      gboolean quiet = !is_tactical (self, m), gives_check;
      gboolean prunable = FALSE;
      ParlourUndo undo;
      gint score;

      /* moves that cannot matter near the leaves, off the principal
       * variation (unless they give check, seen below): futile quiet ones,
       * late quiet ones, and moves that lose much by the exchange on their
       * square (looked at last, as the exchange is the dearest to find) */
      if (!in_check && !pv_node && i > 0 && !mates_near && best > -PARLOUR_SEARCH_MATE_BOUND)
        {
          if (quiet && (prune_quiets || (depth <= LMP_DEPTH && n_quiets >= lmp_count (depth, improving))))
            prunable = TRUE;
          else if (!quiet && depth <= SEE_PRUNE_DEPTH)
            prunable = see_below (self, m, -SEE_PRUNE_MARGIN * depth);
          else if (quiet && depth <= SEE_QUIET_DEPTH)
            prunable = see_below (self, m, -SEE_QUIET_MARGIN * depth * depth);
        }

      /* a move pruned unless it gives check: where it surely does not, it
       * need not be made to know */
      if (prunable)
        {
          if (!check_squares_found)
            {
              parlour_movegen_check_squares (pos, &check_squares);
              check_squares_found = TRUE;
            }
          if (!parlour_movegen_may_give_check (pos, &check_squares, m))
            continue;
        }

      self->stack[ply] = m;
      parlour_search_make (self, m, &undo);
      gives_check = in_check_at (self, ply + 1);
      if (prunable && !gives_check)
        {
          /* looked at, not searched: no node */
          self->nodes--;
          parlour_search_unmake (self, &undo);
          continue;
        }
      if (i == 0)
        score = -parlour_search_pvs (self, depth - 1, -beta, -alpha, ply + 1, TRUE);
      else
        {
          /* late quiet moves (and late captures that lose) are searched
           * shallower first */
          gint reduction = 0;
          if (depth >= 3 && i >= 3 && quiet && !in_check && !gives_check)
            {
              reduction = lmr_table[MIN (depth, PARLOUR_SEARCH_MAX_PLY - 1)][MIN (i, 63u)];
              if (pv_node)
                reduction--;
              if (m == self->killers[ply][0] || m == self->killers[ply][1])
                reduction--;
              if (!improving)
                reduction++;
              reduction -= CLAMP (self->history[PARLOUR_OTHER (pos->side)][PARLOUR_MOVE_FROM (m)]
                                               [PARLOUR_MOVE_TO (m)] / HISTORY_LMR, -2, 2);
              reduction = CLAMP (reduction, 0, depth - 2);
            }
          else if (depth >= 3 && i >= 3 && !quiet && !in_check && !gives_check &&
                   scores[i] < -HISTORY_MAX)
            /* a capture ordered after the quiet moves, as it loses by the
             * exchange, a ply shallower first too */
            reduction = 1;
          score = -parlour_search_pvs (self, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && reduction)
            score = -parlour_search_pvs (self, depth - 1, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && score < beta)
            score = -parlour_search_pvs (self, depth - 1, -beta, -alpha, ply + 1, TRUE);
        }
      parlour_search_unmake (self, &undo);
      if (self->aborted)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = m;
        }
      if (score > alpha)
        {
          alpha = score;
          self->pv[ply][0] = m;
          memcpy (&self->pv[ply][1], self->pv[ply + 1], self->pv_len[ply + 1] * sizeof (ParlourMove));
          self->pv_len[ply] = self->pv_len[ply + 1] + 1;
          if (alpha >= beta)
            {
              if (quiet)
                {
                  ParlourMove prev = ply > 0 ? self->stack[ply - 1] : PARLOUR_MOVE_NONE;
                  gint bonus = MIN (depth * depth * 16, HISTORY_MAX / 4);
                  history_update (self, m, bonus);
                  /* the quiet moves tried before it did not refute: less */
                  for (guint q = 0; q < n_quiets; q++)
                    history_update (self, quiets[q], -bonus);
                  if (self->killers[ply][0] != m)
                    {
                      self->killers[ply][1] = self->killers[ply][0];
                      self->killers[ply][0] = m;
                    }
                  if (prev != PARLOUR_MOVE_NONE)
                    self->counter[PARLOUR_MOVE_FROM (prev)][PARLOUR_MOVE_TO (prev)] = m;
                }
              break;
            }
        }
      if (quiet)
        quiets[n_quiets++] = m;
    }

  /* every move pruned (a futile node): it is worth what its evaluation says */
  if (best == -SEARCH_INF)
    return static_eval;
  parlour_search_tt_store (self, pos->hash, best_move, best, depth,
            best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER, ply);
  return best;
}
