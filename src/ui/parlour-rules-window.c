/* parlour-rules-window.c — the rules of a variant, in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the rules of the variant being played (F1). The text retells
 * RULES.md for players rather than programmers: section 1 (standard chess, the
 * base of most variants) and section 3 (Panic chess) here, section 5 (the
 * Bungalow family, with a diagram of every piece's moves) in
 * parlour-rules-bungalow.c. A variant without its own text shows its one-line
 * description above the rules of chess it builds on.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-rules-window-private.h"

struct _ParlourRulesWindow
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GtkBox         *content_box;

  GHashTable     *diagrams;      /* kind id → ParlourBoardView (unowned, in the box) */
};

G_DEFINE_FINAL_TYPE (ParlourRulesWindow, parlour_rules_window, ADW_TYPE_WINDOW)

typedef struct {
  const char *heading;
  const char *paragraphs[5];
} RulesSection;

/* the sections of chess that Panic chess keeps */
#define CHESS_PIECES 1
#define CHESS_TIME   5

static const RulesSection chess_rules[] = {
  { N_("The Goal"), {
      N_("Two players, White and Black, take turns to move one piece each; White moves first. "
         "The aim is to checkmate the other king: to attack it so that no move can save it."),
      NULL } },
  { N_("How the Pieces Move"), {
      N_("The king steps one square in any direction. The queen moves any distance along a "
         "rank, a file or a diagonal; the rook along ranks and files; the bishop along "
         "diagonals. None of them can pass through another piece."),
      N_("The knight jumps in an L: two squares one way and one square to the side. It is "
         "the only piece that leaps over others."),
      N_("A pawn moves straight forward one square, or two from its starting square, but "
         "captures one square diagonally forward."),
      N_("A piece captures by moving onto a square held by an enemy piece, which leaves the "
         "board."),
      NULL } },
  { N_("Special Moves"), {
      N_("Castling: the king moves two squares towards a rook, and that rook jumps over to "
         "the square the king crossed. Neither may have moved before, the squares between "
         "them must be empty, and the king may not castle out of check, through an attacked "
         "square or into check."),
      N_("En passant: when a pawn advances two squares and lands beside an enemy pawn, that "
         "pawn may capture it as if it had moved only one square — but only on the very "
         "next move."),
      N_("Promotion: a pawn that reaches the far rank becomes a queen, rook, bishop or "
         "knight, as its player chooses."),
      NULL } },
  { N_("Check and Checkmate"), {
      N_("A king under attack is in check. No move may leave one’s own king in check. If "
         "the player in check has no move that ends the attack, it is checkmate and that "
         "player loses."),
      NULL } },
  { N_("Draws"), {
      N_("Stalemate: the player to move is not in check but has no legal move."),
      N_("Repetition: when the same position occurs for the third time, the player to move "
         "may claim a draw; at the fifth time the game is drawn at once."),
      N_("Fifty moves: after fifty moves by each player without a capture or a pawn move, "
         "either player may claim a draw; after seventy-five the game is drawn at once."),
      N_("Too little material: the game is drawn when neither side can ever checkmate — king "
         "against king, king and bishop or knight against king, or kings with bishops on "
         "squares of the same colour. The players may also agree to a draw."),
      NULL } },
  { N_("Resigning and Time"), {
      N_("A player may resign at any time, and the opponent wins."),
      N_("With a clock, a player whose time runs out loses — unless the opponent has too "
         "little material to ever checkmate, in which case the game is a draw."),
      NULL } },
  { N_("King Capture"), {
      N_("Games built on chess may be played with “Legal moves only” (the usual rules) or "
         "with “King capture”: then a move that leaves one’s own king attacked is allowed, "
         "and the opponent may take the king and win at once. Checkmate, resignation and "
         "time end the game as usual."),
      NULL } },
};

/* RULES.md section 3, in plain words */
static const RulesSection panic_rules[] = {
  { N_("Panic Chess"), {
      N_("Panic chess is played on the usual board with the usual pieces, but you do not "
         "choose your moves: you choose a piece, and chance chooses its move."),
      N_("Click one of your pieces that can move. While you point at a piece, the board shows "
         "each square it may go to with its chance."),
      N_("Castling and en passant are as in chess, except that the king may castle out of, "
         "through and into check. A pawn on the far rank is promoted as chance chooses."),
      NULL } },
  { N_("How Chance Chooses"), {
      N_("A piece that can capture always captures, one of the pieces it can take, each as "
         "likely as the others. Taking en passant counts as a capture."),
      N_("A king that cannot capture, while its side has other pieces left, goes to a square "
         "where no enemy piece attacks it, if there is one."),
      N_("Otherwise every square the piece can reach is equally likely. Castling is one of the "
         "king’s squares, and a pawn that reaches the far rank becomes a queen, rook, bishop "
         "or knight by chance."),
      N_("Each game has a seed, shown when it starts, that fixes every roll: undoing a move and "
         "choosing the same piece again gives the same move."),
      NULL } },
  { N_("Winning and Draws"), {
      N_("There is no check: a king may walk into attack or stay attacked. The game is won by "
         "capturing the other king."),
      N_("A player whose pieces cannot move at all is stalemated, and the game is drawn. After "
         "fifty moves by each player without a capture, either player may claim a draw; pawn "
         "moves do not reset this count. The players may also agree to a draw."),
      NULL } },
};

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

void
parlour_rules_window_add_diagram (ParlourRulesWindow *self,
                                  const char         *kind_id,
                                  GtkWidget          *diagram)
{
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

static void
add_sections (ParlourRulesWindow *self,
              const RulesSection *sections,
              guint               n_sections,
              gboolean            first)
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
parlour_rules_window_new (GtkWindow            *parent,
                          const ParlourVariant *variant)
{
  ParlourRulesWindow *self;

  g_return_val_if_fail (variant != NULL, NULL);

  self = g_object_new (PARLOUR_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
  adw_window_title_set_subtitle (self->window_title, _(variant->name));
  /* Translators: the title of the Rules window, %s is a variant */
  g_autofree char *title = g_strdup_printf (_("Rules of %s"), _(variant->name));
  gtk_window_set_title (GTK_WINDOW (self), title);

  /* the Bungalow family has rules of its own, not built on chess */
  if (parlour_rules_bungalow_add_page (self, variant))
    return GTK_WIDGET (self);

  if (g_str_equal (variant->id, "panic"))
    {
      /* the pieces and the clock as in chess; not its special moves, check,
       * mate and draws, which Panic chess changes */
      add_sections (self, panic_rules, G_N_ELEMENTS (panic_rules), TRUE);
      parlour_rules_window_add_paragraph (self, _("The pieces move as in chess:"), "dim-label");
      add_sections (self, &chess_rules[CHESS_PIECES], 1, FALSE);
      add_sections (self, &chess_rules[CHESS_TIME], 1, FALSE);
      return GTK_WIDGET (self);
    }
  else if (!g_str_equal (variant->id, "chess"))
    {
      parlour_rules_window_add_heading (self, _(variant->name), TRUE);
      if (variant->description != NULL)
        parlour_rules_window_add_paragraph (self, _(variant->description), NULL);
      parlour_rules_window_add_paragraph (self, _("Everything else follows the rules of chess "
                                                  "below."), "dim-label");
    }

  add_sections (self, chess_rules, G_N_ELEMENTS (chess_rules), g_str_equal (variant->id, "chess"));
  return GTK_WIDGET (self);
}
