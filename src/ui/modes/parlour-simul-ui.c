/* parlour-simul-ui.c — SimulChess in the UI: its row, its rules, and a turn in one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are docs/rules/simulchess.md in plain words. A turn's events
 * (parlour-simul.h) are told in one sentence, the most telling event first:
 * a failed king, then a collision, then a capture.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-notation.h"
#include "parlour-simul-match.h"
#include "parlour-simul-options.h"
#include "parlour-simul-ui.h"
#include "parlour-variant-ui-rows.h"

static char *
describe_simul_result (ParlourResult      result,
                       ParlourTermination termination,
                       const char        *white_name,
                       const char        *black_name)
{
  gboolean white = result == PARLOUR_RESULT_WHITE_WINS;

  if (termination == PARLOUR_TERMINATION_KING_FAILED)
    {
      if (result == PARLOUR_RESULT_DRAW)
        return g_strdup (_("Draw: both kings were lost or attacked"));
      return g_strdup (white ? _("White wins: Black’s king was lost or attacked")
                             : _("Black wins: White’s king was lost or attacked"));
    }
  if (termination == PARLOUR_TERMINATION_TIME)
    {
      if (result == PARLOUR_RESULT_DRAW)
        return g_strdup (_("Time is up: equal material, a draw"));
      return g_strdup (white ? _("Time is up: White wins on material")
                             : _("Time is up: Black wins on material"));
    }
  return NULL;
}

/* A piece's name in a sentence, lower case ("knight"). */
static const char *
piece_name (const ParlourVariant *variant,
            ParlourPiece          piece)
{
  static const char *names[] = {
    NULL, N_("pawn"), N_("knight"), N_("bishop"), N_("rook"), N_("queen"), N_("king"),
  };
  guint kind = PARLOUR_PIECE_KIND (piece);

  return kind < G_N_ELEMENTS (names) && names[kind] != NULL ? _(names[kind]) : _("piece");
}

static const ParlourSimulEvent *
find_event (GArray                *events,
            ParlourSimulEventKind  kind)
{
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, ParlourSimulEvent, i).kind == kind)
      return &g_array_index (events, ParlourSimulEvent, i);
  return NULL;
}

/* Two pieces of one kind on one square, per kind; %s is the square */
static const char * const both_landed[] = {
  NULL,
  N_("Both pawns landed on %s and are removed"),
  N_("Both knights landed on %s and are removed"),
  N_("Both bishops landed on %s and are removed"),
  N_("Both rooks landed on %s and are removed"),
  N_("Both queens landed on %s and are removed"),
  N_("Both kings landed on %s and are removed"),
};

/* The collision @e in a sentence. */
static char *
explain_collision (const ParlourVariant    *variant,
                   const ParlourSimulEvent *e)
{
  const char *w = piece_name (variant, e->piece), *b = piece_name (variant, e->other);
  char square[8];

  parlour_square_name (variant, e->square, square);
  switch (e->kind)
    {
    case PARLOUR_SIMUL_EVENT_SAME_SQUARE:
      if (PARLOUR_PIECE_KIND (e->piece) == PARLOUR_PIECE_KIND (e->other) &&
          PARLOUR_PIECE_KIND (e->piece) < G_N_ELEMENTS (both_landed))
        return g_strdup_printf (_(both_landed[PARLOUR_PIECE_KIND (e->piece)]), square);
      /* Translators: %1$s and %2$s are piece names, %3$s a square */
      return g_strdup_printf (_("The white %1$s and the black %2$s both landed on %3$s and are "
                                "removed"), w, b, square);
    case PARLOUR_SIMUL_EVENT_SWAPPED:
      /* Translators: %1$s and %2$s are piece names */
      return g_strdup_printf (_("The white %1$s and the black %2$s swapped squares and are "
                                "removed"), w, b);
    case PARLOUR_SIMUL_EVENT_HEAD_ON:
      /* Translators: %1$s and %2$s are piece names */
      return g_strdup_printf (_("The white %1$s and the black %2$s met head-on and are "
                                "removed"), w, b);
    case PARLOUR_SIMUL_EVENT_CANCELLED:
      /* Translators: %s is a square */
      return g_strdup_printf (_("Both pawns advanced to %s and bounced back"), square);
    default:
      return NULL;
    }
}

