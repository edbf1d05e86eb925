/* parlour-new-game-dialog.h — choose a variant, a clock, rules and a start position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-clock.h"
#include "parlour-game.h"
#include "parlour-match.h"
#include "parlour-play-modes.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_NEW_GAME_DIALOG (parlour_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourNewGameDialog, parlour_new_game_dialog, PARLOUR, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog, transient for @parent. It remembers the last choices in GSettings.
 * Signals:
 *   ::game-created (ParlourGame *game, ParlourClock *clock)  Start was pressed; @clock
 *       is NULL when the game has no time control. The dialog closes itself after.
 *   ::match-created (ParlourMatch *match)  Start was pressed with a play mode
 *       of its own options chosen (parlour_play_mode_get_options_type), and
 *       they made @match (maybe after asking more: the dialog hides while the
 *       mode asks). The dialog closes itself after.
 * Each variant list row is named by its play mode's id. */
GtkWidget *parlour_new_game_dialog_new (GtkWindow *parent);
/* The Players group has a row per seat: [board * 2 + colour], so White and
 * Black for a game of one board, and the Bughouse seats in their order
 * (parlour-bughouse-match.h) for a game of four players. */
#define PARLOUR_NEW_GAME_N_SEATS 4

/* Who plays @seat: 0 for a person at this computer, else the computer's level
 * (PARLOUR_SEARCH_LEVEL_MIN..MAX). Read it in ::game-created. */
guint      parlour_new_game_dialog_get_player (ParlourNewGameDialog *self,
                                               guint                 seat);
/* The variant's own options chosen (parlour-variant-ui.h: apply_options), NULL
 * if it has none. Read it in ::game-created. */
GVariant  *parlour_new_game_dialog_get_options (ParlourNewGameDialog *self);
void       parlour_new_game_dialog_set_player (ParlourNewGameDialog *self,
                                               guint                 seat,
                                               guint                 level);
/* Chooses @pos's variant and @pos as the start position (the position editor's
 * Play); the rest of the options are the last ones, as always. */
void       parlour_new_game_dialog_set_position (ParlourNewGameDialog  *self,
                                                 const ParlourPosition *pos);

G_END_DECLS
