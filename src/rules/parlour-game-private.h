/* parlour-game-private.h — internals shared by the files of ParlourGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-game.h"

G_BEGIN_DECLS

struct _ParlourGame
{
  GObject parent_instance;

  const ParlourVariant *variant;
  guint rules;

  /* positions[i] is the position before ply i: always n_moves + 1 of them */
  GArray *positions;
  GArray *moves;
  /* SAN per ply, computed on demand (NULL until then) */
  GPtrArray *san;
  /* moves taken back, the next one to redo last */
  GArray *redo;
  /* the mover's remaining time after each ply (PGN [%clk]); -1: not known */
  GArray *clocks;

  ParlourResult result;
  ParlourTermination termination;

  /* in order; the roster's "Result" is a placeholder with no value */
  GArray *tags;
  /* tag name (owned by @tags) → 1 + its index in @tags, so that a game with
   * thousands of tags is read in linear time */
  GHashTable *tag_index;

  /* The repetition index, so that counting repetitions does not compare a
   * position with every earlier one: per position, 1 + the index of the
   * previous position with the same hash (0: none), for the first
   * @same_hash_before->len positions; and per hash, 1 + the index of the last
   * indexed position with it. */
  GArray *same_hash_before;
  GHashTable *last_with_hash;
};

/* A snapshot of the notified state, to notify only what changed. */
typedef struct {
  guint n_moves;
  gboolean can_undo;
  gboolean can_redo;
  ParlourResult result;
  ParlourTermination termination;
  ParlourColor side;
} ParlourGameState;

static inline ParlourPosition *
parlour_game_current (ParlourGame *self)
{
  return &g_array_index (self->positions, ParlourPosition, self->positions->len - 1);
}

void     parlour_game_save_state      (ParlourGame            *self,
                                       ParlourGameState       *state);
/* notifies the properties that changed since @before, then ::ended and ::changed */
void     parlour_game_notify_changes  (ParlourGame            *self,
                                       const ParlourGameState *before);
/* sets the result that the position and the history decide on their own */
void     parlour_game_evaluate        (ParlourGame            *self);
/* the seven tag roster with unknown values, and its index */
void     parlour_game_tags_init       (ParlourGame            *self);
/* the repetition index forgets the last position (before it is dropped) */
void     parlour_game_unindex_last    (ParlourGame            *self);
/* the repetition index forgets every position (the start position changed) */
void     parlour_game_reindex         (ParlourGame            *self);
gboolean parlour_game_over_error      (ParlourGame            *self,
                                       GError                **error);

G_END_DECLS
