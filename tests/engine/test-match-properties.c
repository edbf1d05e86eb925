/* test-match-properties.c — ParlourMatch's properties are notified exactly when they change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-match.h"
#include "parlour-notation.h"
#include "parlour-variant.h"
#include "test-new-match.h"

#define S(x)  ((gint64) (x) * G_USEC_PER_SEC)
#define T0    G_GINT64_CONSTANT (7000000000)

static const char *const names[] = { "paused", "over", "can-undo", "can-redo", "n-moments" };
#define N_NAMES G_N_ELEMENTS (names)

typedef struct {
  guint notified[N_NAMES];
  guint changed;
  /* the values seen in the notifications, to check they are the new ones */
  gboolean paused, over, can_undo, can_redo;
  guint n_moments;
} Seen;

static void
notify_cb (ParlourMatch *match,
           GParamSpec   *pspec,
           Seen         *seen)
{
  for (guint i = 0; i < N_NAMES; i++)
    if (g_str_equal (pspec->name, names[i]))
      seen->notified[i]++;
  g_object_get (match, "paused", &seen->paused, "over", &seen->over, "can-undo", &seen->can_undo,
                "can-redo", &seen->can_redo, "n-moments", &seen->n_moments, NULL);
}

static void
changed_cb (ParlourMatch *match,
            Seen         *seen)
{
  seen->changed++;
}

static void
watch (ParlourMatch *match,
       Seen         *seen)
{
  g_signal_connect (match, "notify", G_CALLBACK (notify_cb), seen);
  g_signal_connect (match, "changed", G_CALLBACK (changed_cb), seen);
}

/* Checks which properties were notified since the last check (once each at
 * most), then forgets. @expected: a bit per name, in the order of names. */
static void
assert_notified (Seen  *seen,
                 guint  expected)
{
  for (guint i = 0; i < N_NAMES; i++)
    {
      if (seen->notified[i] != ((expected >> i) & 1))
        g_error ("%s notified %u times, expected %u", names[i], seen->notified[i],
                 (expected >> i) & 1);
      seen->notified[i] = 0;
    }
}

#define PAUSED    (1u << 0)
#define OVER      (1u << 1)
#define CAN_UNDO  (1u << 2)
#define CAN_REDO  (1u << 3)
#define N_MOMENTS (1u << 4)

static void
play (ParlourMatch *match,
      const char   *text,
      gint64        now_us)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_match_get_game (match, 0);
  ParlourPosition pos = *parlour_game_get_position (game);
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
  guint seat = parlour_match_get_seat_to_act (match, 0);

  action.move = parlour_move_from_long (&pos, text, &error);
  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (match, seat, &action, now_us, &error));
  g_assert_no_error (error);
}

static void
test_moves_undo_redo (void)
{
  g_autoptr(ParlourMatch) match = test_new_match ("chess", NULL, NULL);
  Seen seen = { { 0, }, };

  watch (match, &seen);
  play (match, "e2e4", T0);
  assert_notified (&seen, CAN_UNDO | N_MOMENTS);
  g_assert_true (seen.can_undo);
  g_assert_cmpuint (seen.n_moments, ==, 1);

  /* a second move changes the number of moments only */
  play (match, "e7e5", T0);
  assert_notified (&seen, N_MOMENTS);
  g_assert_cmpuint (seen.n_moments, ==, 2);

  g_assert_true (parlour_match_undo (match, T0));
  assert_notified (&seen, CAN_REDO | N_MOMENTS);
  g_assert_true (seen.can_redo);
  g_assert_true (parlour_match_undo (match, T0));
  assert_notified (&seen, CAN_UNDO | N_MOMENTS);
  g_assert_false (seen.can_undo);
  g_assert_cmpuint (seen.n_moments, ==, 0);

  g_assert_true (parlour_match_redo (match, T0));
  assert_notified (&seen, CAN_UNDO | N_MOMENTS);
  g_assert_true (parlour_match_redo (match, T0));
  assert_notified (&seen, CAN_REDO | N_MOMENTS);
  g_assert_false (seen.can_redo);

  /* a change that touches none of them (who controls a seat) notifies nothing */
  seen.changed = 0;
  parlour_match_set_controller (match, 0, PARLOUR_CONTROLLER_COMPUTER);
  g_assert_cmpuint (seen.changed, ==, 1);
  assert_notified (&seen, 0);

  parlour_match_resign (match, parlour_match_get_seat_to_act (match, 0));
  assert_notified (&seen, OVER);
  g_assert_true (seen.over);
  g_assert_true (parlour_match_is_over (match));
}

