/* parlour-local-table.c — a match played at this computer, perhaps hosted for peers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At a local table every act is done on the match at once. The people here
 * play the seats whose controller is PARLOUR_CONTROLLER_LOCAL; the table's
 * ParlourComputer acts for those given to the computer, in a worker thread,
 * through the same parlour_match_submit() (docs/computer.md). Anyone here may
 * resign for, or offer a draw for, any seat: they all sit at this computer.
 *
 * Hosting, the match is still here but peers play some seats through the
 * ParlourNetServer (docs/protocol.md): the people here play only the seats the
 * server keeps for them, Undo is off (it would take back a peer's move behind
 * its back), and a draw offer, time given and a chat line go through the
 * server so that the peers hear of them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-local-table.h"

struct _ParlourLocalTable
{
  ParlourTable      parent_instance;

  ParlourComputer  *computer;
  ParlourNetServer *server;
};

G_DEFINE_FINAL_TYPE (ParlourLocalTable, parlour_local_table, PARLOUR_TYPE_TABLE)

static ParlourMatch *
match_of (ParlourLocalTable *self)
{
  return parlour_table_get_match (PARLOUR_TABLE (self));
}

static ParlourTableRole
local_get_role (ParlourTable *table)
{
  return PARLOUR_LOCAL_TABLE (table)->server != NULL ? PARLOUR_TABLE_ROLE_HOSTING
                                                     : PARLOUR_TABLE_ROLE_LOCAL;
}

static guint64
local_get_local_seats (ParlourTable *table)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);
  ParlourMatch *match = match_of (self);
  guint64 seats = 0;

  if (self->server != NULL)
    return parlour_net_server_get_reserved (self->server);
  for (guint s = 0; s < parlour_match_get_n_seats (match) && s < 64; s++)
    if (parlour_match_get_seat (match, s)->controller == PARLOUR_CONTROLLER_LOCAL)
      seats |= G_GUINT64_CONSTANT (1) << s;
  return seats;
}

static gboolean
local_get_can_undo (ParlourTable *table)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);

  return self->server == NULL && parlour_match_can_undo (match_of (self));
}

static gboolean
local_submit (ParlourTable        *table,
              guint                seat,
              const ParlourAction *action,
              GError             **error)
{
  return parlour_match_submit (match_of (PARLOUR_LOCAL_TABLE (table)), seat, action,
                               g_get_monotonic_time (), error);
}

static gboolean
local_resign (ParlourTable  *table,
              guint          seat,
              GError       **error)
{
  ParlourMatch *match = match_of (PARLOUR_LOCAL_TABLE (table));

  if (parlour_match_is_over (match))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER,
                   _("The game is over"));
      return FALSE;
    }
  parlour_match_resign (match, seat);
  return TRUE;
}

static gboolean
local_offer_draw (ParlourTable  *table,
                  guint          seat,
                  GError       **error)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);

  /* the server tells the peers and emits ::draw-offered, which the table passes on */
  if (self->server != NULL)
    return parlour_net_server_offer_draw (self->server, seat, error);
  if (parlour_match_is_over (match_of (self)))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER,
                   _("The game is over"));
      return FALSE;
    }
  g_signal_emit_by_name (self, "draw-offered", seat);
  return TRUE;
}

static gboolean
local_answer_draw (ParlourTable  *table,
                   guint          seat,
                   gboolean       accept,
                   GError       **error)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);
  ParlourMatch *match = match_of (self);

  if (!accept)
    return TRUE;
  if (self->server != NULL)
    return parlour_net_server_accept_draw (self->server, seat, error);
  if (parlour_match_is_over (match))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER,
                   _("The game is over"));
      return FALSE;
    }
  parlour_match_agree_draw (match, parlour_match_get_seat (match, seat)->board);
  return TRUE;
}

static gboolean
local_set_paused (ParlourTable  *table,
                  gboolean       paused,
                  GError       **error)
{
  parlour_match_set_paused (match_of (PARLOUR_LOCAL_TABLE (table)), paused,
                            g_get_monotonic_time ());
  return TRUE;
}

static gboolean
no_peers (GError **error)
{
  g_set_error_literal (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NO_PEERS,
                       _("The game is not played on the network"));
  return FALSE;
}

static gboolean
local_give_time (ParlourTable  *table,
                 guint          seat,
                 guint          seconds,
                 GError       **error)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);

  if (self->server == NULL)
    return no_peers (error);
  return parlour_net_server_award_time (self->server, seat, seconds, error);
}

static gboolean
local_say (ParlourTable  *table,
           const char    *text,
           GError       **error)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (table);

  if (self->server == NULL)
    return no_peers (error);
  parlour_net_server_chat (self->server, text);
  return TRUE;
}

