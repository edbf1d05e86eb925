/* parlour-boards-box.h — several boards in a row, or stacked on a narrow window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_BOARDS_BOX (parlour_boards_box_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBoardsBox, parlour_boards_box, PARLOUR, BOARDS_BOX, GtkWidget)

/* @spacing between the boards */
GtkWidget *parlour_boards_box_new         (int               spacing);
/* for a box of a template: @spacing between the boards */
void       parlour_boards_box_set_spacing (ParlourBoardsBox *self,
                                           int               spacing);
void       parlour_boards_box_append      (ParlourBoardsBox *self,
                                           GtkWidget        *child);
void       parlour_boards_box_remove      (ParlourBoardsBox *self,
                                           GtkWidget        *child);
/* the children stood one above the other at the last allocation */
gboolean   parlour_boards_box_get_stacked (ParlourBoardsBox *self);

G_END_DECLS
