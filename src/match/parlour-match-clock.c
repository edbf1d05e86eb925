/* parlour-match-clock.c — a match's clocks: one per board, the times per ply, pausing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board's clock starts with its first move (the side to move next runs), is
 * pressed after every move and stops when the board's game ends. The remaining
 * times after every ply are kept, so that undo and redo give them back.
 *
 * The players can pause every clock at once; a match restored from a save
 * comes back paused, so that the time the app takes to start, or the players
 * to sit down, is nobody's. A move resumes them. The application can also hold
 * the clocks while it shows how chance chose a move: that is nobody's time
 * either.
 */
#include "config.h"

#include "parlour-match-private.h"

/* the clock's remaining times now */
static void
read_clock (ParlourMatchBoard *b,
            gint64             now_us,
            ParlourClockTimes *t)
{
  t->remaining[PARLOUR_WHITE] = parlour_clock_get_remaining (b->clock, PARLOUR_WHITE, now_us);
  t->remaining[PARLOUR_BLACK] = parlour_clock_get_remaining (b->clock, PARLOUR_BLACK, now_us);
}

void
parlour_match_fill_times (ParlourMatchBoard *b,
                          gint64             now_us)
{
  ParlourClockTimes t;

  g_array_set_size (b->times, 0);
  if (b->clock == NULL)
    return;
  read_clock (b, now_us, &t);
  for (guint i = 0; i <= parlour_game_get_n_moves (b->game); i++)
    g_array_append_val (b->times, t);
}

/* Keeps the time used on the current move so far beside the stored times,
 * not in them: times[n] must stay the times at the start of the move, or an
 * undo after a pause or an autosave would give the mover back less time
 * than it had (docs/reliability.md). */
static void
keep_current (ParlourMatchBoard *b,
              gint64             now_us)
{
  read_clock (b, now_us, &b->current);
  b->has_current = TRUE;
}

void
parlour_match_record_times (ParlourMatch *self,
                            guint         board,
                            gint64        now_us)
{
  ParlourMatchBoard *b = parlour_match_board (self, board);
  guint n = parlour_game_get_n_moves (b->game);

  if (b->clock == NULL)
    return;
  /* moves after this one are gone from the game, and their times with them */
  g_array_set_size (b->times, n + 1);
  read_clock (b, now_us, &g_array_index (b->times, ParlourClockTimes, n));
  b->has_current = FALSE;
}

static void
parlour_match_forget_pause (ParlourMatch *self)
{
  parlour_match_clock_state (self)->paused = FALSE;
}

void
parlour_match_clock_board_ended (ParlourMatch *self,
                                 guint         board,
                                 gint64        now_us)
{
  ParlourMatchBoard *b = parlour_match_board (self, board);

  if (b->clock != NULL)
    parlour_clock_pause (b->clock, now_us);
  if (!parlour_match_can_pause (self))
    parlour_match_forget_pause (self);
}

/* a board whose clock should run when nothing pauses or holds it */
static gboolean
board_in_play (ParlourMatchBoard *b)
{
  return b->clock != NULL && b->clock_started && !parlour_game_is_over (b->game);
}

static gboolean
any_moves (ParlourMatch *self)
{
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    if (parlour_game_get_n_moves (parlour_match_board (self, i)->game) > 0)
      return TRUE;
  return FALSE;
}

/* Whether @b's clock has been started: by its first move, or with clocks
 * that start together by the first move on any board. */
static gboolean
clock_started (ParlourMatch      *self,
               ParlourMatchBoard *b)
{
  return parlour_game_get_n_moves (b->game) > 0
         || (parlour_match_clock_state (self)->together && any_moves (self));
}

void
parlour_match_sync_clocks (ParlourMatch *self,
                           gint64        now_us)
{
  if (!parlour_match_clock_state (self)->together)
    return;
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);

      if (b->clock != NULL && parlour_game_get_n_moves (b->game) == 0
          && b->clock_started != clock_started (self, b))
        parlour_match_restore_clock (self, i, now_us);
    }
}

