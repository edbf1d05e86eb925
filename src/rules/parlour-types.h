/* parlour-types.h — squares, colours, pieces and moves shared by the whole engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PARLOUR_MIN_FILES   5
#define PARLOUR_MAX_FILES   12
#define PARLOUR_MAX_SQUARES 144
#define PARLOUR_NO_SQUARE   255

/* What a guint naming a seat, a board or a ply holds when there is none, or
 * (PARLOUR_CURRENT_PLY) when a view follows the game's current position
 * rather than showing a ply of its past. */
#define PARLOUR_NO_SEAT     G_MAXUINT
#define PARLOUR_NO_BOARD    G_MAXUINT
#define PARLOUR_NO_PLY      G_MAXUINT
#define PARLOUR_CURRENT_PLY G_MAXUINT
/* Kinds per variant: indices 1..15 (0 means "no kind"). */
#define PARLOUR_MAX_KINDS   16
#define PARLOUR_MAX_MOVES   768
#define PARLOUR_MAX_FEN     256

typedef guint8 ParlourSquare;

typedef enum {
  PARLOUR_WHITE = 0,
  PARLOUR_BLACK = 1,
} ParlourColor;

#define PARLOUR_OTHER(c) ((ParlourColor) ((c) ^ 1))

/*
 * A piece on a square is one byte:
 *   bits 0-3  kind index within the variant's kind table (1..15), 0 = empty
 *   bit  4    black
 *   bit  5    promoted (written `~` in FEN: a promoted pawn in bughouse)
 *   bit  6    royal mark (written `^` in FEN: a Bungalow "Leader <kind>")
 * The low five bits (kind and colour) are the piece's "code", used to index
 * attack masks.
 */
typedef guint8 ParlourPiece;

#define PARLOUR_PIECE_EMPTY     0
#define PARLOUR_PIECE_BLACK     0x10
#define PARLOUR_PIECE_PROMOTED  0x20
#define PARLOUR_PIECE_ROYAL     0x40

#define PARLOUR_PIECE_MAKE(kind, color) ((ParlourPiece) ((kind) | ((color) ? PARLOUR_PIECE_BLACK : 0)))
#define PARLOUR_PIECE_KIND(p)     ((guint) ((p) & 0x0f))
#define PARLOUR_PIECE_COLOR(p)    ((ParlourColor) (((p) >> 4) & 1))
#define PARLOUR_PIECE_CODE(p)     ((guint) ((p) & 0x1f))
#define PARLOUR_PIECE_IS_PROMOTED(p) (((p) & PARLOUR_PIECE_PROMOTED) != 0)
#define PARLOUR_PIECE_HAS_ROYAL_MARK(p) (((p) & PARLOUR_PIECE_ROYAL) != 0)

/*
 * A move is 32 bits:
 *   bits 0-7    from square (for a drop: the dropped kind)
 *   bits 8-15   to square
 *   bits 16-19  promotion kind (0 = none)
 *   bits 20-23  flags (ParlourMoveFlag)
 * PARLOUR_MOVE_NONE is never a real move.
 */
typedef guint32 ParlourMove;

typedef enum {
  PARLOUR_MOVE_NORMAL      = 0,
  PARLOUR_MOVE_DOUBLE_PUSH = 1,
  PARLOUR_MOVE_EN_PASSANT  = 2,
  PARLOUR_MOVE_CASTLE      = 3,
  PARLOUR_MOVE_DROP        = 4,
  PARLOUR_MOVE_PASS        = 5,
} ParlourMoveFlag;

#define PARLOUR_MOVE_NONE ((ParlourMove) 0)
#define PARLOUR_MOVE_MAKE(from, to, promo, flag) \
  ((ParlourMove) ((guint32) (from) | ((guint32) (to) << 8) | ((guint32) (promo) << 16) | ((guint32) (flag) << 20)))
#define PARLOUR_MOVE_FROM(m)   ((guint) ((m) & 0xff))
#define PARLOUR_MOVE_TO(m)     ((guint) (((m) >> 8) & 0xff))
#define PARLOUR_MOVE_PROMO(m)  ((guint) (((m) >> 16) & 0x0f))
#define PARLOUR_MOVE_FLAG(m)   ((ParlourMoveFlag) (((m) >> 20) & 0x0f))
#define PARLOUR_MOVE_PASS_MOVE PARLOUR_MOVE_MAKE (0, 0, 0, PARLOUR_MOVE_PASS)
/* For drops the "from" byte holds the dropped kind. */
#define PARLOUR_MOVE_DROP_KIND(m) PARLOUR_MOVE_FROM (m)

typedef struct {
  ParlourMove moves[PARLOUR_MAX_MOVES];
  guint n;
} ParlourMoveList;

static inline void
parlour_move_list_add (ParlourMoveList *list,
                       ParlourMove      move)
{
  if (G_LIKELY (list->n < PARLOUR_MAX_MOVES))
    list->moves[list->n++] = move;
}

typedef struct _ParlourVariant  ParlourVariant;
typedef struct _ParlourPosition ParlourPosition;

G_END_DECLS
