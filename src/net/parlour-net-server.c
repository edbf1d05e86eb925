/* parlour-net-server.c — hosts a match for peers on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file accepts connections, says hello, checks joins and sends the state;
 * parlour-net-server-actions.c handles what a joined peer asks for, and
 * parlour-net-server-session.c saves and restores the session. Nothing a peer
 * sends reaches the match before the connection's parser and the checks here
 * have passed it (docs/protocol.md, "Seats and trust").
 */
#include "config.h"

#include <string.h>

#include "parlour-net-auth.h"
#include "parlour-net-server-private.h"
#include "parlour-seat-view.h"

/* docs/protocol.md, "Limits"; the connections waiting to join are limited in
 * parlour-net-server-admit.c */
#define JOIN_TIMEOUT_SECONDS 10
#define MAX_SPECTATORS       16
/* how often the host looks for a fallen flag while a clock runs */
#define TICK_MS              100

G_DEFINE_FINAL_TYPE (ParlourNetServer, parlour_net_server, G_TYPE_OBJECT)

enum { SESSION_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

ParlourNetRecord *
parlour_net_record_new (void)
{
  return g_new0 (ParlourNetRecord, 1);
}

void
parlour_net_record_free (ParlourNetRecord *record)
{
  if (record->peer != NULL)
    record->peer->record = NULL;
  g_free (record->id);
  g_free (record->token);
  g_free (record);
}

static void
peer_free (ParlourNetPeer *peer)
{
  g_clear_handle_id (&peer->timeout_id, g_source_remove);
  if (peer->record != NULL)
    peer->record->peer = NULL;
  g_signal_handlers_disconnect_by_data (peer->connection, peer);
  parlour_net_connection_close (peer->connection);
  g_object_unref (peer->connection);
  g_free (peer->nonce);
  g_free (peer->address);
  g_free (peer);
}

guint64
parlour_net_server_all_seats (ParlourNetServer *self)
{
  guint n = MIN (parlour_match_get_n_seats (self->match), PARLOUR_NET_MAX_SEATS);

  return n == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << n) - 1;
}

guint64
parlour_net_server_taken_seats (ParlourNetServer *self)
{
  guint64 taken = self->reserved;

  for (guint i = 0; i < self->records->len; i++)
    taken |= ((ParlourNetRecord *) self->records->pdata[i])->seats;
  return taken;
}

guint64
parlour_net_server_get_free_seats (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), 0);

  return parlour_net_server_all_seats (self) & ~parlour_net_server_taken_seats (self);
}

guint64
parlour_net_server_get_peer_seats (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), 0);

  return parlour_net_server_taken_seats (self) & ~self->reserved;
}

guint64
parlour_net_server_get_missing (ParlourNetServer *self)
{
  guint64 missing = 0;

  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), 0);

  for (guint i = 0; i < self->records->len; i++)
    {
      ParlourNetRecord *record = self->records->pdata[i];

      if (record->peer == NULL)
        missing |= record->seats;
    }
  return missing;
}

/* A missing seat pauses the clocks; when the last one is back, a pause made
 * for that reason ends (a pause the players chose stays). */
void
parlour_net_server_update_missing (ParlourNetServer *self)
{
  gint64 now = g_get_monotonic_time ();

  if (parlour_net_server_get_missing (self) != 0)
    {
      if (!parlour_match_get_paused (self->match) && parlour_match_can_pause (self->match))
        {
          parlour_match_set_paused (self->match, TRUE, now);
          self->paused_for_missing = TRUE;
        }
    }
  else if (self->paused_for_missing)
    {
      self->paused_for_missing = FALSE;
      if (parlour_match_get_paused (self->match))
        parlour_match_set_paused (self->match, FALSE, now);
    }
  parlour_net_server_schedule_broadcast (self);
}

void
parlour_net_server_refuse (ParlourNetPeer  *peer,
                           ParlourNetError  code,
                           const char      *format,
                           ...)
{
  g_autoptr(GError) error = NULL;
  va_list args;

  va_start (args, format);
  error = g_error_new_valist (PARLOUR_NET_ERROR, code, format, args);
  va_end (args);
  if (code == PARLOUR_NET_ERROR_ILLEGAL)
    {
      g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_ERROR);

      json_object_set_string_member (message, "code", parlour_net_error_to_code (code));
      json_object_set_string_member (message, "message", error->message);
      parlour_net_connection_send (peer->connection, message);
    }
  else
    parlour_net_connection_fail (peer->connection, error);
}

