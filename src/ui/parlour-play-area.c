/* parlour-play-area.c — the board and the side panel, side by side or stacked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no breakpoints, and switching a GtkBox's orientation from a
 * size notification would lay the window out twice per resize. This widget
 * decides in its own size_allocate: wide, the board is the largest square left
 * of a fixed-width panel, and the panel is as tall as the board; narrow, the
 * panel goes below a square board as wide as the window allows. Of the two it
 * takes the one with the larger board, so a small landscape window keeps the
 * panel beside the board and a tall portrait one stacks them.
 */
#include "config.h"

#include "parlour-play-area.h"

#define PANEL_WIDTH 300      /* natural; 280 to 320 as the width allows */
#define PANEL_WIDTH_MIN 280
#define PANEL_WIDTH_MAX 320
#define SPACING     18
#define BOARD_GAP   PARLOUR_PLAY_AREA_BOARD_GAP
#define MARGIN      18
#define MARGIN_SMALL 12

struct _ParlourPlayArea
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *panel;
  guint      n_boards;   /* squares side by side in the board's place */
  int        min_split;  /* below this side, one square instead of n_boards */
  double     ratio;      /* a board's height per width */
  int        extra;      /* height each board needs beyond that (players' bars) */
  guint      narrow : 1;
  guint      stacked : 1;  /* several boards one above the other */
  guint      fill : 1;     /* the board's place takes all the width beside the panel */
};

G_DEFINE_FINAL_TYPE (ParlourPlayArea, parlour_play_area, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_PANEL,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A board @side wide is this tall, its players' bars included. */
static int
unit_height (ParlourPlayArea *self,
             int              side)
{
  return (int) (side * self->ratio) + self->extra;
}

/* the widest board that fits in @height */
static int
side_for_unit_height (ParlourPlayArea *self,
                      int              height)
{
  return (int) ((height - self->extra) / self->ratio);
}

/* The board's place holds @n boards @side wide, BOARD_GAP apart: in a
 * row, or (@stacked) a column. */
static int
boards_width (ParlourPlayArea *self,
              int              side,
              gboolean         stacked,
              guint            n)
{
  if (stacked)
    return side;
  return side * (int) n + BOARD_GAP * ((int) n - 1);
}

static int
boards_height (ParlourPlayArea *self,
               int              side,
               gboolean         stacked,
               guint            n)
{
  if (!stacked)
    return unit_height (self, side);
  return unit_height (self, side) * (int) n + BOARD_GAP * ((int) n - 1);
}

/* the side of each of @n squares when the boards' place is @width wide */
static int
side_for_width (ParlourPlayArea *self,
                int              width,
                guint            n)
{
  return (width - BOARD_GAP * ((int) n - 1)) / (int) n;
}

/* The side of each square in a place of @width x @height, and whether the
 * boards stand in a column for it: whichever arrangement gives the bigger
 * boards (a single board is never stacked). Boards that would be smaller
 * than min_split give way to one (@n_shown). */
static int
best_side (ParlourPlayArea *self,
           int              width,
           int              height,
           gboolean        *stacked,
           guint           *n_shown)
{
  int row = MIN (side_for_width (self, width, self->n_boards),
                 side_for_unit_height (self, height));
  int column = MIN (width, side_for_unit_height (self, (height - BOARD_GAP
                                                        * ((int) self->n_boards - 1))
                                                       / (int) self->n_boards));

  *stacked = self->n_boards > 1 && column > row;
  *n_shown = self->n_boards;
  if (self->n_boards > 1 && MAX (row, column) < self->min_split)
    {
      *stacked = FALSE;
      *n_shown = 1;
      return MIN (width, side_for_unit_height (self, height));
    }
  return *stacked ? column : row;
}

static int
margin_for (int width)
{
  return width >= PARLOUR_PLAY_AREA_NARROW_WIDTH ? MARGIN : MARGIN_SMALL;
}

/* the side panel's width in the wide layout: measuring its height for the
 * width it will get lets GTK reuse that measurement when allocating */
static int
wide_panel_width (ParlourPlayArea *self,
                  int              width)
{
  int panel_wmin, unused;

  gtk_widget_measure (self->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_wmin, &unused, NULL, NULL);
  return MAX (CLAMP (width * 3 / 10, PANEL_WIDTH_MIN, PANEL_WIDTH_MAX), panel_wmin);
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *min,
               int            *nat)
{
  *min = *nat = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, min, nat, NULL, NULL);
}

