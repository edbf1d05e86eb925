/* parlour-pgn-writer.c — writing a game as PGN (export format)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tag section starts with the seven tag roster in its order, then the tags
 * derived from the game (Variant for anything but standard chess, SetUp and FEN
 * for a start other than the variant's, Termination), TimeControl, and the other
 * tags in the game's order. The movetext has move numbers, is wrapped before
 * column 80 and ends with the result token and a blank line.
 */
#include "parlour-pgn-private.h"

#include <string.h>

#define PGN_LINE_WIDTH 79

static const char * const roster[] = { "Event", "Site", "Date", "Round", "White", "Black" };
static const char * const roster_unknown[] = { "?", "?", "????.??.??", "?", "?", "?" };

void
parlour_pgn_append_tag (GString    *out,
                        const char *name,
                        const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *p = value; *p != '\0'; p++)
    {
      /* PGN strings escape quotes and backslashes; a line break would end the
       * tag, so it becomes a space. */
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p == '\n' || *p == '\r' ? ' ' : *p);
    }
  g_string_append (out, "\"]\n");
}

static gboolean
is_written_tag (const char *name)
{
  static const char * const others[] = {
    "Result", "Variant", "SetUp", "FEN", "TimeControl", "Termination", "Rules"
  };

  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    if (g_str_equal (name, roster[i]))
      return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (g_str_equal (name, others[i]))
      return TRUE;
  return FALSE;
}

/* The PGN standard's Termination values (section 9.8.1). */
static const char *
termination_tag (ParlourGame *game)
{
  if (!parlour_game_is_over (game))
    return "unterminated";
  switch (parlour_game_get_termination (game))
    {
    case PARLOUR_TERMINATION_TIME:
    case PARLOUR_TERMINATION_TIME_INSUFFICIENT:
      return "time forfeit";
    case PARLOUR_TERMINATION_NONE:
      /* over, but not by anything the game knows: set from outside */
      return "adjudication";
    case PARLOUR_TERMINATION_CHECKMATE:
    case PARLOUR_TERMINATION_STALEMATE:
    case PARLOUR_TERMINATION_KING_CAPTURED:
    case PARLOUR_TERMINATION_THREEFOLD_REPETITION:
    case PARLOUR_TERMINATION_FIVEFOLD_REPETITION:
    case PARLOUR_TERMINATION_FIFTY_MOVES:
    case PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES:
    case PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL:
    case PARLOUR_TERMINATION_RESIGNATION:
    case PARLOUR_TERMINATION_AGREEMENT:
    case PARLOUR_TERMINATION_BARE_ROYAL:
    case PARLOUR_TERMINATION_FOUR_PASSES:
    case PARLOUR_TERMINATION_HUNDRED_MOVES:
    case PARLOUR_TERMINATION_KING_FAILED:
    default:
      return "normal";
    }
}

/* The start position's FEN if it is not the variant's own start, else NULL. */
static char *
custom_start_fen (ParlourGame *game)
{
  const ParlourPosition *initial = parlour_game_get_initial_position (game);
  g_autoptr(ParlourPosition) start = parlour_position_new (parlour_game_get_variant (game));
  g_autofree char *fen = parlour_position_to_fen (initial);
  g_autofree char *start_fen = NULL;

  start->rules = initial->rules;
  start_fen = parlour_position_to_fen (start);
  if (g_str_equal (fen, start_fen))
    return NULL;
  return g_steal_pointer (&fen);
}

void
parlour_pgn_append_word (GString    *out,
                         gsize      *line_start,
                         const char *word)
{
  gsize len = strlen (word);

  if (out->len > *line_start)
    {
      if (out->len - *line_start + 1 + len > PGN_LINE_WIDTH)
        {
          g_string_append_c (out, '\n');
          *line_start = out->len;
        }
      else
        g_string_append_c (out, ' ');
    }
  g_string_append (out, word);
}

char *
parlour_pgn_format_clock (gint64 us)
{
  gint64 tenths = MAX (us, 0) / (G_USEC_PER_SEC / 10);
  gint64 seconds = tenths / 10;

  if (tenths % 10 != 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d.%d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60), (int) (tenths % 10));
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                          (int) (seconds / 60 % 60), (int) (seconds % 60));
}

