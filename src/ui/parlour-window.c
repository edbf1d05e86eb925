/* parlour-window.c — the main window: the match shown in its page, with its clock and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match owns the game, its clock and the remaining times at every ply; the
 * window shows one match and acts on it through its table (ParlourTable,
 * parlour-window-computer.c), which knows who may act and how an act reaches
 * the match. The match's page (ParlourPage, parlour-window-boards.c) owns the
 * board views; they and the side panel only show it: a board asks for moves
 * with ::move-requested and the window submits them to the table; the
 * session autosaves whatever changed, following the table.
 * Taking a match (and the one restored at start-up) is in
 * parlour-window-match.c, the clock's part in parlour-window-clock.c, games
 * of chance (picking a piece) in parlour-panic-ui.c, what the window says
 * (title, toasts, errors) in parlour-window-notices.c.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-variant-ui.h"
#include "parlour-window-private.h"

G_DEFINE_FINAL_TYPE (ParlourWindow, parlour_window, ADW_TYPE_APPLICATION_WINDOW)

/* What the window shows of its match, beyond the match: the session writes
 * it with the match, following their notify (parlour_session_follow()). */
enum {
  PROP_0,
  PROP_VIEW_INDEX,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* the names the session follows */
static const char *const view_properties[] = { "view-index", "flipped", NULL };

const char *const *
_parlour_window_get_view_properties (void)
{
  return view_properties;
}

void
_parlour_window_view_changed (ParlourWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_INDEX]);
}

void
_parlour_window_apply_auto_flip (ParlourWindow *self)
{
  /* on the network each window plays its own seats: the side to move is not
   * the person at the board (parlour-window-network.c turns it to its seat) */
  if (_parlour_window_plays_on_network (self))
    return;
  if (g_settings_get_boolean (self->settings, "auto-flip"))
    _parlour_window_set_flipped (self,
                                 parlour_game_get_side_to_move (self->game) == PARLOUR_BLACK);
}

guint
_parlour_window_seat_to_act (ParlourWindow *self)
{
  return parlour_match_get_seat_to_act (self->match, 0);
}

/* A board takes what the seat to act on it needs: moves, or picking pieces.
 * Seats with a person at this computer act through the board; a seat with
 * another controller acts through the match, and its board only shows. */
static ParlourBoardInput
board_input (ParlourWindow *self,
             guint          board)
{
  guint seat = parlour_match_get_seat_to_act (self->match, board);
  ParlourInputFlags input;

  if (seat == PARLOUR_NO_SEAT
      || parlour_match_get_seat (self->match, seat)->controller != PARLOUR_CONTROLLER_LOCAL)
    return PARLOUR_BOARD_INPUT_NONE;
  input = parlour_match_get_input (self->match, seat);
  if (input & PARLOUR_INPUT_PICK)
    return PARLOUR_BOARD_INPUT_PIECES;
  if (input & PARLOUR_INPUT_MOVES)
    return PARLOUR_BOARD_INPUT_MOVES;
  return PARLOUR_BOARD_INPUT_NONE;
}

/* The moves of the seat to act on @board when its side is not the one to move
 * in the board's position (both sides choose at once: SimulChess), else NULL:
 * the board takes the position's own legal moves. */
static ParlourMoveList *
seat_moves (ParlourWindow *self,
            guint          board)
{
  guint seat = parlour_match_get_seat_to_act (self->match, board);
  g_autoptr(GArray) actions = NULL;
  ParlourMoveList *moves;

  if (seat == PARLOUR_NO_SEAT ||
      parlour_match_get_seat (self->match, seat)->color ==
        parlour_game_get_side_to_move (parlour_match_get_game (self->match, board)))
    return NULL;
  actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  parlour_match_legal_actions (self->match, seat, actions);
  moves = g_new0 (ParlourMoveList, 1);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, ParlourAction, i).kind == PARLOUR_ACTION_MOVE)
      parlour_move_list_add (moves, g_array_index (actions, ParlourAction, i).move);
  return moves;
}

static char *
curtain_text (ParlourWindow *self)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));

  return ui != NULL && ui->curtain != NULL ? ui->curtain (self->match) : NULL;
}

