/* parlour-simul-match.c — SimulChess: both seats choose in secret, then one turn resolves both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both seats may act at any time of a turn: a seat's action is the move it
 * chooses, which it may change until the other seat has chosen too. The
 * chosen moves stay in the match, not in the game, so the game (and every
 * view of it) only ever holds whole turns: when the second move comes in, both
 * are played into the game, White's ply then Black's (parlour-variant-simul.c
 * resolves them together). A turn's countdown passes for a seat that has not
 * chosen in time; the optional pool for the whole match ends it by material
 * (docs/rules/simulchess.md, "Timing"). Over the network both seats' countdowns
 * run at once, from the turn's start. Two people at one computer take turns
 * instead, White first, then Black behind a curtain: each has the whole
 * countdown, and Black's starts only when the curtain lifts for Black
 * (parlour_simul_match_start_countdown). That is the one thing the match asks
 * of its seats' controllers (takes_turns()): how the countdown is shared is
 * part of the rules of timing (docs/simulchess.md, "The match"). Undo takes
 * back whole turns (the base class steps over a ply that only holds a chosen
 * move). The saved form is in docs/simulchess-record.md.
 */
#include "config.h"

#include <string.h>

#include "parlour-match-private.h"
#include "parlour-notation.h"
#include "parlour-seat-view.h"
#include "parlour-simul.h"
#include "parlour-simul-match.h"

struct _ParlourSimulMatch
{
  ParlourMatch parent_instance;

  ParlourMove  chosen[2];       /* per seat; valid while the game has chosen_ply moves */
  guint        chosen_ply;
  gint64       countdown_us;    /* 0: none */
  gint64       pool_us;         /* 0: none */
  gint64       pool_used_us;    /* used before the current stretch */
  gboolean     started;
  gint64       turn_start_us;   /* the current turn's countdown started here */
  gint64       seat_start_us[2]; /* taking turns: each seat's own countdown started here */
  guint        seat_started;    /* taking turns: a bit per seat whose countdown runs */
  gint64       stretch_start_us;
  guint64      shown_seats;     /* serialize the chosen moves of these seats only */
  gboolean     forget_unshown;  /* and say nothing of the others' choosing */
  guint        hidden_chosen;   /* a bit per seat: chosen, but where is not known here */
  gboolean     passing_on_time; /* the countdown ended: a pass is allowed */
};

static void parlour_simul_match_seat_view_init (ParlourSeatViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourSimulMatch, parlour_simul_match, PARLOUR_TYPE_MATCH,
                               G_IMPLEMENT_INTERFACE (PARLOUR_TYPE_SEAT_VIEW,
                                                      parlour_simul_match_seat_view_init))

static ParlourGame *
game_of (ParlourSimulMatch *self)
{
  return parlour_match_get_game (PARLOUR_MATCH (self), 0);
}

static guint
white_seat (ParlourSimulMatch *self)
{
  return parlour_match_find_seat (PARLOUR_MATCH (self), 0, PARLOUR_WHITE);
}

/* Both seats are people at this computer: they choose one after the other
 * (White, then Black behind the curtain), each with the whole countdown. */
static gboolean
takes_turns (ParlourSimulMatch *self)
{
  ParlourMatch *match = PARLOUR_MATCH (self);

  for (guint seat = 0; seat < parlour_match_get_n_seats (match); seat++)
    if (parlour_match_get_seat (match, seat)->controller != PARLOUR_CONTROLLER_LOCAL)
      return FALSE;
  return TRUE;
}

/* A new turn: White's own countdown (taking turns) starts with it, Black's
 * waits for Black. */
static void
start_turn (ParlourSimulMatch *self,
            gint64             now_us)
{
  guint white = white_seat (self);

  self->turn_start_us = now_us;
  self->seat_started = white < 2 ? 1u << white : 0;
  self->seat_start_us[0] = self->seat_start_us[1] = now_us;
}

/* The chosen moves belong to the turn they were chosen in: an undo (or a
 * restored game) makes them stale, and Black's countdown waits again. */
static void
forget_stale (ParlourSimulMatch *self)
{
  if (self->chosen_ply != parlour_game_get_n_moves (game_of (self)))
    {
      guint white = white_seat (self);

      self->chosen[0] = self->chosen[1] = PARLOUR_MOVE_NONE;
      self->hidden_chosen = 0;
      self->chosen_ply = parlour_game_get_n_moves (game_of (self));
      self->seat_started &= white < 2 ? 1u << white : 0;
    }
}

