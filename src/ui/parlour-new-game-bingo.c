/* parlour-new-game-bingo.c — New Game's Chess Bingo row and the match's options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Chess Bingo is not a variant but a match of chess games (docs/rules/bingo.md):
 * its row comes after the variants' and chooses chess, and its options
 * (parlour-bingo-options.c) take the place of the clock, players and start
 * groups. Start then emits ::bingo-start instead of ::game-created.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-options.h"
#include "parlour-dialog-util.h"
#include "parlour-new-game-dialog-private.h"
#include "parlour-rules-window.h"

static void
options_changed_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
}

/* Chess Bingo's own rules, over the dialog, as each variant's row has */
static void
rules_clicked_cb (ParlourNewGameDialog *self)
{
  gtk_window_present (GTK_WINDOW (parlour_rules_window_new_bingo (GTK_WINDOW (self))));
}

static GtkWidget *
create_rules_button (ParlourNewGameDialog *self)
{
  GtkWidget *button = parlour_new_game_dialog_rules_button (_("Chess Bingo"));

  g_signal_connect_object (button, "clicked", G_CALLBACK (rules_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  return button;
}

/* The options group's contents and the row after the variants' (in the radio
 * group @group). */
void
parlour_new_game_bingo_init (ParlourNewGameDialog *self,
                             GtkCheckButton       *group)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *row;

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

  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
  g_object_set_data (G_OBJECT (check), "variant", (gpointer) chess);
  g_object_set_data (G_OBJECT (check), "bingo", GINT_TO_POINTER (TRUE));
  g_signal_connect_object (check, "notify::active",
                           G_CALLBACK (parlour_new_game_dialog_variant_check_active), self,
                           G_CONNECT_SWAPPED);
  row = parlour_dialog_action_row (_("Chess Bingo"), check, TRUE);
  gtk_widget_set_name (row, PARLOUR_NEW_GAME_DIALOG_BINGO);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("A match of chess games racing to complete objectives on a "
                                 "bingo card"));
  /* after the check, as the variants' pictures are */
  gtk_widget_insert_after (parlour_new_game_dialog_variant_preview (self, chess),
                           gtk_widget_get_parent (check), check);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), create_rules_button (self));
  g_object_set_data (G_OBJECT (row), "check", check);
  gtk_list_box_append (self->variant_list, row);
}

/* Whether @check is the Chess Bingo row's (which plays chess too). */
gboolean
parlour_new_game_bingo_is_row (GtkCheckButton *check)
{
  return g_object_get_data (G_OBJECT (check), "bingo") != NULL;
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
