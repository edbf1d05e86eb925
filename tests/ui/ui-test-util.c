/* ui-test-util.c — helpers shared by the window and autosave tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Compiled once into the UI tests' static library (tests/ui/meson.build);
 * ui-test-util.h declares what each function does.
 */
#include "config.h"

#include "ui-test-util.h"

#include "parlour-bughouse-page.h"
#include "parlour-san.h"

ParlourApplication *ui_test_app;

ParlourTable *
ui_test_table (ParlourWindow *window)
{
  ParlourTable *table = parlour_window_get_table (window);

  g_assert_true (PARLOUR_IS_TABLE (table));
  return table;
}

ParlourMatch *
ui_test_match (ParlourWindow *window)
{
  return parlour_table_get_match (ui_test_table (window));
}

ParlourGame *
ui_test_game (ParlourWindow *window,
              guint          board)
{
  return parlour_match_get_game (ui_test_match (window), board);
}

ParlourClock *
ui_test_clock (ParlourWindow *window,
               guint          board)
{
  return parlour_match_get_clock (ui_test_match (window), board);
}

ParlourPage *
ui_test_page (ParlourWindow *window)
{
  return parlour_window_get_page (window);
}

/* How many boards the window shows, and in @view board @board's view (NULL
 * past the last). */
static guint
find_board_view (ParlourWindow     *window,
                 guint              board,
                 ParlourBoardView **view)
{
  ParlourPage *page = ui_test_page (window);
  guint n;

  if (page == NULL)
    {
      *view = NULL;
      return 0;
    }
  n = parlour_page_get_n_boards (page);
  *view = board < n ? PARLOUR_BOARD_VIEW (parlour_page_get_board_view (page, board)) : NULL;
  return n;
}

guint
ui_test_n_boards (ParlourWindow *window)
{
  ParlourBoardView *view;

  return find_board_view (window, 0, &view);
}

ParlourBoardView *
ui_test_board_view (ParlourWindow *window,
                    guint          board)
{
  ParlourBoardView *view;

  g_assert_cmpuint (board, <, find_board_view (window, board, &view));
  return view;
}

ParlourSidePanel *
ui_test_side_panel (ParlourWindow *window)
{
  return PARLOUR_SIDE_PANEL (ui_test_template_child (window, PARLOUR_TYPE_WINDOW, "side_panel"));
}

gboolean
ui_test_shows_remote_match (ParlourWindow *window)
{
  ParlourTable *table = ui_test_table (window);

  return PARLOUR_IS_REMOTE_TABLE (table) && parlour_table_get_match (table) != NULL;
}

gboolean
ui_test_computer_to_act (ParlourWindow *window)
{
  ParlourMatch *match = ui_test_match (window);
  guint seat = parlour_match_get_seat_to_act (match, 0);

  return seat != PARLOUR_NO_SEAT &&
         parlour_match_get_seat (match, seat)->controller == PARLOUR_CONTROLLER_COMPUTER;
}

ParlourNetServer *
ui_test_net_server (ParlourWindow *window)
{
  ParlourTable *table = ui_test_table (window);

  if (!PARLOUR_IS_LOCAL_TABLE (table))
    return NULL;
  return parlour_local_table_get_server (PARLOUR_LOCAL_TABLE (table));
}

void
ui_test_set_game (ParlourWindow *window,
                  ParlourGame   *game,
                  ParlourClock  *clock)
{
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, clock);

  parlour_window_set_match (window, match);
}

void
ui_test_play_move (ParlourWindow *window,
                   guint          board,
                   ParlourMove    move)
{
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, move, 0 };
  guint seat = parlour_match_get_seat_to_act (ui_test_match (window), board);

  g_assert_cmpuint (seat, !=, PARLOUR_NO_SEAT);
  g_assert_true (parlour_table_submit (ui_test_table (window), seat, &action, &error));
  g_assert_no_error (error);
  ui_test_iterate ();
}

void
ui_test_play_text (ParlourWindow *window,
                   guint          board,
                   const char    *text)
{
  ParlourPosition pos = *parlour_game_get_position (ui_test_game (window, board));
  ParlourMove move = parlour_move_from_long (&pos, text, NULL);

  if (move == PARLOUR_MOVE_NONE)
    move = parlour_san_to_move (&pos, text, NULL);
  g_assert_cmpuint (move, !=, PARLOUR_MOVE_NONE);
  ui_test_play_move (window, board, move);
}