static JsonObject *
state_message (ParlourNetServer *self,
               guint64           seats)
{
  JsonObject *message = parlour_net_message_new (PARLOUR_NET_MESSAGE_STATE);
  g_autoptr(GVariant) state = g_variant_ref_sink (parlour_seat_view_serialize (self->match, seats));
  g_autofree char *text = g_variant_print (state, TRUE);
  guint64 running = 0;

  for (guint b = 0; b < parlour_match_get_n_boards (self->match) && b < 64; b++)
    {
      ParlourClock *clock = parlour_match_get_clock (self->match, b);

      if (clock != NULL && parlour_clock_is_running (clock))
        running |= G_GUINT64_CONSTANT (1) << b;
    }
  json_object_set_int_member (message, "seq", self->seq);
  json_object_set_string_member (message, "state", text);
  json_object_set_boolean_member (message, "paused", parlour_match_get_paused (self->match));
  json_object_set_array_member (message, "missing",
                                parlour_net_seats_to_array (parlour_net_server_get_missing (self)));
  json_object_set_array_member (message, "running", parlour_net_seats_to_array (running));
  return message;
}

static void
send_state (ParlourNetServer *self,
            ParlourNetPeer   *peer)
{
  g_autoptr(JsonObject) message = NULL;

  message = state_message (self, peer->record->spectator ? 0 : peer->record->seats);
  parlour_net_connection_send (peer->connection, message);
}

static gboolean
broadcast_cb (gpointer user_data)
{
  ParlourNetServer *self = user_data;

  self->broadcast_id = 0;
  self->seq++;
  /* the times sent are those of this moment (docs/protocol.md, "State") */
  parlour_match_keep_current_times (self->match, g_get_monotonic_time ());
  /* Saved first: what a peer has seen must survive the host being killed
   * (a peer that saw a move the restarted host has lost could not go on). */
  g_signal_emit (self, signals[SESSION_CHANGED], 0);
  for (guint i = 0; i < self->peers->len; i++)
    {
      ParlourNetPeer *peer = self->peers->pdata[i];

      if (peer->record != NULL)
        send_state (self, peer);
    }
  return G_SOURCE_REMOVE;
}

void
parlour_net_server_schedule_broadcast (ParlourNetServer *self)
{
  if (self->broadcast_id == 0)
    self->broadcast_id = g_idle_add (broadcast_cb, self);
}

void
parlour_net_server_send_to_all (ParlourNetServer *self,
                                JsonObject       *message)
{
  for (guint i = 0; i < self->peers->len; i++)
    {
      ParlourNetPeer *peer = self->peers->pdata[i];

      if (peer->record != NULL)
        parlour_net_connection_send (peer->connection, message);
    }
}

void
parlour_net_server_notice (ParlourNetServer *self,
                           const char       *text)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_CHAT);

  g_return_if_fail (PARLOUR_IS_NET_SERVER (self));
  g_return_if_fail (text != NULL && strlen (text) <= PARLOUR_NET_MAX_CHAT);

  json_object_set_string_member (message, "from", "host");
  json_object_set_string_member (message, "text", text);
  parlour_net_server_send_to_all (self, message);
}

static gboolean
tick_cb (gpointer user_data)
{
  ParlourNetServer *self = user_data;

  if (parlour_match_tick (self->match, g_get_monotonic_time ()))
    parlour_net_server_schedule_broadcast (self);
  if (parlour_match_clocks_running (self->match))
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
match_changed_cb (ParlourMatch     *match,
                  ParlourNetServer *self)
{
  if (self->tick_id == 0 && parlour_match_clocks_running (match))
    self->tick_id = g_timeout_add (TICK_MS, tick_cb, self);
  parlour_net_server_schedule_broadcast (self);
}

static void
board_changed_cb (ParlourMatch     *match,
                  guint             board,
                  ParlourNetServer *self)
{
  /* a draw offer stands until the next move on its board */
  for (guint s = 0; s < parlour_match_get_n_seats (match) && s < 64; s++)
    if (parlour_match_get_seat (match, s)->board == board)
      self->draw_offers &= ~(G_GUINT64_CONSTANT (1) << s);
}

static ParlourNetRecord *
find_record (ParlourNetServer *self,
             const char       *id)
{
  for (guint i = 0; i < self->records->len; i++)
    {
      ParlourNetRecord *record = self->records->pdata[i];

      if (g_str_equal (record->id, id))
        return record;
    }
  return NULL;
}

/* The seats asked for, or any one free seat for an empty list; 0 with the
 * peer refused if they cannot be had. */
static guint64
choose_seats (ParlourNetServer *self,
              ParlourNetPeer   *peer,
              guint64           wanted)
{
  guint64 free_seats = parlour_net_server_all_seats (self) & ~parlour_net_server_taken_seats (self);

  if (wanted == 0)
    {
      if (free_seats == 0)
        parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_SEAT_TAKEN, "Every seat is taken");
      return free_seats & -free_seats;
    }
  if ((wanted & free_seats) != wanted)
    {
      guint64 bad = wanted & ~free_seats;
      g_autofree char *names = parlour_net_seats_to_string (bad);

      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_SEAT_TAKEN,
                                 "Seat %s is taken or does not exist", names);
      return 0;
    }
  return wanted;
}

