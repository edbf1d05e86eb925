/* test-table.c — the local and remote tables: who may act, and how acts reach the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "parlour-bingo-match.h"
#include "parlour-local-table.h"
#include "parlour-pgn.h"
#include "parlour-remote-table.h"
#include "parlour-seat-view.h"
#include "parlour-session.h"

#define FAST_MOVE_US (20 * 1000)
/* far enough ahead for any clock of these tests to have fallen */
#define AN_HOUR_LATER (g_get_monotonic_time () + G_GINT64_CONSTANT (3600) * G_USEC_PER_SEC)

typedef struct {
  guint  changed;
  guint  offered;
  guint  offering_seat;
  guint  chats;
  char  *chat;
  guint  notices;
} Heard;

static void
changed_cb (ParlourTable *table,
            Heard        *heard)
{
  heard->changed++;
}

static void
offered_cb (ParlourTable *table,
            guint         seat,
            Heard        *heard)
{
  heard->offered++;
  heard->offering_seat = seat;
}

static void
chat_cb (ParlourTable *table,
         const char   *from,
         const char   *text,
         Heard        *heard)
{
  heard->chats++;
  g_free (heard->chat);
  heard->chat = g_strdup (text);
}

static void
notice_cb (ParlourTable *table,
           const char   *text,
           Heard        *heard)
{
  heard->notices++;
}

static void
listen (ParlourTable *table,
        Heard        *heard)
{
  g_signal_connect (table, "changed", G_CALLBACK (changed_cb), heard);
  g_signal_connect (table, "draw-offered", G_CALLBACK (offered_cb), heard);
  g_signal_connect (table, "chat", G_CALLBACK (chat_cb), heard);
  g_signal_connect (table, "notice", G_CALLBACK (notice_cb), heard);
}

static ParlourMatch *
new_match (guint seconds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  &error);
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER,
                                 .base_us = seconds * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = seconds > 0 ? parlour_clock_new (&control, &control) : NULL;

  g_assert_no_error (error);
  return parlour_match_new_for_game (game, clock);
}

static ParlourAction
move_action (ParlourMatch *match,
             guint         seat,
             const char   *text)
{
  g_autoptr(GError) error = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, 0, 0 };

  action.move = parlour_seat_view_parse_move (match, seat, text, &error);
  g_assert_no_error (error);
  return action;
}

static guint
n_moves (ParlourMatch *match)
{
  return parlour_game_get_n_moves (parlour_match_get_game (match, 0));
}

/* Two people at one computer: each may act on their turn only; a move, the
 * pause and undo come back as ::changed, which the session follows. */
