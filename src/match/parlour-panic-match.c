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

#include <string.h>

#include "parlour-match-private.h"
#include "parlour-panic.h"
#include "parlour-panic-match.h"
#include "parlour-seat-view.h"
#include "parlour-single-match.h"

struct _ParlourPanicMatch
{
  ParlourMatch parent_instance;
};

static void parlour_panic_match_seat_view_init (ParlourSeatViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourPanicMatch, parlour_panic_match, PARLOUR_TYPE_MATCH,
                               G_IMPLEMENT_INTERFACE (PARLOUR_TYPE_SEAT_VIEW,
                                                      parlour_panic_match_seat_view_init))

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

/* @pgn without its Seed tag: the tags are the lines before the first empty
 * one, each "[Name "value"]" as the PGN writer writes them. */
static char *
without_seed (const char *pgn)
{
  GString *out = g_string_sized_new (strlen (pgn));
  const char *line = pgn;
  gboolean in_tags = TRUE;

  while (*line != '\0')
    {
      const char *end = strchr (line, '\n');
      gsize length = end != NULL ? (gsize) (end - line) + 1 : strlen (line);

      if (length <= 1)
        in_tags = FALSE;
      if (!in_tags || !g_str_has_prefix (line, "[Seed \""))
        g_string_append_len (out, line, length);
      line += length;
    }
  return g_string_free (out, FALSE);
}

/* The seed and the position decide every roll (docs/panic.md), so whoever
 * knows the seed knows where each piece would go before picking it. The host
 * rolls; peers get the seed only once the game is over, so that it can still
 * be replayed (docs/protocol.md, "State"). */
static GVariant *
parlour_panic_match_serialize_for (ParlourSeatView *view,
                                   guint64          seats)
{
  ParlourMatch *match = PARLOUR_MATCH (view);
  g_autoptr(GVariant) saved = NULL;
  GVariantBuilder builder, boards;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (parlour_match_is_over (match))
    return parlour_match_serialize (match);
  saved = g_variant_ref_sink (parlour_match_serialize (match));
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_loop (&iter, "{&sv}", &key, &value))
    {
      GVariantIter board_iter;
      GVariant *board;

      if (!g_str_equal (key, "boards"))
        {
          g_variant_builder_add (&builder, "{sv}", key, value);
          continue;
        }
      g_variant_builder_init (&boards, G_VARIANT_TYPE ("aa{sv}"));
      g_variant_iter_init (&board_iter, value);
      while ((board = g_variant_iter_next_value (&board_iter)) != NULL)
        {
          g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (board);
          const char *pgn;

          if (g_variant_dict_lookup (&dict, "pgn", "&s", &pgn))
            {
              g_autofree char *hidden = without_seed (pgn);

              g_variant_dict_insert (&dict, "pgn", "s", hidden);
            }
          g_variant_builder_add_value (&boards, g_variant_dict_end (&dict));
          g_variant_unref (board);
        }
      g_variant_builder_add (&builder, "{sv}", key, g_variant_builder_end (&boards));
    }
  return g_variant_builder_end (&builder);
}

static void
parlour_panic_match_seat_view_init (ParlourSeatViewInterface *iface)
{
  iface->serialize_for = parlour_panic_match_serialize_for;
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
