/* parlour-piece-cache.c — piece images rendered once from SVG into textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rendering an SVG costs milliseconds; drawing a texture costs next to
 * nothing. So every image is rendered once per size into a GdkMemoryTexture
 * and the board only ever draws textures. The parsed SVG documents are
 * shared by every cache of the process: parsing is not per size.
 *
 * Parsing the documents costs more than rendering them, so the window has
 * them parsed in a worker thread while GTK sets up the window
 * (parlour_piece_cache_preload()); the first frame then only renders. For the
 * same reason librsvg is not linked but opened by the first parse: loading it
 * (with libxml2 and ICU) costs the start-up several milliseconds otherwise.
 * And what was rendered once is kept on disk for the next run
 * (parlour-piece-disk-cache.c), which then neither parses nor renders.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <gmodule.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include "parlour-piece-cache.h"
#include "parlour-piece-disk-cache.h"

struct _ParlourPieceCache {
  GObject     parent_instance;

  char       *piece_set;
  GHashTable *textures;      /* "set/kind/colour/size" → GdkTexture */
};

G_DEFINE_FINAL_TYPE (ParlourPieceCache, parlour_piece_cache, G_TYPE_OBJECT)

typedef struct {
  RsvgHandle *(*new_from_data)   (const guint8 *data, gsize len, GError **error);
  gboolean    (*render_document) (RsvgHandle *handle, cairo_t *cr,
                                  const RsvgRectangle *viewport, GError **error);
  gboolean    (*get_geometry)    (RsvgHandle *handle, const char *id,
                                  const RsvgRectangle *viewport, RsvgRectangle *ink_rect,
                                  RsvgRectangle *logical_rect, GError **error);
} RsvgApi;

/* librsvg's functions, or NULLs (and a warning) if it cannot be opened; any thread */
static const RsvgApi *
rsvg_api (void)
{
  static RsvgApi api;
  static GModule *module;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      gpointer new_from_data = NULL, render_document = NULL, get_geometry = NULL;

      module = g_module_open (PARLOUR_RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

      if (module == NULL ||
          !g_module_symbol (module, "rsvg_handle_new_from_data", &new_from_data) ||
          !g_module_symbol (module, "rsvg_handle_render_document", &render_document) ||
          !g_module_symbol (module, "rsvg_handle_get_geometry_for_layer", &get_geometry))
        g_warning ("Cannot use %s (pieces are drawn as letters): %s", PARLOUR_RSVG_LIBRARY,
                   g_module_error ());
      else
        {
          /* kept open for the life of the program */
          g_module_make_resident (module);
          api.new_from_data = new_from_data;
          api.render_document = render_document;
          api.get_geometry = get_geometry;
        }
      g_once_init_leave (&once, 1);
    }
  return &api;
}

static guint render_count;
/* resource path → RsvgHandle, or no value for a file that is not there */
static GHashTable *documents;

/* The preloading thread, if one was started and not yet joined. Only the
 * main thread starts and joins it, and the main thread touches @documents
 * only after joining it. */
static GThread *preload_thread;

static void
ensure_documents (void)
{
  if (documents == NULL)
    documents = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

static void
finish_preload (void)
{
  if (preload_thread != NULL)
    g_thread_join (g_steal_pointer (&preload_thread));
}

/* Parses the document at resource @path into @documents, unless it is there;
 * a missing file is remembered too (as no value), so it is looked up once. */
static RsvgHandle *
load_document (const char *path)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = NULL;
  gpointer value;

  if (g_hash_table_lookup_extended (documents, path, NULL, &value))
    return value;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes != NULL)
    {
      gsize len;
      const guint8 *data = g_bytes_get_data (bytes, &len);

      const RsvgApi *api = rsvg_api ();

      if (api->new_from_data != NULL)
        {
          handle = api->new_from_data (data, len, &error);
          if (handle == NULL)
            g_warning ("Cannot read %s: %s", path, error->message);
        }
    }
  g_hash_table_insert (documents, g_strdup (path), handle);
  return handle;
}

/* The document at resource @path, once any preloading is done; main thread */
static RsvgHandle *
lookup_document (const char *path)
{
  finish_preload ();
  ensure_documents ();
  return load_document (path);
}

static gpointer
preload_thread_func (gpointer data)
{
  g_auto(GStrv) paths = data;

  for (guint i = 0; paths[i] != NULL; i++)
    load_document (paths[i]);
  return NULL;
}

