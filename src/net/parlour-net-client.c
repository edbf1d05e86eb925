/* parlour-net-client.c — joins a match hosted on the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The client trusts the host for the game but not for memory safety: every
 * message from it passes the same strict parser as the host's, and a state
 * that parlour_match_load_state() (or, for a new mirror,
 * parlour_match_deserialize()) refuses closes the connection, the mirror
 * left as it was.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-auth.h"
#include "parlour-net-client.h"
#include "parlour-net-connection.h"

struct _ParlourNetClient
{
  GObject               parent_instance;

  GSocketClient        *socket_client;
  GCancellable         *cancellable;
  ParlourNetConnection *connection;
  char                 *address;
  char                 *code;
  char                 *bye_reason;     /* the host's, once it said goodbye */
  char                 *peer;
  char                 *token;
  guint64               seats;
  gboolean              spectator;
  gboolean              joined;

  JsonObject           *hello;
  ParlourMatch         *match;
  ParlourMatch         *kept;           /* the mirror the first state goes into */
  gint64                seq;
  gboolean              paused;
  guint64               missing;
  guint64               running;
  gint64                state_time;     /* when the last state arrived */
  gint64                ping_sent;
  gint64                round_trip;     /* smoothed; -1 before the first pong */
  guint                 n_round_trips;
  gint64                next_ping;
  guint                 ping_source;
};

G_DEFINE_FINAL_TYPE (ParlourNetClient, parlour_net_client, G_TYPE_OBJECT)

enum { HELLO, WELCOME, STATE_CHANGED, CHAT, DRAW_OFFERED, ERROR_RECEIVED, CLOSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
fail (ParlourNetClient *self,
      const char       *format,
      ...) G_GNUC_PRINTF (2, 3);

/* The host sent something this client cannot use: tell it, and leave. */
static void
fail (ParlourNetClient *self,
      const char       *format,
      ...)
{
  g_autoptr(GError) error = NULL;
  va_list args;

  va_start (args, format);
  error = g_error_new_valist (PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_PROTOCOL, format, args);
  va_end (args);
  parlour_net_connection_fail (self->connection, error);
}

static void
send_join (ParlourNetClient *self)
{
  g_autoptr(JsonObject) join = parlour_net_message_new (PARLOUR_NET_MESSAGE_JOIN);
  const char *nonce = json_object_get_string_member (self->hello, "nonce");
  g_autofree char *proof = NULL;

  if (self->peer != NULL)
    {
      proof = parlour_net_proof (self->token, PARLOUR_NET_RESUME_PURPOSE, nonce);
      json_object_set_string_member (join, "peer", self->peer);
    }
  else
    proof = parlour_net_proof (self->code != NULL ? self->code : "", PARLOUR_NET_JOIN_PURPOSE,
                               nonce);
  json_object_set_int_member (join, "protocol", PARLOUR_NET_PROTOCOL_VERSION);
  json_object_set_string_member (join, "proof", proof);
  json_object_set_array_member (join, "seats", parlour_net_seats_to_array (self->seats));
  json_object_set_boolean_member (join, "spectator", self->spectator);
  parlour_net_connection_send (self->connection, join);
}

/* The mirror's clocks run as the host's do: from the times in the state,
 * which were the host's when it sent them, that is half a round trip before
 * the state arrived (docs/protocol.md, "State"). So a window that shows the
 * mirror sees its clocks count down between states, and every state sets
 * them right again. Only the host decides a flag: nobody ticks the mirror. */
static gint64
state_sent (ParlourNetClient *self)
{
  return self->state_time - MAX (self->round_trip, 0) / 2;
}

static void
run_mirror_clocks (ParlourNetClient *self)
{
  gint64 sent = state_sent (self);

  /* in play but standing: the host holds its clocks (while its window shows
   * how chance chose a move), which is not a pause */
  if (!self->paused && self->running == 0 && parlour_match_can_pause (self->match))
    parlour_match_hold_clocks (self->match, sent);
  else
    parlour_match_release_clocks (self->match, sent);
  parlour_match_set_paused (self->match, self->paused, sent);
}

/* The host's state goes into the one mirror the client keeps
 * (parlour_match_load_state()), whose boards, and whatever follows them,
 * take it as the same match a moment later. Only a state of another way of
 * playing (the host started another game) makes a new mirror. A state that
 * does not read leaves the mirror as it was, and the client leaves. */
static gboolean
load_state (ParlourNetClient  *self,
            GVariant          *state,
            GError           **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(ParlourMatch) kept = g_steal_pointer (&self->kept);
  ParlourMatch *match;

  /* a client that rejoins goes on with the mirror shown before */
  if (self->match == NULL && kept != NULL &&
      parlour_match_load_state (kept, state, state_sent (self), &local))
    {
      self->match = g_steal_pointer (&kept);
      return TRUE;
    }
  g_clear_error (&local);
  if (self->match != NULL &&
      parlour_match_load_state (self->match, state, state_sent (self), &local))
    return TRUE;
  if (local != NULL &&
      !g_error_matches (local, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OTHER_MATCH))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  match = parlour_match_deserialize (state, state_sent (self), error);
  if (match == NULL)
    return FALSE;
  g_clear_object (&self->match);
  self->match = match;
  return TRUE;
}

static void
take_state (ParlourNetClient *self,
            JsonObject       *message)
{
  const char *text = json_object_get_string_member (message, "state");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) state = NULL;
  gint64 seq = json_object_get_int_member (message, "seq");
  gint64 old_seq, old_time;
  gboolean old_paused;
  guint64 old_missing, old_running;

