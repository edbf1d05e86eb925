/* parlour-piece-disk-cache.h — rendered piece images kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The image @name (e.g. "white-rook") of piece set @set at @size pixels, as
 * stored by an earlier run, or NULL. @svg is the art it must have been
 * rendered from: an image of other art is never returned. */
GdkTexture *parlour_piece_disk_cache_lookup  (const char *set,
                                              const char *name,
                                              guint       size,
                                              GBytes     *svg);
/* Keeps a freshly rendered image (premultiplied ARGB32, @stride bytes a row)
 * for the next run; written to disk a moment later, or by _flush(). */
void        parlour_piece_disk_cache_store   (const char *set,
                                              const char *name,
                                              guint       size,
                                              GBytes     *svg,
                                              GBytes     *pixels,
                                              gsize       stride);
/* Whether images of @set at any size are on disk. */
gboolean    parlour_piece_disk_cache_has_set (const char *set);
/* Writes what was stored and not yet written. */
void        parlour_piece_disk_cache_flush   (void);
/* Forgets what was read (the next lookup reads the disk again); for tests. */
void        parlour_piece_disk_cache_reset   (void);

G_END_DECLS
