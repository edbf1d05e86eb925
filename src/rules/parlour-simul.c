/* parlour-simul.c — SimulChess: resolving a turn of two simultaneous moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/simulchess.md is the contract. Both moves are chosen in the
 * position at the start of the turn. A castling is two moving pieces, king
 * and rook. Every moving piece of White is compared with every moving piece of
 * Black: the same destination (rule 1), a swap (rule 2) and a head-on meeting
 * on one line (rule 3) remove both; two pawns advancing onto one square stay
 * where they were (rule 4), or with PARLOUR_RULE_PAWNS_COLLIDE are removed as
 * in rule 1. The pieces left land on their squares and capture what stands
 * there once every piece has left its square (rule 5); en passant takes the
 * pawn beside only if it is still there (rule 6). Then each side's king is
 * judged: gone or attacked (a castling king on the squares it passed or
 * landed on) fails.
 */
#include "config.h"

#include "parlour-movegen.h"
#include "parlour-notation.h"
#include "parlour-position-private.h"
#include "parlour-simul.h"
#include "parlour-variant-chess.h"

#include <stdlib.h>

G_DEFINE_QUARK (parlour-simul-error-quark, parlour_simul_error)

/* A piece that moves in the turn. */
typedef struct {
  ParlourColor color;
  ParlourPiece piece;      /* as it stood */
  ParlourPiece placed;     /* as it lands (a promotion) */
  int          from, to;
  int          ep_victim;  /* en passant: the square of the pawn it takes, else -1 */
  gboolean     line;       /* moves along a line (else it leaps: a knight) */
  int          df, dr;     /* the unit step along its line */
  int          steps;
  gboolean     castling_king;
  gboolean     removed;
  gboolean     cancelled;
} Mover;

/* The position as @color sees it when choosing: standard chess, that side to
 * move, its own en passant target. */
static void
side_view (const ParlourPosition *pos,
           ParlourColor           color,
           ParlourPosition       *view)
{
  *view = *pos;
  view->variant = parlour_variant_lookup ("chess");
  view->side = color;
  view->ep = color == pos->side ? pos->ep : pos->ep_other;
  view->ep_other = PARLOUR_NO_SQUARE;
  view->pending = PARLOUR_MOVE_NONE;
  view->failed = 0;
  view->rules = 0;
  parlour_position_rehash (view);
}

void
parlour_simul_legal_moves (const ParlourPosition *pos,
                           ParlourColor           color,
                           ParlourMoveList       *list)
{
  ParlourPosition view;

  g_return_if_fail (pos != NULL && list != NULL);

  side_view (pos, color, &view);
  parlour_movegen_legal_default (&view, list);
}

gboolean
parlour_simul_is_legal (const ParlourPosition *pos,
                        ParlourColor           color,
                        ParlourMove            move)
{
  ParlourMoveList list;

  if (PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_PASS)
    return move == PARLOUR_MOVE_PASS_MOVE;
  parlour_simul_legal_moves (pos, color, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.moves[i] == move)
      return TRUE;
  return FALSE;
}

ParlourMove
parlour_simul_move_from_text (const ParlourPosition *pos,
                              ParlourColor           color,
                              const char            *text,
                              GError               **error)
{
  ParlourPosition view;

  g_return_val_if_fail (pos != NULL && text != NULL, PARLOUR_MOVE_NONE);

  if (g_str_equal (text, "pass"))
    return PARLOUR_MOVE_PASS_MOVE;
  side_view (pos, color, &view);
  return parlour_move_from_long (&view, text, error);
}

char *
parlour_simul_move_to_text (const ParlourPosition *pos,
                            ParlourColor           color,
                            ParlourMove            move)
{
  ParlourPosition view;

  side_view (pos, color, &view);
  return parlour_move_to_long (&view, move);
}

static int
sign (int x)
{
  return (x > 0) - (x < 0);
}

static void
mover_init (Mover                 *m,
            const ParlourPosition *pos,
            ParlourColor           color,
            int                    from,
            int                    to)
{
  int w = pos->variant->width;
  int dx = to % w - from % w, dy = to / w - from / w;

  *m = (Mover) { color, pos->board[from], pos->board[from], from, to, -1 };
  m->line = dx == 0 || dy == 0 || abs (dx) == abs (dy);
  m->df = sign (dx);
  m->dr = sign (dy);
  m->steps = MAX (abs (dx), abs (dy));
}

