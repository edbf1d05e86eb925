/* parlour-search-private.h — internals shared by the search's files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position-private.h"
#include "parlour-search.h"

G_BEGIN_DECLS

#define SEARCH_INF        32000
#define SEARCH_MAX_GAME   1024   /* game positions remembered for repetitions */

/* The evaluation's weights, in centipawns unless named otherwise: one set for
 * variants played on the board alone and one for variants with drops
 * (parlour-search-weights.c, docs/computer.md "Evaluation" and "Tuning"). A plain
 * struct of gint, so a tuner can walk it as an array (parlour-tune). */
#define PARLOUR_EVAL_SCALAR_WEIGHTS(X) \
  /* per reachable square, scaled down for dear pieces */ \
  X (mobility_mg) X (mobility_eg) \
  /* the royal's danger, counted in quarters: per attack on a square next to \
   * it; with drops, per such empty square attacked while the opponent holds \
   * a piece, per hole (an empty square next to it only the royal guards) and \
   * per piece in the opponent's hand (up to three); the danger d costs \
   * d * zone_attack + d² * zone_square / 2 */ \
  X (danger_attack) X (danger_drop) X (danger_hole) X (danger_hand) \
  X (zone_attack) X (zone_square) \
  /* per own piece next to the royal, in front of it */ \
  X (shield) \
  /* a piece in hand is worth this much more, in percent */ \
  X (hand_bonus_pct) \
  X (tempo) \
  /* without drops, pieces against pawns, in percent */ \
  X (piece_bonus_pct) \
  /* with drops, the share of a piece's value above a pawn's, in percent */ \
  X (drop_keep_pct) \
  /* the royal per half-file from the middle and per rank up; in the ending \
   * towards the middle */ \
  X (royal_file_mg) X (royal_rank_mg) X (royal_centre_eg) \
  /* per square a piece reaches on an empty board above its average, and in \
   * the ending as a share of that, in percent */ \
  X (reach) X (reach_eg_pct) \
  /* added to each pawn's value */ \
  X (pawn_mg) X (pawn_eg) \
  X (piece_centre_mg) X (piece_centre_eg) \
  X (pawn_adv_mg) X (pawn_centre_mg) X (pawn_adv_eg) X (pawn_promo_eg) \
  /* a piece a pawn attacks; a piece attacked and not guarded */ \
  X (threat_pawn_mg) X (threat_pawn_eg) X (hanging_mg) X (hanging_eg) \
  /* a piece attacked by a cheaper one (not a pawn) */ \
  X (threat_lesser_mg) X (threat_lesser_eg) \
  /* pawn structure and the pieces that depend on it */ \
  X (doubled_mg) X (doubled_eg) X (isolated_mg) X (isolated_eg) \
  X (pair_mg) X (pair_eg) X (open_file_mg) X (open_file_eg) \
  X (half_open_mg) X (half_open_eg) X (passed_king_eg) \
  /* a file rider on the opponent's second rank; a piece that neither rides \
   * a file nor is a pawn, in the opponent's half, guarded by a pawn of its \
   * side and out of reach of the opponent's pawns (an outpost); the share \
   * of a passed pawn's worth lost while a piece stands in front of it, in \
   * percent */ \
  X (seventh_mg) X (seventh_eg) X (outpost_mg) X (outpost_eg) X (passed_blocked_pct) \
  /* the royal's shelter: a file on or beside the royal's without a pawn of \
   * its side; an opposing pawn on one of those files, per rank nearer than \
   * four to the royal's */ \
  X (royal_open_mg) X (royal_storm_mg) \
  /* a pawn guarded by a pawn of its side or with one beside it on its rank \
   * (connected), and per square of its advance past its second rank, \
   * squared, in eighths; a passed pawn whose square ahead the opponent \
   * does not attack, in percent more */ \
  X (connected_mg) X (connected_eg) X (connected_adv_mg) X (connected_adv_eg) \
  X (passed_free_pct) \
  /* endings a lead seldom wins, with the pawn-structure terms: the share of the score kept \
   * where the side ahead has no pawn and less than drawish_margin more in \
   * pieces, and where each side has one piece left, both of a colour-bound \
   * kind, on squares of opposite colours, in percent */ \
  X (drawish_margin) X (drawish_pct) X (opposite_bound_pct) \
  /* a piece (not a pawn, not the royal) with fewer than three safe squares \
   * to go to, per square short of three */ \
  X (trapped_mg) X (trapped_eg) \
  /* the royal's danger, in quarters, per square an opposing piece could \
   * check it from with its next move that nothing of its side guards */ \
  X (danger_check)

/* The classes of kinds the piece-square corrections are kept for, worked out
 * from the kinds' moves (parlour-search-eval.c, classify_kinds()): pawns; a
 * piece that neither rides a file nor is colour-bound (a knight); a
 * colour-bound piece (a bishop); a file rider (a rook); a file rider that
 * also rides a diagonal (a queen); the royal. */
