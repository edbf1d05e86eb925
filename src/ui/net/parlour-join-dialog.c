/* parlour-join-dialog.c — Join Network Game…: find or type a host, give its code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games that hosts publish on the local network are listed
 * (ParlourNetDiscovery, docs/protocol.md "Discovery"); choosing one fills in
 * its address. Without discovery (no Avahi) the list is not shown and the
 * dialog asks for the address the host shows.
 *
 * Join checks what was typed, then connects a ParlourNetClient of its own and
 * stays open until the host answers: what went wrong — an address that is
 * not one, a host that cannot be found or reached, a join code the host
 * refuses, a game with no free seat — is said in the dialog, under the
 * fields, and the person can correct it and try again. Once the host has
 * welcomed the client, the dialog hands it to the window
 * (parlour_window_take_net_client) and closes.
 *
 * The Seat row says what to ask the host for (docs/protocol.md, "join"): any
 * one free seat, a seat by name, or none, to watch only. The names follow the
 * variant of the game chosen from the list; for a typed address the variant
 * is not known before joining, so the row offers the seats every variant has
 * and those of Bughouse's second board, and the host refuses one it has not.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-join-dialog.h"
#include "parlour-net-auth.h"
#include "parlour-net-discovery.h"
#include "parlour-net-message.h"
#include "parlour-net-tokens.h"
#include "parlour-variant-ui.h"
#include "parlour-variant.h"
#include "parlour-window-network.h"

/* what a row of the Seat choice asks for, besides a seat's number */
enum { SEAT_ANY = -1, SEAT_WATCH = -2 };

struct _ParlourJoinDialog
{
  AdwWindow            parent_instance;

  ParlourWindow       *window;          /* weak */
  ParlourNetDiscovery *discovery;
  ParlourNetClient    *client;          /* while connecting */
  /* per row of seat_row: a seat's number, SEAT_ANY or SEAT_WATCH */
  GArray              *seat_choices;
  /* the address of the game chosen from the list, whose seats are named */
  char                *found_address;
  /* the last error the host sent before closing the connection */
  ParlourNetError      host_error;
  char                *host_message;
  /* the client asks for the seats of the token kept for this game; and
   * whether the token is not to be tried (the host did not know it) */
  gboolean             resuming;
  gboolean             skip_token;

  /* template children */
  GtkButton           *join_button;
  GtkSpinner          *connecting_spinner;
  AdwPreferencesPage  *page;
  AdwPreferencesGroup *games_group;
  GtkListBox          *games_list;
  AdwPreferencesGroup *address_group;
  AdwEntryRow         *address_row;
  AdwEntryRow         *code_row;
  AdwComboRow         *seat_row;
  GtkLabel            *error_label;
};

G_DEFINE_FINAL_TYPE (ParlourJoinDialog, parlour_join_dialog, ADW_TYPE_WINDOW)

/* ---- the seat to ask for ---- */

static gint
chosen_seat (ParlourJoinDialog *self)
{
  guint index = adw_combo_row_get_selected (self->seat_row);

  if (self->seat_choices == NULL || index >= self->seat_choices->len)
    return SEAT_ANY;
  return g_array_index (self->seat_choices, gint, index);
}

static void
add_seat_choice (ParlourJoinDialog *self,
                 GtkStringList     *names,
                 const char        *name,
                 gint               seat)
{
  gtk_string_list_append (names, name);
  g_array_append_val (self->seat_choices, seat);
}

/* The choices for @variant's seats (NULL: not known), keeping the one chosen
 * if it is still there. Seats are numbered board by board, White first
 * (docs/protocol.md). */
static void
update_seat_choices (ParlourJoinDialog    *self,
                     const ParlourVariant *variant)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  gint chosen = chosen_seat (self);
  gboolean four = variant != NULL && parlour_variant_ui_has (variant,
                                                             PARLOUR_VARIANT_UI_FOUR_PLAYERS);

  g_array_set_size (self->seat_choices, 0);
  add_seat_choice (self, names, _("Any Free Seat"), SEAT_ANY);
  add_seat_choice (self, names, four ? _("White on Board A") : _("White"), 0);
  add_seat_choice (self, names, four ? _("Black on Board A") : _("Black"), 1);
  if (four || variant == NULL)
    {
      add_seat_choice (self, names, _("White on Board B"), 2);
      add_seat_choice (self, names, _("Black on Board B"), 3);
    }
  add_seat_choice (self, names, _("Watch Only"), SEAT_WATCH);

  adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (names));
  for (guint i = 0; i < self->seat_choices->len; i++)
    if (g_array_index (self->seat_choices, gint, i) == chosen)
      adw_combo_row_set_selected (self->seat_row, i);
}

