/* test-net.c — network play over loopback: a host and peers as separate processes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games between `parlour-cli join` peers of a `parlour-cli serve` host
 * (net-test-util.h): a whole game, a peer that drops and returns, a host
 * killed and restarted, a wrong join code, a SimulChess turn chosen on two
 * machines, and Bughouse with its four seats named.
 */
#define _GNU_SOURCE     /* renameat2() */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "net-test-util.h"

/* A chess game between two machines, watched by a third. */
static void
test_chess_game (void)
{
  Net *net = net_new (NULL);
  Proc *white = net_join (net, "white", NULL);
  Proc *black = net_join (net, "black", NULL);
  Proc *watcher = net_join (net, "spectator", NULL);
  const char *moves[] = { "f2f3", "e7e5", "g2g4", "d8h4" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autofree char *want = g_strdup_printf ("moves=%u last=%s result=%s", i + 1, moves[i],
                                               i + 1 < G_N_ELEMENTS (moves) ? "none"
                                                                            : "black-wins");

      proc_send (i % 2 == 0 ? white : black, moves[i]);
      proc_expect_free (white, want);
      proc_expect_free (black, want);
    }
  proc_expect_free (watcher, "moves=4 last=d8h4 result=black-wins");
  proc_send (white, "chat good game");
  proc_expect_free (black, "chat white: good game");
  g_assert_cmpint (proc_end (white, FALSE), ==, 0);
  g_assert_cmpint (proc_end (black, FALSE), ==, 0);
  g_assert_cmpint (proc_end (watcher, FALSE), ==, 0);
  net_free (net);
}

/* A peer drops mid-game: the clocks pause and its seat is missing until it
 * returns with its token, and the game goes on. */
static void
test_reconnect (void)
{
  const char *options[] = { "--time=300+2", NULL };
  Net *net = net_new (options);
  g_autofree char *token = net_token_file (net, "white.token");
  Proc *white = net_join (net, "white", token);
  Proc *black = net_join (net, "black", NULL);

  proc_send (white, "e2e4");
  proc_expect_free (black, "moves=1 last=e2e4");
  proc_send (black, "e7e5");
  proc_expect_free (white, "moves=2");
  proc_end (white, TRUE);
  proc_expect_free (black, "paused=1 missing=0 ");

  white = net_rejoin (net, token);
  proc_expect_free (white, "moves=2 last=e7e5");
  proc_expect_free (black, "paused=0 missing= ");
  proc_send (white, "g1f3");
  proc_expect_free (black, "moves=3 last=g1f3");
  proc_end (white, FALSE);
  proc_end (black, FALSE);
  net_free (net);
}

/* The host is killed with SIGKILL and started again: the match, the code and
 * the port come back, and the peers rejoin with their tokens. */
static void
test_host_killed (void)
{
  Net *net = net_new (NULL);
  g_autofree char *white_token = net_token_file (net, "white.token");
  g_autofree char *black_token = net_token_file (net, "black.token");
  g_autofree char *code = NULL;
  guint port;
  Proc *white = net_join (net, "white", white_token);
  Proc *black = net_join (net, "black", black_token);

  proc_send (white, "d2d4");
  proc_expect_free (black, "moves=1");
  proc_send (black, "d7d5");
  proc_expect_free (white, "moves=2");
  proc_expect_free (black, "moves=2");
  code = g_strdup (net->code);
  port = net->port;
  g_assert_cmpint (proc_end (net->host, TRUE), ==, -1);
  proc_expect_free (white, "closed:");
  proc_expect_free (black, "closed:");
  proc_end (white, FALSE);
  proc_end (black, FALSE);

  net_start_host (net, NULL);
  g_assert_cmpstr (net->code, ==, code);
  g_assert_cmpuint (net->port, ==, port);
  white = net_rejoin (net, white_token);
  proc_expect_free (white, "moves=2 last=d7d5");
  proc_expect_free (white, "missing=1 ");
  black = net_rejoin (net, black_token);
  proc_expect_free (black, "moves=2");
  proc_expect_free (white, "missing= ");
  proc_send (white, "c2c4");
  proc_expect_free (black, "moves=3 last=c2c4");
  proc_end (white, FALSE);
  proc_end (black, FALSE);
  net_free (net);
}

/* The folder and the file swap places in one step (the host, which may still
 * be writing what the joins changed, would make the folder again between a
 * rename and the file taking its place). */
static void
swap_paths (const char *a,
            const char *b)
{
  g_assert_cmpint (renameat2 (AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE), ==, 0);
}

