/* parlour-bingo-new-dialog.h — setting up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-bingo-options.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BINGO_NEW_DIALOG (parlour_bingo_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoNewDialog, parlour_bingo_new_dialog, PARLOUR,
                      BINGO_NEW_DIALOG, AdwWindow)

/* A modal dialog, transient for @parent, showing the last choices (GSettings).
 * Signals:
 *   ::start  Start was pressed; read the setup with
 *       parlour_bingo_new_dialog_get_setup(). The dialog keeps the choices for
 *       the next time and closes itself after. */
GtkWidget *parlour_bingo_new_dialog_new       (GtkWindow *parent);
/* FALSE while the choices do not make a match (a seed being typed, targets
 * that are not possible); @setup is filled in either way */
gboolean   parlour_bingo_new_dialog_get_setup (ParlourBingoNewDialog *self,
                                               ParlourBingoSetup     *setup);
/* Start, as the button does: FALSE (the dialog stays) if the choices do not
 * make a match */
gboolean   parlour_bingo_new_dialog_start     (ParlourBingoNewDialog *self);
/* for tests: the rows by name (parlour_bingo_options_get_row) */
GtkWidget *parlour_bingo_new_dialog_get_row   (ParlourBingoNewDialog *self,
                                               const char            *name);

G_END_DECLS
