/* parlour-panic-ui.c — Panic chess in the UI: picking a piece, its chances, its rules page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In Panic chess (docs/panic.md) the player picks a piece and chance picks
 * where it goes, reproducibly from the game's seed (its `Seed` PGN tag), the
 * ply and the square. The match (ParlourPanicMatch) takes the pick as an
 * action of the seat to move; this file shows the chances (parlour-panic.h)
 * and the roll, and holds Panic's row of UI differences (parlour-variant-ui.h).
 * It is the only UI file that calls Panic's own engine API.
 *
 * A first click on a piece selects it (the board view's PIECES input): each
 * square it may go to shows its chance, as they do while a piece is hovered,
 * and the board's tooltip spells the chances out. A second click (or Enter)
 * picks it; the "panic-one-click" setting picks it with the first click.
 * Picking a piece plays its move at once: the game, the clock, the move list
 * and the autosave are up to date before anything moves on the screen. The board
 * then shows the roll that chose it.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "parlour-notation.h"
#include "parlour-panic.h"
#include "parlour-rules-window-private.h"
#include "parlour-variant-ui-rows.h"
#include "parlour-window-private.h"

gboolean
_parlour_window_moves_by_chance (ParlourWindow *self)
{
  guint seat;

  if (self->match == NULL)
    return FALSE;
  seat = parlour_match_find_seat (self->match, 0, parlour_game_get_side_to_move (self->game));
  return seat != PARLOUR_NO_SEAT &&
         (parlour_match_get_input (self->match, seat) & PARLOUR_INPUT_PICK);
}

/**
 * parlour_format_chance:
 * @probability: 0 … 1
 *
 * Returns: "50%", "12.5%", "33.3%": whole percentages without decimals, others
 *   with one (in the locale's form)
 */
char *
parlour_format_chance (double probability)
{
  double percent = probability * 100.0;
  g_autofree char *number = NULL;

  if (fabs (percent - round (percent)) < 0.05)
    number = g_strdup_printf ("%.0f", round (percent));
  else
    number = g_strdup_printf ("%.1f", percent);
  /* Translators: the chance of a square on the board, e.g. "50%" or "12.5%" */
  return g_strdup_printf (_("%s%%"), number);
}

/* The chances of the piece on @square summed per destination square (the
 * promotions of a pawn land on one square); returns the number of squares. */
static guint
chances_by_square (const ParlourPosition *pos,
                   guint                  square,
                   guint8                *squares,
                   double                *chances)
{
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n, n_squares = 0;

  n = parlour_panic_outcomes (pos, square, outcomes, G_N_ELEMENTS (outcomes));
  for (guint i = 0; i < n; i++)
    {
      guint to = PARLOUR_MOVE_TO (outcomes[i].move);
      guint j = 0;

      while (j < n_squares && squares[j] != to)
        j++;
      if (j == n_squares)
        {
          squares[n_squares] = to;
          chances[n_squares] = 0;
          n_squares++;
        }
      chances[j] += outcomes[i].probability;
    }
  return n_squares;
}

/* The kinds the pawn on @from may become on @to, in the variant's order of
 * promotion kinds (Q, R, B, N); @each gets the chance of one. Returns how many. */
static guint
collect_promotions (const ParlourPosition *pos,
                    guint                  from,
                    guint                  to,
                    guint8                *kinds,
                    double                *each)
{
  ParlourPanicOutcome outcomes[PARLOUR_PANIC_MAX_OUTCOMES];
  guint n = parlour_panic_outcomes (pos, from, outcomes, G_N_ELEMENTS (outcomes));
  guint n_kinds = 0;

  for (const guint8 *kind = pos->variant->promotion_kinds; kind && *kind; kind++)
    for (guint i = 0; i < n && n_kinds < PARLOUR_MAX_KINDS; i++)
      if (PARLOUR_MOVE_TO (outcomes[i].move) == to &&
          PARLOUR_MOVE_PROMO (outcomes[i].move) == *kind)
        {
          kinds[n_kinds++] = *kind;
          *each = outcomes[i].probability;
          break;
        }
  return n_kinds;
}

