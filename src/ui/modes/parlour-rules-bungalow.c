/* parlour-rules-bungalow.c — the rules page of Bungalow Shatranj and its sub-variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bungalow's row of UI differences (parlour-variant-ui.h) and its rules page:
 * docs/bungalow.md in plain words. Every kind of the variant gets a small
 * diagram drawn by the board widget itself: the piece alone on (a part of) the
 * board and the squares it can reach marked. The squares come from the engine
 * (the legal moves of a position built with parlour_position_put), so the
 * pictures cannot disagree with the game; the Leaders that the engine needs
 * stand in far corners, where no piece shown reaches, and are left out of the
 * picture.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-piece-info.h"
#include "parlour-rules-window-private.h"
#include "parlour-variant-ui-rows.h"

#define DIAGRAM_SIZE 210

/* What sets apart the art of kinds that look alike (data/pieces/README.md) */
static const struct {
  const char *id;
  const char *text;
} art_notes[] = {
  { "mitre", N_("The arrow on it points the way it goes, for its owner as the board is turned.") },
  { "hump", N_("The arrow on it points the way it goes, for its owner as the board is turned.") },
  { "lame-dabbabah", N_("Its cart has lost a wheel: it leans on a crutch.") },
  { "lame-alfil", N_("It leans on a crutch.") },
  { "dark-horse", N_("A cloaked and hooded horse.") },
};

static const char *
art_note (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (art_notes); i++)
    if (g_str_equal (art_notes[i].id, id))
      return _(art_notes[i].text);
  return NULL;
}

/* @a, @b and @c (each may be NULL) joined with spaces */
static char *
join_sentences (const char *a,
                const char *b,
                const char *c)
{
  const char *parts[] = { a, b, c };
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i] != NULL)
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", parts[i]);
  return g_string_free (text, FALSE);
}

typedef struct {
  const char *heading;
  const char *paragraphs[4];
} RulesSection;

static const RulesSection special_rules[] = {
  { N_("Capture Promotion"), {
      N_("A pawn that captures becomes the piece it took. A pawn that takes a pawn or an "
         "Assistant becomes an Assistant."),
      N_("An Assistant that captures any other piece becomes that piece; taking a pawn or an "
         "Assistant leaves it an Assistant. The other pieces never change."),
      NULL } },
  { N_("Leader Kinds"), {
      N_("A plain Leader that captures a piece other than a pawn or an Assistant becomes a "
         "Leader of that kind: a Leader Horse, a Leader Camel and so on. It is still the royal "
         "piece, but now moves only as that kind, and it wears a crown on the board. It never "
         "changes again."),
      NULL } },
  { N_("Check and Checkmate"), {
      N_("No move may leave one’s own Leader attacked. A Leader in check cannot flee: the only "
         "way out is to capture a piece that gives check — with any piece, the Leader "
         "included — so that the Leader is not attacked afterwards."),
      N_("If there is no such capture, it is checkmate, and that player loses."),
      NULL } },
  { N_("Passing"), {
      N_("Instead of moving, a player may pass with the Pass button (Ctrl+P), except when in "
         "check. Four passes in a row, two by each player, draw the game. So there is no "
         "stalemate."),
      NULL } },
  { N_("Bare Leader"), {
      N_("A player with nothing left but the Leader is bare and loses — unless their very next "
         "move leaves the opponent bare as well. Then two bare plain Leaders are a draw; if "
         "at least one of them is a Leader of a kind, play goes on."),
      NULL } },
  { N_("Draws"), {
      N_("After 100 moves by each player without a capture or a pawn move, either player may "
         "claim a draw (passes count as moves). As in chess, a position that occurs for the "
         "third time may be claimed as a draw, and the fifth time draws the game at once."),
      N_("The players may agree to a draw, and a player may resign at any time. With a clock, "
         "a player whose time runs out loses, unless both are down to bare plain Leaders."),
      NULL } },
};

/* The move list's notation, with two kinds of the variant's own set (the most
 * valuable first), after the paragraphs of @section. */
