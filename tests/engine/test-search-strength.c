/* test-search-strength.c — what makes the computer player strong: its
 * evaluation (colour symmetry in every variant, the pawn-structure and piece
 * terms of docs/computer.md, "Evaluation") and the size of its tree (the
 * pruning and ordering of "Search")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "parlour-position-private.h"
#include "parlour-search.h"
#include "parlour-search-private.h"
#include "parlour-variant-chess.h"

#define SYMMETRY_GAMES 20
#define SYMMETRY_PLIES 80

static gint
eval_with (const char *fen, const ParlourEvalWeights *w)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (chess, fen, &error);
  g_autofree ParlourEvalTables *tables = g_new0 (ParlourEvalTables, 1);

  g_assert_no_error (error);
  parlour_eval_tables_init_weights (tables, chess, w);
  return parlour_eval (tables, pos);
}

static gint
eval_fen (const char *fen)
{
  return eval_with (fen, parlour_eval_default_weights (parlour_variant_lookup ("chess")));
}

/* @pos with the colours swapped and the board turned over rank by rank: the
 * same game seen from the other side. */
static ParlourPosition *
mirror (const ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  ParlourPosition *m = parlour_position_copy (pos);
  guint w = v->width, h = v->height;

  for (guint sq = 0; sq < w * h; sq++)
    {
      ParlourPiece p = pos->board[sq];
      guint to = (h - 1 - sq / w) * w + sq % w;
      m->board[to] = p == PARLOUR_PIECE_EMPTY
                       ? PARLOUR_PIECE_EMPTY
                       : PARLOUR_PIECE_MAKE (PARLOUR_PIECE_KIND (p),
                                             PARLOUR_OTHER (PARLOUR_PIECE_COLOR (p)));
    }
  for (guint c = 0; c < 2; c++)
    {
      guint royal = pos->royal[!c];
      m->royal[c] = royal == PARLOUR_NO_SQUARE ? royal : (h - 1 - royal / w) * w + royal % w;
      for (guint k = 0; k < PARLOUR_MAX_KINDS; k++)
        {
          m->count[c][k] = pos->count[!c][k];
          m->reserve[c][k] = pos->reserve[!c][k];
        }
    }
  m->side = PARLOUR_OTHER (pos->side);
  return m;
}

/* In every variant, positions of random games evaluate the same for the side to
 * move when the colours are swapped: no term favours a colour. */
static void
test_symmetry (void)
{
  guint n_variants;
  const ParlourVariant **variants = parlour_variant_list (&n_variants);
  GRand *rand = g_rand_new_with_seed (25);

  for (guint i = 0; i < n_variants; i++)
    {
      const ParlourVariant *v = variants[i];
      guint checked = 0;

      for (guint game = 0; game < SYMMETRY_GAMES; game++)
        {
          g_autoptr(ParlourPosition) pos = parlour_position_new (v);

          for (guint ply = 0; ply < SYMMETRY_PLIES; ply++)
            {
              ParlourMoveList list;
              ParlourUndo undo;

              parlour_position_legal_moves (pos, &list);
              if (list.n == 0 || parlour_position_outcome (pos, NULL) != PARLOUR_RESULT_NONE)
                break;
              {
                g_autoptr(ParlourPosition) m = mirror (pos);
                gint a = parlour_search_evaluate (pos), b = parlour_search_evaluate (m);
                if (a != b)
                  {
                    g_autofree char *fen = parlour_position_to_fen (pos);
                    g_test_message ("%s: %s evaluates %d, mirrored %d", v->id, fen, a, b);
                  }
                g_assert_cmpint (a, ==, b);
                checked++;
              }
              parlour_position_make (pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n)],
                                     &undo);
            }
        }
      g_assert_cmpuint (checked, >, SYMMETRY_GAMES);
    }
  g_rand_free (rand);
}

/* The pawn cache (docs/computer.md, "Search") changes no score: in every
 * variant, positions of random games evaluate the same with it (missed, then
 * found) as without it. */
