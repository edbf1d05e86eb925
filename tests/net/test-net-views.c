/* test-net-views.c — what each peer is sent: per-seat views and a match of four seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host and its clients in one process, over loopback, on one main loop:
 * - a match type with a secret per seat (as SimulChess keeps a chosen move
 *   until both are in) implements ParlourSeatView, and a peer's mirror never
 *   holds the other seat's secret before the reveal;
 * - four clients each take one seat of a two-board match (the seats Bughouse
 *   has) and play on their own boards;
 * - a peer's clock follows the host's;
 * - SimulChess, whose host keeps a chosen move from the other seat until the
 *   turn resolves, and Bughouse, with four clients and a piece passed across.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-client.h"
#include "parlour-net-server.h"
#include "parlour-notation.h"
#include "parlour-panic.h"
#include "parlour-seat-view.h"
#include "parlour-simul-match.h"
#include "parlour-single-match.h"
#include "test-pair-match.h"

/* ---- a match with a secret per seat ---- */

#define TEST_TYPE_SECRET_MATCH (test_secret_match_get_type ())
G_DECLARE_FINAL_TYPE (TestSecretMatch, test_secret_match, TEST, SECRET_MATCH, ParlourSingleMatch)

struct _TestSecretMatch
{
  ParlourSingleMatch parent_instance;
  char              *secret[2];   /* a move each seat chose, not yet revealed */
};

static void test_secret_match_seat_view_init (ParlourSeatViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestSecretMatch, test_secret_match, PARLOUR_TYPE_SINGLE_MATCH,
                               G_IMPLEMENT_INTERFACE (PARLOUR_TYPE_SEAT_VIEW,
                                                      test_secret_match_seat_view_init))

/* extra: "secrets" a(us), the seats' chosen moves that @seats may see */
static void
add_secrets (TestSecretMatch *self,
             GVariantBuilder *builder,
             guint64          seats)
{
  GVariantBuilder secrets;
  gboolean revealed = self->secret[0] != NULL && self->secret[1] != NULL;

  g_variant_builder_init (&secrets, G_VARIANT_TYPE ("a(us)"));
  for (guint s = 0; s < 2; s++)
    if (self->secret[s] != NULL && (revealed || ((seats >> s) & 1)))
      g_variant_builder_add (&secrets, "(us)", s, self->secret[s]);
  g_variant_builder_add (builder, "{sv}", "secrets", g_variant_builder_end (&secrets));
}

static void
test_secret_match_save (ParlourMatch    *match,
                        GVariantBuilder *builder)
{
  add_secrets (TEST_SECRET_MATCH (match), builder, 3);
}

static gboolean
test_secret_match_load (ParlourMatch  *match,
                        GVariantDict  *dict,
                        GError       **error)
{
  TestSecretMatch *self = TEST_SECRET_MATCH (match);
  g_autoptr(GVariantIter) iter = NULL;
  const char *move;
  guint seat;

  if (!g_variant_dict_lookup (dict, "secrets", "a(us)", &iter))
    return TRUE;
  while (g_variant_iter_next (iter, "(u&s)", &seat, &move))
    if (seat < 2)
      {
        g_free (self->secret[seat]);
        self->secret[seat] = g_strdup (move);
      }
  return TRUE;
}

/* The whole saved form with "extra" made again for @seats. */
static GVariant *
test_secret_match_serialize_for (ParlourSeatView *view,
                                 guint64          seats)
{
  g_autoptr(GVariant) full = g_variant_ref_sink (parlour_match_serialize (PARLOUR_MATCH (view)));
  GVariantBuilder builder, extra;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, full);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      if (!g_str_equal (key, "extra"))
        g_variant_builder_add (&builder, "{sv}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_init (&extra, G_VARIANT_TYPE_VARDICT);
  add_secrets (TEST_SECRET_MATCH (view), &extra, seats);
  g_variant_builder_add (&builder, "{sv}", "extra", g_variant_builder_end (&extra));
  return g_variant_builder_end (&builder);
}

