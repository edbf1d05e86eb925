/* test-network-ui.c — a real window as a peer of a hosted match (Join…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host (ParlourNetServer) and the other peers (ParlourNetClient) run in the
 * test process, on the window's main loop, over loopback. A joined window
 * plays like a local game: its clocks run between states, its board turns to
 * its seat, and a piece picked up stays in hand when a state arrives.
 * (test-network-homes.c plays between two processes.) No Avahi daemon is
 * reachable here (main() points the system bus nowhere), so nothing a test
 * hosts is published on the real network and the Join dialog has no list;
 * test-network-discovery-ui.c has one.
 */
#include "config.h"

#include <string.h>

#include "net-test-util.h"
#include "parlour-autosave.h"
#include "parlour-host-dialog.h"

static GtkWidget *
host_child (ParlourHostDialog *dialog,
            const char        *name)
{
  return GTK_WIDGET (ui_test_template_child (dialog, PARLOUR_TYPE_HOST_DIALOG, name));
}

/* Host on Network… through its dialog with its first seat kept, on any port;
 * the dialog stays open on its hosting page. */
static ParlourHostDialog *
host_through_dialog (ParlourWindow *window)
{
  ParlourHostDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_null (ui_test_net_server (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "setup");
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_nonnull (ui_test_net_server (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "hosting");
  return dialog;
}

static ParlourBoardInput
board_input (ParlourWindow *window)
{
  return parlour_board_view_get_input (ui_test_board_view (window, 0));
}

static gint64
remaining (ParlourMatch *match,
           ParlourColor  color,
           gint64        now)
{
  return parlour_clock_get_remaining (parlour_match_get_clock (match, 0), color, now);
}

/* In the window's match @running's clock runs, the other stands, and both
 * show what the host's clocks show but for the time on the way over loopback. */
static void
assert_clock_runs (ParlourMatch *shown,
                   ParlourMatch *host,
                   ParlourColor  running)
{
  gint64 now = g_get_monotonic_time ();
  ParlourColor standing = running == PARLOUR_WHITE ? PARLOUR_BLACK : PARLOUR_WHITE;

  g_assert_cmpint (remaining (shown, running, now + G_USEC_PER_SEC), ==,
                   remaining (shown, running, now) - G_USEC_PER_SEC);
  g_assert_cmpint (remaining (shown, standing, now + G_USEC_PER_SEC), ==,
                   remaining (shown, standing, now));
  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    g_assert_cmpint (ABS (remaining (shown, c, now) - remaining (host, c, now)), <,
                     G_USEC_PER_SEC);
}

/* The window's clocks count down between states as the host's do, and each
 * state sets them to the host's time again. */
static void
test_clock (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 300);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourMatch *shown;
  ParlourClockView *black_view;
  g_autofree char *before = NULL;

  host_start (&host, match);
  host_add_peer (&host, 1);
  window = host_add_window (&host);
  black_view = parlour_side_panel_get_clock_view (ui_test_side_panel (window),
                                                  PARLOUR_BLACK);
  before = g_strdup (parlour_clock_view_get_time_text (black_view));
  g_assert_cmpstr (before, ==, "5:00");

  ui_test_click_move (window, "e2", "e4");
  wait_for_window_moves (window, 1);
  shown = ui_test_match (window);
  /* Black's clock runs on the host, and so in the window: neither paused nor
   * standing, with the window's timer going */
  g_assert_false (parlour_match_get_paused (shown));
  g_assert_true (parlour_match_clocks_running (shown));
  g_assert_cmpuint (window->tick_id, !=, 0);
  assert_clock_runs (shown, match, PARLOUR_BLACK);
  /* the label counts down with no state in between (the host sends none
   * while nobody moves); a generous deadline, not a measure of speed */
  {
    gboolean late = FALSE;
    guint id = g_timeout_add_seconds (60, ui_test_timeout_cb, &late);
    gint64 seq = parlour_net_client_get_seq (parlour_window_get_net_client (window));

    while (g_str_equal (parlour_clock_view_get_time_text (black_view), before) && !late)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (late);
    g_source_remove (id);
    g_assert_cmpstr (parlour_clock_view_get_time_text (black_view), ==, "4:59");
    g_assert_cmpint (parlour_net_client_get_seq (parlour_window_get_net_client (window)), ==,
                     seq);
  }

  /* the next state: White's clock runs now, from the host's time */
  peer_move (&host, window, 1, "e7e5");
  assert_clock_runs (ui_test_match (window), match, PARLOUR_WHITE);

  /* the host pauses: the window's clocks stand, shown paused */
  parlour_match_set_paused (match, TRUE, g_get_monotonic_time ());
  while (!parlour_match_get_paused (ui_test_match (window)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (parlour_match_clocks_running (ui_test_match (window)));

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* A window that sits Black sees Black at the bottom, and stays so (even with
 * the auto-flip setting, which is for two people at one board). */
static void
test_black_at_bottom (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourBoardView *view;
  ParlourMatch *mirror;

  g_settings_set_boolean (settings, "auto-flip", TRUE);
  host_start (&host, match);
  host_add_peer (&host, 0);
  window = host_add_window (&host);
  view = ui_test_board_view (window, 0);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (window)), ==, 2);
  g_assert_true (parlour_board_view_get_flipped (view));
  g_assert_cmpint (parlour_clock_view_get_side (parlour_side_panel_get_clock_view (
                     ui_test_side_panel (window), PARLOUR_BLACK)), ==, PARLOUR_BLACK);

  mirror = ui_test_match (window);
  peer_move (&host, window, 0, "e2e4");
  g_assert_true (parlour_board_view_get_flipped (view));
  ui_test_click_move (window, "e7", "e5");
  wait_for_window_moves (window, 2);
  g_assert_true (parlour_board_view_get_flipped (view));
  /* every state went into the one mirror the window shows */
  g_assert_true (ui_test_match (window) == mirror);

  g_settings_reset (settings, "auto-flip");
  ui_test_window_destroy (window);
  host_stop (&host);
}

/* In Bughouse the window's seat is at the bottom of its board, its partner at
 * the bottom of the other: White on B sees board B from White's side and
 * board A from Black's. It moves by clicks on board B. With
 * PARLOUR_TEST_SCREENSHOTS=DIR the window goes into
 * DIR/network-bughouse-seat.png (docs/screenshots). */
static void
test_bughouse_seat (void)
{
  g_autoptr(ParlourMatch) match = new_match ("bughouse", 180);
  Host host = { 0 };
  ParlourWindow *window;

  host_start (&host, match);
  host_add_peer (&host, 0);
  host_add_peer (&host, 1);
  host_add_peer (&host, 3);
  window = host_add_window (&host);
  ui_test_screenshot_setup (GTK_WINDOW (window));
  /* seats: 0 White A, 1 Black A, 2 White B, 3 Black B */
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (window)), ==, 4);
  g_assert_cmpuint (ui_test_n_boards (window), ==, 2);
  g_assert_false (parlour_board_view_get_flipped (ui_test_board_view (window, 1)));
  g_assert_true (parlour_board_view_get_flipped (ui_test_board_view (window, 0)));
  /* the bottom bar of board B (the last under it, the board above) is White's */
  g_assert_null (gtk_widget_get_next_sibling (GTK_WIDGET (ui_test_seat_bar (window, 1,
                                                                                      PARLOUR_WHITE))));
  g_assert_true (gtk_widget_get_prev_sibling (GTK_WIDGET (ui_test_seat_bar (window, 1,
                                                                                      PARLOUR_WHITE)))
                 == GTK_WIDGET (ui_test_board_view (window, 1)));

  peer_move (&host, window, 0, "e2e4");
  peer_move (&host, window, 1, "d7d5");
  ui_test_click_square_on (window, 1, "g1");
  ui_test_click_square_on (window, 1, "f3");
  wait_for_board_moves (window, 1, 1);
  g_assert_cmpstr (parlour_game_get_san (parlour_match_get_game (match, 1), 0), ==, "Nf3");
  peer_move (&host, window, 0, "e4d5");
  g_assert_false (parlour_board_view_get_flipped (ui_test_board_view (window, 1)));
  ui_test_screenshot (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                      "network-bughouse-seat.png");
  ui_test_linger ();

  ui_test_window_destroy (window);
  host_stop (&host);
}

