/* parlour-variant-ui.c — finding a variant's row of UI differences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-dialog-util.h"
#include "parlour-variant-ui-rows.h"

/* the rows src/ui/meson.build lists; each is defined in its variant's own file */
static const ParlourVariantUi * const rows[] = {
  PARLOUR_VARIANT_UI_ROWS
};

const ParlourVariantUi *
parlour_variant_ui_lookup (const ParlourVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (const ParlourVariant * const *v = rows[i]->variants; *v != NULL; v++)
      if (*v == variant)
        return rows[i];
  return NULL;
}

gboolean
parlour_variant_ui_has (const ParlourVariant  *variant,
                        ParlourVariantUiFlags  flag)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (variant);

  return ui != NULL && (ui->flags & flag) != 0;
}

void
parlour_variant_ui_bind_board (GSettings        *settings,
                               ParlourBoardView *view)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (view));

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i]->board_settings != NULL)
      for (const ParlourVariantSetting *each = rows[i]->board_settings; each->key != NULL; each++)
        g_settings_bind (settings, each->key, view, each->property, G_SETTINGS_BIND_GET);
}

void
parlour_variant_ui_add_preferences (GSettings           *settings,
                                    AdwPreferencesGroup *group)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i]->board_settings != NULL)
      for (const ParlourVariantSetting *each = rows[i]->board_settings; each->key != NULL; each++)
        {
          GtkWidget *toggle = gtk_switch_new ();
          GtkWidget *row = parlour_dialog_action_row (_(each->title), toggle, FALSE);

          gtk_widget_set_name (toggle, each->key);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(each->subtitle));
          g_settings_bind (settings, each->key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
          adw_preferences_group_add (group, row);
        }
}