static gboolean
local_tick (ParlourTable *table,
            gint64        now_us)
{
  return parlour_match_tick (match_of (PARLOUR_LOCAL_TABLE (table)), now_us);
}

static void
forget_server (ParlourLocalTable *self)
{
  if (self->server == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->server, self);
  g_clear_object (&self->server);
}

static void
parlour_local_table_dispose (GObject *object)
{
  ParlourLocalTable *self = PARLOUR_LOCAL_TABLE (object);

  if (self->computer != NULL)
    parlour_computer_stop (self->computer);
  g_clear_object (&self->computer);
  forget_server (self);

  G_OBJECT_CLASS (parlour_local_table_parent_class)->dispose (object);
}

static void
parlour_local_table_class_init (ParlourLocalTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  ParlourTableClass *table_class = PARLOUR_TABLE_CLASS (klass);

  object_class->dispose = parlour_local_table_dispose;
  table_class->get_role = local_get_role;
  table_class->get_local_seats = local_get_local_seats;
  table_class->get_can_undo = local_get_can_undo;
  table_class->submit = local_submit;
  table_class->resign = local_resign;
  table_class->offer_draw = local_offer_draw;
  table_class->answer_draw = local_answer_draw;
  table_class->set_paused = local_set_paused;
  table_class->give_time = local_give_time;
  table_class->say = local_say;
  table_class->tick = local_tick;
}

static void
parlour_local_table_init (ParlourLocalTable *self)
{
}

ParlourTable *
parlour_local_table_new (ParlourMatch *match)
{
  ParlourLocalTable *self;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  self = g_object_new (PARLOUR_TYPE_LOCAL_TABLE, NULL);
  parlour_table_set_match (PARLOUR_TABLE (self), match);
  self->computer = parlour_computer_new (match);
  return PARLOUR_TABLE (self);
}

ParlourComputer *
parlour_local_table_get_computer (ParlourLocalTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_LOCAL_TABLE (self), NULL);

  return self->computer;
}

void
parlour_local_table_set_level (ParlourLocalTable *self,
                               guint              seat,
                               guint              level)
{
  ParlourMatch *match;

  g_return_if_fail (PARLOUR_IS_LOCAL_TABLE (self));
  match = match_of (self);
  g_return_if_fail (seat < parlour_match_get_n_seats (match));

  if (level > 0)
    parlour_computer_set_level (self->computer, seat, level);
  parlour_match_set_controller (match, seat, level > 0 ? PARLOUR_CONTROLLER_COMPUTER
                                                       : PARLOUR_CONTROLLER_LOCAL);
  g_object_notify (G_OBJECT (self), "local-seats");
}

guint
parlour_local_table_get_level (ParlourLocalTable *self,
                               guint              seat)
{
  ParlourMatch *match;

  g_return_val_if_fail (PARLOUR_IS_LOCAL_TABLE (self), 0);
  match = match_of (self);

  if (seat >= parlour_match_get_n_seats (match) ||
      parlour_match_get_seat (match, seat)->controller != PARLOUR_CONTROLLER_COMPUTER)
    return 0;
  return parlour_computer_get_level (self->computer, seat);
}

static void
server_draw_offered_cb (ParlourNetServer  *server,
                        guint              seat,
                        ParlourLocalTable *self)
{
  g_signal_emit_by_name (self, "draw-offered", seat);
}

static void
server_chat_cb (ParlourNetServer  *server,
                const char        *from,
                const char        *text,
                ParlourLocalTable *self)
{
  g_signal_emit_by_name (self, "chat", from, text);
}

/* the peers changed (one joined, one dropped): the seats kept from the disk follow */
static void
server_session_changed_cb (ParlourNetServer  *server,
                           ParlourLocalTable *self)
{
  parlour_table_emit_changed (PARLOUR_TABLE (self));
}

void
parlour_local_table_set_server (ParlourLocalTable *self,
                                ParlourNetServer  *server)
{
  g_return_if_fail (PARLOUR_IS_LOCAL_TABLE (self));
  g_return_if_fail (server == NULL || PARLOUR_IS_NET_SERVER (server));
  g_return_if_fail (server == NULL || parlour_net_server_get_match (server) == match_of (self));

  if (self->server == server)
    return;
  forget_server (self);
  if (server != NULL)
    {
      self->server = g_object_ref (server);
      g_signal_connect (server, "draw-offered", G_CALLBACK (server_draw_offered_cb), self);
      g_signal_connect (server, "chat", G_CALLBACK (server_chat_cb), self);
      g_signal_connect (server, "session-changed", G_CALLBACK (server_session_changed_cb), self);
    }
  parlour_table_role_changed (PARLOUR_TABLE (self));
}

ParlourNetServer *
parlour_local_table_get_server (ParlourLocalTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_LOCAL_TABLE (self), NULL);

  return self->server;
}