static guint
selected_on (ParlourWindow *window,
             guint          board,
             const char    *name)
{
  ParlourBoardView *view = ui_test_board_view (window, board);
  guint selected = parlour_board_view_test_get_selected (view);

  if (name == NULL)
    return selected == PARLOUR_NO_SQUARE;
  return selected == (guint) parlour_square_from_name (parlour_match_get_variant (
                                                         ui_test_match (window)),
                                                       name);
}

static void
square_center (ParlourWindow *window,
               guint          board,
               const char    *name,
               double        *x,
               double        *y)
{
  ParlourBoardView *view = ui_test_board_view (window, board);
  int square = parlour_square_from_name (parlour_match_get_variant (
                                           ui_test_match (window)), name);

  g_assert_true (parlour_board_view_square_center (view, (guint) square, x, y));
}

/* Bughouse, the window White on A: the other board's moves arrive while the
 * person holds a piece, picked up by a click or being dragged, and it stays
 * in hand; it is put down when its move is no longer legal (the match ended). */
static void
test_keep_held (void)
{
  g_autoptr(ParlourMatch) match = new_match ("bughouse", 0);
  Host host = { 0 };
  ParlourWindow *window;
  ParlourBoardView *board_a;
  double x, y;

  host_start (&host, match);
  window = host_add_window (&host);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (window)), ==, 1);
  for (guint s = 1; s < 4; s++)
    host_add_peer (&host, s);
  board_a = ui_test_board_view (window, 0);

  /* picked up by a click; White on B moves meanwhile */
  ui_test_click_square_on (window, 0, "e2");
  g_assert_true (selected_on (window, 0, "e2"));
  peer_move (&host, window, 2, "g1f3");
  g_assert_true (selected_on (window, 0, "e2"));
  /* Black on B takes White's knight, which arrives in the window's hand */
  peer_move (&host, window, 3, "e7e5");
  peer_move (&host, window, 2, "f3g5");
  peer_move (&host, window, 3, "d8g5");
  g_assert_true (selected_on (window, 0, "e2"));
  peer_move (&host, window, 2, "b1c3");
  ui_test_click_square_on (window, 0, "e4");
  wait_for_board_moves (window, 0, 1);
  g_assert_cmpuint (board_moves (match, 0), ==, 1);

  /* being dragged; Black on B moves meanwhile, and the drop still plays */
  peer_move (&host, window, 1, "e7e5");
  square_center (window, 0, "d2", &x, &y);
  parlour_board_view_test_press (board_a, x, y);
  square_center (window, 0, "d4", &x, &y);
  parlour_board_view_test_motion (board_a, x, y);
  g_assert_true (board_a->dragging);
  peer_move (&host, window, 3, "g8f6");
  g_assert_true (board_a->dragging);
  g_assert_true (selected_on (window, 0, "d2"));
  parlour_board_view_test_release (board_a, x, y);
  wait_for_board_moves (window, 0, 3);
  g_assert_cmpstr (parlour_game_get_san (parlour_match_get_game (match, 0), 2), ==, "d4");

  /* Black on B resigns while a piece is held: nothing can move any more */
  peer_move (&host, window, 1, "d7d6");
  ui_test_click_square_on (window, 0, "g1");
  g_assert_true (selected_on (window, 0, "g1"));
  parlour_net_client_seat_request (host.peers[3], PARLOUR_NET_MESSAGE_RESIGN, 3);
  while (!parlour_match_is_over (ui_test_match (window)))
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  g_assert_true (selected_on (window, 0, NULL));

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* A board view alone in a window, showing the first of @n games of
 * @variant_id made from @fen (NULL: the start) and @lines (each ends with
 * NULL), each a later state of the same board. */
