/* parlour-soak-check.c — the soak's checks: a game must come back identical
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each check compares the game as the match holds it with the same game come
 * back through one of the forms it is kept in: its FEN at every ply, its PGN
 * (Save As and Open), the match's saved form (the autosave), and its moves
 * played again. Where a form cannot tell two things apart, the check says so
 * and allows exactly that (docs/reliability.md).
 */
#include "config.h"

#include <string.h>

#include "parlour-bpgn.h"
#include "parlour-match-format.h"
#include "parlour-match-private.h"
#include "parlour-pgn.h"
#include "parlour-soak-private.h"

gboolean
parlour_soak_set_error (GError           **error,
                        ParlourSoakError   code,
                        const char        *format,
                        ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PARLOUR_SOAK_ERROR, code, format, args));
  va_end (args);
  return FALSE;
}

static gboolean
same_tags (ParlourGame *a,
           ParlourGame *b,
           const char  *what,
           GError     **error)
{
  g_auto(GStrv) names_a = parlour_game_dup_tag_names (a);
  g_auto(GStrv) names_b = parlour_game_dup_tag_names (b);

  for (guint i = 0; names_a[i] != NULL; i++)
    if (g_strcmp0 (parlour_game_get_tag (a, names_a[i]),
                   parlour_game_get_tag (b, names_a[i])) != 0)
      return soak_mismatch (error, "%s has the tag %s “%s” instead of “%s”", what, names_a[i],
                            parlour_game_get_tag (b, names_a[i]),
                            parlour_game_get_tag (a, names_a[i]));
  if (g_strv_length (names_a) != g_strv_length (names_b))
    return soak_mismatch (error, "%s has %u tags instead of %u", what, g_strv_length (names_b),
                          g_strv_length (names_a));
  return TRUE;
}

gboolean
parlour_soak_same_game (ParlourGame  *a,
                        ParlourGame  *b,
                        SoakSameFlags flags,
                        const char   *what,
                        GError      **error)
{
  guint n = parlour_game_get_n_moves (a);

  if (parlour_game_get_variant (b) != parlour_game_get_variant (a))
    return soak_mismatch (error, "%s plays %s", what, parlour_game_get_variant (b)->id);
  if (parlour_game_get_rules (b) != parlour_game_get_rules (a))
    return soak_mismatch (error, "%s has the rules %#x instead of %#x", what,
                          parlour_game_get_rules (b), parlour_game_get_rules (a));
  if (parlour_game_get_n_moves (b) != n)
    return soak_mismatch (error, "%s has %u moves instead of %u", what,
                          parlour_game_get_n_moves (b), n);
  for (guint ply = 0; ply <= n; ply++)
    {
      if (ply < n && parlour_game_get_move (b, ply) != parlour_game_get_move (a, ply))
        return soak_mismatch (error, "%s has another move at ply %u: %s instead of %s", what,
                              ply + 1, parlour_game_get_san (b, ply), parlour_game_get_san (a, ply));
      if (!parlour_position_equal (parlour_game_get_position_at (a, ply),
                                       parlour_game_get_position_at (b, ply)))
        {
          g_autofree char *fa = parlour_position_to_fen (parlour_game_get_position_at (a, ply));
          g_autofree char *fb = parlour_position_to_fen (parlour_game_get_position_at (b, ply));

          return soak_mismatch (error, "%s has another position before ply %u: “%s” instead "
                                "of “%s”", what, ply + 1, fb, fa);
        }
      if ((flags & SOAK_SAME_CLOCKS) && ply < n &&
          parlour_game_get_clock (a, ply) != parlour_game_get_clock (b, ply))
        return soak_mismatch (error, "%s has the clock reading %" G_GINT64_FORMAT " µs at ply %u "
                              "instead of %" G_GINT64_FORMAT, what, parlour_game_get_clock (b, ply),
                              ply + 1, parlour_game_get_clock (a, ply));
    }
  if ((flags & SOAK_SAME_RESULT) && parlour_game_get_result (a) != parlour_game_get_result (b))
    return soak_mismatch (error, "%s has the result %s instead of %s", what,
                          parlour_result_to_string (parlour_game_get_result (b)),
                          parlour_result_to_string (parlour_game_get_result (a)));
  if ((flags & SOAK_SAME_TERMINATION) &&
      parlour_game_get_termination (a) != parlour_game_get_termination (b))
    return soak_mismatch (error, "%s ended by %s instead of %s", what,
                          parlour_termination_to_string (parlour_game_get_termination (b)),
                          parlour_termination_to_string (parlour_game_get_termination (a)));
  if ((flags & SOAK_SAME_TAGS) && !same_tags (a, b, what, error))
    return FALSE;
  return TRUE;
}

