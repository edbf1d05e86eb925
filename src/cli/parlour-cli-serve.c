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
 * resumed one keeps its clocks). Exit status: 0 when
 * stopped by a signal, 1 when the session cannot be read or written or the
 * port cannot be had, 2 on usage errors.
 */
#include "config.h"

#include <errno.h>
#include <signal.h>

#include <glib-unix.h>

#include "parlour-cli-private.h"
#include "parlour-match.h"
#include "parlour-net-server.h"

typedef struct {
  ParlourNetServer *server;
  GMainLoop        *loop;
  char             *path;
  gboolean          failed;
} Serve;

static gboolean
write_session (Serve *serve)
{
  g_autoptr(GVariant) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *dir = g_path_get_dirname (serve->path);

  session = g_variant_ref_sink (parlour_net_server_save_session (serve->server,
                                                                 g_get_monotonic_time ()));
  text = g_variant_print (session, TRUE);
  /* g_file_set_contents() writes a new file and renames it over the old one,
   * so a kill at any moment leaves a whole session */
  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_file_set_contents (serve->path, text, -1, &error))
    {
      parlour_cli_input_error ("cannot write the session to %s: %s", serve->path,
                               error ? error->message : g_strerror (errno));
      serve->failed = TRUE;
      g_main_loop_quit (serve->loop);
      return FALSE;
    }
  return TRUE;
}

static void
session_changed_cb (ParlourNetServer *server,
                    Serve            *serve)
{
  write_session (serve);
}

static gboolean
stop_cb (gpointer user_data)
{
  Serve *serve = user_data;

  write_session (serve);
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
  if (!write_session (&serve))
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
  return serve.failed ? 1 : 0;
}