  if (seq < self->seq)
    return;
  state = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, text + strlen (text), NULL, &error);
  if (state == NULL)
    {
      fail (self, "The host's state cannot be read: %s", error->message);
      return;
    }
  /* what the state says beside the match, before the mirror announces it
   * (the last state's, should the mirror refuse it) */
  old_seq = self->seq;
  old_paused = self->paused;
  old_missing = self->missing;
  old_running = self->running;
  old_time = self->state_time;
  self->seq = seq;
  self->paused = json_object_get_boolean_member (message, "paused");
  self->missing = parlour_net_seats_from_array (json_object_get_array_member (message, "missing"));
  self->running = parlour_net_seats_from_array (json_object_get_array_member (message, "running"));
  self->state_time = g_get_monotonic_time ();
  if (!load_state (self, state, &error))
    {
      self->seq = old_seq;
      self->paused = old_paused;
      self->missing = old_missing;
      self->running = old_running;
      self->state_time = old_time;
      fail (self, "The host's state cannot be read: %s", error->message);
      return;
    }
  run_mirror_clocks (self);
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

/* The round trip is measured again every few seconds while joined, so that
 * the clocks' compensation follows the connection as it gets slower or
 * faster (docs/protocol.md, "State"). */
static gboolean
ping_timeout_cb (gpointer user_data)
{
  parlour_net_client_ping (PARLOUR_NET_CLIENT (user_data));
  return G_SOURCE_CONTINUE;
}

static void
start_pinging (ParlourNetClient *self)
{
  g_clear_handle_id (&self->ping_source, g_source_remove);
  self->ping_source = g_timeout_add_seconds (PARLOUR_NET_PING_INTERVAL, ping_timeout_cb, self);
}

