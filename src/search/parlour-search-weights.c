/* parlour-search-weights.c — the evaluation's weights: the set for variants
 * played on the board alone, the set for variants with drops, the set for
 * Bughouse, and their names for the tuner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Evaluation" and "Tuning". The terms the weights weigh are
 * in parlour-search-eval.c and parlour-search-pawns.c; their meanings are in
 * parlour-search-private.h.
 */
#include "parlour-search-private.h"

/* The weights for variants played on the board alone, tuned on chess
 * positions from Fairy-Stockfish's games (docs/computer.md, "Evaluation" and
 * "Tuning"). The terms' meanings are in parlour-search-private.h. */
static const ParlourEvalWeights board_weights = {
  .mobility_mg = 5, .mobility_eg = 3,
  .danger_attack = 4, .danger_drop = 4, .danger_hole = 4, .danger_hand = 4,
  .zone_attack = 4, .zone_square = 3, .shield = 9,
  .hand_bonus_pct = 15,
  .tempo = 46,
  .piece_bonus_pct = 27,
  .drop_keep_pct = 60,
  .royal_file_mg = 12, .royal_rank_mg = 7, .royal_centre_eg = 82,
  .reach = 4, .reach_eg_pct = 108,
  .pawn_mg = -34, .pawn_eg = 10,
  .piece_centre_mg = 40, .piece_centre_eg = 36,
  .pawn_adv_mg = 4, .pawn_centre_mg = 5, .pawn_adv_eg = 6, .pawn_promo_eg = 22,
  .threat_pawn_mg = 78, .threat_pawn_eg = 42,
  .hanging_mg = 24, .hanging_eg = 73,
  .threat_lesser_mg = 65, .threat_lesser_eg = 77,
  .doubled_mg = 0, .doubled_eg = 6,
  .isolated_mg = 12, .isolated_eg = 17,
  .pair_mg = 54, .pair_eg = 50,
  .open_file_mg = 22, .open_file_eg = 31,
  .half_open_mg = 8, .half_open_eg = 31,
  .passed_king_eg = 9,
  .seventh_mg = 26, .seventh_eg = 39, .outpost_mg = 34, .outpost_eg = 20, .passed_blocked_pct = 34,
  .royal_open_mg = 24, .royal_storm_mg = 6,
  .connected_mg = 11, .connected_eg = 1, .connected_adv_mg = 7, .connected_adv_eg = 23,
  .passed_free_pct = 96,
  /* set by hand: tuned, they lost in self-play (docs/computer.md, "Tuning") */
  .drawish_margin = 450, .drawish_pct = 25, .opposite_bound_pct = 60,
  .trapped_mg = 11, .trapped_eg = 20,
  .danger_check = 10,
  .passed_mg = { 0, 0, 8, 8, 21, 54, 82, 98 },
  .passed_eg = { 0, 0, 0, 10, 34, 94, 120, 120 },
  /* by class (pawn, piece, colour-bound, file rider, file and diagonal
   * rider, royal): tuned in the thirteenth round of issue 25 */
  .class_rank_mg = {
    { 0, 4, 0, 0, -4, 20, 88, 0 },
    { -12, -8, -8, 8, 0, 8, -8, -84 },
    { 12, 8, 0, 12, 12, 24, -48, -40 },
    { -4, -44, -48, -44, -20, 0, 8, 44 },
    { 24, 20, 12, 0, 8, 24, 4, 40 },
    { 12, -4, -4, -4, -4, -4, -4, -4 },
  },
  .class_rank_eg = {
    { 0, 4, 0, -8, -8, -24, 12, 0 },
    { 16, 4, 0, 8, 16, 0, 28, -20 },
    { 28, 32, 36, 32, 4, 16, 40, 48 },
    { -16, -8, 0, 0, 20, 16, -20, 28 },
    { 48, 52, 76, 156, 140, 148, 168, 184 },
    { -44, -24, -8, 0, 28, 56, 80, 44 },
  },
  .class_file_mg = {
    { 8, 0, 4, -8 },
    { 0, -8, 4, -8 },
    { -16, -8, 8, 8 },
    { -8, 0, -8, -16 },
    { -4, -4, -8, 16 },
    { 16, 8, 8, 0 },
  },
  .class_file_eg = {
    { -8, -8, 0, -8 },
    { 4, 4, 0, 24 },
    { 8, 12, 16, 16 },
    { -4, 0, 36, 24 },
    { 84, 64, 124, 120 },
    { -8, 0, 0, 0 },
  },
  .class_value_mg = { 0, 0, 0, -8, 8, 0 }, .class_value_eg = { 0, 0, 0, 8, -8, 0 },
  .class_mob_mg = { 0, 0, 0, 0, 0, 0 }, .class_mob_eg = { 0, 0, 0, 0, 0, 0 },
};

