/* test-typed-moves.c — moves typed on the focused board, and moves said to
 * screen readers (docs/typed-moves.md, docs/accessibility.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys are fed to the board's key controller, as GTK gives it a key pressed
 * while the board has the focus. What a screen reader hears is read back from
 * the accessibility tree: the board's live region (a status) and its name.
 */
#include "config.h"

#include "parlour-move-words.h"
#include "parlour-side-panel.h"
#include "parlour-window-private.h"
#include "ui-test-util.h"

/* Feeds @keyval to @board's key controller; TRUE if it took it. */
static gboolean
press_on (ParlourBoardView *board,
          guint             keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
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

/* Types @text on @board, focused, each key taken. */
static void
type_on (ParlourBoardView *board,
         const char       *text)
{
  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (const char *p = text; *p != '\0'; p++)
    g_assert_true (press_on (board, gdk_unicode_to_keyval ((guchar) *p)));
}

static void
type_and_enter (ParlourBoardView *board,
                const char       *text)
{
  type_on (board, text);
  g_assert_true (press_on (board, GDK_KEY_Return));
}

/* the board's live region: its status child */
static GtkWidget *
live_region (ParlourBoardView *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)) == GTK_ACCESSIBLE_ROLE_STATUS)
      return child;
  g_assert_not_reached ();
}

/* what a screen reader was last told about @board, from the accessibility tree */
static void
assert_said (ParlourBoardView *board,
             const char       *expected)
{
  GtkWidget *live = live_region (board);
  g_autofree char *mismatch = NULL;

  g_assert_cmpstr (parlour_board_view_get_announced (board), ==, expected);
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (live),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  if (mismatch != NULL)
    g_error ("the live region says “%s”, not “%s”", mismatch, expected);
}

/* every text said on @board, recorded by the window's announcer signal */
static void
record_said (ParlourAnnouncer *announcer,
             guint             board,
             const char       *text,
             GPtrArray        *said)
{
  g_ptr_array_add (said, g_strdup (text));
}

static ParlourWindow *
window_with (const char *variant,
             const char *fen)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant), fen, 0, NULL);
  ParlourWindow *window = ui_test_window_new ();

  g_assert_nonnull (game);
  ui_test_set_game (window, game, NULL);
  ui_test_iterate ();
  return window;
}

/* Chess: the hint says what the text names; Enter plays it as a click would;
 * a text that names nothing is refused and stays; Escape clears it. */
static void
test_chess (void)
{
  ParlourWindow *window = window_with ("chess", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  g_autofree char *hint = NULL;
  g_autofree char *description = NULL;

  g_assert_null (parlour_board_view_dup_typed_hint (board));
  type_on (board, "N");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "N — Na3, Nc3, Nf3, Nh3");
  g_clear_pointer (&hint, g_free);
  type_on (board, "f3");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "Nf3 — Knight g1 to f3");
  /* a screen reader reads it as the board's description */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, hint));
  g_assert_true (press_on (board, GDK_KEY_Return));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "");
  assert_said (board, "White Knight to f3");
  /* the board's name says whose turn it is */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Chess board, Black to move"));

  /* nothing legal: refused, kept for mending; Backspace and Escape */
  type_and_enter (board, "Ke7");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "Ke7");
  g_clear_pointer (&hint, g_free);
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "Ke7 — no legal move");
  g_assert_true (press_on (board, GDK_KEY_BackSpace));
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "Ke");
  g_assert_true (press_on (board, GDK_KEY_Escape));
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "");
  /* the focus square's description is back */
  description = parlour_square_words (parlour_game_get_position (game), 0);
  g_assert_cmpstr (description, ==, "a1, white Rook");
  /* the keyboard's other keys still work: Escape with nothing typed is not taken */
  g_assert_false (press_on (board, GDK_KEY_Escape));

  /* long algebraic, lower case piece letters */
  type_and_enter (board, "e7e5");
  type_and_enter (board, "nc3");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 3);
  assert_said (board, "White Knight to c3");
  ui_test_window_destroy (window);
}

