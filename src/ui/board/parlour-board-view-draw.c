/* parlour-board-view-draw.c — the board's snapshot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layers, bottom to top: squares, marked squares, last move, selection, the
 * check glow, coordinates, capture rings, pieces, move dots, labels, the
 * keyboard focus, pieces in flight and the dragged piece.
 *
 * A frame costs little: the squares and the coordinates are render nodes
 * built once per size, theme and orientation, and every piece is a texture
 * from the piece cache. While the size changes (a window resize) the pieces
 * are drawn from the textures of the old size, scaled, and rendered again
 * only once the size has settled.
 */
#include "config.h"

#include "parlour-board-view-private.h"

/* How long the size must stay the same before the pieces are rendered again. */
#define REFRESH_DELAY_MS 120

static const char file_names[] = "abcdefghijkl";

static gboolean
is_light (guint file,
          guint rank)
{
  /* a1 is dark on every board */
  return ((file + rank) & 1) != 0;
}

void
parlour_board_view_clear_textures (ParlourBoardView *self)
{
  memset (self->textures, 0, sizeof self->textures);
  memset (self->royal_marks, 0, sizeof self->royal_marks);
  self->royal_marks_done = FALSE;
  self->texture_variant = NULL;
}

void
parlour_board_view_clear_nodes (ParlourBoardView *self)
{
  g_clear_pointer (&self->squares_node, gsk_render_node_unref);
  g_clear_pointer (&self->coords_node, gsk_render_node_unref);
  for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
    g_clear_object (&self->label_layouts[sq]);
}

/* Which way @color's forward points on the screen: a forward mark (the arrow
 * of a piece that only moves forward) shows the way the piece goes on this
 * board, so it turns with the board (docs/bungalow.md). */
ParlourPieceFacing
parlour_board_view_facing (ParlourBoardView *self,
                           ParlourColor      color)
{
  return (color == PARLOUR_WHITE) != self->flipped ? PARLOUR_PIECE_FACING_UP
                                                   : PARLOUR_PIECE_FACING_DOWN;
}

GdkTexture *
parlour_board_view_piece_texture (ParlourBoardView *self,
                                  ParlourPiece      piece)
{
  const ParlourVariant *variant = self->shown.variant;
  guint kind = PARLOUR_PIECE_KIND (piece);
  ParlourColor color = PARLOUR_PIECE_COLOR (piece);

  if (self->texture_variant != variant)
    {
      parlour_board_view_clear_textures (self);
      self->texture_variant = variant;
    }
  if (kind == 0 || kind > variant->n_kinds)
    return NULL;
  if (self->textures[color][kind] == NULL)
    self->textures[color][kind] =
      parlour_piece_cache_get_facing (self->pieces, variant->kinds[kind].id,
                                      variant->kinds[kind].letter, color,
                                      parlour_board_view_facing (self, color), self->texture_px);
  return self->textures[color][kind];
}

GdkTexture *
parlour_board_view_royal_mark_texture (ParlourBoardView *self,
                                       ParlourColor      color)
{
  if (!self->royal_marks_done)
    {
      for (guint c = 0; c < 2; c++)
        self->royal_marks[c] = parlour_piece_cache_get_royal_mark (self->pieces, c,
                                                                   self->texture_px);
      self->royal_marks_done = TRUE;
    }
  return self->royal_marks[color];
}

