/* parlour-zobrist.c — Zobrist keys for incremental position hashing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keys come from SplitMix64 (Steele, Lea and Flood, 2014) with a fixed
 * seed, so hashes are the same in every run and on every machine.
 */
#include "parlour-zobrist.h"

ParlourZobrist parlour_zobrist;

guint64
parlour_splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
parlour_zobrist_init (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      guint64 state = G_GUINT64_CONSTANT (0x5061726c6f757221);  /* "Parlour!" */
      ParlourZobrist *z = &parlour_zobrist;

      for (guint p = 0; p < 128; p++)
        for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
          z->piece[p][sq] = (p & 0x0f) ? parlour_splitmix64 (&state) : 0;
      z->side = parlour_splitmix64 (&state);
      z->castling[0] = 0;
      for (guint i = 1; i < 16; i++)
        z->castling[i] = parlour_splitmix64 (&state);
      for (guint sq = 0; sq < PARLOUR_MAX_SQUARES; sq++)
        z->ep[sq] = parlour_splitmix64 (&state);
      for (guint c = 0; c < 32; c++)
        for (guint n = 0; n < 64; n++)
          z->reserve[c][n] = n ? parlour_splitmix64 (&state) : 0;
      z->passes[0] = 0;
      for (guint i = 1; i < 8; i++)
        z->passes[i] = parlour_splitmix64 (&state);
      g_once_init_leave (&once, 1);
    }
}

/* A pending move can be any of 2^24 values, too many for a table: its key is
 * mixed from the move itself, with a seed of its own so that it is unrelated
 * to the table keys. */
guint64
parlour_zobrist_pending (ParlourMove move)
{
  guint64 state = G_GUINT64_CONSTANT (0x53696d756c212121) ^ move;  /* "Simul!!!" */

  return parlour_splitmix64 (&state);
}
