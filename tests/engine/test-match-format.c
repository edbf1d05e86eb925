/* test-match-format.c — which match plays a variant, what a match class says of
 * itself, and the registry of formats that Open and Save As use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-bpgn.h"
#include "parlour-bughouse-match.h"
#include "parlour-match-format.h"
#include "parlour-panic-match.h"
#include "parlour-pgn.h"
#include "parlour-simul-match.h"
#include "parlour-single-match.h"
#include "parlour-variant.h"

static ParlourMatch *
new_match (const char *variant_id)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *variant = parlour_variant_lookup (variant_id);
  g_autoptr(ParlourGame) game = parlour_game_new (variant, variant->start_fen, 0, &error);

  g_assert_no_error (error);
  return parlour_match_new_for_game (game, NULL);
}

/* The variant's flags choose its match, and the class tells its boards, seats
 * and format truly: every variant's match has what its class says. */
static void
test_type_for_variant (void)
{
  static const struct {
    const char *variant;
    const char *type;
    guint       boards, seats;
    const char *format;
  } cases[] = {
    { "chess", "ParlourSingleMatch", 1, 2, "pgn" },
    { "bungalow", "ParlourSingleMatch", 1, 2, "pgn" },
    { "bungalow-2d", "ParlourSingleMatch", 1, 2, "pgn" },
    { "bungalow-forward", "ParlourSingleMatch", 1, 2, "pgn" },
    { "crazyhouse", "ParlourSingleMatch", 1, 2, "pgn" },
    { "panic", "ParlourPanicMatch", 1, 2, "pgn" },
    { "simulchess", "ParlourSimulMatch", 1, 2, "pgn" },
    { "bughouse", "ParlourBughouseMatch", 2, 4, "bpgn" },
  };
  guint n_variants;

  parlour_variant_list (&n_variants);
  g_assert_cmpuint (n_variants, ==, G_N_ELEMENTS (cases));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ParlourVariant *variant = parlour_variant_lookup (cases[i].variant);
      GType type = parlour_match_type_for_variant (variant);
      g_autoptr(ParlourMatch) match = new_match (cases[i].variant);

      g_assert_cmpstr (g_type_name (type), ==, cases[i].type);
      g_assert_true (G_OBJECT_TYPE (match) == type);
      g_assert_cmpuint (parlour_match_type_get_n_boards (type), ==, cases[i].boards);
      g_assert_cmpuint (parlour_match_get_n_boards (match), ==, cases[i].boards);
      g_assert_cmpuint (parlour_match_type_get_n_seats (type), ==, cases[i].seats);
      g_assert_cmpuint (parlour_match_get_n_seats (match), ==, cases[i].seats);
      g_assert_cmpstr (parlour_match_type_get_format (type)->id, ==, cases[i].format);
    }
}

/* This layer's types are registered from the start; their formats come once
 * each, PGN last, and a file is BPGN by its name or its tags. */
static void
test_registry (void)
{
  g_autofree GType *types = NULL;
  g_autofree const ParlourMatchFormat **formats = NULL;
  guint n;

  types = parlour_match_list_types (&n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (types[0] == PARLOUR_TYPE_SINGLE_MATCH);
  /* registering again adds nothing */
  parlour_match_register_type (PARLOUR_TYPE_BUGHOUSE_MATCH);
  g_free (parlour_match_list_types (&n));
  g_assert_cmpuint (n, ==, 4);

  formats = parlour_match_list_formats (&n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (formats[0] == &parlour_bpgn_format);
  g_assert_true (formats[1] == &parlour_pgn_format);

  g_assert_true (parlour_match_detect_format ("game.pgn", "1. e4 *") == &parlour_pgn_format);
  g_assert_true (parlour_match_detect_format (NULL, "1. e4 *") == &parlour_pgn_format);
  g_assert_true (parlour_match_detect_format ("match.BPGN", "") == &parlour_bpgn_format);
  g_assert_true (parlour_match_detect_format (NULL, "[WhiteA \"Ann\"]\n\n*") ==
                 &parlour_bpgn_format);
}

/* A match written through its class's format reads back through the format
 * that detects it: PGN holds board 0's game, BPGN both boards. */
static void
test_write_read (void)
{
  g_autoptr(ParlourMatch) single = new_match ("chess");
  g_autoptr(ParlourMatch) bughouse = new_match ("bughouse");
  const ParlourMatchFormat *format;
  g_autoptr(ParlourMatch) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *again = NULL;
  g_autofree char *name = NULL;

  g_assert_true (parlour_game_play_text (parlour_match_get_game (single, 0), "e4", &error));
  format = PARLOUR_MATCH_GET_CLASS (single)->format;
  text = format->write (single, 0);
  pgn = parlour_pgn_write (parlour_match_get_game (single, 0));
  g_assert_cmpstr (text, ==, pgn);
  g_assert_null (format->read);
  name = format->suggest_name (single, "2026-12-04");
  g_assert_true (g_str_has_suffix (name, " 2026-12-04.pgn"));
  g_clear_pointer (&name, g_free);

  format = PARLOUR_MATCH_GET_CLASS (bughouse)->format;
  g_clear_pointer (&text, g_free);
  text = format->write (bughouse, 0);
  g_assert_true (parlour_match_detect_format (NULL, text) == &parlour_bpgn_format);
  back = format->read (text, strlen (text), 0, &error);
  g_assert_no_error (error);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (back));
  again = format->write (back, 0);
  g_assert_cmpstr (again, ==, text);
  name = format->suggest_name (bughouse, "2026-12-04");
  g_assert_true (g_str_has_suffix (name, " 2026-12-04.bpgn"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/match-format/type-for-variant", test_type_for_variant);
  g_test_add_func ("/engine/match-format/registry", test_registry);
  g_test_add_func ("/engine/match-format/write-read", test_write_read);
  return g_test_run ();
}
