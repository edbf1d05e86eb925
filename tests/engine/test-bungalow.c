/* test-bungalow.c — the Bungalow Shatranj family (docs/rules/bungalow.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Move lists here are written by hand from the rules, not taken from the
 * engine. Positions are given as piece lists ("Lj1 lj10 De5": upper case
 * White, lower case Black, `^` after the letter for a Leader <kind>) and go
 * through the FEN reader, so its checks apply to them too.
 */
#include <stdio.h>
#include <string.h>

#include "parlour-game.h"
#include "parlour-notation.h"
#include "parlour-perft.h"
#include "parlour-position.h"

/* ---- helpers ------------------------------------------------------------ */

/* A FEN from a piece list, written independently of the engine's writer. */
static char *
fen_from_pieces (const char *pieces,
                 char        side)
{
  char grid[10][10][3];
  g_auto(GStrv) items = g_strsplit (pieces, " ", -1);
  GString *s = g_string_new (NULL);

  memset (grid, 0, sizeof grid);
  for (guint i = 0; items[i]; i++)
    {
      const char *it = items[i];
      gboolean leader = it[1] == '^';
      const char *sq = it + (leader ? 2 : 1);
      int file = sq[0] - 'a', rank = atoi (sq + 1) - 1;
      if (*it == '\0')
        continue;
      g_assert_true (file >= 0 && file < 10 && rank >= 0 && rank < 10);
      g_assert_cmpint (grid[rank][file][0], ==, 0);
      grid[rank][file][0] = it[0];
      grid[rank][file][1] = leader ? '^' : '\0';
    }
  for (int r = 9; r >= 0; r--)
    {
      int empty = 0;
      for (int f = 0; f < 10; f++)
        {
          if (!grid[r][f][0])
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (s, "%d", empty);
          empty = 0;
          g_string_append (s, grid[r][f]);
        }
      if (empty)
        g_string_append_printf (s, "%d", empty);
      if (r)
        g_string_append_c (s, '/');
    }
  g_string_append_printf (s, " %c - - 0 1", side);
  return g_string_free (s, FALSE);
}

static ParlourPosition *
load_fen (const char *variant,
          const char *fen)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *v = parlour_variant_lookup (variant);
  ParlourPosition *pos;

  g_assert_nonnull (v);
  pos = parlour_position_new_from_fen (v, fen, &error);
  g_assert_no_error (error);
  return pos;
}

static ParlourPosition *
load (const char *variant,
      const char *pieces,
      char        side)
{
  g_autofree char *fen = fen_from_pieces (pieces, side);
  return load_fen (variant, fen);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char **) a, *(char **) b);
}

/* The sorted legal moves (of the piece on @from, or all when NULL). */
static char *
legal_string (ParlourPosition *pos,
              const char      *from)
{
  ParlourMoveList list;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int from_sq = from ? parlour_square_from_name (pos->variant, from) : -1;

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = list.moves[i];
      if (from_sq >= 0 && (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS ||
                           (int) PARLOUR_MOVE_FROM (m) != from_sq))
        continue;
      g_ptr_array_add (names, parlour_move_to_long (pos, m));
    }
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
sorted_words (const char *words)
{
  g_auto(GStrv) w = g_strsplit (words, " ", -1);
  g_autoptr(GPtrArray) a = g_ptr_array_new ();

  for (guint i = 0; w[i]; i++)
    if (*w[i])
      g_ptr_array_add (a, w[i]);
  g_ptr_array_sort (a, compare_strings);
  g_ptr_array_add (a, NULL);
  return g_strjoinv (" ", (char **) a->pdata);
}

static void
assert_moves (const char *variant,
              const char *pieces,
              char        side,
              const char *from,
              const char *expected)
{
  g_autoptr(ParlourPosition) pos = load (variant, pieces, side);
  g_autofree char *got = legal_string (pos, from);
  g_autofree char *want = sorted_words (expected);

  if (g_strcmp0 (got, want) != 0)
    g_test_message ("%s [%s] %c, moves of %s", variant, pieces, side, from ? from : "all");
  g_assert_cmpstr (got, ==, want);
}

static void
play (ParlourPosition *pos,
      const char      *move)
{
  g_autoptr(GError) error = NULL;
  ParlourUndo undo;
  ParlourMove m = parlour_move_from_long (pos, move, &error);

  g_assert_no_error (error);
  parlour_position_make (pos, m, &undo);
}

static ParlourResult
outcome (ParlourPosition    *pos,
         ParlourTermination *termination)
{
  return parlour_position_outcome (pos, termination);
}

/* ---- the variants ------------------------------------------------------- */

