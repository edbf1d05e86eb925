/* parlour-bingo-rounds.h — a Chess Bingo match between its games: ticks, the next game, the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-bingo-match.h"
#include "parlour-bingo-options.h"
#include "parlour-mode-options.h"
#include "parlour-page.h"
#include "parlour-play-modes.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_ROUNDS (parlour_bingo_rounds_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoRounds, parlour_bingo_rounds, PARLOUR, BINGO_ROUNDS, GObject)

/* What @page (a ParlourBingoPage, which owns it) does between
 * the games of its match: it follows the page's match (set_match), opens the
 * tick dialog after each game and then starts the next game or shows the
 * match's result. It reaches the window only through @page's ParlourPage API
 * (parlour_page_show_match, parlour_page_error). */
ParlourBingoRounds *parlour_bingo_rounds_new       (ParlourPage        *page);
void                parlour_bingo_rounds_set_match (ParlourBingoRounds *self,
                                                    ParlourMatch       *match);
/* the tick dialog of the game that ended, if its round is open */
void                parlour_bingo_rounds_tick      (ParlourBingoRounds *self);
/* the ticks first if the round is open, else the next game */
void                parlour_bingo_rounds_next_game (ParlourBingoRounds *self);

/* A new match set up by @setup (whose names it takes), after the handicap
 * dialog over @parent when the match has a material handicap: @ready gets
 * the match, or NULL and the error's heading and message. Nothing is called
 * if the handicap dialog is closed. */
void                parlour_bingo_rounds_new_match (GtkWindow             *parent,
                                                    ParlourBingoSetup     *setup,
                                                    ParlourMatchMadeFunc   ready,
                                                    gpointer               data,
                                                    GDestroyNotify         destroy);

/* Adds "new-bingo-match" to @window (a GActionMap): the New Bingo Match
 * dialog, then the match it sets up goes to @ready. */
void                parlour_bingo_rounds_add_actions (GtkWindow            *window,
                                                      ParlourMatchReadyFunc ready);

G_END_DECLS
