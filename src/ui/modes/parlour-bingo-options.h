/* parlour-bingo-options.h — the choices that set up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-bingo-match.h"

G_BEGIN_DECLS

/* What the options set up; parlour_bingo_rounds_new_match() makes the match from it. */
typedef struct {
  ParlourBingoSettings settings;     /* first_white already drawn if it was "at random" */
  guint64              seed;
  char                *names[2];
  gboolean             clock;        /* with clocks, each player's control below */
  ParlourTimeControl   controls[2];  /* by player (the time handicap) */
} ParlourBingoSetup;

void parlour_bingo_setup_clear (ParlourBingoSetup *setup);

#define PARLOUR_TYPE_BINGO_OPTIONS (parlour_bingo_options_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBingoOptions, parlour_bingo_options, PARLOUR, BINGO_OPTIONS, AdwBin)

/* The groups of rows that the New Bingo Match dialog and New Game (with Chess
 * Bingo chosen) show: players, match, time, handicaps. Emits ::changed when a
 * choice changes. */
GtkWidget  *parlour_bingo_options_new       (void);
/* FALSE while the choices do not make a match (a seed being typed, targets
 * that are not possible); @setup is filled in either way */
gboolean    parlour_bingo_options_get_setup (ParlourBingoOptions *self,
                                             ParlourBingoSetup   *setup);
/* why the choices do not make a match, or NULL */
const char *parlour_bingo_options_get_error (ParlourBingoOptions *self);
/* Shows the last choices kept in @settings (each value checked: one out of its
 * range is brought into it, with a warning that names it); the seed is a new
 * one unless the last was typed in. */
void        parlour_bingo_options_load      (ParlourBingoOptions *self,
                                             GSettings           *settings);
/* Keeps the choices in @settings for the next match. */
void        parlour_bingo_options_save      (ParlourBingoOptions *self,
                                             GSettings           *settings);
/* for tests: the rows by name ("name-0", "name-1", "goal", "seed", "first-white",
 * "clock", "minutes-0", "increment-0", "time-odds", "minutes-1", "increment-1",
 * "giver", "value", "target-0", "target-1"); a spin or switch row's button is
 * its activatable widget */
GtkWidget  *parlour_bingo_options_get_row   (ParlourBingoOptions *self,
                                             const char          *name);

G_END_DECLS
