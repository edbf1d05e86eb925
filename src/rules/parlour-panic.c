/* parlour-panic.c — Panic chess's selection rule and its reproducible chance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/panic.md, "How chance chooses". A selected piece's move is drawn
 * from an exact distribution:
 *   1. if the piece can capture, uniform over the capturable pieces (a piece taken
 *      by several moves, i.e. capture-promotions, shares its chance among them;
 *      en passant captures the pawn that made the double step);
 *   2. otherwise, for a king whose side has another piece on the board, uniform
 *      over its destinations that no opponent piece attacks after the move
 *      (castling lands on one of them); if there is none, rule 3;
 *   3. otherwise uniform over the distinct destination squares.
 * Moves to one square (promotions) split that square's chance evenly. The draw
 * is a pure function of (seed, ply, square), so undo cannot re-roll it. The
 * exact algorithm is in docs/panic.md; keep the two in step.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "parlour-notation.h"
#include "parlour-panic.h"
#include "parlour-position-private.h"

G_DEFINE_QUARK (parlour-panic-error-quark, parlour_panic_error)

/* Mixing constants for the seed (docs/panic.md): odd 64-bit numbers. */
#define PANIC_PLY_MULTIPLIER    G_GUINT64_CONSTANT (0xd1b54a32d192ed03)
#define PANIC_SQUARE_MULTIPLIER G_GUINT64_CONSTANT (0x8cb92ba72f3d8dd7)

typedef struct {
  ParlourMove move;
  guint       key;      /* the captured piece's square (rule 1) or the destination */
  double      probability;
  char       *text;     /* long algebraic, the sort key */
} Candidate;

static int
compare_candidates (const void *a,
                    const void *b)
{
  return strcmp (((const Candidate *) a)->text, ((const Candidate *) b)->text);
}

/* The square of the piece that @move captures (en passant: the pawn beside). */
static guint
captured_square (const ParlourPosition *pos,
                 ParlourMove            move)
{
  guint to = PARLOUR_MOVE_TO (move);

  if (PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_EN_PASSANT)
    return pos->side == PARLOUR_WHITE ? to - pos->variant->width : to + pos->variant->width;
  return to;
}

static gboolean
has_other_piece (const ParlourPosition *pos,
                 ParlourColor           side)
{
  guint n = 0;

  for (guint k = 1; k <= pos->variant->n_kinds; k++)
    n += pos->count[side][k];
  return n > 1;
}

/* Fills @cands with the moves the rule allows for the piece on @square, with their
 * keys; returns how many and sets @rule. @pos is a scratch copy (moves are tried). */
static guint
select_candidates (ParlourPosition  *pos,
                   guint             square,
                   Candidate        *cands,
                   ParlourPanicRule *rule)
{
  ParlourMoveList list;
  ParlourMove mine[PARLOUR_PANIC_MAX_OUTCOMES * 2];
  ParlourPiece piece;
  ParlourColor us = pos->side, them = PARLOUR_OTHER (us);
  guint n_mine = 0, n = 0;

  *rule = PARLOUR_PANIC_RULE_NONE;
  if (square >= (guint) pos->variant->width * pos->variant->height)
    return 0;
  piece = pos->board[square];
  if (piece == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (piece) != us)
    return 0;

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (list.moves[i]);
      if (flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS &&
          PARLOUR_MOVE_FROM (list.moves[i]) == square && n_mine < G_N_ELEMENTS (mine))
        mine[n_mine++] = list.moves[i];
    }
  if (n_mine == 0)
    return 0;

  /* rule 1: captures, keyed by the captured piece */
  for (guint i = 0; i < n_mine; i++)
    if (parlour_position_is_capture (pos, mine[i]))
      cands[n++] = (Candidate) { mine[i], captured_square (pos, mine[i]), 0, NULL };
  if (n > 0)
    {
      *rule = PARLOUR_PANIC_RULE_CAPTURE;
      return n;
    }

  /* rule 2: a king with company flees to squares unattacked after the move */
  if (parlour_position_piece_is_royal (pos, piece) && has_other_piece (pos, us))
    {
      for (guint i = 0; i < n_mine; i++)
        {
          ParlourUndo undo;
          gboolean safe;
          parlour_position_make (pos, mine[i], &undo);
          safe = pos->royal[us] == PARLOUR_NO_SQUARE ||
                 !parlour_position_is_attacked (pos, pos->royal[us], them);
          parlour_position_unmake (pos, &undo);
          if (safe)
            cands[n++] = (Candidate) { mine[i], PARLOUR_MOVE_TO (mine[i]), 0, NULL };
        }
      if (n > 0)
        {
          *rule = PARLOUR_PANIC_RULE_KING_SAFE;
          return n;
        }
    }

  /* rule 3: any move, keyed by its destination */
  for (guint i = 0; i < n_mine; i++)
    cands[n++] = (Candidate) { mine[i], PARLOUR_MOVE_TO (mine[i]), 0, NULL };
  *rule = PARLOUR_PANIC_RULE_ANY;
  return n;
}

