/* parlour-piece-palette.c — the position editor's pieces to place, both colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One widget draws every cell with the board's piece art (the same piece cache,
 * so a Leader <kind> wears the board's crown), rather than a button per piece:
 * a Bungalow palette has two dozen pieces, and each would render its own. A
 * click selects the piece that clicks on the board place (docs/editor.md); a
 * drag carries it out, and the editor finds the square where it was let go.
 * The palette takes the keyboard focus (Tab): the arrow keys move a cursor over
 * the cells, which the focus ring shows, and Enter or Space selects its piece.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "parlour-piece-cache.h"
#include "parlour-piece-info.h"
#include "parlour-piece-palette.h"

/* a drag starts once the pointer moved this far, as GTK's own */
#define DRAG_THRESHOLD  8
#define NATURAL_CELL    44
#define MIN_CELL        20
#define MAX_ITEMS       (2 * PARLOUR_MAX_KINDS + 1)

struct _ParlourPiecePalette
{
  GtkWidget             parent_instance;

  const ParlourVariant *variant;
  ParlourPiece          items[MAX_ITEMS];   /* White's; Black's are the same in black */
  guint                 n_items;
  ParlourPiece          selected;
  GtkOrientation        orientation;
  ParlourPieceCache    *pieces;
  guint                 texture_px;
  guint                 cursor_index;       /* the keyboard's cell */
  guint                 cursor_color;

  /* the drag under way */
  int                   drag_item;          /* -1: none */
  guint                 drag_color;
  double                drag_x, drag_y;
  gboolean              dragging;
};

G_DEFINE_FINAL_TYPE (ParlourPiecePalette, parlour_piece_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  PROP_PIECE_SET,
  N_PROPS
};

enum {
  PIECE_DRAGGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static ParlourPiece
item_piece (ParlourPiecePalette *self,
            guint                index,
            guint                color)
{
  ParlourPiece p = self->items[index];

  return p == PARLOUR_PIECE_EMPTY || color == PARLOUR_WHITE ? p : (p | PARLOUR_PIECE_BLACK);
}

/* The cell size and where the cells start, for the palette's allocation. */
static int
cell_geometry (ParlourPiecePalette *self,
               int                 *x0,
               int                 *y0)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  guint n = MAX (self->n_items, 1);
  int cell;

  if (self->orientation == GTK_ORIENTATION_VERTICAL)
    cell = MIN (w / 2, h / (int) n);
  else
    cell = MIN (w / (int) n, h / 2);
  cell = MAX (cell, 1);
  /* centred across, from the start along */
  if (self->orientation == GTK_ORIENTATION_VERTICAL)
    {
      *x0 = (w - 2 * cell) / 2;
      *y0 = 0;
    }
  else
    {
      *x0 = 0;
      *y0 = (h - 2 * cell) / 2;
    }
  return cell;
}

static void
cell_origin (ParlourPiecePalette *self,
             guint                index,
             guint                color,
             int                 *x,
             int                 *y,
             int                 *cell)
{
  int x0, y0;

  *cell = cell_geometry (self, &x0, &y0);
  if (self->orientation == GTK_ORIENTATION_VERTICAL)
    {
      *x = x0 + (int) color * *cell;
      *y = y0 + (int) index * *cell;
    }
  else
    {
      *x = x0 + (int) index * *cell;
      *y = y0 + (int) color * *cell;
    }
}

static gboolean
item_at (ParlourPiecePalette *self,
         double               x,
         double               y,
         guint               *index,
         guint               *color)
{
  int x0, y0, cell = cell_geometry (self, &x0, &y0);
  int col = (int) ((x - x0) / cell), row = (int) ((y - y0) / cell);
  int i, c;

  if (x < x0 || y < y0)
    return FALSE;
  i = self->orientation == GTK_ORIENTATION_VERTICAL ? row : col;
  c = self->orientation == GTK_ORIENTATION_VERTICAL ? col : row;
  if (i >= (int) self->n_items || c > 1)
    return FALSE;
  *index = i;
  *color = c;
  return TRUE;
}

static void
append_item (ParlourPiecePalette *self,
             ParlourPiece         piece)
{
  g_return_if_fail (self->n_items < MAX_ITEMS);
  self->items[self->n_items++] = piece;
}

