/* parlour-board-view-reserve.c — pieces in hand beside the board, and dropping them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a variant with drops the board view has a column right of the board:
 * the pieces in hand of the player at the top in its upper half, those of the
 * player at the bottom in its lower half, one cell per kind with how many there
 * are. A click on a kind of the side to move picks it (its legal drops show as
 * hints, as a picked piece's moves do); a click on one of those squares asks
 * for the drop with ::move-requested, and so does dragging the kind there
 * (parlour-board-view-input.c). The moves are the shown position's legal
 * moves, drops included, so nothing here knows a variant's drop rules.
 *
 * A piece that comes into a hand while the players look at the current
 * position (a capture; in Bughouse the partner's capture on the other board)
 * makes its cell glow in the accent colour for a moment, so that the player
 * who waited for it notices. Without animations the glow stays until the
 * next change.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"

gboolean
parlour_board_view_has_reserve (ParlourBoardView *self)
{
  return self->has_position && (self->shown.variant->flags & PARLOUR_VARIANT_DROPS) != 0;
}

/* the kinds @color has in hand, in the variant's order; returns how many */
static guint
kinds_in_hand (ParlourBoardView *self,
               ParlourColor      color,
               guint            *kinds)
{
  guint n = 0;

  for (guint kind = 1; kind <= self->shown.variant->n_kinds; kind++)
    if (self->shown.reserve[color][kind] > 0)
      kinds[n++] = kind;
  return n;
}

/* each player's half of the column, a little apart from the other */
static int
half_height (ParlourBoardView *self)
{
  return self->square * self->ranks / 2 - self->square / 8;
}

/* The cell of the @index-th of @n kinds of @color. The top player's stack
 * down from the top, the bottom player's up from the bottom, each in half of
 * the board's height. */
static void
cell_rect (ParlourBoardView *self,
           ParlourColor      color,
           guint             index,
           guint             n,
           graphene_rect_t  *rect)
{
  gboolean top = color == (self->flipped ? PARLOUR_WHITE : PARLOUR_BLACK);
  int half = half_height (self);
  int cell = MIN (self->square, half / (int) MAX (n, 1));
  int x = self->reserve_x + (self->square - cell) / 2;
  int y = top ? self->origin_y + (int) index * cell
              : self->origin_y + self->square * self->ranks - ((int) index + 1) * cell;

  graphene_rect_init (rect, x, y, cell, cell);
}

