/* parlour-window-actions.c — the win.* actions: undo, redo, browsing, flip, draw, resign, pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-editor-window.h"
#include "parlour-new-game-dialog.h"
#include "parlour-variant-ui.h"
#include "parlour-window-private.h"

static const char *
side_name (ParlourWindow *self,
           ParlourColor   side)
{
  const char *tag = parlour_game_get_tag (self->game, side == PARLOUR_WHITE ? "White" : "Black");

  if (tag != NULL && *tag != '\0' && !g_str_equal (tag, "?"))
    return tag;
  return side == PARLOUR_WHITE ? _("White") : _("Black");
}

/* the ply the board shows: the number of moves before the shown position */
static guint
shown_ply (ParlourWindow *self)
{
  guint ply = _parlour_window_get_view_index (self);
  guint n = _parlour_window_get_n_view_steps (self);

  return ply == PARLOUR_CURRENT_PLY || ply > n ? n : ply;
}

static void
set_enabled (ParlourWindow *self,
             const char    *name,
             gboolean       enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* a variant where one may pass instead of moving has a Pass button */
static gboolean
variant_passes (ParlourWindow *self)
{
  return parlour_variant_ui_has (parlour_game_get_variant (self->game),
                                 PARLOUR_VARIANT_UI_PASS_BUTTON);
}

/* Passing is a move like any other: legal only where the engine lists it (not
 * in check, not after the game ended). */
static gboolean
pass_is_legal (ParlourWindow *self)
{
  guint seat = _parlour_window_seat_to_act (self);

  return seat != PARLOUR_NO_SEAT &&
         (parlour_match_get_input (self->match, seat) & PARLOUR_INPUT_PASS);
}

/* Undo and Redo say why they are off in a network match. */
static void
explain_history_buttons (ParlourWindow *self,
                         gboolean       network)
{
  const char *why = _("Not in a network game: the host keeps the moves");

  gtk_widget_set_tooltip_text (self->undo_button, network ? why : _("Undo Move"));
  gtk_widget_set_tooltip_text (self->redo_button, network ? why : _("Redo Move"));
}

/* A draw is claimed by the seat to move: in a network match only the window's own. */
static gboolean
claims_for_own_seat (ParlourWindow *self)
{
  guint seat = _parlour_window_seat_to_act (self);

  return seat < 64 && ((_parlour_window_network_seats (self) >> seat) & 1);
}

void
_parlour_window_update_actions (ParlourWindow *self)
{
  gboolean over = parlour_game_is_over (self->game);
  gboolean browsing = _parlour_window_get_view_index (self) != PARLOUR_CURRENT_PLY;
  guint ply = shown_ply (self);
  gboolean network = _parlour_window_plays_on_network (self);
  /* in a network match, one resigns or offers for one's own seat */
  gboolean has_seat = !network || _parlour_window_network_seat (self) != PARLOUR_NO_SEAT;

  set_enabled (self, "undo", parlour_table_get_can_undo (self->table));
  set_enabled (self, "redo", parlour_match_can_redo (self->match));
  set_enabled (self, "resign", !over && has_seat);
  set_enabled (self, "offer-draw", !over && has_seat);
  set_enabled (self, "claim-draw", !over && parlour_game_can_claim_draw (self->game, NULL) &&
                                   (!network || claims_for_own_seat (self)));
  /* a match of several boards goes on only from its current moment */
  set_enabled (self, "play-from-here",
               browsing && !over && !_parlour_window_browses_moments (self));
  set_enabled (self, "previous-move", ply > 0);
  set_enabled (self, "first-move", ply > 0);
  set_enabled (self, "next-move", browsing);
  set_enabled (self, "last-move", browsing);
  set_enabled (self, "pass", !over && !browsing && pass_is_legal (self));
  set_enabled (self, "pause-clock", _parlour_window_can_pause_clock (self));
  set_enabled (self, "hint", !browsing && _parlour_window_can_hint (self));
  _parlour_window_network_disable_local (self);
  explain_history_buttons (self, network);
  g_simple_action_set_state (
    G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "pause-clock")),
    g_variant_new_boolean (parlour_match_get_paused (self->match)));
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), variant_passes (self));
  _parlour_window_update_net_actions (self);
  _parlour_window_update_chat (self);
}