typedef struct {
  GtkWidget        *window;
  ParlourBoardView *view;
  ParlourGame      *games[3];
} Follow;

static void
follow_set_up (Follow            *f,
               const char        *variant_id,
               const char        *fen,
               const char *const  lines[][5],
               guint              n)
{
  const ParlourVariant *variant = parlour_variant_lookup (variant_id);
  double x, y;

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (f->games));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      f->games[i] = parlour_game_new (variant, fen, 0, &error);
      g_assert_no_error (error);
      for (guint j = 0; lines[i][j] != NULL; j++)
        g_assert_true (parlour_game_play_text (f->games[i], lines[i][j], NULL));
    }
  f->window = gtk_window_new ();
  f->view = PARLOUR_BOARD_VIEW (parlour_board_view_new ());
  gtk_window_set_default_size (GTK_WINDOW (f->window), 480, 480);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  gtk_window_present (GTK_WINDOW (f->window));
  parlour_board_view_set_game (f->view, f->games[0]);
  parlour_board_view_set_input (f->view, PARLOUR_BOARD_INPUT_MOVES);
  while (!parlour_board_view_square_center (f->view, 0, &x, &y))
    g_main_context_iteration (NULL, TRUE);
}

static void
follow_click (Follow     *f,
              const char *name)
{
  double x, y;

  g_assert_true (parlour_board_view_square_center (
                   f->view, (guint) parlour_square_from_name (
                              parlour_game_get_variant (f->games[0]), name), &x, &y));
  parlour_board_view_test_press (f->view, x, y);
  parlour_board_view_test_release (f->view, x, y);
  ui_test_iterate ();
}

