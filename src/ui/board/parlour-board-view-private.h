/* parlour-board-view-private.h — what the files of ParlourBoardView share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-board-view.c            the object: properties, signals, the model
 * parlour-board-view-geometry.c   where the squares are
 * parlour-board-view-draw.c       snapshot: squares, highlights, pieces, hints
 * parlour-board-view-input.c      click-click, drag and drop, keyboard
 * parlour-board-view-pick.c       PIECES input: select a piece, then pick it
 * parlour-board-view-promotion.c  the promotion chooser
 * parlour-board-view-animation.c  sliding and fading pieces between positions
 * parlour-board-view-roll.c       the roll: chance picking a square, shown
 * parlour-board-view-reserve.c    pieces in hand beside the board, and dropping them
 */
#pragma once

#include <adwaita.h>

#include "parlour-board-theme.h"
#include "parlour-board-view.h"
#include "parlour-piece-cache.h"
#include "parlour-position.h"

/* Below this square size coordinates and labels are unreadable: left out. */
#define PARLOUR_BOARD_VIEW_MIN_TEXT_SQUARE 22

G_BEGIN_DECLS

typedef struct _ParlourBoardRoll ParlourBoardRoll;

/* One piece in flight during an animation, or one fading in or out. */
typedef struct {
  ParlourPiece piece;
  guint8       from;    /* PARLOUR_NO_SQUARE: from (from_x, from_y) */
  guint8       to;
  gint8        fade;    /* 0 moves from → to; -1 fades out on to; +1 fades in on to */
  float        from_x;  /* widget coordinates of the piece's top left corner */
  float        from_y;
  ParlourPiece old_piece; /* not EMPTY: arrives as this, then changes into @piece */
  guint8       motion;  /* 0, or a ParlourBoardMotionKind of a reveal: CRASH or BOUNCE */
  float        reach;   /* CRASH and BOUNCE: how far towards @to the piece goes */
} ParlourBoardSprite;

struct _ParlourBoardView {
  GtkWidget          parent_instance;

  /* the model: a game (or none) and the position drawn */
  ParlourGame       *game;
  GSignalGroup      *game_signals;      /* the game's changes, whichever game it is */
  guint              view_ply;          /* PARLOUR_CURRENT_PLY: the game's current position */
  ParlourPosition    view_pos;          /* shown at view_ply instead of the game's, */
  gboolean           has_view_pos;      /* (a match's moment), while set */
  ParlourPosition    shown;
  guint              has_position : 1;
  guint              shown_ply;         /* ply of @shown in the game, PARLOUR_NO_PLY without one */
  ParlourMove        last_move;         /* the move that led to @shown, or NONE */
  ParlourMove        turn_move;         /* moves made at once: the other move of the
                                         * turn that led to @shown (White's), or NONE */
  ParlourMoveList    legal;             /* legal moves in @shown, when input is possible */
  guint              legal_valid : 1;
  /* the moves the board takes instead of @shown's legal moves (a seat that
   * is not the position's side to move: SimulChess's Black), or NULL */
  ParlourMoveList   *moves;
  ParlourColor       moves_side;        /* whose moves @moves are */
  char              *curtain;           /* the text of the curtain over the board, or NULL */
  guint              check_square;      /* the royal piece in check, or PARLOUR_NO_SQUARE */

  /* settings */
  ParlourBoardInput  input;
  guint              flipped : 1;
  guint              show_coordinates : 1;
  guint              show_legal_moves : 1;
  guint              animations : 1;
  guint              one_click_pick : 1;
  guint              dark_style : 1;
  const ParlourBoardTheme *theme;
  ParlourBoardColors colors;
  char              *labels[PARLOUR_MAX_SQUARES];
  PangoLayout       *label_layouts[PARLOUR_MAX_SQUARES];
  guint8             marked[PARLOUR_MAX_SQUARES];

  /* geometry, in widget coordinates; square == 0 before the first allocation */
  int                files;
  int                ranks;
  int                square;
  int                origin_x;
  int                origin_y;
  int                reserve_x;         /* the column of pieces in hand; 0: none */
  int                gutter;            /* the coordinates' strips left of and below
                                         * the board; 0: none shown */

