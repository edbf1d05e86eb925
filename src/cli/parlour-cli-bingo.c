/* parlour-cli-bingo.c — Chess Bingo on the command line: a game's facts, a card, a handicap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli bingo-facts MOVE...
 *     plays the long algebraic MOVEs of a standard game from the start and prints
 *     the facts the objective detectors use, as one JSON object
 *     {"white": {...}, "black": {...}} (docs/rules/bingo.md, "The command line").
 *   parlour-cli bingo-card --seed=S [--handicap]
 *     prints "seed S", then the card's five rows, one a line, each as five
 *     "ID:DIFFICULTY" separated by spaces; --handicap deals from the whole
 *     catalogue, the objectives for a material handicap included.
 *   parlour-cli handicap --value=V --game=N --giver=white|black FEN
 *     checks a material handicap start: prints "chooser giver|taker", then
 *     "removed TOTAL" and "fen FEN" (castling rights following the remaining
 *     rooks) and exits 0, or exits 1 naming the broken rule.
 *
 * Exit status: 0 success, 1 invalid input (the message on stderr names it),
 * 2 usage errors.
 */
#include "config.h"

#include <string.h>

#include "parlour-bingo-card.h"
#include "parlour-handicap.h"
#include "parlour-cli-private.h"

int
parlour_cli_bingo_facts (int    argc,
                         char **argv)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  ParlourBingoFacts facts;

  for (int i = 1; i < argc; i++)
    if (argv[i][0] == '-' && argv[i][1] != '\0')
      {
        g_autofree char *shown = g_utf8_make_valid (argv[i], -1);
        return parlour_cli_usage_error ("unknown option “%s”", shown);
      }
  game = parlour_game_new (&parlour_variant_chess, NULL, 0, &error);
  g_assert_no_error (error);
  for (int i = 1; i < argc; i++)
    if (!parlour_game_play_text (game, argv[i], &error))
      {
        g_autofree char *shown = g_utf8_make_valid (argv[i], -1);
        return parlour_cli_input_error ("move %d “%s”: %s", i, shown, error->message);
      }
  if (!parlour_bingo_facts_compute (game, &facts, &error))
    return parlour_cli_input_error ("%s", error->message);
  json = parlour_bingo_facts_to_json (&facts);
  printf ("%s\n", json);
  return 0;
}

int
parlour_cli_bingo_card (int    argc,
                        char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = NULL;
  gboolean handicap = FALSE;
  ParlourBingoCard card;
  guint64 seed;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_FILENAME, &seed_text, "The card's seed", "S" },
    { "handicap", 0, 0, G_OPTION_ARG_NONE, &handicap, "Material handicap objectives", NULL },
    { NULL }
  };

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (argc != 1)
    return parlour_cli_usage_error ("bingo-card takes only --seed=S and --handicap");
  if (seed_text == NULL)
    return parlour_cli_usage_error ("bingo-card needs --seed=S");
  if (!parlour_bingo_seed_parse (seed_text, &seed, &error) ||
      !parlour_bingo_card_deal (&card, seed, handicap, &error))
    return parlour_cli_input_error ("%s", error->message);
  printf ("seed %" G_GUINT64_FORMAT "\n", seed);
  for (guint row = 0; row < PARLOUR_BINGO_CARD_SIZE; row++)
    for (guint col = 0; col < PARLOUR_BINGO_CARD_SIZE; col++)
      {
        const ParlourBingoObjective *o = card.cells[row * PARLOUR_BINGO_CARD_SIZE + col];
        printf ("%s:%u%c", o->id, o->difficulty, col + 1 < PARLOUR_BINGO_CARD_SIZE ? ' ' : '\n');
      }
  return 0;
}

int
parlour_cli_handicap (int    argc,
                      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *value_text = NULL, *game_text = NULL, *giver_text = NULL;
  g_autofree char *fen = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  guint removed[PARLOUR_BINGO_KINDS];
  ParlourHandicapChooser chooser;
  ParlourColor giver;
  guint64 value, game;
  GOptionEntry entries[] = {
    { "value", 0, 0, G_OPTION_ARG_FILENAME, &value_text, "Handicap value", "V" },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &game_text, "Game number", "N" },
    { "giver", 0, 0, G_OPTION_ARG_FILENAME, &giver_text, "The giver", "white|black" },
    { NULL }
  };

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (value_text == NULL || game_text == NULL || giver_text == NULL)
    return parlour_cli_usage_error ("handicap needs --value=V, --game=N and --giver=white|black");
  if (argc != 2)
    return parlour_cli_usage_error ("handicap needs exactly one FEN (quote it)");
  if (!parlour_cli_parse_count ("value", value_text, 0, PARLOUR_HANDICAP_MAX_VALUE, &value) ||
      !parlour_cli_parse_count ("game", game_text, 1, G_MAXUINT, &game))
    return 2;
  if (g_str_equal (giver_text, "white"))
    giver = PARLOUR_WHITE;
  else if (g_str_equal (giver_text, "black"))
    giver = PARLOUR_BLACK;
  else
    {
      g_autofree char *shown = g_utf8_make_valid (giver_text, -1);
      return parlour_cli_usage_error ("--giver is white or black, not “%s”", shown);
    }

  chooser = parlour_handicap_chooser ((guint) game);
  printf ("chooser %s\n", parlour_handicap_chooser_name (chooser));
  pos = parlour_handicap_read_fen (argv[1], giver, removed, &error);
  if (pos == NULL || !parlour_handicap_check_set (removed, chooser, (guint) value, &error))
    return parlour_cli_input_error ("%s", error->message);
  fen = parlour_position_to_fen (pos);
  printf ("removed %u\nfen %s\n", parlour_handicap_value (removed), fen);
  return 0;
}
