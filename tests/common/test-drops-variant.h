/* test-drops-variant.h — chess with drops, for tests of pieces in hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-variant.h"

G_BEGIN_DECLS

/* Standard chess with PARLOUR_VARIANT_DROPS ("test-drops", PGN name "TestDrops"),
 * built on first use: the registry has no variant with drops yet (Crazyhouse
 * and Bughouse will), and the board view, the editor and the setup checks must
 * handle one. */
const ParlourVariant *test_drops_variant (void);

G_END_DECLS
