/* parlour-table.h — who may act in the match shown, and how an act reaches it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A table sits between the people at this computer and a match: the window
 * asks it whether a seat may act and hands it every act (a move, a pick, a
 * resignation, a draw offer and its answer, the pause, time given, a chat
 * line); the table carries the act to the match — directly at this computer
 * (ParlourLocalTable, which may also host the match for peers), or as a
 * request to the host (ParlourRemoteTable). What follows an act comes back
 * as the table's ::changed, whichever way it went, and the session autosaves
 * on it (docs/session.md, "The table").
 */
#pragma once

#include <gio/gio.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TABLE_ERROR (parlour_table_error_quark ())

typedef enum {
  PARLOUR_TABLE_ERROR_NOT_YOURS,     /* the seat is not played at this computer */
  PARLOUR_TABLE_ERROR_NOT_NOW,       /* the seat may not do that now */
  PARLOUR_TABLE_ERROR_NO_PEERS,      /* nobody on the network to tell it to */
  PARLOUR_TABLE_ERROR_DISCONNECTED,  /* the connection to the host ended */
} ParlourTableError;

GQuark parlour_table_error_quark (void);

/* How the match reaches this computer. */
typedef enum {
  PARLOUR_TABLE_ROLE_LOCAL,     /* every seat is played here (people or the computer) */
  PARLOUR_TABLE_ROLE_HOSTING,   /* the match is here, peers play some seats */
  PARLOUR_TABLE_ROLE_JOINED,    /* a mirror of a match hosted elsewhere */
} ParlourTableRole;

#define PARLOUR_TYPE_TABLE_ROLE (parlour_table_role_get_type ())
GType parlour_table_role_get_type (void) G_GNUC_CONST;

#define PARLOUR_TYPE_TABLE (parlour_table_get_type ())
G_DECLARE_DERIVABLE_TYPE (ParlourTable, parlour_table, PARLOUR, TABLE, GObject)

struct _ParlourTableClass
{
  GObjectClass parent_class;

  ParlourTableRole (*get_role)        (ParlourTable *self);
  /* the seats the people at this computer hold (a bit per seat): resign and
   * offer draws for; hosting, the seats the server keeps for them */
  guint64          (*get_local_seats) (ParlourTable *self);
  gboolean         (*get_can_undo)    (ParlourTable *self);

  /* Each act, once the base class has checked that the seat is a local one
   * (and, for submit, that it is to act): done, or asked of the host. */
  gboolean         (*submit)          (ParlourTable        *self,
                                       guint                seat,
                                       const ParlourAction *action,
                                       GError             **error);
  gboolean         (*resign)          (ParlourTable        *self,
                                       guint                seat,
                                       GError             **error);
  gboolean         (*offer_draw)      (ParlourTable        *self,
                                       guint                seat,
                                       GError             **error);
  gboolean         (*answer_draw)     (ParlourTable        *self,
                                       guint                seat,
                                       gboolean             accept,
                                       GError             **error);
  gboolean         (*set_paused)      (ParlourTable        *self,
                                       gboolean             paused,
                                       GError             **error);
  gboolean         (*give_time)       (ParlourTable        *self,
                                       guint                seat,
                                       guint                seconds,
                                       GError             **error);
  gboolean         (*say)             (ParlourTable        *self,
                                       const char          *text,
                                       GError             **error);
  gboolean         (*tick)            (ParlourTable        *self,
                                       gint64               now_us);

  gpointer padding[3];
};

/* the match the table serves; a joined table's mirror (NULL before the
 * host's first state) */
ParlourMatch     *parlour_table_get_match       (ParlourTable *self);
ParlourTableRole  parlour_table_get_role        (ParlourTable *self);
guint64           parlour_table_get_local_seats (ParlourTable *self);
/* the first local seat, G_MAXUINT if none (a spectator, a lost connection) */
guint             parlour_table_get_local_seat  (ParlourTable *self);
gboolean          parlour_table_is_local_seat   (ParlourTable *self,
                                                 guint         seat);
/* Undo takes back a move here: only at a table whose every seat is played
 * at this computer. */
gboolean          parlour_table_get_can_undo    (ParlourTable *self);
gboolean          parlour_table_get_paused      (ParlourTable *self);
/* @seat is a person's at this computer (PARLOUR_CONTROLLER_LOCAL in the
 * match) and is the one to act on its board now: what submit needs */
gboolean          parlour_table_may_act         (ParlourTable *self,
                                                 guint         seat);

gboolean          parlour_table_submit          (ParlourTable        *self,
                                                 guint                seat,
                                                 const ParlourAction *action,
                                                 GError             **error);
gboolean          parlour_table_resign          (ParlourTable        *self,
                                                 guint                seat,
                                                 GError             **error);
/* At a local table the offer is ::draw-offered for the people here to
 * answer; hosting or joined, it goes to the peers as well. */
gboolean          parlour_table_offer_draw      (ParlourTable        *self,
                                                 guint                seat,
                                                 GError             **error);
/* @seat answers the offer on its board: the match is drawn if @accept;
 * declining sends nothing (the offer lapses with the next move). */
gboolean          parlour_table_answer_draw     (ParlourTable        *self,
                                                 guint                seat,
                                                 gboolean             accept,
                                                 GError             **error);
gboolean          parlour_table_set_paused      (ParlourTable        *self,
                                                 gboolean             paused,
                                                 GError             **error);
/* @seat (another computer's) gets @seconds more on its clock */
gboolean          parlour_table_give_time       (ParlourTable        *self,
                                                 guint                seat,
                                                 guint                seconds,
                                                 GError             **error);
/* a chat line to everyone at the table (stripped; nothing if empty) */
gboolean          parlour_table_say             (ParlourTable        *self,
                                                 const char          *text,
                                                 GError             **error);
/* The window's timer: finds fallen flags (and a variant's own timing) where
 * this computer decides them; TRUE if anything changed. A joined table's
 * mirror runs its clocks only to show them: the host decides. */
gboolean          parlour_table_tick            (ParlourTable        *self,
                                                 gint64               now_us);

/* for subclasses: the match served from now on (a joined table's next
 * mirror); notifies ::match and the properties that follow it */
void              parlour_table_set_match       (ParlourTable *self,
                                                 ParlourMatch *match);
/* for subclasses: something the session keeps changed beside the match
 * (the peers of a hosted match) */
void              parlour_table_emit_changed    (ParlourTable *self);
void              parlour_table_emit_notice     (ParlourTable *self,
                                                 const char   *text);
/* for subclasses: notifies the properties that derive from the role */
void              parlour_table_role_changed    (ParlourTable *self);

/* Properties:
 *   match (ParlourMatch, read)   role (read)   local-seats (guint64, read)
 *   can-undo (read)              paused (read)
 * Signals:
 *   ::changed                          the match or what is saved with it changed
 *   ::draw-offered (guint seat)        @seat offered a draw
 *   ::chat (char *from, char *text)    a chat line at the table
 *   ::notice (char *text)              something for the people here to read
 *                                      (the host refused a request)
 */

G_END_DECLS
