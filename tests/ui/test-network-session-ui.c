/* test-network-session-ui.c — a network game's connection ending, and coming back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real windows against hosts in the test process, over loopback
 * (net-test-util.h):
 * - the host leaves (stops hosting, or its session is saved and it stops, as
 *   `parlour-cli serve` does when killed and started again): the joined window
 *   says so, keeps the position and offers to rejoin or to continue here;
 * - a hosting window asks before New Game or closing ends the game its peers
 *   play, and its peers' windows say the host ended it;
 * - a dropped connection (through a proxy that cuts it) is made again by the
 *   window by itself, in the same seat;
 * - a window closed and the Join dialog used again gets the same seat back
 *   with the token kept for the game, where the code alone finds every seat
 *   taken;
 * - a burst of chat lines is one toast that counts them, not a queue.
 * main() points the system bus nowhere, so nothing is published on the
 * network (as in test-network-ui.c).
 */
#include "config.h"

#include <string.h>

#include "net-test-util.h"
#include "parlour-autosave.h"
#include "parlour-simul-match.h"

/* With PARLOUR_TEST_SCREENSHOTS=DIR, @widget as it is now into DIR/NAME-light.png
 * (or -dark, with PARLOUR_TEST_DARK=1) */
static void
shoot (GtkWidget  *widget,
       const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s-%s.png", name,
                                           g_getenv ("PARLOUR_TEST_DARK") ? "dark" : "light");

  ui_test_screenshot (widget, g_getenv ("PARLOUR_TEST_SCREENSHOTS"), file);
}

static gboolean
joined_in (ParlourWindow *window,
           guint64        seats)
{
  ParlourNetClient *client = parlour_window_get_net_client (window);

  /* and the host's state since then is shown */
  return client != NULL && parlour_net_client_get_joined (client) &&
         parlour_net_client_get_seats (client) == seats &&
         ui_test_shows_remote_match (window) &&
         ui_test_match (window) == parlour_net_client_get_match (client);
}

/* A window that hosts a fresh game of @variant (it keeps White), and one that
 * joined it (Black). */
static void
two_windows (const char     *variant,
             ParlourWindow **host,
             ParlourWindow **peer)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup (variant), NULL, 0,
                                                   NULL);
  g_autofree char *address = NULL;
  ParlourNetServer *server;

  *host = ui_test_window_new ();
  *peer = ui_test_window_new ();
  ui_test_screenshot_setup (GTK_WINDOW (*peer));
  ui_test_set_game (*host, fresh, NULL);
  g_assert_true (parlour_window_host_network (*host, 0, &error));
  g_assert_no_error (error);
  server = ui_test_net_server (*host);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_window_join_network (*peer, address, parlour_net_server_get_code (server));
  WAIT_FOR (joined_in (*peer, 2));
  ui_test_iterate ();
}

/* The host stops hosting: the joined window says so, the position stays, and
 * Continue Here makes it a game at this computer, both sides played here. */
static void
test_host_left (void)
{
  ParlourWindow *host, *peer;
  AdwMessageDialog *dialog;

  two_windows ("chess", &host, &peer);
  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);

  parlour_window_stop_hosting (host);
  WAIT_FOR (dialog_over (peer) != NULL);
  dialog = dialog_over (peer);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Host Left");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "stopped hosting"));
  g_assert_cmpuint (window_moves (peer), ==, 1);
  shoot (GTK_WIDGET (dialog), "network-host-left");

  adw_message_dialog_response (dialog, "continue");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
  g_assert_null (parlour_window_get_net_client (peer));
  g_assert_cmpuint (window_moves (peer), ==, 1);
  /* a local game now: Black's move is played here, and then White's */
  ui_test_click_move (peer, "e7", "e5");
  g_assert_cmpuint (window_moves (peer), ==, 2);
  ui_test_click_move (peer, "g1", "f3");
  g_assert_cmpuint (window_moves (peer), ==, 3);
  g_assert_true (ui_test_action_enabled (peer, "new-game"));

  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

