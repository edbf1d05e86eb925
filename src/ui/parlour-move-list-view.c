/* parlour-move-list-view.c — the moves of a game in SAN, two per move number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView of the rows of a ParlourMoveRowList (number, White's move,
 * Black's move) over a ParlourPlyList, which follows the game by itself: a
 * move changes one row, and only the rows on screen have widgets, however
 * long the game. Each row is a ParlourMoveRowView; the view keeps which
 * move is highlighted (the one that led to the position on the board) and
 * scrolls it into sight.
 */
#include "config.h"


#include "parlour-moment-list.h"
#include "parlour-move-list-view.h"
#include "parlour-move-row-list.h"
#include "parlour-move-row-view.h"
#include "parlour-ply-list.h"

struct _ParlourMoveListView
{
  GtkWidget           parent_instance;

  GtkStack           *stack;
  GtkListView        *list_view;

  ParlourPlyList     *plies;
  ParlourMoveRowList *rows;
  /* a match of several boards: its plies in the order played, a row each */
  ParlourMomentList  *moments;
  GListModel         *moment_rows;
  gboolean            merged;
  GPtrArray          *bound;        /* GtkListItems showing a row */
  guint               view_ply;
  guint               current;      /* highlighted move, PARLOUR_NO_PLY: none */
  guint               scroll_tick;
  gboolean            scroll_pending; /* the current move waits to be scrolled to */
};

G_DEFINE_FINAL_TYPE (ParlourMoveListView, parlour_move_list_view, GTK_TYPE_WIDGET)

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "move-list.activate-ply": a click on a move (its ply, from 1) */
static void
activate_ply_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  guint ply = g_variant_get_uint32 (parameter);

  if (ply > 0)
    g_signal_emit (widget, signals[PLY_ACTIVATED], 0, ply);
}

static ParlourMoveRowView *
row_view (GtkListItem *item)
{
  return PARLOUR_MOVE_ROW_VIEW (gtk_list_item_get_child (item));
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              ParlourMoveListView      *self)
{
  /* the moves take the clicks and the focus, not the row */
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
  gtk_list_item_set_child (item, parlour_move_row_view_new ());
}

/* the list of plies shown: one board's, or the moments of several */
static GListModel *
shown_plies (ParlourMoveListView *self)
{
  return self->merged ? G_LIST_MODEL (self->moments) : G_LIST_MODEL (self->plies);
}

static guint
row_of_ply (ParlourMoveListView *self,
            guint                ply)
{
  return self->merged ? ply : parlour_move_row_list_row_of_ply (self->rows, ply);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             ParlourMoveListView      *self)
{
  ParlourMoveRowView *view = row_view (item);

  parlour_move_row_view_set_current (view, self->current);
  parlour_move_row_view_set_merged (view, self->merged);
  parlour_move_row_view_set_row (view, gtk_list_item_get_item (item));
  g_ptr_array_add (self->bound, item);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               ParlourMoveListView      *self)
{
  parlour_move_row_view_set_row (row_view (item), NULL);
  g_ptr_array_remove_fast (self->bound, item);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  ParlourMoveListView *self = PARLOUR_MOVE_LIST_VIEW (widget);
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view));

  self->scroll_tick = 0;
  if (self->current == PARLOUR_NO_PLY)
    {
      self->scroll_pending = FALSE;
      return G_SOURCE_REMOVE;
    }
  /* A list view without a size yet (a game opened while the list showed
   * "No moves yet") would place the row nowhere: wait for its page. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self->list_view))
      || gtk_adjustment_get_page_size (adj) <= 0)
    return G_SOURCE_REMOVE;

  self->scroll_pending = FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u",
                              row_of_ply (self, self->current));
  return G_SOURCE_REMOVE;
}

/* Scrolls on the next frame, once the list view has its new rows. */
static void
queue_scroll (ParlourMoveListView *self)
{
  self->scroll_pending = TRUE;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb,
                                                      NULL, NULL);
}

