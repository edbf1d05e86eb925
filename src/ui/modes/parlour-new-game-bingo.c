/* parlour-new-game-bingo.c — New Game's Chess Bingo options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Chess Bingo is not a variant but a match of chess games (docs/rules/bingo.md):
 * its row is the play mode registry's (parlour-play-modes.c), after the
 * variants', and chooses chess; its options (parlour-bingo-options.c) take the
 * place of the clock, players and start groups. Start then emits ::bingo-start instead of ::game-created.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-options.h"
#include "parlour-new-game-dialog-private.h"

static void
options_changed_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
}

/* The options group's contents (the registry gives Chess Bingo its row). */
void
parlour_new_game_bingo_init (ParlourNewGameDialog *self)
{
  self->bingo_options = parlour_bingo_options_new ();
  adw_preferences_group_add (self->bingo_group, self->bingo_options);
  self->bingo_error_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->bingo_error_label, "error");
  gtk_label_set_wrap (GTK_LABEL (self->bingo_error_label), TRUE);
  gtk_widget_set_margin_top (self->bingo_error_label, 12);
  adw_preferences_group_add (self->bingo_group, self->bingo_error_label);
  parlour_bingo_options_load (PARLOUR_BINGO_OPTIONS (self->bingo_options), self->settings);
  g_signal_connect_object (self->bingo_options, "changed", G_CALLBACK (options_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

/* FALSE while Chess Bingo is chosen and its options make no match; what is
 * wrong shows under them. */
gboolean
parlour_new_game_bingo_validate (ParlourNewGameDialog *self)
{
  const char *error = NULL;

  if (self->bingo)
    error = parlour_bingo_options_get_error (PARLOUR_BINGO_OPTIONS (self->bingo_options));
  gtk_label_set_text (GTK_LABEL (self->bingo_error_label), error ? error : "");
  gtk_widget_set_visible (self->bingo_error_label, error != NULL);
  return error == NULL;
}

/* Remembers the options for the next match (GSettings bingo-* keys). */
void
parlour_new_game_bingo_save (ParlourNewGameDialog *self)
{
  parlour_bingo_options_save (PARLOUR_BINGO_OPTIONS (self->bingo_options), self->settings);
}
/**
 * parlour_new_game_dialog_get_bingo_setup:
 * @self: the dialog
 * @setup: (out): the Chess Bingo match's setup (parlour_bingo_setup_clear() it)
 *
 * Returns: whether Chess Bingo is chosen and its options make a match; read
 * it in ::bingo-start
 */
gboolean
parlour_new_game_dialog_get_bingo_setup (ParlourNewGameDialog *self,
                                         ParlourBingoSetup    *setup)
{
  g_return_val_if_fail (PARLOUR_IS_NEW_GAME_DIALOG (self), FALSE);

  return parlour_bingo_options_get_setup (PARLOUR_BINGO_OPTIONS (self->bingo_options), setup)
         && self->bingo;
}