static void
message_cb (ParlourNetConnection *connection,
            JsonObject           *message,
            ParlourNetClient     *self)
{
  const char *type = parlour_net_message_get_type (message);
  ParlourNetMessageType kind = parlour_net_message_get_kind (message);

  if (kind == PARLOUR_NET_MESSAGE_HELLO)
    {
      if (self->hello != NULL)
        return fail (self, "A second hello");
      if (json_object_get_int_member (message, "protocol") != PARLOUR_NET_PROTOCOL_VERSION)
        return fail (self, "This Parlour speaks protocol version %d",
                     PARLOUR_NET_PROTOCOL_VERSION);
      self->hello = json_object_ref (message);
      g_signal_emit (self, signals[HELLO], 0);
      send_join (self);
      return;
    }
  if (self->hello == NULL)
    {
      if (kind == PARLOUR_NET_MESSAGE_ERROR)
        g_signal_emit (self, signals[ERROR_RECEIVED], 0,
                       json_object_get_string_member (message, "code"),
                       json_object_get_string_member (message, "message"));
      else
        fail (self, "A “%s” message before hello", type);
      return;
    }
  switch (kind)
    {
    case PARLOUR_NET_MESSAGE_WELCOME:
      g_free (self->peer);
      g_free (self->token);
      self->peer = g_strdup (json_object_get_string_member (message, "peer"));
      self->token = g_strdup (json_object_get_string_member (message, "token"));
      self->seats = parlour_net_seats_from_array (json_object_get_array_member (message, "seats"));
      self->spectator = json_object_get_boolean_member (message, "spectator");
      self->joined = TRUE;
      g_signal_emit (self, signals[WELCOME], 0);
      parlour_net_client_ping (self);
      start_pinging (self);
      break;
    case PARLOUR_NET_MESSAGE_STATE:
      take_state (self, message);
      break;
    case PARLOUR_NET_MESSAGE_CHAT:
      g_signal_emit (self, signals[CHAT], 0, json_object_get_string_member (message, "from"),
                     json_object_get_string_member (message, "text"));
      break;
    case PARLOUR_NET_MESSAGE_DRAW_OFFER:
      g_signal_emit (self, signals[DRAW_OFFERED], 0,
                     (guint) json_object_get_int_member (message, "seat"));
      break;
    case PARLOUR_NET_MESSAGE_PONG:
      /* only the last ping's pong: an older one's time is not known any more */
      if (json_object_get_int_member (message, "id") == self->next_ping - 1)
        {
          self->round_trip = parlour_net_smooth_round_trip (self->round_trip,
                                                            g_get_monotonic_time () -
                                                            self->ping_sent);
          self->n_round_trips++;
        }
      break;
    case PARLOUR_NET_MESSAGE_ERROR:
      g_signal_emit (self, signals[ERROR_RECEIVED], 0,
                     json_object_get_string_member (message, "code"),
                     json_object_get_string_member (message, "message"));
      break;
    case PARLOUR_NET_MESSAGE_BYE:
      /* the host left on purpose: the window says so and why */
      g_free (self->bye_reason);
      self->bye_reason = g_strdup (json_object_get_string_member (message, "reason"));
      parlour_net_connection_close (self->connection);
      break;
    /* the parser lets no other message reach a peer */
    default:
      break;
    }
}

static void
closed_cb (ParlourNetConnection *connection,
           const GError         *error,
           ParlourNetClient     *self)
{
  self->joined = FALSE;
  g_clear_handle_id (&self->ping_source, g_source_remove);
  g_signal_emit (self, signals[CLOSED], 0, error);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(ParlourNetClient) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketConnection) socket_connection = NULL;

  socket_connection = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result,
                                                              &error);
  if (socket_connection == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_signal_emit (self, signals[CLOSED], 0, error);
      return;
    }
  self->connection = parlour_net_connection_new (G_IO_STREAM (socket_connection),
                                                 PARLOUR_NET_TO_PEER);
  g_signal_connect (self->connection, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (self->connection, "closed", G_CALLBACK (closed_cb), self);
  parlour_net_connection_start (self->connection);
}

void
parlour_net_client_connect (ParlourNetClient *self,
                            const char       *address)
{
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));
  g_return_if_fail (address != NULL);
  g_return_if_fail (self->connection == NULL);

  g_free (self->address);
  self->address = g_strdup (address);
  g_socket_client_connect_to_host_async (self->socket_client, address, 0, self->cancellable,
                                         connected_cb, g_object_ref (self));
}

