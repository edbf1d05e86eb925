/* test-files.h — for tests: files and folders a test makes and removes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Removes @path and everything in it (symbolic links, not what they point to). */
void test_remove_tree (const char *path);

G_END_DECLS
