/* test-network-homes.c — two app windows in two processes play over loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As on two computers: the test's window hosts its match (Host on Network…,
 * the window's action), and a second process, this program again with
 * `--peer ADDRESS CODE`, opens a window of its own with its own home, data and
 * configuration directories and joins by address and code, as a person types
 * them into Join…. Each plays its side of fool's mate by clicks on its own
 * board, with clocks that run in both windows, and each sees the result. The
 * peer prints what it saw on its output, a line each, starting with "peer: ".
 * With PARLOUR_TEST_LINGER_MS both windows stay up after 1. f3 e5, for the
 * screenshots (tools/network-screenshots.sh).
 *
 * Every wait polls with a deadline far beyond what loopback needs, and fails
 * with what it waited for; a peer left behind by a failing test dies with it
 * (PR_SET_PDEATHSIG), and a passing test ends it if it has not ended itself.
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "parlour-autosave.h"
#include "parlour-host-dialog.h"
#include "parlour-window-network.h"
#include "ui-test-util.h"

/* generous: loopback needs milliseconds, a loaded CI machine a few seconds */
#define WAIT_SECONDS 90

typedef gboolean (*Condition) (gpointer data);

static char *test_binary;   /* this program, which the peer runs again */

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @done (@data) holds; aborts, naming @what, after
 * WAIT_SECONDS or if @failed (nullable) says the other side is gone. */
static void
wait_for (Condition   done,
          gpointer    data,
          Condition   failed,
          gpointer    failed_data,
          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;
  guint wake = g_timeout_add (50, wake_cb, NULL);

  while (!done (data))
    {
      if (failed != NULL && failed (failed_data))
        g_error ("The other process ended while waiting for %s", what);
      if (g_get_monotonic_time () > deadline)
        g_error ("Waited %d s for %s", WAIT_SECONDS, what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  ui_test_iterate ();
}

typedef struct {
  ParlourWindow *window;
  guint          n;
} MovesWanted;

static gboolean
has_moves (gpointer data)
{
  MovesWanted *wanted = data;
  ParlourMatch *match = ui_test_match (wanted->window);

  return parlour_game_get_n_moves (parlour_match_get_game (match, 0)) >= wanted->n;
}

static gboolean
is_over (gpointer data)
{
  return parlour_match_is_over (ui_test_match (data));
}

static void
wait_for_moves (ParlourWindow *window,
                guint          n,
                Condition      failed,
                gpointer       failed_data)
{
  MovesWanted wanted = { window, n };
  g_autofree char *what = g_strdup_printf ("move %u", n);

  wait_for (has_moves, &wanted, failed, failed_data, what);
}

static const char *
result_text (ParlourWindow *window)
{
  return parlour_side_panel_get_result_text (ui_test_side_panel (window));
}

/* ---- the peer: the second process ---- */

static gboolean
peer_joined (gpointer data)
{
  ParlourWindow *window = data;
  double x, y;

  return ui_test_shows_remote_match (window) &&
         parlour_board_view_square_center (ui_test_board_view (window, 0), 0, &x, &y);
}

static int
peer_main (const char *address,
           const char *code)
{
  ParlourWindow *window;
  ParlourNetClient *client;

  ui_test_init ();
  window = ui_test_window_new ();
  ui_test_screenshot_setup (GTK_WINDOW (window));
  /* a game of this computer's own first, which the host's must not replace */
  ui_test_click_move (window, "d2", "d4");

  parlour_window_join_network (window, address, code);
  wait_for (peer_joined, window, NULL, NULL, "the host's first state");
  client = parlour_window_get_net_client (window);
  /* the host's window keeps White: this one sits Black, at the bottom */
  g_print ("peer: seats %" G_GUINT64_FORMAT " flipped %d\n",
           parlour_net_client_get_seats (client),
           parlour_board_view_get_flipped (ui_test_board_view (window, 0)));

  wait_for_moves (window, 1, NULL, NULL);
  ui_test_click_move (window, "e7", "e5");
  /* its clock runs between the host's states, as White's does now */
  wait_for_moves (window, 2, NULL, NULL);
  g_print ("peer: clock running %d\n",
           parlour_match_clocks_running (ui_test_match (window)));
  ui_test_linger ();
  wait_for_moves (window, 3, NULL, NULL);
  ui_test_click_move (window, "d8", "h4");
  wait_for (is_over, window, NULL, NULL, "the end of the game");
  g_print ("peer: result %s\n", result_text (window));

  ui_test_window_destroy (window);
  return 0;
}

/* ---- the host: the test ---- */

typedef struct {
  GSubprocess      *process;
  GDataInputStream *out;
  GPtrArray        *lines;    /* what it printed after "peer: " */
  gboolean          exited;
  char             *home;     /* its own HOME, with its XDG directories in it */
} Peer;

/* A peer left behind by a test that failed dies with it. */
static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static void read_line (Peer *peer);

static void
line_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Peer *peer = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, NULL, NULL);

  if (line == NULL)
    return;
  if (g_str_has_prefix (line, "peer: "))
    g_ptr_array_add (peer->lines, g_strdup (line + strlen ("peer: ")));
  read_line (peer);
}

