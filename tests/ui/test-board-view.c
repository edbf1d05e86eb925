/* test-board-view.c — ParlourBoardView in a real window: input, promotion, animation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests feed presses, motions and releases at widget coordinates into the
 * same functions the view's GtkGestureClick and GtkGestureDrag call, so what
 * is tested is the real input handling, not a shortcut around it.
 */
#include "config.h"

#include <adwaita.h>

#include "parlour-board-view-private.h"
#include "parlour-game.h"
#include "parlour-notation.h"
#include "parlour-board-theme.h"
#include "parlour-piece-cache.h"
#include "parlour-piece-disk-cache.h"
#include "parlour-variant-chess.h"
#include "test-files.h"
#include "test-drops-variant.h"

#include <string.h>

#include <glib/gstdio.h>

#define PROMOTION_FEN "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
#define CASTLING_FEN  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"

typedef struct {
  GtkWidget        *window;
  ParlourBoardView *view;
  ParlourGame      *game;
  guint             n_refused;
  char             *last_reason;
  guint             n_frames;
} Fixture;

static gboolean
set_true_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
iterate_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_true_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  Fixture *f = data;

  f->n_frames++;
  return G_SOURCE_CONTINUE;
}

static void
move_requested_cb (ParlourBoardView *view,
                   guint             move,
                   Fixture          *f)
{
  g_autoptr(GError) error = NULL;

  parlour_game_play (f->game, move, &error);
  g_assert_no_error (error);
}

static void
input_refused_cb (ParlourBoardView *view,
                  const char       *reason,
                  Fixture          *f)
{
  f->n_refused++;
  g_free (f->last_reason);
  f->last_reason = g_strdup (reason);
}

static void
wait_until_drawn (Fixture *f)
{
  guint64 start = g_get_monotonic_time ();

  while ((gtk_widget_get_width (GTK_WIDGET (f->view)) == 0 || f->n_frames < 2) &&
         g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->view)), >, 0);
  /* let the piece textures settle at the final size */
  iterate_ms (250);
}

static void setup_view (Fixture *f);

static void
setup_with_fen (Fixture    *f,
                const char *variant,
                const char *fen)
{
  g_autoptr(GError) error = NULL;

  f->game = parlour_game_new (parlour_variant_lookup (variant), fen, 0, &error);
  g_assert_no_error (error);
  setup_view (f);
}

/* a window with a view of f->game taking moves */
static void
setup_view (Fixture *f)
{
  f->view = PARLOUR_BOARD_VIEW (parlour_board_view_new ());
  parlour_board_view_set_game (f->view, f->game);
  parlour_board_view_set_input (f->view, PARLOUR_BOARD_INPUT_MOVES);
  g_signal_connect (f->view, "move-requested", G_CALLBACK (move_requested_cb), f);
  g_signal_connect (f->view, "input-refused", G_CALLBACK (input_refused_cb), f);
  gtk_widget_add_tick_callback (GTK_WIDGET (f->view), count_frame_cb, f, NULL);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 640, 640);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  gtk_window_present (GTK_WINDOW (f->window));
  wait_until_drawn (f);
}

/* @data: a FEN, or NULL for the start position */
static void
setup (Fixture       *f,
       gconstpointer  data)
{
  setup_with_fen (f, "chess", data);
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  g_object_add_weak_pointer (G_OBJECT (f->view), (gpointer *) &f->view);
  g_object_add_weak_pointer (G_OBJECT (f->game), (gpointer *) &f->game);
  gtk_window_destroy (GTK_WINDOW (f->window));
  iterate_ms (10);
  /* nothing keeps the view (animation, popover, game handlers) or the game alive */
  g_assert_null (f->view);
  g_object_unref (f->game);
  g_assert_null (f->game);
  g_clear_pointer (&f->last_reason, g_free);
}

static guint
square (Fixture    *f,
        const char *name)
{
  int sq = parlour_square_from_name (parlour_game_get_variant (f->game), name);

  g_assert_cmpint (sq, >=, 0);
  return sq;
}

static void
click (Fixture    *f,
       const char *name)
{
  double x, y;

  g_assert_true (parlour_board_view_square_center (f->view, square (f, name), &x, &y));
  parlour_board_view_test_press (f->view, x, y);
  parlour_board_view_test_release (f->view, x, y);
}

