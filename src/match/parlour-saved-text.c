/* parlour-saved-text.c — GVariant text files read with errors that name a line and column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * g_variant_parse() reports where it stopped as byte offsets from the start of
 * the text, "START-END:" or "START:" (a second range after a comma for some
 * errors) before its message. Nobody can find byte 104562 of a file in an
 * editor, so the offsets become the line and column of START. An offset
 * beyond the text (GVariant reports some errors at the end) is the end.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-saved-text.h"

/* The line and column (from 1, in characters) of byte @offset of @text. */
static void
locate (const char *text,
        gsize       length,
        gsize       offset,
        guint      *line,
        guint      *column)
{
  const char *end = text + MIN (offset, length);

  *line = 1;
  *column = 1;
  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else
        (*column)++;
    }
}

/* Splits GVariant's "START[-END][,START-END]:message" into START and the
 * message; FALSE if the message does not start so. */
static gboolean
split_offsets (const char  *message,
               guint64     *start,
               const char **rest)
{
  const char *colon = strchr (message, ':');
  const char *p = message;
  char *number_end = NULL;

  if (colon == NULL || !g_ascii_isdigit (*p))
    return FALSE;
  *start = g_ascii_strtoull (p, &number_end, 10);
  for (p = number_end; p < colon; p++)
    if (!g_ascii_isdigit (*p) && *p != '-' && *p != ',')
      return FALSE;
  *rest = colon + 1;
  return TRUE;
}

GVariant *
parlour_saved_text_parse (const char         *text,
                          gsize               length,
                          const GVariantType *type,
                          GError            **error)
{
  g_autoptr(GError) local = NULL;
  GVariant *value;
  const char *message;
  guint64 start;
  guint line, column;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  value = g_variant_parse (type, text, text + length, NULL, &local);
  if (value != NULL)
    return value;
  if (!split_offsets (local->message, &start, &message))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  locate (text, length, start, &line, &column);
  g_set_error (error, local->domain, local->code,
               /* Translators: where a saved file (a Chess Bingo match, the
                * autosave) stops making sense, then GLib's message */
               _("line %u, column %u: %s"), line, column, message);
  return NULL;
}
