/* test-mode-options.c — a play mode with options of its own, through New Game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Game names no way of playing (docs/ui.md, "Pages and play modes"): a
 * mode added to the registry here, whose row names an options type that
 * New Game has never heard of, shows its options in place of the chess
 * groups, keeps Start off while they make no match, and its Start shows the
 * match the options made (here after an idle, as a mode that asks more in
 * a dialog of its own does). Its own process: the registry gains a row.
 */
#include "config.h"

#include "parlour-mode-options.h"
#include "parlour-play-modes.h"
#include "parlour-single-match.h"
#include "parlour-single-page.h"
#include "ui-test-util.h"

#define MODE_ID "test-own-options"

/* ---- the options: one name, which becomes White's ("Nobody": no match) ---- */

#define TEST_TYPE_OPTIONS (test_options_get_type ())
G_DECLARE_FINAL_TYPE (TestOptions, test_options, TEST, OPTIONS, AdwBin)

struct _TestOptions
{
  AdwBin     parent_instance;
  GtkWidget *entry;
  guint      n_loads;
  guint      n_saves;
};

static void test_options_iface_init (ParlourModeOptionsInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestOptions, test_options, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (PARLOUR_TYPE_MODE_OPTIONS,
                                                      test_options_iface_init))

static void
options_load (ParlourModeOptions *options,
              GSettings          *settings)
{
  TEST_OPTIONS (options)->n_loads++;
}

static void
options_save (ParlourModeOptions *options,
              GSettings          *settings)
{
  TEST_OPTIONS (options)->n_saves++;
}

static const char *
options_get_error (ParlourModeOptions *options)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (TEST_OPTIONS (options)->entry));

  return *name == '\0' ? "White has no name" : NULL;
}

typedef struct {
  ParlourMatch         *match;
  ParlourMatchMadeFunc  made;
  gpointer              data;
  GDestroyNotify        destroy;
} Made;

static gboolean
made_idle_cb (gpointer user_data)
{
  Made *made = user_data;

  if (made->match != NULL)
    made->made (made->match, NULL, NULL, made->data);
  else
    made->made (NULL, "The Match Could Not Start", "Nobody may be called Nobody", made->data);
  made->destroy (made->data);
  g_clear_object (&made->match);
  g_free (made);
  return G_SOURCE_REMOVE;
}

static void
options_make_match (ParlourModeOptions  *options,
                    GtkWindow           *parent,
                    ParlourMatchMadeFunc made_func,
                    gpointer             data,
                    GDestroyNotify       destroy)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  const char *name = gtk_editable_get_text (GTK_EDITABLE (TEST_OPTIONS (options)->entry));
  Made *made = g_new0 (Made, 1);

  /* "Nobody" makes no match: the mode says why */
  parlour_game_set_tag (game, "White", name);
  if (!g_str_equal (name, "Nobody"))
    made->match = parlour_match_new_for_game (game, NULL);
  made->made = made_func;
  made->data = data;
  made->destroy = destroy;
  g_idle_add (made_idle_cb, made);
}

static void
test_options_iface_init (ParlourModeOptionsInterface *iface)
{
  iface->load = options_load;
  iface->save = options_save;
  iface->get_error = options_get_error;
  iface->make_match = options_make_match;
}

static void
entry_changed_cb (TestOptions *self)
{
  g_signal_emit_by_name (self, "changed");
}

static void
test_options_class_init (TestOptionsClass *klass)
{
  g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 0);
}

static void
test_options_init (TestOptions *self)
{
  self->entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "Zoe");
  adw_bin_set_child (ADW_BIN (self), self->entry);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (entry_changed_cb), self);
}

/* ---- the test ---- */

static gboolean
has_text (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0
         && gtk_widget_get_visible (widget);
}

static void
add_mode (void)
{
  g_autoptr(ParlourPlayMode) mode = NULL;

  mode = g_object_new (PARLOUR_TYPE_PLAY_MODE,
                       "id", MODE_ID,
                       "title", "Own Options",
                       "description", "Chess with a name chosen first",
                       "variant", parlour_variant_lookup ("chess"),
                       "match-type", PARLOUR_TYPE_SINGLE_MATCH,
                       "page-type", PARLOUR_TYPE_SINGLE_PAGE,
                       "options-type", TEST_TYPE_OPTIONS,
                       NULL);
  parlour_play_modes_add (mode);
}

