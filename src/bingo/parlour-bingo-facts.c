/* parlour-bingo-facts.c — following every unit through a chess game for Chess Bingo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readings of the objectives are those of docs/rules/bingo.md ("How
 * objectives are read"): checks count per kind giving check, with a discovered
 * check credited to the piece whose line opened; development is a unit's first
 * move, and a promoted piece is the unit of its pawn, so it never develops;
 * "capture all" of a kind covers every unit that ever was of that kind; a visit
 * is a move that lands on the square.
 */
#include "config.h"

#include <string.h>

#include "parlour-bingo-facts.h"
#include "parlour-variant-chess.h"

G_DEFINE_QUARK (parlour-bingo-error-quark, parlour_bingo_error)

#define NO_UNIT (-1)

typedef struct {
  ParlourColor color;
  guint        start_kind;
  guint        kind;          /* now: a pawn's promotion changes it */
  guint        n_moves;
  gboolean     captured;
  gboolean     last_rank;     /* moved onto the opponent's back rank */
  guint        sides;         /* sides moved onto, as any kind */
  guint        kind_sides;    /* sides moved onto as its present kind */
} Unit;

typedef struct {
  ParlourBingoFacts *facts;
  GArray            *units;   /* Unit */
  gint               at[64];  /* unit index per square, or NO_UNIT */
} Tracker;

/* Piece values of docs/rules/bingo.md ("Material handicap"). */
static const gint kind_points[PARLOUR_BINGO_KINDS] = { 0, 1, 3, 3, 5, 9, 0 };

static guint
sides_of (guint sq)
{
  guint file = sq % 8, rank = sq / 8, sides = 0;

  if (file == 0)
    sides |= PARLOUR_BINGO_SIDE_A_FILE;
  if (file == 7)
    sides |= PARLOUR_BINGO_SIDE_H_FILE;
  if (rank == 0)
    sides |= PARLOUR_BINGO_SIDE_RANK1;
  if (rank == 7)
    sides |= PARLOUR_BINGO_SIDE_RANK8;
  return sides;
}

/* a1 h1 a8 h8 as bits 0-3, or 0 */
static guint
corner_of (guint sq)
{
  switch (sq)
    {
    case 0: return 1 << 0;
    case 7: return 1 << 1;
    case 56: return 1 << 2;
    case 63: return 1 << 3;
    default: return 0;
    }
}

static Unit *
unit_at (Tracker *t, guint sq)
{
  return t->at[sq] == NO_UNIT ? NULL : &g_array_index (t->units, Unit, t->at[sq]);
}

static gint
material (const ParlourPosition *pos, ParlourColor color)
{
  gint total = 0;

  for (guint kind = 1; kind < PARLOUR_BINGO_KINDS; kind++)
    total += kind_points[kind] * pos->count[color][kind];
  return total;
}

static void
track_start (Tracker *t, const ParlourPosition *pos)
{
  for (guint sq = 0; sq < 64; sq++)
    {
      ParlourPiece piece = pos->board[sq];
      Unit unit = { 0 };

      t->at[sq] = NO_UNIT;
      if (piece == PARLOUR_PIECE_EMPTY)
        continue;
      unit.color = PARLOUR_PIECE_COLOR (piece);
      unit.start_kind = unit.kind = PARLOUR_PIECE_KIND (piece);
      g_array_append_val (t->units, unit);
      t->at[sq] = t->units->len - 1;
      t->facts->player[unit.color].start_units[unit.kind]++;
      if (unit.kind == PARLOUR_CHESS_KING)
        t->facts->player[unit.color].king_sides_incl_start |= sides_of (sq);
    }
}

/* The first move of a unit: the development objectives. */
static void
note_development (ParlourBingoPlayerFacts *me,
                  const Unit              *unit,
                  ParlourColor             color,
                  guint                    from,
                  guint                    to,
                  ParlourMoveFlag          flag)
{
  static const guint short_diagonal[2][4] = { { 9, 14, 16, 23 }, { 49, 54, 40, 47 } };

  me->developed[unit->start_kind]++;
  if (me->first_piece_kind == 0 && unit->start_kind != PARLOUR_CHESS_PAWN)
    me->first_piece_kind = unit->start_kind;
  switch (unit->start_kind)
    {
    case PARLOUR_CHESS_ROOK:
      if (flag != PARLOUR_MOVE_CASTLE && from % 8 == to % 8)
        me->rook_vertical = TRUE;
      break;
    case PARLOUR_CHESS_BISHOP:
      for (guint i = 0; i < 4; i++)
        if (short_diagonal[color][i] == to)
          me->bishop_short_diagonal = TRUE;
      break;
    case PARLOUR_CHESS_KNIGHT:
      if (to / 8 == (color == PARLOUR_WHITE ? 1u : 6u))
        me->knight_second_rank = TRUE;
      if (to % 8 == 0 || to % 8 == 7)
        me->knight_rim = TRUE;
      break;
    default:
      break;
    }
}

