/* test-bungalow-ui.c — Bungalow Shatranj in the window: moves through the board's
 * input, capture promotion, Leader kinds, passing, results, files, autosave, rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real window under Xvfb, as in test-window.c: moves are clicks fed to the board
 * view's test hooks, which run the same press and release code as the gesture.
 * Every test runs with its own XDG_DATA_HOME (G_TEST_OPTION_ISOLATE_DIRS), so the
 * autosave of one test is not the start of the next.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "parlour-autosave.h"
#include "parlour-board-view-private.h"
#include "parlour-notation.h"
#include "parlour-rules-window-private.h"
#include "parlour-window-private.h"
#include "ui-test-util.h"

/* 1. f4 Hh8 2. f5 Hg6 3. fxg6 (the pawn becomes a Horse) … 6. pass Hg3+ 7. hxg3 */
static const char *opening[][2] = {
  { "f2", "f4" }, { "i10", "h8" }, { "f4", "f5" }, { "h8", "g6" }, { "f5", "g6" },
  { "b10", "c8" },
};

/* White: Leader f1, pawn a3; Black: Leader f10, pawn a8, Horse f2 (next to the
 * white Leader, not giving check). */
#define LEADER_FEN "5l4/10/p9/10/10/10/10/P9/5h4/5L4 w - - 0 1"

static ParlourWindow *
window_with_game (const char *variant_id,
                  const char *fen)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant_id), fen, 0,
                                                  &error);

  g_assert_no_error (error);
  ui_test_set_game (window, game, NULL);
  ui_test_iterate ();
  return window;
}

static ParlourPiece
piece_at (ParlourWindow *window,
          const char    *name)
{
  ParlourGame *game = ui_test_game (window, 0);
  const ParlourPosition *pos = parlour_game_get_position (game);

  return pos->board[parlour_square_from_name (pos->variant, name)];
}

static char *
move_text (ParlourWindow *window,
           guint          ply)
{
  return parlour_move_list_view_dup_move_text (ui_test_game (window, 0), ply);
}

static ParlourMaterialView *
material_view (ParlourWindow *window,
               ParlourColor   side)
{
  ParlourSidePanel *panel = ui_test_side_panel (window);

  return parlour_clock_view_get_material_view (parlour_side_panel_get_clock_view (panel, side));
}

static void
pass (ParlourWindow *window)
{
  g_assert_true (ui_test_action_enabled (window, "pass"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL);
  ui_test_iterate ();
}

static void
test_play (void)
{
  ParlourWindow *window = window_with_game ("bungalow", NULL);
  ParlourGame *game = ui_test_game (window, 0);
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourMoveListView *list = parlour_side_panel_get_move_list (panel);
  const ParlourVariant *variant = parlour_game_get_variant (game);
  guint horse = parlour_variant_kind_from_letter (variant, 'H');
  g_autofree char *row = NULL;
  g_autofree char *text = NULL;

  /* the Pass button is there for Bungalow, and passing is legal at the start */
  g_assert_true (gtk_widget_get_visible (window->pass_button));
  g_assert_true (ui_test_action_enabled (window, "pass"));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ui_test_app),
                                                                  "win.pass");
    g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>p"));
  }

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    ui_test_click_move (window, opening[i][0], opening[i][1]);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, G_N_ELEMENTS (opening));

  /* the pawn that took the Horse on g6 is a white Horse now */
  g_assert_cmpuint (piece_at (window, "g6"), ==, PARLOUR_PIECE_MAKE (horse, PARLOUR_WHITE));
  g_assert_cmpstr (parlour_game_get_san (game, 4), ==, "fxg6");
  text = move_text (window, 4);
  g_assert_cmpstr (text, ==, "fxg6=H");
  row = parlour_move_list_view_dup_row_text (list, 2);
  g_assert_cmpstr (row, ==, "3. fxg6=H Hc8");

  /* undo brings the pawn back, redo the Horse */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (PARLOUR_PIECE_KIND (piece_at (window, "f5")), ==,
                    parlour_variant_pawn_kind (variant));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (piece_at (window, "g6"), ==, PARLOUR_PIECE_MAKE (horse, PARLOUR_WHITE));

  /* passes, shown as such; the board keeps its pieces */
  pass (window);
  ui_test_click_move (window, "c8", "d6");
  pass (window);
  ui_test_click_move (window, "d6", "e4");
  pass (window);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 6)), ==, PARLOUR_MOVE_PASS);
  g_clear_pointer (&row, g_free);
  row = parlour_move_list_view_dup_row_text (list, 3);
  g_assert_cmpstr (row, ==, "4. pass Hd6");

  /* a check: the Leader may not pass, only take the checker */
  ui_test_click_move (window, "e4", "g3");
  g_assert_cmpstr (parlour_game_get_san (game, 11), ==, "Hg3+");
  g_assert_false (ui_test_action_enabled (window, "pass"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 12);
  ui_test_click_move (window, "f1", "f2");                 /* fleeing is not a move */
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 12);
  ui_test_click_move (window, "h2", "g3");
  g_assert_cmpuint (piece_at (window, "g3"), ==, PARLOUR_PIECE_MAKE (horse, PARLOUR_WHITE));
  g_clear_pointer (&text, g_free);
  text = move_text (window, 12);
  g_assert_cmpstr (text, ==, "hxg3=H");
  g_assert_true (ui_test_action_enabled (window, "pass"));

  /* browsing: no passing from an earlier position */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_false (ui_test_action_enabled (window, "pass"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-move", NULL);
  g_assert_true (ui_test_action_enabled (window, "pass"));

  ui_test_window_destroy (window);
}

static void
test_no_pass_in_chess (void)
{
  ParlourWindow *window = window_with_game ("chess", NULL);

  g_assert_false (gtk_widget_get_visible (window->pass_button));
  g_assert_false (ui_test_action_enabled (window, "pass"));
  ui_test_window_destroy (window);
}

static gboolean
is_mapped_button (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget);
}

