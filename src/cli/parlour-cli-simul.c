/* parlour-cli-simul.c — `parlour-cli simul`: one SimulChess turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli simul [--fen=FEN] WHITE BLACK
 *
 * resolves one turn (docs/rules/simulchess.md) from FEN (the standard start
 * without it): WHITE and BLACK are the two moves in long algebraic form, or
 * `pass`. The FEN's side-to-move field is ignored, since both sides move every
 * turn. Prints two lines: `fen FEN` (the position after the turn; its side to
 * move is always `w`, and its en passant field lists both sides' squares when
 * there are two) and `result 1-0|0-1|1/2-1/2|*`. Exit status: 0; 1 if the
 * input is wrong (an invalid FEN, a move that is not legal for its side in
 * that position); 2 on usage errors.
 */
#include "config.h"

#include "parlour-cli-private.h"
#include "parlour-game.h"
#include "parlour-simul.h"

int
parlour_cli_simul (int    argc,
                   char **argv)
{
  g_auto(ParlourCliOptions) opts = { .default_variant = "simulchess" };
  ParlourMove moves[2];
  ParlourPosition after;
  ParlourTermination termination;
  g_autofree char *fen = NULL;
  int status;

  status = parlour_cli_parse (&argc, &argv, &opts, FALSE);
  if (status >= 0)
    return status;
  if (!(opts.variant->flags & PARLOUR_VARIANT_SIMULTANEOUS))
    return parlour_cli_usage_error ("simul resolves SimulChess turns, not %s", opts.variant->id);
  if (argc != 3)
    return parlour_cli_usage_error ("simul needs two moves, WHITE and BLACK (or “pass”)");
  for (guint c = 0; c < 2; c++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = g_utf8_make_valid (argv[1 + c], -1);

      moves[c] = parlour_simul_move_from_text (opts.pos, c, argv[1 + c], &error);
      if (moves[c] == PARLOUR_MOVE_NONE)
        return parlour_cli_input_error ("%s's move “%s”: %s", c ? "Black" : "White", shown,
                                        error->message);
    }
  parlour_simul_resolve_legal (opts.pos, moves[0], moves[1], &after, NULL);
  fen = parlour_position_to_fen (&after);
  printf ("fen %s\n", fen);
  printf ("result %s\n",
          parlour_result_to_string (parlour_simul_outcome (&after, &termination)));
  return 0;
}
