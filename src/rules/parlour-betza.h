/* parlour-betza.h — compile Betza movement notation into move vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PARLOUR_BETZA_ERROR (parlour_betza_error_quark ())

typedef enum {
  PARLOUR_BETZA_ERROR_SYNTAX,
  PARLOUR_BETZA_ERROR_UNSUPPORTED,
} ParlourBetzaError;

typedef enum {
  PARLOUR_BETZA_MOVE    = 1 << 0,   /* may move to an empty square */
  PARLOUR_BETZA_CAPTURE = 1 << 1,   /* may capture on the square */
  PARLOUR_BETZA_INITIAL = 1 << 2,   /* only from the kind's initial squares */
} ParlourBetzaMode;

/*
 * One direction of movement, seen from White (Black mirrors dy).
 * A leaper jumps once by (dx, dy); a rider repeats the step while the squares
 * are empty. A lame ("n") leaper needs the leg square (leg_dx, leg_dy) empty.
 */
typedef struct {
  gint8  dx, dy;
  gint8  leg_dx, leg_dy;
  guint8 modes;       /* ParlourBetzaMode */
  guint8 rider : 1;
  guint8 lame : 1;
} ParlourBetzaVector;

#define PARLOUR_BETZA_MAX_VECTORS 64

typedef struct {
  ParlourBetzaVector v[PARLOUR_BETZA_MAX_VECTORS];
  guint n;
} ParlourBetzaMovement;

GQuark   parlour_betza_error_quark (void);
gboolean parlour_betza_compile     (const char           *betza,
                                    ParlourBetzaMovement *out,
                                    GError              **error);

G_END_DECLS
