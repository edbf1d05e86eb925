/* parlour-bingo-card-view.c — a Chess Bingo card: 25 objectives, both players' ticks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. Each cell shows its objective and, per player in that
 * player's colour, a tick, the running count of a cumulative objective ("3/10")
 * or a mark when the objective is completed in the game on the board and can be
 * ticked after it. Cells of a complete line take the line's player's colour; in
 * lockout a ticked cell belongs to its player. The view only shows: ticking is
 * the tick dialog's (parlour-bingo-tick-dialog.c), which lets a player choose
 * the free tick on a card of its own: while the card is "choosing", a click
 * (or Enter on a focused cell) on a cell emits ::cell-activated, and the cells
 * show which may be chosen and which is.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-card-view.h"

#define SPACING      6   /* between the scores and the grid */
#define CELL_SPACING 3
#define TITLE_LINES  4   /* at most, in a cell tall enough */

typedef struct {
  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *count[2];
} Cell;

struct _ParlourBingoCardView
{
  GtkWidget          parent_instance;

  ParlourBingoMatch *match;
  gulong             changed_id;
  char              *names[2];
  char              *score_text;

  GtkWidget         *scores;
  GtkWidget         *score_label[2];
  GtkWidget         *grid;
  Cell               cells[PARLOUR_BINGO_CARD_CELLS];
  gboolean           choosing;
};

G_DEFINE_FINAL_TYPE (ParlourBingoCardView, parlour_bingo_card_view, GTK_TYPE_WIDGET)

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const player_class[2] = { "bingo-player-0", "bingo-player-1" };

static const char *
player_name (ParlourBingoCardView *self,
             guint                 player)
{
  if (self->names[player] != NULL && *self->names[player] != '\0')
    return self->names[player];
  return player == 0 ? _("Player 1") : _("Player 2");
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* cells in a complete line of @player */
static void
find_lines (ParlourBingoMatch *match,
            guint              player,
            gboolean           in_line[PARLOUR_BINGO_CARD_CELLS])
{
  for (guint l = 0; l < PARLOUR_BINGO_CARD_LINES; l++)
    {
      guint cells[PARLOUR_BINGO_CARD_SIZE];
      gboolean full = TRUE;

      parlour_bingo_card_line (l, cells);
      for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
        full = full && parlour_bingo_match_is_ticked (match, player, cells[i]);
      for (guint i = 0; full && i < PARLOUR_BINGO_CARD_SIZE; i++)
        in_line[cells[i]] = TRUE;
    }
}

static char *
count_text (ParlourBingoMatch           *match,
            const ParlourBingoObjective *o,
            guint                        player,
            guint                        cell,
            gboolean                     live)
{
  guint progress;

  if (parlour_bingo_match_is_ticked (match, player, cell))
    return g_strdup ("✓");
  progress = parlour_bingo_match_get_progress (match, player, cell);
  if (o->target > 1 && (o->scope == PARLOUR_BINGO_CUMULATIVE || progress > 0))
    return g_strdup_printf ("%u/%u", MIN (progress, o->target), o->target);
  return g_strdup (live ? "●" : "");
}

static void
update_cell (ParlourBingoCardView *self,
             guint                 cell,
             const gboolean        in_line[2][PARLOUR_BINGO_CARD_CELLS])
{
  const ParlourBingoCard *card = parlour_bingo_match_get_card (self->match);
  const ParlourBingoObjective *o = card->cells[cell];
  gboolean lockout = parlour_bingo_match_get_settings (self->match)->goal == PARLOUR_BINGO_LOCKOUT;
  Cell *c = &self->cells[cell];
  g_autoptr(GString) tooltip = g_string_new (_(o->title));

  gtk_label_set_text (GTK_LABEL (c->title), _(o->title));
  for (guint p = 0; p < 2; p++)
    {
      gboolean ticked = parlour_bingo_match_is_ticked (self->match, p, cell);
      gboolean closed = lockout && parlour_bingo_match_is_ticked (self->match, !p, cell);
      gboolean live = !ticked && !closed && parlour_bingo_match_is_completed (self->match, p, cell);
      g_autofree char *count = count_text (self->match, o, p, cell, live);
      g_autofree char *class_ticked = g_strdup_printf ("ticked-%u", p);
      g_autofree char *class_line = g_strdup_printf ("line-%u", p);
      g_autofree char *class_live = g_strdup_printf ("live-%u", p);

      gtk_label_set_text (GTK_LABEL (c->count[p]), count);
      set_class (c->box, class_ticked, ticked);
      set_class (c->box, class_line, !lockout && in_line[p][cell]);
      set_class (c->box, class_live, live);

      g_string_append_c (tooltip, '\n');
      if (ticked)
        /* Translators: a bingo cell's tooltip: "Ana: ticked" */
        g_string_append_printf (tooltip, _("%s: ticked"), player_name (self, p));
      else if (closed)
        g_string_append_printf (tooltip, _("%s: closed (lockout)"), player_name (self, p));
      else if (live)
        g_string_append_printf (tooltip, _("%s: completed, can be ticked"), player_name (self, p));
      else if (*count != '\0')
        /* Translators: a bingo cell's tooltip: "Ana: 3/10" */
        g_string_append_printf (tooltip, _("%s: %s"), player_name (self, p), count);
      else
        g_string_append_printf (tooltip, _("%s: not yet"), player_name (self, p));
    }
  gtk_widget_set_tooltip_text (c->box, tooltip->str);
}

void
parlour_bingo_card_view_update (ParlourBingoCardView *self)
{
  gboolean in_line[2][PARLOUR_BINGO_CARD_CELLS] = { { FALSE } };
  g_autoptr(GString) score = g_string_new (NULL);

  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));

  gtk_widget_set_visible (self->grid, self->match != NULL);
  if (self->match == NULL)
    return;

  for (guint p = 0; p < 2; p++)
    find_lines (self->match, p, in_line[p]);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    update_cell (self, cell, in_line);

  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *text = NULL;

      /* Translators: a player's score on the bingo card: name, then lines or
       * ticks so far out of the target, e.g. "Ana 1/3" */
      text = g_strdup_printf (_("%s %u/%u"), player_name (self, p),
                              parlour_bingo_match_get_score (self->match, p),
                              parlour_bingo_match_get_target (self->match, p));
      gtk_label_set_text (GTK_LABEL (self->score_label[p]), text);
      if (p > 0)
        g_string_append (score, " · ");
      g_string_append (score, text);
    }
  g_free (self->score_text);
  self->score_text = g_string_free (g_steal_pointer (&score), FALSE);
}