/* "Queen, Rook, Bishop or Knight", or NULL if the move to @to does not promote */
static char *
describe_promotions (const ParlourPosition *pos,
                     guint                  from,
                     guint                  to,
                     double                *each)
{
  guint8 kinds[PARLOUR_MAX_KINDS];
  const char *names[PARLOUR_MAX_KINDS + 1] = { NULL, };
  g_autofree char *head = NULL;
  guint n = collect_promotions (pos, from, to, kinds, each);

  if (n == 0)
    return NULL;
  for (guint i = 0; i + 1 < n; i++)
    names[i] = _(pos->variant->kinds[kinds[i]].name);
  if (n == 1)
    return g_strdup (_(pos->variant->kinds[kinds[0]].name));
  head = g_strjoinv (", ", (char **) names);
  /* Translators: the end of a list of piece kinds, e.g. "Queen, Rook, Bishop" and "Knight" */
  return g_strdup_printf (_("%s or %s"), head, _(pos->variant->kinds[kinds[n - 1]].name));
}

/* The label of a square: its chance, and under it the letters of what a pawn may
 * become there ("50%" and "Q R B N"). */
static char *
square_label (const ParlourPosition *pos,
              guint                  from,
              guint                  to,
              double                 chance)
{
  g_autofree char *text = parlour_format_chance (chance);
  guint8 kinds[PARLOUR_MAX_KINDS];
  double each;
  guint n = collect_promotions (pos, from, to, kinds, &each);
  GString *label;

  if (n == 0)
    return g_steal_pointer (&text);
  label = g_string_new (text);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (label, "%c%c", i == 0 ? '\n' : ' ', pos->variant->kinds[kinds[i]].letter);
  return g_string_free (label, FALSE);
}

static const char *
describe_rule (ParlourPanicRule rule)
{
  switch (rule)
    {
    case PARLOUR_PANIC_RULE_CAPTURE:
      return _("It captures: each piece it can take is equally likely");
    case PARLOUR_PANIC_RULE_KING_SAFE:
      return _("The king flees: each square where it is safe is equally likely");
    case PARLOUR_PANIC_RULE_ANY:
      return _("Each square it can reach is equally likely");
    case PARLOUR_PANIC_RULE_NONE:
    default:
      return NULL;
    }
}

/* The board's tooltip over a selectable piece: the rule, then one line per square. */
static char *
describe_chances (const ParlourPosition *pos,
                  guint                  square,
                  const guint8          *squares,
                  const double          *chances,
                  guint                  n)
{
  GString *text = g_string_new (describe_rule (parlour_panic_rule (pos, square)));
  guint8 kinds[PARLOUR_MAX_KINDS];
  gboolean all_equal = TRUE;
  double each;

  /* many squares with one chance (a queen in the open): one line says it all */
  for (guint i = 0; i < n; i++)
    all_equal &= fabs (chances[i] - chances[0]) < 1e-12 &&
                 collect_promotions (pos, square, squares[i], kinds, &each) == 0;
  if (n > 6 && all_equal)
    {
      g_autofree char *chance = parlour_format_chance (chances[0]);

      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              /* Translators: e.g. "23 squares, 4.3% each" */
                              g_dngettext (GETTEXT_PACKAGE, "%u square, %s each",
                                           "%u squares, %s each", n),
                              n, chance);
      return g_string_free (text, FALSE);
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *chance = parlour_format_chance (chances[i]);
      g_autofree char *kinds = NULL;
      double each = 0;
      char name[8];

      parlour_square_name (pos->variant, squares[i], name);
      kinds = describe_promotions (pos, square, squares[i], &each);
      g_string_append_c (text, '\n');
      if (kinds != NULL)
        {
          g_autofree char *one = parlour_format_chance (each);

          /* Translators: a square, its chance, and what a pawn may become there,
           * e.g. "d8: 50% — Queen, Rook, Bishop or Knight, 12.5% each" */
          g_string_append_printf (text, _("%s: %s — %s, %s each"), name, chance, kinds, one);
        }
      else
        /* Translators: a square and its chance, e.g. "f3: 50%" */
        g_string_append_printf (text, _("%s: %s"), name, chance);
    }
  return g_string_free (text, FALSE);
}