/* With its Pass button the header is wider than chess's: at 360 px it still
 * fits, and Pass is then in the game menu; wide, the button is in the header. */
static void
test_narrow_header (void)
{
  ParlourWindow *window = window_with_game ("bungalow", NULL);

  ui_test_assert_header_fits (window, 360);
  g_assert_false (gtk_widget_get_mapped (window->pass_button));
  ui_test_assert_header_fits (window, 480);
  /* where New Game fits but Pass does not, New Game is shown */
  ui_test_assert_header_fits (window, 560);
  g_assert_false (gtk_widget_get_mapped (window->pass_button));
  g_assert_nonnull (ui_test_find_widget (window->new_game_squeezer, is_mapped_button, NULL));
  ui_test_assert_header_fits (window, 880);
  g_assert_true (gtk_widget_get_mapped (window->pass_button));
  ui_test_window_destroy (window);
}

/* A Leader that takes a Horse is a Leader Horse; save, open and autosave keep it. */
static void
test_leader_kind (void)
{
  ParlourWindow *window = window_with_game ("bungalow", LEADER_FEN);
  ParlourGame *game = ui_test_game (window, 0);
  guint horse = parlour_variant_kind_from_letter (parlour_game_get_variant (game), 'H');
  ParlourPiece leader_horse = PARLOUR_PIECE_MAKE (horse, PARLOUR_WHITE) | PARLOUR_PIECE_ROYAL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "leader.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

  ui_test_click_move (window, "f1", "f2");
  g_assert_cmpuint (piece_at (window, "f2"), ==, leader_horse);
  text = move_text (window, 0);
  g_assert_cmpstr (text, ==, "Lxf2=H^");
  /* White took a Horse; the Leader Horse is neither material nor a lost Leader */
  g_assert_cmpstr (parlour_material_view_get_pieces (material_view (window, PARLOUR_WHITE)),
                   ==, "h");
  g_assert_cmpstr (parlour_material_view_get_lead (material_view (window, PARLOUR_WHITE)), ==, "");
  g_assert_cmpstr (parlour_material_view_get_pieces (material_view (window, PARLOUR_BLACK)),
                   ==, "");
  ui_test_click_move (window, "a8", "a6");
  pass (window);
  pass (window);
  /* the Leader Horse moves as a Horse, and the list shows its mark */
  ui_test_click_move (window, "f2", "e4");
  g_assert_cmpuint (piece_at (window, "e4"), ==, leader_horse);
  g_clear_pointer (&text, g_free);
  text = move_text (window, 4);
  g_assert_cmpstr (text, ==, "H^e4");

  /* Save As writes plain SAN that the reader takes back */
  ui_test_save_file (window, file);
  g_assert_cmpstr (_parlour_window_get_last_error (window), ==, NULL);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[Variant \"Bungalow\"]"));
  g_assert_nonnull (strstr (contents, "[FEN \"" LEADER_FEN "\"]"));
  g_assert_nonnull (strstr (contents, "1. Lxf2 a6 2. pass pass 3. He4"));

  ui_test_set_game (window, fresh, NULL);
  ui_test_open_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  game = ui_test_game (window, 0);
  g_assert_cmpstr (parlour_game_get_variant (game)->id, ==, "bungalow");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 5);
  g_assert_cmpuint (piece_at (window, "e4"), ==, leader_horse);
  g_assert_true (gtk_widget_get_visible (window->pass_button));

  /* the game goes on from the file, and the autosave brings it back */
  ui_test_click_move (window, "f10", "f9");
  ui_test_window_destroy (window);

  window = ui_test_window_new ();
  game = ui_test_game (window, 0);
  g_assert_cmpstr (parlour_game_get_variant (game)->id, ==, "bungalow");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 6);
  g_assert_cmpuint (piece_at (window, "e4"), ==, leader_horse);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 2)), ==, PARLOUR_MOVE_PASS);
  g_clear_pointer (&text, g_free);
  text = move_text (window, 0);
  g_assert_cmpstr (text, ==, "Lxf2=H^");
  g_assert_true (ui_test_action_enabled (window, "pass"));

  g_unlink (path);
  ui_test_window_destroy (window);
}