static void
test_local_turns (void)
{
  g_autoptr(ParlourMatch) match = new_match (300);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  ParlourAction action;

  listen (table, &heard);
  g_assert_true (parlour_table_get_match (table) == match);
  g_assert_cmpint (parlour_table_get_role (table), ==, PARLOUR_TABLE_ROLE_LOCAL);
  g_assert_cmpuint (parlour_table_get_local_seats (table), ==, 3);
  g_assert_true (parlour_table_may_act (table, 0));
  g_assert_false (parlour_table_may_act (table, 1));
  g_assert_false (parlour_table_get_can_undo (table));

  /* Black may not move for White */
  action = move_action (match, 0, "e2e4");
  g_assert_false (parlour_table_submit (table, 1, &action, &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_NOW);
  g_clear_error (&error);
  g_assert_cmpuint (n_moves (match), ==, 0);
  g_assert_cmpuint (heard.changed, ==, 0);

  g_assert_true (parlour_table_submit (table, 0, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_moves (match), ==, 1);
  g_assert_cmpuint (heard.changed, >, 0);
  g_assert_true (parlour_table_get_can_undo (table));
  g_assert_true (parlour_table_may_act (table, 1));

  heard.changed = 0;
  g_assert_true (parlour_table_set_paused (table, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (parlour_table_get_paused (table));
  g_assert_cmpuint (heard.changed, >, 0);

  /* nobody on the network to say anything to */
  g_assert_false (parlour_table_say (table, "hello", &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NO_PEERS);
  g_clear_error (&error);
  g_assert_false (parlour_table_give_time (table, 1, 60, &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NO_PEERS);
}

/* An offer at one computer is ::draw-offered for the other player here; the
 * answer draws the game. A resignation ends another. */
static void
test_local_draw_and_resign (void)
{
  g_autoptr(ParlourMatch) match = new_match (0);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  g_autoptr(ParlourMatch) other = new_match (0);
  g_autoptr(ParlourTable) other_table = parlour_local_table_new (other);
  g_autoptr(GError) error = NULL;
  ParlourTermination termination;
  Heard heard = { 0 };

  listen (table, &heard);
  g_assert_true (parlour_table_offer_draw (table, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (heard.offered, ==, 1);
  g_assert_cmpuint (heard.offering_seat, ==, 0);
  g_assert_false (parlour_match_is_over (match));
  /* declining changes nothing */
  g_assert_true (parlour_table_answer_draw (table, 1, FALSE, &error));
  g_assert_false (parlour_match_is_over (match));
  g_assert_true (parlour_table_answer_draw (table, 1, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_match_get_result (match, &termination), ==, PARLOUR_RESULT_DRAW);
  /* nothing is offered once the game is over */
  g_assert_false (parlour_table_offer_draw (table, 1, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER);
  g_clear_error (&error);

  g_assert_true (parlour_table_resign (other_table, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_match_get_result (other, NULL), ==, PARLOUR_RESULT_WHITE_WINS);
  g_assert_false (parlour_table_resign (other_table, 0, &error));
  g_assert_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER);
}

/* The timer finds a fallen flag at a local table. */
static void
test_local_flag (void)
{
  g_autoptr(ParlourMatch) match = new_match (60);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  g_autoptr(GError) error = NULL;
  ParlourAction action;
  Heard heard = { 0 };

  listen (table, &heard);
  action = move_action (match, 0, "e2e4");
  g_assert_true (parlour_table_submit (table, 0, &action, &error));
  action = move_action (match, 1, "e7e5");
  g_assert_true (parlour_table_submit (table, 1, &action, &error));
  g_assert_no_error (error);
  g_assert_false (parlour_table_tick (table, g_get_monotonic_time ()));
  heard.changed = 0;
  g_assert_true (parlour_table_tick (table, AN_HOUR_LATER));
  g_assert_true (parlour_match_is_over (match));
  g_assert_cmpuint (heard.changed, >, 0);
}

/* A computer seat is the computer's: the person may not move for it, and
 * the table's computer answers the person's move through the match. */
static void
test_local_computer_seat (void)
{
  g_autoptr(ParlourMatch) match = new_match (0);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  ParlourLocalTable *local = PARLOUR_LOCAL_TABLE (table);
  g_autoptr(GError) error = NULL;
  Heard heard = { 0 };
  ParlourAction action;

  listen (table, &heard);
  parlour_local_table_set_level (local, 1, 3);
  parlour_computer_set_move_time (parlour_local_table_get_computer (local), FAST_MOVE_US);
  g_assert_cmpuint (parlour_local_table_get_level (local, 1), ==, 3);
  g_assert_cmpuint (parlour_local_table_get_level (local, 0), ==, 0);
  g_assert_cmpuint (parlour_table_get_local_seats (table), ==, 1);

  action = move_action (match, 0, "e2e4");
  g_assert_true (parlour_table_submit (table, 0, &action, &error));
  g_assert_no_error (error);
  g_assert_false (parlour_table_may_act (table, 1));
  action = move_action (match, 1, "e7e5");
  g_assert_false (parlour_table_submit (table, 1, &action, &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_YOURS);

  heard.changed = 0;
  while (n_moves (match) < 2)
    g_main_context_iteration (NULL, TRUE);
  /* the computer's move is a change of the table like the person's */
  g_assert_cmpuint (heard.changed, >, 0);
  g_assert_true (parlour_table_may_act (table, 0));

  /* a person again */
  parlour_local_table_set_level (local, 1, 0);
  g_assert_cmpuint (parlour_table_get_local_seats (table), ==, 3);
}

typedef struct {
  ParlourMatch     *match;
  ParlourNetServer *server;
  ParlourTable     *host;
  ParlourNetClient *client;
  ParlourTable     *peer;
  Heard             host_heard;
  Heard             peer_heard;
} Net;

/* A host keeping White and a peer joined for Black, each through a table. */
static void
net_set_up (Net *net)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;

  net->match = new_match (300);
  net->host = parlour_local_table_new (net->match);
  net->server = parlour_net_server_new (net->match, NULL);
  parlour_net_server_reserve_seat (net->server, 0);
  g_assert_true (parlour_net_server_listen (net->server, 0, &error));
  g_assert_no_error (error);
  parlour_local_table_set_server (PARLOUR_LOCAL_TABLE (net->host), net->server);
  listen (net->host, &net->host_heard);

  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (net->server));
  net->client = parlour_net_client_new ();
  parlour_net_client_set_code (net->client, parlour_net_server_get_code (net->server));
  net->peer = parlour_remote_table_new (net->client, NULL);
  listen (net->peer, &net->peer_heard);
  parlour_net_client_connect (net->client, address);
  while (parlour_table_get_match (net->peer) == NULL ||
         !parlour_remote_table_get_joined (PARLOUR_REMOTE_TABLE (net->peer)))
    g_main_context_iteration (NULL, TRUE);
}

static void
net_tear_down (Net *net)
{
  parlour_net_client_leave (net->client);
  g_clear_object (&net->peer);
  g_clear_object (&net->client);
  parlour_net_server_stop (net->server);
  g_clear_object (&net->host);
  g_clear_object (&net->server);
  g_clear_object (&net->match);
  g_clear_pointer (&net->host_heard.chat, g_free);
  g_clear_pointer (&net->peer_heard.chat, g_free);
}

static void
wait_for_moves (ParlourTable *table,
                guint         n)
{
  while (parlour_table_get_match (table) == NULL || n_moves (parlour_table_get_match (table)) < n)
    g_main_context_iteration (NULL, TRUE);
}

/* Hosting and joined: each table plays its own seat only; the peer's acts
 * are requests that the host's match carries out, and its mirror follows. */
static void
test_remote (void)
{
  Net net = { 0 };
  g_autoptr(GError) error = NULL;
  ParlourMatch *mirror;
  ParlourAction action;

  net_set_up (&net);
  g_assert_cmpint (parlour_table_get_role (net.host), ==, PARLOUR_TABLE_ROLE_HOSTING);
  g_assert_cmpint (parlour_table_get_role (net.peer), ==, PARLOUR_TABLE_ROLE_JOINED);
  g_assert_cmpuint (parlour_table_get_local_seats (net.host), ==, 1);
  g_assert_cmpuint (parlour_table_get_local_seats (net.peer), ==, 2);
  g_assert_false (parlour_table_get_can_undo (net.host));
  g_assert_false (parlour_table_get_can_undo (net.peer));
  mirror = parlour_table_get_match (net.peer);
  g_assert_cmpint (parlour_match_get_seat (mirror, 1)->controller, ==, PARLOUR_CONTROLLER_LOCAL);
  g_assert_cmpint (parlour_match_get_seat (mirror, 0)->controller, ==, PARLOUR_CONTROLLER_NETWORK);

  /* the peer may not move for White, the host may */
  action = move_action (mirror, 0, "e2e4");
  g_assert_false (parlour_table_submit (net.peer, 0, &action, &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_YOURS);
  g_clear_error (&error);
  g_assert_true (parlour_table_submit (net.host, 0, &action, &error));
  g_assert_no_error (error);
  wait_for_moves (net.peer, 1);
  g_assert_true (parlour_table_may_act (net.peer, 1));

  /* the peer's move is asked of the host, whose next state shows it */
  action = move_action (parlour_table_get_match (net.peer), 1, "e7e5");
  g_assert_true (parlour_table_submit (net.peer, 1, &action, &error));
  g_assert_no_error (error);
  while (n_moves (net.match) < 2)
    g_main_context_iteration (NULL, TRUE);
  wait_for_moves (net.peer, 2);
  /* the mirror's clocks run, but only the host decides a flag */
  g_assert_false (parlour_table_tick (net.peer, AN_HOUR_LATER));
  g_assert_false (parlour_match_is_over (parlour_table_get_match (net.peer)));

  /* chat */
  g_assert_true (parlour_table_say (net.peer, "  good luck ", &error));
  g_assert_no_error (error);
  while (net.host_heard.chats == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (net.host_heard.chat, ==, "good luck");

  /* the peer offers, the host accepts: the host's match is drawn, the mirror follows */
  g_assert_true (parlour_table_offer_draw (net.peer, 1, &error));
  g_assert_no_error (error);
  while (net.host_heard.offered == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (net.host_heard.offering_seat, ==, 1);
  g_assert_true (parlour_table_answer_draw (net.host, 0, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parlour_match_get_result (net.match, NULL), ==, PARLOUR_RESULT_DRAW);
  while (!parlour_match_is_over (parlour_table_get_match (net.peer)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (parlour_match_get_result (parlour_table_get_match (net.peer), NULL), ==,
                   PARLOUR_RESULT_DRAW);

  /* the host refuses a resignation after the end: the peer hears it */
  g_assert_true (parlour_table_resign (net.peer, 1, &error));
  g_assert_no_error (error);
  while (net.peer_heard.notices == 0)
    g_main_context_iteration (NULL, TRUE);

  /* once the connection ends, the peer acts for nobody */
  parlour_net_client_leave (net.client);
  while (parlour_net_client_get_joined (net.client))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_table_get_local_seats (net.peer), ==, 0);
  g_assert_false (parlour_table_say (net.peer, "still there?", &error));
  g_assert_error (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_DISCONNECTED);
  net_tear_down (&net);
}

static void
match_notified_cb (ParlourTable *table,
                   GParamSpec   *pspec,
                   guint        *count)
{
  (*count)++;
}

/* A match of each way of playing hosted, a peer joined for any seat: while
 * the host plays, the peer's table keeps one mirror, which every state goes
 * into (its games too), and it ends as the host's match. */
static void
test_remote_one_mirror (void)
{
  static const char * const variants[] = { "chess", "bughouse", "panic", "simulchess", "bingo" };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(ParlourMatch) match = NULL;
      g_autoptr(ParlourNetServer) server = NULL;
      g_autoptr(ParlourNetClient) client = NULL;
      g_autoptr(ParlourTable) peer = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *address = NULL;
      ParlourMatch *mirror;
      ParlourGame *first_game;
      guint notified = 0;

      if (g_str_equal (variants[v], "bingo"))
        {
          ParlourBingoSettings settings = { PARLOUR_BINGO_ONE_LINE, 0, { 0, 0 },
                                            PARLOUR_BINGO_NO_GIVER, 0 };
          g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL,
                                                          0, NULL);
          ParlourBingoCard card;

          g_assert_true (parlour_bingo_card_deal (&card, 11, FALSE, NULL));
          match = PARLOUR_MATCH (parlour_bingo_match_new (&settings, &card, game, NULL, &error));
          g_assert_no_error (error);
        }
      else
        {
          g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variants[v]),
                                                          NULL, 0, &error);

          g_assert_no_error (error);
          match = parlour_match_new_for_game (game, NULL);
        }
      server = parlour_net_server_new (match, NULL);
      g_assert_true (parlour_net_server_listen (server, 0, &error));
      g_assert_no_error (error);
      address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
      client = parlour_net_client_new ();
      parlour_net_client_set_code (client, parlour_net_server_get_code (server));
      peer = parlour_remote_table_new (client, NULL);
      parlour_net_client_connect (client, address);
      while (parlour_table_get_match (peer) == NULL ||
             !parlour_remote_table_get_joined (PARLOUR_REMOTE_TABLE (peer)))
        g_main_context_iteration (NULL, TRUE);
      mirror = parlour_table_get_match (peer);
      first_game = parlour_match_get_game (mirror, 0);
      g_signal_connect (peer, "notify::match", G_CALLBACK (match_notified_cb), &notified);

      /* every seat in turn acts on the host's match; each change is a state */
      for (guint k = 0; k < 16 && !parlour_match_is_over (match); k++)
        {
          guint seat = k % parlour_match_get_n_seats (match);
          g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
          gint64 seq = parlour_net_client_get_seq (client);

          parlour_match_legal_actions (match, seat, actions);
          if (actions->len == 0)
            continue;
          g_assert_true (parlour_match_submit (match, seat,
                                               &g_array_index (actions, ParlourAction,
                                                               k % actions->len),
                                               g_get_monotonic_time (), &error));
          g_assert_no_error (error);
          while (parlour_net_client_get_seq (client) == seq)
            g_main_context_iteration (NULL, TRUE);
          g_assert_true (parlour_table_get_match (peer) == mirror);
          g_assert_true (parlour_net_client_get_match (client) == mirror);
        }
      while (parlour_match_get_n_moments (mirror) != parlour_match_get_n_moments (match))
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (parlour_match_get_n_moments (match), >=, 6);
      g_assert_cmpuint (notified, ==, 0);
      g_assert_true (parlour_match_get_game (mirror, 0) == first_game);
      for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
        {
          g_autofree char *want = parlour_pgn_write (parlour_match_get_game (match, b));
          g_autofree char *got = parlour_pgn_write (parlour_match_get_game (mirror, b));

          /* a Panic game's seed stays on the host while it goes on */
          if (!g_str_equal (variants[v], "panic"))
            g_assert_cmpstr (got, ==, want);
        }
      parlour_net_client_leave (client);
      parlour_net_server_stop (server);
    }
}

/* what the session writes for the test's source: the match it carries */
static gboolean
snapshot (GObject           *source,
          ParlourSavedMatch *saved)
{
  saved->match = g_object_get_data (source, "match");
  return TRUE;
}

static void
wait_idle (ParlourSession *session)
{
  while (!parlour_session_is_idle (session))
    g_main_context_iteration (NULL, TRUE);
}

/* The session follows a table: a move through it, or by its computer seat,
 * is written without anyone asking; a table no longer followed is not. */
static void
test_session_follows (void)
{
  g_autoptr(ParlourMatch) match = new_match (0);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  g_autoptr(GObject) source = g_object_new (G_TYPE_OBJECT, NULL);
  ParlourSession *session = parlour_session_get_default ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = parlour_autosave_get_path ();
  g_autoptr(ParlourSavedMatch) saved = NULL;
  ParlourAction action;
  guint n_writes;

  g_object_set_data (source, "match", match);
  parlour_session_follow (session, source, table, snapshot, NULL);
  wait_idle (session);
  n_writes = parlour_session_get_n_writes (session);

  action = move_action (match, 0, "e2e4");
  g_assert_true (parlour_table_submit (table, 0, &action, &error));
  g_assert_no_error (error);
  g_assert_false (parlour_session_is_idle (session));
  wait_idle (session);
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 1);
  saved = parlour_autosave_read (path, g_get_monotonic_time (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_moves (saved->match), ==, 1);

  /* followed no more: the next move is not written */
  parlour_session_follow (session, source, NULL, NULL, NULL);
  action = move_action (match, 1, "e7e5");
  g_assert_true (parlour_table_submit (table, 1, &action, &error));
  g_assert_true (parlour_session_is_idle (session));
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 1);
}

/* What the source shows (a property it names) is followed with the table,
 * and a second table for the same source (another match) is a change; its
 * first one (the match restored at start-up) is not. */
static void
test_session_follows_view (void)
{
  g_autoptr(ParlourMatch) match = new_match (0);
  g_autoptr(ParlourMatch) other = new_match (0);
  g_autoptr(ParlourTable) table = parlour_local_table_new (match);
  g_autoptr(ParlourTable) other_table = parlour_local_table_new (other);
  /* a source with a property of its own: an action's "enabled" */
  g_autoptr(GSimpleAction) source = g_simple_action_new ("shown", NULL);
  static const char *const shown[] = { "enabled", NULL };
  ParlourSession *session = parlour_session_get_default ();
  guint n_writes;

  wait_idle (session);
  n_writes = parlour_session_get_n_writes (session);
  g_object_set_data (G_OBJECT (source), "match", match);
  parlour_session_follow (session, G_OBJECT (source), table, snapshot, shown);
  g_assert_true (parlour_session_is_idle (session));

  g_simple_action_set_enabled (source, FALSE);
  g_assert_false (parlour_session_is_idle (session));
  wait_idle (session);
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 1);

  g_object_set_data (G_OBJECT (source), "match", other);
  parlour_session_follow (session, G_OBJECT (source), other_table, snapshot, shown);
  g_assert_false (parlour_session_is_idle (session));
  wait_idle (session);
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 2);

  /* followed no more: what it shows is its own business */
  parlour_session_follow (session, G_OBJECT (source), NULL, NULL, NULL);
  g_simple_action_set_enabled (source, TRUE);
  g_assert_true (parlour_session_is_idle (session));
  g_assert_cmpuint (parlour_session_get_n_writes (session), ==, n_writes + 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("parlour-session-XXXXXX", NULL);
  int status;

  /* the session's autosave goes to a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/table/local-turns", test_local_turns);
  g_test_add_func ("/session/table/local-draw-and-resign", test_local_draw_and_resign);
  g_test_add_func ("/session/table/local-flag", test_local_flag);
  g_test_add_func ("/session/table/local-computer-seat", test_local_computer_seat);
  g_test_add_func ("/session/table/remote", test_remote);
  g_test_add_func ("/session/table/remote-one-mirror", test_remote_one_mirror);
  g_test_add_func ("/session/session/follows-table", test_session_follows);
  g_test_add_func ("/session/session/follows-view", test_session_follows_view);
  status = g_test_run ();
  {
    g_autofree char *dir = g_build_filename (home, "parlour", NULL);
    g_autofree char *file = g_build_filename (dir, "autosave.gvariant", NULL);

    g_unlink (file);
    g_rmdir (dir);
    g_rmdir (home);
  }
  return status;
}
