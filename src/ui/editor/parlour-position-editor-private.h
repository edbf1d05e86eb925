/* parlour-position-editor-private.h — what the files of ParlourPositionEditor share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-position-editor.c        the widget: the position, undo and redo, the
 *                                   restricted mode, the layout
 * parlour-position-editor-input.c  the edits from the board, the palette and the keys
 */
#pragma once

#include "parlour-position-editor.h"

G_BEGIN_DECLS

struct _ParlourPositionEditor
{
  GtkWidget            parent_instance;

  ParlourBoardView    *board;
  ParlourPiecePalette *palette;
  GtkWidget           *rule_label;

  ParlourPosition      pos;
  GArray              *undo;        /* ParlourPosition, oldest first */
  GArray              *redo;        /* ParlourPosition, the next redo last */
  guint                cursor;
  gboolean             cursor_shown;

  /* the restricted mode */
  gboolean             restricted;
  ParlourPosition      start;
  ParlourColor         side;
  ParlourEditorRule    rule;
  gpointer             rule_data;
  GDestroyNotify       rule_destroy;
  char                *rule_text;
  gboolean             acceptable;
};

/* One edit: @piece (or nothing) on @square, an undo step if it changes anything. */
void parlour_position_editor_put               (ParlourPositionEditor *self,
                                                guint                  square,
                                                ParlourPiece           piece);
/* One edit: what stands on @from to @to, or off the board (PARLOUR_NO_SQUARE). */
void parlour_position_editor_move              (ParlourPositionEditor *self,
                                                guint                  from,
                                                guint                  to);
void parlour_position_editor_notify_acceptable (ParlourPositionEditor *self);
/* shows the keyboard's cursor on the board, once the keys have been used */
void parlour_position_editor_show_cursor       (ParlourPositionEditor *self);
/* connects the board's, the palette's and the keys' input (at init) */
void parlour_position_editor_init_input        (ParlourPositionEditor *self);
/* The restricted mode: asks the rule about the pieces removed, shows its text. */
void parlour_position_editor_apply_rule        (ParlourPositionEditor *self);
/* The restricted mode's one edit: a handicap piece off, or back on its square
 * (not with @remove_only); anything else rings the bell. */
void parlour_position_editor_toggle_piece      (ParlourPositionEditor *self,
                                                guint                  square,
                                                gboolean               remove_only);

G_END_DECLS