static void
test_results (void)
{
  ParlourWindow *window = window_with_game ("bungalow", LEADER_FEN);
  ParlourSidePanel *panel = ui_test_side_panel (window);
  ParlourGame *game = ui_test_game (window, 0);

  /* four passes in a row draw */
  for (guint i = 0; i < 4; i++)
    pass (window);
  g_assert_true (parlour_game_is_over (game));
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_FOUR_PASSES);
  g_assert_cmpstr (parlour_side_panel_get_result_text (panel), ==, "Draw by four passes in a row");
  g_assert_false (ui_test_action_enabled (window, "pass"));
  ui_test_window_destroy (window);

  /* taking Black's last piece leaves its Leader bare */
  window = window_with_game ("bungalow", "5l4/10/10/10/10/10/10/P9/5h4/5L4 w - - 0 1");
  panel = ui_test_side_panel (window);
  game = ui_test_game (window, 0);
  ui_test_click_move (window, "f1", "f2");
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_BARE_ROYAL);
  g_assert_cmpstr (parlour_side_panel_get_result_text (panel), ==,
                   "White wins: Black’s Leader is bare");
  g_assert_false (ui_test_action_enabled (window, "pass"));
  /* with the players' names */
  parlour_game_set_tag (game, "White", "Alice");
  parlour_game_set_tag (game, "Black", "Bob");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  ui_test_iterate ();
  g_assert_cmpstr (parlour_side_panel_get_result_text (panel), ==, "Alice wins: Bob’s Leader is bare");
  ui_test_window_destroy (window);

  /* 100 moves each without a capture or a pawn move: a claim */
  window = window_with_game ("bungalow", "5l4/10/p9/10/10/10/10/P9/10/5L4 w - - 199 120");
  panel = ui_test_side_panel (window);
  game = ui_test_game (window, 0);
  g_assert_false (ui_test_action_enabled (window, "claim-draw"));
  ui_test_click_move (window, "f1", "e1");
  g_assert_true (ui_test_action_enabled (window, "claim-draw"));
  {
    ParlourTermination reason;

    g_assert_true (parlour_game_can_claim_draw (game, &reason));
    g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_HUNDRED_MOVES);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.claim-draw", NULL);
  ui_test_iterate ();
  g_assert_cmpstr (parlour_side_panel_get_result_text (panel), ==, "Draw by the 100-move rule");
  ui_test_window_destroy (window);
}

typedef struct {
  ParlourBoardView *board;
  ParlourPiece      old_piece;
  ParlourPiece      new_piece;
  gboolean          morph;
  gboolean          morph_first;
  guint             morph_ms;
} MorphSeen;

/* Runs after the board's own handler of ::move-played, which starts the
 * animation: what it set up is looked at before any frame is drawn. */
static void
move_played_cb (ParlourGame *game,
                guint        move,
                MorphSeen   *seen)
{
  seen->morph = FALSE;
  seen->morph_ms = seen->board->morph_ms;
  seen->morph_first = seen->board->morph_first;
  for (guint i = 0; i < seen->board->sprites->len; i++)
    {
      const ParlourBoardSprite *sprite = &g_array_index (seen->board->sprites,
                                                         ParlourBoardSprite, i);

      if (sprite->old_piece == seen->old_piece && sprite->piece == seen->new_piece)
        seen->morph = TRUE;
    }
}

static void
undone_cb (ParlourGame *game,
           MorphSeen   *seen)
{
  move_played_cb (game, 0, seen);
}

