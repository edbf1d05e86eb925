/* test-game.c — ParlourGame: history, undo/redo, results, claims, tags
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-game.h"
#include "parlour-notation.h"

/* The knight shuffle that repeats the start position every four plies. */
#define SHUFFLE "g1f3 g8f6 f3g1 f6g8"

static ParlourGame *
new_game (const char *fen,
          guint       rules)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_game_new (parlour_variant_lookup ("chess"), fen, rules, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Plays space-separated moves (long algebraic or SAN), each of which must be legal. */
static void
play (ParlourGame *game,
      const char  *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      if (*list[i] == '\0')
        continue;
      if (!parlour_game_play_text (game, list[i], &error))
        g_error ("%s: %s", list[i], error->message);
    }
}

static void
assert_result (ParlourGame        *game,
               ParlourResult       result,
               ParlourTermination  termination)
{
  g_assert_cmpint (parlour_game_get_result (game), ==, result);
  g_assert_cmpint (parlour_game_get_termination (game), ==, termination);
  g_assert_true (parlour_game_is_over (game) == (result != PARLOUR_RESULT_NONE));
}

static void
assert_game_over (ParlourGame *game)
{
  g_autoptr(GError) error = NULL;
  ParlourMoveList list;

  parlour_game_legal_moves (game, &list);
  g_assert_cmpuint (list.n, ==, 0);
  g_assert_false (parlour_game_play_text (game, "a7a6", &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_GAME_OVER);
}

/* Counts of every signal and notification, with the last ply of ::move-played. */
typedef struct {
  guint move_played, undone, redone, ended, changed;
  guint last_ply;
  guint n_moves, can_undo, can_redo, result, side;
} Counts;

static void
move_played_cb (ParlourGame *game, guint ply, Counts *c)
{
  c->move_played++;
  c->last_ply = ply;
}

static void
count_cb (ParlourGame *game, guint *counter)
{
  (*counter)++;
}

static void
notify_cb (ParlourGame *game, GParamSpec *pspec, guint *counter)
{
  (*counter)++;
}

static void
connect_counts (ParlourGame *game, Counts *c)
{
  memset (c, 0, sizeof *c);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), c);
  g_signal_connect (game, "undone", G_CALLBACK (count_cb), &c->undone);
  g_signal_connect (game, "redone", G_CALLBACK (count_cb), &c->redone);
  g_signal_connect (game, "ended", G_CALLBACK (count_cb), &c->ended);
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &c->changed);
  g_signal_connect (game, "notify::n-moves", G_CALLBACK (notify_cb), &c->n_moves);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (notify_cb), &c->can_undo);
  g_signal_connect (game, "notify::can-redo", G_CALLBACK (notify_cb), &c->can_redo);
  g_signal_connect (game, "notify::result", G_CALLBACK (notify_cb), &c->result);
  g_signal_connect (game, "notify::side-to-move", G_CALLBACK (notify_cb), &c->side);
}

static void
test_start (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  const ParlourVariant *variant = NULL;
  guint n_moves = 99;
  ParlourColor side = PARLOUR_BLACK;

  g_object_get (game, "variant", &variant, "n-moves", &n_moves, "side-to-move", &side, NULL);
  g_assert_true (variant == parlour_variant_lookup ("chess"));
  g_assert_cmpuint (n_moves, ==, 0);
  g_assert_cmpint (side, ==, PARLOUR_WHITE);
  g_assert_false (parlour_game_can_undo (game));
  g_assert_false (parlour_game_can_redo (game));
  g_assert_false (parlour_game_undo (game));
  g_assert_false (parlour_game_redo (game));
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  g_assert_true (parlour_game_get_position (game) == parlour_game_get_initial_position (game));
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 1);
}

static void
test_bad_fen (void)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_game_new (parlour_variant_lookup ("chess"), "8/8 w - - 0 1", 0,
                                        &error);

  g_assert_null (game);
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_BOARD);
}

static void
test_illegal_move (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) text_error = NULL;
  ParlourMove e2e5 = PARLOUR_MOVE_MAKE (12, 36, 0, PARLOUR_MOVE_NORMAL);

  g_assert_false (parlour_game_play (game, e2e5, &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "e2e5"));
  g_assert_false (parlour_game_play_text (game, "Nf6", &text_error));
  g_assert_error (text_error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (text_error->message, "Nf6"));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
}

