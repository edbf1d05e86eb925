/* parlour-variant-bungalow.h — the Bungalow Shatranj family's kinds (docs/rules/bungalow.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-position.h"

G_BEGIN_DECLS

/* Kind indices. The first three are shared by all three variants, so that the
 * capture promotion rules can name them; the others differ between the classic
 * set (Bungalow, 2D Bungalow) and the Forward Bungalow set. */
enum {
  PARLOUR_BUNGALOW_PAWN = 1,
  PARLOUR_BUNGALOW_ASSISTANT,
  PARLOUR_BUNGALOW_LEADER,
  /* Bungalow and 2D Bungalow */
  PARLOUR_BUNGALOW_DABBABAH,
  PARLOUR_BUNGALOW_HORSE,
  PARLOUR_BUNGALOW_CAMEL,
  PARLOUR_BUNGALOW_ELEPHANT,
};

enum {
  /* Forward Bungalow (after PAWN, ASSISTANT, LEADER) */
  PARLOUR_BUNGALOW_LAME_DABBABAH = PARLOUR_BUNGALOW_LEADER + 1,
  PARLOUR_BUNGALOW_DARK_HORSE,
  PARLOUR_BUNGALOW_HUMP,
  PARLOUR_BUNGALOW_LAME_ALFIL,
  PARLOUR_BUNGALOW_GIRAFFE,
  PARLOUR_BUNGALOW_MITRE,
};

/* the Giraffe's named generator (parlour-giraffe.c) */
extern const ParlourCustomMovement parlour_giraffe_movement;

/* TRUE if @color has nothing but its royal piece */
gboolean parlour_bungalow_is_bare (const ParlourPosition *pos,
                                   ParlourColor           color);

G_END_DECLS
