/* parlour-sound-player.h — the sounds of a window's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SOUND_PLAYER (parlour_sound_player_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSoundPlayer, parlour_sound_player, PARLOUR, SOUND_PLAYER, GObject)

/* The events, each with its sound data/sounds/NAME.wav (data/sounds/README.md). */
#define PARLOUR_SOUND_MOVE      "move"
#define PARLOUR_SOUND_CAPTURE   "capture"
#define PARLOUR_SOUND_CHECK     "check"
#define PARLOUR_SOUND_DROP      "drop"
#define PARLOUR_SOUND_ARRIVAL   "arrival"
#define PARLOUR_SOUND_REVEAL    "reveal"
#define PARLOUR_SOUND_COUNTDOWN "countdown"
#define PARLOUR_SOUND_LOW_TIME  "low-time"
#define PARLOUR_SOUND_END       "end"

/* a clock with this much time left or less is low: its sound plays once */
#define PARLOUR_SOUND_LOW_TIME_US (10 * G_USEC_PER_SEC)

ParlourSoundPlayer *parlour_sound_player_new         (void);

/* The event for @move played from @before to @after: check, capture, drop or
 * move. A move chosen in secret (SimulChess) is only a move, whatever it
 * does: its sound must not tell. */
const char         *parlour_sound_for_move           (const ParlourPosition *before,
                                                      ParlourMove            move,
                                                      const ParlourPosition *after);

/* Plays @event (one of the names above). Events asked for in one main loop
 * iteration play as one: the most important (a game's end over the check that
 * ended it, a reveal over the moves it shows). */
void                parlour_sound_player_play        (ParlourSoundPlayer    *self,
                                                      const char            *event);

/* What changed in @match since the last call plays: a new move on a board, a
 * piece arriving in a board's reserve with no move there (Bughouse), the end
 * of the match. Unless @sound (another match is shown now), only notes how
 * the match is. */
void                parlour_sound_player_follow      (ParlourSoundPlayer    *self,
                                                      ParlourMatch          *match,
                                                      gboolean               sound);

/* A running clock of @match that passed PARLOUR_SOUND_LOW_TIME_US plays once. */
void                parlour_sound_player_watch_clocks (ParlourSoundPlayer   *self,
                                                      ParlourMatch          *match,
                                                      gint64                 now_us);

/* for tests: the events played since the last clear, oldest first */
const GPtrArray    *parlour_sound_player_get_played  (ParlourSoundPlayer    *self);
void                parlour_sound_player_clear_played (ParlourSoundPlayer   *self);

G_END_DECLS
