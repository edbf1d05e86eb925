/* fuzz-bingo.c — the Chess Bingo match file reader (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: a Chess Bingo match file (docs/rules/bingo.md, "The match file"). A
 * refused input comes with an error. Whatever the reader accepts is a match
 * that writes, reads back and writes again to the same text; whose card is
 * whole; whose ticks, scores and progress can be asked for every player and
 * cell; whose board's position passes fuzz_check_position(); and whose
 * history undoes to the start and redoes to the end.
 */
#include "fuzz-common.h"

#include <string.h>

#include "parlour-bingo-file.h"

/* Longer files make no new cases, only slower runs */
#define MAX_INPUT_SIZE 16384
/* a fixed monotonic time: the reader's clocks come back paused at it */
#define NOW G_GINT64_CONSTANT (1000000000000)

static void
check_card (ParlourBingoMatch *match)
{
  const ParlourBingoCard *card = parlour_bingo_match_get_card (match);

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      FUZZ_CHECK (card->cells[cell] != NULL, "cell %u of the card is empty", cell);
      for (guint p = 0; p < 2; p++)
        {
          /* the answers only need to be given; what they are is the match's */
          parlour_bingo_match_get_progress (match, p, cell);
          parlour_bingo_match_can_tick (match, p, cell, FALSE, NULL);
        }
    }
  for (guint p = 0; p < 2; p++)
    {
      guint score = parlour_bingo_match_get_score (match, p);

      FUZZ_CHECK (score <= PARLOUR_BINGO_CARD_CELLS, "player %u scores %u", p, score);
    }
  FUZZ_CHECK (parlour_bingo_match_get_n_games (match) >= 1, "a match without a game");
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(ParlourBingoMatch) match = NULL;
  g_autoptr(ParlourBingoMatch) again = NULL;
  g_autoptr(GError) error = NULL;
  ParlourPosition pos;

  if (size > MAX_INPUT_SIZE)
    return -1;
  text = fuzz_input_text (data, size);

  match = parlour_bingo_file_read (text, size, NOW, &error);
  if (!fuzz_check_read (match, error))
    return 0;

  /* what was read writes, reads back and writes again the same */
  first = parlour_bingo_file_write (match, NOW);
  again = parlour_bingo_file_read (first, strlen (first), NOW, &error);
  FUZZ_CHECK (again != NULL, "a written match does not read back: %s\n%s", error->message, first);
  second = parlour_bingo_file_write (again, NOW);
  FUZZ_CHECK (g_str_equal (first, second), "written again differently:\n%s\n%s", first, second);

  check_card (match);
  pos = *parlour_game_get_position (parlour_match_get_game (PARLOUR_MATCH (match), 0));
  fuzz_check_position (&pos);
  fuzz_check_history (PARLOUR_MATCH (match), NOW);
  return 0;
}
