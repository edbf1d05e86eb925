/* parlour-match.c — a way of playing: boards, seats, submitting actions, undo, the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The base class keeps what every way of playing has: the boards with their
 * clocks and stored times, the seats, the order in which the boards moved (so
 * that undo goes back through the match whoever moved), and the pause. What a
 * seat may do and what an action does is the subclass's (parlour-single-match.c,
 * parlour-panic-match.c). Clocks are in parlour-match-clock.c, saving in
 * parlour-match-save.c.
 */
#include "config.h"

#include "parlour-bughouse-match.h"
#include "parlour-match-format.h"
#include "parlour-match-private.h"
#include "parlour-panic-match.h"
#include "parlour-simul-match.h"
#include "parlour-single-match.h"

typedef struct {
  GArray     *boards;      /* ParlourMatchBoard */
  GArray     *seats;       /* ParlourSeat */
  GArray     *history;     /* guint: the board of each move played, in order */
  GArray     *redo;        /* guint: the boards of the moves undone, last on top */
  GArray     *changes;     /* ParlourReserveChange, in order */
  GArray     *redo_changes; /* ParlourReserveChange taken back with undone moves, last on top */
  ParlourMove last_move;
  guint       busy;        /* inside an operation: the boards' signals wait */
  guint32     dirty;       /* boards whose game changed inside it (bit per board) */
  gboolean    over;        /* as last announced */
  ParlourMatchClockState clock_state;
  /* the properties' values as last notified (sync_properties) */
  gboolean    notified_paused;
  gboolean    notified_over;
  gboolean    notified_can_undo;
  gboolean    notified_can_redo;
  guint       notified_n_moments;
} ParlourMatchPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ParlourMatch, parlour_match, G_TYPE_OBJECT)

G_DEFINE_QUARK (parlour-match-error-quark, parlour_match_error)

enum {
  CHANGED,
  BOARD_CHANGED,
  ENDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_PAUSED,
  PROP_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_MOMENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_ENUM_TYPE (ParlourController, parlour_controller,
  G_DEFINE_ENUM_VALUE (PARLOUR_CONTROLLER_LOCAL, "local"),
  G_DEFINE_ENUM_VALUE (PARLOUR_CONTROLLER_COMPUTER, "computer"),
  G_DEFINE_ENUM_VALUE (PARLOUR_CONTROLLER_NETWORK, "network"))

G_DEFINE_ENUM_TYPE (ParlourActionKind, parlour_action_kind,
  G_DEFINE_ENUM_VALUE (PARLOUR_ACTION_MOVE, "move"),
  G_DEFINE_ENUM_VALUE (PARLOUR_ACTION_PICK, "pick"))

G_DEFINE_FLAGS_TYPE (ParlourInputFlags, parlour_input_flags,
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_NONE, "none"),
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_MOVES, "moves"),
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_DROPS, "drops"),
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_PASS, "pass"),
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_PICK, "pick"),
  G_DEFINE_ENUM_VALUE (PARLOUR_INPUT_EDIT, "edit"))

/* Emits what an operation changed, once it is complete. */
void
parlour_match_begin (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  priv->busy++;
}

void
parlour_match_end (ParlourMatch *self,
                   guint         board,
                   gboolean      changed)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  gboolean over;

  g_return_if_fail (priv->busy > 0);
  if (--priv->busy > 0 || (!changed && priv->dirty == 0))
    return;
  over = parlour_match_is_over (self);
  if (!over)
    priv->over = FALSE;
  /* the operation's board, then any other board it changed (a bughouse
   * capture fills the partner's reserve) */
  if (board != PARLOUR_NO_BOARD)
    g_signal_emit (self, signals[BOARD_CHANGED], 0, board);
  for (guint b = 0; b < 32; b++)
    if ((priv->dirty & (1u << b)) && b != board)
      g_signal_emit (self, signals[BOARD_CHANGED], 0, b);
  priv->dirty = 0;
  g_signal_emit (self, signals[CHANGED], 0);
  if (over && !priv->over)
    {
      priv->over = TRUE;
      g_signal_emit (self, signals[ENDED], 0);
    }
}

/* A change made on a board's game directly (a result set, a resignation):
 * the match follows it. Inside the match's own operations it waits for end(). */
