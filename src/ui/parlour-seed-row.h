/* parlour-seed-row.h — an entry row for a game's seed: digits only, and a dice button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_SEED_ROW (parlour_seed_row_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSeedRow, parlour_seed_row, PARLOUR, SEED_ROW, AdwEntryRow)

/* Starts with a new random seed. Only digits can be typed or pasted; a number
 * that does not fit in 64 bits (or none) shows as an error. Emits ::changed
 * (GtkEditable) as the text changes. */
GtkWidget *parlour_seed_row_new        (void);
/* FALSE while the text is not a seed (empty, or too large) */
gboolean   parlour_seed_row_get_seed   (ParlourSeedRow *self,
                                        guint64        *seed);
void       parlour_seed_row_set_seed   (ParlourSeedRow *self,
                                        guint64         seed);
/* TRUE when the seed shown was typed or pasted in, not rolled or set by
 * parlour_seed_row_set_seed() */
gboolean   parlour_seed_row_is_typed   (ParlourSeedRow *self);
/* a new random seed, as the row's button gives */
void       parlour_seed_row_randomize  (ParlourSeedRow *self);

G_END_DECLS
