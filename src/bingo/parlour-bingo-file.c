/* parlour-bingo-file.c — a Chess Bingo match as a file the player saves and opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "The match file". A file is an a{sv} dictionary in
 * GVariant's text form:
 *   format   s      "parlour-bingo"
 *   version  u      BINGO_FILE_VERSION
 *   match    a{sv}  parlour_match_serialize() of the match: the game on the
 *                   board as PGN with its clock, and in "extra" the card, the
 *                   settings, every finished game's PGN and the ticks
 *                   (parlour-bingo-match-save.c)
 * A PGN collection could hold the games, but not the clock on the move in
 * progress nor the round of ticks still open; the saved match holds all of
 * it, and it is the form the autosave already checks field by field. The
 * games inside are PGN with their tags (a handicap start as SetUp and FEN),
 * so a person can copy one out of the file.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-bingo-file.h"
#include "parlour-match-private.h"
#include "parlour-saved-text.h"

#define BINGO_FILE_FORMAT  "parlour-bingo"
#define BINGO_FILE_VERSION 1

/* the first lines a detector reads: the format entry comes first */
#define DETECT_LENGTH 256

/* sets @error and gives NULL, the reader's failure */
#define file_error(error, ...) (parlour_match_saved_error (error, NULL, __VA_ARGS__), NULL)

/**
 * parlour_bingo_file_write:
 * @match: a Chess Bingo match
 * @now_us: the current monotonic time, for a clock that runs
 *
 * Returns: (transfer full): the text of the match's file
 */
char *
parlour_bingo_file_write (ParlourBingoMatch *match,
                          gint64             now_us)
{
  g_autoptr(GVariant) value = NULL;
  GVariantBuilder builder;
  GString *text;

  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (match), NULL);

  parlour_match_keep_current_times (PARLOUR_MATCH (match), now_us);
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  /* the format first: parlour_bingo_file_detect() looks for it at the start */
  g_variant_builder_add (&builder, "{sv}", "format", g_variant_new_string (BINGO_FILE_FORMAT));
  g_variant_builder_add (&builder, "{sv}", "version", g_variant_new_uint32 (BINGO_FILE_VERSION));
  g_variant_builder_add (&builder, "{sv}", "match",
                         parlour_match_serialize (PARLOUR_MATCH (match)));
  value = g_variant_ref_sink (g_variant_builder_end (&builder));
  text = g_variant_print_string (value, NULL, TRUE);
  g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}

/**
 * parlour_bingo_file_read:
 * @contents: the file's text, nul-terminated
 * @length: its length in bytes
 * @now_us: the current monotonic time
 * @error: where a file that is not a whole match says what is wrong
 *
 * Returns: (transfer full) (nullable): the match, its clocks paused
 */
ParlourBingoMatch *
parlour_bingo_file_read (const char  *contents,
                         gsize        length,
                         gint64       now_us,
                         GError     **error)
{
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(GError) local = NULL;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  const char *format = NULL;
  guint32 version = 0;

  g_return_val_if_fail (contents != NULL && contents[length] == '\0', NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (memchr (contents, '\0', length) != NULL || !g_utf8_validate_len (contents, length, NULL))
    return file_error (error, _("The file is not text"));
  if (length > PARLOUR_BINGO_FILE_MAX_SIZE)
    return file_error (error, _("The file is %lu bytes long; a Chess Bingo match file is at most "
                                "%d bytes"), (gulong) length, PARLOUR_BINGO_FILE_MAX_SIZE);
  value = parlour_saved_text_parse (contents, length, G_VARIANT_TYPE_VARDICT, &local);
  if (value == NULL)
    return file_error (error, _("The file is not a saved match (%s)"), local->message);
  g_variant_dict_init (&dict, value);
  if (!g_variant_dict_lookup (&dict, "format", "&s", &format))
    return file_error (error, _("The file has no “format” entry"));
  if (!g_str_equal (format, BINGO_FILE_FORMAT))
    return file_error (error, _("The file’s format is “%s”, not “%s”"), format, BINGO_FILE_FORMAT);
  if (!g_variant_dict_lookup (&dict, "version", "u", &version))
    return file_error (error, _("The file has no “version” entry"));
  if (version != BINGO_FILE_VERSION)
    return file_error (error, _("The file has version %u; this Parlour reads version %u"),
                       version, BINGO_FILE_VERSION);
  saved = g_variant_dict_lookup_value (&dict, "match", G_VARIANT_TYPE_VARDICT);
  if (saved == NULL)
    return file_error (error, _("The file has no “match” entry"));
  /* the saved match names its type, which is then known even if no Chess Bingo
   * match was made yet (the registry keeps its class) */
  parlour_match_register_type (PARLOUR_TYPE_BINGO_MATCH);
  match = parlour_match_deserialize (saved, now_us, error);
  if (match == NULL)
    return NULL;
  /* a saved match of another kind is a whole match, but not this file's */
  if (!PARLOUR_IS_BINGO_MATCH (match))
    return file_error (error, _("The file holds a %s, not a Chess Bingo match"),
                       G_OBJECT_TYPE_NAME (match));
  return PARLOUR_BINGO_MATCH (g_steal_pointer (&match));
}

gboolean
parlour_bingo_file_detect (const char *name,
                           const char *contents)
{
  g_autofree char *start = NULL;

  g_return_val_if_fail (contents != NULL, FALSE);

  if (name != NULL && g_str_has_suffix (name, PARLOUR_BINGO_FILE_SUFFIX))
    return TRUE;
  start = g_strndup (contents, DETECT_LENGTH);
  return strstr (start, "'format': <'" BINGO_FILE_FORMAT "'>") != NULL;
}

/* The format, for Open and Save As (parlour-match-format.h) */

static ParlourMatch *
bingo_format_read (const char *contents,
                   gsize       length,
                   gint64      now_us,
                   GError    **error)
{
  return PARLOUR_MATCH (parlour_bingo_file_read (contents, length, now_us, error));
}

static char *
bingo_format_write (ParlourMatch *match,
                    gint64        now_us)
{
  return parlour_bingo_file_write (PARLOUR_BINGO_MATCH (match), now_us);
}

static char *
bingo_format_suggest_name (ParlourMatch *match,
                           const char   *date)
{
  /* Translators: the suggested file name of a Chess Bingo match, with its date */
  return g_strdup_printf (_("Chess Bingo %s%s"), date, PARLOUR_BINGO_FILE_SUFFIX);
}

static const char *const bingo_patterns[] = { "*" PARLOUR_BINGO_FILE_SUFFIX, NULL };

const ParlourMatchFormat parlour_bingo_file_format = {
  .id = BINGO_FILE_FORMAT,
  .suffix = PARLOUR_BINGO_FILE_SUFFIX,
  .patterns = bingo_patterns,
  .mime_type = "application/x-parlour-bingo",
  /* Translators: %s is the reader's message, which names what is wrong */
  .invalid = N_("The file is not a valid Chess Bingo match: %s"),
  .detect = parlour_bingo_file_detect,
  .read = bingo_format_read,
  .write = bingo_format_write,
  .suggest_name = bingo_format_suggest_name,
};
