/* parlour-match.h — a way of playing: boards, seats, clocks, pausing, undo and the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match owns its boards (ParlourGame), one clock per board and the remaining
 * times at every ply, the pause, and the seats. A seat is (board, colour, team,
 * controller); a controller — a person at this computer, a computer player, a
 * network peer — acts only by submitting actions for its seat. The match never
 * asks who sits where. Time is always passed in (@now_us), so tests need no
 * sleeping. docs/engine.md, "Matches", shows who owns what.
 */
#pragma once

#include <glib-object.h>

#include "parlour-clock.h"
#include "parlour-game.h"

G_BEGIN_DECLS

#define PARLOUR_MATCH_ERROR (parlour_match_error_quark ())

typedef enum {
  PARLOUR_MATCH_ERROR_NOT_YOUR_TURN,   /* the seat may not act now */
  PARLOUR_MATCH_ERROR_ILLEGAL,         /* the action is not one of the seat's legal ones */
  PARLOUR_MATCH_ERROR_OVER,            /* the match has ended */
  PARLOUR_MATCH_ERROR_NO_SEAT,         /* no such seat */
  PARLOUR_MATCH_ERROR_SAVED,           /* a saved match is malformed (the message says where) */
  PARLOUR_MATCH_ERROR_OTHER_MATCH,     /* a saved match of another way of playing (load_state) */
} ParlourMatchError;

GQuark parlour_match_error_quark (void);

/* Who acts for a seat. The match does not care; views and players do. */
typedef enum {
  PARLOUR_CONTROLLER_LOCAL = 0,   /* a person at this computer (a board view) */
  PARLOUR_CONTROLLER_COMPUTER,    /* a computer player */
  PARLOUR_CONTROLLER_NETWORK,     /* a peer on the network */
} ParlourController;

typedef struct {
  guint             board;
  ParlourColor      color;
  guint             team;
  ParlourController controller;
} ParlourSeat;

typedef enum {
  PARLOUR_ACTION_MOVE = 1,   /* a move on the seat's board: from-to, drop or pass */
  PARLOUR_ACTION_PICK,       /* a piece is picked and chance picks its move */
} ParlourActionKind;

typedef struct {
  ParlourActionKind kind;
  ParlourMove       move;     /* PARLOUR_ACTION_MOVE */
  guint             square;   /* PARLOUR_ACTION_PICK */
} ParlourAction;

/* What a seat's board takes as input now; a board view enables what is set. */
typedef enum {
  PARLOUR_INPUT_NONE  = 0,
  PARLOUR_INPUT_MOVES = 1 << 0,   /* from-to moves */
  PARLOUR_INPUT_DROPS = 1 << 1,   /* pieces dropped from a reserve */
  PARLOUR_INPUT_PASS  = 1 << 2,   /* passing instead of moving */
  PARLOUR_INPUT_PICK  = 1 << 3,   /* picking a piece (chance moves it) */
  PARLOUR_INPUT_EDIT  = 1 << 4,   /* editing the position */
} ParlourInputFlags;

/* The remaining time of both sides at one ply of a board. */
typedef struct {
  gint64 remaining[2];
} ParlourClockTimes;

#define PARLOUR_TYPE_CONTROLLER  (parlour_controller_get_type ())
#define PARLOUR_TYPE_ACTION_KIND (parlour_action_kind_get_type ())
#define PARLOUR_TYPE_INPUT_FLAGS (parlour_input_flags_get_type ())
GType parlour_controller_get_type  (void) G_GNUC_CONST;
GType parlour_action_kind_get_type (void) G_GNUC_CONST;
GType parlour_input_flags_get_type (void) G_GNUC_CONST;

/* the file a way of playing is saved as (parlour-match-format.h) */
typedef struct _ParlourMatchFormat ParlourMatchFormat;

#define PARLOUR_TYPE_MATCH (parlour_match_get_type ())
G_DECLARE_DERIVABLE_TYPE (ParlourMatch, parlour_match, PARLOUR, MATCH, GObject)

struct _ParlourMatchClass
{
  GObjectClass parent_class;