/* New Game and closing a window that hosts a game for a peer ask first; Cancel
 * keeps the game hosted, End Game ends it and the peer's window says the host
 * ended it. */
static void
test_host_ended (void)
{
  ParlourWindow *host, *peer;
  AdwMessageDialog *dialog;
  g_autoptr(ParlourGame) next = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  ParlourMatch *hosted;

  two_windows ("chess", &host, &peer);
  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);
  hosted = ui_test_match (host);

  /* closing (Ctrl+Q closes every window) asks; Cancel keeps it all */
  gtk_window_close (GTK_WINDOW (host));
  dialog = dialog_over (host);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "End the Network Game?");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
  g_assert_nonnull (ui_test_net_server (host));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (host)));

  /* so does New Game */
  _parlour_window_start_new_game (host, next, NULL, NULL, NULL);
  dialog = dialog_over (host);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "End the Network Game?");
  g_assert_nonnull (ui_test_net_server (host));
  g_assert_true (ui_test_match (host) == hosted);
  shoot (GTK_WIDGET (dialog), "network-end-game");
  adw_message_dialog_response (dialog, "end");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
  g_assert_null (ui_test_net_server (host));
  /* the game hosted had a move: whether to save it is asked as ever */
  ui_test_answer_discard (host, "discard");
  g_assert_cmpuint (window_moves (host), ==, 0);

  WAIT_FOR (dialog_over (peer) != NULL);
  dialog = dialog_over (peer);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Host Left");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "The host ended the game."));
  g_assert_cmpuint (window_moves (peer), ==, 1);

  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

/* `parlour-cli serve` killed and started again: the session saved, the host
 * gone (here with its goodbye), a host from the session on the same port.
 * Rejoin takes the window back to its seat, and the host's clocks, which
 * waited for it, can run. */
static void
test_rejoin_restarted_host (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 300);
  g_autoptr(ParlourNetServer) again = NULL;
  g_autoptr(GVariant) session = NULL;
  g_autoptr(GError) error = NULL;
  Host host = { 0 };
  ParlourWindow *window;
  AdwMessageDialog *dialog;
  guint16 port;

  host_start (&host, match);
  host_add_peer (&host, 0);
  window = host_add_window (&host);
  g_assert_true (joined_in (window, 2));
  peer_move (&host, window, 0, "e2e4");

  session = g_variant_ref_sink (parlour_net_server_save_session (host.server,
                                                                 g_get_monotonic_time ()));
  port = parlour_net_server_get_port (host.server);
  parlour_net_server_stop (host.server);
  WAIT_FOR (dialog_over (window) != NULL);
  dialog = dialog_over (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Host Left");
  g_assert_cmpuint (window_moves (window), ==, 1);
  /* the clocks stand, and nobody can be asked to run them */
  g_assert_true (parlour_match_get_paused (ui_test_match (window)));
  g_assert_false (ui_test_action_enabled (window, "pause-clock"));

  again = parlour_net_server_new_from_session (session, g_get_monotonic_time (), &error);
  g_assert_no_error (error);
  g_assert_true (parlour_net_server_listen (again, port, &error));
  g_assert_no_error (error);
  adw_message_dialog_response (dialog, "rejoin");
  gtk_window_destroy (GTK_WINDOW (dialog));
  WAIT_FOR (joined_in (window, 2));
  g_assert_true (ui_test_action_enabled (window, "pause-clock"));
  /* nobody but White's peer is missing now */
  g_assert_cmpuint (parlour_net_server_get_missing (again) & 2, ==, 0);
  ui_test_click_move (window, "e7", "e5");
  WAIT_FOR (board_moves (parlour_net_server_get_match (again), 0) == 2);

  ui_test_window_destroy (window);
  parlour_net_server_stop (again);
  host_stop (&host);
}

/* ---- a proxy whose connections can be cut, as a network cuts them ---- */

typedef struct {
  GSocketService *service;
  char           *target;
  char           *address;
  GPtrArray      *streams;    /* both ends of every connection */
} Proxy;