static void
test_pawn_cache (void)
{
  guint n_variants;
  const ParlourVariant **variants = parlour_variant_list (&n_variants);
  GRand *rand = g_rand_new_with_seed (39);
  g_autofree ParlourEvalTables *tables = g_new0 (ParlourEvalTables, 1);
  g_autofree ParlourPawnCacheEntry *cache = g_new0 (ParlourPawnCacheEntry, PAWN_CACHE_SIZE);

  for (guint i = 0; i < n_variants; i++)
    {
      const ParlourVariant *v = variants[i];
      guint checked = 0;

      parlour_eval_tables_init (tables, v);
      memset (cache, 0, PAWN_CACHE_SIZE * sizeof *cache);
      if (g_str_equal (v->id, "chess"))
        g_assert_true (tables->pawns_alone);
      for (guint game = 0; game < SYMMETRY_GAMES; game++)
        {
          g_autoptr(ParlourPosition) pos = parlour_position_new (v);

          for (guint ply = 0; ply < 2 * SYMMETRY_PLIES; ply++)
            {
              ParlourMoveList list;
              ParlourUndo undo;
              gint plain;

              parlour_position_legal_moves (pos, &list);
              if (list.n == 0 || parlour_position_outcome (pos, NULL) != PARLOUR_RESULT_NONE)
                break;
              plain = parlour_eval (tables, pos);
              g_assert_cmpint (parlour_eval_cached (tables, cache, pos), ==, plain);
              g_assert_cmpint (parlour_eval_cached (tables, cache, pos), ==, plain);
              checked++;
              parlour_position_make (pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n)],
                                     &undo);
            }
        }
      g_assert_cmpuint (checked, >, SYMMETRY_GAMES);
    }
  g_rand_free (rand);
}

/* The royal's shelter (docs/computer.md, "Evaluation"): White's king on g1
 * has no pawn of its own on the f, g or h file and a black pawn on g3, two
 * ranks from it; Black's king is behind its three pawns. With the default
 * weights White stands worse than with the shelter terms set to 0, by at
 * least half of three open files and a storm two ranks near (the terms count
 * in the opening, blended by the pieces left, here more than half of them);
 * and by less with the king on c1, where the files are as open but no pawn
 * storms. */
static void
test_royal_shelter (void)
{
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;
  const char *bare = "rq2r1k1/5ppp/8/8/8/6p1/P7/RQ2R1K1 w - - 0 1";
  const char *away = "rq2r1k1/5ppp/8/8/8/6p1/P7/RQK1R3 w - - 0 1";
  gint with, without;

  none.royal_open_mg = none.royal_storm_mg = 0;
  g_assert_cmpint (def->royal_open_mg, >, 0);
  g_assert_cmpint (def->royal_storm_mg, >, 0);
  with = eval_with (bare, def);
  without = eval_with (bare, &none);
  g_assert_cmpint (without - with, >=, (3 * def->royal_open_mg + 2 * def->royal_storm_mg) / 2);
  /* on c1, with its own pawn on the a file (b, c and d are open: three files
   * again) and no storm: less than on g1 */
  g_assert_cmpint (eval_with (away, &none) - eval_with (away, def), <, without - with);
}

/* A pawn no opposing pawn can stop is worth more than one that faces a pawn,
 * in the ending most of all (with the same material, and the kings as far). */
static void
test_passed_pawn (void)
{
  gint facing = eval_fen ("8/4p3/8/4P3/8/8/8/3K2k1 w - - 0 1");
  gint passed = eval_fen ("8/p7/8/4P3/8/8/8/3K2k1 w - - 0 1");

  g_assert_cmpint (passed, >=, facing + 40);
}

/* Connected pawns (docs/computer.md, "Evaluation"): two pawns side by side
 * on d4 and e4 are worth more than the same two split on d4 and f4, and the
 * term is part of that: without it the difference shrinks by at least the
 * two pawns' connected worth in the ending. A connected pair further up
 * gains more. */
static void
test_connected_pawns (void)
{
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;
  const char *side_by_side = "6k1/8/8/8/3PP3/8/8/6K1 w - - 0 1";
  const char *split = "6k1/8/8/8/3P1P2/8/8/6K1 w - - 0 1";
  const char *further = "6k1/8/3PP3/8/8/8/8/6K1 w - - 0 1";
  const char *further_split = "6k1/8/3P1P2/8/8/8/8/6K1 w - - 0 1";

  g_assert_cmpint (def->connected_eg + def->connected_adv_eg, >, 0);
  none.connected_mg = none.connected_eg = none.connected_adv_mg = none.connected_adv_eg = 0;
  g_assert_cmpint (eval_fen (side_by_side), >, eval_fen (split));
  g_assert_cmpint ((eval_fen (side_by_side) - eval_with (side_by_side, &none)) -
                   (eval_fen (split) - eval_with (split, &none)), >=,
                   2 * def->connected_eg);
  g_assert_cmpint (eval_fen (further) - eval_fen (further_split), >,
                   eval_fen (side_by_side) - eval_fen (split));
}

