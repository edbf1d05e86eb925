/* parlour-fen.c — FEN read and write for every variant (docs/rules/notation.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board ranks from the top, runs of empty squares as numbers (10 included),
 * `~` after a promoted piece, `^` after a Leader <kind>, an optional reserve in
 * brackets after the board, then side, castling, en passant, half-move clock
 * and full-move number. The two clocks may be left out (0 and 1).
 * Errors name the field and the 1-based character position in the string
 * (counted in characters, not bytes, so that a non-ASCII character is named whole
 * at the place an editor shows it). The two clocks go up to
 * PARLOUR_MAX_MOVE_COUNTER, the limit make counts to, so every position the
 * engine writes reads back.
 */
#include "config.h"

#include "parlour-position-private.h"
#include "parlour-movegen.h"
#include "parlour-notation.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (parlour-fen-error-quark, parlour_fen_error)

/* Messages reach dialogs (Open, the position editor): the format is
 * translated here, and po/meson.build tells xgettext that FAIL's and
 * FAIL_CHAR's third argument is a translatable C format. */
#define FAIL(code, at, format, ...) \
  G_STMT_START { \
    g_autofree char *_msg = g_strdup_printf (_(format), ##__VA_ARGS__); \
    /* Translators: the first %s is what is wrong, %u where (in characters) */ \
    g_set_error (error, PARLOUR_FEN_ERROR, (code), _("FEN %s at character %u"), \
                 _msg, parlour_char_position (fen, (at))); \
    return FALSE; \
  } G_STMT_END

typedef enum {
  NUMBER_OK,
  NUMBER_NOT_A_NUMBER,
  NUMBER_TOO_LARGE,
} NumberStatus;

/* A clock field: decimal digits, at most PARLOUR_MAX_MOVE_COUNTER. */
static NumberStatus
parse_counter (const char *s, guint len, guint *out)
{
  guint64 v = 0;

  if (len == 0)
    return NUMBER_NOT_A_NUMBER;
  for (guint i = 0; i < len; i++)
    {
      if (!g_ascii_isdigit (s[i]))
        return NUMBER_NOT_A_NUMBER;
      /* saturate: the digits go on being checked */
      v = MIN (v * 10 + (s[i] - '0'), (guint64) PARLOUR_MAX_MOVE_COUNTER + 1);
    }
  if (v > PARLOUR_MAX_MOVE_COUNTER)
    return NUMBER_TOO_LARGE;
  *out = v;
  return NUMBER_OK;
}

static gboolean
parse_clock (const char *fen,
             guint       start,
             guint       len,
             int         code,
             const char *field,
             guint      *out,
             GError    **error)
{
  switch (parse_counter (fen + start, len, out))
    {
    case NUMBER_NOT_A_NUMBER:
      FAIL (code, start, "%s: “%.*s” is not a number", field, (int) len, fen + start);
    case NUMBER_TOO_LARGE:
      FAIL (code, start, "%s: %.*s is larger than the maximum, %u", field, (int) len,
            fen + start, PARLOUR_MAX_MOVE_COUNTER);
    case NUMBER_OK:
    default:
      return TRUE;
    }
}

/* An error about the character at @at, named whole. */
#define FAIL_CHAR(code, at, what) \
  G_STMT_START { \
    g_autofree char *_char = parlour_describe_char (fen, (at)); \
    FAIL ((code), (at), what, _char); \
  } G_STMT_END

static gboolean
parse_board (ParlourPosition *pos,
             const char      *fen,
             guint           *ip,
             GError         **error)
{
  const ParlourVariant *v = pos->variant;
  guint i = *ip;
  int rank = v->height - 1;
  guint file = 0;

  for (;;)
    {
      char c = fen[i];

      if (c == '/' || c == ' ' || c == '[' || c == '\0')
        {
          if (file != v->width)
            FAIL (PARLOUR_FEN_ERROR_BOARD, i,
                  "board: rank %d has %u squares, expected %u", rank + 1, file, v->width);
          if (c != '/')
            break;
          if (rank == 0)
            FAIL (PARLOUR_FEN_ERROR_BOARD, i, "board: more than %u ranks", v->height);
          rank--;
          file = 0;
          i++;
          continue;
        }
      if (g_ascii_isdigit (c))
        {
          guint n = 0, start = i;
          for (; g_ascii_isdigit (fen[i]); i++)
            n = MIN (n * 10 + (fen[i] - '0'), PARLOUR_MAX_FILES + 1);
          if (c == '0')
            FAIL (PARLOUR_FEN_ERROR_BOARD, start,
                  "board: “%.*s” is not a run of empty squares (1 to %u, no leading zero)",
                  (int) MIN (i - start, 8), fen + start, v->width);
          if (file + n > v->width)
            FAIL (PARLOUR_FEN_ERROR_BOARD, start,
                  "board: rank %d has more than %u squares", rank + 1, v->width);
          file += n;
          continue;
        }
      if (g_ascii_isalpha (c))
        {
          guint kind = parlour_variant_kind_from_letter (v, g_ascii_toupper (c));
          ParlourPiece p;
          if (kind == 0)
            FAIL (PARLOUR_FEN_ERROR_BOARD, i,
                  "board: “%c” is not a piece of %s", c, v->id);
          if (file >= v->width)
            FAIL (PARLOUR_FEN_ERROR_BOARD, i,
                  "board: rank %d has more than %u squares", rank + 1, v->width);
          p = PARLOUR_PIECE_MAKE (kind, g_ascii_islower (c) ? PARLOUR_BLACK : PARLOUR_WHITE);
          i++;
          while (fen[i] == '~' || fen[i] == '^')
            {
              if (p & (fen[i] == '~' ? PARLOUR_PIECE_PROMOTED : PARLOUR_PIECE_ROYAL))
                FAIL (PARLOUR_FEN_ERROR_BOARD, i, "board: “%c” given twice after “%c”",
                      fen[i], c);
              if (fen[i] == '~')
                {
                  if (!(v->flags & PARLOUR_VARIANT_DROPS) || v->kinds[kind].pawn ||
                      v->kinds[kind].royal)
                    FAIL (PARLOUR_FEN_ERROR_BOARD, i,
                          "board: “~” (promoted) is not allowed after “%c” in %s", c, v->id);
                  p |= PARLOUR_PIECE_PROMOTED;
                }
              else
                {
                  if (v->ops->capture_promotion == NULL || v->kinds[kind].royal ||
                      v->kinds[kind].pawn)
                    FAIL (PARLOUR_FEN_ERROR_BOARD, i,
                          "board: “^” (Leader kind) is not allowed after “%c” in %s", c, v->id);
                  p |= PARLOUR_PIECE_ROYAL;
                }
              i++;
            }
          pos->board[parlour_square (v->width, file, rank)] = p;
          file++;
          continue;
        }
      FAIL_CHAR (PARLOUR_FEN_ERROR_BOARD, i, "board: unexpected %s");
    }
  if (rank != 0)
    FAIL (PARLOUR_FEN_ERROR_BOARD, i, "board: %u ranks, expected %u",
          v->height - rank, v->height);
  *ip = i;
  return TRUE;
}

static gboolean
parse_reserve (ParlourPosition *pos,
               const char      *fen,
               guint           *ip,
               GError         **error)
{
  const ParlourVariant *v = pos->variant;
  guint i = *ip + 1;   /* after '[' */

  if (!(v->flags & PARLOUR_VARIANT_DROPS))
    FAIL (PARLOUR_FEN_ERROR_RESERVE, *ip, "reserve: %s has no pieces in hand", v->id);
  for (; fen[i] != ']'; i++)
    {
      char c = fen[i];
      guint kind;
      ParlourColor color;
      if (c == '\0')
        FAIL (PARLOUR_FEN_ERROR_RESERVE, i, "reserve: missing “]”");
      if (c == '-')
        continue;
      kind = g_ascii_isalpha (c) ? parlour_variant_kind_from_letter (v, g_ascii_toupper (c)) : 0;
      if (kind == 0 || v->kinds[kind].royal)
        FAIL_CHAR (PARLOUR_FEN_ERROR_RESERVE, i, "reserve: %s cannot be in hand");
      color = g_ascii_islower (c) ? PARLOUR_BLACK : PARLOUR_WHITE;
      if (pos->reserve[color][kind] >= 63)
        FAIL (PARLOUR_FEN_ERROR_RESERVE, i, "reserve: too many “%c”", c);
      pos->reserve[color][kind]++;
    }
  *ip = i + 1;
  return TRUE;
}

/* the extent of the next space-separated field */
static gboolean
next_field (const char *fen, guint *ip, guint *start, guint *len)
{
  guint i = *ip;
  while (fen[i] == ' ')
    i++;
  if (fen[i] == '\0')
    {
      *ip = i;
      return FALSE;
    }
  *start = i;
  while (fen[i] != ' ' && fen[i] != '\0')
    i++;
  *len = i - *start;
  *ip = i;
  return TRUE;
}

/* One en passant square at @start (@len characters) for @capturer: on its
 * rank, with the pawn that passed it beside and the square it came from empty. */
static gboolean
parse_ep_square (ParlourPosition *tmp,
                 const char      *fen,
                 guint            start,
                 guint            len,
                 ParlourColor     capturer,
                 int              sq,
                 GError         **error)
{
  const ParlourVariant *v = tmp->variant;
  g_autofree char *name = g_strndup (fen + start, len);
  int want_rank = capturer == PARLOUR_WHITE ? (int) v->height - 3 : 2;
  int pawn_sq = sq + (capturer == PARLOUR_WHITE ? -(int) v->width : (int) v->width);
  int start_sq = sq + (capturer == PARLOUR_WHITE ? (int) v->width : -(int) v->width);
  ParlourPiece want = PARLOUR_PIECE_MAKE (parlour_variant_pawn_kind (v), PARLOUR_OTHER (capturer));
  char from[8];

  if (sq / (int) v->width != want_rank)
    FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, start,
          "en passant: “%s” is not on rank %d", name, want_rank + 1);
  if (tmp->board[sq] != PARLOUR_PIECE_EMPTY || tmp->board[pawn_sq] != want)
    FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, start,
          "en passant: no pawn can have just passed “%s”", name);
  /* the double step left the pawn's start square empty, unless (both sides
   * moving at once) the other side's piece went there in the same turn */
  parlour_square_name (v, start_sq, from);
  if (tmp->board[start_sq] != PARLOUR_PIECE_EMPTY && !(v->flags & PARLOUR_VARIANT_SIMULTANEOUS))
    FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, start,
          "en passant: no pawn can have just passed “%s”: %s, where it would have "
          "started, is occupied", name, from);
  return TRUE;
}