static void
drag (Fixture    *f,
      const char *from,
      const char *to)
{
  double x0, y0, x1, y1;

  g_assert_true (parlour_board_view_square_center (f->view, square (f, from), &x0, &y0));
  g_assert_true (parlour_board_view_square_center (f->view, square (f, to), &x1, &y1));
  parlour_board_view_test_press (f->view, x0, y0);
  if (g_str_equal (from, to))
    {
      /* wander off within the square (but past the drag threshold) and back */
      parlour_board_view_test_motion (f->view, x0 + 15, y0 + 15);
      parlour_board_view_test_motion (f->view, x0 + 25, y0 + 20);
    }
  for (guint i = 1; i <= 8; i++)
    {
      parlour_board_view_test_motion (f->view, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (f->view->dragging);
  parlour_board_view_test_release (f->view, x1, y1);
}

static void
assert_move (Fixture    *f,
             guint       ply,
             const char *text)
{
  g_autofree char *played = NULL;

  g_assert_cmpuint (parlour_game_get_n_moves (f->game), >, ply);
  played = parlour_move_to_long (parlour_game_get_position_at (f->game, ply),
                                 parlour_game_get_move (f->game, ply));
  g_assert_cmpstr (played, ==, text);
}

static void
wait_animation (Fixture *f)
{
  guint64 start = g_get_monotonic_time ();

  while (parlour_board_view_test_is_animating (f->view) &&
         g_get_monotonic_time () - start < 3 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (parlour_board_view_test_is_animating (f->view));
}

static void
test_click_click (Fixture       *f,
                  gconstpointer  data)
{
  click (f, "e2");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "e2"));
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  click (f, "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 1);
  assert_move (f, 0, "e2e4");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);
  /* the piece slides from e2 to e4 */
  g_assert_true (parlour_board_view_test_is_animating (f->view));
  wait_animation (f);
  g_assert_cmpuint (f->view->shown.board[square (f, "e4")], ==,
                    PARLOUR_PIECE_MAKE (PARLOUR_CHESS_PAWN, PARLOUR_WHITE));
  g_assert_cmpuint (f->view->last_move, ==, parlour_game_get_move (f->game, 0));

  /* a second click on a selected piece puts it down again */
  click (f, "g8");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "g8"));
  click (f, "g8");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);
  g_assert_cmpuint (f->n_refused, ==, 0);
}

static void
test_drag (Fixture       *f,
           gconstpointer  data)
{
  click (f, "e2");
  click (f, "e4");
  wait_animation (f);
  drag (f, "e7", "e5");
  assert_move (f, 1, "e7e5");
  g_assert_false (f->view->dragging);
  /* a dropped piece does not slide: it is already where it was dropped */
  for (guint i = 0; i < f->view->sprites->len; i++)
    g_assert_cmpint (g_array_index (f->view->sprites, ParlourBoardSprite, i).fade, !=, 0);

  /* a drag back onto its own square keeps the piece selected */
  drag (f, "g1", "g1");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 2);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "g1"));
  drag (f, "g1", "f3");
  assert_move (f, 2, "g1f3");
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  /* an illegal pair of clicks: nothing is played, and the view says why */
  click (f, "d2");
  click (f, "d5");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (f->n_refused, ==, 1);
  g_assert_nonnull (f->last_reason);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);

  /* the other side's piece */
  click (f, "e7");
  g_assert_cmpuint (f->n_refused, ==, 2);
  g_assert_cmpstr (f->last_reason, ==, "It is White's turn");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);

  /* an illegal drag */
  drag (f, "b1", "b4");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (f->n_refused, ==, 3);
  /* the knight flies back to b1 */
  g_assert_true (parlour_board_view_test_is_animating (f->view));
  wait_animation (f);

  /* browsing an earlier position: no input */
  click (f, "e2");
  click (f, "e4");
  parlour_board_view_set_view_ply (f->view, 0);
  click (f, "e7");
  g_assert_cmpuint (f->n_refused, ==, 4);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);
  parlour_board_view_set_view_ply (f->view, G_MAXUINT);
  click (f, "e7");
  click (f, "e5");
  assert_move (f, 1, "e7e5");

  /* a game that ends drops the selection and takes no more moves */
  click (f, "d2");
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "d2"));
  parlour_game_resign (f->game, PARLOUR_WHITE);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);
  click (f, "d2");
  g_assert_cmpstr (f->last_reason, ==, "The game is over");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 2);
}

static void
test_promotion (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *popover;

  click (f, "b7");
  click (f, "b8");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  popover = parlour_board_view_test_get_promotion (f->view);
  g_assert_nonnull (popover);
  iterate_ms (50);
  g_assert_true (gtk_widget_get_mapped (popover));
  g_assert_true (parlour_board_view_test_choose_promotion (f->view, PARLOUR_CHESS_KNIGHT));
  assert_move (f, 0, "b7b8n");
  g_assert_cmpuint (parlour_game_get_position (f->game)->board[square (f, "b8")], ==,
                    PARLOUR_PIECE_MAKE (PARLOUR_CHESS_KNIGHT, PARLOUR_WHITE));
  iterate_ms (50);
  g_assert_null (parlour_board_view_test_get_promotion (f->view));
  wait_animation (f);
}