gboolean
parlour_board_view_reserve_at (ParlourBoardView *self,
                               double            x,
                               double            y,
                               ParlourColor     *color,
                               guint            *kind)
{
  guint kinds[PARLOUR_MAX_KINDS];

  parlour_board_view_update_geometry (self);
  if (!parlour_board_view_has_reserve (self) || self->square <= 0)
    return FALSE;
  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    {
      guint n = kinds_in_hand (self, c, kinds);

      for (guint i = 0; i < n; i++)
        {
          graphene_rect_t rect;

          cell_rect (self, c, i, n, &rect);
          if (graphene_rect_contains_point (&rect, &GRAPHENE_POINT_INIT (x, y)))
            {
              *color = c;
              *kind = kinds[i];
              return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
parlour_board_view_reserve_center (ParlourBoardView *self,
                                   ParlourColor      color,
                                   guint             kind,
                                   double           *x,
                                   double           *y)
{
  guint kinds[PARLOUR_MAX_KINDS];
  guint n;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (color <= PARLOUR_BLACK, FALSE);

  parlour_board_view_update_geometry (self);
  if (!parlour_board_view_has_reserve (self) || self->square <= 0)
    return FALSE;
  n = kinds_in_hand (self, color, kinds);
  for (guint i = 0; i < n; i++)
    if (kinds[i] == kind)
      {
        graphene_rect_t rect;

        cell_rect (self, color, i, n, &rect);
        *x = rect.origin.x + rect.size.width / 2;
        *y = rect.origin.y + rect.size.height / 2;
        return TRUE;
      }
  return FALSE;
}

ParlourMove
parlour_board_view_drop_move (ParlourBoardView *self,
                              guint             square)
{
  if (self->selected_drop == 0 || !self->legal_valid)
    return PARLOUR_MOVE_NONE;
  for (guint i = 0; i < self->legal.n; i++)
    {
      ParlourMove m = self->legal.moves[i];

      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP && PARLOUR_MOVE_FROM (m) == self->selected_drop
          && PARLOUR_MOVE_TO (m) == square)
        return m;
    }
  return PARLOUR_MOVE_NONE;
}

void
parlour_board_view_reserve_press (ParlourBoardView *self,
                                  ParlourColor      color,
                                  guint             kind)
{
  const char *reason;
  gboolean can_drop = FALSE;

  if (!parlour_board_view_input_allowed (self, &reason) || self->input != PARLOUR_BOARD_INPUT_MOVES)
    {
      parlour_board_view_refuse (self, reason);
      return;
    }
  if (color != parlour_board_view_mover (self))
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_refuse (self, color == PARLOUR_WHITE ? _("It is Black's turn")
                                                              : _("It is White's turn"));
      return;
    }
  /* a second click on the picked kind puts it back */
  if (self->selected_drop == kind)
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      return;
    }
  for (guint i = 0; i < self->legal.n && self->legal_valid; i++)
    can_drop |= PARLOUR_MOVE_FLAG (self->legal.moves[i]) == PARLOUR_MOVE_DROP
                && PARLOUR_MOVE_FROM (self->legal.moves[i]) == kind;
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  if (!can_drop)
    {
      parlour_board_view_refuse (self, _("That piece cannot be dropped now"));
      return;
    }
  self->selected_drop = kind;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

#define ARRIVAL_MS 1800

static void
arrival_value_cb (double            value,
                  ParlourBoardView *self)
{
  self->arrival_glow = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
arrival_done_cb (ParlourBoardView *self)
{
  memset (self->arrived, 0, sizeof self->arrived);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_reserve_arrivals (ParlourBoardView      *self,
                                     const ParlourPosition *before,
                                     const ParlourPosition *after)
{
  gboolean any = FALSE;

  if (self->arrival != NULL && adw_animation_get_state (self->arrival) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->arrival);
  memset (self->arrived, 0, sizeof self->arrived);
  if (before == NULL || before->variant != after->variant
      || !(after->variant->flags & PARLOUR_VARIANT_DROPS))
    return;
  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    for (guint kind = 1; kind <= after->variant->n_kinds; kind++)
      if (after->reserve[c][kind] > before->reserve[c][kind])
        any = self->arrived[c][kind] = TRUE;
  if (!any)
    return;
  self->arrival_glow = 1.0;
  if (!self->animations)
    return;
  if (self->arrival == NULL)
    {
      AdwAnimationTarget *target =
        adw_callback_animation_target_new ((AdwAnimationTargetFunc) arrival_value_cb, self, NULL);

      self->arrival = adw_timed_animation_new (GTK_WIDGET (self), 1, 0, ARRIVAL_MS, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->arrival), ADW_EASE_IN_CUBIC);
      g_signal_connect_swapped (self->arrival, "done", G_CALLBACK (arrival_done_cb), self);
    }
  adw_animation_play (self->arrival);
}

gboolean
parlour_board_view_test_get_arrived (ParlourBoardView *self,
                                     ParlourColor      color,
                                     guint             kind)
{
  return color <= PARLOUR_BLACK && kind < PARLOUR_MAX_KINDS && self->arrived[color][kind]
         && self->arrival_glow > 0;
}

static void
append_count (ParlourBoardView      *self,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *rect,
              guint                  count)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font = pango_font_description_new ();
  char text[8];
  int w, h;

  g_snprintf (text, sizeof text, "%u", count);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, CLAMP (rect->size.height * 0.28, 8.0, 18.0)
                                                  * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (rect->origin.x + rect->size.width - w,
                                                rect->origin.y + rect->size.height - h));
  gtk_snapshot_append_layout (snapshot, layout, &self->colors.coord_on_light);
  gtk_snapshot_restore (snapshot);
}

void
parlour_board_view_snapshot_reserve (ParlourBoardView *self,
                                     GtkSnapshot      *snapshot)
{
  guint kinds[PARLOUR_MAX_KINDS];
  float r = parlour_board_view_corner_radius (self);

  if (!parlour_board_view_has_reserve (self) || self->square <= 0)
    return;

  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    {
      guint n = kinds_in_hand (self, c, kinds);
      gboolean top = c == (self->flipped ? PARLOUR_WHITE : PARLOUR_BLACK);
      graphene_rect_t half;
      GskRoundedRect round;

      /* each player's half of the column, in the light squares' colour */
      graphene_rect_init (&half, self->reserve_x,
                          self->origin_y + (top ? 0 : self->square * self->ranks
                                                      - half_height (self)),
                          self->square, half_height (self));
      gsk_rounded_rect_init_from_rect (&round, &half, r);
      gtk_snapshot_push_rounded_clip (snapshot, &round);
      gtk_snapshot_append_color (snapshot, &self->colors.light, &half);
      gtk_snapshot_pop (snapshot);

      for (guint i = 0; i < n; i++)
        {
          ParlourPiece piece = PARLOUR_PIECE_MAKE (kinds[i], c);
          GdkTexture *texture = parlour_board_view_piece_texture (self, piece);
          graphene_rect_t rect;

          cell_rect (self, c, i, n, &rect);
          if (self->arrived[c][kinds[i]] && self->arrival_glow > 0)
            {
              /* GNOME's blue accent, which reads on both light and dark styles */
              GdkRGBA glow = { 0.21f, 0.52f, 0.89f, 0.75f };
              GskRoundedRect cell;

              glow.alpha *= (float) self->arrival_glow;
              gsk_rounded_rect_init_from_rect (&cell, &rect, rect.size.width / 4);
              gtk_snapshot_push_rounded_clip (snapshot, &cell);
              gtk_snapshot_append_color (snapshot, &glow, &rect);
              gtk_snapshot_pop (snapshot);
            }
          if (c == parlour_board_view_mover (self) && self->selected_drop == kinds[i])
            gtk_snapshot_append_color (snapshot, &self->colors.selected, &rect);
          if (texture != NULL)
            gtk_snapshot_append_texture (snapshot, texture, &rect);
          if (self->shown.reserve[c][kinds[i]] > 1)
            append_count (self, snapshot, &rect, self->shown.reserve[c][kinds[i]]);
        }
    }
}
