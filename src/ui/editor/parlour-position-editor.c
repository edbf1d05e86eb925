/* parlour-position-editor.c — a board to set up a position on, with its palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view in its EDIT input reports clicks and drags; this widget turns
 * them into edits of its position (docs/editor.md): a click places the
 * palette's piece (another button: the piece in the other colour; the same
 * piece again: removes it), a drag moves a piece, off the board removes it, a
 * piece dragged out of the palette lands where it is let go. Every edit is a
 * step that undo takes back. The palette stands beside the board or below it,
 * whichever leaves the bigger board.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-position-editor-private.h"
#include "parlour-setup.h"

G_DEFINE_FINAL_TYPE (ParlourPositionEditor, parlour_position_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_ACCEPTABLE,
  N_PROPS
};

enum {
  CHANGED,
  EDIT_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
parlour_position_editor_notify_acceptable (ParlourPositionEditor *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACCEPTABLE]);
}

void
parlour_position_editor_show_cursor (ParlourPositionEditor *self)
{
  guint8 sq = self->cursor;

  parlour_board_view_set_marked_squares (self->board, &sq, self->cursor_shown ? 1 : 0);
}

static gboolean
allows (ParlourSquare           sq,
        guint                 (*candidates) (const ParlourPosition *, ParlourSquare *, guint),
        const ParlourPosition  *pos)
{
  ParlourSquare eps[PARLOUR_MAX_FILES];
  guint n = candidates (pos, eps, G_N_ELEMENTS (eps));

  for (guint i = 0; i < n; i++)
    if (eps[i] == sq)
      return TRUE;
  return FALSE;
}

static void
changed (ParlourPositionEditor *self)
{
  /* an en passant square belongs to the last move: one the pieces no longer
   * allow goes with the edit that made it impossible (SimulChess has one for
   * each side) */
  if (self->pos.ep != PARLOUR_NO_SQUARE &&
      !allows (self->pos.ep, parlour_setup_ep_candidates, &self->pos))
    {
      self->pos.ep = PARLOUR_NO_SQUARE;
      parlour_position_rehash (&self->pos);
    }
  if (self->pos.ep_other != PARLOUR_NO_SQUARE &&
      !allows (self->pos.ep_other, parlour_setup_ep_other_candidates, &self->pos))
    {
      self->pos.ep_other = PARLOUR_NO_SQUARE;
      parlour_position_rehash (&self->pos);
    }
  if (self->restricted)
    {
      /* castling follows the rooks left (docs/rules/bingo.md) */
      self->pos.castling = self->start.castling & parlour_setup_castling_allowed (&self->pos);
      parlour_position_rehash (&self->pos);
    }
  parlour_board_view_set_position (self->board, &self->pos);
  parlour_position_editor_apply_rule (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Before an edit: the position as it was is an undo step. */
static void
begin_edit (ParlourPositionEditor *self)
{
  g_array_append_val (self->undo, self->pos);
  g_array_set_size (self->redo, 0);
}

void
parlour_position_editor_put (ParlourPositionEditor *self,
                             guint                  square,
                             ParlourPiece           piece)
{
  if (self->pos.board[square] == piece)
    return;
  begin_edit (self);
  parlour_position_put (&self->pos, square, piece);
  changed (self);
}

void
parlour_position_editor_move (ParlourPositionEditor *self,
                              guint                  from,
                              guint                  to)
{
  ParlourPiece piece = self->pos.board[from];

  begin_edit (self);
  parlour_position_put (&self->pos, from, PARLOUR_PIECE_EMPTY);
  if (to != PARLOUR_NO_SQUARE)
    parlour_position_put (&self->pos, to, piece);
  changed (self);
}

const ParlourPosition *
parlour_position_editor_get_position (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), NULL);
  return &self->pos;
}

