/* parlour-bingo-page.c — a Chess Bingo match's page: the board, the card and the match bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "In the app". The page stands in the play area in the
 * place of the board, as two boards would (parlour_play_area_set_n_boards), so
 * the play area sizes the board and the card as two squares of one side, in a
 * row or a column, with the bar's height more. Under both, the bar says what
 * happened and holds the match's next step (Tick Objectives…, Next Game): its
 * height never changes, so the board and the card keep their places when a
 * game ends. When two squares of PARLOUR_BINGO_PAGE_MIN_SPLIT do not fit, the
 * play area gives the page one square, the page shows the board alone and the
 * card is a click away in a sheet of its own (a narrow window).
 *
 * The page decides in size_allocate from the shape it is given, as
 * ParlourBoardsBox does: wider than two squares is a row, taller a column,
 * otherwise the board alone. The play area gives it all the width beside the
 * panel (parlour_play_area_set_board_fill): in a row the card takes what the
 * board leaves, up to twice its width, so that its cells' titles have longer
 * lines.
 */
#include "config.h"

#include "parlour-bingo-page.h"
#include "parlour-play-area.h"

#define BAR_SPACING 6
#define GAP         PARLOUR_PLAY_AREA_BOARD_GAP

struct _ParlourBingoPage
{
  GtkWidget             parent_instance;

  GtkWidget            *board;
  ParlourBingoCardView *card;
  GtkWidget            *bar;
  GtkWidget            *status_label;
  GtkWidget            *step_stack;
  GtkWidget            *step_button;
  GtkWidget            *card_button;

  gboolean              card_shown;
  int                   bar_height;  /* at the last allocation */
};

G_DEFINE_FINAL_TYPE (ParlourBingoPage, parlour_bingo_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BAR_HEIGHT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int            *min,
               int            *nat)
{
  *min = *nat = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, -1, min, nat, NULL, NULL);
}

int
parlour_bingo_page_get_bar_height (ParlourBingoPage *self)
{
  PangoContext *context;
  PangoFontMetrics *metrics;
  int step, card, unused, lines;

  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), 0);

  /* whatever the bar says: the step's button (the stack counts it while it
   * is hidden), the card's button, or the two lines of the status */
  gtk_widget_measure (self->step_stack, GTK_ORIENTATION_VERTICAL, -1, &step, &unused, NULL, NULL);
  gtk_widget_measure (self->card_button, GTK_ORIENTATION_VERTICAL, -1, &card, &unused, NULL,
                      NULL);
  context = gtk_widget_get_pango_context (self->status_label);
  metrics = pango_context_get_metrics (context, NULL, NULL);
  lines = 2 * PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));
  pango_font_metrics_unref (metrics);
  return MAX (MAX (step, card), lines) + BAR_SPACING;
}

/* The board alone at least: the card can always go into its sheet. The bar's
 * width is not the board's minimum (the play area sizes the board from this
 * one): the window's own minimum width leaves room for it. */
static void
parlour_bingo_page_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (widget);
  int board_min, board_nat, bar_min, bar_nat;

  measure_child (self->board, orientation, &board_min, &board_nat);
  measure_child (self->bar, orientation, &bar_min, &bar_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = board_min;
      *natural = MAX (2 * board_nat + GAP, bar_nat);
    }
  else
    {
      int bar = parlour_bingo_page_get_bar_height (self);

      *minimum = board_min + bar;
      *natural = board_nat + bar;
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
allocate (GtkWidget *child,
          int        x,
          int        y,
          int        width,
          int        height)
{
  GtkAllocation alloc = { x, y, width, height };
  int min, unused;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &unused, NULL, NULL);
  alloc.width = MAX (alloc.width, min);

  gtk_widget_size_allocate (child, &alloc, -1);
}