static void
read_line (Peer *peer)
{
  g_data_input_stream_read_line_async (peer->out, G_PRIORITY_DEFAULT, NULL, line_read_cb, peer);
}

static void
exited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Peer *peer = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  peer->exited = TRUE;
}

static char *
peer_dir (Peer       *peer,
          const char *name)
{
  char *dir = g_build_filename (peer->home, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return dir;
}

static void
peer_start (Peer       *peer,
            const char *address,
            const char *code)
{
  static const char * const xdg[][2] = {
    { "XDG_CONFIG_HOME", ".config" }, { "XDG_DATA_HOME", ".local/share" },
    { "XDG_CACHE_HOME", ".cache" }, { "XDG_STATE_HOME", ".local/state" },
    { "XDG_RUNTIME_DIR", "runtime" },
  };
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) error = NULL;

  /* inside this test's own isolated directories, apart from its HOME */
  peer->home = g_build_filename (g_get_user_cache_dir (), "peer-home", NULL);
  g_assert_cmpint (g_mkdir_with_parents (peer->home, 0700), ==, 0);
  g_assert_cmpstr (peer->home, !=, g_get_home_dir ());
  peer->lines = g_ptr_array_new_with_free_func (g_free);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "HOME", peer->home, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (xdg); i++)
    {
      g_autofree char *dir = peer_dir (peer, xdg[i][1]);

      g_subprocess_launcher_setenv (launcher, xdg[i][0], dir, TRUE);
    }
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  peer->process = g_subprocess_launcher_spawn (launcher, &error, test_binary, "--peer", address,
                                               code, NULL);
  g_assert_no_error (error);
  peer->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (peer->process));
  read_line (peer);
  g_subprocess_wait_async (peer->process, NULL, exited_cb, peer);
}

static gboolean
peer_exited (gpointer data)
{
  return ((Peer *) data)->exited;
}

static gboolean
peer_failed (gpointer data)
{
  Peer *peer = data;

  return peer->exited && !(g_subprocess_get_if_exited (peer->process) &&
                           g_subprocess_get_exit_status (peer->process) == 0);
}

typedef struct {
  Peer       *peer;
  const char *prefix;
} LineWanted;

static gboolean
has_line (gpointer data)
{
  LineWanted *wanted = data;

  for (guint i = 0; i < wanted->peer->lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (wanted->peer->lines, i), wanted->prefix))
      return TRUE;
  return FALSE;
}

/* the peer's line that starts with @prefix, once it printed it */
static const char *
peer_line (Peer       *peer,
           const char *prefix)
{
  LineWanted wanted = { peer, prefix };
  g_autofree char *what = g_strdup_printf ("the peer's “%s” line", prefix);

  wait_for (has_line, &wanted, peer_failed, peer, what);
  for (guint i = 0; i < peer->lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (peer->lines, i), prefix))
      return (const char *) g_ptr_array_index (peer->lines, i) + strlen (prefix);
  g_assert_not_reached ();
}

