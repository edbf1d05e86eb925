/* net-test-util.c — for the network tests: hosts and peers as processes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host is `parlour-cli serve` and the peers `parlour-cli join`, each its
 * own process with the host's data directory, as on separate computers
 * (docs/protocol.md). Every wait is for a line the other side must print;
 * meson's timeout ends a test that would wait forever.
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>

#include "net-test-util.h"
#include "test-files.h"


/* A test that fails leaves no host or peer behind: they die with it. */
static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

Proc *
net_test_spawn (const char         *data_home,
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
char *
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

void
proc_expect_free (Proc       *proc,
                  const char *want)
{
  g_free (proc_expect (proc, want));
}

void
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
int
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

/* `parlour-cli COMMAND [ADDRESS] OPTIONS…` in the host's data directory */
static Proc *
spawn_cli (Net                *net,
           const char         *command,
           const char         *address,
           const char * const *options)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) g_getenv ("PARLOUR_CLI"));
  g_ptr_array_add (argv, (char *) command);
  if (address != NULL)
    g_ptr_array_add (argv, (char *) address);
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) options[i]);
  g_ptr_array_add (argv, NULL);
  return net_test_spawn (net->home, (const char * const *) argv->pdata);
}

void
net_start_host (Net                *net,
                const char * const *options)
{
  g_autofree char *code_line = NULL;
  g_autofree char *port_line = NULL;

  net->host = spawn_cli (net, "serve", NULL, options);
  code_line = proc_expect (net->host, "code ");
  port_line = proc_expect (net->host, "port ");
  g_free (net->code);
  g_free (net->address);
  net->code = g_strdup (code_line + 5);
  net->port = atoi (port_line + 5);
  net->address = g_strdup_printf ("127.0.0.1:%u", net->port);
}

Net *
net_new (const char * const *options)
{
  Net *net = g_new0 (Net, 1);
  g_autoptr(GError) error = NULL;

  net->home = g_dir_make_tmp ("parlour-net-XXXXXX", &error);
  g_assert_no_error (error);
  net_start_host (net, options);
  return net;
}

void
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

/* `parlour-cli join ADDRESS OPTIONS…`, once it has joined */
static Proc *
join_with (Net                *net,
           const char * const *options)
{
  Proc *proc = spawn_cli (net, "join", net->address, options);

  proc_expect_free (proc, "welcome peer=");
  return proc;
}

Proc *
net_join (Net        *net,
          const char *seat,
          const char *token_file)
{
  g_autofree char *code = g_strdup_printf ("--code=%s", net->code);
  g_autofree char *seat_option = g_strdup_printf ("--seat=%s", seat);
  g_autofree char *token_option = token_file ? g_strdup_printf ("--token-file=%s", token_file)
                                             : NULL;
  const char *options[] = { code, seat_option, token_option, NULL };

  return join_with (net, options);
}

Proc *
net_rejoin (Net        *net,
            const char *token_file)
{
  const char *options[] = { "--token-file", token_file, NULL };

  return join_with (net, options);
}

char *
net_token_file (Net        *net,
                const char *name)
{
  return g_build_filename (net->home, name, NULL);
}

