/* test-san.c — Standard Algebraic Notation: writing, reading, errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-movegen.h"
#include "parlour-notation.h"
#include "parlour-san.h"
#include "parlour-tables.h"

/* A 10x10 test variant with the chess kinds, drops and passing: it shows that
 * SAN takes its letters and squares from the variant, not from chess. */
static ParlourVariant big_variant;

static void
big_legal_moves (ParlourPosition *pos,
                 ParlourMoveList *list)
{
  parlour_movegen_legal_default (pos, list);
  if (list->n > 0 && !parlour_position_in_check (pos))
    parlour_move_list_add (list, PARLOUR_MOVE_PASS_MOVE);
}

static const ParlourVariantOps big_ops = {
  .legal_moves = big_legal_moves,
  .make = parlour_movegen_make_default,
  .unmake = parlour_movegen_unmake_default,
  .outcome = parlour_movegen_outcome_default,
};

static const ParlourVariant *
big (void)
{
  if (big_variant.tables == NULL)
    {
      g_autoptr(GError) error = NULL;
      big_variant = parlour_variant_chess;
      big_variant.id = "test-big";
      big_variant.pgn_name = "TestBig";
      big_variant.width = 10;
      big_variant.height = 10;
      big_variant.start_fen = "rnbqkbnr2/pppppppp2/10/10/10/10/10/10/PPPPPPPP2/RNBQKBNR2 w - - 0 1";
      big_variant.flags = PARLOUR_VARIANT_DROPS | PARLOUR_VARIANT_LAST_RANK_PROMO;
      big_variant.ops = &big_ops;
      parlour_variant_tables (&parlour_variant_chess);   /* Zobrist keys and registry */
      big_variant.tables = parlour_tables_build (&big_variant, &error);
      g_assert_no_error (error);
    }
  return &big_variant;
}

static ParlourPosition *
position (const ParlourVariant *v,
          const char           *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourPosition *pos;

  if (v == NULL)
    v = parlour_variant_lookup ("chess");
  pos = fen ? parlour_position_new_from_fen (v, fen, &error) : parlour_position_new (v);
  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

/* Writes @lan's move as SAN, compares, reads it back, and checks that @pos did
 * not change. */
static void
check_write_in (const ParlourVariant *v,
                const char           *fen,
                const char           *lan,
                const char           *expected)
{
  g_autoptr(ParlourPosition) pos = position (v, fen);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = parlour_position_to_fen (pos);
  g_autofree char *after = NULL;
  g_autofree char *san = NULL;
  ParlourMove move, back;

  move = parlour_move_from_long (pos, lan, &error);
  g_assert_no_error (error);
  san = parlour_san_from_move (pos, move);
  g_assert_cmpstr (san, ==, expected);
  back = parlour_san_to_move (pos, san, &error);
  g_assert_no_error (error);
  g_assert_cmphex (back, ==, move);
  after = parlour_position_to_fen (pos);
  g_assert_cmpstr (before, ==, after);
}

static void
check_write (const char *fen,
             const char *lan,
             const char *expected)
{
  check_write_in (NULL, fen, lan, expected);
}

static void
check_read (const char *fen,
            const char *san,
            const char *expected_lan)
{
  g_autoptr(ParlourPosition) pos = position (NULL, fen);
  g_autoptr(GError) error = NULL;
  g_autofree char *lan = NULL;
  ParlourMove move;

  move = parlour_san_to_move (pos, san, &error);
  g_assert_no_error (error);
  lan = parlour_move_to_long (pos, move);
  g_assert_cmpstr (lan, ==, expected_lan);
}

static void
check_error (const char *fen,
             const char *san,
             int         code,
             const char *message_part)
{
  g_autoptr(ParlourPosition) pos = position (NULL, fen);
  g_autoptr(GError) error = NULL;
  ParlourMove move;

  move = parlour_san_to_move (pos, san, &error);
  g_assert_cmphex (move, ==, PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, code);
  g_assert_nonnull (strstr (error->message, san));
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” not in “%s”", message_part, error->message);
}

static void
test_write_basic (void)
{
  check_write (NULL, "g1f3", "Nf3");
  check_write (NULL, "e2e4", "e4");
  check_write (NULL, "b1c3", "Nc3");
  check_write ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", "exd5");
  check_write ("rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 2", "c4d5", "cxd5");
  check_write ("rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", "exd5");
  check_write ("rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 2", "d1a4", "Qa4+");
}

static void
test_write_disambiguation (void)
{
  /* two knights on one rank: the file tells them apart */
  check_write ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2");
  check_write ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "f1d2", "Nfd2");
  check_write ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "f1g3", "Ng3");
  /* two knights on one file: the rank */
  check_write ("4k3/8/8/5N2/8/5N2/8/4K3 w - - 0 1", "f5d4", "N5d4");
  check_write ("4k3/8/8/5N2/8/5N2/8/4K3 w - - 0 1", "f3d4", "N3d4");
  check_write ("4k3/8/8/5N2/8/5N2/8/4K3 w - - 0 1", "f3h4", "N3h4");
  check_write ("4k3/8/8/5N2/8/5N2/8/4K3 w - - 0 1", "f3e5", "Ne5");
  /* a pinned knight does not count */
  check_write ("4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1", "b1d2", "Nd2");
  /* rooks on one file and on one rank */
  check_write ("4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", "a1a4", "R1a4");
  check_write ("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "f1c1", "Rfc1");
  check_write ("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1", "Rad1");
  /* three queens (two of them promoted): one needs its whole square */
  check_write ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "a1e5", "Qa1e5");
  check_write ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "a5e5", "Q5e5");
  check_write ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "e1e5", "Qee5");
  check_write ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "a1b1", "Qab1+");
  check_write ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "a5c7", "Qc7+");
  /* black pieces too */
  check_write ("r3r1k1/8/8/8/8/8/8/7K b - - 0 1", "e8c8", "Rec8");
}