static void
test_secret_match_seat_view_init (ParlourSeatViewInterface *iface)
{
  iface->serialize_for = test_secret_match_serialize_for;
}

static void
test_secret_match_finalize (GObject *object)
{
  TestSecretMatch *self = TEST_SECRET_MATCH (object);

  g_free (self->secret[0]);
  g_free (self->secret[1]);
  G_OBJECT_CLASS (test_secret_match_parent_class)->finalize (object);
}

static void
test_secret_match_class_init (TestSecretMatchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_secret_match_finalize;
  PARLOUR_MATCH_CLASS (klass)->save = test_secret_match_save;
  PARLOUR_MATCH_CLASS (klass)->load = test_secret_match_load;
}

static void
test_secret_match_init (TestSecretMatch *self)
{
}

static void
test_secret_match_choose (TestSecretMatch *self,
                          guint            seat,
                          const char      *move)
{
  g_free (self->secret[seat]);
  self->secret[seat] = g_strdup (move);
  g_signal_emit_by_name (self, "changed");
}

/* ---- the host and its clients ---- */

static void
iterate_until (gboolean *flag)
{
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
  *flag = FALSE;
}

static const char *
mirror_secret (ParlourNetClient *client,
               guint             seat)
{
  return TEST_SECRET_MATCH (parlour_net_client_get_match (client))->secret[seat];
}

/* Runs the main loop until @client's mirror holds @move as @seat's secret;
 * returns the number of the state that brought it. */
static gint64
wait_for_secret (ParlourNetClient *client,
                 guint             seat,
                 const char       *move)
{
  while (g_strcmp0 (mirror_secret (client, seat), move) != 0)
    g_main_context_iteration (NULL, TRUE);
  return parlour_net_client_get_seq (client);
}

/* Runs the main loop until @client has state @seq or a later one. */
static void
wait_for_seq (ParlourNetClient *client,
              gint64            seq)
{
  while (parlour_net_client_get_seq (client) < seq)
    g_main_context_iteration (NULL, TRUE);
}

static void
wait_for_moves (ParlourNetClient *client,
                guint             board,
                guint             n_moves)
{
  while (parlour_game_get_n_moves (parlour_match_get_game (parlour_net_client_get_match (client),
                                                           board)) < n_moves)
    g_main_context_iteration (NULL, TRUE);
}

/* @mirror's boards are @match's, reserves and all */
static void
assert_same_boards (ParlourMatch *mirror,
                    ParlourMatch *match)
{
  g_assert_cmpuint (parlour_match_get_n_boards (mirror), ==, parlour_match_get_n_boards (match));
  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    {
      g_autofree char *fen = parlour_position_to_fen (
        parlour_game_get_position (parlour_match_get_game (mirror, b)));
      g_autofree char *host_fen = parlour_position_to_fen (
        parlour_game_get_position (parlour_match_get_game (match, b)));

      g_assert_cmpstr (fen, ==, host_fen);
    }
}

static void
flag_cb (ParlourNetClient *client,
         gboolean         *flag)
{
  *flag = TRUE;
}

static void
closed_cb (ParlourNetClient *client,
           const GError     *error,
           gboolean         *flag)
{
  *flag = TRUE;
}

typedef struct {
  ParlourNetClient *client;
  gboolean          state;   /* a new state arrived */
} Peer;

/* A client that has joined for @seat and has its first state. */
static void
peer_join (Peer             *peer,
           ParlourNetServer *server,
           guint             seat)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u",
                                              parlour_net_server_get_port (server));

  peer->client = parlour_net_client_new ();
  parlour_net_client_set_code (peer->client, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (peer->client, G_GUINT64_CONSTANT (1) << seat, FALSE);
  g_signal_connect (peer->client, "state-changed", G_CALLBACK (flag_cb), &peer->state);
  parlour_net_client_connect (peer->client, address);
  iterate_until (&peer->state);
  g_assert_cmpuint (parlour_net_client_get_seats (peer->client), ==,
                    G_GUINT64_CONSTANT (1) << seat);
}

