/* parlour-net-discovery.c — finding games on the local network (DNS-SD through Avahi)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md, "Discovery". The Avahi client runs on the GLib main loop
 * (avahi-glib) and is made with AVAHI_CLIENT_NO_FAIL, so a daemon that starts
 * later is found then; when the daemon goes away the client is made again and
 * waits for the next one. While there is none, :available is FALSE, the list
 * of games is empty and a record waiting to be published is published as soon
 * as a daemon runs.
 *
 * A browsed service is seen once per network interface and IP version; each
 * of these instances gets its own resolver, which Avahi keeps watching, so a
 * record that changes (a seat was taken) is resolved again. The list shows a
 * game once per service name, from an instance with an IPv4 address if there
 * is one (an IPv6 link-local address needs its interface, which a person
 * copying the address would have to keep).
 */
#include "config.h"

#include <string.h>

#include "parlour-net-discovery.h"

#ifdef HAVE_AVAHI
#include <net/if.h>
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>
#endif

struct _ParlourNetDiscovery
{
  GObject           parent_instance;

  gboolean          available;
  GListStore       *games;           /* ParlourNetAdvert; NULL until asked for */
  /* what to publish (NULL: nothing) and what the network calls it */
  ParlourNetAdvert *advert;
  guint16           port;
  char             *published_name;
  /* parlour_net_discovery_publish_server(): the server followed */
  ParlourNetServer *server;
  char             *server_name;
  gulong            server_handler;
#ifdef HAVE_AVAHI
  AvahiGLibPoll        *poll;
  AvahiClient          *client;
  AvahiServiceBrowser  *browser;
  GHashTable           *instances;   /* key (instance_key()) → Instance */
  AvahiEntryGroup      *group;
  char                 *group_name;  /* the name asked for, another after a collision */
  guint                 restart_id;
#endif
};

G_DEFINE_FINAL_TYPE (ParlourNetDiscovery, parlour_net_discovery, G_TYPE_OBJECT)

enum { PROP_0, PROP_AVAILABLE, PROP_PUBLISHED_NAME, N_PROPS };
static GParamSpec *properties[N_PROPS];

#ifdef HAVE_AVAHI
static void
set_available (ParlourNetDiscovery *self,
               gboolean             available)
{
  if (self->available == available)
    return;
  self->available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}
#endif

static void
set_published_name (ParlourNetDiscovery *self,
                    const char          *name)
{
  if (g_strcmp0 (self->published_name, name) == 0)
    return;
  g_free (self->published_name);
  self->published_name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUBLISHED_NAME]);
}

#ifdef HAVE_AVAHI

/* ---- browsing ---- */

/* Shows @best as the game named @name, or no game of that name if NULL. */
static void
show_game (ParlourNetDiscovery *self,
           const char          *name,
           ParlourNetAdvert    *best)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ParlourNetAdvert) shown = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (!g_str_equal (parlour_net_advert_get_name (shown), name))
        continue;
      if (best == NULL)
        g_list_store_remove (self->games, i);
      else if (!parlour_net_advert_equal (shown, best))
        g_list_store_splice (self->games, i, 1, (gpointer *) &best, 1);
      return;
    }
  if (best != NULL)
    g_list_store_append (self->games, best);
}

typedef struct {
  ParlourNetDiscovery  *self;
  char                 *name;
  AvahiServiceResolver *resolver;
  ParlourNetAdvert     *advert;       /* NULL until resolved, or if its record is refused */
  gboolean              ipv4;
} Instance;

static void
instance_free (gpointer data)
{
  Instance *instance = data;

  if (instance->resolver != NULL)
    avahi_service_resolver_free (instance->resolver);
  g_clear_object (&instance->advert);
  g_free (instance->name);
  g_free (instance);
}

static char *
instance_key (AvahiIfIndex   interface,
              AvahiProtocol  protocol,
              const char    *name,
              const char    *domain)
{
  return g_strdup_printf ("%d\n%d\n%s\n%s", interface, protocol, domain, name);
}