static guint
count_spectators (ParlourNetServer *self)
{
  guint n = 0;

  for (guint i = 0; i < self->records->len; i++)
    n += ((ParlourNetRecord *) self->records->pdata[i])->spectator;
  return n;
}

static void
handle_join (ParlourNetPeer *peer,
             JsonObject     *message)
{
  ParlourNetServer *self = peer->server;
  const char *proof = json_object_get_string_member (message, "proof");
  ParlourNetRecord *record;
  g_autoptr(JsonObject) welcome = parlour_net_message_new (PARLOUR_NET_MESSAGE_WELCOME);

  if (json_object_get_int_member (message, "protocol") != PARLOUR_NET_PROTOCOL_VERSION)
    {
      parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_PROTOCOL,
                                 "This host speaks protocol version %d",
                                 PARLOUR_NET_PROTOCOL_VERSION);
      return;
    }
  if (json_object_has_member (message, "peer"))
    {
      g_autofree char *expected = NULL;

      record = find_record (self, json_object_get_string_member (message, "peer"));
      if (record != NULL)
        expected = parlour_net_proof (record->token, PARLOUR_NET_RESUME_PURPOSE, peer->nonce);
      if (record == NULL || !parlour_net_proof_equal (proof, expected))
        {
          parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_AUTH,
                                     "This host does not know that peer and token");
          return;
        }
      /* the same peer on a new connection: the old one is stale */
      if (record->peer != NULL)
        {
          ParlourNetPeer *old = record->peer;

          record->peer = NULL;
          old->record = NULL;
          parlour_net_connection_close (old->connection);
        }
    }
  else
    {
      g_autofree char *expected = parlour_net_proof (self->code, PARLOUR_NET_JOIN_PURPOSE,
                                                     peer->nonce);
      gboolean spectator = json_object_get_boolean_member (message, "spectator");
      gboolean right;
      guint64 seats = 0;

      /* an address that guessed wrong too often waits before its next code is
       * even tried, the right one included */
      if (!parlour_net_server_may_try_code (self, peer))
        return;
      right = parlour_net_proof_equal (proof, expected);
      parlour_net_server_code_tried (self, peer, right);
      if (!right)
        {
          parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_AUTH, "Wrong join code");
          return;
        }
      if (spectator && count_spectators (self) >= MAX_SPECTATORS)
        {
          parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_FULL,
                                     "This host already has %d spectators", MAX_SPECTATORS);
          return;
        }
      if (!spectator)
        {
          seats = choose_seats (self, peer,
                                parlour_net_seats_from_array (
                                  json_object_get_array_member (message, "seats")));
          if (seats == 0)
            return;
        }
      record = parlour_net_record_new ();
      record->id = parlour_net_random_hex (16);
      record->token = parlour_net_random_hex (32);
      record->seats = seats;
      record->spectator = spectator;
      g_ptr_array_add (self->records, record);
      for (guint s = 0; s < 64; s++)
        if (seats & (G_GUINT64_CONSTANT (1) << s))
          parlour_match_set_controller (self->match, s, PARLOUR_CONTROLLER_NETWORK);
    }
  g_clear_handle_id (&peer->timeout_id, g_source_remove);
  record->peer = peer;
  peer->record = record;
  json_object_set_string_member (welcome, "peer", record->id);
  json_object_set_string_member (welcome, "token", record->token);
  json_object_set_array_member (welcome, "seats", parlour_net_seats_to_array (record->seats));
  json_object_set_boolean_member (welcome, "spectator", record->spectator);
  /* saved before the token leaves, so that the host knows every token it gave */
  g_signal_emit (self, signals[SESSION_CHANGED], 0);
  parlour_net_connection_send (peer->connection, welcome);
  send_state (self, peer);
  parlour_net_server_update_missing (self);
}