static void
test_play_text (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  const char *first;

  play (game, "e2e4 e5 Nf3 b8c6");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 4);
  g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_WHITE);
  g_assert_cmpuint (PARLOUR_MOVE_TO (parlour_game_get_move (game, 2)), ==, 21);  /* f3 */
  first = parlour_game_get_san (game, 0);
  g_assert_cmpstr (first, ==, "e4");
  g_assert_true (parlour_game_get_san (game, 0) == first);   /* cached */
  g_assert_cmpstr (parlour_game_get_san (game, 3), ==, "Nc6");
}

static void
test_undo_redo (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  guint64 after_e4;
  ParlourMove e5;

  play (game, "e2e4");
  after_e4 = parlour_game_get_position (game)->hash;
  play (game, "e7e5 g1f3");
  e5 = parlour_game_get_move (game, 1);

  g_assert_true (parlour_game_undo (game));
  g_assert_true (parlour_game_undo (game));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (parlour_game_get_position (game)->hash, ==, after_e4);
  g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_BLACK);
  g_assert_true (parlour_game_can_redo (game));
  g_assert_cmpuint (parlour_game_get_redo_move (game), ==, e5);

  g_assert_true (parlour_game_redo (game));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (parlour_game_get_move (game, 1), ==, e5);
  g_assert_cmpstr (parlour_game_get_san (game, 1), ==, "e5");
  g_assert_true (parlour_game_can_redo (game));   /* g1f3 is still there */

  /* a new move drops the redo list */
  play (game, "b1c3");
  g_assert_false (parlour_game_can_redo (game));
  g_assert_false (parlour_game_redo (game));
  g_assert_cmpuint (parlour_game_get_redo_move (game), ==, PARLOUR_MOVE_NONE);
  g_assert_cmpstr (parlour_game_get_san (game, 2), ==, "Nc3");
}

static void
test_signals (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  Counts c;

  connect_counts (game, &c);
  play (game, "e2e4 e7e5");
  g_assert_cmpuint (c.move_played, ==, 2);
  g_assert_cmpuint (c.last_ply, ==, 1);
  g_assert_cmpuint (c.changed, ==, 2);
  g_assert_cmpuint (c.n_moves, ==, 2);
  g_assert_cmpuint (c.can_undo, ==, 1);   /* only when it changed */
  g_assert_cmpuint (c.side, ==, 2);

  parlour_game_undo (game);
  g_assert_cmpuint (c.undone, ==, 1);
  g_assert_cmpuint (c.can_redo, ==, 1);
  g_assert_cmpuint (c.changed, ==, 3);
  parlour_game_redo (game);
  g_assert_cmpuint (c.redone, ==, 1);
  g_assert_cmpuint (c.move_played, ==, 2);
  g_assert_cmpuint (c.changed, ==, 4);
  g_assert_cmpuint (c.ended, ==, 0);

  parlour_game_resign (game, PARLOUR_WHITE);
  g_assert_cmpuint (c.ended, ==, 1);
  g_assert_cmpuint (c.result, ==, 1);
  g_assert_cmpuint (c.changed, ==, 5);
  /* a finished game does not end again */
  parlour_game_agree_draw (game);
  g_assert_cmpuint (c.ended, ==, 1);
  g_assert_cmpuint (c.changed, ==, 5);
}

static void
test_checkmate (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  Counts c;

  connect_counts (game, &c);
  play (game, "f2f3 e7e5 g2g4");
  g_assert_false (parlour_game_is_over (game));
  play (game, "Qh4#");
  assert_result (game, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE);
  g_assert_cmpuint (c.ended, ==, 1);
  assert_game_over (game);

  /* taking the mate back reopens the game */
  g_assert_true (parlour_game_undo (game));
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  play (game, "d8e7");
  g_assert_false (parlour_game_is_over (game));
}

static void
test_stalemate (void)
{
  g_autoptr(ParlourGame) game = new_game ("7k/8/4Q1K1/8/8/8/8/8 w - - 0 1", 0);

  play (game, "e6f7");
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_STALEMATE);
  assert_game_over (game);
}

