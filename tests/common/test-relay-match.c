/* test-relay-match.c — for tests: two boards with captures passed to the partner, four seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-game-private.h"
#include "parlour-match-private.h"
#include "parlour-variant-crazyhouse.h"
#include "parlour-variant.h"
#include "test-pair-match.h"
#include "test-relay-match.h"

struct _TestRelayMatch
{
  ParlourSingleMatch parent_instance;
};

G_DEFINE_FINAL_TYPE (TestRelayMatch, test_relay_match, PARLOUR_TYPE_SINGLE_MATCH)

static gboolean
test_relay_match_submit (ParlourMatch        *match,
                         guint                seat,
                         const ParlourAction *action,
                         gint64               now_us,
                         GError             **error)
{
  const ParlourSeat *mover = parlour_match_get_seat (match, seat);
  guint board = mover->board;
  ParlourGame *game = parlour_match_get_game (match, board);
  ParlourPosition before = *parlour_game_get_position (game);
  ParlourMove move = action->move;
  ParlourPiece captured = PARLOUR_PIECE_EMPTY;
  guint kind;

  if (!PARLOUR_MATCH_CLASS (test_relay_match_parent_class)->submit (match, seat, action,
                                                                     now_us, error))
    return FALSE;

  if (PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_EN_PASSANT)
    captured = PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (before.variant),
                                   PARLOUR_OTHER (before.side));
  else if (PARLOUR_MOVE_FLAG (move) != PARLOUR_MOVE_DROP)
    captured = before.board[PARLOUR_MOVE_TO (move)];
  kind = parlour_drops_kind_in_hand (before.variant, captured);
  if (kind == 0)
    return TRUE;

  /* the capturer's partner: the seat of its team on the other board */
  for (guint i = 0; i < parlour_match_get_n_seats (match); i++)
    {
      const ParlourSeat *partner = parlour_match_get_seat (match, i);
      ParlourPosition *pos;

      if (partner->board == board || partner->team != mover->team)
        continue;
      pos = parlour_game_current (parlour_match_get_game (match, partner->board));
      parlour_position_set_reserve (pos, partner->color,
                                    kind, pos->reserve[partner->color][kind] + 1u);
      g_signal_emit_by_name (match, "board-changed", partner->board);
      g_signal_emit_by_name (match, "changed");
      break;
    }
  return TRUE;
}

static void
test_relay_match_class_init (TestRelayMatchClass *klass)
{
  PARLOUR_MATCH_CLASS (klass)->set_up = test_pair_match_add_boards;
  PARLOUR_MATCH_CLASS (klass)->n_boards = 2;
  PARLOUR_MATCH_CLASS (klass)->n_seats = 4;
  PARLOUR_MATCH_CLASS (klass)->submit = test_relay_match_submit;
}

static void
test_relay_match_init (TestRelayMatch *self)
{
}

ParlourMatch *
test_relay_match_new (const char *variant_id)
{
  /* Bughouse's usual time: 4 minutes and a 2 s delay (docs/rules/bughouse.md) */
  ParlourTimeControl tc = { PARLOUR_CLOCK_DELAY, 240 * G_USEC_PER_SEC, 2 * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant_id), NULL, 0,
                                                  NULL);

  return parlour_match_new_of_type (TEST_TYPE_RELAY_MATCH, game, clock);
}