static void
test_registry (void)
{
  static const struct {
    const char *id, *name, *pgn, *fen;
  } want[] = {
    { "bungalow", "Bungalow Shatranj", "Bungalow",
      "1hcealech1/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/1HCEALECH1 w - - 0 1" },
    { "bungalow-2d", "2D Bungalow", "Bungalow 2D",
      "dhcealechd/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/DHCEALECHD w - - 0 1" },
    { "bungalow-forward", "Forward Bungalow", "Bungalow Forward",
      "moutgltuom/yppppppppy/p8p/10/10/10/10/P8P/YPPPPPPPPY/MOUTGLTUOM w - - 0 1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ParlourVariant *v = parlour_variant_lookup (want[i].id);
      g_autoptr(ParlourPosition) pos = NULL;
      g_autofree char *fen = NULL;

      g_assert_nonnull (v);
      g_assert_cmpstr (v->name, ==, want[i].name);
      g_assert_cmpstr (v->pgn_name, ==, want[i].pgn);
      g_assert_nonnull (v->description);
      g_assert_cmpuint (v->width, ==, 10);
      g_assert_cmpuint (v->height, ==, 10);
      g_assert_cmpuint (v->claim_halfmoves, ==, 200);
      g_assert_cmpuint (v->auto_halfmoves, ==, 0);
      g_assert_true (v->flags & PARLOUR_VARIANT_PASSING);
      g_assert_false (v->flags & (PARLOUR_VARIANT_CASTLING | PARLOUR_VARIANT_EN_PASSANT |
                                  PARLOUR_VARIANT_LAST_RANK_PROMO | PARLOUR_VARIANT_DROPS));
      pos = parlour_position_new (v);
      fen = parlour_position_to_fen (pos);
      g_assert_cmpstr (fen, ==, want[i].fen);
      g_assert_cmpuint (parlour_variant_royal_kind (v), !=, 0);
    }
}

static void
test_kinds (void)
{
  static const struct {
    const char *variant;
    char letter;
    const char *id, *betza;
    gboolean royal, pawn, custom;
  } want[] = {
    { "bungalow", 'D', "dabbabah", "D" },
    { "bungalow", 'H', "horse", "N" },
    { "bungalow", 'C', "camel", "C" },
    { "bungalow", 'E', "elephant", "A" },
    { "bungalow", 'A', "assistant", "F" },
    { "bungalow", 'L', "leader", "K", TRUE },
    { "bungalow", 'P', "pawn", "fmWfcFifmnD", FALSE, TRUE },
    { "bungalow-forward", 'M', "mitre", "fB" },
    { "bungalow-forward", 'U', "hump", "fC" },
    { "bungalow-forward", 'O', "dark-horse", "nN" },
    { "bungalow-forward", 'T', "lame-alfil", "nA" },
    { "bungalow-forward", 'Y', "lame-dabbabah", "nD" },
    { "bungalow-forward", 'G', "giraffe", NULL, FALSE, FALSE, TRUE },
    { "bungalow-forward", 'A', "assistant", "F" },
    { "bungalow-forward", 'L', "leader", "K", TRUE },
    { "bungalow-forward", 'P', "pawn", "fmWfcFifmnD", FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ParlourVariant *v = parlour_variant_lookup (want[i].variant);
      guint k = parlour_variant_kind_from_letter (v, want[i].letter);
      g_assert_cmpuint (k, !=, 0);
      g_assert_cmpstr (v->kinds[k].id, ==, want[i].id);
      g_assert_cmpstr (v->kinds[k].betza, ==, want[i].betza);
      g_assert_cmpint (v->kinds[k].royal, ==, want[i].royal);
      g_assert_cmpint (v->kinds[k].pawn, ==, want[i].pawn);
      g_assert_cmpint (v->kinds[k].custom != NULL, ==, want[i].custom);
      g_assert_nonnull (v->kinds[k].name);
    }
  /* the two sets are separate */
  g_assert_cmpuint (parlour_variant_lookup ("bungalow")->n_kinds, ==, 7);
  g_assert_cmpuint (parlour_variant_lookup ("bungalow-2d")->n_kinds, ==, 7);
  g_assert_cmpuint (parlour_variant_lookup ("bungalow-forward")->n_kinds, ==, 9);
  g_assert_cmpuint (parlour_variant_kind_from_letter (parlour_variant_lookup ("bungalow"), 'G'), ==, 0);
  g_assert_cmpuint (parlour_variant_kind_from_letter (parlour_variant_lookup ("bungalow-forward"), 'H'), ==, 0);
}

static void
test_start_moves (void)
{
  /* counted from the diagram: 20 pawn moves, Dabbabahs a2a4 j2j4, Horses
   * b1c3 i1h3, Camels c1b4 c1d4 h1g4 h1i4, Elephants d1b3 d1f3 g1e3 g1i3,
   * and the pass */
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_lookup ("bungalow"));
  g_autoptr(ParlourPosition) fwd = parlour_position_new (parlour_variant_lookup ("bungalow-forward"));
  g_autofree char *got = legal_string (pos, NULL);
  g_autofree char *got_fwd = legal_string (fwd, NULL);
  g_autofree char *want = sorted_words (
      "a3a4 a3a5 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 "
      "i2i3 i2i4 j3j4 j3j5 a2a4 j2j4 b1c3 i1h3 c1b4 c1d4 h1g4 h1i4 d1b3 d1f3 g1e3 g1i3 pass");
  /* Forward: the pawns, the Humps; the Mitres, Dark Horses, Lame Alfils,
   * Lame Dabbabahs and the Giraffe are all blocked */
  g_autofree char *want_fwd = sorted_words (
      "a3a4 a3a5 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 "
      "i2i3 i2i4 j3j4 j3j5 c1b4 c1d4 h1g4 h1i4 pass");

  g_assert_cmpstr (got, ==, want);
  g_assert_cmpstr (got_fwd, ==, want_fwd);
}

/* ---- piece movement ----------------------------------------------------- */

static void
test_move_dabbabah (void)
{
  assert_moves ("bungalow", "Lj1 lj10 De5", 'w', "e5", "e5e7 e5e3 e5c5 e5g5");
  assert_moves ("bungalow", "Lj1 lj10 Da1", 'w', "a1", "a1a3 a1c1");
  assert_moves ("bungalow", "Lj1 lj10 Da2", 'w', "a2", "a2a4 a2c2");
  /* it leaps: blockers on e6, d5 change nothing; own piece on e7, enemy on c5 */
  assert_moves ("bungalow", "Lj1 lj10 De5 Pe6 pd5 Ae7 hc5", 'w', "e5", "e5e3 e5c5 e5g5");
}

static void
test_move_horse (void)
{
  assert_moves ("bungalow", "Lj1 lj10 He5", 'w', "e5", "e5d7 e5f7 e5c6 e5g6 e5c4 e5g4 e5d3 e5f3");
  assert_moves ("bungalow", "Lj1 lj10 Ha1", 'w', "a1", "a1b3 a1c2");
  assert_moves ("bungalow", "Lj1 lj10 Hj5", 'w', "j5", "j5i7 j5h6 j5h4 j5i3");
  /* a leaper: the squares around do not block */
  assert_moves ("bungalow", "Lj1 lj10 He5 Pe6 Pf5 Pe4 Pd5 Ad7 cf7", 'w', "e5",
                "e5f7 e5c6 e5g6 e5c4 e5g4 e5d3 e5f3");
}

static void
test_move_camel (void)
{
  assert_moves ("bungalow", "Lj1 lj10 Ce5", 'w', "e5", "e5d8 e5f8 e5d2 e5f2 e5b6 e5h6 e5b4 e5h4");
  assert_moves ("bungalow", "Lj1 lj10 Ca1", 'w', "a1", "a1b4 a1d2");
  assert_moves ("bungalow", "Lj1 la10 Cb9", 'w', "b9", "b9a6 b9c6 b9e10 b9e8");
}

static void
test_move_elephant (void)
{
  assert_moves ("bungalow", "Lj1 lj10 Ee5", 'w', "e5", "e5c7 e5g7 e5c3 e5g3");
  assert_moves ("bungalow", "Lj1 lj10 Ea1", 'w', "a1", "a1c3");
  /* leaps over f6 */
  assert_moves ("bungalow", "Lj1 lj10 Ee5 Pf6 dg7", 'w', "e5", "e5c7 e5g7 e5c3 e5g3");
}

static void
test_move_assistant (void)
{
  assert_moves ("bungalow", "Lj1 lj10 Ae5", 'w', "e5", "e5d6 e5f6 e5d4 e5f4");
  assert_moves ("bungalow", "Lj1 lj10 Aa1", 'w', "a1", "a1b2");
  assert_moves ("bungalow", "Lj1 lj10 Ae5 Pd6 pf6", 'w', "e5", "e5f6 e5d4 e5f4");
}

static void
test_move_leader (void)
{
  assert_moves ("bungalow", "Le5 lj10", 'w', NULL,
                "e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6 pass");
  assert_moves ("bungalow", "La1 lj10", 'w', NULL, "a1a2 a1b1 a1b2 pass");
  /* not onto an attacked square: the black Dabbabah on d7 covers d5 and f7,
   * the black Horse on g8 covers f6 */
  assert_moves ("bungalow", "Le5 lj10 dd7 hg8", 'w', "e5",
                "e5d4 e5d6 e5e4 e5e6 e5f4 e5f5");
  /* Black's Leader alike */
  assert_moves ("bungalow", "Lj1 lj10", 'b', NULL, "j10i10 j10i9 j10j9 pass");
}

static void
test_move_pawn (void)
{
  /* White: one step; the two-step only from a3, b2-i2, j3 */
  assert_moves ("bungalow", "Lj1 lj10 Pe5", 'w', "e5", "e5e6");
  assert_moves ("bungalow", "Lj1 lj10 Pe2", 'w', "e2", "e2e3 e2e4");
  assert_moves ("bungalow", "Lj1 lj10 Pa3", 'w', "a3", "a3a4 a3a5");
  assert_moves ("bungalow", "Lj1 lj10 Pj3", 'w', "j3", "j3j4 j3j5");
  assert_moves ("bungalow", "Lj1 lj10 Pa2", 'w', "a2", "a2a3");
  assert_moves ("bungalow", "Lj1 lj10 Pj2", 'w', "j2", "j2j3");
  assert_moves ("bungalow", "Lj10 la1 Pe3", 'w', "e3", "e3e4");
  /* both squares must be empty; no capture straight ahead */
  assert_moves ("bungalow", "Lj1 lj10 Pe2 he4", 'w', "e2", "e2e3");
  assert_moves ("bungalow", "Lj1 lj10 Pe2 he3", 'w', "e2", "");
  /* captures diagonally forward only */
  assert_moves ("bungalow", "Lj1 lj10 Pe5 hd6 hf6 hd4 hf4", 'w', "e5", "e5e6 e5d6 e5f6");
  /* pawns may stand anywhere; on the last rank a pawn is stuck, on the first
   * it steps on (no two-step from there) */
  assert_moves ("bungalow", "Lj1 lj10 Pe10", 'w', "e10", "");
  assert_moves ("bungalow", "Lj1 lj10 Pe1", 'w', "e1", "e1e2");
  /* Black: towards rank 1, two-step from a8, b9-i9, j8 */
  assert_moves ("bungalow", "Lj1 lj10 pe9", 'b', "e9", "e9e8 e9e7");
  assert_moves ("bungalow", "Lj1 la10 pa8", 'b', "a8", "a8a7 a8a6");
  assert_moves ("bungalow", "La1 la10 pj8", 'b', "j8", "j8j7 j8j6");
  assert_moves ("bungalow", "Lj1 lj10 pa9", 'b', "a9", "a9a8");
  assert_moves ("bungalow", "Lj1 lj10 pe6 Dd5 Df5 Dd7", 'b', "e6", "e6e5 e6d5 e6f5");
  /* no en passant: after b2b4, a black pawn on a4 or c4 cannot take on b3 */
  {
    g_autoptr(ParlourPosition) pos = load ("bungalow", "Lj1 lj10 Pb2 pa4", 'w');
    g_autofree char *after = NULL;
    play (pos, "b2b4");
    after = legal_string (pos, "a4");
    g_assert_cmpstr (after, ==, "a4a3");
    g_assert_cmpuint (pos->ep, ==, PARLOUR_NO_SQUARE);
  }
}

static void
test_move_mitre (void)
{
  assert_moves ("bungalow-forward", "Lj1 la10 Me5", 'w', "e5",
                "e5d6 e5c7 e5b8 e5a9 e5f6 e5g7 e5h8 e5i9 e5j10");
  /* blocked by its own pawn on g7, captures on c7, stops there */
  assert_moves ("bungalow-forward", "Lj1 la10 Me5 Pg7 oc7 ob8", 'w', "e5",
                "e5d6 e5c7 e5f6");
  /* forward for Black is towards rank 1 */
  assert_moves ("bungalow-forward", "Lj10 la10 me5", 'b', "e5",
                "e5d4 e5c3 e5b2 e5a1 e5f4 e5g3 e5h2 e5i1");
  assert_moves ("bungalow-forward", "Lj1 la10 Ma1", 'w', "a1",
                "a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 a1h8 a1i9 a1j10");
}

static void
test_move_hump (void)
{
  assert_moves ("bungalow-forward", "Lj1 la10 Ue5", 'w', "e5", "e5d8 e5f8 e5b6 e5h6");
  assert_moves ("bungalow-forward", "Lj1 la10 ue5", 'b', "e5", "e5d2 e5f2 e5b4 e5h4");
  assert_moves ("bungalow-forward", "Lj1 la10 Ua1", 'w', "a1", "a1b4 a1d2");
  /* at the far edge a white Hump has no move */
  assert_moves ("bungalow-forward", "Lj1 la10 Ue10", 'w', "e10", "");
}

static void
test_move_dark_horse (void)
{
  assert_moves ("bungalow-forward", "Lj1 la10 Oe5", 'w', "e5",
                "e5d7 e5f7 e5c6 e5g6 e5c4 e5g4 e5d3 e5f3");
  /* the first step is orthogonal: e6 blocked loses d7 and f7 */
  assert_moves ("bungalow-forward", "Lj1 la10 Oe5 ye6", 'w', "e5",
                "e5c6 e5g6 e5c4 e5g4 e5d3 e5f3");
  /* d5 blocked (own piece) loses c6 and c4; a piece on the diagonal f6 does not block */
  assert_moves ("bungalow-forward", "Lj1 la10 Oe5 Pd5 Pf6", 'w', "e5",
                "e5d7 e5f7 e5g6 e5g4 e5d3 e5f3");
  assert_moves ("bungalow-forward", "Lj1 la10 Oa1", 'w', "a1", "a1b3 a1c2");
  assert_moves ("bungalow-forward", "Lj1 la10 Oa1 Pa2", 'w', "a1", "a1c2");
  assert_moves ("bungalow-forward", "Lj1 la10 oe5", 'b', "e5",
                "e5d7 e5f7 e5c6 e5g6 e5c4 e5g4 e5d3 e5f3");
}

static void
test_move_lame_alfil (void)
{
  assert_moves ("bungalow-forward", "Lj1 la10 Te5", 'w', "e5", "e5c7 e5g7 e5c3 e5g3");
  assert_moves ("bungalow-forward", "Lj1 la10 Te5 pf6 Pd4", 'w', "e5", "e5c7 e5g3");
  assert_moves ("bungalow-forward", "Lj1 la10 Ta1", 'w', "a1", "a1c3");
  assert_moves ("bungalow-forward", "Lj1 la10 Ta1 ob2", 'w', "a1", "");
}

static void
test_move_lame_dabbabah (void)
{
  assert_moves ("bungalow-forward", "Lj1 la10 Ye5", 'w', "e5", "e5e7 e5e3 e5c5 e5g5");
  assert_moves ("bungalow-forward", "Lj1 la10 Ye5 pe6 Pf5", 'w', "e5", "e5e3 e5c5");
  assert_moves ("bungalow-forward", "Lj1 la10 Ya1 Pa2", 'w', "a1", "a1c1");
}

static void
test_move_giraffe (void)
{
  /* docs/rules/bungalow.md, "Forward Bungalow": from a1 to b5, b6, … and e2, f2, … */
  assert_moves ("bungalow-forward", "Lj1 la10 Ga1", 'w', "a1",
                "a1b5 a1b6 a1b7 a1b8 a1b9 a1b10 a1e2 a1f2 a1g2 a1h2 a1i2 a1j2");
  /* from the middle: four diagonal steps, two runs each, from the third
   * square on: up from f6 f9 f10, right from f6 i6 j6, up from d6 d9 d10,
   * left from d6 a6, down from d4 d1, left from d4 a4, down from f4 f1,
   * right from f4 i4 j4 */
  assert_moves ("bungalow-forward", "Lj1 la10 Ge5", 'w', "e5",
                "e5f9 e5f10 e5i6 e5j6 e5d9 e5d10 e5a6 e5d1 e5a4 e5f1 e5i4 e5j4");
  /* blocked at the diagonal step */
  assert_moves ("bungalow-forward", "Lj1 la10 Ga1 pb2", 'w', "a1", "");
  /* blocked in the run: b4 (before the third square) stops the whole
   * file, even an enemy there cannot be taken; the rank run is free */
  assert_moves ("bungalow-forward", "Lj1 la10 Ga1 pb4", 'w', "a1",
                "a1e2 a1f2 a1g2 a1h2 a1i2 a1j2");
  /* an enemy on b5 (the third square) is taken and ends the run; an own
   * piece on g2 ends the other run */
  assert_moves ("bungalow-forward", "Lj1 la10 Ga1 pb5 Pg2", 'w', "a1",
                "a1b5 a1e2 a1f2");
  /* at least three straight squares: from h1 the run right from i2 has
   * only j2 (too short), up from i2 i5..i10, left from g2 d2..a2, up from
   * g2 g5..g10 */
  assert_moves ("bungalow-forward", "Lj1 la10 Gh1", 'w', "h1",
                "h1i5 h1i6 h1i7 h1i8 h1i9 h1i10 h1d2 h1c2 h1b2 h1a2 "
                "h1g5 h1g6 h1g7 h1g8 h1g9 h1g10");
  /* the same for Black (the Giraffe is not a forward piece) */
  assert_moves ("bungalow-forward", "Lj1 la10 ge5", 'b', "e5",
                "e5f9 e5f10 e5i6 e5j6 e5d9 e5d10 e5a6 e5d1 e5a4 e5f1 e5i4 e5j4");
}

/* Checks by the Giraffe are seen, and blocked like its moves. */
static void
test_giraffe_check (void)
{
  g_autoptr(ParlourPosition) pos = NULL;

  /* f6 → e5 (diagonal), e4 e3 e2, e1: check */
  pos = load ("bungalow-forward", "Le1 la10 gf6", 'w');
  g_assert_true (parlour_position_in_check (pos));
  g_clear_pointer (&pos, parlour_position_free);
  /* f5 → e4 (diagonal), e3 e2, e1: e1 is the third square of the run: check */
  pos = load ("bungalow-forward", "Le1 la10 gf5", 'w');
  g_assert_true (parlour_position_in_check (pos));
  g_clear_pointer (&pos, parlour_position_free);
  /* from f4: e3, e2, e1 — e1 is only the second run square: no check */
  pos = load ("bungalow-forward", "Le1 la10 gf4", 'w');
  g_assert_false (parlour_position_in_check (pos));
  g_clear_pointer (&pos, parlour_position_free);
  /* a piece on the path blocks */
  pos = load ("bungalow-forward", "Le1 la10 gf6 Pe3", 'w');
  g_assert_false (parlour_position_in_check (pos));
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow-forward", "Le1 la10 gf6 pe5", 'w');
  g_assert_false (parlour_position_in_check (pos));
}

/* ---- capture promotion -------------------------------------------------- */

/* For a mover letter, a square it stands on and one it captures on. */
typedef struct {
  char mover;
  const char *from, *to;
} Capturer;

/* docs/rules/bungalow.md, "Capture promotion", every pair: the mover on @from
 * takes a black @taken on @to and must then be @result there ("A", "D^", …). */
static void
check_capture (const char *variant,
               const char *mover,
               const char *from,
               const char *to,
               char        taken,
               const char *result)
{
  g_autofree char *pieces = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *move = g_strconcat (from, to, NULL);
  g_autofree char *before = NULL, *after = NULL;
  ParlourUndo undo;
  ParlourMove m;
  ParlourPiece p;
  int to_sq;
  char got[3] = { 0 };
  gboolean mover_royal = mover[0] == 'L' || mover[1] == '^';

  /* the white royal is the mover, or a plain Leader on a1; Black's on j10 */
  pieces = g_strdup_printf ("%s%s%s %c%s lj10", mover_royal ? "" : "La1 ", mover, from,
                            g_ascii_tolower (taken), to);
  pos = load (variant, pieces, 'w');
  before = parlour_position_to_fen (pos);
  m = parlour_move_from_long (pos, move, NULL);
  g_assert_cmpuint (m, !=, PARLOUR_MOVE_NONE);
  parlour_position_make (pos, m, &undo);
  to_sq = parlour_square_from_name (pos->variant, to);
  p = pos->board[to_sq];
  got[0] = parlour_variant_kind_letter (pos->variant, PARLOUR_PIECE_KIND (p));
  got[1] = PARLOUR_PIECE_HAS_ROYAL_MARK (p) ? '^' : '\0';
  if (g_strcmp0 (got, result) != 0)
    g_test_message ("%s: %s%s x %c%s gave %s, expected %s", variant, mover, from, taken, to,
                    got, result);
  g_assert_cmpstr (got, ==, result);
  g_assert_cmpint (PARLOUR_PIECE_COLOR (p), ==, PARLOUR_WHITE);
  g_assert_false (PARLOUR_PIECE_IS_PROMOTED (p));
  /* the royal square follows a royal mover, and stays put otherwise */
  if (mover_royal)
    g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, to_sq);
  else
    g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, parlour_square_from_name (pos->variant, "a1"));
  g_assert_true (parlour_position_piece_is_royal (pos, p) == (mover_royal));
  g_assert_cmpuint (pos->halfmove, ==, 0);
  parlour_position_unmake (pos, &undo);
  after = parlour_position_to_fen (pos);
  g_assert_cmpstr (after, ==, before);
}

