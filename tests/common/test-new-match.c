/* test-new-match.c — for tests: a variant's match from a FEN and a time control
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-clock.h"
#include "parlour-game.h"
#include "parlour-variant.h"
#include "test-new-match.h"

ParlourMatch *
test_new_match (const char *variant_id,
                const char *fen,
                const char *time_control)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *variant = parlour_variant_lookup (variant_id);
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(ParlourClock) clock = NULL;

  g_assert_nonnull (variant);
  game = parlour_game_new (variant, fen, 0, &error);
  g_assert_no_error (error);
  if (time_control != NULL)
    {
      ParlourTimeControl tc;

      g_assert_true (parlour_time_control_parse (time_control, &tc, &error));
      g_assert_no_error (error);
      clock = parlour_clock_new (&tc, &tc);
    }
  return parlour_match_new_for_game (game, clock);
}
