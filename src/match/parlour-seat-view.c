/* parlour-seat-view.c — what a match shows the holder of some of its seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-notation.h"
#include "parlour-seat-view.h"

G_DEFINE_INTERFACE (ParlourSeatView, parlour_seat_view, PARLOUR_TYPE_MATCH)

static void
parlour_seat_view_default_init (ParlourSeatViewInterface *iface)
{
}

GVariant *
parlour_seat_view_serialize (ParlourMatch *match,
                             guint64       seats)
{
  ParlourSeatViewInterface *iface;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  if (!PARLOUR_IS_SEAT_VIEW (match))
    return parlour_match_serialize (match);
  iface = PARLOUR_SEAT_VIEW_GET_IFACE (match);
  g_return_val_if_fail (iface->serialize_for != NULL, parlour_match_serialize (match));
  return iface->serialize_for (PARLOUR_SEAT_VIEW (match), seats);
}

GVariant *
parlour_seat_view_serialize_kept (ParlourMatch *match,
                                  guint64       seats)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  if (PARLOUR_IS_SEAT_VIEW (match) && PARLOUR_SEAT_VIEW_GET_IFACE (match)->serialize_kept != NULL)
    return PARLOUR_SEAT_VIEW_GET_IFACE (match)->serialize_kept (PARLOUR_SEAT_VIEW (match), seats);
  return parlour_seat_view_serialize (match, seats);
}

ParlourMove
parlour_seat_view_parse_move (ParlourMatch  *match,
                              guint          seat,
                              const char    *text,
                              GError       **error)
{
  ParlourPosition position;
  guint board;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), PARLOUR_MOVE_NONE);
  g_return_val_if_fail (seat < parlour_match_get_n_seats (match), PARLOUR_MOVE_NONE);
  g_return_val_if_fail (text != NULL, PARLOUR_MOVE_NONE);

  if (PARLOUR_IS_SEAT_VIEW (match) && PARLOUR_SEAT_VIEW_GET_IFACE (match)->parse_move != NULL)
    return PARLOUR_SEAT_VIEW_GET_IFACE (match)->parse_move (PARLOUR_SEAT_VIEW (match), seat, text,
                                                            error);
  board = parlour_match_get_seat (match, seat)->board;
  /* parlour_move_from_long() takes a position it may use as scratch space */
  position = *parlour_game_get_position (parlour_match_get_game (match, board));
  return parlour_move_from_long (&position, text, error);
}

char *
parlour_seat_view_move_to_text (ParlourMatch *match,
                                guint         seat,
                                ParlourMove   move)
{
  guint board;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);
  g_return_val_if_fail (seat < parlour_match_get_n_seats (match), NULL);

  if (PARLOUR_IS_SEAT_VIEW (match) && PARLOUR_SEAT_VIEW_GET_IFACE (match)->move_to_text != NULL)
    return PARLOUR_SEAT_VIEW_GET_IFACE (match)->move_to_text (PARLOUR_SEAT_VIEW (match), seat,
                                                              move);
  board = parlour_match_get_seat (match, seat)->board;
  return parlour_move_to_long (parlour_game_get_position (parlour_match_get_game (match, board)),
                               move);
}
