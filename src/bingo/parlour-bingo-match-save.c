/* parlour-bingo-match-save.c — a Chess Bingo match's own state in a saved match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game on the board is saved as every match's board is
 * (parlour-match-save.c); the rest goes into the "extra" dictionary:
 *   bingo          u       BINGO_FORMAT_VERSION
 *   goal           s       "1-line", "3-line" or "lockout"
 *   first-white    u       the player who was White in the first game
 *   targets        (uu)    per player; 0 for the goal's usual target
 *   handicap       (uu)    the giver (PARLOUR_BINGO_NO_GIVER: none) and V
 *   seed           t       the card's seed, as information
 *   handicap-card  b       the card was dealt with the handicap objectives
 *   card           as      the 25 objective ids, row by row
 *   games          as      the PGN of every finished game before the board's
 *   ticks          a(uuub) player, cell, game (from 0), free tick
 *   round-closed   b       the ticks after the board's game are final
 *   black-done     b       lockout after a draw: Black has finished ticking
 *   outcome        s       "none", "player-0", "player-1" or "draw"
 * The card is saved by its ids, not re-dealt from the seed, so a match keeps
 * its card when the catalogue grows. Everything is checked on the way in, and
 * the error names what is wrong.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-bingo-match-private.h"
#include "parlour-pgn.h"
#include "parlour-variant-chess.h"

#define BINGO_FORMAT_VERSION 1

static const char * const outcome_names[] = { "none", "player-0", "player-1", "draw" };

#define saved_error(error, ...) \
  parlour_match_saved_error (error, _("Chess Bingo: %s"), __VA_ARGS__)

void
parlour_bingo_match_save (ParlourMatch    *match,
                          GVariantBuilder *builder)
{
  ParlourBingoMatch *self = PARLOUR_BINGO_MATCH (match);
  GVariantBuilder card, games, ticks;

  g_variant_builder_add (builder, "{sv}", "bingo", g_variant_new_uint32 (BINGO_FORMAT_VERSION));
  g_variant_builder_add (builder, "{sv}", "goal",
                         g_variant_new_string (parlour_bingo_goal_to_string (self->settings.goal)));
  g_variant_builder_add (builder, "{sv}", "first-white",
                         g_variant_new_uint32 (self->settings.first_white));
  g_variant_builder_add (builder, "{sv}", "targets",
                         g_variant_new ("(uu)", self->settings.targets[0],
                                        self->settings.targets[1]));
  g_variant_builder_add (builder, "{sv}", "handicap",
                         g_variant_new ("(uu)", self->settings.handicap_giver,
                                        self->settings.handicap_value));
  g_variant_builder_add (builder, "{sv}", "seed", g_variant_new_uint64 (self->card.seed));
  g_variant_builder_add (builder, "{sv}", "handicap-card",
                         g_variant_new_boolean (self->card.handicap));

  g_variant_builder_init (&card, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
    g_variant_builder_add (&card, "s", self->card.cells[i]->id);
  g_variant_builder_add (builder, "{sv}", "card", g_variant_builder_end (&card));

  g_variant_builder_init (&games, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < self->games->len; i++)
    {
      g_autofree char *pgn = parlour_pgn_write (self->games->pdata[i]);
      g_variant_builder_add (&games, "s", pgn);
    }
  g_variant_builder_add (builder, "{sv}", "games", g_variant_builder_end (&games));

  g_variant_builder_init (&ticks, G_VARIANT_TYPE ("a(uuub)"));
  for (guint i = 0; i < self->ticks->len; i++)
    {
      const ParlourBingoTick *t = &g_array_index (self->ticks, ParlourBingoTick, i);
      g_variant_builder_add (&ticks, "(uuub)", t->player, t->cell, t->game, t->free_tick);
    }
  g_variant_builder_add (builder, "{sv}", "ticks", g_variant_builder_end (&ticks));
  g_variant_builder_add (builder, "{sv}", "round-closed",
                         g_variant_new_boolean (self->round_closed));
  g_variant_builder_add (builder, "{sv}", "black-done", g_variant_new_boolean (self->black_done));
  g_variant_builder_add (builder, "{sv}", "outcome",
                         g_variant_new_string (outcome_names[self->outcome]));
}

/* A required entry of @type; FALSE with an error naming it if it is missing or
 * of another type. */
static GVariant *
lookup (GVariantDict *dict, const char *key, const char *type, GError **error)
{
  GVariant *value = g_variant_dict_lookup_value (dict, key, G_VARIANT_TYPE (type));

  if (value == NULL)
    saved_error (error, _("“%s” is missing or not of type %s"), key, type);
  return value;
}