static void
new_game_created_cb (GtkWidget     *dialog,
                     ParlourGame   *game,
                     ParlourClock  *clock,
                     ParlourWindow *self)
{
  guint levels[PARLOUR_NEW_GAME_N_SEATS];

  for (guint s = 0; s < PARLOUR_NEW_GAME_N_SEATS; s++)
    levels[s] = parlour_new_game_dialog_get_player (PARLOUR_NEW_GAME_DIALOG (dialog), s);
  _parlour_window_start_new_game (self, game, clock, levels,
                                  parlour_new_game_dialog_get_options (PARLOUR_NEW_GAME_DIALOG (dialog)));
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  _parlour_window_show_hint (PARLOUR_WINDOW (user_data));
}

/* New Game made a match of a mode of its own options (Chess Bingo) */
static void
new_match_created_cb (ParlourNewGameDialog *dialog,
                      ParlourMatch         *match,
                      ParlourWindow        *self)
{
  _parlour_window_offer_match (self, match);
}

/* or made none, and says why */
static void
new_match_failed_cb (ParlourNewGameDialog *dialog,
                     const char           *heading,
                     const char           *message,
                     ParlourWindow        *self)
{
  _parlour_window_show_error (self, heading, message);
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  GtkWidget *dialog = parlour_new_game_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "game-created", G_CALLBACK (new_game_created_cb), self, 0);
  g_signal_connect_object (dialog, "match-created", G_CALLBACK (new_match_created_cb), self, 0);
  g_signal_connect_object (dialog, "match-failed", G_CALLBACK (new_match_failed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
editor_game_created_cb (GtkWidget     *editor,
                        ParlourGame   *game,
                        ParlourClock  *clock,
                        ParlourWindow *self)
{
  guint levels[PARLOUR_NEW_GAME_N_SEATS];

  for (guint s = 0; s < PARLOUR_NEW_GAME_N_SEATS; s++)
    levels[s] = parlour_editor_window_get_player (PARLOUR_EDITOR_WINDOW (editor), s);
  if (parlour_editor_window_get_board_b_game (PARLOUR_EDITOR_WINDOW (editor)) != NULL)
    _parlour_window_start_new_two_boards (self, game,
                                          parlour_editor_window_get_board_b_game (
                                            PARLOUR_EDITOR_WINDOW (editor)),
                                          clock, levels);
  else
    _parlour_window_start_new_game (self, game, clock, levels,
                                    parlour_editor_window_get_options (PARLOUR_EDITOR_WINDOW (editor)));
}

static GtkWidget *
present_editor (ParlourWindow         *self,
                const ParlourPosition *pos)
{
  GtkWidget *editor = parlour_editor_window_new (GTK_WINDOW (self), pos);

  g_signal_connect_object (editor, "game-created", G_CALLBACK (editor_game_created_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

/* The editor starts from the current variant's start position... */
static void
position_editor_activated (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  const ParlourVariant *v = parlour_game_get_variant (self->game);
  g_autoptr(ParlourPosition) start = parlour_position_new_from_fen (v, v->start_fen, NULL);

  g_return_if_fail (start != NULL);
  present_editor (self, start);
}

/* ... or from the position on the board, an earlier one while browsing. */
static void
edit_position_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  ParlourMatch *match = self->match;
  gboolean current = shown_ply (self) == parlour_game_get_n_moves (self->game);

  /* a match of two boards (Bughouse) as it stands: the editor edits one
   * position per board (while browsing, the board shown at its ply, and board
   * B from the start) */
  if (parlour_match_get_n_boards (match) == 2 && current)
    {
      const ParlourPosition *a = parlour_game_get_position (parlour_match_get_game (match, 0));
      const ParlourPosition *b = parlour_game_get_position (parlour_match_get_game (match, 1));

      parlour_editor_window_set_board_b (PARLOUR_EDITOR_WINDOW (present_editor (self, a)), b);
      return;
    }
  present_editor (self, parlour_game_get_position_at (self->game, shown_ply (self)));
}

/* Undo and redo: one step through the match's history (the match gives the
 * clocks the times stored for it), then show the current position. */
static void
history_step (ParlourWindow *self,
              gboolean     (*step) (ParlourMatch *match,
                                    gint64        now_us))
{
  if (!step (self->match, g_get_monotonic_time ()))
    return;
  /* against the computer a step goes back (or on) to a person's turn: the
   * computer would otherwise play again at once */
  while (_parlour_window_computer_to_act (self) && _parlour_window_has_person (self) &&
         step (self->match, g_get_monotonic_time ()))
    ;
  _parlour_window_history_changed (self);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  history_step (PARLOUR_WINDOW (user_data), parlour_match_undo);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  history_step (PARLOUR_WINDOW (user_data), parlour_match_redo);
}

static void
flip_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  _parlour_window_set_flipped (self, !parlour_board_view_get_flipped (_parlour_window_get_board (self, 0)));
}

static void
open_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  _parlour_window_open_dialog (PARLOUR_WINDOW (user_data));
}

static void
save_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  _parlour_window_save_async (PARLOUR_WINDOW (user_data), NULL, NULL);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  _parlour_window_save_as_async (PARLOUR_WINDOW (user_data), NULL, NULL);
}

static void
resign_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    ParlourWindow    *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "seat"));
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "resign") || parlour_game_is_over (self->game))
    return;
  /* a joined table asks the host; its next state shows the result */
  if (!parlour_table_resign (self->table, seat, &error))
    _parlour_window_show_toast (self, error->message);
}