static void
parlour_bingo_page_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (widget);
  int bar = parlour_bingo_page_get_bar_height (self);
  int body = MAX (height - bar, 0);
  int row = MIN ((width - GAP) / 2, body);
  int column = MIN (width, (body - GAP) / 2);
  int side;

  /* the play area gives the bar this much room: it follows the style */
  if (self->bar_height != bar)
    {
      self->bar_height = bar;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BAR_HEIGHT]);
    }

  self->card_shown = MAX (row, column) >= PARLOUR_BINGO_PAGE_MIN_SPLIT;
  gtk_widget_set_child_visible (GTK_WIDGET (self->card), self->card_shown);
  if (self->card_shown && row >= column)
    {
      /* a row: the board, then the card, centred together; the card takes
       * the width left, up to twice the board's, for longer lines of text */
      int card_width, x;

      side = row;
      card_width = CLAMP (width - side - GAP, side, 2 * side);
      x = (width - side - GAP - card_width) / 2;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (GTK_WIDGET (self->card), x + side + GAP, 0, card_width, side);
      allocate (self->bar, x, side + BAR_SPACING, side + GAP + card_width, bar - BAR_SPACING);
    }
  else if (self->card_shown)
    {
      int x = (width - column) / 2;

      side = column;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (GTK_WIDGET (self->card), x, side + GAP, side, side);
      allocate (self->bar, x, 2 * side + GAP + BAR_SPACING, side, bar - BAR_SPACING);
    }
  else
    {
      int x;

      side = MIN (width, body);
      x = (width - side) / 2;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (self->bar, x, side + BAR_SPACING, side, bar - BAR_SPACING);
    }
}

static void
parlour_bingo_page_dispose (GObject *object)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_BINGO_PAGE);

  G_OBJECT_CLASS (parlour_bingo_page_parent_class)->dispose (object);
}

static void
parlour_bingo_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (object);

  switch (prop_id)
    {
    case PROP_BAR_HEIGHT:
      g_value_set_int (value, self->bar_height);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_bingo_page_class_init (ParlourBingoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_bingo_page_dispose;
  object_class->get_property = parlour_bingo_page_get_property;

  /* the bar's height (parlour_bingo_page_get_bar_height) as last laid out */
  properties[PROP_BAR_HEIGHT] =
    g_param_spec_int ("bar-height", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->measure = parlour_bingo_page_measure;
  widget_class->size_allocate = parlour_bingo_page_size_allocate;

  g_type_ensure (PARLOUR_TYPE_BINGO_CARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-bingo-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, card);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, bar);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, step_stack);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, step_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, card_button);
  gtk_widget_class_set_css_name (widget_class, "bingopage");
}

static void
parlour_bingo_page_init (ParlourBingoPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->card_shown = TRUE;
}

GtkWidget *
parlour_bingo_page_new (void)
{
  return g_object_new (PARLOUR_TYPE_BINGO_PAGE, NULL);
}

void
parlour_bingo_page_set_board (ParlourBingoPage *self,
                              GtkWidget        *board)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (board));

  if (self->board == board)
    return;
  parlour_bingo_page_take_board (self);
  self->board = board;
  /* first, so that keyboard focus reaches the board before the bar */
  gtk_widget_insert_after (board, GTK_WIDGET (self), NULL);
}

GtkWidget *
parlour_bingo_page_get_board (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->board;
}

void
parlour_bingo_page_take_board (ParlourBingoPage *self)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));

  g_clear_pointer (&self->board, gtk_widget_unparent);
}

ParlourBingoCardView *
parlour_bingo_page_get_card (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->card;
}

void
parlour_bingo_page_set_status (ParlourBingoPage *self,
                               const char       *text)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));

  gtk_label_set_text (GTK_LABEL (self->status_label), text != NULL ? text : "");
  /* an ellipsized line is whole in its tooltip */
  gtk_widget_set_tooltip_text (self->status_label, text);
}

const char *
parlour_bingo_page_get_status (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

void
parlour_bingo_page_set_step (ParlourBingoPage *self,
                             const char       *label,
                             const char       *action_name)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));

  gtk_stack_set_visible_child_name (GTK_STACK (self->step_stack), label != NULL ? "step" : "none");
  if (label == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (self->step_button), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->step_button), action_name);
}

GtkWidget *
parlour_bingo_page_get_step_button (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->step_button;
}

gboolean
parlour_bingo_page_get_step_shown (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->step_stack)), "step") == 0;
}

GtkWidget *
parlour_bingo_page_get_card_button (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->card_button;
}

gboolean
parlour_bingo_page_get_card_shown (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), FALSE);

  return self->card_shown;
}
