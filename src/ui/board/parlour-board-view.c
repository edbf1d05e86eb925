/* parlour-board-view.c — the board widget: model, properties, signals, geometry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view shows one position: the game's current one, a past one while the
 * user browses the move list, or a lone position. It never changes the game:
 * a move the user makes is offered with ::move-requested, and the view follows
 * when the game plays it (it animates then, from the position it showed).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"
#include "parlour-game.h"

G_DEFINE_FINAL_TYPE (ParlourBoardView, parlour_board_view, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (ParlourBoardInput, parlour_board_input,
  G_DEFINE_ENUM_VALUE (PARLOUR_BOARD_INPUT_NONE, "none"),
  G_DEFINE_ENUM_VALUE (PARLOUR_BOARD_INPUT_MOVES, "moves"),
  G_DEFINE_ENUM_VALUE (PARLOUR_BOARD_INPUT_PIECES, "pieces"),
  G_DEFINE_ENUM_VALUE (PARLOUR_BOARD_INPUT_EDIT, "edit"))

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEW_PLY,
  PROP_INPUT,
  PROP_FLIPPED,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_LEGAL_MOVES,
  PROP_ANIMATIONS,
  PROP_PIECE_SET,
  PROP_BOARD_THEME,
  PROP_ONE_CLICK_PICK,
  PROP_TYPED_MOVES,
  N_PROPS
};

enum {
  MOVE_REQUESTED,
  PIECE_ACTIVATED,
  PIECE_SELECTED,
  SQUARE_HOVERED,
  INPUT_REFUSED,
  EDIT_SQUARE,
  EDIT_MOVE,
  CURTAIN_LIFTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const game_signals[] = { "move-played", "undone", "redone", "changed" };

static void
update_legal_moves (ParlourBoardView *self)
{
  self->legal.n = 0;
  self->legal_valid = FALSE;
  /* in PIECES input the moves say which pieces can be picked */
  if (self->has_position && (self->input == PARLOUR_BOARD_INPUT_MOVES ||
                             self->input == PARLOUR_BOARD_INPUT_PIECES))
    {
      ParlourPosition copy = self->shown;

      if (self->moves != NULL)
        self->legal = *self->moves;
      else
        parlour_position_legal_moves (&copy, &self->legal);
      self->legal_valid = TRUE;
    }
}

/* Small changes (one move, a castling, an edit) slide; whole new positions do not. */
static gboolean
small_change (const ParlourPosition *a,
              const ParlourPosition *b)
{
  guint n_sq = a->variant->width * a->variant->height;
  guint changed = 0;

  for (guint sq = 0; sq < n_sq; sq++)
    if (a->board[sq] != b->board[sq])
      changed++;
  return changed > 0 && changed <= 6;
}

