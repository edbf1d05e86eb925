/* parlour-search.h — the computer player's search, for every variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One search works for every variant through the variant's vtable and kind table
 * (docs/computer.md): iterative deepening principal variation search with a
 * transposition table, quiescence search, move ordering and check extensions; an
 * expectimax over the chance of a pick for variants with PARLOUR_VARIANT_CHANCE.
 * A search runs in the calling thread; parlour_search_stop() may be called from
 * any thread and makes it return promptly with the best move found so far.
 */
#pragma once

#include <gio/gio.h>

#include "parlour-position.h"

G_BEGIN_DECLS

/* Levels: 1 plays like a beginner (shallow and with deliberate mistakes), the
 * highest searches as deep as the limits allow. */
#define PARLOUR_SEARCH_LEVEL_MIN 1
#define PARLOUR_SEARCH_LEVEL_MAX 8

/* Scores are centipawns for the side to move; beyond this a score is a forced win
 * (positive) or loss, PARLOUR_SEARCH_MATE minus the plies to it. */
#define PARLOUR_SEARCH_MATE       30000
#define PARLOUR_SEARCH_MATE_BOUND 29000
#define PARLOUR_SEARCH_MAX_PLY    64

typedef struct {
  guint   depth;     /* the deepest iteration; 0: no limit but the level's */
  guint64 nodes;     /* stop after about this many nodes; 0: no limit */
  gint64  time_us;   /* stop after this long; 0: no limit */
  guint   level;     /* PARLOUR_SEARCH_LEVEL_MIN..MAX; 0 means the strongest */
  guint64 seed;      /* the deliberate mistakes of the weaker levels follow it */
  /* with @time_us: iterations start until the time ends, for a caller that
   * waits that long anyway (a fixed time a move); otherwise none starts after
   * half of it, which saves a clock's time */
  gboolean whole_time;
} ParlourSearchLimits;

typedef struct {
  /* the move to play; PARLOUR_MOVE_NONE when there is none, and in a chance
   * variant, where the choice is @square */
  ParlourMove move;
  /* chance variants: the square of the piece to pick; PARLOUR_NO_SQUARE otherwise */
  guint       square;
  gint        score;
  guint       depth;       /* the last completed iteration */
  guint       seldepth;    /* the deepest ply reached */
  guint64     nodes;
  gint64      time_us;
  guint       pv_len;
  ParlourMove pv[PARLOUR_SEARCH_MAX_PLY];
} ParlourSearchResult;

/* Called after every completed iteration, in the searching thread. */
typedef void (*ParlourSearchInfoFunc) (const ParlourSearchResult *info,
                                       gpointer                   user_data);

typedef struct _ParlourSearch ParlourSearch;

ParlourSearch *parlour_search_new          (void);
void           parlour_search_free         (ParlourSearch *self);
/* forgets the transposition table and move ordering statistics (a new game) */
void           parlour_search_clear        (ParlourSearch *self);
/* The positions of the game before the one searched (their hashes, oldest first),
 * so that the search sees repetitions; replaces the previous list. */
void           parlour_search_set_history  (ParlourSearch *self,
                                            const guint64 *hashes,
                                            guint          n_hashes);
void           parlour_search_set_info_func (ParlourSearch         *self,
                                             ParlourSearchInfoFunc  func,
                                             gpointer               user_data);
/* Thread-safe: makes a running search (or the next one, until it starts) return. */
void           parlour_search_stop         (ParlourSearch *self);
/*
 * Searches @pos within @limits. Returns %FALSE with @error set when the side to
 * move has nothing to play (the game is over) or when @limits are out of range;
 * otherwise fills @result with a legal move (or pick) even when stopped early.
 * Cancelling @cancellable stops the search like parlour_search_stop().
 */
gboolean       parlour_search_run          (ParlourSearch             *self,
                                            const ParlourPosition     *pos,
                                            const ParlourSearchLimits *limits,
                                            GCancellable              *cancellable,
                                            ParlourSearchResult       *result,
                                            GError                   **error);

