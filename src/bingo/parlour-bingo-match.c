/* parlour-bingo-match.c — Chess Bingo: the series of games, ticking and the outcome
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are docs/rules/bingo.md ("The match", "Ways to win the match",
 * "Ticking after each game", "Handicaps"). The board (board 0) holds the game
 * in progress, played as in any single-board match; the games before it are
 * kept with their facts, from which the objectives are decided.
 */
#include "config.h"

#include <string.h>

#include "parlour-bingo-file.h"
#include "parlour-bingo-match-private.h"
#include "parlour-handicap.h"
#include "parlour-variant-chess.h"

/* no player (the winner of a drawn game), and any player, cell or game (find_tick()) */
#define NO_PLAYER G_MAXUINT
#define ANY       G_MAXUINT

G_DEFINE_FINAL_TYPE (ParlourBingoMatch, parlour_bingo_match, PARLOUR_TYPE_SINGLE_MATCH)

static const guint usual_targets[] = { 1, 3, 13 };

static void
bingo_error (GError **error, const char *message)
{
  g_set_error_literal (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_MOVE, message);
}

const char *
parlour_bingo_goal_to_string (ParlourBingoGoal goal)
{
  switch (goal)
    {
    case PARLOUR_BINGO_ONE_LINE: return "1-line";
    case PARLOUR_BINGO_THREE_LINES: return "3-line";
    case PARLOUR_BINGO_LOCKOUT: return "lockout";
    default: return NULL;
    }
}

gboolean
parlour_bingo_settings_check (const ParlourBingoSettings *settings,
                              GError                    **error)
{
  guint t[2];

  if (parlour_bingo_goal_to_string (settings->goal) == NULL)
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SETTINGS,
                   "unknown bingo goal %d", (int) settings->goal);
      return FALSE;
    }
  if (settings->first_white > 1)
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SETTINGS,
                   "the first White is player 0 or 1, not %u", settings->first_white);
      return FALSE;
    }
  for (guint p = 0; p < 2; p++)
    t[p] = settings->targets[p] != 0 ? settings->targets[p] : usual_targets[settings->goal];
  if (settings->goal == PARLOUR_BINGO_LOCKOUT && (t[0] > 25 || t[1] > 25 || t[0] + t[1] > 26))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SETTINGS,
                   "lockout targets %u and %u: each at most 25, the two at most 26",
                   t[0], t[1]);
      return FALSE;
    }
  if (settings->goal != PARLOUR_BINGO_LOCKOUT && (t[0] > PARLOUR_BINGO_CARD_LINES ||
                                                  t[1] > PARLOUR_BINGO_CARD_LINES))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SETTINGS,
                   "line targets %u and %u: a card has %u lines", t[0], t[1],
                   PARLOUR_BINGO_CARD_LINES);
      return FALSE;
    }
  if ((settings->handicap_giver > 1 && settings->handicap_giver != PARLOUR_BINGO_NO_GIVER) ||
      settings->handicap_value > PARLOUR_HANDICAP_MAX_VALUE)
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SETTINGS,
                   "the handicap giver is player 0 or 1 and V at most %u",
                   PARLOUR_HANDICAP_MAX_VALUE);
      return FALSE;
    }
  return TRUE;
}

gboolean
parlour_bingo_match_check_game (ParlourBingoMatch *self,
                                guint              index,
                                ParlourGame       *game,
                                GError           **error)
{
  const ParlourVariant *variant = parlour_game_get_variant (game);
  g_autofree char *fen = NULL;

  if (variant != &parlour_variant_chess)
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_VARIANT,
                   "Chess Bingo plays standard chess, not %s", variant->id);
      return FALSE;
    }
  if (parlour_game_get_n_moves (game) > 0 || parlour_game_is_over (game))
    {
      bingo_error (error, "A new game of the match starts from its first position");
      return FALSE;
    }
  fen = parlour_position_to_fen (parlour_game_get_initial_position (game));
  if (self->settings.handicap_giver != PARLOUR_BINGO_NO_GIVER)
    {
      guint giver = self->settings.handicap_giver;
      ParlourColor color = parlour_bingo_match_get_player (self, index, PARLOUR_WHITE) == giver
                           ? PARLOUR_WHITE : PARLOUR_BLACK;
      guint removed[PARLOUR_BINGO_KINDS];
      g_autoptr(ParlourPosition) start = parlour_handicap_read_fen (fen, color, removed, error);

      return start != NULL &&
             parlour_handicap_check_set (removed, parlour_handicap_chooser (index + 1),
                                         self->settings.handicap_value, error);
    }
  if (!g_str_equal (fen, variant->start_fen))
    {
      bingo_error (error, "Without a material handicap every game starts from the usual "
                          "position");
      return FALSE;
    }
  return TRUE;
}

