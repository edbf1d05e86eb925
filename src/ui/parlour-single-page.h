/* parlour-single-page.h — the page of a match of one board: the board alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-page.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SINGLE_PAGE (parlour_single_page_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSinglePage, parlour_single_page, PARLOUR, SINGLE_PAGE, ParlourPage)

/* A ParlourPage of one board view, its template's, which fills the square
 * the play area gives it; the players' cards are the side panel's beside it.
 * It plays chess, Bungalow Shatranj, Panic chess, SimulChess and Crazyhouse
 * (the play modes, parlour-play-modes.c). */
GtkWidget *parlour_single_page_new (void);

G_END_DECLS
