/* parlour-cli.c — the headless tool: perft, legal moves, FEN and PGN checks, benchmarks, soaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exit status: 0 success, 1 invalid input (the message on stderr names the
 * problem), 2 usage errors.
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "parlour-bingo-match.h"
#include "parlour-cli-private.h"
#include "parlour-match-format.h"

int
parlour_cli_compare_strings (gconstpointer a,
                             gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static void
usage (FILE *out)
{
  fprintf (out,
           "Usage:\n"
           "  parlour-cli perft [--variant=NAME] [--fen=FEN] [--divide] DEPTH\n"
           "  parlour-cli moves [--variant=NAME] [--fen=FEN]\n"
           "  parlour-cli fen [--variant=NAME] FEN\n"
           "  parlour-cli odds [--variant=panic] --fen=FEN SQUARE\n"
           "  parlour-cli simul [--fen=FEN] WHITE BLACK\n"
           "  parlour-cli pgn FILE\n"
           "  parlour-cli bpgn FILE\n"
           "  parlour-cli bench [--search]\n"
           "  parlour-cli uci\n"
           "  parlour-cli match [--variant=NAME] [--games=N] [--movetime=MS] [--max-plies=N]\n"
           "                    [--seed=S] [--nodes=N] [--random-plies=N] [--pgn=FILE]\n"
           "                    PLAYER1 PLAYER2\n"
           "  parlour-cli soak [--variant=NAME] [--games=N] [--seed=S] [--max-plies=N]\n"
           "  parlour-cli serve [--variant=NAME] [--port=N] [--time=CONTROL] [--fresh]\n"
           "  parlour-cli join HOST:PORT [--code=CODE] [--seat=SEAT]... [--token-file=PATH]\n"
           "  parlour-cli bingo-facts MOVE...\n"
           "  parlour-cli bingo-card --seed=S [--handicap]\n"
           "  parlour-cli handicap --value=V --game=N --giver=white|black FEN\n"
           "  parlour-cli [COMMAND] --help\n"
           "\n"
           "Variants:");
  {
    guint n;
    const ParlourVariant **list = parlour_variant_list (&n);
    for (guint i = 0; i < n; i++)
      fprintf (out, " %s", list[i]->id);
  }
  fprintf (out, "\n");
}

int
parlour_cli_usage_error (const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "parlour-cli: ");
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fprintf (stderr, "\n");
  usage (stderr);
  return 2;
}

int
parlour_cli_input_error (const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "parlour-cli: ");
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fprintf (stderr, "\n");
  return 1;
}

/* An unsigned number option, with a message that names it; NULL (not given) is
 * accepted and leaves @out as it is. */
gboolean
parlour_cli_parse_count (const char *option,
                         const char *text,
                         guint64     min,
                         guint64     max,
                         guint64    *out)
{
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, out, &error))
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      parlour_cli_usage_error ("--%s must be a whole number from %" G_GUINT64_FORMAT " to %"
                               G_GUINT64_FORMAT ", not “%s”", option, min, max, shown);
      return FALSE;
    }
  return TRUE;
}

