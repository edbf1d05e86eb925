/* parlour-net-server-session.c — a host's session saved, and brought back after a restart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session is an a{sv} dictionary (docs/protocol.md, "Faults"):
 *   format    s        "parlour-net-host"
 *   version   u        SESSION_VERSION
 *   code      s        the join code
 *   port      q        the port the host listened on
 *   reserved  t        the host's own seats
 *   match     a{sv}    parlour_match_serialize()
 *   peers     a(ssbt)  per peer: id, resume token, spectator, seats
 * Whoever reads it back may have been given a damaged file, so every field is
 * checked and a fault named.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-auth.h"
#include "parlour-net-server-private.h"

#define SESSION_FORMAT  "parlour-net-host"
#define SESSION_VERSION 1

GVariant *
parlour_net_server_save_session (ParlourNetServer *self,
                                 gint64            now_us)
{
  GVariantBuilder builder, peers;

  g_return_val_if_fail (PARLOUR_IS_NET_SERVER (self), NULL);

  parlour_match_keep_current_times (self->match, now_us);
  g_variant_builder_init (&peers, G_VARIANT_TYPE ("a(ssbt)"));
  for (guint i = 0; i < self->records->len; i++)
    {
      ParlourNetRecord *record = self->records->pdata[i];

      g_variant_builder_add (&peers, "(ssbt)", record->id, record->token, record->spectator,
                             record->seats);
    }
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "format", g_variant_new_string (SESSION_FORMAT));
  g_variant_builder_add (&builder, "{sv}", "version", g_variant_new_uint32 (SESSION_VERSION));
  g_variant_builder_add (&builder, "{sv}", "code", g_variant_new_string (self->code));
  g_variant_builder_add (&builder, "{sv}", "port", g_variant_new_uint16 (self->port));
  g_variant_builder_add (&builder, "{sv}", "reserved", g_variant_new_uint64 (self->reserved));
  g_variant_builder_add (&builder, "{sv}", "match", parlour_match_serialize (self->match));
  g_variant_builder_add (&builder, "{sv}", "peers", g_variant_builder_end (&peers));
  return g_variant_builder_end (&builder);
}

static gboolean
session_error (GError    **error,
               const char *format,
               ...) G_GNUC_PRINTF (2, 3);

static gboolean
session_error (GError    **error,
               const char *format,
               ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "Saved network session: %s", text);
  return FALSE;
}

static gboolean
is_hex (const char *text,
        gsize       length)
{
  return strlen (text) == length && strspn (text, "0123456789abcdef") == length;
}

/* The peers, checked: ids and tokens of the right form, seats that exist and
 * that no two peers (nor the host) hold. */
static gboolean
read_peers (ParlourNetServer *self,
            GVariant         *peers,
            GError          **error)
{
  GVariantIter iter;
  const char *id, *token;
  gboolean spectator;
  guint64 seats;
  guint64 taken = self->reserved;

  g_variant_iter_init (&iter, peers);
  while (g_variant_iter_next (&iter, "(&s&sbt)", &id, &token, &spectator, &seats))
    {
      ParlourNetRecord *record;

      if (!is_hex (id, 32) || !is_hex (token, 64))
        return session_error (error, "a peer's id or token is malformed");
      if ((seats & ~parlour_net_server_all_seats (self)) != 0 || (seats & taken) != 0 ||
          (spectator && seats != 0))
        return session_error (error, "peer %s holds seats that do not exist or are taken", id);
      taken |= seats;
      record = parlour_net_record_new ();
      record->id = g_strdup (id);
      record->token = g_strdup (token);
      record->spectator = spectator;
      record->seats = seats;
      g_ptr_array_add (self->records, record);
    }
  return TRUE;
}

ParlourNetServer *
parlour_net_server_new_from_session (GVariant  *session,
                                     gint64     now_us,
                                     GError   **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GVariant) match_form = NULL;
  g_autoptr(GVariant) peers = NULL;
  g_autoptr(ParlourMatch) match = NULL;
  g_autoptr(ParlourNetServer) self = NULL;
  g_autofree char *code = NULL;
  const char *format = NULL, *code_text = NULL;
  guint32 version = 0;
  guint16 port = 0;
  guint64 reserved = 0;

  g_return_val_if_fail (session != NULL, NULL);

  if (!g_variant_is_of_type (session, G_VARIANT_TYPE_VARDICT))
    {
      session_error (error, "not a dictionary");
      return NULL;
    }
  g_variant_dict_init (&dict, session);
  if (!g_variant_dict_lookup (&dict, "format", "&s", &format) ||
      !g_str_equal (format, SESSION_FORMAT))
    {
      session_error (error, "not a Parlour network session");
      return NULL;
    }
  if (!g_variant_dict_lookup (&dict, "version", "u", &version) || version != SESSION_VERSION)
    {
      session_error (error, "version %u, this Parlour reads version %u", version,
                     SESSION_VERSION);
      return NULL;
    }
  if (!g_variant_dict_lookup (&dict, "code", "&s", &code_text) ||
      (code = parlour_net_normalize_code (code_text)) == NULL ||
      !g_variant_dict_lookup (&dict, "port", "q", &port) ||
      !g_variant_dict_lookup (&dict, "reserved", "t", &reserved))
    {
      session_error (error, "the code, port or reserved seats are missing or malformed");
      return NULL;
    }
  match_form = g_variant_dict_lookup_value (&dict, "match", G_VARIANT_TYPE_VARDICT);
  peers = g_variant_dict_lookup_value (&dict, "peers", G_VARIANT_TYPE ("a(ssbt)"));
  if (match_form == NULL || peers == NULL)
    {
      session_error (error, "the match or the peers are missing");
      return NULL;
    }
  match = parlour_match_deserialize (match_form, now_us, error);
  if (match == NULL)
    return NULL;
  self = parlour_net_server_new (match, code);
  if ((reserved & ~parlour_net_server_all_seats (self)) != 0)
    {
      session_error (error, "the host keeps seats that do not exist");
      return NULL;
    }
  self->reserved = reserved;
  self->port = port;
  if (!read_peers (self, peers, error))
    return NULL;
  /* nobody is connected yet: every seat a peer holds waits for it */
  self->paused_for_missing = parlour_net_server_get_missing (self) != 0;
  return g_steal_pointer (&self);
}
