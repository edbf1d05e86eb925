/* parlour-game.c — a game: the moves played from a start position, undo/redo, result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-game-private.h"
#include "parlour-notation.h"
#include "parlour-san.h"

G_DEFINE_TYPE (ParlourGame, parlour_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (parlour-game-error-quark, parlour_game_error)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_RULES,
  PROP_N_MOVES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RESULT,
  PROP_TERMINATION,
  PROP_SIDE_TO_MOVE,
  N_PROPS
};

enum {
  MOVE_PLAYED,
  UNDONE,
  REDONE,
  ENDED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
parlour_game_save_state (ParlourGame      *self,
                         ParlourGameState *state)
{
  state->n_moves = self->moves->len;
  state->can_undo = parlour_game_can_undo (self);
  state->can_redo = parlour_game_can_redo (self);
  state->result = self->result;
  state->termination = self->termination;
  state->side = parlour_game_current (self)->side;
}

void
parlour_game_notify_changes (ParlourGame            *self,
                             const ParlourGameState *before)
{
  ParlourGameState now;

  parlour_game_save_state (self, &now);
  if (now.n_moves != before->n_moves)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  if (now.can_undo != before->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (now.can_redo != before->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (now.result != before->result)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
  if (now.termination != before->termination)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERMINATION]);
  if (now.side != before->side)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  if (before->result == PARLOUR_RESULT_NONE && now.result != PARLOUR_RESULT_NONE)
    g_signal_emit (self, signals[ENDED], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Plays a move known to be legal, without signals. */
static void
append_move (ParlourGame *self,
             ParlourMove  move)
{
  ParlourPosition next = *parlour_game_current (self);
  ParlourUndo undo;

  parlour_position_make (&next, move, &undo);
  g_array_append_val (self->positions, next);
  g_array_append_val (self->moves, move);
  g_ptr_array_add (self->san, NULL);
  g_array_set_size (self->clocks, self->moves->len);
  g_array_index (self->clocks, gint64, self->moves->len - 1) = -1;
  parlour_game_evaluate (self);
}

static void
drop_last_move (ParlourGame *self)
{
  parlour_game_unindex_last (self);
  g_array_set_size (self->positions, self->positions->len - 1);
  g_array_set_size (self->moves, self->moves->len - 1);
  g_ptr_array_set_size (self->san, self->san->len - 1);
  g_array_set_size (self->clocks, self->moves->len);
}

static void
parlour_game_finalize (GObject *object)
{
  ParlourGame *self = (ParlourGame *) object;

  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->san, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->clocks, g_array_unref);
  g_clear_pointer (&self->tag_index, g_hash_table_unref);
  g_clear_pointer (&self->tags, g_array_unref);
  g_clear_pointer (&self->same_hash_before, g_array_unref);
  g_clear_pointer (&self->last_with_hash, g_hash_table_unref);

  G_OBJECT_CLASS (parlour_game_parent_class)->finalize (object);
}

static void
parlour_game_constructed (GObject *object)
{
  ParlourGame *self = (ParlourGame *) object;
  g_autoptr(ParlourPosition) start = NULL;

  G_OBJECT_CLASS (parlour_game_parent_class)->constructed (object);

  if (self->variant == NULL)
    self->variant = parlour_variant_default ();
  start = parlour_position_new (self->variant);
  start->rules = self->rules;
  g_array_append_val (self->positions, *start);
  parlour_game_evaluate (self);
}

