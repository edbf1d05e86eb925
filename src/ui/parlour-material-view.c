/* parlour-material-view.c — the pieces one side has captured, and its material lead
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Captures are counted by comparing the current position with the game's start,
 * so the view needs no history of its own. A promoted pawn shows up as one pawn
 * fewer and one extra piece of another kind: the extra pieces are counted back as
 * pawns, so a promotion is never mistaken for a capture.
 */
#include "config.h"

#include "parlour-material-view.h"

/* The captured pieces are drawn by the view itself, in a row that overlaps its
 * neighbours more when there is less room: a long game's captures must not
 * widen the side panel (and so shrink the board). Pieces of one kind close up
 * first, then the gaps between kinds. They grow a little with the panel's
 * width, in steps of four pixels (each size is rendered once). The distances
 * below are for the smallest size and grow with the pieces. */
#define PIECE_SIZE_MIN 28
#define PIECE_SIZE_MAX 40
#define PIECE_SIZE_STEP 4
#define INSET 3          /* the art has room around each piece: where it starts */
#define STEP 19          /* natural distance from one piece to the next */
#define MIN_STEP_KIND 6  /* closest two pieces of one kind come */
#define MIN_STEP 12      /* closest two pieces of different kinds come */
#define LEAD_SPACING 4

struct _ParlourMaterialView
{
  GtkWidget     parent_instance;

  GtkWidget    *symbols_label;   /* the pieces as text, when there is no piece art */
  GtkWidget    *lead_label;
  ParlourPieceCache *cache;
  GPtrArray    *textures;        /* GdkTexture per captured piece, in order */
  GArray       *kinds;           /* guint kind per captured piece */
  const ParlourVariant *variant; /* of the pieces in kinds */
  int           piece_size;      /* of the textures */
  int           step_kind;       /* distances used by the last allocation */
  int           step;
  ParlourColor  side;
  char         *pieces;
  char         *lead;
};

G_DEFINE_FINAL_TYPE (ParlourMaterialView, parlour_material_view, GTK_TYPE_WIDGET)

/* Unicode chess symbols for the standard kinds; other kinds show their letter. */
static const struct {
  const char *id;
  const char *symbol[2];   /* white, black */
} symbols[] = {
  { "king",   { "\u2654", "\u265A" } },
  { "queen",  { "\u2655", "\u265B" } },
  { "rook",   { "\u2656", "\u265C" } },
  { "bishop", { "\u2657", "\u265D" } },
  { "knight", { "\u2658", "\u265E" } },
  { "pawn",   { "\u2659", "\u265F" } },
};

static void
append_symbol (GString           *out,
               const ParlourKind *kind,
               ParlourColor       color)
{
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    if (g_strcmp0 (symbols[i].id, kind->id) == 0)
      {
        /* U+FE0E asks for the text form: some fonts draw the black pawn as an emoji */
        g_string_append (out, symbols[i].symbol[color]);
        g_string_append (out, "\uFE0E");
        return;
      }
  g_string_append_c (out, color == PARLOUR_WHITE ? kind->letter : g_ascii_tolower (kind->letter));
}

/* A royal piece with the royal mark (a Bungalow "Leader <kind>") is counted by
 * the board as its kind; here it is the royal piece it still is, neither one
 * more piece of that kind nor a royal piece lost. */
static guint
count_kind (const ParlourPosition *pos,
            ParlourColor           color,
            guint                  kind)
{
  guint n = pos->count[color][kind] + pos->reserve[color][kind];
  guint royal_square = pos->royal[color];

  if (royal_square != PARLOUR_NO_SQUARE &&
      PARLOUR_PIECE_HAS_ROYAL_MARK (pos->board[royal_square]))
    {
      if (kind == PARLOUR_PIECE_KIND (pos->board[royal_square]) && n > 0)
        n--;
      else if (kind == parlour_variant_royal_kind (pos->variant))
        n++;
    }
  return n;
}

/* neighbours of one kind, and of different kinds, in the row */
static void
count_pairs (ParlourMaterialView *self,
             guint               *same,
             guint               *changes)
{
  *same = *changes = 0;
  for (guint i = 1; i < self->kinds->len; i++)
    {
      if (g_array_index (self->kinds, guint, i) == g_array_index (self->kinds, guint, i - 1))
        (*same)++;
      else
        (*changes)++;
    }
}

/* a distance given for the smallest pieces, for pieces of @size */
static int
scaled (int distance,
        int size)
{
  return distance * size / PIECE_SIZE_MIN;
}

