/* parlour-net-tokens.c — the resume tokens a peer keeps, per game it joined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file with a group per game. The group's name is a hash of the
 * address and the join code rather than the code itself: the file needs to
 * find a game again, not to tell anyone its code. The token lets its holder
 * take the seats back, so the file is written for its owner only (0600),
 * atomically, and a damaged file is read as empty (the peer then joins with
 * the code, as it would without it).
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "parlour-net-tokens.h"

char *
parlour_net_tokens_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "parlour", "network-tokens.ini", NULL);
}

static char *
game_key (const char *address,
          const char *code)
{
  g_autofree char *text = g_strconcat (address, "\n", code, NULL);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

static gboolean
is_hex (const char *text,
        gsize       length)
{
  return text != NULL && strlen (text) == length &&
         strspn (text, "0123456789abcdef") == length;
}

static GKeyFile *
load (const char *path)
{
  GKeyFile *file = g_key_file_new ();

  /* missing or damaged: nothing kept */
  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    {
      g_key_file_unref (file);
      file = g_key_file_new ();
    }
  return file;
}

gboolean
parlour_net_tokens_lookup (const char  *path,
                           const char  *address,
                           const char  *code,
                           char       **peer,
                           char       **token)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *key = NULL;
  g_autofree char *found_peer = NULL;
  g_autofree char *found_token = NULL;

  g_return_val_if_fail (path != NULL && address != NULL && code != NULL, FALSE);
  g_return_val_if_fail (peer != NULL && token != NULL, FALSE);

  file = load (path);
  key = game_key (address, code);
  found_peer = g_key_file_get_string (file, key, "peer", NULL);
  found_token = g_key_file_get_string (file, key, "token", NULL);
  /* what the protocol would refuse is not sent */
  if (!is_hex (found_peer, 32) || !is_hex (found_token, 64))
    return FALSE;
  *peer = g_steal_pointer (&found_peer);
  *token = g_steal_pointer (&found_token);
  return TRUE;
}

static gboolean
save (GKeyFile    *file,
      const char  *path,
      GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Cannot make the folder %s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  data = g_key_file_to_data (file, &length, NULL);
  return g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600,
                                   error);
}

gboolean
parlour_net_tokens_remember (const char  *path,
                             const char  *address,
                             const char  *code,
                             const char  *peer,
                             const char  *token,
                             GError     **error)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *key = NULL;
  g_auto(GStrv) groups = NULL;
  gsize n_groups;

  g_return_val_if_fail (path != NULL && address != NULL && code != NULL, FALSE);
  g_return_val_if_fail (is_hex (peer, 32) && is_hex (token, 64), FALSE);

  file = load (path);
  key = game_key (address, code);
  /* the newest game last, so that the oldest is the first to go */
  g_key_file_remove_group (file, key, NULL);
  groups = g_key_file_get_groups (file, &n_groups);
  for (gsize i = 0; i + PARLOUR_NET_TOKENS_MAX <= n_groups; i++)
    g_key_file_remove_group (file, groups[i], NULL);
  g_key_file_set_string (file, key, "peer", peer);
  g_key_file_set_string (file, key, "token", token);
  return save (file, path, error);
}

void
parlour_net_tokens_forget (const char *path,
                           const char *address,
                           const char *code)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *key = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (path != NULL && address != NULL && code != NULL);

  file = load (path);
  key = game_key (address, code);
  if (!g_key_file_remove_group (file, key, NULL))
    return;
  if (!save (file, path, &error))
    g_debug ("network tokens: %s", error->message);
}
