/* test-bughouse-ui.c — a match of two boards with reserves in a real window: Bughouse's layout,
 * play on both boards with drops, the merged move list, and kill -9
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests take their match from new_match(), so that they run against any
 * match of two boards and four seats seated as in Bughouse (docs/rules/bughouse.md):
 * today TestRelayMatch (tests/common), whose captures fill the partner's
 * reserve on the other board. The kill -9 test needs a match whose saved form
 * holds everything, and uses TestPairMatch on Crazyhouse boards.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>

#include "parlour-match.h"
#include "parlour-play-area.h"
#include "parlour-rules-window-private.h"
#include <string.h>

#include "parlour-bughouse-match.h"
#include "parlour-window-private.h"
#include "test-pair-match.h"
#include "test-relay-match.h"
#include "ui-test-util.h"

/* the match the tests play: two boards, four seats, captures to the partner */
static ParlourMatch *
new_match (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL, 0,
                                                  NULL);
  ParlourMatch *match = parlour_match_new_for_game (game, NULL);

  parlour_game_set_tag (parlour_match_get_game (match, 0), "White", "Alice");
  parlour_game_set_tag (parlour_match_get_game (match, 0), "Black", "Bob");
  parlour_game_set_tag (parlour_match_get_game (match, 1), "White", "Carol");
  parlour_game_set_tag (parlour_match_get_game (match, 1), "Black", "Dave");
  return match;
}

static ParlourGame *
game_of (ParlourWindow *window,
         guint          board)
{
  return parlour_match_get_game (ui_test_match (window), board);
}

static void
moves_on (ParlourWindow *window,
          guint          board,
          const char    *from,
          const char    *to)
{
  guint n = parlour_game_get_n_moves (game_of (window, board));

  ui_test_click_square_on (window, board, from);
  ui_test_click_square_on (window, board, to);
  g_assert_cmpuint (parlour_game_get_n_moves (game_of (window, board)), ==, n + 1);
}

/* a click on @color's pieces in hand of @kind beside board @board */
static void
click_reserve (ParlourWindow *window,
               guint          board,
               ParlourColor   color,
               guint          kind)
{
  ParlourBoardView *view = ui_test_board_view (window, board);
  double x, y;

  g_assert_true (parlour_board_view_reserve_center (view, color, kind, &x, &y));
  parlour_board_view_test_press (view, x, y);
  parlour_board_view_test_release (view, x, y);
  ui_test_iterate ();
}

/* a drag of @color's piece in hand of @kind onto @square of board @board */
static void
drag_from_reserve (ParlourWindow *window,
                   guint          board,
                   ParlourColor   color,
                   guint          kind,
                   const char    *square)
{
  ParlourBoardView *view = ui_test_board_view (window, board);
  const ParlourVariant *variant = parlour_game_get_variant (parlour_board_view_get_game (view));
  double x, y, to_x, to_y;

  g_assert_true (parlour_board_view_reserve_center (view, color, kind, &x, &y));
  g_assert_true (parlour_board_view_square_center (view, (guint) parlour_square_from_name (variant,
                                                                                           square),
                                                   &to_x, &to_y));
  parlour_board_view_test_press (view, x, y);
  parlour_board_view_test_motion (view, (x + to_x) / 2, (y + to_y) / 2);
  parlour_board_view_test_motion (view, to_x, to_y);
  ui_test_iterate ();
  parlour_board_view_test_release (view, to_x, to_y);
  ui_test_iterate ();
}

static guint
pawn (ParlourWindow *window)
{
  return parlour_variant_pawn_kind (parlour_game_get_variant (game_of (window, 0)));
}

static void
bounds (GtkWidget       *widget,
        ParlourWindow   *window,
        graphene_rect_t *rect)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), rect));
}

/* Each board between its players' bars, named, the second board turned so
 * that partners (White on A, Black on B) sit side by side at the bottom. */
