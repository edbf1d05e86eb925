/* test-side-panel.c — the side panel follows its match's properties rather than being told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-side-panel.h"
#include "ui-test-util.h"

#define S(x) ((gint64) (x) * G_USEC_PER_SEC)

/* The match pauses and resumes (a network peer, the players, a move): the
 * panel's "Clocks paused" and its dimmed clocks follow, with nobody calling
 * the panel. */
static void
test_follows_paused (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = parlour_side_panel_new ();
  GtkRevealer *pause = GTK_REVEALER (ui_test_template_child (panel, PARLOUR_TYPE_SIDE_PANEL,
                                                             "pause_revealer"));
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  ParlourTimeControl tc;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourMatch) other = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
  ParlourPosition pos;
  gint64 now = g_get_monotonic_time ();

  g_assert_true (parlour_time_control_parse ("5+0", &tc, NULL));
  clock = parlour_clock_new (&tc, &tc);
  match = parlour_match_new_for_game (game, clock);
  gtk_window_set_child (GTK_WINDOW (window), panel);
  parlour_side_panel_set_match (PARLOUR_SIDE_PANEL (panel), match);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_iterate ();
  g_assert_false (gtk_revealer_get_reveal_child (pause));

  pos = *parlour_game_get_position (game);
  action.move = parlour_move_from_long (&pos, "e2e4", NULL);
  g_assert_true (parlour_match_submit (match, parlour_match_get_seat_to_act (match, 0), &action,
                                       now, NULL));
  parlour_match_set_paused (match, TRUE, now + S (1));
  g_assert_true (gtk_revealer_get_reveal_child (pause));
  parlour_match_set_paused (match, FALSE, now + S (2));
  g_assert_false (gtk_revealer_get_reveal_child (pause));

  /* another match: the panel follows that one only */
  parlour_match_set_paused (match, TRUE, now + S (3));
  g_assert_true (gtk_revealer_get_reveal_child (pause));
  other = parlour_match_new_for_game (game, NULL);
  parlour_side_panel_set_match (PARLOUR_SIDE_PANEL (panel), other);
  g_assert_false (gtk_revealer_get_reveal_child (pause));
  parlour_match_set_paused (match, FALSE, now + S (4));
  parlour_match_set_paused (match, TRUE, now + S (5));
  g_assert_false (gtk_revealer_get_reveal_child (pause));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/side-panel/follows-paused", test_follows_paused);
  return g_test_run ();
}
