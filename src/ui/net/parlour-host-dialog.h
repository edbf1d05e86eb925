/* parlour-host-dialog.h — Host on Network…: how to host, then what friends need to join
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-window.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_HOST_DIALOG (parlour_host_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourHostDialog, parlour_host_dialog, PARLOUR, HOST_DIALOG, AdwWindow)

/* A dialog for @window: the choices before hosting its match, or, if it
 * hosts already, the join code, the addresses and who has joined. */
GtkWidget *parlour_host_dialog_new (ParlourWindow *window);

G_END_DECLS
