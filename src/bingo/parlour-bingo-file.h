/* parlour-bingo-file.h — a Chess Bingo match as a file the player saves and opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "The match file". The file is a GVariant dictionary in
 * GVariant's text form, the serialisation the autosave uses, so that a match
 * opened from a file is the match that was saved: the card, the ticks, every
 * game's PGN with its tags and the game in progress with its clocks.
 */
#pragma once

#include "parlour-bingo-match.h"
#include "parlour-match-format.h"

G_BEGIN_DECLS

/* the file's name ends with it */
#define PARLOUR_BINGO_FILE_SUFFIX ".parlour-bingo"
/* The largest match file read (8 MiB): a match of a thousand long games with
 * their clock readings is a few MiB. Open refuses a larger file before reading
 * it; the games and moves in it are bounded too (parlour-bingo-match.h). */
#define PARLOUR_BINGO_FILE_MAX_SIZE (8 * 1024 * 1024)

/* The text of @match's file. Running clocks are read at @now_us (monotonic). */
char              *parlour_bingo_file_write    (ParlourBingoMatch *match,
                                                gint64             now_us);
/* The match of a file's @contents (@length bytes, nul-terminated); its clocks
 * come back paused at @now_us. NULL with an error naming what is wrong. */
ParlourBingoMatch *parlour_bingo_file_read     (const char        *contents,
                                                gsize              length,
                                                gint64             now_us,
                                                GError           **error);
/* Whether @contents (a file named @name, nullable) is a Chess Bingo match file:
 * by its name, or by the format its first lines declare. */
gboolean           parlour_bingo_file_detect   (const char        *name,
                                                const char        *contents);

/* the Chess Bingo match file as ParlourBingoMatch's format (ParlourMatchClass.format) */
extern const ParlourMatchFormat parlour_bingo_file_format;

G_END_DECLS