/* the size of the pieces in a row @width wide */
static int
piece_size_for_width (int width)
{
  int size = CLAMP (width / 8, PIECE_SIZE_MIN, PIECE_SIZE_MAX);

  return PIECE_SIZE_MIN + (size - PIECE_SIZE_MIN) / PIECE_SIZE_STEP * PIECE_SIZE_STEP;
}

static int
row_width (ParlourMaterialView *self,
           int                  size,
           int                  step_kind,
           int                  step)
{
  guint same, changes;

  if (self->textures->len == 0)
    return 0;
  count_pairs (self, &same, &changes);
  return size - scaled (INSET, size) + (int) same * step_kind + (int) changes * step;
}

/* The largest distances (natural at most) that fit the row of pieces of
 * @size into @width. */
static void
fit_row (ParlourMaterialView *self,
         int                  size,
         int                  width,
         int                 *step_kind,
         int                 *step)
{
  guint same, changes;
  int base = size - scaled (INSET, size);
  int natural = scaled (STEP, size), min_kind = scaled (MIN_STEP_KIND, size);

  count_pairs (self, &same, &changes);
  *step_kind = natural;
  *step = natural;
  if (row_width (self, size, natural, natural) <= width)
    return;
  if (same > 0 && row_width (self, size, min_kind, natural) <= width)
    {
      *step_kind = (width - base - (int) changes * natural) / (int) same;
      return;
    }
  *step_kind = min_kind;
  if (changes > 0)
    *step = MAX (scaled (MIN_STEP, size), (width - base - (int) same * min_kind) / (int) changes);
}

/* The board's own art, small; the cache keeps one texture per kind and size. */
static void
load_textures (ParlourMaterialView *self)
{
  int scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  ParlourColor them = PARLOUR_OTHER (self->side);

  g_ptr_array_set_size (self->textures, 0);
  if (self->cache == NULL || self->variant == NULL)
    return;
  for (guint i = 0; i < self->kinds->len; i++)
    {
      const ParlourKind *kind = &self->variant->kinds[g_array_index (self->kinds, guint, i)];
      GdkTexture *texture = parlour_piece_cache_get (self->cache, kind->id, kind->letter, them,
                                                     self->piece_size * scale);

      g_ptr_array_add (self->textures, g_object_ref (texture));
    }
}

static GtkSizeRequestMode
parlour_material_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
parlour_material_view_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  ParlourMaterialView *self = PARLOUR_MATERIAL_VIEW (widget);
  int lead_min = 0, lead_nat = 0, text_min = 0, text_nat = 0;

  if (gtk_widget_get_visible (self->lead_label))
    gtk_widget_measure (self->lead_label, orientation, -1, &lead_min, &lead_nat, NULL, NULL);
  if (gtk_widget_get_visible (self->symbols_label))
    gtk_widget_measure (self->symbols_label, orientation, -1, &text_min, &text_nat, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int spacing = lead_nat > 0 ? LEAD_SPACING : 0;

      /* the smallest pieces: bigger ones are for the room there is */
      *minimum = row_width (self, PIECE_SIZE_MIN, MIN_STEP_KIND, MIN_STEP)
                 + text_min + spacing + lead_min;
      *natural = row_width (self, PIECE_SIZE_MIN, STEP, STEP) + text_nat + spacing + lead_nat;
    }
  else
    {
      int size = for_size < 0 ? PIECE_SIZE_MIN : piece_size_for_width (for_size);

      *minimum = MAX (MAX (lead_min, text_min), self->textures->len > 0 ? size : 0);
      *natural = MAX (MAX (lead_nat, text_nat), self->textures->len > 0 ? size : 0);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
parlour_material_view_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  ParlourMaterialView *self = PARLOUR_MATERIAL_VIEW (widget);
  int size = piece_size_for_width (width);
  int x = 0;

  if (size != self->piece_size)
    {
      self->piece_size = size;
      load_textures (self);
    }
  if (gtk_widget_get_visible (self->symbols_label))
    {
      int text_min, text_nat;

      gtk_widget_measure (self->symbols_label, GTK_ORIENTATION_HORIZONTAL, -1,
                          &text_min, &text_nat, NULL, NULL);
      x = CLAMP (text_nat, text_min, width);
      gtk_widget_size_allocate (self->symbols_label,
                                &(GtkAllocation) { 0, 0, x, height }, baseline);
    }

  if (gtk_widget_get_visible (self->lead_label))
    {
      int lead_min, lead_nat;

      gtk_widget_measure (self->lead_label, GTK_ORIENTATION_HORIZONTAL, -1,
                          &lead_min, &lead_nat, NULL, NULL);
      fit_row (self, size, MAX (0, width - x - LEAD_SPACING - lead_nat),
               &self->step_kind, &self->step);
      x += row_width (self, size, self->step_kind, self->step);
      x += LEAD_SPACING;
      gtk_widget_size_allocate (self->lead_label,
                                &(GtkAllocation) { x, 0, MAX (lead_min, MIN (lead_nat, width - x)), height },
                                baseline);
    }
  else
    fit_row (self, size, width - x, &self->step_kind, &self->step);
}