guint
ui_test_seat (ParlourWindow *window,
              guint          board,
              ParlourColor   side)
{
  guint seat = parlour_match_find_seat (ui_test_match (window), board, side);

  g_assert_cmpuint (seat, !=, PARLOUR_NO_SEAT);
  return seat;
}

void
ui_test_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
ui_test_timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ui_test_iterate_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, ui_test_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
}

/* Unless @dir is NULL, @window as it is now into @dir/@file (a PNG): the
 * screenshots in docs/screenshots (tests/README.md). */
void
ui_test_screenshot (GtkWidget  *window,
                    const char *dir,
                    const char *file)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GtkIconTheme *icons;
  int w, h;

  if (dir == NULL)
    return;
  /* G_TEST_OPTION_ISOLATE_DIRS hides the system's icon theme (XDG_DATA_DIRS):
   * without it, a widget's own icons (AdwEntryRow's pencil) would be missing */
  icons = gtk_icon_theme_get_for_display (gtk_widget_get_display (window));
  if (!gtk_icon_theme_has_icon (icons, "document-edit-symbolic"))
    gtk_icon_theme_add_search_path (icons, "/usr/share/icons");
  ui_test_iterate_for (500);
  /* on a busy machine a window just shown may not have its size yet */
  while (gtk_widget_get_width (window) == 0)
    g_main_context_iteration (NULL, TRUE);
  w = gtk_widget_get_width (window);
  h = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Unless @dir is NULL, @window in the light and the dark style:
 * @dir/@name-light.png and @dir/@name-dark.png (docs/screenshots). */
void
ui_test_screenshot_styles (GtkWidget  *window,
                           const char *dir,
                           const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  if (dir == NULL)
    return;
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%s.png", name, dark ? "dark" : "light");

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      /* the style's transition, then ui_test_screenshot()'s own wait */
      ui_test_iterate_for (200);
      ui_test_screenshot (window, dir, file);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_iterate ();
}

/* A path for a file the test writes, in the test's own isolated directories
 * (G_TEST_OPTION_ISOLATE_DIRS), so that test runs side by side never share it. */
char *
ui_test_tmp_path (const char *name)
{
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0700), ==, 0);
  return g_build_filename (g_get_user_cache_dir (), name, NULL);
}

/* With PARLOUR_TEST_LINGER_MS set, the window stays up that long, for a
 * screenshot of what the test reached (tests/README.md). */
void
ui_test_linger (void)
{
  const char *ms = g_getenv ("PARLOUR_TEST_LINGER_MS");

  if (ms != NULL)
    ui_test_iterate_for ((guint) g_ascii_strtoull (ms, NULL, 10));
}

/* For screenshots (tests/README.md): PARLOUR_TEST_WINDOW_SIZE=WxH sets the
 * window's size for ui_test_linger(), PARLOUR_TEST_DARK=1 the dark style. */
void
ui_test_screenshot_setup (GtkWindow *window)
{
  const char *size = g_getenv ("PARLOUR_TEST_WINDOW_SIZE");
  int width, height;

  if (g_getenv ("PARLOUR_TEST_DARK") != NULL)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  if (size != NULL && sscanf (size, "%dx%d", &width, &height) == 2)
    {
      gtk_window_set_default_size (window, width, height);
      ui_test_iterate_for (300);
    }
}

/* GTK's display, waiting for Xvfb if needed (below) */
void
ui_test_init_display (void)
{
  /* GTK 4.8 warns (fatal here) when there is no session bus for accessibility;
   * a test that reads the accessibility tree asks for GTK's test backend */
  if (g_strcmp0 (g_getenv ("GTK_A11Y"), "test") != 0)
    g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  /* a test run by hand is silent too: sounds are recorded, not played */
  g_setenv ("PARLOUR_NO_AUDIO", "1", TRUE);

  /* Xvfb resets when its last client leaves (without -noreset), so the previous
   * test program may just have taken the display down: wait for it to come back
   * rather than fail in gtk_init(). */
  if (!gtk_init_check ())
    {
      gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
      GdkDisplay *display = NULL;

      while (display == NULL && g_get_monotonic_time () < deadline)
        {
          g_usleep (100000);
          display = gdk_display_open (NULL);
        }
      g_assert_nonnull (display);
      gdk_display_manager_set_default_display (gdk_display_manager_get (), display);
    }
}

