/* parlour-net-advert.c — what a host tells the local network about its game (DNS-SD TXT)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record is a list of "key=value" strings (RFC 6763, section 6):
 *
 *   v=1            the protocol version (docs/protocol.md, "Versions")
 *   variant=chess  the variant's id
 *   seats=1        how many seats no one holds yet
 *   host=hall-pc   the host computer's name
 *
 * The reader is strict about what it uses and lenient only where the RFC
 * asks: keys are compared without regard to case, an empty string and keys
 * it does not know are skipped (a later version may add some). Everything
 * else is refused: a key of ours without a value, a key given twice, a number
 * with a sign, a leading zero or out of range, a variant id with anything but
 * lower-case letters, digits, '-' and '_', a name that is not UTF-8 or holds
 * a control character, a string longer than its limit.
 */
#include "config.h"

#include <string.h>

#include "parlour-net-advert.h"
#include "parlour-net-message.h"

#define MAX_ENTRY   255
#define MAX_VERSION 65535

struct _ParlourNetAdvert
{
  GObject  parent_instance;

  char    *name;
  guint    protocol;
  char    *variant;
  guint    free_seats;
  char    *host_name;
  char    *address;
};

G_DEFINE_FINAL_TYPE (ParlourNetAdvert, parlour_net_advert, G_TYPE_OBJECT)

static void
parlour_net_advert_finalize (GObject *object)
{
  ParlourNetAdvert *self = PARLOUR_NET_ADVERT (object);

  g_free (self->name);
  g_free (self->variant);
  g_free (self->host_name);
  g_free (self->address);
  G_OBJECT_CLASS (parlour_net_advert_parent_class)->finalize (object);
}

static void
parlour_net_advert_class_init (ParlourNetAdvertClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = parlour_net_advert_finalize;
}

static void
parlour_net_advert_init (ParlourNetAdvert *self)
{
}

ParlourNetAdvert *
parlour_net_advert_new (const char *name,
                        const char *variant,
                        guint       free_seats,
                        const char *host_name)
{
  ParlourNetAdvert *self;

  g_return_val_if_fail (name != NULL && variant != NULL && host_name != NULL, NULL);

  self = g_object_new (PARLOUR_TYPE_NET_ADVERT, NULL);
  self->name = g_strdup (name);
  self->protocol = PARLOUR_NET_PROTOCOL_VERSION;
  self->variant = g_strdup (variant);
  self->free_seats = free_seats;
  self->host_name = g_strdup (host_name);
  return self;
}

/* ---- reading ---- */

/* @what is a name shown to people: UTF-8 of 1 to 63 bytes, no control character */
static char *
parse_name (const char  *what,
            const char  *text,
            gsize        length,
            GError     **error)
{
  if (length == 0 || length > PARLOUR_NET_ADVERT_MAX_NAME)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "the %s has %" G_GSIZE_FORMAT " bytes, not 1 to %d", what, length,
                   PARLOUR_NET_ADVERT_MAX_NAME);
      return NULL;
    }
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "the %s is not valid UTF-8", what);
      return NULL;
    }
  for (const char *p = text; p < text + length; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                     "the %s holds a control character", what);
        return NULL;
      }
  return g_strndup (text, length);
}

/* a decimal number from 0 to @max without sign or leading zero */
static gboolean
parse_number (const char  *key,
              const char  *text,
              gsize        length,
              guint        max,
              guint       *value,
              GError     **error)
{
  guint64 n = 0;

  if (length == 0 || length > 5 || (length > 1 && text[0] == '0'))
    goto bad;
  for (gsize i = 0; i < length; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        goto bad;
      n = n * 10 + (guint64) (text[i] - '0');
    }
  if (n > max)
    goto bad;
  *value = (guint) n;
  return TRUE;

bad:
  g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
               "“%s” is not a number from 0 to %u", key, max);
  return FALSE;
}

