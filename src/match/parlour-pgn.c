/* parlour-pgn.c — reading PGN: tag sections and movetext into ParlourGame objects
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader follows the PGN standard's import format and is lenient where real
 * files differ from it: move numbers are optional and not checked, SAN is read
 * as parlour_san_to_move() reads it, comments, NAGs and variations are skipped
 * (a "[%clk H:MM:SS]" reading in a comment after a move is kept: the game's
 * clock for that ply).
 * It is strict about what would lose information silently: an illegal move, an
 * unknown variant, a FEN that does not parse, or a result that the final
 * position contradicts are errors naming their line and column.
 */
#include "config.h"

#include "parlour-pgn-private.h"
#include "parlour-san.h"
#include "parlour-notation.h"

#include <string.h>

#include <glib/gi18n-lib.h>

static const ParlourVariant *
find_variant (const char *name)
{
  const ParlourVariant **list;
  guint n;

  list = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    if ((list[i]->pgn_name != NULL && g_ascii_strcasecmp (list[i]->pgn_name, name) == 0) ||
        g_ascii_strcasecmp (list[i]->id, name) == 0)
      return list[i];
  return NULL;
}

static gboolean
is_derived_tag (const char *name)
{
  static const char * const derived[] = { "Result", "Variant", "SetUp", "FEN", "Termination",
                                          "Rules" };

  for (guint i = 0; i < G_N_ELEMENTS (derived); i++)
    if (g_str_equal (name, derived[i]))
      return TRUE;
  return FALSE;
}

/* The game the tag section describes: its variant, start position and tags. */
static ParlourGame *
new_game (ParlourPgnReader  *r,
          GError **error)
{
  const ParlourVariant *variant = parlour_variant_default ();
  const ParlourPgnTag *variant_tag = parlour_pgn_find_tag (r, "Variant");
  const ParlourPgnTag *fen_tag = parlour_pgn_find_tag (r, "FEN");
  const ParlourPgnTag *rules_tag = parlour_pgn_find_tag (r, "Rules");
  g_autoptr(GError) fen_error = NULL;
  ParlourGame *game;
  guint rules = 0;

  if (variant_tag != NULL && *variant_tag->value != '\0')
    {
      variant = find_variant (variant_tag->value);
      if (variant == NULL)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_TAG, variant_tag->line,
                                 variant_tag->column, _("unknown variant “%s”"), variant_tag->value);
          return NULL;
        }
    }
  /* Our own tag for the rule option of docs/rules/chess.md, "The King capture option". */
  if (rules_tag != NULL && *rules_tag->value != '\0')
    {
      if (g_ascii_strcasecmp (rules_tag->value, "King capture") == 0 &&
          (variant->flags & PARLOUR_VARIANT_KING_CAPTURE_OPT))
        rules |= PARLOUR_RULE_KING_CAPTURE;
      /* SimulChess's option of docs/rules/simulchess.md, rule 4 */
      else if (g_ascii_strcasecmp (rules_tag->value, "Pawns collide") == 0 &&
               (variant->flags & PARLOUR_VARIANT_SIMULTANEOUS))
        rules |= PARLOUR_RULE_PAWNS_COLLIDE;
      else if (g_ascii_strcasecmp (rules_tag->value, "Legal moves only") != 0)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_TAG, rules_tag->line, rules_tag->column,
                                 _("unknown rules “%s” for %s (expected “Legal moves only”, "
                                 "“King capture” or, in SimulChess, “Pawns collide”)"),
                                 rules_tag->value, variant->id);
          return NULL;
        }
    }
  /* A FEN tag without SetUp "1" is against the standard but clear enough. */
  game = parlour_game_new (variant, fen_tag != NULL ? fen_tag->value : NULL, rules, &fen_error);
  if (game == NULL)
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_TAG, fen_tag->line, fen_tag->column,
                             _("bad FEN tag: %s"), fen_error->message);
      return NULL;
    }
  for (guint i = 0; i < r->tags->len; i++)
    {
      const ParlourPgnTag *tag = &g_array_index (r->tags, ParlourPgnTag, i);
      if (tag->name != NULL && !is_derived_tag (tag->name))
        parlour_game_set_tag (game, tag->name, tag->value);
    }
  return game;
}

static gboolean
parse_result (const char    *text,
              ParlourResult *result)
{
  if (g_str_equal (text, "1-0"))
    *result = PARLOUR_RESULT_WHITE_WINS;
  else if (g_str_equal (text, "0-1"))
    *result = PARLOUR_RESULT_BLACK_WINS;
  else if (g_str_equal (text, "1/2-1/2"))
    *result = PARLOUR_RESULT_DRAW;
  else if (g_str_equal (text, "*"))
    *result = PARLOUR_RESULT_NONE;
  else
    return FALSE;
  return TRUE;
}