static void
refresh_game (ParlourNetDiscovery *self,
              const char          *name)
{
  GHashTableIter iter;
  Instance *instance;
  ParlourNetAdvert *best = NULL;
  gboolean best_ipv4 = FALSE;

  g_hash_table_iter_init (&iter, self->instances);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &instance))
    if (instance->advert != NULL && g_str_equal (instance->name, name) &&
        (best == NULL || (!best_ipv4 && instance->ipv4)))
      {
        best = instance->advert;
        best_ipv4 = instance->ipv4;
      }
  show_game (self, name, best);
}

static char *
format_address (AvahiIfIndex        interface,
                const AvahiAddress *address,
                guint16             port)
{
  char text[AVAHI_ADDRESS_STR_MAX];
  char interface_name[IF_NAMESIZE];

  avahi_address_snprint (text, sizeof text, address);
  if (address->proto == AVAHI_PROTO_INET)
    return g_strdup_printf ("%s:%u", text, port);
  /* fe80::/10 is only reachable through the interface it was seen on */
  if (address->data.ipv6.address[0] == 0xfe && (address->data.ipv6.address[1] & 0xc0) == 0x80 &&
      if_indextoname ((unsigned) interface, interface_name) != NULL)
    return g_strdup_printf ("[%s%%%s]:%u", text, interface_name, port);
  return g_strdup_printf ("[%s]:%u", text, port);
}

static void
resolve_cb (AvahiServiceResolver   *resolver,
            AvahiIfIndex            interface,
            AvahiProtocol           protocol,
            AvahiResolverEvent      event,
            const char             *name,
            const char             *type,
            const char             *domain,
            const char             *host_name,
            const AvahiAddress     *address,
            uint16_t                port,
            AvahiStringList        *txt,
            AvahiLookupResultFlags  flags,
            void                   *user_data)
{
  Instance *instance = user_data;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (event != AVAHI_RESOLVER_FOUND)
    {
      g_debug ("Avahi: cannot resolve a service: %s",
               avahi_strerror (avahi_client_errno (avahi_service_resolver_get_client (resolver))));
      return;
    }
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  for (AvahiStringList *l = txt; l != NULL; l = avahi_string_list_get_next (l))
    g_ptr_array_add (entries, g_bytes_new (avahi_string_list_get_text (l),
                                           avahi_string_list_get_size (l)));
  g_clear_object (&instance->advert);
  instance->advert = parlour_net_advert_new_from_txt (instance->name, entries, &error);
  if (instance->advert == NULL)
    g_debug ("Avahi: a service's record is refused: %s", error->message);
  else
    {
      text = format_address (interface, address, port);
      parlour_net_advert_set_address (instance->advert, text);
      instance->ipv4 = address->proto == AVAHI_PROTO_INET;
    }
  refresh_game (instance->self, instance->name);
}

static void
browse_cb (AvahiServiceBrowser    *browser,
           AvahiIfIndex            interface,
           AvahiProtocol           protocol,
           AvahiBrowserEvent       event,
           const char             *name,
           const char             *type,
           const char             *domain,
           AvahiLookupResultFlags  flags,
           void                   *user_data)
{
  ParlourNetDiscovery *self = user_data;
  g_autofree char *key = NULL;
  g_autofree char *removed = NULL;
  Instance *instance;

  switch (event)
    {
    case AVAHI_BROWSER_NEW:
      key = instance_key (interface, protocol, name, domain);
      if (g_hash_table_contains (self->instances, key))
        return;
      instance = g_new0 (Instance, 1);
      instance->self = self;
      instance->name = g_strdup (name);
      instance->resolver = avahi_service_resolver_new (self->client, interface, protocol, name,
                                                       type, domain, AVAHI_PROTO_UNSPEC, 0,
                                                       resolve_cb, instance);
      if (instance->resolver == NULL)
        {
          g_debug ("Avahi: cannot resolve a service: %s",
                   avahi_strerror (avahi_client_errno (self->client)));
          instance_free (instance);
          return;
        }
      g_hash_table_insert (self->instances, g_steal_pointer (&key), instance);
      break;
    case AVAHI_BROWSER_REMOVE:
      key = instance_key (interface, protocol, name, domain);
      removed = g_strdup (name);
      if (g_hash_table_remove (self->instances, key))
        refresh_game (self, removed);
      break;
    case AVAHI_BROWSER_FAILURE:
      g_debug ("Avahi: browsing failed: %s", avahi_strerror (avahi_client_errno (self->client)));
      break;
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
    case AVAHI_BROWSER_ALL_FOR_NOW:
    default:
      break;
    }
}

