/* parlour-board-view-promotion.c — the promotion chooser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When several legal moves go from one square to another and differ only in
 * what the piece becomes, a popover at the target square offers one button per
 * kind, showing the piece as it will look. The popover is made once and kept,
 * parented to the board, for the widget's lifetime.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"

#define BUTTON_PIXELS 52

/* The buttons are tiles of the board's light square colour, so that pieces of
 * either colour read the same on them in the light and the dark style. */
static void
update_style (ParlourBoardView *self)
{
  static GtkCssProvider *provider;
  g_autofree char *light = NULL;
  g_autofree char *hover = NULL;
  g_autofree char *css = NULL;
  GdkRGBA mixed = self->colors.light;

  if (provider == NULL)
    {
      provider = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
  mixed.red = 0.7f * mixed.red + 0.3f * self->colors.dark.red;
  mixed.green = 0.7f * mixed.green + 0.3f * self->colors.dark.green;
  mixed.blue = 0.7f * mixed.blue + 0.3f * self->colors.dark.blue;
  light = gdk_rgba_to_string (&self->colors.light);
  hover = gdk_rgba_to_string (&mixed);
  css = g_strdup_printf ("popover.parlour-promotion button.parlour-promotion-piece {"
                         " background: %s; border-radius: 6px; padding: 2px; }\n"
                         "popover.parlour-promotion button.parlour-promotion-piece:hover,"
                         " popover.parlour-promotion button.parlour-promotion-piece:focus-visible {"
                         " background: %s; }\n",
                         light, hover);
  gtk_css_provider_load_from_data (provider, css, -1);
}

static void
choice_clicked_cb (GtkButton        *button,
                   ParlourBoardView *self)
{
  ParlourMove move = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "parlour-move"));
  gboolean dropped = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self->promotion),
                                                         "parlour-dropped"));

  g_object_set_data (G_OBJECT (self->promotion), "parlour-choosing", GINT_TO_POINTER (TRUE));
  gtk_popover_popdown (GTK_POPOVER (self->promotion));
  g_object_set_data (G_OBJECT (self->promotion), "parlour-choosing", NULL);
  self->dropped_move = dropped ? move : PARLOUR_MOVE_NONE;
  parlour_board_view_request_move (self, move);
}

static void
closed_cb (GtkPopover       *popover,
           ParlourBoardView *self)
{
  /* closed without a choice (Escape, a click elsewhere): nothing is played */
  if (g_object_get_data (G_OBJECT (popover), "parlour-choosing") == NULL)
    {
      self->dropped_move = PARLOUR_MOVE_NONE;
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
    }
}

static GtkWidget *
ensure_popover (ParlourBoardView *self)
{
  if (self->promotion == NULL)
    {
      self->promotion = gtk_popover_new ();
      gtk_widget_add_css_class (self->promotion, "parlour-promotion");
      gtk_widget_set_parent (self->promotion, GTK_WIDGET (self));
      g_signal_connect (self->promotion, "closed", G_CALLBACK (closed_cb), self);
    }
  return self->promotion;
}

void
parlour_board_view_open_promotion (ParlourBoardView  *self,
                                   const ParlourMove *moves,
                                   guint              n_moves)
{
  const ParlourVariant *variant = self->shown.variant;
  ParlourColor color = parlour_board_view_mover (self);
  GtkWidget *popover = ensure_popover (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  guint scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  guint to = PARLOUR_MOVE_TO (moves[0]);
  graphene_rect_t rect;

  for (guint i = 0; i < n_moves; i++)
    {
      guint kind = PARLOUR_MOVE_PROMO (moves[i]);
      const ParlourKind *row;
      GtkWidget *button, *image;
      GdkTexture *texture;

      /* where promotion is optional, staying as one is is a choice too */
      if (kind == 0)
        kind = PARLOUR_PIECE_KIND (self->shown.board[PARLOUR_MOVE_FROM (moves[i])]);
      if (kind == 0 || kind > variant->n_kinds)
        continue;
      row = &variant->kinds[kind];
      texture = parlour_piece_cache_get_facing (self->pieces, row->id, row->letter, color,
                                                parlour_board_view_facing (self, color),
                                                BUTTON_PIXELS * scale);
      image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
      gtk_image_set_pixel_size (GTK_IMAGE (image), BUTTON_PIXELS);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "parlour-promotion-piece");
      gtk_widget_set_tooltip_text (button, _(row->name));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(row->name), -1);
      g_object_set_data (G_OBJECT (button), "parlour-move", GUINT_TO_POINTER (moves[i]));
      g_object_set_data (G_OBJECT (button), "parlour-kind", GUINT_TO_POINTER (kind));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }

  update_style (self);
  g_object_set_data (G_OBJECT (popover), "parlour-dropped",
                     GINT_TO_POINTER (self->dropped_move != PARLOUR_MOVE_NONE));
  self->dropped_move = PARLOUR_MOVE_NONE;
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  parlour_board_view_square_rect (self, to, &rect);
  gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                               &(GdkRectangle) { rect.origin.x, rect.origin.y,
                                                 rect.size.width, rect.size.height });
  /* open away from the board's middle, so the chooser covers little of it */
  gtk_popover_set_position (GTK_POPOVER (popover),
                            rect.origin.y + rect.size.height / 2 < gtk_widget_get_height (GTK_WIDGET (self)) / 2
                              ? GTK_POS_BOTTOM : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (popover));
}

void
parlour_board_view_close_promotion (ParlourBoardView *self)
{
  if (self->promotion != NULL && gtk_widget_get_visible (self->promotion))
    gtk_popover_popdown (GTK_POPOVER (self->promotion));
}

gboolean
parlour_board_view_promotion_legal (ParlourBoardView *self)
{
  GtkWidget *box;

  if (self->promotion == NULL || !gtk_widget_get_visible (self->promotion) || !self->legal_valid)
    return FALSE;
  box = gtk_popover_get_child (GTK_POPOVER (self->promotion));
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ParlourMove move = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "parlour-move"));
      gboolean found = FALSE;

      for (guint i = 0; i < self->legal.n && !found; i++)
        found = self->legal.moves[i] == move;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

void
parlour_board_view_destroy_promotion (ParlourBoardView *self)
{
  if (self->promotion == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->promotion, closed_cb, self);
  g_clear_pointer (&self->promotion, gtk_widget_unparent);
}

GtkWidget *
parlour_board_view_test_get_promotion (ParlourBoardView *self)
{
  if (self->promotion == NULL || !gtk_widget_get_visible (self->promotion))
    return NULL;
  return self->promotion;
}

gboolean
parlour_board_view_test_choose_promotion (ParlourBoardView *self,
                                          guint             kind)
{
  GtkWidget *box, *child;

  if (parlour_board_view_test_get_promotion (self) == NULL)
    return FALSE;
  box = gtk_popover_get_child (GTK_POPOVER (self->promotion));
  for (child = gtk_widget_get_first_child (box); child; child = gtk_widget_get_next_sibling (child))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "parlour-kind")) == kind)
      {
        /* what a click on the button does (activation would wait for its press effect) */
        g_signal_emit_by_name (child, "clicked");
        return TRUE;
      }
  return FALSE;
}