/* The moving pieces of @move: none for a pass, two for a castling. */
static guint
movers_of (const ParlourPosition *pos,
           ParlourColor           color,
           ParlourMove            move,
           Mover                 *out)
{
  int w = pos->variant->width;
  int from = PARLOUR_MOVE_FROM (move), to = PARLOUR_MOVE_TO (move);
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);

  if (flag == PARLOUR_MOVE_PASS)
    return 0;
  mover_init (&out[0], pos, color, from, to);
  if (PARLOUR_MOVE_PROMO (move))
    out[0].placed = PARLOUR_PIECE_MAKE (PARLOUR_MOVE_PROMO (move), color);
  if (flag == PARLOUR_MOVE_EN_PASSANT)
    out[0].ep_victim = color == PARLOUR_WHITE ? to - w : to + w;
  if (flag == PARLOUR_MOVE_CASTLE)
    {
      gboolean king_side = to > from;
      int rook_from = pos->variant->tables->castle_rook[color][king_side ? 0 : 1];

      out[0].castling_king = TRUE;
      mover_init (&out[1], pos, color, rook_from, king_side ? to - 1 : to + 1);
      return 2;
    }
  return 1;
}

static gboolean
is_pawn_push (const ParlourPosition *pos,
              const Mover           *m)
{
  return PARLOUR_PIECE_KIND (m->piece) == PARLOUR_CHESS_PAWN &&
         m->from % (int) pos->variant->width == m->to % (int) pos->variant->width;
}

/* Rule 3: both move along the same line in opposite directions and the
 * stretches they cover overlap. */
static gboolean
head_on (const ParlourPosition *pos,
         const Mover           *a,
         const Mover           *b)
{
  int w = pos->variant->width;
  int vx = b->from % w - a->from % w, vy = b->from / w - a->from / w;
  int t;

  if (!a->line || !b->line || a->df != -b->df || a->dr != -b->dr)
    return FALSE;
  /* b's start must lie on a's line */
  if (vx * a->dr - vy * a->df != 0)
    return FALSE;
  t = a->df != 0 ? vx / a->df : vy / a->dr;
  /* a covers [0, a->steps] along its direction, b covers [t - b->steps, t] */
  return MAX (0, t - b->steps) <= MIN (a->steps, t);
}

static void
add_event (GArray                  *events,
           const ParlourSimulEvent *event)
{
  if (events != NULL)
    g_array_append_vals (events, event, 1);
}

static void
collide (const ParlourPosition *pos,
         Mover                 *a,
         Mover                 *b,
         GArray                *events)
{
  ParlourSimulEvent e = { 0 };

  if (a->to == b->to && is_pawn_push (pos, a) && is_pawn_push (pos, b) &&
      !(pos->rules & PARLOUR_RULE_PAWNS_COLLIDE))
    {
      e.kind = PARLOUR_SIMUL_EVENT_CANCELLED;
      a->cancelled = b->cancelled = TRUE;
    }
  else if (a->to == b->to)
    e.kind = PARLOUR_SIMUL_EVENT_SAME_SQUARE;
  else if (a->to == b->from && b->to == a->from)
    e.kind = PARLOUR_SIMUL_EVENT_SWAPPED;
  else if (head_on (pos, a, b))
    e.kind = PARLOUR_SIMUL_EVENT_HEAD_ON;
  else
    return;
  if (e.kind != PARLOUR_SIMUL_EVENT_CANCELLED)
    a->removed = b->removed = TRUE;
  e.color = PARLOUR_WHITE;
  e.piece = a->piece;
  e.from = a->from;
  e.to = a->to;
  e.other = b->piece;
  e.other_from = b->from;
  e.other_to = b->to;
  e.square = a->to;
  add_event (events, &e);
}

/* Takes what stands on @sq (if anything) for @m. */
static gboolean
capture (ParlourPosition *after,
         const Mover     *m,
         int              sq,
         GArray          *events)
{
  ParlourSimulEvent e = { PARLOUR_SIMUL_EVENT_CAPTURED, m->color, m->placed, m->from, m->to };

  if (after->board[sq] == PARLOUR_PIECE_EMPTY)
    return FALSE;
  e.other = after->board[sq];
  e.square = sq;
  after->board[sq] = PARLOUR_PIECE_EMPTY;
  add_event (events, &e);
  return TRUE;
}

/* The en passant target the opponent of @m's side gets from its double step. */
static int
double_step_target (const ParlourPosition *pos,
                    const Mover           *m)
{
  if (m->removed || m->cancelled || !is_pawn_push (pos, m) || m->steps != 2)
    return -1;
  return (m->from + m->to) / 2;
}

