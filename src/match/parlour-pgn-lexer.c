/* parlour-pgn-lexer.c — the PGN tokenizer: tokens with their line and column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tokens are those of the PGN standard (section 7): symbols, strings,
 * periods, "*", brackets, parentheses and NAGs. Comments and escape lines are
 * skipped here, so the reader never sees them. The text must be valid UTF-8;
 * columns count characters, so an error points at the character a text editor
 * shows at that column.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-pgn-private.h"
#include "parlour-notation.h"

#include <string.h>

/* Symbols longer than this are not moves, tag names or results of any kind. */
#define MAX_SYMBOL 255

G_DEFINE_QUARK (parlour-pgn-error-quark, parlour_pgn_error)

void
parlour_pgn_set_error (GError    **error,
                       int         code,
                       guint       line,
                       guint       column,
                       const char *format,
                       ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (error == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PARLOUR_PGN_ERROR, code, _("line %u, column %u: %s"), line, column, message);
}

const char *
parlour_pgn_utf8 (const char *text,
                  char      **converted,
                  GError    **error)
{
  if (g_utf8_validate (text, -1, NULL))
    return text;
  *converted = g_convert (text, -1, "UTF-8", "ISO-8859-1", NULL, NULL, NULL);
  if (*converted == NULL)
    parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, 1, 1,
                           _("the text is neither UTF-8 nor Latin-1"));
  return *converted;
}

void
parlour_pgn_lexer_init (ParlourPgnLexer *lexer,
                        const char      *text)
{
  lexer->text = text;
  lexer->p = text;
  lexer->line = 1;
  lexer->column = 1;
  /* a byte order mark is not part of the text */
  if (strncmp (text, "\xef\xbb\xbf", 3) == 0)
    lexer->p += 3;
}

void
parlour_pgn_token_clear (ParlourPgnToken *token)
{
  g_clear_pointer (&token->value, g_free);
  token->type = PARLOUR_PGN_TOKEN_EOF;
  token->start = NULL;
  token->len = 0;
}

/* Steps over one byte, keeping the line and column of the next character. */
static inline void
advance (ParlourPgnLexer *lexer)
{
  char c = *lexer->p++;

  if (c == '\n')
    {
      lexer->line++;
      lexer->column = 1;
    }
  else if (((guchar) *lexer->p & 0xc0) != 0x80)
    lexer->column++;
}

static gboolean
is_symbol_start (char c)
{
  return g_ascii_isalnum (c) || c == '@' || c == '-';
}

static gboolean
is_symbol_char (char c)
{
  return g_ascii_isalnum (c) || (c != '\0' && strchr ("_+#=:-/@~", c) != NULL);
}

/* A word of movetext that runs into a non-ASCII character: named whole, with the
 * word it is in. Word processors turn "O-O" into "O–O" (an en dash), so a dash
 * gets a hint. Always FALSE with @error set. */
static gboolean
non_ascii_in_symbol (ParlourPgnLexer *lexer,
                     ParlourPgnToken *token,
                     GError         **error)
{
  const char *end = lexer->p;

  while (*end != '\0' && !g_ascii_isspace (*end) && end - token->start < 24)
    end = g_utf8_next_char (end);
  parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, lexer->line, lexer->column,
                         _("unexpected character “%.*s” in “%.*s”%s"),
                         (int) (g_utf8_next_char (lexer->p) - lexer->p), lexer->p,
                         (int) (end - token->start), token->start,
                         parlour_dash_hint (g_utf8_get_char (lexer->p)));
  return FALSE;
}