/* Whether @seat has chosen, here or (in a peer's mirror) on the host. */
static gboolean
has_chosen (ParlourSimulMatch *self,
            guint              seat)
{
  return self->chosen[seat] != PARLOUR_MOVE_NONE || ((self->hidden_chosen >> seat) & 1);
}

static ParlourColor
seat_color (ParlourMatch *match,
            guint         seat)
{
  return parlour_match_get_seat (match, seat)->color;
}

static void
parlour_simul_match_legal_actions (ParlourMatch *match,
                                   guint         seat,
                                   GArray       *actions)
{
  const ParlourPosition *pos = parlour_game_get_position (parlour_match_get_game (match, 0));
  ParlourMoveList list;

  parlour_simul_legal_moves (pos, seat_color (match, seat), &list);
  /* a player passes only when there is no legal move (or the countdown ends) */
  if (list.n == 0)
    parlour_move_list_add (&list, PARLOUR_MOVE_PASS_MOVE);
  for (guint i = 0; i < list.n; i++)
    {
      ParlourAction action = { PARLOUR_ACTION_MOVE, list.moves[i], 0 };

      g_array_append_val (actions, action);
    }
}

static void
start_timing (ParlourSimulMatch *self,
              gint64             now_us)
{
  if (self->started)
    return;
  self->started = TRUE;
  self->stretch_start_us = now_us;
  start_turn (self, now_us);
}

/* The countdown left to @seat: over the network the turn's, which runs for
 * both; taking turns the seat's own, whole until it starts. */
static gint64
seat_countdown_left (ParlourSimulMatch *self,
                     guint              seat,
                     gint64             now_us)
{
  gint64 start = self->turn_start_us;

  if (self->countdown_us == 0 || !self->started)
    return -1;
  if (seat < 2 && takes_turns (self))
    {
      if (!((self->seat_started >> seat) & 1))
        return self->countdown_us;
      start = self->seat_start_us[seat];
    }
  return CLAMP (self->countdown_us - (now_us - start), 0, self->countdown_us);
}

/* Plays the two chosen moves into the game as one turn. */
static gboolean
resolve (ParlourSimulMatch *self,
         gint64             now_us,
         GError           **error)
{
  ParlourMatch *match = PARLOUR_MATCH (self);
  ParlourGame *game = game_of (self);
  guint white = parlour_match_find_seat (match, 0, PARLOUR_WHITE);
  guint black = parlour_match_find_seat (match, 0, PARLOUR_BLACK);

  if (!parlour_game_play (game, self->chosen[white], error))
    return FALSE;
  parlour_match_board_moved (match, 0, PARLOUR_WHITE, now_us);
  if (!parlour_game_play (game, self->chosen[black], error))
    {
      parlour_game_undo (game);
      return FALSE;
    }
  parlour_match_board_moved (match, 0, PARLOUR_BLACK, now_us);
  self->chosen[0] = self->chosen[1] = PARLOUR_MOVE_NONE;
  self->chosen_ply = parlour_game_get_n_moves (game);
  self->pool_used_us += now_us - self->stretch_start_us;
  self->stretch_start_us = now_us;
  start_turn (self, now_us);
  return TRUE;
}

static gboolean
parlour_simul_match_submit (ParlourMatch        *match,
                            guint                seat,
                            const ParlourAction *action,
                            gint64               now_us,
                            GError             **error)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  gboolean legal = FALSE;

  if (action->kind != PARLOUR_ACTION_MOVE)
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                           "Only moves are chosen in SimulChess");
      return FALSE;
    }
  parlour_simul_match_legal_actions (match, seat, actions);
  for (guint i = 0; i < actions->len; i++)
    legal |= g_array_index (actions, ParlourAction, i).move == action->move;
  legal |= self->passing_on_time && action->move == PARLOUR_MOVE_PASS_MOVE;
  if (!legal)
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_ILLEGAL,
                   "That move is not legal for %s at the start of this turn",
                   seat_color (match, seat) == PARLOUR_WHITE ? "White" : "Black");
      return FALSE;
    }
  start_timing (self, now_us);
  forget_stale (self);
  self->chosen[seat] = action->move;
  if (self->chosen[0] != PARLOUR_MOVE_NONE && self->chosen[1] != PARLOUR_MOVE_NONE)
    return resolve (self, now_us, error);
  return TRUE;
}

