/* parlour-editor-window.h — the position editor: set up a position, check it, play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-clock.h"
#include "parlour-game.h"
#include "parlour-position-editor.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_EDITOR_WINDOW (parlour_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (ParlourEditorWindow, parlour_editor_window, PARLOUR, EDITOR_WINDOW, AdwWindow)

/* An editor of @pos (a copy), beside @parent.
 * Signals:
 *   ::game-created (ParlourGame *game, ParlourClock *clock)  Play was pressed and New
 *       Game's options chosen: a game from the position (@clock NULL without a time
 *       control). The editor closes itself after. */
GtkWidget             *parlour_editor_window_new        (GtkWindow             *parent,
                                                         const ParlourPosition *pos);
ParlourPositionEditor *parlour_editor_window_get_editor (ParlourEditorWindow *self);
/* What keeps the position from being played, one problem a line; "" if nothing. */
const char            *parlour_editor_window_get_problems (ParlourEditorWindow *self);
/* Play: New Game, with the position and its variant chosen, over the editor. */
GtkWidget             *parlour_editor_window_play       (ParlourEditorWindow *self);
/* Bughouse: board B's position (the editor's own is board A's), with no undo
 * steps; by default board B starts from the variant's start position. */
void                   parlour_editor_window_set_board_b (ParlourEditorWindow   *self,
                                                          const ParlourPosition *pos);
/* In ::game-created of a bughouse position: board B's game, from its own
 * position (the game of the signal is board A's); NULL with one board. */
ParlourGame           *parlour_editor_window_get_board_b_game (ParlourEditorWindow *self);
/* In ::game-created: who plays @seat, as parlour_new_game_dialog_get_player() */
guint                  parlour_editor_window_get_player (ParlourEditorWindow *self,
                                                         guint                seat);
/* In ::game-created: the variant's own options, as parlour_new_game_dialog_get_options() */
GVariant              *parlour_editor_window_get_options (ParlourEditorWindow *self);

G_END_DECLS
