/* parlour-computer.h — the computer player: a seat controller that searches in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "In the app". A ParlourComputer watches a match; whenever a
 * seat with PARLOUR_CONTROLLER_COMPUTER is to act, it searches a copy of that
 * board's position in a worker thread (GTask) and submits the move (or, in a
 * chance variant, the pick) through the match, like any controller. A change to
 * the match meanwhile (undo, a new position) cancels the search; so does
 * parlour_computer_stop() (the window closes).
 */
#pragma once

#include <gio/gio.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_COMPUTER (parlour_computer_get_type ())
G_DECLARE_FINAL_TYPE (ParlourComputer, parlour_computer, PARLOUR, COMPUTER, GObject)

/* Watches @match and acts for its computer seats from now on. */
ParlourComputer *parlour_computer_new          (ParlourMatch    *match);
ParlourMatch    *parlour_computer_get_match    (ParlourComputer *self);
/* PARLOUR_SEARCH_LEVEL_MIN..MAX; seats start at the strongest */
void             parlour_computer_set_level    (ParlourComputer *self,
                                                guint            seat,
                                                guint            level);
guint            parlour_computer_get_level    (ParlourComputer *self,
                                                guint            seat);
/* The time a move may take when its board has no clock (default one second);
 * the move is not played sooner than this or the level's minimum, whichever
 * is less. */
void             parlour_computer_set_move_time (ParlourComputer *self,
                                                 gint64           time_us);
/* Pace (docs/computer.md): on a clock a computer seat at @level thinks a
 * share of its remaining time, never less than the level's minimum (while
 * that is at most a quarter of what is left), and plays no sooner. */
gint64           parlour_computer_min_think_time (guint level);
gint64           parlour_computer_think_time   (guint            level,
                                                gint64           remaining_us,
                                                gint64           increment_us);
/* a search is running, or its move waits for the seat's pace */
gboolean         parlour_computer_is_thinking  (ParlourComputer *self);
/* Cancels the running search and acts no more. */
void             parlour_computer_stop         (ParlourComputer *self);

/* "Show a good move": the strongest level's choice for the seat to act on
 * @board, searched in a worker thread for at most @time_us. */
void             parlour_computer_hint_async   (ParlourMatch        *match,
                                                guint                board,
                                                gint64               time_us,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean         parlour_computer_hint_finish  (GAsyncResult        *result,
                                                ParlourAction       *action,
                                                GError             **error);

/* Signals:
 *   ::acted (guint seat)   the computer submitted an action for @seat
 */

G_END_DECLS
