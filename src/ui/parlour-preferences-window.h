/* parlour-preferences-window.h — the board's look and behaviour, kept in GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_PREFERENCES_WINDOW (parlour_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPreferencesWindow, parlour_preferences_window, PARLOUR, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every row is bound to the io.github.parlourchess.Parlour settings: changes apply at
 * once, there is nothing to confirm. */
GtkWidget *parlour_preferences_window_new (GtkWindow *parent);

G_END_DECLS
