/* parlour-rules-window.c — the rules of a variant, in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the rules of the variant being played (F1). The text retells
 * docs/rules/ for players rather than programmers: chess.md (standard chess, the
 * base of most variants) and panic.md (Panic chess) here, bungalow.md (the
 * Bungalow family, with a diagram of every piece's moves) in
 * parlour-rules-bungalow.c. A variant without its own text shows its one-line
 * description above the rules of chess it builds on.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-rules-window-private.h"
#include "parlour-variant-ui.h"

struct _ParlourRulesWindow
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GtkBox         *content_box;

  GHashTable     *diagrams;      /* kind id → ParlourBoardView (unowned, in the box) */
  GSettings      *settings;      /* made with the first diagram */
};

G_DEFINE_FINAL_TYPE (ParlourRulesWindow, parlour_rules_window, ADW_TYPE_WINDOW)

static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

void
parlour_rules_window_add_heading (ParlourRulesWindow *self,
                                  const char         *text,
                                  gboolean            first)
{
  GtkWidget *label = new_label (text, "title-4");

  gtk_widget_set_margin_top (label, first ? 0 : 18);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (self->content_box, label);
}

GtkWidget *
parlour_rules_window_add_paragraph (ParlourRulesWindow *self,
                                    const char         *text,
                                    const char         *css_class)
{
  GtkWidget *label = new_label (text, css_class);

  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (self->content_box, label);
  return label;
}

void
parlour_rules_window_append (ParlourRulesWindow *self,
                             GtkWidget          *widget)
{
  gtk_box_append (self->content_box, widget);
}

GtkWidget *
parlour_rules_window_new_diagram (const ParlourPosition *pos,
                                  const guint8          *marked,
                                  guint                  n_marked,
                                  int                    size,
                                  const char            *name,
                                  GtkWidget            **board_out)
{
  GtkWidget *board = parlour_board_view_new ();
  GtkWidget *frame;

  g_return_val_if_fail (pos != NULL && board_out != NULL, NULL);

  parlour_board_view_set_input (PARLOUR_BOARD_VIEW (board), PARLOUR_BOARD_INPUT_NONE);
  g_object_set (board, "show-coordinates", FALSE, "animations", FALSE, NULL);
  parlour_board_view_set_position (PARLOUR_BOARD_VIEW (board), pos);
  parlour_board_view_set_marked_squares (PARLOUR_BOARD_VIEW (board), marked, n_marked);
  gtk_widget_set_can_focus (board, FALSE);
  gtk_widget_set_name (board, name);

  /* The board's natural size is that of a board to play on; a scrolled window that
   * never scrolls gives it the size of a picture. */
  frame = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (frame),
                                  GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (frame), size);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (frame), size);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (frame), board);
  gtk_widget_set_valign (frame, GTK_ALIGN_START);
  gtk_widget_set_can_target (frame, FALSE);
  *board_out = board;
  return frame;
}

void
parlour_rules_window_add_diagram (ParlourRulesWindow *self,
                                  const char         *kind_id,
                                  GtkWidget          *diagram)
{
  /* the diagrams look like the board the players chose (the preferences) */
  if (self->settings == NULL)
    self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "board-theme", diagram, "board-theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "piece-set", diagram, "piece-set", G_SETTINGS_BIND_GET);
  g_hash_table_replace (self->diagrams, g_strdup (kind_id), diagram);
}

GtkWidget *
parlour_rules_window_get_diagram (ParlourRulesWindow *self,
                                  const char         *kind_id)
{
  g_return_val_if_fail (PARLOUR_IS_RULES_WINDOW (self), NULL);

  return g_hash_table_lookup (self->diagrams, kind_id);
}

guint
parlour_rules_window_get_n_diagrams (ParlourRulesWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_RULES_WINDOW (self), 0);

  return g_hash_table_size (self->diagrams);
}

void
parlour_rules_window_add_sections (ParlourRulesWindow        *self,
                                   const ParlourRulesSection *sections,
                                   guint                      n_sections,
                                   gboolean                   first)
{
  for (guint i = 0; i < n_sections; i++)
    {
      parlour_rules_window_add_heading (self, _(sections[i].heading), first && i == 0);
      for (guint j = 0; sections[i].paragraphs[j] != NULL; j++)
        parlour_rules_window_add_paragraph (self, _(sections[i].paragraphs[j]), NULL);
    }
}

static void
parlour_rules_window_dispose (GObject *object)
{
  ParlourRulesWindow *self = PARLOUR_RULES_WINDOW (object);

  g_clear_pointer (&self->diagrams, g_hash_table_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (parlour_rules_window_parent_class)->dispose (object);
}

static void
parlour_rules_window_class_init (ParlourRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_rules_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourRulesWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ParlourRulesWindow, content_box);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_rules_window_init (ParlourRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->diagrams = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

GtkWidget *
parlour_rules_window_new_titled (GtkWindow  *parent,
                                 const char *name)
{
  ParlourRulesWindow *self;
  g_autofree char *title = NULL;

  self = g_object_new (PARLOUR_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
  adw_window_title_set_subtitle (self->window_title, name);
  /* Translators: the title of the Rules window, %s is a variant */
  title = g_strdup_printf (_("Rules of %s"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
  return GTK_WIDGET (self);
}

GtkWidget *
parlour_rules_window_new (GtkWindow            *parent,
                          const ParlourVariant *variant)
{
  const ParlourVariantUi *ui;
  ParlourRulesWindow *self;

  g_return_val_if_fail (variant != NULL, NULL);

  self = PARLOUR_RULES_WINDOW (parlour_rules_window_new_titled (parent, _(variant->name)));

  ui = parlour_variant_ui_lookup (variant);
  if (ui != NULL && ui->add_rules != NULL)
    {
      ui->add_rules (self, variant);
      return GTK_WIDGET (self);
    }

  /* a variant without a page of its own: its description, then chess */
  parlour_rules_window_add_heading (self, _(variant->name), TRUE);
  if (variant->description != NULL)
    parlour_rules_window_add_paragraph (self, _(variant->description), NULL);
  parlour_rules_window_add_paragraph (self, _("Everything else follows the rules of chess "
                                              "below."), "dim-label");
  parlour_rules_chess_add_sections (self, 0, G_MAXUINT, FALSE);
  return GTK_WIDGET (self);
}
