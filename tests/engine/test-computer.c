/* test-computer.c — the computer seat controller: it moves, stops on undo, plays matches out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "parlour-computer.h"
#include "parlour-notation.h"
#include "parlour-search.h"
#include "test-pair-match.h"

#define FAST_MOVE_US (20 * 1000)

static ParlourMatch *
new_match (const char *variant, const char *fen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant), fen, 0, &error);

  g_assert_no_error (error);
  return parlour_match_new_for_game (game, NULL);
}

static void
acted_cb (ParlourComputer *computer, guint seat, gpointer user_data)
{
  guint *count = user_data;

  (*count)++;
}

static void
play (ParlourMatch *match, const char *text)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_match_get_game (match, 0);
  ParlourPosition pos = *parlour_game_get_position (game);
  ParlourAction action = { PARLOUR_ACTION_MOVE, parlour_move_from_long (&pos, text, &error), 0 };

  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (match, parlour_match_get_seat_to_act (match, 0), &action,
                                       g_get_monotonic_time (), &error));
  g_assert_no_error (error);
}

/* Black is the computer: after White's move it answers, once. */
static void
test_answers (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourGame *game = parlour_match_get_game (match, 0);
  guint acted = 0;

  parlour_match_set_controller (match, parlour_match_find_seat (match, 0, PARLOUR_BLACK),
                                PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_level (computer, 1, 4);
  parlour_computer_set_move_time (computer, FAST_MOVE_US);
  g_signal_connect (computer, "acted", G_CALLBACK (acted_cb), &acted);
  /* White is a person: nothing happens until White moves */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (parlour_computer_is_thinking (computer));
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);

  play (match, "e2e4");
  g_assert_true (parlour_computer_is_thinking (computer));
  while (acted == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 2);
  g_assert_false (parlour_computer_is_thinking (computer));
  g_assert_cmpint (parlour_game_get_side_to_move (game), ==, PARLOUR_WHITE);
}

/* Undo while the computer thinks: the search is cancelled and its move never played. */
static void
test_undo_cancels (void)
{
  g_autoptr(ParlourMatch) match = new_match ("bungalow", NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);
  ParlourGame *game = parlour_match_get_game (match, 0);
  guint acted = 0;

  parlour_match_set_controller (match, parlour_match_find_seat (match, 0, PARLOUR_BLACK),
                                PARLOUR_CONTROLLER_COMPUTER);
  /* long enough never to finish on its own within the test */
  parlour_computer_set_move_time (computer, 600 * G_USEC_PER_SEC);
  g_signal_connect (computer, "acted", G_CALLBACK (acted_cb), &acted);
  play (match, "b2b4");
  g_assert_true (parlour_computer_is_thinking (computer));
  g_assert_true (parlour_match_undo (match, g_get_monotonic_time ()));
  g_assert_false (parlour_computer_is_thinking (computer));
  /* the cancelled search reports back, and nothing is played */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (50 * 1000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (acted, ==, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 0);
}

/* Stopping (the window closes) cancels the search. */
static void
test_stop (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);

  parlour_match_set_controller (match, parlour_match_find_seat (match, 0, PARLOUR_WHITE),
                                PARLOUR_CONTROLLER_COMPUTER);
  parlour_computer_set_move_time (computer, 600 * G_USEC_PER_SEC);
  /* the first look for a seat to act for is made when the main loop is idle */
  while (!parlour_computer_is_thinking (computer))
    g_main_context_iteration (NULL, TRUE);
  parlour_computer_stop (computer);
  g_assert_false (parlour_computer_is_thinking (computer));
  g_usleep (20 * 1000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 0)), ==, 0);
}

static gboolean
run_until_over (ParlourMatch *match, ParlourComputer *computer)
{
  while (!parlour_match_is_over (match))
    {
      if (!parlour_computer_is_thinking (computer))
        g_main_context_iteration (NULL, FALSE);
      if (!parlour_match_is_over (match))
        g_main_context_iteration (NULL, TRUE);
    }
  return TRUE;
}

/* Every seat a computer: the match runs to its end, the moves all legal
 * (the match refuses others). */
static void
test_plays_out (gconstpointer data)
{
  g_autoptr(ParlourMatch) match = new_match (data, NULL);
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);

  for (guint s = 0; s < parlour_match_get_n_seats (match); s++)
    {
      parlour_match_set_controller (match, s, PARLOUR_CONTROLLER_COMPUTER);
      parlour_computer_set_level (computer, s, PARLOUR_SEARCH_LEVEL_MIN);
    }
  parlour_computer_set_move_time (computer, FAST_MOVE_US);
  g_assert_true (run_until_over (match, computer));
  g_assert_cmpint (parlour_match_get_result (match, NULL), !=, PARLOUR_RESULT_NONE);
}

/* Two boards, four seats, three of them computers and one resigning person: the
 * computers play both boards at once until the match ends. */
static void
test_two_boards (void)
{
  g_autoptr(ParlourMatch) match = test_pair_match_new ("chess");
  g_autoptr(ParlourComputer) computer = parlour_computer_new (match);

  g_assert_cmpuint (parlour_match_get_n_seats (match), ==, 4);
  for (guint s = 1; s < 4; s++)
    {
      parlour_match_set_controller (match, s, PARLOUR_CONTROLLER_COMPUTER);
      parlour_computer_set_level (computer, s, PARLOUR_SEARCH_LEVEL_MIN);
    }
  parlour_computer_set_move_time (computer, FAST_MOVE_US);
  /* seat 0 (White on board 1) is a person who moves and then resigns */
  play (match, "e2e4");
  while (parlour_game_get_n_moves (parlour_match_get_game (match, 1)) < 6 ||
         parlour_game_get_n_moves (parlour_match_get_game (match, 0)) < 2)
    g_main_context_iteration (NULL, TRUE);
  parlour_match_resign (match, 0);
  g_assert_true (run_until_over (match, computer));
  g_assert_true (parlour_match_is_over (match));
}

typedef struct {
  gboolean      done;
  ParlourAction action;
} Hint;

static void
hint_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Hint *hint = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (parlour_computer_hint_finish (result, &hint->action, &error));
  g_assert_no_error (error);
  hint->done = TRUE;
}

/* The hint for a person in a mate in one is the mate. */
static void
test_hint (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
  Hint hint = { 0 };
  const ParlourPosition *pos = parlour_game_get_position (parlour_match_get_game (match, 0));
  g_autofree char *text = NULL;

  parlour_computer_hint_async (match, 0, G_USEC_PER_SEC, NULL, hint_cb, &hint);
  while (!hint.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (hint.action.kind, ==, PARLOUR_ACTION_MOVE);
  text = parlour_move_to_long (pos, hint.action.move);
  g_assert_cmpstr (text, ==, "a1a8");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/computer/answers", test_answers);
  g_test_add_func ("/engine/computer/undo-cancels", test_undo_cancels);
  g_test_add_func ("/engine/computer/stop", test_stop);
  g_test_add_data_func ("/engine/computer/plays-out/chess", "chess", test_plays_out);
  g_test_add_data_func ("/engine/computer/plays-out/bungalow", "bungalow", test_plays_out);
  g_test_add_data_func ("/engine/computer/plays-out/panic", "panic", test_plays_out);
  g_test_add_func ("/engine/computer/two-boards", test_two_boards);
  g_test_add_func ("/engine/computer/hint", test_hint);
  return g_test_run ();
}
