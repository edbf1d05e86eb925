/* parlour-host-dialog.c — Host on Network…: how to host, then what friends need to join
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages. Before hosting: the game (the one on the board; New Game… picks
 * another first), the seats this computer keeps, the name the game has on
 * the local network and the port. Host starts the server
 * (parlour_window_host_network_full); a port that cannot be listened on is
 * said under the fields. While hosting: the join code, every address of this
 * computer at the server's port, each with a copy button, and each seat with
 * who holds it, kept up to date as friends join and drop. Done only closes
 * the dialog: hosting goes on until Stop Hosting or another game on the board.
 */
#include "config.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#include <glib/gi18n.h>

#include "parlour-host-dialog.h"
#include "parlour-net-discovery.h"
#include "parlour-window-network.h"

struct _ParlourHostDialog
{
  AdwWindow            parent_instance;

  ParlourWindow       *window;          /* weak */
  ParlourNetServer    *server;          /* while hosting */
  GPtrArray           *seat_checks;     /* GtkCheckButton per seat, before hosting */

  /* template children */
  GtkWidget           *cancel_button;
  GtkWidget           *stop_button;
  GtkWidget           *host_button;
  GtkWidget           *done_button;
  GtkStack            *stack;
  AdwActionRow        *variant_row;
  GtkWidget           *new_game_button;
  GtkListBox          *seats_list;
  AdwEntryRow         *name_row;
  GtkSpinButton       *port_spin;
  GtkLabel            *error_label;
  GtkLabel            *code_label;
  GtkWidget           *copy_code_button;
  AdwPreferencesGroup *addresses_group;
  GtkListBox          *addresses_list;
  GtkListBox          *players_list;
};

G_DEFINE_FINAL_TYPE (ParlourHostDialog, parlour_host_dialog, ADW_TYPE_WINDOW)

static ParlourMatch *
window_match (ParlourHostDialog *self)
{
  return self->window != NULL ? parlour_window_get_match (self->window) : NULL;
}

/* "White", or "Board B, Black" in a match of several boards */
static char *
seat_label (ParlourMatch *match,
            guint         seat)
{
  const ParlourSeat *s = parlour_match_get_seat (match, seat);
  const char *color = s->color == PARLOUR_WHITE ? _("White") : _("Black");

  if (parlour_match_get_n_boards (match) < 2)
    return g_strdup (color);
  /* Translators: a seat in a match of several boards: the board's letter, the colour */
  return g_strdup_printf (_("Board %c, %s"), 'A' + (int) s->board, color);
}

static void
copy_text (GtkWidget  *widget,
           const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
}

/* ---- while hosting ---- */

static void
copy_address_clicked_cb (GtkButton *button)
{
  copy_text (GTK_WIDGET (button), g_object_get_data (G_OBJECT (button), "address"));
}

static void
add_address (ParlourHostDialog *self,
             const char        *address,
             const char        *where)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), address);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
  gtk_widget_add_css_class (row, "monospace");
  gtk_widget_set_tooltip_text (copy, _("Copy Address"));
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "flat");
  g_object_set_data_full (G_OBJECT (copy), "address", g_strdup (address), g_free);
  g_signal_connect (copy, "clicked", G_CALLBACK (copy_address_clicked_cb), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
  gtk_list_box_append (self->addresses_list, row);
}

/* Every IPv4 address of this computer and every IPv6 one that is not
 * link-local (which would need the interface's name added), at @port. */
