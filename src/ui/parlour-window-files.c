/* parlour-window-files.c — Open and Save As, reading and writing asynchronously
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no GtkFileDialog, so the choosers are GtkFileChooserNative (a portal
 * inside Flatpak). What they do with the chosen file is in parlour_window_open_file()
 * and parlour_window_save_file(), which the tests call directly.
 *
 * Nothing here blocks the window on a file. Open reads and parses the file in a
 * worker thread (the engine is GLib only, and parsing makes new objects that no
 * other thread sees) and hands the game back to the main thread; a newer Open
 * cancels an older one, and so does closing the window. Save writes the PGN
 * text, made on the main thread, with g_file_replace_contents_bytes_async(), which
 * replaces the file only once all of it is written. A write is not cancelled when
 * the window closes (the player asked for that file); the application is held until
 * it ends, and only a window that is still there reports how it went.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-match-format.h"
#include "parlour-pgn.h"
#include "parlour-window-private.h"

/* The largest file Open reads (16 MiB): a PGN collection of several thousand
 * games; a format's reader may have its own, smaller limit (a Chess Bingo
 * match file's). */
#define PARLOUR_OPEN_MAX_SIZE (16 * 1024 * 1024)

/* The files of every way of playing: PGN games, BPGN Bughouse matches, Chess
 * Bingo match files (the formats of the registered match types) */
static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree const ParlourMatchFormat **formats = NULL;
  guint n;

  gtk_file_filter_set_name (filter, _("Games and Matches"));
  formats = parlour_match_list_formats (&n);
  for (guint i = n; i-- > 0;)
    {
      for (guint p = 0; formats[i]->patterns[p] != NULL; p++)
        gtk_file_filter_add_pattern (filter, formats[i]->patterns[p]);
      gtk_file_filter_add_mime_type (filter, formats[i]->mime_type);
    }
  return filter;
}

static char *
display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename ? basename : "");
}

static void
file_operation_started (ParlourWindow *self)
{
  self->n_file_operations++;
}

static void
file_operation_ended (ParlourWindow *self)
{
  g_return_if_fail (self->n_file_operations > 0);
  self->n_file_operations--;
}

/* The tasks hold the window weakly: a window closed goes away at once, and its
 * dispose cancels what it waited for. */
static GWeakRef *
window_ref_new (ParlourWindow *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

/* the window (a new reference), or NULL if it has gone; frees @ref */
static ParlourWindow *
window_ref_free (GWeakRef *ref)
{
  ParlourWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

gboolean
_parlour_window_is_busy (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), FALSE);

  return self->n_file_operations > 0;
}

/* Open */

/* The file the match came from or was last saved to (Save writes there),
 * kept with the match: a new match has none. */
#define MATCH_FILE_KEY "parlour-file"

static void
remember_file (ParlourWindow *self,
               GFile         *file)
{
  g_object_set_data_full (G_OBJECT (self->match), MATCH_FILE_KEY, g_object_ref (file),
                          g_object_unref);
}

typedef struct
{
  GFile        *file;
  ParlourGame  *game;     /* the file's first game */
  ParlourMatch *match;    /* or the match, in a format that holds one (BPGN, Chess Bingo) */
  guint         n_games;
} OpenedFile;

static void
opened_file_free (OpenedFile *opened)
{
  g_clear_object (&opened->file);
  g_clear_object (&opened->game);
  g_clear_object (&opened->match);
  g_free (opened);
}

/* In a worker thread: the file's first game, or an error whose message is what
 * the error dialog says under its heading. */