static gboolean
refresh_textures_cb (gpointer data)
{
  ParlourBoardView *self = data;

  self->refresh_source = 0;
  if (self->pending_px != self->texture_px)
    {
      self->texture_px = self->pending_px;
      parlour_piece_cache_clear (self->pieces);
      parlour_board_view_clear_textures (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return G_SOURCE_REMOVE;
}

static void
update_texture_size (ParlourBoardView *self)
{
  guint wanted = self->square * gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (self->texture_px == 0)
    {
      /* the first frame: nothing to scale meanwhile */
      self->texture_px = self->pending_px = wanted;
      return;
    }
  if (wanted == self->pending_px)
    return;
  self->pending_px = wanted;
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (wanted != self->texture_px)
    self->refresh_source = g_timeout_add (REFRESH_DELAY_MS, refresh_textures_cb, self);
}

static GskRenderNode *
build_squares (ParlourBoardView *self)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  /* every square on its own: no pixel is painted twice (a software renderer
   * pays for each), and only the four corner squares need their rounding */
  for (int rank = 0; rank < self->ranks; rank++)
    for (int file = 0; file < self->files; file++)
      parlour_board_view_fill_square (self, snapshot, rank * self->files + file,
                                      is_light (file, rank) ? &self->colors.light
                                                            : &self->colors.dark);
  return gtk_snapshot_free_to_node (snapshot);
}

static PangoLayout *
create_layout (ParlourBoardView *self,
               const char       *text,
               double            pixels,
               PangoWeight       weight)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, pixels * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* A coordinate in the gutter beside square @square: a file letter centred below
 * it (@below), a rank number right-aligned left of it. */
static void
append_coordinate (ParlourBoardView *self,
                   GtkSnapshot      *snapshot,
                   guint             square,
                   const char       *text,
                   gboolean          below)
{
  g_autoptr(PangoLayout) layout = NULL;
  /* the board's darker colour on a light window, its lighter one on a dark one */
  const GdkRGBA *color = self->dark_style ? &self->colors.coord_on_dark
                                          : &self->colors.coord_on_light;
  graphene_rect_t rect;
  int w, h;

  layout = create_layout (self, text, CLAMP (self->gutter * 0.72, 7.0, 14.0), PANGO_WEIGHT_BOLD);
  pango_layout_get_pixel_size (layout, &w, &h);
  parlour_board_view_square_rect (self, square, &rect);
  gtk_snapshot_save (snapshot);
  if (below)
    gtk_snapshot_translate (snapshot,
                            &GRAPHENE_POINT_INIT (rect.origin.x + (rect.size.width - w) / 2,
                                                  rect.origin.y + rect.size.height
                                                  + (self->gutter - h) / 2));
  else
    gtk_snapshot_translate (snapshot,
                            &GRAPHENE_POINT_INIT (rect.origin.x - self->gutter / 6 - w,
                                                  rect.origin.y + (rect.size.height - h) / 2));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static GskRenderNode *
build_coordinates (ParlourBoardView *self)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  guint bottom_rank = self->flipped ? self->ranks - 1 : 0;
  guint left_file = self->flipped ? self->files - 1 : 0;

  for (int file = 0; file < self->files; file++)
    {
      char text[2] = { file_names[file], 0 };
      append_coordinate (self, snapshot, bottom_rank * self->files + file, text, TRUE);
    }
  for (int rank = 0; rank < self->ranks; rank++)
    {
      char text[4];
      g_snprintf (text, sizeof text, "%d", rank + 1);
      append_coordinate (self, snapshot, rank * self->files + left_file, text, FALSE);
    }
  return gtk_snapshot_free_to_node (snapshot);
}

static void
append_check_glow (ParlourBoardView *self,
                   GtkSnapshot      *snapshot,
                   guint             square)
{
  GdkRGBA transparent = self->colors.check;
  GdkRGBA middle = self->colors.check;
  GskRoundedRect round;
  graphene_rect_t rect;
  graphene_point_t center;
  gboolean corner;
  double r;

  transparent.alpha = 0;
  middle.alpha *= 0.55f;
  corner = parlour_board_view_square_rounded_rect (self, square, &round);
  rect = round.bounds;
  if (corner)
    gtk_snapshot_push_rounded_clip (snapshot, &round);
  graphene_rect_get_center (&rect, &center);
  r = rect.size.width * 0.62;
  gtk_snapshot_append_radial_gradient (snapshot, &rect, &center, r, r, 0, 1,
                                       (GskColorStop[]) {
                                         { 0.0f, self->colors.check },
                                         { 0.35f, self->colors.check },
                                         { 0.65f, middle },
                                         { 1.0f, transparent },
                                       }, 4);
  if (corner)
    gtk_snapshot_pop (snapshot);
}

static void
append_piece (ParlourBoardView      *self,
              GtkSnapshot           *snapshot,
              ParlourPiece           piece,
              const graphene_rect_t *rect)
{
  GdkTexture *texture = parlour_board_view_piece_texture (self, piece);

  if (texture == NULL)
    return;
  gtk_snapshot_append_texture (snapshot, texture, rect);
  /* a promoted pawn (drop variants) wears a small pawn on a light disc in its
   * upper corner, where pieces leave room: it goes into a hand as a pawn */
  if (PARLOUR_PIECE_IS_PROMOTED (piece) && self->has_position)
    {
      ParlourPiece pawn = PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (self->shown.variant),
                                              PARLOUR_PIECE_COLOR (piece));
      GdkTexture *badge = pawn != piece ? parlour_board_view_piece_texture (self, pawn) : NULL;

      if (badge != NULL)
        {
          static const GdkRGBA disc_color = { 1.f, 1.f, 1.f, 0.85f };
          /* the piece's picture leaves a margin of its square: the disc
           * reaches into it */
          float side = rect->size.width * 0.42f;
          graphene_rect_t corner;
          GskRoundedRect disc;

          graphene_rect_init (&corner, rect->origin.x + rect->size.width - side * 0.9f,
                              rect->origin.y - side * 0.1f, side, side);
          gsk_rounded_rect_init_from_rect (&disc, &corner, side / 2);
          gtk_snapshot_push_rounded_clip (snapshot, &disc);
          gtk_snapshot_append_color (snapshot, &disc_color, &corner);
          gtk_snapshot_pop (snapshot);
          gtk_snapshot_append_texture (snapshot, badge, &corner);
        }
    }
  if (PARLOUR_PIECE_HAS_ROYAL_MARK (piece))
    {
      GdkTexture *mark = parlour_board_view_royal_mark_texture (self, PARLOUR_PIECE_COLOR (piece));
      if (mark != NULL)
        gtk_snapshot_append_texture (snapshot, mark, rect);
    }
}

