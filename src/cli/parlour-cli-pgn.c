/* parlour-cli-pgn.c — parlour-cli pgn FILE and bpgn FILE: read a PGN or BPGN file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pgn prints one summary line per game and its moves in SAN on the next line,
 * each followed by its clock reading ("{[%clk 0:04:58]}") where the file has
 * one. bpgn replays the first bughouse game of a BPGN file and prints three
 * lines: "A <FEN of board A>", "B <FEN of board B>" (reserves in brackets) and
 * "result <1-0|0-1|1/2-1/2|*>", the team result (1-0: White on A and Black on
 * B won). A file that does not parse gives "parlour-cli: FILE:LINE:COLUMN:
 * message" on stderr and exit status 1, as compilers report errors, so
 * editors can jump to the place; for a move the message names it and its
 * board.
 */
#include "parlour-bpgn.h"
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

/* The text of the command's one FILE argument into @text; else the exit status. */
static int
read_file_argument (const char  *command,
                    int          argc,
                    char       **argv,
                    char       **text)
{
  g_autoptr(GError) error = NULL;
  const char *file;
  gsize len;

  if (argc != 2)
    return parlour_cli_usage_error ("%s needs exactly one FILE", command);
  file = argv[1];
  if (file[0] == '-' && file[1] != '\0')
    return parlour_cli_usage_error ("%s takes no options, only a FILE (not “%s”)", command, file);

  if (!g_file_get_contents (file, text, &len, &error))
    return parlour_cli_input_error ("%s", error->message);
  if (memchr (*text, '\0', len) != NULL)
    return parlour_cli_input_error ("%s: not a text file (it contains a NUL byte)", file);
  return 0;
}

/* "line L, column C: message" becomes "FILE:L:C: message" */
static int
parse_error (const char   *file,
             const GError *error)
{
  guint line, column;
  int offset = 0;

  if (sscanf (error->message, "line %u, column %u: %n", &line, &column, &offset) == 2 &&
      offset > 0)
    return parlour_cli_input_error ("%s:%u:%u: %s", file, line, column, error->message + offset);
  return parlour_cli_input_error ("%s: %s", file, error->message);
}

int
parlour_cli_pgn (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *text = NULL;
  int status = read_file_argument ("pgn", argc, argv, &text);

  if (status != 0)
    return status;
  games = parlour_pgn_parse (text, &error);
  if (games == NULL)
    return parse_error (argv[1], error);

  for (guint i = 0; i < games->len; i++)
    print_game (g_ptr_array_index (games, i), i + 1);
  return 0;
}

int
parlour_cli_bpgn (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autofree char *text = NULL;
  int status = read_file_argument ("bpgn", argc, argv, &text);

  if (status != 0)
    return status;
  match = parlour_bpgn_read (text, &error);
  if (match == NULL)
    return parse_error (argv[1], error);

  for (guint board = 0; board < 2; board++)
    {
      g_autofree char *fen =
        parlour_position_to_fen (parlour_game_get_position (parlour_match_get_game (match,
                                                                                    board)));
      printf ("%c %s\n", 'A' + board, fen);
    }
  printf ("result %s\n", parlour_result_to_string (parlour_match_get_result (match, NULL)));
  return 0;
}