static void
test_pause (void)
{
  g_autoptr(ParlourMatch) match = test_new_match ("chess", NULL, "60+2");
  Seen seen = { { 0, }, };

  play (match, "e2e4", T0);
  watch (match, &seen);
  parlour_match_set_paused (match, TRUE, T0 + S (1));
  assert_notified (&seen, PAUSED);
  g_assert_true (seen.paused);
  /* pausing again is no change */
  parlour_match_set_paused (match, TRUE, T0 + S (2));
  assert_notified (&seen, 0);
  /* holding the clocks is the application's, not the players' pause */
  parlour_match_hold_clocks (match, T0 + S (3));
  parlour_match_release_clocks (match, T0 + S (4));
  assert_notified (&seen, 0);

  /* a move played while paused resumes: one notification of each change */
  play (match, "e7e5", T0 + S (5));
  assert_notified (&seen, PAUSED | N_MOMENTS);
  g_assert_false (seen.paused);
  g_assert_false (parlour_match_get_paused (match));
}

/* A match that comes back from a save starts from its own values: the first
 * notification is a change, not the difference from an empty match. Its
 * clocks come back paused, and the next move resumes them. */
static void
test_restored (void)
{
  g_autoptr(ParlourMatch) match = test_new_match ("chess", NULL, "60+2");
  g_autoptr(ParlourMatch) restored = NULL;
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GError) error = NULL;
  Seen seen = { { 0, }, };
  gboolean can_undo, paused;
  guint n_moments;

  play (match, "e2e4", T0);
  play (match, "e7e5", T0 + S (1));
  saved = g_variant_ref_sink (parlour_match_serialize (match));
  restored = parlour_match_deserialize (saved, T0 + S (2), &error);
  g_assert_no_error (error);
  g_object_get (restored, "can-undo", &can_undo, "n-moments", &n_moments, "paused", &paused,
                NULL);
  g_assert_true (can_undo);
  g_assert_true (paused);
  g_assert_cmpuint (n_moments, ==, 2);

  watch (restored, &seen);
  play (restored, "g1f3", T0 + S (3));
  assert_notified (&seen, PAUSED | N_MOMENTS);
  g_assert_false (seen.paused);
  g_assert_cmpuint (seen.n_moments, ==, 3);
}

/* has_progress per match type: nothing before a move; a move on any board is
 * play that dropping the match would lose (Chess Bingo's finished games are
 * in test-bingo-match.c). */
static void
test_has_progress (void)
{
  static const char *const variants[] = { "chess", "crazyhouse", "bughouse", "panic",
                                          "simulchess", "bungalow" };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      const ParlourVariant *v = parlour_variant_lookup (variants[i]);
      g_autoptr(ParlourGame) game = parlour_game_new (v, NULL, 0, NULL);
      g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
      guint last = parlour_match_get_n_boards (match) - 1;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (game);
      g_assert_false (parlour_match_has_progress (match));
      /* the last board: a second board's move counts as much as the first's */
      g_assert_true (parlour_game_play_text (parlour_match_get_game (match, last),
                                             last == 0 ? "b1c3" : "g1f3", &error));
      g_assert_no_error (error);
      g_assert_true (parlour_match_has_progress (match));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/match/properties/moves-undo-redo", test_moves_undo_redo);
  g_test_add_func ("/engine/match/properties/pause", test_pause);
  g_test_add_func ("/engine/match/properties/restored", test_restored);
  g_test_add_func ("/engine/match/properties/has-progress", test_has_progress);

  return g_test_run ();
}
