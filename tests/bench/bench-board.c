/* bench-board.c — the cost of one redraw of a full board, warm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a full board of pieces at 1024 px in a window, draws it once (which
 * renders the piece textures), then snapshots it into a render node many
 * times and prints the CPU time per snapshot and the SVG renders done after
 * the warm-up (there must be none).
 *
 *   bench-board [--variant ID] [--size PX] [--frames N] [--png FILE]
 *
 * The default variant is the first 10x10 one registered (Bungalow), or chess
 * if there is none. --png also renders the node with GSK and saves it.
 */
#include "config.h"

#include <time.h>

#include <adwaita.h>

#include "parlour-board-view-private.h"
#include "parlour-game.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gboolean
set_true_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
iterate_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_true_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static GskRenderNode *
snapshot_view (GtkWidget *view)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

static const ParlourVariant *
default_variant (void)
{
  const ParlourVariant **variants;
  guint n;

  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    if (variants[i]->width == 10 && variants[i]->height == 10)
      return variants[i];
  return parlour_variant_lookup ("chess");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *variant_id = NULL;
  g_autofree char *png = NULL;
  int size = 1024, frames = 2000;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_id, "Variant to show", "ID" },
    { "size", 0, 0, G_OPTION_ARG_INT, &size, "Board size in pixels", "PX" },
    { "frames", 0, 0, G_OPTION_ARG_INT, &frames, "Snapshots to time", "N" },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, "Save one rendered frame", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— time board redraws");
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = NULL;
  const ParlourVariant *variant;
  GtkWidget *window, *view;
  GskRenderNode *node;
  guint renders_before, n_pieces = 0;
  double start, elapsed;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  adw_init ();

  variant = variant_id ? parlour_variant_lookup (variant_id) : default_variant ();
  if (variant == NULL)
    {
      g_printerr ("No variant %s\n", variant_id);
      return 2;
    }
  game = parlour_game_new (variant, NULL, 0, &error);
  g_assert_no_error (error);

  view = parlour_board_view_new ();
  parlour_board_view_set_game (PARLOUR_BOARD_VIEW (view), game);
  parlour_board_view_set_input (PARLOUR_BOARD_VIEW (view), PARLOUR_BOARD_INPUT_MOVES);
  gtk_widget_set_size_request (view, size, size);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (view) < 100)
    g_main_context_iteration (NULL, TRUE);
  iterate_ms (400);

  /* warm: the first snapshot renders any texture still missing */
  gsk_render_node_unref (snapshot_view (view));
  renders_before = parlour_board_view_get_svg_render_count ();
  for (guint sq = 0; sq < variant->width * variant->height; sq++)
    n_pieces += parlour_game_get_position (game)->board[sq] != 0;

  start = cpu_seconds ();
  for (int i = 0; i < frames; i++)
    gsk_render_node_unref (snapshot_view (view));
  elapsed = cpu_seconds () - start;

  g_print ("variant: %s (%ux%u), %u pieces, widget %d px, board %d px (square %d px)\n",
           variant->id, variant->width, variant->height, n_pieces, gtk_widget_get_width (view),
           PARLOUR_BOARD_VIEW (view)->square * variant->width, PARLOUR_BOARD_VIEW (view)->square);
  g_print ("snapshot: %.1f us CPU per redraw (%d redraws, warm)\n",
           elapsed / frames * 1e6, frames);
  g_print ("svg renders: %u before warm-up, %u during the timed redraws\n",
           renders_before, parlour_board_view_get_svg_render_count () - renders_before);

  node = snapshot_view (view);
  {
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
    graphene_rect_t bounds;
    GdkTexture *texture;

    gsk_render_node_get_bounds (node, &bounds);
    start = cpu_seconds ();
    for (int i = 0; i < 20; i++)
      {
        texture = gsk_renderer_render_texture (renderer, node, &bounds);
        if (i < 19)
          g_object_unref (texture);
      }
    g_print ("gsk render to texture (%s): %.2f ms CPU per frame\n",
             G_OBJECT_TYPE_NAME (renderer), (cpu_seconds () - start) / 20 * 1e3);
    if (png != NULL)
      gdk_texture_save_to_png (texture, png);
    g_object_unref (texture);
  }
  gsk_render_node_unref (node);

  gtk_window_destroy (GTK_WINDOW (window));
  return parlour_board_view_get_svg_render_count () == renders_before ? 0 : 1;
}
