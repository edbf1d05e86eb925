/* parlour-net-auth.h — join codes, nonces, tokens and the proofs made from them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md, "Joining: the code never travels".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* 10 characters of 32: 2^50 codes, shown as two groups of 5 ("K7M2Q-XA4CD") */
#define PARLOUR_NET_CODE_LENGTH 10
#define PARLOUR_NET_CODE_GROUP  5

/* @n_bytes random bytes from the system's secure generator, as 2 * @n_bytes hex digits */
char     *parlour_net_random_hex   (gsize       n_bytes);
/* a new join code: PARLOUR_NET_CODE_LENGTH characters people can read out */
char     *parlour_net_new_code     (void);
/* @code in upper case without spaces or dashes, or NULL if it is not a join code */
char     *parlour_net_normalize_code (const char *code);
/* a normalized @code as people read it: its groups joined by a dash */
char     *parlour_net_format_code  (const char *code);
/* The characters of @code that no join code has (a code leaves out 0, O, 1
 * and I), each once and in upper case, in the order they first come; spaces
 * and dashes, which parlour_net_normalize_code() skips, are not counted. NULL
 * if there are none. */
char     *parlour_net_code_foreign_chars (const char *code);
/* hex (HMAC-SHA256 (@key, @purpose + @nonce)); @purpose "parlour-join:" or "parlour-resume:" */
char     *parlour_net_proof        (const char *key,
                                    const char *purpose,
                                    const char *nonce);
/* compares two proofs in time that does not depend on where they differ */
gboolean  parlour_net_proof_equal  (const char *a,
                                    const char *b);

#define PARLOUR_NET_JOIN_PURPOSE   "parlour-join:"
#define PARLOUR_NET_RESUME_PURPOSE "parlour-resume:"

G_END_DECLS