/* What is said: a capture with check, in the accessibility tree */
static void
test_capture_check (void)
{
  ParlourWindow *window = window_with ("chess", "8/7p/8/4k3/8/5p2/8/4K1N1 w - - 0 1");
  ParlourBoardView *board = ui_test_board_view (window, 0);

  type_and_enter (board, "Nxf3");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  assert_said (board, "White Knight takes f3, check");
  ui_test_window_destroy (window);
}

/* A drop, typed and said */
static void
test_drop (void)
{
  ParlourWindow *window =
    window_with ("crazyhouse", "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1");
  ParlourBoardView *board = ui_test_board_view (window, 0);
  g_autofree char *hint = NULL;

  type_on (board, "N@e5");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "N@e5 — drop a Knight on e5");
  g_assert_true (press_on (board, GDK_KEY_Return));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  assert_said (board, "White drops a Knight on e5");
  ui_test_window_destroy (window);
}

/* The mating move is said, then the result */
static void
test_result (void)
{
  ParlourWindow *window = window_with ("chess", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *result = NULL;

  g_signal_connect (window->announcer, "announced", G_CALLBACK (record_said), said);
  type_and_enter (board, "f3");
  type_and_enter (board, "e5");
  type_and_enter (board, "g4");
  type_and_enter (board, "Qh4");
  g_assert_true (parlour_game_is_over (ui_test_game (window, 0)));
  result = parlour_describe_result (PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE,
                                    NULL, NULL);
  g_assert_cmpuint (said->len, ==, 5);
  g_assert_cmpstr (said->pdata[0], ==, "White Pawn to f3");
  g_assert_cmpstr (said->pdata[3], ==, "Black Queen to h4, checkmate");
  g_assert_cmpstr (said->pdata[4], ==, result);
  assert_said (board, result);
  g_signal_handlers_disconnect_by_data (window->announcer, said);
  ui_test_window_destroy (window);
}

/* Bughouse: each board takes the moves typed on it */
static void
test_bughouse (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  ParlourWindow *window = ui_test_window_new ();
  ParlourBoardView *a, *b;
  double x, y;

  parlour_window_set_match (window, match);
  a = ui_test_board_view (window, 0);
  b = ui_test_board_view (window, 1);
  for (guint i = 0; i < 200 && !(parlour_board_view_square_center (a, 0, &x, &y) &&
                                 parlour_board_view_square_center (b, 0, &x, &y)); i++)
    ui_test_iterate_for (50);
  type_and_enter (a, "e4");
  type_and_enter (b, "Nf3");
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 1);
  assert_said (a, "White Pawn to e4");
  assert_said (b, "White Knight to f3");
  /* a capture on A sends the piece to B's hand, said on B */
  type_and_enter (a, "d5");
  type_and_enter (a, "exd5");
  assert_said (a, "White Pawn takes d5");
  assert_said (b, "Black receives a Pawn");
  type_and_enter (b, "P@e4");
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 2);
  assert_said (b, "Black drops a Pawn on e4");
  ui_test_window_destroy (window);
}

/* SimulChess: White's typed choice goes with the curtain; behind it nothing
 * can be typed; the reveal says both moves */
static void
test_simul (void)
{
  ParlourWindow *window = window_with ("simulchess", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  g_autofree char *hint = NULL;

  type_on (board, "e4");
  g_assert_true (press_on (board, GDK_KEY_Return));
  g_assert_true (board == ui_test_board_view (window, 0));
  g_assert_nonnull (parlour_board_view_get_curtain (board));
  /* nothing of White's choice is left to see, nor said */
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "");
  g_assert_null (parlour_board_view_dup_typed_hint (board));
  g_assert_null (parlour_board_view_get_announced (board));
  /* behind the curtain keys type nothing */
  g_assert_false (press_on (board, gdk_unicode_to_keyval ('e')));
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "");
  /* Black lifts it (Enter) and types */
  g_assert_true (press_on (board, GDK_KEY_Return));
  g_assert_null (parlour_board_view_get_curtain (board));
  type_and_enter (board, "e5");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  assert_said (board, "Revealed: White Pawn to e4; Black Pawn to e5");
  /* a pass, typed */
  /* SimulChess's pass is the countdown's, not a player's: not typed */
  type_on (board, "pass");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "pass — no legal move");
  ui_test_window_destroy (window);
}

