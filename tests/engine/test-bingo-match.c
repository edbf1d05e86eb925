/* test-bingo-match.c — ParlourBingoMatch: the series, ticking, the outcome, saving
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-bingo-file.h"
#include "parlour-bingo-match.h"
#include "parlour-pgn.h"
#include "parlour-notation.h"
#include "parlour-variant-chess.h"

/* Row 0 is the line the tests complete; the rest fills the card. */
static const char * const card_ids[PARLOUR_BINGO_CARD_CELLS] = {
  "win-by-resignation", "castle-kingside", "en-passant", "mate-queen", "win-without-castling",
  "checks-20-inc", "captures-12-inc", "knight-rim", "rook-checks-3", "bishop-checks-3",
  "knight-checks-3", "pawn-checks-2", "double-check", "discovered-check", "rook-vertical",
  "bishop-short-diagonal", "knight-second-rank", "develop-minors", "queen-first", "king-first",
  "capture-all-queens", "capture-all-rooks", "capture-all-bishops", "capture-all-knights",
  "capture-all-pawns",
};

enum { RESIGNATION, CASTLE, EN_PASSANT, MATE_QUEEN, NO_CASTLING, CHECKS_INC, CAPTURES_INC,
       KNIGHT_RIM };

static ParlourGame *
new_game (const char *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_game_new (&parlour_variant_chess, fen, 0, &error);

  g_assert_no_error (error);
  return game;
}

static ParlourBingoMatch *
new_match (ParlourBingoGoal goal, guint target0, guint target1)
{
  ParlourBingoSettings settings = { goal, 0, { target0, target1 }, PARLOUR_BINGO_NO_GIVER, 0 };
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(GError) error = NULL;
  ParlourBingoCard card;
  ParlourBingoMatch *match;

  parlour_bingo_card_from_ids (&card, card_ids, 7, FALSE, &error);
  g_assert_no_error (error);
  match = parlour_bingo_match_new (&settings, &card, game, NULL, &error);
  g_assert_no_error (error);
  return match;
}

/* Plays @moves (long algebraic) through the match's seats. */
static void
play (ParlourBingoMatch *match, const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);
      ParlourPosition pos = *parlour_game_get_position (game);
      guint seat = parlour_match_find_seat (PARLOUR_MATCH (match), 0, pos.side);
      g_autoptr(GError) error = NULL;
      ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };

      action.move = parlour_move_from_long (&pos, list[i], &error);
      g_assert_no_error (error);
      parlour_match_submit (PARLOUR_MATCH (match), seat, &action, 0, &error);
      g_assert_no_error (error);
    }
}

static void
expect_refused (gboolean ok, GError *error, const char *words)
{
  g_assert_false (ok);
  g_assert_nonnull (error);
  if (strstr (error->message, words) == NULL)
    g_error ("expected “%s” in “%s”", words, error->message);
}

#define REFUSED(call, words) \
  G_STMT_START { \
    g_autoptr(GError) e_ = NULL; \
    gboolean ok_ = call; \
    expect_refused (ok_, e_, words); \
  } G_STMT_END
#define ERR (&e_)

static void
next_game (ParlourBingoMatch *match)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(GError) error = NULL;

  parlour_bingo_match_next_game (match, game, NULL, &error);
  g_assert_no_error (error);
}

/* Game 1: player 0 (White) castles, takes on f7 and Black resigns. Game 2:
 * player 0 (now Black) mates with the queen. */