/* A passed pawn whose square ahead the opponent does not attack is worth more
 * than one whose square ahead a piece of the opponent's attacks (the black
 * knight on c8 attacks d6 in the second position; on a8 it does not). */
static void
test_passed_pawn_free (void)
{
  const char *free_ = "n5k1/8/8/3P4/8/8/8/6K1 w - - 0 1";
  const char *watched = "2n3k1/8/8/3P4/8/8/8/6K1 w - - 0 1";
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;
  gint gap, gap_without;

  none.passed_free_pct = 0;
  g_assert_cmpint (def->passed_free_pct, >, 0);
  gap = eval_fen (free_) - eval_fen (watched);
  gap_without = eval_with (free_, &none) - eval_with (watched, &none);
  g_assert_cmpint (gap, >, 0);
  g_assert_cmpint (gap, >, gap_without);
}

/* A trapped piece (docs/computer.md, "Evaluation"): a knight on a1 hemmed in
 * by its own pawns on b3 and c2 loses three times the term's worth, and the
 * same knight on d4 with the same pawns, free to go, loses nothing by it. */
static void
test_trapped_piece (void)
{
  const char *trapped = "6k1/p7/8/8/8/1P6/2P5/N5K1 w - - 0 1";
  const char *free_ = "6k1/p7/8/8/3N4/1P6/2P5/6K1 w - - 0 1";
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;

  g_assert_cmpint (def->trapped_mg, >, 0);
  g_assert_cmpint (def->trapped_eg, >, 0);
  none.trapped_mg = none.trapped_eg = 0;
  g_assert_cmpint (eval_with (trapped, &none) - eval_fen (trapped), >=,
                   3 * MIN (def->trapped_mg, def->trapped_eg));
  g_assert_cmpint (eval_with (free_, &none), ==, eval_fen (free_));
}

/* Safe checks (docs/computer.md, "Evaluation"): the black queen on d8 can
 * check the white king from d1, which nothing of White's guards, and that
 * counts against White; with a white rook on a1 guarding the first rank the
 * square is no longer safe, and the term changes nothing. */
static void
test_safe_checks (void)
{
  const char *open = "2r2rk1/3q1ppp/8/8/8/8/5PPP/6K1 w - - 0 1";
  const char *guarded = "2r2rk1/3q1ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;

  g_assert_cmpint (def->danger_check, >, 0);
  none.danger_check = 0;
  g_assert_cmpint (eval_with (open, &none), >, eval_fen (open));
  g_assert_cmpint (eval_with (guarded, &none), ==, eval_fen (guarded));
}

/* Endings a lead seldom wins (docs/computer.md, "Evaluation"): a rook against
 * a bishop, with no pawn, keeps a small share of the exchange's worth; and a
 * pawn up with bishops on squares of opposite colours counts less than a pawn
 * up with bishops on the same colour. A rook against nothing is a win, and
 * keeps its whole worth. */
static void
test_drawish_endings (void)
{
  const ParlourEvalWeights *def = parlour_eval_default_weights (parlour_variant_lookup ("chess"));
  ParlourEvalWeights none = *def;
  const char *rook_bishop = "6k1/8/8/4b3/8/8/8/3RK3 w - - 0 1";
  const char *rook_alone = "6k1/8/8/8/8/8/8/3RK3 w - - 0 1";
  const char *opposite = "6k1/5p2/4b3/8/8/4B3/5PP1/6K1 w - - 0 1";
  const char *same = "6k1/5p2/3b4/8/8/4B3/5PP1/6K1 w - - 0 1";

  none.drawish_pct = none.opposite_bound_pct = 100;
  g_assert_cmpint (def->drawish_pct, <, 50);
  g_assert_cmpint (def->opposite_bound_pct, <, 100);
  g_assert_cmpint (eval_fen (rook_bishop), >, 0);
  g_assert_cmpint (eval_fen (rook_bishop) * 2, <, eval_with (rook_bishop, &none));
  g_assert_cmpint (eval_fen (rook_alone), ==, eval_with (rook_alone, &none));
  g_assert_cmpint (eval_fen (rook_alone), >, 500);
  g_assert_cmpint (eval_fen (opposite), >, 0);
  g_assert_cmpint (eval_fen (opposite), <, eval_with (opposite, &none));
  g_assert_cmpint (eval_fen (same), ==, eval_with (same, &none));
}

/* In a Bungalow a lead in pieces without pawns wins by baring the opponent's
 * royal, so the drawish shares are not applied there: White's extra piece,
 * with no pawn on the board, keeps its whole worth. */
