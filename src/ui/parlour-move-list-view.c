/* parlour-move-list-view.c — the moves of a game in SAN, two per move number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid of flat buttons: the move number, White's move and Black's move on each
 * row. It is brought up to date in place after every change, so a long game does
 * not rebuild hundreds of widgets per move and the scroll position stays put.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-move-list-view.h"

struct _ParlourMoveListView
{
  GtkWidget          parent_instance;

  GtkStack          *stack;
  GtkScrolledWindow *scroller;
  GtkGrid           *grid;

  ParlourGame       *game;
  GPtrArray         *buttons;      /* GtkButton per move */
  GPtrArray         *numbers;      /* GtkLabel per row */
  GtkWidget         *ellipsis;     /* "…" before Black's first move, when Black began */
  guint              offset;       /* 1 when the game began with Black to move */
  guint              first_number;
  guint              view_ply;
  guint              current;      /* highlighted move, G_MAXUINT: none */
  guint              scroll_tick;
};

G_DEFINE_FINAL_TYPE (ParlourMoveListView, parlour_move_list_view, GTK_TYPE_WIDGET)

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
button_clicked_cb (GtkButton       *button,
                   ParlourMoveListView *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  ParlourMoveListView *self = PARLOUR_MOVE_LIST_VIEW (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_rect_t bounds;
  double value, page;

  self->scroll_tick = 0;
  if (self->current == G_MAXUINT || self->current >= self->buttons->len)
    return G_SOURCE_REMOVE;

  if (self->current + 1 == self->buttons->len)
    {
      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj)
                                     - gtk_adjustment_get_page_size (adj));
      return G_SOURCE_REMOVE;
    }

  if (!gtk_widget_compute_bounds (g_ptr_array_index (self->buttons, self->current),
                                  GTK_WIDGET (self->grid), &bounds))
    return G_SOURCE_REMOVE;

  value = gtk_adjustment_get_value (adj);
  page = gtk_adjustment_get_page_size (adj);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adj, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adj, bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (ParlourMoveListView *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb,
                                                      NULL, NULL);
}

/* New rows grow the scrolled area during layout, when a new scroll value would
 * not be applied any more; follow them to the bottom on the next frame. */
static void
adjustment_changed_cb (GtkAdjustment       *adj,
                       GParamSpec          *pspec,
                       ParlourMoveListView *self)
{
  if (self->view_ply == G_MAXUINT)
    queue_scroll (self);
}

static void
update_current (ParlourMoveListView *self)
{
  guint n = self->buttons->len;
  guint current;

  if (self->view_ply == G_MAXUINT)
    current = n > 0 ? n - 1 : G_MAXUINT;
  else
    current = self->view_ply > 0 && self->view_ply <= n ? self->view_ply - 1 : G_MAXUINT;

  if (self->current != G_MAXUINT && self->current < n)
    gtk_widget_remove_css_class (g_ptr_array_index (self->buttons, self->current), "current");
  self->current = current;
  if (current != G_MAXUINT)
    gtk_widget_add_css_class (g_ptr_array_index (self->buttons, current), "current");
  queue_scroll (self);
}

static void
clear_rows (ParlourMoveListView *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    gtk_grid_remove (self->grid, g_ptr_array_index (self->buttons, i));
  for (guint i = 0; i < self->numbers->len; i++)
    gtk_grid_remove (self->grid, g_ptr_array_index (self->numbers, i));
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->numbers, 0);
  if (self->ellipsis != NULL)
    {
      gtk_grid_remove (self->grid, self->ellipsis);
      self->ellipsis = NULL;
    }
  self->current = G_MAXUINT;
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
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->numbers, g_ptr_array_unref);
  g_clear_object (&self->game);

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
  gtk_widget_class_bind_template_child (widget_class, ParlourMoveListView, scroller);
  gtk_widget_class_bind_template_child (widget_class, ParlourMoveListView, grid);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