static void
read_file_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (file);
  const ParlourMatchFormat *format;
  OpenedFile *opened;
  gsize length;

  /* a file is bounded before it is read: every move in it costs memory */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, &error);
  if (info == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (g_file_info_get_size (info) > PARLOUR_OPEN_MAX_SIZE)
    {
      g_autofree char *size = g_format_size_full (g_file_info_get_size (info),
                                                  G_FORMAT_SIZE_LONG_FORMAT);
      g_autofree char *limit = g_format_size_full (PARLOUR_OPEN_MAX_SIZE,
                                                   G_FORMAT_SIZE_LONG_FORMAT);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                               /* Translators: two sizes, such as “20.1 MB” and “16.8 MB” */
                               _("The file is %s; Parlour opens files of at most %s."),
                               size, limit);
      return;
    }
  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (!g_utf8_validate_len (contents, length, NULL))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               "%s", _("The file is not a text file."));
      return;
    }

  /* the format's own match (BPGN, Chess Bingo), or PGN's games */
  format = parlour_match_detect_format (name, contents);
  if (format->read != NULL)
    {
      g_autoptr(ParlourMatch) match = format->read (contents, length, g_get_monotonic_time (),
                                                    &error);

      if (match == NULL)
        {
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                   _(format->invalid), error->message);
          return;
        }
      opened = g_new0 (OpenedFile, 1);
      opened->match = g_steal_pointer (&match);
      opened->n_games = 1;
      g_task_return_pointer (task, opened, (GDestroyNotify) opened_file_free);
      return;
    }

  games = parlour_pgn_parse (contents, &error);
  if (games == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _(format->invalid), error->message);
      return;
    }
  if (games->len == 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               "%s", _("The file holds no game."));
      return;
    }

  opened = g_new0 (OpenedFile, 1);
  opened->game = g_object_ref (g_ptr_array_index (games, 0));
  opened->n_games = games->len;
  g_task_return_pointer (task, opened, (GDestroyNotify) opened_file_free);
}

/* the subtitle says "Opening…" while a file is read */
static void
show_opening (ParlourWindow *self)
{
  if (self->title_before_open == NULL)
    self->title_before_open = g_strdup (adw_window_title_get_subtitle (self->window_title));
  adw_window_title_set_subtitle (self->window_title, _("Opening…"));
}

/* unless a game that came in since has its own subtitle */
static void
end_opening (ParlourWindow *self)
{
  g_autofree char *before = g_steal_pointer (&self->title_before_open);

  if (before != NULL
      && g_strcmp0 (adw_window_title_get_subtitle (self->window_title), _("Opening…")) == 0)
    adw_window_title_set_subtitle (self->window_title, before);
}

void
_parlour_window_cancel_open (ParlourWindow *self)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));

  if (self->open_cancellable != NULL)
    g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  end_opening (self);
}

static void
replace_with_opened (ParlourWindow *self,
                     gpointer       data)
{
  OpenedFile *opened = data;

  /* a game, not its file, is what a newer Open would replace */
  g_clear_object (&self->open_cancellable);
  if (opened->match != NULL)
    parlour_window_set_match (self, opened->match);
  else
    _parlour_window_set_game_from_file (self, opened->game);
  _parlour_window_mark_saved (self, _parlour_window_get_edits (self));
  /* Save writes back to the file, unless it holds more games than the one
   * shown: those would be lost */
  if (opened->n_games == 1)
    remember_file (self, opened->file);

  if (opened->n_games > 1)
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The file holds %u game; the first one was opened",
                                           "The file holds %u games; the first one was opened",
                                           opened->n_games),
                              opened->n_games);
      _parlour_window_show_toast (self, text);
    }
}

static void
file_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(ParlourWindow) self = window_ref_free (user_data);
  GTask *task = G_TASK (result);
  g_autoptr(GError) error = NULL;
  OpenedFile *opened = g_task_propagate_pointer (task, &error);

  /* the window's closing, a newer Open or a new game: nothing to say */
  if (self == NULL)
    {
      g_clear_pointer (&opened, opened_file_free);
      return;
    }
  file_operation_ended (self);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  end_opening (self);
  if (opened == NULL)
    {
      g_autofree char *name = display_name (g_task_get_task_data (task));
      /* Translators: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      g_clear_object (&self->open_cancellable);
      _parlour_window_show_error (self, heading, error->message);
      return;
    }

  opened->file = g_object_ref (g_task_get_task_data (task));
  /* the cancellable stays until the game is in: a newer Open drops the question */
  _parlour_window_replace_game (self, replace_with_opened, opened,
                                (GDestroyNotify) opened_file_free, self->open_cancellable);
}

