/* test-bingo-new-game.c — Chess Bingo in New Game, and the bingo options kept for
 * the next match (GSettings)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs are driven by their real widgets: the variant list's row, the
 * options' rows, the Start button.
 */
#include "config.h"

#include "bingo-test-util.h"

#include "parlour-rules-window-private.h"

#define DIALOG_CHILD(d, name) UI_TEST_NEW_GAME_CHILD (d, name)

/* New Game's bingo options */
static ParlourBingoOptions *
new_game_options (ParlourNewGameDialog *dialog)
{
  GtkWidget *options = ui_test_find_descendant (DIALOG_CHILD (dialog, "mode_options_group"),
                                                PARLOUR_TYPE_BINGO_OPTIONS);

  g_assert_nonnull (options);
  return PARLOUR_BINGO_OPTIONS (options);
}

static GtkWidget *
option (ParlourBingoOptions *options,
        const char          *name)
{
  GtkWidget *widget = parlour_bingo_options_get_row (options, name);

  g_assert_nonnull (widget);
  return widget;
}

static GtkWidget *
option_button (ParlourBingoOptions *options,
               const char          *name)
{
  return adw_action_row_get_activatable_widget (ADW_ACTION_ROW (option (options, name)));
}

/* Chess Bingo is the row after the variants; choosing it shows its options
 * and hides what a bingo match does not have. */
static void
choose_bingo (ParlourNewGameDialog *dialog)
{
  GtkWidget *row = ui_test_find_widget (DIALOG_CHILD (dialog, "variant_list"), ui_test_has_name,
                                        PARLOUR_NEW_GAME_DIALOG_BINGO);

  g_assert_nonnull (row);
  g_assert_null (gtk_widget_get_next_sibling (row));
  adw_action_row_activate (ADW_ACTION_ROW (row));
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "mode_options_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "time_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "players_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "start_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "rules_group")));
}

/* New Game → Chess Bingo → Start starts the match its options set up; chess
 * chosen again gives the chess groups back. */
/* the Rules window shown, NULL if none */
static GtkWindow *
find_rules (void)
{
  GtkWidget *rules = ui_test_find_toplevel (PARLOUR_TYPE_RULES_WINDOW);

  return rules != NULL ? GTK_WINDOW (rules) : NULL;
}

static gboolean
has_text (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

/* Chess Bingo's own page: the ways to win, the free tick, the order of who
 * chooses a handicap, and its pictures, each shown with a size. */
static void
assert_bingo_rules (GtkWindow *rules)
{
  static const char * const texts[] = {
    "Ways to Win the Match", "1-line: the first player to complete one line wins the match.",
    "Lockout: the first to tick 13 objectives wins", "one free tick",
    "In lockout Black ticks first, then White", "the giver chooses for game 1, the taker for "
    "games 2 and 3, the giver for games 4 and 5", "at most p + 1 pawns may go",
    "A cumulative objective", "Bingo handicap",
  };
  static const char * const pictures[] = { "bingo-line", "bingo-lockout" };

  g_assert_nonnull (rules);
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "Rules of Chess Bingo");
  ui_test_iterate_for (200);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (ui_test_find_widget (GTK_WIDGET (rules), has_text, texts[i]) == NULL)
      g_error ("the rules of Chess Bingo do not say “%s”", texts[i]);
  for (guint i = 0; i < G_N_ELEMENTS (pictures); i++)
    {
      GtkWidget *picture = ui_test_find_widget (GTK_WIDGET (rules), ui_test_has_name, pictures[i]);

      g_assert_nonnull (picture);
      g_assert_true (GTK_IS_DRAWING_AREA (picture));
      g_assert_cmpint (gtk_widget_get_width (picture), >=, 100);
      g_assert_cmpint (gtk_widget_get_height (picture), >=, 100);
    }
  g_assert_nonnull (parlour_rules_window_get_diagram (PARLOUR_RULES_WINDOW (rules), "handicap"));
}

