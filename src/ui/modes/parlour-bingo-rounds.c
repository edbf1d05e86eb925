/* parlour-bingo-rounds.c — a Chess Bingo match between its games: ticks, the next game, the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. While the window shows a ParlourBingoMatch, its page
 * (ParlourBingoPage) owns one of these: after each game the tick dialog
 * opens; its Confirm closes the round, and then either the match is decided
 * (the result screen) or the next game starts, after the handicap dialog when
 * the match has a material handicap. The players' names are the games' White
 * and Black tags, so the autosave keeps them with the games. Everything here
 * reaches the window through the page's generic API: the next game is the
 * same match shown again (parlour_page_show_match), an error is the page's
 * (parlour_page_error), and the result screen's New Bingo Match is the
 * window's action.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-bingo-handicap-dialog.h"
#include "parlour-bingo-new-dialog.h"
#include "parlour-bingo-page.h"
#include "parlour-bingo-rounds.h"
#include "parlour-bingo-tick-dialog.h"
#include "parlour-variant.h"

struct _ParlourBingoRounds
{
  GObject            parent_instance;

  /* owns this; a weak pointer, since a dialog still open (the handicap's)
   * may keep this a moment longer */
  ParlourPage       *page;
  ParlourBingoMatch *match;      /* the match followed, referenced */
  gulong             ended_id;
  guint              tick_idle;
};

G_DEFINE_FINAL_TYPE (ParlourBingoRounds, parlour_bingo_rounds, G_TYPE_OBJECT)

