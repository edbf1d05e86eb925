/* parlour-bingo-new-dialog.c — setting up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. The menu's New Bingo Match: the options of a match
 * (parlour-bingo-options.c, which New Game shows too when Chess Bingo is
 * chosen) in a dialog with Cancel and Start.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-new-dialog.h"
#include "parlour-dialog-util.h"

struct _ParlourBingoNewDialog
{
  AdwWindow   parent_instance;

  GSettings  *settings;
  GtkWidget  *options;
  GtkWidget  *start_button;
  GtkWidget  *error_label;
};

G_DEFINE_FINAL_TYPE (ParlourBingoNewDialog, parlour_bingo_new_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
parlour_bingo_new_dialog_get_row (ParlourBingoNewDialog *self,
                                  const char            *name)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), NULL);

  return parlour_bingo_options_get_row (PARLOUR_BINGO_OPTIONS (self->options), name);
}

gboolean
parlour_bingo_new_dialog_get_setup (ParlourBingoNewDialog *self,
                                    ParlourBingoSetup     *setup)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), FALSE);

  return parlour_bingo_options_get_setup (PARLOUR_BINGO_OPTIONS (self->options), setup);
}

static void
options_changed_cb (ParlourBingoNewDialog *self)
{
  const char *error = parlour_bingo_options_get_error (PARLOUR_BINGO_OPTIONS (self->options));

  gtk_label_set_text (GTK_LABEL (self->error_label), error ? error : "");
  gtk_widget_set_visible (self->error_label, error != NULL);
  gtk_widget_set_sensitive (self->start_button, error == NULL);
}

gboolean
parlour_bingo_new_dialog_start (ParlourBingoNewDialog *self)
{
  ParlourBingoSetup setup;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), FALSE);

  ok = parlour_bingo_new_dialog_get_setup (self, &setup);
  parlour_bingo_setup_clear (&setup);
  if (!ok)
    return FALSE;
  parlour_bingo_options_save (PARLOUR_BINGO_OPTIONS (self->options), self->settings);
  g_object_ref (self);
  g_signal_emit (self, signals[START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

static void
start_clicked_cb (ParlourBingoNewDialog *self)
{
  parlour_bingo_new_dialog_start (self);
}

static void
parlour_bingo_new_dialog_dispose (GObject *object)
{
  ParlourBingoNewDialog *self = PARLOUR_BINGO_NEW_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (parlour_bingo_new_dialog_parent_class)->dispose (object);
}

static void
parlour_bingo_new_dialog_class_init (ParlourBingoNewDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_new_dialog_dispose;

  /**
   * ParlourBingoNewDialog::start:
   *
   * Start was pressed with choices that make a match.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_new_dialog_init (ParlourBingoNewDialog *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box;

  self->settings = g_settings_new (APPLICATION_ID);
  box = parlour_dialog_frame (ADW_WINDOW (self), _("New Bingo Match"), 480, 640, _("_Cancel"),
                              _("_Start"), G_CALLBACK (start_clicked_cb), &self->start_button,
                              &self->error_label);
  /* laid out as an AdwPreferencesPage lays out its groups */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  self->options = parlour_bingo_options_new ();
  g_object_set (self->options, "margin-top", 24, "margin-bottom", 24, "margin-start", 12,
                "margin-end", 12, NULL);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->options);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_box_append (GTK_BOX (box), scrolled);

  g_signal_connect_object (self->options, "changed", G_CALLBACK (options_changed_cb), self,
                           G_CONNECT_SWAPPED);
  parlour_bingo_options_load (PARLOUR_BINGO_OPTIONS (self->options), self->settings);
  options_changed_cb (self);
}

GtkWidget *
parlour_bingo_new_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (PARLOUR_TYPE_BINGO_NEW_DIALOG, "transient-for", parent, NULL);
}