static GdkTexture *
texture_from_surface (cairo_surface_t *surface,
                      GBytes         **pixels)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);

  cairo_surface_flush (surface);
  /* cairo's ARGB32 is premultiplied native-endian ARGB, which is GDK_MEMORY_DEFAULT */
  *pixels = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, *pixels, stride);
}

/* A kind without art still has to be playable: its letter in a disc. */
static void
draw_letter (cairo_t     *cr,
             char         letter,
             ParlourColor color,
             guint        size)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;
  char text[2] = { g_ascii_toupper (letter), 0 };
  double r = size * 0.40;
  int w, h;

  cairo_arc (cr, size / 2.0, size / 2.0, r, 0, 2 * G_PI);
  if (color == PARLOUR_WHITE)
    cairo_set_source_rgb (cr, 0.98, 0.97, 0.95);
  else
    cairo_set_source_rgb (cr, 0.15, 0.15, 0.17);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, size * 0.04));
  if (color == PARLOUR_WHITE)
    cairo_set_source_rgb (cr, 0.15, 0.15, 0.17);
  else
    cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_stroke (cr);

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, size * 0.46 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (color == PARLOUR_WHITE)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.12);
  else
    cairo_set_source_rgb (cr, 0.96, 0.96, 0.96);
  cairo_move_to (cr, (size - w) / 2.0, (size - h) / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* The resource path of the forward mark of art @file ("white-mitre") */
static char *
forward_mark_path (ParlourPieceCache *self,
                   const char        *file)
{
  return g_strdup_printf ("%s/%s/%s-forward.svg", PARLOUR_PIECES_RESOURCE_PATH, self->piece_set,
                          file);
}

static gboolean
has_forward_mark (ParlourPieceCache *self,
                  const char        *file)
{
  g_autofree char *path = forward_mark_path (self, file);

  return g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

/* Draws the forward mark @handle, which points up in its file; facing down,
 * mirrored top to bottom about the middle of its own ink, so that it stays
 * where the artist put it and only its direction changes. */
static void
draw_forward_mark (RsvgHandle        *handle,
                   cairo_t           *cr,
                   ParlourPieceFacing facing,
                   guint              size)
{
  const RsvgApi *api = rsvg_api ();
  g_autoptr(GError) error = NULL;
  RsvgRectangle viewport = { 0, 0, size, size };
  RsvgRectangle ink, logical;

  cairo_save (cr);
  if (facing == PARLOUR_PIECE_FACING_DOWN)
    {
      if (!api->get_geometry (handle, NULL, &viewport, &ink, &logical, &error))
        {
          g_warning ("Cannot measure a forward mark: %s", error->message);
          g_clear_error (&error);
          ink.y = 0;
          ink.height = size;
        }
      cairo_translate (cr, 0, 2 * ink.y + ink.height);
      cairo_scale (cr, 1, -1);
    }
  if (!api->render_document (handle, cr, &viewport, &error))
    g_warning ("Cannot draw a forward mark: %s", error->message);
  cairo_restore (cr);
}

/* What the image depends on, for the disk cache: the art, and the forward
 * mark's art after it if there is one. */
static GBytes *
join_art (GBytes *svg,
          GBytes *mark)
{
  GByteArray *joined;

  if (mark == NULL)
    return g_bytes_ref (svg);
  joined = g_byte_array_new ();
  g_byte_array_append (joined, g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  g_byte_array_append (joined, g_bytes_get_data (mark, NULL), g_bytes_get_size (mark));
  return g_byte_array_free_to_bytes (joined);
}

/* Renders art @file of the cache's set with its forward mark facing @facing
 * (or takes it from the disk cache), or the fallback when @letter is not 0;
 * returns NULL for missing art when @letter is 0. */
static GdkTexture *
render (ParlourPieceCache *self,
        const char        *file,
        char               letter,
        ParlourColor       color,
        ParlourPieceFacing facing,
        guint              size)
{
  g_autofree char *path = g_strdup_printf ("%s/%s/%s.svg", PARLOUR_PIECES_RESOURCE_PATH,
                                           self->piece_set, file);
  g_autoptr(GBytes) svg = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *mark_path = forward_mark_path (self, file);
  g_autoptr(GBytes) mark_svg = svg != NULL ? g_resources_lookup_data (mark_path,
                                                                      G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                                      NULL)
                                           : NULL;
  g_autoptr(GBytes) art = NULL;
  g_autoptr(GBytes) pixels = NULL;
  g_autofree char *name = NULL;
  RsvgHandle *handle;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;

  /* the two directions are two images on disk */
  name = mark_svg == NULL ? g_strdup (file)
                          : g_strdup_printf ("%s-%s", file,
                                             facing == PARLOUR_PIECE_FACING_UP ? "up" : "down");
  if (svg != NULL)
    {
      art = join_art (svg, mark_svg);
      texture = parlour_piece_disk_cache_lookup (self->piece_set, name, size, art);
      if (texture != NULL)
        return texture;
    }
  handle = lookup_document (path);
  if (handle == NULL && letter == 0)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (handle != NULL)
    {
      g_autoptr(GError) error = NULL;
      RsvgRectangle viewport = { 0, 0, size, size };

      if (!rsvg_api ()->render_document (handle, cr, &viewport, &error))
        g_warning ("Cannot draw %s/%s: %s", self->piece_set, file, error->message);
      if (mark_svg != NULL && lookup_document (mark_path) != NULL)
        draw_forward_mark (lookup_document (mark_path), cr, facing, size);
    }
  else
    draw_letter (cr, letter, color, size);
  cairo_destroy (cr);

  texture = texture_from_surface (surface, &pixels);
  if (handle != NULL)
    parlour_piece_disk_cache_store (self->piece_set, name, size, art, pixels,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  render_count++;
  return texture;
}

static GdkTexture *
get_texture (ParlourPieceCache *self,
             const char        *name,
             char               letter,
             ParlourColor       color,
             ParlourPieceFacing facing,
             guint              size)
{
  g_autofree char *key = NULL;
  g_autofree char *file = NULL;
  GdkTexture *texture;
  gpointer value;

  size = CLAMP (size, 1, 2048);
  file = g_strdup_printf ("%s-%s", color == PARLOUR_WHITE ? "white" : "black", name);
  /* without a forward mark both directions are one image */
  if (!has_forward_mark (self, file))
    facing = PARLOUR_PIECE_FACING_UP;
  key = g_strdup_printf ("%s/%u/%s/%s", name, size, color == PARLOUR_WHITE ? "w" : "b",
                         facing == PARLOUR_PIECE_FACING_UP ? "u" : "d");
  if (g_hash_table_lookup_extended (self->textures, key, NULL, &value))
    return value;

  texture = render (self, file, letter, color, facing, size);
  g_hash_table_insert (self->textures, g_steal_pointer (&key), texture);
  return texture;
}

static void
unref_texture (gpointer texture)
{
  if (texture != NULL)
    g_object_unref (texture);
}

static void
parlour_piece_cache_finalize (GObject *object)
{
  ParlourPieceCache *self = (ParlourPieceCache *) object;

  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->piece_set, g_free);

  G_OBJECT_CLASS (parlour_piece_cache_parent_class)->finalize (object);
}

static void
parlour_piece_cache_class_init (ParlourPieceCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = parlour_piece_cache_finalize;
}

static void
parlour_piece_cache_init (ParlourPieceCache *self)
{
  self->piece_set = g_strdup (PARLOUR_DEFAULT_PIECE_SET);
  /* values may be NULL (a set without a royal mark), so not g_object_unref */
  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, unref_texture);
}

ParlourPieceCache *
parlour_piece_cache_new (void)
{
  return g_object_new (PARLOUR_TYPE_PIECE_CACHE, NULL);
}

static gboolean
set_exists (const char *piece_set)
{
  g_autofree char *path = g_strdup_printf ("%s/%s/", PARLOUR_PIECES_RESOURCE_PATH, piece_set);
  g_auto(GStrv) children = g_resources_enumerate_children (path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                           NULL);

  return children != NULL && children[0] != NULL;
}

void
parlour_piece_cache_set_piece_set (ParlourPieceCache *self,
                                   const char        *piece_set)
{
  g_return_if_fail (PARLOUR_IS_PIECE_CACHE (self));

  if (piece_set == NULL || *piece_set == 0 || strchr (piece_set, '/') != NULL ||
      !set_exists (piece_set))
    piece_set = PARLOUR_DEFAULT_PIECE_SET;
  if (g_strcmp0 (self->piece_set, piece_set) == 0)
    return;
  g_free (self->piece_set);
  self->piece_set = g_strdup (piece_set);
  parlour_piece_cache_clear (self);
}

const char *
parlour_piece_cache_get_piece_set (ParlourPieceCache *self)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_CACHE (self), NULL);
  return self->piece_set;
}

