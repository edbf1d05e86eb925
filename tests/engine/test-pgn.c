/* test-pgn.c — PGN: reading real games, writing, round trips, errors, garbage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/wait.h>

#include "parlour-pgn.h"

static char *
data_path (const char *dir,
           const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", dir, name, NULL);
}

static char *
load (const char *dir,
      const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = data_path (dir, name);
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static GPtrArray *
parse_file (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = load ("pgn", name);
  GPtrArray *games = parlour_pgn_parse (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (games);
  return games;
}

#define GAME(games, i) ((ParlourGame *) g_ptr_array_index ((games), (i)))

/* The moves of @game in SAN, separated by spaces. */
static char *
moves_text (ParlourGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < parlour_game_get_n_moves (game); i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, parlour_game_get_san (game, i));
    }
  return g_string_free (s, FALSE);
}

static void
assert_ending (ParlourGame        *game,
               ParlourResult       result,
               ParlourTermination  termination)
{
  g_assert_cmpint (parlour_game_get_result (game), ==, result);
  g_assert_cmpint (parlour_game_get_termination (game), ==, termination);
}

static void
test_read_opera (void)
{
  g_autoptr(GPtrArray) games = parse_file ("opera.pgn");
  ParlourGame *game;

  g_assert_cmpuint (games->len, ==, 1);
  game = GAME (games, 0);
  g_assert_cmpstr (parlour_game_get_tag (game, "White"), ==, "Morphy, Paul");
  g_assert_cmpstr (parlour_game_get_tag (game, "Black"), ==, "Duke Karl / Count Isouard");
  g_assert_cmpstr (parlour_game_get_tag (game, "Date"), ==, "1858.??.??");
  g_assert_cmpstr (parlour_game_get_tag (game, "ECO"), ==, "C41");
  g_assert_cmpstr (parlour_game_get_tag (game, "Result"), ==, "1-0");
  g_assert_true (parlour_game_get_variant (game) == parlour_variant_lookup ("chess"));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 33);
  g_assert_cmpstr (parlour_game_get_san (game, 20), ==, "Bxb5+");
  g_assert_cmpstr (parlour_game_get_san (game, 21), ==, "Nbd7");
  g_assert_cmpstr (parlour_game_get_san (game, 22), ==, "O-O-O");
  g_assert_cmpstr (parlour_game_get_san (game, 32), ==, "Rd8#");
  assert_ending (game, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_CHECKMATE);
}

static void
test_read_several (void)
{
  g_autoptr(GPtrArray) games = parse_file ("classics.pgn");
  static const struct {
    const char *white;
    guint plies;
    ParlourResult result;
    ParlourTermination termination;
  } expected[] = {
    { "Anderssen, Adolf", 45, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_CHECKMATE },
    { "Anderssen, Adolf", 47, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_CHECKMATE },
    { "Byrne, Donald", 82, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE },
    { "Legal de Kermeur", 13, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_CHECKMATE },
    { "Loyd, Sam", 19, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_STALEMATE },
  };

  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < games->len; i++)
    {
      g_assert_cmpstr (parlour_game_get_tag (GAME (games, i), "White"), ==, expected[i].white);
      g_assert_cmpuint (parlour_game_get_n_moves (GAME (games, i)), ==, expected[i].plies);
      assert_ending (GAME (games, i), expected[i].result, expected[i].termination);
    }
  /* disambiguation as the source wrote it */
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 1), 19), ==, "Nge7");
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 1), 26), ==, "Nbd2");
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 1), 36), ==, "Rad1");
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 2), 31), ==, "Rfe8+");
}