  /* drawing caches */
  ParlourPieceCache *pieces;
  const ParlourVariant *texture_variant;
  GdkTexture        *textures[2][PARLOUR_MAX_KINDS];   /* owned by @pieces */
  GdkTexture        *royal_marks[2];
  guint              royal_marks_done : 1;
  guint              texture_px;                       /* device pixels, 0: none yet */
  guint              pending_px;                       /* waiting for the size to settle */
  guint              refresh_source;
  GskRenderNode     *squares_node;
  GskRenderNode     *coords_node;

  /* input */
  GtkGesture        *click;
  GtkGesture        *drag;
  guint              selected;          /* PARLOUR_NO_SQUARE: nothing selected */
  guint              selected_drop;     /* a kind in hand picked to drop; 0: none */
  guint              press_square;
  guint              press_was_selected : 1;
  guint              press_drop : 1;    /* the press picked a kind in hand: it may be dragged */
  guint              dragging : 1;
  guint              focus_visible : 1;
  double             press_x, press_y;
  double             pointer_x, pointer_y;
  guint              hover_square;
  guint              focus_square;
  ParlourMove        dropped_move;      /* a move made by drag and drop: no slide */
  guint              keep_held : 1;     /* parlour_board_view_follow_game() is showing the
                                         * next position: what the user holds may stay */
  GtkWidget         *promotion;         /* the chooser popover, while open */
  GtkWidget         *piece_info;        /* a long-pressed piece's name, or NULL */
  GString           *typed;             /* a move typed on the focused board, or NULL */
  guint              typed_moves : 1;   /* the "typed-moves" property */
  GtkWidget         *live;              /* what was said (parlour-board-view-speech.c) */
  char              *announced;         /* the last text said, or NULL */

  /* animation */
  AdwAnimation      *animation;
  /* pieces that just came into a hand (a capture, or the partner's in
   * Bughouse): their cells glow, fading while arrival_glow goes to 0 */
  guint8             arrived[2][PARLOUR_MAX_KINDS];
  AdwAnimation      *arrival;
  double             arrival_glow;
  double             progress;
  double             morph_progress;    /* 0 → 1: a piece changes kind (after the slide) */
  guint              morph_ms;          /* 0: no change of kind in this animation */
  guint              morph_first : 1;   /* undo: the kind changes back, then the piece slides */
  guint              reveal : 1;        /* parlour_board_view_animate_motions() is playing */
  double             reveal_time;       /* its time, 0 → 1, not eased */
  GArray            *sprites;           /* ParlourBoardSprite */
  guint8             hidden[PARLOUR_MAX_SQUARES];
  ParlourBoardRoll  *roll;              /* while a roll is shown */
};

/* parlour-board-view.c */
void     parlour_board_view_request_move      (ParlourBoardView *self,
                                               ParlourMove       move);
void     parlour_board_view_refuse            (ParlourBoardView *self,
                                               const char       *reason);
void     parlour_board_view_lift_curtain      (ParlourBoardView *self);
void     parlour_board_view_emit_piece_activated (ParlourBoardView *self,
                                                  guint             square);
void     parlour_board_view_emit_piece_selected  (ParlourBoardView *self,
                                                  int               square);
void     parlour_board_view_emit_square_hovered  (ParlourBoardView *self,
                                                  int               square);
void     parlour_board_view_emit_edit_square  (ParlourBoardView *self,
                                               guint             square,
                                               gboolean          secondary);
void     parlour_board_view_emit_edit_move    (ParlourBoardView *self,
                                               guint             from,
                                               guint             to);

/* parlour-board-view-reserve.c */
/* the position has pieces in hand to show: its variant drops them */
gboolean parlour_board_view_has_reserve      (ParlourBoardView *self);
/* the kind in hand under (@x, @y) and whose it is; FALSE if none is there */
gboolean parlour_board_view_reserve_at       (ParlourBoardView *self,
                                              double            x,
                                              double            y,
                                              ParlourColor     *color,
                                              guint            *kind);
void     parlour_board_view_snapshot_reserve (ParlourBoardView *self,
                                              GtkSnapshot      *snapshot);
/* A press on the reserve: picks a kind to drop, or says why not. */
void     parlour_board_view_reserve_press    (ParlourBoardView *self,
                                              ParlourColor      color,
                                              guint             kind);
/* the legal drop of the picked kind on @square, or PARLOUR_MOVE_NONE */
ParlourMove parlour_board_view_drop_move     (ParlourBoardView *self,
                                              guint             square);