static void
resign_activated (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  guint seat;
  g_autofree char *heading = NULL;
  const char *body;
  GtkWidget *dialog;

  /* On the network the window's own seat resigns; at one computer, the
   * person playing, or the one the window asks for (parlour-window-resign.c). */
  if (_parlour_window_plays_on_network (self))
    {
      seat = _parlour_window_network_seat (self);
      if (seat == PARLOUR_NO_SEAT)
        return;
    }
  else if (!_parlour_window_resigning_seat (self, &seat))
    return;
  _parlour_window_describe_resignation (self, seat, &heading, &body);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* the question of a draw at this computer: the other side of the first
 * board (or, in a match of teams, everyone) accepts it */
static void
draw_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ParlourWindow    *self)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "accept") && !parlour_game_is_over (self->game))
    {
      guint seat = parlour_match_find_seat (self->match, 0,
                                            PARLOUR_OTHER (parlour_game_get_side_to_move (self->game)));

      if (!parlour_table_answer_draw (self->table, seat, TRUE, &error))
        _parlour_window_show_toast (self, error->message);
    }
  else if (g_str_equal (response, "decline"))
    _parlour_window_show_toast (self, _("The draw offer was declined"));
}

GtkWidget *
_parlour_window_draw_question_new (ParlourWindow *self,
                                   const char    *heading,
                                   const char    *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "decline", _("_Decline"),
                                    "accept", _("_Accept"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accept",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "decline");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "decline");
  return dialog;
}

void
_parlour_window_ask_local_draw (ParlourWindow *self,
                                guint          offering)
{
  ParlourColor side = parlour_match_get_seat (self->match, offering)->color;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* a match of teams asks all its players at once */
  if (_parlour_window_ask_team_draw (self, G_CALLBACK (draw_response_cb)))
    return;
  /* Translators: %s is a player's name or "White"/"Black" */
  heading = g_strdup_printf (_("%s Offers a Draw"), side_name (self, side));
  /* Translators: %s is the other player's name or "White"/"Black" */
  body = g_strdup_printf (_("%s, do you accept the draw?"), side_name (self, PARLOUR_OTHER (side)));
  dialog = _parlour_window_draw_question_new (self, heading, body);
  g_signal_connect_object (dialog, "response", G_CALLBACK (draw_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The player to move offers a draw, or on the network the window's own
 * seat: the table asks the people here (::draw-offered, the question above)
 * or tells the peers (parlour-window-net-actions.c). */
static void
offer_draw_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  g_autoptr(GError) error = NULL;
  guint seat;

  if (_parlour_window_plays_on_network (self))
    seat = _parlour_window_network_seat (self);
  else
    seat = parlour_match_find_seat (self->match, 0, parlour_game_get_side_to_move (self->game));
  if (seat == PARLOUR_NO_SEAT)
    return;
  if (!parlour_table_offer_draw (self->table, seat, &error))
    _parlour_window_show_toast (self, error->message);
}

static void
claim_draw_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  /* the match stops the clocks of a board that ended; the session follows */
  if (!parlour_match_claim_draw (self->match, _parlour_window_seat_to_act (self), &error))
    _parlour_window_show_toast (self, error->message);
}

static void
pass_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  if (parlour_game_is_over (self->game)
      || parlour_board_view_get_view_ply (_parlour_window_get_board (self, 0)) != PARLOUR_CURRENT_PLY
      || !pass_is_legal (self))
    return;
  _parlour_window_play_move (self, PARLOUR_MOVE_PASS_MOVE);
}

static void
play_from_here_activated (GSimpleAction *action,
                          GVariant      *param,
                          gpointer       user_data)
{
  _parlour_window_ask_play_from_here (PARLOUR_WINDOW (user_data), PARLOUR_MOVE_NONE);
}

static void
browse (ParlourWindow *self,
        gint           delta,
        gboolean       to_end)
{
  guint n = _parlour_window_get_n_view_steps (self);
  gint ply = (gint) shown_ply (self);

  if (to_end)
    ply = delta < 0 ? 0 : (gint) n;
  else
    ply = CLAMP (ply + delta, 0, (gint) n);
  _parlour_window_set_view_ply (self, (guint) ply);
}

static void
previous_move_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  browse (PARLOUR_WINDOW (user_data), -1, FALSE);
}

