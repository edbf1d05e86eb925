/* parlour-rules-bingo.c — the rules of Chess Bingo, with pictures of cards and a handicap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Chess Bingo is a match of chess games, not a variant (docs/rules/bingo.md):
 * F1 during a match and the Rules button of its row in New Game show this
 * page. It retells the rules for players: the match, the card, the three ways
 * to win, ticking after each game with the free tick, the two kinds of
 * objective and the handicaps with the order of who chooses. Two cards are
 * drawn here with cairo in the card's colours (a line of player 1, a lockout
 * shared out), and a handicap start is drawn by the board widget.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-handicap.h"
#include "parlour-notation.h"
#include "parlour-rules-bingo.h"
#include "parlour-rules-window-private.h"

#define CARD_PICTURE_SIZE 150
#define BOARD_PICTURE_SIZE 180

static const ParlourRulesSection match_rules[] = {
  { N_("A Match of Chess Games"), {
      N_("In Chess Bingo two players race to complete objectives on a bingo card. They play "
         "one ordinary game of chess after another, all at one agreed time control (three "
         "minutes and two seconds a move unless they choose another), and their colours "
         "alternate from game to game. Who is White in the first game is chosen at random, "
         "or by the players."),
      NULL } },
  { N_("The Card"), {
      N_("The card is a grid of five by five: 25 different objectives, such as “Castle "
         "queenside” or “Checkmate with a knight”. Its 12 lines are the 5 rows, the 5 "
         "columns and the 2 diagonals."),
      N_("Parlour deals the card at random from its catalogue, balanced by difficulty, and "
         "never with two objectives that are the same condition with a different number. "
         "The deal comes from a seed that is shown: typed in again, it deals the same card."),
      NULL } },
  { N_("Ways to Win the Match"), {
      N_("1-line: the first player to complete one line wins the match."),
      N_("3-line: the first to complete three lines wins; the lines may share squares."),
      N_("Lockout: the first to tick 13 objectives wins, and an objective ticked by one player "
         "can no longer be ticked by the other."),
      N_("In 1-line and 3-line both players may tick the same objective. If both reach their "
         "target in the same round of ticks, the match is drawn."),
      NULL } },
};

static const ParlourRulesSection ticking_rules[] = {
  { N_("Ticking After Each Game"), {
      N_("The loser of a game ticks nothing. The winner ticks any of the objectives they "
         "completed: all of them, some or none."),
      N_("A win on time or by resignation also earns the winner one free tick: any single "
         "objective of their choice, completed or not. It is chosen on the card in the tick "
         "dialog."),
      N_("After a drawn game both players tick the objectives they completed. In lockout Black "
         "ticks first, then White, who cannot take what Black has just ticked."),
      N_("Parlour finds the completed objectives and offers them already selected; a player "
         "may leave one out, for example to keep it for later in lockout. Ticks can be taken "
         "back until the next game starts."),
      NULL } },
  { N_("Objectives"), {
      N_("A per-game objective (“in a game”) must be achieved within one game, and can only be "
         "ticked right after that game, if it was won or drawn."),
      N_("A cumulative objective (“inc”) adds up over all the games of the match, whatever "
         "their results. Once its count is reached it can be ticked after any later win or "
         "draw. The card shows each player’s count, such as “3/10”."),
      NULL } },
};

static const ParlourRulesSection handicap_rules[] = {
  { N_("Handicaps"), {
      N_("A stronger player can give a handicap. All three kinds are optional and are set up "
         "with the match."),
      NULL } },
  { N_("Material Handicap"), {
      N_("The giver plays every game with pieces missing. Pieces are worth pawn 1, knight 3, "
         "bishop 3, rook 5, queen 9; the king is never removed. The players agree a handicap "
         "value V, which can be changed between games."),
      N_("The pieces are chosen before each game in pairs of games: the giver chooses for "
         "game 1, the taker for games 2 and 3, the giver for games 4 and 5, the taker for "
         "games 6 and 7, and so on. Colours still alternate as usual."),
      N_("The giver must remove pieces worth at least V; the taker may remove pieces worth at "
         "most V. For both, at most p + 1 pawns may go, where p is the number of other pieces "
         "removed, but up to two pawns always may."),
      N_("The pieces left stay on their usual squares, the set may change every game, and "
         "castling follows the rooks that remain."),
      NULL } },
};

static const ParlourRulesSection other_handicaps[] = {
  { N_("Time and Bingo Handicaps"), {
      N_("Time handicap: each player has their own time control, for example the giver 1+0 "
         "and the taker 5+0."),
      N_("Bingo handicap: each player has their own target. In lockout the giver needs more "
         "than 13 ticks and the taker fewer, the two adding up to at most 26; in the line "
         "games each player needs one or three lines."),
      NULL } },
};

/* Cells ticked in a picture of a card, row by row from the top: 0 nobody,
 * 1 player 1 (blue), 2 player 2 (orange); a cell of @line is in a complete line. */
typedef struct {
  guint8 ticks[25];
  guint8 line[25];
} CardPicture;

/* player 1 has the diagonal from the top left; player 2 three scattered ticks */
static const CardPicture line_picture = {
  { 1, 0, 0, 2, 0,
    0, 1, 0, 0, 0,
    0, 2, 1, 0, 0,
    0, 0, 0, 1, 1,
    2, 0, 0, 0, 1 },
  { 1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
    0, 0, 1, 0, 0,
    0, 0, 0, 1, 0,
    0, 0, 0, 0, 1 },
};

