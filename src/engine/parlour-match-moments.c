/* parlour-match-moments.c — the boards of a match as they were after each of its moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A moment is a point in the match's history: moment 0 is the start, moment n
 * is just after the n-th move of the match, whichever board it was on. This
 * generic form counts, for each board, how many of the first n moves of the
 * history were on it and gives the game's position after that many plies.
 * A match whose moves also change another board (Bughouse: a capture goes to
 * the partner's reserve) keeps its own record of those changes and answers
 * from it instead.
 */
#include "config.h"

#include "parlour-match-moments.h"
#include "parlour-match-private.h"

guint
parlour_match_get_n_moments (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), 0);

  return parlour_match_get_history (self)->len;
}

void
parlour_match_get_position_at_moment (ParlourMatch    *self,
                                      guint            board,
                                      guint            moment,
                                      ParlourPosition *out)
{
  GArray *history;
  ParlourGame *game;
  guint plies = 0;

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (board < parlour_match_get_n_boards (self));
  g_return_if_fail (out != NULL);

  history = parlour_match_get_history (self);
  game = parlour_match_get_game (self, board);
  moment = MIN (moment, history->len);
  for (guint i = 0; i < moment; i++)
    if (g_array_index (history, guint, i) == board)
      plies++;
  *out = *parlour_game_get_position_at (game, MIN (plies, parlour_game_get_n_moves (game)));
}
