/* test-dialogs.c — the New Game dialog and the Preferences window, driven as a user would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs against a display (Xvfb in CI) with GSETTINGS_BACKEND=memory and the schema
 * compiled into the build dir.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "parlour-about.h"
#include "parlour-board-theme.h"
#include "parlour-board-view.h"
#include "parlour-new-game-dialog.h"
#include "parlour-panic.h"
#include "parlour-preferences-window.h"
#include "parlour-seed-row.h"
#include "parlour-settings.h"
#include "parlour-rules-window.h"
#include "parlour-variant.h"
#include "ui-test-util.h"

#define GOOD_FEN "4k3/8/8/3q4/8/8/4P3/4K3 w - - 0 1"

typedef struct {
  ParlourGame  *game;
  ParlourClock *clock;
  guint         n_emissions;
} Created;

static void
run_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static gpointer
child (GtkWidget  *widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (widget, type, name);

  g_assert_nonnull (object);
  return object;
}

/* A click, without the pressed-look delay of gtk_widget_activate() on buttons. */
static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_signal_emit_by_name (button, "clicked");
  run_pending ();
}

#define DIALOG_CHILD(d, name) child ((d), PARLOUR_TYPE_NEW_GAME_DIALOG, (name))
#define PREFS_CHILD(w, name)  child ((w), PARLOUR_TYPE_PREFERENCES_WINDOW, (name))

static GtkWidget *
present_dialog (void)
{
  GtkWidget *dialog = parlour_new_game_dialog_new (NULL);

  gtk_window_present (GTK_WINDOW (dialog));
  run_pending ();
  return dialog;
}

/* the first of @widget and its descendants that @match accepts */
static GtkWidget *
find_widget (GtkWidget  *widget,
             gboolean  (*match) (GtkWidget *widget, gconstpointer data),
             gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_board_view (GtkWidget     *widget,
               gconstpointer  data)
{
  return PARLOUR_IS_BOARD_VIEW (widget);
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* New Game fits in the window it is for: the main window's default size
 * (880x640) and a smaller one; its options scroll. */
static void
test_fits_parent (void)
{
  static const int heights[] = { 640, 480 };

  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      GtkWidget *parent = gtk_window_new ();
      GtkWidget *dialog;

      gtk_window_set_default_size (GTK_WINDOW (parent), 880, heights[i]);
      gtk_window_present (GTK_WINDOW (parent));
      run_pending ();
      dialog = parlour_new_game_dialog_new (GTK_WINDOW (parent));
      gtk_window_present (GTK_WINDOW (dialog));
      run_pending ();
      g_assert_cmpint (gtk_widget_get_height (dialog), >, 0);
      g_assert_cmpint (gtk_widget_get_height (dialog), <=, gtk_widget_get_height (parent));
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (parent));
      run_pending ();
    }
}