static void
test_capture_promotion (void)
{
  /* movers and a capture each can make from e4 */
  static const struct {
    const char *mover, *to;
  } movers[] = {
    { "P", "f5" }, { "A", "f5" }, { "L", "f5" }, { "D", "e6" }, { "H", "f6" },
    { "C", "f7" }, { "E", "g6" },
    { "D^", "e6" }, { "H^", "f6" }, { "C^", "f7" }, { "E^", "g6" }, { "A^", "f5" },
  };
  static const char taken[] = "PADHCE";
  /* result[mover][taken], for taken P A D H C E */
  static const char *result[][6] = {
    /* P  */ { "A", "A", "D", "H", "C", "E" },
    /* A  */ { "A", "A", "D", "H", "C", "E" },
    /* L  */ { "L", "L", "D^", "H^", "C^", "E^" },
    /* D  */ { "D", "D", "D", "D", "D", "D" },
    /* H  */ { "H", "H", "H", "H", "H", "H" },
    /* C  */ { "C", "C", "C", "C", "C", "C" },
    /* E  */ { "E", "E", "E", "E", "E", "E" },
    /* D^ */ { "D^", "D^", "D^", "D^", "D^", "D^" },
    /* H^ */ { "H^", "H^", "H^", "H^", "H^", "H^" },
    /* C^ */ { "C^", "C^", "C^", "C^", "C^", "C^" },
    /* E^ */ { "E^", "E^", "E^", "E^", "E^", "E^" },
    /* A^ */ { "A^", "A^", "A^", "A^", "A^", "A^" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (movers); i++)
    for (guint j = 0; taken[j]; j++)
      {
        check_capture ("bungalow", movers[i].mover, "e4", movers[i].to, taken[j], result[i][j]);
        check_capture ("bungalow-2d", movers[i].mover, "e4", movers[i].to, taken[j], result[i][j]);
      }
}

static void
test_capture_promotion_forward (void)
{
  static const struct {
    const char *mover, *to;
  } movers[] = {
    { "P", "f5" }, { "A", "f5" }, { "L", "f5" }, { "Y", "e6" }, { "O", "f6" },
    { "U", "f7" }, { "T", "g6" }, { "G", "f8" }, { "M", "g6" },
    { "O^", "f6" }, { "G^", "f8" }, { "M^", "g6" },
  };
  static const char taken[] = "PAYOUTGM";
  static const char *result[][8] = {
    /* P  */ { "A", "A", "Y", "O", "U", "T", "G", "M" },
    /* A  */ { "A", "A", "Y", "O", "U", "T", "G", "M" },
    /* L  */ { "L", "L", "Y^", "O^", "U^", "T^", "G^", "M^" },
    /* Y  */ { "Y", "Y", "Y", "Y", "Y", "Y", "Y", "Y" },
    /* O  */ { "O", "O", "O", "O", "O", "O", "O", "O" },
    /* U  */ { "U", "U", "U", "U", "U", "U", "U", "U" },
    /* T  */ { "T", "T", "T", "T", "T", "T", "T", "T" },
    /* G  */ { "G", "G", "G", "G", "G", "G", "G", "G" },
    /* M  */ { "M", "M", "M", "M", "M", "M", "M", "M" },
    /* O^ */ { "O^", "O^", "O^", "O^", "O^", "O^", "O^", "O^" },
    /* G^ */ { "G^", "G^", "G^", "G^", "G^", "G^", "G^", "G^" },
    /* M^ */ { "M^", "M^", "M^", "M^", "M^", "M^", "M^", "M^" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (movers); i++)
    for (guint j = 0; taken[j]; j++)
      check_capture ("bungalow-forward", movers[i].mover, "e4", movers[i].to, taken[j],
                     result[i][j]);
}

/* A forward piece a pawn captured moves forward for its new owner: a black
 * pawn that takes a white Hump is a black Hump, leaping towards rank 1. */
static void
test_captured_forward_kind (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow-forward", "Lj1 la10 Ue5 pd6", 'b');
  g_autofree char *moves = NULL;

  play (pos, "d6e5");
  g_assert_cmpuint (pos->board[parlour_square_from_name (pos->variant, "e5")], ==,
                    PARLOUR_PIECE_MAKE (parlour_variant_kind_from_letter (pos->variant, 'U'),
                                        PARLOUR_BLACK));
  play (pos, "pass");
  moves = legal_string (pos, "e5");
  g_assert_cmpstr (moves, ==, "e5b4 e5d2 e5f2 e5h4");
}

/* ---- Leader <kind> ------------------------------------------------------ */

static void
test_leader_kind (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "Le4 lj10 cf5 Pa2", 'w');
  ParlourSquare f5 = parlour_square_from_name (pos->variant, "f5");
  g_autofree char *fen = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *black = NULL;

  /* a plain Leader takes a Camel: it is the Leader Camel, royal, `C^` */
  play (pos, "e4f5");
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "9l/10/10/10/10/5C^4/10/10/P9/10 b - - 0 1");
  g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, f5);
  g_assert_true (parlour_position_piece_is_royal (pos, pos->board[f5]));
  /* it moves only as a camel (no king steps) */
  play (pos, "pass");
  moves = legal_string (pos, "f5");
  g_assert_cmpstr (moves, ==, "f5c4 f5c6 f5e2 f5e8 f5g2 f5g8 f5i4 f5i6");
  /* and it can be checked: a black Horse on g7 attacks f5 */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "C^f5 lj10 hg7 Pa2", 'w');
  g_assert_true (parlour_position_in_check (pos));
  /* Black's Leader kinds too */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "Lj1 h^e5", 'b');
  black = legal_string (pos, NULL);
  g_assert_cmpstr (black, ==, "e5c4 e5c6 e5d3 e5d7 e5f3 e5f7 e5g4 e5g6 pass");
}

