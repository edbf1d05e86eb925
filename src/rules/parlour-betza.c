/* parlour-betza.c — compile Betza movement notation into move vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Supported: atoms W F D N A H C Z G (leapers), doubled atoms (riders, WW = R),
 * the shorthands K (WF), R (WW), B (FF), Q (WWFF); modifiers
 *   f b l r s v   direction (see below)
 *   m c           move only / capture only (both = default)
 *   n             lame: the leg square must be empty (D, A, N only)
 *   i             only from the kind's initial squares
 * Directions follow Betza's original convention: a single letter keeps the
 * half-plane (fN is the four forward knight moves, fC the four forward camel
 * moves), a doubled letter the narrow pair (ffN = the two most forward knight
 * moves). Two different letters intersect (fl = forward and to the left);
 * s = l + r, v = f + b, except that on oblique atoms s and v keep only the
 * moves that are more sideways (sN = the four (2,1) moves) or more vertical.
 */
#include "parlour-betza.h"

#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (parlour-betza-error-quark, parlour_betza_error)

typedef struct {
  char letter;
  gint8 a, b;      /* the (a, b) leap, a >= b */
} Atom;

static const Atom atoms[] = {
  { 'W', 1, 0 }, { 'F', 1, 1 }, { 'D', 2, 0 }, { 'N', 2, 1 }, { 'A', 2, 2 },
  { 'H', 3, 0 }, { 'C', 3, 1 }, { 'Z', 3, 2 }, { 'G', 3, 3 },
};

static const Atom *
find_atom (char c)
{
  for (guint i = 0; i < G_N_ELEMENTS (atoms); i++)
    if (atoms[i].letter == c)
      return &atoms[i];
  return NULL;
}

typedef struct {
  guint f, b, l, r, s, v;   /* counts of each letter */
  gboolean any;
} Dirs;

/* Does direction (dx, dy) of an atom pass the direction modifiers? */
static gboolean
direction_allowed (const Dirs *d,
                   int         dx,
                   int         dy)
{
  int adx = abs (dx), ady = abs (dy);
  gboolean narrow_v = ady > adx;   /* more vertical than horizontal */
  gboolean narrow_h = adx > ady;
  gboolean vert_set = d->f || d->b || d->v;
  gboolean horiz_set = d->l || d->r || d->s;
  gboolean ok_v = TRUE, ok_h = TRUE;

  if (!d->any)
    return TRUE;

  if (vert_set)
    {
      ok_v = FALSE;
      if (d->f && dy > 0)
        ok_v = TRUE;
      if (d->b && dy < 0)
        ok_v = TRUE;
      if (d->v && dy != 0 && (adx == 0 || adx == ady || narrow_v))
        ok_v = TRUE;
      /* doubled letters (ff, bb, vv) narrow an oblique atom to its steep pair */
      if ((d->f > 1 || d->b > 1 || d->v > 1) && adx != 0 && !narrow_v)
        ok_v = FALSE;
      /* alone, an orthogonal-only direction letter excludes sideways moves */
      if (!horiz_set && dy == 0)
        ok_v = FALSE;
    }
  if (horiz_set)
    {
      ok_h = FALSE;
      if (d->l && dx < 0)
        ok_h = TRUE;
      if (d->r && dx > 0)
        ok_h = TRUE;
      if (d->s && dx != 0 && (ady == 0 || adx == ady || narrow_h))
        ok_h = TRUE;
      if ((d->l > 1 || d->r > 1 || d->s > 1) && ady != 0 && !narrow_h)
        ok_h = FALSE;
      if (!vert_set && dx == 0)
        ok_h = FALSE;
    }
  if (vert_set && horiz_set)
    {
      /* For orthogonal atoms, "fs" means forward or sideways (union);
       * for diagonal and oblique atoms it is the intersection. */
      if (dx == 0 || dy == 0)
        return (dx == 0 && ok_v) || (dy == 0 && ok_h);
      return ok_v && ok_h;
    }
  return ok_v && ok_h;
}

