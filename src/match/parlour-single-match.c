/* parlour-single-match.c — one board, two players taking turns (chess, the Bungalow family)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat may act when its colour is to move on its board. Its actions are the
 * board's legal moves: from-to moves, drops where the variant has them, and a
 * pass where the rules allow one (docs/bungalow.md).
 */
#include "config.h"

#include "parlour-match-private.h"
#include "parlour-single-match.h"

G_DEFINE_TYPE (ParlourSingleMatch, parlour_single_match, PARLOUR_TYPE_MATCH)

gboolean
parlour_match_check_turn (ParlourMatch *self,
                          guint         seat,
                          GError      **error)
{
  const ParlourSeat *s = parlour_match_get_seat (self, seat);

  if (parlour_match_get_seat_to_act (self, s->board) == seat)
    return TRUE;
  g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_NOT_YOUR_TURN,
               s->color == PARLOUR_WHITE ? "It is Black's turn" : "It is White's turn");
  return FALSE;
}

static void
parlour_single_match_legal_actions (ParlourMatch *match,
                                    guint         seat,
                                    GArray       *actions)
{
  ParlourGame *game = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
  ParlourMoveList list;

  if (!parlour_match_check_turn (match, seat, NULL))
    return;
  parlour_game_legal_moves (game, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourAction action = { PARLOUR_ACTION_MOVE, list.moves[i], 0 };

      g_array_append_val (actions, action);
    }
}

static gboolean
parlour_single_match_submit (ParlourMatch        *match,
                             guint                seat,
                             const ParlourAction *action,
                             gint64               now_us,
                             GError             **error)
{
  const ParlourSeat *s = parlour_match_get_seat (match, seat);
  ParlourGame *game = parlour_match_get_game (match, s->board);

  if (!parlour_match_check_turn (match, seat, error))
    return FALSE;
  if (action->kind != PARLOUR_ACTION_MOVE)
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                           "Only moves are played in this game");
      return FALSE;
    }
  if (!parlour_game_play (game, action->move, error))
    return FALSE;
  parlour_match_board_moved (match, s->board, s->color, now_us);
  return TRUE;
}

static ParlourInputFlags
parlour_single_match_input (ParlourMatch *match,
                            guint         seat)
{
  ParlourGame *game = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
  ParlourInputFlags input = PARLOUR_INPUT_MOVES;
  ParlourMoveList list;

  if (!parlour_match_check_turn (match, seat, NULL))
    return PARLOUR_INPUT_NONE;
  parlour_game_legal_moves (game, &list);
  for (guint i = 0; i < list.n; i++)
    if (PARLOUR_MOVE_FLAG (list.moves[i]) == PARLOUR_MOVE_PASS)
      input |= PARLOUR_INPUT_PASS;
    else if (PARLOUR_MOVE_FLAG (list.moves[i]) == PARLOUR_MOVE_DROP)
      input |= PARLOUR_INPUT_DROPS;
  return input;
}

static void
parlour_single_match_class_init (ParlourSingleMatchClass *klass)
{
  ParlourMatchClass *match_class = PARLOUR_MATCH_CLASS (klass);

  match_class->legal_actions = parlour_single_match_legal_actions;
  match_class->submit = parlour_single_match_submit;
  match_class->input = parlour_single_match_input;
}

static void
parlour_single_match_init (ParlourSingleMatch *self)
{
}
