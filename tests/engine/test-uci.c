/* test-uci.c — `parlour-cli uci` driven through a pipe, as a chess GUI drives it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include <gio/gio.h>
#include <sys/wait.h>

#include "parlour-notation.h"
#include "parlour-position.h"

typedef struct {
  GSubprocess      *process;
  GOutputStream    *in;
  GDataInputStream *out;
} Engine;

static void
engine_start (Engine *e)
{
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("PARLOUR_CLI");

  g_assert_nonnull (cli);
  e->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                 &error, cli, "uci", NULL);
  g_assert_no_error (error);
  e->in = g_subprocess_get_stdin_pipe (e->process);
  e->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (e->process));
}

static void
engine_send (Engine *e, const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (e->in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (e->in, NULL, &error);
  g_assert_no_error (error);
}

/* Reads lines until one starts with @prefix; returns it. Fails at the end of
 * output. Lines read on the way are collected in @seen when given. */
static char *
engine_expect (Engine *e, const char *prefix, GString *seen)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line_utf8 (e->out, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if (seen != NULL)
        g_string_append_printf (seen, "%s\n", line);
      if (g_str_has_prefix (line, prefix))
        return line;
      g_free (line);
    }
}

static void
engine_quit (Engine *e)
{
  g_autoptr(GError) error = NULL;

  engine_send (e, "quit");
  g_subprocess_wait_check (e->process, NULL, &error);
  g_assert_no_error (error);
  g_clear_object (&e->out);
  g_clear_object (&e->process);
}

/* The move in "bestmove <move>" is legal in @fen after @moves. */
static void
assert_legal_bestmove (const char *line, const char *variant, const char *fen,
                       const char *const *moves)
{
  const ParlourVariant *v = parlour_variant_lookup (variant);
  g_autoptr(ParlourPosition) pos = fen ? parlour_position_new_from_fen (v, fen, NULL)
                                       : parlour_position_new (v);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = g_strsplit (line, " ", -1);

  g_assert_nonnull (pos);
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      ParlourUndo undo;
      ParlourMove m = parlour_move_from_long (pos, moves[i], &error);
      g_assert_no_error (error);
      parlour_position_make (pos, m, &undo);
    }
  g_assert_cmpstr (words[0], ==, "bestmove");
  g_assert_nonnull (words[1]);
  g_assert_cmpuint (parlour_move_from_long (pos, g_str_equal (words[1], "0000") ? "pass" : words[1],
                                            &error), !=, PARLOUR_MOVE_NONE);
  g_assert_no_error (error);
}

static void
test_handshake (void)
{
  Engine e = { 0 };
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autofree char *ok = NULL, *ready = NULL;

  engine_start (&e);
  engine_send (&e, "uci");
  ok = engine_expect (&e, "uciok", seen);
  g_assert_nonnull (strstr (seen->str, "id name Parlour"));
  g_assert_nonnull (strstr (seen->str, "option name UCI_Variant type combo default chess"));
  g_assert_nonnull (strstr (seen->str, " var bungalow"));
  /* chance picks Panic's moves: not something UCI can say */
  g_assert_null (strstr (seen->str, " var panic"));
  engine_send (&e, "isready");
  ready = engine_expect (&e, "readyok", NULL);
  engine_quit (&e);
}

static void
test_go_depth (void)
{
  const char *const moves[] = { "e2e4", "e7e5", "g1f3", NULL };
  Engine e = { 0 };
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autofree char *best = NULL;

  engine_start (&e);
  engine_send (&e, "ucinewgame");
  engine_send (&e, "position startpos moves e2e4 e7e5 g1f3");
  engine_send (&e, "go depth 4");
  best = engine_expect (&e, "bestmove", seen);
  g_assert_nonnull (strstr (seen->str, "info depth 4 "));
  g_assert_nonnull (strstr (seen->str, " pv "));
  assert_legal_bestmove (best, "chess", NULL, moves);
  engine_quit (&e);
}

/* Mate in one from a FEN: the score says mate 1. */
static void
test_go_mate (void)
{
  const char *fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
  g_autofree char *cmd = g_strdup_printf ("position fen %s", fen);
  Engine e = { 0 };
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autofree char *best = NULL;

  engine_start (&e);
  engine_send (&e, cmd);
  engine_send (&e, "go movetime 200");
  best = engine_expect (&e, "bestmove", seen);
  g_assert_cmpstr (best, ==, "bestmove a1a8");
  g_assert_nonnull (strstr (seen->str, "score mate 1 "));
  engine_quit (&e);
}

