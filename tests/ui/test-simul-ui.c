/* test-simul-ui.c — SimulChess in a real window: turns by clicks, the notices, a
 * countdown pass, undo of a whole turn, the result sentences and the rules page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"
#include "parlour-rules-window-private.h"
#include "parlour-simul-match.h"
#include "parlour-simul-ui.h"
#include "parlour-variant-ui.h"
#include "ui-test-util.h"

static const ParlourVariant *
simul (void)
{
  return parlour_variant_lookup ("simulchess");
}

/* With PARLOUR_TEST_SCREENSHOTS=DIR, the window as it is now into DIR/NAME.png
 * (the screenshots in docs/screenshots; tests/README.md). */
static void
shoot (ParlourWindow *window,
       const char    *name)
{
  g_autofree char *file = g_strconcat (name, ".png", NULL);

  ui_test_screenshot (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"), file);
}

/* "light" or "dark", for the screenshots' names */
static const char *
scheme (void)
{
  const char *value = g_getenv ("ADW_DEBUG_COLOR_SCHEME");

  return value != NULL && strstr (value, "dark") != NULL ? "dark" : "light";
}

static const char *
notice (ParlourWindow *window)
{
  return parlour_side_panel_get_notice (ui_test_side_panel (window));
}

/* White chooses by clicks (the board shows nothing of it), then Black; the
 * notice says what the turn did. */
static void
test_turns (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (simul (), NULL, 0, NULL);
  const char *suffix = scheme ();
  g_autofree char *choosing = g_strdup_printf ("simul-choosing-%s", suffix);
  g_autofree char *curtain = g_strdup_printf ("simul-curtain-%s", suffix);
  g_autofree char *reveal = g_strdup_printf ("simul-reveal-%s", suffix);
  ParlourMatch *match;
  ParlourGame *game;
  const ParlourPosition *pos;
  gint64 now;

  ui_test_set_game (window, fresh, NULL);
  ui_test_iterate ();
  match = ui_test_match (window);
  game = ui_test_game (window, 0);
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));

  ui_test_click_square (window, "b1");
  shoot (window, choosing);
  ui_test_click_square (window, "c3");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  shoot (window, curtain);
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 0));
  g_assert_cmpstr (notice (window), ==, "White has chosen");
  /* the curtain covers the board until Black's first click lifts it */
  g_assert_nonnull (strstr (parlour_board_view_get_curtain (ui_test_board_view (window, 0)),
                            "Black to choose — White, look away"));
  /* the game, which the board shows, still has the knight on b1 */
  pos = parlour_game_get_position (game);
  g_assert_cmpuint (PARLOUR_PIECE_KIND (pos->board[1]), !=, 0);
  ui_test_click_square (window, "e4");
  g_assert_null (parlour_board_view_get_curtain (ui_test_board_view (window, 0)));
  /* now the board takes Black's moves */
  ui_test_click_move (window, "g8", "f6");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpstr (notice (window), ==, "Both moves were made");

  /* a collision: both knights to d5 (the tests turn animations off; this one is seen) */
  g_object_set (ui_test_board_view (window, 0), "animations", TRUE, NULL);
  ui_test_click_move (window, "c3", "d5");
  ui_test_click_square (window, "a4");
  ui_test_click_move (window, "f6", "d5");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);
  g_assert_cmpstr (notice (window), ==, "Both knights landed on d5 and are removed");
  /* the reveal: both knights travel to d5 and crash there (played again here,
   * since the main loop the clicks ran may have ended it) */
  {
    ParlourBoardView *view = ui_test_board_view (window, 0);
    guint crashes = 0;

    _parlour_window_reveal (window, 0, 2);
    g_assert_true (view->reveal);
    for (guint i = 0; i < view->sprites->len; i++)
      if (g_array_index (view->sprites, ParlourBoardSprite, i).motion ==
          PARLOUR_BOARD_MOTION_CRASH)
        crashes++;
    g_assert_cmpuint (crashes, ==, 2);
    g_assert_cmpuint (view->sprites->len, ==, 2);
    /* in the middle of it, for the screenshot: the knights on their way */
    if (g_getenv ("PARLOUR_TEST_SCREENSHOTS") != NULL)
      {
        g_autofree char *meeting = g_strdup_printf ("simul-reveal-moving-%s", suffix);

        adw_animation_pause (view->animation);
        view->reveal_time = 0.7;
        view->progress = 1.0;
        gtk_widget_queue_draw (GTK_WIDGET (view));
        shoot (window, meeting);
        adw_animation_resume (view->animation);
      }
  }
  shoot (window, reveal);
  pos = parlour_game_get_position (game);
  g_assert_cmpuint (pos->board[3 + 4 * 8], ==, PARLOUR_PIECE_EMPTY);

  /* the countdown ends while Black has not chosen: Black passes (Black's
   * countdown starts when Black lifts the curtain) */
  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 10 * G_USEC_PER_SEC);
  ui_test_click_move (window, "e2", "e4");
  ui_test_click_square (window, "a4");
  now = g_get_monotonic_time ();
  g_assert_true (parlour_match_tick (match, now + 11 * G_USEC_PER_SEC));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 6);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 5)), ==, PARLOUR_MOVE_PASS);

  /* undo takes back the whole turn */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);

  /* the end: both kings step next to each other */
  {
    g_autoptr(ParlourGame) end = parlour_game_new (simul (), "8/7p/4k3/8/8/4K3/7P/8 w - - 0 1", 0,
                                                   NULL);
    g_autofree char *name = g_strdup_printf ("simul-end-%s", suffix);

    ui_test_set_game (window, end, NULL);
    ui_test_iterate ();
    ui_test_click_move (window, "e3", "e4");
    ui_test_click_square (window, "a1");
    ui_test_click_move (window, "e6", "e5");
    g_assert_true (parlour_match_is_over (ui_test_match (window)));
    g_assert_cmpint (parlour_game_get_result (ui_test_game (window, 0)), ==,
                     PARLOUR_RESULT_DRAW);
    shoot (window, name);
  }
  ui_test_window_destroy (window);
}