static void
test_promotion_cancel (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *popover;

  drag (f, "b7", "b8");
  popover = parlour_board_view_test_get_promotion (f->view);
  g_assert_nonnull (popover);
  gtk_popover_popdown (GTK_POPOVER (popover));
  iterate_ms (50);
  g_assert_null (parlour_board_view_test_get_promotion (f->view));
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);

  drag (f, "b7", "b8");
  g_assert_true (parlour_board_view_test_choose_promotion (f->view, PARLOUR_CHESS_QUEEN));
  assert_move (f, 0, "b7b8q");
}

static void
test_undo_redo (Fixture       *f,
                gconstpointer  data)
{
  ParlourPosition start = *parlour_game_get_position_at (f->game, 0);

  click (f, "e2");
  click (f, "e4");
  wait_animation (f);

  g_assert_true (parlour_game_undo (f->game));
  g_assert_true (parlour_board_view_test_is_animating (f->view));
  g_assert_cmpuint (f->view->shown.hash, ==, start.hash);
  g_assert_cmpuint (f->view->last_move, ==, PARLOUR_MOVE_NONE);
  wait_animation (f);
  g_assert_cmpuint (f->view->shown.board[square (f, "e2")], ==,
                    PARLOUR_PIECE_MAKE (PARLOUR_CHESS_PAWN, PARLOUR_WHITE));

  g_assert_true (parlour_game_redo (f->game));
  g_assert_true (parlour_board_view_test_is_animating (f->view));
  g_assert_cmpuint (f->view->shown.hash, ==, parlour_game_get_position (f->game)->hash);
  g_assert_cmpuint (f->view->last_move, ==, parlour_game_get_move (f->game, 0));
  wait_animation (f);

  /* with animations off the view changes at once */
  g_object_set (f->view, "animations", FALSE, NULL);
  g_assert_true (parlour_game_undo (f->game));
  g_assert_false (parlour_board_view_test_is_animating (f->view));
  g_assert_cmpuint (f->view->shown.hash, ==, start.hash);
}

static void
test_castling_animation (Fixture       *f,
                         gconstpointer  data)
{
  gboolean rook_slides = FALSE;

  click (f, "e1");
  click (f, "g1");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 1);
  for (guint i = 0; i < f->view->sprites->len; i++)
    {
      ParlourBoardSprite *s = &g_array_index (f->view->sprites, ParlourBoardSprite, i);
      if (s->fade == 0 && s->from == square (f, "h1") && s->to == square (f, "f1"))
        rook_slides = TRUE;
    }
  g_assert_true (rook_slides);
  wait_animation (f);
}

/* The king taken onto its own rook castles, by click and by drag; a rook that
 * cannot castle is selected as usual. */
static void
test_castling_onto_rook (Fixture       *f,
                         gconstpointer  data)
{
  click (f, "e1");
  click (f, "a1");
  assert_move (f, 0, "e1c1");
  wait_animation (f);
  drag (f, "e8", "h8");
  assert_move (f, 1, "e8g8");
  wait_animation (f);

  /* White's king has moved: its rook is just selected */
  click (f, "c1");
  click (f, "h1");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 2);
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "h1"));
}

static gboolean
press_key (Fixture *f,
           guint    keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->view));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  static const guint to_e2[] = { GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Right,
                                 GDK_KEY_Up };

  /* as after a click: the focus square shows only once a key is used */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (f->view));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (f->view)));
  g_assert_false (f->view->focus_visible);
  /* the first arrow only shows the focus square (a1) */
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_cmpuint (f->view->focus_square, ==, square (f, "a1"));
  for (guint i = 0; i < G_N_ELEMENTS (to_e2); i++)
    g_assert_true (press_key (f, to_e2[i]));
  g_assert_cmpuint (f->view->focus_square, ==, square (f, "e2"));
  g_assert_true (press_key (f, GDK_KEY_Return));
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "e2"));
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_true (press_key (f, GDK_KEY_space));
  assert_move (f, 0, "e2e4");

  /* Escape drops a selection; without one it is left to the window */
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_cmpuint (f->view->focus_square, ==, square (f, "e7"));
  g_assert_true (press_key (f, GDK_KEY_Return));
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, square (f, "e7"));
  g_assert_true (press_key (f, GDK_KEY_Escape));
  g_assert_cmpuint (parlour_board_view_test_get_selected (f->view), ==, PARLOUR_NO_SQUARE);
  g_assert_false (press_key (f, GDK_KEY_Escape));

  /* flipped, up is still up on the screen */
  parlour_board_view_set_flipped (f->view, TRUE);
  g_assert_true (press_key (f, GDK_KEY_Up));
  g_assert_cmpuint (f->view->focus_square, ==, square (f, "e6"));
}

static void
activated_cb (ParlourBoardView *view,
              guint             sq,
              guint            *out)
{
  *out = sq;
}

static void
hovered_cb (ParlourBoardView *view,
            int               sq,
            int              *out)
{
  *out = sq;
}

