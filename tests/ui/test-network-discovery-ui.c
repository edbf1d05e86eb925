/* test-network-discovery-ui.c — a hosted game found in the Join dialog's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One window hosts and publishes its game on a private Avahi daemon
 * (tests/common/test-avahi.c, loopback only); another opens Join Network
 * Game…, finds the game in the list, chooses it (which fills in the address)
 * and joins with the code; the Seat row names the chess game's seats. Once
 * the game is full a third window can still choose it, to watch. Skipped
 * where that daemon cannot run.
 * PARLOUR_TEST_SCREENSHOTS=DIR writes the Join dialog with the game found
 * (docs/screenshots/network-join-*.png).
 */
#include "config.h"

#include <string.h>

#include "parlour-host-dialog.h"
#include "parlour-join-dialog.h"
#include "parlour-window-network.h"
#include "test-avahi.h"
#include "ui-test-util.h"

#define GAME_NAME "Ada on hall-pc"

static TestAvahi *avahi;
static char *why_not;

/* a template child of the Host or the Join dialog */
static GObject *
host_child (gpointer    dialog,
            const char *name)
{
  return ui_test_template_child (dialog, PARLOUR_TYPE_HOST_DIALOG, name);
}

static GObject *
join_child (gpointer    dialog,
            const char *name)
{
  return ui_test_template_child (dialog, PARLOUR_TYPE_JOIN_DIALOG, name);
}

typedef struct {
  GtkListBox *list;
  gboolean    found;
} Search;

/* the game is the first row, with its free seat */
static void
rows_changed_cb (GListModel *rows,
                 guint       position,
                 guint       removed,
                 guint       added,
                 Search     *search)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (search->list, 0);

  search->found = row != NULL && ADW_IS_ACTION_ROW (row) &&
                  g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                             GAME_NAME) == 0 &&
                  strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                          "1 free seat") != NULL;
}

/* A game whose seats are all held can be chosen, and Watch Only is chosen
 * with it: the window joins as a spectator. */
static void
watch_full_game (const char *code)
{
  ParlourWindow *watcher = ui_test_window_new ();
  ParlourJoinDialog *dialog;
  GtkListBox *list;
  GtkListBoxRow *row = NULL;
  AdwComboRow *seat_row;
  gboolean late = FALSE;
  guint deadline = g_timeout_add_seconds (60, ui_test_timeout_cb, &late);

  gtk_widget_activate_action (GTK_WIDGET (watcher), "win.join-network", NULL);
  dialog = PARLOUR_JOIN_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  list = GTK_LIST_BOX (join_child (dialog, "games_list"));
  while (!late)
    {
      row = gtk_list_box_get_row_at_index (list, 0);
      if (row != NULL && ADW_IS_ACTION_ROW (row) &&
          strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "no free seat") != NULL)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (late);
  g_source_remove (deadline);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_signal_emit_by_name (list, "row-activated", row);
  seat_row = ADW_COMBO_ROW (join_child (dialog, "seat_row"));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (
                                                 seat_row)),
                                               adw_combo_row_get_selected (seat_row)),
                   ==, "Watch Only");
  gtk_editable_set_text (GTK_EDITABLE (join_child (dialog, "code_row")), code);
  g_signal_emit_by_name (join_child (dialog, "join_button"), "clicked");
  while (parlour_window_get_net_client (watcher) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (parlour_net_client_get_spectator (parlour_window_get_net_client (watcher)));
  ui_test_window_destroy (watcher);
}