static void
append_piece_faded (ParlourBoardView      *self,
                    GtkSnapshot           *snapshot,
                    ParlourPiece           piece,
                    const graphene_rect_t *rect,
                    double                 opacity)
{
  if (opacity <= 0.01)
    return;
  gtk_snapshot_push_opacity (snapshot, opacity);
  append_piece (self, snapshot, piece, rect);
  gtk_snapshot_pop (snapshot);
}

static void
append_hint (ParlourBoardView *self,
             GtkSnapshot      *snapshot,
             guint             square,
             gboolean          capture)
{
  graphene_rect_t rect;
  GskRoundedRect round;

  parlour_board_view_square_rect (self, square, &rect);
  if (capture)
    {
      float inset = self->square * 0.03f;
      float width = MAX (2.0f, self->square * 0.085f);

      graphene_rect_inset (&rect, inset, inset);
      gsk_rounded_rect_init_from_rect (&round, &rect, rect.size.width / 2);
      gtk_snapshot_append_border (snapshot, &round,
                                  (float[4]) { width, width, width, width },
                                  (GdkRGBA[4]) { self->colors.hint, self->colors.hint,
                                                 self->colors.hint, self->colors.hint });
    }
  else
    {
      float inset = self->square * 0.34f;

      graphene_rect_inset (&rect, inset, inset);
      gsk_rounded_rect_init_from_rect (&round, &rect, rect.size.width / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &round);
      gtk_snapshot_append_color (snapshot, &self->colors.hint, &rect);
      gtk_snapshot_pop (snapshot);
    }
}

static void
append_outline (ParlourBoardView *self,
                GtkSnapshot      *snapshot,
                guint             square,
                float             width,
                const GdkRGBA    *color)
{
  GskRoundedRect round;

  parlour_board_view_square_rounded_rect (self, square, &round);
  gtk_snapshot_append_border (snapshot, &round, (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { *color, *color, *color, *color });
}

static void
append_label (ParlourBoardView *self,
              GtkSnapshot      *snapshot,
              guint             square)
{
  static const GdkRGBA pill = { 0, 0, 0, 0.62f };
  static const GdkRGBA white = { 1, 1, 1, 1 };
  graphene_rect_t rect, back;
  GskRoundedRect round;
  int w, h;

  if (self->label_layouts[square] == NULL)
    {
      self->label_layouts[square] = create_layout (self, self->labels[square],
                                                   CLAMP (self->square * 0.2, 8.0, 24.0),
                                                   PANGO_WEIGHT_BOLD);
      /* a label of two lines ("50%" over "Q R B N") is centred */
      pango_layout_set_alignment (self->label_layouts[square], PANGO_ALIGN_CENTER);
    }
  pango_layout_get_pixel_size (self->label_layouts[square], &w, &h);
  parlour_board_view_square_rect (self, square, &rect);
  graphene_rect_init (&back, rect.origin.x + (rect.size.width - w) / 2 - h * 0.3,
                      rect.origin.y + rect.size.height - h - self->square * 0.06,
                      w + h * 0.6, h);
  gsk_rounded_rect_init_from_rect (&round, &back, h / 2.0f);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &pill, &back);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (back.origin.x + h * 0.3, back.origin.y));
  gtk_snapshot_append_layout (snapshot, self->label_layouts[square], &white);
  gtk_snapshot_restore (snapshot);
}