/* [%clk] comments: read into the game's clocks per ply, written back */
static void
test_clocks (void)
{
  static const char text[] =
    "[Event \"Blitz\"]\n[TimeControl \"300+3\"]\n\n"
    "1. e4 {[%clk 0:04:58]} e5 { a comment [%clk 0:04:57.5] and more } "
    "2. Nf3 {no reading} Nc6 {[%clk 0:61:00]} 3. Bb5 {[%clk 1:02:03]} {[%clk x]} "
    "a6 (3... Nf6 {[%clk 0:00:01]}) {[%clk 0:04:50]} *\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = parlour_pgn_parse (text, &error);
  g_autofree char *written = NULL;
  g_autofree char *flat = NULL;
  g_autoptr(GPtrArray) again = NULL;
  ParlourGame *game;

  g_assert_no_error (error);
  game = GAME (games, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 6);
  g_assert_cmpint (parlour_game_get_clock (game, 0), ==, 298 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_game_get_clock (game, 1), ==, 297500000);
  g_assert_cmpint (parlour_game_get_clock (game, 2), ==, -1);
  /* minutes past 59 are not a time: no reading */
  g_assert_cmpint (parlour_game_get_clock (game, 3), ==, -1);
  /* the last good reading of the comments after a move counts */
  g_assert_cmpint (parlour_game_get_clock (game, 4), ==, (gint64) 3723 * G_USEC_PER_SEC);
  /* a variation's readings are not the main line's */
  g_assert_cmpint (parlour_game_get_clock (game, 5), ==, 290 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_game_get_clock (game, 6), ==, -1);
  g_assert_cmpstr (parlour_game_get_tag (game, "TimeControl"), ==, "300+3");

  written = parlour_pgn_write (game);
  g_assert_nonnull (strstr (written, "[TimeControl \"300+3\"]"));
  /* (the movetext is wrapped at 79 columns) */
  flat = g_strdelimit (g_strdup (written), "\n", ' ');
  g_assert_nonnull (strstr (flat, "1. e4 {[%clk 0:04:58]} 1... e5 {[%clk 0:04:57.5]} 2. Nf3 Nc6 "
                                     "3. Bb5 {[%clk 1:02:03]} 3... a6 {[%clk 0:04:50]} *"));
  again = parlour_pgn_parse (written, &error);
  g_assert_no_error (error);
  for (guint ply = 0; ply < 6; ply++)
    g_assert_cmpint (parlour_game_get_clock (GAME (again, 0), ply), ==,
                     parlour_game_get_clock (game, ply));

  /* a ply taken back loses its reading; a new one starts without */
  parlour_game_set_clock (game, 5, 12 * G_USEC_PER_SEC);
  g_assert_true (parlour_game_undo (game));
  g_assert_cmpint (parlour_game_get_clock (game, 5), ==, -1);
  g_assert_true (parlour_game_redo (game));
  g_assert_cmpint (parlour_game_get_clock (game, 5), ==, -1);
}

static void
test_read_skipped (void)
{
  g_autoptr(GPtrArray) games = parse_file ("misc.pgn");
  g_autofree char *first = NULL, *second = NULL, *fifth = NULL;

  g_assert_cmpuint (games->len, ==, 5);

  /* no tags at all; en passant and an under-promotion; "*" */
  first = moves_text (GAME (games, 0));
  g_assert_cmpstr (first, ==, "e4 d5 e5 f5 exf6 e5 fxg7 Be7 gxh8=N Bf6 Nf7 Kxf7 d4 exd4 Qxd4 Bxd4");
  g_assert_cmpstr (parlour_game_get_tag (GAME (games, 0), "Event"), ==, "?");
  assert_ending (GAME (games, 0), PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);

  /* comments, a "%" escape line, NAGs and nested variations are skipped */
  second = moves_text (GAME (games, 1));
  g_assert_cmpstr (second, ==, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7");
  g_assert_cmpstr (parlour_game_get_tag (GAME (games, 1), "Event"), ==,
                   "The \"Quoted\" event \\ with a backslash");
  g_assert_cmpstr (parlour_game_get_tag (GAME (games, 1), "PlyCount"), ==, "10");
  assert_ending (GAME (games, 1), PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_AGREEMENT);

  /* "0-0" castling, a Variant tag by id, White resigned */
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 2), 6), ==, "O-O");
  g_assert_cmpstr (parlour_game_get_san (GAME (games, 2), 9), ==, "O-O");
  g_assert_null (parlour_game_get_tag (GAME (games, 2), "Variant"));
  assert_ending (GAME (games, 2), PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_RESIGNATION);

  /* no result token: the game ends at the next tag section */
  assert_ending (GAME (games, 3), PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE);

  /* long algebraic movetext and the Variant tag "Standard" */
  fifth = moves_text (GAME (games, 4));
  g_assert_cmpstr (fifth, ==, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O");
}

