/* parlour-variant-ui.c — finding a variant's row of UI differences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
      for (const char * const *pair = rows[i]->board_settings; pair[0] != NULL; pair += 2)
        g_settings_bind (settings, pair[0], view, pair[1], G_SETTINGS_BIND_GET);
}
