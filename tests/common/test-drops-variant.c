/* test-drops-variant.c — for tests: chess with drops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-drops-variant.h"
#include "parlour-tables.h"

static ParlourVariant drops_variant;

const ParlourVariant *
test_drops_variant (void)
{
  if (drops_variant.tables == NULL)
    {
      g_autoptr(GError) error = NULL;

      drops_variant = parlour_variant_chess;
      drops_variant.id = "test-drops";
      drops_variant.pgn_name = "TestDrops";
      drops_variant.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPnp] w KQkq - 0 1";
      drops_variant.flags |= PARLOUR_VARIANT_DROPS;
      parlour_variant_tables (&parlour_variant_chess);
      drops_variant.tables = parlour_tables_build (&drops_variant, &error);
      g_assert_no_error (error);
    }
  return &drops_variant;
}