/* An en passant target for @capturer that no pawn of it can use legally is
 * not part of the position (as in chess, so that repetitions are exact). */
static ParlourSquare
settle_target (const ParlourPosition *after,
               ParlourColor           capturer,
               int                    target)
{
  ParlourPosition view;

  /* a piece that landed on the passed square in the same turn blocks it */
  if (target < 0 || after->board[target] != PARLOUR_PIECE_EMPTY)
    return PARLOUR_NO_SQUARE;
  side_view (after, capturer, &view);
  view.ep = target;
  parlour_movegen_settle_ep (&view);
  return view.ep;
}

static gboolean
king_fails (const ParlourPosition *pos,
            ParlourColor           color,
            const Mover           *castling_king,
            GArray                *events)
{
  ParlourSimulEvent e = { PARLOUR_SIMUL_EVENT_FAILED, color };
  int sq = pos->royal[color];

  e.square = sq;
  if (sq == PARLOUR_NO_SQUARE)
    {
      add_event (events, &e);
      return TRUE;
    }
  e.piece = pos->board[sq];
  if (parlour_position_is_attacked (pos, sq, PARLOUR_OTHER (color)))
    {
      add_event (events, &e);
      return TRUE;
    }
  /* a castling king also fails on the square it passed (RULES: "castled over
   * a square now attacked") */
  if (castling_king != NULL && castling_king->to == sq)
    for (int s = castling_king->from + castling_king->df; s != castling_king->to;
         s += castling_king->df)
      if (parlour_position_is_attacked (pos, s, PARLOUR_OTHER (color)))
        {
          e.square = s;
          add_event (events, &e);
          return TRUE;
        }
  return FALSE;
}

void
parlour_simul_resolve_legal (const ParlourPosition *start,
                             ParlourMove            white,
                             ParlourMove            black,
                             ParlourPosition       *after,
                             GArray                *events)
{
  const ParlourTables *t = start->variant->tables;
  Mover movers[2][2];
  guint n[2];
  gboolean reset = FALSE;
  guint8 castling = start->castling;
  int targets[2] = { -1, -1 };
  const Mover *castling_king[2] = { NULL, NULL };

  n[PARLOUR_WHITE] = movers_of (start, PARLOUR_WHITE, white, movers[PARLOUR_WHITE]);
  n[PARLOUR_BLACK] = movers_of (start, PARLOUR_BLACK, black, movers[PARLOUR_BLACK]);
  *after = *start;

  for (guint c = 0; c < 2; c++)
    if (n[c] == 0)
      {
        ParlourSimulEvent e = { PARLOUR_SIMUL_EVENT_PASSED, c };

        e.from = e.to = e.other_from = e.other_to = e.square = PARLOUR_NO_SQUARE;
        add_event (events, &e);
      }

  /* rules 1-4, every White piece against every Black one */
  for (guint i = 0; i < n[PARLOUR_WHITE]; i++)
    for (guint j = 0; j < n[PARLOUR_BLACK]; j++)
      collide (start, &movers[PARLOUR_WHITE][i], &movers[PARLOUR_BLACK][j], events);

  /* every piece that moves leaves its square first (rule 5) */
  for (guint c = 0; c < 2; c++)
    for (guint i = 0; i < n[c]; i++)
      {
        Mover *m = &movers[c][i];

        if (m->cancelled)
          continue;
        after->board[m->from] = PARLOUR_PIECE_EMPTY;
        castling &= ~t->castle_clear[m->from];
        if (PARLOUR_PIECE_KIND (m->piece) == PARLOUR_CHESS_PAWN || m->removed)
          reset = TRUE;
      }

  /* then the pieces left land and take what stands there */
  for (guint c = 0; c < 2; c++)
    for (guint i = 0; i < n[c]; i++)
      {
        Mover *m = &movers[c][i];
        ParlourSimulEvent e = { PARLOUR_SIMUL_EVENT_MOVED, c, m->piece, m->from, m->to };

        if (m->cancelled || m->removed)
          continue;
        e.square = m->to;
        add_event (events, &e);
        /* rule 6: only a pawn that is still beside it (it did not move) */
        if (m->ep_victim >= 0 &&
            after->board[m->ep_victim] == PARLOUR_PIECE_MAKE (PARLOUR_CHESS_PAWN,
                                                              PARLOUR_OTHER (c)))
          reset |= capture (after, m, m->ep_victim, events);
        reset |= capture (after, m, m->to, events);
        castling &= ~t->castle_clear[m->to];
        after->board[m->to] = m->placed;
        if (m->placed != m->piece)
          {
            e.kind = PARLOUR_SIMUL_EVENT_PROMOTED;
            e.other = m->placed;
            add_event (events, &e);
          }
        if (m->castling_king)
          castling_king[c] = m;
        targets[c] = double_step_target (start, m);
      }

  parlour_position_recount (after);
  after->castling = castling;
  after->side = PARLOUR_WHITE;
  after->pending = PARLOUR_MOVE_NONE;
  after->passes = 0;
  after->halfmove = reset ? 0 : MIN (start->halfmove + 1, PARLOUR_MAX_MOVE_COUNTER);
  after->fullmove = MIN (start->fullmove + 1, PARLOUR_MAX_MOVE_COUNTER);
  /* White's target is the square Black's pawn passed, and the other way round */
  after->ep = settle_target (after, PARLOUR_WHITE, targets[PARLOUR_BLACK]);
  after->ep_other = settle_target (after, PARLOUR_BLACK, targets[PARLOUR_WHITE]);
  after->failed = 0;
  for (guint c = 0; c < 2; c++)
    if (king_fails (after, c, castling_king[c], events))
      after->failed |= 1u << c;
  parlour_position_rehash (after);
}