static void
test_read_setup (void)
{
  g_autoptr(GPtrArray) games = parse_file ("setup.pgn");
  g_autofree char *fen = NULL;

  g_assert_cmpuint (games->len, ==, 4);

  fen = parlour_position_to_fen (parlour_game_get_initial_position (GAME (games, 0)));
  g_assert_cmpstr (fen, ==, "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1");
  g_assert_cmpuint (parlour_game_get_n_moves (GAME (games, 0)), ==, 13);
  assert_ending (GAME (games, 0), PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_RESIGNATION);

  /* Black moves first; lost on time */
  g_assert_cmpint (parlour_game_get_initial_position (GAME (games, 1))->side, ==, PARLOUR_BLACK);
  g_assert_cmpuint (parlour_game_get_initial_position (GAME (games, 1))->fullmove, ==, 30);
  g_assert_cmpstr (parlour_game_get_tag (GAME (games, 1), "TimeControl"), ==, "180+2");
  assert_ending (GAME (games, 1), PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_TIME);

  /* a flag fall against a side whose opponent cannot mate */
  assert_ending (GAME (games, 2), PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_TIME_INSUFFICIENT);

  /* a draw that could be claimed is recorded as the claim */
  assert_ending (GAME (games, 3), PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_THREEFOLD_REPETITION);
}

static void
assert_same_game (ParlourGame *a,
                  ParlourGame *b)
{
  g_auto(GStrv) names = parlour_game_dup_tag_names (a);
  g_auto(GStrv) other_names = parlour_game_dup_tag_names (b);
  g_autofree char *fen_a = parlour_position_to_fen (parlour_game_get_initial_position (a));
  g_autofree char *fen_b = parlour_position_to_fen (parlour_game_get_initial_position (b));

  g_assert_true (parlour_game_get_variant (a) == parlour_game_get_variant (b));
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpuint (parlour_game_get_n_moves (a), ==, parlour_game_get_n_moves (b));
  for (guint i = 0; i < parlour_game_get_n_moves (a); i++)
    g_assert_cmphex (parlour_game_get_move (a, i), ==, parlour_game_get_move (b, i));
  assert_ending (b, parlour_game_get_result (a), parlour_game_get_termination (a));
  g_assert_cmpuint (g_strv_length (names), ==, g_strv_length (other_names));
  for (guint i = 0; names[i] != NULL; i++)
    g_assert_cmpstr (parlour_game_get_tag (a, names[i]), ==, parlour_game_get_tag (b, names[i]));
}

/* Writes @game, reads it back, and writes that again: the same game, the same text. */
static void
roundtrip_game (ParlourGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = parlour_pgn_write (game);
  g_autofree char *text_again = NULL;

  again = parlour_pgn_parse (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  assert_same_game (game, GAME (again, 0));
  text_again = parlour_pgn_write (GAME (again, 0));
  g_assert_cmpstr (text, ==, text_again);
}

static void
test_roundtrip (void)
{
  static const char *files[] = { "opera.pgn", "classics.pgn", "setup.pgn", "misc.pgn",
                                 "crazyhouse.pgn" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(GPtrArray) games = parse_file (files[f]);
      g_autoptr(GString) all = g_string_new (NULL);
      g_autoptr(GPtrArray) again = NULL;
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < games->len; i++)
        {
          g_autofree char *text = parlour_pgn_write (GAME (games, i));
          roundtrip_game (GAME (games, i));
          g_string_append (all, text);
        }
      /* the written games, one after the other, are one valid file */
      again = parlour_pgn_parse (all->str, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, games->len);
      for (guint i = 0; i < games->len; i++)
        assert_same_game (GAME (games, i), GAME (again, i));
    }
}

