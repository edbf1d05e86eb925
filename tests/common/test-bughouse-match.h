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
/* Plays @san for @seat of @match at @now_us; the seat must be able to. */
void          test_match_play_at      (ParlourMatch *match,
                                       guint         seat,
                                       const char   *san,
                                       gint64        now_us);

G_END_DECLS