/* Moves the unit on @from to @to (a capture there is already taken off). */
static void
move_unit (Tracker *t, guint from, guint to, guint promotion, ParlourMoveFlag flag)
{
  Unit *unit = unit_at (t, from);
  ParlourBingoPlayerFacts *me = &t->facts->player[unit->color];
  guint sides = sides_of (to), corner = corner_of (to);
  guint back_rank = unit->color == PARLOUR_WHITE ? 7 : 0;

  if (unit->n_moves == 0)
    note_development (me, unit, unit->color, from, to, flag);
  unit->n_moves++;
  if (promotion != 0)
    {
      unit->kind = promotion;
      unit->kind_sides = 0;
      me->promotions++;
      me->promotions_to[promotion]++;
      if (promotion != PARLOUR_CHESS_QUEEN)
        me->underpromotion = TRUE;
    }
  unit->sides |= sides;
  unit->kind_sides |= sides;
  me->corners |= corner;
  me->kind_corners[unit->kind] |= corner;
  me->unit_sides_max = MAX (me->unit_sides_max, parlour_bingo_n_bits (unit->sides));
  me->kind_unit_sides_max[unit->kind] = MAX (me->kind_unit_sides_max[unit->kind],
                                             parlour_bingo_n_bits (unit->kind_sides));
  if (to / 8 == back_rank)
    unit->last_rank = TRUE;
  if (unit->kind == PARLOUR_CHESS_KING)
    {
      guint rank = unit->color == PARLOUR_WHITE ? to / 8 + 1 : 8 - to / 8;

      me->king_sides |= sides;
      me->king_sides_incl_start |= sides;
      me->king_furthest_rank = MAX (me->king_furthest_rank, rank);
      if (to / 8 == back_rank)
        me->king_last_rank = TRUE;
    }
  t->at[to] = t->at[from];
  t->at[from] = NO_UNIT;
}

static void
capture_unit (Tracker *t, guint sq, guint capturer_kind)
{
  Unit *victim = unit_at (t, sq);
  ParlourBingoPlayerFacts *me = &t->facts->player[PARLOUR_OTHER (victim->color)];

  victim->captured = TRUE;
  me->captures++;
  me->captures_by[capturer_kind][victim->kind]++;
  if (victim->start_kind == PARLOUR_CHESS_QUEEN)
    t->facts->player[victim->color].lost_queen = TRUE;
  t->at[sq] = NO_UNIT;
}

/* The checks the mover gives in @after, the position after its move to @to. */
static void
note_checks (ParlourBingoPlayerFacts *me,
             const ParlourPosition   *after,
             guint                    to,
             guint                    rook_to)
{
  ParlourSquare checkers[8];
  guint n = parlour_position_checkers (after, checkers, G_N_ELEMENTS (checkers));
  guint kinds = 0;
  gboolean discovered = FALSE;

  for (guint i = 0; i < n; i++)
    {
      kinds |= 1u << PARLOUR_PIECE_KIND (after->board[checkers[i]]);
      if (checkers[i] != to && checkers[i] != rook_to)
        discovered = TRUE;
    }
  for (guint kind = 1; kind < PARLOUR_BINGO_KINDS; kind++)
    if (kinds & (1u << kind))
      me->checks[kind]++;
  if (n >= 1)
    me->checks_given++;
  if (n >= 2)
    me->double_checks++;
  if (discovered)
    me->discovered_checks++;
}

static void
track_move (Tracker               *t,
            const ParlourPosition *before,
            const ParlourPosition *after,
            ParlourMove            move)
{
  ParlourColor mover = before->side;
  ParlourBingoPlayerFacts *me = &t->facts->player[mover];
  guint from = PARLOUR_MOVE_FROM (move), to = PARLOUR_MOVE_TO (move);
  ParlourMoveFlag flag = PARLOUR_MOVE_FLAG (move);
  guint kind = unit_at (t, from)->kind;
  guint rook_to = PARLOUR_NO_SQUARE;

  me->moves++;
  if (flag == PARLOUR_MOVE_EN_PASSANT)
    {
      capture_unit (t, (from / 8) * 8 + to % 8, kind);
      me->en_passant++;
    }
  else if (t->at[to] != NO_UNIT && unit_at (t, to)->color != mover)
    capture_unit (t, to, kind);

  if (flag == PARLOUR_MOVE_CASTLE)
    {
      guint rook_from = parlour_position_castling_rook (before, move);

      for (guint i = 0; i < t->units->len; i++)
        {
          const Unit *unit = &g_array_index (t->units, Unit, i);
          if (unit->color == mover && unit->n_moves >= 2)
            me->castled_after_twice = TRUE;
        }
      rook_to = to > from ? to - 1 : to + 1;
      if (to > from)
        me->castled_kingside = TRUE;
      else
        me->castled_queenside = TRUE;
      move_unit (t, from, to, 0, flag);
      if (rook_from != PARLOUR_NO_SQUARE && t->at[rook_from] != NO_UNIT)
        move_unit (t, rook_from, rook_to, 0, flag);
      if (parlour_position_in_check (after))
        me->castled_with_check = TRUE;
    }
  else
    move_unit (t, from, to, PARLOUR_MOVE_PROMO (move), flag);
  note_checks (me, after, to, rook_to);
}

