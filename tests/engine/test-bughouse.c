/* test-bughouse.c — the bughouse match: two boards, four seats, captures to the partner,
 * undo and redo across boards, saving, clocks and the team result (docs/rules/bughouse.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-bughouse-match.h"
#include "parlour-match-private.h"
#include "parlour-san.h"
#include "test-bughouse-match.h"

#define SEC G_USEC_PER_SEC

static ParlourMatch *
new_match (const char *fen_a,
           const char *fen_b,
           const char *time_control)
{
  return test_bughouse_match_new (fen_a, fen_b, time_control);
}

static void
play_at (ParlourMatch *match,
         guint         seat,
         const char   *san,
         gint64        now_us)
{
  test_match_play_at (match, seat, san, now_us);
}

static void
play (ParlourMatch *match,
      guint         seat,
      const char   *san)
{
  play_at (match, seat, san, 0);
}

static guint
held (ParlourMatch *match,
      guint         board,
      ParlourColor  color,
      char          letter)
{
  const ParlourPosition *pos = parlour_game_get_position (parlour_match_get_game (match, board));

  return pos->reserve[color][parlour_variant_kind_from_letter (pos->variant, letter)];
}

static char *
fen_of (ParlourMatch *match,
        guint         board)
{
  return parlour_position_to_fen (parlour_game_get_position (parlour_match_get_game (match,
                                                                                     board)));
}

static void
test_seats (void)
{
  g_autoptr(ParlourMatch) match = new_match (NULL, NULL, NULL);
  const guint board[] = { 0, 0, 1, 1 }, team[] = { 0, 1, 1, 0 };
  const ParlourColor color[] = { PARLOUR_WHITE, PARLOUR_BLACK, PARLOUR_WHITE, PARLOUR_BLACK };

  g_assert_cmpuint (parlour_match_get_n_boards (match), ==, 2);
  g_assert_cmpuint (parlour_match_get_n_seats (match), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const ParlourSeat *s = parlour_match_get_seat (match, i);

      g_assert_cmpuint (s->board, ==, board[i]);
      g_assert_cmpint (s->color, ==, color[i]);
      g_assert_cmpuint (s->team, ==, team[i]);
    }
  /* both boards take moves at once */
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 0), ==, 0);
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 1), ==, 2);
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "d4");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4");
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 0), ==, 1);
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 1), ==, 3);
}

/* A capture goes to the partner at once, in the partner's colour; a promoted
 * pawn goes as a pawn. */
static void
test_routing (void)
{
  g_autoptr(ParlourMatch) match = new_match ("r3k3/1Pn5/8/8/8/8/8/2K5[] w - - 0 1", NULL, NULL);

  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "bxa8=Q+");
  /* White on A's partner is Black on B */
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'R'), ==, 1);
  g_assert_cmpuint (held (match, 1, PARLOUR_WHITE, 'R'), ==, 0);
  g_assert_cmpuint (held (match, 0, PARLOUR_WHITE, 'R'), ==, 0);
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "Nxa8");
  /* the promoted queen reaches White on B as a pawn */
  g_assert_cmpuint (held (match, 1, PARLOUR_WHITE, 'P'), ==, 1);
  g_assert_cmpuint (held (match, 1, PARLOUR_WHITE, 'Q'), ==, 0);
  /* and White on B can drop it */
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "P@d4");
  g_assert_cmpuint (held (match, 1, PARLOUR_WHITE, 'P'), ==, 0);
}

/* A match from two starts: board B keeps its own start (parlour_match_new_for_game()
 * copies board A's), gets a clock of its own of the same time control, and the
 * boards are tied as in any bughouse match. */
