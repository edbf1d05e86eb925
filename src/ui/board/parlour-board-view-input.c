/* parlour-board-view-input.c — click-click, drag and drop, and the keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every way in (GtkGestureClick, GtkGestureDrag, the keyboard and the test
 * hooks) ends in the same three functions: press, motion and release at widget
 * coordinates. A press on one's own piece selects it and may start a drag; a
 * press on a legal destination of the selected piece moves there; a release
 * after a drag drops the piece. A release on the piece's own square keeps it
 * selected, so a drag that goes nowhere becomes a click-click.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"
#include "parlour-move-words.h"
#include "parlour-notation.h"

static const char *
turn_reason (ParlourColor side)
{
  return side == PARLOUR_WHITE ? _("It is White's turn") : _("It is Black's turn");
}

static void
set_cursor (ParlourBoardView *self,
            const char       *name)
{
  GdkCursor *cursor = gtk_widget_get_cursor (GTK_WIDGET (self));

  if (g_strcmp0 (cursor ? gdk_cursor_get_name (cursor) : NULL, name) != 0)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static gboolean
is_own_piece (ParlourBoardView *self,
              guint             square)
{
  ParlourPiece piece = self->shown.board[square];

  return piece != PARLOUR_PIECE_EMPTY && PARLOUR_PIECE_COLOR (piece) == parlour_board_view_mover (self);
}

static void
update_hover (ParlourBoardView *self,
              double            x,
              double            y)
{
  const char *reason;
  guint square;

  if (!parlour_board_view_square_at (self, x, y, &square))
    square = PARLOUR_NO_SQUARE;

  if (square != self->hover_square)
    {
      self->hover_square = square;
      if (self->dragging)
        gtk_widget_queue_draw (GTK_WIDGET (self));
      parlour_board_view_emit_square_hovered (self, square == PARLOUR_NO_SQUARE ? -1 : (int) square);
    }

  if (self->dragging)
    set_cursor (self, "grabbing");
  else if (square != PARLOUR_NO_SQUARE && parlour_board_view_input_allowed (self, &reason) &&
           ((self->input == PARLOUR_BOARD_INPUT_MOVES && is_own_piece (self, square)) ||
            (self->input == PARLOUR_BOARD_INPUT_PIECES &&
             self->shown.board[square] != PARLOUR_PIECE_EMPTY)))
    set_cursor (self, self->input == PARLOUR_BOARD_INPUT_MOVES ? "grab" : "pointer");
  else if (square != PARLOUR_NO_SQUARE && self->selected != PARLOUR_NO_SQUARE &&
           self->input == PARLOUR_BOARD_INPUT_MOVES &&
           parlour_board_view_is_destination (self, self->selected, square))
    set_cursor (self, "pointer");
  else
    set_cursor (self, NULL);
}

void
parlour_board_view_try_move (ParlourBoardView *self,
                             guint             from,
                             guint             to)
{
  ParlourMove moves[PARLOUR_MAX_KINDS];
  guint n = parlour_board_view_collect_moves (self, from, to, moves, G_N_ELEMENTS (moves));

  gboolean promotions = FALSE;

  n = MIN (n, G_N_ELEMENTS (moves));
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    promotions |= PARLOUR_MOVE_PROMO (moves[i]) != 0;
  /* several moves that differ in what the piece becomes (perhaps nothing) */
  if (n > 1 && promotions)
    {
      parlour_board_view_open_promotion (self, moves, n);
      return;
    }
  parlour_board_view_request_move (self, moves[0]);
}

/* Editing: a press may start a drag of what stands there; the release says
 * what it was (parlour_board_view_input_release). */
static void
edit_press (ParlourBoardView *self,
            double            x,
            double            y)
{
  guint square;

  if (!parlour_board_view_square_at (self, x, y, &square))
    return;
  self->press_square = square;
  self->press_x = self->pointer_x = x;
  self->press_y = self->pointer_y = y;
  /* what stands there is what a drag carries */
  if (self->shown.board[square] != PARLOUR_PIECE_EMPTY)
    parlour_board_view_select (self, square);
}

