/* test-simul-new-game.c — New Game's SimulChess rows in a real window: the countdown,
 * the time pool and the pawns rule reach the match, the chess clock's rows give way,
 * the choice is remembered, and the position editor's Play keeps its position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-editor-window.h"
#include "parlour-simul-match.h"
#include "parlour-simul-options.h"
#include "ui-test-util.h"

#define DIALOG_CHILD(d, name) UI_TEST_NEW_GAME_CHILD (d, name)

/* The first descendant of type @type of the widget called @name under @root. */
static gpointer
find_in (GtkWidget  *root,
         const char *name,
         GType       type)
{
  GtkWidget *named = ui_test_find_widget (root, ui_test_has_name, name);

  g_assert_nonnull (named);
  return ui_test_find_descendant (named, type);
}

static void
choose_variant (ParlourNewGameDialog *dialog,
                const char           *id)
{
  gtk_check_button_set_active (find_in (DIALOG_CHILD (dialog, "variant_list"), id,
                                        GTK_TYPE_CHECK_BUTTON), TRUE);
  ui_test_iterate ();
}

/* SimulChess shows its own rows instead of the chess clock's, and what they
 * say is what the match gets; chess gets its clock back. */
static void
test_options (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  GtkWidget *options;
  ParlourMatch *match;

  /* a chess clock chosen before: it must not be dropped without a word */
  choose_variant (dialog, "chess");
  gtk_switch_set_active (DIALOG_CHILD (dialog, "clock_switch"), TRUE);
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "white_group")));

  choose_variant (dialog, "simulchess");
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "time_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "white_group")));
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "options_group")));
  options = ui_test_find_descendant (DIALOG_CHILD (dialog, "options_group"),
                                     PARLOUR_TYPE_SIMUL_OPTIONS);
  g_assert_nonnull (options);

  /* the countdown is on at its default; set 25 s, a 7-minute pool and colliding pawns */
  g_assert_true (gtk_switch_get_active (find_in (options, "countdown-row", GTK_TYPE_SWITCH)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (find_in (options, "countdown-row",
                                                              GTK_TYPE_SPIN_BUTTON)), ==, 30);
  g_assert_false (gtk_widget_get_sensitive (find_in (options, "pool-row", GTK_TYPE_SPIN_BUTTON)));
  gtk_spin_button_set_value (find_in (options, "countdown-row", GTK_TYPE_SPIN_BUTTON), 25);
  gtk_switch_set_active (find_in (options, "pool-row", GTK_TYPE_SWITCH), TRUE);
  gtk_spin_button_set_value (find_in (options, "pool-row", GTK_TYPE_SPIN_BUTTON), 7);
  gtk_switch_set_active (find_in (options, "pawns-row", GTK_TYPE_SWITCH), TRUE);
  {
    const char *scheme = g_getenv ("ADW_DEBUG_COLOR_SCHEME");
    g_autofree char *file = g_strdup_printf ("simul-new-game-%s.png",
                                             scheme != NULL && g_str_has_suffix (scheme, "dark")
                                               ? "dark" : "light");

    /* the options in view, for the screenshot (the page scrolls to the focus) */
    if (g_getenv ("PARLOUR_TEST_SCREENSHOTS") != NULL)
      {
        ui_test_iterate_for (200);
        gtk_widget_grab_focus (find_in (options, "pawns-row", GTK_TYPE_SWITCH));
      }
    ui_test_screenshot (GTK_WIDGET (dialog), g_getenv ("PARLOUR_TEST_SCREENSHOTS"), file);
  }
  ui_test_new_game_start (dialog);

  match = ui_test_match (window);
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));
  g_assert_cmpint (parlour_simul_match_get_countdown (PARLOUR_SIMUL_MATCH (match)), ==,
                   25 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_simul_match_get_pool (PARLOUR_SIMUL_MATCH (match)), ==,
                   7 * 60 * G_USEC_PER_SEC);
  g_assert_cmpuint (parlour_game_get_rules (ui_test_game (window, 0)), ==,
                    PARLOUR_RULE_PAWNS_COLLIDE);
  g_assert_null (parlour_match_get_clock (match, 0));

  /* remembered: the next New Game shows them again; the countdown can be off */
  dialog = ui_test_open_new_game (window);
  options = ui_test_find_descendant (DIALOG_CHILD (dialog, "options_group"),
                                     PARLOUR_TYPE_SIMUL_OPTIONS);
  g_assert_nonnull (options);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (find_in (options, "pool-row",
                                                              GTK_TYPE_SPIN_BUTTON)), ==, 7);
  g_assert_true (gtk_switch_get_active (find_in (options, "pawns-row", GTK_TYPE_SWITCH)));
  gtk_switch_set_active (find_in (options, "countdown-row", GTK_TYPE_SWITCH), FALSE);
  gtk_switch_set_active (find_in (options, "pawns-row", GTK_TYPE_SWITCH), FALSE);
  ui_test_new_game_start (dialog);
  /* the new game replaces one without moves: nothing to ask */
  match = ui_test_match (window);
  g_assert_cmpint (parlour_simul_match_get_countdown (PARLOUR_SIMUL_MATCH (match)), ==, 0);
  g_assert_cmpuint (parlour_game_get_rules (ui_test_game (window, 0)), ==, 0);

  /* back to chess: the clock's rows and the clock come back */
  dialog = ui_test_open_new_game (window);
  choose_variant (dialog, "chess");
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "time_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "options_group")));
  gtk_switch_set_active (DIALOG_CHILD (dialog, "clock_switch"), TRUE);
  ui_test_new_game_start (dialog);
  g_assert_nonnull (parlour_match_get_clock (ui_test_match (window), 0));

  ui_test_window_destroy (window);
}

