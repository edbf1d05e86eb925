/* parlour-match-save.c — a whole match as a versioned GVariant, and back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved form is an a{sv} dictionary (docs/architecture.md, "Saved matches"):
 *   version   u       MATCH_FORMAT_VERSION
 *   type      s       the match type's name, as information
 *   boards    aa{sv}  per board: pgn (s), result and termination (s, the
 *                     nicks of the registered GEnum types), and with a clock
 *                     white-time-control, black-time-control (s),
 *                     clock-started (b), times (a(xx): both sides'
 *                     remaining microseconds at the start of every ply)
 *                     and, if kept, current ((xx): the same on the current
 *                     move when it was kept: a pause, a save, a flag fall)
 *   seats     a(uuus) board, colour, team, controller nick
 *   history   au      the board of every move, in the order they were played
 *   paused    b
 *   extra     a{sv}   the match type's own state
 * Enum values are written and read by their nicks, so a new ending or
 * controller needs no table here. The moves are PGN, as Save As writes them;
 * the endings the moves do not show (resignation, time, agreement) come back
 * from result and termination. A save without current (an older Parlour's)
 * has the times on the current move in the last of times.
 */
#include "config.h"

#include <string.h>

#include "parlour-bingo-match.h"
#include "parlour-match-private.h"
#include "parlour-pgn.h"

#define MATCH_FORMAT_VERSION 1

static const char *
enum_nick (GType type,
           int   value)
{
  GEnumClass *klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value (klass, value);
  const char *nick = v ? v->value_nick : "";

  g_type_class_unref (klass);
  return nick;
}

static gboolean
enum_value (GType        type,
            const char  *nick,
            const char  *what,
            int         *value,
            GError     **error)
{
  GEnumClass *klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value_by_nick (klass, nick);

  if (v != NULL)
    *value = v->value;
  else
    g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                 "Unknown %s “%s”", what, nick);
  g_type_class_unref (klass);
  return v != NULL;
}

static GVariant *
serialize_board (ParlourMatch *self,
                 guint         board)
{
  ParlourMatchBoard *b = parlour_match_board (self, board);
  g_autofree char *pgn = parlour_pgn_write (b->game);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "pgn", g_variant_new_string (pgn));
  g_variant_builder_add (&builder, "{sv}", "result",
                         g_variant_new_string (enum_nick (PARLOUR_TYPE_RESULT,
                                                          parlour_game_get_result (b->game))));
  g_variant_builder_add (&builder, "{sv}", "termination",
                         g_variant_new_string (enum_nick (PARLOUR_TYPE_TERMINATION,
                                                          parlour_game_get_termination (b->game))));
  if (b->clock != NULL)
    {
      g_autofree char *white = NULL;
      g_autofree char *black = NULL;
      GVariantBuilder times;

      white = parlour_time_control_to_string (parlour_clock_get_control (b->clock, PARLOUR_WHITE));
      black = parlour_time_control_to_string (parlour_clock_get_control (b->clock, PARLOUR_BLACK));
      g_variant_builder_add (&builder, "{sv}", "white-time-control", g_variant_new_string (white));
      g_variant_builder_add (&builder, "{sv}", "black-time-control", g_variant_new_string (black));
      g_variant_builder_add (&builder, "{sv}", "clock-started",
                             g_variant_new_boolean (b->clock_started));
      /* the times of moves that could be redone are not part of the match */
      g_variant_builder_init (&times, G_VARIANT_TYPE ("a(xx)"));
      for (guint i = 0; i < b->times->len && i <= parlour_game_get_n_moves (b->game); i++)
        {
          const ParlourClockTimes *t = &g_array_index (b->times, ParlourClockTimes, i);

          g_variant_builder_add (&times, "(xx)", t->remaining[0], t->remaining[1]);
        }
      g_variant_builder_add (&builder, "{sv}", "times", g_variant_builder_end (&times));
      /* the times on the current move, where they are not those at its start */
      if (b->has_current && parlour_game_get_n_moves (b->game) < b->times->len &&
          memcmp (&b->current, &g_array_index (b->times, ParlourClockTimes,
                                               parlour_game_get_n_moves (b->game)),
                  sizeof b->current) != 0)
        g_variant_builder_add (&builder, "{sv}", "current",
                               g_variant_new ("(xx)", b->current.remaining[PARLOUR_WHITE],
                                              b->current.remaining[PARLOUR_BLACK]));
    }
  return g_variant_builder_end (&builder);
}

/**
 * parlour_match_serialize:
 * @self: a match
 *
 * Returns: (transfer floating): everything needed to bring @self back with
 *   parlour_match_deserialize(), as an a{sv} GVariant
 */
