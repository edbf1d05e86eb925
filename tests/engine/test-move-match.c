/* test-move-match.c — typed moves: what a text names while it is typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-move-match.h"
#include "parlour-notation.h"
#include "parlour-san.h"

static ParlourPosition *
position (const char *variant,
          const char *fen)
{
  const ParlourVariant *v = parlour_variant_lookup (variant);
  g_autoptr(GError) error = NULL;
  ParlourPosition *pos;

  g_assert_nonnull (v);
  pos = fen ? parlour_position_new_from_fen (v, fen, &error) : parlour_position_new (v);
  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

static ParlourMove
long_move (ParlourPosition *pos,
           const char      *lan)
{
  g_autoptr(GError) error = NULL;
  ParlourMove move = parlour_move_from_long (pos, lan, &error);

  g_assert_no_error (error);
  return move;
}

/* @text, typed in @pos, names exactly the move @lan */
static void
assert_exact (ParlourPosition *pos,
              const char      *text,
              const char      *lan)
{
  ParlourMoveMatch match;

  parlour_move_match (pos, NULL, FALSE, text, &match);
  if (match.kind != PARLOUR_MOVE_MATCH_EXACT)
    g_error ("“%s” matched kind %d with %u candidates, not %s", text, match.kind,
             match.candidates.n, lan);
  g_assert_cmpuint (match.candidates.n, ==, 1);
  g_assert_cmpuint (match.candidates.moves[0], ==, long_move (pos, lan));
  g_assert_cmpuint (parlour_move_match_get_move (&match), ==, long_move (pos, lan));
}

static void
assert_kind (ParlourPosition      *pos,
             const char           *text,
             ParlourMoveMatchKind  kind,
             guint                 n)
{
  ParlourMoveMatch match;

  parlour_move_match (pos, NULL, FALSE, text, &match);
  g_assert_cmpint (match.kind, ==, kind);
  g_assert_cmpuint (match.candidates.n, ==, n);
}

static void
test_chess (void)
{
  g_autoptr(ParlourPosition) pos = position ("chess", NULL);
  ParlourMoveMatch match;

  assert_exact (pos, "Nf3", "g1f3");
  assert_exact (pos, "nf3", "g1f3");
  assert_exact (pos, " Nf3 ", "g1f3");
  assert_exact (pos, "e4", "e2e4");
  assert_exact (pos, "e2e4", "e2e4");
  assert_exact (pos, "e2-e4", "e2e4");
  assert_exact (pos, "g1f3", "g1f3");
  /* beginnings: every knight move, the e-pawn's two */
  assert_kind (pos, "N", PARLOUR_MOVE_MATCH_PARTIAL, 4);
  assert_kind (pos, "n", PARLOUR_MOVE_MATCH_PARTIAL, 4);
  assert_kind (pos, "Nf", PARLOUR_MOVE_MATCH_PARTIAL, 1);
  assert_kind (pos, "e2", PARLOUR_MOVE_MATCH_PARTIAL, 2);
  parlour_move_match (pos, NULL, FALSE, "Nf", &match);
  /* the one move a beginning can become is played on Enter */
  g_assert_cmpuint (parlour_move_match_get_move (&match), ==, long_move (pos, "g1f3"));
  parlour_move_match (pos, NULL, FALSE, "e2", &match);
  g_assert_cmpuint (parlour_move_match_get_move (&match), ==, PARLOUR_MOVE_NONE);
  /* nothing, and nonsense */
  assert_kind (pos, "", PARLOUR_MOVE_MATCH_EMPTY, 0);
  assert_kind (pos, "   ", PARLOUR_MOVE_MATCH_EMPTY, 0);
  assert_kind (pos, "Ke2", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "e5", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "zz", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "N@f3", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "pass", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "Nf3Nf3Nf3Nf3Nf3Nf3Nf3Nf3Nf3", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "N\xd0" "f3", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "N–f3", PARLOUR_MOVE_MATCH_NONE, 0);
}

