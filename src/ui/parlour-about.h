/* parlour-about.h — the About window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Presents the About window, transient for @parent. */
void parlour_show_about (GtkWindow *parent);

G_END_DECLS
