/* test-panic.c — Panic chess (docs/rules/panic.md): rules, selection chances, seeded choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "parlour-game.h"
#include "parlour-notation.h"
#include "parlour-panic.h"
#include "parlour-perft.h"
#include "parlour-pgn.h"

static const ParlourVariant *
panic (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("panic");
  g_assert_nonnull (v);
  return v;
}

static ParlourPosition *
pos_from_fen (const char *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourPosition *pos = parlour_position_new_from_fen (panic (), fen, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

static guint
sq (const char *name)
{
  int s = parlour_square_from_name (panic (), name);
  g_assert_cmpint (s, >=, 0);
  return s;
}

/* The outcomes of selecting @square as "move=probability" words, e.g.
 * "a1a5=1.000000 e1d1=0.250000", in the function's (text) order. */
static char *
odds_string (const ParlourPosition *pos,
             const char            *square)
{
  ParlourPanicOutcome out[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n = parlour_panic_outcomes (pos, sq (square), out, G_N_ELEMENTS (out));
  GString *s = g_string_new (NULL);
  double sum = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = parlour_move_to_long (pos, out[i].move);
      g_string_append_printf (s, "%s%s=%.6f", i ? " " : "", text, out[i].probability);
      sum += out[i].probability;
    }
  if (n > 0)
    g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-12);
  return g_string_free (s, FALSE);
}

static void
assert_odds (const char       *fen,
             const char       *square,
             ParlourPanicRule  rule,
             const char       *expected)
{
  g_autoptr(ParlourPosition) pos = pos_from_fen (fen);
  g_autofree char *before = parlour_position_to_fen (pos);
  g_autofree char *got = odds_string (pos, square);
  g_autofree char *after = parlour_position_to_fen (pos);

  g_test_message ("%s %s: %s", fen, square, got);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpint (parlour_panic_rule (pos, sq (square)), ==, rule);
  g_assert_true (parlour_panic_is_selectable (pos, sq (square)));
  g_assert_null (parlour_panic_unselectable_reason (pos, sq (square)));
  g_assert_cmpstr (before, ==, after);
}

static gboolean
has_move (ParlourPosition *pos,
          const char      *text)
{
  ParlourMoveList list;

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      g_autofree char *s = parlour_move_to_long (pos, list.moves[i]);
      if (g_str_equal (s, text))
        return TRUE;
    }
  return FALSE;
}

static ParlourMove
find_move (ParlourPosition *pos,
           const char      *text)
{
  g_autoptr(GError) error = NULL;
  ParlourMove m = parlour_move_from_long (pos, text, &error);
  g_assert_no_error (error);
  return m;
}

/* ---- the variant ---- */

static void
test_variant (void)
{
  const ParlourVariant *v = panic ();
  g_autoptr(ParlourPosition) pos = parlour_position_new (v);
  g_autofree char *fen = parlour_position_to_fen (pos);

  g_assert_cmpstr (v->id, ==, "panic");
  g_assert_cmpstr (v->name, ==, "Panic Chess");
  g_assert_cmpstr (v->pgn_name, ==, "Panic");
  g_assert_nonnull (v->description);
  g_assert_true (v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL);
  g_assert_true (v->flags & PARLOUR_VARIANT_CHANCE);
  g_assert_false (parlour_variant_default ()->flags & PARLOUR_VARIANT_CHANCE);
  g_assert_cmpstr (v->claim_rule, ==, "50 moves without capture");
  g_assert_true (v->flags & PARLOUR_VARIANT_CASTLING);
  g_assert_false (v->flags & PARLOUR_VARIANT_KING_CAPTURE_OPT);
  g_assert_cmpuint (v->claim_halfmoves, ==, 100);
  g_assert_cmpuint (v->auto_halfmoves, ==, 0);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  /* registered */
  {
    guint n;
    gboolean found = FALSE;
    const ParlourVariant **list = parlour_variant_list (&n);
    for (guint i = 0; i < n; i++)
      found |= list[i] == v;
    g_assert_true (found);
  }
}

/* The side that has just moved may have left its king attacked; only the side to
 * move may be without a king (a finished game). */
static void
test_fen (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) attacked = NULL;
  g_autoptr(ParlourPosition) finished = NULL;
  ParlourPosition *bad;

  attacked = pos_from_fen ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  finished = pos_from_fen ("4R1K1/8/8/8/8/8/8/8 b - - 0 1");
  bad = parlour_position_new_from_fen (panic (), "8/8/8/8/8/8/8/4R1K1 w - - 0 1", &error);
  g_assert_null (bad);
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL);
  g_clear_error (&error);
  bad = parlour_position_new_from_fen (panic (), "4k3/8/8/8/8/8/8/KK6 w - - 0 1", &error);
  g_assert_null (bad);
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL);
  g_clear_error (&error);
  bad = parlour_position_new_from_fen (panic (), "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", &error);
  g_assert_null (bad);
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL);
}

/* ---- moves: pseudo-legal, castling without attack tests ---- */

static void
test_pseudo_legal (void)
{
  /* the king may step next to the enemy queen, and a pinned piece may move */
  g_autoptr(ParlourPosition) pos = pos_from_fen ("4k3/8/8/8/8/3q4/4B3/4K3 w - - 0 1");

  g_assert_true (has_move (pos, "e1d2"));
  g_assert_true (has_move (pos, "e1f1"));
  g_assert_true (has_move (pos, "e2f3"));
  g_assert_true (has_move (pos, "e2d3"));
}

