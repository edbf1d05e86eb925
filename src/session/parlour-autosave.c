/* parlour-autosave.c — the match in progress, kept on disk across restarts and crashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The autosave is a GVariant dictionary in GVariant's text form, so that a
 * person can read it in a bug report:
 *   format    s      "parlour-autosave"
 *   version   u      AUTOSAVE_VERSION
 *   match     a{sv}  parlour_match_serialize() (its own versioned form)
 *   view-ply  i      the ply the board shows, -1 when it follows the game
 *   flipped   b
 *   levels    au     optional: per seat, a computer seat's level, else 0
 *                    (docs/computer.md); an autosave without it plays its
 *                    computer seats at the strongest level
 * It is written with g_file_set_contents_full(), which writes a temporary file,
 * fsyncs it and renames it, so a crash or SIGKILL at any moment leaves either
 * the previous autosave or the new one, never half of one. When it is written
 * is ParlourSession's business (parlour-session.c). The key file that Parlour 0.1
 * wrote (autosave.ini) is still read (parlour-autosave-legacy.c).
 */
#include "config.h"

#include <errno.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "parlour-autosave.h"
#include "parlour-saved-text.h"
#include "parlour-search.h"
#include "parlour-seat-view.h"

#define AUTOSAVE_FORMAT  "parlour-autosave"
#define AUTOSAVE_VERSION 2

ParlourSavedMatch *
parlour_saved_match_new (void)
{
  ParlourSavedMatch *saved = g_new0 (ParlourSavedMatch, 1);

  saved->view_ply = PARLOUR_CURRENT_PLY;
  return saved;
}

void
parlour_saved_match_free (ParlourSavedMatch *saved)
{
  if (saved == NULL)
    return;
  g_clear_object (&saved->match);
  g_free (saved);
}

char *
parlour_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "autosave.gvariant", NULL);
}

char *
parlour_autosave_get_legacy_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "autosave.ini", NULL);
}

char *
parlour_autosave_to_data (const ParlourSavedMatch *saved,
                          gint64                   now_us)
{
  g_autoptr(GVariant) value = NULL;
  GVariantBuilder builder;
  guint n_seats;

  g_return_val_if_fail (saved != NULL && PARLOUR_IS_MATCH (saved->match), NULL);

  n_seats = MIN (parlour_match_get_n_seats (saved->match), PARLOUR_SAVED_MAX_SEATS);
  parlour_match_keep_current_times (saved->match, now_us);
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "format", g_variant_new_string (AUTOSAVE_FORMAT));
  g_variant_builder_add (&builder, "{sv}", "version", g_variant_new_uint32 (AUTOSAVE_VERSION));
  /* what this computer's seats may not see stays off its disk */
  g_variant_builder_add (&builder, "{sv}", "match",
                         saved->hidden_seats != 0
                         ? parlour_seat_view_serialize_kept (saved->match, ~saved->hidden_seats)
                         : parlour_match_serialize (saved->match));
  g_variant_builder_add (&builder, "{sv}", "view-ply",
                         g_variant_new_int32 (saved->view_ply >= G_MAXINT32
                                              ? -1 : (gint32) saved->view_ply));
  g_variant_builder_add (&builder, "{sv}", "flipped", g_variant_new_boolean (saved->flipped));
  g_variant_builder_add (&builder, "{sv}", "levels",
                         g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, saved->levels,
                                                    n_seats, sizeof (guint32)));
  value = g_variant_ref_sink (g_variant_builder_end (&builder));
  return g_variant_print (value, TRUE);
}

gboolean
parlour_autosave_write_data (const char  *path,
                             const char  *text,
                             GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *legacy = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  /* a temporary file, fsynced, renamed over the autosave */
  if (!g_file_set_contents_full (path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, error))
    return FALSE;

  /* this autosave replaces the one an older Parlour left */
  legacy = g_build_filename (dir, "autosave.ini", NULL);
  if (g_strcmp0 (legacy, path) != 0)
    g_unlink (legacy);
  return TRUE;
}

gboolean
parlour_autosave_write (const char              *path,
                        const ParlourSavedMatch *saved,
                        gint64                   now_us,
                        GError                 **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (saved != NULL && PARLOUR_IS_MATCH (saved->match), FALSE);

  text = parlour_autosave_to_data (saved, now_us);
  return parlour_autosave_write_data (path, text, error);
}

/* The computer seats' levels, if the autosave kept them: one per seat, each a
 * level or 0. */