static void
test_pieces_input (Fixture       *f,
                   gconstpointer  data)
{
  guint activated = PARLOUR_NO_SQUARE;
  int hovered = -2;
  double x, y;

  g_signal_connect (f->view, "piece-activated", G_CALLBACK (activated_cb), &activated);
  g_signal_connect (f->view, "square-hovered", G_CALLBACK (hovered_cb), &hovered);
  g_object_set (f->view, "input", PARLOUR_BOARD_INPUT_PIECES, NULL);

  click (f, "g8");   /* either side's pieces */
  g_assert_cmpuint (activated, ==, square (f, "g8"));
  click (f, "d1");
  g_assert_cmpuint (activated, ==, square (f, "d1"));
  activated = PARLOUR_NO_SQUARE;
  click (f, "e4");
  g_assert_cmpuint (activated, ==, PARLOUR_NO_SQUARE);
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  g_assert_cmpuint (f->n_refused, ==, 0);

  g_assert_true (parlour_board_view_square_center (f->view, square (f, "c3"), &x, &y));
  parlour_board_view_test_motion (f->view, x, y);
  g_assert_cmpint (hovered, ==, square (f, "c3"));

  /* display only: nothing at all */
  g_object_set (f->view, "input", PARLOUR_BOARD_INPUT_NONE, NULL);
  click (f, "g8");
  g_assert_cmpuint (activated, ==, PARLOUR_NO_SQUARE);
  g_assert_cmpuint (f->n_refused, ==, 0);
}

static void
test_properties (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *theme = NULL;
  g_autofree char *set = NULL;
  guint n_themes;
  const ParlourBoardTheme * const *themes = parlour_board_theme_list (&n_themes);
  g_auto(GStrv) sets = parlour_piece_cache_list_sets ();

  g_assert_cmpuint (n_themes, >=, 3);
  for (guint i = 0; i < n_themes; i++)
    {
      g_object_set (f->view, "board-theme", parlour_board_theme_get_id (themes[i]), NULL);
      g_clear_pointer (&theme, g_free);
      g_object_get (f->view, "board-theme", &theme, NULL);
      g_assert_cmpstr (theme, ==, parlour_board_theme_get_id (themes[i]));
      g_assert_nonnull (parlour_board_theme_get_name (themes[i]));
    }
  /* an unknown theme or piece set falls back to the default */
  g_object_set (f->view, "board-theme", "no-such-theme", "piece-set", "no-such-set", NULL);
  g_clear_pointer (&theme, g_free);
  g_object_get (f->view, "board-theme", &theme, "piece-set", &set, NULL);
  g_assert_cmpstr (theme, ==, "wood");
  g_assert_cmpstr (set, ==, "parlour");
  g_assert_true (g_strv_contains ((const char * const *) sets, "parlour"));
  iterate_ms (50);
}

static void
check_round_trips (ParlourBoardView *view,
                   guint             n_squares)
{
  for (guint sq = 0; sq < n_squares; sq++)
    {
      double x, y;
      guint back = PARLOUR_NO_SQUARE;

      g_assert_true (parlour_board_view_square_center (view, sq, &x, &y));
      g_assert_true (parlour_board_view_square_at (view, x, y, &back));
      g_assert_cmpuint (back, ==, sq);
    }
}

/* The coordinates stand outside the squares, in strips left of and below the
 * board that no piece can cover; without them the board takes that room. */
static void
test_coordinates (Fixture       *f,
                  gconstpointer  data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (f->view));
  int height = gtk_widget_get_height (GTK_WIDGET (f->view));
  graphene_rect_t with, without;

  g_assert_true (f->view->show_coordinates);
  parlour_board_view_board_rect (f->view, &with);
  g_assert_cmpint (f->view->gutter, >=, f->view->square / 4);
  /* room for the rank numbers on the left and the file letters below */
  g_assert_cmpfloat (with.origin.x, >=, f->view->gutter);
  g_assert_cmpfloat (with.origin.y + with.size.height + f->view->gutter, <=, height);
  g_assert_cmpfloat (with.origin.x + with.size.width, <=, width);

  g_object_set (f->view, "show-coordinates", FALSE, NULL);
  parlour_board_view_board_rect (f->view, &without);
  g_assert_cmpint (f->view->gutter, ==, 0);
  g_assert_cmpfloat (without.size.width, >, with.size.width);

  /* flipped, the strips stay left and below */
  g_object_set (f->view, "show-coordinates", TRUE, NULL);
  parlour_board_view_set_flipped (f->view, TRUE);
  parlour_board_view_board_rect (f->view, &without);
  g_assert_true (graphene_rect_equal (&with, &without));
}

