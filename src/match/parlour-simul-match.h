/* parlour-simul-match.h — SimulChess: both seats choose in secret, then one turn resolves both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SIMUL_MATCH (parlour_simul_match_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSimulMatch, parlour_simul_match, PARLOUR, SIMUL_MATCH, ParlourMatch)

/* The default countdown per turn (docs/rules/simulchess.md, "Timing"): long
 * enough to choose a move. */
#define PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US (30 * G_USEC_PER_SEC)

/* The countdown per turn; 0: none. A seat that has not chosen when it ends passes. */
void     parlour_simul_match_set_countdown      (ParlourSimulMatch *self,
                                                 gint64             countdown_us);
gint64   parlour_simul_match_get_countdown      (ParlourSimulMatch *self);
/* The match's time pool; 0: none. When it is used up, material decides. */
void     parlour_simul_match_set_pool           (ParlourSimulMatch *self,
                                                 gint64             pool_us);
gint64   parlour_simul_match_get_pool           (ParlourSimulMatch *self);

/* Starts the countdown and the pool (also done by the first submit or tick). */
void     parlour_simul_match_start              (ParlourSimulMatch *self,
                                                 gint64             now_us);
/* The time left on the countdown of the seat to act (-1: no countdown or not
 * started). */
gint64   parlour_simul_match_get_countdown_left (ParlourSimulMatch *self,
                                                 gint64             now_us);
/* The time left on @seat's countdown: over the network the turn's, which runs
 * for both seats from the turn's start; when the two seats take turns at one
 * computer, the seat's own, all of it until it starts. */
gint64   parlour_simul_match_get_seat_countdown_left (ParlourSimulMatch *self,
                                                 guint              seat,
                                                 gint64             now_us);
/* Both seats are people at this computer: they choose one after the other,
 * White first, then Black behind a curtain, each with the whole countdown.
 * White's starts with the turn; Black's when the curtain lifts for Black
 * (parlour_simul_match_start_countdown). */
gboolean parlour_simul_match_takes_turns        (ParlourSimulMatch *self);
/* Taking turns: @seat's player now sees the board, and @seat's countdown
 * starts (once a turn; nothing if the seat has chosen). */
void     parlour_simul_match_start_countdown    (ParlourSimulMatch *self,
                                                 guint              seat,
                                                 gint64             now_us);
/* The time left in the pool (-1: no pool). */
gint64   parlour_simul_match_get_pool_left      (ParlourSimulMatch *self,
                                                 gint64             now_us);
/* The countdown ran out: the seats that have not chosen pass and the turn is
 * resolved; the pool ran out: material decides. TRUE if anything happened. */
gboolean parlour_simul_match_tick               (ParlourSimulMatch *self,
                                                 gint64             now_us);

/* Whether @seat has chosen this turn's move (never where: see get_chosen). */
gboolean parlour_simul_match_has_chosen         (ParlourSimulMatch *self,
                                                 guint              seat);
/* The move @seat has chosen, for the host alone (its board view, its autosave);
 * PARLOUR_MOVE_NONE if none. */
ParlourMove parlour_simul_match_get_chosen      (ParlourSimulMatch *self,
                                                 guint              seat);

/* Turns played (each is two plies of the game). */
guint    parlour_simul_match_get_n_turns        (ParlourSimulMatch *self);
/* What happened in turn @turn (from 0): ParlourSimulEvent into @events. */
gboolean parlour_simul_match_get_turn_events    (ParlourSimulMatch *self,
                                                 guint              turn,
                                                 GArray            *events);

/* parlour_match_serialize() without the chosen moves of this turn (only
 * which seats have chosen): what may be shown to a peer. */
GVariant *parlour_simul_match_serialize_public  (ParlourSimulMatch *self);

G_END_DECLS
