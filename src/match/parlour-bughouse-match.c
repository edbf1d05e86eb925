/* parlour-bughouse-match.c — Bughouse: two boards, four seats, captures to the partner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board A is the game the match is made with; set_up adds board B, a copy of
 * its start, rules and time control. The seats are White on A (team 0), Black
 * on A (team 1), White on B (team 1) and Black on B (team 0), so partners have
 * opposite colours (docs/rules/bughouse.md). Each board is played by turns on
 * its own, both at the same time (ParlourSingleMatch does that); this class
 * adds what ties them together:
 *   - a capture puts the piece, in the partner's colour and a promoted pawn as
 *     a pawn, into the partner's reserve on the other board at once, as a
 *     reserve change of the match's history (parlour-match-history.c), so that
 *     undo, redo, browsing and saving follow it;
 *   - its clocks start together (the match's clock state): the first move on
 *     either board starts both White clocks; the board that moved has pressed
 *     its clock already, the other board's White clock runs from that moment
 *     ("the Black players start the clocks");
 *   - the match ends as soon as either board ends, and the other board takes
 *     the team result, mirrored (White on A wins = Black on B wins). Undo takes
 *     such an ending back with the last move;
 *   - table talk: each seat may post one message to its partner about a kind
 *     of piece ("I need a knight", "Don't give away a queen"), which the match
 *     keeps until it is stale (docs/rules/bughouse.md, "Table talk"). Messages
 *     are the players' talk, not the game's: they are not saved, and undo
 *     does not bring them back.
 */
#include "config.h"

#include "parlour-bughouse-match.h"
#include "parlour-match-format.h"
#include "parlour-match-private.h"
#include "parlour-variant-crazyhouse.h"

#define N_SEATS 4

struct _ParlourBughouseMatch
{
  ParlourSingleMatch parent_instance;

  ParlourTeamMessage messages[N_SEATS];
};

G_DEFINE_FINAL_TYPE (ParlourBughouseMatch, parlour_bughouse_match, PARLOUR_TYPE_SINGLE_MATCH)

enum { TEAM_MESSAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_message (ParlourBughouseMatch *self,
             guint                 seat,
             ParlourTalk           talk,
             guint                 kind)
{
  ParlourTeamMessage *message = &self->messages[seat];

  if (message->talk == talk && message->kind == kind)
    return;
  *message = (ParlourTeamMessage) { talk, talk == PARLOUR_TALK_NONE ? 0 : kind };
  g_signal_emit (self, signals[TEAM_MESSAGE], 0, seat);
}

static void
clear_messages (ParlourBughouseMatch *self)
{
  for (guint seat = 0; seat < N_SEATS; seat++)
    set_message (self, seat, PARLOUR_TALK_NONE, 0);
}

guint
parlour_bughouse_match_get_partner (ParlourBughouseMatch *self,
                                    guint                 seat)
{
  ParlourMatch *match = PARLOUR_MATCH (self);
  const ParlourSeat *s;

  g_return_val_if_fail (PARLOUR_IS_BUGHOUSE_MATCH (self), PARLOUR_NO_SEAT);
  g_return_val_if_fail (seat < parlour_match_get_n_seats (match), PARLOUR_NO_SEAT);

  s = parlour_match_get_seat (match, seat);
  for (guint i = 0; i < parlour_match_get_n_seats (match); i++)
    {
      const ParlourSeat *p = parlour_match_get_seat (match, i);

      if (p->team == s->team && p->board != s->board)
        return i;
    }
  return PARLOUR_NO_SEAT;
}

const ParlourTeamMessage *
parlour_bughouse_match_get_message (ParlourBughouseMatch *self,
                                    guint                 seat)
{
  static const ParlourTeamMessage none = { PARLOUR_TALK_NONE, 0 };

  g_return_val_if_fail (PARLOUR_IS_BUGHOUSE_MATCH (self), &none);

  return seat < N_SEATS ? &self->messages[seat] : &none;
}

gboolean
parlour_bughouse_match_post (ParlourBughouseMatch *self,
                             guint                 seat,
                             ParlourTalk           talk,
                             guint                 kind,
                             GError              **error)
{
  ParlourMatch *match = PARLOUR_MATCH (self);
  const ParlourVariant *variant;

  g_return_val_if_fail (PARLOUR_IS_BUGHOUSE_MATCH (self), FALSE);

  variant = parlour_match_get_variant (match);
  if (seat >= MIN (parlour_match_get_n_seats (match), N_SEATS))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_NO_SEAT,
                   "There is no seat %u: the match has %u", seat,
                   parlour_match_get_n_seats (match));
      return FALSE;
    }
  if (parlour_match_is_over (match))
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER,
                           "The match is over: there is nothing left to tell the partner");
      return FALSE;
    }
  if (talk > PARLOUR_TALK_DONT_GIVE)
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                   "%u is no kind of table talk", (guint) talk);
      return FALSE;
    }
  /* a kind no reserve holds (a king, a kind the variant lacks) is no need */
  if (talk != PARLOUR_TALK_NONE &&
      (kind == 0 || kind > variant->n_kinds ||
       parlour_drops_kind_in_hand (variant, PARLOUR_PIECE_MAKE (kind, PARLOUR_WHITE)) != kind))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                   "Kind %u is not a piece a partner can send in %s", kind, variant->id);
      return FALSE;
    }
  set_message (self, seat, talk, kind);
  return TRUE;
}

ParlourResult
parlour_bughouse_mirror_result (ParlourResult result)
{
  switch (result)
    {
    case PARLOUR_RESULT_WHITE_WINS:
      return PARLOUR_RESULT_BLACK_WINS;
    case PARLOUR_RESULT_BLACK_WINS:
      return PARLOUR_RESULT_WHITE_WINS;
    case PARLOUR_RESULT_NONE:
    case PARLOUR_RESULT_DRAW:
    default:
      return result;
    }
}