static gboolean
read_settings (ParlourBingoMatch *self, GVariantDict *dict, GError **error)
{
  g_autoptr(GVariant) version = lookup (dict, "bingo", "u", error);
  g_autoptr(GVariant) goal = NULL, first = NULL, targets = NULL, handicap = NULL;
  ParlourBingoSettings s = { 0 };
  g_autoptr(GError) local = NULL;
  const char *name;
  guint i;

  if (version == NULL)
    return FALSE;
  if (g_variant_get_uint32 (version) != BINGO_FORMAT_VERSION)
    return saved_error (error, _("version %u is not one this Parlour reads"),
                        g_variant_get_uint32 (version));
  if ((goal = lookup (dict, "goal", "s", error)) == NULL ||
      (first = lookup (dict, "first-white", "u", error)) == NULL ||
      (targets = lookup (dict, "targets", "(uu)", error)) == NULL ||
      (handicap = lookup (dict, "handicap", "(uu)", error)) == NULL)
    return FALSE;
  name = g_variant_get_string (goal, NULL);
  for (i = 0; i < 3 && g_strcmp0 (parlour_bingo_goal_to_string (i), name) != 0; i++)
    ;
  if (i == 3)
    return saved_error (error, _("unknown goal “%s”"), name);
  s.goal = i;
  s.first_white = g_variant_get_uint32 (first);
  g_variant_get (targets, "(uu)", &s.targets[0], &s.targets[1]);
  g_variant_get (handicap, "(uu)", &s.handicap_giver, &s.handicap_value);
  if (!parlour_bingo_settings_check (&s, &local))
    return saved_error (error, "%s", local->message);
  self->settings = s;
  return TRUE;
}

static gboolean
read_card (ParlourBingoMatch *self, GVariantDict *dict, GError **error)
{
  g_autoptr(GVariant) ids = NULL, seed = NULL, handicap = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree const char **strv = NULL;

  /* one after the other: the first that is missing is the error */
  if ((ids = lookup (dict, "card", "as", error)) == NULL ||
      (seed = lookup (dict, "seed", "t", error)) == NULL ||
      (handicap = lookup (dict, "handicap-card", "b", error)) == NULL)
    return FALSE;
  if (g_variant_n_children (ids) != PARLOUR_BINGO_CARD_CELLS)
    return saved_error (error, "the card has %" G_GSIZE_FORMAT " objectives, not %u",
                        g_variant_n_children (ids), PARLOUR_BINGO_CARD_CELLS);
  strv = g_variant_get_strv (ids, NULL);
  if (!parlour_bingo_card_from_ids (&self->card, strv, g_variant_get_uint64 (seed),
                                    g_variant_get_boolean (handicap), &local))
    return saved_error (error, "%s", local->message);
  return TRUE;
}

static gboolean
read_games (ParlourBingoMatch *self, GVariantDict *dict, GError **error)
{
  g_autoptr(GVariant) games = lookup (dict, "games", "as", error);

  guint64 plies = 0;

  if (games == NULL)
    return FALSE;
  /* bounded before a game is read: each costs its positions in memory */
  if (g_variant_n_children (games) > PARLOUR_BINGO_MAX_GAMES)
    return saved_error (error, _("the match has %lu games; Parlour reads at most %d"),
                        (gulong) g_variant_n_children (games), PARLOUR_BINGO_MAX_GAMES);
  for (gsize i = 0; i < g_variant_n_children (games); i++)
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(GPtrArray) parsed = NULL;
      const char *pgn;

      g_variant_get_child (games, i, "&s", &pgn);
      parsed = parlour_pgn_parse (pgn, &local);
      if (parsed == NULL)
        return saved_error (error, "game %" G_GSIZE_FORMAT ": %s", i + 1, local->message);
      if (parsed->len != 1 || !parlour_game_is_over (parsed->pdata[0]))
        return saved_error (error, "game %" G_GSIZE_FORMAT " is not one finished game", i + 1);
      plies += parlour_game_get_n_moves (parsed->pdata[0]);
      if (plies > PARLOUR_BINGO_MAX_PLIES)
        return saved_error (error, _("the games up to game %lu have more than %d moves (plies); "
                                     "Parlour reads at most that many"),
                            (gulong) i + 1, PARLOUR_BINGO_MAX_PLIES);
      if (!parlour_bingo_match_add_finished (self, parsed->pdata[0], &local))
        return saved_error (error, "game %" G_GSIZE_FORMAT ": %s", i + 1, local->message);
    }
  return TRUE;
}

