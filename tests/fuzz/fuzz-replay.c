/* fuzz-replay.c — runs inputs through a fuzz target without libFuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: replay-NAME FILE-OR-DIRECTORY…  Each file is one input; a directory's
 * files are run in name order. This is the normal test that keeps every seed and
 * every crash ever found (tests/data/fuzz/NAME/) passing, in any build.
 */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>

static int
cmp_names (gconstpointer a,
           gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static guint
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  LLVMFuzzerTestOneInput ((const guint8 *) data, len);
  return 1;
}

static guint
run_path (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;
  guint n = 0;

  /* no saved crashes yet: git keeps no empty tests/data/fuzz/NAME */
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return 0;
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return run_file (path);
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    return 0;
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, cmp_names);
  for (guint i = 0; i < names->len; i++)
    n += run_path (names->pdata[i]);
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  printf ("%u inputs passed\n", n);
  return n > 0 ? 0 : 1;
}
