/* parlour-net-message.c — the network protocol's messages: strict parsing and writing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each message type has a schema: its direction and its fields, each with a
 * JSON type and a range (numbers) or a length (strings, arrays). The parser
 * checks a message against its schema and refuses whatever the schema does not
 * name. Before json-glib sees the text, it is checked to be UTF-8 and plain
 * JSON (parlour-net-json.c) nested at most MAX_DEPTH deep, so no input makes
 * the JSON parser recurse far (docs/protocol.md, "Messages").
 */
#include "config.h"

#include <string.h>

#include "parlour-net-json.h"
#include "parlour-net-message.h"

/* the deepest a valid message nests: a message, its seats, a seat object */
#define MAX_DEPTH 4

G_DEFINE_QUARK (parlour-net-error-quark, parlour_net_error)

G_DEFINE_ENUM_TYPE (ParlourNetMessageType, parlour_net_message_type,
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_HELLO, "hello"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_WELCOME, "welcome"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_STATE, "state"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_CHAT, "chat"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_DRAW_OFFER, "draw-offer"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_DRAW_ACCEPT, "draw-accept"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_PONG, "pong"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_ERROR, "error"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_BYE, "bye"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_JOIN, "join"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_ACTION, "action"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_RESIGN, "resign"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_PAUSE, "pause"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_AWARD_TIME, "award-time"),
  G_DEFINE_ENUM_VALUE (PARLOUR_NET_MESSAGE_PING, "ping"))

const char *
parlour_net_message_type_to_string (ParlourNetMessageType type)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (PARLOUR_TYPE_NET_MESSAGE_TYPE);
  GEnumValue *value = g_enum_get_value (klass, type);

  g_return_val_if_fail (value != NULL, "error");
  /* the class is static: its nicks outlive this reference */
  return value->value_nick;
}

gboolean
parlour_net_message_type_from_string (const char            *string,
                                      ParlourNetMessageType *type)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (PARLOUR_TYPE_NET_MESSAGE_TYPE);
  GEnumValue *value = g_enum_get_value_by_nick (klass, string);

  if (value == NULL)
    return FALSE;
  *type = value->value;
  return TRUE;
}

static const char * const error_codes[] = {
  "bad-message", "too-large", "protocol", "auth", "seat-taken", "not-your-seat", "full",
  "timeout", "illegal", "closed",
};

const char *
parlour_net_error_to_code (ParlourNetError error)
{
  g_return_val_if_fail ((guint) error < G_N_ELEMENTS (error_codes), "protocol");
  return error_codes[error];
}

ParlourNetError
parlour_net_error_from_code (const char *code)
{
  for (guint i = 0; i < PARLOUR_NET_ERROR_CLOSED; i++)
    if (g_strcmp0 (code, error_codes[i]) == 0)
      return i;
  return PARLOUR_NET_ERROR_PROTOCOL;
}

typedef enum {
  FIELD_INT,      /* a whole number from min to max */
  FIELD_BOOL,
  FIELD_STRING,   /* UTF-8, max bytes at most, no control characters */
  FIELD_HEX,      /* exactly max lower-case hex digits */
  FIELD_SEATS,    /* an array of at most max seat numbers, none twice */
  FIELD_SEAT_OBJECTS,
} FieldKind;

typedef struct {
  const char *name;
  FieldKind   kind;
  gboolean    optional;
  gint64      min;
  gint64      max;
} Field;

typedef struct {
  ParlourNetMessageType type;
  ParlourNetDirection   direction;
  Field                fields[6];
} Schema;

#define SEAT       { "seat", FIELD_INT, FALSE, 0, PARLOUR_NET_MAX_SEATS - 1 }
#define SEAT_LIST(name) { name, FIELD_SEATS, FALSE, 0, PARLOUR_NET_MAX_SEATS }
#define ANY_INT(name)   { name, FIELD_INT, FALSE, 0, G_MAXINT64 }

