/* parlour-setup.c — checks for a position set up by hand (docs/editor.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The FEN reader refuses a bad position with the first thing wrong, in English,
 * for files and the command line. The position editor wants more: every problem
 * at once, in the user's language, while the position is still being built, and
 * which castling rights and en passant squares to offer at all. Each check here
 * is one the FEN reader or the variant's validate hook also makes, or a limit on
 * the number of pieces that no game of the variant can exceed; a position that
 * passes them all is read back from its FEN unchanged (the last check makes sure).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "parlour-movegen.h"
#include "parlour-notation.h"
#include "parlour-position-private.h"
#include "parlour-setup.h"

guint8
parlour_setup_castling_allowed (const ParlourPosition *pos)
{
  const ParlourVariant *v;
  const ParlourTables *t;
  guint king, rook;
  guint8 allowed = 0;

  g_return_val_if_fail (pos != NULL, 0);

  v = pos->variant;
  if (!(v->flags & PARLOUR_VARIANT_CASTLING))
    return 0;
  t = parlour_variant_tables (v);
  king = parlour_variant_royal_kind (v);
  rook = parlour_variant_kind_from_letter (v, 'R');
  for (guint c = 0; c < 2; c++)
    {
      if (pos->board[t->castle_king[c]] != PARLOUR_PIECE_MAKE (king, c))
        continue;
      for (guint side = 0; side < 2; side++)
        if (pos->board[t->castle_rook[c][side]] == PARLOUR_PIECE_MAKE (rook, c))
          allowed |= 1u << (c * 2 + side);
    }
  return allowed;
}

/* Could a pawn of the side not to move have just passed @sq with its double
 * step, and can a pawn of the side to move take it there? */
static gboolean
is_ep_candidate (const ParlourPosition *pos,
                 guint                  sq)
{
  const ParlourVariant *v = pos->variant;
  ParlourColor us = pos->side;
  guint w = v->width;
  guint pawn = parlour_variant_pawn_kind (v);
  guint want_rank = us == PARLOUR_WHITE ? v->height - 3 : 2;
  guint passed, start;
  ParlourPosition probe;

  if (sq / w != want_rank || pos->board[sq] != PARLOUR_PIECE_EMPTY)
    return FALSE;
  passed = us == PARLOUR_WHITE ? sq - w : sq + w;
  start = us == PARLOUR_WHITE ? sq + w : sq - w;
  if (pos->board[passed] != PARLOUR_PIECE_MAKE (pawn, PARLOUR_OTHER (us)) ||
      pos->board[start] != PARLOUR_PIECE_EMPTY)
    return FALSE;
  /* the engine keeps an en passant square only where a capture can use it
   * (docs/engine.md), so the editor offers no other */
  probe = *pos;
  probe.ep = sq;
  parlour_movegen_settle_ep (&probe);
  return probe.ep == sq;
}

/* @pos as the side not to move sees it, for its own en passant square
 * (SimulChess: both sides move in a turn, docs/rules/simulchess.md). */
static ParlourPosition
other_side (const ParlourPosition *pos)
{
  ParlourPosition probe = *pos;

  probe.side = PARLOUR_OTHER (pos->side);
  probe.ep = pos->ep_other;
  probe.ep_other = PARLOUR_NO_SQUARE;
  return probe;
}

guint
parlour_setup_ep_other_candidates (const ParlourPosition *pos,
                                   ParlourSquare         *out,
                                   guint                  max)
{
  ParlourPosition probe;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (!(pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS))
    return 0;
  probe = other_side (pos);
  return parlour_setup_ep_candidates (&probe, out, max);
}

