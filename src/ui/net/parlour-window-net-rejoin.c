/* parlour-window-net-rejoin.c — a joined window whose connection to the host ended
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What ended the connection decides what follows (docs/protocol.md, "Faults"):
 *
 * - It dropped (an error, and no goodbye from the host): the window connects
 *   again by itself, as the same peer with its token, after 1, 2, 4, 8 and
 *   then every 15 seconds, and the subtitle says "Reconnecting". The host gives
 *   the seats back, and its clocks, paused while they were missing, run
 *   again. After MAX_ATTEMPTS the window stops and asks.
 * - The host said goodbye (its bye: it stopped hosting, went on to another
 *   game, or quit): the window says so and why, keeps the position, and asks
 *   whether to rejoin (once the host is back) or to continue the game here.
 * - A rejoin the host refused (it does not know the token) asks the same.
 *
 * The window's own Leave ends the connection without a question. The last
 * state stays on the board throughout; the first state of a rejoined
 * connection continues it, as every state does.
 *
 * Every token a peer's window is given is kept per game on disk
 * (parlour-net-tokens.h), so that the Join dialog, too, brings a peer back
 * to its seats, after its window or Parlour was closed.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-net-tokens.h"
#include "parlour-window-private.h"

/* automatic attempts after a dropped connection, before the window asks */
#define MAX_ATTEMPTS 8

static guint
attempt_delay (guint attempt)
{
  return attempt < 4 ? 1u << attempt : 15;
}

gboolean
_parlour_window_net_rejoining (ParlourWindow *self)
{
  return self->net_rejoining;
}

static void
stop_rejoining (ParlourWindow *self)
{
  g_clear_handle_id (&self->net_rejoin_id, g_source_remove);
  g_clear_pointer (&self->net_refusal, g_free);
  self->net_rejoin_attempts = 0;
  if (!self->net_rejoining)
    return;
  self->net_rejoining = FALSE;
  _parlour_window_network_status_changed (self);
}

void
_parlour_window_net_rejoin_reset (ParlourWindow *self)
{
  stop_rejoining (self);
  if (self->net_left_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->net_left_dialog));
  g_clear_weak_pointer (&self->net_left_dialog);
}

void
_parlour_window_net_welcomed (ParlourWindow *self)
{
  ParlourNetClient *client = self->net_client;
  const char *address = parlour_net_client_get_address (client);
  const char *code = parlour_net_client_get_code (client);
  const char *peer = parlour_net_client_get_peer (client);
  const char *token = parlour_net_client_get_token (client);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->net_rejoining)
    {
      stop_rejoining (self);
      _parlour_window_show_toast (self, _("Rejoined the game"));
    }
  /* a spectator's token ends with its connection: nothing to keep */
  if (parlour_net_client_get_spectator (client) || address == NULL || code == NULL ||
      peer == NULL || token == NULL)
    return;
  path = parlour_net_tokens_get_path ();
  if (!parlour_net_tokens_remember (path, address, code, peer, token, &error))
    g_debug ("The token to rejoin with cannot be kept: %s", error->message);
}

static gboolean
attempt_cb (gpointer user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  self->net_rejoin_id = 0;
  g_clear_pointer (&self->net_refusal, g_free);
  /* the window went on to another match meanwhile */
  if (!_parlour_window_rejoin_network (self))
    stop_rejoining (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_attempt (ParlourWindow *self)
{
  g_clear_handle_id (&self->net_rejoin_id, g_source_remove);
  self->net_rejoin_id = g_timeout_add_seconds (attempt_delay (self->net_rejoin_attempts),
                                               attempt_cb, self);
}

static void
left_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ParlourWindow    *self)
{
  g_clear_weak_pointer (&self->net_left_dialog);
  if (g_str_equal (response, "continue"))
    _parlour_window_continue_network_locally (self);
  else if (g_str_equal (response, "rejoin"))
    {
      /* one attempt: if the host is not back, the window asks again */
      self->net_rejoining = TRUE;
      self->net_rejoin_attempts = MAX_ATTEMPTS - 1;
      _parlour_window_network_status_changed (self);
      if (!_parlour_window_rejoin_network (self))
        stop_rejoining (self);
    }
}

/* Says why the connection ended and asks what next: Rejoin or Continue Here
 * (Escape leaves the last state on the board, as it is). */
static void
ask (ParlourWindow *self,
     const char    *heading,
     const char    *why)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  stop_rejoining (self);
  /* Translators: follows why the network game stopped ("The host ended the game.") */
  body = g_strdup_printf (_("%s The position stays on the board: rejoin once the host is back, "
                            "or continue the game at this computer."), why);
  if (self->net_left_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->net_left_dialog));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "continue", _("_Continue Here"),
                                    "rejoin", _("_Rejoin"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rejoin",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rejoin");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (left_response_cb), self, 0);
  g_set_weak_pointer (&self->net_left_dialog, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The host's reason (docs/protocol.md, "bye") in the person's language where
 * Parlour knows it, else as the host wrote it. */
static char *
describe_bye (const char *reason)
{
  if (g_str_equal (reason, PARLOUR_NET_BYE_ENDED))
    return g_strdup (_("The host ended the game."));
  if (g_str_equal (reason, PARLOUR_NET_BYE_STOPPED))
    return g_strdup (_("The host stopped hosting the game."));
  /* Translators: %s is what the host said when it left, in its words */
  return g_strdup_printf (_("The host left: “%s”."), reason);
}

gboolean
_parlour_window_net_closed (ParlourWindow *self,
                            const GError  *error)
{
  const char *bye = parlour_net_client_get_bye_reason (self->net_client);
  g_autofree char *why = NULL;

  if (bye != NULL)
    {
      why = describe_bye (bye);
      ask (self, _("The Host Left"), why);
      return TRUE;
    }
  if (self->net_rejoining)
    {
      if (self->net_refusal != NULL)
        {
          /* Translators: %s is what the host said, in English */
          why = g_strdup_printf (_("The host refused to take this window back: %s."),
                                 self->net_refusal);
          ask (self, _("Cannot Rejoin"), why);
        }
      else if (++self->net_rejoin_attempts >= MAX_ATTEMPTS)
        {
          /* Translators: %s says why, in the system's words */
          why = g_strdup_printf (_("The host cannot be reached: %s."),
                                 error != NULL ? error->message : _("it closed the connection"));
          ask (self, _("Connection Lost"), why);
        }
      else
        schedule_attempt (self);
      return TRUE;
    }
  /* the window's own Leave */
  if (error == NULL)
    return FALSE;
  /* dropped: again, at once, as the same peer */
  self->net_rejoining = TRUE;
  self->net_rejoin_attempts = 0;
  _parlour_window_network_status_changed (self);
  schedule_attempt (self);
  return TRUE;
}

void
_parlour_window_net_refused (ParlourWindow *self,
                             const char    *message)
{
  g_free (self->net_refusal);
  self->net_refusal = g_strdup (message);
}

void
_parlour_window_dispose_net_rejoin (ParlourWindow *self)
{
  g_clear_handle_id (&self->net_rejoin_id, g_source_remove);
  g_clear_pointer (&self->net_refusal, g_free);
  self->net_rejoining = FALSE;
  if (self->net_left_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->net_left_dialog));
  g_clear_weak_pointer (&self->net_left_dialog);
}
