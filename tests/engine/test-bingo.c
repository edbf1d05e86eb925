/* test-bingo.c — Chess Bingo's engine: the facts of a game, the objectives, the card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The objectives are tested from tests/data/bingo/objectives.pgn: every game
 * names the player it is about (BingoPlayer), the objectives it completes for
 * that player (BingoComplete) and those it almost completes (BingoAlmost). Games
 * with one BingoSeries tag are one match: a cumulative objective is measured over
 * the series' games up to and including the one that names it. Every objective
 * of the catalogue must have a game of each sort.
 */
#include <string.h>

#include "parlour-bingo-card.h"
#include "parlour-handicap.h"
#include "parlour-pgn.h"
#include "parlour-variant-chess.h"

static GPtrArray *
read_games (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bingo", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *games;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  games = parlour_pgn_parse (text, &error);
  g_assert_no_error (error);
  return games;
}

static ParlourGame *
play (const char *fen, const char *moves)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  game = parlour_game_new (&parlour_variant_chess, fen, 0, &error);
  g_assert_no_error (error);
  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      {
        parlour_game_play_text (game, list[i], &error);
        g_assert_no_error (error);
      }
  return g_steal_pointer (&game);
}

static void
facts_of (const char *fen, const char *moves, ParlourBingoFacts *facts)
{
  g_autoptr(ParlourGame) game = play (fen, moves);
  g_autoptr(GError) error = NULL;

  parlour_bingo_facts_compute (game, facts, &error);
  g_assert_no_error (error);
}

/* ---- facts ---- */

static void
test_facts_checks (void)
{
  ParlourBingoFacts f;

  /* The rook checks along the e-file, the queen behind it does not. */
  facts_of ("4k3/8/4n3/8/4R3/8/8/4QK2 w - - 0 1", "e4e6", &f);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_ROOK], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_QUEEN], ==, 0);
  facts_of ("4k3/8/8/8/4N3/8/8/4QK2 w - - 0 1", "e4c5", &f);
  /* the knight opens the queen's line: a discovered check, credited to the queen */
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_KNIGHT], ==, 0);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].discovered_checks, ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].double_checks, ==, 0);
  facts_of ("4k3/8/8/8/4N3/8/8/4QK2 w - - 0 1", "e4d6", &f);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_KNIGHT], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].double_checks, ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks_given, ==, 1);
  /* two rooks giving check at once (a promotion to a rook that opens the other's
   * file) count one rook check, and one double check */
  facts_of ("6nk/7P/8/8/8/8/8/K6R w - - 0 1", "h7g8r", &f);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_ROOK], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].double_checks, ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].underpromotion, ==, TRUE);
  /* a promoted piece checks as its new kind */
  facts_of ("k7/4P3/8/8/8/8/8/7K w - - 0 1", "e7e8q", &f);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_PAWN], ==, 0);
}

static void
test_facts_units (void)
{
  ParlourBingoFacts f;

  /* Black's only pawn promotes and is captured as a queen: all of Black's pawns
   * and queens were captured. */
  facts_of ("4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1", "a2a1q b1a1", &f);
  g_assert_true (f.player[PARLOUR_WHITE].captured_all[PARLOUR_CHESS_PAWN]);
  g_assert_true (f.player[PARLOUR_WHITE].captured_all[PARLOUR_CHESS_QUEEN]);
  g_assert_false (f.player[PARLOUR_WHITE].captured_all[PARLOUR_CHESS_ROOK]);
  g_assert_cmpuint (f.player[PARLOUR_BLACK].last_rank_units, ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_BLACK].promotions_to[PARLOUR_CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].captures_by[PARLOUR_CHESS_ROOK][PARLOUR_CHESS_QUEEN],
                    ==, 1);

  /* a rook moved by castling is not developed vertically afterwards */
  facts_of (NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5 f1e1", &f);
  g_assert_true (f.player[PARLOUR_WHITE].castled_kingside);
  g_assert_false (f.player[PARLOUR_WHITE].rook_vertical);
  g_assert_true (f.player[PARLOUR_WHITE].king_sides & PARLOUR_BINGO_SIDE_RANK1);
  g_assert_false (f.player[PARLOUR_WHITE].knight_second_rank);
  facts_of (NULL, "h2h4 a7a5 h1h3 a8a6", &f);
  g_assert_true (f.player[PARLOUR_WHITE].rook_vertical);
  g_assert_true (f.player[PARLOUR_BLACK].rook_vertical);
  /* a promoted rook never develops */
  facts_of ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8r e8e7 a8a1", &f);
  g_assert_false (f.player[PARLOUR_WHITE].rook_vertical);
  /* the promoted rook's corners count for rooks from its promotion on */
  g_assert_cmpuint (f.player[PARLOUR_WHITE].kind_corners[PARLOUR_CHESS_ROOK], ==, 0x5);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].unit_sides_max, ==, 3);
}

