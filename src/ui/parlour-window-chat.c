/* parlour-window-chat.c — a small chat beside a match played on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While the window plays on the network (hosting its match, or joined to
 * another's), the header bar has a chat button. It opens a popover with the
 * lines said so far and an entry: a line typed there goes to the host, which
 * sends it to everyone (docs/protocol.md, "chat"), this window included, so
 * each window shows the lines in the host's order. A line that arrives while
 * the popover is closed is shown as a toast too.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-window-private.h"

/* how many lines the popover keeps; older ones scroll away for good */
#define MAX_LINES 200

static GtkWidget *
line_widget (gpointer item,
             gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  return label;
}

/* The list grows at its end: it shows the newest line when it grows, unless
 * the person scrolled back to read an earlier one, which stays in view. */
static void
adjustment_changed_cb (GtkAdjustment *adjustment,
                       ParlourWindow *self)
{
  if (self->chat_at_end)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                          gtk_adjustment_get_page_size (adjustment));
}

static void
adjustment_value_changed_cb (GtkAdjustment *adjustment,
                             ParlourWindow *self)
{
  self->chat_at_end = gtk_adjustment_get_value (adjustment) +
                      gtk_adjustment_get_page_size (adjustment) >=
                      gtk_adjustment_get_upper (adjustment) - 1;
}

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
      self->chat_toast = parlour_window_add_toast (self, line);
      g_signal_connect_object (self->chat_toast, "dismissed",
                               G_CALLBACK (chat_toast_dismissed_cb), self, 0);
      return;
    }
  self->chat_unread++;
  /* Translators: a toast for several chat lines: how many, then the newest ("white: hi") */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u new line · %s", "%u new lines · %s",
                                       self->chat_unread),
                          self->chat_unread, line);
  parlour_window_set_toast_text (self, self->chat_toast, text);
}

void
parlour_window_clear_chat (ParlourWindow *self)
{
  gtk_string_list_splice (self->chat_lines, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->chat_lines)), NULL);
}

void
parlour_window_send_chat (ParlourWindow *self,
                          const char    *text)
{
  /* nothing to say to at one computer, nor once the connection ended */
  parlour_table_say (self->table, text, NULL);
}

static void
entry_activate_cb (GtkEntry      *entry,
                   ParlourWindow *self)
{
  parlour_window_send_chat (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

void
parlour_window_chat_received_cb (GObject       *source,
                                 const char    *from,
                                 const char    *text,
                                 ParlourWindow *self)
{
  g_autofree char *line = NULL;
  guint n;

  /* Translators: a chat line: who said it ("white", "board 2 black") and what */
  line = g_strdup_printf (_("%s: %s"), from, text);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->chat_lines));
  gtk_string_list_splice (self->chat_lines, 0, n >= MAX_LINES ? n - MAX_LINES + 1 : 0,
                          (const char * const[]) { NULL });
  gtk_string_list_append (self->chat_lines, line);
  if (!gtk_widget_get_visible (self->chat_popover))
    toast_line (self, line);
}

/* The chat opens to be written in: the entry takes the focus, which the
 * popover would give to the first line of the list. */
static void
popover_mapped_cb (GtkWidget     *popover,
                   ParlourWindow *self)
{
  gtk_widget_grab_focus (self->chat_entry);
}

/* the chat button is there while the window plays on the network */
void
parlour_window_update_chat (ParlourWindow *self)
{
  gboolean network = self->match != NULL && parlour_window_plays_on_network (self);

  gtk_widget_set_visible (self->chat_button, network);
  if (!network)
    gtk_popover_popdown (GTK_POPOVER (self->chat_popover));
}

void
parlour_window_init_chat (ParlourWindow *self,
                          AdwHeaderBar  *header_bar)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *entry = gtk_entry_new ();

  self->chat_lines = gtk_string_list_new (NULL);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (list), G_LIST_MODEL (self->chat_lines), line_widget,
                           NULL, NULL);
  gtk_widget_add_css_class (list, "navigation-sidebar");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 160);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_size_request (scrolled, 280, -1);
  self->chat_at_end = TRUE;
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                           "changed", G_CALLBACK (adjustment_changed_cb), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                           "value-changed", G_CALLBACK (adjustment_value_changed_cb), self, 0);
  gtk_box_append (GTK_BOX (box), scrolled);

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Message"));
  /* the protocol's limit is 500 bytes; the host cuts a longer line */
  gtk_entry_set_max_length (GTK_ENTRY (entry), 500);
  g_signal_connect_object (entry, "activate", G_CALLBACK (entry_activate_cb), self, 0);
  gtk_box_append (GTK_BOX (box), entry);
  self->chat_entry = entry;

  self->chat_popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (self->chat_popover), box);
  g_signal_connect_object (self->chat_popover, "map", G_CALLBACK (popover_mapped_cb), self,
                           G_CONNECT_AFTER);

  self->chat_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->chat_button), "chat-message-new-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->chat_button), self->chat_popover);
  gtk_widget_set_tooltip_text (self->chat_button, _("Chat"));
  gtk_widget_set_margin_end (self->chat_button, 6);
  gtk_widget_set_visible (self->chat_button, FALSE);
  adw_header_bar_pack_end (header_bar, self->chat_button);
}

void
parlour_window_dispose_chat (ParlourWindow *self)
{
  g_clear_object (&self->chat_lines);
}

GListModel *
parlour_window_get_chat_lines (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return G_LIST_MODEL (self->chat_lines);
}