void
_parlour_window_set_curtains (ParlourWindow *self)
{
  g_autofree char *curtain = curtain_text (self);

  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    parlour_board_view_set_curtain (_parlour_window_get_board (self, i), curtain);
}

static gboolean
board_hidden (ParlourWindow *self)
{
  g_autofree char *curtain = curtain_text (self);

  return curtain != NULL;
}

void
_parlour_window_sync (ParlourWindow *self)
{
  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    {
      g_autofree ParlourMoveList *moves = seat_moves (self, i);
      guint seat = parlour_match_get_seat_to_act (self->match, i);

      parlour_board_view_set_moves (_parlour_window_get_board (self, i),
                                    seat != PARLOUR_NO_SEAT
                                    ? parlour_match_get_seat (self->match, seat)->color
                                    : PARLOUR_WHITE,
                                    moves);
      parlour_board_view_set_input (_parlour_window_get_board (self, i),
                                    board_input (self, i));
    }
  /* the curtain goes when its turn is over (resolved, undone, a new game) */
  if (!board_hidden (self))
    for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
      parlour_board_view_set_curtain (_parlour_window_get_board (self, i), NULL);
  parlour_side_panel_sync (self->side_panel);
  _parlour_window_sync_seat_bars (self);
  _parlour_window_update_tick (self);
  _parlour_window_update_actions (self);
}

static void
match_changed_cb (ParlourMatch  *match,
                  ParlourWindow *self)
{
  parlour_sound_player_follow (self->sounds, match, TRUE);
  parlour_announcer_follow (self->announcer, match, TRUE);
  _parlour_window_sync (self);
}

/* What the session writes: the match, the ply shown, the flip and the
 * computer seats' levels; nothing for a hosted match's mirror. */
gboolean
_parlour_window_autosave_snapshot (GObject           *source,
                                   ParlourSavedMatch *saved)
{
  ParlourWindow *self = PARLOUR_WINDOW (source);

  if (self->match == NULL || _parlour_window_shows_network_match (self))
    return FALSE;
  saved->match = self->match;
  saved->view_ply = _parlour_window_get_view_index (self);
  saved->flipped = parlour_board_view_get_flipped (_parlour_window_get_board (self, 0));
  _parlour_window_get_levels (self, saved->levels);
  /* hosting: the peers' secrets stay in this computer's memory, off its disk */
  if (parlour_table_get_role (self->table) == PARLOUR_TABLE_ROLE_HOSTING)
    saved->hidden_seats = ~parlour_table_get_local_seats (self->table);
  return TRUE;
}

void
_parlour_window_autosave (ParlourWindow *self)
{
  if (self->match == NULL || _parlour_window_shows_network_match (self))
    return;
  parlour_session_changed (parlour_session_get_default (), G_OBJECT (self),
                           _parlour_window_autosave_snapshot);
}

/* gtk_window_destroy() takes the window from its application at once, while
 * its dispose may wait for references to go: the session writes its last
 * change now and follows it no more. */
static void
application_changed_cb (ParlourWindow *self)
{
  if (gtk_window_get_application (GTK_WINDOW (self)) == NULL && self->match != NULL)
    parlour_session_forget (parlour_session_get_default (), G_OBJECT (self));
}

/* A full disk, a folder not writable: said where the game is played. */
static void
autosave_failed_cb (ParlourSession *session,
                    GObject        *source,
                    const char     *message,
                    ParlourWindow  *self)
{
  if (source != G_OBJECT (self))
    return;
  _parlour_window_show_toast_details (self, _("The game could not be autosaved"),
                                      _("Autosave Failed"), message);
}

static void move_requested_cb (ParlourBoardView *board_view,
                               guint             move,
                               ParlourWindow    *self);
static void input_refused_cb (ParlourBoardView *board_view,
                              const char       *reason,
                              ParlourWindow    *self);

static const char * const board_keys[] = {
  "show-coordinates", "show-legal-moves", "animations", "piece-set", "board-theme",
  "typed-moves",
};