/* Every neighbour of the mated king holds one of its own pieces. */
static gboolean
is_smothered (const ParlourPosition *pos)
{
  ParlourColor side = pos->side;
  guint king = pos->royal[side];

  if (king == PARLOUR_NO_SQUARE)
    return FALSE;
  for (int df = -1; df <= 1; df++)
    for (int dr = -1; dr <= 1; dr++)
      {
        int file = (int) (king % 8) + df, rank = (int) (king / 8) + dr;
        ParlourPiece piece;

        if ((df == 0 && dr == 0) || file < 0 || file > 7 || rank < 0 || rank > 7)
          continue;
        piece = pos->board[rank * 8 + file];
        if (piece == PARLOUR_PIECE_EMPTY || PARLOUR_PIECE_COLOR (piece) != side)
          return FALSE;
      }
  return TRUE;
}

static void
note_mate (ParlourBingoPlayerFacts *winner,
           const ParlourPosition   *before,
           const ParlourPosition   *final,
           ParlourMove              last)
{
  ParlourSquare checkers[8];
  guint n = parlour_position_checkers (final, checkers, G_N_ELEMENTS (checkers));

  for (guint i = 0; i < n; i++)
    winner->mate_kinds |= 1u << PARLOUR_PIECE_KIND (final->board[checkers[i]]);
  winner->mate_checkers = n;
  winner->mate_mover_kind = PARLOUR_PIECE_KIND (before->board[PARLOUR_MOVE_FROM (last)]);
  winner->mate_flag = PARLOUR_MOVE_FLAG (last);
  winner->mate_promotion = PARLOUR_MOVE_PROMO (last) != 0;
  winner->smothered_mate = n == 1 && winner->mate_kinds == 1u << PARLOUR_CHESS_KNIGHT &&
                           is_smothered (final);
}

static void
track_end (Tracker *t, ParlourGame *game)
{
  ParlourBingoFacts *facts = t->facts;
  const ParlourPosition *final = parlour_game_get_position (game);
  guint n = parlour_game_get_n_moves (game);
  guint ever[2][PARLOUR_BINGO_KINDS] = { { 0 } }, taken[2][PARLOUR_BINGO_KINDS] = { { 0 } };

  facts->result = parlour_game_get_result (game);
  facts->termination = parlour_game_get_termination (game);
  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    {
      ParlourBingoPlayerFacts *me = &facts->player[c];
      ParlourResult win = c == PARLOUR_WHITE ? PARLOUR_RESULT_WHITE_WINS
                                             : PARLOUR_RESULT_BLACK_WINS;

      me->won = facts->result == win;
      me->drew = facts->result == PARLOUR_RESULT_DRAW;
      me->lost = facts->result != PARLOUR_RESULT_NONE && !me->won && !me->drew;
      me->material_start = material (parlour_game_get_initial_position (game), c);
      me->material_end = material (final, c);
    }
  for (guint i = 0; i < t->units->len; i++)
    {
      const Unit *unit = &g_array_index (t->units, Unit, i);

      if (unit->last_rank)
        facts->player[unit->color].last_rank_units++;
      /* Every unit that ever was of a kind counts for "capture all" of it: a
       * promoted pawn for pawns and for its new kind. */
      for (guint kind = PARLOUR_CHESS_PAWN; kind < PARLOUR_CHESS_KING; kind++)
        if (unit->start_kind == kind || unit->kind == kind)
          {
            ever[unit->color][kind]++;
            if (unit->captured)
              taken[unit->color][kind]++;
          }
    }
  for (ParlourColor c = PARLOUR_WHITE; c <= PARLOUR_BLACK; c++)
    for (guint kind = PARLOUR_CHESS_PAWN; kind < PARLOUR_CHESS_KING; kind++)
      facts->player[c].captured_all[kind] = ever[PARLOUR_OTHER (c)][kind] > 0 &&
                                            taken[PARLOUR_OTHER (c)][kind] ==
                                            ever[PARLOUR_OTHER (c)][kind];
  if (facts->termination == PARLOUR_TERMINATION_STALEMATE)
    {
      facts->player[final->side].stalemated = TRUE;
      facts->player[PARLOUR_OTHER (final->side)].stalemate_delivered = TRUE;
    }
  if (facts->termination == PARLOUR_TERMINATION_CHECKMATE && n > 0)
    note_mate (&facts->player[PARLOUR_OTHER (final->side)],
               parlour_game_get_position_at (game, n - 1), final,
               parlour_game_get_move (game, n - 1));
}

