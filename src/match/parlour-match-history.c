/* parlour-match-history.c — a match's history: undo, redo, truncation, reserve changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is the order in which the boards moved. A move on one board can
 * change a reserve on another (a bughouse capture goes to the partner,
 * docs/rules/bughouse.md); such a change is recorded with the move that
 * caused it, at its moment (the history's length after that move). Undo takes
 * back the last move of the match, whichever board it was on, and first the
 * reserve changes that came with it; redo plays it again and then gives them
 * back. Because both go strictly in the order things happened, a reserve
 * never holds less than the pieces that were dropped from it.
 */
#include "config.h"

#include "parlour-match-private.h"

gboolean
parlour_match_can_undo (ParlourMatch *self)
{
  GArray *history;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  history = parlour_match_get_history (self);
  return history->len > 0
         && parlour_game_can_undo (parlour_match_get_game (self,
                                                           g_array_index (history, guint,
                                                                          history->len - 1)));
}

gboolean
parlour_match_can_redo (ParlourMatch *self)
{
  GArray *redo;
  ParlourGame *game;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  redo = parlour_match_get_redo_boards (self);
  if (redo->len == 0)
    return FALSE;
  /* a board that ended (a flag that fell again on a redone move) plays no more moves */
  game = parlour_match_get_game (self, g_array_index (redo, guint, redo->len - 1));
  return parlour_game_can_redo (game) && !parlour_game_is_over (game);
}

/* Takes back the reserve changes that came with the history's last move,
 * newest first, onto the redo stack. */
static void
take_back_changes (ParlourMatch *self)
{
  GArray *changes = parlour_match_get_reserve_changes (self);
  GArray *redo = parlour_match_get_redo_changes (self);
  guint moment = parlour_match_get_history (self)->len;

  while (changes->len > 0)
    {
      ParlourReserveChange c = g_array_index (changes, ParlourReserveChange, changes->len - 1);

      if (c.moment < moment)
        break;
      /* chronological order guarantees the pieces are still there */
      if (!parlour_game_change_reserve (parlour_match_get_game (self, c.board), c.color, c.kind,
                                        -c.delta, NULL))
        g_critical ("A reserve change of board %u could not be taken back", c.board);
      g_array_set_size (changes, changes->len - 1);
      g_array_append_val (redo, c);
    }
}

/* Gives back the reserve changes that came with the move just redone. */
static void
redo_changes (ParlourMatch *self)
{
  GArray *changes = parlour_match_get_reserve_changes (self);
  GArray *redo = parlour_match_get_redo_changes (self);
  guint moment = parlour_match_get_history (self)->len;

  while (redo->len > 0)
    {
      ParlourReserveChange c = g_array_index (redo, ParlourReserveChange, redo->len - 1);

      if (c.moment != moment)
        break;
      if (!parlour_game_change_reserve (parlour_match_get_game (self, c.board), c.color, c.kind,
                                        c.delta, NULL))
        g_critical ("A reserve change of board %u could not be redone", c.board);
      g_array_set_size (redo, redo->len - 1);
      g_array_append_val (changes, c);
    }
}

/* One step through the history: @from's last board takes a step, which goes onto @to. */
static gboolean
history_step (ParlourMatch *self,
              gboolean      undo,
              gint64        now_us)
{
  GArray *history = parlour_match_get_history (self);
  GArray *redo = parlour_match_get_redo_boards (self);
  GArray *from = undo ? history : redo;
  GArray *to = undo ? redo : history;
  ParlourGame *game;
  guint board;
  gboolean ok;

  if (from->len == 0)
    return FALSE;
  board = g_array_index (from, guint, from->len - 1);
  game = parlour_match_get_game (self, board);
  parlour_match_begin (self);
  if (undo)
    {
      ok = parlour_game_can_undo (game);
      if (ok)
        {
          take_back_changes (self);
          parlour_game_undo (game);
        }
    }
  else
    ok = parlour_game_redo (game);
  if (ok)
    {
      g_array_set_size (from, from->len - 1);
      g_array_append_val (to, board);
      if (!undo)
        redo_changes (self);
      parlour_match_restore_clock (self, board, now_us);
      parlour_match_sync_clocks (self, now_us);
      if (PARLOUR_MATCH_GET_CLASS (self)->stepped != NULL)
        PARLOUR_MATCH_GET_CLASS (self)->stepped (self, board, undo, now_us);
    }
  parlour_match_end (self, board, ok);
  return ok;
}

/* Steps as history_step() does, then on over any ply that ends in a position
 * holding a chosen move not yet carried out (the first half of a SimulChess
 * turn, docs/rules/simulchess.md): undo and redo take whole turns. */
static gboolean
history_steps (ParlourMatch *self,
               gboolean      undo,
               gint64        now_us)
{
  GArray *to = undo ? parlour_match_get_redo_boards (self) : parlour_match_get_history (self);
  ParlourGame *game;

  /* one announcement for the whole turn, not one per ply */
  parlour_match_begin (self);
  if (!history_step (self, undo, now_us))
    {
      parlour_match_end (self, PARLOUR_NO_BOARD, FALSE);
      return FALSE;
    }
  game = parlour_match_get_game (self, g_array_index (to, guint, to->len - 1));
  while (parlour_game_get_position (game)->pending != PARLOUR_MOVE_NONE &&
         history_step (self, undo, now_us))
    ;
  parlour_match_end (self, g_array_index (to, guint, to->len - 1), TRUE);
  return TRUE;
}

