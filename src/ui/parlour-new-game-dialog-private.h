/* parlour-new-game-dialog-private.h — what the New Game dialog's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog is parlour-new-game-dialog.c (variants, rules, players, start
 * position, Start); its time control rows are parlour-new-game-clock.c and the
 * options of a play mode that has its own (Chess Bingo's)
 * parlour-new-game-mode.c.
 */
#pragma once

#include "parlour-board-view.h"
#include "parlour-new-game-dialog.h"
#include "parlour-play-mode.h"
#include "parlour-seed-row.h"
#include "parlour-variant.h"

G_BEGIN_DECLS

struct _ParlourNewGameDialog
{
  AdwWindow             parent_instance;

  GSettings            *settings;
  const ParlourVariant *variant;
  /* TRUE while the code itself fills in the clock fields, so that the field
   * handlers do not react to their own changes */
  gboolean              updating;
  /* the variant's own options (parlour-variant-ui.h), NULL if it has none */
  GtkWidget            *options;
  const ParlourVariant *options_variant;
  /* what they chose, while ::game-created runs */
  GVariant             *options_value;
  /* the row chosen (the registry's) and the rows' radio group */
  ParlourPlayMode      *mode;
  GtkCheckButton       *mode_group;
  /* the chosen mode's own options (a ParlourModeOptions) in place of the
   * chess groups, NULL if it has none; each such mode's, by mode */
  GtkWidget            *mode_options;
  GHashTable           *mode_options_by_mode;
  GtkWidget            *mode_error_label;

  /* template children */
  GtkButton            *start_button;
  GtkListBox           *variant_list;
  AdwPreferencesGroup  *rules_group;
  GtkCheckButton       *legal_check;
  GtkCheckButton       *king_capture_check;
  AdwPreferencesGroup  *names_group;
  AdwEntryRow          *white_a_entry;
  AdwEntryRow          *black_a_entry;
  AdwEntryRow          *white_b_entry;
  AdwEntryRow          *black_b_entry;
  AdwPreferencesGroup  *chance_group;
  AdwPreferencesGroup  *players_group;
  AdwPreferencesGroup  *mode_options_group;
  AdwPreferencesGroup  *start_group;
  ParlourSeedRow       *seed_row;
  AdwComboRow          *white_player;
  AdwComboRow          *black_player;
  AdwComboRow          *white_b_player;
  AdwComboRow          *black_b_player;
  AdwPreferencesGroup  *options_group;
  AdwPreferencesGroup  *time_group;
  GtkSwitch            *clock_switch;
  GtkBox               *preset_box;
  AdwActionRow         *odds_row;
  GtkSwitch            *odds_switch;
  AdwPreferencesGroup  *white_group;
  GtkSpinButton        *white_minutes;
  AdwActionRow         *white_seconds_row;
  GtkSpinButton        *white_seconds;
  AdwComboRow          *white_mode;
  AdwPreferencesGroup  *black_group;
  GtkSpinButton        *black_minutes;
  AdwActionRow         *black_seconds_row;
  GtkSpinButton        *black_seconds;
  AdwComboRow          *black_mode;
  GtkCheckButton       *standard_check;
  GtkCheckButton       *fen_check;
  AdwEntryRow          *fen_entry;
  GtkLabel             *fen_error_label;
  GtkWidget            *fen_preview_frame;
  ParlourBoardView     *fen_preview;
};

/* parlour-new-game-dialog.c */
void       parlour_new_game_dialog_validate             (ParlourNewGameDialog *self);
GtkWidget *parlour_new_game_dialog_variant_preview      (ParlourNewGameDialog *self,
                                                         const ParlourVariant *variant);
/* a flat "Rules" button for the row of @name (translated), "rules-button" by name */
GtkWidget *parlour_new_game_dialog_rules_button         (const char           *name);

/* parlour-new-game-clock.c */
void       parlour_new_game_clock_bind_template      (GtkWidgetClass       *widget_class);
void       parlour_new_game_clock_init               (ParlourNewGameDialog *self);
void       parlour_new_game_clock_read               (ParlourNewGameDialog *self,
                                                      ParlourColor          side,
                                                      ParlourTimeControl   *tc);
void       parlour_new_game_clock_update_visibility  (ParlourNewGameDialog *self);
void       parlour_new_game_clock_apply_default      (ParlourNewGameDialog *self);
void       parlour_new_game_clock_load               (ParlourNewGameDialog *self,
                                                      const char           *text);
char      *parlour_new_game_clock_to_string          (ParlourNewGameDialog *self);
void       parlour_new_game_clock_sync               (ParlourNewGameDialog *self);

/* parlour-new-game-mode.c */
void       parlour_new_game_mode_init                (ParlourNewGameDialog *self);
void       parlour_new_game_mode_choose              (ParlourNewGameDialog *self);
gboolean   parlour_new_game_mode_validate            (ParlourNewGameDialog *self);
void       parlour_new_game_mode_start               (ParlourNewGameDialog *self);

G_END_DECLS
