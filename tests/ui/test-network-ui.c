/* test-network-ui.c — a real window as a peer of a hosted match (Join…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host (ParlourNetServer) and a second peer (ParlourNetClient) run in the
 * test process, on the window's main loop, over loopback. No Avahi daemon is
 * reachable here (main() points the system bus nowhere), so nothing a test
 * hosts is published on the real network and the Join dialog has no list;
 * test-network-discovery-ui.c has one.
 */
#include "config.h"

#include <string.h>

#include "parlour-autosave.h"
#include "parlour-host-dialog.h"
#include "parlour-join-dialog.h"
#include "parlour-net-server.h"
#include "parlour-window-network.h"
#include "ui-test-util.h"

static guint
window_moves (ParlourWindow *window)
{
  return parlour_game_get_n_moves (parlour_match_get_game (parlour_window_get_match (window), 0));
}

static void
wait_for_window_moves (ParlourWindow *window,
                       guint          n)
{
  while (window_moves (window) < n)
    g_main_context_iteration (NULL, TRUE);
}

static GtkWidget *
join_child (ParlourJoinDialog *dialog,
            const char        *name)
{
  return GTK_WIDGET (ui_test_template_child (dialog, PARLOUR_TYPE_JOIN_DIALOG, name));
}

static GtkWidget *
host_child (ParlourHostDialog *dialog,
            const char        *name)
{
  return GTK_WIDGET (ui_test_template_child (dialog, PARLOUR_TYPE_HOST_DIALOG, name));
}

static ParlourJoinDialog *
open_join_dialog (ParlourWindow *window)
{
  ParlourJoinDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network", NULL);
  dialog = PARLOUR_JOIN_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  g_assert_nonnull (dialog);
  return dialog;
}

