/* test-simul.c — SimulChess: the resolution of a turn, its FEN, the game and the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every turn here was worked out by hand from docs/rules/simulchess.md: the
 * position after it, the result and the events that explain it.
 */
#include <string.h>

#include <glib.h>

#include "parlour-game.h"
#include "parlour-match.h"
#include "parlour-notation.h"
#include "parlour-pgn.h"
#include "parlour-simul.h"
#include "parlour-simul-match.h"

static const ParlourVariant *
simul (void)
{
  return parlour_variant_lookup ("simulchess");
}

/* Resolves WHITE and BLACK from FEN (with @rules) and checks the position
 * after, the result and that the events include @kinds (0-terminated). */
static void
check_turn_rules (const char                  *fen,
                  guint                        rules,
                  const char                  *white,
                  const char                  *black,
                  const char                  *want_fen,
                  const char                  *want_result,
                  const ParlourSimulEventKind *kinds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (simul (), fen, &error);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  g_autofree char *after_fen = NULL;
  ParlourTermination termination;
  ParlourPosition after;
  ParlourMove w, b;

  g_assert_no_error (error);
  pos->rules = rules;
  w = parlour_simul_move_from_text (pos, PARLOUR_WHITE, white, &error);
  g_assert_no_error (error);
  b = parlour_simul_move_from_text (pos, PARLOUR_BLACK, black, &error);
  g_assert_no_error (error);
  g_assert_true (parlour_simul_resolve (pos, w, b, &after, events, &error));
  g_assert_no_error (error);
  after_fen = parlour_position_to_fen (&after);
  g_assert_cmpstr (after_fen, ==, want_fen);
  g_assert_cmpstr (parlour_result_to_string (parlour_simul_outcome (&after, &termination)), ==,
                   want_result);
  for (guint k = 0; kinds != NULL && kinds[k] != 0; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < events->len; i++)
        found |= g_array_index (events, ParlourSimulEvent, i).kind == kinds[k];
      if (!found)
        g_error ("%s %s from %s: no event of kind %d", white, black, fen, kinds[k]);
    }
  /* every FEN the engine writes reads back as the same position */
  {
    g_autoptr(ParlourPosition) again = parlour_position_new_from_fen (simul (), after_fen, &error);
    g_autofree char *again_fen = NULL;

    g_assert_no_error (error);
    again_fen = parlour_position_to_fen (again);
    g_assert_cmpstr (again_fen, ==, after_fen);
  }
}

static void
check_turn (const char                  *fen,
            const char                  *white,
            const char                  *black,
            const char                  *want_fen,
            const char                  *want_result,
            const ParlourSimulEventKind *kinds)
{
  check_turn_rules (fen, 0, white, black, want_fen, want_result, kinds);
}

#define KINDS(...) ((const ParlourSimulEventKind[]) { __VA_ARGS__, 0 })

static void
test_plain_turn (void)
{
  check_turn ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "b1c3", "b8c6",
              "r1bqkbnr/pppppppp/2n5/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 1 2", "*",
              KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* a pass: only Black moves; White's en passant square (e6) has no pawn to use it */
  check_turn ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "pass", "e7e5",
              "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2", "*",
              KINDS (PARLOUR_SIMUL_EVENT_PASSED, PARLOUR_SIMUL_EVENT_MOVED));
  check_turn ("4k3/7p/8/8/8/8/7P/4K3 w - - 7 20", "pass", "pass",
              "4k3/7p/8/8/8/8/7P/4K3 w - - 8 21", "*", KINDS (PARLOUR_SIMUL_EVENT_PASSED));
}

