/* parlour-cli-pgn.c — parlour-cli pgn FILE: read every game of a PGN file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints one summary line per game and its moves in SAN on the next line, each
 * followed by its clock reading ("{[%clk 0:04:58]}") where the file has one.
 * A file that does not parse gives "parlour-cli: FILE:LINE:COLUMN: message" on
 * stderr and exit status 1, as compilers report errors, so editors can jump
 * to the place.
 */
#include "parlour-cli-private.h"
#include "parlour-pgn.h"

#include <string.h>

static const char *
tag_or_unknown (ParlourGame *game,
                const char  *name)
{
  const char *value = parlour_game_get_tag (game, name);

  return value != NULL ? value : "?";
}

static void
print_game (ParlourGame *game,
            guint        number)
{
  guint n = parlour_game_get_n_moves (game);
  g_autoptr(GString) moves = g_string_new (NULL);

  printf ("Game %u: White \"%s\" - Black \"%s\", Result %s, Variant %s, %u %s\n", number,
          tag_or_unknown (game, "White"), tag_or_unknown (game, "Black"),
          parlour_result_to_string (parlour_game_get_result (game)),
          parlour_game_get_variant (game)->id, n, n == 1 ? "ply" : "plies");
  for (guint ply = 0; ply < n; ply++)
    {
      const ParlourPosition *pos = parlour_game_get_position_at (game, ply);

      if (ply > 0)
        g_string_append_c (moves, ' ');
      if (pos->side == PARLOUR_WHITE)
        g_string_append_printf (moves, "%u. ", pos->fullmove);
      else if (ply == 0)
        g_string_append_printf (moves, "%u... ", pos->fullmove);
      g_string_append (moves, parlour_game_get_san (game, ply));
      if (parlour_game_get_clock (game, ply) >= 0)
        {
          g_autofree char *clock = parlour_pgn_format_clock (parlour_game_get_clock (game, ply));
          g_string_append_printf (moves, " {[%%clk %s]}", clock);
        }
    }
  printf ("%s\n", n > 0 ? moves->str : "(no moves)");
}

int
parlour_cli_pgn (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *text = NULL;
  const char *file;
  gsize len;

  if (argc != 2)
    return parlour_cli_usage_error ("pgn needs exactly one FILE");
  file = argv[1];
  if (file[0] == '-' && file[1] != '\0')
    return parlour_cli_usage_error ("pgn takes no options, only a FILE (not “%s”)", file);

  if (!g_file_get_contents (file, &text, &len, &error))
    return parlour_cli_input_error ("%s", error->message);
  if (memchr (text, '\0', len) != NULL)
    return parlour_cli_input_error ("%s: not a text file (it contains a NUL byte)", file);

  games = parlour_pgn_parse (text, &error);
  if (games == NULL)
    {
      guint line, column;
      int offset = 0;

      /* "line L, column C: message" becomes "FILE:L:C: message" */
      if (sscanf (error->message, "line %u, column %u: %n", &line, &column, &offset) == 2 &&
          offset > 0)
        return parlour_cli_input_error ("%s:%u:%u: %s", file, line, column,
                                        error->message + offset);
      return parlour_cli_input_error ("%s: %s", file, error->message);
    }

  for (guint i = 0; i < games->len; i++)
    print_game (g_ptr_array_index (games, i), i + 1);
  return 0;
}