static void
test_variants_listed (void)
{
  GtkWidget *dialog = present_dialog ();
  GtkWidget *list = DIALOG_CHILD (dialog, "variant_list");
  const ParlourVariant **variants;
  GtkWidget *row;
  guint n_variants, i = 0;

  variants = parlour_variant_list (&n_variants);
  g_assert_cmpuint (n_variants, >, 0);

  for (row = gtk_widget_get_first_child (list); i < n_variants;
       row = gtk_widget_get_next_sibling (row), i++)
    {
      g_assert_nonnull (row);
      g_assert_true (ADW_IS_ACTION_ROW (row));
      g_assert_cmpstr (gtk_widget_get_name (row), ==, variants[i]->id);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                       _(variants[i]->name));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       _(variants[i]->description));
      g_assert_nonnull (find_widget (row, is_board_view, NULL));
    }
  /* and after them Chess Bingo, a match of chess games */
  g_assert_nonnull (row);
  g_assert_cmpstr (gtk_widget_get_name (row), ==, PARLOUR_NEW_GAME_DIALOG_BINGO);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   _("Chess Bingo"));
  g_assert_nonnull (find_widget (row, is_board_view, NULL));
  g_assert_null (gtk_widget_get_next_sibling (row));

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The rules window on top, or NULL */
static GtkWindow *
find_rules_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (PARLOUR_IS_RULES_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* Each variant's rules can be read before choosing it (issue #12: F1 shows
 * only the current game's), from a Rules button in its row. */
static void
test_rules_per_variant (void)
{
  GtkWidget *dialog = present_dialog ();
  GtkWidget *list = DIALOG_CHILD (dialog, "variant_list");
  const ParlourVariant **variants;
  guint n_variants, i = 0;

  variants = parlour_variant_list (&n_variants);
  /* the variants' rows (Chess Bingo's, after them, is chess's game) */
  for (GtkWidget *row = gtk_widget_get_first_child (list); i < n_variants;
       row = gtk_widget_get_next_sibling (row), i++)
    {
      GtkWidget *button = find_widget (row, is_named, "rules-button");
      g_autofree char *title = g_strdup_printf (_("Rules of %s"), _(variants[i]->name));
      GtkWindow *rules;

      g_assert_nonnull (button);
      g_assert_null (find_rules_window ());
      click (button);
      rules = find_rules_window ();
      g_assert_nonnull (rules);
      g_assert_cmpstr (gtk_window_get_title (rules), ==, title);
      g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (dialog));
      gtk_window_destroy (rules);
      run_pending ();
    }
  g_assert_cmpuint (i, ==, n_variants);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_bad_fen (void)
{
  GtkWidget *dialog = present_dialog ();
  GtkWidget *start = DIALOG_CHILD (dialog, "start_button");
  GtkWidget *fen_entry = DIALOG_CHILD (dialog, "fen_entry");
  GtkLabel *error_label = DIALOG_CHILD (dialog, "fen_error_label");

  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_get_visible (fen_entry));

  gtk_check_button_set_active (DIALOG_CHILD (dialog, "fen_check"), TRUE);
  g_assert_true (gtk_widget_get_visible (fen_entry));
  /* nothing pasted yet: nothing to start from, but nothing to complain about */
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));

  /* a piece letter chess does not have */
  gtk_editable_set_text (GTK_EDITABLE (fen_entry),
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_assert_true (gtk_widget_has_css_class (fen_entry, "error"));
  g_assert_nonnull (strstr (gtk_label_get_text (error_label), "X"));

  /* a rank short */
  gtk_editable_set_text (GTK_EDITABLE (fen_entry),
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1");
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_nonnull (strstr (gtk_label_get_text (error_label), "rank"));

  /* fixed */
  gtk_editable_set_text (GTK_EDITABLE (fen_entry), GOOD_FEN);
  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_assert_false (gtk_widget_has_css_class (fen_entry, "error"));

  /* the FEN is checked against the chosen variant: an 8x8 position does not fit a
   * board of another size */
  for (GtkWidget *row = gtk_widget_get_first_child (DIALOG_CHILD (dialog, "variant_list"));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const ParlourVariant *variant = parlour_variant_lookup (gtk_widget_get_name (row));

      /* Chess Bingo's row (no variant of its own) plays chess */
      if (variant == NULL || (variant->width == 8 && variant->height == 8))
        continue;
      gtk_widget_activate (row);
      g_assert_false (gtk_widget_get_sensitive (start));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
      gtk_widget_activate (gtk_widget_get_first_child (DIALOG_CHILD (dialog, "variant_list")));
      g_assert_true (gtk_widget_get_sensitive (start));
      break;
    }

  /* back to the standard position: the FEN does not matter any more */
  gtk_editable_set_text (GTK_EDITABLE (fen_entry), "nonsense");
  g_assert_false (gtk_widget_get_sensitive (start));
  gtk_check_button_set_active (DIALOG_CHILD (dialog, "standard_check"), TRUE);
  g_assert_true (gtk_widget_get_sensitive (start));

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
game_created_cb (ParlourNewGameDialog *dialog,
                 ParlourGame          *game,
                 ParlourClock         *clock,
                 Created              *created)
{
  created->n_emissions++;
  g_set_object (&created->game, game);
  g_set_object (&created->clock, clock);
}

static void
test_fen_and_time_odds (void)
{
  GtkWidget *dialog = present_dialog ();
  g_autofree char *fen = NULL;
  g_autofree char *last_tc = NULL;
  g_autofree char *white_tc = NULL;
  g_autofree char *black_tc = NULL;
  g_autofree char *expected_tc = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const ParlourTimeControl *tc;
  Created created = { 0 };

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &created);

  gtk_check_button_set_active (DIALOG_CHILD (dialog, "fen_check"), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (DIALOG_CHILD (dialog, "fen_entry")), GOOD_FEN);

  gtk_switch_set_active (DIALOG_CHILD (dialog, "clock_switch"), TRUE);
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "white_group")));
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "black_group")));
  gtk_switch_set_active (DIALOG_CHILD (dialog, "odds_switch"), TRUE);
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "black_group")));

  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "white_minutes"), 1);
  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "white_seconds"), 0);
  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "black_minutes"), 5);
  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "black_seconds"), 3);
  adw_combo_row_set_selected (DIALOG_CHILD (dialog, "black_mode"), 1);   /* simple delay */

  click (DIALOG_CHILD (dialog, "start_button"));

  g_assert_cmpuint (created.n_emissions, ==, 1);
  g_assert_null (dialog);   /* it closed itself */

  g_assert_nonnull (created.game);
  fen = parlour_position_to_fen (parlour_game_get_initial_position (created.game));
  g_assert_cmpstr (fen, ==, GOOD_FEN);
  g_assert_cmpuint (parlour_game_get_n_moves (created.game), ==, 0);
  g_assert_cmpuint (parlour_game_get_rules (created.game), ==, 0);

  g_assert_nonnull (created.clock);
  tc = parlour_clock_get_control (created.clock, PARLOUR_WHITE);
  g_assert_cmpint (tc->mode, ==, PARLOUR_CLOCK_FISCHER);
  g_assert_cmpint (tc->base_us, ==, 60 * G_USEC_PER_SEC);
  g_assert_cmpint (tc->increment_us, ==, 0);
  tc = parlour_clock_get_control (created.clock, PARLOUR_BLACK);
  g_assert_cmpint (tc->mode, ==, PARLOUR_CLOCK_DELAY);
  g_assert_cmpint (tc->base_us, ==, 300 * G_USEC_PER_SEC);
  g_assert_cmpint (tc->increment_us, ==, 3 * G_USEC_PER_SEC);

  /* remembered for next time, in the engine's notation: "60/300d3" */
  last_tc = g_settings_get_string (settings, "last-time-control");
  white_tc = parlour_time_control_to_string (parlour_clock_get_control (created.clock, PARLOUR_WHITE));
  black_tc = parlour_time_control_to_string (parlour_clock_get_control (created.clock, PARLOUR_BLACK));
  expected_tc = g_strconcat (white_tc, "/", black_tc, NULL);
  g_assert_cmpstr (last_tc, ==, expected_tc);

  dialog = present_dialog ();
  g_assert_true (gtk_switch_get_active (DIALOG_CHILD (dialog, "clock_switch")));
  g_assert_true (gtk_switch_get_active (DIALOG_CHILD (dialog, "odds_switch")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (DIALOG_CHILD (dialog, "black_minutes")), ==, 5);
  g_assert_cmpuint (adw_combo_row_get_selected (DIALOG_CHILD (dialog, "black_mode")), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_clear_object (&created.game);
  g_clear_object (&created.clock);
}

static void
test_presets_and_rules (void)
{
  GtkWidget *dialog = present_dialog ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *last_tc = NULL;
  g_autofree char *last_variant = NULL;
  GtkWidget *presets = DIALOG_CHILD (dialog, "preset_box");
  GtkWidget *button;
  const ParlourTimeControl *white, *black;
  Created created = { 0 };

  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &created);
  g_assert_false (gtk_switch_get_active (DIALOG_CHILD (dialog, "clock_switch")));

  /* the second preset is 3+2 */
  button = gtk_widget_get_next_sibling (gtk_widget_get_first_child (presets));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "3+2");
  click (button);
  g_assert_true (gtk_switch_get_active (DIALOG_CHILD (dialog, "clock_switch")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (DIALOG_CHILD (dialog, "white_minutes")), ==, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (DIALOG_CHILD (dialog, "white_seconds")), ==, 2);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));

  /* editing a field leaves the preset */
  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "white_minutes"), 4);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  gtk_spin_button_set_value (DIALOG_CHILD (dialog, "white_minutes"), 3);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));

  /* chess offers king capture */
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "rules_group")));
  gtk_check_button_set_active (DIALOG_CHILD (dialog, "king_capture_check"), TRUE);

  click (DIALOG_CHILD (dialog, "start_button"));
  g_assert_cmpuint (created.n_emissions, ==, 1);
  g_assert_cmpuint (parlour_game_get_rules (created.game), ==, PARLOUR_RULE_KING_CAPTURE);
  white = parlour_clock_get_control (created.clock, PARLOUR_WHITE);
  black = parlour_clock_get_control (created.clock, PARLOUR_BLACK);
  g_assert_cmpint (white->base_us, ==, 180 * G_USEC_PER_SEC);
  g_assert_cmpint (black->base_us, ==, 180 * G_USEC_PER_SEC);
  g_assert_cmpint (black->increment_us, ==, 2 * G_USEC_PER_SEC);

  last_tc = g_settings_get_string (settings, "last-time-control");
  g_assert_cmpstr (last_tc, ==, "180+2");
  g_assert_cmpint (g_settings_get_enum (settings, "last-rules-option"), ==,
                   PARLOUR_RULE_KING_CAPTURE);
  last_variant = g_settings_get_string (settings, "last-variant");
  g_assert_cmpstr (last_variant, ==, parlour_game_get_variant (created.game)->id);

  g_clear_object (&created.game);
  g_clear_object (&created.clock);
}

