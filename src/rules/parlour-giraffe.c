/* parlour-giraffe.c — the Giraffe of Forward Bungalow, a movement Betza cannot say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bungalow.md, "Forward Bungalow": one diagonal step to an empty
 * square, then at least three squares straight on outward, in one of the two
 * orthogonal directions that continue away from the start, sliding on while the
 * squares passed are empty. From a1 it reaches b5, b6, … (b2, b3, b4 empty) and
 * e2, f2, … (b2, c2, d2 empty). It may capture on any square it could reach, so
 * the first square it can end on is a (1, 4) leap away and every square passed
 * must be empty.
 * The Giraffe moves alike for both colours.
 */
#include "parlour-variant-bungalow.h"
#include "parlour-position-private.h"

#include <stdlib.h>

/* the straight part of a move is at least this many squares long */
#define GIRAFFE_MIN_RUN 3

static void
giraffe_generate (const ParlourPosition *pos,
                  ParlourSquare          from,
                  ParlourColor           color,
                  ParlourMoveList       *list)
{
  const int w = pos->variant->width, h = pos->variant->height;
  const int f0 = from % w, r0 = from / w;

  for (int dx = -1; dx <= 1; dx += 2)
    for (int dy = -1; dy <= 1; dy += 2)
      {
        int f1 = f0 + dx, r1 = r0 + dy;
        if (f1 < 0 || f1 >= w || r1 < 0 || r1 >= h || pos->board[r1 * w + f1])
          continue;
        /* the two straight directions that continue away from @from */
        for (int straight = 0; straight < 2; straight++)
          {
            int sx = straight ? 0 : dx, sy = straight ? dy : 0;
            int f = f1, r = r1;
            for (int run = 1;; run++)
              {
                ParlourPiece p;
                f += sx;
                r += sy;
                if (f < 0 || f >= w || r < 0 || r >= h)
                  break;
                p = pos->board[r * w + f];
                if (p == PARLOUR_PIECE_EMPTY)
                  {
                    if (run >= GIRAFFE_MIN_RUN)
                      parlour_move_list_add (list, PARLOUR_MOVE_MAKE (from, r * w + f, 0,
                                                                      PARLOUR_MOVE_NORMAL));
                    continue;
                  }
                if (run >= GIRAFFE_MIN_RUN && PARLOUR_PIECE_COLOR (p) != color)
                  parlour_move_list_add (list, PARLOUR_MOVE_MAKE (from, r * w + f, 0,
                                                                  PARLOUR_MOVE_NORMAL));
                break;
              }
          }
      }
}

/* Does a Giraffe on @from attack @target? Only one path can lead there: the
 * diagonal step towards it, then straight along the long side. */
static gboolean
giraffe_attacks (const ParlourPosition *pos,
                 ParlourSquare          from,
                 ParlourColor           color,
                 ParlourSquare          target)
{
  const int w = pos->variant->width;
  const int df = target % w - from % w, dr = target / w - from / w;
  int sx, sy, step, sq, n;

  if (abs (df) == 1 && abs (dr) > GIRAFFE_MIN_RUN)
    {
      step = dr > 0 ? w : -w;
      n = abs (dr) - 1;            /* squares passed after the diagonal step */
    }
  else if (abs (dr) == 1 && abs (df) > GIRAFFE_MIN_RUN)
    {
      step = df > 0 ? 1 : -1;
      n = abs (df) - 1;
    }
  else
    return FALSE;
  sx = df > 0 ? 1 : -1;
  sy = dr > 0 ? 1 : -1;
  /* the diagonal square, then every square before the target */
  sq = from + sy * w + sx;
  if (pos->board[sq])
    return FALSE;
  for (int i = 1; i < n; i++)
    {
      sq += step;
      if (pos->board[sq])
        return FALSE;
    }
  return TRUE;
}

/* Does any Giraffe with piece code @code attack @target? Seen from the target,
 * a Giraffe's path runs straight along the target's file or rank over at least
 * three empty squares, then one diagonal step back beside the line: walk the
 * four lines outward while they are empty, and from the third square on look
 * at the two squares one further and one to the side. */
static gboolean
giraffe_attacked_by (const ParlourPosition *pos,
                     guint                  code,
                     ParlourSquare          target)
{
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  const int w = pos->variant->width, h = pos->variant->height;
  const int tf = target % w, tr = target / w;

  for (guint d = 0; d < 4; d++)
    {
      const int ox = dirs[d][0], oy = dirs[d][1];
      for (int run = 1;; run++)
        {
          int f = tf + ox * run, r = tr + oy * run;
          if (f < 0 || f >= w || r < 0 || r >= h || pos->board[r * w + f])
            break;
          if (run >= GIRAFFE_MIN_RUN)
            {
              /* one further along the line, one to either side */
              int gf = f + ox, gr = r + oy;
              for (int side = -1; side <= 1; side += 2)
                {
                  int sf = gf + (ox ? 0 : side), sr = gr + (oy ? 0 : side);
                  if (sf >= 0 && sf < w && sr >= 0 && sr < h &&
                      PARLOUR_PIECE_CODE (pos->board[sr * w + sf]) == code)
                    return TRUE;
                }
            }
        }
    }
  return FALSE;
}

const ParlourCustomMovement parlour_giraffe_movement = {
  .name = "giraffe",
  .generate = giraffe_generate,
  .attacks = giraffe_attacks,
  .attacked_by = giraffe_attacked_by,
};
