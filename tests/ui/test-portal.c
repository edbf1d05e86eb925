/* test-portal.c — parlour_start_portal() asks D-Bus to start xdg-desktop-portal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A private bus (GTestDBus) whose only service named
 * org.freedesktop.portal.Desktop is a script that leaves a file behind: the
 * request must reach the bus without a main loop running, as it does in
 * main() before GTK starts.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "parlour-portal.h"

static void
test_start_portal (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autofree char *dir = g_dir_make_tmp ("parlour-portal-XXXXXX", NULL);
  g_autofree char *marker = g_build_filename (dir, "started", NULL);
  g_autofree char *script = g_build_filename (dir, "fake-portal", NULL);
  g_autofree char *service = g_build_filename (dir, "org.freedesktop.portal.Desktop.service", NULL);
  g_autofree char *script_text = g_strdup_printf ("#!/bin/sh\ntouch '%s'\n", marker);
  g_autofree char *service_text = g_strdup_printf ("[D-BUS Service]\n"
                                                   "Name=org.freedesktop.portal.Desktop\n"
                                                   "Exec=%s\n", script);
  GDBusConnection *connection;
  gint64 deadline;

  g_assert_nonnull (dir);
  g_assert_true (g_file_set_contents (script, script_text, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);
  g_assert_true (g_file_set_contents (service, service_text, -1, NULL));
  g_test_dbus_add_service_dir (bus, dir);
  g_test_dbus_up (bus);

  connection = parlour_start_portal ();
  g_assert_nonnull (connection);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!g_file_test (marker, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_usleep (10 * 1000);
  g_assert_true (g_file_test (marker, G_FILE_TEST_EXISTS));

  g_object_unref (connection);
  g_test_dbus_down (bus);
  g_unlink (marker);
  g_unlink (script);
  g_unlink (service);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/portal/start", test_start_portal);
  return g_test_run ();
}
