/* parlour-panic-match.h — Panic chess: a player picks a piece, chance picks its move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PANIC_MATCH (parlour_panic_match_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPanicMatch, parlour_panic_match, PARLOUR, PANIC_MATCH, ParlourMatch)

G_END_DECLS
