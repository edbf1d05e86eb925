/* test-net-host-seat.c — what the host's own window does through its server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host that keeps a seat for its window (parlour_net_server_reserve_seat)
 * offers and accepts draws, gives a peer time and chats through the server,
 * so that its peers hear of it as they hear of each other (docs/protocol.md,
 * "A peer's window"). A host and one client in one process, over loopback.
 * The client's measure of the round trip is here too.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-client.h"
#include "parlour-net-server.h"
#include "parlour-seat-view.h"

typedef struct {
  ParlourMatch     *match;
  ParlourNetServer *server;
  ParlourNetClient *black;
  guint             offers_heard;    /* by the client */
  guint             offers_told;     /* by the server's ::draw-offered */
  char             *chat;            /* the last line the client heard */
} Fixture;

static void
draw_offered_cb (ParlourNetClient *client,
                 guint             seat,
                 Fixture          *f)
{
  g_assert_cmpuint (seat, ==, 0);
  f->offers_heard++;
}

static void
server_offered_cb (ParlourNetServer *server,
                   guint             seat,
                   Fixture          *f)
{
  f->offers_told++;
}

static void
chat_cb (ParlourNetClient *client,
         const char       *from,
         const char       *text,
         Fixture          *f)
{
  g_free (f->chat);
  f->chat = g_strdup_printf ("%s: %s", from, text);
}

/* White kept by the host, Black a client; @seconds of clock (0: none) */
static void
fixture_set_up (Fixture *f,
                gint64   seconds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  &error);
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER,
                                 .base_us = seconds * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = seconds > 0 ? parlour_clock_new (&control, &control) : NULL;
  g_autofree char *address = NULL;

  g_assert_no_error (error);
  f->match = parlour_match_new_for_game (game, clock);
  f->server = parlour_net_server_new (f->match, NULL);
  parlour_net_server_reserve_seat (f->server, 0);
  g_assert_cmpuint (parlour_net_server_get_reserved (f->server), ==, 1);
  g_assert_true (parlour_net_server_listen (f->server, 0, &error));
  g_signal_connect (f->server, "draw-offered", G_CALLBACK (server_offered_cb), f);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (f->server));
  f->black = parlour_net_client_new ();
  parlour_net_client_set_code (f->black, parlour_net_server_get_code (f->server));
  g_signal_connect (f->black, "draw-offered", G_CALLBACK (draw_offered_cb), f);
  g_signal_connect (f->black, "chat", G_CALLBACK (chat_cb), f);
  parlour_net_client_connect (f->black, address);
  while (parlour_net_client_get_match (f->black) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (f->black), ==, 2);
  g_assert_true (parlour_net_client_get_joined (f->black));
}

static void
fixture_tear_down (Fixture *f)
{
  parlour_net_client_leave (f->black);
  g_clear_object (&f->black);
  parlour_net_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_object (&f->match);
  g_clear_pointer (&f->chat, g_free);
}

/* The host's offer reaches the peer, whose acceptance draws the game; an
 * acceptance without an offer, or an offer after the end, is refused. */
static void
test_draw (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;

  fixture_set_up (&f, 0);
  g_assert_false (parlour_net_server_accept_draw (f.server, 0, &error));
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (parlour_net_server_offer_draw (f.server, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f.offers_told, ==, 1);
  while (f.offers_heard == 0)
    g_main_context_iteration (NULL, TRUE);
  parlour_net_client_seat_request (f.black, PARLOUR_NET_MESSAGE_DRAW_ACCEPT, 1);
  while (!parlour_match_is_over (f.match))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (parlour_match_get_result (f.match, NULL), ==, PARLOUR_RESULT_DRAW);

  g_assert_false (parlour_net_server_offer_draw (f.server, 0, &error));
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL);
  fixture_tear_down (&f);
}