static void
test_king_capture_rule (void)
{
  const char *fen = "4k3/4r3/8/8/8/8/8/3K4 w - - 0 1";
  g_autoptr(ParlourGame) legal = new_game (fen, 0);
  g_autoptr(ParlourGame) game = new_game (fen, PARLOUR_RULE_KING_CAPTURE);
  g_autoptr(ParlourGame) mate = new_game (NULL, PARLOUR_RULE_KING_CAPTURE);
  g_autoptr(GError) error = NULL;

  /* under legal moves only, stepping into the rook's file is refused */
  g_assert_false (parlour_game_play_text (legal, "d1e1", &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE);

  g_assert_cmpuint (parlour_game_get_rules (game), ==, PARLOUR_RULE_KING_CAPTURE);
  g_assert_cmpuint (parlour_game_get_position (game)->rules, ==, PARLOUR_RULE_KING_CAPTURE);
  play (game, "d1e1");
  g_assert_false (parlour_game_is_over (game));
  g_assert_cmpuint (parlour_game_get_position (game)->rules, ==, PARLOUR_RULE_KING_CAPTURE);
  play (game, "e7e1");
  assert_result (game, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_KING_CAPTURED);
  assert_game_over (game);

  /* checkmate still ends the game, although the move list is pseudo-legal */
  play (mate, "f2f3 e7e5 g2g4 d8h4");
  assert_result (mate, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_CHECKMATE);
}

static void
test_threefold_claim (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  g_autoptr(GError) error = NULL;
  ParlourTermination reason = PARLOUR_TERMINATION_AGREEMENT;

  g_assert_false (parlour_game_claim_draw (game, &error));
  g_assert_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_NO_CLAIM);

  play (game, SHUFFLE " g1f3 g8f6 f3g1");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 2);
  g_assert_false (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_NONE);

  play (game, "f6g8");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 3);
  g_assert_true (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_THREEFOLD_REPETITION);
  /* a claim, not automatic */
  g_assert_false (parlour_game_is_over (game));

  g_assert_true (parlour_game_claim_draw (game, NULL));
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_THREEFOLD_REPETITION);
  g_assert_false (parlour_game_can_claim_draw (game, NULL));
  assert_game_over (game);
}

static void
test_repetition_needs_same_rights (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  /* the same board as after 1.Nf3 Nf6, but neither side can castle king-side now */
  play (game, "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 1);
  play (game, "h1g1 h8g8 g1h1 g8h8");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 2);
}

static void
test_fivefold (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  play (game, SHUFFLE " " SHUFFLE " " SHUFFLE " g1f3 g8f6 f3g1");
  g_assert_false (parlour_game_is_over (game));
  play (game, "f6g8");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 5);
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_FIVEFOLD_REPETITION);
  assert_game_over (game);

  g_assert_true (parlour_game_undo (game));
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  g_assert_true (parlour_game_redo (game));
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_FIVEFOLD_REPETITION);
}

static void
test_fifty_move_claim (void)
{
  g_autoptr(ParlourGame) game = new_game ("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 60", 0);
  g_autoptr(ParlourGame) reset = new_game ("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 60", 0);
  ParlourTermination reason;

  g_assert_false (parlour_game_can_claim_draw (game, NULL));
  play (game, "a1a2");
  g_assert_cmpuint (parlour_game_get_position (game)->halfmove, ==, 100);
  g_assert_false (parlour_game_is_over (game));
  g_assert_true (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_FIFTY_MOVES);
  g_assert_true (parlour_game_claim_draw (game, NULL));
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_FIFTY_MOVES);

  /* a pawn move starts the count again */
  play (reset, "e2e3");
  g_assert_false (parlour_game_can_claim_draw (reset, NULL));

  /* undoing a claim's last move reopens the game */
  g_assert_true (parlour_game_undo (game));
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
}