static GtkWindow *
parent_window (ParlourBingoRounds *self)
{
  GtkRoot *root = self->page != NULL ? gtk_widget_get_root (GTK_WIDGET (self->page)) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
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

/* The game @game (from 0) of a match with @settings starts from the giver's
 * handicap: the dialog over @parent picks the missing pieces, then @callback
 * gets the game ("game-created"). */
static void
ask_handicap (GtkWindow                  *parent,
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
  GtkWidget *dialog = parlour_bingo_handicap_dialog_new (parent, game + 1, giver_color,
                                                         names[giver], names[!giver],
                                                         settings->handicap_value);

  g_signal_connect_data (dialog, "game-created", callback, data,
                         (GClosureNotify) (void (*) (void)) destroy, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- the result screen ---- */

static void
result_response_cb (AdwMessageDialog   *dialog,
                    const char         *response,
                    ParlourBingoRounds *self)
{
  if (g_str_equal (response, "new") && self->page != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->page), "win.new-bingo-match", NULL);
}

static void
show_result (ParlourBingoRounds *self,
             ParlourBingoMatch  *match)
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
  dialog = adw_message_dialog_new (parent_window (self), heading, body);
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
play_next_game (ParlourBingoRounds *self,
                ParlourGame        *game)
{
  ParlourBingoMatch *match = self->match;
  ParlourClock *last_clock;
  guint next;
  const char *names[2];
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(GError) error = NULL;

  if (match == NULL || self->page == NULL)
    return;
  next = parlour_bingo_match_get_n_games (match);
  last_clock = parlour_match_get_clock (PARLOUR_MATCH (match), 0);
  parlour_bingo_page_get_names (match, names);
  /* each player keeps their own time control whatever their colour */
  if (last_clock != NULL)
    {
      guint white = parlour_bingo_match_get_player (match, next, PARLOUR_WHITE);
      const ParlourTimeControl *w, *b;

      w = parlour_clock_get_control (last_clock, color_of (match, next - 1, white));
      b = parlour_clock_get_control (last_clock, color_of (match, next - 1, !white));
      clock = parlour_clock_new (w, b);
    }
  tag_names (game, names[parlour_bingo_match_get_player (match, next, PARLOUR_WHITE)],
             names[parlour_bingo_match_get_player (match, next, PARLOUR_BLACK)]);
  if (!parlour_bingo_match_next_game (match, game, clock, &error))
    {
      parlour_page_error (self->page, _("The Next Game Cannot Start"), error->message);
      return;
    }
  /* the same match, its boards another game's now */
  parlour_page_show_match (self->page, PARLOUR_MATCH (match));
}

static void
handicap_game_created_cb (GtkWidget          *dialog,
                          ParlourGame        *game,
                          ParlourBingoRounds *self)
{
  if (self->match == NULL)
    return;
  parlour_bingo_match_set_handicap_value (self->match,
                                          parlour_bingo_handicap_dialog_get_value (
                                            PARLOUR_BINGO_HANDICAP_DIALOG (dialog)));
  play_next_game (self, game);
}

static void
start_next_game (ParlourBingoRounds *self)
{
  ParlourBingoMatch *match = self->match;
  const ParlourBingoSettings *settings;
  const char *names[2];
  g_autoptr(ParlourGame) game = NULL;

  if (match == NULL || parlour_bingo_match_get_outcome (match) != PARLOUR_BINGO_OUTCOME_NONE)
    return;
  settings = parlour_bingo_match_get_settings (match);
  if (settings->handicap_giver != PARLOUR_BINGO_NO_GIVER)
    {
      parlour_bingo_page_get_names (match, names);
      ask_handicap (parent_window (self), settings, parlour_bingo_match_get_n_games (match),
                    names, G_CALLBACK (handicap_game_created_cb), g_object_ref (self),
                    g_object_unref);
      return;
    }
  game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  play_next_game (self, game);
}

/* ---- ticking ---- */

static void
ticks_confirmed_cb (GtkWidget          *dialog,
                    ParlourBingoRounds *self)
{
  /* the ticks changed the match, which the session follows through the table */
  if (self->match == NULL)
    return;
  if (parlour_bingo_match_get_outcome (self->match) != PARLOUR_BINGO_OUTCOME_NONE)
    show_result (self, self->match);
  else
    start_next_game (self);
}

void
parlour_bingo_rounds_tick (ParlourBingoRounds *self)
{
  const char *names[2];
  GtkWidget *dialog;

  g_return_if_fail (PARLOUR_IS_BINGO_ROUNDS (self));

  if (self->match == NULL || !parlour_bingo_match_is_round_open (self->match))
    return;
  parlour_bingo_page_get_names (self->match, names);
  dialog = parlour_bingo_tick_dialog_new (parent_window (self), self->match, names);
  g_signal_connect_object (dialog, "confirmed", G_CALLBACK (ticks_confirmed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
parlour_bingo_rounds_next_game (ParlourBingoRounds *self)
{
  g_return_if_fail (PARLOUR_IS_BINGO_ROUNDS (self));

  /* the ticks of the game that ended come first */
  if (self->match != NULL && parlour_bingo_match_is_round_open (self->match))
    parlour_bingo_rounds_tick (self);
  else
    start_next_game (self);
}

/* after every game of the match: its round of ticks */
static gboolean
tick_idle_cb (gpointer data)
{
  ParlourBingoRounds *self = data;

  self->tick_idle = 0;
  parlour_bingo_rounds_tick (self);
  return G_SOURCE_REMOVE;
}

static void
ended_cb (ParlourMatch       *match,
          ParlourBingoRounds *self)
{
  /* after the window showed the end of the game (its "changed" came first) */
  if (self->tick_idle == 0)
    self->tick_idle = g_idle_add (tick_idle_cb, self);
}

void
parlour_bingo_rounds_set_match (ParlourBingoRounds *self,
                                ParlourMatch       *match)
{
  g_return_if_fail (PARLOUR_IS_BINGO_ROUNDS (self));

  if (!PARLOUR_IS_BINGO_MATCH (match))
    match = NULL;
  if (match == PARLOUR_MATCH (self->match))
    return;
  if (self->match != NULL)
    {
      g_clear_signal_handler (&self->ended_id, self->match);
      g_clear_object (&self->match);
      g_clear_handle_id (&self->tick_idle, g_source_remove);
    }
  if (match == NULL)
    return;
  self->match = PARLOUR_BINGO_MATCH (g_object_ref (match));
  self->ended_id = g_signal_connect (match, "ended", G_CALLBACK (ended_cb), self);
}

ParlourBingoRounds *
parlour_bingo_rounds_new (ParlourPage *page)
{
  ParlourBingoRounds *self;

  g_return_val_if_fail (PARLOUR_IS_PAGE (page), NULL);

  self = g_object_new (PARLOUR_TYPE_BINGO_ROUNDS, NULL);
  self->page = page;
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &self->page);
  return self;
}

static void
parlour_bingo_rounds_dispose (GObject *object)
{
  ParlourBingoRounds *self = PARLOUR_BINGO_ROUNDS (object);

  parlour_bingo_rounds_set_match (self, NULL);
  if (self->page != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->page), (gpointer *) &self->page);
  self->page = NULL;
  G_OBJECT_CLASS (parlour_bingo_rounds_parent_class)->dispose (object);
}

static void
parlour_bingo_rounds_class_init (ParlourBingoRoundsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_rounds_dispose;
}

static void
parlour_bingo_rounds_init (ParlourBingoRounds *self)
{
}

/* ---- a new match ---- */

typedef struct {
  GtkWindow             *parent;
  ParlourBingoSetup      setup;
  ParlourMatchMadeFunc   ready;
  gpointer               data;
  GDestroyNotify         destroy;
} NewMatch;

static void
new_match_free (NewMatch *data)
{
  g_clear_object (&data->parent);
  parlour_bingo_setup_clear (&data->setup);
  if (data->destroy != NULL)
    data->destroy (data->data);
  g_free (data);
}

static void
start_match (NewMatch    *data,
             ParlourGame *game)
{
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
      data->ready (NULL, _("The Match Cannot Start"), error->message, data->data);
      return;
    }
  data->ready (PARLOUR_MATCH (match), NULL, NULL, data->data);
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
parlour_bingo_rounds_new_match (GtkWindow             *parent,
                                ParlourBingoSetup     *setup,
                                ParlourMatchMadeFunc   ready,
                                gpointer               user_data,
                                GDestroyNotify         destroy)
{
  NewMatch *data = g_new0 (NewMatch, 1);

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (setup != NULL && ready != NULL);

  data->parent = parent != NULL ? g_object_ref (parent) : NULL;
  data->setup = *setup;
  data->ready = ready;
  data->data = user_data;
  data->destroy = destroy;
  /* the names are the match's now */
  memset (setup->names, 0, sizeof setup->names);
  if (data->setup.settings.handicap_giver != PARLOUR_BINGO_NO_GIVER)
    {
      ask_handicap (parent, &data->setup.settings, 0, (const char * const *) data->setup.names,
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

/* ---- New Bingo Match ---- */

typedef struct {
  GtkWindow             *window;   /* not referenced: its action map holds this */
  ParlourMatchReadyFunc  ready;
} Action;

static void
action_ready (ParlourMatch *match,
              const char   *heading,
              const char   *message,
              gpointer      data)
{
  Action *action = data;

  action->ready (action->window, match, heading, message);
}

static void
new_dialog_start_cb (ParlourBingoNewDialog *dialog,
                     Action                *action)
{
  ParlourBingoSetup setup;

  parlour_bingo_new_dialog_get_setup (dialog, &setup);
  parlour_bingo_rounds_new_match (action->window, &setup, action_ready, action, NULL);
}

static void
new_bingo_match_activated (GSimpleAction *simple,
                           GVariant      *param,
                           Action        *action)
{
  GtkWidget *dialog = parlour_bingo_new_dialog_new (action->window);

  g_signal_connect (dialog, "start", G_CALLBACK (new_dialog_start_cb), action);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
parlour_bingo_rounds_add_actions (GtkWindow            *window,
                                  ParlourMatchReadyFunc ready)
{
  g_autoptr(GSimpleAction) simple = g_simple_action_new ("new-bingo-match", NULL);
  Action *action = g_new0 (Action, 1);

  g_return_if_fail (G_IS_ACTION_MAP (window));

  action->window = window;
  action->ready = ready;
  g_signal_connect_data (simple, "activate", G_CALLBACK (new_bingo_match_activated), action,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (simple));
}