parlour_move_list_view_init (ParlourMoveListView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->buttons = g_ptr_array_new ();
  self->numbers = g_ptr_array_new ();
  self->view_ply = G_MAXUINT;
  self->current = G_MAXUINT;
  self->first_number = 1;

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "notify::upper",
                           G_CALLBACK (adjustment_changed_cb), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller),
                           "notify::page-size", G_CALLBACK (adjustment_changed_cb), self, 0);
}

GtkWidget *
parlour_move_list_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_MOVE_LIST_VIEW, NULL);
}

void
parlour_move_list_view_set_game (ParlourMoveListView *self,
                            ParlourGame     *game)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (!game || PARLOUR_IS_GAME (game));

  if (g_set_object (&self->game, game))
    {
      clear_rows (self);
      self->view_ply = G_MAXUINT;
      parlour_move_list_view_sync (self);
    }
}

/* Inserts @text before the check or mate mark at the end of @s. */
static void
insert_before_mark (GString    *s,
                    const char *text)
{
  gsize pos = s->len;

  while (pos > 0 && (s->str[pos - 1] == '+' || s->str[pos - 1] == '#'))
    pos--;
  g_string_insert (s, pos, text);
}

/**
 * parlour_move_list_view_dup_move_text:
 * @game: a game
 * @ply: a move of it, from 0
 *
 * The move as the list shows it: its SAN, with what the rules changed without
 * a letter in SAN made visible (docs/bungalow.md, "Move list"). A piece that
 * became another kind by capturing names the new kind ("fxg6=H"), with `^`
 * when it is royal ("Lxe5=C^"); a royal piece of another kind carries its mark
 * ("C^d5"), as in FEN; a pass reads "pass" in the user's language. Nothing
 * here knows a variant: the kinds come from the positions before and after.
 *
 * Returns: (transfer full): the text
 */
char *
parlour_move_list_view_dup_move_text (ParlourGame *game,
                                      guint        ply)
{
  ParlourMove move = parlour_game_get_move (game, ply);
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  const ParlourPosition *before, *after;
  ParlourPiece mover, placed;
  GString *s;

  if (flag == PARLOUR_MOVE_PASS)
    /* Translators: a pass in the move list (Bungalow: a turn without a move) */
    return g_strdup (C_("move", "pass"));

  s = g_string_new (parlour_game_get_san (game, ply));
  if (flag == PARLOUR_MOVE_DROP || PARLOUR_MOVE_PROMO (move) != 0)
    return g_string_free (s, FALSE);

  before = parlour_game_get_position_at (game, ply);
  after = parlour_game_get_position_at (game, ply + 1);
  mover = before->board[PARLOUR_MOVE_FROM (move)];
  placed = after->board[PARLOUR_MOVE_TO (move)];

  if (PARLOUR_PIECE_HAS_ROYAL_MARK (mover) && g_ascii_isupper (s->str[0]))
    g_string_insert_c (s, 1, '^');
  if (placed != PARLOUR_PIECE_EMPTY && flag != PARLOUR_MOVE_CASTLE
      && (PARLOUR_PIECE_KIND (placed) != PARLOUR_PIECE_KIND (mover)
          || PARLOUR_PIECE_HAS_ROYAL_MARK (placed) != PARLOUR_PIECE_HAS_ROYAL_MARK (mover)))
    {
      char promo[4] = { '=', parlour_variant_kind_letter (after->variant,
                                                          PARLOUR_PIECE_KIND (placed)), 0, 0 };

      if (PARLOUR_PIECE_HAS_ROYAL_MARK (placed))
        promo[2] = '^';
      insert_before_mark (s, promo);
    }
  return g_string_free (s, FALSE);
}

static GtkWidget *
add_button (ParlourMoveListView *self,
            guint            index)
{
  GtkWidget *button = gtk_button_new_with_label ("");
  guint slot = index + self->offset;

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  g_object_set_data (G_OBJECT (button), "ply", GUINT_TO_POINTER (index + 1));
  g_signal_connect_object (button, "clicked", G_CALLBACK (button_clicked_cb), self, 0);
  gtk_grid_attach (self->grid, button, 1 + slot % 2, slot / 2, 1, 1);
  g_ptr_array_add (self->buttons, button);
  return button;
}

