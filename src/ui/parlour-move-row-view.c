/* parlour-move-row-view.c — one row of the move list: number, White's move, Black's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves are flat buttons in two columns of equal width, so that the
 * columns line up from row to row. A row passes a focus grab on to its first
 * move: GtkListView moves the keyboard focus from row to row (Up, Down, Page
 * Up, Page Down) by grabbing it on the row, and a plain box would refuse it.
 */
#include "config.h"

#include "parlour-move-row-view.h"

struct _ParlourMoveRowView
{
  GtkWidget       parent_instance;

  GtkWidget      *number;
  GtkWidget      *moves;
  GtkWidget      *white;
  GtkWidget      *ellipsis;  /* "…" before Black's first move, when Black began */
  GtkWidget      *black;

  ParlourMoveRow *row;
  guint           current;
  gboolean        merged;    /* one ply per row, its board in the number */
};

G_DEFINE_FINAL_TYPE (ParlourMoveRowView, parlour_move_row_view, GTK_TYPE_WIDGET)

static GtkWidget *
move_button_new (void)
{
  GtkWidget *button = gtk_button_new_with_label ("");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  /* ply 0: no move yet (the action ignores it) */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", 0);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "move-list.activate-ply");
  return button;
}

static void
set_css_class (GtkWidget  *widget,
               const char *name,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static void
show_move (ParlourMoveRowView *self,
           GtkWidget          *button,
           ParlourPlyItem     *ply)
{
  gboolean pass = ply && PARLOUR_MOVE_FLAG (parlour_ply_item_get_move (ply)) == PARLOUR_MOVE_PASS;
  guint target = ply ? parlour_ply_item_get_index (ply) + 1 : 0;

  gtk_button_set_label (GTK_BUTTON (button), ply ? parlour_ply_item_get_text (ply) : "");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", target);
  set_css_class (button, "pass", pass);
  /* A move Black has not played keeps its button's place (the columns keep
   * their widths) without showing it or taking the focus. */
  gtk_widget_set_child_visible (button, ply != NULL);
  gtk_widget_set_sensitive (button, ply != NULL);
}

/* the first move of the row takes the focus grabbed on the row */
static gboolean
parlour_move_row_view_grab_focus (GtkWidget *widget)
{
  ParlourMoveRowView *self = PARLOUR_MOVE_ROW_VIEW (widget);

  if (gtk_widget_get_visible (self->white) && gtk_widget_grab_focus (self->white))
    return TRUE;
  return gtk_widget_grab_focus (self->black);
}

static void
parlour_move_row_view_dispose (GObject *object)
{
  ParlourMoveRowView *self = PARLOUR_MOVE_ROW_VIEW (object);

  g_clear_pointer (&self->number, gtk_widget_unparent);
  g_clear_pointer (&self->moves, gtk_widget_unparent);
  g_clear_object (&self->row);

  G_OBJECT_CLASS (parlour_move_row_view_parent_class)->dispose (object);
}

static void
parlour_move_row_view_class_init (ParlourMoveRowViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_move_row_view_dispose;
  widget_class->grab_focus = parlour_move_row_view_grab_focus;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "moverow");
}

static void
parlour_move_row_view_init (ParlourMoveRowView *self)
{
  self->current = PARLOUR_NO_PLY;
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              4);

  self->number = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->number), 1);
  /* with the CSS's minimum width, room for "100." and the moves line up */
  gtk_label_set_width_chars (GTK_LABEL (self->number), 3);
  gtk_widget_add_css_class (self->number, "dim-label");
  gtk_widget_add_css_class (self->number, "numeric");
  gtk_widget_add_css_class (self->number, "move-number");
  gtk_widget_set_parent (self->number, GTK_WIDGET (self));

  self->moves = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (self->moves), TRUE);
  gtk_widget_set_hexpand (self->moves, TRUE);
  gtk_widget_set_parent (self->moves, GTK_WIDGET (self));

  self->white = move_button_new ();
  self->ellipsis = gtk_label_new ("…");
  gtk_widget_add_css_class (self->ellipsis, "dim-label");
  gtk_widget_set_visible (self->ellipsis, FALSE);
  self->black = move_button_new ();
  gtk_box_append (GTK_BOX (self->moves), self->white);
  gtk_box_append (GTK_BOX (self->moves), self->ellipsis);
  gtk_box_append (GTK_BOX (self->moves), self->black);
}

