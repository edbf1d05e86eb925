/* parlour-join-dialog.h — Join Network Game…: find or type a host, give its code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-window.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_JOIN_DIALOG (parlour_join_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourJoinDialog, parlour_join_dialog, PARLOUR, JOIN_DIALOG, AdwWindow)

/* A dialog for @window; once the host has welcomed it, @window shows the
 * host's match and the dialog closes. */
GtkWidget *parlour_join_dialog_new (ParlourWindow *window);

G_END_DECLS
