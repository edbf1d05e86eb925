/* parlour-variant.h — a variant: its piece kinds (as data), its board and a small vtable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "parlour-types.h"
#include "parlour-betza.h"

G_BEGIN_DECLS

/*
 * A movement that Betza cannot say (the Giraffe) is a named generator: it adds
 * the kind's pseudo-legal moves from @from, and answers whether a piece of the
 * kind on @from attacks @target.
 */
typedef struct {
  const char *name;
  void     (*generate) (const ParlourPosition *pos,
                        ParlourSquare          from,
                        ParlourColor           color,
                        ParlourMoveList       *list);
  gboolean (*attacks)  (const ParlourPosition *pos,
                        ParlourSquare          from,
                        ParlourColor           color,
                        ParlourSquare          target);
  /* optional, for speed: does any piece with piece code @code (kind and
   * colour) attack @target? Without it, attack detection asks attacks() of
   * every such piece on the board. */
  gboolean (*attacked_by) (const ParlourPosition *pos,
                           guint                  code,
                           ParlourSquare          target);
} ParlourCustomMovement;

/* One row of a variant's piece table. */
typedef struct {
  char        letter;        /* FEN letter, upper case */
  const char *id;            /* stable id: "knight", also the art's file name */
  const char *name;          /* display name, translatable (N_()) */
  const char *betza;         /* movement; NULL when custom != NULL */
  const ParlourCustomMovement *custom;
  gint        value;         /* in centipawns */
  guint       royal : 1;     /* losing it loses the game */
  guint       pawn : 1;      /* pawn rules: no letter in SAN, promotion, en passant */
} ParlourKind;

typedef enum {
  PARLOUR_RESULT_NONE = 0,
  PARLOUR_RESULT_WHITE_WINS,
  PARLOUR_RESULT_BLACK_WINS,
  PARLOUR_RESULT_DRAW,
} ParlourResult;

typedef enum {
  PARLOUR_TERMINATION_NONE = 0,
  PARLOUR_TERMINATION_CHECKMATE,
  PARLOUR_TERMINATION_STALEMATE,
  PARLOUR_TERMINATION_KING_CAPTURED,
  PARLOUR_TERMINATION_THREEFOLD_REPETITION,   /* claimed */
  PARLOUR_TERMINATION_FIVEFOLD_REPETITION,    /* automatic */
  PARLOUR_TERMINATION_FIFTY_MOVES,            /* claimed (50-move, or the variant's claim rule) */
  PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES,     /* automatic */
  PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL,
  PARLOUR_TERMINATION_RESIGNATION,
  PARLOUR_TERMINATION_AGREEMENT,
  PARLOUR_TERMINATION_TIME,
  PARLOUR_TERMINATION_TIME_INSUFFICIENT,      /* flag fell, but the opponent cannot mate */
  PARLOUR_TERMINATION_BARE_ROYAL,
  PARLOUR_TERMINATION_FOUR_PASSES,
  PARLOUR_TERMINATION_HUNDRED_MOVES,          /* claimed (Bungalow) */
  PARLOUR_TERMINATION_KING_FAILED,            /* king removed or attacked after a turn (SimulChess) */
  PARLOUR_TERMINATION_OTHER_BOARD,            /* the game on another board of the match ended
                                               * (Bughouse: the team result) */
} ParlourTermination;

/* Rule options a game can switch on (docs/rules/chess.md, "The King capture option"). */
typedef enum {
  PARLOUR_RULE_KING_CAPTURE = 1 << 0,
  /* SimulChess: two pawns advancing onto one square are both removed instead
   * of staying (docs/rules/simulchess.md, rule 4) */
  PARLOUR_RULE_PAWNS_COLLIDE = 1 << 1,
} ParlourRuleFlags;

typedef enum {
  PARLOUR_VARIANT_CASTLING          = 1 << 0,
  PARLOUR_VARIANT_EN_PASSANT        = 1 << 1,
  PARLOUR_VARIANT_DROPS             = 1 << 2,
  PARLOUR_VARIANT_PASSING           = 1 << 3,
  PARLOUR_VARIANT_KING_CAPTURE_OPT  = 1 << 4,   /* offers the King capture option */
  PARLOUR_VARIANT_PSEUDO_LEGAL      = 1 << 5,   /* always pseudo-legal (Panic) */
  PARLOUR_VARIANT_LAST_RANK_PROMO   = 1 << 6,
  PARLOUR_VARIANT_NO_REPETITION     = 1 << 7,   /* repetition neither ends a game nor allows a claim (Panic) */
  PARLOUR_VARIANT_CHANCE            = 1 << 8,   /* the player picks a piece, chance picks its move
                                                 * from the game's seed (Panic; parlour-panic.h) */
  PARLOUR_VARIANT_SIMULTANEOUS      = 1 << 9,   /* both sides move at once: a turn is White's
                                                 * ply then Black's, carried out together; FEN
                                                 * may hold two en passant squares (SimulChess) */
  PARLOUR_VARIANT_CAPTURES_TO_PARTNER = 1 << 10, /* a captured piece goes to the capturer's
                                                 * partner on another board (Bughouse) */
} ParlourVariantFlags;

