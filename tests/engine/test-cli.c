/* test-cli.c — parlour-cli's interface: output formats and exit statuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib.h>
#include <sys/wait.h>

#include "parlour-variant.h"

typedef struct {
  char *out;
  char *err;
  int status;
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *r, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("PARLOUR_CLI");
  const char *arg;
  va_list ap;
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  va_start (ap, r);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &r->out, &r->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  r->status = WEXITSTATUS (wait_status);
}

static void
test_perft (void)
{
  g_auto(Run) r = { 0 };

  run_cli (&r, "perft", "3", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "nodes 8902\n");
}

static void
test_perft_divide (void)
{
  g_auto(Run) r = { 0 };
  g_auto(GStrv) lines = NULL;
  guint64 sum = 0;
  guint n;

  run_cli (&r, "perft", "--divide", "--fen=r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  n = g_strv_length (lines);
  /* 48 moves, "nodes N", then the empty string after the last newline */
  g_assert_cmpuint (n, ==, 50);
  for (guint i = 0; i < 48; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 2);
      if (i > 0)
        g_assert_cmpint (strcmp (lines[i - 1], lines[i]), <, 0);
      sum += g_ascii_strtoull (f[1], NULL, 10);
    }
  g_assert_cmpstr (lines[48], ==, "nodes 2039");
  g_assert_cmpuint (sum, ==, 2039);
  g_assert_true (strstr (r.out, "e1g1 ") != NULL);
  g_assert_true (strstr (r.out, "e1c1 ") != NULL);
}

