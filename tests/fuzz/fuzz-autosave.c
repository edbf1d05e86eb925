/* fuzz-autosave.c — the autosave reader and the saved match in it (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: an autosave file, in the current form (GVariant text of a saved match)
 * or Parlour 0.1's key file. A refused input comes with an error. Whatever the
 * reader accepts is a match that saves, reads back and saves again to the same
 * text, whose boards' positions pass fuzz_check_position(), and whose history
 * undoes to the start and redoes to the end (or to a redone move that loses on
 * time again). Its computer levels are levels, and an autosave written from it
 * reads back with the same levels.
 */
#include "fuzz-common.h"

#include <string.h>

#include "parlour-autosave.h"
#include "parlour-search.h"

/* Longer files make no new cases, only slower runs */
#define MAX_INPUT_SIZE 16384
/* a fixed monotonic time: the reader's clocks come back paused at it */
#define NOW G_GINT64_CONSTANT (1000000000000)

static char *
save_text (ParlourMatch *match)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_match_serialize (match));

  return g_variant_print (saved, TRUE);
}

static void
check_history (ParlourMatch *match)
{
  guint n_undone = 0, n_redone = 0;

  while (parlour_match_can_undo (match))
    {
      FUZZ_CHECK (parlour_match_undo (match, NOW), "undo refused although it could undo");
      FUZZ_CHECK (++n_undone < 1000000, "undo never ends");
    }
  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    FUZZ_CHECK (parlour_game_get_n_moves (parlour_match_get_game (match, b)) == 0,
                "board %u keeps moves after undoing everything", b);
  while (parlour_match_can_redo (match))
    {
      FUZZ_CHECK (parlour_match_redo (match, NOW), "redo refused although it could redo");
      n_redone++;
    }
  /* redo stops early only where a redone move comes with its loss on time
   * again (the stored time of its mover is none) */
  if (n_redone < n_undone)
    {
      ParlourTermination termination;

      parlour_match_get_result (match, &termination);
      FUZZ_CHECK (termination == PARLOUR_TERMINATION_TIME
                  || termination == PARLOUR_TERMINATION_TIME_INSUFFICIENT,
                  "%u moves undone, %u redone, and the match did not end on time",
                  n_undone, n_redone);
    }
  FUZZ_CHECK (n_redone <= n_undone, "%u moves undone, %u redone", n_undone, n_redone);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(ParlourSavedMatch) saved = NULL;
  g_autoptr(ParlourMatch) again = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GError) error = NULL;

  if (size > MAX_INPUT_SIZE)
    return -1;
  text = g_malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';

  saved = parlour_autosave_read_data (text, size, NOW, &error);
  FUZZ_CHECK ((saved == NULL) == (error != NULL), "read returned %p with error %s",
              (void *) saved, error ? error->message : "(none)");
  if (saved == NULL)
    {
      FUZZ_CHECK (error->message != NULL && *error->message != '\0', "an error without a message");
      return 0;
    }

  /* what was read saves, reads back and saves again the same */
  first = save_text (saved->match);
  value = g_variant_ref_sink (parlour_match_serialize (saved->match));
  again = parlour_match_deserialize (value, NOW, &error);
  FUZZ_CHECK (again != NULL, "a saved match does not read back: %s\n%s", error->message, first);
  second = save_text (again);
  FUZZ_CHECK (g_str_equal (first, second), "saved again differently:\n%s\n%s", first, second);

  /* the computer levels are levels, and write and read back the same */
  for (guint i = 0; i < PARLOUR_SAVED_MAX_SEATS; i++)
    FUZZ_CHECK (saved->levels[i] <= PARLOUR_SEARCH_LEVEL_MAX, "seat %u has level %u",
                i, saved->levels[i]);
  {
    g_autofree char *written = parlour_autosave_to_data (saved, NOW);
    g_autoptr(ParlourSavedMatch) reread = NULL;

    reread = parlour_autosave_read_data (written, strlen (written), NOW, &error);
    FUZZ_CHECK (reread != NULL, "an autosave written does not read back: %s\n%s",
                error->message, written);
    FUZZ_CHECK (memcmp (reread->levels, saved->levels, sizeof saved->levels) == 0,
                "the computer levels read back differently:\n%s", written);
  }

  for (guint b = 0; b < parlour_match_get_n_boards (saved->match); b++)
    {
      ParlourPosition pos = *parlour_game_get_position (parlour_match_get_game (saved->match, b));

      fuzz_check_position (&pos);
    }
  check_history (saved->match);
  return 0;
}
