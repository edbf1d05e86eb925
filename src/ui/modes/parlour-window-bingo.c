/* parlour-window-bingo.c — a Chess Bingo match in the window: its card, ticks and games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. While the window shows a ParlourBingoMatch, the board
 * stands in a ParlourBingoPage (its play mode's page), which shows the card,
 * the result of the game that ended and the match's next step. Here are the
 * dialogs and the games of the match: after each game the tick dialog opens;
 * its Confirm closes the round, and then either the match is decided (the
 * result screen) or the next game starts, after the handicap dialog when the
 * match has a material handicap. The players' names are the games' White and
 * Black tags, so the autosave keeps them with the games.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-bingo-card-view.h"
#include "parlour-bingo-handicap-dialog.h"
#include "parlour-bingo-new-dialog.h"
#include "parlour-bingo-page.h"
#include "parlour-bingo-tick-dialog.h"
#include "parlour-variant.h"
#include "parlour-window-private.h"

static ParlourBingoMatch *
bingo_match (ParlourWindow *self)
{
  return PARLOUR_IS_BINGO_MATCH (self->match) ? PARLOUR_BINGO_MATCH (self->match) : NULL;
}

static ParlourColor
color_of (ParlourBingoMatch *match,
          guint              game,
          guint              player)
{
  return parlour_bingo_match_get_player (match, game, PARLOUR_WHITE) == player ? PARLOUR_WHITE
                                                                              : PARLOUR_BLACK;
}

static void
tag_names (ParlourGame *game,
           const char  *white,
           const char  *black)
{
  parlour_game_set_tag (game, "White", white);
  parlour_game_set_tag (game, "Black", black);
  parlour_game_set_tag (game, "Event", "Chess Bingo");
}

/* ---- the result screen ---- */

