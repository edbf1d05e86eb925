/* parlour-board-view-roll.c — the roll: chance picking a square, shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a game of chance (Panic chess) the player picks a piece and chance picks
 * where it goes. The outcome is decided, and the move played on the game, before
 * anything moves on the screen; the roll only presents it. For a moment the view
 * keeps showing the position before the move while a highlight hops between the
 * squares the piece could go to (each as often as its chance makes it likely),
 * slows down and comes to rest on the square chance chose. Then the view catches
 * up with the game and the piece slides there as after any move.
 *
 * The hops are a fixed sequence worked out when the roll starts, so that every
 * frame of it can be drawn from the animation's progress alone.
 */
#include "config.h"

#include <math.h>

#include "parlour-board-view-private.h"

/* Hop intervals grow from FIRST_HOP_MS to LAST_HOP_MS: the roll slows down. */
#define N_HOPS        9
#define FIRST_HOP_MS  38.0
#define LAST_HOP_MS   120.0
/* After the last hop, the chosen square stays lit this long before the slide. */
#define SETTLE_MS     230.0

struct _ParlourBoardRoll {
  guint8               squares[PARLOUR_MAX_SQUARES];
  double               weights[PARLOUR_MAX_SQUARES];
  guint                n;
  guint8               from;              /* the selected piece's square */
  guint8               hops[N_HOPS];      /* the square lit by each hop; the last is chosen */
  double               hop_start[N_HOPS]; /* in ms from the start */
  double               duration_ms;
  double               progress;          /* 0 … 1 */
  AdwAnimation        *animation;
  ParlourBoardRollDone done;
  gpointer             user_data;
};

static void
roll_free (ParlourBoardRoll *roll)
{
  if (roll->animation != NULL)
    g_signal_handlers_disconnect_matched (roll->animation, G_SIGNAL_MATCH_DATA,
                                          0, 0, NULL, NULL, roll);
  g_clear_object (&roll->animation);
  g_free (roll);
}

/* A weighted draw among the candidates, never @avoid (unless it is the only one). */
static guint8
draw_square (ParlourBoardRoll *roll,
             GRand            *rand,
             int               avoid)
{
  double total = 0, x;

  for (guint i = 0; i < roll->n; i++)
    if (roll->squares[i] != avoid)
      total += roll->weights[i];
  if (total <= 0)
    return roll->squares[0];
  x = g_rand_double (rand) * total;
  for (guint i = 0; i < roll->n; i++)
    if (roll->squares[i] != avoid)
      {
        if (x < roll->weights[i])
          return roll->squares[i];
        x -= roll->weights[i];
      }
  return roll->squares[roll->n - 1] != avoid ? roll->squares[roll->n - 1] : roll->squares[0];
}

static void
plan_hops (ParlourBoardRoll *roll,
           guint8            chosen)
{
  g_autoptr(GRand) rand = NULL;
  guint32 seed = chosen;
  double t = 0;

  /* the same selection rolls the same way: a pure function of what is shown */
  for (guint i = 0; i < roll->n; i++)
    seed = seed * 31 + roll->squares[i];
  rand = g_rand_new_with_seed (seed);

  roll->hops[N_HOPS - 1] = chosen;
  for (int i = N_HOPS - 2; i >= 0; i--)
    roll->hops[i] = draw_square (roll, rand, roll->hops[i + 1]);

  for (guint i = 0; i < N_HOPS; i++)
    {
      roll->hop_start[i] = t;
      t += FIRST_HOP_MS + (LAST_HOP_MS - FIRST_HOP_MS) * i / (N_HOPS - 1);
    }
  roll->duration_ms = roll->hop_start[N_HOPS - 1] + SETTLE_MS;
}

/* Ends the roll; @played_out: it ran to the end, so the view catches up with the
 * game (the slide). Otherwise the view is already being changed by its caller. */