static void
load (ParlourPositionEditor *self,
      const ParlourPosition *pos)
{
  gboolean new_variant = self->pos.variant != pos->variant;

  self->pos = *pos;
  if (new_variant)
    {
      parlour_piece_palette_set_variant (self->palette, pos->variant);
      self->cursor = 0;
      self->cursor_shown = FALSE;
      parlour_position_editor_show_cursor (self);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  changed (self);
}

void
parlour_position_editor_set_position (ParlourPositionEditor *self,
                                      const ParlourPosition *pos)
{
  g_return_if_fail (PARLOUR_IS_POSITION_EDITOR (self));
  g_return_if_fail (pos != NULL && pos->variant != NULL);

  if (parlour_position_equal (&self->pos, pos))
    return;
  begin_edit (self);
  load (self, pos);
}

void
parlour_position_editor_reset (ParlourPositionEditor *self,
                               const ParlourPosition *pos)
{
  g_return_if_fail (PARLOUR_IS_POSITION_EDITOR (self));
  g_return_if_fail (pos != NULL && pos->variant != NULL);

  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  load (self, pos);
}

void
parlour_position_editor_exchange (ParlourPositionEditor *self,
                                  ParlourPosition       *pos,
                                  GArray               **undo,
                                  GArray               **redo)
{
  ParlourPosition next;
  GArray *tmp;

  g_return_if_fail (PARLOUR_IS_POSITION_EDITOR (self));
  g_return_if_fail (pos != NULL && pos->variant != NULL);
  g_return_if_fail (undo != NULL && *undo != NULL && redo != NULL && *redo != NULL);

  /* the caller has the shown board back before ::changed tells of the new one */
  next = *pos;
  *pos = self->pos;
  tmp = self->undo;
  self->undo = *undo;
  *undo = tmp;
  tmp = self->redo;
  self->redo = *redo;
  *redo = tmp;
  load (self, &next);
}

/* One step from @from to @to: the position now goes on @to's top. */
static gboolean
step (ParlourPositionEditor *self,
      GArray                *from,
      GArray                *to)
{
  ParlourPosition pos;

  if (from->len == 0)
    return FALSE;
  pos = g_array_index (from, ParlourPosition, from->len - 1);
  g_array_set_size (from, from->len - 1);
  g_array_append_val (to, self->pos);
  load (self, &pos);
  return TRUE;
}

gboolean
parlour_position_editor_undo (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), FALSE);
  return step (self, self->undo, self->redo);
}

gboolean
parlour_position_editor_redo (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), FALSE);
  return step (self, self->redo, self->undo);
}

gboolean
parlour_position_editor_can_undo (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), FALSE);
  return self->undo->len > 0;
}

gboolean
parlour_position_editor_can_redo (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), FALSE);
  return self->redo->len > 0;
}

ParlourBoardView *
parlour_position_editor_get_board (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), NULL);
  return self->board;
}

ParlourPiecePalette *
parlour_position_editor_get_palette (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), NULL);
  return self->palette;
}

guint
parlour_position_editor_get_cursor (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), 0);
  return self->cursor;
}


void
parlour_position_editor_apply_rule (ParlourPositionEditor *self)
{
  guint8 removed[PARLOUR_MAX_SQUARES];
  guint n = 0;
  gboolean acceptable;

  if (!self->restricted)
    return;
  for (guint sq = 0; sq < self->pos.variant->width * self->pos.variant->height; sq++)
    if (self->start.board[sq] != PARLOUR_PIECE_EMPTY && self->pos.board[sq] == PARLOUR_PIECE_EMPTY)
      removed[n++] = sq;
  g_clear_pointer (&self->rule_text, g_free);
  acceptable = self->rule (&self->pos, removed, n, &self->rule_text, self->rule_data);
  gtk_label_set_text (GTK_LABEL (self->rule_label), self->rule_text ? self->rule_text : "");
  if (acceptable != self->acceptable)
    {
      self->acceptable = acceptable;
      parlour_position_editor_notify_acceptable (self);
    }
}

