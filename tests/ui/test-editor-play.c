/* test-editor-play.c — the position editor in real windows: FEN in and out, Play
 * (the game, its PGN and the autosave), Edit This Position, the restricted mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-autosave.h"
#include "parlour-new-game-dialog.h"
#include "parlour-pgn.h"
#include "editor-test-util.h"

/* A FEN from the clipboard or typed: the position, or the FEN reader's error. */
static void
test_paste_fen (Fixture       *f,
                gconstpointer  data)
{
  GtkEditable *entry = child (f->editor_window, "fen_entry");
  GtkWidget *error_label = child (f->editor_window, "fen_error_label");
  const char *copied = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20";
  gint64 start;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->editor_window)), copied);
  activate (f, "editor.paste-fen");
  start = g_get_monotonic_time ();
  while (!g_str_equal (gtk_editable_get_text (entry), copied) &&
         g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
  assert_fen (f, copied);
  g_assert_cmpfloat (gtk_spin_button_get_value (child (f->editor_window, "fullmove_spin")), ==, 20);

  /* typed: an error keeps the position and says what is wrong */
  gtk_editable_set_text (entry, "r3k2r/8/8/8/8/8/8/R3K2R x KQkq - 0 1");
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "side to move"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "r3k2r/8/8/8/8/8/8/R3K2R x KQkq - 0 1");
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, copied);
  }
  gtk_editable_set_text (entry, "8/8/8/8/8/8/8/K6k w - - 0 1");
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_visible (error_label));
  assert_fen (f, "8/8/8/8/8/8/8/K6k w - - 0 1");
  /* and the copy button puts it on the clipboard */
  activate (f, "editor.copy-fen");
  {
    GdkContentProvider *content =
      gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (f->editor_window)));
    GValue value = G_VALUE_INIT;

    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, "8/8/8/8/8/8/8/K6k w - - 0 1");
    g_value_unset (&value);
  }
}

typedef struct {
  const char *variant;
  const char *set_up;     /* typed into the FEN entry */
  const char *from, *to;  /* a move played in the game */
  const char *pgn_fen;    /* the FEN tag, as the PGN has it */
  const char *pgn_move;   /* the move, as the PGN has it */
} PlayCase;

static const PlayCase play_chess = {
  "chess", "r3k3/1p6/8/8/8/8/6P1/R3K2R b KQq - 4 31", "b7", "b5",
  "[FEN \"r3k3/1p6/8/8/8/8/6P1/R3K2R b KQq - 4 31\"]", "31... b5",
};

/* Crazyhouse: a promoted queen (`~`) and pieces in hand of both sides. */
static const PlayCase play_crazyhouse = {
  "crazyhouse", "r3k3/1p6/8/8/3Q~4/8/6P1/R3K2R[QPnp] b KQq - 4 31", "b7", "b5",
  "[FEN \"r3k3/1p6/8/8/3Q~4/8/6P1/R3K2R[QPnp] b KQq - 4 31\"]", "31... b5",
};

/* Play: New Game with the position; the game starts from it, its PGN has SetUp
 * and FEN, and the autosave brings it back exactly. */
static void
test_play (Fixture       *f,
           gconstpointer  data)
{
  const PlayCase *c = data;
  const char *set_up = c->set_up;
  g_autofree char *pgn_path = ui_test_tmp_path ("editor.pgn");
  g_autoptr(GFile) pgn_file = g_file_new_for_path (pgn_path);
  g_autofree char *contents = NULL;
  g_autofree char *initial = NULL;
  g_autoptr(GError) error = NULL;
  ParlourSavedMatch *saved;
  GtkWidget *dialog, *start;

  choose_variant (f, c->variant);
  gtk_editable_set_text (child (f->editor_window, "fen_entry"), set_up);
  ui_test_iterate ();
  assert_fen (f, set_up);
  assert_problem (f, NULL);
  activate (f, "editor.play");
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  start = GTK_WIDGET (gtk_widget_get_template_child (dialog, PARLOUR_TYPE_NEW_GAME_DIALOG,
                                                     "start_button"));
  g_signal_emit_by_name (start, "clicked");
  ui_test_iterate ();
  /* the game before had no moves: nothing to ask; the editor has closed */
  g_assert_null (find_editor_window ());
  initial = parlour_position_to_fen (
    parlour_game_get_initial_position (ui_test_game (f->window, 0)));
  g_assert_cmpstr (initial, ==, set_up);

  ui_test_click_move (f->window, c->from, c->to);
  g_assert_cmpuint (parlour_game_get_n_moves (ui_test_game (f->window, 0)), ==, 1);
  ui_test_save_file (f->window, pgn_file);
  g_assert_true (g_file_get_contents (pgn_path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "[SetUp \"1\"]"));
  g_assert_nonnull (strstr (contents, c->pgn_fen));
  g_assert_nonnull (strstr (contents, c->pgn_move));
  /* and the PGN reads back to the same start */
  {
    g_autoptr(GPtrArray) games = parlour_pgn_parse (contents, &error);
    ParlourGame *read;
    g_autofree char *read_fen = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 1);
    read = games->pdata[0];
    read_fen = parlour_position_to_fen (parlour_game_get_initial_position (read));
    g_assert_cmpstr (read_fen, ==, set_up);
    g_assert_cmpuint (parlour_game_get_n_moves (read), ==, 1);
  }

  ui_test_wait_autosaved ();
  saved = parlour_autosave_read (parlour_autosave_get_path (), g_get_monotonic_time (), &error);
  g_assert_no_error (error);
  {
    ParlourGame *game = parlour_match_get_game (saved->match, 0);
    g_autofree char *restored = parlour_position_to_fen (parlour_game_get_initial_position (game));

    g_assert_cmpstr (restored, ==, set_up);
    g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  }
  parlour_saved_match_free (saved);
  f->editor_window = NULL;
}