static void
bind_board_settings (ParlourWindow    *self,
                     ParlourBoardView *view)
{
  for (guint i = 0; i < G_N_ELEMENTS (board_keys); i++)
    g_settings_bind (self->settings, board_keys[i], view, board_keys[i], G_SETTINGS_BIND_GET);
  /* and the variants' own (Panic chess: picking a piece with one click) */
  parlour_variant_ui_bind_board (self->settings, view);
}

/* Each board view of the window's page (the page makes it): it follows the
 * settings and asks the window for moves. The first board also picks pieces
 * in a game of chance and shows their chances (parlour-panic-ui.c). */
void
_parlour_window_set_up_board_view (ParlourPage      *page,
                                   ParlourBoardView *view,
                                   guint             board,
                                   gpointer          data)
{
  ParlourWindow *self = PARLOUR_WINDOW (data);

  bind_board_settings (self, view);
  g_signal_connect_object (view, "move-requested", G_CALLBACK (move_requested_cb), self, 0);
  g_signal_connect_object (view, "input-refused", G_CALLBACK (input_refused_cb), self, 0);
  g_signal_connect_object (view, "curtain-lifted",
                           G_CALLBACK (_parlour_window_curtain_lifted_cb), self, 0);
  if (board > 0)
    return;
  g_signal_connect_object (view, "piece-activated",
                           G_CALLBACK (_parlour_window_piece_activated_cb), self, 0);
  g_signal_connect_object (view, "square-hovered",
                           G_CALLBACK (_parlour_window_update_chances_cb), self, 0);
  g_signal_connect_object (view, "piece-selected",
                           G_CALLBACK (_parlour_window_update_chances_cb), self, 0);
}

/* said on the board it is about (docs/accessibility.md) */
static void
announced_cb (ParlourAnnouncer *announcer,
              guint             board,
              const char       *text,
              ParlourWindow    *self)
{
  if (board < _parlour_window_get_n_boards (self))
    parlour_board_view_announce (_parlour_window_get_board (self, board), text);
}

static void
board_changed_cb (ParlourMatch  *match,
                  guint          board,
                  ParlourWindow *self)
{
  /* a move on one board may change another: a capture goes to the partner */
  if (board < _parlour_window_get_n_boards (self) && self->view_moment == PARLOUR_CURRENT_PLY)
    parlour_board_view_sync (_parlour_window_get_board (self, board));
}

void
_parlour_window_reveal (ParlourWindow *self,
                        guint          board,
                        guint          n_moves)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));
  g_autoptr(GArray) motions = NULL;

  if (ui == NULL || ui->reveal == NULL || board >= _parlour_window_get_n_boards (self))
    return;
  motions = g_array_new (FALSE, FALSE, sizeof (ParlourBoardMotion));
  if (!ui->reveal (self->match, n_moves, motions))
    return;
  parlour_sound_player_play (self->sounds, PARLOUR_SOUND_REVEAL);
  parlour_board_view_animate_motions (_parlour_window_get_board (self, board),
                                      (const ParlourBoardMotion *) (gpointer) motions->data,
                                      motions->len);
}

/* The person at a board moves for the seat to act there, through the table:
 * the match, its clocks, the panel (through ::changed) and the autosave (the
 * session follows the table) follow. A joined table asks the host, whose
 * next state brings the move. */
void
_parlour_window_play_move_on (ParlourWindow *self,
                              guint          board,
                              ParlourMove    move)
{
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, move, 0 };
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_match_get_variant (self->match));
  guint n_moves = parlour_game_get_n_moves (parlour_match_get_game (self->match, board));
  guint seat = parlour_match_get_seat_to_act (self->match, board);

  if (seat == PARLOUR_NO_SEAT)
    return;
  if (!parlour_table_submit (self->table, seat, &action, &error))
    {
      _parlour_window_show_toast (self, error->message);
      return;
    }
  if (_parlour_window_shows_network_match (self))
    return;
  /* what the action did, where it needs saying (a SimulChess turn) */
  if (ui != NULL && ui->explain_action != NULL)
    {
      g_autofree char *text = ui->explain_action (self->match, n_moves);

      if (text != NULL)
        parlour_side_panel_show_notice (self->side_panel, text, NULL, NULL);
    }
  /* moves made at once are revealed together */
  _parlour_window_reveal (self, board, n_moves);
  _parlour_window_lower_curtain (self, board);
  parlour_board_view_set_square_labels (_parlour_window_get_board (self, board), NULL);
  _parlour_window_apply_auto_flip (self);
}