/* parlour-board-view-geometry.c */
void     parlour_board_view_update_geometry   (ParlourBoardView *self);
void     parlour_board_view_invalidate_layout (ParlourBoardView *self);
void     parlour_board_view_square_rect       (ParlourBoardView *self,
                                               guint             square,
                                               graphene_rect_t  *rect);
void     parlour_board_view_board_rect        (ParlourBoardView *self,
                                               graphene_rect_t  *rect);
float    parlour_board_view_corner_radius     (ParlourBoardView *self);
/* the square's shape: a board corner is rounded; TRUE for a corner square */
gboolean parlour_board_view_square_rounded_rect (ParlourBoardView *self,
                                                 guint             square,
                                                 GskRoundedRect   *round);
void     parlour_board_view_fill_square       (ParlourBoardView *self,
                                               GtkSnapshot      *snapshot,
                                               guint             square,
                                               const GdkRGBA    *color);
void     parlour_board_view_measure           (GtkWidget        *widget,
                                               GtkOrientation    orientation,
                                               int               for_size,
                                               int              *minimum,
                                               int              *natural,
                                               int              *minimum_baseline,
                                               int              *natural_baseline);

/* parlour-board-view-marks.c */
void        parlour_board_view_snapshot_curtain (ParlourBoardView *self,
                                                 GtkSnapshot      *snapshot);

/* parlour-board-view-draw.c */
void        parlour_board_view_snapshot_board   (ParlourBoardView *self,
                                                 GtkSnapshot      *snapshot);
ParlourPieceFacing parlour_board_view_facing        (ParlourBoardView *self,
                                                     ParlourColor      color);
GdkTexture        *parlour_board_view_piece_texture (ParlourBoardView *self,
                                                     ParlourPiece      piece);
GdkTexture *parlour_board_view_royal_mark_texture (ParlourBoardView *self,
                                                   ParlourColor      color);
void        parlour_board_view_clear_textures   (ParlourBoardView *self);
void        parlour_board_view_clear_nodes      (ParlourBoardView *self);

/* parlour-board-view-tooltip.c */
void     parlour_board_view_init_tooltip     (ParlourBoardView *self);
void     parlour_board_view_destroy_tooltip  (ParlourBoardView *self);
gboolean parlour_board_view_query_tooltip    (GtkWidget        *widget,
                                              int               x,
                                              int               y,
                                              gboolean          keyboard_mode,
                                              GtkTooltip       *tooltip);

/* parlour-board-view-input.c */
gboolean parlour_board_view_input_allowed    (ParlourBoardView *self,
                                              const char      **reason);
gboolean parlour_board_view_is_destination   (ParlourBoardView *self,
                                              guint             from,
                                              guint             to);
guint    parlour_board_view_collect_moves    (ParlourBoardView *self,
                                              guint             from,
                                              guint             to,
                                              ParlourMove      *moves,
                                              guint             max);
void     parlour_board_view_select           (ParlourBoardView *self,
                                              guint             square);
void     parlour_board_view_init_input       (ParlourBoardView *self);
void     parlour_board_view_input_press      (ParlourBoardView *self,
                                              double            x,
                                              double            y);
void     parlour_board_view_input_motion     (ParlourBoardView *self,
                                              double            x,
                                              double            y);
void     parlour_board_view_input_release    (ParlourBoardView *self,
                                              double            x,
                                              double            y);
void     parlour_board_view_input_cancel     (ParlourBoardView *self);
void     parlour_board_view_try_move         (ParlourBoardView *self,
                                              guint             from,
                                              guint             to);
/* The position shown changed under what the user holds (@held: the piece that
 * stood on the selected square): it stays while it can still move, else it
 * is put down. */
void     parlour_board_view_check_held       (ParlourBoardView *self,
                                              ParlourPiece      held);

/* Tells assistive technologies what is on the focus square, or what the
 * move typed names. */
void     parlour_board_view_describe_focus   (ParlourBoardView *self);

/* parlour-board-view-typed.c */
gboolean parlour_board_view_typed_key        (ParlourBoardView *self,
                                              guint             keyval,
                                              GdkModifierType   state);
void     parlour_board_view_clear_typed      (ParlourBoardView *self);
void     parlour_board_view_snapshot_typed   (ParlourBoardView *self,
                                              GtkSnapshot      *snapshot);

