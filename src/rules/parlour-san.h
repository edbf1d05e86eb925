/* parlour-san.h — Standard Algebraic Notation (for every variant, with the kinds' letters)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

/* "Nbd7", "exd5", "e8=Q+", "O-O-O#", "N@f3", "pass"; @pos is not changed */
char       *parlour_san_from_move (ParlourPosition *pos,
                                   ParlourMove      move);
/* accepts SAN leniently (missing/extra +, #, x, "0-0", "e8Q", "e8=Q", long algebraic);
 * PARLOUR_MOVE_NONE with a PARLOUR_MOVE_ERROR on failure (illegal, ambiguous, syntax) */
ParlourMove parlour_san_to_move   (ParlourPosition *pos,
                                   const char      *san,
                                   GError         **error);

/* The moves of @moves that @san names, read as parlour_san_to_move() reads it
 * (several if it is ambiguous); FALSE if @san is not a move in algebraic
 * notation. @moves may be another seat's than @pos's side to move. */
gboolean    parlour_san_filter    (ParlourPosition       *pos,
                                   const char            *san,
                                   const ParlourMoveList *moves,
                                   ParlourMoveList       *matches);

G_END_DECLS