static void
follow_tear_down (Follow *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  for (guint i = 0; i < G_N_ELEMENTS (f->games); i++)
    g_clear_object (&f->games[i]);
  ui_test_iterate ();
}

/* The board view itself: following the next copy of a game keeps a selected
 * piece that can still move, and puts down one that was taken. */
static void
test_follow_taken (void)
{
  const char *const lines[][5] = {
    { "e4", "d5", NULL },
    { "e4", "d5", "Nc3", "Nf6", NULL },    /* the pawn on e4 can still move */
    { "e4", "d5", "Nc3", "dxe4", NULL },   /* it was taken */
  };
  guint e4 = (guint) parlour_square_from_name (parlour_variant_lookup ("chess"), "e4");
  Follow f = { 0 };

  follow_set_up (&f, "chess", NULL, lines, 3);
  follow_click (&f, "e4");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f.view), ==, e4);
  parlour_board_view_follow_game (f.view, f.games[1]);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f.view), ==, e4);
  g_assert_true (parlour_board_view_get_game (f.view) == f.games[1]);
  parlour_board_view_follow_game (f.view, f.games[2]);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f.view), ==, PARLOUR_NO_SQUARE);
  follow_tear_down (&f);
}

/* The promotion chooser stays open while its moves are legal, and closes
 * when the square it promotes on is taken (though the pawn could still take
 * the rook and promote there). */
static void
test_follow_promotion (void)
{
  const char *const lines[][5] = {
    { NULL },
    { "Ke2", "Kc6", NULL },                /* b8 is still free */
    { "Ke2", "Kb8", NULL },                /* the king stands on it */
  };
  Follow f = { 0 };

  follow_set_up (&f, "chess", "r7/1Pk5/8/8/8/8/8/4K3 w - - 0 1", lines, 3);
  follow_click (&f, "b7");
  follow_click (&f, "b8");
  g_assert_nonnull (parlour_board_view_test_get_promotion (f.view));
  parlour_board_view_follow_game (f.view, f.games[1]);
  g_assert_nonnull (parlour_board_view_test_get_promotion (f.view));
  parlour_board_view_follow_game (f.view, f.games[2]);
  ui_test_iterate ();
  g_assert_null (parlour_board_view_test_get_promotion (f.view));
  follow_tear_down (&f);
}

