/* bingo-test-util.h — helpers of the Chess Bingo UI tests: the new match
 * dialog's rows, resigning, the tick dialog and the first game of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-bingo-new-dialog.h"
#include "parlour-bingo-page.h"
#include "parlour-bingo-tick-dialog.h"
#include "parlour-seed-row.h"
#include "ui-test-util.h"

/* With PARLOUR_BINGO_SHOTS=DIR, PNGs of @window in the light and the dark
 * style, NAME-light.png and NAME-dark.png (docs/screenshots). */
void shoot (GtkWidget  *window,
            const char *name);

/* Forgets the last bingo options (GSettings): each test starts from the usual ones. */
void reset_bingo_settings (void);

ParlourBingoNewDialog *open_new_match (ParlourWindow *window);

GtkWidget *row (ParlourBingoNewDialog *dialog,
                const char            *name);

void set_spin (ParlourBingoNewDialog *dialog,
               const char            *name,
               double                 value);

/* Ana and Ben, Ana White first, no clocks, the card of @seed. */
void fill_in (ParlourBingoNewDialog *dialog,
              guint64                seed,
              ParlourBingoGoal       goal);

ParlourBingoMatch *window_bingo (ParlourWindow *window);

/* the window's page if it is Chess Bingo's, else NULL; and its card */
ParlourBingoPage     *ui_test_bingo_page (ParlourWindow *window);
ParlourBingoCardView *ui_test_bingo_card (ParlourWindow *window);

ParlourBingoTickDialog *find_tick_dialog (void);

/* the player to move resigns, answering the question */
void resign (ParlourWindow *window);

/* the bar's button for the match's next step (Tick Objectives…, Next Game) */
GtkWidget *step_button (ParlourWindow *window);

gboolean cell_has (ParlourWindow *window,
                   guint          cell,
                   const char    *css_class);

/* Game 1: Ana (White) plays 1. e4 and Ben resigns. The dialog offers Ana her
 * free tick; she leaves out what she completed (winning without castling, say)
 * and takes the free tick on the first open cell other than @avoid, which is
 * returned. */
guint play_game_1 (ParlourWindow *window,
                   guint          avoid);