/* @text is a legal move of the side not to move in @pos. */
static gboolean
is_other_sides_move (const ParlourPosition *pos,
                     const char            *text)
{
  ParlourPosition other = *pos;

  if (parlour_position_in_check (&other))
    return FALSE;
  other.side = !other.side;
  other.ep = PARLOUR_NO_SQUARE;
  return parlour_san_to_move (&other, text, NULL) != PARLOUR_MOVE_NONE;
}

static gboolean
play_move (ParlourPgnReader      *r,
           ParlourGame *game,
           GError     **error)
{
  ParlourPosition pos = *parlour_game_get_position (game);
  const char *text = r->token.value;
  const char *side = pos.side == PARLOUR_WHITE ? "White" : "Black";
  g_autoptr(GError) move_error = NULL;
  ParlourMove move;

  move = parlour_san_to_move (&pos, text, &move_error);
  if (move == PARLOUR_MOVE_NONE &&
      g_error_matches (move_error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX))
    return parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_SYNTAX, _("a move, a move number or a result"), error);
  if (parlour_game_is_over (game))
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, r->token.line, r->token.column,
                             _("move “%s” for %s at move %u comes after the end of the game "
                             "(%s, %s)"), text, side, pos.fullmove,
                             parlour_result_to_string (parlour_game_get_result (game)),
                             parlour_termination_to_string (parlour_game_get_termination (game)));
      return FALSE;
    }
  if (move == PARLOUR_MOVE_NONE)
    {
      const char *choices = strstr (move_error->message, "it could be ");
      if (g_error_matches (move_error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_AMBIGUOUS) &&
          choices != NULL)
        parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, r->token.line, r->token.column,
                               _("ambiguous move “%s” for %s at move %u: %s"), text, side,
                               pos.fullmove, choices);
      else if (is_other_sides_move (&pos, text))
        /* a move of the side not to move (a move left out before it, say):
         * "illegal" alone sends the reader looking at the wrong board */
        parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, r->token.line, r->token.column,
                               _("illegal move “%s” for %s at move %u: it is not %s’s turn"),
                               text, side, pos.fullmove,
                               pos.side == PARLOUR_WHITE ? _("Black") : _("White"));
      else
        parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, r->token.line, r->token.column,
                               _("illegal move “%s” for %s at move %u"), text, side, pos.fullmove);
      return FALSE;
    }
  if (!parlour_game_play (game, move, &move_error))
    {
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, r->token.line, r->token.column,
                             _("move “%s” for %s at move %u: %s"), text, side, pos.fullmove,
                             move_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Ends the game as its result says when the moves alone do not end it: by
 * resignation, agreement, a claim or a flag, as the Termination tag tells. */
static gboolean
apply_result (ParlourGame   *game,
              ParlourResult  result,
              const char    *termination,
              guint          line,
              guint          column,
              GError       **error)
{
  g_autofree char *how = g_ascii_strdown (termination != NULL ? termination : "normal", -1);
  gboolean on_time = strstr (how, "time") != NULL;
  ParlourTermination why = PARLOUR_TERMINATION_NONE;

  if (result == PARLOUR_RESULT_NONE)
    return TRUE;
  if (parlour_game_is_over (game))
    {
      if (parlour_game_get_result (game) == result)
        return TRUE;
      parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_MOVE, line, column,
                             _("the result %s does not match the end of the game (%s, %s)"),
                             parlour_result_to_string (result),
                             parlour_result_to_string (parlour_game_get_result (game)),
                             parlour_termination_to_string (parlour_game_get_termination (game)));
      return FALSE;
    }

  if (on_time)
    {
      ParlourColor loser = result == PARLOUR_RESULT_WHITE_WINS ? PARLOUR_BLACK
                         : result == PARLOUR_RESULT_BLACK_WINS ? PARLOUR_WHITE
                         : parlour_game_get_side_to_move (game);
      parlour_game_flag_fall (game, loser);
      why = result == PARLOUR_RESULT_DRAW ? PARLOUR_TERMINATION_TIME_INSUFFICIENT
                                          : PARLOUR_TERMINATION_TIME;
    }
  else if (strstr (how, "adjudicat") != NULL || strstr (how, "abandon") != NULL ||
           strstr (how, "infraction") != NULL || strstr (how, "emergency") != NULL ||
           strstr (how, "death") != NULL)
    ;   /* a result from outside the game: set below, without a reason */
  else if (result == PARLOUR_RESULT_WHITE_WINS)
    parlour_game_resign (game, PARLOUR_BLACK);
  else if (result == PARLOUR_RESULT_BLACK_WINS)
    parlour_game_resign (game, PARLOUR_WHITE);
  else if (parlour_game_can_claim_draw (game, NULL))
    parlour_game_claim_draw (game, NULL);
  else
    parlour_game_agree_draw (game);

  /* The file has the last word when our rules would have ended it otherwise
   * (a flag against a side whose opponent cannot mate, say). */
  if (parlour_game_get_result (game) != result)
    parlour_game_set_result (game, result, why);
  return TRUE;
}

