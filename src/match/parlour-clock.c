/* parlour-clock.c — a chess clock with per-side time controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clock keeps, for each side, the time left at the start of that side's
 * current move ("banked"), and for the side to move the time used on this move
 * so far. Everything else (what the display shows, whether a flag fell) is
 * computed from those and the @now_us the caller passes in.
 */
#include "parlour-clock.h"
#include "parlour-game.h"

#define US_PER_SECOND   G_GINT64_CONSTANT (1000000)
#define MAX_BASE_US     (G_GINT64_CONSTANT (100) * 3600 * US_PER_SECOND)
#define MAX_INCREMENT_US (G_GINT64_CONSTANT (3600) * US_PER_SECOND)

struct _ParlourClock
{
  GObject parent_instance;

  ParlourTimeControl control[2];
  gint64 banked[2];
  gboolean flagged[2];      /* ::flag-fell was emitted for the side */

  ParlourColor active;
  gboolean started;
  gboolean running;
  gint64 used_us;           /* used by the active side on this move before run_start_us */
  gint64 run_start_us;
};

G_DEFINE_TYPE (ParlourClock, parlour_clock, G_TYPE_OBJECT)

G_DEFINE_QUARK (parlour-time-control-error-quark, parlour_time_control_error)

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_RUNNING,
  N_PROPS
};