GVariant *
parlour_match_serialize (ParlourMatch *self)
{
  GVariantBuilder builder, boards, seats, history;
  GArray *moves;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "version", g_variant_new_uint32 (MATCH_FORMAT_VERSION));
  g_variant_builder_add (&builder, "{sv}", "type",
                         g_variant_new_string (G_OBJECT_TYPE_NAME (self)));

  g_variant_builder_init (&boards, G_VARIANT_TYPE ("aa{sv}"));
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    g_variant_builder_add_value (&boards, serialize_board (self, i));
  g_variant_builder_add (&builder, "{sv}", "boards", g_variant_builder_end (&boards));

  g_variant_builder_init (&seats, G_VARIANT_TYPE ("a(uuus)"));
  for (guint i = 0; i < parlour_match_get_n_seats (self); i++)
    {
      const ParlourSeat *s = parlour_match_get_seat (self, i);

      g_variant_builder_add (&seats, "(uuus)", s->board, (guint32) s->color, s->team,
                             enum_nick (PARLOUR_TYPE_CONTROLLER, s->controller));
    }
  g_variant_builder_add (&builder, "{sv}", "seats", g_variant_builder_end (&seats));

  moves = parlour_match_get_history (self);
  g_variant_builder_init (&history, G_VARIANT_TYPE ("au"));
  for (guint i = 0; i < moves->len; i++)
    g_variant_builder_add (&history, "u", g_array_index (moves, guint, i));
  g_variant_builder_add (&builder, "{sv}", "history", g_variant_builder_end (&history));

  g_variant_builder_add (&builder, "{sv}", "paused",
                         g_variant_new_boolean (parlour_match_get_paused (self)));

  if (PARLOUR_MATCH_GET_CLASS (self)->save != NULL)
    {
      GVariantBuilder extra;

      g_variant_builder_init (&extra, G_VARIANT_TYPE_VARDICT);
      PARLOUR_MATCH_GET_CLASS (self)->save (self, &extra);
      g_variant_builder_add (&builder, "{sv}", "extra", g_variant_builder_end (&extra));
    }
  return g_variant_builder_end (&builder);
}

static gboolean
saved_error (GError    **error,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
saved_error (GError    **error,
             const char *format,
             ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                                                format, args));
  va_end (args);
  return FALSE;
}

/* The board's game, its result, and its clock with the times per ply. */
typedef struct {
  ParlourGame      *game;
  ParlourClock     *clock;
  GArray           *times;
  ParlourClockTimes current;
  gboolean          has_current;
  gboolean          started;
} SavedBoard;

static void
saved_board_clear (SavedBoard *sb)
{
  g_clear_object (&sb->game);
  g_clear_object (&sb->clock);
  g_clear_pointer (&sb->times, g_array_unref);
}

static gboolean
read_board (GVariant   *value,
            guint       index,
            SavedBoard *sb,
            GError    **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (value);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GVariant) times = NULL;
  const char *pgn, *result_nick = "none", *termination_nick = "none";
  const char *white, *black;
  ParlourTimeControl tc[2];
  int result, termination;
  guint n;

  if (!g_variant_dict_lookup (&dict, "pgn", "&s", &pgn))
    return saved_error (error, "Board %u has no moves (“pgn”)", index + 1);
  games = parlour_pgn_parse (pgn, error);
  if (games == NULL)
    return FALSE;
  if (games->len != 1)
    return saved_error (error, "Board %u holds %u games instead of one", index + 1, games->len);
  sb->game = g_object_ref (g_ptr_array_index (games, 0));
  n = parlour_game_get_n_moves (sb->game);

  g_variant_dict_lookup (&dict, "result", "&s", &result_nick);
  g_variant_dict_lookup (&dict, "termination", "&s", &termination_nick);
  if (!enum_value (PARLOUR_TYPE_RESULT, result_nick, "result", &result, error)
      || !enum_value (PARLOUR_TYPE_TERMINATION, termination_nick, "termination", &termination,
                      error))
    return FALSE;
  /* The moves show mate, stalemate and the automatic draws again; the other
   * endings are set again from what was saved, not taken from the PGN's
   * result, which tells them less exactly (a draw agreed where a claim was
   * possible reads as the claim, docs/reliability.md). */
  if (result != PARLOUR_RESULT_NONE)
    {
      parlour_game_set_result (sb->game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
      if (!parlour_game_is_over (sb->game))
        parlour_game_set_result (sb->game, result, termination);
    }

  if (!g_variant_dict_lookup (&dict, "white-time-control", "&s", &white))
    return TRUE;
  if (!g_variant_dict_lookup (&dict, "black-time-control", "&s", &black))
    return saved_error (error, "Board %u has White’s time control but not Black’s", index + 1);
  if (!parlour_time_control_parse (white, &tc[PARLOUR_WHITE], error)
      || !parlour_time_control_parse (black, &tc[PARLOUR_BLACK], error))
    return FALSE;
  times = g_variant_dict_lookup_value (&dict, "times", G_VARIANT_TYPE ("a(xx)"));
  if (times == NULL || g_variant_n_children (times) < (gsize) n + 1)
    return saved_error (error, "The clock times of board %u do not match its %u moves",
                        index + 1, n);
  sb->clock = parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
  sb->times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  for (gsize i = 0; i <= n; i++)
    {
      ParlourClockTimes t;

      g_variant_get_child (times, i, "(xx)", &t.remaining[0], &t.remaining[1]);
      if (t.remaining[0] < 0 || t.remaining[1] < 0)
        return saved_error (error, "Board %u has a negative clock time at ply %" G_GSIZE_FORMAT,
                            index + 1, i);
      g_array_append_val (sb->times, t);
    }
  sb->has_current = g_variant_dict_lookup (&dict, "current", "(xx)",
                                           &sb->current.remaining[PARLOUR_WHITE],
                                           &sb->current.remaining[PARLOUR_BLACK]);
  if (sb->has_current &&
      (sb->current.remaining[PARLOUR_WHITE] < 0 || sb->current.remaining[PARLOUR_BLACK] < 0))
    return saved_error (error, "Board %u has a negative clock time on the current move",
                        index + 1);
  sb->started = FALSE;
  g_variant_dict_lookup (&dict, "clock-started", "b", &sb->started);
  return TRUE;
}