static const Schema schemas[] = {
  { PARLOUR_NET_MESSAGE_HELLO, PARLOUR_NET_TO_PEER,
    { { "protocol", FIELD_INT, FALSE, 1, G_MAXINT32 },
      { "app", FIELD_STRING, FALSE, 0, 32 },
      { "variant", FIELD_STRING, FALSE, 0, 64 },
      { "nonce", FIELD_HEX, FALSE, 0, 64 },
      { "seats", FIELD_SEAT_OBJECTS, FALSE, 0, PARLOUR_NET_MAX_SEATS } } },
  { PARLOUR_NET_MESSAGE_WELCOME, PARLOUR_NET_TO_PEER,
    { { "peer", FIELD_HEX, FALSE, 0, 32 },
      { "token", FIELD_HEX, FALSE, 0, 64 },
      SEAT_LIST ("seats"),
      { "spectator", FIELD_BOOL } } },
  { PARLOUR_NET_MESSAGE_STATE, PARLOUR_NET_TO_PEER,
    { ANY_INT ("seq"),
      { "state", FIELD_STRING, FALSE, 0, PARLOUR_NET_MAX_TO_PEER },
      { "paused", FIELD_BOOL },
      SEAT_LIST ("missing"),
      SEAT_LIST ("running") } },
  { PARLOUR_NET_MESSAGE_CHAT, PARLOUR_NET_TO_PEER,
    { { "from", FIELD_STRING, FALSE, 0, 64 },
      { "text", FIELD_STRING, FALSE, 0, PARLOUR_NET_MAX_CHAT } } },
  { PARLOUR_NET_MESSAGE_DRAW_OFFER, PARLOUR_NET_TO_PEER, { SEAT } },
  { PARLOUR_NET_MESSAGE_PONG, PARLOUR_NET_TO_PEER, { ANY_INT ("id") } },
  { PARLOUR_NET_MESSAGE_ERROR, PARLOUR_NET_TO_PEER,
    { { "code", FIELD_STRING, FALSE, 1, 32 },
      { "message", FIELD_STRING, FALSE, 0, 500 } } },
  { PARLOUR_NET_MESSAGE_BYE, PARLOUR_NET_TO_PEER, { { "reason", FIELD_STRING, FALSE, 0, 500 } } },

  { PARLOUR_NET_MESSAGE_JOIN, PARLOUR_NET_TO_HOST,
    { { "protocol", FIELD_INT, FALSE, 1, G_MAXINT32 },
      { "proof", FIELD_HEX, FALSE, 0, 64 },
      SEAT_LIST ("seats"),
      { "spectator", FIELD_BOOL },
      { "peer", FIELD_HEX, TRUE, 0, 32 } } },
  { PARLOUR_NET_MESSAGE_ACTION, PARLOUR_NET_TO_HOST,
    { SEAT,
      { "move", FIELD_STRING, TRUE, 1, 16 },
      { "square", FIELD_STRING, TRUE, 1, 4 } } },
  { PARLOUR_NET_MESSAGE_CHAT, PARLOUR_NET_TO_HOST,
    { { "text", FIELD_STRING, FALSE, 0, PARLOUR_NET_MAX_CHAT } } },
  { PARLOUR_NET_MESSAGE_DRAW_OFFER, PARLOUR_NET_TO_HOST, { SEAT } },
  { PARLOUR_NET_MESSAGE_DRAW_ACCEPT, PARLOUR_NET_TO_HOST, { SEAT } },
  { PARLOUR_NET_MESSAGE_RESIGN, PARLOUR_NET_TO_HOST, { SEAT } },
  { PARLOUR_NET_MESSAGE_PAUSE, PARLOUR_NET_TO_HOST, { { "paused", FIELD_BOOL } } },
  { PARLOUR_NET_MESSAGE_AWARD_TIME, PARLOUR_NET_TO_HOST,
    { SEAT, { "seconds", FIELD_INT, FALSE, 1, 3600 } } },
  { PARLOUR_NET_MESSAGE_PING, PARLOUR_NET_TO_HOST, { ANY_INT ("id") } },
  { PARLOUR_NET_MESSAGE_BYE, PARLOUR_NET_TO_HOST, { { "reason", FIELD_STRING, TRUE, 0, 500 } } },
};

