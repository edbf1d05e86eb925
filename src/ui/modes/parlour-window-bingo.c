/* parlour-window-bingo.c — a Chess Bingo match in the window: its card, ticks and games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. While the window shows a ParlourBingoMatch, the board
 * stands in a ParlourBingoPage, with the card beside or below it in the place
 * of a second board (so it gets the board's size), and the page's bar under
 * both: the result of the game that ended and the match's next step, where a
 * single game has its result panel. After each game the tick dialog opens;
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

static guint
current_game (ParlourBingoMatch *match)
{
  return parlour_bingo_match_get_n_games (match) - 1;
}

static ParlourColor
color_of (ParlourBingoMatch *match,
          guint              game,
          guint              player)
{
  return parlour_bingo_match_get_player (match, game, PARLOUR_WHITE) == player ? PARLOUR_WHITE
                                                                              : PARLOUR_BLACK;
}

/* The players' names, from the tags of the game on the board. */
static void
get_names (ParlourBingoMatch *match,
           const char        *names[2])
{
  ParlourGame *game = parlour_bingo_match_get_game_at (match, current_game (match));

  for (guint p = 0; p < 2; p++)
    {
      const char *tag = color_of (match, current_game (match), p) == PARLOUR_WHITE ? "White"
                                                                                   : "Black";
      const char *name = parlour_game_get_tag (game, tag);

      names[p] = name != NULL && *name != '\0' && g_strcmp0 (name, "?") != 0
                 ? name : p == 0 ? _("Player 1") : _("Player 2");
    }
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

char *
parlour_window_bingo_describe (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);

  if (match == NULL)
    return NULL;
  /* Translators: the window's subtitle during a Chess Bingo match */
  return g_strdup_printf (_("Chess Bingo, Game %u"), parlour_bingo_match_get_n_games (match));
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

  get_names (match, names);
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
  get_names (match, names);
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
      parlour_window_show_error (self, _("The Next Game Cannot Start"), error->message);
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
      get_names (match, names);
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

  if (match == NULL)
    return;
  parlour_window_autosave (self);
  if (parlour_bingo_match_get_outcome (match) != PARLOUR_BINGO_OUTCOME_NONE)
    show_result (self, match);
  else
    start_next_game (self);
}

