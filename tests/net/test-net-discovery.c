/* test-net-discovery.c — the DNS-SD record of a hosted game, and discovery end to end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md, "Discovery". The record's reader gets what a hostile or
 * broken publisher could send; the end-to-end test publishes a real server's
 * game on a private Avahi daemon (tests/common/test-avahi.c) and finds it,
 * joins it at the address found and sees its free seats change. Without a
 * daemon that can run here it is skipped.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-client.h"
#include "parlour-net-discovery.h"
#include "parlour-net-message.h"
#include "parlour-net-server.h"
#include "test-avahi.h"

static GPtrArray *
entries_new (const char *first,
             ...)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    g_ptr_array_add (entries, g_bytes_new (s, strlen (s)));
  va_end (args);
  return entries;
}

static void
test_advert_round_trip (void)
{
  g_autoptr(ParlourNetAdvert) advert = parlour_net_advert_new ("Ada on hall-pc", "bughouse", 3,
                                                               "hall-pc");
  g_autoptr(GBytes) rdata = parlour_net_advert_to_rdata (advert);
  g_autoptr(ParlourNetAdvert) again = NULL;
  g_autoptr(GError) error = NULL;
  static const char expected[] = "\003v=1\020variant=bughouse\007seats=3\014host=hall-pc";
  gsize n;
  const guint8 *data = g_bytes_get_data (rdata, &n);

  g_assert_cmpmem (data, n, expected, sizeof expected - 1);
  again = parlour_net_advert_new_from_rdata ("Ada on hall-pc", data, n, &error);
  g_assert_no_error (error);
  g_assert_true (parlour_net_advert_equal (advert, again));
  g_assert_cmpuint (parlour_net_advert_get_protocol (again), ==, PARLOUR_NET_PROTOCOL_VERSION);
  g_assert_cmpstr (parlour_net_advert_get_variant (again), ==, "bughouse");
  g_assert_cmpuint (parlour_net_advert_get_free_seats (again), ==, 3);
  g_assert_cmpstr (parlour_net_advert_get_host_name (again), ==, "hall-pc");
  g_assert_null (parlour_net_advert_get_address (again));
}

/* a host name longer than a name may be is cut, at a character's end */
static void
test_advert_long_host (void)
{
  g_autoptr(GString) host = g_string_new ("h");
  g_autoptr(ParlourNetAdvert) advert = NULL;
  g_autoptr(ParlourNetAdvert) again = NULL;
  g_autoptr(GBytes) rdata = NULL;
  g_autoptr(GError) error = NULL;
  const guint8 *data;
  gsize n;

  while (host->len < 100)
    g_string_append (host, "é");
  advert = parlour_net_advert_new ("x", "chess", 1, host->str);
  rdata = parlour_net_advert_to_rdata (advert);
  data = g_bytes_get_data (rdata, &n);
  again = parlour_net_advert_new_from_rdata ("x", data, n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (parlour_net_advert_get_host_name (again)), ==, 63);
  g_assert_true (g_str_has_prefix (host->str, parlour_net_advert_get_host_name (again)));
}

/* what the RFC asks a reader to accept: keys in any case, unknown keys and
 * empty strings skipped */
