/* fuzz-san.c — the SAN and long algebraic move readers (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte that picks the variant, then a FEN, a line break and the move
 * text. If the FEN reads (else the input is dropped), the move text goes to
 * both move readers: a move either reader returns must be legal, and its own
 * SAN must read back as the same move; the position must be unchanged.
 */
#include "fuzz-common.h"

#include <string.h>

#include "parlour-notation.h"
#include "parlour-san.h"

#define MAX_INPUT_SIZE 512

static gboolean
is_legal (ParlourPosition *pos,
          ParlourMove      move)
{
  ParlourMoveList list;

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.moves[i] == move)
      return TRUE;
  return FALSE;
}

static void
check_move (ParlourPosition *pos,
            ParlourMove      move,
            GError          *error,
            const char      *reader,
            const char      *text)
{
  ParlourPosition before = *pos;
  g_autofree char *san = NULL;

  FUZZ_CHECK ((move == PARLOUR_MOVE_NONE) == (error != NULL),
              "%s returned %#x with error %s for “%s”", reader, move,
              error ? error->message : "(none)", text);
  if (move == PARLOUR_MOVE_NONE)
    return;
  FUZZ_CHECK (is_legal (pos, move), "%s read “%s” as %#x, not a legal move", reader, text, move);
  san = parlour_san_from_move (pos, move);
  FUZZ_CHECK (parlour_san_to_move (pos, san, NULL) == move,
              "%s read “%s” as %#x whose SAN “%s” reads back as another move", reader, text,
              move, san);
  FUZZ_CHECK (parlour_position_equal (pos, &before), "%s changed the position", reader);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = NULL;
  g_autoptr(ParlourPosition) pos = NULL;
  g_autoptr(GError) san_error = NULL;
  g_autoptr(GError) lan_error = NULL;
  char *move_text;
  ParlourPosition before;
  ParlourMove san_move, lan_move;

  if (size < 1 || size > MAX_INPUT_SIZE)
    return -1;
  text = g_strndup ((const char *) data + 1, size - 1);
  move_text = strchr (text, '\n');
  if (move_text == NULL)
    return -1;
  *move_text++ = '\0';
  pos = parlour_position_new_from_fen (fuzz_variant (data[0]), text, NULL);
  if (pos == NULL)
    return -1;
  before = *pos;
  san_move = parlour_san_to_move (pos, move_text, &san_error);
  check_move (pos, san_move, san_error, "SAN", move_text);
  lan_move = parlour_move_from_long (pos, move_text, &lan_error);
  check_move (pos, lan_move, lan_error, "long algebraic", move_text);
  FUZZ_CHECK (parlour_position_equal (pos, &before), "reading “%s” changed the position", move_text);
  return 0;
}
