/* parlour-net-json.c — a strict RFC 8259 check of a message's text before json-glib reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * json-glib's parser is lenient: it skips C comments, reads single-quoted
 * strings, hexadecimal numbers and more, and it recurses once per nesting
 * level. A check of the nesting that knew only double-quoted strings could be
 * fooled by a quote inside a comment into skipping any number of brackets, and
 * a frame of brackets then overflowed the reader's stack. So the text is
 * scanned here first, as RFC 8259 defines JSON and nothing more, without
 * recursion: whatever this scanner accepts is plain JSON whose nesting it has
 * counted, and json-glib reads plain JSON as the RFC says (docs/protocol.md,
 * "Messages").
 */
#include "config.h"

#include <string.h>

#include "parlour-net-json.h"
#include "parlour-net-message.h"

typedef struct {
  const char *data;
  gsize       length;
  gsize       pos;
  GError    **error;
} Scanner;

static gboolean
refuse (Scanner    *s,
        const char *what)
{
  g_set_error (s->error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
               "The message is not plain JSON: %s at byte %" G_GSIZE_FORMAT, what, s->pos);
  return FALSE;
}

static int
peek (Scanner *s)
{
  return s->pos < s->length ? (guchar) s->data[s->pos] : -1;
}

/* RFC 8259's whitespace: space, tab, line feed and carriage return, no more */
static void
skip_space (Scanner *s)
{
  while (s->pos < s->length && (s->data[s->pos] == ' ' || s->data[s->pos] == '\t' ||
                                s->data[s->pos] == '\n' || s->data[s->pos] == '\r'))
    s->pos++;
}

static gboolean
scan_string (Scanner *s)
{
  s->pos++;   /* the opening quote */
  for (;;)
    {
      int c = peek (s);

      if (c < 0)
        return refuse (s, "a string without its closing quote");
      if (c < 0x20)
        return refuse (s, "a control character in a string");
      s->pos++;
      if (c == '"')
        return TRUE;
      if (c != '\\')
        continue;
      c = peek (s);
      if (c == 'u')
        {
          s->pos++;
          for (int i = 0; i < 4; i++, s->pos++)
            if (!g_ascii_isxdigit (peek (s)))
              return refuse (s, "a \\u escape without four hex digits");
        }
      else if (c >= 0 && strchr ("\"\\/bfnrt", c) != NULL && c != '\0')
        s->pos++;
      else
        return refuse (s, "an unknown escape in a string");
    }
}

static gboolean
scan_digits (Scanner *s)
{
  gsize start = s->pos;

  while (g_ascii_isdigit (peek (s)))
    s->pos++;
  return s->pos > start;
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
scan_number (Scanner *s)
{
  if (peek (s) == '-')
    s->pos++;
  if (peek (s) == '0')
    {
      s->pos++;
      if (g_ascii_isdigit (peek (s)) || peek (s) == 'x' || peek (s) == 'X')
        return refuse (s, "a number with a leading zero or in hexadecimal");
    }
  else if (!scan_digits (s))
    return refuse (s, "a sign without a number");
  if (peek (s) == '.')
    {
      s->pos++;
      if (!scan_digits (s))
        return refuse (s, "a number without digits after its point");
    }
  if (peek (s) == 'e' || peek (s) == 'E')
    {
      s->pos++;
      if (peek (s) == '+' || peek (s) == '-')
        s->pos++;
      if (!scan_digits (s))
        return refuse (s, "a number without digits in its exponent");
    }
  return TRUE;
}

static gboolean
scan_word (Scanner    *s,
           const char *word)
{
  gsize n = strlen (word);

  if (s->length - s->pos < n || memcmp (s->data + s->pos, word, n) != 0)
    return refuse (s, "a word that is not true, false or null");
  s->pos += n;
  return TRUE;
}

/* A value that is not an object or an array. */
static gboolean
scan_scalar (Scanner *s)
{
  int c = peek (s);

  if (c == '"')
    return scan_string (s);
  if (c == '-' || g_ascii_isdigit (c))
    return scan_number (s);
  if (c == 't')
    return scan_word (s, "true");
  if (c == 'f')
    return scan_word (s, "false");
  if (c == 'n')
    return scan_word (s, "null");
  if (c == '/')
    return refuse (s, "a comment");
  if (c == '\'')
    return refuse (s, "a single-quoted string");
  if (c < 0)
    return refuse (s, "the end of the text where a value is due");
  return refuse (s, "a character that begins no JSON value");
}

gboolean
parlour_net_json_check (const char *data,
                        gsize       length,
                        guint       max_depth,
                        GError    **error)
{
  /* the open containers, '{' or '[', innermost last */
  char open[PARLOUR_NET_JSON_MAX_DEPTH];
  guint depth = 0;
  Scanner s = { data, length, 0, error };

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (max_depth <= PARLOUR_NET_JSON_MAX_DEPTH, FALSE);

  /* Each turn reads one value; a container's opening bracket is a value whose
   * members the following turns read, with the commas, colons and closing
   * brackets between them. */
  for (;;)
    {
      int c;

      skip_space (&s);
      c = peek (&s);
      if (depth > 0 && open[depth - 1] == '{')
        {
          /* a member's name and colon come before its value */
          if (c != '"')
            return refuse (&s, "an object member without a double-quoted name");
          if (!scan_string (&s))
            return FALSE;
          skip_space (&s);
          if (peek (&s) != ':')
            return refuse (&s, "a member name without a colon");
          s.pos++;
          skip_space (&s);
          c = peek (&s);
        }
      if (c == '{' || c == '[')
        {
          if (depth >= max_depth)
            return refuse (&s, "nesting deeper than the protocol allows");
          open[depth++] = c;
          s.pos++;
          skip_space (&s);
          if (peek (&s) != (c == '{' ? '}' : ']'))
            continue;
          /* an empty container: closed at once, as a value */
          depth--;
          s.pos++;
        }
      else if (!scan_scalar (&s))
        return FALSE;

      /* after a value: a comma and the next member, or closing brackets */
      for (;;)
        {
          skip_space (&s);
          if (depth == 0)
            {
              if (s.pos != s.length)
                return refuse (&s, "more text after the message");
              return TRUE;
            }
          c = peek (&s);
          if (c == ',')
            {
              s.pos++;
              break;
            }
          if (c != (open[depth - 1] == '{' ? '}' : ']'))
            return refuse (&s, open[depth - 1] == '{' ? "an object not closed by “}”"
                                                      : "an array not closed by “]”");
          s.pos++;
          depth--;
        }
    }
}
