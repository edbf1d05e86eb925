/* parlour-rules-drops.c — Crazyhouse and Bughouse in the UI: their rows, and their rules pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both games are chess with drops (docs/rules/crazyhouse.md, docs/rules/bughouse.md):
 * their pages tell what drops change and show two diagrams drawn by the board
 * widget itself, the reserve beside the board: a drop that mates, and a check
 * that only a drop could block, which in Bughouse is not mate.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-notation.h"
#include "parlour-rules-window-private.h"
#include "parlour-variant-ui-rows.h"

#define DIAGRAM_SIZE 200

/* the drop: White has a rook in hand; dropped on e8 it mates the king
 * behind its pawns */
#define DROP_FEN    "6k1/5ppp/8/8/8/8/5PPP/6K1[R] w - - 0 1"
/* a blocked check: after 1. f3 e5 2. g4 Qh4+ White has no move, but a piece
 * dropped on f2 or g3 would block */
#define BLOCKED_FEN "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR[] w KQkq - 1 3"

static const ParlourRulesSection drop_rules[] = {
  { N_("Pieces in Hand"), {
      N_("The pieces a player holds stand in a column beside the board, each kind with how "
         "many there are: the top player’s above, the bottom player’s below."),
      N_("A piece that was a promoted pawn is marked on the board, and goes into a hand as a "
         "pawn when it is captured."),
      NULL } },
  { N_("Drops"), {
      N_("On their turn a player may, instead of moving, drop a piece from their hand onto "
         "any empty square: click the piece beside the board, then the square, or drag it "
         "there. A drop may give check, or even mate."),
      N_("A pawn can never be dropped on the first or the last rank. A pawn dropped on its "
         "own second rank may still advance two squares, and a dropped pawn promotes like "
         "any other. A dropped rook never gives the right to castle."),
      NULL } },
};

static const ParlourRulesSection bughouse_rules[] = {
  { N_("Two Boards, Four Players"), {
      N_("Bughouse is chess for two teams of two. One team plays White on board A and Black "
         "on board B, the other Black on A and White on B, so partners have opposite colours "
         "and sit side by side."),
      N_("A piece captured on one board goes at once to the capturer’s partner on the other "
         "board, in the partner’s colour; a promoted pawn goes over as a pawn. Both boards "
         "are played at the same time."),
      NULL } },
  { N_("Checkmate and Waiting"), {
      N_("A player in check with no legal move is mated only if no drop of any piece — held "
         "now or not — could block the check. Otherwise the player waits for the partner to "
         "send the piece, while the clock runs. A player with no move and not in check waits "
         "in the same way: there is no stalemate."),
      NULL } },
  { N_("The End of the Match"), {
      N_("The match ends as soon as the game on either board ends — by checkmate, by "
         "capture of a king (under King capture), on time, by resignation, or by a draw all "
         "four agree to — and that game’s result is the teams’ result."),
      N_("Any player may resign for the team at any moment, whoever is to move on either "
         "board, and the other team wins. Any player may offer a draw at any moment too; it "
         "needs all four players to agree."),
      N_("The usual clocks are 4 minutes with a 2-second delay per move; the Black players "
         "start them, so both White clocks begin together."),
      NULL } },
};

static const ParlourRulesSection crazyhouse_rules[] = {
  { N_("Crazyhouse"), {
      N_("Crazyhouse is chess in which a captured piece changes sides: it goes into the "
         "hand of the player who captured it, who may later drop it back on the board as "
         "their own. It is Bughouse on one board, for two players."),
      NULL } },
};

