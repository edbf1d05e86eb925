/* test-files.c — Open and Save under way while the window goes on, and the
 * question before a game in progress is replaced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here waits for a time: a test runs the main loop until the window
 * says that no file is being read or written (ui_test_wait_files()).
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <unistd.h>

#include "parlour-new-game-dialog.h"
#include "ui-test-util.h"

/* this program's own: other programs may run the same tests at the same time */
static char *tmp_dir;

#define TWO_MOVES "[Event \"Two moves\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"

/* a file in the program's temporary directory */
static GFile *
tmp_file (const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  return g_file_new_for_path (path);
}

/* the same, holding @contents */
static GFile *
pgn_file_new (const char *name,
              const char *contents)
{
  GFile *file = tmp_file (name);

  g_assert_true (g_file_set_contents (g_file_peek_path (file), contents, -1, NULL));
  return file;
}

static char *
file_contents (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* how many times the board gets another game */
static guint *
count_games (ParlourWindow *window)
{
  guint *count = g_new0 (guint, 1);

  g_signal_connect_data (ui_test_board_view (window, 0), "notify::game",
                         G_CALLBACK (count_cb), count, (GClosureNotify) (void (*) (void)) g_free, 0);
  return count;
}

static void
test_open_async (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  ParlourGame *before = ui_test_game (window, 0);
  ParlourGame *opened;

  parlour_window_open_file (window, file);
  /* the file is read while the window goes on; the subtitle says so */
  g_assert_true (_parlour_window_is_busy (window));
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Opening…");

  ui_test_wait_files (window);
  opened = ui_test_game (window, 0);
  g_assert_false (opened == before);
  g_assert_cmpuint (parlour_game_get_n_moves (opened), ==, 2);
  g_assert_cmpstr (parlour_game_get_tag (opened, "Event"), ==, "Two moves");
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Chess");

  ui_test_window_destroy (window);
}

/* A file that cannot be read: the error, the game and the subtitle as before. */
static void
test_open_error (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("not-text.pgn", "1. e4 \xff\xfe *\n");
  ParlourGame *before = ui_test_game (window, 0);

  ui_test_open_file (window, file);
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_cmpstr (_parlour_window_get_last_error (window), ==, "The file is not a text file.");
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Chess");
  ui_test_window_destroy (window);
}

/* A newer Open cancels the older one: the board gets one game, the newer's,
 * whichever file is read first. */
static void
test_newer_open_wins (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", "many-captures.pgn",
                                                 NULL);
  g_autoptr(GFile) older = g_file_new_for_path (path);
  g_autoptr(GFile) newer = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  guint *games = count_games (window);

  parlour_window_open_file (window, older);
  parlour_window_open_file (window, newer);
  ui_test_wait_files (window);

  g_assert_cmpuint (*games, ==, 1);
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "Event"), ==,
                   "Two moves");
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Chess");
  ui_test_window_destroy (window);
}

/* Runs the main loop until the task that holds @file is over: it holds the
 * only other reference. */