static void
append_sprites (ParlourBoardView *self,
                GtkSnapshot      *snapshot)
{
  double t = self->progress;

  /* fading pieces first: a captured piece goes under its captor */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->sprites->len; i++)
      {
        const ParlourBoardSprite *sprite = &g_array_index (self->sprites, ParlourBoardSprite, i);
        graphene_rect_t from, to, rect;

        if ((pass == 0) != (sprite->fade != 0))
          continue;
        if (sprite->motion != 0)
          {
            parlour_board_view_append_reveal (self, snapshot, sprite);
            continue;
          }
        parlour_board_view_square_rect (self, sprite->to, &to);
        if (sprite->fade < 0)
          append_piece_faded (self, snapshot, sprite->piece, &to, 1.0 - t);
        else if (sprite->fade > 0)
          append_piece_faded (self, snapshot, sprite->piece, &to, t);
        else
          {
            if (sprite->from == PARLOUR_NO_SQUARE)
              graphene_rect_init (&from, sprite->from_x, sprite->from_y, to.size.width,
                                  to.size.height);
            else
              parlour_board_view_square_rect (self, sprite->from, &from);
            graphene_rect_interpolate (&from, &to, t, &rect);
            if (sprite->old_piece != PARLOUR_PIECE_EMPTY)
              parlour_board_view_append_morph (self, snapshot, sprite, &rect);
            else
              append_piece (self, snapshot, sprite->piece, &rect);
          }
      }
}

/* A move's squares into @squares (a drop: where it landed; a pass: none). */
static void
add_move_squares (ParlourMove  move,
                  gboolean    *squares)
{
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);

  if (move == PARLOUR_MOVE_NONE || flag == PARLOUR_MOVE_PASS)
    return;
  if (flag != PARLOUR_MOVE_DROP)
    squares[PARLOUR_MOVE_FROM (move)] = TRUE;
  squares[PARLOUR_MOVE_TO (move)] = TRUE;
}

/* The last move's squares, and with moves made at once the other move of the
 * turn; a square both moves touched is marked once, in the same colour. */
static void
mark_last_moves (ParlourBoardView *self,
                 GtkSnapshot      *snapshot,
                 guint             n_squares)
{
  gboolean squares[PARLOUR_MAX_SQUARES] = { FALSE };

  add_move_squares (self->last_move, squares);
  add_move_squares (self->turn_move, squares);
  for (guint sq = 0; sq < n_squares && sq < PARLOUR_MAX_SQUARES; sq++)
    if (squares[sq])
      parlour_board_view_fill_square (self, snapshot, sq, &self->colors.last_move);
}