static void
test_castling_checks (void)
{
  /* through check (f1 attacked) */
  g_autoptr(ParlourPosition) through = pos_from_fen ("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  /* into check (g1 and c1 attacked) */
  g_autoptr(ParlourPosition) into = pos_from_fen ("2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  /* out of check */
  g_autoptr(ParlourPosition) out = pos_from_fen ("k3q3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  /* but not through a piece, nor without the rights */
  g_autoptr(ParlourPosition) blocked = pos_from_fen ("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
  g_autoptr(ParlourPosition) no_rights = pos_from_fen ("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
  g_autoptr(ParlourPosition) black = pos_from_fen ("r3k2r/8/8/8/8/8/8/3RKR2 b kq - 0 1");
  ParlourUndo undo;

  g_assert_true (has_move (through, "e1g1"));
  g_assert_true (has_move (through, "e1c1"));
  g_assert_true (has_move (into, "e1g1"));
  g_assert_true (has_move (into, "e1c1"));
  g_assert_true (has_move (out, "e1g1"));
  g_assert_true (has_move (out, "e1c1"));
  g_assert_false (has_move (blocked, "e1g1"));
  g_assert_false (has_move (blocked, "e1c1"));
  g_assert_false (has_move (no_rights, "e1g1"));
  g_assert_false (has_move (no_rights, "e1c1"));
  g_assert_true (has_move (black, "e8g8"));
  g_assert_true (has_move (black, "e8c8"));

  parlour_position_make (out, find_move (out, "e1c1"), &undo);
  {
    g_autofree char *fen = parlour_position_to_fen (out);
    g_assert_cmpstr (fen, ==, "k3q3/8/8/8/8/8/8/2KR3R b - - 1 1");
  }
}

/* ---- rule 1: captures ---- */

static void
test_capture_preferred (void)
{
  /* the rook has 13 quiet moves and one capture */
  assert_odds ("4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", "a1",
               PARLOUR_PANIC_RULE_CAPTURE, "a1a5=1.000000");
  /* a capture of a defended piece is still preferred (the king too) */
  assert_odds ("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1",
               PARLOUR_PANIC_RULE_CAPTURE, "e1d2=1.000000");
}

static void
test_capture_uniform (void)
{
  /* the queen can take b5, d5 and c2: a third each */
  assert_odds ("4k3/8/8/1p1p4/2Q5/8/2n5/4K3 w - - 0 1", "c4",
               PARLOUR_PANIC_RULE_CAPTURE,
               "c4b5=0.333333 c4c2=0.333333 c4d5=0.333333");
  /* capturing the king is one capturable piece among others */
  assert_odds ("8/8/8/8/8/k1r5/8/R3K3 w - - 0 1", "a1",
               PARLOUR_PANIC_RULE_CAPTURE, "a1a3=1.000000");
  assert_odds ("4k3/8/8/8/8/8/8/r3RK2 w - - 0 1", "e1",
               PARLOUR_PANIC_RULE_CAPTURE, "e1a1=0.500000 e1e8=0.500000");
}

static void
test_capture_en_passant (void)
{
  /* en passant is a capture: it beats the quiet push */
  assert_odds ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5",
               PARLOUR_PANIC_RULE_CAPTURE, "e5d6=1.000000");
  /* en passant and a normal capture: one pawn and one knight, a half each */
  assert_odds ("4k3/8/5n2/3pP3/8/8/8/4K3 w - d6 0 1", "e5",
               PARLOUR_PANIC_RULE_CAPTURE, "e5d6=0.500000 e5f6=0.500000");
  /* for Black as well */
  assert_odds ("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "e4",
               PARLOUR_PANIC_RULE_CAPTURE, "e4d3=1.000000");
}

/* ---- promotions ---- */

static void
test_promotion_split (void)
{
  /* a quiet promotion: one square, four pieces */
  assert_odds ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", PARLOUR_PANIC_RULE_ANY,
               "e7e8b=0.250000 e7e8n=0.250000 e7e8q=0.250000 e7e8r=0.250000");
  /* two capturable pieces: each piece's half is split four ways */
  assert_odds ("3rkn2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", PARLOUR_PANIC_RULE_CAPTURE,
               "e7d8b=0.125000 e7d8n=0.125000 e7d8q=0.125000 e7d8r=0.125000 "
               "e7f8b=0.125000 e7f8n=0.125000 e7f8q=0.125000 e7f8r=0.125000");
  /* a capture-promotion beats the quiet promotion */
  assert_odds ("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", PARLOUR_PANIC_RULE_CAPTURE,
               "e7d8b=0.250000 e7d8n=0.250000 e7d8q=0.250000 e7d8r=0.250000");
  /* a capture-promotion and an ordinary capture elsewhere: 1/2 vs 1/8 */
  assert_odds ("k7/8/8/8/8/8/1p6/R1N1K3 b - - 0 1", "b2", PARLOUR_PANIC_RULE_CAPTURE,
               "b2a1b=0.125000 b2a1n=0.125000 b2a1q=0.125000 b2a1r=0.125000 "
               "b2c1b=0.125000 b2c1n=0.125000 b2c1q=0.125000 b2c1r=0.125000");
}

/* ---- rule 2: the king with company ---- */

static void
test_king_safe (void)
{
  /* the rook on h2 guards rank 2: only d1 and f1 are safe */
  assert_odds ("4k3/8/8/8/8/8/P6r/4K3 w - - 0 1", "e1", PARLOUR_PANIC_RULE_KING_SAFE,
               "e1d1=0.500000 e1f1=0.500000");
  /* attacked AFTER the move: f2 looks safe while the king shields it from the
   * rook, but it is on the rook's line once the king stands there */
  assert_odds ("4k3/8/8/8/8/7P/r3K3/8 w - - 0 1", "e2", PARLOUR_PANIC_RULE_KING_SAFE,
               "e2d1=0.166667 e2d3=0.166667 e2e1=0.166667 e2e3=0.166667 "
               "e2f1=0.166667 e2f3=0.166667");
  /* a pinned attacker still attacks (pseudo-legal rules): the bishop on e2 guards
   * a6 and b5 although moving it would expose its king */
  assert_odds ("8/8/1k6/4r3/8/8/4B3/4K3 b - - 0 1", "b6", PARLOUR_PANIC_RULE_KING_SAFE,
               "b6a5=0.166667 b6a7=0.166667 b6b7=0.166667 b6c5=0.166667 b6c6=0.166667 "
               "b6c7=0.166667");
}

static void
test_king_bare (void)
{
  /* alone, the king moves anywhere (rule 3), attacked squares included */
  assert_odds ("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "e1", PARLOUR_PANIC_RULE_ANY,
               "e1d1=0.200000 e1d2=0.200000 e1e2=0.200000 e1f1=0.200000 e1f2=0.200000");
}

static void
test_king_no_safe_square (void)
{
  /* with company but every square attacked: rule 3 */
  assert_odds ("4k3/8/8/8/8/7P/r7/r3K3 w - - 0 1", "e1", PARLOUR_PANIC_RULE_ANY,
               "e1d1=0.200000 e1d2=0.200000 e1e2=0.200000 e1f1=0.200000 e1f2=0.200000");
}

static void
test_king_castling (void)
{
  /* castling lands on c1 or g1: two of the king's four safe squares */
  assert_odds ("4k3/8/8/8/8/8/3PPP2/R3K2R w KQ - 0 1", "e1", PARLOUR_PANIC_RULE_KING_SAFE,
               "e1c1=0.250000 e1d1=0.250000 e1f1=0.250000 e1g1=0.250000");
  /* g1 is attacked once the king stands there: not a safe destination */
  assert_odds ("4k1r1/8/8/8/8/8/3PPP2/R3K2R w KQ - 0 1", "e1", PARLOUR_PANIC_RULE_KING_SAFE,
               "e1c1=0.333333 e1d1=0.333333 e1f1=0.333333");
  /* castling through an attacked square onto a safe one counts as safe */
  assert_odds ("4kr2/8/8/8/8/8/3PP3/R3K2R w KQ - 0 1", "e1", PARLOUR_PANIC_RULE_KING_SAFE,
               "e1c1=0.333333 e1d1=0.333333 e1g1=0.333333");
  /* every destination attacked: rule 3, castling squares included once each */
  assert_odds ("2rrkrr1/8/8/8/8/8/4P3/R3K2R w KQ - 0 1", "e1", PARLOUR_PANIC_RULE_ANY,
               "e1c1=0.166667 e1d1=0.166667 e1d2=0.166667 e1f1=0.166667 e1f2=0.166667 "
               "e1g1=0.166667");
}

/* ---- rule 3 ---- */

static void
test_any_move (void)
{
  assert_odds ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2",
               PARLOUR_PANIC_RULE_ANY, "e2e3=0.500000 e2e4=0.500000");
  assert_odds ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1",
               PARLOUR_PANIC_RULE_ANY, "g1f3=0.500000 g1h3=0.500000");
}

/* ---- not selectable ---- */

static void
test_not_selectable (void)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (panic ());
  ParlourPanicOutcome out[4];

  /* empty square, opponent's piece, a piece without moves, off the board */
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("e4"), out, 4), ==, 0);
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("e7"), out, 4), ==, 0);
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("e1"), out, 4), ==, 0);
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("a1"), out, 4), ==, 0);
  g_assert_cmpuint (parlour_panic_outcomes (pos, 64, out, 4), ==, 0);
  g_assert_false (parlour_panic_is_selectable (pos, sq ("e4")));
  g_assert_false (parlour_panic_is_selectable (pos, sq ("e7")));
  g_assert_false (parlour_panic_is_selectable (pos, sq ("d1")));
  g_assert_cmpint (parlour_panic_rule (pos, sq ("d1")), ==, PARLOUR_PANIC_RULE_NONE);
  g_assert_cmpstr (parlour_panic_unselectable_reason (pos, sq ("e4")), ==,
                   "There is no piece on that square");
  g_assert_cmpstr (parlour_panic_unselectable_reason (pos, sq ("e7")), ==,
                   "That piece belongs to the opponent");
  g_assert_cmpstr (parlour_panic_unselectable_reason (pos, sq ("e1")), ==,
                   "That piece has no legal move");
  g_assert_cmpstr (parlour_panic_unselectable_reason (pos, 64), ==,
                   "That square is not on the board");
  g_assert_true (parlour_panic_is_selectable (pos, sq ("b1")));
  g_assert_cmpuint (parlour_panic_choose (pos, 1, 0, sq ("e1")), ==, PARLOUR_MOVE_NONE);
  /* @max smaller than the count: the count is still returned */
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("e2"), out, 1), ==, 2);
  g_assert_cmpuint (parlour_panic_outcomes (pos, sq ("e2"), NULL, 0), ==, 2);
}

