/* parlour-net-connection.c — one TCP connection carrying framed protocol messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One read is outstanding at a time (a header, then its body), so a peer that
 * sends a flood is read no faster than this side handles it; one write is
 * outstanding at a time, so frames never interleave. A malformed frame ends
 * the connection: after an error the stream cannot be trusted to be at a
 * frame's start.
 */
#include "config.h"

#include <string.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

#include "parlour-net-connection.h"

/* What may wait to be written: a peer that does not read is not worth the
 * memory beyond this (docs/protocol.md, "Transport"). */
#define MAX_QUEUED_FRAMES 4096
#define MAX_QUEUED_BYTES  (4 * PARLOUR_NET_MAX_TO_PEER)

struct _ParlourNetConnection
{
  GObject              parent_instance;

  GIOStream           *stream;
  ParlourNetDirection  incoming;
  GCancellable        *cancellable;
  guint8               header[4];
  guint8              *body;
  gsize                body_length;
  GQueue               outgoing;   /* GBytes, each a whole frame */
  gsize                queued;     /* the bytes in outgoing */
  GBytes              *writing;    /* the frame being written */
  GError              *failure;    /* why parlour_net_connection_fail() closes */
  gboolean             closing;    /* close once the queue is written */
  gboolean             closed;
};

G_DEFINE_FINAL_TYPE (ParlourNetConnection, parlour_net_connection, G_TYPE_OBJECT)

enum { MESSAGE, CLOSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void read_header (ParlourNetConnection *self);
static void write_next  (ParlourNetConnection *self);

/* Ends the connection once: the stream is closed, whatever is pending is
 * cancelled and ::closed says why. */
static void
finish (ParlourNetConnection *self,
        const GError         *error)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_io_stream_close_async (self->stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
  g_signal_emit (self, signals[CLOSED], 0, error);
}

static void
finish_with (ParlourNetConnection *self,
             GError               *error)
{
  finish (self, error);
  g_error_free (error);
}

static void
read_body_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(ParlourNetConnection) self = user_data;
  g_autoptr(JsonObject) message = NULL;
  GError *error = NULL;
  gsize n = 0;

  if (!g_input_stream_read_all_finish (G_INPUT_STREAM (source), result, &n, &error) ||
      n < self->body_length)
    {
      g_clear_pointer (&self->body, g_free);
      if (error == NULL)
        error = g_error_new (PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_CLOSED,
                             "The connection ended inside a message");
      finish_with (self, error);
      return;
    }
  message = parlour_net_message_parse ((const char *) self->body, self->body_length,
                                       self->incoming, &error);
  g_clear_pointer (&self->body, g_free);
  if (message == NULL)
    {
      parlour_net_connection_fail (self, error);
      g_error_free (error);
      return;
    }
  if (self->closed || self->closing)
    return;
  g_signal_emit (self, signals[MESSAGE], 0, message);
  if (!self->closed && !self->closing)
    read_header (self);
}

static void
read_header_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(ParlourNetConnection) self = user_data;
  GError *error = NULL;
  gsize n = 0;
  gsize limit = self->incoming == PARLOUR_NET_TO_HOST ? PARLOUR_NET_MAX_TO_HOST
                                                      : PARLOUR_NET_MAX_TO_PEER;

  if (!g_input_stream_read_all_finish (G_INPUT_STREAM (source), result, &n, &error) ||
      n < sizeof self->header)
    {
      if (error == NULL)
        error = g_error_new (PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_CLOSED,
                             n == 0 ? "The other side closed the connection"
                                    : "The connection ended inside a message");
      finish_with (self, error);
      return;
    }
  self->body_length = (gsize) self->header[0] << 24 | (gsize) self->header[1] << 16 |
                      (gsize) self->header[2] << 8 | self->header[3];
  if (self->body_length == 0 || self->body_length > limit)
    {
      g_autoptr(GError) too_large = NULL;

      too_large = g_error_new (PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_TOO_LARGE,
                               "A message of %" G_GSIZE_FORMAT " bytes: it must have 1 to %"
                               G_GSIZE_FORMAT, self->body_length, limit);
      parlour_net_connection_fail (self, too_large);
      return;
    }
  self->body = g_malloc (self->body_length);
  g_input_stream_read_all_async (g_io_stream_get_input_stream (self->stream), self->body,
                                 self->body_length, G_PRIORITY_DEFAULT, self->cancellable,
                                 read_body_cb, g_object_ref (self));
}

static void
read_header (ParlourNetConnection *self)
{
  g_input_stream_read_all_async (g_io_stream_get_input_stream (self->stream), self->header,
                                 sizeof self->header, G_PRIORITY_DEFAULT, self->cancellable,
                                 read_header_cb, g_object_ref (self));
}

static void
write_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(ParlourNetConnection) self = user_data;
  GError *error = NULL;

  g_clear_pointer (&self->writing, g_bytes_unref);
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      finish_with (self, error);
      return;
    }
  write_next (self);
}

static void
write_next (ParlourNetConnection *self)
{
  if (self->writing != NULL || self->closed)
    return;
  self->writing = g_queue_pop_head (&self->outgoing);
  if (self->writing != NULL)
    self->queued -= g_bytes_get_size (self->writing);
  if (self->writing == NULL)
    {
      if (self->closing)
        finish (self, self->failure);
      return;
    }
  g_output_stream_write_all_async (g_io_stream_get_output_stream (self->stream),
                                   g_bytes_get_data (self->writing, NULL),
                                   g_bytes_get_size (self->writing), G_PRIORITY_DEFAULT,
                                   self->cancellable, write_cb, g_object_ref (self));
}

