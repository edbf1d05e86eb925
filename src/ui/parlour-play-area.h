/* parlour-play-area.h — the board and the side panel, side by side or stacked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_PLAY_AREA (parlour_play_area_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPlayArea, parlour_play_area, PARLOUR, PLAY_AREA, GtkWidget)

/* Below this width the panel goes under the board. */
#define PARLOUR_PLAY_AREA_NARROW_WIDTH 720
/* between boards side by side */
#define PARLOUR_PLAY_AREA_BOARD_GAP 12

GtkWidget *parlour_play_area_new       (void);
/* The widget in the board's place: the window's is the page of the match
 * shown (ParlourPage), which holds the board views. */
void       parlour_play_area_set_board (ParlourPlayArea *self,
                                        GtkWidget       *board);
GtkWidget *parlour_play_area_get_board (ParlourPlayArea *self);
/* The board's place holds @n_boards square boards in a row (a GtkBox of
 * board views, PARLOUR_PLAY_AREA_BOARD_GAP apart): the layout gives each the side one board
 * would get. */
void       parlour_play_area_set_n_boards (ParlourPlayArea *self,
                                           guint            n_boards);
/* Each board is @height_for_width as tall as wide, and needs @extra pixels
 * more (the players' bars above and below it); a single board is square,
 * with nothing more. With several boards the layout stacks them where that
 * gives bigger boards (a narrow, tall window). */
void       parlour_play_area_set_board_shape (ParlourPlayArea *self,
                                              double           height_for_width,
                                              int              extra);
/* Several boards that would be less than @side pixels wide give way to one
 * board as big as the place allows (0, the default: never); the board's
 * place then gets the shape of one board and shows what it can. */
void       parlour_play_area_set_min_split (ParlourPlayArea *self,
                                            int              side);
/* With @fill the board's place is as wide as the room beside (or above) the
 * panel, its boards' height as the play area decides: its widget lays them
 * out in that width itself (a bingo card wider than the board). */
void       parlour_play_area_set_board_fill (ParlourPlayArea *self,
                                             gboolean         fill);
/* the boards stood one above the other at the last allocation */
gboolean   parlour_play_area_get_boards_stacked (ParlourPlayArea *self);
void       parlour_play_area_set_panel (ParlourPlayArea *self,
                                        GtkWidget       *panel);
GtkWidget *parlour_play_area_get_panel (ParlourPlayArea *self);
/* TRUE while the panel is under the board (after the last allocation) */
gboolean   parlour_play_area_get_narrow (ParlourPlayArea *self);

/* Properties: "board", "panel" (GtkWidget), "narrow" (read-only) */

G_END_DECLS
