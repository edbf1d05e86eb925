/* parlour-movegen.c — generic move generation, attacks, legality, make and unmake
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here reads the variant's tables and flags; what a variant really
 * changes goes through its ops (parlour-variant.h). Standard chess uses these
 * functions as they are.
 */
#include "parlour-movegen.h"
#include "parlour-position-private.h"

#include <string.h>

static inline gboolean
is_pawn (const ParlourVariant *v, ParlourPiece p)
{
  return v->kinds[PARLOUR_PIECE_KIND (p)].pawn;
}

static inline void
add_with_promotions (const ParlourPosition *pos,
                     const ParlourTables   *t,
                     ParlourPiece           piece,
                     guint                  from,
                     guint                  to,
                     ParlourMoveFlag        flag,
                     ParlourMoveList       *list)
{
  const ParlourVariant *v = pos->variant;
  ParlourColor c = PARLOUR_PIECE_COLOR (piece);

  if ((v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO) && t->last_rank[c][to] && is_pawn (v, piece))
    {
      for (const guint8 *k = v->promotion_kinds; *k; k++)
        parlour_move_list_add (list, PARLOUR_MOVE_MAKE (from, to, *k, flag));
      return;
    }
  parlour_move_list_add (list, PARLOUR_MOVE_MAKE (from, to, 0, flag));
}

/* The moves of the piece on @sq; where @tactical, only those that capture
 * (en passant too) or promote, in the same order. */
static inline void
gen_piece (const ParlourPosition *pos,
           guint                  sq,
           ParlourMoveList       *list,
           gboolean               tactical)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourPiece piece = pos->board[sq];
  guint kind = PARLOUR_PIECE_KIND (piece);
  ParlourColor c = PARLOUR_PIECE_COLOR (piece);
  const ParlourSquareMoves *sm;
  gboolean pawn, promotes;

  if (G_UNLIKELY (v->kinds[kind].custom != NULL))
    {
      guint first = list->n, out = first;
      v->kinds[kind].custom->generate (pos, sq, c, list);
      if (!tactical)
        return;
      for (guint i = first; i < list->n; i++)
        if (PARLOUR_MOVE_PROMO (list->moves[i]) != 0 ||
            parlour_position_is_capture (pos, list->moves[i]))
          list->moves[out++] = list->moves[i];
      list->n = out;
      return;
    }

  sm = &t->moves[kind][c][sq];
  pawn = v->kinds[kind].pawn;
  /* a move to an empty square is tactical only when it promotes */
  promotes = pawn && (v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO);
  for (guint i = 0; i < sm->leap_n; i++)
    {
      const ParlourLeap *l = &t->leaps[sm->leap_first + i];
      ParlourPiece target = pos->board[l->to];
      if (l->leg != PARLOUR_NO_SQUARE && pos->board[l->leg])
        continue;
      if (target == PARLOUR_PIECE_EMPTY)
        {
          if (l->modes & PARLOUR_BETZA_MOVE)
            {
              ParlourMoveFlag flag = (pawn && (l->modes & PARLOUR_BETZA_INITIAL))
                                     ? PARLOUR_MOVE_DOUBLE_PUSH : PARLOUR_MOVE_NORMAL;
              if (!tactical || (promotes && t->last_rank[c][l->to]))
                add_with_promotions (pos, t, piece, sq, l->to, flag, list);
            }
          else if (pawn && l->to == pos->ep && (l->modes & PARLOUR_BETZA_CAPTURE))
            parlour_move_list_add (list, PARLOUR_MOVE_MAKE (sq, l->to, 0, PARLOUR_MOVE_EN_PASSANT));
        }
      else if (PARLOUR_PIECE_COLOR (target) != c && (l->modes & PARLOUR_BETZA_CAPTURE))
        add_with_promotions (pos, t, piece, sq, l->to, PARLOUR_MOVE_NORMAL, list);
    }
  for (guint i = 0; i < sm->ray_n; i++)
    {
      const ParlourRay *r = &t->rays[sm->ray_first + i];
      const guint8 *squares = &t->ray_squares[r->first];
      for (guint j = 0; j < r->len; j++)
        {
          guint to = squares[j];
          ParlourPiece target = pos->board[to];
          if (target == PARLOUR_PIECE_EMPTY)
            {
              if ((r->modes & PARLOUR_BETZA_MOVE) &&
                  (!tactical || (promotes && t->last_rank[c][to])))
                add_with_promotions (pos, t, piece, sq, to, PARLOUR_MOVE_NORMAL, list);
              continue;
            }
          if (PARLOUR_PIECE_COLOR (target) != c && (r->modes & PARLOUR_BETZA_CAPTURE))
            add_with_promotions (pos, t, piece, sq, to, PARLOUR_MOVE_NORMAL, list);
          break;
        }
    }
}

void
parlour_movegen_piece (const ParlourPosition *pos,
                       guint                  sq,
                       ParlourMoveList       *list)
{
  gen_piece (pos, sq, list, FALSE);
}

