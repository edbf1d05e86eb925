/* parlour-net-server-private.h — shared by the files of ParlourNetServer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-net-connection.h"
#include "parlour-net-server.h"

G_BEGIN_DECLS

typedef struct _ParlourNetPeer ParlourNetPeer;

/* A peer that joined: kept across its connections and the host's restarts. */
typedef struct {
  char           *id;          /* public, 32 hex digits */
  char           *token;       /* secret, 64 hex digits */
  guint64         seats;
  gboolean        spectator;
  ParlourNetPeer *peer;        /* its connection now, or NULL: missing */
} ParlourNetRecord;

/* One connection. */
struct _ParlourNetPeer {
  ParlourNetServer     *server;
  ParlourNetConnection *connection;
  char                 *nonce;
  char                 *address;   /* the other side's IP address, as text */
  guint64               serial;    /* the order of connections: the oldest has the smallest */
  ParlourNetRecord     *record;    /* NULL until it has joined */
  guint                 timeout_id;
  gint64                chat_due;  /* when its chat is within the rate again (µs) */
};

/* Wrong join codes from one address (docs/protocol.md, "Joining"). */
typedef struct {
  guint  failures;       /* in a row */
  guint  refused;        /* joins refused unread while it waited, since the last log */
  gint64 blocked_until;  /* monotonic µs: no code is tried before */
  gint64 last;           /* the last failure */
} ParlourNetFailures;

/* docs/protocol.md, "chat": a burst of lines, then one every interval */
#define PARLOUR_NET_CHAT_BURST       5
#define PARLOUR_NET_CHAT_INTERVAL_US (2 * G_USEC_PER_SEC)

struct _ParlourNetServer
{
  GObject           parent_instance;

  ParlourMatch     *match;
  char             *code;              /* normalized: the proofs' key */
  char             *code_shown;        /* grouped with a dash, as people read it */
  GSocketService   *service;
  guint16           port;
  GPtrArray        *peers;             /* ParlourNetPeer, connected */
  GPtrArray        *records;           /* ParlourNetRecord */
  guint64           reserved;          /* the host's own seats */
  guint64           draw_offers;       /* seats whose draw offer stands */
  gboolean          paused_for_missing;
  guint64           seq;
  guint64           n_connections;     /* connections accepted so far */
  GHashTable       *failures;          /* address → ParlourNetFailures */
  guint             broadcast_id;
  guint             tick_id;
};

ParlourNetRecord *parlour_net_record_new      (void);
void              parlour_net_record_free     (ParlourNetRecord *record);

/* parlour-net-server.c */
void     parlour_net_server_schedule_broadcast (ParlourNetServer *self);
void     parlour_net_server_send_to_all        (ParlourNetServer *self,
                                                JsonObject       *message);
void     parlour_net_server_refuse             (ParlourNetPeer   *peer,
                                                ParlourNetError   code,
                                                const char       *format,
                                                ...) G_GNUC_PRINTF (3, 4);
guint64  parlour_net_server_all_seats          (ParlourNetServer *self);
/* the seats held by a peer, connected or not, or kept by the host */
guint64  parlour_net_server_taken_seats        (ParlourNetServer *self);
void     parlour_net_server_update_missing     (ParlourNetServer *self);

/* parlour-net-server-admit.c: room for a new connection, and the rate of
 * wrong join codes per address */
void     parlour_net_server_make_room          (ParlourNetServer *self,
                                                ParlourNetPeer   *peer);
/* FALSE, with @peer refused, while its address must wait */
gboolean parlour_net_server_may_try_code       (ParlourNetServer *self,
                                                ParlourNetPeer   *peer);
void     parlour_net_server_code_tried         (ParlourNetServer *self,
                                                ParlourNetPeer   *peer,
                                                gboolean          right);

/* parlour-net-server-actions.c: the messages of a peer that has joined */
void     parlour_net_server_handle             (ParlourNetPeer   *peer,
                                                JsonObject       *message);
/* "white", or "board 2 black" where there are several boards */
char    *parlour_net_seat_label                (ParlourMatch     *match,
                                                guint             seat);

G_END_DECLS