void
parlour_piece_palette_set_variant (ParlourPiecePalette  *self,
                                   const ParlourVariant *variant)
{
  g_return_if_fail (PARLOUR_IS_PIECE_PALETTE (self));
  g_return_if_fail (variant != NULL);

  self->variant = variant;
  self->n_items = 0;
  for (guint k = 1; k <= variant->n_kinds; k++)
    append_item (self, PARLOUR_PIECE_MAKE (k, PARLOUR_WHITE));
  /* the marks the FEN reader accepts: `^` where captures promote, `~` with drops */
  for (guint k = 1; k <= variant->n_kinds; k++)
    if (!variant->kinds[k].royal && !variant->kinds[k].pawn)
      {
        if (variant->ops->capture_promotion != NULL)
          append_item (self, PARLOUR_PIECE_MAKE (k, PARLOUR_WHITE) | PARLOUR_PIECE_ROYAL);
        if (variant->flags & PARLOUR_VARIANT_DROPS)
          append_item (self, PARLOUR_PIECE_MAKE (k, PARLOUR_WHITE) | PARLOUR_PIECE_PROMOTED);
      }
  append_item (self, PARLOUR_PIECE_EMPTY);
  self->selected = self->items[0];
  self->cursor_index = 0;
  self->cursor_color = PARLOUR_WHITE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

ParlourPiece
parlour_piece_palette_get_selected (ParlourPiecePalette *self)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_PALETTE (self), PARLOUR_PIECE_EMPTY);
  return self->selected;
}

gboolean
parlour_piece_palette_set_selected (ParlourPiecePalette *self,
                                    ParlourPiece         piece)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_PALETTE (self), FALSE);

  for (guint i = 0; i < self->n_items; i++)
    for (guint c = 0; c < 2; c++)
      if (item_piece (self, i, c) == piece)
        {
          /* the keyboard goes on from the piece chosen, however it was */
          self->cursor_index = i;
          self->cursor_color = c;
          if (self->selected != piece)
            {
              self->selected = piece;
              g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
              gtk_widget_queue_draw (GTK_WIDGET (self));
            }
          return TRUE;
        }
  return FALSE;
}

void
parlour_piece_palette_set_orientation (ParlourPiecePalette *self,
                                       GtkOrientation       orientation)
{
  g_return_if_fail (PARLOUR_IS_PIECE_PALETTE (self));

  if (self->orientation == orientation)
    return;
  self->orientation = orientation;
  /* the editor sets it while it allocates: only the drawing changes now */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
parlour_piece_palette_get_n_per_color (ParlourPiecePalette *self)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_PALETTE (self), 0);
  return self->n_items;
}

gboolean
parlour_piece_palette_item_center (ParlourPiecePalette *self,
                                   ParlourPiece         piece,
                                   double              *x,
                                   double              *y)
{
  g_return_val_if_fail (PARLOUR_IS_PIECE_PALETTE (self), FALSE);

  for (guint i = 0; i < self->n_items; i++)
    for (guint c = 0; c < 2; c++)
      if (item_piece (self, i, c) == piece)
        {
          int cx, cy, cell;

          cell_origin (self, i, c, &cx, &cy, &cell);
          *x = cx + cell / 2.0;
          *y = cy + cell / 2.0;
          return gtk_widget_get_width (GTK_WIDGET (self)) > 0;
        }
  return FALSE;
}

static void
append_text (ParlourPiecePalette   *self,
             GtkSnapshot           *snapshot,
             const char            *text,
             const graphene_rect_t *rect,
             double                 scale)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  GdkRGBA color;
  int tw, th;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pango_font_description_set_absolute_size (font, rect->size.height * scale * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &tw, &th);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (
                            rect->origin.x + rect->size.width - tw,
                            rect->origin.y + rect->size.height - th));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
append_piece (ParlourPiecePalette   *self,
              GtkSnapshot           *snapshot,
              ParlourPiece           piece,
              const graphene_rect_t *rect)
{
  guint kind = PARLOUR_PIECE_KIND (piece);
  ParlourColor color = PARLOUR_PIECE_COLOR (piece);
  GdkTexture *texture;

  if (piece == PARLOUR_PIECE_EMPTY)
    {
      /* the eraser */
      append_text (self, snapshot, "✕", rect, 0.6);
      return;
    }
  texture = parlour_piece_cache_get (self->pieces, self->variant->kinds[kind].id,
                                     self->variant->kinds[kind].letter, color, self->texture_px);
  gtk_snapshot_append_texture (snapshot, texture, rect);
  if (PARLOUR_PIECE_HAS_ROYAL_MARK (piece))
    {
      GdkTexture *mark = parlour_piece_cache_get_royal_mark (self->pieces, color,
                                                            self->texture_px);
      if (mark != NULL)
        gtk_snapshot_append_texture (snapshot, mark, rect);
    }
  if (PARLOUR_PIECE_IS_PROMOTED (piece))
    append_text (self, snapshot, "~", rect, 0.45);
}

