/* parlour-net-json.h — a strict RFC 8259 check of a message's text before json-glib reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* the deepest nesting parlour_net_json_check() can be asked to allow */
#define PARLOUR_NET_JSON_MAX_DEPTH 16

/* TRUE if @length bytes of @data are exactly one JSON value as RFC 8259
 * defines it (no comments, single quotes, hexadecimal or other extensions,
 * nothing after the value but whitespace), nested at most @max_depth objects
 * and arrays deep. Else FALSE with PARLOUR_NET_ERROR_BAD_MESSAGE naming what
 * is wrong and at which byte. The text's UTF-8 is not checked here. Runs
 * without recursion, in time linear in @length. */
gboolean parlour_net_json_check (const char *data,
                                 gsize       length,
                                 guint       max_depth,
                                 GError    **error);

G_END_DECLS
