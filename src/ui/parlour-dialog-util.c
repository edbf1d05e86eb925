/* parlour-dialog-util.c — what Parlour's small dialogs share: a header with two buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Chess Bingo dialogs (new match, ticks, handicap) are built in code; they
 * share the GNOME dialog frame: no window buttons, Cancel at the start of the
 * header and the suggested action at its end.
 */
#include "config.h"

#include "parlour-dialog-util.h"

GtkWidget *
parlour_dialog_frame (AdwWindow   *window,
                      const char  *title,
                      int          width,
                      int          height,
                      const char  *cancel_label,
                      const char  *ok_label,
                      GCallback    ok_cb,
                      GtkWidget  **ok_button,
                      GtkWidget  **error_label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (cancel_label);
  GtkWidget *ok = gtk_button_new_with_mnemonic (ok_label);

  g_return_val_if_fail (ADW_IS_WINDOW (window), NULL);

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  gtk_widget_add_css_class (ok, "suggested-action");
  g_signal_connect_object (ok, "clicked", ok_cb, window, G_CONNECT_SWAPPED);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), ok);
  gtk_box_append (GTK_BOX (box), header);

  if (error_label != NULL)
    {
      *error_label = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (*error_label), TRUE);
      gtk_widget_add_css_class (*error_label, "error");
      gtk_widget_set_margin_top (*error_label, 6);
      gtk_widget_set_margin_start (*error_label, 12);
      gtk_widget_set_margin_end (*error_label, 12);
      gtk_widget_set_visible (*error_label, FALSE);
      gtk_box_append (GTK_BOX (box), *error_label);
    }
  if (ok_button != NULL)
    *ok_button = ok;
  adw_window_set_content (window, box);
  return box;
}

GtkWidget *
parlour_dialog_action_row (const char *title,
                           GtkWidget  *widget,
                           gboolean    prefix)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  if (prefix)
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), widget);
  else
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  return row;
}