static void
test_geometry (Fixture       *f,
               gconstpointer  data)
{
  const ParlourVariant *big = NULL;
  const ParlourVariant **variants;
  guint n_variants;
  double x1, y1, x8, y8;

  check_round_trips (f->view, 64);
  g_assert_true (parlour_board_view_square_center (f->view, square (f, "a1"), &x1, &y1));
  g_assert_true (parlour_board_view_square_center (f->view, square (f, "h8"), &x8, &y8));
  g_assert_cmpfloat (x1, <, x8);
  g_assert_cmpfloat (y1, >, y8);
  g_assert_false (parlour_board_view_square_at (f->view, -5, -5, NULL));

  parlour_board_view_set_flipped (f->view, TRUE);
  check_round_trips (f->view, 64);
  g_assert_true (parlour_board_view_square_center (f->view, square (f, "a1"), &x1, &y1));
  g_assert_true (parlour_board_view_square_center (f->view, square (f, "h8"), &x8, &y8));
  g_assert_cmpfloat (x1, >, x8);
  g_assert_cmpfloat (y1, <, y8);
  /* flipped, a click still lands on the square drawn there */
  click (f, "e7");
  g_assert_cmpuint (f->n_refused, ==, 1);
  click (f, "e2");
  click (f, "e4");
  assert_move (f, 0, "e2e4");

  variants = parlour_variant_list (&n_variants);
  for (guint i = 0; i < n_variants; i++)
    if (variants[i]->width == 10 && variants[i]->height == 10)
      {
        big = variants[i];
        break;
      }
  if (big == NULL)
    {
      g_test_message ("no 10x10 variant registered");
      return;
    }
  {
    g_autoptr(ParlourPosition) pos = parlour_position_new (big);

    parlour_board_view_set_position (f->view, pos);
    iterate_ms (50);
    for (guint flipped = 0; flipped < 2; flipped++)
      {
        parlour_board_view_set_flipped (f->view, flipped);
        check_round_trips (f->view, 100);
      }
  }
}

static void
test_no_rerender (Fixture       *f,
                  gconstpointer  data)
{
  guint renders, frames;

  g_assert_cmpuint (parlour_board_view_get_svg_render_count (), >, 0);
  renders = parlour_board_view_get_svg_render_count ();
  for (guint i = 0; i < 5; i++)
    {
      frames = f->n_frames;
      gtk_widget_queue_draw (GTK_WIDGET (f->view));
      while (f->n_frames < frames + 2)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (parlour_board_view_get_svg_render_count (), ==, renders);

  /* selecting, moving and animating draws from the same textures */
  click (f, "e2");
  click (f, "e4");
  wait_animation (f);
  g_assert_cmpuint (parlour_board_view_get_svg_render_count (), ==, renders);
}

/* The view drawn by GSK's cairo renderer, as premultiplied ARGB32 pixels. */
static guint8 *
render_view (Fixture *f,
             int     *width,
             int     *height,
             gsize   *stride)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (f->view));
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  guint8 *pixels;

  *width = gtk_widget_get_width (GTK_WIDGET (f->view));
  *height = gtk_widget_get_height (GTK_WIDGET (f->view));
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  gsk_renderer_unrealize (renderer);
  *stride = *width * 4;
  pixels = g_malloc (*stride * *height);
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

static guint32
pixel_at (const guint8 *pixels,
          gsize         stride,
          int           x,
          int           y)
{
  return *(const guint32 *) (pixels + y * stride + x * 4);
}

/* The board's corners are rounded without a clip around the board: the corner
 * squares, and whatever fills them, take the corner's shape themselves. */
static void
test_rounded_corners (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree guint8 *pixels = NULL;
  graphene_rect_t board;
  int width, height, left, top, right, bottom;
  gsize stride;

  /* the last move highlights a1, a corner square */
  click (f, "a1");
  click (f, "a2");
  wait_animation (f);
  pixels = render_view (f, &width, &height, &stride);
  parlour_board_view_board_rect (f->view, &board);
  left = board.origin.x;
  top = board.origin.y;
  right = board.origin.x + board.size.width - 1;
  bottom = board.origin.y + board.size.height - 1;
  g_assert_cmpfloat (parlour_board_view_corner_radius (f->view), >=, 4);

  /* the outermost pixel of each corner is left out (transparent) */
  g_assert_cmpuint (pixel_at (pixels, stride, left, top) >> 24, ==, 0);
  g_assert_cmpuint (pixel_at (pixels, stride, right, top) >> 24, ==, 0);
  g_assert_cmpuint (pixel_at (pixels, stride, right, bottom) >> 24, ==, 0);
  g_assert_cmpuint (pixel_at (pixels, stride, left, bottom) >> 24, ==, 0);
  /* a little inside, and along the edges, the board is opaque */
  g_assert_cmpuint (pixel_at (pixels, stride, left + 4, top + 4) >> 24, ==, 0xff);
  g_assert_cmpuint (pixel_at (pixels, stride, left + 4, bottom - 4) >> 24, ==, 0xff);
  g_assert_cmpuint (pixel_at (pixels, stride, (left + right) / 2, top) >> 24, ==, 0xff);
  g_assert_cmpuint (pixel_at (pixels, stride, left, (top + bottom) / 2) >> 24, ==, 0xff);
}