static void
test_facts_endings (void)
{
  ParlourBingoFacts f;

  facts_of (NULL, "f2f3 e7e5 g2g4 d8h4", &f);
  g_assert_true (f.player[PARLOUR_BLACK].won);
  g_assert_true (f.player[PARLOUR_WHITE].lost);
  g_assert_cmpuint (f.player[PARLOUR_BLACK].mate_kinds, ==, 1u << PARLOUR_CHESS_QUEEN);
  g_assert_cmpuint (f.player[PARLOUR_BLACK].moves, ==, 2);
  g_assert_cmpuint (f.player[PARLOUR_BLACK].first_piece_kind, ==, PARLOUR_CHESS_QUEEN);

  facts_of ("k7/2Q5/8/8/8/8/8/7K w - - 0 1", "c7b6", &f);
  g_assert_true (f.player[PARLOUR_WHITE].stalemate_delivered);
  g_assert_true (f.player[PARLOUR_BLACK].stalemated);
  g_assert_true (f.player[PARLOUR_WHITE].drew);

  /* smothered: the king's neighbours are all its own pieces */
  facts_of ("6rk/6pp/8/6N1/8/8/8/7K w - - 0 1", "g5f7", &f);
  g_assert_true (f.player[PARLOUR_WHITE].smothered_mate);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].mate_mover_kind, ==, PARLOUR_CHESS_KNIGHT);
}

/* Under the King capture option a king can be taken: a win, not a mate, and a
 * capture that no "capture all" objective counts. */
static void
test_facts_king_capture (void)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  ParlourBingoFacts f;

  game = parlour_game_new (&parlour_variant_chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                           PARLOUR_RULE_KING_CAPTURE, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      parlour_game_play_text (game, (const char *[]) { "a1a8", "e8d8", "a8d8" }[i], &error);
      g_assert_no_error (error);
    }
  g_assert_true (parlour_bingo_facts_compute (game, &f, &error));
  g_assert_cmpint (f.termination, ==, PARLOUR_TERMINATION_KING_CAPTURED);
  g_assert_true (f.player[PARLOUR_WHITE].won);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].mate_kinds, ==, 0);
  /* a check after Ra8, none once the king is gone */
  g_assert_cmpuint (f.player[PARLOUR_WHITE].checks[PARLOUR_CHESS_ROOK], ==, 1);
  g_assert_cmpuint (f.player[PARLOUR_WHITE].captures_by[PARLOUR_CHESS_ROOK][PARLOUR_CHESS_KING],
                    ==, 1);
  g_assert_false (f.player[PARLOUR_WHITE].captured_all[PARLOUR_CHESS_PAWN]);
}

static void
test_facts_refuses_variants (void)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  ParlourBingoFacts f;

  game = parlour_game_new (parlour_variant_lookup ("bungalow"), NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_false (parlour_bingo_facts_compute (game, &f, &error));
  g_assert_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_VARIANT);
  g_assert_nonnull (strstr (error->message, "bungalow"));
}

/* ---- the objectives, from tests/data/bingo/objectives.pgn ---- */

