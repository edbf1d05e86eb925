/* parlour-autosave.h — the match in progress, kept on disk across restarts and crashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "parlour-match.h"

G_BEGIN_DECLS

/* the most seats whose computer levels an autosave keeps (a match has at most 4) */
#define PARLOUR_SAVED_MAX_SEATS 8

/* Everything needed to bring a match back as the user left it. */
typedef struct {
  ParlourMatch *match;
  guint         view_ply;       /* PARLOUR_CURRENT_PLY: following the game */
  gboolean      flipped;
  /* [seat]: the level of a computer seat (PARLOUR_SEARCH_LEVEL_MIN..MAX); 0 for
   * other seats, and for all in an autosave that kept no levels */
  guint         levels[PARLOUR_SAVED_MAX_SEATS];
  /* Seats played from elsewhere (a bit per seat; the peers of a hosted
   * match): what they may see and this computer's seats may not — a
   * SimulChess move chosen but not revealed, a Panic game's seed — is left
   * out of what is written (parlour_seat_view_serialize_kept()). Not read back. */
  guint64       hidden_seats;
} ParlourSavedMatch;

ParlourSavedMatch *parlour_saved_match_new      (void);
void               parlour_saved_match_free     (ParlourSavedMatch *saved);

/* g_get_user_data_dir()/parlour/autosave.gvariant */
char              *parlour_autosave_get_path    (void);
/* where Parlour 0.1 kept its autosave (a key file; still read) */
char              *parlour_autosave_get_legacy_path (void);
/* Writes @saved atomically to @path, creating its folder; a legacy autosave
 * beside it goes, since this one replaces it. The clocks' time used on the
 * current move is kept (@now_us). */
gboolean           parlour_autosave_write       (const char              *path,
                                                 const ParlourSavedMatch *saved,
                                                 gint64                   now_us,
                                                 GError                 **error);
/* Writes @text (of parlour_autosave_to_data()) the same way; any thread. */
gboolean           parlour_autosave_write_data  (const char              *path,
                                                 const char              *text,
                                                 GError                 **error);
/* The text parlour_autosave_write() writes. */
char              *parlour_autosave_to_data     (const ParlourSavedMatch *saved,
                                                 gint64                   now_us);
/* Reads the current format or the legacy one. NULL with G_FILE_ERROR_NOENT when
 * there is no autosave, or with another error (naming what is wrong) when it is
 * malformed. The clocks come back paused. */
ParlourSavedMatch *parlour_autosave_read        (const char              *path,
                                                 gint64                   now_us,
                                                 GError                 **error);
/* The same from the file's @contents (@length bytes and a NUL after them). */
ParlourSavedMatch *parlour_autosave_read_data   (const char              *contents,
                                                 gsize                    length,
                                                 gint64                   now_us,
                                                 GError                 **error);
/* Renames a malformed autosave to "autosave.bad" beside it, or the first of
 * "autosave-2.bad", "autosave-3.bad" … that does not exist: an earlier damaged
 * autosave is kept. Returns the new path. */
char              *parlour_autosave_move_aside  (const char              *path,
                                                 GError                 **error);

/* parlour-autosave-legacy.c: the key file of Parlour 0.1 */
gboolean           parlour_autosave_is_legacy   (const char              *contents);
ParlourSavedMatch *parlour_autosave_read_legacy (const char              *contents,
                                                 gsize                    length,
                                                 gint64                   now_us,
                                                 GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ParlourSavedMatch, parlour_saved_match_free)

G_END_DECLS
