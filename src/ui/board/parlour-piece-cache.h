/* parlour-piece-cache.h — piece images rendered once from SVG into textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-types.h"

G_BEGIN_DECLS

#define PARLOUR_PIECES_RESOURCE_PATH "/io/github/parlourchess/Parlour/pieces"
#define PARLOUR_DEFAULT_PIECE_SET    "parlour"

#define PARLOUR_TYPE_PIECE_CACHE (parlour_piece_cache_get_type ())
G_DECLARE_FINAL_TYPE (ParlourPieceCache, parlour_piece_cache, PARLOUR, PIECE_CACHE, GObject)

/* Which way a piece's forward points on the screen. */
typedef enum {
  PARLOUR_PIECE_FACING_UP,
  PARLOUR_PIECE_FACING_DOWN,
} ParlourPieceFacing;

ParlourPieceCache *parlour_piece_cache_new            (void);
/* Changing the set clears the cache. An unknown set falls back to the default. */
void               parlour_piece_cache_set_piece_set  (ParlourPieceCache *self,
                                                       const char        *piece_set);
const char        *parlour_piece_cache_get_piece_set  (ParlourPieceCache *self);
/* The image of a piece of kind @kind_id (the kind table's id, e.g. "knight") and
 * @color, @size device pixels square. Rendered on the first request, then kept
 * until parlour_piece_cache_clear(). A kind without art gets its @letter in a
 * circle. Never returns NULL. */
GdkTexture        *parlour_piece_cache_get            (ParlourPieceCache *self,
                                                       const char        *kind_id,
                                                       char               letter,
                                                       ParlourColor       color,
                                                       guint              size);
/* Like parlour_piece_cache_get(), for a piece whose forward points @facing on
 * the screen. A kind whose set has a forward mark ("<colour>-<kind>-forward.svg",
 * an arrow drawn pointing up) gets the mark drawn over it, mirrored top to
 * bottom for %PARLOUR_PIECE_FACING_DOWN; other kinds look the same either way.
 * parlour_piece_cache_get() is this with White facing up and Black down. */
GdkTexture        *parlour_piece_cache_get_facing     (ParlourPieceCache *self,
                                                       const char        *kind_id,
                                                       char               letter,
                                                       ParlourColor       color,
                                                       ParlourPieceFacing facing,
                                                       guint              size);
/* Whether the set draws @kind_id with a forward mark. */
gboolean           parlour_piece_cache_has_forward_mark (ParlourPieceCache *self,
                                                         const char        *kind_id,
                                                         ParlourColor       color);
/* The crown drawn over a piece with a royal mark, or NULL if the set has none. */
GdkTexture        *parlour_piece_cache_get_royal_mark (ParlourPieceCache *self,
                                                       ParlourColor       color,
                                                       guint              size);
void               parlour_piece_cache_clear          (ParlourPieceCache *self);
/* Starts parsing the SVG documents of the cache's set for @kind_ids (both
 * colours) in a worker thread; the first texture requested afterwards waits
 * for it. Nothing is started when the disk cache has images of the set. */
void               parlour_piece_cache_preload        (ParlourPieceCache  *self,
                                                       const char * const *kind_ids);
/* How many textures were rendered (from SVG, or the letter fallback) since the
 * program started, by every cache. */
guint              parlour_piece_cache_get_render_count (void);
/* The piece sets in the resources, sorted. */
GStrv              parlour_piece_cache_list_sets      (void);

G_END_DECLS
