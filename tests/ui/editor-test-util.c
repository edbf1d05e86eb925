/* editor-test-util.c — helpers shared by the position editor's window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Compiled once into the UI tests' static library (tests/ui/meson.build);
 * editor-test-util.h declares what each function does.
 */
#include "config.h"

#include <string.h>

#include "editor-test-util.h"

gpointer
child (gpointer    widget,
              const char *name)
{
  GObject *object = gtk_widget_get_template_child (widget, PARLOUR_TYPE_EDITOR_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

/* Waits until the editor's board has squares (its first allocation). */
void
wait_for_board (Fixture *f)
{
  gint64 start = g_get_monotonic_time ();
  double x, y;

  while (!parlour_board_view_square_center (f->board, 0, &x, &y) &&
         g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_board_view_square_center (f->board, 0, &x, &y));
  ui_test_iterate ();
}

void
attach (Fixture             *f,
        ParlourEditorWindow *editor_window)
{
  f->editor_window = editor_window;
  f->editor = parlour_editor_window_get_editor (editor_window);
  f->board = parlour_position_editor_get_board (f->editor);
  f->palette = parlour_position_editor_get_palette (f->editor);
  gtk_window_present (GTK_WINDOW (editor_window));
  wait_for_board (f);
}

ParlourEditorWindow *
find_editor_window (void)
{
  return (ParlourEditorWindow *) ui_test_find_toplevel (PARLOUR_TYPE_EDITOR_WINDOW);
}

/* The main window and the editor its menu opens (win.position-editor). */
void
setup (Fixture       *f,
       gconstpointer  data)
{
  f->window = ui_test_window_new ();
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "position-editor", NULL);
  ui_test_iterate ();
  attach (f, find_editor_window ());
}

void
teardown (Fixture       *f,
          gconstpointer  data)
{
  if (find_editor_window () != NULL)
    gtk_window_destroy (GTK_WINDOW (find_editor_window ()));
  if (f->window != NULL)
    ui_test_window_destroy (f->window);
  ui_test_iterate ();
}

guint
square (Fixture    *f,
        const char *name)
{
  int sq = parlour_square_from_name (parlour_position_editor_get_position (f->editor)->variant,
                                     name);

  g_assert_cmpint (sq, >=, 0);
  return sq;
}

void
click_square (Fixture    *f,
              const char *name)
{
  double x, y;

  g_assert_true (parlour_board_view_square_center (f->board, square (f, name), &x, &y));
  parlour_board_view_test_press (f->board, x, y);
  parlour_board_view_test_release (f->board, x, y);
  ui_test_iterate ();
}

/* A drag on the board from @from to @to (NULL: off the board). */
void
drag_square (Fixture    *f,
             const char *from,
             const char *to)
{
  double x, y, tx = -40, ty = -40;

  g_assert_true (parlour_board_view_square_center (f->board, square (f, from), &x, &y));
  if (to != NULL)
    g_assert_true (parlour_board_view_square_center (f->board, square (f, to), &tx, &ty));
  parlour_board_view_test_press (f->board, x, y);
  parlour_board_view_test_motion (f->board, (x + tx) / 2, (y + ty) / 2);
  parlour_board_view_test_motion (f->board, tx, ty);
  parlour_board_view_test_release (f->board, tx, ty);
  ui_test_iterate ();
}

GtkGesture *
palette_gesture (Fixture *f)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->palette));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

ParlourPiece
piece (Fixture    *f,
       const char *fen)
{
  const ParlourVariant *v = parlour_position_editor_get_position (f->editor)->variant;
  guint kind = parlour_variant_kind_from_letter (v, g_ascii_toupper (fen[0]));
  ParlourPiece p;

  g_assert_cmpuint (kind, !=, 0);
  p = PARLOUR_PIECE_MAKE (kind, g_ascii_islower (fen[0]) ? PARLOUR_BLACK : PARLOUR_WHITE);
  if (fen[1] == '^')
    p |= PARLOUR_PIECE_ROYAL;
  if (fen[1] == '~')
    p |= PARLOUR_PIECE_PROMOTED;
  return p;
}

