/* test-editor.c — the position editor in real windows: set up positions by click,
 * drag and keyboard for chess, Bungalow and a board with pieces in hand, see what
 * is wrong with them, at any window size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Clicks and drags on the board go through the board view's test hooks, which
 * run the gestures' own code; the palette's gesture gets its signals as GTK
 * would emit them. With PARLOUR_EDITOR_SHOTS set to a folder, the layout test
 * saves PNGs of the editor there (docs/screenshots/).
 */
#include "config.h"

#include "editor-test-util.h"
#include "test-drops-variant.h"

/* Chess by click and by drag, from the palette and on the board; undo and redo. */
static void
test_chess_click_and_drag (Fixture       *f,
                           gconstpointer  data)
{
  assert_fen (f, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert_problem (f, NULL);
  activate (f, "editor.clear");
  assert_fen (f, "8/8/8/8/8/8/8/8 w - - 0 1");
  assert_problem (f, "White has no King");
  assert_problem (f, "Black has no King");

  pick (f, "K");
  click_square (f, "e1");
  drag_from_palette (f, "k", "e8");
  assert_problem (f, NULL);
  pick (f, "R");
  click_square (f, "a1");
  assert_fen (f, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  /* the other button places the other colour */
  g_signal_emit_by_name (f->board, "edit-square", square (f, "h8"), TRUE);
  ui_test_iterate ();
  assert_fen (f, "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1");
  /* the same piece again takes it away */
  click_square (f, "a1");
  assert_fen (f, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1");
  /* drags on the board move pieces, off the board remove them */
  drag_square (f, "h8", "h2");
  assert_fen (f, "4k3/8/8/8/8/8/7r/4K3 w - - 0 1");
  drag_square (f, "h2", NULL);
  assert_fen (f, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");

  activate (f, "editor.undo");
  assert_fen (f, "4k3/8/8/8/8/8/7r/4K3 w - - 0 1");
  activate (f, "editor.undo");
  assert_fen (f, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1");
  activate (f, "editor.redo");
  activate (f, "editor.redo");
  assert_fen (f, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_false (parlour_position_editor_can_redo (f->editor));
}

/* Each rule the editor checks, named in words; Play waits until none is broken. */
static void
test_chess_validation (Fixture       *f,
                       gconstpointer  data)
{
  GtkCheckButton *wk = child (f->editor_window, "castle_wk");
  AdwComboRow *side = child (f->editor_window, "side_row");
  AdwComboRow *ep = child (f->editor_window, "ep_row");
  GtkEditable *entry = child (f->editor_window, "fen_entry");

  /* too many pieces */
  pick (f, "P");
  click_square (f, "e4");
  assert_problem (f, "White has 17 pieces; a game has at most 16");
  activate (f, "editor.undo");
  assert_problem (f, NULL);

  /* impossible castling: the rook left h1; the right can be taken away, not given */
  drag_square (f, "h1", "h3");
  assert_problem (f, "White cannot castle king-side");
  g_assert_true (gtk_check_button_get_active (wk));
  gtk_check_button_set_active (wk, FALSE);
  ui_test_iterate ();
  assert_problem (f, NULL);
  g_assert_false (gtk_widget_get_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (wk),
                                                                     ADW_TYPE_ACTION_ROW)));
  assert_fen (f, "rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");

  /* two kings */
  pick (f, "K");
  click_square (f, "d4");
  assert_problem (f, "White has 2 royal pieces (King)");
  activate (f, "editor.undo");

  /* a pawn on the last rank */
  activate (f, "editor.clear");
  pick (f, "K");
  click_square (f, "e1");
  pick (f, "k");
  click_square (f, "e8");
  pick (f, "P");
  click_square (f, "c8");
  assert_problem (f, "A pawn stands on c8, on the first or last rank");
  activate (f, "editor.undo");

  /* the side not to move in check; then Black is to move and it is fine */
  pick (f, "R");
  click_square (f, "e4");
  assert_problem (f, "Black is in check, but it is White’s turn");
  adw_combo_row_set_selected (side, 1);
  ui_test_iterate ();
  assert_problem (f, NULL);
  assert_fen (f, "4k3/8/8/8/4R3/8/8/4K3 b - - 0 1");

  /* en passant: only the squares a pawn can just have passed and be taken on */
  gtk_editable_set_text (entry, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
  ui_test_iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ep)), ==, 3);
  adw_combo_row_set_selected (ep, 2);
  ui_test_iterate ();
  assert_fen (f, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  /* a piece on f7 (the pawn's start): f6 is no longer a candidate, and goes */
  pick (f, "n");
  click_square (f, "f7");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ep)), ==, 2);
  g_assert_null (strstr (parlour_editor_window_get_problems (f->editor_window), "en passant"));
}