static GtkSizeRequestMode
parlour_play_area_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Where the board goes and how big it is, for one layout. */
typedef struct {
  int side;      /* the board's side; below the board's minimum: does not fit */
  gboolean stacked; /* several boards in a column */
  guint n;       /* the boards laid out: n_boards, or 1 below min_split */
  int panel_w;
  int panel_min; /* the panel's minimum height at panel_w */
  int panel_wmin;
  int margin;
} Layout;

static void
wide_layout (ParlourPlayArea *self,
             int              width,
             int              height,
             Layout          *l)
{
  int unused;

  l->margin = margin_for (width);
  l->panel_w = wide_panel_width (self, width);
  measure_child (self->panel, GTK_ORIENTATION_VERTICAL, l->panel_w, &l->panel_min, &unused);
  l->side = best_side (self, width - 2 * l->margin - SPACING - l->panel_w,
                       height - 2 * l->margin, &l->stacked, &l->n);
}

static void
narrow_layout (ParlourPlayArea *self,
               int              width,
               int              height,
               Layout          *l)
{
  int unused;

  measure_child (self->panel, GTK_ORIENTATION_HORIZONTAL, -1, &l->panel_wmin, &unused);
  l->margin = margin_for (width);
  l->panel_w = MAX (width - 2 * l->margin, l->panel_wmin);
  measure_child (self->panel, GTK_ORIENTATION_VERTICAL, l->panel_w, &l->panel_min, &unused);
  l->side = best_side (self, width - 2 * l->margin,
                       height - 2 * l->margin - SPACING - l->panel_min, &l->stacked, &l->n);
}

/* The wide layout needs room for a board of its minimum size beside the panel. */
static gboolean
wide_fits (ParlourPlayArea *self,
           int              width)
{
  int board_min, unused;

  measure_child (self->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &unused);
  return width - 2 * margin_for (width) - SPACING - wide_panel_width (self, width) >= board_min;
}