static guint
board_moves_of (ParlourNetClient *client)
{
  return parlour_game_get_n_moves (parlour_match_get_game (parlour_net_client_get_match (client),
                                                           0));
}

/* how many peers the host's saved session keeps */
static gsize
session_peers (ParlourNetServer *server)
{
  g_autoptr(GVariant) session = g_variant_ref_sink (parlour_net_server_save_session (server, 0));
  g_autoptr(GVariant) peers = g_variant_lookup_value (session, "peers", NULL);

  return g_variant_n_children (peers);
}

typedef struct {
  guint       seat;
  const char *move;
} SeatMove;

/* Each of @moves sent by its seat's peer, and seen by all @n_peers before the next. */
static void
play_moves (ParlourMatch   *match,
            Peer           *peers,
            guint           n_peers,
            const SeatMove *moves,
            guint           n_moves)
{
  for (guint i = 0; i < n_moves; i++)
    {
      guint board = parlour_match_get_seat (match, moves[i].seat)->board;
      guint n = parlour_game_get_n_moves (parlour_match_get_game (match, board)) + 1;

      parlour_net_client_move (peers[moves[i].seat].client, moves[i].seat, moves[i].move);
      for (guint p = 0; p < n_peers; p++)
        wait_for_moves (peers[p].client, board, n);
    }
}

static void
peer_clear (Peer *peer)
{
  parlour_net_client_leave (peer->client);
  g_clear_object (&peer->client);
}

static void
test_secret (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_of_type (TEST_TYPE_SECRET_MATCH, game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  Peer peers[2] = { 0 };
  gint64 seq;

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    peer_join (&peers[s], server, s);

  /* White chooses: White's own screen shows it; Black's mirror, from the
   * same broadcast or a later one, has nothing */
  test_secret_match_choose (TEST_SECRET_MATCH (match), 0, "e2e4");
  seq = wait_for_secret (peers[0].client, 0, "e2e4");
  wait_for_seq (peers[1].client, seq);
  g_assert_null (mirror_secret (peers[1].client, 0));
  g_assert_null (mirror_secret (peers[0].client, 1));

  /* both are in: revealed to both */
  test_secret_match_choose (TEST_SECRET_MATCH (match), 1, "e7e5");
  for (guint p = 0; p < 2; p++)
    {
      wait_for_secret (peers[p].client, 1, "e7e5");
      g_assert_cmpstr (mirror_secret (peers[p].client, 0), ==, "e2e4");
    }

  /* spectators come and go; the session keeps the players only */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(ParlourNetClient) watcher = parlour_net_client_new ();
      g_autofree char *address = g_strdup_printf ("127.0.0.1:%u",
                                                  parlour_net_server_get_port (server));
      gboolean state = FALSE;

      parlour_net_client_set_code (watcher, parlour_net_server_get_code (server));
      parlour_net_client_set_seats (watcher, 0, TRUE);
      g_signal_connect (watcher, "state-changed", G_CALLBACK (flag_cb), &state);
      parlour_net_client_connect (watcher, address);
      iterate_until (&state);
      g_assert_cmpuint (session_peers (server), ==, 3);
      /* a spectator sees what is revealed */
      g_assert_cmpstr (mirror_secret (watcher, 0), ==, "e2e4");
      parlour_net_client_leave (watcher);
      while (session_peers (server) != 2)
        g_main_context_iteration (NULL, TRUE);
    }
  peer_clear (&peers[0]);
  peer_clear (&peers[1]);
  parlour_net_server_stop (server);
}

/* Four clients, one seat each on two boards: each moves on its own board and
 * everyone sees both boards. */