/* Probabilities (1 / (groups × members of the move's group)) and the text order. */
static void
finish_candidates (const ParlourPosition *pos,
                   Candidate             *cands,
                   guint                  n)
{
  guint n_groups = 0;

  for (guint i = 0; i < n; i++)
    {
      gboolean first = TRUE;
      for (guint j = 0; j < i; j++)
        if (cands[j].key == cands[i].key)
          first = FALSE;
      n_groups += first;
    }
  for (guint i = 0; i < n; i++)
    {
      guint members = 0;
      for (guint j = 0; j < n; j++)
        members += cands[j].key == cands[i].key;
      cands[i].probability = 1.0 / (double) (n_groups * members);
      cands[i].text = parlour_move_to_long (pos, cands[i].move);
    }
  qsort (cands, n, sizeof *cands, compare_candidates);
}

static void
free_candidates (Candidate *cands,
                 guint      n)
{
  for (guint i = 0; i < n; i++)
    g_free (cands[i].text);
}

/**
 * parlour_panic_outcomes:
 * @pos: a position (not changed)
 * @square: the selected square
 * @out: (out caller-allocates) (array length=max) (nullable): room for the outcomes
 * @max: how many @out holds; %PARLOUR_PANIC_MAX_OUTCOMES is always enough
 *
 * The exact distribution of the move the piece on @square makes when it is
 * selected, sorted by the moves' long algebraic text (byte order). The
 * probabilities sum to 1.
 *
 * Returns: the number of outcomes (at most @max are written); 0 if the square
 *   holds no selectable piece (see parlour_panic_unselectable_reason())
 */
guint
parlour_panic_outcomes (const ParlourPosition *pos,
                        guint                  square,
                        ParlourPanicOutcome   *out,
                        guint                  max)
{
  ParlourPosition scratch;
  Candidate cands[PARLOUR_PANIC_MAX_OUTCOMES * 2];
  ParlourPanicRule rule;
  guint n;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  scratch = *pos;
  n = select_candidates (&scratch, square, cands, &rule);
  finish_candidates (pos, cands, n);
  for (guint i = 0; i < n && i < max; i++)
    out[i] = (ParlourPanicOutcome) { cands[i].move, cands[i].probability };
  free_candidates (cands, n);
  return n;
}

/**
 * parlour_panic_rule:
 * @pos: a position
 * @square: the selected square
 *
 * Returns: which rule decides the piece's move, %PARLOUR_PANIC_RULE_NONE if the
 *   piece is not selectable
 */
ParlourPanicRule
parlour_panic_rule (const ParlourPosition *pos,
                    guint                  square)
{
  ParlourPosition scratch = *pos;
  Candidate cands[PARLOUR_PANIC_MAX_OUTCOMES * 2];
  ParlourPanicRule rule;

  select_candidates (&scratch, square, cands, &rule);
  return rule;
}

/**
 * parlour_panic_is_selectable:
 * @pos: a position
 * @square: a square
 *
 * Returns: %TRUE if the side to move may select the piece on @square: its own
 *   piece with at least one legal (pseudo-legal) move, in a game not yet decided
 *   by a king capture
 */
gboolean
parlour_panic_is_selectable (const ParlourPosition *pos,
                             guint                  square)
{
  return parlour_panic_rule (pos, square) != PARLOUR_PANIC_RULE_NONE;
}

/**
 * parlour_panic_unselectable_reason:
 * @pos: a position
 * @square: a square
 *
 * Returns: (nullable): why the piece on @square cannot be selected, as an
 *   untranslated string marked with N_() (the caller translates it), or %NULL if
 *   it can be selected
 */
const char *
parlour_panic_unselectable_reason (const ParlourPosition *pos,
                                   guint                  square)
{
  ParlourPiece piece;

  g_return_val_if_fail (pos != NULL, NULL);

  if (square >= (guint) pos->variant->width * pos->variant->height)
    return N_("That square is not on the board");
  if (parlour_variant_royal_kind (pos->variant) && pos->royal[pos->side] == PARLOUR_NO_SQUARE)
    return N_("The game is over: the king has been captured");
  piece = pos->board[square];
  if (piece == PARLOUR_PIECE_EMPTY)
    return N_("There is no piece on that square");
  if (PARLOUR_PIECE_COLOR (piece) != pos->side)
    return N_("That piece belongs to the opponent");
  if (!parlour_panic_is_selectable (pos, square))
    return N_("That piece has no legal move");
  return NULL;
}

