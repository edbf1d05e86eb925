/* parlour-window-files.c — Open and Save As
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no GtkFileDialog, so the choosers are GtkFileChooserNative (a portal
 * inside Flatpak). What they do with the chosen file is in parlour_window_open_file()
 * and parlour_window_save_file(), which the tests call directly.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-pgn.h"
#include "parlour-window-private.h"

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PGN Games"));
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  return filter;
}

static char *
display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename ? basename : "");
}

void
parlour_window_open_file (ParlourWindow *self,
                          GFile         *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  gsize length;

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  name = display_name (file);
  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could Not Open “%s”"), name);

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
    {
      parlour_window_show_error (self, heading, error->message);
      return;
    }
  if (!g_utf8_validate_len (contents, length, NULL))
    {
      parlour_window_show_error (self, heading, _("The file is not a text file."));
      return;
    }

  games = parlour_pgn_parse (contents, &error);
  if (games == NULL)
    {
      g_autofree char *body = NULL;

      /* Translators: %s is the reader's message, which starts with line:column */
      body = g_strdup_printf (_("The file is not a valid PGN file: %s"), error->message);
      parlour_window_show_error (self, heading, body);
      return;
    }
  if (games->len == 0)
    {
      parlour_window_show_error (self, heading, _("The file holds no game."));
      return;
    }

  parlour_window_set_game_from_file (self, g_ptr_array_index (games, 0));

  if (games->len > 1)
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The file holds %u game; the first one was opened",
                                           "The file holds %u games; the first one was opened",
                                           games->len),
                              games->len);
      parlour_window_show_toast (self, text);
    }
}

void
parlour_window_open_files (ParlourWindow  *self,
                           GFile         **files,
                           int             n_files)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (n_files == 0 || files != NULL);

  if (n_files < 1)
    return;

  parlour_window_open_file (self, files[0]);
  if (n_files > 1)
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Parlour shows one game at a time: %d more file was not opened",
                                           "Parlour shows one game at a time: %d more files were not opened",
                                           n_files - 1),
                              n_files - 1);
      parlour_window_show_toast (self, text);
    }
}

void
parlour_window_save_file (ParlourWindow *self,
                          GFile         *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  parlour_window_store_clock_readings (self);
  pgn = parlour_pgn_write (self->game);
  name = display_name (file);

  if (!g_file_replace_contents (file, pgn, strlen (pgn), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &error))
    {
      g_autofree char *heading = NULL;

      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could Not Save “%s”"), name);
      parlour_window_show_error (self, heading, error->message);
      return;
    }
  else
    {
      /* Translators: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Saved as “%s”"), name);
      parlour_window_show_toast (self, text);
    }
}

static void
open_response_cb (GtkNativeDialog *native,
                  int              response,
                  ParlourWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        parlour_window_open_file (self, file);
    }
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

void
parlour_window_open_dialog (ParlourWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = pgn_filter ();

  native = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_signal_connect_object (native, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
save_response_cb (GtkNativeDialog *native,
                  int              response,
                  ParlourWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        parlour_window_save_file (self, file);
    }
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

void
parlour_window_save_as_dialog (ParlourWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = pgn_filter ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *suggested = NULL;
  const ParlourVariant *variant = parlour_game_get_variant (self->game);

  native = gtk_file_chooser_native_new (_("Save Game As"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  /* Translators: the suggested file name: a variant and a date */
  suggested = g_strdup_printf (_("%s %s.pgn"), _(variant->name), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested);
  g_signal_connect_object (native, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
