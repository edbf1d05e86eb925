/* bench-render-node.c — how long the GL renderer takes to rasterise render
 * node files (such as first-frame-node.c writes), warm: textures and shaders
 * are ready after three renders, then the median of N renders is printed, in
 * wall time and in CPU time of all threads (Mesa's llvmpipe rasterises in its
 * own threads).
 *
 *   bench-render-node [-n N] FILE.node...
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <sys/resource.h>

#include <gtk/gtk.h>
#include <gsk/gl/gskglrenderer.h>

static double
process_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Renders @path @runs times (after three warm-up renders) and prints the medians. */
static gboolean
bench_file (GskRenderer  *renderer,
            const char   *path,
            int           runs,
            GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  GskRenderNode *node;
  graphene_rect_t viewport;
  char *contents;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, error))
    return FALSE;
  bytes = g_bytes_new_take (contents, length);
  node = gsk_render_node_deserialize (bytes, NULL, NULL);
  if (node != NULL)
    gsk_render_node_get_bounds (node, &viewport);
  if (node == NULL || viewport.size.width < 1 || viewport.size.height < 1)
    {
      g_clear_pointer (&node, gsk_render_node_unref);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s is not a render node file, or draws nothing", path);
      return FALSE;
    }

  for (int i = 0; i < runs + 3; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = process_cpu_ms ();
      GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &viewport);
      double wall_ms = (g_get_monotonic_time () - start) / 1000.0;
      double cpu_ms = process_cpu_ms () - cpu_start;

      g_object_unref (texture);
      if (i < 3)
        continue;
      g_array_append_val (wall, wall_ms);
      g_array_append_val (cpu, cpu_ms);
    }
  g_array_sort (wall, compare_doubles);
  g_array_sort (cpu, compare_doubles);
  g_print ("%-32s %4.0fx%-4.0f  wall %6.2f ms  cpu %6.2f ms  (median of %d)\n", path,
           viewport.size.width, viewport.size.height,
           g_array_index (wall, double, runs / 2), g_array_index (cpu, double, runs / 2), runs);
  gsk_render_node_unref (node);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GskRenderer) renderer = NULL;
  g_autoptr(GError) error = NULL;
  int runs = 40;
  int first = 1;
  int status = 0;

  if (argc > 2 && g_str_equal (argv[1], "-n"))
    {
      runs = atoi (argv[2]);
      first = 3;
    }
  if (runs < 1 || first >= argc)
    {
      g_printerr ("usage: %s [-n N] FILE.node...\n", argv[0]);
      return 2;
    }

  gtk_init ();
  renderer = gsk_gl_renderer_new ();
  if (!gsk_renderer_realize (renderer, NULL, &error))
    {
      g_printerr ("%s: cannot realize the GL renderer: %s\n", argv[0], error->message);
      g_clear_object (&renderer);
      return 1;
    }

  for (int f = first; f < argc && status == 0; f++)
    if (!bench_file (renderer, argv[f], runs, &error))
      {
        g_printerr ("%s: %s\n", argv[0], error->message);
        status = 1;
      }
  gsk_renderer_unrealize (renderer);
  return status;
}
