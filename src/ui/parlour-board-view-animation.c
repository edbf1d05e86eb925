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
 */
#include "config.h"

#include "parlour-board-view-private.h"

#define DURATION_MS 200

static void
add_sprite (ParlourBoardView *self,
            ParlourPiece      piece,
            guint             from,
            guint             to,
            int               fade)
{
  ParlourBoardSprite sprite = { piece, from, to, fade, 0, 0 };

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

static void
value_cb (double            value,
          ParlourBoardView *self)
{
  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
done_cb (ParlourBoardView *self)
{
  g_array_set_size (self->sprites, 0);
  memset (self->hidden, 0, sizeof self->hidden);
  self->progress = 1.0;
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
          /* a piece dropped by drag and drop is already where it goes */
          if (move != self->dropped_move || backwards)
            add_sprite (self, after->board[b], a, b, 0);
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
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
      g_signal_connect_swapped (self->animation, "done", G_CALLBACK (done_cb), self);
    }
  self->progress = 0;
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