/* The en passant field: one square, or in a variant where both sides move at
 * once (SimulChess) up to two, one on each side's rank, as in `e3d6`. A
 * square is kept only if a capture can use it: see the caller. */
static gboolean
parse_ep (ParlourPosition *tmp,
          const char      *fen,
          guint            start,
          guint            len,
          GError         **error)
{
  const ParlourVariant *v = tmp->variant;
  gboolean simultaneous = (v->flags & PARLOUR_VARIANT_SIMULTANEOUS) != 0;
  guint j = start, end = start + len, n = 0;

  while (j < end)
    {
      guint sq_start = j;
      g_autofree char *name = NULL;
      int sq;
      ParlourColor capturer;

      /* a square is a letter and its digits */
      j++;
      while (j < end && g_ascii_isdigit (fen[j]))
        j++;
      name = g_strndup (fen + sq_start, simultaneous ? j - sq_start : len);
      if (!simultaneous)
        j = end;
      sq = parlour_square_from_name (v, name);
      if (sq < 0)
        FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, sq_start,
              "en passant: “%s” is not a square", name);
      if (!(v->flags & PARLOUR_VARIANT_EN_PASSANT))
        FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, start,
              "en passant: %s has no en passant (expected -)", v->id);
      if (++n > (simultaneous ? 2u : 1u))
        FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, sq_start,
              "en passant: more than two squares (one for each side)");
      /* in SimulChess the rank says whose target it is; else the side to move's */
      if (simultaneous)
        capturer = sq / (int) v->width < (int) v->height / 2 ? PARLOUR_BLACK : PARLOUR_WHITE;
      else
        capturer = tmp->side;
      if (!parse_ep_square (tmp, fen, sq_start, j - sq_start, capturer, sq, error))
        return FALSE;
      if (!simultaneous || capturer == tmp->side)
        {
          if (tmp->ep != PARLOUR_NO_SQUARE)
            FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, sq_start,
                  "en passant: two squares for %s", capturer ? "Black" : "White");
          tmp->ep = sq;
        }
      else
        {
          if (tmp->ep_other != PARLOUR_NO_SQUARE)
            FAIL (PARLOUR_FEN_ERROR_EN_PASSANT, sq_start,
                  "en passant: two squares for %s", capturer ? "Black" : "White");
          tmp->ep_other = sq;
        }
    }
  return TRUE;
}

