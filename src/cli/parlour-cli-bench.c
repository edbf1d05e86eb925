/* parlour-cli-bench.c — perft timings and nodes per second for every variant; with
 * --search, the computer player's nodes per second and time to each depth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-cli-private.h"
#include "parlour-search.h"

typedef struct {
  const char *variant;
  const char *label;
  const char *fen;       /* NULL: the variant's start */
  guint       depth;
} BenchCase;

static const BenchCase cases[] = {
  { "chess", "start", NULL, 5 },
  { "chess", "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4 },
  { "bungalow", "start", NULL, 5 },
  { "bungalow-2d", "start", NULL, 5 },
  { "bungalow-forward", "start", NULL, 5 },
  { "panic", "start", NULL, 5 },
};

/* How deep the search bench goes: chance variants cannot prune, so less. */
#define BENCH_SEARCH_DEPTH        8
#define BENCH_SEARCH_CHANCE_DEPTH 3

static void
print_iteration_cb (const ParlourSearchResult *info,
                    gpointer                   user_data)
{
  const ParlourVariant *v = user_data;
  gdouble secs = info->time_us / 1e6;

  printf ("%-17s %5u %12" G_GUINT64_FORMAT " %9.3f %12.0f %7d\n", v->id, info->depth,
          info->nodes, secs, secs > 0 ? info->nodes / secs : 0.0, info->score);
  fflush (stdout);
}

/* The search from every variant's start: one line per completed depth, with the
 * time from the start of the search to the end of that depth. */
static int
bench_search (void)
{
  guint n;
  const ParlourVariant **variants = parlour_variant_list (&n);

  printf ("%-17s %5s %12s %9s %12s %7s\n", "variant", "depth", "nodes", "seconds", "nodes/s",
          "score");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ParlourSearch) search = parlour_search_new ();
      g_autoptr(ParlourPosition) pos = parlour_position_new (variants[i]);
      ParlourSearchLimits limits = { .depth = (variants[i]->flags & PARLOUR_VARIANT_CHANCE)
                                                ? BENCH_SEARCH_CHANCE_DEPTH : BENCH_SEARCH_DEPTH };
      ParlourSearchResult result;

      parlour_search_set_info_func (search, print_iteration_cb, (gpointer) variants[i]);
      if (!parlour_search_run (search, pos, &limits, NULL, &result, NULL))
        return parlour_cli_input_error ("%s: the start position has no move", variants[i]->id);
    }
  return 0;
}

int
parlour_cli_bench (int argc, char **argv)
{
  guint64 all_nodes = 0;
  gdouble all_secs = 0;

  if (argc == 2 && g_str_equal (argv[1], "--search"))
    return bench_search ();
  if (argc != 1)
    return parlour_cli_usage_error ("bench takes no arguments but --search");
  printf ("%-17s %-9s %5s %12s %9s %12s\n", "variant", "position", "depth", "nodes", "seconds", "nodes/s");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ParlourVariant *v = parlour_variant_lookup (cases[i].variant);
      g_autoptr(ParlourPosition) pos = NULL;
      gint64 t0, t1;
      guint64 nodes;
      gdouble secs;

      if (v == NULL)
        continue;
      pos = cases[i].fen ? parlour_position_new_from_fen (v, cases[i].fen, NULL)
                         : parlour_position_new (v);
      g_assert (pos != NULL);
      t0 = g_get_monotonic_time ();
      nodes = parlour_perft (pos, cases[i].depth);
      t1 = g_get_monotonic_time ();
      secs = (t1 - t0) / 1e6;
      all_nodes += nodes;
      all_secs += secs;
      printf ("%-17s %-9s %5u %12" G_GUINT64_FORMAT " %9.3f %12.0f\n", cases[i].variant,
              cases[i].label, cases[i].depth, nodes, secs, secs > 0 ? nodes / secs : 0.0);
      fflush (stdout);
    }
  printf ("total %" G_GUINT64_FORMAT " nodes in %.3f s: %.0f nodes/s\n",
          all_nodes, all_secs, all_secs > 0 ? all_nodes / all_secs : 0.0);
  return 0;
}
