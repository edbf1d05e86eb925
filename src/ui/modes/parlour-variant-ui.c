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