/* Shows @pos; animates from the position shown before when @animate. */
static void
show_position (ParlourBoardView      *self,
               const ParlourPosition *pos,
               guint                  ply,
               ParlourMove            last_move,
               gboolean               animate,
               ParlourMove            animate_move,
               gboolean               backwards)
{
  gboolean same_variant = self->has_position && self->shown.variant == pos->variant;
  gboolean same_board = same_variant &&
                        memcmp (self->shown.board, pos->board, sizeof pos->board) == 0;
  /* only a hand changed (a partner's capture arrived): what the person holds
   * stays while it can move, as when a game is followed */
  gboolean keep_held = same_variant && (self->keep_held || (same_board && ply == self->shown_ply));
  ParlourPiece held = PARLOUR_PIECE_EMPTY;

  /* a roll in progress is cut short by whatever is shown now */
  parlour_board_view_stop_roll (self, TRUE);

  if (same_board && ply == self->shown_ply && last_move == self->last_move &&
      pos->hash == self->shown.hash)
    {
      const char *reason;

      /* the same position, but perhaps the game ended: input may have changed */
      if (!parlour_board_view_input_allowed (self, &reason))
        {
          parlour_board_view_close_promotion (self);
          parlour_board_view_input_cancel (self);
          parlour_board_view_select (self, PARLOUR_NO_SQUARE);
        }
      update_legal_moves (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  parlour_board_view_stop_animation (self);
  if (keep_held && self->selected != PARLOUR_NO_SQUARE)
    held = self->shown.board[self->selected];
  if (!keep_held)
    {
      parlour_board_view_close_promotion (self);
      parlour_board_view_input_cancel (self);
    }

  /* pieces that came into a hand now, not while browsing or taking back */
  if (same_variant && ply != PARLOUR_NO_PLY && self->shown_ply != PARLOUR_NO_PLY
      && ply >= self->shown_ply && self->view_ply == PARLOUR_CURRENT_PLY)
    parlour_board_view_reserve_arrivals (self, &self->shown, pos);
  else
    parlour_board_view_reserve_arrivals (self, NULL, pos);

  if (animate && same_variant && self->animations &&
      (animate_move != PARLOUR_MOVE_NONE || small_change (&self->shown, pos)))
    {
      ParlourPosition before = self->shown;

      self->shown = *pos;
      parlour_board_view_animate (self, &before, pos, animate_move, backwards);
    }
  else
    self->shown = *pos;

  self->has_position = TRUE;
  if (!same_variant)
    {
      parlour_board_view_invalidate_layout (self);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  self->shown_ply = ply;
  self->last_move = last_move;
  if (!keep_held)
    parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  self->check_square = PARLOUR_NO_SQUARE;
  if (pos->royal[pos->side] != PARLOUR_NO_SQUARE && parlour_position_in_check (pos))
    self->check_square = pos->royal[pos->side];
  if (self->focus_square >= pos->variant->width * pos->variant->height)
    self->focus_square = 0;
  update_legal_moves (self);
  parlour_board_view_update_accessible_name (self);
  if (keep_held)
    parlour_board_view_check_held (self, held);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sync_with_game (ParlourBoardView *self)
{
  const ParlourPosition *pos;
  ParlourMove last, animate_move = PARLOUR_MOVE_NONE;
  gboolean backwards = FALSE;
  guint n, ply;

  if (self->game == NULL)
    return;

  n = parlour_game_get_n_moves (self->game);
  ply = MIN (self->view_ply, n);
  pos = self->has_view_pos ? &self->view_pos : parlour_game_get_position_at (self->game, ply);
  last = ply > 0 ? parlour_game_get_move (self->game, ply - 1) : PARLOUR_MOVE_NONE;

  if (self->has_position && self->shown_ply != PARLOUR_NO_PLY
      && self->shown.variant == pos->variant)
    {
      if (ply == self->shown_ply + 1 &&
          parlour_game_get_position_at (self->game, self->shown_ply)->hash == self->shown.hash)
        animate_move = last;
      else if (ply + 1 == self->shown_ply && self->last_move != PARLOUR_MOVE_NONE)
        {
          animate_move = self->last_move;
          backwards = TRUE;
        }
    }

  show_position (self, pos, ply, last, TRUE, animate_move, backwards);
  /* both moves made at once are the turn's: White's is marked with Black's */
  self->turn_move = PARLOUR_MOVE_NONE;
  if ((pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS) && !self->has_view_pos &&
      ply >= 2 && ply % 2 == 0)
    self->turn_move = parlour_game_get_move (self->game, ply - 2);
}

static void
game_changed_cb (ParlourBoardView *self)
{
  sync_with_game (self);
}

void
parlour_board_view_sync (ParlourBoardView *self)
{
  sync_with_game (self);
}

/* the art of the game's kinds is parsed in a worker thread meanwhile */
static void
preload_pieces (ParlourBoardView     *self,
                const ParlourVariant *variant)
{
  const char *ids[PARLOUR_MAX_KINDS + 1];
  guint n = 0;

  for (guint kind = 1; kind <= variant->n_kinds && n < PARLOUR_MAX_KINDS; kind++)
    ids[n++] = variant->kinds[kind].id;
  ids[n] = NULL;
  parlour_piece_cache_preload (self->pieces, ids);
}

void
parlour_board_view_set_game (ParlourBoardView *self,
                             ParlourGame      *game)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || PARLOUR_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  /* the view follows the game's changes, whichever game it is */
  g_signal_group_set_target (self->game_signals, game);
  self->shown_ply = PARLOUR_NO_PLY;
  self->last_move = self->turn_move = PARLOUR_MOVE_NONE;

  if (game != NULL)
    {
      /* a new game is a new board: no slide from the old one */
      self->has_position = FALSE;
      if (self->texture_variant != parlour_game_get_variant (game))
        preload_pieces (self, parlour_game_get_variant (game));
      sync_with_game (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * parlour_board_view_follow_game:
 * @self: a board view
 * @game: the game to show
 *
 * Shows @game in place of the game shown, as the same board a moment later:
 * a hosted match's mirror that had to be made anew, or a board that took the
 * host's own game (docs/network.md). A move that is new slides in as the game's
 * own moves do, and what the user holds (a selected piece, a drag under way, a
 * kind picked from the hand, the promotion chooser) stays as long as its move
 * is legal in the new position. Without a position of the same variant shown
 * this is parlour_board_view_set_game().
 */
void
parlour_board_view_follow_game (ParlourBoardView *self,
                                ParlourGame      *game)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (PARLOUR_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game == NULL || !self->has_position ||
      self->shown.variant != parlour_game_get_variant (game))
    {
      parlour_board_view_set_game (self, game);
      return;
    }
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  self->keep_held = TRUE;
  sync_with_game (self);
  self->keep_held = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

ParlourGame *
parlour_board_view_get_game (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
parlour_board_view_set_view_ply (ParlourBoardView *self,
                                 guint             ply)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  if (self->view_ply == ply && !self->has_view_pos)
    return;
  self->view_ply = ply;
  self->has_view_pos = FALSE;
  sync_with_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}

/**
 * parlour_board_view_set_view_position:
 * @self: a board view
 * @ply: the plies of the game played before @pos
 * @pos: the position to show
 *
 * Browses to ply @ply, showing @pos rather than the game's position there: a
 * match of several boards shows each board as it was at one moment, when its
 * reserve may hold pieces that the partner's captures brought after the ply.
 * Input is off meanwhile; parlour_board_view_set_view_ply() ends it.
 */
void
parlour_board_view_set_view_position (ParlourBoardView      *self,
                                      guint                  ply,
                                      const ParlourPosition *pos)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);

  self->view_ply = ply;
  self->view_pos = *pos;
  self->has_view_pos = TRUE;
  sync_with_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
}

guint
parlour_board_view_get_view_ply (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), PARLOUR_CURRENT_PLY);
  return self->view_ply;
}

void
parlour_board_view_set_position (ParlourBoardView      *self,
                                 const ParlourPosition *pos)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL && pos->variant != NULL);

  parlour_board_view_set_game (self, NULL);
  show_position (self, pos, PARLOUR_NO_PLY, PARLOUR_MOVE_NONE, TRUE, PARLOUR_MOVE_NONE, FALSE);
}