/* `go infinite` answers only after `stop`, and `stop` is read while it searches. */
static void
test_infinite_stop (void)
{
  Engine e = { 0 };
  g_autofree char *info = NULL, *ready = NULL, *best = NULL;

  engine_start (&e);
  engine_send (&e, "position startpos");
  engine_send (&e, "go infinite");
  info = engine_expect (&e, "info depth 3 ", NULL);
  engine_send (&e, "isready");
  ready = engine_expect (&e, "readyok", NULL);
  engine_send (&e, "stop");
  best = engine_expect (&e, "bestmove", NULL);
  assert_legal_bestmove (best, "chess", NULL, NULL);
  engine_quit (&e);
}

/* Clock times: the engine moves within them. */
static void
test_go_clock (void)
{
  Engine e = { 0 };
  g_autofree char *best = NULL;

  engine_start (&e);
  engine_send (&e, "position startpos moves e2e4");
  engine_send (&e, "go wtime 1000 btime 1000 winc 10 binc 10");
  best = engine_expect (&e, "bestmove", NULL);
  {
    const char *const moves[] = { "e2e4", NULL };
    assert_legal_bestmove (best, "chess", NULL, moves);
  }
  engine_quit (&e);
}

static void
test_variant (void)
{
  Engine e = { 0 };
  g_autofree char *best = NULL, *err = NULL, *err2 = NULL;

  engine_start (&e);
  engine_send (&e, "setoption name UCI_Variant value bungalow-forward");
  engine_send (&e, "position startpos moves b2b4");
  engine_send (&e, "go depth 3");
  best = engine_expect (&e, "bestmove", NULL);
  {
    const char *const moves[] = { "b2b4", NULL };
    assert_legal_bestmove (best, "bungalow-forward", NULL, moves);
  }
  engine_send (&e, "setoption name UCI_Variant value panic");
  err = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (err, "not offered"));
  engine_send (&e, "setoption name UCI_Variant value atomic");
  err2 = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (err2, "unknown variant"));
  engine_quit (&e);
}

/* The drop variants and SimulChess are offered: a rook dropped on the back
 * rank mates in Crazyhouse; a Bughouse board whose side has no move answers
 * 0000 and says that it waits for a piece; in SimulChess Black's choice after
 * either of White's moves is the rook check that nothing meets. */
static void
test_drop_and_simul_variants (void)
{
  Engine e = { 0 };
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autofree char *ok = NULL, *drop = NULL, *wait = NULL, *waited = NULL;
  const char *white_moves[] = { "g2g3", "h2h3" };

  engine_start (&e);
  engine_send (&e, "uci");
  ok = engine_expect (&e, "uciok", seen);
  g_assert_nonnull (strstr (seen->str, " var crazyhouse"));
  g_assert_nonnull (strstr (seen->str, " var bughouse"));
  g_assert_nonnull (strstr (seen->str, " var simulchess"));

  engine_send (&e, "setoption name UCI_Variant value crazyhouse");
  engine_send (&e, "position fen 6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1");
  engine_send (&e, "go depth 3");
  drop = engine_expect (&e, "bestmove", NULL);
  g_assert_true (g_regex_match_simple ("^bestmove R@[a-e]8$", drop, 0, 0));

  engine_send (&e, "setoption name UCI_Variant value bughouse");
  engine_send (&e, "position fen R6k/6pp/8/8/8/8/8/K7[] b - - 0 1");
  engine_send (&e, "go depth 3");
  wait = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (wait, "waits"));
  waited = engine_expect (&e, "bestmove", NULL);
  g_assert_cmpstr (waited, ==, "bestmove 0000");

  engine_send (&e, "setoption name UCI_Variant value simulchess");
  for (guint i = 0; i < G_N_ELEMENTS (white_moves); i++)
    {
      g_autofree char *cmd = g_strdup_printf ("position fen r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1 "
                                              "moves %s", white_moves[i]);
      g_autofree char *best = NULL;

      engine_send (&e, cmd);
      engine_send (&e, "go depth 2");
      best = engine_expect (&e, "bestmove", NULL);
      g_assert_cmpstr (best, ==, "bestmove a8a1");
    }
  engine_quit (&e);
}

