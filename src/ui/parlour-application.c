/* parlour-application.c — the application: windows, app.* actions, accelerators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-about.h"
#include "parlour-match-format.h"
#include "parlour-application.h"
#include "parlour-play-modes.h"
#include "parlour-piece-disk-cache.h"
#include "parlour-preferences-window.h"
#include "parlour-rules-window.h"
#include "parlour-session.h"
#include "parlour-settings.h"
#include "parlour-window.h"

struct _ParlourApplication
{
  AdwApplication  parent_instance;
  /* the autosave of the windows' matches (parlour-session.c) */
  ParlourSession *session;
};

G_DEFINE_FINAL_TYPE (ParlourApplication, parlour_application, ADW_TYPE_APPLICATION)

static const struct {
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "win.new-game", { "<Primary>n", NULL } },
  { "win.position-editor", { "<Primary>e", NULL } },
  { "win.edit-position", { "<Primary><Shift>e", NULL } },
  { "win.undo", { "<Primary>z", NULL } },
  { "win.redo", { "<Primary><Shift>z", NULL } },
  /* "f" (win.flip) is the window's own, after the focused board: on the
   * board it may begin a typed move (parlour-window.c) */
  { "win.pass", { "<Primary>p", NULL } },
  { "win.pause-clock", { "<Primary><Shift>p", "Pause", NULL } },
  { "win.open", { "<Primary>o", NULL } },
  { "win.save", { "<Primary>s", NULL } },
  { "win.save-as", { "<Primary><Shift>s", NULL } },
  { "app.preferences", { "<Primary>comma", NULL } },
  { "app.shortcuts", { "<Primary>question", NULL } },
  { "app.rules", { "F1", NULL } },
  { "app.quit", { "<Primary>q", NULL } },
};

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (parlour_preferences_window_new (parent)));
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *window;

  /* built on demand: building it with the main window would cost start-up time */
  builder = gtk_builder_new_from_resource ("/io/github/parlourchess/Parlour/ui/help-overlay.ui");
  window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  gtk_window_set_transient_for (window, parent);
  gtk_window_present (window);
}

