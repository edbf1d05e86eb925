/* test-clock.c — ParlourClock and time controls; time is passed in, nothing sleeps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-clock.h"
#include "parlour-game.h"

#define S(x)  ((gint64) ((x) * G_USEC_PER_SEC))
/* an arbitrary monotonic start time, so that nothing depends on 0 */
#define T0    G_GINT64_CONSTANT (5000000000)

static ParlourClock *
new_clock (const char *white,
           const char *black)
{
  ParlourTimeControl tc[2];
  g_autoptr(GError) error = NULL;

  g_assert_true (parlour_time_control_parse (white, &tc[PARLOUR_WHITE], &error));
  g_assert_no_error (error);
  g_assert_true (parlour_time_control_parse (black, &tc[PARLOUR_BLACK], &error));
  g_assert_no_error (error);
  return parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
}

#define assert_remaining(clock, side, now, seconds) \
  g_assert_cmpint (parlour_clock_get_remaining ((clock), (side), (now)), ==, S (seconds))

static void
count_cb (GObject *object, GParamSpec *pspec, guint *counter)
{
  (*counter)++;
}

static void
flag_fell_cb (ParlourClock *clock, ParlourColor side, int *flags)
{
  flags[side]++;
}

static void
test_fischer (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("300+2", "300+2");
  guint active_notes = 0;

  g_signal_connect (clock, "notify::active", G_CALLBACK (count_cb), &active_notes);
  g_assert_false (parlour_clock_is_running (clock));
  assert_remaining (clock, PARLOUR_WHITE, T0, 300);

  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  g_assert_true (parlour_clock_is_running (clock));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (10), 290);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (10), 300);

  parlour_clock_press (clock, T0 + S (10));
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_BLACK);
  g_assert_cmpuint (active_notes, ==, 1);
  /* the increment comes after the move; White's time stands still now */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (60), 292);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (15), 295);

  parlour_clock_press (clock, T0 + S (15));
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (100), 297);
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (15.5), 291.5);
  g_assert_cmpuint (active_notes, ==, 2);
}

static void
test_delay (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60d5", "60d5");

  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  /* the first five seconds of the move are free */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (3), 60);
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (5), 60);
  parlour_clock_press (clock, T0 + S (3));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (3), 60);

  parlour_clock_press (clock, T0 + S (4));     /* Black, 1 s */
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (4), 60);

  /* 8 s: 3 s counted, and no time is given back */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (12), 57);
  parlour_clock_press (clock, T0 + S (12));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (20), 57);
}

static void
test_bronstein (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60b5", "60b5");

  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  /* the clock runs during the move, unlike a delay */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (3), 57);
  parlour_clock_press (clock, T0 + S (3));
  /* all 3 s back */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (3), 60);

  parlour_clock_press (clock, T0 + S (4));
  /* 8 s used, at most 5 s back */
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (12), 52);
  parlour_clock_press (clock, T0 + S (12));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (12), 57);
  /* Black used 1 s and got it back */
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (12), 60);
}

static void
test_time_odds (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60", "300+5");
  g_autoptr(ParlourClock) unlimited = new_clock ("60+1", "-");

  g_assert_cmpint (parlour_clock_get_control (clock, PARLOUR_WHITE)->base_us, ==, S (60));
  g_assert_cmpint (parlour_clock_get_control (clock, PARLOUR_BLACK)->increment_us, ==, S (5));
  assert_remaining (clock, PARLOUR_WHITE, T0, 60);
  assert_remaining (clock, PARLOUR_BLACK, T0, 300);

  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  parlour_clock_press (clock, T0 + S (10));
  parlour_clock_press (clock, T0 + S (20));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (20), 50);    /* no increment */
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (20), 295);   /* + 5 */
  g_assert_true (parlour_clock_is_flagged (clock, PARLOUR_WHITE, T0 + S (70)));
  g_assert_false (parlour_clock_is_flagged (clock, PARLOUR_BLACK, T0 + S (70)));

  /* a side with no limit never runs out */
  parlour_clock_start (unlimited, PARLOUR_BLACK, T0);
  g_assert_cmpint (parlour_clock_get_remaining (unlimited, PARLOUR_BLACK, T0 + S (1e6)), ==,
                   G_MAXINT64);
  g_assert_false (parlour_clock_is_flagged (unlimited, PARLOUR_BLACK, T0 + S (1e6)));
  parlour_clock_press (unlimited, T0 + S (1e6));
  assert_remaining (unlimited, PARLOUR_WHITE, T0 + S (1e6 + 10), 50);
}

