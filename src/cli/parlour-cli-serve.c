/* parlour-cli-serve.c — `parlour-cli serve`: hosts a match on the network without a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli serve [--variant=NAME] [--port=N] [--time=CONTROL] [--fresh]
 *
 * prints, one per line, "code CODE", "port N", "address HOST:N" and "variant
 * ID" (with "resumed" first when it takes up a saved session), then hosts
 * until SIGINT or SIGTERM. After every change it writes the session to
 * $XDG_DATA_HOME/parlour/net-host.gvariant (docs/protocol.md, "Faults"); a
 * later serve resumes that session, on its port unless --port says otherwise,
 * and peers rejoin with their tokens; --fresh starts a new one. --time takes
 * a time control as PGN writes it ("300+2", "300d2", "-") for a new match (a
 * resumed one keeps its clocks). A write that fails once the game is on
 * (a full disk) is said on stderr and to the peers, and hosting goes on.
 * Exit status: 0 when stopped by a signal, 1 when the session cannot be read
 * or first written or the port cannot be had, 2 on usage errors.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gstdio.h>

#include "parlour-cli-private.h"
#include "parlour-match.h"
#include "parlour-net-server.h"

typedef struct {
  ParlourNetServer *server;
  GMainLoop        *loop;
  char             *path;
  gboolean          failing;    /* the last write failed: peers and console were told */
  gboolean          syncing;    /* a worker is making the last write durable */
  gboolean          sync_again; /* and another write came after it started */
} Serve;

static void start_sync (Serve *serve);

/* fsync() of the session file and its directory, on a worker thread: the
 * file was renamed into place before the state left the host, which a killed
 * host survives (the kernel has it); this makes it survive a power cut too. */
static void
sync_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  const char *path = data;
  g_autofree char *dir = g_path_get_dirname (path);
  int fd;

  fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0 || fsync (fd) != 0)
    {
      int saved = errno;

      if (fd >= 0)
        close (fd);
      g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (saved), "%s",
                               g_strerror (saved));
      return;
    }
  close (fd);
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      /* some file systems cannot sync a directory; the file is what matters */
      fsync (fd);
      close (fd);
    }
  g_task_return_boolean (task, TRUE);
}

static void
sync_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Serve *serve = user_data;
  g_autoptr(GError) error = NULL;

  serve->syncing = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    parlour_cli_input_error ("cannot flush the session in %s to the disk: %s", serve->path,
                             error->message);
  if (serve->sync_again)
    start_sync (serve);
}

static void
start_sync (Serve *serve)
{
  g_autoptr(GTask) task = NULL;

  if (serve->syncing)
    {
      serve->sync_again = TRUE;
      return;
    }
  serve->syncing = TRUE;
  serve->sync_again = FALSE;
  task = g_task_new (NULL, NULL, sync_done_cb, serve);
  g_task_set_task_data (task, g_strdup (serve->path), g_free);
  g_task_run_in_thread (task, sync_thread);
}

/* The session as text, in a new file renamed over the old one, so that a kill
 * at any moment leaves a whole session; @durable waits for the disk too.
 * Without it the state may leave the host before the disk has the session,
 * and a worker flushes it just after (docs/reliability.md, "The network
 * host's session"). */
static gboolean
write_session_file (Serve     *serve,
                    gboolean   durable,
                    GError   **error)
{
  g_autoptr(GVariant) session = NULL;
  g_autofree char *text = NULL;
  g_autofree char *dir = g_path_get_dirname (serve->path);
  g_autofree char *temp = g_strconcat (serve->path, ".new", NULL);

  session = g_variant_ref_sink (parlour_net_server_save_session (serve->server,
                                                                 g_get_monotonic_time ()));
  text = g_variant_print (session, TRUE);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot make the folder %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  if (durable)
    return g_file_set_contents_full (serve->path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT |
                                     G_FILE_SET_CONTENTS_DURABLE, 0600, error);
  if (!g_file_set_contents_full (temp, text, -1, G_FILE_SET_CONTENTS_NONE, 0600, error))
    {
      g_unlink (temp);
      return FALSE;
    }
  if (g_rename (temp, serve->path) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "cannot rename %s: %s",
                   temp, g_strerror (saved));
      g_unlink (temp);
      return FALSE;
    }
  start_sync (serve);
  return TRUE;
}

/* A failed write does not stop the game (the match is whole in memory): the
 * console and the peers are told once, and again when writing works again. */
static gboolean
write_session (Serve    *serve,
               gboolean  durable)
{
  g_autoptr(GError) error = NULL;

  if (!write_session_file (serve, durable, &error))
    {
      if (!serve->failing)
        {
          parlour_cli_input_error ("cannot write the session to %s: %s; still hosting, but "
                                   "if this host stops now, it cannot resume this game",
                                   serve->path, error->message);
          parlour_net_server_notice (serve->server, "The host cannot save the game (its disk "
                                     "refused the session file). Play goes on, but if the host "
                                     "stops now, this game cannot be resumed.");
        }
      serve->failing = TRUE;
      return FALSE;
    }
  if (serve->failing)
    {
      serve->failing = FALSE;
      fprintf (stderr, "parlour-cli: the session is written to %s again\n", serve->path);
      parlour_net_server_notice (serve->server, "The host saves the game again.");
    }
  return TRUE;
}