void
parlour_board_view_set_input (ParlourBoardView  *self,
                              ParlourBoardInput  input)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  if (self->input == input)
    return;
  parlour_board_view_input_cancel (self);
  /* the application hears that a picked piece is put down */
  parlour_board_view_select (self, PARLOUR_NO_SQUARE);
  self->input = input;
  update_legal_moves (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), input != PARLOUR_BOARD_INPUT_NONE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INPUT]);
}

/**
 * parlour_board_view_set_moves:
 * @side: whose moves @moves are
 * @moves: (nullable): the moves the board takes, NULL: the legal moves of the
 *   position shown (for its side to move)
 *
 * For a seat that acts although its side is not the shown position's side to
 * move (both sides choose at once in SimulChess).
 */
void
parlour_board_view_set_moves (ParlourBoardView      *self,
                              ParlourColor           side,
                              const ParlourMoveList *moves)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  if (moves == NULL && self->moves == NULL)
    return;
  g_clear_pointer (&self->moves, g_free);
  g_clear_pointer (&self->curtain, g_free);
  if (moves != NULL)
    self->moves = g_memdup2 (moves, sizeof *moves);
  self->moves_side = side;
  update_legal_moves (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ParlourBoardInput
parlour_board_view_get_input (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), PARLOUR_BOARD_INPUT_NONE);
  return self->input;
}

