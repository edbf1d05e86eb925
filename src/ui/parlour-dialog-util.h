/* parlour-dialog-util.h — what Parlour's small dialogs share: rows built in code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* An AdwActionRow titled @title (its underline a mnemonic) with @widget, centred,
 * at its start (@prefix) or its end: activating the row activates @widget. */
GtkWidget *parlour_dialog_action_row (const char *title,
                                      GtkWidget  *widget,
                                      gboolean    prefix);

G_END_DECLS
