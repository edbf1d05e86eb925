/* parlour-tables.h — per-variant move and attack tables, precomputed once per board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-variant.h"

G_BEGIN_DECLS

/* A leap from a square: the target, the leg that must be empty (lame pieces),
 * and ParlourBetzaMode bits. */
typedef struct {
  guint8 to;
  guint8 leg;      /* PARLOUR_NO_SQUARE when none */
  guint8 modes;
  guint8 pad;
} ParlourLeap;

/* A ray from a square: @len squares in ParlourTables.ray_squares from @first. */
typedef struct {
  guint16 first;
  guint8  len;
  guint8  modes;
} ParlourRay;

typedef struct {
  guint32 leap_first;
  guint16 leap_n;
  guint16 ray_n;
  guint32 ray_first;
} ParlourSquareMoves;

/* Inverse tables for attack detection: a piece whose code bit is in @mask and
 * that stands on @from attacks the square (if @leg is empty). */
typedef struct {
  guint8  from;
  guint8  leg;
  guint16 pad;
  guint32 mask;
} ParlourAttackLeap;

typedef struct {
  guint32 first;     /* into ray_squares */
  guint8  len;
  guint8  pad[3];
  guint32 mask;      /* codes of the riders that attack along this ray */
} ParlourAttackRay;

struct _ParlourTables {
  guint width, height, n_squares;
  /* moves[kind][color][square] */
  ParlourSquareMoves moves[PARLOUR_MAX_KINDS][2][PARLOUR_MAX_SQUARES];
  ParlourLeap       *leaps;
  ParlourRay        *rays;
  guint8            *ray_squares;
  /* attacks on each square */
  guint32            attack_leap_first[PARLOUR_MAX_SQUARES + 1];
  ParlourAttackLeap *attack_leaps;
  guint32            attack_ray_first[PARLOUR_MAX_SQUARES + 1];
  ParlourAttackRay  *attack_rays;
  /* codes of kinds with a custom generator (slow path) */
  guint32            custom_mask;
  /* codes of all rider kinds (pins are possible) */
  guint32            rider_mask;
  /* codes of lame kinds (a leg blocker can be pinned) */
  guint32            lame_mask;
  /* initial-square maps per colour */
  guint8             initial[2][PARLOUR_MAX_SQUARES];
  /* promotion zone: the last rank for each colour */
  guint8             last_rank[2][PARLOUR_MAX_SQUARES];
  /* castling (variants with PARLOUR_VARIANT_CASTLING): the king's and rooks'
   * start squares ([colour][0] king side, [colour][1] queen side), and the
   * rights that a move from or to each square clears */
  guint8             castle_king[2];
  guint8             castle_rook[2][2];
  guint8             castle_clear[PARLOUR_MAX_SQUARES];
};

#define PARLOUR_CODE_BIT(code) ((guint32) 1 << (code))
/* all codes of one colour */
#define PARLOUR_COLOR_MASK(c) ((c) == PARLOUR_WHITE ? (guint32) 0x0000ffff : (guint32) 0xffff0000)

ParlourTables *parlour_tables_build (const ParlourVariant *variant,
                                     GError              **error);

/* The square of the first piece on @board along the attack ray @ray (the
 * piece that attacks along it, if its kind rides it), or PARLOUR_NO_SQUARE. */
static inline guint
parlour_attack_ray_first_piece (const ParlourTables    *t,
                                const ParlourPiece     *board,
                                const ParlourAttackRay *ray)
{
  const guint8 *squares = &t->ray_squares[ray->first];

  for (guint j = 0; j < ray->len; j++)
    if (board[squares[j]] != PARLOUR_PIECE_EMPTY)
      return squares[j];
  return PARLOUR_NO_SQUARE;
}

static inline guint
parlour_square (guint width, guint file, guint rank)
{
  return rank * width + file;
}

G_END_DECLS