static void
edit_release (ParlourBoardView *self,
              guint             from,
              gboolean          dragged,
              double            x,
              double            y)
{
  guint square;

  if (!parlour_board_view_square_at (self, x, y, &square))
    square = PARLOUR_NO_SQUARE;
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  if (!dragged)
    {
      if (square == from)
        parlour_board_view_emit_edit_square (self, square, FALSE);
      return;
    }
  if (square != from && self->shown.board[from] != PARLOUR_PIECE_EMPTY)
    parlour_board_view_emit_edit_move (self, from, square);
}

void
parlour_board_view_input_press (ParlourBoardView *self,
                                double            x,
                                double            y)
{
  const char *reason;
  ParlourColor color;
  guint square, kind;

  self->press_square = PARLOUR_NO_SQUARE;
  self->press_drop = FALSE;
  self->dragging = FALSE;
  /* the first click only lifts the curtain: the player behind it is there */
  if (self->curtain != NULL)
    {
      parlour_board_view_lift_curtain (self);
      return;
    }
  if (self->input == PARLOUR_BOARD_INPUT_EDIT)
    {
      edit_press (self, x, y);
      return;
    }
  if (parlour_board_view_reserve_at (self, x, y, &color, &kind))
    {
      parlour_board_view_reserve_press (self, color, kind);
      /* a kind picked from the hand may also be dragged onto the board */
      if (self->selected_drop == kind)
        {
          self->press_drop = TRUE;
          self->press_x = self->pointer_x = x;
          self->press_y = self->pointer_y = y;
        }
      return;
    }
  if (!parlour_board_view_square_at (self, x, y, &square))
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return;
    }
  if (!parlour_board_view_input_allowed (self, &reason))
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_refuse (self, reason);
      return;
    }

  /* a piece picked from the hand goes down on a square it may be dropped on */
  if (self->selected_drop != 0)
    {
      ParlourMove drop = parlour_board_view_drop_move (self, square);

      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      if (drop != PARLOUR_MOVE_NONE)
        {
          parlour_board_view_request_move (self, drop);
          return;
        }
    }

  if (self->input == PARLOUR_BOARD_INPUT_PIECES)
    {
      parlour_board_view_pieces_press (self, square);
      return;
    }

  /* the animation of the last move ends now: the user is on to the next */
  parlour_board_view_stop_animation (self);

  if (self->selected != PARLOUR_NO_SQUARE && square != self->selected &&
      parlour_board_view_is_destination (self, self->selected, square))
    {
      parlour_board_view_try_move (self, self->selected, square);
      return;
    }

  if (is_own_piece (self, square))
    {
      self->press_was_selected = self->selected == square;
      parlour_board_view_select (self, square);
      self->press_square = square;
      self->press_x = self->pointer_x = x;
      self->press_y = self->pointer_y = y;
      return;
    }

  if (self->shown.board[square] != PARLOUR_PIECE_EMPTY)
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_refuse (self, turn_reason (parlour_board_view_mover (self)));
    }
  else if (self->selected != PARLOUR_NO_SQUARE)
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_refuse (self, _("That piece cannot move there"));
    }
}

/* The end of a press on a kind in hand: a click leaves it picked (the next
 * click on a square drops it), a drag drops it where it ends, or puts it
 * back off the squares it may go to. */
static void
drop_release (ParlourBoardView *self,
              gboolean          dragged,
              double            x,
              double            y)
{
  ParlourMove drop = PARLOUR_MOVE_NONE;
  guint square;

  self->press_drop = FALSE;
  if (!dragged)
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (parlour_board_view_square_at (self, x, y, &square))
    drop = parlour_board_view_drop_move (self, square);
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  if (drop == PARLOUR_MOVE_NONE)
    return;
  /* it is where it goes already: no slide */
  self->dropped_move = drop;
  parlour_board_view_request_move (self, drop);
}

