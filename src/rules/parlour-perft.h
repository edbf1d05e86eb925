/* parlour-perft.h — move path enumeration, for testing and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

guint64 parlour_perft (ParlourPosition *pos,
                       guint            depth);

G_END_DECLS
