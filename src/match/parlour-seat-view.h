/* parlour-seat-view.h — what a match shows the holder of some of its seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A network host sends every peer the match's saved form after each change
 * (docs/protocol.md, "State"). A match type with secrets (a move chosen but not
 * revealed yet) implements this interface and leaves out of that form what the
 * given seats may not see; every other match sends parlour_match_serialize().
 * A peer sends a seat's move as text, read by parlour_seat_view_parse_move():
 * a match whose seats choose moves in a position where the other side is to
 * move (SimulChess) reads it for the seat's side.
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SEAT_VIEW (parlour_seat_view_get_type ())
G_DECLARE_INTERFACE (ParlourSeatView, parlour_seat_view, PARLOUR, SEAT_VIEW, ParlourMatch)

struct _ParlourSeatViewInterface
{
  GTypeInterface parent_iface;

  /* The saved form (as parlour_match_serialize() writes it, and
   * parlour_match_deserialize() can read) with what the holder of @seats
   * (a bit per seat; 0 for a spectator) may not see left out. */
  GVariant *(*serialize_for) (ParlourSeatView *self,
                              guint64          seats);
  /* The saved form for the disk of the computer that plays @seats (a host
   * whose peers play the others): what only the other seats may see is left
   * out as if it were not there (a move they chose and did not reveal yet is
   * to be chosen again after a restore). NULL: serialize_for. */
  GVariant *(*serialize_kept) (ParlourSeatView *self,
                              guint64          seats);
  /* @text (long algebraic, "pass") as @seat's move; NULL: read it in the
   * position of @seat's board as it stands. */
  ParlourMove (*parse_move)   (ParlourSeatView *self,
                               guint            seat,
                               const char      *text,
                               GError         **error);
  /* @move as @seat's text for parse_move; NULL: parlour_move_to_long() in
   * the position of @seat's board */
  char       *(*move_to_text) (ParlourSeatView *self,
                               guint            seat,
                               ParlourMove      move);
};

/* @match's saved form as the holder of @seats may see it: the interface's
 * serialize_for where @match implements it, else parlour_match_serialize().
 * (transfer floating) */
GVariant *parlour_seat_view_serialize (ParlourMatch *match,
                                       guint64       seats);

/* @match's saved form for the disk of a computer that plays @seats only: the
 * interface's serialize_kept, else its serialize_for, else
 * parlour_match_serialize(). (transfer floating) */
GVariant *parlour_seat_view_serialize_kept (ParlourMatch *match,
                                            guint64       seats);

/* @text as @seat's move on its board: the interface's parse_move where @match
 * implements it, else parlour_move_from_long() in the board's position.
 * PARLOUR_MOVE_NONE and @error if it is no legal move there. */
ParlourMove parlour_seat_view_parse_move (ParlourMatch  *match,
                                          guint          seat,
                                          const char    *text,
                                          GError       **error);
/* @move of @seat in the text parlour_seat_view_parse_move() reads back (what
 * a peer sends in an action). (transfer full) */
char       *parlour_seat_view_move_to_text (ParlourMatch *match,
                                            guint         seat,
                                            ParlourMove   move);

G_END_DECLS