ParlourBingoMatch *
parlour_bingo_match_new (const ParlourBingoSettings *settings,
                         const ParlourBingoCard     *card,
                         ParlourGame                *game,
                         ParlourClock               *clock,
                         GError                    **error)
{
  g_autoptr(ParlourBingoMatch) self = NULL;

  g_return_val_if_fail (settings != NULL && card != NULL, NULL);
  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);

  for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
    g_return_val_if_fail (card->cells[i] != NULL, NULL);
  if (!parlour_bingo_settings_check (settings, error))
    return NULL;
  self = PARLOUR_BINGO_MATCH (parlour_match_new_of_type (PARLOUR_TYPE_BINGO_MATCH, game, clock));
  self->settings = *settings;
  self->card = *card;
  if (!parlour_bingo_match_check_game (self, 0, game, error))
    return NULL;
  parlour_game_set_tag (game, "Round", "1");
  return g_steal_pointer (&self);
}

const ParlourBingoSettings *
parlour_bingo_match_get_settings (ParlourBingoMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), NULL);
  return &self->settings;
}

const ParlourBingoCard *
parlour_bingo_match_get_card (ParlourBingoMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), NULL);
  return &self->card;
}

guint
parlour_bingo_match_get_target (ParlourBingoMatch *self,
                                guint              player)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self) && player < 2, 0);
  return self->settings.targets[player] != 0 ? self->settings.targets[player]
                                              : usual_targets[self->settings.goal];
}

void
parlour_bingo_match_set_handicap_value (ParlourBingoMatch *self,
                                        guint              value)
{
  g_return_if_fail (PARLOUR_IS_BINGO_MATCH (self));
  g_return_if_fail (value <= PARLOUR_HANDICAP_MAX_VALUE);
  self->settings.handicap_value = value;
  g_signal_emit_by_name (self, "changed");
}

/* ---- games ---- */

static ParlourGame *
board_game (ParlourBingoMatch *self)
{
  return parlour_match_get_game (PARLOUR_MATCH (self), 0);
}

guint
parlour_bingo_match_get_n_games (ParlourBingoMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), 0);
  return self->games->len + 1;
}

ParlourGame *
parlour_bingo_match_get_game_at (ParlourBingoMatch *self,
                                 guint              game)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), NULL);
  g_return_val_if_fail (game <= self->games->len, NULL);
  return game < self->games->len ? self->games->pdata[game] : board_game (self);
}

guint
parlour_bingo_match_get_player (ParlourBingoMatch *self,
                                guint              game,
                                ParlourColor       color)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), 0);
  /* colours alternate: the first White is White in every other game */
  return (self->settings.first_white + game + (guint) color) % 2;
}

static ParlourColor
color_of (ParlourBingoMatch *self, guint game, guint player)
{
  return parlour_bingo_match_get_player (self, game, PARLOUR_WHITE) == player
         ? PARLOUR_WHITE : PARLOUR_BLACK;
}

gboolean
parlour_bingo_match_add_finished (ParlourBingoMatch *self,
                                  ParlourGame       *game,
                                  GError           **error)
{
  ParlourBingoFacts facts;

  if (!parlour_bingo_facts_compute (game, &facts, error))
    return FALSE;
  g_ptr_array_add (self->games, g_object_ref (game));
  g_array_append_val (self->facts, facts);
  return TRUE;
}