void
parlour_match_restore_clock (ParlourMatch *self,
                             guint         board,
                             gint64        now_us)
{
  ParlourMatchClockState *state = parlour_match_clock_state (self);
  ParlourMatchBoard *b = parlour_match_board (self, board);
  guint n = parlour_game_get_n_moves (b->game);

  b->has_current = FALSE;
  if (b->clock != NULL && n < b->times->len)
    {
      const ParlourClockTimes *t = &g_array_index (b->times, ParlourClockTimes, n);

      parlour_clock_pause (b->clock, now_us);
      parlour_clock_set_remaining (b->clock, PARLOUR_WHITE, t->remaining[PARLOUR_WHITE]);
      parlour_clock_set_remaining (b->clock, PARLOUR_BLACK, t->remaining[PARLOUR_BLACK]);
      b->clock_started = clock_started (self, b);
      /* A move completed after its flag fell (redone, or saved) left the
       * mover no time: the game is lost on time there, as it was when the
       * move was made, rather than going on with a fallen flag. */
      if (b->clock_started && !parlour_game_is_over (b->game))
        for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
          if (parlour_clock_is_flagged (b->clock, side, now_us))
            {
              parlour_game_flag_fall (b->game, side);
              break;
            }
      if (board_in_play (b))
        {
          parlour_clock_start (b->clock, parlour_game_get_side_to_move (b->game), now_us);
          if (state->paused || state->held)
            parlour_clock_pause (b->clock, now_us);
        }
    }
  if (!parlour_match_can_pause (self))
    parlour_match_forget_pause (self);
}

gboolean
parlour_match_clocks_running (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);

  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);

      if (b->clock != NULL && parlour_clock_is_running (b->clock)
          && !parlour_game_is_over (b->game))
        return TRUE;
    }
  return PARLOUR_MATCH_GET_CLASS (self)->timer_running != NULL &&
         PARLOUR_MATCH_GET_CLASS (self)->timer_running (self);
}

gboolean
parlour_match_tick (ParlourMatch *self,
                    gint64        now_us)
{
  gboolean fell = FALSE;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);

  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);

      /* a flag that fell before is the board's result already */
      if (b->clock == NULL || parlour_game_is_over (b->game)
          || !parlour_clock_tick (b->clock, now_us))
        continue;
      fell = TRUE;
      keep_current (b, now_us);
      /* the game's ::changed lets the match announce it */
      parlour_game_flag_fall (b->game, parlour_clock_get_active (b->clock));
    }
  /* the subclass's own timing (a SimulChess countdown) */
  if (PARLOUR_MATCH_GET_CLASS (self)->tick != NULL)
    fell |= PARLOUR_MATCH_GET_CLASS (self)->tick (self, now_us);
  return fell;
}

gboolean
parlour_match_can_pause (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);

  if (parlour_match_is_over (self))
    return FALSE;
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    if (board_in_play (parlour_match_board (self, i)))
      return TRUE;
  return FALSE;
}

gboolean
parlour_match_get_paused (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  return parlour_match_clock_state (self)->paused;
}

gboolean
parlour_match_get_clocks_held (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  return parlour_match_clock_state (self)->held;
}

gboolean
parlour_match_get_clock_started (ParlourMatch *self,
                                 guint         board)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (board < parlour_match_get_n_boards (self), FALSE);
  return parlour_match_board (self, board)->clock_started;
}

/* Stops (@run FALSE) or runs again every clock in play. */
static void
run_clocks (ParlourMatch *self,
            gboolean      run,
            gint64        now_us)
{
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);

      if (!board_in_play (b))
        continue;
      if (run)
        parlour_clock_resume (b->clock, now_us);
      else
        parlour_clock_pause (b->clock, now_us);
    }
}

gboolean
parlour_match_change_pause (ParlourMatch *self,
                            gboolean      paused,
                            gint64        now_us)
{
  ParlourMatchClockState *state = parlour_match_clock_state (self);

  paused = paused && parlour_match_can_pause (self);
  if (paused == state->paused)
    return FALSE;

  state->paused = paused;
  /* while the application holds the clocks they stand still already */
  if (!state->held)
    run_clocks (self, !paused, now_us);
  if (paused)
    parlour_match_keep_current_times (self, now_us);
  return TRUE;
}

void
parlour_match_set_paused (ParlourMatch *self,
                          gboolean      paused,
                          gint64        now_us)
{
  g_return_if_fail (PARLOUR_IS_MATCH (self));

  if (parlour_match_change_pause (self, paused, now_us))
    g_signal_emit_by_name (self, "changed");
}

void
parlour_match_hold_clocks (ParlourMatch *self,
                           gint64        now_us)
{
  ParlourMatchClockState *state;

  g_return_if_fail (PARLOUR_IS_MATCH (self));

  state = parlour_match_clock_state (self);
  if (state->held)
    return;
  state->held = TRUE;
  run_clocks (self, FALSE, now_us);
  g_signal_emit_by_name (self, "changed");
}

