/* parlour-new-game-mode.c — New Game's options of a play mode that has its own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/ui.md, "Pages and play modes". A play mode whose row names an options
 * type (parlour_play_mode_get_options_type, a ParlourModeOptions: Chess
 * Bingo's) has choices of its own: they take the place of the chess groups
 * (players, clock, rules, start position), and Start makes the mode's match
 * through them and emits ::match-created instead of ::game-created (or
 * ::match-failed, why it made none). Each such
 * mode's options are made once, with the dialog, so that what was chosen
 * stays while another row is tried. Nothing here names a way of playing.
 */
#include "config.h"

#include "parlour-mode-options.h"
#include "parlour-new-game-dialog-private.h"
#include "parlour-play-modes.h"

static void
options_changed_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
}

/* Every mode's own options, from the last choices kept, into the group that
 * shows the chosen one's; and the line under them that says what is wrong. */
void
parlour_new_game_mode_init (ParlourNewGameDialog *self)
{
  GListModel *modes = parlour_play_modes_get_default ();

  self->mode_options_by_mode = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);
      GType type = parlour_play_mode_get_options_type (mode);
      GtkWidget *options;

      if (!g_type_is_a (type, PARLOUR_TYPE_MODE_OPTIONS))
        continue;
      options = g_object_new (type, NULL);
      gtk_widget_set_visible (options, FALSE);
      adw_preferences_group_add (self->mode_options_group, options);
      parlour_mode_options_load (PARLOUR_MODE_OPTIONS (options), self->settings);
      g_signal_connect_object (options, "changed", G_CALLBACK (options_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_hash_table_insert (self->mode_options_by_mode, mode, options);   /* the registry keeps it */
    }
  self->mode_error_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->mode_error_label, "error");
  gtk_label_set_wrap (GTK_LABEL (self->mode_error_label), TRUE);
  gtk_widget_set_margin_top (self->mode_error_label, 12);
  gtk_widget_set_visible (self->mode_error_label, FALSE);
  adw_preferences_group_add (self->mode_options_group, self->mode_error_label);
}

/* The chosen mode (self->mode) shows its own options, if it has them. */
void
parlour_new_game_mode_choose (ParlourNewGameDialog *self)
{
  GtkWidget *options = g_hash_table_lookup (self->mode_options_by_mode, self->mode);

  if (self->mode_options != NULL)
    gtk_widget_set_visible (self->mode_options, FALSE);
  self->mode_options = options;
  if (options != NULL)
    gtk_widget_set_visible (options, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->mode_options_group), options != NULL);
}

/* FALSE while the chosen mode's own options make no match; what is wrong
 * shows under them. */
gboolean
parlour_new_game_mode_validate (ParlourNewGameDialog *self)
{
  const char *error = NULL;

  if (self->mode_options != NULL)
    error = parlour_mode_options_get_error (PARLOUR_MODE_OPTIONS (self->mode_options));
  gtk_label_set_text (GTK_LABEL (self->mode_error_label), error ? error : "");
  gtk_widget_set_visible (self->mode_error_label, error != NULL);
  return error == NULL;
}

static void
match_made (ParlourMatch *match,
            const char   *heading,
            const char   *message,
            gpointer      data)
{
  ParlourNewGameDialog *self = data;

  /* the window shows the match, or says why there is none */
  if (match != NULL)
    g_signal_emit_by_name (self, "match-created", match);
  else
    g_signal_emit_by_name (self, "match-failed", heading, message);
}

/* the dialog, hidden while the mode asked more, goes once the match is made
 * (or the mode's own dialog was closed) */
static void
match_made_done (gpointer data)
{
  ParlourNewGameDialog *self = data;

  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

/* Start with a mode of its own options chosen: they are kept for the next
 * time, and the mode makes its match (maybe asking more over the window the
 * dialog is for). */
void
parlour_new_game_mode_start (ParlourNewGameDialog *self)
{
  g_return_if_fail (self->mode_options != NULL);

  g_settings_set_string (self->settings, "last-variant", parlour_play_mode_get_id (self->mode));
  parlour_mode_options_save (PARLOUR_MODE_OPTIONS (self->mode_options), self->settings);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  parlour_mode_options_make_match (PARLOUR_MODE_OPTIONS (self->mode_options),
                                   gtk_window_get_transient_for (GTK_WINDOW (self)), match_made,
                                   g_object_ref (self), match_made_done);
}
