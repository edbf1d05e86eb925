/* fuzz-tunepos.c — the positions file of parlour-tune (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte that picks the variant, then the file's text. A refused
 * file comes with an error that names its line (or says there is no
 * position) and leaves the arrays as they were; an accepted one gives as
 * many targets as positions, no more than the text has lines, each target
 * from 0 to 1 and each position through the fen checks.
 */
#include "fuzz-common.h"
#include "parlour-tune-positions.h"

#include <string.h>

#define MAX_INPUT_SIZE 4096

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (double));
  const ParlourVariant *variant;
  guint lines = 1;
  gboolean ok;

  if (size < 1 || size > MAX_INPUT_SIZE)
    return -1;
  variant = fuzz_variant (data[0]);
  text = g_strndup ((const char *) data + 1, size - 1);
  for (const char *c = text; *c; c++)
    lines += *c == '\n';
  ok = parlour_tune_read_positions (text, variant, positions, targets, &error);
  FUZZ_CHECK (ok == (error == NULL), "read returned %d with error %s", ok,
              error ? error->message : "(none)");
  if (!ok)
    {
      FUZZ_CHECK (g_str_has_prefix (error->message, "line ") ||
                    strcmp (error->message, "no positions") == 0,
                  "the error names no line: %s", error->message);
      FUZZ_CHECK (positions->len == 0 && targets->len == 0, "a refused file left %u positions",
                  positions->len);
      return 0;
    }
  FUZZ_CHECK (positions->len == targets->len && positions->len > 0 && positions->len <= lines,
              "%u positions, %u targets from %u lines", positions->len, targets->len, lines);
  for (guint i = 0; i < positions->len; i++)
    {
      double target = g_array_index (targets, double, i);
      FUZZ_CHECK (target >= 0 && target <= 1, "target %g", target);
      fuzz_check_position (&g_array_index (positions, ParlourPosition, i));
    }
  return 0;
}