/* ---- results ---- */

static void
test_king_capture (void)
{
  g_autoptr(ParlourPosition) pos = pos_from_fen ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  ParlourTermination termination;
  ParlourMoveList list;
  ParlourUndo undo;

  g_assert_cmpint (parlour_position_outcome (pos, &termination), ==, PARLOUR_RESULT_NONE);
  /* the rook must take the king: a capture, so rule 1 */
  assert_odds ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1", PARLOUR_PANIC_RULE_CAPTURE,
               "e1e8=1.000000");
  parlour_position_make (pos, find_move (pos, "e1e8"), &undo);
  g_assert_cmpint (parlour_position_outcome (pos, &termination), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_KING_CAPTURED);
  parlour_position_legal_moves (pos, &list);
  g_assert_cmpuint (list.n, ==, 0);
  g_assert_cmpuint (parlour_perft (pos, 3), ==, 0);
  g_assert_false (parlour_panic_is_selectable (pos, sq ("e8")));
  g_assert_cmpstr (parlour_panic_unselectable_reason (pos, sq ("g1")), ==,
                   "The game is over: the king has been captured");
  parlour_position_unmake (pos, &undo);
  g_assert_cmpint (parlour_position_outcome (pos, &termination), ==, PARLOUR_RESULT_NONE);

  /* a king captures a king, and Black wins the same way */
  {
    g_autoptr(ParlourPosition) kk = pos_from_fen ("8/8/8/8/8/3k4/3K4/8 b - - 0 1");
    parlour_position_make (kk, find_move (kk, "d3d2"), &undo);
    g_assert_cmpint (parlour_position_outcome (kk, &termination), ==, PARLOUR_RESULT_BLACK_WINS);
    g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_KING_CAPTURED);
  }
}