void
parlour_window_open_file (ParlourWindow *self,
                          GFile         *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _parlour_window_cancel_open (self);
  self->open_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->open_cancellable, file_read_cb, window_ref_new (self));
  g_task_set_source_tag (task, parlour_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  show_opening (self);
  file_operation_started (self);
  g_task_run_in_thread (task, read_file_thread);
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
      _parlour_window_show_toast (self, text);
    }
}

/* Save */

typedef struct
{
  GWeakRef      window;
  GFile        *file;
  ParlourMatch *match;        /* the match written, and its edits then */
  guint         edits;
  GApplication *application;  /* held: it stays up until the file is written */
} SavedFile;

static void
saved_file_free (SavedFile *saved)
{
  g_weak_ref_clear (&saved->window);
  if (saved->application != NULL)
    g_application_release (saved->application);
  g_clear_object (&saved->application);
  g_clear_object (&saved->file);
  g_clear_object (&saved->match);
  g_free (saved);
}

static void
file_written_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SavedFile *saved = g_task_get_task_data (task);
  g_autoptr(ParlourWindow) self = g_weak_ref_get (&saved->window);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = display_name (saved->file);
  g_autofree char *text = NULL;
  gboolean written = g_file_replace_contents_finish (G_FILE (source), result, NULL, &error);

  /* the window has closed; the file is written or not all the same */
  if (self == NULL || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    {
      if (!written)
        g_warning ("Could not save %s: %s", name, error->message);
      g_task_return_boolean (task, written);
      return;
    }

  file_operation_ended (self);
  if (!written)
    {
      /* Translators: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      _parlour_window_show_error (self, heading, error->message);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (saved->match == self->match)
    {
      _parlour_window_mark_saved (self, saved->edits);
      remember_file (self, saved->file);
    }
  /* Translators: %s is a file name */
  text = g_strdup_printf (_("Saved as “%s”"), name);
  _parlour_window_show_toast (self, text);
  g_task_return_boolean (task, TRUE);
}

/* Writes the game as it is now to @file; the toast or the error dialog says how
 * it went, and @callback (nullable) learns it too. */
static void
save_file_async (ParlourWindow       *self,
                 GFile               *file,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  GTask *task = g_task_new (NULL, self->cancellable, callback, user_data);
  SavedFile *saved = g_new0 (SavedFile, 1);
  g_autoptr(GBytes) bytes = NULL;
  const ParlourMatchFormat *format = PARLOUR_MATCH_GET_CLASS (self->match)->format;
  char *pgn;

  g_task_set_source_tag (task, save_file_async);
  _parlour_window_store_clock_readings (self);
  /* the match's way of playing names its file: PGN holds one board, BPGN a
   * Bughouse match's two (docs/rules/notation.md, "BPGN"), a Chess Bingo match
   * file the card too */
  pgn = format->write (self->match, g_get_monotonic_time ());
  bytes = g_bytes_new_take (pgn, strlen (pgn));
  g_weak_ref_init (&saved->window, self);
  saved->file = g_object_ref (file);
  saved->match = g_object_ref (self->match);
  saved->edits = _parlour_window_get_edits (self);
  saved->application = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  if (saved->application != NULL)
    g_application_hold (g_object_ref (saved->application));
  g_task_set_task_data (task, saved, (GDestroyNotify) saved_file_free);

  file_operation_started (self);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, file_written_cb, task);
}

void
parlour_window_save_file (ParlourWindow *self,
                          GFile         *file)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  save_file_async (self, file, NULL, NULL);
}

/* The choosers */

static GtkNativeDialog *
chooser_new (ParlourWindow        *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept_label,
             GCallback             response_cb)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = pgn_filter ();

  native = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                        accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_signal_connect_object (native, "response", response_cb, self, 0);
  return GTK_NATIVE_DIALOG (native);
}

