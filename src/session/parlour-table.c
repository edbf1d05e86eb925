/* parlour-table.c — who may act in the match shown, and how an act reaches it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The base class checks every act against the seats played at this
 * computer, and turns the match's ::changed into its own: the session
 * follows the table, so whatever changed the match — a move here, a
 * computer seat, a peer of a hosted match, a fallen flag, undo — is
 * autosaved from one place. Its kinds do the acts: ParlourLocalTable on the
 * match, ParlourRemoteTable as requests to the host.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-table.h"

G_DEFINE_QUARK (parlour-table-error-quark, parlour_table_error)

G_DEFINE_ENUM_TYPE (ParlourTableRole, parlour_table_role,
                    G_DEFINE_ENUM_VALUE (PARLOUR_TABLE_ROLE_LOCAL, "local"),
                    G_DEFINE_ENUM_VALUE (PARLOUR_TABLE_ROLE_HOSTING, "hosting"),
                    G_DEFINE_ENUM_VALUE (PARLOUR_TABLE_ROLE_JOINED, "joined"))

typedef struct
{
  ParlourMatch *match;
  gulong        changed_id;
} ParlourTablePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ParlourTable, parlour_table, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_ROLE,
  PROP_LOCAL_SEATS,
  PROP_CAN_UNDO,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  DRAW_OFFERED,
  CHAT,
  NOTICE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
match_changed_cb (ParlourMatch *match,
                  ParlourTable *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
parlour_table_set_match (ParlourTable *self,
                         ParlourMatch *match)
{
  ParlourTablePrivate *priv = parlour_table_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_TABLE (self));
  g_return_if_fail (match == NULL || PARLOUR_IS_MATCH (match));

  if (priv->match == match)
    return;
  if (priv->match != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->match);
  g_set_object (&priv->match, match);
  if (match != NULL)
    priv->changed_id = g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCAL_SEATS]);
  match_changed_cb (match, self);
}

void
parlour_table_emit_changed (ParlourTable *self)
{
  g_return_if_fail (PARLOUR_IS_TABLE (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

void
parlour_table_emit_notice (ParlourTable *self,
                           const char   *text)
{
  g_return_if_fail (PARLOUR_IS_TABLE (self));

  g_signal_emit (self, signals[NOTICE], 0, text);
}

void
parlour_table_role_changed (ParlourTable *self)
{
  g_return_if_fail (PARLOUR_IS_TABLE (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCAL_SEATS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

static void
parlour_table_dispose (GObject *object)
{
  ParlourTable *self = PARLOUR_TABLE (object);
  ParlourTablePrivate *priv = parlour_table_get_instance_private (self);

  if (priv->match != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->match);
  g_clear_object (&priv->match);

  G_OBJECT_CLASS (parlour_table_parent_class)->dispose (object);
}

static void
parlour_table_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ParlourTable *self = PARLOUR_TABLE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, parlour_table_get_match (self));
      break;
    case PROP_ROLE:
      g_value_set_enum (value, parlour_table_get_role (self));
      break;
    case PROP_LOCAL_SEATS:
      g_value_set_uint64 (value, parlour_table_get_local_seats (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, parlour_table_get_can_undo (self));
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, parlour_table_get_paused (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_table_class_init (ParlourTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_table_dispose;
  object_class->get_property = parlour_table_get_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, PARLOUR_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROLE] =
    g_param_spec_enum ("role", NULL, NULL, PARLOUR_TYPE_TABLE_ROLE, PARLOUR_TABLE_ROLE_LOCAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOCAL_SEATS] =
    g_param_spec_uint64 ("local-seats", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[DRAW_OFFERED] = g_signal_new ("draw-offered", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_UINT);
  signals[CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
parlour_table_init (ParlourTable *self)
{
}

ParlourMatch *
parlour_table_get_match (ParlourTable *self)
{
  ParlourTablePrivate *priv = parlour_table_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_TABLE (self), NULL);

  return priv->match;
}

ParlourTableRole
parlour_table_get_role (ParlourTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), PARLOUR_TABLE_ROLE_LOCAL);

  return PARLOUR_TABLE_GET_CLASS (self)->get_role (self);
}

guint64
parlour_table_get_local_seats (ParlourTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), 0);

  if (parlour_table_get_match (self) == NULL)
    return 0;
  return PARLOUR_TABLE_GET_CLASS (self)->get_local_seats (self);
}

guint
parlour_table_get_local_seat (ParlourTable *self)
{
  guint64 seats = parlour_table_get_local_seats (self);

  return seats != 0 ? (guint) __builtin_ctzll (seats) : PARLOUR_NO_SEAT;
}

gboolean
parlour_table_is_local_seat (ParlourTable *self,
                             guint         seat)
{
  return seat < 64 && ((parlour_table_get_local_seats (self) >> seat) & 1);
}

gboolean
parlour_table_get_can_undo (ParlourTable *self)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  return parlour_table_get_match (self) != NULL &&
         PARLOUR_TABLE_GET_CLASS (self)->get_can_undo (self);
}

gboolean
parlour_table_get_paused (ParlourTable *self)
{
  ParlourMatch *match = parlour_table_get_match (self);

  return match != NULL && parlour_match_get_paused (match);
}

gboolean
parlour_table_may_act (ParlourTable *self,
                       guint         seat)
{
  ParlourMatch *match = parlour_table_get_match (self);

  /* a person here plays the seats whose controller is local: at a hosting
   * table also those no peer has taken yet, in a mirror the joined seats */
  if (match == NULL || seat >= parlour_match_get_n_seats (match) ||
      parlour_match_get_seat (match, seat)->controller != PARLOUR_CONTROLLER_LOCAL)
    return FALSE;
  return parlour_match_get_seat_to_act (match, parlour_match_get_seat (match, seat)->board) == seat;
}