/* A kind picked from the hand (Bughouse) stays picked while one is there to
 * drop, and is put down when none is left. */
static void
test_follow_drop (void)
{
  const char *const lines[][5] = {
    { NULL },
    { "Ke2", "Kd7", NULL },                /* the knight is still in hand */
    { "N@f3", "Kd7", NULL },               /* it was dropped */
  };
  Follow f = { 0 };
  guint knight;
  double x, y;

  follow_set_up (&f, "bughouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", lines, 3);
  knight = parlour_variant_kind_from_letter (parlour_game_get_variant (f.games[0]), 'N');
  g_assert_true (parlour_board_view_reserve_center (f.view, PARLOUR_WHITE, knight, &x, &y));
  parlour_board_view_test_press (f.view, x, y);
  parlour_board_view_test_release (f.view, x, y);
  g_assert_cmpuint (f.view->selected_drop, ==, knight);
  parlour_board_view_follow_game (f.view, f.games[1]);
  g_assert_cmpuint (f.view->selected_drop, ==, knight);
  parlour_board_view_follow_game (f.view, f.games[2]);
  g_assert_cmpuint (f.view->selected_drop, ==, 0);
  follow_tear_down (&f);
}

/* Join… through its dialog; the window shows the host's match and plays
 * White by clicks, the other peer Black; the window's own game stays in the
 * autosave file, untouched. */
static void
test_join (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(ParlourNetClient) black = parlour_net_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *autosave_before = NULL, *autosave_after = NULL;
  g_autofree char *autosave_path = NULL;
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog;
  ParlourNetClient *client;

  /* a game of this computer's own, saved */
  ui_test_click_move (window, "d2", "d4");
  ui_test_wait_autosaved ();
  autosave_path = parlour_autosave_get_path ();
  g_assert_true (g_file_get_contents (autosave_path, &autosave_before, NULL, NULL));

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  /* the other peer takes Black first, so that the window gets White */
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  while (parlour_net_client_get_match (black) == NULL)
    g_main_context_iteration (NULL, TRUE);

  dialog = open_join_dialog (window);
  g_assert_false (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  /* no Avahi here: no list, the dialog asks for the address */
  g_assert_false (gtk_widget_get_visible (join_child (dialog, "games_group")));
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (
                                     ADW_PREFERENCES_GROUP (join_child (dialog, "address_group"))),
                                   "Type the address"));
  fill_join_dialog (dialog, address, parlour_net_server_get_code (server));

  /* the dialog waits for the host's welcome, then hands its client to the window */
  while (parlour_window_get_net_client (window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  client = parlour_window_get_net_client (window);
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* the first free seat: White */
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, 1);
  g_assert_cmpuint (window_moves (window), ==, 0);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);

  /* a click on the window's board goes to the host, which plays it */
  ui_test_click_move (window, "e2", "e4");
  wait_for_window_moves (window, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  /* Black's seat is the other peer's: the window's board takes nothing */
  g_assert_cmpint (parlour_match_get_seat (ui_test_match (window), 1)->controller, ==,
                   PARLOUR_CONTROLLER_NETWORK);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_NONE);
  ui_test_click_move (window, "e7", "e5");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);

  parlour_net_client_move (black, 1, "e7e5");
  wait_for_window_moves (window, 2);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* the window's own game was never overwritten by the host's */
  g_assert_true (g_file_get_contents (autosave_path, &autosave_after, NULL, NULL));
  g_assert_cmpstr (autosave_after, ==, autosave_before);

  parlour_net_client_leave (black);
  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

