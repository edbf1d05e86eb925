/* parlour-window-discard.c — asking before a game in progress is replaced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Game and Open replace the game on the board. A game in progress — it has
 * moves, it is not over, and it changed since it was last saved to a file or
 * opened from one — is not dropped without asking, as GNOME applications ask
 * about unsaved work: "Save the Current Game?" with Cancel, Discard and Save
 * (Save As, and the replacement goes on only if the game was written).
 *
 * What changed is counted, not flagged: every move, undo, redo or result (the
 * game's ::changed) and every new game on the board adds one to the edits, and
 * a save remembers the count at the time its text was made. A move played while
 * the file is being written keeps the game unsaved.
 *
 * The game is followed through the board view's "game" property, so the window
 * needs no code of its own for it.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-new-game-dialog.h"
#include "parlour-variant-ui.h"
#include "parlour-window-private.h"

typedef struct
{
  GWeakRef            window;   /* while a save is under way */
  ParlourReplaceFunc  replace;
  gpointer            data;
  GDestroyNotify      destroy;
  GCancellable       *cancellable;
} ReplaceRequest;

static void
replace_request_free (ReplaceRequest *request)
{
  if (request->destroy != NULL)
    request->destroy (request->data);
  g_clear_object (&request->cancellable);
  g_weak_ref_clear (&request->window);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReplaceRequest, replace_request_free)

static void
replace_request_run (ParlourWindow  *self,
                     ReplaceRequest *request)
{
  if (request->cancellable == NULL || !g_cancellable_is_cancelled (request->cancellable))
    request->replace (self, request->data);
}

guint
_parlour_window_get_edits (ParlourWindow *self)
{
  return self->edits;
}

void
_parlour_window_mark_saved (ParlourWindow *self,
                            guint          edits)
{
  self->saved_edits = edits;
}

gboolean
_parlour_window_game_needs_saving (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), FALSE);

  /* a game that is over is asked about too: its moves are lost all the same */
  return self->match != NULL
         && self->edits != self->saved_edits
         && parlour_match_has_progress (self->match);
}

gboolean
parlour_window_needs_saving (ParlourWindow *self)
{
  return _parlour_window_game_needs_saving (self);
}

static void
game_edited_cb (guint *edits)
{
  (*edits)++;
}

/* An unanswered question is dropped, with what it would have done. */
static void
drop_question (ParlourWindow *self)
{
  GtkWidget *dialog = g_steal_pointer (&self->discard_dialog);

  if (dialog == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->discard_dialog);
  g_object_set_data (G_OBJECT (dialog), "parlour-request", NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
saved_before_replace_cb (GObject      *source,
                         GAsyncResult *result,
                         gpointer      user_data)
{
  g_autoptr(ReplaceRequest) request = user_data;
  g_autoptr(ParlourWindow) self = g_weak_ref_get (&request->window);

  /* not saved (the chooser was cancelled, the write failed, the window went):
   * the game stays */
  if (_parlour_window_save_finish (result, NULL) && self != NULL)
    replace_request_run (self, request);
}

static void
question_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      ParlourWindow    *self)
{
  ReplaceRequest *request = g_object_steal_data (G_OBJECT (dialog), "parlour-request");

  if ((GtkWidget *) dialog == self->discard_dialog)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->discard_dialog);
      self->discard_dialog = NULL;
    }
  if (request == NULL)
    return;

  if (g_str_equal (response, "save"))
    {
      _parlour_window_save_async (self, saved_before_replace_cb, request);
      return;
    }
  if (g_str_equal (response, "discard"))
    replace_request_run (self, request);
  replace_request_free (request);
}

static void
ask (ParlourWindow  *self,
     ReplaceRequest *request,
     const char     *body)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Current Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "parlour-request", request,
                          (GDestroyNotify) replace_request_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (question_response_cb), self, 0);

  self->discard_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->discard_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Hosting ended: the replacement goes on, asking whether to save as ever. */
static void
replace_after_hosting (ParlourWindow *self,
                       gpointer       data)
{
  ReplaceRequest *request = data;

  _parlour_window_replace_game (self, request->replace, g_steal_pointer (&request->data),
                                request->destroy, request->cancellable);
  request->destroy = NULL;
}

