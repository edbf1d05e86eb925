/* parlour-bpgn.c — BPGN read and write: both boards of a bughouse match in one movetext
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is in docs/rules/notation.md, "BPGN". Tags: WhiteA, BlackA,
 * WhiteB, BlackB, TimeControl, Result (the team result: 1-0 when White on A
 * and Black on B won), Rules for the King capture option, and for other
 * starts SetUp "1" with FEN "FEN_A | FEN_B". The moves come in the order they
 * were played, each numbered with its board and colour (1A. White on A, 1a.
 * Black on A, 1B. and 1b. on B), in SAN with drops (N@f3), each followed by
 * a comment with the mover's clock in seconds ({237.4}).
 *
 * The reader uses the PGN tokenizer and is lenient like the PGN reader: other
 * tags, other comments ({C:hello} chat, [%clk] readings), NAGs and
 * variations are skipped, several periods after a number are fine. A move
 * number must name its board and the side to move there; a move that is not
 * legal, or a malformed file, gives an error with line and column.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-bpgn.h"
#include "parlour-bughouse-match.h"
#include "parlour-match-private.h"
#include "parlour-pgn-private.h"
#include "parlour-san.h"

static const char * const board_tags[2][2] = {
  { "WhiteA", "BlackA" },
  { "WhiteB", "BlackB" },
};

/* Tags the reader reads itself, not kept as the games' own */
static gboolean
is_bpgn_tag (const char *name)
{
  static const char * const own[] = {
    "WhiteA", "BlackA", "WhiteB", "BlackB", "White", "Black", "TimeControl", "Result",
    "Variant", "SetUp", "FEN", "Rules", "Termination",
  };

  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    if (g_str_equal (name, own[i]))
      return TRUE;
  return FALSE;
}

typedef struct {
  ParlourPgnReader r;
  ParlourMatch    *match;
  GArray          *times[2];   /* ParlourClockTimes per ply, with a clock */
  ParlourResult    result;
  guint            result_line, result_column;
} BpgnReader;

static gboolean
tag_error (const ParlourPgnTag *tag,
           GError             **error,
           const char          *format,
           const char          *detail)
{
  parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_TAG, tag->line, tag->column, format,
                         tag->value, detail);
  return FALSE;
}