/* Two windows over loopback: one hosts its match (Host on Network…) and keeps
 * White, the other joins and takes Black; each plays by clicks on its own
 * board and sees the other's moves; each board takes moves only on its turn. */
static void
test_two_windows (void)
{
  ParlourWindow *host = ui_test_window_new ();
  ParlourWindow *peer = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                   NULL);
  ParlourNetServer *server;
  ParlourHostDialog *dialog;
  g_autofree char *address = NULL;

  dialog = host_through_dialog (host);
  server = ui_test_net_server (host);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (host_child (dialog, "code_label"))), ==,
                   parlour_net_server_get_code (server));
  g_assert_true (parlour_net_server_get_match (server) == ui_test_match (host));
  gtk_window_destroy (GTK_WINDOW (dialog));

  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_window_join_network (peer, address, parlour_net_server_get_code (server));
  while (parlour_net_client_get_match (parlour_window_get_net_client (peer)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (peer)), ==, 2);
  /* White's turn: the host's board takes it, the peer's does not */
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);

  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_click_move (peer, "e7", "e5");
  wait_for_window_moves (host, 2);
  wait_for_window_moves (peer, 2);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* a new game on the host stops hosting: the peer's board takes no more moves */
  ui_test_set_game (host, fresh, NULL);
  g_assert_null (ui_test_net_server (host));
  while (parlour_match_get_seat (ui_test_match (peer), 1)->controller !=
         PARLOUR_CONTROLLER_NETWORK)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpuint (window_moves (peer), ==, 2);
  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

static gboolean
error_shown (ParlourJoinDialog *dialog)
{
  return gtk_widget_get_visible (join_child (dialog, "error_label"));
}

static const char *
error_text (ParlourJoinDialog *dialog)
{
  return gtk_label_get_text (GTK_LABEL (join_child (dialog, "error_label")));
}

/* What goes wrong is said in the dialog, under the fields, and the field it
 * is about is marked; the dialog stays open for another try. */
static void
test_join_errors (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, "K7M2Q-XA4CD");
  g_autoptr(GSocketListener) closed = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *nobody = NULL;
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog = open_join_dialog (window);
  GtkWidget *address_row = join_child (dialog, "address_row");
  GtkWidget *code_row = join_child (dialog, "code_row");
  guint16 free_port;

  g_assert_true (parlour_net_server_listen (server, 0, &error));
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  /* not an address: no port */
  fill_join_dialog (dialog, "192.168.1.20", "K7M2Q-XA4CD");
  g_assert_true (error_shown (dialog));
  g_assert_nonnull (strstr (error_text (dialog), "192.168.1.20:40117"));
  g_assert_true (gtk_widget_has_css_class (address_row, "error"));
  g_assert_null (parlour_window_get_net_client (window));

  /* a code that cannot be one */
  fill_join_dialog (dialog, address, "K7M2");
  g_assert_true (error_shown (dialog));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));
  g_assert_false (gtk_widget_has_css_class (address_row, "error"));
  g_assert_nonnull (strstr (error_text (dialog), "this one has 4"));
  /* six characters, but 0, O, 1 and I are in no code: it says which ones */
  fill_join_dialog (dialog, address, "WRONG1");
  g_assert_true (error_shown (dialog));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));
  g_assert_nonnull (strstr (error_text (dialog), "“O” “1”"));
  g_assert_null (strstr (error_text (dialog), "letters and digits"));

  /* a code the host refuses */
  fill_join_dialog (dialog, address, "K7M2Q-XA4CE");
  g_assert_false (error_shown (dialog));
  g_assert_false (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  while (!error_shown (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (error_text (dialog), "refused this join code"));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));
  g_assert_true (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  g_assert_null (parlour_window_get_net_client (window));

  /* nobody listens on the port */
  free_port = g_socket_listener_add_any_inet_port (closed, NULL, &error);
  g_assert_no_error (error);
  g_socket_listener_close (closed);
  nobody = g_strdup_printf ("127.0.0.1:%u", free_port);
  fill_join_dialog (dialog, nobody, "K7M2Q-XA4CD");
  while (!error_shown (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (error_text (dialog), "No game is hosted at"));
  g_assert_true (gtk_widget_has_css_class (address_row, "error"));
  g_assert_nonnull (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));

  /* a code of the 6 characters codes had before they grew to 10 */
  fill_join_dialog (dialog, address, "K7M2QX");
  g_assert_true (error_shown (dialog));
  g_assert_nonnull (strstr (error_text (dialog), "K7M2Q-XA4CD"));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));

  /* and right at last, in lower case, with a space for the dash */
  fill_join_dialog (dialog, address, "k7m2q xa4cd");
  while (parlour_window_get_net_client (window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));

  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

