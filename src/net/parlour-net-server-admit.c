/* parlour-net-server-admit.c — who may connect and how often a join code may be tried
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Connections that have not joined yet hold nothing, so they are kept few and
 * short (docs/protocol.md, "Limits"): at most MAX_PENDING in all and
 * MAX_PENDING_PER_ADDRESS from one address, each for JOIN_TIMEOUT_SECONDS at
 * most. A new connection is never refused for want of room: the oldest one
 * waiting from the busiest address makes way for it. So idle connections,
 * however many are opened, cannot keep out a peer that knows the code or
 * holds a token; it is in after one round trip.
 *
 * Wrong join codes are counted per address: after FREE_FAILURES in a row the
 * address must wait before its next code is even tried, 1 second, then 2, 4…
 * up to MAX_WAIT_SECONDS, and every wrong code is logged.
 */
#include "config.h"

#include "parlour-net-server-private.h"

#define MAX_PENDING              32
#define MAX_PENDING_PER_ADDRESS  8
#define FREE_FAILURES            3
#define MAX_WAIT_SECONDS         300
/* an address that made no mistake for this long starts again from nothing */
#define FORGET_SECONDS           3600
/* the addresses remembered at most; the one whose last failure is oldest goes */
#define MAX_ADDRESSES            1024

static gboolean
is_pending (ParlourNetPeer *peer)
{
  return peer->record == NULL && !parlour_net_connection_is_closed (peer->connection);
}

/* The oldest connection still waiting to join from @address (any address if
 * NULL), but not @except; and how many wait from there. */
static ParlourNetPeer *
oldest_pending (ParlourNetServer *self,
                const char       *address,
                ParlourNetPeer   *except,
                guint            *n)
{
  ParlourNetPeer *oldest = NULL;

  *n = 0;
  for (guint i = 0; i < self->peers->len; i++)
    {
      ParlourNetPeer *peer = self->peers->pdata[i];

      if (peer == except || !is_pending (peer) ||
          (address != NULL && g_strcmp0 (peer->address, address) != 0))
        continue;
      (*n)++;
      if (oldest == NULL || peer->serial < oldest->serial)
        oldest = peer;
    }
  return oldest;
}

void
parlour_net_server_make_room (ParlourNetServer *self,
                              ParlourNetPeer   *peer)
{
  ParlourNetPeer *evict;
  guint n_here, n_all;

  evict = oldest_pending (self, peer->address, peer, &n_here);
  if (n_here < MAX_PENDING_PER_ADDRESS)
    {
      guint most = 0;

      oldest_pending (self, NULL, peer, &n_all);
      if (n_all < MAX_PENDING)
        return;
      /* the busiest address gives way: one address cannot crowd out the others */
      evict = NULL;
      for (guint i = 0; i < self->peers->len; i++)
        {
          ParlourNetPeer *other = self->peers->pdata[i];
          ParlourNetPeer *candidate;
          guint n;

          if (other == peer || !is_pending (other))
            continue;
          candidate = oldest_pending (self, other->address, peer, &n);
          if (n > most || (n == most && candidate->serial < evict->serial))
            {
              most = n;
              evict = candidate;
            }
        }
    }
  if (evict != NULL)
    parlour_net_server_refuse (evict, PARLOUR_NET_ERROR_FULL,
                               "Too many connections wait to join: the oldest is closed");
}

static void
forget_oldest (ParlourNetServer *self)
{
  GHashTableIter iter;
  gpointer key, value;
  const char *oldest = NULL;
  gint64 oldest_time = G_MAXINT64;

  g_hash_table_iter_init (&iter, self->failures);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (((ParlourNetFailures *) value)->last < oldest_time)
      {
        oldest = key;
        oldest_time = ((ParlourNetFailures *) value)->last;
      }
  if (oldest != NULL)
    g_hash_table_remove (self->failures, oldest);
}

gboolean
parlour_net_server_may_try_code (ParlourNetServer *self,
                                 ParlourNetPeer   *peer)
{
  ParlourNetFailures *failures = g_hash_table_lookup (self->failures, peer->address);
  gint64 now = g_get_monotonic_time ();

  if (failures == NULL || now >= failures->blocked_until)
    return TRUE;
  /* counted and logged with the next wrong code, not each: a flood of
   * refused joins must not flood the log too */
  failures->refused++;
  parlour_net_server_refuse (peer, PARLOUR_NET_ERROR_AUTH,
                             "Too many wrong join codes from this address: try again in %d s",
                             (int) ((failures->blocked_until - now + G_USEC_PER_SEC - 1) /
                                    G_USEC_PER_SEC));
  return FALSE;
}

void
parlour_net_server_code_tried (ParlourNetServer *self,
                               ParlourNetPeer   *peer,
                               gboolean          right)
{
  ParlourNetFailures *failures = g_hash_table_lookup (self->failures, peer->address);
  gint64 now = g_get_monotonic_time ();

  if (right)
    {
      g_hash_table_remove (self->failures, peer->address);
      return;
    }
  if (failures != NULL && now - failures->last > (gint64) FORGET_SECONDS * G_USEC_PER_SEC)
    {
      g_hash_table_remove (self->failures, peer->address);
      failures = NULL;
    }
  if (failures == NULL)
    {
      if (g_hash_table_size (self->failures) >= MAX_ADDRESSES)
        forget_oldest (self);
      failures = g_new0 (ParlourNetFailures, 1);
      g_hash_table_insert (self->failures, g_strdup (peer->address), failures);
    }
  failures->failures++;
  failures->last = now;
  if (failures->failures >= FREE_FAILURES)
    {
      guint shift = MIN (failures->failures - FREE_FAILURES, 16);
      gint64 wait = MIN ((gint64) 1 << shift, MAX_WAIT_SECONDS);

      failures->blocked_until = now + wait * G_USEC_PER_SEC;
      g_message ("Wrong join code from %s (%u in a row; %u more refused while waiting); it "
                 "waits %" G_GINT64_FORMAT " s before the next", peer->address,
                 failures->failures, failures->refused, wait);
    }
  else
    g_message ("Wrong join code from %s (%u in a row)", peer->address, failures->failures);
  failures->refused = 0;
}