/* Bad input is reported on an info string and never crashes the engine. */
static void
test_bad_input (void)
{
  Engine e = { 0 };
  g_autofree char *fen = NULL, *move = NULL, *best = NULL, *unknown = NULL, *ready = NULL;

  engine_start (&e);
  engine_send (&e, "position fen 9/8/8/8/8/8/8/8 w - - 0 1");
  fen = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (fen, "invalid FEN"));
  engine_send (&e, "go depth 2");
  best = engine_expect (&e, "bestmove", NULL);
  g_assert_cmpstr (best, ==, "bestmove 0000");
  engine_send (&e, "position startpos moves e2e5");
  move = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (move, "e2e5"));
  engine_send (&e, "frobnicate");
  unknown = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (unknown, "frobnicate"));
  engine_send (&e, "isready");
  ready = engine_expect (&e, "readyok", NULL);
  engine_quit (&e);
}

/* The move of "bestmove <move> [ponder <reply>]" in @best is the first move of
 * the last "info … pv" line of @seen, as GUIs show the pv as the engine's plan. */
static void
assert_bestmove_is_pv (const char *seen, const char *best)
{
  g_auto(GStrv) lines = g_strsplit (seen, "\n", -1);
  g_auto(GStrv) words = g_strsplit (best, " ", -1);
  const char *last_pv = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "info ") && strstr (lines[i], " pv ") != NULL)
      last_pv = strstr (lines[i], " pv ") + strlen (" pv ");
  g_assert_nonnull (last_pv);
  g_assert_nonnull (words[1]);
  g_assert_true (g_str_has_prefix (last_pv, words[1]));
  g_assert_true (last_pv[strlen (words[1])] == '\0' || last_pv[strlen (words[1])] == ' ');
  /* the ponder move is the pv's second */
  if (words[2] != NULL)
    {
      g_autofree char *two = g_strdup_printf ("%s %s", words[1], words[3]);
      g_assert_cmpstr (words[2], ==, "ponder");
      g_assert_true (g_str_has_prefix (last_pv, two));
    }
}

/* Sends @go and reads to the bestmove; the lines read are in @seen. */
static char *
engine_search (Engine *e, const char *go, GString *seen)
{
  g_string_truncate (seen, 0);
  engine_send (e, go);
  return engine_expect (e, "bestmove", seen);
}

/* A whole session as Cute Chess or Arena drive it: the options GUIs set, every
 * kind of `go`, pondering, a line of 20 KB, a clock that ran over,
 * and a beginner level whose blunders come from no iteration. Every bestmove
 * is the first move of the last pv written. */
