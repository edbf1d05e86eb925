/* fuzz-netmsg.c — the network protocol's message parser (docs/fuzzing.md, docs/protocol.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte whose lowest bit picks the direction (0: to the host, 1: to
 * a peer), then the message as it would arrive in a frame. A refused message
 * must come with an error of the parser's domain; an accepted one must have a
 * type, write as JSON that the parser accepts again, and write the same text
 * the second time.
 */
#include <string.h>

#include "fuzz-common.h"
#include "parlour-net-message.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(JsonObject) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  ParlourNetDirection direction;
  gsize length = 0, length_again = 0;

  /* frames to the host are at most 16 KiB; larger inputs find nothing new */
  if (size < 1 || size > PARLOUR_NET_MAX_TO_HOST + 1)
    return -1;
  direction = (data[0] & 1) ? PARLOUR_NET_TO_PEER : PARLOUR_NET_TO_HOST;
  message = parlour_net_message_parse ((const char *) data + 1, size - 1, direction, &error);
  FUZZ_CHECK ((message == NULL) == (error != NULL), "parse returned %p with error %s",
              (void *) message, error ? error->message : "(none)");
  if (message == NULL)
    {
      FUZZ_CHECK (error->domain == PARLOUR_NET_ERROR, "an error of another domain: %s",
                  error->message);
      /* the host sends the error message back to the peer, so it must be UTF-8 */
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL), "an error message is not UTF-8");
      return 0;
    }
  FUZZ_CHECK (parlour_net_message_get_type (message) != NULL, "an accepted message has no type");
  text = parlour_net_message_write (message, &length);
  again = parlour_net_message_parse (text, length, direction, &error);
  FUZZ_CHECK (again != NULL, "a written message is refused: %s (%s)",
              error ? error->message : "?", text);
  text_again = parlour_net_message_write (again, &length_again);
  FUZZ_CHECK (length == length_again && memcmp (text, text_again, length) == 0,
              "written twice, a message differs: %s / %s", text, text_again);
  return 0;
}
