/* parlour-clock.h — a chess clock with per-side time controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The current time is always passed in (@now_us, monotonic microseconds), so the
 * model is deterministic and tests need no sleeping.
 */
#pragma once

#include <glib-object.h>

#include "parlour-types.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_CLOCK_UNLIMITED = 0,
  PARLOUR_CLOCK_FISCHER,      /* + increment after each move */
  PARLOUR_CLOCK_DELAY,        /* simple (US) delay: the first N s of each move are free */
  PARLOUR_CLOCK_BRONSTEIN,    /* + the time used, at most N s, after each move */
} ParlourClockMode;

typedef struct {
  ParlourClockMode mode;
  gint64           base_us;
  gint64           increment_us;   /* increment, delay or Bronstein bonus */
} ParlourTimeControl;

#define PARLOUR_TIME_CONTROL_ERROR (parlour_time_control_error_quark ())

typedef enum {
  PARLOUR_TIME_CONTROL_ERROR_SYNTAX,
  PARLOUR_TIME_CONTROL_ERROR_RANGE,
} ParlourTimeControlError;

GQuark   parlour_time_control_error_quark (void);

/* "300+2" (Fischer), "300" (sudden death: Fischer + 0), "300d2" (delay), "300b2" (Bronstein), "-" (unlimited);
 * the PGN TimeControl tag uses the same form */
gboolean parlour_time_control_parse     (const char         *text,
                                         ParlourTimeControl *out,
                                         GError            **error);
char    *parlour_time_control_to_string (const ParlourTimeControl *tc);

#define PARLOUR_TYPE_CLOCK (parlour_clock_get_type ())
G_DECLARE_FINAL_TYPE (ParlourClock, parlour_clock, PARLOUR, CLOCK, GObject)

ParlourClock *parlour_clock_new            (const ParlourTimeControl *white,
                                            const ParlourTimeControl *black);
const ParlourTimeControl *parlour_clock_get_control (ParlourClock *self,
                                                     ParlourColor  side);
/* starts @side's time (the first move) */
void          parlour_clock_start          (ParlourClock *self,
                                            ParlourColor  side,
                                            gint64        now_us);
/* the running side completes its move: increments apply, the other side runs */
void          parlour_clock_press          (ParlourClock *self,
                                            gint64        now_us);
void          parlour_clock_pause          (ParlourClock *self,
                                            gint64        now_us);
void          parlour_clock_resume         (ParlourClock *self,
                                            gint64        now_us);
gboolean      parlour_clock_is_running     (ParlourClock *self);
/* the side whose time runs (or would run when resumed) */
ParlourColor  parlour_clock_get_active     (ParlourClock *self);
/* remaining time; never below 0; G_MAXINT64 when unlimited */
gint64        parlour_clock_get_remaining  (ParlourClock *self,
                                            ParlourColor  side,
                                            gint64        now_us);
gboolean      parlour_clock_is_flagged     (ParlourClock *self,
                                            ParlourColor  side,
                                            gint64        now_us);
/* stored state for autosave and undo: the remaining time of both sides */
void          parlour_clock_set_remaining  (ParlourClock *self,
                                            ParlourColor  side,
                                            gint64        remaining_us);
/* for the app's timer: if the running side's time is up, stops the clock and
 * emits ::flag-fell once; returns TRUE if a flag has fallen */
gboolean      parlour_clock_tick           (ParlourClock *self,
                                            gint64        now_us);

/* Properties (read-only, with notify): "active" (ParlourColor), "running" (boolean).
 * Signals:
 *   ::flag-fell (ParlourColor side)  found by _tick, _press, _pause: @side's time is up
 */

G_END_DECLS
