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
  parlour_match_add_board (match, game, clock);
  parlour_match_add_board_like (match, game, clock);
  parlour_match_add_team_seats (match);
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
  PARLOUR_MATCH_CLASS (klass)->n_boards = 2;
  PARLOUR_MATCH_CLASS (klass)->n_seats = 4;
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