static void
test_layout (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourBoardView *a, *b;
  graphene_rect_t ra, rb, top, bottom;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  parlour_window_set_match (window, match);
  ui_test_iterate_for (300);
  a = ui_test_board_view (window, 0);
  b = ui_test_board_view (window, 1);
  g_assert_false (parlour_board_view_get_flipped (a));
  g_assert_true (parlour_board_view_get_flipped (b));
  bounds (GTK_WIDGET (a), window, &ra);
  bounds (GTK_WIDGET (b), window, &rb);
  g_assert_cmpfloat (rb.origin.x, >=, ra.origin.x + ra.size.width);
  g_assert_cmpfloat (ra.size.height, >, 250);
  g_assert_false (parlour_play_area_get_boards_stacked (PARLOUR_PLAY_AREA (
                    gtk_widget_get_ancestor (GTK_WIDGET (a), PARLOUR_TYPE_PLAY_AREA))));

  /* the bars: Black above board A, White below; on B the other way round */
  bounds (GTK_WIDGET (ui_test_seat_bar (window, 0, PARLOUR_BLACK)), window, &top);
  bounds (GTK_WIDGET (ui_test_seat_bar (window, 0, PARLOUR_WHITE)), window, &bottom);
  g_assert_cmpfloat (top.origin.y + top.size.height, <=, ra.origin.y);
  g_assert_cmpfloat (bottom.origin.y, >=, ra.origin.y + ra.size.height);
  bounds (GTK_WIDGET (ui_test_seat_bar (window, 1, PARLOUR_WHITE)), window, &top);
  bounds (GTK_WIDGET (ui_test_seat_bar (window, 1, PARLOUR_BLACK)), window, &bottom);
  g_assert_cmpfloat (top.origin.y + top.size.height, <=, rb.origin.y);
  g_assert_cmpfloat (bottom.origin.y, >=, rb.origin.y + rb.size.height);
  g_assert_cmpstr (parlour_clock_view_get_player_name (ui_test_seat_bar (window, 0,
                                                                                    PARLOUR_WHITE)),
                   ==, "Alice");
  g_assert_cmpstr (parlour_clock_view_get_player_name (ui_test_seat_bar (window, 1,
                                                                                    PARLOUR_BLACK)),
                   ==, "Dave");
  /* the side panel's own cards give way to the bars */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (parlour_side_panel_get_clock_view (
                    ui_test_side_panel (window), PARLOUR_WHITE))));

  /* Flip Board turns both boards; partners stay side by side */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  g_assert_true (parlour_board_view_get_flipped (a));
  g_assert_false (parlour_board_view_get_flipped (b));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  ui_test_linger ();

  /* a narrow, tall window stacks the boards, each still between its bars */
  gtk_window_set_default_size (GTK_WINDOW (window), 440, 1000);
  ui_test_iterate_for (300);
  bounds (GTK_WIDGET (a), window, &ra);
  bounds (GTK_WIDGET (b), window, &rb);
  g_assert_true (parlour_play_area_get_boards_stacked (PARLOUR_PLAY_AREA (
                   gtk_widget_get_ancestor (GTK_WIDGET (a), PARLOUR_TYPE_PLAY_AREA))));
  g_assert_cmpfloat (rb.origin.y, >=, ra.origin.y + ra.size.height);
  g_assert_cmpfloat (ABS (ra.origin.x - rb.origin.x), <, 1);
  bounds (GTK_WIDGET (ui_test_seat_bar (window, 1, PARLOUR_WHITE)), window, &top);
  g_assert_cmpfloat (top.origin.y, >=, ra.origin.y + ra.size.height);
  ui_test_linger ();
  ui_test_window_destroy (window);
}

/* Both boards played by clicks: a player in check whom only a drop could
 * save waits, the partner's capture on the other board fills the reserve,
 * the drop blocks, and the other board ends in mate. */
