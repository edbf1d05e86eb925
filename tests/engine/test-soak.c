/* test-soak.c — random games of every variant through a match; every form they are kept in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One test per registered variant plays SOAK_GAMES random games from fixed
 * seeds with parlour_soak_game() (docs/reliability.md): undo and redo, FEN at
 * every ply, PGN, the saved match, and here also the app's autosave file
 * (written and read back at every checkpoint). The long soak is
 * `parlour-cli soak --games=10000`; its results are in docs/reliability.md.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "parlour-autosave.h"
#include "parlour-soak.h"
#include "parlour-variant.h"

/* games per variant: a few seconds each on the project's machine (the build
 * sets fewer under the sanitizers, tests/engine/meson.build) */
#ifndef SOAK_GAMES
#define SOAK_GAMES      200
#endif
/* the first game's seed; game i has SOAK_SEED + i (as parlour-cli soak --seed) */
#define SOAK_SEED       G_GUINT64_CONSTANT (20250131)

typedef struct {
  char  *path;
  guint  round;
} AutosaveData;

/* The soak's restore hook: the match through the autosave file, with what the
 * window shows, which must come back too. */
static ParlourMatch *
through_autosave (ParlourMatch *match,
                  gint64        now_us,
                  gpointer      user_data,
                  GError      **error)
{
  AutosaveData *data = user_data;
  guint n = parlour_game_get_n_moves (parlour_match_get_game (match, 0));
  ParlourSavedMatch saved = {
    .match = match,
    .view_ply = data->round % 3 == 0 || n == 0 ? G_MAXUINT : data->round % n,
    .flipped = data->round % 2 == 1,
  };
  g_autoptr(ParlourSavedMatch) back = NULL;

  data->round++;
  /* GLib syncs a file it replaces to the disk; a new one it does not, and
   * the soak needs no more than the bytes */
  g_unlink (data->path);
  if (!parlour_autosave_write (data->path, &saved, now_us, error))
    return NULL;
  back = parlour_autosave_read (data->path, now_us, error);
  if (back == NULL)
    return NULL;
  if (back->view_ply != saved.view_ply || back->flipped != saved.flipped)
    {
      g_set_error (error, PARLOUR_SOAK_ERROR, PARLOUR_SOAK_ERROR_MISMATCH,
                   "the autosave shows ply %u%s instead of ply %u%s", back->view_ply,
                   back->flipped ? ", flipped" : "", saved.view_ply,
                   saved.flipped ? ", flipped" : "");
      return NULL;
    }
  return g_steal_pointer (&back->match);
}

static void
test_variant (gconstpointer user_data)
{
  const ParlourVariant *variant = user_data;
  g_autofree char *dir = g_dir_make_tmp ("parlour-soak-XXXXXX", NULL);
  AutosaveData data = { g_build_filename (dir, "autosave.gvariant", NULL), 0 };
  ParlourSoakOptions options = { .restore = through_autosave, .restore_data = &data };
  ParlourSoakStats stats = { 0 };

  g_assert_nonnull (dir);
  for (guint i = 0; i < SOAK_GAMES; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!parlour_soak_game (variant, SOAK_SEED + i, &options, &stats, &error))
        g_error ("%s", error->message);
    }
  g_test_message ("%s: %" G_GUINT64_FORMAT " games (%" G_GUINT64_FORMAT " finished), %"
                  G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT " undos, %" G_GUINT64_FORMAT
                  " save checks", variant->id, stats.games, stats.finished, stats.plies,
                  stats.undos, stats.save_checks);
  /* the games really went through what they are meant to */
  g_assert_cmpuint (stats.games, ==, SOAK_GAMES);
  g_assert_cmpuint (stats.finished, >, 0);
  g_assert_cmpuint (stats.plies, >, 10 * SOAK_GAMES);
  g_assert_cmpuint (stats.undos, >, 0);
  g_assert_cmpuint (stats.redos, >, 0);
  g_assert_cmpuint (stats.truncations, >, 0);
  g_assert_cmpuint (stats.fen_checks, >=, stats.plies);
  g_assert_cmpuint (stats.pgn_checks, >=, SOAK_GAMES);
  /* the soak's own saved form and the autosave, at every checkpoint */
  g_assert_cmpuint (stats.save_checks, ==, 2 * stats.pgn_checks);
  g_assert_cmpuint (data.round, ==, stats.pgn_checks);

  g_unlink (data.path);
  g_rmdir (dir);
  g_free (data.path);
}

/* the same seed plays the same game */
static void
test_repeatable (void)
{
  const ParlourVariant *variant = parlour_variant_lookup ("panic");
  ParlourSoakStats a = { 0 }, b = { 0 };

  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (parlour_soak_game (variant, 7 + i, NULL, &a, NULL));
      g_assert_true (parlour_soak_game (variant, 7 + i, NULL, &b, NULL));
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

/* A save that loses a move (undo after reading it back) */
static ParlourMatch *
lossy_save (ParlourMatch *match,
            gint64        now_us,
            gpointer      user_data,
            GError      **error)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_match_serialize (match));
  g_autoptr(ParlourMatch) back = parlour_match_deserialize (saved, now_us, error);

  if (back != NULL)
    parlour_match_undo (back, now_us);
  return g_steal_pointer (&back);
}

static ParlourMatch *
failing_save (ParlourMatch *match,
              gint64        now_us,
              gpointer      user_data,
              GError      **error)
{
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC, "the disk is full");
  return NULL;
}

/* The soak finds a save that does not give the game back, and says where. */
static void
test_catches (void)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  ParlourSoakOptions lossy = { .max_plies = 40, .restore = lossy_save };
  ParlourSoakOptions failing = { .max_plies = 40, .restore = failing_save };
  g_autoptr(GError) error = NULL;

  g_assert_false (parlour_soak_game (chess, 3, &lossy, NULL, &error));
  g_assert_error (error, PARLOUR_SOAK_ERROR, PARLOUR_SOAK_ERROR_MISMATCH);
  g_assert_nonnull (strstr (error->message, "chess, seed 3, "));
  g_assert_nonnull (strstr (error->message, "the caller's save"));
  g_clear_error (&error);

  g_assert_false (parlour_soak_game (chess, 3, &failing, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_nonnull (strstr (error->message, "the disk is full"));
}

int
main (int   argc,
      char *argv[])
{
  const ParlourVariant **list;
  guint n;

  g_test_init (&argc, &argv, NULL);
  list = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/soak/variant/%s", list[i]->id);

      g_test_add_data_func (path, list[i], test_variant);
    }
  g_test_add_func ("/engine/soak/repeatable", test_repeatable);
  g_test_add_func ("/engine/soak/catches", test_catches);
  return g_test_run ();
}