gint64
parlour_pgn_parse_clock_command (const char *text,
                                 gsize       len)
{
  static const char command[] = "[%clk";
  const char *end = text + len;
  const char *p;
  guint64 parts[3] = { 0 };
  guint n = 0;
  gint64 us;

  for (p = text; p + sizeof command - 1 <= end; p++)
    if (memcmp (p, command, sizeof command - 1) == 0)
      break;
  if (p + sizeof command - 1 > end)
    return -1;
  p += sizeof command - 1;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;

  /* H:MM:SS, or M:SS; each part at most 9 digits */
  for (;;)
    {
      guint digits = 0;

      if (n == G_N_ELEMENTS (parts))
        return -1;
      while (p < end && g_ascii_isdigit (*p) && digits < 9)
        {
          parts[n] = parts[n] * 10 + (guint64) (*p - '0');
          p++;
          digits++;
        }
      if (digits == 0 || (p < end && g_ascii_isdigit (*p)))
        return -1;
      n++;
      if (p < end && *p == ':')
        p++;
      else
        break;
    }
  if (n < 2 || parts[n - 1] >= 60 || (n == 3 && parts[1] >= 60) || parts[0] > 100000)
    return -1;
  us = (gint64) (n == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2]
                        : parts[0] * 60 + parts[1]) * G_USEC_PER_SEC;
  if (p < end && *p == '.')
    {
      gint64 scale = G_USEC_PER_SEC / 10;

      p++;
      if (p >= end || !g_ascii_isdigit (*p))
        return -1;
      for (; p < end && g_ascii_isdigit (*p); p++, scale /= 10)
        us += (*p - '0') * scale;
    }
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p >= end || *p != ']')
    return -1;
  return us;
}

/* Skips white space, comments and escape lines; FALSE on an unterminated comment.
 * A "[%clk …]" reading in a comment goes to @clock_us, a comment that is a
 * number of seconds to @seconds_us. */
gint64
parlour_pgn_parse_seconds_comment (const char *text,
                                   gsize       len)
{
  const char *p = text, *end = text + len;
  gint64 us = 0, scale = G_USEC_PER_SEC;
  guint digits = 0;

  while (p < end && g_ascii_isspace (*p))
    p++;
  while (end > p && g_ascii_isspace (end[-1]))
    end--;
  for (; p < end && g_ascii_isdigit (*p); p++)
    {
      /* a week of seconds is more than any clock holds */
      if (++digits > 7)
        return -1;
      us = us * 10 + (*p - '0') * G_USEC_PER_SEC;
    }
  if (digits == 0)
    return -1;
  if (p < end && *p == '.')
    for (p++; p < end && g_ascii_isdigit (*p); p++)
      {
        scale /= 10;
        if (scale == 0)
          return -1;
        us += (*p - '0') * scale;
      }
  return p == end ? us : -1;
}

static gboolean
skip_space (ParlourPgnLexer *lexer,
            gint64          *clock_us,
            gint64          *seconds_us,
            GError         **error)
{
  for (;;)
    {
      char c = *lexer->p;

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')
        advance (lexer);
      else if (c == ';' || (c == '%' && lexer->column == 1))
        {
          while (*lexer->p != '\0' && *lexer->p != '\n')
            advance (lexer);
        }
      else if (c == '{')
        {
          guint line = lexer->line, column = lexer->column;
          const char *start = lexer->p + 1;
          gint64 clock;

          while (*lexer->p != '\0' && *lexer->p != '}')
            advance (lexer);
          if (*lexer->p == '\0')
            {
              parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, line, column,
                                     _("unterminated comment: expected “}” before the end "
                                     "of the text"));
              return FALSE;
            }
          clock = parlour_pgn_parse_clock_command (start, (gsize) (lexer->p - start));
          if (clock >= 0)
            *clock_us = clock;
          clock = parlour_pgn_parse_seconds_comment (start, (gsize) (lexer->p - start));
          if (clock >= 0)
            *seconds_us = clock;
          advance (lexer);
        }
      else
        return TRUE;
    }
}

static gboolean
read_string (ParlourPgnLexer *lexer,
             ParlourPgnToken *token,
             GError         **error)
{
  GString *value = g_string_new (NULL);

  advance (lexer);   /* the opening quote */
  for (;;)
    {
      char c = *lexer->p;

      if (c == '\0' || c == '\n' || c == '\r')
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, token->line, token->column,
                                 _("unterminated string: expected a closing “\"” before the "
                                 "end of the line"));
          g_string_free (value, TRUE);
          return FALSE;
        }
      advance (lexer);
      if (c == '"')
        break;
      if (c == '\\' && (*lexer->p == '"' || *lexer->p == '\\'))
        {
          c = *lexer->p;
          advance (lexer);
        }
      g_string_append_c (value, c);
    }
  token->type = PARLOUR_PGN_TOKEN_STRING;
  token->value = g_string_free (value, FALSE);
  return TRUE;
}

/**
 * parlour_pgn_lexer_next:
 * @lexer: a tokenizer
 * @token: where the next token goes; what it held before is freed
 * @error: return location for a %PARLOUR_PGN_ERROR
 *
 * Returns: %TRUE with the next token (%PARLOUR_PGN_TOKEN_EOF at the end), or
 *   %FALSE with @error naming the line and column of the bad text
 */
