/* parlour-window-private.h — what the files of ParlourWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-window.c          the object: template, settings, the game, clock and autosave
 * parlour-window-actions.c  the win.* actions: undo, redo, browsing, flip, draw, resign
 * parlour-window-clock.c    the clock: timer, presses, times per ply for undo and redo
 * parlour-window-files.c    Open and Save As, reading and writing asynchronously
 * parlour-window-discard.c  asking before a game in progress is replaced
 * parlour-window-chance.c   games of chance: picking a piece, the chances, the seed
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

  /* the game, its clock and the remaining times per ply (for undo and redo) */
  ParlourGame          *game;
  ParlourClock         *clock;
  GArray               *times;          /* ParlourClockTimes */
  gboolean              clock_started;
  gboolean              clock_paused;   /* by the players (win.pause-clock) */
  guint                 tick_id;

  AdwToast             *refusal_toast;  /* while shown */
  gboolean              clock_held;     /* paused while the board shows a roll */

  /* the last error shown in a message dialog (tests read it) */
  char                 *last_error;
  char                 *last_toast;

  /* parlour-window-files.c: Open and Save run while the window goes on */
  GCancellable         *cancellable;        /* the window's: cancelled in dispose */
  GCancellable         *open_cancellable;   /* the latest Open's, until it is done */
  guint                 n_file_operations;  /* files being read or written */
  char                 *title_before_open;  /* the subtitle "Opening…" stands in for */
  GtkNativeDialog      *file_chooser;       /* while it is shown */

  /* parlour-window-discard.c: changes since the game was saved or opened */
  GSignalGroup         *game_signals;
  guint                 edits;
  guint                 saved_edits;
  GtkWidget            *discard_dialog;     /* the question, while unanswered */
};

/* parlour-window.c */
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
/* stores the remaining times for the current ply, dropping later ones */
void      parlour_window_record_times     (ParlourWindow *self,
                                           gint64         now_us);
/* starts or stops the timer as the clock runs or not, and updates the labels */
void      parlour_window_update_tick      (ParlourWindow *self);
void      parlour_window_clock_move_played (ParlourWindow *self,
                                            ParlourColor   mover,
                                            gint64         now_us);
/* After undo or redo: the clock gets the times stored for the current ply. */
void      parlour_window_restore_clock    (ParlourWindow *self);
/* keeps the time used on the current move in the stored times (for autosave) */
void      parlour_window_keep_current_times (ParlourWindow *self,
                                             gint64         now_us);
/* The game's PGN tags for the clock: TimeControl when both sides have the
 * same, else TimeControl "?" with WhiteTimeControl and BlackTimeControl. */
void      parlour_window_tag_time_control (ParlourGame   *game,
                                           ParlourClock  *clock);
/* Puts the stored times into the game's clock readings ([%clk] in PGN). */
void      parlour_window_store_clock_readings (ParlourWindow *self);
/* A clock for a game read from PGN, from its time control tags, and in
 * @times the remaining times per ply from its clock readings; NULL if the
 * game has no time control that Parlour reads, and then in @unusable (if not
 * NULL) the tag's value that Parlour cannot keep ("40/7200:3600"), if any. */
ParlourClock *parlour_window_clock_from_tags (ParlourGame  *game,
                                              GArray       *times,
                                              const char  **unusable);
/* no pause any more (a new game, the game ended); the next
 * parlour_window_update_tick() shows it */
void      parlour_window_forget_pause     (ParlourWindow *self);
/* the clocks can be paused: they run for a game in progress */
gboolean  parlour_window_can_pause_clock  (ParlourWindow *self);
/* Pauses or resumes both clocks; a move played while they are paused
 * resumes them. @toast: tell the players, with a Resume button. */
void      parlour_window_set_clock_paused (ParlourWindow *self,
                                           gboolean       paused);

/* parlour-window-actions.c */
void      parlour_window_init_actions     (ParlourWindow *self);
void      parlour_window_update_actions   (ParlourWindow *self);

/* parlour-window-chance.c */
/* the variant is played by picking pieces (PARLOUR_VARIANT_CHANCE) */
gboolean  parlour_window_moves_by_chance  (ParlourWindow *self);
/* a game of chance gets its seed (a random one) if it has none */
void      parlour_window_ensure_seed      (ParlourWindow *self);
/* "50%", "12.5%" */
char     *parlour_format_chance           (double         probability);
void      parlour_window_piece_activated_cb (ParlourBoardView *board_view,
                                             guint             square,
                                             ParlourWindow    *self);
void      parlour_window_square_hovered_cb  (ParlourBoardView *board_view,
                                             int               square,
                                             ParlourWindow    *self);

/* parlour-window-files.c */
void      parlour_window_init_files       (ParlourWindow *self);
/* cancels what the window waits for; a write under way still ends */
void      parlour_window_dispose_files    (ParlourWindow *self);
void      parlour_window_open_dialog      (ParlourWindow *self);
/* Save As: the chooser, then the write; TRUE when the game was saved. The
 * task does not hold the window (its source object is NULL). */
void      parlour_window_save_as_async    (ParlourWindow        *self,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
gboolean  parlour_window_save_as_finish   (GAsyncResult         *result,
                                           GError              **error);
/* A pending Open will not replace the game (a new game did). */
void      parlour_window_cancel_open      (ParlourWindow *self);
/* for tests: a file is being read or written */
gboolean  parlour_window_is_busy          (ParlourWindow *self);
/* for tests: answers the Open or Save As chooser that is shown as if @file
 * had been chosen (NULL: Cancel) */
void      parlour_window_answer_file_chooser (ParlourWindow *self,
                                              GFile         *file);

/* parlour-window-discard.c */
typedef void (*ParlourReplaceFunc) (ParlourWindow *self,
                                    gpointer       data);
void      parlour_window_init_discard     (ParlourWindow *self);
void      parlour_window_dispose_discard  (ParlourWindow *self);
/* The game has moves, is not over and changed since it was last saved or opened. */
gboolean  parlour_window_game_needs_saving (ParlourWindow *self);
/* the game as it is now is in a file (@edits: parlour_window_get_edits() when written) */
void      parlour_window_mark_saved       (ParlourWindow *self,
                                           guint          edits);
guint     parlour_window_get_edits        (ParlourWindow *self);
/* Calls @replace now, or after asking whether to save a game in progress
 * (Discard, or Save and the save succeeded); not at all if the player cancels,
 * if a newer replacement comes first or if @cancellable (nullable) is
 * cancelled before. @destroy frees @data in every case. */
void      parlour_window_replace_game     (ParlourWindow      *self,
                                           ParlourReplaceFunc  replace,
                                           gpointer            data,
                                           GDestroyNotify      destroy,
                                           GCancellable       *cancellable);
/* New Game's Start: the game replaces the current one (after asking) */
void      parlour_window_start_new_game   (ParlourWindow *self,
                                           ParlourGame   *game,
                                           ParlourClock  *clock);

/* for tests: the last error dialog's text, NULL if none was shown */
const char *parlour_window_get_last_error (ParlourWindow *self);
/* for tests: the last toast's text (of parlour_window_show_toast), NULL if none */
const char *parlour_window_get_last_toast (ParlourWindow *self);

G_END_DECLS
