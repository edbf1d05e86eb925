/* parlour-board-view-animation.c — pieces slide and fade between two positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model changes first; the view then shows the new position at once and
 * hides, for the length of the animation, the squares that pieces are still
 * travelling to, drawing those pieces in flight instead. Which pieces move is
 * worked out from the two boards: the move's own piece, then any other piece
 * that left one square for another (a castling rook), and pieces that only
 * disappear (captures, fading out) or appear (an undone capture, a drop,
 * fading in). Nothing here knows a variant's rules.
 *
 * A piece that lands as another kind (a promotion, a Bungalow capture
 * promotion, a Leader taking on a kind and its crown) first slides as what it
 * was, then changes where it landed: the old art shrinks and fades while the
 * new one grows into place, and a crown it gains drops onto it. Undoing such a
 * move runs the other way round: the piece changes back, then slides home. The
 * two phases share one linear animation; value_cb() splits its time.
 *
 * A reveal (parlour_board_view_animate_motions(), for moves made at once) is
 * told by the caller, since the boards alone cannot say that two pieces met:
 * every piece travels at once, for the first part of the reveal; two that
 * crash stop where they meet, flash and fade; two that bounce go part of the
 * way and spring back to where they started.
 */
#include "config.h"

#include "parlour-board-view-private.h"

#define DURATION_MS 200
#define MORPH_MS    340
/* long enough to follow both moves with the eye, and the collision after */
#define REVEAL_MS   1800
/* the part of a reveal in which the pieces travel; the flashes follow */
#define REVEAL_TRAVEL 0.5

static void
add_sprite (ParlourBoardView *self,
            ParlourPiece      piece,
            guint             from,
            guint             to,
            int               fade)
{
  ParlourBoardSprite sprite = { piece, from, to, fade, 0, 0, PARLOUR_PIECE_EMPTY, 0, 0 };

  g_array_append_val (self->sprites, sprite);
  /* the square's piece of the new position waits until the sprite lands */
  if (fade >= 0)
    self->hidden[to] = TRUE;
}

static guint
distance (const ParlourVariant *variant,
          guint                 a,
          guint                 b)
{
  int df = (int) (a % variant->width) - (int) (b % variant->width);
  int dr = (int) (a / variant->width) - (int) (b / variant->width);

  return ABS (df) + ABS (dr);
}

/* Same kind and same royal mark: the piece looks the same (a bughouse
 * "promoted" mark is not drawn). */
static gboolean
same_look (ParlourPiece a,
           ParlourPiece b)
{
  return PARLOUR_PIECE_KIND (a) == PARLOUR_PIECE_KIND (b) &&
         PARLOUR_PIECE_COLOR (a) == PARLOUR_PIECE_COLOR (b) &&
         PARLOUR_PIECE_HAS_ROYAL_MARK (a) == PARLOUR_PIECE_HAS_ROYAL_MARK (b);
}

