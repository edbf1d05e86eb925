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

/* GTypes of the engine's enums, for properties and signals */
#define PARLOUR_TYPE_COLOR       (parlour_color_get_type ())
#define PARLOUR_TYPE_RESULT      (parlour_result_get_type ())
#define PARLOUR_TYPE_TERMINATION (parlour_termination_get_type ())
GType                  parlour_color_get_type        (void) G_GNUC_CONST;
GType                  parlour_result_get_type       (void) G_GNUC_CONST;
GType                  parlour_termination_get_type  (void) G_GNUC_CONST;

/* @fen: NULL for the variant's start; @rules: ParlourRuleFlags */
ParlourGame           *parlour_game_new              (const ParlourVariant *variant,
                                                      const char           *fen,
                                                      guint                 rules,
                                                      GError              **error);
const ParlourVariant  *parlour_game_get_variant      (ParlourGame *self);
guint                  parlour_game_get_rules        (ParlourGame *self);
const ParlourPosition *parlour_game_get_initial_position (ParlourGame *self);
/* Positions belong to the game and stay valid until it next changes (copy them to keep
 * them longer). */
/* the position after the last move played */
const ParlourPosition *parlour_game_get_position     (ParlourGame *self);
/* the position before ply @ply (0 = the start); @ply <= n_moves */
const ParlourPosition *parlour_game_get_position_at  (ParlourGame *self,
                                                      guint        ply);
guint                  parlour_game_get_n_moves      (ParlourGame *self);
ParlourColor           parlour_game_get_side_to_move (ParlourGame *self);
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
/* the move that redo would play (the last one undone), or PARLOUR_MOVE_NONE */
ParlourMove            parlour_game_get_redo_move    (ParlourGame *self);
/* drops every move after ply @n_moves (playing on from a past position) */
void                   parlour_game_truncate         (ParlourGame *self,
                                                      guint        n_moves);

ParlourResult          parlour_game_get_result       (ParlourGame *self);
ParlourTermination     parlour_game_get_termination  (ParlourGame *self);
/* sets a result the moves do not show (a PGN's Result, adjudication);
 * PARLOUR_RESULT_NONE reopens the game */
void                   parlour_game_set_result       (ParlourGame        *self,
                                                      ParlourResult       result,
                                                      ParlourTermination  termination);
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

/* Changes @color's reserve of @kind by @delta in the current position, between two
 * moves: a piece that a bughouse partner captured arrives (+1), or is taken back
 * with the capture (-1). The position before the next ply, its hash and the
 * repetition index follow; a game in progress is evaluated again. FALSE with
 * PARLOUR_GAME_ERROR_ILLEGAL_MOVE if the variant has no drops, the kind is not
 * one that can be held, or the count would leave 0..63. Undoing the move
 * before it takes the change back with it (docs/rules/bughouse.md). */
gboolean               parlour_game_change_reserve   (ParlourGame  *self,
                                                      ParlourColor  color,
                                                      guint         kind,
                                                      int           delta,
                                                      GError      **error);

/* PGN tags (Event, Site, Date, Round, White, Black, …); Result, Variant, SetUp,
 * FEN and Termination are derived when writing */
const char            *parlour_game_get_tag          (ParlourGame *self,
                                                      const char  *name);
void                   parlour_game_set_tag          (ParlourGame *self,
                                                      const char  *name,
                                                      const char  *value);
/* tag names in insertion order */
GStrv                  parlour_game_dup_tag_names    (ParlourGame *self);

/* the mover's remaining time after @ply (PGN [%clk]); -1 if not known */
void                   parlour_game_set_clock        (ParlourGame *self,
                                                      guint        ply,
                                                      gint64       remaining_us);
gint64                 parlour_game_get_clock        (ParlourGame *self,
                                                      guint        ply);

const char            *parlour_result_to_string      (ParlourResult result);   /* "1-0", "*" */
/* the plain-English reason, e.g. "checkmate" (untranslated; the UI translates) */
const char            *parlour_termination_to_string (ParlourTermination termination);

/* Properties (read-only, with notify): "variant" (pointer, construct-only), "rules"
 * (construct-only), "n-moves", "can-undo", "can-redo", "result", "termination",
 * "side-to-move".
 * Signals:
 *   ::move-played (guint ply)  a move was played; parlour_game_get_move (ply) is it
 *   ::undone                   the last move was taken back (parlour_game_get_redo_move)
 *   ::redone                   an undone move was played again
 *   ::ended                    the result went from "*" to a result
 *   ::changed                  any change to the moves or the result (after the above)
 */

G_END_DECLS