  /* Sets a new match up around @game (its first board) and @clock (may be
   * NULL): the boards and the seats. */
  void              (*set_up)        (ParlourMatch *self,
                                      ParlourGame  *game,
                                      ParlourClock *clock);
  /* Appends to @actions (ParlourAction) what @seat may submit now; nothing
   * when it is not the seat's turn. */
  void              (*legal_actions) (ParlourMatch *self,
                                      guint         seat,
                                      GArray       *actions);
  /* Carries @action out on the boards; the base class checks the seat, then
   * presses the clock of every board that moved (parlour_match_board_moved). */
  gboolean          (*submit)        (ParlourMatch        *self,
                                      guint                seat,
                                      const ParlourAction *action,
                                      gint64               now_us,
                                      GError             **error);
  ParlourInputFlags (*input)         (ParlourMatch *self,
                                      guint         seat);
  /* The subclass's own state, beyond boards, clocks and seats, into and out
   * of an a{sv} dictionary. */
  void              (*save)          (ParlourMatch    *self,
                                      GVariantBuilder *builder);
  gboolean          (*load)          (ParlourMatch  *self,
                                      GVariantDict  *dict,
                                      GError       **error);
  /* The seat that acts next on @board (NULL: the seat of the side to move);
   * only called while the match is in progress. */
  guint             (*seat_to_act)   (ParlourMatch *self,
                                      guint         board);
  /* The subclass's own timing beyond the boards' clocks (NULL: none): whether
   * a timer must run, and what it finds at @now_us (TRUE if anything changed). */
  gboolean          (*timer_running) (ParlourMatch *self);
  gboolean          (*tick)          (ParlourMatch *self,
                                      gint64        now_us);

  /* @board's game changed: a move, a result, a reserve (after its own
   * handling; the match's signals wait until the subclass is done) */
  void              (*board_changed) (ParlourMatch *self,
                                      guint         board);
  /* Undo (@undone) or redo took a step on @board: its move and the reserve
   * changes that came with it are back or gone, its clock restored. */
  void              (*stepped)       (ParlourMatch *self,
                                      guint         board,
                                      gboolean      undone,
                                      gint64        now_us);
  /* Whether dropping the match would lose play: ParlourMatch, a move on any
   * board; a series of games adds its finished ones (Chess Bingo). */
  gboolean          (*has_progress)  (ParlourMatch *self);
  /* The subclass's own state (what save and load carry) taken from @other, a
   * match of the same type just read from a saved match, whose boards @self
   * now shows (parlour_match_load_state()). NULL: a class without load has
   * nothing to take; one with load must set it. */
  void              (*adopt)         (ParlourMatch *self,
                                      ParlourMatch *other);

  /* What the way of playing is, for those who choose, edit, open and save
   * matches without naming its type (set in class_init; a subclass inherits
   * its parent's): the boards and seats set_up makes (the position editor
   * edits one position per board), and the file a match is saved as
   * (parlour-match-format.h). ParlourMatch: one board, two seats, PGN. */
  guint                     n_boards;
  guint                     n_seats;
  const ParlourMatchFormat *format;

  gpointer padding[1];
};

/* A match of the type that plays @game's variant, around @game
 * with @clock (NULL: no clock). */
ParlourMatch      *parlour_match_new_for_game    (ParlourGame  *game,
                                                  ParlourClock *clock);
/* The same with each board starting from its own game: @games[0] is the first
 * board, @games[b] replaces what set_up put on board b (a bughouse position set
 * up board by board); boards beyond @n_games start as set_up makes them. Each
 * extra board gets its own clock with @clock's time control. */
ParlourMatch      *parlour_match_new_for_games   (ParlourGame  **games,
                                                  guint          n_games,
                                                  ParlourClock  *clock);
/* the match type that plays @variant, from its flags: Bughouse (captures go to
 * the partner), Panic (chance), SimulChess (simultaneous), else ParlourSingleMatch */
GType              parlour_match_type_for_variant (const ParlourVariant *variant);
/* A match of @type (a concrete ParlourMatch type) around @game. */
ParlourMatch      *parlour_match_new_of_type     (GType         type,
                                                  ParlourGame  *game,
                                                  ParlourClock *clock);