static void
test_same_square (void)
{
  /* rule 1: both knights are removed; a collision resets the half-move clock */
  check_turn ("4k3/p7/8/1n6/8/8/P7/1N2K3 w - - 4 9", "b1c3", "b5c3",
              "4k3/p7/8/8/8/8/P7/4K3 w - - 0 10", "*", KINDS (PARLOUR_SIMUL_EVENT_SAME_SQUARE));
  /* a promoting pawn and a rook onto g8: both removed, no promotion */
  check_turn ("4k2r/6P1/8/8/8/8/P7/K7 w - - 0 1", "g7g8q", "h8g8",
              "4k3/8/8/8/8/8/P7/K7 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_SAME_SQUARE));
  /* a king and a pawn onto d2: the king is gone, White fails */
  check_turn ("4k3/7p/8/8/8/3p4/7P/4K3 w - - 0 1", "e1d2", "d3d2",
              "4k3/7p/8/8/8/8/7P/8 w - - 0 2", "0-1",
              KINDS (PARLOUR_SIMUL_EVENT_SAME_SQUARE, PARLOUR_SIMUL_EVENT_FAILED));
}

static void
test_swap (void)
{
  /* rule 2: two pawns capturing each other; only the kings are left: a draw */
  check_turn ("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5", "e5d4",
              "4k3/8/8/8/8/8/8/4K3 w - - 0 2", "1/2-1/2", KINDS (PARLOUR_SIMUL_EVENT_SWAPPED));
  check_turn ("r3k3/7p/8/8/8/8/7P/R3K3 w - - 0 1", "a1a8", "a8a1",
              "4k3/7p/8/8/8/8/7P/4K3 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_SWAPPED));
}

static void
test_head_on (void)
{
  /* rule 3: the rooks pass through each other on the a-file */
  check_turn ("4k3/r6p/8/8/8/8/7P/R3K3 w - - 3 10", "a1a6", "a7a2",
              "4k3/7p/8/8/8/8/7P/4K3 w - - 0 11", "*", KINDS (PARLOUR_SIMUL_EVENT_HEAD_ON));
  /* on the same line but their stretches do not overlap: both land */
  check_turn ("4k3/r6p/8/8/8/8/7P/R3K3 w - - 3 10", "a1a3", "a7a4",
              "4k3/7p/8/8/r7/R7/7P/4K3 w - - 4 11", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* a pawn's double step and a rook on its file: pawns collide head-on too */
  check_turn ("4r2k/7p/8/8/8/8/4P2P/K7 w - - 0 1", "e2e4", "e8e3",
              "7k/7p/8/8/8/8/7P/K7 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_HEAD_ON));
  /* paths that cross at an angle do not collide */
  check_turn ("4k3/3r3p/8/8/R7/8/7P/4K3 w - - 0 1", "a4g4", "d7d2",
              "4k3/7p/8/8/6R1/8/3r3P/4K3 w - - 1 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* a bishop passing the square a knight jumps to: knights collide only by rules 1 and 2 */
  check_turn ("4k3/1b5p/8/8/8/8/7P/4K1N1 w - - 0 1", "g1f3", "b7g2",
              "4k3/7p/8/8/8/5N2/6bP/4K3 w - - 1 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
}

static void
test_pawns_same_square (void)
{
  /* rule 4: both pawns stay; a cancelled pawn move does not reset the clock */
  check_turn ("4k3/8/8/4p3/8/8/4P3/4K3 w - - 5 9", "e2e4", "e5e4",
              "4k3/8/8/4p3/8/8/4P3/4K3 w - - 6 10", "*", KINDS (PARLOUR_SIMUL_EVENT_CANCELLED));
  /* the option: both are removed as by rule 1 */
  check_turn_rules ("4k3/8/8/4p3/8/8/4P3/4K3 w - - 5 9", PARLOUR_RULE_PAWNS_COLLIDE, "e2e4",
                    "e5e4", "4k3/8/8/8/8/8/8/4K3 w - - 0 10", "1/2-1/2",
                    KINDS (PARLOUR_SIMUL_EVENT_SAME_SQUARE));
}

static void
test_capture_at_end (void)
{
  /* rule 5: the knight left c6, so the bishop captures nothing there */
  check_turn ("r6k/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "b5c6", "c6d4",
              "r6k/8/2B5/8/3n4/8/8/4K3 w - - 1 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* the knight stays: captured */
  check_turn ("r6k/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "b5c6", "h8g8",
              "r5k1/8/2B5/8/8/8/8/4K3 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_CAPTURED));
}

static void
test_castling (void)
{
  /* castling is a king and a rook move; the bishop takes h1, which the rook left */
  check_turn ("4k3/7p/8/8/4b3/8/7P/4K2R w K - 0 1", "e1g1", "e4h1",
              "4k3/7p/8/8/8/8/7P/5RKb w - - 1 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* the square the king passed (f1) is attacked after the turn: White fails */
  check_turn ("1r5k/7p/8/8/8/8/7P/4K2R w K - 0 1", "e1g1", "b8f8",
              "5r1k/7p/8/8/8/8/7P/5RK1 w - - 1 2", "0-1", KINDS (PARLOUR_SIMUL_EVENT_FAILED));
}

static void
test_en_passant (void)
{
  /* both sides take en passant at once */
  check_turn ("4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1", "c5d6", "f4e3",
              "4k3/8/3P4/8/8/4p3/8/4K3 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_CAPTURED));
  /* rule 6: the pawn that made the double step moved on: nothing is taken */
  check_turn ("4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1", "c5d6", "d5d4",
              "4k3/8/3P4/8/3p4/8/8/4K3 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
  /* two double steps leave both sides an en passant square, written in rank order */
  check_turn ("4k3/2p5/8/1P6/3p4/8/4P3/4K3 w - - 0 1", "e2e4", "c7c5",
              "4k3/8/8/1Pp5/3pP3/8/8/4K3 w - e3c6 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_MOVED));
}

static void
test_promotion (void)
{
  /* the rook crosses e8 along the rank as the pawn promotes there: no collision */
  check_turn ("7r/4P3/8/k7/8/8/8/K7 w - - 0 1", "e7e8q", "h8d8",
              "3rQ3/8/8/k7/8/8/8/K7 w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_PROMOTED));
  /* a capture-promotion on a8, which the rook left */
  check_turn ("r7/1P6/4k3/8/8/8/8/7K w - - 0 1", "b7a8q", "a8a5",
              "Q7/8/4k3/r7/8/8/8/7K w - - 0 2", "*", KINDS (PARLOUR_SIMUL_EVENT_PROMOTED));
}

static void
test_fails (void)
{
  /* both kings step next to each other: both fail, a draw */
  check_turn ("8/7p/4k3/8/8/4K3/7P/8 w - - 0 1", "e3e4", "e6e5",
              "8/7p/8/4k3/4K3/8/7P/8 w - - 1 2", "1/2-1/2", KINDS (PARLOUR_SIMUL_EVENT_FAILED));
  /* the bishop lands with check on e8 while Black moves its rook: Black fails */
  check_turn ("r3k3/8/8/8/8/3B4/8/4K3 w - - 0 1", "d3b5", "a8a7",
              "4k3/r7/8/1B6/8/8/8/4K3 w - - 1 2", "1-0", KINDS (PARLOUR_SIMUL_EVENT_FAILED));
}

static void
test_illegal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new (simul ());
  ParlourPosition after;
  ParlourMove white = parlour_simul_move_from_text (pos, PARLOUR_WHITE, "e2e4", &error);

  g_assert_no_error (error);
  /* Black's pieces are not White's to move */
  g_assert_cmpuint (parlour_simul_move_from_text (pos, PARLOUR_WHITE, "e7e5", &error), ==,
                    PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL);
  g_clear_error (&error);
  /* a White move given as Black's */
  g_assert_false (parlour_simul_resolve (pos, white, white, &after, NULL, &error));
  g_assert_error (error, PARLOUR_SIMUL_ERROR, PARLOUR_SIMUL_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Black"));
}

static void
test_fen (void)
{
  static const struct { const char *fen, *error; } bad[] = {
    { "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6f6 0 1", "more than two squares" },
    { "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - d6d6 0 1", "two squares for White" },
    { "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d5 0 1", "not on rank 6" },
    { "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3z9 0 1", "not a square" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *fen = NULL;

  /* the side-to-move field is read and ignored: a position is a turn's start */
  pos = parlour_position_new_from_fen (simul (), "4k3/8/8/2Pp4/4Pp2/8/8/4K3 b - e3d6 0 1", &error);
  g_assert_no_error (error);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(ParlourPosition) refused = parlour_position_new_from_fen (simul (), bad[i].fen,
                                                                          &error);

      g_assert_null (refused);
      g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_EN_PASSANT);
      if (strstr (error->message, bad[i].error) == NULL)
        g_error ("%s: “%s” does not say “%s”", bad[i].fen, error->message, bad[i].error);
      g_clear_error (&error);
    }
  /* two squares are SimulChess's alone */
  g_assert_null (parlour_position_new_from_fen (parlour_variant_lookup ("chess"),
                                                "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1",
                                                &error));
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_EN_PASSANT);
}

/* A game keeps a turn as White's ply and Black's; undo takes a ply back exactly. */
static void
test_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), "4k3/p7/8/1n6/8/8/P7/1N2K3 w - - 4 9",
                                                  0, &error);
  g_autofree char *start = NULL, *after = NULL, *back = NULL;

  g_assert_no_error (error);
  start = parlour_position_to_fen (parlour_game_get_position (game));
  g_assert_true (parlour_game_play_text (game, "b1c3", &error));
  g_assert_no_error (error);
  /* in the middle of the turn the board is unchanged: Black chooses on it */
  g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_BLACK);
  g_assert_cmpuint (parlour_game_get_position (game)->board[1], !=, 0);
  g_assert_true (parlour_game_play_text (game, "b5c3", &error));
  g_assert_no_error (error);
  after = parlour_position_to_fen (parlour_game_get_position (game));
  g_assert_cmpstr (after, ==, "4k3/p7/8/8/8/8/P7/4K3 w - - 0 10");
  g_assert_cmpstr (parlour_game_get_san (game, 0), ==, "Nc3");
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "Nc3");
  g_assert_true (parlour_game_undo (game));
  g_assert_true (parlour_game_undo (game));
  back = parlour_position_to_fen (parlour_game_get_position (game));
  g_assert_cmpstr (back, ==, start);
}

/* A game is kept as PGN: a turn is a numbered pair, "1. Nc3 Nc3"; the option
 * of rule 4 is a Rules tag. */
static void
test_pgn (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), NULL, PARLOUR_RULE_PAWNS_COLLIDE,
                                                  &error);
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *pgn = NULL, *fen = NULL, *again_fen = NULL;
  ParlourGame *again;

  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    g_assert_true (parlour_game_play_text (game, (const char *[]) { "e2e4", "e7e5", "g1f3",
                                                                    "b8c6" }[i], &error));
  pgn = parlour_pgn_write (game);
  g_assert_nonnull (strstr (pgn, "[Variant \"SimulChess\"]"));
  g_assert_nonnull (strstr (pgn, "[Rules \"Pawns collide\"]"));
  g_assert_nonnull (strstr (pgn, "1. e4 e5 2. Nf3 Nc6"));
  games = parlour_pgn_parse (pgn, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  again = games->pdata[0];
  g_assert_true (parlour_game_get_variant (again) == simul ());
  g_assert_cmpuint (parlour_game_get_rules (again), ==, PARLOUR_RULE_PAWNS_COLLIDE);
  fen = parlour_position_to_fen (parlour_game_get_position (game));
  again_fen = parlour_position_to_fen (parlour_game_get_position (again));
  g_assert_cmpstr (again_fen, ==, fen);
}

/* unmake gives back every field of the position, the hash included */
static void
test_unmake (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (simul (),
                                     "4k3/7p/8/8/4b3/8/7P/4K2R w K - 0 1", &error);
  ParlourPosition before = *pos;
  ParlourUndo undo[2];

  g_assert_no_error (error);
  parlour_position_make (pos, parlour_move_from_long (pos, "e1g1", NULL), &undo[0]);
  parlour_position_make (pos, parlour_move_from_long (pos, "e4h1", NULL), &undo[1]);
  g_assert_cmpuint (pos->board[7], ==, before.board[28]);
  parlour_position_unmake (pos, &undo[1]);
  parlour_position_unmake (pos, &undo[0]);
  g_assert_true (parlour_position_equal (pos, &before));
}

/* ---- the match ---- */

static ParlourSimulMatch *
new_match (const char *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (simul (), fen, 0, &error);

  g_assert_no_error (error);
  return PARLOUR_SIMUL_MATCH (parlour_match_new_for_game (game, NULL));
}

static void
choose (ParlourSimulMatch *match,
        guint              seat,
        const char        *text,
        gint64             now_us)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };

  action.move = parlour_simul_move_from_text (parlour_game_get_position (game),
                                              seat == 0 ? PARLOUR_WHITE : PARLOUR_BLACK, text,
                                              &error);
  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (PARLOUR_MATCH (match), seat, &action, now_us, &error));
  g_assert_no_error (error);
}

static char *
match_fen (ParlourSimulMatch *match)
{
  return parlour_position_to_fen (parlour_game_get_position (
    parlour_match_get_game (PARLOUR_MATCH (match), 0)));
}

/* Either seat may choose first; a choice stays out of the game, and may be
 * changed, until the other seat has chosen too. */
static void
test_match_secret (void)
{
  g_autoptr(ParlourSimulMatch) match = new_match (NULL);
  ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  g_autofree char *fen = NULL;

  g_assert_true (parlour_match_get_game (PARLOUR_MATCH (match), 0) != NULL);
  g_assert_null (parlour_match_get_clock (PARLOUR_MATCH (match), 0));
  choose (match, 1, "d7d5", 0);
  g_assert_true (parlour_simul_match_has_chosen (match, 1));
  g_assert_false (parlour_simul_match_has_chosen (match, 0));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  choose (match, 1, "e7e5", 1);
  choose (match, 0, "e2e4", 2);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_false (parlour_simul_match_has_chosen (match, 0));
  g_assert_false (parlour_simul_match_has_chosen (match, 1));
  fen = match_fen (match);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  g_assert_cmpuint (parlour_simul_match_get_n_turns (match), ==, 1);
  g_assert_true (parlour_simul_match_get_turn_events (match, 0, events));
  g_assert_cmpuint (events->len, ==, 2);
  g_assert_false (parlour_simul_match_get_turn_events (match, 1, events));
}

/* Undo takes back whole turns, and forgets a move chosen in the turn undone. */
static void
test_match_undo (void)
{
  g_autoptr(ParlourSimulMatch) match = new_match (NULL);
  ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);

  choose (match, 0, "e2e4", 0);
  choose (match, 1, "e7e5", 0);
  choose (match, 0, "g1f3", 0);
  g_assert_true (parlour_match_undo (PARLOUR_MATCH (match), 0));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
  g_assert_false (parlour_simul_match_has_chosen (match, 0));
  g_assert_true (parlour_match_redo (PARLOUR_MATCH (match), 0));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_false (parlour_match_can_redo (PARLOUR_MATCH (match)));

  /* the turn taken back is chosen anew, with the whole countdown */
  parlour_simul_match_set_countdown (match, 30 * G_USEC_PER_SEC);
  choose (match, 0, "g1f3", 10 * G_USEC_PER_SEC);
  choose (match, 1, "g8f6", 20 * G_USEC_PER_SEC);
  g_assert_true (parlour_match_undo (PARLOUR_MATCH (match), 45 * G_USEC_PER_SEC));
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 45 * G_USEC_PER_SEC), ==,
                   30 * G_USEC_PER_SEC);
  g_assert_false (parlour_simul_match_tick (match, 74 * G_USEC_PER_SEC));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
}

