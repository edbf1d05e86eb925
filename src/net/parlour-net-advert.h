/* parlour-net-advert.h — what a host tells the local network about its game (DNS-SD TXT)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host publishes its game as a DNS-SD service of type _parlour._tcp whose
 * TXT record says the protocol version, the variant, how many seats are free
 * and the host's name (docs/protocol.md, "Discovery"). This is that record,
 * written and read. Whatever arrives from the network is untrusted: the reader
 * checks every entry and refuses the whole record with an error naming what is
 * wrong, so a game with a malformed record is simply not listed.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* the DNS-SD service type of a Parlour host */
#define PARLOUR_NET_SERVICE_TYPE     "_parlour._tcp"
/* the longest service name, host name and variant id in a record, in bytes */
#define PARLOUR_NET_ADVERT_MAX_NAME    63
#define PARLOUR_NET_ADVERT_MAX_VARIANT 64

#define PARLOUR_TYPE_NET_ADVERT (parlour_net_advert_get_type ())
G_DECLARE_FINAL_TYPE (ParlourNetAdvert, parlour_net_advert, PARLOUR, NET_ADVERT, GObject)

/* An advert of this version of the protocol, for publishing. */
ParlourNetAdvert *parlour_net_advert_new           (const char        *name,
                                                    const char        *variant,
                                                    guint              free_seats,
                                                    const char        *host_name);
/* Reads the TXT record of the service @name: @entries are its strings (GBytes,
 * each at most 255 bytes, no terminating NUL). NULL with
 * PARLOUR_NET_ERROR_BAD_MESSAGE naming what is wrong. */
ParlourNetAdvert *parlour_net_advert_new_from_txt  (const char        *name,
                                                    GPtrArray         *entries,
                                                    GError           **error);
/* The same from the record's wire form: each string its length byte, then
 * its bytes (RFC 6763, section 6). */
ParlourNetAdvert *parlour_net_advert_new_from_rdata (const char       *name,
                                                     const guint8     *data,
                                                     gsize             length,
                                                     GError          **error);
/* the TXT record's strings (GBytes), in a fixed order */
GPtrArray        *parlour_net_advert_to_txt        (ParlourNetAdvert  *self);
/* the record's wire form */
GBytes           *parlour_net_advert_to_rdata      (ParlourNetAdvert  *self);

/* the DNS-SD service name ("Ada on hall-pc") */
const char       *parlour_net_advert_get_name      (ParlourNetAdvert  *self);
guint             parlour_net_advert_get_protocol  (ParlourNetAdvert  *self);
/* a variant id ("chess"); this version may not know it */
const char       *parlour_net_advert_get_variant   (ParlourNetAdvert  *self);
guint             parlour_net_advert_get_free_seats (ParlourNetAdvert *self);
const char       *parlour_net_advert_get_host_name (ParlourNetAdvert  *self);
/* "host:port" to join, once the service has been resolved, else NULL */
const char       *parlour_net_advert_get_address   (ParlourNetAdvert  *self);
void              parlour_net_advert_set_address   (ParlourNetAdvert  *self,
                                                    const char        *address);
/* both say the same (name, record and address) */
gboolean          parlour_net_advert_equal         (ParlourNetAdvert  *a,
                                                    ParlourNetAdvert  *b);

G_END_DECLS
