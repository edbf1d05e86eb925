/* parlour-bughouse-match.h — Bughouse: two boards, four seats, captures to the partner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-single-match.h"

G_BEGIN_DECLS

/* The default time control of a bughouse match: 4 minutes with a 2-second
 * simple delay (docs/rules/bughouse.md, "Clocks"). */
#define PARLOUR_BUGHOUSE_TIME_CONTROL "240d2"

/* The seats, in the order the match adds them. */
enum {
  PARLOUR_BUGHOUSE_SEAT_WHITE_A = 0,   /* team 0 */
  PARLOUR_BUGHOUSE_SEAT_BLACK_A = 1,   /* team 1 */
  PARLOUR_BUGHOUSE_SEAT_WHITE_B = 2,   /* team 1 */
  PARLOUR_BUGHOUSE_SEAT_BLACK_B = 3,   /* team 0 */
};

#define PARLOUR_TYPE_BUGHOUSE_MATCH (parlour_bughouse_match_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBughouseMatch, parlour_bughouse_match, PARLOUR, BUGHOUSE_MATCH,
                      ParlourSingleMatch)

/* A bughouse match whose board A is @board_a and board B @board_b, each from
 * its own start (parlour_match_new_for_game() starts board B as a copy of
 * board A). Both games are of the "bughouse" variant with the same rules and
 * no moves yet; board B gets a clock of @clock's time control (NULL: no
 * clocks). */
ParlourMatch *parlour_bughouse_match_new (ParlourGame  *board_a,
                                          ParlourGame  *board_b,
                                          ParlourClock *clock);

/* The team result of a board's result: the other board has it mirrored (White
 * on A and Black on B are one team). */
ParlourResult parlour_bughouse_mirror_result (ParlourResult result);

G_END_DECLS