gboolean
parlour_soak_check_fen (const ParlourPosition *pos,
                        GError               **error)
{
  g_autofree char *fen = parlour_position_to_fen (pos);
  g_autoptr(GError) fen_error = NULL;
  ParlourPosition again = { .variant = pos->variant, .rules = pos->rules };

  if (!parlour_position_set_fen (&again, fen, &fen_error))
    {
      g_set_error (error, PARLOUR_SOAK_ERROR, PARLOUR_SOAK_ERROR_REFUSED,
                   "the FEN reader refuses the writer's “%s”: %s", fen, fen_error->message);
      return FALSE;
    }
  /* FEN has no field for the passes in a row (docs/bungalow.md): a position
   * reached by passing reads back with none, and is otherwise the same */
  again.passes = pos->passes;
  /* nor for a SimulChess king that failed on a square its castling passed
   * (docs/rules/simulchess.md): the game ended there, and says so itself */
  again.failed = pos->failed;
  parlour_position_rehash (&again);
  if (!parlour_position_equal (pos, &again))
    return soak_mismatch (error, "the FEN “%s” reads back as another position", fen);
  return TRUE;
}

static gboolean
is_claim (ParlourTermination termination)
{
  return termination == PARLOUR_TERMINATION_THREEFOLD_REPETITION ||
         termination == PARLOUR_TERMINATION_FIFTY_MOVES ||
         termination == PARLOUR_TERMINATION_HUNDRED_MOVES;
}

gboolean
parlour_soak_is_outside_ending (ParlourTermination termination)
{
  return is_claim (termination) ||
         termination == PARLOUR_TERMINATION_RESIGNATION ||
         termination == PARLOUR_TERMINATION_AGREEMENT ||
         termination == PARLOUR_TERMINATION_TIME ||
         termination == PARLOUR_TERMINATION_TIME_INSUFFICIENT ||
         termination == PARLOUR_TERMINATION_OTHER_BOARD ||
         termination == PARLOUR_TERMINATION_NONE;
}

/* The clock a file's tags and readings give has the match's time controls
 * and its times at every ply (the soak's times are whole tenths of a second,
 * which is what [%clk] keeps). */
static gboolean
same_clock_from_tags (ParlourMatch *match,
                      guint         board,
                      ParlourGame  *parsed,
                      GError      **error)
{
  ParlourClock *clock = parlour_match_get_clock (match, board);
  g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  g_autoptr(ParlourClock) from_tags = parlour_clock_from_game_tags (parsed, times, NULL);
  GArray *kept = parlour_match_get_times (match, board);
  guint n = parlour_game_get_n_moves (parsed);

  if (clock == NULL || from_tags == NULL)
    {
      if ((clock == NULL) != (from_tags == NULL))
        return soak_mismatch (error, "the PGN's tags give %s clock", from_tags ? "a" : "no");
      return TRUE;
    }
  for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
    {
      g_autofree char *tc =
        parlour_time_control_to_string (parlour_clock_get_control (clock, side));
      g_autofree char *tc_tags =
        parlour_time_control_to_string (parlour_clock_get_control (from_tags, side));

      if (!g_str_equal (tc, tc_tags))
        return soak_mismatch (error, "the PGN's tags give the time control %s instead of %s",
                              tc_tags, tc);
    }
  for (guint ply = 0; ply <= n && ply < kept->len; ply++)
    for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
      {
        gint64 want = g_array_index (kept, ParlourClockTimes, ply).remaining[side];
        gint64 got = g_array_index (times, ParlourClockTimes, ply).remaining[side];

        if (parlour_clock_get_control (clock, side)->mode != PARLOUR_CLOCK_UNLIMITED &&
            want != got)
          return soak_mismatch (error, "the PGN's clock readings give side %d %" G_GINT64_FORMAT
                                " µs at the start of ply %u instead of %" G_GINT64_FORMAT, side,
                                got, ply + 1, want);
      }
  return TRUE;
}

/* A bughouse match is saved as BPGN (both boards in one movetext): it must
 * read back as the same match, and be written again the same. */