guint
parlour_setup_ep_candidates (const ParlourPosition *pos,
                             ParlourSquare         *out,
                             guint                  max)
{
  const ParlourVariant *v;
  guint n = 0, rank;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  v = pos->variant;
  if (!(v->flags & PARLOUR_VARIANT_EN_PASSANT) || parlour_variant_pawn_kind (v) == 0)
    return 0;
  rank = pos->side == PARLOUR_WHITE ? v->height - 3 : 2;
  for (guint file = 0; file < v->width && n < max; file++)
    {
      guint sq = parlour_square (v->width, file, rank);

      if (is_ep_candidate (pos, sq))
        out[n++] = sq;
    }
  return n;
}

static void
add (GPtrArray *problems,
     char      *text)
{
  g_ptr_array_add (problems, text);
}

static const char *
side_name (ParlourColor c)
{
  return c == PARLOUR_WHITE ? _("White") : _("Black");
}

static void
check_royals (const ParlourPosition *pos,
              GPtrArray             *problems)
{
  const ParlourVariant *v = pos->variant;
  guint royal_kind = parlour_variant_royal_kind (v);
  guint n_sq = v->width * v->height;
  guint royals[2] = { 0, 0 };
  const char *name;

  if (royal_kind == 0)
    return;
  name = g_dgettext (GETTEXT_PACKAGE, v->kinds[royal_kind].name);
  for (guint sq = 0; sq < n_sq; sq++)
    if (pos->board[sq] != PARLOUR_PIECE_EMPTY &&
        parlour_position_piece_is_royal (pos, pos->board[sq]))
      royals[PARLOUR_PIECE_COLOR (pos->board[sq])]++;
  for (guint c = 0; c < 2; c++)
    {
      if (royals[c] == 0)
        /* Translators: "White has no King"; the second %s is the royal piece's
         * name (King, Leader) */
        add (problems, g_strdup_printf (_("%s has no %s"), side_name (c), name));
      else if (royals[c] > 1)
        /* Translators: "White has 2 royal pieces (King)"; only one is allowed */
        add (problems, g_strdup_printf (_("%s has %u royal pieces (%s); only one is allowed"),
                                        side_name (c), royals[c], name));
    }
}

/* Pawns promote on the last rank and cannot stand on the first where they
 * promote at the end (docs/rules/chess.md); Bungalow's pawns stand anywhere. */
static void
check_pawn_ranks (const ParlourPosition *pos,
                  GPtrArray             *problems)
{
  const ParlourVariant *v = pos->variant;
  guint pawn = parlour_variant_pawn_kind (v);

  if (!(v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO) || pawn == 0)
    return;
  for (guint rank = 0; rank < v->height; rank += v->height - 1)
    for (guint file = 0; file < v->width; file++)
      {
        guint sq = parlour_square (v->width, file, rank);
        char name[8];

        if (PARLOUR_PIECE_KIND (pos->board[sq]) != pawn)
          continue;
        parlour_square_name (v, sq, name);
        /* Translators: %s is a square, e.g. "A pawn stands on e8, on the first or
         * last rank" */
        add (problems, g_strdup_printf (_("A pawn stands on %s, on the first or last rank"),
                                        name));
        return;
      }
}

static void
check_not_in_check (const ParlourPosition *pos,
                    GPtrArray             *problems)
{
  ParlourColor them = PARLOUR_OTHER (pos->side);

  if ((pos->variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL) ||
      (pos->rules & PARLOUR_RULE_KING_CAPTURE))
    return;
  if (pos->royal[them] != PARLOUR_NO_SQUARE &&
      parlour_position_is_attacked (pos, pos->royal[them], pos->side))
    /* Translators: "Black is in check, but it is White's turn" */
    add (problems, g_strdup_printf (_("%s is in check, but it is %s’s turn"),
                                    side_name (them), side_name (pos->side)));
}

