/* test-cli.c — parlour-cli's interface: output formats and exit statuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <sys/wait.h>
#include <unistd.h>

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

/* bpgn replays a BPGN file: board A, board B and the team result; an illegal
 * move names itself, its board and its line. perft and moves take drop
 * variants with the reserve in the FEN. */
static void
test_bughouse (void)
{
  g_autofree char *mate = g_test_build_filename (G_TEST_DIST, "data", "bpgn", "mate.bpgn", NULL);
  g_autofree char *bad = NULL;
  g_auto(Run) r = { 0 };
  g_auto(Run) e = { 0 };
  g_auto(Run) p = { 0 };
  g_auto(Run) m = { 0 };
  g_autoptr(GError) error = NULL;
  int fd;

  run_cli (&r, "bpgn", mate, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==,
                   "A r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR[] b KQkq - 0 4\n"
                   "B rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R[p] b KQkq - 1 2\n"
                   "result 1-0\n");

  fd = g_file_open_tmp ("parlour-cli-XXXXXX.bpgn", &bad, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (bad, "[WhiteA \"Ann\"]\n\n1A. e4 1B. d4\n1b. N@e5\n",
                                      -1, &error));
  run_cli (&e, "bpgn", bad, NULL);
  g_unlink (bad);
  g_assert_cmpint (e.status, ==, 1);
  g_assert_cmpstr (e.out, ==, "");
  g_assert_nonnull (strstr (e.err, ":4:5: illegal move 1b “N@e5” on board B"));

  run_cli (&p, "perft", "--variant=bughouse", "--fen=4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "1",
           NULL);
  g_assert_cmpint (p.status, ==, 0);
  /* 5 king moves and 62 queen drops */
  g_assert_cmpstr (p.out, ==, "nodes 67\n");
  run_cli (&m, "moves", "--variant=crazyhouse", "--fen=4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", NULL);
  g_assert_cmpint (m.status, ==, 0);
  g_assert_nonnull (strstr (m.out, "P@e2\n"));
  g_assert_null (strstr (m.out, "P@e1\n"));
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
  g_test_add_func ("/cli/bughouse", test_bughouse);
  return g_test_run ();
}
