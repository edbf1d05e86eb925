/* test-match-load.c — parlour_match_load_state(): one mirror follows the host's states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host's match is played; after every change its state (what a peer is
 * sent) is loaded into one mirror, which must keep its boards' games and
 * clocks, say what changed as a move played here does, and end up as the
 * state says: in chess, Bughouse, Panic chess, SimulChess and Chess Bingo,
 * through undo and a new game, and not at all for a state it cannot take.
 */
#include <string.h>

#include "parlour-bingo-match.h"
#include "parlour-bughouse-match.h"
#include "parlour-match.h"
#include "parlour-panic-match.h"
#include "parlour-pgn.h"
#include "parlour-seat-view.h"
#include "parlour-simul-match.h"
#include "parlour-variant-chess.h"
#include "test-bughouse-match.h"
#include "test-new-match.h"

#define SECOND G_USEC_PER_SEC

typedef struct {
  ParlourMatch *host;
  ParlourMatch *mirror;
  guint64       seats;         /* the peer's: what its state may show */
  GPtrArray    *games;         /* the mirror's games and clocks when it was made */
  GPtrArray    *clocks;
  guint         changed;
  guint         board_changed;
  guint         n_moments_notified;
} Fixture;

static void
changed_cb (ParlourMatch *match, Fixture *f)
{
  f->changed++;
}

static void
board_changed_cb (ParlourMatch *match, guint board, Fixture *f)
{
  f->board_changed |= 1u << board;
}

static void
n_moments_cb (ParlourMatch *match, GParamSpec *pspec, Fixture *f)
{
  f->n_moments_notified++;
}

static GVariant *
host_state (Fixture *f, gint64 now_us)
{
  /* as the server sends it: the time used on the current move kept */
  parlour_match_keep_current_times (f->host, now_us);
  return g_variant_ref_sink (parlour_seat_view_serialize (f->host, f->seats));
}

/* What the state shows of a match: the boards' moves, results and tags, the
 * history, the reserve changes and the type's own state. */
static char *
summary (ParlourMatch *match, guint64 seats)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_seat_view_serialize (match, seats));
  g_autoptr(GVariant) boards = g_variant_lookup_value (saved, "boards", NULL);
  GString *out = g_string_new (NULL);
  static const char * const keys[] = { "type", "history", "reserve-changes", "extra" };
  static const char * const board_keys[] = { "pgn", "moves", "result", "termination" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GVariant) value = g_variant_lookup_value (saved, keys[i], NULL);
      g_autofree char *text = value != NULL ? g_variant_print (value, FALSE) : g_strdup ("-");

      g_string_append_printf (out, "%s: %s\n", keys[i], text);
    }
  for (gsize b = 0; b < g_variant_n_children (boards); b++)
    {
      g_autoptr(GVariant) board = g_variant_get_child_value (boards, b);

      for (guint i = 0; i < G_N_ELEMENTS (board_keys); i++)
        {
          g_autoptr(GVariant) value = g_variant_lookup_value (board, board_keys[i], NULL);
          g_autofree char *text = value != NULL ? g_variant_print (value, FALSE) : g_strdup ("-");

          g_string_append_printf (out, "board %" G_GSIZE_FORMAT " %s: %s\n", b, board_keys[i],
                                  text);
        }
    }
  return g_string_free (out, FALSE);
}

static void
fixture_init (Fixture *f, ParlourMatch *host, guint64 seats)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;

  f->host = host;
  f->seats = seats;
  state = host_state (f, 0);
  f->mirror = parlour_match_deserialize (state, 0, &error);
  g_assert_no_error (error);
  f->games = g_ptr_array_new ();
  f->clocks = g_ptr_array_new ();
  for (guint b = 0; b < parlour_match_get_n_boards (f->mirror); b++)
    {
      g_ptr_array_add (f->games, parlour_match_get_game (f->mirror, b));
      g_ptr_array_add (f->clocks, parlour_match_get_clock (f->mirror, b));
    }
  g_signal_connect (f->mirror, "changed", G_CALLBACK (changed_cb), f);
  g_signal_connect (f->mirror, "board-changed", G_CALLBACK (board_changed_cb), f);
  g_signal_connect (f->mirror, "notify::n-moments", G_CALLBACK (n_moments_cb), f);
}

static void
fixture_clear (Fixture *f)
{
  g_clear_object (&f->mirror);
  g_clear_object (&f->host);
  g_clear_pointer (&f->games, g_ptr_array_unref);
  g_clear_pointer (&f->clocks, g_ptr_array_unref);
}

