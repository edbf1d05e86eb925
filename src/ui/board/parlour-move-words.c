/* parlour-move-words.c — moves said in words, for screen readers and typed moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A screen reader says each move as a player would (docs/accessibility.md):
 * who, what, where, and what it does to the other king. The hint of a typed
 * move says what it would play the same way, with the square it leaves.
 * GLib and the engine only, so that the words are tested without a window.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-move-words.h"
#include "parlour-notation.h"

static const char *
kind_name (const ParlourVariant *v,
           guint                 kind)
{
  if (kind < 1 || kind > v->n_kinds)
    return "?";
  return _(v->kinds[kind].name);
}

/* "White Knight", "Knight g1", "White Knight g1" */
static char *
subject (const ParlourPosition *pos,
         guint                  from,
         ParlourMoveWordsFlags  flags)
{
  ParlourPiece piece = pos->board[from];
  const char *kind = kind_name (pos->variant, PARLOUR_PIECE_KIND (piece));
  g_autofree char *what = NULL;
  char square[8];

  parlour_square_name (pos->variant, from, square);
  if (flags & PARLOUR_MOVE_WORDS_FROM)
    /* Translators: a piece and the square it stands on, e.g. "Knight g1" */
    what = g_strdup_printf (C_("piece on square", "%s %s"), kind, square);
  else
    what = g_strdup (kind);
  if (!(flags & PARLOUR_MOVE_WORDS_SIDE))
    return g_steal_pointer (&what);
  return PARLOUR_PIECE_COLOR (piece) == PARLOUR_WHITE
         /* Translators: a white piece, e.g. "White Knight" or "White Knight g1" */
         ? g_strdup_printf (_("White %s"), what)
         /* Translators: a black piece, e.g. "Black Knight" or "Black Knight g1" */
         : g_strdup_printf (_("Black %s"), what);
}

static char *
plain_words (const ParlourPosition *before,
             ParlourMove            move,
             ParlourMoveWordsFlags  flags)
{
  const ParlourVariant *v = before->variant;
  guint from = PARLOUR_MOVE_FROM (move), to = PARLOUR_MOVE_TO (move);
  gboolean side = (flags & PARLOUR_MOVE_WORDS_SIDE) != 0;
  gboolean white = before->side == PARLOUR_WHITE;
  g_autofree char *who = NULL;
  char square[8];

  parlour_square_name (v, to, square);
  switch (PARLOUR_MOVE_FLAG (move))
    {
    case PARLOUR_MOVE_PASS:
      if (!side)
        return g_strdup (_("pass"));
      return g_strdup (white ? _("White passes") : _("Black passes"));
    case PARLOUR_MOVE_DROP:
      {
        const char *kind = kind_name (v, PARLOUR_MOVE_DROP_KIND (move));

        if (!side)
          /* Translators: a typed move's hint, e.g. "drop a Knight on f3" */
          return g_strdup_printf (_("drop a %s on %s"), kind, square);
        return white
               /* Translators: e.g. "White drops a Knight on f3" */
               ? g_strdup_printf (_("White drops a %s on %s"), kind, square)
               /* Translators: e.g. "Black drops a Knight on f3" */
               : g_strdup_printf (_("Black drops a %s on %s"), kind, square);
      }
    case PARLOUR_MOVE_CASTLE:
      {
        gboolean kingside = to % v->width > from % v->width;

        if (!side)
          return g_strdup (kingside ? _("castle kingside") : _("castle queenside"));
        if (white)
          return g_strdup (kingside ? _("White castles kingside") : _("White castles queenside"));
        return g_strdup (kingside ? _("Black castles kingside") : _("Black castles queenside"));
      }
    default:
      break;
    }

  who = subject (before, from, flags);
  if (parlour_position_is_capture (before, move))
    /* Translators: a capture, e.g. "White Knight takes f3" */
    return g_strdup_printf (_("%s takes %s"), who, square);
  /* Translators: a move, e.g. "White Knight to f3" or "Knight g1 to f3" */
  return g_strdup_printf (_("%s to %s"), who, square);
}

char *
parlour_move_words (const ParlourPosition *before,
                    ParlourMove            move,
                    const ParlourPosition *after,
                    ParlourMoveWordsFlags  flags)
{
  g_autofree char *words = NULL;
  guint promo;

  g_return_val_if_fail (before != NULL, NULL);

  /* SimulChess: what was chosen is a secret until both have chosen */
  if (after != NULL && after->pending != PARLOUR_MOVE_NONE)
    return g_strdup (before->side == PARLOUR_WHITE ? _("White has chosen a move")
                                                   : _("Black has chosen a move"));

  words = plain_words (before, move, flags);
  promo = PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_DROP ? 0 : PARLOUR_MOVE_PROMO (move);
  if (promo != 0)
    {
      g_autofree char *base = g_steal_pointer (&words);

      /* Translators: a promotion, e.g. "White Pawn to e8, becomes a Queen" */
      words = g_strdup_printf (_("%s, becomes a %s"), base, kind_name (before->variant, promo));
    }
  if (after != NULL && PARLOUR_MOVE_FLAG (move) != PARLOUR_MOVE_PASS &&
      parlour_position_in_check (after))
    {
      g_autofree char *base = g_steal_pointer (&words);
      ParlourPosition copy = *after;
      ParlourMoveList replies;

      parlour_position_legal_moves (&copy, &replies);
      words = replies.n == 0
              /* Translators: a move that mates, e.g. "White Queen takes f7, checkmate" */
              ? g_strdup_printf (_("%s, checkmate"), base)
              /* Translators: a move that checks, e.g. "White Knight takes f3, check" */
              : g_strdup_printf (_("%s, check"), base);
    }
  return g_steal_pointer (&words);
}

char *
parlour_square_words (const ParlourPosition *pos,
                      guint                  square)
{
  const ParlourVariant *variant = pos->variant;
  ParlourPiece piece = pos->board[square];
  char name[8];

  g_return_val_if_fail (pos != NULL, NULL);

  parlour_square_name (variant, square, name);
  if (piece == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_KIND (piece) > variant->n_kinds)
    /* Translators: a square of the board and what is on it, e.g. "e4, empty" */
    return g_strdup_printf (_("%s, empty"), name);
  if (PARLOUR_PIECE_COLOR (piece) == PARLOUR_WHITE)
    /* Translators: a square and a piece, e.g. "e4, white Pawn" */
    return g_strdup_printf (_("%s, white %s"), name,
                            _(variant->kinds[PARLOUR_PIECE_KIND (piece)].name));
  /* Translators: a square and a piece, e.g. "e5, black Pawn" */
  return g_strdup_printf (_("%s, black %s"), name,
                          _(variant->kinds[PARLOUR_PIECE_KIND (piece)].name));
}
