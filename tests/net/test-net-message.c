/* test-net-message.c — the protocol's parser takes plain JSON only (docs/protocol.md, "Messages")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * json-glib reads comments, single-quoted strings, hexadecimal numbers and
 * other extensions; the protocol's parser must refuse them all, and must
 * count nesting on what json-glib would read, so that no text can make the
 * JSON parser recurse deep (a frame of brackets hidden from a check behind a
 * quote in a comment overflowed the stack of every peer).
 */
#include "config.h"

#include <string.h>

#include "parlour-net-json.h"
#include "parlour-net-message.h"

static void
assert_refused (const char          *text,
                gsize                length,
                ParlourNetDirection  direction)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;

  message = parlour_net_message_parse (text, length, direction, &error);
  if (message != NULL)
    g_error ("accepted: %.*s", (int) MIN (length, 200), text);
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
assert_accepted (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;

  message = parlour_net_message_parse (text, strlen (text), PARLOUR_NET_TO_HOST, &error);
  g_assert_no_error (error);
  g_assert_nonnull (message);
}

/* Messages that the schema would take if json-glib's reading of them counted. */
static void
test_not_plain (void)
{
  const char *refused[] = {
    "{\"type\":\"ping\",/* a comment */\"id\":1}",
    "{\"type\":\"ping\",\"id\":1}// a comment",
    "{\"type\":\"ping\",\"id\":1}# a comment",
    "{'type':'ping','id':1}",
    "{\"type\":'ping',\"id\":1}",
    "{\"type\":\"ping\",\"id\":0x10}",
    "{\"type\":\"ping\",\"id\":010}",
    "{\"type\":\"ping\",\"id\":+1}",
    "{\"type\":\"ping\",\"id\":1,}",
    "{\"type\":\"ping\",\"id\":1}{\"type\":\"ping\",\"id\":2}",
    "{\"type\":\"ping\",\"id\":1} x",
    "{type:\"ping\",\"id\":1}",
    "{\"type\":\"ping\" \"id\":1}",
    "{\"type\":\"ping\",\"id\":1",
    "{\"type\":\"chat\",\"text\":\"a\tb\"}",
    "{\"type\":\"chat\",\"text\":\"\\x41\"}",
    "{\"type\":\"chat\",\"text\":\"\\u00\"}",
    "{\"type\":\"chat\",\"text\":\"a\"\"b\"}",
    "{\"type\":\"pause\",\"paused\":True}",
    "{\"type\":\"pause\",\"paused\":tru}",
    "\xef\xbb\xbf{\"type\":\"ping\",\"id\":1}",
    "{\"type\":\"ping\",\"id\":1}\f",
    "{\"type\":\"ping\",\"id\":-}",
    "{\"type\":\"ping\",\"id\":1.}",
    "{\"type\":\"ping\",\"id\":1e}",
    " ",
  };
  const char *accepted[] = {
    "{\"type\":\"ping\",\"id\":1}",
    " \t\r\n{ \"type\" : \"ping\" , \"id\" : 0 } \n",
    "{\"type\":\"chat\",\"text\":\"\\\" /* \\\\ \\/ \\u00e9\"}",
    ("{\"type\":\"join\",\"protocol\":1,\"proof\":\"0000000000000000000000000000000000000000"
     "000000000000000000000000\",\"seats\":[],\"spectator\":true}"),
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("%s", refused[i]);
      assert_refused (refused[i], strlen (refused[i]), PARLOUR_NET_TO_HOST);
    }
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    assert_accepted (accepted[i]);
}

/* A quote in a comment hid the brackets after it from the nesting check;
 * json-glib then recursed once per bracket. This is the first frame a
 * hostile host sends: 100 KB, well within a state's 4 MiB. */