static void
test_stalemate (void)
{
  /* Black's king, bishop, rook and three pawns are all boxed in */
  g_autoptr(ParlourPosition) pos = pos_from_fen ("kb6/prp5/PpP5/1P6/8/8/8/7K b - - 0 1");
  ParlourTermination termination;
  ParlourMoveList list;

  parlour_position_legal_moves (pos, &list);
  g_assert_cmpuint (list.n, ==, 0);
  g_assert_cmpint (parlour_position_outcome (pos, &termination), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (termination, ==, PARLOUR_TERMINATION_STALEMATE);
  for (guint s = 0; s < 64; s++)
    g_assert_false (parlour_panic_is_selectable (pos, s));

  /* in check with a move is no mate: play goes on */
  {
    g_autoptr(ParlourPosition) check = pos_from_fen ("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    g_assert_cmpint (parlour_position_outcome (check, &termination), ==, PARLOUR_RESULT_NONE);
    assert_odds ("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", "a8", PARLOUR_PANIC_RULE_CAPTURE,
                 "a8b7=1.000000");
  }
  /* bare kings are no dead position: kings capture */
  {
    g_autoptr(ParlourPosition) kk = pos_from_fen ("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
    g_assert_cmpint (parlour_position_outcome (kk, &termination), ==, PARLOUR_RESULT_NONE);
    g_assert_false (parlour_position_cannot_mate (kk, PARLOUR_WHITE));
  }
}

/* 100 plies without a capture, many of them pawn moves: the claim is there, and
 * nothing ends the game on its own (no 75-move rule). */
static void
test_fifty_moves (void)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (panic ());
  ParlourTermination termination;
  guint pawn_moves = 0;
  ParlourUndo undo;

  for (guint ply = 0; ply < 160; ply++)
    {
      ParlourMoveList list;
      ParlourMove chosen = PARLOUR_MOVE_NONE;

      parlour_position_legal_moves (pos, &list);
      /* a quiet pawn move if there is one, else a quiet move, turning over the list */
      for (guint pass = 0; pass < 2 && chosen == PARLOUR_MOVE_NONE; pass++)
        for (guint i = 0; i < list.n; i++)
          {
            ParlourMove m = list.moves[(i + ply) % list.n];
            ParlourPiece p = pos->board[PARLOUR_MOVE_FROM (m)];
            if (parlour_position_is_capture (pos, m))
              continue;
            if (pass == 0 && PARLOUR_PIECE_KIND (p) != 1)
              continue;
            chosen = m;
            break;
          }
      g_assert_cmpuint (chosen, !=, PARLOUR_MOVE_NONE);
      pawn_moves += PARLOUR_PIECE_KIND (pos->board[PARLOUR_MOVE_FROM (chosen)]) == 1;
      parlour_position_make (pos, chosen, &undo);
      g_assert_cmpuint (pos->halfmove, ==, ply + 1);
      g_assert_cmpint (parlour_position_outcome (pos, &termination), ==, PARLOUR_RESULT_NONE);
    }
  g_assert_cmpuint (pawn_moves, >=, 20);
  g_assert_cmpuint (pos->halfmove, >=, panic ()->claim_halfmoves);

  /* a capture resets the count */
  {
    g_autoptr(ParlourPosition) cap = pos_from_fen ("4k3/8/8/p7/8/8/8/R3K3 w - - 57 40");
    parlour_position_make (cap, find_move (cap, "a1a5"), &undo);
    g_assert_cmpuint (cap->halfmove, ==, 0);
    parlour_position_unmake (cap, &undo);
    g_assert_cmpuint (cap->halfmove, ==, 57);
    parlour_position_make (cap, find_move (cap, "e1e2"), &undo);
    g_assert_cmpuint (cap->halfmove, ==, 58);
  }
  /* en passant is a capture */
  {
    g_autoptr(ParlourPosition) ep = pos_from_fen ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 33 40");
    parlour_position_make (ep, find_move (ep, "e5d6"), &undo);
    g_assert_cmpuint (ep->halfmove, ==, 0);
  }
}

static void
test_game_fifty_move_claim (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = NULL;
  ParlourTermination reason;

  game = parlour_game_new (panic (), "4k3/4p3/8/8/8/8/4P3/4K3 w - - 98 60", 0, &error);
  g_assert_no_error (error);
  g_assert_false (parlour_game_can_claim_draw (game, &reason));
  g_assert_true (parlour_game_play_text (game, "e2e4", &error));
  g_assert_no_error (error);
  g_assert_false (parlour_game_can_claim_draw (game, &reason));
  g_assert_true (parlour_game_play_text (game, "e7e5", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_game_get_position (game)->halfmove, ==, 100);
  g_assert_true (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_FIFTY_MOVES);
  g_assert_false (parlour_game_is_over (game));
  g_assert_true (parlour_game_claim_draw (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_DRAW);
}

/* docs/rules/panic.md, "Draws", lists agreement, the 50-move claim and
 * stalemate as Panic's only draws: repetition neither ends the game (no
 * fivefold rule) nor allows a claim. */
static void
test_game_no_repetition (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), NULL, 0, &error);
  const char *cycle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  ParlourTermination reason;

  g_assert_no_error (error);
  g_assert_true (panic ()->flags & PARLOUR_VARIANT_NO_REPETITION);
  for (guint i = 0; i < 6 * G_N_ELEMENTS (cycle); i++)
    {
      g_assert_false (parlour_game_is_over (game));
      g_assert_false (parlour_game_can_claim_draw (game, &reason));
      g_assert_true (parlour_game_play_text (game, cycle[i % G_N_ELEMENTS (cycle)], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (parlour_game_repetition_count (game), >=, 5);
  g_assert_false (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_NONE);
}

/* A flag fall always loses in Panic (docs/panic.md, Decisions): a lone king can
 * still capture the other king, so no side ever lacks "mating material". In
 * chess the same flag fall is a draw. */
static void
test_game_flag_fall (void)
{
  static const char * const fens[] = {
    "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",   /* White's queen against the bare king */
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",    /* kings alone */
  };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(ParlourGame) game = parlour_game_new (panic (), fens[i], 0, &error);

        g_assert_no_error (error);
        g_assert_false (parlour_game_is_over (game));
        parlour_game_flag_fall (game, side);
        g_assert_cmpint (parlour_game_get_result (game), ==,
                         side == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS
                                               : PARLOUR_RESULT_WHITE_WINS);
        g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_TIME);
      }

  /* the same flag fall in chess: the bare king cannot mate */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), fens[0], 0,
                                                    &error);

    g_assert_no_error (error);
    parlour_game_flag_fall (game, PARLOUR_WHITE);
    g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_DRAW);
    g_assert_cmpint (parlour_game_get_termination (game), ==,
                     PARLOUR_TERMINATION_TIME_INSUFFICIENT);
  }
}

