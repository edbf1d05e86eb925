/* parlour-position-editor-input.c — the editor's edits: board, palette and keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/editor.md, "Editing": a click places the palette's piece (another
 * button: in the other colour; the piece already there: takes it away), a drag
 * moves a piece or, off the board, removes it, a piece dragged out of the
 * palette lands where it is let go; arrow keys move a cursor, FEN letters place
 * pieces there. In the restricted mode only the handicap pieces come and go.
 */
#include "config.h"

#include "parlour-position-editor-private.h"

void
parlour_position_editor_toggle_piece (ParlourPositionEditor *self,
                                      guint                  square,
                                      gboolean               remove_only)
{
  ParlourPiece original = self->start.board[square];

  if (original == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (original) != self->side ||
      parlour_position_piece_is_royal (&self->start, original))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit_by_name (self, "edit-refused", square);
      return;
    }
  if (self->pos.board[square] != PARLOUR_PIECE_EMPTY)
    parlour_position_editor_put (self, square, PARLOUR_PIECE_EMPTY);
  else if (!remove_only)
    parlour_position_editor_put (self, square, original);
}

static void
edit_square_cb (ParlourBoardView      *board,
                guint                  square,
                gboolean               secondary,
                ParlourPositionEditor *self)
{
  ParlourPiece piece;

  self->cursor = square;
  if (self->restricted)
    {
      parlour_position_editor_toggle_piece (self, square, FALSE);
      return;
    }
  piece = parlour_piece_palette_get_selected (self->palette);
  if (secondary && piece != PARLOUR_PIECE_EMPTY)
    piece ^= PARLOUR_PIECE_BLACK;
  /* the piece that is there already: the click takes it away */
  if (self->pos.board[square] == piece)
    piece = PARLOUR_PIECE_EMPTY;
  parlour_position_editor_put (self, square, piece);
  parlour_position_editor_show_cursor (self);
}

static void
edit_move_cb (ParlourBoardView      *board,
              guint                  from,
              guint                  to,
              ParlourPositionEditor *self)
{
  ParlourPiece piece = self->pos.board[from];

  if (self->restricted)
    {
      if (to == PARLOUR_NO_SQUARE)
        parlour_position_editor_toggle_piece (self, from, TRUE);
      return;
    }
  if (piece == PARLOUR_PIECE_EMPTY || from == to)
    return;
  parlour_position_editor_move (self, from, to);
}

/* A piece dragged out of the palette was let go at (@x, @y) of the palette. */
static void
piece_dragged_cb (ParlourPiecePalette   *palette,
                  guint                  piece,
                  double                 x,
                  double                 y,
                  ParlourPositionEditor *self)
{
  double bx, by;
  guint square;

  if (self->restricted ||
      !gtk_widget_translate_coordinates (GTK_WIDGET (palette), GTK_WIDGET (self->board),
                                         x, y, &bx, &by) ||
      !parlour_board_view_square_at (self->board, bx, by, &square))
    return;
  self->cursor = square;
  parlour_position_editor_put (self, square, (ParlourPiece) piece);
}

static void
move_cursor (ParlourPositionEditor *self,
             int                    dfile,
             int                    drank)
{
  const ParlourVariant *v = self->pos.variant;
  int file = self->cursor % v->width, rank = self->cursor / v->width;

  /* the arrows go the way they point on the screen */
  if (parlour_board_view_get_flipped (self->board))
    {
      dfile = -dfile;
      drank = -drank;
    }
  if (self->cursor_shown)
    {
      file = CLAMP (file + dfile, 0, (int) v->width - 1);
      rank = CLAMP (rank + drank, 0, (int) v->height - 1);
    }
  self->cursor = rank * v->width + file;
  self->cursor_shown = TRUE;
  parlour_position_editor_show_cursor (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ParlourPositionEditor *self)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  guint kind;

  /* the palette, when it has the focus, has the arrow keys and Enter for itself */
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) ||
      gtk_widget_has_focus (GTK_WIDGET (self->palette)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete: case GDK_KEY_BackSpace:
      if (!self->cursor_shown)
        return FALSE;
      if (self->restricted)
        parlour_position_editor_toggle_piece (self, self->cursor, TRUE);
      else
        parlour_position_editor_put (self, self->cursor, PARLOUR_PIECE_EMPTY);
      return TRUE;
    case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      if (!self->cursor_shown)
        return FALSE;
      edit_square_cb (self->board, self->cursor, FALSE, self);
      return TRUE;
    default:
      break;
    }
  /* a FEN letter: upper case White, lower case Black */
  if (!self->cursor_shown || self->restricted || c == 0 || c > 127 || !g_ascii_isalpha (c))
    return FALSE;
  kind = parlour_variant_kind_from_letter (self->pos.variant, g_ascii_toupper (c));
  if (kind == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  parlour_position_editor_put (self, self->cursor,
       PARLOUR_PIECE_MAKE (kind, g_ascii_islower (c) ? PARLOUR_BLACK : PARLOUR_WHITE));
  return TRUE;
}

void
parlour_position_editor_init_input (ParlourPositionEditor *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect_object (self->board, "edit-square", G_CALLBACK (edit_square_cb), self, 0);
  g_signal_connect_object (self->board, "edit-move", G_CALLBACK (edit_move_cb), self, 0);
  g_signal_connect_object (self->palette, "piece-dragged", G_CALLBACK (piece_dragged_cb),
                           self, 0);
  /* before the board view, which has keys of its own for playing */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
