/* parlour-autosave.c — the game in progress, kept on disk across restarts and crashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The autosave is a GKeyFile: the PGN of the game (so the moves are written in the
 * same form as Save As writes them), the result when the game ended for a reason
 * the moves alone do not show (resignation, agreement, time), the time controls,
 * the remaining time of both sides at every ply (undo and redo restore them), and
 * what the board showed. It is written with g_file_set_contents(), which writes a
 * temporary file and renames it, so a crash or SIGKILL at any moment leaves either
 * the previous autosave or the new one, never half of one.
 */
#include "config.h"

#include <errno.h>

#include <gio/gio.h>

#include "parlour-autosave.h"
#include "parlour-pgn.h"

#define AUTOSAVE_VERSION 1

ParlourSavedGame *
parlour_saved_game_new (void)
{
  ParlourSavedGame *saved = g_new0 (ParlourSavedGame, 1);

  saved->times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  saved->view_ply = G_MAXUINT;
  return saved;
}

void
parlour_saved_game_free (ParlourSavedGame *saved)
{
  if (saved == NULL)
    return;
  g_clear_object (&saved->game);
  g_clear_object (&saved->clock);
  g_clear_pointer (&saved->times, g_array_unref);
  g_free (saved);
}

char *
parlour_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "autosave.ini", NULL);
}

static const char *
color_to_string (ParlourColor color)
{
  return color == PARLOUR_WHITE ? "white" : "black";
}

static gboolean
color_from_string (const char   *text,
                   ParlourColor *color)
{
  if (g_strcmp0 (text, "white") == 0)
    *color = PARLOUR_WHITE;
  else if (g_strcmp0 (text, "black") == 0)
    *color = PARLOUR_BLACK;
  else
    return FALSE;
  return TRUE;
}

static ParlourTermination
termination_from_string (const char *text)
{
  for (guint t = PARLOUR_TERMINATION_NONE; t <= PARLOUR_TERMINATION_HUNDRED_MOVES; t++)
    if (g_strcmp0 (parlour_termination_to_string (t), text) == 0)
      return t;
  return PARLOUR_TERMINATION_NONE;
}

gboolean
parlour_autosave_write (const char             *path,
                        const ParlourSavedGame *saved,
                        GError                **error)
{
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autofree char *pgn = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  ParlourResult result;
  gsize length;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (saved != NULL && PARLOUR_IS_GAME (saved->game), FALSE);

  pgn = parlour_pgn_write (saved->game);
  result = parlour_game_get_result (saved->game);

  g_key_file_set_integer (keyfile, "Autosave", "version", AUTOSAVE_VERSION);
  g_key_file_set_integer (keyfile, "Autosave", "view-ply",
                          saved->view_ply == G_MAXUINT ? -1 : (int) saved->view_ply);
  g_key_file_set_boolean (keyfile, "Autosave", "flipped", saved->flipped);
  g_key_file_set_string (keyfile, "Game", "pgn", pgn);
  g_key_file_set_string (keyfile, "Game", "result", parlour_result_to_string (result));
  g_key_file_set_string (keyfile, "Game", "termination",
                         parlour_termination_to_string (parlour_game_get_termination (saved->game)));

  if (saved->clock != NULL)
    {
      g_autofree char *white = NULL;
      g_autofree char *black = NULL;
      g_autoptr(GString) times = g_string_new (NULL);

      white = parlour_time_control_to_string (parlour_clock_get_control (saved->clock,
                                                                          PARLOUR_WHITE));
      black = parlour_time_control_to_string (parlour_clock_get_control (saved->clock,
                                                                          PARLOUR_BLACK));
      g_key_file_set_string (keyfile, "Clock", "white", white);
      g_key_file_set_string (keyfile, "Clock", "black", black);
      g_key_file_set_boolean (keyfile, "Clock", "started", saved->clock_started);
      g_key_file_set_string (keyfile, "Clock", "active",
                             color_to_string (parlour_clock_get_active (saved->clock)));
      for (guint i = 0; i < saved->times->len; i++)
        {
          const ParlourClockTimes *t = &g_array_index (saved->times, ParlourClockTimes, i);
          g_string_append_printf (times, "%s%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT,
                                  i ? ";" : "", t->remaining[0], t->remaining[1]);
        }
      g_key_file_set_string (keyfile, "Clock", "times", times->str);
    }

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  data = g_key_file_to_data (keyfile, &length, NULL);
  return g_file_set_contents (path, data, length, error);
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

  parlour_game_set_result (game, result, termination_from_string (termination_text));
}