void
parlour_board_view_input_motion (ParlourBoardView *self,
                                 double            x,
                                 double            y)
{
  self->pointer_x = x;
  self->pointer_y = y;

  if ((self->press_square != PARLOUR_NO_SQUARE || self->press_drop) && !self->dragging)
    {
      int threshold = 4;

      g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                    "gtk-dnd-drag-threshold", &threshold, NULL);
      if (ABS (x - self->press_x) > threshold || ABS (y - self->press_y) > threshold)
        self->dragging = TRUE;
    }
  update_hover (self, x, y);
  if (self->dragging)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_input_release (ParlourBoardView *self,
                                  double            x,
                                  double            y)
{
  guint from = self->press_square;
  gboolean dragged = self->dragging;
  guint square;

  self->press_square = PARLOUR_NO_SQUARE;
  self->dragging = FALSE;
  if (self->press_drop)
    {
      drop_release (self, dragged, x, y);
      return;
    }
  if (from == PARLOUR_NO_SQUARE)
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->input == PARLOUR_BOARD_INPUT_EDIT)
    {
      edit_release (self, from, dragged, x, y);
      return;
    }

  if (!parlour_board_view_square_at (self, x, y, &square))
    square = PARLOUR_NO_SQUARE;
  update_hover (self, x, y);

  if (!dragged)
    {
      /* a second click on the selected piece puts it down */
      if (square == from && self->press_was_selected)
        parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return;
    }

  if (square == PARLOUR_NO_SQUARE || square == from)
    {
      /* back where it was: stays selected */
      parlour_board_view_animate_return (self, from, x, y);
      return;
    }
  if (parlour_board_view_is_destination (self, from, square))
    {
      ParlourMove moves[1];

      parlour_board_view_collect_moves (self, from, square, moves, 1);
      self->dropped_move = moves[0];
      parlour_board_view_try_move (self, from, square);
      return;
    }
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  parlour_board_view_animate_return (self, from, x, y);
  if (is_own_piece (self, square))
    return;
  parlour_board_view_refuse (self, _("That piece cannot move there"));
}

void
parlour_board_view_input_cancel (ParlourBoardView *self)
{
  if (self->press_square == PARLOUR_NO_SQUARE && !self->dragging && !self->press_drop)
    return;
  self->press_square = PARLOUR_NO_SQUARE;
  self->press_drop = FALSE;
  self->dragging = FALSE;
  set_cursor (self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Moves and selection */

gboolean
parlour_board_view_input_allowed (ParlourBoardView *self,
                                  const char      **reason)
{
  *reason = NULL;
  if (self->input == PARLOUR_BOARD_INPUT_NONE || !self->has_position || self->roll != NULL)
    return FALSE;
  if (self->game != NULL)
    {
      if (self->view_ply < parlour_game_get_n_moves (self->game) || self->has_view_pos)
        {
          *reason = _("You are looking at an earlier position");
          return FALSE;
        }
      if (self->input == PARLOUR_BOARD_INPUT_MOVES && parlour_game_is_over (self->game))
        {
          *reason = _("The game is over");
          return FALSE;
        }
    }
  return TRUE;
}

guint
parlour_board_view_collect_moves (ParlourBoardView *self,
                                  guint             from,
                                  guint             to,
                                  ParlourMove      *moves,
                                  guint             max)
{
  guint n = 0;

  if (!self->legal_valid)
    return 0;
  for (guint i = 0; i < self->legal.n; i++)
    {
      ParlourMove m = self->legal.moves[i];
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);

      if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS)
        continue;
      /* castling goes to the king's square or, as many boards allow, to the
       * rook's (the king taking its own rook) */
      if (PARLOUR_MOVE_FROM (m) == from &&
          (PARLOUR_MOVE_TO (m) == to ||
           (flag == PARLOUR_MOVE_CASTLE && parlour_position_castling_rook (&self->shown, m) == to)))
        {
          if (n < max)
            moves[n] = m;
          n++;
        }
    }
  return n;
}