static void
test_four_seats (void)
{
  g_autoptr(ParlourMatch) match = test_pair_match_new ("chess");
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  /* seats: 0 board 1 White, 1 board 1 Black, 2 board 2 White, 3 board 2 Black */
  const SeatMove moves[] = {
    { 0, "e2e4" }, { 2, "d2d4" }, { 1, "c7c5" }, { 3, "g8f6" },
  };
  Peer peers[4] = { 0 };

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 4; s++)
    peer_join (&peers[s], server, s);
  play_moves (match, peers, 4, moves, G_N_ELEMENTS (moves));
  for (guint p = 0; p < 4; p++)
    assert_same_boards (parlour_net_client_get_match (peers[p].client), match);
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 2);
  /* a peer cannot move for its partner: Black on board 1 sends White's move on board 2 */
  {
    gboolean closed = FALSE;

    g_signal_connect (peers[1].client, "closed", G_CALLBACK (closed_cb), &closed);
    parlour_net_client_move (peers[1].client, 2, "e2e4");
    iterate_until (&closed);
    g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 2);
  }
  for (guint p = 0; p < 4; p++)
    peer_clear (&peers[p]);
  parlour_net_server_stop (server);
}

/* A peer shows the host's running clock going down from the time in the last
 * state; a paused clock stands. (Time is passed in: nothing here is timed.) */
static void
test_clock (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER, .base_us = 300 * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = parlour_clock_new (&control, &control);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, clock);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  Peer peers[2] = { 0 };
  gint64 now, before;

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    peer_join (&peers[s], server, s);
  parlour_net_client_move (peers[0].client, 0, "e2e4");
  wait_for_moves (peers[1].client, 0, 1);
  now = g_get_monotonic_time ();
  /* Black's clock runs: a second later it shows a second less; White's stands */
  before = parlour_net_client_get_remaining (peers[1].client, 0, PARLOUR_BLACK, now);
  g_assert_cmpint (before, <=, 300 * G_USEC_PER_SEC);
  g_assert_cmpint (parlour_net_client_get_remaining (peers[1].client, 0, PARLOUR_BLACK,
                                                     now + G_USEC_PER_SEC), ==,
                   before - G_USEC_PER_SEC);
  g_assert_cmpint (parlour_net_client_get_remaining (peers[1].client, 0, PARLOUR_WHITE, now), ==,
                   parlour_net_client_get_remaining (peers[1].client, 0, PARLOUR_WHITE,
                                                     now + G_USEC_PER_SEC));
  /* paused: Black's clock stands too */
  parlour_net_client_pause (peers[1].client, TRUE);
  while (!parlour_net_client_get_paused (peers[0].client))
    g_main_context_iteration (NULL, TRUE);
  before = parlour_net_client_get_remaining (peers[0].client, 0, PARLOUR_BLACK, now);
  g_assert_cmpint (parlour_net_client_get_remaining (peers[0].client, 0, PARLOUR_BLACK,
                                                     now + G_USEC_PER_SEC), ==, before);
  peer_clear (&peers[0]);
  peer_clear (&peers[1]);
  parlour_net_server_stop (server);
}

/* a match of the type the variant names, without clocks */
static ParlourMatch *
new_match_of (const char *variant_id)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant_id), NULL, 0,
                                                  NULL);

  return parlour_match_new_for_game (game, NULL);
}

/* Every state a SimulChess peer receives is checked as it arrives: the mirror
 * made of it holds no chosen move of the other seat. */
typedef struct {
  guint seat;          /* the peer's own seat */
  guint states;        /* states checked */
} SimulWatch;

static void
simul_state_cb (ParlourNetClient *client,
                SimulWatch       *watch)
{
  ParlourSimulMatch *mirror = PARLOUR_SIMUL_MATCH (parlour_net_client_get_match (client));

  g_assert_cmpuint (parlour_simul_match_get_chosen (mirror, 1 - watch->seat), ==,
                    PARLOUR_MOVE_NONE);
  watch->states++;
}

static ParlourSimulMatch *
simul_mirror (Peer *peer)
{
  return PARLOUR_SIMUL_MATCH (parlour_net_client_get_match (peer->client));
}

