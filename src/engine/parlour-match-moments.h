/* parlour-match-moments.h — the boards of a match as they were after each of its moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moment 0 is the start, moment n just after the match's n-th move, whichever
 * board it was on. Browsing a match of several boards shows them all at one
 * moment.
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

guint parlour_match_get_n_moments          (ParlourMatch    *self);
/* @board as it was at @moment (a moment past the last is the last), reserves
 * included */
void  parlour_match_get_position_at_moment (ParlourMatch    *self,
                                            guint            board,
                                            guint            moment,
                                            ParlourPosition *out);

G_END_DECLS
