/* parlour-net-auth.c — join codes, nonces, tokens and the proofs made from them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nonces, tokens and codes come from getrandom(), not GRand: a GRand's output
 * can be predicted from what it produced before, and a nonce or token that can
 * be predicted protects nothing.
 */
#include "config.h"

#include <string.h>
#include <sys/random.h>

#include "parlour-net-auth.h"

/* no 0/O, 1/I: a code is read out across a room */
static const char code_alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

static void
random_bytes (guint8 *buffer,
              gsize   n)
{
  gsize done = 0;

  while (done < n)
    {
      gssize got = getrandom (buffer + done, n - done, 0);

      /* Only an interrupted call fails on Linux with a buffer this small;
       * without a secure generator there is no safe way on. */
      if (got < 0)
        continue;
      done += got;
    }
}

char *
parlour_net_random_hex (gsize n_bytes)
{
  g_autofree guint8 *bytes = g_malloc (n_bytes);
  char *hex = g_malloc (2 * n_bytes + 1);

  random_bytes (bytes, n_bytes);
  for (gsize i = 0; i < n_bytes; i++)
    {
      hex[2 * i] = "0123456789abcdef"[bytes[i] >> 4];
      hex[2 * i + 1] = "0123456789abcdef"[bytes[i] & 15];
    }
  hex[2 * n_bytes] = '\0';
  return hex;
}

char *
parlour_net_new_code (void)
{
  guint8 bytes[PARLOUR_NET_CODE_LENGTH];
  char *code = g_malloc (PARLOUR_NET_CODE_LENGTH + 1);

  random_bytes (bytes, sizeof bytes);
  /* 256 is a multiple of the alphabet's 32 letters, so every letter is as likely */
  G_STATIC_ASSERT (sizeof code_alphabet - 1 == 32);
  for (guint i = 0; i < PARLOUR_NET_CODE_LENGTH; i++)
    code[i] = code_alphabet[bytes[i] % 32];
  code[PARLOUR_NET_CODE_LENGTH] = '\0';
  return code;
}

char *
parlour_net_normalize_code (const char *code)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (code != NULL, NULL);

  for (const char *p = code; *p != '\0'; p++)
    {
      char c = g_ascii_toupper (*p);

      if (*p == ' ' || *p == '-')
        continue;
      if (strchr (code_alphabet, c) == NULL || out->len >= PARLOUR_NET_CODE_LENGTH)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append_c (out, c);
    }
  if (out->len != PARLOUR_NET_CODE_LENGTH)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

char *
parlour_net_format_code (const char *code)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (code != NULL, NULL);

  for (gsize i = 0; code[i] != '\0'; i++)
    {
      if (i > 0 && i % PARLOUR_NET_CODE_GROUP == 0)
        g_string_append_c (out, '-');
      g_string_append_c (out, code[i]);
    }
  return g_string_free (out, FALSE);
}

char *
parlour_net_code_foreign_chars (const char *code)
{
  GString *out;

  g_return_val_if_fail (code != NULL && g_utf8_validate (code, -1, NULL), NULL);

  out = g_string_new (NULL);
  for (const char *p = code; *p != '\0'; p = g_utf8_next_char (p))
    {
      g_autofree char *c = g_utf8_strup (p, g_utf8_next_char (p) - p);

      if (*p == ' ' || *p == '-' || (c[1] == '\0' && strchr (code_alphabet, c[0]) != NULL))
        continue;
      if (strstr (out->str, c) == NULL)
        g_string_append (out, c);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

char *
parlour_net_proof (const char *key,
                   const char *purpose,
                   const char *nonce)
{
  g_autoptr(GHmac) hmac = NULL;

  g_return_val_if_fail (key != NULL && purpose != NULL && nonce != NULL, NULL);

  hmac = g_hmac_new (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key));
  g_hmac_update (hmac, (const guchar *) purpose, strlen (purpose));
  g_hmac_update (hmac, (const guchar *) nonce, strlen (nonce));
  return g_strdup (g_hmac_get_string (hmac));
}

gboolean
parlour_net_proof_equal (const char *a,
                         const char *b)
{
  gsize n;
  guint8 diff;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  n = strlen (a);
  diff = n != strlen (b);

  for (gsize i = 0; i < n && i < strlen (b); i++)
    diff |= (guint8) (a[i] ^ b[i]);
  return diff == 0;
}