/* A "[%clk]" comment before the current token belongs to the last move. */
static void
take_clock (ParlourPgnReader      *r,
            ParlourGame *game)
{
  guint n = parlour_game_get_n_moves (game);

  if (r->token.clock_us >= 0 && n > 0)
    parlour_game_set_clock (game, n - 1, r->token.clock_us);
}

/* One game: its tag section (maybe empty), then its movetext up to a result,
 * the next tag section or the end of the text. */
static ParlourGame *
read_game (ParlourPgnReader  *r,
           GError **error)
{
  g_autoptr(ParlourGame) game = NULL;
  ParlourResult result = PARLOUR_RESULT_NONE;
  const ParlourPgnTag *result_tag, *termination_tag;
  gboolean has_result = FALSE;
  guint line = 0, column = 0;

  g_hash_table_remove_all (r->tag_index);
  g_array_set_size (r->tags, 0);
  if (!parlour_pgn_read_tags (r, error))
    return NULL;
  game = new_game (r, error);
  if (game == NULL)
    return NULL;

  while (!has_result &&
         r->token.type != PARLOUR_PGN_TOKEN_EOF && r->token.type != PARLOUR_PGN_TOKEN_LBRACKET)
    {
      take_clock (r, game);
      switch (r->token.type)
        {
        case PARLOUR_PGN_TOKEN_SYMBOL:
          if (parse_result (r->token.value, &result))
            {
              has_result = TRUE;
              line = r->token.line;
              column = r->token.column;
            }
          else if (strspn (r->token.value, "0123456789") != strlen (r->token.value) &&
                   !play_move (r, game, error))
            return NULL;
          break;
        case PARLOUR_PGN_TOKEN_ASTERISK:
          has_result = TRUE;
          result = PARLOUR_RESULT_NONE;
          break;
        case PARLOUR_PGN_TOKEN_LPAREN:
          if (!parlour_pgn_skip_variation (r, error))
            return NULL;
          continue;
        case PARLOUR_PGN_TOKEN_PERIOD:
        case PARLOUR_PGN_TOKEN_NAG:
          break;
        case PARLOUR_PGN_TOKEN_RPAREN:
          parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_SYNTAX, _("a move (“)” closes no variation)"), error);
          return NULL;
        case PARLOUR_PGN_TOKEN_STRING:
        case PARLOUR_PGN_TOKEN_RBRACKET:
        case PARLOUR_PGN_TOKEN_LBRACKET:
        case PARLOUR_PGN_TOKEN_EOF:
        default:
          parlour_pgn_unexpected (r, PARLOUR_PGN_ERROR_SYNTAX, _("a move, a move number or a result"), error);
          return NULL;
        }
      if (!parlour_pgn_next (r, error))
        return NULL;
    }

  if (!has_result)
    take_clock (r, game);

  /* Without a result token, the Result tag says how the game ended. */
  result_tag = parlour_pgn_find_tag (r, "Result");
  if (!has_result && result_tag != NULL && parse_result (result_tag->value, &result))
    {
      line = result_tag->line;
      column = result_tag->column;
    }
  termination_tag = parlour_pgn_find_tag (r, "Termination");
  if (!apply_result (game, result, termination_tag ? termination_tag->value : NULL,
                     line, column, error))
    return NULL;
  return g_steal_pointer (&game);
}

/**
 * parlour_pgn_parse:
 * @text: PGN text: any number of games (UTF-8; Latin-1 is converted)
 * @error: return location for a %PARLOUR_PGN_ERROR
 *
 * Reads every game in @text. The Variant tag chooses the variant (by its PGN
 * name or its id, in any case), SetUp and FEN the start position. A result
 * that the moves do not reach is recorded as resignation, agreement (or a
 * valid draw claim) or a flag fall, as the Termination tag says.
 *
 * Returns: (transfer container) (element-type ParlourGame): the games, or
 *   %NULL with @error set; its message starts with "line L, column C: "
 */
GPtrArray *
parlour_pgn_parse (const char *text,
                   GError    **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *converted = NULL;
  ParlourPgnReader r = { 0 };

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  text = parlour_pgn_utf8 (text, &converted, error);
  if (text == NULL)
    return NULL;

  games = g_ptr_array_new_with_free_func (g_object_unref);
  parlour_pgn_reader_init (&r, text);

  if (parlour_pgn_next (&r, error))
    {
      while (r.token.type != PARLOUR_PGN_TOKEN_EOF)
        {
          ParlourGame *game = read_game (&r, error);
          if (game == NULL)
            {
              g_clear_pointer (&games, g_ptr_array_unref);
              break;
            }
          g_ptr_array_add (games, game);
        }
      if (games != NULL && games->len == 0)
        {
          parlour_pgn_set_error (error, PARLOUR_PGN_ERROR_EMPTY, r.token.line, r.token.column,
                                 _("no game found: expected a tag or a move"));
          g_clear_pointer (&games, g_ptr_array_unref);
        }
    }
  else
    g_clear_pointer (&games, g_ptr_array_unref);

  parlour_pgn_reader_clear (&r);
  return g_steal_pointer (&games);
}