static void
test_write_pawns (void)
{
  /* en passant is written as a plain pawn capture */
  check_write ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "exd6");
  check_write ("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "e4d3", "exd3");
  /* promotions, with and without check */
  check_write ("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+");
  check_write ("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8r", "b8=R+");
  check_write ("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n", "b8=N");
  check_write ("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q", "bxa8=Q+");
  check_write ("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8b", "bxa8=B");
  check_write ("4k3/8/8/8/8/8/5p2/K5N1 b - - 0 1", "f2g1n", "fxg1=N");
  check_write ("4k3/8/8/8/8/8/5p2/K5N1 b - - 0 1", "f2f1q", "f1=Q+");
  check_write ("7k/8/8/8/8/8/5p2/6QK b - - 0 1", "f2g1q", "fxg1=Q+");
  check_write ("7k/8/8/8/8/8/5p2/6QK b - - 0 1", "h8h7", "Kh7");
}

static void
test_write_castling (void)
{
  check_write ("5k2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O+");
  check_write ("5k2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O");
  check_write ("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O+");
  check_write ("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O");
  check_write ("r3k2r/8/8/8/8/8/8/5K2 b kq - 0 1", "e8g8", "O-O+");
  check_write ("r3k2r/8/8/8/8/8/8/3K4 b kq - 0 1", "e8c8", "O-O-O+");
  /* mate by castling */
  check_write ("2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O#");
}

static void
test_write_mate (void)
{
  /* the Scholar's mate and the Fool's mate */
  check_write ("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
               "h5f7", "Qxf7#");
  check_write ("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#");
  /* back rank */
  check_write ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#");
  /* stalemate is no check */
  check_write ("7k/8/6Q1/8/8/8/8/6K1 w - - 0 1", "g6f7", "Qf7");
  check_write ("k7/8/1QK5/8/8/8/8/8 w - - 0 1", "b6b7", "Qb7#");
}

static void
test_write_king_capture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *san = NULL;
  ParlourUndo undo;
  ParlourMove move;

  /* With king capture on, moving into check is allowed and taking the king ends
   * the game: nothing to check or mate afterwards, so no suffix. */
  pos = position (NULL, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
  pos->rules = PARLOUR_RULE_KING_CAPTURE;
  move = parlour_move_from_long (pos, "e1d1", &error);
  g_assert_no_error (error);
  san = parlour_san_from_move (pos, move);
  g_assert_cmpstr (san, ==, "Kd1");
  parlour_position_make (pos, move, &undo);

  move = parlour_move_from_long (pos, "e2d1", &error);
  g_assert_no_error (error);
  g_clear_pointer (&san, g_free);
  san = parlour_san_from_move (pos, move);
  g_assert_cmpstr (san, ==, "Qxd1");
  parlour_position_make (pos, move, &undo);
  g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, PARLOUR_NO_SQUARE);
}

