/* test-net-tokens.c — the resume tokens a peer keeps per game (parlour-net-tokens.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "parlour-net-auth.h"
#include "parlour-net-tokens.h"

/* a file of its own per test, in the test's own data folder (which
 * G_TEST_OPTION_ISOLATE_DIRS removes), in a folder not made yet */
static char *
temp_path (void)
{
  static guint n;
  g_autofree char *dir = g_strdup_printf ("tokens-%u", n++);

  return g_build_filename (g_get_user_data_dir (), dir, "network-tokens.ini", NULL);
}

/* Kept per game (address and code), read back, replaced, forgotten; the
 * file is its owner's only and does not hold the code. */
static void
test_remember (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *peer = parlour_net_random_hex (16);
  g_autofree char *token = parlour_net_random_hex (32);
  g_autofree char *token2 = parlour_net_random_hex (32);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char *got_peer = NULL, *got_token = NULL;
  GStatBuf st;

  g_assert_false (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  g_assert_true (parlour_net_tokens_remember (path, "h:1", "K7M2QX", peer, token, &error));
  g_assert_no_error (error);
  g_assert_true (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  g_assert_cmpstr (got_peer, ==, peer);
  g_assert_cmpstr (got_token, ==, token);
  g_clear_pointer (&got_peer, g_free);
  g_clear_pointer (&got_token, g_free);
  /* another game: another code, or the same code at another address */
  g_assert_false (parlour_net_tokens_lookup (path, "h:1", "K7M2QY", &got_peer, &got_token));
  g_assert_false (parlour_net_tokens_lookup (path, "h:2", "K7M2QX", &got_peer, &got_token));

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "K7M2QX"));

  g_assert_true (parlour_net_tokens_remember (path, "h:1", "K7M2QX", peer, token2, &error));
  g_assert_true (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  g_assert_cmpstr (got_token, ==, token2);
  g_clear_pointer (&got_peer, g_free);
  g_clear_pointer (&got_token, g_free);

  parlour_net_tokens_forget (path, "h:1", "K7M2QX");
  g_assert_false (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
}

/* The oldest game goes once PARLOUR_NET_TOKENS_MAX are kept. */
static void
test_limit (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *peer = parlour_net_random_hex (16);
  g_autofree char *token = parlour_net_random_hex (32);
  char *got_peer = NULL, *got_token = NULL;

  for (guint i = 0; i <= PARLOUR_NET_TOKENS_MAX; i++)
    {
      g_autofree char *address = g_strdup_printf ("h:%u", i);

      g_assert_true (parlour_net_tokens_remember (path, address, "K7M2QX", peer, token, NULL));
    }
  g_assert_false (parlour_net_tokens_lookup (path, "h:0", "K7M2QX", &got_peer, &got_token));
  g_assert_true (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  g_free (got_peer);
  g_free (got_token);
}

/* A damaged file, or a token that is not one, is as if nothing were kept. */
static void
test_damaged (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *peer = parlour_net_random_hex (16);
  g_autofree char *token = parlour_net_random_hex (32);
  char *got_peer = NULL, *got_token = NULL;
  g_autofree char *key = NULL, *bad = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "\x01[not a key file", -1, NULL));
  g_assert_false (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  /* and remembering replaces it */
  g_assert_true (parlour_net_tokens_remember (path, "h:1", "K7M2QX", peer, token, NULL));
  g_assert_true (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
  g_free (got_peer);
  g_free (got_token);

  key = g_compute_checksum_for_string (G_CHECKSUM_SHA256, "h:1\nK7M2QX", -1);
  bad = g_strdup_printf ("[%s]\npeer=%s\ntoken=not-hex\n", key, peer);
  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  g_assert_false (parlour_net_tokens_lookup (path, "h:1", "K7M2QX", &got_peer, &got_token));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/net-tokens/remember", test_remember);
  g_test_add_func ("/net-tokens/limit", test_limit);
  g_test_add_func ("/net-tokens/damaged", test_damaged);
  return g_test_run ();
}
