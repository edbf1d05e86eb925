/* parlour-window-net-actions.c — a network match's actions: draw offers, time, picks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a match played on the network the host's match decides (docs/protocol.md).
 * How an act gets there is the window's table's business (a joined
 * ParlourRemoteTable asks the host, a hosting ParlourLocalTable tells the
 * peers through its server); this file has what the window shows around it:
 * who is asked about a draw offered, giving the opponent time and, in Panic
 * chess, the roll of a piece picked here (the host rolls; the window shows
 * the roll when the state brings the move).
 *
 * Actions that only this computer's copy would see — Undo, Redo, a new game or
 * the position editor on the joined window — are disabled while the window is
 * joined (_parlour_window_network_disable_local()).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-window-private.h"

/* seconds that "Give Opponent 1 Minute" gives */
#define GIVE_SECONDS 60

/* the window is a peer that can still reach its host */
static gboolean
joined (ParlourWindow *self)
{
  return _parlour_window_shows_network_match (self) &&
         parlour_remote_table_get_joined (PARLOUR_REMOTE_TABLE (self->table));
}

guint64
_parlour_window_network_seats (ParlourWindow *self)
{
  /* a peer's window whose connection ended acts for nobody (the table says so) */
  return _parlour_window_plays_on_network (self) ? parlour_table_get_local_seats (self->table) : 0;
}

guint
_parlour_window_network_seat (ParlourWindow *self)
{
  guint64 seats = _parlour_window_network_seats (self);

  return seats != 0 ? (guint) __builtin_ctzll (seats) : PARLOUR_NO_SEAT;
}

static void
set_enabled (ParlourWindow *self,
             const char    *name,
             gboolean       enabled)
{
  g_simple_action_set_enabled (
    G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), name)), enabled);
}

void
_parlour_window_network_disable_local (ParlourWindow *self)
{
  /* what only this computer's copy of the match would see; the first four
   * are enabled as the game allows (_parlour_window_update_actions()), the
   * others always but here */
  static const char * const local_only[] = {
    "undo", "redo", "claim-draw", "play-from-here",
    "new-game", "position-editor", "edit-position", "open",
  };

  for (guint i = 0; i < G_N_ELEMENTS (local_only); i++)
    {
      /* a hosting window's undo would take back a peer's move behind its back */
      gboolean off = joined (self) || (i < 2 && _parlour_window_plays_on_network (self));

      if (off || i >= 4)
        set_enabled (self, local_only[i], !off);
    }
  /* and what starts a match of a mode of its own (Chess Bingo's New Match) */
  for (guint i = 0; self->mode_actions != NULL && self->mode_actions[i] != NULL; i++)
    set_enabled (self, self->mode_actions[i], !joined (self));
}

static void
accept_draw (ParlourWindow *self,
             guint          seat)
{
  g_autoptr(GError) error = NULL;

  if (_parlour_window_plays_on_network (self) &&
      !parlour_table_answer_draw (self->table, seat, TRUE, &error))
    _parlour_window_show_toast (self, error->message);
}

static void
draw_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ParlourWindow    *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "seat"));

  g_clear_weak_pointer (&self->net_draw_dialog);
  /* declining sends nothing: the offer lapses with the next move */
  if (g_str_equal (response, "accept"))
    accept_draw (self, seat);
}

static const char *
color_name (ParlourColor color)
{
  return color == PARLOUR_WHITE ? _("White") : _("Black");
}

/* A seat offered a draw: at one computer the other player here is asked
 * (parlour-window-actions.c). On the network the window that offered hears
 * it went out; the window that holds the other colour on that board is asked. */
