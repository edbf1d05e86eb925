/* test-computer-bughouse.c — computer seats in a real Bughouse match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "parlour-bughouse-match.h"
#include "parlour-computer.h"
#include "parlour-notation.h"
#include "parlour-search.h"
#include "parlour-search-private.h"
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
 * the taken piece stays on this board: the taker's partner gets it. (Half a
 * queen more with Bughouse's weights: a queen is worth 580 there,
 * docs/computer.md; Crazyhouse has weights of its own, so both are evaluated
 * with Bughouse's here.) */
static void
test_partner_share (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/3QK3[] w - - 0 1";
  g_autoptr(GError) error = NULL;
  const ParlourVariant *bughouse = parlour_variant_lookup ("bughouse");
  const ParlourVariant *crazyhouse = parlour_variant_lookup ("crazyhouse");
  g_autoptr(ParlourPosition) bug = parlour_position_new_from_fen (bughouse, fen, &error);
  g_autoptr(ParlourPosition) zh = parlour_position_new_from_fen (crazyhouse, fen, &error);
  g_autofree ParlourEvalTables *bug_tables = g_new (ParlourEvalTables, 1);
  g_autofree ParlourEvalTables *zh_tables = g_new (ParlourEvalTables, 1);

  g_assert_no_error (error);
  parlour_eval_tables_init (bug_tables, bughouse);
  parlour_eval_tables_init_weights (zh_tables, crazyhouse, parlour_eval_default_weights (bughouse));
  g_assert_cmpint (parlour_eval (bug_tables, bug), ==, parlour_search_evaluate (bug));
  g_assert_cmpint (parlour_eval (bug_tables, bug), >, parlour_eval (zh_tables, zh) + 250);
}

static void
count_message_cb (ParlourBughouseMatch *match, guint seat, guint *counts)
{
  counts[seat]++;
}

static void
submit_long (ParlourMatch *match, guint seat, const char *text)
{
  ParlourGame *game = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
  ParlourPosition pos = *parlour_game_get_position (game);
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, parlour_move_from_long (&pos, text, &error), 0 };

  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (match, seat, &action, g_get_monotonic_time (), &error));
  g_assert_no_error (error);
}

/* docs/rules/bughouse.md, "Table talk": a seat posts a need or a warning to
 * its partner through the match, which signals it, refuses what is no
 * message, and clears it when it is stale: the needed piece arrives, the
 * poster moves, a move is taken back. */