/* ---- the list of games found ---- */

static char *
game_subtitle (ParlourNetAdvert *advert)
{
  const ParlourVariant *variant = parlour_variant_lookup (parlour_net_advert_get_variant (advert));
  guint free_seats = parlour_net_advert_get_free_seats (advert);
  g_autofree char *seats = NULL;

  if (parlour_net_advert_get_protocol (advert) != PARLOUR_NET_PROTOCOL_VERSION)
    /* Translators: a game found on the network that this version cannot join */
    return g_strdup (_("Needs another version of Parlour"));
  if (variant == NULL)
    return g_strdup (_("A game this version of Parlour does not know"));
  if (free_seats == 0)
    seats = g_strdup (_("no free seat"));
  else
    /* Translators: how many seats of a game on the network nobody holds yet */
    seats = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u free seat", "%u free seats",
                                          free_seats), free_seats);
  /* Translators: a game on the network: its variant, its free seats, the host computer */
  return g_strdup_printf (_("%s · %s · %s"), gettext (variant->name), seats,
                          parlour_net_advert_get_host_name (advert));
}

static gboolean
game_joinable (ParlourNetAdvert *advert)
{
  /* a game without a free seat can still be watched */
  return parlour_net_advert_get_protocol (advert) == PARLOUR_NET_PROTOCOL_VERSION &&
         parlour_variant_lookup (parlour_net_advert_get_variant (advert)) != NULL &&
         parlour_net_advert_get_address (advert) != NULL;
}

static GtkWidget *
create_game_row (gpointer item,
                 gpointer user_data)
{
  ParlourNetAdvert *advert = item;
  g_autofree char *subtitle = game_subtitle (advert);
  GtkWidget *row = adw_action_row_new ();

  /* the name and the record come from the network: never markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), parlour_net_advert_get_name (advert));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_sensitive (row, game_joinable (advert));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static void
game_activated_cb (ParlourJoinDialog *self,
                   GtkListBoxRow     *row)
{
  GListModel *games = parlour_net_discovery_get_games (self->discovery);
  guint index = (guint) gtk_list_box_row_get_index (row);
  g_autoptr(ParlourNetAdvert) advert = g_list_model_get_item (games, index);

  if (advert == NULL || !game_joinable (advert))
    return;
  g_free (self->found_address);
  self->found_address = g_strdup (parlour_net_advert_get_address (advert));
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), self->found_address);
  update_seat_choices (self, parlour_variant_lookup (parlour_net_advert_get_variant (advert)));
  /* nothing to play in a full game: only watching is left */
  if (parlour_net_advert_get_free_seats (advert) == 0)
    adw_combo_row_set_selected (self->seat_row, self->seat_choices->len - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->code_row));
}

static void
available_changed_cb (ParlourJoinDialog *self)
{
  gboolean available = parlour_net_discovery_get_available (self->discovery);

  gtk_widget_set_visible (GTK_WIDGET (self->games_group), available);
  adw_preferences_group_set_description (self->address_group,
                                         available
                                         ? _("Or type the address and the join code that the "
                                             "host shows.")
                                         : _("Type the address and the join code that the host "
                                             "shows."));
}

/* ---- joining ---- */

static void
show_error (ParlourJoinDialog *self,
            GtkWidget         *row,
            const char        *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->address_row), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->code_row), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->seat_row), "error");
  if (row != NULL)
    gtk_widget_add_css_class (row, "error");
}

static void
set_connecting (ParlourJoinDialog *self,
                gboolean           connecting)
{
  gtk_widget_set_visible (GTK_WIDGET (self->connecting_spinner), connecting);
  gtk_spinner_set_spinning (self->connecting_spinner, connecting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->page), !connecting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->join_button), !connecting);
}

static void
drop_client (ParlourJoinDialog *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_pointer (&self->host_message, g_free);
}