static void
session_changed_cb (ParlourNetServer *server,
                    Serve            *serve)
{
  write_session (serve, FALSE);
}

static gboolean
stop_cb (gpointer user_data)
{
  Serve *serve = user_data;

  write_session (serve, TRUE);
  parlour_net_server_stop (serve->server);
  g_main_loop_quit (serve->loop);
  return G_SOURCE_REMOVE;
}

/* The saved session, or NULL (then @error says why, unless there is none). */
static ParlourNetServer *
read_session (const char  *path,
              GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GVariant) session = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  session = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, text + length, NULL, error);
  if (session == NULL)
    return NULL;
  return parlour_net_server_new_from_session (session, g_get_monotonic_time (), error);
}

static ParlourNetServer *
new_server (const ParlourVariant *variant,
            const char           *time_control,
            GError              **error)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  ParlourTimeControl tc;

  if (time_control != NULL)
    {
      if (!parlour_time_control_parse (time_control, &tc, error))
        return NULL;
      clock = parlour_clock_new (&tc, &tc);
    }
  game = parlour_game_new (variant, NULL, 0, error);
  if (game == NULL)
    return NULL;
  match = parlour_match_new_for_game (game, clock);
  return parlour_net_server_new (match, NULL);
}

int
parlour_cli_serve (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_id = NULL;
  g_autofree char *time_control = NULL;
  g_autoptr(ParlourNetServer) server = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  const ParlourVariant *variant = NULL;
  int port = -1;
  gboolean fresh = FALSE, resumed = FALSE;
  Serve serve = { 0 };
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_id, "Variant", "NAME" },
    { "port", 0, 0, G_OPTION_ARG_INT, &port, "Port", "N" },
    { "time", 0, 0, G_OPTION_ARG_STRING, &time_control, "Time control", "CONTROL" },
    { "fresh", 0, 0, G_OPTION_ARG_NONE, &fresh, "Start a new session", NULL },
    { NULL }
  };

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (argc != 1)
    return parlour_cli_usage_error ("serve takes no arguments besides its options");
  if (port < -1 || port > 65535)
    return parlour_cli_usage_error ("--port must be from 0 to 65535, not %d", port);
  if (variant_id != NULL && (variant = parlour_variant_lookup (variant_id)) == NULL)
    {
      g_autofree char *shown = g_utf8_make_valid (variant_id, -1);
      return parlour_cli_usage_error ("unknown variant “%s”", shown);
    }

  serve.path = g_build_filename (g_get_user_data_dir (), "parlour", "net-host.gvariant", NULL);
  if (!fresh)
    {
      server = read_session (serve.path, &error);
      if (server == NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          int status = parlour_cli_input_error ("cannot resume the session in %s (start a new "
                                                "one with --fresh): %s", serve.path,
                                                error->message);
          g_free (serve.path);
          return status;
        }
      g_clear_error (&error);
      resumed = server != NULL;
      if (server != NULL && variant != NULL &&
          parlour_match_get_variant (parlour_net_server_get_match (server)) != variant)
        {
          g_free (serve.path);
          return parlour_cli_usage_error ("the saved session plays %s, not %s: add --fresh to "
                                          "start a new one",
                                          parlour_match_get_variant (
                                            parlour_net_server_get_match (server))->id,
                                          variant->id);
        }
    }
  if (server == NULL)
    server = new_server (variant ? variant : parlour_variant_lookup ("chess"), time_control,
                         &error);
  if (server == NULL)
    {
      g_free (serve.path);
      return parlour_cli_usage_error ("--time: %s", error->message);
    }
  if (port < 0)
    port = resumed ? parlour_net_server_get_port (server) : 0;
  if (!parlour_net_server_listen (server, port, &error))
    {
      g_free (serve.path);
      return parlour_cli_input_error ("cannot listen on port %d: %s", port, error->message);
    }

  loop = g_main_loop_new (NULL, FALSE);
  serve.server = server;
  serve.loop = loop;
  /* the first write must work: a host that cannot save from the start says so
   * and stops, rather than host a game that a restart would lose */
  if (!write_session (&serve, TRUE))
    {
      g_free (serve.path);
      return 1;
    }
  g_signal_connect (server, "session-changed", G_CALLBACK (session_changed_cb), &serve);
  g_unix_signal_add (SIGINT, stop_cb, &serve);
  g_unix_signal_add (SIGTERM, stop_cb, &serve);
  if (resumed)
    printf ("resumed\n");
  printf ("code %s\nport %u\naddress %s:%u\nvariant %s\n", parlour_net_server_get_code (server),
          parlour_net_server_get_port (server), g_get_host_name (),
          parlour_net_server_get_port (server),
          parlour_match_get_variant (parlour_net_server_get_match (server))->id);
  fflush (stdout);
  g_main_loop_run (loop);
  g_signal_handlers_disconnect_by_data (server, &serve);
  g_free (serve.path);
  return 0;
}