static void
fill_addresses (ParlourHostDialog *self,
                guint16            port)
{
  struct ifaddrs *addresses = NULL;
  guint n = 0;

  if (getifaddrs (&addresses) == 0)
    {
      for (struct ifaddrs *a = addresses; a != NULL; a = a->ifa_next)
        {
          char text[INET6_ADDRSTRLEN];
          g_autofree char *address = NULL;

          if (a->ifa_addr == NULL || (a->ifa_flags & IFF_LOOPBACK) || !(a->ifa_flags & IFF_UP))
            continue;
          if (a->ifa_addr->sa_family == AF_INET &&
              inet_ntop (AF_INET, &((struct sockaddr_in *) a->ifa_addr)->sin_addr, text,
                         sizeof text) != NULL)
            address = g_strdup_printf ("%s:%u", text, port);
          else if (a->ifa_addr->sa_family == AF_INET6 &&
                   !IN6_IS_ADDR_LINKLOCAL (&((struct sockaddr_in6 *) a->ifa_addr)->sin6_addr) &&
                   inet_ntop (AF_INET6, &((struct sockaddr_in6 *) a->ifa_addr)->sin6_addr, text,
                              sizeof text) != NULL)
            address = g_strdup_printf ("[%s]:%u", text, port);
          if (address == NULL)
            continue;
          add_address (self, address, a->ifa_name);
          n++;
        }
      freeifaddrs (addresses);
    }
  if (n == 0)
    {
      g_autofree char *local = g_strdup_printf ("127.0.0.1:%u", port);

      add_address (self, local, _("This computer only: it has no network"));
    }
}

static void
published_name_changed_cb (ParlourHostDialog *self)
{
  ParlourNetDiscovery *discovery = parlour_window_get_net_discovery (self->window);
  const char *name = discovery != NULL ? parlour_net_discovery_get_published_name (discovery)
                                       : NULL;
  g_autofree char *description = NULL;

  if (name != NULL)
    /* Translators: %s is the game's name on the local network */
    description = g_strdup_printf (_("Friends on this network also find the game as “%s” in "
                                     "their list."), name);
  else
    description = g_strdup (_("Friends type one of these."));
  adw_preferences_group_set_description (self->addresses_group, description);
}

/* Says who holds each seat; the rows are made on the first call, then only
 * their subtitles change (the server says something changed after every move). */
static void
update_players (ParlourHostDialog *self)
{
  ParlourMatch *match = parlour_net_server_get_match (self->server);
  guint64 free_seats = parlour_net_server_get_free_seats (self->server);
  guint64 peers = parlour_net_server_get_peer_seats (self->server);
  guint64 missing = parlour_net_server_get_missing (self->server);

  for (guint s = 0; s < parlour_match_get_n_seats (match) && s < 64; s++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << s;
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->players_list, (int) s);
      const char *status;

      if (row == NULL)
        {
          g_autofree char *title = seat_label (match, s);

          row = GTK_LIST_BOX_ROW (adw_action_row_new ());
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          gtk_list_box_append (self->players_list, GTK_WIDGET (row));
        }
      if (missing & bit)
        status = _("Disconnected: the clocks wait for them to come back");
      else if (peers & bit)
        status = _("Joined");
      else if (free_seats & bit)
        status = _("Waiting for a friend to join");
      else
        status = _("You, on this computer");
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), status) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
    }
}

static void
show_hosting (ParlourHostDialog *self)
{
  ParlourNetDiscovery *discovery = parlour_window_get_net_discovery (self->window);

  g_set_object (&self->server, parlour_window_get_net_server (self->window));
  gtk_label_set_text (self->code_label, parlour_net_server_get_code (self->server));
  fill_addresses (self, parlour_net_server_get_port (self->server));
  g_signal_connect_object (self->server, "session-changed", G_CALLBACK (update_players), self,
                           G_CONNECT_SWAPPED);
  update_players (self);
  if (discovery != NULL)
    g_signal_connect_object (discovery, "notify::published-name",
                             G_CALLBACK (published_name_changed_cb), self, G_CONNECT_SWAPPED);
  published_name_changed_cb (self);

  gtk_stack_set_visible_child_name (self->stack, "hosting");
  gtk_widget_set_visible (self->cancel_button, FALSE);
  gtk_widget_set_visible (self->host_button, FALSE);
  gtk_widget_set_visible (self->stop_button, TRUE);
  gtk_widget_set_visible (self->done_button, TRUE);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->done_button);
}