/* ---- reproducible chance ---- */

/* Reference values from the algorithm in docs/panic.md (computed independently). */
static void
test_roll_reference (void)
{
  struct { guint64 seed; guint ply, square; guint64 bits53; } cases[] = {
    { 0, 0, 0, G_GUINT64_CONSTANT (7956156453446585) },
    { 1, 0, 12, G_GUINT64_CONSTANT (4080059987990904) },
    { 42, 0, 12, G_GUINT64_CONSTANT (4164101308625745) },
    { 42, 1, 12, G_GUINT64_CONSTANT (6952822231299232) },
    { G_GUINT64_CONSTANT (12345678901234567890), 17, 52, G_GUINT64_CONSTANT (1554837034881396) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double u = parlour_panic_roll (cases[i].seed, cases[i].ply, cases[i].square);
      g_assert_cmpfloat (u, >=, 0.0);
      g_assert_cmpfloat (u, <, 1.0);
      g_assert_cmpfloat (u * 9007199254740992.0, ==, (double) cases[i].bits53);
    }
  /* e2 (square 12) from the start: 0.453 < 0.5 picks e2e3, 0.772 picks e2e4 */
  {
    g_autoptr(ParlourPosition) pos = parlour_position_new (panic ());
    g_autofree char *a = parlour_move_to_long (pos, parlour_panic_choose (pos, 1, 0, 12));
    g_autofree char *b = parlour_move_to_long (pos, parlour_panic_choose (pos, 42, 1, 12));
    g_assert_cmpstr (a, ==, "e2e3");
    g_assert_cmpstr (b, ==, "e2e4");
  }
}

static void
test_choose_pure (void)
{
  g_autoptr(ParlourPosition) pos = pos_from_fen ("3rkn2/4P3/8/8/8/8/8/4K3 w - - 0 1");
  g_autofree char *before = parlour_position_to_fen (pos);
  guint e7 = sq ("e7");
  gboolean differs_by_seed = FALSE, differs_by_ply = FALSE;

  for (guint64 seed = 0; seed < 200; seed++)
    {
      ParlourMove a = parlour_panic_choose (pos, seed, 10, e7);
      ParlourMove b = parlour_panic_choose (pos, seed, 10, e7);
      g_assert_cmpuint (a, ==, b);
      g_assert_cmpuint (a, !=, PARLOUR_MOVE_NONE);
      differs_by_seed |= a != parlour_panic_choose (pos, seed + 1, 10, e7);
      differs_by_ply |= a != parlour_panic_choose (pos, seed, 11, e7);
    }
  g_assert_true (differs_by_seed);
  g_assert_true (differs_by_ply);
  {
    g_autofree char *after = parlour_position_to_fen (pos);
    g_assert_cmpstr (before, ==, after);
  }
}

/* Over many seeds (and over plies) the choices follow the distribution. */
static void
check_frequencies (const char *fen,
                   const char *square,
                   gboolean    vary_ply)
{
  g_autoptr(ParlourPosition) pos = pos_from_fen (fen);
  ParlourPanicOutcome out[PARLOUR_PANIC_MAX_OUTCOMES];
  guint s = sq (square);
  guint n = parlour_panic_outcomes (pos, s, out, G_N_ELEMENTS (out));
  guint counts[PARLOUR_PANIC_MAX_OUTCOMES] = { 0 };
  const guint trials = 40000;

  g_assert_cmpuint (n, >, 0);
  for (guint t = 0; t < trials; t++)
    {
      ParlourMove m = vary_ply ? parlour_panic_choose (pos, 7, t, s)
                               : parlour_panic_choose (pos, G_GUINT64_CONSTANT (0x1234567800000000) + t * 977, 3, s);
      guint i;
      for (i = 0; i < n; i++)
        if (out[i].move == m)
          break;
      g_assert_cmpuint (i, <, n);
      counts[i]++;
    }
  for (guint i = 0; i < n; i++)
    {
      double freq = counts[i] / (double) trials;
      g_test_message ("%s %s: outcome %u p=%.4f freq=%.4f", fen, square, i, out[i].probability, freq);
      g_assert_cmpfloat (fabs (freq - out[i].probability), <, 0.02);
    }
}

static void
test_choose_distribution (void)
{
  check_frequencies ("4k3/8/8/1p1p4/2Q5/8/2n5/4K3 w - - 0 1", "c4", FALSE);
  check_frequencies ("4k3/8/8/1p1p4/2Q5/8/2n5/4K3 w - - 0 1", "c4", TRUE);
  check_frequencies ("3rkn2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", FALSE);
  check_frequencies ("k7/8/8/8/8/8/8/3QK3 w - - 0 1", "d1", FALSE);
  check_frequencies ("4k3/8/8/8/8/7P/r3K3/8 w - - 0 1", "e2", TRUE);
}

/* ---- the game level ---- */

static void
test_game_seed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), NULL, 0, &error);
  guint64 seed;

  g_assert_no_error (error);
  g_assert_null (parlour_game_get_tag (game, "Seed"));
  /* a game without a seed gets a random one, kept in the tag */
  seed = parlour_panic_game_get_seed (game);
  g_assert_nonnull (parlour_game_get_tag (game, "Seed"));
  g_assert_cmpuint (parlour_panic_game_get_seed (game), ==, seed);
  parlour_panic_game_set_seed (game, G_MAXUINT64);
  g_assert_cmpstr (parlour_game_get_tag (game, "Seed"), ==, "18446744073709551615");
  g_assert_cmpuint (parlour_panic_game_get_seed (game), ==, G_MAXUINT64);
  parlour_game_set_tag (game, "Seed", "12345");
  g_assert_cmpuint (parlour_panic_game_get_seed (game), ==, 12345);
}