static void
finish (ParlourBoardView *self,
        gboolean          played_out)
{
  ParlourBoardRoll *roll = g_steal_pointer (&self->roll);
  ParlourBoardRollDone done;
  gpointer user_data;

  if (roll == NULL)
    return;
  done = roll->done;
  user_data = roll->user_data;
  if (roll->animation != NULL &&
      (adw_animation_get_state (roll->animation) == ADW_ANIMATION_PLAYING ||
       adw_animation_get_state (roll->animation) == ADW_ANIMATION_PAUSED))
    {
      g_signal_handlers_disconnect_matched (roll->animation, G_SIGNAL_MATCH_DATA,
                                            0, 0, NULL, NULL, roll);
      adw_animation_skip (roll->animation);
    }
  roll_free (roll);

  self->selected = PARLOUR_NO_SQUARE;
  if (played_out)
    parlour_board_view_sync (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (done != NULL)
    done (self, user_data);
  /* what is under the pointer now is another position: tell the application */
  if (played_out && self->roll == NULL)
    parlour_board_view_emit_square_hovered (self, self->hover_square == PARLOUR_NO_SQUARE
                                                  ? -1 : (int) self->hover_square);
}

static void
value_cb (double            value,
          ParlourBoardView *self)
{
  if (self->roll == NULL)
    return;
  self->roll->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
done_cb (ParlourBoardView *self)
{
  finish (self, TRUE);
}

/**
 * parlour_board_view_roll:
 * @candidates: the squares the piece could have gone to
 * @weights: the chance of each (any positive scale)
 * @n: how many candidates
 * @chosen: the index in @candidates of the square chance chose
 * @done: (nullable): called when the roll is over (played out or cut short), or at
 *   once when there is no roll
 * @user_data: for @done
 *
 * Shows chance choosing among @candidates. Call it right after the move to
 * @candidates[@chosen] was played on the view's game: the view goes back to the
 * position before that move for the roll, then slides the piece. There is no
 * roll without animations, for fewer than two candidates (nothing to choose),
 * or while the view does not follow the game's current position.
 */
void
parlour_board_view_roll (ParlourBoardView     *self,
                         const guint8         *candidates,
                         const double         *weights,
                         guint                 n,
                         guint                 chosen,
                         ParlourBoardRollDone  done,
                         gpointer              user_data)
{
  const ParlourPosition *before;
  ParlourBoardRoll *roll;
  AdwAnimationTarget *target;
  guint n_moves;
  ParlourMove move;

  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (candidates != NULL || n == 0);
  g_return_if_fail (n == 0 || chosen < n);

  finish (self, FALSE);
  n_moves = self->game ? parlour_game_get_n_moves (self->game) : 0;
  move = n_moves > 0 ? parlour_game_get_move (self->game, n_moves - 1) : PARLOUR_MOVE_NONE;
  if (!self->animations || n < 2 || n > PARLOUR_MAX_SQUARES || n_moves == 0 ||
      self->view_ply != PARLOUR_CURRENT_PLY || self->shown_ply != n_moves ||
      PARLOUR_MOVE_TO (move) != candidates[chosen] ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (done != NULL)
        done (self, user_data);
      return;
    }

  /* back to the position before the move, without a slide */
  parlour_board_view_stop_animation (self);
  before = parlour_game_get_position_at (self->game, n_moves - 1);
  self->shown = *before;
  self->shown_ply = n_moves - 1;
  self->last_move = n_moves > 1 ? parlour_game_get_move (self->game, n_moves - 2)
                                : PARLOUR_MOVE_NONE;
  self->check_square = PARLOUR_NO_SQUARE;
  if (before->royal[before->side] != PARLOUR_NO_SQUARE && parlour_position_in_check (before))
    self->check_square = before->royal[before->side];

  roll = g_new0 (ParlourBoardRoll, 1);
  roll->n = n;
  for (guint i = 0; i < n; i++)
    {
      roll->squares[i] = candidates[i];
      roll->weights[i] = weights != NULL && weights[i] > 0 ? weights[i] : 1.0;
    }
  roll->from = PARLOUR_MOVE_FROM (move);
  roll->done = done;
  roll->user_data = user_data;
  plan_hops (roll, candidates[chosen]);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) value_cb, self, NULL);
  roll->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1,
                                             (guint) roll->duration_ms, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (roll->animation), ADW_LINEAR);
  g_signal_connect_swapped (roll->animation, "done", G_CALLBACK (done_cb), self);
  self->roll = roll;
  self->selected = roll->from;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  adw_animation_play (roll->animation);
}

gboolean
parlour_board_view_is_rolling (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);

  return self->roll != NULL;
}

/* Cut short by a new position (the caller shows it), or dropped with the view. */
void
parlour_board_view_stop_roll (ParlourBoardView *self,
                              gboolean          notify)
{
  if (self->roll == NULL)
    return;
  if (!notify)
    self->roll->done = NULL;
  finish (self, FALSE);
}