static void
game_changed_cb (ParlourGame  *game,
                 ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  for (guint b = 0; b < priv->boards->len; b++)
    if (parlour_match_board (self, b)->game == game)
      {
        parlour_match_begin (self);
        if (b < 32)
          priv->dirty |= 1u << b;
        if (parlour_game_is_over (game))
          parlour_match_clock_board_ended (self, b, g_get_monotonic_time ());
        if (PARLOUR_MATCH_GET_CLASS (self)->board_changed != NULL)
          PARLOUR_MATCH_GET_CLASS (self)->board_changed (self, b);
        parlour_match_end (self, b, TRUE);
        return;
      }
}

ParlourMatchClockState *
parlour_match_clock_state (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  return &priv->clock_state;
}

ParlourMatchBoard *
parlour_match_board (ParlourMatch *self,
                     guint         board)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (board < priv->boards->len, NULL);
  return &g_array_index (priv->boards, ParlourMatchBoard, board);
}

/* Puts @game and @clock on @b: the match follows the game, and a game with
 * moves but no stored times gets the clock's times at every ply. */
static void
set_board_game (ParlourMatch      *self,
                ParlourMatchBoard *b,
                ParlourGame       *game,
                ParlourClock      *clock)
{
  g_set_object (&b->game, game);
  g_set_object (&b->clock, clock);
  b->changed_id = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  parlour_match_fill_times (b, 0);
  if (clock != NULL)
    parlour_game_tag_time_control (game, clock);
}

guint
parlour_match_add_board (ParlourMatch *self,
                         ParlourGame  *game,
                         ParlourClock *clock)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  ParlourMatchBoard b = { 0, };
  guint n = parlour_game_get_n_moves (game);

  g_return_val_if_fail (PARLOUR_IS_GAME (game), PARLOUR_NO_BOARD);
  g_return_val_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock), PARLOUR_NO_BOARD);

  b.times = g_array_new (FALSE, TRUE, sizeof (ParlourClockTimes));
  set_board_game (self, &b, game, clock);
  g_array_append_val (priv->boards, b);
  for (guint i = 0; i < n; i++)
    {
      guint index = priv->boards->len - 1;
      g_array_append_val (priv->history, index);
    }
  return priv->boards->len - 1;
}

guint
parlour_match_add_board_like (ParlourMatch *self,
                              ParlourGame  *game,
                              ParlourClock *clock)
{
  g_autofree char *fen = parlour_position_to_fen (parlour_game_get_initial_position (game));
  g_autoptr(ParlourGame) other = parlour_game_new (parlour_game_get_variant (game), fen,
                                                   parlour_game_get_rules (game), NULL);
  g_autoptr(ParlourClock) other_clock = NULL;

  if (clock != NULL)
    other_clock = parlour_clock_new (parlour_clock_get_control (clock, PARLOUR_WHITE),
                                     parlour_clock_get_control (clock, PARLOUR_BLACK));
  return parlour_match_add_board (self, other, other_clock);
}

void
parlour_match_replace_board (ParlourMatch *self,
                             guint         board,
                             ParlourGame  *game,
                             ParlourClock *clock)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  ParlourMatchBoard *b = parlour_match_board (self, board);
  guint old_n = parlour_game_get_n_moves (b->game);
  guint new_n = parlour_game_get_n_moves (game);

  g_return_if_fail (PARLOUR_IS_GAME (game));

  g_clear_signal_handler (&b->changed_id, b->game);
  b->clock_started = FALSE;
  set_board_game (self, b, game, clock);
  /* the history follows: the board's old moves leave it, its new ones come last */
  for (guint i = priv->history->len; i > 0 && old_n > 0; i--)
    if (g_array_index (priv->history, guint, i - 1) == board)
      {
        g_array_remove_index (priv->history, i - 1);
        old_n--;
      }
  for (guint i = 0; i < new_n; i++)
    g_array_append_val (priv->history, board);
  g_array_set_size (priv->redo, 0);
  g_array_set_size (priv->redo_changes, 0);
}

guint
parlour_match_add_seat (ParlourMatch *self,
                        guint         board,
                        ParlourColor  color,
                        guint         team)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  ParlourSeat seat = { board, color, team, PARLOUR_CONTROLLER_LOCAL };

  g_return_val_if_fail (board < priv->boards->len, PARLOUR_NO_SEAT);
  g_array_append_val (priv->seats, seat);
  return priv->seats->len - 1;
}

void
parlour_match_add_team_seats (ParlourMatch *self)
{
  for (guint i = 0; i < 4; i++)
    parlour_match_add_seat (self, i / 2, i % 2 == 0 ? PARLOUR_WHITE : PARLOUR_BLACK,
                            (i + i / 2) % 2);
}