GtkWidget *
parlour_move_row_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_MOVE_ROW_VIEW, NULL);
}

void
parlour_move_row_view_set_row (ParlourMoveRowView *self,
                               ParlourMoveRow     *row)
{
  ParlourPlyItem *white = NULL;
  g_autofree char *number = NULL;

  g_return_if_fail (PARLOUR_IS_MOVE_ROW_VIEW (self));
  g_return_if_fail (!row || PARLOUR_IS_MOVE_ROW (row));

  if (!g_set_object (&self->row, row))
    return;

  if (row != NULL)
    {
      white = parlour_move_row_get_white (row);
      number = self->merged && white ? parlour_move_row_view_dup_number (white)
                                     : g_strdup_printf ("%u.", parlour_move_row_get_number (row));
    }
  gtk_label_set_text (GTK_LABEL (self->number), number ? number : "");
  gtk_widget_set_visible (self->white, row == NULL || white != NULL);
  gtk_widget_set_visible (self->ellipsis, !self->merged && row != NULL && white == NULL);
  gtk_widget_set_visible (self->black, !self->merged);
  show_move (self, self->white, white);
  show_move (self, self->black, row ? parlour_move_row_get_black (row) : NULL);
  parlour_move_row_view_set_current (self, self->current);
}

ParlourMoveRow *
parlour_move_row_view_get_row (ParlourMoveRowView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW_VIEW (self), NULL);

  return self->row;
}

void
parlour_move_row_view_set_current (ParlourMoveRowView *self,
                                   guint               ply)
{
  g_return_if_fail (PARLOUR_IS_MOVE_ROW_VIEW (self));

  self->current = ply;
  for (guint side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
    {
      ParlourPlyItem *item = NULL;

      if (self->row != NULL)
        item = side == PARLOUR_WHITE ? parlour_move_row_get_white (self->row)
                                     : parlour_move_row_get_black (self->row);
      set_css_class (parlour_move_row_view_get_button (self, side), "current",
                     item && parlour_ply_item_get_index (item) == ply);
    }
}

GtkWidget *
parlour_move_row_view_get_button (ParlourMoveRowView *self,
                                  ParlourColor        side)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW_VIEW (self), NULL);

  return side == PARLOUR_WHITE ? self->white : self->black;
}

/**
 * parlour_move_row_view_set_merged:
 * @self: a row view
 * @merged: each row holds one ply (in its White place) of a list that merges
 *   several boards
 *
 * A merged row shows its ply alone, numbered with its board as BPGN does.
 */
void
parlour_move_row_view_set_merged (ParlourMoveRowView *self,
                                  gboolean            merged)
{
  g_return_if_fail (PARLOUR_IS_MOVE_ROW_VIEW (self));

  self->merged = merged;
  /* a wider number: "12A." */
  gtk_label_set_width_chars (GTK_LABEL (self->number), merged ? 4 : 3);
}

/* "1A." for White's first move on the first board, "1a." for Black's, "3B."
 * on the second board (the numbering of BPGN) */
char *
parlour_move_row_view_dup_number (ParlourPlyItem *ply)
{
  guint board = parlour_ply_item_get_board (ply);
  char letter = (char) ((parlour_ply_item_get_color (ply) == PARLOUR_WHITE ? 'A' : 'a')
                        + MIN (board, 25));

  return g_strdup_printf ("%u%c.", parlour_ply_item_get_number (ply), letter);
}
