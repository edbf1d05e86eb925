/* parlour-bingo-new-dialog.c — setting up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. The menu's New Bingo Match: the options of a match
 * (parlour-bingo-options.c, which New Game shows too when Chess Bingo is
 * chosen) in a dialog with Cancel and Start (data/ui/parlour-bingo-new-dialog.ui).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-new-dialog.h"

struct _ParlourBingoNewDialog
{
  AdwWindow   parent_instance;

  GSettings  *settings;

  /* template children */
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
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_BINGO_NEW_DIALOG);

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

  g_type_ensure (PARLOUR_TYPE_BINGO_OPTIONS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-bingo-new-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoNewDialog, options);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoNewDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoNewDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_new_dialog_init (ParlourBingoNewDialog *self)
{
  self->settings = g_settings_new (APPLICATION_ID);
  gtk_widget_init_template (GTK_WIDGET (self));
  parlour_bingo_options_load (PARLOUR_BINGO_OPTIONS (self->options), self->settings);
  options_changed_cb (self);
}

GtkWidget *
parlour_bingo_new_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (PARLOUR_TYPE_BINGO_NEW_DIALOG, "transient-for", parent, NULL);
}
