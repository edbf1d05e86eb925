/* parlour-board-view-geometry.c — where the squares are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is centred in the widget's allocation, with squares of a whole
 * number of pixels (no seams between squares, crisp edges). A flipped board
 * has Black's side at the bottom.
 */
#include "config.h"

#include "parlour-board-view-private.h"

/* The smallest square that is still a square, and a comfortable natural one. */
#define MIN_SQUARE     8
#define NATURAL_SQUARE 64
/* The coordinates' strips, in tenths of a square: the rank numbers stand left
 * of the board and the file letters below it, where no piece covers them (on a
 * 10x10 board "10" and "a" collided with the corner pieces inside the squares). */
#define GUTTER_TENTHS  3

void
parlour_board_view_update_geometry (ParlourBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int files = self->has_position ? (int) self->shown.variant->width : 8;
  int ranks = self->has_position ? (int) self->shown.variant->height : 8;
  /* pieces in hand stand in a column of a square's width, a quarter square
   * right of the board */
  gboolean reserve = parlour_board_view_has_reserve (self);
  int columns4 = files * 4 + (reserve ? 5 : 0);
  /* whole pixels per square: no seams between squares, crisp edges */
  int square = MAX (0, MIN (width * 4 / columns4, height / ranks));
  int gutter = 0;
  int origin_x, origin_y;

  if (self->show_coordinates && square >= PARLOUR_BOARD_VIEW_MIN_TEXT_SQUARE)
    {
      int with_gutter = MIN (width * 40 / (columns4 * 10 + 4 * GUTTER_TENTHS),
                             height * 10 / (ranks * 10 + GUTTER_TENTHS));

      if (with_gutter >= PARLOUR_BOARD_VIEW_MIN_TEXT_SQUARE)
        {
          square = with_gutter;
          gutter = square * GUTTER_TENTHS / 10;
        }
    }
  origin_x = (width - square * columns4 / 4 - gutter) / 2 + gutter;
  origin_y = (height - square * ranks - gutter) / 2;

  /* the cached nodes are in widget coordinates: any change outdates them */
  if (square != self->square || files != self->files || ranks != self->ranks ||
      origin_x != self->origin_x || origin_y != self->origin_y || gutter != self->gutter)
    parlour_board_view_clear_nodes (self);
  self->files = files;
  self->ranks = ranks;
  self->square = square;
  self->origin_x = origin_x;
  self->origin_y = origin_y;
  self->gutter = gutter;
  self->reserve_x = reserve ? origin_x + square * files + square / 4 : 0;
}

/**
 * parlour_board_view_get_height_for_width:
 * @self: a board view
 *
 * How tall the board is for its width, with its reserve column and
 * coordinates: a layout of several boards (parlour-play-area.c) gives each
 * this shape, so that the players' bars above and below touch the board.
 *
 * Returns: the height per unit of width
 */
double
parlour_board_view_get_height_for_width (ParlourBoardView *self)
{
  ParlourGame *game;
  const ParlourVariant *variant = NULL;
  double gutter, files, ranks;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), 1.0);

  game = parlour_board_view_get_game (self);
  if (self->has_position)
    variant = self->shown.variant;
  else if (game != NULL)
    variant = parlour_game_get_variant (game);
  files = variant ? variant->width : 8;
  ranks = variant ? variant->height : 8;
  gutter = self->show_coordinates ? GUTTER_TENTHS / 10.0 : 0;
  if (variant != NULL && (variant->flags & PARLOUR_VARIANT_DROPS))
    files += 1.25;
  return (ranks + gutter) / (files + gutter);
}

