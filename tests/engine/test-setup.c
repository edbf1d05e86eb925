/* test-setup.c — the position editor's checks (docs/editor.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-notation.h"
#include "parlour-setup.h"

static ParlourPosition *
position (const char *variant,
          const char *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourPosition *pos = parlour_position_new_from_fen (parlour_variant_lookup (variant), fen,
                                                        &error);

  g_assert_no_error (error);
  return pos;
}

/* Puts @letter (FEN, "" or NULL to empty; a trailing ^ marks a Leader kind) on @square. */
static void
put (ParlourPosition *pos,
     const char      *square,
     const char      *letter)
{
  int sq = parlour_square_from_name (pos->variant, square);
  ParlourPiece piece = PARLOUR_PIECE_EMPTY;

  g_assert_cmpint (sq, >=, 0);
  if (letter != NULL && *letter != '\0')
    {
      guint kind = parlour_variant_kind_from_letter (pos->variant, g_ascii_toupper (letter[0]));

      g_assert_cmpuint (kind, !=, 0);
      piece = PARLOUR_PIECE_MAKE (kind, g_ascii_islower (letter[0]));
      if (letter[1] == '^')
        piece |= PARLOUR_PIECE_ROYAL;
    }
  parlour_position_put (pos, sq, piece);
}

/* The position's problems, one per line, and at most one that contains @want
 * (NULL: there must be none). */
static void
assert_problem (const ParlourPosition *pos,
                const char            *want)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  gboolean ok = parlour_setup_check (pos, problems);
  gboolean found = FALSE;

  for (guint i = 0; i < problems->len; i++)
    {
      g_test_message ("problem: %s", (char *) problems->pdata[i]);
      found |= want != NULL && strstr (problems->pdata[i], want) != NULL;
    }
  if (want == NULL)
    {
      g_assert_true (ok);
      g_assert_cmpuint (problems->len, ==, 0);
    }
  else
    {
      g_assert_false (ok);
      g_assert_true (found);
    }
}

static void
test_start_positions (void)
{
  const ParlourVariant **variants;
  guint n;

  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ParlourPosition) pos = position (variants[i]->id, variants[i]->start_fen);

      assert_problem (pos, NULL);
    }
}

static void
test_castling (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess",
                                             "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  g_autoptr(ParlourPosition) bungalow = position ("bungalow",
                                                  parlour_variant_lookup ("bungalow")->start_fen);

  g_assert_cmpuint (parlour_setup_castling_allowed (pos), ==, 0xf);
  put (pos, "h1", NULL);
  put (pos, "g1", "R");
  g_assert_cmpuint (parlour_setup_castling_allowed (pos), ==,
                    PARLOUR_CASTLE_WQ | PARLOUR_CASTLE_BK | PARLOUR_CASTLE_BQ);
  assert_problem (pos, "White cannot castle king-side");
  put (pos, "e8", NULL);
  put (pos, "d8", "k");
  g_assert_cmpuint (parlour_setup_castling_allowed (pos), ==, PARLOUR_CASTLE_WQ);
  assert_problem (pos, "Black cannot castle queen-side");
  pos->castling = PARLOUR_CASTLE_WQ;
  parlour_position_rehash (pos);
  assert_problem (pos, NULL);
  g_assert_cmpuint (parlour_setup_castling_allowed (bungalow), ==, 0);
}

