/* parlour-zobrist.h — Zobrist keys for incremental position hashing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "parlour-types.h"

G_BEGIN_DECLS

typedef struct {
  guint64 piece[128][PARLOUR_MAX_SQUARES];   /* by piece byte (kind, colour, ~, ^) */
  guint64 side;
  guint64 castling[16];
  guint64 ep[PARLOUR_MAX_SQUARES];
  guint64 reserve[32][64];                   /* by piece code and count */
  guint64 passes[8];
} ParlourZobrist;

extern ParlourZobrist parlour_zobrist;

void    parlour_zobrist_init (void);
guint64 parlour_splitmix64   (guint64 *state);
/* The key of a SimulChess move chosen but not yet carried out (any move value). */
guint64 parlour_zobrist_pending (ParlourMove move);

G_END_DECLS
