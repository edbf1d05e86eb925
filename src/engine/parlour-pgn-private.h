/* parlour-pgn-private.h — the PGN tokenizer, shared by the reader's files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-pgn.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_PGN_TOKEN_EOF,
  PARLOUR_PGN_TOKEN_SYMBOL,      /* a move, a move number, a result ("1-0") */
  PARLOUR_PGN_TOKEN_STRING,      /* "…", unescaped into .value */
  PARLOUR_PGN_TOKEN_PERIOD,
  PARLOUR_PGN_TOKEN_ASTERISK,
  PARLOUR_PGN_TOKEN_LBRACKET,
  PARLOUR_PGN_TOKEN_RBRACKET,
  PARLOUR_PGN_TOKEN_LPAREN,
  PARLOUR_PGN_TOKEN_RPAREN,
  PARLOUR_PGN_TOKEN_NAG,         /* "$12", or "!", "?!" and the like */
} ParlourPgnTokenType;

typedef struct {
  ParlourPgnTokenType type;
  /* the token's text in the input (not NUL-terminated) */
  const char         *start;
  gsize               len;
  /* 1-based; columns count characters, not bytes */
  guint               line;
  guint               column;
  /* a symbol's text, or a string's unescaped value */
  char               *value;
  /* the last "[%clk H:MM:SS]" reading in the comments before the token, in
   * microseconds; -1 if none */
  gint64              clock_us;
} ParlourPgnToken;

typedef struct {
  const char *text;
  const char *p;
  guint       line;
  guint       column;
} ParlourPgnLexer;

void     parlour_pgn_lexer_init  (ParlourPgnLexer *lexer,
                                  const char      *text);
/* Reads the next token into @token (clearing what it held), skipping white space,
 * comments ("{…}", ";…" to the end of the line) and "%" escape lines. */
gboolean parlour_pgn_lexer_next  (ParlourPgnLexer *lexer,
                                  ParlourPgnToken *token,
                                  GError         **error);
void     parlour_pgn_token_clear (ParlourPgnToken *token);
/* The "[%clk H:MM:SS(.s)]" command in a comment's text (@len bytes), in
 * microseconds; -1 if there is none or it is not a time. */
gint64   parlour_pgn_parse_clock_command (const char *text,
                                          gsize       len);
/* "“e4”", "a string", "the end of the text", for "expected …, found …" messages */
char    *parlour_pgn_token_describe (const ParlourPgnToken *token);

/* Sets a PARLOUR_PGN_ERROR whose message starts with "line L, column C: ". */
void     parlour_pgn_set_error   (GError    **error,
                                  int         code,
                                  guint       line,
                                  guint       column,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (5, 6);

G_END_DECLS
