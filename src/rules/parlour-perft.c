/* parlour-perft.c — move path enumeration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Make/unmake on one position, no allocation per node; at depth 1 the legal
 * moves are counted without being played ("bulk counting").
 */
#include "parlour-perft.h"

/**
 * parlour_perft:
 * @pos: the position; it is the same again when this returns
 * @depth: plies
 *
 * Returns: the number of legal move paths of length @depth
 */
guint64
parlour_perft (ParlourPosition *pos,
               guint            depth)
{
  ParlourMoveList list;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  parlour_position_legal_moves (pos, &list);
  if (depth == 1)
    return list.n;
  for (guint i = 0; i < list.n; i++)
    {
      ParlourUndo undo;
      parlour_position_make (pos, list.moves[i], &undo);
      nodes += parlour_perft (pos, depth - 1);
      parlour_position_unmake (pos, &undo);
    }
  return nodes;
}