static void
test_en_passant (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
  ParlourSquare out[12];
  guint n;

  n = parlour_setup_ep_candidates (pos, out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (out[0], ==, parlour_square_from_name (pos->variant, "d6"));
  g_assert_cmpint (out[1], ==, parlour_square_from_name (pos->variant, "f6"));
  /* the knight on d7: the d-pawn cannot have just left it */
  put (pos, "b8", NULL);
  put (pos, "d7", "n");
  n = parlour_setup_ep_candidates (pos, out, G_N_ELEMENTS (out));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (out[0], ==, parlour_square_from_name (pos->variant, "f6"));
  /* no capturing pawn beside it: the square is no candidate */
  pos->ep = out[0];
  parlour_position_rehash (pos);
  assert_problem (pos, NULL);
  put (pos, "e5", NULL);
  put (pos, "e4", "P");
  g_assert_cmpuint (parlour_setup_ep_candidates (pos, out, G_N_ELEMENTS (out)), ==, 0);
  assert_problem (pos, "No pawn can be taken en passant on f6");
}

/* SimulChess: a square for each side; other variants have none for the side
 * not to move. */
static void
test_en_passant_simul (void)
{
  g_autoptr(ParlourPosition) pos = position ("simulchess",
      "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3d6 0 1");
  g_autoptr(ParlourPosition) chess = position ("chess", "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - - 0 1");
  ParlourSquare out[12];

  g_assert_cmpint (pos->ep, ==, parlour_square_from_name (pos->variant, "d6"));
  g_assert_cmpint (pos->ep_other, ==, parlour_square_from_name (pos->variant, "e3"));
  assert_problem (pos, NULL);
  g_assert_cmpuint (parlour_setup_ep_candidates (pos, out, G_N_ELEMENTS (out)), ==, 1);
  g_assert_cmpint (out[0], ==, pos->ep);
  g_assert_cmpuint (parlour_setup_ep_other_candidates (pos, out, G_N_ELEMENTS (out)), ==, 1);
  g_assert_cmpint (out[0], ==, pos->ep_other);
  g_assert_cmpuint (parlour_setup_ep_other_candidates (chess, out, G_N_ELEMENTS (out)), ==, 0);
  /* Black's pawn beside e4 gone: no Black pawn can take on e3 */
  put (pos, "f4", NULL);
  g_assert_cmpuint (parlour_setup_ep_other_candidates (pos, out, G_N_ELEMENTS (out)), ==, 0);
  assert_problem (pos, "No pawn can be taken en passant on e3");
  /* an other side's square in a variant that moves by turns is refused too */
  chess->ep_other = parlour_square_from_name (chess->variant, "e3");
  assert_problem (chess, "No pawn can be taken en passant on e3");
}

static void
test_royals (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_autoptr(ParlourPosition) bungalow = position ("bungalow",
      "5l4/10/10/10/10/10/10/10/10/5L4 w - - 0 1");

  put (pos, "e8", NULL);
  assert_problem (pos, "Black has no King");
  put (pos, "a8", "k");
  put (pos, "h8", "k");
  assert_problem (pos, "Black has 2 royal pieces (King)");

  /* a Leader Horse is the royal piece as much as the Leader */
  assert_problem (bungalow, NULL);
  put (bungalow, "b1", "H^");
  assert_problem (bungalow, "White has 2 royal pieces (Leader)");
  put (bungalow, "f1", NULL);
  assert_problem (bungalow, NULL);
  put (bungalow, "b1", NULL);
  assert_problem (bungalow, "White has no Leader");
}

static void
test_pawn_ranks (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_autoptr(ParlourPosition) bungalow = position ("bungalow",
      "5l4/10/10/10/10/10/10/10/10/5L4 w - - 0 1");

  put (pos, "c8", "P");
  assert_problem (pos, "A pawn stands on c8, on the first or last rank");
  put (pos, "c8", NULL);
  put (pos, "a1", "p");
  assert_problem (pos, "A pawn stands on a1");
  /* Bungalow's pawns do not promote: they may stand anywhere */
  put (bungalow, "a10", "P");
  put (bungalow, "j1", "p");
  assert_problem (bungalow, NULL);
}

static void
test_check (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  g_autoptr(ParlourPosition) panic = position ("panic", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");

  put (pos, "a1", NULL);
  put (pos, "a8", "R");
  assert_problem (pos, "Black is in check, but it is White’s turn");
  pos->side = PARLOUR_BLACK;
  parlour_position_rehash (pos);
  assert_problem (pos, NULL);
  /* Panic chess allows moving into check: the king may stand attacked */
  put (panic, "a1", NULL);
  put (panic, "a8", "R");
  assert_problem (panic, NULL);
}

static void
test_counts (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_autoptr(ParlourPosition) bungalow = position ("bungalow",
      parlour_variant_lookup ("bungalow")->start_fen);

  /* a ninth pawn */
  put (pos, "b1", NULL);
  put (pos, "e4", "P");
  assert_problem (pos, "White has 9 pawns; a game has at most 8");
  /* seventeen pieces */
  put (pos, "b1", "N");
  assert_problem (pos, "White has 17 pieces; a game has at most 16");
  /* a second queen without a missing pawn */
  put (pos, "b1", NULL);
  put (pos, "e4", "Q");
  assert_problem (pos, "White has more pieces than the start and its promoted pawns allow");
  /* one pawn gone: the queen is its promotion */
  put (pos, "a2", NULL);
  assert_problem (pos, NULL);

  /* Bungalow: pieces change kind when they capture, so only the totals count */
  put (bungalow, "e5", "H");
  assert_problem (bungalow, "White has 21 pieces; a game has at most 20");
  put (bungalow, "b2", NULL);
  assert_problem (bungalow, NULL);
}

/* With drops, pieces change sides: no count is a limit. */
static void
test_drops (void)
{
  g_autoptr(GError) error = NULL;
  const ParlourVariant *crazyhouse = parlour_variant_lookup ("crazyhouse");
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (crazyhouse,
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQPPn] w KQkq - 0 1", &error);

  g_assert_no_error (error);
  put (pos, "e4", "N");
  put (pos, "d4", "P");
  assert_problem (pos, NULL);
  put (pos, "e8", NULL);
  assert_problem (pos, "Black has no King");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/setup/start-positions", test_start_positions);
  g_test_add_func ("/engine/setup/castling", test_castling);
  g_test_add_func ("/engine/setup/en-passant", test_en_passant);
  g_test_add_func ("/engine/setup/en-passant-simul", test_en_passant_simul);
  g_test_add_func ("/engine/setup/royals", test_royals);
  g_test_add_func ("/engine/setup/pawn-ranks", test_pawn_ranks);
  g_test_add_func ("/engine/setup/check", test_check);
  g_test_add_func ("/engine/setup/counts", test_counts);
  g_test_add_func ("/engine/setup/drops", test_drops);
  return g_test_run ();
}