void
_parlour_window_play_move (ParlourWindow *self,
                           ParlourMove    move)
{
  _parlour_window_play_move_on (self, 0, move);
}

void
_parlour_window_history_changed (ParlourWindow *self)
{
  _parlour_window_set_view_ply (self, PARLOUR_CURRENT_PLY);
  _parlour_window_apply_auto_flip (self);
  _parlour_window_sync (self);
}

void
_parlour_window_set_view_ply (ParlourWindow *self,
                              guint          ply)
{
  if (_parlour_window_browses_moments (self))
    {
      _parlour_window_set_view_moment (self, ply);
      return;
    }
  if (ply >= parlour_game_get_n_moves (self->game))
    ply = PARLOUR_CURRENT_PLY;
  if (ply == parlour_board_view_get_view_ply (_parlour_window_get_board (self, 0)))
    return;

  parlour_board_view_set_view_ply (_parlour_window_get_board (self, 0), ply);
  /* moves made at once (a SimulChess turn) chosen in the move list are
   * revealed again, as when they were made */
  if (ply != PARLOUR_CURRENT_PLY && ply >= 2)
    _parlour_window_reveal (self, 0, ply - 2);
  parlour_side_panel_set_view_ply (self->side_panel, ply);
  _parlour_window_update_actions (self);
  _parlour_window_view_changed (self);
}

void
_parlour_window_set_flipped (ParlourWindow *self,
                             gboolean       flipped)
{
  ParlourBoardView *first = _parlour_window_get_board (self, 0);
  gboolean was = first != NULL && parlour_board_view_get_flipped (first);

  for (guint i = 0; i < _parlour_window_get_n_boards (self); i++)
    parlour_board_view_set_flipped (_parlour_window_get_board (self, i),
                                    flipped != _parlour_window_board_turned (self, i));
  parlour_side_panel_set_flipped (self->side_panel, flipped);
  _parlour_window_sync_seat_bars (self);
  if (first != NULL && parlour_board_view_get_flipped (first) != was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

static void
truncate_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      ParlourWindow    *self)
{
  ParlourMove move = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "move"));
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "ply"));

  if (!g_str_equal (response, "play") || ply > parlour_game_get_n_moves (self->game))
    return;

  parlour_match_truncate (self->match, 0, ply, g_get_monotonic_time ());
  _parlour_window_history_changed (self);
  if (move != PARLOUR_MOVE_NONE)
    _parlour_window_play_move (self, move);
}