void
parlour_board_view_set_flipped (ParlourBoardView *self,
                                gboolean          flipped)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  /* forward marks turn with the board */
  parlour_board_view_clear_textures (self);
  parlour_board_view_stop_animation (self);
  parlour_board_view_close_promotion (self);
  parlour_board_view_input_cancel (self);
  parlour_board_view_invalidate_layout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
parlour_board_view_get_flipped (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

static void
set_flag (ParlourBoardView *self,
          guint             prop_id,
          gboolean          value)
{
  gboolean old;

  value = !!value;
  switch (prop_id)
    {
    case PROP_SHOW_COORDINATES:
      old = self->show_coordinates;
      self->show_coordinates = value;
      break;
    case PROP_SHOW_LEGAL_MOVES:
      old = self->show_legal_moves;
      self->show_legal_moves = value;
      break;
    case PROP_ANIMATIONS:
      old = self->animations;
      self->animations = value;
      if (!value)
        parlour_board_view_stop_animation (self);
      break;
    case PROP_ONE_CLICK_PICK:
      old = self->one_click_pick;
      self->one_click_pick = value;
      break;
    case PROP_TYPED_MOVES:
      old = self->typed_moves;
      self->typed_moves = value;
      if (!value)
        parlour_board_view_clear_typed (self);
      break;
    default:
      g_assert_not_reached ();
    }
  if (old == value)
    return;
  /* the coordinates stand beside the board, which makes room for them */
  if (prop_id == PROP_SHOW_COORDINATES)
    parlour_board_view_invalidate_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_piece_set (ParlourBoardView *self,
               const char       *piece_set)
{
  g_autofree char *old = g_strdup (parlour_piece_cache_get_piece_set (self->pieces));

  parlour_piece_cache_set_piece_set (self->pieces, piece_set);
  if (g_strcmp0 (old, parlour_piece_cache_get_piece_set (self->pieces)) == 0)
    return;
  parlour_board_view_clear_textures (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

static void
update_colors (ParlourBoardView *self)
{
  self->dark_style = adw_style_manager_get_dark (adw_style_manager_get_default ());
  parlour_board_theme_get_colors (self->theme, self->dark_style, &self->colors);
  parlour_board_view_clear_nodes (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_board_theme (ParlourBoardView *self,
                 const char       *id)
{
  const ParlourBoardTheme *theme = parlour_board_theme_lookup (id);

  if (theme == self->theme)
    return;
  self->theme = theme;
  update_colors (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}

static void
dark_changed_cb (ParlourBoardView *self)
{
  update_colors (self);
}

guint
parlour_board_view_get_svg_render_count (void)
{
  return parlour_piece_cache_get_render_count ();
}

/* Input support shared with parlour-board-view-input.c */

void
parlour_board_view_request_move (ParlourBoardView *self,
                                 ParlourMove       move)
{
  self->selected = PARLOUR_NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, (guint) move);
  self->dropped_move = PARLOUR_MOVE_NONE;
}

void
parlour_board_view_refuse (ParlourBoardView *self,
                           const char       *reason)
{
  if (reason != NULL)
    g_signal_emit (self, signals[INPUT_REFUSED], 0, reason);
}

/* The player behind the curtain is there: it goes, and the match may start
 * that player's time. */
void
parlour_board_view_lift_curtain (ParlourBoardView *self)
{
  parlour_board_view_set_curtain (self, NULL);
  g_signal_emit (self, signals[CURTAIN_LIFTED], 0);
}

void
parlour_board_view_emit_piece_activated (ParlourBoardView *self,
                                         guint             square)
{
  g_signal_emit (self, signals[PIECE_ACTIVATED], 0, square);
}

void
parlour_board_view_emit_piece_selected (ParlourBoardView *self,
                                        int               square)
{
  g_signal_emit (self, signals[PIECE_SELECTED], 0, square);
}

void
parlour_board_view_emit_square_hovered (ParlourBoardView *self,
                                        int               square)
{
  g_signal_emit (self, signals[SQUARE_HOVERED], 0, square);
}

void
parlour_board_view_emit_edit_square (ParlourBoardView *self,
                                     guint             square,
                                     gboolean          secondary)
{
  g_signal_emit (self, signals[EDIT_SQUARE], 0, square, secondary);
}

void
parlour_board_view_emit_edit_move (ParlourBoardView *self,
                                   guint             from,
                                   guint             to)
{
  g_signal_emit (self, signals[EDIT_MOVE], 0, from, to);
}

/* GtkWidget */

static void
parlour_board_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (widget);

  parlour_board_view_update_geometry (self);
  parlour_board_view_allocate_speech (self);
  if (self->promotion != NULL && gtk_widget_get_visible (self->promotion))
    gtk_popover_present (GTK_POPOVER (self->promotion));
  if (self->piece_info != NULL && gtk_widget_get_visible (self->piece_info))
    gtk_popover_present (GTK_POPOVER (self->piece_info));
}

static void
parlour_board_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (widget);

  parlour_board_view_update_geometry (self);
  parlour_board_view_snapshot_board (self, snapshot);
  if (self->curtain != NULL)
    parlour_board_view_snapshot_curtain (self, snapshot);
  else
    parlour_board_view_snapshot_typed (self, snapshot);
}

static void
parlour_board_view_dispose (GObject *object)
{
  ParlourBoardView *self = (ParlourBoardView *) object;

  parlour_board_view_destroy_promotion (self);
  parlour_board_view_destroy_tooltip (self);
  parlour_board_view_destroy_speech (self);
  parlour_board_view_stop_roll (self, FALSE);
  if (self->animation != NULL)
    adw_animation_skip (self->animation);
  g_clear_object (&self->animation);
  g_clear_object (&self->arrival);
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  parlour_board_view_clear_nodes (self);
  parlour_board_view_clear_textures (self);
  g_clear_object (&self->pieces);

  G_OBJECT_CLASS (parlour_board_view_parent_class)->dispose (object);
}

static void
parlour_board_view_finalize (GObject *object)
{
  ParlourBoardView *self = (ParlourBoardView *) object;

  for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
    g_free (self->labels[sq]);
  g_clear_pointer (&self->sprites, g_array_unref);
  g_clear_pointer (&self->moves, g_free);
  if (self->typed != NULL)
    g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (parlour_board_view_parent_class)->finalize (object);
}

static void
parlour_board_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEW_PLY:
      g_value_set_uint (value, self->view_ply);
      break;
    case PROP_INPUT:
      g_value_set_enum (value, self->input);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    case PROP_ONE_CLICK_PICK:
      g_value_set_boolean (value, self->one_click_pick);
      break;
    case PROP_TYPED_MOVES:
      g_value_set_boolean (value, self->typed_moves);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, parlour_piece_cache_get_piece_set (self->pieces));
      break;
    case PROP_BOARD_THEME:
      g_value_set_string (value, parlour_board_theme_get_id (self->theme));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_board_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ParlourBoardView *self = PARLOUR_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      parlour_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_VIEW_PLY:
      parlour_board_view_set_view_ply (self, g_value_get_uint (value));
      break;
    case PROP_INPUT:
      parlour_board_view_set_input (self, g_value_get_enum (value));
      break;
    case PROP_FLIPPED:
      parlour_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
    case PROP_SHOW_LEGAL_MOVES:
    case PROP_ANIMATIONS:
    case PROP_ONE_CLICK_PICK:
    case PROP_TYPED_MOVES:
      set_flag (self, prop_id, g_value_get_boolean (value));
      break;
    case PROP_PIECE_SET:
      set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_BOARD_THEME:
      set_board_theme (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_board_view_class_init (ParlourBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_board_view_dispose;
  object_class->finalize = parlour_board_view_finalize;
  object_class->get_property = parlour_board_view_get_property;
  object_class->set_property = parlour_board_view_set_property;

  widget_class->measure = parlour_board_view_measure;
  widget_class->size_allocate = parlour_board_view_size_allocate;
  widget_class->snapshot = parlour_board_view_snapshot;
  widget_class->query_tooltip = parlour_board_view_query_tooltip;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, PARLOUR_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_PLY] =
    g_param_spec_uint ("view-ply", NULL, NULL, 0, G_MAXUINT, PARLOUR_CURRENT_PLY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INPUT] =
    g_param_spec_enum ("input", NULL, NULL,
                       PARLOUR_TYPE_BOARD_INPUT, PARLOUR_BOARD_INPUT_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, PARLOUR_DEFAULT_PIECE_SET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD_THEME] =
    g_param_spec_string ("board-theme", NULL, NULL, "wood",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* PIECES input: the first click on a piece activates it, without selecting it first */
  properties[PROP_ONE_CLICK_PICK] =
    g_param_spec_boolean ("one-click-pick", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* typing on the focused board plays moves (docs/typed-moves.md) */
  properties[PROP_TYPED_MOVES] =
    g_param_spec_boolean ("typed-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ParlourBoardView::move-requested:
   * @move: the ParlourMove, legal in the shown position
   *
   * The user made a move. The view does not play it: the handler decides.
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[PIECE_ACTIVATED] =
    g_signal_new ("piece-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * ParlourBoardView::piece-selected:
   * @square: the piece selected, -1: none any more
   *
   * In PIECES input: the user selected a piece (the application shows what
   * picking it would do), or the selection was dropped.
   */
  signals[PIECE_SELECTED] =
    g_signal_new ("piece-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SQUARE_HOVERED] =
    g_signal_new ("square-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ParlourBoardView::input-refused:
   * @reason: why, translated, for a toast
   */
  signals[INPUT_REFUSED] =
    g_signal_new ("input-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * ParlourBoardView::edit-square:
   * @square: the square clicked
   * @secondary: with a button other than the primary one
   *
   * In EDIT input: the user clicked a square (the position editor decides
   * what that does).
   */
  signals[EDIT_SQUARE] =
    g_signal_new ("edit-square", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * ParlourBoardView::edit-move:
   * @from: where the piece stood
   * @to: where it was dropped, PARLOUR_NO_SQUARE off the board
   *
   * In EDIT input: the user dragged a piece.
   */
  signals[EDIT_MOVE] =
    g_signal_new ("edit-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * ParlourBoardView::curtain-lifted:
   *
   * The user lifted the curtain (parlour_board_view_set_curtain) by a click or
   * a key: the player behind it now sees the board.
   */
  signals[CURTAIN_LIFTED] =
    g_signal_new ("curtain-lifted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "parlour-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
parlour_board_view_init (ParlourBoardView *self)
{
  self->view_ply = PARLOUR_CURRENT_PLY;
  self->shown_ply = PARLOUR_NO_PLY;
  self->selected = PARLOUR_NO_SQUARE;
  self->check_square = PARLOUR_NO_SQUARE;
  self->press_square = PARLOUR_NO_SQUARE;
  self->hover_square = PARLOUR_NO_SQUARE;
  self->show_coordinates = TRUE;
  self->show_legal_moves = TRUE;
  self->animations = TRUE;
  self->typed_moves = TRUE;
  self->files = self->ranks = 8;
  self->pieces = parlour_piece_cache_new ();
  self->game_signals = g_signal_group_new (PARLOUR_TYPE_GAME);
  for (guint i = 0; i < G_N_ELEMENTS (game_signals); i++)
    g_signal_group_connect_swapped (self->game_signals, game_signals[i],
                                    G_CALLBACK (game_changed_cb), self);
  self->theme = parlour_board_theme_default ();
  self->sprites = g_array_new (FALSE, FALSE, sizeof (ParlourBoardSprite));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  update_colors (self);
  parlour_board_view_init_input (self);
  parlour_board_view_init_tooltip (self);
  parlour_board_view_init_speech (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

GtkWidget *
parlour_board_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_BOARD_VIEW, NULL);
}