static void
play_two_games (ParlourBingoMatch *match, gboolean check_ticks)
{
  g_autoptr(GError) error = NULL;

  play (match, "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 g8f6 f3g5 e8g8 g5f7");
  REFUSED (parlour_bingo_match_tick (match, 0, CASTLE, FALSE, ERR), "not over yet");
  g_assert_true (parlour_bingo_match_is_completed (match, 0, CASTLE));
  parlour_match_resign (PARLOUR_MATCH (match), parlour_match_find_seat (PARLOUR_MATCH (match), 0,
                                                                        PARLOUR_BLACK));
  g_assert_true (parlour_bingo_match_is_round_open (match));
  if (check_ticks)
    {
      REFUSED (parlour_bingo_match_tick (match, 1, CASTLE, FALSE, ERR), "loser of a game");
      REFUSED (parlour_bingo_match_tick (match, 0, EN_PASSANT, FALSE, ERR), "not completed");
      REFUSED (parlour_bingo_match_finish_ticking (match, 0, ERR), "Only Black");
    }
  g_assert_true (parlour_bingo_match_has_free_tick (match, 0));
  g_assert_false (parlour_bingo_match_has_free_tick (match, 1));
  g_assert_true (parlour_bingo_match_tick (match, 0, RESIGNATION, FALSE, &error));
  g_assert_true (parlour_bingo_match_tick (match, 0, CASTLE, FALSE, &error));
  g_assert_true (parlour_bingo_match_tick (match, 0, EN_PASSANT, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (parlour_bingo_match_has_free_tick (match, 0));
  if (check_ticks)
    {
      REFUSED (parlour_bingo_match_tick (match, 0, MATE_QUEEN, TRUE, ERR), "free tick");
      REFUSED (parlour_bingo_match_tick (match, 0, CASTLE, FALSE, ERR), "already ticked");
      /* taking the free tick back gives it back */
      g_assert_true (parlour_bingo_match_untick (match, 0, EN_PASSANT, &error));
      g_assert_true (parlour_bingo_match_has_free_tick (match, 0));
      g_assert_true (parlour_bingo_match_tick (match, 0, EN_PASSANT, TRUE, &error));
      g_assert_no_error (error);
    }
  next_game (match);

  /* colours alternate */
  g_assert_cmpuint (parlour_bingo_match_get_player (match, 1, PARLOUR_WHITE), ==, 1);
  play (match, "f2f3 e7e5 g2g4 d8h4");
  g_assert_true (parlour_game_is_over (parlour_match_get_game (PARLOUR_MATCH (match), 0)));
}

static void
test_one_line (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_ONE_LINE, 0, 0);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (parlour_bingo_match_get_target (match, 0), ==, 1);
  play_two_games (match, TRUE);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
  /* the first game's ticks are final */
  REFUSED (parlour_bingo_match_untick (match, 0, CASTLE, ERR), "can be taken back");
  /* a mate earns no free tick */
  REFUSED (parlour_bingo_match_tick (match, 0, KNIGHT_RIM, TRUE, ERR), "free tick");
  /* per-game objectives count this game only: player 0 did not castle in it */
  g_assert_false (parlour_bingo_match_is_completed (match, 0, CASTLE));
  /* cumulative ones add up: a capture in game 1, a check in game 2 */
  g_assert_cmpuint (parlour_bingo_match_get_progress (match, 0, CAPTURES_INC), ==, 1);
  g_assert_cmpuint (parlour_bingo_match_get_progress (match, 0, CHECKS_INC), ==, 1);
  g_assert_cmpuint (parlour_bingo_match_get_progress (match, 1, CAPTURES_INC), ==, 0);

  g_assert_true (parlour_bingo_match_tick (match, 0, MATE_QUEEN, FALSE, &error));
  g_assert_cmpuint (parlour_bingo_match_get_score (match, 0), ==, 0);
  g_assert_true (parlour_bingo_match_tick (match, 0, NO_CASTLING, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_bingo_match_get_score (match, 0), ==, 1);
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_NONE);
  g_assert_true (parlour_bingo_match_close_round (match, &error));
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_PLAYER_0);
  {
    g_autoptr(ParlourGame) game = new_game (NULL);
    REFUSED (parlour_bingo_match_next_game (match, game, NULL, ERR), "decided");
  }
}

/* A finished game is play to lose even when the next one has no move yet. */
static void
test_has_progress (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_ONE_LINE, 0, 0);
  ParlourMatch *m = PARLOUR_MATCH (match);

  g_assert_false (parlour_match_has_progress (m));
  play (match, "e2e4 e7e5");
  g_assert_true (parlour_match_has_progress (m));
  parlour_match_resign (m, parlour_match_find_seat (m, 0, PARLOUR_BLACK));
  next_game (match);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (m, 0)), ==, 0);
  g_assert_true (parlour_match_has_progress (m));
}

/* Lockout after a draw: Black first, and what one ticks is closed to the other;
 * with targets of one tick each both reach them in one round: a draw. */