/* The host's state at @now_us into the mirror: it takes it, keeps its boards
 * and announces the change; it then shows what the host shows. */
static void
follow (Fixture *f, gint64 now_us)
{
  g_autoptr(GVariant) state = host_state (f, now_us);
  g_autoptr(GError) error = NULL;
  g_autofree char *want = NULL;
  g_autofree char *got = NULL;

  f->changed = 0;
  f->board_changed = 0;
  g_assert_true (parlour_match_load_state (f->mirror, state, now_us, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, >=, 1);
  for (guint b = 0; b < parlour_match_get_n_boards (f->mirror); b++)
    {
      g_assert_true (parlour_match_get_game (f->mirror, b) == f->games->pdata[b]);
      g_assert_true (parlour_match_get_clock (f->mirror, b) == f->clocks->pdata[b]);
      g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (f->mirror, b)), ==,
                        parlour_game_get_n_moves (parlour_match_get_game (f->host, b)));
    }
  g_assert_cmpuint (parlour_match_get_n_moments (f->mirror), ==,
                    parlour_match_get_n_moments (f->host));
  g_assert_cmpint (parlour_match_get_result (f->mirror, NULL), ==,
                   parlour_match_get_result (f->host, NULL));
  want = summary (f->host, f->seats);
  got = summary (f->mirror, G_MAXUINT64);
  g_assert_cmpstr (got, ==, want);
}

/* Chess with clocks: each move slides into the same game, the board and the
 * history say so, and the clocks run from the state's times. */
static void
test_chess (void)
{
  static const char * const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6" };
  Fixture f = { 0, };

  fixture_init (&f, test_new_match ("chess", NULL, "300+2"), 1 << 1);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      gint64 now = (i + 1) * 3 * SECOND;
      ParlourClock *clock = parlour_match_get_clock (f.mirror, 0);
      ParlourColor mover = i % 2 == 0 ? PARLOUR_WHITE : PARLOUR_BLACK;

      test_match_play_at (f.host, i % 2, moves[i], now);
      f.n_moments_notified = 0;
      follow (&f, now + SECOND);
      g_assert_cmpuint (f.board_changed, ==, 1);
      g_assert_cmpuint (f.n_moments_notified, ==, 1);
      /* the side to move runs from the state's time, as the host's clock does */
      g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_OTHER (mover), now + 2 * SECOND),
                       ==, parlour_clock_get_remaining (parlour_match_get_clock (f.host, 0),
                                                        PARLOUR_OTHER (mover), now + 2 * SECOND));
      g_assert_cmpint (parlour_clock_get_remaining (clock, mover, now + 2 * SECOND), ==,
                       parlour_clock_get_remaining (parlour_match_get_clock (f.host, 0), mover,
                                                    now + 2 * SECOND));
    }
  g_assert_false (parlour_match_get_paused (f.mirror));

  /* a pause on the host stands the mirror's clocks; the board did not change */
  parlour_match_set_paused (f.host, TRUE, 30 * SECOND);
  follow (&f, 30 * SECOND);
  g_assert_cmpuint (f.board_changed, ==, 0);
  g_assert_true (parlour_match_get_paused (f.mirror));
  g_assert_false (parlour_clock_is_running (parlour_match_get_clock (f.mirror, 0)));

  /* a resignation is the mirror's result too */
  parlour_match_resign (f.host, 1);
  follow (&f, 31 * SECOND);
  g_assert_cmpuint (f.board_changed, ==, 1);
  g_assert_cmpint (parlour_game_get_termination (parlour_match_get_game (f.mirror, 0)), ==,
                   PARLOUR_TERMINATION_RESIGNATION);
  fixture_clear (&f);
}

/* Undo on the host takes moves back from the same game; another move after
 * it replaces them; a resignation taken back with its move reopens the game. */