/* Where the text is light (the player's card while their clock runs, or the
 * dark style), the pieces stand on a light backing of the text's colour: the
 * art of both colours has good contrast on it, where black pieces on the
 * accent colour or a dark card were faint. */
static void
snapshot_backing (ParlourMaterialView *self,
                  GtkSnapshot         *snapshot)
{
  int size = self->piece_size, inset = scaled (INSET, size);
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  GskRoundedRect backing;
  GdkRGBA fg;

  if (self->textures->len == 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  if (0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue < 0.6)
    return;
  fg.alpha *= 0.9f;
  gsk_rounded_rect_init_from_rect (&backing,
                                   &GRAPHENE_RECT_INIT (-2, (height - size) / 2 + inset - 2,
                                                        row_width (self, size, self->step_kind,
                                                                   self->step) + 4,
                                                        size - 2 * inset + 4),
                                   6);
  gtk_snapshot_push_rounded_clip (snapshot, &backing);
  gtk_snapshot_append_color (snapshot, &fg, &backing.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
parlour_material_view_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  ParlourMaterialView *self = PARLOUR_MATERIAL_VIEW (widget);
  int size = self->piece_size;
  int y = (gtk_widget_get_height (widget) - size) / 2;
  int x = -scaled (INSET, size);

  snapshot_backing (self, snapshot);
  for (guint i = 0; i < self->textures->len; i++)
    {
      if (i > 0)
        x += g_array_index (self->kinds, guint, i) == g_array_index (self->kinds, guint, i - 1)
             ? self->step_kind : self->step;
      gtk_snapshot_append_texture (snapshot, g_ptr_array_index (self->textures, i),
                                   &GRAPHENE_RECT_INIT (x, y, size, size));
    }
  gtk_widget_snapshot_child (widget, self->symbols_label, snapshot);
  gtk_widget_snapshot_child (widget, self->lead_label, snapshot);
}

static void
parlour_material_view_dispose (GObject *object)
{
  ParlourMaterialView *self = PARLOUR_MATERIAL_VIEW (object);

  g_clear_pointer (&self->symbols_label, gtk_widget_unparent);
  g_clear_pointer (&self->lead_label, gtk_widget_unparent);
  g_clear_object (&self->cache);
  g_clear_pointer (&self->textures, g_ptr_array_unref);
  g_clear_pointer (&self->kinds, g_array_unref);
  g_clear_pointer (&self->pieces, g_free);
  g_clear_pointer (&self->lead, g_free);

  G_OBJECT_CLASS (parlour_material_view_parent_class)->dispose (object);
}

static void
parlour_material_view_class_init (ParlourMaterialViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_material_view_dispose;

  widget_class->get_request_mode = parlour_material_view_get_request_mode;
  widget_class->measure = parlour_material_view_measure;
  widget_class->size_allocate = parlour_material_view_size_allocate;
  widget_class->snapshot = parlour_material_view_snapshot;

  gtk_widget_class_set_css_name (widget_class, "materialview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
parlour_material_view_init (ParlourMaterialView *self)
{
  self->symbols_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->symbols_label, "captured");
  gtk_widget_set_visible (self->symbols_label, FALSE);
  gtk_widget_set_parent (self->symbols_label, GTK_WIDGET (self));

  self->lead_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->lead_label, "material-lead");
  gtk_widget_add_css_class (self->lead_label, "caption-heading");
  gtk_widget_set_visible (self->lead_label, FALSE);
  gtk_widget_set_parent (self->lead_label, GTK_WIDGET (self));

  self->textures = g_ptr_array_new_with_free_func (g_object_unref);
  self->kinds = g_array_new (FALSE, FALSE, sizeof (guint));
  self->step_kind = self->step = STEP;
  self->piece_size = PIECE_SIZE_MIN;
  self->pieces = g_strdup ("");
  self->lead = g_strdup ("");
}

GtkWidget *
parlour_material_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_MATERIAL_VIEW, NULL);
}

