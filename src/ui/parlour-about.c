/* parlour-about.c — the About window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "parlour-about.h"

/* The notes of the current release. The strings are those of the <release> in
 * data/io.github.parlourchess.Parlour.metainfo.xml.in, so that both show the same
 * text and share one translation; keep them in step. */
static const char *release_notes_intro = N_("The first release of Parlour.");
static const char *release_notes_items[] = {
  N_("Chess for two players at one computer, with an optional king capture rule"),
  N_("Panic chess, with the chance of each move shown on the board"),
  N_("Bungalow Shatranj, 2D Bungalow and Forward Bungalow"),
  N_("Chess clocks: Fischer increment, simple delay and Bronstein, with different times for each side; the clocks can be paused"),
  N_("Start from the standard position or from any position given as FEN"),
  N_("Undo and redo, move list, board flipping and a choice of board themes"),
  N_("Save and open games as PGN, also from a file manager or the command line"),
  N_("German, French, Spanish, Italian and Brazilian Portuguese translations"),
};

static char *
build_release_notes (void)
{
  GString *notes = g_string_new (NULL);
  g_autofree char *intro = g_markup_escape_text (_(release_notes_intro), -1);

  g_string_append_printf (notes, "<p>%s</p><ul>", intro);
  for (guint i = 0; i < G_N_ELEMENTS (release_notes_items); i++)
    {
      g_autofree char *item = g_markup_escape_text (_(release_notes_items[i]), -1);

      g_string_append_printf (notes, "<li>%s</li>", item);
    }
  g_string_append (notes, "</ul>");
  return g_string_free (notes, FALSE);
}

void
parlour_show_about (GtkWindow *parent)
{
  static const char *developers[] = { "The Parlour developers", NULL };
  g_autofree char *release_notes = build_release_notes ();
  GtkWidget *about;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-name", _("Parlour"),
                        "application-icon", APPLICATION_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", "The Parlour developers",
                        "developers", developers,
                        "copyright", "© 2026 The Parlour developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "comments", _("Play chess variants with a friend at one computer"),
                        "website", "https://github.com/parlourchess/parlour",
                        "issue-url", "https://github.com/parlourchess/parlour/issues",
                        /* Translators: your names, one per line, to credit you in the
                         * About window */
                        "translator-credits", _("translator-credits"),
                        "release-notes-version", "0.1.0",
                        "release-notes", release_notes,
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}