gboolean
parlour_bingo_match_next_game (ParlourBingoMatch *self,
                               ParlourGame       *game,
                               ParlourClock      *clock,
                               GError           **error)
{
  g_autofree char *round = NULL;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);
  g_return_val_if_fail (PARLOUR_IS_GAME (game), FALSE);
  g_return_val_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock), FALSE);

  if (!parlour_game_is_over (board_game (self)))
    {
      bingo_error (error, "The game being played is not over yet");
      return FALSE;
    }
  /* the new game is checked first: a refused one leaves the round open */
  if (!parlour_bingo_match_check_game (self, self->games->len + 1, game, error))
    return FALSE;
  if (!self->round_closed && !parlour_bingo_match_close_round (self, error))
    return FALSE;
  if (self->outcome != PARLOUR_BINGO_OUTCOME_NONE)
    {
      bingo_error (error, "The match is decided: no more games");
      return FALSE;
    }
  if (!parlour_bingo_match_add_finished (self, board_game (self), error))
    return FALSE;
  round = g_strdup_printf ("%u", self->games->len + 1);
  parlour_game_set_tag (game, "Round", round);
  parlour_match_replace_board (PARLOUR_MATCH (self), 0, game, clock);
  self->round_closed = FALSE;
  self->black_done = FALSE;
  g_signal_emit_by_name (self, "board-changed", 0);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

/* ---- progress ---- */

guint
parlour_bingo_match_get_progress (ParlourBingoMatch *self,
                                  guint              player,
                                  guint              cell)
{
  const ParlourBingoObjective *o;
  ParlourBingoFacts now;
  guint total = 0, current = self->games->len;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), 0);
  g_return_val_if_fail (player < 2 && cell < PARLOUR_BINGO_CARD_CELLS, 0);

  o = self->card.cells[cell];
  if (!parlour_bingo_facts_compute (board_game (self), &now, NULL))
    return 0;
  if (o->scope == PARLOUR_BINGO_CUMULATIVE)
    for (guint i = 0; i < current; i++)
      total += parlour_bingo_objective_progress (o, &g_array_index (self->facts,
                                                                    ParlourBingoFacts, i),
                                                 color_of (self, i, player));
  return total + parlour_bingo_objective_progress (o, &now, color_of (self, current, player));
}

gboolean
parlour_bingo_match_is_completed (ParlourBingoMatch *self,
                                  guint              player,
                                  guint              cell)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);
  g_return_val_if_fail (cell < PARLOUR_BINGO_CARD_CELLS, FALSE);
  return parlour_bingo_match_get_progress (self, player, cell) >= self->card.cells[cell]->target;
}

/* ---- ticking ---- */

gboolean
parlour_bingo_match_is_ticked (ParlourBingoMatch *self,
                               guint              player,
                               guint              cell)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);

  for (guint i = 0; i < self->ticks->len; i++)
    {
      const ParlourBingoTick *t = &g_array_index (self->ticks, ParlourBingoTick, i);
      if (t->player == player && t->cell == cell)
        return TRUE;
    }
  return FALSE;
}

gboolean
parlour_bingo_match_is_round_open (ParlourBingoMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);
  return parlour_game_is_over (board_game (self)) && !self->round_closed;
}

/* The winner of the board's game, or NO_PLAYER after a draw. */
static guint
round_winner (ParlourBingoMatch *self)
{
  ParlourResult result = parlour_game_get_result (board_game (self));

  if (result == PARLOUR_RESULT_DRAW)
    return NO_PLAYER;
  return parlour_bingo_match_get_player (self, self->games->len,
                                         result == PARLOUR_RESULT_WHITE_WINS ? PARLOUR_WHITE
                                                                             : PARLOUR_BLACK);
}

static gboolean
lockout_draw (ParlourBingoMatch *self)
{
  return self->settings.goal == PARLOUR_BINGO_LOCKOUT && round_winner (self) == NO_PLAYER;
}

/* May @player tick now at all (the round is open and theirs)? */
static gboolean
may_tick (ParlourBingoMatch *self, guint player, GError **error)
{
  guint winner, black;

  if (!parlour_game_is_over (board_game (self)))
    {
      bingo_error (error, "Objectives are ticked after the game, and it is not over yet");
      return FALSE;
    }
  if (self->round_closed)
    {
      bingo_error (error, "The ticks after this game are final");
      return FALSE;
    }
  winner = round_winner (self);
  if (winner != NO_PLAYER && winner != player)
    {
      bingo_error (error, "The loser of a game ticks nothing");
      return FALSE;
    }
  black = parlour_bingo_match_get_player (self, self->games->len, PARLOUR_BLACK);
  if (lockout_draw (self) && player != black && !self->black_done)
    {
      bingo_error (error, "After a drawn game in lockout Black ticks first");
      return FALSE;
    }
  if (lockout_draw (self) && player == black && self->black_done)
    {
      bingo_error (error, "Black has finished ticking; it is White's turn");
      return FALSE;
    }
  return TRUE;
}