static void
test_two_starts (void)
{
  const char *fen_a = "r3k3/1Pn5/8/8/8/8/8/2K5[] w - - 0 1";
  const char *fen_b = "4k3/8/8/8/8/8/8/4K3[Pq] b - - 0 1";
  const ParlourVariant *v = parlour_variant_lookup ("bughouse");
  g_autoptr(ParlourGame) game_a = parlour_game_new (v, fen_a, 0, NULL);
  g_autoptr(ParlourGame) game_b = parlour_game_new (v, fen_b, 0, NULL);
  ParlourTimeControl tc;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourMatch) copied = new_match (fen_a, NULL, NULL);
  g_autofree char *start_b = NULL;
  g_autofree char *copied_b = NULL;
  ParlourClock *clocks[2];

  g_assert_true (parlour_time_control_parse ("60+1", &tc, NULL));
  clock = parlour_clock_new (&tc, &tc);
  match = parlour_bughouse_match_new (game_a, game_b, clock);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (match));

  g_assert_cmpuint (parlour_match_get_n_boards (match), ==, 2);
  g_assert_cmpuint (parlour_match_get_n_seats (match), ==, 4);
  start_b = parlour_position_to_fen (parlour_game_get_initial_position (
    parlour_match_get_game (match, 1)));
  g_assert_cmpstr (start_b, ==, fen_b);
  copied_b = fen_of (copied, 1);
  g_assert_cmpstr (copied_b, ==, fen_a);
  for (guint i = 0; i < 2; i++)
    {
      clocks[i] = parlour_match_get_clock (match, i);
      g_assert_nonnull (clocks[i]);
      g_assert_cmpint (parlour_clock_get_control (clocks[i], PARLOUR_BLACK)->increment_us, ==,
                       1 * SEC);
    }
  g_assert_true (clocks[0] != clocks[1]);
  /* Black moves first on B, as its start says; captures on A still reach B */
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 1), ==, PARLOUR_BUGHOUSE_SEAT_BLACK_B);
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "bxa8=Q+");
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'R'), ==, 1);
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'Q'), ==, 1);
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "R@e2+");
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'R'), ==, 0);
}

/* Undo goes back through the match in order, whichever board; reserves follow. */
static void
test_undo_redo (void)
{
  g_autoptr(ParlourMatch) match = new_match (NULL, NULL, NULL);
  g_autofree char *fen_b = NULL;
  ParlourPosition at;

  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4");
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "d5");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "e4");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "exd5");
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 1);
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "P@d6");
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 0);
  fen_b = fen_of (match, 1);

  /* browsing: board B at each moment */
  g_assert_cmpuint (parlour_match_get_n_moments (match), ==, 5);
  g_assert_cmpuint (parlour_match_get_moment_board (match, 4), ==, 0);
  parlour_match_get_position_at_moment (match, 1, 3, &at);
  g_assert_cmpuint (at.reserve[PARLOUR_BLACK][1], ==, 0);
  g_assert_cmpint (at.side, ==, PARLOUR_BLACK);
  parlour_match_get_position_at_moment (match, 1, 4, &at);
  g_assert_cmpuint (at.reserve[PARLOUR_BLACK][1], ==, 1);
  g_assert_true (parlour_position_equal (&at, parlour_game_get_position_at (
                                           parlour_match_get_game (match, 1), 1)));
  parlour_match_get_position_at_moment (match, 1, 5, &at);
  g_assert_true (parlour_position_equal (&at, parlour_game_get_position (
                                           parlour_match_get_game (match, 1))));

  /* the drop, then the capture that fed it (after B's e4), then B's e4 */
  g_assert_true (parlour_match_undo (match, 0));
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 1);
  g_assert_true (parlour_match_undo (match, 0));
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 2);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 1);
  g_assert_true (parlour_match_undo (match, 0));
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 0);
  /* the position's hash follows the reserve */
  {
    g_autofree char *fen = fen_of (match, 1);
    g_autoptr(ParlourPosition) fresh =
      parlour_position_new_from_fen (parlour_variant_lookup ("bughouse"), fen, NULL);

    g_assert_cmpuint (fresh->hash, ==,
                      parlour_game_get_position (parlour_match_get_game (match, 1))->hash);
  }

  g_assert_true (parlour_match_redo (match, 0));
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 0);
  g_assert_true (parlour_match_redo (match, 0));
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 1);
  g_assert_true (parlour_match_redo (match, 0));
  g_assert_false (parlour_match_can_redo (match));
  {
    g_autofree char *again = fen_of (match, 1);

    g_assert_cmpstr (again, ==, fen_b);
  }

  /* playing on from a past position of A goes back in order */
  parlour_match_truncate (match, 0, 2, 0);
  g_assert_cmpuint (parlour_match_get_n_moments (match), ==, 3);
  g_assert_cmpuint (held (match, 1, PARLOUR_BLACK, 'P'), ==, 0);
  g_assert_false (parlour_match_can_redo (match));
}