static void
fill_join_dialog (ParlourJoinDialog *dialog,
                  const char        *address,
                  const char        *code)
{
  gtk_editable_set_text (GTK_EDITABLE (join_child (dialog, "address_row")), address);
  gtk_editable_set_text (GTK_EDITABLE (join_child (dialog, "code_row")), code);
  g_assert_true (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  g_signal_emit_by_name (join_child (dialog, "join_button"), "clicked");
}

/* Host on Network… through its dialog with its first seat kept, on any port;
 * the dialog stays open on its hosting page. */
static ParlourHostDialog *
host_through_dialog (ParlourWindow *window)
{
  ParlourHostDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_null (parlour_window_get_net_server (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "setup");
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_nonnull (parlour_window_get_net_server (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "hosting");
  return dialog;
}

static ParlourBoardInput
board_input (ParlourWindow *window)
{
  return parlour_board_view_get_input (parlour_window_get_board_view (window));
}

/* Join… through its dialog; the window shows the host's match and plays
 * White by clicks, the other peer Black; the window's own game stays in the
 * autosave file, untouched. */
static void
test_join (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, NULL);
  g_autoptr(ParlourNetClient) black = parlour_net_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *autosave_before = NULL, *autosave_after = NULL;
  g_autofree char *autosave_path = NULL;
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog;
  ParlourNetClient *client;

  /* a game of this computer's own, saved */
  ui_test_click_move (window, "d2", "d4");
  autosave_path = parlour_autosave_get_path ();
  g_assert_true (g_file_get_contents (autosave_path, &autosave_before, NULL, NULL));

  parlour_net_server_listen (server, 0, &error);
  g_assert_no_error (error);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  /* the other peer has taken Black already: no state that its joining brings
   * comes between the two clicks of a move below (a new state is a new
   * mirror, and the board's selection goes with the old one) */
  parlour_net_client_set_code (black, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (black, 2, FALSE);
  parlour_net_client_connect (black, address);
  while (parlour_net_client_get_match (black) == NULL)
    g_main_context_iteration (NULL, TRUE);

  dialog = open_join_dialog (window);
  g_assert_false (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  /* no Avahi here: no list, the dialog asks for the address */
  g_assert_false (gtk_widget_get_visible (join_child (dialog, "games_group")));
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (
                                     ADW_PREFERENCES_GROUP (join_child (dialog, "address_group"))),
                                   "Type the address"));
  fill_join_dialog (dialog, address, parlour_net_server_get_code (server));

  /* the dialog waits for the host's welcome, then hands its client to the window */
  while (parlour_window_get_net_client (window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  client = parlour_window_get_net_client (window);
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* the first free seat: White */
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, 1);
  g_assert_cmpuint (window_moves (window), ==, 0);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);

  /* a click on the window's board goes to the host, which plays it */
  ui_test_click_move (window, "e2", "e4");
  wait_for_window_moves (window, 1);
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);
  /* Black's seat is the other peer's: the window's board takes nothing */
  g_assert_cmpint (parlour_match_get_seat (parlour_window_get_match (window), 1)->controller, ==,
                   PARLOUR_CONTROLLER_NETWORK);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_NONE);
  ui_test_click_move (window, "e7", "e5");
  ui_test_iterate ();
  g_assert_cmpuint (parlour_game_get_n_moves (game), ==, 1);

  parlour_net_client_move (black, 1, "e7e5");
  wait_for_window_moves (window, 2);
  g_assert_cmpint (board_input (window), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* the window's own game was never overwritten by the host's */
  g_assert_true (g_file_get_contents (autosave_path, &autosave_after, NULL, NULL));
  g_assert_cmpstr (autosave_after, ==, autosave_before);

  parlour_net_client_leave (black);
  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

/* Two windows over loopback: one hosts its match (Host on Network…) and keeps
 * White, the other joins and takes Black; each plays by clicks on its own
 * board and sees the other's moves; each board takes moves only on its turn. */
static void
test_two_windows (void)
{
  ParlourWindow *host = ui_test_window_new ();
  ParlourWindow *peer = ui_test_window_new ();
  g_autoptr(ParlourGame) fresh = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                   NULL);
  ParlourNetServer *server;
  ParlourHostDialog *dialog;
  g_autofree char *address = NULL;

  dialog = host_through_dialog (host);
  server = parlour_window_get_net_server (host);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (host_child (dialog, "code_label"))), ==,
                   parlour_net_server_get_code (server));
  g_assert_true (parlour_net_server_get_match (server) == parlour_window_get_match (host));
  gtk_window_destroy (GTK_WINDOW (dialog));

  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_window_join_network (peer, address, parlour_net_server_get_code (server));
  while (parlour_net_client_get_match (parlour_window_get_net_client (peer)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (peer)), ==, 2);
  /* White's turn: the host's board takes it, the peer's does not */
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);

  ui_test_click_move (host, "e2", "e4");
  wait_for_window_moves (peer, 1);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_click_move (peer, "e7", "e5");
  wait_for_window_moves (host, 2);
  wait_for_window_moves (peer, 2);
  g_assert_cmpint (board_input (host), ==, PARLOUR_BOARD_INPUT_MOVES);
  ui_test_linger ();

  /* a new game on the host stops hosting: the peer's board takes no more moves */
  parlour_window_set_game (host, fresh, NULL);
  g_assert_null (parlour_window_get_net_server (host));
  while (parlour_match_get_seat (parlour_window_get_match (peer), 1)->controller !=
         PARLOUR_CONTROLLER_NETWORK)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (board_input (peer), ==, PARLOUR_BOARD_INPUT_NONE);
  g_assert_cmpuint (window_moves (peer), ==, 2);
  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

static gboolean
error_shown (ParlourJoinDialog *dialog)
{
  return gtk_widget_get_visible (join_child (dialog, "error_label"));
}

static const char *
error_text (ParlourJoinDialog *dialog)
{
  return gtk_label_get_text (GTK_LABEL (join_child (dialog, "error_label")));
}

/* What goes wrong is said in the dialog, under the fields, and the field it
 * is about is marked; the dialog stays open for another try. */