static const char *
countdown (ParlourWindow *window)
{
  return parlour_side_panel_get_countdown (ui_test_side_panel (window));
}

/* Runs the main loop until @done says so; the window's timer ticks meanwhile.
 * The bound is no measure of speed, only a guard against waiting for ever. */
static void
wait_for (gboolean (*done) (ParlourWindow *window),
          ParlourWindow *window)
{
  for (guint i = 0; i < 600 && !done (window); i++)
    ui_test_iterate_for (50);
  g_assert_true (done (window));
}

static gboolean
beeped (ParlourWindow *window)
{
  return _parlour_window_get_n_countdown_beeps (window) > 0;
}

static gboolean
turn_passed (ParlourWindow *window)
{
  return parlour_game_get_n_moves (ui_test_game (window, 0)) == 2;
}

/* The countdown under the move list: who is to choose, the seconds, the pool;
 * red with a beep in its last seconds; Black's after White has chosen. */
static void
test_countdown (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), NULL, 0, NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  GtkWidget *label;

  ui_test_screenshot_setup (GTK_WINDOW (window));
  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 30 * G_USEC_PER_SEC);
  parlour_simul_match_set_pool (PARLOUR_SIMUL_MATCH (match), 10 * 60 * G_USEC_PER_SEC);
  parlour_window_set_match (window, match);
  ui_test_iterate_for (200);
  g_assert_nonnull (countdown (window));
  g_assert_true (g_str_has_prefix (countdown (window), "White to choose: "));
  g_assert_nonnull (strstr (countdown (window), " s\nTime pool: "));
  label = GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (ui_test_side_panel (window)), PARLOUR_TYPE_SIDE_PANEL,
    "countdown_label"));
  g_assert_false (gtk_widget_has_css_class (label, "error"));
  g_assert_cmpuint (_parlour_window_get_n_countdown_beeps (window), ==, 0);

  ui_test_click_move (window, "e2", "e4");
  g_assert_true (g_str_has_prefix (countdown (window), "Black to choose: "));
  {
    g_autofree char *name = g_strdup_printf ("simul-countdown-%s", scheme ());

    shoot (window, name);
  }

  /* a short countdown, which starts when Black lifts the curtain: its last
   * seconds beep, then Black passes */
  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 2 * G_USEC_PER_SEC);
  ui_test_click_square (window, "a4");
  wait_for (beeped, window);
  g_assert_true (gtk_widget_has_css_class (label, "error"));
  wait_for (turn_passed, window);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 1)), ==, PARLOUR_MOVE_PASS);

  /* no countdown, no pool: no line */
  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 0);
  parlour_simul_match_set_pool (PARLOUR_SIMUL_MATCH (match), 0);
  parlour_window_set_match (window, match);
  ui_test_iterate ();
  g_assert_null (countdown (window));
  ui_test_window_destroy (window);
}

