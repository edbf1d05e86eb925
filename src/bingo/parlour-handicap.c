/* parlour-handicap.c — the material handicap's rules (docs/rules/bingo.md, "Material handicap")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A handicap start is the standard start with some of the giver's pieces
 * missing; everything left stands on its start square, the king always stays,
 * and castling rights follow the rooks that remain. The giver chooses a set
 * worth at least V, the taker one worth at most V; either way at most
 * max(2, p + 1) pawns go, p being the pieces other than pawns that go.
 */
#include "config.h"

#include <string.h>

#include "parlour-handicap.h"
#include "parlour-notation.h"
#include "parlour-variant-chess.h"

G_DEFINE_QUARK (parlour-handicap-error-quark, parlour_handicap_error)

static const guint points[PARLOUR_BINGO_KINDS] = { 0, 1, 3, 3, 5, 9, 0 };

ParlourHandicapChooser
parlour_handicap_chooser (guint game)
{
  g_return_val_if_fail (game >= 1, PARLOUR_HANDICAP_GIVER);

  if (game == 1)
    return PARLOUR_HANDICAP_GIVER;
  return ((game - 2) / 2) % 2 == 0 ? PARLOUR_HANDICAP_TAKER : PARLOUR_HANDICAP_GIVER;
}

const char *
parlour_handicap_chooser_name (ParlourHandicapChooser chooser)
{
  return chooser == PARLOUR_HANDICAP_GIVER ? "giver" : "taker";
}

guint
parlour_handicap_value (const guint removed[PARLOUR_BINGO_KINDS])
{
  guint total = 0;

  for (guint kind = PARLOUR_CHESS_PAWN; kind < PARLOUR_BINGO_KINDS; kind++)
    total += points[kind] * removed[kind];
  return total;
}

gboolean
parlour_handicap_check_set (const guint           *removed,
                            ParlourHandicapChooser chooser,
                            guint                  value,
                            GError               **error)
{
  guint pieces = 0, pawns = removed[PARLOUR_CHESS_PAWN], total;

  g_return_val_if_fail (removed != NULL, FALSE);

  if (removed[PARLOUR_CHESS_KING] > 0)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_KING,
                   "the king cannot be removed");
      return FALSE;
    }
  for (guint kind = PARLOUR_CHESS_KNIGHT; kind <= PARLOUR_CHESS_QUEEN; kind++)
    pieces += removed[kind];
  if (pawns > MAX (2, pieces + 1))
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_PAWNS,
                   "too many pawns removed: %u pawns with %u other pieces, at most %u "
                   "(max(2, p + 1) for p other pieces)", pawns, pieces, MAX (2, pieces + 1));
      return FALSE;
    }
  total = parlour_handicap_value (removed);
  if (chooser == PARLOUR_HANDICAP_GIVER && total < value)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_TOO_LITTLE,
                   "the giver chooses at least the handicap value %u, not %u", value, total);
      return FALSE;
    }
  if (chooser == PARLOUR_HANDICAP_TAKER && total > value)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_TOO_MUCH,
                   "the taker chooses at most the handicap value %u, not %u", value, total);
      return FALSE;
    }
  return TRUE;
}

void
parlour_handicap_fix_castling (ParlourPosition *pos)
{
  /* right, king square, rook square */
  static const guint rights[4][3] = {
    { PARLOUR_CASTLE_WK, 4, 7 }, { PARLOUR_CASTLE_WQ, 4, 0 },
    { PARLOUR_CASTLE_BK, 60, 63 }, { PARLOUR_CASTLE_BQ, 60, 56 },
  };

  g_return_if_fail (pos != NULL);

  pos->castling = 0;
  for (guint i = 0; i < G_N_ELEMENTS (rights); i++)
    {
      ParlourColor color = i < 2 ? PARLOUR_WHITE : PARLOUR_BLACK;
      if (pos->board[rights[i][1]] == PARLOUR_PIECE_MAKE (PARLOUR_CHESS_KING, color) &&
          pos->board[rights[i][2]] == PARLOUR_PIECE_MAKE (PARLOUR_CHESS_ROOK, color))
        pos->castling |= rights[i][0];
    }
  parlour_position_rehash (pos);
}