static void
test_new_game (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  GtkWidget *group = UI_TEST_NEW_GAME_CHILD (dialog, "mode_options_group");
  GtkWidget *start = UI_TEST_NEW_GAME_CHILD (dialog, "start_button");
  GtkWidget *row = ui_test_find_widget (UI_TEST_NEW_GAME_CHILD (dialog, "variant_list"),
                                        ui_test_has_name, MODE_ID);
  ParlourMatch *before = ui_test_match (window);
  TestOptions *options;

  /* the row is the registry's last; its options were made and loaded once */
  g_assert_nonnull (row);
  options = TEST_OPTIONS (ui_test_find_descendant (group, TEST_TYPE_OPTIONS));
  g_assert_nonnull (options);
  g_assert_cmpuint (options->n_loads, ==, 1);
  g_assert_false (gtk_widget_get_visible (group));

  adw_action_row_activate (ADW_ACTION_ROW (row));
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (group));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (options)));
  g_assert_false (gtk_widget_get_visible (UI_TEST_NEW_GAME_CHILD (dialog, "players_group")));
  g_assert_false (gtk_widget_get_visible (UI_TEST_NEW_GAME_CHILD (dialog, "time_group")));
  g_assert_false (gtk_widget_get_visible (UI_TEST_NEW_GAME_CHILD (dialog, "start_group")));

  /* choices that make no match: Start is off, and the options' error shows */
  gtk_editable_set_text (GTK_EDITABLE (options->entry), "");
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_nonnull (ui_test_find_widget (group, has_text, "White has no name"));
  gtk_editable_set_text (GTK_EDITABLE (options->entry), "Ada");
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_sensitive (start));

  /* Start: the options are kept, the dialog waits hidden for the match, then
   * the window shows the match the options made */
  g_object_ref (dialog);
  g_signal_emit_by_name (start, "clicked");
  g_assert_cmpuint (options->n_saves, ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (ui_test_match (window) == before);
  ui_test_iterate ();
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG));
  g_object_unref (dialog);
  g_assert_true (ui_test_match (window) != before);
  g_assert_true (G_OBJECT_TYPE (ui_test_match (window)) == PARLOUR_TYPE_SINGLE_MATCH);
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Ada");

  /* the next New Game opens on the mode */
  dialog = ui_test_open_new_game (window);
  g_assert_true (gtk_widget_get_visible (UI_TEST_NEW_GAME_CHILD (dialog, "mode_options_group")));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_window_destroy (window);
}

/* Options that make no match after Start: the window says why, as it says
 * every error, and keeps the match it shows. */
static void
test_no_match (void)
{
  ParlourWindow *window = ui_test_window_new ();
  ParlourNewGameDialog *dialog = ui_test_open_new_game (window);
  GtkWidget *group = UI_TEST_NEW_GAME_CHILD (dialog, "mode_options_group");
  GtkWidget *row = ui_test_find_widget (UI_TEST_NEW_GAME_CHILD (dialog, "variant_list"),
                                        ui_test_has_name, MODE_ID);
  ParlourMatch *before = ui_test_match (window);
  TestOptions *options = TEST_OPTIONS (ui_test_find_descendant (group, TEST_TYPE_OPTIONS));

  adw_action_row_activate (ADW_ACTION_ROW (row));
  gtk_editable_set_text (GTK_EDITABLE (options->entry), "Nobody");
  ui_test_iterate ();
  g_signal_emit_by_name (UI_TEST_NEW_GAME_CHILD (dialog, "start_button"), "clicked");
  ui_test_iterate ();
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpstr (_parlour_window_get_last_error (window), ==, "Nobody may be called Nobody");
  g_assert_true (ui_test_match (window) == before);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();
  add_mode ();
  g_test_add_func ("/ui/mode-options/new-game", test_new_game);
  g_test_add_func ("/ui/mode-options/no-match", test_no_match);
  return g_test_run ();
}