void
parlour_material_view_set_side (ParlourMaterialView *self,
                                ParlourColor         side)
{
  g_return_if_fail (PARLOUR_IS_MATERIAL_VIEW (self));

  self->side = side;
}

void
parlour_material_view_update (ParlourMaterialView   *self,
                              const ParlourPosition *initial,
                              const ParlourPosition *current)
{
  g_autoptr(GString) pieces = g_string_new (NULL);
  ParlourColor them = PARLOUR_OTHER (self->side);
  const ParlourVariant *variant;
  guint pawn, captured[PARLOUR_MAX_KINDS] = { 0 };
  gint promoted = 0, lead = 0;
  guint order[PARLOUR_MAX_KINDS];
  guint n_order = 0;

  g_return_if_fail (PARLOUR_IS_MATERIAL_VIEW (self));

  g_clear_pointer (&self->pieces, g_free);
  g_clear_pointer (&self->lead, g_free);

  if (current == NULL || initial == NULL)
    {
      self->pieces = g_strdup ("");
      self->lead = g_strdup ("");
      g_ptr_array_set_size (self->textures, 0);
      g_array_set_size (self->kinds, 0);
      self->variant = NULL;
      gtk_widget_set_visible (self->symbols_label, FALSE);
      gtk_widget_set_visible (self->lead_label, FALSE);
      gtk_label_set_text (GTK_LABEL (self->lead_label), "");
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  variant = current->variant;
  pawn = parlour_variant_pawn_kind (variant);

  for (guint k = 1; k <= variant->n_kinds; k++)
    {
      gint before = count_kind (initial, them, k);
      gint now = count_kind (current, them, k);

      if (k != pawn && now > before)
        promoted += now - before;
      captured[k] = now < before ? (guint) (before - now) : 0;

      if (!variant->kinds[k].royal)
        lead += variant->kinds[k].value
                * ((gint) count_kind (current, self->side, k) - (gint) count_kind (current, them, k));
    }
  if (pawn != 0)
    captured[pawn] = captured[pawn] > (guint) promoted ? captured[pawn] - promoted : 0;

  /* cheapest first, as captures are usually listed */
  for (guint k = 1; k <= variant->n_kinds; k++)
    {
      guint j = n_order;
      while (j > 0 && variant->kinds[order[j - 1]].value > variant->kinds[k].value)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = k;
      n_order++;
    }
  g_array_set_size (self->kinds, 0);
  self->variant = variant;
  for (guint i = 0; i < n_order; i++)
    for (guint n = 0; n < captured[order[i]]; n++)
      {
        append_symbol (pieces, &variant->kinds[order[i]], them);
        g_array_append_val (self->kinds, order[i]);
      }
  load_textures (self);

  lead = (lead + (lead > 0 ? 50 : -50)) / 100;
  self->pieces = g_string_free (g_steal_pointer (&pieces), FALSE);
  self->lead = lead > 0 ? g_strdup_printf ("+%d", lead) : g_strdup ("");
  gtk_label_set_text (GTK_LABEL (self->symbols_label), self->pieces);
  gtk_widget_set_visible (self->symbols_label, self->cache == NULL && *self->pieces != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->pieces,
                                  -1);
  gtk_label_set_text (GTK_LABEL (self->lead_label), self->lead);
  gtk_widget_set_visible (self->lead_label, lead > 0);
  /* an empty row would only make the player's card taller */
  gtk_widget_set_visible (GTK_WIDGET (self), *self->pieces != '\0' || lead > 0);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
parlour_material_view_set_piece_cache (ParlourMaterialView *self,
                                       ParlourPieceCache   *cache)
{
  g_return_if_fail (PARLOUR_IS_MATERIAL_VIEW (self));
  g_return_if_fail (!cache || PARLOUR_IS_PIECE_CACHE (cache));

  if (g_set_object (&self->cache, cache))
    {
      load_textures (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

const char *
parlour_material_view_get_pieces (ParlourMaterialView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATERIAL_VIEW (self), NULL);

  return self->pieces;
}

const char *
parlour_material_view_get_lead (ParlourMaterialView *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATERIAL_VIEW (self), NULL);

  return self->lead;
}