enum {
  FLAG_FELL,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
parlour_clock_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ParlourClock *self = PARLOUR_CLOCK (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_enum (value, self->active);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_clock_class_init (ParlourClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = parlour_clock_get_property;

  properties[PROP_ACTIVE] =
    g_param_spec_enum ("active", NULL, NULL, PARLOUR_TYPE_COLOR, PARLOUR_WHITE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FLAG_FELL] =
    g_signal_new ("flag-fell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, PARLOUR_TYPE_COLOR);
}

static void
parlour_clock_init (ParlourClock *self)
{
  self->active = PARLOUR_WHITE;
}

static inline gboolean
is_timed (const ParlourTimeControl *tc)
{
  return tc->mode != PARLOUR_CLOCK_UNLIMITED;
}

/* Time the active side has used on its current move. */
static gint64
move_elapsed (ParlourClock *self,
              gint64        now_us)
{
  gint64 elapsed = self->used_us;

  if (self->running && now_us > self->run_start_us)
    elapsed += now_us - self->run_start_us;
  return elapsed;
}

/* What @elapsed costs under @tc: with a delay, its first N seconds are free. */
static gint64
charged (const ParlourTimeControl *tc,
         gint64                    elapsed)
{
  if (tc->mode == PARLOUR_CLOCK_DELAY)
    return MAX (0, elapsed - tc->increment_us);
  return elapsed;
}

static void
set_running (ParlourClock *self,
             gboolean      running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
set_active (ParlourClock *self,
            ParlourColor  side)
{
  if (self->active == side)
    return;
  self->active = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/**
 * parlour_clock_new:
 * @white: (nullable): White's time control; %NULL for no limit
 * @black: (nullable): Black's time control; %NULL for no limit
 *
 * The sides may have different controls (time odds). The clock is stopped until
 * parlour_clock_start().
 *
 * Returns: (transfer full): a new clock
 */
ParlourClock *
parlour_clock_new (const ParlourTimeControl *white,
                   const ParlourTimeControl *black)
{
  const ParlourTimeControl *controls[2] = { white, black };
  ParlourClock *self = g_object_new (PARLOUR_TYPE_CLOCK, NULL);

  for (guint c = 0; c < 2; c++)
    {
      if (controls[c] != NULL)
        self->control[c] = *controls[c];
      self->banked[c] = self->control[c].base_us;
    }
  return self;
}

const ParlourTimeControl *
parlour_clock_get_control (ParlourClock *self,
                           ParlourColor  side)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), NULL);
  g_return_val_if_fail (side <= PARLOUR_BLACK, NULL);
  return &self->control[side];
}

/**
 * parlour_clock_start:
 * @self: a clock
 * @side: the side whose time starts to run
 * @now_us: the current monotonic time
 *
 * Starts @side's move (the first move, or after parlour_clock_set_remaining()
 * when a game is restored or moves are taken back). The clock must be stopped.
 */
void
parlour_clock_start (ParlourClock *self,
                     ParlourColor  side,
                     gint64        now_us)
{
  g_return_if_fail (PARLOUR_IS_CLOCK (self));
  g_return_if_fail (side <= PARLOUR_BLACK);
  g_return_if_fail (!self->running);

  g_object_freeze_notify (G_OBJECT (self));
  self->started = TRUE;
  self->used_us = 0;
  self->run_start_us = now_us;
  set_active (self, side);
  if (!self->flagged[side])
    set_running (self, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * parlour_clock_press:
 * @self: a started clock
 * @now_us: the current monotonic time
 *
 * The active side completes its move: its time is charged (less the delay), the
 * increment or Bronstein bonus is added, and the other side's move begins. If
 * the active side's time ran out before the press, its flag falls instead
 * (::flag-fell) and the clock stops: no increment saves a fallen flag.
 */
void
parlour_clock_press (ParlourClock *self,
                     gint64        now_us)
{
  ParlourColor side;
  const ParlourTimeControl *tc;
  gint64 elapsed;

  g_return_if_fail (PARLOUR_IS_CLOCK (self));
  g_return_if_fail (self->started);

  if (parlour_clock_tick (self, now_us))
    return;

  side = self->active;
  tc = &self->control[side];
  elapsed = move_elapsed (self, now_us);
  if (is_timed (tc))
    {
      self->banked[side] -= charged (tc, elapsed);
      if (tc->mode == PARLOUR_CLOCK_FISCHER)
        self->banked[side] += tc->increment_us;
      else if (tc->mode == PARLOUR_CLOCK_BRONSTEIN)
        self->banked[side] += MIN (elapsed, tc->increment_us);
    }
  self->used_us = 0;
  self->run_start_us = now_us;
  set_active (self, PARLOUR_OTHER (side));
}

/**
 * parlour_clock_pause:
 * @self: a clock
 * @now_us: the current monotonic time
 *
 * Stops the clock (the game ended, the window was hidden), keeping the time
 * used on the current move, delay included.
 */
void
parlour_clock_pause (ParlourClock *self,
                     gint64        now_us)
{
  g_return_if_fail (PARLOUR_IS_CLOCK (self));

  if (!self->running)
    return;
  /* the running side's flag may have fallen meanwhile: the clock stopped then.
   * (A flag of the other side, restored from a save, does not stop it.) */
  parlour_clock_tick (self, now_us);
  if (!self->running)
    return;
  self->used_us = move_elapsed (self, now_us);
  set_running (self, FALSE);
}

/**
 * parlour_clock_resume:
 * @self: a clock
 * @now_us: the current monotonic time
 *
 * Runs the active side's time again after parlour_clock_pause(). Does nothing
 * if the clock was never started or its flag has fallen.
 */
void
parlour_clock_resume (ParlourClock *self,
                      gint64        now_us)
{
  g_return_if_fail (PARLOUR_IS_CLOCK (self));

  if (self->running || !self->started || self->flagged[self->active])
    return;
  self->run_start_us = now_us;
  set_running (self, TRUE);
}

gboolean
parlour_clock_is_running (ParlourClock *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), FALSE);
  return self->running;
}

ParlourColor
parlour_clock_get_active (ParlourClock *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), PARLOUR_WHITE);
  return self->active;
}

/**
 * parlour_clock_get_remaining:
 * @self: a clock
 * @side: a side
 * @now_us: the current monotonic time
 *
 * Returns: @side's remaining time in microseconds, never below 0; %G_MAXINT64
 *   for a side with no time limit. During a delay it does not go down.
 */
