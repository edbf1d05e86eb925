/* parlour-window-private.h — what the files of ParlourWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-window.c          the object: template, settings, the game, clock and autosave
 * parlour-window-actions.c  the win.* actions: undo, redo, browsing, flip, draw, resign
 * parlour-window-clock.c    the clock: timer, presses, times per ply for undo and redo
 * parlour-window-files.c    Open and Save As
 * parlour-panic-ui.c   games of chance: picking a piece, the chances, the seed
 */
#pragma once

#include "parlour-autosave.h"
#include "parlour-play-area.h"
#include "parlour-window.h"

G_BEGIN_DECLS

struct _ParlourWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  ParlourPlayArea      *play_area;
  ParlourBoardView     *board_view;
  ParlourSidePanel     *side_panel;
  GtkWidget            *pass_button;

  GSettings            *settings;
  char                 *autosave_path;

  /* a board view per board of the match: [0] is board_view; with more
   * than one they stand side by side in boards_box */
  GPtrArray            *board_views;
  GtkWidget            *boards_box;

  /* the match; the game and clock of its first board (the match's) */
  ParlourMatch         *match;
  ParlourGame          *game;
  ParlourClock         *clock;
  guint                 tick_id;

  AdwToast             *refusal_toast;  /* while shown */

  /* the last error shown in a message dialog (tests read it) */
  char                 *last_error;
  char                 *last_toast;
};

/* parlour-window.c */
/* the seat whose turn it is on the first board, G_MAXUINT if none */
guint     parlour_window_seat_to_act      (ParlourWindow *self);
/* The person at board @board's view moves for the seat to act there. */
void      parlour_window_play_move_on     (ParlourWindow *self,
                                           guint          board,
                                           ParlourMove    move);
void      parlour_window_sync             (ParlourWindow *self);
void      parlour_window_autosave         (ParlourWindow *self);
void      parlour_window_play_move        (ParlourWindow *self,
                                           ParlourMove    move);
/* with the auto-flip setting: the side to move at the bottom */
void      parlour_window_apply_auto_flip  (ParlourWindow *self);
/* G_MAXUINT (or the number of moves): follow the game */
/* Asks before dropping the moves after the shown position, then plays @move
 * (PARLOUR_MOVE_NONE: none) from there. */
void      parlour_window_ask_play_from_here (ParlourWindow *self,
                                             ParlourMove    move);
/* a game opened from a file: with its clock if it has a time control */
void      parlour_window_set_game_from_file (ParlourWindow *self,
                                             ParlourGame   *game);
void      parlour_window_set_view_ply     (ParlourWindow *self,
                                           guint          ply);
void      parlour_window_set_flipped      (ParlourWindow *self,
                                           gboolean       flipped);
void      parlour_window_show_toast       (ParlourWindow *self,
                                           const char    *text);
void      parlour_window_show_error       (ParlourWindow *self,
                                           const char    *heading,
                                           const char    *body);

/* parlour-window-clock.c */
/* starts or stops the timer as the clocks run or not, and updates the labels */
void      parlour_window_update_tick      (ParlourWindow *self);
/* Puts the stored times into the game's clock readings ([%clk] in PGN) and
 * the time control into its tags. */
void      parlour_window_store_clock_readings (ParlourWindow *self);
/* the clocks can be paused: they run for a game in progress */
gboolean  parlour_window_can_pause_clock  (ParlourWindow *self);
/* Pauses or resumes the clocks; a move played while they are paused
 * resumes them. */
void      parlour_window_set_clock_paused (ParlourWindow *self,
                                           gboolean       paused);
/* After undo, redo or playing on from a past position: the board follows the
 * current position. */
void      parlour_window_history_changed  (ParlourWindow *self);

/* parlour-window-actions.c */
void      parlour_window_init_actions     (ParlourWindow *self);
void      parlour_window_update_actions   (ParlourWindow *self);

/* parlour-panic-ui.c */
/* the match is played by picking pieces (PARLOUR_INPUT_PICK) */
gboolean  parlour_window_moves_by_chance  (ParlourWindow *self);
/* "50%", "12.5%" */
char     *parlour_format_chance           (double         probability);
void      parlour_window_piece_activated_cb (ParlourBoardView *board_view,
                                             guint             square,
                                             ParlourWindow    *self);
void      parlour_window_square_hovered_cb  (ParlourBoardView *board_view,
                                             int               square,
                                             ParlourWindow    *self);

/* parlour-window-files.c */
void      parlour_window_open_dialog      (ParlourWindow *self);
void      parlour_window_save_as_dialog   (ParlourWindow *self);

/* for tests: the last error dialog's text, NULL if none was shown */
const char *parlour_window_get_last_error (ParlourWindow *self);
/* for tests: the last toast's text (of parlour_window_show_toast), NULL if none */
const char *parlour_window_get_last_toast (ParlourWindow *self);

G_END_DECLS
