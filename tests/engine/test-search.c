/* test-search.c — the computer player's search: mates, chance, legality, stopping, levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "parlour-notation.h"
#include "parlour-panic.h"
#include "parlour-search.h"
#include "test-drops-variant.h"

#ifndef RANDOM_POSITIONS
#define RANDOM_POSITIONS 10000
#endif

static ParlourPosition *
position (const char *variant, const char *fen)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *v = g_str_equal (variant, "test-drops") ? test_drops_variant ()
                                                               : parlour_variant_lookup (variant);
  ParlourPosition *pos;

  g_assert_nonnull (v);
  pos = parlour_position_new_from_fen (v, fen, &error);
  g_assert_no_error (error);
  return pos;
}

/* Does the side to move win by force within @moves of its moves? Brute force over
 * every legal move, independent of the search. An opponent with no move whose
 * game goes on (a Bughouse player who waits for a piece to drop) is not beaten. */
static gboolean
wins_within (ParlourPosition *pos, guint moves)
{
  ParlourColor us = pos->side;
  ParlourMoveList list;

  if (moves == 0)
    return FALSE;
  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourUndo undo;
      ParlourMoveList replies;
      ParlourResult r;
      gboolean all = TRUE;

      parlour_position_make (pos, list.moves[i], &undo);
      r = parlour_position_outcome (pos, NULL);
      if (r != PARLOUR_RESULT_NONE)
        all = r == (us == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS : PARLOUR_RESULT_BLACK_WINS);
      else
        {
          parlour_position_legal_moves (pos, &replies);
          if (replies.n == 0)
            all = FALSE;
          for (guint j = 0; j < replies.n && all; j++)
            {
              ParlourUndo undo2;
              parlour_position_make (pos, replies.moves[j], &undo2);
              r = parlour_position_outcome (pos, NULL);
              if (r == PARLOUR_RESULT_NONE)
                all = wins_within (pos, moves - 1);
              else
                all = r == (us == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS
                                                : PARLOUR_RESULT_BLACK_WINS);
              parlour_position_unmake (pos, &undo2);
            }
        }
      parlour_position_unmake (pos, &undo);
      if (all)
        return TRUE;
    }
  return FALSE;
}

static void
search (const ParlourPosition *pos, guint depth, ParlourSearchResult *result)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(GError) error = NULL;
  ParlourSearchLimits limits = { .depth = depth };

  g_assert_true (parlour_search_run (s, pos, &limits, NULL, result, &error));
  g_assert_no_error (error);
}

/* The search reports a mate in @moves, and its move keeps the win: after it, the
 * brute force finds the rest. */
static void
assert_mate (const char *variant, const char *fen, guint moves, const char *expected)
{
  g_autoptr(ParlourPosition) pos = position (variant, fen);
  ParlourSearchResult result;
  g_autofree char *text = NULL;
  ParlourUndo undo;

  g_assert_true (wins_within (pos, moves));
  g_assert_false (moves > 1 && wins_within (pos, moves - 1));
  search (pos, 2 * moves + 1, &result);
  text = parlour_move_to_long (pos, result.move);
  g_test_message ("%s: %s, score %d", fen, text, result.score);
  g_assert_cmpint (result.score, ==, PARLOUR_SEARCH_MATE - (gint) (2 * moves - 1));
  if (expected != NULL)
    g_assert_cmpstr (text, ==, expected);
  parlour_position_make (pos, result.move, &undo);
  if (moves > 1)
    {
      ParlourMoveList replies;
      parlour_position_legal_moves (pos, &replies);
      for (guint j = 0; j < replies.n; j++)
        {
          ParlourUndo undo2;
          parlour_position_make (pos, replies.moves[j], &undo2);
          g_assert_true (wins_within (pos, moves - 1));
          parlour_position_unmake (pos, &undo2);
        }
    }
  else
    g_assert_cmpint (parlour_position_outcome (pos, NULL), !=, PARLOUR_RESULT_NONE);
}