void
_parlour_window_ask_play_from_here (ParlourWindow *self,
                                    ParlourMove    move)
{
  guint ply = parlour_board_view_get_view_ply (_parlour_window_get_board (self, 0));
  guint n = parlour_game_get_n_moves (self->game);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (ply >= n)
    {
      if (move != PARLOUR_MOVE_NONE)
        _parlour_window_play_move (self, move);
      return;
    }

  /* Playing from a past position drops the later moves: ask first. */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The %u move played after this position will be removed.",
                                       "The %u moves played after this position will be removed.",
                                       n - ply),
                          n - ply);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Play From Here?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "play", _("_Remove Later Moves"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "move", GUINT_TO_POINTER (move));
  g_object_set_data (G_OBJECT (dialog), "ply", GUINT_TO_POINTER (ply));
  g_signal_connect_object (dialog, "response", G_CALLBACK (truncate_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
move_requested_cb (ParlourBoardView *board_view,
                   guint             move,
                   ParlourWindow    *self)
{
  guint board = 0;

  /* the first board may show an earlier position (the move list browses it) */
  while (board < _parlour_window_get_n_boards (self)
         && _parlour_window_get_board (self, board) != board_view)
    board++;
  if (board == 0 || board == _parlour_window_get_n_boards (self))
    _parlour_window_ask_play_from_here (self, move);
  else
    _parlour_window_play_move_on (self, board, move);
}

/* The board did not take a click: say why, and while it shows an earlier
 * position offer to go on from there. The side panel says it, above the bottom
 * player's card: a toast covered the board's bottom rank. */
static void
input_refused_cb (ParlourBoardView *board_view,
                  const char       *reason,
                  ParlourWindow    *self)
{
  gboolean browsing = _parlour_window_get_view_index (self) < _parlour_window_get_n_view_steps (self);
  gboolean play_from_here = browsing && !parlour_game_is_over (self->game)
                            && !_parlour_window_browses_moments (self);

  if (reason == NULL && !browsing)
    return;
  parlour_side_panel_show_notice (self->side_panel,
                                  reason ? reason : _("You are looking at an earlier position"),
                                  play_from_here ? _("_Play From Here") : NULL,
                                  play_from_here ? "win.play-from-here" : NULL);
}

static void
ply_activated_cb (ParlourMoveListView *move_list,
                  guint            ply,
                  ParlourWindow   *self)
{
  _parlour_window_set_view_ply (self, ply);
}

/* Left, Right, Home and End browse the moves, except while the board has the
 * keyboard focus: there the arrows move the board's own square cursor, so that
 * the game can be played from the keyboard. GtkWindow's own bindings move the
 * focus with the arrows, so this runs in the capture phase. */
static gboolean
browse_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       ParlourWindow         *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *board = GTK_WIDGET (_parlour_window_get_board (self, 0));
  const char *action;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (focus != NULL && board != NULL
      && (focus == board || gtk_widget_is_ancestor (focus, board)))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      action = "win.previous-move";
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      action = "win.next-move";
      break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      action = "win.first-move";
      break;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      action = "win.last-move";
      break;
    default:
      return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

static void
piece_set_changed_cb (GSettings     *settings,
                      const char    *key,
                      ParlourWindow *self)
{
  g_autofree char *piece_set = g_settings_get_string (settings, "piece-set");

  parlour_side_panel_set_piece_set (self->side_panel, piece_set);
}

static void
auto_flip_changed_cb (GSettings     *settings,
                      const char    *key,
                      ParlourWindow *self)
{
  _parlour_window_apply_auto_flip (self);
}

static void
close_after_hosting (ParlourWindow *self,
                     gpointer       data)
{
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
parlour_window_close_request (GtkWindow *window)
{
  ParlourWindow *self = PARLOUR_WINDOW (window);
  int width, height;

  /* peers hold seats in the game hosted here: ask before it ends */
  if (_parlour_window_hosting_with_peers (self))
    {
      _parlour_window_ask_end_hosting (self, close_after_hosting, NULL, NULL);
      return TRUE;
    }
  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);

  /* the autosave keeps the time used on the current move, written now: the
   * clock running is no change the session follows (it would write every
   * tick), so the window says it here, the one change it says itself */
  _parlour_window_autosave (self);
  parlour_session_flush (parlour_session_get_default (), NULL);

  return GTK_WINDOW_CLASS (parlour_window_parent_class)->close_request (window);
}

static void
parlour_window_dispose (GObject *object)
{
  ParlourWindow *self = PARLOUR_WINDOW (object);

  /* a change not written yet is written now, while the match is here */
  if (self->match != NULL)
    parlour_session_forget (parlour_session_get_default (), G_OBJECT (self));
  _parlour_window_dispose_files (self);
  _parlour_window_dispose_computer (self);
  _parlour_window_dispose_network (self);
  _parlour_window_dispose_net_actions (self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);

  /* the page goes with the play area */
  if (self->title_bindings != NULL)
    g_binding_group_set_source (self->title_bindings, NULL);
  g_clear_object (&self->title_bindings);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_WINDOW);
  self->page = NULL;

  self->game = NULL;
  self->clock = NULL;
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->last_toast_details, g_free);
  g_clear_object (&self->sounds);
  g_clear_object (&self->announcer);
  g_clear_pointer (&self->last_error, g_free);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_pointer (&self->mode_actions, g_strfreev);

  G_OBJECT_CLASS (parlour_window_parent_class)->dispose (object);
}