/* The hop lit at @ms, and how far into it (0 … 1, the bounce). */
static guint
current_hop (ParlourBoardRoll *roll,
             double            ms,
             double           *phase)
{
  guint i = 0;
  double length;

  while (i + 1 < N_HOPS && ms >= roll->hop_start[i + 1])
    i++;
  length = i + 1 < N_HOPS ? roll->hop_start[i + 1] - roll->hop_start[i] : SETTLE_MS;
  *phase = CLAMP ((ms - roll->hop_start[i]) / length, 0.0, 1.0);
  return i;
}

/* Below the pieces: the selected piece's square, a faint tint on every candidate
 * (stronger for likelier ones) and the lit square. Above them: a ring on the lit
 * square that lands with a small bounce, and pulses once when the roll settles. */
void
parlour_board_view_snapshot_roll (ParlourBoardView *self,
                                  GtkSnapshot      *snapshot,
                                  gboolean          above_pieces)
{
  ParlourBoardRoll *roll = self->roll;
  double ms, phase, max_weight = 0;
  gboolean settled;
  graphene_rect_t rect;
  GdkRGBA color;
  guint hop;

  if (roll == NULL)
    return;
  ms = roll->progress * roll->duration_ms;
  hop = current_hop (roll, ms, &phase);
  settled = hop == N_HOPS - 1;

  if (!above_pieces)
    {
      parlour_board_view_fill_square (self, snapshot, roll->from, &self->colors.selected);

      for (guint i = 0; i < roll->n; i++)
        max_weight = MAX (max_weight, roll->weights[i]);
      for (guint i = 0; i < roll->n; i++)
        {
          color = self->colors.hint;
          color.alpha *= 0.15f + 0.30f * (float) (roll->weights[i] / max_weight);
          parlour_board_view_fill_square (self, snapshot, roll->squares[i], &color);
        }

      color = self->colors.selected;
      color.alpha = MIN (1.0f, color.alpha * (settled ? 1.5f : 1.2f));
      parlour_board_view_fill_square (self, snapshot, roll->hops[hop], &color);
      return;
    }

  {
    GskRoundedRect round;
    graphene_rect_t board;
    float width = MAX (2.0f, self->square * (settled ? 0.09f : 0.07f));
    /* each hop lands a little large and shrinks to the square; the last one
     * breathes out once */
    double grow = settled ? 0.10 * sin (G_PI * MIN (1.0, phase * 1.6))
                          : 0.14 * (1.0 - phase) * (1.0 - phase);
    float inset = (float) (self->square * (0.04 - grow));

    color = self->colors.focus;
    color.alpha = 0.95f;
    parlour_board_view_square_rect (self, roll->hops[hop], &rect);
    graphene_rect_inset (&rect, inset, inset);
    gsk_rounded_rect_init_from_rect (&round, &rect, self->square * 0.12f);
    /* a ring landing large on an edge square stays on the board */
    parlour_board_view_board_rect (self, &board);
    gtk_snapshot_push_clip (snapshot, &board);
    gtk_snapshot_append_border (snapshot, &round, (float[4]) { width, width, width, width },
                                (GdkRGBA[4]) { color, color, color, color });
    gtk_snapshot_pop (snapshot);
  }
}

/* For tests: the square the roll lights now, or PARLOUR_NO_SQUARE. */
guint
parlour_board_view_test_get_roll_square (ParlourBoardView *self)
{
  double phase;

  if (self->roll == NULL)
    return PARLOUR_NO_SQUARE;
  return self->roll->hops[current_hop (self->roll,
                                       self->roll->progress * self->roll->duration_ms,
                                       &phase)];
}

/* For tests: the square the roll comes to rest on, or PARLOUR_NO_SQUARE. */
guint
parlour_board_view_test_get_roll_chosen (ParlourBoardView *self)
{
  return self->roll != NULL ? self->roll->hops[N_HOPS - 1] : PARLOUR_NO_SQUARE;
}

/* For tests and screenshots: holds the roll at @progress (0 … 1); 1 ends it. */
void
parlour_board_view_test_seek_roll (ParlourBoardView *self,
                                   double            progress)
{
  if (self->roll == NULL)
    return;
  if (progress >= 1.0)
    {
      finish (self, TRUE);
      return;
    }
  if (adw_animation_get_state (self->roll->animation) == ADW_ANIMATION_PLAYING)
    adw_animation_pause (self->roll->animation);
  value_cb (MAX (progress, 0.0), self);
}
