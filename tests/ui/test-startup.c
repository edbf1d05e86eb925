/* test-startup.c — the real `parlour` binary (PARLOUR_BINARY) finds its settings schema
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *  - /ui/startup/no-schema: with no compiled schema to be found the app says what
 *    is wrong and how to run it, and exits with status 1 instead of aborting.
 *  - /ui/startup/build-tree: run from the build tree with GSETTINGS_SCHEMA_DIR
 *    unset and no schema installed, the app finds the build tree's schema: once
 *    it has taken its name on a private session bus (its window, which reads the
 *    settings, comes before it reads its bus), app.quit activated over D-Bus
 *    ends it with status 0, where it aborted before.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "ui-test-util.h"

static const char *
binary (void)
{
  const char *path = g_getenv ("PARLOUR_BINARY");

  if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    return NULL;
  return path;
}

/* the test's environment with no schema installed anywhere: XDG_DATA_DIRS names
 * an empty folder, and so does GSETTINGS_SCHEMA_DIR unless @schema_dir_set is FALSE */
static char **
environment_without_schemas (const char *empty_dir,
                             gboolean    schema_dir_set)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "XDG_DATA_DIRS", empty_dir, TRUE);
  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  /* g_test_dbus_up() took DISPLAY out of this process's environment */
  env = g_environ_setenv (env, "DISPLAY", gdk_display_get_name (gdk_display_get_default ()), TRUE);
  if (schema_dir_set)
    env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", empty_dir, TRUE);
  else
    env = g_environ_unsetenv (env, "GSETTINGS_SCHEMA_DIR");
  return env;
}

static void
test_no_schema (void)
{
  g_autofree char *empty_dir = g_dir_make_tmp ("parlour-schemas-XXXXXX", NULL);
  g_auto(GStrv) env = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { binary (), "GAME.pgn", NULL };
  int status = 0;

  if (argv[0] == NULL)
    {
      g_test_skip ("PARLOUR_BINARY is not set");
      return;
    }
  g_assert_nonnull (empty_dir);
  env = environment_without_schemas (empty_dir, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  g_test_message ("stderr: %s", err);
  /* an abort (SIGTRAP, exit 133 in a shell) is what this replaces */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, "settings schema “" APPLICATION_ID "” is not installed"));
  g_assert_nonnull (strstr (err, "meson devenv -C _build ./src/ui/parlour"));
  g_assert_null (strstr (err, "ERROR"));
  g_rmdir (empty_dir);
}

typedef struct {
  GMainLoop *loop;
  gboolean   named;    /* the app took its name on the bus */
  gboolean   exited;
  int        status;
} Started;

static void
name_appeared_cb (GDBusConnection *connection,
                  const char      *name,
                  const char      *owner,
                  gpointer         data)
{
  Started *started = data;

  started->named = TRUE;
  g_dbus_connection_call (connection, name, "/io/github/parlourchess/Parlour", "org.gtk.Actions",
                          "Activate", g_variant_new ("(sava{sv})", "quit", NULL, NULL), NULL,
                          G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
}

static void
child_exited_cb (GPid     pid,
                 int      status,
                 gpointer data)
{
  Started *started = data;

  started->exited = TRUE;
  started->status = status;
  g_main_loop_quit (started->loop);
}

static void
test_build_tree (void)
{
  g_autoptr(GTestDBus) bus = NULL;
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autofree char *empty_dir = g_dir_make_tmp ("parlour-schemas-XXXXXX", NULL);
  g_auto(GStrv) env = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { binary (), NULL };
  Started started = { 0 };
  guint watch;
  GPid pid;

  if (argv[0] == NULL)
    {
      g_test_skip ("PARLOUR_BINARY is not set");
      return;
    }
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  connection = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (bus),
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);

  loop = g_main_loop_new (NULL, FALSE);
  started.loop = loop;
  watch = g_bus_watch_name_on_connection (connection, APPLICATION_ID, G_BUS_NAME_WATCHER_FLAGS_NONE,
                                          name_appeared_cb, NULL, &started, NULL);
  env = environment_without_schemas (empty_dir, FALSE);
  env = g_environ_setenv (env, "DBUS_SESSION_BUS_ADDRESS", g_test_dbus_get_bus_address (bus), TRUE);
  g_assert_true (g_spawn_async (NULL, (char **) argv, env, G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  g_child_watch_add (pid, child_exited_cb, &started);
  g_main_loop_run (loop);
  g_spawn_close_pid (pid);

  /* the name comes after the schema check; the quit, after the window was made */
  g_assert_true (started.named);
  g_assert_true (WIFEXITED (started.status));
  g_assert_cmpint (WEXITSTATUS (started.status), ==, 0);

  g_bus_unwatch_name (watch);
  g_clear_object (&connection);
  g_test_dbus_down (bus);
  g_rmdir (empty_dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* this process holds the display, so that Xvfb does not reset between the
   * test programs while the app's process starts */
  ui_test_init_display ();
  g_test_add_func ("/ui/startup/no-schema", test_no_schema);
  g_test_add_func ("/ui/startup/build-tree", test_build_tree);
  return g_test_run ();
}
