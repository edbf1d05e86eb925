/* test-bughouse-match.h — for tests: a real Bughouse match from two positions and a clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

/* A ParlourBughouseMatch of board A @fen_a (NULL: the start) and board B
 * @fen_b (NULL: like A's start), both with @time_control's clock (NULL: none). */
ParlourMatch *test_bughouse_match_new (const char *fen_a,
                                       const char *fen_b,
                                       const char *time_control);

G_END_DECLS
