/* parlour-chat-popover.c — the chat of a match played on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines said so far and an entry (data/ui/parlour-chat-popover.ui). A line
 * typed there is ::send; where it goes is the window's business
 * (parlour-window-chat.c): to the host, which sends it to everyone, this
 * window included, so each window adds the lines in the host's order.
 */
#include "config.h"

#include "parlour-chat-popover.h"

/* how many lines the popover keeps; older ones scroll away for good */
#define MAX_LINES 200

struct _ParlourChatPopover
{
  GtkPopover     parent_instance;

  GtkStringList *lines;
  gboolean       at_end;   /* the list shows its last line */

  /* template children */
  GtkWidget     *scrolled;
  GtkWidget     *list;
  GtkWidget     *entry;
};

G_DEFINE_FINAL_TYPE (ParlourChatPopover, parlour_chat_popover, GTK_TYPE_POPOVER)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
adjustment_changed_cb (GtkAdjustment      *adjustment,
                       ParlourChatPopover *self)
{
  if (self->at_end)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                          gtk_adjustment_get_page_size (adjustment));
}

static void
adjustment_value_changed_cb (GtkAdjustment      *adjustment,
                             ParlourChatPopover *self)
{
  self->at_end = gtk_adjustment_get_value (adjustment) +
                 gtk_adjustment_get_page_size (adjustment) >=
                 gtk_adjustment_get_upper (adjustment) - 1;
}

static void
entry_activate_cb (ParlourChatPopover *self)
{
  g_signal_emit (self, signals[SEND], 0, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

void
parlour_chat_popover_add_line (ParlourChatPopover *self,
                               const char         *line)
{
  guint n;

  g_return_if_fail (PARLOUR_IS_CHAT_POPOVER (self));
  g_return_if_fail (line != NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->lines));
  gtk_string_list_splice (self->lines, 0, n >= MAX_LINES ? n - MAX_LINES + 1 : 0,
                          (const char * const[]) { NULL });
  gtk_string_list_append (self->lines, line);
}

void
parlour_chat_popover_clear (ParlourChatPopover *self)
{
  g_return_if_fail (PARLOUR_IS_CHAT_POPOVER (self));

  gtk_string_list_splice (self->lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->lines)),
                          NULL);
}

GListModel *
parlour_chat_popover_get_lines (ParlourChatPopover *self)
{
  g_return_val_if_fail (PARLOUR_IS_CHAT_POPOVER (self), NULL);

  return G_LIST_MODEL (self->lines);
}

GtkWidget *
parlour_chat_popover_get_entry (ParlourChatPopover *self)
{
  g_return_val_if_fail (PARLOUR_IS_CHAT_POPOVER (self), NULL);

  return self->entry;
}

/* The chat opens to be written in: the entry takes the focus, which the
 * popover would give to the first line of the list. */
static void
parlour_chat_popover_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (parlour_chat_popover_parent_class)->map (widget);
  gtk_widget_grab_focus (PARLOUR_CHAT_POPOVER (widget)->entry);
}

static void
parlour_chat_popover_dispose (GObject *object)
{
  ParlourChatPopover *self = PARLOUR_CHAT_POPOVER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_CHAT_POPOVER);
  g_clear_object (&self->lines);

  G_OBJECT_CLASS (parlour_chat_popover_parent_class)->dispose (object);
}

static void
parlour_chat_popover_class_init (ParlourChatPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_chat_popover_dispose;
  widget_class->map = parlour_chat_popover_map;

  /**
   * ParlourChatPopover::send:
   * @text: the line typed, as typed
   *
   * Enter was pressed in the entry, which is then emptied.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-chat-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourChatPopover, scrolled);
  gtk_widget_class_bind_template_child (widget_class, ParlourChatPopover, list);
  gtk_widget_class_bind_template_child (widget_class, ParlourChatPopover, entry);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
}

static void
parlour_chat_popover_init (ParlourChatPopover *self)
{
  GtkAdjustment *adjustment;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->lines = gtk_string_list_new (NULL);
  self->at_end = TRUE;
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), G_LIST_MODEL (self->lines), line_widget,
                           NULL, NULL);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (adjustment_changed_cb), self, 0);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (adjustment_value_changed_cb),
                           self, 0);
}

GtkWidget *
parlour_chat_popover_new (void)
{
  return g_object_new (PARLOUR_TYPE_CHAT_POPOVER, NULL);
}
