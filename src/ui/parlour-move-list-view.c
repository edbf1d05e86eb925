/* parlour-move-list-view.c — the moves of a game in SAN, two per move number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView of the rows of a ParlourMoveRowList (number, White's move,
 * Black's move) over a ParlourPlyList, which follows the game by itself: a
 * move changes one row, and only the rows on screen have widgets, however
 * long the game. The moves are flat buttons; the view keeps which one is
 * highlighted (the move that led to the position on the board) and scrolls
 * it into sight.
 */
#include "config.h"


#include "parlour-move-list-view.h"
#include "parlour-move-row-list.h"
#include "parlour-ply-list.h"

struct _ParlourMoveListView
{
  GtkWidget           parent_instance;

  GtkStack           *stack;
  GtkListView        *list_view;

  ParlourPlyList     *plies;
  ParlourMoveRowList *rows;
  GPtrArray          *bound;        /* GtkListItems showing a row */
  guint               number_chars; /* width of the move numbers */
  guint               view_ply;
  guint               current;      /* highlighted move, G_MAXUINT: none */
  guint               scroll_tick;
};

G_DEFINE_FINAL_TYPE (ParlourMoveListView, parlour_move_list_view, GTK_TYPE_WIDGET)

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The widgets of one row, kept on its box. */
typedef struct
{
  GtkWidget *number;
  GtkWidget *white;
  GtkWidget *ellipsis;  /* "…" before Black's first move, when Black began */
  GtkWidget *black;
} RowWidgets;

static RowWidgets *
row_widgets (GtkListItem *item)
{
  return g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "parlour-row");
}

/* A move button's ply, from 1 (the position after it); 0: none. */
static guint
button_ply (GtkWidget *button)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));
}

static void
set_css_class (GtkWidget  *widget,
               const char *name,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static void
button_clicked_cb (GtkButton           *button,
                   ParlourMoveListView *self)
{
  guint ply = button_ply (GTK_WIDGET (button));

  if (ply > 0)
    g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
}

static GtkWidget *
move_button_new (ParlourMoveListView *self)
{
  GtkWidget *button = gtk_button_new_with_label ("");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  g_signal_connect_object (button, "clicked", G_CALLBACK (button_clicked_cb), self, 0);
  return button;
}

/* The number, then White's and Black's moves in two columns of equal width,
 * so that the columns line up from row to row as the grid's did. */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              ParlourMoveListView      *self)
{
  RowWidgets *w = g_new0 (RowWidgets, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *moves = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  w->number = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (w->number), 1);
  gtk_widget_add_css_class (w->number, "dim-label");
  gtk_widget_add_css_class (w->number, "numeric");
  gtk_widget_add_css_class (w->number, "move-number");
  w->white = move_button_new (self);
  w->ellipsis = gtk_label_new ("…");
  gtk_widget_add_css_class (w->ellipsis, "dim-label");
  gtk_widget_set_hexpand (w->ellipsis, TRUE);
  w->black = move_button_new (self);

  gtk_box_set_homogeneous (GTK_BOX (moves), TRUE);
  gtk_widget_set_hexpand (moves, TRUE);
  gtk_box_append (GTK_BOX (moves), w->white);
  gtk_box_append (GTK_BOX (moves), w->ellipsis);
  gtk_box_append (GTK_BOX (moves), w->black);
  gtk_box_append (GTK_BOX (box), w->number);
  gtk_box_append (GTK_BOX (box), moves);
  g_object_set_data_full (G_OBJECT (box), "parlour-row", w, g_free);

  /* the buttons take the clicks and the focus, not the row */
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
  gtk_list_item_set_child (item, box);
}

static void
bind_move (ParlourMoveListView *self,
           GtkWidget           *button,
           ParlourPlyItem      *ply)
{
  guint index = ply ? parlour_ply_item_get_ply (ply) : G_MAXUINT;
  gboolean pass = ply && PARLOUR_MOVE_FLAG (parlour_ply_item_get_move (ply)) == PARLOUR_MOVE_PASS;

  gtk_button_set_label (GTK_BUTTON (button), ply ? parlour_ply_item_get_text (ply) : "");
  g_object_set_data (G_OBJECT (button), "ply", GUINT_TO_POINTER (ply ? index + 1 : 0));
  set_css_class (button, "pass", pass);
  set_css_class (button, "current", ply && index == self->current);
  /* A row Black has not played keeps the empty button's place (so that the
   * columns keep their widths) without showing it or taking the focus. */
  gtk_widget_set_child_visible (button, ply != NULL);
  gtk_widget_set_sensitive (button, ply != NULL);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             ParlourMoveListView      *self)
{
  ParlourMoveRow *row = gtk_list_item_get_item (item);
  ParlourPlyItem *white = parlour_move_row_get_white (row);
  RowWidgets *w = row_widgets (item);
  g_autofree char *number = g_strdup_printf ("%u.", parlour_move_row_get_number (row));

  gtk_label_set_text (GTK_LABEL (w->number), number);
  gtk_label_set_width_chars (GTK_LABEL (w->number), self->number_chars);
  gtk_widget_set_visible (w->white, white != NULL);
  gtk_widget_set_visible (w->ellipsis, white == NULL);
  if (white != NULL)
    bind_move (self, w->white, white);
  bind_move (self, w->black, parlour_move_row_get_black (row));
  g_ptr_array_add (self->bound, item);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               ParlourMoveListView      *self)
{
  g_ptr_array_remove_fast (self->bound, item);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  ParlourMoveListView *self = PARLOUR_MOVE_LIST_VIEW (widget);

  self->scroll_tick = 0;
  if (self->current != G_MAXUINT)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u",
                                parlour_move_row_list_row_of_ply (self->rows, self->current));
  return G_SOURCE_REMOVE;
}

