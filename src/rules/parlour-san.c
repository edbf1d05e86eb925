/* parlour-san.c — Standard Algebraic Notation for every variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SAN is written with the letters of the variant's kind table, so the same code
 * writes "Nbd7" in chess and "Hbd8" in Bungalow. Pawns (kinds with the pawn flag)
 * have no letter; their captures name the file they leave ("exd5"). Reading is
 * lenient: check and mate marks, capture marks and annotations are optional, "0-0"
 * stands for "O-O", promotions may be written "e8Q", "e8=Q" or "e8=q", and long
 * algebraic ("g1f3", "e7e8q") is understood too.
 */
#include "parlour-san.h"
#include "parlour-notation.h"
#include "parlour-position-private.h"

#include <string.h>

#define SAN_MAX_TEXT 32

static inline guint
file_of (const ParlourPosition *pos, guint sq)
{
  return sq % pos->variant->width;
}

static inline guint
rank_of (const ParlourPosition *pos, guint sq)
{
  return sq / pos->variant->width;
}

static gboolean
list_contains (const ParlourMoveList *list,
               ParlourMove            move)
{
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

static void
append_square (GString               *s,
               const ParlourPosition *pos,
               guint                  sq)
{
  char name[4];

  parlour_square_name (pos->variant, sq, name);
  g_string_append (s, name);
}

/* Adds the least a reader needs to tell @move from the other legal moves of the
 * same kind to the same square: the file if it is enough, else the rank, else
 * both (FIDE, PGN standard 8.2.3). With @file_written (pawn captures) the file
 * is already there, so only the rank can be missing. */
static void
append_disambiguation (GString               *s,
                       const ParlourPosition *pos,
                       const ParlourMoveList *list,
                       ParlourMove            move,
                       gboolean               file_written)
{
  guint from = PARLOUR_MOVE_FROM (move), to = PARLOUR_MOVE_TO (move);
  guint kind = PARLOUR_PIECE_KIND (pos->board[from]);
  gboolean ambiguous = FALSE, same_file = FALSE, same_rank = FALSE;

  for (guint i = 0; i < list->n; i++)
    {
      ParlourMove m = list->moves[i];
      ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
      guint other = PARLOUR_MOVE_FROM (m);

      if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS || flag == PARLOUR_MOVE_CASTLE)
        continue;
      if (other == from || PARLOUR_MOVE_TO (m) != to ||
          PARLOUR_PIECE_KIND (pos->board[other]) != kind)
        continue;
      if (file_written && file_of (pos, other) != file_of (pos, from))
        continue;
      ambiguous = TRUE;
      if (file_of (pos, other) == file_of (pos, from))
        same_file = TRUE;
      if (rank_of (pos, other) == rank_of (pos, from))
        same_rank = TRUE;
    }
  if (!ambiguous)
    return;
  if (file_written || (same_file && !same_rank))
    g_string_append_printf (s, "%u", rank_of (pos, from) + 1);
  else if (!same_file)
    g_string_append_c (s, 'a' + file_of (pos, from));
  else
    append_square (s, pos, from);
}

/* "+" if the move gives check, "#" if it mates, nothing after a king capture. */
static void
append_check_suffix (GString         *s,
                     ParlourPosition *pos,
                     ParlourMove      move)
{
  ParlourUndo undo;
  ParlourTermination termination = PARLOUR_TERMINATION_NONE;

  parlour_position_make (pos, move, &undo);
  if (pos->royal[pos->side] != PARLOUR_NO_SQUARE && parlour_position_in_check (pos))
    {
      guint8 rules = pos->rules;

      /* The variant's outcome decides what mate is (a bughouse player who can
       * block with a drop is not mated, whatever the board shows). Under the
       * king capture rule mate still counts the moves that legal-moves-only
       * play would allow (docs/rules/chess.md, "The King capture option"), as
       * ParlourGame does. */
      if (!(pos->variant->flags & PARLOUR_VARIANT_PSEUDO_LEGAL))
        pos->rules &= ~PARLOUR_RULE_KING_CAPTURE;
      parlour_position_outcome (pos, &termination);
      pos->rules = rules;
      g_string_append_c (s, termination == PARLOUR_TERMINATION_CHECKMATE ? '#' : '+');
    }
  parlour_position_unmake (pos, &undo);
}