void
parlour_match_board_moved (ParlourMatch *self,
                           guint         board,
                           ParlourColor  mover,
                           gint64        now_us)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  ParlourMatchBoard *b = parlour_match_board (self, board);
  guint n = parlour_game_get_n_moves (b->game);

  g_array_append_val (priv->history, board);
  g_array_set_size (priv->redo, 0);
  g_array_set_size (priv->redo_changes, 0);
  priv->last_move = parlour_game_get_move (b->game, n - 1);

  if (b->clock == NULL)
    return;

  if (!b->clock_started)
    {
      if (!parlour_game_is_over (b->game))
        parlour_clock_start (b->clock, parlour_game_get_side_to_move (b->game), now_us);
      b->clock_started = TRUE;
    }
  else if (parlour_clock_is_running (b->clock) || parlour_match_get_paused (self)
           || parlour_match_get_clocks_held (self))
    {
      /* a move played while paused resumes the clocks; the mover's time did not run */
      parlour_match_change_pause (self, FALSE, now_us);
      parlour_clock_press (b->clock, now_us);
      /* the flag fell before the move was completed */
      if (parlour_clock_is_flagged (b->clock, mover, now_us) && !parlour_game_is_over (b->game))
        parlour_game_flag_fall (b->game, mover);
    }
  if (parlour_game_is_over (b->game))
    parlour_clock_pause (b->clock, now_us);
  parlour_match_record_times (self, board, now_us);
  parlour_match_sync_clocks (self, now_us);
}

/* The default set-up: one board, a seat for each colour, each its own team. */
static void
parlour_match_real_set_up (ParlourMatch *self,
                           ParlourGame  *game,
                           ParlourClock *clock)
{
  guint board = parlour_match_add_board (self, game, clock);

  parlour_match_add_seat (self, board, PARLOUR_WHITE, 0);
  parlour_match_add_seat (self, board, PARLOUR_BLACK, 1);
}

static void
parlour_match_finalize (GObject *object)
{
  ParlourMatch *self = PARLOUR_MATCH (object);
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  for (guint i = 0; i < priv->boards->len; i++)
    {
      ParlourMatchBoard *b = parlour_match_board (self, i);

      g_clear_signal_handler (&b->changed_id, b->game);
      g_clear_object (&b->game);
      g_clear_object (&b->clock);
      g_clear_pointer (&b->times, g_array_unref);
    }
  g_clear_pointer (&priv->boards, g_array_unref);
  g_clear_pointer (&priv->seats, g_array_unref);
  g_clear_pointer (&priv->history, g_array_unref);
  g_clear_pointer (&priv->redo, g_array_unref);
  g_clear_pointer (&priv->changes, g_array_unref);
  g_clear_pointer (&priv->redo_changes, g_array_unref);

  G_OBJECT_CLASS (parlour_match_parent_class)->finalize (object);
}

void
parlour_match_settle_properties (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  priv->notified_paused = parlour_match_get_paused (self);
  priv->notified_over = parlour_match_is_over (self);
  priv->notified_can_undo = parlour_match_can_undo (self);
  priv->notified_can_redo = parlour_match_can_redo (self);
  priv->notified_n_moments = parlour_match_get_n_moments (self);
}

/* Every change of the match ends in ::changed, so its class handler is where
 * the properties follow: each is notified once when its value differs from
 * the one last notified, before the handlers of ::changed run. */