static void
wait_for_task (GFile *file)
{
  g_object_add_weak_pointer (G_OBJECT (file), (gpointer *) &file);
  g_object_unref (file);
  while (file != NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* Closing the window while its file is read: the window goes at once (the
 * task does not keep it), the Open is cancelled, and nothing is shown. */
static void
test_close_while_opening (void)
{
  ParlourWindow *window = ui_test_window_new ();
  GFile *file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  g_autofree char *autosave_path = parlour_autosave_get_path ();
  g_autoptr(ParlourSavedMatch) saved = NULL;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  parlour_window_open_file (window, file);
  g_assert_true (_parlour_window_is_busy (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
  g_assert_null (window);

  wait_for_task (file);
  g_assert_null (ui_test_find_message_dialog ());
  /* the file's game never came in (it would have been autosaved) */
  ui_test_wait_autosaved ();
  saved = parlour_autosave_read (autosave_path, g_get_monotonic_time (), NULL);
  g_assert_true (saved == NULL
                 || parlour_game_get_n_moves (parlour_match_get_game (saved->match, 0)) == 0);
}

/* Save writes while the window goes on, and a window closed meanwhile does not
 * lose the file. */
static void
test_save_async (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *path = g_build_filename (tmp_dir, "saved.pgn", NULL);
  GFile *file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  ui_test_click_move (window, "e2", "e4");
  parlour_window_save_file (window, file);
  g_assert_true (_parlour_window_is_busy (window));
  ui_test_wait_files (window);
  contents = file_contents (file);
  g_assert_nonnull (strstr (contents, "1. e4 *"));
  g_assert_cmpstr (_parlour_window_get_last_toast (window), ==, "Saved as “saved.pgn”");

  ui_test_click_move (window, "e7", "e5");
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  parlour_window_save_file (window, file);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
  g_assert_null (window);
  wait_for_task (file);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "1. e4 e5 *"));
}

/* A save that fails says why in the error dialog, as before. */
static void
test_save_error (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = tmp_file ("no-such-dir/game.pgn");

  ui_test_click_move (window, "e2", "e4");
  /* not ui_test_save_file(), which makes the folder */
  parlour_window_save_file (window, file);
  ui_test_wait_files (window);
  g_assert_nonnull (_parlour_window_get_last_error (window));
  g_assert_nonnull (ui_test_find_message_dialog ());
  /* not saved: the game is still one in progress */
  g_assert_true (parlour_window_needs_saving (window));
  ui_test_window_destroy (window);
}

static GtkWindow *
find_new_game_dialog (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWindow *dialog = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (PARLOUR_IS_NEW_GAME_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  return dialog;
}

static void
test_discard_new_game (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourGame *before = ui_test_game (window, 0);
  g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  GtkWindow *dialog;

  ui_test_click_move (window, "e2", "e4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  ui_test_iterate ();
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  /* Start */
  g_signal_emit_by_name (dialog, "game-created", next, NULL);
  ui_test_iterate ();
  g_assert_nonnull (ui_test_discard_question (window));
  g_assert_true (ui_test_game (window, 0) == before);

  /* Cancel: the game goes on */
  ui_test_answer_discard (window, "cancel");
  g_assert_null (ui_test_discard_question (window));
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_cmpuint (parlour_game_get_n_moves (before), ==, 1);

  /* Discard: the new game */
  _parlour_window_start_new_game (window, next, NULL, NULL, NULL);
  ui_test_answer_discard (window, "discard");
  g_assert_true (ui_test_game (window, 0) == next);

  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (dialog);
  ui_test_window_destroy (window);
}

static void
test_discard_open (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  ParlourGame *before = ui_test_game (window, 0);
  ParlourGame *opened;
  guint *games = count_games (window);

  ui_test_click_move (window, "e2", "e4");
  ui_test_open_file (window, file);
  g_assert_nonnull (ui_test_discard_question (window));
  ui_test_answer_discard (window, "cancel");
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_cmpuint (*games, ==, 0);

  ui_test_open_file (window, file);
  ui_test_answer_discard (window, "discard");
  opened = ui_test_game (window, 0);
  g_assert_cmpstr (parlour_game_get_tag (opened, "Event"), ==, "Two moves");
  g_assert_cmpuint (*games, ==, 1);

  /* a game just opened is in its file: no question */
  ui_test_open_file (window, file);
  g_assert_null (ui_test_discard_question (window));
  g_assert_cmpuint (*games, ==, 2);

  /* a move on it is not */
  ui_test_click_move (window, "c2", "c4");
  ui_test_open_file (window, file);
  g_assert_nonnull (ui_test_discard_question (window));
  ui_test_answer_discard (window, "discard");
  g_assert_cmpuint (*games, ==, 3);

  ui_test_window_destroy (window);
}

/* Save: the Save As chooser, the file written, then the new game; a chooser
 * cancelled keeps the game. */
static void
test_discard_save (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  g_autoptr(GFile) kept = tmp_file ("kept.pgn");
  g_autofree char *contents = NULL;
  ParlourGame *before = ui_test_game (window, 0);

  ui_test_click_move (window, "e2", "e4");
  ui_test_open_file (window, file);
  ui_test_answer_discard (window, "save");
  g_assert_nonnull (window->file_chooser);
  _parlour_window_answer_file_chooser (window, NULL);
  ui_test_wait_files (window);
  g_assert_null (window->file_chooser);
  g_assert_true (ui_test_game (window, 0) == before);

  ui_test_open_file (window, file);
  ui_test_answer_discard (window, "save");
  g_assert_nonnull (window->file_chooser);
  _parlour_window_answer_file_chooser (window, kept);
  ui_test_wait_files (window);

  contents = file_contents (kept);
  g_assert_nonnull (strstr (contents, "1. e4 *"));
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "Event"), ==,
                   "Two moves");
  g_assert_null (_parlour_window_get_last_error (window));
  ui_test_window_destroy (window);
}

/* An empty game and a saved one are replaced without asking; a finished game
 * that is not saved is asked about, as is a saved one changed since. */
static void
test_not_asked (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = tmp_file ("saved.pgn");
  ParlourGame *game = NULL;

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

      g_clear_object (&game);
      game = g_object_ref (ui_test_game (window, 0));
      switch (i)
        {
        case 0:   /* no move yet */
          break;
        case 1:   /* over */
          ui_test_click_move (window, "e2", "e4");
          g_assert_true (parlour_table_resign (ui_test_table (window),
                                               ui_test_seat (window, 0, PARLOUR_BLACK), NULL));
          break;
        case 2:   /* saved */
          ui_test_click_move (window, "e2", "e4");
          ui_test_save_file (window, file);
          break;
        case 3:   /* saved, then a move is taken back: asked */
          ui_test_click_move (window, "e2", "e4");
          ui_test_click_move (window, "e7", "e5");
          ui_test_save_file (window, file);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          break;
        default:
          g_assert_not_reached ();
        }

      _parlour_window_start_new_game (window, next, NULL, NULL, NULL);
      if (i == 0 || i == 2)
        {
          g_assert_null (ui_test_discard_question (window));
          g_assert_true (ui_test_game (window, 0) == next);
        }
      else
        {
          g_assert_true (ui_test_game (window, 0) == game);
          ui_test_answer_discard (window, "discard");
          g_assert_true (ui_test_game (window, 0) == next);
        }
    }
  g_clear_object (&game);
  ui_test_window_destroy (window);
}

/* Save writes to the file the game came from, or was last saved to, without
 * a chooser; with no such file (a new game, or a file of several games, which
 * Save would shorten to one) it is Save As. */
static void
test_save_to_file (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  g_autoptr(GFile) several = pgn_file_new ("several.pgn", TWO_MOVES "\n" TWO_MOVES);
  g_autoptr(GFile) chosen = tmp_file ("chosen.pgn");
  g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *chosen_contents = NULL;

  ui_test_open_file (window, file);
  g_assert_true (_parlour_window_get_file (window) != NULL);
  ui_test_click_move (window, "e2", "e4");
  g_assert_true (parlour_window_needs_saving (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_null (window->file_chooser);
  ui_test_wait_files (window);
  g_assert_false (parlour_window_needs_saving (window));
  contents = file_contents (file);
  g_assert_nonnull (strstr (contents, "1. d4 d5 2. e4 *"));

  /* a new game has no file: Save As, and then Save writes where it chose */
  _parlour_window_start_new_game (window, next, NULL, NULL, NULL);
  g_assert_null (ui_test_discard_question (window));
  g_assert_null (_parlour_window_get_file (window));
  ui_test_click_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_nonnull (window->file_chooser);
  _parlour_window_answer_file_chooser (window, chosen);
  ui_test_wait_files (window);
  ui_test_click_move (window, "e7", "e5");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_null (window->file_chooser);
  ui_test_wait_files (window);
  chosen_contents = file_contents (chosen);
  g_assert_nonnull (strstr (chosen_contents, "1. e4 e5 *"));

  /* the first of several games: Save does not write over the others */
  /* (the game before was saved: nothing is asked) */
  ui_test_open_file (window, several);
  g_assert_null (ui_test_discard_question (window));
  g_assert_null (_parlour_window_get_file (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_nonnull (window->file_chooser);
  _parlour_window_answer_file_chooser (window, NULL);
  ui_test_wait_files (window);
  ui_test_window_destroy (window);
}

/* Quit asks about a game not saved to a file; Cancel keeps the window. */
static void
test_quit_asks (void)
{
  ParlourWindow *window = ui_test_window_new ();

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  ui_test_click_move (window, "e2", "e4");
  g_action_group_activate_action (G_ACTION_GROUP (ui_test_app), "quit", NULL);
  g_assert_nonnull (ui_test_discard_question (window));
  ui_test_answer_discard (window, "cancel");
  g_assert_nonnull (window);
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (window, 0)), ==, 1);
  g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  ui_test_window_destroy (window);
}

/* A file larger than Open reads is refused before it is read, with the
 * limit named; the game stays. */
static void
test_open_too_large (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = tmp_file ("huge.pgn");
  g_autofree char *path = g_file_get_path (file);
  ParlourGame *before = ui_test_game (window, 0);
  FILE *stream = fopen (path, "w");

  /* sparse: no disk is used */
  g_assert_nonnull (stream);
  g_assert_cmpint (ftruncate (fileno (stream), 16 * 1024 * 1024 + 1), ==, 0);
  fclose (stream);
  ui_test_open_file (window, file);
  g_assert_true (ui_test_game (window, 0) == before);
  g_assert_nonnull (strstr (_parlour_window_get_last_error (window), "(16777217 bytes); Parlour "
                           "opens files of at most 16.8\u00a0MB (16777216 bytes)."));
  ui_test_window_destroy (window);
}

/* A move played while the file is written: the game is not the one saved. */
static void
test_move_while_saving (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = tmp_file ("saved.pgn");

  ui_test_click_move (window, "e2", "e4");
  parlour_window_save_file (window, file);
  ui_test_play_text (window, 0, "e7e5");
  ui_test_wait_files (window);
  g_assert_true (parlour_window_needs_saving (window));
  ui_test_window_destroy (window);
}

/* `parlour FILE` while a game is in progress asks as Open does. */
static void
test_discard_command_line (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  ParlourGame *before = ui_test_game (window, 0);

  ui_test_click_move (window, "e2", "e4");
  g_application_open (G_APPLICATION (ui_test_app), &file, 1, "");
  ui_test_wait_files (window);
  g_assert_true (ui_test_game (window, 0) == before);
  ui_test_answer_discard (window, "discard");
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "Event"), ==,
                   "Two moves");
  ui_test_window_destroy (window);
}

/* The newest replacement wins: a question not answered yet goes when another
 * game comes in, and a game just opened is not replaced by an older question. */
static void
test_newest_question (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GFile) file = pgn_file_new ("two-moves.pgn", TWO_MOVES);
  g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  AdwMessageDialog *first;

  ui_test_click_move (window, "e2", "e4");
  ui_test_open_file (window, file);
  first = ui_test_discard_question (window);
  g_assert_nonnull (first);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);

  _parlour_window_start_new_game (window, next, NULL, NULL, NULL);
  ui_test_iterate ();
  g_assert_null (first);
  ui_test_answer_discard (window, "discard");
  g_assert_true (ui_test_game (window, 0) == next);
  ui_test_window_destroy (window);
}