/* parlour-board-view-speech.c */
void     parlour_board_view_init_speech      (ParlourBoardView *self);
void     parlour_board_view_destroy_speech   (ParlourBoardView *self);
void     parlour_board_view_allocate_speech  (ParlourBoardView *self);
/* the board's accessible name: its variant and whose turn it is */
void     parlour_board_view_update_accessible_name (ParlourBoardView *self);

/* parlour-board-view-pick.c */
/* a press on @square in PIECES input */
void     parlour_board_view_pieces_press     (ParlourBoardView *self,
                                              guint             square);

/* parlour-board-view-promotion.c */
void     parlour_board_view_open_promotion   (ParlourBoardView  *self,
                                              const ParlourMove *moves,
                                              guint              n_moves);
void     parlour_board_view_close_promotion  (ParlourBoardView  *self);
/* the chooser is open and every move it offers is legal now */
gboolean parlour_board_view_promotion_legal  (ParlourBoardView  *self);
void     parlour_board_view_destroy_promotion (ParlourBoardView *self);

/* parlour-board-view-animation.c */
void     parlour_board_view_animate          (ParlourBoardView      *self,
                                              const ParlourPosition *before,
                                              const ParlourPosition *after,
                                              ParlourMove            move,
                                              gboolean               backwards);
void     parlour_board_view_animate_return   (ParlourBoardView      *self,
                                              guint                  square,
                                              double                 x,
                                              double                 y);
void     parlour_board_view_stop_animation   (ParlourBoardView      *self);
void     parlour_board_view_append_reveal    (ParlourBoardView         *self,
                                              GtkSnapshot              *snapshot,
                                              const ParlourBoardSprite *sprite);
gboolean parlour_board_view_is_animating     (ParlourBoardView      *self);
void     parlour_board_view_append_morph     (ParlourBoardView         *self,
                                              GtkSnapshot              *snapshot,
                                              const ParlourBoardSprite *sprite,
                                              const graphene_rect_t    *rect);

/* Marks the kinds whose count in hand went up from @before to @after, and
 * makes them glow for a moment (parlour-board-view-reserve.c). */
void     parlour_board_view_reserve_arrivals (ParlourBoardView      *self,
                                              const ParlourPosition *before,
                                              const ParlourPosition *after);
/* for tests: @color's kind @kind just came into the hand and glows */
gboolean parlour_board_view_test_get_arrived (ParlourBoardView      *self,
                                              ParlourColor           color,
                                              guint                  kind);

/* parlour-board-view-roll.c */
/* ends a roll in progress without the slide; @notify: call its done callback */
void     parlour_board_view_stop_roll        (ParlourBoardView      *self,
                                              gboolean               notify);
void     parlour_board_view_snapshot_roll    (ParlourBoardView      *self,
                                              GtkSnapshot           *snapshot,
                                              gboolean               above_pieces);

/* Test hooks: feed input through the same functions the gestures call. */
void       parlour_board_view_test_press        (ParlourBoardView *self,
                                                 double            x,
                                                 double            y);
void       parlour_board_view_test_motion       (ParlourBoardView *self,
                                                 double            x,
                                                 double            y);
void       parlour_board_view_test_release      (ParlourBoardView *self,
                                                 double            x,
                                                 double            y);
GtkWidget *parlour_board_view_test_get_promotion (ParlourBoardView *self);
/* Clicks the chooser's button for @kind; FALSE if there is no such button. */
gboolean   parlour_board_view_test_choose_promotion (ParlourBoardView *self,
                                                     guint             kind);
gboolean   parlour_board_view_test_is_animating (ParlourBoardView *self);
guint      parlour_board_view_test_get_selected (ParlourBoardView *self);
guint      parlour_board_view_test_get_roll_square (ParlourBoardView *self);
guint      parlour_board_view_test_get_roll_chosen (ParlourBoardView *self);
void       parlour_board_view_test_seek_roll    (ParlourBoardView *self,
                                                 double            progress);

/* The side whose moves the board takes: the shown position's side to move,
 * unless the board was given another side's moves (parlour_board_view_set_moves). */
static inline ParlourColor
parlour_board_view_mover (ParlourBoardView *self)
{
  return self->moves != NULL ? self->moves_side : (ParlourColor) self->shown.side;
}

G_END_DECLS