static void
sync_properties (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);
  gboolean paused = parlour_match_get_paused (self);
  gboolean over = parlour_match_is_over (self);
  gboolean can_undo = parlour_match_can_undo (self);
  gboolean can_redo = parlour_match_can_redo (self);
  guint n_moments = parlour_match_get_n_moments (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (paused != priv->notified_paused)
    {
      priv->notified_paused = paused;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
    }
  if (over != priv->notified_over)
    {
      priv->notified_over = over;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
    }
  if (can_undo != priv->notified_can_undo)
    {
      priv->notified_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != priv->notified_can_redo)
    {
      priv->notified_can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (n_moments != priv->notified_n_moments)
    {
      priv->notified_n_moments = n_moments;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOMENTS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
parlour_match_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ParlourMatch *self = PARLOUR_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, parlour_match_get_paused (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, parlour_match_is_over (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, parlour_match_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, parlour_match_can_redo (self));
      break;
    case PROP_N_MOMENTS:
      g_value_set_uint (value, parlour_match_get_n_moments (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
parlour_match_real_has_progress (ParlourMatch *self)
{
  for (guint i = 0; i < parlour_match_get_n_boards (self); i++)
    if (parlour_game_get_n_moves (parlour_match_get_game (self, i)) > 0)
      return TRUE;
  return FALSE;
}

gboolean
parlour_match_has_progress (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  return PARLOUR_MATCH_GET_CLASS (self)->has_progress (self);
}

static void
parlour_match_class_init (ParlourMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = parlour_match_finalize;
  object_class->get_property = parlour_match_get_property;
  klass->set_up = parlour_match_real_set_up;
  klass->has_progress = parlour_match_real_has_progress;
  klass->n_boards = 1;
  klass->n_seats = 2;
  klass->format = &parlour_pgn_format;

  /* read-only: the match changes them itself, views bind to them */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOMENTS] =
    g_param_spec_uint ("n-moments", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new_class_handler ("changed", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_FIRST,
                                                 G_CALLBACK (sync_properties),
                                                 NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ENDED] = g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
parlour_match_init (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  priv->boards = g_array_new (FALSE, TRUE, sizeof (ParlourMatchBoard));
  priv->seats = g_array_new (FALSE, TRUE, sizeof (ParlourSeat));
  priv->history = g_array_new (FALSE, FALSE, sizeof (guint));
  priv->redo = g_array_new (FALSE, FALSE, sizeof (guint));
  priv->changes = g_array_new (FALSE, FALSE, sizeof (ParlourReserveChange));
  priv->redo_changes = g_array_new (FALSE, FALSE, sizeof (ParlourReserveChange));
  priv->last_move = PARLOUR_MOVE_NONE;
}

/**
 * parlour_match_new_for_game:
 * @game: the first board's game
 * @clock: (nullable): its clock
 *
 * Returns: (transfer full): a match of the type that plays @game's variant
 *   (parlour_match_type_for_variant())
 */
ParlourMatch *
parlour_match_new_for_game (ParlourGame  *game,
                            ParlourClock *clock)
{
  const ParlourVariant *variant;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);

  variant = parlour_game_get_variant (game);
  return parlour_match_new_of_type (parlour_match_type_for_variant (variant), game, clock);
}

ParlourMatch *
parlour_match_new_for_games (ParlourGame  **games,
                             guint          n_games,
                             ParlourClock  *clock)
{
  ParlourMatch *match;

  g_return_val_if_fail (games != NULL && n_games >= 1, NULL);
  g_return_val_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock), NULL);

  match = parlour_match_new_for_game (games[0], clock);
  for (guint b = 1; b < n_games && b < parlour_match_get_n_boards (match); b++)
    {
      g_autoptr(ParlourClock) other = NULL;

      g_return_val_if_fail (parlour_game_get_variant (games[b]) ==
                            parlour_game_get_variant (games[0]), match);
      if (clock != NULL)
        other = parlour_clock_new (parlour_clock_get_control (clock, PARLOUR_WHITE),
                                   parlour_clock_get_control (clock, PARLOUR_BLACK));
      parlour_match_replace_board (match, b, games[b], other);
    }
  parlour_match_settle_properties (match);
  return match;
}

GType
parlour_match_type_for_variant (const ParlourVariant *variant)
{
  g_return_val_if_fail (variant != NULL, G_TYPE_INVALID);

  /* The rules say how a variant is played (its flags); which match plays it
   * is this layer's knowledge, so the rules never name a match. */
  if (variant->flags & PARLOUR_VARIANT_CAPTURES_TO_PARTNER)
    return PARLOUR_TYPE_BUGHOUSE_MATCH;
  if (variant->flags & PARLOUR_VARIANT_CHANCE)
    return PARLOUR_TYPE_PANIC_MATCH;
  if (variant->flags & PARLOUR_VARIANT_SIMULTANEOUS)
    return PARLOUR_TYPE_SIMUL_MATCH;
  return PARLOUR_TYPE_SINGLE_MATCH;
}

/**
 * parlour_match_new_of_type:
 * @type: a concrete ParlourMatch type
 * @game: the first board's game
 * @clock: (nullable): its clock
 *
 * Returns: (transfer full): a match of @type set up around @game
 */
ParlourMatch *
parlour_match_new_of_type (GType         type,
                           ParlourGame  *game,
                           ParlourClock *clock)
{
  ParlourMatch *self;

  g_return_val_if_fail (g_type_is_a (type, PARLOUR_TYPE_MATCH) && !G_TYPE_IS_ABSTRACT (type),
                        NULL);
  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);
  g_return_val_if_fail (clock == NULL || PARLOUR_IS_CLOCK (clock), NULL);

  self = g_object_new (type, NULL);
  PARLOUR_MATCH_GET_CLASS (self)->set_up (self, game, clock);
  /* the class tells the others what set_up makes */
  g_warn_if_fail (parlour_match_get_n_boards (self) == PARLOUR_MATCH_GET_CLASS (self)->n_boards);
  g_warn_if_fail (parlour_match_get_n_seats (self) == PARLOUR_MATCH_GET_CLASS (self)->n_seats);
  ((ParlourMatchPrivate *) parlour_match_get_instance_private (self))->over =
    parlour_match_is_over (self);
  parlour_match_settle_properties (self);
  return self;
}

guint
parlour_match_get_n_boards (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), 0);
  return priv->boards->len;
}

ParlourGame *
parlour_match_get_game (ParlourMatch *self,
                        guint         board)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);
  g_return_val_if_fail (board < parlour_match_get_n_boards (self), NULL);
  return parlour_match_board (self, board)->game;
}