static void
test_gui_session (void)
{
  Engine e = { 0 };
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autoptr(GString) moves = g_string_new ("position startpos moves");
  g_autofree char *ok = NULL, *ready = NULL, *threads = NULL, *ready2 = NULL;
  const char *const gos[] = {
    "go wtime 3000 btime 3000 winc 20 binc 20",
    "go wtime 2000 btime 2000 movestogo 10",
    "go movetime 60",
    "go nodes 4000",
    "go depth 3",
  };
  const char *const game[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5" };

  engine_start (&e);
  engine_send (&e, "uci");
  ok = engine_expect (&e, "uciok", seen);
  g_assert_nonnull (strstr (seen->str, "option name Hash type spin default "));
  g_assert_nonnull (strstr (seen->str, "option name Threads type spin default 1 min 1 max 1\n"));
  g_assert_nonnull (strstr (seen->str, "option name Ponder type check default false\n"));
  engine_send (&e, "setoption name Hash value 32");
  engine_send (&e, "setoption name Threads value 1");
  engine_send (&e, "setoption name Ponder value true");
  engine_send (&e, "setoption name UCI_Variant value chess");
  engine_send (&e, "isready");
  g_string_truncate (seen, 0);
  ready = engine_expect (&e, "readyok", seen);
  g_assert_null (strstr (seen->str, "info string"));
  engine_send (&e, "setoption name Threads value 4");
  threads = engine_expect (&e, "info string", NULL);
  g_assert_nonnull (strstr (threads, "Threads"));
  engine_send (&e, "ucinewgame");
  engine_send (&e, "isready");
  ready2 = engine_expect (&e, "readyok", NULL);

  /* a game: the GUI sends the moves so far and one kind of go after another */
  for (guint i = 0; i < G_N_ELEMENTS (game); i++)
    {
      g_autofree char *best = NULL;
      g_string_append_printf (moves, " %s", game[i]);
      engine_send (&e, moves->str);
      best = engine_search (&e, gos[i], seen);
      g_assert_null (strstr (seen->str, "info string"));
      assert_bestmove_is_pv (seen->str, best);
    }

  /* pondering: no bestmove before ponderhit, then one within the clock's time */
  {
    g_autofree char *deep = NULL, *ready3 = NULL, *best = NULL;
    engine_send (&e, "position startpos moves e2e4 e7e5");
    g_string_truncate (seen, 0);
    engine_send (&e, "go ponder wtime 2000 btime 2000 winc 10 binc 10");
    deep = engine_expect (&e, "info depth 3 ", seen);
    engine_send (&e, "isready");
    ready3 = engine_expect (&e, "readyok", seen);
    g_assert_null (strstr (seen->str, "bestmove"));
    g_assert_null (strstr (seen->str, "info string"));
    engine_send (&e, "ponderhit");
    best = engine_expect (&e, "bestmove", seen);
    assert_bestmove_is_pv (seen->str, best);
  }
  /* pondering on a move that was not played: stop, then a new search */
  {
    g_autofree char *deep = NULL, *stopped = NULL, *best = NULL;
    engine_send (&e, "position startpos moves d2d4");
    engine_send (&e, "go ponder wtime 2000 btime 2000");
    deep = engine_expect (&e, "info depth 2 ", NULL);
    engine_send (&e, "stop");
    stopped = engine_expect (&e, "bestmove", NULL);
    engine_send (&e, "position startpos moves d2d4 d7d5");
    best = engine_search (&e, "go wtime 2000 btime 2000", seen);
    assert_bestmove_is_pv (seen->str, best);
  }

  /* a clock that ran over moves at once (it used to think without limit) */
  {
    g_autofree char *best = NULL;
    const char *const after[] = { "e2e4", NULL };
    engine_send (&e, "position startpos moves e2e4");
    best = engine_search (&e, "go wtime 5000 btime -1500 winc 0 binc 0", seen);
    assert_legal_bestmove (best, "chess", NULL, after);
    assert_bestmove_is_pv (seen->str, best);
  }

  /* a line longer than any buffer: the moves of a long game are seldom 16 KiB
   * (fivefold repetition and the 75-move rule end the game first), but a
   * GUI's line may hold runs of blanks, and no line is cut */
  {
    g_autoptr(GString) line = g_string_new ("position startpos moves e2e4");
    g_autofree char *best = NULL;
    const char *const after[] = { "e2e4", "e7e5", NULL };
    for (guint i = 0; i < 5000; i++)
      g_string_append (line, " \t  ");
    g_string_append (line, "e7e5");
    engine_send (&e, line->str);
    best = engine_search (&e, "go depth 2", seen);
    g_assert_null (strstr (seen->str, "info string"));
    assert_legal_bestmove (best, "chess", NULL, after);
  }

  /* the beginner: its blunders and noisy choices are still the pv's move */
  engine_send (&e, "setoption name Level value 1");
  g_string_truncate (moves, 0);
  g_string_append (moves, "position startpos moves");
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *best = NULL;
      g_auto(GStrv) words = NULL;
      engine_send (&e, moves->str);
      best = engine_search (&e, "go depth 2", seen);
      assert_bestmove_is_pv (seen->str, best);
      words = g_strsplit (best, " ", -1);
      g_string_append_printf (moves, " %s", words[1]);
    }
  engine_quit (&e);
}

static int
run_match (char **out, char **err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("PARLOUR_CLI"));
  g_ptr_array_add (argv, "match");
  va_start (ap, err);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

