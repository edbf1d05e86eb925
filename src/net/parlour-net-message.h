/* parlour-net-message.h — the network protocol's messages: strict parsing and writing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md specifies every message. A message is one JSON object; the
 * parser refuses anything the protocol does not allow (an unknown type or
 * field, a wrong JSON type, a number out of range, a string too long), so that
 * what reaches the server or the client has been checked field by field.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define PARLOUR_NET_PROTOCOL_VERSION 1
/* the largest frame a host reads from a peer, and a peer from the host */
#define PARLOUR_NET_MAX_TO_HOST      (16 * 1024)
#define PARLOUR_NET_MAX_TO_PEER      (4 * 1024 * 1024)
/* seats are numbered 0 to PARLOUR_NET_MAX_SEATS - 1 (a bit each in a guint64) */
#define PARLOUR_NET_MAX_SEATS        64
#define PARLOUR_NET_MAX_CHAT         500

#define PARLOUR_NET_ERROR (parlour_net_error_quark ())

/* The protocol's error codes (docs/protocol.md, "Errors"), in that order. */
typedef enum {
  PARLOUR_NET_ERROR_BAD_MESSAGE,
  PARLOUR_NET_ERROR_TOO_LARGE,
  PARLOUR_NET_ERROR_PROTOCOL,
  PARLOUR_NET_ERROR_AUTH,
  PARLOUR_NET_ERROR_SEAT_TAKEN,
  PARLOUR_NET_ERROR_NOT_YOUR_SEAT,
  PARLOUR_NET_ERROR_FULL,
  PARLOUR_NET_ERROR_TIMEOUT,
  PARLOUR_NET_ERROR_ILLEGAL,
  PARLOUR_NET_ERROR_CLOSED,   /* not on the wire: the connection ended */
} ParlourNetError;

GQuark          parlour_net_error_quark      (void);
/* "bad-message", …; "closed" for PARLOUR_NET_ERROR_CLOSED */
const char     *parlour_net_error_to_code    (ParlourNetError error);
/* PARLOUR_NET_ERROR_PROTOCOL for a code this version does not know */
ParlourNetError parlour_net_error_from_code  (const char *code);

/* The message types (docs/protocol.md, "Messages"). A value's nick is its
 * "type" string on the wire, so parsing is g_enum_get_value_by_nick() and
 * writing is the nick: the wire format is the enum. */
typedef enum {
  PARLOUR_NET_MESSAGE_HELLO,
  PARLOUR_NET_MESSAGE_WELCOME,
  PARLOUR_NET_MESSAGE_STATE,
  PARLOUR_NET_MESSAGE_CHAT,
  PARLOUR_NET_MESSAGE_DRAW_OFFER,
  PARLOUR_NET_MESSAGE_DRAW_ACCEPT,
  PARLOUR_NET_MESSAGE_PONG,
  PARLOUR_NET_MESSAGE_ERROR,
  PARLOUR_NET_MESSAGE_BYE,
  PARLOUR_NET_MESSAGE_JOIN,
  PARLOUR_NET_MESSAGE_ACTION,
  PARLOUR_NET_MESSAGE_RESIGN,
  PARLOUR_NET_MESSAGE_PAUSE,
  PARLOUR_NET_MESSAGE_AWARD_TIME,
  PARLOUR_NET_MESSAGE_PING,
} ParlourNetMessageType;

#define PARLOUR_TYPE_NET_MESSAGE_TYPE (parlour_net_message_type_get_type ())
GType           parlour_net_message_type_get_type (void) G_GNUC_CONST;
/* the wire string ("draw-offer", …) */
const char     *parlour_net_message_type_to_string   (ParlourNetMessageType type);
/* FALSE for a string that names no message type */
gboolean        parlour_net_message_type_from_string (const char            *string,
                                                      ParlourNetMessageType *type);

/* Who sends the message: the schema of a type depends on its direction. */
typedef enum {
  PARLOUR_NET_TO_HOST,
  PARLOUR_NET_TO_PEER,
} ParlourNetDirection;

/* Parses and checks @length bytes (not NUL-terminated) as one message going
 * in @direction. NULL with PARLOUR_NET_ERROR_BAD_MESSAGE (or _TOO_LARGE) and a
 * message naming what is wrong. */
JsonObject     *parlour_net_message_parse    (const char          *data,
                                              gsize                length,
                                              ParlourNetDirection  direction,
                                              GError             **error);
/* A new message of @type, to be filled with json_object_set_*_member(). */
JsonObject     *parlour_net_message_new      (ParlourNetMessageType type);
/* The message as compact JSON text (without a frame). */
char           *parlour_net_message_write    (JsonObject          *message,
                                              gsize               *length);
/* the message's type string (the parser guarantees it) */
const char     *parlour_net_message_get_type (JsonObject          *message);
/* the message's type as the enum (the parser guarantees it is one) */
ParlourNetMessageType parlour_net_message_get_kind (JsonObject    *message);

/* Seat lists on the wire are arrays of numbers; in memory a bit per seat. */
JsonArray      *parlour_net_seats_to_array   (guint64              seats);
guint64         parlour_net_seats_from_array (JsonArray           *array);
/* "0,2" ("" for none) */
char           *parlour_net_seats_to_string  (guint64              seats);

G_END_DECLS
