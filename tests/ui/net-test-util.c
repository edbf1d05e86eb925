/* net-test-util.c — a host in the test process, for the network UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Compiled once into the UI tests' static library (tests/ui/meson.build);
 * net-test-util.h declares what each function does.
 */
#include "config.h"

#include "net-test-util.h"

/* the message dialog shown over @window, NULL if none */
AdwMessageDialog *
dialog_over (ParlourWindow *window)
{
  GList *toplevels;
  AdwMessageDialog *found = NULL;

  ui_test_iterate ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data) &&
        gtk_window_get_transient_for (GTK_WINDOW (l->data)) == GTK_WINDOW (window))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

guint
window_moves (ParlourWindow *window)
{
  return parlour_game_get_n_moves (parlour_match_get_game (ui_test_match (window), 0));
}

void
wait_for_window_moves (ParlourWindow *window,
                       guint          n)
{
  while (window_moves (window) < n)
    g_main_context_iteration (NULL, TRUE);
}

guint
board_moves (ParlourMatch *match,
             guint         board)
{
  return parlour_game_get_n_moves (parlour_match_get_game (match, board));
}

void
wait_for_board_moves (ParlourWindow *window,
                      guint          board,
                      guint          n)
{
  while (board_moves (ui_test_match (window), board) < n)
    g_main_context_iteration (NULL, TRUE);
  ui_test_iterate ();
}

void
host_start (Host         *host,
            ParlourMatch *match)
{
  g_autoptr(GError) error = NULL;

  host->match = g_object_ref (match);
  host->server = parlour_net_server_new (match, NULL);
  parlour_net_server_listen (host->server, 0, &error);
  g_assert_no_error (error);
  host->address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (host->server));
}

/* a peer in this process that took @seat and has the host's first state */
ParlourNetClient *
host_add_peer (Host  *host,
               guint  seat)
{
  ParlourNetClient *client = parlour_net_client_new ();

  parlour_net_client_set_code (client, parlour_net_server_get_code (host->server));
  parlour_net_client_set_seats (client, G_GUINT64_CONSTANT (1) << seat, FALSE);
  parlour_net_client_connect (client, host->address);
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (client), ==, G_GUINT64_CONSTANT (1) << seat);
  host->peers[seat] = client;
  return client;
}

/* a window that joined for any free seat and shows the host's match */
ParlourWindow *
host_add_window (Host *host)
{
  ParlourWindow *window = ui_test_window_new ();

  parlour_window_join_network (window, host->address, parlour_net_server_get_code (host->server));
  while (!ui_test_shows_remote_match (window))
    g_main_context_iteration (NULL, TRUE);
  /* the boards of a match of several are new widgets: wait for their place */
  for (guint b = 0; b < ui_test_n_boards (window); b++)
    {
      double x, y;

      while (!parlour_board_view_square_center (ui_test_board_view (window, b), 0,
                                                &x, &y))
        g_main_context_iteration (NULL, TRUE);
    }
  ui_test_iterate ();
  return window;
}

void
host_stop (Host *host)
{
  for (guint s = 0; s < G_N_ELEMENTS (host->peers); s++)
    if (host->peers[s] != NULL)
      {
        parlour_net_client_leave (host->peers[s]);
        g_clear_object (&host->peers[s]);
      }
  parlour_net_server_stop (host->server);
  g_clear_object (&host->server);
  g_clear_object (&host->match);
  g_clear_pointer (&host->address, g_free);
}

/* the host's seat @seat plays @move (long algebraic); waits until @window has it */
void
peer_move (Host          *host,
           ParlourWindow *window,
           guint          seat,
           const char    *move)
{
  guint board = parlour_match_get_seat (host->match, seat)->board;
  guint n = board_moves (ui_test_match (window), board);

  parlour_net_client_move (host->peers[seat], seat, move);
  wait_for_board_moves (window, board, n + 1);
}

ParlourMatch *
new_match (const char *variant_id,
           gint64      seconds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variant_id), NULL, 0,
                                                  &error);
  ParlourTimeControl control = { .mode = PARLOUR_CLOCK_FISCHER,
                                 .base_us = seconds * G_USEC_PER_SEC };
  g_autoptr(ParlourClock) clock = seconds > 0 ? parlour_clock_new (&control, &control) : NULL;

  g_assert_no_error (error);
  return parlour_match_new_for_game (game, clock);
}

GtkWidget *
join_child (ParlourJoinDialog *dialog,
            const char        *name)
{
  return GTK_WIDGET (ui_test_template_child (dialog, PARLOUR_TYPE_JOIN_DIALOG, name));
}

ParlourJoinDialog *
open_join_dialog (ParlourWindow *window)
{
  ParlourJoinDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-network", NULL);
  dialog = PARLOUR_JOIN_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  g_assert_nonnull (dialog);
  return dialog;
}

/* types @address and @code into the Join dialog and clicks Join */
void
fill_join_dialog (ParlourJoinDialog *dialog,
                  const char        *address,
                  const char        *code)
{
  gtk_editable_set_text (GTK_EDITABLE (join_child (dialog, "address_row")), address);
  gtk_editable_set_text (GTK_EDITABLE (join_child (dialog, "code_row")), code);
  g_assert_true (gtk_widget_get_sensitive (join_child (dialog, "join_button")));
  g_signal_emit_by_name (join_child (dialog, "join_button"), "clicked");
}