static void
test_hundred_move_claim (void)
{
  const ParlourVariant *variant = parlour_variant_lookup ("bungalow");
  g_autoptr(ParlourGame) game = NULL;
  g_auto(GStrv) fields = NULL;
  g_autofree char *fen = NULL;
  ParlourMoveList list;
  ParlourTermination reason;
  gboolean played = FALSE;

  if (variant == NULL)
    {
      g_test_skip ("Bungalow is not registered");
      return;
    }
  /* the start position with 199 half-moves gone, then a quiet piece move */
  fields = g_strsplit (variant->start_fen, " ", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 6);
  g_free (fields[4]);
  fields[4] = g_strdup ("199");
  fen = g_strjoinv (" ", fields);
  game = parlour_game_new (variant, fen, 0, NULL);
  g_assert_nonnull (game);
  g_assert_false (parlour_game_can_claim_draw (game, NULL));
  parlour_game_legal_moves (game, &list);
  for (guint i = 0; i < list.n && !played; i++)
    {
      const ParlourPosition *pos = parlour_game_get_position (game);
      ParlourMove m = list.moves[i];
      ParlourPiece piece = pos->board[PARLOUR_MOVE_FROM (m)];

      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_NORMAL && !parlour_position_is_capture (pos, m) &&
          !variant->kinds[PARLOUR_PIECE_KIND (piece)].pawn)
        played = parlour_game_play (game, m, NULL);
    }
  g_assert_true (played);
  g_assert_true (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_HUNDRED_MOVES);
}

static void
test_seventy_five (void)
{
  g_autoptr(ParlourGame) game = new_game ("4k3/8/8/8/8/8/8/R3K3 w - - 148 80", 0);

  play (game, "a1a2");
  g_assert_false (parlour_game_is_over (game));
  play (game, "e8d8");
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES);
  assert_game_over (game);
}

static void
test_seventy_five_checkmate_wins (void)
{
  g_autoptr(ParlourGame) game = new_game ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80", 0);

  play (game, "Ra8#");
  g_assert_cmpuint (parlour_game_get_position (game)->halfmove, ==, 150);
  assert_result (game, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_CHECKMATE);
}

/* From @fen the white king takes the queen on d2; is the result a dead position? */
static void
check_material (const char *fen,
                gboolean    dead)
{
  g_autoptr(ParlourGame) game = new_game (fen, 0);

  play (game, "e1d2");
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  if (dead)
    assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL);
  else
    assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
}

static void
test_insufficient_kk (void)
{
  check_material ("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", TRUE);
}

static void
test_insufficient_kn (void)
{
  check_material ("4k3/8/8/8/8/8/3q4/4K1N1 w - - 0 1", TRUE);
}

static void
test_insufficient_kb (void)
{
  check_material ("4k3/8/8/8/8/8/3q4/4KB2 w - - 0 1", TRUE);
}

static void
test_insufficient_same_bishops (void)
{
  /* f1 and c4 are both light squares */
  check_material ("4k3/8/8/8/2b5/8/3q4/4KB2 w - - 0 1", TRUE);
}

static void
test_insufficient_opposite_bishops (void)
{
  /* c5 is dark: a mate is possible (with help), so the game goes on */
  check_material ("4k3/8/8/2b5/8/8/3q4/4KB2 w - - 0 1", FALSE);
}

static void
test_insufficient_knights (void)
{
  check_material ("4k1n1/8/8/8/8/8/3q4/4K1N1 w - - 0 1", FALSE);
}

static void
test_insufficient_rook (void)
{
  check_material ("4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1", FALSE);
}

static void
test_resign (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  play (game, "e2e4 e7e5");
  parlour_game_resign (game, PARLOUR_BLACK);
  assert_result (game, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_RESIGNATION);
  assert_game_over (game);
  g_assert_cmpstr (parlour_game_get_tag (game, "Result"), ==, "1-0");

  /* undo takes the last move back and the resignation with it */
  g_assert_true (parlour_game_undo (game));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  g_assert_cmpstr (parlour_game_get_tag (game, "Result"), ==, "*");

  parlour_game_resign (game, PARLOUR_WHITE);
  assert_result (game, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_RESIGNATION);
}

static void
test_agreement (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  play (game, "d2d4");
  parlour_game_agree_draw (game);
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_AGREEMENT);
  assert_game_over (game);
  /* a later resignation does not change a finished game */
  parlour_game_resign (game, PARLOUR_WHITE);
  assert_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_AGREEMENT);
}

