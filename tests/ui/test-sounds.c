/* test-sounds.c — which sound a window plays for what happens in its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests hear nothing: they set PARLOUR_NO_AUDIO, with which the window's
 * ParlourSoundPlayer records the events it would play without making audio
 * (data/sounds/README.md, docs/ui.md, "Sounds").
 */
#include "config.h"

#include "parlour-simul-match.h"
#include "parlour-sound-player.h"
#include "ui-test-util.h"

static ParlourSoundPlayer *
player_of (ParlourWindow *window)
{
  return _parlour_window_get_sound_player (window);
}

/* the events played since the last clear, as "move capture …" */
static char *
played (ParlourWindow *window)
{
  const GPtrArray *events = parlour_sound_player_get_played (player_of (window));
  g_autoptr(GString) text = g_string_new (NULL);

  ui_test_iterate ();
  for (guint i = 0; i < events->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (const char *) events->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
assert_played (ParlourWindow *window,
               const char    *expected)
{
  g_autofree char *text = played (window);

  g_assert_cmpstr (text, ==, expected);
}

static ParlourWindow *
window_with (ParlourGame  *game,
             ParlourClock *clock)
{
  ParlourWindow *window = ui_test_window_new ();

  ui_test_set_game (window, game, clock);
  ui_test_iterate ();
  /* a new game is quiet */
  assert_played (window, "");
  return window;
}

/* A move, a capture and a check played by clicks each sound as such. */
static void
test_moves (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  ParlourWindow *window = window_with (game, NULL);

  ui_test_click_move (window, "e2", "e4");
  assert_played (window, "move");
  ui_test_click_move (window, "d7", "d5");
  ui_test_click_move (window, "e4", "d5");
  ui_test_click_move (window, "g8", "f6");
  ui_test_click_move (window, "f1", "b5");
  assert_played (window, "move move capture move check");

  /* an undo is quiet; the redo plays the move again */
  parlour_sound_player_clear_played (player_of (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  assert_played (window, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  assert_played (window, "check");
  ui_test_window_destroy (window);
}

/* The mating move plays the game's end, not its check. */
static void
test_mate (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  ParlourWindow *window = window_with (game, NULL);

  ui_test_click_move (window, "f2", "f3");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g2", "g4");
  ui_test_click_move (window, "d8", "h4");
  g_assert_true (parlour_game_is_over (ui_test_game (window, 0)));
  assert_played (window, "move move move end");
  ui_test_window_destroy (window);
}

/* With the preference off nothing plays, nor is recorded. */
static void
test_off (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  ParlourWindow *window = window_with (game, NULL);

  g_settings_set_boolean (settings, "sounds", FALSE);
  ui_test_click_move (window, "f2", "f3");
  ui_test_click_move (window, "e7", "e5");
  ui_test_click_move (window, "g2", "g4");
  ui_test_click_move (window, "d8", "h4");
  parlour_sound_player_play (player_of (window), PARLOUR_SOUND_LOW_TIME);
  assert_played (window, "");
  g_settings_reset (settings, "sounds");
  ui_test_window_destroy (window);
}

/* A drop from the reserve plays "drop" unless it gives check. */
static void
test_drop (void)
{
  g_autoptr(ParlourGame) game =
    parlour_game_new (parlour_variant_lookup ("crazyhouse"),
                      "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", 0, NULL);
  g_autoptr(ParlourGame) shown = NULL;
  ParlourWindow *window;
  guint n;

  g_assert_nonnull (game);
  g_assert_true (parlour_game_play_text (game, "N@e5", NULL));
  g_assert_true (parlour_game_play_text (game, "N@d3", NULL));
  n = parlour_game_get_n_moves (game);
  g_assert_cmpstr (parlour_sound_for_move (parlour_game_get_position_at (game, n - 2),
                                           parlour_game_get_move (game, n - 2),
                                           parlour_game_get_position_at (game, n - 1)), ==,
                   PARLOUR_SOUND_DROP);
  g_assert_cmpstr (parlour_sound_for_move (parlour_game_get_position_at (game, n - 1),
                                           parlour_game_get_move (game, n - 1),
                                           parlour_game_get_position (game)), ==,
                   PARLOUR_SOUND_CHECK);

  /* and in a window */
  shown = parlour_game_new (parlour_variant_lookup ("crazyhouse"),
                            "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", 0,
                            NULL);
  window = window_with (shown, NULL);
  ui_test_play_move (window, 0, parlour_game_get_move (game, 0));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  assert_played (window, "drop");
  ui_test_window_destroy (window);
}

/* Bughouse: a capture on board A sends the piece to the partner on board B;
 * its arrival plays over the capture. */
static void
test_arrival (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  ParlourWindow *window = ui_test_window_new ();

  double x, y;

  parlour_window_set_match (window, match);
  /* the boards, laid out again for two, need their size before they take clicks */
  for (guint i = 0; i < 200 && !(parlour_board_view_square_center (
         ui_test_board_view (window, 0), 0, &x, &y) &&
         parlour_board_view_square_center (ui_test_board_view (window, 1), 0,
                                           &x, &y)); i++)
    ui_test_iterate_for (50);
  assert_played (window, "");
  ui_test_click_square_on (window, 0, "e2");
  ui_test_click_square_on (window, 0, "e4");
  ui_test_click_square_on (window, 0, "d7");
  ui_test_click_square_on (window, 0, "d5");
  ui_test_click_square_on (window, 0, "e4");
  ui_test_click_square_on (window, 0, "d5");
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 3);
  assert_played (window, "move move arrival");
  ui_test_window_destroy (window);
}

/* A clock that passes ten seconds left plays "low-time", once. */
static void
test_low_time (void)
{
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 300 * G_USEC_PER_SEC, 0 };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  ParlourWindow *window = window_with (game, clock);
  const GPtrArray *events = parlour_sound_player_get_played (player_of (window));

  ui_test_click_move (window, "e2", "e4");
  assert_played (window, "move");
  parlour_sound_player_clear_played (player_of (window));
  /* Black's clock, running, is set just above the mark: the timer finds it
   * passing it (the bound is a guard against waiting for ever, not a measure) */
  parlour_clock_pause (clock, g_get_monotonic_time ());
  parlour_clock_set_remaining (clock, PARLOUR_BLACK, PARLOUR_SOUND_LOW_TIME_US + 300000);
  parlour_clock_resume (clock, g_get_monotonic_time ());
  for (guint i = 0; i < 200 && events->len == 0; i++)
    ui_test_iterate_for (50);
  assert_played (window, "low-time");
  /* the clock keeps running below the mark: no more */
  ui_test_iterate_for (400);
  assert_played (window, "low-time");
  ui_test_window_destroy (window);
}

/* SimulChess: the moves shown together play the reveal; the countdown's last
 * seconds tick. */
static void
test_simul (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("simulchess"), NULL, 0,
                                                  NULL);
  ParlourWindow *window = window_with (game, NULL);
  ParlourMatch *match = ui_test_match (window);
  const GPtrArray *events = parlour_sound_player_get_played (player_of (window));

  ui_test_click_move (window, "e2", "e4");
  /* the curtain, lifted by Black's first click */
  ui_test_click_square (window, "e4");
  ui_test_click_move (window, "e7", "e5");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  assert_played (window, "reveal");

  parlour_sound_player_clear_played (player_of (window));
  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 2 * G_USEC_PER_SEC);
  parlour_window_set_match (window, match);
  for (guint i = 0; i < 200 && events->len == 0; i++)
    ui_test_iterate_for (50);
  assert_played (window, "countdown");
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/sounds/moves", test_moves);
  g_test_add_func ("/ui/sounds/mate", test_mate);
  g_test_add_func ("/ui/sounds/off", test_off);
  g_test_add_func ("/ui/sounds/drop", test_drop);
  g_test_add_func ("/ui/sounds/arrival", test_arrival);
  g_test_add_func ("/ui/sounds/low-time", test_low_time);
  g_test_add_func ("/ui/sounds/simul", test_simul);

  return g_test_run ();
}