static void
assert_same_texture (GdkTexture *a,
                     GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guint8 *pa = g_malloc (w * h * 4);
  g_autofree guint8 *pb = g_malloc (w * h * 4);

  g_assert_cmpint (gdk_texture_get_width (b), ==, w);
  g_assert_cmpint (gdk_texture_get_height (b), ==, h);
  gdk_texture_download (a, pa, w * 4);
  gdk_texture_download (b, pb, w * 4);
  g_assert_true (memcmp (pa, pb, w * h * 4) == 0);
}

/* Images rendered in one run are drawn from the disk in the next; damaged
 * files and images of other art are rendered again. */
static void
test_disk_cache (void)
{
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "parlour", "pieces",
                                            "parlour-61.bin", NULL);
  g_autoptr(ParlourPieceCache) first_run = parlour_piece_cache_new ();
  g_autoptr(ParlourPieceCache) second_run = NULL;
  g_autoptr(GdkTexture) rendered = NULL;
  g_autofree char *contents = NULL;
  guint renders = parlour_piece_cache_get_render_count ();
  gsize len, entry;

  parlour_piece_disk_cache_reset ();
  g_unlink (path);
  rendered = g_object_ref (parlour_piece_cache_get (first_run, "rook", 'R', PARLOUR_WHITE, 61));
  g_assert_nonnull (parlour_piece_cache_get (first_run, "rook", 'R', PARLOUR_BLACK, 61));
  g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 2);
  parlour_piece_disk_cache_flush ();
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (parlour_piece_disk_cache_has_set ("parlour"));
  g_assert_false (parlour_piece_disk_cache_has_set ("parlou"));

  /* the next run renders nothing, and gets the same pixels */
  parlour_piece_disk_cache_reset ();
  second_run = parlour_piece_cache_new ();
  assert_same_texture (rendered, parlour_piece_cache_get (second_run, "rook", 'R', PARLOUR_WHITE, 61));
  g_assert_nonnull (parlour_piece_cache_get (second_run, "rook", 'R', PARLOUR_BLACK, 61));
  g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 2);

  /* the art changed (the stored hash of the image no longer matches): the
   * file is a 16-byte header, then entries of 72 bytes (name[48], hash,
   * offset, stride and padding) */
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpuint (len, >, 16 + 2 * 72);
  entry = g_str_equal (contents + 16, "white-rook") ? 16 : 16 + 72;
  g_assert_cmpstr (contents + entry, ==, "white-rook");
  contents[entry + 48] ^= 0x5a;
  g_assert_true (g_file_set_contents (path, contents, len, NULL));
  parlour_piece_disk_cache_reset ();
  g_clear_object (&second_run);
  second_run = parlour_piece_cache_new ();
  assert_same_texture (rendered, parlour_piece_cache_get (second_run, "rook", 'R', PARLOUR_WHITE, 61));
  g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 3);

  /* damaged files: too short, and an entry pointing past the end */
  for (guint i = 0; i < 2; i++)
    {
      if (i == 0)
        g_assert_true (g_file_set_contents (path, "PRLPCS01\x3d", 9, NULL));
      else
        {
          contents[entry + 56 + 6] = 0x7f;   /* the entry's offset, far past the end */
          g_assert_true (g_file_set_contents (path, contents, len, NULL));
        }
      parlour_piece_disk_cache_reset ();
      g_clear_object (&second_run);
      second_run = parlour_piece_cache_new ();
      assert_same_texture (rendered, parlour_piece_cache_get (second_run, "rook", 'R', PARLOUR_WHITE, 61));
      g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 4 + i);
    }
  parlour_piece_disk_cache_reset ();
}

static void
test_missing_art (void)
{
  g_autoptr(ParlourPieceCache) cache = parlour_piece_cache_new ();
  guint renders = parlour_piece_cache_get_render_count ();
  GdkTexture *texture;

  texture = parlour_piece_cache_get (cache, "no-such-kind", 'Z', PARLOUR_BLACK, 40);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 40);
  g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 1);
  g_assert_true (parlour_piece_cache_get (cache, "no-such-kind", 'Z', PARLOUR_BLACK, 40) == texture);
  g_assert_cmpuint (parlour_piece_cache_get_render_count (), ==, renders + 1);
  g_assert_nonnull (parlour_piece_cache_get (cache, "knight", 'N', PARLOUR_WHITE, 40));
}

static void
test_preview (void)
{
  const ParlourVariant **variants;
  GtkWidget *window, *box;
  guint n_variants;

  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_window_set_child (GTK_WINDOW (window), box);
  variants = parlour_variant_list (&n_variants);
  for (guint i = 0; i < n_variants; i++)
    {
      g_autoptr(ParlourPosition) pos = parlour_position_new (variants[i]);
      GtkWidget *view = parlour_board_view_new ();

      parlour_board_view_set_position (PARLOUR_BOARD_VIEW (view), pos);
      parlour_board_view_set_input (PARLOUR_BOARD_VIEW (view), PARLOUR_BOARD_INPUT_NONE);
      gtk_widget_set_size_request (view, 112, 112);
      gtk_box_append (GTK_BOX (box), view);
    }
  gtk_window_present (GTK_WINDOW (window));
  iterate_ms (300);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_ms (10);
}