static void
parlour_window_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  ParlourWindow *self = PARLOUR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_VIEW_INDEX:
      g_value_set_uint (value, self->match != NULL ? _parlour_window_get_view_index (self)
                                                   : PARLOUR_CURRENT_PLY);
      break;
    case PROP_FLIPPED:
      {
        ParlourBoardView *first = _parlour_window_get_board (self, 0);

        g_value_set_boolean (value, first != NULL && parlour_board_view_get_flipped (first));
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_window_class_init (ParlourWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = parlour_window_dispose;
  object_class->get_property = parlour_window_get_property;

  /* read-only: the ply (or moment) shown, PARLOUR_CURRENT_PLY for the
   * current position, and whether board A shows Black at the bottom */
  properties[PROP_VIEW_INDEX] =
    g_param_spec_uint ("view-index", NULL, NULL, 0, G_MAXUINT, PARLOUR_CURRENT_PLY,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = parlour_window_close_request;

  g_type_ensure (PARLOUR_TYPE_PLAY_AREA);
  g_type_ensure (PARLOUR_TYPE_SIDE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, play_area);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, new_game_squeezer);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, flip_squeezer);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourWindow, redo_button);
}

/* The header's box at the start (@start) or the end gets no spacing of its own;
 * the window controls in it get theirs as a margin. */
static void
unspace_header_box (GtkWidget *box,
                    gboolean   start)
{
  gtk_box_set_spacing (GTK_BOX (box), 0);
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_WINDOW_CONTROLS (child))
      {
        if (start)
          gtk_widget_set_margin_end (child, 6);
        else
          gtk_widget_set_margin_start (child, 6);
      }
}

static void
parlour_window_init (ParlourWindow *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->countdown_beeped = -1;
  /* The buttons that a narrow window leaves out are in squeezers that may show
   * nothing; the buttons carry the spacing between them (the template), so that
   * an empty squeezer takes no room in the header's boxes either. */
  unspace_header_box (gtk_widget_get_parent (self->new_game_squeezer), TRUE);
  unspace_header_box (gtk_widget_get_parent (self->flip_squeezer), FALSE);

  self->match_signals = g_signal_group_new (PARLOUR_TYPE_MATCH);
  g_signal_group_connect (self->match_signals, "changed", G_CALLBACK (match_changed_cb), self);
  g_signal_group_connect (self->match_signals, "board-changed", G_CALLBACK (board_changed_cb),
                          self);
  self->view_moment = PARLOUR_CURRENT_PLY;
  g_signal_connect_object (parlour_session_get_default (), "write-failed",
                           G_CALLBACK (autosave_failed_cb), self, 0);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);
  self->settings = g_settings_new (APPLICATION_ID);
  self->sounds = parlour_sound_player_new ();
  self->announcer = parlour_announcer_new ();
  g_signal_connect_object (self->announcer, "announced", G_CALLBACK (announced_cb), self, 0);

  g_signal_connect_object (self->settings, "changed::auto-flip",
                           G_CALLBACK (auto_flip_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::piece-set",
                           G_CALLBACK (piece_set_changed_cb), self, 0);
  piece_set_changed_cb (self->settings, "piece-set", self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (parlour_side_panel_get_move_list (self->side_panel), "ply-activated",
                           G_CALLBACK (ply_activated_cb), self, 0);

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (browse_key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  /* An application accelerator would take "f" before the focused board,
   * where it begins a typed move ("fxe5", docs/typed-moves.md): the key
   * flips the board only once the focused widget has let it go by. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_f, 0),
                                                          gtk_named_action_new ("win.flip")));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  _parlour_window_init_title (self);
  _parlour_window_init_actions (self);
  _parlour_window_init_network (self);
  _parlour_window_init_net_actions (self);
  _parlour_window_init_chat (self, self->header_bar);
  _parlour_window_init_files (self);
  _parlour_window_init_match (self);
}

ParlourWindow *
parlour_window_new (ParlourApplication *application)
{
  return g_object_new (PARLOUR_TYPE_WINDOW, "application", application, NULL);
}

ParlourMatch *
parlour_window_get_match (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->match;
}

