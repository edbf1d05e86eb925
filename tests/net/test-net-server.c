/* test-net-server.c — a host and its peers in one process: the sockets' options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every connection, accepted by the host or made by a peer, sends its small
 * frames at once: TCP_NODELAY is set on its socket (docs/protocol.md,
 * "Transport"). The option is read back with getsockopt; no time is measured.
 */
#include "config.h"

#include <netinet/in.h>
#include <netinet/tcp.h>

#include "parlour-net-client.h"
#include "parlour-net-server-private.h"

static void
assert_nodelay (ParlourNetConnection *connection)
{
  g_autoptr(GError) error = NULL;
  GSocket *socket = parlour_net_connection_get_socket (connection);
  gint value = 0;

  g_assert_nonnull (socket);
  g_assert_true (g_socket_get_option (socket, IPPROTO_TCP, TCP_NODELAY, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, !=, 0);
}

static void
test_nodelay (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  &error);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(ParlourNetClient) client = parlour_net_client_new ();
  g_autoptr(GSocketClient) socket_client = g_socket_client_new ();
  g_autoptr(GSocketConnection) socket_connection = NULL;
  g_autoptr(ParlourNetConnection) outgoing = NULL;
  g_autofree char *address = NULL;

  g_assert_true (parlour_net_server_listen (server, 0, &error));
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_net_client_set_code (client, parlour_net_server_get_code (server));
  parlour_net_client_connect (client, address);
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);

  /* the host's side of the peer's connection */
  g_assert_cmpuint (server->peers->len, ==, 1);
  assert_nodelay (((ParlourNetPeer *) server->peers->pdata[0])->connection);

  /* a peer's side: the client wraps the connection it made as this does */
  socket_connection = g_socket_client_connect_to_host (socket_client, address, 0, NULL, &error);
  g_assert_no_error (error);
  outgoing = parlour_net_connection_new (G_IO_STREAM (socket_connection), PARLOUR_NET_TO_PEER);
  assert_nodelay (outgoing);

  parlour_net_client_leave (client);
  parlour_net_server_stop (server);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-server/nodelay", test_nodelay);
  return g_test_run ();
}