static void
parlour_play_area_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  ParlourPlayArea *self = PARLOUR_PLAY_AREA (widget);
  int board_min, board_nat, panel_min, panel_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      measure_child (self->board, orientation, -1, &board_min, &board_nat);
      measure_child (self->panel, orientation, -1, &panel_min, &panel_nat);
      /* the narrow layout is the smallest one */
      *minimum = MAX (board_min, panel_min) + 2 * MARGIN_SMALL;
      *natural = MAX (board_nat, 480) + SPACING + MAX (panel_min, PANEL_WIDTH) + 2 * MARGIN;
    }
  else if (for_size < 0)
    {
      measure_child (self->board, orientation, -1, &board_min, &board_nat);
      /* with no width given: the narrowest panel of the wide layout, so the
       * tallest; it is also the width a window below 933 px (the default
       * 880) gives it, and GTK reuses this measurement when allocating */
      measure_child (self->panel, orientation, PANEL_WIDTH_MIN, &panel_min, &panel_nat);
      *minimum = MAX (board_min, panel_min) + 2 * MARGIN;
      *natural = MAX (MAX (board_nat, 480), panel_nat) + 2 * MARGIN;
    }
  else if (for_size >= PARLOUR_PLAY_AREA_NARROW_WIDTH && wide_fits (self, for_size))
    {
      /* side by side takes less height than stacked at this width */
      int margin = margin_for (for_size);

      measure_child (self->board, orientation, -1, &board_min, &board_nat);
      measure_child (self->panel, orientation, wide_panel_width (self, for_size),
                     &panel_min, &panel_nat);
      *minimum = MAX (board_min, panel_min) + 2 * margin;
      *natural = MAX (MAX (board_nat, 480), panel_nat) + 2 * margin;
    }
  else
    {
      int inner = MAX (for_size - 2 * MARGIN_SMALL, 0);

      measure_child (self->board, orientation, -1, &board_min, &board_nat);
      measure_child (self->panel, orientation, inner, &panel_min, &panel_nat);
      *minimum = board_min + SPACING + panel_min + 2 * MARGIN_SMALL;
      *natural = MAX (board_nat, inner) + SPACING + panel_nat + 2 * MARGIN_SMALL;

      /* a small landscape window may put the panel beside the board instead */
      if (wide_fits (self, for_size))
        {
          int margin = margin_for (for_size);

          measure_child (self->panel, orientation, wide_panel_width (self, for_size),
                         &panel_min, &panel_nat);
          *minimum = MIN (*minimum, MAX (board_min, panel_min) + 2 * margin);
        }
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
parlour_play_area_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  ParlourPlayArea *self = PARLOUR_PLAY_AREA (widget);
  int board_min, unused;
  gboolean narrow = TRUE;
  Layout wide, stacked;
  GtkAllocation board_alloc, panel_alloc;
  int panel_h;

  measure_child (self->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &unused);

  if (wide_fits (self, width))
    {
      int margin = margin_for (width);

      wide_layout (self, width, height, &wide);
      /* stacked only where that makes the board bigger; a stacked board is
       * never larger than this, and measuring the panel for another width
       * is work the first frame can do without */
      narrow = FALSE;
      if (wide.n < self->n_boards || MIN (width, height - SPACING) - 2 * margin > wide.side)
        {
          narrow_layout (self, width, height, &stacked);
          /* all the boards first, then the bigger ones */
          narrow = stacked.n > wide.n || (stacked.n == wide.n && stacked.side > wide.side);
        }
    }
  else
    narrow_layout (self, width, height, &stacked);

  if (!narrow)
    {
      int side = MAX (wide.side, wide.stacked ? board_min
                                              : side_for_width (self, board_min, wide.n));
      int boards_w = boards_width (self, side, wide.stacked, wide.n);
      int boards_h = boards_height (self, side, wide.stacked, wide.n);

      panel_h = MIN (MAX (boards_h, wide.panel_min),
                     MAX (height - 2 * wide.margin, wide.panel_min));
      if (self->fill)
        boards_w = MAX (width - 2 * wide.margin - SPACING - wide.panel_w, boards_w);
      board_alloc.x = MAX ((width - (boards_w + SPACING + wide.panel_w)) / 2, wide.margin);
      board_alloc.y = (height - boards_h) / 2;
      board_alloc.width = boards_w;
      board_alloc.height = boards_h;
      self->stacked = wide.stacked;
      panel_alloc.x = board_alloc.x + boards_w + SPACING;
      panel_alloc.y = (height - panel_h) / 2;
      panel_alloc.width = wide.panel_w;
    }
  else
    {
      int side = MAX (stacked.side, stacked.stacked ? board_min
                                                    : side_for_width (self, board_min,
                                                                      stacked.n));
      int boards_w = boards_width (self, side, stacked.stacked, stacked.n);
      int boards_h = boards_height (self, side, stacked.stacked, stacked.n);
      int panel_w;

      if (self->fill && !stacked.stacked)
        boards_w = MAX (width - 2 * stacked.margin, boards_w);
      panel_w = MAX (boards_w, stacked.panel_wmin);

      panel_h = MAX (height - 2 * stacked.margin - SPACING - boards_h, stacked.panel_min);
      board_alloc.x = (width - boards_w) / 2;
      board_alloc.y = stacked.margin;
      board_alloc.width = boards_w;
      board_alloc.height = boards_h;
      panel_alloc.x = (width - panel_w) / 2;
      panel_alloc.y = stacked.margin + boards_h + SPACING;
      self->stacked = stacked.stacked;
      panel_alloc.width = panel_w;
    }
  panel_alloc.height = panel_h;

  if (self->board != NULL && gtk_widget_should_layout (self->board))
    gtk_widget_size_allocate (self->board, &board_alloc, -1);
  if (self->panel != NULL && gtk_widget_should_layout (self->panel))
    gtk_widget_size_allocate (self->panel, &panel_alloc, -1);

  if (self->narrow != narrow)
    {
      self->narrow = narrow;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
    }
}