static void
test_chess_mate_in_one (void)
{
  assert_mate ("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 1, "a1a8");
  assert_mate ("chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1,
               "h5f7");
}

/* A mate ends the game before a draw by a move-count rule: Ra8 mates on the
 * hundredth halfmove without a capture or a pawn move (claimable from there,
 * docs/computer.md, "Draws"), and on the hundred and fiftieth, where the
 * game is drawn without a claim. */
static void
test_mate_before_move_count_rule (void)
{
  assert_mate ("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 99 60", 1, "a1a8");
  assert_mate ("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 149 90", 1, "a1a8");
}

static void
test_chess_mate_in_two (void)
{
  assert_mate ("chess", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2,
               "d5f6");
}

/* Mate in two in every variant the search plays by turns (SimulChess's search
 * is a matrix game over one turn, docs/computer.md; it has no mate in two). Each
 * position was found by the brute force above, which the test runs again, and
 * looked at by hand:
 *   - Bungalow (docs/rules/bungalow.md: no running from check, so a check the
 *     Leader cannot answer by taking the checker mates): Hf4-e2 keeps e2's Horse
 *     one leap from every square the Leader can go to, and from where it stands:
 *     whatever Black does, a Horse check from d4, f4, c3, g3, c1 or g1 mates.
 *   - Bungalow 2-D: He7-c6; after any reply the Horse checks from b8, b4, a5 or
 *     d8, out of the Leader's reach.
 *   - Forward Bungalow: the Giraffe goes f4-g10, from where one more leap
 *     (to a9, b9, c9 or one of f3-f6, h3-h6) checks the Leader on a5 wherever
 *     it has stepped, out of its reach.
 *   - Crazyhouse: Ra8-g8 shuts the king in on the h-file; a rook from the hand
 *     (R@h1, R@h2, R@h3 or R@h5) then mates.
 *   - Bughouse: d8=Q+ drives the king; a queen from the hand then mates by
 *     contact, which no drop from the partner could block.
 */
static void
test_mate_in_two_every_variant (void)
{
  assert_mate ("bungalow", "7L2/10/2d7/5p4/2p7/10/4lH1C2/10/10/10 w - - 0 1", 2, "f4e2");
  assert_mate ("bungalow-2d", "10/10/4p5/4H5/l5p3/2L7/2P7/10/10/5a4 w - - 0 1", 2, "e7c6");
  assert_mate ("bungalow-forward", "10/t9/10/10/10/l2a6/5G4/6Y3/6t3/L9 w - - 0 1", 2,
               "f4g10");
  assert_mate ("crazyhouse", "R7/8/7p/8/3K3k/5p2/1B6/8[R] w - - 0 1", 2, "a8g8");
  assert_mate ("bughouse", "8/3P1p2/1k6/8/3K4/8/1p6/1R6[Q] w - - 0 1", 2, "d7d8q");
}

/* A rook from the hand mates on the back rank. */
static void
test_drop_mate (void)
{
  assert_mate ("test-drops", "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1", 1, NULL);
  assert_mate ("test-drops", "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1", 1, "N@f7");
}

/* docs/rules/bungalow.md, "Capture promotion": the pawn takes the Horse, becomes a
 * Horse, and gives a check the Leader cannot answer by capturing the checker. */
static void
test_bungalow_capture_promotion_mate (void)
{
  assert_mate ("bungalow", "3l6/1h8/2P7/10/10/9p/10/10/10/L9 w - - 0 1", 1, "c8b9");
  assert_mate ("bungalow-2d", "3l6/1h8/2P7/10/10/9p/10/10/10/L9 w - - 0 1", 1, "c8b9");
  /* Forward Bungalow: the pawn becomes a Dark Horse (a lame knight), whose leg c9 is free */
  assert_mate ("bungalow-forward", "3l6/1o8/2P7/10/10/9p/10/10/10/L9 w - - 0 1", 1, "c8b9");
}

/* Panic: the queen can take the rook (+5) or the pawn that the king guards (then
 * the queen is lost); chance picks either. The knight can only take a free pawn.
 * The best single outcome is the queen's; the expected value is the knight's. */
static void
test_panic_expected_value (void)
{
  g_autoptr(ParlourPosition) pos = position ("panic", "4k3/3p4/8/7p/r7/6N1/4P3/3Q2K1 w - - 0 1");
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  ParlourSearchResult result;
  char name[4];

  g_assert_cmpuint (parlour_panic_outcomes (pos, 3, outcomes, G_N_ELEMENTS (outcomes)), ==, 2);
  g_assert_cmpuint (parlour_panic_outcomes (pos, 22, outcomes, G_N_ELEMENTS (outcomes)), ==, 1);
  search (pos, 3, &result);
  g_assert_cmpuint (result.move, ==, PARLOUR_MOVE_NONE);
  parlour_square_name (pos->variant, result.square, name);
  g_assert_cmpstr (name, ==, "g3");
  g_assert_cmpint (result.score, >, 0);
}

/* Panic: the rook can take only the king; the queen can take the king or a pawn,
 * each with chance 1/2. The rook wins for certain. */
static void
test_panic_king_capture (void)
{
  g_autoptr(ParlourPosition) pos = position ("panic", "8/8/8/8/8/1p6/k7/RQ4K1 w - - 0 1");
  ParlourSearchResult result;
  char name[4];

  search (pos, 2, &result);
  parlour_square_name (pos->variant, result.square, name);
  g_assert_cmpstr (name, ==, "a1");
  g_assert_cmpint (result.score, ==, PARLOUR_SEARCH_MATE - 1);
}

/* Panic: can the side to move capture the king within @picks of its picks,
 * whatever chance does? Brute force over every selectable piece and every
 * outcome chance may give it (parlour_panic_outcomes(), which follows
 * docs/rules/panic.md), independent of the search; every pick of the opponent
 * in between must lose too. */
static gboolean panic_pick_wins (ParlourPosition *pos, guint square, guint picks);

static gboolean
panic_wins_within (ParlourPosition *pos,
                   guint            picks)
{
  guint n_squares = pos->variant->width * pos->variant->height;

  for (guint sq = 0; sq < n_squares && picks > 0; sq++)
    if (parlour_panic_is_selectable (pos, sq) && panic_pick_wins (pos, sq, picks))
      return TRUE;
  return FALSE;
}

static gboolean
panic_pick_wins (ParlourPosition *pos,
                 guint            square,
                 guint            picks)
{
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n = parlour_panic_outcomes (pos, square, outcomes, G_N_ELEMENTS (outcomes));
  guint n_squares = pos->variant->width * pos->variant->height;
  ParlourResult win = pos->side == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS
                                                 : PARLOUR_RESULT_BLACK_WINS;
  gboolean all = n > 0;

  for (guint i = 0; i < n && all; i++)
    {
      ParlourUndo undo;
      ParlourResult r;

      parlour_position_make (pos, outcomes[i].move, &undo);
      r = parlour_position_outcome (pos, NULL);
      if (r != PARLOUR_RESULT_NONE || picks == 1)
        all = r == win;
      else
        {
          gboolean any = FALSE;

          /* every pick of the opponent, and every outcome of it */
          for (guint sq = 0; sq < n_squares && all; sq++)
            {
              ParlourPanicOutcome replies[PARLOUR_PANIC_MAX_OUTCOMES];
              guint n_replies;

              if (!parlour_panic_is_selectable (pos, sq))
                continue;
              any = TRUE;
              n_replies = parlour_panic_outcomes (pos, sq, replies, G_N_ELEMENTS (replies));
              for (guint j = 0; j < n_replies && all; j++)
                {
                  ParlourUndo undo2;

                  parlour_position_make (pos, replies[j].move, &undo2);
                  all = parlour_position_outcome (pos, NULL) == PARLOUR_RESULT_NONE &&
                        panic_wins_within (pos, picks - 1);
                  parlour_position_unmake (pos, &undo2);
                }
            }
          /* an opponent with nothing to pick is stalemated: a draw */
          all = all && any;
        }
      parlour_position_unmake (pos, &undo);
    }
  return all;
}

/* Panic: the king is captured in two picks whatever chance picks. The rook
 * on c7 can take only the pawn (docs/rules/panic.md, rule 1: certain); then
 * the black king is alone, so it goes to any of its squares (rule 3), and on
 * each of them one white piece has the king as its only capture: the queen
 * on e1 reaches b1, d1 and d2, the king on c3 reaches b2, c2 and d2. Picking
 * the queen at once would take the king or the pawn, each with chance 1/2:
 * the expected value picks the rook. The search, with three picks, finds it
 * with a forced win's score. */
static void
test_panic_mate_in_two (void)
{
  g_autoptr(ParlourPosition) pos = position ("panic", "8/2R1p3/8/8/8/2K5/8/2k1Q3 w - - 0 1");
  ParlourSearchResult result;
  char name[4];

  g_assert_true (panic_wins_within (pos, 2));
  g_assert_false (panic_wins_within (pos, 1));
  search (pos, 3, &result);
  parlour_square_name (pos->variant, result.square, name);
  g_assert_cmpstr (name, ==, "c7");
  g_assert_cmpint (result.score, ==, PARLOUR_SEARCH_MATE - 3);
  g_assert_true (panic_pick_wins (pos, result.square, 2));
}

/* The depth the strongest level completes in @pos within @nodes nodes, at most
 * @depth. */
static guint
depth_within (ParlourPosition     *pos,
              guint                depth,
              guint64              nodes,
              ParlourSearchResult *result)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  ParlourSearchLimits limits = { .depth = depth, .nodes = nodes };

  g_assert_true (parlour_search_run (s, pos, &limits, NULL, result, NULL));
  g_test_message ("depth %u in %" G_GUINT64_FORMAT " nodes", result->depth, result->nodes);
  return result->depth;
}