static void
test_undo (void)
{
  static const char * const moves[] = { "d4", "d5", "c4", "e6" };
  Fixture f = { 0, };

  fixture_init (&f, test_new_match ("chess", NULL, NULL), 0);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      test_match_play_at (f.host, i % 2, moves[i], 0);
      follow (&f, 0);
    }
  g_assert_true (parlour_match_undo (f.host, 0));
  g_assert_true (parlour_match_undo (f.host, 0));
  follow (&f, 0);
  g_assert_cmpuint (parlour_game_get_n_moves (f.games->pdata[0]), ==, 2);
  g_assert_cmpuint (f.board_changed, ==, 1);
  test_match_play_at (f.host, 0, "Nf3", 0);
  follow (&f, 0);
  test_match_play_at (f.host, 1, "Nf6", 0);
  parlour_match_resign (f.host, 0);
  follow (&f, 0);
  g_assert_true (parlour_match_is_over (f.mirror));
  g_assert_true (parlour_match_undo (f.host, 0));
  follow (&f, 0);
  g_assert_false (parlour_match_is_over (f.mirror));
  test_match_play_at (f.host, 1, "c5", 0);
  follow (&f, 0);
  g_assert_cmpstr (parlour_game_get_san (f.games->pdata[0], 3), ==, "c5");
  fixture_clear (&f);
}

/* Bughouse: both boards, the captured pieces arriving in the partners'
 * reserves at their moments, a drop, and undo back across a capture. */
static void
test_bughouse (void)
{
  static const struct { guint seat; const char *san; } moves[] = {
    { 0, "e4" }, { 2, "d4" }, { 1, "d5" }, { 3, "e5" }, { 0, "exd5" }, { 2, "dxe5" },
    { 1, "Qxd5" }, { 3, "P@d6" }, { 0, "Nc3" }, { 2, "exd6" },
  };
  Fixture f = { 0, };
  ParlourPosition mirror_pos, host_pos;

  fixture_init (&f, test_bughouse_match_new (NULL, NULL, "180+0"), 1 << 3);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      test_match_play_at (f.host, moves[i].seat, moves[i].san, (i + 1) * SECOND);
      follow (&f, (i + 1) * SECOND);
      g_assert_true (f.board_changed & (1u << parlour_match_get_seat (f.host,
                                                                      moves[i].seat)->board));
    }
  for (guint b = 0; b < 2; b++)
    {
      parlour_match_get_position_at_moment (f.mirror, b, G_MAXUINT, &mirror_pos);
      parlour_match_get_position_at_moment (f.host, b, G_MAXUINT, &host_pos);
      g_assert_cmpmem (mirror_pos.reserve, sizeof mirror_pos.reserve, host_pos.reserve,
                       sizeof host_pos.reserve);
    }
  /* back across the drop and the captures that fed it */
  for (guint i = 0; i < 5; i++)
    g_assert_true (parlour_match_undo (f.host, 20 * SECOND));
  follow (&f, 20 * SECOND);
  test_match_play_at (f.host, 2, "Nf3", 21 * SECOND);
  follow (&f, 21 * SECOND);
  for (guint b = 0; b < 2; b++)
    {
      parlour_match_get_position_at_moment (f.mirror, b, G_MAXUINT, &mirror_pos);
      parlour_match_get_position_at_moment (f.host, b, G_MAXUINT, &host_pos);
      g_assert_cmpmem (mirror_pos.reserve, sizeof mirror_pos.reserve, host_pos.reserve,
                       sizeof host_pos.reserve);
    }
  fixture_clear (&f);
}

/* Panic chess: the host rolls, the mirror (which has no seed) takes the moves. */
static void
test_panic (void)
{
  Fixture f = { 0, };

  fixture_init (&f, test_new_match ("panic", NULL, "60+0"), 1 << 1);
  g_assert_true (PARLOUR_IS_PANIC_MATCH (f.mirror));
  for (guint i = 0; i < 12 && !parlour_match_is_over (f.host); i++)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
      g_autoptr(GError) error = NULL;
      guint seat = parlour_match_get_seat_to_act (f.host, 0);

      parlour_match_legal_actions (f.host, seat, actions);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (parlour_match_submit (f.host, seat,
                                           &g_array_index (actions, ParlourAction,
                                                           i % actions->len),
                                           (i + 1) * SECOND, &error));
      g_assert_no_error (error);
      follow (&f, (i + 1) * SECOND);
    }
  fixture_clear (&f);
}

/* SimulChess: a seat's choice shows in the other's mirror only as chosen;
 * the turn, once both chose, comes as two plies of the same game. */
