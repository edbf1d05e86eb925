/* test-drops-variant.h — for tests: chess with drops, until a drop variant is registered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-variant.h"

G_BEGIN_DECLS

/* Standard chess with PARLOUR_VARIANT_DROPS, id "test-drops"; its start has a
 * knight and a pawn in each hand. Built once, never registered. */
const ParlourVariant *test_drops_variant (void);

G_END_DECLS