static void
test_flag_fall (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  play (game, "e2e4");
  parlour_game_flag_fall (game, PARLOUR_BLACK);
  assert_result (game, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_TIME);
  assert_game_over (game);
  g_assert_true (parlour_game_undo (game));
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
}

static void
test_flag_fall_bare_king (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  g_autoptr(ParlourGame) white_flag = new_game (fen, 0);
  g_autoptr(ParlourGame) black_flag = new_game (fen, 0);

  /* Black has a bare king and can never mate: White's flag only draws */
  parlour_game_flag_fall (white_flag, PARLOUR_WHITE);
  assert_result (white_flag, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_TIME_INSUFFICIENT);
  /* White has a rook: Black's flag loses */
  parlour_game_flag_fall (black_flag, PARLOUR_BLACK);
  assert_result (black_flag, PARLOUR_RESULT_WHITE_WINS, PARLOUR_TERMINATION_TIME);
}

static void
test_truncate (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  guint64 after_two;
  Counts c;

  play (game, "e2e4 e7e5");
  after_two = parlour_game_get_position (game)->hash;
  play (game, "g1f3 b8c6 f1b5");
  parlour_game_undo (game);
  connect_counts (game, &c);

  parlour_game_truncate (game, 2);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (parlour_game_get_position (game)->hash, ==, after_two);
  g_assert_false (parlour_game_can_redo (game));
  g_assert_cmpuint (c.changed, ==, 1);
  g_assert_cmpuint (c.n_moves, ==, 1);
  g_assert_cmpuint (c.can_redo, ==, 1);
  play (game, "d2d4");
  g_assert_cmpstr (parlour_game_get_san (game, 2), ==, "d4");

  /* truncating a finished game before its end reopens it */
  parlour_game_truncate (game, 0);
  play (game, "f2f3 e7e5 g2g4 d8h4");
  g_assert_true (parlour_game_is_over (game));
  parlour_game_truncate (game, 3);
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  g_assert_true (parlour_game_get_position (game) == parlour_game_get_position_at (game, 3));
}

static void
test_set_result (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);

  parlour_game_set_result (game, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_NONE);
  assert_result (game, PARLOUR_RESULT_BLACK_WINS, PARLOUR_TERMINATION_NONE);
  parlour_game_set_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  assert_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
}

static void
test_tags (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL, 0);
  const char * const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result", NULL };
  const char * const more[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result",
                                "TimeControl", "Annotator", NULL };
  g_auto(GStrv) names = parlour_game_dup_tag_names (game);
  g_auto(GStrv) after = NULL;

  g_assert_true (g_strv_equal ((const char * const *) names, roster));
  g_assert_cmpstr (parlour_game_get_tag (game, "Event"), ==, "?");
  g_assert_cmpstr (parlour_game_get_tag (game, "Date"), ==, "????.??.??");
  g_assert_cmpstr (parlour_game_get_tag (game, "Result"), ==, "*");
  g_assert_null (parlour_game_get_tag (game, "Annotator"));

  parlour_game_set_tag (game, "TimeControl", "180+2");
  parlour_game_set_tag (game, "Annotator", "Parlour");
  parlour_game_set_tag (game, "White", "Ada");
  parlour_game_set_tag (game, "White", parlour_game_get_tag (game, "White"));
  after = parlour_game_dup_tag_names (game);
  g_assert_true (g_strv_equal ((const char * const *) after, more));
  g_assert_cmpstr (parlour_game_get_tag (game, "White"), ==, "Ada");
  g_assert_cmpstr (parlour_game_get_tag (game, "TimeControl"), ==, "180+2");

  parlour_game_set_tag (game, "Annotator", NULL);
  g_assert_null (parlour_game_get_tag (game, "Annotator"));
  parlour_game_set_tag (game, "Date", NULL);
  g_assert_cmpstr (parlour_game_get_tag (game, "Date"), ==, "????.??.??");
  /* an empty roster tag is an unknown one, as the PGN writer writes it (found
   * by the pgn fuzz target: tests/data/fuzz/pgn/empty-roster-tag.pgn) */
  parlour_game_set_tag (game, "Date", "");
  g_assert_cmpstr (parlour_game_get_tag (game, "Date"), ==, "????.??.??");
  parlour_game_set_tag (game, "White", "");
  g_assert_cmpstr (parlour_game_get_tag (game, "White"), ==, "?");
  parlour_game_set_tag (game, "Annotator", "");
  g_assert_cmpstr (parlour_game_get_tag (game, "Annotator"), ==, "");
}

