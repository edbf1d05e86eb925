/* parlour-match-private.h — what ParlourMatch's files and its subclasses share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-match.c        boards, seats, submitting, undo and redo, the result
 * parlour-match-clock.c  one clock per board, the times per ply, pausing, flags
 * parlour-match-save.c   serialize and deserialize
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
} ParlourMatchClockState;

ParlourMatchClockState *parlour_match_clock_state (ParlourMatch *self);
/* the order in which the boards moved (guint per move) */
GArray   *parlour_match_get_history  (ParlourMatch *self);

/* for subclasses: set_up adds the boards and seats */
guint     parlour_match_add_board    (ParlourMatch *self,
                                      ParlourGame  *game,
                                      ParlourClock *clock);
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
/* the board ended: its clock stops; no pause once every board is over */
void      parlour_match_clock_board_ended (ParlourMatch *self,
                                           guint         board,
                                           gint64        now_us);
/* A saved match's times on the current move of @board (the clock gets them);
 * after parlour_match_set_times(). */
void      parlour_match_set_current_times (ParlourMatch            *self,
                                           guint                    board,
                                           const ParlourClockTimes *current);
/* parlour_match_set_paused() without ::changed (inside an operation); TRUE if it changed */
gboolean  parlour_match_change_pause  (ParlourMatch *self,
                                       gboolean      paused,
                                       gint64        now_us);

G_END_DECLS
