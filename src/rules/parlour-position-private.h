/* parlour-position-private.h — internals shared by the position's files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"
#include "parlour-tables.h"
#include "parlour-zobrist.h"

G_BEGIN_DECLS

void parlour_position_recount (ParlourPosition *pos);

static inline const ParlourTables *
parlour_position_tables (const ParlourPosition *pos)
{
  return pos->variant->tables;
}

G_END_DECLS