static ParlourInputFlags
parlour_simul_match_input (ParlourMatch *match,
                           guint         seat)
{
  ParlourMoveList list;

  parlour_simul_legal_moves (parlour_game_get_position (parlour_match_get_game (match, 0)),
                             seat_color (match, seat), &list);
  return list.n > 0 ? PARLOUR_INPUT_MOVES : PARLOUR_INPUT_PASS;
}

/* The chosen moves are saved in long algebraic form, but only for the host's
 * own file and, over the network, for the seat that chose each: anyone else's
 * copy says only which seats have chosen (docs/simulchess.md). */
static void
parlour_simul_match_save (ParlourMatch    *match,
                          GVariantBuilder *builder)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);
  const ParlourPosition *pos = parlour_game_get_position (game_of (self));
  GVariantBuilder chosen, seats;

  forget_stale (self);
  g_variant_builder_add (builder, "{sv}", "countdown", g_variant_new_int64 (self->countdown_us));
  g_variant_builder_add (builder, "{sv}", "pool", g_variant_new_int64 (self->pool_us));
  g_variant_builder_add (builder, "{sv}", "pool-used", g_variant_new_int64 (self->pool_used_us));
  g_variant_builder_init (&seats, G_VARIANT_TYPE ("au"));
  g_variant_builder_init (&chosen, G_VARIANT_TYPE ("a(us)"));
  for (guint seat = 0; seat < 2; seat++)
    {
      if (has_chosen (self, seat) && (!self->forget_unshown || ((self->shown_seats >> seat) & 1)))
        g_variant_builder_add (&seats, "u", seat);
      if (self->chosen[seat] != PARLOUR_MOVE_NONE && ((self->shown_seats >> seat) & 1))
        {
          g_autofree char *text = parlour_simul_move_to_text (pos, seat_color (match, seat),
                                                              self->chosen[seat]);

          g_variant_builder_add (&chosen, "(us)", seat, text);
        }
    }
  g_variant_builder_add (builder, "{sv}", "chosen-seats", g_variant_builder_end (&seats));
  g_variant_builder_add (builder, "{sv}", "chosen", g_variant_builder_end (&chosen));
}

/* "chosen-seats": a seat listed there whose move "chosen" does not give has
 * chosen on the host, where this copy (a peer's mirror) cannot see. */
static gboolean
load_chosen_seats (ParlourSimulMatch *self,
                   GVariantDict      *dict,
                   GError           **error)
{
  g_autoptr(GVariant) seats = g_variant_dict_lookup_value (dict, "chosen-seats",
                                                           G_VARIANT_TYPE ("au"));

  for (gsize i = 0; seats != NULL && i < g_variant_n_children (seats); i++)
    {
      guint seat;

      g_variant_get_child (seats, i, "u", &seat);
      if (seat >= 2)
        {
          g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                       "SimulChess: seat %u has chosen, but it does not exist", seat);
          return FALSE;
        }
      self->hidden_chosen |= 1u << seat;
    }
  return TRUE;
}

static gboolean
parlour_simul_match_load (ParlourMatch  *match,
                          GVariantDict  *dict,
                          GError       **error)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);
  const ParlourPosition *pos = parlour_game_get_position (game_of (self));
  g_autoptr(GVariant) chosen = NULL;
  GVariantIter iter;
  const char *text;
  guint seat;

  if (!g_variant_dict_lookup (dict, "countdown", "x", &self->countdown_us))
    self->countdown_us = 0;
  if (!g_variant_dict_lookup (dict, "pool", "x", &self->pool_us))
    self->pool_us = 0;
  if (!g_variant_dict_lookup (dict, "pool-used", "x", &self->pool_used_us))
    self->pool_used_us = 0;
  if (self->countdown_us < 0 || self->pool_us < 0 || self->pool_used_us < 0)
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                           "SimulChess: a negative countdown or time pool");
      return FALSE;
    }
  self->chosen[0] = self->chosen[1] = PARLOUR_MOVE_NONE;
  self->hidden_chosen = 0;
  self->chosen_ply = parlour_game_get_n_moves (game_of (self));
  if (!load_chosen_seats (self, dict, error))
    return FALSE;
  chosen = g_variant_dict_lookup_value (dict, "chosen", G_VARIANT_TYPE ("a(us)"));
  if (chosen == NULL)
    return TRUE;
  g_variant_iter_init (&iter, chosen);
  while (g_variant_iter_next (&iter, "(u&s)", &seat, &text))
    {
      g_autoptr(GError) local = NULL;
      ParlourMove move;

      if (seat >= 2)
        {
          g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                       "SimulChess: a move chosen by seat %u, which does not exist", seat);
          return FALSE;
        }
      move = parlour_simul_move_from_text (pos, seat_color (match, seat), text, &local);
      if (move == PARLOUR_MOVE_NONE)
        {
          g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                       "SimulChess: the move chosen by seat %u: %s", seat, local->message);
          return FALSE;
        }
      self->chosen[seat] = move;
      self->hidden_chosen &= ~(1u << seat);
    }
  /* both chosen is a turn that was resolved: a saved match never has it */
  if (has_chosen (self, 0) && has_chosen (self, 1))
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_SAVED,
                           "SimulChess: both seats have a chosen move, but the turn was not "
                           "resolved");
      return FALSE;
    }
  return TRUE;
}