/* The Chess Bingo row has a Rules button, as each variant's has: it shows
 * Chess Bingo's page, not the rules of chess. */
static void
test_rules_button (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  GtkWidget *row = ui_test_find_widget (DIALOG_CHILD (dialog, "variant_list"), ui_test_has_name,
                                        PARLOUR_NEW_GAME_DIALOG_BINGO);
  GtkWidget *button;
  GtkWindow *rules;

  g_assert_nonnull (row);
  button = ui_test_find_widget (row, ui_test_has_name, "rules-button");
  g_assert_nonnull (button);
  g_assert_null (find_rules ());
  g_signal_emit_by_name (button, "clicked");
  ui_test_iterate ();
  rules = find_rules ();
  assert_bingo_rules (rules);
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (dialog));
  /* the picture: the first card, scrolled to the top */
  {
    GtkWidget *scroller = ui_test_find_descendant (GTK_WIDGET (rules), GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *picture = ui_test_find_widget (GTK_WIDGET (rules), ui_test_has_name, "bingo-line");
    GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
    graphene_rect_t b;

    g_assert_true (gtk_widget_compute_bounds (picture, content, &b));
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                              b.origin.y - 200);
    shoot (GTK_WIDGET (rules), "bingo-rules");
  }
  gtk_window_destroy (rules);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

/* F1 during a Chess Bingo match shows Chess Bingo's rules; after the match,
 * with a game of chess, the rules of chess again. */
static void
test_rules_f1 (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  g_autofree char **accels = gtk_application_get_accels_for_action (
    gtk_window_get_application (GTK_WINDOW (window)), "app.rules");
  GtkWindow *rules;

  g_assert_cmpstr (accels[0], ==, "F1");
  fill_in (dialog, 3, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (window))),
                                  "rules", NULL);
  ui_test_iterate ();
  rules = find_rules ();
  assert_bingo_rules (rules);
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (window));
  gtk_window_destroy (rules);
  ui_test_iterate ();

  {
    g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);

    ui_test_set_game (window, game, NULL);
  }
  g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (window))),
                                  "rules", NULL);
  ui_test_iterate ();
  rules = find_rules ();
  g_assert_nonnull (rules);
  g_assert_cmpstr (gtk_window_get_title (rules), !=, "Rules of Chess Bingo");
  gtk_window_destroy (rules);
  ui_test_window_destroy (window);
}

static void
test_new_game (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog;
  ParlourBingoOptions *options;
  ParlourBingoMatch *match;

  reset_bingo_settings ();
  dialog = ui_test_open_new_game (window);
  choose_bingo (dialog);
  options = new_game_options (dialog);
  gtk_editable_set_text (GTK_EDITABLE (option (options, "name-0")), "Cleo");
  gtk_editable_set_text (GTK_EDITABLE (option (options, "name-1")), "Dan");
  adw_combo_row_set_selected (ADW_COMBO_ROW (option (options, "first-white")), 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (option (options, "goal")), PARLOUR_BINGO_LOCKOUT);
  gtk_switch_set_active (GTK_SWITCH (option_button (options, "clock")), FALSE);
  parlour_seed_row_set_seed (PARLOUR_SEED_ROW (option (options, "seed")), 4242);

  /* impossible targets keep Start off and say why */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (option_button (options, "target-0")), 20);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (option_button (options, "target-1")), 20);
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_sensitive (DIALOG_CHILD (dialog, "start_button")));
  g_assert_cmpstr (parlour_bingo_options_get_error (options), ==,
                   "In lockout the two targets add up to at most 26");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (option_button (options, "target-1")), 6);
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_sensitive (DIALOG_CHILD (dialog, "start_button")));

  /* the row and the first options in view, for the screenshot */
  if (g_getenv ("PARLOUR_BINGO_SHOTS") != NULL)
    {
      ui_test_iterate_for (200);
      gtk_widget_grab_focus (option (options, "name-0"));
    }
  shoot (GTK_WIDGET (dialog), "bingo-new-game");

  /* chess again and back: the chess groups come and go */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_find_descendant (
    ui_test_find_widget (DIALOG_CHILD (dialog, "variant_list"), ui_test_has_name, "chess"),
    GTK_TYPE_CHECK_BUTTON)), TRUE);
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "mode_options_group")));
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "time_group")));
  choose_bingo (dialog);
  ui_test_new_game_start (dialog);

  match = window_bingo (window);
  g_assert_cmpuint (parlour_bingo_match_get_card (match)->seed, ==, 4242);
  g_assert_cmpint (parlour_bingo_match_get_settings (match)->goal, ==, PARLOUR_BINGO_LOCKOUT);
  g_assert_cmpuint (parlour_bingo_match_get_target (match, 0), ==, 20);
  g_assert_cmpuint (parlour_bingo_match_get_target (match, 1), ==, 6);
  g_assert_cmpuint (parlour_bingo_match_get_player (match, 0, PARLOUR_WHITE), ==, 1);
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Dan");
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "Black"), ==, "Cleo");
  g_assert_null (parlour_match_get_clock (PARLOUR_MATCH (match), 0));
  g_assert_nonnull (ui_test_bingo_card (window));

  /* the next New Game opens on Chess Bingo, its last choices shown */
  dialog = ui_test_open_new_game (window);
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "mode_options_group")));
  options = new_game_options (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (option (options, "name-0"))), ==, "Cleo");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                     GTK_SPIN_BUTTON (option_button (options, "target-1"))), ==, 6);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