static void
test_leader_kind_stays (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "H^e4 lj10 cf6", 'w');
  ParlourSquare f6 = parlour_square_from_name (pos->variant, "f6");

  play (pos, "e4f6");
  g_assert_cmpuint (PARLOUR_PIECE_KIND (pos->board[f6]), ==,
                    parlour_variant_kind_from_letter (pos->variant, 'H'));
  g_assert_true (PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[f6]));
  g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, f6);
}

/* ---- check -------------------------------------------------------------- */

static void
test_check_capture_only (void)
{
  /* The black Horse on f6 checks the Leader on e4. The Leader cannot step
   * away and may not pass; the Camel on e3 takes the checker; the Assistant
   * and the pawn may not move. */
  assert_moves ("bungalow", "Le4 lj10 hf6 Ce3 Aa1 Pb2", 'w', NULL, "e3f6");
  /* a checker next to the Leader: the Leader itself may take it */
  assert_moves ("bungalow", "Le4 lj10 ad5 Aa1", 'w', NULL, "e4d5");
  /* … and so may others: the Horse on c3 and the Leader */
  assert_moves ("bungalow", "Le4 lj10 ad5 Hc3", 'w', NULL, "c3d5 e4d5");
  /* … not when the checker is defended (by the black Dabbabah on d7) */
  assert_moves ("bungalow", "Le4 lj10 ad5 dd7 Hc3", 'w', NULL, "c3d5");
  /* a pawn may take the checker (and becomes a Horse) */
  assert_moves ("bungalow", "Le4 lj10 hf6 Pe5", 'w', NULL, "e5f6");
  /* a capture of something that is not the checker is not allowed, even by
   * the Leader (that would be fleeing) */
  assert_moves ("bungalow", "Le4 lj10 hf6 ad4", 'w', NULL, "");
}

