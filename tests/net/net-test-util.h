/* net-test-util.h — for the network tests: hosts and peers as processes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
  GString          *log;     /* every line read, for a failure's message */
} Proc;

typedef struct {
  char *home;                /* the host's XDG_DATA_HOME */
  Proc *host;
  char *code;
  char *address;
  guint port;
} Net;

/* a process with its output read line by line and its input written */
Proc  *net_test_spawn   (const char         *data_home,
                         const char * const *argv);
/* Reads lines until one contains @want; returns it. Fails the test at the end
 * of output, showing what was printed. */
char  *proc_expect      (Proc               *proc,
                         const char         *want);
void   proc_expect_free (Proc               *proc,
                         const char         *want);
void   proc_send        (Proc               *proc,
                         const char         *line);
/* Ends the process, with SIGKILL if @kill, else by closing its input; its
 * exit status, -1 if a signal ended it. */
int    proc_end         (Proc               *proc,
                         gboolean            kill);

/* `parlour-cli serve OPTIONS…` in a new data directory: code, port, address known */
Net   *net_new          (const char * const *options);
/* starts the host again in the same data directory */
void   net_start_host   (Net                *net,
                         const char * const *options);
void   net_free         (Net                *net);
/* a `parlour-cli join` peer that took @seat (--seat), joined */
Proc  *net_join         (Net                *net,
                         const char         *seat,
                         const char         *token_file);
/* a peer back with the token in @token_file, joined */
Proc  *net_rejoin       (Net                *net,
                         const char         *token_file);
char  *net_token_file   (Net                *net,
                         const char         *name);

G_END_DECLS