/* The seats' controllers (the seats themselves come from the match type). */
static gboolean
read_seats (ParlourMatch *self,
            GVariant     *seats,
            GError      **error)
{
  guint32 board, color, team;
  const char *nick;
  GVariantIter iter;
  guint i = 0;

  if (g_variant_n_children (seats) != parlour_match_get_n_seats (self))
    return saved_error (error, "The match has %u seats, not %" G_GSIZE_FORMAT,
                        parlour_match_get_n_seats (self), g_variant_n_children (seats));
  g_variant_iter_init (&iter, seats);
  while (g_variant_iter_next (&iter, "(uuu&s)", &board, &color, &team, &nick))
    {
      const ParlourSeat *s = parlour_match_get_seat (self, i);
      int controller;

      if (s->board != board || s->color != color || s->team != team)
        return saved_error (error, "Seat %u is not where the match has it", i + 1);
      if (!enum_value (PARLOUR_TYPE_CONTROLLER, nick, "controller", &controller, error))
        return FALSE;
      parlour_match_set_controller (self, i, controller);
      i++;
    }
  return TRUE;
}

/* The order of the moves across boards; it must account for every move. */
static gboolean
read_history (ParlourMatch *self,
              GVariant     *history,
              GError      **error)
{
  GArray *moves = parlour_match_get_history (self);
  g_autofree guint *counts = g_new0 (guint, parlour_match_get_n_boards (self));
  gsize n = g_variant_n_children (history);

  if (n != moves->len)
    return saved_error (error, "The history has %" G_GSIZE_FORMAT " moves, the boards %u",
                        n, moves->len);
  for (gsize i = 0; i < n; i++)
    {
      guint32 board;

      g_variant_get_child (history, i, "u", &board);
      if (board >= parlour_match_get_n_boards (self)
          || ++counts[board] > parlour_game_get_n_moves (parlour_match_get_game (self, board)))
        return saved_error (error, "Move %" G_GSIZE_FORMAT " of the history is on no board",
                            i + 1);
      g_array_index (moves, guint, i) = board;
    }
  return TRUE;
}

/**
 * parlour_match_deserialize:
 * @saved: what parlour_match_serialize() gave
 * @now_us: the current monotonic time
 * @error: where a malformed save says what is wrong
 *
 * Returns: (transfer full) (nullable): the match, its running clocks paused
 */