static void
test_no_clock (void)
{
  GtkWidget *dialog = present_dialog ();
  Created created = { 0 };

  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &created);
  gtk_switch_set_active (DIALOG_CHILD (dialog, "clock_switch"), FALSE);
  click (DIALOG_CHILD (dialog, "start_button"));

  g_assert_cmpuint (created.n_emissions, ==, 1);
  g_assert_nonnull (created.game);
  g_assert_null (created.clock);
  g_clear_object (&created.game);
}

/* A game of chance gets the seed entered; a seed that does not fit disables Start. */
static void
test_chance_seed (void)
{
  GtkWidget *dialog = present_dialog ();
  GtkWidget *start = DIALOG_CHILD (dialog, "start_button");
  GtkWidget *chance_group = DIALOG_CHILD (dialog, "chance_group");
  GtkEditable *seed_row = DIALOG_CHILD (dialog, "seed_row");
  GtkWidget *chance_row = NULL;
  Created created = { 0 };

  for (GtkWidget *row = gtk_widget_get_first_child (DIALOG_CHILD (dialog, "variant_list"));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const ParlourVariant *variant = parlour_variant_lookup (gtk_widget_get_name (row));

      if (variant != NULL && (variant->flags & PARLOUR_VARIANT_CHANCE))
        chance_row = row;
    }

  /* chess has no chance */
  g_assert_false (gtk_widget_get_visible (chance_group));
  if (chance_row == NULL)
    {
      g_test_skip ("no game of chance registered");
      gtk_window_destroy (GTK_WINDOW (dialog));
      return;
    }

  gtk_widget_activate (chance_row);
  g_assert_true (gtk_widget_get_visible (chance_group));
  g_assert_true (gtk_widget_get_sensitive (start));   /* a random seed to start with */

  gtk_editable_set_text (seed_row, "99999999999999999999999");   /* more than 64 bits */
  g_assert_false (gtk_widget_get_sensitive (start));
  gtk_editable_set_text (seed_row, "");
  g_assert_false (gtk_widget_get_sensitive (start));
  gtk_editable_set_text (seed_row, "1234567890123");
  g_assert_true (gtk_widget_get_sensitive (start));

  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &created);
  click (start);
  g_assert_cmpuint (created.n_emissions, ==, 1);
  g_assert_true (parlour_game_get_variant (created.game)->flags & PARLOUR_VARIANT_CHANCE);
  g_assert_cmpuint (parlour_panic_game_get_seed (created.game), ==, G_GUINT64_CONSTANT (1234567890123));

  g_clear_object (&created.game);
  g_clear_object (&created.clock);
}