gboolean
parlour_match_undo (ParlourMatch *self,
                    gint64        now_us)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  return history_steps (self, TRUE, now_us);
}

gboolean
parlour_match_redo (ParlourMatch *self,
                    gint64        now_us)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  return history_steps (self, FALSE, now_us);
}

gboolean
parlour_match_rewind (ParlourMatch *self,
                      guint         moment,
                      gint64        now_us)
{
  GArray *history = parlour_match_get_history (self);

  while (history->len > moment)
    if (!history_step (self, TRUE, now_us))
      return FALSE;
  g_array_set_size (parlour_match_get_redo_boards (self), 0);
  g_array_set_size (parlour_match_get_redo_changes (self), 0);
  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    parlour_game_truncate (parlour_match_get_game (self, b),
                           parlour_game_get_n_moves (parlour_match_get_game (self, b)));
  return TRUE;
}

/* The number of the moves of @board among the history's first @moment entries. */
static guint
board_ply_at (ParlourMatch *self,
              guint         board,
              guint         moment)
{
  GArray *history = parlour_match_get_history (self);
  guint ply = 0;

  for (guint i = 0; i < moment && i < history->len; i++)
    if (g_array_index (history, guint, i) == board)
      ply++;
  return ply;
}

void
parlour_match_truncate (ParlourMatch *self,
                        guint         board,
                        guint         n_moves,
                        gint64        now_us)
{
  GArray *history = parlour_match_get_history (self);
  ParlourGame *game;
  guint n, remove;

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (board < parlour_match_get_n_boards (self));

  game = parlour_match_get_game (self, board);
  n = parlour_game_get_n_moves (game);
  if (n_moves >= n && !parlour_game_can_redo (game))
    return;

  parlour_match_begin (self);
  if (parlour_match_get_reserve_changes (self)->len > 0)
    {
      /* Moves on the boards depend on each other's reserves: the match goes
       * back in order to the moment before @board's move n_moves + 1. */
      while (parlour_game_get_n_moves (game) > n_moves && history_step (self, TRUE, now_us))
        ;
    }
  else
    {
      parlour_game_truncate (game, MIN (n_moves, n));
      /* the board's latest moves leave the history, newest first */
      remove = n - MIN (n_moves, n);
      for (guint i = history->len; i > 0 && remove > 0; i--)
        if (g_array_index (history, guint, i - 1) == board)
          {
            g_array_remove_index (history, i - 1);
            remove--;
          }
      parlour_match_restore_clock (self, board, now_us);
    }
  for (guint b = 0; b < parlour_match_get_n_boards (self); b++)
    parlour_game_truncate (parlour_match_get_game (self, b),
                           parlour_game_get_n_moves (parlour_match_get_game (self, b)));
  g_array_set_size (parlour_match_get_redo_boards (self), 0);
  g_array_set_size (parlour_match_get_redo_changes (self), 0);
  parlour_match_end (self, board, TRUE);
}

gboolean
parlour_match_change_reserve (ParlourMatch *self,
                              guint         board,
                              ParlourColor  color,
                              guint         kind,
                              int           delta,
                              GError      **error)
{
  ParlourGame *game = parlour_match_get_game (self, board);
  ParlourReserveChange c = {
    parlour_match_get_history (self)->len, board, parlour_game_get_n_moves (game),
    color, kind, delta,
  };

  if (!parlour_game_change_reserve (game, color, kind, delta, error))
    return FALSE;
  g_array_append_val (parlour_match_get_reserve_changes (self), c);
  return TRUE;
}

guint
parlour_match_get_n_moments (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), 0);
  return parlour_match_get_history (self)->len;
}

guint
parlour_match_get_moment_board (ParlourMatch *self,
                                guint         moment)
{
  GArray *history;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_NO_BOARD);
  history = parlour_match_get_history (self);
  g_return_val_if_fail (moment >= 1 && moment <= history->len, PARLOUR_NO_BOARD);
  return g_array_index (history, guint, moment - 1);
}

/**
 * parlour_match_get_position_at_moment:
 * @self: a match
 * @board: a board
 * @moment: how many entries of the history have happened (0: the start; at
 *   most parlour_match_get_n_moments())
 * @out: (out caller-allocates): the position
 *
 * Gives @board as it was after the first @moment moves of the match (of any
 * board). The board's own position before its next ply holds every piece that
 * arrived while it waited for that ply; those that arrived after @moment are
 * taken out again.
 */
void
parlour_match_get_position_at_moment (ParlourMatch    *self,
                                      guint            board,
                                      guint            moment,
                                      ParlourPosition *out)
{
  GArray *changes;
  guint ply;

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (board < parlour_match_get_n_boards (self));
  g_return_if_fail (out != NULL);

  moment = MIN (moment, parlour_match_get_history (self)->len);
  ply = board_ply_at (self, board, moment);
  *out = *parlour_game_get_position_at (parlour_match_get_game (self, board), ply);
  changes = parlour_match_get_reserve_changes (self);
  for (guint i = changes->len; i > 0; i--)
    {
      const ParlourReserveChange *c = &g_array_index (changes, ParlourReserveChange, i - 1);

      if (c->moment <= moment)
        break;
      if (c->board == board && c->ply == ply)
        parlour_position_set_reserve (out, c->color, c->kind,
                                      (guint) (out->reserve[c->color][c->kind] - c->delta));
    }
}