static void
test_join_errors (void)
{
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0,
                                                  NULL);
  g_autoptr(ParlourMatch) match = parlour_match_new_for_game (game, NULL);
  g_autoptr(ParlourNetServer) server = parlour_net_server_new (match, "K7M2QX");
  g_autoptr(GSocketListener) closed = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL, *nobody = NULL;
  ParlourWindow *window = ui_test_window_new ();
  ParlourJoinDialog *dialog = open_join_dialog (window);
  GtkWidget *address_row = join_child (dialog, "address_row");
  GtkWidget *code_row = join_child (dialog, "code_row");
  guint16 free_port;

  g_assert_true (parlour_net_server_listen (server, 0, &error));
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));

  /* not an address: no port */
  fill_join_dialog (dialog, "192.168.1.20", "K7M2QX");
  g_assert_true (error_shown (dialog));
  g_assert_nonnull (strstr (error_text (dialog), "192.168.1.20:40117"));
  g_assert_true (gtk_widget_has_css_class (address_row, "error"));
  g_assert_null (parlour_window_get_net_client (window));

  /* a code that cannot be one */
  fill_join_dialog (dialog, address, "K7M2");
  g_assert_true (error_shown (dialog));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));
  g_assert_false (gtk_widget_has_css_class (address_row, "error"));

  /* a code the host refuses */
  fill_join_dialog (dialog, address, "K7M2QY");
  g_assert_false (error_shown (dialog));
  g_assert_false (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  while (!error_shown (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (error_text (dialog), "refused this join code"));
  g_assert_true (gtk_widget_has_css_class (code_row, "error"));
  g_assert_true (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  g_assert_null (parlour_window_get_net_client (window));

  /* nobody listens on the port */
  free_port = g_socket_listener_add_any_inet_port (closed, NULL, &error);
  g_assert_no_error (error);
  g_socket_listener_close (closed);
  nobody = g_strdup_printf ("127.0.0.1:%u", free_port);
  fill_join_dialog (dialog, nobody, "K7M2QX");
  while (!error_shown (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (error_text (dialog), "No game is hosted at"));
  g_assert_true (gtk_widget_has_css_class (address_row, "error"));
  g_assert_nonnull (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));

  /* and right at last */
  fill_join_dialog (dialog, address, "k7m2qx");
  while (parlour_window_get_net_client (window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));

  ui_test_window_destroy (window);
  parlour_net_server_stop (server);
}

static const char *
player_status (ParlourHostDialog *dialog,
               guint              seat)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (host_child (dialog,
                                                                                "players_list")),
                                                      (int) seat);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  g_assert_nonnull (*text);
}

/* The Host dialog: the seats kept, then the code, an address per network
 * interface and who joined, followed as a peer joins and leaves; Stop
 * Hosting ends it. */