/* Crazyhouse games: drops, captured pieces in hand, a promoted queen taken back
 * as a pawn (docs/rules/crazyhouse.md) */
static void
test_crazyhouse (void)
{
  g_autoptr(GPtrArray) games = parse_file ("crazyhouse.pgn");
  g_autofree char *first = NULL, *second = NULL;

  g_assert_cmpuint (games->len, ==, 2);
  first = parlour_position_to_fen (parlour_game_get_position (GAME (games, 0)));
  g_assert_cmpstr (first, ==,
                   "rn2kb1r/ppp1pppp/5n2/4q3/8/2N2N2/PPPPBPbP/R1BQK1R1[Ppp] b Qkq - 1 10");
  second = parlour_position_to_fen (parlour_game_get_position (GAME (games, 1)));
  g_assert_cmpstr (second, ==, "8/8/3k4/8/8/8/3nN3/4K3[P] b - - 2 8");
}

/* The King capture option survives a round trip through the Rules tag, and a
 * game that walks into check reads back. */
static void
test_king_capture_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL,
                                                  PARLOUR_RULE_KING_CAPTURE, &error);
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  static const char *moves[] = { "e2e4", "f7f6", "d1h5", "e8f7", "h5f7" };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (parlour_game_play_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_KING_CAPTURED);
  text = parlour_pgn_write (game);
  g_assert_nonnull (strstr (text, "[Rules \"King capture\"]"));
  again = parlour_pgn_parse (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_cmpuint (parlour_game_get_rules (GAME (again, 0)) & PARLOUR_RULE_KING_CAPTURE, !=, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (GAME (again, 0)), ==, 5);
  g_assert_cmpint (parlour_game_get_result (GAME (again, 0)), ==, PARLOUR_RESULT_WHITE_WINS);

  g_clear_pointer (&again, g_ptr_array_unref);
  again = parlour_pgn_parse ("[Rules \"Anything goes\"]\n\n1. e4 *\n", &error);
  g_assert_null (again);
  g_assert_error (error, PARLOUR_PGN_ERROR, PARLOUR_PGN_ERROR_TAG);
  g_assert_nonnull (strstr (error->message, "line 1, column 8"));
  g_assert_nonnull (strstr (error->message, "“Anything goes”"));
}

static void
test_write_export (void)
{
  g_autoptr(GPtrArray) games = parse_file ("opera.pgn");
  g_autofree char *expected = load ("pgn", "opera-export.pgn");
  g_autofree char *text = parlour_pgn_write (GAME (games, 0));

  g_assert_cmpstr (text, ==, expected);
}

static void
test_write_layout (void)
{
  g_autoptr(GPtrArray) games = parse_file ("classics.pgn");
  g_autoptr(GPtrArray) setup = parse_file ("setup.pgn");
  g_autofree char *text = parlour_pgn_write (GAME (games, 2));
  g_autofree char *black_first = parlour_pgn_write (GAME (setup, 1));
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <=, 79);
      g_assert_false (g_str_has_prefix (lines[i], " "));
      g_assert_false (g_str_has_suffix (lines[i], " "));
    }
  /* tags, a blank line, the movetext, a blank line */
  g_assert_cmpstr (lines[0], ==, "[Event \"Third Rosenwald Trophy\"]");
  g_assert_cmpstr (lines[6], ==, "[Result \"0-1\"]");
  g_assert_cmpstr (lines[7], ==, "[Termination \"normal\"]");
  g_assert_cmpstr (lines[8], ==, "");
  g_assert_true (g_str_has_prefix (lines[9], "1. Nf3 Nf6 2. c4 g6 "));
  g_assert_true (g_str_has_suffix (lines[n - 3], "41. Kc1 Rc2# 0-1"));
  g_assert_cmpstr (lines[n - 2], ==, "");
  g_assert_cmpstr (lines[n - 1], ==, "");

  g_assert_nonnull (strstr (black_first,
                            "[SetUp \"1\"]\n"
                            "[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]\n"
                            "[TimeControl \"180+2\"]\n"
                            "[Termination \"time forfeit\"]\n"
                            "\n"
                            "30... Kd7 31. Ra7+ Kc6 1-0\n\n"));
}