GdkTexture *
parlour_piece_cache_get (ParlourPieceCache *self,
                         const char        *kind_id,
                         char               letter,
                         ParlourColor       color,
                         guint              size)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_CACHE (self), NULL);
  g_return_val_if_fail (kind_id != NULL, NULL);

  return get_texture (self, kind_id, letter ? letter : '?', color,
                      color == PARLOUR_WHITE ? PARLOUR_PIECE_FACING_UP : PARLOUR_PIECE_FACING_DOWN,
                      size);
}

GdkTexture *
parlour_piece_cache_get_facing (ParlourPieceCache *self,
                                const char        *kind_id,
                                char               letter,
                                ParlourColor       color,
                                ParlourPieceFacing facing,
                                guint              size)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_CACHE (self), NULL);
  g_return_val_if_fail (kind_id != NULL, NULL);

  return get_texture (self, kind_id, letter ? letter : '?', color, facing, size);
}

gboolean
parlour_piece_cache_has_forward_mark (ParlourPieceCache *self,
                                      const char        *kind_id,
                                      ParlourColor       color)
{
  g_autofree char *file = NULL;

  g_return_val_if_fail (PARLOUR_IS_PIECE_CACHE (self), FALSE);
  g_return_val_if_fail (kind_id != NULL, FALSE);

  file = g_strdup_printf ("%s-%s", color == PARLOUR_WHITE ? "white" : "black", kind_id);
  return has_forward_mark (self, file);
}