static void
test_team_messages (void)
{
  /* B-Black can take a knight (d5xe4) and later a bishop (b4xc3) */
  g_autoptr(ParlourMatch) match = test_bughouse_match_new (
    NULL, "4k3/8/8/3p4/1p2N3/2B5/8/4K3[] b - - 0 1", NULL);
  ParlourBughouseMatch *bughouse = PARLOUR_BUGHOUSE_MATCH (match);
  const ParlourVariant *variant = parlour_match_get_variant (match);
  guint knight = parlour_variant_kind_from_letter (variant, 'N');
  guint bishop = parlour_variant_kind_from_letter (variant, 'B');
  guint counts[4] = { 0, };
  g_autoptr(GError) error = NULL;

  g_signal_connect (match, "team-message", G_CALLBACK (count_message_cb), counts);
  g_assert_cmpuint (parlour_bughouse_match_get_partner (bughouse, PARLOUR_BUGHOUSE_SEAT_WHITE_A),
                    ==, PARLOUR_BUGHOUSE_SEAT_BLACK_B);
  g_assert_cmpuint (parlour_bughouse_match_get_partner (bughouse, PARLOUR_BUGHOUSE_SEAT_WHITE_B),
                    ==, PARLOUR_BUGHOUSE_SEAT_BLACK_A);
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 0)->talk, ==, PARLOUR_TALK_NONE);

  /* what is no message */
  g_assert_false (parlour_bughouse_match_post (bughouse, 0, PARLOUR_TALK_NEED,
                                               parlour_variant_royal_kind (variant), &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (parlour_bughouse_match_post (bughouse, 0, PARLOUR_TALK_NEED, 0, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (parlour_bughouse_match_post (bughouse, 0, 7, knight, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (parlour_bughouse_match_post (bughouse, 4, PARLOUR_TALK_NEED, knight, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_NO_SEAT);
  g_clear_error (&error);
  g_assert_cmpuint (counts[0], ==, 0);

  /* A-White needs a bishop; a knight arriving does not meet the need */
  g_assert_true (parlour_bughouse_match_post (bughouse, 0, PARLOUR_TALK_NEED, bishop, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 0)->talk, ==, PARLOUR_TALK_NEED);
  g_assert_cmpuint (parlour_bughouse_match_get_message (bughouse, 0)->kind, ==, bishop);
  /* the same again is no news */
  g_assert_true (parlour_bughouse_match_post (bughouse, 0, PARLOUR_TALK_NEED, bishop, NULL));
  g_assert_cmpuint (counts[0], ==, 1);
  submit_long (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "d5e4");
  g_assert_cmpuint (parlour_game_get_position (parlour_match_get_game (match, 0))
                      ->reserve[PARLOUR_WHITE][knight], ==, 1);
  g_assert_cmpuint (parlour_bughouse_match_get_message (bughouse, 0)->kind, ==, bishop);
  g_assert_cmpuint (counts[0], ==, 1);

  /* the poster's own move makes its message stale */
  g_assert_true (parlour_bughouse_match_post (bughouse, PARLOUR_BUGHOUSE_SEAT_BLACK_B,
                                              PARLOUR_TALK_DONT_GIVE, knight, NULL));
  g_assert_cmpuint (counts[PARLOUR_BUGHOUSE_SEAT_BLACK_B], ==, 1);
  submit_long (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "e1d1");
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 3)->talk, ==,
                   PARLOUR_TALK_DONT_GIVE);
  /* B-Black takes the bishop: it goes to A-White, whose need is met */
  submit_long (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "b4c3");
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 3)->talk, ==, PARLOUR_TALK_NONE);
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 0)->talk, ==, PARLOUR_TALK_NONE);
  g_assert_cmpuint (counts[0], ==, 2);
  g_assert_cmpuint (counts[3], ==, 2);

  /* taking a move back clears the talk about the position that was */
  g_assert_true (parlour_bughouse_match_post (bughouse, 1, PARLOUR_TALK_NEED, knight, NULL));
  g_assert_true (parlour_match_undo (match, g_get_monotonic_time ()));
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 1)->talk, ==, PARLOUR_TALK_NONE);
  g_assert_cmpuint (counts[1], ==, 2);

  /* nothing to say once the match is over */
  parlour_match_resign (match, 0);
  g_assert_false (parlour_bughouse_match_post (bughouse, 1, PARLOUR_TALK_NEED, knight, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER);
}

/* White's pawn on board A can take a rook or a knight; the other piece gets
 * away. On its own the computer takes the rook; when its partner (Black on B)
 * needs a knight, it takes the knight, which goes to the partner. */
#define WISH_FEN "k7/8/8/3r1n2/4P3/8/8/7K[] w - - 0 1"