static void
test_play (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourClockView *alice;
  ParlourGame *b;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  parlour_window_set_match (window, match);
  ui_test_iterate_for (200);
  alice = ui_test_seat_bar (window, 0, PARLOUR_WHITE);
  b = game_of (window, 1);

  /* A: 1. f3 e5 2. g4 Qh4+: no move, but a drop on g3 or f2 would block */
  moves_on (window, 0, "f2", "f3");
  moves_on (window, 1, "e2", "e4");
  moves_on (window, 0, "e7", "e5");
  moves_on (window, 0, "g2", "g4");
  moves_on (window, 0, "d8", "h4");
  g_assert_false (parlour_game_is_over (game_of (window, 0)));
  g_assert_cmpstr (parlour_clock_view_get_status (alice), ==, "Waiting for a piece");
  g_assert_null (parlour_clock_view_get_status (ui_test_seat_bar (window, 1,
                                                                             PARLOUR_BLACK)));
  if (g_getenv ("PARLOUR_TEST_LINGER_MS") != NULL)
    {
      ui_test_screenshot_setup (GTK_WINDOW (window));
      ui_test_linger ();
      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
      ui_test_iterate_for (300);
    }

  /* B: 1… e5 2. d4 exd4: Dave's capture goes to his partner Alice */
  moves_on (window, 1, "e7", "e5");
  moves_on (window, 1, "d2", "d4");
  moves_on (window, 1, "e5", "d4");
  g_assert_null (parlour_clock_view_get_status (alice));
  g_assert_cmpuint (parlour_game_get_position (game_of (window, 0))->reserve[PARLOUR_WHITE][pawn (window)],
                    ==, 1);
  /* the pawn's cell in Alice's hand lights up, so that she notices */
  g_assert_true (parlour_board_view_test_get_arrived (ui_test_board_view (window, 0),
                                                      PARLOUR_WHITE, pawn (window)));
  g_assert_false (parlour_board_view_test_get_arrived (ui_test_board_view (window, 1),
                                                       PARLOUR_BLACK, pawn (window)));

  /* Alice drops the pawn on g3, by clicks: the piece in hand, then the square */
  click_reserve (window, 0, PARLOUR_WHITE, pawn (window));
  ui_test_click_square_on (window, 0, "g3");
  g_assert_cmpuint (parlour_game_get_n_moves (game_of (window, 0)), ==, 5);
  g_assert_cmpstr (parlour_game_get_san (game_of (window, 0), 4), ==, "P@g3");
  g_assert_false (parlour_board_view_test_get_arrived (ui_test_board_view (window, 0),
                                                       PARLOUR_WHITE, pawn (window)));

  /* B: 3. Bc4 Nc6 4. Qh5 Nf6 5. Qxf7#: no drop can block a contact check */
  moves_on (window, 1, "f1", "c4");
  moves_on (window, 1, "b8", "c6");
  moves_on (window, 1, "d1", "h5");
  moves_on (window, 1, "g8", "f6");
  moves_on (window, 1, "h5", "f7");
  g_assert_true (parlour_game_is_over (b));
  g_assert_cmpint (parlour_game_get_termination (b), ==, PARLOUR_TERMINATION_CHECKMATE);
  g_assert_cmpint (parlour_board_view_get_input (ui_test_board_view (window, 1)),
                   ==, PARLOUR_BOARD_INPUT_NONE);
  ui_test_linger ();

  /* The move list has both boards' moves in the order played, marked by
   * board; choosing one shows both boards as they were then. */
  {
    ParlourMoveListView *list = parlour_side_panel_get_move_list (ui_test_side_panel (window));
    ParlourBoardView *va = ui_test_board_view (window, 0);
    ParlourBoardView *vb = ui_test_board_view (window, 1);
    g_autofree char *first = NULL, *second = NULL, *capture = NULL, *drop = NULL;
    double x, y;

    g_assert_true (parlour_move_list_view_get_merged (list));
    g_assert_cmpuint (parlour_move_list_view_get_n_rows (list), ==, 14);
    first = parlour_move_list_view_dup_row_text (list, 0);
    second = parlour_move_list_view_dup_row_text (list, 1);
    capture = parlour_move_list_view_dup_row_text (list, 7);
    drop = parlour_move_list_view_dup_row_text (list, 8);
    g_assert_cmpstr (first, ==, "1A. f3");
    g_assert_cmpstr (second, ==, "1B. e4");
    g_assert_cmpstr (capture, ==, "2b. exd4");
    g_assert_cmpstr (drop, ==, "3A. P@g3");
    g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 13);

    /* after 2… exd4 on B (the eighth move): A had four plies, B four, and
     * Alice held the pawn she then dropped */
    parlour_move_list_view_activate (list, 7);
    ui_test_iterate ();
    g_assert_cmpuint (parlour_board_view_get_view_ply (va), ==, 4);
    g_assert_cmpuint (parlour_board_view_get_view_ply (vb), ==, 4);
    g_assert_true (parlour_board_view_reserve_center (va, PARLOUR_WHITE, pawn (window), &x, &y));
    g_assert_cmpuint (parlour_move_list_view_get_current (list), ==, 7);
    g_assert_cmpstr (parlour_side_panel_get_browse_text (ui_test_side_panel (window)),
                     ==, "Viewing move 2b. exd4");
    /* no move is taken while the boards show the past */
    ui_test_click_square_on (window, 0, "g3");
    g_assert_cmpint (parlour_board_view_test_get_selected (va), ==, PARLOUR_NO_SQUARE);

    /* Left steps back one move of the match, whichever board it was on */
    gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
    g_assert_cmpuint (parlour_board_view_get_view_ply (vb), ==, 3);
    g_assert_cmpuint (parlour_board_view_get_view_ply (va), ==, 4);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
    g_assert_cmpuint (parlour_board_view_get_view_ply (va), ==, G_MAXUINT);
    g_assert_cmpuint (parlour_board_view_get_view_ply (vb), ==, G_MAXUINT);
    g_assert_false (parlour_board_view_reserve_center (va, PARLOUR_WHITE, pawn (window), &x, &y));
    g_assert_null (parlour_side_panel_get_browse_text (ui_test_side_panel (window)));
  }

  /* the match is saved as one BPGN game and opens again as it was */
  {
    g_autofree char *path = ui_test_tmp_path ("match.bpgn");
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *fen_a = parlour_position_to_fen (parlour_game_get_position (game_of (window, 0)));
    g_autofree char *fen_b = parlour_position_to_fen (parlour_game_get_position (b));
    g_autofree char *contents = NULL;
    g_autofree char *again_a = NULL, *again_b = NULL;
    ParlourWindow *other;

    ui_test_save_file (window, file);
    g_assert_null (_parlour_window_get_last_error (window));
    g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
    g_assert_nonnull (strstr (contents, "[WhiteA \"Alice\"]"));
    g_assert_nonnull (strstr (contents, "3A. P@g3"));
    other = ui_test_window_new ();
    ui_test_open_file (other, file);
    g_assert_cmpuint (parlour_match_get_n_boards (ui_test_match (other)), ==, 2);
    again_a = parlour_position_to_fen (parlour_game_get_position (game_of (other, 0)));
    again_b = parlour_position_to_fen (parlour_game_get_position (game_of (other, 1)));
    g_assert_cmpstr (again_a, ==, fen_a);
    g_assert_cmpstr (again_b, ==, fen_b);
    g_assert_true (parlour_game_is_over (game_of (other, 1)));
    ui_test_window_destroy (other);
  }

  /* undo goes back through the match: the mate on B, then Alice's drop */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (parlour_game_is_over (b));
  g_assert_cmpuint (parlour_game_get_n_moves (b), ==, 8);
  ui_test_window_destroy (window);
}