static void
append_movetext (GString     *out,
                 ParlourGame *game)
{
  guint n = parlour_game_get_n_moves (game);
  gsize line_start = out->len;
  gboolean after_comment = FALSE;

  for (guint ply = 0; ply < n; ply++)
    {
      const ParlourPosition *pos = parlour_game_get_position_at (game, ply);
      const char *san = parlour_game_get_san (game, ply);
      g_autofree char *word = NULL;
      gint64 clock = parlour_game_get_clock (game, ply);

      /* a move number stays on the line of its move; Black's move gets its
       * number again after a comment */
      if (pos->side == PARLOUR_WHITE)
        word = g_strdup_printf ("%u. %s", pos->fullmove, san);
      else if (ply == 0 || after_comment)
        word = g_strdup_printf ("%u... %s", pos->fullmove, san);
      else
        word = g_strdup (san);
      parlour_pgn_append_word (out, &line_start, word);

      after_comment = clock >= 0;
      if (after_comment)
        {
          g_autofree char *time = parlour_pgn_format_clock (clock);
          g_autofree char *comment = g_strdup_printf ("{[%%clk %s]}", time);

          parlour_pgn_append_word (out, &line_start, comment);
        }
    }
  parlour_pgn_append_word (out, &line_start, parlour_result_to_string (parlour_game_get_result (game)));
  g_string_append_c (out, '\n');
}

/**
 * parlour_pgn_write:
 * @game: a game
 *
 * Writes @game in PGN export format: the seven tag roster (unknown values as
 * "?"), Variant (unless standard chess), SetUp and FEN (unless the game starts
 * from the variant's start), TimeControl (if the game has that tag),
 * Termination, the game's other tags, then the movetext with move numbers,
 * a "{[%clk H:MM:SS]}" comment after each move whose clock reading the game
 * has (parlour_game_set_clock()), wrapped at 79 columns, the result token and a
 * blank line.
 *
 * Returns: (transfer full): the PGN text
 */
char *
parlour_pgn_write (ParlourGame *game)
{
  const ParlourVariant *variant;
  g_autoptr(GString) out = NULL;
  g_autofree char *fen = NULL;
  g_auto(GStrv) names = NULL;
  const char *value;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);

  variant = parlour_game_get_variant (game);
  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      value = parlour_game_get_tag (game, roster[i]);
      parlour_pgn_append_tag (out, roster[i], value != NULL && *value != '\0' ? value : roster_unknown[i]);
    }
  parlour_pgn_append_tag (out, "Result", parlour_result_to_string (parlour_game_get_result (game)));
  if (variant != parlour_variant_default ())
    parlour_pgn_append_tag (out, "Variant", variant->pgn_name != NULL ? variant->pgn_name : variant->id);
  fen = custom_start_fen (game);
  if (fen != NULL)
    {
      parlour_pgn_append_tag (out, "SetUp", "1");
      parlour_pgn_append_tag (out, "FEN", fen);
    }
  if (parlour_game_get_rules (game) & PARLOUR_RULE_KING_CAPTURE)
    parlour_pgn_append_tag (out, "Rules", "King capture");
  if (parlour_game_get_rules (game) & PARLOUR_RULE_PAWNS_COLLIDE)
    parlour_pgn_append_tag (out, "Rules", "Pawns collide");
  value = parlour_game_get_tag (game, "TimeControl");
  if (value != NULL)
    parlour_pgn_append_tag (out, "TimeControl", value);
  parlour_pgn_append_tag (out, "Termination", termination_tag (game));

  names = parlour_game_dup_tag_names (game);
  for (guint i = 0; names[i] != NULL; i++)
    if (!is_written_tag (names[i]))
      {
        value = parlour_game_get_tag (game, names[i]);
        if (value != NULL)
          parlour_pgn_append_tag (out, names[i], value);
      }

  g_string_append_c (out, '\n');
  append_movetext (out, game);
  g_string_append_c (out, '\n');
  return g_string_free (g_steal_pointer (&out), FALSE);
}