static char *
parse_variant (const char  *text,
               gsize        length,
               GError     **error)
{
  gboolean ok = length > 0 && length <= PARLOUR_NET_ADVERT_MAX_VARIANT;

  for (gsize i = 0; ok && i < length; i++)
    ok = g_ascii_islower (text[i]) || g_ascii_isdigit (text[i]) || text[i] == '-' ||
         text[i] == '_';
  if (!ok)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "“variant” is not an id of 1 to %d lower-case letters, digits, ‘-’ or ‘_’",
                   PARLOUR_NET_ADVERT_MAX_VARIANT);
      return NULL;
    }
  return g_strndup (text, length);
}

enum { KEY_VERSION, KEY_VARIANT, KEY_SEATS, KEY_HOST, N_KEYS };
static const char *const keys[N_KEYS] = { "v", "variant", "seats", "host" };

/* One string of the record into @self; @seen has a bit per key already read. */
static gboolean
parse_entry (ParlourNetAdvert  *self,
             const char        *data,
             gsize              length,
             guint             *seen,
             GError           **error)
{
  const char *equals, *value;
  gsize key_length, value_length;
  guint key = N_KEYS;

  if (length > MAX_ENTRY)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "a string of the record has %" G_GSIZE_FORMAT " bytes, more than %d",
                   length, MAX_ENTRY);
      return FALSE;
    }
  /* an empty string may come without any bytes at all (data NULL) */
  if (length == 0)
    return TRUE;
  equals = memchr (data, '=', length);
  key_length = equals != NULL ? (gsize) (equals - data) : length;
  value = equals != NULL ? equals + 1 : NULL;
  value_length = equals != NULL ? length - key_length - 1 : 0;
  if (key_length == 0)
    {
      g_set_error_literal (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                           "a string of the record has no key before its ‘=’");
      return FALSE;
    }
  for (gsize i = 0; i < key_length; i++)
    if (data[i] < 0x20 || data[i] > 0x7e)
      {
        g_set_error_literal (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                             "a key of the record is not printable ASCII");
        return FALSE;
      }
  for (guint k = 0; k < N_KEYS; k++)
    if (strlen (keys[k]) == key_length && g_ascii_strncasecmp (data, keys[k], key_length) == 0)
      key = k;
  if (key == N_KEYS)
    return TRUE;
  if (*seen & (1u << key))
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "the record gives “%s” twice", keys[key]);
      return FALSE;
    }
  *seen |= 1u << key;
  if (value == NULL)
    {
      g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                   "“%s” has no value", keys[key]);
      return FALSE;
    }
  switch (key)
    {
    case KEY_VERSION:
      if (!parse_number (keys[key], value, value_length, MAX_VERSION, &self->protocol, error))
        return FALSE;
      if (self->protocol == 0)
        {
          g_set_error_literal (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                               "the protocol version is 0");
          return FALSE;
        }
      return TRUE;
    case KEY_VARIANT:
      self->variant = parse_variant (value, value_length, error);
      return self->variant != NULL;
    case KEY_SEATS:
      return parse_number (keys[key], value, value_length, PARLOUR_NET_MAX_SEATS,
                           &self->free_seats, error);
    case KEY_HOST:
      self->host_name = parse_name ("host name", value, value_length, error);
      return self->host_name != NULL;
    default:
      g_assert_not_reached ();
    }
}

ParlourNetAdvert *
parlour_net_advert_new_from_txt (const char  *name,
                                 GPtrArray   *entries,
                                 GError     **error)
{
  g_autoptr(ParlourNetAdvert) self = g_object_new (PARLOUR_TYPE_NET_ADVERT, NULL);
  guint seen = 0;

  g_return_val_if_fail (name != NULL && entries != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self->name = parse_name ("service name", name, strlen (name), error);
  if (self->name == NULL)
    return NULL;
  for (guint i = 0; i < entries->len; i++)
    {
      gsize length;
      const char *data = g_bytes_get_data (entries->pdata[i], &length);

      if (!parse_entry (self, data, length, &seen, error))
        return NULL;
    }
  for (guint k = 0; k < N_KEYS; k++)
    if (!(seen & (1u << k)))
      {
        g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                     "the record has no “%s”", keys[k]);
        return NULL;
      }
  return g_steal_pointer (&self);
}