/* A picture of @fen with @marked squares (names), and what it shows. */
static void
add_diagram (ParlourRulesWindow   *self,
             const ParlourVariant *variant,
             const char           *name,
             const char           *fen,
             const char * const   *marked,
             const char           *caption)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new_from_fen (variant, fen, NULL);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *board = parlour_board_view_new ();
  GtkWidget *frame = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (caption);
  guint8 squares[4];
  guint n = 0;

  g_return_if_fail (pos != NULL);
  for (; marked[n] != NULL && n < G_N_ELEMENTS (squares); n++)
    squares[n] = (guint8) parlour_square_from_name (variant, marked[n]);
  parlour_board_view_set_input (PARLOUR_BOARD_VIEW (board), PARLOUR_BOARD_INPUT_NONE);
  g_object_set (board, "show-coordinates", TRUE, "animations", FALSE, NULL);
  parlour_board_view_set_position (PARLOUR_BOARD_VIEW (board), pos);
  parlour_board_view_set_marked_squares (PARLOUR_BOARD_VIEW (board), squares, n);
  gtk_widget_set_can_focus (board, FALSE);
  gtk_widget_set_name (board, name);

  /* a scrolled window that never scrolls gives the board a picture's size */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (frame), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (frame), DIAGRAM_SIZE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (frame),
                                              DIAGRAM_SIZE * 9 / 10);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (frame), board);
  gtk_widget_set_valign (frame, GTK_ALIGN_START);
  gtk_widget_set_can_target (frame, FALSE);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), frame);
  gtk_box_append (GTK_BOX (row), label);
  gtk_widget_set_margin_top (row, 12);
  parlour_rules_window_append (self, row);
  parlour_rules_window_add_diagram (self, name, board);
}

static void
add_drop_diagram (ParlourRulesWindow   *self,
                  const ParlourVariant *variant)
{
  static const char * const e8[] = { "e8", NULL };

  add_diagram (self, variant, "drop", DROP_FEN, e8,
               _("White holds a rook. Dropped on the marked square, e8, it gives check along "
                 "the back rank, and the king, shut in by its own pawns, cannot escape: "
                 "checkmate."));
}

static void
add_crazyhouse_rules (ParlourRulesWindow   *self,
                      const ParlourVariant *variant)
{
  parlour_rules_window_add_sections (self, crazyhouse_rules, G_N_ELEMENTS (crazyhouse_rules),
                                     TRUE);
  parlour_rules_window_add_sections (self, drop_rules, G_N_ELEMENTS (drop_rules), FALSE);
  add_drop_diagram (self, variant);
  parlour_rules_window_add_heading (self, _("Everything Else"), FALSE);
  parlour_rules_window_add_paragraph (self, _("The rest is as in chess, and so is the end of "
                                              "the game: checkmate, stalemate, repetition, "
                                              "the move rules, agreement, resignation and "
                                              "time."), NULL);
  parlour_rules_chess_add_sections (self, PARLOUR_RULES_CHESS_PIECES, 2, FALSE);
}

static void
add_bughouse_rules (ParlourRulesWindow   *self,
                    const ParlourVariant *variant)
{
  static const char * const blocks[] = { "f2", "g3", NULL };

  parlour_rules_window_add_sections (self, bughouse_rules, 1, TRUE);
  parlour_rules_window_add_sections (self, drop_rules, G_N_ELEMENTS (drop_rules), FALSE);
  add_drop_diagram (self, variant);
  parlour_rules_window_add_sections (self, &bughouse_rules[1], 2, FALSE);
  add_diagram (self, variant, "blocked-check", BLOCKED_FEN, blocks,
               _("After 1. f3 e5 2. g4 Qh4+ White is in check and has no move. A piece "
                 "dropped on f2 or g3 would block the check, so this is not mate: White waits "
                 "for a piece from the partner while the clock runs."));
  parlour_rules_chess_add_sections (self, PARLOUR_RULES_CHESS_PIECES, 2, FALSE);
}

static const ParlourVariant * const crazyhouse_variants[] = { &parlour_variant_crazyhouse, NULL };
static const ParlourVariant * const bughouse_variants[] = { &parlour_variant_bughouse, NULL };

const ParlourVariantUi parlour_crazyhouse_ui = {
  .variants = crazyhouse_variants,
  .add_rules = add_crazyhouse_rules,
};

const ParlourVariantUi parlour_bughouse_ui = {
  .variants = bughouse_variants,
  .flags = PARLOUR_VARIANT_UI_FOUR_PLAYERS,
  .add_rules = add_bughouse_rules,
  .default_time_control = "240d2",
};
