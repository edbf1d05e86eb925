/* parlour-boards-box.c — several boards in a row, or stacked on a narrow window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play area decides how big the boards are and whether they stand side by
 * side or one above the other, whichever gives the bigger boards, and gives
 * this box a rectangle of that shape (parlour-play-area.c). The box reads the
 * shape back: wider than tall is a row, taller than wide a column. Deciding in
 * size_allocate from the size given, rather than switching a GtkBox's
 * orientation on a size notification, lays the window out once per resize.
 */
#include "config.h"

#include "parlour-boards-box.h"

struct _ParlourBoardsBox
{
  GtkWidget parent_instance;

  int       spacing;
  gboolean  stacked;
};

G_DEFINE_FINAL_TYPE (ParlourBoardsBox, parlour_boards_box, GTK_TYPE_WIDGET)

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_should_layout (c) ? 1 : 0;
  return n;
}

/* The smallest box either way: as narrow as a column, as low as a row. The
 * natural size is that of a row. */
static void
parlour_boards_box_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ParlourBoardsBox *self = PARLOUR_BOARDS_BOX (widget);
  guint n = n_children (widget);

  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *natural += nat;
      else
        *natural = MAX (*natural, nat);
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL && n > 1)
    *natural += self->spacing * (int) (n - 1);
  *natural = MAX (*natural, *minimum);
  *minimum_baseline = *natural_baseline = -1;
}

static void
parlour_boards_box_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ParlourBoardsBox *self = PARLOUR_BOARDS_BOX (widget);
  guint n = MAX (n_children (widget), 1);
  gboolean stacked = height > width;
  int along = stacked ? height : width;
  int each = (along - self->spacing * (int) (n - 1)) / (int) n;
  int pos = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkAllocation alloc;

      if (!gtk_widget_should_layout (c))
        continue;
      alloc.x = stacked ? 0 : pos;
      alloc.y = stacked ? pos : 0;
      alloc.width = stacked ? width : each;
      alloc.height = stacked ? each : height;
      gtk_widget_size_allocate (c, &alloc, -1);
      pos += each + self->spacing;
    }
  self->stacked = stacked;
}

static void
parlour_boards_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (parlour_boards_box_parent_class)->dispose (object);
}

static void
parlour_boards_box_class_init (ParlourBoardsBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_boards_box_dispose;
  widget_class->measure = parlour_boards_box_measure;
  widget_class->size_allocate = parlour_boards_box_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "boards");
}

static void
parlour_boards_box_init (ParlourBoardsBox *self)
{
}

GtkWidget *
parlour_boards_box_new (int spacing)
{
  ParlourBoardsBox *self = g_object_new (PARLOUR_TYPE_BOARDS_BOX, NULL);

  self->spacing = spacing;
  return GTK_WIDGET (self);
}

void
parlour_boards_box_set_spacing (ParlourBoardsBox *self,
                                int               spacing)
{
  g_return_if_fail (PARLOUR_IS_BOARDS_BOX (self));

  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
parlour_boards_box_append (ParlourBoardsBox *self,
                           GtkWidget        *child)
{
  g_return_if_fail (PARLOUR_IS_BOARDS_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
parlour_boards_box_remove (ParlourBoardsBox *self,
                           GtkWidget        *child)
{
  g_return_if_fail (PARLOUR_IS_BOARDS_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

gboolean
parlour_boards_box_get_stacked (ParlourBoardsBox *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARDS_BOX (self), FALSE);

  return self->stacked;
}
