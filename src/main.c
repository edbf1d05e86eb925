/* main.c — Parlour: chess variants for two friends at one computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "parlour-application.h"

/* GtkApplication's start-up blocks in a D-Bus call until xdg-desktop-portal
 * answers (GTK 4.8 makes a proxy for its Inhibit portal where there is no
 * session manager, libadwaita reads its Settings portal). Where the portal is
 * not running yet (the first app of a session, a fresh session bus) D-Bus then
 * starts it, and the app waits for all of its start. Asking D-Bus to start it
 * first thing lets that start overlap with GTK's own (loading the GL driver,
 * connecting to the display). Where the portal runs already, this is one
 * message, and nothing waits for its answer. The connection returned is the
 * shared session bus that GApplication will use: keep it until then. */
static GDBusConnection *
start_portal (void)
{
  GDBusConnection *bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);

  if (bus != NULL)
    g_dbus_connection_call (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                            "org.freedesktop.DBus", "StartServiceByName",
                            g_variant_new ("(su)", "org.freedesktop.portal.Desktop", 0),
                            NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  return bus;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDBusConnection) bus = start_portal ();
  g_autoptr(ParlourApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Parlour"));

  app = parlour_application_new (APPLICATION_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