void
_parlour_window_replace_game (ParlourWindow      *self,
                              ParlourReplaceFunc  replace,
                              gpointer            data,
                              GDestroyNotify      destroy,
                              GCancellable       *cancellable)
{
  g_autoptr(ReplaceRequest) request = g_new0 (ReplaceRequest, 1);

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (replace != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  g_weak_ref_init (&request->window, self);
  request->replace = replace;
  request->data = data;
  request->destroy = destroy;
  request->cancellable = cancellable ? g_object_ref (cancellable) : NULL;

  /* the newest replacement is the one the player wants */
  drop_question (self);
  /* a game hosted for peers ends only when the player says so */
  if (_parlour_window_hosting_with_peers (self))
    {
      _parlour_window_ask_end_hosting (self, replace_after_hosting, g_steal_pointer (&request),
                                       (GDestroyNotify) replace_request_free);
      return;
    }
  if (_parlour_window_game_needs_saving (self))
    ask (self, g_steal_pointer (&request),
         _("The game in progress will be replaced. Unless it is saved to a file, its moves "
           "will be lost."));
  else
    replace_request_run (self, request);
}

/* Answered: the application quits (asking the next window, if any). */
static void
quit_after_question (ParlourWindow *self,
                     gpointer       data)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  /* Discard is an answer: this window is not asked again */
  _parlour_window_mark_saved (self, self->edits);
  if (application != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
}

void
parlour_window_ask_before_quit (ParlourWindow *self)
{
  ReplaceRequest *request = g_new0 (ReplaceRequest, 1);

  g_return_if_fail (PARLOUR_IS_WINDOW (self));

  g_weak_ref_init (&request->window, self);
  request->replace = quit_after_question;
  drop_question (self);
  gtk_window_present (GTK_WINDOW (self));
  ask (self, request,
       _("The game has changes that are not saved to a file. Parlour keeps it for the next "
         "start, but a new game or an opened file will replace it."));
}

typedef struct
{
  ParlourGame  *game;
  ParlourGame  *board_b;     /* bughouse: board B's game from its own start; or NULL */
  ParlourClock *clock;
  /* who plays each seat, as New Game's rows: 0 a person, else a computer level */
  guint         levels[PARLOUR_NEW_GAME_N_SEATS];
  GVariant     *options;     /* the variant's own options (parlour-variant-ui.h), or NULL */
} NewGame;

static void
new_game_free (NewGame *new_game)
{
  g_clear_object (&new_game->game);
  g_clear_object (&new_game->board_b);
  g_clear_object (&new_game->clock);
  g_clear_pointer (&new_game->options, g_variant_unref);
  g_free (new_game);
}

static void
replace_with_new_game (ParlourWindow *self,
                       gpointer       data)
{
  NewGame *new_game = data;
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_game_get_variant (new_game->game));
  g_autoptr(ParlourMatch) match = NULL;

  match = parlour_match_new_for_games ((ParlourGame *[]) { new_game->game, new_game->board_b },
                                      new_game->board_b != NULL ? 2 : 1, new_game->clock);

  if (new_game->options != NULL && ui != NULL && ui->apply_options != NULL)
    ui->apply_options (match, new_game->options);
  /* a file still being read would replace the new game when it came in */
  _parlour_window_cancel_open (self);
  _parlour_window_name_board_players (match);
  parlour_window_set_match (self, match);
  _parlour_window_set_players (self, new_game->levels);
}

static void
start_new (ParlourWindow *self,
           ParlourGame   *board_a,
           ParlourGame   *board_b,
           ParlourClock  *clock,
           const guint   *levels,
           GVariant      *options)
{
  NewGame *new_game;

  g_return_if_fail (PARLOUR_IS_WINDOW (self));
  g_return_if_fail (PARLOUR_IS_GAME (board_a));
  g_return_if_fail (board_b == NULL || PARLOUR_IS_GAME (board_b));
  g_return_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock));

  new_game = g_new0 (NewGame, 1);
  new_game->game = g_object_ref (board_a);
  new_game->board_b = board_b ? g_object_ref (board_b) : NULL;
  new_game->clock = clock ? g_object_ref (clock) : NULL;
  new_game->options = options ? g_variant_ref_sink (options) : NULL;
  if (levels != NULL)
    memcpy (new_game->levels, levels, sizeof new_game->levels);
  _parlour_window_replace_game (self, replace_with_new_game, new_game,
                                (GDestroyNotify) new_game_free, NULL);
}

void
_parlour_window_start_new_game (ParlourWindow *self,
                                ParlourGame   *game,
                                ParlourClock  *clock,
                                const guint   *levels,
                                GVariant      *options)
{
  start_new (self, game, NULL, clock, levels, options);
}

void
_parlour_window_start_new_two_boards (ParlourWindow *self,
                                      ParlourGame   *board_a,
                                      ParlourGame   *board_b,
                                      ParlourClock  *clock,
                                      const guint   *levels)
{
  start_new (self, board_a, board_b, clock, levels, NULL);
}

void
_parlour_window_init_discard (ParlourWindow *self)
{
  self->game_signals = g_signal_group_new (PARLOUR_TYPE_GAME);
  /* The window drops every handler whose data is the window from a game it
   * lets go (parlour-window.c), so these have the counter as their data. */
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (game_edited_cb), &self->edits);
  /* every change of the match (any board, a Chess Bingo tick) counts too */
  g_signal_group_connect_swapped (self->match_signals, "changed",
                                  G_CALLBACK (game_edited_cb), &self->edits);
  /* a game that comes in is unsaved until it is saved or was opened */
  g_signal_connect_swapped (self->game_signals, "bind", G_CALLBACK (game_edited_cb),
                            &self->edits);
  /* the target is the first board's game: the window sets it with the
   * match (parlour-window-match.c, take_match_full) */
}

void
_parlour_window_dispose_discard (ParlourWindow *self)
{
  drop_question (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
}