/* A peer's mirror takes the host's next state (parlour_match_load_state()):
 * the turn's chosen moves, or that they were chosen, and the timing as the
 * state that was just read has it. */
static void
parlour_simul_match_adopt (ParlourMatch *match,
                           ParlourMatch *other)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);
  ParlourSimulMatch *from = PARLOUR_SIMUL_MATCH (other);

  memcpy (self->chosen, from->chosen, sizeof self->chosen);
  self->chosen_ply = from->chosen_ply;
  self->hidden_chosen = from->hidden_chosen;
  self->countdown_us = from->countdown_us;
  self->pool_us = from->pool_us;
  self->pool_used_us = from->pool_used_us;
  self->started = from->started;
  self->turn_start_us = from->turn_start_us;
  memcpy (self->seat_start_us, from->seat_start_us, sizeof self->seat_start_us);
  self->seat_started = from->seat_started;
  self->stretch_start_us = from->stretch_start_us;
  self->passing_on_time = from->passing_on_time;
}

/* Both sides move every turn, so a chess clock, which runs for one side at a
 * time, has no meaning here: the timing is the countdown and the pool. */
static void
parlour_simul_match_set_up (ParlourMatch *match,
                            ParlourGame  *game,
                            ParlourClock *clock)
{
  PARLOUR_MATCH_CLASS (parlour_simul_match_parent_class)->set_up (match, game, NULL);
  PARLOUR_SIMUL_MATCH (match)->chosen_ply = parlour_game_get_n_moves (game);
}

/* At one computer White chooses first, then Black (the curtain between
 * them is the window's): the seat to act is the first that has not chosen. */
static guint
parlour_simul_match_seat_to_act (ParlourMatch *match,
                                 guint         board)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);
  guint white = parlour_match_find_seat (match, board, PARLOUR_WHITE);

  forget_stale (self);
  return !has_chosen (self, white) ? white : parlour_match_find_seat (match, board, PARLOUR_BLACK);
}

/* A turn taken back (or done again) is a turn to choose anew: its countdown
 * starts again, White's first at one computer. */
static void
parlour_simul_match_stepped (ParlourMatch *match,
                             guint         board,
                             gboolean      undone,
                             gint64        now_us)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);

  forget_stale (self);
  if (self->started)
    start_turn (self, now_us);
}

static gboolean
parlour_simul_match_timer_running (ParlourMatch *match)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (match);

  return (self->countdown_us > 0 || self->pool_us > 0) && !parlour_match_is_over (match);
}

static gboolean
parlour_simul_match_tick_vfunc (ParlourMatch *match,
                                gint64        now_us)
{
  return parlour_simul_match_tick (PARLOUR_SIMUL_MATCH (match), now_us);
}

/* The chosen moves of @seats and nobody else's: a move leaves the host for
 * the other seat only when the turn is resolved, as a move of the game. */
static GVariant *
parlour_simul_match_serialize_for (ParlourSeatView *view,
                                   guint64          seats)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (view);
  GVariant *saved;

  self->shown_seats = seats;
  saved = parlour_match_serialize (PARLOUR_MATCH (self));
  self->shown_seats = G_MAXUINT64;
  return saved;
}

/* A host's autosave: the peers' moves stay in its memory only, and a host
 * restored from it has them choose again (docs/simulchess.md). */
static GVariant *
parlour_simul_match_serialize_kept (ParlourSeatView *view,
                                    guint64          seats)
{
  ParlourSimulMatch *self = PARLOUR_SIMUL_MATCH (view);
  GVariant *saved;

  self->forget_unshown = TRUE;
  saved = parlour_simul_match_serialize_for (view, seats);
  self->forget_unshown = FALSE;
  return saved;
}