/**
 * parlour_panic_roll:
 * @seed: the game's seed
 * @ply: the number of moves played before this one (0 for the first)
 * @square: the selected square (rank × width + file, a1 = 0)
 *
 * The chance value of a selection, uniform in [0, 1): one SplitMix64 step from
 * the state `seed ^ (ply × 0xd1b54a32d192ed03) ^ (square × 0x8cb92ba72f3d8dd7)`
 * (arithmetic modulo 2⁶⁴), its top 53 bits divided by 2⁵³.
 *
 * Returns: a number in [0, 1)
 */
double
parlour_panic_roll (guint64 seed,
                    guint   ply,
                    guint   square)
{
  guint64 state = seed ^ ((guint64) ply * PANIC_PLY_MULTIPLIER) ^
                  ((guint64) square * PANIC_SQUARE_MULTIPLIER);
  guint64 x = parlour_splitmix64 (&state);

  return (double) (x >> 11) * (1.0 / 9007199254740992.0);
}

/**
 * parlour_panic_choose:
 * @pos: a position (not changed)
 * @seed: the game's seed
 * @ply: the number of moves played before this one
 * @square: the selected square
 *
 * The move the piece on @square makes, a pure function of the position, @seed,
 * @ply and @square: the first outcome of parlour_panic_outcomes() (in its text
 * order) whose running sum of probabilities exceeds parlour_panic_roll(); the
 * last outcome if rounding leaves none.
 *
 * Returns: the move, or %PARLOUR_MOVE_NONE if the piece is not selectable
 */
ParlourMove
parlour_panic_choose (const ParlourPosition *pos,
                      guint64                seed,
                      guint                  ply,
                      guint                  square)
{
  ParlourPanicOutcome out[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n = parlour_panic_outcomes (pos, square, out, G_N_ELEMENTS (out));
  double u, sum = 0;

  if (n == 0)
    return PARLOUR_MOVE_NONE;
  n = MIN (n, G_N_ELEMENTS (out));
  u = parlour_panic_roll (seed, ply, square);
  for (guint i = 0; i < n; i++)
    {
      sum += out[i].probability;
      if (u < sum)
        return out[i].move;
    }
  return out[n - 1].move;
}

/**
 * parlour_panic_game_get_seed:
 * @game: a game
 *
 * The game's seed, from its `Seed` tag (a decimal number from 0 to 2⁶⁴ − 1). A
 * game without a valid one gets a new random seed, stored in the tag.
 *
 * Returns: the seed
 */
guint64
parlour_panic_game_get_seed (ParlourGame *game)
{
  const char *tag;
  guint64 seed;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), 0);

  tag = parlour_game_get_tag (game, "Seed");
  if (tag != NULL && g_ascii_string_to_unsigned (tag, 10, 0, G_MAXUINT64, &seed, NULL))
    return seed;
  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  parlour_panic_game_set_seed (game, seed);
  return seed;
}

/**
 * parlour_panic_game_set_seed:
 * @game: a game
 * @seed: the seed
 *
 * Stores @seed in the game's `Seed` tag.
 */
void
parlour_panic_game_set_seed (ParlourGame *game,
                             guint64      seed)
{
  char buf[24];

  g_return_if_fail (PARLOUR_IS_GAME (game));

  g_snprintf (buf, sizeof buf, "%" G_GUINT64_FORMAT, seed);
  parlour_game_set_tag (game, "Seed", buf);
}

/**
 * parlour_panic_game_select:
 * @game: a game
 * @square: the selected square
 * @played: (out) (optional): the move played
 * @error: where to put the reason the piece cannot be selected
 *
 * Selects the piece on @square: its move is chosen with the game's seed and the
 * ply number parlour_game_get_n_moves(), then played.
 *
 * Returns: %TRUE if a move was played
 */
gboolean
parlour_panic_game_select (ParlourGame  *game,
                           guint         square,
                           ParlourMove  *played,
                           GError      **error)
{
  const ParlourPosition *pos;
  const char *reason;
  ParlourMove move;
  guint64 seed;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (played)
    *played = PARLOUR_MOVE_NONE;
  if (parlour_game_is_over (game))
    {
      g_set_error_literal (error, PARLOUR_PANIC_ERROR, PARLOUR_PANIC_ERROR_GAME_OVER,
                           _("The game is over"));
      return FALSE;
    }
  pos = parlour_game_get_position (game);
  reason = parlour_panic_unselectable_reason (pos, square);
  if (reason != NULL)
    {
      g_set_error_literal (error, PARLOUR_PANIC_ERROR, PARLOUR_PANIC_ERROR_NOT_SELECTABLE,
                           _(reason));
      return FALSE;
    }
  seed = parlour_panic_game_get_seed (game);
  move = parlour_panic_choose (pos, seed, parlour_game_get_n_moves (game), square);
  if (!parlour_game_play (game, move, error))
    return FALSE;
  if (played)
    *played = move;
  return TRUE;
}