static void
splice_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_io_stream_splice_finish (result, NULL);
}

static gboolean
proxy_incoming_cb (GSocketService    *service,
                   GSocketConnection *connection,
                   GObject           *source,
                   Proxy             *proxy)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) outgoing = NULL;
  g_autoptr(GError) error = NULL;

  outgoing = g_socket_client_connect_to_host (client, proxy->target, 0, NULL, &error);
  if (outgoing == NULL)
    return TRUE;
  g_ptr_array_add (proxy->streams, g_object_ref (connection));
  g_ptr_array_add (proxy->streams, g_object_ref (outgoing));
  g_io_stream_splice_async (G_IO_STREAM (connection), G_IO_STREAM (outgoing),
                            G_IO_STREAM_SPLICE_CLOSE_STREAM1 | G_IO_STREAM_SPLICE_CLOSE_STREAM2,
                            G_PRIORITY_DEFAULT, NULL, splice_done_cb, NULL);
  return TRUE;
}

static void
proxy_start (Proxy      *proxy,
             const char *target)
{
  g_autoptr(GError) error = NULL;
  guint16 port;

  proxy->service = g_socket_service_new ();
  proxy->target = g_strdup (target);
  proxy->streams = g_ptr_array_new_with_free_func (g_object_unref);
  port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (proxy->service), NULL, &error);
  g_assert_no_error (error);
  proxy->address = g_strdup_printf ("127.0.0.1:%u", port);
  g_signal_connect (proxy->service, "incoming", G_CALLBACK (proxy_incoming_cb), proxy);
  g_socket_service_start (proxy->service);
}

/* every connection through the proxy ends at once, without a goodbye */
static void
proxy_cut (Proxy *proxy)
{
  for (guint i = 0; i < proxy->streams->len; i++)
    g_io_stream_close (proxy->streams->pdata[i], NULL, NULL);
  g_ptr_array_set_size (proxy->streams, 0);
}

static void
proxy_stop (Proxy *proxy)
{
  proxy_cut (proxy);
  g_socket_service_stop (proxy->service);
  g_socket_listener_close (G_SOCKET_LISTENER (proxy->service));
  g_clear_object (&proxy->service);
  g_clear_pointer (&proxy->streams, g_ptr_array_unref);
  g_clear_pointer (&proxy->target, g_free);
  g_clear_pointer (&proxy->address, g_free);
}

/* The connection drops: the window connects again by itself, as the same
 * peer, and is back in its seat; the host no longer waits for it. */
static void
test_reconnect (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 300);
  Host host = { 0 };
  Proxy proxy = { 0 };
  ParlourWindow *window = ui_test_window_new ();

  ui_test_screenshot_setup (GTK_WINDOW (window));
  host_start (&host, match);
  host_add_peer (&host, 0);
  proxy_start (&proxy, host.address);
  parlour_window_join_network (window, proxy.address, parlour_net_server_get_code (host.server));
  WAIT_FOR (joined_in (window, 2));
  peer_move (&host, window, 0, "e2e4");

  proxy_cut (&proxy);
  WAIT_FOR (parlour_net_server_get_missing (host.server) == 2);
  shoot (GTK_WIDGET (window), "network-reconnecting");
  WAIT_FOR (parlour_net_server_get_missing (host.server) == 0);
  WAIT_FOR (joined_in (window, 2));
  g_assert_null (dialog_over (window));
  g_assert_cmpuint (window_moves (window), ==, 1);
  ui_test_click_move (window, "e7", "e5");
  WAIT_FOR (board_moves (match, 0) == 2);

  ui_test_window_destroy (window);
  proxy_stop (&proxy);
  host_stop (&host);
}

/* A window joined through the Join dialog is closed (its peer stays in the
 * host's list, its seat missing). The Join dialog in a new window, with the
 * same address and code, gets that seat back with the token kept for the
 * game: the code alone would find every seat taken. */