guint              parlour_match_get_n_boards    (ParlourMatch *self);
ParlourGame       *parlour_match_get_game        (ParlourMatch *self,
                                                  guint         board);
/* NULL: the board has no clock */
ParlourClock      *parlour_match_get_clock       (ParlourMatch *self,
                                                  guint         board);
const ParlourVariant *parlour_match_get_variant  (ParlourMatch *self);

guint              parlour_match_get_n_seats     (ParlourMatch *self);
const ParlourSeat *parlour_match_get_seat        (ParlourMatch *self,
                                                  guint         seat);
void               parlour_match_set_controller  (ParlourMatch      *self,
                                                  guint              seat,
                                                  ParlourController  controller);
/* the seat of @color on @board, or PARLOUR_NO_SEAT */
guint              parlour_match_find_seat       (ParlourMatch *self,
                                                  guint         board,
                                                  ParlourColor  color);
/* the seat that acts next on @board, or PARLOUR_NO_SEAT if none (the board is over) */
guint              parlour_match_get_seat_to_act (ParlourMatch *self,
                                                  guint         board);

void               parlour_match_legal_actions   (ParlourMatch *self,
                                                  guint         seat,
                                                  GArray       *actions);
gboolean           parlour_match_submit          (ParlourMatch        *self,
                                                  guint                seat,
                                                  const ParlourAction *action,
                                                  gint64               now_us,
                                                  GError             **error);
ParlourInputFlags  parlour_match_get_input       (ParlourMatch *self,
                                                  guint         seat);
/* the move @seat's last submitted action played (a picked piece's move) */
ParlourMove        parlour_match_get_last_move   (ParlourMatch *self);

/* The match's history, for browsing it: every move of any board, in the order
 * they were played. @board as it was after the first @moment entries (0: the
 * start), reserves included: a piece a partner sent arrives at its moment. */
guint              parlour_match_get_n_moments   (ParlourMatch *self);
void               parlour_match_get_position_at_moment (ParlourMatch    *self,
                                                         guint            board,
                                                         guint            moment,
                                                         ParlourPosition *out);
/* the board whose move is history entry @moment - 1 (1 = the first move) */
guint              parlour_match_get_moment_board (ParlourMatch *self,
                                                   guint         moment);

/* Undo and redo go through the history whoever made the move. */
gboolean           parlour_match_can_undo        (ParlourMatch *self);
gboolean           parlour_match_can_redo        (ParlourMatch *self);
gboolean           parlour_match_undo            (ParlourMatch *self,
                                                  gint64        now_us);
gboolean           parlour_match_redo            (ParlourMatch *self,
                                                  gint64        now_us);
/* drops the moves of @board after ply @n_moves (playing on from a past position) */
void               parlour_match_truncate        (ParlourMatch *self,
                                                  guint         board,
                                                  guint         n_moves,
                                                  gint64        now_us);

gboolean           parlour_match_is_over         (ParlourMatch *self);
/* Play that would be lost if the match were dropped unsaved: a move on a
 * board, or a finished game of a series (ParlourMatchClass.has_progress). */
gboolean           parlour_match_has_progress    (ParlourMatch *self);
ParlourResult      parlour_match_get_result      (ParlourMatch       *self,
                                                  ParlourTermination *termination);
void               parlour_match_resign          (ParlourMatch *self,
                                                  guint         seat);
void               parlour_match_agree_draw      (ParlourMatch *self,
                                                  guint         board);
gboolean           parlour_match_claim_draw      (ParlourMatch *self,
                                                  guint         seat,
                                                  GError      **error);

/* Clocks (parlour-match-clock.c). */
/* the timer is needed: some clock runs on a board in progress */
gboolean           parlour_match_clocks_running  (ParlourMatch *self);
/* Finds fallen flags (the board's game ends); TRUE if one fell. */
gboolean           parlour_match_tick            (ParlourMatch *self,
                                                  gint64        now_us);
