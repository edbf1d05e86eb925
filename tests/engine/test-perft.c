/* test-perft.c — perft counts from tests/data/perft-*.txt
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "parlour-perft.h"
#include "parlour-notation.h"

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
  return g_test_run ();
}