static void
test_host_dialog (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(ParlourNetClient) peer = parlour_net_client_new ();
  g_autofree char *address = NULL, *copied = NULL;
  const char *dir = g_getenv ("PARLOUR_TEST_SCREENSHOTS");
  ParlourHostDialog *dialog;
  ParlourNetServer *server;
  GtkWidget *first_address;

  ui_test_screenshot_setup (GTK_WINDOW (window));
  dialog = host_through_dialog (window);
  server = parlour_window_get_net_server (window);
  /* the first seat kept (White), Black free */
  g_assert_cmpuint (parlour_net_server_get_free_seats (server), ==, 2);
  g_assert_cmpstr (player_status (dialog, 0), ==, "You, on this computer");
  g_assert_cmpstr (player_status (dialog, 1), ==, "Waiting for a friend to join");
  first_address = GTK_WIDGET (gtk_list_box_get_row_at_index (
                                GTK_LIST_BOX (host_child (dialog, "addresses_list")), 0));
  g_assert_nonnull (first_address);
  address = g_strdup_printf (":%u", parlour_net_server_get_port (server));
  g_assert_true (g_str_has_suffix (adw_preferences_row_get_title (
                                     ADW_PREFERENCES_ROW (first_address)), address));

  g_clear_pointer (&address, g_free);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  parlour_net_client_set_code (peer, parlour_net_server_get_code (server));
  parlour_net_client_connect (peer, address);
  while (!g_str_equal (player_status (dialog, 1), "Joined"))
    g_main_context_iteration (NULL, TRUE);
  ui_test_screenshot (GTK_WIDGET (dialog), dir,
                      g_getenv ("PARLOUR_TEST_DARK") ? "network-host-dark.png"
                                                     : "network-host-light.png");
  ui_test_linger ();

  /* the code's copy button puts it on the clipboard */
  g_signal_emit_by_name (host_child (dialog, "copy_code_button"), "clicked");
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), NULL,
                                 clipboard_read_cb, &copied);
  while (copied == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (copied, ==, parlour_net_server_get_code (server));

  /* the peer's connection ends: its seat waits for it */
  parlour_net_client_leave (peer);
  while (!g_str_has_prefix (player_status (dialog, 1), "Disconnected"))
    g_main_context_iteration (NULL, TRUE);

  g_signal_emit_by_name (host_child (dialog, "stop_button"), "clicked");
  g_assert_null (parlour_window_get_net_server (window));
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  ui_test_window_destroy (window);
}

/* Seats chosen in the dialog are kept; a port in use is said in the dialog. */
static void
test_host_dialog_choices (void)
{
  ParlourWindow *window = ui_test_window_new ();
  g_autoptr(GSocketListener) busy = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  ParlourHostDialog *dialog;
  guint16 port;

  port = g_socket_listener_add_any_inet_port (busy, NULL, &error);
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_preferences_row_get_title (
                     ADW_PREFERENCES_ROW (host_child (dialog, "variant_row"))), ==, "Chess");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (host_child (dialog, "port_spin")), port);
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_null (parlour_window_get_net_server (window));
  g_assert_true (gtk_widget_get_visible (host_child (dialog, "error_label")));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (host_child (dialog, "error_label"))),
                            "Cannot host on this port"));

  /* keep Black instead of White, on any port */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (host_child (dialog, "port_spin")), 0);
  for (int s = 0; s < 2; s++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (host_child (dialog,
                                                                                    "seats_list")),
                                                          s);

      g_assert_nonnull (row);
      adw_action_row_activate (ADW_ACTION_ROW (row));
    }
  g_signal_emit_by_name (host_child (dialog, "host_button"), "clicked");
  g_assert_nonnull (parlour_window_get_net_server (window));
  g_assert_cmpuint (parlour_net_server_get_free_seats (parlour_window_get_net_server (window)), ==,
                    1);
  g_assert_cmpstr (player_status (dialog, 1), ==, "You, on this computer");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* opened again while hosting: straight to the code */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "hosting");
  gtk_window_destroy (GTK_WINDOW (dialog));
  parlour_window_stop_hosting (window);
  g_assert_null (parlour_window_get_net_server (window));

  /* New Game… there: the New Game dialog, in the Host dialog's place */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.host-network", NULL);
  dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (host_child (dialog, "stack"))),
                   ==, "setup");
  g_signal_emit_by_name (host_child (dialog, "new_game_button"), "clicked");
  g_assert_null (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  g_assert_nonnull (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (GTK_WINDOW (ui_test_find_toplevel (PARLOUR_TYPE_NEW_GAME_DIALOG)));
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* no Avahi daemon (see the top of the file) */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/parlour-test", TRUE);
  ui_test_init ();

  g_test_add_func ("/ui/network/join", test_join);
  g_test_add_func ("/ui/network/two-windows", test_two_windows);
  g_test_add_func ("/ui/network/join-errors", test_join_errors);
  g_test_add_func ("/ui/network/host-dialog", test_host_dialog);
  g_test_add_func ("/ui/network/host-dialog-choices", test_host_dialog_choices);

  return g_test_run ();
}