/* With animations on, a capture promotion slides the pawn, then changes it. */
static void
test_morph_animation (void)
{
  ParlourWindow *window = window_with_game ("bungalow", NULL);
  ParlourBoardView *board = ui_test_board_view (window, 0);
  ParlourGame *game = ui_test_game (window, 0);
  const ParlourVariant *variant = parlour_game_get_variant (game);
  MorphSeen seen = {
    board,
    PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (variant), PARLOUR_WHITE),
    PARLOUR_PIECE_MAKE (parlour_variant_kind_from_letter (variant, 'H'), PARLOUR_WHITE),
  };
  gint64 start;

  for (guint i = 0; i < 4; i++)
    ui_test_click_move (window, opening[i][0], opening[i][1]);
  g_object_set (board, "animations", TRUE, NULL);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), &seen);

  ui_test_click_move (window, "f5", "g6");
  g_assert_true (seen.morph);
  g_assert_cmpuint (seen.morph_ms, >, 0);

  start = g_get_monotonic_time ();
  while (parlour_board_view_test_is_animating (board)
         && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (parlour_board_view_test_is_animating (board));

  /* undo changes the Horse back into the pawn first, then slides it home */
  seen.old_piece = seen.new_piece;
  seen.new_piece = PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (variant), PARLOUR_WHITE);
  g_signal_connect (game, "undone", G_CALLBACK (undone_cb), &seen);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (seen.morph);
  g_assert_true (seen.morph_first);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  parlour_board_view_stop_animation (board);

  /* a plain move changes no kind */
  ui_test_click_move (window, "b10", "c8");
  g_assert_false (seen.morph);
  g_assert_cmpuint (seen.morph_ms, ==, 0);

  g_signal_handlers_disconnect_by_data (game, &seen);
  g_object_set (board, "animations", FALSE, NULL);
  ui_test_window_destroy (window);
}

/* Every kind of every Bungalow variant gets a diagram with marked squares. */
static void
test_rules_diagrams (void)
{
  static const char *ids[] = { "bungalow", "bungalow-2d", "bungalow-forward" };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  /* the diagrams follow the board theme and piece set of the preferences */
  g_settings_set_string (settings, "board-theme", "slate");
  g_settings_set_string (settings, "piece-set", "flat");
  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      const ParlourVariant *variant = parlour_variant_lookup (ids[v]);
      GtkWidget *rules = parlour_rules_window_new (NULL, variant);

      g_assert_cmpuint (parlour_rules_window_get_n_diagrams (PARLOUR_RULES_WINDOW (rules)), ==,
                        variant->n_kinds);
      for (guint k = 1; k <= variant->n_kinds; k++)
        {
          GtkWidget *diagram = parlour_rules_window_get_diagram (PARLOUR_RULES_WINDOW (rules),
                                                                 variant->kinds[k].id);
          ParlourBoardView *board;
          guint marked = 0, pieces = 0;

          g_assert_true (PARLOUR_IS_BOARD_VIEW (diagram));
          board = PARLOUR_BOARD_VIEW (diagram);
          {
            g_autofree char *theme = NULL;
            g_autofree char *set = NULL;

            g_object_get (board, "board-theme", &theme, "piece-set", &set, NULL);
            g_assert_cmpstr (theme, ==, "slate");
            g_assert_cmpstr (set, ==, "flat");
          }
          for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
            {
              marked += board->marked[sq] ? 1 : 0;
              if (PARLOUR_PIECE_KIND (board->shown.board[sq]) == k &&
                  PARLOUR_PIECE_COLOR (board->shown.board[sq]) == PARLOUR_WHITE)
                pieces++;
            }
          g_assert_cmpuint (pieces, ==, 1);
          g_assert_cmpuint (marked, >, 0);
        }
      gtk_window_present (GTK_WINDOW (rules));
      ui_test_iterate ();
      gtk_window_destroy (GTK_WINDOW (rules));
      ui_test_iterate ();
    }

  /* chess and Panic keep pages of text */
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *rules = parlour_rules_window_new (NULL, parlour_variant_lookup (i ? "panic"
                                                                                   : "chess"));

      g_assert_cmpuint (parlour_rules_window_get_n_diagrams (PARLOUR_RULES_WINDOW (rules)), ==, 0);
      gtk_window_destroy (GTK_WINDOW (rules));
    }
  g_settings_reset (settings, "board-theme");
  g_settings_reset (settings, "piece-set");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/bungalow/play", test_play);
  g_test_add_func ("/ui/bungalow/no-pass-in-chess", test_no_pass_in_chess);
  g_test_add_func ("/ui/bungalow/narrow-header", test_narrow_header);
  g_test_add_func ("/ui/bungalow/leader-kind", test_leader_kind);
  g_test_add_func ("/ui/bungalow/results", test_results);
  g_test_add_func ("/ui/bungalow/morph-animation", test_morph_animation);
  g_test_add_func ("/ui/bungalow/rules-diagrams", test_rules_diagrams);

  return g_test_run ();
}