void
parlour_window_show_tick_dialog (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  const char *names[2];
  GtkWidget *dialog;

  if (match == NULL || !parlour_bingo_match_is_round_open (match))
    return;
  get_names (match, names);
  dialog = parlour_bingo_tick_dialog_new (GTK_WINDOW (self), match, names);
  g_signal_connect_object (dialog, "confirmed", G_CALLBACK (ticks_confirmed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The bar under the board and the card: during a game, which game it is;
 * after it, its result and the next step of the match (ticking, then the
 * next game); after the match, who won it. */
static void
update_status (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  ParlourBingoPage *page;
  ParlourBingoOutcome outcome;
  g_autofree char *status = NULL;

  if (match == NULL || self->bingo_page == NULL)
    return;
  page = PARLOUR_BINGO_PAGE (self->bingo_page);
  outcome = parlour_bingo_match_get_outcome (match);
  if (outcome != PARLOUR_BINGO_OUTCOME_NONE)
    {
      const char *names[2];

      get_names (match, names);
      if (outcome == PARLOUR_BINGO_OUTCOME_DRAW)
        status = g_strdup (_("The match is drawn"));
      else
        /* Translators: the bar under a bingo match decided, "Ana wins the match" */
        status = g_strdup_printf (_("%s wins the match"),
                                  names[outcome == PARLOUR_BINGO_OUTCOME_PLAYER_0 ? 0 : 1]);
      /* a new match is asked for, as any new game */
      parlour_bingo_page_set_step (page, _("_New Game"), "win.new-game");
    }
  else if (parlour_game_is_over (self->game))
    {
      status = g_strdup (parlour_side_panel_get_result_text (self->side_panel));
      if (parlour_bingo_match_is_round_open (match))
        parlour_bingo_page_set_step (page, _("_Tick Objectives…"), "win.bingo-tick");
      else
        /* the round closed but no game followed (the handicap dialog was cancelled) */
        parlour_bingo_page_set_step (page, _("_Next Game"), "win.bingo-next-game");
    }
  else
    {
      /* Translators: the bar under a bingo match's board during a game */
      status = g_strdup_printf (_("Game %u of the match"),
                                parlour_bingo_match_get_n_games (match));
      parlour_bingo_page_set_step (page, NULL, NULL);
    }
  parlour_bingo_page_set_status (page, status);
}

static void
bingo_changed_cb (ParlourMatch  *match,
                  ParlourWindow *self)
{
  update_status (self);
}

/* after every game of the match: its round of ticks */
static gboolean
show_ticks_idle_cb (gpointer data)
{
  ParlourWindow *self = data;

  self->bingo_tick_idle = 0;
  parlour_window_show_tick_dialog (self);
  return G_SOURCE_REMOVE;
}

static void
bingo_ended_cb (ParlourMatch  *match,
                ParlourWindow *self)
{
  parlour_side_panel_sync (self->side_panel);
  update_status (self);
  /* after the window showed the end of the game */
  if (self->bingo_tick_idle == 0)
    self->bingo_tick_idle = g_idle_add (show_ticks_idle_cb, self);
}

/* ---- the card beside the board ---- */

static void
show_card_clicked_cb (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  GtkWidget *window, *box, *card;
  GtkEventController *keys;
  const char *names[2];

  if (match == NULL)
    return;
  get_names (match, names);
  window = adw_window_new ();
  gtk_widget_set_name (window, "bingo-card-sheet");
  gtk_window_set_title (GTK_WINDOW (window), _("Bingo Card"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  /* over the window, no larger than it: on a narrow window this is where the
   * card is seen */
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window),
                               MIN (720, gtk_widget_get_width (GTK_WIDGET (self))),
                               MIN (720, gtk_widget_get_height (GTK_WIDGET (self))));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  card = parlour_bingo_card_view_new ();
  /* larger text where the sheet is wide enough for it */
  if (gtk_widget_get_width (GTK_WIDGET (self)) >= 600)
    gtk_widget_add_css_class (card, "large");
  gtk_widget_set_vexpand (card, TRUE);
  g_object_set (card, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12,
                NULL);
  parlour_bingo_card_view_set_match (PARLOUR_BINGO_CARD_VIEW (card), match);
  parlour_bingo_card_view_set_names (PARLOUR_BINGO_CARD_VIEW (card), names[0], names[1]);
  gtk_box_append (GTK_BOX (box), card);
  adw_window_set_content (ADW_WINDOW (window), box);
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);
  gtk_window_present (GTK_WINDOW (window));
}

void
parlour_window_bingo_leave (ParlourWindow *self,
                            ParlourMatch  *next)
{
  if (self->bingo_match != NULL && self->bingo_match != next)
    {
      g_clear_signal_handler (&self->bingo_ended_id, self->bingo_match);
      g_clear_signal_handler (&self->bingo_changed_id, self->bingo_match);
      self->bingo_match = NULL;
      g_clear_handle_id (&self->bingo_tick_idle, g_source_remove);
    }
  if (self->bingo_page != NULL && parlour_window_page_type (next) != PARLOUR_TYPE_BINGO_PAGE)
    {
      /* the board goes back to the play area on its own */
      g_object_ref (self->board_view);
      parlour_bingo_page_take_board (PARLOUR_BINGO_PAGE (self->bingo_page));
      parlour_play_area_set_board (self->play_area, GTK_WIDGET (self->board_view));
      parlour_play_area_set_n_boards (self->play_area, 1);
      parlour_play_area_set_board_shape (self->play_area, 1.0, 0);
      parlour_play_area_set_min_split (self->play_area, 0);
      parlour_play_area_set_board_fill (self->play_area, FALSE);
      parlour_side_panel_set_result_elsewhere (self->side_panel, FALSE);
      g_object_unref (self->board_view);
      self->bingo_page = NULL;
    }
}

/* the card is a second board, and the bar is more height for each */
static void
bar_height_cb (ParlourBingoPage *page,
               GParamSpec       *pspec,
               ParlourWindow    *self)
{
  parlour_play_area_set_board_shape (self->play_area, 1.0,
                                     parlour_bingo_page_get_bar_height (page));
}

/* The page in the board's place: the board, the card, the bar under them. */
static void
make_page (ParlourWindow *self)
{
  ParlourBingoPage *page;

  self->bingo_page = parlour_bingo_page_new ();
  page = PARLOUR_BINGO_PAGE (self->bingo_page);
  g_object_ref (self->board_view);
  parlour_play_area_set_board (self->play_area, self->bingo_page);
  parlour_bingo_page_set_board (page, GTK_WIDGET (self->board_view));
  g_object_unref (self->board_view);
  g_signal_connect_object (parlour_bingo_page_get_card_button (page), "clicked",
                           G_CALLBACK (show_card_clicked_cb), self, G_CONNECT_SWAPPED);
  parlour_play_area_set_n_boards (self->play_area, 2);
  bar_height_cb (page, NULL, self);
  g_signal_connect_object (page, "notify::bar-height", G_CALLBACK (bar_height_cb), self, 0);
  parlour_play_area_set_min_split (self->play_area, PARLOUR_BINGO_PAGE_MIN_SPLIT);
  parlour_play_area_set_board_fill (self->play_area, TRUE);
  parlour_side_panel_set_result_elsewhere (self->side_panel, TRUE);
}

void
parlour_window_bingo_enter (ParlourWindow *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  const char *names[2];

  if (match == NULL || parlour_window_page_type (self->match) != PARLOUR_TYPE_BINGO_PAGE)
    return;
  if (self->bingo_page == NULL)
    make_page (self);
  if (self->bingo_match != self->match)
    {
      self->bingo_match = self->match;
      self->bingo_ended_id = g_signal_connect (self->match, "ended", G_CALLBACK (bingo_ended_cb),
                                               self);
      self->bingo_changed_id = g_signal_connect (self->match, "changed",
                                                 G_CALLBACK (bingo_changed_cb), self);
    }
  get_names (match, names);
  parlour_bingo_card_view_set_match (parlour_window_get_bingo_card (self), match);
  parlour_bingo_card_view_set_names (parlour_window_get_bingo_card (self), names[0], names[1]);
  parlour_side_panel_sync (self->side_panel);
  update_status (self);
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
  parlour_window_cancel_open (self);
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
      parlour_window_show_error (self, _("The Match Cannot Start"), error->message);
      return;
    }
  parlour_window_replace_game (self, replace_with_match, g_steal_pointer (&match),
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
parlour_window_start_bingo (ParlourWindow     *self,
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
  parlour_window_start_bingo (self, &setup);
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
  parlour_window_show_tick_dialog (PARLOUR_WINDOW (user_data));
}

static void
bingo_next_game_activated (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  /* the ticks of the game that ended come first */
  if (bingo_match (self) != NULL && parlour_bingo_match_is_round_open (bingo_match (self)))
    parlour_window_show_tick_dialog (self);
  else
    start_next_game (self);
}

static const GActionEntry bingo_entries[] = {
  { "new-bingo-match", new_bingo_match_activated },
  { "bingo-tick", bingo_tick_activated },
  { "bingo-next-game", bingo_next_game_activated },
};

void
parlour_window_init_bingo (ParlourWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), bingo_entries,
                                   G_N_ELEMENTS (bingo_entries), self);
}

void
parlour_window_dispose_bingo (ParlourWindow *self)
{
  g_clear_handle_id (&self->bingo_tick_idle, g_source_remove);
  if (self->bingo_match != NULL)
    {
      g_clear_signal_handler (&self->bingo_ended_id, self->bingo_match);
      g_clear_signal_handler (&self->bingo_changed_id, self->bingo_match);
      self->bingo_match = NULL;
    }
}

ParlourBingoCardView *
parlour_window_get_bingo_card (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->bingo_page != NULL ? parlour_bingo_page_get_card (PARLOUR_BINGO_PAGE (self->bingo_page))
                                  : NULL;
}

ParlourBingoPage *
parlour_window_get_bingo_page (ParlourWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_WINDOW (self), NULL);

  return self->bingo_page != NULL ? PARLOUR_BINGO_PAGE (self->bingo_page) : NULL;
}
