/* parlour-window-notices.c — what the window says: its title and subtitle,
 * toasts and error dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The title and subtitle are the page's (ParlourPage: the match and its time
 * control), bound through a GBindingGroup whose source is the page shown;
 * the window adds only what its connection to a network game says
 * (watching, reconnecting).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-window-private.h"

AdwToast *
_parlour_window_add_toast (ParlourWindow *self,
                           const char    *text)
{
  AdwToast *toast = adw_toast_new (text);

  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  self->n_toasts++;
  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return toast;
}

void
_parlour_window_show_toast (ParlourWindow *self,
                            const char    *text)
{
  _parlour_window_add_toast (self, text);
}

void
_parlour_window_set_toast_text (ParlourWindow *self,
                                AdwToast      *toast,
                                const char    *text)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_set_title (toast, text);
}

guint
_parlour_window_get_n_toasts (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), 0);

  return self->n_toasts;
}

static void
details_clicked_cb (AdwToast      *toast,
                    ParlourWindow *self)
{
  _parlour_window_show_error (self, g_object_get_data (G_OBJECT (toast), "parlour-heading"),
                              g_object_get_data (G_OBJECT (toast), "parlour-details"));
}

void
_parlour_window_show_toast_details (ParlourWindow *self,
                                    const char    *title,
                                    const char    *heading,
                                    const char    *details)
{
  AdwToast *toast = adw_toast_new (title);

  g_free (self->last_toast);
  self->last_toast = g_strdup (title);
  g_free (self->last_toast_details);
  self->last_toast_details = g_strdup (details);
  /* the title is cut where the window is narrow: the reason is a click away */
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_timeout (toast, 10);
  g_object_set_data_full (G_OBJECT (toast), "parlour-heading", g_strdup (heading), g_free);
  g_object_set_data_full (G_OBJECT (toast), "parlour-details", g_strdup (details), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_clicked_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

const char *
_parlour_window_get_last_toast_details (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->last_toast_details;
}

void
_parlour_window_show_error (ParlourWindow *self,
                            const char    *heading,
                            const char    *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  g_free (self->last_error);
  self->last_error = g_strdup (body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

const char *
_parlour_window_get_last_error (ParlourWindow *self)
{
  return self->last_error;
}

const char *
_parlour_window_get_last_toast (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->last_toast;
}

/* The subtitle shown: the page's (the match and its time control), with
 * what the window's connection to a network game adds. */
static gboolean
subtitle_shown (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      data)
{
  ParlourWindow *self = PARLOUR_WINDOW (data);
  g_autofree char *subtitle = g_value_dup_string (from);

  if (subtitle != NULL && _parlour_window_network_watching (self))
    {
      g_autofree char *shown = g_steal_pointer (&subtitle);

      /* Translators: the window subtitle while it watches a game on the network
       * (joined as a spectator): the variant and its time control follow */
      subtitle = g_strdup_printf (_("Watching · %s"), shown);
    }
  if (subtitle != NULL && _parlour_window_net_rejoining (self))
    {
      g_autofree char *shown = g_steal_pointer (&subtitle);

      /* Translators: the window subtitle while its connection to the host of a
       * network game is made again: the variant and its time control follow */
      subtitle = g_strdup_printf (_("Reconnecting · %s"), shown);
    }
  g_value_take_string (to, g_steal_pointer (&subtitle));
  return TRUE;
}

void
_parlour_window_init_title (ParlourWindow *self)
{
  self->title_bindings = g_binding_group_new ();
  g_binding_group_bind (self->title_bindings, "title", self->window_title, "title",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->title_bindings, "subtitle", self->window_title, "subtitle",
                             G_BINDING_SYNC_CREATE, subtitle_shown, NULL, self, NULL);
}

void
_parlour_window_network_status_changed (ParlourWindow *self)
{
  /* the bindings read the page again, through subtitle_shown */
  g_binding_group_set_source (self->title_bindings, NULL);
  g_binding_group_set_source (self->title_bindings, self->page);
}
