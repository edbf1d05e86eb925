/* test-fen.c — FEN read, write and errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-game.h"
#include "parlour-position.h"
#include "parlour-notation.h"

static void
roundtrip (const char *variant, const char *fen, const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (parlour_variant_lookup (variant),
                                                                  fen, &error);
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (pos);
  out = parlour_position_to_fen (pos);
  g_assert_cmpstr (out, ==, expected ? expected : fen);
}

static void
test_roundtrip (void)
{
  roundtrip ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL);
  roundtrip ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", NULL);
  roundtrip ("chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", NULL);
  roundtrip ("chess", "8/8/8/8/8/8/8/K6k b - - 99 150", NULL);
  /* an en passant square where a capture is possible is kept */
  roundtrip ("chess", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", NULL);
}

static void
test_normalise (void)
{
  /* the two clock fields may be left out */
  roundtrip ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  /* an en passant square no pawn can use is dropped (equal positions hash equal) */
  roundtrip ("chess", "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
             "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  /* ... and so is one whose only capture is illegal: b5xc6 would leave the
   * king on a5 to the rook on h5 (FIDE 9.2.3: the same moves are possible) */
  roundtrip ("chess", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
  roundtrip ("chess", "8/8/8/KPp5/8/8/8/4k3 w - c6 0 2", NULL);
  /* castling rights in any order, extra spaces */
  roundtrip ("chess", "  r3k2r/8/8/8/8/8/8/R3K2R   w  qkQK  -  0  1 ",
             "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

static void
test_hash_equal (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) a = parlour_position_new_from_fen (v,
      "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", NULL);
  g_autoptr(ParlourPosition) b = parlour_position_new_from_fen (v,
      "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 5 9", NULL);
  g_autoptr(ParlourPosition) c = parlour_position_new_from_fen (v,
      "rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kkq - 0 1", NULL);

  g_assert_cmpuint (a->hash, ==, b->hash);
  g_assert_cmpuint (a->hash, !=, c->hash);
}

/* A double push past an enemy pawn that cannot take en passant (pinned) gives
 * the same position, and hash, as one with no en passant square at all. */
static void
test_hash_pinned_en_passant (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) pinned = parlour_position_new_from_fen (v,
      "8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1", NULL);
  g_autoptr(ParlourPosition) free = parlour_position_new_from_fen (v,
      "8/2p5/8/KP5b/8/8/8/4k3 b - - 0 1", NULL);
  g_autoptr(ParlourPosition) expected = parlour_position_new_from_fen (v,
      "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2", NULL);
  g_autofree char *fen = NULL;
  ParlourUndo undo;

  parlour_position_make (pinned, parlour_move_from_long (pinned, "c7c5", NULL), &undo);
  fen = parlour_position_to_fen (pinned);
  g_assert_cmpstr (fen, ==, "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
  g_assert_cmpuint (pinned->hash, ==, expected->hash);
  parlour_position_unmake (pinned, &undo);
  g_assert_cmpuint (pinned->ep, ==, PARLOUR_NO_SQUARE);

  /* not pinned (a bishop on h5): the square stays */
  parlour_position_make (free, parlour_move_from_long (free, "c7c5", NULL), &undo);
  g_clear_pointer (&fen, g_free);
  fen = parlour_position_to_fen (free);
  g_assert_cmpstr (fen, ==, "8/8/8/KPp4b/8/8/8/4k3 w - c6 0 2");

  /* under the King capture rule the capture is a move like any other */
  free->rules = PARLOUR_RULE_KING_CAPTURE;
  g_assert_true (parlour_position_set_fen (free, "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", NULL));
  g_assert_cmpuint (free->ep, !=, PARLOUR_NO_SQUARE);
}

/* Under the King capture option a game ends when a king is taken; the final
 * position's FEN (the side to move without its king) reads back, and a game
 * from it is over. Without the option, or with the other side's king gone, it
 * is refused. (Found by the soak test, docs/reliability.md.) */
static void
test_king_captured (void)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) pos = parlour_position_new (chess);
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  ParlourUndo undo;

  pos->rules = PARLOUR_RULE_KING_CAPTURE;
  g_assert_true (parlour_position_set_fen (pos, "4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", NULL));
  /* White's king walks into the rook; Black takes it */
  parlour_position_make (pos, parlour_move_from_long (pos, "e1f1", NULL), &undo);
  parlour_position_make (pos, parlour_move_from_long (pos, "f2f1", NULL), &undo);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/5r2 w - - 0 2");
  g_assert_true (parlour_position_set_fen (pos, fen, &error));
  g_assert_no_error (error);
  game = parlour_game_new (chess, fen, PARLOUR_RULE_KING_CAPTURE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_KING_CAPTURED);

  /* only the side to move can have lost its king */
  g_assert_false (parlour_position_set_fen (pos, "4k3/8/8/8/8/8/8/5r2 b - - 0 2", &error));
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL);
  g_clear_error (&error);
  pos->rules = 0;
  g_assert_false (parlour_position_set_fen (pos, fen, &error));
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL);
}

