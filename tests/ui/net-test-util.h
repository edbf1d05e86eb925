/* net-test-util.h — a host in the test process, for the network UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host (ParlourNetServer) and the other peers (ParlourNetClient) run in the
 * test process, on the window's main loop, over loopback.
 */
#pragma once

#include "parlour-join-dialog.h"
#include "parlour-net-server.h"
#include "parlour-window-network.h"
#include "ui-test-util.h"

/* Runs the main loop until @cond holds; a generous deadline turns what never
 * comes into a failure instead of a hang. */
#define WAIT_FOR(cond)                                                          \
  G_STMT_START {                                                                \
    gboolean late_ = FALSE;                                                     \
    guint id_ = g_timeout_add_seconds (30, ui_test_timeout_cb, &late_);         \
    while (!(cond) && !late_)                                                   \
      g_main_context_iteration (NULL, TRUE);                                    \
    g_assert_false (late_);                                                     \
    g_source_remove (id_);                                                      \
  } G_STMT_END

/* the message dialog shown over @window, NULL if none */
AdwMessageDialog *dialog_over (ParlourWindow *window);

guint window_moves (ParlourWindow *window);

void wait_for_window_moves (ParlourWindow *window,
                            guint          n);

guint board_moves (ParlourMatch *match,
                   guint         board);

void wait_for_board_moves (ParlourWindow *window,
                           guint          board,
                           guint          n);

/* A host in this process, listening on loopback. */
typedef struct {
  ParlourMatch     *match;
  ParlourNetServer *server;
  char             *address;
  ParlourNetClient *peers[4];
} Host;

void host_start (Host         *host,
                 ParlourMatch *match);

/* a peer in this process that took @seat and has the host's first state */
ParlourNetClient *host_add_peer (Host  *host,
                                 guint  seat);

/* a window that joined for any free seat and shows the host's match */
ParlourWindow *host_add_window (Host *host);

void host_stop (Host *host);

/* the host's seat @seat plays @move (long algebraic); waits until @window has it */
void peer_move (Host          *host,
                ParlourWindow *window,
                guint          seat,
                const char    *move);

ParlourMatch *new_match (const char *variant_id,
                         gint64      seconds);

/* ---- the Join dialog ---- */

GtkWidget *join_child (ParlourJoinDialog *dialog,
                       const char        *name);

ParlourJoinDialog *open_join_dialog (ParlourWindow *window);

/* types @address and @code into the Join dialog and clicks Join */
void fill_join_dialog (ParlourJoinDialog *dialog,
                       const char        *address,
                       const char        *code);