/* Arrow keys move a cursor, FEN letters place pieces, Delete removes them. */
static void
key (Fixture *f,
     guint    keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->editor));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0,
                               &handled);
    }
  g_assert_true (handled);
  ui_test_iterate ();
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  activate (f, "editor.clear");
  /* the first arrow shows the cursor on a1 */
  key (f, GDK_KEY_Right);
  g_assert_cmpuint (parlour_position_editor_get_cursor (f->editor), ==, square (f, "a1"));
  for (guint i = 0; i < 4; i++)
    key (f, GDK_KEY_Right);
  key (f, GDK_KEY_K);
  for (guint i = 0; i < 7; i++)
    key (f, GDK_KEY_Up);
  key (f, GDK_KEY_k);
  key (f, GDK_KEY_Down);
  key (f, GDK_KEY_Left);
  key (f, GDK_KEY_p);
  assert_fen (f, "4k3/3p4/8/8/8/8/8/4K3 w - - 0 1");
  key (f, GDK_KEY_Delete);
  assert_fen (f, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  /* flipped, the arrows still go the way they point on the screen */
  activate (f, "editor.flip");
  key (f, GDK_KEY_Left);
  g_assert_cmpuint (parlour_position_editor_get_cursor (f->editor), ==, square (f, "e7"));
}