static void
add_vector (ParlourBetzaMovement *out,
            int dx, int dy, int leg_dx, int leg_dy,
            guint modes, gboolean rider, gboolean lame)
{
  for (guint i = 0; i < out->n; i++)
    {
      ParlourBetzaVector *v = &out->v[i];
      if (v->dx == dx && v->dy == dy && v->rider == rider && v->lame == lame &&
          v->leg_dx == leg_dx && v->leg_dy == leg_dy &&
          (v->modes & PARLOUR_BETZA_INITIAL) == (modes & PARLOUR_BETZA_INITIAL))
        {
          v->modes |= modes;
          return;
        }
    }
  if (out->n >= PARLOUR_BETZA_MAX_VECTORS)
    return;
  out->v[out->n++] = (ParlourBetzaVector) {
    .dx = dx, .dy = dy, .leg_dx = leg_dx, .leg_dy = leg_dy,
    .modes = modes, .rider = rider ? 1 : 0, .lame = lame ? 1 : 0,
  };
}

static gboolean
add_atom (ParlourBetzaMovement *out,
          const Atom           *atom,
          const Dirs           *dirs,
          guint                 modes,
          gboolean              rider,
          gboolean              lame,
          const char           *betza,
          guint                 pos,
          GError              **error)
{
  static const int signs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  gboolean added = FALSE;

  if (lame && !(atom->letter == 'D' || atom->letter == 'A' || atom->letter == 'N'))
    {
      g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                   "“%s”, position %u: the lame modifier n is supported on D, A and N only",
                   betza, pos + 1);
      return FALSE;
    }

  for (guint swap = 0; swap < 2; swap++)
    {
      int a = swap ? atom->b : atom->a;
      int b = swap ? atom->a : atom->b;
      if (swap && atom->a == atom->b)
        break;
      for (guint s = 0; s < 4; s++)
        {
          int dx = a * signs[s][0], dy = b * signs[s][1];
          int leg_dx = 0, leg_dy = 0;
          gboolean dup = FALSE;
          /* zero components produce duplicate sign combinations */
          if ((a == 0 && signs[s][0] < 0) || (b == 0 && signs[s][1] < 0))
            dup = TRUE;
          if (dup || !direction_allowed (dirs, dx, dy))
            continue;
          if (lame)
            {
              if (atom->letter == 'N')
                {
                  /* the Xiangqi horse: first an orthogonal step along the long leg */
                  if (abs (dx) > abs (dy))
                    leg_dx = dx > 0 ? 1 : -1;
                  else
                    leg_dy = dy > 0 ? 1 : -1;
                }
              else
                {
                  leg_dx = dx / 2;
                  leg_dy = dy / 2;
                }
            }
          add_vector (out, dx, dy, leg_dx, leg_dy, modes, rider, lame);
          added = TRUE;
        }
    }
  if (!added)
    {
      g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                   "“%s”, position %u: the direction modifiers leave no move for %c",
                   betza, pos + 1, atom->letter);
      return FALSE;
    }
  return TRUE;
}

/**
 * parlour_betza_compile:
 * @betza: a movement in Betza notation, e.g. "fmWfcFifmnD"
 * @out: (out): the compiled vectors
 * @error: set on syntax errors and unsupported notation
 *
 * Returns: %TRUE on success.
 */
