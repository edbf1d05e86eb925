/* parlour-window-clock.c — the window's chess clock: its timer, presses and stored times
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clock starts with the first move (the side to move next runs), is pressed
 * after every move and stops when the game ends. Its timer runs only while the
 * clock does, ten times a second, to update the labels and to find a fallen flag.
 * The remaining times after every ply are kept, so that undo and redo can give
 * them back.
 *
 * The players can pause both clocks (win.pause-clock); a game restored at
 * start-up comes back paused, so that the time the app takes to start, or the
 * players to sit down, is nobody's. Playing a move resumes them.
 */
#include "config.h"

#include "parlour-window-private.h"

#define TICK_INTERVAL_MS 100

static gboolean tick_cb (gpointer user_data);

void
parlour_window_forget_pause (ParlourWindow *self)
{
  self->clock_paused = FALSE;
}

/* the clock's remaining times now, as those of @ply */
static void
set_times (ParlourWindow *self,
           guint          ply,
           gint64         now_us)
{
  ParlourClockTimes *t = &g_array_index (self->times, ParlourClockTimes, ply);

  t->remaining[PARLOUR_WHITE] = parlour_clock_get_remaining (self->clock, PARLOUR_WHITE, now_us);
  t->remaining[PARLOUR_BLACK] = parlour_clock_get_remaining (self->clock, PARLOUR_BLACK, now_us);
}

void
parlour_window_record_times (ParlourWindow *self,
              gint64         now_us)
{
  guint n = parlour_game_get_n_moves (self->game);

  if (self->clock == NULL)
    return;

  /* moves after this one are gone from the game, and their times with them */
  g_array_set_size (self->times, n + 1);
  set_times (self, n, now_us);
}

/* The timer runs only while a clock runs: no wake-ups otherwise. */
void
parlour_window_update_tick (ParlourWindow *self)
{
  gboolean run = self->clock != NULL && parlour_clock_is_running (self->clock)
                 && !parlour_game_is_over (self->game);

  /* the game ended while paused (resigned, drawn) */
  if (self->clock_paused && !parlour_window_can_pause_clock (self))
    parlour_window_forget_pause (self);

  if (run && self->tick_id == 0)
    self->tick_id = g_timeout_add (TICK_INTERVAL_MS, tick_cb, self);
  else if (!run && self->tick_id != 0)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  parlour_side_panel_set_clock_paused (self->side_panel, self->clock_paused);
  parlour_side_panel_update_clocks (self->side_panel, g_get_monotonic_time ());
}

static void
stop_clock_if_over (ParlourWindow *self,
                    gint64         now_us)
{
  if (self->clock != NULL && parlour_game_is_over (self->game))
    parlour_clock_pause (self->clock, now_us);
}

