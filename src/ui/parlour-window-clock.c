/* parlour-window-clock.c — the window's timer for the match's clocks, and the pause
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clocks themselves, the times per ply, the pause and the flags are the
 * match's (src/match/parlour-match-clock.c). The window only runs a timer
 * while some clock runs, ten times a second, to update the labels and let the
 * match find a fallen flag (never to autosave: parlour-session.c); and it
 * offers the pause as win.pause-clock.
 *
 * A variant's own timing (SimulChess's countdown, parlour-variant-ui.h) is shown
 * under the move list by the same timer, and beeps once a second in its last
 * seconds (its own sound, data/sounds/README.md): a player looking away from
 * the screen while the other chooses must hear that the turn is about to end.
 * A clock passing ten seconds left sounds once too. The time of a player behind
 * a curtain (SimulChess's Black at one computer) starts when the curtain lifts.
 */
#include "config.h"

#include "parlour-variant-ui.h"
#include "parlour-window-private.h"

/* the countdown turns red and beeps from this many seconds left */
#define COUNTDOWN_WARN_SECONDS 3

/* A running clock alone is not autosaved: the session writes on change (a
 * move, a pause, a fallen flag) and when the window closes, and a restored
 * clock comes back paused at the last time written (docs/reliability.md). */
#define TICK_INTERVAL_MS 100

static void
update_countdown (ParlourWindow *self,
                  gint64         now)
{
  const ParlourVariantUi *ui = NULL;
  g_autofree char *text = NULL;
  gint seconds = -1;
  gboolean urgent;

  if (self->match != NULL)
    ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));
  if (ui != NULL && ui->countdown != NULL)
    text = ui->countdown (self->match, now, &seconds);
  urgent = text != NULL && seconds >= 0 && seconds <= COUNTDOWN_WARN_SECONDS;
  parlour_side_panel_set_countdown (self->side_panel, text, urgent);
  if (!urgent)
    self->countdown_beeped = -1;
  else if (seconds != self->countdown_beeped && seconds > 0)
    {
      self->countdown_beeped = seconds;
      self->n_countdown_beeps++;
      parlour_sound_player_play (self->sounds, PARLOUR_SOUND_COUNTDOWN);
    }
}

static gboolean
tick_cb (gpointer user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  gint64 now = g_get_monotonic_time ();
  guint n_moves = parlour_game_get_n_moves (parlour_match_get_game (self->match, 0));
  /* the mirror of a hosted match runs its clocks only to show them: the
   * host's clock alone decides a flag, and its next state says so
   * (docs/protocol.md); the table knows which */
  gboolean acted = parlour_table_tick (self->table, now);

  /* a countdown that ran out completes a turn like a move does, or makes
   * way for the next player like a choice does */
  if (acted)
    {
      _parlour_window_reveal (self, 0, n_moves);
      _parlour_window_lower_curtain (self, 0);
    }
  /* a fallen flag ends the game: the match says so with ::changed, which the
   * session hears through the window's table */
  parlour_side_panel_update_clocks (self->side_panel, now);
  _parlour_window_update_seat_clocks (self, now);
  update_countdown (self, now);
  parlour_sound_player_watch_clocks (self->sounds, self->match, now);
  if (parlour_match_clocks_running (self->match))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* The timer runs only while a clock runs: no wake-ups otherwise. */
void
_parlour_window_update_tick (ParlourWindow *self)
{
  gboolean run = self->match != NULL && parlour_match_clocks_running (self->match);

  if (run && self->tick_id == 0)
    self->tick_id = g_timeout_add (TICK_INTERVAL_MS, tick_cb, self);
  else if (!run && self->tick_id != 0)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  parlour_side_panel_set_clock_paused (self->side_panel,
                                       self->match != NULL && parlour_match_get_paused (self->match));
  parlour_side_panel_update_clocks (self->side_panel, g_get_monotonic_time ());
  update_countdown (self, g_get_monotonic_time ());
}

/* Hidden entry (a variant's curtain): after a seat chose in secret (by a move, or when its time ran
 * out), the next player at this computer lifts the curtain. */
void
_parlour_window_lower_curtain (ParlourWindow *self,
                               guint          board)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));

  if (ui != NULL && ui->curtain != NULL && board < _parlour_window_get_n_boards (self))
    {
      g_autofree char *curtain = ui->curtain (self->match);

      parlour_board_view_set_curtain (_parlour_window_get_board (self, board), curtain);
    }
}

/* The player behind the curtain sees the board now: their time starts. */
void
_parlour_window_curtain_lifted_cb (ParlourBoardView *board_view,
                                   ParlourWindow    *self)
{
  const ParlourVariantUi *ui = NULL;

  if (self->match != NULL)
    ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));
  if (ui == NULL || ui->curtain_lifted == NULL)
    return;
  ui->curtain_lifted (self->match, g_get_monotonic_time ());
  _parlour_window_update_tick (self);
}

ParlourSoundPlayer *
_parlour_window_get_sound_player (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->sounds;
}

guint
_parlour_window_get_n_countdown_beeps (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), 0);

  return self->n_countdown_beeps;
}

gboolean
_parlour_window_can_pause_clock (ParlourWindow *self)
{
  /* a peer's window whose connection ended has nobody to ask */
  if (PARLOUR_IS_REMOTE_TABLE (self->table) &&
      !parlour_remote_table_get_joined (PARLOUR_REMOTE_TABLE (self->table)))
    return FALSE;
  return self->match != NULL && parlour_match_can_pause (self->match);
}

void
_parlour_window_set_clock_paused (ParlourWindow *self,
                                  gboolean       paused)
{
  g_autoptr(GError) error = NULL;

  if (self->match == NULL || paused == parlour_match_get_paused (self->match))
    return;
  /* ::changed brings the timer, the panel and the actions up to date; a
   * joined table asks the host, whose next state shows the clocks paused */
  if (!parlour_table_set_paused (self->table, paused, &error))
    _parlour_window_show_toast (self, error->message);
}

void
_parlour_window_store_clock_readings (ParlourWindow *self)
{
  parlour_match_keep_current_times (self->match, g_get_monotonic_time ());
  parlour_match_store_clock_readings (self->match);
}
