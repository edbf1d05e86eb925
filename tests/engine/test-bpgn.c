/* test-bpgn.c — BPGN read and write: hand-written files with drops, promotions passed
 * on, waiting and mate; round trips; errors with line and column (docs/rules/notation.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-bpgn.h"
#include "parlour-bughouse-match.h"
#include "parlour-pgn.h"
#include "parlour-san.h"

#define SEC G_USEC_PER_SEC

static ParlourMatch *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bpgn", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  ParlourMatch *match;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  match = parlour_bpgn_read (text, &error);
  g_assert_no_error (error);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (match));
  return match;
}

static void
assert_fen (ParlourMatch *match,
            guint         board,
            const char   *want)
{
  g_autofree char *fen =
    parlour_position_to_fen (parlour_game_get_position (parlour_match_get_game (match, board)));

  g_assert_cmpstr (fen, ==, want);
}

/* Writing gives the same text again after reading it, and the same match. */
static void
assert_round_trip (ParlourMatch *match)
{
  g_autofree char *text = parlour_bpgn_write (match);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourMatch) again = parlour_bpgn_read (text, &error);
  g_autofree char *text_again = NULL;

  g_assert_no_error (error);
  text_again = parlour_bpgn_write (again);
  g_assert_cmpstr (text_again, ==, text);
  g_assert_cmpuint (parlour_match_get_n_moments (again), ==, parlour_match_get_n_moments (match));
  for (guint b = 0; b < 2; b++)
    {
      g_autofree char *fen = parlour_position_to_fen (
        parlour_game_get_position (parlour_match_get_game (match, b)));

      assert_fen (again, b, fen);
      for (guint m = 0; m <= parlour_match_get_n_moments (match); m++)
        {
          ParlourPosition p1, p2;

          parlour_match_get_position_at_moment (match, b, m, &p1);
          parlour_match_get_position_at_moment (again, b, m, &p2);
          g_assert_true (parlour_position_equal (&p1, &p2));
        }
    }
  g_assert_cmpint (parlour_match_get_result (again, NULL), ==,
                   parlour_match_get_result (match, NULL));
}

/* A FICS-style file: extra tags, chat comments, clocks right after the moves. */
static void
test_read_drops (void)
{
  g_autoptr(ParlourMatch) match = read_data ("drops.bpgn");
  ParlourGame *a = parlour_match_get_game (match, 0);
  ParlourGame *b = parlour_match_get_game (match, 1);
  GArray *times = parlour_match_get_times (match, 0);

  assert_fen (match, 0, "rnb1kbnr/ppp1pppp/8/3q4/4N3/8/PPPP1PPP/R1BQKBNR[] b KQkq - 0 4");
  assert_fen (match, 1, "rnbqkb1r/pppppppp/8/4P3/6n1/2N4P/PPP1PPPP/R1BQKBNR[p] b KQkq - 0 4");
  g_assert_cmpint (parlour_match_get_result (match, NULL), ==, PARLOUR_RESULT_NONE);
  g_assert_cmpstr (parlour_game_get_tag (a, "White"), ==, "alice");
  g_assert_cmpstr (parlour_game_get_tag (b, "Black"), ==, "dave");
  g_assert_cmpstr (parlour_game_get_tag (b, "WhiteAElo"), ==, "1850");
  /* the order of the moves across the boards */
  g_assert_cmpuint (parlour_match_get_n_moments (match), ==, 14);
  g_assert_cmpuint (parlour_match_get_moment_board (match, 3), ==, 1);
  g_assert_cmpstr (parlour_game_get_san (b, 3), ==, "P@e5");
  /* the clock after 2A. exd5 is White's time at A's ply 3; the clocks are paused */
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 3).remaining[PARLOUR_WHITE], ==,
                   176100000);
  g_assert_cmpint (g_array_index (times, ParlourClockTimes, 3).remaining[PARLOUR_BLACK], ==,
                   178900000);
  g_assert_true (parlour_match_get_paused (match));
  assert_round_trip (match);
}