/* Parses the options shared by the commands; returns -1 to go on, else an exit status. */
int
parlour_cli_parse (int          *argc,
                   char       ***argv,
                   ParlourCliOptions *opts,
                   gboolean      want_divide)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  /* FILENAME: the bytes as given. STRING would convert them from the locale's
   * character set, and fail on bytes that are not in it with a message that names
   * no option; the FEN reader names such a byte itself. */
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_FILENAME, &opts->variant_id, "Variant", "NAME" },
    { "fen", 0, 0, G_OPTION_ARG_FILENAME, &opts->fen, "Start position", "FEN" },
    { "divide", 0, 0, G_OPTION_ARG_NONE, &opts->divide, "One line per move", NULL },
    { NULL }
  };

  if (!want_divide)
    entries[2] = (GOptionEntry) { NULL };
  context = g_option_context_new (NULL);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  /* Unknown options are refused below, so that "-1" reaches the command, which
   * says what is wrong with it (a negative depth) */
  g_option_context_set_ignore_unknown_options (context, TRUE);
  if (!g_option_context_parse (context, argc, argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  for (int i = 1; i < *argc; i++)
    {
      const char *arg = (*argv)[i];
      if (arg[0] == '-' && arg[1] != '\0' && !g_ascii_isdigit (arg[1]))
        {
          g_autofree char *shown = g_utf8_make_valid (arg, -1);
          return parlour_cli_usage_error ("unknown option “%s”", shown);
        }
    }

  opts->variant = parlour_variant_lookup (opts->variant_id ? opts->variant_id
                                          : opts->default_variant ? opts->default_variant
                                          : "chess");
  if (opts->variant == NULL)
    {
      g_autofree char *shown = g_utf8_make_valid (opts->variant_id, -1);
      return parlour_cli_usage_error ("unknown variant “%s”", shown);
    }
  if (opts->fen != NULL)
    {
      opts->pos = parlour_position_new_from_fen (opts->variant, opts->fen, &error);
      if (opts->pos == NULL)
        return parlour_cli_input_error ("invalid FEN in --fen: %s", error->message);
    }
  else
    opts->pos = parlour_position_new (opts->variant);
  return -1;
}

void
parlour_cli_options_clear (ParlourCliOptions *opts)
{
  g_clear_pointer (&opts->variant_id, g_free);
  g_clear_pointer (&opts->fen, g_free);
  g_clear_pointer (&opts->pos, parlour_position_free);
}

/* DEPTH: digits only, 0 to 20; the message says what is wrong with it. */
static gboolean
parse_depth (const char *text,
             guint64    *depth)
{
  g_autofree char *shown = g_utf8_make_valid (text, -1);
  const char *p = text;

  if (*p == '-' && g_ascii_isdigit (p[1]))
    {
      parlour_cli_usage_error ("DEPTH cannot be negative (“%s”): it is a whole number from 0 "
                               "to 20", shown);
      return FALSE;
    }
  for (; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      {
        if (g_ascii_isspace (*p) && p != text)
          parlour_cli_usage_error ("DEPTH “%s” has a space after the number: write the "
                                   "number alone", shown);
        else
          parlour_cli_usage_error ("DEPTH must be a whole number from 0 to 20, not “%s”",
                                   shown);
        return FALSE;
      }
  if (text[0] == '0' && text[1] != '\0')
    {
      parlour_cli_usage_error ("DEPTH “%s” has a leading zero: write the number without it",
                               shown);
      return FALSE;
    }
  *depth = g_ascii_strtoull (text, NULL, 10);
  if (p == text || p - text > 2 || *depth > 20)
    {
      parlour_cli_usage_error ("DEPTH must be a whole number from 0 to 20, not “%s”", shown);
      return FALSE;
    }
  return TRUE;
}

static int
cmd_perft (int argc, char **argv)
{
  g_auto(ParlourCliOptions) opts = { 0 };
  int status = parlour_cli_parse (&argc, &argv, &opts, TRUE);
  guint64 depth;

  if (status >= 0)
    return status;
  if (argc != 2)
    return parlour_cli_usage_error ("perft needs exactly one DEPTH");
  if (!parse_depth (argv[1], &depth))
    return 2;

  if (opts.divide && depth > 0)
    {
      ParlourMoveList list;
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      guint64 total = 0;
      parlour_position_legal_moves (opts.pos, &list);
      for (guint i = 0; i < list.n; i++)
        {
          ParlourUndo undo;
          g_autofree char *name = parlour_move_to_long (opts.pos, list.moves[i]);
          guint64 n;
          parlour_position_make (opts.pos, list.moves[i], &undo);
          n = parlour_perft (opts.pos, depth - 1);
          parlour_position_unmake (opts.pos, &undo);
          total += n;
          g_ptr_array_add (lines, g_strdup_printf ("%s %" G_GUINT64_FORMAT, name, n));
        }
      g_ptr_array_sort (lines, parlour_cli_compare_strings);
      for (guint i = 0; i < lines->len; i++)
        printf ("%s\n", (char *) lines->pdata[i]);
      printf ("nodes %" G_GUINT64_FORMAT "\n", total);
    }
  else
    printf ("nodes %" G_GUINT64_FORMAT "\n", parlour_perft (opts.pos, depth));
  return 0;
}

static int
cmd_moves (int argc, char **argv)
{
  g_auto(ParlourCliOptions) opts = { 0 };
  int status = parlour_cli_parse (&argc, &argv, &opts, FALSE);
  ParlourMoveList list;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  if (status >= 0)
    return status;
  if (argc != 1)
    return parlour_cli_usage_error ("moves takes no arguments besides its options");
  parlour_position_legal_moves (opts.pos, &list);
  for (guint i = 0; i < list.n; i++)
    g_ptr_array_add (names, parlour_move_to_long (opts.pos, list.moves[i]));
  g_ptr_array_sort (names, parlour_cli_compare_strings);
  for (guint i = 0; i < names->len; i++)
    printf ("%s\n", (char *) names->pdata[i]);
  return 0;
}

static int
cmd_fen (int argc, char **argv)
{
  g_auto(ParlourCliOptions) opts = { 0 };
  int status = parlour_cli_parse (&argc, &argv, &opts, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *fen = NULL;

  if (status >= 0)
    return status;
  if (opts.fen != NULL)
    return parlour_cli_usage_error ("fen takes the FEN as its argument, not --fen");
  if (argc != 2)
    return parlour_cli_usage_error ("fen needs exactly one FEN (quote it)");
  pos = parlour_position_new_from_fen (opts.variant, argv[1], &error);
  if (pos == NULL)
    return parlour_cli_input_error ("invalid FEN: %s", error->message);
  fen = parlour_position_to_fen (pos);
  printf ("%s\n", fen);
  return 0;
}

int
main (int argc, char **argv)
{
  const char *cmd;

  setlocale (LC_ALL, "");
  /* the ways of playing above the match layer: a joined host's Chess Bingo
   * match names its type */
  parlour_match_register_type (PARLOUR_TYPE_BINGO_MATCH);
  if (argc < 2)
    return parlour_cli_usage_error ("a command is needed");
  cmd = argv[1];
  /* COMMAND --help: the commands' option parsers have no help of their own */
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--help") || g_str_equal (argv[i], "-h") ||
        (i == 1 && g_str_equal (argv[i], "help")))
      {
        usage (stdout);
        return 0;
      }
  argv++;
  argc--;
  if (g_str_equal (cmd, "perft"))
    return cmd_perft (argc, argv);
  if (g_str_equal (cmd, "moves"))
    return cmd_moves (argc, argv);
  if (g_str_equal (cmd, "fen"))
    return cmd_fen (argc, argv);
  if (g_str_equal (cmd, "pgn"))
    return parlour_cli_pgn (argc, argv);
  if (g_str_equal (cmd, "bpgn"))
    return parlour_cli_bpgn (argc, argv);
  if (g_str_equal (cmd, "bench"))
    return parlour_cli_bench (argc, argv);
  if (g_str_equal (cmd, "odds"))
    return parlour_cli_odds (argc, argv);
  if (g_str_equal (cmd, "match"))
    return parlour_cli_match (argc, argv);
  if (g_str_equal (cmd, "uci"))
    return parlour_cli_uci (argc, argv);
  if (g_str_equal (cmd, "simul"))
    return parlour_cli_simul (argc, argv);
  if (g_str_equal (cmd, "soak"))
    return parlour_cli_soak (argc, argv);
  if (g_str_equal (cmd, "serve"))
    return parlour_cli_serve (argc, argv);
  if (g_str_equal (cmd, "join"))
    return parlour_cli_join (argc, argv);
  if (g_str_equal (cmd, "bingo-facts"))
    return parlour_cli_bingo_facts (argc, argv);
  if (g_str_equal (cmd, "bingo-card"))
    return parlour_cli_bingo_card (argc, argv);
  if (g_str_equal (cmd, "handicap"))
    return parlour_cli_handicap (argc, argv);
  return parlour_cli_usage_error ("unknown command “%s”", cmd);
}
