/* test-bingo-files.c — a Chess Bingo match saved to a file and opened again, and
 * a match that survives `kill -9`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * /ui/bingo-files/save-open saves through the window's Save As action (the
 * file chooser answered the way tests/ui/test-files.c answers it) and opens
 * the file, through the Open action, in a fresh window.
 *
 * /ui/bingo-files/killed runs this program again as a child (the first
 * argument --killed-child, with this test's data directory),
 * which plays into a Chess Bingo match through a real window: a game won by
 * resignation, a tick, two moves of the next game. The parent reads the
 * autosave until it shows that state, kills the child with SIGKILL and opens
 * a window, which must restore the card, the ticks and the moves.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bingo-test-util.h"
#include "parlour-bingo-file.h"
#include "parlour-pgn.h"

/* the seed of the card both tests play on */
#define SEED 99
/* how long the parent waits for the child to reach the state to kill it in */
#define KILLED_WAIT_US (90 * G_USEC_PER_SEC)

/* A match of Ana and Ben: game 1 won by Ana (resignation) and her free tick,
 * then 1. d4 d5 of game 2. Returns the cell she ticked. */
static guint
play_into_match (ParlourWindow *window)
{
  ParlourBingoNewDialog *dialog = open_new_match (window);
  guint free;

  fill_in (dialog, SEED, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  free = play_game_1 (window, G_MAXUINT);
  /* Ben is White in game 2 */
  ui_test_click_move (window, "d2", "d4");
  ui_test_click_move (window, "d7", "d5");
  return free;
}

/* What the window's match must have after play_into_match(). */
static void
check_restored (ParlourWindow *window,
                guint          free)
{
  ParlourBingoMatch *match = window_bingo (window);
  ParlourGame *game = ui_test_game (window, 0);
  ParlourBingoCard card;

  g_assert_true (parlour_bingo_card_deal (&card, SEED, FALSE, NULL));
  g_assert_cmpuint (parlour_bingo_match_get_card (match)->seed, ==, SEED);
  g_assert_cmpmem (parlour_bingo_match_get_card (match)->cells, sizeof card.cells, card.cells,
                   sizeof card.cells);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_bingo_match_get_game_at (match, 0)), ==, 1);
  g_assert_cmpint (parlour_game_get_termination (parlour_bingo_match_get_game_at (match, 0)), ==,
                   PARLOUR_TERMINATION_RESIGNATION);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      g_assert_true (parlour_bingo_match_is_ticked (match, 0, cell) == (cell == free));
      g_assert_false (parlour_bingo_match_is_ticked (match, 1, cell));
    }
  g_assert_true (cell_has (window, free, "ticked-0"));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (parlour_game_get_san (game, 0), ==, "d4");
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "d5");
  g_assert_cmpstr (parlour_game_get_tag (game, "White"), ==, "Ben");
  g_assert_cmpstr (parlour_game_get_tag (game, "Black"), ==, "Ana");
  g_assert_cmpstr (parlour_bingo_card_view_get_score_text (ui_test_bingo_card (window)),
                   ==, "Ana 0/1 · Ben 0/1");
  /* the game goes on where it was: White (Ben) to move */
  ui_test_click_move (window, "c2", "c4");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 3);
}

/* A window that shows a new chess game, whatever the autosave held. */
static ParlourWindow *
fresh_window (void)
{
  g_autofree char *autosave = parlour_autosave_get_path ();
  ParlourWindow *window;

  g_unlink (autosave);
  window = ui_test_window_new ();
  g_assert_false (PARLOUR_IS_BINGO_MATCH (ui_test_match (window)));
  return window;
}

static void
test_save_open (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = ui_test_tmp_path ("match" PARLOUR_BINGO_FILE_SUFFIX);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  guint free = play_into_match (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL);
  ui_test_iterate ();
  g_assert_nonnull (window->file_chooser);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (window->file_chooser));
  g_assert_true (g_str_has_prefix (name, "Chess Bingo "));
  g_assert_true (g_str_has_suffix (name, PARLOUR_BINGO_FILE_SUFFIX));
  _parlour_window_answer_file_chooser (window, file);
  ui_test_wait_files (window);
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_false (parlour_window_needs_saving (window));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "{'format': <'parlour-bingo'>"));
  g_assert_true (parlour_bingo_file_detect (NULL, contents));
  ui_test_window_destroy (window);

  window = fresh_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL);
  ui_test_iterate ();
  g_assert_nonnull (window->file_chooser);
  _parlour_window_answer_file_chooser (window, file);
  ui_test_wait_files (window);
  g_assert_null (_parlour_window_get_last_error (window));
  check_restored (window, free);
  ui_test_window_destroy (window);
}

