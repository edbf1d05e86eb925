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
  g_auto(ParlourCliOptions) opts = { 0 };
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  ParlourPanicOutcome out[PARLOUR_PANIC_MAX_OUTCOMES];
  gboolean has_variant = FALSE;
  char **new_argv;
  int new_argc, status, square;
  guint n;

  /* Panic is the default variant here: add --variant=panic unless one is given. */
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--variant"))
      has_variant = TRUE;
  for (int i = 0; i < argc; i++)
    {
      g_ptr_array_add (args, argv[i]);
      if (i == 0 && !has_variant)
        g_ptr_array_add (args, (char *) "--variant=panic");
    }
  g_ptr_array_add (args, NULL);
  new_argc = args->len - 1;
  new_argv = (char **) args->pdata;

  status = parlour_cli_parse (&new_argc, &new_argv, &opts, FALSE);
  if (status >= 0)
    return status;
  if (opts.fen == NULL)
    return parlour_cli_usage_error ("odds needs the position as --fen=FEN");
  if (new_argc != 2)
    return parlour_cli_usage_error ("odds needs exactly one SQUARE");
  square = parlour_square_from_name (opts.variant, new_argv[1]);
  if (square < 0)
    return parlour_cli_input_error ("“%s” is not a square of the %s board",
                                    new_argv[1], opts.variant->id);
  n = parlour_panic_outcomes (opts.pos, square, out, G_N_ELEMENTS (out));
  if (n == 0)
    return parlour_cli_input_error ("%s: %s", new_argv[1],
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