static void
test_checkmate (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "Le4 lj10 ad5 dd7 Pa2", 'w');
  ParlourTermination t;

  /* in check, the checker is defended and nothing else can take it */
  g_assert_true (parlour_position_in_check (pos));
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* mate by a Horse that nothing can take, on an open board */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "La1 lj10 hc2 Dj2 Ej3", 'w');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* Black mated alike */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "La1 lj10 Hh9 pa9", 'b');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
}

static void
test_double_check (void)
{
  ParlourTermination t;
  g_autoptr(ParlourPosition) pos = NULL;

  /* the Horse on f6 and the Dabbabah on e6 both check e4: taking one leaves
   * the other (the Camel's e3f6 is not legal), the Leader cannot reach
   * either: mate */
  pos = load ("bungalow", "Le4 lj10 hf6 de6 Ce3", 'w');
  g_assert_cmpuint (parlour_position_checkers (pos, (ParlourSquare[4]) { 0 }, 4), ==, 2);
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
  /* a Leader Horse can take the Horse on f6 and stands there out of the
   * Dabbabah's reach: the only legal move */
  assert_moves ("bungalow", "H^e4 lj10 hf6 de6 Ce3", 'w', NULL, "e4f6");
  /* … not when the Dabbabah covers the landing square (d6 covers f6) */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "H^e4 lj10 hf6 de6 dd6 Ce3", 'w');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
}