static void
parlour_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ParlourGame *self = PARLOUR_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_pointer (value, (gpointer) self->variant);
      break;
    case PROP_RULES:
      g_value_set_uint (value, self->rules);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, parlour_game_get_n_moves (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, parlour_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, parlour_game_can_redo (self));
      break;
    case PROP_RESULT:
      g_value_set_enum (value, self->result);
      break;
    case PROP_TERMINATION:
      g_value_set_enum (value, self->termination);
      break;
    case PROP_SIDE_TO_MOVE:
      g_value_set_enum (value, parlour_game_get_side_to_move (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ParlourGame *self = PARLOUR_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      self->variant = g_value_get_pointer (value);
      break;
    case PROP_RULES:
      self->rules = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_game_class_init (ParlourGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = parlour_game_finalize;
  object_class->constructed = parlour_game_constructed;
  object_class->get_property = parlour_game_get_property;
  object_class->set_property = parlour_game_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_pointer ("variant", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULES] =
    g_param_spec_uint ("rules", NULL, NULL, 0, G_MAXUINT8, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_enum ("result", NULL, NULL, PARLOUR_TYPE_RESULT, PARLOUR_RESULT_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TERMINATION] =
    g_param_spec_enum ("termination", NULL, NULL, PARLOUR_TYPE_TERMINATION,
                       PARLOUR_TERMINATION_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_enum ("side-to-move", NULL, NULL, PARLOUR_TYPE_COLOR, PARLOUR_WHITE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REDONE] =
    g_signal_new ("redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ENDED] =
    g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
parlour_game_init (ParlourGame *self)
{
  self->positions = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  self->moves = g_array_new (FALSE, FALSE, sizeof (ParlourMove));
  self->san = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_array_new (FALSE, FALSE, sizeof (ParlourMove));
  self->clocks = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->same_hash_before = g_array_new (FALSE, FALSE, sizeof (guint));
  self->last_with_hash = g_hash_table_new (g_direct_hash, g_direct_equal);
  parlour_game_tags_init (self);
}

/**
 * parlour_game_new:
 * @variant: the variant
 * @fen: (nullable): the start position, or %NULL for the variant's own
 * @rules: #ParlourRuleFlags, stored into every position of the game
 * @error: a #GError
 *
 * Returns: (transfer full) (nullable): a new game, or %NULL if @fen is not valid
 */
ParlourGame *
parlour_game_new (const ParlourVariant *variant,
                  const char           *fen,
                  guint                 rules,
                  GError              **error)
{
  g_autoptr(ParlourGame) self = NULL;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (PARLOUR_TYPE_GAME, "variant", variant, "rules", rules, NULL);
  if (fen != NULL)
    {
      ParlourPosition *start = parlour_game_current (self);

      /* set_fen keeps the rules, which its checks depend on */
      if (!parlour_position_set_fen (start, fen, error))
        return NULL;
      parlour_game_reindex (self);
      parlour_game_evaluate (self);
    }
  return g_steal_pointer (&self);
}

const ParlourVariant *
parlour_game_get_variant (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  return self->variant;
}

guint
parlour_game_get_rules (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), 0);
  return self->rules;
}

const ParlourPosition *
parlour_game_get_initial_position (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  return &g_array_index (self->positions, ParlourPosition, 0);
}

const ParlourPosition *
parlour_game_get_position (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  return parlour_game_current (self);
}

/**
 * parlour_game_get_position_at:
 * @self: a game
 * @ply: a ply from 0 to the number of moves
 *
 * Returns: (transfer none): the position before ply @ply (0 is the start, the
 *   number of moves is the current position)
 */
const ParlourPosition *
parlour_game_get_position_at (ParlourGame *self,
                              guint        ply)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  g_return_val_if_fail (ply < self->positions->len, NULL);
  return &g_array_index (self->positions, ParlourPosition, ply);
}

guint
parlour_game_get_n_moves (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), 0);
  return self->moves->len;
}

ParlourColor
parlour_game_get_side_to_move (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), PARLOUR_WHITE);
  return parlour_game_current (self)->side;
}

ParlourMove
parlour_game_get_move (ParlourGame *self,
                       guint        ply)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), PARLOUR_MOVE_NONE);
  g_return_val_if_fail (ply < self->moves->len, PARLOUR_MOVE_NONE);
  return g_array_index (self->moves, ParlourMove, ply);
}

/**
 * parlour_game_get_san:
 * @self: a game
 * @ply: a ply from 0
 *
 * Returns: (transfer none): the move of ply @ply in SAN, computed once
 */
const char *
parlour_game_get_san (ParlourGame *self,
                      guint        ply)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), NULL);
  g_return_val_if_fail (ply < self->moves->len, NULL);

  if (g_ptr_array_index (self->san, ply) == NULL)
    {
      ParlourPosition pos = g_array_index (self->positions, ParlourPosition, ply);
      g_ptr_array_index (self->san, ply) =
        parlour_san_from_move (&pos, g_array_index (self->moves, ParlourMove, ply));
    }
  return g_ptr_array_index (self->san, ply);
}

