/* parlour-board-view-marks.c — what the board view lays over the squares: labels
 * (Panic's chances), marked squares, and the curtain of hidden entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "parlour-board-view-private.h"

void
parlour_board_view_set_square_labels (ParlourBoardView *self,
                                      GHashTable       *labels)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
    {
      g_clear_pointer (&self->labels[sq], g_free);
      g_clear_object (&self->label_layouts[sq]);
    }
  if (labels != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, labels);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (GPOINTER_TO_UINT (key) < PARLOUR_MAX_SQUARES && value != NULL)
          self->labels[GPOINTER_TO_UINT (key)] = g_strdup (value);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_set_marked_squares (ParlourBoardView *self,
                                       const guint8     *squares,
                                       guint             n)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (squares != NULL || n == 0);

  memset (self->marked, 0, sizeof self->marked);
  for (guint i = 0; i < n; i++)
    if (squares[i] < PARLOUR_MAX_SQUARES)
      self->marked[squares[i]] = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The curtain covers the whole board, so that nothing on it shows while the
 * players change places; its text says who is to choose. */
void
parlour_board_view_snapshot_curtain (ParlourBoardView *self,
                                     GtkSnapshot      *snapshot)
{
  static const GdkRGBA cloth = { 0.24f, 0.22f, 0.30f, 1.0f };
  static const GdkRGBA ink = { 1.0f, 1.0f, 1.0f, 1.0f };
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self),
                                                                   self->curtain);
  graphene_rect_t rect;
  int width, height;

  parlour_board_view_board_rect (self, &rect);
  gtk_snapshot_append_color (snapshot, &cloth, &rect);
  pango_layout_set_width (layout, (int) (rect.size.width * 0.8f) * PANGO_SCALE);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width * 0.1f,
                                                          rect.origin.y +
                                                          (rect.size.height - height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}

/**
 * parlour_board_view_set_curtain:
 * @text: (nullable): what the curtain says, NULL: no curtain
 *
 * Covers the board (hidden entry at one computer: SimulChess's curtain
 * between White's choice and Black's). A click on the board, or a key of its
 * keyboard entry, lifts it. A curtain that comes drops the selection and the
 * keyboard's focus square: both may show where the player before it moved.
 */
void
parlour_board_view_set_curtain (ParlourBoardView *self,
                                const char       *text)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  if (g_strcmp0 (text, self->curtain) == 0)
    return;
  g_free (self->curtain);
  self->curtain = g_strdup (text);
  if (text != NULL)
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_clear_typed (self);
      self->focus_visible = FALSE;
      self->focus_square = 0;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
parlour_board_view_get_curtain (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);
  return self->curtain;
}
