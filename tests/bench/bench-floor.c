/* bench-floor.c — the floor for any GTK 4 app here: a minimal libadwaita window
 * with one custom widget that draws an 8x8 board in its snapshot. Parlour's
 * start-up time and memory are compared with this program's
 * (tools/bench-startup.sh, docs/benchmarks.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "parlour-portal.h"

#define FLOOR_TYPE_BOARD (floor_board_get_type ())
G_DECLARE_FINAL_TYPE (FloorBoard, floor_board, FLOOR, BOARD, GtkWidget)

struct _FloorBoard
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (FloorBoard, floor_board, GTK_TYPE_WIDGET)

static void
floor_board_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  float side = MIN (w, h) / 8.0f;
  GdkRGBA light = { 0.94, 0.85, 0.71, 1 }, dark = { 0.71, 0.53, 0.39, 1 };

  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 8; f++)
      gtk_snapshot_append_color (snapshot, (r + f) % 2 ? &light : &dark,
                                 &GRAPHENE_RECT_INIT (f * side, r * side, side, side));
}

static void
floor_board_class_init (FloorBoardClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = floor_board_snapshot;
}

static void
floor_board_init (FloorBoard *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), g_object_new (FLOOR_TYPE_BOARD, NULL));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Floor");
  gtk_window_set_default_size (GTK_WINDOW (window), 880, 640);
  gtk_window_present (GTK_WINDOW (window));
}

/* As Parlour's main() does, unless FLOOR_NO_PORTAL_START is set: then this is
 * the floor of an app that does not (parlour-portal.h). */
static GDBusConnection *
start_portal (void)
{
  return g_getenv ("FLOOR_NO_PORTAL_START") ? NULL : parlour_start_portal ();
}

int
main (int argc, char **argv)
{
  g_autoptr(GDBusConnection) bus = start_portal ();
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.parlourchess.Floor",
                                                       G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