static void
welcome_cb (ParlourNetClient  *client,
            ParlourJoinDialog *self)
{
  g_autoptr(ParlourNetClient) joined = g_object_ref (client);

  drop_client (self);
  if (self->window != NULL)
    parlour_window_take_net_client (self->window, joined);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
error_received_cb (ParlourNetClient  *client,
                   const char        *code,
                   const char        *message,
                   ParlourJoinDialog *self)
{
  self->host_error = parlour_net_error_from_code (code);
  g_free (self->host_message);
  self->host_message = g_strdup (message);
}

/* What to say when the connection ended before the host welcomed us, and
 * which field it is about. */
static char *
explain (ParlourJoinDialog  *self,
         const GError       *error,
         const char         *address,
         GtkWidget         **row)
{
  *row = GTK_WIDGET (self->address_row);
  if (self->host_message != NULL)
    switch (self->host_error)
      {
      case PARLOUR_NET_ERROR_AUTH:
        *row = GTK_WIDGET (self->code_row);
        /* after wrong codes the host makes this computer wait, the right code
         * refused too, and its message says how long (docs/protocol.md, "Limits") */
        if (!g_str_equal (self->host_message, "Wrong join code"))
          return g_strdup_printf (_("The host refused: %s"), self->host_message);
        return g_strdup (_("The host refused this join code. Check it and try again."));
      case PARLOUR_NET_ERROR_SEAT_TAKEN:
        *row = GTK_WIDGET (self->seat_row);
        if (chosen_seat (self) >= 0)
          return g_strdup (_("This seat is taken, or this game has no such seat. Choose "
                             "another."));
        return g_strdup (_("Every seat of this game is taken. Choose Watch Only to watch "
                           "it."));
      case PARLOUR_NET_ERROR_FULL:
        *row = NULL;
        return g_strdup (_("The host takes no more connections."));
      default:
        *row = NULL;
        /* Translators: %s is what the host said, in English */
        return g_strdup_printf (_("The host refused: %s"), self->host_message);
      }
  if (error == NULL)
    return g_strdup (_("The host closed the connection."));
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED))
    /* Translators: %s is an address such as 192.168.1.20:40117 */
    return g_strdup_printf (_("No game is hosted at %s. Check the port."), address);
  if (error->domain == G_RESOLVER_ERROR)
    return g_strdup_printf (_("No computer is known by the name in %s."), address);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    return g_strdup_printf (_("The host at %s cannot be reached."), address);
  *row = NULL;
  /* Translators: %s says why, in the system's words */
  return g_strdup_printf (_("Cannot join: %s"), error->message);
}

static void join_clicked_cb (ParlourJoinDialog *self);

static void
closed_cb (ParlourNetClient  *client,
           const GError      *error,
           ParlourJoinDialog *self)
{
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (
                                           GTK_EDITABLE (self->address_row))));
  g_autofree char *message = NULL;
  GtkWidget *row;

  /* the host does not know the token kept for this game (a new game with the
   * same code, a host that lost its session): join with the code instead */
  if (self->resuming && self->host_message != NULL && self->host_error == PARLOUR_NET_ERROR_AUTH)
    {
      g_autofree char *code = parlour_net_normalize_code (gtk_editable_get_text (
                                                            GTK_EDITABLE (self->code_row)));
      g_autofree char *path = parlour_net_tokens_get_path ();

      if (code != NULL)
        parlour_net_tokens_forget (path, address, code);
      drop_client (self);
      self->skip_token = TRUE;
      join_clicked_cb (self);
      return;
    }
  message = explain (self, error, address, &row);
  drop_client (self);
  set_connecting (self, FALSE);
  show_error (self, row, message);
  if (row != NULL)
    gtk_widget_grab_focus (row);
}

/* What is wrong with @typed, which is not a join code: a character no code
 * has (the alphabet leaves out 0, O, 1 and I, which are easily mixed up), or
 * its length. */
