/* parlour-announcer.h — a window's games said in words, for screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_ANNOUNCER (parlour_announcer_get_type ())
G_DECLARE_FINAL_TYPE (ParlourAnnouncer, parlour_announcer, PARLOUR, ANNOUNCER, GObject)

ParlourAnnouncer *parlour_announcer_new    (void);

/* What changed in @match since the last call is said (::announced): the new
 * moves on each board ("White Knight takes f3, check"), a SimulChess turn's
 * two moves together when they are revealed, a piece arriving in a hand with
 * no move there (Bughouse), the result. Unless @speak (another match is shown
 * now), only notes how the match is. */
void              parlour_announcer_follow (ParlourAnnouncer *self,
                                            ParlourMatch     *match,
                                            gboolean          speak);

/* the last text said, NULL if none (for tests) */
const char       *parlour_announcer_get_last (ParlourAnnouncer *self);

/* Signals:
 *   ::announced (guint board, const char *text)  @text is to be said, about @board
 */

G_END_DECLS