static void
value_cb (double            value,
          ParlourBoardView *self)
{
  double elapsed = value * (DURATION_MS + self->morph_ms);

  if (self->reveal)
    {
      self->reveal_time = value;
      self->progress = adw_easing_ease (ADW_EASE_OUT_CUBIC, CLAMP (value / REVEAL_TRAVEL, 0, 1));
      self->morph_progress = 1.0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  double slide = self->morph_first ? elapsed - self->morph_ms : elapsed;
  double change = self->morph_first ? elapsed : elapsed - DURATION_MS;

  self->progress = adw_easing_ease (ADW_EASE_OUT_CUBIC, CLAMP (slide / DURATION_MS, 0, 1));
  self->morph_progress = self->morph_ms == 0 ? 1.0 : CLAMP (change / self->morph_ms, 0, 1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
done_cb (ParlourBoardView *self)
{
  g_array_set_size (self->sprites, 0);
  memset (self->hidden, 0, sizeof self->hidden);
  self->progress = 1.0;
  self->morph_progress = 1.0;
  self->morph_ms = 0;
  self->morph_first = FALSE;
  self->reveal = FALSE;
  self->reveal_time = 1.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void start (ParlourBoardView *self);

/**
 * parlour_board_view_animate:
 * @before: the position shown until now
 * @after: the position shown from now on (already in self->shown)
 * @move: the move between them, or NONE to work it out from the boards alone
 * @backwards: @move was undone (its piece goes from its "to" to its "from")
 */
void
parlour_board_view_animate (ParlourBoardView      *self,
                            const ParlourPosition *before,
                            const ParlourPosition *after,
                            ParlourMove            move,
                            gboolean               backwards)
{
  const ParlourVariant *variant = after->variant;
  guint n_squares = variant->width * variant->height;
  gboolean done[PARLOUR_MAX_SQUARES] = { FALSE, };
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);

  parlour_board_view_stop_animation (self);

  if (move != PARLOUR_MOVE_NONE && flag != PARLOUR_MOVE_DROP && flag != PARLOUR_MOVE_PASS)
    {
      guint a = backwards ? PARLOUR_MOVE_TO (move) : PARLOUR_MOVE_FROM (move);
      guint b = backwards ? PARLOUR_MOVE_FROM (move) : PARLOUR_MOVE_TO (move);

      if (a < n_squares && b < n_squares && after->board[b] != PARLOUR_PIECE_EMPTY)
        {
          ParlourPiece mover = before->board[a];
          gboolean morph = mover != PARLOUR_PIECE_EMPTY && flag != PARLOUR_MOVE_CASTLE &&
                           !same_look (mover, after->board[b]);

          /* a piece dropped by drag and drop is already where it goes */
          if (move != self->dropped_move || backwards)
            add_sprite (self, after->board[b], a, b, 0);
          else if (morph)
            add_sprite (self, after->board[b], b, b, 0);
          if (morph)
            {
              ParlourBoardSprite *last = &g_array_index (self->sprites, ParlourBoardSprite,
                                                         self->sprites->len - 1);
              last->old_piece = mover;
              self->morph_ms = MORPH_MS;
              self->morph_first = backwards;
            }
          if (before->board[b] != PARLOUR_PIECE_EMPTY)
            add_sprite (self, before->board[b], b, b, -1);
          if (after->board[a] != PARLOUR_PIECE_EMPTY)
            add_sprite (self, after->board[a], a, a, +1);
          done[a] = done[b] = TRUE;
        }
    }

  /* the other changes: pair a piece that left a square with the nearest square
   * the same piece arrived on; what is left over fades */
  for (guint from = 0; from < n_squares; from++)
    {
      ParlourPiece piece = before->board[from];
      guint best = PARLOUR_NO_SQUARE;

      if (done[from] || piece == PARLOUR_PIECE_EMPTY || after->board[from] == piece)
        continue;
      for (guint to = 0; to < n_squares; to++)
        if (!done[to] && to != from && after->board[to] == piece && before->board[to] != piece &&
            (best == PARLOUR_NO_SQUARE ||
             distance (variant, from, to) < distance (variant, from, best)))
          best = to;
      if (best != PARLOUR_NO_SQUARE)
        {
          add_sprite (self, piece, from, best, 0);
          if (before->board[best] != PARLOUR_PIECE_EMPTY)
            add_sprite (self, before->board[best], best, best, -1);
          done[best] = TRUE;
        }
      else
        add_sprite (self, piece, from, from, -1);
      done[from] = TRUE;
    }
  for (guint sq = 0; sq < n_squares; sq++)
    if (!done[sq] && after->board[sq] != before->board[sq] && after->board[sq] != PARLOUR_PIECE_EMPTY)
      add_sprite (self, after->board[sq], sq, sq, +1);

  start (self);
}

/**
 * parlour_board_view_animate_return:
 * @square: where the piece belongs
 * @x: (in widget coordinates) the centre of the piece as it was dropped
 * @y: likewise
 *
 * A piece dropped where it cannot go flies back to its square.
 */
void
parlour_board_view_animate_return (ParlourBoardView *self,
                                   guint             square,
                                   double            x,
                                   double            y)
{
  ParlourPiece piece = self->shown.board[square];

  parlour_board_view_stop_animation (self);
  if (!self->animations || piece == PARLOUR_PIECE_EMPTY)
    return;
  add_sprite (self, piece, PARLOUR_NO_SQUARE, square, 0);
  g_array_index (self->sprites, ParlourBoardSprite, 0).from_x = x - self->square / 2.0;
  g_array_index (self->sprites, ParlourBoardSprite, 0).from_y = y - self->square / 2.0;
  start (self);
}

void
parlour_board_view_animate_motions (ParlourBoardView         *self,
                                    const ParlourBoardMotion *motions,
                                    guint                     n_motions)
{
  guint n_squares;

  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (motions != NULL || n_motions == 0);

  parlour_board_view_stop_animation (self);
  if (!self->animations || !self->has_position)
    return;
  n_squares = self->shown.variant->width * self->shown.variant->height;
  for (guint i = 0; i < n_motions; i++)
    {
      const ParlourBoardMotion *m = &motions[i];
      ParlourBoardSprite *sprite;

      g_return_if_fail (m->from < n_squares && m->to < n_squares);
      switch (m->kind)
        {
        case PARLOUR_BOARD_MOTION_SLIDE:
          add_sprite (self, m->piece, m->from, m->to, 0);
          break;
        case PARLOUR_BOARD_MOTION_VANISH:
          add_sprite (self, m->piece, m->from, m->from, -1);
          break;
        case PARLOUR_BOARD_MOTION_CRASH:
        case PARLOUR_BOARD_MOTION_BOUNCE:
          /* a piece that goes nowhere for good hides no square it passes;
           * one that bounces back waits on its square in the new position */
          add_sprite (self, m->piece, m->from, m->to, 0);
          self->hidden[m->to] = FALSE;
          self->hidden[m->from] = m->kind == PARLOUR_BOARD_MOTION_BOUNCE;
          sprite = &g_array_index (self->sprites, ParlourBoardSprite, self->sprites->len - 1);
          sprite->motion = m->kind;
          sprite->reach = CLAMP (m->reach, 0, 1);
          break;
        default:
          g_return_if_reached ();
        }
    }
  if (self->sprites->len == 0)
    return;
  self->reveal = TRUE;
  self->reveal_time = 0;
  start (self);
}

static void
start (ParlourBoardView *self)
{
  if (self->sprites->len == 0)
    return;

  if (self->animation == NULL)
    {
      AdwAnimationTarget *target =
        adw_callback_animation_target_new ((AdwAnimationTargetFunc) value_cb, self, NULL);

      self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, DURATION_MS, target);
      /* linear: value_cb() eases the slide itself, then runs the change of kind */
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
      g_signal_connect_swapped (self->animation, "done", G_CALLBACK (done_cb), self);
    }
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation),
                                    self->reveal ? REVEAL_MS : DURATION_MS + self->morph_ms);
  self->progress = 0;
  self->morph_progress = 0;
  adw_animation_play (self->animation);
}