typedef struct {
  guint complete, almost;
} Coverage;

static void
check_listed (ParlourGame             *game,
              const char              *tag,
              gboolean                 complete,
              ParlourColor             player,
              GArray                  *series,
              Coverage                *coverage,
              GString                 *failures)
{
  const char *list = parlour_game_get_tag (game, tag);
  g_auto(GStrv) ids = g_strsplit (list != NULL ? list : "", " ", -1);
  const ParlourBingoFacts *facts = &g_array_index (series, ParlourBingoFacts, series->len - 1);
  const ParlourBingoObjective *all;
  guint n;

  all = parlour_bingo_objectives (&n);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const ParlourBingoObjective *o;
      guint progress;

      if (*ids[i] == '\0')
        continue;
      o = parlour_bingo_objective_lookup (ids[i]);
      if (o == NULL)
        {
          g_string_append_printf (failures, "%s: unknown objective “%s”\n",
                                  parlour_game_get_tag (game, "Event"), ids[i]);
          continue;
        }
      if (o->scope == PARLOUR_BINGO_CUMULATIVE)
        progress = parlour_bingo_objective_total (o, (ParlourBingoFacts *) series->data,
                                                  series->len, player);
      else
        progress = parlour_bingo_objective_progress (o, facts, player);
      if ((progress >= o->target) != complete)
        g_string_append_printf (failures, "%s: %s has progress %u of %u, expected it %s\n",
                                parlour_game_get_tag (game, "Event"), o->id, progress,
                                o->target, complete ? "complete" : "not complete");
      if (complete)
        coverage[o - all].complete++;
      else
        coverage[o - all].almost++;
    }
}

static void
test_objectives_table (void)
{
  g_autoptr(GPtrArray) games = read_games ("objectives.pgn");
  g_autoptr(GHashTable) series = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                        (GDestroyNotify) g_array_unref);
  const ParlourBingoObjective *all;
  g_autofree Coverage *coverage = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);
  guint n;

  all = parlour_bingo_objectives (&n);
  coverage = g_new0 (Coverage, n);
  for (guint i = 0; i < games->len; i++)
    {
      ParlourGame *game = games->pdata[i];
      const char *who = parlour_game_get_tag (game, "BingoPlayer");
      const char *name = parlour_game_get_tag (game, "BingoSeries");
      ParlourColor player = g_strcmp0 (who, "black") == 0 ? PARLOUR_BLACK : PARLOUR_WHITE;
      g_autoptr(GError) error = NULL;
      ParlourBingoFacts facts;
      GArray *games_of_series;

      g_assert_true (g_strcmp0 (who, "white") == 0 || g_strcmp0 (who, "black") == 0);
      parlour_bingo_facts_compute (game, &facts, &error);
      g_assert_no_error (error);
      if (name == NULL)
        name = parlour_game_get_tag (game, "Event");
      games_of_series = g_hash_table_lookup (series, name);
      if (games_of_series == NULL)
        {
          games_of_series = g_array_new (FALSE, FALSE, sizeof (ParlourBingoFacts));
          g_hash_table_insert (series, (gpointer) name, games_of_series);
        }
      g_array_append_val (games_of_series, facts);
      check_listed (game, "BingoComplete", TRUE, player, games_of_series, coverage,
                    failures);
      check_listed (game, "BingoAlmost", FALSE, player, games_of_series, coverage, failures);
    }
  for (guint i = 0; i < n; i++)
    if (coverage[i].complete == 0 || coverage[i].almost == 0)
      g_string_append_printf (failures, "objective %s has %u games that complete it and %u "
                              "that almost do; it needs one of each\n",
                              all[i].id, coverage[i].complete, coverage[i].almost);
  if (failures->len > 0)
    g_error ("%s", failures->str);
}