static void
parlour_bughouse_match_set_up (ParlourMatch *match,
                               ParlourGame  *game,
                               ParlourClock *clock)
{
  parlour_match_add_board (match, game, clock);
  parlour_match_add_board_like (match, game, clock);
  parlour_match_add_team_seats (match);
  parlour_match_clock_state (match)->together = TRUE;
}

static gboolean
parlour_bughouse_match_submit (ParlourMatch        *match,
                               guint                seat,
                               const ParlourAction *action,
                               gint64               now_us,
                               GError             **error)
{
  ParlourBughouseMatch *self = PARLOUR_BUGHOUSE_MATCH (match);
  const ParlourSeat *s = parlour_match_get_seat (match, seat);
  ParlourGame *game = parlour_match_get_game (match, s->board);
  ParlourPosition before = *parlour_game_get_position (game);
  ParlourUndo undo = { 0, };
  guint kind, partner;

  if (!PARLOUR_MATCH_CLASS (parlour_bughouse_match_parent_class)->submit (match, seat, action,
                                                                          now_us, error))
    return FALSE;
  /* what the move captured, from the position it was played in */
  parlour_position_make (&before, action->move, &undo);
  kind = parlour_drops_kind_in_hand (before.variant, undo.captured);
  partner = parlour_bughouse_match_get_partner (self, seat);
  if (kind != 0 && partner != PARLOUR_NO_SEAT)
    {
      const ParlourSeat *p = parlour_match_get_seat (match, partner);
      g_autoptr(GError) local = NULL;

      /* a reserve of 63 of one kind cannot happen in a game from a real start */
      if (!parlour_match_change_reserve (match, p->board, p->color, kind, +1, &local))
        g_warning ("The captured piece could not go to the partner: %s", local->message);
    }
  /* the mover's talk was about the position it has just left; the partner's
   * need is met when the piece arrives */
  if (seat < N_SEATS)
    set_message (self, seat, PARLOUR_TALK_NONE, 0);
  if (kind != 0 && partner < N_SEATS && self->messages[partner].talk == PARLOUR_TALK_NEED &&
      self->messages[partner].kind == kind)
    set_message (self, partner, PARLOUR_TALK_NONE, 0);
  if (parlour_match_is_over (match))
    clear_messages (self);
  return TRUE;
}

/* A board that ended gives the other boards its team result; a board that
 * was reopened (undo) leaves them to the stepped hook. */
static void
parlour_bughouse_match_board_changed (ParlourMatch *match,
                                      guint         board)
{
  ParlourGame *game = parlour_match_get_game (match, board);

  if (!parlour_game_is_over (game))
    return;
  for (guint i = 0; i < parlour_match_get_n_boards (match); i++)
    {
      ParlourGame *other = parlour_match_get_game (match, i);

      if (i != board && !parlour_game_is_over (other))
        parlour_game_set_result (other,
                                 parlour_bughouse_mirror_result (parlour_game_get_result (game)),
                                 PARLOUR_TERMINATION_OTHER_BOARD);
    }
}

/* Undo takes back the match's ending with its last move: every board is
 * reopened unless its position ends it, and its clock gets the times of its
 * current ply back. */
static void
parlour_bughouse_match_stepped (ParlourMatch *match,
                                guint         board,
                                gboolean      undone,
                                gint64        now_us)
{
  clear_messages (PARLOUR_BUGHOUSE_MATCH (match));
  if (undone)
    for (guint i = 0; i < parlour_match_get_n_boards (match); i++)
      {
        ParlourGame *game = parlour_match_get_game (match, i);

        if (i == board || !parlour_game_is_over (game))
          continue;
        parlour_game_set_result (game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
        parlour_match_restore_clock (match, i, now_us);
      }
}

ParlourMatch *
parlour_bughouse_match_new (ParlourGame  *board_a,
                            ParlourGame  *board_b,
                            ParlourClock *clock)
{
  ParlourMatch *match;

  g_return_val_if_fail (PARLOUR_IS_GAME (board_a), NULL);
  g_return_val_if_fail (PARLOUR_IS_GAME (board_b), NULL);
  g_return_val_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock), NULL);
  g_return_val_if_fail (parlour_game_get_variant (board_a) == parlour_game_get_variant (board_b),
                        NULL);
  g_return_val_if_fail (parlour_game_get_n_moves (board_a) == 0 &&
                        parlour_game_get_n_moves (board_b) == 0, NULL);

  match = parlour_match_new_for_games ((ParlourGame *[]) { board_a, board_b }, 2, clock);
  g_return_val_if_fail (PARLOUR_IS_BUGHOUSE_MATCH (match), match);
  return match;
}

static void
parlour_bughouse_match_class_init (ParlourBughouseMatchClass *klass)
{
  ParlourMatchClass *match_class = PARLOUR_MATCH_CLASS (klass);

  match_class->set_up = parlour_bughouse_match_set_up;
  match_class->submit = parlour_bughouse_match_submit;
  match_class->board_changed = parlour_bughouse_match_board_changed;
  match_class->stepped = parlour_bughouse_match_stepped;
  match_class->n_boards = 2;
  match_class->n_seats = 4;
  match_class->format = &parlour_bpgn_format;

  /**
   * ParlourBughouseMatch::team-message:
   * @seat: the seat whose message to its partner changed
   */
  signals[TEAM_MESSAGE] = g_signal_new ("team-message", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
parlour_bughouse_match_init (ParlourBughouseMatch *self)
{
}
