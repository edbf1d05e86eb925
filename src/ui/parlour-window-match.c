/* parlour-window-match.c — the match the window shows: taking one, from a file,
 * from New Game or a mode's own dialog, and the one restored at start-up
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows one match at a time (parlour-window.c); a new one replaces
 * it after the window asked whether to save the old (parlour-window-discard.c).
 * Taking a match points the page's board views, the side panel, the sounds,
 * the announcer, the computer seats and the network at it; the session writes
 * it from then on, following the table.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-play-modes.h"
#include "parlour-window-private.h"

/* The window shows @match from now on; its clocks are as the match has them
 * (a restored or opened match comes back paused). A match that @continues the
 * one shown (the next state of a hosted match) is the same boards a moment
 * later: the boards follow it as they follow a move. */
static void
take_match_full (ParlourWindow *self,
                 ParlourMatch  *match,
                 gboolean       continues)
{
  /* the match left behind is nobody's time any more */
  if (self->match != NULL && self->match != match && !continues &&
      !parlour_match_get_paused (self->match))
    parlour_match_hold_clocks (self->match, g_get_monotonic_time ());
  /* its last change is written now: a hosted match's mirror, which may come
   * next, is never autosaved, and the window's own game stays on disk */
  if (self->match != NULL && self->match != match && !continues)
    parlour_session_forget (parlour_session_get_default (), G_OBJECT (self));

  g_set_object (&self->match, match);
  /* a match that continues the one shown sounds its new moves; another is quiet */
  parlour_sound_player_follow (self->sounds, match, continues);
  parlour_announcer_follow (self->announcer, match, continues);
  self->game = parlour_match_get_game (match, 0);
  self->clock = parlour_match_get_clock (match, 0);
  g_signal_group_set_target (self->match_signals, match);
  _parlour_window_attach_computer (self);
  _parlour_window_set_up_boards (self);
  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    {
      ParlourBoardView *view = _parlour_window_get_board (self, i);

      if (continues)
        parlour_board_view_follow_game (view, parlour_match_get_game (match, i));
      else
        parlour_board_view_set_game (view, parlour_match_get_game (match, i));
      parlour_board_view_set_view_ply (view, PARLOUR_CURRENT_PLY);
    }
  /* the first board's game is the one whose edits count (parlour-window-discard.c) */
  g_signal_group_set_target (self->game_signals, self->game);
  self->view_moment = PARLOUR_CURRENT_PLY;
  _parlour_window_update_board_shape (self);
  parlour_side_panel_set_match (self->side_panel, match);

  /* the subtitle follows the page; whether it watches follows the table */
  _parlour_window_network_status_changed (self);
  _parlour_window_apply_auto_flip (self);
  _parlour_window_sync (self);
  /* a match that comes back in the middle of a hidden turn (a restore after a
   * crash) hides the board again: whoever sits there now has not lifted it */
  _parlour_window_set_curtains (self);
  _parlour_window_network_match_changed (self);
}

static void
replace_with_match (ParlourWindow *self,
                    gpointer       data)
{
  _parlour_window_cancel_open (self);
  parlour_window_set_match (self, PARLOUR_MATCH (data));
}

void
_parlour_window_offer_match (ParlourWindow *self,
                             ParlourMatch  *match)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  if (match == self->match)
    parlour_window_set_match (self, match);
  else
    _parlour_window_replace_game (self, replace_with_match, g_object_ref (match),
                                  g_object_unref, NULL);
}

/* a mode's own dialog made a match (parlour_play_modes_add_actions) */
static void
mode_match_ready (GtkWindow    *window,
                  ParlourMatch *match,
                  const char   *heading,
                  const char   *message)
{
  if (match != NULL)
    _parlour_window_offer_match (PARLOUR_WINDOW (window), match);
  else
    _parlour_window_show_error (PARLOUR_WINDOW (window), heading, message);
}

static void
take_match (ParlourWindow *self,
            ParlourMatch  *match)
{
  take_match_full (self, match, FALSE);
}

void
parlour_window_set_match (ParlourWindow *self,
                          ParlourMatch  *match)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  /* the session writes it: the table that comes with it is a change */
  take_match (self, match);
}

void
_parlour_window_continue_match (ParlourWindow *self,
                                ParlourMatch  *match)
{
  take_match_full (self, match, TRUE);
}

void
_parlour_window_set_game_from_file (ParlourWindow *self,
                                    ParlourGame   *game)
{
  g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  const char *unusable;

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_GAME (game));

  clock = parlour_clock_from_game_tags (game, times, &unusable);
  match = parlour_match_new_for_game (game, clock);
  /* like a restored game: the clocks wait for the players */
  if (clock != NULL)
    parlour_match_set_times (match, 0, times, TRUE, g_get_monotonic_time ());
  take_match (self, match);

  if (unusable != NULL)
    {
      g_autofree char *text = NULL;

      /* Translators: %s is a PGN time control, such as 40/7200:3600 */
      text = g_strdup_printf (_("Parlour cannot keep the file’s time control “%s”: the game has no clocks"),
                              unusable);
      _parlour_window_show_toast (self, text);
    }
}

static void
start_new_game (ParlourWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, &error);
  g_autoptr(ParlourMatch) match = NULL;

  if (game == NULL)
    g_error ("The default variant does not start: %s", error->message);
  match = parlour_match_new_for_game (game, NULL);
  take_match (self, match);
}

static void
restore_autosave (ParlourWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *kept_at = NULL;
  g_autoptr(ParlourSavedMatch) saved = parlour_session_restore (parlour_session_get_default (),
                                                                &kept_at, &error);

  if (saved != NULL)
    {
      /* the clocks wait for the players: the start-up is nobody's time */
      take_match (self, saved->match);
      _parlour_window_set_levels (self, saved->levels);
      if (!g_settings_get_boolean (self->settings, "auto-flip"))
        _parlour_window_set_flipped (self, saved->flipped);
      _parlour_window_set_view_ply (self, saved->view_ply);
      return;
    }

  if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_autofree char *details = NULL;

      if (kept_at != NULL)
        {
          g_autofree char *shown = g_filename_display_name (kept_at);

          /* Translators: the reason a saved game could not be restored, then
           * the file it was kept in */
          details = g_strdup_printf (_("%s\n\nThe damaged file was kept as “%s”."),
                                     error->message, shown);
        }
      else
        details = g_strdup (error->message);
      _parlour_window_show_toast_details (self, _("The saved game was damaged"),
                                          _("The Saved Game Could Not Be Restored"), details);
    }
  start_new_game (self);
}

void
_parlour_window_init_match (ParlourWindow *self)
{
  self->mode_actions = parlour_play_modes_add_actions (GTK_WINDOW (self), mode_match_ready);
  restore_autosave (self);
}
