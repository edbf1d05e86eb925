/* test-play-modes.c — the registry of ways of playing, and New Game's rows built from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "bingo-test-util.h"
#include "parlour-bingo-page.h"
#include "parlour-board-view.h"
#include "parlour-boards-box.h"
#include "parlour-new-game-dialog.h"
#include "parlour-play-area.h"
#include "parlour-play-modes.h"
#include "parlour-rules-window.h"
#include "parlour-single-match.h"
#include "parlour-single-page.h"
#include "parlour-variant.h"

#define run_pending ui_test_iterate

/* One row per variant, in the engine's order, played by the variant's match
 * type; then Chess Bingo, a match of its own over chess. */
static void
test_rows (void)
{
  GListModel *modes = parlour_play_modes_get_default ();
  const ParlourVariant **variants;
  g_autoptr(ParlourPlayMode) bingo = NULL;
  guint n_variants;

  g_assert_true (g_list_model_get_item_type (modes) == PARLOUR_TYPE_PLAY_MODE);
  variants = parlour_variant_list (&n_variants);
  g_assert_cmpuint (g_list_model_get_n_items (modes), ==, n_variants + 1);
  for (guint i = 0; i < n_variants; i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);

      g_assert_cmpstr (parlour_play_mode_get_id (mode), ==, variants[i]->id);
      g_assert_cmpstr (parlour_play_mode_get_title (mode), ==, _(variants[i]->name));
      g_assert_cmpstr (parlour_play_mode_get_description (mode), ==, _(variants[i]->description));
      g_assert_true (parlour_play_mode_get_variant (mode) == variants[i]);
      g_assert_true (parlour_play_mode_accepts (mode, variants[i]));
      g_assert_true (parlour_play_mode_get_match_type (mode) ==
                     parlour_match_type_for_variant (variants[i]));
      g_assert_true (g_type_is_a (parlour_play_mode_get_page_type (mode), GTK_TYPE_WIDGET));
      g_assert_true (parlour_play_modes_lookup (variants[i]->id) == mode);
    }

  bingo = g_list_model_get_item (modes, n_variants);
  g_assert_cmpstr (parlour_play_mode_get_id (bingo), ==, PARLOUR_PLAY_MODE_BINGO);
  g_assert_cmpstr (parlour_play_mode_get_title (bingo), ==, _("Chess Bingo"));
  g_assert_true (parlour_play_mode_get_variant (bingo) == parlour_variant_lookup ("chess"));
  g_assert_true (parlour_play_mode_get_match_type (bingo) == PARLOUR_TYPE_BINGO_MATCH);
  g_assert_true (parlour_play_mode_get_page_type (bingo) == PARLOUR_TYPE_BINGO_PAGE);
  g_assert_false (parlour_play_mode_accepts (bingo, parlour_variant_lookup ("bughouse")));

  /* a match finds its mode by its type: a game of chess is chess's, not Chess Bingo's */
  g_assert_true (parlour_play_modes_for_match_type (PARLOUR_TYPE_BINGO_MATCH) == bingo);
  g_assert_cmpstr (parlour_play_mode_get_id (parlour_play_modes_for_match_type (PARLOUR_TYPE_SINGLE_MATCH)),
                   ==, "chess");
  g_assert_null (parlour_play_modes_lookup ("no-such-mode"));
}

/* New Game's rows are the registry's, in its order, and carry nothing of their
 * own (no g_object_set_data): what a row chooses is its mode. */
static void
test_new_game_rows (void)
{
  GListModel *modes = parlour_play_modes_get_default ();
  GtkWidget *dialog = parlour_new_game_dialog_new (NULL);
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_template_child (dialog,
                                                                  PARLOUR_TYPE_NEW_GAME_DIALOG,
                                                                  "variant_list"));
  guint n = g_list_model_get_n_items (modes);

  gtk_window_present (GTK_WINDOW (dialog));
  run_pending ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      GtkWidget *check;

      g_assert_nonnull (row);
      g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, parlour_play_mode_get_id (mode));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                       parlour_play_mode_get_title (mode));
      check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
      g_assert_true (GTK_IS_CHECK_BUTTON (check));
      g_assert_null (g_object_get_data (G_OBJECT (row), "check"));
      g_assert_null (g_object_get_data (G_OBJECT (check), "variant"));
      g_assert_null (g_object_get_data (G_OBJECT (check), "bingo"));
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, (int) n));
  gtk_window_destroy (GTK_WINDOW (dialog));
  run_pending ();
}

/* Each mode's rules, Chess Bingo's included */
static void
test_rules_window (void)
{
  g_autofree char *title = g_strdup_printf (_("Rules of %s"), _("Chess Bingo"));
  GtkWidget *rules = parlour_play_mode_new_rules_window (parlour_play_modes_lookup (PARLOUR_PLAY_MODE_BINGO),
                                                         NULL);

  g_assert_true (PARLOUR_IS_RULES_WINDOW (rules));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==, title);
  gtk_window_destroy (GTK_WINDOW (rules));
  run_pending ();
}