void
parlour_board_view_stop_animation (ParlourBoardView *self)
{
  if (self->animation != NULL &&
      adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->animation);
  if (self->sprites->len > 0)
    done_cb (self);
}

static void
scale_rect (const graphene_rect_t *rect,
            double                 scale,
            double                 dy,
            graphene_rect_t       *out)
{
  float w = rect->size.width * scale, h = rect->size.height * scale;

  graphene_rect_init (out, rect->origin.x + (rect->size.width - w) / 2,
                      rect->origin.y + (rect->size.height - h) / 2 + dy, w, h);
}

static void
append_texture (GtkSnapshot           *snapshot,
                GdkTexture            *texture,
                const graphene_rect_t *rect,
                double                 opacity)
{
  if (texture == NULL || opacity <= 0.01)
    return;
  gtk_snapshot_push_opacity (snapshot, MIN (opacity, 1.0));
  gtk_snapshot_append_texture (snapshot, texture, rect);
  gtk_snapshot_pop (snapshot);
}

/**
 * parlour_board_view_append_morph:
 * @sprite: a piece that changes kind (@sprite->old_piece is not empty)
 * @rect: where it is drawn now
 *
 * Draws the change of kind at self->morph_progress: until the slide ends, the
 * old piece; then the old art shrinks and fades out while the new art grows
 * in with a small overshoot; a crown (royal mark) that the piece gains falls
 * onto it from above, one it keeps stays on.
 */