static void
test_read_promotion (void)
{
  g_autoptr(ParlourMatch) match = read_data ("promotion.bpgn");
  ParlourPosition at;

  assert_fen (match, 0, "n3k3/8/8/8/8/8/8/2K5[] w - - 0 2");
  assert_fen (match, 1, "8/4k3/8/8/4PK2/7r/8/8[] b - - 0 4");
  /* after 1a. Nxa8 the promoted queen was in White on B's reserve as a pawn */
  parlour_match_get_position_at_moment (match, 1, 3, &at);
  g_assert_cmpuint (at.reserve[PARLOUR_WHITE][parlour_variant_kind_from_letter (at.variant, 'P')],
                    ==, 1);
  g_assert_cmpuint (at.reserve[PARLOUR_WHITE][parlour_variant_kind_from_letter (at.variant, 'Q')],
                    ==, 0);
  assert_round_trip (match);
}

static void
test_read_waiting (void)
{
  g_autoptr(ParlourMatch) match = read_data ("waiting.bpgn");
  ParlourPosition at;
  ParlourMoveList list;

  assert_fen (match, 0, "4k3/8/8/8/8/8/r7/6K1[] b - - 0 2");
  assert_fen (match, 1, "4k3/8/8/8/4r3/8/4R3/K7[r] b - - 1 2");
  /* at the start White on A had no move and waited */
  parlour_match_get_position_at_moment (match, 0, 0, &at);
  parlour_position_legal_moves (&at, &list);
  g_assert_cmpuint (list.n, ==, 0);
  g_assert_true (parlour_position_in_check (&at));
  assert_round_trip (match);
}

static void
test_read_mate (void)
{
  g_autoptr(ParlourMatch) match = read_data ("mate.bpgn");
  ParlourTermination termination;

  g_assert_cmpint (parlour_match_get_result (match, &termination), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_CHECKMATE);
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (match, 1)), ==,
                   PARLOUR_RESULT_BLACK_WINS);
  assert_fen (match, 1, "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R[p] b KQkq - 1 2");
  assert_round_trip (match);
}

/* A match played here, with unequal time and an ending from outside the moves. */
static void
test_write (void)
{
  const char *moves[][2] = {
    { "0", "e4" }, { "2", "d4" }, { "1", "d5" }, { "0", "exd5" }, { "3", "P@e5" },
    { "2", "dxe5" }, { "1", "Qxd5" }, { "3", "Nc6" }, { "2", "P@e6" },
  };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autofree char *text = NULL;
  ParlourTimeControl tc;

  g_assert_true (parlour_time_control_parse ("60+1", &tc, NULL));
  clock = parlour_clock_new (&tc, &tc);
  match = parlour_match_new_for_game (game, clock);
  parlour_game_set_tag (game, "White", "Ann \"the \\ wall\"");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      guint seat = (guint) (moves[i][0][0] - '0');
      ParlourGame *g = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
      ParlourPosition pos = *parlour_game_get_position (g);
      ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
      g_autoptr(GError) error = NULL;

      action.move = parlour_san_to_move (&pos, moves[i][1], &error);
      g_assert_no_error (error);
      g_assert_true (parlour_match_submit (match, seat, &action, (i + 1) * 1234567, &error));
    }
  parlour_match_resign (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B);
  text = parlour_bpgn_write (match);
  g_assert_nonnull (strstr (text, "[WhiteA \"Ann \\\"the \\\\ wall\\\"\"]\n"));
  g_assert_nonnull (strstr (text, "[TimeControl \"60+1\"]\n"));
  g_assert_nonnull (strstr (text, "[Result \"0-1\"]\n"));
  g_assert_nonnull (strstr (text, "\n1A. e4 {60.0} 1B. d4 {59.765433} 1a. d5 {58.530866} "));
  g_assert_nonnull (strstr (text, "1b. P@e5 {57.296299} "));
  g_assert_true (g_str_has_suffix (text, " 0-1\n"));
  assert_round_trip (match);
}

