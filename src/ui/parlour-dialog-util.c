/* parlour-dialog-util.c — what Parlour's small dialogs share: rows built in code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs' frames are templates in data/ui (the GNOME dialog frame: no
 * window buttons, Cancel at the start of the header and the suggested action
 * at its end); the rows they build from data (the bingo options, the tick
 * dialog's objectives) come from here.
 */
#include "config.h"

#include "parlour-dialog-util.h"

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