static void
gen_castling (const ParlourPosition *pos,
              ParlourMoveList       *list,
              gboolean               check_attacks)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  guint king_sq = t->castle_king[us];

  if (!(pos->castling & (us == PARLOUR_WHITE ? 3 : 12)))
    return;
  if (pos->royal[us] != king_sq)
    return;
  if (check_attacks && parlour_position_is_attacked (pos, king_sq, them))
    return;
  for (guint side = 0; side < 2; side++)
    {
      guint bit = 1u << (us * 2 + side);
      guint rook_sq = t->castle_rook[us][side];
      int step = side == 0 ? 1 : -1;
      guint king_to = king_sq + 2 * step;
      gboolean ok = TRUE;
      if (!(pos->castling & bit))
        continue;
      /* every square between king and rook empty */
      for (int s = (int) king_sq + step; s != (int) rook_sq; s += step)
        if (pos->board[s])
          {
            ok = FALSE;
            break;
          }
      if (!ok)
        continue;
      /* the square the king crosses; the landing square is tested by legality */
      if (check_attacks && parlour_position_is_attacked (pos, king_sq + step, them))
        continue;
      parlour_move_list_add (list, PARLOUR_MOVE_MAKE (king_sq, king_to, 0, PARLOUR_MOVE_CASTLE));
    }
}

static void
gen_drops (const ParlourPosition *pos,
           ParlourMoveList       *list)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourColor us = pos->side;
  guint n_sq = t->n_squares;

  for (guint k = 1; k <= v->n_kinds; k++)
    {
      gboolean pawn = v->kinds[k].pawn;
      if (!pos->reserve[us][k])
        continue;
      for (guint sq = 0; sq < n_sq; sq++)
        {
          guint rank = sq / v->width;
          if (pos->board[sq])
            continue;
          if (pawn && (rank == 0 || rank == v->height - 1))
            continue;
          parlour_move_list_add (list, PARLOUR_MOVE_MAKE (k, sq, 0, PARLOUR_MOVE_DROP));
        }
    }
}

/* All pseudo-legal moves of the side to move, castling conditions with or
 * without the attack tests. */
/* The moves of every piece of the side to move, in the order of their
 * squares (where @tactical, only captures and promotions). */
static inline void
gen_pieces (const ParlourPosition *pos,
            ParlourMoveList       *list,
            gboolean               tactical)
{
  const ParlourVariant *v = pos->variant;
  guint n_sq = v->width * v->height;
  ParlourColor us = pos->side;

  list->n = 0;
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      if (p && PARLOUR_PIECE_COLOR (p) == us)
        gen_piece (pos, sq, list, tactical);
    }
}

void
parlour_movegen_pseudo (const ParlourPosition *pos,
                        ParlourMoveList       *list,
                        gboolean               castle_attack_tests)
{
  const ParlourVariant *v = pos->variant;

  gen_pieces (pos, list, FALSE);
  if (v->flags & PARLOUR_VARIANT_CASTLING)
    gen_castling (pos, list, castle_attack_tests);
  if (v->flags & PARLOUR_VARIANT_DROPS)
    gen_drops (pos, list);
}

/**
 * parlour_movegen_tactical:
 * @pos: a position
 * @list: filled with the moves
 *
 * The pseudo-legal moves of the side to move that capture (en passant too)
 * or promote: the moves of parlour_movegen_pseudo()'s list for which a move's
 * promotion is set or parlour_position_is_capture() holds, in that list's
 * order, without generating the others (castling and drops never capture).
 */
void
parlour_movegen_tactical (const ParlourPosition *pos,
                          ParlourMoveList       *list)
{
  gen_pieces (pos, list, TRUE);
}

void
parlour_position_pseudo_moves (const ParlourPosition *pos,
                               ParlourMoveList       *list)
{
  gboolean tests = !(pos->variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL);
  parlour_movegen_pseudo (pos, list, tests);
}

gboolean
parlour_position_is_attacked (const ParlourPosition *pos,
                              ParlourSquare          sq,
                              ParlourColor           by)
{
  const ParlourTables *t = pos->variant->tables;
  const guint32 cm = PARLOUR_COLOR_MASK (by);
  const ParlourPiece *board = pos->board;

  for (guint i = t->attack_leap_first[sq]; i < t->attack_leap_first[sq + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      if ((al->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (board[al->from]))) &&
          (al->leg == PARLOUR_NO_SQUARE || board[al->leg] == PARLOUR_PIECE_EMPTY))
        return TRUE;
    }
  for (guint i = t->attack_ray_first[sq]; i < t->attack_ray_first[sq + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      guint at;
      if (!(ar->mask & cm))
        continue;
      at = parlour_attack_ray_first_piece (t, board, ar);
      if (at != PARLOUR_NO_SQUARE && (ar->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (board[at]))))
        return TRUE;
    }
  if (G_UNLIKELY (t->custom_mask & cm))
    {
      const ParlourVariant *v = pos->variant;
      gboolean scan = FALSE;
      /* kinds that can answer for all their pieces at once do so */
      for (guint k = 1; k <= v->n_kinds; k++)
        {
          const ParlourCustomMovement *custom = v->kinds[k].custom;
          if (custom == NULL)
            continue;
          if (custom->attacked_by == NULL)
            scan = TRUE;
          else if (custom->attacked_by (pos, PARLOUR_PIECE_CODE (PARLOUR_PIECE_MAKE (k, by)), sq))
            return TRUE;
        }
      if (scan)
        for (guint from = 0; from < t->n_squares; from++)
          {
            ParlourPiece p = board[from];
            const ParlourCustomMovement *custom;
            if (!p || PARLOUR_PIECE_COLOR (p) != by ||
                !(t->custom_mask & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (p))))
              continue;
            custom = v->kinds[PARLOUR_PIECE_KIND (p)].custom;
            if (custom->attacked_by == NULL && custom->attacks (pos, from, by, sq))
              return TRUE;
          }
    }
  return FALSE;
}