/*
 * SimulChess (docs/computer.md, "SimulChess"): @color's secret choice in @pos,
 * a position at the start of a turn or in its middle (a move White has chosen
 * already is not looked at), sampled from a mixed strategy with @limits' seed.
 * A side with no move gets a pass. The level, the time, the seed and the depth
 * (of each resolved pair's search) of @limits count; a node limit does not.
 * Errors as parlour_search_run().
 */
gboolean       parlour_search_simul        (ParlourSearch             *self,
                                            const ParlourPosition     *pos,
                                            ParlourColor               color,
                                            const ParlourSearchLimits *limits,
                                            GCancellable              *cancellable,
                                            ParlourSearchResult       *result,
                                            GError                   **error);

/*
 * Bughouse table talk (docs/computer.md, "Table talk"): from the next search
 * on, each piece of @kind the side to move at the root takes is worth
 * @take_bonus centipawns more, and each it loses @loss_penalty more, because
 * its partner asked for that kind (or asked not to arm the opponents with it).
 * 0 and 0 forget the wish. Each at most 2000.
 */
void           parlour_search_set_wish     (ParlourSearch *self,
                                            guint          kind,
                                            gint           take_bonus,
                                            gint           loss_penalty);
/*
 * The kind of piece that, one more of it in the hand of the side to move of
 * @pos, would mate (the cheapest such kind), or would win at least 400
 * centipawns more than the piece is worth, or, when the side has no move now
 * and waits, would give it the best game, by short searches. %FALSE and 0 in
 * @kind when there is none, or in a variant without drops.
 */
gboolean       parlour_search_find_need    (const ParlourPosition *pos,
                                            GCancellable          *cancellable,
                                            guint                 *kind);

/*
 * Resizes the transposition table to at most @mib mebibytes (at least one; the
 * table's entries are a power of two) and clears it. Not while searching.
 */
void           parlour_search_set_hash_size (ParlourSearch *self,
                                             guint          mib);
/* the table's size in mebibytes */
guint          parlour_search_get_hash_size (ParlourSearch *self);

/*
 * How long to think with @time_left_us on the clock (which may be negative: a
 * clock that ran over), @increment_us after the move and @moves_to_go before the
 * next time control (0: sudden death): a share of what is left plus most of the
 * increment, never more than half of what is left, less @overhead_us for the
 * way the move travels; at least a millisecond, so a move is always played.
 */
gint64         parlour_search_clock_budget (gint64 time_left_us,
                                            gint64 increment_us,
                                            guint  moves_to_go,
                                            gint64 overhead_us);
/*
 * How long to think when the move's time is fixed at @movetime_us (UCI's `go
 * movetime`): all of it but a twentieth, at most @overhead_us, for the way the
 * move travels; at least a millisecond.
 */
gint64         parlour_search_movetime_budget (gint64 movetime_us,
                                               gint64 overhead_us);

/*
 * The static exchange evaluation of @move, a legal move in @pos: what it wins
 * (negative: loses) in the search's piece values when both sides then take on
 * its square in turn, the least valuable piece first, each free to stop. A
 * quiet move is worth 0, or less when it leaves its piece to be taken. Uses
 * @self's tables: not while @self searches.
 */
gint           parlour_search_exchange     (ParlourSearch         *self,
                                            const ParlourPosition *pos,
                                            ParlourMove            move);

/* The static evaluation of @pos for the side to move, in centipawns. */
gint           parlour_search_evaluate     (const ParlourPosition *pos);

#define PARLOUR_SEARCH_ERROR (parlour_search_error_quark ())

typedef enum {
  PARLOUR_SEARCH_ERROR_NO_MOVES,   /* the game is over: nothing to search */
  PARLOUR_SEARCH_ERROR_LIMITS,     /* a limit is out of range */
} ParlourSearchError;

GQuark         parlour_search_error_quark  (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ParlourSearch, parlour_search_free)

G_END_DECLS