GdkTexture *
parlour_piece_cache_get_royal_mark (ParlourPieceCache *self,
                                    ParlourColor       color,
                                    guint              size)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_CACHE (self), NULL);

  return get_texture (self, "royal-mark", 0, color, PARLOUR_PIECE_FACING_UP, size);
}

void
parlour_piece_cache_clear (ParlourPieceCache *self)
{
  g_return_if_fail (PARLOUR_IS_PIECE_CACHE (self));
  g_hash_table_remove_all (self->textures);
}

void
parlour_piece_cache_preload (ParlourPieceCache  *self,
                             const char * const *kind_ids)
{
  static const char * const colours[] = { "white", "black" };
  GPtrArray *paths;

  g_return_if_fail (PARLOUR_IS_PIECE_CACHE (self));
  g_return_if_fail (kind_ids != NULL);

  finish_preload ();
  /* images of this set on disk: the window most likely comes up at the size
   * they were rendered at, and then no document is needed at all */
  if (parlour_piece_disk_cache_has_set (self->piece_set))
    return;
  ensure_documents ();
  paths = g_ptr_array_new ();
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    for (guint i = 0; kind_ids[i] != NULL; i++)
      {
        g_autofree char *file = g_strdup_printf ("%s-%s", colours[c], kind_ids[i]);

        g_ptr_array_add (paths, g_strdup_printf ("%s/%s/%s.svg", PARLOUR_PIECES_RESOURCE_PATH,
                                                 self->piece_set, file));
        if (has_forward_mark (self, file))
          g_ptr_array_add (paths, forward_mark_path (self, file));
      }
  g_ptr_array_add (paths, NULL);
  preload_thread = g_thread_new ("parlour-pieces", preload_thread_func,
                                 g_ptr_array_free (paths, FALSE));
}

guint
parlour_piece_cache_get_render_count (void)
{
  return render_count;
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

GStrv
parlour_piece_cache_list_sets (void)
{
  g_auto(GStrv) children = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GStrv sets;

  children = g_resources_enumerate_children (PARLOUR_PIECES_RESOURCE_PATH "/",
                                             G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    if (g_str_has_suffix (children[i], "/"))
      {
        g_autofree char *name = g_strndup (children[i], strlen (children[i]) - 1);
        g_strv_builder_add (builder, name);
      }
  sets = g_strv_builder_end (builder);
  qsort (sets, g_strv_length (sets), sizeof (char *), compare_strings);
  return sets;
}
