/* test-perft.c — perft counts from tests/data/perft-*.txt
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "parlour-perft.h"
#include "parlour-movegen.h"
#include "parlour-notation.h"
#include "parlour-position-private.h"

typedef struct {
  char *variant;
  char *fen;
  guint depths[8];
  guint64 counts[8];
  guint n;
} PerftCase;

static void
perft_case_free (gpointer data)
{
  PerftCase *c = data;
  g_free (c->variant);
  g_free (c->fen);
  g_free (c);
}

static void
check_case (gconstpointer data)
{
  const PerftCase *c = data;
  const ParlourVariant *v = parlour_variant_lookup (c->variant);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *before = NULL;

  g_assert_nonnull (v);
  pos = parlour_position_new_from_fen (v, c->fen, &error);
  g_assert_no_error (error);
  before = parlour_position_to_fen (pos);
  for (guint i = 0; i < c->n; i++)
    {
      guint64 hash = pos->hash;
      guint64 nodes = parlour_perft (pos, c->depths[i]);
      g_autofree char *after = parlour_position_to_fen (pos);
      g_test_message ("%s depth %u: %" G_GUINT64_FORMAT, c->fen, c->depths[i], nodes);
      g_assert_cmpuint (nodes, ==, c->counts[i]);
      /* make/unmake leaves the position exactly as it was */
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpuint (pos->hash, ==, hash);
    }
}

/* The incremental hash after every move equals a hash computed from scratch. */
static void
hash_walk (ParlourPosition *pos, guint depth)
{
  ParlourMoveList list;

  if (depth == 0)
    return;
  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourUndo undo;
      ParlourPosition copy;
      parlour_position_make (pos, list.moves[i], &undo);
      copy = *pos;
      parlour_position_rehash (&copy);
      g_assert_cmpuint (copy.hash, ==, pos->hash);
      hash_walk (pos, depth - 1);
      parlour_position_unmake (pos, &undo);
    }
}

static void
test_incremental_hash (void)
{
  const ParlourVariant *v = parlour_variant_lookup ("chess");
  g_autoptr(ParlourPosition) kiwi = parlour_position_new_from_fen (v,
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", NULL);
  g_autoptr(ParlourPosition) start = parlour_position_new (v);

  hash_walk (kiwi, 3);
  hash_walk (start, 3);
}

/* Reads FEN ; depth=nodes ; … lines, or VARIANT ; FEN ; depth=nodes ; … when the
 * file holds several variants; @variant is the default. */
static void
load_file (const char *variant,
           const char *path,
           GPtrArray  *cases)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) fields = NULL;
      PerftCase *c;
      guint f = 0;
      char *line = g_strstrip (lines[i]);
      if (*line == '\0' || *line == '#')
        continue;
      fields = g_strsplit (line, ";", -1);
      c = g_new0 (PerftCase, 1);
      g_strstrip (fields[0]);
      c->variant = g_strdup (strchr (fields[0], '/') == NULL ? fields[f++] : variant);
      g_assert_nonnull (fields[f]);
      c->fen = g_strdup (g_strstrip (fields[f++]));
      for (; fields[f] && c->n < G_N_ELEMENTS (c->depths); f++)
        {
          guint d;
          guint64 n;
          if (sscanf (g_strstrip (fields[f]), "%u=%" G_GUINT64_FORMAT, &d, &n) != 2)
            g_error ("%s:%u: bad field “%s”", path, i + 1, fields[f]);
          c->depths[c->n] = d;
          c->counts[c->n] = n;
          c->n++;
        }
      g_ptr_array_add (cases, c);
    }
}

#define HELPER_GAMES 30
#define HELPER_PLIES 300

/* The search's shortcuts through the move generator (docs/computer.md,
 * "Search") answer as the whole generator does, in every variant, on the
 * positions of random games: the tactical moves are the captures and
 * promotions of the pseudo-legal list in its order, whether a side has a
 * legal move is the legal list's answer, and a move said surely not to
 * check does not. */
static void
test_search_helpers (void)
{
  guint n_variants;
  const ParlourVariant **variants = parlour_variant_list (&n_variants);
  GRand *rand = g_rand_new_with_seed (39);

  for (guint i = 0; i < n_variants; i++)
    {
      const ParlourVariant *v = variants[i];
      guint positions = 0, tactical = 0, quiet_no_check = 0;

      for (guint game = 0; game < HELPER_GAMES; game++)
        {
          g_autoptr(ParlourPosition) pos = parlour_position_new (v);

          for (guint ply = 0; ply < HELPER_PLIES; ply++)
            {
              ParlourMoveList pseudo, tact, legal;
              ParlourCheckSquares cs;
              ParlourUndo undo;
              guint t = 0;

              parlour_movegen_pseudo (pos, &pseudo, !(v->flags & PARLOUR_VARIANT_PSEUDO_LEGAL));
              parlour_movegen_tactical (pos, &tact);
              for (guint m = 0; m < pseudo.n; m++)
                if (PARLOUR_MOVE_PROMO (pseudo.moves[m]) != 0 ||
                    parlour_position_is_capture (pos, pseudo.moves[m]))
                  {
                    g_assert_cmpuint (t, <, tact.n);
                    g_assert_cmpuint (tact.moves[t], ==, pseudo.moves[m]);
                    t++;
                  }
              g_assert_cmpuint (t, ==, tact.n);
              tactical += t;

              parlour_movegen_legal_default (pos, &legal);
              g_assert_cmpint (parlour_movegen_has_legal (pos), ==, legal.n > 0);

              parlour_movegen_check_squares (pos, &cs);
              for (guint m = 0; m < pseudo.n; m++)
                if (!parlour_movegen_may_give_check (pos, &cs, pseudo.moves[m]))
                  {
                    parlour_position_make (pos, pseudo.moves[m], &undo);
                    if (parlour_position_in_check (pos))
                      {
                        g_autofree char *fen = NULL;
                        parlour_position_unmake (pos, &undo);
                        fen = parlour_position_to_fen (pos);
                        g_error ("%s: %s: move %u said not to check, and checks", v->id, fen,
                                 pseudo.moves[m]);
                      }
                    parlour_position_unmake (pos, &undo);
                    quiet_no_check++;
                  }
              positions++;

              parlour_position_legal_moves (pos, &legal);
              if (legal.n == 0 || parlour_position_outcome (pos, NULL) != PARLOUR_RESULT_NONE)
                break;
              parlour_position_make (pos, legal.moves[g_rand_int_range (rand, 0, (gint32) legal.n)],
                                     &undo);
            }
        }
      g_test_message ("%s: %u positions, %u tactical moves, %u moves surely not checking",
                      v->id, positions, tactical, quiet_no_check);
      g_assert_cmpuint (positions, >, HELPER_GAMES);
      g_assert_cmpuint (tactical, >, 0);
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (perft_case_free);
  static const char * const files[][2] = {
    { "chess", "perft-chess.txt" },
    { "bungalow", "perft-bungalow.txt" },
    { "crazyhouse", "perft-drops.txt" },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", files[f][1], NULL);
      guint first = cases->len;
      load_file (files[f][0], path, cases);
      for (guint i = first; i < cases->len; i++)
        {
          const PerftCase *c = cases->pdata[i];
          g_autofree char *name = g_strdup_printf ("/engine/perft/%s/%u", c->variant, i - first + 1);
          g_test_add_data_func (name, c, check_case);
        }
    }
  g_test_add_func ("/engine/perft/incremental-hash", test_incremental_hash);
  g_test_add_func ("/engine/perft/search-helpers", test_search_helpers);
  return g_test_run ();
}