static void
test_errors (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "line 1, column 1: no game found" },
    { "1A. e4 1A. e5", "line 1, column 12: move 1A “e5” on board A: it is Black's turn there" },
    { "1A. e4\n1a. Ke7", "line 2, column 5: illegal move 1a “Ke7” on board A" },
    { "1A. e4 1B. P@e5", "line 1, column 12: illegal move 1B “P@e5” on board B" },
    { "1A. e4 e5", "line 1, column 8: expected a move number such as “1A.”" },
    { "1A. {237.4", "line 1, column 5: unterminated comment" },
    { "1A. 1-0", "line 1, column 5: illegal move 1A “1-0” on board A" },
    { "1C. e4", "line 1, column 1: expected a move number" },
    { "[FEN \"8/8 | 8/8 | 8\"]\n*", "line 1, column 6: bad FEN tag" },
    { "[FEN \"8/8/8/8/8/8/8/8[] w - - 0 1 | x\"]\n*", "(board A)" },
    /* empty and one-sided FEN tags name the tag, its line and the board */
    { "[FEN \"\"]\n*", "line 1, column 6: bad FEN tag “”: it is empty" },
    { "[Event \"x\"]\n[FEN \"  \"]\n*", "line 2, column 6: bad FEN tag “  ”: it is empty" },
    { "[FEN \"|\"]\n*", "line 1, column 6: bad FEN tag “|” (board A): it is empty" },
    { "[FEN \"k7/8/8/8/8/8/8/K7[] w - - 0 1 |\"]\n*",
      "line 1, column 6: bad FEN tag “k7/8/8/8/8/8/8/K7[] w - - 0 1 |” (board B): it is empty" },
    { "[FEN \" | k7/8/8/8/8/8/8/K7[] w - - 0 1\"]\n*", "(board A): it is empty" },
    { "[Rules \"Anything goes\"]\n*", "unknown rules “Anything goes”" },
    { "1A. e4 1a. e5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# 0-1",
      "line 1, column 57: the result “0-1” contradicts the moves" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourMatch) match = parlour_bpgn_read (cases[i].text, &error);

      if (match != NULL)
        g_error ("“%s” is read without an error", cases[i].text);
      g_assert_error (error, PARLOUR_PGN_ERROR, error->code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” gives “%s”, not “%s”", cases[i].text, error->message, cases[i].message);
    }
}

/* After "2A. g4 2a. Qh4+" White on A is not mated (a drop on g3 would block)
 * but waits: a result the moves do not give is the team result, as the file
 * says (a flag or a resignation). */
static void
test_result_tag (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourMatch) match = parlour_bpgn_read ("1A. f3 1a. e5 2A. g4 2a. Qh4+ 0-1",
                                                     &error);
  ParlourMoveList list;

  g_assert_no_error (error);
  g_assert_cmpint (parlour_match_get_result (match, NULL), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (parlour_game_get_result (parlour_match_get_game (match, 1)), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  /* "Qh4+" was no mate: White could block with a drop on g3 */
  parlour_game_set_result (parlour_match_get_game (match, 0), PARLOUR_RESULT_NONE,
                           PARLOUR_TERMINATION_NONE);
  parlour_game_set_result (parlour_match_get_game (match, 1), PARLOUR_RESULT_NONE,
                           PARLOUR_TERMINATION_NONE);
  g_assert_false (parlour_match_is_over (match));
  parlour_game_legal_moves (parlour_match_get_game (match, 0), &list);
  g_assert_cmpuint (list.n, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bpgn/read/drops", test_read_drops);
  g_test_add_func ("/bpgn/read/promotion", test_read_promotion);
  g_test_add_func ("/bpgn/read/waiting", test_read_waiting);
  g_test_add_func ("/bpgn/read/mate", test_read_mate);
  g_test_add_func ("/bpgn/write", test_write);
  g_test_add_func ("/bpgn/errors", test_errors);
  g_test_add_func ("/bpgn/result-tag", test_result_tag);
  return g_test_run ();
}