/* `parlour-cli match` plays the games and scores them; Parlour over UCI is a player. */
static void
test_match (void)
{
  g_autofree char *out = NULL, *err = NULL, *uci = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL, *out3 = NULL, *err3 = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run_match (&out, &err, "--games=2", "--movetime=5", "--max-plies=30",
                              "--variant=bungalow", "parlour:1", "random", NULL), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "game 1: parlour:1 - random: "));
  g_assert_true (g_str_has_prefix (lines[1], "game 2: random - parlour:1: "));
  g_assert_true (g_str_has_prefix (lines[2], "bungalow: parlour:1 scored "));

  uci = g_strdup_printf ("uci:%s uci", g_getenv ("PARLOUR_CLI"));
  g_assert_cmpint (run_match (&out2, &err2, "--games=1", "--movetime=5", "--max-plies=6",
                              uci, "random", NULL), ==, 0);
  g_assert_nonnull (strstr (out2, "chess: uci:"));
  g_assert_cmpstr (err2, ==, "");

  g_assert_cmpint (run_match (&out3, &err3, "--variant=panic", "uci:/bin/true", "random", NULL),
                   ==, 1);
  g_assert_nonnull (strstr (err3, "UCI cannot pick a piece"));

  /* a node count a move and random openings, for self-play; out of range,
   * a usage error */
  {
    g_autofree char *out4 = NULL, *err4 = NULL, *out5 = NULL, *err5 = NULL;
    g_assert_cmpint (run_match (&out4, &err4, "--games=2", "--nodes=300", "--random-plies=6",
                                "--max-plies=12", "parlour", uci, NULL), ==, 0);
    g_assert_nonnull (strstr (out4, "game 2: uci:"));
    g_assert_nonnull (strstr (out4, "chess: parlour scored "));
    g_assert_cmpstr (err4, ==, "");
    g_assert_cmpint (run_match (&out5, &err5, "--random-plies=41", "parlour", "random", NULL), ==, 2);
    g_assert_nonnull (strstr (err5, "--random-plies"));
  }

  /* the games as PGN, which Parlour reads back with the results played */
  {
    g_autofree char *dir = g_dir_make_tmp ("parlour-match-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);
    g_autofree char *arg = g_strconcat ("--pgn=", path, NULL);
    g_autofree char *bad = g_strconcat ("--pgn=", dir, "/none/games.pgn", NULL);
    g_autofree char *out6 = NULL, *err6 = NULL, *out7 = NULL, *err7 = NULL, *pgn = NULL;
    g_autofree char *read = NULL;
    g_auto(GStrv) results = NULL;
    const char *read_argv[] = { g_getenv ("PARLOUR_CLI"), "pgn", path, NULL };
    int wait_status = 0;

    g_assert_nonnull (dir);
    g_assert_cmpint (run_match (&out6, &err6, "--games=2", "--nodes=200", "--random-plies=4",
                                "--max-plies=40", arg, "parlour", "random", NULL), ==, 0);
    g_assert_true (g_file_get_contents (path, &pgn, NULL, NULL));
    g_assert_nonnull (strstr (pgn, "[White \"parlour\"]\n[Black \"random\"]"));
    g_assert_nonnull (strstr (pgn, "[White \"random\"]\n[Black \"parlour\"]"));
    g_assert_nonnull (strstr (pgn, "[Opening \"random, 4 plies\"]"));
    g_assert_true (g_spawn_sync (NULL, (char **) read_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &read, NULL, &wait_status, NULL));
    g_assert_true (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 0);
    /* each game's result line in the match's output is in the PGN read back */
    results = g_strsplit (out6, "\n", -1);
    for (guint g = 0; g < 2; g++)
      {
        g_autofree char *result = g_strndup (strrchr (results[g], ':') + 2,
                                             strcspn (strrchr (results[g], ':') + 2, " "));
        g_autofree char *tag = g_strdup_printf ("Game %u: ", g + 1);
        g_autofree char *result_tag = g_strdup_printf ("Result %s", result);
        const char *line = strstr (read, tag);
        g_assert_nonnull (line);
        g_assert_nonnull (strstr (line, result_tag));
      }

    /* a file that cannot be written: an error naming it */
    g_assert_cmpint (run_match (&out7, &err7, "--games=1", "--nodes=100", "--max-plies=4", bad,
                                "parlour", "random", NULL), ==, 1);
    g_assert_nonnull (strstr (err7, "games.pgn"));
    g_unlink (path);
    g_rmdir (dir);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/uci/handshake", test_handshake);
  g_test_add_func ("/engine/uci/go-depth", test_go_depth);
  g_test_add_func ("/engine/uci/go-mate", test_go_mate);
  g_test_add_func ("/engine/uci/infinite-stop", test_infinite_stop);
  g_test_add_func ("/engine/uci/go-clock", test_go_clock);
  g_test_add_func ("/engine/uci/variant", test_variant);
  g_test_add_func ("/engine/uci/drop-and-simul-variants", test_drop_and_simul_variants);
  g_test_add_func ("/engine/uci/bad-input", test_bad_input);
  g_test_add_func ("/engine/uci/gui-session", test_gui_session);
  g_test_add_func ("/engine/uci/match", test_match);
  return g_test_run ();
}
