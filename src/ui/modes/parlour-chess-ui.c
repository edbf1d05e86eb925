/* parlour-chess-ui.c — standard chess in the UI: its row, and its rules in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of chess are also the base other variants' pages build on
 * (parlour_rules_chess_add_sections).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-rules-window-private.h"
#include "parlour-variant-ui-rows.h"

/* docs/rules/chess.md, in plain words */

static const ParlourRulesSection chess_rules[] = {
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

void
parlour_rules_chess_add_sections (ParlourRulesWindow *self,
                                  guint               from,
                                  guint               to,
                                  gboolean            first)
{
  to = MIN (to, G_N_ELEMENTS (chess_rules) - 1);
  g_return_if_fail (from <= to);

  parlour_rules_window_add_sections (self, &chess_rules[from], to - from + 1, first);
}

static void
add_chess_rules (ParlourRulesWindow   *window,
                 const ParlourVariant *variant)
{
  parlour_rules_chess_add_sections (window, 0, G_MAXUINT, TRUE);
}

static const ParlourVariant * const chess_variants[] = { &parlour_variant_chess, NULL };

const ParlourVariantUi parlour_chess_ui = {
  .variants = chess_variants,
  .add_rules = add_chess_rules,
};