/* the widget in the board's place of the window's play area */
static GtkWidget *
board_place (ParlourWindow *window)
{
  return parlour_play_area_get_board (PARLOUR_PLAY_AREA (ui_test_template_child (window,
                                                                                PARLOUR_TYPE_WINDOW,
                                                                                "play_area")));
}

/* The window shows its match in the page its mode names. */
static GtkWidget *
assert_page (ParlourWindow *window,
             const char    *mode_id)
{
  ParlourMatch *match = ui_test_match (window);
  ParlourPlayMode *mode = parlour_play_modes_for_match_type (G_OBJECT_TYPE (match));
  GtkWidget *page = board_place (window);

  g_assert_cmpstr (parlour_play_mode_get_id (mode), ==, mode_id);
  g_assert_true (G_OBJECT_TYPE (page) == parlour_play_mode_get_page_type (mode));
  return page;
}

/* Chess, then Bughouse, then Chess Bingo, then chess again: each match gets
 * its mode's page, which owns its board views, and the page of the one
 * before goes with its boards (no widget kept, none moved between pages). */
static void
test_page_per_match (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) bughouse = parlour_game_new (parlour_variant_lookup ("bughouse"), NULL,
                                                      0, NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (bughouse, NULL);
  g_autoptr(ParlourGame) chess = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                   NULL);
  ParlourBingoNewDialog *dialog;
  GtkWidget *bughouse_page, *board_b, *bingo_page;
  GtkWidget *chess_page = assert_page (window, "chess");
  GtkWidget *board_a = GTK_WIDGET (ui_test_board_view (window, 0));

  g_assert_true (PARLOUR_IS_SINGLE_PAGE (chess_page));
  g_assert_true (board_a == parlour_page_get_board_view (PARLOUR_PAGE (chess_page), 0));
  g_assert_true (gtk_widget_get_parent (board_a) == chess_page);
  g_object_add_weak_pointer (G_OBJECT (chess_page), (gpointer *) &chess_page);
  g_object_add_weak_pointer (G_OBJECT (board_a), (gpointer *) &board_a);

  parlour_window_set_match (window, match);
  ui_test_iterate ();
  bughouse_page = assert_page (window, "bughouse");
  g_assert_null (chess_page);
  g_assert_null (board_a);
  board_b = GTK_WIDGET (ui_test_board_view (window, 1));
  g_assert_true (board_b == parlour_page_get_board_view (PARLOUR_PAGE (bughouse_page), 1));
  g_object_add_weak_pointer (G_OBJECT (bughouse_page), (gpointer *) &bughouse_page);
  g_object_add_weak_pointer (G_OBJECT (board_b), (gpointer *) &board_b);

  dialog = open_new_match (window);
  fill_in (dialog, 7, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  /* a new match asks nothing here: the Bughouse match had no move */
  bingo_page = assert_page (window, PARLOUR_PLAY_MODE_BINGO);
  g_object_add_weak_pointer (G_OBJECT (bingo_page), (gpointer *) &bingo_page);
  g_assert_null (bughouse_page);
  g_assert_null (board_b);
  g_assert_cmpuint (ui_test_n_boards (window), ==, 1);
  /* the page's own board view */
  g_assert_true (parlour_bingo_page_get_board (PARLOUR_BINGO_PAGE (bingo_page))
                 == GTK_WIDGET (ui_test_board_view (window, 0)));

  ui_test_set_game (window, chess, NULL);
  ui_test_iterate ();
  g_assert_true (PARLOUR_IS_SINGLE_PAGE (assert_page (window, "chess")));
  g_assert_null (bingo_page);

  ui_test_window_destroy (window);
}

/* Every way of playing has its page in the window, of its mode's type, and
 * the window's title and subtitle are the page's, following it. */
static void
test_page_every_mode (void)
{
  GListModel *modes = parlour_play_modes_get_default ();
  ParlourWindow *window = ui_test_window_new ();

  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);
      const ParlourVariant *variant = parlour_play_mode_get_variant (mode);
      g_autoptr(ParlourGame) game = parlour_game_new (variant, NULL, 0, NULL);
      g_autoptr(ParlourMatch) match = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *title = NULL;
      const char *expected = _(variant->name);
      GtkWidget *page;

      if (g_str_equal (parlour_play_mode_get_id (mode), PARLOUR_PLAY_MODE_BINGO))
        {
          ParlourBingoSettings settings = { PARLOUR_BINGO_ONE_LINE, 0, { 0, 0 },
                                            PARLOUR_BINGO_NO_GIVER, 0 };
          ParlourBingoCard card;

          g_assert_true (parlour_bingo_card_deal (&card, 7, FALSE, NULL));
          match = PARLOUR_MATCH (parlour_bingo_match_new (&settings, &card, game, NULL, NULL));
          expected = "Chess Bingo, Game 1";
        }
      else
        match = parlour_match_new_for_game (game, NULL);
      g_assert_true (G_OBJECT_TYPE (match) == parlour_play_mode_get_match_type (mode));

      parlour_window_set_match (window, match);
      ui_test_iterate ();
      page = GTK_WIDGET (ui_test_page (window));
      g_assert_nonnull (page);
      g_assert_true (page == board_place (window));
      g_assert_true (G_OBJECT_TYPE (page) == parlour_play_mode_get_page_type (mode));
      g_assert_cmpuint (ui_test_n_boards (window), ==,
                        parlour_match_get_n_boards (match));

      g_object_get (page, "title", &title, "subtitle", &subtitle, NULL);
      g_assert_cmpstr (subtitle, ==, expected);
      g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, subtitle);
      g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, title);
    }
  ui_test_window_destroy (window);
}