char *
parlour_simul_ui_explain (const ParlourVariant *variant,
                          GArray               *events)
{
  static const ParlourSimulEventKind collisions[] = {
    PARLOUR_SIMUL_EVENT_SAME_SQUARE, PARLOUR_SIMUL_EVENT_SWAPPED, PARLOUR_SIMUL_EVENT_HEAD_ON,
    PARLOUR_SIMUL_EVENT_CANCELLED,
  };
  const ParlourSimulEvent *e;
  guint failed = 0;

  g_return_val_if_fail (variant != NULL && events != NULL, NULL);

  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, ParlourSimulEvent, i).kind == PARLOUR_SIMUL_EVENT_FAILED)
      failed |= 1u << g_array_index (events, ParlourSimulEvent, i).color;
  if (failed == 3)
    return g_strdup (_("Both kings are lost or attacked"));
  if (failed != 0)
    return g_strdup (failed == 1 ? _("White’s king is lost or attacked")
                                 : _("Black’s king is lost or attacked"));
  for (guint i = 0; i < G_N_ELEMENTS (collisions); i++)
    if ((e = find_event (events, collisions[i])) != NULL)
      return explain_collision (variant, e);
  if ((e = find_event (events, PARLOUR_SIMUL_EVENT_CAPTURED)) != NULL)
    {
      char square[8];

      parlour_square_name (variant, e->square, square);
      /* Translators: "The white bishop captured the black knight on c6" */
      return g_strdup_printf (e->color == PARLOUR_WHITE
                                ? _("The white %1$s captured the black %2$s on %3$s")
                                : _("The black %1$s captured the white %2$s on %3$s"),
                              piece_name (variant, e->piece), piece_name (variant, e->other),
                              square);
    }
  if (find_event (events, PARLOUR_SIMUL_EVENT_PASSED) != NULL &&
      find_event (events, PARLOUR_SIMUL_EVENT_MOVED) == NULL)
    return g_strdup (_("Both players passed"));
  return g_strdup (_("Both moves were made"));
}

/* White's choice is only "chosen", never where; a whole turn is explained. */
static char *
explain_simul_action (ParlourMatch *match,
                      guint         n_moves)
{
  ParlourSimulMatch *simul = PARLOUR_SIMUL_MATCH (match);
  ParlourGame *game = parlour_match_get_game (match, 0);
  g_autoptr(GArray) events = NULL;

  if (parlour_game_get_n_moves (game) == n_moves)
    return g_strdup (parlour_simul_match_has_chosen (simul, 0) ? _("White has chosen") : NULL);
  if (parlour_game_get_n_moves (game) != n_moves + 2)
    return NULL;
  events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  parlour_simul_match_get_turn_events (simul, n_moves / 2, events);
  return parlour_simul_ui_explain (parlour_game_get_variant (game), events);
}

/* After White's choice, while Black, at this computer too, is to choose. Only
 * two people at this computer need it: a computer's choice is hidden anyway
 * (the board shows the game, which has it only once both have chosen), and a
 * single person has nobody to look away from. */
static char *
simul_curtain (ParlourMatch *match)
{
  ParlourSimulMatch *simul = PARLOUR_SIMUL_MATCH (match);
  guint white = parlour_match_find_seat (match, 0, PARLOUR_WHITE);
  guint black = parlour_match_find_seat (match, 0, PARLOUR_BLACK);

  if (parlour_match_is_over (match) || !parlour_simul_match_takes_turns (simul) ||
      !parlour_simul_match_has_chosen (simul, white) ||
      parlour_simul_match_has_chosen (simul, black))
    return NULL;
  return g_strdup (_("Black to choose — White, look away\n\nBlack: click or press Enter to show the board"));
}