typedef struct {
  const char *fen;
  int code;
  const char *fragment;
} BadFen;

static const BadFen bad_fens[] = {
  { "", PARLOUR_FEN_ERROR_FIELDS, "empty" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", PARLOUR_FEN_ERROR_BOARD, "7 ranks" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1", PARLOUR_FEN_ERROR_BOARD, "more than 8 ranks" },
  { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PARLOUR_FEN_ERROR_BOARD, "rank 7 has 7 squares" },
  { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PARLOUR_FEN_ERROR_BOARD, "character 19" },
  { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PARLOUR_FEN_ERROR_BOARD, "“x” is not a piece of chess at character 14" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", PARLOUR_FEN_ERROR_SIDE, "side to move" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", PARLOUR_FEN_ERROR_FIELDS, "side to move: missing" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", PARLOUR_FEN_ERROR_CASTLING, "“x” (expected K, Q, k, q or -) at character 50" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1", PARLOUR_FEN_ERROR_CASTLING, "given twice" },
  { "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PARLOUR_FEN_ERROR_CASTLING, "“k” needs the black king and rook" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", PARLOUR_FEN_ERROR_EN_PASSANT, "not a square" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", PARLOUR_FEN_ERROR_EN_PASSANT, "not on rank 6" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", PARLOUR_FEN_ERROR_EN_PASSANT, "no pawn" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", PARLOUR_FEN_ERROR_HALFMOVE, "half-move" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", PARLOUR_FEN_ERROR_FULLMOVE, "full-move" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", PARLOUR_FEN_ERROR_FIELDS, "full-move number: missing" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", PARLOUR_FEN_ERROR_FIELDS, "more than six fields" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qp] w KQkq - 0 1", PARLOUR_FEN_ERROR_RESERVE, "no pieces in hand" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", PARLOUR_FEN_ERROR_CASTLING, "“K” needs the white king and rook" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", PARLOUR_FEN_ERROR_ILLEGAL, "White has 0 kings" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", PARLOUR_FEN_ERROR_ILLEGAL, "White has 2 kings" },
  { "Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQ - 0 1", PARLOUR_FEN_ERROR_ILLEGAL, "pawn stands on a8" },
  { "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", PARLOUR_FEN_ERROR_ILLEGAL, "Black is in check but it is White's turn" },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Q~", PARLOUR_FEN_ERROR_FIELDS, NULL },
  { "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "“~”" },
  { "4k3/8/8/8/8/8/8/3Q^K3 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "“^”" },
  { "4k3/8/8/8/8/8/8/4K2/ w - - 0 1", PARLOUR_FEN_ERROR_BOARD, NULL },
  { "4k3/8/8/8/8/8/8/4K3/ w - - 0 1", PARLOUR_FEN_ERROR_BOARD, NULL },
  { "4k3/8/8/8/8/8/8/00000000 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, NULL },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999", PARLOUR_FEN_ERROR_FULLMOVE, "maximum, 999999999" },
  { "4k3/8/8/8/8/8/8/4K3 w - - 1000000000 1", PARLOUR_FEN_ERROR_HALFMOVE, "1000000000 is larger than the maximum, 999999999" },
  { "4k3/8/8/8/8/8/8/4K3 w - - 1x 1", PARLOUR_FEN_ERROR_HALFMOVE, "“1x” is not a number" },
  /* the double step that made e6 an en passant square left e7 empty */
  { "rnbqkbnr/pppppppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3", PARLOUR_FEN_ERROR_EN_PASSANT, "e7, where it would have started, is occupied" },
  { "rnbqkbnr/pppppppp/8/8/3pP3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 3", PARLOUR_FEN_ERROR_EN_PASSANT, "e2, where it would have started" },
  { "4k3/8/8/8/8/8/8/4K2/0 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, NULL },
  { "4k3/8/8/8/8/8/8/3K0 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "“0” is not a run of empty squares (1 to 8, no leading zero) at character 19" },
  { "4k3/08/8/8/8/8/8/4K3 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "“08” is not a run of empty squares" },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", PARLOUR_FEN_ERROR_FIELDS, "has a line break (a FEN is one line) at character 30" },
  /* positions count characters, and a character is named whole */
  { "4k3/8/8/8/8/8/8/4K3 w – - 0 1", PARLOUR_FEN_ERROR_CASTLING, "unexpected “–” (expected K, Q, k, q or -) at character 23" },
  { "4k3/8/ж/8/8/8/8/4Kж w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "unexpected “ж” at character 7" },
  { "4k3/8/8/8/8/8/8/4K3\xd0 w - - 0 1", PARLOUR_FEN_ERROR_BOARD, "unexpected byte 0xD0, not UTF-8 at character 20" },
};

static void
test_errors (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");

  for (guint i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (v, bad_fens[i].fen, &error);
      /* escaped: a FEN that is not UTF-8 must not break the TAP output */
      g_autofree char *shown = g_strescape (bad_fens[i].fen, NULL);
      g_test_message ("“%s” → %s", shown, error ? error->message : "(accepted)");
      g_assert_null (pos);
      g_assert_error (error, PARLOUR_FEN_ERROR, bad_fens[i].code);
      if (bad_fens[i].fragment)
        g_assert_nonnull (strstr (error->message, bad_fens[i].fragment));
    }
}

/* "^" and "~" mark a piece once. */
static void
test_marks_once (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("bungalow");
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;

  pos = parlour_position_new_from_fen (v, "1hcealech1/10/10/10/10/10/10/10/10/1H^^CE1ECH1 w - - 0 1",
                                       &error);
  g_assert_null (pos);
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_BOARD);
  g_assert_nonnull (strstr (error->message, "“^” given twice after “H” at character 39"));
  g_clear_error (&error);
  pos = parlour_position_new_from_fen (v, "1hcealech1/10/10/10/10/10/10/10/10/1H^CE2ECH1 w - - 0 1",
                                       &error);
  g_assert_no_error (error);
}

static ParlourMove
find_move (ParlourPosition *pos, const char *text)
{
  g_autoptr(GError) error = NULL;
  ParlourMove move = parlour_move_from_long (pos, text, &error);

  g_assert_no_error (error);
  return move;
}

/* The clocks count past 16 bits, and what make writes the reader reads back. */
static void
test_wide_counters (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) pos = NULL;
  g_autoptr(ParlourPosition) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *limit_fen = NULL;
  ParlourUndo undo[2];

  pos = parlour_position_new_from_fen (v, "4k3/8/8/8/8/8/8/4K3 b - - 9999 65535", &error);
  g_assert_no_error (error);
  parlour_position_make (pos, find_move (pos, "e8d8"), &undo[0]);
  g_assert_cmpuint (pos->fullmove, ==, 65536);
  g_assert_cmpuint (pos->halfmove, ==, 10000);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "3k4/8/8/8/8/8/8/4K3 w - - 10000 65536");
  again = parlour_position_new_from_fen (v, fen, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->fullmove, ==, 65536);
  g_assert_cmpuint (again->halfmove, ==, 10000);
  parlour_position_unmake (pos, &undo[0]);
  g_assert_cmpuint (pos->fullmove, ==, 65535);

  /* at the limit the clocks stay there, and the FEN still reads */
  limit_fen = g_strdup_printf ("4k3/8/8/8/8/8/8/4K3 b - - %u %u", PARLOUR_MAX_MOVE_COUNTER,
                               PARLOUR_MAX_MOVE_COUNTER);
  g_assert_true (parlour_position_set_fen (pos, limit_fen, &error));
  parlour_position_make (pos, find_move (pos, "e8d8"), &undo[0]);
  parlour_position_make (pos, find_move (pos, "e1d1"), &undo[1]);
  g_assert_cmpuint (pos->halfmove, ==, PARLOUR_MAX_MOVE_COUNTER);
  g_assert_cmpuint (pos->fullmove, ==, PARLOUR_MAX_MOVE_COUNTER);
  g_clear_pointer (&fen, g_free);
  fen = parlour_position_to_fen (pos);
  g_assert_true (parlour_position_set_fen (pos, fen, &error));
  g_assert_no_error (error);
}

static void
test_failed_set_keeps_position (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) pos = parlour_position_new (v);
  g_autofree char *before = parlour_position_to_fen (pos);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (parlour_position_set_fen (pos, "8/8/8 w - - 0 1", &error));
  g_assert_nonnull (error);
  after = parlour_position_to_fen (pos);
  g_assert_cmpstr (before, ==, after);
}