static int
find_tick (ParlourBingoMatch *self, guint player, guint cell, guint game, gboolean free_only)
{
  for (guint i = 0; i < self->ticks->len; i++)
    {
      const ParlourBingoTick *t = &g_array_index (self->ticks, ParlourBingoTick, i);
      if ((player == ANY || t->player == player) && (cell == ANY || t->cell == cell) &&
          (game == ANY || t->game == game) && (!free_only || t->free_tick))
        return (int) i;
    }
  return -1;
}

gboolean
parlour_bingo_match_has_free_tick (ParlourBingoMatch *self,
                                   guint              player)
{
  ParlourTermination how;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);

  how = parlour_game_get_termination (board_game (self));
  return parlour_bingo_match_is_round_open (self) && round_winner (self) == player &&
         (how == PARLOUR_TERMINATION_TIME || how == PARLOUR_TERMINATION_RESIGNATION) &&
         find_tick (self, player, ANY, self->games->len, TRUE) < 0;
}

gboolean
parlour_bingo_match_can_tick (ParlourBingoMatch *self,
                              guint              player,
                              guint              cell,
                              gboolean           free_tick,
                              GError           **error)
{
  const ParlourBingoObjective *o;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);
  g_return_val_if_fail (player < 2 && cell < PARLOUR_BINGO_CARD_CELLS, FALSE);

  o = self->card.cells[cell];
  if (!may_tick (self, player, error))
    return FALSE;
  if (parlour_bingo_match_is_ticked (self, player, cell))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_MOVE,
                   "“%s” is already ticked", o->title);
      return FALSE;
    }
  if (self->settings.goal == PARLOUR_BINGO_LOCKOUT && parlour_bingo_match_is_ticked (self, !player,
                                                                                     cell))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_MOVE,
                   "In lockout “%s”, ticked by the opponent, is closed", o->title);
      return FALSE;
    }
  if (free_tick && !parlour_bingo_match_has_free_tick (self, player))
    {
      bingo_error (error, "A free tick comes only with a win on time or by resignation, "
                          "one per game");
      return FALSE;
    }
  if (!free_tick && !parlour_bingo_match_is_completed (self, player, cell))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_MOVE,
                   "“%s” is not completed", o->title);
      return FALSE;
    }
  return TRUE;
}

gboolean
parlour_bingo_match_tick (ParlourBingoMatch *self,
                          guint              player,
                          guint              cell,
                          gboolean           free_tick,
                          GError           **error)
{
  ParlourBingoTick tick = { player, cell, 0, free_tick };

  if (!parlour_bingo_match_can_tick (self, player, cell, free_tick, error))
    return FALSE;
  tick.game = self->games->len;
  g_array_append_val (self->ticks, tick);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

gboolean
parlour_bingo_match_untick (ParlourBingoMatch *self,
                            guint              player,
                            guint              cell,
                            GError           **error)
{
  int i;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);
  g_return_val_if_fail (player < 2 && cell < PARLOUR_BINGO_CARD_CELLS, FALSE);

  i = find_tick (self, player, cell, self->games->len, FALSE);
  if (i < 0 || self->round_closed)
    {
      bingo_error (error, "Only the ticks made after the last game can be taken back, until "
                          "the next game starts");
      return FALSE;
    }
  if (!may_tick (self, player, error))
    return FALSE;
  g_array_remove_index (self->ticks, i);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

gboolean
parlour_bingo_match_finish_ticking (ParlourBingoMatch *self,
                                    guint              player,
                                    GError           **error)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);

  if (!parlour_bingo_match_is_round_open (self) || !lockout_draw (self) ||
      player != parlour_bingo_match_get_player (self, self->games->len, PARLOUR_BLACK) ||
      self->black_done)
    {
      bingo_error (error, "Only Black finishes ticking, in lockout after a drawn game");
      return FALSE;
    }
  self->black_done = TRUE;
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

