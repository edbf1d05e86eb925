/* test-net.c — network play over loopback: a host and peers as separate processes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host is `parlour-cli serve` and the peers `parlour-cli join` (or raw
 * sockets speaking the protocol, for the hostile ones), each its own process
 * with its own data directory, as on separate computers (docs/protocol.md).
 * Every wait is for a line the other side must print; meson's timeout ends a
 * test that would wait forever.
 */
#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "parlour-net-auth.h"
#include "parlour-net-message.h"
#include "test-files.h"

typedef struct {
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
  GString          *log;     /* every line read, for a failure's message */
} Proc;

typedef struct {
  char *home;                /* the host's XDG_DATA_HOME */
  Proc *host;
  char *code;
  char *address;
  guint port;
} Net;

/* A test that fails leaves no host or peer behind: they die with it. */
static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static Proc *
proc_spawn (const char         *data_home,
            const char * const *argv)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) error = NULL;
  Proc *proc = g_new0 (Proc, 1);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  proc->process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  proc->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc->process));
  proc->in = g_subprocess_get_stdin_pipe (proc->process);
  proc->log = g_string_new (NULL);
  return proc;
}

/* Reads lines until one contains @want; returns it. */
static char *
proc_expect (Proc       *proc,
             const char *want)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *line = g_data_input_stream_read_line_utf8 (proc->out, NULL, NULL, &error);

      g_assert_no_error (error);
      if (line == NULL)
        g_error ("The process ended before printing “%s”; it printed:\n%s", want,
                 proc->log->str);
      g_string_append_printf (proc->log, "%s\n", line);
      if (strstr (line, want) != NULL)
        return line;
      g_free (line);
    }
}

static void
proc_expect_free (Proc       *proc,
                  const char *want)
{
  g_free (proc_expect (proc, want));
}

static void
proc_send (Proc       *proc,
           const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (proc->in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (proc->in, NULL, &error);
  g_assert_no_error (error);
}

/* Ends the process, with SIGKILL if @kill, else by closing its input. */
static int
proc_end (Proc     *proc,
          gboolean  kill)
{
  int status;

  if (kill)
    g_subprocess_send_signal (proc->process, SIGKILL);
  else
    g_output_stream_close (proc->in, NULL, NULL);
  g_subprocess_wait (proc->process, NULL, NULL);
  status = g_subprocess_get_if_exited (proc->process) ? g_subprocess_get_exit_status (proc->process)
                                                       : -1;
  g_object_unref (proc->out);
  g_object_unref (proc->process);
  g_string_free (proc->log, TRUE);
  g_free (proc);
  return status;
}

static void
net_start_host (Net                *net,
                const char * const *options)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *code_line = NULL;
  g_autofree char *port_line = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("PARLOUR_CLI"));
  g_ptr_array_add (argv, "serve");
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) options[i]);
  g_ptr_array_add (argv, NULL);
  net->host = proc_spawn (net->home, (const char * const *) argv->pdata);
  code_line = proc_expect (net->host, "code ");
  port_line = proc_expect (net->host, "port ");
  g_free (net->code);
  g_free (net->address);
  net->code = g_strdup (code_line + 5);
  net->port = atoi (port_line + 5);
  net->address = g_strdup_printf ("127.0.0.1:%u", net->port);
}

static Net *
net_new (const char * const *options)
{
  Net *net = g_new0 (Net, 1);
  g_autoptr(GError) error = NULL;

  net->home = g_dir_make_tmp ("parlour-net-XXXXXX", &error);
  g_assert_no_error (error);
  net_start_host (net, options);
  return net;
}

static void
net_free (Net *net)
{
  if (net->host != NULL)
    g_assert_cmpint (proc_end (net->host, TRUE), ==, -1);
  test_remove_tree (net->home);
  g_free (net->home);
  g_free (net->code);
  g_free (net->address);
  g_free (net);
}

/* A `parlour-cli join` peer; @seat as --seat takes it, @token_file may be NULL. */
static Proc *
net_join (Net        *net,
          const char *seat,
          const char *token_file)
{
  g_autofree char *code = g_strdup_printf ("--code=%s", net->code);
  g_autofree char *seat_option = g_strdup_printf ("--seat=%s", seat);
  g_autofree char *token_option = token_file ? g_strdup_printf ("--token-file=%s", token_file)
                                             : NULL;
  const char *argv[] = { g_getenv ("PARLOUR_CLI"), "join", net->address, code, seat_option,
                         token_option, NULL };
  Proc *proc = proc_spawn (net->home, argv);

  proc_expect_free (proc, "welcome ");
  return proc;
}

/* A peer that joined before, back with its token. */
static Proc *
net_rejoin (Net        *net,
            const char *token_file)
{
  const char *argv[] = { g_getenv ("PARLOUR_CLI"), "join", net->address, "--token-file",
                         token_file, NULL };
  Proc *proc = proc_spawn (net->home, argv);

  proc_expect_free (proc, "welcome peer=");
  return proc;
}

static char *
net_token_file (Net        *net,
                const char *name)
{
  return g_build_filename (net->home, name, NULL);
}

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
  peer = proc_spawn (net->home, (const char *[]) { g_getenv ("PARLOUR_CLI"), "join",
                                                   net->address, option, NULL });
  proc_expect_free (peer, "error auth: Wrong join code");
  g_assert_cmpint (proc_end (peer, FALSE), ==, 1);
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
  g_test_add_func ("/net/wrong-code", test_wrong_code);
  return g_test_run ();
}
