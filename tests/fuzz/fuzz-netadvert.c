/* fuzz-netadvert.c — the DNS-SD record of a game on the network (docs/fuzzing.md,
 * docs/protocol.md "Discovery")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte N, then N bytes of service name (fewer if the input ends),
 * then the TXT record's wire form as it arrives from the network. A refused
 * record must come with an error of the protocol's domain; an accepted one
 * must be written in a form that reads back as the same advert.
 */
#include "fuzz-common.h"
#include "parlour-net-advert.h"
#include "parlour-net-message.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourNetAdvert) advert = NULL;
  g_autoptr(ParlourNetAdvert) again = NULL;
  g_autoptr(GBytes) rdata = NULL;
  g_autofree char *name = NULL;
  const guint8 *written;
  gsize name_length, length;

  /* a record is at most a few kilobytes (a DNS message) */
  if (size < 1 || size > 9000)
    return -1;
  name_length = MIN (data[0], size - 1);
  name = g_strndup ((const char *) data + 1, name_length);
  advert = parlour_net_advert_new_from_rdata (name, data + 1 + name_length,
                                              size - 1 - name_length, &error);
  FUZZ_CHECK ((advert == NULL) == (error != NULL), "parse returned %p with error %s",
              (void *) advert, error ? error->message : "(none)");
  if (advert == NULL)
    {
      FUZZ_CHECK (error->domain == PARLOUR_NET_ERROR, "an error of another domain: %s",
                  error->message);
      return 0;
    }
  rdata = parlour_net_advert_to_rdata (advert);
  written = g_bytes_get_data (rdata, &length);
  again = parlour_net_advert_new_from_rdata (parlour_net_advert_get_name (advert), written,
                                             length, &error);
  FUZZ_CHECK (again != NULL, "a written record is refused: %s", error ? error->message : "?");
  FUZZ_CHECK (parlour_net_advert_equal (advert, again), "a written record reads back otherwise");
  return 0;
}