gboolean
parlour_position_in_check (const ParlourPosition *pos)
{
  ParlourSquare k = pos->royal[pos->side];
  if (k == PARLOUR_NO_SQUARE)
    return FALSE;
  return parlour_position_is_attacked (pos, k, PARLOUR_OTHER (pos->side));
}

/**
 * parlour_movegen_check_squares:
 * @pos: a position
 * @cs: filled with what parlour_movegen_may_give_check() needs
 *
 * Finds, from the inverse attack tables at the opposing royal, the squares
 * from which each of our kinds would attack it, and the squares a piece of
 * ours may uncover an attack from by leaving (the first piece on each of its
 * lines, and the legs of lame leaps). Where a variant's moves do more than
 * carry a piece (a make of its own, capture promotion) or we have a custom
 * mover, or the opposing royal is attacked already, @cs answers "may" for
 * every move.
 */
void
parlour_movegen_check_squares (const ParlourPosition *pos,
                               ParlourCheckSquares   *cs)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  const guint32 cm = PARLOUR_COLOR_MASK (pos->side);
  ParlourSquare rk = pos->royal[PARLOUR_OTHER (pos->side)];

  cs->usable = FALSE;
  if (rk == PARLOUR_NO_SQUARE || v->ops->make != parlour_movegen_make_default ||
      v->ops->capture_promotion != NULL || (t->custom_mask & cm))
    return;
  memset (cs->direct, 0, t->n_squares * sizeof *cs->direct);
  memset (cs->uncovers, 0, t->n_squares);
  for (guint i = t->attack_leap_first[rk]; i < t->attack_leap_first[rk + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      if (!(al->mask & cm))
        continue;
      cs->direct[al->from] |= al->mask & cm;
      if (al->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[al->from])))
        {
          if (al->leg == PARLOUR_NO_SQUARE || pos->board[al->leg] == PARLOUR_PIECE_EMPTY)
            return;
          cs->uncovers[al->leg] = 1;
        }
    }
  for (guint i = t->attack_ray_first[rk]; i < t->attack_ray_first[rk + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      const guint8 *squares = &t->ray_squares[ar->first];
      if (!(ar->mask & cm))
        continue;
      for (guint j = 0; j < ar->len; j++)
        {
          guint s = squares[j];
          cs->direct[s] |= ar->mask & cm;
          if (pos->board[s] == PARLOUR_PIECE_EMPTY)
            continue;
          if (ar->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[s])))
            return;
          cs->uncovers[s] = 1;
          break;
        }
    }
  cs->usable = TRUE;
}

/**
 * parlour_movegen_may_give_check:
 * @pos: the position of parlour_movegen_check_squares()
 * @cs: its answer
 * @move: a pseudo-legal move of the side to move
 *
 * Returns: %FALSE when @move surely leaves the opposing royal unattacked:
 * a plain move (no castling, en passant, promotion or drop) of a piece that
 * does not attack it from its new square, from a square whose leaving
 * uncovers nothing; %TRUE when it may attack it (make the move to know).
 */
gboolean
parlour_movegen_may_give_check (const ParlourPosition     *pos,
                                const ParlourCheckSquares *cs,
                                ParlourMove                move)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  guint from = PARLOUR_MOVE_FROM (move);

  if (!cs->usable || (flag != PARLOUR_MOVE_NORMAL && flag != PARLOUR_MOVE_DOUBLE_PUSH) ||
      PARLOUR_MOVE_PROMO (move) != 0 || cs->uncovers[from])
    return TRUE;
  return (cs->direct[PARLOUR_MOVE_TO (move)] &
          PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[from]))) != 0;
}

