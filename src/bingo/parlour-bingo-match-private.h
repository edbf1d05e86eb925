/* parlour-bingo-match-private.h — what the files of ParlourBingoMatch share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-bingo-match.c       the series of games, ticking, the outcome
 * parlour-bingo-match-save.c  its state in a saved match (the "extra" dictionary)
 */
#pragma once

#include "parlour-bingo-match.h"
#include "parlour-match-private.h"

G_BEGIN_DECLS

typedef struct {
  guint    player;
  guint    cell;
  guint    game;        /* the game after which it was ticked (from 0) */
  gboolean free_tick;
} ParlourBingoTick;

struct _ParlourBingoMatch
{
  ParlourSingleMatch   parent_instance;

  ParlourBingoSettings settings;
  ParlourBingoCard     card;
  GPtrArray           *games;         /* the finished games before the board's (ParlourGame) */
  GArray              *facts;         /* ParlourBingoFacts of each of them */
  GArray              *ticks;         /* ParlourBingoTick, in the order they were made */
  gboolean             round_closed;  /* the ticks after the board's game are final */
  gboolean             black_done;    /* lockout, after a draw: Black has finished ticking */
  ParlourBingoOutcome  outcome;
};

/* Checks @settings (the targets, the players, V); the error names what is wrong. */
gboolean parlour_bingo_settings_check (const ParlourBingoSettings *settings,
                                       GError                    **error);
/* Checks that @game can be game @index (from 0) of @self: a chess game at its
 * start, from the standard start or a handicap start that keeps the rules. */
gboolean parlour_bingo_match_check_game (ParlourBingoMatch *self,
                                         guint              index,
                                         ParlourGame       *game,
                                         GError           **error);
/* Adds a finished game before the board's (a saved match coming back). */
gboolean parlour_bingo_match_add_finished (ParlourBingoMatch *self,
                                           ParlourGame       *game,
                                           GError           **error);

/* parlour-bingo-match-save.c: ParlourMatchClass's save, load and adopt */
void     parlour_bingo_match_save (ParlourMatch    *match,
                                   GVariantBuilder *builder);
gboolean parlour_bingo_match_load (ParlourMatch  *match,
                                   GVariantDict  *dict,
                                   GError       **error);
/* ParlourMatchClass's adopt: @other's series, card, ticks and outcome */
void     parlour_bingo_match_adopt (ParlourMatch *match,
                                    ParlourMatch *other);

G_END_DECLS
