/* parlour-panic.h — Panic chess's selection rule: the chance of each move, and the seeded choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/panic.md: a player selects a piece; its move is chosen at random by
 * three rules (captures first, a king flees to safe squares, otherwise any move),
 * reproducibly from the game's seed, the ply number and the selected square.
 * docs/panic.md states the exact algorithm so other programs can reproduce it.
 */
#pragma once

#include "parlour-game.h"
#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_PANIC_ERROR (parlour_panic_error_quark ())

typedef enum {
  PARLOUR_PANIC_ERROR_NOT_SELECTABLE,   /* the message says why */
  PARLOUR_PANIC_ERROR_GAME_OVER,
} ParlourPanicError;

/* Which of the three rules decides a selected piece's move. */
typedef enum {
  PARLOUR_PANIC_RULE_NONE = 0,      /* not selectable */
  PARLOUR_PANIC_RULE_CAPTURE,       /* 1: uniform over the capturable pieces */
  PARLOUR_PANIC_RULE_KING_SAFE,     /* 2: the king, uniform over its safe squares */
  PARLOUR_PANIC_RULE_ANY,           /* 3: uniform over the destination squares */
} ParlourPanicRule;

typedef struct {
  ParlourMove move;
  double      probability;
} ParlourPanicOutcome;

/* The most outcomes one piece can have (a queen has at most 27 destinations;
 * a pawn at most 3 destinations times 4 promotions). */
#define PARLOUR_PANIC_MAX_OUTCOMES 64

GQuark       parlour_panic_error_quark        (void);

guint        parlour_panic_outcomes           (const ParlourPosition *pos,
                                               guint                  square,
                                               ParlourPanicOutcome   *out,
                                               guint                  max);
ParlourPanicRule parlour_panic_rule           (const ParlourPosition *pos,
                                               guint                  square);
gboolean     parlour_panic_is_selectable      (const ParlourPosition *pos,
                                               guint                  square);
const char  *parlour_panic_unselectable_reason (const ParlourPosition *pos,
                                                guint                  square);
double       parlour_panic_roll               (guint64 seed,
                                               guint   ply,
                                               guint   square);
ParlourMove  parlour_panic_choose             (const ParlourPosition *pos,
                                               guint64                seed,
                                               guint                  ply,
                                               guint                  square);

/* Game level: the seed is the game's `Seed` PGN tag (a decimal 64-bit number). */
guint64      parlour_panic_game_get_seed      (ParlourGame *game);
void         parlour_panic_game_set_seed      (ParlourGame *game,
                                               guint64      seed);
gboolean     parlour_panic_game_select        (ParlourGame  *game,
                                               guint         square,
                                               ParlourMove  *played,
                                               GError      **error);

G_END_DECLS