gboolean
parlour_bingo_facts_compute (ParlourGame       *game,
                             ParlourBingoFacts *facts,
                             GError           **error)
{
  const ParlourVariant *variant;
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (Unit));
  Tracker t = { facts, units, { 0 } };
  guint n;

  g_return_val_if_fail (PARLOUR_IS_GAME (game), FALSE);
  g_return_val_if_fail (facts != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  variant = parlour_game_get_variant (game);
  if (variant->width != 8 || variant->height != 8 || variant->kinds != parlour_chess_kinds ||
      (variant->flags & (PARLOUR_VARIANT_DROPS | PARLOUR_VARIANT_CHANCE)))
    {
      g_set_error (error, PARLOUR_BINGO_ERROR, PARLOUR_BINGO_ERROR_VARIANT,
                   "Chess Bingo reads games of standard chess, not %s", variant->id);
      return FALSE;
    }
  memset (facts, 0, sizeof *facts);
  track_start (&t, parlour_game_get_initial_position (game));
  n = parlour_game_get_n_moves (game);
  for (guint ply = 0; ply < n; ply++)
    track_move (&t, parlour_game_get_position_at (game, ply),
                parlour_game_get_position_at (game, ply + 1), parlour_game_get_move (game, ply));
  facts->n_plies = n;
  track_end (&t, game);
  return TRUE;
}

/* ---- JSON for the command line ---- */

/* JSON keys of the kinds, in the order the command line prints them. */
static const struct {
  const char *key;
  guint       kind;
} json_kinds[] = {
  { "Q", PARLOUR_CHESS_QUEEN }, { "R", PARLOUR_CHESS_ROOK }, { "B", PARLOUR_CHESS_BISHOP },
  { "N", PARLOUR_CHESS_KNIGHT }, { "P", PARLOUR_CHESS_PAWN },
};

static void
json_bool (GString *out, const char *key, gboolean value)
{
  g_string_append_printf (out, ", \"%s\": %s", key, value ? "true" : "false");
}

static void
json_sides (GString *out, const char *key, guint sides)
{
  static const char * const names[] = { "a-file", "h-file", "rank1", "rank8" };
  const char *sep = "";

  g_string_append_printf (out, ", \"%s\": [", key);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (sides & (1u << i))
      {
        g_string_append_printf (out, "%s\"%s\"", sep, names[i]);
        sep = ", ";
      }
  g_string_append_c (out, ']');
}

static void
json_player (GString *out, const ParlourBingoPlayerFacts *me)
{
  g_string_append (out, "{\"checks\": {");
  for (guint i = 0; i < G_N_ELEMENTS (json_kinds); i++)
    g_string_append_printf (out, "%s\"%s\": %u", i ? ", " : "", json_kinds[i].key,
                            me->checks[json_kinds[i].kind]);
  g_string_append (out, "}");
  json_bool (out, "rook_vertical", me->rook_vertical);
  json_bool (out, "bishop_short_diagonal", me->bishop_short_diagonal);
  json_bool (out, "knight_second_rank", me->knight_second_rank);
  g_string_append (out, ", \"captured_all\": {");
  for (guint i = 0; i < G_N_ELEMENTS (json_kinds); i++)
    g_string_append_printf (out, "%s\"%s\": %s", i ? ", " : "", json_kinds[i].key,
                            me->captured_all[json_kinds[i].kind] ? "true" : "false");
  g_string_append_printf (out, "}, \"last_rank_pieces\": %u", me->last_rank_units);
  json_bool (out, "stalemate_delivered", me->stalemate_delivered);
  json_bool (out, "stalemated", me->stalemated);
  json_bool (out, "castled_kingside", me->castled_kingside);
  json_bool (out, "castled_queenside", me->castled_queenside);
  json_bool (out, "en_passant", me->en_passant > 0);
  json_bool (out, "underpromotion", me->underpromotion);
  json_sides (out, "king_sides", me->king_sides);
  json_sides (out, "king_sides_incl_start", me->king_sides_incl_start);
  g_string_append_c (out, '}');
}

char *
parlour_bingo_facts_to_json (const ParlourBingoFacts *facts)
{
  GString *out;

  g_return_val_if_fail (facts != NULL, NULL);

  out = g_string_new ("{\"white\": ");
  json_player (out, &facts->player[PARLOUR_WHITE]);
  g_string_append (out, ", \"black\": ");
  json_player (out, &facts->player[PARLOUR_BLACK]);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}