/* Bungalow, 10x10: its own kinds, a Leader Horse from the palette, its rules. */
static void
test_bungalow (Fixture       *f,
               gconstpointer  data)
{
  AdwComboRow *variant = child (f->editor_window, "variant_row");
  const ParlourVariant **variants;
  guint n, bungalow = G_MAXUINT;

  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i]->id, "bungalow"))
      bungalow = i;
  adw_combo_row_set_selected (variant, bungalow);
  ui_test_iterate ();
  wait_for_board (f);
  assert_fen (f, "1hcealech1/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/1HCEALECH1 w - - 0 1");
  g_assert_false (gtk_widget_get_visible (child (f->editor_window, "castling_group")));

  drag_square (f, "f1", NULL);
  assert_problem (f, "White has no Leader");
  /* a Leader Horse is the royal piece */
  drag_from_palette (f, "H^", "f1");
  assert_problem (f, NULL);
  pick (f, "h^");
  click_square (f, "e5");
  assert_problem (f, "Black has 2 royal pieces (Leader)");
  drag_square (f, "f10", NULL);
  /* pawns may stand on any rank */
  drag_square (f, "a3", "a10");
  assert_problem (f, NULL);
  assert_fen (f, "Phcea1ech1/dppppppppd/p8p/10/10/4h^5/10/9P/DPPPPPPPPD/1HCEAH^ECH1 w - - 0 1");
  /* undo takes the variant back too */
  for (guint i = 0; i < 6; i++)
    activate (f, "editor.undo");
  assert_fen (f, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

/* A variant with drops (a test one, until Crazyhouse and Bughouse are in): pieces
 * in hand with + and -, promoted pieces from the palette. */
static void
setup_drops (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (test_drops_variant (),
      "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1", &error);

  g_assert_no_error (error);
  attach (f, PARLOUR_EDITOR_WINDOW (parlour_editor_window_new (NULL, pos)));
}

static gboolean
is_named_spin (GtkWidget     *widget,
               gconstpointer  name)
{
  return GTK_IS_SPIN_BUTTON (widget) && g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static GtkSpinButton *
reserve_spin (Fixture    *f,
              const char *name)
{
  GtkWidget *group = child (f->editor_window, "reserve_group");
  GtkWidget *spin = ui_test_find_widget (group, is_named_spin, name);

  g_assert_nonnull (spin);
  return GTK_SPIN_BUTTON (spin);
}

static void
test_drops (Fixture       *f,
            gconstpointer  data)
{
  g_assert_true (gtk_widget_get_visible (child (f->editor_window, "reserve_group")));
  g_assert_cmpfloat (gtk_spin_button_get_value (reserve_spin (f, "White Queen")), ==, 1);
  gtk_spin_button_spin (reserve_spin (f, "White Queen"), GTK_SPIN_STEP_FORWARD, 1);
  gtk_spin_button_spin (reserve_spin (f, "Black Knight"), GTK_SPIN_STEP_FORWARD, 1);
  gtk_spin_button_spin (reserve_spin (f, "Black Pawn"), GTK_SPIN_STEP_BACKWARD, 1);
  ui_test_iterate ();
  assert_fen (f, "4k3/8/8/8/8/8/8/4K3[QQn] w - - 0 1");
  drag_from_palette (f, "Q~", "d4");
  pick (f, "p");
  click_square (f, "b7");
  assert_fen (f, "4k3/1p6/8/8/3Q~4/8/8/4K3[QQn] w - - 0 1");
  /* pieces change sides with drops: no count is too many */
  for (guint i = 0; i < 10; i++)
    gtk_spin_button_spin (reserve_spin (f, "White Pawn"), GTK_SPIN_STEP_FORWARD, 1);
  ui_test_iterate ();
  assert_problem (f, NULL);
  activate (f, "editor.undo");
  g_assert_cmpfloat (gtk_spin_button_get_value (reserve_spin (f, "White Pawn")), ==, 9);
}

/* Saves a PNG of @window (for docs/screenshots) if PARLOUR_EDITOR_SHOTS is set. */
static void
shoot (GtkWidget  *window,
       const char *name)
{
  ui_test_screenshot (window, g_getenv ("PARLOUR_EDITOR_SHOTS"), name);
}

/* Wide: the palette beside the board; narrow: below it. */
static void
test_layout (Fixture       *f,
             gconstpointer  data)
{
  const char *variant = data;
  graphene_rect_t board, palette;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *name = NULL;

  if (variant != NULL)
    {
      const ParlourVariant *v = parlour_variant_lookup (variant);
      g_autoptr(ParlourPosition) start = parlour_position_new_from_fen (v, v->start_fen, NULL);

      parlour_position_editor_set_position (f->editor, start);
    }
  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      gtk_window_set_default_size (GTK_WINDOW (f->editor_window), 1100, 720);
      ui_test_iterate_for (300);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->editor),
                                                &board));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->palette), GTK_WIDGET (f->editor),
                                                &palette));
      g_test_message ("window %dx%d", gtk_widget_get_width (GTK_WIDGET (f->editor_window)),
                      gtk_widget_get_height (GTK_WIDGET (f->editor_window)));
      g_test_message ("wide: editor %dx%d, board %gx%g at %g,%g, palette at %g,%g",
                      gtk_widget_get_width (GTK_WIDGET (f->editor)),
                      gtk_widget_get_height (GTK_WIDGET (f->editor)), board.size.width,
                      board.size.height, board.origin.x, board.origin.y, palette.origin.x,
                      palette.origin.y);
      g_assert_cmpfloat (palette.origin.x, >=, board.origin.x + board.size.width);
      g_assert_cmpfloat (board.size.width, >=, 360);
      g_free (name);
      name = g_strdup_printf ("editor-%s-wide-%s.png", variant ? variant : "chess",
                              dark ? "dark" : "light");
      shoot (GTK_WIDGET (f->editor_window), name);

      gtk_window_set_default_size (GTK_WINDOW (f->editor_window), 380, 760);
      ui_test_iterate_for (300);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->editor),
                                                &board));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->palette), GTK_WIDGET (f->editor),
                                                &palette));
      g_assert_cmpfloat (palette.origin.y, >=, board.origin.y + board.size.height);
      g_assert_cmpfloat (board.size.width, >=, 250);
      g_free (name);
      name = g_strdup_printf ("editor-%s-narrow-%s.png", variant ? variant : "chess",
                              dark ? "dark" : "light");
      shoot (GTK_WIDGET (f->editor_window), name);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add ("/ui/editor/chess-click-and-drag", Fixture, NULL, setup, test_chess_click_and_drag,
              teardown);
  g_test_add ("/ui/editor/chess-validation", Fixture, NULL, setup, test_chess_validation,
              teardown);
  g_test_add ("/ui/editor/keyboard", Fixture, NULL, setup, test_keyboard, teardown);
  g_test_add ("/ui/editor/bungalow", Fixture, NULL, setup, test_bungalow, teardown);
  g_test_add ("/ui/editor/drops", Fixture, NULL, setup_drops, test_drops, teardown);
  g_test_add ("/ui/editor/layout/chess", Fixture, NULL, setup, test_layout, teardown);
  g_test_add ("/ui/editor/layout/bungalow", Fixture, "bungalow", setup, test_layout, teardown);

  return g_test_run ();
}
