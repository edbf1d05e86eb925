/* test-pair-match.c — for tests: two boards of one variant played at once, four seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-match-private.h"
#include "parlour-variant.h"
#include "test-pair-match.h"

struct _TestPairMatch
{
  ParlourSingleMatch parent_instance;
};

G_DEFINE_FINAL_TYPE (TestPairMatch, test_pair_match, PARLOUR_TYPE_SINGLE_MATCH)

void
test_pair_match_add_boards (ParlourMatch *match,
                            ParlourGame  *game,
                            ParlourClock *clock)
{
  g_autoptr(ParlourGame) second = parlour_game_new (parlour_game_get_variant (game), NULL,
                                                    parlour_game_get_rules (game), NULL);
  g_autoptr(ParlourClock) second_clock = NULL;

  if (clock != NULL)
    second_clock = parlour_clock_new (parlour_clock_get_control (clock, PARLOUR_WHITE),
                                      parlour_clock_get_control (clock, PARLOUR_BLACK));
  parlour_match_add_board (match, game, clock);
  parlour_match_add_board (match, second, second_clock);
  parlour_match_add_seat (match, 0, PARLOUR_WHITE, 0);
  parlour_match_add_seat (match, 0, PARLOUR_BLACK, 1);
  parlour_match_add_seat (match, 1, PARLOUR_WHITE, 1);
  parlour_match_add_seat (match, 1, PARLOUR_BLACK, 0);
}

static void
test_pair_match_set_up (ParlourMatch *match,
                        ParlourGame  *game,
                        ParlourClock *clock)
{
  test_pair_match_add_boards (match, game, clock);
}

static void
test_pair_match_class_init (TestPairMatchClass *klass)
{
  PARLOUR_MATCH_CLASS (klass)->set_up = test_pair_match_set_up;
}

static void
test_pair_match_init (TestPairMatch *self)
{
}

ParlourMatch *
test_pair_match_new (const char *variant_id)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant_id), NULL, 0,
                                                  NULL);

  return parlour_match_new_of_type (TEST_TYPE_PAIR_MATCH, game, NULL);
}