static void
start_browsing (ParlourNetDiscovery *self)
{
  if (self->games == NULL || self->browser != NULL || self->client == NULL ||
      avahi_client_get_state (self->client) != AVAHI_CLIENT_S_RUNNING)
    return;
  self->browser = avahi_service_browser_new (self->client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                             PARLOUR_NET_SERVICE_TYPE, NULL, 0, browse_cb, self);
  if (self->browser == NULL)
    g_debug ("Avahi: cannot browse: %s", avahi_strerror (avahi_client_errno (self->client)));
}

/* ---- publishing ---- */

static AvahiStringList *
advert_to_string_list (ParlourNetAdvert *advert)
{
  g_autoptr(GPtrArray) entries = parlour_net_advert_to_txt (advert);
  AvahiStringList *list = NULL;

  for (guint i = 0; i < entries->len; i++)
    {
      gsize n;
      const guint8 *data = g_bytes_get_data (entries->pdata[i], &n);

      list = avahi_string_list_add_arbitrary (list, data, n);
    }
  /* each addition went to the front */
  return avahi_string_list_reverse (list);
}

/* @name cut to a DNS label's 63 bytes, at a character's end */
static char *
service_name (const char *name)
{
  gsize n = strlen (name);

  if (n > PARLOUR_NET_ADVERT_MAX_NAME)
    n = (gsize) (g_utf8_find_prev_char (name, name + PARLOUR_NET_ADVERT_MAX_NAME + 1) - name);
  return g_strndup (name, n);
}

static void publish_now (ParlourNetDiscovery *self);

static void
group_cb (AvahiEntryGroup      *group,
          AvahiEntryGroupState  state,
          void                 *user_data)
{
  ParlourNetDiscovery *self = user_data;
  char *alternative;

  switch (state)
    {
    case AVAHI_ENTRY_GROUP_ESTABLISHED:
      set_published_name (self, self->group_name);
      break;
    case AVAHI_ENTRY_GROUP_COLLISION:
      /* another service has the name: "Ada on hall-pc #2" */
      alternative = avahi_alternative_service_name (self->group_name);
      g_free (self->group_name);
      self->group_name = g_strdup (alternative);
      avahi_free (alternative);
      avahi_entry_group_reset (group);
      publish_now (self);
      break;
    case AVAHI_ENTRY_GROUP_FAILURE:
      g_debug ("Avahi: publishing failed: %s",
               avahi_strerror (avahi_client_errno (avahi_entry_group_get_client (group))));
      break;
    case AVAHI_ENTRY_GROUP_UNCOMMITED:
    case AVAHI_ENTRY_GROUP_REGISTERING:
    default:
      break;
    }
}

static void
publish_now (ParlourNetDiscovery *self)
{
  AvahiStringList *txt;
  int result;

  if (self->advert == NULL || self->client == NULL ||
      avahi_client_get_state (self->client) != AVAHI_CLIENT_S_RUNNING)
    return;
  if (self->group == NULL)
    self->group = avahi_entry_group_new (self->client, group_cb, self);
  if (self->group == NULL)
    {
      g_debug ("Avahi: cannot publish: %s", avahi_strerror (avahi_client_errno (self->client)));
      return;
    }
  if (self->group_name == NULL)
    self->group_name = service_name (parlour_net_advert_get_name (self->advert));
  txt = advert_to_string_list (self->advert);
  if (!avahi_entry_group_is_empty (self->group))
    result = avahi_entry_group_update_service_txt_strlst (self->group, AVAHI_IF_UNSPEC,
                                                          AVAHI_PROTO_UNSPEC, 0,
                                                          self->group_name,
                                                          PARLOUR_NET_SERVICE_TYPE, NULL, txt);
  else
    {
      result = avahi_entry_group_add_service_strlst (self->group, AVAHI_IF_UNSPEC,
                                                     AVAHI_PROTO_UNSPEC, 0, self->group_name,
                                                     PARLOUR_NET_SERVICE_TYPE, NULL, NULL,
                                                     self->port, txt);
      if (result >= 0)
        result = avahi_entry_group_commit (self->group);
    }
  avahi_string_list_free (txt);
  if (result < 0)
    g_debug ("Avahi: cannot publish: %s", avahi_strerror (result));
}