/**
 * parlour_game_legal_moves:
 * @self: a game
 * @list: (out caller-allocates): the moves
 *
 * Fills @list with the moves the side to move may play; none once the game is over.
 */
void
parlour_game_legal_moves (ParlourGame     *self,
                          ParlourMoveList *list)
{
  ParlourPosition pos;

  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (list != NULL);

  list->n = 0;
  if (parlour_game_is_over (self))
    return;
  pos = *parlour_game_current (self);
  parlour_position_legal_moves (&pos, list);
}

/* A move's name for error messages, even for a move that is nonsense here. */
static char *
describe_move (const ParlourPosition *pos,
               ParlourMove            move)
{
  guint n_sq = pos->variant->width * pos->variant->height;
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);

  if (flag == PARLOUR_MOVE_PASS ||
      (flag == PARLOUR_MOVE_DROP && PARLOUR_MOVE_DROP_KIND (move) >= 1 &&
       PARLOUR_MOVE_DROP_KIND (move) <= pos->variant->n_kinds &&
       PARLOUR_MOVE_TO (move) < n_sq) ||
      (flag != PARLOUR_MOVE_DROP && PARLOUR_MOVE_FROM (move) < n_sq &&
       PARLOUR_MOVE_TO (move) < n_sq))
    return parlour_move_to_long (pos, move);
  return g_strdup_printf ("0x%08x", move);
}

gboolean
parlour_game_over_error (ParlourGame *self,
                         GError     **error)
{
  g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_GAME_OVER,
               "The game is over (%s, %s)", parlour_result_to_string (self->result),
               parlour_termination_to_string (self->termination));
  return FALSE;
}

/**
 * parlour_game_play:
 * @self: a game
 * @move: a move
 * @error: a #GError
 *
 * Plays @move, drops the moves that redo would have played, and ends the game if
 * the new position does (checkmate, stalemate, king captured, fivefold repetition,
 * the 75-move rule, a dead position).
 *
 * Returns: %TRUE if played; %FALSE with %PARLOUR_GAME_ERROR_GAME_OVER or
 *   %PARLOUR_GAME_ERROR_ILLEGAL_MOVE
 */
gboolean
parlour_game_play (ParlourGame *self,
                   ParlourMove  move,
                   GError     **error)
{
  ParlourMoveList list;
  ParlourGameState before;
  gboolean legal = FALSE;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (parlour_game_is_over (self))
    return parlour_game_over_error (self, error);
  parlour_game_legal_moves (self, &list);
  for (guint i = 0; i < list.n && !legal; i++)
    legal = list.moves[i] == move;
  if (!legal)
    {
      g_autofree char *name = describe_move (parlour_game_current (self), move);
      g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE,
                   "“%s” is not a legal move here", name);
      return FALSE;
    }

  parlour_game_save_state (self, &before);
  g_array_set_size (self->redo, 0);
  append_move (self, move);
  g_signal_emit (self, signals[MOVE_PLAYED], 0, self->moves->len - 1);
  parlour_game_notify_changes (self, &before);
  return TRUE;
}

/**
 * parlour_game_play_text:
 * @self: a game
 * @text: a move in long algebraic notation ("g1f3") or SAN ("Nf3")
 * @error: a #GError
 *
 * Returns: %TRUE if played
 */
gboolean
parlour_game_play_text (ParlourGame *self,
                        const char  *text,
                        GError     **error)
{
  g_autoptr(GError) san_error = NULL;
  ParlourPosition pos;
  ParlourMove move;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (parlour_game_is_over (self))
    return parlour_game_over_error (self, error);

  pos = *parlour_game_current (self);
  move = parlour_move_from_long (&pos, text, NULL);
  if (move == PARLOUR_MOVE_NONE)
    move = parlour_san_to_move (&pos, text, &san_error);
  if (move == PARLOUR_MOVE_NONE)
    {
      /* the SAN parser's message names the move and says what is wrong with it */
      g_set_error (error, PARLOUR_GAME_ERROR, PARLOUR_GAME_ERROR_ILLEGAL_MOVE, "%s",
                   san_error != NULL ? san_error->message : "not a legal move here");
      return FALSE;
    }
  return parlour_game_play (self, move, error);
}