static void
test_catalogue (void)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTable *conditions[6] = { NULL };
  const ParlourBingoObjective *all;
  guint n;

  all = parlour_bingo_objectives (&n);
  g_assert_cmpuint (n, >=, 60);
  for (guint d = 1; d <= 5; d++)
    conditions[d] = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < n; i++)
    {
      const ParlourBingoObjective *o = &all[i];

      g_assert_true (g_hash_table_add (ids, (gpointer) o->id));
      g_assert_true (parlour_bingo_objective_lookup (o->id) == o);
      g_assert_cmpuint (strlen (o->title), >, 0);
      g_assert_cmpuint (o->difficulty, >=, 1);
      g_assert_cmpuint (o->difficulty, <=, 5);
      g_assert_cmpuint (o->target, >=, 1);
      g_assert_nonnull (o->measure);
      /* a cumulative objective's target is the number in its title */
      if (o->scope == PARLOUR_BINGO_CUMULATIVE)
        g_assert_cmpuint (o->target, ==, o->number);
      if (!o->handicap)
        g_hash_table_add (conditions[o->difficulty], (gpointer) o->condition);
    }
  /* enough different conditions of every difficulty for a card */
  for (guint d = 1; d <= 5; d++)
    g_assert_cmpuint (g_hash_table_size (conditions[d]), >=, 8);
  g_assert_null (parlour_bingo_objective_lookup ("no-such-objective"));
  for (guint d = 1; d <= 5; d++)
    g_hash_table_unref (conditions[d]);
}

/* ---- the card ---- */

static void
test_card_balanced (void)
{
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(GHashTable) conditions = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GError) error = NULL;
      ParlourBingoCard card;

      parlour_bingo_card_deal (&card, seed * 7919, seed % 2, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
        {
          g_assert_nonnull (card.cells[i]);
          /* never two objectives of one condition (the same with another number) */
          g_assert_true (g_hash_table_add (conditions, (gpointer) card.cells[i]->condition));
          if (seed % 2 == 0)
            g_assert_false (card.cells[i]->handicap);
        }
      /* every line has one objective of each difficulty */
      for (guint line = 0; line < PARLOUR_BINGO_CARD_LINES; line++)
        {
          guint cells[PARLOUR_BINGO_CARD_SIZE], seen = 0;

          parlour_bingo_card_line (line, cells);
          for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
            seen |= 1u << card.cells[cells[i]]->difficulty;
          g_assert_cmpuint (seen, ==, 0x3e);
        }
    }
}

/* The objectives for a material handicap are dealt only with it. */
static void
test_card_handicap (void)
{
  guint with = 0;

  for (guint64 seed = 0; seed < 50; seed++)
    {
      ParlourBingoCard card;

      g_assert_true (parlour_bingo_card_deal (&card, seed, TRUE, NULL));
      for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
        with += card.cells[i]->handicap;
    }
  g_assert_cmpuint (with, >, 0);
}

static void
test_card_seed (void)
{
  ParlourBingoCard a, b, c;
  g_autoptr(GError) error = NULL;
  guint64 seed = 0;
  gboolean differ = FALSE;

  g_assert_true (parlour_bingo_seed_parse ("18446744073709551615", &seed, &error));
  g_assert_cmpuint (seed, ==, G_MAXUINT64);
  g_assert_true (parlour_bingo_seed_parse ("42", &seed, &error));
  g_assert_true (parlour_bingo_card_deal (&a, seed, FALSE, &error));
  g_assert_true (parlour_bingo_card_deal (&b, 42, FALSE, &error));
  g_assert_true (parlour_bingo_card_deal (&c, 43, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (a.cells, sizeof a.cells, b.cells, sizeof b.cells);
  for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
    differ = differ || a.cells[i] != c.cells[i];
  g_assert_true (differ);
  g_assert_cmpint (parlour_bingo_card_find (&a, a.cells[13]->id), ==, 13);
  g_assert_cmpint (parlour_bingo_card_find (&a, "no-such-objective"), ==, -1);

  g_assert_false (parlour_bingo_seed_parse ("18446744073709551616", &seed, &error));
  g_assert_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SEED);
  g_clear_error (&error);
  g_assert_false (parlour_bingo_seed_parse ("-1", &seed, &error));
  g_assert_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SEED);
  g_clear_error (&error);
  g_assert_false (parlour_bingo_seed_parse ("", &seed, &error));
  g_assert_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SEED);
}

