/* test-betza.c — the Betza compiler
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "parlour-betza.h"

/* The compiled vectors as a sorted string like "m(0,1) c(-1,1) …" for comparison. */
static char *
describe (const ParlourBetzaMovement *m)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < m->n; i++)
    {
      const ParlourBetzaVector *v = &m->v[i];
      GString *p = g_string_new (NULL);
      if (v->modes & PARLOUR_BETZA_INITIAL)
        g_string_append_c (p, 'i');
      if ((v->modes & (PARLOUR_BETZA_MOVE | PARLOUR_BETZA_CAPTURE)) == PARLOUR_BETZA_MOVE)
        g_string_append_c (p, 'm');
      if ((v->modes & (PARLOUR_BETZA_MOVE | PARLOUR_BETZA_CAPTURE)) == PARLOUR_BETZA_CAPTURE)
        g_string_append_c (p, 'c');
      if (v->rider)
        g_string_append_c (p, '*');
      g_string_append_printf (p, "(%d,%d)", v->dx, v->dy);
      if (v->lame)
        g_string_append_printf (p, "n(%d,%d)", v->leg_dx, v->leg_dy);
      g_ptr_array_add (parts, g_string_free (p, FALSE));
    }
  g_ptr_array_sort (parts, (GCompareFunc) (void (*) (void)) strcmp);
  for (guint i = 0; i < parts->len; i++)
    {
      if (i)
        g_string_append_c (s, ' ');
      g_string_append (s, *(char **) &parts->pdata[i] ? (char *) parts->pdata[i] : "");
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static int
cmp_str (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static char *
compile_ok (const char *betza)
{
  ParlourBetzaMovement m;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) split = NULL;
  g_autofree char *d = NULL;

  g_assert_true (parlour_betza_compile (betza, &m, &error));
  g_assert_no_error (error);
  d = describe (&m);
  /* sort again with a proper comparator (describe's sort is only a first pass) */
  split = g_strsplit (d, " ", -1);
  for (guint i = 0; split[i]; i++)
    g_ptr_array_add (parts, g_strdup (split[i]));
  g_ptr_array_sort (parts, cmp_str);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

static void
check (const char *betza, const char *expected)
{
  g_autofree char *got = compile_ok (betza);
  g_auto(GStrv) want = g_strsplit (expected, " ", -1);
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *want_sorted = NULL;

  for (guint i = 0; want[i]; i++)
    g_ptr_array_add (parts, want[i]);
  g_ptr_array_sort (parts, cmp_str);
  g_ptr_array_add (parts, NULL);
  want_sorted = g_strjoinv (" ", (char **) parts->pdata);
  g_test_message ("%s → %s", betza, got);
  g_assert_cmpstr (got, ==, want_sorted);
}

static void
test_atoms (void)
{
  check ("W", "(0,1) (0,-1) (1,0) (-1,0)");
  check ("F", "(1,1) (1,-1) (-1,1) (-1,-1)");
  check ("D", "(0,2) (0,-2) (2,0) (-2,0)");
  check ("N", "(2,1) (2,-1) (-2,1) (-2,-1) (1,2) (1,-2) (-1,2) (-1,-2)");
  check ("A", "(2,2) (2,-2) (-2,2) (-2,-2)");
  check ("H", "(0,3) (0,-3) (3,0) (-3,0)");
  check ("C", "(3,1) (3,-1) (-3,1) (-3,-1) (1,3) (1,-3) (-1,3) (-1,-3)");
  check ("Z", "(3,2) (3,-2) (-3,2) (-3,-2) (2,3) (2,-3) (-2,3) (-2,-3)");
  check ("G", "(3,3) (3,-3) (-3,3) (-3,-3)");
  check ("K", "(0,1) (0,-1) (1,0) (-1,0) (1,1) (1,-1) (-1,1) (-1,-1)");
}

static void
test_riders (void)
{
  check ("R", "*(0,1) *(0,-1) *(1,0) *(-1,0)");
  check ("WW", "*(0,1) *(0,-1) *(1,0) *(-1,0)");
  check ("B", "*(1,1) *(1,-1) *(-1,1) *(-1,-1)");
  check ("Q", "*(0,1) *(0,-1) *(1,0) *(-1,0) *(1,1) *(1,-1) *(-1,1) *(-1,-1)");
  check ("NN", "*(2,1) *(2,-1) *(-2,1) *(-2,-1) *(1,2) *(1,-2) *(-1,2) *(-1,-2)");
  check ("fB", "*(1,1) *(-1,1)");
}

static void
test_directions (void)
{
  check ("fW", "(0,1)");
  check ("bW", "(0,-1)");
  check ("sW", "(1,0) (-1,0)");
  check ("vW", "(0,1) (0,-1)");
  check ("lW", "(-1,0)");
  check ("fsW", "(0,1) (1,0) (-1,0)");
  /* on orthogonal atoms two letters join: forward or left */
  check ("flW", "(0,1) (-1,0)");
  check ("fF", "(1,1) (-1,1)");
  check ("flF", "(-1,1)");
  check ("frF", "(1,1)");
  check ("fN", "(1,2) (-1,2) (2,1) (-2,1)");
  check ("ffN", "(1,2) (-1,2)");
  check ("fC", "(1,3) (-1,3) (3,1) (-3,1)");
  check ("bN", "(1,-2) (-1,-2) (2,-1) (-2,-1)");
  check ("sN", "(2,1) (2,-1) (-2,1) (-2,-1)");
  check ("fsN", "(2,1) (-2,1)");
}

static void
test_modes (void)
{
  check ("fmWfcF", "m(0,1) c(1,1) c(-1,1)");
  check ("fmWfcFifmnD", "m(0,1) c(1,1) c(-1,1) im(0,2)n(0,1)");
  check ("mWcF", "m(0,1) m(0,-1) m(1,0) m(-1,0) c(1,1) c(1,-1) c(-1,1) c(-1,-1)");
  /* the same vector as move and capture merges into one */
  check ("mWcW", "(0,1) (0,-1) (1,0) (-1,0)");
}

static void
test_lame (void)
{
  check ("nD", "(0,2)n(0,1) (0,-2)n(0,-1) (2,0)n(1,0) (-2,0)n(-1,0)");
  check ("nA", "(2,2)n(1,1) (2,-2)n(1,-1) (-2,2)n(-1,1) (-2,-2)n(-1,-1)");
  /* Xiangqi horse: the leg is the orthogonal step along the long side */
  check ("nN", "(2,1)n(1,0) (2,-1)n(1,0) (-2,1)n(-1,0) (-2,-1)n(-1,0) "
               "(1,2)n(0,1) (1,-2)n(0,-1) (-1,2)n(0,1) (-1,-2)n(0,-1)");
}

static void
check_error (const char *betza, int code, const char *fragment)
{
  ParlourBetzaMovement m;
  g_autoptr(GError) error = NULL;

  g_assert_false (parlour_betza_compile (betza, &m, &error));
  g_assert_error (error, PARLOUR_BETZA_ERROR, code);
  g_test_message ("%s: %s", betza, error->message);
  g_assert_nonnull (strstr (error->message, fragment));
}

static void
test_errors (void)
{
  check_error ("", PARLOUR_BETZA_ERROR_SYNTAX, "empty");
  check_error ("X", PARLOUR_BETZA_ERROR_UNSUPPORTED, "unknown atom “X”");
  check_error ("fm", PARLOUR_BETZA_ERROR_SYNTAX, "without an atom");
  check_error ("pW", PARLOUR_BETZA_ERROR_UNSUPPORTED, "modifier “p”");
  check_error ("nC", PARLOUR_BETZA_ERROR_UNSUPPORTED, "lame");
  check_error ("nR", PARLOUR_BETZA_ERROR_UNSUPPORTED, "lame");
  check_error ("W3", PARLOUR_BETZA_ERROR_UNSUPPORTED, "range");
  check_error ("N1", PARLOUR_BETZA_ERROR_UNSUPPORTED, "range");
  check_error ("ffF", PARLOUR_BETZA_ERROR_UNSUPPORTED, "leave no move");
  check_error ("W*", PARLOUR_BETZA_ERROR_SYNTAX, "unknown atom “*”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/betza/atoms", test_atoms);
  g_test_add_func ("/engine/betza/riders", test_riders);
  g_test_add_func ("/engine/betza/directions", test_directions);
  g_test_add_func ("/engine/betza/modes", test_modes);
  g_test_add_func ("/engine/betza/lame", test_lame);
  g_test_add_func ("/engine/betza/errors", test_errors);
  return g_test_run ();
}