/* @seat's peer chooses @move; the host has it, the peer sees its own choice,
 * and the other peer, from the same state on, sees only that it was chosen. */
static void
simul_choose_first (ParlourSimulMatch *match,
                    Peer              *peers,
                    guint              seat,
                    const char        *move)
{
  Peer *mine = &peers[seat], *other = &peers[1 - seat];
  ParlourMove chosen;

  parlour_net_client_move (mine->client, seat, move);
  while (parlour_simul_match_get_chosen (simul_mirror (mine), seat) == PARLOUR_MOVE_NONE)
    g_main_context_iteration (NULL, TRUE);
  chosen = parlour_simul_match_get_chosen (simul_mirror (mine), seat);
  g_assert_cmpuint (chosen, ==, parlour_simul_match_get_chosen (match, seat));
  g_assert_cmpuint (chosen, ==, parlour_seat_view_parse_move (PARLOUR_MATCH (match), seat, move,
                                                              NULL));
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (PARLOUR_MATCH (match), 0)),
                    ==, 2 * parlour_simul_match_get_n_turns (match));
  wait_for_seq (other->client, parlour_net_client_get_seq (mine->client));
  g_assert_true (parlour_simul_match_has_chosen (simul_mirror (other), seat));
  g_assert_cmpuint (parlour_simul_match_get_chosen (simul_mirror (other), seat), ==,
                    PARLOUR_MOVE_NONE);
  /* and what the host would send that seat has no trace of the move */
  {
    g_autoptr(GVariant) view = g_variant_ref_sink (parlour_seat_view_serialize (
                                 PARLOUR_MATCH (match), G_GUINT64_CONSTANT (1) << (1 - seat)));
    g_autofree char *text = g_variant_print (view, FALSE);
    g_autofree char *own = NULL;
    g_autofree char *quoted = NULL;

    own = parlour_seat_view_move_to_text (PARLOUR_MATCH (match), seat, chosen);
    g_assert_cmpstr (own, ==, move);
    quoted = g_strdup_printf ("'%s'", own);
    g_assert_null (strstr (text, quoted));
  }
}

/* Two clients each choose on their own; a turn resolves when both are in,
 * and neither client is ever sent the other's choice before that. */
static void
test_simul (void)
{
  g_autoptr(ParlourMatch) match = new_match_of ("simulchess");
  ParlourGame *game = parlour_match_get_game (match, 0);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  /* each turn: who chooses first, then both moves (White's, Black's) */
  const struct { guint first; const char *moves[2]; } turns[] = {
    { 0, { "e2e4", "e7e5" } },
    { 1, { "g1f3", "b8c6" } },
    { 0, { "f1c4", "g8f6" } },
  };
  Peer peers[2] = { 0 };
  SimulWatch watch[2] = { { 0, 0 }, { 1, 0 } };

  g_assert_true (PARLOUR_IS_SIMUL_MATCH (match));
  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    {
      peer_join (&peers[s], server, s);
      g_signal_connect (peers[s].client, "state-changed", G_CALLBACK (simul_state_cb), &watch[s]);
    }
  for (guint t = 0; t < G_N_ELEMENTS (turns); t++)
    {
      guint first = turns[t].first;

      simul_choose_first (PARLOUR_SIMUL_MATCH (match), peers, first, turns[t].moves[first]);
      parlour_net_client_move (peers[1 - first].client, 1 - first, turns[t].moves[1 - first]);
      for (guint p = 0; p < 2; p++)
        {
          wait_for_moves (peers[p].client, 0, 2 * (t + 1));
          assert_same_boards (parlour_net_client_get_match (peers[p].client), match);
          g_assert_false (parlour_simul_match_has_chosen (simul_mirror (&peers[p]), 0));
          g_assert_false (parlour_simul_match_has_chosen (simul_mirror (&peers[p]), 1));
        }
    }
  {
    g_autofree char *fen = parlour_position_to_fen (parlour_game_get_position (game));

    g_assert_cmpstr (fen, ==,
                     "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 4");
  }
  /* every state was checked, one at least per choice */
  g_assert_cmpuint (watch[0].states, >=, 2 * G_N_ELEMENTS (turns));
  g_assert_cmpuint (watch[1].states, >=, 2 * G_N_ELEMENTS (turns));
  /* a Black move the position (White to move) would not take is read for Black */
  g_assert_cmpuint (parlour_seat_view_parse_move (match, 1, "d7d5", &error), !=,
                    PARLOUR_MOVE_NONE);
  g_assert_no_error (error);
  g_assert_cmpuint (parlour_seat_view_parse_move (match, 1, "d2d4", &error), ==,
                    PARLOUR_MOVE_NONE);
  g_assert_nonnull (error);
  for (guint p = 0; p < 2; p++)
    {
      g_signal_handlers_disconnect_by_data (peers[p].client, &watch[p]);
      peer_clear (&peers[p]);
    }
  parlour_net_server_stop (server);
}