/* The New Bingo Match dialog keeps its choices for the next time; the seed is
 * new each time, unless one was typed in. */
static void
test_remembered (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog = open_new_match (window);
  ParlourBingoSetup setup;
  guint64 seed, again;

  fill_in (dialog, 11, PARLOUR_BINGO_THREE_LINES);
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                           ADW_ACTION_ROW (row (dialog, "clock")))), TRUE);
  set_spin (dialog, "minutes-0", 5);
  set_spin (dialog, "increment-0", 0);
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                           ADW_ACTION_ROW (row (dialog, "time-odds")))), TRUE);
  set_spin (dialog, "minutes-1", 1);
  set_spin (dialog, "increment-1", 1);
  set_spin (dialog, "target-1", 2);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();

  /* not through open_new_match(), which forgets the choices */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-bingo-match", NULL);
  ui_test_iterate ();
  dialog = PARLOUR_BINGO_NEW_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_BINGO_NEW_DIALOG));
  g_assert_true (parlour_bingo_new_dialog_get_setup (dialog, &setup));
  g_assert_cmpstr (setup.names[0], ==, "Ana");
  g_assert_cmpstr (setup.names[1], ==, "Ben");
  g_assert_cmpuint (setup.settings.first_white, ==, 0);
  g_assert_cmpint (setup.settings.goal, ==, PARLOUR_BINGO_THREE_LINES);
  g_assert_cmpuint (setup.settings.targets[0], ==, 3);
  g_assert_cmpuint (setup.settings.targets[1], ==, 2);
  g_assert_true (setup.clock);
  g_assert_cmpint (setup.controls[0].base_us, ==, 5 * 60 * G_USEC_PER_SEC);
  g_assert_cmpint (setup.controls[0].increment_us, ==, 0);
  g_assert_cmpint (setup.controls[1].base_us, ==, 60 * G_USEC_PER_SEC);
  g_assert_cmpint (setup.controls[1].increment_us, ==, G_USEC_PER_SEC);
  /* the seed 11 was set, not typed: a new one is rolled */
  g_assert_false (parlour_seed_row_is_typed (PARLOUR_SEED_ROW (row (dialog, "seed"))));
  parlour_bingo_setup_clear (&setup);

  /* a seed typed in is kept */
  gtk_editable_set_text (GTK_EDITABLE (row (dialog, "seed")), "123456789");
  g_assert_true (parlour_seed_row_is_typed (PARLOUR_SEED_ROW (row (dialog, "seed"))));
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-bingo-match", NULL);
  ui_test_iterate ();
  dialog = PARLOUR_BINGO_NEW_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_BINGO_NEW_DIALOG));
  g_assert_true (parlour_seed_row_get_seed (PARLOUR_SEED_ROW (row (dialog, "seed")), &seed));
  g_assert_cmpuint (seed, ==, 123456789);
  /* rolled with the dice: not kept */
  parlour_seed_row_randomize (PARLOUR_SEED_ROW (row (dialog, "seed")));
  g_assert_true (parlour_seed_row_get_seed (PARLOUR_SEED_ROW (row (dialog, "seed")), &again));
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_autofree char *kept = g_settings_get_string (settings, "bingo-seed");

    g_assert_cmpstr (kept, ==, "");
  }
  ui_test_window_destroy (window);
}

