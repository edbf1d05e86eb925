/* parlour-bingo-objectives.h — Chess Bingo's objective catalogue and its detectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The catalogue is a table (docs/rules/bingo.md, "The catalogue"): each row has an
 * id, a translatable title, whether it is per-game or cumulative, a difficulty
 * from 1 to 5, the number in its title (if any), a condition name shared by the
 * rows that are the same condition with a different number, and a detector that
 * measures, from a game's facts alone, the player's progress in that game.
 */
#pragma once

#include "parlour-bingo-facts.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_BINGO_PER_GAME,     /* "in a game": met within one game */
  PARLOUR_BINGO_CUMULATIVE,   /* "inc": progress adds up over the match */
} ParlourBingoScope;

typedef struct _ParlourBingoObjective ParlourBingoObjective;

/* The player's progress towards @objective in one game; the objective is met in
 * that game (or, cumulative, over the games) when the progress reaches its target. */
typedef guint (*ParlourBingoMeasure) (const ParlourBingoObjective *objective,
                                      const ParlourBingoFacts     *facts,
                                      ParlourColor                 player);

struct _ParlourBingoObjective {
  const char         *id;          /* stable: saved in match files */
  const char         *title;       /* translatable (N_()) */
  const char         *condition;   /* equal for the same condition with another number */
  ParlourBingoScope   scope;
  guint               difficulty;  /* 1 (easy) to 5 */
  guint               number;      /* the number in the title, 0 if none */
  guint               target;      /* the progress that completes it */
  guint               arg;         /* the detector's parameter */
  ParlourBingoMeasure measure;
  gboolean            handicap;    /* only for matches with a material handicap */
};

/* the whole catalogue, in a fixed order */
const ParlourBingoObjective *parlour_bingo_objectives       (guint *n_objectives);
/* NULL if no objective has @id */
const ParlourBingoObjective *parlour_bingo_objective_lookup (const char *id);

/* the player's progress in one game (capped at nothing: a count) */
guint    parlour_bingo_objective_progress  (const ParlourBingoObjective *objective,
                                            const ParlourBingoFacts     *facts,
                                            ParlourColor                 player);
/* met in this one game: progress >= target (for a cumulative objective, in this
 * game alone) */
gboolean parlour_bingo_objective_met       (const ParlourBingoObjective *objective,
                                            const ParlourBingoFacts     *facts,
                                            ParlourColor                 player);
/* a cumulative objective's progress over @n_games games */
guint    parlour_bingo_objective_total     (const ParlourBingoObjective *objective,
                                            const ParlourBingoFacts     *games,
                                            guint                        n_games,
                                            ParlourColor                 player);

G_END_DECLS