/* Moving a piece that shields the royal is not legal: a Mitre ray, a Dark
 * Horse's leg, a Giraffe's path. */
static void
test_pins (void)
{
  /* the black Mitre on b4 looks at c3, d2, e1: the Assistant on d2 may
   * only stay on the ray (c3) */
  assert_moves ("bungalow-forward", "Le1 la10 mb4 Ad2", 'w', "d2", "d2c3");
  /* the Assistant on d2 stands on the leg of the Dark Horse on d3 (d3 → e1) */
  assert_moves ("bungalow-forward", "Le1 la10 od3 Ad2", 'w', "d2", "");
  /* the Assistant on e3 is on the path f6-e5-e4-e3-e2-e1 of the Giraffe */
  assert_moves ("bungalow-forward", "Le1 la10 gf6 Ae3", 'w', "e3", "");
  /* … also on e5, where the Giraffe's diagonal step lands: it may only take
   * the Giraffe */
  assert_moves ("bungalow-forward", "Le1 la10 gf6 Ae5", 'w', "e5", "e5f6");
  assert_moves ("bungalow-forward", "Le1 la10 gd6 Ae5", 'w', "e5", "e5d6");
  /* the same along a rank: Giraffe on a2, Leader on e1, Assistant on b1 */
  assert_moves ("bungalow-forward", "Le1 la10 ga2 Ab1", 'w', "b1", "b1a2");
  assert_moves ("bungalow-forward", "Le1 la10 ga2 Ac1", 'w', "c1", "");
  /* a Lame Dabbabah there may go to e5, still on the path */
  assert_moves ("bungalow-forward", "Le1 la10 gf6 Ye3", 'w', "e3", "e3e5");
  /* with two pieces on the path neither is pinned */
  assert_moves ("bungalow-forward", "Le1 la10 gf6 Ae3 Pe4", 'w', "e3", "e3d2 e3d4 e3f2 e3f4");
  /* the Leader may not step onto a Giraffe's line either */
  assert_moves ("bungalow-forward", "Ld1 la10 gf6", 'w', NULL, "d1c1 d1c2 d1d2 pass");
}

/* ---- passing and draws --------------------------------------------------- */