static void
wrong_code_closed_cb (ParlourNetClient *client,
                      const GError     *error,
                      gboolean         *closed)
{
  *closed = TRUE;
}

/* After three wrong codes from this computer the host makes it wait: the
 * dialog says so in the host's words, not that the code is wrong, since the
 * right code is refused too until the wait is over (docs/protocol.md,
 * "Limits"). */
static void
test_join_wait (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, "K7M2Q-XA4CD");
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog = open_join_dialog (window);

  g_assert_true (parlour_net_server_listen (server, 0, &error));
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(ParlourNetClient) client = parlour_net_client_new ();
      gboolean closed = FALSE;

      parlour_net_client_set_code (client, "K7M2Q-XA4CE");
      g_signal_connect (client, "closed", G_CALLBACK (wrong_code_closed_cb), &closed);
      parlour_net_client_connect (client, address);
      while (!closed)
        g_main_context_iteration (NULL, TRUE);
    }
  fill_join_dialog (dialog, address, "K7M2Q-XA4CD");
  while (!error_shown (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (error_text (dialog), "try again in"));
  g_assert_null (strstr (error_text (dialog), "refused this join code"));
  g_assert_true (gtk_widget_has_css_class (join_child (dialog, "code_row"), "error"));
  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

static const char *
player_status (ParlourHostDialog *dialog,
               guint              seat)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (host_child (dialog,
                                                                                "players_list")),
                                                      (int) seat);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  g_assert_nonnull (*text);
}

/* The Host dialog: the seats kept, then the code, an address per network
 * interface and who joined, followed as a peer joins and leaves; Stop
 * Hosting ends it. */
static void
test_host_dialog (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourNetClient) peer = parlour_net_client_new ();
  g_autofree char *address = NULL, *copied = NULL;
  const char *dir = g_getenv ("PARLOUR_TEST_SCREENSHOTS");
  ParlourHostDialog *dialog;
  ParlourNetServer *server;
  GtkWidget *first_address;

  ui_test_screenshot_setup (GTK_WINDOW (window));
  dialog = host_through_dialog (window);
  server = ui_test_net_server (window);
  /* the first seat kept (White), Black free */
  g_assert_cmpuint (parlour_net_server_get_free_seats (server), ==, 2);
  g_assert_cmpstr (player_status (dialog, 0), ==, "You, on this computer");
  g_assert_cmpstr (player_status (dialog, 1), ==, "Waiting for a friend to join");
  first_address = GTK_WIDGET (gtk_list_box_get_row_at_index (
                                GTK_LIST_BOX (host_child (dialog, "addresses_list")), 0));
  g_assert_nonnull (first_address);
  address = g_strdup_printf (":%u", parlour_net_server_get_port (server));
  g_assert_true (g_str_has_suffix (adw_preferences_row_get_title (
                                     ADW_PREFERENCES_ROW (first_address)), address));

  g_clear_pointer (&address, g_free);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_net_client_set_code (peer, parlour_net_server_get_code (server));
  parlour_net_client_connect (peer, address);
  while (!g_str_equal (player_status (dialog, 1), "Joined"))
    g_main_context_iteration (NULL, TRUE);
  ui_test_screenshot (GTK_WIDGET (dialog), dir,
                      g_getenv ("PARLOUR_TEST_DARK") ? "network-host-dark.png"
                                                     : "network-host-light.png");
  ui_test_linger ();

  /* the code's copy button puts it on the clipboard */
  g_signal_emit_by_name (host_child (dialog, "copy_code_button"), "clicked");
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), NULL,
                                 clipboard_read_cb, &copied);
  while (copied == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (copied, ==, parlour_net_server_get_code (server));

  /* the peer's connection ends: its seat waits for it */
  parlour_net_client_leave (peer);
  while (!g_str_has_prefix (player_status (dialog, 1), "Disconnected"))
    g_main_context_iteration (NULL, TRUE);

  g_signal_emit_by_name (host_child (dialog, "stop_button"), "clicked");
  g_assert_null (ui_test_net_server (window));
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  ui_test_window_destroy (window);
}

