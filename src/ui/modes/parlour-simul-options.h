/* parlour-simul-options.h — New Game's rows for SimulChess: countdown, time pool, pawns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SIMUL_OPTIONS (parlour_simul_options_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSimulOptions, parlour_simul_options, PARLOUR, SIMUL_OPTIONS, AdwBin)

/* The rows, with the countdown on at its default, no pool and rule 4 as it is. */
GtkWidget *parlour_simul_options_new       (void);

/* The choice as an a{sv}: "countdown" and "pool" (x, microseconds, 0: none)
 * and "rules" (u, PARLOUR_RULE_* to add to the game's rules). */
GVariant  *parlour_simul_options_get_value (ParlourSimulOptions *self);
/* Shows @value (from get_value, as remembered in GSettings); unknown keys are
 * ignored and missing ones keep their rows. */
void       parlour_simul_options_set_value (ParlourSimulOptions *self,
                                            GVariant            *value);

/* Gives @match (a ParlourSimulMatch) the countdown and pool of @value. */
void       parlour_simul_options_apply     (ParlourMatch        *match,
                                            GVariant            *value);

G_END_DECLS
