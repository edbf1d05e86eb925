/* fuzz-pgn.c — the PGN reader and writer (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: PGN text. Whatever the reader accepts is written and read back: the
 * same games (variant, start position, moves, result, termination, the same
 * tags with the same values), and written again the same text; each game's last position passes
 * fuzz_check_position().
 */
#include "fuzz-common.h"

#include <stdlib.h>
#include <string.h>

#include "parlour-pgn.h"

/* Longer texts make no new cases, only slower runs */
#define MAX_INPUT_SIZE 16384

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
check_same_game (ParlourGame *a,
                 ParlourGame *b)
{
  g_auto(GStrv) names = parlour_game_dup_tag_names (a);
  g_auto(GStrv) other_names = parlour_game_dup_tag_names (b);
  g_autofree char *fen_a = parlour_position_to_fen (parlour_game_get_initial_position (a));
  g_autofree char *fen_b = parlour_position_to_fen (parlour_game_get_initial_position (b));
  guint n = parlour_game_get_n_moves (a);

  FUZZ_CHECK (parlour_game_get_variant (a) == parlour_game_get_variant (b), "variant %s → %s",
              parlour_game_get_variant (a)->id, parlour_game_get_variant (b)->id);
  FUZZ_CHECK (g_str_equal (fen_a, fen_b), "start “%s” → “%s”", fen_a, fen_b);
  FUZZ_CHECK (n == parlour_game_get_n_moves (b), "%u moves → %u", n,
              parlour_game_get_n_moves (b));
  for (guint i = 0; i < n; i++)
    FUZZ_CHECK (parlour_game_get_move (a, i) == parlour_game_get_move (b, i), "move %u differs", i);
  FUZZ_CHECK (parlour_game_get_result (a) == parlour_game_get_result (b), "result %d → %d",
              parlour_game_get_result (a), parlour_game_get_result (b));
  FUZZ_CHECK (parlour_game_get_termination (a) == parlour_game_get_termination (b),
              "termination %d → %d", parlour_game_get_termination (a),
              parlour_game_get_termination (b));
  /* The same tags, as a set: the writer puts some (TimeControl) in a fixed place,
   * so a tag read after another may come back before it. */
  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  qsort (other_names, g_strv_length (other_names), sizeof (char *), compare_names);
  FUZZ_CHECK (g_strv_equal ((const char * const *) names, (const char * const *) other_names),
              "the tag names differ");
  for (guint i = 0; names[i] != NULL; i++)
    FUZZ_CHECK (g_strcmp0 (parlour_game_get_tag (a, names[i]),
                           parlour_game_get_tag (b, names[i])) == 0,
                "tag %s: “%s” → “%s”", names[i], parlour_game_get_tag (a, names[i]),
                parlour_game_get_tag (b, names[i]));
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  if (size > MAX_INPUT_SIZE)
    return -1;
  text = g_strndup ((const char *) data, size);
  games = parlour_pgn_parse (text, &error);
  FUZZ_CHECK ((games == NULL) == (error != NULL), "parse returned %p with error %s",
              (void *) games, error ? error->message : "(none)");
  if (games == NULL)
    return 0;
  FUZZ_CHECK (games->len > 0, "no games and no error");
  for (guint i = 0; i < games->len; i++)
    {
      ParlourGame *game = g_ptr_array_index (games, i);
      g_autofree char *written = parlour_pgn_write (game);
      g_autofree char *written_again = NULL;
      g_autoptr(GPtrArray) again = NULL;
      g_autoptr(GError) again_error = NULL;
      ParlourPosition last = *parlour_game_get_position (game);

      again = parlour_pgn_parse (written, &again_error);
      FUZZ_CHECK (again != NULL, "the reader refuses what the writer wrote: %s\n%s",
                  again_error->message, written);
      FUZZ_CHECK (again->len == 1, "one game written, %u read back:\n%s", again->len, written);
      check_same_game (game, g_ptr_array_index (again, 0));
      written_again = parlour_pgn_write (g_ptr_array_index (again, 0));
      FUZZ_CHECK (g_str_equal (written, written_again), "written twice, two texts:\n%s\n%s",
                  written, written_again);
      fuzz_check_position (&last);
    }
  return 0;
}
