/* parlour-rules-bingo.h — the rules window of Chess Bingo, a match of chess games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-rules-window.h"

G_BEGIN_DECLS

/* Chess Bingo's row of the play modes names it (parlour-play-modes.c). */
GtkWidget *parlour_rules_window_new_bingo (GtkWindow *parent);

G_END_DECLS
