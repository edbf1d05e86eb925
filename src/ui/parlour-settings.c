/* parlour-settings.c — carrying settings stored by older versions over to their new keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GSettings cannot change a key's type in place: a stored value of the old
 * type would be ignored and the user's choice lost. So a choice that became an
 * <enum> got a new key name, and the old integer key stays in the schema only
 * to be read here once (docs/ui.md, "Settings").
 */
#include "config.h"

#include "parlour-settings.h"
#include "parlour-variant.h"

/* Moves the int in @old_key to the enum @new_key as (value & @mask), if the
 * user stored one and the new key is still unset; @n_choices bounds it. */
static void
upgrade_int_key (GSettings  *settings,
                 const char *old_key,
                 const char *new_key,
                 gint        mask,
                 gint        n_choices)
{
  g_autoptr(GVariant) old_value = g_settings_get_user_value (settings, old_key);
  g_autoptr(GVariant) new_value = g_settings_get_user_value (settings, new_key);
  gint choice;

  if (old_value == NULL)
    return;
  if (new_value == NULL && g_variant_is_of_type (old_value, G_VARIANT_TYPE_INT32))
    {
      choice = g_variant_get_int32 (old_value) & mask;
      if (choice >= 0 && choice < n_choices)
        g_settings_set_enum (settings, new_key, choice);
    }
  g_settings_reset (settings, old_key);
}

void
parlour_settings_upgrade (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  /* the rules were read as flags: any value with the king capture bit chose it */
  upgrade_int_key (settings, "last-rules", "last-rules-option", PARLOUR_RULE_KING_CAPTURE, 2);
  upgrade_int_key (settings, "bingo-first-white", "bingo-first-white-player", ~0, 3);
}
