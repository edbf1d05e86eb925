/* parlour-bingo-page.h — a Chess Bingo match's page: the board, the card and the match bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-bingo-card-view.h"
#include "parlour-page.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_PAGE (parlour_bingo_page_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoPage, parlour_bingo_page, PARLOUR, BINGO_PAGE, ParlourPage)

/* The card stands beside or below the board when each can be this many
 * pixels square; in less room the card goes into a sheet of its own. */
#define PARLOUR_BINGO_PAGE_MIN_SPLIT 300

/* A ParlourPage of one board (parlour_page_add_board), in its first place;
 * the play area gives it two squares, the card being the second. */
GtkWidget            *parlour_bingo_page_get_board  (ParlourBingoPage *self);
/* The players' names (player 0, player 1), from the tags of the match's
 * current game ("Player 1" and "Player 2" where it has none). */
void                  parlour_bingo_page_get_names  (ParlourBingoMatch *match,
                                                     const char        *names[2]);
ParlourBingoCardView *parlour_bingo_page_get_card   (ParlourBingoPage *self);
/* The height of the bar under the board and the card, with its spacing: the
 * page's extra height (notified as "extra-height" when the style changes it). */
int                   parlour_bingo_page_get_bar_height (ParlourBingoPage *self);

/* the bar's line: the game's result or the match's state */
void                  parlour_bingo_page_set_status (ParlourBingoPage *self,
                                                     const char       *text);
const char           *parlour_bingo_page_get_status (ParlourBingoPage *self);
/* The bar's button for the match's next step, "Tick Objectives…" or "Next
 * Game" (@label with a mnemonic; NULL hides it), activating @action_name. */
void                  parlour_bingo_page_set_step   (ParlourBingoPage *self,
                                                     const char       *label,
                                                     const char       *action_name);
GtkWidget            *parlour_bingo_page_get_step_button (ParlourBingoPage *self);
/* the step's button is shown (set_step with a label) */
gboolean              parlour_bingo_page_get_step_shown (ParlourBingoPage *self);
/* the button that shows the card in a sheet of its own */
GtkWidget            *parlour_bingo_page_get_card_button (ParlourBingoPage *self);
/* the card is in the page (FALSE: only in its sheet), after the last allocation */
gboolean              parlour_bingo_page_get_card_shown (ParlourBingoPage *self);

G_END_DECLS