static void
test_hidden_nesting (void)
{
  const gsize n = 100000;
  GString *text = g_string_new ("/*\"*/");
  g_autofree char *frame = NULL;
  gsize length;

  for (gsize i = 0; i < n; i++)
    g_string_append_c (text, '[');
  for (gsize i = 0; i < n; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "/*\"*/");
  length = text->len;
  frame = g_string_free (text, FALSE);
  assert_refused (frame, length, PARLOUR_NET_TO_PEER);
  assert_refused (frame, MIN (length, PARLOUR_NET_MAX_TO_HOST), PARLOUR_NET_TO_HOST);
  /* the same with a single-quoted string instead of a comment */
  g_clear_pointer (&frame, g_free);
  text = g_string_new ("['\"',");
  for (gsize i = 0; i < n; i++)
    g_string_append_c (text, '[');
  for (gsize i = 0; i <= n; i++)
    g_string_append_c (text, ']');
  length = text->len;
  frame = g_string_free (text, FALSE);
  assert_refused (frame, length, PARLOUR_NET_TO_PEER);
}

/* The scanner counts the nesting that json-glib would recurse into, whatever
 * surrounds it, and takes what RFC 8259 allows. */
static void
test_depth (void)
{
  g_autoptr(GError) error = NULL;
  const char *four = "{\"a\":[{\"b\":[]}]}";
  const char *five = "{\"a\":[{\"b\":[[]]}]}";
  const char *in_string = "{\"a\":\"[[[[[[[[[[[[\\\"[[[[[[\"}";

  g_assert_true (parlour_net_json_check (four, strlen (four), 4, &error));
  g_assert_no_error (error);
  g_assert_false (parlour_net_json_check (five, strlen (five), 4, &error));
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE);
  g_clear_error (&error);
  g_assert_true (parlour_net_json_check (in_string, strlen (in_string), 1, &error));
  g_assert_no_error (error);
  g_assert_true (parlour_net_json_check ("-0.5e+10", 8, 0, &error));
  g_assert_true (parlour_net_json_check ("[null,true,false,\"\",{}]", 23, 2, &error));
  g_assert_no_error (error);
}

/* The message types are a GEnum whose nicks are the wire strings: every
 * type's string parses back to it, a message written from the enum carries
 * the string docs/protocol.md names, and names that only look like one (the
 * enum's own C name, another case, a type going the other way) stay unknown. */
static void
test_type_enum (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (PARLOUR_TYPE_NET_MESSAGE_TYPE);
  g_autoptr(JsonObject) resign = parlour_net_message_new (PARLOUR_NET_MESSAGE_RESIGN);
  g_autoptr(JsonObject) draw = parlour_net_message_new (PARLOUR_NET_MESSAGE_DRAW_OFFER);
  const char *unknown[] = {
    "{\"type\":\"draw_offer\",\"seat\":0}",
    "{\"type\":\"PARLOUR_NET_MESSAGE_RESIGN\",\"seat\":0}",
    "{\"type\":\"Resign\",\"seat\":0}",
    "{\"type\":\"welcome\",\"peer\":\"00\"}",
    "{\"type\":\"\",\"seat\":0}",
  };

  g_assert_cmpuint (klass->n_values, ==, 15);
  for (guint i = 0; i < klass->n_values; i++)
    {
      ParlourNetMessageType type = G_MAXINT;

      g_assert_true (parlour_net_message_type_from_string (klass->values[i].value_nick, &type));
      g_assert_cmpint (type, ==, klass->values[i].value);
      g_assert_cmpstr (parlour_net_message_type_to_string (type), ==,
                       klass->values[i].value_nick);
    }
  g_assert_cmpstr (parlour_net_message_get_type (resign), ==, "resign");
  g_assert_cmpstr (parlour_net_message_get_type (draw), ==, "draw-offer");
  g_assert_cmpstr (parlour_net_message_type_to_string (PARLOUR_NET_MESSAGE_AWARD_TIME), ==,
                   "award-time");
  assert_accepted ("{\"type\":\"draw-accept\",\"seat\":3}");
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) message = NULL;

      message = parlour_net_message_parse (unknown[i], strlen (unknown[i]),
                                           PARLOUR_NET_TO_HOST, &error);
      g_assert_null (message);
      g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE);
      g_assert_nonnull (strstr (error->message, "Unknown message type"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-message/not-plain", test_not_plain);
  g_test_add_func ("/net-message/hidden-nesting", test_hidden_nesting);
  g_test_add_func ("/net-message/depth", test_depth);
  g_test_add_func ("/net-message/type-enum", test_type_enum);
  return g_test_run ();
}