static ParlourMatch *
round_trip (ParlourMatch *match)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_match_serialize (match));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_variant_print (saved, TRUE);
  g_autoptr(GVariant) parsed = g_variant_parse (NULL, text, NULL, NULL, &error);
  ParlourMatch *restored;

  g_assert_no_error (error);
  restored = parlour_match_deserialize (parsed, 0, &error);
  g_assert_no_error (error);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (restored));
  return restored;
}

static void
test_save_load (void)
{
  g_autoptr(ParlourMatch) match = new_match (NULL, NULL, PARLOUR_BUGHOUSE_TIME_CONTROL);
  g_autoptr(ParlourMatch) restored = NULL;

  play_at (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4", 1 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "d5", 2 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "exd5", 3 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "Nf3", 4 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "P@e4", 5 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "Qxd5", 6 * SEC);
  parlour_match_keep_current_times (match, 7 * SEC);

  restored = round_trip (match);
  for (guint b = 0; b < 2; b++)
    {
      g_autofree char *want = fen_of (match, b);
      g_autofree char *got = fen_of (restored, b);

      g_assert_cmpstr (got, ==, want);
      for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
        g_assert_cmpint (parlour_clock_get_remaining (parlour_match_get_clock (restored, b), side, 0),
                         ==,
                         parlour_clock_get_remaining (parlour_match_get_clock (match, b), side,
                                                      7 * SEC));
    }
  g_assert_cmpuint (parlour_match_get_n_moments (restored), ==, 6);
  g_assert_cmpuint (parlour_match_get_moment_board (restored, 4), ==, 1);
  g_assert_cmpuint (held (restored, 1, PARLOUR_WHITE, 'P'), ==, 1);
  g_assert_true (parlour_match_get_paused (restored));
  /* undo after loading takes back Qxd5's pawn and then the drop */
  g_assert_true (parlour_match_undo (restored, 0));
  g_assert_cmpuint (held (restored, 1, PARLOUR_WHITE, 'P'), ==, 0);
  g_assert_true (parlour_match_undo (restored, 0));
  g_assert_cmpuint (held (restored, 1, PARLOUR_BLACK, 'P'), ==, 1);
}

/* A save whose reserve changes do not fit its moves is refused with a message. */
static void
test_save_malformed (void)
{
  g_autoptr(ParlourMatch) match = new_match (NULL, NULL, NULL);
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *broken = NULL;
  g_autoptr(GVariant) parsed = NULL;
  g_autoptr(ParlourMatch) restored = NULL;

  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4");
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "d5");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "exd5");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "e4");
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "P@d6");
  saved = g_variant_ref_sink (parlour_match_serialize (match));
  text = g_variant_print (saved, TRUE);
  /* the pawn arrives after the drop that needs it */
  g_assert_nonnull (strstr (text, "(uint32 3, uint32 1, uint32 1, uint32 1, 1)"));
  {
    g_auto(GStrv) parts = g_strsplit (text, "(uint32 3, uint32 1, uint32 1, uint32 1, 1)", 2);

    broken = g_strjoinv ("(uint32 5, uint32 1, uint32 1, uint32 1, 1)", parts);
  }
  parsed = g_variant_parse (NULL, broken, NULL, NULL, &error);
  g_assert_no_error (error);
  restored = parlour_match_deserialize (parsed, 0, &error);
  g_assert_null (restored);
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED);
  g_assert_nonnull (strstr (error->message, "Board 2, move 2 (“P@d6”)"));
}

