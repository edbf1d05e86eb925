/* test-new-match.h — for tests: a variant's match from a FEN and a time control
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

/* The match of @variant_id's game from @fen (NULL: the start position), with
 * clocks of @time_control ("300+2", as New Game writes it) or none (NULL);
 * fails the test if either does not parse. */
ParlourMatch *test_new_match (const char *variant_id,
                              const char *fen,
                              const char *time_control);

G_END_DECLS
