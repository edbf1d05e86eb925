/* parlour-pgn.h — PGN read and write
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-game.h"

G_BEGIN_DECLS

#define PARLOUR_PGN_ERROR (parlour_pgn_error_quark ())

typedef enum {
  PARLOUR_PGN_ERROR_SYNTAX,
  PARLOUR_PGN_ERROR_TAG,
  PARLOUR_PGN_ERROR_MOVE,
  PARLOUR_PGN_ERROR_EMPTY,
} ParlourPgnError;

GQuark     parlour_pgn_error_quark (void);

/* Every game in @text (comments, NAGs and variations skipped), as ParlourGame
 * objects; NULL with an error naming line:column and what was expected. */
GPtrArray *parlour_pgn_parse       (const char *text,
                                    GError    **error);
/* Seven tag roster, Variant, SetUp, FEN, TimeControl, Termination, then moves. */
char      *parlour_pgn_write       (ParlourGame *game);
/* a clock reading as PGN's [%clk] has it: "H:MM:SS", with tenths when the
 * time has them */
char      *parlour_pgn_format_clock (gint64 us);

G_END_DECLS