static void
test_simul (void)
{
  Fixture f = { 0, };

  fixture_init (&f, test_new_match ("simulchess", NULL, NULL), 1 << 1);
  g_assert_true (PARLOUR_IS_SIMUL_MATCH (f.mirror));
  for (guint turn = 0; turn < 4; turn++)
    {
      for (guint seat = 0; seat < 2; seat++)
        {
          g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
          g_autoptr(GError) error = NULL;

          parlour_match_legal_actions (f.host, seat, actions);
          g_assert_true (parlour_match_submit (f.host, seat,
                                               &g_array_index (actions, ParlourAction,
                                                               turn % actions->len),
                                               0, &error));
          g_assert_no_error (error);
          follow (&f, 0);
          /* White's choice is White's secret: Black's mirror knows only that it was made */
          if (seat == 0)
            {
              g_assert_true (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (f.mirror), 0));
              g_assert_cmpuint (parlour_simul_match_get_chosen (PARLOUR_SIMUL_MATCH (f.mirror), 0),
                                ==, PARLOUR_MOVE_NONE);
            }
          else
            g_assert_false (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (f.mirror), 0));
        }
      g_assert_cmpuint (parlour_game_get_n_moves (f.games->pdata[0]), ==, 2 * (turn + 1));
    }
  fixture_clear (&f);
}

static ParlourMatch *
new_bingo_match (void)
{
  static const char * const ids[PARLOUR_BINGO_CARD_CELLS] = {
    "win-by-resignation", "castle-kingside", "en-passant", "mate-queen", "win-without-castling",
    "checks-20-inc", "captures-12-inc", "knight-rim", "rook-checks-3", "bishop-checks-3",
    "knight-checks-3", "pawn-checks-2", "double-check", "discovered-check", "rook-vertical",
    "bishop-short-diagonal", "knight-second-rank", "develop-minors", "queen-first",
    "king-first", "capture-all-queens", "capture-all-rooks", "capture-all-bishops",
    "capture-all-knights", "capture-all-pawns",
  };
  ParlourBingoSettings settings = { PARLOUR_BINGO_THREE_LINES, 0, { 0, 0 },
                                    PARLOUR_BINGO_NO_GIVER, 0 };
  g_autoptr(ParlourGame) game = parlour_game_new (&parlour_variant_chess, NULL, 0, NULL);
  g_autoptr(GError) error = NULL;
  ParlourBingoCard card;
  ParlourBingoMatch *match;

  parlour_bingo_card_from_ids (&card, ids, 7, FALSE, &error);
  g_assert_no_error (error);
  match = parlour_bingo_match_new (&settings, &card, game, NULL, &error);
  g_assert_no_error (error);
  return PARLOUR_MATCH (match);
}

/* Chess Bingo: a game, the ticks after it and the next game all come into
 * the same mirror, whose board keeps its game from one game to the next. */