static void
test_write_tags (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  parlour_game_set_tag (game, "Annotator", "Someone");
  parlour_game_set_tag (game, "TimeControl", "300+3");
  parlour_game_set_tag (game, "White", "A \"quoted\" \\ name");
  parlour_game_set_tag (game, "ECO", "A00");
  g_assert_true (parlour_game_play_text (game, "e4", &error));
  g_assert_no_error (error);
  text = parlour_pgn_write (game);
  g_assert_cmpstr (text, ==,
                   "[Event \"?\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[White \"A \\\"quoted\\\" \\\\ name\"]\n"
                   "[Black \"?\"]\n"
                   "[Result \"*\"]\n"
                   "[TimeControl \"300+3\"]\n"
                   "[Termination \"unterminated\"]\n"
                   "[Annotator \"Someone\"]\n"
                   "[ECO \"A00\"]\n"
                   "\n"
                   "1. e4 *\n"
                   "\n");
  roundtrip_game (game);
}

/* Move numbers past 65,535 are written as they are (they once wrapped to 0). */
static void
test_big_move_numbers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"),
                                                  "4k3/8/8/8/8/8/8/R3K3 b - - 0 65535", 0,
                                                  &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_true (parlour_game_play_text (game, "Kd8", &error));
  g_assert_true (parlour_game_play_text (game, "Kd1", &error));
  g_assert_true (parlour_game_play_text (game, "Kc8", &error));
  g_assert_no_error (error);
  text = parlour_pgn_write (game);
  g_assert_nonnull (strstr (text, "65535... Kd8 65536. Kd1 Kc8 *"));
  roundtrip_game (game);
}

/* A game with 100,000 tags, with duplicates (the later wins, in its place),
 * removals and roster tags among them, is read and round-trips in order. */
static void
test_many_tags (void)
{
  g_autoptr(GString) text = g_string_new ("[Event \"Many tags\"]\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_auto(GStrv) names = NULL;
  ParlourGame *game;
  const guint n = 100000;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "[Tag%u \"%u\"]\n", i, i);
  /* Tag7 again: it moves to the end with its new value */
  g_string_append (text, "[Tag7 \"again\"]\n\n1. e4 *\n");
  games = parlour_pgn_parse (text->str, &error);
  g_assert_no_error (error);
  game = GAME (games, 0);
  g_assert_cmpstr (parlour_game_get_tag (game, "Event"), ==, "Many tags");
  g_assert_cmpstr (parlour_game_get_tag (game, "Tag99999"), ==, "99999");
  g_assert_cmpstr (parlour_game_get_tag (game, "Tag7"), ==, "again");
  names = parlour_game_dup_tag_names (game);
  /* the roster (7), then Tag0 … Tag99999 without Tag7, then Tag7 */
  g_assert_cmpuint (g_strv_length (names), ==, 7 + n);
  g_assert_cmpstr (names[7 + 6], ==, "Tag6");
  g_assert_cmpstr (names[7 + 7], ==, "Tag8");
  g_assert_cmpstr (names[7 + n - 1], ==, "Tag7");

  /* removing a tag keeps the others findable */
  parlour_game_set_tag (game, "Tag5", NULL);
  g_assert_null (parlour_game_get_tag (game, "Tag5"));
  g_assert_cmpstr (parlour_game_get_tag (game, "Tag6"), ==, "6");
  g_assert_cmpstr (parlour_game_get_tag (game, "Tag99999"), ==, "99999");
  parlour_game_set_tag (game, "Tag6", "six");
  g_assert_cmpstr (parlour_game_get_tag (game, "Tag6"), ==, "six");
  parlour_game_set_tag (game, "Event", NULL);
  g_assert_cmpstr (parlour_game_get_tag (game, "Event"), ==, "?");
  roundtrip_game (game);
}