void
parlour_board_view_invalidate_layout (ParlourBoardView *self)
{
  parlour_board_view_update_geometry (self);
  parlour_board_view_clear_nodes (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_square_rect (ParlourBoardView *self,
                                guint             square,
                                graphene_rect_t  *rect)
{
  int file = square % self->files;
  int rank = square / self->files;
  int col = self->flipped ? self->files - 1 - file : file;
  int row = self->flipped ? rank : self->ranks - 1 - rank;

  graphene_rect_init (rect, self->origin_x + col * self->square,
                      self->origin_y + row * self->square, self->square, self->square);
}

void
parlour_board_view_board_rect (ParlourBoardView *self,
                               graphene_rect_t  *rect)
{
  graphene_rect_init (rect, self->origin_x, self->origin_y,
                      self->square * self->files, self->square * self->ranks);
}

float
parlour_board_view_corner_radius (ParlourBoardView *self)
{
  /* softly rounded corners, as GNOME draws its cards */
  return CLAMP (self->square * 0.08f, 2.f, 6.f);
}

/* The board has rounded corners, but no clip: a clip around the whole board
 * would make the renderer use its clipping shaders for everything on it, and
 * compiling those costs a software renderer more than the first frame's
 * drawing. Instead, whatever fills a corner square takes the corner's shape. */
gboolean
parlour_board_view_square_rounded_rect (ParlourBoardView *self,
                                        guint             square,
                                        GskRoundedRect   *round)
{
  graphene_rect_t rect, board;
  float r = parlour_board_view_corner_radius (self);
  gboolean left, right, top, bottom;

  parlour_board_view_square_rect (self, square, &rect);
  parlour_board_view_board_rect (self, &board);
  gsk_rounded_rect_init_from_rect (round, &rect, 0);
  left = rect.origin.x <= board.origin.x;
  top = rect.origin.y <= board.origin.y;
  right = rect.origin.x + rect.size.width >= board.origin.x + board.size.width;
  bottom = rect.origin.y + rect.size.height >= board.origin.y + board.size.height;
  if (top && left)
    round->corner[GSK_CORNER_TOP_LEFT] = GRAPHENE_SIZE_INIT (r, r);
  if (top && right)
    round->corner[GSK_CORNER_TOP_RIGHT] = GRAPHENE_SIZE_INIT (r, r);
  if (bottom && right)
    round->corner[GSK_CORNER_BOTTOM_RIGHT] = GRAPHENE_SIZE_INIT (r, r);
  if (bottom && left)
    round->corner[GSK_CORNER_BOTTOM_LEFT] = GRAPHENE_SIZE_INIT (r, r);
  return (top || bottom) && (left || right);
}

void
parlour_board_view_fill_square (ParlourBoardView *self,
                                GtkSnapshot      *snapshot,
                                guint             square,
                                const GdkRGBA    *color)
{
  GskRoundedRect round;

  if (parlour_board_view_square_rounded_rect (self, square, &round))
    {
      gtk_snapshot_push_rounded_clip (snapshot, &round);
      gtk_snapshot_append_color (snapshot, color, &round.bounds);
      gtk_snapshot_pop (snapshot);
    }
  else
    gtk_snapshot_append_color (snapshot, color, &round.bounds);
}

/**
 * parlour_board_view_square_at:
 * @self: a board view
 * @x: widget coordinate
 * @y: widget coordinate
 * @square: (out) (optional): the square under (@x, @y)
 *
 * Returns: %TRUE if (@x, @y) is on the board
 */
gboolean
parlour_board_view_square_at (ParlourBoardView *self,
                              double            x,
                              double            y,
                              guint            *square)
{
  int col, row, file, rank;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);

  parlour_board_view_update_geometry (self);
  if (self->square <= 0 || !self->has_position)
    return FALSE;
  x -= self->origin_x;
  y -= self->origin_y;
  if (x < 0 || y < 0)
    return FALSE;
  col = (int) (x / self->square);
  row = (int) (y / self->square);
  if (col >= self->files || row >= self->ranks)
    return FALSE;
  file = self->flipped ? self->files - 1 - col : col;
  rank = self->flipped ? row : self->ranks - 1 - row;
  if (square)
    *square = rank * self->files + file;
  return TRUE;
}

/**
 * parlour_board_view_square_center:
 * @self: a board view
 * @square: a square of the shown position's board
 * @x: (out) (optional): widget coordinate of its centre
 * @y: (out) (optional): widget coordinate of its centre
 *
 * Returns: %TRUE if the view has a size and @square is on its board
 */
gboolean
parlour_board_view_square_center (ParlourBoardView *self,
                                  guint             square,
                                  double           *x,
                                  double           *y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);

  parlour_board_view_update_geometry (self);
  if (self->square <= 0 || !self->has_position || square >= (guint) (self->files * self->ranks))
    return FALSE;
  parlour_board_view_square_rect (self, square, &rect);
  if (x)
    *x = rect.origin.x + rect.size.width / 2;
  if (y)
    *y = rect.origin.y + rect.size.height / 2;
  return TRUE;
}

void
parlour_board_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (widget);
  int files = self->has_position ? (int) self->shown.variant->width : 8;
  int ranks = self->has_position ? (int) self->shown.variant->height : 8;
  int n4 = (orientation == GTK_ORIENTATION_HORIZONTAL ? files : ranks) * 4;

  /* the same natural square size in both directions; pieces in hand take a
   * column and a quarter more */
  if (orientation == GTK_ORIENTATION_HORIZONTAL && parlour_board_view_has_reserve (self))
    n4 += 5;
  *minimum = n4 * MIN_SQUARE / 4;
  *natural = n4 * NATURAL_SQUARE / 4;
}
