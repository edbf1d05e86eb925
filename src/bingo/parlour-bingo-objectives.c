/* parlour-bingo-objectives.c — the objective catalogue of Chess Bingo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every family of docs/rules/bingo.md ("The catalogue") has rows here, and each
 * row's detector reads nothing but the facts of a game (parlour-bingo-facts.c),
 * so an objective is decided from the game record alone. Rows that are the same
 * condition with another number share their condition name, which is what keeps
 * them off one card together.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "parlour-bingo-objectives.h"
#include "parlour-variant-chess.h"

#define ME(f_, c_)   (&(f_)->player[(c_)])
#define THEM(f_, c_) (&(f_)->player[PARLOUR_OTHER (c_)])

enum { P = PARLOUR_CHESS_PAWN, N, B, R, Q, K };

/* ---- detectors ---- */

/* a guint or gboolean field of the player's facts, at offset arg */
static guint
m_field (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return *(const guint *) ((const char *) ME (f, c) + o->arg);
}

#define FIELD(name) offsetof (ParlourBingoPlayerFacts, name), m_field

static guint
m_checks (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->checks[o->arg];
}

static guint
m_checks_every_kind (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  for (guint kind = P; kind < K; kind++)
    if (ME (f, c)->checks[kind] == 0)
      return 0;
  return 1;
}

static guint
m_captured_all (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->captured_all[o->arg];
}

/* arg: capturer * 8 + captured kind; a captured kind of 0 counts every capture */
static guint
m_captures_by (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  guint by = o->arg / 8, of = o->arg % 8, n = 0;

  for (guint kind = P; kind <= K; kind++)
    if (of == 0 || of == kind)
      n += ME (f, c)->captures_by[by][kind];
  return n;
}

static guint
m_captures_with_every_kind (const ParlourBingoObjective *o,
                            const ParlourBingoFacts     *f,
                            ParlourColor                 c)
{
  for (guint by = P; by <= K; by++)
    {
      guint n = 0;
      for (guint kind = P; kind <= K; kind++)
        n += ME (f, c)->captures_by[by][kind];
      if (n == 0)
        return 0;
    }
  return 1;
}

static guint
m_promoted_to (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->promotions_to[o->arg];
}

static guint
m_king_rank (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->king_furthest_rank >= o->arg;
}

static guint
m_king_sides (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return parlour_bingo_n_bits (ME (f, c)->king_sides);
}

static guint
m_kind_corner (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->kind_corners[o->arg] != 0;
}

static guint
m_kind_four_sides (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->kind_unit_sides_max[o->arg] == 4;
}

static guint
m_unit_four_sides (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->unit_sides_max == 4;
}

static guint
m_corners (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return parlour_bingo_n_bits (ME (f, c)->corners);
}

/* arg: a mask (1 << kind) of the kinds of which every unit must have moved */
static guint
m_developed_all (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  const ParlourBingoPlayerFacts *me = ME (f, c);
  guint units = 0;

  for (guint kind = P; kind <= K; kind++)
    if (o->arg & (1u << kind))
      {
        if (me->developed[kind] < me->start_units[kind])
          return 0;
        units += me->start_units[kind];
      }
  return units > 0;
}

static guint
m_first_piece (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->first_piece_kind == o->arg;
}

static guint
m_win_without_castling (const ParlourBingoObjective *o,
                        const ParlourBingoFacts     *f,
                        ParlourColor                 c)
{
  const ParlourBingoPlayerFacts *me = ME (f, c);

  return me->won && !me->castled_kingside && !me->castled_queenside;
}

static gboolean
won_by_mate (const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->won && f->termination == PARLOUR_TERMINATION_CHECKMATE;
}

static guint
m_mate_kind (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return won_by_mate (f, c) && (ME (f, c)->mate_kinds & (1u << o->arg));
}

static guint
m_mate_mover (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return won_by_mate (f, c) && ME (f, c)->mate_mover_kind == o->arg;
}

static guint
m_mate_castling (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return won_by_mate (f, c) && ME (f, c)->mate_flag == PARLOUR_MOVE_CASTLE;
}

static guint
m_mate_double_check (const ParlourBingoObjective *o,
                     const ParlourBingoFacts     *f,
                     ParlourColor                 c)
{
  return won_by_mate (f, c) && ME (f, c)->mate_checkers >= 2;
}

