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

GArray *
parlour_game_tags_new (void)
{
  GArray *tags = g_array_new (FALSE, FALSE, sizeof (Tag));

  g_array_set_clear_func (tags, clear_tag);
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      Tag tag = { g_strdup (roster[i].name), g_strdup (roster[i].value) };
      g_array_append_val (tags, tag);
    }
  return tags;
}

static Tag *
find_tag (ParlourGame *self,
          const char  *name)
{
  for (guint i = 0; i < self->tags->len; i++)
    {
      Tag *tag = &g_array_index (self->tags, Tag, i);
      if (g_str_equal (tag->name, name))
        return tag;
    }
  return NULL;
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
 *   its unknown value, "?" or "????.??.??")
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

  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    if (value == NULL && g_str_equal (name, roster[i].name))
      value = roster[i].value;

  tag = find_tag (self, name);
  if (value == NULL)
    {
      if (tag != NULL)
        g_array_remove_index (self->tags, tag - &g_array_index (self->tags, Tag, 0));
    }
  else if (tag != NULL)
    {
      /* @value may be the old value itself */
      char *old = tag->value;
      tag->value = g_strdup (value);
      g_free (old);
    }
  else
    {
      Tag new_tag = { g_strdup (name), g_strdup (value) };
      g_array_append_val (self->tags, new_tag);
    }
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

