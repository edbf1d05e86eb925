/* main.c — Parlour: chess variants for two friends at one computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "parlour-application.h"
#include "parlour-portal.h"

int
main (int   argc,
      char *argv[])
{
  /* first of all: the portal that GTK will wait for starts while GTK does */
  g_autoptr(GDBusConnection) bus = parlour_start_portal ();
  g_autoptr(ParlourApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Parlour"));

  app = parlour_application_new (APPLICATION_ID, G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
