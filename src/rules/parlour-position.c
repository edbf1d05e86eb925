/* parlour-position.c — a position: construction, editing, hashing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-position-private.h"

#include <string.h>

G_DEFINE_BOXED_TYPE (ParlourPosition, parlour_position,
                     parlour_position_copy, parlour_position_free)

/**
 * parlour_position_new:
 * @variant: the variant
 *
 * Returns: (transfer full): the variant's start position
 */
ParlourPosition *
parlour_position_new (const ParlourVariant *variant)
{
  ParlourPosition *pos;

  g_return_val_if_fail (variant != NULL, NULL);

  parlour_zobrist_init ();
  parlour_variant_tables (variant);
  pos = g_new0 (ParlourPosition, 1);
  pos->variant = variant;
  parlour_position_set_start (pos);
  return pos;
}

void
parlour_position_set_start (ParlourPosition *pos)
{
  g_autoptr(GError) error = NULL;
  guint8 rules = pos->rules;

  if (!parlour_position_set_fen (pos, pos->variant->start_fen, &error))
    g_error ("%s: bad start position: %s", pos->variant->id, error->message);
  pos->rules = rules;
}

ParlourPosition *
parlour_position_copy (const ParlourPosition *pos)
{
  return g_memdup2 (pos, sizeof *pos);
}

void
parlour_position_free (ParlourPosition *pos)
{
  g_free (pos);
}

gboolean
parlour_position_equal (const ParlourPosition *a,
                        const ParlourPosition *b)
{
  return a->variant == b->variant &&
         memcmp (a->board, b->board, sizeof a->board) == 0 &&
         memcmp (a->reserve, b->reserve, sizeof a->reserve) == 0 &&
         memcmp (a->count, b->count, sizeof a->count) == 0 &&
         a->side == b->side && a->castling == b->castling && a->ep == b->ep &&
         a->ep_other == b->ep_other && a->pending == b->pending &&
         a->failed == b->failed &&
         a->royal[0] == b->royal[0] && a->royal[1] == b->royal[1] &&
         a->passes == b->passes && a->rules == b->rules &&
         a->halfmove == b->halfmove && a->fullmove == b->fullmove && a->hash == b->hash;
}

gboolean
parlour_position_piece_is_royal (const ParlourPosition *pos,
                                 ParlourPiece           piece)
{
  if (piece == PARLOUR_PIECE_EMPTY)
    return FALSE;
  return PARLOUR_PIECE_HAS_ROYAL_MARK (piece) ||
         pos->variant->kinds[PARLOUR_PIECE_KIND (piece)].royal;
}

void
parlour_position_rehash (ParlourPosition *pos)
{
  const ParlourZobrist *z = &parlour_zobrist;
  guint n_sq = pos->variant->width * pos->variant->height;
  guint64 h = 0;

  parlour_zobrist_init ();
  for (guint sq = 0; sq < n_sq; sq++)
    if (pos->board[sq])
      h ^= z->piece[pos->board[sq]][sq];
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= pos->variant->n_kinds; k++)
      h ^= z->reserve[k | (c << 4)][MIN (pos->reserve[c][k], 63)];
  if (pos->side == PARLOUR_BLACK)
    h ^= z->side;
  h ^= z->castling[pos->castling & 15];
  if (pos->ep != PARLOUR_NO_SQUARE)
    h ^= z->ep[pos->ep];
  /* the two targets of SimulChess are on different ranks, so one key table serves */
  if (pos->ep_other != PARLOUR_NO_SQUARE)
    h ^= z->ep[pos->ep_other];
  if (pos->pending != PARLOUR_MOVE_NONE)
    h ^= parlour_zobrist_pending (pos->pending);
  h ^= z->passes[MIN (pos->passes, 7)];
  pos->hash = h;
}

/* Recounts pieces and finds the royal squares from the board. */
static void
recount (ParlourPosition *pos)
{
  guint n_sq = pos->variant->width * pos->variant->height;

  memset (pos->count, 0, sizeof pos->count);
  pos->royal[0] = pos->royal[1] = PARLOUR_NO_SQUARE;
  for (guint sq = 0; sq < n_sq; sq++)
    {
      ParlourPiece p = pos->board[sq];
      if (!p)
        continue;
      pos->count[PARLOUR_PIECE_COLOR (p)][PARLOUR_PIECE_KIND (p)]++;
      if (parlour_position_piece_is_royal (pos, p))
        pos->royal[PARLOUR_PIECE_COLOR (p)] = sq;
    }
}

/**
 * parlour_position_put:
 * @pos: a position
 * @sq: a square
 * @piece: the piece to put there, or %PARLOUR_PIECE_EMPTY to clear it
 *
 * Edits the board (position editor, handicaps), keeping counts, royal squares
 * and the hash right.
 */
void
parlour_position_put (ParlourPosition *pos,
                      ParlourSquare    sq,
                      ParlourPiece     piece)
{
  g_return_if_fail (sq < pos->variant->width * pos->variant->height);
  g_return_if_fail (PARLOUR_PIECE_KIND (piece) <= pos->variant->n_kinds);

  pos->board[sq] = piece;
  recount (pos);
  parlour_position_rehash (pos);
}

void
parlour_position_set_reserve (ParlourPosition *pos,
                              ParlourColor     color,
                              guint            kind,
                              guint            count)
{
  g_return_if_fail (kind >= 1 && kind <= pos->variant->n_kinds);
  g_return_if_fail (count < 64);

  pos->reserve[color][kind] = count;
  parlour_position_rehash (pos);
}

void
parlour_position_recount (ParlourPosition *pos)
{
  recount (pos);
}