static void
test_flag (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("10+5", "10+5");
  g_autoptr(ParlourClock) delay = new_clock ("5d3", "5d3");
  int flags[2] = { 0, 0 };

  g_signal_connect (clock, "flag-fell", G_CALLBACK (flag_fell_cb), flags);
  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  g_assert_false (parlour_clock_is_flagged (clock, PARLOUR_WHITE, T0 + S (10) - 1));
  g_assert_false (parlour_clock_tick (clock, T0 + S (10) - 1));
  g_assert_true (parlour_clock_is_flagged (clock, PARLOUR_WHITE, T0 + S (10)));
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_WHITE, T0 + S (20)), ==, 0);
  g_assert_cmpint (flags[PARLOUR_WHITE], ==, 0);

  /* a press after the flag fell: no increment saves it, the clock stops */
  parlour_clock_press (clock, T0 + S (11));
  g_assert_cmpint (flags[PARLOUR_WHITE], ==, 1);
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpint (parlour_clock_get_active (clock), ==, PARLOUR_WHITE);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_WHITE, T0 + S (30)), ==, 0);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (30), 10);
  /* once */
  g_assert_true (parlour_clock_tick (clock, T0 + S (40)));
  parlour_clock_resume (clock, T0 + S (40));
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpint (flags[PARLOUR_WHITE], ==, 1);
  g_assert_cmpint (flags[PARLOUR_BLACK], ==, 0);

  /* with a delay the flag falls after base + delay */
  parlour_clock_start (delay, PARLOUR_WHITE, T0);
  g_assert_false (parlour_clock_is_flagged (delay, PARLOUR_WHITE, T0 + S (7.9)));
  g_assert_true (parlour_clock_is_flagged (delay, PARLOUR_WHITE, T0 + S (8)));
  g_assert_true (parlour_clock_tick (delay, T0 + S (8)));
  g_assert_false (parlour_clock_is_running (delay));
}

static void
test_pause_resume (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60", "60");
  g_autoptr(ParlourClock) delay = new_clock ("60d5", "60d5");
  guint running_notes = 0;

  g_signal_connect (clock, "notify::running", G_CALLBACK (count_cb), &running_notes);
  /* nothing to pause or resume before the start */
  parlour_clock_resume (clock, T0);
  g_assert_false (parlour_clock_is_running (clock));
  parlour_clock_start (clock, PARLOUR_WHITE, T0);
  g_assert_cmpuint (running_notes, ==, 1);

  parlour_clock_pause (clock, T0 + S (10));
  g_assert_false (parlour_clock_is_running (clock));
  g_assert_cmpuint (running_notes, ==, 2);
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (100), 50);
  parlour_clock_pause (clock, T0 + S (100));
  g_assert_cmpuint (running_notes, ==, 2);

  parlour_clock_resume (clock, T0 + S (100));
  g_assert_true (parlour_clock_is_running (clock));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (105), 45);
  parlour_clock_press (clock, T0 + S (105));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (200), 45);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (110), 55);

  /* a pause does not renew the delay: 3 s + 3 s is one second past it */
  parlour_clock_start (delay, PARLOUR_WHITE, T0);
  parlour_clock_pause (delay, T0 + S (3));
  parlour_clock_resume (delay, T0 + S (50));
  assert_remaining (delay, PARLOUR_WHITE, T0 + S (53), 59);
}

static void
test_set_remaining (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60+2", "60+2");

  /* restoring a game: times first, then the side to move starts */
  parlour_clock_set_remaining (clock, PARLOUR_WHITE, S (12.5));
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, S (30));
  parlour_clock_start (clock, PARLOUR_BLACK, T0);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (10), 20);
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (10), 12.5);

  /* taking a move back: pause, restore, start the other side */
  parlour_clock_pause (clock, T0 + S (10));
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, S (40));
  parlour_clock_start (clock, PARLOUR_WHITE, T0 + S (10));
  assert_remaining (clock, PARLOUR_WHITE, T0 + S (12), 10.5);
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (12), 40);
}