/* the seconds of the countdown line ("Black to choose: 30 s") */
static int
countdown_seconds (ParlourWindow *window,
                   const char    *prefix)
{
  const char *line = countdown (window);

  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, prefix));
  return atoi (line + strlen (prefix));
}

/* Two people at one computer take turns: White's time does not come off
 * Black's (with 60 s Black got 46 s). White takes 14 s of a 30 s countdown
 * (the match is told it started 14 s ago, no waiting); behind the curtain
 * Black still has all 30 s, which start only when Black lifts it. */
static void
test_taking_turns (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), NULL, 0, NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  ParlourSimulMatch *simul_match = PARLOUR_SIMUL_MATCH (match);
  gint64 s = G_USEC_PER_SEC, before, after;

  parlour_simul_match_set_countdown (simul_match, 30 * s);
  parlour_simul_match_start (simul_match, g_get_monotonic_time () - 14 * s);
  parlour_window_set_match (window, match);
  ui_test_iterate ();
  g_assert_cmpint (countdown_seconds (window, "White to choose: "), <=, 16);

  ui_test_click_move (window, "e2", "e4");
  g_assert_nonnull (parlour_board_view_get_curtain (ui_test_board_view (window, 0)));
  g_assert_cmpint (countdown_seconds (window, "Black to choose: "), ==, 30);
  /* however long Black takes to come to the board */
  g_assert_false (parlour_match_tick (match, g_get_monotonic_time () + 100 * s));
  g_assert_false (parlour_simul_match_has_chosen (simul_match, 1));
  g_assert_cmpint (countdown_seconds (window, "Black to choose: "), ==, 30);

  before = g_get_monotonic_time ();
  ui_test_click_square (window, "a4");
  after = g_get_monotonic_time ();
  g_assert_null (parlour_board_view_get_curtain (ui_test_board_view (window, 0)));
  g_assert_cmpint (countdown_seconds (window, "Black to choose: "), >=, 29);
  g_assert_false (parlour_match_tick (match, before + 29 * s));
  g_assert_true (parlour_match_tick (match, after + 30 * s));
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 1)), ==, PARLOUR_MOVE_PASS);
  ui_test_window_destroy (window);
}

/* White's countdown ends before White chooses: White passes, and the curtain
 * comes for Black as after a choice. */
static void
test_white_out_of_time (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), NULL, 0, NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  gint64 s = G_USEC_PER_SEC;

  parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 30 * s);
  parlour_simul_match_start (PARLOUR_SIMUL_MATCH (match), g_get_monotonic_time () - 31 * s);
  parlour_window_set_match (window, match);
  /* the window's own timer finds the countdown over */
  for (guint i = 0; i < 100 && !parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 0);
       i++)
    ui_test_iterate_for (50);
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 0));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_nonnull (parlour_board_view_get_curtain (ui_test_board_view (window, 0)));
  g_assert_cmpint (countdown_seconds (window, "Black to choose: "), ==, 30);
  ui_test_window_destroy (window);
}

static gboolean
card_active (ParlourWindow *window,
             ParlourColor   side)
{
  return parlour_clock_view_get_active (
    parlour_side_panel_get_clock_view (ui_test_side_panel (window), side));
}

/* The board view drawn by GSK's cairo renderer: the pixel near the top left
 * corner of @square (where no piece is drawn). */
static guint32
square_pixel (ParlourWindow *window,
              const char    *square)
{
  ParlourBoardView *view = ui_test_board_view (window, 0);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint8 *pixels = NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (view));
  int height = gtk_widget_get_height (GTK_WIDGET (view));
  graphene_rect_t rect;

  /* the view's own drawing, as its next frame would show it */
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  pixels = g_malloc ((gsize) width * 4 * height);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  parlour_board_view_square_rect (view, parlour_square_from_name (simul (), square), &rect);
  return *(guint32 *) (pixels + ((int) rect.origin.y + 4) * (gsize) width * 4 +
                       ((int) rect.origin.x + 4) * 4);
}