static void
test_lockout_draw (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_LOCKOUT, 1, 1);
  g_autoptr(GError) error = NULL;

  play (match, "e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1g1 e8g8 b1a3 b8a6");
  parlour_match_agree_draw (PARLOUR_MATCH (match), 0);
  g_assert_false (parlour_bingo_match_has_free_tick (match, 0));
  REFUSED (parlour_bingo_match_tick (match, 0, CASTLE, FALSE, ERR), "Black ticks first");
  g_assert_true (parlour_bingo_match_tick (match, 1, CASTLE, FALSE, &error));
  g_assert_true (parlour_bingo_match_finish_ticking (match, 1, &error));
  g_assert_no_error (error);
  REFUSED (parlour_bingo_match_tick (match, 1, KNIGHT_RIM, FALSE, ERR), "finished ticking");
  REFUSED (parlour_bingo_match_untick (match, 1, CASTLE, ERR), "finished ticking");
  REFUSED (parlour_bingo_match_tick (match, 0, CASTLE, FALSE, ERR), "closed");
  g_assert_true (parlour_bingo_match_tick (match, 0, KNIGHT_RIM, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_bingo_match_get_score (match, 0), ==, 1);
  g_assert_cmpuint (parlour_bingo_match_get_score (match, 1), ==, 1);
  g_assert_true (parlour_bingo_match_close_round (match, &error));
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_DRAW);
  REFUSED (parlour_bingo_match_tick (match, 0, EN_PASSANT, FALSE, ERR), "final");
}

static void
test_settings (void)
{
  ParlourBingoSettings settings = { PARLOUR_BINGO_LOCKOUT, 0, { 14, 13 }, PARLOUR_BINGO_NO_GIVER,
                                    0 };
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourGame) bungalow = NULL;
  ParlourBingoCard card;

  parlour_bingo_card_deal (&card, 1, FALSE, NULL);
  REFUSED (parlour_bingo_match_new (&settings, &card, game, NULL, ERR) != NULL, "at most 26");
  settings.targets[1] = 12;
  settings.first_white = 2;
  REFUSED (parlour_bingo_match_new (&settings, &card, game, NULL, ERR) != NULL, "first White");
  settings.first_white = 1;
  settings.goal = PARLOUR_BINGO_THREE_LINES;
  REFUSED (parlour_bingo_match_new (&settings, &card, game, NULL, ERR) != NULL, "12 lines");
  settings.targets[0] = settings.targets[1] = 0;
  bungalow = parlour_game_new (parlour_variant_lookup ("bungalow"), NULL, 0, NULL);
  REFUSED (parlour_bingo_match_new (&settings, &card, bungalow, NULL, ERR) != NULL,
           "standard chess");
  {
    g_autoptr(ParlourGame) odd = new_game ("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    REFUSED (parlour_bingo_match_new (&settings, &card, odd, NULL, ERR) != NULL,
             "usual position");
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(ParlourBingoMatch) match = parlour_bingo_match_new (&settings, &card, game, NULL,
                                                                  &error);
    g_assert_no_error (error);
    g_assert_cmpuint (parlour_bingo_match_get_target (match, 1), ==, 3);
    /* player 1 is White in the first game */
    g_assert_cmpuint (parlour_bingo_match_get_player (match, 0, PARLOUR_WHITE), ==, 1);
  }
}