/* Panic: the chance search goes deep enough to see past the weaker levels. An
 * average over chance's outcomes cannot be cut by alpha and beta, so without
 * forward pruning every pick of every node is searched and a middle-game
 * position needs 3.7 million nodes for five picks (docs/computer.md,
 * "Chance"); with it, five picks take under 250,000 nodes, what the
 * strongest level searches in about a second. */
static void
test_panic_depth (void)
{
  g_autoptr(ParlourPosition) pos =
    position ("panic", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
  ParlourSearchResult result;

  g_assert_cmpuint (depth_within (pos, 5, 250000, &result), ==, 5);
  g_assert_true (parlour_panic_is_selectable (pos, result.square));
}

static gint
exchange (ParlourSearch *search, const char *variant, const char *fen, const char *move)
{
  g_autoptr(ParlourPosition) pos = position (variant, fen);
  g_autoptr(GError) error = NULL;
  ParlourMove m = parlour_move_from_long (pos, move, &error);

  g_assert_no_error (error);
  return parlour_search_exchange (search, pos, m);
}

/* The static exchange evaluation (docs/computer.md, "Search"): the least
 * valuable piece takes first, a rider behind another joins when the one in
 * front has taken, a side stops when taking on would lose. */
static void
test_exchange (void)
{
  g_autoptr(ParlourSearch) search = parlour_search_new ();
  gint pawn = exchange (search, "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5");
  gint knight, rook, queen;

  g_assert_cmpint (pawn, >, 50);
  /* a queen takes a pawn a pawn guards: the queen for a pawn */
  queen = exchange (search, "chess", "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5");
  g_assert_cmpint (queen, <, -600);
  /* a rook takes a knight a pawn guards: a rook for a knight */
  rook = exchange (search, "chess", "4k3/4p3/3n4/8/8/8/8/3RK3 w - - 0 1", "d1d6");
  knight = exchange (search, "chess", "4k3/8/3n4/8/8/8/8/3RK3 w - - 0 1", "d1d6");
  g_assert_cmpint (knight, >, 250);
  g_assert_cmpint (rook, <, 0);
  g_assert_cmpint (rook, >, -300);
  /* doubled rooks: the one behind takes back, so the pawn is won */
  g_assert_cmpint (exchange (search, "chess", "3r2k1/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), ==, pawn);
  /* … and a single rook loses itself for the pawn */
  g_assert_cmpint (exchange (search, "chess", "3r2k1/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"), <, -300);
  /* quiet moves: to a square a pawn guards, and to a safe one */
  g_assert_cmpint (exchange (search, "chess", "4k3/8/2p5/8/8/2N5/8/4K3 w - - 0 1", "c3d5"), <, -200);
  g_assert_cmpint (exchange (search, "chess", "4k3/8/2p5/8/8/2N5/8/4K3 w - - 0 1", "c3e4"), ==, 0);
  /* a drop onto a square the opponent guards, and a capture with a piece
   * in hand taking back */
  g_assert_cmpint (exchange (search, "crazyhouse", "4k3/8/2p5/8/8/8/8/4K3[N] w - - 0 1", "N@d5"), <, -100);
  g_assert_cmpint (exchange (search, "crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@d5"), ==, 0);
  /* a king takes what nothing guards; a pawn takes first, the king after */
  g_assert_cmpint (exchange (search, "chess", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2"), ==, pawn);
  g_assert_cmpint (exchange (search, "chess", "4k3/8/8/2p5/3n4/4P3/8/3QK3 w - - 0 1", "e3d4"), >, 250);
  /* a rook takes a pawn the king guards: the rook is lost, unless its own
   * king guards the square, so the other king may not take */
  g_assert_cmpint (exchange (search, "chess", "8/8/8/8/8/4k3/3p4/3R2K1 w - - 0 1", "d1d2"), <, -300);
  g_assert_cmpint (exchange (search, "chess", "8/8/8/8/8/4k3/3p4/3RK3 w - - 0 1", "d1d2"), ==, pawn);
  /* 10x10 with fairy pieces, and Forward Bungalow's Giraffe, whose moves
   * are code of its own (the cheap estimate): from the start no move wins or
   * loses anything */
  for (guint v = 0; v < 2; v++)
    {
      const char *name = v == 0 ? "bungalow" : "bungalow-forward";
      g_autoptr(ParlourPosition) pos = position (name, parlour_variant_lookup (name)->start_fen);
      ParlourMoveList list;

      parlour_position_legal_moves (pos, &list);
      g_assert_cmpuint (list.n, >, 0);
      for (guint i = 0; i < list.n; i++)
        g_assert_cmpint (parlour_search_exchange (search, pos, list.moves[i]), ==, 0);
    }
}

/* Crazyhouse: a captured piece changes sides instead of leaving the game, so a
 * piece is worth less against pawns than in chess (docs/computer.md,
 * "Evaluation"): a queen up is a smaller lead, and a queen is worth less than
 * a rook and a knight. */
static void
test_drop_values (void)
{
  g_autoptr(ParlourPosition) chess = position ("chess", "4k3/pppp4/8/8/8/8/PPPP4/3QK3 w - - 0 1");
  g_autoptr(ParlourPosition) zh = position ("crazyhouse", "4k3/pppp4/8/8/8/8/PPPP4/3QK3[] w - - 0 1");
  g_autoptr(ParlourPosition) trade =
    position ("crazyhouse", "1n2k3/pppp4/8/8/8/8/PPPP4/3QK3[r] w - - 0 1");
  g_autoptr(ParlourPosition) trade_black =
    position ("crazyhouse", "1n2k3/pppp4/8/8/8/8/PPPP4/3QK3[r] b - - 0 1");

  g_assert_cmpint (parlour_search_evaluate (zh), <, parlour_search_evaluate (chess) - 200);
  /* whoever is to move (the move itself is worth much with drops) */
  g_assert_cmpint (parlour_search_evaluate (trade) - parlour_search_evaluate (trade_black), <, 0);
}

/* Crazyhouse: the null move prunes there too (docs/computer.md, "Search"), so a
 * middle-game position is searched to depth 7 in far fewer nodes (with the
 * static exchange evaluation of 2026-12-04's fourth round: 56,300 without it,
 * 27,313 with it; 22,234 with the tuned weights of 2026-12-05). */
static void
test_drop_null_move (void)
{
  g_autoptr(ParlourPosition) pos =
    position ("crazyhouse", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 6 5");
  ParlourSearchResult result;

  g_assert_cmpuint (depth_within (pos, 7, 40000, &result), ==, 7);
  g_test_message ("depth 7 in %" G_GUINT64_FORMAT " nodes", result.nodes);
}

/* Random positions from random games: whatever the level and limits, the move is
 * legal (or, in Panic, the pick selectable). */
static void
test_random_positions (gconstpointer data)
{
  const ParlourVariant *v = data;
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261201);
  g_autoptr(ParlourPosition) pos = parlour_position_new (v);
  guint searched = 0, plies = 0;

  while (searched < RANDOM_POSITIONS)
    {
      ParlourMoveList list;
      ParlourSearchLimits limits = {
        .depth = 1 + g_rand_int_range (rand, 0, 2),
        .nodes = 48,
        .level = g_rand_int_range (rand, 0, PARLOUR_SEARCH_LEVEL_MAX + 1),
        .seed = g_rand_int (rand),
      };
      ParlourSearchResult result;
      g_autoptr(GError) error = NULL;
      ParlourUndo undo;

      parlour_position_legal_moves (pos, &list);
      /* a bughouse player with no move waits for a piece (no result) */
      if (plies > 120 || list.n == 0 || parlour_position_outcome (pos, NULL) != PARLOUR_RESULT_NONE)
        {
          g_assert_false (parlour_search_run (s, pos, &limits, NULL, &result, &error) &&
                          list.n == 0);
          parlour_position_set_start (pos);
          plies = 0;
          continue;
        }
      g_assert_true (parlour_search_run (s, pos, &limits, NULL, &result, &error));
      g_assert_no_error (error);
      if (v->flags & PARLOUR_VARIANT_CHANCE)
        g_assert_true (parlour_panic_is_selectable (pos, result.square));
      else
        g_assert_true (parlour_position_is_legal (pos, result.move));
      searched++;
      parlour_position_make (pos, list.moves[g_rand_int_range (rand, 0, list.n)], &undo);
      plies++;
    }
}

typedef struct {
  ParlourSearch *search;
  GMutex         lock;
  GCond          cond;
  guint          iterations;
} StopData;

static void
count_iteration_cb (const ParlourSearchResult *info, gpointer user_data)
{
  StopData *d = user_data;

  g_mutex_lock (&d->lock);
  d->iterations++;
  g_cond_signal (&d->cond);
  g_mutex_unlock (&d->lock);
}

static gpointer
search_thread (gpointer data)
{
  StopData *d = data;
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_default ());
  ParlourSearchLimits limits = { 0 };
  ParlourSearchResult *result = g_new0 (ParlourSearchResult, 1);

  g_assert_true (parlour_search_run (d->search, pos, &limits, NULL, result, NULL));
  g_assert_true (parlour_position_is_legal (pos, result->move));
  return result;
}

/* A search without limits ends when told to, with the move of the iterations it
 * finished: it did not run to its last iteration. */
static void
test_stop (void)
{
  StopData d = { .search = parlour_search_new () };
  g_autofree ParlourSearchResult *result = NULL;
  GThread *thread;

  g_mutex_init (&d.lock);
  g_cond_init (&d.cond);
  parlour_search_set_info_func (d.search, count_iteration_cb, &d);
  thread = g_thread_new ("search", search_thread, &d);
  g_mutex_lock (&d.lock);
  while (d.iterations < 3)
    g_cond_wait (&d.cond, &d.lock);
  g_mutex_unlock (&d.lock);
  parlour_search_stop (d.search);
  result = g_thread_join (thread);
  g_assert_cmpuint (result->depth, >=, 3);
  g_assert_cmpuint (result->depth, <, PARLOUR_SEARCH_MAX_PLY - 1);
  parlour_search_free (d.search);
  g_cond_clear (&d.cond);
  g_mutex_clear (&d.lock);
}

/* A cancelled cancellable stops the search before its first iteration; the move
 * is still legal. */
static void
test_cancel (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_lookup ("bungalow"));
  ParlourSearchLimits limits = { 0 };
  ParlourSearchResult result;

  g_cancellable_cancel (cancellable);
  g_assert_true (parlour_search_run (s, pos, &limits, cancellable, &result, NULL));
  g_assert_true (parlour_position_is_legal (pos, result.move));
  g_assert_cmpuint (result.depth, ==, 0);
  g_assert_cmpuint (result.nodes, <=, 1024);
}

static void
test_game_over (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = position ("chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  g_autoptr(GError) error = NULL;
  ParlourSearchLimits limits = { .depth = 3 };
  ParlourSearchResult result;

  g_assert_false (parlour_search_run (s, pos, &limits, NULL, &result, &error));
  g_assert_error (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_NO_MOVES);
  g_clear_error (&error);
  limits.level = PARLOUR_SEARCH_LEVEL_MAX + 1;
  g_assert_false (parlour_search_run (s, pos, &limits, NULL, &result, &error));
  g_assert_error (error, PARLOUR_SEARCH_ERROR, PARLOUR_SEARCH_ERROR_LIMITS);
}

/* The beginner varies its moves with the seed; the strongest level does not. */
static void
test_levels (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_default ());
  g_autoptr(GHashTable) beginner = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) strongest = g_hash_table_new (NULL, NULL);

  for (guint seed = 0; seed < 20; seed++)
    {
      ParlourSearchLimits weak = { .level = PARLOUR_SEARCH_LEVEL_MIN, .seed = seed };
      ParlourSearchLimits strong = { .level = PARLOUR_SEARCH_LEVEL_MAX, .depth = 3, .seed = seed };
      ParlourSearchResult result;

      g_assert_true (parlour_search_run (s, pos, &weak, NULL, &result, NULL));
      g_hash_table_add (beginner, GUINT_TO_POINTER (result.move));
      parlour_search_clear (s);
      g_assert_true (parlour_search_run (s, pos, &strong, NULL, &result, NULL));
      g_hash_table_add (strongest, GUINT_TO_POINTER (result.move));
      parlour_search_clear (s);
    }
  g_assert_cmpuint (g_hash_table_size (beginner), >, 3);
  g_assert_cmpuint (g_hash_table_size (strongest), ==, 1);
}

/* A repetition is a draw to the search: with the position after its best move
 * in the game's history, the side that is winning plays another move. */
static void
test_repetition (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = position ("chess", "7k/8/8/8/8/8/8/5QK1 w - - 10 40");
  ParlourSearchLimits limits = { .depth = 3 };
  ParlourSearchResult first, second;
  ParlourPosition after;
  ParlourUndo undo;

  g_assert_true (parlour_search_run (s, pos, &limits, NULL, &first, NULL));
  g_assert_cmpint (first.score, >, 500);
  after = *pos;
  parlour_position_make (&after, first.move, &undo);
  parlour_search_set_history (s, &after.hash, 1);
  parlour_search_clear (s);
  g_assert_true (parlour_search_run (s, pos, &limits, NULL, &second, NULL));
  g_assert_cmpuint (second.move, !=, first.move);
  g_assert_cmpint (second.score, >, 500);
}

/* The time for a move from the clock: a share of what is left plus most of the
 * increment, at most half of what is left; a clock that ran over (a GUI may
 * send a negative time after a lag) moves at once instead of without limit. */
static void
test_clock_budget (void)
{
  const gint64 s = G_USEC_PER_SEC, ms = 1000;

  /* 60 s sudden death: a thirtieth; with 2 s increment, 1.5 s more */
  g_assert_cmpint (parlour_search_clock_budget (60 * s, 0, 0, 0), ==, 2 * s);
  g_assert_cmpint (parlour_search_clock_budget (60 * s, 2 * s, 0, 0), ==, 3500 * ms);
  /* 10 moves to the time control: an eleventh */
  g_assert_cmpint (parlour_search_clock_budget (11 * s, 0, 10, 0), ==, s);
  /* the increment cannot take more than half of what is left */
  g_assert_cmpint (parlour_search_clock_budget (1 * s, 5 * s, 0, 0), ==, 500 * ms);
  /* the overhead is kept back */
  g_assert_cmpint (parlour_search_clock_budget (30 * s + 20 * ms, 0, 0, 20 * ms), ==, s);
  /* nothing left, or less than nothing: a millisecond */
  g_assert_cmpint (parlour_search_clock_budget (0, 0, 0, 0), ==, ms);
  g_assert_cmpint (parlour_search_clock_budget (-1500 * ms, 100 * ms, 0, 20 * ms), ==, ms);
  g_assert_cmpint (parlour_search_clock_budget (G_MININT64 / 2, -5 * s, 3, 0), ==, ms);
  /* a fixed time a move is used whole but a twentieth, at most the overhead:
   * a 100 ms move searched 80 ms before (docs/computer.md, "UCI") */
  g_assert_cmpint (parlour_search_movetime_budget (100 * ms, 20 * ms), ==, 95 * ms);
  g_assert_cmpint (parlour_search_movetime_budget (s, 20 * ms), ==, 980 * ms);
  g_assert_cmpint (parlour_search_movetime_budget (10 * ms, 20 * ms), ==, 9500);
  g_assert_cmpint (parlour_search_movetime_budget (0, 20 * ms), ==, ms);
  g_assert_cmpint (parlour_search_movetime_budget (-5 * s, 20 * ms), ==, ms);
}

/* Each level from 3 to 7 stops at its own depth (docs/computer.md, "Levels"),
 * one deeper than the level below, so level 7 is not the strongest level with
 * a limit it never reaches at the app's think time; level 8 has no limit but
 * the caller's. */
static void
test_level_depths (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = position ("chess",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");

  for (guint level = 3; level <= PARLOUR_SEARCH_LEVEL_MAX; level++)
    {
      ParlourSearchLimits limits = { .level = level, .depth = level == 8 ? 7 : 0 };
      ParlourSearchResult result;

      g_assert_true (parlour_search_run (s, pos, &limits, NULL, &result, NULL));
      g_assert_cmpuint (result.depth, ==, level == 8 ? 7 : level - 1);
    }
}

/* In Panic the levels' limits are in picks, spread over the four or so picks the
 * strongest level reaches in the app's think time. */
static void
test_level_depths_panic (void)
{
  static const guint picks[PARLOUR_SEARCH_LEVEL_MAX + 1] = { 0, 1, 1, 1, 2, 2, 3, 4, 5 };
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = position ("panic",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");

  for (guint level = 1; level <= PARLOUR_SEARCH_LEVEL_MAX; level++)
    {
      /* the strongest has no limit of its own: 5 picks are asked of it */
      ParlourSearchLimits limits = { .level = level, .depth = level == 8 ? 5 : 0, .seed = level };
      ParlourSearchResult result;

      g_assert_true (parlour_search_run (s, pos, &limits, NULL, &result, NULL));
      g_assert_cmpuint (result.depth, ==, picks[level]);
    }
}

/* The transposition table's size is set in MiB, a power of two at most. */
static void
test_hash_size (void)
{
  g_autoptr(ParlourSearch) s = parlour_search_new ();
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_default ());
  ParlourSearchLimits limits = { .depth = 4 };
  ParlourSearchResult result;

  parlour_search_set_hash_size (s, 1);
  g_assert_cmpuint (parlour_search_get_hash_size (s), ==, 1);
  parlour_search_set_hash_size (s, 48);
  g_assert_cmpuint (parlour_search_get_hash_size (s), ==, 32);
  g_assert_true (parlour_search_run (s, pos, &limits, NULL, &result, NULL));
  g_assert_cmpuint (result.depth, ==, 4);
}

int
main (int argc, char **argv)
{
  guint n;
  const ParlourVariant **variants;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/search/chess-mate-in-one", test_chess_mate_in_one);
  g_test_add_func ("/engine/search/chess-mate-in-two", test_chess_mate_in_two);
  g_test_add_func ("/engine/search/mate-before-move-count-rule", test_mate_before_move_count_rule);
  g_test_add_func ("/engine/search/mate-in-two-every-variant", test_mate_in_two_every_variant);
  g_test_add_func ("/engine/search/panic-mate-in-two", test_panic_mate_in_two);
  g_test_add_func ("/engine/search/drop-mate", test_drop_mate);
  g_test_add_data_func ("/engine/search/random-positions/test-drops", test_drops_variant (),
                        test_random_positions);
  g_test_add_func ("/engine/search/bungalow-capture-promotion-mate",
                   test_bungalow_capture_promotion_mate);
  g_test_add_func ("/engine/search/panic-expected-value", test_panic_expected_value);
  g_test_add_func ("/engine/search/panic-king-capture", test_panic_king_capture);
  g_test_add_func ("/engine/search/panic-depth", test_panic_depth);
  g_test_add_func ("/engine/search/exchange", test_exchange);
  g_test_add_func ("/engine/search/drop-values", test_drop_values);
  g_test_add_func ("/engine/search/drop-null-move", test_drop_null_move);
  g_test_add_func ("/engine/search/stop", test_stop);
  g_test_add_func ("/engine/search/cancel", test_cancel);
  g_test_add_func ("/engine/search/game-over", test_game_over);
  g_test_add_func ("/engine/search/levels", test_levels);
  g_test_add_func ("/engine/search/repetition", test_repetition);
  g_test_add_func ("/engine/search/clock-budget", test_clock_budget);
  g_test_add_func ("/engine/search/hash-size", test_hash_size);
  g_test_add_func ("/engine/search/level-depths", test_level_depths);
  g_test_add_func ("/engine/search/level-depths-panic", test_level_depths_panic);
  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/search/random-positions/%s", variants[i]->id);
      g_test_add_data_func (path, variants[i], test_random_positions);
    }
  return g_test_run ();
}