gboolean
parlour_position_drop_checks (const ParlourPosition *pos,
                              guint32               *checks)
{
  const ParlourTables *t;
  guint32 cm;
  ParlourSquare k;

  g_return_val_if_fail (pos != NULL && checks != NULL, FALSE);

  t = pos->variant->tables;
  cm = PARLOUR_COLOR_MASK (pos->side);
  k = pos->royal[PARLOUR_OTHER (pos->side)];
  if (k == PARLOUR_NO_SQUARE || (t->custom_mask & cm))
    return FALSE;
  /* a drop only adds a piece, so it checks by its own attack, which the
   * attack tables from the royal's square hold: leaps whose leg is free, and
   * rays up to their first piece */
  memset (checks, 0, t->n_squares * sizeof *checks);
  for (guint i = t->attack_leap_first[k]; i < t->attack_leap_first[k + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      if (al->leg == PARLOUR_NO_SQUARE || pos->board[al->leg] == PARLOUR_PIECE_EMPTY)
        checks[al->from] |= al->mask & cm;
    }
  for (guint i = t->attack_ray_first[k]; i < t->attack_ray_first[k + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      const guint8 *squares = &t->ray_squares[ar->first];
      for (guint j = 0; j < ar->len && pos->board[squares[j]] == PARLOUR_PIECE_EMPTY; j++)
        checks[squares[j]] |= ar->mask & cm;
    }
  return TRUE;
}

guint
parlour_position_checkers (const ParlourPosition *pos,
                           ParlourSquare         *out,
                           guint                  max)
{
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourSquare k = pos->royal[us];
  ParlourPosition tmp;
  ParlourMoveList list;
  guint n = 0;

  if (k == PARLOUR_NO_SQUARE)
    return 0;
  /* Generate the opponent's captures as if it were to move; a checker is any
   * piece with a pseudo-legal capture of the royal square. */
  tmp = *pos;
  tmp.side = them;
  tmp.ep = PARLOUR_NO_SQUARE;
  list.n = 0;
  for (guint sq = 0; sq < pos->variant->width * pos->variant->height; sq++)
    {
      ParlourPiece p = tmp.board[sq];
      guint before = list.n;
      gboolean found = FALSE;
      if (!p || PARLOUR_PIECE_COLOR (p) != them)
        continue;
      parlour_movegen_piece (&tmp, sq, &list);
      for (guint i = before; i < list.n; i++)
        if (PARLOUR_MOVE_TO (list.moves[i]) == k)
          found = TRUE;
      list.n = before;
      if (found)
        {
          if (n < max)
            out[n] = sq;
          n++;
        }
    }
  return n;
}

/**
 * parlour_movegen_find_pins:
 * @pos: a position whose side to move has a royal piece
 * @pinned: one byte per square, set to 1 for the squares found
 *
 * Marks our pieces whose move might expose our royal piece: pinned against a
 * rider, or standing on the leg of a lame attacker. Custom movements are not
 * covered: a variant with them adds its own.
 */
void
parlour_movegen_find_pins (const ParlourPosition *pos,
                           guint8                *pinned)
{
  const ParlourTables *t = pos->variant->tables;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  const guint32 cm = PARLOUR_COLOR_MASK (them);
  ParlourSquare k = pos->royal[us];

  if (t->rider_mask & cm)
    for (guint i = t->attack_ray_first[k]; i < t->attack_ray_first[k + 1]; i++)
      {
        const ParlourAttackRay *ar = &t->attack_rays[i];
        const guint8 *squares = &t->ray_squares[ar->first];
        int own = -1;
        if (!(ar->mask & cm))
          continue;
        for (guint j = 0; j < ar->len; j++)
          {
            ParlourPiece p = pos->board[squares[j]];
            if (!p)
              continue;
            if (PARLOUR_PIECE_COLOR (p) == us)
              {
                if (own >= 0)
                  break;
                own = squares[j];
                continue;
              }
            if (own >= 0 && (ar->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (p))))
              pinned[own] = 1;
            break;
          }
      }
  if (t->lame_mask & cm)
    for (guint i = t->attack_leap_first[k]; i < t->attack_leap_first[k + 1]; i++)
      {
        const ParlourAttackLeap *al = &t->attack_leaps[i];
        if (al->leg != PARLOUR_NO_SQUARE &&
            (al->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[al->from]))))
          pinned[al->leg] = 1;
      }
}

/* Is our royal in check, where the opponent has no custom mover (the attack
 * tables hold every attack)? When it is, marks in @ends_check (0 for
 * "perhaps", 2 for "no") the squares where a piece of ours could end it, the
 * attackers' squares, the squares between a rider and the royal and the legs
 * of lame attackers; a piece anywhere else changes no attack on the royal. */
static gboolean
find_check_squares (const ParlourPosition *pos,
                    guint8                *ends_check)
{
  const ParlourTables *t = pos->variant->tables;
  const guint32 cm = PARLOUR_COLOR_MASK (PARLOUR_OTHER (pos->side));
  ParlourSquare k = pos->royal[pos->side];
  gboolean check = FALSE;

  memset (ends_check, 2, t->n_squares);
  for (guint i = t->attack_leap_first[k]; i < t->attack_leap_first[k + 1]; i++)
    {
      const ParlourAttackLeap *al = &t->attack_leaps[i];
      if ((al->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[al->from]))) &&
          (al->leg == PARLOUR_NO_SQUARE || pos->board[al->leg] == PARLOUR_PIECE_EMPTY))
        {
          check = TRUE;
          ends_check[al->from] = 0;
          if (al->leg != PARLOUR_NO_SQUARE)
            ends_check[al->leg] = 0;
        }
    }
  for (guint i = t->attack_ray_first[k]; i < t->attack_ray_first[k + 1]; i++)
    {
      const ParlourAttackRay *ar = &t->attack_rays[i];
      const guint8 *squares = &t->ray_squares[ar->first];
      guint at;
      if (!(ar->mask & cm))
        continue;
      at = parlour_attack_ray_first_piece (t, pos->board, ar);
      if (at == PARLOUR_NO_SQUARE || !(ar->mask & cm & PARLOUR_CODE_BIT (PARLOUR_PIECE_CODE (pos->board[at]))))
        continue;
      check = TRUE;
      for (guint j = 0; j < ar->len; j++)
        {
          ends_check[squares[j]] = 0;
          if (squares[j] == at)
            break;
        }
    }
  return check;
}