void
parlour_board_view_append_morph (ParlourBoardView         *self,
                                 GtkSnapshot              *snapshot,
                                 const ParlourBoardSprite *sprite,
                                 const graphene_rect_t    *rect)
{
  double m = self->morph_progress;
  ParlourPiece old = sprite->old_piece, new = sprite->piece;
  GdkTexture *old_mark = PARLOUR_PIECE_HAS_ROYAL_MARK (old)
    ? parlour_board_view_royal_mark_texture (self, PARLOUR_PIECE_COLOR (old)) : NULL;
  GdkTexture *new_mark = PARLOUR_PIECE_HAS_ROYAL_MARK (new)
    ? parlour_board_view_royal_mark_texture (self, PARLOUR_PIECE_COLOR (new)) : NULL;
  double grow = adw_easing_ease (ADW_EASE_OUT_BACK, m);
  graphene_rect_t r;

  /* the old piece */
  scale_rect (rect, 1.0 - 0.4 * m, 0, &r);
  append_texture (snapshot, parlour_board_view_piece_texture (self, old), &r, 1.0 - m);
  if (old_mark != NULL && new_mark == NULL)
    append_texture (snapshot, old_mark, &r, 1.0 - m);
  if (m <= 0)
    {
      if (old_mark != NULL && new_mark != NULL)
        append_texture (snapshot, old_mark, rect, 1.0);
      return;
    }

  /* the new piece */
  scale_rect (rect, 0.5 + 0.5 * grow, 0, &r);
  append_texture (snapshot, parlour_board_view_piece_texture (self, new), &r, 1.6 * m);
  if (new_mark != NULL && old_mark != NULL)
    append_texture (snapshot, new_mark, rect, 1.0);
  else if (new_mark != NULL)
    {
      /* the crown falls from half a square above and settles */
      double fall = adw_easing_ease (ADW_EASE_OUT_BOUNCE, m);

      scale_rect (rect, 1.0, -(1.0 - fall) * rect->size.height * 0.5, &r);
      append_texture (snapshot, new_mark, &r, 2.0 * m);
    }
}

/* The flash where two pieces crashed, growing and fading once they meet. */
static void
append_flash (ParlourBoardView      *self,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *at,
              double                 t)
{
  GdkRGBA colour = { 1.0f, 0.78f, 0.25f, (float) (0.85 * (1.0 - t)) };
  double size = self->square * (0.3 + 0.9 * adw_easing_ease (ADW_EASE_OUT_CUBIC, t));
  graphene_rect_t rect;
  GskRoundedRect round;

  graphene_rect_init (&rect, at->origin.x + (at->size.width - size) / 2,
                      at->origin.y + (at->size.height - size) / 2, size, size);
  gsk_rounded_rect_init_from_rect (&round, &rect, size / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &colour, &rect);
  gtk_snapshot_pop (snapshot);
}

/**
 * parlour_board_view_append_reveal:
 * @sprite: a piece of a reveal that crashes or bounces
 *
 * Draws it at self->reveal_time: a crash travels to its meeting point, then
 * fades under a flash; a bounce travels out and springs back.
 */
void
parlour_board_view_append_reveal (ParlourBoardView         *self,
                                  GtkSnapshot              *snapshot,
                                  const ParlourBoardSprite *sprite)
{
  double t = self->reveal_time;
  double after = CLAMP ((t - REVEAL_TRAVEL) / (1.0 - REVEAL_TRAVEL), 0, 1);
  graphene_rect_t from, to, rect;
  double along;

  parlour_board_view_square_rect (self, sprite->from, &from);
  parlour_board_view_square_rect (self, sprite->to, &to);
  if (sprite->motion == PARLOUR_BOARD_MOTION_BOUNCE)
    {
      along = t < REVEAL_TRAVEL ? self->progress
                                : 1.0 - adw_easing_ease (ADW_EASE_OUT_BOUNCE, after);
      graphene_rect_interpolate (&from, &to, along * sprite->reach, &rect);
      append_texture (snapshot, parlour_board_view_piece_texture (self, sprite->piece), &rect,
                      1.0);
      return;
    }
  graphene_rect_interpolate (&from, &to, self->progress * sprite->reach, &rect);
  append_texture (snapshot, parlour_board_view_piece_texture (self, sprite->piece), &rect,
                  1.0 - after);
  if (after > 0)
    append_flash (self, snapshot, &rect, after);
}

gboolean
parlour_board_view_is_animating (ParlourBoardView *self)
{
  return self->sprites->len > 0;
}

gboolean
parlour_board_view_test_is_animating (ParlourBoardView *self)
{
  return parlour_board_view_is_animating (self);
}
