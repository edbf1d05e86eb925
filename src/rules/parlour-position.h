/* parlour-position.h — a position: a copyable value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "parlour-variant.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_POSITION (parlour_position_get_type ())
#define PARLOUR_FEN_ERROR (parlour_fen_error_quark ())

typedef enum {
  PARLOUR_FEN_ERROR_BOARD,
  PARLOUR_FEN_ERROR_RESERVE,
  PARLOUR_FEN_ERROR_SIDE,
  PARLOUR_FEN_ERROR_CASTLING,
  PARLOUR_FEN_ERROR_EN_PASSANT,
  PARLOUR_FEN_ERROR_HALFMOVE,
  PARLOUR_FEN_ERROR_FULLMOVE,
  PARLOUR_FEN_ERROR_FIELDS,
  PARLOUR_FEN_ERROR_ILLEGAL,
} ParlourFenError;

/* castling rights */
enum {
  PARLOUR_CASTLE_WK = 1 << 0,
  PARLOUR_CASTLE_WQ = 1 << 1,
  PARLOUR_CASTLE_BK = 1 << 2,
  PARLOUR_CASTLE_BQ = 1 << 3,
};

/* The largest half-move clock and full-move number. The FEN reader accepts up to
 * this and make stops counting here (a clock at the limit stays there), so every
 * position the engine writes reads back; no real game comes near it. */
#define PARLOUR_MAX_MOVE_COUNTER 999999999u

struct _ParlourPosition {
  const ParlourVariant *variant;
  ParlourPiece  board[PARLOUR_MAX_SQUARES];
  guint8        reserve[2][PARLOUR_MAX_KINDS];  /* counts in hand, per colour and kind */
  guint8        count[2][PARLOUR_MAX_KINDS];    /* pieces on the board, per colour and kind */
  guint8        side;                           /* ParlourColor to move */
  guint8        castling;
  ParlourSquare ep;                             /* en passant target, or PARLOUR_NO_SQUARE */
  /* SimulChess (docs/rules/simulchess.md): both sides may have an en passant
   * target at once; this is the one of the side not to move. Else NO_SQUARE. */
  ParlourSquare ep_other;
  ParlourSquare royal[2];                       /* royal piece's square, or PARLOUR_NO_SQUARE */
  guint8        passes;                         /* consecutive passes */
  guint8        rules;                          /* ParlourRuleFlags */
  guint32       halfmove;                       /* up to PARLOUR_MAX_MOVE_COUNTER */
  guint32       fullmove;                       /* up to PARLOUR_MAX_MOVE_COUNTER */
  /* SimulChess: White's chosen move while Black chooses (both are carried out
   * together by Black's make); PARLOUR_MOVE_NONE otherwise */
  ParlourMove   pending;
  /* SimulChess: the sides (bit 1 << colour) whose king failed in the turn
   * that led here, for what the board cannot show (a castling king's path
   * under attack); not in FEN, not hashed (a failed position ends the game) */
  guint8        failed;
  guint64       hash;
};

GType            parlour_position_get_type (void) G_GNUC_CONST;
GQuark           parlour_fen_error_quark   (void);

ParlourPosition *parlour_position_new      (const ParlourVariant *variant);
ParlourPosition *parlour_position_copy     (const ParlourPosition *pos);
void             parlour_position_free     (ParlourPosition *pos);
/* TRUE if the two positions are the same in every field, the hash included */
gboolean         parlour_position_equal    (const ParlourPosition *a,
                                            const ParlourPosition *b);

/* FEN (docs/rules/notation.md, "FEN") */
gboolean         parlour_position_set_fen  (ParlourPosition *pos,
                                            const char      *fen,
                                            GError         **error);
ParlourPosition *parlour_position_new_from_fen (const ParlourVariant *variant,
                                                const char           *fen,
                                                GError              **error);
char            *parlour_position_to_fen   (const ParlourPosition *pos);
void             parlour_position_set_start (ParlourPosition *pos);
/* FEN validation shared by variants: the side that just moved is not in check */
gboolean         parlour_position_validate_not_in_check (const ParlourPosition *pos,
                                                         GError               **error);

/* board access */
static inline guint parlour_position_width  (const ParlourPosition *pos) { return pos->variant->width; }
static inline guint parlour_position_height (const ParlourPosition *pos) { return pos->variant->height; }
static inline ParlourPiece parlour_position_piece_at (const ParlourPosition *pos, ParlourSquare sq) { return pos->board[sq]; }
gboolean         parlour_position_piece_is_royal (const ParlourPosition *pos,
                                                  ParlourPiece           piece);

/* editing (position editor, handicaps); keeps counts, royal squares and the hash right */
void             parlour_position_put      (ParlourPosition *pos,
                                            ParlourSquare    sq,
                                            ParlourPiece     piece);
void             parlour_position_set_reserve (ParlourPosition *pos,
                                               ParlourColor     color,
                                               guint            kind,
                                               guint            count);
void             parlour_position_rehash   (ParlourPosition *pos);

/* rules */
gboolean         parlour_position_is_attacked (const ParlourPosition *pos,
                                               ParlourSquare          sq,
                                               ParlourColor           by);
gboolean         parlour_position_in_check (const ParlourPosition *pos);
/* Where a drop would give check: for each square, the piece codes
 * (PARLOUR_PIECE_CODE()) of the side to move that would attack the opponent's
 * royal dropped there (@checks holds a square's worth for each square of the
 * board). FALSE when the tables cannot tell: no royal, or a kind of the side to
 * move with a custom movement. */
gboolean         parlour_position_drop_checks (const ParlourPosition *pos,
                                               guint32               *checks);
/* checking pieces' squares; returns how many */
guint            parlour_position_checkers (const ParlourPosition *pos,
                                            ParlourSquare         *out,
                                            guint                  max);
void             parlour_position_pseudo_moves (const ParlourPosition *pos,
                                                ParlourMoveList       *list);
void             parlour_position_legal_moves (ParlourPosition *pos,
                                               ParlourMoveList *list);
gboolean         parlour_position_is_legal (ParlourPosition *pos,
                                            ParlourMove      move);
void             parlour_position_make     (ParlourPosition *pos,
                                            ParlourMove      move,
                                            ParlourUndo     *undo);
void             parlour_position_unmake   (ParlourPosition   *pos,
                                            const ParlourUndo *undo);
ParlourResult    parlour_position_outcome  (ParlourPosition    *pos,
                                            ParlourTermination *termination);
gboolean         parlour_position_is_capture (const ParlourPosition *pos,
                                              ParlourMove            move);
/* The square of the rook that castling @move moves, or PARLOUR_NO_SQUARE */
guint            parlour_position_castling_rook (const ParlourPosition *pos,
                                                 ParlourMove            move);
/* TRUE if the side can never deliver mate with its material (dead position rules) */
gboolean         parlour_position_cannot_mate (const ParlourPosition *pos,
                                               ParlourColor           side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ParlourPosition, parlour_position_free)

G_END_DECLS