void
parlour_net_connection_send (ParlourNetConnection *self,
                             JsonObject           *message)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  guint8 *frame;

  g_return_if_fail (PARLOUR_IS_NET_CONNECTION (self));
  g_return_if_fail (message != NULL);

  if (self->closed || self->closing)
    return;
  text = parlour_net_message_write (message, &length);
  if (g_queue_get_length (&self->outgoing) >= MAX_QUEUED_FRAMES ||
      self->queued + length > MAX_QUEUED_BYTES)
    {
      finish_with (self, g_error_new (PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_CLOSED,
                                      "The other side reads too slowly: %u messages wait",
                                      g_queue_get_length (&self->outgoing)));
      return;
    }
  frame = g_malloc (length + 4);
  frame[0] = length >> 24;
  frame[1] = length >> 16;
  frame[2] = length >> 8;
  frame[3] = length;
  memcpy (frame + 4, text, length);
  g_queue_push_tail (&self->outgoing, g_bytes_new_take (frame, length + 4));
  self->queued += length + 4;
  write_next (self);
}

void
parlour_net_connection_fail (ParlourNetConnection *self,
                             const GError         *error)
{
  g_autoptr(JsonObject) message = parlour_net_message_new (PARLOUR_NET_MESSAGE_ERROR);
  g_autofree char *text = NULL;
  ParlourNetError code = PARLOUR_NET_ERROR_PROTOCOL;

  g_return_if_fail (PARLOUR_IS_NET_CONNECTION (self));
  g_return_if_fail (error != NULL);

  if (error->domain == PARLOUR_NET_ERROR && error->code < PARLOUR_NET_ERROR_CLOSED)
    code = error->code;
  /* the parser's messages are short; a cut keeps the error within its limit */
  text = g_utf8_substring (error->message, 0, MIN (g_utf8_strlen (error->message, -1), 160));
  json_object_set_string_member (message, "code", parlour_net_error_to_code (code));
  json_object_set_string_member (message, "message", text);
  parlour_net_connection_send (self, message);
  if (self->failure == NULL)
    self->failure = g_error_copy (error);
  parlour_net_connection_close (self);
}

void
parlour_net_connection_close (ParlourNetConnection *self)
{
  g_return_if_fail (PARLOUR_IS_NET_CONNECTION (self));

  self->closing = TRUE;
  write_next (self);
}

gboolean
parlour_net_connection_is_closed (ParlourNetConnection *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CONNECTION (self), TRUE);

  return self->closed || self->closing;
}

void
parlour_net_connection_start (ParlourNetConnection *self)
{
  g_return_if_fail (PARLOUR_IS_NET_CONNECTION (self));

  read_header (self);
}

ParlourNetConnection *
parlour_net_connection_new (GIOStream           *stream,
                            ParlourNetDirection  incoming)
{
  ParlourNetConnection *self;

  g_return_val_if_fail (G_IS_IO_STREAM (stream), NULL);

  self = g_object_new (PARLOUR_TYPE_NET_CONNECTION, NULL);
  self->stream = g_object_ref (stream);
  self->incoming = incoming;
  /* A message is one small frame that the other side waits for: Nagle's
   * algorithm would hold it back until the previous one is acknowledged,
   * which with delayed acknowledgements cost a move tens of milliseconds
   * (docs/protocol.md, "Transport"). */
  if (G_IS_SOCKET_CONNECTION (stream))
    {
      GSocket *socket = g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream));
      GSocketFamily family = g_socket_get_family (socket);

      if ((family == G_SOCKET_FAMILY_IPV4 || family == G_SOCKET_FAMILY_IPV6) &&
          g_socket_get_socket_type (socket) == G_SOCKET_TYPE_STREAM)
        {
          g_autoptr(GError) error = NULL;

          if (!g_socket_set_option (socket, IPPROTO_TCP, TCP_NODELAY, TRUE, &error))
            g_debug ("TCP_NODELAY cannot be set: %s", error->message);
        }
    }
  return self;
}

GSocket *
parlour_net_connection_get_socket (ParlourNetConnection *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_CONNECTION (self), NULL);

  if (!G_IS_SOCKET_CONNECTION (self->stream))
    return NULL;
  return g_socket_connection_get_socket (G_SOCKET_CONNECTION (self->stream));
}

static void
parlour_net_connection_dispose (GObject *object)
{
  ParlourNetConnection *self = PARLOUR_NET_CONNECTION (object);

  if (!self->closed)
    {
      self->closed = TRUE;
      g_cancellable_cancel (self->cancellable);
      g_io_stream_close (self->stream, NULL, NULL);
    }
  g_queue_clear_full (&self->outgoing, (GDestroyNotify) g_bytes_unref);
  G_OBJECT_CLASS (parlour_net_connection_parent_class)->dispose (object);
}

static void
parlour_net_connection_finalize (GObject *object)
{
  ParlourNetConnection *self = PARLOUR_NET_CONNECTION (object);

  g_clear_object (&self->stream);
  g_clear_object (&self->cancellable);
  g_free (self->body);
  g_clear_pointer (&self->writing, g_bytes_unref);
  g_clear_error (&self->failure);
  G_OBJECT_CLASS (parlour_net_connection_parent_class)->finalize (object);
}

static void
parlour_net_connection_class_init (ParlourNetConnectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_net_connection_dispose;
  object_class->finalize = parlour_net_connection_finalize;

  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
parlour_net_connection_init (ParlourNetConnection *self)
{
  self->cancellable = g_cancellable_new ();
  g_queue_init (&self->outgoing);
}
