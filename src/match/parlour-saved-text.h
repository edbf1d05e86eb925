/* parlour-saved-text.h — GVariant text files (the match file, the autosave) read with
 * errors that name a line and column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Parses @length bytes of @text (GVariant's text form, NUL after them) as
 * @type. GVariant's own errors start with byte offsets ("1045-1049:"); here
 * the error says "line 12, column 7: " instead, counting characters from 1. */
GVariant *parlour_saved_text_parse (const char         *text,
                                    gsize               length,
                                    const GVariantType *type,
                                    GError            **error);

G_END_DECLS
