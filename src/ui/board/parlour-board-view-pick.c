/* parlour-board-view-pick.c — PIECES input: selecting a piece, then picking it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a game of chance (Panic chess, docs/panic.md) the player picks a piece and
 * chance picks its move. The board lets the player look before picking: a first
 * click selects a piece and the application shows what picking it would do
 * (::piece-selected), a second click on it, or Enter, picks it
 * (::piece-activated). The "one-click-pick" property skips the look.
 */
#include "config.h"

#include "parlour-board-view-private.h"

/* PIECES input: one's own piece with a move can be picked */
static gboolean
can_pick (ParlourBoardView *self,
          guint             square)
{
  ParlourPiece piece = self->shown.board[square];

  if (!self->legal_valid || piece == PARLOUR_PIECE_EMPTY ||
      PARLOUR_PIECE_COLOR (piece) != parlour_board_view_mover (self))
    return FALSE;
  for (guint i = 0; i < self->legal.n; i++)
    if (PARLOUR_MOVE_FROM (self->legal.moves[i]) == square &&
        PARLOUR_MOVE_FLAG (self->legal.moves[i]) != PARLOUR_MOVE_DROP)
      return TRUE;
  return FALSE;
}

/* PIECES input (docs/panic.md): the first click on a piece that can be picked
 * selects it, so that the player sees what picking it would do before doing
 * it; a second click on it picks it (::piece-activated). With one-click-pick
 * the first click picks it. A click on a piece that cannot be picked is passed
 * on as well, for the application to say why; anywhere else drops the selection. */
void
parlour_board_view_pieces_press (ParlourBoardView *self,
                                 guint             square)
{
  if (self->shown.board[square] == PARLOUR_PIECE_EMPTY)
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return;
    }
  if (square == self->selected)
    {
      parlour_board_view_emit_piece_activated (self, square);
      return;
    }
  if (self->one_click_pick || !can_pick (self, square))
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_emit_piece_activated (self, square);
      return;
    }
  parlour_board_view_select (self, square);
}

/**
 * parlour_board_view_get_selected_piece:
 *
 * Returns: in PIECES input, the square of the piece selected to be picked, -1
 *   if none
 */
int
parlour_board_view_get_selected_piece (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), -1);

  if (self->input != PARLOUR_BOARD_INPUT_PIECES || self->roll != NULL ||
      self->selected == PARLOUR_NO_SQUARE)
    return -1;
  return (int) self->selected;
}

/**
 * parlour_board_view_get_hovered_square:
 *
 * Returns: the square under the pointer, -1 if none
 */
int
parlour_board_view_get_hovered_square (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), -1);

  return self->hover_square == PARLOUR_NO_SQUARE ? -1 : (int) self->hover_square;
}

/**
 * parlour_board_view_activate_selected:
 *
 * In PIECES input, picks the selected piece, as a second click on it does
 * (the window's Enter).
 *
 * Returns: %TRUE if there was one to pick
 */
gboolean
parlour_board_view_activate_selected (ParlourBoardView *self)
{
  const char *reason;
  int square;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);

  square = parlour_board_view_get_selected_piece (self);
  if (square < 0 || !parlour_board_view_input_allowed (self, &reason))
    return FALSE;
  parlour_board_view_emit_piece_activated (self, (guint) square);
  return TRUE;
}

/**
 * parlour_board_view_unselect:
 *
 * Drops the selected piece, if any (the window's Escape).
 *
 * Returns: %TRUE if one was selected
 */
gboolean
parlour_board_view_unselect (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);

  if (self->selected == PARLOUR_NO_SQUARE || self->roll != NULL)
    return FALSE;
  parlour_board_view_input_cancel (self);
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  return TRUE;
}