/* the list view was mapped or got its page: a scroll that waited for it */
static void
list_view_ready_cb (ParlourMoveListView *self)
{
  if (self->scroll_pending)
    queue_scroll (self);
}

static void
update_current (ParlourMoveListView *self)
{
  guint n = g_list_model_get_n_items (shown_plies (self));

  if (self->view_ply == PARLOUR_CURRENT_PLY)
    self->current = n > 0 ? n - 1 : PARLOUR_NO_PLY;
  else
    self->current = self->view_ply > 0 && self->view_ply <= n ? self->view_ply - 1 : PARLOUR_NO_PLY;

  for (guint i = 0; i < self->bound->len; i++)
    parlour_move_row_view_set_current (row_view (g_ptr_array_index (self->bound, i)),
                                       self->current);
  queue_scroll (self);
}

static void
plies_changed_cb (GListModel          *plies,
                  guint                position,
                  guint                removed,
                  guint                added,
                  ParlourMoveListView *self)
{
  guint n;

  if (plies != shown_plies (self))
    return;
  n = g_list_model_get_n_items (plies);

  if (self->view_ply != PARLOUR_CURRENT_PLY && self->view_ply >= n)
    self->view_ply = PARLOUR_CURRENT_PLY;
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "moves" : "empty");
  update_current (self);
}

static void
parlour_move_list_view_dispose (GObject *object)
{
  ParlourMoveListView *self = PARLOUR_MOVE_LIST_VIEW (object);

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
      self->scroll_tick = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_MOVE_LIST_VIEW);
  g_clear_object (&self->rows);
  g_clear_object (&self->plies);
  g_clear_object (&self->moment_rows);
  g_clear_object (&self->moments);
  g_clear_pointer (&self->bound, g_ptr_array_unref);

  G_OBJECT_CLASS (parlour_move_list_view_parent_class)->dispose (object);
}

static void
parlour_move_list_view_class_init (ParlourMoveListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_move_list_view_dispose;

  signals[PLY_ACTIVATED] =
    g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-move-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourMoveListView, stack);
  gtk_widget_class_bind_template_child (widget_class, ParlourMoveListView, list_view);

  gtk_widget_class_install_action (widget_class, "move-list.activate-ply", "u",
                                   activate_ply_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

/* a merged list's row: the ply alone, in the row's first place */
static gpointer
ply_to_row (gpointer item,
            gpointer user_data)
{
  g_autoptr(ParlourPlyItem) ply = item;

  return parlour_move_row_new (ply, NULL);
}

static void
parlour_move_list_view_init (ParlourMoveListView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->bound = g_ptr_array_new ();
  self->view_ply = PARLOUR_CURRENT_PLY;
  self->current = PARLOUR_NO_PLY;

  self->plies = parlour_ply_list_new (0);
  self->rows = parlour_move_row_list_new (G_LIST_MODEL (self->plies));
  /* after the rows' own handler: the list view has its rows when this runs */
  g_signal_connect_object (self->plies, "items-changed", G_CALLBACK (plies_changed_cb), self, 0);
  self->moments = parlour_moment_list_new ();
  self->moment_rows = G_LIST_MODEL (gtk_map_list_model_new (g_object_ref (G_LIST_MODEL (self->moments)),
                                                            ply_to_row, NULL, NULL));
  g_signal_connect_object (self->moments, "items-changed", G_CALLBACK (plies_changed_cb), self, 0);

  g_signal_connect_object (factory, "setup", G_CALLBACK (setup_row_cb), self, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row_cb), self, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (unbind_row_cb), self, 0);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->rows)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view)),
                           "notify::page-size", G_CALLBACK (list_view_ready_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->list_view, "map", G_CALLBACK (list_view_ready_cb), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
parlour_move_list_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_MOVE_LIST_VIEW, NULL);
}