static void
remove_tmp_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The Save As chooser (GTK's own dialog here, not a portal) reads GTK's
   * settings schemas, and finds out that its icons are SVGs, through the
   * system's data directories, which the isolated test directories would hide:
   * read them before those are set up. */
  g_settings_schema_source_get_default ();
  g_free (g_content_type_guess ("icon.svg", (const guchar *) "<svg", 4, NULL));
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/files/open-async", test_open_async);
  g_test_add_func ("/ui/files/open-error", test_open_error);
  g_test_add_func ("/ui/files/newer-open-wins", test_newer_open_wins);
  g_test_add_func ("/ui/files/close-while-opening", test_close_while_opening);
  g_test_add_func ("/ui/files/save-async", test_save_async);
  g_test_add_func ("/ui/files/save-error", test_save_error);
  g_test_add_func ("/ui/discard/new-game", test_discard_new_game);
  g_test_add_func ("/ui/discard/open", test_discard_open);
  g_test_add_func ("/ui/discard/save", test_discard_save);
  g_test_add_func ("/ui/discard/not-asked", test_not_asked);
  g_test_add_func ("/ui/discard/move-while-saving", test_move_while_saving);
  g_test_add_func ("/ui/discard/quit", test_quit_asks);
  g_test_add_func ("/ui/files/save", test_save_to_file);
  g_test_add_func ("/ui/files/open-too-large", test_open_too_large);
  g_test_add_func ("/ui/discard/command-line", test_discard_command_line);
  g_test_add_func ("/ui/discard/newest-question", test_newest_question);

  tmp_dir = g_dir_make_tmp ("parlour-test-files-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