/* The rules, the start of both boards and the clock, from the tags. */
static gboolean
new_match (BpgnReader *b,
           GError    **error)
{
  const ParlourVariant *variant = parlour_variant_lookup ("bughouse");
  const ParlourPgnTag *fen_tag = parlour_pgn_find_tag (&b->r, "FEN");
  const ParlourPgnTag *rules_tag = parlour_pgn_find_tag (&b->r, "Rules");
  g_autoptr(ParlourGame) game_a = NULL;
  g_autoptr(ParlourGame) game_b = NULL;
  ParlourGame *games[2] = { NULL, NULL };
  g_autoptr(ParlourClock) clock = NULL;
  g_auto(GStrv) fens = NULL;
  guint rules = 0;

  if (rules_tag != NULL && g_ascii_strcasecmp (rules_tag->value, "King capture") == 0)
    rules |= PARLOUR_RULE_KING_CAPTURE;
  else if (rules_tag != NULL && *rules_tag->value != '\0' &&
           g_ascii_strcasecmp (rules_tag->value, "Legal moves only") != 0)
    return tag_error (rules_tag, error, _("unknown rules “%s”%s (expected “Legal moves only” or "
                      "“King capture”)"), "");
  /* "FEN_A | FEN_B"; one FEN is the start of both. An empty tag, or an empty
   * side of the bar, is an error of the tag, not the variant's start: g_strsplit()
   * gives an empty array for an empty string. */
  if (fen_tag != NULL)
    {
      fens = g_strsplit (fen_tag->value, "|", 3);
      if (g_strv_length (fens) > 2)
        return tag_error (fen_tag, error, _("bad FEN tag “%s”%s: expected “FEN_A | FEN_B”"), "");
      if (fens[0] == NULL || (fens[1] == NULL && *g_strstrip (fens[0]) == '\0'))
        return tag_error (fen_tag, error, _("bad FEN tag “%s”%s: it is empty"), "");
    }
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) local = NULL;
      const char *fen = NULL;

      if (fens != NULL)
        fen = g_strstrip (fens[fens[1] != NULL ? i : 0]);
      if (fen != NULL && *fen == '\0')
        {
          g_autofree char *detail = g_strdup_printf (" (board %c)", 'A' + i);

          return tag_error (fen_tag, error, _("bad FEN tag “%s”%s: it is empty"), detail);
        }
      games[i] = parlour_game_new (variant, fen, rules, &local);
      if (i == 0)
        game_a = games[i];
      else
        game_b = games[i];
      if (games[i] == NULL)
        {
          g_autofree char *detail = g_strdup_printf (" (board %c): %s", 'A' + i, local->message);
          return tag_error (fen_tag, error, _("bad FEN tag “%s”%s"), detail);
        }
    }
  for (guint i = 0; i < 2; i++)
    {
      for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
        {
          const ParlourPgnTag *tag = parlour_pgn_find_tag (&b->r, board_tags[i][c]);

          if (tag != NULL)
            parlour_game_set_tag (games[i], c == PARLOUR_WHITE ? "White" : "Black", tag->value);
        }
      /* the match's other tags (Event, Site, Date, FICS's own) belong to both games */
      for (guint t = 0; t < b->r.tags->len; t++)
        {
          const ParlourPgnTag *tag = &g_array_index (b->r.tags, ParlourPgnTag, t);

          if (tag->name != NULL && (!is_bpgn_tag (tag->name) ||
                                    g_str_equal (tag->name, "TimeControl")))
            parlour_game_set_tag (games[i], tag->name, tag->value);
        }
    }
  /* the clock as PGN has it: TimeControl, or each side's own; "-", "?" and
   * forms Parlour has no clock for play without one */
  {
    g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));

    clock = parlour_clock_from_game_tags (games[0], times, NULL);
  }
  b->match = parlour_bughouse_match_new (games[0], games[1], clock);

  /* the times at the start of every ply, from the clock comments */
  for (guint i = 0; i < 2 && clock != NULL; i++)
    b->times[i] = g_array_copy (parlour_match_get_times (b->match, i));
  return TRUE;
}

/* "12A" → board 0, White, 12; FALSE if @text is not a BPGN move number. */
static gboolean
parse_move_number (const char   *text,
                   guint        *board,
                   ParlourColor *color,
                   guint        *number)
{
  const char *p = text;
  guint64 n = 0;

  while (g_ascii_isdigit (*p))
    {
      n = n * 10 + (guint64) (*p - '0');
      if (n > PARLOUR_MAX_MOVE_COUNTER)
        return FALSE;
      p++;
    }
  if (p == text || strchr ("AaBb", *p) == NULL || *p == '\0' || p[1] != '\0')
    return FALSE;
  *board = g_ascii_toupper (*p) == 'A' ? 0 : 1;
  *color = g_ascii_isupper (*p) ? PARLOUR_WHITE : PARLOUR_BLACK;
  *number = (guint) n;
  return TRUE;
}

