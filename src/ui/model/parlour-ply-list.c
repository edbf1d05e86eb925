/* parlour-ply-list.c — the plies of a game as a GListModel of ParlourPlyItems
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list follows its game through a GSignalGroup, so that swapping the game
 * moves every handler at once. It keeps one slot per ply it has announced and
 * makes an item only when a slot is first asked for: a list view asks for the
 * rows on screen, not for the hundreds of plies of a long game just opened.
 *
 * Each signal of the game changes the end of the list only: ::move-played
 * adds the ply (replacing any that the list still had from that index on),
 * ::undone and ::redone remove or add the last one, and ::changed, which
 * follows every change, catches what came without one of those (a truncated
 * game) by comparing counts. So items-changed always names the smallest range.
 */
#include "config.h"

#include "parlour-ply-list.h"

struct _ParlourPlyList
{
  GObject       parent_instance;

  ParlourGame  *game;
  GSignalGroup *game_signals;
  GPtrArray    *items;          /* a ParlourPlyItem or NULL (not made yet) per ply */
  guint         board;
};

static void parlour_ply_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourPlyList, parlour_ply_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      parlour_ply_list_model_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
parlour_ply_list_get_item_type (GListModel *model)
{
  return PARLOUR_TYPE_PLY_ITEM;
}

static guint
parlour_ply_list_get_n_items (GListModel *model)
{
  return PARLOUR_PLY_LIST (model)->items->len;
}

static gpointer
parlour_ply_list_get_item (GListModel *model,
                           guint       position)
{
  ParlourPlyList *self = PARLOUR_PLY_LIST (model);

  if (position >= self->items->len)
    return NULL;
  /* Between a change of the game and its signal reaching us, the game may
   * have fewer plies than we announced: nothing to show for those. */
  if (g_ptr_array_index (self->items, position) == NULL
      && position < parlour_game_get_n_moves (self->game))
    g_ptr_array_index (self->items, position) =
      parlour_ply_item_new_from_game (self->game, self->board, position);
  return g_ptr_array_index (self->items, position)
         ? g_object_ref (g_ptr_array_index (self->items, position)) : NULL;
}

static void
parlour_ply_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = parlour_ply_list_get_item_type;
  iface->get_n_items = parlour_ply_list_get_n_items;
  iface->get_item = parlour_ply_list_get_item;
}

/* Drops the plies from @position on and announces the game's from there. */
static void
follow_from (ParlourPlyList *self,
             guint           position)
{
  guint n = self->game ? parlour_game_get_n_moves (self->game) : 0;
  guint removed, added;

  position = MIN (position, MIN (n, self->items->len));
  removed = self->items->len - position;
  added = n - position;
  if (removed == 0 && added == 0)
    return;
  g_ptr_array_set_size (self->items, position);
  g_ptr_array_set_size (self->items, n);
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
move_played_cb (ParlourPlyList *self,
                guint           ply)
{
  follow_from (self, ply);
}

/* ::undone, ::redone and ::changed: only the count at the end changed */
static void
moves_changed_cb (ParlourPlyList *self)
{
  follow_from (self, G_MAXUINT);
}

/* a slot's free function: NULL slots are plies whose items were not asked for */
static void
unref_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

static void
parlour_ply_list_dispose (GObject *object)
{
  ParlourPlyList *self = PARLOUR_PLY_LIST (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (parlour_ply_list_parent_class)->dispose (object);
}

static void
parlour_ply_list_finalize (GObject *object)
{
  ParlourPlyList *self = PARLOUR_PLY_LIST (object);

  g_ptr_array_unref (self->items);

  G_OBJECT_CLASS (parlour_ply_list_parent_class)->finalize (object);
}

static void
parlour_ply_list_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ParlourPlyList *self = PARLOUR_PLY_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BOARD:
      g_value_set_uint (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_ply_list_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ParlourPlyList *self = PARLOUR_PLY_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      parlour_ply_list_set_game (self, g_value_get_object (value));
      break;
    case PROP_BOARD:
      self->board = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_ply_list_class_init (ParlourPlyListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_ply_list_dispose;
  object_class->finalize = parlour_ply_list_finalize;
  object_class->get_property = parlour_ply_list_get_property;
  object_class->set_property = parlour_ply_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, PARLOUR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_ply_list_init (ParlourPlyList *self)
{
  self->items = g_ptr_array_new_with_free_func (unref_item);

  self->game_signals = g_signal_group_new (PARLOUR_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-played",
                                 G_CALLBACK (move_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (moves_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (moves_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (moves_changed_cb), self, G_CONNECT_SWAPPED);
}

ParlourPlyList *
parlour_ply_list_new (guint board)
{
  return g_object_new (PARLOUR_TYPE_PLY_LIST, "board", board, NULL);
}

/**
 * parlour_ply_list_set_game:
 * @self: a ply list
 * @game: (nullable): the game to follow
 *
 * Replaces every ply of the old game by those of @game, in one change.
 */
void
parlour_ply_list_set_game (ParlourPlyList *self,
                           ParlourGame    *game)
{
  guint removed;

  g_return_if_fail (PARLOUR_IS_PLY_LIST (self));
  g_return_if_fail (!game || PARLOUR_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  g_signal_group_set_target (self->game_signals, game);
  removed = self->items->len;
  g_ptr_array_set_size (self->items, 0);
  g_ptr_array_set_size (self->items, game ? parlour_game_get_n_moves (game) : 0);
  if (removed > 0 || self->items->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->items->len);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

ParlourGame *
parlour_ply_list_get_game (ParlourPlyList *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_LIST (self), NULL);

  return self->game;
}

guint
parlour_ply_list_get_board (ParlourPlyList *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_LIST (self), 0);

  return self->board;
}
