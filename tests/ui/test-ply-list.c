/* test-ply-list.c — the move list's model: ParlourPlyList and ParlourMoveRowList
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless: the model uses GLib and the engine only. Every change of a game
 * must reach a list as one items-changed over the smallest range, since a
 * list view rebuilds what that range names.
 */
#include "config.h"

#include "parlour-move-row-list.h"
#include "parlour-moment-list.h"
#include "parlour-ply-list.h"
#include "parlour-san.h"
#include "test-pair-match.h"

/* Black to move at move 12, as a game set up from a position may begin. */
#define BLACK_FIRST "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"

typedef struct
{
  guint position, removed, added;
} Change;

/* The items-changed emissions of one model since the last check. */
typedef struct
{
  GArray *changes;
} Recorder;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Recorder   *rec)
{
  Change change = { position, removed, added };

  /* the model already says what it announced */
  g_assert_cmpuint (position + added, <=, g_list_model_get_n_items (model));
  g_array_append_val (rec->changes, change);
}

static void
recorder_init (Recorder   *rec,
               GListModel *model)
{
  rec->changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), rec);
}

static void
recorder_clear (Recorder   *rec,
                GListModel *model)
{
  g_signal_handlers_disconnect_by_data (model, rec);
  g_array_unref (rec->changes);
}

/* Asserts that exactly one change came since the last check, and which. */
static void
assert_change (Recorder *rec,
               guint     position,
               guint     removed,
               guint     added)
{
  g_assert_cmpuint (rec->changes->len, ==, 1);
  g_assert_cmpuint (g_array_index (rec->changes, Change, 0).position, ==, position);
  g_assert_cmpuint (g_array_index (rec->changes, Change, 0).removed, ==, removed);
  g_assert_cmpuint (g_array_index (rec->changes, Change, 0).added, ==, added);
  g_array_set_size (rec->changes, 0);
}

static void
assert_no_change (Recorder *rec)
{
  g_assert_cmpuint (rec->changes->len, ==, 0);
}

static ParlourGame *
new_game (const char *fen)
{
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_game_new (parlour_variant_lookup ("chess"), fen, 0, &error);

  g_assert_no_error (error);
  return game;
}

static void
play (ParlourGame *game,
      const char  *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (parlour_game_play_text (game, list[i], &error));
      g_assert_no_error (error);
    }
}

/* @san on board @board of @match, submitted by the seat to act there */
static void
submit (ParlourMatch *match,
        guint         board,
        const char   *san)
{
  g_autoptr(GError) error = NULL;
  ParlourPosition pos = *parlour_game_get_position (parlour_match_get_game (match, board));
  ParlourAction action = { PARLOUR_ACTION_MOVE, parlour_san_to_move (&pos, san, &error), 0 };

  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (match, parlour_match_get_seat_to_act (match, board),
                                       &action, 0, &error));
  g_assert_no_error (error);
}

static void
assert_moment (GListModel *moments,
               guint       position,
               guint       board,
               guint       ply,
               const char *text)
{
  g_autoptr(ParlourPlyItem) item = g_list_model_get_item (moments, position);

  g_assert_nonnull (item);
  g_assert_cmpuint (parlour_ply_item_get_index (item), ==, position);
  g_assert_cmpuint (parlour_ply_item_get_board (item), ==, board);
  g_assert_cmpuint (parlour_ply_item_get_ply (item), ==, ply);
  g_assert_cmpstr (parlour_ply_item_get_text (item), ==, text);
}

/* The plies of a match of two boards in the order played, each with its
 * board; an undo takes back the last, whichever board it was on. */