/* Every registered variant: a game of deterministic legal moves round-trips
 * through PGN, with the Variant tag for all but standard chess. */
static void
test_roundtrip_variants (void)
{
  const ParlourVariant **variants;
  guint n_variants;

  variants = parlour_variant_list (&n_variants);
  for (guint v = 0; v < n_variants; v++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourGame) game = parlour_game_new (variants[v], NULL, 0, &error);
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      g_assert_no_error (error);
      for (guint ply = 0; ply < 60 && !parlour_game_is_over (game); ply++)
        {
          ParlourMoveList list;
          parlour_game_legal_moves (game, &list);
          g_assert_cmpuint (list.n, >, 0);
          g_assert_true (parlour_game_play (game, list.moves[(ply * 7 + 3) % list.n], &error));
          g_assert_no_error (error);
        }
      text = parlour_pgn_write (game);
      lines = g_strsplit (text, "\n", -1);
      g_assert_true (g_str_has_prefix (lines[6], "[Result "));
      if (variants[v] == parlour_variant_default ())
        g_assert_null (strstr (text, "[Variant "));
      else
        {
          g_autofree char *tag = g_strdup_printf ("[Variant \"%s\"]", variants[v]->pgn_name);
          g_assert_cmpstr (lines[7], ==, tag);
        }
      g_test_message ("%s", text);
      roundtrip_game (game);
    }
}

/* A move of the side that is not to move says so, rather than only
 * "illegal": the reader looks for a move left out before it. */
static void
test_error_out_of_turn (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = parlour_pgn_parse ("1. e4 Nf3 *", &error);

  g_assert_null (games);
  g_assert_error (error, PARLOUR_PGN_ERROR, PARLOUR_PGN_ERROR_MOVE);
  g_assert_cmpstr (error->message, ==,
                   "line 1, column 7: illegal move “Nf3” for Black at move 1: it is not "
                   "White’s turn");
  g_clear_error (&error);
  /* a move neither side has is only illegal */
  games = parlour_pgn_parse ("1. e4 Ke3 *", &error);
  g_assert_cmpstr (error->message, ==, "line 1, column 7: illegal move “Ke3” for Black at move 1");
}