/* The weights for variants with drops, tuned on Crazyhouse positions from
 * Fairy-Stockfish's games (docs/computer.md, "Tuning"): a pawn counts more in
 * the opening (it can be dropped next to the royal), pieces less, the royal's
 * shelter much more, and a royal that left its edge far less. Without the
 * pawn structure terms (a pawn can be dropped anywhere), those stay as set by
 * hand and unused; the ending terms count little, as captured pieces come back. */
static const ParlourEvalWeights drop_weights = {
  .mobility_mg = 60, .mobility_eg = 16,
  .danger_attack = 9, .danger_drop = 3, .danger_hole = 11, .danger_hand = 3,
  .zone_attack = 26, .zone_square = 6, .shield = 149,
  .hand_bonus_pct = 49,
  .tempo = 167,
  .piece_bonus_pct = 10,
  .drop_keep_pct = 40,
  .royal_file_mg = 82, .royal_rank_mg = 461, .royal_centre_eg = 0,
  .reach = 1, .reach_eg_pct = 52,
  .pawn_mg = 75, .pawn_eg = 36,
  .piece_centre_mg = 424, .piece_centre_eg = 19,
  .pawn_adv_mg = 0, .pawn_centre_mg = 1, .pawn_adv_eg = 6, .pawn_promo_eg = 52,
  .threat_pawn_mg = 351, .threat_pawn_eg = 41,
  .hanging_mg = 186, .hanging_eg = 30,
  .threat_lesser_mg = 356, .threat_lesser_eg = 0,
  .doubled_mg = 10, .doubled_eg = 20,
  .isolated_mg = 10, .isolated_eg = 12,
  .pair_mg = 30, .pair_eg = 50,
  .open_file_mg = 25, .open_file_eg = 10,
  .half_open_mg = 12, .half_open_eg = 5,
  .passed_king_eg = 4,
  .seventh_mg = 0, .seventh_eg = 0, .outpost_mg = 0, .outpost_eg = 0, .passed_blocked_pct = 0,
  .drawish_margin = 0, .drawish_pct = 100, .opposite_bound_pct = 100,
  /* tuned on chess only (docs/computer.md, "Tuning") */
  .trapped_mg = 0, .trapped_eg = 0, .danger_check = 0,
  .passed_mg = { 0, 5, 5, 10, 20, 35, 60, 60 },
  .passed_eg = { 0, 10, 15, 25, 45, 75, 120, 120 },
};

/* The weights for Bughouse, as set by hand before the tuning (those of the
 * board set then): the drop set was tuned on Crazyhouse, where no partner
 * sends pieces, and no engine here plays Bughouse to measure it against. */