static void
test_moments (void)
{
  g_autoptr(ParlourMatch) match = test_pair_match_new ("chess");
  g_autoptr(ParlourMomentList) list = parlour_moment_list_new ();
  GListModel *moments = G_LIST_MODEL (list);
  Recorder recorder, *rec = &recorder;

  recorder_init (rec, moments);
  submit (match, 0, "e4");
  parlour_moment_list_set_match (list, match);
  assert_change (rec, 0, 0, 1);
  submit (match, 1, "d4");
  assert_change (rec, 1, 0, 1);
  submit (match, 1, "d5");
  submit (match, 0, "e5");
  g_assert_cmpuint (g_list_model_get_n_items (moments), ==, 4);
  g_array_set_size (rec->changes, 0);
  assert_moment (moments, 0, 0, 0, "e4");
  assert_moment (moments, 1, 1, 0, "d4");
  assert_moment (moments, 2, 1, 1, "d5");
  assert_moment (moments, 3, 0, 1, "e5");
  g_assert_cmpuint (parlour_moment_list_get_board (list, 2), ==, 1);
  g_assert_cmpuint (parlour_moment_list_get_board (list, 4), ==, G_MAXUINT);
  g_assert_cmpuint (parlour_moment_list_plies_before (list, 1, 3), ==, 2);
  g_assert_cmpuint (parlour_moment_list_plies_before (list, 0, 3), ==, 1);

  /* the last move was on the first board: only it goes */
  g_assert_true (parlour_match_undo (match, 0));
  assert_change (rec, 3, 1, 0);
  assert_moment (moments, 2, 1, 1, "d5");
  /* a change that moves nothing (the clocks' pause) changes no item */
  g_signal_emit_by_name (match, "changed");
  assert_no_change (rec);

  parlour_moment_list_set_match (list, NULL);
  assert_change (rec, 0, 3, 0);
  recorder_clear (rec, moments);
}

static void
assert_ply_text (GListModel *plies,
                 guint       position,
                 const char *text)
{
  g_autoptr(ParlourPlyItem) item = g_list_model_get_item (plies, position);

  g_assert_nonnull (item);
  g_assert_cmpuint (parlour_ply_item_get_ply (item), ==, position);
  g_assert_cmpstr (parlour_ply_item_get_text (item), ==, text);
}

static void
assert_row_text (GListModel *rows,
                 guint       position,
                 const char *text)
{
  g_autoptr(ParlourMoveRow) row = g_list_model_get_item (rows, position);
  g_autofree char *row_text = NULL;

  g_assert_nonnull (row);
  row_text = parlour_move_row_dup_text (row);
  g_assert_cmpstr (row_text, ==, text);
}

static void
test_play (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourPlyList) list = parlour_ply_list_new (0);
  GListModel *model = G_LIST_MODEL (list);
  g_autoptr(ParlourPlyItem) item = NULL;
  Recorder rec;

  recorder_init (&rec, model);
  g_assert_true (g_list_model_get_item_type (model) == PARLOUR_TYPE_PLY_ITEM);
  parlour_ply_list_set_game (list, game);
  assert_no_change (&rec);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_null (g_list_model_get_item (model, 0));

  play (game, "e4");
  assert_change (&rec, 0, 0, 1);
  play (game, "e5");
  assert_change (&rec, 1, 0, 1);
  play (game, "Nf3");
  assert_change (&rec, 2, 0, 1);

  item = g_list_model_get_item (model, 1);
  g_assert_cmpstr (parlour_ply_item_get_text (item), ==, "e5");
  g_assert_cmpuint (parlour_ply_item_get_number (item), ==, 1);
  g_assert_cmpint (parlour_ply_item_get_color (item), ==, PARLOUR_BLACK);
  g_assert_cmpuint (parlour_ply_item_get_board (item), ==, 0);
  g_assert_cmpuint (parlour_ply_item_get_move (item), ==, parlour_game_get_move (game, 1));
  assert_ply_text (model, 2, "Nf3");
  g_clear_object (&item);
  item = g_list_model_get_item (model, 2);
  g_assert_cmpuint (parlour_ply_item_get_number (item), ==, 2);
  g_assert_cmpint (parlour_ply_item_get_color (item), ==, PARLOUR_WHITE);
  g_assert_null (g_list_model_get_item (model, 3));

  recorder_clear (&rec, model);
}