/* What the legality test of a move needs to know of the position once: see
 * parlour_movegen_filter_legal(). */
typedef struct
{
  gboolean in_check, known_attackers;
  guint8   pinned[PARLOUR_MAX_SQUARES];
  /* in check, whether a piece of ours on each square ends it: 0 not known
   * yet, 1 it does, 2 it does not (find_check_squares()) */
  guint8   ends_check[PARLOUR_MAX_SQUARES];
} LegalTest;

static void
legal_test_init (const ParlourPosition *pos,
                 LegalTest             *lt)
{
  const ParlourTables *t = pos->variant->tables;

  lt->known_attackers = !(t->custom_mask & PARLOUR_COLOR_MASK (PARLOUR_OTHER (pos->side)));
  if (lt->known_attackers)
    {
      /* the walk that finds the check also finds where it could end */
      lt->in_check = find_check_squares (pos, lt->ends_check);
      memset (lt->pinned, 0, t->n_squares);
      parlour_movegen_find_pins (pos, lt->pinned);
    }
  else
    lt->in_check = parlour_position_in_check (pos);
}

/* Whether our royal piece (there is one) is safe after @m. */
static gboolean
legal_test_move (ParlourPosition *pos,
                 LegalTest       *lt,
                 ParlourMove      m)
{
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
  gboolean test = !lt->known_attackers || flag == PARLOUR_MOVE_EN_PASSANT ||
                  flag == PARLOUR_MOVE_CASTLE ||
                  (flag == PARLOUR_MOVE_PASS && lt->in_check) ||
                  (flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS &&
                   (PARLOUR_MOVE_FROM (m) == pos->royal[us] || lt->pinned[PARLOUR_MOVE_FROM (m)]));

  if (test)
    {
      ParlourUndo undo;
      gboolean ok;
      parlour_position_make (pos, m, &undo);
      ok = pos->royal[us] != PARLOUR_NO_SQUARE &&
           !parlour_position_is_attacked (pos, pos->royal[us], them);
      parlour_position_unmake (pos, &undo);
      return ok;
    }
  if (lt->in_check && flag != PARLOUR_MOVE_PASS)
    {
      guint to = PARLOUR_MOVE_TO (m);
      if (lt->ends_check[to] == 0)
        {
          ParlourPiece was = pos->board[to];
          pos->board[to] = pos->board[pos->royal[us]];
          lt->ends_check[to] = parlour_position_is_attacked (pos, pos->royal[us], them) ? 2 : 1;
          pos->board[to] = was;
        }
      return lt->ends_check[to] != 2;
    }
  return TRUE;
}

/* Keeps the moves of @list after which our royal piece is not attacked.
 *
 * Where the opponent has no custom mover, the attacks on our royal are the
 * board's: a piece that is not pinned (parlour_movegen_find_pins()) exposes
 * nothing when it leaves its square, so a move of it (or a drop) is legal
 * when out of check, and in check exactly when a piece of ours on its target
 * square, whichever, ends the check; that is tested once for each square where
 * it could, on the board itself, without making the move. The royal's own
 * moves, a pinned piece's, en passant, castling and passes are made and
 * tested. */
void
parlour_movegen_filter_legal (ParlourPosition *pos,
                              ParlourMoveList *list)
{
  LegalTest lt;
  guint out = 0;

  if (pos->royal[pos->side] == PARLOUR_NO_SQUARE)
    return;
  legal_test_init (pos, &lt);
  for (guint i = 0; i < list->n; i++)
    if (legal_test_move (pos, &lt, list->moves[i]))
      list->moves[out++] = list->moves[i];
  list->n = out;
}

/**
 * parlour_movegen_has_legal:
 * @pos: a position
 *
 * Whether parlour_movegen_legal_default() would find a move, found with the
 * moves of one piece after another, stopping at the first legal one.
 */
gboolean
parlour_movegen_has_legal (ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  gboolean pseudo = (v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL) || (pos->rules & PARLOUR_RULE_KING_CAPTURE);
  guint n_sq = v->width * v->height;
  ParlourColor us = pos->side;
  ParlourMoveList list;
  LegalTest lt;

  if (pos->royal[us] == PARLOUR_NO_SQUARE && v->ops->outcome != NULL &&
      parlour_variant_royal_kind (v) != 0)
    return FALSE;
  /* without a royal every pseudo-legal move is legal */
  pseudo = pseudo || pos->royal[us] == PARLOUR_NO_SQUARE;
  if (!pseudo)
    legal_test_init (pos, &lt);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      if (!p || PARLOUR_PIECE_COLOR (p) != us)
        continue;
      list.n = 0;
      parlour_movegen_piece (pos, sq, &list);
      for (guint i = 0; i < list.n; i++)
        if (pseudo || legal_test_move (pos, &lt, list.moves[i]))
          return TRUE;
    }
  list.n = 0;
  if (v->flags & PARLOUR_VARIANT_CASTLING)
    gen_castling (pos, &list, !(v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL));
  if (v->flags & PARLOUR_VARIANT_DROPS)
    gen_drops (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (pseudo || legal_test_move (pos, &lt, list.moves[i]))
      return TRUE;
  return FALSE;
}

