/* parlour-moment-list.c — the plies of every board of a match, in the order they were played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match of several boards (Bughouse) is one story told on two boards: the
 * move list shows it as one list, each ply marked with its board. The list is
 * built from the match's moments (parlour-match.h) only: at moment n
 * one board has one ply more than at moment n - 1, and that ply is the list's
 * item n - 1. A move on one board may change the other one too (a capture
 * goes to the partner's reserve), so a board's position changing is not
 * enough: the board whose ply count grew is the one that moved.
 *
 * The list follows the match's ::changed and compares the new order with the
 * one it had, so items-changed names only the moments from the first that
 * differs (an undo, a move, a board cut back to an earlier position).
 */
#include "config.h"

#include "parlour-match.h"
#include "parlour-moment-list.h"

typedef struct {
  guint board;
  guint ply;   /* of the board's game, from 0 */
} Moment;

struct _ParlourMomentList
{
  GObject       parent_instance;

  ParlourMatch *match;
  GSignalGroup *match_signals;
  GArray       *moments;   /* Moment per item */
  GPtrArray    *items;     /* a ParlourPlyItem or NULL (not made yet) per moment */
};

static void parlour_moment_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourMomentList, parlour_moment_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      parlour_moment_list_model_init))

static GType
parlour_moment_list_get_item_type (GListModel *model)
{
  return PARLOUR_TYPE_PLY_ITEM;
}

static guint
parlour_moment_list_get_n_items (GListModel *model)
{
  return PARLOUR_MOMENT_LIST (model)->moments->len;
}

static gpointer
parlour_moment_list_get_item (GListModel *model,
                              guint       position)
{
  ParlourMomentList *self = PARLOUR_MOMENT_LIST (model);
  Moment *m;
  ParlourGame *game;

  if (position >= self->moments->len)
    return NULL;
  m = &g_array_index (self->moments, Moment, position);
  game = parlour_match_get_game (self->match, m->board);
  if (g_ptr_array_index (self->items, position) == NULL
      && m->ply < parlour_game_get_n_moves (game))
    g_ptr_array_index (self->items, position) =
      parlour_ply_item_new_at_moment (game, m->board, m->ply, position);
  return g_ptr_array_index (self->items, position)
         ? g_object_ref (g_ptr_array_index (self->items, position)) : NULL;
}

static void
parlour_moment_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = parlour_moment_list_get_item_type;
  iface->get_n_items = parlour_moment_list_get_n_items;
  iface->get_item = parlour_moment_list_get_item;
}

/* Plies played from the start of a game to @pos: every ply passes the turn,
 * and Black's passes on to the next move number. */
static guint64
ply_count (const ParlourPosition *pos)
{
  return (guint64) pos->fullmove * 2 + (pos->side == PARLOUR_BLACK ? 1 : 0);
}

/* The match's moments as (board, ply), in order. */
static GArray *
read_moments (ParlourMatch *match)
{
  guint n_boards = match ? parlour_match_get_n_boards (match) : 0;
  guint n = match ? parlour_match_get_n_moments (match) : 0;
  GArray *moments = g_array_sized_new (FALSE, FALSE, sizeof (Moment), n);
  g_autofree guint64 *start = g_new0 (guint64, MAX (n_boards, 1));
  g_autofree guint64 *before = g_new0 (guint64, MAX (n_boards, 1));
  ParlourPosition pos;

  for (guint b = 0; b < n_boards; b++)
    {
      parlour_match_get_position_at_moment (match, b, 0, &pos);
      start[b] = before[b] = ply_count (&pos);
    }
  for (guint i = 1; i <= n; i++)
    for (guint b = 0; b < n_boards; b++)
      {
        guint64 now;

        parlour_match_get_position_at_moment (match, b, i, &pos);
        now = ply_count (&pos);
        if (now != before[b])
          {
            Moment m = { b, (guint) (before[b] - start[b]) };

            g_array_append_val (moments, m);
            before[b] = now;
            break;
          }
      }
  return moments;
}