static void
test_errors (void)
{
  static const struct {
    const char *file;
    int code;
    const char *message;
  } cases[] = {
    { "unterminated-tag.pgn", PARLOUR_PGN_ERROR_TAG,
      "line 2, column 1: expected “]” to close the tag “Event”, found “[”" },
    { "unterminated-string.pgn", PARLOUR_PGN_ERROR_SYNTAX,
      "line 1, column 8: unterminated string" },
    { "unterminated-comment.pgn", PARLOUR_PGN_ERROR_SYNTAX,
      "line 3, column 17: unterminated comment: expected “}”" },
    { "unterminated-variation.pgn", PARLOUR_PGN_ERROR_SYNTAX,
      "line 3, column 10: unterminated variation" },
    { "illegal-move.pgn", PARLOUR_PGN_ERROR_MOVE,
      "line 17, column 4: illegal move “Nf6” for White at move 3" },
    { "ambiguous.pgn", PARLOUR_PGN_ERROR_MOVE,
      "line 3, column 24: ambiguous move “Nd2” for White at move 3: it could be Nbd2 or Nfd2" },
    { "unknown-variant.pgn", PARLOUR_PGN_ERROR_TAG,
      "line 2, column 10: unknown variant “Martian”" },
    { "bad-fen.pgn", PARLOUR_PGN_ERROR_TAG, "line 3, column 6: bad FEN tag: " },
    { "garbage.pgn", PARLOUR_PGN_ERROR_SYNTAX, "line 3, column 17: unexpected character “^”" },
    { "not-a-move.pgn", PARLOUR_PGN_ERROR_SYNTAX,
      "line 3, column 17: expected a move, a move number or a result, found “hello”" },
    { "stray-parenthesis.pgn", PARLOUR_PGN_ERROR_SYNTAX, "line 3, column 10: " },
    { "wrong-result.pgn", PARLOUR_PGN_ERROR_MOVE,
      "line 3, column 21: the result 1-0 does not match the end of the game (0-1, checkmate)" },
    { "after-mate.pgn", PARLOUR_PGN_ERROR_MOVE,
      "line 3, column 24: move “Nc3” for White at move 3 comes after the end of the game" },
    { "tag-no-value.pgn", PARLOUR_PGN_ERROR_TAG,
      "line 2, column 6: expected the value of the tag “Site” in quotes" },
    { "bad-nag.pgn", PARLOUR_PGN_ERROR_SYNTAX, "line 3, column 7: expected a number after “$”" },
    { "empty.pgn", PARLOUR_PGN_ERROR_EMPTY, "line 4, column 1: no game found" },
    { "en-dash-castling.pgn", PARLOUR_PGN_ERROR_SYNTAX,
      "line 3, column 36: unexpected character “–” in “O–O” (moves are written with a "
      "hyphen, “-”: O-O, O-O-O)" },
    { "fen-non-ascii.pgn", PARLOUR_PGN_ERROR_TAG,
      "line 3, column 6: bad FEN tag: FEN board: unexpected “ж” at character 19" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = load ("bad", cases[i].file);
      g_autoptr(GPtrArray) games = parlour_pgn_parse (text, &error);

      g_test_message ("%s: %s", cases[i].file, error ? error->message : "(no error)");
      g_assert_null (games);
      g_assert_error (error, PARLOUR_PGN_ERROR, cases[i].code);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("%s: “%s” does not start with “%s”", cases[i].file, error->message,
                 cases[i].message);
    }
}

static void
check_garbage (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = parlour_pgn_parse (text, &error);

  if (games == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == PARLOUR_PGN_ERROR);
      g_assert_true (g_str_has_prefix (error->message, "line "));
    }
  else
    {
      g_assert_no_error (error);
      for (guint i = 0; i < games->len; i++)
        g_free (parlour_pgn_write (GAME (games, i)));
    }
}

/* Random text and damaged copies of real games never crash or hang the reader. */
static void
test_garbage (void)
{
  static const char alphabet[] = "[]{}()\"\\;%$!?.*-/=+#@ \n\t0123456789abcdefghKQRBNOPxe1-0½";
  g_autoptr(GRand) rand = g_rand_new_with_seed (1858);
  g_autofree char *opera = load ("pgn", "opera.pgn");
  gsize opera_len = strlen (opera);

  check_garbage ("");
  check_garbage ("\xef\xbb\xbf[Event \"BOM\"] 1. e4 *");
  check_garbage ("[Event \"Latin-1 \xe9\"] 1. e4 *");
  check_garbage ("((((((((((((((((((((");
  check_garbage ("))))");
  check_garbage ("[[[[[");
  check_garbage ("1. e4 1-0 1. e4 0-1 1. e4 1/2-1/2 1. e4 * 1. e4");
  for (guint n = 0; n < 3000; n++)
    {
      guint len = g_rand_int_range (rand, 0, 80);
      g_autofree char *text = g_malloc (len + 1);

      for (guint i = 0; i < len; i++)
        text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[len] = '\0';
      check_garbage (text);
    }
  for (guint n = 0; n < 600; n++)
    {
      g_autofree char *text = g_strdup (opera);
      guint changes = g_rand_int_range (rand, 1, 4);

      for (guint c = 0; c < changes; c++)
        {
          guint at = g_rand_int_range (rand, 0, opera_len);
          char ch = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
          /* replace one byte (the alphabet's UTF-8 may break a sequence: that is
           * Latin-1 then, still text) */
          text[at] = ch == '\0' ? ' ' : ch;
        }
      check_garbage (text);
    }
}