/* @seat is one of this computer's, or @error says it is not */
static gboolean
check_seat (ParlourTable  *self,
            guint          seat,
            GError       **error)
{
  ParlourMatch *match = parlour_table_get_match (self);

  if (parlour_table_is_local_seat (self, seat))
    return TRUE;
  /* at one computer everyone sits here: the people may resign or offer a
   * draw for a computer seat too (watching two computers play) */
  if (parlour_table_get_role (self) == PARLOUR_TABLE_ROLE_LOCAL && match != NULL &&
      seat < parlour_match_get_n_seats (match))
    return TRUE;
  g_set_error_literal (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_YOURS,
                       _("That seat is not played at this computer"));
  return FALSE;
}

gboolean
parlour_table_submit (ParlourTable        *self,
                      guint                seat,
                      const ParlourAction *action,
                      GError             **error)
{
  ParlourMatch *match;

  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  match = parlour_table_get_match (self);
  if (match == NULL || seat >= parlour_match_get_n_seats (match) ||
      parlour_match_get_seat (match, seat)->controller != PARLOUR_CONTROLLER_LOCAL)
    {
      g_set_error_literal (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_YOURS,
                           _("That seat is not played at this computer"));
      return FALSE;
    }
  if (!parlour_table_may_act (self, seat))
    {
      g_set_error_literal (error, PARLOUR_TABLE_ERROR, PARLOUR_TABLE_ERROR_NOT_NOW,
                           _("It is not that player’s turn"));
      return FALSE;
    }
  return PARLOUR_TABLE_GET_CLASS (self)->submit (self, seat, action, error);
}

gboolean
parlour_table_resign (ParlourTable  *self,
                      guint          seat,
                      GError       **error)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  return check_seat (self, seat, error) &&
         PARLOUR_TABLE_GET_CLASS (self)->resign (self, seat, error);
}

gboolean
parlour_table_offer_draw (ParlourTable  *self,
                          guint          seat,
                          GError       **error)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  return check_seat (self, seat, error) &&
         PARLOUR_TABLE_GET_CLASS (self)->offer_draw (self, seat, error);
}

gboolean
parlour_table_answer_draw (ParlourTable  *self,
                           guint          seat,
                           gboolean       accept,
                           GError       **error)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  return check_seat (self, seat, error) &&
         PARLOUR_TABLE_GET_CLASS (self)->answer_draw (self, seat, accept, error);
}

gboolean
parlour_table_set_paused (ParlourTable  *self,
                          gboolean       paused,
                          GError       **error)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  if (parlour_table_get_match (self) == NULL || paused == parlour_table_get_paused (self))
    return TRUE;
  return PARLOUR_TABLE_GET_CLASS (self)->set_paused (self, paused, error);
}

gboolean
parlour_table_give_time (ParlourTable  *self,
                         guint          seat,
                         guint          seconds,
                         GError       **error)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  return PARLOUR_TABLE_GET_CLASS (self)->give_time (self, seat, seconds, error);
}

gboolean
parlour_table_tick (ParlourTable *self,
                    gint64        now_us)
{
  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);

  if (parlour_table_get_match (self) == NULL || PARLOUR_TABLE_GET_CLASS (self)->tick == NULL)
    return FALSE;
  return PARLOUR_TABLE_GET_CLASS (self)->tick (self, now_us);
}

gboolean
parlour_table_say (ParlourTable  *self,
                   const char    *text,
                   GError       **error)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (PARLOUR_IS_TABLE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  line = g_strstrip (g_strdup (text));
  if (*line == '\0')
    return TRUE;
  return PARLOUR_TABLE_GET_CLASS (self)->say (self, line, error);
}
