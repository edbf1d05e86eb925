/* parlour-autosave.h — the game in progress, kept on disk across restarts and crashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "parlour-clock.h"
#include "parlour-game.h"

G_BEGIN_DECLS

/* The remaining time of both sides at one ply of a game. */
typedef struct {
  gint64 remaining[2];
} ParlourClockTimes;

/* Everything needed to bring a game back as the user left it. */
typedef struct {
  ParlourGame  *game;
  ParlourClock *clock;          /* NULL: the game has no clock */
  GArray       *times;          /* ParlourClockTimes per ply; [0] is before the first move */
  gboolean      clock_started;  /* the first move has started the clock */
  guint         view_ply;       /* G_MAXUINT: following the game */
  gboolean      flipped;
} ParlourSavedGame;

ParlourSavedGame *parlour_saved_game_new       (void);
void              parlour_saved_game_free      (ParlourSavedGame *saved);

/* g_get_user_data_dir()/parlour/autosave.ini */
char             *parlour_autosave_get_path    (void);
/* Writes @saved atomically to @path, creating its folder. */
gboolean          parlour_autosave_write       (const char             *path,
                                                const ParlourSavedGame *saved,
                                                GError                **error);
/* NULL with G_FILE_ERROR_NOENT when there is no autosave, or with
 * G_KEY_FILE_ERROR / PARLOUR_PGN_ERROR when it is malformed. */
ParlourSavedGame *parlour_autosave_read        (const char             *path,
                                                GError                **error);
/* Renames a malformed autosave to "autosave.bad" beside it; returns the new path. */
char             *parlour_autosave_move_aside  (const char             *path,
                                                GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ParlourSavedGame, parlour_saved_game_free)

G_END_DECLS