static const ParlourVariant *
drops (void)
{
  return test_drops_variant ();
}

static void
setup_drops (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->game = parlour_game_new (drops (), "4k3/8/8/8/8/8/8/4K3[QPn] w - - 0 1", 0, &error);
  g_assert_no_error (error);
  setup_view (f);
}

static void
click_reserve (Fixture      *f,
               ParlourColor  color,
               char          letter)
{
  guint kind = parlour_variant_kind_from_letter (drops (), letter);
  double x, y;

  g_assert_true (parlour_board_view_reserve_center (f->view, color, kind, &x, &y));
  parlour_board_view_test_press (f->view, x, y);
  parlour_board_view_test_release (f->view, x, y);
}

/* Pieces in hand stand beside the board; one picked and a square it may be
 * dropped on make the drop, nothing else does. */
static void
test_drops (Fixture       *f,
            gconstpointer  data)
{
  graphene_rect_t board;
  double x, y;

  /* the column beside the board: the board is narrower than the view */
  parlour_board_view_board_rect (f->view, &board);
  g_assert_cmpfloat (board.size.width, <, gtk_widget_get_width (GTK_WIDGET (f->view)) * 0.9);
  /* White's in hand below, Black's above */
  g_assert_true (parlour_board_view_reserve_center (f->view, PARLOUR_WHITE,
                                                    parlour_variant_kind_from_letter (drops (), 'Q'),
                                                    &x, &y));
  g_assert_cmpfloat (x, >, board.origin.x + board.size.width);
  g_assert_cmpfloat (y, >, board.origin.y + board.size.height / 2);
  g_assert_true (parlour_board_view_reserve_center (f->view, PARLOUR_BLACK,
                                                    parlour_variant_kind_from_letter (drops (), 'N'),
                                                    &x, &y));
  g_assert_cmpfloat (y, <, board.origin.y + board.size.height / 2);
  g_assert_false (parlour_board_view_reserve_center (f->view, PARLOUR_BLACK,
                                                     parlour_variant_kind_from_letter (drops (), 'Q'),
                                                     &x, &y));

  /* Black's knight is not White's to drop */
  click_reserve (f, PARLOUR_BLACK, 'N');
  g_assert_cmpuint (f->n_refused, ==, 1);
  g_assert_cmpstr (f->last_reason, ==, "It is White's turn");

  /* a pawn goes on no last rank, and nowhere occupied */
  click_reserve (f, PARLOUR_WHITE, 'P');
  click (f, "d8");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  click_reserve (f, PARLOUR_WHITE, 'P');
  click (f, "e1");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);

  /* the queen onto d4 */
  click_reserve (f, PARLOUR_WHITE, 'Q');
  click (f, "d4");
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpint (PARLOUR_MOVE_FLAG (parlour_game_get_move (f->game, 0)), ==, PARLOUR_MOVE_DROP);
  g_assert_cmpstr (parlour_game_get_san (f->game, 0), ==, "Q@d4");
  wait_until_drawn (f);
  /* the queen has left the hand; Black drops the knight with check */
  g_assert_false (parlour_board_view_reserve_center (f->view, PARLOUR_WHITE,
                                                     parlour_variant_kind_from_letter (drops (), 'Q'),
                                                     &x, &y));
  click_reserve (f, PARLOUR_BLACK, 'N');
  click (f, "f3");
  g_assert_cmpstr (parlour_game_get_san (f->game, 1), ==, "N@f3+");
  /* a screenshot with a kind picked, when one is wanted */
  if (g_getenv ("PARLOUR_TEST_LINGER_MS") != NULL)
    {
      click_reserve (f, PARLOUR_WHITE, 'P');
      iterate_ms ((guint) g_ascii_strtoull (g_getenv ("PARLOUR_TEST_LINGER_MS"), NULL, 10));
    }
}

typedef struct {
  GArray *edits;   /* guint triples: kind (0 square, 1 move), a, b */
} Edits;

static void
edit_square_cb (ParlourBoardView *view,
                guint             square,
                gboolean          secondary,
                Edits            *edits)
{
  guint e[3] = { 0, square, secondary };

  g_array_append_vals (edits->edits, e, 3);
}

static void
edit_move_cb (ParlourBoardView *view,
              guint             from,
              guint             to,
              Edits            *edits)
{
  guint e[3] = { 1, from, to };

  g_array_append_vals (edits->edits, e, 3);
}