static void
copy_code_clicked_cb (ParlourHostDialog *self,
                      GtkButton         *button)
{
  copy_text (GTK_WIDGET (button), gtk_label_get_text (self->code_label));
}

static void
stop_clicked_cb (ParlourHostDialog *self)
{
  if (self->window != NULL)
    parlour_window_stop_hosting (self->window);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- before hosting ---- */

static char *
default_name (void)
{
  const char *user = g_get_real_name ();

  if (user == NULL || *user == '\0' || g_str_equal (user, "Unknown"))
    user = g_get_user_name ();
  /* Translators: the game's name on the local network: who hosts it, on which computer */
  return g_strdup_printf (_("%s on %s"), user, g_get_host_name ());
}

static void
fill_setup (ParlourHostDialog *self)
{
  ParlourMatch *match = window_match (self);
  g_autofree char *name = default_name ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->variant_row),
                                 gettext (parlour_match_get_variant (match)->name));
  for (guint s = 0; s < parlour_match_get_n_seats (match) && s < 64; s++)
    {
      g_autofree char *title = seat_label (match, s);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      /* the first seat is this computer's, as the window's first board faces it */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), s == 0);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_list_box_append (self->seats_list, row);
      g_ptr_array_add (self->seat_checks, check);
    }
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

static void
host_clicked_cb (ParlourHostDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (
                                        GTK_EDITABLE (self->name_row))));
  g_autoptr(GError) error = NULL;
  guint16 port = (guint16) gtk_spin_button_get_value_as_int (self->port_spin);
  guint64 kept = 0;

  if (self->window == NULL)
    return;
  for (guint s = 0; s < self->seat_checks->len; s++)
    if (gtk_check_button_get_active (self->seat_checks->pdata[s]))
      kept |= G_GUINT64_CONSTANT (1) << s;
  if (*name == '\0')
    {
      g_free (name);
      name = default_name ();
    }
  if (!parlour_window_host_network_full (self->window, port, kept, name, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Cannot host on this port: %s"), error->message);

      gtk_label_set_text (self->error_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }
  show_hosting (self);
}

static void
new_game_clicked_cb (ParlourHostDialog *self)
{
  g_autoptr(ParlourWindow) window = self->window != NULL ? g_object_ref (self->window) : NULL;

  gtk_window_destroy (GTK_WINDOW (self));
  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
}

/* ---- the object ---- */

static void
parlour_host_dialog_dispose (GObject *object)
{
  ParlourHostDialog *self = PARLOUR_HOST_DIALOG (object);

  g_clear_object (&self->server);
  g_clear_pointer (&self->seat_checks, g_ptr_array_unref);
  g_clear_weak_pointer (&self->window);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_HOST_DIALOG);
  G_OBJECT_CLASS (parlour_host_dialog_parent_class)->dispose (object);
}

static void
parlour_host_dialog_class_init (ParlourHostDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_host_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-host-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, host_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, done_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, seats_list);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, port_spin);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, code_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, copy_code_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, addresses_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, addresses_list);
  gtk_widget_class_bind_template_child (widget_class, ParlourHostDialog, players_list);
  gtk_widget_class_bind_template_callback (widget_class, host_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_code_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_game_clicked_cb);
}

static void
parlour_host_dialog_init (ParlourHostDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seat_checks = g_ptr_array_new ();
  gtk_widget_set_visible (self->stop_button, FALSE);
  gtk_widget_set_visible (self->done_button, FALSE);
}

GtkWidget *
parlour_host_dialog_new (ParlourWindow *window)
{
  ParlourHostDialog *self;

  g_return_val_if_fail (PARLOUR_IS_WINDOW (window), NULL);

  self = g_object_new (PARLOUR_TYPE_HOST_DIALOG, "transient-for", window, NULL);
  g_set_weak_pointer (&self->window, window);
  if (parlour_window_get_net_server (window) != NULL)
    show_hosting (self);
  else
    fill_setup (self);
  return GTK_WIDGET (self);
}
