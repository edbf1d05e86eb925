/* parlour-window-boards.c — the page of the match shown, its boards and moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every match stands in the page its play mode names (ParlourPage), made
 * from the type alone, in the play area's board place: one board alone
 * (ParlourSinglePage), its players' cards in the side panel; the boards of
 * Bughouse each between its players' bars, with the table talk; Chess
 * Bingo's board beside its card. The page owns its board views: it makes
 * them, and the window sets each up (_parlour_window_set_up_board_view);
 * the window asks the page for them. Every board after the first is turned
 * so that each team sits on one side of the screen: in Bughouse White on A
 * and Black on B are partners and sit next to each other at the bottom.
 *
 * The move list of such a match merges the boards' moves; choosing one shows
 * every board as it was at that moment of the match
 * (parlour_match_get_position_at_moment()).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-play-modes.h"
#include "parlour-match.h"
#include "parlour-window-private.h"

GType
_parlour_window_page_type (ParlourMatch *match)
{
  return parlour_play_modes_page_type_for_match (match);
}

gboolean
_parlour_window_browses_moments (ParlourWindow *self)
{
  return self->match != NULL && parlour_match_get_n_boards (self->match) > 1;
}

guint
_parlour_window_get_n_boards (ParlourWindow *self)
{
  return self->page != NULL ? parlour_page_get_n_boards (PARLOUR_PAGE (self->page)) : 0;
}

ParlourBoardView *
_parlour_window_get_board (ParlourWindow *self,
                           guint          board)
{
  if (self->page == NULL)
    return NULL;
  return PARLOUR_BOARD_VIEW (parlour_page_get_board_view (PARLOUR_PAGE (self->page), board));
}

void
_parlour_window_update_board_shape (ParlourWindow *self)
{
  ParlourPage *page = self->page != NULL ? PARLOUR_PAGE (self->page) : NULL;

  if (page == NULL)
    return;
  /* each square the page's: a lone board fits itself into a square; boards
   * with bars get the board's shape and the bars' height */
  if (parlour_page_get_square_places (page))
    parlour_play_area_set_board_shape (self->play_area, 1.0, parlour_page_get_extra_height (page));
  else
    parlour_play_area_set_board_shape (self->play_area,
                                       parlour_board_view_get_height_for_width (
                                         _parlour_window_get_board (self, 0)),
                                       parlour_page_get_extra_height (page));
}

gboolean
_parlour_window_board_turned (ParlourWindow *self,
                              guint          board)
{
  guint first, seat;

  if (board == 0 || self->match == NULL || board >= parlour_match_get_n_boards (self->match))
    return FALSE;
  first = parlour_match_find_seat (self->match, 0, PARLOUR_WHITE);
  seat = parlour_match_find_seat (self->match, board, PARLOUR_WHITE);
  if (first == PARLOUR_NO_SEAT || seat == PARLOUR_NO_SEAT)
    return FALSE;
  /* the bottom player of each board is of the team of White on the first */
  return parlour_match_get_seat (self->match, seat)->team
         != parlour_match_get_seat (self->match, first)->team;
}

/* The page @type in the board's place instead of the one there (which goes,
 * with its board views), with a board view per board of the match. */
static void
make_page (ParlourWindow *self,
           GType          type)
{
  guint n_boards = parlour_match_get_n_boards (self->match);
  ParlourPage *page = g_object_new (type, NULL);
  guint places;

  self->page = GTK_WIDGET (page);
  g_signal_connect_object (page, "notice", G_CALLBACK (_parlour_window_show_toast), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "show-match", G_CALLBACK (_parlour_window_offer_match), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "error", G_CALLBACK (_parlour_window_show_error), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "notify::extra-height",
                           G_CALLBACK (_parlour_window_update_board_shape), self,
                           G_CONNECT_SWAPPED);
  parlour_page_set_board_setup (page, _parlour_window_set_up_board_view, self);
  parlour_page_set_n_boards (page, n_boards);
  parlour_play_area_set_board (self->play_area, self->page);
  places = parlour_page_get_n_places (page) > 0 ? parlour_page_get_n_places (page) : n_boards;
  parlour_play_area_set_n_boards (self->play_area, places);
  parlour_play_area_set_min_split (self->play_area, parlour_page_get_min_split (page));
  parlour_play_area_set_board_fill (self->play_area, parlour_page_get_fill (page));
  parlour_side_panel_set_result_elsewhere (self->side_panel,
                                           parlour_page_get_shows_result (page));
  g_binding_group_set_source (self->title_bindings, page);
}