static void
chooser_show (ParlourWindow   *self,
              GtkNativeDialog *native)
{
  /* one at a time: a chooser still up is answered with Cancel */
  if (self->file_chooser != NULL)
    g_signal_emit_by_name (self->file_chooser, "response", GTK_RESPONSE_CANCEL);
  self->file_chooser = native;
  gtk_native_dialog_show (native);
}

/* the chosen file, if the chooser was accepted; the chooser goes */
static GFile *
chooser_end (ParlourWindow   *self,
             GtkNativeDialog *native,
             int              response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = g_object_steal_data (G_OBJECT (native), "parlour-chosen");
      if (file == NULL)
        file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
    }
  if (self->file_chooser == native)
    self->file_chooser = NULL;
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
  return file;
}

void
_parlour_window_answer_file_chooser (ParlourWindow *self,
                                     GFile         *file)
{
  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (self->file_chooser != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL)
    g_object_set_data_full (G_OBJECT (self->file_chooser), "parlour-chosen",
                            g_object_ref (file), g_object_unref);
  g_signal_emit_by_name (self->file_chooser, "response",
                         file ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
}

static void
open_response_cb (GtkNativeDialog *native,
                  int              response,
                  ParlourWindow   *self)
{
  g_autoptr(GFile) file = chooser_end (self, native, response);

  if (file != NULL)
    parlour_window_open_file (self, file);
}

void
_parlour_window_open_dialog (ParlourWindow *self)
{
  chooser_show (self, chooser_new (self, _("Open Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                   _("_Open"), G_CALLBACK (open_response_cb)));
}

static void
saved_as_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
save_response_cb (GtkNativeDialog *native,
                  int              response,
                  ParlourWindow   *self)
{
  GTask *task = g_object_steal_data (G_OBJECT (native), "parlour-task");
  g_autoptr(GFile) file = chooser_end (self, native, response);

  if (file != NULL)
    save_file_async (self, file, saved_as_cb, task);
  else
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                               _("The game was not saved"));
      g_object_unref (task);
    }
}

void
_parlour_window_save_as_async (ParlourWindow       *self,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GtkNativeDialog *native;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *suggested = NULL;
  GTask *task = g_task_new (NULL, self->cancellable, callback, user_data);

  g_task_set_source_tag (task, _parlour_window_save_as_async);
  native = chooser_new (self, _("Save Game As"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Save"), G_CALLBACK (save_response_cb));
  suggested = PARLOUR_MATCH_GET_CLASS (self->match)->format->suggest_name (self->match, date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested);
  g_object_set_data (G_OBJECT (native), "parlour-task", task);
  chooser_show (self, native);
}

void
_parlour_window_save_async (ParlourWindow       *self,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GFile *file = g_object_get_data (G_OBJECT (self->match), MATCH_FILE_KEY);
  GTask *task = g_task_new (NULL, self->cancellable, callback, user_data);

  g_task_set_source_tag (task, _parlour_window_save_async);
  if (file != NULL)
    save_file_async (self, file, saved_as_cb, task);
  else
    _parlour_window_save_as_async (self, saved_as_cb, task);
}

gboolean
_parlour_window_save_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == _parlour_window_save_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

GFile *
_parlour_window_get_file (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->match ? g_object_get_data (G_OBJECT (self->match), MATCH_FILE_KEY) : NULL;
}

gboolean
_parlour_window_save_as_finish (GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == _parlour_window_save_as_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
_parlour_window_init_files (ParlourWindow *self)
{
  self->cancellable = g_cancellable_new ();
  _parlour_window_init_discard (self);
}

void
_parlour_window_dispose_files (ParlourWindow *self)
{
  if (self->file_chooser != NULL)
    g_signal_emit_by_name (self->file_chooser, "response", GTK_RESPONSE_CANCEL);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->open_cancellable != NULL)
    g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  g_clear_pointer (&self->title_before_open, g_free);
  _parlour_window_dispose_discard (self);
}