gint64
parlour_clock_get_remaining (ParlourClock *self,
                             ParlourColor  side,
                             gint64        now_us)
{
  const ParlourTimeControl *tc;

  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), 0);
  g_return_val_if_fail (side <= PARLOUR_BLACK, 0);

  tc = &self->control[side];
  if (!is_timed (tc))
    return G_MAXINT64;
  if (!self->started || side != self->active)
    return MAX (0, self->banked[side]);
  return MAX (0, self->banked[side] - charged (tc, move_elapsed (self, now_us)));
}

/**
 * parlour_clock_is_flagged:
 * @self: a clock
 * @side: a side
 * @now_us: the current monotonic time
 *
 * Returns: %TRUE if @side's time is up
 */
gboolean
parlour_clock_is_flagged (ParlourClock *self,
                          ParlourColor  side,
                          gint64        now_us)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (side <= PARLOUR_BLACK, FALSE);

  return is_timed (&self->control[side]) &&
         parlour_clock_get_remaining (self, side, now_us) == 0;
}

/**
 * parlour_clock_set_remaining:
 * @self: a clock
 * @side: a side
 * @remaining_us: its remaining time
 *
 * Restores a stored time (autosave, moves taken back). If @side is the active
 * side, its current move starts again from nothing used; so its time must not
 * be running (pause first, then parlour_clock_start()).
 */
void
parlour_clock_set_remaining (ParlourClock *self,
                             ParlourColor  side,
                             gint64        remaining_us)
{
  g_return_if_fail (PARLOUR_IS_CLOCK (self));
  g_return_if_fail (side <= PARLOUR_BLACK);
  g_return_if_fail (remaining_us >= 0);
  g_return_if_fail (!self->running || side != self->active);

  self->banked[side] = remaining_us;
  self->flagged[side] = is_timed (&self->control[side]) && remaining_us == 0;
  if (side == self->active)
    self->used_us = 0;
}

/**
 * parlour_clock_tick:
 * @self: a clock
 * @now_us: the current monotonic time
 *
 * Checks the running side's time (the app calls this from its display timer).
 * When it is up, the clock stops where the flag fell and ::flag-fell is
 * emitted, once.
 *
 * Returns: %TRUE if a side's flag has fallen
 */
gboolean
parlour_clock_tick (ParlourClock *self,
                    gint64        now_us)
{
  ParlourColor side;

  g_return_val_if_fail (PARLOUR_IS_CLOCK (self), FALSE);

  side = self->active;
  if (self->running && parlour_clock_is_flagged (self, side, now_us))
    {
      self->used_us = move_elapsed (self, now_us);
      self->flagged[side] = TRUE;
      set_running (self, FALSE);
      g_signal_emit (self, signals[FLAG_FELL], 0, side);
    }
  return self->flagged[PARLOUR_WHITE] || self->flagged[PARLOUR_BLACK];
}

/* Seconds with up to six decimals, into microseconds. */
static gboolean
parse_seconds (const char **p,
               gint64      *out)
{
  const char *s = *p;
  gint64 us = 0, scale = US_PER_SECOND / 10;
  guint digits = 0;

  while (g_ascii_isdigit (*s))
    {
      if (++digits > 9)
        return FALSE;
      us = us * 10 + (*s++ - '0');
    }
  if (digits == 0)
    return FALSE;
  us *= US_PER_SECOND;
  if (*s == '.')
    {
      s++;
      if (!g_ascii_isdigit (*s))
        return FALSE;
      for (; g_ascii_isdigit (*s); s++, scale /= 10)
        {
          if (scale == 0)
            return FALSE;
          us += (*s - '0') * scale;
        }
    }
  *p = s;
  *out = us;
  return TRUE;
}

/**
 * parlour_time_control_parse:
 * @text: "300+2" (Fischer), "300" (no increment), "300d2" (delay), "300b2"
 *   (Bronstein), "-" (no limit); times in seconds
 * @out: (out caller-allocates): the time control
 * @error: a #GError naming what is wrong
 *
 * The PGN TimeControl tag uses the same form (one period).
 *
 * Returns: %TRUE if @text is a time control
 */
