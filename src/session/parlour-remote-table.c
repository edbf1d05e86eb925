/* parlour-remote-table.c — a match hosted elsewhere, joined through a client
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host's match decides (docs/protocol.md). The table shows the mirror
 * the ParlourNetClient keeps of it: one match into which every state of the
 * host's is loaded (a new one only when the host plays another way), so its
 * `match` stays while the host's match goes on. In the mirror the seats this
 * computer holds are a person's here (PARLOUR_CONTROLLER_LOCAL, so their
 * board takes moves) and every other seat a peer's; once the connection ends, nobody
 * here plays any more and the mirror's clocks stand. Every act is a request
 * to the host, which answers with its next state: a move or a pick, a
 * resignation, a draw offer or its acceptance, the pause, time given, a chat
 * line. The host's errors come back as ::notice.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-notation.h"
#include "parlour-remote-table.h"
#include "parlour-seat-view.h"

struct _ParlourRemoteTable
{
  ParlourTable      parent_instance;

  ParlourNetClient *client;
};

G_DEFINE_FINAL_TYPE (ParlourRemoteTable, parlour_remote_table, PARLOUR_TYPE_TABLE)

gboolean
parlour_remote_table_get_joined (ParlourRemoteTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_REMOTE_TABLE (self), FALSE);

  return parlour_net_client_get_joined (self->client);
}

/* Every seat a peer on the network, but those this computer holds; a seat
 * that has its controller already is left alone, so that a state that
 * changes nobody's seat says nothing more. */
static void
set_controllers (ParlourMatch *mirror,
                 guint64       mine)
{
  for (guint s = 0; s < parlour_match_get_n_seats (mirror); s++)
    {
      ParlourController controller = s < 64 && ((mine >> s) & 1) ? PARLOUR_CONTROLLER_LOCAL
                                                                 : PARLOUR_CONTROLLER_NETWORK;

      if (parlour_match_get_seat (mirror, s)->controller != controller)
        parlour_match_set_controller (mirror, s, controller);
    }
}

static ParlourTableRole
remote_get_role (ParlourTable *table)
{
  return PARLOUR_TABLE_ROLE_JOINED;
}

static guint64
remote_get_local_seats (ParlourTable *table)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (table);

  /* a peer whose connection ended acts for nobody */
  return parlour_net_client_get_joined (self->client) ? parlour_net_client_get_seats (self->client)
                                                      : 0;
}

static gboolean
remote_get_can_undo (ParlourTable *table)
{
  return FALSE;
}

static gboolean
check_joined (ParlourRemoteTable  *self,
              GError             **error)
{
  if (parlour_net_client_get_joined (self->client))
    return TRUE;
  g_set_error_literal (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_DISCONNECTED,
                       _("The connection to the host has ended"));
  return FALSE;
}

static gboolean
remote_submit (ParlourTable        *table,
               guint                seat,
               const ParlourAction *action,
               GError             **error)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (table);
  ParlourMatch *mirror = parlour_table_get_match (table);

  if (!check_joined (self, error))
    return FALSE;
  if (action->kind == PARLOUR_ACTION_PICK)
    {
      char name[8];

      parlour_square_name (parlour_match_get_variant (mirror), action->square, name);
      parlour_net_client_pick (self->client, seat, name);
    }
  else
    {
      g_autofree char *text = parlour_seat_view_move_to_text (mirror, seat, action->move);

      parlour_net_client_move (self->client, seat, text);
    }
  return TRUE;
}

static gboolean
request (ParlourRemoteTable     *self,
         ParlourNetMessageType   type,
         guint                seat,
         GError             **error)
{
  if (!check_joined (self, error))
    return FALSE;
  parlour_net_client_seat_request (self->client, type, seat);
  return TRUE;
}

static gboolean
remote_resign (ParlourTable  *table,
               guint          seat,
               GError       **error)
{
  return request (PARLOUR_REMOTE_TABLE (table), PARLOUR_NET_MESSAGE_RESIGN, seat, error);
}

static gboolean
remote_offer_draw (ParlourTable  *table,
                   guint          seat,
                   GError       **error)
{
  return request (PARLOUR_REMOTE_TABLE (table), PARLOUR_NET_MESSAGE_DRAW_OFFER, seat, error);
}

static gboolean
remote_answer_draw (ParlourTable  *table,
                    guint          seat,
                    gboolean       accept,
                    GError       **error)
{
  /* declining sends nothing: the offer lapses with the next move */
  return !accept || request (PARLOUR_REMOTE_TABLE (table), PARLOUR_NET_MESSAGE_DRAW_ACCEPT, seat, error);
}

static gboolean
remote_set_paused (ParlourTable  *table,
                   gboolean       paused,
                   GError       **error)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (table);

  if (!check_joined (self, error))
    return FALSE;
  /* the host's next state shows the clocks paused */
  parlour_net_client_pause (self->client, paused);
  return TRUE;
}