static void
parlour_play_area_dispose (GObject *object)
{
  ParlourPlayArea *self = PARLOUR_PLAY_AREA (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_pointer (&self->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (parlour_play_area_parent_class)->dispose (object);
}

static void
parlour_play_area_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ParlourPlayArea *self = PARLOUR_PLAY_AREA (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_PANEL:
      g_value_set_object (value, self->panel);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_play_area_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ParlourPlayArea *self = PARLOUR_PLAY_AREA (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      parlour_play_area_set_board (self, g_value_get_object (value));
      break;
    case PROP_PANEL:
      parlour_play_area_set_panel (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_play_area_class_init (ParlourPlayAreaClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_play_area_dispose;
  object_class->get_property = parlour_play_area_get_property;
  object_class->set_property = parlour_play_area_set_property;

  widget_class->get_request_mode = parlour_play_area_get_request_mode;
  widget_class->measure = parlour_play_area_measure;
  widget_class->size_allocate = parlour_play_area_size_allocate;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PANEL] =
    g_param_spec_object ("panel", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "playarea");
}

static void
parlour_play_area_init (ParlourPlayArea *self)
{
  self->n_boards = 1;
  self->ratio = 1.0;
}

GtkWidget *
parlour_play_area_new (void)
{
  return g_object_new (PARLOUR_TYPE_PLAY_AREA, NULL);
}

static void
set_child (ParlourPlayArea  *self,
           GtkWidget       **slot,
           GtkWidget        *child,
           GParamSpec       *pspec)
{
  if (*slot == child)
    return;

  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      /* the board first, so that keyboard focus reaches it before the panel */
      if (slot == &self->board)
        gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
      else
        gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

void
parlour_play_area_set_n_boards (ParlourPlayArea *self,
                                guint            n_boards)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));
  g_return_if_fail (n_boards > 0);

  if (self->n_boards == n_boards)
    return;
  self->n_boards = n_boards;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
parlour_play_area_set_board_shape (ParlourPlayArea *self,
                                   double           height_for_width,
                                   int              extra)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));
  g_return_if_fail (height_for_width > 0);

  extra = MAX (extra, 0);
  if (self->extra == extra && self->ratio == height_for_width)
    return;
  self->extra = extra;
  self->ratio = height_for_width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
parlour_play_area_set_board_fill (ParlourPlayArea *self,
                                  gboolean         fill)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));

  if (self->fill == !!fill)
    return;
  self->fill = !!fill;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
parlour_play_area_set_min_split (ParlourPlayArea *self,
                                 int              side)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));

  if (self->min_split == side)
    return;
  self->min_split = side;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
parlour_play_area_get_boards_stacked (ParlourPlayArea *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_AREA (self), FALSE);

  return self->stacked;
}

void
parlour_play_area_set_board (ParlourPlayArea *self,
                             GtkWidget       *board)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));
  g_return_if_fail (!board || GTK_IS_WIDGET (board));

  set_child (self, &self->board, board, properties[PROP_BOARD]);
}

GtkWidget *
parlour_play_area_get_board (ParlourPlayArea *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_AREA (self), NULL);

  return self->board;
}

void
parlour_play_area_set_panel (ParlourPlayArea *self,
                             GtkWidget       *panel)
{
  g_return_if_fail (PARLOUR_IS_PLAY_AREA (self));
  g_return_if_fail (!panel || GTK_IS_WIDGET (panel));

  set_child (self, &self->panel, panel, properties[PROP_PANEL]);
}

GtkWidget *
parlour_play_area_get_panel (ParlourPlayArea *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_AREA (self), NULL);

  return self->panel;
}

gboolean
parlour_play_area_get_narrow (ParlourPlayArea *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_AREA (self), FALSE);

  return self->narrow;
}