static void
test_game_undo_same_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), NULL, 0, &error);
  const char *squares[] = { "g1", "b8", "e2", "d7", "f1", "c8", "d1", "g8" };
  ParlourMove first[G_N_ELEMENTS (squares)];

  g_assert_no_error (error);
  parlour_panic_game_set_seed (game, 2026);
  /* select a series of pieces (skipping those that cannot move), remember the moves */
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      ParlourMove played;
      const ParlourPosition *pos = parlour_game_get_position (game);
      guint s = sq (squares[i]);
      first[i] = PARLOUR_MOVE_NONE;
      if (!parlour_panic_is_selectable (pos, s))
        continue;
      g_assert_true (parlour_panic_game_select (game, s, &played, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (played, ==, parlour_game_get_move (game, parlour_game_get_n_moves (game) - 1));
      first[i] = played;
    }
  /* undo everything and select the same squares again: the same moves */
  while (parlour_game_can_undo (game))
    parlour_game_undo (game);
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      ParlourMove played;
      if (first[i] == PARLOUR_MOVE_NONE)
        continue;
      g_assert_true (parlour_panic_game_select (game, sq (squares[i]), &played, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (played, ==, first[i]);
    }
  /* undo one and select again */
  {
    guint n = parlour_game_get_n_moves (game);
    ParlourMove last = parlour_game_get_move (game, n - 1);
    guint from = PARLOUR_MOVE_FROM (last);
    ParlourMove again;
    g_assert_true (parlour_game_undo (game));
    g_assert_true (parlour_panic_game_select (game, from, &again, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (again, ==, last);
  }
  /* the move depends on the ply, the seed and the square */
  {
    g_autoptr(ParlourGame) other = parlour_game_new (panic (), NULL, 0, &error);
    ParlourMove played;
    parlour_panic_game_set_seed (other, 2026);
    g_assert_true (parlour_panic_game_select (other, sq ("g1"), &played, &error));
    g_assert_cmpuint (played, ==,
                      parlour_panic_choose (parlour_game_get_position_at (other, 0), 2026, 0, sq ("g1")));
  }
}

static void
test_game_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 0, &error);
  ParlourMove played = 1;

  g_assert_no_error (error);
  parlour_panic_game_set_seed (game, 5);
  g_assert_false (parlour_panic_game_select (game, sq ("e4"), &played, &error));
  g_assert_error (error, PARLOUR_PANIC_ERROR, PARLOUR_PANIC_ERROR_NOT_SELECTABLE);
  g_assert_nonnull (strstr (error->message, "no piece"));
  g_assert_cmpuint (played, ==, PARLOUR_MOVE_NONE);
  g_clear_error (&error);
  g_assert_false (parlour_panic_game_select (game, sq ("e8"), NULL, &error));
  g_assert_error (error, PARLOUR_PANIC_ERROR, PARLOUR_PANIC_ERROR_NOT_SELECTABLE);
  g_assert_nonnull (strstr (error->message, "opponent"));
  g_clear_error (&error);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);

  /* the rook must take the king: the game ends */
  g_assert_true (parlour_panic_game_select (game, sq ("e1"), &played, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (played, ==, PARLOUR_MOVE_MAKE (sq ("e1"), sq ("e8"), 0, PARLOUR_MOVE_NORMAL));
  g_assert_true (parlour_game_is_over (game));
  g_assert_cmpint (parlour_game_get_result (game), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (parlour_game_get_termination (game), ==, PARLOUR_TERMINATION_KING_CAPTURED);
  g_assert_false (parlour_panic_game_select (game, sq ("e8"), &played, &error));
  g_assert_error (error, PARLOUR_PANIC_ERROR, PARLOUR_PANIC_ERROR_GAME_OVER);
}

/* The seed travels with the game in its PGN, so a saved game replays the same. */
static void
test_game_pgn_seed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (panic (), NULL, 0, &error);
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *pgn = NULL;
  const char *squares[] = { "b1", "g8", "e2", "e7" };
  ParlourGame *back;

  g_assert_no_error (error);
  parlour_panic_game_set_seed (game, G_GUINT64_CONSTANT (9876543210987654321));
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      g_assert_true (parlour_panic_game_select (game, sq (squares[i]), NULL, &error));
      g_assert_no_error (error);
    }
  pgn = parlour_pgn_write (game);
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[Variant \"Panic\"]"));
  g_assert_nonnull (strstr (pgn, "[Seed \"9876543210987654321\"]"));
  games = parlour_pgn_parse (pgn, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  back = games->pdata[0];
  g_assert_true (parlour_game_get_variant (back) == panic ());
  g_assert_cmpuint (parlour_panic_game_get_seed (back), ==, G_GUINT64_CONSTANT (9876543210987654321));
  g_assert_cmpuint (parlour_game_get_n_moves (back), ==, G_N_ELEMENTS (squares));
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    g_assert_cmpuint (parlour_game_get_move (back, i), ==, parlour_game_get_move (game, i));
  /* replaying the selections on the loaded game's start gives the same moves */
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    g_assert_cmpuint (parlour_panic_choose (parlour_game_get_position_at (back, i),
                                            parlour_panic_game_get_seed (back), i, sq (squares[i])),
                      ==, parlour_game_get_move (back, i));
}

/* ---- perft ---- */

/* Counts from tools/panic-perft.py, an independent implementation (docs/panic.md). */
static const struct {
  const char *fen;
  guint depth;
  guint64 nodes;
} perft_cases[] = {
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 400 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197742 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4897256 },
  { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 98903 },
  { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4206146 },
  { "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 71811 },
  { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 71104 },
  { "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 4840 },
  { "k7/8/8/8/8/8/8/K6Q w - - 0 1", 4, 9534 },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 401191 },
  { "r3k2r/8/8/8/8/8/5q2/R3K2R w KQkq - 0 1", 4, 1310600 },
  { "4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 1", 4, 67303 },
  { "kb6/prp5/PpP5/1P6/8/8/8/7K b - - 0 1", 1, 0 },
  { "4R1K1/8/8/8/8/8/8/8 b - - 0 1", 2, 0 },
};

static void
test_perft (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (perft_cases); i++)
    {
      g_autoptr(ParlourPosition) pos = pos_from_fen (perft_cases[i].fen);
      g_autofree char *before = parlour_position_to_fen (pos);
      guint64 hash = pos->hash;
      guint64 nodes = parlour_perft (pos, perft_cases[i].depth);
      g_autofree char *after = parlour_position_to_fen (pos);

      g_test_message ("%s depth %u: %" G_GUINT64_FORMAT, perft_cases[i].fen,
                      perft_cases[i].depth, nodes);
      g_assert_cmpuint (nodes, ==, perft_cases[i].nodes);
      g_assert_cmpstr (before, ==, after);
      g_assert_cmpuint (pos->hash, ==, hash);
    }
}