static void
test_join_dialog_token (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *first = ui_test_window_new ();
  ParlourWindow *second;
  ParlourJoinDialog *dialog;

  host_start (&host, match);
  host_add_peer (&host, 0);
  dialog = open_join_dialog (first);
  fill_join_dialog (dialog, host.address, parlour_net_server_get_code (host.server));
  WAIT_FOR (parlour_window_get_net_client (first) != NULL && joined_in (first, 2));
  peer_move (&host, first, 0, "e2e4");
  ui_test_window_destroy (first);
  WAIT_FOR (parlour_net_server_get_missing (host.server) == 2);

  second = ui_test_window_new ();
  dialog = open_join_dialog (second);
  fill_join_dialog (dialog, host.address, parlour_net_server_get_code (host.server));
  WAIT_FOR (parlour_window_get_net_client (second) != NULL ||
            gtk_widget_get_visible (join_child (dialog, "error_label")));
  g_assert_nonnull (parlour_window_get_net_client (second));
  WAIT_FOR (joined_in (second, 2));
  g_assert_cmpuint (parlour_net_server_get_missing (host.server), ==, 0);
  wait_for_window_moves (second, 1);

  ui_test_window_destroy (second);
  host_stop (&host);
}

static guint
n_lines (ParlourWindow *window)
{
  return g_list_model_get_n_items (_parlour_window_get_chat_lines (window));
}

/* Twenty lines while the chat is closed: one toast, which says the newest
 * line and how many came, not twenty toasts one after the other. */
static void
test_chat_toasts (void)
{
  g_autoptr(ParlourMatch) match = new_match ("chess", 0);
  Host host = { 0 };
  ParlourWindow *window;

  host_start (&host, match);
  window = host_add_window (&host);
  ui_test_screenshot_setup (GTK_WINDOW (window));
  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      parlour_net_server_chat (host.server, text);
    }
  WAIT_FOR (n_lines (window) == 20);
  shoot (GTK_WIDGET (window), "network-chat-toast");
  g_assert_cmpstr (_parlour_window_get_last_toast (window), ==,
                   "20 new lines · spectator: line 20");

  ui_test_window_destroy (window);
  host_stop (&host);
}

/* A hosting window keeps White of a SimulChess game; the peer (Black) has
 * chosen its move and White has not. The autosave on the host's disk holds
 * no trace of Black's move: the person at the host could read it there. */
static void
test_simul_autosave (void)
{
  ParlourWindow *host = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup ("simulchess"), NULL, 0,
                                                   NULL);
  g_autoptr(ParlourNetClient) black = parlour_net_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *path = NULL, *saved = NULL;
  ParlourNetServer *server;
  ParlourMatch *match;

  ui_test_set_game (host, fresh, NULL);
  g_assert_true (parlour_window_host_network (host, 0, &error));
  server = ui_test_net_server (host);
  match = ui_test_match (host);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  WAIT_FOR (parlour_net_client_get_match (black) != NULL);

  parlour_net_client_move (black, 1, "g8f6");
  WAIT_FOR (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 1));
  /* the autosave after the peer's choice (the host saves after every change) */
  _parlour_window_autosave (host);
  ui_test_wait_autosaved ();
  path = parlour_autosave_get_path ();
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_null (strstr (saved, "g8f6"));
  g_assert_null (strstr (saved, "Nf6"));
  g_assert_false (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 0));

  parlour_net_client_leave (black);
  ui_test_window_destroy (host);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* no Avahi daemon: nothing is published */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/parlour-test", TRUE);
  ui_test_init ();

  g_test_add_func ("/ui/network-session/host-left", test_host_left);
  g_test_add_func ("/ui/network-session/host-ended", test_host_ended);
  g_test_add_func ("/ui/network-session/rejoin-restarted-host", test_rejoin_restarted_host);
  g_test_add_func ("/ui/network-session/reconnect", test_reconnect);
  g_test_add_func ("/ui/network-session/join-dialog-token", test_join_dialog_token);
  g_test_add_func ("/ui/network-session/chat-toasts", test_chat_toasts);
  g_test_add_func ("/ui/network-session/simul-autosave", test_simul_autosave);

  return g_test_run ();
}