/* The keyboard's cell, in the accent colour as GTK draws focus. */
static void
append_focus_ring (ParlourPiecePalette *self,
                   GtkSnapshot         *snapshot,
                   int                  x,
                   int                  y,
                   int                  size)
{
  GskRoundedRect round;
  GdkRGBA color;
  float widths[4] = { 2, 2, 2, 2 };
  GdkRGBA colors[4];

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                  "accent_color", &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  for (guint i = 0; i < 4; i++)
    colors[i] = color;
  gsk_rounded_rect_init_from_rect (&round, &GRAPHENE_RECT_INIT (x + 1, y + 1, size - 2, size - 2),
                                   size * 0.15f);
  gtk_snapshot_append_border (snapshot, &round, widths, colors);
}

static void
parlour_piece_palette_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  ParlourPiecePalette *self = PARLOUR_PIECE_PALETTE (widget);
  int x0, y0, cell = cell_geometry (self, &x0, &y0);
  guint px = (guint) (cell * 0.86 * gtk_widget_get_scale_factor (widget));

  if (self->variant == NULL || cell < 4)
    return;
  if (px != self->texture_px)
    {
      parlour_piece_cache_clear (self->pieces);
      self->texture_px = px;
    }
  for (guint i = 0; i < self->n_items; i++)
    for (guint c = 0; c < 2; c++)
      {
        ParlourPiece piece = item_piece (self, i, c);
        int x, y, size;
        float inset;

        cell_origin (self, i, c, &x, &y, &size);
        inset = size * 0.07f;
        if (piece == self->selected)
          {
            GskRoundedRect round;
            GdkRGBA color;

            G_GNUC_BEGIN_IGNORE_DEPRECATIONS
            gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                            "accent_bg_color", &color);
            G_GNUC_END_IGNORE_DEPRECATIONS
            color.alpha = 0.35f;
            gsk_rounded_rect_init_from_rect (&round, &GRAPHENE_RECT_INIT (x + 1, y + 1,
                                                                          size - 2, size - 2),
                                             size * 0.15f);
            gtk_snapshot_push_rounded_clip (snapshot, &round);
            gtk_snapshot_append_color (snapshot, &color, &round.bounds);
            gtk_snapshot_pop (snapshot);
          }
        append_piece (self, snapshot, piece,
                      &GRAPHENE_RECT_INIT (x + inset, y + inset, size - 2 * inset,
                                           size - 2 * inset));
        if (i == self->cursor_index && c == self->cursor_color &&
            gtk_widget_has_visible_focus (widget))
          append_focus_ring (self, snapshot, x, y, size);
      }
}

static void
parlour_piece_palette_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  ParlourPiecePalette *self = PARLOUR_PIECE_PALETTE (widget);
  int along = orientation == self->orientation ? (int) MAX (self->n_items, 1) : 2;

  *minimum = along * MIN_CELL;
  *natural = along * NATURAL_CELL;
}

