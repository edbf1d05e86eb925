/* parlour-board-view-tooltip.c — the name of the piece under the pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fairy pieces are new to most players, and some differ from another kind
 * only in how they are hobbled. So the board names the piece under the pointer
 * in its tooltip, with how it moves ("White Lame Dabbabah — Moves two squares
 * …"), and on a touch screen a long press shows the same words in a popover.
 *
 * The window may give the board a tooltip of its own (Panic chess explains a
 * roll's chances with gtk_widget_set_tooltip_text()); that text wins while it
 * is set, and the piece names come back when it is taken away. GTK turns
 * has-tooltip off whenever the text is cleared, so the view turns it on again.
 */
#include "config.h"

#include "parlour-board-view-private.h"
#include "parlour-piece-info.h"

/* The words for the piece at widget coordinates (@x, @y): on the board or in
 * hand; NULL where there is none. */
static char *
describe_at (ParlourBoardView *self,
             double            x,
             double            y)
{
  ParlourColor color;
  guint square, kind;

  if (!self->has_position)
    return NULL;
  if (parlour_board_view_square_at (self, x, y, &square))
    {
      if (self->hidden[square])
        return NULL;
      return parlour_piece_info_describe (self->shown.variant, self->shown.board[square]);
    }
  if (parlour_board_view_reserve_at (self, x, y, &color, &kind))
    return parlour_piece_info_describe (self->shown.variant, PARLOUR_PIECE_MAKE (kind, color));
  return NULL;
}

/**
 * parlour_board_view_dup_piece_info:
 * @self: a board view
 * @x: widget coordinate
 * @y: widget coordinate
 *
 * Returns: (transfer full) (nullable): the name of the piece at (@x, @y) and
 *   how it moves, as the board's tooltip shows it
 */
char *
parlour_board_view_dup_piece_info (ParlourBoardView *self,
                                   double            x,
                                   double            y)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);
  return describe_at (self, x, y);
}

gboolean
parlour_board_view_query_tooltip (GtkWidget  *widget,
                                  int         x,
                                  int         y,
                                  gboolean    keyboard_mode,
                                  GtkTooltip *tooltip)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  graphene_rect_t rect;
  guint square;

  /* the application's own tooltip text (GtkWidget shows it) */
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    return GTK_WIDGET_CLASS (g_type_class_peek (GTK_TYPE_WIDGET))->query_tooltip (widget, x, y,
                                                                                 keyboard_mode,
                                                                                 tooltip);
  if (keyboard_mode)
    {
      double cx, cy;

      if (!self->focus_visible ||
          !parlour_board_view_square_center (self, self->focus_square, &cx, &cy))
        return FALSE;
      text = describe_at (self, cx, cy);
    }
  else
    text = describe_at (self, x, y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  /* a new query (and new text) as soon as the pointer leaves the square */
  if (!keyboard_mode && parlour_board_view_square_at (self, x, y, &square))
    {
      parlour_board_view_square_rect (self, square, &rect);
      gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { rect.origin.x, rect.origin.y,
                                                           rect.size.width,
                                                           rect.size.height });
    }
  return TRUE;
}

static void
tooltip_text_changed_cb (GObject    *object,
                         GParamSpec *pspec,
                         gpointer    data)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (object), TRUE);
}

static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 ParlourBoardView    *self)
{
  g_autofree char *text = describe_at (self, x, y);
  GtkWidget *label;

  if (text == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  if (self->piece_info == NULL)
    {
      self->piece_info = gtk_popover_new ();
      gtk_widget_add_css_class (self->piece_info, "parlour-piece-info");
      gtk_widget_set_parent (self->piece_info, GTK_WIDGET (self));
    }
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_popover_set_child (GTK_POPOVER (self->piece_info), label);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->piece_info),
                               &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->piece_info));
}

void
parlour_board_view_init_tooltip (ParlourBoardView *self)
{
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "notify::tooltip-text", G_CALLBACK (tooltip_text_changed_cb), NULL);
  /* on a touch screen there is no hovering: hold a piece to see its name */
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
}

void
parlour_board_view_destroy_tooltip (ParlourBoardView *self)
{
  if (self->piece_info != NULL)
    gtk_widget_unparent (g_steal_pointer (&self->piece_info));
}