/* While Black chooses, Black's card is lit; after the turn both moves are
 * marked on the board; choosing the turn in the move list reveals it again. */
static void
test_turn_marks (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (simul (), NULL, 0, NULL);
  ParlourBoardView *view = ui_test_board_view (window, 0);
  ParlourMoveListView *list = parlour_side_panel_get_move_list (
    ui_test_side_panel (window));
  g_autofree char *marks = g_strdup_printf ("simul-marks-%s", scheme ());

  ui_test_screenshot_setup (GTK_WINDOW (window));
  ui_test_set_game (window, fresh, NULL);
  ui_test_iterate ();
  g_assert_true (card_active (window, PARLOUR_WHITE));
  g_assert_false (card_active (window, PARLOUR_BLACK));
  ui_test_click_move (window, "d2", "d4");
  g_assert_false (card_active (window, PARLOUR_WHITE));
  g_assert_true (card_active (window, PARLOUR_BLACK));
  ui_test_click_square (window, "a4");
  g_assert_true (card_active (window, PARLOUR_BLACK));
  ui_test_click_move (window, "e7", "e5");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  g_assert_true (card_active (window, PARLOUR_WHITE));
  g_assert_false (card_active (window, PARLOUR_BLACK));

  /* both moves' squares in the last move's colour; squares of the same
   * shade that no move touched are not */
  g_assert_cmphex (square_pixel (window, "d2"), !=, square_pixel (window, "b2"));
  g_assert_cmphex (square_pixel (window, "d4"), !=, square_pixel (window, "b4"));
  g_assert_cmphex (square_pixel (window, "e7"), !=, square_pixel (window, "c7"));
  g_assert_cmphex (square_pixel (window, "e5"), !=, square_pixel (window, "c5"));
  g_assert_cmphex (square_pixel (window, "d2"), ==, square_pixel (window, "e7"));
  shoot (window, marks);

  /* a second turn; then the first is chosen in the move list: its reveal
   * plays again (the tests turn animations off; this one is seen) */
  ui_test_click_move (window, "g1", "f3");
  ui_test_click_square (window, "a4");
  ui_test_click_move (window, "b8", "c6");
  g_object_set (view, "animations", TRUE, NULL);
  parlour_move_list_view_activate (list, 1);
  ui_test_iterate ();
  g_assert_cmpuint (parlour_board_view_get_view_ply (view), ==, 2);
  g_assert_true (view->reveal);
  g_assert_cmpuint (view->sprites->len, ==, 2);
  g_assert_cmphex (square_pixel (window, "d2"), !=, square_pixel (window, "b2"));
  /* White's half of a turn shows no reveal */
  parlour_move_list_view_activate (list, 2);
  ui_test_iterate ();
  g_assert_false (view->reveal);
  ui_test_window_destroy (window);
}

static gboolean
board_key (ParlourWindow *window,
           guint          keyval)
{
  ParlourBoardView *view = ui_test_board_view (window, 0);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0,
                               &handled);
    }
  ui_test_iterate ();
  return handled;
}

/* White chooses Nf3 with the keyboard; the curtain comes down with no focus
 * square left on f3, and Black's first key lifts it and does nothing else. */
static void
test_keyboard (void)
{
  static const guint to_f3[] = {
    GDK_KEY_Up, GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Right,
    GDK_KEY_Right, GDK_KEY_Return, GDK_KEY_Left, GDK_KEY_Up, GDK_KEY_Up, GDK_KEY_space,
  };
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (simul (), NULL, 0, NULL);
  ParlourBoardView *view = ui_test_board_view (window, 0);
  ParlourMatch *match;

  ui_test_set_game (window, fresh, NULL);
  ui_test_iterate ();
  match = ui_test_match (window);
  gtk_widget_grab_focus (GTK_WIDGET (view));
  for (guint i = 0; i < G_N_ELEMENTS (to_f3); i++)
    g_assert_true (board_key (window, to_f3[i]));
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 0));
  g_assert_cmpuint (PARLOUR_MOVE_FROM (parlour_simul_match_get_chosen (PARLOUR_SIMUL_MATCH (match),
                                                                    0)), ==, 6);
  g_assert_cmpuint (PARLOUR_MOVE_TO (parlour_simul_match_get_chosen (PARLOUR_SIMUL_MATCH (match),
                                                                  0)), ==, 21);
  g_assert_nonnull (parlour_board_view_get_curtain (view));
  g_assert_false (view->focus_visible);
  g_assert_cmpuint (view->focus_square, ==, 0);

  /* Escape is no board key while the curtain is down; an arrow lifts it */
  g_assert_false (board_key (window, GDK_KEY_Escape));
  g_assert_true (board_key (window, GDK_KEY_Right));
  g_assert_null (parlour_board_view_get_curtain (view));
  g_assert_false (view->focus_visible);
  /* then the keys work as on any board: Black plays e5 */
  g_assert_true (board_key (window, GDK_KEY_Up));
  g_assert_true (view->focus_visible);
  ui_test_click_move (window, "e7", "e5");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  ui_test_window_destroy (window);
}

