/* parlour-game.h — a game: the moves played from a start position, undo/redo, result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_GAME (parlour_game_get_type ())
G_DECLARE_FINAL_TYPE (ParlourGame, parlour_game, PARLOUR, GAME, GObject)

#define PARLOUR_GAME_ERROR (parlour_game_error_quark ())

typedef enum {
  PARLOUR_GAME_ERROR_ILLEGAL_MOVE,
  PARLOUR_GAME_ERROR_GAME_OVER,
  PARLOUR_GAME_ERROR_NO_CLAIM,
} ParlourGameError;

GQuark                 parlour_game_error_quark      (void);

/* @fen: NULL for the variant's start; @rules: ParlourRuleFlags */
ParlourGame           *parlour_game_new              (const ParlourVariant *variant,
                                                      const char           *fen,
                                                      guint                 rules,
                                                      GError              **error);
const ParlourVariant  *parlour_game_get_variant      (ParlourGame *self);
guint                  parlour_game_get_rules        (ParlourGame *self);
const ParlourPosition *parlour_game_get_initial_position (ParlourGame *self);
/* the position after the last move played */
const ParlourPosition *parlour_game_get_position     (ParlourGame *self);
/* the position before ply @ply (0 = the start); @ply <= n_moves */
const ParlourPosition *parlour_game_get_position_at  (ParlourGame *self,
                                                      guint        ply);
guint                  parlour_game_get_n_moves      (ParlourGame *self);
ParlourMove            parlour_game_get_move         (ParlourGame *self,
                                                      guint        ply);
/* SAN of ply @ply (from 0), computed once */
const char            *parlour_game_get_san          (ParlourGame *self,
                                                      guint        ply);
void                   parlour_game_legal_moves      (ParlourGame     *self,
                                                      ParlourMoveList *list);

gboolean               parlour_game_play             (ParlourGame *self,
                                                      ParlourMove  move,
                                                      GError     **error);
/* long algebraic or SAN */
gboolean               parlour_game_play_text        (ParlourGame *self,
                                                      const char  *text,
                                                      GError     **error);
gboolean               parlour_game_can_undo         (ParlourGame *self);
gboolean               parlour_game_can_redo         (ParlourGame *self);
gboolean               parlour_game_undo             (ParlourGame *self);
gboolean               parlour_game_redo             (ParlourGame *self);
/* drops every move after ply @n_moves (playing on from a past position) */
void                   parlour_game_truncate         (ParlourGame *self,
                                                      guint        n_moves);

ParlourResult          parlour_game_get_result       (ParlourGame *self);
ParlourTermination     parlour_game_get_termination  (ParlourGame *self);
gboolean               parlour_game_is_over          (ParlourGame *self);
/* how often the current position has occurred (FIDE: same side, rights, en passant) */
guint                  parlour_game_repetition_count (ParlourGame *self);
/* TRUE if the side to move may claim a draw now; @reason gets the rule */
gboolean               parlour_game_can_claim_draw   (ParlourGame        *self,
                                                      ParlourTermination *reason);
gboolean               parlour_game_claim_draw       (ParlourGame *self,
                                                      GError     **error);
void                   parlour_game_resign           (ParlourGame *self,
                                                      ParlourColor loser);
void                   parlour_game_agree_draw       (ParlourGame *self);
/* @side's flag fell: a loss, or a draw if the opponent cannot mate */
void                   parlour_game_flag_fall        (ParlourGame *self,
                                                      ParlourColor side);

/* PGN tags (Event, Site, Date, Round, White, Black, …); Result, Variant, SetUp,
 * FEN and Termination are derived when writing */
const char            *parlour_game_get_tag          (ParlourGame *self,
                                                      const char  *name);
void                   parlour_game_set_tag          (ParlourGame *self,
                                                      const char  *name,
                                                      const char  *value);
/* tag names in insertion order */
GStrv                  parlour_game_dup_tag_names    (ParlourGame *self);

const char            *parlour_result_to_string      (ParlourResult result);   /* "1-0", "*" */
/* the plain-English reason, e.g. "checkmate" (untranslated; the UI translates) */
const char            *parlour_termination_to_string (ParlourTermination termination);

G_END_DECLS
