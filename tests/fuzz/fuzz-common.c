/* fuzz-common.c — the invariants the fuzz targets check (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parlour-notation.h"
#include "parlour-san.h"
#include "parlour-soak.h"

/* GLib ends a fatal message with a breakpoint trap, which libFuzzer does not
 * catch: made an abort, the input that caused it is saved like any crash. */
static void
trap_cb (int signum)
{
  abort ();
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* a g_return_if_fail reached by input is a bug too */
  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  signal (SIGTRAP, trap_cb);
  return 0;
}

void
fuzz_fail (const char *file,
           int         line,
           const char *cond,
           const char *format,
           ...)
{
  va_list args;

  fprintf (stderr, "%s:%d: invariant broken: %s\n  ", file, line, cond);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fprintf (stderr, "\n");
  abort ();
}

const ParlourVariant *
fuzz_variant (guint8 byte)
{
  guint n;
  const ParlourVariant **list = parlour_variant_list (&n);

  return list[byte % n];
}

static void
check_fen_roundtrip (const ParlourPosition *pos)
{
  g_autoptr(GError) error = NULL;

  FUZZ_CHECK (parlour_soak_check_fen (pos, &error), "%s: %s", pos->variant->id, error->message);
}

static void
check_notation (ParlourPosition *pos,
                ParlourMove      move)
{
  g_autofree char *fen = parlour_position_to_fen (pos);
  g_autofree char *san = parlour_san_from_move (pos, move);
  g_autofree char *lan = parlour_move_to_long (pos, move);
  g_autoptr(GError) san_error = NULL;
  g_autoptr(GError) lan_error = NULL;
  ParlourMove from_san = parlour_san_to_move (pos, san, &san_error);
  ParlourMove from_lan = parlour_move_from_long (pos, lan, &lan_error);

  FUZZ_CHECK (from_san == move, "%s: in “%s” the SAN “%s” of %s reads back as %#x (%s)",
              pos->variant->id, fen, san, lan, from_san,
              san_error ? san_error->message : "another move");
  FUZZ_CHECK (from_lan == move, "%s: in “%s” “%s” reads back as %#x (%s)", pos->variant->id,
              fen, lan, from_lan, lan_error ? lan_error->message : "another move");
}

void
fuzz_check_position (ParlourPosition *pos)
{
  ParlourPosition before = *pos;
  ParlourMoveList list;

  check_fen_roundtrip (pos);
  parlour_position_legal_moves (pos, &list);
  FUZZ_CHECK (parlour_position_equal (pos, &before), "%s: generating moves changed the position",
              pos->variant->id);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourUndo undo;
      ParlourPosition scratch;

      check_notation (pos, list.moves[i]);
      parlour_position_make (pos, list.moves[i], &undo);
      scratch = *pos;
      parlour_position_rehash (&scratch);
      FUZZ_CHECK (scratch.hash == pos->hash, "%s: move %#x: incremental hash %" G_GINT64_MODIFIER
                  "x, computed %" G_GINT64_MODIFIER "x", pos->variant->id, list.moves[i],
                  pos->hash, scratch.hash);
      parlour_position_unmake (pos, &undo);
      FUZZ_CHECK (parlour_position_equal (pos, &before), "%s: make/unmake of %#x changed the position",
                  pos->variant->id, list.moves[i]);
    }
}

void
fuzz_check_history (ParlourMatch *match,
                    gint64        now_us)
{
  guint n_undone = 0, n_redone = 0;

  while (parlour_match_can_undo (match))
    {
      FUZZ_CHECK (parlour_match_undo (match, now_us), "undo refused although it could undo");
      FUZZ_CHECK (++n_undone < 1000000, "undo never ends");
    }
  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    FUZZ_CHECK (parlour_game_get_n_moves (parlour_match_get_game (match, b)) == 0,
                "board %u keeps moves after undoing everything", b);
  while (parlour_match_can_redo (match))
    {
      FUZZ_CHECK (parlour_match_redo (match, now_us), "redo refused although it could redo");
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

char *
fuzz_input_text (const guint8 *data,
                 size_t        size)
{
  char *text = g_malloc (size + 1);

  memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

gboolean
fuzz_check_read (gconstpointer  result,
                 const GError  *error)
{
  FUZZ_CHECK ((result == NULL) == (error != NULL), "read returned %p with error %s", result,
              error ? error->message : "(none)");
  if (result == NULL)
    FUZZ_CHECK (error->message != NULL && *error->message != '\0', "an error without a message");
  return result != NULL;
}
