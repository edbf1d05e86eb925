/* parlour-session.h — the autosave: written on change, debounced, by a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "parlour-autosave.h"
#include "parlour-table.h"

G_BEGIN_DECLS

/* How long after a change the autosave is written: later changes within it
 * are written with it (docs/reliability.md, "The autosave"). */
#define PARLOUR_SESSION_DELAY_MS 500

#define PARLOUR_TYPE_SESSION (parlour_session_get_type ())
G_DECLARE_FINAL_TYPE (ParlourSession, parlour_session, PARLOUR, SESSION, GObject)

/* Fills @saved (a borrowed match) with what @source shows now; FALSE when
 * @source has nothing to autosave (a network match's mirror). */
typedef gboolean (*ParlourSessionSnapshot) (GObject           *source,
                                            ParlourSavedMatch *saved);

/* The application's session (made on first use; the application keeps it
 * and flushes it at shutdown). It writes parlour_autosave_get_path(). */
ParlourSession    *parlour_session_get_default     (void);

/* @source's match, or what it shows of it (the ply shown, the board
 * flipped), changed: its @snapshot is written within
 * PARLOUR_SESSION_DELAY_MS, by a worker. The latest source is the one saved. */
void               parlour_session_changed         (ParlourSession          *self,
                                                    GObject                 *source,
                                                    ParlourSessionSnapshot   snapshot);
/* From now on every ::changed of @table (a move here, a computer seat's, a
 * peer's, a fallen flag, a pause, undo) is a change of @source, and so is a
 * notify of any of @source's @properties (NULL-terminated, or NULL: what its
 * snapshot shows of the match, as the ply shown or the board flipped): the
 * session follows them, nobody has to tell it. It follows one table per
 * source (NULL: none any more); every table after @source's first (another
 * match, or the same one under a new table) is a change too. */
void               parlour_session_follow          (ParlourSession          *self,
                                                    GObject                 *source,
                                                    ParlourTable            *table,
                                                    ParlourSessionSnapshot   snapshot,
                                                    const char *const       *properties);
/* Writes a pending change now, on this thread, and waits for a write under
 * way: at quit and when a window closes. */
gboolean           parlour_session_flush           (ParlourSession          *self,
                                                    GError                 **error);
/* @source goes away: a change of it still pending is written first. */
void               parlour_session_forget          (ParlourSession          *self,
                                                    GObject                 *source);
/* Reads the autosave (or an older Parlour's), once the writes under way are
 * done. NULL with G_FILE_ERROR_NOENT when there is none; a damaged one is
 * moved aside (parlour_autosave_move_aside()) and the error names its reason,
 * with the path it was kept at in @kept_at (NULL if it could not be moved). */
ParlourSavedMatch *parlour_session_restore         (ParlourSession          *self,
                                                    char                   **kept_at,
                                                    GError                 **error);

/* for tests: nothing is waiting to be written, and no write is under way */
gboolean           parlour_session_is_idle         (ParlourSession          *self);
/* for tests: the autosaves written, and whether the last one was written by
 * the main thread (a flush) */
guint              parlour_session_get_n_writes    (ParlourSession          *self);
gboolean           parlour_session_last_write_on_main_thread (ParlourSession *self);

G_END_DECLS