static void
test_undo_redo (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourPlyList) list = parlour_ply_list_new (0);
  GListModel *model = G_LIST_MODEL (list);
  g_autoptr(ParlourPlyItem) kept = NULL;
  g_autoptr(ParlourPlyItem) again = NULL;
  Recorder rec;

  play (game, "d4 d5 c4");
  parlour_ply_list_set_game (list, game);
  recorder_init (&rec, model);
  kept = g_list_model_get_item (model, 0);

  g_assert_true (parlour_game_undo (game));
  assert_change (&rec, 2, 1, 0);
  g_assert_true (parlour_game_undo (game));
  assert_change (&rec, 1, 1, 0);
  g_assert_true (parlour_game_redo (game));
  assert_change (&rec, 1, 0, 1);
  assert_ply_text (model, 1, "d5");

  /* a new move where one was taken back: the list shows the new one */
  g_assert_true (parlour_game_undo (game));
  assert_change (&rec, 1, 1, 0);
  play (game, "Nf6");
  assert_change (&rec, 1, 0, 1);
  assert_ply_text (model, 1, "Nf6");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);

  /* the plies before the change keep their items */
  again = g_list_model_get_item (model, 0);
  g_assert_true (again == kept);

  recorder_clear (&rec, model);
}

static void
test_truncate (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourPlyList) list = parlour_ply_list_new (0);
  GListModel *model = G_LIST_MODEL (list);
  Recorder rec;

  play (game, "e4 c5 Nf3 d6");
  parlour_ply_list_set_game (list, game);
  recorder_init (&rec, model);

  /* playing on from move 1: one change for the three plies dropped */
  parlour_game_truncate (game, 1);
  assert_change (&rec, 1, 3, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  play (game, "e5");
  assert_change (&rec, 1, 0, 1);
  assert_ply_text (model, 1, "e5");

  /* a result without a move changes no ply */
  parlour_game_resign (game, PARLOUR_WHITE);
  assert_no_change (&rec);

  recorder_clear (&rec, model);
}

static void
test_game_swap (void)
{
  g_autoptr(ParlourGame) first = new_game (NULL);
  g_autoptr(ParlourGame) second = new_game (NULL);
  g_autoptr(ParlourPlyList) list = parlour_ply_list_new (0);
  g_autoptr(ParlourGame) game = NULL;
  GListModel *model = G_LIST_MODEL (list);
  Recorder rec;

  play (first, "e4 e5");
  play (second, "d4 d5 c4");
  parlour_ply_list_set_game (list, first);
  recorder_init (&rec, model);

  /* the "game" property, as a binding would set it */
  g_object_set (list, "game", second, NULL);
  assert_change (&rec, 0, 2, 3);
  assert_ply_text (model, 0, "d4");
  g_object_get (list, "game", &game, NULL);
  g_assert_true (game == second);

  /* the old game no longer reaches the list; the new one does */
  play (first, "Nf3");
  assert_no_change (&rec);
  play (second, "e6");
  assert_change (&rec, 3, 0, 1);

  parlour_ply_list_set_game (list, second);
  assert_no_change (&rec);
  parlour_ply_list_set_game (list, NULL);
  assert_change (&rec, 0, 4, 0);
  g_assert_null (g_list_model_get_item (model, 0));

  recorder_clear (&rec, model);
}

/* Each item says which board it comes from, so that the plies of two boards
 * can later share a list. */
static void
test_board (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourPlyList) list = parlour_ply_list_new (1);
  g_autoptr(ParlourPlyItem) item = NULL;
  guint board = 0;

  play (game, "e4");
  parlour_ply_list_set_game (list, game);
  g_object_get (list, "board", &board, NULL);
  g_assert_cmpuint (board, ==, 1);
  item = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_cmpuint (parlour_ply_item_get_board (item), ==, 1);
}

