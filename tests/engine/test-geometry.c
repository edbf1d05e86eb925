/* test-geometry.c — boards from 5x5 to 12x12: tables, FEN and moves at the extremes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "parlour-movegen.h"
#include "parlour-notation.h"
#include "parlour-perft.h"
#include "parlour-tables.h"

static const ParlourKind kinds[] = {
  { 0 },
  { 'K', "king",   "King",   "K", NULL, 0, .royal = TRUE },
  { 'Q', "queen",  "Queen",  "Q", NULL, 900 },
  { 'N', "knight", "Knight", "N", NULL, 300 },
  { 'Z', "zebra",  "Zebra",  "Z", NULL, 300 },
};

static const ParlourVariantOps ops = {
  .legal_moves = parlour_movegen_legal_default,
  .make = parlour_movegen_make_default,
  .unmake = parlour_movegen_unmake_default,
  .outcome = parlour_movegen_outcome_default,
};

static ParlourVariant *
make_variant (guint size, const char *start)
{
  ParlourVariant *v = g_new0 (ParlourVariant, 1);
  g_autoptr(GError) error = NULL;

  v->id = size == 5 ? "tiny" : "huge";
  v->width = v->height = size;
  v->start_fen = start;
  v->kinds = kinds;
  v->n_kinds = G_N_ELEMENTS (kinds) - 1;
  v->ops = &ops;
  v->tables = parlour_tables_build (v, &error);
  g_assert_no_error (error);
  g_assert_nonnull (v->tables);
  return v;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static char *
moves_of (ParlourPosition *pos)
{
  ParlourMoveList list;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    g_ptr_array_add (names, parlour_move_to_long (pos, list.moves[i]));
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_twelve (void)
{
  g_autofree ParlourVariant *v = make_variant (12, "11k/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1");
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *moves = NULL;

  g_assert_cmpuint (v->tables->n_squares, ==, 144);
  pos = parlour_position_new_from_fen (v, "11k/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", &error);
  g_assert_no_error (error);
  fen = parlour_position_to_fen (pos);
  g_assert_cmpstr (fen, ==, "11k/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1");
  g_assert_cmpint (parlour_square_from_name (v, "l12"), ==, 143);
  g_assert_cmpint (parlour_square_from_name (v, "m1"), ==, -1);
  g_assert_cmpint (parlour_square_from_name (v, "a13"), ==, -1);

  /* a queen in the far corner rides the whole long diagonal and both edges */
  g_assert_true (parlour_position_set_fen (pos, "2k9/12/12/12/12/12/12/12/12/12/12/10KQ w - - 0 1", NULL));
  moves = moves_of (pos);
  g_assert_nonnull (strstr (moves, "l1a12"));   /* eleven squares along the diagonal */
  g_assert_nonnull (strstr (moves, "l1l12"));
  g_assert_nonnull (strstr (moves, "k1j2"));

  /* a (3,2) zebra leaps from a1 to c4 and d3 */
  g_clear_pointer (&moves, g_free);
  g_assert_true (parlour_position_set_fen (pos, "11k/12/12/12/12/12/12/12/12/12/12/Z10K w - - 0 1", NULL));
  moves = moves_of (pos);
  g_assert_nonnull (strstr (moves, "a1c4"));
  g_assert_nonnull (strstr (moves, "a1d3"));
  g_assert_cmpuint (parlour_perft (pos, 1), ==, 2 + 3);   /* zebra 2, king on l1 3 */
  /* a rank of 13 squares is an error naming it */
  g_assert_false (parlour_position_set_fen (pos, "11k/13/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", &error));
  g_assert_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_BOARD);
  g_assert_nonnull (strstr (error->message, "rank 11"));
}

static void
test_five (void)
{
  g_autofree ParlourVariant *v = make_variant (5, "4k/5/5/5/K4 w - - 0 1");
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (v, "4k/5/2N2/5/K4 w - - 0 1", NULL);
  g_autofree char *moves = NULL;

  g_assert_nonnull (pos);
  g_assert_cmpuint (v->tables->n_squares, ==, 25);
  moves = moves_of (pos);
  /* the knight in the centre of a 5x5 board reaches all 8 squares */
  g_assert_cmpstr (moves, ==, "a1a2 a1b1 a1b2 c3a2 c3a4 c3b1 c3b5 c3d1 c3d5 c3e2 c3e4");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/geometry/12x12", test_twelve);
  g_test_add_func ("/engine/geometry/5x5", test_five);
  return g_test_run ();
}
