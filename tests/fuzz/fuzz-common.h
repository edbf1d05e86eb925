/* fuzz-common.h — what the fuzz targets share (docs/fuzzing.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A target is one file, fuzz-NAME.c, that defines LLVMFuzzerTestOneInput: it
 * feeds the input to one reader and checks invariants on whatever the reader
 * accepts. It is linked twice: with libFuzzer (-Dfuzzing=true, clang) to search
 * for inputs that break it, and with fuzz-replay.c into a normal test that runs
 * the seed corpus and every saved crash through the same checks.
 */
#pragma once

#include <stddef.h>

#include "parlour-match.h"
#include "parlour-position.h"

G_BEGIN_DECLS

/* libFuzzer's entry points */
int   LLVMFuzzerInitialize   (int    *argc,
                              char ***argv);
int   LLVMFuzzerTestOneInput (const guint8 *data,
                              size_t        size);

/* Reports a broken invariant and aborts (a crash for libFuzzer, a failure for
 * the replay test). */
#define FUZZ_CHECK(cond, ...) \
  G_STMT_START { \
    if (G_UNLIKELY (!(cond))) \
      fuzz_fail (__FILE__, __LINE__, #cond, __VA_ARGS__); \
  } G_STMT_END

G_NORETURN void       fuzz_fail            (const char *file,
                                            int         line,
                                            const char *cond,
                                            const char *format,
                                            ...) G_GNUC_PRINTF (4, 5);

/* The input as a nul-terminated string (for readers of text). */
char                 *fuzz_input_text      (const guint8    *data,
                                            size_t           size);
/* Checks a reader's answer: an error exactly when it returned nothing, and
 * an error with a message. TRUE if it accepted the input. */
gboolean              fuzz_check_read      (gconstpointer    result,
                                            const GError    *error);
/* A registered variant chosen by one byte of the input. */
const ParlourVariant *fuzz_variant         (guint8 byte);
/* Checks a position a reader accepted: its FEN reads back as the same
 * position; make then unmake of every legal move restores it exactly, and the
 * incremental hash after make is the hash computed from scratch; every legal
 * move's SAN and long algebraic form read back as the same move. */
void                  fuzz_check_position  (ParlourPosition *pos);
/* Checks a match a reader accepted: undo goes back to the start of every
 * board and redo forward again as many steps (fewer only where a redone move
 * loses on time again); @now_us is the time the undo and redo happen at. */
void                  fuzz_check_history   (ParlourMatch    *match,
                                            gint64           now_us);

G_END_DECLS