static void
test_pass (void)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (parlour_variant_lookup ("bungalow"));
  ParlourTermination t;
  guint halfmove;
  guint64 hash0 = pos->hash;

  g_assert_true (parlour_position_is_legal (pos, PARLOUR_MOVE_PASS_MOVE));
  for (guint i = 0; i < 3; i++)
    {
      play (pos, "pass");
      g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
      g_assert_cmpint (t, ==, PARLOUR_TERMINATION_NONE);
    }
  g_assert_cmpuint (pos->passes, ==, 3);
  /* passes count towards the 100-move rule */
  g_assert_cmpuint (pos->halfmove, ==, 3);
  play (pos, "pass");
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_FOUR_PASSES);
  /* the same board with another pass count is another position */
  g_assert_cmpuint (pos->hash, !=, hash0);

  /* a move in between starts the count again */
  g_clear_pointer (&pos, parlour_position_free);
  pos = parlour_position_new (parlour_variant_lookup ("bungalow"));
  play (pos, "pass");
  play (pos, "pass");
  play (pos, "pass");
  play (pos, "i10h8");
  g_assert_cmpuint (pos->passes, ==, 0);
  halfmove = pos->halfmove;
  g_assert_cmpuint (halfmove, ==, 4);
  play (pos, "pass");
  play (pos, "pass");
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  /* a pawn move resets the half-move clock */
  play (pos, "e2e4");
  g_assert_cmpuint (pos->halfmove, ==, 0);

  /* no pass in check */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "Le4 lj10 hf6 Ce3", 'w');
  g_assert_false (parlour_position_is_legal (pos, PARLOUR_MOVE_PASS_MOVE));
}

/* ---- bare royal ----------------------------------------------------------- */

static void
test_bare_mover_wins (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "La1 Hc3 Cj2 lj10 dd5", 'w');
  ParlourTermination t;

  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  play (pos, "c3d5");
  /* Black has only its Leader and cannot take White's last pieces */
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_BARE_ROYAL);

  /* the same for Black baring White */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "La1 Pe5 lj10 hd7 hh8", 'b');
  play (pos, "d7e5");
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_BARE_ROYAL);
}

static void
test_bare_rebare_draw (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "La1 Ac4 ld6 pd5", 'w');
  g_autoptr(ParlourPosition) other = NULL;
  ParlourTermination t;

  /* White's Assistant takes Black's last pawn (and stays an Assistant) … */
  play (pos, "c4d5");
  /* … but Black's Leader can take it back at once: play goes on */
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  other = parlour_position_copy (pos);
  play (pos, "d6d5");
  /* two bare plain Leaders: draw */
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_BARE_ROYAL);
  /* if Black does not take back, White wins */
  play (other, "d6d7");
  g_assert_cmpint (outcome (other, &t), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_BARE_ROYAL);
}

static void
test_bare_leader_kind (void)
{
  g_autoptr(ParlourPosition) pos = load ("bungalow", "La1 Hc3 le6 dd5", 'w');
  ParlourTermination t;

  play (pos, "c3d5");
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  /* Black's Leader takes the Horse and becomes a Leader Horse: both bare,
   * one a Leader <kind>: play goes on */
  play (pos, "e6d5");
  g_assert_true (PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[parlour_square_from_name (pos->variant, "d5")]));
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_NONE);
  /* set up: two Leader kinds, and a Leader kind against a Leader, play on;
   * two plain Leaders draw */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "H^a1 c^j10", 'w');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "La1 e^j10", 'b');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_NONE);
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "La1 lj10", 'w');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_DRAW);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_BARE_ROYAL);
  g_assert_true (parlour_position_cannot_mate (pos, PARLOUR_WHITE));
  /* a bare plain Leader mates a bare Leader Horse by standing beside it
   * (the Leader Horse cannot take it): White to move, in check, mated */
  g_clear_pointer (&pos, parlour_position_free);
  pos = load ("bungalow", "H^a1 lb2", 'w');
  g_assert_cmpint (outcome (pos, &t), ==, PARLOUR_RESULT_BLACK_WINS);
  g_assert_cmpint (t, ==, PARLOUR_TERMINATION_CHECKMATE);
}

/* ---- FEN ------------------------------------------------------------------ */

static void
roundtrip (const char *variant,
           const char *fen)
{
  g_autoptr(ParlourPosition) pos = load_fen (variant, fen);
  g_autofree char *out = parlour_position_to_fen (pos);

  g_assert_cmpstr (out, ==, fen);
}

static void
test_fen_roundtrip (void)
{
  roundtrip ("bungalow", "1hcealech1/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/1HCEALECH1 w - - 0 1");
  roundtrip ("bungalow-2d", "dhcealechd/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/DHCEALECHD w - - 0 1");
  roundtrip ("bungalow-forward", "moutgltuom/yppppppppy/p8p/10/10/10/10/P8P/YPPPPPPPPY/MOUTGLTUOM w - - 0 1");
  /* Leader kinds of both colours, pawns on the first and last ranks, clocks */
  roundtrip ("bungalow", "P8c^/10/10/4H^5/10/10/10/10/10/p9 b - - 57 80");
  roundtrip ("bungalow-forward", "10/3g^6/10/10/10/10/10/10/10/M^8P w - - 199 101");
}

static void
bad_fen (const char *variant,
         const char *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (parlour_variant_lookup (variant),
                                                                  fen, &error);
  g_assert_null (pos);
  g_assert_error (error, PARLOUR_FEN_ERROR, error->code);
  g_test_message ("%s: %s", fen, error->message);
}

static void
test_fen_errors (void)
{
  /* K is not a Bungalow piece; G and H belong to one set each */
  bad_fen ("bungalow", "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L8G w - - 0 1");
  bad_fen ("bungalow-forward", "9l/10/10/10/10/10/10/10/10/L8H w - - 0 1");
  /* `^` on a pawn or on the Leader */
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L8P^ w - - 0 1");
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L^9 w - - 0 1");
  /* no royal, two royals (a Leader and a Leader kind) */
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/H9 w - - 0 1");
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L8H^ w - - 0 1");
  bad_fen ("bungalow", "8ll/10/10/10/10/10/10/10/10/L9 w - - 0 1");
  /* castling and en passant never exist */
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L9 w KQkq - 0 1");
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/10/L9 w - e3 0 1");
  /* the side not to move in check (the white Horse on h9 attacks j10) */
  bad_fen ("bungalow", "9l/7H2/10/10/10/10/10/10/10/L9 w - - 0 1");
  /* wrong rank lengths: 11 squares, 9 squares, "11" */
  bad_fen ("bungalow", "9l1/10/10/10/10/10/10/10/10/L9 w - - 0 1");
  bad_fen ("bungalow", "8l/10/10/10/10/10/10/10/10/L9 w - - 0 1");
  bad_fen ("bungalow", "l10/10/10/10/10/10/10/10/10/L9 w - - 0 1");
  /* nine ranks */
  bad_fen ("bungalow", "9l/10/10/10/10/10/10/10/L9 w - - 0 1");
  /* `^` after a Hump (a white Leader Hump as the royal) is fine in Forward Bungalow */
  {
    g_autoptr(ParlourPosition) pos = load_fen ("bungalow-forward",
                                               "9l/10/10/10/10/10/10/10/10/9U^ w - - 0 1");
    g_assert_cmpuint (pos->royal[PARLOUR_WHITE], ==, 9);
  }
}