/* A legal move goes from @from: a drop (@drop) of the kind @from, or a move of
 * the piece on square @from (in PIECES input: it can be picked). */
static gboolean
has_move_from (ParlourBoardView *self,
               gboolean          drop,
               guint             from)
{
  if (!self->legal_valid)
    return FALSE;
  for (guint i = 0; i < self->legal.n; i++)
    {
      ParlourMove m = self->legal.moves[i];

      if ((PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP) == drop &&
          PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_PASS && PARLOUR_MOVE_FROM (m) == from)
        return TRUE;
    }
  return FALSE;
}

void
parlour_board_view_check_held (ParlourBoardView *self,
                               ParlourPiece      held)
{
  const char *reason;
  gboolean keep;

  if (!parlour_board_view_input_allowed (self, &reason) || self->input == PARLOUR_BOARD_INPUT_EDIT)
    keep = FALSE;
  else if (self->selected_drop != 0)
    keep = has_move_from (self, TRUE, self->selected_drop);
  else if (self->selected != PARLOUR_NO_SQUARE)
    /* the same piece still stands there (it was not taken) and can go somewhere */
    keep = self->shown.board[self->selected] == held &&
           has_move_from (self, FALSE, self->selected);
  else
    keep = TRUE;
  /* the chooser offers the moves of one piece to one square: all, or none, stay */
  if (keep && self->promotion != NULL && gtk_widget_get_visible (self->promotion))
    keep = parlour_board_view_promotion_legal (self);
  if (keep)
    return;
  parlour_board_view_close_promotion (self);
  parlour_board_view_input_cancel (self);
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
}

gboolean
parlour_board_view_is_destination (ParlourBoardView *self,
                                   guint             from,
                                   guint             to)
{
  return parlour_board_view_collect_moves (self, from, to, NULL, 0) > 0;
}

void
parlour_board_view_select (ParlourBoardView *self,
                           guint             square)
{
  gboolean changed = self->selected != square;

  if (!changed && self->selected_drop == 0)
    return;
  self->selected = square;
  self->selected_drop = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* a picked piece's chances are the application's to show */
  if (changed && self->input == PARLOUR_BOARD_INPUT_PIECES)
    parlour_board_view_emit_piece_selected (self, square == PARLOUR_NO_SQUARE ? -1 : (int) square);
}

/* Gestures */

