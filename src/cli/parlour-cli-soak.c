/* parlour-cli-soak.c — `parlour-cli soak`: random games through a match, every form checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli soak [--variant=NAME] [--games=N] [--seed=S] [--max-plies=N]
 *
 * plays N random games (default 100) of the variant, or of every variant if
 * none is named, through parlour_soak_game() (parlour-soak.h,
 * docs/reliability.md). Game i (from 0) has the seed S + i (S defaults to 1),
 * so a failing game is played again alone with --games=1 --seed=ITS_SEED.
 * Each failure is one paragraph on stderr, starting with the variant and the
 * seed; per variant one line on stdout:
 *   VARIANT: G games (F finished), P plies, U undos, R redos, T truncations,
 *     C FEN checks, K PGN checks, V save checks, X failures, S.SS s
 * (on one line). Exit status: 0 if every game passed, 1 if one failed, 2 on
 * usage errors.
 */
#include "config.h"

#include <string.h>

#include "parlour-cli-private.h"
#include "parlour-soak.h"

/* the largest --games and --max-plies: far beyond any useful soak */
#define SOAK_MAX_COUNT 1000000000u

/* Warnings and criticals (a g_return_if_fail that failed) logged during the
 * current game: each is a bug the game found, so the game fails. */
static guint n_warnings;

static GLogWriterOutput
count_warnings (GLogLevelFlags   level,
                const GLogField *fields,
                gsize            n_fields,
                gpointer         user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    n_warnings++;
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static guint64
soak_variant (const ParlourVariant     *variant,
              guint64                   games,
              guint64                   seed,
              const ParlourSoakOptions *options)
{
  ParlourSoakStats stats = { 0 };
  guint64 failures = 0;
  gint64 t0 = g_get_monotonic_time ();

  for (guint64 i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;

      n_warnings = 0;
      if (!parlour_soak_game (variant, seed + i, options, &stats, &error))
        fprintf (stderr, "FAIL %s\n\n", error->message);
      else if (n_warnings > 0)
        fprintf (stderr, "FAIL %s, seed %" G_GUINT64_FORMAT ": %u warnings (above)\n\n",
                 variant->id, seed + i, n_warnings);
      else
        continue;
      fflush (stderr);
      failures++;
    }
  printf ("%s: %" G_GUINT64_FORMAT " games (%" G_GUINT64_FORMAT " finished), %" G_GUINT64_FORMAT
          " plies, %" G_GUINT64_FORMAT " undos, %" G_GUINT64_FORMAT " redos, %" G_GUINT64_FORMAT
          " truncations, %" G_GUINT64_FORMAT " FEN checks, %" G_GUINT64_FORMAT " PGN checks, %"
          G_GUINT64_FORMAT " save checks, %" G_GUINT64_FORMAT " failures, %.2f s\n",
          variant->id, stats.games, stats.finished, stats.plies, stats.undos, stats.redos,
          stats.truncations, stats.fen_checks, stats.pgn_checks, stats.save_checks, failures,
          (g_get_monotonic_time () - t0) / 1e6);
  fflush (stdout);
  return failures;
}

int
parlour_cli_soak (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_id = NULL;
  g_autofree char *games_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *plies_text = NULL;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_FILENAME, &variant_id, "Variant (default: every one)", "NAME" },
    { "games", 0, 0, G_OPTION_ARG_FILENAME, &games_text, "Games per variant", "N" },
    { "seed", 0, 0, G_OPTION_ARG_FILENAME, &seed_text, "The first game's seed", "S" },
    { "max-plies", 0, 0, G_OPTION_ARG_FILENAME, &plies_text, "Plies a game stops at", "N" },
    { NULL }
  };
  guint64 games = 100, seed = 1, max_plies = PARLOUR_SOAK_DEFAULT_MAX_PLIES, failures = 0;
  ParlourSoakOptions options = { 0 };
  const ParlourVariant **list;
  guint n;

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (argc != 1)
    {
      g_autofree char *shown = g_utf8_make_valid (argv[1], -1);

      return parlour_cli_usage_error ("soak takes only options, not “%s”", shown);
    }
  if (!parlour_cli_parse_count ("games", games_text, 1, SOAK_MAX_COUNT, &games) ||
      !parlour_cli_parse_count ("seed", seed_text, 0, G_MAXUINT64, &seed) ||
      !parlour_cli_parse_count ("max-plies", plies_text, 1, SOAK_MAX_COUNT, &max_plies))
    return 2;
  if (seed > G_MAXUINT64 - (games - 1))
    return parlour_cli_usage_error ("--seed=%" G_GUINT64_FORMAT " leaves no room for %"
                                    G_GUINT64_FORMAT " games' seeds", seed, games);
  options.max_plies = (guint) max_plies;
  g_log_set_writer_func (count_warnings, NULL, NULL);

  list = parlour_variant_list (&n);
  if (variant_id != NULL)
    {
      const ParlourVariant *variant = parlour_variant_lookup (variant_id);

      if (variant == NULL)
        {
          g_autofree char *shown = g_utf8_make_valid (variant_id, -1);

          return parlour_cli_usage_error ("unknown variant “%s”", shown);
        }
      failures = soak_variant (variant, games, seed, &options);
    }
  else
    for (guint i = 0; i < n; i++)
      failures += soak_variant (list[i], games, seed, &options);
  return failures == 0 ? 0 : 1;
}