/* Mate on one board ends the match; the other board gets the team result. */
static void
test_mate (void)
{
  g_autoptr(ParlourMatch) match = new_match ("7k/Q7/6K1/8/8/8/8/8[] w - - 0 1", NULL, NULL);
  ParlourTermination termination;
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };

  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_B, "Kf6");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "Qg7#");
  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpint (parlour_match_get_result (match, &termination), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* White on A and Black on B won */
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (match, 1)), ==,
                   PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 1), ==, G_MAXUINT);
  action.move = parlour_san_to_move ((ParlourPosition *) parlour_game_get_position (
                                       parlour_match_get_game (match, 1)), "Kg8", NULL);
  g_assert_false (parlour_match_submit (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, &action, 0, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER);

  /* undo takes the mate back, and the ending with it on both boards */
  g_assert_true (parlour_match_undo (match, 0));
  g_assert_false (parlour_match_is_over (match));
  g_assert_false (parlour_game_is_over (parlour_match_get_game (match, 1)));
  g_assert_true (parlour_match_redo (match, 0));
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (match, 1)), ==,
                   PARLOUR_RESULT_BLACK_WINS);
}

/* In check with no move, but a drop could block: White on A waits until the
 * partner's capture brings a piece to block with. */
static void
test_waiting (void)
{
  g_autoptr(ParlourMatch) match = new_match ("4k3/8/8/8/8/8/r7/r6K[] w - - 0 1",
                                             "4k3/8/8/8/3rR3/8/8/K7[] b - - 0 1",
                                             PARLOUR_BUGHOUSE_TIME_CONTROL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  ParlourGame *a = parlour_match_get_game (match, 0);

  g_assert_false (parlour_match_is_over (match));
  parlour_match_legal_actions (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, actions);
  g_assert_cmpuint (actions->len, ==, 0);
  g_assert_cmpuint (parlour_match_get_seat_to_act (match, 0), ==, PARLOUR_BUGHOUSE_SEAT_WHITE_A);

  play_at (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, "Rxe4+", 1 * SEC);
  g_assert_cmpuint (held (match, 0, PARLOUR_WHITE, 'R'), ==, 1);
  /* the waiting player's clock runs: the first move anywhere started it */
  g_assert_true (parlour_clock_is_running (parlour_match_get_clock (match, 0)));
  g_assert_cmpint (parlour_clock_get_remaining (parlour_match_get_clock (match, 0), PARLOUR_WHITE,
                                                 11 * SEC), ==, 232 * SEC);
  parlour_match_legal_actions (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, actions);
  g_assert_cmpuint (actions->len, >, 0);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "R@g1", 11 * SEC);
  g_assert_false (parlour_position_in_check (parlour_game_get_position (a)));
  g_assert_false (parlour_match_is_over (match));
}

/* Both White clocks start with the first move anywhere; a flag ends the match. */
static void
test_flag (void)
{
  g_autoptr(ParlourMatch) match = new_match (NULL, NULL, PARLOUR_BUGHOUSE_TIME_CONTROL);
  ParlourClock *clock_b = parlour_match_get_clock (match, 1);
  ParlourTermination termination;

  g_assert_false (parlour_clock_is_running (clock_b));
  play_at (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4", 0);
  g_assert_true (parlour_clock_is_running (clock_b));
  g_assert_cmpint (parlour_clock_get_active (clock_b), ==, PARLOUR_WHITE);
  /* 2 s of simple delay, then White on B's time runs */
  g_assert_cmpint (parlour_clock_get_remaining (clock_b, PARLOUR_WHITE, 5 * SEC), ==, 237 * SEC);
  play_at (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "e5", 10 * SEC);
  g_assert_false (parlour_match_tick (match, 241 * SEC));
  g_assert_true (parlour_match_tick (match, 243 * SEC));
  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (match, 1)), ==,
                   PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (parlour_match_get_result (match, &termination), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_TIME);
  g_assert_false (parlour_match_clocks_running (match));

  /* undoing every move stops both clocks again */
  while (parlour_match_undo (match, 300 * SEC))
    ;
  g_assert_false (parlour_match_is_over (match));
  g_assert_false (parlour_clock_is_running (clock_b));
  g_assert_false (parlour_clock_is_running (parlour_match_get_clock (match, 0)));
}

