/* parlour-setup.h — checks for a position set up by hand (the position editor)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "parlour-position.h"

G_BEGIN_DECLS

/* The castling rights (PARLOUR_CASTLE_*) that @pos's pieces allow: those whose
 * king and rook stand on their start squares. 0 in a variant without castling. */
guint8   parlour_setup_castling_allowed (const ParlourPosition *pos);

/* The en passant squares @pos allows for its side to move: a pawn of the other
 * side can just have passed the square with its double step (the square and the
 * pawn's start square empty) and a pawn of the side to move can capture there.
 * Writes up to @max squares to @out, in file order, and returns how many. */
guint    parlour_setup_ep_candidates    (const ParlourPosition *pos,
                                         ParlourSquare         *out,
                                         guint                  max);

/* SimulChess, where both sides move in a turn (docs/rules/simulchess.md): the
 * en passant squares @pos allows for the side NOT to move (its `ep_other`), as
 * parlour_setup_ep_candidates() finds them for the side to move. 0 in a variant
 * whose sides move by turns. */
guint    parlour_setup_ep_other_candidates (const ParlourPosition *pos,
                                            ParlourSquare         *out,
                                            guint                  max);

/* Fills @problems (a GPtrArray of strings it owns) with what keeps @pos from being
 * played, each in words and translated: no royal piece, more than one, pawns on
 * the first or last rank, the side not to move in check, castling rights or an en
 * passant square that the pieces do not allow, more pieces than a game can have.
 * Returns TRUE if there is none: then the position's FEN reads back as it is. */
gboolean parlour_setup_check            (const ParlourPosition *pos,
                                         GPtrArray             *problems);

G_END_DECLS
