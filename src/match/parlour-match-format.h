/* parlour-match-format.h — the files a way of playing is saved as, and the registry of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every match class names the file format a match of it is written to
 * (ParlourMatchClass.format; a subclass inherits its parent's): PGN for a single
 * board, BPGN for Bughouse, a Chess Bingo match file for Chess Bingo. Open asks
 * the registry which format a file is; Save As asks the match's class. The
 * registry is of match types: the ones of this layer are in it from the start,
 * a layer above adds its own (the application and the command line register
 * ParlourBingoMatch at start-up), so this layer never names a type above it.
 * docs/architecture.md, "Layers".
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

struct _ParlourMatchFormat
{
  const char         *id;          /* "pgn", "bpgn", "parlour-bingo" */
  const char         *suffix;      /* what a saved file's name ends with: ".pgn" */
  const char *const  *patterns;    /* the names a file chooser shows, NULL-terminated */
  const char         *mime_type;   /* "application/x-chess-pgn" */
  /* what a file that does not read says, translatable (N_()), with the
   * reader's message as its one %s */
  const char         *invalid;
  /* TRUE if a file called @name (nullable) holding @contents is of this format */
  gboolean          (*detect)  (const char *name,
                                const char *contents);
  /* The match in a file; NULL: the file is a collection of single games,
   * read with parlour_pgn_parse() (PGN: Open takes its first game). */
  ParlourMatch     *(*read)    (const char *contents,
                                gsize       length,
                                gint64      now_us,
                                GError    **error);
  /* the text of @match's file (its clocks as they are at @now_us) */
  char             *(*write)   (ParlourMatch *match,
                                gint64        now_us);
  /* the name Save As suggests for @match on @date, with the suffix */
  char             *(*suggest_name) (ParlourMatch *match,
                                     const char   *date);
};

/* PGN, one board's game (docs/rules/notation.md) */
extern const ParlourMatchFormat parlour_pgn_format;
/* BPGN, a Bughouse match's two boards in one game (docs/rules/notation.md, "BPGN") */
extern const ParlourMatchFormat parlour_bpgn_format;

/* Adds @type (a concrete ParlourMatch type) to the registry: saved matches of
 * it load by its name and Open knows its format. Types of this layer are in it
 * already; registering a type twice does nothing. Thread-safe. */
void                      parlour_match_register_type   (GType type);
/* the registered types, in the order they were registered (free with g_free) */
GType                    *parlour_match_list_types      (guint *n_types);
/* The formats of the registered types, each once, in the order Open tries
 * them (the most recently registered first); PGN, which reads any text, last.
 * Free the array with g_free; the formats are static. */
const ParlourMatchFormat **parlour_match_list_formats   (guint *n_formats);
/* the format of a file called @name (nullable) holding @contents: the first
 * whose detect() says so, else PGN. Thread-safe. */
const ParlourMatchFormat *parlour_match_detect_format   (const char *name,
                                                         const char *contents);
/* the format a match of @type is saved as */
const ParlourMatchFormat *parlour_match_type_get_format (GType type);
/* how many boards and seats a match of @type has (the position editor edits
 * one position per board) */
guint                     parlour_match_type_get_n_boards (GType type);
guint                     parlour_match_type_get_n_seats  (GType type);

G_END_DECLS