/* The session cannot be written once the game is on (here its folder has
 * become a file, which stops root as well as anyone): the host says so on
 * its console and to the peers, and the game goes on; once the folder is
 * back, it says that it saves again. */
static void
test_session_unwritable (void)
{
  Net *net = net_new (NULL);
  g_autofree char *dir = g_build_filename (net->home, "parlour", NULL);
  g_autofree char *file = g_build_filename (net->home, "parlour-file", NULL);
  g_autoptr(GError) error = NULL;
  Proc *white = net_join (net, "white", NULL);
  Proc *black = net_join (net, "black", NULL);

  g_file_set_contents (file, "not a folder", -1, &error);
  g_assert_no_error (error);
  swap_paths (dir, file);
  proc_send (white, "e2e4");
  proc_expect_free (net->host, "cannot write the session");
  proc_expect_free (white, "chat host: The host cannot save the game");
  proc_expect_free (white, "moves=1 last=e2e4");
  proc_expect_free (black, "chat host: The host cannot save the game");
  proc_expect_free (black, "moves=1 last=e2e4");
  proc_send (black, "e7e5");
  proc_expect_free (white, "moves=2 last=e7e5");

  swap_paths (file, dir);
  proc_send (white, "g1f3");
  proc_expect_free (net->host, "written to");
  proc_expect_free (black, "chat host: The host saves the game again.");
  proc_expect_free (black, "moves=3 last=g1f3");
  g_assert_cmpint (proc_end (white, FALSE), ==, 0);
  g_assert_cmpint (proc_end (black, FALSE), ==, 0);
  net_free (net);
}

static void
test_wrong_code (void)
{
  Net *net = net_new (NULL);
  /* the right code with one letter changed */
  g_autofree char *wrong = g_strdup (net->code);
  g_autofree char *option = NULL;
  Proc *peer;

  wrong[0] = wrong[0] == 'A' ? 'B' : 'A';
  option = g_strdup_printf ("--code=%s", wrong);
  peer = net_test_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "join",
                                                   net->address, option, NULL });
  proc_expect_free (peer, "error auth: Wrong join code");
  g_assert_cmpint (proc_end (peer, FALSE), ==, 1);
  net_free (net);
}

/* A damaged session file is named, not guessed at; --fresh starts anew. Bad
 * options are usage errors. */
static void
test_bad_start (void)
{
  Net *net = net_new (NULL);
  g_autofree char *path = g_build_filename (net->home, "parlour", "net-host.gvariant", NULL);
  g_autoptr(GError) error = NULL;
  const char *fresh[] = { "--fresh", NULL };
  const char *bad_time[] = { "--fresh", "--time=5 minutes", NULL };
  const char *bad_port[] = { "--port=70000", NULL };
  const char *other_variant[] = { "--variant=bungalow", NULL };
  Proc *proc;

  g_assert_cmpint (proc_end (net->host, TRUE), ==, -1);
  net->host = NULL;
  g_file_set_contents (path, "{'format': <'parlour-net-host'>, 'version': <uint32 1>}", -1,
                       &error);
  g_assert_no_error (error);
  proc = net_test_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "serve",
                                                       NULL });
  proc_expect_free (proc, "cannot resume the session in");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 1);

  net_start_host (net, fresh);
  g_assert_cmpint (proc_end (net->host, TRUE), ==, -1);
  net->host = NULL;
  /* the fresh session is there now: another variant needs --fresh */
  proc = net_test_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "serve",
                                                       other_variant[0], NULL });
  proc_expect_free (proc, "the saved session plays chess, not bungalow");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 2);
  proc = net_test_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "serve",
                                                       bad_time[0], bad_time[1], NULL });
  proc_expect_free (proc, "--time:");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 2);
  proc = net_test_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "serve",
                                                       bad_port[0], NULL });
  proc_expect_free (proc, "--port must be from 0 to 65535");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 2);
  net_free (net);
}

/* A join address without a port is a usage error that says so (there is no
 * default port: a host listens where `serve` says), not an attempt at port
 * 0; and every command takes --help. */
