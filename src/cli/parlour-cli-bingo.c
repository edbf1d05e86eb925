/* parlour-cli-bingo.c — Chess Bingo on the command line: a game's facts, a card, a handicap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli bingo-facts MOVE...
 *     plays the long algebraic MOVEs of a standard game from the start and prints
 *     the facts the objective detectors use, as one JSON object
 *     {"white": {...}, "black": {...}} (docs/rules/bingo.md, "The command line").
 *   parlour-cli bingo-card --seed=S [--handicap]
 *     prints the 25 objectives of seed S's card, one row of five per line block:
 *     "ROW COLUMN ID DIFFICULTY TITLE".
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

#include "parlour-bingo-facts.h"
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
