/* test-net-server.c — a host and its peers in one process: the sockets' options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every connection, accepted by the host or made by a peer, sends its small
 * frames at once: TCP_NODELAY is set on its socket (docs/protocol.md,
 * "Transport"). The option is read back with getsockopt; no time is measured.
 * And the join code's form.
 */
#include "config.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>

#include "parlour-net-auth.h"
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

/* A code is 10 characters of 32 (2^50 codes), shown in two groups of 5; it
 * is read back without regard to case, spaces or dashes (docs/protocol.md,
 * "Joining"). */
static void
test_code (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  &error);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  const char *alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
      const char *shown = parlour_net_server_get_code (server);
      g_autofree char *normal = parlour_net_normalize_code (shown);
      g_autofree char *lower = g_ascii_strdown (shown, -1);
      g_autofree char *again = NULL;

      g_assert_cmpuint (strlen (shown), ==, 11);
      g_assert_cmpint (shown[5], ==, '-');
      g_assert_cmpuint (strspn (shown, alphabet), ==, 5);
      g_assert_cmpuint (strspn (shown + 6, alphabet), ==, 5);
      g_assert_cmpuint (strlen (normal), ==, 10);
      again = parlour_net_normalize_code (lower);
      g_assert_cmpstr (again, ==, normal);
      g_free (again);
      again = parlour_net_format_code (normal);
      g_assert_cmpstr (again, ==, shown);
    }
  /* the old length, or one too many */
  g_assert_null (parlour_net_normalize_code ("K7M2QX"));
  g_assert_null (parlour_net_normalize_code ("K7M2Q-XA4CD2"));
  g_assert_null (parlour_net_normalize_code ("K7M2Q-XA4C0"));
  {
    g_autofree char *spaced = parlour_net_normalize_code (" k7m2q xa4cd ");

    g_assert_cmpstr (spaced, ==, "K7M2QXA4CD");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-server/nodelay", test_nodelay);
  g_test_add_func ("/net-server/code", test_code);
  return g_test_run ();
}