/* Saved by make, restored by unmake. */
typedef struct {
  ParlourMove   move;
  ParlourPiece  moved;        /* the moving piece as it was */
  ParlourPiece  captured;     /* what was captured, 0 if nothing */
  ParlourSquare capture_sq;
  guint8        castling;
  ParlourSquare ep;
  guint8        passes;
  guint8        royal[2];
  guint32       halfmove;
  guint32       fullmove;
  guint64       hash;
  /* SimulChess (parlour-variant-simul.c): a turn changes up to eight squares
   * (two castlings with en passant captures cannot happen together, so eight
   * is the most), which unmake puts back, and the state beyond the board */
  ParlourMove   pending;
  ParlourSquare ep_other;
  guint8        failed;
  guint8        n_changed;
  ParlourSquare changed_sq[8];
  ParlourPiece  changed_piece[8];
} ParlourUndo;

/* What a variant really changes. Every hook has a generic default in
 * parlour-movegen.c that standard chess uses as it is. */
typedef struct {
  /* legal moves of the side to move (pseudo-legal where the rules say so) */
  void          (*legal_moves) (ParlourPosition *pos,
                                ParlourMoveList *list);
  void          (*make)        (ParlourPosition *pos,
                                ParlourMove      move,
                                ParlourUndo     *undo);
  void          (*unmake)      (ParlourPosition   *pos,
                                const ParlourUndo *undo);
  /* the result that the position alone decides (mate, stalemate, king captured, material,
   * automatic move rules); @n_legal is the number of legal moves */
  ParlourResult (*outcome)     (const ParlourPosition *pos,
                                guint                  n_legal,
                                ParlourTermination    *termination);
  /* the kind a piece becomes when it captures (capture promotion), or 0 */
  guint         (*capture_promotion) (const ParlourPosition *pos,
                                      ParlourPiece           mover,
                                      ParlourPiece           captured,
                                      gboolean              *royal_mark);
  /* TRUE if @side can never deliver mate, whatever is played (dead position,
   * and a flag fall against @side's opponent is then a draw) */
  gboolean      (*cannot_mate) (const ParlourPosition *pos,
                                ParlourColor           side);
  /* extra FEN checks beyond syntax (e.g. one king each, no pawn on the last rank) */
  gboolean      (*validate)    (const ParlourPosition *pos,
                                GError               **error);
} ParlourVariantOps;

typedef struct _ParlourTables ParlourTables;

struct _ParlourVariant {
  const char        *id;            /* "chess", "bungalow", … (parlour-cli --variant) */
  const char        *name;          /* display name, translatable (N_()) */
  const char        *description;   /* one line, translatable (N_()) */
  const char        *pgn_name;      /* the PGN Variant tag */
  guint              width, height;
  const char        *start_fen;
  const ParlourKind *kinds;         /* kinds[1..n_kinds]; kinds[0] unused */
  guint              n_kinds;
  ParlourVariantFlags flags;
  /* kinds a pawn may promote to (indices), 0-terminated */
  const guint8      *promotion_kinds;
  /* initial squares for "i" moves (the pawn double step), per colour, as a
   * 0/1 map over squares; NULL = the second rank from each side */
  const guint8      *initial_squares[2];
  guint              claim_halfmoves;   /* 100 in chess (50 moves); 0 = none */
  guint              auto_halfmoves;    /* 150 in chess (75 moves); 0 = none */
  guint              castle_king_file;  /* with PARLOUR_VARIANT_CASTLING: the king's file */
  /* what the draw claim after claim_halfmoves counts, for the UI, translatable
   * (N_()); NULL: the usual fifty-move rule */
  const char        *claim_rule;
  /* how a claim after claim_halfmoves ends the game; NONE: the fifty-move rule */
  ParlourTermination claim_termination;
  const ParlourVariantOps *ops;
  /* built once by parlour_variant_tables() */
  ParlourTables     *tables;
};

const ParlourVariant  *parlour_variant_lookup     (const char *id);
const ParlourVariant **parlour_variant_list       (guint *n_variants);
const ParlourVariant  *parlour_variant_default    (void);
const ParlourTables   *parlour_variant_tables     (const ParlourVariant *variant);
guint                  parlour_variant_kind_from_letter (const ParlourVariant *variant,
                                                         char                  letter);
char                   parlour_variant_kind_letter (const ParlourVariant *variant,
                                                    guint                 kind);
/* the first kind with the royal flag (the king / Leader), 0 if none */
guint                  parlour_variant_royal_kind (const ParlourVariant *variant);
guint                  parlour_variant_pawn_kind  (const ParlourVariant *variant);

/* registry entries, one file each */
extern ParlourVariant parlour_variant_chess;
extern ParlourVariant parlour_variant_bungalow, parlour_variant_bungalow_2d, parlour_variant_bungalow_forward;
extern ParlourVariant parlour_variant_panic;
extern ParlourVariant parlour_variant_crazyhouse, parlour_variant_bughouse;
extern ParlourVariant parlour_variant_simul;

G_END_DECLS