static void
add_number (ParlourMoveListView *self,
            guint            row)
{
  g_autofree char *text = g_strdup_printf ("%u.", self->first_number + row);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "move-number");
  gtk_grid_attach (self->grid, label, 0, row, 1, 1);
  g_ptr_array_add (self->numbers, label);
}

void
parlour_move_list_view_sync (ParlourMoveListView *self)
{
  const ParlourPosition *initial;
  guint n = 0, offset = 0, first_number = 1, n_rows;

  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));

  if (self->game != NULL)
    {
      initial = parlour_game_get_initial_position (self->game);
      n = parlour_game_get_n_moves (self->game);
      offset = initial->side == PARLOUR_BLACK ? 1 : 0;
      first_number = MAX (initial->fullmove, 1);
    }

  if (offset != self->offset || first_number != self->first_number)
    {
      clear_rows (self);
      self->offset = offset;
      self->first_number = first_number;
    }

  while (self->buttons->len > n)
    {
      GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);
      gtk_grid_remove (self->grid, button);
    }
  n_rows = (n + offset + 1) / 2;
  while (self->numbers->len > n_rows)
    {
      GtkWidget *label = g_ptr_array_steal_index (self->numbers, self->numbers->len - 1);
      gtk_grid_remove (self->grid, label);
    }
  if (self->current != G_MAXUINT && self->current >= n)
    self->current = G_MAXUINT;

  while (self->numbers->len < n_rows)
    add_number (self, self->numbers->len);
  if (offset && n > 0 && self->ellipsis == NULL)
    {
      self->ellipsis = gtk_label_new ("…");
      gtk_widget_add_css_class (self->ellipsis, "dim-label");
      gtk_grid_attach (self->grid, self->ellipsis, 1, 0, 1, 1);
    }
  else if (n == 0 && self->ellipsis != NULL)
    {
      gtk_grid_remove (self->grid, self->ellipsis);
      self->ellipsis = NULL;
    }

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = i < self->buttons->len ? g_ptr_array_index (self->buttons, i)
                                                 : add_button (self, i);
      g_autofree char *text = parlour_move_list_view_dup_move_text (self->game, i);
      ParlourMove move = parlour_game_get_move (self->game, i);
      gboolean pass = PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_PASS;

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), text) != 0)
        gtk_button_set_label (GTK_BUTTON (button), text);
      if (pass != gtk_widget_has_css_class (button, "pass"))
        {
          if (pass)
            gtk_widget_add_css_class (button, "pass");
          else
            gtk_widget_remove_css_class (button, "pass");
        }
    }

  if (self->view_ply != G_MAXUINT && self->view_ply >= n)
    self->view_ply = G_MAXUINT;
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "moves" : "empty");
  update_current (self);
}

void
parlour_move_list_view_set_view_ply (ParlourMoveListView *self,
                                guint            ply)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));

  self->view_ply = ply >= self->buttons->len ? G_MAXUINT : ply;
  update_current (self);
}

guint
parlour_move_list_view_get_n_rows (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), 0);

  return self->numbers->len;
}

char *
parlour_move_list_view_dup_row_text (ParlourMoveListView *self,
                                guint            row)
{
  GString *text;

  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), NULL);

  if (row >= self->numbers->len)
    return NULL;

  text = g_string_new (gtk_label_get_text (g_ptr_array_index (self->numbers, row)));
  for (guint col = 0; col < 2; col++)
    {
      guint slot = row * 2 + col;

      if (slot < self->offset)
        g_string_append (text, " …");
      else if (slot - self->offset < self->buttons->len)
        g_string_append_printf (text, " %s",
                                gtk_button_get_label (g_ptr_array_index (self->buttons,
                                                                         slot - self->offset)));
    }
  return g_string_free (text, FALSE);
}

guint
parlour_move_list_view_get_current (ParlourMoveListView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self), G_MAXUINT);

  return self->current;
}

void
parlour_move_list_view_activate (ParlourMoveListView *self,
                            guint            index)
{
  g_return_if_fail (PARLOUR_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (index < self->buttons->len);

  g_signal_emit_by_name (g_ptr_array_index (self->buttons, index), "clicked");
}
