/* parlour-bingo-facts.h — what a game's record says for Chess Bingo's objectives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts are read from a finished (or unfinished) chess game alone: its start
 * position, its moves and its result. Every unit (a piece, with a pawn and the
 * piece it promotes to being one unit) is followed through the game, as
 * docs/rules/bingo.md ("How objectives are read") requires. The objective
 * detectors (parlour-bingo-objectives.c) decide completion from these facts.
 */
#pragma once

#include "parlour-game.h"

G_BEGIN_DECLS

#define PARLOUR_BINGO_ERROR (parlour_bingo_error_quark ())

typedef enum {
  PARLOUR_BINGO_ERROR_VARIANT,
  PARLOUR_BINGO_ERROR_MOVE,         /* a tick, a game of the match out of turn or order */
  PARLOUR_BINGO_ERROR_SEED,
  PARLOUR_BINGO_ERROR_CATALOGUE,
  PARLOUR_BINGO_ERROR_SETTINGS,
} ParlourBingoError;

GQuark parlour_bingo_error_quark (void);

/* Sides of the board as a mask: corners belong to both of theirs. */
typedef enum {
  PARLOUR_BINGO_SIDE_A_FILE = 1 << 0,
  PARLOUR_BINGO_SIDE_H_FILE = 1 << 1,
  PARLOUR_BINGO_SIDE_RANK1  = 1 << 2,
  PARLOUR_BINGO_SIDE_RANK8  = 1 << 3,
} ParlourBingoSides;

#define PARLOUR_BINGO_ALL_SIDES 0x0f

/* how many bits of a mask (of sides, corners) are set */
static inline guint
parlour_bingo_n_bits (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

/* Arrays indexed by kind use the chess kind indices (parlour-variant-chess.h):
 * 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king; index 0 is unused. */
#define PARLOUR_BINGO_KINDS 7

/* One player's facts about one game. "Units" are followed from the start: a
 * pawn that promotes stays the same unit. */
typedef struct {
  /* checks: after each of the player's moves, one per distinct kind giving check */
  guint    checks[PARLOUR_BINGO_KINDS];
  guint    checks_given;           /* moves after which the opponent was in check */
  guint    double_checks;          /* moves after which two or more pieces gave check */
  guint    discovered_checks;      /* moves after which a piece that did not move gave check */

  /* development: a unit's first move */
  gboolean rook_vertical;          /* a rook's first move along its file, not castling */
  gboolean bishop_short_diagonal;  /* a bishop's first move to b2/g2/a3/h3 (b7/g7/a6/h6) */
  gboolean knight_second_rank;     /* a knight's first move to rank 2 (rank 7 for Black) */
  gboolean knight_rim;             /* a knight's first move to the a- or h-file */
  guint    start_units[PARLOUR_BINGO_KINDS];  /* units of each kind at the start */
  guint    developed[PARLOUR_BINGO_KINDS];    /* of those, how many moved */
  guint    first_piece_kind;       /* the kind of the first unit other than a pawn to move */
  guint    moves;                  /* moves the player made */

  /* captures */
  gboolean captured_all[PARLOUR_BINGO_KINDS];
  guint    captures;
  guint    captures_by[PARLOUR_BINGO_KINDS][PARLOUR_BINGO_KINDS];  /* [capturer][captured] */
  guint    en_passant;
  gboolean lost_queen;             /* a unit that started as this player's queen was captured */

  /* promotions */
  guint    promotions;
  guint    promotions_to[PARLOUR_BINGO_KINDS];
  gboolean underpromotion;

  /* visits: only a move that lands there counts */
  guint    last_rank_units;        /* distinct units that reached the opponent's back rank */
  gboolean king_last_rank;
  guint    king_furthest_rank;     /* 1..8, counted from the player's own side */
  guint    king_sides;             /* ParlourBingoSides the king moved onto */
  guint    king_sides_incl_start;  /* the same, with the king's start square */
  guint    corners;                /* corners any unit moved onto */
  guint    unit_sides_max;         /* the most sides one unit moved onto */
  /* per kind: the corners and sides units moved onto as that kind (a promoted unit's
   * visits count for its new kind from the promotion on) */
  guint    kind_corners[PARLOUR_BINGO_KINDS];
  guint    kind_unit_sides_max[PARLOUR_BINGO_KINDS];

  /* castling */
  gboolean castled_kingside;
  gboolean castled_queenside;
  gboolean castled_after_twice;    /* castled after some unit had moved twice */
  gboolean castled_with_check;

  /* how the game ended, for this player */
  gboolean won, drew, lost;
  gboolean stalemate_delivered;
  gboolean stalemated;
  guint    mate_kinds;             /* won by mate: mask (1 << kind) of the kinds giving it */
  guint    mate_checkers;          /* won by mate: how many pieces gave it */
  guint    mate_mover_kind;        /* won by mate: the kind that made the mating move, before it */
  ParlourMoveFlag mate_flag;       /* won by mate: the mating move's flag */
  gboolean mate_promotion;         /* won by mate: the mating move promoted */
  gboolean smothered_mate;
  gint     material_start;         /* P 1, N 3, B 3, R 5, Q 9 */
  gint     material_end;
} ParlourBingoPlayerFacts;

typedef struct {
  ParlourBingoPlayerFacts player[2];   /* by ParlourColor */
  ParlourResult           result;
  ParlourTermination      termination;
  guint                   n_plies;
} ParlourBingoFacts;

/* Reads @game (standard chess, from any start position) into @facts; FALSE with an
 * error if the game is not one of chess pieces on 8x8. */
gboolean parlour_bingo_facts_compute (ParlourGame       *game,
                                      ParlourBingoFacts *facts,
                                      GError           **error);
/* The facts the command line prints (`parlour-cli bingo-facts`), as one JSON object
 * {"white": {...}, "black": {...}} (docs/rules/bingo.md, "Checking a game"). */
char    *parlour_bingo_facts_to_json (const ParlourBingoFacts *facts);

G_END_DECLS