static guint
m_mate_within (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return won_by_mate (f, c) && ME (f, c)->moves <= o->arg;
}

/* arg: the termination; a win for the player ended that way */
static guint
m_won_by (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->won && f->termination == o->arg;
}

/* arg: the termination; a claimed threefold repetition also counts as the
 * automatic fivefold one */
static guint
m_drew_by (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  ParlourTermination t = f->termination;

  if (t == PARLOUR_TERMINATION_FIVEFOLD_REPETITION)
    t = PARLOUR_TERMINATION_THREEFOLD_REPETITION;
  return ME (f, c)->drew && t == o->arg;
}

static guint
m_win_less_material (const ParlourBingoObjective *o,
                     const ParlourBingoFacts     *f,
                     ParlourColor                 c)
{
  return ME (f, c)->won && ME (f, c)->material_end < THEM (f, c)->material_end;
}

static guint
m_win_after_queen_lost (const ParlourBingoObjective *o,
                        const ParlourBingoFacts     *f,
                        ParlourColor                 c)
{
  return ME (f, c)->won && ME (f, c)->lost_queen;
}

/* handicap: a win by the player who started with less material */
static guint
m_win_giving_odds (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return ME (f, c)->won && ME (f, c)->material_start < THEM (f, c)->material_start;
}

/* handicap: kinds the player did not start with (the pawn aside: it cannot come back) */
static guint
missing_kinds (const ParlourBingoPlayerFacts *me)
{
  guint mask = 0;

  for (guint kind = N; kind <= Q; kind++)
    if (me->start_units[kind] == 0)
      mask |= 1u << kind;
  return mask;
}

static guint
m_promote_missing (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  guint missing = missing_kinds (ME (f, c)), n = 0;

  for (guint kind = N; kind <= Q; kind++)
    if (missing & (1u << kind))
      n += ME (f, c)->promotions_to[kind];
  return n;
}

static guint
m_mate_missing (const ParlourBingoObjective *o, const ParlourBingoFacts *f, ParlourColor c)
{
  return won_by_mate (f, c) && (ME (f, c)->mate_kinds & missing_kinds (ME (f, c)));
}

/* ---- the catalogue ---- */

#define GAME PARLOUR_BINGO_PER_GAME
#define INC  PARLOUR_BINGO_CUMULATIVE
#define BY(capturer, captured) ((capturer) * 8 + (captured))
#define PIECES ((1u << N) | (1u << B) | (1u << R) | (1u << Q) | (1u << K))

