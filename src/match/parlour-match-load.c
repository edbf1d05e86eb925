/* parlour-match-load.c — a saved match loaded into a match, as its next moment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A peer keeps one mirror of the host's match and loads every state the host
 * sends into it (docs/network.md). The state is read first, as any saved
 * match is (parlour_match_deserialize(): every check, every error), into a
 * match of its own; only a state that reads and is the same way of playing
 * (type, variant, boards) touches the mirror, and from then on nothing can
 * fail. So a hostile or damaged state leaves the mirror as it was.
 *
 * The boards keep their games and clocks, so that whatever follows a board —
 * a view, the sounds, the move list — sees the next move as it sees one made
 * here: the history both share stays, the mirror goes back (as undo does, the
 * reserve changes with it) to where the state's history parts from its own,
 * usually nowhere, and plays the state's moves from there, a partner's
 * capture arriving at its moment. A board that starts from another position
 * or with another time control (the next game of a series, with its own
 * start) takes the state's game and clock instead. Then the results, the
 * tags, the clocks and the pause, and the subclass's own state (adopt) are
 * the state's; the seats' controllers stay the mirror's, since who acts for a
 * seat here is this computer's to say. It all happens in one operation of
 * the match: ::board-changed for each board that changed, then ::changed.
 */
#include "config.h"

#include "parlour-match-private.h"

/* The same way of playing: another needs a match of its own. */
static gboolean
same_way (ParlourMatch  *self,
          ParlourMatch  *other,
          GError       **error)
{
  const char *why = NULL;

  if (G_OBJECT_TYPE (self) != G_OBJECT_TYPE (other))
    why = "another type of match";
  else if (parlour_match_get_variant (self) != parlour_match_get_variant (other))
    why = "another variant";
  else if (parlour_match_get_n_boards (self) != parlour_match_get_n_boards (other) ||
           parlour_match_get_n_seats (self) != parlour_match_get_n_seats (other))
    why = "another number of boards or seats";
  else if (PARLOUR_MATCH_GET_CLASS (self)->load != NULL &&
           PARLOUR_MATCH_GET_CLASS (self)->adopt == NULL)
    why = "a type of match that cannot take another's state";
  if (why == NULL)
    return TRUE;
  g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OTHER_MATCH,
               "The saved match (a %s of %s) is %s than this %s of %s", G_OBJECT_TYPE_NAME (other),
               parlour_match_get_variant (other)->id, why, G_OBJECT_TYPE_NAME (self),
               parlour_match_get_variant (self)->id);
  return FALSE;
}

static gboolean
same_control (const ParlourTimeControl *a,
              const ParlourTimeControl *b)
{
  return a->mode == b->mode && a->base_us == b->base_us && a->increment_us == b->increment_us;
}

/* Whether @board starts where @other's does (the moment before any move),
 * under the same rules and time control: then its game and clock stay. */
static gboolean
same_start (ParlourMatch *self,
            ParlourMatch *other,
            guint         board)
{
  ParlourClock *mine = parlour_match_get_clock (self, board);
  ParlourClock *theirs = parlour_match_get_clock (other, board);
  ParlourPosition a, b;

  if (parlour_game_get_rules (parlour_match_get_game (self, board)) !=
      parlour_game_get_rules (parlour_match_get_game (other, board)) ||
      (mine == NULL) != (theirs == NULL))
    return FALSE;
  if (mine != NULL &&
      (!same_control (parlour_clock_get_control (mine, PARLOUR_WHITE),
                      parlour_clock_get_control (theirs, PARLOUR_WHITE)) ||
       !same_control (parlour_clock_get_control (mine, PARLOUR_BLACK),
                      parlour_clock_get_control (theirs, PARLOUR_BLACK))))
    return FALSE;
  parlour_match_get_position_at_moment (self, board, 0, &a);
  parlour_match_get_position_at_moment (other, board, 0, &b);
  return parlour_position_equal (&a, &b);
}

static gboolean
same_change (const ParlourReserveChange *a,
             const ParlourReserveChange *b)
{
  return a->moment == b->moment && a->board == b->board && a->ply == b->ply &&
         a->color == b->color && a->kind == b->kind && a->delta == b->delta;
}