/* Labels each square the piece on @square of @pos may go to with its chance,
 * and with @tooltip, explains them in the board's tooltip. */
static void
set_chances (ParlourWindow         *self,
             const ParlourPosition *pos,
             guint                  square,
             gboolean               tooltip)
{
  g_autoptr(GHashTable) labels = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autofree char *text = NULL;
  guint8 squares[PARLOUR_MAX_SQUARES];
  double chances[PARLOUR_MAX_SQUARES];
  guint n = chances_by_square (pos, square, squares, chances);

  for (guint i = 0; i < n; i++)
    g_hash_table_insert (labels, GUINT_TO_POINTER (squares[i]),
                         square_label (pos, square, squares[i], chances[i]));
  parlour_board_view_set_square_labels (_parlour_window_get_board (self, 0), labels);
  if (tooltip)
    text = describe_chances (pos, square, squares, chances, n);
  gtk_widget_set_tooltip_text (GTK_WIDGET (_parlour_window_get_board (self, 0)), text);
}

/* The chances shown are those of the selected piece, or else of the hovered
 * one; the tooltip spells them out while the pointer is on that piece. Nothing
 * while browsing, in a finished game, or over a piece that cannot be picked. */
static void
update_chances (ParlourWindow *self)
{
  const ParlourPosition *pos = parlour_game_get_position (self->game);
  int hovered = parlour_board_view_get_hovered_square (_parlour_window_get_board (self, 0));
  int square = parlour_board_view_get_selected_piece (_parlour_window_get_board (self, 0));

  if (square < 0)
    square = hovered;
  if (square < 0 || !_parlour_window_moves_by_chance (self) || parlour_game_is_over (self->game)
      || parlour_board_view_get_view_ply (_parlour_window_get_board (self, 0)) != PARLOUR_CURRENT_PLY
      || !parlour_panic_is_selectable (pos, (guint) square))
    {
      parlour_board_view_set_square_labels (_parlour_window_get_board (self, 0), NULL);
      gtk_widget_set_tooltip_text (GTK_WIDGET (_parlour_window_get_board (self, 0)), NULL);
      return;
    }
  set_chances (self, pos, (guint) square, square == hovered);
}

/* The pointer moved to another square, or a piece was selected (a first click)
 * or put down: the chances follow. */
void
_parlour_window_update_chances_cb (ParlourBoardView *board_view,
                                   int               square,
                                   ParlourWindow    *self)
{
  /* the roll keeps the chances of the piece it moves; it asks again when done */
  if (parlour_board_view_is_rolling (board_view))
    return;
  update_chances (self);
}

static void
roll_done_cb (ParlourBoardView *board_view,
              gpointer          user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);

  parlour_match_release_clocks (self->match, g_get_monotonic_time ());
  update_chances (self);
  _parlour_window_apply_auto_flip (self);
}

static void
network_roll_done_cb (ParlourBoardView *board_view,
                      gpointer          user_data)
{
  update_chances (PARLOUR_WINDOW (user_data));
}

/* The board shows how chance chose @played, the move of the piece on
 * @square in @before, which the game has played already. */
static void
show_roll (ParlourWindow         *self,
           const ParlourPosition *before,
           guint                  square,
           ParlourMove            played,
           ParlourBoardRollDone   done)
{
  guint8 squares[PARLOUR_MAX_SQUARES];
  double chances[PARLOUR_MAX_SQUARES];
  guint n = chances_by_square (before, square, squares, chances);
  guint chosen = 0;

  while (chosen + 1 < n && squares[chosen] != PARLOUR_MOVE_TO (played))
    chosen++;
  set_chances (self, before, square, FALSE);
  parlour_board_view_roll (_parlour_window_get_board (self, 0), squares, chances, n, chosen, done, self);
}

