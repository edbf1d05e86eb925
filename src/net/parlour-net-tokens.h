/* parlour-net-tokens.h — the resume tokens a peer keeps, per game it joined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md, "Joining: the code never travels": a peer that joined
 * gets an id and a token, with which it comes back to its seats without the
 * code. Parlour keeps them on disk per game (the host's address and its join
 * code), so that a window that lost its connection, or a Parlour started
 * again, rejoins in its seats rather than being told every seat is taken.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* the most games whose tokens are kept; the oldest goes first */
#define PARLOUR_NET_TOKENS_MAX 32

/* g_get_user_data_dir()/parlour/network-tokens.ini */
char     *parlour_net_tokens_get_path (void);
/* The peer id and token kept for the game at @address with join code @code
 * in the file at @path; FALSE (and nothing set) if there are none. */
gboolean  parlour_net_tokens_lookup   (const char  *path,
                                       const char  *address,
                                       const char  *code,
                                       char       **peer,
                                       char       **token);
/* Keeps @peer and @token for that game, replacing what was kept for it; the
 * file is readable by its owner only. */
gboolean  parlour_net_tokens_remember (const char  *path,
                                       const char  *address,
                                       const char  *code,
                                       const char  *peer,
                                       const char  *token,
                                       GError     **error);
/* Drops what is kept for that game (the host no longer knows the token). */
void      parlour_net_tokens_forget   (const char  *path,
                                       const char  *address,
                                       const char  *code);

G_END_DECLS