static void
add_notation_example (ParlourRulesWindow   *self,
                      const ParlourVariant *variant,
                      guint                 section)
{
  guint first = 0, second = 0;
  g_autofree char *text = NULL;

  for (guint k = 1; k <= variant->n_kinds; k++)
    {
      const ParlourKind *kind = &variant->kinds[k];

      if (kind->pawn || kind->royal || g_str_equal (kind->id, "assistant"))
        continue;
      if (first == 0 || kind->value > variant->kinds[first].value)
        {
          second = first;
          first = k;
        }
      else if (second == 0 || kind->value > variant->kinds[second].value)
        second = k;
    }
  if (first == 0 || second == 0)
    return;

  if (section == 0)
    /* Translators: %c is a piece's letter, %s its name: "“fxg6=H” is a pawn that
     * took a Horse and became one" */
    text = g_strdup_printf (_("The move list shows the change after the move: “fxg6=%c” is a "
                              "pawn that took a %s and became one."),
                            variant->kinds[first].letter, _(variant->kinds[first].name));
  else
    /* Translators: %c is a piece's letter (twice), %s its name */
    text = g_strdup_printf (_("In the move list the letter of a Leader of a kind carries a “^”: "
                              "“Lxe5=%c^” makes a Leader %s, which then moves as “%c^c6”."),
                            variant->kinds[second].letter, _(variant->kinds[second].name),
                            variant->kinds[second].letter);
  parlour_rules_window_add_paragraph (self, text, NULL);
}

static const char *
variant_intro (const ParlourVariant *variant)
{
  if (g_str_equal (variant->id, "bungalow-2d"))
    return _("2D Bungalow is Bungalow Shatranj with one more Dabbabah for each player in each "
             "empty corner of the board. Everything else is as in Bungalow Shatranj.");
  if (g_str_equal (variant->id, "bungalow-forward"))
    return _("Forward Bungalow keeps the rules of Bungalow Shatranj with other pieces: some only "
             "move forwards, some are lame — blocked by a piece in their way — and the Giraffe "
             "makes a long bent move. A Mitre stands in each corner.");
  return _("Bungalow Shatranj is played on a board of ten by ten squares with old pieces that "
           "leap: a piece in between never blocks a jump. A piece that captures may become "
           "what it took.");
}

static guint
square_at (const ParlourVariant *variant,
           guint                 file,
           guint                 rank)
{
  return rank * variant->width + file;
}

/* A diagram shows a window of WINDOW x WINDOW squares around the piece, so that
 * the piece is drawn large enough to recognise, or the whole board when the
 * piece reaches nothing that close (the Giraffe). The window is drawn as a
 * board of its own: a copy of the variant's description with the smaller
 * size, used for drawing only (the board view asks the engine nothing about a
 * position without royal pieces and without input). One copy per variant,
 * kept for the life of the program. */
#define WINDOW 7

static const ParlourVariant *
window_variant (const ParlourVariant *variant)
{
  static GHashTable *copies;
  ParlourVariant *copy;

  if (copies == NULL)
    copies = g_hash_table_new (NULL, NULL);
  copy = g_hash_table_lookup (copies, variant);
  if (copy == NULL)
    {
      copy = g_new (ParlourVariant, 1);
      *copy = *variant;
      copy->width = copy->height = WINDOW;
      copy->initial_squares[0] = copy->initial_squares[1] = NULL;
      copy->tables = NULL;
      g_hash_table_insert (copies, (gpointer) variant, copy);
    }
  return copy;
}

/*
 * Puts a white piece of @kind near the middle of the board, alone but for the
 * two Leaders that the engine needs (far away, left out of the picture; for the
 * Leader itself only the black one), and asks the engine for its moves. The
 * pawn stands on a starting square with two black pawns diagonally ahead, so
 * that its double step and its captures show. Fills @shown with what the
 * diagram draws and @targets with the squares marked there; returns how many.
 */