static void
test_write_variant (void)
{
  const ParlourVariant *v = big ();
  const char *fen = "4k5/1P8/10/10/10/10/10/10/10/R3K4R[NPq] w - - 0 1";
  g_autoptr(ParlourPosition) pos = position (v, fen);
  g_autoptr(GError) error = NULL;
  g_autofree char *san = NULL;

  check_write_in (v, fen, "b9b10q", "b10=Q+");
  check_write_in (v, fen, "a1a10", "Ra10+");
  check_write_in (v, fen, "j1j10", "Rj10+");
  check_write_in (v, fen, "N@f8", "N@f8+");
  check_write_in (v, fen, "P@e9", "P@e9");
  check_write_in (v, fen, "P@d9", "P@d9+");
  check_write_in (v, fen, "P@c4", "P@c4");
  check_write_in (v, fen, "pass", "pass");
  check_write_in (v, "r3k5/10/10/10/10/10/10/10/10/R3K4R w - - 0 1", "a1a9", "Ra9");
  check_write_in (v, "r3k5/10/10/10/10/R9/10/10/10/R3K4R w - - 0 1", "a1a3", "R1a3");
  check_write_in (v, "r3k5/10/10/10/10/R9/10/10/10/R3K4R w - - 0 1", "a5a3", "R5a3");

  /* "@e9" is a pawn drop, "n@f8" a knight drop, "e1e1" not a move */
  g_assert_cmphex (parlour_san_to_move (pos, "@e9", &error), ==,
                   PARLOUR_MOVE_MAKE (1, 84, 0, PARLOUR_MOVE_DROP));
  g_assert_no_error (error);
  san = parlour_move_to_long (pos, parlour_san_to_move (pos, "n@f8", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (san, ==, "N@f8");
  g_assert_cmphex (parlour_san_to_move (pos, "Q@f8", &error), ==, PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL);
}

static void
test_read_lenient (void)
{
  const char *promo = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
  const char *castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

  check_read (NULL, "Nf3", "g1f3");
  check_read (NULL, "Nf3!?", "g1f3");
  check_read (NULL, "Ng1f3", "g1f3");
  check_read (NULL, "g1f3", "g1f3");
  check_read (NULL, "Ng1-f3", "g1f3");
  check_read (NULL, "e4!", "e2e4");
  check_read (NULL, "e2-e4", "e2e4");
  check_read (NULL, "Pe4", "e2e4");
  check_read (NULL, "  e4  ", "e2e4");
  check_read ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "ed5", "e4d5");
  check_read ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5", "e4d5");
  check_read ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4xd5", "e4d5");
  check_read ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.", "e5d6");
  check_read ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6ep", "e5d6");
  check_read (promo, "b8=Q", "b7b8q");
  check_read (promo, "b8Q", "b7b8q");
  check_read (promo, "b8=q", "b7b8q");
  check_read (promo, "b8=Q+", "b7b8q");
  check_read (promo, "b8N", "b7b8n");
  check_read (promo, "bxa8=R", "b7a8r");
  check_read (promo, "b7a8n", "b7a8n");
  check_read (promo, "Kxd2", "e1d2");
  check_read (castle, "O-O", "e1g1");
  check_read (castle, "0-0", "e1g1");
  check_read (castle, "O-O-O", "e1c1");
  check_read (castle, "0-0-0+", "e1c1");
  check_read (castle, "e1g1", "e1g1");
  check_read (castle, "Kc1", "e1c1");
  check_read ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "Qa1e5", "a1e5");
  check_read ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "Qe1xe5", "e1e5");   /* over-specified */
  check_read ("8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1", "Q5e5", "a5e5");
}

/* Bungalow: the move list's display forms (docs/bungalow.md) read as plain SAN */
static void
test_read_display_forms (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("bungalow");
  const char *fen = "5l4/10/p9/10/10/3h1c4/4P5/P9/5h4/5L4 w - - 0 1";
  g_autoptr(ParlourPosition) pos = position (v, fen);
  g_autoptr(GError) error = NULL;
  static const struct { const char *text, *lan; } good[] = {
    { "exf5=C", "e4f5" }, { "exf5", "e4f5" }, { "exd5=H", "e4d5" }, { "Lxf2=H^", "f1f2" },
    { "Lxf2=H^+", "f1f2" }, { "Lxf2", "f1f2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *lan = parlour_move_to_long (pos, parlour_san_to_move (pos, good[i].text,
                                                                             &error));
      g_assert_no_error (error);
      g_assert_cmpstr (lan, ==, good[i].lan);
    }
  /* a kind the rules do not give is refused */
  g_assert_cmphex (parlour_san_to_move (pos, "exf5=H", &error), ==, PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmphex (parlour_san_to_move (pos, "e5=C", &error), ==, PARLOUR_MOVE_NONE);
  g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* a Leader Horse moves as "He4" and reads as "H^e4" */
  {
    g_autoptr(ParlourPosition) leader = position (v, "5l4/10/p9/10/10/10/10/P9/5H^4/10 w - - 0 1");
    g_autofree char *lan = parlour_move_to_long (leader, parlour_san_to_move (leader, "H^e4",
                                                                              &error));
    g_assert_no_error (error);
    g_assert_cmpstr (lan, ==, "f2e4");
  }
}

