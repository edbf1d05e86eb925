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

/* Runs the main loop until @cond holds; a generous deadline turns what never
 * comes into a failure instead of a hang. */
#define WAIT_FOR(cond)                                                          \
  G_STMT_START {                                                                \
    gboolean late_ = FALSE;                                                     \
    guint id_ = g_timeout_add_seconds (30, ui_test_timeout_cb, &late_);         \
    while (!(cond) && !late_)                                                   \
      g_main_context_iteration (NULL, TRUE);                                    \
    g_assert_false (late_);                                                     \
    g_source_remove (id_);                                                      \
  } G_STMT_END

static guint
n_lines (ParlourWindow *window)
{
  return g_list_model_get_n_items (parlour_window_get_chat_lines (window));
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
  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      parlour_net_server_chat (host.server, text);
    }
  WAIT_FOR (n_lines (window) == 20);
  g_assert_cmpstr (parlour_window_get_last_toast (window), ==,
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

  parlour_window_set_game (host, fresh, NULL);
  g_assert_true (parlour_window_host_network (host, 0, &error));
  server = parlour_window_get_net_server (host);
  match = parlour_window_get_match (host);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  WAIT_FOR (parlour_net_client_get_match (black) != NULL);

  parlour_net_client_move (black, 1, "g8f6");
  WAIT_FOR (parlour_simul_match_has_chosen (PARLOUR_SIMUL_MATCH (match), 1));
  /* the autosave after the peer's choice (the host saves after every change) */
  parlour_window_autosave (host);
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

  g_test_add_func ("/ui/network-session/chat-toasts", test_chat_toasts);
  g_test_add_func ("/ui/network-session/simul-autosave", test_simul_autosave);

  return g_test_run ();
}
