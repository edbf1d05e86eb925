/* parlour-window-net-end.c — asking before a hosting window ends its network game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window that hosts its match stops hosting when it goes on to another
 * match (New Game, Open, a new Chess Bingo match) or closes (Quit too). Its
 * peers would lose their seats with it, and one whose connection dropped
 * could not come back. So while peers hold seats the window asks first, as it
 * asks before replacing an unsaved game: "End the Network Game?" with Cancel
 * and End Game. Ending says goodbye to every peer with the reason "The host
 * ended the game" (PARLOUR_NET_BYE_ENDED), which their windows show
 * (parlour-window-net-rejoin.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-window-private.h"

typedef struct
{
  ParlourReplaceFunc then;
  gpointer           data;
  GDestroyNotify     destroy;
} EndRequest;

static void
end_request_free (EndRequest *request)
{
  if (request->destroy != NULL)
    request->destroy (request->data);
  g_free (request);
}

gboolean
_parlour_window_hosting_with_peers (ParlourWindow *self)
{
  return self->net_server != NULL && self->match != NULL &&
         parlour_net_server_get_match (self->net_server) == self->match &&
         parlour_net_server_get_peer_seats (self->net_server) != 0;
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             ParlourWindow    *self)
{
  EndRequest *request = g_object_steal_data (G_OBJECT (dialog), "parlour-end-request");

  if (request == NULL)
    return;
  if (g_str_equal (response, "end"))
    {
      _parlour_window_end_hosting (self, PARLOUR_NET_BYE_ENDED);
      request->then (self, request->data);
    }
  end_request_free (request);
}

void
_parlour_window_ask_end_hosting (ParlourWindow      *self,
                                 ParlourReplaceFunc  then,
                                 gpointer            data,
                                 GDestroyNotify      destroy)
{
  EndRequest *request = g_new0 (EndRequest, 1);
  GtkWidget *dialog;

  request->then = then;
  request->data = data;
  request->destroy = destroy;
  if (!_parlour_window_hosting_with_peers (self))
    {
      then (self, data);
      end_request_free (request);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("End the Network Game?"),
                                   _("Players on the network hold seats in this game. If it "
                                     "ends, they are told the host ended it, and nobody can "
                                     "rejoin it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "end", _("_End Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "parlour-end-request", request,
                          (GDestroyNotify) end_request_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