static gboolean
check_bpgn (ParlourMatch *match,
            GError      **error)
{
  g_autofree char *text = parlour_bpgn_write (match);
  g_autoptr(GError) bpgn_error = NULL;
  g_autoptr(ParlourMatch) read = parlour_bpgn_read (text, &bpgn_error);
  g_autofree char *again = NULL;

  if (read == NULL)
    {
      g_set_error (error, PARLOUR_SOAK_ERROR, PARLOUR_SOAK_ERROR_REFUSED,
                   "the BPGN reader refuses the writer's BPGN: %s\n%s", bpgn_error->message, text);
      return FALSE;
    }
  if (parlour_match_get_result (read, NULL) != parlour_match_get_result (match, NULL))
    return soak_mismatch (error, "the BPGN has the result %s instead of %s\n%s",
                          parlour_result_to_string (parlour_match_get_result (read, NULL)),
                          parlour_result_to_string (parlour_match_get_result (match, NULL)), text);
  for (guint board = 0; board < 2; board++)
    {
      GArray *kept = parlour_match_get_times (match, board);
      GArray *got = parlour_match_get_times (read, board);
      guint n = parlour_game_get_n_moves (parlour_match_get_game (match, board));

      if (!parlour_soak_same_game (parlour_match_get_game (match, board),
                                   parlour_match_get_game (read, board), 0, "the BPGN", error))
        {
          g_prefix_error (error, "board %u: ", board + 1);
          return FALSE;
        }
      for (guint ply = 0; ply <= n && ply < kept->len && ply < got->len; ply++)
        if (memcmp (&g_array_index (kept, ParlourClockTimes, ply),
                    &g_array_index (got, ParlourClockTimes, ply), sizeof (ParlourClockTimes)) != 0)
          return soak_mismatch (error, "board %u: the BPGN has other times at ply %u\n%s",
                                board + 1, ply, text);
    }
  again = parlour_bpgn_write (read);
  if (!g_str_equal (again, text))
    return soak_mismatch (error, "the BPGN read back is written otherwise:\n%s\n%s", text, again);
  return TRUE;
}

gboolean
parlour_soak_check_pgn (ParlourMatch *match,
                        GError      **error)
{
  if (PARLOUR_MATCH_GET_CLASS (match)->format == &parlour_bpgn_format)
    return check_bpgn (match, error);

  /* what Save As writes: the times as [%clk] readings, the time controls as tags */
  parlour_match_store_clock_readings (match);
  for (guint board = 0; board < parlour_match_get_n_boards (match); board++)
    {
      ParlourGame *game = parlour_match_get_game (match, board);
      g_autofree char *pgn = parlour_pgn_write (game);
      g_autoptr(GError) pgn_error = NULL;
      g_autoptr(GPtrArray) games = parlour_pgn_parse (pgn, &pgn_error);
      ParlourGame *parsed;
      ParlourTermination want, got;

      if (games == NULL)
        {
          g_set_error (error, PARLOUR_SOAK_ERROR, PARLOUR_SOAK_ERROR_REFUSED,
                       "the PGN reader refuses the writer's PGN: %s\n%s", pgn_error->message, pgn);
          return FALSE;
        }
      if (games->len != 1)
        return soak_mismatch (error, "the PGN reads back as %u games\n%s", games->len, pgn);
      parsed = g_ptr_array_index (games, 0);
      if (!parlour_soak_same_game (game, parsed, SOAK_SAME_ALL & ~SOAK_SAME_TERMINATION,
                                   "the PGN", error) ||
          !same_clock_from_tags (match, board, parsed, error))
        {
          g_prefix_error (error, "board %u: ", board + 1);
          return FALSE;
        }
      /* PGN's Termination tag does not tell a draw agreed in a position that
       * allowed a claim from the claim itself: the reader takes it as the claim */
      want = parlour_game_get_termination (game);
      got = parlour_game_get_termination (parsed);
      if (want != got && !(want == PARLOUR_TERMINATION_AGREEMENT && is_claim (got)))
        return soak_mismatch (error, "board %u: the PGN ended by %s instead of %s\n%s", board + 1,
                              parlour_termination_to_string (got),
                              parlour_termination_to_string (want), pgn);
    }
  return TRUE;
}

static char *
saved_text (ParlourMatch *match)
{
  g_autoptr(GVariant) saved = g_variant_ref_sink (parlour_match_serialize (match));

  return g_variant_print (saved, TRUE);
}

ParlourMatch *
parlour_soak_restore_text (ParlourMatch *match,
                           gint64        now_us,
                           GError      **error)
{
  g_autofree char *text = saved_text (match);
  g_autoptr(GVariant) parsed = g_variant_parse (NULL, text, NULL, NULL, error);

  if (parsed == NULL)
    {
      g_prefix_error (error, "the saved match's text does not parse: ");
      return NULL;
    }
  return parlour_match_deserialize (parsed, now_us, error);
}