static const ParlourEvalWeights partner_weights = {
  /* per reachable square, times 100 / (100 + value / 3): a square more means
   * more to a knight than to a queen, which should not be drawn out early for
   * the squares it sees */
  .mobility_mg = 6, .mobility_eg = 6,
  .danger_attack = 4, .danger_drop = 4, .danger_hole = 4, .danger_hand = 4,
  .zone_attack = 9, .zone_square = 9, .shield = 12,
  .hand_bonus_pct = 15,
  .tempo = 10,
  .piece_bonus_pct = 10,
  .drop_keep_pct = 60,
  /* the royal, per half-file away from the middle (up to 5), per rank up from
   * its edge (up to 3), and towards the middle in the ending */
  .royal_file_mg = 8, .royal_rank_mg = 20, .royal_centre_eg = 30,
  .reach = 4, .reach_eg_pct = 75,
  .pawn_mg = 0, .pawn_eg = 0,
  .piece_centre_mg = 12, .piece_centre_eg = 10,
  .pawn_adv_mg = 6, .pawn_centre_mg = 5, .pawn_adv_eg = 6, .pawn_promo_eg = 140,
  .threat_pawn_mg = 50, .threat_pawn_eg = 35,
  .hanging_mg = 30, .hanging_eg = 20,
  .threat_lesser_mg = 0, .threat_lesser_eg = 0,
  .doubled_mg = 10, .doubled_eg = 20,
  .isolated_mg = 10, .isolated_eg = 12,
  .pair_mg = 30, .pair_eg = 50,
  .open_file_mg = 25, .open_file_eg = 10,
  .half_open_mg = 12, .half_open_eg = 5,
  .passed_king_eg = 4,
  .seventh_mg = 0, .seventh_eg = 0, .outpost_mg = 0, .outpost_eg = 0, .passed_blocked_pct = 0,
  .drawish_margin = 0, .drawish_pct = 100, .opposite_bound_pct = 100,
  /* tuned on chess only (docs/computer.md, "Tuning") */
  .trapped_mg = 0, .trapped_eg = 0, .danger_check = 0,
  .passed_mg = { 0, 5, 5, 10, 20, 35, 60, 60 },
  .passed_eg = { 0, 10, 15, 25, 45, 75, 120, 120 },
};

#define WEIGHT_NAME(name) #name,
static const char *const weight_names[] = {
  PARLOUR_EVAL_SCALAR_WEIGHTS (WEIGHT_NAME)
  "passed_mg[0]", "passed_mg[1]", "passed_mg[2]", "passed_mg[3]", "passed_mg[4]",
  "passed_mg[5]", "passed_mg[6]", "passed_mg[7]",
  "passed_eg[0]", "passed_eg[1]", "passed_eg[2]", "passed_eg[3]", "passed_eg[4]",
  "passed_eg[5]", "passed_eg[6]", "passed_eg[7]",
};
#undef WEIGHT_NAME
#define N_CLASS_WEIGHTS (PARLOUR_EVAL_N_CLASSES * (8 + 8 + 4 + 4 + 1 + 1 + 1 + 1))
G_STATIC_ASSERT (G_N_ELEMENTS (weight_names) + N_CLASS_WEIGHTS == PARLOUR_EVAL_N_WEIGHTS);

const char *
parlour_eval_weight_name (guint i)
{
  static const struct { const char *name; guint n; } arrays[] = {
    { "class_rank_mg", 8 }, { "class_rank_eg", 8 }, { "class_file_mg", 4 }, { "class_file_eg", 4 },
    { "class_value_mg", 1 }, { "class_value_eg", 1 }, { "class_mob_mg", 1 }, { "class_mob_eg", 1 },
  };
  /* the arrays' names, made once: "class_rank_mg[2][5]" */
  static char names[N_CLASS_WEIGHTS][32];
  static gsize made = 0;

  g_return_val_if_fail (i < PARLOUR_EVAL_N_WEIGHTS, NULL);
  if (i < G_N_ELEMENTS (weight_names))
    return weight_names[i];
  if (g_once_init_enter (&made))
    {
      guint n = 0;
      for (guint a = 0; a < G_N_ELEMENTS (arrays); a++)
        for (guint c = 0; c < PARLOUR_EVAL_N_CLASSES; c++)
          for (guint j = 0; j < arrays[a].n; j++, n++)
            if (arrays[a].n == 1)
              g_snprintf (names[n], sizeof names[n], "%s[%u]", arrays[a].name, c);
            else
              g_snprintf (names[n], sizeof names[n], "%s[%u][%u]", arrays[a].name, c, j);
      g_assert (n == N_CLASS_WEIGHTS);
      g_once_init_leave (&made, 1);
    }
  return names[i - G_N_ELEMENTS (weight_names)];
}

const ParlourEvalWeights *
parlour_eval_default_weights (const ParlourVariant *variant)
{
  g_return_val_if_fail (variant != NULL, &board_weights);
  if (variant->flags & PARLOUR_VARIANT_CAPTURES_TO_PARTNER)
    return &partner_weights;
  return variant->flags & PARLOUR_VARIANT_DROPS ? &drop_weights : &board_weights;
}
