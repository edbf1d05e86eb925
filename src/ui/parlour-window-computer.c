/* parlour-window-computer.c — the table of the window's match, its computer seats, and hints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window acts through one ParlourTable (src/session/parlour-table.h): a
 * ParlourLocalTable for a match at this computer (hosted or not), a
 * ParlourRemoteTable for a joined one. The session follows the table, so
 * every change of the match is autosaved without the window saying so.
 *
 * docs/computer.md, "In the app". The local table owns the ParlourComputer
 * that acts for the seats New Game gave to the computer, in a worker thread,
 * through the match, so the board shows (and animates) its moves as it does
 * a person's. A new match, and the window closing, stop it. "Show a Good
 * Move" asks the strongest level for the person to move and marks the move
 * on the board.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-computer.h"
#include "parlour-new-game-dialog.h"
#include "parlour-search.h"
#include "parlour-window-private.h"

#define HINT_TIME_US (2 * G_USEC_PER_SEC)

static void
clear_hint (ParlourWindow *self)
{
  if (self->page == NULL)
    return;
  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    parlour_board_view_set_marked_squares (_parlour_window_get_board (self, i), NULL, 0);
}

static void
match_changed_cb (ParlourWindow *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  clear_hint (self);
}

/* the computer of the window's local table, NULL for a joined one */
static ParlourComputer *
computer (ParlourWindow *self)
{
  if (self->table == NULL || !PARLOUR_IS_LOCAL_TABLE (self->table))
    return NULL;
  return parlour_local_table_get_computer (PARLOUR_LOCAL_TABLE (self->table));
}

void
_parlour_window_set_table (ParlourWindow *self,
                           ParlourTable  *table)
{
  if (self->table != table)
    {
      if (self->table != NULL)
        {
          /* the match left behind gets no more computer moves */
          if (computer (self) != NULL)
            parlour_computer_stop (computer (self));
          g_signal_handlers_disconnect_by_data (self->table, self);
        }
      g_set_object (&self->table, table);
      if (table != NULL)
        {
          g_signal_connect (table, "draw-offered", G_CALLBACK (_parlour_window_draw_offered_cb),
                            self);
          g_signal_connect (table, "chat", G_CALLBACK (_parlour_window_chat_received_cb), self);
        }
    }
  /* followed again after the session forgot the window (another match) */
  parlour_session_follow (parlour_session_get_default (), G_OBJECT (self), table,
                          _parlour_window_autosave_snapshot, _parlour_window_get_view_properties ());
}

/* The window shows a new match: a local table for it (with a computer
 * player) replaces the old one, unless the table serves it already (the
 * next mirror of a joined match). */
void
_parlour_window_attach_computer (ParlourWindow *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  if (self->table == NULL || parlour_table_get_match (self->table) != self->match)
    {
      g_autoptr(ParlourTable) table = parlour_local_table_new (self->match);

      _parlour_window_set_table (self, table);
    }
  else
    _parlour_window_set_table (self, self->table);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self,
                           G_CONNECT_SWAPPED);
  _parlour_window_attach_talk (self);
}

void
_parlour_window_dispose_computer (ParlourWindow *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  _parlour_window_set_table (self, NULL);
}

ParlourTable *
parlour_window_get_table (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->table;
}

/**
 * _parlour_window_set_players:
 * @self: the window
 * @levels: who plays each seat, as New Game's rows (PARLOUR_NEW_GAME_N_SEATS):
 *   [board * 2 + colour] is 0 for a person, else the computer's level
 *
 * Gives every seat of the match to a person or to the computer.
 */
void
_parlour_window_set_players (ParlourWindow *self,
                             const guint   *levels)
{
  g_return_if_fail (PARLOUR_IS_LOCAL_TABLE (self->table));

  for (guint s = 0; s < parlour_match_get_n_seats (self->match); s++)
    {
      const ParlourSeat *seat = parlour_match_get_seat (self->match, s);
      guint row = seat->board * 2 + seat->color;

      parlour_local_table_set_level (PARLOUR_LOCAL_TABLE (self->table), s,
                                     row < PARLOUR_NEW_GAME_N_SEATS ? levels[row] : 0);
    }
}

