/* parlour-play-modes.h — the registry of ways of playing, a GListModel of ParlourPlayMode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One mode per variant of the engine's registry, in its order (a game of the
 * variant, played by the match type the variant names), then the modes that
 * are matches of their own over a variant (Chess Bingo). New Game lists them;
 * the window asks which page shows a match. docs/ui.md, "Pages and
 * play modes", shows how a way of playing is added.
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-match.h"
#include "parlour-play-mode.h"

G_BEGIN_DECLS

/* the id of Chess Bingo's mode */
#define PARLOUR_PLAY_MODE_BINGO "chess-bingo"
/* the name of New Game's variant list row of Chess Bingo (its mode's id), for tests */
#define PARLOUR_NEW_GAME_DIALOG_BINGO PARLOUR_PLAY_MODE_BINGO

/* every mode (ParlourPlayMode), built on first use (transfer none) */
GListModel      *parlour_play_modes_get_default   (void);
/* Adds @mode after the others: a way of playing made outside the registry's
 * own rows (a test's); New Game lists it from then on. */
void             parlour_play_modes_add           (ParlourPlayMode *mode);
/* the mode called @id, NULL if none (transfer none) */
ParlourPlayMode *parlour_play_modes_lookup        (const char      *id);
/* The mode that a match of @match_type belongs to: the first row whose match
 * type it is, or else whose match type it derives from; NULL if none
 * (transfer none). */
ParlourPlayMode *parlour_play_modes_for_match_type (GType           match_type);
/* The mode of @match: the row of its match type and its games' variant, or
 * else as parlour_play_modes_for_match_type() finds it (transfer none). */
ParlourPlayMode *parlour_play_modes_for_match      (ParlourMatch    *match);
/* The page type (a ParlourPage) that shows @match in the window's board
 * place: its mode's, or for a match no mode plays, a Bughouse page for
 * several boards and ParlourSinglePage for one. */
GType            parlour_play_modes_page_type_for_match (ParlourMatch *match);
/* Adds every mode's match type to the match layer's registry, so that Open
 * finds each one's file format and a saved match of each type loads; the
 * application and its tests call it at start-up. */
void             parlour_play_modes_register_match_types (void);
/* What a mode's own dialogs do with the new match they made: @window shows
 * @match in place of the one shown, after asking whether to save that one;
 * with @match NULL it shows @heading and @message, why none was made. */
typedef void (*ParlourMatchReadyFunc) (GtkWindow    *window,
                                       ParlourMatch *match,
                                       const char   *heading,
                                       const char   *message);
/* Adds each mode's own actions to @window (a GActionMap and GActionGroup):
 * Chess Bingo's "new-bingo-match", its New Bingo Match dialog, whose match
 * goes to @ready. Returns the names of the actions added, for the window to
 * turn off what starts a match on this computer alone (network play). */
char           **parlour_play_modes_add_actions (GtkWindow            *window,
                                                 ParlourMatchReadyFunc ready);
/* A window with the rules of the mode, over @parent. */
GtkWidget       *parlour_play_mode_new_rules_window (ParlourPlayMode *mode,
                                                     GtkWindow       *parent);

G_END_DECLS
