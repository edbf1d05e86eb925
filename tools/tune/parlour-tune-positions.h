/* parlour-tune-positions.h — the positions file parlour-tune reads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_TUNE_ERROR (parlour_tune_error_quark ())

typedef enum {
  PARLOUR_TUNE_ERROR_LINE,      /* a line is not "TARGET<tab>FEN" */
  PARLOUR_TUNE_ERROR_TARGET,    /* the target is not a number from 0 to 1 */
  PARLOUR_TUNE_ERROR_FEN,       /* the FEN does not read */
  PARLOUR_TUNE_ERROR_EMPTY,     /* no position at all */
} ParlourTuneError;

GQuark   parlour_tune_error_quark    (void);

/* Reads @text, one position a line: a target from 0 to 1 (White's expected
 * score, or a game's result 1, 0.5 or 0), a tab, a FEN of @variant; empty
 * lines are skipped. Appends the positions (ParlourPosition) and targets
 * (double) to the arrays; FALSE with an error that names the line ("line 7:
 * …") and leaves the arrays as they were. */
gboolean parlour_tune_read_positions (const char           *text,
                                      const ParlourVariant *variant,
                                      GArray               *positions,
                                      GArray               *targets,
                                      GError              **error);

G_END_DECLS
