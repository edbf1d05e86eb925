/* test-editor-boards.c — the position editor in real windows: Bughouse's two boards,
 * SimulChess's two en passant squares, the palette by keyboard (docs/editor.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-bughouse-match.h"
#include "parlour-new-game-dialog.h"
#include "editor-test-util.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"

/* The FEN entry shows @expected, and it is what the boards hold. */
static void
assert_entry (Fixture    *f,
              const char *expected)
{
  g_assert_cmpstr (gtk_editable_get_text (child (f->editor_window, "fen_entry")), ==, expected);
}

static void
type_fen (Fixture    *f,
          const char *text)
{
  gtk_editable_set_text (child (f->editor_window, "fen_entry"), text);
  ui_test_iterate ();
}

static void
show_board (Fixture *f,
            guint    board)
{
  GtkWidget *button = child (f->editor_window, board == 0 ? "board_a_button" : "board_b_button");

  g_signal_emit_by_name (button, "clicked");
  ui_test_iterate ();
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
}

/* Bughouse: both boards edited, each with its undo and its problems, the FEN of
 * both typed as BPGN has it, and Play starting a match from the two positions. */
static void
test_bughouse (Fixture       *f,
               gconstpointer  data)
{
  const char *fen_a = "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1";
  const char *fen_b = "r3k3/8/8/8/8/8/8/4K3[n] b q - 0 1";
  g_autofree char *both = g_strdup_printf ("%s | %s", fen_a, fen_b);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *error_label = child (f->editor_window, "fen_error_label");
  ParlourMatch *match;
  GtkWidget *dialog;

  g_assert_false (gtk_widget_get_visible (child (f->editor_window, "board_switcher")));
  choose_variant (f, "bughouse");
  wait_for_board (f);
  g_assert_true (gtk_widget_get_visible (child (f->editor_window, "board_switcher")));
  assert_entry (f, START " | " START);

  /* an edit on A leaves B as it is; B has its own undo */
  drag_square (f, "e2", "e4");
  show_board (f, 1);
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, START);
  }
  assert_entry (f, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 1 | " START);
  g_assert_false (parlour_position_editor_can_undo (f->editor));
  drag_square (f, "e8", NULL);
  assert_problem (f, "Board B: Black has no King");
  activate (f, "editor.undo");
  assert_problem (f, NULL);
  show_board (f, 0);
  assert_entry (f, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 1 | " START);
  g_assert_true (parlour_position_editor_can_undo (f->editor));

  /* both typed at once; a bad one is named by its board and changes nothing */
  type_fen (f, both);
  assert_entry (f, both);
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, fen_a);
  }
  type_fen (f, "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1 | 4k3/8/8 w - - 0 1");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)), "Board B: "));
  type_fen (f, "8/8/8 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1 | " START);
  g_assert_true (gtk_widget_get_visible (error_label));
  type_fen (f, both);
  g_assert_false (gtk_widget_get_visible (error_label));
  show_board (f, 1);
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, fen_b);
  }
  assert_problem (f, NULL);
  /* each board's problems name it */
  drag_square (f, "e1", NULL);
  assert_problem (f, "Board B: White has no King");
  g_assert_null (strstr (parlour_editor_window_get_problems (f->editor_window), "Board A"));
  activate (f, "editor.undo");
  assert_problem (f, NULL);

  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *name = g_strdup_printf ("editor-bughouse-%s.png", dark ? "dark" : "light");

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      gtk_window_set_default_size (GTK_WINDOW (f->editor_window), 1100, 720);
      ui_test_iterate_for (300);
      editor_shoot (GTK_WIDGET (f->editor_window), name);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* Play: a bughouse match, each board from its own position */
  activate (f, "editor.play");
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (gtk_widget_get_template_child (dialog, PARLOUR_TYPE_NEW_GAME_DIALOG,
                                                        "start_button"), "clicked");
  ui_test_iterate ();
  g_assert_null (find_editor_window ());
  match = ui_test_match (f->window);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (match));
  g_assert_cmpuint (ui_test_n_boards (f->window), ==, 2);
  for (guint b = 0; b < 2; b++)
    {
      ParlourGame *game = parlour_match_get_game (match, b);
      g_autofree char *start = parlour_position_to_fen (parlour_game_get_initial_position (game));

      g_assert_cmpstr (start, ==, b == 0 ? fen_a : fen_b);
    }
  f->editor_window = NULL;
}

