/* parlour-move-row.c — one numbered row of a move list: White's ply and Black's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list's look of "number, White, Black" per row, as an item that
 * ParlourMoveRowList makes from a list of plies. It holds the plies'
 * items themselves, so a row shows what the ply list has.
 */
#include "config.h"

#include "parlour-move-row.h"

struct _ParlourMoveRow
{
  GObject         parent_instance;

  ParlourPlyItem *white;
  ParlourPlyItem *black;
};

G_DEFINE_FINAL_TYPE (ParlourMoveRow, parlour_move_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_WHITE,
  PROP_BLACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
parlour_move_row_dispose (GObject *object)
{
  ParlourMoveRow *self = PARLOUR_MOVE_ROW (object);

  g_clear_object (&self->white);
  g_clear_object (&self->black);

  G_OBJECT_CLASS (parlour_move_row_parent_class)->dispose (object);
}

static void
parlour_move_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ParlourMoveRow *self = PARLOUR_MOVE_ROW (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, parlour_move_row_get_number (self));
      break;
    case PROP_WHITE:
      g_value_set_object (value, self->white);
      break;
    case PROP_BLACK:
      g_value_set_object (value, self->black);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_move_row_class_init (ParlourMoveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = parlour_move_row_dispose;
  object_class->get_property = parlour_move_row_get_property;

  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_WHITE] = g_param_spec_object ("white", NULL, NULL, PARLOUR_TYPE_PLY_ITEM, flags);
  properties[PROP_BLACK] = g_param_spec_object ("black", NULL, NULL, PARLOUR_TYPE_PLY_ITEM, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_move_row_init (ParlourMoveRow *self)
{
}

ParlourMoveRow *
parlour_move_row_new (ParlourPlyItem *white,
                      ParlourPlyItem *black)
{
  ParlourMoveRow *self;

  g_return_val_if_fail (!white || PARLOUR_IS_PLY_ITEM (white), NULL);
  g_return_val_if_fail (!black || PARLOUR_IS_PLY_ITEM (black), NULL);
  g_return_val_if_fail (white || black, NULL);

  self = g_object_new (PARLOUR_TYPE_MOVE_ROW, NULL);
  g_set_object (&self->white, white);
  g_set_object (&self->black, black);
  return self;
}

guint
parlour_move_row_get_number (ParlourMoveRow *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW (self), 0);

  return parlour_ply_item_get_number (self->white ? self->white : self->black);
}

ParlourPlyItem *
parlour_move_row_get_white (ParlourMoveRow *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW (self), NULL);

  return self->white;
}

ParlourPlyItem *
parlour_move_row_get_black (ParlourMoveRow *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW (self), NULL);

  return self->black;
}

char *
parlour_move_row_dup_text (ParlourMoveRow *self)
{
  GString *text;

  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW (self), NULL);

  text = g_string_new (NULL);
  g_string_append_printf (text, "%u.", parlour_move_row_get_number (self));
  g_string_append_printf (text, " %s",
                          self->white ? parlour_ply_item_get_text (self->white) : "…");
  if (self->black != NULL)
    g_string_append_printf (text, " %s", parlour_ply_item_get_text (self->black));
  return g_string_free (text, FALSE);
}