static char *
computer_choice (gboolean partner_needs_knight)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new (WISH_FEN, NULL, NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourGame *game = parlour_match_get_game (match, 0);
  ParlourPosition before = *parlour_game_get_position (game);

  if (partner_needs_knight)
    g_assert_true (parlour_bughouse_match_post (
      PARLOUR_BUGHOUSE_MATCH (match), PARLOUR_BUGHOUSE_SEAT_BLACK_B, PARLOUR_TALK_NEED,
      parlour_variant_kind_from_letter (parlour_match_get_variant (match), 'N'), NULL));
  parlour_match_set_controller (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_move_time (computer, 300 * 1000);
  while (parlour_game_get_n_moves (game) == 0)
    g_main_context_iteration (NULL, TRUE);
  return parlour_move_to_long (&before, parlour_game_get_move (game, 0));
}

static void
test_partner_need (void)
{
  g_autofree char *alone = computer_choice (FALSE);
  g_autofree char *asked = computer_choice (TRUE);

  g_assert_cmpstr (alone, ==, "e4d5");
  g_assert_cmpstr (asked, ==, "e4f5");
}

/* The move the search finds in the Bughouse position @fen to depth 4, before
 * and after a wish about the kind of @letter (parlour_search_set_wish()). */
static void
assert_wish_changes_move (const char *fen,
                          char        letter,
                          gint        take_bonus,
                          gint        loss_penalty,
                          const char *before,
                          const char *after)
{
  const ParlourVariant *variant = parlour_variant_lookup ("bughouse");
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (variant, fen, NULL);
  g_autoptr(ParlourSearch) search = parlour_search_new ();
  ParlourSearchLimits limits = { .depth = 4 };
  ParlourSearchResult result;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_true (parlour_search_run (search, pos, &limits, NULL, &result, NULL));
  first = parlour_move_to_long (pos, result.move);
  g_assert_cmpstr (first, ==, before);
  parlour_search_set_wish (search, parlour_variant_kind_from_letter (variant, letter),
                           take_bonus, loss_penalty);
  parlour_search_clear (search);
  g_assert_true (parlour_search_run (search, pos, &limits, NULL, &result, NULL));
  second = parlour_move_to_long (pos, result.move);
  g_assert_cmpstr (second, ==, after);
}

/* The same in the search alone. */
static void
test_search_wish (void)
{
  assert_wish_changes_move (WISH_FEN, 'N', 500, 250, "e4d5", "e4f5");
}

/* "Don't give away a knight": the queen could take a rook and let the pawn
 * take the knight, which would go to the opponents' partner; asked not to give
 * a knight away, the queen takes the pawn that attacks it instead. */
static void
test_search_dont_give (void)
{
  assert_wish_changes_move ("7k/8/8/3p4/4N3/1r6/8/3Q3K[] w - - 0 1", 'N', 0, 400,
                            "d1b3", "d1d5");
}

/* A seat finds what it needs: a knight (the smothered mate N@f7; a rook's
 * check on the back rank is no mate in Bughouse, as a drop could block it); a
 * seat that waits needs a piece to block with; where nothing helps much it
 * needs nothing. */
static void
test_find_need (void)
{
  const ParlourVariant *variant = parlour_variant_lookup ("bughouse");
  static const struct {
    const char *fen;
    char        need;   /* 0: none */
  } cases[] = {
    { "6rk/6pp/8/8/8/8/8/K7[] w - - 0 1", 'N' },
    { "R6k/6pp/8/8/8/8/8/K7[] b - - 0 1", 0 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (variant, cases[i].fen,
                                                                      &error);
      guint kind = 99;
      gboolean found;

      g_assert_no_error (error);
      found = parlour_search_find_need (pos, NULL, &kind);
      g_test_message ("%s: %u", cases[i].fen, kind);
      if (i == 1)
        {
          /* waiting: any piece that blocks on the back rank will do */
          g_assert_true (found);
          g_assert_cmpuint (kind, !=, 0);
          continue;
        }
      g_assert_cmpint (found, ==, cases[i].need != 0);
      g_assert_cmpuint (kind, ==, cases[i].need ? parlour_variant_kind_from_letter (
                                                    variant, cases[i].need) : 0);
    }
}

/* A computer seat that finds a need tells its partner through the match. */
static void
test_computer_posts_need (void)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new ("6rk/6pp/8/8/8/8/8/K7[] w - - 0 1",
                                                           NULL, NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  const ParlourTeamMessage *message;
  guint counts[4] = { 0, };

  g_signal_connect (match, "team-message", G_CALLBACK (count_message_cb), counts);
  parlour_match_set_controller (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_move_time (computer, FAST_MOVE_US);
  while (n_moves (match, 0) == 0)
    g_main_context_iteration (NULL, TRUE);
  message = parlour_bughouse_match_get_message (PARLOUR_BUGHOUSE_MATCH (match),
                                                PARLOUR_BUGHOUSE_SEAT_WHITE_A);
  g_assert_cmpint (message->talk, ==, PARLOUR_TALK_NEED);
  g_assert_cmpuint (message->kind, ==,
                    parlour_variant_kind_from_letter (parlour_match_get_variant (match), 'N'));
  g_assert_cmpuint (counts[PARLOUR_BUGHOUSE_SEAT_WHITE_A], ==, 1);
}

/* docs/computer.md, "Pace": the think time for a clock state and a level. */
static void
test_think_time (void)
{
  static const struct {
    guint  level;
    gint64 remaining_ms, increment_ms;
    gint64 expected_ms;
  } rows[] = {
    /* 4 minutes and a 2-second delay: a thirtieth and three quarters of the delay */
    { 1, 240000, 2000, 9500 },
    { 8, 240000, 2000, 9500 },
    /* a minute left: the share (2 s) against the levels' minimums */
    { 1, 60000, 0, 2000 },
    { 4, 60000, 0, 2000 },
    { 8, 60000, 0, 2000 },
    /* 30 s: the share is 1 s; the minimums are 2, 1.5 and 1 s */
    { 2, 30000, 0, 2000 },
    { 3, 30000, 0, 1500 },
    { 5, 30000, 0, 1500 },
    { 6, 30000, 0, 1000 },
    { 7, 30000, 0, 1000 },
    /* a minimum takes no more than a quarter of what is left */
    { 1, 4000, 0, 1000 },
    { 8, 2000, 0, 500 },
    /* never more than half of what is left, never less than 10 ms */
    { 1, 1000, 5000, 500 },
    { 1, 0, 0, 10 },
    { 1, -500, 0, 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gint64 got = parlour_computer_think_time (rows[i].level, rows[i].remaining_ms * 1000,
                                                rows[i].increment_ms * 1000);

      g_test_message ("level %u, %" G_GINT64_FORMAT " ms left, %" G_GINT64_FORMAT " ms a move: %"
                      G_GINT64_FORMAT " us", rows[i].level, rows[i].remaining_ms,
                      rows[i].increment_ms, got);
      g_assert_cmpint (got, ==, rows[i].expected_ms * 1000);
    }
  /* the weaker the level, the longer its least time */
  for (guint level = PARLOUR_SEARCH_LEVEL_MIN; level < PARLOUR_SEARCH_LEVEL_MAX; level++)
    g_assert_cmpint (parlour_computer_min_think_time (level), >=,
                     parlour_computer_min_think_time (level + 1));
}

/* Two beginners on board B with a one-minute clock: each move takes at
 * least the seat's think time on its own clock, though the search answers
 * at once (the clock readings, not the wall clock, are checked). */
static void
test_paced (void)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new (NULL, NULL, "60");
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourGame *b = parlour_match_get_game (match, 1);
  GArray *times;

  for (guint seat = PARLOUR_BUGHOUSE_SEAT_WHITE_B; seat <= PARLOUR_BUGHOUSE_SEAT_BLACK_B; seat++)
    {
      parlour_match_set_controller (match, seat, PARLOUR_CONTROLLER_COMPUTER);
      parlour_computer_set_level (computer, seat, 1);
    }
  while (parlour_game_get_n_moves (b) < 3)
    g_main_context_iteration (NULL, TRUE);
  times = parlour_match_get_times (match, 1);
  g_assert_cmpuint (times->len, >=, 4);
  /* B-Black's first move and B-White's second, each from the start of its ply */
  for (guint ply = 1; ply <= 2; ply++)
    {
      ParlourColor side = ply % 2 ? PARLOUR_BLACK : PARLOUR_WHITE;
      gint64 before = g_array_index (times, ParlourClockTimes, ply).remaining[side];
      gint64 after = g_array_index (times, ParlourClockTimes, ply + 1).remaining[side];

      g_test_message ("ply %u took %" G_GINT64_FORMAT " us", ply, before - after);
      g_assert_cmpint (before - after, >=, parlour_computer_think_time (1, before, 0));
    }
  /* board A, where nobody has moved, is where it was */
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/computer-bughouse/three-computers", test_three_computers);
  g_test_add_func ("/engine/computer-bughouse/four-computers", test_four_computers);
  g_test_add_func ("/engine/computer-bughouse/waits-for-piece", test_waits_for_piece);
  g_test_add_func ("/engine/computer-bughouse/team-messages", test_team_messages);
  g_test_add_func ("/engine/computer-bughouse/partner-need", test_partner_need);
  g_test_add_func ("/engine/computer-bughouse/search-wish", test_search_wish);
  g_test_add_func ("/engine/computer-bughouse/search-dont-give", test_search_dont_give);
  g_test_add_func ("/engine/computer-bughouse/find-need", test_find_need);
  g_test_add_func ("/engine/computer-bughouse/computer-posts-need", test_computer_posts_need);
  g_test_add_func ("/engine/computer-bughouse/partner-share", test_partner_share);
  g_test_add_func ("/engine/computer-bughouse/think-time", test_think_time);
  g_test_add_func ("/engine/computer-bughouse/paced", test_paced);
  return g_test_run ();
}