void
_parlour_window_draw_offered_cb (ParlourTable  *table,
                                 guint          offering,
                                 ParlourWindow *self)
{
  guint64 mine = _parlour_window_network_seats (self);
  const ParlourSeat *offer;
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (self->match == NULL || offering >= parlour_match_get_n_seats (self->match))
    return;
  if (!_parlour_window_plays_on_network (self))
    {
      _parlour_window_ask_local_draw (self, offering);
      return;
    }
  offer = parlour_match_get_seat (self->match, offering);
  if (offering < 64 && ((mine >> offering) & 1))
    {
      _parlour_window_show_toast (self, _("You offered a draw"));
      return;
    }
  for (guint s = 0; s < parlour_match_get_n_seats (self->match) && s < 64; s++)
    {
      const ParlourSeat *seat = parlour_match_get_seat (self->match, s);

      if (!((mine >> s) & 1) || seat->board != offer->board || seat->color == offer->color)
        continue;
      if (self->net_draw_dialog != NULL)
        gtk_window_destroy (GTK_WINDOW (self->net_draw_dialog));
      /* Translators: %s is "White" or "Black" */
      heading = g_strdup_printf (_("%s Offers a Draw"), color_name (offer->color));
      dialog = _parlour_window_draw_question_new (self, heading,
                                                  _("Do you accept the draw? The offer stands "
                                                    "until the next move."));
      g_object_set_data (G_OBJECT (dialog), "seat", GUINT_TO_POINTER (s));
      g_signal_connect_object (dialog, "response", G_CALLBACK (draw_response_cb), self, 0);
      g_set_weak_pointer (&self->net_draw_dialog, dialog);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  /* a spectator, or a partner on another board */
  /* Translators: %s is "White" or "Black" */
  heading = g_strdup_printf (_("%s offers a draw"), color_name (offer->color));
  _parlour_window_show_toast (self, heading);
}

gboolean
_parlour_window_network_pick (ParlourWindow *self,
                              guint          square)
{
  ParlourAction action = { PARLOUR_ACTION_PICK, PARLOUR_MOVE_NONE, square };
  guint seat = _parlour_window_seat_to_act (self);

  /* one pick a turn: the next state answers it */
  if (seat == PARLOUR_NO_SEAT || (self->net_pick_square != PARLOUR_NO_SQUARE &&
                            self->net_pick_ply == parlour_game_get_n_moves (self->game)))
    return FALSE;
  if (!parlour_table_submit (self->table, seat, &action, NULL))
    return FALSE;
  self->net_pick_square = square;
  self->net_pick_ply = parlour_game_get_n_moves (self->game);
  return TRUE;
}

void
_parlour_window_network_state_shown (ParlourWindow *self)
{
  guint n_moves = parlour_game_get_n_moves (self->game);

  /* the state that brings the move of the piece picked here: the roll that chose it */
  if (self->net_pick_square != PARLOUR_NO_SQUARE && n_moves != self->net_pick_ply)
    {
      guint square = self->net_pick_square;

      self->net_pick_square = PARLOUR_NO_SQUARE;
      if (n_moves == self->net_pick_ply + 1)
        _parlour_window_network_roll (self, square);
    }
  /* an offer cannot be accepted once the match is over */
  if (self->net_draw_dialog != NULL && parlour_match_is_over (self->match))
    gtk_window_destroy (GTK_WINDOW (self->net_draw_dialog));
}

/* the seat of the other colour on the window's own seat's board, PARLOUR_NO_SEAT if none */
static guint
opponent_seat (ParlourWindow *self)
{
  guint seat = _parlour_window_network_seat (self);
  const ParlourSeat *mine;

  if (seat == PARLOUR_NO_SEAT)
    return PARLOUR_NO_SEAT;
  mine = parlour_match_get_seat (self->match, seat);
  return parlour_match_find_seat (self->match, mine->board, PARLOUR_OTHER (mine->color));
}

gboolean
_parlour_window_can_give_time (ParlourWindow *self)
{
  guint seat = opponent_seat (self);
  ParlourClock *clock;

  if (seat == PARLOUR_NO_SEAT || parlour_match_is_over (self->match) ||
      ((_parlour_window_network_seats (self) >> seat) & 1) ||
      (_parlour_window_shows_network_match (self) && !joined (self)))
    return FALSE;
  clock = parlour_match_get_clock (self->match, parlour_match_get_seat (self->match, seat)->board);
  return clock != NULL &&
         parlour_match_get_clock_started (self->match,
                                          parlour_match_get_seat (self->match, seat)->board) &&
         parlour_clock_get_remaining (clock, parlour_match_get_seat (self->match, seat)->color,
                                      g_get_monotonic_time ()) != G_MAXINT64;
}

static void
give_time_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  guint seat = opponent_seat (self);
  g_autoptr(GError) error = NULL;

  if (!_parlour_window_can_give_time (self))
    return;
  if (!parlour_table_give_time (self->table, seat, GIVE_SECONDS, &error))
    _parlour_window_show_toast (self, error->message);
}

static void
leave_network_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  /* the last state stays on the board (the client's ::closed), and the
   * window's own actions come back */
  if (joined (self))
    parlour_net_client_leave (parlour_remote_table_get_client (PARLOUR_REMOTE_TABLE (self->table)));
}

void
_parlour_window_update_net_actions (ParlourWindow *self)
{
  set_enabled (self, "give-time", _parlour_window_can_give_time (self));
  set_enabled (self, "leave-network", joined (self));
}

static const GActionEntry net_action_entries[] = {
  { "give-time", give_time_activated },
  { "leave-network", leave_network_activated },
};

void
_parlour_window_init_net_actions (ParlourWindow *self)
{
  self->net_pick_square = PARLOUR_NO_SQUARE;
  g_action_map_add_action_entries (G_ACTION_MAP (self), net_action_entries,
                                   G_N_ELEMENTS (net_action_entries), self);
}

void
_parlour_window_dispose_net_actions (ParlourWindow *self)
{
  if (self->net_draw_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->net_draw_dialog));
  g_clear_weak_pointer (&self->net_draw_dialog);
}

void
_parlour_window_connect_net_actions (ParlourWindow *self)
{
  self->net_pick_square = PARLOUR_NO_SQUARE;
  _parlour_window_clear_chat (self);
}