/**
 * parlour_san_from_move:
 * @pos: the position before the move; it is used for trying the move and is
 *   the same afterwards
 * @move: a legal move in @pos
 *
 * Writes @move in Standard Algebraic Notation with the variant's piece letters:
 * "Nbd7", "exd5", "e8=Q+", "O-O-O#", "N@f3", "pass".
 *
 * Returns: (transfer full): the SAN text, or %NULL if @move is not legal in @pos
 */
char *
parlour_san_from_move (ParlourPosition *pos,
                       ParlourMove      move)
{
  const ParlourVariant *v;
  ParlourMoveList list;
  GString *s;
  guint from, to, kind;

  g_return_val_if_fail (pos != NULL, NULL);

  v = pos->variant;
  parlour_position_legal_moves (pos, &list);
  g_return_val_if_fail (list_contains (&list, move), NULL);

  from = PARLOUR_MOVE_FROM (move);
  to = PARLOUR_MOVE_TO (move);
  s = g_string_sized_new (12);
  switch (PARLOUR_MOVE_FLAG (move))
    {
    case PARLOUR_MOVE_PASS:
      g_string_append (s, "pass");
      return g_string_free (s, FALSE);

    case PARLOUR_MOVE_DROP:
      g_string_append_c (s, parlour_variant_kind_letter (v, PARLOUR_MOVE_DROP_KIND (move)));
      g_string_append_c (s, '@');
      append_square (s, pos, to);
      break;

    case PARLOUR_MOVE_CASTLE:
      g_string_append (s, file_of (pos, to) > file_of (pos, from) ? "O-O" : "O-O-O");
      break;

    case PARLOUR_MOVE_NORMAL:
    case PARLOUR_MOVE_DOUBLE_PUSH:
    case PARLOUR_MOVE_EN_PASSANT:
    default:
      kind = PARLOUR_PIECE_KIND (pos->board[from]);
      if (kind >= 1 && kind <= v->n_kinds && v->kinds[kind].pawn)
        {
          gboolean capture = parlour_position_is_capture (pos, move);
          if (capture)
            g_string_append_c (s, 'a' + file_of (pos, from));
          append_disambiguation (s, pos, &list, move, capture);
          if (capture)
            g_string_append_c (s, 'x');
        }
      else
        {
          g_string_append_c (s, parlour_variant_kind_letter (v, kind));
          append_disambiguation (s, pos, &list, move, FALSE);
          if (parlour_position_is_capture (pos, move))
            g_string_append_c (s, 'x');
        }
      append_square (s, pos, to);
      if (PARLOUR_MOVE_PROMO (move))
        {
          g_string_append_c (s, '=');
          g_string_append_c (s, parlour_variant_kind_letter (v, PARLOUR_MOVE_PROMO (move)));
        }
      break;
    }
  append_check_suffix (s, pos, move);
  return g_string_free (s, FALSE);
}

/* ---- reading ---- */

typedef enum {
  SAN_MOVE,
  SAN_CASTLE_SHORT,
  SAN_CASTLE_LONG,
  SAN_DROP,
  SAN_PASS,
} SanShape;

typedef struct {
  SanShape shape;
  guint    kind;        /* the piece's kind; 0 = none written (a pawn) */
  int      from_file;   /* -1 when not written */
  int      from_rank;   /* -1 when not written */
  int      to;
  guint    promo;       /* 0 when not written */
} SanParts;

/* Removes check and mate marks, annotations ("!?") and "e.p." or "ep" from the end. */
static void
strip_suffixes (char *text)
{
  gsize len = strlen (text);

  for (;;)
    {
      while (len > 0 && (strchr ("+#!?", text[len - 1]) != NULL || g_ascii_isspace (text[len - 1])))
        len--;
      if (len >= 4 && g_ascii_strncasecmp (text + len - 4, "e.p.", 4) == 0)
        len -= 4;
      else if (len >= 3 && g_ascii_strncasecmp (text + len - 2, "ep", 2) == 0 &&
               (g_ascii_isdigit (text[len - 3]) || text[len - 3] == ' '))
        len -= 2;
      else
        break;
    }
  text[len] = '\0';
}