ParlourClock *
parlour_match_get_clock (ParlourMatch *self,
                         guint         board)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);
  g_return_val_if_fail (board < parlour_match_get_n_boards (self), NULL);
  return parlour_match_board (self, board)->clock;
}

const ParlourVariant *
parlour_match_get_variant (ParlourMatch *self)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);
  g_return_val_if_fail (parlour_match_get_n_boards (self) > 0, NULL);
  return parlour_game_get_variant (parlour_match_board (self, 0)->game);
}

guint
parlour_match_get_n_seats (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), 0);
  return priv->seats->len;
}

const ParlourSeat *
parlour_match_get_seat (ParlourMatch *self,
                        guint         seat)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < priv->seats->len, NULL);
  return &g_array_index (priv->seats, ParlourSeat, seat);
}

void
parlour_match_set_controller (ParlourMatch      *self,
                              guint              seat,
                              ParlourController  controller)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (seat < priv->seats->len);
  g_array_index (priv->seats, ParlourSeat, seat).controller = controller;
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
parlour_match_find_seat (ParlourMatch *self,
                         guint         board,
                         ParlourColor  color)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_NO_SEAT);
  for (guint i = 0; i < priv->seats->len; i++)
    {
      const ParlourSeat *s = &g_array_index (priv->seats, ParlourSeat, i);

      if (s->board == board && s->color == color)
        return i;
    }
  return PARLOUR_NO_SEAT;
}

guint
parlour_match_get_seat_to_act (ParlourMatch *self,
                               guint         board)
{
  ParlourGame *game;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_NO_SEAT);
  g_return_val_if_fail (board < parlour_match_get_n_boards (self), PARLOUR_NO_SEAT);

  game = parlour_match_board (self, board)->game;
  if (parlour_match_is_over (self))
    return PARLOUR_NO_SEAT;
  if (PARLOUR_MATCH_GET_CLASS (self)->seat_to_act != NULL)
    return PARLOUR_MATCH_GET_CLASS (self)->seat_to_act (self, board);
  return parlour_match_find_seat (self, board, parlour_game_get_side_to_move (game));
}

void
parlour_match_legal_actions (ParlourMatch *self,
                             guint         seat,
                             GArray       *actions)
{
  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (actions != NULL);
  g_return_if_fail (seat < parlour_match_get_n_seats (self));

  if (parlour_match_is_over (self))
    return;
  PARLOUR_MATCH_GET_CLASS (self)->legal_actions (self, seat, actions);
}

/**
 * parlour_match_submit:
 * @self: a match
 * @seat: the seat acting
 * @action: what it does
 * @now_us: the current monotonic time
 * @error: where an action that cannot be taken says why
 *
 * Carries out @action for @seat: the boards, clocks and stored times follow,
 * then ::board-changed, ::changed and (if it ended the match) ::ended.
 *
 * Returns: TRUE if it was carried out
 */
gboolean
parlour_match_submit (ParlourMatch        *self,
                      guint                seat,
                      const ParlourAction *action,
                      gint64               now_us,
                      GError             **error)
{
  const ParlourSeat *s;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (seat >= parlour_match_get_n_seats (self))
    {
      g_set_error (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_NO_SEAT,
                   "There is no seat %u", seat);
      return FALSE;
    }
  if (parlour_match_is_over (self))
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER,
                           "The game is over");
      return FALSE;
    }

  s = parlour_match_get_seat (self, seat);
  parlour_match_begin (self);
  ok = PARLOUR_MATCH_GET_CLASS (self)->submit (self, seat, action, now_us, error);
  parlour_match_end (self, s->board, ok);
  return ok;
}

