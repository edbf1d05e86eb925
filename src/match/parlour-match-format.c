/* parlour-match-format.c — the registry of match types and their file formats; PGN and BPGN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The registry keeps a reference on each type's class, so a type registered is
 * one whose name g_type_from_name() finds (a saved match names its type) and
 * whose class, with its format, stays. Open reads files in a worker thread: the
 * registry is locked.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-bpgn.h"
#include "parlour-bughouse-match.h"
#include "parlour-match-format.h"
#include "parlour-panic-match.h"
#include "parlour-pgn.h"
#include "parlour-simul-match.h"
#include "parlour-single-match.h"

/* PGN */

static char *
pgn_write (ParlourMatch *match,
           gint64        now_us)
{
  return parlour_pgn_write (parlour_match_get_game (match, 0));
}

static char *
pgn_suggest_name (ParlourMatch *match,
                  const char   *date)
{
  const ParlourVariant *variant = parlour_match_get_variant (match);

  /* Translators: the suggested file name: a variant and a date */
  return g_strdup_printf (_("%s %s.pgn"), _(variant->name), date);
}

static const char *const pgn_patterns[] = { "*.pgn", "*.PGN", NULL };

const ParlourMatchFormat parlour_pgn_format = {
  .id = "pgn",
  .suffix = ".pgn",
  .patterns = pgn_patterns,
  .mime_type = "application/x-chess-pgn",
  /* Translators: %s is the reader's message, which starts with line:column */
  .invalid = N_("The file is not a valid PGN file: %s"),
  .detect = NULL,
  .read = NULL,
  .write = pgn_write,
  .suggest_name = pgn_suggest_name,
};

/* BPGN */

/* A BPGN file (a Bughouse match) rather than PGN: by its name, or by the tags
 * only BPGN has (docs/rules/notation.md, "BPGN"). */
static gboolean
bpgn_detect (const char *name,
             const char *contents)
{
  return (name != NULL && (g_str_has_suffix (name, ".bpgn") || g_str_has_suffix (name, ".BPGN"))) ||
         strstr (contents, "[WhiteA ") != NULL || strstr (contents, "[WhiteB ") != NULL;
}

static ParlourMatch *
bpgn_read (const char *contents,
           gsize       length,
           gint64      now_us,
           GError    **error)
{
  return parlour_bpgn_read (contents, error);
}

static char *
bpgn_write (ParlourMatch *match,
            gint64        now_us)
{
  return parlour_bpgn_write (match);
}

static char *
bpgn_suggest_name (ParlourMatch *match,
                   const char   *date)
{
  const ParlourVariant *variant = parlour_match_get_variant (match);

  /* Translators: the suggested file name of a Bughouse match: a variant and a date */
  return g_strdup_printf (_("%s %s.bpgn"), _(variant->name), date);
}

static const char *const bpgn_patterns[] = { "*.bpgn", "*.BPGN", NULL };

const ParlourMatchFormat parlour_bpgn_format = {
  .id = "bpgn",
  .suffix = ".bpgn",
  .patterns = bpgn_patterns,
  /* BPGN has no MIME type of its own in shared-mime-info; Parlour's
   * (data/io.github.parlourchess.Parlour.mime.xml) */
  .mime_type = "application/x-bpgn",
  /* Translators: %s is the reader's message, which names the line and column */
  .invalid = N_("The file is not a valid BPGN file: %s"),
  .detect = bpgn_detect,
  .read = bpgn_read,
  .write = bpgn_write,
  .suggest_name = bpgn_suggest_name,
};

/* The registry */

static GMutex registry_lock;
static GArray *registry;   /* GType, each with a class reference */

static void
add_locked (GType type)
{
  for (guint i = 0; i < registry->len; i++)
    if (g_array_index (registry, GType, i) == type)
      return;
  /* kept for the program's life: the class holds the format */
  g_type_class_ref (type);
  g_array_append_val (registry, type);
}

static void
ensure_locked (void)
{
  if (registry != NULL)
    return;
  registry = g_array_new (FALSE, FALSE, sizeof (GType));
  add_locked (PARLOUR_TYPE_SINGLE_MATCH);
  add_locked (PARLOUR_TYPE_PANIC_MATCH);
  add_locked (PARLOUR_TYPE_SIMUL_MATCH);
  add_locked (PARLOUR_TYPE_BUGHOUSE_MATCH);
}

void
parlour_match_register_type (GType type)
{
  g_return_if_fail (g_type_is_a (type, PARLOUR_TYPE_MATCH) && !G_TYPE_IS_ABSTRACT (type));

  g_mutex_lock (&registry_lock);
  ensure_locked ();
  add_locked (type);
  g_mutex_unlock (&registry_lock);
}

GType *
parlour_match_list_types (guint *n_types)
{
  GType *types;

  g_mutex_lock (&registry_lock);
  ensure_locked ();
  types = g_memdup2 (registry->data, registry->len * sizeof (GType));
  if (n_types != NULL)
    *n_types = registry->len;
  g_mutex_unlock (&registry_lock);
  return types;
}

const ParlourMatchFormat **
parlour_match_list_formats (guint *n_formats)
{
  g_autofree GType *types = NULL;
  const ParlourMatchFormat **formats;
  guint n_types, n = 0;

  types = parlour_match_list_types (&n_types);
  formats = g_new0 (const ParlourMatchFormat *, n_types + 2);
  /* the most recently registered first: a layer above registers formats more
   * particular than the ones it builds on */
  for (guint i = n_types; i-- > 0;)
    {
      const ParlourMatchFormat *format = parlour_match_type_get_format (types[i]);
      gboolean seen = format == &parlour_pgn_format;

      for (guint j = 0; j < n && !seen; j++)
        seen = formats[j] == format;
      if (!seen)
        formats[n++] = format;
    }
  /* PGN reads any text: it is the last resort */
  formats[n++] = &parlour_pgn_format;
  if (n_formats != NULL)
    *n_formats = n;
  return formats;
}

const ParlourMatchFormat *
parlour_match_detect_format (const char *name,
                             const char *contents)
{
  g_autofree const ParlourMatchFormat **formats = NULL;
  guint n;

  g_return_val_if_fail (contents != NULL, NULL);

  formats = parlour_match_list_formats (&n);
  for (guint i = 0; i < n; i++)
    if (formats[i]->detect != NULL && formats[i]->detect (name, contents))
      return formats[i];
  return &parlour_pgn_format;
}

/* the class of @type, which the registry or a match of it keeps, or a
 * reference taken now and dropped (the class stays: GObject keeps classes) */
static ParlourMatchClass *
match_class (GType type)
{
  ParlourMatchClass *klass;

  g_return_val_if_fail (g_type_is_a (type, PARLOUR_TYPE_MATCH), NULL);

  klass = g_type_class_ref (type);
  g_type_class_unref (klass);
  return klass;
}

const ParlourMatchFormat *
parlour_match_type_get_format (GType type)
{
  ParlourMatchClass *klass = match_class (type);

  g_return_val_if_fail (klass != NULL, &parlour_pgn_format);
  return klass->format;
}

guint
parlour_match_type_get_n_boards (GType type)
{
  ParlourMatchClass *klass = match_class (type);

  g_return_val_if_fail (klass != NULL, 0);
  return klass->n_boards;
}

guint
parlour_match_type_get_n_seats (GType type)
{
  ParlourMatchClass *klass = match_class (type);

  g_return_val_if_fail (klass != NULL, 0);
  return klass->n_seats;
}
