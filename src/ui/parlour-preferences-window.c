/* parlour-preferences-window.c — the board's look and behaviour, kept in GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-theme.h"
#include "parlour-board-view.h"
#include "parlour-piece-cache.h"
#include "parlour-preferences-window.h"
#include "parlour-variant.h"
#include "parlour-variant-ui.h"

/* The preview shows a familiar opening (the Ruy Lopez) so that both colours of
 * square and most kinds of piece are in sight. */
#define PREVIEW_FEN "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"

struct _ParlourPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* template children */
  ParlourBoardView     *preview;
  AdwComboRow          *theme_row;
  AdwComboRow          *piece_set_row;
  GtkSwitch            *coordinates_switch;
  GtkSwitch            *legal_moves_switch;
  GtkSwitch            *animations_switch;
  GtkSwitch            *auto_flip_switch;
  AdwPreferencesGroup  *playing_group;
  GtkSwitch            *sounds_switch;
  GtkSwitch            *typed_moves_switch;
};

G_DEFINE_FINAL_TYPE (ParlourPreferencesWindow, parlour_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* Display names of the piece sets that data/pieces provides, by directory name. A
 * set missing here is still offered, under its directory name. */
static const struct {
  const char *id;
  const char *name;
} piece_set_names[] = {
  { "parlour", N_("Parlour") },
  { "flat", N_("Flat") },
  /* Translators: a piece set whose pieces are round tokens, like coins */
  { "medallion", N_("Medallion") },
};

static const char *
piece_set_display_name (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (piece_set_names); i++)
    if (g_str_equal (piece_set_names[i].id, id))
      return _(piece_set_names[i].name);
  return id;
}

/* The ids of the installed piece sets, in display order: the default first. */
static GStrv
dup_piece_set_ids (void)
{
  g_auto(GStrv) sets = parlour_piece_cache_list_sets ();
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (sets == NULL || sets[0] == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (piece_set_names); i++)
        g_strv_builder_add (builder, piece_set_names[i].id);
      return g_strv_builder_end (builder);
    }

  if (g_strv_contains ((const char * const *) sets, PARLOUR_DEFAULT_PIECE_SET))
    g_strv_builder_add (builder, PARLOUR_DEFAULT_PIECE_SET);
  for (guint i = 0; sets[i] != NULL; i++)
    if (!g_str_equal (sets[i], PARLOUR_DEFAULT_PIECE_SET))
      g_strv_builder_add (builder, sets[i]);
  return g_strv_builder_end (builder);
}

static GStrv
dup_theme_ids (void)
{
  const ParlourBoardTheme * const *themes;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n_themes;

  themes = parlour_board_theme_list (&n_themes);
  for (guint i = 0; i < n_themes; i++)
    g_strv_builder_add (builder, parlour_board_theme_get_id (themes[i]));
  return g_strv_builder_end (builder);
}

/* The combo rows hold indices; the settings hold ids. @user_data is the GStrv of
 * ids in row order. An unknown id shows the first entry. */
static gboolean
id_to_selected_cb (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char * const *ids = user_data;
  const char *id = g_variant_get_string (variant, NULL);
  guint selected = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      selected = i;
  g_value_set_uint (value, selected);
  return TRUE;
}

static GVariant *
selected_to_id_cb (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  const char * const *ids = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((GStrv) ids))
    return NULL;
  return g_variant_new_string (ids[selected]);
}

static void
bind_combo_row (ParlourPreferencesWindow *self,
                AdwComboRow              *row,
                const char               *key,
                GStrv                     ids,
                GtkStringList            *names)
{
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                id_to_selected_cb, selected_to_id_cb,
                                ids, (GDestroyNotify) g_strfreev);
}

static void
setup_theme_row (ParlourPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GStrv ids = dup_theme_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    gtk_string_list_append (names,
                            parlour_board_theme_get_name (parlour_board_theme_lookup (ids[i])));
  bind_combo_row (self, self->theme_row, "board-theme", ids, names);
}

static void
setup_piece_set_row (ParlourPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GStrv ids = dup_piece_set_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    gtk_string_list_append (names, piece_set_display_name (ids[i]));
  bind_combo_row (self, self->piece_set_row, "piece-set", ids, names);

  /* A choice of one is no choice: the row only informs. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->piece_set_row), g_strv_length (ids) > 1);
}

static void
setup_preview (ParlourPreferencesWindow *self)
{
  g_autoptr(ParlourPosition) pos = NULL;

  pos = parlour_position_new_from_fen (parlour_variant_default (), PREVIEW_FEN, NULL);
  if (pos != NULL)
    parlour_board_view_set_position (self->preview, pos);
  parlour_board_view_set_input (self->preview, PARLOUR_BOARD_INPUT_NONE);

  g_settings_bind (self->settings, "piece-set", self->preview, "piece-set",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->preview, "board-theme",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->preview, "show-coordinates",
                   G_SETTINGS_BIND_GET);
}

static void
parlour_preferences_window_dispose (GObject *object)
{
  ParlourPreferencesWindow *self = PARLOUR_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (parlour_preferences_window_parent_class)->dispose (object);
}

static void
parlour_preferences_window_class_init (ParlourPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_preferences_window_dispose;

  g_type_ensure (PARLOUR_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, preview);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, auto_flip_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, playing_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow, sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourPreferencesWindow,
                                        typed_moves_switch);
}

static void
parlour_preferences_window_init (ParlourPreferencesWindow *self)
{
  self->settings = g_settings_new (APPLICATION_ID);

  gtk_widget_init_template (GTK_WIDGET (self));

  setup_preview (self);
  setup_theme_row (self);
  setup_piece_set_row (self);

  g_settings_bind (self->settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-legal-moves", self->legal_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animations", self->animations_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "auto-flip", self->auto_flip_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "sounds", self->sounds_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "typed-moves", self->typed_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  /* and each variant's own (docs/ui.md) */
  parlour_variant_ui_add_preferences (self->settings, self->playing_group);
}

GtkWidget *
parlour_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (PARLOUR_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