static gboolean
read_ticks (ParlourBingoMatch *self, GVariantDict *dict, GError **error)
{
  g_autoptr(GVariant) ticks = lookup (dict, "ticks", "a(uuub)", error);
  gboolean board_over = parlour_game_is_over (parlour_match_get_game (PARLOUR_MATCH (self), 0));

  if (ticks == NULL)
    return FALSE;
  for (gsize i = 0; i < g_variant_n_children (ticks); i++)
    {
      ParlourBingoTick t;

      g_variant_get_child (ticks, i, "(uuub)", &t.player, &t.cell, &t.game, &t.free_tick);
      if (t.player > 1 || t.cell >= PARLOUR_BINGO_CARD_CELLS || t.game > self->games->len ||
          (t.game == self->games->len && !board_over))
        return saved_error (error, "tick %" G_GSIZE_FORMAT " (player %u, cell %u, game %u) is "
                            "not on the card or after a game that was played", i + 1,
                            t.player, t.cell, t.game);
      for (guint j = 0; j < self->ticks->len; j++)
        {
          const ParlourBingoTick *u = &g_array_index (self->ticks, ParlourBingoTick, j);

          if (u->cell == t.cell && (u->player == t.player ||
                                    self->settings.goal == PARLOUR_BINGO_LOCKOUT))
            return saved_error (error, _("cell %u is ticked twice"), t.cell);
          if (t.free_tick && u->free_tick && u->player == t.player && u->game == t.game)
            return saved_error (error, _("two free ticks after game %u"), t.game + 1);
        }
      g_array_append_val (self->ticks, t);
    }
  return TRUE;
}

static gboolean
read_round (ParlourBingoMatch *self, GVariantDict *dict, GError **error)
{
  g_autoptr(GVariant) closed = NULL, black_done = NULL, outcome = NULL;
  gboolean board_over = parlour_game_is_over (parlour_match_get_game (PARLOUR_MATCH (self), 0));
  const char *name;
  guint i;

  if ((closed = lookup (dict, "round-closed", "b", error)) == NULL ||
      (black_done = lookup (dict, "black-done", "b", error)) == NULL ||
      (outcome = lookup (dict, "outcome", "s", error)) == NULL)
    return FALSE;
  self->round_closed = g_variant_get_boolean (closed);
  self->black_done = g_variant_get_boolean (black_done);
  if ((self->round_closed || self->black_done) && !board_over)
    return saved_error (error, _("the ticks of a game still being played cannot be final"));
  name = g_variant_get_string (outcome, NULL);
  for (i = 0; i < G_N_ELEMENTS (outcome_names) && !g_str_equal (outcome_names[i], name); i++)
    ;
  if (i == G_N_ELEMENTS (outcome_names))
    return saved_error (error, _("unknown outcome “%s”"), name);
  if (i != PARLOUR_BINGO_OUTCOME_NONE && !self->round_closed)
    return saved_error (error, _("the match is decided only when a round of ticks is final"));
  self->outcome = i;
  return TRUE;
}

gboolean
parlour_bingo_match_load (ParlourMatch  *match,
                          GVariantDict  *dict,
                          GError       **error)
{
  ParlourBingoMatch *self = PARLOUR_BINGO_MATCH (match);
  const ParlourVariant *variant = parlour_match_get_variant (match);

  /* a saved type is taken when it plays the board's variant's way, and a
   * single-board game of any variant is played that way: the board says more */
  if (variant != &parlour_variant_chess)
    return saved_error (error, _("the game on the board is %s, not standard chess"), variant->id);
  return read_settings (self, dict, error) && read_card (self, dict, error) &&
         read_games (self, dict, error) && read_ticks (self, dict, error) &&
         read_round (self, dict, error);
}

void
parlour_bingo_match_adopt (ParlourMatch *match,
                           ParlourMatch *other)
{
  ParlourBingoMatch *self = PARLOUR_BINGO_MATCH (match);
  ParlourBingoMatch *from = PARLOUR_BINGO_MATCH (other);

  self->settings = from->settings;
  self->card = from->card;
  g_ptr_array_set_size (self->games, 0);
  for (guint i = 0; i < from->games->len; i++)
    g_ptr_array_add (self->games, g_object_ref (from->games->pdata[i]));
  g_array_set_size (self->facts, 0);
  g_array_append_vals (self->facts, from->facts->data, from->facts->len);
  g_array_set_size (self->ticks, 0);
  g_array_append_vals (self->ticks, from->ticks->data, from->ticks->len);
  self->round_closed = from->round_closed;
  self->black_done = from->black_done;
  self->outcome = from->outcome;
}