static void
rules_activated (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  ParlourPlayMode *mode = NULL;

  /* the rules of the way of playing shown: a Chess Bingo match is games of
   * chess with rules of its own */
  if (PARLOUR_IS_WINDOW (parent))
    mode = parlour_play_modes_for_match (parlour_window_get_match (PARLOUR_WINDOW (parent)));
  if (mode != NULL)
    gtk_window_present (GTK_WINDOW (parlour_play_mode_new_rules_window (mode, parent)));
  else
    gtk_window_present (GTK_WINDOW (parlour_rules_window_new (parent,
                                                              parlour_variant_default ())));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  parlour_show_about (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  /* a match not saved to a file is asked about first, one window at a time:
   * its answer activates app.quit again */
  for (GList *l = windows; l != NULL; l = l->next)
    if (PARLOUR_IS_WINDOW (l->data) && parlour_window_needs_saving (l->data))
      {
        parlour_window_ask_before_quit (l->data);
        g_list_free (windows);
        return;
      }
  /* closing (not destroying) lets each window save its size and its game */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
  /* A window that hosts a game for peers asks first and stays open until the
   * player answers; the application ends with its last window. */
  if (gtk_application_get_windows (GTK_APPLICATION (user_data)) == NULL)
    g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_entries[] = {
  { "preferences", preferences_activated },
  { "shortcuts", shortcuts_activated },
  { "rules", rules_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

static void
parlour_application_startup (GApplication *application)
{
  g_autoptr(GSettings) settings = NULL;

  G_APPLICATION_CLASS (parlour_application_parent_class)->startup (application);

  /* the ways of playing above the match layer, before anything is opened or
   * restored: a saved match names its type, Open asks for its format */
  parlour_play_modes_register_match_types ();
  settings = g_settings_new (APPLICATION_ID);
  parlour_settings_upgrade (settings);
  PARLOUR_APPLICATION (application)->session = g_object_ref (parlour_session_get_default ());
  g_action_map_add_action_entries (G_ACTION_MAP (application), app_entries,
                                   G_N_ELEMENTS (app_entries), application);
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accelerators[i].action, accelerators[i].accels);
}

static void
parlour_application_shutdown (GApplication *application)
{
  /* piece images rendered in the last seconds are kept for the next start */
  parlour_piece_disk_cache_flush ();
  /* nothing the windows changed is left unwritten */
  if (PARLOUR_APPLICATION (application)->session != NULL)
    parlour_session_flush (PARLOUR_APPLICATION (application)->session, NULL);
  g_clear_object (&PARLOUR_APPLICATION (application)->session);
  G_APPLICATION_CLASS (parlour_application_parent_class)->shutdown (application);
}

/* The most recently used main window, a new one if there is none (the
 * preferences or the rules may be the active window). */
static ParlourWindow *
main_window (GApplication *application)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l != NULL; l = l->next)
    if (PARLOUR_IS_WINDOW (l->data))
      return l->data;
  return parlour_window_new (PARLOUR_APPLICATION (application));
}

static void
parlour_application_activate (GApplication *application)
{
  gtk_window_present (GTK_WINDOW (main_window (application)));
}

/* Files given on the command line, or opened with Parlour from a file manager:
 * the window shows the first one's (first) game, as Open… would. */
static void
parlour_application_open (GApplication  *application,
                          GFile        **files,
                          int            n_files,
                          const char    *hint)
{
  ParlourWindow *window = main_window (application);

  gtk_window_present (GTK_WINDOW (window));
  parlour_window_open_files (window, files, n_files);
}

/* Run as _build/src/ui/parlour, the app finds the schema compiled into the build
 * tree (data/meson.build): the executable's folder is src/ui of a meson build
 * directory, which has meson-private/ beside data/. An installed app, or a user
 * who set GSETTINGS_SCHEMA_DIR, is left alone. This runs before GSettings reads
 * the variable, which it does once. */
static void
use_build_tree_schemas (void)
{
  g_autofree char *exe = NULL;
  g_autofree char *ui_dir = NULL;
  g_autofree char *build_dir = NULL;
  g_autofree char *private_dir = NULL;
  g_autofree char *schemas = NULL;

  if (g_getenv ("GSETTINGS_SCHEMA_DIR") != NULL)
    return;
  exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe == NULL)
    return;
  ui_dir = g_path_get_dirname (exe);
  build_dir = g_build_filename (ui_dir, "..", "..", NULL);
  private_dir = g_build_filename (build_dir, "meson-private", NULL);
  schemas = g_build_filename (build_dir, "data", "gschemas.compiled", NULL);
  if (g_file_test (private_dir, G_FILE_TEST_IS_DIR) && g_file_test (schemas, G_FILE_TEST_EXISTS))
    {
      g_autofree char *schema_dir = g_path_get_dirname (schemas);

      g_setenv ("GSETTINGS_SCHEMA_DIR", schema_dir, TRUE);
    }
}

/* Without its schema g_settings_new() would abort the app: say what is wrong and
 * how to run it, and exit with status 1 (GApplication's local options come
 * before anything uses GSettings). */
static int
parlour_application_handle_local_options (GApplication *application,
                                          GVariantDict *options)
{
  const char *id = g_application_get_application_id (application);
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  use_build_tree_schemas ();
  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, id, TRUE);
  if (schema == NULL)
    {
      /* Translators: %s is the settings schema's id, io.github.parlourchess.Parlour */
      g_printerr (_("Parlour cannot start: its settings schema “%s” is not installed.\n"
                    "Install Parlour (meson install -C _build), or run it from the build "
                    "tree as _build/src/ui/parlour or meson devenv -C _build ./src/ui/parlour "
                    "(GSETTINGS_SCHEMA_DIR, if set, must name a folder with the compiled "
                    "schema).\n"), id);
      return 1;
    }
  /* go on as usual */
  return -1;
}

static void
parlour_application_class_init (ParlourApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->handle_local_options = parlour_application_handle_local_options;
  app_class->startup = parlour_application_startup;
  app_class->activate = parlour_application_activate;
  app_class->open = parlour_application_open;
  app_class->shutdown = parlour_application_shutdown;
}

static void
parlour_application_init (ParlourApplication *self)
{
}

ParlourApplication *
parlour_application_new (const char        *application_id,
                         GApplicationFlags  flags)
{
  return g_object_new (PARLOUR_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/parlourchess/Parlour",
                       NULL);
}