static guint
build_diagram (const ParlourVariant *variant,
               guint                 kind,
               ParlourPosition      *shown,
               guint8               *targets)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (variant);
  guint royal = parlour_variant_royal_kind (variant);
  gboolean pawn = variant->kinds[kind].pawn;
  guint from_file = 4, from_rank = pawn ? 1 : 4;
  guint from = square_at (variant, from_file, from_rank);
  guint8 reach[PARLOUR_MAX_SQUARES];
  guint n_reach = 0, n = 0, near = 0;
  const ParlourVariant *window = variant;
  guint left = 0, bottom = 0;
  ParlourMoveList list;

  for (guint sq = 0; sq < variant->width * variant->height; sq++)
    parlour_position_put (pos, sq, PARLOUR_PIECE_EMPTY);
  parlour_position_put (pos, from, PARLOUR_PIECE_MAKE (kind, PARLOUR_WHITE));
  if (pawn)
    {
      ParlourPiece black_pawn = PARLOUR_PIECE_MAKE (kind, PARLOUR_BLACK);

      parlour_position_put (pos, square_at (variant, 3, 2), black_pawn);
      parlour_position_put (pos, square_at (variant, 5, 2), black_pawn);
    }
  if (kind != royal)
    parlour_position_put (pos, square_at (variant, variant->width - 1, 0),
                          PARLOUR_PIECE_MAKE (royal, PARLOUR_WHITE));
  parlour_position_put (pos, square_at (variant, 0, variant->height - 1),
                        PARLOUR_PIECE_MAKE (royal, PARLOUR_BLACK));
  pos->side = PARLOUR_WHITE;

  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = list.moves[i];
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
      guint to = PARLOUR_MOVE_TO (m);

      if (flag == PARLOUR_MOVE_PASS || flag == PARLOUR_MOVE_DROP || PARLOUR_MOVE_FROM (m) != from)
        continue;
      reach[n_reach++] = to;
      if (ABS ((int) (to % variant->width) - (int) from_file) <= WINDOW / 2 &&
          ABS ((int) (to / variant->width) - (int) from_rank) <= WINDOW / 2)
        near++;
    }

  if (near > 0 && variant->width > WINDOW && variant->height > WINDOW)
    {
      window = window_variant (variant);
      left = CLAMP ((int) from_file - WINDOW / 2, 0, (int) (variant->width - WINDOW));
      bottom = CLAMP ((int) from_rank - WINDOW / 2, 0, (int) (variant->height - WINDOW));
    }

  /* the picture: the piece (and the pawn's two targets), no Leaders */
  memset (shown, 0, sizeof *shown);
  shown->variant = window;
  shown->side = PARLOUR_WHITE;
  shown->ep = shown->ep_other = PARLOUR_NO_SQUARE;
  shown->royal[0] = shown->royal[1] = PARLOUR_NO_SQUARE;
  for (guint rank = 0; rank < window->height; rank++)
    for (guint file = 0; file < window->width; file++)
      {
        guint sq = square_at (variant, file + left, rank + bottom);

        if (!parlour_position_piece_is_royal (pos, pos->board[sq]) || kind == royal)
          shown->board[square_at (window, file, rank)] = pos->board[sq];
      }
  for (guint i = 0; i < n_reach; i++)
    {
      int file = (int) (reach[i] % variant->width) - (int) left;
      int rank = (int) (reach[i] / variant->width) - (int) bottom;

      if (file >= 0 && file < (int) window->width && rank >= 0 && rank < (int) window->height)
        targets[n++] = square_at (window, file, rank);
    }
  return n;
}

/* the picture in a frame of its size; @board gets the board view */
static GtkWidget *
create_diagram (const ParlourVariant *variant,
                guint                 kind,
                GtkWidget           **board_out)
{
  ParlourPosition shown;
  guint8 targets[PARLOUR_MAX_SQUARES];
  guint n;

  n = build_diagram (variant, kind, &shown, targets);
  return parlour_rules_window_new_diagram (&shown, targets, n, DIAGRAM_SIZE,
                                           variant->kinds[kind].id, board_out);
}

