/* parlour-dialog-util.h — what Parlour's small dialogs share: a header with two buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Makes @window a modal dialog titled @title of @width x @height whose content
 * is a vertical box under a header bar: @cancel_label (closing the window) at
 * the start, the suggested @ok_label at the end, whose ::clicked calls @ok_cb
 * with @window. Returns the box (the content goes into it); @ok_button (if not
 * NULL) gets the suggested button, @error_label (if not NULL) a hidden error
 * label at the top of the box. */
GtkWidget *parlour_dialog_frame (AdwWindow   *window,
                                 const char  *title,
                                 int          width,
                                 int          height,
                                 const char  *cancel_label,
                                 const char  *ok_label,
                                 GCallback    ok_cb,
                                 GtkWidget  **ok_button,
                                 GtkWidget  **error_label);

/* An AdwActionRow titled @title (its underline a mnemonic) with @widget, centred,
 * at its start (@prefix) or its end: activating the row activates @widget. */
GtkWidget *parlour_dialog_action_row (const char *title,
                                      GtkWidget  *widget,
                                      gboolean    prefix);

G_END_DECLS
