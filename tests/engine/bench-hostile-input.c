/* bench-hostile-input.c — does reading big hostile input take linear time?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two kinds of input that once took quadratic time (docs/benchmarks.md):
 *   - a PGN game with N distinct tags (the reader and parlour_game_set_tag
 *     looked every tag up in a list);
 *   - a game of N plies in which no position comes back (every ply counted the
 *     repetitions of the new position against every earlier one).
 * Each is timed for N, 2N, 4N and 8N; in linear time the time per item stays
 * the same down a column. Run it with `meson test -C BUILD --benchmark
 * --suite engine -v`. Speed is never asserted: the program only prints.
 */
#include <stdio.h>

#include "parlour-game.h"
#include "parlour-pgn.h"

static char *
pgn_with_tags (guint n_tags)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_tags; i++)
    g_string_append_printf (text, "[Tag%u \"value %u\"]\n", i, i);
  g_string_append (text, "\n1. e4 e5 *\n");
  return g_string_free (text, FALSE);
}

static double
time_tags (guint n_tags)
{
  g_autofree char *text = pgn_with_tags (n_tags);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  gint64 t0 = g_get_monotonic_time ();

  games = parlour_pgn_parse (text, &error);
  g_assert_no_error (error);
  return (g_get_monotonic_time () - t0) / 1e6;
}

/* A random walk of Bungalow's pieces (no pawn moves, no captures, no checks, no
 * passes, so the half-move clock never resets and no move rule ends the game),
 * with a fixed seed. */
static guint
play_walk (ParlourGame *game,
           guint        n_plies,
           GRand       *rand)
{
  const ParlourVariant *v = parlour_game_get_variant (game);

  while (parlour_game_get_n_moves (game) < n_plies)
    {
      ParlourPosition pos = *parlour_game_get_position (game);
      ParlourMoveList list, quiet = { .n = 0 };
      gboolean played = FALSE;

      parlour_position_legal_moves (&pos, &list);
      for (guint i = 0; i < list.n; i++)
        {
          ParlourMove m = list.moves[i];
          ParlourPiece p = pos.board[PARLOUR_MOVE_FROM (m)];
          ParlourUndo undo;
          gboolean check;
          if (PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_NORMAL ||
              parlour_position_is_capture (&pos, m) || v->kinds[PARLOUR_PIECE_KIND (p)].pawn)
            continue;
          /* no checks either: in check, Bungalow may allow only captures */
          parlour_position_make (&pos, m, &undo);
          check = parlour_position_in_check (&pos);
          parlour_position_unmake (&pos, &undo);
          if (!check)
            parlour_move_list_add (&quiet, m);
        }
      for (guint tries = 0; tries < 8 && quiet.n > 0 && !played; tries++)
        {
          ParlourMove m = quiet.moves[g_rand_int_range (rand, 0, quiet.n)];
          g_assert_true (parlour_game_play (game, m, NULL));
          played = !parlour_game_is_over (game);
          if (!played)
            parlour_game_undo (game);
        }
      if (!played)
        break;
    }
  return parlour_game_get_n_moves (game);
}

static double
time_walk (guint n_plies, guint *played)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bungalow"), NULL, 0,
                                                  NULL);
  GRand *rand = g_rand_new_with_seed (12);
  gint64 t0 = g_get_monotonic_time ();

  *played = play_walk (game, n_plies, rand);
  g_rand_free (rand);
  return (g_get_monotonic_time () - t0) / 1e6;
}

int
main (int argc, char **argv)
{
  guint base = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 12500;

  printf ("%-28s %8s %9s %14s\n", "input", "N", "seconds", "microseconds/N");
  for (guint n = base; n <= base * 8; n *= 2)
    {
      double s = time_tags (n);
      printf ("%-28s %8u %9.3f %14.2f\n", "PGN with N distinct tags", n, s, s * 1e6 / n);
      fflush (stdout);
    }
  for (guint n = base; n <= base * 8; n *= 2)
    {
      guint played;
      double s = time_walk (n, &played);
      printf ("%-28s %8u %9.3f %14.2f\n", "game of N plies (Bungalow)", played, s,
              s * 1e6 / played);
      fflush (stdout);
    }
  return 0;
}
