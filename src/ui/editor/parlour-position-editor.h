/* parlour-position-editor.h — a board to set up a position on, with its palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-board-view.h"
#include "parlour-piece-palette.h"
#include "parlour-position.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_POSITION_EDITOR (parlour_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPositionEditor, parlour_position_editor, PARLOUR, POSITION_EDITOR,
                      GtkWidget)

GtkWidget             *parlour_position_editor_new          (void);
/* The position being edited; it changes with every edit (::changed). */
const ParlourPosition *parlour_position_editor_get_position (ParlourPositionEditor *self);
/* Replaces the position (a new variant's palette if it is another variant's);
 * one step that undo takes back. */
void                   parlour_position_editor_set_position (ParlourPositionEditor *self,
                                                             const ParlourPosition *pos);
/* Starts afresh: @pos with no undo history. */
void                   parlour_position_editor_reset        (ParlourPositionEditor *self,
                                                             const ParlourPosition *pos);
/* Exchanges the position being edited and its undo and redo steps (arrays of
 * ParlourPosition) with @pos, @undo and @redo: an editor of two boards keeps
 * the board not shown there, with its own history. */
void                   parlour_position_editor_exchange     (ParlourPositionEditor *self,
                                                             ParlourPosition       *pos,
                                                             GArray               **undo,
                                                             GArray               **redo);
gboolean               parlour_position_editor_undo         (ParlourPositionEditor *self);
gboolean               parlour_position_editor_redo         (ParlourPositionEditor *self);
gboolean               parlour_position_editor_can_undo     (ParlourPositionEditor *self);
gboolean               parlour_position_editor_can_redo     (ParlourPositionEditor *self);
ParlourBoardView      *parlour_position_editor_get_board    (ParlourPositionEditor *self);
ParlourPiecePalette   *parlour_position_editor_get_palette  (ParlourPositionEditor *self);
/* the keyboard's square (arrow keys move it, FEN letters place pieces there) */
guint                  parlour_position_editor_get_cursor   (ParlourPositionEditor *self);

/*
 * The restricted mode for handicaps (docs/rules/bingo.md, "Handicaps"): only
 * @side's pieces on their squares in @start can be removed (a click or a drag
 * off the board) and put back (a click on the empty square); nothing else can
 * be placed. After every change @rule gets the position and the squares whose
 * pieces are removed, and returns the text to show under the board (the
 * running total, the rules) and whether the set removed is acceptable
 * (the "acceptable" property). NULL @rule: the normal editor again.
 */
typedef gboolean (*ParlourEditorRule) (const ParlourPosition *pos,
                                       const guint8          *removed,
                                       guint                  n_removed,
                                       char                 **text,
                                       gpointer               user_data);

void                   parlour_position_editor_restrict     (ParlourPositionEditor *self,
                                                             const ParlourPosition *start,
                                                             ParlourColor           side,
                                                             ParlourEditorRule      rule,
                                                             gpointer               user_data,
                                                             GDestroyNotify         destroy);
gboolean               parlour_position_editor_get_acceptable (ParlourPositionEditor *self);
/* the rule's text, NULL outside the restricted mode */
const char            *parlour_position_editor_get_rule_text (ParlourPositionEditor *self);

/* Properties: "can-undo", "can-redo", "acceptable", "flipped" (the board's).
 * Signals:
 *   ::changed  the position changed (an edit, undo, redo, a new position)
 *   ::edit-refused (guint square)  the restricted mode refused a click on
 *       @square (the king, the other side's piece, a square without a piece
 *       at the start): the dialog around the editor says why
 */

G_END_DECLS