static void
message_cb (ParlourNetConnection *connection,
            JsonObject           *message,
            ParlourNetPeer       *peer)
{
  const char *type = parlour_net_message_get_type (message);
  ParlourNetMessageType kind = parlour_net_message_get_kind (message);

  if (peer->record != NULL)
    {
      if (kind == PARLOUR_NET_MESSAGE_JOIN)
        parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_PROTOCOL, "A second join");
      else
        parlour_net_server_handle (peer, message);
    }
  else if (kind == PARLOUR_NET_MESSAGE_JOIN)
    handle_join (peer, message);
  else if (kind == PARLOUR_NET_MESSAGE_BYE)
    parlour_net_connection_close (connection);
  else
    parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_PROTOCOL,
                               "A “%s” message before joining", type);
}

static void
closed_cb (ParlourNetConnection *connection,
           const GError         *error,
           ParlourNetPeer       *peer)
{
  ParlourNetServer *self = peer->server;
  ParlourNetRecord *record = peer->record;
  gboolean joined = record != NULL;

  if (error != NULL && joined)
    g_debug ("A peer left: %s", error->message);
  g_ptr_array_remove (self->peers, peer);
  /* A spectator holds nothing to come back to: it joins again with the code.
   * Keeping its record would let one peer grow the saved session without end. */
  if (joined && record->seats == 0)
    {
      g_ptr_array_remove (self->records, record);
      g_signal_emit (self, signals[SESSION_CHANGED], 0);
    }
  else if (joined)
    parlour_net_server_update_missing (self);
}

static gboolean
join_timeout_cb (gpointer user_data)
{
  ParlourNetPeer *peer = user_data;

  peer->timeout_id = 0;
  parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_TIMEOUT,
                             "No join within %d seconds", JOIN_TIMEOUT_SECONDS);
  return G_SOURCE_REMOVE;
}

static JsonObject *
hello_message (ParlourNetServer *self,
               const char       *nonce)
{
  JsonObject *hello = parlour_net_message_new (PARLOUR_NET_MESSAGE_HELLO);
  JsonArray *seats = json_array_new ();
  guint64 taken = parlour_net_server_taken_seats (self);

  for (guint s = 0; s < parlour_match_get_n_seats (self->match) && s < 64; s++)
    {
      const ParlourSeat *seat = parlour_match_get_seat (self->match, s);
      JsonObject *object = json_object_new ();

      json_object_set_int_member (object, "seat", s);
      json_object_set_int_member (object, "board", seat->board);
      json_object_set_string_member (object, "color",
                                     seat->color == PARLOUR_WHITE ? "white" : "black");
      json_object_set_int_member (object, "team", seat->team);
      json_object_set_boolean_member (object, "taken", (taken >> s) & 1);
      json_array_add_object_element (seats, object);
    }
  json_object_set_int_member (hello, "protocol", PARLOUR_NET_PROTOCOL_VERSION);
  json_object_set_string_member (hello, "app", "parlour");
  json_object_set_string_member (hello, "variant", parlour_match_get_variant (self->match)->id);
  json_object_set_string_member (hello, "nonce", nonce);
  json_object_set_array_member (hello, "seats", seats);
  return hello;
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *socket_connection,
             GObject           *source,
             ParlourNetServer  *self)
{
  ParlourNetPeer *peer = g_new0 (ParlourNetPeer, 1);
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(GSocketAddress) remote = NULL;

  peer->server = self;
  peer->connection = parlour_net_connection_new (G_IO_STREAM (socket_connection),
                                                 PARLOUR_NET_TO_HOST);
  peer->nonce = parlour_net_random_hex (32);
  peer->serial = self->n_connections++;
  remote = g_socket_connection_get_remote_address (socket_connection, NULL);
  peer->address = G_IS_INET_SOCKET_ADDRESS (remote)
                    ? g_inet_address_to_string (g_inet_socket_address_get_address (
                                                  G_INET_SOCKET_ADDRESS (remote)))
                    : g_strdup ("?");
  g_ptr_array_add (self->peers, peer);
  g_signal_connect (peer->connection, "message", G_CALLBACK (message_cb), peer);
  g_signal_connect (peer->connection, "closed", G_CALLBACK (closed_cb), peer);
  parlour_net_server_make_room (self, peer);
  hello = hello_message (self, peer->nonce);
  parlour_net_connection_send (peer->connection, hello);
  peer->timeout_id = g_timeout_add_seconds (JOIN_TIMEOUT_SECONDS, join_timeout_cb, peer);
  parlour_net_connection_start (peer->connection);
  return TRUE;
}