/* A seat chooses its move in the position of the turn's start, whichever
 * side that position says is to move. */
static ParlourMove
parlour_simul_match_parse_move (ParlourSeatView *view,
                                guint            seat,
                                const char      *text,
                                GError         **error)
{
  const ParlourPosition *pos = parlour_game_get_position (game_of (PARLOUR_SIMUL_MATCH (view)));

  return parlour_simul_move_from_text (pos, seat_color (PARLOUR_MATCH (view), seat), text, error);
}

static char *
parlour_simul_match_move_to_text (ParlourSeatView *view,
                                  guint            seat,
                                  ParlourMove      move)
{
  const ParlourPosition *pos = parlour_game_get_position (game_of (PARLOUR_SIMUL_MATCH (view)));

  return parlour_simul_move_to_text (pos, seat_color (PARLOUR_MATCH (view), seat), move);
}

static void
parlour_simul_match_seat_view_init (ParlourSeatViewInterface *iface)
{
  iface->serialize_for = parlour_simul_match_serialize_for;
  iface->serialize_kept = parlour_simul_match_serialize_kept;
  iface->parse_move = parlour_simul_match_parse_move;
  iface->move_to_text = parlour_simul_match_move_to_text;
}

static void
parlour_simul_match_class_init (ParlourSimulMatchClass *klass)
{
  ParlourMatchClass *match_class = PARLOUR_MATCH_CLASS (klass);

  match_class->seat_to_act = parlour_simul_match_seat_to_act;
  match_class->timer_running = parlour_simul_match_timer_running;
  match_class->stepped = parlour_simul_match_stepped;
  match_class->tick = parlour_simul_match_tick_vfunc;
  match_class->set_up = parlour_simul_match_set_up;
  match_class->legal_actions = parlour_simul_match_legal_actions;
  match_class->submit = parlour_simul_match_submit;
  match_class->input = parlour_simul_match_input;
  match_class->save = parlour_simul_match_save;
  match_class->load = parlour_simul_match_load;
  match_class->adopt = parlour_simul_match_adopt;
}

static void
parlour_simul_match_init (ParlourSimulMatch *self)
{
  self->chosen[0] = self->chosen[1] = PARLOUR_MOVE_NONE;
  self->shown_seats = G_MAXUINT64;
}

void
parlour_simul_match_set_countdown (ParlourSimulMatch *self,
                                   gint64             countdown_us)
{
  g_return_if_fail (PARLOUR_IS_SIMUL_MATCH (self));
  g_return_if_fail (countdown_us >= 0);

  self->countdown_us = countdown_us;
}

gint64
parlour_simul_match_get_countdown (ParlourSimulMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), 0);
  return self->countdown_us;
}

void
parlour_simul_match_set_pool (ParlourSimulMatch *self,
                              gint64             pool_us)
{
  g_return_if_fail (PARLOUR_IS_SIMUL_MATCH (self));
  g_return_if_fail (pool_us >= 0);

  self->pool_us = pool_us;
}

gint64
parlour_simul_match_get_pool (ParlourSimulMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), 0);
  return self->pool_us;
}

void
parlour_simul_match_start (ParlourSimulMatch *self,
                           gint64             now_us)
{
  g_return_if_fail (PARLOUR_IS_SIMUL_MATCH (self));
  start_timing (self, now_us);
}

gint64
parlour_simul_match_get_countdown_left (ParlourSimulMatch *self,
                                        gint64             now_us)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), -1);

  return seat_countdown_left (self, parlour_match_get_seat_to_act (PARLOUR_MATCH (self), 0),
                              now_us);
}

gint64
parlour_simul_match_get_seat_countdown_left (ParlourSimulMatch *self,
                                             guint              seat,
                                             gint64             now_us)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), -1);
  g_return_val_if_fail (seat < 2, -1);

  forget_stale (self);
  return seat_countdown_left (self, seat, now_us);
}

gboolean
parlour_simul_match_takes_turns (ParlourSimulMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), FALSE);

  return takes_turns (self);
}

void
parlour_simul_match_start_countdown (ParlourSimulMatch *self,
                                     guint              seat,
                                     gint64             now_us)
{
  g_return_if_fail (PARLOUR_IS_SIMUL_MATCH (self));
  g_return_if_fail (seat < 2);

  forget_stale (self);
  start_timing (self, now_us);
  /* once a turn: the countdown of a seat behind the curtain starts once */
  if (has_chosen (self, seat) || ((self->seat_started >> seat) & 1))
    return;
  self->seat_started |= 1u << seat;
  self->seat_start_us[seat] = now_us;
}

