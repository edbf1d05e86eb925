/* first-frame-node.c — an LD_PRELOAD module that writes the first frame of any
 * GTK 4 app's first window as a render node file, then ends the app:
 *
 *   FIRST_FRAME_NODE=/tmp/app.node LD_PRELOAD=_build/tests/bench/libfirst-frame-node.so APP
 *
 * The node is the window's own snapshot (frame included) at its size. With
 * bench-render-node it shows what each part of a first frame costs the GL
 * renderer to rasterise (docs/benchmarks.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

#include <gtk/gtk.h>

static void
after_paint_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GError) error = NULL;
  GskRenderNode *node;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window),
                          gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL || !gsk_render_node_write_to_file (node, g_getenv ("FIRST_FRAME_NODE"), &error))
    g_printerr ("first-frame-node: %s\n", error ? error->message : "empty frame");
  g_clear_pointer (&node, gsk_render_node_unref);
  _exit (0);
}

static void
map_cb (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), window);
}

void
gtk_window_present (GtkWindow *window)
{
  static void (*real) (GtkWindow *);
  static gboolean connected;

  if (real == NULL)
    real = (void (*) (GtkWindow *)) dlsym (RTLD_NEXT, "gtk_window_present");
  if (!connected && g_getenv ("FIRST_FRAME_NODE") != NULL)
    {
      connected = TRUE;
      g_signal_connect (window, "map", G_CALLBACK (map_cb), NULL);
    }
  real (window);
}