/* the fields of a seat object in hello */
static const Field seat_object_fields[] = {
  SEAT,
  { "board", FIELD_INT, FALSE, 0, PARLOUR_NET_MAX_SEATS - 1 },
  { "color", FIELD_STRING, FALSE, 5, 5 },
  { "team", FIELD_INT, FALSE, 0, PARLOUR_NET_MAX_SEATS - 1 },
  { "taken", FIELD_BOOL },
};

static gboolean
bad (GError    **error,
     const char *format,
     ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad (GError    **error,
     const char *format,
     ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_autofree char *valid = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  valid = g_utf8_make_valid (text, -1);
  /* json-glib's messages quote the text they refused, and a \u escape of a lone
   * surrogate decodes to bytes that are not UTF-8: the host sends this message back
   * to the peer, so it must be UTF-8 */
  g_set_error_literal (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE, valid);
  return FALSE;
}

/* A name from the network quoted in an error message: at most @max characters, and
 * valid UTF-8 even when a \u escape decoded to a lone surrogate, so that the error
 * message itself can be sent back to the peer. */
static char *
shown_text (const char *s,
            glong       max)
{
  g_autofree char *valid = g_utf8_make_valid (s, -1);

  return g_utf8_substring (valid, 0, MIN (max, g_utf8_strlen (valid, -1)));
}

/* UTF-8, and plain JSON (RFC 8259) nested at most MAX_DEPTH: checked on the
 * bytes, before json-glib parses them, by a scanner that reads exactly what
 * the RFC allows. json-glib itself also reads comments, single-quoted strings
 * and hexadecimal numbers; a check that knew less than the parser reads could
 * be fooled into counting less nesting than the parser recurses into. */
static gboolean
check_text (const char *data,
            gsize       length,
            GError    **error)
{
  const char *end;

  if (!g_utf8_validate_len (data, length, &end))
    return bad (error, "The message is not UTF-8 text (byte %" G_GSIZE_FORMAT ")",
                (gsize) (end - data));
  return parlour_net_json_check (data, length, MAX_DEPTH, error);
}

static gboolean
check_seats (JsonArray   *array,
             const Field *field,
             GError     **error)
{
  guint64 seen = 0;
  guint n = json_array_get_length (array);

  if (n > field->max)
    return bad (error, "“%s” has %u seats, more than %" G_GINT64_FORMAT, field->name, n,
                field->max);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 seat;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        return bad (error, "“%s” must hold seat numbers", field->name);
      seat = json_node_get_int (node);
      if (seat < 0 || seat >= PARLOUR_NET_MAX_SEATS)
        return bad (error, "“%s” names seat %" G_GINT64_FORMAT ", not one from 0 to %d",
                    field->name, seat, PARLOUR_NET_MAX_SEATS - 1);
      if (seen & (G_GUINT64_CONSTANT (1) << seat))
        return bad (error, "“%s” names seat %" G_GINT64_FORMAT " twice", field->name, seat);
      seen |= G_GUINT64_CONSTANT (1) << seat;
    }
  return TRUE;
}

static gboolean check_object (JsonObject  *object,
                              const char  *what,
                              const Field *fields,
                              guint        n_fields,
                              GError     **error);