gboolean
parlour_net_server_listen (ParlourNetServer  *self,
                           guint16            port,
                           GError           **error)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), FALSE);
  g_return_val_if_fail (self->service == NULL, FALSE);

  self->service = g_socket_service_new ();
  if (port != 0)
    {
      if (!g_socket_listener_add_inet_port (G_SOCKET_LISTENER (self->service), port, NULL,
                                            error))
        {
          g_clear_object (&self->service);
          return FALSE;
        }
      self->port = port;
    }
  else
    self->port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (self->service), NULL,
                                                      error);
  if (self->port == 0)
    {
      g_clear_object (&self->service);
      return FALSE;
    }
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);
  g_socket_service_start (self->service);
  return TRUE;
}

void
parlour_net_server_stop (ParlourNetServer *self)
{
  parlour_net_server_stop_with_reason (self, PARLOUR_NET_BYE_STOPPED);
}

void
parlour_net_server_stop_with_reason (ParlourNetServer *self,
                                     const char       *reason)
{
  g_autoptr(JsonObject) bye = parlour_net_message_new (PARLOUR_NET_MESSAGE_BYE);

  g_return_if_fail (PARLOUR_IS_NET_SERVER (self));
  g_return_if_fail (reason != NULL);

  json_object_set_string_member (bye, "reason", reason);
  for (guint i = 0; i < self->peers->len; i++)
    {
      ParlourNetPeer *peer = self->peers->pdata[i];

      parlour_net_connection_send (peer->connection, bye);
      parlour_net_connection_close (peer->connection);
    }
  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }
}

ParlourMatch *
parlour_net_server_get_match (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), NULL);
  return self->match;
}

const char *
parlour_net_server_get_code (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), NULL);
  return self->code_shown;
}

guint16
parlour_net_server_get_port (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), 0);
  return self->port;
}

void
parlour_net_server_reserve_seat (ParlourNetServer *self,
                                 guint             seat)
{
  g_return_if_fail (PARLOUR_IS_NET_SERVER (self));
  g_return_if_fail (seat < parlour_match_get_n_seats (self->match) && seat < 64);

  self->reserved |= G_GUINT64_CONSTANT (1) << seat;
}

guint64
parlour_net_server_get_reserved (ParlourNetServer *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), 0);
  return self->reserved;
}

ParlourNetServer *
parlour_net_server_new (ParlourMatch *match,
                        const char   *code)
{
  ParlourNetServer *self;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  self = g_object_new (PARLOUR_TYPE_NET_SERVER, NULL);
  self->match = g_object_ref (match);
  self->code = code != NULL ? parlour_net_normalize_code (code) : NULL;
  if (code != NULL && self->code == NULL)
    g_critical ("“%s” is not a join code; the server makes one of its own", code);
  if (self->code == NULL)
    self->code = parlour_net_new_code ();
  self->code_shown = parlour_net_format_code (self->code);
  g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  g_signal_connect (match, "board-changed", G_CALLBACK (board_changed_cb), self);
  return self;
}

static void
parlour_net_server_dispose (GObject *object)
{
  ParlourNetServer *self = PARLOUR_NET_SERVER (object);

  if (self->service != NULL)
    parlour_net_server_stop (self);
  g_clear_handle_id (&self->broadcast_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_ptr_array_set_size (self->peers, 0);
  g_ptr_array_set_size (self->records, 0);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (parlour_net_server_parent_class)->dispose (object);
}

static void
parlour_net_server_finalize (GObject *object)
{
  ParlourNetServer *self = PARLOUR_NET_SERVER (object);

  g_ptr_array_unref (self->peers);
  g_ptr_array_unref (self->records);
  g_free (self->code);
  g_free (self->code_shown);
  g_hash_table_unref (self->failures);
  G_OBJECT_CLASS (parlour_net_server_parent_class)->finalize (object);
}

static void
parlour_net_server_class_init (ParlourNetServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_net_server_dispose;
  object_class->finalize = parlour_net_server_finalize;

  signals[SESSION_CHANGED] = g_signal_new ("session-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
  g_signal_new ("draw-offered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
parlour_net_server_init (ParlourNetServer *self)
{
  self->peers = g_ptr_array_new_with_free_func ((GDestroyNotify) peer_free);
  self->records = g_ptr_array_new_with_free_func ((GDestroyNotify) parlour_net_record_free);
  self->failures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}
