/* parlour-match-save.c — a whole match as a versioned GVariant, and back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved form is an a{sv} dictionary (docs/engine.md, "Matches", Saving):
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
 *   reserve-changes a(uuuui)  only when the match has any (a bughouse
 *                     capture sent to the partner): moment (the history's
 *                     length then), board, colour, kind, delta. The boards
 *                     then keep their moves in moves (as, long algebraic)
 *                     and their pgn has none: a board's drops need the
 *                     pieces from the other board, so the match is replayed
 *                     in the order of the history, the changes at their
 *                     moments.
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

#include <glib/gi18n-lib.h>

#include "parlour-match-format.h"
#include "parlour-match-private.h"
#include "parlour-notation.h"
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
                 _("Unknown %s “%s”"), what, nick);
  g_type_class_unref (klass);
  return v != NULL;
}

/* The PGN of @board's tags and start, without its moves. The start is the
 * match's at moment 0: a piece that arrived before the board's first move is
 * in its game's first position, but it is a reserve change of the match. */
static char *
write_start (ParlourMatch *self,
             guint         board)
{
  ParlourGame *game = parlour_match_get_game (self, board);
  g_autoptr(ParlourGame) start = NULL;
  g_autofree char *fen = NULL;
  g_auto(GStrv) names = NULL;
  ParlourPosition start_pos;

  parlour_match_get_position_at_moment (self, board, 0, &start_pos);
  fen = parlour_position_to_fen (&start_pos);
  start = parlour_game_new (parlour_game_get_variant (game), fen, parlour_game_get_rules (game),
                            NULL);
  names = parlour_game_dup_tag_names (game);
  /* the Result placeholder has no value: the writer derives it */
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_str_equal (names[i], "Result"))
      parlour_game_set_tag (start, names[i], parlour_game_get_tag (game, names[i]));
  return parlour_pgn_write (start);
}

static GVariant *
serialize_board (ParlourMatch *self,
                 guint         board,
                 gboolean      replayed)
{
  ParlourMatchBoard *b = parlour_match_board (self, board);
  g_autofree char *pgn = replayed ? write_start (self, board) : parlour_pgn_write (b->game);
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "pgn", g_variant_new_string (pgn));
  if (replayed)
    {
      GVariantBuilder moves;

      g_variant_builder_init (&moves, G_VARIANT_TYPE_STRING_ARRAY);
      for (guint i = 0; i < parlour_game_get_n_moves (b->game); i++)
        {
          g_autofree char *move = parlour_move_to_long (parlour_game_get_position_at (b->game, i),
                                                        parlour_game_get_move (b->game, i));
          g_variant_builder_add (&moves, "s", move);
        }
      g_variant_builder_add (&builder, "{sv}", "moves", g_variant_builder_end (&moves));
    }
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
  GArray *moves, *changes;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "version", g_variant_new_uint32 (MATCH_FORMAT_VERSION));
  g_variant_builder_add (&builder, "{sv}", "type",
                         g_variant_new_string (G_OBJECT_TYPE_NAME (self)));

  g_variant_builder_init (&boards, G_VARIANT_TYPE ("aa{sv}"));
  changes = parlour_match_get_reserve_changes (self);
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    g_variant_builder_add_value (&boards, serialize_board (self, i, changes->len > 0));
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
  if (changes->len > 0)
    {
      GVariantBuilder list;

      g_variant_builder_init (&list, G_VARIANT_TYPE ("a(uuuui)"));
      for (guint i = 0; i < changes->len; i++)
        {
          const ParlourReserveChange *c = &g_array_index (changes, ParlourReserveChange, i);

          g_variant_builder_add (&list, "(uuuui)", c->moment, c->board, (guint32) c->color,
                                 c->kind, c->delta);
        }
      g_variant_builder_add (&builder, "{sv}", "reserve-changes", g_variant_builder_end (&list));
    }

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

gboolean
parlour_match_saved_error (GError     **error,
                           const char  *wrapper,
                           const char  *format,
                           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (wrapper == NULL)
    g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED, message);
  else
    g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED, wrapper, message);
  return FALSE;
}

#define saved_error(error, ...) parlour_match_saved_error (error, NULL, __VA_ARGS__)

/* The board's game, its result, and its clock with the times per ply. */
typedef struct {
  ParlourGame      *game;
  ParlourClock     *clock;
  GArray           *times;
  ParlourClockTimes current;
  gboolean          has_current;
  gboolean          started;
  /* a replayed board's moves (long algebraic); NULL: the pgn has them */
  GVariant         *moves;
  guint             next_move;
  int               result;
  int               termination;
} SavedBoard;

static void
saved_board_clear (SavedBoard *sb)
{
  g_clear_object (&sb->game);
  g_clear_object (&sb->clock);
  g_clear_pointer (&sb->times, g_array_unref);
  g_clear_pointer (&sb->moves, g_variant_unref);
}

