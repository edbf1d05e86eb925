/* parlour-match-private.h — what ParlourMatch's files and its subclasses share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-match.c        boards, seats, submitting, undo and redo, the result
 * parlour-match-clock.c  one clock per board, the times per ply, pausing, flags
 * parlour-match-save.c   serialize and deserialize
 * parlour-match-history.c undo, redo, truncation, the reserve changes, browsing
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

typedef struct {
  ParlourGame      *game;
  ParlourClock     *clock;          /* NULL: no clock */
  GArray           *times;          /* ParlourClockTimes per ply; [0] before the first move */
  /* The times on the current move when they were last kept (a pause, a save,
   * a flag fall); times[n] stays the times at the start of the move, which
   * undo gives back. Valid while has_current. */
  ParlourClockTimes current;
  gboolean          has_current;
  gboolean          clock_started;  /* the first move started the clock */
  gulong            changed_id;
} ParlourMatchBoard;

typedef struct {
  gboolean paused;   /* by the players */
  gboolean held;     /* by the application (an animation of chance) */
  /* The first move on any board starts every board's clock (Bughouse: "the
   * Black players start the clocks"); set by the subclass's set_up. */
  gboolean together;
} ParlourMatchClockState;

/* An operation's bracket: the signals of what changed wait until the
 * outermost end(), which announces @board (PARLOUR_NO_BOARD: none) if @changed. */
void      parlour_match_begin        (ParlourMatch *self);
void      parlour_match_end          (ParlourMatch *self,
                                      guint         board,
                                      gboolean      changed);
/* A new match's properties (paused, over, can-undo, can-redo, n-moments) as
 * they are now, without notifying: a constructor's last step, so that the
 * first notification is a change. */
void      parlour_match_settle_properties (ParlourMatch *self);
/* the boards of the moves undone, the next to redo last (guint) */
GArray   *parlour_match_get_redo_boards (ParlourMatch *self);
/* the reserve changes taken back with them, the next to redo last */
GArray   *parlour_match_get_redo_changes (ParlourMatch *self);

/* A reserve changed between two moves of a board (a bughouse partner's
 * capture), as the match's history keeps it. */
typedef struct {
  guint        moment;   /* the history's length then: it came with entry moment - 1 */
  guint        board;
  guint        ply;      /* the board's number of moves then */
  ParlourColor color;
  guint        kind;
  int          delta;
} ParlourReserveChange;

ParlourMatchClockState *parlour_match_clock_state (ParlourMatch *self);
/* the reserve changes, in the order they happened (ParlourReserveChange) */
GArray   *parlour_match_get_reserve_changes (ParlourMatch *self);
/* For subclasses: changes a reserve on @board now, recorded with the move
 * just played, so that undo, redo, browsing and saving follow. */
gboolean  parlour_match_change_reserve (ParlourMatch *self,
                                        guint         board,
                                        ParlourColor  color,
                                        guint         kind,
                                        int           delta,
                                        GError      **error);
/* Appends a move already played on @board to the history (a saved match
 * replayed in order); no clock is pressed. */
void      parlour_match_append_history (ParlourMatch *self,
                                        guint         board);
/* parlour-match-history.c: goes back through the history (as undo does, the
 * reserve changes with it) until @moment entries are left; nothing can be
 * redone after it. FALSE if a step could not be taken back. */
gboolean  parlour_match_rewind       (ParlourMatch *self,
                                      guint         moment,
                                      gint64        now_us);
/* Inside an operation: @board is announced (::board-changed) at its end, as
 * when its game changed. */
void      parlour_match_board_dirty  (ParlourMatch *self,
                                      guint         board);
/* the order in which the boards moved (guint per move) */
GArray   *parlour_match_get_history  (ParlourMatch *self);

/* for subclasses: set_up adds the boards and seats */
guint     parlour_match_add_board    (ParlourMatch *self,
                                      ParlourGame  *game,
                                      ParlourClock *clock);
/* Adds a board that starts where @game started, with its rules, and a clock
 * with @clock's time controls (none if @clock is NULL). */
guint     parlour_match_add_board_like (ParlourMatch *self,
                                        ParlourGame  *game,
                                        ParlourClock *clock);
/* The four seats of two boards, partners in opposite colours: White on 0
 * (team 0), Black on 0 (team 1), White on 1 (team 1), Black on 1 (team 0). */
void      parlour_match_add_team_seats (ParlourMatch *self);
guint     parlour_match_add_seat     (ParlourMatch *self,
                                      guint         board,
                                      ParlourColor  color,
                                      guint         team);
ParlourMatchBoard *parlour_match_board (ParlourMatch *self,
                                        guint         board);
/* Puts @game and @clock on @board instead of what set_up put there (a saved
 * match coming back); its stored times start afresh. */
void      parlour_match_replace_board (ParlourMatch *self,
                                       guint         board,
                                       ParlourGame  *game,
                                       ParlourClock *clock);
/* After a move on @board by @mover: the first move starts the board's clock,
 * later ones press it; the times are recorded. Subclasses' submit calls it. */
void      parlour_match_board_moved  (ParlourMatch *self,
                                      guint         board,
                                      ParlourColor  mover,
                                      gint64        now_us);

/* parlour-match-clock.c */
/* every ply of @b gets the clock's times at @now_us (none without a clock) */
void      parlour_match_fill_times   (ParlourMatchBoard *b,
                                      gint64             now_us);
/* the times of @board's current ply from its clock now (moves after it are gone) */
void      parlour_match_record_times (ParlourMatch *self,
                                      guint         board,
                                      gint64        now_us);
/* After undo, redo or truncation: the board's clock gets the stored times
 * of its current ply. */
void      parlour_match_restore_clock (ParlourMatch *self,
                                       guint         board,
                                       gint64        now_us);
/* With clocks that start together: once any board has a move, a board
 * without one runs its clock too; with no move anywhere, none runs. */
void      parlour_match_sync_clocks  (ParlourMatch *self,
                                      gint64        now_us);
/* the board ended: its clock stops; no pause once every board is over */
void      parlour_match_clock_board_ended (ParlourMatch *self,
                                           guint         board,
                                           gint64        now_us);
/* A saved match's times on the current move of @board (the clock gets them);
 * after parlour_match_set_times(). */
void      parlour_match_set_current_times (ParlourMatch            *self,
                                           guint                    board,
                                           const ParlourClockTimes *current);
/* A saved match's clock loaded into @board of a match played on
 * (parlour_match_load_state()): the stored @times, the times on the current
 * move (@current, NULL: those at its start), whether it @started; it runs from
 * @now_us if the board is in play and the match neither paused nor held. No
 * flag is found here: a saved match's results say who lost on time. */
void      parlour_match_load_clock   (ParlourMatch            *self,
                                      guint                    board,
                                      GArray                  *times,
                                      const ParlourClockTimes *current,
                                      gboolean                 started,
                                      gint64                   now_us);
/* parlour_match_set_paused() without ::changed (inside an operation); TRUE if it changed */
gboolean  parlour_match_change_pause  (ParlourMatch *self,
                                       gboolean      paused,
                                       gint64        now_us);

/* The one printf-to-GError helper of the saved formats (a match's state, a
 * .parlour-bingo file, the Chess Bingo part of a state): sets @error, if not
 * NULL, to PARLOUR_MATCH_ERROR_SAVED with @format's text put into @wrapper (a
 * format with one %s, such as the translated "Chess Bingo: %s"; NULL: the text alone).
 * Returns FALSE, so that a reader can `return parlour_match_saved_error (…)`. */
gboolean  parlour_match_saved_error  (GError     **error,
                                      const char  *wrapper,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
