/* parlour-play-mode.h — a way of playing, as New Game offers it and the window shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A play mode is a row of the registry (parlour-play-modes.h): what New Game
 * lists (its title and description), the variant its games are played in,
 * the match type that plays it, the page type (a widget type) that shows
 * such a match and, for a mode with choices of its own, their widget type. GLib only: the types are GTypes, the mode holds no widget.
 */
#pragma once

#include <glib-object.h>

#include "parlour-variant.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_PLAY_MODE (parlour_play_mode_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPlayMode, parlour_play_mode, PARLOUR, PLAY_MODE, GObject)

/* @title and @description are translated already; @variant is the one the
 * mode's games are played in (the only one it accepts). */
ParlourPlayMode      *parlour_play_mode_new             (const char           *id,
                                                         const char           *title,
                                                         const char           *description,
                                                         const ParlourVariant *variant,
                                                         GType                 match_type,
                                                         GType                 page_type);
/* its name in settings and widget names ("chess", "chess-bingo") */
const char           *parlour_play_mode_get_id          (ParlourPlayMode      *self);
const char           *parlour_play_mode_get_title       (ParlourPlayMode      *self);
const char           *parlour_play_mode_get_description (ParlourPlayMode      *self);
const ParlourVariant *parlour_play_mode_get_variant     (ParlourPlayMode      *self);
/* whether a game of @variant can be played in this mode */
gboolean              parlour_play_mode_accepts         (ParlourPlayMode      *self,
                                                         const ParlourVariant *variant);
/* the ParlourMatch subclass that plays the mode */
GType                 parlour_play_mode_get_match_type  (ParlourPlayMode      *self);
/* the widget type that shows such a match in the window, in the board's
 * place beside the side panel */
GType                 parlour_play_mode_get_page_type   (ParlourPlayMode      *self);
/* The widget type (a ParlourModeOptions) of the mode's own choices, which New
 * Game shows in place of its chess ones and makes the match with; G_TYPE_NONE
 * (the "options-type" property's default) for a mode that has none: New Game
 * then makes a game of its variant. */
GType                 parlour_play_mode_get_options_type (ParlourPlayMode     *self);

/* Properties (read-only, set at construction): "id", "title", "description"
 * (string), "variant" (pointer), "match-type", "page-type", "options-type" (GType) */

G_END_DECLS