static void
test_preferences (void)
{
  GtkWidget *window = parlour_preferences_window_new (NULL);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const ParlourBoardTheme * const *themes;
  g_autofree char *theme = NULL;
  GListModel *model;
  guint n_themes;
  static const struct {
    const char *widget;
    const char *key;
  } switches[] = {
    { "coordinates_switch", "show-coordinates" },
    { "legal_moves_switch", "show-legal-moves" },
    { "animations_switch", "animations" },
    { "auto_flip_switch", "auto-flip" },
    /* a variant's own: the switch is named after its key */
    { NULL, "panic-one-click" },
    { "sounds_switch", "sounds" },
    { "typed_moves_switch", "typed-moves" },
  };

  gtk_window_present (GTK_WINDOW (window));
  run_pending ();

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      GtkSwitch *sw = switches[i].widget != NULL
                        ? PREFS_CHILD (window, switches[i].widget)
                        : GTK_SWITCH (ui_test_find_widget (window, ui_test_has_name,
                                                           switches[i].key));
      gboolean value = g_settings_get_boolean (settings, switches[i].key);

      g_assert_nonnull (sw);
      g_assert_cmpint (gtk_switch_get_active (sw), ==, value);
      gtk_widget_activate (GTK_WIDGET (sw));
      g_assert_cmpint (g_settings_get_boolean (settings, switches[i].key), ==, !value);
      /* and the other way round */
      g_settings_set_boolean (settings, switches[i].key, value);
      run_pending ();
      g_assert_cmpint (gtk_switch_get_active (sw), ==, value);
    }

  themes = parlour_board_theme_list (&n_themes);
  g_assert_cmpuint (n_themes, >=, 2);
  adw_combo_row_set_selected (PREFS_CHILD (window, "theme_row"), 1);
  run_pending ();
  theme = g_settings_get_string (settings, "board-theme");
  g_assert_cmpstr (theme, ==, parlour_board_theme_get_id (themes[1]));
  g_clear_pointer (&theme, g_free);
  g_object_get (PREFS_CHILD (window, "preview"), "board-theme", &theme, NULL);
  g_assert_cmpstr (theme, ==, parlour_board_theme_get_id (themes[1]));
  g_settings_set_string (settings, "board-theme", parlour_board_theme_get_id (themes[0]));
  run_pending ();
  g_assert_cmpuint (adw_combo_row_get_selected (PREFS_CHILD (window, "theme_row")), ==, 0);

  /* the default set comes first; another one reaches the settings and the preview */
  g_assert_cmpuint (adw_combo_row_get_selected (PREFS_CHILD (window, "piece_set_row")), ==, 0);
  model = adw_combo_row_get_model (PREFS_CHILD (window, "piece_set_row"));
  /* every set shipped is offered under its display name, not its id, and
   * each reaches the settings and the preview */
  {
    static const char * const sets[][2] = {
      { "parlour", "Parlour" }, { "flat", "Flat" }, { "medallion", "Medallion" },
    };

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, G_N_ELEMENTS (sets));
    for (guint i = G_N_ELEMENTS (sets); i-- > 0;)
      {
        g_autofree char *set = NULL;

        g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), ==,
                         sets[i][1]);
        adw_combo_row_set_selected (PREFS_CHILD (window, "piece_set_row"), i);
        run_pending ();
        set = g_settings_get_string (settings, "piece-set");
        g_assert_cmpstr (set, ==, sets[i][0]);
        g_clear_pointer (&set, g_free);
        g_object_get (PREFS_CHILD (window, "preview"), "piece-set", &set, NULL);
        g_assert_cmpstr (set, ==, sets[i][0]);
        if (g_str_equal (sets[i][0], "medallion"))
          ui_test_screenshot_styles (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                                     "preferences-medallion");
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_about (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwAboutWindow *about = NULL;
  g_autofree char *metainfo_path = NULL;
  g_autofree char *metainfo = NULL;
  g_auto(GStrv) items = NULL;

  /* the release notes are parsed when set: bad markup would warn, and fail here */
  parlour_show_about (NULL);
  run_pending ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (window))
        about = ADW_ABOUT_WINDOW (window);
    }
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Parlour");
  g_assert_cmpstr (adw_about_window_get_application_icon (about), ==, APPLICATION_ID);
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (adw_about_window_get_release_notes_version (about), ==, "0.1.0");
  g_assert_nonnull (strstr (adw_about_window_get_release_notes (about), "<li>"));

  /* the same notes as the metainfo's */
  metainfo_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                         "io.github.parlourchess.Parlour.metainfo.xml.in", NULL);
  g_assert_true (g_file_get_contents (metainfo_path, &metainfo, NULL, NULL));
  items = g_strsplit (adw_about_window_get_release_notes (about), "<li>", -1);
  g_assert_cmpuint (g_strv_length (items), >, 1);
  for (guint i = 1; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strndup (items[i], strstr (items[i], "</li>") - items[i]);
      g_autofree char *line = g_strdup_printf ("<li>%s</li>", item);

      if (strstr (metainfo, line) == NULL)
        g_error ("release note not in the metainfo: %s", item);
    }

  gtk_window_destroy (GTK_WINDOW (about));
}

