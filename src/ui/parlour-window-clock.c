/* parlour-window-clock.c — the window's chess clock: its timer, presses and stored times
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clock starts with the first move (the side to move next runs), is pressed
 * after every move and stops when the game ends. Its timer runs only while the
 * clock does, ten times a second, to update the labels and to find a fallen flag.
 * The remaining times after every ply are kept, so that undo and redo can give
 * them back.
 */
#include "config.h"

#include "parlour-window-private.h"

#define TICK_INTERVAL_MS 100

static gboolean tick_cb (gpointer user_data);

void
parlour_window_record_times (ParlourWindow *self,
              gint64         now_us)
{
  guint n = parlour_game_get_n_moves (self->game);
  ParlourClockTimes *t;

  if (self->clock == NULL)
    return;

  /* moves after this one are gone from the game, and their times with them */
  g_array_set_size (self->times, n + 1);
  t = &g_array_index (self->times, ParlourClockTimes, n);
  t->remaining[PARLOUR_WHITE] = parlour_clock_get_remaining (self->clock, PARLOUR_WHITE, now_us);
  t->remaining[PARLOUR_BLACK] = parlour_clock_get_remaining (self->clock, PARLOUR_BLACK, now_us);
}

/* The timer runs only while a clock runs: no wake-ups otherwise. */
void
parlour_window_update_tick (ParlourWindow *self)
{
  gboolean run = self->clock != NULL && parlour_clock_is_running (self->clock)
                 && !parlour_game_is_over (self->game);

  if (run && self->tick_id == 0)
    self->tick_id = g_timeout_add (TICK_INTERVAL_MS, tick_cb, self);
  else if (!run && self->tick_id != 0)
    g_clear_handle_id (&self->tick_id, g_source_remove);
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
  else if (parlour_clock_is_running (self->clock))
    {
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
        parlour_clock_start (self->clock, parlour_game_get_side_to_move (self->game), now);
    }
  parlour_window_apply_auto_flip (self);
  parlour_window_sync (self);
}
