/* parlour-soak.h — random games through a match, checking every form a game is kept in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A soak game is a random legal game of one variant played through a
 * ParlourMatch, as the seats would play it (moves, or picks where chance
 * moves), with random undo, redo, truncation, pauses, resignations, draws and
 * flag falls along the way. After every action the position's FEN must read
 * back as the same position; at random checkpoints and at the end the game
 * must come back identical from its PGN, from the match's saved form (and
 * from the caller's own save, if it gives one) and from replaying its moves.
 * Everything follows from the seed, so a failure is reproduced by its seed.
 * docs/reliability.md describes the checks and the results.
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_SOAK_ERROR (parlour_soak_error_quark ())

typedef enum {
  PARLOUR_SOAK_ERROR_MISMATCH,   /* a round trip or a replay gave another game */
  PARLOUR_SOAK_ERROR_REFUSED,    /* the engine refused what it had offered or written */
} ParlourSoakError;

/* Plies a soak game stops at if it has not ended by then. */
#define PARLOUR_SOAK_DEFAULT_MAX_PLIES 300

typedef struct {
  guint64 games;
  guint64 finished;     /* games that ended before the ply cap */
  guint64 plies;        /* actions that played a move */
  guint64 undos;
  guint64 redos;
  guint64 truncations;
  guint64 fen_checks;
  guint64 pgn_checks;
  guint64 save_checks;  /* the match's saved form, and the caller's save */
} ParlourSoakStats;

/* A save of the caller's own (the app's autosave, say): writes @match and
 * reads it back as a new match, or returns NULL with @error set. The soak
 * then checks the new match as it checks its own saved form. */
typedef ParlourMatch *(*ParlourSoakRestoreFunc) (ParlourMatch *match,
                                                 gint64        now_us,
                                                 gpointer      user_data,
                                                 GError      **error);

typedef struct {
  guint                  max_plies;      /* 0: PARLOUR_SOAK_DEFAULT_MAX_PLIES */
  ParlourSoakRestoreFunc restore;        /* NULL: none */
  gpointer               restore_data;
} ParlourSoakOptions;

GQuark   parlour_soak_error_quark (void);

/* The position's FEN reads back as the same position (but for the passes in
 * a row, which FEN does not keep). */
gboolean parlour_soak_check_fen   (const ParlourPosition *pos,
                                   GError               **error);

/* Plays and checks one game of @variant from @seed; @options may be NULL.
 * Adds to @stats (may be NULL). FALSE with @error naming the seed, the ply
 * and what differed if a check fails. */
gboolean parlour_soak_game        (const ParlourVariant     *variant,
                                   guint64                   seed,
                                   const ParlourSoakOptions *options,
                                   ParlourSoakStats         *stats,
                                   GError                  **error);

G_END_DECLS
