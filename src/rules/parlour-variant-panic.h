/* parlour-variant-panic.h — Panic chess: the variant's rules hooks (docs/rules/panic.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The variant itself is `parlour_variant_panic` (parlour-variant.h); the random
 * selection rule lives in parlour-panic.h.
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

void          parlour_panic_make     (ParlourPosition *pos,
                                      ParlourMove      move,
                                      ParlourUndo     *undo);
ParlourResult parlour_panic_outcome  (const ParlourPosition *pos,
                                      guint                  n_legal,
                                      ParlourTermination    *termination);
gboolean      parlour_panic_validate (const ParlourPosition *pos,
                                      GError               **error);

G_END_DECLS
