/* parlour-piece-disk-cache.c — rendered piece images kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rendering the pieces from SVG is most of what the board costs in the
 * window's first frame (and librsvg, with libxml2 and ICU, need not even be
 * loaded when nothing has to be rendered). So the images rendered at a size
 * are written to $XDG_CACHE_HOME/parlour/pieces/SET-SIZE.bin, and the next
 * run at that size maps the file and draws straight from it.
 *
 * The file is a cache of this machine (native byte order): a header, a table
 * of entries and the pixel rows. Each entry names its image, the hash of the
 * SVG it was rendered from (an image of changed art is never used) and where
 * its rows are. Anything malformed or short is ignored and rendered again;
 * writing is best effort (atomic replace) and at most MAX_FILES sizes are
 * kept.
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "parlour-piece-disk-cache.h"

#define MAGIC       "PRLPCS01"
#define NAME_LEN    48
#define MAX_ENTRIES 256
#define MAX_SIZE    1024
#define MAX_FILES   12
#define SAVE_DELAY_S 2

typedef struct {
  char    magic[8];
  guint32 size;
  guint32 n_entries;
} FileHeader;

typedef struct {
  char    name[NAME_LEN];
  guint64 svg_hash;
  guint64 offset;
  guint32 stride;
  guint32 pad;
} FileEntry;

typedef struct {
  guint64 svg_hash;
  GBytes *pixels;
  gsize   stride;
} Image;

typedef struct {
  char       *set;
  guint       size;
  GBytes     *mapped;   /* the file as read, or NULL */
  GHashTable *images;   /* name → Image, from the file and from this run */
  gboolean    dirty;
} SizeFile;

static GHashTable *files;   /* "set/size" → SizeFile */
static guint save_source;

static void
image_free (gpointer data)
{
  Image *image = data;

  g_bytes_unref (image->pixels);
  g_free (image);
}

static void
size_file_free (gpointer data)
{
  SizeFile *file = data;

  g_free (file->set);
  g_clear_pointer (&file->mapped, g_bytes_unref);
  g_hash_table_unref (file->images);
  g_free (file);
}

static guint64
hash_svg (GBytes *svg)
{
  gsize len;
  const guint8 *p = g_bytes_get_data (svg, &len);
  guint64 h = 0xcbf29ce484222325ull;   /* FNV-1a */

  for (gsize i = 0; i < len; i++)
    h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static char *
cache_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "parlour", "pieces", NULL);
}

static char *
file_path (const char *set,
           guint       size)
{
  g_autofree char *dir = cache_dir ();
  g_autofree char *base = g_strdup_printf ("%s-%u.bin", set, size);

  return g_build_filename (dir, base, NULL);
}

/* Reads the entries of @file's mapping into its table; FALSE if malformed. */
static gboolean
parse_file (SizeFile *file)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (file->mapped, &len);
  FileHeader header;
  gsize rows;

  if (len < sizeof header)
    return FALSE;
  memcpy (&header, data, sizeof header);
  if (memcmp (header.magic, MAGIC, sizeof header.magic) != 0 || header.size != file->size ||
      header.n_entries > MAX_ENTRIES ||
      len < sizeof header + (gsize) header.n_entries * sizeof (FileEntry))
    return FALSE;

  for (guint i = 0; i < header.n_entries; i++)
    {
      FileEntry entry;
      Image *image;

      memcpy (&entry, data + sizeof header + i * sizeof entry, sizeof entry);
      rows = (gsize) entry.stride * file->size;
      if (entry.name[NAME_LEN - 1] != 0 || entry.name[0] == 0 ||
          entry.stride < file->size * 4 || entry.stride % 4 != 0 ||
          entry.offset > len || rows > len - entry.offset)
        return FALSE;
      image = g_new0 (Image, 1);
      image->svg_hash = entry.svg_hash;
      image->stride = entry.stride;
      image->pixels = g_bytes_new_from_bytes (file->mapped, entry.offset, rows);
      g_hash_table_replace (file->images, g_strdup (entry.name), image);
    }
  return TRUE;
}

static SizeFile *
get_file (const char *set,
          guint       size)
{
  g_autofree char *key = g_strdup_printf ("%s/%u", set, size);
  SizeFile *file;

  if (files == NULL)
    files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, size_file_free);
  file = g_hash_table_lookup (files, key);
  if (file == NULL)
    {
      g_autofree char *path = file_path (set, size);
      g_autoptr(GMappedFile) mapped = NULL;

      file = g_new0 (SizeFile, 1);
      file->set = g_strdup (set);
      file->size = size;
      file->images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, image_free);
      mapped = g_mapped_file_new (path, FALSE, NULL);
      if (mapped != NULL)
        {
          file->mapped = g_mapped_file_get_bytes (mapped);
          if (!parse_file (file))
            {
              g_debug ("%s is not a piece cache: ignored", path);
              g_hash_table_remove_all (file->images);
              g_clear_pointer (&file->mapped, g_bytes_unref);
            }
        }
      g_hash_table_insert (files, g_steal_pointer (&key), file);
    }
  return file;
}