ParlourPosition *
parlour_handicap_position_new (ParlourColor         giver,
                               const ParlourSquare *removed,
                               guint                n_removed)
{
  ParlourPosition *pos;

  g_return_val_if_fail (removed != NULL || n_removed == 0, NULL);

  pos = parlour_position_new (&parlour_variant_chess);
  for (guint i = 0; i < n_removed; i++)
    {
      ParlourPiece piece;

      g_return_val_if_fail (removed[i] < 64, pos);
      piece = pos->board[removed[i]];
      if (piece != PARLOUR_PIECE_EMPTY && PARLOUR_PIECE_COLOR (piece) == giver &&
          PARLOUR_PIECE_KIND (piece) != PARLOUR_CHESS_KING)
        parlour_position_put (pos, removed[i], PARLOUR_PIECE_EMPTY);
    }
  parlour_handicap_fix_castling (pos);
  return pos;
}

/* The FEN with its castling field replaced by "-" (the reader refuses rights
 * without their rook; they are corrected afterwards), or NULL if it has no such
 * field or the field is not castling rights. */
static char *
without_castling (const char *fen, GError **error)
{
  g_auto(GStrv) fields = g_strsplit (fen, " ", -1);

  if (g_strv_length (fields) != 6)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_FEN,
                   "the FEN has %u fields, expected 6", g_strv_length (fields));
      return NULL;
    }
  if (strspn (fields[2], "KQkq") != strlen (fields[2]) && !g_str_equal (fields[2], "-"))
    {
      g_autofree char *shown = g_utf8_make_valid (fields[2], -1);
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_FEN,
                   "the FEN's castling field “%s” is not castling rights (K, Q, k, q or -)",
                   shown);
      return NULL;
    }
  g_free (fields[2]);
  fields[2] = g_strdup ("-");
  return g_strjoinv (" ", fields);
}

/* The board field names @giver's king (the reader would only say "0 kings"). */
static gboolean
has_king (const char *fen, ParlourColor giver)
{
  char king = giver == PARLOUR_WHITE ? 'K' : 'k';

  for (const char *p = fen; *p != '\0' && *p != ' '; p++)
    if (*p == king)
      return TRUE;
  return FALSE;
}

ParlourPosition *
parlour_handicap_read_fen (const char  *fen,
                           ParlourColor giver,
                           guint        removed[PARLOUR_BINGO_KINDS],
                           GError     **error)
{
  g_autoptr(ParlourPosition) start = parlour_position_new (&parlour_variant_chess);
  g_autoptr(ParlourPosition) pos = NULL;
  g_autoptr(GError) fen_error = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (fen != NULL && removed != NULL, NULL);

  memset (removed, 0, sizeof (guint) * PARLOUR_BINGO_KINDS);
  if (!has_king (fen, giver))
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_KING,
                   "the king cannot be removed");
      return NULL;
    }
  text = without_castling (fen, error);
  if (text == NULL)
    return NULL;
  pos = parlour_position_new_from_fen (&parlour_variant_chess, text, &fen_error);
  if (pos == NULL)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_FEN,
                   "not a readable position: %s", fen_error->message);
      return NULL;
    }
  for (guint sq = 0; sq < 64; sq++)
    {
      ParlourPiece here = pos->board[sq], there = start->board[sq];
      char name[4];

      if (here == there)
        continue;
      parlour_square_name (&parlour_variant_chess, sq, name);
      /* a piece where the start has none or another, or a missing piece of the taker */
      if (here != PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (there) != giver)
        {
          ParlourPiece piece = here != PARLOUR_PIECE_EMPTY ? here : there;

          g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_NOT_ON_START,
                       "a piece not on its start square: the %s %s %s %s (%s)",
                       PARLOUR_PIECE_COLOR (piece) == PARLOUR_WHITE ? "white" : "black",
                       parlour_chess_kinds[PARLOUR_PIECE_KIND (piece)].id,
                       here != PARLOUR_PIECE_EMPTY ? "on" : "is missing from", name,
                       here != PARLOUR_PIECE_EMPTY
                         ? "pieces that are not removed stay on their start squares"
                         : "only the giver's pieces are removed");
          return NULL;
        }
      removed[PARLOUR_PIECE_KIND (there)]++;
    }
  if (pos->side != PARLOUR_WHITE || pos->halfmove != 0 || pos->fullmove != 1)
    {
      g_set_error (error, PARLOUR_HANDICAP_ERROR, PARLOUR_HANDICAP_ERROR_FEN,
                   "a handicap start is a game's first position: White to move, "
                   "half-move clock 0, move 1");
      return NULL;
    }
  parlour_handicap_fix_castling (pos);
  return g_steal_pointer (&pos);
}