static void
test_join_found (void)
{
  ParlourWindow *host, *peer;
  ParlourHostDialog *host_dialog;
  ParlourJoinDialog *join_dialog;
  ParlourNetServer *server;
  ParlourNetDiscovery *publication;
  GtkListBox *list;
  GtkListBoxRow *row;
  Search search = { NULL, FALSE };
  g_autoptr(GListModel) rows = NULL;
  g_autofree char *address = NULL, *log = NULL;
  const char *dir = g_getenv ("PARLOUR_TEST_SCREENSHOTS");

  if (avahi == NULL)
    {
      g_test_skip (why_not);
      return;
    }
  host = ui_test_window_new ();
  peer = ui_test_window_new ();
  ui_test_screenshot_setup (GTK_WINDOW (peer));

  /* hosted under a name of the test's choosing */
  gtk_widget_activate_action (GTK_WIDGET (host), "win.host-network", NULL);
  host_dialog = PARLOUR_HOST_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_HOST_DIALOG));
  gtk_editable_set_text (GTK_EDITABLE (host_child (host_dialog, "name_row")),
                         GAME_NAME);
  g_signal_emit_by_name (host_child (host_dialog, "host_button"), "clicked");
  server = ui_test_net_server (host);
  g_assert_nonnull (server);
  publication = parlour_window_get_net_discovery (host);
  g_assert_nonnull (publication);
  gtk_window_destroy (GTK_WINDOW (host_dialog));

  /* found in the list, with the game's variant and free seat */
  gtk_widget_activate_action (GTK_WIDGET (peer), "win.join-network", NULL);
  join_dialog = PARLOUR_JOIN_DIALOG (ui_test_find_toplevel (PARLOUR_TYPE_JOIN_DIALOG));
  list = GTK_LIST_BOX (join_child (join_dialog, "games_list"));
  search.list = list;
  rows = gtk_widget_observe_children (GTK_WIDGET (list));
  g_signal_connect (rows, "items-changed", G_CALLBACK (rows_changed_cb), &search);
  if (!test_avahi_wait (avahi, &search.found, 60))
    {
      log = test_avahi_get_log (avahi);
      g_error ("the hosted game was not listed; avahi-daemon says:\n%s", log);
    }
  while (parlour_net_discovery_get_published_name (publication) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (parlour_net_discovery_get_published_name (publication), ==, GAME_NAME);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (join_child (join_dialog, "games_group"))));
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, GAME_NAME);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row)));

  /* chosen: its address is filled in */
  g_signal_emit_by_name (list, "row-activated", row);
  address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (join_child (join_dialog, "address_row"))),
                   ==, address);
  /* the Seat row names the found game's seats: a chess game has no board B */
  {
    GListModel *seats = adw_combo_row_get_model (ADW_COMBO_ROW (join_child (join_dialog,
                                                                            "seat_row")));
    const char *names[] = { "Any Free Seat", "White", "Black", "Watch Only" };

    g_assert_cmpuint (g_list_model_get_n_items (seats), ==, G_N_ELEMENTS (names));
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (seats), i), ==, names[i]);
  }
  gtk_editable_set_text (GTK_EDITABLE (join_child (join_dialog, "code_row")),
                         parlour_net_server_get_code (server));
  ui_test_screenshot (GTK_WIDGET (join_dialog), dir,
                      g_getenv ("PARLOUR_TEST_DARK") ? "network-join-dark.png"
                                                     : "network-join-light.png");
  g_signal_emit_by_name (join_child (join_dialog, "join_button"), "clicked");
  while (parlour_window_get_net_client (peer) == NULL)
    g_main_context_iteration (NULL, TRUE);
  while (parlour_net_client_get_match (parlour_window_get_net_client (peer)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (parlour_net_client_get_seats (parlour_window_get_net_client (peer)), ==, 2);

  /* now full, the game is listed still, to be watched */
  watch_full_game (parlour_net_server_get_code (server));

  /* hosting stopped: unpublished */
  parlour_window_stop_hosting (host);
  g_assert_null (parlour_window_get_net_discovery (host));
  g_signal_handlers_disconnect_by_data (rows, &search);
  ui_test_window_destroy (peer);
  ui_test_window_destroy (host);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* before anything connects to a system bus */
  avahi = test_avahi_start (&why_not);
  ui_test_init ();

  g_test_add_func ("/ui/network-discovery/join-found", test_join_found);

  status = g_test_run ();
  if (avahi != NULL)
    test_avahi_stop (avahi);
  g_free (why_not);
  return status;
}