void
parlour_move_list_view_set_game (ParlourMoveListView *self,
                                 ParlourGame         *game)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (!game || PARLOUR_IS_GAME (game));

  if (parlour_ply_list_get_game (self->plies) == game)
    return;
  /* a new game is shown from its last move */
  self->view_ply = PARLOUR_CURRENT_PLY;
  parlour_ply_list_set_game (self->plies, game);
  update_current (self);
}

/* The list's rows are @model's; shown plies count from the first. */
static void
show_rows (ParlourMoveListView *self,
           GListModel          *model)
{
  g_autoptr(GtkNoSelection) selection = gtk_no_selection_new (g_object_ref (model));

  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  gtk_stack_set_visible_child_name (self->stack,
                                    g_list_model_get_n_items (shown_plies (self)) > 0
                                    ? "moves" : "empty");
}

/**
 * parlour_move_list_view_set_match:
 * @self: a move list
 * @match: (nullable): the match shown
 *
 * A match of one board shows its game's moves, two per number; a match of
 * several boards shows the plies of all its boards in the order they were
 * played, one per row and each numbered with its board ("1A. e4", "1a. e5",
 * "1B. d4"). In that list a ply's index (::ply-activated, the view ply) is
 * the match's moment.
 */
void
parlour_move_list_view_set_match (ParlourMoveListView *self,
                                  ParlourMatch        *match)
{
  gboolean merged;

  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (!match || PARLOUR_IS_MATCH (match));

  merged = match != NULL && parlour_match_get_n_boards (match) > 1;
  self->view_ply = PARLOUR_CURRENT_PLY;
  parlour_moment_list_set_match (self->moments, merged ? match : NULL);
  parlour_ply_list_set_game (self->plies, match && !merged ? parlour_match_get_game (match, 0)
                                                           : NULL);
  if (merged != self->merged)
    {
      self->merged = merged;
      show_rows (self, merged ? self->moment_rows : G_LIST_MODEL (self->rows));
    }
  update_current (self);
}

gboolean
parlour_move_list_view_get_merged (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), FALSE);

  return self->merged;
}

/**
 * parlour_move_list_view_dup_move_text:
 * @game: a game
 * @ply: a move of it, from 0
 *
 * See parlour_ply_item_dup_move_text(), which this is.
 *
 * Returns: (transfer full): the text
 */
char *
parlour_move_list_view_dup_move_text (ParlourGame *game,
                                      guint        ply)
{
  return parlour_ply_item_dup_move_text (game, ply);
}

void
parlour_move_list_view_set_view_ply (ParlourMoveListView *self,
                                     guint                ply)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));

  self->view_ply = ply >= g_list_model_get_n_items (shown_plies (self)) ? PARLOUR_CURRENT_PLY : ply;
  update_current (self);
}

guint
parlour_move_list_view_get_n_rows (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), 0);

  return g_list_model_get_n_items (self->merged ? self->moment_rows : G_LIST_MODEL (self->rows));
}

char *
parlour_move_list_view_dup_row_text (ParlourMoveListView *self,
                                     guint                row)
{
  g_autoptr(ParlourMoveRow) item = NULL;

  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), NULL);

  if (self->merged)
    {
      g_autoptr(ParlourPlyItem) ply = g_list_model_get_item (G_LIST_MODEL (self->moments), row);
      g_autofree char *number = ply ? parlour_move_row_view_dup_number (ply) : NULL;

      return ply ? g_strdup_printf ("%s %s", number, parlour_ply_item_get_text (ply)) : NULL;
    }
  item = g_list_model_get_item (G_LIST_MODEL (self->rows), row);
  return item ? parlour_move_row_dup_text (item) : NULL;
}

guint
parlour_move_list_view_get_current (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), PARLOUR_NO_PLY);

  return self->current;
}

void
parlour_move_list_view_activate (ParlourMoveListView *self,
                                 guint                index)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (index < g_list_model_get_n_items (shown_plies (self)));

  g_signal_emit (self, signals[PLY_ACTIVATED], 0, index + 1);
}

GListModel *
parlour_move_list_view_get_plies (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), NULL);

  return shown_plies (self);
}