void
parlour_movegen_legal_default (ParlourPosition *pos,
                               ParlourMoveList *list)
{
  gboolean pseudo = (pos->variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL) ||
                    (pos->rules & PARLOUR_RULE_KING_CAPTURE);

  list->n = 0;
  /* after a king capture the game is over: no moves */
  if (pos->royal[pos->side] == PARLOUR_NO_SQUARE && pos->variant->ops->outcome != NULL &&
      parlour_variant_royal_kind (pos->variant) != 0)
    return;
  parlour_movegen_pseudo (pos, list, !(pos->variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL));
  if (!pseudo)
    parlour_movegen_filter_legal (pos, list);
}

void
parlour_position_legal_moves (ParlourPosition *pos,
                              ParlourMoveList *list)
{
  pos->variant->ops->legal_moves (pos, list);
}

gboolean
parlour_position_is_legal (ParlourPosition *pos,
                           ParlourMove      move)
{
  ParlourMoveList list;
  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.moves[i] == move)
      return TRUE;
  return FALSE;
}

gboolean
parlour_position_is_capture (const ParlourPosition *pos,
                             ParlourMove            move)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  if (flag == PARLOUR_MOVE_EN_PASSANT)
    return TRUE;
  if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS || flag == PARLOUR_MOVE_CASTLE)
    return FALSE;
  return pos->board[PARLOUR_MOVE_TO (move)] != PARLOUR_PIECE_EMPTY;
}

guint
parlour_position_castling_rook (const ParlourPosition *pos,
                                ParlourMove            move)
{
  const ParlourTables *t = pos->variant->tables;
  guint from = PARLOUR_MOVE_FROM (move), to = PARLOUR_MOVE_TO (move);

  if (PARLOUR_MOVE_FLAG (move) != PARLOUR_MOVE_CASTLE || t == NULL)
    return PARLOUR_NO_SQUARE;
  /* as parlour_movegen_make_default() moves it */
  return t->castle_rook[pos->side][to > from ? 0 : 1];
}

/* ---- make / unmake ---- */

static inline void
board_remove (ParlourPosition *pos, guint sq)
{
  ParlourPiece p = pos->board[sq];
  pos->hash ^= parlour_zobrist.piece[p][sq];
  pos->count[PARLOUR_PIECE_COLOR (p)][PARLOUR_PIECE_KIND (p)]--;
  pos->board[sq] = PARLOUR_PIECE_EMPTY;
}

static inline void
board_add (ParlourPosition *pos, guint sq, ParlourPiece p)
{
  pos->hash ^= parlour_zobrist.piece[p][sq];
  pos->count[PARLOUR_PIECE_COLOR (p)][PARLOUR_PIECE_KIND (p)]++;
  pos->board[sq] = p;
}

static inline void
set_ep (ParlourPosition *pos, ParlourSquare ep)
{
  if (pos->ep != PARLOUR_NO_SQUARE)
    pos->hash ^= parlour_zobrist.ep[pos->ep];
  pos->ep = ep;
  if (ep != PARLOUR_NO_SQUARE)
    pos->hash ^= parlour_zobrist.ep[ep];
}

static inline void
set_passes (ParlourPosition *pos, guint n)
{
  pos->hash ^= parlour_zobrist.passes[MIN (pos->passes, 7)];
  pos->passes = MIN (n, 255);
  pos->hash ^= parlour_zobrist.passes[MIN (pos->passes, 7)];
}

void
parlour_movegen_reserve_change (ParlourPosition *pos,
                                ParlourColor     color,
                                guint            kind,
                                int              delta)
{
  guint code = PARLOUR_PIECE_CODE (PARLOUR_PIECE_MAKE (kind, color));
  pos->hash ^= parlour_zobrist.reserve[code][MIN (pos->reserve[color][kind], 63)];
  pos->reserve[color][kind] = (guint8) (pos->reserve[color][kind] + delta);
  pos->hash ^= parlour_zobrist.reserve[code][MIN (pos->reserve[color][kind], 63)];
}

void
parlour_movegen_save_undo (const ParlourPosition *pos,
                           ParlourMove            move,
                           ParlourUndo           *undo)
{
  undo->move = move;
  undo->moved = PARLOUR_PIECE_EMPTY;
  undo->captured = PARLOUR_PIECE_EMPTY;
  undo->capture_sq = PARLOUR_NO_SQUARE;
  undo->castling = pos->castling;
  undo->ep = pos->ep;
  undo->ep_other = pos->ep_other;
  undo->pending = pos->pending;
  undo->failed = pos->failed;
  undo->passes = pos->passes;
  undo->royal[0] = pos->royal[0];
  undo->royal[1] = pos->royal[1];
  undo->halfmove = pos->halfmove;
  undo->fullmove = pos->fullmove;
  undo->hash = pos->hash;
  undo->n_changed = 0;
}