gboolean
parlour_time_control_parse (const char         *text,
                            ParlourTimeControl *out,
                            GError            **error)
{
  g_autofree char *clean = NULL;
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 0, 0 };
  const char *p;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  clean = g_strstrip (g_strdup (text));
  if (g_str_equal (clean, "-"))
    {
      *out = (ParlourTimeControl) { PARLOUR_CLOCK_UNLIMITED, 0, 0 };
      return TRUE;
    }

  p = clean;
  if (parse_seconds (&p, &tc.base_us))
    {
      if (*p == '+' || *p == 'd' || *p == 'b')
        {
          tc.mode = *p == '+' ? PARLOUR_CLOCK_FISCHER
                  : *p == 'd' ? PARLOUR_CLOCK_DELAY : PARLOUR_CLOCK_BRONSTEIN;
          p++;
          if (!parse_seconds (&p, &tc.increment_us))
            p = "?";
        }
    }
  else
    p = "?";
  if (*p != '\0')
    {
      g_set_error (error, PARLOUR_TIME_CONTROL_ERROR, PARLOUR_TIME_CONTROL_ERROR_SYNTAX,
                   "“%s”: expected SECONDS, SECONDS+INCREMENT, SECONDSdDELAY or SECONDSbBONUS",
                   text);
      return FALSE;
    }
  if (tc.base_us == 0 || tc.base_us > MAX_BASE_US)
    {
      g_set_error (error, PARLOUR_TIME_CONTROL_ERROR, PARLOUR_TIME_CONTROL_ERROR_RANGE,
                   "“%s”: the base time must be more than 0 and at most %" G_GINT64_FORMAT
                   " seconds", text, MAX_BASE_US / US_PER_SECOND);
      return FALSE;
    }
  if (tc.increment_us > MAX_INCREMENT_US)
    {
      g_set_error (error, PARLOUR_TIME_CONTROL_ERROR, PARLOUR_TIME_CONTROL_ERROR_RANGE,
                   "“%s”: the %s must be at most %" G_GINT64_FORMAT " seconds", text,
                   tc.mode == PARLOUR_CLOCK_DELAY ? "delay"
                   : tc.mode == PARLOUR_CLOCK_BRONSTEIN ? "bonus" : "increment",
                   MAX_INCREMENT_US / US_PER_SECOND);
      return FALSE;
    }
  *out = tc;
  return TRUE;
}

static void
append_seconds (GString *s,
                gint64   us)
{
  gint64 frac = us % US_PER_SECOND;
  int width = 6;

  g_string_append_printf (s, "%" G_GINT64_FORMAT, us / US_PER_SECOND);
  if (frac == 0)
    return;
  /* as few decimals as it takes: 500000 µs is ".5" */
  for (; frac % 10 == 0; frac /= 10)
    width--;
  g_string_append_printf (s, ".%0*" G_GINT64_FORMAT, width, frac);
}

/**
 * parlour_time_control_to_string:
 * @tc: a time control
 *
 * Returns: (transfer full): @tc in the form parlour_time_control_parse() reads
 */
char *
parlour_time_control_to_string (const ParlourTimeControl *tc)
{
  GString *s;

  g_return_val_if_fail (tc != NULL, NULL);

  if (tc->mode == PARLOUR_CLOCK_UNLIMITED)
    return g_strdup ("-");
  s = g_string_new (NULL);
  append_seconds (s, tc->base_us);
  if (tc->mode != PARLOUR_CLOCK_FISCHER || tc->increment_us != 0)
    {
      g_string_append_c (s, tc->mode == PARLOUR_CLOCK_FISCHER ? '+'
                            : tc->mode == PARLOUR_CLOCK_DELAY ? 'd' : 'b');
      append_seconds (s, tc->increment_us);
    }
  return g_string_free (s, FALSE);
}