static void
click_pressed_cb (GtkGestureClick  *gesture,
                  int               n_press,
                  double            x,
                  double            y,
                  ParlourBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (self->focus_visible)
    {
      self->focus_visible = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (button != GDK_BUTTON_PRIMARY && self->input == PARLOUR_BOARD_INPUT_EDIT)
    {
      guint square;

      /* editing: the other button places the other colour, or whatever the editor makes it */
      if (parlour_board_view_square_at (self, x, y, &square))
        parlour_board_view_emit_edit_square (self, square, TRUE);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    {
      /* any other button puts the selected piece back */
      parlour_board_view_input_cancel (self);
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return;
    }
  /* no grab_focus: after playing with the mouse the window's arrow keys
   * should still browse the moves; keyboard users reach the board with Tab */
  parlour_board_view_input_press (self, x, y);
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            offset_x,
                double            offset_y,
                ParlourBoardView *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  parlour_board_view_input_motion (self, x + offset_x, y + offset_y);
}

static void
drag_end_cb (GtkGestureDrag   *gesture,
             double            offset_x,
             double            offset_y,
             ParlourBoardView *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  parlour_board_view_input_release (self, x + offset_x, y + offset_y);
}

static void
drag_cancel_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                ParlourBoardView *self)
{
  parlour_board_view_input_cancel (self);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           ParlourBoardView         *self)
{
  if (self->press_square == PARLOUR_NO_SQUARE)
    update_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          ParlourBoardView         *self)
{
  if (self->hover_square != PARLOUR_NO_SQUARE && !self->dragging)
    {
      self->hover_square = PARLOUR_NO_SQUARE;
      parlour_board_view_emit_square_hovered (self, -1);
    }
}

/* Tells assistive technologies what is on the focus square, or, while a
 * move is typed, what it names. */
void
parlour_board_view_describe_focus (ParlourBoardView *self)
{
  g_autofree char *text = NULL;

  if (!self->has_position)
    return;
  text = parlour_board_view_dup_typed_hint (self);
  if (text == NULL)
    text = parlour_square_words (&self->shown, self->focus_square);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Keyboard: the arrows move a focus square (as seen on the screen, so they
 * follow a flipped board), Enter or Space click it, Escape drops the selection.
 * Like the first click, the first of these keys only lifts a curtain. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ParlourBoardView      *self)
{
  int file, rank, dx = 0, dy = 0;

  if (!self->has_position || self->files <= 0)
    return FALSE;
  file = self->focus_square % self->files;
  rank = self->focus_square / self->files;

  /* a move typed takes letters and digits, and Enter, Escape and Backspace
   * while there is one */
  if (parlour_board_view_typed_key (self, keyval, state))
    return TRUE;
  if (self->curtain != NULL && keyval != GDK_KEY_Escape)
    {
      switch (keyval)
        {
        case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Right: case GDK_KEY_KP_Right:
        case GDK_KEY_Up: case GDK_KEY_KP_Up: case GDK_KEY_Down: case GDK_KEY_KP_Down:
        case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
          parlour_board_view_lift_curtain (self);
          return TRUE;
        default:
          return FALSE;
        }
    }

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       dy = 1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   dy = -1; break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      {
        double x, y;

        /* a piece selected with the mouse is picked with Enter too */
        if (!self->focus_visible && parlour_board_view_activate_selected (self))
          return TRUE;
        if (!self->focus_visible)
          break;
        if (parlour_board_view_square_center (self, self->focus_square, &x, &y))
          {
            parlour_board_view_input_press (self, x, y);
            parlour_board_view_input_release (self, x, y);
          }
        return TRUE;
      }
    case GDK_KEY_Escape:
      if (self->selected == PARLOUR_NO_SQUARE)
        return FALSE;
      parlour_board_view_input_cancel (self);
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return TRUE;
    default:
      return FALSE;
    }

  if (self->flipped)
    {
      dx = -dx;
      dy = -dy;
    }
  /* the first key press only shows where the focus is */
  if (self->focus_visible)
    {
      file = CLAMP (file + dx, 0, self->files - 1);
      rank = CLAMP (rank + dy, 0, self->ranks - 1);
    }
  self->focus_visible = TRUE;
  self->focus_square = rank * self->files + file;
  parlour_board_view_describe_focus (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                ParlourBoardView        *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Reached with Tab: show the focus square at once. */
static void
focus_enter_cb (GtkEventControllerFocus *controller,
                ParlourBoardView        *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)) &&
      self->has_position)
    {
      self->focus_visible = TRUE;
      parlour_board_view_describe_focus (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_init_input (ParlourBoardView *self)
{
  GtkEventController *controller;

  self->click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->click), 0);
  g_signal_connect (self->click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->click));

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_enter_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* Test hooks */

void
parlour_board_view_test_press (ParlourBoardView *self,
                               double            x,
                               double            y)
{
  parlour_board_view_input_press (self, x, y);
}

void
parlour_board_view_test_motion (ParlourBoardView *self,
                                double            x,
                                double            y)
{
  parlour_board_view_input_motion (self, x, y);
}

void
parlour_board_view_test_release (ParlourBoardView *self,
                                 double            x,
                                 double            y)
{
  parlour_board_view_input_release (self, x, y);
}

guint
parlour_board_view_test_get_selected (ParlourBoardView *self)
{
  return self->selected;
}
