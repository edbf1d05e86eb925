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
  /* the last comment before the token that is only a number of seconds
   * ("{237.4}", BPGN's clock after a move), in microseconds; -1 if none */
  gint64              seconds_us;
} ParlourPgnToken;

typedef struct {
  const char *text;
  const char *p;
  guint       line;
  guint       column;
} ParlourPgnLexer;

/* @text as UTF-8: itself, or converted from Latin-1 (older files) into
 * @converted; NULL with an error if it is neither */
const char *parlour_pgn_utf8     (const char *text,
                                  char      **converted,
                                  GError    **error);
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
/* A comment's text (@len bytes) that is only a number of seconds, such as
 * "237.4" (white space around it allowed), in microseconds; -1 if it is not. */
gint64   parlour_pgn_parse_seconds_comment (const char *text,
                                            gsize       len);
/* "“e4”", "a string", "the end of the text", for "expected …, found …" messages */
char    *parlour_pgn_token_describe (const ParlourPgnToken *token);

typedef struct {
  char  *name;
  char  *value;
  guint  line;      /* where the value is */
  guint  column;
} ParlourPgnTag;

typedef struct {
  ParlourPgnLexer lexer;
  ParlourPgnToken token;
  /* the game's tags in order; a tag a later duplicate replaced has no name */
  GArray         *tags;
  /* name (owned by @tags) → 1 + its index in @tags: linear time for many tags */
  GHashTable     *tag_index;
} ParlourPgnReader;


/* parlour-pgn-lexer.c: what the PGN and BPGN readers share */
void     parlour_pgn_reader_init (ParlourPgnReader *r,
                                  const char       *text);
void     parlour_pgn_reader_clear (ParlourPgnReader *r);
void     parlour_pgn_clear_tag   (gpointer          tag);
/* the tag @name of the tag section just read, or NULL */
ParlourPgnTag *parlour_pgn_find_tag (ParlourPgnReader *r,
                                     const char       *name);
/* the next token into r->token */
gboolean parlour_pgn_next        (ParlourPgnReader *r,
                                  GError          **error);
/* FALSE with "expected @expected, found …" at the current token */
gboolean parlour_pgn_unexpected  (ParlourPgnReader *r,
                                  int               code,
                                  const char       *expected,
                                  GError          **error);
/* [Name "value"] … from the current token on, into r->tags */
gboolean parlour_pgn_read_tags   (ParlourPgnReader *r,
                                  GError          **error);
/* skips a variation, nested ones included; the current token is its "(" */
gboolean parlour_pgn_skip_variation (ParlourPgnReader *r,
                                     GError          **error);

/* parlour-pgn-writer.c: what the PGN and BPGN writers share */
/* [@name "@value"] and a new line, the value escaped */
void     parlour_pgn_append_tag  (GString    *out,
                                  const char *name,
                                  const char *value);
/* @word after a space, or on a new line when the line would pass column 79 */
void     parlour_pgn_append_word (GString    *out,
                                  gsize      *line_start,
                                  const char *word);

/* Sets a PARLOUR_PGN_ERROR whose message starts with "line L, column C: ". */
void     parlour_pgn_set_error   (GError    **error,
                                  int         code,
                                  guint       line,
                                  guint       column,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (5, 6);

G_END_DECLS
