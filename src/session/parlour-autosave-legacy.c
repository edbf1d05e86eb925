/* parlour-autosave-legacy.c — the autosave of Parlour 0.1, a key file, still read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Parlour 0.1 kept one game in a GKeyFile: [Autosave] version=1, view-ply,
 * flipped; [Game] the PGN, the result and the termination (its plain-English
 * name); [Clock] both time controls, whether the clock had started, the side
 * whose time ran and the remaining times at every ply ("w,b;w,b;…"). A user
 * who updates Parlour with a game in progress finds it again: it is read
 * into a match here, and the next autosave is written in the current form.
 */
#include "config.h"

#include <string.h>

#include "parlour-autosave.h"
#include "parlour-pgn.h"

#define LEGACY_VERSION 1

gboolean
parlour_autosave_is_legacy (const char *contents)
{
  g_return_val_if_fail (contents != NULL, FALSE);

  return g_str_has_prefix (contents, "[Autosave]");
}

/* g_key_file_get_string() may set an error (an invalid escape) and still
 * return the string it made of the rest: here an error means no string. A
 * value that ends in an escape is refused before GLib reads it: GLib 2.74 sets
 * that error over an earlier one (and warns) when the value has both. */
static char *
key_string (GKeyFile   *keyfile,
            const char *group,
            const char *key,
            GError    **error)
{
  GError *local_error = NULL;
  g_autofree char *raw = g_key_file_get_value (keyfile, group, key, error);
  char *value;
  gsize n = 0;

  if (raw == NULL)
    return NULL;
  for (gsize len = strlen (raw); n < len && raw[len - 1 - n] == '\\'; n++)
    ;
  if (n % 2 == 1)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "The value of “%s” ends with an escape character", key);
      return NULL;
    }
  value = g_key_file_get_string (keyfile, group, key, &local_error);

  if (local_error != NULL)
    {
      g_free (value);
      g_propagate_error (error, local_error);
      return NULL;
    }
  return value;
}

static gboolean
parse_times (const char *text,
             GArray     *times,
             GError    **error)
{
  g_auto(GStrv) plies = g_strsplit (text, ";", -1);

  for (guint i = 0; plies[i] != NULL; i++)
    {
      g_auto(GStrv) sides = g_strsplit (plies[i], ",", -1);
      ParlourClockTimes t;

      if (g_strv_length (sides) != 2
          || !g_ascii_string_to_signed (sides[0], 10, 0, G_MAXINT64, &t.remaining[0], NULL)
          || !g_ascii_string_to_signed (sides[1], 10, 0, G_MAXINT64, &t.remaining[1], NULL))
        {
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                       "Clock times: bad entry %u “%s”", i + 1, plies[i]);
          return FALSE;
        }
      g_array_append_val (times, t);
    }
  return TRUE;
}

/* Parlour 0.1 wrote the termination's plain-English name ("checkmate"). */
static ParlourTermination
termination_from_name (const char *text)
{
  GEnumClass *klass = g_type_class_ref (PARLOUR_TYPE_TERMINATION);
  ParlourTermination found = PARLOUR_TERMINATION_NONE;

  for (guint i = 0; i < klass->n_values; i++)
    if (g_strcmp0 (parlour_termination_to_string (klass->values[i].value), text) == 0)
      found = klass->values[i].value;
  g_type_class_unref (klass);
  return found;
}

/* The moves show mate, stalemate and the automatic draws again when they are
 * replayed; the endings that are not in the moves (resignation, agreement, time,
 * claims) are set again from what was saved. */
static void
restore_result (ParlourGame *game,
                const char  *result_text,
                const char  *termination_text)
{
  ParlourResult result;

  if (parlour_game_is_over (game))
    return;

  if (g_strcmp0 (result_text, "1-0") == 0)
    result = PARLOUR_RESULT_WHITE_WINS;
  else if (g_strcmp0 (result_text, "0-1") == 0)
    result = PARLOUR_RESULT_BLACK_WINS;
  else if (g_strcmp0 (result_text, "1/2-1/2") == 0)
    result = PARLOUR_RESULT_DRAW;
  else
    return;

  parlour_game_set_result (game, result, termination_from_name (termination_text));
}

/* [Clock] into a clock and the times per ply; FALSE with @error if malformed. */
static gboolean
read_clock (GKeyFile      *keyfile,
            guint          n_moves,
            ParlourClock **clock,
            GArray        *times,
            GError       **error)
{
  g_autofree char *white = key_string (keyfile, "Clock", "white", error);
  g_autofree char *black = NULL;
  g_autofree char *active = NULL;
  g_autofree char *text = NULL;
  ParlourTimeControl tc[2];

  if (white == NULL
      || (black = key_string (keyfile, "Clock", "black", error)) == NULL
      || (active = key_string (keyfile, "Clock", "active", error)) == NULL
      || (text = key_string (keyfile, "Clock", "times", error)) == NULL
      || !parlour_time_control_parse (white, &tc[PARLOUR_WHITE], error)
      || !parlour_time_control_parse (black, &tc[PARLOUR_BLACK], error)
      || !parse_times (text, times, error))
    return FALSE;

  if ((!g_str_equal (active, "white") && !g_str_equal (active, "black"))
      || times->len < n_moves + 1)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   "The clock does not match the moves");
      return FALSE;
    }
  *clock = parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
  return TRUE;
}

ParlourSavedMatch *
parlour_autosave_read_legacy (const char *contents,
                              gsize       length,
                              gint64      now_us,
                              GError    **error)
{
  g_autoptr(ParlourSavedMatch) saved = parlour_saved_match_new ();
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  g_autoptr(ParlourClock) clock = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *result = NULL;
  g_autofree char *termination = NULL;
  GError *local_error = NULL;
  ParlourGame *game;
  int view_ply;
  guint n_moves;

  if (!g_key_file_load_from_data (keyfile, contents, length, G_KEY_FILE_NONE, error))
    return NULL;

  if (g_key_file_get_integer (keyfile, "Autosave", "version", &local_error) != LEGACY_VERSION)
    {
      if (local_error == NULL)
        g_set_error (&local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                     "Unknown autosave version");
      g_propagate_error (error, local_error);
      return NULL;
    }

  pgn = key_string (keyfile, "Game", "pgn", error);
  if (pgn == NULL)
    return NULL;
  games = parlour_pgn_parse (pgn, error);
  if (games == NULL)
    return NULL;
  if (games->len == 0)
    {
      g_set_error (error, PARLOUR_PGN_ERROR, PARLOUR_PGN_ERROR_EMPTY, "No game in the autosave");
      return NULL;
    }
  game = g_ptr_array_index (games, 0);
  n_moves = parlour_game_get_n_moves (game);

  result = key_string (keyfile, "Game", "result", NULL);
  termination = key_string (keyfile, "Game", "termination", NULL);
  restore_result (game, result, termination);

  if (g_key_file_has_group (keyfile, "Clock") && !read_clock (keyfile, n_moves, &clock, times, error))
    return NULL;

  saved->match = parlour_match_new_for_game (game, clock);
  if (clock != NULL)
    parlour_match_set_times (saved->match, 0, times,
                             g_key_file_get_boolean (keyfile, "Clock", "started", NULL), now_us);

  view_ply = g_key_file_get_integer (keyfile, "Autosave", "view-ply", NULL);
  saved->view_ply = (view_ply < 0 || (guint) view_ply >= n_moves) ? PARLOUR_CURRENT_PLY
                                                                   : (guint) view_ply;
  saved->flipped = g_key_file_get_boolean (keyfile, "Autosave", "flipped", NULL);
  return g_steal_pointer (&saved);
}
