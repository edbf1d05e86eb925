/* parlour-window-chat.c — a small chat beside a match played on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While the window plays on the network (hosting its match, or joined to
 * another's), the header bar has a chat button. It opens the chat
 * (ParlourChatPopover: the lines said so far and an entry): a line typed there
 * goes to the host, which
 * sends it to everyone (docs/protocol.md, "chat"), this window included, so
 * each window shows the lines in the host's order. A line that arrives while
 * the popover is closed is shown as a toast too.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-chat-popover.h"
#include "parlour-window-private.h"

static void
chat_toast_dismissed_cb (AdwToast      *toast,
                         ParlourWindow *self)
{
  if (self->chat_toast == toast)
    {
      self->chat_toast = NULL;
      self->chat_unread = 0;
    }
}

/* A line that came while the chat is closed is a toast. Lines that follow
 * while that toast is shown change it rather than queue toasts of their own
 * (which a talkative peer would make last for hours): it says the newest
 * line and how many came. */
static void
toast_line (ParlourWindow *self,
            const char    *line)
{
  g_autofree char *text = NULL;

  if (self->chat_toast == NULL)
    {
      self->chat_unread = 1;
      self->chat_toast = _parlour_window_add_toast (self, line);
      g_signal_connect_object (self->chat_toast, "dismissed",
                               G_CALLBACK (chat_toast_dismissed_cb), self, 0);
      return;
    }
  self->chat_unread++;
  /* Translators: a toast for several chat lines: how many, then the newest ("white: hi") */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u new line · %s", "%u new lines · %s",
                                       self->chat_unread),
                          self->chat_unread, line);
  _parlour_window_set_toast_text (self, self->chat_toast, text);
}

void
_parlour_window_clear_chat (ParlourWindow *self)
{
  parlour_chat_popover_clear (PARLOUR_CHAT_POPOVER (self->chat_popover));
}

void
_parlour_window_send_chat (ParlourWindow *self,
                           const char    *text)
{
  /* nothing to say to at one computer, nor once the connection ended */
  parlour_table_say (self->table, text, NULL);
}

void
_parlour_window_chat_received_cb (GObject       *source,
                                  const char    *from,
                                  const char    *text,
                                  ParlourWindow *self)
{
  g_autofree char *line = NULL;

  /* Translators: a chat line: who said it ("white", "board 2 black") and what */
  line = g_strdup_printf (_("%s: %s"), from, text);
  parlour_chat_popover_add_line (PARLOUR_CHAT_POPOVER (self->chat_popover), line);
  if (!gtk_widget_get_visible (self->chat_popover))
    toast_line (self, line);
}

/* the chat button is there while the window plays on the network */
void
_parlour_window_update_chat (ParlourWindow *self)
{
  gboolean network = self->match != NULL && _parlour_window_plays_on_network (self);

  gtk_widget_set_visible (self->chat_button, network);
  if (!network)
    gtk_popover_popdown (GTK_POPOVER (self->chat_popover));
}

static void
send_cb (ParlourChatPopover *popover,
         const char         *text,
         ParlourWindow      *self)
{
  _parlour_window_send_chat (self, text);
}

void
_parlour_window_init_chat (ParlourWindow *self,
                           AdwHeaderBar  *header_bar)
{
  self->chat_popover = parlour_chat_popover_new ();
  self->chat_entry = parlour_chat_popover_get_entry (PARLOUR_CHAT_POPOVER (self->chat_popover));
  g_signal_connect_object (self->chat_popover, "send", G_CALLBACK (send_cb), self, 0);

  self->chat_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->chat_button), "chat-message-new-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->chat_button), self->chat_popover);
  gtk_widget_set_tooltip_text (self->chat_button, _("Chat"));
  gtk_widget_set_margin_end (self->chat_button, 6);
  gtk_widget_set_visible (self->chat_button, FALSE);
  adw_header_bar_pack_end (header_bar, self->chat_button);
}

GListModel *
_parlour_window_get_chat_lines (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return parlour_chat_popover_get_lines (PARLOUR_CHAT_POPOVER (self->chat_popover));
}