/* The countdown passes for the seat that has not chosen. Over the network (a
 * peer in Black's seat) both seats' countdowns run at once. */
static void
test_match_countdown (void)
{
  g_autoptr(ParlourSimulMatch) match = new_match (NULL);
  ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);
  gint64 s = G_USEC_PER_SEC;

  parlour_match_set_controller (PARLOUR_MATCH (match), 1, PARLOUR_CONTROLLER_NETWORK);
  g_assert_false (parlour_simul_match_takes_turns (match));
  parlour_simul_match_set_countdown (match, 10 * s);
  parlour_simul_match_start (match, 0);
  choose (match, 0, "e2e4", 3 * s);
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 4 * s), ==, 6 * s);
  g_assert_cmpint (parlour_simul_match_get_seat_countdown_left (match, 1, 4 * s), ==, 6 * s);
  /* the curtain's start is for two people at one computer: nothing here */
  parlour_simul_match_start_countdown (match, 1, 4 * s);
  g_assert_false (parlour_simul_match_tick (match, 9 * s));
  g_assert_true (parlour_simul_match_tick (match, 10 * s));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 1)), ==, PARLOUR_MOVE_PASS);
  /* a new turn, a new countdown; nobody chooses: both pass */
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 10 * s), ==, 10 * s);
  g_assert_true (parlour_simul_match_tick (match, 20 * s));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 2)), ==, PARLOUR_MOVE_PASS);
  /* a pass by choice is refused while there is a legal move */
  {
    g_autoptr(GError) error = NULL;
    ParlourAction pass = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_PASS_MOVE, 0 };

    g_assert_false (parlour_match_submit (PARLOUR_MATCH (match), 0, &pass, 21 * s, &error));
    g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL);
  }
}