static gboolean
check_field (JsonNode    *node,
             const Field *field,
             GError     **error)
{
  GType value_type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_NONE;

  switch (field->kind)
    {
    case FIELD_INT:
      {
        gint64 v;

        if (value_type != G_TYPE_INT64)
          return bad (error, "“%s” must be a whole number", field->name);
        v = json_node_get_int (node);
        if (v < field->min || v > field->max)
          return bad (error, "“%s” is %" G_GINT64_FORMAT ", not from %" G_GINT64_FORMAT
                      " to %" G_GINT64_FORMAT, field->name, v, field->min, field->max);
        return TRUE;
      }
    case FIELD_BOOL:
      if (value_type != G_TYPE_BOOLEAN)
        return bad (error, "“%s” must be true or false", field->name);
      return TRUE;
    case FIELD_STRING:
    case FIELD_HEX:
      {
        const char *s;
        gsize len;

        if (value_type != G_TYPE_STRING)
          return bad (error, "“%s” must be a string", field->name);
        s = json_node_get_string (node);
        len = strlen (s);
        /* the frame was UTF-8, but a \u escape of a lone surrogate decodes to bytes
         * that are not, and such a string could not be written back */
        if (!g_utf8_validate_len (s, len, NULL))
          return bad (error, "“%s” is not UTF-8 text once its escapes are decoded (a lone "
                      "surrogate \\u escape?)", field->name);
        if (field->kind == FIELD_HEX)
          {
            if (len != (gsize) field->max || strspn (s, "0123456789abcdef") != len)
              return bad (error, "“%s” must be %" G_GINT64_FORMAT " lower-case hex digits",
                          field->name, field->max);
            return TRUE;
          }
        if (len < (gsize) field->min || len > (gsize) field->max)
          return bad (error, "“%s” is %" G_GSIZE_FORMAT " bytes long, not from %"
                      G_GINT64_FORMAT " to %" G_GINT64_FORMAT, field->name, len, field->min,
                      field->max);
        for (const char *p = s; *p != '\0'; p = g_utf8_next_char (p))
          {
            gunichar c = g_utf8_get_char (p);

            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
              return bad (error, "“%s” holds a control character (U+%04X)", field->name, c);
          }
        return TRUE;
      }
    case FIELD_SEATS:
    case FIELD_SEAT_OBJECTS:
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return bad (error, "“%s” must be an array", field->name);
      if (field->kind == FIELD_SEATS)
        return check_seats (json_node_get_array (node), field, error);
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        if (n > field->max)
          return bad (error, "“%s” has more than %" G_GINT64_FORMAT " seats", field->name,
                      field->max);
        for (guint i = 0; i < n; i++)
          {
            JsonNode *element = json_array_get_element (array, i);
            const char *color;

            if (!JSON_NODE_HOLDS_OBJECT (element))
              return bad (error, "“%s” must hold objects", field->name);
            if (!check_object (json_node_get_object (element), "a seat", seat_object_fields,
                               G_N_ELEMENTS (seat_object_fields), error))
              return FALSE;
            color = json_object_get_string_member (json_node_get_object (element), "color");
            if (!g_str_equal (color, "white") && !g_str_equal (color, "black"))
              return bad (error, "A seat's colour must be “white” or “black”");
          }
        return TRUE;
      }
    }
  g_return_val_if_reached (FALSE);
}

static gboolean
check_object (JsonObject  *object,
              const char  *what,
              const Field *fields,
              guint        n_fields,
              GError     **error)
{
  guint n_present = 0;
  g_autoptr(GList) members = json_object_get_members (object);

  for (guint i = 0; i < n_fields && fields[i].name != NULL; i++)
    {
      JsonNode *node = json_object_get_member (object, fields[i].name);

      if (node == NULL)
        {
          if (!fields[i].optional)
            return bad (error, "%s lacks the field “%s”", what, fields[i].name);
          continue;
        }
      n_present++;
      if (!check_field (node, &fields[i], error))
        return FALSE;
    }
  if (g_list_length (members) != n_present)
    for (GList *l = members; l != NULL; l = l->next)
      {
        gboolean known = FALSE;

        for (guint i = 0; i < n_fields && fields[i].name != NULL; i++)
          known = known || g_str_equal (fields[i].name, l->data);
        if (!known)
          {
            g_autofree char *shown = shown_text (l->data, 64);

            return bad (error, "%s has an unknown field “%s”", what, shown);
          }
      }
  return TRUE;
}

static JsonObject *
unknown_type (const char  *type,
              GError     **error)
{
  g_autofree char *shown = shown_text (type, 32);

  bad (error, "Unknown message type “%s”", shown);
  return NULL;
}