/* Player 0 gives V = 5: chooses at least 5 in game 1, player 1 at most 5 in game 2. */
static void
test_handicap (void)
{
  ParlourBingoSettings settings = { PARLOUR_BINGO_ONE_LINE, 0, { 0, 0 }, 0, 5 };
  g_autoptr(ParlourGame) full = new_game (NULL);
  g_autoptr(ParlourGame) no_rook =
    new_game ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
  g_autoptr(ParlourGame) black_no_queen =
    new_game ("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_autoptr(ParlourGame) black_no_knight =
    new_game ("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_autoptr(ParlourBingoMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  ParlourBingoCard card;

  parlour_bingo_card_deal (&card, 1, TRUE, NULL);
  REFUSED (parlour_bingo_match_new (&settings, &card, full, NULL, ERR) != NULL,
           "the giver chooses at least the handicap value 5, not 0");
  match = parlour_bingo_match_new (&settings, &card, no_rook, NULL, &error);
  g_assert_no_error (error);
  parlour_match_resign (PARLOUR_MATCH (match), 0);
  REFUSED (parlour_bingo_match_next_game (match, black_no_queen, NULL, ERR),
           "the taker chooses at most the handicap value 5, not 9");
  g_assert_true (parlour_bingo_match_next_game (match, black_no_knight, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (match), ==, 2);
}

/* Undoing the move that ended a game takes back the round after it. */
static void
test_undo_reopens (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_ONE_LINE, 0, 0);
  g_autoptr(GError) error = NULL;

  play_two_games (match, FALSE);
  g_assert_true (parlour_bingo_match_tick (match, 0, MATE_QUEEN, FALSE, &error));
  g_assert_true (parlour_bingo_match_tick (match, 0, NO_CASTLING, FALSE, &error));
  g_assert_true (parlour_bingo_match_close_round (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_PLAYER_0);

  g_assert_true (parlour_match_undo (PARLOUR_MATCH (match), 0));
  g_assert_false (parlour_bingo_match_is_round_open (match));
  g_assert_cmpint (parlour_bingo_match_get_outcome (match), ==, PARLOUR_BINGO_OUTCOME_NONE);
  g_assert_false (parlour_bingo_match_is_ticked (match, 0, MATE_QUEEN));
  /* the first game's ticks stay */
  g_assert_true (parlour_bingo_match_is_ticked (match, 0, CASTLE));
  play (match, "d8h4");
  g_assert_true (parlour_bingo_match_is_round_open (match));
  g_assert_true (parlour_bingo_match_tick (match, 0, MATE_QUEEN, FALSE, &error));
  g_assert_no_error (error);
}

/* A copy of @saved with the extra entry @key set to @value (NULL: removed). */
static GVariant *
with_extra (GVariant *saved, const char *key, GVariant *value)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (saved);
  g_autoptr(GVariant) extra = g_variant_dict_lookup_value (&dict, "extra", G_VARIANT_TYPE_VARDICT);
  g_auto(GVariantDict) extra_dict = G_VARIANT_DICT_INIT (extra);

  if (value != NULL)
    g_variant_dict_insert_value (&extra_dict, key, value);
  else
    g_variant_dict_remove (&extra_dict, key);
  g_variant_dict_insert_value (&dict, "extra", g_variant_dict_end (&extra_dict));
  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static void
test_save (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_ONE_LINE, 0, 0);
  g_autoptr(GVariant) saved = NULL, reread = NULL;
  g_autoptr(ParlourMatch) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  ParlourBingoMatch *bingo;

  play_two_games (match, FALSE);
  g_assert_true (parlour_bingo_match_tick (match, 0, MATE_QUEEN, FALSE, &error));
  saved = g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (match)));
  /* through the text the autosave writes */
  text = g_variant_print (saved, TRUE);
  reread = g_variant_parse (NULL, text, NULL, NULL, &error);
  g_assert_no_error (error);
  back = parlour_match_deserialize (reread, 0, &error);
  g_assert_no_error (error);
  g_assert_true (PARLOUR_IS_BINGO_MATCH (back));
  bingo = PARLOUR_BINGO_MATCH (back);

  g_assert_cmpmem (parlour_bingo_match_get_card (bingo)->cells, sizeof (gpointer) * 25,
                   parlour_bingo_match_get_card (match)->cells, sizeof (gpointer) * 25);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (bingo), ==, 2);
  g_assert_cmpuint (parlour_bingo_match_get_player (bingo, 1, PARLOUR_WHITE), ==, 1);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    for (guint p = 0; p < 2; p++)
      {
        g_assert_cmpint (parlour_bingo_match_is_ticked (bingo, p, cell), ==,
                         parlour_bingo_match_is_ticked (match, p, cell));
        g_assert_cmpuint (parlour_bingo_match_get_progress (bingo, p, cell), ==,
                          parlour_bingo_match_get_progress (match, p, cell));
      }
  /* the round is still open: its tick can be taken back, the earlier ones not */
  g_assert_true (parlour_bingo_match_is_round_open (bingo));
  g_assert_true (parlour_bingo_match_untick (bingo, 0, MATE_QUEEN, &error));
  g_assert_no_error (error);
  REFUSED (parlour_bingo_match_untick (bingo, 0, CASTLE, ERR), "can be taken back");
  g_assert_true (parlour_bingo_match_tick (bingo, 0, MATE_QUEEN, FALSE, &error));
  g_assert_true (parlour_bingo_match_tick (bingo, 0, NO_CASTLING, FALSE, &error));
  g_assert_true (parlour_bingo_match_close_round (bingo, &error));
  g_assert_cmpint (parlour_bingo_match_get_outcome (bingo), ==, PARLOUR_BINGO_OUTCOME_PLAYER_0);

  /* and the decided match comes back decided */
  {
    g_autoptr(GVariant) again = g_variant_ref_sink (parlour_match_serialize (back));
    g_autoptr(ParlourMatch) decided = parlour_match_deserialize (again, 0, &error);

    g_assert_no_error (error);
    g_assert_cmpint (parlour_bingo_match_get_outcome (PARLOUR_BINGO_MATCH (decided)), ==,
                     PARLOUR_BINGO_OUTCOME_PLAYER_0);
    g_assert_false (parlour_bingo_match_is_round_open (PARLOUR_BINGO_MATCH (decided)));
  }
}

/* The card's ids with cell 4 replaced by @id. */
static GVariant *
card_with (const char *id)
{
  const char *ids[PARLOUR_BINGO_CARD_CELLS];

  memcpy (ids, card_ids, sizeof ids);
  ids[4] = id;
  return g_variant_new_strv (ids, PARLOUR_BINGO_CARD_CELLS);
}