void
parlour_net_client_set_code (ParlourNetClient *self,
                             const char       *code)
{
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  g_free (self->code);
  /* a code with a character no code has cannot be right: it is sent as is and refused */
  self->code = code != NULL ? parlour_net_normalize_code (code) : NULL;
  if (self->code == NULL && code != NULL)
    self->code = g_strdup (code);
}

void
parlour_net_client_set_resume (ParlourNetClient *self,
                               const char       *peer,
                               const char       *token)
{
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  g_free (self->peer);
  g_free (self->token);
  self->peer = g_strdup (peer);
  self->token = g_strdup (token);
}

void
parlour_net_client_set_seats (ParlourNetClient *self,
                              guint64           seats,
                              gboolean          spectator)
{
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  self->seats = spectator ? 0 : seats;
  self->spectator = spectator;
}

void
parlour_net_client_set_mirror (ParlourNetClient *self,
                               ParlourMatch     *mirror)
{
  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));
  g_return_if_fail (mirror == NULL || PARLOUR_IS_MATCH (mirror));

  g_set_object (&self->kept, mirror);
}

JsonArray *
parlour_net_client_get_host_seats (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->hello ? json_object_get_array_member (self->hello, "seats") : NULL;
}

const char *
parlour_net_client_get_variant (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->hello ? json_object_get_string_member (self->hello, "variant") : NULL;
}

const char *
parlour_net_client_get_address (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->address;
}

const char *
parlour_net_client_get_code (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->code;
}

const char *
parlour_net_client_get_bye_reason (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->bye_reason;
}

const char *
parlour_net_client_get_peer (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->peer;
}

const char *
parlour_net_client_get_token (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->token;
}

guint64
parlour_net_client_get_seats (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), 0);
  return self->seats;
}

gboolean
parlour_net_client_get_joined (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), FALSE);
  return self->joined;
}

ParlourMatch *
parlour_net_client_get_match (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), NULL);
  return self->match;
}

gint64
parlour_net_client_get_seq (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), -1);
  return self->seq;
}

gboolean
parlour_net_client_get_paused (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), FALSE);
  return self->paused;
}

guint64
parlour_net_client_get_missing (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), 0);
  return self->missing;
}

gint64
parlour_net_client_get_remaining (ParlourNetClient *self,
                                  guint             board,
                                  ParlourColor      color,
                                  gint64            now_us)
{
  ParlourClock *clock;

  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), G_MAXINT64);

  if (self->match == NULL || board >= parlour_match_get_n_boards (self->match) ||
      (clock = parlour_match_get_clock (self->match, board)) == NULL)
    return G_MAXINT64;
  /* the mirror's clocks run as the host's (run_mirror_clocks) */
  return parlour_clock_get_remaining (clock, color, MAX (now_us, self->state_time));
}

static void
send_simple (ParlourNetClient *self,
             JsonObject       *message)
{
  if (self->connection != NULL && self->joined)
    parlour_net_connection_send (self->connection, message);
}

void
parlour_net_client_move (ParlourNetClient *self,
                         guint             seat,
                         const char       *move)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_ACTION);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "move", move);
  send_simple (self, message);
}

void
parlour_net_client_pick (ParlourNetClient *self,
                         guint             seat,
                         const char       *square)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_ACTION);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "square", square);
  send_simple (self, message);
}

void
parlour_net_client_chat (ParlourNetClient *self,
                         const char       *text)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_CHAT);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  json_object_set_string_member (message, "text", text);
  send_simple (self, message);
}

void
parlour_net_client_seat_request (ParlourNetClient      *self,
                                 ParlourNetMessageType  type,
                                 guint                  seat)
{
  g_autoptr(JsonObject) message = NULL;

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));
  g_return_if_fail (type == PARLOUR_NET_MESSAGE_DRAW_OFFER ||
                    type == PARLOUR_NET_MESSAGE_DRAW_ACCEPT ||
                    type == PARLOUR_NET_MESSAGE_RESIGN);

  message = parlour_net_message_new (type);
  json_object_set_int_member (message, "seat", seat);
  send_simple (self, message);
}