static void
add_kind (ParlourRulesWindow   *self,
          const ParlourVariant *variant,
          guint                 kind)
{
  const ParlourKind *k = &variant->kinds[kind];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *board;
  GtkWidget *diagram = create_diagram (variant, kind, &board);
  g_autofree char *title = NULL;
  GtkWidget *label;
  const char *movement = parlour_piece_info_movement (k->id);
  const char *art = art_note (k->id);
  g_autofree char *sentence = NULL;

  /* Translators: a piece and its letter, e.g. "Horse (H)" */
  title = g_strdup_printf (_("%s (%c)"), _(k->name), k->letter);
  label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (text), label);
  /* Bungalow pawns change by capturing, which the shared sentence leaves out */
  sentence = join_sentences (movement,
                             k->pawn ? _("It does not promote on the far rank: it changes "
                                         "when it captures.") : NULL,
                             art);
  if (*sentence != 0)
    {
      label = gtk_label_new (sentence);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (text), label);
    }
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);

  gtk_box_append (GTK_BOX (row), diagram);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_top (row, 12);
  parlour_rules_window_append (self, row);
  parlour_rules_window_add_diagram (self, k->id, board);
}

/* Kinds in the order a player meets them: the set's own pieces, then the
 * Assistant, the pawn and the Leader. */
static gboolean
kind_is_common (const ParlourKind *k)
{
  return k->pawn || k->royal || g_str_equal (k->id, "assistant");
}

static void
add_bungalow_rules (ParlourRulesWindow   *self,
                    const ParlourVariant *variant)
{
  parlour_rules_window_add_heading (self, _(variant->name), TRUE);
  parlour_rules_window_add_paragraph (self, variant_intro (variant), NULL);
  parlour_rules_window_add_paragraph (self, _("The winner is the player who checkmates the "
                                              "other Leader or leaves it bare, alone on the "
                                              "board."), NULL);

  parlour_rules_window_add_heading (self, _("The Pieces"), FALSE);
  parlour_rules_window_add_paragraph (self, _("Each picture shows where a white piece can move "
                                              "from where it stands; White moves up the board. "
                                              "Black’s pieces move the same way towards White."),
                                      "dim-label");
  for (guint pass = 0; pass < 2; pass++)
    for (guint kind = 1; kind <= variant->n_kinds; kind++)
      if (kind_is_common (&variant->kinds[kind]) == (pass == 1))
        add_kind (self, variant, kind);

  for (guint i = 0; i < G_N_ELEMENTS (special_rules); i++)
    {
      parlour_rules_window_add_heading (self, _(special_rules[i].heading), FALSE);
      for (guint j = 0; special_rules[i].paragraphs[j] != NULL; j++)
        parlour_rules_window_add_paragraph (self, _(special_rules[i].paragraphs[j]), NULL);
      if (i < 2)
        add_notation_example (self, variant, i);
    }
}

/* only Bungalow ends so (docs/bungalow.md), where the royal piece is the Leader */
static char *
describe_bungalow_result (ParlourResult      result,
                          ParlourTermination termination,
                          const char        *white_name,
                          const char        *black_name)
{
  gboolean white = result == PARLOUR_RESULT_WHITE_WINS;

  if (termination != PARLOUR_TERMINATION_BARE_ROYAL || result == PARLOUR_RESULT_DRAW)
    return NULL;
  if (white_name != NULL || black_name != NULL)
    {
      const char *w = white_name != NULL ? white_name : _("White");
      const char *b = black_name != NULL ? black_name : _("Black");

      /* Translators: %1$s is the winner's name, %2$s the loser's */
      return g_strdup_printf (_("%1$s wins: %2$s’s Leader is bare"), white ? w : b, white ? b : w);
    }
  return g_strdup (white ? _("White wins: Black’s Leader is bare")
                         : _("Black wins: White’s Leader is bare"));
}

static const ParlourVariant * const bungalow_variants[] = {
  &parlour_variant_bungalow, &parlour_variant_bungalow_2d, &parlour_variant_bungalow_forward, NULL
};

const ParlourVariantUi parlour_bungalow_ui = {
  .variants = bungalow_variants,
  .flags = PARLOUR_VARIANT_UI_PASS_BUTTON,
  .add_rules = add_bungalow_rules,
  .describe_result = describe_bungalow_result,
};
