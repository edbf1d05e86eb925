/* parlour-settings.h — carrying settings stored by older versions over to their new keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Choices once stored as numbers ("last-rules", "bingo-first-white") are now
 * <enum> keys with new names ("last-rules-option", "bingo-first-white-player").
 * Copies a number a user stored under an old key to its new key, unless the
 * new key already holds a choice, and resets the old key. A stored number that
 * names no choice is dropped. Safe to call at every start. */
void parlour_settings_upgrade (GSettings *settings);

G_END_DECLS
