/* parlour-bpgn.h — BPGN: a bughouse match as text (docs/rules/notation.md, "BPGN")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

/* The first game in @text as a bughouse match: its moves played in order on
 * both boards (captures reach the partner as in play), its clocks from the
 * "{237.4}" comments, paused. NULL with a PARLOUR_PGN_ERROR naming line,
 * column, and for a move its number and board. */
ParlourMatch *parlour_bpgn_read  (const char *text,
                                  GError    **error);
/* @match (a bughouse match) as BPGN: tags, then every move in the order
 * played, numbered 1A./1a./1B./1b., each with the mover's clock, and the
 * team result. */
char         *parlour_bpgn_write (ParlourMatch *match);

G_END_DECLS
