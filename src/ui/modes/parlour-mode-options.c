/* parlour-mode-options.c — the options a play mode shows in New Game, and the match they make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/ui.md, "Pages and play modes": New Game lists the play modes of the
 * registry; a mode whose row names an options type gets this widget in
 * place of the chess groups, and its Start makes the match through it, so
 * the dialog names no way of playing.
 */
#include "config.h"

#include "parlour-mode-options.h"

G_DEFINE_INTERFACE (ParlourModeOptions, parlour_mode_options, GTK_TYPE_WIDGET)

static void
parlour_mode_options_default_init (ParlourModeOptionsInterface *iface)
{
}

void
parlour_mode_options_load (ParlourModeOptions *self,
                           GSettings          *settings)
{
  g_return_if_fail (PARLOUR_IS_MODE_OPTIONS (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  PARLOUR_MODE_OPTIONS_GET_IFACE (self)->load (self, settings);
}

void
parlour_mode_options_save (ParlourModeOptions *self,
                           GSettings          *settings)
{
  g_return_if_fail (PARLOUR_IS_MODE_OPTIONS (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  PARLOUR_MODE_OPTIONS_GET_IFACE (self)->save (self, settings);
}

const char *
parlour_mode_options_get_error (ParlourModeOptions *self)
{
  g_return_val_if_fail (PARLOUR_IS_MODE_OPTIONS (self), NULL);

  return PARLOUR_MODE_OPTIONS_GET_IFACE (self)->get_error (self);
}

void
parlour_mode_options_make_match (ParlourModeOptions  *self,
                                 GtkWindow           *parent,
                                 ParlourMatchMadeFunc made,
                                 gpointer             data,
                                 GDestroyNotify       destroy)
{
  g_return_if_fail (PARLOUR_IS_MODE_OPTIONS (self));
  g_return_if_fail (made != NULL);

  PARLOUR_MODE_OPTIONS_GET_IFACE (self)->make_match (self, parent, made, data, destroy);
}