static gboolean
tick_cb (gpointer user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  gint64 now = g_get_monotonic_time ();

  if (parlour_clock_tick (self->clock, now))
    {
      ParlourColor side = parlour_clock_get_active (self->clock);

      if (!parlour_game_is_over (self->game))
        parlour_game_flag_fall (self->game, side);
      parlour_window_record_times (self, now);
      parlour_window_autosave (self);
    }

  parlour_side_panel_update_clocks (self->side_panel, now);
  if (self->clock != NULL && parlour_clock_is_running (self->clock)
      && !parlour_game_is_over (self->game))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* After a move: the first one starts the clock, later ones press it. */
void
parlour_window_clock_move_played (ParlourWindow *self,
                                  ParlourColor   mover,
                                  gint64         now_us)
{
  if (self->clock == NULL)
    return;

  if (!self->clock_started)
    {
      if (!parlour_game_is_over (self->game))
        parlour_clock_start (self->clock, parlour_game_get_side_to_move (self->game), now_us);
      self->clock_started = TRUE;
    }
  else if (parlour_clock_is_running (self->clock) || self->clock_paused)
    {
      /* a move played while paused: the mover's time did not run */
      if (self->clock_paused)
        {
          parlour_window_forget_pause (self);
          if (!self->clock_held)
            parlour_clock_resume (self->clock, now_us);
        }
      parlour_clock_press (self->clock, now_us);
      /* the flag fell before the move was completed */
      if (parlour_clock_is_flagged (self->clock, mover, now_us)
          && !parlour_game_is_over (self->game))
        parlour_game_flag_fall (self->game, mover);
    }
  stop_clock_if_over (self, now_us);
  parlour_window_record_times (self, now_us);
}

void
parlour_window_restore_clock (ParlourWindow *self)
{
  guint n = parlour_game_get_n_moves (self->game);
  gint64 now = g_get_monotonic_time ();

  if (self->clock != NULL && n < self->times->len)
    {
      const ParlourClockTimes *t = &g_array_index (self->times, ParlourClockTimes, n);

      parlour_clock_pause (self->clock, now);
      parlour_clock_set_remaining (self->clock, PARLOUR_WHITE, t->remaining[PARLOUR_WHITE]);
      parlour_clock_set_remaining (self->clock, PARLOUR_BLACK, t->remaining[PARLOUR_BLACK]);
      self->clock_started = n > 0;
      if (self->clock_started && !parlour_game_is_over (self->game))
        {
          parlour_clock_start (self->clock, parlour_game_get_side_to_move (self->game), now);
          if (self->clock_paused)
            parlour_clock_pause (self->clock, now);
        }
    }
  if (!parlour_window_can_pause_clock (self))
    parlour_window_forget_pause (self);
  parlour_window_apply_auto_flip (self);
  parlour_window_sync (self);
}

void
parlour_window_keep_current_times (ParlourWindow *self,
                                   gint64         now_us)
{
  guint n;

  if (self->clock == NULL || !self->clock_started)
    return;
  n = parlour_game_get_n_moves (self->game);
  if (n < self->times->len)
    set_times (self, n, now_us);
}

gboolean
parlour_window_can_pause_clock (ParlourWindow *self)
{
  return self->clock != NULL && self->clock_started && !parlour_game_is_over (self->game);
}

void
parlour_window_set_clock_paused (ParlourWindow *self,
                                 gboolean       paused)
{
  gint64 now = g_get_monotonic_time ();

  paused = paused && parlour_window_can_pause_clock (self);
  if (paused == self->clock_paused)
    return;

  self->clock_paused = paused;
  if (paused)
    {
      /* while a roll holds the clock it is paused already */
      if (!self->clock_held)
        parlour_clock_pause (self->clock, now);
      parlour_window_keep_current_times (self, now);
    }
  else
    {
      if (!self->clock_held)
        parlour_clock_resume (self->clock, now);
      parlour_window_forget_pause (self);
    }

  parlour_window_update_tick (self);
  parlour_window_update_actions (self);
  parlour_window_autosave (self);
}

void
parlour_window_tag_time_control (ParlourGame  *game,
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

void
parlour_window_store_clock_readings (ParlourWindow *self)
{
  guint n = parlour_game_get_n_moves (self->game);

  /* ply's reading is the mover's time after it: times[ply + 1], which the
   * clock running for the other side no longer changes */
  for (guint ply = 0; ply < n; ply++)
    {
      ParlourColor mover = parlour_game_get_position_at (self->game, ply)->side;
      gint64 remaining = -1;

      if (self->clock != NULL && ply + 1 < self->times->len &&
          parlour_clock_get_control (self->clock, mover)->mode != PARLOUR_CLOCK_UNLIMITED)
        remaining = g_array_index (self->times, ParlourClockTimes, ply + 1).remaining[mover];
      parlour_game_set_clock (self->game, ply, remaining);
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
parlour_window_clock_from_tags (ParlourGame  *game,
                                GArray       *times,
                                const char  **unusable)
{
  ParlourTimeControl tc[2];
  ParlourClock *clock;
  ParlourClockTimes t;
  const char *bad = NULL;
  guint n;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);

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
