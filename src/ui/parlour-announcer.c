/* parlour-announcer.c — a window's games said in words, for screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Like the sounds (parlour-sound-player.c), the window tells the announcer
 * whenever its match changed, and the announcer works out what is new: the
 * moves played since, on each board, and the end. It only makes the words
 * (parlour-move-words.c) and hands them on with ::announced; the board view
 * says them to assistive technologies (parlour_board_view_announce(),
 * docs/accessibility.md). A screen reader user hears every move, whoever or
 * whatever made it; without a screen reader nothing is heard.
 *
 * A SimulChess turn is told when it is revealed, both moves together, never
 * before: a game holds a chosen move only once both sides have chosen.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-announcer.h"
#include "parlour-match-news.h"
#include "parlour-move-words.h"
#include "parlour-side-panel.h"

/* a jump of more moves than this (a game opened, a network catch-up) says
 * only its last ones */
#define MAX_SAID 2

struct _ParlourAnnouncer
{
  GObject  parent_instance;

  ParlourMatchNews *news;   /* of the match followed */
  char             *last;
};

G_DEFINE_FINAL_TYPE (ParlourAnnouncer, parlour_announcer, G_TYPE_OBJECT)

enum {
  ANNOUNCED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
say (ParlourAnnouncer *self,
     guint             board,
     const char       *text)
{
  g_free (self->last);
  self->last = g_strdup (text);
  g_signal_emit (self, signals[ANNOUNCED], 0, board, text);
}

/* ply @i of @game in words; a SimulChess turn (ply @i chosen by White, ply
 * @i + 1 by Black) as its reveal */
static char *
ply_words (ParlourGame *game,
           guint        i,
           guint       *used)
{
  const ParlourPosition *before = parlour_game_get_position_at (game, i);
  const ParlourPosition *after = parlour_game_get_position_at (game, i + 1);
  ParlourMove move = parlour_game_get_move (game, i);

  *used = 1;
  if (after->pending != PARLOUR_MOVE_NONE && i + 1 < parlour_game_get_n_moves (game))
    {
      ParlourPosition black = *before;
      g_autofree char *white_words = NULL, *black_words = NULL;

      /* Black's move, said in the position Black chose it in */
      black.side = PARLOUR_BLACK;
      white_words = parlour_move_words (before, move, NULL, PARLOUR_MOVE_WORDS_SIDE);
      black_words = parlour_move_words (&black, parlour_game_get_move (game, i + 1), NULL,
                                        PARLOUR_MOVE_WORDS_SIDE);
      *used = 2;
      /* Translators: SimulChess's two moves of a turn, shown at once, e.g.
       * "Revealed: White Knight to f3; Black Pawn to e5" */
      return g_strdup_printf (_("Revealed: %s; %s"), white_words, black_words);
    }
  if (before->variant->flags & PARLOUR_VARIANT_CHANCE)
    {
      g_autofree char *words = parlour_move_words (before, move, after,
                                                   PARLOUR_MOVE_WORDS_SIDE | PARLOUR_MOVE_WORDS_FROM);

      /* Translators: a game of chance: the piece picked and where chance sent
       * it, e.g. "Rolled: White Knight g1 to f3" */
      return g_strdup_printf (_("Rolled: %s"), words);
    }
  return parlour_move_words (before, move, after, PARLOUR_MOVE_WORDS_SIDE);
}

/* Bughouse: pieces that came into a hand with no move on this board */
static char *
arrival_words (const ParlourBoardNews *news,
               const ParlourPosition  *pos)
{
  const char *name = _(pos->variant->kinds[news->arrived_kind].name);

  return news->arrived_color == PARLOUR_WHITE
         /* Translators: Bughouse, a piece from the partner's board, e.g.
          * "White receives a Knight" */
         ? g_strdup_printf (_("White receives a %s"), name)
         /* Translators: e.g. "Black receives a Knight" */
         : g_strdup_printf (_("Black receives a %s"), name);
}

static char *
result_words (ParlourMatch *match)
{
  ParlourTermination termination;
  ParlourResult result = parlour_match_get_result (match, &termination);

  if (parlour_match_get_n_boards (match) > 1)
    return parlour_describe_team_result (match, result, termination);
  return parlour_describe_result (result, termination, NULL, NULL);
}

void
parlour_announcer_follow (ParlourAnnouncer *self,
                          ParlourMatch     *match,
                          gboolean          speak)
{
  const ParlourBoardNews *news;
  guint n_boards;
  gboolean ended;

  g_return_if_fail (PARLOUR_IS_ANNOUNCER (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  news = parlour_match_news_update (self->news, match, speak, &n_boards, &ended);
  for (guint b = 0; b < n_boards; b++)
    {
      ParlourGame *game = parlour_match_get_game (match, b);

      if (news[b].first < news[b].n_moves)
        {
          g_autoptr(GString) text = g_string_new (NULL);
          guint n_moves = news[b].n_moves;
          guint first = MAX (news[b].first, n_moves > MAX_SAID ? n_moves - MAX_SAID : 0);

          for (guint i = first, used; i < n_moves; i += used)
            {
              g_autofree char *words = ply_words (game, i, &used);

              if (text->len > 0)
                g_string_append (text, ". ");
              g_string_append (text, words);
            }
          say (self, b, text->str);
        }
      else if (news[b].arrived_kind != 0)
        {
          g_autofree char *words = arrival_words (&news[b], parlour_game_get_position (game));

          say (self, b, words);
        }
    }

  if (ended)
    {
      g_autofree char *words = result_words (match);

      if (words != NULL)
        say (self, 0, words);
    }
}

const char *
parlour_announcer_get_last (ParlourAnnouncer *self)
{
  g_return_val_if_fail (PARLOUR_IS_ANNOUNCER (self), NULL);

  return self->last;
}

static void
parlour_announcer_finalize (GObject *object)
{
  ParlourAnnouncer *self = PARLOUR_ANNOUNCER (object);

  parlour_match_news_free (self->news);
  g_free (self->last);

  G_OBJECT_CLASS (parlour_announcer_parent_class)->finalize (object);
}

static void
parlour_announcer_class_init (ParlourAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = parlour_announcer_finalize;

  /**
   * ParlourAnnouncer::announced:
   * @board: the board it is about
   * @text: what to say (translated)
   */
  signals[ANNOUNCED] = g_signal_new ("announced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                     G_TYPE_UINT, G_TYPE_STRING);
}

static void
parlour_announcer_init (ParlourAnnouncer *self)
{
  self->news = parlour_match_news_new ();
}

ParlourAnnouncer *
parlour_announcer_new (void)
{
  return g_object_new (PARLOUR_TYPE_ANNOUNCER, NULL);
}
