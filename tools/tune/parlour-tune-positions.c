/* parlour-tune-positions.c — the positions file parlour-tune reads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Tuning"; fuzzed by tests/fuzz/fuzz-tunepos.c.
 */
#include "parlour-tune-positions.h"

#include <string.h>

G_DEFINE_QUARK (parlour-tune-error-quark, parlour_tune_error)

gboolean
parlour_tune_read_positions (const char           *text,
                             const ParlourVariant *variant,
                             GArray               *positions,
                             GArray               *targets,
                             GError              **error)
{
  g_auto(GStrv) lines = NULL;
  guint positions_before, targets_before;

  g_return_val_if_fail (text != NULL && variant != NULL, FALSE);
  g_return_val_if_fail (positions != NULL && targets != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  positions_before = positions->len;
  targets_before = targets->len;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i], *tab, *end;
      g_autoptr(GError) fen_error = NULL;
      ParlourPosition pos;
      double target;
      gsize len = strlen (line);

      if (len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
      if (len == 0)
        continue;
      tab = strchr (line, '\t');
      if (tab == NULL)
        {
          g_set_error (error, PARLOUR_TUNE_ERROR, PARLOUR_TUNE_ERROR_LINE,
                       "line %u: no tab between the target and the FEN", i + 1);
          goto fail;
        }
      *tab = '\0';
      target = g_ascii_strtod (line, &end);
      if (end == line || *end != '\0' || !(target >= 0 && target <= 1))
        {
          g_autofree char *shown = g_utf8_make_valid (line, -1);
          g_set_error (error, PARLOUR_TUNE_ERROR, PARLOUR_TUNE_ERROR_TARGET,
                       "line %u: the target “%s” is not a number from 0 to 1", i + 1, shown);
          goto fail;
        }
      memset (&pos, 0, sizeof pos);
      pos.variant = variant;
      if (!parlour_position_set_fen (&pos, tab + 1, &fen_error))
        {
          g_set_error (error, PARLOUR_TUNE_ERROR, PARLOUR_TUNE_ERROR_FEN, "line %u: %s", i + 1,
                       fen_error->message);
          goto fail;
        }
      g_array_append_val (positions, pos);
      g_array_append_val (targets, target);
    }
  if (positions->len == positions_before)
    {
      g_set_error_literal (error, PARLOUR_TUNE_ERROR, PARLOUR_TUNE_ERROR_EMPTY, "no positions");
      return FALSE;
    }
  return TRUE;

fail:
  g_array_set_size (positions, positions_before);
  g_array_set_size (targets, targets_before);
  return FALSE;
}