static void
unref_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

/* Announces the moments from the first one that is not as it was. */
static void
refresh (ParlourMomentList *self)
{
  g_autoptr(GArray) moments = read_moments (self->match);
  guint old_n = self->moments->len;
  guint first = 0;

  while (first < old_n && first < moments->len
         && memcmp (&g_array_index (moments, Moment, first),
                    &g_array_index (self->moments, Moment, first), sizeof (Moment)) == 0)
    first++;
  if (first == old_n && first == moments->len)
    return;

  g_array_set_size (self->moments, 0);
  g_array_append_vals (self->moments, moments->data, moments->len);
  g_ptr_array_set_size (self->items, first);
  g_ptr_array_set_size (self->items, moments->len);
  g_list_model_items_changed (G_LIST_MODEL (self), first, old_n - first, moments->len - first);
}

static void
parlour_moment_list_dispose (GObject *object)
{
  ParlourMomentList *self = PARLOUR_MOMENT_LIST (object);

  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (parlour_moment_list_parent_class)->dispose (object);
}

static void
parlour_moment_list_finalize (GObject *object)
{
  ParlourMomentList *self = PARLOUR_MOMENT_LIST (object);

  g_array_unref (self->moments);
  g_ptr_array_unref (self->items);

  G_OBJECT_CLASS (parlour_moment_list_parent_class)->finalize (object);
}

static void
parlour_moment_list_class_init (ParlourMomentListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_moment_list_dispose;
  object_class->finalize = parlour_moment_list_finalize;
}

static void
parlour_moment_list_init (ParlourMomentList *self)
{
  self->moments = g_array_new (FALSE, FALSE, sizeof (Moment));
  self->items = g_ptr_array_new_with_free_func (unref_item);
  self->match_signals = g_signal_group_new (PARLOUR_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (refresh), self,
                                 G_CONNECT_SWAPPED);
}

ParlourMomentList *
parlour_moment_list_new (void)
{
  return g_object_new (PARLOUR_TYPE_MOMENT_LIST, NULL);
}

/**
 * parlour_moment_list_set_match:
 * @self: a moment list
 * @match: (nullable): the match to follow
 *
 * Replaces every ply of the old match by those of @match, in one change.
 */
void
parlour_moment_list_set_match (ParlourMomentList *self,
                               ParlourMatch      *match)
{
  guint removed;

  g_return_if_fail (PARLOUR_IS_MOMENT_LIST (self));
  g_return_if_fail (!match || PARLOUR_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  removed = self->moments->len;
  g_array_set_size (self->moments, 0);
  g_ptr_array_set_size (self->items, 0);
  {
    g_autoptr(GArray) moments = read_moments (match);

    g_array_append_vals (self->moments, moments->data, moments->len);
  }
  g_ptr_array_set_size (self->items, self->moments->len);
  if (removed > 0 || self->moments->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->moments->len);
}

ParlourMatch *
parlour_moment_list_get_match (ParlourMomentList *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOMENT_LIST (self), NULL);

  return self->match;
}

guint
parlour_moment_list_get_board (ParlourMomentList *self,
                               guint              moment)
{
  g_return_val_if_fail (PARLOUR_IS_MOMENT_LIST (self), PARLOUR_NO_BOARD);

  return moment < self->moments->len ? g_array_index (self->moments, Moment, moment).board
                                     : PARLOUR_NO_BOARD;
}

guint
parlour_moment_list_plies_before (ParlourMomentList *self,
                                  guint              board,
                                  guint              moment)
{
  guint plies = 0;

  g_return_val_if_fail (PARLOUR_IS_MOMENT_LIST (self), 0);

  for (guint i = 0; i < MIN (moment, self->moments->len); i++)
    if (g_array_index (self->moments, Moment, i).board == board)
      plies++;
  return plies;
}