static void
test_drawish_not_bungalow (void)
{
  const ParlourVariant *bungalow = parlour_variant_lookup ("bungalow");
  ParlourEvalWeights none = *parlour_eval_default_weights (bungalow);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos =
    parlour_position_new_from_fen (bungalow, "4l5/10/10/10/4e5/10/10/10/10/3HLE4 w - - 0 1", &error);
  g_autofree ParlourEvalTables *with = g_new0 (ParlourEvalTables, 1);
  g_autofree ParlourEvalTables *without = g_new0 (ParlourEvalTables, 1);

  g_assert_no_error (error);
  g_assert_cmpint (none.drawish_pct, <, 100);
  parlour_eval_tables_init_weights (with, bungalow, &none);
  none.drawish_pct = none.opposite_bound_pct = 100;
  parlour_eval_tables_init_weights (without, bungalow, &none);
  g_assert_cmpint (parlour_eval (with, pos), >, 100);
  g_assert_cmpint (parlour_eval (with, pos), ==, parlour_eval (without, pos));
}

/* Two bishops on both colours are worth more than two on the same colour, which
 * cover only half the board between them (both blocked by their pawns here). */
static void
test_bishop_pair (void)
{
  gint pair = eval_fen ("4k3/pppppppp/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1");
  gint same = eval_fen ("4k3/pppppppp/8/8/8/8/PPPPPPPP/2B1K1B1 w - - 0 1");

  g_assert_cmpint (pair, >=, same + 20);
}

/* A rook on a file without pawns is worth more than one behind its own pawn
 * (more than the squares it sees along the file would say). */
static void
test_open_file (void)
{
  gint open = eval_fen ("4k3/ppp2ppp/8/8/8/8/PPP2PPP/3RK3 w - - 0 1");
  gint closed = eval_fen ("4k3/ppp2ppp/8/8/8/8/PPP2PPP/2R1K3 w - - 0 1");

  g_assert_cmpint (open, >=, closed + 20);
}

/* Middle-game and ending positions the tree size is measured on (and
 * docs/computer.md, "Strength", compares with Fairy-Stockfish). */
static const char *const tree_fens[] = {
  "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
  "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2NBPN2/PP3PPP/R1BQK2R w KQ - 0 8",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "r1b2rk1/2q1bppp/p2p1n2/np2p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 0 12",
  "8/5pk1/6p1/3P4/1p3P2/1P4P1/5K2/8 w - - 0 45",
  "r2q1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/R2Q1RK1 w - - 0 10",
  "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
};

/* The search's pruning and ordering keep its tree small: depth 9 on the
 * positions above, each searched from an empty table, takes at most a million
 * nodes in all (the search of 2026-12-03, before issue 25's second round,
 * took 1.5 million). A count of nodes, not of time: the same on any machine. */
/* The piece-square corrections by class: each kind's class comes from its
 * moves (chess's six kinds; Bungalow's leapers, its colour-bound ones apart;
 * none for the Giraffe, which moves by code of its own),
 * and a class's rank and file weights move the evaluation of a piece of the
 * class by that much, in the opening, from its own side's edge. */
