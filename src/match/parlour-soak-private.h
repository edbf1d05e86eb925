/* parlour-soak-private.h — what the soak's two files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-soak.c        plays the random games through a match
 * parlour-soak-check.c  the checks: FEN, PGN, saved match, replay
 */
#pragma once

#include "parlour-soak.h"

G_BEGIN_DECLS

/* What parlour_soak_same_game compares beyond the moves and positions. */
typedef enum {
  SOAK_SAME_RESULT      = 1 << 0,   /* result */
  SOAK_SAME_TERMINATION = 1 << 1,   /* termination */
  SOAK_SAME_TAGS        = 1 << 2,   /* every tag, both ways */
  SOAK_SAME_CLOCKS      = 1 << 3,   /* the clock reading of every ply */
  SOAK_SAME_ALL         = 0xf,
} SoakSameFlags;

/* Sets @error in PARLOUR_SOAK_ERROR; returns FALSE */
gboolean parlour_soak_set_error (GError           **error,
                                 ParlourSoakError   code,
                                 const char        *format,
                                 ...) G_GNUC_PRINTF (3, 4);
#define soak_mismatch(error, ...) \
  parlour_soak_set_error (error, PARLOUR_SOAK_ERROR_MISMATCH, __VA_ARGS__)
#define soak_refused(error, ...) \
  parlour_soak_set_error (error, PARLOUR_SOAK_ERROR_REFUSED, __VA_ARGS__)

/* An ending the moves do not show: a resignation, an agreement, a claim, a
 * flag, or a result set from outside. */
gboolean parlour_soak_is_outside_ending (ParlourTermination termination);
/* TRUE if @b is @a as @flags say; else an error naming the first difference
 * (@what says which copy @b is, "the PGN") */
gboolean parlour_soak_same_game     (ParlourGame  *a,
                                     ParlourGame  *b,
                                     SoakSameFlags flags,
                                     const char   *what,
                                     GError      **error);
/* Every board's PGN, as Save As writes it, reads back as the same game, and
 * its clock tags as the same clock and times. */
gboolean parlour_soak_check_pgn     (ParlourMatch *match,
                                     GError      **error);
/* @restored is @match brought back (@match paused): the same saved text,
 * type, boards, history and clocks at @now_us. */
gboolean parlour_soak_check_restored (ParlourMatch *match,
                                      ParlourMatch *restored,
                                      gint64        now_us,
                                      const char   *what,
                                      GError      **error);
/* @match through its saved form as text: serialize, print, parse, deserialize. */
ParlourMatch *parlour_soak_restore_text (ParlourMatch *match,
                                         gint64        now_us,
                                         GError      **error);
/* Every board's moves played again on a new game give the same positions, and
 * an ending the moves show is the board's ending. */
gboolean parlour_soak_check_replay  (ParlourMatch *match,
                                     GError      **error);

/* The moves, times and ending of every board (GArray of a private type). */
GArray  *parlour_soak_take_snapshot    (ParlourMatch *match);
guint    parlour_soak_total_moves      (ParlourMatch *match);
/* The boards hold the snapshot's first moves (all of them if @whole), with
 * their times; and if @whole, its ending when the moves show it. */
gboolean parlour_soak_matches_snapshot (ParlourMatch *match,
                                        GArray       *snaps,
                                        gboolean      whole,
                                        GError      **error);

G_END_DECLS