ParlourNetAdvert *
parlour_net_advert_new_from_rdata (const char    *name,
                                   const guint8  *data,
                                   gsize          length,
                                   GError       **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  for (gsize at = 0; at < length;)
    {
      gsize n = data[at];

      if (n > length - at - 1)
        {
          g_set_error (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_BAD_MESSAGE,
                       "the record ends inside a string of %" G_GSIZE_FORMAT " bytes", n);
          return NULL;
        }
      g_ptr_array_add (entries, g_bytes_new (data + at + 1, n));
      at += n + 1;
    }
  return parlour_net_advert_new_from_txt (name, entries, error);
}

/* ---- writing ---- */

GPtrArray *
parlour_net_advert_to_txt (ParlourNetAdvert *self)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  char *strings[N_KEYS];

  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), entries);

  strings[KEY_VERSION] = g_strdup_printf ("v=%u", self->protocol);
  strings[KEY_VARIANT] = g_strdup_printf ("variant=%s", self->variant);
  strings[KEY_SEATS] = g_strdup_printf ("seats=%u", self->free_seats);
  /* a host name longer than a record allows is cut at a character's end */
  strings[KEY_HOST] = g_strdup_printf ("host=%s", self->host_name);
  for (guint k = 0; k < N_KEYS; k++)
    {
      gsize n = strlen (strings[k]);

      if (k == KEY_HOST && n > 5 + PARLOUR_NET_ADVERT_MAX_NAME)
        n = (gsize) (g_utf8_find_prev_char (strings[k],
                                            strings[k] + 6 + PARLOUR_NET_ADVERT_MAX_NAME) -
                     strings[k]);
      g_ptr_array_add (entries, g_bytes_new_take (strings[k], n));
    }
  return entries;
}

GBytes *
parlour_net_advert_to_rdata (ParlourNetAdvert *self)
{
  g_autoptr(GPtrArray) entries = parlour_net_advert_to_txt (self);
  g_autoptr(GByteArray) rdata = g_byte_array_new ();

  for (guint i = 0; i < entries->len; i++)
    {
      gsize n;
      const guint8 *data = g_bytes_get_data (entries->pdata[i], &n);
      guint8 length = (guint8) MIN (n, MAX_ENTRY);

      g_byte_array_append (rdata, &length, 1);
      g_byte_array_append (rdata, data, length);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&rdata));
}

/* ---- properties ---- */

const char *
parlour_net_advert_get_name (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), NULL);
  return self->name;
}

guint
parlour_net_advert_get_protocol (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), 0);
  return self->protocol;
}

const char *
parlour_net_advert_get_variant (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), NULL);
  return self->variant;
}

guint
parlour_net_advert_get_free_seats (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), 0);
  return self->free_seats;
}

const char *
parlour_net_advert_get_host_name (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), NULL);
  return self->host_name;
}

const char *
parlour_net_advert_get_address (ParlourNetAdvert *self)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (self), NULL);
  return self->address;
}

void
parlour_net_advert_set_address (ParlourNetAdvert *self,
                                const char       *address)
{
  g_return_if_fail (PARLOUR_IS_NET_ADVERT (self));

  g_free (self->address);
  self->address = g_strdup (address);
}

gboolean
parlour_net_advert_equal (ParlourNetAdvert *a,
                          ParlourNetAdvert *b)
{
  g_return_val_if_fail (PARLOUR_IS_NET_ADVERT (a) && PARLOUR_IS_NET_ADVERT (b), FALSE);

  return g_str_equal (a->name, b->name) && a->protocol == b->protocol &&
         g_str_equal (a->variant, b->variant) && a->free_seats == b->free_seats &&
         g_str_equal (a->host_name, b->host_name) && g_strcmp0 (a->address, b->address) == 0;
}