ParlourMatch *
parlour_match_deserialize (GVariant *saved,
                           gint64    now_us,
                           GError  **error)
{
  g_autoptr(ParlourMatch) self = NULL;
  g_autoptr(GVariant) boards = NULL;
  g_autoptr(GVariant) seats = NULL;
  g_autoptr(GVariant) history = NULL;
  g_autoptr(GVariant) extra = NULL;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GArray) saved_boards = NULL;
  guint32 version;

  g_return_val_if_fail (saved != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_variant_is_of_type (saved, G_VARIANT_TYPE_VARDICT))
    {
      saved_error (error, "A saved match is a dictionary (a{sv}), not “%s”",
                   g_variant_get_type_string (saved));
      return NULL;
    }
  g_variant_dict_init (&dict, saved);
  if (!g_variant_dict_lookup (&dict, "version", "u", &version))
    {
      saved_error (error, "The saved match has no version");
      return NULL;
    }
  if (version != MATCH_FORMAT_VERSION)
    {
      saved_error (error, "The saved match has version %u; this Parlour reads version %u",
                   version, MATCH_FORMAT_VERSION);
      return NULL;
    }

  boards = g_variant_dict_lookup_value (&dict, "boards", G_VARIANT_TYPE ("aa{sv}"));
  if (boards == NULL || g_variant_n_children (boards) == 0)
    {
      saved_error (error, "The saved match has no boards");
      return NULL;
    }
  saved_boards = g_array_new (FALSE, TRUE, sizeof (SavedBoard));
  g_array_set_clear_func (saved_boards, (GDestroyNotify) saved_board_clear);
  g_array_set_size (saved_boards, g_variant_n_children (boards));
  for (guint i = 0; i < saved_boards->len; i++)
    {
      g_autoptr(GVariant) board = g_variant_get_child_value (boards, i);

      if (!read_board (board, i, &g_array_index (saved_boards, SavedBoard, i), error))
        return NULL;
    }

  {
    SavedBoard *first = &g_array_index (saved_boards, SavedBoard, 0);

    const char *type_name = NULL;
    GType type = G_TYPE_INVALID;

    /* the saved type, if it is a match type this Parlour has; else the
     * variant's. It sets its other boards up; their saved games replace them. */
    /* the variant's type is registered first: the saved one is it or a kind of it */
    GType variant_type = parlour_match_type_for_variant (parlour_game_get_variant (first->game));

    /* a match type that no variant names (Chess Bingo's) is looked up by its
     * name: it must be registered even if no match of it was made yet */
    g_type_ensure (PARLOUR_TYPE_BINGO_MATCH);
    if (g_variant_dict_lookup (&dict, "type", "&s", &type_name))
      {
        type = g_type_from_name (type_name);
        if (type == G_TYPE_INVALID || !g_type_is_a (type, PARLOUR_TYPE_MATCH)
            || G_TYPE_IS_ABSTRACT (type))
          {
            saved_error (error, "Unknown match type “%s”", type_name);
            return NULL;
          }
        /* the variant's way of playing, or a kind of it: a save cannot make
         * Panic chess a game of chosen moves */
        if (!g_type_is_a (type, variant_type))
          {
            saved_error (error, "A %s does not play %s", type_name,
                         parlour_game_get_variant (first->game)->name);
            return NULL;
          }
      }
    self = type != G_TYPE_INVALID ? parlour_match_new_of_type (type, first->game, first->clock)
                                  : parlour_match_new_for_game (first->game, first->clock);
  }
  if (parlour_match_get_n_boards (self) != saved_boards->len)
    {
      saved_error (error, "A %s has %u boards, the save %u", G_OBJECT_TYPE_NAME (self),
                   parlour_match_get_n_boards (self), saved_boards->len);
      return NULL;
    }
  for (guint i = 1; i < saved_boards->len; i++)
    {
      SavedBoard *sb = &g_array_index (saved_boards, SavedBoard, i);

      if (parlour_game_get_variant (sb->game) != parlour_match_get_variant (self))
        {
          saved_error (error, "Board %u plays another variant than board 1", i + 1);
          return NULL;
        }
      parlour_match_replace_board (self, i, sb->game, sb->clock);
    }

  seats = g_variant_dict_lookup_value (&dict, "seats", G_VARIANT_TYPE ("a(uuus)"));
  if (seats != NULL && !read_seats (self, seats, error))
    return NULL;
  history = g_variant_dict_lookup_value (&dict, "history", G_VARIANT_TYPE ("au"));
  if (history != NULL && !read_history (self, history, error))
    return NULL;
  extra = g_variant_dict_lookup_value (&dict, "extra", G_VARIANT_TYPE_VARDICT);
  if (extra != NULL && PARLOUR_MATCH_GET_CLASS (self)->load != NULL)
    {
      g_auto(GVariantDict) extra_dict = G_VARIANT_DICT_INIT (extra);

      if (!PARLOUR_MATCH_GET_CLASS (self)->load (self, &extra_dict, error))
        return NULL;
    }

  /* the clocks last: they come back paused, whatever they did when saved */
  for (guint i = 0; i < saved_boards->len; i++)
    {
      SavedBoard *sb = &g_array_index (saved_boards, SavedBoard, i);

      if (sb->clock != NULL)
        parlour_match_set_times (self, i, sb->times, sb->started, now_us);
      if (sb->clock != NULL && sb->has_current)
        parlour_match_set_current_times (self, i, &sb->current);
    }
  return g_steal_pointer (&self);
}