static void
test_card_lines (void)
{
  gboolean ticked[PARLOUR_BINGO_CARD_CELLS] = { FALSE };
  guint cells[PARLOUR_BINGO_CARD_SIZE];

  g_assert_cmpuint (parlour_bingo_card_count_lines (ticked), ==, 0);
  parlour_bingo_card_line (11, cells);
  g_assert_cmpuint (cells[0], ==, 4);
  g_assert_cmpuint (cells[4], ==, 20);
  for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
    ticked[cells[i]] = TRUE;
  g_assert_cmpuint (parlour_bingo_card_count_lines (ticked), ==, 1);
  /* the middle row shares its centre with the diagonal */
  for (guint i = 10; i < 15; i++)
    ticked[i] = TRUE;
  g_assert_cmpuint (parlour_bingo_card_count_lines (ticked), ==, 2);
  ticked[12] = FALSE;
  g_assert_cmpuint (parlour_bingo_card_count_lines (ticked), ==, 0);
}

/* ---- the material handicap ---- */

static void
test_handicap_chooser (void)
{
  static const ParlourHandicapChooser expected[] = {
    PARLOUR_HANDICAP_GIVER,                           /* game 1 */
    PARLOUR_HANDICAP_TAKER, PARLOUR_HANDICAP_TAKER,   /* 2-3 */
    PARLOUR_HANDICAP_GIVER, PARLOUR_HANDICAP_GIVER,   /* 4-5 */
    PARLOUR_HANDICAP_TAKER, PARLOUR_HANDICAP_TAKER,   /* 6-7 */
    PARLOUR_HANDICAP_GIVER, PARLOUR_HANDICAP_GIVER,   /* 8-9 */
    PARLOUR_HANDICAP_TAKER,                           /* 10 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (parlour_handicap_chooser (i + 1), ==, expected[i]);
}

static void
expect_set (ParlourHandicapChooser chooser,
            guint                  value,
            guint                  pawns,
            guint                  knights,
            guint                  rooks,
            guint                  queens,
            guint                  kings,
            int                    error_code)
{
  guint removed[PARLOUR_BINGO_KINDS] = { 0 };
  g_autoptr(GError) error = NULL;
  gboolean ok;

  removed[PARLOUR_CHESS_PAWN] = pawns;
  removed[PARLOUR_CHESS_KNIGHT] = knights;
  removed[PARLOUR_CHESS_ROOK] = rooks;
  removed[PARLOUR_CHESS_QUEEN] = queens;
  removed[PARLOUR_CHESS_KING] = kings;
  ok = parlour_handicap_check_set (removed, chooser, value, &error);
  if (error_code < 0)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  else
    {
      g_assert_error (error, PARLOUR_HANDICAP_ERROR, error_code);
      g_assert_false (ok);
    }
}

static void
test_handicap_rules (void)
{
  const ParlourHandicapChooser G = PARLOUR_HANDICAP_GIVER, T = PARLOUR_HANDICAP_TAKER;

  expect_set (G, 5, 0, 0, 1, 0, 0, -1);
  expect_set (G, 5, 0, 1, 0, 0, 0, PARLOUR_HANDICAP_ERROR_TOO_LITTLE);
  expect_set (G, 5, 0, 0, 0, 1, 0, -1);   /* more than V is the giver's to choose */
  expect_set (T, 5, 0, 0, 0, 1, 0, PARLOUR_HANDICAP_ERROR_TOO_MUCH);
  expect_set (T, 5, 0, 0, 1, 0, 0, -1);
  expect_set (T, 5, 2, 1, 0, 0, 0, -1);
  expect_set (T, 5, 0, 0, 0, 0, 0, -1);
  /* pawns: max(2, p + 1) */
  expect_set (G, 2, 2, 0, 0, 0, 0, -1);
  expect_set (G, 3, 3, 0, 0, 0, 0, PARLOUR_HANDICAP_ERROR_PAWNS);
  expect_set (G, 6, 3, 1, 0, 0, 0, PARLOUR_HANDICAP_ERROR_PAWNS);
  expect_set (G, 6, 3, 2, 0, 0, 0, -1);
  expect_set (T, 20, 4, 2, 0, 0, 0, PARLOUR_HANDICAP_ERROR_PAWNS);
  expect_set (G, 5, 0, 0, 1, 0, 1, PARLOUR_HANDICAP_ERROR_KING);
}

static void
expect_fen_error (const char *fen, ParlourColor giver, int code, const char *words)
{
  guint removed[PARLOUR_BINGO_KINDS];
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_handicap_read_fen (fen, giver, removed, &error);

  g_assert_null (pos);
  g_assert_error (error, PARLOUR_HANDICAP_ERROR, code);
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_handicap_positions (void)
{
  static const ParlourSquare rooks[] = { 0, 7 };
  static const ParlourSquare queen_side[] = { 56, 57, 59 };
  guint removed[PARLOUR_BINGO_KINDS];
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *fen = NULL;

  pos = parlour_handicap_position_new (PARLOUR_WHITE, rooks, G_N_ELEMENTS (rooks));
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1 w kq - 0 1");
  g_clear_pointer (&pos, parlour_position_free);
  g_clear_pointer (&fen, g_free);
  pos = parlour_handicap_position_new (PARLOUR_BLACK, queen_side, G_N_ELEMENTS (queen_side));
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "2b1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
  g_clear_pointer (&pos, parlour_position_free);
  g_clear_pointer (&fen, g_free);

  /* the castling field as written, corrected to follow the rooks */
  pos = parlour_handicap_read_fen ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBN1 w KQkq - 0 1",
                                   PARLOUR_WHITE, removed, &error);
  g_assert_no_error (error);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBN1 w Qkq - 0 1");
  g_assert_cmpuint (removed[PARLOUR_CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (removed[PARLOUR_CHESS_ROOK], ==, 1);
  g_assert_cmpuint (parlour_handicap_value (removed), ==, 14);
  g_clear_pointer (&pos, parlour_position_free);
  g_clear_pointer (&fen, g_free);
  pos = parlour_handicap_read_fen ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                                   PARLOUR_WHITE, removed, &error);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_assert_cmpuint (parlour_handicap_value (removed), ==, 0);

  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_KING, "king");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 1", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_NOT_ON_START, "knight on c3");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", PARLOUR_BLACK,
                    PARLOUR_HANDICAP_ERROR_NOT_ON_START, "only the giver");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b KQkq - 0 1", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_FEN, "White to move");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KX - 0 1", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_FEN, "castling");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_FEN, "fields");
  expect_fen_error ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", PARLOUR_WHITE,
                    PARLOUR_HANDICAP_ERROR_FEN, "not a readable position");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bingo/facts/checks", test_facts_checks);
  g_test_add_func ("/bingo/facts/units", test_facts_units);
  g_test_add_func ("/bingo/facts/endings", test_facts_endings);
  g_test_add_func ("/bingo/facts/king-capture", test_facts_king_capture);
  g_test_add_func ("/bingo/facts/refuses-variants", test_facts_refuses_variants);
  g_test_add_func ("/bingo/objectives/catalogue", test_catalogue);
  g_test_add_func ("/bingo/objectives/table", test_objectives_table);
  g_test_add_func ("/bingo/card/balanced", test_card_balanced);
  g_test_add_func ("/bingo/card/seed", test_card_seed);
  g_test_add_func ("/bingo/card/handicap", test_card_handicap);
  g_test_add_func ("/bingo/card/lines", test_card_lines);
  g_test_add_func ("/bingo/handicap/chooser", test_handicap_chooser);
  g_test_add_func ("/bingo/handicap/rules", test_handicap_rules);
  g_test_add_func ("/bingo/handicap/positions", test_handicap_positions);
  return g_test_run ();
}