static void
test_save_errors (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_LOCKOUT, 0, 0);
  g_autoptr(GVariant) saved = NULL;
  struct {
    const char *key;
    GVariant   *value;
    const char *words;
  } cases[] = {
    { "bingo", g_variant_new_uint32 (2), "version 2" },
    { "goal", g_variant_new_string ("2-line"), "unknown goal “2-line”" },
    { "goal", g_variant_new_uint32 (1), "“goal” is missing or not of type s" },
    { "targets", g_variant_new ("(uu)", 20, 20), "at most 26" },
    { "handicap", g_variant_new ("(uu)", 3, 5), "giver" },
    { "card", g_variant_new_strv (card_ids, 24), "24 objectives" },
    { "card", card_with ("no-such-objective"), "“no-such-objective”" },
    { "card", card_with (card_ids[3]), "twice on the card" },
    { "games", g_variant_new_strv ((const char *[]) { "1. e4 e5 *" }, 1), "not one finished game" },
    { "games", g_variant_new_strv ((const char *[]) { "1. e4 e4 *" }, 1), "game 1:" },
    { "ticks", g_variant_new_parsed ("@a(uuub) [(0, 25, 0, false)]"), "not on the card" },
    { "ticks", g_variant_new_parsed ("@a(uuub) [(2, 0, 0, false)]"), "not on the card" },
    { "ticks", g_variant_new_parsed ("@a(uuub) [(0, 3, 0, false)]"),
      "after a game that was played" },
    { "ticks", g_variant_new_parsed ("@a(uuub) [(0, 3, 0, false), (1, 3, 0, false)]"),
      "ticked twice" },
    { "round-closed", g_variant_new_boolean (TRUE), "cannot be final" },
    { "outcome", g_variant_new_string ("player-2"), "unknown outcome" },
    { "outcome", g_variant_new_string ("draw"), "only when a round of ticks is final" },
    { "seed", NULL, "“seed” is missing" },
  };

  /* a match after one finished game, the second in progress */
  play (match, "e2e4 e7e5");
  parlour_match_resign (PARLOUR_MATCH (match), 1);
  next_game (match);
  saved = g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (match)));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GVariant) bad = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourMatch) back = NULL;
      g_autoptr(GVariant) value = cases[i].value != NULL ? g_variant_ref_sink (cases[i].value)
                                                        : NULL;

      /* a tick after game 2, which is still being played */
      if (g_str_equal (cases[i].words, "after a game that was played"))
        {
          g_clear_pointer (&value, g_variant_unref);
          value = g_variant_ref_sink (g_variant_new_parsed ("@a(uuub) [(0, 3, 1, false)]"));
        }
      bad = with_extra (saved, cases[i].key, value);
      back = parlour_match_deserialize (bad, 0, &error);
      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(no error)");
      g_assert_null (back);
      g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED);
      g_assert_nonnull (strstr (error->message, cases[i].words));
    }
}

/* A saved single-board Bungalow game does not become a Chess Bingo match. */
static void
test_save_other_variant (void)
{
  g_autoptr(ParlourBingoMatch) match = new_match (PARLOUR_BINGO_ONE_LINE, 0, 0);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("bungalow"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) bungalow = parlour_match_new_for_game (game, NULL);
  g_autoptr(GVariant) bingo_saved =
    g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (match)));
  g_autoptr(GVariant) bungalow_saved = g_variant_ref_sink (parlour_match_serialize (bungalow));
  g_autoptr(GVariant) extra = g_variant_lookup_value (bingo_saved, "extra", NULL);
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (bungalow_saved);
  g_autoptr(GVariant) mixed = NULL;
  g_autoptr(ParlourMatch) back = NULL;
  g_autoptr(GError) error = NULL;

  g_variant_dict_insert (&dict, "type", "s", "ParlourBingoMatch");
  g_variant_dict_insert_value (&dict, "extra", extra);
  mixed = g_variant_ref_sink (g_variant_dict_end (&dict));
  back = parlour_match_deserialize (mixed, 0, &error);
  g_assert_null (back);
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED);
  g_assert_nonnull (strstr (error->message, "bungalow, not standard chess"));
}

/* ---- the match file (parlour-bingo-file.c) ---- */

static ParlourGame *
named_game (const char *fen, const char *white, const char *black)
{
  ParlourGame *game = new_game (fen);

  parlour_game_set_tag (game, "White", white);
  parlour_game_set_tag (game, "Black", black);
  return game;
}