/* The palette's piece (FEN letter, with ^ or ~), picked as a click there picks it. */
void
pick (Fixture    *f,
      const char *fen)
{
  ParlourPiece p = piece (f, fen);
  double x, y;

  g_assert_true (parlour_piece_palette_item_center (f->palette, p, &x, &y));
  g_signal_emit_by_name (palette_gesture (f), "drag-begin", x, y);
  g_signal_emit_by_name (palette_gesture (f), "drag-end", 0.0, 0.0);
  ui_test_iterate ();
  g_assert_cmpuint (parlour_piece_palette_get_selected (f->palette), ==, p);
}

/* A piece dragged out of the palette onto square @to. */
void
drag_from_palette (Fixture    *f,
                   const char *fen,
                   const char *to)
{
  double x, y, bx, by, tx, ty;

  g_assert_true (parlour_piece_palette_item_center (f->palette, piece (f, fen), &x, &y));
  g_assert_true (parlour_board_view_square_center (f->board, square (f, to), &bx, &by));
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (f->board), GTK_WIDGET (f->palette),
                                                   bx, by, &tx, &ty));
  g_signal_emit_by_name (palette_gesture (f), "drag-begin", x, y);
  g_signal_emit_by_name (palette_gesture (f), "drag-update", (tx - x) / 2, (ty - y) / 2);
  g_signal_emit_by_name (palette_gesture (f), "drag-update", tx - x, ty - y);
  g_signal_emit_by_name (palette_gesture (f), "drag-end", tx - x, ty - y);
  ui_test_iterate ();
}

char *
fen (Fixture *f)
{
  return parlour_position_to_fen (parlour_position_editor_get_position (f->editor));
}

void
assert_fen (Fixture    *f,
            const char *expected)
{
  g_autofree char *text = fen (f);
  GtkEditable *entry = child (f->editor_window, "fen_entry");

  g_assert_cmpstr (text, ==, expected);
  /* the FEN is always shown */
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, expected);
}

gboolean
play_enabled (Fixture *f)
{
  gboolean enabled = FALSE;

  g_object_get (child (f->editor_window, "play_button"), "sensitive", &enabled, NULL);
  return enabled;
}

/* The problems shown contain @want (NULL: none is shown, and Play is possible). */
void
assert_problem (Fixture    *f,
                const char *want)
{
  const char *problems = parlour_editor_window_get_problems (f->editor_window);
  GtkWidget *label = child (f->editor_window, "problems_label");

  g_test_message ("problems: %s", problems);
  if (want == NULL)
    {
      g_assert_cmpstr (problems, ==, "");
      g_assert_false (gtk_widget_get_visible (label));
      g_assert_true (play_enabled (f));
    }
  else
    {
      g_assert_nonnull (strstr (problems, want));
      g_assert_true (gtk_widget_get_visible (label));
      g_assert_false (play_enabled (f));
    }
}

void
activate (Fixture    *f,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->editor_window), action, NULL));
  ui_test_iterate ();
}

/* Saves a PNG of @window (for docs/screenshots) if PARLOUR_EDITOR_SHOTS is set. */
void
editor_shoot (GtkWidget  *window,
              const char *name)
{
  const char *dir = g_getenv ("PARLOUR_EDITOR_SHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);

  if (dir == NULL)
    return;
  ui_test_iterate_for (500);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Chooses @id in the editor's variant row, as a user would. */
void
choose_variant (Fixture    *f,
                const char *id)
{
  const ParlourVariant **variants;
  guint n;

  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i]->id, id))
      adw_combo_row_set_selected (child (f->editor_window, "variant_row"), i);
  ui_test_iterate ();
  g_assert_true (parlour_position_editor_get_position (f->editor)->variant ==
                 parlour_variant_lookup (id));
}
