/* parlour-bingo-match.h — a Chess Bingo match: a series of chess games, a card and ticks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. The match plays one game at a time on its board 0, as a
 * single-board match does; its own state is the series around it: the card, the
 * goal (1-line, 3-line, lockout) and each player's target, the games already
 * played, the ticks, the material handicap and the match's outcome.
 *
 * The two players are numbered 0 and 1; colours alternate from game to game,
 * player @first_white being White in the first. After a game ends its tick round
 * opens: the winner (after a draw both players, in lockout Black first) ticks
 * objectives; a win on time or by resignation also earns one free tick. Ticks of
 * the open round can be taken back; closing the round (explicitly or by starting
 * the next game) makes them final and decides whether a player reached the
 * target, which ends the match (both at once: a draw).
 */
#pragma once

#include "parlour-bingo-card.h"
#include "parlour-single-match.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_BINGO_ONE_LINE,
  PARLOUR_BINGO_THREE_LINES,
  PARLOUR_BINGO_LOCKOUT,
} ParlourBingoGoal;

typedef enum {
  PARLOUR_BINGO_OUTCOME_NONE,      /* the match goes on */
  PARLOUR_BINGO_OUTCOME_PLAYER_0,  /* player 0 reached the target first */
  PARLOUR_BINGO_OUTCOME_PLAYER_1,
  PARLOUR_BINGO_OUTCOME_DRAW,      /* both reached it in the same round */
} ParlourBingoOutcome;

/* No material handicap. */
#define PARLOUR_BINGO_NO_GIVER G_MAXUINT
/* The most finished games, and moves (plies) in them all, a saved match is
 * read with: a real match has tens of games, and every ply read costs its
 * position in memory (docs/rules/bingo.md, "The match file"). */
#define PARLOUR_BINGO_MAX_GAMES 1000
#define PARLOUR_BINGO_MAX_PLIES 200000

typedef struct {
  ParlourBingoGoal goal;
  guint            first_white;   /* the player who is White in the first game */
  /* per player: lines (1-line, 3-line) or ticks (lockout); 0 takes the goal's
   * usual target (1, 3 or 13) */
  guint            targets[2];
  guint            handicap_giver;   /* a player, or PARLOUR_BINGO_NO_GIVER */
  guint            handicap_value;   /* V */
} ParlourBingoSettings;

#define PARLOUR_TYPE_BINGO_MATCH (parlour_bingo_match_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoMatch, parlour_bingo_match, PARLOUR, BINGO_MATCH,
                      ParlourSingleMatch)

/* A match with @card around @game, the first game (its start must keep the
 * handicap's rules, if there is one), and its @clock (may be NULL). NULL with an
 * error if the settings or the game are not possible (the message names why). */
ParlourBingoMatch  *parlour_bingo_match_new            (const ParlourBingoSettings *settings,
                                                        const ParlourBingoCard     *card,
                                                        ParlourGame                *game,
                                                        ParlourClock               *clock,
                                                        GError                    **error);

const ParlourBingoSettings *parlour_bingo_match_get_settings (ParlourBingoMatch *self);
const ParlourBingoCard *parlour_bingo_match_get_card   (ParlourBingoMatch *self);
/* the target of @player, the usual one where the settings say 0 */
guint               parlour_bingo_match_get_target     (ParlourBingoMatch *self,
                                                        guint              player);
/* Changes V (between games: it applies from the next game on). */
void                parlour_bingo_match_set_handicap_value (ParlourBingoMatch *self,
                                                            guint              value);

/* Games: the finished ones and the one on the board (the last). */
guint               parlour_bingo_match_get_n_games    (ParlourBingoMatch *self);
ParlourGame        *parlour_bingo_match_get_game_at    (ParlourBingoMatch *self,
                                                        guint              game);
/* the player who has @color in game @game (from 0) */
guint               parlour_bingo_match_get_player     (ParlourBingoMatch *self,
                                                        guint              game,
                                                        ParlourColor       color);
/* Starts the next game on the board: closes the open tick round, if any; NULL
 * @clock for none. FALSE with an error if the game on the board is not over, the
 * match is decided, or @game's start breaks the material handicap's rules. */
gboolean            parlour_bingo_match_next_game      (ParlourBingoMatch *self,
                                                        ParlourGame       *game,
                                                        ParlourClock      *clock,
                                                        GError           **error);

/* Progress on the card's cell @cell: for a per-game objective in the game on the
 * board (so far), for a cumulative one over every game of the match. */
guint               parlour_bingo_match_get_progress   (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell);
/* the progress reaches the objective's target */
gboolean            parlour_bingo_match_is_completed   (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell);

/* Ticking in the open round (docs/rules/bingo.md, "Ticking after each game"). */
gboolean            parlour_bingo_match_can_tick       (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell,
                                                        gboolean           free_tick,
                                                        GError           **error);
gboolean            parlour_bingo_match_tick           (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell,
                                                        gboolean           free_tick,
                                                        GError           **error);
/* takes back a tick of the open round */
gboolean            parlour_bingo_match_untick         (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell,
                                                        GError           **error);
/* In lockout after a draw: Black is done ticking, White's turn to tick. */
gboolean            parlour_bingo_match_finish_ticking (ParlourBingoMatch *self,
                                                        guint              player,
                                                        GError           **error);
/* Makes the open round's ticks final and decides the outcome. */
gboolean            parlour_bingo_match_close_round    (ParlourBingoMatch *self,
                                                        GError           **error);
/* a round is open: the game on the board is over and its ticks not final */
gboolean            parlour_bingo_match_is_round_open  (ParlourBingoMatch *self);
/* the player may take a free tick now (won on time or by resignation, unused) */
gboolean            parlour_bingo_match_has_free_tick  (ParlourBingoMatch *self,
                                                        guint              player);

gboolean            parlour_bingo_match_is_ticked      (ParlourBingoMatch *self,
                                                        guint              player,
                                                        guint              cell);
/* lines complete (1-line, 3-line) or objectives ticked (lockout) */
guint               parlour_bingo_match_get_score      (ParlourBingoMatch *self,
                                                        guint              player);
ParlourBingoOutcome parlour_bingo_match_get_outcome    (ParlourBingoMatch *self);

const char         *parlour_bingo_goal_to_string       (ParlourBingoGoal goal);

G_END_DECLS