/* Seats chosen in the dialog are kept; a port in use is said in the dialog. */
static void
test_host_dialog_choices (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GSocketListener) busy = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  ParlourHostDialog *dialog;
  guint16 port;

  port = g_socket_listener_add_any_inet_port (busy, NULL, &error);
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_preferences_row_get_title (
                     ADW_PREFERENCES_ROW (host_child (dialog, "variant_row"))), ==, "Chess");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (host_child (dialog, "port_spin")), port);
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_null (ui_test_net_server (window));
  g_assert_true (gtk_widget_get_visible (host_child (dialog, "error_label")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (host_child (dialog, "error_label"))),
                            "Cannot host on this port"));

  /* keep Black instead of White, on any port */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (host_child (dialog, "port_spin")), 0);
  for (int s = 0; s < 2; s++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (host_child (dialog,
                                                                                    "seats_list")),
                                                          s);

      g_assert_nonnull (row);
      adw_action_row_activate (ADW_ACTION_ROW (row));
    }
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_nonnull (ui_test_net_server (window));
  g_assert_cmpuint (parlour_net_server_get_free_seats (ui_test_net_server (window)), ==,
                    1);
  g_assert_cmpstr (player_status (dialog, 1), ==, "You, on this computer");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* opened again while hosting: straight to the code */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "hosting");
  gtk_window_destroy (GTK_WINDOW (dialog));
  parlour_window_stop_hosting (window);
  g_assert_null (ui_test_net_server (window));

  /* New Game… there: the New Game dialog, in the Host dialog's place */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "setup");
  g_signal_emit_by_name (host_child (dialog, "new_game_button"), "clicked");
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (GTK_WINDOW (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG)));
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* no Avahi daemon (see the top of the file) */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/parlour-test", TRUE);
  ui_test_init ();

  g_test_add_func ("/ui/network/join", test_join);
  g_test_add_func ("/ui/network/two-windows", test_two_windows);
  g_test_add_func ("/ui/network/clock", test_clock);
  g_test_add_func ("/ui/network/black-at-bottom", test_black_at_bottom);
  g_test_add_func ("/ui/network/bughouse-seat", test_bughouse_seat);
  g_test_add_func ("/ui/network/keep-held", test_keep_held);
  g_test_add_func ("/ui/network/follow-taken", test_follow_taken);
  g_test_add_func ("/ui/network/follow-promotion", test_follow_promotion);
  g_test_add_func ("/ui/network/follow-drop", test_follow_drop);
  g_test_add_func ("/ui/network/join-errors", test_join_errors);
  g_test_add_func ("/ui/network/join-wait", test_join_wait);
  g_test_add_func ("/ui/network/host-dialog", test_host_dialog);
  g_test_add_func ("/ui/network/host-dialog-choices", test_host_dialog_choices);

  return g_test_run ();
}