/* Scrolls on the next frame, once the list view has its new rows. */
static void
queue_scroll (ParlourMoveListView *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb,
                                                      NULL, NULL);
}

static void
update_current (ParlourMoveListView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->plies));

  if (self->view_ply == G_MAXUINT)
    self->current = n > 0 ? n - 1 : G_MAXUINT;
  else
    self->current = self->view_ply > 0 && self->view_ply <= n ? self->view_ply - 1 : G_MAXUINT;

  for (guint i = 0; i < self->bound->len; i++)
    {
      RowWidgets *w = row_widgets (g_ptr_array_index (self->bound, i));

      set_css_class (w->white, "current", button_ply (w->white) == self->current + 1);
      set_css_class (w->black, "current", button_ply (w->black) == self->current + 1);
    }
  queue_scroll (self);
}

/* Room for the widest number and its dot, at least "99.", so that the moves
 * line up down the list (the grid's column did that by itself). */
static void
update_number_width (ParlourMoveListView *self)
{
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  g_autoptr(ParlourMoveRow) last = n_rows ? g_list_model_get_item (G_LIST_MODEL (self->rows),
                                                                    n_rows - 1) : NULL;
  guint chars = 2;

  for (guint number = last ? parlour_move_row_get_number (last) : 1; number >= 10; number /= 10)
    chars++;
  chars = MAX (chars, 3);
  if (chars == self->number_chars)
    return;
  self->number_chars = chars;
  for (guint i = 0; i < self->bound->len; i++)
    gtk_label_set_width_chars (GTK_LABEL (row_widgets (g_ptr_array_index (self->bound, i))->number),
                               chars);
}

static void
plies_changed_cb (GListModel          *plies,
                  guint                position,
                  guint                removed,
                  guint                added,
                  ParlourMoveListView *self)
{
  guint n = g_list_model_get_n_items (plies);

  if (self->view_ply != G_MAXUINT && self->view_ply >= n)
    self->view_ply = G_MAXUINT;
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "moves" : "empty");
  update_number_width (self);
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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
parlour_move_list_view_init (ParlourMoveListView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->bound = g_ptr_array_new ();
  self->view_ply = G_MAXUINT;
  self->current = G_MAXUINT;
  self->number_chars = 3;

  self->plies = parlour_ply_list_new (0);
  self->rows = parlour_move_row_list_new (G_LIST_MODEL (self->plies));
  /* after the rows' own handler: the list view has its rows when this runs */
  g_signal_connect_object (self->plies, "items-changed", G_CALLBACK (plies_changed_cb), self, 0);

  g_signal_connect_object (factory, "setup", G_CALLBACK (setup_row_cb), self, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row_cb), self, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (unbind_row_cb), self, 0);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->rows)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
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
  self->view_ply = G_MAXUINT;
  parlour_ply_list_set_game (self->plies, game);
  update_current (self);
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

  self->view_ply = ply >= g_list_model_get_n_items (G_LIST_MODEL (self->plies)) ? G_MAXUINT : ply;
  update_current (self);
}

guint
parlour_move_list_view_get_n_rows (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

char *
parlour_move_list_view_dup_row_text (ParlourMoveListView *self,
                                     guint                row)
{
  g_autoptr(ParlourMoveRow) item = NULL;

  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->rows), row);
  return item ? parlour_move_row_dup_text (item) : NULL;
}

guint
parlour_move_list_view_get_current (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), G_MAXUINT);

  return self->current;
}

void
parlour_move_list_view_activate (ParlourMoveListView *self,
                                 guint                index)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (index < g_list_model_get_n_items (G_LIST_MODEL (self->plies)));

  g_signal_emit (self, signals[PLY_ACTIVATED], 0, index + 1);
}
