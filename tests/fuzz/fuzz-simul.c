/* fuzz-simul.c — SimulChess turns: the move readers and the resolution (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: a SimulChess FEN, a line break, White's move, a line break, Black's
 * move (long algebraic or `pass`). If the FEN reads (else the input is
 * dropped: the fen target has it), each move text goes to the SimulChess move
 * reader, which returns a move exactly when it gives no error, and only a move
 * legal for that side. Two legal moves are resolved: the resolution is a pure
 * function (the same twice), equals what the game's make does with the two
 * plies, which unmake takes back exactly; a side fails exactly when an event
 * says so; and the position after passes the fen checks.
 */
#include "fuzz-common.h"

#include <string.h>

#include "parlour-simul.h"

#define MAX_INPUT_SIZE 512

static ParlourMove
read_move (const ParlourPosition *pos,
           ParlourColor           color,
           const char            *text)
{
  g_autoptr(GError) error = NULL;
  ParlourMove move = parlour_simul_move_from_text (pos, color, text, &error);

  FUZZ_CHECK ((move == PARLOUR_MOVE_NONE) == (error != NULL),
              "the move reader returned %#x with error %s for “%s”", move,
              error ? error->message : "(none)", text);
  FUZZ_CHECK (move == PARLOUR_MOVE_NONE || parlour_simul_is_legal (pos, color, move),
              "“%s” read as %#x, which is not legal for %s", text, move,
              color ? "Black" : "White");
  return move;
}

static void
check_turn (ParlourPosition *pos,
            ParlourMove      white,
            ParlourMove      black)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  g_autoptr(GError) error = NULL;
  ParlourPosition before = *pos, after, again, made;
  ParlourUndo undo[2];
  guint failed = 0;

  FUZZ_CHECK (parlour_simul_resolve (pos, white, black, &after, events, &error),
              "two legal moves were refused: %s", error->message);
  parlour_simul_resolve_legal (pos, white, black, &again, NULL);
  FUZZ_CHECK (parlour_position_equal (&after, &again), "the same turn resolved twice differs");
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, ParlourSimulEvent, i).kind == PARLOUR_SIMUL_EVENT_FAILED)
      failed |= 1u << g_array_index (events, ParlourSimulEvent, i).color;
  FUZZ_CHECK (failed == after.failed, "the events fail %#x, the position %#x", failed,
              after.failed);

  made = before;
  parlour_position_make (&made, white, &undo[0]);
  parlour_position_make (&made, black, &undo[1]);
  FUZZ_CHECK (parlour_position_equal (&made, &after), "make differs from the resolution");
  parlour_position_unmake (&made, &undo[1]);
  parlour_position_unmake (&made, &undo[0]);
  FUZZ_CHECK (parlour_position_equal (&made, &before), "unmake did not restore the turn's start");
  FUZZ_CHECK (parlour_position_equal (pos, &before), "resolving changed the start position");
  fuzz_check_position (&after);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  ParlourMove white, black;

  if (size > MAX_INPUT_SIZE)
    return -1;
  text = g_strndup ((const char *) data, size);
  lines = g_strsplit (text, "\n", 3);
  if (g_strv_length (lines) != 3)
    return 0;
  pos = parlour_position_new_from_fen (parlour_variant_lookup ("simulchess"), lines[0], &error);
  if (pos == NULL)
    return 0;
  white = read_move (pos, PARLOUR_WHITE, lines[1]);
  black = read_move (pos, PARLOUR_BLACK, lines[2]);
  if (white != PARLOUR_MOVE_NONE && black != PARLOUR_MOVE_NONE)
    check_turn (pos, white, black);
  return 0;
}
