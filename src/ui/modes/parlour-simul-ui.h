/* parlour-simul-ui.h — SimulChess in the UI: a turn in one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-board-view.h"
#include "parlour-rules-window.h"
#include "parlour-simul.h"

G_BEGIN_DECLS

/* One translated sentence for a turn's events (ParlourSimulEvent), e.g.
 * "Both knights landed on c3 and are removed". */
char *parlour_simul_ui_explain (const ParlourVariant *variant,
                                GArray               *events);
/* The Rules page (parlour-simul-rules.c). */
void     parlour_simul_ui_add_rules (ParlourRulesWindow   *self,
                                     const ParlourVariant *variant);
/* A turn's events as the board's reveal: ParlourBoardMotion into @motions
 * (parlour-simul-reveal.c); FALSE if nothing moved. */
gboolean parlour_simul_ui_reveal (const ParlourVariant *variant,
                                  GArray               *events,
                                  GArray               *motions);

G_END_DECLS
