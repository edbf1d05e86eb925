/* test-computer-bughouse.c — computer seats in a real Bughouse match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "parlour-bughouse-match.h"
#include "parlour-computer.h"
#include "parlour-notation.h"
#include "parlour-search.h"
#include "test-bughouse-match.h"

#define FAST_MOVE_US (20 * 1000)

/* A random legal action for @seat if it is to act and has one. */
static void
random_action (ParlourMatch *match, guint seat, GRand *rand)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  g_autoptr(GError) error = NULL;
  guint board = parlour_match_get_seat (match, seat)->board;

  if (parlour_match_get_seat_to_act (match, board) != seat)
    return;
  parlour_match_legal_actions (match, seat, actions);
  /* no move: the seat waits for a piece from its partner, its clock running */
  if (actions->len == 0)
    return;
  g_assert_true (parlour_match_submit (match, seat,
                                       &g_array_index (actions, ParlourAction,
                                                       g_rand_int_range (rand, 0, actions->len)),
                                       g_get_monotonic_time (), &error));
  g_assert_no_error (error);
}

/* Runs the match to its end: the clocks are ticked (a waiting player's flag
 * falls), @random_seat (G_MAXUINT: none) plays random moves. */
static void
run_match (ParlourMatch *match, guint random_seat)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);

  while (!parlour_match_is_over (match))
    {
      parlour_match_tick (match, g_get_monotonic_time ());
      if (random_seat != G_MAXUINT && !parlour_match_is_over (match))
        random_action (match, random_seat, rand);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

static void
play_out (guint n_computers)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new (NULL, NULL, "10");
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourTermination term;
  ParlourResult result;

  g_assert_cmpuint (parlour_match_get_n_seats (match), ==, 4);
  for (guint s = 4 - n_computers; s < 4; s++)
    {
      parlour_match_set_controller (match, s, PARLOUR_CONTROLLER_COMPUTER);
      parlour_computer_set_level (computer, s, s % 2 ? 2 : 3);
    }
  run_match (match, n_computers == 4 ? G_MAXUINT : 0);
  result = parlour_match_get_result (match, &term);
  g_assert_cmpint (result, !=, PARLOUR_RESULT_NONE);
  /* both boards have ended, the other one with the team result */
  for (guint b = 0; b < 2; b++)
    g_assert_true (parlour_game_is_over (parlour_match_get_game (match, b)));
  g_test_message ("match over: %s (%s), %u and %u plies",
                  parlour_result_to_string (result), parlour_termination_to_string (term),
                  parlour_game_get_n_moves (parlour_match_get_game (match, 0)),
                  parlour_game_get_n_moves (parlour_match_get_game (match, 1)));
}

/* Three computer seats and a random mover, a 10-second clock: the match ends
 * by mate, a captured king or a flag. */
static void
test_three_computers (void)
{
  play_out (3);
}

static void
test_four_computers (void)
{
  play_out (4);
}

static guint
n_moves (ParlourMatch *match, guint board)
{
  return parlour_game_get_n_moves (parlour_match_get_game (match, board));
}

/* Black on board A is checked by a rook and has no move, but a piece dropped
 * between would help: the computer seat waits without an error, and when its
 * partner's capture on board B brings a knight, it searches again and drops. */
static void
test_waits_for_piece (void)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new ("R6k/6pp/8/8/8/8/8/K7[] b - - 0 1",
                                             "4k3/8/8/3n4/4P3/8/8/4K3[] w - - 0 1", NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  g_autoptr(GError) error = NULL;
  ParlourPosition b_pos = *parlour_game_get_position (parlour_match_get_game (match, 1));
  ParlourAction capture = { PARLOUR_ACTION_MOVE, parlour_move_from_long (&b_pos, "e4d5", &error) };
  ParlourMove drop;
  char name[4];

  g_assert_no_error (error);
  parlour_match_set_controller (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_move_time (computer, FAST_MOVE_US);
  g_assert_false (parlour_match_is_over (match));
  for (guint i = 0; i < 200; i++)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  g_assert_cmpuint (n_moves (match, 0), ==, 0);
  g_assert_false (parlour_match_is_over (match));

  g_assert_true (parlour_match_submit (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, &capture,
                                       g_get_monotonic_time (), &error));
  g_assert_no_error (error);
  while (n_moves (match, 0) == 0)
    g_main_context_iteration (NULL, TRUE);
  drop = parlour_game_get_move (parlour_match_get_game (match, 0), 0);
  g_assert_cmpint (PARLOUR_MOVE_FLAG (drop), ==, PARLOUR_MOVE_DROP);
  parlour_square_name (parlour_match_get_variant (match), PARLOUR_MOVE_TO (drop), name);
  g_assert_cmpint (name[1], ==, '8');
  g_assert_false (parlour_match_is_over (match));
}

/* A material lead counts more on a Bughouse board than in Crazyhouse, where
 * the taken piece stays on this board: the taker's partner gets it. */
static void
test_partner_share (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/3QK3[] w - - 0 1";
  g_autoptr(GError) error = NULL;
  const ParlourVariant *bughouse = parlour_variant_lookup ("bughouse");
  const ParlourVariant *crazyhouse = parlour_variant_lookup ("crazyhouse");
  g_autoptr(ParlourPosition) bug = parlour_position_new_from_fen (bughouse, fen, &error);
  g_autoptr(ParlourPosition) zh = parlour_position_new_from_fen (crazyhouse, fen, &error);

  g_assert_no_error (error);
  g_assert_cmpint (parlour_search_evaluate (bug), >, parlour_search_evaluate (zh) + 300);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/computer-bughouse/three-computers", test_three_computers);
  g_test_add_func ("/engine/computer-bughouse/four-computers", test_four_computers);
  g_test_add_func ("/engine/computer-bughouse/waits-for-piece", test_waits_for_piece);
  g_test_add_func ("/engine/computer-bughouse/partner-share", test_partner_share);
  return g_test_run ();
}