/* Edit This Position in a bughouse match: both boards as they stand. */
static void
test_bughouse_edit_this_position (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("bughouse");
  const char *fen_a = "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1";
  const char *fen_b = "r3k3/8/8/8/8/8/8/4K3[n] b q - 0 1";
  g_autoptr(ParlourGame) a = parlour_game_new (v, fen_a, 0, NULL);
  g_autoptr(ParlourGame) b = parlour_game_new (v, fen_b, 0, NULL);
  g_autoptr(ParlourMatch) match = parlour_bughouse_match_new (a, b, NULL);
  g_autofree char *both = g_strdup_printf ("%s | %s", fen_a, fen_b);
  Fixture fixture = { 0 }, *f = &fixture;

  f->window = ui_test_window_new ();
  parlour_window_set_match (f->window, match);
  ui_test_iterate ();
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "edit-position", NULL);
  ui_test_iterate ();
  attach (f, find_editor_window ());
  assert_entry (f, both);
  assert_problem (f, NULL);
  /* board B came with no undo steps of its own */
  show_board (f, 1);
  g_assert_false (parlour_position_editor_can_undo (f->editor));
  teardown (f, NULL);
}

/* SimulChess: an en passant square for each side, where the position has one. */
static void
test_simul_en_passant (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (
    parlour_variant_lookup ("simulchess"), "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - - 0 1", NULL);
  AdwComboRow *ep = child (f->editor_window, "ep_row");
  AdwComboRow *ep_other = child (f->editor_window, "ep_other_row");

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ep_other)));
  g_assert_nonnull (pos);
  parlour_position_editor_set_position (f->editor, pos);
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ep_other)));
  /* "None" and the one square each side can take on */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ep)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ep_other)), ==, 2);
  adw_combo_row_set_selected (ep, 1);
  ui_test_iterate ();
  assert_fen (f, "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - d6 0 1");
  adw_combo_row_set_selected (ep_other, 1);
  ui_test_iterate ();
  assert_fen (f, "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1");
  assert_problem (f, NULL);
  /* an edit that makes one impossible takes that one away */
  drag_square (f, "e4", NULL);
  assert_fen (f, "4k3/8/8/2Pp4/5p2/8/8/4K3 w - d6 0 1");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (ep_other)));
  activate (f, "editor.undo");
  assert_fen (f, "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1");
}

/* Feeds @keyval to @widget's key controllers; whether one took it. */
static gboolean
press (GtkWidget *widget,
       guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
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

/* The palette by keyboard: the key goes past the editor's own to the palette
 * (the editor's arrows would move the board's cursor), and as the palette
 * stands (a column per colour, beside the board) Down goes along it, Right to
 * Black's column, Enter selects. */
static void
test_palette_keyboard (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *palette = GTK_WIDGET (f->palette);
  ParlourPiece first, below, across;
  double x0, y0, x1, y1, x2, y2;

  gtk_window_set_default_size (GTK_WINDOW (f->editor_window), 1100, 720);
  ui_test_iterate_for (300);
  g_assert_true (gtk_widget_get_focusable (palette));
  g_assert_true (gtk_widget_grab_focus (palette));
  ui_test_iterate ();
  g_assert_true (gtk_widget_has_focus (palette));

  parlour_piece_palette_get_cursor (f->palette, &first);
  g_assert_cmpuint (first, ==, parlour_piece_palette_get_selected (f->palette));
  /* the editor leaves the palette's keys to it */
  g_assert_false (press (GTK_WIDGET (f->editor), GDK_KEY_Down));
  g_assert_true (press (palette, GDK_KEY_Down));
  parlour_piece_palette_get_cursor (f->palette, &below);
  g_assert_true (press (palette, GDK_KEY_Right));
  parlour_piece_palette_get_cursor (f->palette, &across);
  /* at the edge the key is left to GTK, to move the focus on */
  g_assert_false (press (palette, GDK_KEY_Right));
  g_assert_true (parlour_piece_palette_item_center (f->palette, first, &x0, &y0));
  g_assert_true (parlour_piece_palette_item_center (f->palette, below, &x1, &y1));
  g_assert_true (parlour_piece_palette_item_center (f->palette, across, &x2, &y2));
  g_assert_cmpfloat (x1, ==, x0);
  g_assert_cmpfloat (y1, >, y0);
  g_assert_cmpfloat (x2, >, x1);
  g_assert_cmpfloat (y2, ==, y1);
  g_assert_cmpint (PARLOUR_PIECE_COLOR (across), ==, PARLOUR_BLACK);
  /* moving is not choosing; Enter is */
  g_assert_cmpuint (parlour_piece_palette_get_selected (f->palette), ==, first);
  g_assert_true (press (palette, GDK_KEY_Return));
  g_assert_cmpuint (parlour_piece_palette_get_selected (f->palette), ==, across);
  /* and a click on the board places it */
  activate (f, "editor.clear");
  click_square (f, "d4");
  g_assert_cmpuint (parlour_position_editor_get_position (f->editor)->board[square (f, "d4")],
                    ==, across);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add ("/ui/editor/bughouse", Fixture, NULL, setup, test_bughouse, teardown);
  g_test_add_func ("/ui/editor/bughouse/edit-this-position", test_bughouse_edit_this_position);
  g_test_add ("/ui/editor/simul-en-passant", Fixture, NULL, setup, test_simul_en_passant,
              teardown);
  g_test_add ("/ui/editor/palette-keyboard", Fixture, NULL, setup, test_palette_keyboard,
              teardown);

  return g_test_run ();
}