/* Values edited out of range (dconf-editor, gsettings set) are brought into
 * it, each with a warning that names it. */
static void
test_edited_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *long_name = g_strnfill (150, 'x');
  ParlourWindow *window = ui_test_window_new ();
  ParlourBingoNewDialog *dialog;
  ParlourBingoSetup setup;

  reset_bingo_settings ();
  g_settings_set (settings, "bingo-names", "(ss)", long_name, "  Eve  ");
  g_settings_set_string (settings, "bingo-goal", "3-line");
  g_settings_set (settings, "bingo-targets", "(uu)", 40, 2);
  g_settings_set_string (settings, "bingo-time-controls", "90+300/soon");
  g_settings_set (settings, "bingo-handicap", "(uu)", 7, 99);
  g_settings_set_string (settings, "bingo-seed", "12x");

  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-names: the name of player 1 is longer than 100 characters*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-targets: the target of player 1 40 is not from 1 to 12; 12*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-time-controls: “90+300” is not a whole number of minutes*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-time-controls: the increment in seconds 300 is not from 0 to 60*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-time-controls: “soon” is not a time control*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-handicap: the giver 7 is not 0 (nobody), 1 or 2*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-handicap: the handicap value 99 is not from 1 to 39; 39*");
  g_test_expect_message ("Parlour", G_LOG_LEVEL_WARNING,
                         "bingo-seed: “12x” is not a whole number*");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-bingo-match", NULL);
  ui_test_iterate ();
  g_test_assert_expected_messages ();

  dialog = PARLOUR_BINGO_NEW_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_BINGO_NEW_DIALOG));
  g_assert_true (parlour_bingo_new_dialog_get_setup (dialog, &setup));
  g_assert_cmpuint (g_utf8_strlen (setup.names[0], -1), ==, 100);
  g_assert_cmpstr (setup.names[1], ==, "Eve");
  g_assert_cmpuint (setup.settings.targets[0], ==, 12);
  g_assert_cmpuint (setup.settings.targets[1], ==, 2);
  /* 90 seconds are 2 minutes (rounded); player 2's control could not be read */
  g_assert_cmpint (setup.controls[0].base_us, ==, 2 * 60 * G_USEC_PER_SEC);
  g_assert_cmpint (setup.controls[0].increment_us, ==, 60 * G_USEC_PER_SEC);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                    ADW_ACTION_ROW (row (dialog, "time-odds"))))));
  g_assert_cmpuint (setup.settings.handicap_giver, ==, PARLOUR_BINGO_NO_GIVER);
  g_assert_cmpuint (setup.settings.handicap_value, ==, 39);
  g_assert_false (parlour_seed_row_is_typed (PARLOUR_SEED_ROW (row (dialog, "seed"))));
  parlour_bingo_setup_clear (&setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/bingo-new-game/new-game", test_new_game);
  g_test_add_func ("/ui/bingo-new-game/rules-button", test_rules_button);
  g_test_add_func ("/ui/bingo-new-game/rules-f1", test_rules_f1);
  g_test_add_func ("/ui/bingo-new-game/remembered", test_remembered);
  g_test_add_func ("/ui/bingo-new-game/edited-settings", test_edited_settings);

  return g_test_run ();
}