void
parlour_match_release_clocks (ParlourMatch *self,
                              gint64        now_us)
{
  ParlourMatchClockState *state;

  g_return_if_fail (PARLOUR_IS_MATCH (self));

  state = parlour_match_clock_state (self);
  if (!state->held)
    return;
  state->held = FALSE;
  if (!state->paused)
    run_clocks (self, TRUE, now_us);
  g_signal_emit_by_name (self, "changed");
}

void
parlour_match_keep_current_times (ParlourMatch *self,
                                  gint64        now_us)
{
  g_return_if_fail (PARLOUR_IS_MATCH (self));

  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);
      guint n = parlour_game_get_n_moves (b->game);

      if (b->clock != NULL && b->clock_started && n < b->times->len)
        keep_current (b, now_us);
    }
}

GArray *
parlour_match_get_times (ParlourMatch *self,
                         guint         board)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);
  g_return_val_if_fail (board < parlour_match_get_n_boards (self), NULL);
  return parlour_match_board (self, board)->times;
}

/* @b's stored times from @times, a saved match's or a file's */
static void
take_times (ParlourMatch      *self,
            ParlourMatchBoard *b,
            GArray            *times,
            gboolean           started,
            gint64             now_us)
{
  guint n = parlour_game_get_n_moves (b->game);

  g_array_set_size (b->times, 0);
  g_array_append_vals (b->times, times->data, MIN (times->len, n + 1));
  /* plies without stored times get the last ones there are */
  while (b->times->len > 0 && b->times->len <= n)
    {
      ParlourClockTimes t = g_array_index (b->times, ParlourClockTimes, b->times->len - 1);

      g_array_append_val (b->times, t);
    }
  if (b->times->len == 0)
    parlour_match_fill_times (b, now_us);
  b->clock_started = started && clock_started (self, b);
}

void
parlour_match_set_times (ParlourMatch *self,
                         guint         board,
                         GArray       *times,
                         gboolean      started,
                         gint64        now_us)
{
  ParlourMatchBoard *b;

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (board < parlour_match_get_n_boards (self));
  g_return_if_fail (times != NULL);

  b = parlour_match_board (self, board);
  if (b->clock == NULL)
    return;

  take_times (self, b, times, started, now_us);
  parlour_match_restore_clock (self, board, now_us);
  /* not a microsecond of the set-up is the players' */
  if (board_in_play (b))
    parlour_match_set_paused (self, TRUE, now_us);
}

void
parlour_match_load_clock (ParlourMatch            *self,
                          guint                    board,
                          GArray                  *times,
                          const ParlourClockTimes *current,
                          gboolean                 started,
                          gint64                   now_us)
{
  ParlourMatchClockState *state = parlour_match_clock_state (self);
  ParlourMatchBoard *b = parlour_match_board (self, board);
  guint n = parlour_game_get_n_moves (b->game);
  const ParlourClockTimes *t;

  if (b->clock == NULL)
    return;
  take_times (self, b, times, started, now_us);
  b->has_current = current != NULL;
  if (current != NULL)
    b->current = *current;
  t = current != NULL ? current : &g_array_index (b->times, ParlourClockTimes, n);
  /* the clock takes the saved times standing, then runs from @now_us */
  parlour_clock_pause (b->clock, now_us);
  parlour_clock_set_remaining (b->clock, PARLOUR_WHITE, t->remaining[PARLOUR_WHITE]);
  parlour_clock_set_remaining (b->clock, PARLOUR_BLACK, t->remaining[PARLOUR_BLACK]);
  if (board_in_play (b))
    {
      parlour_clock_start (b->clock, parlour_game_get_side_to_move (b->game), now_us);
      if (state->paused || state->held)
        parlour_clock_pause (b->clock, now_us);
    }
}

void
parlour_match_set_current_times (ParlourMatch            *self,
                                 guint                    board,
                                 const ParlourClockTimes *current)
{
  ParlourMatchBoard *b = parlour_match_board (self, board);

  if (b->clock == NULL || parlour_clock_is_running (b->clock))
    return;
  b->current = *current;
  b->has_current = TRUE;
  parlour_clock_set_remaining (b->clock, PARLOUR_WHITE, current->remaining[PARLOUR_WHITE]);
  parlour_clock_set_remaining (b->clock, PARLOUR_BLACK, current->remaining[PARLOUR_BLACK]);
}