enum {
  PARLOUR_EVAL_CLASS_PAWN,
  PARLOUR_EVAL_CLASS_PIECE,
  PARLOUR_EVAL_CLASS_BOUND,
  PARLOUR_EVAL_CLASS_FILE,
  PARLOUR_EVAL_CLASS_FILE_DIAGONAL,
  PARLOUR_EVAL_CLASS_ROYAL,
  PARLOUR_EVAL_N_CLASSES,
  PARLOUR_EVAL_CLASS_NONE = -1   /* a kind that moves by code of its own */
};

#define PARLOUR_EVAL_DECLARE_WEIGHT(name) gint name;
typedef struct {
  PARLOUR_EVAL_SCALAR_WEIGHTS (PARLOUR_EVAL_DECLARE_WEIGHT)
  /* a passed pawn, by how far it has come, in sevenths of the way */
  gint passed_mg[8], passed_eg[8];
  /* piece-square corrections by the piece's class (PARLOUR_EVAL_CLASS_*):
   * by its rank from its own edge, in eighths of the board's height, and by
   * its file's distance from the middle, in quarters of half the width,
   * opening and ending (added to the terms the board's geometry gives) */
  gint class_rank_mg[PARLOUR_EVAL_N_CLASSES][8], class_rank_eg[PARLOUR_EVAL_N_CLASSES][8];
  gint class_file_mg[PARLOUR_EVAL_N_CLASSES][4], class_file_eg[PARLOUR_EVAL_N_CLASSES][4];
  /* added to the value of each piece of the class, opening and ending, in
   * percent of its value (so an Elephant gains less than a bishop) */
  gint class_value_mg[PARLOUR_EVAL_N_CLASSES], class_value_eg[PARLOUR_EVAL_N_CLASSES];
  /* added to mobility_mg and mobility_eg for the pieces of the class, per
   * square (no less than 0) */
  gint class_mob_mg[PARLOUR_EVAL_N_CLASSES], class_mob_eg[PARLOUR_EVAL_N_CLASSES];
} ParlourEvalWeights;
#undef PARLOUR_EVAL_DECLARE_WEIGHT

#define PARLOUR_EVAL_N_WEIGHTS (sizeof (ParlourEvalWeights) / sizeof (gint))

/* Evaluation terms that depend only on the variant, built from its board and kind
 * table when a search first meets the variant (parlour-search-eval.c). */
typedef struct {
  const ParlourVariant *variant;
  ParlourEvalWeights w;
  /* mobility per square, by kind, in 256ths of a centipawn, opening and ending */
  gint    mob_mg[PARLOUR_MAX_KINDS];
  gint    mob_eg[PARLOUR_MAX_KINDS];
  gint16  value[PARLOUR_MAX_KINDS];
  /* piece-square terms, opening and ending, by kind, colour and square */
  gint16  pst_mg[PARLOUR_MAX_KINDS][2][PARLOUR_MAX_SQUARES];
  gint16  pst_eg[PARLOUR_MAX_KINDS][2][PARLOUR_MAX_SQUARES];
  /* the material of both sides' pieces (not pawns, not royals) at the start: the
   * game phase is the share of it still there */
  gint    start_material;
  /* kinds that only ever reach squares of their own colour (a pair on both
   * colours is worth more), and kinds that ride along a file (better on one
   * without pawns) */
  gboolean colour_bound[PARLOUR_MAX_KINDS];
  gboolean file_rider[PARLOUR_MAX_KINDS];
  /* each kind's PARLOUR_EVAL_CLASS_* */
  gint8    kind_class[PARLOUR_MAX_KINDS];
  /* pawn structure counts: pawns promote on the last rank and no drops */
  gboolean pawn_terms;
  /* the pawns' attacks depend on their squares alone (leaps without a leg),
   * so what the pawns make of a position can be kept by their hash */
  gboolean pawns_alone;
} ParlourEvalTables;

#define PARLOUR_EVAL_MAX_FILES 16  /* the widest board the structure terms are kept for */

/* What the pawns alone make of a position (parlour-search-eval.c and
 * parlour-search-pawns.c): the squares they attack and, where the structure
 * terms count, their files and the terms that look at pawns alone. */
typedef struct {
  guint8  pawn_att[2][PARLOUR_MAX_SQUARES];    /* per side, pawns attacking each square */
  /* per side and file: pawns, and the ranks of the one furthest up and the one
   * furthest back (seen from the side's own edge) */
  guint8  count[2][PARLOUR_EVAL_MAX_FILES];
  gint16  far_up[2][PARLOUR_EVAL_MAX_FILES];
  gint16  far_back[2][PARLOUR_EVAL_MAX_FILES];
  /* connected, doubled and isolated pawns, for White, opening and ending */
  gint32  mg, eg;
  guint8  n_passed;
  guint8  passed[PARLOUR_MAX_SQUARES];
} ParlourPawnInfo;