void
parlour_position_editor_restrict (ParlourPositionEditor *self,
                                  const ParlourPosition *start,
                                  ParlourColor           side,
                                  ParlourEditorRule      rule,
                                  gpointer               user_data,
                                  GDestroyNotify         destroy)
{
  g_return_if_fail (PARLOUR_IS_POSITION_EDITOR (self));
  g_return_if_fail (rule == NULL || start != NULL);

  if (self->rule_destroy != NULL)
    self->rule_destroy (self->rule_data);
  self->rule = rule;
  self->rule_data = user_data;
  self->rule_destroy = destroy;
  self->restricted = rule != NULL;
  self->side = side;
  g_clear_pointer (&self->rule_text, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->palette), !self->restricted);
  gtk_widget_set_visible (self->rule_label, self->restricted);
  if (self->restricted)
    {
      self->start = *start;
      self->acceptable = FALSE;
      parlour_position_editor_reset (self, start);
    }
  else
    {
      self->acceptable = TRUE;
      gtk_label_set_text (GTK_LABEL (self->rule_label), "");
    }
  parlour_position_editor_notify_acceptable (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
parlour_position_editor_get_acceptable (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), FALSE);
  return self->acceptable;
}

const char *
parlour_position_editor_get_rule_text (ParlourPositionEditor *self)
{
  g_return_val_if_fail (PARLOUR_IS_POSITION_EDITOR (self), NULL);
  return self->restricted ? self->rule_text : NULL;
}

#define MIN_SIZE      160
#define NATURAL_SIZE  520
#define SPACING       6

static int
rule_height (ParlourPositionEditor *self,
             int                    width)
{
  int min, nat;

  if (!gtk_widget_get_visible (self->rule_label))
    return 0;
  gtk_widget_measure (self->rule_label, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat + SPACING;
}

static void
parlour_position_editor_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  ParlourPositionEditor *self = PARLOUR_POSITION_EDITOR (widget);
  int label_min = 0, label_nat = 0;

  if (gtk_widget_get_visible (self->rule_label))
    {
      gtk_widget_measure (self->rule_label, orientation, -1, &label_min, &label_nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        label_min = label_nat = rule_height (self, for_size > 0 ? for_size : NATURAL_SIZE);
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* the label wraps: it takes the width the board gets */
      *minimum = MIN_SIZE;
      *natural = NATURAL_SIZE + NATURAL_SIZE / 4;
    }
  else
    {
      *minimum = MIN_SIZE + label_min;
      *natural = NATURAL_SIZE + label_nat;
    }
}

/* The board gets the largest square that leaves room for the palette, beside it
 * (a column per colour) or below it (a row per colour), whichever is larger. */
static void
parlour_position_editor_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  ParlourPositionEditor *self = PARLOUR_POSITION_EDITOR (widget);
  gboolean has_palette = gtk_widget_get_visible (GTK_WIDGET (self->palette));
  int n = has_palette ? (int) MAX (parlour_piece_palette_get_n_per_color (self->palette), 1) : 0;
  int label_h = rule_height (self, width);
  int avail = MAX (height - label_h, 1);
  int beside = MIN (avail, width * n / (n + 2));
  int below = MIN (width, avail * n / (n + 2));
  /* a palette cell is no bigger than a square of the board */
  int files = (int) MAX (self->pos.variant->width, self->pos.variant->height);
  GtkAllocation board = { 0 }, palette = { 0 }, label;

  if (n == 0)
    {
      int side = MIN (width, avail);

      board = (GtkAllocation) { (width - side) / 2, 0, side, side };
    }
  else if (beside >= below)
    {
      int pal_w = MIN (MIN (width - beside, 2 * beside / n), 2 * beside / files);
      int x = (width - beside - pal_w) / 2;

      board = (GtkAllocation) { x, 0, beside, beside };
      palette = (GtkAllocation) { x + beside, 0, pal_w, beside };
      parlour_piece_palette_set_orientation (self->palette, GTK_ORIENTATION_VERTICAL);
    }
  else
    {
      int pal_h = MIN (MIN (avail - below, 2 * below / n), 2 * below / files);

      board = (GtkAllocation) { (width - below) / 2, 0, below, below };
      palette = (GtkAllocation) { board.x, below, below, pal_h };
      parlour_piece_palette_set_orientation (self->palette, GTK_ORIENTATION_HORIZONTAL);
    }
  gtk_widget_size_allocate (GTK_WIDGET (self->board), &board, -1);
  if (has_palette)
    gtk_widget_size_allocate (GTK_WIDGET (self->palette), &palette, -1);
  if (label_h > 0)
    {
      label = (GtkAllocation) { 0, MAX (board.height, palette.y + palette.height) + SPACING,
                                width, label_h - SPACING };
      gtk_widget_size_allocate (self->rule_label, &label, -1);
    }
}

