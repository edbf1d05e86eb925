/* parlour-window-boards.c — the boards of a match of several boards, their players and moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match of one board shows it alone in the play area, its players' cards
 * in the side panel. A match of several boards (Bughouse) shows each board
 * between two bars, one per player, with the player's name, clock and, when
 * the player has to act but has no legal action, "Waiting for a piece" (the
 * clock keeps running: docs/rules/bughouse.md). The boards stand in a
 * ParlourBoardsBox, side by side or stacked, whichever the play area finds
 * gives bigger boards. Every board after the first is turned so that each
 * team sits on one side of the screen: in Bughouse White on A and Black on B
 * are partners and sit next to each other at the bottom.
 *
 * The move list of such a match merges the boards' moves; choosing one shows
 * every board as it was at that moment of the match
 * (parlour_match_get_position_at_moment()).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-boards-box.h"
#include "parlour-match.h"
#include "parlour-window-private.h"

gboolean
parlour_window_browses_moments (ParlourWindow *self)
{
  return self->match != NULL && parlour_match_get_n_boards (self->match) > 1;
}

void
parlour_window_update_board_shape (ParlourWindow *self)
{
  /* two bars and the box's spacing around each */
  if (self->seat_bars->len > 0)
    parlour_play_area_set_board_shape (self->play_area,
                                       parlour_board_view_get_height_for_width (self->board_view),
                                       self->bars_height);
}

gboolean
parlour_window_board_turned (ParlourWindow *self,
                             guint          board)
{
  guint first, seat;

  if (board == 0 || self->match == NULL || board >= parlour_match_get_n_boards (self->match))
    return FALSE;
  first = parlour_match_find_seat (self->match, 0, PARLOUR_WHITE);
  seat = parlour_match_find_seat (self->match, board, PARLOUR_WHITE);
  if (first == G_MAXUINT || seat == G_MAXUINT)
    return FALSE;
  /* the bottom player of each board is of the team of White on the first */
  return parlour_match_get_seat (self->match, seat)->team
         != parlour_match_get_seat (self->match, first)->team;
}

static GtkWidget *
seat_bar_new (ParlourWindow *self)
{
  GtkWidget *bar = parlour_clock_view_new ();

  parlour_clock_view_make_bar (PARLOUR_CLOCK_VIEW (bar));
  g_ptr_array_add (self->seat_bars, bar);
  return bar;
}

/* The board's place goes back to the first board view alone. */
static void
take_boards_apart (ParlourWindow *self)
{
  if (self->boards_box == NULL)
    return;
  g_object_ref (self->board_view);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board_view))),
                  GTK_WIDGET (self->board_view));
  parlour_play_area_set_board (self->play_area, GTK_WIDGET (self->board_view));
  g_object_unref (self->board_view);
  self->boards_box = NULL;
  g_ptr_array_set_size (self->board_views, 1);
  g_ptr_array_set_size (self->seat_bars, 0);
  parlour_play_area_set_board_shape (self->play_area, 1.0, 0);
}

void
parlour_window_set_up_boards (ParlourWindow *self)
{
  guint n_boards = parlour_match_get_n_boards (self->match);
  int bar_height = 0;

  if (n_boards == self->board_views->len)
    return;
  take_boards_apart (self);
  if (n_boards > 1)
    {
      self->boards_box = parlour_boards_box_new (PARLOUR_PLAY_AREA_BOARD_GAP);
      g_object_ref (self->board_view);
      parlour_play_area_set_board (self->play_area, self->boards_box);
      for (guint i = 0; i < n_boards; i++)
        {
          GtkWidget *unit = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
          GtkWidget *view = i == 0 ? GTK_WIDGET (self->board_view)
                                   : parlour_window_new_board_view (self);
          GtkWidget *top = seat_bar_new (self);
          GtkWidget *bottom = seat_bar_new (self);
          int unused;

          gtk_widget_set_vexpand (view, TRUE);
          gtk_box_append (GTK_BOX (unit), top);
          gtk_box_append (GTK_BOX (unit), view);
          gtk_box_append (GTK_BOX (unit), bottom);
          parlour_boards_box_append (PARLOUR_BOARDS_BOX (self->boards_box), unit);
          if (i > 0)
            g_ptr_array_add (self->board_views, view);
          gtk_widget_measure (top, GTK_ORIENTATION_VERTICAL, -1, &bar_height, &unused,
                              NULL, NULL);
        }
      g_object_unref (self->board_view);
      self->bars_height = 2 * (bar_height + 4);
    }
  parlour_play_area_set_n_boards (self->play_area, n_boards);
  parlour_window_set_flipped (self, parlour_board_view_get_flipped (self->board_view));
}

static const char *
player_name (ParlourGame  *game,
             ParlourColor  color)
{
  const char *name = parlour_game_get_tag (game, color == PARLOUR_WHITE ? "White" : "Black");

  if (name == NULL || *name == '\0' || g_str_equal (name, "?"))
    return color == PARLOUR_WHITE ? _("White") : _("Black");
  return name;
}

/* The seat to act on @board has nothing it may do: it waits (for a piece
 * from the partner, in Bughouse) while its clock runs. */
static gboolean
seat_waits (ParlourWindow *self,
            guint          board)
{
  guint seat = parlour_match_get_seat_to_act (self->match, board);
  g_autoptr(GArray) actions = NULL;

  if (seat == G_MAXUINT || parlour_game_is_over (parlour_match_get_game (self->match, board)))
    return FALSE;
  actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  parlour_match_legal_actions (self->match, seat, actions);
  return actions->len == 0;
}

