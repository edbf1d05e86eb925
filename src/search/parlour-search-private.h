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

/* Evaluation terms that depend only on the variant, built from its board and kind
 * table when a search first meets the variant (parlour-search-eval.c). */
typedef struct {
  const ParlourVariant *variant;
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
  /* pawn structure counts: pawns promote on the last rank and no drops */
  gboolean pawn_terms;
} ParlourEvalTables;

typedef struct {
  guint64     key;
  ParlourMove move;
  gint16      score;
  gint8       depth;
  guint8      bound;     /* the BOUND_* in the low two bits, the search's age above */
} ParlourTTEntry;

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
  ParlourEvalTables eval;

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
gint     parlour_eval             (const ParlourEvalTables *tables,
                                   const ParlourPosition   *pos);
/* a piece's worth for move ordering: its kind's value, or a large one for a royal */
gint     parlour_eval_piece_value (const ParlourEvalTables *tables,
                                   ParlourPiece             piece);

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