ParlourSavedGame *
parlour_autosave_read (const char *path,
                       GError    **error)
{
  g_autoptr(ParlourSavedGame) saved = parlour_saved_game_new ();
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *result = NULL;
  g_autofree char *termination = NULL;
  GError *local_error = NULL;
  int view_ply;
  guint n_moves;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_key_file_load_from_file (keyfile, path, G_KEY_FILE_NONE, error))
    return NULL;

  if (g_key_file_get_integer (keyfile, "Autosave", "version", &local_error) != AUTOSAVE_VERSION)
    {
      if (local_error == NULL)
        g_set_error (&local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                     "Unknown autosave version");
      g_propagate_error (error, local_error);
      return NULL;
    }

  pgn = g_key_file_get_string (keyfile, "Game", "pgn", error);
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
  saved->game = g_object_ref (g_ptr_array_index (games, 0));
  n_moves = parlour_game_get_n_moves (saved->game);

  result = g_key_file_get_string (keyfile, "Game", "result", NULL);
  termination = g_key_file_get_string (keyfile, "Game", "termination", NULL);
  restore_result (saved->game, result, termination);

  view_ply = g_key_file_get_integer (keyfile, "Autosave", "view-ply", NULL);
  saved->view_ply = (view_ply < 0 || (guint) view_ply >= n_moves) ? G_MAXUINT : (guint) view_ply;
  saved->flipped = g_key_file_get_boolean (keyfile, "Autosave", "flipped", NULL);

  if (g_key_file_has_group (keyfile, "Clock"))
    {
      g_autofree char *white = g_key_file_get_string (keyfile, "Clock", "white", error);
      g_autofree char *black = NULL;
      g_autofree char *active_text = NULL;
      g_autofree char *times = NULL;
      ParlourTimeControl tc[2];
      ParlourColor active;
      const ParlourClockTimes *last;

      if (white == NULL
          || (black = g_key_file_get_string (keyfile, "Clock", "black", error)) == NULL
          || (active_text = g_key_file_get_string (keyfile, "Clock", "active", error)) == NULL
          || (times = g_key_file_get_string (keyfile, "Clock", "times", error)) == NULL
          || !parlour_time_control_parse (white, &tc[PARLOUR_WHITE], error)
          || !parlour_time_control_parse (black, &tc[PARLOUR_BLACK], error)
          || !parse_times (times, saved->times, error))
        return NULL;

      if (!color_from_string (active_text, &active) || saved->times->len < n_moves + 1)
        {
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                       "The clock does not match the moves");
          return NULL;
        }

      saved->clock = parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
      saved->clock_started = g_key_file_get_boolean (keyfile, "Clock", "started", NULL);
      last = &g_array_index (saved->times, ParlourClockTimes, n_moves);
      parlour_clock_set_remaining (saved->clock, PARLOUR_WHITE, last->remaining[PARLOUR_WHITE]);
      parlour_clock_set_remaining (saved->clock, PARLOUR_BLACK, last->remaining[PARLOUR_BLACK]);
    }

  return g_steal_pointer (&saved);
}

char *
parlour_autosave_move_aside (const char *path,
                             GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *bad = g_build_filename (dir, "autosave.bad", NULL);
  g_autoptr(GFile) from = g_file_new_for_path (path);
  g_autoptr(GFile) to = g_file_new_for_path (bad);

  if (!g_file_move (from, to, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
    return NULL;
  return g_steal_pointer (&bad);
}
