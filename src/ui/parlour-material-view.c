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

#define PIECE_SIZE 26

struct _ParlourMaterialView
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkWidget    *pieces_box;
  ParlourPieceCache *cache;
  GtkWidget    *lead_label;
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

static void
clear_pieces (ParlourMaterialView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->pieces_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->pieces_box), child);
}

/* The board's own art, small; the cache keeps one texture per kind and size. */
static void
add_piece (ParlourMaterialView *self,
           const ParlourKind   *kind,
           ParlourColor         color)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  GdkTexture *texture;
  GtkWidget *image;

  if (self->cache == NULL)
    return;

  texture = parlour_piece_cache_get (self->cache, kind->id, kind->letter, color,
                                     PIECE_SIZE * MAX (scale, 1));
  image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
  gtk_image_set_pixel_size (GTK_IMAGE (image), PIECE_SIZE);
  gtk_box_append (GTK_BOX (self->pieces_box), image);
}

static void
parlour_material_view_dispose (GObject *object)
{
  ParlourMaterialView *self = PARLOUR_MATERIAL_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->cache);
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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "materialview");
}

static void
parlour_material_view_init (ParlourMaterialView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->pieces_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->pieces_box, "captured");
  gtk_box_append (GTK_BOX (self->box), self->pieces_box);

  self->lead_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->lead_label, "material-lead");
  gtk_widget_add_css_class (self->lead_label, "caption-heading");
  gtk_box_append (GTK_BOX (self->box), self->lead_label);

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
      clear_pieces (self);
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
  clear_pieces (self);
  for (guint i = 0; i < n_order; i++)
    for (guint n = 0; n < captured[order[i]]; n++)
      {
        append_symbol (pieces, &variant->kinds[order[i]], them);
        add_piece (self, &variant->kinds[order[i]], them);
      }

  lead = (lead + (lead > 0 ? 50 : -50)) / 100;
  self->pieces = g_string_free (g_steal_pointer (&pieces), FALSE);
  self->lead = lead > 0 ? g_strdup_printf ("+%d", lead) : g_strdup ("");
  if (self->cache == NULL)
    gtk_box_append (GTK_BOX (self->pieces_box), gtk_label_new (self->pieces));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pieces_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->pieces,
                                  -1);
  gtk_label_set_text (GTK_LABEL (self->lead_label), self->lead);
  gtk_widget_set_visible (self->lead_label, lead > 0);
  /* an empty row would only make the player's card taller */
  gtk_widget_set_visible (GTK_WIDGET (self), *self->pieces != '\0' || lead > 0);
}

void
parlour_material_view_set_piece_cache (ParlourMaterialView *self,
                                       ParlourPieceCache   *cache)
{
  g_return_if_fail (PARLOUR_IS_MATERIAL_VIEW (self));
  g_return_if_fail (!cache || PARLOUR_IS_PIECE_CACHE (cache));

  g_set_object (&self->cache, cache);
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