/* A damaged match file: the error names what is wrong, the game stays. */
static void
test_open_bad (void)
{
  ParlourWindow *window = fresh_window ();
  g_autofree char *path = ui_test_tmp_path ("bad" PARLOUR_BINGO_FILE_SUFFIX);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ParlourGame *before = ui_test_game (window, 0);

  g_assert_true (g_file_set_contents (path, "{'format': <'parlour-bingo'>, 'version': <@u 1>}",
                                      -1, NULL));
  ui_test_open_file (window, file);
  g_assert_cmpstr (_parlour_window_get_last_error (window), ==,
                   "The file is not a valid Chess Bingo match: The file has no “match” entry");
  g_assert_true (ui_test_game (window, 0) == before);
  ui_test_window_destroy (window);
}

/* ---- kill -9 ---- */

static gboolean
child_timeout_cb (gpointer data)
{
  g_printerr ("the parent did not kill this child\n");
  _exit (3);
}

/* The child: plays into the match, then waits to be killed. */
static int
killed_child (void)
{
  ParlourWindow *window;

  ui_test_init ();
  window = fresh_window ();
  play_into_match (window);
  /* should the parent go away without killing it, it does not stay */
  g_timeout_add_seconds (KILLED_WAIT_US / G_USEC_PER_SEC + 30, child_timeout_cb, NULL);
  while (TRUE)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* The autosave shows the state play_into_match() ends in: game 2 with two
 * moves and a tick after game 1. Returns the cell ticked, or G_MAXUINT. */
static guint
autosave_state (void)
{
  g_autofree char *path = parlour_autosave_get_path ();
  g_autoptr(ParlourSavedMatch) saved = parlour_autosave_read (path, g_get_monotonic_time (), NULL);
  ParlourBingoMatch *match;

  if (saved == NULL || !PARLOUR_IS_BINGO_MATCH (saved->match))
    return G_MAXUINT;
  match = PARLOUR_BINGO_MATCH (saved->match);
  if (parlour_bingo_match_get_n_games (match) != 2 ||
      parlour_game_get_n_moves (parlour_match_get_game (saved->match, 0)) != 2)
    return G_MAXUINT;
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    if (parlour_bingo_match_is_ticked (match, 0, cell))
      return cell;
  return G_MAXUINT;
}

static void
test_killed (void)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *autosave = parlour_autosave_get_path ();
  const char *argv[] = { self_path, "--killed-child", NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  gint64 deadline;
  guint free = G_MAXUINT;
  ParlourWindow *window;
  GPid pid;
  int status;

  g_assert_nonnull (self_path);
  g_unlink (autosave);
  /* GTest isolates the directories of this process without setting the
   * environment: the child is told them (GSETTINGS_* and DISPLAY it inherits) */
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  envp = g_environ_setenv (envp, "HOME", g_get_home_dir (), TRUE);
  g_assert_true (g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_assert_no_error (error);

  deadline = g_get_monotonic_time () + KILLED_WAIT_US;
  while ((free = autosave_state ()) == G_MAXUINT && g_get_monotonic_time () < deadline)
    {
      /* a child that failed on the way ends the wait */
      g_assert_cmpint (waitpid (pid, &status, WNOHANG), ==, 0);
      g_usleep (G_USEC_PER_SEC / 10);
    }
  g_assert_cmpuint (free, !=, G_MAXUINT);
  g_assert_cmpint (waitpid (pid, &status, WNOHANG), ==, 0);   /* still running */
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);

  window = ui_test_window_new ();
  check_restored (window, free);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_str_equal (argv[1], "--killed-child"))
    return killed_child ();

  /* GTK's own file chooser (no portal here) reads GTK's settings schemas and
   * the SVG content type through the system's data directories, which the
   * isolated test directories would hide: read them first (as test-files.c) */
  g_settings_schema_source_get_default ();
  g_free (g_content_type_guess ("icon.svg", (const guchar *) "<svg", 4, NULL));
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/bingo-files/save-open", test_save_open);
  g_test_add_func ("/ui/bingo-files/open-bad", test_open_bad);
  g_test_add_func ("/ui/bingo-files/killed", test_killed);

  return g_test_run ();
}
