/* parlour-piece-info.c — a piece's name and how it moves, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board names the piece under the pointer (or under a long press) so that
 * nobody has to learn the art of a fairy piece before playing it, and the
 * rules page of the Bungalow family uses the same sentences. They are keyed by
 * the kind's stable id from the engine's kind tables, so a kind keeps its
 * words in every variant that has it; a sentence therefore says only what is
 * true wherever the kind is played (the Bungalow pawn's capture promotion is
 * told by its rules page).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-piece-info.h"

static const struct {
  const char *id;
  const char *text;
} movements[] = {
  { "king", N_("Steps one square in any direction.") },
  { "queen", N_("Slides any distance along a rank, a file or a diagonal.") },
  { "rook", N_("Slides any distance along a rank or a file.") },
  { "bishop", N_("Slides any distance diagonally.") },
  { "knight", N_("Jumps two squares one way and one square to the side, over anything in "
                 "between.") },
  { "pawn", N_("Steps one square straight forward and captures one square diagonally forward. "
               "From its starting square it may step two squares if both are empty.") },
  { "assistant", N_("Steps one square diagonally.") },
  { "leader", N_("Steps one square in any direction. It is the royal piece: the game is won "
                 "and lost with it.") },
  { "dabbabah", N_("Jumps two squares straight along a rank or a file, over anything in "
                   "between.") },
  { "horse", N_("Jumps like a chess knight: two squares one way and one square to the side.") },
  { "camel", N_("A longer jump than the Horse’s: three squares one way and one square to the "
                "side.") },
  { "elephant", N_("Jumps two squares diagonally, over anything in between.") },
  { "lame-dabbabah", N_("Moves two squares straight along a rank or a file, but only when the "
                        "square in between is empty.") },
  { "dark-horse", N_("Moves like the horse of Chinese chess: one square straight, then one "
                     "square diagonally outwards. A piece on the first square blocks it.") },
  { "hump", N_("A Camel that only leaps forwards: three squares forward and one to the side, or "
               "one square forward and three to the side.") },
  { "lame-alfil", N_("Moves two squares diagonally, but only when the square in between is "
                     "empty.") },
  { "giraffe", N_("Steps one square diagonally onto an empty square, then runs straight on, "
                  "away from where it started, through empty squares. It may stop or capture "
                  "from the third square of the run on.") },
  { "mitre", N_("Slides any distance diagonally forward, but never back: half a bishop.") },
};

const char *
parlour_piece_info_movement (const char *kind_id)
{
  g_return_val_if_fail (kind_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (movements); i++)
    if (g_str_equal (movements[i].id, kind_id))
      return _(movements[i].text);
  return NULL;
}

char *
parlour_piece_info_describe (const ParlourVariant *variant,
                             ParlourPiece          piece)
{
  const ParlourKind *kind;
  g_autofree char *name = NULL;
  g_autofree char *who = NULL;
  const char *movement;
  guint k;

  g_return_val_if_fail (variant != NULL, NULL);

  k = PARLOUR_PIECE_KIND (piece);
  if (k == 0 || k > variant->n_kinds)
    return NULL;
  kind = &variant->kinds[k];
  /* Translators: a Leader <kind> of Bungalow Shatranj, e.g. "Leader Camel" */
  name = PARLOUR_PIECE_HAS_ROYAL_MARK (piece) ? g_strdup_printf (_("Leader %s"), _(kind->name))
                                              : g_strdup (_(kind->name));
  if (PARLOUR_PIECE_COLOR (piece) == PARLOUR_WHITE)
    /* Translators: the piece under the pointer, e.g. "White Horse" */
    who = g_strdup_printf (_("White %s"), name);
  else
    /* Translators: the piece under the pointer, e.g. "Black Horse" */
    who = g_strdup_printf (_("Black %s"), name);
  movement = parlour_piece_info_movement (kind->id);
  if (movement == NULL)
    return g_steal_pointer (&who);
  if (PARLOUR_PIECE_HAS_ROYAL_MARK (piece))
    /* Translators: a piece's name, how it moves; the piece is a Leader <kind> */
    return g_strdup_printf (_("%s — %s It is royal: the game is won and lost with it."), who,
                            movement);
  /* Translators: a piece's name, then how it moves */
  return g_strdup_printf (_("%s — %s"), who, movement);
}
