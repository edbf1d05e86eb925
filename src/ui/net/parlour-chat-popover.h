/* parlour-chat-popover.h — the chat of a match played on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_CHAT_POPOVER (parlour_chat_popover_get_type ())
G_DECLARE_FINAL_TYPE (ParlourChatPopover, parlour_chat_popover, PARLOUR, CHAT_POPOVER, GtkPopover)

GtkWidget  *parlour_chat_popover_new       (void);
/* Adds @line at the end; the oldest lines go beyond the last 200. */
void        parlour_chat_popover_add_line  (ParlourChatPopover *self,
                                            const char         *line);
/* a new match's chat starts empty */
void        parlour_chat_popover_clear     (ParlourChatPopover *self);
/* the lines shown (GtkStringObject) */
GListModel *parlour_chat_popover_get_lines (ParlourChatPopover *self);
/* the entry a line is typed in */
GtkWidget  *parlour_chat_popover_get_entry (ParlourChatPopover *self);

G_END_DECLS