gboolean
parlour_position_set_fen (ParlourPosition *pos,
                          const char      *fen,
                          GError         **error)
{
  const ParlourVariant *v;
  ParlourPosition tmp;
  guint i = 0, start = 0, len = 0;

  g_return_val_if_fail (pos != NULL && pos->variant != NULL, FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  v = pos->variant;
  memset (&tmp, 0, sizeof tmp);
  tmp.variant = v;
  tmp.rules = pos->rules;
  tmp.ep = PARLOUR_NO_SQUARE;
  tmp.ep_other = PARLOUR_NO_SQUARE;
  tmp.fullmove = 1;

  /* A FEN is one line; a line break (often one left over from a file) is named
   * as such rather than as a bad last field. */
  for (guint j = 0; fen[j] != '\0'; j++)
    if ((guchar) fen[j] < 0x20 || fen[j] == 0x7f)
      FAIL_CHAR (PARLOUR_FEN_ERROR_FIELDS, j, "has %s (a FEN is one line)");
  while (fen[i] == ' ')
    i++;
  if (fen[i] == '\0')
    FAIL (PARLOUR_FEN_ERROR_FIELDS, i, "is empty");
  if (!parse_board (&tmp, fen, &i, error))
    return FALSE;
  if (fen[i] == '[' && !parse_reserve (&tmp, fen, &i, error))
    return FALSE;
  if (fen[i] != ' ' && fen[i] != '\0')
    FAIL_CHAR (PARLOUR_FEN_ERROR_BOARD, i, "board: unexpected %s");

  /* side to move */
  if (!next_field (fen, &i, &start, &len))
    FAIL (PARLOUR_FEN_ERROR_FIELDS, i, "side to move: missing (expected “w” or “b”)");
  if (len != 1 || (fen[start] != 'w' && fen[start] != 'b'))
    FAIL (PARLOUR_FEN_ERROR_SIDE, start, "side to move: expected “w” or “b”, found “%.*s”",
          (int) len, fen + start);
  tmp.side = fen[start] == 'w' ? PARLOUR_WHITE : PARLOUR_BLACK;
  /* both sides move every turn: a position is always a turn's start, written `w` */
  if (v->flags & PARLOUR_VARIANT_SIMULTANEOUS)
    tmp.side = PARLOUR_WHITE;

  /* castling */
  if (next_field (fen, &i, &start, &len))
    {
      if (!(len == 1 && fen[start] == '-'))
        for (guint j = 0; j < len; j++)
          {
            const char *rights = "KQkq";
            const char *at = strchr (rights, fen[start + j]);
            guint bit;
            if (at == NULL || fen[start + j] == '\0')
              FAIL_CHAR (PARLOUR_FEN_ERROR_CASTLING, start + j,
                         "castling: unexpected %s (expected K, Q, k, q or -)");
            if (!(v->flags & PARLOUR_VARIANT_CASTLING))
              FAIL (PARLOUR_FEN_ERROR_CASTLING, start + j,
                    "castling: %s has no castling (expected -)", v->id);
            bit = 1u << (at - rights);
            if (tmp.castling & bit)
              FAIL (PARLOUR_FEN_ERROR_CASTLING, start + j,
                    "castling: “%c” given twice", fen[start + j]);
            tmp.castling |= bit;
          }
    }
  else
    FAIL (PARLOUR_FEN_ERROR_FIELDS, i, "castling: missing (expected e.g. “KQkq” or “-”)");

  /* en passant: SimulChess may list two squares, one for each side */
  if (next_field (fen, &i, &start, &len))
    {
      if (!(len == 1 && fen[start] == '-') &&
          !parse_ep (&tmp, fen, start, len, error))
        return FALSE;
    }
  else
    FAIL (PARLOUR_FEN_ERROR_FIELDS, i, "en passant: missing (expected a square or “-”)");

  /* clocks: optional */
  if (next_field (fen, &i, &start, &len))
    {
      guint n;
      if (!parse_clock (fen, start, len, PARLOUR_FEN_ERROR_HALFMOVE, "half-move clock", &n,
                        error))
        return FALSE;
      tmp.halfmove = n;
      if (next_field (fen, &i, &start, &len))
        {
          if (!parse_clock (fen, start, len, PARLOUR_FEN_ERROR_FULLMOVE, "full-move number",
                            &n, error))
            return FALSE;
          if (n == 0)
            FAIL (PARLOUR_FEN_ERROR_FULLMOVE, start,
                  "full-move number: expected a number from 1, found 0");
          tmp.fullmove = n;
        }
      else
        FAIL (PARLOUR_FEN_ERROR_FIELDS, i, "full-move number: missing");
    }
  if (next_field (fen, &i, &start, &len))
    FAIL (PARLOUR_FEN_ERROR_FIELDS, start, "has more than six fields");

  parlour_position_recount (&tmp);

  /* castling rights need the king and rook in place */
  if (tmp.castling)
    {
      const ParlourTables *t = v->tables;
      guint king = parlour_variant_royal_kind (v);
      for (guint c = 0; c < 2; c++)
        for (guint side = 0; side < 2; side++)
          {
            guint bit = 1u << (c * 2 + side);
            guint rook = parlour_variant_kind_from_letter (v, 'R');
            if (!(tmp.castling & bit))
              continue;
            if (tmp.board[t->castle_king[c]] != PARLOUR_PIECE_MAKE (king, c) ||
                tmp.board[t->castle_rook[c][side]] != PARLOUR_PIECE_MAKE (rook, c))
              {
                g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_CASTLING,
                             c ? _("FEN castling: “%c” needs the black king and rook on "
                                   "their start squares")
                               : _("FEN castling: “%c” needs the white king and rook on "
                                   "their start squares"), "KQkq"[c * 2 + side]);
                return FALSE;
              }
          }
    }

  if (v->ops->validate != NULL && !v->ops->validate (&tmp, error))
    return FALSE;

  /* an en passant square no capture can use is not part of the position */
  parlour_movegen_settle_ep (&tmp);
  if (tmp.ep_other != PARLOUR_NO_SQUARE)
    {
      ParlourPosition other = tmp;

      other.side = PARLOUR_OTHER (tmp.side);
      other.ep = tmp.ep_other;
      parlour_movegen_settle_ep (&other);
      tmp.ep_other = other.ep;
    }
  parlour_position_rehash (&tmp);
  *pos = tmp;
  return TRUE;
}