static guint
reserve_count (ParlourMatch *match,
               guint         board,
               ParlourColor  color,
               char          letter)
{
  const ParlourPosition *pos = parlour_game_get_position (parlour_match_get_game (match, board));

  return pos->reserve[color][parlour_variant_kind_from_letter (pos->variant, letter)];
}

/* A Bughouse match with four clients: moves on both boards, a capture on
 * board A passed to the partner's reserve on board B (every client sees it),
 * and the partner's drop. */
static void
test_bughouse (void)
{
  g_autoptr(ParlourMatch) match = new_match_of ("bughouse");
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  /* seats: 0 White A, 1 Black A, 2 White B, 3 Black B (White A's partner) */
  const SeatMove moves[] = {
    { 0, "e2e4" }, { 2, "g1f3" }, { 1, "d7d5" }, { 0, "e4d5" },
  };
  const SeatMove drop = { 3, "P@e5" };
  Peer peers[4] = { 0 };

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 4; s++)
    peer_join (&peers[s], server, s);
  play_moves (match, peers, 4, moves, G_N_ELEMENTS (moves));
  /* White A took a black pawn: it is in Black B's hand, on every screen */
  g_assert_cmpuint (reserve_count (match, 1, PARLOUR_BLACK, 'P'), ==, 1);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (reserve_count (parlour_net_client_get_match (peers[p].client), 1,
                                     PARLOUR_BLACK, 'P'), ==, 1);
  /* the partner drops it */
  play_moves (match, peers, 4, &drop, 1);
  for (guint p = 0; p < 4; p++)
    {
      ParlourMatch *mirror = parlour_net_client_get_match (peers[p].client);

      g_assert_cmpuint (reserve_count (mirror, 1, PARLOUR_BLACK, 'P'), ==, 0);
      assert_same_boards (mirror, match);
    }
  g_assert_cmpuint (parlour_game_get_n_moves (parlour_match_get_game (match, 1)), ==, 2);
  {
    const ParlourPosition *b = parlour_game_get_position (parlour_match_get_game (match, 1));
    ParlourPiece dropped = b->board[parlour_square_from_name (b->variant, "e5")];

    g_assert_cmpuint (dropped, ==,
                      PARLOUR_PIECE_MAKE (parlour_variant_kind_from_letter (b->variant, 'P'),
                                          PARLOUR_BLACK));
  }
  for (guint p = 0; p < 4; p++)
    peer_clear (&peers[p]);
  parlour_net_server_stop (server);
}

/* The host rolls Panic chess's dice: its seed and the position decide every
 * move (docs/panic.md), so a peer that knew the seed would know where each
 * piece goes before picking it. A peer's mirror never holds the host's seed
 * while the game goes on, and gets it once the game is over. */
