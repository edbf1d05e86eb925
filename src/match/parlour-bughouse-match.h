/* parlour-bughouse-match.h — Bughouse: two boards, four seats, captures to the partner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-single-match.h"

G_BEGIN_DECLS

/* The default time control of a bughouse match: 4 minutes with a 2-second
 * simple delay (docs/rules/bughouse.md, "Clocks"). */
#define PARLOUR_BUGHOUSE_TIME_CONTROL "240d2"

/* The seats, in the order the match adds them. */
enum {
  PARLOUR_BUGHOUSE_SEAT_WHITE_A = 0,   /* team 0 */
  PARLOUR_BUGHOUSE_SEAT_BLACK_A = 1,   /* team 1 */
  PARLOUR_BUGHOUSE_SEAT_WHITE_B = 2,   /* team 1 */
  PARLOUR_BUGHOUSE_SEAT_BLACK_B = 3,   /* team 0 */
};

#define PARLOUR_TYPE_BUGHOUSE_MATCH (parlour_bughouse_match_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBughouseMatch, parlour_bughouse_match, PARLOUR, BUGHOUSE_MATCH,
                      ParlourSingleMatch)

/* A bughouse match whose board A is @board_a and board B @board_b, each from
 * its own start (parlour_match_new_for_game() starts board B as a copy of
 * board A). Both games are of the "bughouse" variant with the same rules and
 * no moves yet; board B gets a clock of @clock's time control (NULL: no
 * clocks). */
ParlourMatch *parlour_bughouse_match_new (ParlourGame  *board_a,
                                          ParlourGame  *board_b,
                                          ParlourClock *clock);

/* Table talk (docs/rules/bughouse.md, "Table talk"): what a seat may tell its
 * partner about a kind of piece. */
typedef enum {
  PARLOUR_TALK_NONE = 0,
  PARLOUR_TALK_NEED,        /* "I need a <kind>": take one, it goes to me */
  PARLOUR_TALK_DONT_GIVE,   /* "Don't give away a <kind>": the opponents must not get one */
} ParlourTalk;

typedef struct {
  ParlourTalk talk;
  guint       kind;         /* a kind that can be held in a reserve; 0 with NONE */
} ParlourTeamMessage;

/* The seat of @seat's partner (the other board, the same team). */
guint                     parlour_bughouse_match_get_partner (ParlourBughouseMatch *self,
                                                              guint                 seat);
/* @seat's message to its partner; { NONE, 0 } when it has none. */
const ParlourTeamMessage *parlour_bughouse_match_get_message (ParlourBughouseMatch *self,
                                                              guint                 seat);
/*
 * @seat tells its partner @talk about @kind (PARLOUR_TALK_NONE: takes its
 * message back), replacing its message. The match keeps it until it is stale:
 * a needed piece of @kind arrives in @seat's reserve, @seat plays its next move,
 * a move is taken back or redone, or the match ends. %FALSE with
 * PARLOUR_MATCH_ERROR_NO_SEAT, _ILLEGAL (a kind no reserve holds, or a talk that
 * is no ParlourTalk) or _OVER.
 */
gboolean                  parlour_bughouse_match_post        (ParlourBughouseMatch *self,
                                                              guint                 seat,
                                                              ParlourTalk           talk,
                                                              guint                 kind,
                                                              GError              **error);

/* Signals:
 *   ::team-message (guint seat)   @seat's message was posted, replaced or went stale
 */

/* The team result of a board's result: the other board has it mirrored (White
 * on A and Black on B are one team). */
ParlourResult parlour_bughouse_mirror_result (ParlourResult result);

G_END_DECLS