static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *window;

  /* app.shortcuts builds it from here on demand */
  builder = gtk_builder_new_from_resource ("/io/github/parlourchess/Parlour/ui/help-overlay.ui");
  window = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Bughouse asks for four names (board B's in BPGN's WhiteB and BlackB
 * tags, which the window gives board B's game) and offers its usual clocks,
 * 4 minutes with a 2-second delay, and the rules option; Crazyhouse asks
 * for no more names than chess. */
static void
test_bughouse (void)
{
  GtkWidget *dialog = present_dialog ();
  GtkWidget *bughouse = NULL, *crazyhouse = NULL;
  static const char * const entries[] = { "white_a_entry", "black_a_entry", "white_b_entry",
                                          "black_b_entry" };
  static const char * const names[] = { "Alice", "Bob", "Carol", "Dave" };
  static const char * const tags[] = { "White", "Black", "WhiteB", "BlackB" };
  const ParlourTimeControl *tc;
  Created created = { 0 };

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &created);
  for (GtkWidget *row = gtk_widget_get_first_child (DIALOG_CHILD (dialog, "variant_list"));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_str_equal (gtk_widget_get_name (row), "bughouse"))
      bughouse = row;
    else if (g_str_equal (gtk_widget_get_name (row), "crazyhouse"))
      crazyhouse = row;
  g_assert_nonnull (bughouse);
  g_assert_nonnull (crazyhouse);

  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "names_group")));
  gtk_widget_activate (crazyhouse);
  g_assert_false (gtk_widget_get_visible (DIALOG_CHILD (dialog, "names_group")));
  gtk_widget_activate (bughouse);
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "names_group")));
  g_assert_true (gtk_widget_get_visible (DIALOG_CHILD (dialog, "rules_group")));
  g_assert_true (gtk_switch_get_active (DIALOG_CHILD (dialog, "clock_switch")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (DIALOG_CHILD (dialog, "white_minutes")), ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (DIALOG_CHILD (dialog, "white_seconds")), ==, 2);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    gtk_editable_set_text (GTK_EDITABLE (DIALOG_CHILD (dialog, entries[i])), names[i]);
  /* Fischer instead of the delay, and the king-capture rule */
  adw_combo_row_set_selected (DIALOG_CHILD (dialog, "white_mode"), 0);
  gtk_check_button_set_active (DIALOG_CHILD (dialog, "king_capture_check"), TRUE);
  click (DIALOG_CHILD (dialog, "start_button"));

  g_assert_cmpuint (created.n_emissions, ==, 1);
  g_assert_null (dialog);
  g_assert_true (parlour_game_get_variant (created.game) == parlour_variant_lookup ("bughouse"));
  g_assert_cmpuint (parlour_game_get_rules (created.game), ==, PARLOUR_RULE_KING_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    g_assert_cmpstr (parlour_game_get_tag (created.game, tags[i]), ==, names[i]);
  tc = parlour_clock_get_control (created.clock, PARLOUR_BLACK);
  g_assert_cmpint (tc->mode, ==, PARLOUR_CLOCK_FISCHER);
  g_assert_cmpint (tc->base_us, ==, 240 * G_USEC_PER_SEC);
  g_assert_cmpint (tc->increment_us, ==, 2 * G_USEC_PER_SEC);
  g_clear_object (&created.game);
  g_clear_object (&created.clock);
}

/* Choices that older versions stored as numbers reach their new <enum> keys
 * once, read as the old keys were; a choice already made under a new key wins
 * (docs/ui.md, "Settings"). */
static void
test_settings_upgrade (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GVariant) old_rules = NULL;
  g_autoptr(GVariant) old_first = NULL;
  g_autofree char *first = NULL;

  /* king capture and pawns collide: read as king capture, as before */
  g_settings_set_int (settings, "last-rules", 3);
  g_settings_set_int (settings, "bingo-first-white", 2);
  parlour_settings_upgrade (settings);
  g_assert_cmpint (g_settings_get_enum (settings, "last-rules-option"), ==,
                   PARLOUR_RULE_KING_CAPTURE);
  first = g_settings_get_string (settings, "bingo-first-white-player");
  g_assert_cmpstr (first, ==, "player-2");
  old_rules = g_settings_get_user_value (settings, "last-rules");
  old_first = g_settings_get_user_value (settings, "bingo-first-white");
  g_assert_null (old_rules);
  g_assert_null (old_first);

  /* a second start changes nothing */
  parlour_settings_upgrade (settings);
  g_assert_cmpint (g_settings_get_enum (settings, "bingo-first-white-player"), ==, 2);

  /* the new key's choice wins over an old number */
  g_settings_set_int (settings, "bingo-first-white", 1);
  g_settings_set_string (settings, "bingo-first-white-player", "random");
  parlour_settings_upgrade (settings);
  g_assert_cmpint (g_settings_get_enum (settings, "bingo-first-white-player"), ==, 0);

  /* a flag this version does not know is no king capture, as the old key was read */
  g_settings_reset (settings, "last-rules-option");
  g_settings_set_int (settings, "last-rules", 4);
  parlour_settings_upgrade (settings);
  g_assert_cmpint (g_settings_get_enum (settings, "last-rules-option"), ==, 0);
  g_clear_pointer (&old_rules, g_variant_unref);
  old_rules = g_settings_get_user_value (settings, "last-rules");
  g_assert_null (old_rules);
}