static void
check_parse (const char       *text,
             ParlourClockMode  mode,
             double            base,
             double            increment,
             const char       *written)
{
  ParlourTimeControl tc;
  g_autoptr(GError) error = NULL;
  g_autofree char *s = NULL;

  g_assert_true (parlour_time_control_parse (text, &tc, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tc.mode, ==, mode);
  g_assert_cmpint (tc.base_us, ==, S (base));
  g_assert_cmpint (tc.increment_us, ==, S (increment));
  s = parlour_time_control_to_string (&tc);
  g_assert_cmpstr (s, ==, written);
}

static void
check_bad (const char *text,
           int         code,
           const char *message)
{
  ParlourTimeControl tc = { PARLOUR_CLOCK_DELAY, 1, 1 };
  g_autoptr(GError) error = NULL;

  g_assert_false (parlour_time_control_parse (text, &tc, &error));
  g_assert_error (error, PARLOUR_TIME_CONTROL_ERROR, code);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
  /* @out is left alone */
  g_assert_cmpint (tc.mode, ==, PARLOUR_CLOCK_DELAY);
  g_assert_cmpint (tc.base_us, ==, 1);
}

static void
test_parse (void)
{
  check_parse ("300+2", PARLOUR_CLOCK_FISCHER, 300, 2, "300+2");
  check_parse ("180", PARLOUR_CLOCK_FISCHER, 180, 0, "180");
  check_parse ("180+0", PARLOUR_CLOCK_FISCHER, 180, 0, "180");
  check_parse ("300d2", PARLOUR_CLOCK_DELAY, 300, 2, "300d2");
  check_parse ("300b2", PARLOUR_CLOCK_BRONSTEIN, 300, 2, "300b2");
  check_parse (" 60+1 ", PARLOUR_CLOCK_FISCHER, 60, 1, "60+1");
  check_parse ("90.5+0.25", PARLOUR_CLOCK_FISCHER, 90.5, 0.25, "90.5+0.25");
  check_parse ("-", PARLOUR_CLOCK_UNLIMITED, 0, 0, "-");

  check_bad ("3x2", PARLOUR_TIME_CONTROL_ERROR_SYNTAX,
             "“3x2”: expected SECONDS, SECONDS+INCREMENT, SECONDSdDELAY or SECONDSbBONUS");
  check_bad ("", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("+2", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("300+", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("300+2+1", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("-300", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("5:00", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("40/9000:300", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("1.", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("1.0000001", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("99999999999", PARLOUR_TIME_CONTROL_ERROR_SYNTAX, NULL);
  check_bad ("0+2", PARLOUR_TIME_CONTROL_ERROR_RANGE,
             "“0+2”: the base time must be more than 0 and at most 360000 seconds");
  check_bad ("360001", PARLOUR_TIME_CONTROL_ERROR_RANGE, NULL);
  check_bad ("300d3601", PARLOUR_TIME_CONTROL_ERROR_RANGE,
             "“300d3601”: the delay must be at most 3600 seconds");
}

/* A side at zero (a save that says so) does not keep the other side's time
 * from pausing: pause stops the running side whatever the other's flag. */
static void
test_pause_other_flagged (void)
{
  g_autoptr(ParlourClock) clock = new_clock ("60+0", "60+0");

  parlour_clock_set_remaining (clock, PARLOUR_WHITE, 0);
  parlour_clock_start (clock, PARLOUR_BLACK, T0);
  g_assert_true (parlour_clock_is_running (clock));
  parlour_clock_pause (clock, T0 + S (5));
  g_assert_false (parlour_clock_is_running (clock));
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (100), 55);
  /* and its time can be set again while it stands */
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, S (30));
  assert_remaining (clock, PARLOUR_BLACK, T0 + S (100), 30);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/clock/fischer", test_fischer);
  g_test_add_func ("/engine/clock/delay", test_delay);
  g_test_add_func ("/engine/clock/bronstein", test_bronstein);
  g_test_add_func ("/engine/clock/time-odds", test_time_odds);
  g_test_add_func ("/engine/clock/flag", test_flag);
  g_test_add_func ("/engine/clock/pause-resume", test_pause_resume);
  g_test_add_func ("/engine/clock/set-remaining", test_set_remaining);
  g_test_add_func ("/engine/clock/parse", test_parse);

  g_test_add_func ("/engine/clock/pause-other-flagged", test_pause_other_flagged);

  return g_test_run ();
}