/* How many entries of the history @self and @other share: the same boards
 * played the same moves, and the reserves changed alike up to there;
 * G_MAXUINT if not even the start is shared. */
static guint
shared_moments (ParlourMatch *self,
                ParlourMatch *other)
{
  GArray *mine = parlour_match_get_history (self);
  GArray *theirs = parlour_match_get_history (other);
  GArray *my_changes = parlour_match_get_reserve_changes (self);
  GArray *their_changes = parlour_match_get_reserve_changes (other);
  g_autofree guint *plies = g_new0 (guint, parlour_match_get_n_boards (self));
  guint m, k, first_apart = G_MAXUINT;

  for (m = 0; m < mine->len && m < theirs->len; m++)
    {
      guint board = g_array_index (mine, guint, m);

      if (g_array_index (theirs, guint, m) != board ||
          parlour_game_get_move (parlour_match_get_game (self, board), plies[board]) !=
          parlour_game_get_move (parlour_match_get_game (other, board), plies[board]))
        break;
      plies[board]++;
    }
  /* every change up to the moment kept must be the same in both */
  for (k = 0; k < my_changes->len && k < their_changes->len; k++)
    if (!same_change (&g_array_index (my_changes, ParlourReserveChange, k),
                      &g_array_index (their_changes, ParlourReserveChange, k)))
      break;
  if (k < my_changes->len)
    first_apart = MIN (first_apart, g_array_index (my_changes, ParlourReserveChange, k).moment);
  if (k < their_changes->len)
    first_apart = MIN (first_apart,
                       g_array_index (their_changes, ParlourReserveChange, k).moment);
  /* a reserve changed apart before any move: the starts differ */
  if (first_apart == 0)
    return G_MAXUINT;
  return first_apart != G_MAXUINT ? MIN (m, first_apart - 1) : m;
}

/* Plays @other's history after the moments both share onto @self's boards,
 * each reserve change at its moment. FALSE if the boards cannot follow (a
 * start that differs in a way the positions do not show): @self's boards are
 * then taken whole (take_boards). */
static gboolean
follow_history (ParlourMatch *self,
                ParlourMatch *other,
                gint64        now_us)
{
  GArray *theirs = parlour_match_get_history (other);
  GArray *changes = parlour_match_get_reserve_changes (other);
  guint n_boards = parlour_match_get_n_boards (self);
  guint shared, next = 0;

  for (guint b = 0; b < n_boards; b++)
    if (!same_start (self, other, b))
      return FALSE;
  shared = shared_moments (self, other);
  if (shared == G_MAXUINT || !parlour_match_rewind (self, shared, now_us))
    return FALSE;
  /* a board the state plays on again (a resignation taken back with an undo
   * on the host) is no longer over */
  for (guint i = shared; i < theirs->len; i++)
    {
      ParlourGame *game = parlour_match_get_game (self, g_array_index (theirs, guint, i));

      if (parlour_game_is_over (game))
        parlour_game_set_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
    }
  while (next < changes->len &&
         g_array_index (changes, ParlourReserveChange, next).moment <= shared)
    next++;
  for (guint i = shared; i <= theirs->len; i++)
    {
      ParlourGame *game, *from;
      guint board, ply;

      for (; next < changes->len &&
             g_array_index (changes, ParlourReserveChange, next).moment == i; next++)
        {
          const ParlourReserveChange *c = &g_array_index (changes, ParlourReserveChange, next);

          if (!parlour_match_change_reserve (self, c->board, c->color, c->kind, c->delta, NULL))
            return FALSE;
        }
      if (i == theirs->len)
        break;
      board = g_array_index (theirs, guint, i);
      game = parlour_match_get_game (self, board);
      from = parlour_match_get_game (other, board);
      ply = parlour_game_get_n_moves (game);
      if (ply >= parlour_game_get_n_moves (from) ||
          !parlour_game_play (game, parlour_game_get_move (from, ply), NULL))
        return FALSE;
      parlour_match_append_history (self, board);
    }
  return next == changes->len;
}