void
parlour_match_store_clock_readings (ParlourMatch *self)
{
  g_return_if_fail (PARLOUR_IS_MATCH (self));

  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);
      guint n = parlour_game_get_n_moves (b->game);

      if (b->clock != NULL)
        parlour_game_tag_time_control (b->game, b->clock);
      /* ply's reading is the mover's time after it: times[ply + 1], which the
       * clock running for the other side no longer changes */
      for (guint ply = 0; ply < n; ply++)
        {
          ParlourColor mover = parlour_game_get_position_at (b->game, ply)->side;
          gint64 remaining = -1;

          if (b->clock != NULL && ply + 1 < b->times->len &&
              parlour_clock_get_control (b->clock, mover)->mode != PARLOUR_CLOCK_UNLIMITED)
            remaining = g_array_index (b->times, ParlourClockTimes, ply + 1).remaining[mover];
          parlour_game_set_clock (b->game, ply, remaining);
        }
    }
}

void
parlour_game_tag_time_control (ParlourGame  *game,
                               ParlourClock *clock)
{
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;

  g_return_if_fail (PARLOUR_IS_GAME (game));
  g_return_if_fail (PARLOUR_IS_CLOCK (clock));

  white = parlour_time_control_to_string (parlour_clock_get_control (clock, PARLOUR_WHITE));
  black = parlour_time_control_to_string (parlour_clock_get_control (clock, PARLOUR_BLACK));
  if (g_str_equal (white, black))
    {
      parlour_game_set_tag (game, "TimeControl", white);
      parlour_game_set_tag (game, "WhiteTimeControl", NULL);
      parlour_game_set_tag (game, "BlackTimeControl", NULL);
    }
  else
    {
      parlour_game_set_tag (game, "TimeControl", "?");
      parlour_game_set_tag (game, "WhiteTimeControl", white);
      parlour_game_set_tag (game, "BlackTimeControl", black);
    }
}

/* Reads the time control tag @name into @tc. A tag that is there but is
 * not a time control Parlour keeps ("?", unknown, aside) goes to @unusable,
 * unless an earlier one did. */
static gboolean
tag_time_control (ParlourGame         *game,
                  const char          *name,
                  ParlourTimeControl  *tc,
                  const char         **unusable)
{
  const char *value = parlour_game_get_tag (game, name);

  if (value == NULL)
    return FALSE;
  if (parlour_time_control_parse (value, tc, NULL))
    return TRUE;
  /* "?" is what Parlour writes as TimeControl beside the two sides' own */
  if (*unusable == NULL && *value != '\0' && !g_str_equal (value, "?"))
    *unusable = value;
  return FALSE;
}

ParlourClock *
parlour_clock_from_game_tags (ParlourGame  *game,
                              GArray       *times,
                              const char  **unusable)
{
  ParlourTimeControl tc[2];
  ParlourClock *clock;
  ParlourClockTimes t;
  const char *bad = NULL;
  guint n;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);
  g_return_val_if_fail (times != NULL, NULL);

  if (unusable != NULL)
    *unusable = NULL;
  if (!tag_time_control (game, "WhiteTimeControl", &tc[PARLOUR_WHITE], &bad) ||
      !tag_time_control (game, "BlackTimeControl", &tc[PARLOUR_BLACK], &bad))
    {
      if (!tag_time_control (game, "TimeControl", &tc[PARLOUR_WHITE], &bad))
        {
          if (unusable != NULL)
            *unusable = bad;
          return NULL;
        }
      tc[PARLOUR_BLACK] = tc[PARLOUR_WHITE];
    }
  if (tc[PARLOUR_WHITE].mode == PARLOUR_CLOCK_UNLIMITED &&
      tc[PARLOUR_BLACK].mode == PARLOUR_CLOCK_UNLIMITED)
    return NULL;

  clock = parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
  g_array_set_size (times, 0);
  t.remaining[PARLOUR_WHITE] = parlour_clock_get_remaining (clock, PARLOUR_WHITE, 0);
  t.remaining[PARLOUR_BLACK] = parlour_clock_get_remaining (clock, PARLOUR_BLACK, 0);
  g_array_append_val (times, t);
  /* a ply without a reading leaves the mover's time as it was */
  n = parlour_game_get_n_moves (game);
  for (guint ply = 0; ply < n; ply++)
    {
      ParlourColor mover = parlour_game_get_position_at (game, ply)->side;
      gint64 reading = parlour_game_get_clock (game, ply);

      if (reading >= 0 && tc[mover].mode != PARLOUR_CLOCK_UNLIMITED)
        t.remaining[mover] = reading;
      g_array_append_val (times, t);
    }
  parlour_clock_set_remaining (clock, PARLOUR_WHITE, t.remaining[PARLOUR_WHITE]);
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, t.remaining[PARLOUR_BLACK]);
  return clock;
}