#define KILLED_FENS "killed-fens.txt"

/* each board's FEN (reserves included), both clocks and how many times it keeps */
static char *
describe_match (ParlourMatch *match)
{
  GString *text = g_string_new (NULL);

  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    {
      ParlourClock *c = parlour_match_get_clock (match, b);
      g_autofree char *fen = parlour_position_to_fen (parlour_game_get_position (
                                                        parlour_match_get_game (match, b)));

      g_string_append_printf (text, "%s\n%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u\n", fen,
                              parlour_clock_get_remaining (c, PARLOUR_WHITE, 0),
                              parlour_clock_get_remaining (c, PARLOUR_BLACK, 0),
                              parlour_match_get_times (match, b)->len);
    }
  return g_string_free (text, FALSE);
}

/* A match of two Crazyhouse boards with clocks, played by clicks with drops
 * on both (one by dragging the piece from the hand), paused, then SIGKILL: a new window shows both boards, their
 * reserves and the four clocks as they were, paused. */
static void
test_killed (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), KILLED_FENS, NULL);
  g_autofree char *expected = NULL;
  g_autofree char *restored = NULL;
  ParlourWindow *window;
  ParlourMatch *match;

  if (g_test_subprocess ())
    {
      ParlourTimeControl tc = { PARLOUR_CLOCK_DELAY, 240 * G_USEC_PER_SEC, 2 * G_USEC_PER_SEC };
      g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
      g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("crazyhouse"),
                                                      NULL, 0, NULL);
      g_autoptr(ParlourMatch) fresh = parlour_match_new_of_type (TEST_TYPE_PAIR_MATCH, game,
                                                                 clock);
      g_autofree char *fens = NULL;

      window = ui_test_window_new ();
      parlour_window_set_match (window, fresh);
      /* until the second board has its size */
      ui_test_iterate_for (300);
      moves_on (window, 0, "e2", "e4");
      moves_on (window, 1, "e2", "e4");
      moves_on (window, 0, "d7", "d5");
      moves_on (window, 1, "d7", "d5");
      moves_on (window, 0, "e4", "d5");
      moves_on (window, 1, "e4", "d5");
      moves_on (window, 0, "d8", "d5");
      /* each board's White drops the pawn it took */
      click_reserve (window, 0, PARLOUR_WHITE, pawn (window));
      ui_test_click_square_on (window, 0, "e4");
      moves_on (window, 1, "d8", "d5");
      /* a drag from the hand onto a square it may not go to puts it back */
      drag_from_reserve (window, 1, PARLOUR_WHITE, pawn (window), "e8");
      g_assert_cmpuint (parlour_game_get_n_moves (game_of (window, 1)), ==, 4);
      /* not picked any more: a click on a square it may go to drops nothing */
      ui_test_click_square_on (window, 1, "c4");
      g_assert_cmpuint (parlour_game_get_n_moves (game_of (window, 1)), ==, 4);
      drag_from_reserve (window, 1, PARLOUR_WHITE, pawn (window), "c4");
      g_assert_cmpuint (parlour_game_get_n_moves (game_of (window, 1)), ==, 5);
      g_assert_cmpstr (parlour_game_get_san (game_of (window, 1), 4), ==, "P@c4");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
      g_assert_true (parlour_match_get_paused (ui_test_match (window)));
      fens = describe_match (ui_test_match (window));
      /* the folder is the autosave's, which the session writes a moment later */
      ui_test_wait_autosaved ();
      g_assert_true (g_file_set_contents (path, fens, -1, NULL));
      /* no close request, no exit handlers: the way `kill -9` ends it */
      kill (getpid (), SIGKILL);
      g_assert_not_reached ();
    }

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();
  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));

  window = ui_test_window_new ();
  match = ui_test_match (window);
  g_assert_true (TEST_IS_PAIR_MATCH (match));
  g_assert_cmpuint (ui_test_n_boards (window), ==, 2);
  g_assert_true (parlour_match_get_paused (match));
  restored = describe_match (match);
  g_assert_cmpstr (restored, ==, expected);
  /* the bars show the paused clocks */
  g_assert_true (parlour_clock_view_get_paused (ui_test_seat_bar (window, 1,
                                                                             PARLOUR_BLACK)));
  ui_test_window_destroy (window);
  g_unlink (path);
}