/* Panic: a square names the piece to pick */
static void
test_panic (void)
{
  ParlourWindow *window = window_with ("panic", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  g_autofree char *hint = NULL;

  g_assert_cmpint (parlour_board_view_get_input (board), ==, PARLOUR_BOARD_INPUT_PIECES);
  type_on (board, "g1");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "g1 — pick the Knight on g1");
  g_assert_true (press_on (board, GDK_KEY_Return));
  for (guint i = 0; i < 200 && parlour_game_get_n_moves (game) == 0; i++)
    ui_test_iterate_for (20);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (PARLOUR_MOVE_FROM (parlour_game_get_move (game, 0)), ==,
                    (guint) parlour_square_from_name (parlour_game_get_variant (game), "g1"));
  g_assert_true (g_str_has_prefix (parlour_board_view_get_announced (board),
                                   "Rolled: White Knight g1 to "));
  ui_test_window_destroy (window);
}

/* With the preference off the board takes no letters */
static void
test_off (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  ParlourWindow *window = window_with ("chess", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);

  g_settings_set_boolean (settings, "typed-moves", FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_false (press_on (board, gdk_unicode_to_keyval ('e')));
  g_assert_cmpstr (parlour_board_view_get_typed_text (board), ==, "");
  g_settings_reset (settings, "typed-moves");
  type_and_enter (board, "e4");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  ui_test_window_destroy (window);
}

/* "f" flips the board, but not before the focused board had it: it is no
 * application accelerator (which GTK gives keys before any widget) */
static void
test_flip_key (void)
{
  ParlourWindow *window = window_with ("chess", NULL);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ui_test_app),
                                                                "win.flip");

  g_assert_false (g_strv_contains ((const char * const *) accels, "f"));
  type_and_enter (ui_test_board_view (window, 0), "Nf3");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  ui_test_window_destroy (window);
}

/* Bungalow's 10x10 board and fairy letters; with PARLOUR_TEST_SCREENSHOTS
 * the hint is shot in both styles */
static void
test_bungalow (void)
{
  ParlourWindow *window = window_with ("bungalow", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  g_autofree char *hint = NULL;

  type_on (board, "H");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_true (g_str_has_prefix (hint, "H — H"));
  ui_test_screenshot_styles (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                             "typed-move-partial");
  g_clear_pointer (&hint, g_free);
  type_on (board, "c3");
  hint = parlour_board_view_dup_typed_hint (board);
  g_assert_cmpstr (hint, ==, "Hc3 — Horse b1 to c3");
  ui_test_screenshot_styles (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                             "typed-move");
  if (g_getenv ("PARLOUR_TEST_SCREENSHOTS") != NULL)
    {
      /* a narrow window: the hint shrinks with the board */
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      ui_test_iterate_for (300);
      ui_test_screenshot (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                          "typed-move-narrow.png");
    }
  g_assert_true (press_on (board, GDK_KEY_Return));
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  assert_said (board, "White Horse to c3");
  /* Bungalow's players may pass: typed */
  type_and_enter (board, "pass");
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 2);
  assert_said (board, "Black passes");
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  /* the accessibility tree is read through GTK's test backend, whatever the
   * runner chose (the test wrapper sets GTK_A11Y=none, which keeps none) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/typed/chess", test_chess);
  g_test_add_func ("/ui/typed/capture-check", test_capture_check);
  g_test_add_func ("/ui/typed/drop", test_drop);
  g_test_add_func ("/ui/typed/result", test_result);
  g_test_add_func ("/ui/typed/bughouse", test_bughouse);
  g_test_add_func ("/ui/typed/simul", test_simul);
  g_test_add_func ("/ui/typed/panic", test_panic);
  g_test_add_func ("/ui/typed/off", test_off);
  g_test_add_func ("/ui/typed/flip-key", test_flip_key);
  g_test_add_func ("/ui/typed/bungalow", test_bungalow);

  return g_test_run ();
}