/* @levels has PARLOUR_SAVED_MAX_SEATS entries */
void
_parlour_window_get_levels (ParlourWindow *self,
                            guint         *levels)
{
  guint n_seats = MIN (parlour_match_get_n_seats (self->match), PARLOUR_SAVED_MAX_SEATS);

  memset (levels, 0, PARLOUR_SAVED_MAX_SEATS * sizeof (guint));
  for (guint s = 0; s < n_seats && computer (self) != NULL; s++)
    levels[s] = parlour_local_table_get_level (PARLOUR_LOCAL_TABLE (self->table), s);
}

/* A seat without a level (0) keeps the computer's default, the strongest. */
void
_parlour_window_set_levels (ParlourWindow *self,
                            const guint   *levels)
{
  guint n_seats = MIN (parlour_match_get_n_seats (self->match), PARLOUR_SAVED_MAX_SEATS);

  for (guint s = 0; s < n_seats && computer (self) != NULL; s++)
    if (levels[s] >= PARLOUR_SEARCH_LEVEL_MIN && levels[s] <= PARLOUR_SEARCH_LEVEL_MAX)
      parlour_computer_set_level (computer (self), s, levels[s]);
}

static gboolean
seat_is (ParlourWindow     *self,
         guint              seat,
         ParlourController  controller)
{
  return seat != PARLOUR_NO_SEAT &&
         parlour_match_get_seat (self->match, seat)->controller == controller;
}

/* the computer is to act on the first board */
gboolean
_parlour_window_computer_to_act (ParlourWindow *self)
{
  return seat_is (self, _parlour_window_seat_to_act (self), PARLOUR_CONTROLLER_COMPUTER);
}

/* some seat of the match is a person's at this computer */
gboolean
_parlour_window_has_person (ParlourWindow *self)
{
  for (guint s = 0; s < parlour_match_get_n_seats (self->match); s++)
    if (seat_is (self, s, PARLOUR_CONTROLLER_LOCAL))
      return TRUE;
  return FALSE;
}

/* A hint makes sense for a person to move in a game in progress. */
gboolean
_parlour_window_can_hint (ParlourWindow *self)
{
  return !parlour_match_is_over (self->match) &&
         seat_is (self, _parlour_window_seat_to_act (self), PARLOUR_CONTROLLER_LOCAL);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(ParlourWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  ParlourAction action;
  guint8 squares[2];
  guint n = 0;

  if (!parlour_computer_hint_finish (result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _parlour_window_show_toast (self, error->message);
      return;
    }
  if (self->page == NULL)
    return;
  if (action.kind == PARLOUR_ACTION_PICK)
    squares[n++] = action.square;
  else if (PARLOUR_MOVE_FLAG (action.move) == PARLOUR_MOVE_PASS)
    {
      _parlour_window_show_toast (self, _("A good move: pass"));
      return;
    }
  else
    {
      if (PARLOUR_MOVE_FLAG (action.move) != PARLOUR_MOVE_DROP)
        squares[n++] = PARLOUR_MOVE_FROM (action.move);
      squares[n++] = PARLOUR_MOVE_TO (action.move);
    }
  parlour_board_view_set_marked_squares (_parlour_window_get_board (self, 0), squares, n);
}

/* "Show a Good Move": the move is searched in a worker thread and marked when found. */
void
_parlour_window_show_hint (ParlourWindow *self)
{
  if (!_parlour_window_can_hint (self))
    return;
  g_cancellable_cancel (self->hint_cancellable);
  g_set_object (&self->hint_cancellable, NULL);
  self->hint_cancellable = g_cancellable_new ();
  parlour_computer_hint_async (self->match, 0, HINT_TIME_US, self->hint_cancellable,
                               hint_done_cb, g_object_ref (self));
}