static void
next_move_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  browse (PARLOUR_WINDOW (user_data), 1, FALSE);
}

static void
first_move_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  browse (PARLOUR_WINDOW (user_data), -1, TRUE);
}

static void
last_move_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  browse (PARLOUR_WINDOW (user_data), 1, TRUE);
}

/* a check item in the game menu: activating it toggles the state */
static void
pause_clock_change_state (GSimpleAction *action,
                          GVariant      *state,
                          gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  _parlour_window_set_clock_paused (self, g_variant_get_boolean (state));
}

static const GActionEntry win_entries[] = {
  { "new-game", new_game_activated },
  { "hint", hint_activated },
  { "position-editor", position_editor_activated },
  { "edit-position", edit_position_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "flip", flip_activated },
  { "open", open_activated },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "resign", resign_activated },
  { "offer-draw", offer_draw_activated },
  { "claim-draw", claim_draw_activated },
  { "pass", pass_activated },
  { "pause-clock", NULL, NULL, "false", pause_clock_change_state },
  { "play-from-here", play_from_here_activated },
  { "previous-move", previous_move_activated },
  { "next-move", next_move_activated },
  { "first-move", first_move_activated },
  { "last-move", last_move_activated },
};

/* Enter picks the piece selected with the mouse (Panic chess: a first click
 * selects it, docs/panic.md) and Escape puts a selected piece down, on
 * whichever board it is, wherever the keyboard focus is. This runs after the
 * focused widget had the key, so a focused button or move still takes its
 * Enter. */
static gboolean
selection_key_pressed_cb (GtkEventControllerKey *controller,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          ParlourWindow         *self)
{
  gboolean handled = FALSE;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK))
    return FALSE;
  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    {
      ParlourBoardView *view = _parlour_window_get_board (self, i);

      switch (keyval)
        {
        case GDK_KEY_Return: case GDK_KEY_KP_Enter:
          /* one piece is picked, the first board's first */
          if (!handled)
            handled = parlour_board_view_activate_selected (view);
          break;
        case GDK_KEY_Escape:
          handled |= parlour_board_view_unselect (view);
          break;
        default:
          return FALSE;
        }
    }
  return handled;
}

void
_parlour_window_init_actions (ParlourWindow *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries,
                                   G_N_ELEMENTS (win_entries), self);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (selection_key_pressed_cb),
                           self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* For tests: a key pressed in the window, after the focused widget let it through. */
gboolean
_parlour_window_test_key (ParlourWindow *self,
                          guint          keyval)
{
  return selection_key_pressed_cb (NULL, keyval, 0, 0, self);
}