GdkTexture *
parlour_piece_disk_cache_lookup (const char *set,
                                 const char *name,
                                 guint       size,
                                 GBytes     *svg)
{
  Image *image;

  g_return_val_if_fail (set != NULL && name != NULL && svg != NULL, NULL);

  if (size == 0 || size > MAX_SIZE)
    return NULL;
  image = g_hash_table_lookup (get_file (set, size)->images, name);
  if (image == NULL || image->svg_hash != hash_svg (svg))
    return NULL;
  return gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, image->pixels, image->stride);
}

static gboolean
write_file (SizeFile  *file,
            GError   **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autofree char *path = file_path (file->set, file->size);
  g_autofree char *dir = cache_dir ();
  FileHeader header = { { 0 }, file->size, 0 };
  GHashTableIter iter;
  gpointer key, value;
  guint64 offset;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  memcpy (header.magic, MAGIC, sizeof header.magic);
  header.n_entries = MIN (g_hash_table_size (file->images), MAX_ENTRIES);
  g_byte_array_append (out, (const guint8 *) &header, sizeof header);

  offset = sizeof header + (guint64) header.n_entries * sizeof (FileEntry);
  g_hash_table_iter_init (&iter, file->images);
  for (guint i = 0; i < header.n_entries && g_hash_table_iter_next (&iter, &key, &value); i++)
    {
      const Image *image = value;
      FileEntry entry = { { 0 }, image->svg_hash, offset, image->stride, 0 };

      g_strlcpy (entry.name, key, sizeof entry.name);
      g_byte_array_append (out, (const guint8 *) &entry, sizeof entry);
      offset += g_bytes_get_size (image->pixels);
    }
  g_hash_table_iter_init (&iter, file->images);
  for (guint i = 0; i < header.n_entries && g_hash_table_iter_next (&iter, &key, &value); i++)
    {
      gsize len;
      const guint8 *pixels = g_bytes_get_data (((const Image *) value)->pixels, &len);

      g_byte_array_append (out, pixels, len);
    }
  return g_file_set_contents (path, (const char *) out->data, out->len, error);
}

static int
compare_mtime (gconstpointer a,
               gconstpointer b)
{
  gint64 ta = ((const gint64 *) *(gpointer const *) a)[0];
  gint64 tb = ((const gint64 *) *(gpointer const *) b)[0];

  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/* Keeps the MAX_FILES newest files: every size the window settled at leaves one. */
static void
prune (void)
{
  g_autofree char *dir_path = cache_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".bin"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_stat (path, &st) == 0)
        {
          /* the mtime, then the path */
          gsize len = strlen (path) + 1;
          gint64 *record = g_malloc (sizeof (gint64) + len);

          record[0] = st.st_mtime;
          memcpy (record + 1, path, len);
          g_ptr_array_add (found, record);
        }
    }
  g_ptr_array_sort (found, compare_mtime);
  for (guint i = MAX_FILES; i < found->len; i++)
    g_unlink ((const char *) ((gint64 *) found->pdata[i] + 1));
}

void
parlour_piece_disk_cache_flush (void)
{
  GHashTableIter iter;
  gpointer value;
  gboolean wrote = FALSE;

  g_clear_handle_id (&save_source, g_source_remove);
  if (files == NULL)
    return;
  g_hash_table_iter_init (&iter, files);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SizeFile *file = value;
      g_autoptr(GError) error = NULL;

      if (!file->dirty)
        continue;
      if (!write_file (file, &error))
        g_debug ("piece cache not written: %s", error->message);
      else
        wrote = TRUE;
      /* not kept in memory: every size the window settled at would add its
       * images; a later lookup maps the file again */
      g_hash_table_iter_remove (&iter);
    }
  if (wrote)
    prune ();
}

static gboolean
save_cb (gpointer data)
{
  save_source = 0;
  parlour_piece_disk_cache_flush ();
  return G_SOURCE_REMOVE;
}

void
parlour_piece_disk_cache_store (const char *set,
                                const char *name,
                                guint       size,
                                GBytes     *svg,
                                GBytes     *pixels,
                                gsize       stride)
{
  SizeFile *file;
  Image *image;

  g_return_if_fail (set != NULL && name != NULL && svg != NULL && pixels != NULL);
  g_return_if_fail (g_bytes_get_size (pixels) >= stride * size);

  if (size == 0 || size > MAX_SIZE || strlen (name) >= NAME_LEN)
    return;
  file = get_file (set, size);
  image = g_new0 (Image, 1);
  image->svg_hash = hash_svg (svg);
  image->stride = stride;
  image->pixels = g_bytes_new_from_bytes (pixels, 0, stride * size);
  g_hash_table_replace (file->images, g_strdup (name), image);
  file->dirty = TRUE;
  if (save_source == 0)
    save_source = g_timeout_add_seconds (SAVE_DELAY_S, save_cb, NULL);
}

gboolean
parlour_piece_disk_cache_has_set (const char *set)
{
  g_autofree char *dir_path = cache_dir ();
  g_autofree char *prefix = g_strconcat (set, "-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_return_val_if_fail (set != NULL, FALSE);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      {
        /* SET-SIZE.bin: not another set whose name starts with this one's */
        const char *p = name + strlen (prefix);

        while (g_ascii_isdigit (*p))
          p++;
        if (p > name + strlen (prefix) && g_str_equal (p, ".bin"))
          return TRUE;
      }
  return FALSE;
}

void
parlour_piece_disk_cache_reset (void)
{
  g_clear_handle_id (&save_source, g_source_remove);
  g_clear_pointer (&files, g_hash_table_unref);
}