static void
drag_to (Fixture    *f,
         const char *from,
         double      to_x,
         double      to_y)
{
  double x, y;

  g_assert_true (parlour_board_view_square_center (f->view, square (f, from), &x, &y));
  parlour_board_view_test_press (f->view, x, y);
  parlour_board_view_test_motion (f->view, (x + to_x) / 2, (y + to_y) / 2);
  parlour_board_view_test_motion (f->view, to_x, to_y);
  parlour_board_view_test_release (f->view, to_x, to_y);
}

/* Editing input: clicks and drags say what the user did; the game is not touched. */
static void
test_edit_input (Fixture       *f,
                 gconstpointer  data)
{
  Edits edits = { g_array_new (FALSE, FALSE, sizeof (guint)) };
  double x, y;

  parlour_board_view_set_input (f->view, PARLOUR_BOARD_INPUT_EDIT);
  g_signal_connect (f->view, "edit-square", G_CALLBACK (edit_square_cb), &edits);
  g_signal_connect (f->view, "edit-move", G_CALLBACK (edit_move_cb), &edits);

  click (f, "e4");
  click (f, "e2");
  g_assert_true (parlour_board_view_square_center (f->view, square (f, "b5"), &x, &y));
  drag_to (f, "g1", x, y);
  drag_to (f, "a2", -50, -50);   /* off the board */
  drag_to (f, "d4", x, y);       /* an empty square carries nothing */

  g_assert_cmpuint (edits.edits->len, ==, 4 * 3);
  g_assert_cmpuint (g_array_index (edits.edits, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (edits.edits, guint, 1), ==, square (f, "e4"));
  g_assert_cmpuint (g_array_index (edits.edits, guint, 2), ==, FALSE);
  g_assert_cmpuint (g_array_index (edits.edits, guint, 4), ==, square (f, "e2"));
  g_assert_cmpuint (g_array_index (edits.edits, guint, 6), ==, 1);
  g_assert_cmpuint (g_array_index (edits.edits, guint, 7), ==, square (f, "g1"));
  g_assert_cmpuint (g_array_index (edits.edits, guint, 8), ==, square (f, "b5"));
  g_assert_cmpuint (g_array_index (edits.edits, guint, 10), ==, square (f, "a2"));
  g_assert_cmpuint (g_array_index (edits.edits, guint, 11), ==, PARLOUR_NO_SQUARE);
  g_assert_cmpuint (parlour_game_get_n_moves (f->game), ==, 0);
  g_array_unref (edits.edits);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *cache = NULL;
  int status;

  /* the piece images rendered here are not kept in the user's cache */
  cache = g_dir_make_tmp ("parlour-test-XXXXXX", NULL);
  g_assert_nonnull (cache);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/board-view/click-click", Fixture, NULL, setup, test_click_click, teardown);
  g_test_add ("/ui/board-view/drag", Fixture, NULL, setup, test_drag, teardown);
  g_test_add ("/ui/board-view/refused", Fixture, NULL, setup, test_refused, teardown);
  g_test_add ("/ui/board-view/promotion", Fixture, PROMOTION_FEN, setup, test_promotion,
              teardown);
  g_test_add ("/ui/board-view/promotion-cancel", Fixture, PROMOTION_FEN, setup,
              test_promotion_cancel, teardown);
  g_test_add ("/ui/board-view/undo-redo", Fixture, NULL, setup, test_undo_redo, teardown);
  g_test_add ("/ui/board-view/castling-animation", Fixture, CASTLING_FEN, setup,
              test_castling_animation, teardown);
  g_test_add ("/ui/board-view/castling-onto-rook", Fixture, CASTLING_FEN, setup,
              test_castling_onto_rook, teardown);
  g_test_add ("/ui/board-view/pieces-input", Fixture, NULL, setup, test_pieces_input, teardown);
  g_test_add ("/ui/board-view/drops", Fixture, NULL, setup_drops, test_drops, teardown);
  g_test_add ("/ui/board-view/edit-input", Fixture, NULL, setup, test_edit_input, teardown);
  g_test_add ("/ui/board-view/properties", Fixture, NULL, setup, test_properties, teardown);
  g_test_add ("/ui/board-view/keyboard", Fixture, NULL, setup, test_keyboard, teardown);
  g_test_add ("/ui/board-view/geometry", Fixture, NULL, setup, test_geometry, teardown);
  g_test_add ("/ui/board-view/coordinates", Fixture, NULL, setup, test_coordinates, teardown);
  g_test_add ("/ui/board-view/no-rerender", Fixture, NULL, setup, test_no_rerender, teardown);
  g_test_add_func ("/ui/board-view/missing-art", test_missing_art);
  g_test_add_func ("/ui/board-view/preview", test_preview);
  g_test_add ("/ui/board-view/rounded-corners", Fixture, "7k/8/8/8/8/8/8/R3K3 w - - 0 1", setup,
              test_rounded_corners, teardown);
  g_test_add_func ("/ui/board-view/disk-cache", test_disk_cache);

  status = g_test_run ();
  parlour_piece_disk_cache_reset ();
  test_remove_tree (cache);
  return status;
}