static gboolean
is_castle (const char *text, gboolean *is_long)
{
  static const char *shorts[] = { "O-O", "0-0", "OO", "00" };
  static const char *longs[] = { "O-O-O", "0-0-0", "OOO", "000" };

  for (guint i = 0; i < G_N_ELEMENTS (shorts); i++)
    {
      if (g_ascii_strcasecmp (text, shorts[i]) == 0)
        {
          *is_long = FALSE;
          return TRUE;
        }
      if (g_ascii_strcasecmp (text, longs[i]) == 0)
        {
          *is_long = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

/* Splits @text (already stripped of suffixes) into its parts; FALSE on a
 * syntax error. */
static gboolean
parse_parts (const ParlourVariant *v,
             char                 *text,
             SanParts             *parts)
{
  gboolean is_long;
  char *at, *p;
  gsize len;
  int end;

  memset (parts, 0, sizeof *parts);
  parts->from_file = parts->from_rank = parts->to = -1;

  if (g_ascii_strcasecmp (text, "pass") == 0 || g_str_equal (text, "--"))
    {
      parts->shape = SAN_PASS;
      return TRUE;
    }
  if (is_castle (text, &is_long))
    {
      parts->shape = is_long ? SAN_CASTLE_LONG : SAN_CASTLE_SHORT;
      return TRUE;
    }

  at = strchr (text, '@');
  if (at != NULL)
    {
      parts->shape = SAN_DROP;
      if (at - text > 1)
        return FALSE;
      parts->kind = at == text ? parlour_variant_pawn_kind (v)
                               : parlour_variant_kind_from_letter (v, g_ascii_toupper (text[0]));
      parts->to = parlour_square_from_name (v, at + 1);
      return parts->kind != 0 && parts->to >= 0;
    }

  parts->shape = SAN_MOVE;
  p = text;
  if (g_ascii_isupper (*p))
    {
      parts->kind = parlour_variant_kind_from_letter (v, *p);
      if (parts->kind == 0)
        return FALSE;
      p++;
    }
  len = strlen (p);

  /* a promotion: the last character is a letter ("e8Q", "e8=Q", "e7e8q") */
  if (len > 0 && g_ascii_isalpha (p[len - 1]))
    {
      parts->promo = parlour_variant_kind_from_letter (v, g_ascii_toupper (p[len - 1]));
      if (parts->promo == 0)
        return FALSE;
      len--;
      if (len > 0 && (p[len - 1] == '=' || p[len - 1] == '/'))
        len--;
    }

  /* the target square: a file letter and a rank number at the end */
  end = (int) len;
  while (end > 0 && g_ascii_isdigit (p[end - 1]))
    end--;
  if (end == (int) len || end == 0 || (int) len - end > 2 || !g_ascii_islower (p[end - 1]))
    return FALSE;
  {
    char square[4] = { 0 };
    memcpy (square, p + end - 1, len - end + 1);
    parts->to = parlour_square_from_name (v, square);
    if (parts->to < 0)
      return FALSE;
  }
  len = end - 1;

  /* what is left: [file][rank][x|:|-] */
  {
    gsize i = 0;
    if (i < len && g_ascii_islower (p[i]) && p[i] != 'x')
      {
        parts->from_file = p[i] - 'a';
        if ((guint) parts->from_file >= v->width)
          return FALSE;
        i++;
      }
    if (i < len && g_ascii_isdigit (p[i]))
      {
        int rank = 0;
        gsize start = i;
        while (i < len && g_ascii_isdigit (p[i]) && i - start < 2)
          rank = rank * 10 + (p[i++] - '0');
        if (rank < 1 || (guint) rank > v->height)
          return FALSE;
        parts->from_rank = rank - 1;
      }
    if (i < len && strchr ("x:-", p[i]) != NULL)
      i++;
    if (i != len)
      return FALSE;
  }
  return TRUE;
}

/* A capture promotion (Bungalow) is implied by the move, but a display may
 * write the new kind ("fxg6=H", docs/rules/notation.md, "SAN"): TRUE if @m, a
 * move without a promotion of its own, turns its piece into @kind. */
static gboolean
implies_kind (const ParlourPosition *pos,
              ParlourMove            m,
              guint                  kind)
{
  ParlourPosition after = *pos;
  ParlourUndo undo;
  ParlourPiece mover = pos->board[PARLOUR_MOVE_FROM (m)];

  if (!parlour_position_is_capture (pos, m))
    return FALSE;
  parlour_position_make (&after, m, &undo);
  return PARLOUR_PIECE_KIND (after.board[PARLOUR_MOVE_TO (m)]) == kind &&
         PARLOUR_PIECE_KIND (mover) != kind;
}

static gboolean
move_matches (const ParlourPosition *pos,
              const SanParts        *parts,
              ParlourMove            m)
{
  const ParlourVariant *v = pos->variant;
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (m);
  guint from = PARLOUR_MOVE_FROM (m), to = PARLOUR_MOVE_TO (m);
  guint kind;

  switch (parts->shape)
    {
    case SAN_PASS:
      return flag == PARLOUR_MOVE_PASS;
    case SAN_CASTLE_SHORT:
    case SAN_CASTLE_LONG:
      return flag == PARLOUR_MOVE_CASTLE &&
             (file_of (pos, to) > file_of (pos, from)) == (parts->shape == SAN_CASTLE_SHORT);
    case SAN_DROP:
      return flag == PARLOUR_MOVE_DROP && PARLOUR_MOVE_DROP_KIND (m) == parts->kind &&
             (int) to == parts->to;
    case SAN_MOVE:
    default:
      break;
    }

  if (flag == PARLOUR_MOVE_DROP || flag == PARLOUR_MOVE_PASS)
    return FALSE;
  if ((int) to != parts->to)
    return FALSE;
  if (parts->from_file >= 0 && (int) file_of (pos, from) != parts->from_file)
    return FALSE;
  if (parts->from_rank >= 0 && (int) rank_of (pos, from) != parts->from_rank)
    return FALSE;
  kind = PARLOUR_PIECE_KIND (pos->board[from]);
  if (parts->kind != 0)
    {
      if (kind != parts->kind)
        return FALSE;
    }
  else if (parts->from_file < 0 || parts->from_rank < 0)
    {
      /* No letter means a pawn, except in long algebraic ("g1f3"), where the
       * whole from-square is written. */
      if (kind < 1 || kind > v->n_kinds || !v->kinds[kind].pawn)
        return FALSE;
    }
  /* Without a written promotion any promotion matches: it is then ambiguous
   * when there is a choice, and right when the rules imply the new kind. */
  if (parts->promo != 0 && PARLOUR_MOVE_PROMO (m) != parts->promo)
    return PARLOUR_MOVE_PROMO (m) == 0 && implies_kind (pos, m, parts->promo);
  return TRUE;
}

static ParlourMove
ambiguous_error (ParlourPosition       *pos,
                 const char            *text,
                 const ParlourMoveList *matches,
                 GError               **error)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < matches->n; i++)
    {
      g_autofree char *san = parlour_san_from_move (pos, matches->moves[i]);
      if (i > 0)
        g_string_append (names, i + 1 == matches->n ? " or " : ", ");
      g_string_append (names, san);
    }
  g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_AMBIGUOUS,
               "“%s” is ambiguous: it could be %s", text, names->str);
  return PARLOUR_MOVE_NONE;
}