/* lockout: every ticked cell is one player's only */
static const CardPicture lockout_picture = {
  { 1, 2, 0, 1, 2,
    2, 1, 1, 0, 0,
    0, 2, 1, 2, 1,
    1, 0, 2, 0, 2,
    0, 1, 2, 2, 1 },
  { 0 },
};

static void
draw_card (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  const CardPicture *picture = data;
  GdkRGBA fg;
  double gap = 3, cell = (MIN (width, height) - 4 * gap) / 5.0;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  for (guint i = 0; i < 25; i++)
    {
      double x = (i % 5) * (cell + gap), y = (i / 5) * (cell + gap);

      cairo_rectangle (cr, x, y, cell, cell);
      if (picture->ticks[i] == 1)
        cairo_set_source_rgba (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 0.45);
      else if (picture->ticks[i] == 2)
        cairo_set_source_rgba (cr, 0xe6 / 255.0, 0x61 / 255.0, 0x00 / 255.0, 0.45);
      else
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.08);
      cairo_fill (cr);
      if (picture->line[i])
        {
          /* the line outlined in its player's colour, as the card does */
          cairo_set_line_width (cr, 3);
          cairo_rectangle (cr, x + 1.5, y + 1.5, cell - 3, cell - 3);
          cairo_set_source_rgb (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0);
          cairo_stroke (cr);
        }
      if (picture->ticks[i] != 0)
        {
          /* a tick mark */
          cairo_set_line_width (cr, MAX (cell / 10, 1.5));
          cairo_move_to (cr, x + cell * 0.28, y + cell * 0.52);
          cairo_line_to (cr, x + cell * 0.44, y + cell * 0.68);
          cairo_line_to (cr, x + cell * 0.72, y + cell * 0.34);
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
          cairo_stroke (cr);
        }
    }
}

/* A picture beside its caption. */
static void
add_picture (ParlourRulesWindow *self,
             GtkWidget          *picture,
             const char         *caption)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *label = gtk_label_new (caption);

  gtk_widget_set_valign (picture, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), picture);
  gtk_box_append (GTK_BOX (row), label);
  gtk_widget_set_margin_top (row, 12);
  parlour_rules_window_append (self, row);
}

static void
add_card_picture (ParlourRulesWindow *self,
                  const CardPicture  *picture,
                  const char         *name,
                  const char         *caption)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), CARD_PICTURE_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), CARD_PICTURE_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card, (gpointer) picture, NULL);
  gtk_widget_set_name (area, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, caption,
                                  -1);
  add_picture (self, area, caption);
}

/* White gives V = 5: the b1 knight and the a2 and b2 pawns are off (3 + 1 + 1;
 * two pawns with one other piece is within the pawn rule). */
static void
add_handicap_picture (ParlourRulesWindow *self)
{
  const ParlourVariant *chess = parlour_variant_lookup ("chess");
  const char * const names[] = { "b1", "a2", "b2" };
  ParlourSquare removed[G_N_ELEMENTS (names)];
  guint8 marked[G_N_ELEMENTS (names)];
  g_autoptr(ParlourPosition) pos = NULL;
  GtkWidget *board, *frame;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    removed[i] = marked[i] = (guint8) parlour_square_from_name (chess, names[i]);
  pos = parlour_handicap_position_new (PARLOUR_WHITE, removed, G_N_ELEMENTS (removed));
  frame = parlour_rules_window_new_diagram (pos, marked, G_N_ELEMENTS (marked),
                                            BOARD_PICTURE_SIZE, "handicap", &board);
  parlour_rules_window_add_diagram (self, "handicap", board);
  add_picture (self, frame,
               _("White gives a handicap of V = 5 and chose the knight from b1 and the pawns "
                 "from a2 and b2, worth 3 + 1 + 1 = 5: two pawns with one other piece keep the "
                 "pawn rule. In the next two games the taker chooses."));
}

GtkWidget *
parlour_rules_window_new_bingo (GtkWindow *parent)
{
  GtkWidget *self = parlour_rules_window_new_titled (parent, _("Chess Bingo"));
  ParlourRulesWindow *rules = PARLOUR_RULES_WINDOW (self);

  parlour_rules_window_add_sections (rules, match_rules, G_N_ELEMENTS (match_rules), TRUE);
  add_card_picture (rules, &line_picture, "bingo-line",
                    _("1-line: the blue player completed the diagonal from the top left, "
                      "outlined, and wins the match. The orange player’s ticks are elsewhere."));
  add_card_picture (rules, &lockout_picture, "bingo-lockout",
                    _("Lockout: every objective belongs to the player who ticked it first. Blue "
                      "has 9 and orange 9; the first to 13 wins."));
  parlour_rules_window_add_sections (rules, ticking_rules, G_N_ELEMENTS (ticking_rules), FALSE);
  parlour_rules_window_add_sections (rules, handicap_rules, G_N_ELEMENTS (handicap_rules), FALSE);
  add_handicap_picture (rules);
  parlour_rules_window_add_sections (rules, other_handicaps, G_N_ELEMENTS (other_handicaps),
                                     FALSE);
  parlour_rules_window_add_paragraph (rules, _("The games themselves follow the rules of "
                                               "chess below."), "dim-label");
  parlour_rules_chess_add_sections (rules, 0, G_MAXUINT, FALSE);
  return self;
}
