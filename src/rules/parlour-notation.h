/* parlour-notation.h — square names and long algebraic moves (docs/rules/notation.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_MOVE_ERROR (parlour_move_error_quark ())

typedef enum {
  PARLOUR_MOVE_ERROR_SYNTAX,
  PARLOUR_MOVE_ERROR_ILLEGAL,
  PARLOUR_MOVE_ERROR_AMBIGUOUS,
} ParlourMoveError;

GQuark      parlour_move_error_quark (void);

/* "e4", "j10"; @buf holds at least 4 bytes */
void        parlour_square_name      (const ParlourVariant *variant,
                                      guint                 sq,
                                      char                 *buf);
/* -1 if @name is not a square of the variant's board */
int         parlour_square_from_name (const ParlourVariant *variant,
                                      const char           *name);

/* Long algebraic: "e2e4", "e7e8q", "a9a10", "N@f3", "pass", "e1g1" (castling) */
char       *parlour_move_to_long     (const ParlourPosition *pos,
                                      ParlourMove            move);
/* Parses @text and returns the matching legal move, or PARLOUR_MOVE_NONE with @error set. */
ParlourMove parlour_move_from_long   (ParlourPosition *pos,
                                      const char      *text,
                                      GError         **error);

/* Error messages about a character in a text the user gave (a FEN, a move, a
 * PGN file): the whole character, quoted (“д”), a control character by name
 * (“a line break”), or a byte that is not UTF-8 in hex (“byte 0xD0, not UTF-8”). */
char       *parlour_describe_char    (const char *text,
                                      gsize       at);
/* The 1-based position of byte @at in characters (a byte that is not UTF-8 counts as one). */
guint       parlour_char_position    (const char *text,
                                      gsize       at);

/* A hint for a dash that is not the hyphen-minus (word processors write "O–O"),
 * to append to a message about @c; "" for any other character. */
const char *parlour_dash_hint        (gunichar c);

G_END_DECLS