static gboolean
parse_result (const ParlourPgnToken *token,
              ParlourResult         *result)
{
  static const struct { const char *text; ParlourResult result; } results[] = {
    { "1-0", PARLOUR_RESULT_WHITE_WINS },
    { "0-1", PARLOUR_RESULT_BLACK_WINS },
    { "1/2-1/2", PARLOUR_RESULT_DRAW },
  };

  if (token->type == PARLOUR_PGN_TOKEN_ASTERISK)
    {
      *result = PARLOUR_RESULT_NONE;
      return TRUE;
    }
  if (token->type != PARLOUR_PGN_TOKEN_SYMBOL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (g_str_equal (token->value, results[i].text))
      {
        *result = results[i].result;
        return TRUE;
      }
  return FALSE;
}

/* One numbered move: the current token is its number ("3a"); the token after
 * the move (with the clock comment before it) is current afterwards. */
static gboolean
read_move (BpgnReader *b,
           GError    **error)
{
  ParlourPgnReader *r = &b->r;
  g_autofree char *label = g_strdup (r->token.value);
  g_autoptr(GError) local = NULL;
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
  ParlourPosition pos;
  ParlourGame *game;
  ParlourColor color;
  guint board, number, line, column;

  parse_move_number (label, &board, &color, &number);
  do
    if (!parlour_pgn_next (r, error))
      return FALSE;
  while (r->token.type == PARLOUR_PGN_TOKEN_PERIOD);
  if (r->token.type != PARLOUR_PGN_TOKEN_SYMBOL)
    {
      g_autofree char *expected = g_strdup_printf ("a move after “%s.”", label);
      return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_MOVE, expected, error);
    }
  line = r->token.line;
  column = r->token.column;
  game = parlour_match_get_game (b->match, board);
  if (parlour_match_is_over (b->match))
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, line, column,
                             _("move %s “%s” on board %c comes after the end of the game"), label,
                             r->token.value, 'A' + board);
      return FALSE;
    }
  if (parlour_game_get_side_to_move (game) != color)
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, line, column,
                             _("move %s “%s” on board %c: it is %s's turn there"), label,
                             r->token.value, 'A' + board,
                             color == PARLOUR_WHITE ? "Black" : "White");
      return FALSE;
    }
  pos = *parlour_game_get_position (game);
  action.move = parlour_san_to_move (&pos, r->token.value, &local);
  if (action.move == PARLOUR_MOVE_NONE ||
      !parlour_match_submit (b->match, parlour_match_find_seat (b->match, board, color), &action,
                             0, local == NULL ? &local : NULL))
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, line, column,
                             _("illegal move %s “%s” on board %c: %s"), label, r->token.value,
                             'A' + board, local != NULL ? local->message : "not legal here");
      return FALSE;
    }
  if (!parlour_pgn_next (r, error))
    return FALSE;
  /* the mover's clock after the move, kept in the times at the next ply */
  if (b->times[board] != NULL)
    {
      ParlourClockTimes t = g_array_index (b->times[board], ParlourClockTimes,
                                           b->times[board]->len - 1);
      gint64 left = r->token.seconds_us >= 0 ? r->token.seconds_us : r->token.clock_us;

      ParlourClock *clock = parlour_match_get_clock (b->match, board);

      if (left >= 0 && parlour_clock_get_control (clock, color)->mode != PARLOUR_CLOCK_UNLIMITED)
        t.remaining[color] = left;
      g_array_append_val (b->times[board], t);
    }
  return TRUE;
}

/* The movetext up to and with the result, or to the end or the next game. */
static gboolean
read_moves (BpgnReader *b,
            GError    **error)
{
  ParlourPgnReader *r = &b->r;

  b->result = PARLOUR_RESULT_NONE;
  for (;;)
    {
      guint board, number;
      ParlourColor color;

      switch (r->token.type)
        {
        case PARLOUR_PGN_TOKEN_EOF:
        case PARLOUR_PGN_TOKEN_LBRACKET:
          return TRUE;
        case PARLOUR_PGN_TOKEN_NAG:
          if (!parlour_pgn_next (r, error))
            return FALSE;
          continue;
        case PARLOUR_PGN_TOKEN_LPAREN:
          if (!parlour_pgn_skip_variation (r, error))
            return FALSE;
          continue;
        case PARLOUR_PGN_TOKEN_ASTERISK:
        case PARLOUR_PGN_TOKEN_SYMBOL:
          if (parse_result (&r->token, &b->result))
            {
              b->result_line = r->token.line;
              b->result_column = r->token.column;
              return parlour_pgn_next (r, error);
            }
          if (r->token.type == PARLOUR_PGN_TOKEN_SYMBOL &&
              parse_move_number (r->token.value, &board, &color, &number))
            {
              if (!read_move (b, error))
                return FALSE;
              continue;
            }
          G_GNUC_FALLTHROUGH;
        case PARLOUR_PGN_TOKEN_STRING:
        case PARLOUR_PGN_TOKEN_PERIOD:
        case PARLOUR_PGN_TOKEN_RBRACKET:
        case PARLOUR_PGN_TOKEN_RPAREN:
        default:
          return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_SYNTAX,
                                         _("a move number such as “1A.” or “1b.”, or a result"),
                                         error);
        }
    }
}