/* @other's games and clocks on @self's boards, with its history. */
static void
take_boards (ParlourMatch *self,
             ParlourMatch *other)
{
  GArray *history = parlour_match_get_history (self);
  GArray *changes = parlour_match_get_reserve_changes (self);
  GArray *their_history = parlour_match_get_history (other);
  GArray *their_changes = parlour_match_get_reserve_changes (other);

  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    {
      parlour_match_replace_board (self, b, parlour_match_get_game (other, b),
                                   parlour_match_get_clock (other, b));
      parlour_match_board_dirty (self, b);
    }
  g_array_set_size (history, 0);
  g_array_append_vals (history, their_history->data, their_history->len);
  g_array_set_size (changes, 0);
  g_array_append_vals (changes, their_changes->data, their_changes->len);
}

/* The endings the moves do not show (resignation, time, agreement) */
static void
take_results (ParlourMatch *self,
              ParlourMatch *other)
{
  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    {
      ParlourGame *game = parlour_match_get_game (self, b);
      ParlourGame *from = parlour_match_get_game (other, b);

      if (parlour_game_get_result (game) == parlour_game_get_result (from) &&
          parlour_game_get_termination (game) == parlour_game_get_termination (from))
        continue;
      parlour_game_set_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
      if (!parlour_game_is_over (game) && parlour_game_get_result (from) != PARLOUR_RESULT_NONE)
        parlour_game_set_result (game, parlour_game_get_result (from),
                                 parlour_game_get_termination (from));
    }
}

static gboolean
is_derived_tag (const char *name)
{
  static const char * const derived[] = { "Result", "Variant", "SetUp", "FEN", "Termination" };

  for (guint i = 0; i < G_N_ELEMENTS (derived); i++)
    if (g_str_equal (name, derived[i]))
      return TRUE;
  return FALSE;
}

/* The players' names, the event, the round…: @other's tags, and no others */
static void
take_tags (ParlourGame *game,
           ParlourGame *from)
{
  g_auto(GStrv) theirs = NULL;
  g_auto(GStrv) mine = NULL;

  if (game == from)
    return;
  theirs = parlour_game_dup_tag_names (from);
  mine = parlour_game_dup_tag_names (game);
  for (guint i = 0; mine[i] != NULL; i++)
    if (!is_derived_tag (mine[i]) && !g_strv_contains ((const char * const *) theirs, mine[i]))
      parlour_game_set_tag (game, mine[i], NULL);
  for (guint i = 0; theirs[i] != NULL; i++)
    {
      const char *value = parlour_game_get_tag (from, theirs[i]);

      if (!is_derived_tag (theirs[i]) && g_strcmp0 (parlour_game_get_tag (game, theirs[i]), value))
        parlour_game_set_tag (game, theirs[i], value);
    }
}

static void
take_clocks (ParlourMatch *self,
             ParlourMatch *other,
             gboolean      paused,
             gint64        now_us)
{
  ParlourMatchClockState *state = parlour_match_clock_state (self);

  state->paused = paused;
  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    {
      ParlourMatchBoard *from = parlour_match_board (other, b);

      if (from->clock != NULL)
        parlour_match_load_clock (self, b, from->times, from->has_current ? &from->current : NULL,
                                  from->clock_started, now_us);
    }
  if (!parlour_match_can_pause (self))
    state->paused = FALSE;
}

gboolean
parlour_match_load_state (ParlourMatch  *self,
                          GVariant      *saved,
                          gint64         now_us,
                          GError       **error)
{
  g_autoptr(ParlourMatch) other = NULL;
  gboolean paused = FALSE;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (saved != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* every check first: a state that fails one leaves @self as it is */
  other = parlour_match_deserialize (saved, now_us, error);
  if (other == NULL || !same_way (self, other, error))
    return FALSE;
  g_variant_lookup (saved, "paused", "b", &paused);

  parlour_match_begin (self);
  if (!follow_history (self, other, now_us))
    take_boards (self, other);
  take_results (self, other);
  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    take_tags (parlour_match_get_game (self, b), parlour_match_get_game (other, b));
  take_clocks (self, other, paused, now_us);
  if (PARLOUR_MATCH_GET_CLASS (self)->adopt != NULL)
    PARLOUR_MATCH_GET_CLASS (self)->adopt (self, other);
  parlour_match_end (self, PARLOUR_NO_BOARD, TRUE);
  return TRUE;
}