/**
 * parlour_position_validate_not_in_check:
 * @pos: a position whose royal squares are known
 * @error: set when the side that just moved stands in check
 *
 * Returns: %TRUE if the side not to move is not attacked
 */
gboolean
parlour_position_validate_not_in_check (const ParlourPosition *pos,
                                        GError               **error)
{
  ParlourColor them = PARLOUR_OTHER (pos->side);

  if (pos->royal[them] != PARLOUR_NO_SQUARE &&
      parlour_position_is_attacked (pos, pos->royal[them], pos->side))
    {
      g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_ILLEGAL,
                   them ? _("FEN: Black is in check but it is White's turn")
                        : _("FEN: White is in check but it is Black's turn"));
      return FALSE;
    }
  return TRUE;
}

ParlourPosition *
parlour_position_new_from_fen (const ParlourVariant *variant,
                               const char           *fen,
                               GError              **error)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (variant);

  if (!parlour_position_set_fen (pos, fen, error))
    return NULL;
  return g_steal_pointer (&pos);
}

char *
parlour_position_to_fen (const ParlourPosition *pos)
{
  const ParlourVariant *v = pos->variant;
  GString *s = g_string_sized_new (96);

  for (int rank = v->height - 1; rank >= 0; rank--)
    {
      guint empty = 0;
      for (guint file = 0; file < v->width; file++)
        {
          ParlourPiece p = pos->board[parlour_square (v->width, file, rank)];
          char letter;
          if (!p)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (s, "%u", empty);
          empty = 0;
          letter = parlour_variant_kind_letter (v, PARLOUR_PIECE_KIND (p));
          g_string_append_c (s, PARLOUR_PIECE_COLOR (p) == PARLOUR_BLACK
                                  ? g_ascii_tolower (letter) : letter);
          if (PARLOUR_PIECE_IS_PROMOTED (p))
            g_string_append_c (s, '~');
          if (PARLOUR_PIECE_HAS_ROYAL_MARK (p))
            g_string_append_c (s, '^');
        }
      if (empty)
        g_string_append_printf (s, "%u", empty);
      if (rank > 0)
        g_string_append_c (s, '/');
    }
  if (v->flags & PARLOUR_VARIANT_DROPS)
    {
      /* strongest first, as players write it: [QRBNPqrbnp] */
      g_string_append_c (s, '[');
      for (guint c = 0; c < 2; c++)
        for (guint k = v->n_kinds; k >= 1; k--)
          for (guint n = 0; n < pos->reserve[c][k]; n++)
            {
              char letter = parlour_variant_kind_letter (v, k);
              g_string_append_c (s, c ? g_ascii_tolower (letter) : letter);
            }
      g_string_append_c (s, ']');
    }
  g_string_append_printf (s, " %c ", pos->side == PARLOUR_WHITE ? 'w' : 'b');
  if (pos->castling == 0)
    g_string_append_c (s, '-');
  else
    for (guint b = 0; b < 4; b++)
      if (pos->castling & (1u << b))
        g_string_append_c (s, "KQkq"[b]);
  if (pos->ep == PARLOUR_NO_SQUARE && pos->ep_other == PARLOUR_NO_SQUARE)
    g_string_append (s, " -");
  else
    {
      /* two squares (SimulChess) in rank order: `e3d6` */
      ParlourSquare squares[2] = { MIN (pos->ep, pos->ep_other), MAX (pos->ep, pos->ep_other) };
      char name[8];

      g_string_append_c (s, ' ');
      for (guint j = 0; j < 2; j++)
        if (squares[j] != PARLOUR_NO_SQUARE)
          {
            parlour_square_name (v, squares[j], name);
            g_string_append (s, name);
          }
    }
  g_string_append_printf (s, " %u %u", pos->halfmove, pos->fullmove);
  return g_string_free (s, FALSE);
}