JsonObject *
parlour_net_message_parse (const char          *data,
                           gsize                length,
                           ParlourNetDirection  direction,
                           GError             **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) json_error = NULL;
  JsonNode *root;
  JsonObject *object;
  JsonNode *type_node;
  const char *type;
  ParlourNetMessageType kind;
  gsize limit = direction == PARLOUR_NET_TO_HOST ? PARLOUR_NET_MAX_TO_HOST
                                                 : PARLOUR_NET_MAX_TO_PEER;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length == 0 || length > limit)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_TOO_LARGE,
                   "A message of %" G_GSIZE_FORMAT " bytes: it must have 1 to %" G_GSIZE_FORMAT,
                   length, limit);
      return NULL;
    }
  if (!check_text (data, length, error))
    return NULL;
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &json_error))
    {
      bad (error, "The message is not JSON: %s", json_error->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      bad (error, "The message is not a JSON object");
      return NULL;
    }
  object = json_node_get_object (root);
  type_node = json_object_get_member (object, "type");
  if (type_node == NULL || !JSON_NODE_HOLDS_VALUE (type_node) ||
      json_node_get_value_type (type_node) != G_TYPE_STRING)
    {
      bad (error, "The message has no “type” string");
      return NULL;
    }
  type = json_node_get_string (type_node);
  /* a name the enum does not know, or one going the other way, is unknown */
  if (!parlour_net_message_type_from_string (type, &kind))
    return unknown_type (type, error);
  for (guint i = 0; i < G_N_ELEMENTS (schemas); i++)
    {
      const Schema *schema = &schemas[i];
      Field fields[G_N_ELEMENTS (schema->fields) + 1] = { { "type", FIELD_STRING, FALSE, 1, 32 } };
      g_autofree char *what = NULL;

      if (schema->direction != direction || schema->type != kind)
        continue;
      memcpy (fields + 1, schema->fields, sizeof schema->fields);
      what = g_strdup_printf ("A “%s” message", type);
      if (!check_object (object, what, fields, G_N_ELEMENTS (fields), error))
        return NULL;
      if (kind == PARLOUR_NET_MESSAGE_ACTION &&
          json_object_has_member (object, "move") == json_object_has_member (object, "square"))
        {
          bad (error, "An “action” message needs exactly one of “move” and “square”");
          return NULL;
        }
      return json_object_ref (object);
    }
  return unknown_type (type, error);
}

JsonObject *
parlour_net_message_new (ParlourNetMessageType type)
{
  JsonObject *message = json_object_new ();

  json_object_set_string_member (message, "type", parlour_net_message_type_to_string (type));
  return message;
}

char *
parlour_net_message_write (JsonObject *message,
                           gsize      *length)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (node, message);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, length);
}

const char *
parlour_net_message_get_type (JsonObject *message)
{
  return json_object_get_string_member (message, "type");
}

ParlourNetMessageType
parlour_net_message_get_kind (JsonObject *message)
{
  ParlourNetMessageType kind = PARLOUR_NET_MESSAGE_ERROR;

  if (!parlour_net_message_type_from_string (parlour_net_message_get_type (message), &kind))
    g_return_val_if_reached (PARLOUR_NET_MESSAGE_ERROR);
  return kind;
}

JsonArray *
parlour_net_seats_to_array (guint64 seats)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < PARLOUR_NET_MAX_SEATS; i++)
    if (seats & (G_GUINT64_CONSTANT (1) << i))
      json_array_add_int_element (array, i);
  return array;
}

guint64
parlour_net_seats_from_array (JsonArray *array)
{
  guint64 seats = 0;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gint64 seat = json_array_get_int_element (array, i);

      if (seat >= 0 && seat < PARLOUR_NET_MAX_SEATS)
        seats |= G_GUINT64_CONSTANT (1) << seat;
    }
  return seats;
}

char *
parlour_net_seats_to_string (guint64 seats)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < PARLOUR_NET_MAX_SEATS; i++)
    if (seats & (G_GUINT64_CONSTANT (1) << i))
      g_string_append_printf (text, "%s%u", text->len > 0 ? "," : "", i);
  return g_string_free (text, FALSE);
}