gboolean           parlour_match_can_pause       (ParlourMatch *self);
gboolean           parlour_match_get_paused      (ParlourMatch *self);
/* Pauses or resumes every clock; a move submitted while paused resumes them. */
void               parlour_match_set_paused      (ParlourMatch *self,
                                                  gboolean      paused,
                                                  gint64        now_us);
/* Stops the clocks for the application's own time (an animation that shows
 * how chance chose a move); release runs them again unless paused. */
void               parlour_match_hold_clocks     (ParlourMatch *self,
                                                  gint64        now_us);
void               parlour_match_release_clocks  (ParlourMatch *self,
                                                  gint64        now_us);
gboolean           parlour_match_get_clocks_held (ParlourMatch *self);
gboolean           parlour_match_get_clock_started (ParlourMatch *self,
                                                    guint         board);
/* Keeps the time used on the current move so far (for saving; a pause and a
 * flag fall keep it too). The stored times are not changed: they stay the
 * times at the start of each ply, which undo gives back. */
void               parlour_match_keep_current_times (ParlourMatch *self,
                                                     gint64        now_us);
/* the stored times of @board, [ply] = at the start of ply (0: the start) */
GArray            *parlour_match_get_times       (ParlourMatch *self,
                                                  guint         board);
/* Takes stored times for @board (a file's clock readings, a saved match); the
 * clock gets those of the current ply and, if @started and the board is in
 * progress, runs paused. */
void               parlour_match_set_times       (ParlourMatch *self,
                                                  guint         board,
                                                  GArray       *times,
                                                  gboolean      started,
                                                  gint64        now_us);
/* Puts the stored times into the boards' clock readings ([%clk] in PGN), and
 * the time controls into their tags. */
void               parlour_match_store_clock_readings (ParlourMatch *self);
/* A clock for a game read from PGN, from its time control tags, and in @times
 * the remaining times per ply from its clock readings; NULL if the game has no
 * time control that Parlour reads, and then in @unusable (if not NULL) the
 * tag's value that Parlour cannot keep ("40/7200:3600"), if any. */
ParlourClock      *parlour_clock_from_game_tags  (ParlourGame  *game,
                                                  GArray       *times,
                                                  const char  **unusable);
/* The game's PGN tags for @clock: TimeControl when both sides have the same,
 * else TimeControl "?" with WhiteTimeControl and BlackTimeControl. */
void               parlour_game_tag_time_control (ParlourGame  *game,
                                                  ParlourClock *clock);

/* Saving (parlour-match-save.c): a versioned a{sv} GVariant of everything. */
GVariant          *parlour_match_serialize       (ParlourMatch *self);
/* A match from parlour_match_serialize()'s output; clocks that ran come back
 * paused. NULL with PARLOUR_MATCH_ERROR_SAVED (or a PGN error) if malformed. */
ParlourMatch      *parlour_match_deserialize     (GVariant     *saved,
                                                  gint64        now_us,
                                                  GError      **error);
/* Loads @saved into @self, the same match a moment later (a host's next state
 * into a peer's one mirror, parlour-match-load.c): the boards keep their games
 * and clocks, which take the moves that extend their history (or go back and
 * take others: an undo, a new game of a series), the results, tags, clock
 * times and the pause; the seats keep their controllers. The clocks run from
 * @now_us unless @saved was paused. The usual signals follow. FALSE, and
 * @self unchanged, if @saved is malformed (as parlour_match_deserialize() says)
 * or another way of playing: PARLOUR_MATCH_ERROR_OTHER_MATCH for another type,
 * variant or number of boards, which needs a new match. */
gboolean           parlour_match_load_state      (ParlourMatch *self,
                                                  GVariant     *saved,
                                                  gint64        now_us,
                                                  GError      **error);

/* Signals:
 *   ::changed                 anything changed (moves, clocks, pause, result)
 *   ::board-changed (guint b) board @b's moves or result changed
 *   ::ended                   the match went from in progress to over
 *
 * Read-only properties, notified once each time their value changes (before
 * ::changed's handlers run), so that views bind to them:
 *   paused (parlour_match_get_paused), over (parlour_match_is_over),
 *   can-undo, can-redo, n-moments (parlour_match_get_n_moments)
 */

G_END_DECLS
