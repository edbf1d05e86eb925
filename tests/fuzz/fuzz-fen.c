/* fuzz-fen.c — the FEN reader (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte that picks the variant, then the FEN. Whatever the reader
 * accepts must pass fuzz_check_position(); whatever it refuses must come with
 * an error and leave the position as it was.
 */
#include "fuzz-common.h"

/* FENs longer than this are refused by no rule, but make no new cases */
#define MAX_INPUT_SIZE 512

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  ParlourPosition *pos;
  ParlourPosition before;
  gboolean ok;

  if (size < 1 || size > MAX_INPUT_SIZE)
    return -1;
  pos = parlour_position_new (fuzz_variant (data[0]));
  before = *pos;
  fen = g_strndup ((const char *) data + 1, size - 1);
  ok = parlour_position_set_fen (pos, fen, &error);
  FUZZ_CHECK (ok == (error == NULL), "set_fen returned %d with error %s", ok,
              error ? error->message : "(none)");
  if (ok)
    fuzz_check_position (pos);
  else
    FUZZ_CHECK (parlour_position_equal (pos, &before), "a refused FEN changed the position: %s",
                error->message);
  parlour_position_free (pos);
  return 0;
}