void
parlour_net_client_pause (ParlourNetClient *self,
                          gboolean          paused)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_PAUSE);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  json_object_set_boolean_member (message, "paused", paused);
  send_simple (self, message);
}

void
parlour_net_client_award_time (ParlourNetClient *self,
                               guint             seat,
                               guint             seconds)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_AWARD_TIME);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  json_object_set_int_member (message, "seat", seat);
  json_object_set_int_member (message, "seconds", seconds);
  send_simple (self, message);
}

/* An exponentially weighted mean, as TCP smooths its own round trip time
 * (RFC 6298: a new sample counts an eighth): one slow pong moves the estimate
 * a little, a connection that stays slower moves it all the way. */
gint64
parlour_net_smooth_round_trip (gint64 estimate,
                               gint64 sample)
{
  g_return_val_if_fail (sample >= 0, estimate);

  if (estimate < 0)
    return sample;
  return estimate + (sample - estimate) / 8;
}

gint64
parlour_net_client_get_round_trip (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), -1);

  return self->round_trip;
}

guint
parlour_net_client_get_n_round_trips (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), 0);

  return self->n_round_trips;
}

gboolean
parlour_net_client_get_spectator (ParlourNetClient *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CLIENT (self), FALSE);

  return self->spectator;
}

void
parlour_net_client_ping (ParlourNetClient *self)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_PING);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  self->ping_sent = g_get_monotonic_time ();
  json_object_set_int_member (message, "id", self->next_ping++);
  send_simple (self, message);
}

void
parlour_net_client_leave (ParlourNetClient *self)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_BYE);

  g_return_if_fail (PARLOUR_IS_NET_CLIENT (self));

  g_cancellable_cancel (self->cancellable);
  if (self->connection == NULL)
    return;
  send_simple (self, message);
  parlour_net_connection_close (self->connection);
}

ParlourNetClient *
parlour_net_client_new (void)
{
  return g_object_new (PARLOUR_TYPE_NET_CLIENT, NULL);
}

static void
parlour_net_client_dispose (GObject *object)
{
  ParlourNetClient *self = PARLOUR_NET_CLIENT (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->ping_source, g_source_remove);
  if (self->connection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->connection, self);
      parlour_net_connection_close (self->connection);
      g_clear_object (&self->connection);
    }
  g_clear_object (&self->match);
  g_clear_object (&self->kept);
  g_clear_pointer (&self->hello, json_object_unref);
  G_OBJECT_CLASS (parlour_net_client_parent_class)->dispose (object);
}

static void
parlour_net_client_finalize (GObject *object)
{
  ParlourNetClient *self = PARLOUR_NET_CLIENT (object);

  g_clear_object (&self->socket_client);
  g_clear_object (&self->cancellable);
  g_free (self->address);
  g_free (self->code);
  g_free (self->bye_reason);
  g_free (self->peer);
  g_free (self->token);
  G_OBJECT_CLASS (parlour_net_client_parent_class)->finalize (object);
}

static void
parlour_net_client_class_init (ParlourNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = parlour_net_client_dispose;
  object_class->finalize = parlour_net_client_finalize;

  signals[HELLO] = g_signal_new ("hello", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
  signals[WELCOME] = g_signal_new ("welcome", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  signals[STATE_CHANGED] = g_signal_new ("state-changed", type, G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 0);
  signals[CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[DRAW_OFFERED] = g_signal_new ("draw-offered", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ERROR_RECEIVED] = g_signal_new ("error-received", type, G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING,
                                          G_TYPE_STRING);
  signals[CLOSED] = g_signal_new ("closed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
parlour_net_client_init (ParlourNetClient *self)
{
  self->socket_client = g_socket_client_new ();
  self->cancellable = g_cancellable_new ();
  self->seq = -1;
  self->round_trip = -1;
}