void
ui_test_init (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = NULL;

  ui_test_init_display ();

  ui_test_app = parlour_application_new (APPLICATION_ID, G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (ui_test_app), NULL, &error));
  g_assert_no_error (error);

  /* no slides: a test looks at the board right after a move */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_boolean (settings, "animations", FALSE);
}

ParlourWindow *
ui_test_window_new (void)
{
  ParlourWindow *window = parlour_window_new (ui_test_app);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  gint64 start = g_get_monotonic_time ();
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  while (!parlour_board_view_square_center (board, 0, &x, &y)
         && g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_board_view_square_center (board, 0, &x, &y));
  ui_test_iterate ();
  return window;
}

/* Waits until the session has written every change (it writes them a
 * moment later, on a worker thread: parlour-session.c). */
void
ui_test_wait_autosaved (void)
{
  ParlourSession *session = parlour_session_get_default ();
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!parlour_session_is_idle (session) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_session_is_idle (session));
}

void
ui_test_close_dialogs (void)
{
  GList *toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (toplevels);
}

void
ui_test_window_destroy (ParlourWindow *window)
{
  ui_test_close_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
}

/* A click on square @name of board @index, as a user would. */
void
ui_test_click_square_on (ParlourWindow *window,
                         guint          index,
                         const char    *name)
{
  ParlourBoardView *board = ui_test_board_view (window, index);
  const ParlourVariant *variant = parlour_game_get_variant (parlour_board_view_get_game (board));
  int square = parlour_square_from_name (variant, name);
  double x, y;

  g_assert_cmpint (square, >=, 0);
  g_assert_true (parlour_board_view_square_center (board, (guint) square, &x, &y));
  parlour_board_view_test_press (board, x, y);
  parlour_board_view_test_release (board, x, y);
  ui_test_iterate ();
}

void
ui_test_click_square (ParlourWindow *window,
                      const char    *name)
{
  ui_test_click_square_on (window, 0, name);
}

/* Click-click, as a user would: the piece's square, then the target square. */
void
ui_test_click_move (ParlourWindow *window,
                    const char    *from,
                    const char    *to)
{
  ui_test_click_square (window, from);
  ui_test_click_square (window, to);
}