static void
test_bingo (void)
{
  static const char * const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O" };
  ParlourBingoMatch *host;
  g_autoptr(ParlourGame) next = NULL;
  g_autoptr(GError) error = NULL;
  Fixture f = { 0, };

  fixture_init (&f, new_bingo_match (), 0);
  host = PARLOUR_BINGO_MATCH (f.host);
  g_assert_true (PARLOUR_IS_BINGO_MATCH (f.mirror));
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      test_match_play_at (f.host, i % 2, moves[i], 0);
      follow (&f, 0);
    }
  parlour_match_resign (f.host, 1);
  follow (&f, 0);
  g_assert_true (parlour_bingo_match_tick (host, 0, 0, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (parlour_bingo_match_tick (host, 0, 1, FALSE, &error));
  g_assert_no_error (error);
  follow (&f, 0);
  g_assert_true (parlour_bingo_match_is_ticked (PARLOUR_BINGO_MATCH (f.mirror), 0, 1));
  next = parlour_game_new (&parlour_variant_chess, NULL, 0, NULL);
  g_assert_true (parlour_bingo_match_next_game (host, next, NULL, &error));
  g_assert_no_error (error);
  follow (&f, 0);
  g_assert_cmpuint (parlour_bingo_match_get_n_games (PARLOUR_BINGO_MATCH (f.mirror)), ==, 2);
  g_assert_cmpuint (parlour_game_get_n_moves (f.games->pdata[0]), ==, 0);
  test_match_play_at (f.host, parlour_match_find_seat (f.host, 0, PARLOUR_WHITE), "d4", 0);
  follow (&f, 0);
  fixture_clear (&f);
}

/* A game that starts elsewhere (the host set another position up) is the
 * state's game: the board takes it, and says so. */
static void
test_new_start (void)
{
  Fixture f = { 0, };
  g_autoptr(ParlourMatch) other = test_new_match ("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", NULL);
  g_autoptr(GVariant) state = g_variant_ref_sink (parlour_match_serialize (other));
  g_autoptr(GError) error = NULL;
  g_autofree char *want = summary (other, G_MAXUINT64);
  g_autofree char *got = NULL;

  fixture_init (&f, test_new_match ("chess", NULL, NULL), 0);
  test_match_play_at (f.host, 0, "e4", 0);
  follow (&f, 0);
  f.board_changed = 0;
  g_assert_true (parlour_match_load_state (f.mirror, state, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f.board_changed, ==, 1);
  g_assert_true (parlour_match_get_game (f.mirror, 0) != f.games->pdata[0]);
  got = summary (f.mirror, G_MAXUINT64);
  g_assert_cmpstr (got, ==, want);
  fixture_clear (&f);
}

/* Another way of playing, or a state that does not read: FALSE, an error
 * that says why, and the mirror as it was, without a signal. */
static void
test_refused (void)
{
  static const char * const garbled[] = {
    "<'not a dictionary'>",
    "{'version': <uint32 1>}",
    "{'version': <uint32 7>, 'boards': <[{'pgn': <'1. e4 *'>}]>}",
    "{'version': <uint32 1>, 'boards': <[{'pgn': <'1. e4 e4 *'>}]>}",
    "{'version': <uint32 1>, 'boards': <[{'pgn': <'1. e4 e5 *'>}]>, 'history': <[uint32 0]>}",
    "{'version': <uint32 1>, 'type': <'GObject'>, 'boards': <[{'pgn': <'*'>}]>}",
    ("{'version': <uint32 1>, 'boards': <[{'pgn': <'1. e4 *'>, 'white-time-control': <'60'>, "
     "'black-time-control': <'60'>, 'times': <[(int64 -5, int64 60)]>}]>}"),
  };
  Fixture f = { 0, };
  g_autofree char *before = NULL;
  g_autoptr(ParlourMatch) bughouse = test_bughouse_match_new (NULL, NULL, NULL);
  g_autoptr(ParlourMatch) panic = test_new_match ("panic", NULL, NULL);

  fixture_init (&f, test_new_match ("chess", NULL, "60+0"), 0);
  test_match_play_at (f.host, 0, "e4", SECOND);
  follow (&f, SECOND);
  before = summary (f.mirror, G_MAXUINT64);
  f.changed = 0;
  f.board_changed = 0;
  for (guint i = 0; i < G_N_ELEMENTS (garbled); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GVariant) state = g_variant_parse (NULL, garbled[i], NULL, NULL, &error);
      g_autofree char *after = NULL;

      g_assert_no_error (error);
      g_assert_false (parlour_match_load_state (f.mirror, state, 2 * SECOND, &error));
      /* the saved form's error, or its PGN's */
      g_assert_nonnull (error);
      g_assert_false (g_error_matches (error, PARLOUR_MATCH_ERROR,
                                       PARLOUR_MATCH_ERROR_OTHER_MATCH));
      g_assert_cmpstr (error->message, !=, "");
      after = summary (f.mirror, G_MAXUINT64);
      g_assert_cmpstr (after, ==, before);
    }
  {
    ParlourMatch *others[] = { bughouse, panic };

    for (guint i = 0; i < G_N_ELEMENTS (others); i++)
      {
        g_autoptr(GVariant) state = g_variant_ref_sink (parlour_match_serialize (others[i]));
        g_autoptr(GError) error = NULL;
        g_autofree char *after = NULL;

        g_assert_false (parlour_match_load_state (f.mirror, state, 2 * SECOND, &error));
        g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OTHER_MATCH);
        after = summary (f.mirror, G_MAXUINT64);
        g_assert_cmpstr (after, ==, before);
      }
  }
  g_assert_cmpuint (f.changed, ==, 0);
  g_assert_cmpuint (f.board_changed, ==, 0);
  g_assert_true (parlour_match_get_game (f.mirror, 0) == f.games->pdata[0]);
  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match-load/chess", test_chess);
  g_test_add_func ("/match-load/undo", test_undo);
  g_test_add_func ("/match-load/bughouse", test_bughouse);
  g_test_add_func ("/match-load/panic", test_panic);
  g_test_add_func ("/match-load/simul", test_simul);
  g_test_add_func ("/match-load/bingo", test_bingo);
  g_test_add_func ("/match-load/new-start", test_new_start);
  g_test_add_func ("/match-load/refused", test_refused);
  return g_test_run ();
}