/* The pawn cache: ParlourPawnInfo by the hash of the pawns' squares, for
 * tables whose pawns_alone holds. PAWN_CACHE_SIZE entries, a power of two. */
typedef struct {
  guint64         key;
  gboolean        filled;
  ParlourPawnInfo info;
} ParlourPawnCacheEntry;

#define PAWN_CACHE_SIZE (1u << 10)

typedef struct {
  guint64     key;
  ParlourMove move;
  gint16      score;
  gint8       depth;
  guint8      bound;     /* the BOUND_* in the low two bits, the search's age above */
} ParlourTTEntry;

/* The evaluation cache: a position's static evaluation by its hash, as the
 * same position is evaluated again and again (by the search a ply up, by
 * quiescence, by another iteration). EVAL_CACHE_SIZE entries, a power of two. */
typedef struct {
  guint64 key;
  gint32  score;
  guint32 filled;   /* 0: an empty slot */
} ParlourEvalCacheEntry;

#define EVAL_CACHE_SIZE (1u << 16)

/* The table is made of buckets of entries that share a cache line: a position
 * may sit in any entry of its bucket, and a new one replaces the entry that is
 * shallowest and oldest (left by an earlier search). */
#define TT_BUCKET 4

enum { BOUND_NONE, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT };
#define TT_BOUND(e) ((e)->bound & 3)

struct _ParlourSearch {
  ParlourTTEntry *tt;
  gsize           tt_mask;        /* buckets - 1 */
  guint8          tt_age;         /* counts searches, in the entries' upper bits */
  ParlourMove     killers[PARLOUR_SEARCH_MAX_PLY + 1][2];
  gint32          history[2][PARLOUR_MAX_SQUARES][PARLOUR_MAX_SQUARES];
  /* the quiet move that last refuted each move (by its squares) */
  ParlourMove     counter[PARLOUR_MAX_SQUARES][PARLOUR_MAX_SQUARES];
  /* the move played at each ply of the path (PARLOUR_MOVE_NONE for a null move) */
  ParlourMove     stack[PARLOUR_SEARCH_MAX_PLY + 2];
  /* the static evaluation at each ply of the path (-SEARCH_INF in check) */
  gint            static_evals[PARLOUR_SEARCH_MAX_PLY + 2];
  /* whether the side to move is in check at each ply of the path, for the
   * position with the hash in check_key (check_known FALSE: not found yet):
   * the search a ply up found it after its move, so the node need not */
  guint64         check_key[PARLOUR_SEARCH_MAX_PLY + 2];
  gboolean        check_known[PARLOUR_SEARCH_MAX_PLY + 2];
  gboolean        check_value[PARLOUR_SEARCH_MAX_PLY + 2];
  ParlourEvalTables eval;
  ParlourEvalCacheEntry *eval_cache;   /* EVAL_CACHE_SIZE entries, for eval's variant */
  ParlourPawnCacheEntry *pawn_cache;   /* PAWN_CACHE_SIZE entries, for eval's variant */

  gint            stop;           /* atomic */
  GCancellable   *cancellable;
  gboolean        aborted;
  guint64         nodes, node_limit;
  gint64          start_us, deadline_us;
  guint           seldepth;

  ParlourPosition pos;
  /* hashes of the game's positions, then of the search path */
  guint64         hashes[SEARCH_MAX_GAME + PARLOUR_SEARCH_MAX_PLY + 8];
  guint           n_game;
  guint           n_hashes;

  ParlourMove     pv[PARLOUR_SEARCH_MAX_PLY + 1][PARLOUR_SEARCH_MAX_PLY + 1];
  guint           pv_len[PARLOUR_SEARCH_MAX_PLY + 1];

  ParlourSearchInfoFunc info_func;
  gpointer        info_data;

  /* Bughouse table talk (parlour-search-talk.c): a partner's wishes per kind,
   * and the side and pieces held at the root they are counted from */
  gboolean        has_wishes;
  gint16          wish_take[PARLOUR_MAX_KINDS];
  gint16          wish_loss[PARLOUR_MAX_KINDS];
  ParlourColor    wish_side;
  guint8          wish_held[2][PARLOUR_MAX_KINDS];
};

/* parlour-search-eval.c */
void     parlour_eval_tables_init (ParlourEvalTables     *tables,
                                   const ParlourVariant  *variant);