/* New Game's countdown after @saved was kept in last-variant-options; starts
 * the game. */
static int
countdown_after (ParlourWindow *window,
                 const char    *saved)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.parlourchess.Parlour");
  ParlourNewGameDialog *dialog;
  GtkWidget *options;
  int seconds;

  g_settings_set_value (settings, "last-variant-options", g_variant_new_parsed (saved));
  dialog = ui_test_open_new_game (window);
  choose_variant (dialog, "simulchess");
  options = ui_test_find_descendant (DIALOG_CHILD (dialog, "options_group"),
                                     PARLOUR_TYPE_SIMUL_OPTIONS);
  seconds = gtk_spin_button_get_value_as_int (find_in (options, "countdown-row",
                                                       GTK_TYPE_SPIN_BUTTON));
  ui_test_new_game_start (dialog);
  return seconds;
}

/* A countdown saved while the default was 10 s, and left at it, is the new
 * default; one chosen is kept. */
static void
test_old_default (void)
{
  ParlourWindow *window = ui_test_window_new ();

  g_assert_cmpint (countdown_after (window, "{'simulchess': <{'countdown': <int64 10000000>, "
                                            "'pool': <int64 0>, 'rules': <uint32 0>}>}"), ==, 30);
  g_assert_cmpint (parlour_simul_match_get_countdown (
                     PARLOUR_SIMUL_MATCH (ui_test_match (window))), ==,
                   PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US);
  /* 12 s, chosen, stays */
  g_assert_cmpint (countdown_after (window, "{'simulchess': <{'countdown': <int64 12000000>, "
                                            "'countdown-default': <int64 30000000>}>}"), ==, 12);
  ui_test_window_destroy (window);
}

/* The position editor's Play: New Game with the position, and SimulChess's rows. */
static void
test_from_editor (void)
{
  const char *fen = "4k3/8/8/4p3/8/8/4P3/4K3 w - - 0 1";
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourGame) simul = parlour_game_new (parlour_variant_lookup ("simulchess"),
                                                   NULL, 0, NULL);
  ParlourNewGameDialog *dialog;
  GtkWidget *editor, *options;
  g_autofree char *initial = NULL;
  ParlourMatch *match;

  ui_test_set_game (window, simul, NULL);
  ui_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.position-editor", NULL));
  ui_test_iterate ();
  editor = ui_test_find_toplevel (PARLOUR_TYPE_EDITOR_WINDOW);
  g_assert_nonnull (editor);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (editor,
                                                                      PARLOUR_TYPE_EDITOR_WINDOW,
                                                                      "fen_entry")), fen);
  ui_test_iterate ();
  dialog = PARLOUR_NEW_GAME_DIALOG (parlour_editor_window_play (PARLOUR_EDITOR_WINDOW (editor)));
  ui_test_iterate ();
  g_assert_true (gtk_check_button_get_active (DIALOG_CHILD (dialog, "fen_check")));
  options = ui_test_find_descendant (DIALOG_CHILD (dialog, "options_group"),
                                     PARLOUR_TYPE_SIMUL_OPTIONS);
  g_assert_nonnull (options);
  gtk_switch_set_active (find_in (options, "countdown-row", GTK_TYPE_SWITCH), TRUE);
  gtk_spin_button_set_value (find_in (options, "countdown-row", GTK_TYPE_SPIN_BUTTON), 15);
  ui_test_new_game_start (dialog);

  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_EDITOR_WINDOW));
  match = ui_test_match (window);
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));
  g_assert_cmpint (parlour_simul_match_get_countdown (PARLOUR_SIMUL_MATCH (match)), ==,
                   15 * G_USEC_PER_SEC);
  initial = parlour_position_to_fen (
    parlour_game_get_initial_position (ui_test_game (window, 0)));
  g_assert_cmpstr (initial, ==, fen);

  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/simul/new-game/options", test_options);
  g_test_add_func ("/ui/simul/new-game/from-editor", test_from_editor);
  g_test_add_func ("/ui/simul/new-game/old-default", test_old_default);
  return g_test_run ();
}
