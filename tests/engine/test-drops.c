/* test-drops.c — Crazyhouse and a Bughouse board on its own: drops, reserves, `~`,
 * and the bughouse checkmate decision (docs/rules/crazyhouse.md, docs/rules/bughouse.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-game.h"
#include "parlour-notation.h"
#include "parlour-san.h"

static ParlourPosition *
pos_from_fen (const char *variant,
              const char *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourPosition *pos = parlour_position_new_from_fen (parlour_variant_lookup (variant),
                                                        fen, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

/* Plays the long-algebraic @moves (space-separated) and returns the FEN after them. */
static char *
fen_after (const char *variant,
           const char *fen,
           const char *moves)
{
  ParlourPosition *pos = pos_from_fen (variant, fen);
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);
  char *out;

  for (guint i = 0; list[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      ParlourUndo undo;
      ParlourMove m = parlour_move_from_long (pos, list[i], &error);
      g_assert_no_error (error);
      parlour_position_make (pos, m, &undo);
    }
  out = parlour_position_to_fen (pos);
  parlour_position_free (pos);
  return out;
}

static gboolean
is_legal (const char *variant,
          const char *fen,
          const char *move)
{
  ParlourPosition *pos = pos_from_fen (variant, fen);
  g_autoptr(GError) error = NULL;
  ParlourMove m = parlour_move_from_long (pos, move, &error);
  parlour_position_free (pos);
  return m != PARLOUR_MOVE_NONE;
}