static void
reset_group (ParlourNetDiscovery *self)
{
  if (self->group != NULL)
    avahi_entry_group_reset (self->group);
  g_clear_pointer (&self->group_name, g_free);
  set_published_name (self, NULL);
}

/* ---- the client ---- */

/* Everything made with the client goes with it. */
static void
free_client (ParlourNetDiscovery *self)
{
  g_hash_table_remove_all (self->instances);
  g_clear_pointer (&self->browser, avahi_service_browser_free);
  g_clear_pointer (&self->group, avahi_entry_group_free);
  g_clear_pointer (&self->group_name, g_free);
  g_clear_pointer (&self->client, avahi_client_free);
  if (self->games != NULL)
    g_list_store_remove_all (self->games);
  set_published_name (self, NULL);
}

static void client_cb (AvahiClient *client, AvahiClientState state, void *user_data);

static void
connect_client (ParlourNetDiscovery *self)
{
  int error = 0;

  self->client = avahi_client_new (avahi_glib_poll_get (self->poll), AVAHI_CLIENT_NO_FAIL,
                                   client_cb, self, &error);
  if (self->client == NULL)
    g_debug ("Avahi: no client: %s", avahi_strerror (error));
}

static gboolean
restart_cb (gpointer user_data)
{
  ParlourNetDiscovery *self = user_data;

  self->restart_id = 0;
  free_client (self);
  connect_client (self);
  return G_SOURCE_REMOVE;
}

static void
client_cb (AvahiClient      *client,
           AvahiClientState  state,
           void             *user_data)
{
  ParlourNetDiscovery *self = user_data;

  /* the first call comes from inside avahi_client_new() */
  self->client = client;
  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
      set_available (self, TRUE);
      start_browsing (self);
      publish_now (self);
      break;
    case AVAHI_CLIENT_S_COLLISION:
    case AVAHI_CLIENT_S_REGISTERING:
      /* the daemon renames this computer: publish again once it runs */
      if (self->group != NULL)
        avahi_entry_group_reset (self->group);
      break;
    case AVAHI_CLIENT_FAILURE:
      set_available (self, FALSE);
      /* the daemon went away: a new client waits for the next one */
      if (avahi_client_errno (client) == AVAHI_ERR_DISCONNECTED && self->restart_id == 0)
        self->restart_id = g_idle_add (restart_cb, self);
      break;
    case AVAHI_CLIENT_CONNECTING:
    default:
      set_available (self, FALSE);
      break;
    }
}

#endif /* HAVE_AVAHI */

/* ---- the object ---- */

static void
parlour_net_discovery_dispose (GObject *object)
{
  ParlourNetDiscovery *self = PARLOUR_NET_DISCOVERY (object);

  parlour_net_discovery_unpublish (self);
#ifdef HAVE_AVAHI
  g_clear_handle_id (&self->restart_id, g_source_remove);
  free_client (self);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
#endif
  g_clear_object (&self->games);
  G_OBJECT_CLASS (parlour_net_discovery_parent_class)->dispose (object);
}

static void
parlour_net_discovery_finalize (GObject *object)
{
  ParlourNetDiscovery *self = PARLOUR_NET_DISCOVERY (object);

#ifdef HAVE_AVAHI
  g_hash_table_unref (self->instances);
#endif
  g_free (self->published_name);
  G_OBJECT_CLASS (parlour_net_discovery_parent_class)->finalize (object);
}

