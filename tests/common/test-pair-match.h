/* test-pair-match.h — for tests: two boards of one variant played at once, four seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No game of Parlour has two boards yet (Bughouse will); the match layer and
 * the window are tested with this one: two independent games, each by turns,
 * seated as in Bughouse (White on board 1 and Black on board 2 are a team).
 */
#pragma once

#include "parlour-single-match.h"

G_BEGIN_DECLS

#define TEST_TYPE_PAIR_MATCH (test_pair_match_get_type ())
G_DECLARE_FINAL_TYPE (TestPairMatch, test_pair_match, TEST, PAIR_MATCH, ParlourSingleMatch)

/* a pair match of @variant_id's start positions */
ParlourMatch *test_pair_match_new (const char *variant_id);

/* for set_up: @game and a second game of its variant, with clocks like
 * @clock (or none), and four seats seated as in Bughouse */
void          test_pair_match_add_boards (ParlourMatch *match,
                                          ParlourGame  *game,
                                          ParlourClock *clock);

G_END_DECLS