static void
test_advert_lenient (void)
{
  g_autoptr(GPtrArray) entries = entries_new ("", "HOST=pc", "Seats=0", "txtvers=1", "flag",
                                              "V=2", "variant=simul", "x=\001", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourNetAdvert) advert = parlour_net_advert_new_from_txt ("Ада", entries, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (parlour_net_advert_get_protocol (advert), ==, 2);
  g_assert_cmpstr (parlour_net_advert_get_variant (advert), ==, "simul");
  g_assert_cmpuint (parlour_net_advert_get_free_seats (advert), ==, 0);
  g_assert_cmpstr (parlour_net_advert_get_host_name (advert), ==, "pc");
  g_assert_cmpstr (parlour_net_advert_get_name (advert), ==, "Ада");
}

/* Each record is refused with an error that names what is wrong. */
static void
test_advert_malformed (void)
{
  static const struct {
    const char *name;
    const char *rdata;     /* wire form; the length of the array below */
    gsize       length;
    const char *error;
  } cases[] = {
#define CASE(name, rdata, error) { name, rdata, sizeof rdata - 1, error }
    CASE ("g", "", "no “v”"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1", "no “host”"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\007host=pc\003v=1", "“v” twice"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\007host=pc\003V=2", "“v” twice"),
    CASE ("g", "\001v\015variant=chess\007seats=1\007host=pc", "“v” has no value"),
    CASE ("g", "\002v=\015variant=chess\007seats=1\007host=pc", "“v” is not a number"),
    CASE ("g", "\003v=0\015variant=chess\007seats=1\007host=pc", "version is 0"),
    CASE ("g", "\004v=01\015variant=chess\007seats=1\007host=pc", "“v” is not a number"),
    CASE ("g", "\004v=+1\015variant=chess\007seats=1\007host=pc", "“v” is not a number"),
    CASE ("g", "\007v=65536\015variant=chess\007seats=1\007host=pc", "“v” is not a number"),
    CASE ("g", "\026v=99999999999999999999\015variant=chess\007seats=1\007host=pc",
          "“v” is not a number"),
    CASE ("g", "\003v=1\015variant=chess\010seats=65\007host=pc", "“seats” is not a number"),
    CASE ("g", "\003v=1\015variant=chess\010seats=-1\007host=pc", "“seats” is not a number"),
    CASE ("g", "\003v=1\015variant=Chess\007seats=1\007host=pc", "“variant” is not an id"),
    CASE ("g", "\003v=1\010variant=\007seats=1\007host=pc", "“variant” is not an id"),
    CASE ("g", "\003v=1\015variant=ch ss\007seats=1\007host=pc", "“variant” is not an id"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\005host=", "host name has 0 bytes"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\007host=p\377", "host name is not valid"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\007host=p\n", "control character"),
    CASE ("g", "\003v=1\015variant=chess\007seats=1\007host=p\000", "host name is not valid"),
    CASE ("g", "\003v=1\002=1", "no key"),
    CASE ("g", "\003v=1\004k\377=1", "not printable ASCII"),
    CASE ("g", "\003v=1\012variant=c", "ends inside a string of 10 bytes"),
    CASE ("g", "\377", "ends inside a string of 255 bytes"),
    CASE ("", "\003v=1\015variant=chess\007seats=1\007host=pc", "service name has 0 bytes"),
    CASE ("a\tb", "\003v=1\015variant=chess\007seats=1\007host=pc", "service name holds"),
    CASE ("\303", "\003v=1\015variant=chess\007seats=1\007host=pc", "service name is not"),
#undef CASE
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourNetAdvert) advert =
        parlour_net_advert_new_from_rdata (cases[i].name, (const guint8 *) cases[i].rdata,
                                           cases[i].length, &error);

      g_test_message ("case %u: %s", i, cases[i].error);
      g_assert_null (advert);
      g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE);
      g_test_message ("error: %s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].error));
    }
}

/* a string of more than 255 bytes cannot come in the wire form, but can be handed over */
static void
test_advert_long_entry (void)
{
  g_autofree char *long_host = g_strnfill (300, 'h');
  g_autofree char *entry = g_strconcat ("host=", long_host, NULL);
  g_autoptr(GPtrArray) entries = entries_new ("v=1", "variant=chess", "seats=1", entry, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourNetAdvert) advert = parlour_net_advert_new_from_txt ("g", entries, &error);

  g_assert_null (advert);
  g_assert_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE);
  g_assert_nonnull (strstr (error->message, "more than 255"));
}

/* ---- end to end ---- */

typedef struct {
  const char *name;
  guint       free_seats;
  gboolean    found;
  gboolean    gone;
} Wanted;

static void
games_changed_cb (GListModel *games,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Wanted     *wanted)
{
  gboolean present = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(ParlourNetAdvert) advert = g_list_model_get_item (games, i);

      if (g_str_equal (parlour_net_advert_get_name (advert), wanted->name))
        {
          present = TRUE;
          wanted->found = wanted->found ||
                          parlour_net_advert_get_free_seats (advert) == wanted->free_seats;
        }
    }
  wanted->gone = !present;
}

static void
available_cb (ParlourNetDiscovery *discovery,
              GParamSpec          *pspec,
              gboolean            *available)
{
  *available = parlour_net_discovery_get_available (discovery);
}

static ParlourNetAdvert *
find_game (GListModel *games,
           const char *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(ParlourNetAdvert) advert = g_list_model_get_item (games, i);

      if (g_str_equal (parlour_net_advert_get_name (advert), name))
        return g_steal_pointer (&advert);
    }
  return NULL;
}