/* Every test starts from the schema's defaults. */
static void
run_with_default_settings (gconstpointer data)
{
  GTestFunc test = (GTestFunc) data;

  reset_settings ();
  test ();
}

static void
add_test (const char *path,
          GTestFunc   test)
{
  g_test_add_data_func (path, (gconstpointer) test, run_with_default_settings);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Switches then flip at once on activation instead of at the end of an animation. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  add_test ("/ui/new-game-dialog/variants-listed", test_variants_listed);
  add_test ("/ui/new-game-dialog/fits-parent", test_fits_parent);
  add_test ("/ui/new-game-dialog/rules-per-variant", test_rules_per_variant);
  add_test ("/ui/new-game-dialog/bad-fen", test_bad_fen);
  add_test ("/ui/new-game-dialog/fen-and-time-odds", test_fen_and_time_odds);
  add_test ("/ui/new-game-dialog/presets-and-rules", test_presets_and_rules);
  add_test ("/ui/new-game-dialog/no-clock", test_no_clock);
  add_test ("/ui/new-game-dialog/chance-seed", test_chance_seed);
  add_test ("/ui/new-game-dialog/bughouse", test_bughouse);
  add_test ("/ui/preferences/bound-to-settings", test_preferences);
  add_test ("/ui/settings/upgrade", test_settings_upgrade);
  add_test ("/ui/about/presents", test_about);
  add_test ("/ui/shortcuts-window/loads", test_shortcuts_window);

  return g_test_run ();
}