static void
test_cli_usage (void)
{
  g_autofree char *home = g_dir_make_tmp ("parlour-net-XXXXXX", NULL);
  const char *cli = g_getenv ("PARLOUR_CLI");
  Proc *proc;

  proc = net_test_spawn (home, (const char *[]) { cli, "join", "127.0.0.1",
                                                  "--code=K7M2Q-XA4CD", NULL });
  proc_expect_free (proc, "“127.0.0.1” has no port");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 2);
  proc = net_test_spawn (home, (const char *[]) { cli, "join", "127.0.0.1:99999",
                                                  "--code=K7M2Q-XA4CD", NULL });
  proc_expect_free (proc, "has no port");
  g_assert_cmpint (proc_end (proc, FALSE), ==, 2);
  for (guint i = 0; i < 3; i++)
    {
      const char *command = (const char *[]) { "serve", "join", "perft" }[i];

      proc = net_test_spawn (home, (const char *[]) { cli, command, "--help", NULL });
      proc_expect_free (proc, "parlour-cli join HOST:PORT");
      g_assert_cmpint (proc_end (proc, FALSE), ==, 0);
    }
  g_rmdir (home);
}

/* SimulChess between two machines: each chooses on its own; after White's
 * choice Black is told only that it is Black's to choose, and the turn
 * resolves when Black's choice is in. */
static void
test_simul_game (void)
{
  const char *options[] = { "--variant=simulchess", NULL };
  Net *net = net_new (options);
  Proc *white = net_join (net, "white", NULL);
  Proc *black = net_join (net, "black", NULL);

  proc_send (white, "e2e4");
  proc_expect_free (black, "moves=0 last=- result=none to-act=1");
  g_assert_null (strstr (black->log->str, "e2e4"));
  proc_send (black, "e7e5");
  proc_expect_free (white, "moves=2 last=e7e5 result=none to-act=0");
  proc_expect_free (black, "moves=2 last=e7e5 result=none to-act=0");
  /* this time Black chooses first; White learns nothing but whose choice it is */
  proc_send (black, "b8c6");
  proc_expect_free (white, "moves=2 last=e7e5 result=none to-act=0");
  g_assert_null (strstr (white->log->str, "b8c6"));
  proc_send (white, "g1f3");
  proc_expect_free (white, "moves=4 last=b8c6");
  proc_expect_free (black,
                    "fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - ");
  g_assert_cmpint (proc_end (white, FALSE), ==, 0);
  g_assert_cmpint (proc_end (black, FALSE), ==, 0);
  net_free (net);
}

/* Bughouse on four machines, each seat asked for by its name: moves on both
 * boards, a capture that every peer sees arrive in the partner's hand, and the
 * partner's drop. */
static void
test_bughouse_game (void)
{
  const char *options[] = { "--variant=bughouse", NULL };
  Net *net = net_new (options);
  const char *names[] = { "a-white", "a-black", "b-white", "b-black" };
  const struct { guint seat; const char *move; const char *want; } moves[] = {
    { 0, "e2e4", "state board=0 moves=1 last=e2e4" },
    { 2, "g1f3", "state board=1 moves=1 last=g1f3" },
    { 1, "d7d5", "state board=0 moves=2 last=d7d5" },
    /* White on A takes a pawn: Black on B has it in hand */
    { 0, "e4d5", "state board=1 moves=1 last=g1f3 result=none to-act=3 paused=0 missing= "
                 "fen=rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[p] b" },
    { 3, "P@e5", "state board=1 moves=2 last=P@e5" },
  };
  Proc *peers[4];

  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *seats = g_strdup_printf ("seats=%u ", s);

      peers[s] = net_join (net, names[s], NULL);
      g_assert_nonnull (strstr (peers[s]->log->str, seats));
    }
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      proc_send (peers[moves[i].seat], moves[i].move);
      for (guint p = 0; p < 4; p++)
        proc_expect_free (peers[p], moves[i].want);
    }
  /* no third board */
  {
    const char *argv[] = { g_getenv ("PARLOUR_CLI"), "join", net->address, NULL, "--seat=c-white",
                           NULL };
    g_autofree char *code = g_strdup_printf ("--code=%s", net->code);
    Proc *stranger;

    argv[3] = code;
    stranger = net_test_spawn (net->home, argv);
    proc_expect_free (stranger, "no seat “c-white” in this bughouse match");
    g_assert_cmpint (proc_end (stranger, FALSE), ==, 1);
  }
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (proc_end (peers[p], FALSE), ==, 0);
  net_free (net);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/chess-game", test_chess_game);
  g_test_add_func ("/net/reconnect", test_reconnect);
  g_test_add_func ("/net/host-killed", test_host_killed);
  g_test_add_func ("/net/session-unwritable", test_session_unwritable);
  g_test_add_func ("/net/wrong-code", test_wrong_code);
  g_test_add_func ("/net/cli-usage", test_cli_usage);
  g_test_add_func ("/net/bad-start", test_bad_start);
  g_test_add_func ("/net/simul-game", test_simul_game);
  g_test_add_func ("/net/bughouse-game", test_bughouse_game);
  return g_test_run ();
}
