/* parlour-match-news.h — what is new in a match since it was last looked at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sounds and the screen reader's announcements both follow the match a
 * window shows and react to what happened since they last looked: the moves
 * played on each board, a piece that came into a board's reserve without a
 * move there (Bughouse: a capture on the partner's board), the match ending.
 * An undo, the moves of a match just opened, or a match of another shape are
 * not news. GLib and the engine only.
 */
#pragma once

#include <glib.h>

#include "parlour-match.h"

G_BEGIN_DECLS

typedef struct {
  guint        first;          /* the first new ply; == n_moves: no new move */
  guint        n_moves;        /* the board's moves now */
  /* without a move on this board, a piece came into a reserve: its kind
   * (0: none came) and colour, the first such */
  guint        arrived_kind;
  ParlourColor arrived_color;
} ParlourBoardNews;

typedef struct _ParlourMatchNews ParlourMatchNews;

ParlourMatchNews       *parlour_match_news_new     (void);
void                    parlour_match_news_free    (ParlourMatchNews *self);
/* Looks at @match and records it. Returns the news of each board
 * (*@n_boards of them, owned by @self until the next look) and sets
 * *@ended when the match ended since the last look; with @report FALSE, or
 * when @match has another number of boards than the last one, there is no
 * news (first == n_moves, no arrival, not ended). */
const ParlourBoardNews *parlour_match_news_update  (ParlourMatchNews *self,
                                                    ParlourMatch     *match,
                                                    gboolean          report,
                                                    guint            *n_boards,
                                                    gboolean         *ended);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ParlourMatchNews, parlour_match_news_free)

G_END_DECLS