/* A lockout match with a material handicap (Ben, player 1, gives V = 5) and
 * clocks. Game 1: Ben, White without his h1 rook, wins by resignation and
 * takes his free tick; the round is closed. Game 2: Ben, Black without his b8
 * knight (the taker's choice), draws by agreement after three moves; Black
 * has finished ticking, so the open round is White's to tick. */
static ParlourBingoMatch *
file_match (void)
{
  ParlourBingoSettings settings = { PARLOUR_BINGO_LOCKOUT, 1, { 15, 11 }, 1, 5 };
  g_autoptr(ParlourGame) first =
    named_game ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1", "Ben", "Ana");
  g_autoptr(ParlourGame) second =
    named_game ("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Ana", "Ben");
  g_autoptr(ParlourClock) clock = NULL, clock2 = NULL;
  g_autoptr(GError) error = NULL;
  ParlourTimeControl tc;
  ParlourBingoCard card;
  ParlourBingoMatch *match;
  ParlourMatch *m;

  g_assert_true (parlour_time_control_parse ("180+2", &tc, &error));
  clock = parlour_clock_new (&tc, &tc);
  clock2 = parlour_clock_new (&tc, &tc);
  parlour_bingo_card_from_ids (&card, card_ids, 42, TRUE, &error);
  g_assert_no_error (error);
  match = parlour_bingo_match_new (&settings, &card, first, clock, &error);
  g_assert_no_error (error);
  m = PARLOUR_MATCH (match);
  play (match, "e2e4 e7e5");
  parlour_match_resign (m, parlour_match_find_seat (m, 0, PARLOUR_BLACK));
  g_assert_true (parlour_bingo_match_tick (match, 1, EN_PASSANT, TRUE, &error));
  g_assert_true (parlour_bingo_match_close_round (match, &error));
  g_assert_true (parlour_bingo_match_next_game (match, second, clock2, &error));
  play (match, "d2d4 d7d5 c1f4");
  parlour_match_agree_draw (m, 0);
  g_assert_true (parlour_bingo_match_finish_ticking (match, 1, &error));
  g_assert_no_error (error);
  return match;
}

static ParlourBingoMatch *
read_file_text (const char *text, GError **error)
{
  return parlour_bingo_file_read (text, strlen (text), 0, error);
}

/* Written and read back, the match is the same: settings, card, games (their
 * PGN, tags included), ticks, the open round and whose turn it is to tick. */
static void
test_file_round_trip (void)
{
  g_autoptr(ParlourBingoMatch) match = file_match ();
  g_autoptr(ParlourBingoMatch) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = parlour_bingo_file_write (match, 0);
  g_autofree char *again = NULL;
  const ParlourBingoSettings *s;

  g_assert_true (parlour_bingo_file_detect (NULL, text));
  g_assert_true (parlour_bingo_file_detect ("x" PARLOUR_BINGO_FILE_SUFFIX, "[Event \"?\"]"));
  g_assert_false (parlour_bingo_file_detect ("x.pgn", "[Event \"?\"]\n\n1. e4 *\n"));
  back = read_file_text (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);

  s = parlour_bingo_match_get_settings (back);
  g_assert_cmpint (s->goal, ==, PARLOUR_BINGO_LOCKOUT);
  g_assert_cmpuint (s->first_white, ==, 1);
  g_assert_cmpuint (s->targets[0], ==, 15);
  g_assert_cmpuint (s->targets[1], ==, 11);
  g_assert_cmpuint (s->handicap_giver, ==, 1);
  g_assert_cmpuint (s->handicap_value, ==, 5);
  g_assert_cmpuint (parlour_bingo_match_get_card (back)->seed, ==, 42);
  g_assert_true (parlour_bingo_match_get_card (back)->handicap);
  g_assert_cmpmem (parlour_bingo_match_get_card (back)->cells, sizeof (gpointer) * 25,
                   parlour_bingo_match_get_card (match)->cells, sizeof (gpointer) * 25);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (back), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *want = parlour_pgn_write (parlour_bingo_match_get_game_at (match, i));
      g_autofree char *got = parlour_pgn_write (parlour_bingo_match_get_game_at (back, i));

      g_assert_cmpstr (got, ==, want);
      /* the handicap start is in the game's tags */
      g_assert_nonnull (strstr (got, "[SetUp \"1\"]\n[FEN \""));
      g_assert_nonnull (strstr (text, "[SetUp \"1\"]"));
    }
  g_assert_cmpstr (parlour_game_get_tag (parlour_bingo_match_get_game_at (back, 1), "White"), ==,
                   "Ana");
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (PARLOUR_MATCH (back), 0)),
                    ==, 3);
  g_assert_nonnull (parlour_match_get_clock (PARLOUR_MATCH (back), 0));
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    for (guint p = 0; p < 2; p++)
      g_assert_cmpint (parlour_bingo_match_is_ticked (back, p, cell), ==,
                       parlour_bingo_match_is_ticked (match, p, cell));
  g_assert_true (parlour_bingo_match_is_ticked (back, 1, EN_PASSANT));
  /* the round is open, and White's (Ana's) to tick: Black has finished */
  g_assert_true (parlour_bingo_match_is_round_open (back));
  REFUSED (parlour_bingo_match_tick (back, 1, CASTLE, TRUE, ERR), "White's turn");
  g_assert_true (parlour_bingo_match_can_tick (back, 0, RESIGNATION, FALSE, NULL) ==
                 parlour_bingo_match_can_tick (match, 0, RESIGNATION, FALSE, NULL));
  g_assert_cmpint (parlour_bingo_match_get_outcome (back), ==, PARLOUR_BINGO_OUTCOME_NONE);

  /* and it writes the same file again */
  again = parlour_bingo_file_write (back, 0);
  g_assert_cmpstr (again, ==, text);
}