/* Random garbage never crashes the reader. */
static void
test_garbage (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  const char alphabet[] = "rnbqkpRNBQKP12345678910/ -wbKQkq[]~^e3x";
  GRand *rand = g_rand_new_with_seed (42);

  for (guint i = 0; i < 20000; i++)
    {
      char buf[80];
      guint len = g_rand_int_range (rand, 0, sizeof buf - 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourPosition) pos = NULL;
      for (guint j = 0; j < len; j++)
        buf[j] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      buf[len] = '\0';
      pos = parlour_position_new_from_fen (v, buf, &error);
      g_assert_true ((pos == NULL) != (error == NULL));
    }
  g_rand_free (rand);
}

static void
test_square_names (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  char buf[4];

  g_assert_cmpint (parlour_square_from_name (v, "a1"), ==, 0);
  g_assert_cmpint (parlour_square_from_name (v, "h8"), ==, 63);
  g_assert_cmpint (parlour_square_from_name (v, "e4"), ==, 28);
  g_assert_cmpint (parlour_square_from_name (v, "i1"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "a9"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "a0"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "a"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "a10"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "E4"), ==, -1);
  parlour_square_name (v, 63, buf);
  g_assert_cmpstr (buf, ==, "h8");
}

static void
test_long_algebraic (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (v,
      "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL);
  g_autoptr(GError) error = NULL;
  ParlourMove m;
  g_autofree char *s = NULL;

  m = parlour_move_from_long (pos, "e1g1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (PARLOUR_MOVE_FLAG (m), ==, PARLOUR_MOVE_CASTLE);
  m = parlour_move_from_long (pos, "b7a8n", &error);
  g_assert_no_error (error);
  s = parlour_move_to_long (pos, m);
  g_assert_cmpstr (s, ==, "b7a8n");
  m = parlour_move_from_long (pos, "e1e3", &error);
  g_assert_cmpuint (m, ==, PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL);
  g_clear_error (&error);
  m = parlour_move_from_long (pos, "hello", &error);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/fen/roundtrip", test_roundtrip);
  g_test_add_func ("/engine/fen/normalise", test_normalise);
  g_test_add_func ("/engine/fen/hash-equal", test_hash_equal);
  g_test_add_func ("/engine/fen/hash-pinned-en-passant", test_hash_pinned_en_passant);
  g_test_add_func ("/engine/fen/errors", test_errors);
  g_test_add_func ("/engine/fen/king-captured", test_king_captured);
  g_test_add_func ("/engine/fen/marks-once", test_marks_once);
  g_test_add_func ("/engine/fen/wide-counters", test_wide_counters);
  g_test_add_func ("/engine/fen/failed-set-keeps-position", test_failed_set_keeps_position);
  g_test_add_func ("/engine/fen/garbage", test_garbage);
  g_test_add_func ("/engine/notation/square-names", test_square_names);
  g_test_add_func ("/engine/notation/long-algebraic", test_long_algebraic);
  return g_test_run ();
}