/* With PARLOUR_TEST_SCREENSHOTS=DIR: a game of chess with a clock, at the
 * default size, 1024x600 and 360 px wide, light and dark (the look of the
 * page of one board, docs/ui.md). The subtitle is the page's at each size. */
static void
test_page_shots (void)
{
  const char *dir = g_getenv ("PARLOUR_TEST_SCREENSHOTS");
  static const struct { const char *name; int width, height; } sizes[] = {
    { "default", 0, 0 }, { "1024x600", 1024, 600 }, { "360", 360, 720 },
  };
  ParlourWindow *window = ui_test_window_new ();
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, 5 * 60 * G_USEC_PER_SEC, 3 * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);

  ui_test_set_game (window, game, clock);
  ui_test_click_move (window, "e2", "e4");
  ui_test_iterate ();
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==,
                   "Chess · 5 min + 3 s");
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("single-page-%s", sizes[i].name);

      if (sizes[i].width > 0)
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      ui_test_iterate_for (300);
      ui_test_screenshot_styles (GTK_WIDGET (window), dir, name);
      g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==,
                       "Chess · 5 min + 3 s");
    }
  ui_test_window_destroy (window);
}

/* A page is made from its mode's type alone and follows the match it is
 * given, with no window: every mode's page is a ParlourPage, which makes
 * its board views; the Chess Bingo page shows its match on the
 * card with the players' names, and in its bar which game it is. */
static void
test_page_alone (void)
{
  GListModel *modes = parlour_play_modes_get_default ();
  ParlourPlayMode *mode;
  ParlourBingoSettings settings = { PARLOUR_BINGO_ONE_LINE, 0, { 0, 0 }, PARLOUR_BINGO_NO_GIVER,
                                    0 };
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  g_autoptr(ParlourBingoMatch) match = NULL;
  ParlourBingoCard card;
  GtkWidget *view;
  ParlourPage *page;

  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) each = g_list_model_get_item (modes, i);
      GType type = parlour_play_mode_get_page_type (each);

      g_assert_true (g_type_is_a (type, PARLOUR_TYPE_PAGE));
    }
  mode = parlour_play_modes_lookup (PARLOUR_PLAY_MODE_BINGO);
  g_assert_true (g_type_is_a (parlour_play_mode_get_page_type (mode), PARLOUR_TYPE_PAGE));

  parlour_game_set_tag (game, "White", "Ana");
  parlour_game_set_tag (game, "Black", "Ben");
  g_assert_true (parlour_bingo_card_deal (&card, 7, FALSE, NULL));
  match = parlour_bingo_match_new (&settings, &card, game, NULL, NULL);
  g_assert_nonnull (match);

  page = g_object_ref_sink (g_object_new (parlour_play_mode_get_page_type (mode), NULL));
  parlour_page_set_n_boards (page, 1);
  parlour_page_set_match (page, PARLOUR_MATCH (match));
  g_assert_cmpuint (parlour_page_get_n_boards (page), ==, 1);
  view = g_object_ref (parlour_page_get_board_view (page, 0));
  g_assert_true (PARLOUR_IS_BOARD_VIEW (view));
  g_assert_true (gtk_widget_get_parent (view) == GTK_WIDGET (page));
  g_assert_cmpuint (parlour_page_get_n_places (page), ==, 2);
  g_assert_true (parlour_bingo_card_view_get_match (parlour_bingo_page_get_card (
                   PARLOUR_BINGO_PAGE (page))) == match);
  g_assert_cmpstr (parlour_bingo_page_get_status (PARLOUR_BINGO_PAGE (page)), ==,
                   "Game 1 of the match");
  g_assert_false (parlour_bingo_page_get_step_shown (PARLOUR_BINGO_PAGE (page)));

  /* the page drops its board, and lets the match go */
  parlour_page_set_n_boards (page, 0);
  g_assert_null (gtk_widget_get_parent (view));
  parlour_page_set_match (page, NULL);
  g_assert_null (parlour_bingo_card_view_get_match (parlour_bingo_page_get_card (
                   PARLOUR_BINGO_PAGE (page))));
  g_object_unref (page);
  g_object_unref (view);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/play-modes/rows", test_rows);
  g_test_add_func ("/ui/play-modes/new-game-rows", test_new_game_rows);
  g_test_add_func ("/ui/play-modes/rules-window", test_rules_window);
  g_test_add_func ("/ui/play-modes/page-per-match", test_page_per_match);
  g_test_add_func ("/ui/play-modes/page-every-mode", test_page_every_mode);
  g_test_add_func ("/ui/play-modes/page-shots", test_page_shots);
  g_test_add_func ("/ui/play-modes/page-alone", test_page_alone);
  return g_test_run ();
}