static void
test_panic_seed (void)
{
  g_autoptr(ParlourMatch) match = new_match_of ("panic");
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  ParlourGame *game = parlour_match_get_game (match, 0);
  g_autofree char *seed = NULL;
  Peer peers[2] = { 0 };
  const char *picks[] = { "e2", "e7", "d2", "d7", "g1", "b8", "f2", "f7", "c2", "c7" };

  parlour_panic_game_set_seed (game, 1234567890123456789ULL);
  seed = g_strdup (parlour_game_get_tag (game, "Seed"));
  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    peer_join (&peers[s], server, s);
  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      Peer *mover = &peers[i % 2];
      ParlourGame *mirror;

      parlour_net_client_pick (mover->client, i % 2, picks[i]);
      while (parlour_game_get_n_moves (game) < i + 1 ||
             board_moves_of (peers[0].client) < i + 1 || board_moves_of (peers[1].client) < i + 1)
        g_main_context_iteration (NULL, TRUE);
      for (guint p = 0; p < 2; p++)
        {
          mirror = parlour_match_get_game (parlour_net_client_get_match (peers[p].client), 0);
          g_assert_cmpstr (parlour_game_get_tag (mirror, "Seed"), !=, seed);
        }
    }
  /* over: the game can be replayed, so the seed is no secret any more */
  parlour_match_resign (match, 0);
  for (guint p = 0; p < 2; p++)
    {
      while (!parlour_match_is_over (parlour_net_client_get_match (peers[p].client)))
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpstr (parlour_game_get_tag (parlour_match_get_game (
                                               parlour_net_client_get_match (peers[p].client), 0),
                                             "Seed"), ==, seed);
    }
  for (guint p = 0; p < 2; p++)
    peer_clear (&peers[p]);
  parlour_net_server_stop (server);
}

static void
count_chat_cb (ParlourNetClient *client,
               const char       *from,
               const char       *text,
               guint            *count)
{
  /* the host's own line ends the count */
  if (g_str_equal (text, "end"))
    count[1] = TRUE;
  else
    count[0]++;
}

/* One peer sends 2,000 chat lines at once: the host passes on a burst of
 * them and then about one line per interval, and refuses the rest with
 * "illegal" (the sender stays connected), so no other window is flooded. */
static void
test_chat_rate (void)
{
  g_autoptr(ParlourMatch) match = new_match_of ("chess");
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(GError) error = NULL;
  Peer peers[2] = { 0 };
  guint counted[2] = { 0, FALSE };
  gint64 start, elapsed;
  guint pongs;

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    peer_join (&peers[s], server, s);
  g_signal_connect (peers[1].client, "chat", G_CALLBACK (count_chat_cb), counted);
  /* the first pings are answered before the lines are sent */
  while (parlour_net_client_get_n_round_trips (peers[0].client) == 0)
    g_main_context_iteration (NULL, TRUE);
  pongs = parlour_net_client_get_n_round_trips (peers[0].client);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < 2000; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      parlour_net_client_chat (peers[0].client, text);
    }
  /* the pong comes after the host has read every line */
  parlour_net_client_ping (peers[0].client);
  while (parlour_net_client_get_n_round_trips (peers[0].client) == pongs)
    g_main_context_iteration (NULL, TRUE);
  elapsed = g_get_monotonic_time () - start;
  parlour_net_server_chat (server, "end");
  while (!counted[1])
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (counted[0], >=, 1);
  g_assert_cmpuint (counted[0], <=, 5 + elapsed / (2 * G_USEC_PER_SEC) + 1);
  g_assert_true (parlour_net_client_get_joined (peers[0].client));
  for (guint p = 0; p < 2; p++)
    peer_clear (&peers[p]);
  parlour_net_server_stop (server);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-views/secret", test_secret);
  g_test_add_func ("/net-views/four-seats", test_four_seats);
  g_test_add_func ("/net-views/clock", test_clock);
  g_test_add_func ("/net-views/simul", test_simul);
  g_test_add_func ("/net-views/bughouse", test_bughouse);
  g_test_add_func ("/net-views/panic-seed", test_panic_seed);
  g_test_add_func ("/net-views/chat-rate", test_chat_rate);
  return g_test_run ();
}
