/* parlour-board-view.h — the board widget: any size up to 12x12, any piece kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-game.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_BOARD_VIEW (parlour_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourBoardView, parlour_board_view, PARLOUR, BOARD_VIEW, GtkWidget)

typedef enum {
  PARLOUR_BOARD_INPUT_NONE = 0,   /* display only (previews, past positions) */
  PARLOUR_BOARD_INPUT_MOVES,      /* click-click and drag emit ::move-requested */
  PARLOUR_BOARD_INPUT_PIECES,     /* a click selects a piece (::piece-selected), a second
                                   * one on it emits ::piece-activated (Panic) */
  PARLOUR_BOARD_INPUT_EDIT,       /* clicks and drags emit ::edit-square and ::edit-move */
} ParlourBoardInput;

#define PARLOUR_TYPE_BOARD_INPUT (parlour_board_input_get_type ())
GType       parlour_board_input_get_type      (void) G_GNUC_CONST;

GtkWidget  *parlour_board_view_new            (void);

/* Follows @game: redraws and animates on ::move-played, ::undone, ::redone, and
 * shows legal moves of the game's current position. NULL to detach. */
void        parlour_board_view_set_game       (ParlourBoardView *self,
                                               ParlourGame      *game);
ParlourGame *parlour_board_view_get_game      (ParlourBoardView *self);
/* Shows @game as the next state of the game shown (a new copy of it): new
 * moves slide in, and a piece the user holds stays while it can move. */
void        parlour_board_view_follow_game    (ParlourBoardView *self,
                                               ParlourGame      *game);
/* Shows the position before ply @ply of the game (browsing the move list);
 * PARLOUR_CURRENT_PLY follows the game's current position. Input is off while browsing. */
void        parlour_board_view_set_view_ply   (ParlourBoardView *self,
                                               guint             ply);
guint       parlour_board_view_get_view_ply   (ParlourBoardView *self);
/* Browses to ply @ply showing @pos instead of the game's position there (a
 * match's moment); input is off until the view ply is set again. */
void        parlour_board_view_set_view_position (ParlourBoardView      *self,
                                                  guint                  ply,
                                                  const ParlourPosition *pos);
/* shows the game's position again (its reserve may change without a move) */
void        parlour_board_view_sync           (ParlourBoardView *self);
/* Shows a lone position with no game (previews, editors, rules diagrams). */
void        parlour_board_view_set_position   (ParlourBoardView      *self,
                                               const ParlourPosition *pos);

void        parlour_board_view_set_input      (ParlourBoardView  *self,
                                               ParlourBoardInput  input);
ParlourBoardInput parlour_board_view_get_input (ParlourBoardView  *self);
void        parlour_board_view_set_curtain    (ParlourBoardView *self,
                                               const char       *text);
const char *parlour_board_view_get_curtain    (ParlourBoardView *self);

/* How one piece moves in a reveal of moves made at once (SimulChess). */
typedef enum {
  PARLOUR_BOARD_MOTION_SLIDE = 1,   /* @piece goes from @from to @to and stays */
  PARLOUR_BOARD_MOTION_CRASH,       /* @piece goes @reach of the way to @to, flashes and is gone */
  PARLOUR_BOARD_MOTION_BOUNCE,      /* @piece goes @reach of the way to @to and back to @from */
  PARLOUR_BOARD_MOTION_VANISH,      /* @piece on @from fades out (it was taken) */
} ParlourBoardMotionKind;

typedef struct {
  ParlourBoardMotionKind kind;
  ParlourPiece           piece;
  guint8                 from;
  guint8                 to;
  float                  reach;     /* CRASH and BOUNCE: 0 to 1 */
} ParlourBoardMotion;

/* Replaces the animation into the position shown (the board's game has
 * already changed) by @motions, played together; nothing without animations. */
void        parlour_board_view_animate_motions (ParlourBoardView         *self,
                                                const ParlourBoardMotion *motions,
                                                guint                     n_motions);
void        parlour_board_view_set_moves      (ParlourBoardView      *self,
                                               ParlourColor           side,
                                               const ParlourMoveList *moves);
void        parlour_board_view_set_flipped    (ParlourBoardView *self,
                                               gboolean          flipped);
gboolean    parlour_board_view_get_flipped    (ParlourBoardView *self);

/* Small text labels drawn on squares (e.g. Panic probabilities); @labels maps
 * GUINT_TO_POINTER (square) to a string; NULL clears. */
void        parlour_board_view_set_square_labels (ParlourBoardView *self,
                                                  GHashTable       *labels);