static void
test_strings (void)
{
  g_assert_cmpstr (parlour_result_to_string (PARLOUR_RESULT_WHITE_WINS), ==, "1-0");
  g_assert_cmpstr (parlour_result_to_string (PARLOUR_RESULT_BLACK_WINS), ==, "0-1");
  g_assert_cmpstr (parlour_result_to_string (PARLOUR_RESULT_DRAW), ==, "1/2-1/2");
  g_assert_cmpstr (parlour_result_to_string (PARLOUR_RESULT_NONE), ==, "*");
  g_assert_cmpstr (parlour_termination_to_string (PARLOUR_TERMINATION_CHECKMATE), ==, "checkmate");
  g_assert_cmpstr (parlour_termination_to_string (PARLOUR_TERMINATION_FIFTY_MOVES), ==,
                   "50-move rule");
  g_assert_cmpstr (parlour_termination_to_string (PARLOUR_TERMINATION_TIME_INSUFFICIENT), ==,
                   "time (opponent cannot mate)");
  g_assert_cmpstr (parlour_termination_to_string (PARLOUR_TERMINATION_HUNDRED_MOVES), ==,
                   "100-move rule");
  /* every termination has its own name */
  for (int i = PARLOUR_TERMINATION_CHECKMATE; i <= PARLOUR_TERMINATION_HUNDRED_MOVES; i++)
    for (int j = PARLOUR_TERMINATION_NONE; j < i; j++)
      g_assert_cmpstr (parlour_termination_to_string (i), !=, parlour_termination_to_string (j));
}

/* The position-level outcome under the King capture option: mate and stalemate
 * are judged by the moves legal without it, and only bare kings are dead. */
