/* fuzz-bpgn.c — the BPGN reader and writer (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: BPGN text. Whatever the reader accepts is a bughouse match; it is
 * written and read back: the same positions on both boards at every moment of
 * the match, the same result, and written again the same text. Both boards'
 * last positions pass fuzz_check_position(), and undo goes back to the start
 * of the match and redo forward again, reserves and all.
 */
#include "fuzz-common.h"

#include "parlour-bpgn.h"
#include "parlour-match.h"

/* Longer texts make no new cases, only slower runs */
#define MAX_INPUT_SIZE 16384

static void
check_same_match (ParlourMatch *a,
                  ParlourMatch *b)
{
  guint n = parlour_match_get_n_moments (a);

  FUZZ_CHECK (n == parlour_match_get_n_moments (b), "%u moves → %u", n,
              parlour_match_get_n_moments (b));
  FUZZ_CHECK (parlour_match_get_result (a, NULL) == parlour_match_get_result (b, NULL),
              "result %d → %d", parlour_match_get_result (a, NULL),
              parlour_match_get_result (b, NULL));
  for (guint board = 0; board < 2; board++)
    for (guint moment = 0; moment <= n; moment++)
      {
        ParlourPosition pa, pb;

        parlour_match_get_position_at_moment (a, board, moment, &pa);
        parlour_match_get_position_at_moment (b, board, moment, &pb);
        FUZZ_CHECK (parlour_position_equal (&pa, &pb), "board %u differs at moment %u",
                    board, moment);
      }
}

/* Undo to the start and redo to the end: every board as it was, at each step. */
static void
check_undo_redo (ParlourMatch *match)
{
  guint n = parlour_match_get_n_moments (match);
  g_autofree ParlourPosition *before = g_new (ParlourPosition, 2 * (n + 1));

  for (guint board = 0; board < 2; board++)
    for (guint moment = 0; moment <= n; moment++)
      parlour_match_get_position_at_moment (match, board, moment, &before[board * (n + 1) + moment]);
  for (guint moment = n; moment > 0; moment--)
    {
      FUZZ_CHECK (parlour_match_undo (match, 0), "undo %u refused", moment);
      for (guint board = 0; board < 2; board++)
        FUZZ_CHECK (parlour_position_equal (parlour_game_get_position (parlour_match_get_game (match,
                                                                                              board)),
                                            &before[board * (n + 1) + moment - 1]),
                    "board %u after undo to moment %u is not as it was", board, moment - 1);
    }
  for (guint moment = 1; moment <= n; moment++)
    {
      /* a board whose game ended on a move redoes up to it */
      if (!parlour_match_redo (match, 0))
        break;
      for (guint board = 0; board < 2; board++)
        FUZZ_CHECK (parlour_position_equal (parlour_game_get_position (parlour_match_get_game (match,
                                                                                              board)),
                                            &before[board * (n + 1) + moment]),
                    "board %u after redo to moment %u is not as it was", board, moment);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written_again = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourMatch) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again_error = NULL;

  if (size > MAX_INPUT_SIZE)
    return -1;
  text = g_strndup ((const char *) data, size);
  match = parlour_bpgn_read (text, &error);
  FUZZ_CHECK ((match == NULL) == (error != NULL), "read returned %p with error %s",
              (void *) match, error ? error->message : "(none)");
  if (match == NULL)
    return 0;
  written = parlour_bpgn_write (match);
  again = parlour_bpgn_read (written, &again_error);
  FUZZ_CHECK (again != NULL, "the reader refuses what the writer wrote: %s\n%s",
              again_error->message, written);
  check_same_match (match, again);
  written_again = parlour_bpgn_write (again);
  FUZZ_CHECK (g_str_equal (written, written_again), "written twice, two texts:\n%s\n%s",
              written, written_again);
  for (guint board = 0; board < 2; board++)
    {
      ParlourPosition last = *parlour_game_get_position (parlour_match_get_game (match, board));

      fuzz_check_position (&last);
    }
  check_undo_redo (match);
  return 0;
}