void
parlour_window_sync_seat_bars (ParlourWindow *self)
{
  gboolean paused;

  if (self->seat_bars->len == 0)
    return;
  paused = parlour_match_get_paused (self->match);
  for (guint b = 0; b < self->board_views->len; b++)
    {
      ParlourGame *game = parlour_match_get_game (self->match, b);
      gboolean flipped = parlour_board_view_get_flipped (g_ptr_array_index (self->board_views, b));
      gboolean waits = seat_waits (self, b);

      for (guint i = 0; i < 2; i++)
        {
          ParlourClockView *bar = g_ptr_array_index (self->seat_bars, 2 * b + i);
          /* the top bar is Black's unless the board is flipped */
          ParlourColor side = (i == 0) != flipped ? PARLOUR_BLACK : PARLOUR_WHITE;

          parlour_clock_view_set_side (bar, side);
          parlour_clock_view_set_player_name (bar, player_name (game, side));
          parlour_clock_view_set_paused (bar, paused);
          parlour_clock_view_set_status (bar, waits && parlour_game_get_side_to_move (game) == side
                                              ? _("Waiting for a piece") : NULL);
        }
    }
  parlour_window_sync_talk (self);
  parlour_window_update_seat_clocks (self, g_get_monotonic_time ());
}

void
parlour_window_update_seat_clocks (ParlourWindow *self,
                                   gint64         now_us)
{
  for (guint i = 0; i < self->seat_bars->len; i++)
    {
      ParlourClockView *bar = g_ptr_array_index (self->seat_bars, i);
      ParlourGame *game = parlour_match_get_game (self->match, i / 2);
      ParlourClock *clock = parlour_match_get_clock (self->match, i / 2);
      ParlourColor side = parlour_clock_view_get_side (bar);
      gboolean over = parlour_game_is_over (game);
      gint active = -1;

      if (clock == NULL)
        parlour_clock_view_set_time (bar, -1, 0);
      else
        parlour_clock_view_set_time (bar, parlour_clock_get_remaining (clock, side, now_us),
                                     parlour_clock_get_control (clock, side)->base_us);
      /* with a running clock the running side is lit; otherwise the side to move */
      if (!over && clock != NULL && parlour_clock_is_running (clock))
        active = parlour_clock_get_active (clock);
      else if (!over)
        active = parlour_game_get_side_to_move (game);
      parlour_clock_view_set_active (bar, active == (gint) side);
    }
}

/* plies played from a game's start to @pos (each passes the turn) */
static guint
plies_to (ParlourGame           *game,
          const ParlourPosition *pos)
{
  const ParlourPosition *initial = parlour_game_get_initial_position (game);
  gint64 plies = ((gint64) pos->fullmove * 2 + (pos->side == PARLOUR_BLACK))
                 - ((gint64) initial->fullmove * 2 + (initial->side == PARLOUR_BLACK));

  return (guint) CLAMP (plies, 0, (gint64) parlour_game_get_n_moves (game));
}

void
parlour_window_set_view_moment (ParlourWindow *self,
                                guint          moment)
{
  if (moment >= parlour_match_get_n_moments (self->match))
    moment = G_MAXUINT;
  if (moment == self->view_moment)
    return;

  self->view_moment = moment;
  for (guint b = 0; b < self->board_views->len; b++)
    {
      ParlourBoardView *view = g_ptr_array_index (self->board_views, b);
      ParlourGame *game = parlour_match_get_game (self->match, b);
      ParlourPosition pos;

      if (moment == G_MAXUINT)
        {
          parlour_board_view_set_view_ply (view, G_MAXUINT);
          continue;
        }
      parlour_match_get_position_at_moment (self->match, b, moment, &pos);
      parlour_board_view_set_view_position (view, plies_to (game, &pos), &pos);
    }
  parlour_side_panel_set_view_ply (self->side_panel, moment);
  parlour_window_update_actions (self);
  parlour_window_autosave (self);
}

guint
parlour_window_get_view_index (ParlourWindow *self)
{
  if (parlour_window_browses_moments (self))
    return self->view_moment;
  return parlour_board_view_get_view_ply (self->board_view);
}

guint
parlour_window_get_n_view_steps (ParlourWindow *self)
{
  if (parlour_window_browses_moments (self))
    return parlour_match_get_n_moments (self->match);
  return parlour_game_get_n_moves (self->game);
}

ParlourClockView *
parlour_window_get_seat_bar (ParlourWindow *self,
                             guint          board,
                             ParlourColor   side)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  for (guint i = 2 * board; i < MIN (2 * board + 2, self->seat_bars->len); i++)
    if (parlour_clock_view_get_side (g_ptr_array_index (self->seat_bars, i)) == side)
      return g_ptr_array_index (self->seat_bars, i);
  return NULL;
}

void
parlour_window_name_board_players (ParlourMatch *match)
{
  ParlourGame *first = parlour_match_get_game (match, 0);

  for (guint b = 1; b < MIN (parlour_match_get_n_boards (match), 26); b++)
    for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
      {
        const char *color = c == PARLOUR_WHITE ? "White" : "Black";
        g_autofree char *tag = g_strdup_printf ("%s%c", color, 'A' + b);
        const char *name = parlour_game_get_tag (first, tag);

        if (name != NULL)
          parlour_game_set_tag (parlour_match_get_game (match, b), color, name);
      }
}