gboolean
parlour_game_can_undo (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  return self->moves->len > 0;
}

gboolean
parlour_game_can_redo (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  return self->redo->len > 0;
}

ParlourMove
parlour_game_get_redo_move (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), PARLOUR_MOVE_NONE);
  if (self->redo->len == 0)
    return PARLOUR_MOVE_NONE;
  return g_array_index (self->redo, ParlourMove, self->redo->len - 1);
}

/**
 * parlour_game_undo:
 * @self: a game
 *
 * Takes back the last move, keeping it for redo. Whatever ended the game after
 * that move (mate, a claim, resignation, agreement, a flag) is taken back with it.
 *
 * Returns: %TRUE if there was a move to take back
 */
gboolean
parlour_game_undo (ParlourGame *self)
{
  ParlourMove move;
  ParlourGameState before;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);

  if (!parlour_game_can_undo (self))
    return FALSE;
  parlour_game_save_state (self, &before);
  move = g_array_index (self->moves, ParlourMove, self->moves->len - 1);
  g_array_append_val (self->redo, move);
  drop_last_move (self);
  parlour_game_evaluate (self);
  g_signal_emit (self, signals[UNDONE], 0);
  parlour_game_notify_changes (self, &before);
  return TRUE;
}

/**
 * parlour_game_redo:
 * @self: a game
 *
 * Plays the last move taken back again.
 *
 * Returns: %TRUE if there was a move to redo
 */
gboolean
parlour_game_redo (ParlourGame *self)
{
  ParlourGameState before;
  ParlourMove move;

  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);

  if (!parlour_game_can_redo (self) || parlour_game_is_over (self))
    return FALSE;
  parlour_game_save_state (self, &before);
  move = parlour_game_get_redo_move (self);
  g_array_set_size (self->redo, self->redo->len - 1);
  append_move (self, move);
  g_signal_emit (self, signals[REDONE], 0);
  parlour_game_notify_changes (self, &before);
  return TRUE;
}

/**
 * parlour_game_truncate:
 * @self: a game
 * @n_moves: how many moves to keep
 *
 * Drops every move after the first @n_moves (to play on from a past position),
 * with the redo list and any result.
 */
void
parlour_game_truncate (ParlourGame *self,
                       guint        n_moves)
{
  ParlourGameState before;

  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (n_moves <= self->moves->len);

  if (n_moves == self->moves->len && self->redo->len == 0)
    return;
  parlour_game_save_state (self, &before);
  g_array_set_size (self->redo, 0);
  while (self->moves->len > n_moves)
    drop_last_move (self);
  parlour_game_evaluate (self);
  parlour_game_notify_changes (self, &before);
}

ParlourResult
parlour_game_get_result (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), PARLOUR_RESULT_NONE);
  return self->result;
}

ParlourTermination
parlour_game_get_termination (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), PARLOUR_TERMINATION_NONE);
  return self->termination;
}

gboolean
parlour_game_is_over (ParlourGame *self)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), FALSE);
  return self->result != PARLOUR_RESULT_NONE;
}

/**
 * parlour_game_set_clock:
 * @self: a game
 * @ply: a ply played (less than the number of moves)
 * @remaining_us: the time left to the side that played @ply, after it; -1 if
 *   not known
 *
 * Records a clock reading, as a PGN "[%clk]" comment gives it after a move. A
 * ply taken back loses its reading.
 */
void
parlour_game_set_clock (ParlourGame *self,
                        guint        ply,
                        gint64       remaining_us)
{
  g_return_if_fail (PARLOUR_IS_GAME (self));
  g_return_if_fail (ply < self->moves->len);

  g_array_index (self->clocks, gint64, ply) = remaining_us < 0 ? -1 : remaining_us;
}

/**
 * parlour_game_get_clock:
 * @self: a game
 * @ply: a ply
 *
 * Returns: the time left to the side that played @ply, after it, or -1 if
 *   that is not known (or @ply was not played)
 */
gint64
parlour_game_get_clock (ParlourGame *self,
                        guint        ply)
{
  g_return_val_if_fail (PARLOUR_IS_GAME (self), -1);

  if (ply >= self->clocks->len)
    return -1;
  return g_array_index (self->clocks, gint64, ply);
}