/* New Game names board B's players in the first game's WhiteB and BlackB
 * tags (BPGN's); the window gives them to board B's game. */
static void
test_names (void)
{
  g_autoptr(ParlourMatch) match = test_relay_match_new ("bughouse");
  ParlourGame *a = parlour_match_get_game (match, 0);
  ParlourGame *b = parlour_match_get_game (match, 1);

  parlour_game_set_tag (a, "WhiteB", "Carol");
  parlour_game_set_tag (a, "BlackB", "Dave");
  _parlour_window_name_board_players (match);
  g_assert_cmpstr (parlour_game_get_tag (b, "White"), ==, "Carol");
  g_assert_cmpstr (parlour_game_get_tag (b, "Black"), ==, "Dave");
}

/* The Rules window's pages of Bughouse and Crazyhouse show a drop (the
 * rook in hand beside the board, its square marked) and, for Bughouse, the
 * check that only a drop could block. */
static void
test_rules (void)
{
  static const char * const ids[] = { "bughouse", "crazyhouse" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const ParlourVariant *variant = parlour_variant_lookup (ids[i]);
      GtkWidget *rules = parlour_rules_window_new (NULL, variant);
      GtkWidget *drop, *blocked;
      double x, y;

      gtk_window_present (GTK_WINDOW (rules));
      ui_test_iterate_for (200);
      drop = parlour_rules_window_get_diagram (PARLOUR_RULES_WINDOW (rules), "drop");
      blocked = parlour_rules_window_get_diagram (PARLOUR_RULES_WINDOW (rules), "blocked-check");
      g_assert_nonnull (drop);
      g_assert_true (parlour_board_view_reserve_center (PARLOUR_BOARD_VIEW (drop), PARLOUR_WHITE,
                                                        parlour_variant_kind_from_letter (variant,
                                                                                          'R'),
                                                        &x, &y));
      g_assert_true ((blocked != NULL) == (i == 0));
      g_assert_cmpuint (parlour_rules_window_get_n_diagrams (PARLOUR_RULES_WINDOW (rules)), ==,
                        i == 0 ? 2 : 1);
      gtk_window_destroy (GTK_WINDOW (rules));
    }
}