/* Depths 1-3 from the start: no king can be captured yet and the only difference
 * from chess (moves leaving the king attacked) first shows at depth 4. */
static void
test_perft_vs_chess (void)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) c = parlour_position_new (chess);
  g_autoptr(ParlourPosition) p = parlour_position_new (panic ());

  for (guint d = 1; d <= 3; d++)
    g_assert_cmpuint (parlour_perft (c, d), ==, parlour_perft (p, d));
  g_assert_cmpuint (parlour_perft (c, 4), <, parlour_perft (p, 4));
}

/* ---- parlour-cli odds ---- */

static int
run_odds (const char  *fen,
          const char  *square,
          char       **out,
          char       **err)
{
  const char *cli = g_getenv ("PARLOUR_CLI");
  g_autofree char *fen_arg = fen ? g_strconcat ("--fen=", fen, NULL) : NULL;
  const char *argv[] = { cli, "odds", fen_arg ? fen_arg : square, fen_arg ? square : NULL, NULL };
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, NULL);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli_odds (void)
{
  g_autofree char *out = NULL, *err = NULL;

  if (g_getenv ("PARLOUR_CLI") == NULL)
    {
      g_test_skip ("PARLOUR_CLI is not set");
      return;
    }
  g_assert_cmpint (run_odds ("3rkn2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", &out, &err), ==, 0);
  g_assert_cmpstr (out, ==,
                   "e7d8b 0.125000\ne7d8n 0.125000\ne7d8q 0.125000\ne7d8r 0.125000\n"
                   "e7f8b 0.125000\ne7f8n 0.125000\ne7f8q 0.125000\ne7f8r 0.125000\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_odds ("4k3/8/8/1p1p4/2Q5/8/2n5/4K3 w - - 0 1", "c4", &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "c4b5 0.333333\nc4c2 0.333333\nc4d5 0.333333\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* no selectable piece: exit 1 with the reason */
  g_assert_cmpint (run_odds ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e8", &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "opponent"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* not a square: input error 1; no position: usage error 2 */
  g_assert_cmpint (run_odds ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "z9", &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a square"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_odds (NULL, "e2", &out, &err), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/panic/variant", test_variant);
  g_test_add_func ("/engine/panic/fen", test_fen);
  g_test_add_func ("/engine/panic/moves/pseudo-legal", test_pseudo_legal);
  g_test_add_func ("/engine/panic/moves/castling-checks", test_castling_checks);
  g_test_add_func ("/engine/panic/odds/capture-preferred", test_capture_preferred);
  g_test_add_func ("/engine/panic/odds/capture-uniform", test_capture_uniform);
  g_test_add_func ("/engine/panic/odds/en-passant", test_capture_en_passant);
  g_test_add_func ("/engine/panic/odds/promotion", test_promotion_split);
  g_test_add_func ("/engine/panic/odds/king-safe", test_king_safe);
  g_test_add_func ("/engine/panic/odds/king-bare", test_king_bare);
  g_test_add_func ("/engine/panic/odds/king-no-safe-square", test_king_no_safe_square);
  g_test_add_func ("/engine/panic/odds/king-castling", test_king_castling);
  g_test_add_func ("/engine/panic/odds/any-move", test_any_move);
  g_test_add_func ("/engine/panic/odds/not-selectable", test_not_selectable);
  g_test_add_func ("/engine/panic/result/king-capture", test_king_capture);
  g_test_add_func ("/engine/panic/result/stalemate", test_stalemate);
  g_test_add_func ("/engine/panic/result/fifty-moves", test_fifty_moves);
  g_test_add_func ("/engine/panic/result/fifty-move-claim", test_game_fifty_move_claim);
  g_test_add_func ("/engine/panic/result/no-repetition", test_game_no_repetition);
  g_test_add_func ("/engine/panic/chance/roll-reference", test_roll_reference);
  g_test_add_func ("/engine/panic/chance/pure", test_choose_pure);
  g_test_add_func ("/engine/panic/chance/distribution", test_choose_distribution);
  g_test_add_func ("/engine/panic/game/seed", test_game_seed);
  g_test_add_func ("/engine/panic/game/undo-same-move", test_game_undo_same_move);
  g_test_add_func ("/engine/panic/game/errors", test_game_errors);
  g_test_add_func ("/engine/panic/game/pgn-seed", test_game_pgn_seed);
  g_test_add_func ("/engine/panic/game/flag-fall", test_game_flag_fall);
  g_test_add_func ("/engine/panic/cli/odds", test_cli_odds);
  g_test_add_func ("/engine/panic/perft", test_perft);
  g_test_add_func ("/engine/panic/perft/vs-chess", test_perft_vs_chess);

  return g_test_run ();
}
