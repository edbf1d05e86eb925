/* parlour-bingo-tick-dialog.h — ticking objectives after a game of a bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-bingo-card-view.h"
#include "parlour-bingo-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_TICK_DIALOG (parlour_bingo_tick_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoTickDialog, parlour_bingo_tick_dialog, PARLOUR,
                      BINGO_TICK_DIALOG, AdwWindow)

/* A modal dialog for @match's open round; @names are the players' names.
 * Signals:
 *   ::confirmed  the ticks are made and the round is closed (the outcome may
 *       be decided); the dialog closes itself after. */
GtkWidget      *parlour_bingo_tick_dialog_new       (GtkWindow          *parent,
                                                     ParlourBingoMatch  *match,
                                                     const char * const *names);
/* The check button offering @player's completed objective @cell, NULL if the
 * dialog does not offer it (not completed, already ticked, the loser's). */
GtkCheckButton *parlour_bingo_tick_dialog_get_check (ParlourBingoTickDialog *self,
                                                     guint                   player,
                                                     guint                   cell);
/* @player's free tick: the card to choose it on, NULL without one */
ParlourBingoCardView *parlour_bingo_tick_dialog_get_free_card (ParlourBingoTickDialog *self,
                                                               guint                   player);
/* the line under that card: the free tick chosen with its whole title, or
 * why the objective clicked last cannot be it; NULL without a free tick */
const char     *parlour_bingo_tick_dialog_get_free_text (ParlourBingoTickDialog *self,
                                                         guint                   player);
/* What a click on @cell of @player's free-tick card does: chooses it (the
 * chosen one again, or G_MAXUINT: none), or says why it cannot be chosen and
 * returns FALSE. */
gboolean        parlour_bingo_tick_dialog_choose_free (ParlourBingoTickDialog *self,
                                                       guint                   player,
                                                       guint                   cell);
/* Confirm: makes the ticks chosen and closes the round. FALSE with an error
 * (shown in the dialog too) if the match refused one; then nothing is ticked. */
gboolean        parlour_bingo_tick_dialog_confirm   (ParlourBingoTickDialog *self,
                                                     GError                **error);

G_END_DECLS
