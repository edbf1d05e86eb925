/* parlour-simul-rules.c — the Rules page of SimulChess, with a diagram of each collision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are docs/rules/simulchess.md in plain words. Each of the four ways
 * two moves meet (its "Resolving the two moves") is shown by two small boards:
 * a lone position with the squares of both moves marked, and the position the
 * engine resolves the turn into (parlour_simul_resolve()), so the pictures
 * cannot disagree with the game.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-rules-window-private.h"
#include "parlour-simul-ui.h"

#define DIAGRAM_SIZE 150

static const ParlourRulesSection simul_rules[] = {
  { N_("The Goal"), {
      N_("Both players move at the same time. Every turn each player chooses one move in "
         "secret, by the usual rules of chess in the position as the turn begins; then both "
         "moves are revealed and carried out together."),
      N_("After a turn, a player whose king is gone, or stands attacked, loses. If both "
         "kings are in that state, the game is drawn. So a king may not stay in check, and "
         "moving into a square the other move attacks loses."),
      NULL } },
  { N_("When Two Moves Meet"), {
      N_("Same square: two pieces that go to the same square are both removed."),
      N_("Swap: two pieces that each go to the square the other left are both removed — "
         "two pawns capturing each other too."),
      N_("Head-on: two pieces that move towards each other along one line and would pass "
         "through each other are both removed. Paths that only cross at an angle do not "
         "meet, and a knight only meets a piece on the same square or in a swap."),
      N_("Two pawns advancing onto the same square both stay where they were (an option "
         "removes them instead)."),
      NULL } },
  { N_("Captures"), {
      N_("A piece captures what stands on its square once both moves are done: a piece "
         "that moved away in the same turn is not captured."),
      N_("Castling is a king move and a rook move, and each meets the other side’s piece "
         "by the rules above. En passant takes a pawn that made its double step in the turn "
         "before, if it did not move again; both sides may have an en passant capture at "
         "once."),
      NULL } },
  { N_("Passing, Draws and Time"), {
      N_("A player with no legal move passes; if neither player has one, the game is "
         "drawn. The game is also drawn by agreement, on a claim after a threefold "
         "repetition or fifty turns without a capture or pawn move, and when only the two "
         "kings are left."),
      N_("A countdown may limit each turn: a player who has not chosen when it ends "
         "passes. A time pool may limit the whole game: when it is used up, the side with "
         "more material wins (pawn 1, knight and bishop 3, rook 5, queen 9)."),
      NULL } },
};

/* the section of the collisions: one example per paragraph of it */
#define COLLISIONS 1

static const struct {
  const char *id;
  const char *fen;
  const char *white;
  const char *black;
} examples[] = {
  { "same-square", "4k3/8/5n2/8/8/2N5/8/4K3 w - - 0 1", "c3d5", "f6d5" },
  { "swap", "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5", "e5d4" },
  { "head-on", "4k3/r7/8/8/8/8/8/R3K3 w - - 0 1", "a1a6", "a7a2" },
  { "pawns", "4k3/8/8/4p3/8/8/4P3/4K3 w - - 0 1", "e2e4", "e5e4" },
};

/* The example's two moves, before and after, and the rule beside them. */
static void
add_example (ParlourRulesWindow   *self,
             const ParlourVariant *variant,
             guint                 i,
             const char           *rule)
{
  g_autoptr(ParlourPosition) before = parlour_position_new_from_fen (variant, examples[i].fen,
                                                                      NULL);
  g_autofree char *after_id = g_strconcat (examples[i].id, "-after", NULL);
  g_autofree char *caption = NULL;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *board, *label;
  ParlourPosition after;
  ParlourMove moves[2];
  guint8 marked[4];

  g_return_if_fail (before != NULL);
  moves[0] = parlour_simul_move_from_text (before, PARLOUR_WHITE, examples[i].white, NULL);
  moves[1] = parlour_simul_move_from_text (before, PARLOUR_BLACK, examples[i].black, NULL);
  g_return_if_fail (parlour_simul_resolve (before, moves[0], moves[1], &after, NULL, NULL));
  for (guint c = 0; c < 2; c++)
    {
      marked[2 * c] = PARLOUR_MOVE_FROM (moves[c]);
      marked[2 * c + 1] = PARLOUR_MOVE_TO (moves[c]);
    }

  gtk_box_append (GTK_BOX (row),
                  parlour_rules_window_new_diagram (before, marked, G_N_ELEMENTS (marked),
                                                    DIAGRAM_SIZE, examples[i].id, &board));
  parlour_rules_window_add_diagram (self, examples[i].id, board);
  gtk_box_append (GTK_BOX (row),
                  parlour_rules_window_new_diagram (&after, NULL, 0, DIAGRAM_SIZE, after_id,
                                                    &board));
  parlour_rules_window_add_diagram (self, after_id, board);

  label = gtk_label_new (rule);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (text), label);
  /* Translators: under a diagram; %1$s and %2$s are moves such as c3d5 */
  caption = g_strdup_printf (_("White plays %1$s and Black %2$s at the same time: before, "
                               "and after."), examples[i].white, examples[i].black);
  label = gtk_label_new (caption);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (text), label);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_top (row, 12);
  parlour_rules_window_append (self, row);
}

void
parlour_simul_ui_add_rules (ParlourRulesWindow   *self,
                            const ParlourVariant *variant)
{
  g_return_if_fail (PARLOUR_IS_RULES_WINDOW (self));
  g_return_if_fail (variant != NULL);

  parlour_rules_window_add_sections (self, simul_rules, COLLISIONS, TRUE);
  parlour_rules_window_add_heading (self, _(simul_rules[COLLISIONS].heading), FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    add_example (self, variant, i, _(simul_rules[COLLISIONS].paragraphs[i]));
  parlour_rules_window_add_sections (self, simul_rules + COLLISIONS + 1,
                                     G_N_ELEMENTS (simul_rules) - COLLISIONS - 1, FALSE);
}