static void
peer_clear (Peer *peer)
{
  if (peer->process != NULL && !peer->exited)
    {
      g_subprocess_force_exit (peer->process);
      wait_for (peer_exited, peer, NULL, NULL, "the peer to end");
    }
  g_clear_object (&peer->out);
  g_clear_object (&peer->process);
  g_clear_pointer (&peer->lines, g_ptr_array_unref);
  g_clear_pointer (&peer->home, g_free);
}

static gboolean
seat_taken (gpointer data)
{
  ParlourMatch *match = ui_test_match (data);

  return parlour_match_get_seat (match, 1)->controller == PARLOUR_CONTROLLER_NETWORK;
}

/* the number of moves of the first board in the autosave at @path */
static guint
autosaved_moves (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourSavedMatch) saved = parlour_autosave_read (path, g_get_monotonic_time (),
                                                              &error);

  g_assert_no_error (error);
  return parlour_game_get_n_moves (parlour_match_get_game (saved->match, 0));
}

static void
test_fools_mate (void)
{
  ParlourWindow *host = ui_test_window_new ();
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER,
                                 .base_us = 600 * G_USEC_PER_SEC,
                                 .increment_us = 5 * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = parlour_clock_new (&control, &control);
  ParlourNetServer *server;
  GtkWidget *dialog;
  Peer peer = { 0 };
  g_autofree char *address = NULL;
  g_autofree char *host_autosave = parlour_autosave_get_path ();
  g_autofree char *peer_autosave = NULL;

  /* a game of ten minutes and five seconds a move, hosted through Host on
   * Network…, as a person would choose it */
  ui_test_screenshot_setup (GTK_WINDOW (host));
  ui_test_set_game (host, game, clock);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (host), "win.host-network", NULL));
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (ui_test_template_child (dialog, PARLOUR_TYPE_HOST_DIALOG, "host_button"),
                         "clicked");
  server = ui_test_net_server (host);
  g_assert_nonnull (server);
  gtk_window_destroy (GTK_WINDOW (dialog));
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  peer_start (&peer, address, parlour_net_server_get_code (server));
  wait_for (seat_taken, host, peer_failed, &peer, "the peer to take Black");
  g_assert_cmpstr (peer_line (&peer, "seats "), ==, "2 flipped 1");

  ui_test_click_move (host, "f2", "f3");
  wait_for_moves (host, 2, peer_failed, &peer);
  g_assert_cmpstr (peer_line (&peer, "clock running "), ==, "1");
  ui_test_linger ();
  ui_test_click_move (host, "g2", "g4");
  wait_for (is_over, host, peer_failed, &peer, "the end of the game");

  /* both windows show Black's mate */
  g_assert_cmpint (parlour_match_get_result (ui_test_match (host), NULL), ==,
                   PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpstr (parlour_game_get_san (ui_test_game (host, 0), 3), ==, "Qh4#");
  g_assert_nonnull (result_text (host));
  g_assert_cmpstr (peer_line (&peer, "result "), ==, result_text (host));
  wait_for (peer_exited, &peer, NULL, NULL, "the peer to end");
  g_assert_false (peer_failed (&peer));

  /* each kept its own game in its own home: the host the match it hosted,
   * the peer the game it had before it joined */
  peer_autosave = g_build_filename (peer.home, ".local/share", "parlour", "autosave.gvariant",
                                    NULL);
  ui_test_wait_autosaved ();
  g_assert_cmpuint (autosaved_moves (host_autosave), ==, 4);
  g_assert_cmpuint (autosaved_moves (peer_autosave), ==, 1);

  peer_clear (&peer);
  ui_test_window_destroy (host);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--peer"))
    return peer_main (argv[2], argv[3]);

  /* an absolute path: the tests may run from another directory */
  test_binary = g_file_read_link ("/proc/self/exe", NULL);
  if (test_binary == NULL)
    test_binary = g_canonicalize_filename (argv[0], NULL);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* no Avahi daemon, for both processes: the hosted game is not published on
   * the real network (test-network-discovery-ui.c tests publishing) */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/parlour-test", TRUE);
  ui_test_init ();

  g_test_add_func ("/ui/network-homes/fools-mate", test_fools_mate);

  return g_test_run ();
}