static void
test_moves (void)
{
  g_auto(Run) r = { 0 };

  run_cli (&r, "moves", "--fen=7k/P7/8/8/8/8/8/K7 w - - 0 1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "a1a2\na1b1\na1b2\na7a8b\na7a8n\na7a8q\na7a8r\n");
}

static void
test_fen (void)
{
  g_auto(Run) r = { 0 };
  g_auto(Run) bad = { 0 };

  run_cli (&r, "fen", "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b qkQK e3", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");

  run_cli (&bad, "fen", "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq - 0 1", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_nonnull (strstr (bad.err, "side to move"));
}

static void
test_errors (void)
{
  struct {
    const char *args[4];
    int status;
    const char *fragment;
  } cases[] = {
    { { NULL }, 2, "a command is needed" },
    { { "frobnicate", NULL }, 2, "unknown command" },
    { { "perft", NULL }, 2, "DEPTH" },
    { { "perft", "x", NULL }, 2, "DEPTH must be" },
    { { "perft", "-3", NULL }, 2, "DEPTH cannot be negative (“-3”)" },
    { { "perft", "3 ", NULL }, 2, "DEPTH “3 ” has a space after the number" },
    { { "perft", "08", NULL }, 2, "DEPTH “08” has a leading zero" },
    { { "perft", "-x", NULL }, 2, "unknown option “-x”" },
    /* bytes that are not UTF-8 are the FEN's problem, named as such */
    { { "moves", "--fen=4k3/8/8/8/8/8/8/4K2\xd0 w - - 0 1", NULL }, 1,
      "invalid FEN in --fen: FEN board: unexpected byte 0xD0, not UTF-8 at character 20" },
    { { "perft", "--variant=nonesuch", "1", NULL }, 2, "unknown variant “nonesuch”" },
    { { "perft", "--bogus", "1", NULL }, 2, NULL },
    { { "perft", "--fen=8/8/8 w - - 0 1", "1", NULL }, 1, "invalid FEN in --fen" },
    { { "moves", "extra", NULL }, 2, NULL },
    { { "fen", NULL }, 2, "exactly one FEN" },
    { { "pgn", NULL }, 2, NULL },
    { { "pgn", "/nonexistent/file.pgn", NULL }, 1, NULL },
    { { "soak", "--games=0", NULL }, 2, "--games must be a whole number from 1 to" },
    { { "soak", "--seed=-1", NULL }, 2, "--seed must be a whole number" },
    { { "soak", "--max-plies=many", NULL }, 2, "--max-plies must be a whole number" },
    { { "soak", "--seed=18446744073709551615", "--games=2", NULL }, 2, "leaves no room" },
    { { "soak", "--variant=nonesuch", NULL }, 2, "unknown variant “nonesuch”" },
    { { "soak", "extra", NULL }, 2, "soak takes only options" },
    { { "bingo-facts", "e2e4", "e2e4", NULL }, 1, "move 2 “e2e4”" },
    { { "bingo-facts", "--fen=x", NULL }, 2, "unknown option “--fen=x”" },
    { { "bingo-card", NULL }, 2, "bingo-card needs --seed=S" },
    { { "bingo-card", "--seed=x", NULL }, 1, "the seed “x” is not a whole number" },
    { { "bingo-card", "--seed=1", "extra", NULL }, 2, "bingo-card takes only" },
    { { "handicap", "--value=5", "--game=1", NULL }, 2, "--giver=white|black" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0 };
      run_cli (&r, cases[i].args[0], cases[i].args[1], cases[i].args[2], NULL);
      g_autofree char *shown = g_strescape (r.err, NULL);
      g_test_message ("case %u: status %d, stderr %s", i, r.status, shown);
      g_assert_cmpint (r.status, ==, cases[i].status);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_cmpstr (r.err, !=, "");
      if (cases[i].fragment)
        g_assert_nonnull (strstr (r.err, cases[i].fragment));
    }
}

/* Légal's mate, checked by hand: White checks once with a bishop (6. Bxf7+) and
 * once with a knight (7. Nd5#); Black's bishop took the only queen on d1, White's
 * back rank. */
static void
test_bingo_facts (void)
{
  g_auto(Run) r = { 0 };
  g_auto(Run) other = { 0 };

  run_cli (&r, "bingo-facts", "e2e4", "e7e5", "g1f3", "d7d6", "f1c4", "c8g4", "b1c3", "g7g6",
           "f3e5", "g4d1", "c4f7", "e8e7", "c3d5", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpstr (r.out, ==,
    "{\"white\": {\"checks\": {\"Q\": 0, \"R\": 0, \"B\": 1, \"N\": 1, \"P\": 0}, "
    "\"rook_vertical\": false, \"bishop_short_diagonal\": false, \"knight_second_rank\": false, "
    "\"captured_all\": {\"Q\": false, \"R\": false, \"B\": false, \"N\": false, \"P\": false}, "
    "\"last_rank_pieces\": 0, \"stalemate_delivered\": false, \"stalemated\": false, "
    "\"castled_kingside\": false, \"castled_queenside\": false, \"en_passant\": false, "
    "\"underpromotion\": false, \"king_sides\": [], \"king_sides_incl_start\": [\"rank1\"]}, "
    "\"black\": {\"checks\": {\"Q\": 0, \"R\": 0, \"B\": 0, \"N\": 0, \"P\": 0}, "
    "\"rook_vertical\": false, \"bishop_short_diagonal\": false, \"knight_second_rank\": false, "
    "\"captured_all\": {\"Q\": true, \"R\": false, \"B\": false, \"N\": false, \"P\": false}, "
    "\"last_rank_pieces\": 1, \"stalemate_delivered\": false, \"stalemated\": false, "
    "\"castled_kingside\": false, \"castled_queenside\": false, \"en_passant\": false, "
    "\"underpromotion\": false, \"king_sides\": [], \"king_sides_incl_start\": [\"rank8\"]}}\n");

  /* en passant, a fianchetto, a knight to d7, a pawn that takes the queen and
   * becomes a knight (taken by the king), castling, a rook lifted up its file */
  run_cli (&other, "bingo-facts", "e2e4", "g7g6", "e4e5", "d7d5", "e5d6", "f8g7", "d6c7", "b8d7",
           "c7d8n", "e8d8", "g1f3", "g8f6", "f1e2", "a7a5", "e1g1", "a8a6", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.out, ==,
    "{\"white\": {\"checks\": {\"Q\": 0, \"R\": 0, \"B\": 0, \"N\": 0, \"P\": 0}, "
    "\"rook_vertical\": false, \"bishop_short_diagonal\": false, \"knight_second_rank\": false, "
    "\"captured_all\": {\"Q\": true, \"R\": false, \"B\": false, \"N\": false, \"P\": false}, "
    "\"last_rank_pieces\": 1, \"stalemate_delivered\": false, \"stalemated\": false, "
    "\"castled_kingside\": true, \"castled_queenside\": false, \"en_passant\": true, "
    "\"underpromotion\": true, \"king_sides\": [\"rank1\"], "
    "\"king_sides_incl_start\": [\"rank1\"]}, "
    "\"black\": {\"checks\": {\"Q\": 0, \"R\": 0, \"B\": 0, \"N\": 0, \"P\": 0}, "
    "\"rook_vertical\": true, \"bishop_short_diagonal\": true, \"knight_second_rank\": true, "
    "\"captured_all\": {\"Q\": false, \"R\": false, \"B\": false, \"N\": false, \"P\": false}, "
    "\"last_rank_pieces\": 0, \"stalemate_delivered\": false, \"stalemated\": false, "
    "\"castled_kingside\": false, \"castled_queenside\": false, \"en_passant\": false, "
    "\"underpromotion\": false, \"king_sides\": [\"rank8\"], "
    "\"king_sides_incl_start\": [\"rank8\"]}}\n");
}

/* A header line, then five rows of five "ID:DIFFICULTY"; a seed always deals its card. */
static void
test_bingo_card (void)
{
  g_auto(Run) r = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) other = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&r, "bingo-card", "--seed=42", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==, "seed 42");
  for (guint row = 1; row <= 5; row++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[row], " ", -1);
      guint difficulties = 0;

      g_assert_cmpuint (g_strv_length (cells), ==, 5);
      for (guint i = 0; i < 5; i++)
        {
          const char *colon = strchr (cells[i], ':');
          g_assert_nonnull (colon);
          difficulties |= 1u << (colon[1] - '0');
        }
      /* one objective of each difficulty in every row */
      g_assert_cmpuint (difficulties, ==, 0x3e);
    }
  run_cli (&again, "bingo-card", "--seed=42", NULL);
  g_assert_cmpstr (again.out, ==, r.out);
  run_cli (&other, "bingo-card", "--seed=43", NULL);
  g_assert_cmpstr (other.out, !=, r.out);
}

static void
test_handicap (void)
{
  const char *start_less_rook = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";
  g_auto(Run) giver = { 0 };
  g_auto(Run) taker = { 0 };
  g_auto(Run) too_much = { 0 };
  g_auto(Run) black = { 0 };

  run_cli (&giver, "handicap", "--value=5", "--game=1", "--giver=white", start_less_rook, NULL);
  g_assert_cmpint (giver.status, ==, 0);
  g_assert_cmpstr (giver.out, ==, "chooser giver\nremoved 5\n"
                   "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1\n");
  run_cli (&taker, "handicap", "--value=5", "--game=3", "--giver=white", start_less_rook, NULL);
  g_assert_cmpint (taker.status, ==, 0);
  g_assert_true (g_str_has_prefix (taker.out, "chooser taker\nremoved 5\n"));
  run_cli (&too_much, "handicap", "--value=4", "--game=6", "--giver=white", start_less_rook, NULL);
  g_assert_cmpint (too_much.status, ==, 1);
  g_assert_cmpstr (too_much.out, ==, "chooser taker\n");
  g_assert_nonnull (strstr (too_much.err, "the taker chooses at most the handicap value 4, not 5"));
  run_cli (&black, "handicap", "--value=3", "--game=4", "--giver=black",
           "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL);
  g_assert_cmpint (black.status, ==, 0);
  g_assert_cmpstr (black.out, ==, "chooser giver\nremoved 3\n"
                   "fen r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");

  {
    g_auto(Run) r = { 0 };

    run_cli (&r, "handicap", "--value=40", "--game=1", "--giver=white", start_less_rook, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "--value must be a whole number from 0 to 39, not “40”"));
  }

  /* each broken rule is named */
  {
    struct {
      const char *value, *game, *fen, *fragment;
    } broken[] = {
      { "--value=9", "--game=1", start_less_rook,
        "the giver chooses at least the handicap value 9" },
      { "--value=2", "--game=1", "rnbqkbnr/pppppppp/8/8/8/8/5PPP/RNBQKBNR w KQkq - 0 1",
        "too many pawns removed: 5 pawns" },
      { "--value=3", "--game=1", "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
        "not on its start square" },
      { "--value=3", "--game=1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1",
        "the king cannot be removed" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
      {
        g_auto(Run) r = { 0 };

        run_cli (&r, "handicap", broken[i].value, broken[i].game, "--giver=white", broken[i].fen,
                 NULL);
        g_assert_cmpint (r.status, ==, 1);
        g_assert_cmpstr (r.out, ==, "chooser giver\n");
        g_assert_nonnull (strstr (r.err, broken[i].fragment));
      }
  }
}

/* One line per variant with the counts; the same seed gives the same counts. */
static void
test_soak (void)
{
  g_auto(Run) r = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) all = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&r, "soak", "--variant=bungalow", "--games=3", "--seed=5", "--max-plies=60", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_true (g_str_has_prefix (r.out, "bungalow: 3 games ("));
  g_assert_nonnull (strstr (r.out, " FEN checks, "));
  g_assert_nonnull (strstr (r.out, " 0 failures, "));
  run_cli (&again, "soak", "--variant=bungalow", "--games=3", "--seed=5", "--max-plies=60", NULL);
  /* all but the time */
  g_assert_cmpstr (strstr (again.out, "failures"), !=, NULL);
  g_assert_cmpmem (again.out, strstr (again.out, "failures") - again.out,
                   r.out, strstr (r.out, "failures") - r.out);

  /* without --variant: every variant, one line each */
  run_cli (&all, "soak", "--games=1", "--max-plies=10", NULL);
  g_assert_cmpint (all.status, ==, 0);
  lines = g_strsplit (all.out, "\n", -1);
  {
    guint n;

    parlour_variant_list (&n);
    g_assert_cmpuint (g_strv_length (lines), ==, n + 1);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/perft", test_perft);
  g_test_add_func ("/cli/perft-divide", test_perft_divide);
  g_test_add_func ("/cli/moves", test_moves);
  g_test_add_func ("/cli/fen", test_fen);
  g_test_add_func ("/cli/errors", test_errors);
  g_test_add_func ("/cli/soak", test_soak);
  g_test_add_func ("/cli/bingo-facts", test_bingo_facts);
  g_test_add_func ("/cli/bingo-card", test_bingo_card);
  g_test_add_func ("/cli/handicap", test_handicap);
  return g_test_run ();
}