/* The incremental hash after every move (capture promotions and royal marks
 * included) equals one computed from scratch; unmake restores everything. */
static void
hash_walk (ParlourPosition *pos,
           guint            depth)
{
  ParlourMoveList list;

  if (depth == 0)
    return;
  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourUndo undo;
      ParlourPosition before = *pos, copy;
      parlour_position_make (pos, list.moves[i], &undo);
      copy = *pos;
      parlour_position_rehash (&copy);
      g_assert_cmpuint (copy.hash, ==, pos->hash);
      hash_walk (pos, depth - 1);
      parlour_position_unmake (pos, &undo);
      g_assert_cmpmem (pos->board, sizeof pos->board, before.board, sizeof before.board);
      g_assert_cmpmem (pos->count, sizeof pos->count, before.count, sizeof before.count);
      g_assert_cmpuint (pos->royal[0], ==, before.royal[0]);
      g_assert_cmpuint (pos->royal[1], ==, before.royal[1]);
      g_assert_cmpuint (pos->hash, ==, before.hash);
    }
}

static void
test_hash_walk (void)
{
  g_autoptr(ParlourPosition) a = load_fen ("bungalow",
      "c2ha1e1h1/1p1pcpe^p1d/4p3p1/10/pc7p/10/1PP4P1P/P5P3/D2PPP2PD/1H1EAL1CH1 w - - 0 15");
  g_autoptr(ParlourPosition) b = load_fen ("bungalow-forward",
      "mo2u^1t1om/y2p1pp1py/ppp7/9p/3tM5/9P/1U8/P1P5P1/YP1PPPP2Y/MO1TG1U^1O1 w - - 1 13");
  /* a plain Leader next to pieces it can take (it becomes a Leader <kind>) */
  g_autoptr(ParlourPosition) c = load ("bungalow", "Le4 Pa2 ld9 hf5 cd5 ae5", 'w');

  hash_walk (a, 3);
  hash_walk (b, 3);
  hash_walk (c, 3);
}

/* The 100-move claim does not disappear after 65,535 half-moves: the clock is
 * not 16 bits. */
static void
test_claim_past_16_bits (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = NULL;
  ParlourTermination reason;

  game = parlour_game_new (parlour_variant_lookup ("bungalow"),
                           "1hcealech1/10/10/10/10/10/10/10/10/1HCEALECH1 w - - 65535 40000", 0,
                           &error);
  g_assert_no_error (error);
  g_assert_true (parlour_game_play_text (game, "b1c3", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_game_get_position (game)->halfmove, ==, 65536);
  g_assert_true (parlour_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, PARLOUR_TERMINATION_HUNDRED_MOVES);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/bungalow/registry", test_registry);
  g_test_add_func ("/engine/bungalow/claim-past-16-bits", test_claim_past_16_bits);
  g_test_add_func ("/engine/bungalow/kinds", test_kinds);
  g_test_add_func ("/engine/bungalow/start-moves", test_start_moves);
  g_test_add_func ("/engine/bungalow/moves/dabbabah", test_move_dabbabah);
  g_test_add_func ("/engine/bungalow/moves/horse", test_move_horse);
  g_test_add_func ("/engine/bungalow/moves/camel", test_move_camel);
  g_test_add_func ("/engine/bungalow/moves/elephant", test_move_elephant);
  g_test_add_func ("/engine/bungalow/moves/assistant", test_move_assistant);
  g_test_add_func ("/engine/bungalow/moves/leader", test_move_leader);
  g_test_add_func ("/engine/bungalow/moves/pawn", test_move_pawn);
  g_test_add_func ("/engine/bungalow/moves/mitre", test_move_mitre);
  g_test_add_func ("/engine/bungalow/moves/hump", test_move_hump);
  g_test_add_func ("/engine/bungalow/moves/dark-horse", test_move_dark_horse);
  g_test_add_func ("/engine/bungalow/moves/lame-alfil", test_move_lame_alfil);
  g_test_add_func ("/engine/bungalow/moves/lame-dabbabah", test_move_lame_dabbabah);
  g_test_add_func ("/engine/bungalow/moves/giraffe", test_move_giraffe);
  g_test_add_func ("/engine/bungalow/giraffe-check", test_giraffe_check);
  g_test_add_func ("/engine/bungalow/capture-promotion/classic", test_capture_promotion);
  g_test_add_func ("/engine/bungalow/capture-promotion/forward", test_capture_promotion_forward);
  g_test_add_func ("/engine/bungalow/capture-promotion/forward-owner", test_captured_forward_kind);
  g_test_add_func ("/engine/bungalow/leader-kind/becomes", test_leader_kind);
  g_test_add_func ("/engine/bungalow/leader-kind/stays", test_leader_kind_stays);
  g_test_add_func ("/engine/bungalow/check/capture-only", test_check_capture_only);
  g_test_add_func ("/engine/bungalow/check/mate", test_checkmate);
  g_test_add_func ("/engine/bungalow/check/double", test_double_check);
  g_test_add_func ("/engine/bungalow/check/pins", test_pins);
  g_test_add_func ("/engine/bungalow/pass", test_pass);
  g_test_add_func ("/engine/bungalow/bare/mover-wins", test_bare_mover_wins);
  g_test_add_func ("/engine/bungalow/bare/rebare-draw", test_bare_rebare_draw);
  g_test_add_func ("/engine/bungalow/bare/leader-kind", test_bare_leader_kind);
  g_test_add_func ("/engine/bungalow/fen/roundtrip", test_fen_roundtrip);
  g_test_add_func ("/engine/bungalow/fen/errors", test_fen_errors);
  g_test_add_func ("/engine/bungalow/hash-walk", test_hash_walk);

  /* perft from tests/data/perft-bungalow.txt runs in test-perft.c */
  return g_test_run ();
}
