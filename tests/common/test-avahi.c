/* test-avahi.c — a private Avahi daemon on a private system bus, for discovery tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * avahi-daemon talks to clients over the D-Bus system bus, so the test starts
 * a bus of its own (any name may be owned on it) and points both the daemon
 * and itself at it. The daemon keeps its pid file in /run/avahi-daemon, which
 * needs root and allows one daemon per computer: where that fails the daemon
 * ends at once and the test is skipped. The daemon and the bus are this test's
 * children and end with it, even if it crashes.
 */
#include "config.h"

#include <signal.h>
#include <sys/prctl.h>

#include <glib/gstdio.h>

#include "test-avahi.h"

struct _TestAvahi {
  char        *dir;
  GSubprocess *bus;
  GSubprocess *daemon;
  gboolean     daemon_ended;
};

static const char bus_config[] =
  "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN\"\n"
  " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
  "<busconfig>\n"
  "  <type>system</type>\n"
  "  <listen>unix:dir=%s</listen>\n"
  "  <auth>EXTERNAL</auth>\n"
  "  <policy context=\"default\">\n"
  "    <allow user=\"*\"/>\n"
  "    <allow own=\"*\"/>\n"
  "    <allow send_type=\"method_call\"/>\n"
  "    <allow send_destination=\"*\"/>\n"
  "    <allow receive_sender=\"*\"/>\n"
  "  </policy>\n"
  "</busconfig>\n";

static const char daemon_config[] =
  "[server]\n"
  "use-ipv4=yes\n"
  "use-ipv6=no\n"
  "allow-interfaces=lo\n"
  "enable-dbus=yes\n"
  "[wide-area]\n"
  "enable-wide-area=no\n"
  "[publish]\n"
  "publish-hinfo=no\n"
  "publish-workstation=no\n";

static void
daemon_ended_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  TestAvahi *avahi = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  avahi->daemon_ended = TRUE;
}

/* in the child: it ends with the test, even one that crashes, so that no
 * daemon is left holding /run/avahi-daemon for the next run */
static void
end_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static char *
find_program (const char *name)
{
  char *path = g_find_program_in_path (name);
  char *sbin;

  if (path != NULL)
    return path;
  sbin = g_build_filename ("/usr/sbin", name, NULL);
  if (g_file_test (sbin, G_FILE_TEST_IS_EXECUTABLE))
    return sbin;
  g_free (sbin);
  return NULL;
}

TestAvahi *
test_avahi_start (char **why)
{
  g_autofree char *dbus_daemon = find_program ("dbus-daemon");
  g_autofree char *avahi_daemon = find_program ("avahi-daemon");
  g_autofree char *bus_file = NULL, *daemon_file = NULL, *bus_text = NULL, *log = NULL;
  g_autofree char *address = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) bus_launcher = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  TestAvahi *avahi;

#ifndef HAVE_AVAHI
  *why = g_strdup ("Parlour is built without Avahi");
  return NULL;
#endif
  if (dbus_daemon == NULL || avahi_daemon == NULL)
    {
      *why = g_strdup ("dbus-daemon or avahi-daemon is not installed");
      return NULL;
    }
  avahi = g_new0 (TestAvahi, 1);
  avahi->dir = g_dir_make_tmp ("parlour-avahi-XXXXXX", &error);
  g_assert_no_error (error);
  bus_file = g_build_filename (avahi->dir, "bus.conf", NULL);
  daemon_file = g_build_filename (avahi->dir, "avahi-daemon.conf", NULL);
  bus_text = g_strdup_printf (bus_config, avahi->dir);
  g_assert_true (g_file_set_contents (bus_file, bus_text, -1, NULL));
  g_assert_true (g_file_set_contents (daemon_file, daemon_config, -1, NULL));

  bus_launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (bus_launcher, end_with_parent, NULL, NULL);
  avahi->bus = g_subprocess_launcher_spawn (bus_launcher, &error, dbus_daemon, "--nofork",
                                            "--print-address=1", "--config-file", bus_file,
                                            NULL);
  if (avahi->bus != NULL)
    {
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (avahi->bus));
      address = g_data_input_stream_read_line (out, NULL, NULL, &error);
    }
  if (address == NULL)
    {
      *why = g_strdup_printf ("no private D-Bus system bus: %s",
                              error != NULL ? error->message : "no address");
      test_avahi_stop (avahi);
      return NULL;
    }
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", address, TRUE);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_subprocess_launcher_set_child_setup (launcher, end_with_parent, NULL, NULL);
  log = g_build_filename (avahi->dir, "avahi-daemon.log", NULL);
  g_subprocess_launcher_set_stdout_file_path (launcher, log);
  avahi->daemon = g_subprocess_launcher_spawn (launcher, &error, avahi_daemon, "--no-drop-root",
                                               "--no-chroot", "--no-proc-title", "--no-rlimits",
                                               "-f", daemon_file, NULL);
  if (avahi->daemon == NULL)
    {
      *why = g_strdup_printf ("avahi-daemon does not start: %s", error->message);
      test_avahi_stop (avahi);
      return NULL;
    }
  g_subprocess_wait_async (avahi->daemon, NULL, daemon_ended_cb, avahi);
  return avahi;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
test_avahi_wait (TestAvahi *avahi,
                 gboolean  *done,
                 guint      seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (seconds, timeout_cb, &timed_out);

  while (!*done && !avahi->daemon_ended && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return *done;
}

char *
test_avahi_get_log (TestAvahi *avahi)
{
  g_autofree char *path = g_build_filename (avahi->dir, "avahi-daemon.log", NULL);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return g_strdup ("(no output)");
  return text;
}

static void
end (GSubprocess *process)
{
  if (process == NULL)
    return;
  g_subprocess_send_signal (process, SIGTERM);
  g_subprocess_wait (process, NULL, NULL);
}

void
test_avahi_stop (TestAvahi *avahi)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  end (avahi->daemon);
  /* the daemon's wait callback runs once more */
  while (avahi->daemon != NULL && !avahi->daemon_ended)
    g_main_context_iteration (NULL, TRUE);
  end (avahi->bus);
  g_clear_object (&avahi->daemon);
  g_clear_object (&avahi->bus);
  dir = g_dir_open (avahi->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (avahi->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (avahi->dir);
  g_free (avahi->dir);
  g_free (avahi);
}
