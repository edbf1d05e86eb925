/* parlour-tables.c — per-variant move and attack tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every kind's Betza movement is compiled once, then unrolled for each square
 * and colour into leaps (with an optional leg square) and rays. The attack
 * tables are the inverse: for each target square, the squares from which a
 * leaper could capture on it (with the kinds that can) and the rays along which
 * a rider could.
 */
#include "parlour-tables.h"

#include <string.h>

typedef struct {
  GArray *leaps;        /* ParlourLeap */
  GArray *rays;         /* ParlourRay */
  GArray *ray_squares;  /* guint8 */
} Builder;

static gboolean
on_board (const ParlourVariant *v, int f, int r)
{
  return f >= 0 && r >= 0 && f < (int) v->width && r < (int) v->height;
}

/* Attack ray directions are keyed by (dx, dy) per target square. */
typedef struct {
  int dx, dy;
  guint32 mask;
} RayDir;

ParlourTables *
parlour_tables_build (const ParlourVariant *v,
                      GError              **error)
{
  g_autofree ParlourTables *t = g_new0 (ParlourTables, 1);
  Builder b;
  g_autoptr(GArray) attack_leaps = g_array_new (FALSE, TRUE, sizeof (ParlourAttackLeap));
  g_autoptr(GArray) attack_rays = g_array_new (FALSE, TRUE, sizeof (ParlourAttackRay));
  /* per target square: list of (from, leg, mask) being merged */
  GArray *inv_leaps[PARLOUR_MAX_SQUARES];
  GArray *inv_rays[PARLOUR_MAX_SQUARES];
  ParlourBetzaMovement movement[PARLOUR_MAX_KINDS];
  guint n_sq = v->width * v->height;

  g_return_val_if_fail (v->n_kinds < PARLOUR_MAX_KINDS, NULL);
  g_return_val_if_fail (v->width >= PARLOUR_MIN_FILES && v->width <= PARLOUR_MAX_FILES, NULL);
  g_return_val_if_fail (v->height >= PARLOUR_MIN_FILES && v->height <= PARLOUR_MAX_FILES, NULL);

  t->width = v->width;
  t->height = v->height;
  t->n_squares = n_sq;

  for (guint k = 1; k <= v->n_kinds; k++)
    {
      const ParlourKind *kind = &v->kinds[k];
      if (kind->custom != NULL)
        {
          memset (&movement[k], 0, sizeof movement[k]);
          t->custom_mask |= PARLOUR_CODE_BIT (k) | PARLOUR_CODE_BIT (k | 0x10);
          continue;
        }
      if (!parlour_betza_compile (kind->betza, &movement[k], error))
        {
          g_prefix_error (error, "%s, kind %c: ", v->id, kind->letter);
          return NULL;
        }
    }

  /* initial squares and last ranks */
  for (guint c = 0; c < 2; c++)
    for (guint sq = 0; sq < n_sq; sq++)
      {
        guint rank = sq / v->width;
        if (v->initial_squares[c] != NULL)
          t->initial[c][sq] = v->initial_squares[c][sq];
        else
          t->initial[c][sq] = (c == 0) ? rank == 1 : rank == v->height - 2;
        t->last_rank[c][sq] = (c == 0) ? rank == v->height - 1 : rank == 0;
      }

  /* castling squares: the king on its file of the back rank, rooks in the corners */
  memset (t->castle_king, PARLOUR_NO_SQUARE, sizeof t->castle_king);
  memset (t->castle_rook, PARLOUR_NO_SQUARE, sizeof t->castle_rook);
  if (v->flags & PARLOUR_VARIANT_CASTLING)
    {
      for (guint c = 0; c < 2; c++)
        {
          guint rank = c == 0 ? 0 : v->height - 1;
          guint8 k_right = c == 0 ? 1 : 4, q_right = c == 0 ? 2 : 8;
          t->castle_king[c] = parlour_square (v->width, v->castle_king_file, rank);
          t->castle_rook[c][0] = parlour_square (v->width, v->width - 1, rank);
          t->castle_rook[c][1] = parlour_square (v->width, 0, rank);
          t->castle_clear[t->castle_king[c]] |= k_right | q_right;
          t->castle_clear[t->castle_rook[c][0]] |= k_right;
          t->castle_clear[t->castle_rook[c][1]] |= q_right;
        }
    }

  b.leaps = g_array_new (FALSE, TRUE, sizeof (ParlourLeap));
  b.rays = g_array_new (FALSE, TRUE, sizeof (ParlourRay));
  b.ray_squares = g_array_new (FALSE, TRUE, 1);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      inv_leaps[sq] = g_array_new (FALSE, TRUE, sizeof (ParlourAttackLeap));
      inv_rays[sq] = g_array_new (FALSE, TRUE, sizeof (RayDir));
    }

  for (guint k = 1; k <= v->n_kinds; k++)
    for (guint c = 0; c < 2; c++)
      for (guint sq = 0; sq < n_sq; sq++)
        {
          ParlourSquareMoves *sm = &t->moves[k][c][sq];
          int f0 = sq % v->width, r0 = sq / v->width;
          guint32 code_bit = PARLOUR_CODE_BIT (k | (c ? 0x10 : 0));

          sm->leap_first = b.leaps->len;
          sm->ray_first = b.rays->len;
          for (guint i = 0; i < movement[k].n; i++)
            {
              const ParlourBetzaVector *vec = &movement[k].v[i];
              int dy = c ? -vec->dy : vec->dy;
              int dx = vec->dx;
              if (!vec->rider)
                {
                  ParlourLeap leap = { 0 };
                  int f = f0 + dx, r = r0 + dy;
                  if (!on_board (v, f, r))
                    continue;
                  if ((vec->modes & PARLOUR_BETZA_INITIAL) && !t->initial[c][sq])
                    continue;
                  leap.to = parlour_square (v->width, f, r);
                  leap.leg = PARLOUR_NO_SQUARE;
                  leap.modes = vec->modes;
                  if (vec->lame)
                    {
                      int lf = f0 + vec->leg_dx, lr = r0 + (c ? -vec->leg_dy : vec->leg_dy);
                      leap.leg = parlour_square (v->width, lf, lr);
                      t->lame_mask |= code_bit;
                    }
                  g_array_append_val (b.leaps, leap);
                  sm->leap_n++;
                  if ((vec->modes & PARLOUR_BETZA_CAPTURE) && !(vec->modes & PARLOUR_BETZA_INITIAL))
                    {
                      GArray *inv = inv_leaps[leap.to];
                      gboolean merged = FALSE;
                      for (guint j = 0; j < inv->len; j++)
                        {
                          ParlourAttackLeap *al = &g_array_index (inv, ParlourAttackLeap, j);
                          if (al->from == sq && al->leg == leap.leg)
                            {
                              al->mask |= code_bit;
                              merged = TRUE;
                              break;
                            }
                        }
                      if (!merged)
                        {
                          ParlourAttackLeap al = { .from = sq, .leg = leap.leg, .mask = code_bit };
                          g_array_append_val (inv, al);
                        }
                    }
                }
              else
                {
                  ParlourRay ray = { 0 };
                  int f = f0 + dx, r = r0 + dy;
                  ray.first = b.ray_squares->len;
                  ray.modes = vec->modes;
                  while (on_board (v, f, r))
                    {
                      guint8 s = parlour_square (v->width, f, r);
                      g_array_append_val (b.ray_squares, s);
                      ray.len++;
                      f += dx;
                      r += dy;
                    }
                  if (ray.len == 0)
                    continue;
                  if (b.ray_squares->len > G_MAXUINT16)
                    {
                      g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                                   "%s: move tables too large", v->id);
                      goto fail;
                    }
                  g_array_append_val (b.rays, ray);
                  sm->ray_n++;
                  t->rider_mask |= code_bit;
                  if (vec->modes & PARLOUR_BETZA_CAPTURE)
                    {
                      /* the rider on sq attacks along (dx, dy): seen from each
                       * target, the attacker is found walking (-dx, -dy) */
                      int tf = f0 + dx, tr = r0 + dy;
                      while (on_board (v, tf, tr))
                        {
                          guint tsq = parlour_square (v->width, tf, tr);
                          GArray *inv = inv_rays[tsq];
                          gboolean merged = FALSE;
                          for (guint j = 0; j < inv->len; j++)
                            {
                              RayDir *rd = &g_array_index (inv, RayDir, j);
                              if (rd->dx == -dx && rd->dy == -dy)
                                {
                                  rd->mask |= code_bit;
                                  merged = TRUE;
                                  break;
                                }
                            }
                          if (!merged)
                            {
                              RayDir rd = { -dx, -dy, code_bit };
                              g_array_append_val (inv, rd);
                            }
                          tf += dx;
                          tr += dy;
                        }
                    }
                }
            }
        }

  /* flatten the inverse tables */
  for (guint sq = 0; sq < n_sq; sq++)
    {
      int f0 = sq % v->width, r0 = sq / v->width;
      t->attack_leap_first[sq] = attack_leaps->len;
      g_array_append_vals (attack_leaps, inv_leaps[sq]->data, inv_leaps[sq]->len);
      t->attack_ray_first[sq] = attack_rays->len;
      for (guint j = 0; j < inv_rays[sq]->len; j++)
        {
          RayDir *rd = &g_array_index (inv_rays[sq], RayDir, j);
          ParlourAttackRay ar = { .first = b.ray_squares->len, .mask = rd->mask };
          int f = f0 + rd->dx, r = r0 + rd->dy;
          while (on_board (v, f, r))
            {
              guint8 s = parlour_square (v->width, f, r);
              g_array_append_val (b.ray_squares, s);
              ar.len++;
              f += rd->dx;
              r += rd->dy;
            }
          g_array_append_val (attack_rays, ar);
        }
    }
  t->attack_leap_first[n_sq] = attack_leaps->len;
  t->attack_ray_first[n_sq] = attack_rays->len;

  t->leaps = (ParlourLeap *) g_array_free (b.leaps, FALSE);
  t->rays = (ParlourRay *) g_array_free (b.rays, FALSE);
  t->ray_squares = (guint8 *) g_array_free (b.ray_squares, FALSE);
  t->attack_leaps = (ParlourAttackLeap *) g_array_free (g_steal_pointer (&attack_leaps), FALSE);
  t->attack_rays = (ParlourAttackRay *) g_array_free (g_steal_pointer (&attack_rays), FALSE);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      g_array_unref (inv_leaps[sq]);
      g_array_unref (inv_rays[sq]);
    }
  return g_steal_pointer (&t);

fail:
  g_array_unref (b.leaps);
  g_array_unref (b.rays);
  g_array_unref (b.ray_squares);
  for (guint sq = 0; sq < n_sq; sq++)
    {
      g_array_unref (inv_leaps[sq]);
      g_array_unref (inv_rays[sq]);
    }
  return NULL;
}