/* Two people at one computer take turns: White's countdown starts with the
 * turn, Black's only when the curtain lifts for Black, and each has all of it
 * (issue: with 60 s Black got 46 s). */
static void
test_match_countdown_taking_turns (void)
{
  g_autoptr(ParlourSimulMatch) match = new_match (NULL);
  ParlourGame *game = parlour_match_get_game (PARLOUR_MATCH (match), 0);
  gint64 s = G_USEC_PER_SEC;

  g_assert_true (parlour_simul_match_takes_turns (match));
  g_assert_cmpint (PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US, ==, 30 * s);
  parlour_simul_match_set_countdown (match, 60 * s);
  parlour_simul_match_start (match, 0);
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 10 * s), ==, 50 * s);
  choose (match, 0, "e2e4", 14 * s);
  /* behind the curtain Black's countdown waits, whole */
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 20 * s), ==, 60 * s);
  g_assert_cmpint (parlour_simul_match_get_seat_countdown_left (match, 1, 70 * s), ==, 60 * s);
  g_assert_false (parlour_simul_match_tick (match, 70 * s));
  g_assert_false (parlour_simul_match_has_chosen (match, 1));
  /* the curtain lifts at 80 s: Black has the whole minute from then */
  parlour_simul_match_start_countdown (match, 1, 80 * s);
  parlour_simul_match_start_countdown (match, 1, 90 * s);
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 100 * s), ==, 40 * s);
  g_assert_false (parlour_simul_match_tick (match, 139 * s));
  g_assert_true (parlour_simul_match_tick (match, 140 * s));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 1)), ==, PARLOUR_MOVE_PASS);

  /* the next turn: White's countdown started with it; when it runs out White
   * passes alone, and Black's still waits for the curtain */
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 150 * s), ==, 50 * s);
  g_assert_true (parlour_simul_match_tick (match, 200 * s));
  g_assert_true (parlour_simul_match_has_chosen (match, 0));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 300 * s), ==, 60 * s);
  parlour_simul_match_start_countdown (match, 1, 300 * s);
  choose (match, 1, "d7d5", 301 * s);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (PARLOUR_MOVE_FLAG (parlour_game_get_move (game, 2)), ==, PARLOUR_MOVE_PASS);

  /* a computer in Black's seat chooses at once: one countdown for both */
  parlour_match_set_controller (PARLOUR_MATCH (match), 1, PARLOUR_CONTROLLER_COMPUTER);
  g_assert_false (parlour_simul_match_takes_turns (match));
  choose (match, 0, "g1f3", 311 * s);
  g_assert_cmpint (parlour_simul_match_get_countdown_left (match, 321 * s), ==, 40 * s);
}