gboolean
parlour_soak_check_restored (ParlourMatch *match,
                             ParlourMatch *restored,
                             gint64        now_us,
                             const char   *what,
                             GError      **error)
{
  g_autofree char *text = saved_text (match);
  g_autofree char *again = saved_text (restored);

  if (G_OBJECT_TYPE (restored) != G_OBJECT_TYPE (match))
    return soak_mismatch (error, "%s is a %s, not a %s", what, G_OBJECT_TYPE_NAME (restored),
                          G_OBJECT_TYPE_NAME (match));
  if (!g_str_equal (text, again))
    return soak_mismatch (error, "%s saves as another text:\n%s\ninstead of\n%s", what, again,
                          text);
  if (parlour_match_get_n_boards (restored) != parlour_match_get_n_boards (match))
    return soak_mismatch (error, "%s has %u boards", what, parlour_match_get_n_boards (restored));
  if (parlour_match_can_undo (restored) != parlour_match_can_undo (match) ||
      parlour_match_get_paused (restored) != parlour_match_get_paused (match))
    return soak_mismatch (error, "%s differs in what it can undo or in its pause", what);
  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    {
      ParlourClock *c1 = parlour_match_get_clock (match, b);
      ParlourClock *c2 = parlour_match_get_clock (restored, b);

      if (!parlour_soak_same_game (parlour_match_get_game (match, b),
                                   parlour_match_get_game (restored, b), SOAK_SAME_ALL, what,
                                   error))
        return FALSE;
      if ((c1 == NULL) != (c2 == NULL))
        return soak_mismatch (error, "%s has %s clock on board %u", what, c2 ? "a" : "no", b + 1);
      if (c1 == NULL)
        continue;
      for (ParlourColor side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
        if (parlour_clock_get_remaining (c1, side, now_us) !=
            parlour_clock_get_remaining (c2, side, now_us))
          return soak_mismatch (error, "%s has %" G_GINT64_FORMAT " µs left for side %d on board "
                                "%u instead of %" G_GINT64_FORMAT, what,
                                parlour_clock_get_remaining (c2, side, now_us), side, b + 1,
                                parlour_clock_get_remaining (c1, side, now_us));
      if (parlour_clock_is_running (c2))
        return soak_mismatch (error, "%s has a running clock on board %u", what, b + 1);
    }
  return TRUE;
}

/* The pieces that arrived on @board before its ply @ply (a bughouse partner's
 * captures), given to @replay in the order they came. */
static gboolean
replay_reserve_changes (ParlourMatch *match,
                        guint         board,
                        guint         ply,
                        ParlourGame  *replay,
                        GError      **error)
{
  GArray *changes = parlour_match_get_reserve_changes (match);

  for (guint i = 0; i < changes->len; i++)
    {
      const ParlourReserveChange *c = &g_array_index (changes, ParlourReserveChange, i);

      if (c->board == board && c->ply == ply &&
          !parlour_game_change_reserve (replay, c->color, c->kind, c->delta, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
parlour_soak_check_replay (ParlourMatch *match,
                           GError      **error)
{
  for (guint board = 0; board < parlour_match_get_n_boards (match); board++)
    {
      ParlourGame *game = parlour_match_get_game (match, board);
      ParlourPosition first;
      g_autofree char *start = NULL;
      g_autoptr(ParlourGame) replay = NULL;
      ParlourTermination termination = parlour_game_get_termination (game);
      ParlourTermination claim;

      /* the start before any piece arrived: the match's at moment 0 */
      parlour_match_get_position_at_moment (match, board, 0, &first);
      start = parlour_position_to_fen (&first);
      replay = parlour_game_new (parlour_game_get_variant (game), start,
                                 parlour_game_get_rules (game), error);
      if (replay == NULL)
        return FALSE;
      for (guint ply = 0; ply < parlour_game_get_n_moves (game); ply++)
        if (!replay_reserve_changes (match, board, ply, replay, error) ||
            !parlour_game_play (replay, parlour_game_get_move (game, ply), error))
          {
            g_prefix_error (error, "board %u, ply %u does not play again: ", board + 1, ply + 1);
            return FALSE;
          }
      if (!replay_reserve_changes (match, board, parlour_game_get_n_moves (game), replay, error))
        return FALSE;
      if (!parlour_soak_same_game (game, replay, 0, "the replay", error))
        return FALSE;
      if (parlour_game_is_over (replay))
        {
          if (!parlour_soak_same_game (game, replay, SOAK_SAME_RESULT | SOAK_SAME_TERMINATION,
                                       "the replay", error))
            return FALSE;
        }
      else if (!parlour_game_is_over (game))
        ;
      else if (is_claim (termination))
        {
          if (!parlour_game_can_claim_draw (replay, &claim) || claim != termination)
            return soak_mismatch (error, "board %u ended by a claim (%s) its moves do not allow",
                                  board + 1, parlour_termination_to_string (termination));
        }
      else if (!parlour_soak_is_outside_ending (termination))
        return soak_mismatch (error, "board %u ended by %s, which its moves do not show", board + 1,
                              parlour_termination_to_string (termination));
    }
  return TRUE;
}

/* Snapshots, for undo and redo */

typedef struct {
  GArray            *moves;   /* ParlourMove */
  GArray            *times;   /* ParlourClockTimes, or NULL */
  ParlourResult      result;
  ParlourTermination termination;
} BoardSnapshot;

static void
board_snapshot_clear (BoardSnapshot *snap)
{
  g_clear_pointer (&snap->moves, g_array_unref);
  g_clear_pointer (&snap->times, g_array_unref);
}

GArray *
parlour_soak_take_snapshot (ParlourMatch *match)
{
  GArray *snaps = g_array_new (FALSE, TRUE, sizeof (BoardSnapshot));

  g_array_set_clear_func (snaps, (GDestroyNotify) board_snapshot_clear);
  g_array_set_size (snaps, parlour_match_get_n_boards (match));
  for (guint b = 0; b < snaps->len; b++)
    {
      BoardSnapshot *snap = &g_array_index (snaps, BoardSnapshot, b);
      ParlourGame *game = parlour_match_get_game (match, b);
      guint n = parlour_game_get_n_moves (game);

      snap->moves = g_array_new (FALSE, FALSE, sizeof (ParlourMove));
      for (guint ply = 0; ply < n; ply++)
        {
          ParlourMove move = parlour_game_get_move (game, ply);

          g_array_append_val (snap->moves, move);
        }
      if (parlour_match_get_clock (match, b) != NULL)
        {
          GArray *times = parlour_match_get_times (match, b);

          snap->times = g_array_new (FALSE, FALSE, sizeof (ParlourClockTimes));
          g_array_append_vals (snap->times, times->data, MIN (times->len, n + 1));
        }
      snap->result = parlour_game_get_result (game);
      snap->termination = parlour_game_get_termination (game);
    }
  return snaps;
}

guint
parlour_soak_total_moves (ParlourMatch *match)
{
  guint n = 0;

  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    n += parlour_game_get_n_moves (parlour_match_get_game (match, b));
  return n;
}

gboolean
parlour_soak_matches_snapshot (ParlourMatch *match,
                               GArray       *snaps,
                               gboolean      whole,
                               GError      **error)
{
  for (guint b = 0; b < snaps->len; b++)
    {
      BoardSnapshot *snap = &g_array_index (snaps, BoardSnapshot, b);
      ParlourGame *game = parlour_match_get_game (match, b);
      guint n = parlour_game_get_n_moves (game);
      GArray *times = parlour_match_get_clock (match, b) ? parlour_match_get_times (match, b)
                                                          : NULL;

      if (n > snap->moves->len || (whole && n != snap->moves->len))
        return soak_refused (error, "board %u has %u moves instead of %u", b + 1, n,
                             snap->moves->len);
      for (guint ply = 0; ply < n; ply++)
        if (parlour_game_get_move (game, ply) != g_array_index (snap->moves, ParlourMove, ply))
          return soak_refused (error, "board %u has another move at ply %u", b + 1, ply + 1);
      for (guint ply = 0; times != NULL && ply <= n && ply < snap->times->len; ply++)
        if (ply >= times->len ||
            memcmp (&g_array_index (times, ParlourClockTimes, ply),
                    &g_array_index (snap->times, ParlourClockTimes, ply),
                    sizeof (ParlourClockTimes)) != 0)
          return soak_refused (error, "board %u has other clock times after ply %u", b + 1, ply);
      if (whole && !parlour_soak_is_outside_ending (snap->termination) &&
          (parlour_game_get_result (game) != snap->result ||
           parlour_game_get_termination (game) != snap->termination))
        return soak_refused (error, "board %u ends with %s (%s) instead of %s (%s) after redo",
                             b + 1,
                             parlour_result_to_string (parlour_game_get_result (game)),
                             parlour_termination_to_string (parlour_game_get_termination (game)),
                             parlour_result_to_string (snap->result),
                             parlour_termination_to_string (snap->termination));
    }
  return TRUE;
}