static void
test_read_errors (void)
{
  const char *three = "8/7k/8/Q7/8/8/7K/Q3Q3 w - - 0 1";
  const char *promo = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

  check_error (NULL, "Nf6", PARLOUR_MOVE_ERROR_ILLEGAL, "not a legal move");
  check_error (NULL, "e5", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "Ke2", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "O-O", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "pass", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "N@f3", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "exd5", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
  check_error (NULL, "e9", PARLOUR_MOVE_ERROR_SYNTAX, "not a move");
  check_error (NULL, "Zf3", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "hello", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "+", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "e4=", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "e8=X", PARLOUR_MOVE_ERROR_SYNTAX, NULL);
  check_error (NULL, "O–O", PARLOUR_MOVE_ERROR_SYNTAX,
               "“O–O” is not a move: unexpected “–” at character 2 (moves are written with a "
               "hyphen, “-”: O-O, O-O-O)");
  check_error (NULL, "Nж3", PARLOUR_MOVE_ERROR_SYNTAX, "unexpected “ж” at character 2");
  check_error (three, "Qe5", PARLOUR_MOVE_ERROR_AMBIGUOUS, "Qa1e5, Qee5 or Q5e5");
  check_error (three, "Qa4", PARLOUR_MOVE_ERROR_AMBIGUOUS, "Q1a4 or Q5a4");
  check_error (three, "Qae5", PARLOUR_MOVE_ERROR_AMBIGUOUS, "Qa1e5 or Q5e5");
  check_error ("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", PARLOUR_MOVE_ERROR_AMBIGUOUS,
               "Nbd2 or Nfd2");
  check_error (promo, "b8", PARLOUR_MOVE_ERROR_AMBIGUOUS, "b8=Q+, b8=R+, b8=B or b8=N");
  check_error (promo, "b8=K", PARLOUR_MOVE_ERROR_ILLEGAL, NULL);
}

/* Every legal move in a few busy positions, and one ply further, reads back
 * from its own SAN. */
static void
test_roundtrip_all (void)
{
  const char *fens[] = {
    NULL,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "1Q6/1Q6/8/7k/8/8/1Q6/1K6 w - - 0 1",
  };

  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      g_autoptr(ParlourPosition) pos = position (NULL, fens[f]);
      ParlourMoveList list;

      parlour_position_legal_moves (pos, &list);
      for (guint i = 0; i < list.n; i++)
        {
          ParlourMoveList replies;
          ParlourUndo undo;
          g_autoptr(GError) error = NULL;
          g_autofree char *san = parlour_san_from_move (pos, list.moves[i]);

          g_assert_cmphex (parlour_san_to_move (pos, san, &error), ==, list.moves[i]);
          g_assert_no_error (error);
          parlour_position_make (pos, list.moves[i], &undo);
          parlour_position_legal_moves (pos, &replies);
          for (guint j = 0; j < replies.n; j++)
            {
              g_autofree char *reply = parlour_san_from_move (pos, replies.moves[j]);
              g_assert_cmphex (parlour_san_to_move (pos, reply, &error), ==, replies.moves[j]);
              g_assert_no_error (error);
            }
          parlour_position_unmake (pos, &undo);
        }
    }
}

/* Random garbage never crashes the reader and always gives an error or a legal move. */
static void
test_read_garbage (void)
{
  static const char alphabet[] = "abcdefghijklxKQRBNPO0-=+#!?@12345678910 .e/:pas";
  g_autoptr(ParlourPosition) pos = position (NULL, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);

  for (guint n = 0; n < 20000; n++)
    {
      char text[24];
      guint len = g_rand_int_range (rand, 0, sizeof text);
      g_autoptr(GError) error = NULL;
      ParlourMove move;

      for (guint i = 0; i < len; i++)
        text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[len] = '\0';
      move = parlour_san_to_move (pos, text, &error);
      if (move == PARLOUR_MOVE_NONE)
        g_assert_true (error != NULL && error->domain == PARLOUR_MOVE_ERROR);
      else
        g_assert_true (error == NULL && parlour_position_is_legal (pos, move));
    }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *longer = g_strnfill (200, 'e');
    g_assert_cmphex (parlour_san_to_move (pos, longer, &error), ==, PARLOUR_MOVE_NONE);
    g_assert_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/san/write/basic", test_write_basic);
  g_test_add_func ("/engine/san/write/disambiguation", test_write_disambiguation);
  g_test_add_func ("/engine/san/write/pawns", test_write_pawns);
  g_test_add_func ("/engine/san/write/castling", test_write_castling);
  g_test_add_func ("/engine/san/write/mate", test_write_mate);
  g_test_add_func ("/engine/san/write/king-capture", test_write_king_capture);
  g_test_add_func ("/engine/san/write/variant", test_write_variant);
  g_test_add_func ("/engine/san/read/lenient", test_read_lenient);
  g_test_add_func ("/engine/san/read/display-forms", test_read_display_forms);
  g_test_add_func ("/engine/san/read/errors", test_read_errors);
  g_test_add_func ("/engine/san/read/roundtrip", test_roundtrip_all);
  g_test_add_func ("/engine/san/read/garbage", test_read_garbage);

  return g_test_run ();
}