void
parlour_movegen_make_default (ParlourPosition *pos,
                              ParlourMove      move,
                              ParlourUndo     *undo)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  guint to = PARLOUR_MOVE_TO (move);
  gboolean reset = FALSE;

  parlour_movegen_save_undo (pos, move, undo);

  set_ep (pos, PARLOUR_NO_SQUARE);

  if (flag == PARLOUR_MOVE_PASS)
    {
      set_passes (pos, pos->passes + 1);
    }
  else if (flag == PARLOUR_MOVE_DROP)
    {
      guint kind = PARLOUR_MOVE_DROP_KIND (move);
      parlour_movegen_reserve_change (pos, us, kind, -1);
      board_add (pos, to, PARLOUR_PIECE_MAKE (kind, us));
      reset = v->kinds[kind].pawn;
      set_passes (pos, 0);
    }
  else
    {
      guint from = PARLOUR_MOVE_FROM (move);
      ParlourPiece piece = pos->board[from];
      ParlourPiece placed = piece;
      guint cap_sq = to;

      undo->moved = piece;
      if (flag == PARLOUR_MOVE_EN_PASSANT)
        cap_sq = us == PARLOUR_WHITE ? to - v->width : to + v->width;
      if (pos->board[cap_sq] && flag != PARLOUR_MOVE_CASTLE)
        {
          undo->captured = pos->board[cap_sq];
          undo->capture_sq = cap_sq;
          if (cap_sq == pos->royal[them])
            pos->royal[them] = PARLOUR_NO_SQUARE;
          board_remove (pos, cap_sq);
          reset = TRUE;
        }
      board_remove (pos, from);
      if (PARLOUR_MOVE_PROMO (move))
        placed = PARLOUR_PIECE_MAKE (PARLOUR_MOVE_PROMO (move), us) |
                 ((v->flags & PARLOUR_VARIANT_DROPS) ? PARLOUR_PIECE_PROMOTED : 0);
      else if (undo->captured && v->ops->capture_promotion != NULL)
        {
          gboolean royal_mark = FALSE;
          guint kind = v->ops->capture_promotion (pos, piece, undo->captured, &royal_mark);
          if (kind)
            placed = PARLOUR_PIECE_MAKE (kind, us) | (royal_mark ? PARLOUR_PIECE_ROYAL : 0);
        }
      board_add (pos, to, placed);
      if (from == pos->royal[us])
        pos->royal[us] = to;

      if (flag == PARLOUR_MOVE_CASTLE)
        {
          gboolean king_side = to > from;
          guint rook_from = t->castle_rook[us][king_side ? 0 : 1];
          guint rook_to = king_side ? to - 1 : to + 1;
          ParlourPiece rook = pos->board[rook_from];
          board_remove (pos, rook_from);
          board_add (pos, rook_to, rook);
        }
      if (pos->castling)
        {
          guint8 c = pos->castling & ~(t->castle_clear[from] | t->castle_clear[to]);
          pos->hash ^= parlour_zobrist.castling[pos->castling] ^ parlour_zobrist.castling[c];
          pos->castling = c;
        }
      if (v->kinds[PARLOUR_PIECE_KIND (piece)].pawn)
        {
          reset = TRUE;
          /* kept below only where a capture can use it */
          if (flag == PARLOUR_MOVE_DOUBLE_PUSH && (v->flags & PARLOUR_VARIANT_EN_PASSANT))
            set_ep (pos, (from + to) / 2);
        }
      set_passes (pos, 0);
    }

  pos->halfmove = reset ? 0 : MIN (pos->halfmove + 1, PARLOUR_MAX_MOVE_COUNTER);
  if (us == PARLOUR_BLACK)
    pos->fullmove = MIN (pos->fullmove + 1, PARLOUR_MAX_MOVE_COUNTER);
  pos->side = them;
  pos->hash ^= parlour_zobrist.side;
  if (pos->ep != PARLOUR_NO_SQUARE)
    parlour_movegen_settle_ep (pos);
}

void
parlour_movegen_settle_ep (ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  ParlourColor us = pos->side;
  gboolean pseudo = (v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL) ||
                    (pos->rules & PARLOUR_RULE_KING_CAPTURE);
  guint pawn, w, passed, file;

  if (pos->ep == PARLOUR_NO_SQUARE)
    return;
  pawn = parlour_variant_pawn_kind (v);
  w = v->width;
  /* the pawn that passed the square stands one rank further from us */
  passed = us == PARLOUR_WHITE ? pos->ep - w : pos->ep + w;
  file = passed % w;
  for (int df = -1; df <= 1; df += 2)
    {
      ParlourPosition after;
      ParlourUndo undo;
      guint from;

      if ((df < 0 && file == 0) || (df > 0 && file + 1 >= w))
        continue;
      from = passed + df;
      if (pos->board[from] != PARLOUR_PIECE_MAKE (pawn, us))
        continue;
      /* under rules that allow moving into check any capture counts */
      if (pseudo)
        return;
      after = *pos;
      parlour_movegen_make_default (&after, PARLOUR_MOVE_MAKE (from, pos->ep, 0,
                                                               PARLOUR_MOVE_EN_PASSANT), &undo);
      if (after.royal[us] == PARLOUR_NO_SQUARE ||
          !parlour_position_is_attacked (&after, after.royal[us], PARLOUR_OTHER (us)))
        return;
    }
  /* no pawn can take there (legally): the square is not part of the
   * position (FIDE 9.2.3), and equal positions hash equal */
  set_ep (pos, PARLOUR_NO_SQUARE);
}