void
_parlour_window_set_up_boards (ParlourWindow *self)
{
  GType type = _parlour_window_page_type (self->match);
  ParlourBoardView *first = _parlour_window_get_board (self, 0);
  /* the new page's boards face as the old ones did */
  gboolean flipped = first != NULL && parlour_board_view_get_flipped (first);
  gboolean changed = self->page == NULL || type != G_OBJECT_TYPE (self->page)
                     || parlour_match_get_n_boards (self->match) != _parlour_window_get_n_boards (self);

  if (changed)
    {
      make_page (self, type);
      /* turned before they are told, so that the window's flip stays */
      for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
        parlour_board_view_set_flipped (_parlour_window_get_board (self, i),
                                        flipped != _parlour_window_board_turned (self, i));
    }
  _parlour_window_attach_talk (self);
  if (changed)
    _parlour_window_set_flipped (self, flipped);
}

/* The window shows a new match: the page follows it (its bars' players and talk). */
void
_parlour_window_attach_talk (ParlourWindow *self)
{
  if (self->page != NULL)
    parlour_page_set_match (PARLOUR_PAGE (self->page), self->match);
}

void
_parlour_window_sync_seat_bars (ParlourWindow *self)
{
  if (self->page == NULL)
    return;
  parlour_page_set_result_text (PARLOUR_PAGE (self->page),
                                parlour_side_panel_get_result_text (self->side_panel));
  parlour_page_sync (PARLOUR_PAGE (self->page));
}

void
_parlour_window_update_seat_clocks (ParlourWindow *self,
                                    gint64         now_us)
{
  if (self->page != NULL)
    parlour_page_update_clocks (PARLOUR_PAGE (self->page), now_us);
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
_parlour_window_set_view_moment (ParlourWindow *self,
                                 guint          moment)
{
  if (moment >= parlour_match_get_n_moments (self->match))
    moment = PARLOUR_CURRENT_PLY;
  if (moment == self->view_moment)
    return;

  self->view_moment = moment;
  for (guint b = 0; b < _parlour_window_get_n_boards (self); b++)
    {
      ParlourBoardView *view = _parlour_window_get_board (self, b);
      ParlourGame *game = parlour_match_get_game (self->match, b);
      ParlourPosition pos;

      if (moment == PARLOUR_CURRENT_PLY)
        {
          parlour_board_view_set_view_ply (view, PARLOUR_CURRENT_PLY);
          continue;
        }
      parlour_match_get_position_at_moment (self->match, b, moment, &pos);
      parlour_board_view_set_view_position (view, plies_to (game, &pos), &pos);
    }
  parlour_side_panel_set_view_ply (self->side_panel, moment);
  _parlour_window_update_actions (self);
  _parlour_window_view_changed (self);
}

guint
_parlour_window_get_view_index (ParlourWindow *self)
{
  if (_parlour_window_browses_moments (self))
    return self->view_moment;
  return parlour_board_view_get_view_ply (_parlour_window_get_board (self, 0));
}

guint
_parlour_window_get_n_view_steps (ParlourWindow *self)
{
  if (_parlour_window_browses_moments (self))
    return parlour_match_get_n_moments (self->match);
  return parlour_game_get_n_moves (self->game);
}

ParlourPage *
parlour_window_get_page (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return PARLOUR_IS_PAGE (self->page) ? PARLOUR_PAGE (self->page) : NULL;
}

void
_parlour_window_name_board_players (ParlourMatch *match)
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