static void
parlour_position_editor_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  ParlourPositionEditor *self = PARLOUR_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, parlour_position_editor_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, parlour_position_editor_can_redo (self));
      break;
    case PROP_ACCEPTABLE:
      g_value_set_boolean (value, self->acceptable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_position_editor_dispose (GObject *object)
{
  ParlourPositionEditor *self = PARLOUR_POSITION_EDITOR (object);
  GtkWidget *child;

  if (self->rule_destroy != NULL)
    self->rule_destroy (self->rule_data);
  self->rule_destroy = NULL;
  self->rule = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->board = NULL;
  self->palette = NULL;
  self->rule_label = NULL;
  G_OBJECT_CLASS (parlour_position_editor_parent_class)->dispose (object);
}

static void
parlour_position_editor_finalize (GObject *object)
{
  ParlourPositionEditor *self = PARLOUR_POSITION_EDITOR (object);

  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->rule_text, g_free);
  G_OBJECT_CLASS (parlour_position_editor_parent_class)->finalize (object);
}

static void
parlour_position_editor_class_init (ParlourPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = parlour_position_editor_get_property;
  object_class->dispose = parlour_position_editor_dispose;
  object_class->finalize = parlour_position_editor_finalize;
  widget_class->measure = parlour_position_editor_measure;
  widget_class->size_allocate = parlour_position_editor_size_allocate;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACCEPTABLE] =
    g_param_spec_boolean ("acceptable", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the restricted mode refused a click on @square (the king, the other
   * side's piece, a square that had no piece) */
  signals[EDIT_REFUSED] =
    g_signal_new ("edit-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "position-editor");
}

static void
parlour_position_editor_init (ParlourPositionEditor *self)
{
  g_autoptr(ParlourPosition) start = NULL;

  self->undo = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  self->redo = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  self->acceptable = TRUE;

  self->board = PARLOUR_BOARD_VIEW (parlour_board_view_new ());
  parlour_board_view_set_input (self->board, PARLOUR_BOARD_INPUT_EDIT);
  g_object_set (self->board, "animations", FALSE, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->board), GTK_WIDGET (self));

  self->palette = PARLOUR_PIECE_PALETTE (parlour_piece_palette_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->palette), GTK_WIDGET (self));

  self->rule_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->rule_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->rule_label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_name (self->rule_label, "rule-label");
  gtk_widget_set_visible (self->rule_label, FALSE);
  gtk_widget_set_parent (self->rule_label, GTK_WIDGET (self));

  parlour_position_editor_init_input (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  start = parlour_position_new_from_fen (parlour_variant_default (),
                                         parlour_variant_default ()->start_fen, NULL);
  parlour_position_editor_reset (self, start);
}

GtkWidget *
parlour_position_editor_new (void)
{
  return g_object_new (PARLOUR_TYPE_POSITION_EDITOR, NULL);
}
