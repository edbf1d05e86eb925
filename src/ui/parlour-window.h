/* parlour-window.h — the main window: one game on a board, with its clock and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-application.h"
#include "parlour-match.h"
#include "parlour-page.h"
#include "parlour-table.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_WINDOW (parlour_window_get_type ())
G_DECLARE_FINAL_TYPE (ParlourWindow, parlour_window, PARLOUR, WINDOW, AdwApplicationWindow)

/* Restores the autosaved game, or starts a game of chess without a clock. */
ParlourWindow    *parlour_window_new            (ParlourApplication *application);
ParlourMatch     *parlour_window_get_match      (ParlourWindow *self);
/* Plays @match from now on (its clocks as it has them), with a board view per board. */
void              parlour_window_set_match      (ParlourWindow *self,
                                                 ParlourMatch  *match);
/* the table every act at this window goes through (docs/session.md, "The
 * table"); its match is the window's */
ParlourTable     *parlour_window_get_table      (ParlourWindow *self);
/* the page that shows the match in the board's place (docs/ui.md, "Pages
 * and play modes"), which owns the boards; there is one once a match is shown */
ParlourPage      *parlour_window_get_page       (ParlourWindow *self);

/* What the Open and Save As file choosers do with the chosen file. Errors are
 * shown in a message dialog; a file that cannot be read leaves the game as it is. */
void              parlour_window_open_file      (ParlourWindow *self,
                                                 GFile         *file);
/* Opens the first of @files (the command line's, a file manager's); a toast
 * says that the others were not opened. */
void              parlour_window_open_files     (ParlourWindow  *self,
                                                 GFile         **files,
                                                 int             n_files);
void              parlour_window_save_file      (ParlourWindow *self,
                                                 GFile         *file);
/* The match has moves and changed since it was last saved to a file or
 * opened from one. */
gboolean          parlour_window_needs_saving   (ParlourWindow *self);
/* Asks whether to save the match before quitting; after Discard, or a Save
 * that wrote the file, activates app.quit again. */
void              parlour_window_ask_before_quit (ParlourWindow *self);

G_END_DECLS