/* Why @san is not a move; a non-ASCII character (often a dash a word processor
 * put in place of a hyphen: "O–O") is named. Returns PARLOUR_MOVE_NONE. */
static ParlourMove
syntax_error (const char *san,
              GError    **error)
{
  for (gsize i = 0; san[i] != '\0'; i++)
    if ((guchar) san[i] >= 0x80)
      {
        g_autofree char *what = parlour_describe_char (san, i);
        g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX,
                     "“%s” is not a move: unexpected %s at character %u%s", san, what,
                     parlour_char_position (san, i),
                     parlour_dash_hint (g_utf8_get_char_validated (san + i, -1)));
        return PARLOUR_MOVE_NONE;
      }
  g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX,
               "“%s” is not a move in algebraic notation", san);
  return PARLOUR_MOVE_NONE;
}

/* @san without surrounding space, royal marks, check marks and annotations */
static char *
clean_text (const char *san)
{
  char *text = g_strstrip (g_strdup (san));

  /* "^" marks a royal piece of another kind in displays ("Lxe5=C^", "C^c6"),
   * as in FEN; the move is the same without it */
  for (char *from = text, *to = text; ; from++)
    {
      if (*from != '^')
        *to++ = *from;
      if (*from == '\0')
        break;
    }
  strip_suffixes (text);
  return text;
}

/**
 * parlour_san_to_move:
 * @pos: the position the move is played in; the same afterwards
 * @san: the move as text
 * @error: return location for a %PARLOUR_MOVE_ERROR
 *
 * Reads a move written in SAN, leniently: "Nf3", "Nxf3+", "exd5", "e8=Q",
 * "e8Q", "e8=q", "O-O", "0-0-0", "N@f3", "@e4" (a pawn drop), "pass", with
 * or without check marks and annotations such as "!?"; long algebraic
 * ("g1f3", "e7e8q", "e1g1") is understood as well, and so are the display
 * forms of capture promotions and royal marks ("fxg6=H", "Lxe5=C^", "C^c6").
 *
 * Returns: the matching legal move, or %PARLOUR_MOVE_NONE with @error set to
 *   %PARLOUR_MOVE_ERROR_SYNTAX, %PARLOUR_MOVE_ERROR_ILLEGAL or
 *   %PARLOUR_MOVE_ERROR_AMBIGUOUS (the message names @san)
 */