gboolean
parlour_pgn_lexer_next (ParlourPgnLexer *lexer,
                        ParlourPgnToken *token,
                        GError         **error)
{
  char c;

  parlour_pgn_token_clear (token);
  token->clock_us = -1;
  token->seconds_us = -1;
  if (!skip_space (lexer, &token->clock_us, &token->seconds_us, error))
    return FALSE;

  token->start = lexer->p;
  token->line = lexer->line;
  token->column = lexer->column;
  c = *lexer->p;
  switch (c)
    {
    case '\0':
      token->type = PARLOUR_PGN_TOKEN_EOF;
      return TRUE;
    case '"':
      if (!read_string (lexer, token, error))
        return FALSE;
      break;
    case '[': token->type = PARLOUR_PGN_TOKEN_LBRACKET; advance (lexer); break;
    case ']': token->type = PARLOUR_PGN_TOKEN_RBRACKET; advance (lexer); break;
    case '(': token->type = PARLOUR_PGN_TOKEN_LPAREN; advance (lexer); break;
    case ')': token->type = PARLOUR_PGN_TOKEN_RPAREN; advance (lexer); break;
    case '.': token->type = PARLOUR_PGN_TOKEN_PERIOD; advance (lexer); break;
    case '*': token->type = PARLOUR_PGN_TOKEN_ASTERISK; advance (lexer); break;
    case '$':
      advance (lexer);
      if (!g_ascii_isdigit (*lexer->p))
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, token->line, token->column,
                                 _("expected a number after “$” (a NAG such as “$1”)"));
          return FALSE;
        }
      while (g_ascii_isdigit (*lexer->p))
        advance (lexer);
      token->type = PARLOUR_PGN_TOKEN_NAG;
      break;
    case '!':
    case '?':
      while (*lexer->p == '!' || *lexer->p == '?')
        advance (lexer);
      token->type = PARLOUR_PGN_TOKEN_NAG;
      break;
    default:
      if (!is_symbol_start (c))
        {
          const char *end = g_utf8_next_char (lexer->p);
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, token->line, token->column,
                                 _("unexpected character “%.*s”"), (int) (end - lexer->p),
                                 lexer->p);
          return FALSE;
        }
      while (is_symbol_char (*lexer->p))
        advance (lexer);
      if ((guchar) *lexer->p >= 0x80 && !non_ascii_in_symbol (lexer, token, error))
        return FALSE;
      if (lexer->p - token->start > MAX_SYMBOL)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, token->line, token->column,
                                 _("a word of %u characters, too long for a move or a tag name"),
                                 (guint) (lexer->p - token->start));
          return FALSE;
        }
      token->type = PARLOUR_PGN_TOKEN_SYMBOL;
      token->value = g_strndup (token->start, lexer->p - token->start);
      break;
    }
  token->len = lexer->p - token->start;
  return TRUE;
}

/**
 * parlour_pgn_token_describe:
 * @token: a token
 *
 * Returns: (transfer full): the token as an error message names it
 */
char *
parlour_pgn_token_describe (const ParlourPgnToken *token)
{
  switch (token->type)
    {
    case PARLOUR_PGN_TOKEN_EOF:
      return g_strdup ("the end of the text");
    case PARLOUR_PGN_TOKEN_STRING:
      return g_strdup ("a string");
    case PARLOUR_PGN_TOKEN_SYMBOL:
    case PARLOUR_PGN_TOKEN_PERIOD:
    case PARLOUR_PGN_TOKEN_ASTERISK:
    case PARLOUR_PGN_TOKEN_LBRACKET:
    case PARLOUR_PGN_TOKEN_RBRACKET:
    case PARLOUR_PGN_TOKEN_LPAREN:
    case PARLOUR_PGN_TOKEN_RPAREN:
    case PARLOUR_PGN_TOKEN_NAG:
    default:
      if (token->len > 24)
        return g_strdup_printf ("“%.*s…”", 24, token->start);
      return g_strdup_printf ("“%.*s”", (int) token->len, token->start);
    }
}

/* The reader's state, shared by the PGN and BPGN readers */

