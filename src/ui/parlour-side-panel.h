/* parlour-side-panel.h — clocks, result, move list and material beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-clock.h"
#include "parlour-clock-view.h"
#include "parlour-game.h"
#include "parlour-match.h"
#include "parlour-move-list-view.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SIDE_PANEL (parlour_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSidePanel, parlour_side_panel, PARLOUR, SIDE_PANEL, GtkWidget)

GtkWidget        *parlour_side_panel_new            (void);
void              parlour_side_panel_set_game       (ParlourSidePanel *self,
                                                     ParlourGame      *game,
                                                     ParlourClock     *clock);
/* A match of several boards: every board's moves in one list, the teams'
 * result, no player cards (the boards have theirs); else as set_game. */
void              parlour_side_panel_set_match      (ParlourSidePanel *self,
                                                     ParlourMatch     *match);
/* Brings names, moves, material, the result and the highlight up to date. */
void              parlour_side_panel_sync           (ParlourSidePanel *self);
/* Dims the clocks and shows "The clocks are paused" with a Resume button.
 * The panel follows its match's "paused" itself (parlour_side_panel_set_match). */
void              parlour_side_panel_set_clock_paused (ParlourSidePanel *self,
                                                     gboolean          paused);
GtkWidget        *parlour_side_panel_get_resume_button (ParlourSidePanel *self);
/* Updates the clock labels; cheap enough for every timer tick. */
void              parlour_side_panel_update_clocks  (ParlourSidePanel *self,
                                                     gint64            now_us);
void              parlour_side_panel_set_view_ply   (ParlourSidePanel *self,
                                                     guint             ply);
/* Flipped: White's card at the top, as the board shows White at the top. */
void              parlour_side_panel_set_flipped    (ParlourSidePanel *self,
                                                     gboolean          flipped);
/* the art of the captured pieces: the board's piece set */
void              parlour_side_panel_set_piece_set  (ParlourSidePanel *self,
                                                     const char       *piece_set);
ParlourMoveListView  *parlour_side_panel_get_move_list  (ParlourSidePanel *self);
ParlourClockView *parlour_side_panel_get_clock_view (ParlourSidePanel *self,
                                                     ParlourColor      side);
/* the shown result ("White wins by checkmate"), NULL while the game goes on */
const char       *parlour_side_panel_get_result_text (ParlourSidePanel *self);
/* The result card stays hidden: the page beside the panel says the result and
 * what comes next (a Chess Bingo match's bar). */
void              parlour_side_panel_set_result_elsewhere (ParlourSidePanel *self,
                                                          gboolean          elsewhere);
/* the result card is shown: there is a result and the board shows the last position */
gboolean          parlour_side_panel_get_result_shown (ParlourSidePanel *self);
/* "Viewing move 12. Nf3" while the board shows an earlier position, else NULL */
const char       *parlour_side_panel_get_browse_text (ParlourSidePanel *self);
/* "Seed 1234" in a game of chance, else NULL */
const char       *parlour_side_panel_get_seed_text  (ParlourSidePanel *self);
/* the draw claim button's label while it is offered, else NULL */
const char       *parlour_side_panel_get_claim_text (ParlourSidePanel *self);

/* A short notice above the bottom player's card, for a few seconds: why the
 * board did not take a click. With @button_label and @action_name (both or
 * neither) it offers a way on; a notice shown replaces the one before. */
#define PARLOUR_SIDE_PANEL_NOTICE_SECONDS 3
void              parlour_side_panel_show_notice    (ParlourSidePanel *self,
                                                     const char       *text,
                                                     const char       *button_label,
                                                     const char       *action_name);
void              parlour_side_panel_hide_notice    (ParlourSidePanel *self);
/* the notice's text while it is shown, else NULL */
const char       *parlour_side_panel_get_notice     (ParlourSidePanel *self);
/* A countdown line (who is to act, seconds left), in red when @urgent; NULL hides it. */
void              parlour_side_panel_set_countdown  (ParlourSidePanel *self,
                                                     const char       *text,
                                                     gboolean          urgent);
/* the countdown line shown, NULL if none (for tests) */
const char       *parlour_side_panel_get_countdown  (ParlourSidePanel *self);
/* the action its button offers while it is shown, else NULL */
const char       *parlour_side_panel_get_notice_action (ParlourSidePanel *self);

/* "White wins by checkmate", "Draw by threefold repetition" (translated);
 * NULL while the game is not over. With a player's name (nullable; the
 * other, if unknown, is called by colour), a win names the players: "Alice
 * wins by checkmate". */
char             *parlour_describe_result           (ParlourResult      result,
                                                     ParlourTermination termination,
                                                     const char        *white_name,
                                                     const char        *black_name);

/* "Alice and Dave win by checkmate": the team of the first seat wins with
 * PARLOUR_RESULT_WHITE_WINS; NULL while the match goes on */
char             *parlour_describe_team_result      (ParlourMatch      *match,
                                                     ParlourResult      result,
                                                     ParlourTermination termination);

G_END_DECLS