static gboolean
remote_give_time (ParlourTable  *table,
                  guint          seat,
                  guint          seconds,
                  GError       **error)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (table);

  if (!check_joined (self, error))
    return FALSE;
  parlour_net_client_award_time (self->client, seat, seconds);
  return TRUE;
}

static gboolean
remote_say (ParlourTable  *table,
            const char    *text,
            GError       **error)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (table);

  if (!check_joined (self, error))
    return FALSE;
  parlour_net_client_chat (self->client, text);
  return TRUE;
}

/* The client loaded the state into its mirror, whose ::changed the table
 * passed on; only a new mirror (the host plays another way) is a new match. */
static void
state_changed_cb (ParlourNetClient   *client,
                  ParlourRemoteTable *self)
{
  ParlourMatch *mirror = parlour_net_client_get_match (client);

  set_controllers (mirror, parlour_net_client_get_seats (client));
  parlour_table_set_match (PARLOUR_TABLE (self), mirror);
}

static void
welcome_cb (ParlourNetClient   *client,
            ParlourRemoteTable *self)
{
  g_object_notify (G_OBJECT (self), "local-seats");
}

static void
chat_cb (ParlourNetClient   *client,
         const char         *from,
         const char         *text,
         ParlourRemoteTable *self)
{
  g_signal_emit_by_name (self, "chat", from, text);
}

static void
draw_offered_cb (ParlourNetClient   *client,
                 guint               seat,
                 ParlourRemoteTable *self)
{
  g_signal_emit_by_name (self, "draw-offered", seat);
}

static void
error_received_cb (ParlourNetClient   *client,
                   const char         *code,
                   const char         *message,
                   ParlourRemoteTable *self)
{
  parlour_table_emit_notice (PARLOUR_TABLE (self), message);
}

/* The last state stays, but nobody here moves in it any more, and its
 * clocks, which ran as the host's, stand. */
static void
closed_cb (ParlourNetClient   *client,
           const GError       *error,
           ParlourRemoteTable *self)
{
  ParlourMatch *mirror = parlour_table_get_match (PARLOUR_TABLE (self));

  if (mirror != NULL)
    {
      set_controllers (mirror, 0);
      parlour_match_set_paused (mirror, TRUE, g_get_monotonic_time ());
    }
  g_object_notify (G_OBJECT (self), "local-seats");
}

static void
parlour_remote_table_dispose (GObject *object)
{
  ParlourRemoteTable *self = PARLOUR_REMOTE_TABLE (object);

  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);

  G_OBJECT_CLASS (parlour_remote_table_parent_class)->dispose (object);
}

static void
parlour_remote_table_class_init (ParlourRemoteTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  ParlourTableClass *table_class = PARLOUR_TABLE_CLASS (klass);

  object_class->dispose = parlour_remote_table_dispose;
  table_class->get_role = remote_get_role;
  table_class->get_local_seats = remote_get_local_seats;
  table_class->get_can_undo = remote_get_can_undo;
  table_class->submit = remote_submit;
  table_class->resign = remote_resign;
  table_class->offer_draw = remote_offer_draw;
  table_class->answer_draw = remote_answer_draw;
  table_class->set_paused = remote_set_paused;
  table_class->give_time = remote_give_time;
  table_class->say = remote_say;
}

static void
parlour_remote_table_init (ParlourRemoteTable *self)
{
}

ParlourTable *
parlour_remote_table_new (ParlourNetClient *client,
                          ParlourMatch     *shown)
{
  ParlourRemoteTable *self;

  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (client), NULL);
  g_return_val_if_fail (shown == NULL || PARLOUR_IS_MATCH (shown), NULL);

  self = g_object_new (PARLOUR_TYPE_REMOTE_TABLE, NULL);
  self->client = g_object_ref (client);
  g_signal_connect (client, "state-changed", G_CALLBACK (state_changed_cb), self);
  g_signal_connect (client, "welcome", G_CALLBACK (welcome_cb), self);
  g_signal_connect (client, "chat", G_CALLBACK (chat_cb), self);
  g_signal_connect (client, "draw-offered", G_CALLBACK (draw_offered_cb), self);
  g_signal_connect (client, "error-received", G_CALLBACK (error_received_cb), self);
  g_signal_connect (client, "closed", G_CALLBACK (closed_cb), self);
  if (parlour_net_client_get_match (client) != NULL)
    state_changed_cb (client, self);
  else if (shown != NULL)
    parlour_table_set_match (PARLOUR_TABLE (self), shown);
  return PARLOUR_TABLE (self);
}

ParlourNetClient *
parlour_remote_table_get_client (ParlourRemoteTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_REMOTE_TABLE (self), NULL);

  return self->client;
}
