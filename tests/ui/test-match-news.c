/* test-match-news.c — what the sounds and the announcements learn of a match:
 * new moves per board, a piece arriving in a reserve, nothing on an undo, a
 * look that only records, or a match of another shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-bughouse-match.h"
#include "parlour-match-news.h"
#include "test-bughouse-match.h"

static void
play (ParlourMatch *match,
      guint         seat,
      const char   *san)
{
  test_match_play_at (match, seat, san, 0);
}

static void
assert_quiet (const ParlourBoardNews *news,
              guint                   n_boards)
{
  for (guint b = 0; b < n_boards; b++)
    {
      g_assert_cmpuint (news[b].first, ==, news[b].n_moves);
      g_assert_cmpuint (news[b].arrived_kind, ==, 0);
    }
}

static void
test_bughouse (void)
{
  g_autoptr(ParlourMatch) match = test_bughouse_match_new (NULL, NULL, NULL);
  g_autoptr(ParlourMatchNews) watch = parlour_match_news_new ();
  const ParlourBoardNews *news;
  const ParlourPosition *pos;
  guint n_boards = 0;
  gboolean ended = TRUE;

  /* the first look at a match of two boards is no news */
  news = parlour_match_news_update (watch, match, TRUE, &n_boards, &ended);
  g_assert_cmpuint (n_boards, ==, 2);
  g_assert_false (ended);
  assert_quiet (news, n_boards);

  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "e4");
  news = parlour_match_news_update (watch, match, TRUE, &n_boards, &ended);
  g_assert_cmpuint (news[0].first, ==, 0);
  g_assert_cmpuint (news[0].n_moves, ==, 1);
  g_assert_cmpuint (news[1].first, ==, news[1].n_moves);

  /* White on A takes a pawn: it goes to Black on B, with no move there */
  play (match, PARLOUR_BUGHOUSE_SEAT_BLACK_A, "d5");
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "exd5");
  news = parlour_match_news_update (watch, match, TRUE, &n_boards, &ended);
  g_assert_cmpuint (news[0].first, ==, 1);
  g_assert_cmpuint (news[0].n_moves, ==, 3);
  g_assert_cmpuint (news[0].arrived_kind, ==, 0);
  g_assert_cmpuint (news[1].first, ==, news[1].n_moves);
  pos = parlour_game_get_position (parlour_match_get_game (match, 1));
  g_assert_cmpuint (news[1].arrived_kind, ==, parlour_variant_kind_from_letter (pos->variant, 'P'));
  g_assert_cmpint (news[1].arrived_color, ==, PARLOUR_BLACK);

  /* an undo takes the pawn back: nothing new */
  g_assert_true (parlour_match_undo (match, 0));
  news = parlour_match_news_update (watch, match, TRUE, &n_boards, &ended);
  assert_quiet (news, n_boards);
  g_assert_cmpuint (news[0].n_moves, ==, 2);

  /* a look that does not report still records */
  play (match, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "exd5");
  news = parlour_match_news_update (watch, match, FALSE, &n_boards, &ended);
  assert_quiet (news, n_boards);
  news = parlour_match_news_update (watch, match, TRUE, &n_boards, &ended);
  assert_quiet (news, n_boards);
}

static void
test_other_shape (void)
{
  g_autoptr(ParlourMatch) two = test_bughouse_match_new (NULL, NULL, NULL);
  g_autoptr(ParlourMatch) other = test_bughouse_match_new (NULL, NULL, NULL);
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_default (), NULL, 0, NULL);
  g_autoptr(ParlourMatch) one = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourMatchNews) watch = parlour_match_news_new ();
  const ParlourBoardNews *news;
  guint n_boards;
  gboolean ended;

  parlour_match_news_update (watch, two, TRUE, &n_boards, &ended);
  /* a match of one board after one of two: its moves are not news */
  play (one, 0, "e4");
  news = parlour_match_news_update (watch, one, TRUE, &n_boards, &ended);
  g_assert_cmpuint (n_boards, ==, 1);
  assert_quiet (news, n_boards);
  play (one, 1, "e5");
  news = parlour_match_news_update (watch, one, TRUE, &n_boards, &ended);
  g_assert_cmpuint (news[0].first, ==, 1);
  g_assert_cmpuint (news[0].n_moves, ==, 2);

  /* a match of the same shape is looked at as one (a window shows one) */
  play (other, PARLOUR_BUGHOUSE_SEAT_WHITE_A, "d4");
  parlour_match_news_update (watch, two, TRUE, &n_boards, &ended);
  news = parlour_match_news_update (watch, other, TRUE, &n_boards, &ended);
  g_assert_cmpuint (news[0].n_moves, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-news/bughouse", test_bughouse);
  g_test_add_func ("/match-news/other-shape", test_other_shape);
  return g_test_run ();
}
