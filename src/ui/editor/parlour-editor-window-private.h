/* parlour-editor-window-private.h — the position editor window's parts, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-editor-window.h"
#include "parlour-new-game-dialog.h"

G_BEGIN_DECLS

struct _ParlourEditorWindow
{
  AdwWindow              parent_instance;

  GSettings             *settings;
  /* New Game's choice per seat, while ::game-created runs */
  guint                  players[PARLOUR_NEW_GAME_N_SEATS];
  GVariant              *options;         /* New Game's, likewise (NULL: none) */
  GPtrArray             *variants;        /* const ParlourVariant *, as variant_row lists them */
  const ParlourVariant  *shown_variant;   /* the controls are built for this one */
  ParlourSquare          ep_squares[2][PARLOUR_MAX_FILES];  /* for the side to move, the other */
  guint                  n_ep[2];
  GtkSpinButton         *reserve_spins[2][PARLOUR_MAX_KINDS];
  GPtrArray             *reserve_rows;
  char                  *problems;
  /* TRUE while the code itself fills in the controls */
  gboolean               updating;
  /* TRUE while the FEN typed is being set up: the entry keeps what was typed */
  gboolean               typing;

  /* Bughouse (parlour-editor-window-boards.c): the editor shows one board, this
   * keeps the other with its own undo and redo steps. */
  gboolean               two_boards;
  guint                  board;           /* the board shown: 0 (A) or 1 (B) */
  ParlourPosition        other;
  GArray                *other_undo;
  GArray                *other_redo;
  ParlourGame           *board_b_game;    /* board B's game, while ::game-created runs */

  /* template children */
  AdwWindowTitle        *window_title;
  GtkButton             *play_button;
  ParlourPositionEditor *editor;
  GtkLabel              *problems_label;
  GtkEntry              *fen_entry;
  GtkLabel              *fen_error_label;
  GtkWidget             *board_switcher;
  GtkToggleButton       *board_a_button;
  GtkToggleButton       *board_b_button;
  AdwComboRow           *variant_row;
  AdwComboRow           *side_row;
  AdwComboRow           *ep_row;
  AdwComboRow           *ep_other_row;
  GtkSpinButton         *halfmove_spin;
  GtkSpinButton         *fullmove_spin;
  AdwPreferencesGroup   *castling_group;
  GtkCheckButton        *castle_wk;
  GtkCheckButton        *castle_wq;
  GtkCheckButton        *castle_bk;
  GtkCheckButton        *castle_bq;
  AdwPreferencesGroup   *reserve_group;
  AdwFlap               *flap;
};

/* parlour-editor-window-boards.c */
void      parlour_editor_window_init_boards     (ParlourEditorWindow *self);
void      parlour_editor_window_finalize_boards (ParlourEditorWindow *self);
/* The variant shown changed: two boards for bughouse, else one. */
void      parlour_editor_window_sync_boards     (ParlourEditorWindow *self);
/* The FEN the entry shows: "FEN_A | FEN_B" with two boards. */
char     *parlour_editor_window_boards_fen      (ParlourEditorWindow *self);
/* Sets up @text typed or pasted: one FEN for the board shown, or with two
 * boards "FEN_A | FEN_B"; FALSE with the FEN reader's error, naming the board. */
gboolean  parlour_editor_window_boards_set_fen  (ParlourEditorWindow *self,
                                                 const char          *text,
                                                 GError             **error);
/* What keeps the boards from being played; with two boards each problem names
 * its board. */
gboolean  parlour_editor_window_boards_check    (ParlourEditorWindow *self,
                                                 GPtrArray           *problems);
/* Board A's position, and board B's (NULL with one board). */
const ParlourPosition *parlour_editor_window_board_position (ParlourEditorWindow *self,
                                                            guint                board);

G_END_DECLS
