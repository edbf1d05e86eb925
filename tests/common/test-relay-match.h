/* test-relay-match.h — for tests: two boards with captures passed to the partner, four seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Until the Bughouse match is part of the engine, the window's handling of a
 * match of two boards whose captures fill the partner's reserve is tested
 * with this one: two games of a variant with drops, each by turns, seated as
 * in Bughouse (White on the first board and Black on the second are a team),
 * and a piece captured on one board added to the reserve of the capturer's
 * partner on the other, in the partner's colour, with ::board-changed for
 * that board. It keeps no record of what it passed on, so undo and saving
 * do not give the reserves back: tests of those use TestPairMatch.
 */
#pragma once

#include "parlour-single-match.h"

G_BEGIN_DECLS

#define TEST_TYPE_RELAY_MATCH (test_relay_match_get_type ())
G_DECLARE_FINAL_TYPE (TestRelayMatch, test_relay_match, TEST, RELAY_MATCH, ParlourSingleMatch)

/* a relay match of @variant_id's start positions (a variant with drops),
 * with clocks of 4 minutes and a 2 s delay */
ParlourMatch *test_relay_match_new (const char *variant_id);

G_END_DECLS
