/* parlour-window-notices.c — what the window says: its title and subtitle (the
 * game and its time control), toasts and error dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-variant-ui.h"
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

/* "5 min + 3 s", "90 min, 30 s delay"; NULL when the time is unlimited */
static char *
describe_time_control (const ParlourTimeControl *tc)
{
  g_autofree char *base = NULL;
  int increment = (int) (tc->increment_us / G_USEC_PER_SEC);

  if (tc->mode == PARLOUR_CLOCK_UNLIMITED)
    return NULL;

  if (tc->base_us >= 60 * G_USEC_PER_SEC && tc->base_us % (60 * G_USEC_PER_SEC) == 0)
    base = g_strdup_printf (_("%d min"), (int) (tc->base_us / (60 * G_USEC_PER_SEC)));
  else
    base = g_strdup_printf (_("%d s"), (int) (tc->base_us / G_USEC_PER_SEC));

  if (increment == 0)
    return g_steal_pointer (&base);
  switch (tc->mode)
    {
    case PARLOUR_CLOCK_FISCHER:
      /* Translators: a time control: base time plus an increment per move */
      return g_strdup_printf (_("%s + %d s"), base, increment);
    case PARLOUR_CLOCK_DELAY:
      return g_strdup_printf (_("%s, %d s delay"), base, increment);
    case PARLOUR_CLOCK_BRONSTEIN:
      return g_strdup_printf (_("%s, %d s Bronstein delay"), base, increment);
    case PARLOUR_CLOCK_UNLIMITED:
    default:
      return g_steal_pointer (&base);
    }
}

void
_parlour_window_update_title (ParlourWindow *self)
{
  const ParlourVariant *variant = parlour_game_get_variant (self->game);
  g_autofree char *name = self->page != NULL ? parlour_page_describe (PARLOUR_PAGE (self->page))
                                              : NULL;
  g_autofree char *tc = NULL;
  g_autofree char *subtitle = NULL;

  if (self->clock != NULL)
    {
      g_autofree char *white = describe_time_control (parlour_clock_get_control (self->clock,
                                                                                 PARLOUR_WHITE));
      g_autofree char *black = describe_time_control (parlour_clock_get_control (self->clock,
                                                                                 PARLOUR_BLACK));

      if (g_strcmp0 (white, black) == 0)
        tc = g_steal_pointer (&white);
      else
        /* Translators: time odds: White's time control, then Black's */
        tc = g_strdup_printf (_("%s against %s"),
                              white ? white : _("no limit"), black ? black : _("no limit"));
    }

  if (name == NULL)
    name = g_strdup (_(variant->name));
  /* Translators: the window subtitle: a variant and its time control */
  subtitle = tc ? g_strdup_printf (_("%s · %s"), name, tc) : g_strdup (name);
  if (_parlour_window_network_watching (self))
    {
      g_autofree char *shown = g_steal_pointer (&subtitle);

      /* Translators: the window subtitle while it watches a game on the network
       * (joined as a spectator): the variant and its time control follow */
      subtitle = g_strdup_printf (_("Watching · %s"), shown);
    }
  if (_parlour_window_net_rejoining (self))
    {
      g_autofree char *shown = g_steal_pointer (&subtitle);

      /* Translators: the window subtitle while its connection to the host of a
       * network game is made again: the variant and its time control follow */
      subtitle = g_strdup_printf (_("Reconnecting · %s"), shown);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}
