/* parlour-portal.h — starting xdg-desktop-portal early (main.c; the floor
 * benchmark, tests/bench/bench-floor.c, does the same)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkApplication's start-up blocks in a D-Bus call until xdg-desktop-portal
 * answers (GTK 4.8 makes a proxy for its Inhibit portal where there is no
 * session manager, libadwaita reads its Settings portal). Where the portal is
 * not running yet (the first app of a session, a fresh session bus) D-Bus then
 * starts it, and the app waits for all of its start. Asking D-Bus to start it
 * first thing lets that start overlap with GTK's own (loading the GL driver,
 * connecting to the display). Where the portal runs already, this is one
 * message, and nothing waits for its answer.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Returns the shared session bus connection (NULL without a session bus): the
 * caller keeps it until GApplication has taken it, as the request is sent by
 * GDBus's worker thread and a connection dropped now would close first. */
static inline GDBusConnection *
parlour_start_portal (void)
{
  GDBusConnection *bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);

  if (bus != NULL)
    g_dbus_connection_call (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                            "org.freedesktop.DBus", "StartServiceByName",
                            g_variant_new ("(su)", "org.freedesktop.portal.Desktop", 0),
                            NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  return bus;
}

G_END_DECLS