gboolean
ui_test_action_enabled (ParlourWindow *window,
                        const char    *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* Feeds a key to the window's key controllers, as the capture phase would. */
void
ui_test_press_key (ParlourWindow *window,
                   guint          keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
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

/* The last visible toplevel window of @type, or NULL. */
GtkWidget *
ui_test_find_toplevel (GType type)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWidget *found = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (g_type_is_a (G_OBJECT_TYPE (l->data), type) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

/* the template child @name of @widget, a @type */
GObject *
ui_test_template_child (gpointer    widget,
                        GType       type,
                        const char *name)
{
  GObject *found = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (found);
  return found;
}

AdwMessageDialog *
ui_test_find_message_dialog (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  AdwMessageDialog *found = NULL;

  ui_test_iterate ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

/* Open and Save read and write asynchronously: runs the main loop until the
 * window has no file under way. */
void
ui_test_wait_files (ParlourWindow *window)
{
  while (_parlour_window_is_busy (window))
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
}

void
ui_test_open_file (ParlourWindow *window,
                   GFile         *file)
{
  parlour_window_open_file (window, file);
  ui_test_wait_files (window);
}

/* Save As into @file's folder, which a file chooser would only offer if it
 * existed: tests that save into their own data folder no longer find it made
 * by an autosave, which now comes a moment after a change (ParlourSession). */
void
ui_test_save_file (ParlourWindow *window,
                   GFile         *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);

  if (folder != NULL)
    {
      g_autofree char *path = g_file_get_path (folder);

      g_mkdir_with_parents (path, 0700);
    }
  parlour_window_save_file (window, file);
  ui_test_wait_files (window);
}

/* "Save the Current Game?", while it waits for an answer */
AdwMessageDialog *
ui_test_discard_question (ParlourWindow *window)
{
  ui_test_iterate ();
  if (window->discard_dialog == NULL || !gtk_widget_get_visible (window->discard_dialog))
    return NULL;
  return ADW_MESSAGE_DIALOG (window->discard_dialog);
}

/* Answers the question (cancel, discard or save), which must be shown. */
void
ui_test_answer_discard (ParlourWindow *window,
                        const char    *response)
{
  AdwMessageDialog *dialog = ui_test_discard_question (window);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  ui_test_iterate ();
}

/* The first of @widget and its descendants (depth first) that @match accepts. */
GtkWidget *
ui_test_find_widget (GtkWidget  *widget,
                     gboolean  (*match) (GtkWidget *widget, gconstpointer data),
                     gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ui_test_is_type (GtkWidget     *widget,
                 gconstpointer  type)
{
  return g_type_is_a (G_OBJECT_TYPE (widget), GPOINTER_TO_SIZE (type));
}

/* the first descendant of @widget (or itself) of @type */
GtkWidget *
ui_test_find_descendant (GtkWidget *widget,
                         GType      type)
{
  return ui_test_find_widget (widget, ui_test_is_type, GSIZE_TO_POINTER (type));
}

void
ui_test_collect_header_items (GtkWidget *widget,
                              GPtrArray *items)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  /* a button or the title counts as a whole; boxes and squeezers hold them */
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || ADW_IS_WINDOW_TITLE (widget))
    {
      g_ptr_array_add (items, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_test_collect_header_items (child, items);
}

/* The window can be @width wide, and then the header bar's buttons and title
 * (those shown) lie inside it without overlapping one another. */
void
ui_test_assert_header_fits (ParlourWindow *window,
                            int            width)
{
  GtkWidget *header = ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  g_autofree graphene_rect_t *bounds = NULL;
  int header_width;

  gtk_window_set_default_size (GTK_WINDOW (window), width, 720);
  ui_test_iterate_for (300);
  /* the window's surface; without a compositor it has a frame of its own (solid
   * CSD), so the header may be a little narrower */
  g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==, width);

  g_assert_nonnull (header);
  header_width = gtk_widget_get_width (header);
  g_assert_cmpint (header_width, <=, width);
  g_assert_cmpint (header_width, >=, width - 12);
  ui_test_collect_header_items (header, items);
  /* New Game, undo, redo, the title and the menus at least */
  g_assert_cmpuint (items->len, >=, 6);
  bounds = g_new0 (graphene_rect_t, items->len);
  for (guint i = 0; i < items->len; i++)
    {
      graphene_rect_t *b = &bounds[i];

      g_assert_true (gtk_widget_compute_bounds (items->pdata[i], header, b));
      g_test_message ("at %d: %s “%s” x %g, width %g", width,
                      G_OBJECT_TYPE_NAME (items->pdata[i]),
                      gtk_widget_get_tooltip_text (items->pdata[i]), b->origin.x, b->size.width);
      g_assert_cmpfloat (b->origin.x, >=, 0);
      g_assert_cmpfloat (b->origin.x + b->size.width, <=, header_width);
      /* each gets at least its minimum width (which counts its margins) */
      {
        int min;

        gtk_widget_measure (items->pdata[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        min -= gtk_widget_get_margin_start (items->pdata[i]) + gtk_widget_get_margin_end (items->pdata[i]);
        g_assert_cmpfloat (b->size.width, >=, min);
      }
      for (guint j = 0; j < i; j++)
        {
          graphene_rect_t *o = &bounds[j];

          /* linked buttons share their border: one pixel */
          g_assert_false (b->origin.x + 1 < o->origin.x + o->size.width
                          && o->origin.x + 1 < b->origin.x + b->size.width);
        }
    }
}

/* Activates New Game and returns the dialog it shows. */
ParlourNewGameDialog *
ui_test_open_new_game (ParlourWindow *window)
{
  ParlourNewGameDialog *dialog = NULL;
  GList *toplevels;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  ui_test_iterate ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (PARLOUR_IS_NEW_GAME_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  return dialog;
}

/* for ui_test_find_widget(): the widget called @name */
gboolean
ui_test_has_name (GtkWidget     *widget,
                  gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* New Game's Start, as a click gives it */
void
ui_test_new_game_start (ParlourNewGameDialog *dialog)
{
  g_signal_emit_by_name (UI_TEST_NEW_GAME_CHILD (dialog, "start_button"), "clicked");
  ui_test_iterate ();
}

ParlourClockView *
ui_test_seat_bar (ParlourWindow *window,
                  guint          board,
                  ParlourColor   side)
{
  ParlourPage *page = ui_test_page (window);

  g_assert_true (PARLOUR_IS_BUGHOUSE_PAGE (page));
  return parlour_bughouse_page_get_seat_bar (PARLOUR_BUGHOUSE_PAGE (page), board, side);
}