/* The result token: the team result where the moves do not end the match; it
 * may not contradict a match that they end. */
static gboolean
set_result (BpgnReader *b,
            GError    **error)
{
  ParlourResult ended = parlour_match_get_result (b->match, NULL);

  if (ended != PARLOUR_RESULT_NONE)
    {
      if (b->result != PARLOUR_RESULT_NONE && b->result != ended)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, b->result_line, b->result_column,
                                 _("the result “%s” contradicts the moves, which end in “%s”"),
                                 parlour_result_to_string (b->result),
                                 parlour_result_to_string (ended));
          return FALSE;
        }
      return TRUE;
    }
  /* the other board takes it mirrored (the bughouse match does that) */
  if (b->result != PARLOUR_RESULT_NONE)
    parlour_game_set_result (parlour_match_get_game (b->match, 0), b->result,
                             PARLOUR_TERMINATION_NONE);
  return TRUE;
}

/**
 * parlour_bpgn_read:
 * @text: BPGN text (UTF-8, or Latin-1 as older files have it)
 * @error: where a malformed file or an illegal move is reported
 *
 * Returns: (transfer full) (nullable): the first game of @text as a bughouse match
 */
ParlourMatch *
parlour_bpgn_read (const char *text,
                   GError    **error)
{
  g_autofree char *converted = NULL;
  BpgnReader b = { 0, };
  gboolean ok;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  text = parlour_pgn_utf8 (text, &converted, error);
  if (text == NULL)
    return NULL;

  parlour_pgn_reader_init (&b.r, text);
  ok = parlour_pgn_next (&b.r, error) && parlour_pgn_read_tags (&b.r, error);
  if (ok && b.r.token.type == PARLOUR_PGN_TOKEN_EOF && b.r.tags->len == 0)
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_EMPTY, b.r.token.line, b.r.token.column,
                             _("no game found: expected a tag or a move"));
      ok = FALSE;
    }
  ok = ok && new_match (&b, error) && read_moves (&b, error) && set_result (&b, error);
  if (ok)
    for (guint i = 0; i < 2; i++)
      if (b.times[i] != NULL)
        {
          gboolean started = parlour_match_get_n_moments (b.match) > 0;

          parlour_match_set_times (b.match, i, b.times[i], started, 0);
        }
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&b.times[i], g_array_unref);
  parlour_pgn_reader_clear (&b.r);
  if (!ok)
    g_clear_object (&b.match);
  return b.match;
}

/* Seconds with as many decimals as the time has: "237.4", "60.0". */
static char *
format_seconds (gint64 us)
{
  g_autofree char *text = NULL;
  gsize len;

  us = MAX (us, 0);
  text = g_strdup_printf ("%" G_GINT64_FORMAT ".%06d", us / G_USEC_PER_SEC,
                          (int) (us % G_USEC_PER_SEC));
  len = strlen (text);
  while (text[len - 1] == '0' && text[len - 2] != '.')
    text[--len] = '\0';
  return g_steal_pointer (&text);
}