/* A served game is published, found with its record and address, joined
 * there; the record follows the seat taken; unpublished, it is gone. */
static void
test_discovery_end_to_end (void)
{
  g_autofree char *why = NULL, *log = NULL, *expected_address = NULL;
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourNetServer) server = NULL;
  g_autoptr(ParlourNetDiscovery) publisher = NULL;
  g_autoptr(ParlourNetDiscovery) browser = NULL;
  g_autoptr(ParlourNetClient) client = NULL;
  g_autoptr(ParlourNetAdvert) found = NULL;
  g_autoptr(GError) error = NULL;
  TestAvahi *avahi = test_avahi_start (&why);
  gboolean available = FALSE;
  Wanted wanted = { "Parlour test game", 2, FALSE, FALSE };
  GListModel *games;

  if (avahi == NULL)
    {
      g_test_skip (why);
      return;
    }
  browser = parlour_net_discovery_new ();
  g_signal_connect (browser, "notify::available", G_CALLBACK (available_cb), &available);
  available = parlour_net_discovery_get_available (browser);
  if (!test_avahi_wait (avahi, &available, 30))
    {
      log = test_avahi_get_log (avahi);
      why = g_strdup_printf ("the private avahi-daemon did not start: %s", log);
      g_test_skip (why);
      g_clear_object (&browser);
      test_avahi_stop (avahi);
      return;
    }
  games = parlour_net_discovery_get_games (browser);
  g_signal_connect (games, "items-changed", G_CALLBACK (games_changed_cb), &wanted);

  game = parlour_game_new (parlour_variant_lookup ("chess"), NULL, 0, NULL);
  match = parlour_match_new_for_game (game, NULL);
  server = parlour_net_server_new (match, NULL);
  g_assert_true (parlour_net_server_listen (server, 0, &error));
  g_assert_no_error (error);
  publisher = parlour_net_discovery_new ();
  parlour_net_discovery_publish_server (publisher, server, wanted.name);

  /* found with both seats free, at the server's port on loopback */
  if (!test_avahi_wait (avahi, &wanted.found, 60))
    {
      log = test_avahi_get_log (avahi);
      g_error ("the published game was not found; avahi-daemon says:\n%s", log);
    }
  g_assert_cmpstr (parlour_net_discovery_get_published_name (publisher), ==, wanted.name);
  found = find_game (games, wanted.name);
  g_assert_cmpstr (parlour_net_advert_get_variant (found), ==, "chess");
  g_assert_cmpstr (parlour_net_advert_get_host_name (found), ==, g_get_host_name ());
  expected_address = g_strdup_printf ("127.0.0.1:%u", parlour_net_server_get_port (server));
  g_assert_cmpstr (parlour_net_advert_get_address (found), ==, expected_address);

  /* joined at that address: one seat is left, and the record says so */
  client = parlour_net_client_new ();
  parlour_net_client_set_code (client, parlour_net_server_get_code (server));
  parlour_net_client_set_seats (client, 0, FALSE);
  parlour_net_client_connect (client, parlour_net_advert_get_address (found));
  while (parlour_net_client_get_match (client) == NULL)
    g_main_context_iteration (NULL, TRUE);
  wanted.free_seats = 1;
  wanted.found = FALSE;
  g_assert_true (test_avahi_wait (avahi, &wanted.found, 60));

  /* unpublished: gone from the list */
  parlour_net_discovery_unpublish (publisher);
  g_assert_null (parlour_net_discovery_get_published_name (publisher));
  g_assert_true (test_avahi_wait (avahi, &wanted.gone, 60));

  parlour_net_client_leave (client);
  parlour_net_server_stop (server);
  g_clear_object (&publisher);
  g_clear_object (&browser);
  test_avahi_stop (avahi);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net/advert/round-trip", test_advert_round_trip);
  g_test_add_func ("/net/advert/long-host", test_advert_long_host);
  g_test_add_func ("/net/advert/lenient", test_advert_lenient);
  g_test_add_func ("/net/advert/malformed", test_advert_malformed);
  g_test_add_func ("/net/advert/long-entry", test_advert_long_entry);
  g_test_add_func ("/net/discovery/end-to-end", test_discovery_end_to_end);

  return g_test_run ();
}
