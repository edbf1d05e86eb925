/* editor-test-util.h — helpers shared by the position editor's window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Clicks and drags on the board go through the board view's test hooks, which
 * run the gestures' own code; the palette's gesture gets its signals as GTK
 * would emit them.
 */
#pragma once

#include <string.h>

#include "parlour-editor-window.h"
#include "ui-test-util.h"

typedef struct {
  ParlourWindow         *window;
  ParlourEditorWindow   *editor_window;
  ParlourPositionEditor *editor;
  ParlourBoardView      *board;
  ParlourPiecePalette   *palette;
} Fixture;

gpointer child (gpointer    widget,
                const char *name);

/* Waits until the editor's board has squares (its first allocation). */
void wait_for_board (Fixture *f);

void attach (Fixture             *f,
             ParlourEditorWindow *editor_window);

ParlourEditorWindow *find_editor_window (void);

/* The main window and the editor its menu opens (win.position-editor). */
void setup (Fixture       *f,
            gconstpointer  data);

void teardown (Fixture       *f,
               gconstpointer  data);

guint square (Fixture    *f,
              const char *name);

void click_square (Fixture    *f,
                   const char *name);

/* A drag on the board from @from to @to (NULL: off the board). */
void drag_square (Fixture    *f,
                  const char *from,
                  const char *to);

GtkGesture *palette_gesture (Fixture *f);

ParlourPiece piece (Fixture    *f,
                    const char *fen);

/* The palette's piece (FEN letter, with ^ or ~), picked as a click there picks it. */
void pick (Fixture    *f,
           const char *fen);

/* A piece dragged out of the palette onto square @to. */
void drag_from_palette (Fixture    *f,
                        const char *fen,
                        const char *to);

char *fen (Fixture *f);

void assert_fen (Fixture    *f,
                 const char *expected);

gboolean play_enabled (Fixture *f);

/* The problems shown contain @want (NULL: none is shown, and Play is possible). */
void assert_problem (Fixture    *f,
                     const char *want);

void activate (Fixture    *f,
               const char *action);

/* Saves a PNG of @window (for docs/screenshots) if PARLOUR_EDITOR_SHOTS is set. */
void editor_shoot (GtkWidget  *window,
                   const char *name);

/* Chooses @id in the editor's variant row, as a user would. */
void choose_variant (Fixture    *f,
                     const char *id);