static void
match_changed_cb (ParlourBingoMatch    *match,
                  ParlourBingoCardView *self)
{
  parlour_bingo_card_view_update (self);
}

void
parlour_bingo_card_view_set_match (ParlourBingoCardView *self,
                                   ParlourBingoMatch    *match)
{
  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));
  g_return_if_fail (match == NULL || PARLOUR_IS_BINGO_MATCH (match));

  if (self->match == match)
    {
      parlour_bingo_card_view_update (self);
      return;
    }
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_set_object (&self->match, match);
  if (match != NULL)
    self->changed_id = g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  parlour_bingo_card_view_update (self);
}

ParlourBingoMatch *
parlour_bingo_card_view_get_match (ParlourBingoCardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self), NULL);

  return self->match;
}

void
parlour_bingo_card_view_set_names (ParlourBingoCardView *self,
                                   const char           *player0,
                                   const char           *player1)
{
  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));

  g_free (self->names[0]);
  g_free (self->names[1]);
  self->names[0] = g_strdup (player0);
  self->names[1] = g_strdup (player1);
  parlour_bingo_card_view_update (self);
}

GtkWidget *
parlour_bingo_card_view_get_cell (ParlourBingoCardView *self,
                                  guint                 cell)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self), NULL);
  g_return_val_if_fail (cell < PARLOUR_BINGO_CARD_CELLS, NULL);

  return self->cells[cell].box;
}

const char *
parlour_bingo_card_view_get_count (ParlourBingoCardView *self,
                                   guint                 cell,
                                   guint                 player)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self), NULL);
  g_return_val_if_fail (cell < PARLOUR_BINGO_CARD_CELLS && player < 2, NULL);

  return gtk_label_get_text (GTK_LABEL (self->cells[cell].count[player]));
}

const char *
parlour_bingo_card_view_get_score_text (ParlourBingoCardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self), NULL);

  return self->score_text;
}

void
parlour_bingo_card_view_activate_cell (ParlourBingoCardView *self,
                                       guint                 cell)
{
  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));
  g_return_if_fail (cell < PARLOUR_BINGO_CARD_CELLS);

  if (self->choosing)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
}

