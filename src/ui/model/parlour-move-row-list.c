/* parlour-move-row-list.c — a board's plies paired into numbered rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Row r holds plies 2r - offset (White's) and 2r + 1 - offset (Black's), where
 * the offset is 1 when the first ply is Black's: that row has no White ply.
 * Rows are made when first asked for and dropped from the first row that a
 * change of the plies touches, so a move changes one row and a list view
 * rebinds one row.
 */
#include "config.h"

#include "parlour-move-row-list.h"

struct _ParlourMoveRowList
{
  GObject     parent_instance;

  GListModel *plies;
  GPtrArray  *rows;     /* a ParlourMoveRow or NULL (not made yet) per row */
  guint       offset;   /* 1 when the first ply is Black's */
};

static void parlour_move_row_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourMoveRowList, parlour_move_row_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      parlour_move_row_list_model_init))

enum {
  PROP_0,
  PROP_PLIES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
parlour_move_row_list_get_item_type (GListModel *model)
{
  return PARLOUR_TYPE_MOVE_ROW;
}

static guint
parlour_move_row_list_get_n_items (GListModel *model)
{
  return PARLOUR_MOVE_ROW_LIST (model)->rows->len;
}

/* the ply at @position, or NULL if there is none there */
static ParlourPlyItem *
dup_ply (ParlourMoveRowList *self,
         gint64              position)
{
  if (position < 0 || position >= g_list_model_get_n_items (self->plies))
    return NULL;
  return g_list_model_get_item (self->plies, (guint) position);
}

static gpointer
parlour_move_row_list_get_item (GListModel *model,
                                guint       position)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (model);

  if (position >= self->rows->len)
    return NULL;
  if (g_ptr_array_index (self->rows, position) == NULL)
    {
      gint64 first = 2 * (gint64) position - self->offset;
      g_autoptr(ParlourPlyItem) white = dup_ply (self, first);
      g_autoptr(ParlourPlyItem) black = dup_ply (self, first + 1);

      if (white == NULL && black == NULL)
        return NULL;
      g_ptr_array_index (self->rows, position) = parlour_move_row_new (white, black);
    }
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
parlour_move_row_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = parlour_move_row_list_get_item_type;
  iface->get_n_items = parlour_move_row_list_get_n_items;
  iface->get_item = parlour_move_row_list_get_item;
}

static guint
first_offset (ParlourMoveRowList *self)
{
  g_autoptr(ParlourPlyItem) first = dup_ply (self, 0);

  return first != NULL && parlour_ply_item_get_color (first) == PARLOUR_BLACK ? 1 : 0;
}

static void
plies_changed_cb (GListModel         *plies,
                  guint               position,
                  guint               removed,
                  guint               added,
                  ParlourMoveRowList *self)
{
  guint offset = first_offset (self);
  guint n_rows = (g_list_model_get_n_items (plies) + offset + 1) / 2;
  guint old_rows = self->rows->len;
  guint first;

  /* with a new first colour every row moves */
  first = offset == self->offset ? (position + offset) / 2 : 0;
  first = MIN (first, MIN (old_rows, n_rows));
  self->offset = offset;
  g_ptr_array_set_size (self->rows, first);
  g_ptr_array_set_size (self->rows, n_rows);
  if (old_rows > first || n_rows > first)
    g_list_model_items_changed (G_LIST_MODEL (self), first, old_rows - first, n_rows - first);
}

/* a slot's free function: NULL slots are rows not asked for yet */
static void
unref_row (gpointer row)
{
  if (row != NULL)
    g_object_unref (row);
}

static void
parlour_move_row_list_constructed (GObject *object)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (object);

  G_OBJECT_CLASS (parlour_move_row_list_parent_class)->constructed (object);

  g_return_if_fail (G_IS_LIST_MODEL (self->plies));
  g_signal_connect_object (self->plies, "items-changed", G_CALLBACK (plies_changed_cb), self, 0);
  self->offset = first_offset (self);
  g_ptr_array_set_size (self->rows,
                        (g_list_model_get_n_items (self->plies) + self->offset + 1) / 2);
}

static void
parlour_move_row_list_dispose (GObject *object)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (object);

  g_clear_object (&self->plies);
  g_ptr_array_set_size (self->rows, 0);

  G_OBJECT_CLASS (parlour_move_row_list_parent_class)->dispose (object);
}

static void
parlour_move_row_list_finalize (GObject *object)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (object);

  g_ptr_array_unref (self->rows);

  G_OBJECT_CLASS (parlour_move_row_list_parent_class)->finalize (object);
}

static void
parlour_move_row_list_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (object);

  switch (prop_id)
    {
    case PROP_PLIES:
      g_value_set_object (value, self->plies);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_move_row_list_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  ParlourMoveRowList *self = PARLOUR_MOVE_ROW_LIST (object);

  switch (prop_id)
    {
    case PROP_PLIES:
      self->plies = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_move_row_list_class_init (ParlourMoveRowListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = parlour_move_row_list_constructed;
  object_class->dispose = parlour_move_row_list_dispose;
  object_class->finalize = parlour_move_row_list_finalize;
  object_class->get_property = parlour_move_row_list_get_property;
  object_class->set_property = parlour_move_row_list_set_property;

  properties[PROP_PLIES] =
    g_param_spec_object ("plies", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_move_row_list_init (ParlourMoveRowList *self)
{
  self->rows = g_ptr_array_new_with_free_func (unref_row);
}

ParlourMoveRowList *
parlour_move_row_list_new (GListModel *plies)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (plies), NULL);
  g_return_val_if_fail (g_type_is_a (g_list_model_get_item_type (plies), PARLOUR_TYPE_PLY_ITEM),
                        NULL);

  return g_object_new (PARLOUR_TYPE_MOVE_ROW_LIST, "plies", plies, NULL);
}

GListModel *
parlour_move_row_list_get_plies (ParlourMoveRowList *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW_LIST (self), NULL);

  return self->plies;
}

guint
parlour_move_row_list_row_of_ply (ParlourMoveRowList *self,
                                  guint               position)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_ROW_LIST (self), 0);

  return (position + self->offset) / 2;
}