/* parlour-cli pgn: exit 0 and a summary on a good file, 1 with FILE:LINE:COLUMN
 * on a bad one or a missing one, 2 on wrong arguments. */
static void
test_cli (void)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "parlour-cli",
                                                NULL);
  g_autofree char *good = data_path ("pgn", "classics.pgn");
  g_autofree char *bad = data_path ("bad", "illegal-move.pgn");
  g_autofree char *clocks = data_path ("pgn", "clocks.pgn");
  const char *runs[][3] = {
    { cli, "pgn", good },
    { cli, "pgn", clocks },
    { cli, "pgn", bad },
    { cli, "pgn", "/nonexistent/file.pgn" },
    { cli, "pgn", NULL },
  };
  const int expected_status[] = { 0, 0, 1, 1, 2 };

  if (!g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("parlour-cli is not built");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL, *err = NULL;
      char *argv[4] = { (char *) runs[i][0], (char *) runs[i][1], (char *) runs[i][2], NULL };
      int status = -1;

      g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, expected_status[i]);
      if (i == 0)
        {
          g_assert_true (g_str_has_prefix (out, "Game 1: White \"Anderssen, Adolf\" - Black "
                                                "\"Kieseritzky, Lionel\", Result 1-0, Variant "
                                                "chess, 45 plies\n1. e4 e5 2. f4 exf4 "));
          g_assert_nonnull (strstr (out, "\nGame 5: White \"Loyd, Sam\""));
        }
      else if (i == 1)
        g_assert_cmpstr (out, ==, "Game 1: White \"?\" - Black \"?\", Result *, Variant chess, "
                                  "3 plies\n1. d4 {[%clk 0:03:01]} d5 {[%clk 0:02:55.5]} 2. c4\n");
      else if (i == 2)
        {
          g_autofree char *line = g_strdup_printf ("parlour-cli: %s:17:4: illegal move “Nf6” "
                                                   "for White at move 3: it is not Black’s "
                                                   "turn\n", bad);
          g_assert_cmpstr (err, ==, line);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/pgn/read/opera", test_read_opera);
  g_test_add_func ("/engine/pgn/error/out-of-turn", test_error_out_of_turn);
  g_test_add_func ("/engine/pgn/read/several", test_read_several);
  g_test_add_func ("/engine/pgn/read/skipped", test_read_skipped);
  g_test_add_func ("/engine/pgn/read/setup", test_read_setup);
  g_test_add_func ("/engine/pgn/clocks", test_clocks);
  g_test_add_func ("/engine/pgn/roundtrip", test_roundtrip);
  g_test_add_func ("/engine/pgn/crazyhouse", test_crazyhouse);
  g_test_add_func ("/engine/pgn/roundtrip/variants", test_roundtrip_variants);
  g_test_add_func ("/engine/pgn/rules/king-capture", test_king_capture_rules);
  g_test_add_func ("/engine/pgn/write/export", test_write_export);
  g_test_add_func ("/engine/pgn/write/layout", test_write_layout);
  g_test_add_func ("/engine/pgn/write/tags", test_write_tags);
  g_test_add_func ("/engine/pgn/many-tags", test_many_tags);
  g_test_add_func ("/engine/pgn/big-move-numbers", test_big_move_numbers);
  g_test_add_func ("/engine/pgn/errors", test_errors);
  g_test_add_func ("/engine/pgn/garbage", test_garbage);
  g_test_add_func ("/engine/pgn/cli", test_cli);

  return g_test_run ();
}