void
parlour_pgn_reader_init (ParlourPgnReader *r,
                         const char       *text)
{
  parlour_pgn_lexer_init (&r->lexer, text);
  r->tags = g_array_new (FALSE, TRUE, sizeof (ParlourPgnTag));
  g_array_set_clear_func (r->tags, parlour_pgn_clear_tag);
  r->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
}

void
parlour_pgn_reader_clear (ParlourPgnReader *r)
{
  parlour_pgn_token_clear (&r->token);
  g_clear_pointer (&r->tag_index, g_hash_table_unref);
  g_clear_pointer (&r->tags, g_array_unref);
}

void
parlour_pgn_clear_tag (gpointer data)
{
  ParlourPgnTag *tag = data;

  g_clear_pointer (&tag->name, g_free);
  g_clear_pointer (&tag->value, g_free);
}

ParlourPgnTag *
parlour_pgn_find_tag (ParlourPgnReader     *r,
          const char *name)
{
  guint at = GPOINTER_TO_UINT (g_hash_table_lookup (r->tag_index, name));

  return at > 0 ? &g_array_index (r->tags, ParlourPgnTag, at - 1) : NULL;
}

gboolean
parlour_pgn_next (ParlourPgnReader  *r,
      GError **error)
{
  return parlour_pgn_lexer_next (&r->lexer, &r->token, error);
}

gboolean
parlour_pgn_unexpected (ParlourPgnReader     *r,
            int         code,
            const char *expected,
            GError    **error)
{
  g_autofree char *found = parlour_pgn_token_describe (&r->token);

  parlour_pgn_set_error (error, code, r->token.line, r->token.column,
                         _("expected %s, found %s"), expected, found);
  return FALSE;
}

/* [Name "value"] … */
gboolean
parlour_pgn_read_tags (ParlourPgnReader  *r,
           GError **error)
{
  while (r->token.type == PARLOUR_PGN_TOKEN_LBRACKET)
    {
      ParlourPgnTag tag = { 0 };
      ParlourPgnTag *old;

      if (!parlour_pgn_next (r, error))
        return FALSE;
      if (r->token.type != PARLOUR_PGN_TOKEN_SYMBOL)
        return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_TAG, _("a tag name after “[”"), error);
      tag.name = g_steal_pointer (&r->token.value);
      if (!parlour_pgn_next (r, error))
        {
          g_free (tag.name);
          return FALSE;
        }
      if (r->token.type != PARLOUR_PGN_TOKEN_STRING)
        {
          g_autofree char *expected = g_strdup_printf ("the value of the tag “%s” in quotes",
                                                       tag.name);
          g_free (tag.name);
          return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_TAG, expected, error);
        }
      tag.value = g_steal_pointer (&r->token.value);
      tag.line = r->token.line;
      tag.column = r->token.column;
      /* from here on the array owns the tag; a later duplicate wins, in the
       * later one's place */
      old = parlour_pgn_find_tag (r, tag.name);
      if (old != NULL)
        {
          g_hash_table_remove (r->tag_index, old->name);
          parlour_pgn_clear_tag (old);
        }
      g_array_append_val (r->tags, tag);
      g_hash_table_insert (r->tag_index, tag.name, GUINT_TO_POINTER (r->tags->len));
      if (!parlour_pgn_next (r, error))
        return FALSE;
      if (r->token.type != PARLOUR_PGN_TOKEN_RBRACKET)
        {
          g_autofree char *expected = g_strdup_printf ("“]” to close the tag “%s”", tag.name);
          return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_TAG, expected, error);
        }
      if (!parlour_pgn_next (r, error))
        return FALSE;
    }
  return TRUE;
}

/* Skips a variation, nested ones included; the current token is its "(". */
gboolean
parlour_pgn_skip_variation (ParlourPgnReader  *r,
                GError **error)
{
  guint line = r->token.line, column = r->token.column;
  guint depth = 1;

  while (depth > 0)
    {
      if (!parlour_pgn_next (r, error))
        return FALSE;
      if (r->token.type == PARLOUR_PGN_TOKEN_LPAREN)
        depth++;
      else if (r->token.type == PARLOUR_PGN_TOKEN_RPAREN)
        depth--;
      else if (r->token.type == PARLOUR_PGN_TOKEN_EOF)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_SYNTAX, line, column,
                                 _("unterminated variation: expected “)” before the end of "
                                 "the text"));
          return FALSE;
        }
    }
  return parlour_pgn_next (r, error);
}