ParlourMove
parlour_san_to_move (ParlourPosition *pos,
                     const char      *san,
                     GError         **error)
{
  g_autofree char *text = NULL;
  ParlourMoveList list, matches;
  SanParts parts;

  g_return_val_if_fail (pos != NULL, PARLOUR_MOVE_NONE);
  g_return_val_if_fail (san != NULL, PARLOUR_MOVE_NONE);
  g_return_val_if_fail (error == NULL || *error == NULL, PARLOUR_MOVE_NONE);

  if (strlen (san) > SAN_MAX_TEXT)
    {
      g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX,
                   "“%.*s…” is not a move: too long", SAN_MAX_TEXT / 2, san);
      return PARLOUR_MOVE_NONE;
    }
  text = clean_text (san);
  if (*text == '\0' || !parse_parts (pos->variant, text, &parts))
    {
      /* The long algebraic reader knows a few more forms (e.g. "e1g1" in a
       * variant without pawns); it gets the last word. */
      if (*text != '\0')
        {
          ParlourMove move = parlour_move_from_long (pos, text, NULL);
          if (move != PARLOUR_MOVE_NONE)
            return move;
        }
      return syntax_error (san, error);
    }

  parlour_position_legal_moves (pos, &list);
  matches.n = 0;
  for (guint i = 0; i < list.n; i++)
    if (move_matches (pos, &parts, list.moves[i]))
      parlour_move_list_add (&matches, list.moves[i]);

  if (matches.n == 1)
    return matches.moves[0];
  if (matches.n > 1)
    return ambiguous_error (pos, san, &matches, error);
  g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_ILLEGAL,
               "“%s” is not a legal move in this position", san);
  return PARLOUR_MOVE_NONE;
}

/* TRUE if @typed is the long algebraic form @form of a move: squares as
 * written, a promotion letter in either case. */
static gboolean
long_form_equal (const char *form,
                 const char *typed)
{
  gsize len = strlen (form);

  if (g_str_equal (form, typed))
    return TRUE;
  return len > 0 && strlen (typed) == len && g_ascii_isalpha (form[len - 1]) &&
         strncmp (form, typed, len - 1) == 0 &&
         g_ascii_tolower (typed[len - 1]) == g_ascii_tolower (form[len - 1]);
}

/**
 * parlour_san_filter:
 * @pos: the position the moves are played in; the same afterwards
 * @san: a move as text, read as parlour_san_to_move() reads it
 * @moves: the moves to choose from (the legal moves, or a seat's)
 * @matches: (out): the moves of @moves that @san names
 *
 * Returns: %FALSE if @san is not a move in algebraic notation (@matches is
 *   then empty); %TRUE if it is, whether or not it names a move of @moves
 */
gboolean
parlour_san_filter (ParlourPosition       *pos,
                    const char            *san,
                    const ParlourMoveList *moves,
                    ParlourMoveList       *matches)
{
  g_autofree char *text = NULL;
  gboolean parsed = FALSE;
  SanParts parts;

  g_return_val_if_fail (pos != NULL && san != NULL, FALSE);
  g_return_val_if_fail (moves != NULL && matches != NULL, FALSE);

  matches->n = 0;
  if (strlen (san) > SAN_MAX_TEXT)
    return FALSE;
  text = clean_text (san);
  if (*text == '\0')
    return FALSE;
  if (parse_parts (pos->variant, text, &parts))
    {
      parsed = TRUE;
      for (guint i = 0; i < moves->n; i++)
        if (move_matches (pos, &parts, moves->moves[i]))
          parlour_move_list_add (matches, moves->moves[i]);
      if (matches->n > 0)
        return TRUE;
    }
  /* long algebraic, as parlour_san_to_move() falls back to it ("e1g1" in a
   * variant without pawns) */
  for (guint i = 0; i < moves->n; i++)
    {
      g_autofree char *form = parlour_move_to_long (pos, moves->moves[i]);

      if (long_form_equal (form, text))
        parlour_move_list_add (matches, moves->moves[i]);
    }
  return parsed || matches->n > 0;
}
