/* parlour-match-news.c — what is new in a match since it was last looked at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "parlour-match-news.h"

/* how a board was when last looked at */
typedef struct {
  guint  n_moves;
  guint8 reserve[2][PARLOUR_MAX_KINDS];
} BoardState;

struct _ParlourMatchNews
{
  GArray   *boards;   /* BoardState */
  GArray   *news;     /* ParlourBoardNews, the last look's */
  gboolean  over;
};

ParlourMatchNews *
parlour_match_news_new (void)
{
  ParlourMatchNews *self = g_new0 (ParlourMatchNews, 1);

  self->boards = g_array_new (FALSE, TRUE, sizeof (BoardState));
  self->news = g_array_new (FALSE, TRUE, sizeof (ParlourBoardNews));
  return self;
}

void
parlour_match_news_free (ParlourMatchNews *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->boards);
  g_array_unref (self->news);
  g_free (self);
}

static void
find_arrival (const BoardState      *state,
              const ParlourPosition *pos,
              ParlourBoardNews      *news)
{
  for (guint color = 0; color < 2; color++)
    for (guint kind = 1; kind <= pos->variant->n_kinds && kind < PARLOUR_MAX_KINDS; kind++)
      if (pos->reserve[color][kind] > state->reserve[color][kind])
        {
          news->arrived_kind = kind;
          news->arrived_color = (ParlourColor) color;
          return;
        }
}

const ParlourBoardNews *
parlour_match_news_update (ParlourMatchNews *self,
                           ParlourMatch     *match,
                           gboolean          report,
                           guint            *n_boards,
                           gboolean         *ended)
{
  guint n;
  gboolean over;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  n = parlour_match_get_n_boards (match);
  over = parlour_match_is_over (match);
  /* a match of another shape is another match */
  if (n != self->boards->len)
    {
      g_array_set_size (self->boards, n);
      memset (self->boards->data, 0, n * sizeof (BoardState));
      report = FALSE;
    }
  g_array_set_size (self->news, n);

  for (guint b = 0; b < n; b++)
    {
      BoardState *state = &g_array_index (self->boards, BoardState, b);
      ParlourBoardNews *news = &g_array_index (self->news, ParlourBoardNews, b);
      ParlourGame *game = parlour_match_get_game (match, b);
      guint n_moves = parlour_game_get_n_moves (game);
      const ParlourPosition *pos = parlour_game_get_position (game);

      memset (news, 0, sizeof *news);
      news->n_moves = n_moves;
      /* an undo, or the moves of a match just opened, are not news */
      news->first = report && n_moves > state->n_moves ? state->n_moves : n_moves;
      if (report && n_moves == state->n_moves)
        find_arrival (state, pos, news);
      state->n_moves = n_moves;
      memcpy (state->reserve, pos->reserve, sizeof state->reserve);
    }

  if (ended != NULL)
    *ended = report && over && !self->over;
  self->over = over;
  if (n_boards != NULL)
    *n_boards = n;
  return (const ParlourBoardNews *) self->news->data;
}