/* Black sees the board: Black's own countdown starts (the match's, when the
 * two take turns at this computer). */
static void
simul_curtain_lifted (ParlourMatch *match,
                      gint64        now_us)
{
  guint seat = parlour_match_get_seat_to_act (match, 0);

  if (seat < 2)
    parlour_simul_match_start_countdown (PARLOUR_SIMUL_MATCH (match), seat, now_us);
}

static GVariant *
get_simul_options (GtkWidget *options)
{
  return parlour_simul_options_get_value (PARLOUR_SIMUL_OPTIONS (options));
}

static void
set_simul_options (GtkWidget *options,
                   GVariant  *value)
{
  parlour_simul_options_set_value (PARLOUR_SIMUL_OPTIONS (options), value);
}

/* The seat to choose and its seconds, and the pool's minutes and seconds. */
static char *
simul_countdown (ParlourMatch *match,
                 gint64        now_us,
                 gint         *seconds_left)
{
  ParlourSimulMatch *simul = PARLOUR_SIMUL_MATCH (match);
  gint64 left = parlour_simul_match_get_countdown_left (simul, now_us);
  gint64 pool = parlour_simul_match_get_pool_left (simul, now_us);
  guint seat = parlour_match_get_seat_to_act (match, 0);
  gboolean white;
  GString *text;

  *seconds_left = -1;
  if (parlour_match_is_over (match) || seat == PARLOUR_NO_SEAT || (left < 0 && pool < 0))
    return NULL;
  white = parlour_match_get_seat (match, seat)->color == PARLOUR_WHITE;
  text = g_string_new (NULL);
  if (left >= 0)
    {
      /* a second that has begun counts, so 0 shows only as the turn ends */
      *seconds_left = (gint) ((left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC);
      /* Translators: the countdown of a SimulChess turn; %d is seconds */
      g_string_append_printf (text, white ? _("White to choose: %d s") : _("Black to choose: %d s"),
                              *seconds_left);
    }
  else
    g_string_append (text, white ? _("White to choose") : _("Black to choose"));
  if (pool >= 0)
    {
      gint64 seconds = (pool + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;

      g_string_append_c (text, '\n');
      /* Translators: the time left for a whole SimulChess game, minutes:seconds */
      g_string_append_printf (text, _("Time pool: %d:%02d"), (int) (seconds / 60),
                              (int) (seconds % 60));
    }
  return g_string_free (text, FALSE);
}

/* The whole turn after @n_moves moves (one the action completed, or one
 * chosen in the move list), as the board's reveal. */
static gboolean
simul_reveal (ParlourMatch *match,
              guint         n_moves,
              GArray       *motions)
{
  ParlourGame *game = parlour_match_get_game (match, 0);
  g_autoptr(GArray) events = NULL;

  if (n_moves % 2 != 0 || parlour_game_get_n_moves (game) < n_moves + 2)
    return FALSE;
  events = g_array_new (FALSE, FALSE, sizeof (ParlourSimulEvent));
  if (!parlour_simul_match_get_turn_events (PARLOUR_SIMUL_MATCH (match), n_moves / 2, events))
    return FALSE;
  return parlour_simul_ui_reveal (parlour_game_get_variant (game), events, motions);
}

static const ParlourVariant * const simul_variants[] = { &parlour_variant_simul, NULL };

const ParlourVariantUi parlour_simul_ui = {
  .variants = simul_variants,
  .add_rules = parlour_simul_ui_add_rules,
  .describe_result = describe_simul_result,
  .explain_action = explain_simul_action,
  .curtain = simul_curtain,
  .curtain_lifted = simul_curtain_lifted,
  .create_options = parlour_simul_options_new,
  .get_options = get_simul_options,
  .set_options = set_simul_options,
  .apply_options = parlour_simul_options_apply,
  .countdown = simul_countdown,
  .reveal = simul_reveal,
};