static void
test_position_outcome_king_capture (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) mate = parlour_position_new (v);
  g_autoptr(ParlourPosition) knight = parlour_position_new (v);
  g_autoptr(ParlourPosition) bare = parlour_position_new (v);
  ParlourTermination why;

  mate->rules = knight->rules = bare->rules = PARLOUR_RULE_KING_CAPTURE;
  g_assert_true (parlour_position_set_fen (mate, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", NULL));
  g_assert_cmpint (parlour_position_outcome (mate, &why), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (why, ==, PARLOUR_TERMINATION_CHECKMATE);

  g_assert_true (parlour_position_set_fen (knight, "8/8/8/4k3/8/8/3N4/4K3 w - - 0 1", NULL));
  g_assert_cmpint (parlour_position_outcome (knight, &why), ==, PARLOUR_RESULT_NONE);
  knight->rules = 0;
  g_assert_cmpint (parlour_position_outcome (knight, &why), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (why, ==, PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL);

  g_assert_true (parlour_position_set_fen (bare, "8/8/8/4k3/8/8/8/4K3 w - - 0 1", NULL));
  g_assert_cmpint (parlour_position_outcome (bare, &why), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (why, ==, PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL);
}

/* How often the current position occurred, counted the slow way. */
static guint
count_slowly (ParlourGame *game)
{
  const ParlourPosition *now = parlour_game_get_position (game);
  guint n = parlour_game_get_n_moves (game), count = 0;

  for (guint ply = 0; ply <= n; ply++)
    {
      const ParlourPosition *p = parlour_game_get_position_at (game, ply);
      if (p->hash == now->hash && p->side == now->side && p->castling == now->castling &&
          p->ep == now->ep && memcmp (p->board, now->board, sizeof p->board) == 0)
        count++;
    }
  return count;
}

/* The repetition count is right across irreversible moves, undo, redo and
 * truncation, and for a game from a FEN. */
static void
test_repetition_count (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"),
      "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1", 0, &error);
  GRand *rand = g_rand_new_with_seed (7);

  g_assert_no_error (error);
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 1);
  /* twice round with the knights, a pawn move, twice round again */
  play (game, "Nb1 Nb8 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 3);
  play (game, "a3 a6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6");
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 3);
  g_assert_cmpuint (count_slowly (game), ==, 3);
  parlour_game_undo (game);
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 2);
  parlour_game_redo (game);
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 3);
  parlour_game_truncate (game, 8);
  g_assert_cmpuint (parlour_game_repetition_count (game), ==, 3);

  /* a random walk with captures, pawn moves, undos and redos */
  for (guint step = 0; step < 3000; step++)
    {
      ParlourMoveList list;
      guint r = g_rand_int_range (rand, 0, 10);

      if (r == 0 && parlour_game_can_undo (game))
        parlour_game_undo (game);
      else if (r == 1 && parlour_game_can_redo (game))
        parlour_game_redo (game);
      else if (parlour_game_is_over (game))
        parlour_game_truncate (game, parlour_game_get_n_moves (game) / 2);
      else
        {
          parlour_game_legal_moves (game, &list);
          g_assert_true (parlour_game_play (game, list.moves[g_rand_int_range (rand, 0, list.n)],
                                            NULL));
        }
      g_assert_cmpuint (parlour_game_repetition_count (game), ==, count_slowly (game));
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game/start", test_start);
  g_test_add_func ("/engine/game/bad-fen", test_bad_fen);
  g_test_add_func ("/engine/game/illegal-move", test_illegal_move);
  g_test_add_func ("/engine/game/play-text", test_play_text);
  g_test_add_func ("/engine/game/undo-redo", test_undo_redo);
  g_test_add_func ("/engine/game/signals", test_signals);
  g_test_add_func ("/engine/game/checkmate", test_checkmate);
  g_test_add_func ("/engine/game/stalemate", test_stalemate);
  g_test_add_func ("/engine/game/king-capture-rule", test_king_capture_rule);
  g_test_add_func ("/engine/game/threefold-claim", test_threefold_claim);
  g_test_add_func ("/engine/game/repetition-castling-rights", test_repetition_needs_same_rights);
  g_test_add_func ("/engine/game/fivefold", test_fivefold);
  g_test_add_func ("/engine/game/repetition-count", test_repetition_count);
  g_test_add_func ("/engine/game/fifty-move-claim", test_fifty_move_claim);
  g_test_add_func ("/engine/game/hundred-move-claim", test_hundred_move_claim);
  g_test_add_func ("/engine/game/seventy-five", test_seventy_five);
  g_test_add_func ("/engine/game/seventy-five-checkmate-wins", test_seventy_five_checkmate_wins);
  g_test_add_func ("/engine/game/insufficient/king-king", test_insufficient_kk);
  g_test_add_func ("/engine/game/insufficient/king-knight", test_insufficient_kn);
  g_test_add_func ("/engine/game/insufficient/king-bishop", test_insufficient_kb);
  g_test_add_func ("/engine/game/insufficient/same-colour-bishops", test_insufficient_same_bishops);
  g_test_add_func ("/engine/game/insufficient/opposite-bishops-not-dead",
                   test_insufficient_opposite_bishops);
  g_test_add_func ("/engine/game/insufficient/knights-not-dead", test_insufficient_knights);
  g_test_add_func ("/engine/game/insufficient/rook-not-dead", test_insufficient_rook);
  g_test_add_func ("/engine/game/resign", test_resign);
  g_test_add_func ("/engine/game/agreement", test_agreement);
  g_test_add_func ("/engine/game/flag-fall", test_flag_fall);
  g_test_add_func ("/engine/game/flag-fall-bare-king", test_flag_fall_bare_king);
  g_test_add_func ("/engine/game/truncate", test_truncate);
  g_test_add_func ("/engine/game/set-result", test_set_result);
  g_test_add_func ("/engine/game/tags", test_tags);
  g_test_add_func ("/engine/game/strings", test_strings);

  g_test_add_func ("/engine/game/position-outcome-king-capture", test_position_outcome_king_capture);
  return g_test_run ();
}