static guint
cell_of (ParlourBingoCardView *self,
         GtkWidget            *box)
{
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    if (self->cells[cell].box == box)
      return cell;
  g_return_val_if_reached (0);
}

static void
cell_released_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  gpointer         user_data)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  parlour_bingo_card_view_activate_cell (user_data, cell_of (user_data, box));
}

static gboolean
cell_key_cb (GtkEventControllerKey *keys,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             gpointer               user_data)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_space)
    return FALSE;
  parlour_bingo_card_view_activate_cell (user_data, cell_of (user_data, box));
  return TRUE;
}

void
parlour_bingo_card_view_set_choosing (ParlourBingoCardView *self,
                                      gboolean              choosing)
{
  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));

  self->choosing = choosing;
  set_class (GTK_WIDGET (self), "choosing", choosing);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      gtk_widget_set_focusable (self->cells[cell].box, choosing);
      gtk_widget_set_cursor_from_name (self->cells[cell].box, choosing ? "pointer" : NULL);
    }
}

void
parlour_bingo_card_view_set_cell_choice (ParlourBingoCardView *self,
                                         guint                 cell,
                                         gboolean              allowed,
                                         gboolean              chosen)
{
  g_return_if_fail (PARLOUR_IS_BINGO_CARD_VIEW (self));
  g_return_if_fail (cell < PARLOUR_BINGO_CARD_CELLS);

  set_class (self->cells[cell].box, "allowed", allowed);
  set_class (self->cells[cell].box, "refused", !allowed);
  set_class (self->cells[cell].box, "chosen", chosen);
}

static GtkWidget *
new_cell (ParlourBingoCardView *self,
          Cell                 *c)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  GtkWidget *counts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  c->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (c->box, "bingo-cell");
  gtk_widget_set_hexpand (c->box, TRUE);
  gtk_widget_set_vexpand (c->box, TRUE);

  c->title = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (c->title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (c->title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (c->title), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (c->title), 12);
  gtk_label_set_ellipsize (GTK_LABEL (c->title), PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (GTK_LABEL (c->title), TITLE_LINES);
  gtk_widget_set_vexpand (c->title, TRUE);
  gtk_widget_add_css_class (c->title, "bingo-title");
  gtk_box_append (GTK_BOX (c->box), c->title);

  gtk_widget_set_halign (counts, GTK_ALIGN_CENTER);
  for (guint p = 0; p < 2; p++)
    {
      c->count[p] = gtk_label_new (NULL);
      gtk_widget_add_css_class (c->count[p], "bingo-count");
      gtk_widget_add_css_class (c->count[p], player_class[p]);
      gtk_box_append (GTK_BOX (counts), c->count[p]);
    }
  gtk_box_append (GTK_BOX (c->box), counts);

  g_signal_connect_object (click, "released", G_CALLBACK (cell_released_cb), self, 0);
  gtk_widget_add_controller (c->box, GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (cell_key_cb), self, 0);
  gtk_widget_add_controller (c->box, keys);
  return c->box;
}

/* The height of one line of the cells' titles. */
static int
title_line_height (ParlourBingoCardView *self)
{
  PangoContext *context = gtk_widget_get_pango_context (self->cells[0].title);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int height = PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));

  pango_font_metrics_unref (metrics);
  return MAX (height, 1);
}

/* A cell's height without its title: the counts, the padding and the spacing. */
static int
cell_frame_height (ParlourBingoCardView *self)
{
  Cell *c = &self->cells[0];
  int box_min, title_min, unused;

  /* the box's minimum with the title as it is, less the title's */
  gtk_widget_measure (c->box, GTK_ORIENTATION_VERTICAL, -1, &box_min, &unused, NULL, NULL);
  gtk_widget_measure (c->title, GTK_ORIENTATION_VERTICAL, -1, &title_min, &unused, NULL, NULL);
  return box_min - title_min;
}

/* The smallest card shows one line of each title: the titles are shortened
 * to the lines their cells have room for (size_allocate), and are whole in
 * the cells' tooltips and in the card's own window. */
