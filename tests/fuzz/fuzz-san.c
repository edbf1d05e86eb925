/* fuzz-san.c — the SAN and long algebraic move readers (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: one byte that picks the variant, then a FEN, a line break and the move
 * text. If the FEN reads (else the input is dropped), the move text goes to
 * both move readers: a move either reader returns must be legal, and its own
 * SAN must read back as the same move; the position must be unchanged. The
 * typed-move matcher (docs/typed-moves.md) reads it too, as a move and as a
 * pick: what it offers must be legal, and a move the SAN reader finds must
 * be among what it offers.
 */
#include "fuzz-common.h"

#include <string.h>

#include "parlour-move-match.h"
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

static void
check_match (ParlourPosition *pos,
             const char      *text,
             ParlourMove      san_move)
{
  for (guint picks = 0; picks < 2; picks++)
    {
      ParlourMoveMatch match;
      gboolean found = FALSE;

      parlour_move_match (pos, NULL, picks, text, &match);
      for (guint i = 0; i < match.candidates.n; i++)
        {
          FUZZ_CHECK (is_legal (pos, match.candidates.moves[i]),
                      "typed “%s” offers %#x, not a legal move", text, match.candidates.moves[i]);
          found |= match.candidates.moves[i] == san_move;
        }
      FUZZ_CHECK (match.kind != PARLOUR_MOVE_MATCH_EXACT || match.candidates.n == 1,
                  "typed “%s” is exact with %u moves", text, match.candidates.n);
      FUZZ_CHECK (picks || san_move == PARLOUR_MOVE_NONE || found,
                  "typed “%s” does not offer %#x, which SAN reads", text, san_move);
      FUZZ_CHECK (!picks || match.square < 0 ||
                  (match.kind == PARLOUR_MOVE_MATCH_EXACT &&
                   PARLOUR_MOVE_FROM (match.candidates.moves[0]) == (guint) match.square),
                  "typed pick “%s” names square %d but not its move", text, match.square);
    }
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
  check_match (pos, move_text, san_move);
  FUZZ_CHECK (parlour_position_equal (pos, &before), "reading “%s” changed the position", move_text);
  return 0;
}