/* Resignation and an agreed draw give both boards the team result. */
static void
test_team_results (void)
{
  g_autoptr(ParlourMatch) resigned = new_match (NULL, NULL, NULL);
  g_autoptr(ParlourMatch) drawn = new_match (NULL, NULL, NULL);
  ParlourTermination termination;

  /* White on B is in team 1 with Black on A */
  parlour_match_resign (resigned, PARLOUR_BUGHOUSE_SEAT_WHITE_B);
  g_assert_cmpint (parlour_match_get_result (resigned, &termination), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_RESIGNATION);
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (resigned, 1)), ==,
                   PARLOUR_RESULT_BLACK_WINS);

  parlour_match_resign (drawn, PARLOUR_BUGHOUSE_SEAT_BLACK_B);
  g_assert_cmpint (parlour_match_get_result (drawn, NULL), ==, PARLOUR_RESULT_BLACK_WINS);
  {
    g_autoptr(ParlourMatch) agreed = new_match (NULL, NULL, NULL);

    parlour_match_agree_draw (agreed, 1);
    g_assert_cmpint (parlour_match_get_result (agreed, NULL), ==, PARLOUR_RESULT_DRAW);
    g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (agreed, 0)), ==,
                     PARLOUR_RESULT_DRAW);
  }
  g_assert_cmpint (parlour_bughouse_mirror_result (PARLOUR_RESULT_NONE), ==, PARLOUR_RESULT_NONE);
}

/* A reserve change between moves: refused with a message where it cannot be. */
static void
test_change_reserve (void)
{
  g_autoptr(ParlourGame) chess = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  g_autoptr(ParlourGame) board = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL, 0,
                                                   NULL);
  const ParlourVariant *v = parlour_game_get_variant (board);
  guint pawn = parlour_variant_kind_from_letter (v, 'P');
  guint king = parlour_variant_kind_from_letter (v, 'K');
  g_autoptr(GError) error = NULL;

  g_assert_false (parlour_game_change_reserve (chess, PARLOUR_WHITE, pawn, 1, &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (parlour_game_change_reserve (board, PARLOUR_WHITE, king, 1, &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (parlour_game_change_reserve (board, PARLOUR_BLACK, pawn, -1, &error));
  g_assert_nonnull (strstr (error->message, "-1"));
  g_clear_error (&error);
  g_assert_false (parlour_game_change_reserve (board, PARLOUR_BLACK, pawn, 64, &error));
  g_clear_error (&error);

  /* a piece in hand between moves: the position before the next ply has it,
   * and the next move may drop it */
  g_assert_true (parlour_game_play_text (board, "e4", NULL));
  g_assert_true (parlour_game_change_reserve (board, PARLOUR_BLACK, pawn, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_game_get_position_at (board, 1)->reserve[PARLOUR_BLACK][pawn], ==, 1);
  g_assert_true (parlour_game_play_text (board, "P@e5", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (parlour_game_get_san (board, 1), ==, "P@e5");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bughouse/seats", test_seats);
  g_test_add_func ("/bughouse/routing", test_routing);
  g_test_add_func ("/bughouse/two-starts", test_two_starts);
  g_test_add_func ("/bughouse/undo-redo", test_undo_redo);
  g_test_add_func ("/bughouse/save-load", test_save_load);
  g_test_add_func ("/bughouse/save-malformed", test_save_malformed);
  g_test_add_func ("/bughouse/mate", test_mate);
  g_test_add_func ("/bughouse/waiting", test_waiting);
  g_test_add_func ("/bughouse/flag", test_flag);
  g_test_add_func ("/bughouse/team-results", test_team_results);
  g_test_add_func ("/bughouse/change-reserve", test_change_reserve);
  return g_test_run ();
}