static void
drag_begin_cb (GtkGestureDrag      *gesture,
               double               x,
               double               y,
               ParlourPiecePalette *self)
{
  guint index, color;

  self->drag_item = item_at (self, x, y, &index, &color) ? (int) index : -1;
  self->drag_color = color;
  self->drag_x = x;
  self->drag_y = y;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag      *gesture,
                double               dx,
                double               dy,
                ParlourPiecePalette *self)
{
  ParlourPiece piece;
  GdkTexture *texture;
  g_autoptr(GdkCursor) cursor = NULL;

  if (self->drag_item < 0 || self->dragging || hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  self->dragging = TRUE;
  /* the piece goes with the pointer: it is the pointer while the drag lasts */
  piece = item_piece (self, self->drag_item, self->drag_color);
  if (piece == PARLOUR_PIECE_EMPTY || self->texture_px == 0)
    return;
  texture = parlour_piece_cache_get (self->pieces, self->variant->kinds[PARLOUR_PIECE_KIND (piece)].id,
                                     self->variant->kinds[PARLOUR_PIECE_KIND (piece)].letter,
                                     PARLOUR_PIECE_COLOR (piece), self->texture_px);
  cursor = gdk_cursor_new_from_texture (texture, self->texture_px / 2, self->texture_px / 2, NULL);
  gtk_widget_set_cursor (GTK_WIDGET (self), cursor);
}

static void
drag_end_cb (GtkGestureDrag      *gesture,
             double               dx,
             double               dy,
             ParlourPiecePalette *self)
{
  ParlourPiece piece;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  if (self->drag_item < 0)
    return;
  piece = item_piece (self, self->drag_item, self->drag_color);
  self->drag_item = -1;
  parlour_piece_palette_set_selected (self, piece);
  if (self->dragging || hypot (dx, dy) >= DRAG_THRESHOLD)
    g_signal_emit (self, signals[PIECE_DRAGGED], 0, (guint) piece,
                   self->drag_x + dx, self->drag_y + dy);
  self->dragging = FALSE;
}

static gboolean
query_tooltip_cb (GtkWidget           *widget,
                  int                  x,
                  int                  y,
                  gboolean             keyboard,
                  GtkTooltip          *tooltip,
                  ParlourPiecePalette *self)
{
  g_autofree char *text = NULL;
  guint index, color;

  if (!item_at (self, x, y, &index, &color))
    return FALSE;
  if (item_piece (self, index, color) == PARLOUR_PIECE_EMPTY)
    text = g_strdup (_("Eraser: clicks on the board remove pieces"));
  else
    text = parlour_piece_info_describe (self->variant, item_piece (self, index, color));
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Arrow keys move the cursor along the palette (the items) and across it (the
 * colours), whichever way it stands; Enter or Space selects the piece there. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ParlourPiecePalette   *self)
{
  gboolean vertical = self->orientation == GTK_ORIENTATION_VERTICAL;
  int along = 0, across = 0;

  if (self->n_items == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      *(vertical ? &across : &along) = -1;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      *(vertical ? &across : &along) = 1;
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      *(vertical ? &along : &across) = -1;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      *(vertical ? &along : &across) = 1;
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      parlour_piece_palette_set_selected (self, item_piece (self, self->cursor_index,
                                                             self->cursor_color));
      return TRUE;
    default:
      return FALSE;
    }
  /* at an end the key is left to GTK, which moves the focus on from there */
  if ((along < 0 && self->cursor_index == 0) ||
      (along > 0 && self->cursor_index + 1 >= self->n_items) ||
      (across < 0 && self->cursor_color == PARLOUR_WHITE) ||
      (across > 0 && self->cursor_color == PARLOUR_BLACK))
    return FALSE;
  self->cursor_index += along;
  self->cursor_color += across;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

void
parlour_piece_palette_get_cursor (ParlourPiecePalette *self,
                                  ParlourPiece        *piece)
{
  g_return_if_fail (PARLOUR_IS_PIECE_PALETTE (self));
  g_return_if_fail (piece != NULL);

  *piece = self->n_items > 0 ? item_piece (self, self->cursor_index, self->cursor_color)
                             : PARLOUR_PIECE_EMPTY;
}

static void
parlour_piece_palette_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ParlourPiecePalette *self = PARLOUR_PIECE_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, parlour_piece_cache_get_piece_set (self->pieces));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_piece_palette_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  ParlourPiecePalette *self = PARLOUR_PIECE_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      parlour_piece_palette_set_selected (self, g_value_get_uint (value));
      break;
    case PROP_PIECE_SET:
      parlour_piece_cache_set_piece_set (self->pieces, g_value_get_string (value));
      gtk_widget_queue_draw (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_piece_palette_finalize (GObject *object)
{
  ParlourPiecePalette *self = PARLOUR_PIECE_PALETTE (object);

  g_clear_object (&self->pieces);
  G_OBJECT_CLASS (parlour_piece_palette_parent_class)->finalize (object);
}

static void
parlour_piece_palette_class_init (ParlourPiecePaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = parlour_piece_palette_get_property;
  object_class->set_property = parlour_piece_palette_set_property;
  object_class->finalize = parlour_piece_palette_finalize;
  widget_class->snapshot = parlour_piece_palette_snapshot;
  widget_class->measure = parlour_piece_palette_measure;

  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, 255, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, PARLOUR_DEFAULT_PIECE_SET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PIECE_DRAGGED] =
    g_signal_new ("piece-dragged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  gtk_widget_class_set_css_name (widget_class, "piece-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
parlour_piece_palette_init (ParlourPiecePalette *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys;

  self->pieces = parlour_piece_cache_new ();
  self->orientation = GTK_ORIENTATION_VERTICAL;
  self->drag_item = -1;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* the ring moves with the focus */
  g_signal_connect_swapped (self, "notify::has-focus", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pieces to place"), -1);
}

GtkWidget *
parlour_piece_palette_new (void)
{
  return g_object_new (PARLOUR_TYPE_PIECE_PALETTE, NULL);
}