gint64
parlour_simul_match_get_pool_left (ParlourSimulMatch *self,
                                   gint64             now_us)
{
  gint64 used;

  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), -1);

  if (self->pool_us == 0)
    return -1;
  used = self->pool_used_us + (self->started ? now_us - self->stretch_start_us : 0);
  return MAX (0, self->pool_us - used);
}

gboolean
parlour_simul_match_tick (ParlourSimulMatch *self,
                          gint64             now_us)
{
  ParlourMatch *match = PARLOUR_MATCH (self);
  ParlourGame *game;

  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), FALSE);

  game = game_of (self);
  if (parlour_match_is_over (match))
    return FALSE;
  if (!self->started)
    {
      start_timing (self, now_us);
      return FALSE;
    }
  if (parlour_simul_match_get_pool_left (self, now_us) == 0)
    {
      const ParlourPosition *pos = parlour_game_get_position (game);
      guint white = parlour_simul_material (pos, PARLOUR_WHITE);
      guint black = parlour_simul_material (pos, PARLOUR_BLACK);

      /* the game's ::changed tells the match, which emits its own signals */
      parlour_game_set_result (game, white > black ? PARLOUR_RESULT_WHITE_WINS
                                     : black > white ? PARLOUR_RESULT_BLACK_WINS
                                     : PARLOUR_RESULT_DRAW,
                               PARLOUR_TERMINATION_TIME);
      return TRUE;
    }
  forget_stale (self);
  if (self->countdown_us > 0)
    {
      ParlourAction pass = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_PASS_MOVE, 0 };
      guint out = 0;
      gboolean ok = TRUE;

      /* the seats whose countdown ran out before they chose (taking turns, a
       * seat whose countdown waits for it has all of it) */
      for (guint seat = 0; seat < 2; seat++)
        if (!has_chosen (self, seat) && seat_countdown_left (self, seat, now_us) == 0)
          out |= 1u << seat;
      if (out == 0)
        return FALSE;
      /* each pass is submitted through the match, so that its signals follow
       * as for a move; the last missing choice completes the turn */
      self->passing_on_time = TRUE;
      for (guint seat = 0; seat < 2 && ok; seat++)
        if ((out >> seat) & 1)
          {
            if (out == 3 && seat == 0)
              self->chosen[seat] = PARLOUR_MOVE_PASS_MOVE;
            else
              ok = parlour_match_submit (match, seat, &pass, now_us, NULL);
          }
      self->passing_on_time = FALSE;
      return ok;
    }
  return FALSE;
}

gboolean
parlour_simul_match_has_chosen (ParlourSimulMatch *self,
                                guint              seat)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), FALSE);
  g_return_val_if_fail (seat < 2, FALSE);

  forget_stale (self);
  return has_chosen (self, seat);
}

ParlourMove
parlour_simul_match_get_chosen (ParlourSimulMatch *self,
                                guint              seat)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), PARLOUR_MOVE_NONE);
  g_return_val_if_fail (seat < 2, PARLOUR_MOVE_NONE);

  forget_stale (self);
  return self->chosen[seat];
}

guint
parlour_simul_match_get_n_turns (ParlourSimulMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), 0);
  return parlour_game_get_n_moves (game_of (self)) / 2;
}

gboolean
parlour_simul_match_get_turn_events (ParlourSimulMatch *self,
                                     guint              turn,
                                     GArray            *events)
{
  ParlourGame *game;
  ParlourPosition after;

  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), FALSE);
  g_return_val_if_fail (events != NULL, FALSE);

  game = game_of (self);
  if (turn >= parlour_simul_match_get_n_turns (self))
    return FALSE;
  /* resolution is a pure function: the turn is resolved again */
  parlour_simul_resolve_legal (parlour_game_get_position_at (game, 2 * turn),
                               parlour_game_get_move (game, 2 * turn),
                               parlour_game_get_move (game, 2 * turn + 1), &after, events);
  return TRUE;
}

GVariant *
parlour_simul_match_serialize_public (ParlourSimulMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIMUL_MATCH (self), NULL);

  return parlour_simul_match_serialize_for (PARLOUR_SEAT_VIEW (self), 0);
}