static void
test_ambiguous (void)
{
  /* knights on b1 and f3 both reach d2 */
  g_autoptr(ParlourPosition) pos =
    position ("chess", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  g_autoptr(ParlourPosition) promo = position ("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  ParlourMoveMatch match;

  parlour_move_match (pos, NULL, FALSE, "Nd2", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_AMBIGUOUS);
  g_assert_cmpuint (match.candidates.n, ==, 2);
  g_assert_cmpuint (parlour_move_match_get_move (&match), ==, PARLOUR_MOVE_NONE);
  assert_exact (pos, "Nbd2", "b1d2");
  assert_exact (pos, "Nfd2", "f3d2");
  assert_exact (pos, "N3d2", "f3d2");
  /* a promotion without its kind is ambiguous until the kind is typed */
  assert_kind (promo, "a8", PARLOUR_MOVE_MATCH_AMBIGUOUS, 4);
  assert_exact (promo, "a8=Q", "a7a8q");
  assert_exact (promo, "a8N", "a7a8n");
  assert_exact (promo, "a7a8q", "a7a8q");
}

static void
test_capture_check (void)
{
  g_autoptr(ParlourPosition) pos =
    position ("chess", "4k3/8/8/3p4/4P3/8/8/4K2R w K - 0 1");

  assert_exact (pos, "exd5", "e4d5");
  assert_exact (pos, "ed5", "e4d5");
  assert_exact (pos, "exd5+", "e4d5");
  assert_exact (pos, "O-O", "e1g1");
  assert_exact (pos, "0-0", "e1g1");
  assert_exact (pos, "e1g1", "e1g1");
  assert_kind (pos, "O-O-O", PARLOUR_MOVE_MATCH_NONE, 0);
}

static void
test_drops (gconstpointer data)
{
  g_autoptr(ParlourPosition) pos =
    position (data, "r1bqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 0 4");
  ParlourMoveMatch match;

  assert_exact (pos, "N@f3", "N@f3");
  assert_exact (pos, "n@f3", "N@f3");
  assert_exact (pos, "N@f3+", "N@f3");
  /* every empty square a knight may be dropped on */
  parlour_move_match (pos, NULL, FALSE, "N@", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_PARTIAL);
  g_assert_cmpuint (match.candidates.n, >, 20);
  for (guint i = 0; i < match.candidates.n; i++)
    g_assert_cmpint (PARLOUR_MOVE_FLAG (match.candidates.moves[i]), ==, PARLOUR_MOVE_DROP);
  /* no bishop in hand; nothing dropped on a piece */
  assert_kind (pos, "B@f3", PARLOUR_MOVE_MATCH_NONE, 0);
  assert_kind (pos, "N@e4", PARLOUR_MOVE_MATCH_NONE, 0);
}

/* Bungalow's kinds type with their own letters: a Horse ("H") is no knight */
static void
test_bungalow (gconstpointer data)
{
  g_autoptr(ParlourPosition) pos = position (data, NULL);
  const ParlourVariant *v = pos->variant;
  ParlourMoveList legal;
  guint tried = 0;

  parlour_position_legal_moves (pos, &legal);
  for (guint i = 0; i < legal.n; i++)
    {
      ParlourMove m = legal.moves[i];
      guint kind = PARLOUR_PIECE_KIND (pos->board[PARLOUR_MOVE_FROM (m)]);
      g_autofree char *san = parlour_san_from_move (pos, m);
      g_autofree char *lan = parlour_move_to_long (pos, m);
      g_autofree char *lower = g_strdup (san);

      if (v->kinds[kind].pawn || PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS)
        continue;
      g_assert_cmpint (san[0], ==, v->kinds[kind].letter);
      assert_exact (pos, san, lan);
      lower[0] = g_ascii_tolower (lower[0]);
      /* a letter that is also a file ("ee3": the e-pawn's or the Elephant's?)
       * offers both readings */
      if (lower[0] - 'a' < (int) v->width)
        {
          ParlourMoveMatch match;
          gboolean found = FALSE;

          parlour_move_match (pos, NULL, FALSE, lower, &match);
          for (guint c = 0; c < match.candidates.n; c++)
            found |= match.candidates.moves[c] == m;
          g_assert_true (found);
        }
      else
        assert_exact (pos, lower, lan);
      tried++;
    }
  g_assert_cmpuint (tried, >, 0);
  /* a knight's letter is no Bungalow kind */
  assert_kind (pos, "Nc3", PARLOUR_MOVE_MATCH_NONE, 0);
}

/* Every legal move, in every variant, after a few moves: its SAN and its long
 * form name it exactly, and each beginning of its SAN still offers it. */
static void
test_every_move (gconstpointer data)
{
  g_autoptr(ParlourPosition) pos = position (data, NULL);
  GRand *rand = g_rand_new_with_seed (26);

  for (guint ply = 0; ply < 8; ply++)
    {
      ParlourMoveList legal;
      ParlourUndo undo;

      parlour_position_legal_moves (pos, &legal);
      if (legal.n == 0)
        break;
      for (guint i = 0; i < legal.n; i++)
        {
          ParlourMove m = legal.moves[i];
          g_autofree char *san = parlour_san_from_move (pos, m);
          g_autofree char *lan = parlour_move_to_long (pos, m);
          ParlourMoveMatch match;

          assert_exact (pos, san, lan);
          assert_exact (pos, lan, lan);
          for (gsize len = 1; len < strlen (san); len++)
            {
              g_autofree char *part = g_strndup (san, len);
              gboolean found = FALSE;

              parlour_move_match (pos, NULL, FALSE, part, &match);
              for (guint c = 0; c < match.candidates.n; c++)
                found |= match.candidates.moves[c] == m;
              if (!found && match.kind != PARLOUR_MOVE_MATCH_EXACT)
                g_error ("%s: “%s”, the beginning of %s, does not offer it (kind %d)",
                         (const char *) data, part, san, match.kind);
            }
        }
      parlour_position_make (pos, legal.moves[g_rand_int_range (rand, 0, (int) legal.n)], &undo);
    }
  g_rand_free (rand);
}

/* Panic: a square, or a letter and a square, names a piece to pick */
static void
test_picks (void)
{
  g_autoptr(ParlourPosition) pos = position ("panic", NULL);
  ParlourMoveMatch match;

  parlour_move_match (pos, NULL, TRUE, "g1", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_EXACT);
  g_assert_cmpint (match.square, ==, parlour_square_from_name (pos->variant, "g1"));
  g_assert_cmpuint (PARLOUR_MOVE_FROM (match.candidates.moves[0]), ==, (guint) match.square);
  parlour_move_match (pos, NULL, TRUE, "Ng1", &match);
  g_assert_cmpint (match.square, ==, parlour_square_from_name (pos->variant, "g1"));
  parlour_move_match (pos, NULL, TRUE, "ng1", &match);
  g_assert_cmpint (match.square, ==, parlour_square_from_name (pos->variant, "g1"));
  /* the g-file: the knight and the pawn */
  parlour_move_match (pos, NULL, TRUE, "g", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_PARTIAL);
  g_assert_cmpuint (match.candidates.n, ==, 2);
  g_assert_cmpint (match.square, ==, -1);
  /* the knights, by letter */
  parlour_move_match (pos, NULL, TRUE, "N", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_PARTIAL);
  g_assert_cmpuint (match.candidates.n, ==, 2);
  /* a king with no move, an empty square, a black piece, a move */
  parlour_move_match (pos, NULL, TRUE, "e1", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_NONE);
  parlour_move_match (pos, NULL, TRUE, "e4", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_NONE);
  parlour_move_match (pos, NULL, TRUE, "g8", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_NONE);
  parlour_move_match (pos, NULL, TRUE, "Nf3", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_NONE);
}

/* SimulChess: a pass, and the moves of the seat that is not the side to move */
static void
test_simul (void)
{
  g_autoptr(ParlourPosition) pos = position ("simulchess", NULL);
  ParlourPosition black;
  ParlourMoveList moves;
  ParlourMoveMatch match;

  assert_exact (pos, "pass", "pass");
  assert_exact (pos, "PASS", "pass");
  assert_kind (pos, "pa", PARLOUR_MOVE_MATCH_PARTIAL, 1);
  assert_exact (pos, "Nf3", "g1f3");

  /* Black's moves, given, in a copy of the position with Black to move */
  black = *pos;
  black.side = PARLOUR_BLACK;
  parlour_position_legal_moves (&black, &moves);
  parlour_move_match (&black, &moves, FALSE, "Nf6", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_EXACT);
  g_assert_cmpuint (PARLOUR_MOVE_FROM (match.candidates.moves[0]), ==,
                    (guint) parlour_square_from_name (pos->variant, "g8"));
  parlour_move_match (&black, &moves, FALSE, "Nf3", &match);
  g_assert_cmpint (match.kind, ==, PARLOUR_MOVE_MATCH_NONE);
}

int
main (int argc, char *argv[])
{
  static const char * const variants[] = {
    "chess", "crazyhouse", "bughouse", "bungalow", "bungalow-2d", "bungalow-forward",
    "panic", "simulchess",
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/move-match/chess", test_chess);
  g_test_add_func ("/engine/move-match/ambiguous", test_ambiguous);
  g_test_add_func ("/engine/move-match/capture-check", test_capture_check);
  g_test_add_data_func ("/engine/move-match/drops/crazyhouse", "crazyhouse", test_drops);
  g_test_add_data_func ("/engine/move-match/drops/bughouse", "bughouse", test_drops);
  g_test_add_data_func ("/engine/move-match/bungalow/bungalow", "bungalow", test_bungalow);
  g_test_add_data_func ("/engine/move-match/bungalow/forward", "bungalow-forward",
                        test_bungalow);
  g_test_add_func ("/engine/move-match/picks", test_picks);
  g_test_add_func ("/engine/move-match/simul", test_simul);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/move-match/every-move/%s", variants[i]);
      g_test_add_data_func (path, variants[i], test_every_move);
    }
  return g_test_run ();
}
