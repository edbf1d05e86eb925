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