/* parlour-search-weights.c: the default weights for @variant */
const ParlourEvalWeights *parlour_eval_default_weights (const ParlourVariant *variant);
/* with other weights (the tuner's) */
void     parlour_eval_tables_init_weights (ParlourEvalTables        *tables,
                                           const ParlourVariant     *variant,
                                           const ParlourEvalWeights *weights);
/* parlour-search-weights.c: the weights' names, PARLOUR_EVAL_N_WEIGHTS of
 * them, in the struct's order */
const char *parlour_eval_weight_name (guint i);
gint     parlour_eval             (const ParlourEvalTables *tables,
                                   const ParlourPosition   *pos);
/* the same, with what the pawns make of it kept in @pawn_cache
 * (PAWN_CACHE_SIZE entries, for these tables alone) */
gint     parlour_eval_cached      (const ParlourEvalTables *tables,
                                   ParlourPawnCacheEntry   *pawn_cache,
                                   const ParlourPosition   *pos);
/* parlour-search-pawns.c: the pawn-structure terms (ParlourEvalTables.pawn_terms) */
void     parlour_eval_pawn_structure  (const ParlourEvalTables *tables,
                                       const ParlourPosition   *pos,
                                       const guint8            *pawns,
                                       guint                    n_pawns,
                                       ParlourPawnInfo         *pi);
void     parlour_eval_structure_terms (const ParlourEvalTables *tables,
                                       const ParlourPosition   *pos,
                                       const guint8            *occupied,
                                       guint                    n_occupied,
                                       const ParlourPawnInfo   *pi,
                                       const guint8            *attacks_white,
                                       const guint8            *attacks_black,
                                       gint                    *mg,
                                       gint                    *eg);
gint     parlour_eval_drawish_share   (const ParlourEvalTables *tables,
                                       const ParlourPosition   *pos,
                                       ParlourColor             strong,
                                       const gint              *force,
                                       const guint             *n_pieces,
                                       const guint             *piece_at);
/* a piece's worth for move ordering: its kind's value, or a large one for a
 * royal (inline: the move ordering and the exchanges ask it at every node) */
static inline gint
parlour_eval_piece_value (const ParlourEvalTables *tables,
                          ParlourPiece             piece)
{
  if (piece == PARLOUR_PIECE_EMPTY)
    return 0;
  if (tables->variant->kinds[PARLOUR_PIECE_KIND (piece)].royal)
    return 2000;
  return tables->value[PARLOUR_PIECE_KIND (piece)];
}

/* parlour-search-talk.c */
void     parlour_search_wishes_begin (ParlourSearch         *self);
/* the static evaluation with the partner's wishes */
gint     parlour_search_static       (ParlourSearch         *self,
                                      const ParlourPosition *pos);

/* parlour-search.c, shared with the chance search */
gboolean parlour_search_should_stop (ParlourSearch *self);
/* the root noise of @level (0: the strongest) for @move under @seed */
gint     parlour_search_level_noise (guint       level,
                                     guint64     seed,
                                     ParlourMove move);
gint     parlour_search_outcome_score (const ParlourPosition *pos,
                                       ParlourResult          result,
                                       guint                  ply);

/* parlour-search-tree.c: the tree below the root */
/* readies the search's tables for @variant */
void        parlour_search_begin_variant (ParlourSearch        *self,
                                          const ParlourVariant *variant);
gboolean    parlour_search_enter    (ParlourSearch   *self,
                                     ParlourMoveList *list,
                                     guint            ply,
                                     gint            *score);
gint        parlour_search_pvs      (ParlourSearch *self,
                                     gint           depth,
                                     gint           alpha,
                                     gint           beta,
                                     guint          ply,
                                     gboolean       allow_null);
void        parlour_search_order    (ParlourSearch         *self,
                                     const ParlourMoveList *list,
                                     gint                  *scores,
                                     ParlourMove            hash_move,
                                     guint                  ply);
ParlourMove parlour_search_pick     (ParlourMoveList *list,
                                     gint            *scores,
                                     guint            i);
void        parlour_search_make     (ParlourSearch *self,
                                     ParlourMove    move,
                                     ParlourUndo   *undo);
void        parlour_search_unmake   (ParlourSearch     *self,
                                     const ParlourUndo *undo);
/* the entry of @key, or NULL */
ParlourTTEntry *parlour_search_tt_probe (ParlourSearch *self,
                                         guint64        key);
void        parlour_search_tt_store (ParlourSearch *self,
                                     guint64        key,
                                     ParlourMove    move,
                                     gint           score,
                                     gint           depth,
                                     guint          bound,
                                     guint          ply);

/* parlour-search-chance.c: the expectimax for PARLOUR_VARIANT_CHANCE */
void     parlour_search_chance    (ParlourSearch             *self,
                                   guint                      max_depth,
                                   gint                       noise,
                                   guint64                    seed,
                                   ParlourSearchResult       *result);

G_END_DECLS