/* The label of @menu's item that tells with @talk about @letter's kind, and
 * the action's target to activate it with. */
static GVariant *
find_talk_item (GMenuModel *menu,
                guint       talk,
                guint       kind)
{
  for (int section = 0; section < g_menu_model_get_n_items (menu); section++)
    {
      g_autoptr(GMenuModel) items = g_menu_model_get_item_link (menu, section, G_MENU_LINK_SECTION);

      for (int i = 0; items != NULL && i < g_menu_model_get_n_items (items); i++)
        {
          g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (
            items, i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE ("(uuu)"));
          guint32 seat, t, k;

          if (target == NULL)
            continue;
          g_variant_get (target, "(uuu)", &seat, &t, &k);
          if (t == talk && k == kind)
            return g_steal_pointer (&target);
        }
    }
  return NULL;
}

/* docs/rules/bughouse.md, "Table talk": a person tells the partner a need
 * with the menu in the seat's bar; the bar shows it until it is stale. A
 * computer's message shows in its bar, which has no menu. */
static void
test_talk (void)
{
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourBughouseMatch *bughouse = PARLOUR_BUGHOUSE_MATCH (match);
  ParlourWindow *window = ui_test_window_new ();
  const ParlourVariant *variant = parlour_match_get_variant (match);
  guint knight = parlour_variant_kind_from_letter (variant, 'N');
  guint rook = parlour_variant_kind_from_letter (variant, 'R');
  ParlourClockView *alice, *dave;
  g_autoptr(GVariant) target = NULL;
  GMenuModel *menu;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  parlour_window_set_match (window, match);
  parlour_match_set_controller (match, PARLOUR_BUGHOUSE_SEAT_BLACK_B, PARLOUR_CONTROLLER_COMPUTER);
  ui_test_iterate_for (200);
  alice = ui_test_seat_bar (window, 0, PARLOUR_WHITE);
  dave = ui_test_seat_bar (window, 1, PARLOUR_BLACK);
  g_assert_null (parlour_clock_view_get_talk (alice));
  g_assert_null (parlour_clock_view_get_talk_menu (dave));
  menu = parlour_clock_view_get_talk_menu (alice);
  g_assert_nonnull (menu);

  /* Alice (A-White) needs a knight, through her bar's menu (its action is the page's) */
  target = find_talk_item (menu, PARLOUR_TALK_NEED, knight);
  g_assert_nonnull (target);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (alice), "page.tell-partner",
                                                     target));
  ui_test_iterate ();
  g_assert_cmpint (parlour_bughouse_match_get_message (bughouse, 0)->talk, ==, PARLOUR_TALK_NEED);
  g_assert_cmpuint (parlour_bughouse_match_get_message (bughouse, 0)->kind, ==, knight);
  g_assert_cmpstr (parlour_clock_view_get_talk (alice), ==, "Needs a knight");

  /* Dave, the computer, needs a rook */
  g_assert_true (parlour_bughouse_match_post (bughouse, PARLOUR_BUGHOUSE_SEAT_BLACK_B,
                                              PARLOUR_TALK_NEED, rook, NULL));
  g_assert_cmpstr (parlour_clock_view_get_talk (dave), ==, "Needs a rook");
  ui_test_screenshot (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                      "bughouse-talk.png");

  /* Alice moves: her need was about the position she left */
  moves_on (window, 0, "e2", "e4");
  g_assert_null (parlour_clock_view_get_talk (alice));
  g_assert_cmpstr (parlour_clock_view_get_talk (dave), ==, "Needs a rook");
  g_clear_pointer (&target, g_variant_unref);
  target = find_talk_item (menu, PARLOUR_TALK_NONE, 0);
  g_assert_nonnull (target);
  ui_test_window_destroy (window);
}

static const char *
result_text (ParlourWindow *window)
{
  return parlour_side_panel_get_result_text (ui_test_side_panel (window));
}

/* docs/rules/bughouse.md, "The end of the match": any player resigns for the
 * team at any time. With four people at this computer Resign asks who; Dave
 * (Black on B), who is not to move on either board, resigns, and Bob and
 * Carol win. Cancel resigns nobody. */
