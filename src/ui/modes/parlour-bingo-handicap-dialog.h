/* parlour-bingo-handicap-dialog.h — choosing the giver's missing pieces before a bingo game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-game.h"
#include "parlour-position-editor.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_HANDICAP_DIALOG (parlour_bingo_handicap_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoHandicapDialog, parlour_bingo_handicap_dialog, PARLOUR,
                      BINGO_HANDICAP_DIALOG, AdwWindow)

/* A modal dialog for game @game (from 1) of a match with a material handicap of
 * value @value, given by @giver_name playing @giver_color in that game.
 * Signals:
 *   ::game-created (ParlourGame *game)  Start was pressed with an acceptable set;
 *       @game starts from the handicap position. The dialog closes itself after. */
GtkWidget             *parlour_bingo_handicap_dialog_new (GtkWindow    *parent,
                                                          guint         game,
                                                          ParlourColor  giver_color,
                                                          const char   *giver_name,
                                                          const char   *taker_name,
                                                          guint         value);
ParlourPositionEditor *parlour_bingo_handicap_dialog_get_editor (ParlourBingoHandicapDialog *self);
/* Start: FALSE (and nothing happens) while the set breaks a rule */
gboolean               parlour_bingo_handicap_dialog_start      (ParlourBingoHandicapDialog *self);
/* V as the dialog has it now (the players may change it before the game) */
guint                  parlour_bingo_handicap_dialog_get_value  (ParlourBingoHandicapDialog *self);
GtkSpinButton         *parlour_bingo_handicap_dialog_get_value_spin (ParlourBingoHandicapDialog *self);
/* what the dialog says about the set: the chooser, the total and the rules */
const char            *parlour_bingo_handicap_dialog_get_text   (ParlourBingoHandicapDialog *self);
/* above the board: which colour the giver plays this game, in words */
GtkLabel              *parlour_bingo_handicap_dialog_get_sides_label (ParlourBingoHandicapDialog *self);
/* above the board: why the last click did not count, or the rule the set
 * breaks (hidden while there is nothing to say) */
GtkLabel              *parlour_bingo_handicap_dialog_get_notice_label (ParlourBingoHandicapDialog *self);

G_END_DECLS
