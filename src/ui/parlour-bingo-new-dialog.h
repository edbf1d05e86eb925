/* parlour-bingo-new-dialog.h — setting up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-bingo-match.h"

G_BEGIN_DECLS

/* What the dialog sets up; the window makes the match from it. */
typedef struct {
  ParlourBingoSettings settings;     /* first_white already drawn if it was "at random" */
  guint64              seed;
  char                *names[2];
  gboolean             clock;        /* with clocks, each player's control below */
  ParlourTimeControl   controls[2];  /* by player (the time handicap) */
} ParlourBingoSetup;

void parlour_bingo_setup_clear (ParlourBingoSetup *setup);

#define PARLOUR_TYPE_BINGO_NEW_DIALOG (parlour_bingo_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoNewDialog, parlour_bingo_new_dialog, PARLOUR,
                      BINGO_NEW_DIALOG, AdwWindow)

/* A modal dialog, transient for @parent.
 * Signals:
 *   ::start  Start was pressed; read the setup with
 *       parlour_bingo_new_dialog_get_setup(). The dialog closes itself after. */
GtkWidget *parlour_bingo_new_dialog_new       (GtkWindow *parent);
/* FALSE while the choices do not make a match (a seed being typed, targets
 * that are not possible); @setup is filled in either way */
gboolean   parlour_bingo_new_dialog_get_setup (ParlourBingoNewDialog *self,
                                               ParlourBingoSetup     *setup);
/* Start, as the button does: FALSE (the dialog stays) if the choices do not
 * make a match */
gboolean   parlour_bingo_new_dialog_start     (ParlourBingoNewDialog *self);
/* for tests: the rows by name ("name-0", "name-1", "goal", "seed", "first-white",
 * "clock", "minutes-0", "increment-0", "time-odds", "minutes-1", "increment-1",
 * "giver", "value", "target-0", "target-1"); a spin row's GtkSpinButton is its
 * activatable widget */
GtkWidget *parlour_bingo_new_dialog_get_row   (ParlourBingoNewDialog *self,
                                               const char            *name);

G_END_DECLS