static void
check_castling_and_ep (const ParlourPosition *pos,
                       GPtrArray             *problems)
{
  guint8 impossible = pos->castling & ~parlour_setup_castling_allowed (pos);

  for (guint c = 0; c < 2; c++)
    for (guint side = 0; side < 2; side++)
      if (impossible & (1u << (c * 2 + side)))
        add (problems, g_strdup_printf (side == 0
                                        ? _("%s cannot castle king-side: the king or the rook "
                                            "is not on its start square")
                                        : _("%s cannot castle queen-side: the king or the rook "
                                            "is not on its start square"),
                                        side_name (c)));
  if (pos->ep != PARLOUR_NO_SQUARE && !is_ep_candidate (pos, pos->ep))
    {
      char name[8];

      parlour_square_name (pos->variant, pos->ep, name);
      add (problems, g_strdup_printf (_("No pawn can be taken en passant on %s"), name));
    }
  if (pos->ep_other != PARLOUR_NO_SQUARE)
    {
      ParlourPosition probe = other_side (pos);
      char name[8];

      if (!(pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS) ||
          !is_ep_candidate (&probe, probe.ep))
        {
          parlour_square_name (pos->variant, pos->ep_other, name);
          add (problems, g_strdup_printf (_("No pawn can be taken en passant on %s"), name));
        }
    }
}

/* No game of the variant can have more pieces of a side than it starts with, nor
 * more pawns; where pawns promote, every piece beyond the start's count of its
 * kind is a pawn that promoted. With drops pieces change sides (and in bughouse
 * come over from the other board), so no count is a limit there. */
static void
check_counts (const ParlourPosition *pos,
              GPtrArray             *problems)
{
  const ParlourVariant *v = pos->variant;
  g_autoptr(ParlourPosition) start = NULL;
  guint pawn = parlour_variant_pawn_kind (v);

  if (v->flags & PARLOUR_VARIANT_DROPS)
    return;
  start = parlour_position_new_from_fen (v, v->start_fen, NULL);
  g_return_if_fail (start != NULL);
  for (guint c = 0; c < 2; c++)
    {
      guint total = 0, start_total = 0, promoted = 0, missing_pawns = 0;

      for (guint k = 1; k <= v->n_kinds; k++)
        {
          total += pos->count[c][k];
          start_total += start->count[c][k];
          if (k != pawn && pos->count[c][k] > start->count[c][k])
            promoted += pos->count[c][k] - start->count[c][k];
        }
      if (pawn != 0 && pos->count[c][pawn] < start->count[c][pawn])
        missing_pawns = start->count[c][pawn] - pos->count[c][pawn];
      if (total > start_total)
        add (problems, g_strdup_printf (_("%s has %u pieces; a game has at most %u"),
                                        side_name (c), total, start_total));
      else if (pawn != 0 && pos->count[c][pawn] > start->count[c][pawn])
        add (problems, g_strdup_printf (_("%s has %u pawns; a game has at most %u"),
                                        side_name (c), pos->count[c][pawn],
                                        start->count[c][pawn]));
      else if ((v->flags & PARLOUR_VARIANT_LAST_RANK_PROMO) && pawn != 0 &&
               promoted > missing_pawns)
        add (problems, g_strdup_printf (_("%s has more pieces than the start and its promoted "
                                          "pawns allow: each extra piece is a promoted pawn"),
                                        side_name (c)));
    }
}

gboolean
parlour_setup_check (const ParlourPosition *pos,
                     GPtrArray             *problems)
{
  guint before;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  before = problems->len;
  check_royals (pos, problems);
  check_pawn_ranks (pos, problems);
  if (problems->len == before)
    check_not_in_check (pos, problems);
  check_castling_and_ep (pos, problems);
  check_counts (pos, problems);

  /* Whatever else the variant's own checks refuse (they are in English: they
   * are the FEN reader's, for files) still keeps the position from being played. */
  if (problems->len == before)
    {
      g_autofree char *fen = parlour_position_to_fen (pos);
      g_autoptr(GError) error = NULL;
      g_autoptr(ParlourPosition) back = parlour_position_new_from_fen (pos->variant, fen,
                                                                       &error);

      if (back == NULL)
        add (problems, g_strdup (error->message));
    }
  return problems->len == before;
}