/* Edit This Position: the position on the board, an earlier one while browsing. */
static void
test_edit_this_position (void)
{
  Fixture fixture = { 0 }, *f = &fixture;

  f->window = ui_test_window_new ();
  ui_test_click_move (f->window, "e2", "e4");
  ui_test_click_move (f->window, "c7", "c5");
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "edit-position", NULL);
  ui_test_iterate ();
  attach (f, find_editor_window ());
  assert_fen (f, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  gtk_window_destroy (GTK_WINDOW (f->editor_window));
  ui_test_iterate ();

  g_action_group_activate_action (G_ACTION_GROUP (f->window), "previous-move", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "edit-position", NULL);
  ui_test_iterate ();
  attach (f, find_editor_window ());
  assert_fen (f, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  teardown (f, NULL);
}

/* The handicap rule of docs/rules/bingo.md: values removed, the pawn limit. */
static gboolean
handicap_rule (const ParlourPosition *pos,
               const guint8          *removed,
               guint                  n_removed,
               char                 **text,
               gpointer               user_data)
{
  guint total = 0, pawns = 0, pieces = 0;

  for (guint i = 0; i < n_removed; i++)
    {
      guint kind = PARLOUR_PIECE_KIND (parlour_game_get_initial_position (user_data)->board[removed[i]]);

      total += pos->variant->kinds[kind].value / 100;
      if (pos->variant->kinds[kind].pawn)
        pawns++;
      else
        pieces++;
    }
  *text = g_strdup_printf ("Removed %u", total);
  return total >= 3 && pawns <= MAX (2, pieces + 1);
}

static void
test_restricted (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (&parlour_variant_chess, NULL, 0, NULL);
  GtkWidget *window = gtk_window_new ();
  Fixture fixture = { 0 }, *f = &fixture;
  GtkWidget *editor = parlour_position_editor_new ();
  gboolean acceptable;

  f->editor = PARLOUR_POSITION_EDITOR (editor);
  f->board = parlour_position_editor_get_board (f->editor);
  f->palette = parlour_position_editor_get_palette (f->editor);
  gtk_window_set_child (GTK_WINDOW (window), editor);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 700);
  parlour_position_editor_restrict (f->editor, parlour_game_get_initial_position (game),
                                    PARLOUR_WHITE, handicap_rule, g_object_ref (game),
                                    g_object_unref);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_board (f);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->palette)));
  g_assert_cmpstr (parlour_position_editor_get_rule_text (f->editor), ==, "Removed 0");
  g_assert_false (parlour_position_editor_get_acceptable (f->editor));

  click_square (f, "b1");
  g_assert_cmpstr (parlour_position_editor_get_rule_text (f->editor), ==, "Removed 3");
  g_object_get (editor, "acceptable", &acceptable, NULL);
  g_assert_true (acceptable);
  /* the other side's pieces, the king and empty squares take nothing */
  click_square (f, "b8");
  click_square (f, "e1");
  click_square (f, "e4");
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
  }
  /* three pawns with one piece breaks the pawn rule; castling follows the rooks */
  click_square (f, "a2");
  click_square (f, "b2");
  click_square (f, "c2");
  g_assert_false (parlour_position_editor_get_acceptable (f->editor));
  drag_square (f, "a1", NULL);
  g_assert_true (parlour_position_editor_get_acceptable (f->editor));
  g_assert_cmpstr (parlour_position_editor_get_rule_text (f->editor), ==, "Removed 11");
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, "rnbqkbnr/pppppppp/8/8/8/8/3PPPPP/2BQKBNR w Kkq - 0 1");
  }
  /* a click on an empty start square puts its piece back */
  click_square (f, "a1");
  {
    g_autofree char *text = fen (f);

    g_assert_cmpstr (text, ==, "rnbqkbnr/pppppppp/8/8/8/8/3PPPPP/R1BQKBNR w KQkq - 0 1");
  }
  ui_test_linger ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add ("/ui/editor/paste-fen", Fixture, NULL, setup, test_paste_fen, teardown);
  g_test_add ("/ui/editor/play", Fixture, &play_chess, setup, test_play, teardown);
  g_test_add ("/ui/editor/play/crazyhouse", Fixture, &play_crazyhouse, setup, test_play,
              teardown);
  g_test_add_func ("/ui/editor/edit-this-position", test_edit_this_position);
  g_test_add_func ("/ui/editor/restricted", test_restricted);

  return g_test_run ();
}