/* A peer's offer is told by the server too, and the host accepts it. */
static void
test_accept (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;

  fixture_set_up (&f, 0);
  parlour_net_client_seat_request (f.black, PARLOUR_NET_MESSAGE_DRAW_OFFER, 1);
  while (f.offers_told == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_net_server_accept_draw (f.server, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_match_get_result (f.match, NULL), ==, PARLOUR_RESULT_DRAW);
  fixture_tear_down (&f);
}

/* The host gives the peer's seat time, which the peer's mirror shows; a
 * seat without a clock cannot be given any. */
static void
test_award_time (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  ParlourAction action = { .kind = PARLOUR_ACTION_MOVE };
  ParlourClock *clock;
  gint64 before;
  gint64 seq;

  fixture_set_up (&f, 0);
  g_assert_false (parlour_net_server_award_time (f.server, 1, 60, &error));
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL);
  g_clear_error (&error);
  fixture_tear_down (&f);

  fixture_set_up (&f, 300);
  /* before the first move there is no running time to add to */
  g_assert_false (parlour_net_server_award_time (f.server, 1, 90, &error));
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_ILLEGAL);
  g_clear_error (&error);
  /* White's first move: the clocks run */
  seq = parlour_net_client_get_seq (f.black);
  action.move = parlour_seat_view_parse_move (f.match, 0, "e2e4", &error);
  g_assert_no_error (error);
  g_assert_true (parlour_match_submit (f.match, 0, &action, g_get_monotonic_time (), &error));
  while (parlour_net_client_get_seq (f.black) == seq)
    g_main_context_iteration (NULL, TRUE);
  parlour_match_set_paused (f.match, TRUE, g_get_monotonic_time ());
  clock = parlour_match_get_clock (f.match, 0);
  before = parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ());
  seq = parlour_net_client_get_seq (f.black);
  g_assert_true (parlour_net_server_award_time (f.server, 1, 90, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_clock_get_remaining (clock, PARLOUR_BLACK, g_get_monotonic_time ()), ==,
                   before + 90 * G_USEC_PER_SEC);
  while (parlour_net_client_get_seq (f.black) == seq)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (parlour_clock_get_remaining (
                     parlour_match_get_clock (parlour_net_client_get_match (f.black), 0),
                     PARLOUR_BLACK, g_get_monotonic_time ()), ==, before + 90 * G_USEC_PER_SEC);
  fixture_tear_down (&f);
}

/* The host's line comes from its seat; one longer than the protocol allows
 * is cut between characters, not inside one. */
static void
test_chat (void)
{
  Fixture f = { 0 };
  g_autoptr(GString) long_line = g_string_new (NULL);

  fixture_set_up (&f, 0);
  parlour_net_server_chat (f.server, "hello");
  while (f.chat == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (f.chat, ==, "white: hello");

  /* "é" is two bytes: 300 of them are 600 */
  for (guint i = 0; i < 300; i++)
    g_string_append (long_line, "é");
  parlour_net_server_chat (f.server, long_line->str);
  while (g_str_equal (f.chat, "white: hello"))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (strlen (f.chat), ==, strlen ("white: ") + 500);
  g_assert_true (g_utf8_validate (f.chat, -1, NULL));
  fixture_tear_down (&f);
}

/* A new sample moves the estimate an eighth of the way: the first one is
 * the estimate, a single slow pong does not make it slow, and a connection
 * that stays slower brings it there. */
static void
test_smooth_round_trip (void)
{
  gint64 estimate = parlour_net_smooth_round_trip (-1, 8000);

  g_assert_cmpint (estimate, ==, 8000);
  g_assert_cmpint (parlour_net_smooth_round_trip (estimate, 8000), ==, 8000);
  g_assert_cmpint (parlour_net_smooth_round_trip (estimate, 88000), ==, 18000);
  g_assert_cmpint (parlour_net_smooth_round_trip (estimate, 0), ==, 7000);
  for (guint i = 0; i < 100; i++)
    estimate = parlour_net_smooth_round_trip (estimate, 40000);
  g_assert_cmpint (ABS (estimate - 40000), <, 8);
}

/* The client measures the round trip at the join and again on every later
 * ping, without being asked, for as long as it is joined. */
static void
test_round_trips (void)
{
  Fixture f = { 0 };
  guint measured;

  fixture_set_up (&f, 0);
  while (parlour_net_client_get_n_round_trips (f.black) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (parlour_net_client_get_round_trip (f.black), >=, 0);
  measured = parlour_net_client_get_n_round_trips (f.black);
  /* the next one comes from the client's own timer */
  while (parlour_net_client_get_n_round_trips (f.black) == measured)
    g_main_context_iteration (NULL, TRUE);
  /* and one asked for counts too */
  measured = parlour_net_client_get_n_round_trips (f.black);
  parlour_net_client_ping (f.black);
  while (parlour_net_client_get_n_round_trips (f.black) == measured)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (parlour_net_client_get_round_trip (f.black), >=, 0);
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net/host-seat/draw", test_draw);
  g_test_add_func ("/net/host-seat/accept", test_accept);
  g_test_add_func ("/net/host-seat/award-time", test_award_time);
  g_test_add_func ("/net/host-seat/chat", test_chat);
  g_test_add_func ("/net/host-seat/smooth-round-trip", test_smooth_round_trip);
  g_test_add_func ("/net/host-seat/round-trips", test_round_trips);

  return g_test_run ();
}