static void
test_capture_to_own_reserve (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  /* crazyhouse: the capturer takes the piece into hand, in its own colour */
  a = fen_after ("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
                 "e2e4 d7d5 e4d5");
  g_assert_cmpstr (a, ==, "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
  /* a promoted pawn (~) goes back into hand as a pawn */
  b = fen_after ("crazyhouse", "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1", "e1d1");
  g_assert_cmpstr (b, ==, "4k3/8/8/8/8/8/8/3K4[P] b - - 0 1");
  /* a bughouse board on its own: the captured piece leaves the board */
  c = fen_after ("bughouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
                 "e2e4 d7d5 e4d5");
  g_assert_cmpstr (c, ==, "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2");
}

static void
test_promotion_marked (void)
{
  g_autofree char *a = fen_after ("crazyhouse", "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", "b7b8q");
  g_assert_cmpstr (a, ==, "1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
}

static void
test_pawn_drops (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/4K3[Pp] w - - 5 10";
  g_autofree char *after = NULL, *double_step = NULL;

  g_assert_false (is_legal ("crazyhouse", fen, "P@a1"));
  g_assert_false (is_legal ("crazyhouse", fen, "P@a8"));
  g_assert_true (is_legal ("crazyhouse", fen, "P@a7"));
  g_assert_true (is_legal ("bughouse", fen, "P@h2"));
  /* a pawn drop resets the half-move clock, a piece drop does not */
  after = fen_after ("crazyhouse", fen, "P@d2");
  g_assert_cmpstr (after, ==, "4k3/8/8/8/8/8/3P4/4K3[p] b - - 0 10");
  g_clear_pointer (&after, g_free);
  after = fen_after ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 5 10", "N@d2");
  g_assert_cmpstr (after, ==, "4k3/8/8/8/8/8/3N4/4K3[] b - - 6 10");
  /* a pawn dropped on its second rank may make the double step */
  double_step = fen_after ("crazyhouse", fen, "P@d2 P@a6 d2d4");
  g_assert_cmpstr (double_step, ==, "4k3/8/p7/8/3P4/8/8/4K3[] b - - 0 11");
}

static void
test_dropped_rook_no_castling (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/4K3[R] w - - 0 1";
  g_autofree char *after = fen_after ("crazyhouse", fen, "R@h1 e8d8");
  g_assert_cmpstr (after, ==, "3k4/8/8/8/8/8/8/4K2R[] w - - 2 2");
  g_assert_false (is_legal ("crazyhouse", after, "e1g1"));
}

static void
test_drop_gives_mate (void)
{
  /* a queen dropped on g7, guarded by the h6 pawn: mate in crazyhouse */
  const char *fen = "6k1/5p1p/7P/8/8/8/8/4K3[Q] w - - 0 1";
  ParlourPosition *pos = pos_from_fen ("crazyhouse", fen);
  g_autoptr(GError) error = NULL;
  ParlourMove m = parlour_move_from_long (pos, "Q@g7", &error);
  g_autofree char *san = NULL;
  ParlourMove back;

  g_assert_no_error (error);
  san = parlour_san_from_move (pos, m);
  g_assert_cmpstr (san, ==, "Q@g7#");
  back = parlour_san_to_move (pos, "Q@g7", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back, ==, m);
  parlour_position_free (pos);
}

static ParlourResult
outcome (const char         *variant,
         const char         *fen,
         ParlourTermination *termination)
{
  ParlourPosition *pos = pos_from_fen (variant, fen);
  ParlourResult r = parlour_position_outcome (pos, termination);
  parlour_position_free (pos);
  return r;
}

/* docs/rules/bughouse.md, "Checkmate" */
static void
test_bughouse_mate_decision (void)
{
  ParlourTermination t;

  /* back-rank check from a distance, no piece in hand: a drop on f8 or g8…
   * would block, so Black waits (and in crazyhouse it is mate) */
  g_assert_cmpint (outcome ("bughouse", "R6k/6pp/8/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_NONE);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_NONE);
  g_assert_cmpint (outcome ("crazyhouse", "R6k/6pp/8/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* the same with a knight in hand: the block is a legal move, no result */
  g_assert_cmpint (outcome ("bughouse", "R6k/6pp/8/8/8/8/8/4K3[n] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_NONE);
  /* a contact check (a guarded queen on g7) cannot be blocked: mate */
  g_assert_cmpint (outcome ("bughouse", "6k1/5pQp/7P/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* a knight's check cannot be blocked either */
  g_assert_cmpint (outcome ("bughouse", "6rk/5Npp/8/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  /* double check by two riders (Ba1 and Rh1): one drop cannot block both */
  g_assert_cmpint (outcome ("bughouse", "6rk/8/8/8/8/8/8/B3K2R[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* no move and not in check: the player waits, no stalemate */
  g_assert_cmpint (outcome ("bughouse", "k7/P7/1Q6/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_NONE);
  g_assert_cmpint (outcome ("crazyhouse", "k7/P7/1Q6/8/8/8/8/4K3[] b - - 0 1", &t), ==,
                   PARLOUR_RESULT_DRAW);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_STALEMATE);
  /* a bughouse board never runs short of material: the partner can send more */
  g_assert_cmpint (outcome ("bughouse", "k7/8/8/8/8/8/8/4K3[] w - - 0 1", &t), ==,
                   PARLOUR_RESULT_NONE);
}

static void
test_fen_round_trip (void)
{
  static const char * const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "r1bQ~kbnr/pppp1ppp/2n5/8/8/8/PPPP1PPP/RNB1KBNR[QBNpp] b KQkq - 0 6",
    "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPqrrbbnnpppp] w - - 0 1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    for (guint v = 0; v < 2; v++)
      {
        ParlourPosition *pos = pos_from_fen (v ? "bughouse" : "crazyhouse", fens[i]);
        g_autofree char *back = parlour_position_to_fen (pos);
        g_assert_cmpstr (back, ==, fens[i]);
        parlour_position_free (pos);
      }
}

/* parlour_position_drop_checks() against making every legal drop and asking
 * whether it checks, in the positions of random games from starts with full
 * hands, in both drop variants. */
static void
test_drop_checks (void)
{
  static const char * const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRBNPqrbnp] w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPqrrbbnnpppp] w - - 0 1",
    "r3k2r/ppp2ppp/2n5/1B1q4/3P4/5N2/PPP2bPP/RNBQK2R[NBRnbr] w KQkq - 0 1",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261204);
  guint checks_seen = 0;

  for (guint v = 0; v < 2; v++)
    for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
      for (guint game = 0; game < 12; game++)
        {
          ParlourPosition *pos = pos_from_fen (v ? "bughouse" : "crazyhouse", fens[f]);
          for (guint ply = 0; ply < 60; ply++)
            {
              guint32 checks[PARLOUR_MAX_SQUARES];
              ParlourMoveList list;
              ParlourUndo undo;

              parlour_position_legal_moves (pos, &list);
              if (list.n == 0)
                break;
              g_assert_true (parlour_position_drop_checks (pos, checks));
              for (guint i = 0; i < list.n; i++)
                {
                  ParlourMove m = list.moves[i];
                  ParlourPiece piece;
                  gboolean said, checks_now;
                  if (PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_DROP)
                    continue;
                  piece = PARLOUR_PIECE_MAKE (PARLOUR_MOVE_DROP_KIND (m), pos->side);
                  said = (checks[PARLOUR_MOVE_TO (m)] & (1u << PARLOUR_PIECE_CODE (piece))) != 0;
                  parlour_position_make (pos, m, &undo);
                  checks_now = parlour_position_in_check (pos);
                  parlour_position_unmake (pos, &undo);
                  g_assert_cmpint (said, ==, checks_now);
                  checks_seen += checks_now;
                }
              parlour_position_make (pos, list.moves[g_rand_int_range (rand, 0, list.n)], &undo);
            }
          parlour_position_free (pos);
        }
  /* the walk met checking drops of every kind, not only quiet ones */
  g_assert_cmpuint (checks_seen, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/drops/capture-to-own-reserve", test_capture_to_own_reserve);
  g_test_add_func ("/engine/drops/promotion-marked", test_promotion_marked);
  g_test_add_func ("/engine/drops/pawn-drops", test_pawn_drops);
  g_test_add_func ("/engine/drops/dropped-rook-no-castling", test_dropped_rook_no_castling);
  g_test_add_func ("/engine/drops/drop-gives-mate", test_drop_gives_mate);
  g_test_add_func ("/engine/drops/bughouse-mate-decision", test_bughouse_mate_decision);
  g_test_add_func ("/engine/drops/fen-round-trip", test_fen_round_trip);
  g_test_add_func ("/engine/drops/drop-checks", test_drop_checks);
  return g_test_run ();
}