gboolean
parlour_simul_resolve (const ParlourPosition *start,
                       ParlourMove            white,
                       ParlourMove            black,
                       ParlourPosition       *after,
                       GArray                *events,
                       GError               **error)
{
  g_return_val_if_fail (start != NULL && after != NULL, FALSE);
  g_return_val_if_fail (start->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS, FALSE);

  for (guint c = 0; c < 2; c++)
    {
      ParlourMove move = c == PARLOUR_WHITE ? white : black;

      if (!parlour_simul_is_legal (start, c, move))
        {
          g_set_error (error, PARLOUR_SIMUL_ERROR, PARLOUR_SIMUL_ERROR_ILLEGAL,
                       "%s's move is not legal for %s at the start of the turn",
                       c ? "Black" : "White", c ? "Black" : "White");
          return FALSE;
        }
    }
  parlour_simul_resolve_legal (start, white, black, after, events);
  return TRUE;
}

ParlourResult
parlour_simul_outcome (const ParlourPosition *pos,
                       ParlourTermination    *termination)
{
  gboolean fails[2];
  ParlourMoveList list;
  guint movable = 0;

  *termination = PARLOUR_TERMINATION_NONE;
  for (guint c = 0; c < 2; c++)
    fails[c] = (pos->failed & (1u << c)) || pos->royal[c] == PARLOUR_NO_SQUARE ||
               parlour_position_is_attacked (pos, pos->royal[c], PARLOUR_OTHER (c));
  if (fails[PARLOUR_WHITE] || fails[PARLOUR_BLACK])
    {
      *termination = PARLOUR_TERMINATION_KING_FAILED;
      if (fails[PARLOUR_WHITE] && fails[PARLOUR_BLACK])
        return PARLOUR_RESULT_DRAW;
      return fails[PARLOUR_WHITE] ? PARLOUR_RESULT_BLACK_WINS : PARLOUR_RESULT_WHITE_WINS;
    }
  /* nothing but the two kings: nobody can ever attack a king again */
  if (parlour_simul_material (pos, PARLOUR_WHITE) + parlour_simul_material (pos, PARLOUR_BLACK) == 0)
    {
      *termination = PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL;
      return PARLOUR_RESULT_DRAW;
    }
  for (guint c = 0; c < 2; c++)
    {
      parlour_simul_legal_moves (pos, c, &list);
      movable += list.n > 0;
    }
  if (movable == 0)
    {
      *termination = PARLOUR_TERMINATION_STALEMATE;
      return PARLOUR_RESULT_DRAW;
    }
  return PARLOUR_RESULT_NONE;
}

guint
parlour_simul_material (const ParlourPosition *pos,
                        ParlourColor           color)
{
  static const guint values[PARLOUR_CHESS_KING + 1] = {
    [PARLOUR_CHESS_PAWN] = 1, [PARLOUR_CHESS_KNIGHT] = 3, [PARLOUR_CHESS_BISHOP] = 3,
    [PARLOUR_CHESS_ROOK] = 5, [PARLOUR_CHESS_QUEEN] = 9,
  };
  guint total = 0;

  for (guint k = PARLOUR_CHESS_PAWN; k < PARLOUR_CHESS_KING; k++)
    total += values[k] * pos->count[color][k];
  return total;
}