ParlourInputFlags
parlour_match_get_input (ParlourMatch *self,
                         guint         seat)
{
  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_INPUT_NONE);
  g_return_val_if_fail (seat < parlour_match_get_n_seats (self), PARLOUR_INPUT_NONE);

  if (parlour_match_is_over (self))
    return PARLOUR_INPUT_NONE;
  return PARLOUR_MATCH_GET_CLASS (self)->input (self, seat);
}

ParlourMove
parlour_match_get_last_move (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_MOVE_NONE);
  return priv->last_move;
}

gboolean
parlour_match_is_over (ParlourMatch *self)
{
  return parlour_match_get_result (self, NULL) != PARLOUR_RESULT_NONE;
}

/* The first board that is over decides the match (one board: its result); the
 * termination is that of the board whose own game ended (the others end with
 * it, PARLOUR_TERMINATION_OTHER_BOARD). */
ParlourResult
parlour_match_get_result (ParlourMatch       *self,
                          ParlourTermination *termination)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  ParlourResult result = PARLOUR_RESULT_NONE;
  ParlourTermination why = PARLOUR_TERMINATION_NONE;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), PARLOUR_RESULT_NONE);

  for (guint i = 0; i < priv->boards->len; i++)
    {
      ParlourGame *game = parlour_match_board (self, i)->game;

      if (!parlour_game_is_over (game))
        continue;
      if (result == PARLOUR_RESULT_NONE)
        {
          result = parlour_game_get_result (game);
          why = parlour_game_get_termination (game);
        }
      if (why != PARLOUR_TERMINATION_OTHER_BOARD)
        break;
      why = parlour_game_get_termination (game);
    }
  if (termination != NULL)
    *termination = why;
  return result;
}

void
parlour_match_resign (ParlourMatch *self,
                      guint         seat)
{
  const ParlourSeat *s;

  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (seat < parlour_match_get_n_seats (self));

  if (parlour_match_is_over (self))
    return;
  s = parlour_match_get_seat (self, seat);
  parlour_match_begin (self);
  parlour_game_resign (parlour_match_board (self, s->board)->game, s->color);
  parlour_match_end (self, s->board, TRUE);
}

void
parlour_match_agree_draw (ParlourMatch *self,
                          guint         board)
{
  g_return_if_fail (PARLOUR_IS_MATCH (self));
  g_return_if_fail (board < parlour_match_get_n_boards (self));

  if (parlour_match_is_over (self))
    return;
  parlour_match_begin (self);
  parlour_game_agree_draw (parlour_match_board (self, board)->game);
  parlour_match_end (self, board, TRUE);
}

gboolean
parlour_match_claim_draw (ParlourMatch *self,
                          guint         seat,
                          GError      **error)
{
  const ParlourSeat *s;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_MATCH (self), FALSE);
  g_return_val_if_fail (seat < parlour_match_get_n_seats (self), FALSE);

  s = parlour_match_get_seat (self, seat);
  if (parlour_match_get_seat_to_act (self, s->board) != seat)
    {
      g_set_error_literal (error, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_NOT_YOUR_TURN,
                           "Only the player to move may claim a draw");
      return FALSE;
    }
  parlour_match_begin (self);
  ok = parlour_game_claim_draw (parlour_match_board (self, s->board)->game, error);
  parlour_match_end (self, s->board, ok);
  return ok;
}

GArray *
parlour_match_get_history (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  return priv->history;
}

GArray *
parlour_match_get_redo_boards (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  return priv->redo;
}

GArray *
parlour_match_get_reserve_changes (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  return priv->changes;
}

GArray *
parlour_match_get_redo_changes (ParlourMatch *self)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  return priv->redo_changes;
}

void
parlour_match_append_history (ParlourMatch *self,
                              guint         board)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_if_fail (board < priv->boards->len);
  g_array_append_val (priv->history, board);
}

void
parlour_match_board_dirty (ParlourMatch *self,
                           guint         board)
{
  ParlourMatchPrivate *priv = parlour_match_get_instance_private (self);

  g_return_if_fail (priv->busy > 0);
  if (board < 32)
    priv->dirty |= 1u << board;
}