static void
result_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    ParlourWindow    *self)
{
  if (g_str_equal (response, "new"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-bingo-match", NULL);
}

static void
show_result (ParlourWindow     *self,
             ParlourBingoMatch *match)
{
  ParlourBingoOutcome outcome = parlour_bingo_match_get_outcome (match);
  const char *names[2];
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  parlour_bingo_page_get_names (match, names);
  if (outcome == PARLOUR_BINGO_OUTCOME_DRAW)
    heading = g_strdup (_("The Match Is Drawn"));
  else
    /* Translators: the heading of the bingo match's result, "Ana Wins the Match" */
    heading = g_strdup_printf (_("%s Wins the Match"),
                               names[outcome == PARLOUR_BINGO_OUTCOME_PLAYER_0 ? 0 : 1]);
  /* Translators: the bingo result: the two players' scores against their
   * targets, then the number of games, "Ana 1/1, Ben 0/1 after 2 games" */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s %u/%u, %s %u/%u after %u game",
                                       "%s %u/%u, %s %u/%u after %u games",
                                       parlour_bingo_match_get_n_games (match)),
                          names[0], parlour_bingo_match_get_score (match, 0),
                          parlour_bingo_match_get_target (match, 0),
                          names[1], parlour_bingo_match_get_score (match, 1),
                          parlour_bingo_match_get_target (match, 1),
                          parlour_bingo_match_get_n_games (match));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  gtk_widget_set_name (dialog, "bingo-result");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "new", _("_New Bingo Match"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_SUGGESTED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (result_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- the next game ---- */

static void
play_next_game (ParlourWindow *self,
                ParlourGame   *game)
{
  ParlourBingoMatch *match = bingo_match (self);
  guint next;
  const char *names[2];
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(GError) error = NULL;

  if (match == NULL)
    return;
  next = parlour_bingo_match_get_n_games (match);
  parlour_bingo_page_get_names (match, names);
  /* each player keeps their own time control whatever their colour */
  if (self->clock != NULL)
    {
      guint white = parlour_bingo_match_get_player (match, next, PARLOUR_WHITE);
      const ParlourTimeControl *w, *b;

      w = parlour_clock_get_control (self->clock, color_of (match, next - 1, white));
      b = parlour_clock_get_control (self->clock, color_of (match, next - 1, !white));
      clock = parlour_clock_new (w, b);
    }
  tag_names (game, names[parlour_bingo_match_get_player (match, next, PARLOUR_WHITE)],
             names[parlour_bingo_match_get_player (match, next, PARLOUR_BLACK)]);
  if (!parlour_bingo_match_next_game (match, game, clock, &error))
    {
      _parlour_window_show_error (self, _("The Next Game Cannot Start"), error->message);
      return;
    }
  parlour_window_set_match (self, PARLOUR_MATCH (match));
}

static void
handicap_game_created_cb (GtkWidget     *dialog,
                          ParlourGame   *game,
                          ParlourWindow *self)
{
  if (bingo_match (self) != NULL)
    parlour_bingo_match_set_handicap_value (bingo_match (self),
                                            parlour_bingo_handicap_dialog_get_value (
                                              PARLOUR_BINGO_HANDICAP_DIALOG (dialog)));
  play_next_game (self, game);
}

/* The game @game (from 0) of @match starts from the giver's handicap: the
 * dialog picks the missing pieces, then @callback gets the game. */
static void
ask_handicap (ParlourWindow              *self,
              const ParlourBingoSettings *settings,
              guint                       game,
              const char * const         *names,
              GCallback                   callback,
              gpointer                    data,
              GDestroyNotify              destroy)
{
  guint giver = settings->handicap_giver;
  ParlourColor giver_color = (settings->first_white + game) % 2 == giver ? PARLOUR_WHITE
                                                                         : PARLOUR_BLACK;
  GtkWidget *dialog = parlour_bingo_handicap_dialog_new (GTK_WINDOW (self), game + 1, giver_color,
                                                         names[giver], names[!giver],
                                                         settings->handicap_value);

  g_signal_connect_data (dialog, "game-created", callback, data,
                         (GClosureNotify) (void (*) (void)) destroy, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_next_game (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  const ParlourBingoSettings *settings;
  const char *names[2];
  g_autoptr(ParlourGame) game = NULL;

  if (match == NULL || parlour_bingo_match_get_outcome (match) != PARLOUR_BINGO_OUTCOME_NONE)
    return;
  settings = parlour_bingo_match_get_settings (match);
  if (settings->handicap_giver != PARLOUR_BINGO_NO_GIVER)
    {
      parlour_bingo_page_get_names (match, names);
      ask_handicap (self, settings, parlour_bingo_match_get_n_games (match), names,
                    G_CALLBACK (handicap_game_created_cb), g_object_ref (self), g_object_unref);
      return;
    }
  game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  play_next_game (self, game);
}

/* ---- ticking ---- */

static void
ticks_confirmed_cb (GtkWidget     *dialog,
                    ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);

  /* the ticks changed the match, which the session follows through the table */
  if (match == NULL)
    return;
  if (parlour_bingo_match_get_outcome (match) != PARLOUR_BINGO_OUTCOME_NONE)
    show_result (self, match);
  else
    start_next_game (self);
}

void
_parlour_window_show_tick_dialog (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  const char *names[2];
  GtkWidget *dialog;

  if (match == NULL || !parlour_bingo_match_is_round_open (match))
    return;
  parlour_bingo_page_get_names (match, names);
  dialog = parlour_bingo_tick_dialog_new (GTK_WINDOW (self), match, names);
  g_signal_connect_object (dialog, "confirmed", G_CALLBACK (ticks_confirmed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* after every game of the match: its round of ticks */
static gboolean
show_ticks_idle_cb (gpointer data)
{
  ParlourWindow *self = data;

  self->bingo_tick_idle = 0;
  _parlour_window_show_tick_dialog (self);
  return G_SOURCE_REMOVE;
}

static void
bingo_ended_cb (ParlourMatch  *match,
                ParlourWindow *self)
{
  parlour_side_panel_sync (self->side_panel);
  _parlour_window_sync_seat_bars (self);
  /* after the window showed the end of the game */
  if (self->bingo_tick_idle == 0)
    self->bingo_tick_idle = g_idle_add (show_ticks_idle_cb, self);
}

void
_parlour_window_bingo_leave (ParlourWindow *self,
                             ParlourMatch  *next)
{
  if (self->bingo_match != NULL && self->bingo_match != next)
    {
      g_clear_signal_handler (&self->bingo_ended_id, self->bingo_match);
      self->bingo_match = NULL;
      g_clear_handle_id (&self->bingo_tick_idle, g_source_remove);
    }
}

void
_parlour_window_bingo_enter (ParlourWindow *self)
{
  if (bingo_match (self) == NULL || self->bingo_match == self->match)
    return;
  self->bingo_match = self->match;
  self->bingo_ended_id = g_signal_connect (self->match, "ended", G_CALLBACK (bingo_ended_cb),
                                           self);
}

/* ---- a new match ---- */

typedef struct {
  ParlourWindow     *window;
  ParlourBingoSetup  setup;
} NewMatch;

static void
new_match_free (NewMatch *data)
{
  g_object_unref (data->window);
  parlour_bingo_setup_clear (&data->setup);
  g_free (data);
}

static void
replace_with_match (ParlourWindow *self,
                    gpointer       data)
{
  _parlour_window_cancel_open (self);
  parlour_window_set_match (self, PARLOUR_MATCH (data));
}

static void
start_match (NewMatch    *data,
             ParlourGame *game)
{
  ParlourWindow *self = data->window;
  ParlourBingoSetup *setup = &data->setup;
  guint white = setup->settings.first_white;
  ParlourBingoCard card;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(ParlourBingoMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (setup->clock)
    clock = parlour_clock_new (&setup->controls[white], &setup->controls[!white]);
  tag_names (game, setup->names[white], setup->names[!white]);
  if (!parlour_bingo_card_deal (&card, setup->seed,
                                setup->settings.handicap_giver != PARLOUR_BINGO_NO_GIVER, &error)
      || (match = parlour_bingo_match_new (&setup->settings, &card, game, clock, &error)) == NULL)
    {
      _parlour_window_show_error (self, _("The Match Cannot Start"), error->message);
      return;
    }
  _parlour_window_replace_game (self, replace_with_match, g_steal_pointer (&match),
                                g_object_unref, NULL);
}

static void
first_handicap_game_cb (GtkWidget   *dialog,
                        ParlourGame *game,
                        NewMatch    *data)
{
  data->setup.settings.handicap_value = parlour_bingo_handicap_dialog_get_value (
    PARLOUR_BINGO_HANDICAP_DIALOG (dialog));
  start_match (data, game);
}

void
_parlour_window_start_bingo (ParlourWindow     *self,
                             ParlourBingoSetup *setup)
{
  NewMatch *data = g_new0 (NewMatch, 1);

  g_return_if_fail (PARLOUR_IS_WINDOW (self));

  data->window = g_object_ref (self);
  data->setup = *setup;
  /* the names are the match's now */
  memset (setup->names, 0, sizeof setup->names);
  if (data->setup.settings.handicap_giver != PARLOUR_BINGO_NO_GIVER)
    {
      ask_handicap (self, &data->setup.settings, 0, (const char * const *) data->setup.names,
                    G_CALLBACK (first_handicap_game_cb), data, (GDestroyNotify) new_match_free);
      return;
    }
  {
    g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                    NULL);

    start_match (data, game);
    new_match_free (data);
  }
}

static void
bingo_start_cb (ParlourBingoNewDialog *dialog,
                ParlourWindow         *self)
{
  ParlourBingoSetup setup;

  parlour_bingo_new_dialog_get_setup (dialog, &setup);
  _parlour_window_start_bingo (self, &setup);
}

static void
new_bingo_match_activated (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  GtkWidget *dialog = parlour_bingo_new_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "start", G_CALLBACK (bingo_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
bingo_tick_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  _parlour_window_show_tick_dialog (PARLOUR_WINDOW (user_data));
}

static void
bingo_next_game_activated (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  /* the ticks of the game that ended come first */
  if (bingo_match (self) != NULL && parlour_bingo_match_is_round_open (bingo_match (self)))
    _parlour_window_show_tick_dialog (self);
  else
    start_next_game (self);
}

static const GActionEntry bingo_entries[] = {
  { "new-bingo-match", new_bingo_match_activated },
  { "bingo-tick", bingo_tick_activated },
  { "bingo-next-game", bingo_next_game_activated },
};

void
_parlour_window_init_bingo (ParlourWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), bingo_entries,
                                   G_N_ELEMENTS (bingo_entries), self);
}

void
_parlour_window_dispose_bingo (ParlourWindow *self)
{
  g_clear_handle_id (&self->bingo_tick_idle, g_source_remove);
  if (self->bingo_match != NULL)
    {
      g_clear_signal_handler (&self->bingo_ended_id, self->bingo_match);
      self->bingo_match = NULL;
    }
}

ParlourBingoCardView *
_parlour_window_get_bingo_card (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return PARLOUR_IS_BINGO_PAGE (self->page) ? parlour_bingo_page_get_card (
                                                PARLOUR_BINGO_PAGE (self->page))
                                            : NULL;
}

ParlourBingoPage *
_parlour_window_get_bingo_page (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return PARLOUR_IS_BINGO_PAGE (self->page) ? PARLOUR_BINGO_PAGE (self->page) : NULL;
}

void
_parlour_window_bingo_start_cb (ParlourNewGameDialog *dialog,
                                ParlourWindow        *self)
{
  ParlourBingoSetup setup;

  if (parlour_new_game_dialog_get_bingo_setup (dialog, &setup))
    _parlour_window_start_bingo (self, &setup);
  parlour_bingo_setup_clear (&setup);
}
