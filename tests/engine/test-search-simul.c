/* test-search-simul.c — the computer player's secret choice in SimulChess
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "parlour-computer.h"
#include "parlour-notation.h"
#include "parlour-search.h"
#include "parlour-simul.h"
#include "parlour-simul-match.h"

#define RANDOM_POSITIONS 200

static ParlourPosition *
position (const char *fen)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *v = parlour_variant_lookup ("simulchess");
  ParlourPosition *pos = parlour_position_new_from_fen (v, fen ? fen : v->start_fen, &error);

  g_assert_no_error (error);
  return pos;
}

static ParlourMove
choose (const ParlourPosition *pos, ParlourColor color, guint level, guint64 seed)
{
  g_autoptr(ParlourSearch) search = parlour_search_new ();
  g_autoptr(GError) error = NULL;
  ParlourSearchLimits limits = { .level = level, .seed = seed };
  ParlourSearchResult result;

  g_assert_true (parlour_search_simul (search, pos, color, &limits, NULL, &result, &error));
  g_assert_no_error (error);
  return result.move;
}

/* Random positions of random games, both sides, every level: the choice is
 * always one the rules allow (a pass only when there is no move). */
static void
test_random_positions (void)
{
  g_autoptr(ParlourSearch) search = parlour_search_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261201);
  g_autoptr(ParlourPosition) pos = position (NULL);
  guint searched = 0, turns = 0;

  while (searched < RANDOM_POSITIONS)
    {
      ParlourMoveList white, black;
      ParlourTermination term;
      ParlourPosition after;

      if (turns > 80 || parlour_simul_outcome (pos, &term) != PARLOUR_RESULT_NONE)
        {
          ParlourSearchResult result;
          ParlourSearchLimits limits = { 0 };
          g_autoptr(GError) error = NULL;

          if (turns <= 80)
            {
              g_assert_false (parlour_search_simul (search, pos, PARLOUR_WHITE, &limits, NULL,
                                                    &result, &error));
              g_assert_error (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_NO_MOVES);
            }
          parlour_position_set_start (pos);
          turns = 0;
          continue;
        }
      for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
        {
          ParlourSearchLimits limits = {
            .depth = g_rand_int_range (rand, 0, 3),
            .level = g_rand_int_range (rand, 0, PARLOUR_SEARCH_LEVEL_MAX + 1),
            .seed = g_rand_int (rand),
          };
          ParlourSearchResult result;
          g_autoptr(GError) error = NULL;

          g_assert_true (parlour_search_simul (search, pos, c, &limits, NULL, &result, &error));
          g_assert_no_error (error);
          g_assert_true (parlour_simul_is_legal (pos, c, result.move));
          if (result.move == PARLOUR_MOVE_PASS_MOVE)
            {
              ParlourMoveList list;

              parlour_simul_legal_moves (pos, c, &list);
              g_assert_cmpuint (list.n, ==, 0);
            }
          searched++;
        }
      parlour_simul_legal_moves (pos, PARLOUR_WHITE, &white);
      parlour_simul_legal_moves (pos, PARLOUR_BLACK, &black);
      parlour_simul_resolve_legal (pos,
                                   white.n ? white.moves[g_rand_int_range (rand, 0, white.n)]
                                           : PARLOUR_MOVE_PASS_MOVE,
                                   black.n ? black.moves[g_rand_int_range (rand, 0, black.n)]
                                           : PARLOUR_MOVE_PASS_MOVE,
                                   &after, NULL);
      *pos = after;
      turns++;
    }
}

/* A check that no answer can meet wins whatever the other side chooses: the
 * rook to the back rank is found under every seed. */
static void
test_sure_win (void)
{
  g_autoptr(ParlourPosition) pos = position ("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");

  for (guint64 seed = 0; seed < 8; seed++)
    {
      g_autofree char *text = parlour_simul_move_to_text (pos, PARLOUR_WHITE,
                                                          choose (pos, PARLOUR_WHITE, 0, seed));

      g_assert_cmpstr (text, ==, "a1a8");
    }
}

/* Two rooks, two checks on the back rank that no answer meets: both win
 * whatever Black does, so they are equally good, and different seeds choose
 * differently between them (a player who always chose one could be read);
 * nothing else is chosen, and the same seed chooses the same. */
static void
test_mixed (void)
{
  g_autoptr(ParlourPosition) pos = position ("6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1");
  guint a8 = 0, b8 = 0;

  for (guint64 seed = 0; seed < 32; seed++)
    {
      g_autofree char *text = parlour_simul_move_to_text (pos, PARLOUR_WHITE,
                                                          choose (pos, PARLOUR_WHITE, 0, seed));

      if (g_str_equal (text, "a1a8"))
        a8++;
      else if (g_str_equal (text, "b1b8"))
        b8++;
      else
        g_error ("seed %" G_GUINT64_FORMAT " chose %s, which does not win at once", seed, text);
    }
  g_assert_cmpuint (a8, >, 0);
  g_assert_cmpuint (b8, >, 0);
  g_assert_cmpuint (choose (pos, PARLOUR_WHITE, 0, 5), ==, choose (pos, PARLOUR_WHITE, 0, 5));
}

/* Black's choice in the middle of a turn does not depend on White's chosen
 * move, which a person could not see either. */
static void
test_secret (void)
{
  g_autoptr(ParlourPosition) pos = position (NULL);
  ParlourMoveList list;

  parlour_simul_legal_moves (pos, PARLOUR_WHITE, &list);
  for (guint64 seed = 0; seed < 4; seed++)
    {
      ParlourMove first = PARLOUR_MOVE_NONE;

      for (guint i = 0; i < list.n; i += 5)
        {
          ParlourPosition middle = *pos;
          ParlourUndo undo;
          ParlourMove m;

          parlour_position_make (&middle, list.moves[i], &undo);
          g_assert_cmpint (middle.side, ==, PARLOUR_BLACK);
          m = choose (&middle, PARLOUR_BLACK, 3, seed);
          if (first == PARLOUR_MOVE_NONE)
            first = m;
          g_assert_cmpuint (m, ==, first);
        }
    }
}

/* Both seats computers in a real SimulChess match: each submits its choice
 * like a person (White's stays hidden in the match until Black's comes), and
 * turns are resolved one after another. */
static void
test_computer_seats (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("simulchess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourSimulMatch *simul = PARLOUR_SIMUL_MATCH (match);

  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));
  parlour_match_set_controller (match, 0, PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_move_time (computer, 20 * 1000);
  /* White alone is the computer: it chooses, and the game shows no move yet */
  while (!parlour_simul_match_has_chosen (simul, 0))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_false (parlour_computer_is_thinking (computer));

  parlour_match_set_controller (match, 1, PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_level (computer, 0, 2);
  /* a change to the match makes the computer look again, now for Black too */
  parlour_match_set_paused (match, FALSE, g_get_monotonic_time ());
  while (parlour_simul_match_get_n_turns (simul) < 4 && !parlour_match_is_over (match))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_game_get_n_moves (game), >=, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/search-simul/random-positions", test_random_positions);
  g_test_add_func ("/engine/search-simul/sure-win", test_sure_win);
  g_test_add_func ("/engine/search-simul/mixed", test_mixed);
  g_test_add_func ("/engine/search-simul/secret", test_secret);
  g_test_add_func ("/engine/search-simul/computer-seats", test_computer_seats);
  return g_test_run ();
}
