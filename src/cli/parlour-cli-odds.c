/* parlour-cli-odds.c — `parlour-cli odds`: Panic chess's chances for one selected piece
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli odds [--variant=panic] --fen=FEN SQUARE
 *
 * prints one `MOVE PROBABILITY` line per possible move of the piece on SQUARE
 * (docs/rules/panic.md), sorted by the move's long algebraic text, the probability
 * with six decimals. The variant defaults to panic; with another variant the same
 * selection rule is applied to that variant's legal moves. Exit status: 0; 1 if
 * the input is wrong (an invalid FEN, a SQUARE that is not a square of the
 * board, or a square without a selectable piece: the message says why); 2 on
 * usage errors (missing or extra arguments, unknown options or variants).
 */
#include "config.h"

#include <string.h>

#include "parlour-cli-private.h"
#include "parlour-panic.h"

int
parlour_cli_odds (int    argc,
                  char **argv)
{
  /* Panic is the default variant here */
  g_auto(ParlourCliOptions) opts = { .default_variant = "panic" };
  ParlourPanicOutcome out[PARLOUR_PANIC_MAX_OUTCOMES];
  int status, square;
  guint n;

  status = parlour_cli_parse (&argc, &argv, &opts, FALSE);
  if (status >= 0)
    return status;
  if (opts.fen == NULL)
    return parlour_cli_usage_error ("odds needs the position as --fen=FEN");
  if (argc != 2)
    return parlour_cli_usage_error ("odds needs exactly one SQUARE");
  square = parlour_square_from_name (opts.variant, argv[1]);
  if (square < 0)
    return parlour_cli_input_error ("“%s” is not a square of the %s board",
                                    argv[1], opts.variant->id);
  n = parlour_panic_outcomes (opts.pos, square, out, G_N_ELEMENTS (out));
  if (n == 0)
    return parlour_cli_input_error ("%s: %s", argv[1],
                                    parlour_panic_unselectable_reason (opts.pos, square));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = parlour_move_to_long (opts.pos, out[i].move);
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      /* a point as the decimal separator in every locale */
      printf ("%s %s\n", text, g_ascii_formatd (number, sizeof number, "%.6f", out[i].probability));
    }
  return 0;
}
