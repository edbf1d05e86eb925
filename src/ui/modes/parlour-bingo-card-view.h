/* parlour-bingo-card-view.h — a Chess Bingo card: 25 objectives, both players' ticks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-bingo-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_CARD_VIEW (parlour_bingo_card_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoCardView, parlour_bingo_card_view, PARLOUR, BINGO_CARD_VIEW,
                      GtkWidget)

GtkWidget         *parlour_bingo_card_view_new       (void);
/* The match shown (NULL: none); the view follows its ::changed. */
void               parlour_bingo_card_view_set_match (ParlourBingoCardView *self,
                                                      ParlourBingoMatch    *match);
ParlourBingoMatch *parlour_bingo_card_view_get_match (ParlourBingoCardView *self);
/* the players' names, shown in the score line and the cells' tooltips */
void               parlour_bingo_card_view_set_names (ParlourBingoCardView *self,
                                                      const char           *player0,
                                                      const char           *player1);
/* Shows the match as it is now (the window calls it after a move). */
void               parlour_bingo_card_view_update    (ParlourBingoCardView *self);
/* The widget of cell @cell (row by row). Its CSS classes say what it shows:
 * "ticked-0"/"ticked-1" (ticked by player 0 or 1), "line-0"/"line-1" (in a
 * complete line of that player), "live-0"/"live-1" (completed in the game on the
 * board, or a cumulative count reached, and not ticked). */
GtkWidget         *parlour_bingo_card_view_get_cell  (ParlourBingoCardView *self,
                                                      guint                 cell);
/* what cell @cell shows of player @player: "✓", a count such as "3/10", or "" */
const char        *parlour_bingo_card_view_get_count (ParlourBingoCardView *self,
                                                      guint                 cell,
                                                      guint                 player);
/* A card to choose on (the free tick): its cells take clicks and the
 * keyboard, and emit ::cell-activated (guint cell). */
void               parlour_bingo_card_view_set_choosing (ParlourBingoCardView *self,
                                                         gboolean              choosing);
/* how cell @cell shows the choice: may be chosen (CSS "allowed", else
 * "refused") and is chosen ("chosen") */
void               parlour_bingo_card_view_set_cell_choice (ParlourBingoCardView *self,
                                                            guint                 cell,
                                                            gboolean              allowed,
                                                            gboolean              chosen);
/* a click on cell @cell (what the cell's gesture calls; tests too): emits
 * ::cell-activated while the card is choosing */
void               parlour_bingo_card_view_activate_cell (ParlourBingoCardView *self,
                                                          guint                 cell);
/* the score line above the card, e.g. "Ana 0/1 · Ben 1/1" */
const char        *parlour_bingo_card_view_get_score_text (ParlourBingoCardView *self);

G_END_DECLS
