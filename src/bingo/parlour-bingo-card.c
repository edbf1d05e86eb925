/* parlour-bingo-card.c — dealing a balanced Chess Bingo card from a seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card is balanced by difficulty (docs/rules/bingo.md, "The card"): five
 * objectives of each difficulty 1-5 stand in a diagonal Latin square, so every
 * row, column and diagonal holds exactly one objective of each difficulty and
 * no line is easier than another. The square is difficulty (a * row + b *
 * column) mod 5, renamed by a shuffle of the difficulties; a and b are chosen so
 * that both diagonals also meet every difficulty once. The random numbers are
 * SplitMix64 from the seed, so a seed deals the same card everywhere.
 */
#include "config.h"

#include <string.h>

#include "parlour-bingo-card.h"
#include "parlour-zobrist.h"

/* A number in [0, n) from @state, without the bias of a plain modulo. */
static guint
random_below (guint64 *state, guint n)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % n;
  guint64 x;

  do
    x = parlour_splitmix64 (state);
  while (x >= limit);
  return (guint) (x % n);
}

static void
shuffle (gpointer *items, guint n, guint64 *state)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = random_below (state, i);
      gpointer tmp = items[i - 1];
      items[i - 1] = items[j];
      items[j] = tmp;
    }
}

gboolean
parlour_bingo_seed_parse (const char *text,
                          guint64    *seed,
                          GError    **error)
{
  guint64 value = 0;

  g_return_val_if_fail (text != NULL && seed != NULL, FALSE);

  if (*text == '\0')
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SEED,
                   "the seed is empty: it is a whole number from 0 to %" G_GUINT64_FORMAT,
                   G_MAXUINT64);
      return FALSE;
    }
  for (const char *p = text; *p != '\0'; p++)
    {
      guint digit = (guint) (*p - '0');

      if (!g_ascii_isdigit (*p) || value > (G_MAXUINT64 - digit) / 10)
        {
          g_autofree char *shown = g_utf8_make_valid (text, -1);
          g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_SEED,
                       "the seed “%s” is not a whole number from 0 to %" G_GUINT64_FORMAT,
                       shown, G_MAXUINT64);
          return FALSE;
        }
      value = value * 10 + digit;
    }
  *seed = value;
  return TRUE;
}

/* Picks @want objectives of @difficulty whose conditions are not in @used. */
static gboolean
pick (guint              difficulty,
      gboolean           handicap,
      guint64           *state,
      GHashTable        *used,
      const ParlourBingoObjective **out,
      guint              want,
      GError           **error)
{
  g_autoptr(GPtrArray) candidates = g_ptr_array_new ();
  const ParlourBingoObjective *all;
  guint n, got = 0;

  all = parlour_bingo_objectives (&n);
  for (guint i = 0; i < n; i++)
    if (all[i].difficulty == difficulty && (handicap || !all[i].handicap))
      g_ptr_array_add (candidates, (gpointer) &all[i]);
  shuffle (candidates->pdata, candidates->len, state);
  for (guint i = 0; i < candidates->len && got < want; i++)
    {
      const ParlourBingoObjective *o = candidates->pdata[i];
      if (g_hash_table_contains (used, o->condition))
        continue;
      g_hash_table_add (used, (gpointer) o->condition);
      out[got++] = o;
    }
  if (got < want)
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_CATALOGUE,
                   "the catalogue has too few objectives of difficulty %u for a card", difficulty);
      return FALSE;
    }
  return TRUE;
}