/* The moves do not show resignation, time or agreement: those endings are set
 * again from what was saved, not taken from the PGN's result, which tells them
 * less exactly (a draw agreed where a claim was possible reads as the claim,
 * docs/reliability.md). Mate, stalemate and the automatic draws the moves
 * show by themselves. */
static void
apply_result (SavedBoard *sb)
{
  if (sb->result == PARLOUR_RESULT_NONE)
    return;
  parlour_game_set_result (sb->game, PARLOUR_RESULT_NONE, PARLOUR_TERMINATION_NONE);
  if (!parlour_game_is_over (sb->game))
    parlour_game_set_result (sb->game, sb->result, sb->termination);
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
    return saved_error (error, _("Board %u has no moves (“pgn”)"), index + 1);
  games = parlour_pgn_parse (pgn, error);
  if (games == NULL)
    return FALSE;
  if (games->len != 1)
    return saved_error (error, _("Board %u holds %u games instead of one"), index + 1, games->len);
  sb->game = g_object_ref (g_ptr_array_index (games, 0));
  n = parlour_game_get_n_moves (sb->game);
  sb->moves = g_variant_dict_lookup_value (&dict, "moves", G_VARIANT_TYPE_STRING_ARRAY);
  if (sb->moves != NULL)
    {
      if (n > 0)
        return saved_error (error, _("Board %u has its moves twice"), index + 1);
      n = g_variant_n_children (sb->moves);
    }

  g_variant_dict_lookup (&dict, "result", "&s", &result_nick);
  g_variant_dict_lookup (&dict, "termination", "&s", &termination_nick);
  if (!enum_value (PARLOUR_TYPE_RESULT, result_nick, "result", &result, error)
      || !enum_value (PARLOUR_TYPE_TERMINATION, termination_nick, "termination", &termination,
                      error))
    return FALSE;
  sb->result = result;
  sb->termination = termination;
  /* a replayed board gets its result once its moves are played */
  if (sb->moves == NULL)
    apply_result (sb);

  if (!g_variant_dict_lookup (&dict, "white-time-control", "&s", &white))
    return TRUE;
  if (!g_variant_dict_lookup (&dict, "black-time-control", "&s", &black))
    return saved_error (error, _("Board %u has White’s time control but not Black’s"), index + 1);
  if (!parlour_time_control_parse (white, &tc[PARLOUR_WHITE], error)
      || !parlour_time_control_parse (black, &tc[PARLOUR_BLACK], error))
    return FALSE;
  times = g_variant_dict_lookup_value (&dict, "times", G_VARIANT_TYPE ("a(xx)"));
  if (times == NULL || g_variant_n_children (times) < (gsize) n + 1)
    return saved_error (error, _("The clock times of board %u do not match its %u moves"),
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
    return saved_error (error, _("Board %u has a negative clock time on the current move"),
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
        return saved_error (error, _("Seat %u is not where the match has it"), i + 1);
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

/* Applies the saved reserve changes of moment @moment, from @changes[*next]. */
static gboolean
replay_changes (ParlourMatch *self,
                GVariant     *changes,
                gsize        *next,
                guint         moment,
                GError      **error)
{
  gsize n = changes != NULL ? g_variant_n_children (changes) : 0;

  for (; *next < n; (*next)++)
    {
      guint32 at, board, color, kind;
      gint32 delta;
      g_autoptr(GError) local = NULL;

      g_variant_get_child (changes, *next, "(uuuui)", &at, &board, &color, &kind, &delta);
      if (at < moment)
        return saved_error (error, "Reserve change %" G_GSIZE_FORMAT " is out of order",
                            *next + 1);
      if (at > moment)
        return TRUE;
      if (board >= parlour_match_get_n_boards (self) || color > PARLOUR_BLACK
          || !parlour_match_change_reserve (self, board, color, kind, delta, &local))
        return saved_error (error, "Reserve change %" G_GSIZE_FORMAT " cannot be made%s%s",
                            *next + 1, local != NULL ? ": " : "",
                            local != NULL ? local->message : "");
    }
  return TRUE;
}

/* Plays the boards' saved moves in the order of the history, the reserve
 * changes at their moments, then sets the boards' results. */
static gboolean
replay (ParlourMatch *self,
        GArray       *saved_boards,
        GVariant     *history,
        GVariant     *changes,
        GError      **error)
{
  gsize n = history != NULL ? g_variant_n_children (history) : 0;
  gsize next = 0;

  for (gsize i = 0; i <= n; i++)
    {
      g_autoptr(GError) local = NULL;
      const char *text;
      SavedBoard *sb;
      guint32 board;

      if (!replay_changes (self, changes, &next, i, error))
        return FALSE;
      if (i == n)
        break;
      g_variant_get_child (history, i, "u", &board);
      sb = board < saved_boards->len ? &g_array_index (saved_boards, SavedBoard, board) : NULL;
      if (sb == NULL || sb->moves == NULL || sb->next_move >= g_variant_n_children (sb->moves))
        return saved_error (error, "Move %" G_GSIZE_FORMAT " of the history is on no board",
                            i + 1);
      g_variant_get_child (sb->moves, sb->next_move, "&s", &text);
      if (!parlour_game_play_text (sb->game, text, &local))
        return saved_error (error, _("Board %u, move %u (“%s”): %s"), board + 1, sb->next_move + 1,
                            text, local->message);
      sb->next_move++;
      parlour_match_append_history (self, board);
    }
  if (changes != NULL && next < g_variant_n_children (changes))
    return saved_error (error, "Reserve change %" G_GSIZE_FORMAT " comes after the last move",
                        next + 1);
  for (guint i = 0; i < saved_boards->len; i++)
    {
      SavedBoard *sb = &g_array_index (saved_boards, SavedBoard, i);

      if (sb->moves == NULL || sb->next_move != g_variant_n_children (sb->moves))
        return saved_error (error, _("Board %u has moves that the history does not place"), i + 1);
    }
  for (guint i = 0; i < saved_boards->len; i++)
    apply_result (&g_array_index (saved_boards, SavedBoard, i));
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
  g_autoptr(GVariant) changes = NULL;
  g_autoptr(GVariant) extra = NULL;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GArray) saved_boards = NULL;
  guint32 version;

  g_return_val_if_fail (saved != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_variant_is_of_type (saved, G_VARIANT_TYPE_VARDICT))
    {
      saved_error (error, _("A saved match is a dictionary (a{sv}), not “%s”"),
                   g_variant_get_type_string (saved));
      return NULL;
    }
  g_variant_dict_init (&dict, saved);
  if (!g_variant_dict_lookup (&dict, "version", "u", &version))
    {
      saved_error (error, _("The saved match has no version"));
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
      saved_error (error, _("The saved match has no boards"));
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

    /* A saved type is looked up by its name: it must be known even if no match
     * of it was made yet. Listing the registry makes this layer's types known;
     * a layer above registers its own (parlour_match_register_type(): Chess
     * Bingo's, which no variant names). */
    g_free (parlour_match_list_types (NULL));
    if (g_variant_dict_lookup (&dict, "type", "&s", &type_name))
      {
        type = g_type_from_name (type_name);
        if (type == G_TYPE_INVALID || !g_type_is_a (type, PARLOUR_TYPE_MATCH)
            || G_TYPE_IS_ABSTRACT (type))
          {
            saved_error (error, _("Unknown match type “%s”"), type_name);
            return NULL;
          }
        /* the variant's way of playing, or a kind of it: a save cannot make
         * Panic chess a game of chosen moves */
        if (!g_type_is_a (type, variant_type))
          {
            saved_error (error, _("A %s does not play %s"), type_name,
                         parlour_game_get_variant (first->game)->name);
            return NULL;
          }
      }
    self = type != G_TYPE_INVALID ? parlour_match_new_of_type (type, first->game, first->clock)
                                  : parlour_match_new_for_game (first->game, first->clock);
  }
  if (parlour_match_get_n_boards (self) != saved_boards->len)
    {
      saved_error (error, _("A %s has %u boards, the save %u"), G_OBJECT_TYPE_NAME (self),
                   parlour_match_get_n_boards (self), saved_boards->len);
      return NULL;
    }
  for (guint i = 1; i < saved_boards->len; i++)
    {
      SavedBoard *sb = &g_array_index (saved_boards, SavedBoard, i);

      if (parlour_game_get_variant (sb->game) != parlour_match_get_variant (self))
        {
          saved_error (error, _("Board %u plays another variant than board 1"), i + 1);
          return NULL;
        }
      parlour_match_replace_board (self, i, sb->game, sb->clock);
    }

  seats = g_variant_dict_lookup_value (&dict, "seats", G_VARIANT_TYPE ("a(uuus)"));
  if (seats != NULL && !read_seats (self, seats, error))
    return NULL;
  history = g_variant_dict_lookup_value (&dict, "history", G_VARIANT_TYPE ("au"));
  changes = g_variant_dict_lookup_value (&dict, "reserve-changes", G_VARIANT_TYPE ("a(uuuui)"));
  if (g_array_index (saved_boards, SavedBoard, 0).moves != NULL || changes != NULL)
    {
      if (!replay (self, saved_boards, history, changes, error))
        return NULL;
    }
  else if (history != NULL && !read_history (self, history, error))
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
  parlour_match_settle_properties (self);
  return g_steal_pointer (&self);
}
