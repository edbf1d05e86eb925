/* parlour-handicap.h — Chess Bingo's material handicap: who chooses, and the rules of a set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md ("Material handicap"). The handicap setup dialog and the
 * command line (`parlour-cli handicap`) both check a removed set here.
 */
#pragma once

#include "parlour-bingo-facts.h"

G_BEGIN_DECLS

#define PARLOUR_HANDICAP_ERROR (parlour_handicap_error_quark ())

/* The rule a set or start position breaks. */
typedef enum {
  PARLOUR_HANDICAP_ERROR_TOO_LITTLE,   /* the giver chose less than V */
  PARLOUR_HANDICAP_ERROR_TOO_MUCH,     /* the taker chose more than V */
  PARLOUR_HANDICAP_ERROR_PAWNS,        /* more pawns than max(2, p + 1) */
  PARLOUR_HANDICAP_ERROR_NOT_ON_START, /* a piece not on its start square */
  PARLOUR_HANDICAP_ERROR_KING,         /* the king removed */
  PARLOUR_HANDICAP_ERROR_FEN,          /* not a readable position */
} ParlourHandicapError;

typedef enum {
  PARLOUR_HANDICAP_GIVER,
  PARLOUR_HANDICAP_TAKER,
} ParlourHandicapChooser;

/* The largest handicap value: every piece but the king. */
#define PARLOUR_HANDICAP_MAX_VALUE 39

GQuark                 parlour_handicap_error_quark (void);

/* Who chooses the giver's removed pieces in game @game (from 1): game 1 the
 * giver, then in pairs: 2-3 the taker, 4-5 the giver, 6-7 the taker, … */
ParlourHandicapChooser parlour_handicap_chooser     (guint game);
const char            *parlour_handicap_chooser_name (ParlourHandicapChooser chooser);

/* The value of a removed set, counts per chess kind (P 1, N 3, B 3, R 5, Q 9). */
guint                  parlour_handicap_value       (const guint removed[PARLOUR_BINGO_KINDS]);
/* Checks a removed set (counts per chess kind, the king's included) against the
 * rules for @chooser and the value @value; the error names the broken rule. */
gboolean               parlour_handicap_check_set   (const guint           *removed,
                                                     ParlourHandicapChooser chooser,
                                                     guint                  value,
                                                     GError               **error);

/* Castling rights that follow the remaining rooks: each right whose king and rook
 * stand on their start squares. */
void                   parlour_handicap_fix_castling (ParlourPosition *pos);
/* The standard start with @giver's pieces on @removed (@n_removed squares) taken
 * off, castling following the rooks. */
ParlourPosition       *parlour_handicap_position_new (ParlourColor         giver,
                                                      const ParlourSquare *removed,
                                                      guint                n_removed);
/* Reads a handicap start: the standard start with some of @giver's pieces
 * missing, its castling field as written (then corrected). Fills @removed with
 * the missing pieces per kind; NULL with an error naming what is wrong (the king
 * removed, a piece not on its start square, an unreadable FEN). */
ParlourPosition       *parlour_handicap_read_fen     (const char  *fen,
                                                      ParlourColor giver,
                                                      guint        removed[PARLOUR_BINGO_KINDS],
                                                      GError     **error);

G_END_DECLS