gboolean
parlour_bingo_card_deal (ParlourBingoCard *card,
                         guint64           seed,
                         gboolean          handicap,
                         GError          **error)
{
  /* (a, b) with a, b, a + b and a - b all non-zero mod 5 */
  static const guint squares[8][2] = {
    { 1, 2 }, { 1, 3 }, { 2, 1 }, { 2, 4 }, { 3, 1 }, { 3, 4 }, { 4, 2 }, { 4, 3 },
  };
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  const ParlourBingoObjective *chosen[PARLOUR_BINGO_CARD_SIZE][PARLOUR_BINGO_CARD_SIZE];
  gpointer names[PARLOUR_BINGO_CARD_SIZE];
  guint taken[PARLOUR_BINGO_CARD_SIZE] = { 0 };
  guint64 state = seed;
  guint a, b;

  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint d = 0; d < PARLOUR_BINGO_CARD_SIZE; d++)
    if (!pick (d + 1, handicap, &state, used, chosen[d], PARLOUR_BINGO_CARD_SIZE, error))
      return FALSE;
  /* which difficulty each symbol of the square stands for */
  for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
    names[i] = GUINT_TO_POINTER (i);
  shuffle (names, PARLOUR_BINGO_CARD_SIZE, &state);
  {
    guint which = random_below (&state, G_N_ELEMENTS (squares));
    a = squares[which][0];
    b = squares[which][1];
  }

  memset (card, 0, sizeof *card);
  card->seed = seed;
  card->handicap = handicap;
  for (guint row = 0; row < PARLOUR_BINGO_CARD_SIZE; row++)
    for (guint col = 0; col < PARLOUR_BINGO_CARD_SIZE; col++)
      {
        guint d = GPOINTER_TO_UINT (names[(a * row + b * col) % PARLOUR_BINGO_CARD_SIZE]);
        card->cells[row * PARLOUR_BINGO_CARD_SIZE + col] = chosen[d][taken[d]++];
      }
  return TRUE;
}

gboolean
parlour_bingo_card_from_ids (ParlourBingoCard  *card,
                             const char *const *ids,
                             guint64            seed,
                             gboolean           handicap,
                             GError           **error)
{
  ParlourBingoCard made = { seed, handicap, { NULL } };

  g_return_val_if_fail (card != NULL && ids != NULL, FALSE);

  for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
    {
      g_autofree char *shown = g_utf8_make_valid (ids[i] != NULL ? ids[i] : "", -1);

      made.cells[i] = ids[i] != NULL ? parlour_bingo_objective_lookup (ids[i]) : NULL;
      if (made.cells[i] == NULL)
        {
          g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_CATALOGUE,
                       "the card's objective “%s” is not one Parlour has", shown);
          return FALSE;
        }
      if (parlour_bingo_card_find (&made, ids[i]) != (int) i)
        {
          g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_CATALOGUE,
                       "the objective “%s” is twice on the card", shown);
          return FALSE;
        }
    }
  *card = made;
  return TRUE;
}

void
parlour_bingo_card_line (guint line,
                         guint cells[PARLOUR_BINGO_CARD_SIZE])
{
  g_return_if_fail (line < PARLOUR_BINGO_CARD_LINES);

  for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
    {
      if (line < 5)
        cells[i] = line * PARLOUR_BINGO_CARD_SIZE + i;
      else if (line < 10)
        cells[i] = i * PARLOUR_BINGO_CARD_SIZE + (line - 5);
      else if (line == 10)
        cells[i] = i * PARLOUR_BINGO_CARD_SIZE + i;
      else
        cells[i] = i * PARLOUR_BINGO_CARD_SIZE + (PARLOUR_BINGO_CARD_SIZE - 1 - i);
    }
}

guint
parlour_bingo_card_count_lines (const gboolean ticked[PARLOUR_BINGO_CARD_CELLS])
{
  guint n = 0;

  for (guint line = 0; line < PARLOUR_BINGO_CARD_LINES; line++)
    {
      guint cells[PARLOUR_BINGO_CARD_SIZE];
      gboolean full = TRUE;

      parlour_bingo_card_line (line, cells);
      for (guint i = 0; i < PARLOUR_BINGO_CARD_SIZE; i++)
        full = full && ticked[cells[i]];
      n += full;
    }
  return n;
}

int
parlour_bingo_card_find (const ParlourBingoCard *card,
                         const char             *id)
{
  g_return_val_if_fail (card != NULL && id != NULL, -1);

  for (guint i = 0; i < PARLOUR_BINGO_CARD_CELLS; i++)
    if (card->cells[i] != NULL && g_str_equal (card->cells[i]->id, id))
      return (int) i;
  return -1;
}