/* Squares drawn with a highlight (e.g. a rules diagram's move targets). */
void        parlour_board_view_set_marked_squares (ParlourBoardView *self,
                                                   const guint8     *squares,
                                                   guint             n);

/* A game of chance (Panic): after the move was played on the view's game, a
 * highlight hops over @candidates (as often as @weights make each likely), slows
 * down and settles on @candidates[@chosen]; then the piece slides there. No roll
 * without animations or with fewer than two candidates. @done runs when the
 * roll is over, played out or cut short by another change (at once if there is
 * no roll); input is off meanwhile. */
typedef void (*ParlourBoardRollDone) (ParlourBoardView *self,
                                      gpointer          user_data);
void        parlour_board_view_roll           (ParlourBoardView     *self,
                                               const guint8         *candidates,
                                               const double         *weights,
                                               guint                 n,
                                               guint                 chosen,
                                               ParlourBoardRollDone  done,
                                               gpointer              user_data);
gboolean    parlour_board_view_is_rolling     (ParlourBoardView *self);

/* PIECES input: the piece selected to be picked (-1: none); picks it, or drops
 * it (the window's Enter and Escape; FALSE: there was none) */
int         parlour_board_view_get_selected_piece (ParlourBoardView *self);
gboolean    parlour_board_view_activate_selected  (ParlourBoardView *self);
gboolean    parlour_board_view_unselect           (ParlourBoardView *self);
/* the square under the pointer, -1 if none */
int         parlour_board_view_get_hovered_square (ParlourBoardView *self);

/* Typed moves (docs/typed-moves.md): the text typed so far ("" if none), and
 * what it names as the board shows it ("Nf3 — Knight g1 to f3"; NULL if none). */
const char *parlour_board_view_get_typed_text (ParlourBoardView *self);
char       *parlour_board_view_dup_typed_hint (ParlourBoardView *self);

/* Says @text to assistive technologies, as a screen reader's announcement
 * (docs/accessibility.md); the last text said, NULL if none. */
void        parlour_board_view_announce       (ParlourBoardView *self,
                                               const char       *text);
const char *parlour_board_view_get_announced  (ParlourBoardView *self);

/* Geometry, for tests and for tools that click squares */
gboolean    parlour_board_view_square_at      (ParlourBoardView *self,
                                               double            x,
                                               double            y,
                                               guint            *square);
/* The name of the piece at (@x, @y) and how it moves, as the tooltip shows
 * it; NULL where there is no piece. */
char       *parlour_board_view_dup_piece_info (ParlourBoardView *self,
                                               double            x,
                                               double            y);
gboolean    parlour_board_view_square_center  (ParlourBoardView *self,
                                               guint             square,
                                               double           *x,
                                               double           *y);
/* the centre of the cell of @color's pieces in hand of @kind; FALSE if none is shown */
gboolean    parlour_board_view_reserve_center (ParlourBoardView *self,
                                               ParlourColor      color,
                                               guint             kind,
                                               double           *x,
                                               double           *y);
/* how tall the board, its reserve and coordinates are per unit of width */
double      parlour_board_view_get_height_for_width (ParlourBoardView *self);
/* Number of SVG renders done by the piece cache so far (benchmarks). */
guint       parlour_board_view_get_svg_render_count (void);

/* Properties: "game", "view-ply", "input", "flipped", "show-coordinates",
 * "show-legal-moves", "animations", "piece-set" (string), "board-theme" (string),
 * "one-click-pick" (PIECES input: a click picks a piece at once instead of
 * selecting it first), "typed-moves" (typing on the focused board plays moves).
 * Signals:
 *   ::move-requested (guint move)   the user made a move (ParlourMove) in MOVES input
 *   ::piece-activated (guint square) PIECES input: the user picked the selected piece
 *                                  (or any piece, which the handler may refuse)
 *   ::piece-selected (gint square)  PIECES input: the piece selected to be picked (-1: none)
 *   ::square-hovered (gint square)  the pointer is over a square (-1: none)
 *   ::input-refused (const char *reason) a click that does nothing, with why (translated)
 *   ::edit-square (guint square, gboolean secondary)  EDIT input: a click on @square with
 *                                  the primary button, or (@secondary) another one
 *   ::edit-move (guint from, guint to)  EDIT input: what stood on @from was dragged to
 *                                  @to, or off the board (@to PARLOUR_NO_SQUARE)
 * In MOVES input a variant with drops shows the pieces in hand beside the board;
 * a kind picked there and a square it may be dropped on emit ::move-requested.
 */

G_END_DECLS
