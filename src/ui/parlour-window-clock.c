/* parlour-window-clock.c — the window's timer for the match's clocks, and the pause
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clocks themselves, the times per ply, the pause and the flags are the
 * match's (src/engine/parlour-match-clock.c). The window only runs a timer
 * while some clock runs, ten times a second, to update the labels and let the
 * match find a fallen flag, and once a second to autosave the running time;
 * and it offers the pause as win.pause-clock.
 */
#include "config.h"

#include "parlour-window-private.h"

#define TICK_INTERVAL_MS 100
/* While a clock runs the autosave keeps its time every second, so that a
 * crash or kill -9 gives back at most a second of the player's time. */
#define TICKS_PER_SAVE   10

static gboolean
tick_cb (gpointer user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  gint64 now = g_get_monotonic_time ();

  /* a fallen flag ends the game: the match says so with ::changed */
  if (parlour_match_tick (self->match, now) || ++self->ticks_unsaved >= TICKS_PER_SAVE)
    {
      self->ticks_unsaved = 0;
      parlour_window_autosave (self);
    }

  parlour_side_panel_update_clocks (self->side_panel, now);
  parlour_window_update_seat_clocks (self, now);
  if (parlour_match_clocks_running (self->match))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* The timer runs only while a clock runs: no wake-ups otherwise. */
void
parlour_window_update_tick (ParlourWindow *self)
{
  gboolean run = self->match != NULL && parlour_match_clocks_running (self->match);

  if (run && self->tick_id == 0)
    self->tick_id = g_timeout_add (TICK_INTERVAL_MS, tick_cb, self);
  else if (!run && self->tick_id != 0)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  parlour_side_panel_set_clock_paused (self->side_panel,
                                       self->match != NULL && parlour_match_get_paused (self->match));
  parlour_side_panel_update_clocks (self->side_panel, g_get_monotonic_time ());
}

gboolean
parlour_window_can_pause_clock (ParlourWindow *self)
{
  return self->match != NULL && parlour_match_can_pause (self->match);
}

void
parlour_window_set_clock_paused (ParlourWindow *self,
                                 gboolean       paused)
{
  if (self->match == NULL || paused == parlour_match_get_paused (self->match))
    return;
  /* ::changed brings the timer, the panel and the actions up to date */
  parlour_match_set_paused (self->match, paused, g_get_monotonic_time ());
  parlour_window_autosave (self);
}

void
parlour_window_store_clock_readings (ParlourWindow *self)
{
  parlour_match_keep_current_times (self->match, g_get_monotonic_time ());
  parlour_match_store_clock_readings (self->match);
}