/* @text with the first @from replaced by @to (which must be there). */
static char *
replaced (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The file of @match with the extra entry @key set to @value. */
static char *
file_with_extra (ParlourBingoMatch *match, const char *key, GVariant *value)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (match)));
  g_autoptr(GVariant) bad = with_extra (saved, key, value);
  g_autoptr(GVariant) file = g_variant_ref_sink (
    g_variant_new_parsed ("{'format': <'parlour-bingo'>, 'version': <@u 1>, 'match': <%@a{sv}>}",
                          bad));

  return g_variant_print (file, TRUE);
}

/* Every malformed file is refused with an error that names what is wrong. */
static void
test_file_errors (void)
{
  g_autoptr(ParlourBingoMatch) match = file_match ();
  g_autofree char *text = parlour_bingo_file_write (match, 0);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourMatch) plain = parlour_match_new_for_game (game, NULL);
  g_autoptr(GVariant) plain_saved = g_variant_ref_sink (parlour_match_serialize (plain));
  g_autofree char *plain_text = g_variant_print (plain_saved, TRUE);

#define CASE(file, expected) \
  G_STMT_START { g_ptr_array_add (files, file); g_ptr_array_add (words, expected); } G_STMT_END
  /* cut off in the middle, as a full disk or a half copy leaves it */
  CASE (g_strndup (text, strlen (text) / 2), "The file is not a saved match (");
  CASE (g_strdup (""), "The file is not a saved match (");
  CASE (g_strdup ("[Event \"?\"]\n\n1. e4 *\n"), "The file is not a saved match (");
  CASE (replaced (text, "'parlour-bingo'", "'parlour-autosave'"),
        "format is “parlour-autosave”, not “parlour-bingo”");
  CASE (replaced (text, "'version': <uint32 1>", "'version': <uint32 7>"), "version 7");
  CASE (replaced (text, "'match'", "'matches'"), "The file has no “match” entry");
  CASE (file_with_extra (match, "card", g_variant_new_strv (card_ids, 24)),
        "the card has 24 objectives, not 25");
  CASE (file_with_extra (match, "ticks", g_variant_new_parsed ("@a(uuub) [(1, 25, 0, false)]")),
        "tick 1 (player 1, cell 25, game 0) is not on the card");
  CASE (file_with_extra (match, "games", g_variant_new_strv ((const char *[]) { "1. e4 Ke3 *" },
                                                             1)),
        "Chess Bingo: game 1: ");
  CASE (g_strdup_printf ("{'format': <'parlour-bingo'>, 'version': <@u 1>, 'match': <%s>}",
                         plain_text),
        "holds a ParlourSingleMatch, not a Chess Bingo match");
  CASE (g_strdup ("{'format': <'parlour-bingo'>, 'version': <@u 1>}"), "has no “match” entry");
  CASE (g_strdup ("{'version': <@u 1>}"), "has no “format” entry");
  /* where the text stops making sense: a line and column, not a byte offset */
  CASE (g_strdup ("{'format': <'parlour-bingo'>,\n 'version': <@u 1>,\n 'match': <'é' #>}"),
        "The file is not a saved match (line 3, column 16: ");
  /* limits: the games are counted before one is read, the size before parsing */
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
    g_auto(GStrv) games = NULL;

    for (guint i = 0; i <= PARLOUR_BINGO_MAX_GAMES; i++)
      g_strv_builder_add (builder, "not read");
    games = g_strv_builder_end (builder);
    CASE (file_with_extra (match, "games", g_variant_new_strv ((const char * const *) games, -1)),
          "Chess Bingo: the match has 1001 games; Parlour reads at most 1000");
  }
  {
    char *big = g_strnfill (PARLOUR_BINGO_FILE_MAX_SIZE + 1, ' ');

    memcpy (big, text, strlen (text));
    CASE (big, "The file is 8388609 bytes long; a Chess Bingo match file is at most 8388608 bytes");
  }