static const ParlourBingoObjective catalogue[] = {
  /* checks (a double check counts once per kind; a discovered one for the checker) */
  { "queen-checks-3", N_("3 checks with queens in a game"),
    "checks-queen", GAME, 1, 3, 3, Q, m_checks },
  { "rook-checks-3", N_("3 checks with rooks in a game"),
    "checks-rook", GAME, 2, 3, 3, R, m_checks },
  { "bishop-checks-3", N_("3 checks with bishops in a game"),
    "checks-bishop", GAME, 2, 3, 3, B, m_checks },
  { "knight-checks-3", N_("3 checks with knights in a game"),
    "checks-knight", GAME, 2, 3, 3, N, m_checks },
  { "pawn-checks-2", N_("2 checks with pawns in a game"),
    "checks-pawn", GAME, 3, 2, 2, P, m_checks },
  { "check-every-kind", N_("Check with a queen, rook, bishop, knight and pawn in a game"),
    "checks-every-kind", GAME, 5, 0, 1, 0, m_checks_every_kind },
  { "double-check", N_("Give a double check"),
    "double-check", GAME, 3, 0, 1, FIELD (double_checks) },
  { "discovered-check", N_("Give a discovered check"),
    "discovered-check", GAME, 2, 0, 1, FIELD (discovered_checks) },
  { "checks-20-inc", N_("20 checks (inc)"), "checks-any", INC, 1, 20, 20, FIELD (checks_given) },
  { "queen-checks-12-inc", N_("12 queen checks (inc)"),
    "checks-queen", INC, 2, 12, 12, Q, m_checks },
  { "knight-checks-10-inc", N_("10 knight checks (inc)"),
    "checks-knight", INC, 3, 10, 10, N, m_checks },
  { "pawn-checks-5-inc", N_("5 pawn checks (inc)"), "checks-pawn", INC, 4, 5, 5, P, m_checks },
  { "double-checks-3-inc", N_("3 double checks (inc)"),
    "double-check", INC, 4, 3, 3, FIELD (double_checks) },

  /* development: a unit's first move */
  { "rook-vertical", N_("Develop a rook vertically"),
    "develop-rook-vertical", GAME, 2, 0, 1, FIELD (rook_vertical) },
  { "bishop-short-diagonal", N_("Develop a bishop to the short diagonal"),
    "develop-bishop-short", GAME, 1, 0, 1, FIELD (bishop_short_diagonal) },
  { "knight-second-rank", N_("Develop a knight to the second rank"),
    "develop-knight-second", GAME, 2, 0, 1, FIELD (knight_second_rank) },
  { "knight-rim", N_("Develop a knight to the a- or h-file"),
    "develop-knight-rim", GAME, 1, 0, 1, FIELD (knight_rim) },
  { "develop-minors", N_("Develop all your knights and bishops"),
    "develop-minors", GAME, 1, 0, 1, (1u << N) | (1u << B), m_developed_all },
  { "develop-everything", N_("Move every piece you started with, king and rooks included"),
    "develop-everything", GAME, 3, 0, 1, PIECES, m_developed_all },
  { "queen-first", N_("Move your queen before any other piece (pawns aside)"),
    "first-piece-queen", GAME, 2, 0, 1, Q, m_first_piece },
  { "king-first", N_("Move your king before any other piece (pawns aside)"),
    "first-piece-king", GAME, 3, 0, 1, K, m_first_piece },

  /* captures */
  { "capture-all-queens", N_("Capture all queens in a game"),
    "capture-all-queens", GAME, 2, 0, 1, Q, m_captured_all },
  { "capture-all-rooks", N_("Capture all rooks in a game"),
    "capture-all-rooks", GAME, 3, 0, 1, R, m_captured_all },
  { "capture-all-bishops", N_("Capture all bishops in a game"),
    "capture-all-bishops", GAME, 3, 0, 1, B, m_captured_all },
  { "capture-all-knights", N_("Capture all knights in a game"),
    "capture-all-knights", GAME, 3, 0, 1, N, m_captured_all },
  { "capture-all-pawns", N_("Capture all pawns in a game"),
    "capture-all-pawns", GAME, 5, 0, 1, P, m_captured_all },
  { "king-captures-2", N_("Capture 2 pieces with your king in a game"),
    "king-captures", GAME, 3, 2, 2, BY (K, 0), m_captures_by },
  { "king-captures-6-inc", N_("6 captures with the king (inc)"),
    "king-captures", INC, 2, 6, 6, BY (K, 0), m_captures_by },
  { "pawn-captures-4", N_("Capture 4 times with pawns in a game"),
    "pawn-captures", GAME, 3, 4, 4, BY (P, 0), m_captures_by },
  { "en-passant", N_("Capture en passant"), "en-passant", GAME, 2, 0, 1, FIELD (en_passant) },
  { "en-passant-3-inc", N_("3 en passant captures (inc)"),
    "en-passant", INC, 4, 3, 3, FIELD (en_passant) },
  { "capture-with-every-kind", N_("Capture with all six kinds of piece in a game"),
    "capture-with-every-kind", GAME, 4, 0, 1, 0, m_captures_with_every_kind },
  { "captures-12-inc", N_("12 captures (inc)"), "captures-any", INC, 1, 12, 12, FIELD (captures) },
  { "pawn-takes-queen", N_("Capture a queen with a pawn"),
    "pawn-takes-queen", GAME, 3, 0, 1, BY (P, Q), m_captures_by },
  { "king-takes-queen", N_("Capture a queen with your king"),
    "king-takes-queen", GAME, 4, 0, 1, BY (K, Q), m_captures_by },
  { "knight-takes-rook", N_("Capture a rook with a knight"),
    "knight-takes-rook", GAME, 2, 0, 1, BY (N, R), m_captures_by },

  /* promotions */
  { "promote", N_("Promote a pawn"), "promotions", GAME, 2, 0, 1, FIELD (promotions) },
  { "promote-2", N_("Promote 2 pawns in a game"), "promotions", GAME, 4, 2, 2, FIELD (promotions) },
  { "promote-4-inc", N_("4 promotions (inc)"), "promotions", INC, 3, 4, 4, FIELD (promotions) },
  { "underpromote", N_("Promote to a rook, bishop or knight"),
    "underpromote", GAME, 3, 0, 1, FIELD (underpromotion) },
  { "promote-knight", N_("Promote to a knight"),
    "promote-knight", GAME, 4, 0, 1, N, m_promoted_to },

  /* the last rank (promotion counts, kings count, not necessarily at once) */
  { "last-rank-3", N_("Advance 3 pieces to the last rank in a game"),
    "last-rank", GAME, 3, 3, 3, FIELD (last_rank_units) },
  { "last-rank-6-inc", N_("Advance 6 pieces to the last rank (inc)"),
    "last-rank", INC, 2, 6, 6, FIELD (last_rank_units) },
  { "king-fifth-rank", N_("Bring your king to the fifth rank"),
    "king-advance", GAME, 3, 5, 1, 5, m_king_rank },
  { "king-last-rank", N_("Bring your king to the last rank"),
    "king-advance", GAME, 5, 8, 1, 8, m_king_rank },

  /* sides and corners (a corner is on both its sides; only a move there is a visit) */
  { "king-corner", N_("Move your king into a corner"),
    "king-corner", GAME, 3, 0, 1, K, m_kind_corner },
  { "king-2-sides", N_("Your king visits 2 sides of the board"),
    "king-sides", GAME, 3, 2, 2, 0, m_king_sides },
  { "king-3-sides", N_("Your king visits 3 sides of the board"),
    "king-sides", GAME, 5, 3, 3, 0, m_king_sides },
  { "one-piece-four-sides", N_("One piece visits all four sides of the board"),
    "unit-four-sides", GAME, 4, 0, 1, 0, m_unit_four_sides },
  { "four-corners", N_("Visit all four corners in a game"),
    "corners", GAME, 4, 4, 4, 0, m_corners },
  { "knight-corner", N_("Move a knight into a corner"),
    "knight-corner", GAME, 2, 0, 1, N, m_kind_corner },
  { "rook-corner", N_("Move a rook into a corner"),
    "rook-corner", GAME, 2, 0, 1, R, m_kind_corner },
  { "queen-four-sides", N_("A queen visits all four sides of the board"),
    "queen-four-sides", GAME, 4, 0, 1, Q, m_kind_four_sides },

  /* castling */
  { "castle-kingside", N_("Castle kingside"),
    "castle-kingside", GAME, 1, 0, 1, FIELD (castled_kingside) },
  { "castle-queenside", N_("Castle queenside"),
    "castle-queenside", GAME, 2, 0, 1, FIELD (castled_queenside) },
  { "castle-queenside-3-inc", N_("Castle queenside 3 times (inc)"),
    "castle-queenside", INC, 3, 3, 3, FIELD (castled_queenside) },
  { "castle-after-twice", N_("Castle after moving one piece twice"),
    "castle-after-twice", GAME, 2, 0, 1, FIELD (castled_after_twice) },
  { "castle-with-check", N_("Castle with check"),
    "castle-with-check", GAME, 4, 0, 1, FIELD (castled_with_check) },
  { "win-without-castling", N_("Win without castling"),
    "win-without-castling", GAME, 2, 0, 1, 0, m_win_without_castling },

  /* results and their manner */
  { "stalemate", N_("Stalemate"), "stalemate", GAME, 5, 0, 1, FIELD (stalemate_delivered) },
  { "get-stalemated", N_("Get stalemated"), "get-stalemated", GAME, 4, 0, 1, FIELD (stalemated) },
  { "mate-queen", N_("Checkmate with a queen"), "mate-queen", GAME, 1, 0, 1, Q, m_mate_kind },
  { "mate-rook", N_("Checkmate with a rook"), "mate-rook", GAME, 2, 0, 1, R, m_mate_kind },
  { "mate-bishop", N_("Checkmate with a bishop"), "mate-bishop", GAME, 3, 0, 1, B, m_mate_kind },
  { "mate-knight", N_("Checkmate with a knight"), "mate-knight", GAME, 3, 0, 1, N, m_mate_kind },
  { "mate-pawn", N_("Checkmate with a pawn"), "mate-pawn", GAME, 4, 0, 1, P, m_mate_kind },
  { "mate-king-move", N_("Checkmate with a move of your king"),
    "mate-king-move", GAME, 5, 0, 1, K, m_mate_mover },
  { "mate-castling", N_("Checkmate by castling"),
    "mate-castling", GAME, 5, 0, 1, 0, m_mate_castling },
  { "smothered-mate", N_("Smothered mate"),
    "smothered-mate", GAME, 5, 0, 1, FIELD (smothered_mate) },
  { "mate-promotion", N_("Checkmate by promoting"),
    "mate-promotion", GAME, 4, 0, 1, FIELD (mate_promotion) },
  { "mate-double-check", N_("Checkmate with a double check"),
    "mate-double-check", GAME, 5, 0, 1, 0, m_mate_double_check },
  { "mate-within-20", N_("Checkmate within 20 moves"),
    "mate-speed", GAME, 3, 20, 1, 20, m_mate_within },
  { "mate-within-12", N_("Checkmate within 12 moves"),
    "mate-speed", GAME, 5, 12, 1, 12, m_mate_within },
  { "win-on-time", N_("Win on time"),
    "win-on-time", GAME, 2, 0, 1, PARLOUR_TERMINATION_TIME, m_won_by },
  { "win-on-time-3-inc", N_("3 wins on time (inc)"),
    "win-on-time", INC, 4, 3, 3, PARLOUR_TERMINATION_TIME, m_won_by },
  { "win-by-resignation", N_("Win by resignation"),
    "win-by-resignation", GAME, 1, 0, 1, PARLOUR_TERMINATION_RESIGNATION, m_won_by },
  { "draw-repetition", N_("Draw by repetition"),
    "draw-repetition", GAME, 3, 0, 1, PARLOUR_TERMINATION_THREEFOLD_REPETITION, m_drew_by },
  { "draw-insufficient", N_("Draw by insufficient material"),
    "draw-insufficient", GAME, 3, 0, 1, PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL, m_drew_by },
  { "win-less-material", N_("Win with less material than your opponent"),
    "win-less-material", GAME, 3, 0, 1, 0, m_win_less_material },
  { "win-after-losing-queen", N_("Win after losing your queen"),
    "win-after-losing-queen", GAME, 3, 0, 1, 0, m_win_after_queen_lost },

  /* material handicap: only where a side starts without some pieces */
  { "win-giving-odds", N_("Win a game you started with less material"),
    "win-giving-odds", GAME, 3, 0, 1, 0, m_win_giving_odds, TRUE },
  { "promote-missing-kind", N_("Promote to a kind of piece you started without"),
    "promote-missing-kind", GAME, 4, 0, 1, 0, m_promote_missing, TRUE },
  { "mate-missing-kind", N_("Checkmate with a kind of piece you started without"),
    "mate-missing-kind", GAME, 5, 0, 1, 0, m_mate_missing, TRUE },
};

