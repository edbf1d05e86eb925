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
  g_set_error (error, PARLOUR_PGN_ERROR, code, "line %u, column %u: %s", line, column, message);
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
                         "unexpected character “%.*s” in “%.*s”%s",
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
 * A "[%clk …]" reading in a comment goes to @clock_us. */
static gboolean
skip_space (ParlourPgnLexer *lexer,
            gint64          *clock_us,
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
                                     "unterminated comment: expected “}” before the end "
                                     "of the text");
              return FALSE;
            }
          clock = parlour_pgn_parse_clock_command (start, (gsize) (lexer->p - start));
          if (clock >= 0)
            *clock_us = clock;
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
                                 "unterminated string: expected a closing “\"” before the "
                                 "end of the line");
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
  if (!skip_space (lexer, &token->clock_us, error))
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
                                 "expected a number after “$” (a NAG such as “$1”)");
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
                                 "unexpected character “%.*s”", (int) (end - lexer->p),
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
                                 "a word of %u characters, too long for a move or a tag name",
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