static void
test_class_terms (void)
{
  static const struct { const char *variant; char letter; gint cls; } kinds[] = {
    { "chess", 'P', PARLOUR_EVAL_CLASS_PAWN }, { "chess", 'N', PARLOUR_EVAL_CLASS_PIECE },
    { "chess", 'B', PARLOUR_EVAL_CLASS_BOUND }, { "chess", 'R', PARLOUR_EVAL_CLASS_FILE },
    { "chess", 'Q', PARLOUR_EVAL_CLASS_FILE_DIAGONAL }, { "chess", 'K', PARLOUR_EVAL_CLASS_ROYAL },
    { "bungalow", 'D', PARLOUR_EVAL_CLASS_BOUND }, { "bungalow", 'H', PARLOUR_EVAL_CLASS_PIECE },
    { "bungalow", 'L', PARLOUR_EVAL_CLASS_ROYAL }, { "bungalow-forward", 'M', PARLOUR_EVAL_CLASS_BOUND },
    { "bungalow-forward", 'G', PARLOUR_EVAL_CLASS_NONE },
  };
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  ParlourEvalWeights w = *parlour_eval_default_weights (chess);
  /* a knight on c3 for White (rank 2 of 8, file 1.5 files from the
   * middle), its twin for Black on f6 */
  const char *white = "4k3/p7/8/8/8/2N5/P7/4K3 w - - 0 1";
  const char *black = "4k3/p7/5n2/8/8/8/P7/4K3 w - - 0 1";
  gint base_white, base_black;

  /* the defaults without their corrections by class */
  memset (w.class_rank_mg, 0, sizeof w.class_rank_mg);
  memset (w.class_rank_eg, 0, sizeof w.class_rank_eg);
  memset (w.class_file_mg, 0, sizeof w.class_file_mg);
  memset (w.class_file_eg, 0, sizeof w.class_file_eg);
  memset (w.class_value_mg, 0, sizeof w.class_value_mg);
  memset (w.class_value_eg, 0, sizeof w.class_value_eg);
  base_white = eval_with (white, &w);
  base_black = eval_with (black, &w);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      const ParlourVariant *v = parlour_variant_lookup (kinds[i].variant);
      g_autofree ParlourEvalTables *tables = g_new0 (ParlourEvalTables, 1);
      guint k = 1;

      parlour_eval_tables_init (tables, v);
      while (k <= v->n_kinds && v->kinds[k].letter != kinds[i].letter)
        k++;
      g_assert_cmpuint (k, <=, v->n_kinds);
      g_assert_cmpint (tables->kind_class[k], ==, kinds[i].cls);
    }

  /* the same in the opening and the ending, so the phase does not matter */
  w.class_rank_mg[PARLOUR_EVAL_CLASS_PIECE][2] = w.class_rank_eg[PARLOUR_EVAL_CLASS_PIECE][2] = 40;
  w.class_file_mg[PARLOUR_EVAL_CLASS_PIECE][1] = w.class_file_eg[PARLOUR_EVAL_CLASS_PIECE][1] = 25;
  w.class_rank_eg[PARLOUR_EVAL_CLASS_PIECE][5] = 1000;   /* not a knight's rank here */
  g_assert_cmpint (eval_with (white, &w) - base_white, ==, 65);
  g_assert_cmpint (eval_with (black, &w) - base_black, ==, -65);
  /* a tenth of the knight's value (its kind's, and a piece's bonus) */
  w.class_value_mg[PARLOUR_EVAL_CLASS_PIECE] = w.class_value_eg[PARLOUR_EVAL_CLASS_PIECE] = 10;
  w.class_value_eg[PARLOUR_EVAL_CLASS_BOUND] = 1000;     /* no bishop here */
  {
    g_autofree ParlourEvalTables *tables = g_new0 (ParlourEvalTables, 1);
    parlour_eval_tables_init (tables, chess);
    g_assert_cmpint (eval_with (white, &w) - base_white, ==, 65 + tables->value[PARLOUR_CHESS_KNIGHT] / 10);
  }
}

static void
test_tree_size (void)
{
  guint64 total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (tree_fens); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourPosition) pos =
        parlour_position_new_from_fen (parlour_variant_lookup ("chess"), tree_fens[i], &error);
      g_autoptr(ParlourSearch) search = parlour_search_new ();
      ParlourSearchLimits limits = { .depth = 9 };
      ParlourSearchResult result;

      g_assert_no_error (error);
      g_assert_true (parlour_search_run (search, pos, &limits, NULL, &result, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (result.depth, ==, 9);
      g_test_message ("%s: %" G_GUINT64_FORMAT " nodes", tree_fens[i], result.nodes);
      total += result.nodes;
    }
  g_assert_cmpuint (total, <=, 1000000);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/search-strength/symmetry", test_symmetry);
  g_test_add_func ("/engine/search-strength/pawn-cache", test_pawn_cache);
  g_test_add_func ("/engine/search-strength/royal-shelter", test_royal_shelter);
  g_test_add_func ("/engine/search-strength/passed-pawn", test_passed_pawn);
  g_test_add_func ("/engine/search-strength/passed-pawn-free", test_passed_pawn_free);
  g_test_add_func ("/engine/search-strength/connected-pawns", test_connected_pawns);
  g_test_add_func ("/engine/search-strength/trapped-piece", test_trapped_piece);
  g_test_add_func ("/engine/search-strength/safe-checks", test_safe_checks);
  g_test_add_func ("/engine/search-strength/drawish-endings", test_drawish_endings);
  g_test_add_func ("/engine/search-strength/drawish-not-bungalow", test_drawish_not_bungalow);
  g_test_add_func ("/engine/search-strength/bishop-pair", test_bishop_pair);
  g_test_add_func ("/engine/search-strength/open-file", test_open_file);
  g_test_add_func ("/engine/search-strength/class-terms", test_class_terms);
  g_test_add_func ("/engine/search-strength/tree-size", test_tree_size);
  return g_test_run ();
}
