/* parlour-net-discovery.h — finding games on the local network (DNS-SD through Avahi)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host publishes its game as a _parlour._tcp service (ParlourNetAdvert is
 * its TXT record); a peer browses for them and gets each found game as a
 * ParlourNetAdvert with its address. Both go through the Avahi daemon. Where
 * Parlour was built without Avahi, or the daemon does not run, discovery is
 * just not available (ParlourNetDiscovery:available is FALSE): nothing is
 * published or found, and people type the address instead.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-net-advert.h"
#include "parlour-net-server.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_NET_DISCOVERY (parlour_net_discovery_get_type ())
G_DECLARE_FINAL_TYPE (ParlourNetDiscovery, parlour_net_discovery, PARLOUR, NET_DISCOVERY,
                      GObject)

/* Connects to the Avahi daemon, now or whenever it starts. */
ParlourNetDiscovery *parlour_net_discovery_new            (void);
/* TRUE while the daemon runs (the ::notify::available signal follows it) */
gboolean             parlour_net_discovery_get_available  (ParlourNetDiscovery *self);

/* The games found on the network, ParlourNetAdvert items with an address
 * (one per service name, kept up to date); browsing starts on the first call. */
GListModel          *parlour_net_discovery_get_games      (ParlourNetDiscovery *self);

/* Publishes @advert's record for the host listening on @port until
 * parlour_net_discovery_unpublish() or the object's end; a second call
 * replaces the record. The name may get a number added on the network if
 * another service has it (parlour_net_discovery_get_published_name()). */
void                 parlour_net_discovery_publish        (ParlourNetDiscovery *self,
                                                           ParlourNetAdvert    *advert,
                                                           guint16              port);
/* Publishes @server's game under @name, and keeps its free seats up to date. */
void                 parlour_net_discovery_publish_server (ParlourNetDiscovery *self,
                                                           ParlourNetServer    *server,
                                                           const char          *name);
void                 parlour_net_discovery_unpublish      (ParlourNetDiscovery *self);
/* the name the service has on the network once published, else NULL */
const char          *parlour_net_discovery_get_published_name (ParlourNetDiscovery *self);

G_END_DECLS