static void
parlour_bingo_card_view_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  ParlourBingoCardView *self = PARLOUR_BINGO_CARD_VIEW (widget);
  int scores_min, scores_nat, grid_min, grid_nat;

  gtk_widget_measure (self->scores, orientation, -1, &scores_min, &scores_nat, NULL, NULL);
  gtk_widget_measure (self->grid, orientation, -1, &grid_min, &grid_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (scores_min, grid_min);
      *natural = MAX (scores_nat, grid_nat);
    }
  else
    {
      int rows_min = PARLOUR_BINGO_CARD_SIZE * (cell_frame_height (self)
                                                + title_line_height (self))
                     + (PARLOUR_BINGO_CARD_SIZE - 1) * CELL_SPACING;

      *minimum = scores_min + SPACING + (gtk_widget_get_visible (self->grid) ? rows_min : 0);
      *natural = scores_nat + SPACING + (gtk_widget_get_visible (self->grid) ? grid_nat : 0);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
parlour_bingo_card_view_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  ParlourBingoCardView *self = PARLOUR_BINGO_CARD_VIEW (widget);
  int scores_min, scores_nat, unused;
  GtkAllocation alloc;

  gtk_widget_measure (self->scores, GTK_ORIENTATION_VERTICAL, width, &scores_min, &scores_nat,
                      NULL, NULL);
  alloc = (GtkAllocation) { 0, 0, width, scores_nat };
  gtk_widget_size_allocate (self->scores, &alloc, -1);
  if (!gtk_widget_get_visible (self->grid))
    return;

  alloc.y = scores_nat + SPACING;
  alloc.height = MAX (height - alloc.y, 0);
  {
    int row = (alloc.height - (PARLOUR_BINGO_CARD_SIZE - 1) * CELL_SPACING)
              / PARLOUR_BINGO_CARD_SIZE;
    int lines = CLAMP ((row - cell_frame_height (self)) / title_line_height (self), 1,
                       TITLE_LINES);

    /* as many lines of each title as its cell has room for, ellipsized */
    for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
      if (gtk_label_get_lines (GTK_LABEL (self->cells[cell].title)) != lines)
        gtk_label_set_lines (GTK_LABEL (self->cells[cell].title), lines);
  }
  gtk_widget_measure (self->grid, GTK_ORIENTATION_VERTICAL, width, &unused, &unused, NULL, NULL);
  gtk_widget_size_allocate (self->grid, &alloc, -1);
}

static void
parlour_bingo_card_view_dispose (GObject *object)
{
  ParlourBingoCardView *self = PARLOUR_BINGO_CARD_VIEW (object);
  GtkWidget *child;

  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (parlour_bingo_card_view_parent_class)->dispose (object);
}

static void
parlour_bingo_card_view_finalize (GObject *object)
{
  ParlourBingoCardView *self = PARLOUR_BINGO_CARD_VIEW (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->score_text);

  G_OBJECT_CLASS (parlour_bingo_card_view_parent_class)->finalize (object);
}

static void
parlour_bingo_card_view_class_init (ParlourBingoCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_bingo_card_view_dispose;
  object_class->finalize = parlour_bingo_card_view_finalize;
  widget_class->measure = parlour_bingo_card_view_measure;
  widget_class->size_allocate = parlour_bingo_card_view_size_allocate;

  /**
   * ParlourBingoCardView::cell-activated:
   * @cell: the cell clicked, from 0 row by row
   *
   * While the card is choosing, a cell was clicked or activated by the keyboard.
   */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_css_name (widget_class, "bingocard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
parlour_bingo_card_view_init (ParlourBingoCardView *self)
{
  GtkWidget *scores = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->scores = scores;
  gtk_widget_set_halign (scores, GTK_ALIGN_CENTER);
  for (guint p = 0; p < 2; p++)
    {
      self->score_label[p] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->score_label[p], "bingo-score");
      gtk_widget_add_css_class (self->score_label[p], player_class[p]);
      gtk_box_append (GTK_BOX (scores), self->score_label[p]);
    }
  gtk_widget_set_parent (scores, GTK_WIDGET (self));

  self->grid = gtk_grid_new ();
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), CELL_SPACING);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), CELL_SPACING);
  gtk_widget_set_vexpand (self->grid, TRUE);
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    gtk_grid_attach (GTK_GRID (self->grid), new_cell (self, &self->cells[cell]),
                     cell % PARLOUR_BINGO_CARD_SIZE, cell / PARLOUR_BINGO_CARD_SIZE, 1, 1);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  gtk_widget_set_visible (self->grid, FALSE);
}

GtkWidget *
parlour_bingo_card_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_BINGO_CARD_VIEW, NULL);
}