/* When the pool is used up, material decides (P1 N3 B3 R5 Q9). */
static void
test_match_pool (void)
{
  gint64 s = G_USEC_PER_SEC;
  static const struct { const char *fen; ParlourResult result; } cases[] = {
    { "4k3/8/8/8/8/8/PP6/R3K3 w - - 0 1", PARLOUR_RESULT_WHITE_WINS },
    { "4k3/7p/1n6/8/8/8/P7/4K3 w - - 0 1", PARLOUR_RESULT_BLACK_WINS },
    { "4k3/7p/2b5/8/8/8/P7/1N2K3 w - - 0 1", PARLOUR_RESULT_DRAW },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ParlourSimulMatch) match = new_match (cases[i].fen);
      ParlourTermination termination;

      parlour_simul_match_set_pool (match, 60 * s);
      parlour_simul_match_start (match, 0);
      g_assert_cmpint (parlour_simul_match_get_pool_left (match, 59 * s), ==, 1 * s);
      g_assert_false (parlour_simul_match_tick (match, 59 * s));
      g_assert_true (parlour_simul_match_tick (match, 60 * s));
      g_assert_cmpint (parlour_match_get_result (PARLOUR_MATCH (match), &termination), ==,
                       cases[i].result);
      g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_TIME);
    }
}