static gboolean
read_levels (ParlourSavedMatch *saved,
             GVariantDict      *dict,
             GError           **error)
{
  g_autoptr(GVariant) levels = NULL;
  const guint32 *values;
  gsize n;

  if (!g_variant_dict_contains (dict, "levels"))
    return TRUE;
  levels = g_variant_dict_lookup_value (dict, "levels", G_VARIANT_TYPE ("au"));
  if (levels == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           "The autosave's levels are not a list of numbers");
      return FALSE;
    }
  values = g_variant_get_fixed_array (levels, &n, sizeof (guint32));
  if (n != MIN (parlour_match_get_n_seats (saved->match), PARLOUR_SAVED_MAX_SEATS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "The autosave has %" G_GSIZE_FORMAT " computer levels for %u seats",
                   n, parlour_match_get_n_seats (saved->match));
      return FALSE;
    }
  for (gsize i = 0; i < n; i++)
    {
      if (values[i] > PARLOUR_SEARCH_LEVEL_MAX)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                       "The autosave's computer level %u of seat %" G_GSIZE_FORMAT
                       " is not 0 to %d", values[i], i, PARLOUR_SEARCH_LEVEL_MAX);
          return FALSE;
        }
      saved->levels[i] = values[i];
    }
  return TRUE;
}

static ParlourSavedMatch *
read_current (const char *contents,
              gsize       length,
              gint64      now_us,
              GError    **error)
{
  g_autoptr(ParlourSavedMatch) saved = parlour_saved_match_new ();
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) match = NULL;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  const char *format = NULL;
  guint32 version = 0;
  gint32 view_ply = -1;
  guint n_moves;

  value = parlour_saved_text_parse (contents, length, G_VARIANT_TYPE_VARDICT, error);
  if (value == NULL)
    return NULL;
  g_variant_dict_init (&dict, value);
  if (!g_variant_dict_lookup (&dict, "format", "&s", &format)
      || !g_str_equal (format, AUTOSAVE_FORMAT))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "Not a Parlour autosave");
      return NULL;
    }
  if (!g_variant_dict_lookup (&dict, "version", "u", &version) || version != AUTOSAVE_VERSION)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "Autosave version %u is not one this Parlour reads (%u)",
                   version, AUTOSAVE_VERSION);
      return NULL;
    }
  match = g_variant_dict_lookup_value (&dict, "match", G_VARIANT_TYPE_VARDICT);
  if (match == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "The autosave has no match");
      return NULL;
    }
  saved->match = parlour_match_deserialize (match, now_us, error);
  if (saved->match == NULL)
    return NULL;

  g_variant_dict_lookup (&dict, "view-ply", "i", &view_ply);
  g_variant_dict_lookup (&dict, "flipped", "b", &saved->flipped);
  if (!read_levels (saved, &dict, error))
    return NULL;
  n_moves = parlour_game_get_n_moves (parlour_match_get_game (saved->match, 0));
  saved->view_ply = (view_ply < 0 || (guint) view_ply >= n_moves) ? PARLOUR_CURRENT_PLY
                                                                   : (guint) view_ply;
  return g_steal_pointer (&saved);
}

ParlourSavedMatch *
parlour_autosave_read (const char *path,
                       gint64      now_us,
                       GError    **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  return parlour_autosave_read_data (contents, length, now_us, error);
}

ParlourSavedMatch *
parlour_autosave_read_data (const char *contents,
                            gsize       length,
                            gint64      now_us,
                            GError    **error)
{
  g_return_val_if_fail (contents != NULL, NULL);
  g_return_val_if_fail (contents[length] == '\0', NULL);

  if (parlour_autosave_is_legacy (contents))
    return parlour_autosave_read_legacy (contents, length, now_us, error);
  if (!g_utf8_validate_len (contents, length, NULL))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           "The autosave is not text (invalid UTF-8)");
      return NULL;
    }
  return read_current (contents, length, now_us, error);
}

/* The most damaged autosaves kept side by side: autosave.bad, autosave-2.bad
 * … autosave-1000.bad. Each is a game someone played; none is overwritten. */
#define MAX_BAD_FILES 1000

char *
parlour_autosave_move_aside (const char *path,
                             GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) from = g_file_new_for_path (path);

  for (guint n = 1; n <= MAX_BAD_FILES; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup ("autosave.bad")
                                     : g_strdup_printf ("autosave-%u.bad", n);
      g_autofree char *bad = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) to = g_file_new_for_path (bad);
      g_autoptr(GError) local = NULL;

      /* no G_FILE_COPY_OVERWRITE: an earlier damaged game stays where it is */
      if (g_file_move (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, &local))
        return g_steal_pointer (&bad);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               "%s already holds %d damaged autosaves", dir, MAX_BAD_FILES);
  return NULL;
}