void
_parlour_window_network_roll (ParlourWindow *self,
                              guint          square)
{
  guint n_moves = parlour_game_get_n_moves (self->game);
  ParlourMove played;

  if (n_moves == 0)
    return;
  played = parlour_game_get_move (self->game, n_moves - 1);
  if (PARLOUR_MOVE_FROM (played) != square)
    return;
  /* the host's clock decides: the mirror's are not held for the roll */
  show_roll (self, parlour_game_get_position_at (self->game, n_moves - 1), square, played,
             network_roll_done_cb);
}

void
_parlour_window_piece_activated_cb (ParlourBoardView *board_view,
                                    guint             square,
                                    ParlourWindow    *self)
{
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_PICK, PARLOUR_MOVE_NONE, square };
  ParlourPosition before = *parlour_game_get_position (self->game);
  const char *reason;

  /* a piece that cannot be picked does nothing, and the board says why */
  reason = parlour_panic_unselectable_reason (&before, square);
  if (reason != NULL)
    {
      g_signal_emit_by_name (board_view, "input-refused", _(reason));
      return;
    }
  /* in a hosted match the host rolls: its state brings the move */
  if (_parlour_window_shows_network_match (self))
    {
      _parlour_window_network_pick (self, square);
      return;
    }

  /* the move is played: everything but the board follows it now (the
   * session, following the table, too) */
  if (!parlour_table_submit (self->table, _parlour_window_seat_to_act (self), &action, &error))
    {
      g_signal_emit_by_name (board_view, "input-refused", error->message);
      return;
    }

  /* the roll is the application's time, not the next player's: the clocks wait */
  parlour_match_hold_clocks (self->match, g_get_monotonic_time ());
  /* the board shows how it came about */
  show_roll (self, &before, square, parlour_match_get_last_move (self->match), roll_done_cb);
}

/* docs/rules/panic.md, in plain words */
static const ParlourRulesSection panic_rules[] = {
  { N_("Panic Chess"), {
      N_("Panic chess is played on the usual board with the usual pieces, but you do not "
         "choose your moves: you choose a piece, and chance chooses its move."),
      N_("Click one of your pieces that can move: the board shows each square it may go to "
         "with its chance, as it does while you point at a piece. Click the piece again, or "
         "press Enter, and chance moves it; click another piece to look at that one instead. "
         "Preferences can make one click move the piece at once."),
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

/* Not chess's: there a flag fall draws when the opponent cannot mate, but a
 * king that can be captured can always be lost (docs/panic.md, Decisions). */
static const ParlourRulesSection panic_time_rules[] = {
  { N_("Resigning and Time"), {
      N_("A player may resign at any time, and the opponent wins."),
      N_("With a clock, a player whose time runs out loses, whatever is left on the board: "
         "kings are captured, so even a lone king can still win."),
      NULL } },
};

static void
add_panic_rules (ParlourRulesWindow   *window,
                 const ParlourVariant *variant)
{
  /* the pieces as in chess; not its special moves, check, mate, draws and
   * flag falls, which Panic chess changes */
  parlour_rules_window_add_sections (window, panic_rules, G_N_ELEMENTS (panic_rules), TRUE);
  parlour_rules_chess_add_sections (window, PARLOUR_RULES_CHESS_PIECES,
                                    PARLOUR_RULES_CHESS_PIECES, FALSE);
  parlour_rules_window_add_sections (window, panic_time_rules, G_N_ELEMENTS (panic_time_rules),
                                     FALSE);
}

static const ParlourVariant * const panic_variants[] = { &parlour_variant_panic, NULL };

/* experienced players of Panic chess pick a piece with one click (docs/panic.md) */
static const ParlourVariantSetting panic_board_settings[] = {
  { "panic-one-click", "one-click-pick", N_("Pick Panic Chess Pieces With _One Click"),
    N_("Skip showing a piece’s chances before it moves") },
  { NULL }
};

const ParlourVariantUi parlour_panic_ui = {
  .variants = panic_variants,
  .board_settings = panic_board_settings,
  .flags = PARLOUR_VARIANT_UI_SEED,
  .add_rules = add_panic_rules,
  .set_seed = parlour_panic_game_set_seed,
};