static char *
explain (const char *fen,
         const char *white,
         const char *black)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (simul (), fen, NULL);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  ParlourPosition after;

  g_assert_nonnull (pos);
  g_assert_true (parlour_simul_resolve (pos,
                                        parlour_simul_move_from_text (pos, PARLOUR_WHITE, white,
                                                                      NULL),
                                        parlour_simul_move_from_text (pos, PARLOUR_BLACK, black,
                                                                      NULL),
                                        &after, events, NULL));
  return parlour_simul_ui_explain (simul (), events);
}

/* The motions of a turn: a collision's two pieces crash where they meet,
 * cancelled pawns bounce, a capture slides over a piece that fades. */
static void
test_reveal (void)
{
  static const struct {
    const char *fen, *white, *black;
    ParlourBoardMotionKind kinds[3];
    float reach[2];
  } turns[] = {
    { "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5", "e5d4",
      { PARLOUR_BOARD_MOTION_CRASH, PARLOUR_BOARD_MOTION_CRASH }, { 0.5, 0.5 } },
    { "4k3/r6p/8/8/8/8/7P/R3K3 w - - 3 10", "a1a6", "a7a2",
      { PARLOUR_BOARD_MOTION_CRASH, PARLOUR_BOARD_MOTION_CRASH }, { 0.6f, 0.6f } },
    { "4k3/8/8/4p3/8/8/4P3/4K3 w - - 5 9", "e2e4", "e5e4",
      { PARLOUR_BOARD_MOTION_BOUNCE, PARLOUR_BOARD_MOTION_BOUNCE }, { 0.5, 0.5 } },
    { "4k3/8/8/8/8/2n5/8/2N1K3 w - - 0 1", "c1d3", "c3d1",
      { PARLOUR_BOARD_MOTION_SLIDE, PARLOUR_BOARD_MOTION_SLIDE }, { 1, 1 } },
    { "r6k/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "b5c6", "h8g8",
      { PARLOUR_BOARD_MOTION_SLIDE, PARLOUR_BOARD_MOTION_SLIDE, PARLOUR_BOARD_MOTION_VANISH },
      { 1, 1 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (simul (), turns[i].fen, NULL);
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
      g_autoptr(GArray) motions = g_array_new (FALSE, FALSE, sizeof (ParlourBoardMotion));
      guint n = turns[i].kinds[2] != 0 ? 3 : 2;
      ParlourPosition after;

      g_assert_true (parlour_simul_resolve (
        pos, parlour_simul_move_from_text (pos, PARLOUR_WHITE, turns[i].white, NULL),
        parlour_simul_move_from_text (pos, PARLOUR_BLACK, turns[i].black, NULL), &after, events,
        NULL));
      g_assert_true (parlour_simul_ui_reveal (simul (), events, motions));
      g_assert_cmpuint (motions->len, ==, n);
      for (guint j = 0; j < n; j++)
        {
          const ParlourBoardMotion *m = &g_array_index (motions, ParlourBoardMotion, j);
          gboolean found = FALSE;

          /* the order of the motions does not matter, only that each is there */
          for (guint k = 0; k < n; k++)
            found = found || turns[i].kinds[k] == m->kind;
          g_assert_true (found);
          if (m->kind == PARLOUR_BOARD_MOTION_CRASH || m->kind == PARLOUR_BOARD_MOTION_BOUNCE)
            g_assert_cmpfloat_with_epsilon (m->reach, turns[i].reach[j], 1e-4);
        }
    }
}

/* one line per turn, the most telling event first */
static void
test_explain (void)
{
  static const struct { const char *fen, *white, *black, *line; } turns[] = {
    { "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5", "e5d4",
      "The white pawn and the black pawn swapped squares and are removed" },
    { "4k3/r6p/8/8/8/8/7P/R3K3 w - - 3 10", "a1a6", "a7a2",
      "The white rook and the black rook met head-on and are removed" },
    { "4k3/8/8/4p3/8/8/4P3/4K3 w - - 5 9", "e2e4", "e5e4",
      "Both pawns advanced to e4 and bounced back" },
    { "r6k/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "b5c6", "h8g8",
      "The white bishop captured the black knight on c6" },
    { "8/7p/4k3/8/8/4K3/7P/8 w - - 0 1", "e3e4", "e6e5", "Both kings are lost or attacked" },
    { "4k3/7p/8/8/8/3p4/7P/4K3 w - - 0 1", "e1d2", "d3d2", "White’s king is lost or attacked" },
    { "4k3/7p/8/8/8/8/7P/4K3 w - - 0 1", "pass", "pass", "Both players passed" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autofree char *line = explain (turns[i].fen, turns[i].white, turns[i].black);

      g_assert_cmpstr (line, ==, turns[i].line);
    }
}

static void
test_result_and_rules (void)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (simul ());
  g_autofree char *draw = NULL, *win = NULL, *time = NULL;
  GtkWidget *rules;

  g_assert_nonnull (ui);
  draw = ui->describe_result (PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_KING_FAILED, NULL, NULL);
  win = ui->describe_result (PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_KING_FAILED, NULL,
                             NULL);
  time = ui->describe_result (PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_TIME, NULL, NULL);
  g_assert_cmpstr (draw, ==, "Draw: both kings were lost or attacked");
  g_assert_cmpstr (win, ==, "Black wins: White’s king was lost or attacked");
  g_assert_cmpstr (time, ==, "Time is up: White wins on material");
  g_assert_null (ui->describe_result (PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_RESIGNATION,
                                      NULL, NULL));
  rules = parlour_rules_window_new (NULL, simul ());
  gtk_window_present (GTK_WINDOW (rules));
  ui_test_iterate ();
  {
    g_autofree char *file = g_strdup_printf ("simul-rules-%s.png", scheme ());

    gtk_window_set_default_size (GTK_WINDOW (rules), 640, 900);
    ui_test_screenshot (rules, g_getenv ("PARLOUR_TEST_SCREENSHOTS"), file);
  }
  /* a diagram before and after each of the four collisions, drawn from the engine */
  g_assert_cmpuint (parlour_rules_window_get_n_diagrams (PARLOUR_RULES_WINDOW (rules)), ==, 8);
  {
    static const struct { const char *id, *square; gboolean empty; } checks[] = {
      { "same-square", "c3", FALSE }, { "same-square-after", "d5", TRUE },
      { "same-square-after", "c3", TRUE }, { "swap-after", "e5", TRUE },
      { "swap-after", "d4", TRUE }, { "head-on-after", "a1", TRUE },
      { "pawns-after", "e2", FALSE }, { "pawns-after", "e5", FALSE },
      { "pawns-after", "e4", TRUE },
    };

    for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
      {
        GtkWidget *board = parlour_rules_window_get_diagram (PARLOUR_RULES_WINDOW (rules),
                                                             checks[i].id);
        int square = parlour_square_from_name (simul (), checks[i].square);

        g_assert_nonnull (board);
        g_assert_cmpint (square, >=, 0);
        g_assert_cmpint (PARLOUR_BOARD_VIEW (board)->shown.board[square] == PARLOUR_PIECE_EMPTY,
                         ==, checks[i].empty);
      }
  }
  gtk_window_destroy (GTK_WINDOW (rules));
  ui_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/simul/turns", test_turns);
  g_test_add_func ("/ui/simul/countdown", test_countdown);
  g_test_add_func ("/ui/simul/taking-turns", test_taking_turns);
  g_test_add_func ("/ui/simul/white-out-of-time", test_white_out_of_time);
  g_test_add_func ("/ui/simul/turn-marks", test_turn_marks);
  g_test_add_func ("/ui/simul/keyboard", test_keyboard);
  g_test_add_func ("/ui/simul/explain", test_explain);
  g_test_add_func ("/ui/simul/reveal", test_reveal);
  g_test_add_func ("/ui/simul/result-and-rules", test_result_and_rules);
  return g_test_run ();
}
