/* parlour-game-tags.c — a game's PGN tags, in order, with the seven tag roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-game-private.h"

/* The seven tag roster (PGN standard 8.1.1), in its order, with the values of an
 * unknown tag. "Result" is derived from the game. */
static const struct {
  const char *name;
  const char *value;
} roster[] = {
  { "Event", "?" },
  { "Site", "?" },
  { "Date", "????.??.??" },
  { "Round", "?" },
  { "White", "?" },
  { "Black", "?" },
  { "Result", NULL },
};

/* Tags written from the game's own state, never stored. */
static gboolean
tag_is_derived (const char *name)
{
  static const char * const derived[] = { "Result", "Variant", "SetUp", "FEN", "Termination" };

  for (guint i = 0; i < G_N_ELEMENTS (derived); i++)
    if (g_str_equal (name, derived[i]))
      return TRUE;
  return FALSE;
}

typedef struct {
  char *name;
  char *value;
} Tag;

static void
clear_tag (gpointer data)
{
  Tag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
}

static void
append_tag (ParlourGame *self,
            const char  *name,
            const char  *value)
{
  Tag tag = { g_strdup (name), g_strdup (value) };

  g_array_append_val (self->tags, tag);
  g_hash_table_insert (self->tag_index, tag.name, GUINT_TO_POINTER (self->tags->len));
}

void
parlour_game_tags_init (ParlourGame *self)
{
  self->tags = g_array_new (FALSE, FALSE, sizeof (Tag));
  g_array_set_clear_func (self->tags, clear_tag);
  self->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    append_tag (self, roster[i].name, roster[i].value);
}

static Tag *
find_tag (ParlourGame *self,
          const char  *name)
{
  guint at = GPOINTER_TO_UINT (g_hash_table_lookup (self->tag_index, name));

  return at > 0 ? &g_array_index (self->tags, Tag, at - 1) : NULL;
}

static void
remove_tag (ParlourGame *self,
            Tag         *tag)
{
  guint i = tag - &g_array_index (self->tags, Tag, 0);

  g_hash_table_remove (self->tag_index, tag->name);
  g_array_remove_index (self->tags, i);
  /* the tags after it moved up one (removing a tag is rare) */
  for (; i < self->tags->len; i++)
    g_hash_table_insert (self->tag_index, g_array_index (self->tags, Tag, i).name,
                         GUINT_TO_POINTER (i + 1));
}

/**
 * parlour_game_get_tag:
 * @self: a game
 * @name: a PGN tag name
 *
 * Returns: (nullable): the tag's value; "Result" is the game's result
 */
const char *
parlour_game_get_tag (ParlourGame *self,
                      const char  *name)
{
  Tag *tag;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "Result"))
    return parlour_result_to_string (self->result);
  tag = find_tag (self, name);
  return tag != NULL ? tag->value : NULL;
}

/**
 * parlour_game_set_tag:
 * @self: a game
 * @name: a PGN tag name, not one derived from the game (Result, Variant, SetUp,
 *   FEN, Termination)
 * @value: (nullable): the value; %NULL removes the tag (a roster tag goes back to
 *   its unknown value, "?" or "????.??.??", as it does when @value is empty)
 *
 * A new tag goes after the others.
 */
void
parlour_game_set_tag (ParlourGame *self,
                      const char  *name,
                      const char  *value)
{
  Tag *tag;

  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (name != NULL && *name != '\0');
  g_return_if_fail (!tag_is_derived (name));

  /* The PGN writer writes an empty roster tag as an unknown one, so that is
   * what the game keeps: a game read back is the game written. */
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    if ((value == NULL || *value == '\0') && g_str_equal (name, roster[i].name))
      value = roster[i].value;

  tag = find_tag (self, name);
  if (value == NULL)
    {
      if (tag != NULL)
        remove_tag (self, tag);
    }
  else if (tag != NULL)
    {
      /* @value may be the old value itself */
      char *old = tag->value;
      tag->value = g_strdup (value);
      g_free (old);
    }
  else
    append_tag (self, name, value);
}

/**
 * parlour_game_dup_tag_names:
 * @self: a game
 *
 * Returns: (transfer full): the tag names in order: the seven tag roster (with
 *   "Result", whose value is derived), then the others as they were first set
 */
GStrv
parlour_game_dup_tag_names (ParlourGame *self)
{
  g_autoptr(GStrvBuilder) builder = NULL;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < self->tags->len; i++)
    g_strv_builder_add (builder, g_array_index (self->tags, Tag, i).name);
  return g_strv_builder_end (builder);
}

