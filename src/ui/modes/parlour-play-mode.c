/* parlour-play-mode.c — a way of playing, as New Game offers it and the window shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "parlour-match.h"
#include "parlour-play-mode.h"

struct _ParlourPlayMode
{
  GObject               parent_instance;

  char                 *id;
  char                 *title;
  char                 *description;
  const ParlourVariant *variant;
  GType                 match_type;
  GType                 page_type;
  GType                 options_type;
};

G_DEFINE_FINAL_TYPE (ParlourPlayMode, parlour_play_mode, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_VARIANT,
  PROP_MATCH_TYPE,
  PROP_PAGE_TYPE,
  PROP_OPTIONS_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
parlour_play_mode_finalize (GObject *object)
{
  ParlourPlayMode *self = PARLOUR_PLAY_MODE (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->description);
  G_OBJECT_CLASS (parlour_play_mode_parent_class)->finalize (object);
}

static void
parlour_play_mode_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ParlourPlayMode *self = PARLOUR_PLAY_MODE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_VARIANT:
      g_value_set_pointer (value, (gpointer) self->variant);
      break;
    case PROP_MATCH_TYPE:
      g_value_set_gtype (value, self->match_type);
      break;
    case PROP_PAGE_TYPE:
      g_value_set_gtype (value, self->page_type);
      break;
    case PROP_OPTIONS_TYPE:
      g_value_set_gtype (value, self->options_type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_play_mode_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ParlourPlayMode *self = PARLOUR_PLAY_MODE (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      self->title = g_value_dup_string (value);
      break;
    case PROP_DESCRIPTION:
      self->description = g_value_dup_string (value);
      break;
    case PROP_VARIANT:
      self->variant = g_value_get_pointer (value);
      break;
    case PROP_MATCH_TYPE:
      self->match_type = g_value_get_gtype (value);
      break;
    case PROP_PAGE_TYPE:
      self->page_type = g_value_get_gtype (value);
      break;
    case PROP_OPTIONS_TYPE:
      self->options_type = g_value_get_gtype (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_play_mode_class_init (ParlourPlayModeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = parlour_play_mode_finalize;
  object_class->get_property = parlour_play_mode_get_property;
  object_class->set_property = parlour_play_mode_set_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  properties[PROP_VARIANT] = g_param_spec_pointer ("variant", NULL, NULL, flags);
  properties[PROP_MATCH_TYPE] = g_param_spec_gtype ("match-type", NULL, NULL, PARLOUR_TYPE_MATCH,
                                                    flags);
  properties[PROP_PAGE_TYPE] = g_param_spec_gtype ("page-type", NULL, NULL, G_TYPE_NONE, flags);
  properties[PROP_OPTIONS_TYPE] = g_param_spec_gtype ("options-type", NULL, NULL, G_TYPE_NONE,
                                                      flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_play_mode_init (ParlourPlayMode *self)
{
}

ParlourPlayMode *
parlour_play_mode_new (const char           *id,
                       const char           *title,
                       const char           *description,
                       const ParlourVariant *variant,
                       GType                 match_type,
                       GType                 page_type)
{
  g_return_val_if_fail (id != NULL && title != NULL, NULL);
  g_return_val_if_fail (variant != NULL, NULL);

  return g_object_new (PARLOUR_TYPE_PLAY_MODE,
                       "id", id,
                       "title", title,
                       "description", description,
                       "variant", variant,
                       "match-type", match_type,
                       "page-type", page_type,
                       NULL);
}

const char *
parlour_play_mode_get_id (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), NULL);
  return self->id;
}

const char *
parlour_play_mode_get_title (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), NULL);
  return self->title;
}

const char *
parlour_play_mode_get_description (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), NULL);
  return self->description;
}

const ParlourVariant *
parlour_play_mode_get_variant (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), NULL);
  return self->variant;
}

gboolean
parlour_play_mode_accepts (ParlourPlayMode      *self,
                           const ParlourVariant *variant)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), FALSE);
  return variant == self->variant;
}

GType
parlour_play_mode_get_match_type (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), G_TYPE_INVALID);
  return self->match_type;
}

GType
parlour_play_mode_get_page_type (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), G_TYPE_INVALID);
  return self->page_type;
}

GType
parlour_play_mode_get_options_type (ParlourPlayMode *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (self), G_TYPE_NONE);
  return self->options_type;
}