static void
test_rows (void)
{
  g_autoptr(ParlourGame) game = new_game (NULL);
  g_autoptr(ParlourPlyList) plies = parlour_ply_list_new (0);
  g_autoptr(ParlourMoveRowList) list = parlour_move_row_list_new (G_LIST_MODEL (plies));
  GListModel *rows = G_LIST_MODEL (list);
  g_autoptr(ParlourMoveRow) row = NULL;
  g_autoptr(ParlourPlyItem) ply = NULL;
  Recorder rec;

  parlour_ply_list_set_game (plies, game);
  recorder_init (&rec, rows);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);

  /* White's move adds a row, Black's replaces it */
  play (game, "e4");
  assert_change (&rec, 0, 0, 1);
  assert_row_text (rows, 0, "1. e4");
  play (game, "e5");
  assert_change (&rec, 0, 1, 1);
  assert_row_text (rows, 0, "1. e4 e5");
  play (game, "Nf3");
  assert_change (&rec, 1, 0, 1);
  assert_row_text (rows, 1, "2. Nf3");
  g_assert_null (g_list_model_get_item (rows, 2));

  /* a row holds the ply list's own items */
  row = g_list_model_get_item (rows, 0);
  ply = g_list_model_get_item (G_LIST_MODEL (plies), 1);
  g_assert_true (parlour_move_row_get_black (row) == ply);
  g_assert_cmpuint (parlour_move_row_get_number (row), ==, 1);
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 1), ==, 0);
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 2), ==, 1);

  g_assert_true (parlour_game_undo (game));
  assert_change (&rec, 1, 1, 0);
  g_assert_true (parlour_game_undo (game));
  assert_change (&rec, 0, 1, 1);
  assert_row_text (rows, 0, "1. e4");
  g_assert_true (parlour_game_redo (game));
  assert_change (&rec, 0, 1, 1);
  play (game, "Nc3 Nc6");
  g_array_set_size (rec.changes, 0);
  parlour_game_truncate (game, 1);
  assert_change (&rec, 0, 2, 1);
  assert_row_text (rows, 0, "1. e4");

  recorder_clear (&rec, rows);
}

static void
test_rows_black_first (void)
{
  g_autoptr(ParlourGame) black_first = new_game (BLACK_FIRST);
  g_autoptr(ParlourGame) white_first = new_game (NULL);
  g_autoptr(ParlourPlyList) plies = parlour_ply_list_new (0);
  g_autoptr(ParlourMoveRowList) list = parlour_move_row_list_new (G_LIST_MODEL (plies));
  GListModel *rows = G_LIST_MODEL (list);
  g_autoptr(ParlourMoveRow) row = NULL;
  Recorder rec;

  recorder_init (&rec, rows);
  parlour_ply_list_set_game (plies, black_first);
  assert_no_change (&rec);

  /* Black's first ply has a row of its own, under the start's number */
  play (black_first, "Nf6");
  assert_change (&rec, 0, 0, 1);
  assert_row_text (rows, 0, "12. … Nf6");
  row = g_list_model_get_item (rows, 0);
  g_assert_null (parlour_move_row_get_white (row));
  play (black_first, "d4");
  assert_change (&rec, 1, 0, 1);
  assert_row_text (rows, 1, "13. d4");
  play (black_first, "d5");
  assert_change (&rec, 1, 1, 1);
  assert_row_text (rows, 1, "13. d4 d5");
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 0), ==, 0);
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 1), ==, 1);
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 2), ==, 1);

  /* a game that begins with White pairs its plies the other way */
  play (white_first, "e4 e5 Nf3");
  parlour_ply_list_set_game (plies, white_first);
  assert_change (&rec, 0, 2, 2);
  assert_row_text (rows, 0, "1. e4 e5");
  assert_row_text (rows, 1, "2. Nf3");
  g_assert_cmpuint (parlour_move_row_list_row_of_ply (list, 2), ==, 1);

  recorder_clear (&rec, rows);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/ply-list/play", test_play);
  g_test_add_func ("/model/ply-list/undo-redo", test_undo_redo);
  g_test_add_func ("/model/ply-list/truncate", test_truncate);
  g_test_add_func ("/model/ply-list/game-swap", test_game_swap);
  g_test_add_func ("/model/ply-list/board", test_board);
  g_test_add_func ("/model/moment-list/order", test_moments);
  g_test_add_func ("/model/move-rows/pairing", test_rows);
  g_test_add_func ("/model/move-rows/black-first", test_rows_black_first);

  return g_test_run ();
}
