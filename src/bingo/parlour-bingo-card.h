/* parlour-bingo-card.h — a Chess Bingo card: 25 objectives dealt from a seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-bingo-objectives.h"

G_BEGIN_DECLS

#define PARLOUR_BINGO_CARD_SIZE  5
#define PARLOUR_BINGO_CARD_CELLS 25
/* 5 rows, 5 columns and 2 diagonals */
#define PARLOUR_BINGO_CARD_LINES 12

typedef struct {
  guint64                      seed;
  gboolean                     handicap;   /* dealt with the handicap-only objectives */
  /* row by row: cells[row * 5 + column] */
  const ParlourBingoObjective *cells[PARLOUR_BINGO_CARD_CELLS];
} ParlourBingoCard;

/* A seed as the user types it: a whole number from 0 to 2^64 - 1, digits only. */
gboolean parlour_bingo_seed_parse (const char *text,
                                   guint64    *seed,
                                   GError    **error);

/* Deals the card of @seed (docs/rules/bingo.md, "The card"): five objectives of
 * each difficulty, one of each difficulty in every one of the 12 lines, never two
 * rows of one condition; with @handicap the handicap-only objectives may be dealt.
 * The same seed and @handicap always deal the same card. */
gboolean parlour_bingo_card_deal  (ParlourBingoCard *card,
                                   guint64           seed,
                                   gboolean          handicap,
                                   GError          **error);

/* A card of the objectives @ids (25, row by row; a saved card, a test's),
 * with @seed as its seed. FALSE with an error naming an unknown or repeated id. */
gboolean parlour_bingo_card_from_ids (ParlourBingoCard  *card,
                                      const char *const *ids,
                                      guint64            seed,
                                      gboolean           handicap,
                                      GError           **error);

/* The five cells of line @line (0-4 rows, 5-9 columns, 10 the diagonal from the
 * top left, 11 the one from the top right). */
void     parlour_bingo_card_line  (guint  line,
                                   guint  cells[PARLOUR_BINGO_CARD_SIZE]);
/* How many of the 12 lines have all five cells in @ticked. */
guint    parlour_bingo_card_count_lines (const gboolean ticked[PARLOUR_BINGO_CARD_CELLS]);
/* The cell of the objective @id on @card, or -1. */
int      parlour_bingo_card_find  (const ParlourBingoCard *card,
                                   const char             *id);

G_END_DECLS