void
parlour_movegen_unmake_default (ParlourPosition   *pos,
                                const ParlourUndo *undo)
{
  const ParlourVariant *v = pos->variant;
  const ParlourTables *t = v->tables;
  ParlourMove move = undo->move;
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  ParlourColor us = PARLOUR_OTHER (pos->side);
  guint to = PARLOUR_MOVE_TO (move);

  if (flag == PARLOUR_MOVE_DROP)
    {
      ParlourPiece p = pos->board[to];
      pos->count[us][PARLOUR_PIECE_KIND (p)]--;
      pos->board[to] = PARLOUR_PIECE_EMPTY;
      pos->reserve[us][PARLOUR_MOVE_DROP_KIND (move)]++;
    }
  else if (flag != PARLOUR_MOVE_PASS)
    {
      guint from = PARLOUR_MOVE_FROM (move);
      ParlourPiece placed = pos->board[to];
      pos->count[us][PARLOUR_PIECE_KIND (placed)]--;
      pos->board[to] = PARLOUR_PIECE_EMPTY;
      pos->board[from] = undo->moved;
      pos->count[us][PARLOUR_PIECE_KIND (undo->moved)]++;
      if (undo->captured)
        {
          pos->board[undo->capture_sq] = undo->captured;
          pos->count[PARLOUR_PIECE_COLOR (undo->captured)][PARLOUR_PIECE_KIND (undo->captured)]++;
        }
      if (flag == PARLOUR_MOVE_CASTLE)
        {
          gboolean king_side = to > from;
          guint rook_from = t->castle_rook[us][king_side ? 0 : 1];
          guint rook_to = king_side ? to - 1 : to + 1;
          pos->board[rook_from] = pos->board[rook_to];
          pos->board[rook_to] = PARLOUR_PIECE_EMPTY;
        }
    }
  pos->side = us;
  pos->castling = undo->castling;
  pos->ep = undo->ep;
  pos->passes = undo->passes;
  pos->royal[0] = undo->royal[0];
  pos->royal[1] = undo->royal[1];
  pos->halfmove = undo->halfmove;
  pos->fullmove = undo->fullmove;
  pos->hash = undo->hash;
}

void
parlour_position_make (ParlourPosition *pos,
                       ParlourMove      move,
                       ParlourUndo     *undo)
{
  pos->variant->ops->make (pos, move, undo);
}

void
parlour_position_unmake (ParlourPosition   *pos,
                         const ParlourUndo *undo)
{
  pos->variant->ops->unmake (pos, undo);
}

static gboolean
only_royals (const ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      if ((pos->count[c][k] && !v->kinds[k].royal) || pos->reserve[c][k])
        return FALSE;
  return TRUE;
}

ParlourResult
parlour_movegen_outcome_default (const ParlourPosition *pos,
                                 guint                  n_legal,
                                 ParlourTermination    *termination)
{
  const ParlourVariant *v = pos->variant;
  ParlourColor us = pos->side;
  ParlourResult them_win = us == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS : PARLOUR_RESULT_WHITE_WINS;

  *termination = PARLOUR_TERMINATION_NONE;
  if (parlour_variant_royal_kind (v) && pos->royal[us] == PARLOUR_NO_SQUARE)
    {
      *termination = PARLOUR_TERMINATION_KING_CAPTURED;
      return them_win;
    }
  if (n_legal == 0)
    {
      if (parlour_position_in_check (pos))
        {
          *termination = PARLOUR_TERMINATION_CHECKMATE;
          return them_win;
        }
      *termination = PARLOUR_TERMINATION_STALEMATE;
      return PARLOUR_RESULT_DRAW;
    }
  if (v->auto_halfmoves && pos->halfmove >= v->auto_halfmoves)
    {
      *termination = PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES;
      return PARLOUR_RESULT_DRAW;
    }
  if (v->ops->cannot_mate != NULL &&
      v->ops->cannot_mate (pos, PARLOUR_WHITE) && v->ops->cannot_mate (pos, PARLOUR_BLACK) &&
      /* with king capture, any piece can take a king that walks into it */
      (!(pos->rules & PARLOUR_RULE_KING_CAPTURE) || only_royals (pos)))
    {
      *termination = PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL;
      return PARLOUR_RESULT_DRAW;
    }
  return PARLOUR_RESULT_NONE;
}

ParlourResult
parlour_position_outcome (ParlourPosition    *pos,
                          ParlourTermination *termination)
{
  ParlourMoveList list;
  ParlourTermination dummy;

  if (termination == NULL)
    termination = &dummy;
  /* Under the King capture option moves into check are playable, but mate and
   * stalemate are still judged by the moves legal without it (docs/rules/chess.md,
   * "The King capture option"). */
  if (pos->rules & PARLOUR_RULE_KING_CAPTURE)
    {
      guint8 rules = pos->rules;
      pos->rules &= ~PARLOUR_RULE_KING_CAPTURE;
      parlour_position_legal_moves (pos, &list);
      pos->rules = rules;
    }
  else
    parlour_position_legal_moves (pos, &list);
  return pos->variant->ops->outcome (pos, list.n, termination);
}

gboolean
parlour_position_cannot_mate (const ParlourPosition *pos,
                              ParlourColor           side)
{
  if (pos->variant->ops->cannot_mate == NULL)
    return FALSE;
  return pos->variant->ops->cannot_mate (pos, side);
}