static void
parlour_net_discovery_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ParlourNetDiscovery *self = PARLOUR_NET_DISCOVERY (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    case PROP_PUBLISHED_NAME:
      g_value_set_string (value, self->published_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_net_discovery_class_init (ParlourNetDiscoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_net_discovery_dispose;
  object_class->finalize = parlour_net_discovery_finalize;
  object_class->get_property = parlour_net_discovery_get_property;

  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PUBLISHED_NAME] =
    g_param_spec_string ("published-name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_net_discovery_init (ParlourNetDiscovery *self)
{
#ifdef HAVE_AVAHI
  self->instances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, instance_free);
  self->poll = avahi_glib_poll_new (NULL, G_PRIORITY_DEFAULT);
  connect_client (self);
#endif
}

ParlourNetDiscovery *
parlour_net_discovery_new (void)
{
  return g_object_new (PARLOUR_TYPE_NET_DISCOVERY, NULL);
}

gboolean
parlour_net_discovery_get_available (ParlourNetDiscovery *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_DISCOVERY (self), FALSE);

  return self->available;
}

GListModel *
parlour_net_discovery_get_games (ParlourNetDiscovery *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_DISCOVERY (self), NULL);

  if (self->games == NULL)
    {
      self->games = g_list_store_new (PARLOUR_TYPE_NET_ADVERT);
#ifdef HAVE_AVAHI
      start_browsing (self);
#endif
    }
  return G_LIST_MODEL (self->games);
}

void
parlour_net_discovery_publish (ParlourNetDiscovery *self,
                               ParlourNetAdvert    *advert,
                               guint16              port)
{
  g_return_if_fail (PARLOUR_IS_NET_DISCOVERY (self));
  g_return_if_fail (PARLOUR_IS_NET_ADVERT (advert));

#ifdef HAVE_AVAHI
  /* another name or port is another service: the old one goes first */
  if (self->advert != NULL &&
      (self->port != port || !g_str_equal (parlour_net_advert_get_name (self->advert),
                                           parlour_net_advert_get_name (advert))))
    reset_group (self);
#endif
  g_set_object (&self->advert, advert);
  self->port = port;
#ifdef HAVE_AVAHI
  publish_now (self);
#endif
}

static void
server_changed_cb (ParlourNetServer    *server,
                   ParlourNetDiscovery *self)
{
  ParlourMatch *match = parlour_net_server_get_match (server);
  guint free_seats = (guint) __builtin_popcountll (parlour_net_server_get_free_seats (server));
  const char *variant = parlour_match_get_variant (match)->id;
  g_autoptr(ParlourNetAdvert) advert = parlour_net_advert_new (self->server_name, variant,
                                                               free_seats, g_get_host_name ());

  /* the server says so after every move too: the record changes only with the seats */
  if (self->advert == NULL || !parlour_net_advert_equal (self->advert, advert))
    parlour_net_discovery_publish (self, advert, parlour_net_server_get_port (server));
}

void
parlour_net_discovery_publish_server (ParlourNetDiscovery *self,
                                      ParlourNetServer    *server,
                                      const char          *name)
{
  g_return_if_fail (PARLOUR_IS_NET_DISCOVERY (self));
  g_return_if_fail (PARLOUR_IS_NET_SERVER (server));
  g_return_if_fail (name != NULL);

  parlour_net_discovery_unpublish (self);
  self->server = g_object_ref (server);
  self->server_name = g_strdup (name);
  self->server_handler = g_signal_connect (server, "session-changed",
                                           G_CALLBACK (server_changed_cb), self);
  server_changed_cb (server, self);
}

void
parlour_net_discovery_unpublish (ParlourNetDiscovery *self)
{
  g_return_if_fail (PARLOUR_IS_NET_DISCOVERY (self));

  if (self->server != NULL)
    g_clear_signal_handler (&self->server_handler, self->server);
  g_clear_object (&self->server);
  g_clear_pointer (&self->server_name, g_free);
#ifdef HAVE_AVAHI
  reset_group (self);
#endif
  g_clear_object (&self->advert);
  set_published_name (self, NULL);
}

const char *
parlour_net_discovery_get_published_name (ParlourNetDiscovery *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_DISCOVERY (self), NULL);

  return self->published_name;
}