gboolean
parlour_betza_compile (const char           *betza,
                       ParlourBetzaMovement *out,
                       GError              **error)
{
  guint i = 0, len;

  g_return_val_if_fail (betza != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  len = strlen (betza);
  if (len == 0)
    {
      g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_SYNTAX,
                   "empty movement");
      return FALSE;
    }

  while (i < len)
    {
      Dirs dirs = { 0 };
      guint modes = 0;
      gboolean lame = FALSE, initial = FALSE;
      char c;

      while (i < len && g_ascii_islower (betza[i]))
        {
          c = betza[i];
          switch (c)
            {
            case 'f': dirs.f++; dirs.any = TRUE; break;
            case 'b': dirs.b++; dirs.any = TRUE; break;
            case 'l': dirs.l++; dirs.any = TRUE; break;
            case 'r': dirs.r++; dirs.any = TRUE; break;
            case 's': dirs.s++; dirs.any = TRUE; break;
            case 'v': dirs.v++; dirs.any = TRUE; break;
            case 'm': modes |= PARLOUR_BETZA_MOVE; break;
            case 'c': modes |= PARLOUR_BETZA_CAPTURE; break;
            case 'n': lame = TRUE; break;
            case 'i': initial = TRUE; break;
            default:
              g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                           "“%s”, position %u: unsupported modifier “%c”", betza, i + 1, c);
              return FALSE;
            }
          i++;
        }
      if (i >= len)
        {
          g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_SYNTAX,
                       "“%s”, position %u: modifiers without an atom", betza, i + 1);
          return FALSE;
        }
      if (modes == 0)
        modes = PARLOUR_BETZA_MOVE | PARLOUR_BETZA_CAPTURE;
      if (initial)
        modes |= PARLOUR_BETZA_INITIAL;

      c = betza[i];
      {
        guint atom_pos = i;
        const char *expand = NULL;
        gboolean rider = FALSE;

        switch (c)
          {
          case 'K': expand = "WF"; break;
          case 'R': expand = "W"; rider = TRUE; break;
          case 'B': expand = "F"; rider = TRUE; break;
          case 'Q': expand = "WF"; rider = TRUE; break;
          default: break;
          }
        i++;
        if (expand == NULL)
          {
            const Atom *atom = find_atom (c);
            if (atom == NULL)
              {
                g_set_error (error, PARLOUR_BETZA_ERROR,
                             g_ascii_isupper (c) ? PARLOUR_BETZA_ERROR_UNSUPPORTED
                                                 : PARLOUR_BETZA_ERROR_SYNTAX,
                             "“%s”, position %u: unknown atom “%c”", betza, atom_pos + 1, c);
                return FALSE;
              }
            if (i < len && betza[i] == c)
              {
                rider = TRUE;
                i++;
              }
            if (i < len && g_ascii_isdigit (betza[i]))
              {
                g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                             "“%s”, position %u: range limits are not supported",
                             betza, i + 1);
                return FALSE;
              }
            if (rider && lame)
              {
                g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                             "“%s”, position %u: a rider cannot be lame", betza, atom_pos + 1);
                return FALSE;
              }
            if (!add_atom (out, atom, &dirs, modes, rider, lame, betza, atom_pos, error))
              return FALSE;
          }
        else
          {
            if (lame)
              {
                g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                             "“%s”, position %u: the lame modifier n is supported on D, A and N only",
                             betza, atom_pos + 1);
                return FALSE;
              }
            if (i < len && g_ascii_isdigit (betza[i]))
              {
                g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                             "“%s”, position %u: range limits are not supported",
                             betza, i + 1);
                return FALSE;
              }
            for (const char *e = expand; *e; e++)
              {
                GError *local = NULL;
                /* a direction set may rule out one of the two atoms (fK keeps
                 * both, but e.g. "ffK" is odd): only fail if nothing is left */
                if (!add_atom (out, find_atom (*e), &dirs, modes, rider, FALSE,
                               betza, atom_pos, &local))
                  g_clear_error (&local);
              }
            if (out->n == 0)
              {
                g_set_error (error, PARLOUR_BETZA_ERROR, PARLOUR_BETZA_ERROR_UNSUPPORTED,
                             "“%s”, position %u: the direction modifiers leave no move for %c",
                             betza, atom_pos + 1, c);
                return FALSE;
              }
          }
      }
    }
  return TRUE;
}