static void
write_tags (GString      *out,
            ParlourMatch *match)
{
  ParlourGame *a = parlour_match_get_game (match, 0);
  ParlourClock *clock = parlour_match_get_clock (match, 0);
  const ParlourVariant *variant = parlour_game_get_variant (a);
  g_auto(GStrv) names = parlour_game_dup_tag_names (a);
  g_autofree char *fen_a = NULL;
  g_autofree char *fen_b = NULL;
  gboolean set_up = FALSE;

  for (guint i = 0; i < 2; i++)
    {
      ParlourGame *game = parlour_match_get_game (match, i);
      g_autoptr(ParlourPosition) start = parlour_position_new (variant);
      ParlourPosition first;

      for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
        {
          const char *name = parlour_game_get_tag (game, c == PARLOUR_WHITE ? "White" : "Black");

          parlour_pgn_append_tag (out, board_tags[i][c], name != NULL && *name ? name : "?");
        }
      /* the start before any piece arrived */
      parlour_match_get_position_at_moment (match, i, 0, &first);
      start->rules = first.rules;
      if (i == 0)
        fen_a = parlour_position_to_fen (&first);
      else
        fen_b = parlour_position_to_fen (&first);
      set_up |= !parlour_position_equal (&first, start);
    }
  /* with each side's own control in WhiteTimeControl and BlackTimeControl
   * (written with the other tags), TimeControl is "?" */
  if (clock != NULL && parlour_game_get_tag (a, "TimeControl") != NULL)
    parlour_pgn_append_tag (out, "TimeControl", parlour_game_get_tag (a, "TimeControl"));
  if (parlour_game_get_rules (a) & PARLOUR_RULE_KING_CAPTURE)
    parlour_pgn_append_tag (out, "Rules", "King capture");
  if (set_up)
    {
      g_autofree char *both = g_strdup_printf ("%s | %s", fen_a, fen_b);

      parlour_pgn_append_tag (out, "SetUp", "1");
      parlour_pgn_append_tag (out, "FEN", both);
    }
  parlour_pgn_append_tag (out, "Result",
                          parlour_result_to_string (parlour_match_get_result (match, NULL)));
  /* Event, Site, Date and the other tags, as board A has them */
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = parlour_game_get_tag (a, names[i]);

      if (!is_bpgn_tag (names[i]) && value != NULL && *value != '\0')
        parlour_pgn_append_tag (out, names[i], value);
    }
}

/**
 * parlour_bpgn_write:
 * @match: a bughouse match
 *
 * Returns: (transfer full): @match as BPGN, ending with a new line
 */
char *
parlour_bpgn_write (ParlourMatch *match)
{
  GString *out;
  gsize line_start;
  guint ply[2] = { 0, 0 };

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);
  g_return_val_if_fail (parlour_match_get_n_boards (match) == 2, NULL);

  out = g_string_new (NULL);
  write_tags (out, match);
  g_string_append_c (out, '\n');
  line_start = out->len;
  for (guint moment = 1; moment <= parlour_match_get_n_moments (match); moment++)
    {
      guint board = parlour_match_get_moment_board (match, moment);
      ParlourGame *game = parlour_match_get_game (match, board);
      const ParlourPosition *pos = parlour_game_get_position_at (game, ply[board]);
      char letter = (char) ((board == 0 ? 'A' : 'B') + (pos->side == PARLOUR_BLACK ? 32 : 0));
      g_autofree char *word = g_strdup_printf ("%u%c. %s", pos->fullmove, letter,
                                               parlour_game_get_san (game, ply[board]));
      GArray *times = parlour_match_get_times (match, board);

      parlour_pgn_append_word (out, &line_start, word);
      ParlourClock *clock = parlour_match_get_clock (match, board);

      /* an unlimited side has no time to tell */
      if (clock != NULL && ply[board] + 1 < times->len &&
          parlour_clock_get_control (clock, pos->side)->mode != PARLOUR_CLOCK_UNLIMITED)
        {
          const ParlourClockTimes *t = &g_array_index (times, ParlourClockTimes, ply[board] + 1);
          g_autofree char *seconds = format_seconds (t->remaining[pos->side]);
          g_autofree char *comment = g_strdup_printf ("{%s}", seconds);

          parlour_pgn_append_word (out, &line_start, comment);
        }
      ply[board]++;
    }
  parlour_pgn_append_word (out, &line_start,
                           parlour_result_to_string (parlour_match_get_result (match, NULL)));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