void
parlour_board_view_snapshot_board (ParlourBoardView *self,
                                   GtkSnapshot      *snapshot)
{
  const ParlourPosition *pos = &self->shown;
  gboolean animating = self->sprites->len > 0;
  guint n_squares, drag_from = PARLOUR_NO_SQUARE;
  gboolean hints;
  graphene_rect_t rect;

  if (!self->has_position || self->square <= 0)
    return;

  update_texture_size (self);
  n_squares = self->files * self->ranks;
  if (self->dragging && self->selected != PARLOUR_NO_SQUARE)
    drag_from = self->selected;
  /* in PIECES input the application labels where a piece may go, with its chances */
  hints = self->show_legal_moves && self->legal_valid && self->input == PARLOUR_BOARD_INPUT_MOVES
          && (self->selected != PARLOUR_NO_SQUARE || self->selected_drop != 0);

  if (self->squares_node == NULL)
    self->squares_node = build_squares (self);
  gtk_snapshot_append_node (snapshot, self->squares_node);
  parlour_board_view_snapshot_reserve (self, snapshot);

  for (guint sq = 0; sq < n_squares; sq++)
    if (self->marked[sq])
      parlour_board_view_fill_square (self, snapshot, sq, &self->colors.marked);
  mark_last_moves (self, snapshot, n_squares);
  if (self->selected != PARLOUR_NO_SQUARE)
    parlour_board_view_fill_square (self, snapshot, self->selected, &self->colors.selected);
  if (self->check_square != PARLOUR_NO_SQUARE)
    append_check_glow (self, snapshot, self->check_square);
  parlour_board_view_snapshot_roll (self, snapshot, FALSE);

  if (self->gutter > 0)
    {
      if (self->coords_node == NULL)
        self->coords_node = build_coordinates (self);
      gtk_snapshot_append_node (snapshot, self->coords_node);
    }

  if (hints)
    for (guint i = 0; i < self->legal.n; i++)
      {
        ParlourMove m = self->legal.moves[i];
        ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);

        if (flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS &&
            PARLOUR_MOVE_FROM (m) == self->selected && pos->board[PARLOUR_MOVE_TO (m)] != 0 &&
            flag != PARLOUR_MOVE_CASTLE)
          append_hint (self, snapshot, PARLOUR_MOVE_TO (m), TRUE);
      }

  for (guint sq = 0; sq < n_squares; sq++)
    {
      ParlourPiece piece = pos->board[sq];

      if (piece == PARLOUR_PIECE_EMPTY || (animating && self->hidden[sq]))
        continue;
      parlour_board_view_square_rect (self, sq, &rect);
      if (sq == drag_from)
        append_piece_faded (self, snapshot, piece, &rect, 0.3);
      else
        append_piece (self, snapshot, piece, &rect);
    }

  if (hints)
    for (guint i = 0; i < self->legal.n; i++)
      {
        ParlourMove m = self->legal.moves[i];
        ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);

        if (flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS &&
            PARLOUR_MOVE_FROM (m) == self->selected &&
            (pos->board[PARLOUR_MOVE_TO (m)] == 0 || flag == PARLOUR_MOVE_CASTLE))
          append_hint (self, snapshot, PARLOUR_MOVE_TO (m), FALSE);
        else if (flag == PARLOUR_MOVE_DROP && self->selected_drop != 0 &&
                 PARLOUR_MOVE_FROM (m) == self->selected_drop)
          append_hint (self, snapshot, PARLOUR_MOVE_TO (m), FALSE);
      }

  parlour_board_view_snapshot_roll (self, snapshot, TRUE);

  if (self->square >= PARLOUR_BOARD_VIEW_MIN_TEXT_SQUARE)
    for (guint sq = 0; sq < n_squares; sq++)
      if (self->labels[sq] != NULL)
        append_label (self, snapshot, sq);

  if (self->dragging && self->hover_square != PARLOUR_NO_SQUARE &&
      (self->press_drop ? parlour_board_view_drop_move (self, self->hover_square)
                          != PARLOUR_MOVE_NONE
                        : self->hover_square != drag_from &&
                          parlour_board_view_is_destination (self, drag_from, self->hover_square)))
    {
      append_outline (self, snapshot, self->hover_square, MAX (2.0f, self->square * 0.05f),
                      &self->colors.hint);
    }

  if (self->focus_visible && gtk_widget_has_focus (GTK_WIDGET (self)) &&
      self->focus_square < n_squares)
    {
      append_outline (self, snapshot, self->focus_square, MAX (2.0f, self->square * 0.04f),
                      &self->colors.focus);
    }

  /* last: a piece flying back may start off the board */
  if (animating)
    append_sprites (self, snapshot);

  graphene_rect_init (&rect, self->pointer_x - self->square / 2.0,
                      self->pointer_y - self->square / 2.0, self->square, self->square);
  if (drag_from != PARLOUR_NO_SQUARE && pos->board[drag_from] != PARLOUR_PIECE_EMPTY)
    append_piece (self, snapshot, pos->board[drag_from], &rect);
  else if (self->dragging && self->press_drop && self->selected_drop != 0)
    /* a piece dragged from the hand */
    append_piece (self, snapshot, PARLOUR_PIECE_MAKE (self->selected_drop, pos->side), &rect);
}