const ParlourBingoObjective *
parlour_bingo_objectives (guint *n_objectives)
{
  g_return_val_if_fail (n_objectives != NULL, NULL);

  *n_objectives = G_N_ELEMENTS (catalogue);
  return catalogue;
}

const ParlourBingoObjective *
parlour_bingo_objective_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    if (g_str_equal (catalogue[i].id, id))
      return &catalogue[i];
  return NULL;
}

guint
parlour_bingo_objective_progress (const ParlourBingoObjective *objective,
                                  const ParlourBingoFacts     *facts,
                                  ParlourColor                 player)
{
  g_return_val_if_fail (objective != NULL && facts != NULL, 0);

  return objective->measure (objective, facts, player);
}

gboolean
parlour_bingo_objective_met (const ParlourBingoObjective *objective,
                             const ParlourBingoFacts     *facts,
                             ParlourColor                 player)
{
  return parlour_bingo_objective_progress (objective, facts, player) >= objective->target;
}

guint
parlour_bingo_objective_total (const ParlourBingoObjective *objective,
                               const ParlourBingoFacts     *games,
                               guint                        n_games,
                               ParlourColor                 player)
{
  guint total = 0;

  g_return_val_if_fail (objective != NULL && (games != NULL || n_games == 0), 0);

  for (guint i = 0; i < n_games; i++)
    total += parlour_bingo_objective_progress (objective, &games[i], player);
  return total;
}
