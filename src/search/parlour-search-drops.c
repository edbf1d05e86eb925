/* parlour-search-drops.c — what the search does differently where captured
 * pieces come back as drops (Crazyhouse, a Bughouse board)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Evaluation" and "Search". Nothing here names a variant:
 * the terms follow the variant's PARLOUR_VARIANT_DROPS flag and kind table.
 */
#include "parlour-search-private.h"

/* A captured piece is not gone but changes sides, and a pawn in hand can be
 * dropped next to the royal or onto a square a piece needs: the pieces are
 * worth less against a pawn than in chess. Each piece keeps
 * DROP_VALUE_KEEP_PCT of its value above a pawn's (a knight 232, a rook 340,
 * a queen 580 instead of 320, 500, 900). */
#define DROP_VALUE_KEEP_PCT 60

void
parlour_eval_drop_values (ParlourEvalTables    *tables,
                          const ParlourVariant *v)
{
  guint pawn = parlour_variant_pawn_kind (v);
  gint pawn_value = pawn ? v->kinds[pawn].value : 100;

  if (!(v->flags & PARLOUR_VARIANT_DROPS))
    return;
  for (guint k = 1; k <= v->n_kinds; k++)
    if (!v->kinds[k].pawn && !v->kinds[k].royal && v->kinds[k].value > pawn_value)
      tables->value[k] = (gint16) (pawn_value + (v->kinds[k].value - pawn_value) *
                                                DROP_VALUE_KEEP_PCT / 100);
}
