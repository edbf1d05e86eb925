/* fuzz-autosave.c — the autosave reader and the saved match in it (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: an autosave file, in the current form (GVariant text of a saved match)
 * or Parlour 0.1's key file. A refused input comes with an error. Whatever the
 * reader accepts is a match that saves, reads back and saves again to the same
 * text, whose boards' positions pass fuzz_check_position(), and whose history
 * undoes to the start and redoes to the end (or to a redone move that loses on
 * time again), and that loads into a match of its kind taken back to its start
 * as the same match (parlour_match_load_state()). Its computer levels are
 * levels, and an autosave written from it reads back with the same levels.
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
  text = fuzz_input_text (data, size);

  saved = parlour_autosave_read_data (text, size, NOW, &error);
  if (!fuzz_check_read (saved, error))
    return 0;

  /* what was read saves, reads back and saves again the same */
  first = save_text (saved->match);
  value = g_variant_ref_sink (parlour_match_serialize (saved->match));
  again = parlour_match_deserialize (value, NOW, &error);
  FUZZ_CHECK (again != NULL, "a saved match does not read back: %s\n%s", error->message, first);
  second = save_text (again);
  FUZZ_CHECK (g_str_equal (first, second), "saved again differently:\n%s\n%s", first, second);

  /* loaded as a host's state into a match of its kind taken back to its
   * start (parlour_match_load_state(), a peer's mirror after an undo on the
   * host), it is the same match again */
  {
    g_autoptr(ParlourMatch) mirror = parlour_match_deserialize (value, NOW, &error);
    g_autofree char *loaded = NULL;

    FUZZ_CHECK (mirror != NULL, "a saved match does not read back: %s", error->message);
    while (parlour_match_undo (mirror, NOW))
      ;
    FUZZ_CHECK (parlour_match_load_state (mirror, value, NOW, &error),
                "a saved match does not load into its own kind: %s\n%s", error->message, first);
    loaded = save_text (mirror);
    FUZZ_CHECK (g_str_equal (first, loaded), "loaded differently:\n%s\n%s", first, loaded);
  }

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
  fuzz_check_history (saved->match, NOW);
  return 0;
}
