/* test-bughouse-match.c — for tests: a real Bughouse match from two positions and a clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-bughouse-match.h"

#include "parlour-bughouse-match.h"
#include "parlour-match-private.h"
#include "parlour-san.h"

ParlourMatch *
test_bughouse_match_new (const char *fen_a,
                         const char *fen_b,
                         const char *time_control)
{
  const ParlourVariant *v = parlour_variant_lookup ("bughouse");
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (v, fen_a, 0, &error);
  g_autoptr(ParlourClock) clock = NULL;
  ParlourMatch *match;

  g_assert_no_error (error);
  if (time_control != NULL)
    {
      ParlourTimeControl tc;

      g_assert_true (parlour_time_control_parse (time_control, &tc, NULL));
      clock = parlour_clock_new (&tc, &tc);
    }
  match = parlour_match_new_for_game (game, clock);
  g_assert_true (PARLOUR_IS_BUGHOUSE_MATCH (match));
  if (fen_b != NULL)
    {
      g_autoptr(ParlourGame) other = parlour_game_new (v, fen_b, 0, &error);
      g_autoptr(ParlourClock) other_clock = NULL;

      g_assert_no_error (error);
      if (clock != NULL)
        other_clock = parlour_clock_new (parlour_clock_get_control (clock, PARLOUR_WHITE),
                                         parlour_clock_get_control (clock, PARLOUR_BLACK));
      parlour_match_replace_board (match, 1, other, other_clock);
    }
  return match;
}

void
test_match_play_at (ParlourMatch *match,
                    guint         seat,
                    const char   *san,
                    gint64        now_us)
{
  ParlourGame *game = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
  ParlourPosition pos = *parlour_game_get_position (game);
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };

  action.move = parlour_san_to_move (&pos, san, &error);
  g_assert_no_error (error);
  parlour_match_submit (match, seat, &action, now_us, &error);
  g_assert_no_error (error);
}
