/* test-avahi.h — a private Avahi daemon on a private system bus, for discovery tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _TestAvahi TestAvahi;

/* Starts a D-Bus system bus of the test's own (DBUS_SYSTEM_BUS_ADDRESS is set
 * to it in this process) and an avahi-daemon on it that uses the loopback
 * interface only, so nothing the test publishes reaches the real network.
 * Call it before anything connects to Avahi. NULL, with @why saying why, if
 * they cannot run here (no avahi-daemon, not root, a daemon already running):
 * the caller skips its test. */
TestAvahi *test_avahi_start        (char      **why);
/* Runs the main loop until @done (*@done TRUE) or the daemon has ended or
 * @seconds have passed; TRUE if @done. */
gboolean   test_avahi_wait         (TestAvahi  *avahi,
                                    gboolean   *done,
                                    guint       seconds);
/* the daemon's output so far (for a failure's message) */
char      *test_avahi_get_log      (TestAvahi  *avahi);
/* Stops the daemon and the bus and removes their files. */
void       test_avahi_stop         (TestAvahi  *avahi);

G_END_DECLS
