/* parlour-simul-ui.h — SimulChess in the UI: a turn in one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-simul.h"

G_BEGIN_DECLS

/* One translated sentence for a turn's events (ParlourSimulEvent), e.g.
 * "Both knights landed on c3 and are removed". */
char *parlour_simul_ui_explain (const ParlourVariant *variant,
                                GArray               *events);

G_END_DECLS
