/* parlour-panic-match.c — Panic chess: a player picks a piece, chance picks its move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One board, turns as in chess, but a seat's actions are the pieces it may
 * pick (docs/panic.md): the move comes from the game's seed, the ply and the
 * square (parlour-panic.h), so the same match replays the same way. The seed
 * is set when the match is made, so that it is saved before the first move.
 */
#include "config.h"

#include "parlour-match-private.h"
#include "parlour-panic.h"
#include "parlour-panic-match.h"
#include "parlour-single-match.h"

struct _ParlourPanicMatch
{
  ParlourMatch parent_instance;
};

G_DEFINE_FINAL_TYPE (ParlourPanicMatch, parlour_panic_match, PARLOUR_TYPE_MATCH)

static void
parlour_panic_match_set_up (ParlourMatch *match,
                            ParlourGame  *game,
                            ParlourClock *clock)
{
  PARLOUR_MATCH_CLASS (parlour_panic_match_parent_class)->set_up (match, game, clock);
  parlour_panic_game_get_seed (game);
}

static void
parlour_panic_match_legal_actions (ParlourMatch *match,
                                   guint         seat,
                                   GArray       *actions)
{
  ParlourGame *game = parlour_match_get_game (match, parlour_match_get_seat (match, seat)->board);
  const ParlourPosition *pos = parlour_game_get_position (game);
  guint n_squares = pos->variant->width * pos->variant->height;

  if (!parlour_match_check_turn (match, seat, NULL))
    return;
  for (guint square = 0; square < n_squares; square++)
    if (parlour_panic_is_selectable (pos, square))
      {
        ParlourAction action = { PARLOUR_ACTION_PICK, PARLOUR_MOVE_NONE, square };

        g_array_append_val (actions, action);
      }
}

static gboolean
parlour_panic_match_submit (ParlourMatch        *match,
                            guint                seat,
                            const ParlourAction *action,
                            gint64               now_us,
                            GError             **error)
{
  const ParlourSeat *s = parlour_match_get_seat (match, seat);
  ParlourGame *game = parlour_match_get_game (match, s->board);
  ParlourMove played;

  if (!parlour_match_check_turn (match, seat, error))
    return FALSE;
  /* choosing the move is chance's: a seat picks a piece */
  if (action->kind != PARLOUR_ACTION_PICK)
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                           "In Panic chess a player picks a piece; chance picks its move");
      return FALSE;
    }
  if (!parlour_panic_game_select (game, action->square, &played, error))
    return FALSE;
  parlour_match_board_moved (match, s->board, s->color, now_us);
  return TRUE;
}

static ParlourInputFlags
parlour_panic_match_input (ParlourMatch *match,
                           guint         seat)
{
  return parlour_match_check_turn (match, seat, NULL) ? PARLOUR_INPUT_PICK : PARLOUR_INPUT_NONE;
}

static void
parlour_panic_match_class_init (ParlourPanicMatchClass *klass)
{
  ParlourMatchClass *match_class = PARLOUR_MATCH_CLASS (klass);

  match_class->set_up = parlour_panic_match_set_up;
  match_class->legal_actions = parlour_panic_match_legal_actions;
  match_class->submit = parlour_panic_match_submit;
  match_class->input = parlour_panic_match_input;
}

static void
parlour_panic_match_init (ParlourPanicMatch *self)
{
}