/* A match saved in the middle of a turn comes back with the move chosen; a
 * public copy says only that it was chosen. */
static void
test_match_save (void)
{
  g_autoptr(ParlourSimulMatch) match = new_match (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) public = NULL;
  g_autoptr(ParlourMatch) again = NULL;
  g_autofree char *saved_text = NULL, *public_text = NULL, *fen = NULL;

  parlour_simul_match_set_countdown (match, 5 * G_USEC_PER_SEC);
  choose (match, 0, "e2e4", 0);
  choose (match, 1, "e7e5", 0);
  choose (match, 0, "g1f3", 0);
  saved = g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (match)));
  public = g_variant_ref_sink (parlour_simul_match_serialize_public (match));
  saved_text = g_variant_print (saved, FALSE);
  public_text = g_variant_print (public, FALSE);
  g_assert_nonnull (strstr (saved_text, "g1f3"));
  g_assert_null (strstr (public_text, "g1f3"));
  g_assert_nonnull (strstr (public_text, "chosen-seats"));

  again = parlour_match_deserialize (saved, 0, &error);
  g_assert_no_error (error);
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (again));
  g_assert_cmpint (parlour_simul_match_get_countdown (PARLOUR_SIMUL_MATCH (again)), ==,
                   5 * G_USEC_PER_SEC);
  g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (again), 0));
  g_assert_false (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (again), 1));
  choose (PARLOUR_SIMUL_MATCH (again), 1, "b8c6", 0);
  fen = match_fen (PARLOUR_SIMUL_MATCH (again));
  g_assert_cmpstr (fen, ==, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 1 3");

  /* the public copy restores without the choice */
  {
    g_autoptr(ParlourMatch) peer = parlour_match_deserialize (public, 0, &error);

    g_assert_no_error (error);
    g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (peer), 0));
    g_assert_cmpuint (parlour_simul_match_get_chosen (PARLOUR_SIMUL_MATCH (peer), 0), ==,
                      PARLOUR_MOVE_NONE);
    g_assert_false (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (peer), 1));
    /* the seat to act is Black's, as on the host */
    g_assert_cmpuint (parlour_match_get_seat_to_act (peer, 0), ==, 1);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/simul/plain-turn", test_plain_turn);
  g_test_add_func ("/engine/simul/same-square", test_same_square);
  g_test_add_func ("/engine/simul/swap", test_swap);
  g_test_add_func ("/engine/simul/head-on", test_head_on);
  g_test_add_func ("/engine/simul/pawns-same-square", test_pawns_same_square);
  g_test_add_func ("/engine/simul/capture-at-end", test_capture_at_end);
  g_test_add_func ("/engine/simul/castling", test_castling);
  g_test_add_func ("/engine/simul/en-passant", test_en_passant);
  g_test_add_func ("/engine/simul/promotion", test_promotion);
  g_test_add_func ("/engine/simul/fails", test_fails);
  g_test_add_func ("/engine/simul/illegal", test_illegal);
  g_test_add_func ("/engine/simul/fen", test_fen);
  g_test_add_func ("/engine/simul/game", test_game);
  g_test_add_func ("/engine/simul/unmake", test_unmake);
  g_test_add_func ("/engine/simul/pgn", test_pgn);
  g_test_add_func ("/engine/simul/match/secret", test_match_secret);
  g_test_add_func ("/engine/simul/match/undo", test_match_undo);
  g_test_add_func ("/engine/simul/match/countdown", test_match_countdown);
  g_test_add_func ("/engine/simul/match/countdown-taking-turns",
                   test_match_countdown_taking_turns);
  g_test_add_func ("/engine/simul/match/pool", test_match_pool);
  g_test_add_func ("/engine/simul/match/save", test_match_save);
  return g_test_run ();
}