guint
parlour_bingo_match_get_score (ParlourBingoMatch *self,
                               guint              player)
{
  gboolean ticked[PARLOUR_BINGO_CARD_CELLS] = { FALSE };
  guint n = 0;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self) && player < 2, 0);

  for (guint i = 0; i < self->ticks->len; i++)
    {
      const ParlourBingoTick *t = &g_array_index (self->ticks, ParlourBingoTick, i);
      if (t->player == player)
        {
          ticked[t->cell] = TRUE;
          n++;
        }
    }
  return self->settings.goal == PARLOUR_BINGO_LOCKOUT ? n : parlour_bingo_card_count_lines (ticked);
}

gboolean
parlour_bingo_match_close_round (ParlourBingoMatch *self,
                                 GError           **error)
{
  gboolean reached[2];

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), FALSE);

  if (!parlour_bingo_match_is_round_open (self))
    {
      bingo_error (error, "No ticks are open: the game is not over, or its ticks are final");
      return FALSE;
    }
  self->round_closed = TRUE;
  for (guint p = 0; p < 2; p++)
    reached[p] = parlour_bingo_match_get_score (self, p) >=
                 parlour_bingo_match_get_target (self, p);
  if (reached[0] && reached[1])
    self->outcome = PARLOUR_BINGO_OUTCOME_DRAW;
  else if (reached[0])
    self->outcome = PARLOUR_BINGO_OUTCOME_PLAYER_0;
  else if (reached[1])
    self->outcome = PARLOUR_BINGO_OUTCOME_PLAYER_1;
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

ParlourBingoOutcome
parlour_bingo_match_get_outcome (ParlourBingoMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (self), PARLOUR_BINGO_OUTCOME_NONE);
  return self->outcome;
}

/* ---- the type ---- */

/* Undo (or truncation) that takes back the end of the game on the board takes
 * back its round too: the ticks made after it, and an outcome that round
 * decided. Ticks can be taken back until the next game starts, and so can the
 * end they followed. */
static void
board_changed_cb (ParlourBingoMatch *self,
                  guint              board)
{
  guint current = self->games->len;

  if (board != 0 || parlour_game_is_over (board_game (self)))
    return;
  for (guint i = self->ticks->len; i > 0; i--)
    if (g_array_index (self->ticks, ParlourBingoTick, i - 1).game == current)
      g_array_remove_index (self->ticks, i - 1);
  self->round_closed = FALSE;
  self->black_done = FALSE;
  self->outcome = PARLOUR_BINGO_OUTCOME_NONE;
}

static void
parlour_bingo_match_finalize (GObject *object)
{
  ParlourBingoMatch *self = PARLOUR_BINGO_MATCH (object);

  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->facts, g_array_unref);
  g_clear_pointer (&self->ticks, g_array_unref);
  G_OBJECT_CLASS (parlour_bingo_match_parent_class)->finalize (object);
}

/* A finished game of the series is play too: the next game starts with no
 * moves, but the card remembers what the earlier ones earned. */
static gboolean
parlour_bingo_match_has_progress (ParlourMatch *match)
{
  return PARLOUR_MATCH_CLASS (parlour_bingo_match_parent_class)->has_progress (match) ||
         parlour_bingo_match_get_n_games (PARLOUR_BINGO_MATCH (match)) > 1;
}

static void
parlour_bingo_match_class_init (ParlourBingoMatchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = parlour_bingo_match_finalize;
  PARLOUR_MATCH_CLASS (klass)->save = parlour_bingo_match_save;
  PARLOUR_MATCH_CLASS (klass)->load = parlour_bingo_match_load;
  PARLOUR_MATCH_CLASS (klass)->adopt = parlour_bingo_match_adopt;
  PARLOUR_MATCH_CLASS (klass)->has_progress = parlour_bingo_match_has_progress;
  PARLOUR_MATCH_CLASS (klass)->format = &parlour_bingo_file_format;
}

static void
parlour_bingo_match_init (ParlourBingoMatch *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->facts = g_array_new (FALSE, TRUE, sizeof (ParlourBingoFacts));
  self->ticks = g_array_new (FALSE, TRUE, sizeof (ParlourBingoTick));
  self->settings.goal = PARLOUR_BINGO_ONE_LINE;
  self->settings.handicap_giver = PARLOUR_BINGO_NO_GIVER;
  g_signal_connect (self, "board-changed", G_CALLBACK (board_changed_cb), NULL);
  /* a card before a saved one replaces it: every match has a whole card */
  parlour_bingo_card_deal (&self->card, 0, FALSE, NULL);
}