#undef CASE

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourBingoMatch) back = read_file_text (files->pdata[i], &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(no error)");
      g_assert_null (back);
      g_assert_nonnull (error);
      if (strstr (error->message, words->pdata[i]) == NULL)
        g_error ("case %u: expected “%s” in “%s”", i, (char *) words->pdata[i], error->message);
    }
  /* bytes that are not text */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (parlour_bingo_file_read ("{'format'\0}", 11, 0, &error));
    g_assert_nonnull (strstr (error->message, "not text"));
  }
}

/* A Chess Bingo file names its match's type: it reads in a program that has
 * made no Chess Bingo match yet (the reader makes its type known), and once
 * the type is registered, Open finds the file's format before BPGN's and
 * PGN's, and Save As writes and names it through the class. */
static void
test_file_registry (void)
{
  if (g_test_subprocess ())
    {
      const char *text = g_getenv ("PARLOUR_TEST_BINGO_FILE");
      g_autoptr(ParlourBingoMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree const ParlourMatchFormat **formats = NULL;
      g_autofree char *again = NULL;
      g_autofree char *name = NULL;
      const ParlourMatchFormat *format;
      guint n;

      g_assert_nonnull (text);
      g_assert_true (g_type_from_name ("ParlourBingoMatch") == 0);
      /* not registered: its text is not a format Open knows */
      g_assert_true (parlour_match_detect_format (NULL, text) == &parlour_pgn_format);
      match = read_file_text (text, &error);
      g_assert_no_error (error);
      g_assert_nonnull (match);

      format = parlour_match_detect_format (NULL, text);
      g_assert_true (format == &parlour_bingo_file_format);
      g_assert_true (PARLOUR_MATCH_GET_CLASS (match)->format == format);
      g_assert_cmpuint (parlour_match_type_get_n_boards (PARLOUR_TYPE_BINGO_MATCH), ==, 1);
      g_assert_cmpuint (parlour_match_type_get_n_seats (PARLOUR_TYPE_BINGO_MATCH), ==, 2);
      formats = parlour_match_list_formats (&n);
      g_assert_cmpuint (n, ==, 3);
      g_assert_true (formats[0] == &parlour_bingo_file_format);
      g_assert_true (formats[1] == &parlour_bpgn_format);
      g_assert_true (formats[2] == &parlour_pgn_format);
      again = format->write (PARLOUR_MATCH (match), 0);
      g_assert_cmpstr (again, ==, text);
      name = format->suggest_name (PARLOUR_MATCH (match), "2026-12-04");
      g_assert_true (g_str_has_suffix (name, "2026-12-04" PARLOUR_BINGO_FILE_SUFFIX));
      return;
    }
  {
    g_autoptr(ParlourBingoMatch) match = file_match ();
    g_autofree char *text = parlour_bingo_file_write (match, 0);

    g_setenv ("PARLOUR_TEST_BINGO_FILE", text, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
    g_unsetenv ("PARLOUR_TEST_BINGO_FILE");
    g_test_trap_assert_passed ();
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bingo-match/one-line", test_one_line);
  g_test_add_func ("/bingo-match/has-progress", test_has_progress);
  g_test_add_func ("/bingo-match/lockout-draw", test_lockout_draw);
  g_test_add_func ("/bingo-match/settings", test_settings);
  g_test_add_func ("/bingo-match/handicap", test_handicap);
  g_test_add_func ("/bingo-match/undo-reopens", test_undo_reopens);
  g_test_add_func ("/bingo-match/save", test_save);
  g_test_add_func ("/bingo-match/save-errors", test_save_errors);
  g_test_add_func ("/bingo-match/save-other-variant", test_save_other_variant);
  g_test_add_func ("/bingo-match/file/round-trip", test_file_round_trip);
  g_test_add_func ("/bingo-match/file/errors", test_file_errors);
  g_test_add_func ("/bingo-match/file/registry", test_file_registry);
  return g_test_run ();
}