static char *
explain_code (const char *typed)
{
  g_autofree char *foreign = parlour_net_code_foreign_chars (typed);
  g_autoptr(GString) listed = NULL;
  glong n = 0;

  if (foreign != NULL)
    {
      listed = g_string_new (NULL);
      for (const char *p = foreign; *p != '\0'; p = g_utf8_next_char (p))
        g_string_append_printf (listed, "%s“%.*s”", p == foreign ? "" : " ",
                                (int) (g_utf8_next_char (p) - p), p);
      /* Translators: %s lists the characters, each in quotes: “O” “1” */
      return g_strdup_printf (_("A join code has no %s: codes leave out 0, O, 1 and I, which "
                                "are easily mixed up. Check the code the host shows."),
                              listed->str);
    }
  for (const char *p = typed; *p != '\0'; p++)
    n += *p != ' ' && *p != '-';
  /* Translators: the first %d is the length of every join code, the second that of the
   * code typed; K7M2Q-XA4CD is an example code (keep it as it is) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "A join code has %d letters and digits, such as "
                                       "K7M2Q-XA4CD (the dash may be left out); this one has %ld.",
                                       "A join code has %d letters and digits, such as "
                                       "K7M2Q-XA4CD (the dash may be left out); this one has %ld.",
                                       n),
                          PARLOUR_NET_CODE_LENGTH, n);
}

static void
join_clicked_cb (ParlourJoinDialog *self)
{
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (
                                           GTK_EDITABLE (self->address_row))));
  g_autofree char *code = parlour_net_normalize_code (gtk_editable_get_text (
                                                        GTK_EDITABLE (self->code_row)));
  g_autoptr(GSocketConnectable) parsed = NULL;
  gint seat;

  if (self->client != NULL)
    return;
  parsed = g_network_address_parse (address, 0, NULL);
  if (parsed == NULL || g_network_address_get_port (G_NETWORK_ADDRESS (parsed)) == 0)
    {
      show_error (self, GTK_WIDGET (self->address_row),
                  _("Type the address as the host shows it: a computer’s name or IP address, "
                    "a colon and the port, such as 192.168.1.20:40117."));
      return;
    }
  if (code == NULL)
    {
      g_autofree char *message = explain_code (gtk_editable_get_text (
                                                 GTK_EDITABLE (self->code_row)));

      show_error (self, GTK_WIDGET (self->code_row), message);
      return;
    }
  show_error (self, NULL, NULL);
  set_connecting (self, TRUE);
  self->client = parlour_net_client_new ();
  parlour_net_client_set_code (self->client, code);
  seat = chosen_seat (self);
  parlour_net_client_set_seats (self->client, seat >= 0 ? G_GUINT64_CONSTANT (1) << seat : 0,
                                seat == SEAT_WATCH);
  /* A peer that held seats in this game before (its window lost the
   * connection, or Parlour was closed) comes back to them with its token;
   * joining with the code again would find every seat taken. */
  self->resuming = FALSE;
  if (seat != SEAT_WATCH && !self->skip_token)
    {
      g_autofree char *path = parlour_net_tokens_get_path ();
      g_autofree char *peer = NULL, *token = NULL;

      if (parlour_net_tokens_lookup (path, address, code, &peer, &token))
        {
          parlour_net_client_set_resume (self->client, peer, token);
          self->resuming = TRUE;
        }
    }
  self->skip_token = FALSE;
  g_signal_connect (self->client, "welcome", G_CALLBACK (welcome_cb), self);
  g_signal_connect (self->client, "error-received", G_CALLBACK (error_received_cb), self);
  g_signal_connect (self->client, "closed", G_CALLBACK (closed_cb), self);
  parlour_net_client_connect (self->client, address);
}

static void
entry_changed_cb (ParlourJoinDialog *self)
{
  /* another address than the chosen game's: its variant is not known */
  if (self->found_address != NULL &&
      g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                 self->found_address) != 0)
    {
      g_clear_pointer (&self->found_address, g_free);
      update_seat_choices (self, NULL);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->join_button),
                            self->client == NULL &&
                            *gtk_editable_get_text (GTK_EDITABLE (self->address_row)) != '\0' &&
                            *gtk_editable_get_text (GTK_EDITABLE (self->code_row)) != '\0');
}

/* ---- the object ---- */

static void
parlour_join_dialog_dispose (GObject *object)
{
  ParlourJoinDialog *self = PARLOUR_JOIN_DIALOG (object);

  /* closed while connecting: the attempt goes too */
  if (self->client != NULL)
    {
      g_autoptr(ParlourNetClient) client = g_object_ref (self->client);

      drop_client (self);
      parlour_net_client_leave (client);
    }
  if (self->discovery != NULL)
    g_signal_handlers_disconnect_by_data (self->discovery, self);
  g_clear_object (&self->discovery);
  g_clear_pointer (&self->seat_choices, g_array_unref);
  g_clear_pointer (&self->found_address, g_free);
  g_clear_weak_pointer (&self->window);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_JOIN_DIALOG);
  G_OBJECT_CLASS (parlour_join_dialog_parent_class)->dispose (object);
}

static void
parlour_join_dialog_class_init (ParlourJoinDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_join_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-join-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, join_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, connecting_spinner);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, page);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, games_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, games_list);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, address_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, code_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, seat_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourJoinDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, join_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_activated_cb);
}

static void
parlour_join_dialog_init (ParlourJoinDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->seat_choices = g_array_new (FALSE, FALSE, sizeof (gint));
  update_seat_choices (self, NULL);

  self->discovery = parlour_net_discovery_new ();
  gtk_list_box_bind_model (self->games_list, parlour_net_discovery_get_games (self->discovery),
                           create_game_row, NULL, NULL);
  g_signal_connect_swapped (self->discovery, "notify::available",
                            G_CALLBACK (available_changed_cb), self);
  available_changed_cb (self);
  entry_changed_cb (self);
}

GtkWidget *
parlour_join_dialog_new (ParlourWindow *window)
{
  ParlourJoinDialog *self;

  g_return_val_if_fail (PARLOUR_IS_WINDOW (window), NULL);

  self = g_object_new (PARLOUR_TYPE_JOIN_DIALOG, "transient-for", window, NULL);
  g_set_weak_pointer (&self->window, window);
  return GTK_WIDGET (self);
}
