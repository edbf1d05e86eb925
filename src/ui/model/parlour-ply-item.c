/* parlour-ply-item.c — one ply of a game, as a list of moves shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An item is a snapshot of one ply: where it belongs (board and ply index),
 * how a list numbers it, who played it and the text shown for it. Plies of a
 * game never change in place (a move taken back is removed, a new one is a
 * new ply), so a list can keep its items for as long as their plies stand.
 * The board index lets a list of several boards' plies, ordered by time, tell
 * them apart later.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-ply-item.h"

struct _ParlourPlyItem
{
  GObject       parent_instance;

  guint         board;
  guint         ply;
  guint         index;   /* in its list: the ply, or the moment in a merged list */
  guint         number;
  ParlourColor  color;
  ParlourMove   move;
  char         *text;
};

G_DEFINE_FINAL_TYPE (ParlourPlyItem, parlour_ply_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_PLY,
  PROP_NUMBER,
  PROP_COLOR,
  PROP_MOVE,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
parlour_ply_item_finalize (GObject *object)
{
  ParlourPlyItem *self = PARLOUR_PLY_ITEM (object);

  g_free (self->text);

  G_OBJECT_CLASS (parlour_ply_item_parent_class)->finalize (object);
}

static void
parlour_ply_item_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ParlourPlyItem *self = PARLOUR_PLY_ITEM (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_uint (value, self->board);
      break;
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_COLOR:
      g_value_set_enum (value, self->color);
      break;
    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_ply_item_class_init (ParlourPlyItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = parlour_ply_item_finalize;
  object_class->get_property = parlour_ply_item_get_property;

  properties[PROP_BOARD] = g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLY] = g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_COLOR] = g_param_spec_enum ("color", NULL, NULL, PARLOUR_TYPE_COLOR,
                                              PARLOUR_WHITE, flags);
  properties[PROP_MOVE] = g_param_spec_uint ("move", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
parlour_ply_item_init (ParlourPlyItem *self)
{
}

/* Inserts @text before the check or mate mark at the end of @s. */
static void
insert_before_mark (GString    *s,
                    const char *text)
{
  gsize pos = s->len;

  while (pos > 0 && (s->str[pos - 1] == '+' || s->str[pos - 1] == '#'))
    pos--;
  g_string_insert (s, pos, text);
}

/**
 * parlour_ply_item_dup_move_text:
 * @game: a game
 * @ply: a move of it, from 0
 *
 * The move as the list shows it: its SAN, with what the rules changed without
 * a letter in SAN made visible (docs/bungalow.md, "Move list"). A piece that
 * became another kind by capturing names the new kind ("fxg6=H"), with `^`
 * when it is royal ("Lxe5=C^"); a royal piece of another kind carries its mark
 * ("C^d5"), as in FEN; a pass reads "pass" in the user's language. Nothing
 * here knows a variant: the kinds come from the positions before and after.
 *
 * Returns: (transfer full): the text
 */
char *
parlour_ply_item_dup_move_text (ParlourGame *game,
                                guint        ply)
{
  ParlourMove move;
  ParlourMoveFlag flag;
  const ParlourPosition *before, *after;
  ParlourPiece mover, placed;
  GString *s;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);
  g_return_val_if_fail (ply < parlour_game_get_n_moves (game), NULL);

  move = parlour_game_get_move (game, ply);
  flag = PARLOUR_MOVE_FLAG (move);
  if (flag == PARLOUR_MOVE_PASS)
    /* Translators: a pass in the move list (Bungalow: a turn without a move) */
    return g_strdup (C_("move", "pass"));

  s = g_string_new (parlour_game_get_san (game, ply));
  if (flag == PARLOUR_MOVE_DROP || PARLOUR_MOVE_PROMO (move) != 0)
    return g_string_free (s, FALSE);

  before = parlour_game_get_position_at (game, ply);
  after = parlour_game_get_position_at (game, ply + 1);
  mover = before->board[PARLOUR_MOVE_FROM (move)];
  placed = after->board[PARLOUR_MOVE_TO (move)];

  if (PARLOUR_PIECE_HAS_ROYAL_MARK (mover) && g_ascii_isupper (s->str[0]))
    g_string_insert_c (s, 1, '^');
  if (placed != PARLOUR_PIECE_EMPTY && flag != PARLOUR_MOVE_CASTLE
      && (PARLOUR_PIECE_KIND (placed) != PARLOUR_PIECE_KIND (mover)
          || PARLOUR_PIECE_HAS_ROYAL_MARK (placed) != PARLOUR_PIECE_HAS_ROYAL_MARK (mover)))
    {
      char promo[4] = { '=', parlour_variant_kind_letter (after->variant,
                                                          PARLOUR_PIECE_KIND (placed)), 0, 0 };

      if (PARLOUR_PIECE_HAS_ROYAL_MARK (placed))
        promo[2] = '^';
      insert_before_mark (s, promo);
    }
  return g_string_free (s, FALSE);
}

/**
 * parlour_ply_item_new_from_game:
 * @game: a game
 * @board: the game's board in its match (0 for a single board)
 * @ply: a ply played in @game, from 0
 *
 * Numbers the ply as PGN does: from the start position's move number, a new
 * number with each move of White. A game that began with Black to move has
 * Black's first ply under the start's number.
 *
 * Returns: (transfer full): the item
 */
ParlourPlyItem *
parlour_ply_item_new_from_game (ParlourGame *game,
                                guint        board,
                                guint        ply)
{
  const ParlourPosition *initial;
  ParlourPlyItem *self;
  guint offset;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), NULL);
  g_return_val_if_fail (ply < parlour_game_get_n_moves (game), NULL);

  initial = parlour_game_get_initial_position (game);
  offset = initial->side == PARLOUR_BLACK ? 1 : 0;

  self = g_object_new (PARLOUR_TYPE_PLY_ITEM, NULL);
  self->board = board;
  self->ply = ply;
  self->index = ply;
  self->number = MAX (initial->fullmove, 1) + (ply + offset) / 2;
  self->color = parlour_game_get_position_at (game, ply)->side;
  self->move = parlour_game_get_move (game, ply);
  self->text = parlour_ply_item_dup_move_text (game, ply);
  return self;
}

guint
parlour_ply_item_get_board (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), 0);

  return self->board;
}

guint
parlour_ply_item_get_ply (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), 0);

  return self->ply;
}

/**
 * parlour_ply_item_new_at_moment:
 * @game: a game
 * @board: the game's board in its match
 * @ply: a ply played in @game, from 0
 * @moment: the match's move it was, from 0 (its index in a merged list)
 *
 * An item of a list that merges several boards' plies in the order they were
 * played.
 *
 * Returns: (transfer full): the item
 */
ParlourPlyItem *
parlour_ply_item_new_at_moment (ParlourGame *game,
                                guint        board,
                                guint        ply,
                                guint        moment)
{
  ParlourPlyItem *self = parlour_ply_item_new_from_game (game, board, ply);

  if (self != NULL)
    self->index = moment;
  return self;
}

guint
parlour_ply_item_get_index (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), 0);

  return self->index;
}

guint
parlour_ply_item_get_number (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), 0);

  return self->number;
}

ParlourColor
parlour_ply_item_get_color (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), PARLOUR_WHITE);

  return self->color;
}

ParlourMove
parlour_ply_item_get_move (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), PARLOUR_MOVE_NONE);

  return self->move;
}

const char *
parlour_ply_item_get_text (ParlourPlyItem *self)
{
  g_return_val_if_fail (PARLOUR_IS_PLY_ITEM (self), NULL);

  return self->text;
}