static void
test_resign_any_seat (void)
{
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourWindow *window = ui_test_window_new ();
  AdwMessageDialog *question;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  parlour_window_set_match (window, match);
  ui_test_iterate_for (200);
  /* A: 1. e4, B: 1. d4: Black is to move on both boards, Dave on B */
  moves_on (window, 0, "e2", "e4");
  moves_on (window, 1, "d2", "d4");

  g_assert_true (ui_test_action_enabled (window, "resign"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  question = ui_test_find_message_dialog ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Who Resigns?");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question, "seat-0"), ==, "Alice");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question, "seat-1"), ==, "Bob");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question, "seat-2"), ==, "Carol");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question, "seat-3"), ==, "Dave");
  ui_test_screenshot (GTK_WIDGET (question), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                      "bughouse-who-resigns.png");
  adw_message_dialog_response (question, "cancel");
  ui_test_iterate ();
  g_assert_false (parlour_match_is_over (match));
  g_assert_null (result_text (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  question = ui_test_find_message_dialog ();
  adw_message_dialog_response (question, "seat-3");
  ui_test_iterate ();
  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpint (parlour_game_get_termination (game_of (window, 1)), ==,
                   PARLOUR_TERMINATION_RESIGNATION);
  g_assert_cmpint (parlour_game_get_result (game_of (window, 1)), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (parlour_match_get_result (match, NULL), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpstr (result_text (window), ==, "Bob and Carol win: the other team resigns");
  g_assert_false (ui_test_action_enabled (window, "resign"));
  ui_test_screenshot_setup (GTK_WINDOW (window));
  ui_test_screenshot_styles (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                             "bughouse-resigned");
  ui_test_window_destroy (window);
}

/* One person at this computer, Carol (White on B), against three computers:
 * Resign is hers, whoever is to move, and says that her team loses. */
static void
test_resign_one_person (void)
{
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourWindow *window = ui_test_window_new ();
  AdwMessageDialog *question;

  parlour_window_set_match (window, match);
  for (guint seat = 0; seat < 4; seat++)
    if (seat != PARLOUR_BUGHOUSE_SEAT_WHITE_B)
      parlour_match_set_controller (match, seat, PARLOUR_CONTROLLER_COMPUTER);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  question = ui_test_find_message_dialog ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Carol Resigns?");
  g_assert_cmpstr (adw_message_dialog_get_body (question), ==,
                   "The match ends and the other team wins.");
  adw_message_dialog_response (question, "resign");
  ui_test_iterate ();
  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpstr (result_text (window), ==, "Alice and Dave win: the other team resigns");
  ui_test_window_destroy (window);
}

/* A draw needs all four players: Offer Draw asks everyone at once, whoever
 * is to move; declined, the match goes on; accepted, it is drawn. */
static void
test_team_draw (void)
{
  g_autoptr(ParlourMatch) match = new_match ();
  ParlourWindow *window = ui_test_window_new ();
  AdwMessageDialog *question;

  parlour_window_set_match (window, match);
  ui_test_iterate_for (200);
  moves_on (window, 1, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  question = ui_test_find_message_dialog ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Agree to a Draw?");
  g_assert_cmpstr (adw_message_dialog_get_body (question), ==,
                   "The match ends drawn only if all agree: Alice, Bob, Carol, Dave.");
  adw_message_dialog_response (question, "decline");
  ui_test_iterate ();
  g_assert_false (parlour_match_is_over (match));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  question = ui_test_find_message_dialog ();
  adw_message_dialog_response (question, "accept");
  ui_test_iterate ();
  g_assert_cmpint (parlour_match_get_result (match, NULL), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpstr (result_text (window), ==, "Draw by agreement");
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  /* the test matches' types must be known before a saved one comes back */
  g_type_ensure (TEST_TYPE_PAIR_MATCH);
  g_type_ensure (TEST_TYPE_RELAY_MATCH);
  g_test_add_func ("/ui/bughouse/layout", test_layout);
  g_test_add_func ("/ui/bughouse/play", test_play);
  g_test_add_func ("/ui/bughouse/killed", test_killed);
  g_test_add_func ("/ui/bughouse/rules", test_rules);
  g_test_add_func ("/ui/bughouse/names", test_names);
  g_test_add_func ("/ui/bughouse/talk", test_talk);
  g_test_add_func ("/ui/bughouse/resign-any-seat", test_resign_any_seat);
  g_test_add_func ("/ui/bughouse/resign-one-person", test_resign_one_person);
  g_test_add_func ("/ui/bughouse/team-draw", test_team_draw);

  return g_test_run ();
}
