/* parlour-soak.c — random games through a match, with undo, saves and endings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One soak game (docs/reliability.md): a game of the variant from its start
 * or from a random position, with random tags, rules, time controls and
 * controllers, played through its ParlourMatch by the seat to act, which
 * submits one of its legal actions at random. Along the way, with small
 * chances: undo and redo, truncation, pausing, a refused action (the wrong
 * seat, an illegal one), resignation, agreement, a claim, flag falls (the
 * time passed between actions is random), and checkpoints, where the game
 * must come back the same from its PGN, its saved form and its replay, and
 * the soak may go on with the match that came back. Everything is drawn from
 * one GRand seeded with the game's seed, and the time is passed in, so a game
 * is the same on every machine.
 */
#include "config.h"

#include "parlour-soak-private.h"

G_DEFINE_QUARK (parlour-soak-error-quark, parlour_soak_error)

/* an arbitrary start for the monotonic time */
#define SOAK_T0 G_GINT64_CONSTANT (1000000000000)

/* Chances per thousand steps of a game in progress, in the order they are drawn. */
#define PER_MILLE_UNDO      40
#define PER_MILLE_TRUNCATE   5
#define PER_MILLE_CHECK     15
#define PER_MILLE_PAUSE     10
#define PER_MILLE_END        3
#define PER_MILLE_REFUSED    5

static const char * const soak_names[] = {
  "Ann", "Zoë Ødegård", "\"Bobby\" \\ Tables", "李雷", "O'Neil, Pat", "?",
};

static const char * const soak_time_controls[] = {
  "-", "300+2", "60d2", "120b3", "20+0", "600",
};

typedef struct {
  GRand                    *rand;
  ParlourMatch             *match;
  const ParlourSoakOptions *options;
  ParlourSoakStats         *stats;
  GArray                   *actions;
  gint64                    now;
  guint                     plies;
  guint                     max_plies;
} Soak;

static gboolean
chance (Soak *soak,
        guint per_mille)
{
  return (guint) g_rand_int_range (soak->rand, 0, 1000) < per_mille;
}

static guint
pick (Soak *soak,
      guint n)
{
  return (guint) g_rand_int_range (soak->rand, 0, (gint32) n);
}

/* Time passes in whole tenths of a second, which is what PGN's [%clk] keeps. */
static void
pass_time (Soak *soak)
{
  soak->now += (gint64) pick (soak, 61) * (G_USEC_PER_SEC / 10);
}

/* ---- setting the game up ---- */

/* A start other than the variant's: a few random moves from it, as FEN; NULL
 * if they end nowhere usable. */
static char *
random_start (Soak                 *soak,
              const ParlourVariant *variant,
              guint                 rules)
{
  g_autoptr(ParlourPosition) pos = parlour_position_new (variant);
  guint n = 2 + pick (soak, 11);

  /* where both sides move at once a turn is two plies: whole turns only */
  if (variant->flags & PARLOUR_VARIANT_SIMULTANEOUS)
    n += n % 2;
  pos->rules = rules;
  parlour_position_rehash (pos);
  for (guint i = 0; i < n; i++)
    {
      ParlourMoveList list;
      ParlourUndo undo;

      parlour_position_legal_moves (pos, &list);
      if (list.n == 0)
        return NULL;
      parlour_position_make (pos, list.moves[pick (soak, list.n)], &undo);
    }
  return parlour_position_to_fen (pos);
}

static ParlourClock *
random_clock (Soak *soak)
{
  ParlourTimeControl tc[2];
  const char *white = soak_time_controls[pick (soak, G_N_ELEMENTS (soak_time_controls))];
  const char *black = chance (soak, 250)
                    ? soak_time_controls[pick (soak, G_N_ELEMENTS (soak_time_controls))] : white;

  if (!parlour_time_control_parse (white, &tc[PARLOUR_WHITE], NULL) ||
      !parlour_time_control_parse (black, &tc[PARLOUR_BLACK], NULL))
    g_return_val_if_reached (NULL);
  if (tc[PARLOUR_WHITE].mode == PARLOUR_CLOCK_UNLIMITED &&
      tc[PARLOUR_BLACK].mode == PARLOUR_CLOCK_UNLIMITED)
    return NULL;
  return parlour_clock_new (&tc[PARLOUR_WHITE], &tc[PARLOUR_BLACK]);
}

static ParlourMatch *
new_match (Soak                 *soak,
           const ParlourVariant *variant,
           guint64               seed)
{
  guint rules = (variant->flags & PARLOUR_VARIANT_KING_CAPTURE_OPT) && chance (soak, 500)
              ? PARLOUR_RULE_KING_CAPTURE : 0;
  g_autofree char *fen = chance (soak, 125) ? random_start (soak, variant, rules) : NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (variant, fen, rules, NULL);
  g_autoptr(ParlourClock) clock = NULL;
  g_autofree char *event = g_strdup_printf ("Soak %" G_GUINT64_FORMAT, seed);
  g_autofree char *round = g_strdup_printf ("%u", pick (soak, 1000));
  g_autofree char *seed_tag = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               ((guint64) g_rand_int (soak->rand) << 32)
                                               | g_rand_int (soak->rand));
  ParlourMatch *match;

  /* a start the game refuses (a side without its king, in Panic) is no
   * failure: that game starts from the variant's start instead */
  if (game == NULL)
    game = parlour_game_new (variant, NULL, rules, NULL);
  parlour_game_set_tag (game, "Event", event);
  parlour_game_set_tag (game, "Site", "Parlour");
  parlour_game_set_tag (game, "Date", "2025.01.31");
  parlour_game_set_tag (game, "Round", round);
  parlour_game_set_tag (game, "White", soak_names[pick (soak, G_N_ELEMENTS (soak_names))]);
  parlour_game_set_tag (game, "Black", soak_names[pick (soak, G_N_ELEMENTS (soak_names))]);
  /* chance's seed where the variant has chance (Panic), a tag like any other elsewhere */
  parlour_game_set_tag (game, "Seed", seed_tag);
  clock = random_clock (soak);
  match = parlour_match_new_for_game (game, clock);
  for (guint seat = 0; seat < parlour_match_get_n_seats (match); seat++)
    parlour_match_set_controller (match, seat, pick (soak, 3));
  return match;
}

/* ---- the steps ---- */

static gboolean
check_boards_fen (Soak    *soak,
                  GError **error)
{
  for (guint b = 0; b < parlour_match_get_n_boards (soak->match); b++)
    {
      if (!parlour_soak_check_fen (parlour_game_get_position (parlour_match_get_game (soak->match,
                                                                                       b)),
                                   error))
        return FALSE;
      soak->stats->fen_checks++;
    }
  return TRUE;
}

/* The plies of one step of undo: a whole turn where both sides move at once. */
static guint
plies_per_turn (Soak *soak)
{
  return (parlour_match_get_variant (soak->match)->flags & PARLOUR_VARIANT_SIMULTANEOUS) ? 2 : 1;
}

/* Undoes one to three moves, then redoes all, some or none of them. */
static gboolean
step_undo (Soak    *soak,
           GError **error)
{
  g_autoptr(GArray) snaps = parlour_soak_take_snapshot (soak->match);
  guint total = parlour_soak_total_moves (soak->match);
  guint k = 1 + pick (soak, 3), undone = 0, redo;

  for (; undone < k && parlour_match_can_undo (soak->match); undone++)
    {
      if (!parlour_match_undo (soak->match, soak->now))
        return soak_refused (error, "undo refused although the match could undo");
      if (parlour_soak_total_moves (soak->match) != total - (undone + 1) * plies_per_turn (soak))
        return soak_refused (error, "an undo took back %u moves",
                             total - parlour_soak_total_moves (soak->match));
      if (!check_boards_fen (soak, error))
        return FALSE;
      soak->stats->undos++;
      pass_time (soak);
    }
  if (!parlour_soak_matches_snapshot (soak->match, snaps, FALSE, error))
    return FALSE;
  redo = pick (soak, 4) < 2 ? undone : pick (soak, undone + 1);
  for (guint i = 0; i < redo; i++)
    {
      if (!parlour_match_redo (soak->match, soak->now))
        return soak_refused (error, "redo %u of %u refused", i + 1, redo);
      if (!check_boards_fen (soak, error))
        return FALSE;
      soak->stats->redos++;
      pass_time (soak);
    }
  return parlour_soak_matches_snapshot (soak->match, snaps, redo == undone, error);
}

/* Plays on from a past position of a board. */
static gboolean
step_truncate (Soak    *soak,
               GError **error)
{
  guint board = pick (soak, parlour_match_get_n_boards (soak->match));
  guint n = parlour_game_get_n_moves (parlour_match_get_game (soak->match, board));
  g_autoptr(GArray) snaps = parlour_soak_take_snapshot (soak->match);
  guint keep;

  if (n == 0)
    return TRUE;
  keep = n - 1 - pick (soak, MIN (n, 4));
  keep -= keep % plies_per_turn (soak);
  parlour_match_truncate (soak->match, board, keep, soak->now);
  if (parlour_game_get_n_moves (parlour_match_get_game (soak->match, board)) != keep ||
      parlour_match_can_redo (soak->match))
    return soak_refused (error, "truncating board %u to %u moves left %u, redo %s", board + 1, keep,
                         parlour_game_get_n_moves (parlour_match_get_game (soak->match, board)),
                         parlour_match_can_redo (soak->match) ? "possible" : "impossible");
  soak->stats->truncations++;
  return parlour_soak_matches_snapshot (soak->match, snaps, FALSE, error) &&
         check_boards_fen (soak, error);
}

static gboolean
step_pause (Soak    *soak,
            GError **error)
{
  gboolean paused = !parlour_match_get_paused (soak->match);

  if (!parlour_match_can_pause (soak->match))
    return TRUE;
  parlour_match_set_paused (soak->match, paused, soak->now);
  if (parlour_match_get_paused (soak->match) != paused)
    return soak_refused (error, "the match did not %s", paused ? "pause" : "resume");
  if (paused)
    for (guint b = 0; b < parlour_match_get_n_boards (soak->match); b++)
      {
        ParlourClock *clock = parlour_match_get_clock (soak->match, b);

        for (ParlourColor side = PARLOUR_WHITE; clock != NULL && side <= PARLOUR_BLACK; side++)
          if (parlour_clock_get_remaining (clock, side, soak->now) !=
              parlour_clock_get_remaining (clock, side, soak->now + 10 * G_USEC_PER_SEC))
            return soak_refused (error, "a paused clock runs on board %u", b + 1);
      }
  return TRUE;
}

/* A board whose seat may act now, chosen at random; PARLOUR_NO_BOARD if none. */
static guint
board_to_act (Soak *soak)
{
  guint n = parlour_match_get_n_boards (soak->match);
  guint first = pick (soak, n);

  for (guint i = 0; i < n; i++)
    if (parlour_match_get_seat_to_act (soak->match, (first + i) % n) != PARLOUR_NO_SEAT)
      return (first + i) % n;
  return PARLOUR_NO_BOARD;
}

static gboolean
in_list (const ParlourMoveList *list,
         ParlourMove            move)
{
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

/* The seats of @board other than @seat have nothing to submit. */
static gboolean
others_idle (Soak    *soak,
             guint    board,
             guint    seat,
             GError **error)
{
  g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (ParlourAction));

  for (guint other = 0; other < parlour_match_get_n_seats (soak->match); other++)
    {
      if (other == seat || parlour_match_get_seat (soak->match, other)->board != board)
        continue;
      parlour_match_legal_actions (soak->match, other, none);
      if (none->len != 0)
        return soak_refused (error, "seat %u has %u actions while seat %u is to act", other + 1,
                             none->len, seat + 1);
    }
  return TRUE;
}

/* Has a board other than @board a seat that can act now? Then a waiting
 * player's piece may still come. */
static gboolean
waiting_elsewhere (Soak  *soak,
                   guint  board)
{
  for (guint b = 0; b < parlour_match_get_n_boards (soak->match); b++)
    {
      guint seat = parlour_match_get_seat_to_act (soak->match, b);
      g_autoptr(GArray) actions = NULL;
      if (b == board || seat == PARLOUR_NO_SEAT)
        continue;
      actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
      parlour_match_legal_actions (soak->match, seat, actions);
      if (actions->len > 0)
        return TRUE;
    }
  return FALSE;
}

/* Both seats choose, in either order, where both move at once (SimulChess):
 * the first choice stays out of the game until the second comes, then the
 * game has the whole turn, which unmake takes back exactly. */
static gboolean
step_turn (Soak    *soak,
           GError **error)
{
  ParlourGame *game = parlour_match_get_game (soak->match, 0);
  guint n = parlour_game_get_n_moves (game), first = pick (soak, 2);
  ParlourPosition before = *parlour_game_get_position (game), after;
  ParlourMove chosen[2];
  ParlourUndo undo[2];

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) submit_error = NULL;
      guint seat = (first + i) % 2;
      ParlourAction action;

      g_array_set_size (soak->actions, 0);
      parlour_match_legal_actions (soak->match, seat, soak->actions);
      if (soak->actions->len == 0)
        return soak_refused (error, "seat %u has no action in a turn", seat + 1);
      action = g_array_index (soak->actions, ParlourAction, pick (soak, soak->actions->len));
      if (!parlour_match_submit (soak->match, seat, &action, soak->now, &submit_error))
        return soak_refused (error, "seat %u's legal action was refused: %s", seat + 1,
                             submit_error->message);
      chosen[parlour_match_get_seat (soak->match, seat)->color] = action.move;
      if (i == 0 && (parlour_game_get_n_moves (game) != n ||
                     !parlour_position_equal (&before, parlour_game_get_position (game))))
        return soak_refused (error, "seat %u's secret move reached the game before the other's",
                             seat + 1);
      /* the board the other seat chooses on reads back as it was */
      if (i == 0 && !check_boards_fen (soak, error))
        return FALSE;
    }
  soak->plies += 2;
  soak->stats->plies += 2;
  after = before;
  parlour_position_make (&after, chosen[PARLOUR_WHITE], &undo[0]);
  parlour_position_make (&after, chosen[PARLOUR_BLACK], &undo[1]);
  if (parlour_game_get_n_moves (game) != n + 2 ||
      parlour_game_get_move (game, n) != chosen[PARLOUR_WHITE] ||
      parlour_game_get_move (game, n + 1) != chosen[PARLOUR_BLACK] ||
      !parlour_position_equal (&after, parlour_game_get_position (game)))
    return soak_refused (error, "the turn's two moves are not the game's last two");
  parlour_position_unmake (&after, &undo[1]);
  parlour_position_unmake (&after, &undo[0]);
  if (!parlour_position_equal (&after, &before))
    return soak_refused (error, "unmaking a turn did not give back the position before it");
  if (parlour_match_can_redo (soak->match))
    return soak_refused (error, "a new move left something to redo");
  return check_boards_fen (soak, error);
}

/* The seat to act submits one of its legal actions. */
static gboolean
step_act (Soak    *soak,
          GError **error)
{
  g_autoptr(GError) submit_error = NULL;
  guint board = board_to_act (soak);
  guint seat, n;
  ParlourGame *game;
  ParlourPosition before;
  ParlourMoveList legal;
  ParlourAction action;
  ParlourMove move;

  if (board == PARLOUR_NO_BOARD)
    return soak_refused (error, "no seat may act in a match in progress");
  if (plies_per_turn (soak) == 2)
    return step_turn (soak, error);
  seat = parlour_match_get_seat_to_act (soak->match, board);
  game = parlour_match_get_game (soak->match, board);
  n = parlour_game_get_n_moves (game);
  before = *parlour_game_get_position (game);
  g_array_set_size (soak->actions, 0);
  parlour_match_legal_actions (soak->match, seat, soak->actions);
  if (soak->actions->len == 0)
    {
      /* Only a bughouse player waits with no move (docs/rules/bughouse.md,
       * "Checkmate"); a random player who waits with nothing coming resigns. */
      if (!(parlour_game_get_variant (game)->flags & PARLOUR_VARIANT_DROPS) ||
          parlour_position_outcome (&before, NULL) != PARLOUR_RESULT_NONE)
        return soak_refused (error, "seat %u is to act on board %u and has no action",
                             seat + 1, board + 1);
      if (!waiting_elsewhere (soak, board))
        parlour_match_resign (soak->match, seat);
      return TRUE;
    }
  if (!others_idle (soak, board, seat, error))
    return FALSE;
  action = g_array_index (soak->actions, ParlourAction, pick (soak, soak->actions->len));
  if (!parlour_match_submit (soak->match, seat, &action, soak->now, &submit_error))
    return soak_refused (error, "seat %u's legal action was refused: %s", seat + 1,
                         submit_error->message);
  soak->plies++;
  soak->stats->plies++;
  move = parlour_game_get_move (game, n);
  parlour_position_legal_moves (&before, &legal);
  if (parlour_game_get_n_moves (game) != n + 1 || move != parlour_match_get_last_move (soak->match)
      || !in_list (&legal, move)
      || (action.kind == PARLOUR_ACTION_MOVE && move != action.move))
    return soak_refused (error, "the action played %s, not a legal move as the last of %u",
                         n < parlour_game_get_n_moves (game) ? parlour_game_get_san (game, n)
                                                             : "nothing",
                         parlour_game_get_n_moves (game));
  if (parlour_match_can_redo (soak->match))
    return soak_refused (error, "a new move left something to redo");
  return check_boards_fen (soak, error);
}

/* A legal action from the wrong seat, and an illegal one from the right seat,
 * are refused and change nothing. */
static gboolean
step_refused (Soak    *soak,
              GError **error)
{
  g_autoptr(GError) wrong_seat = NULL;
  g_autoptr(GError) illegal = NULL;
  guint board = board_to_act (soak);
  guint seat, other, total = parlour_soak_total_moves (soak->match);
  ParlourAction action, bad;
  gboolean listed = TRUE;

  if (board == PARLOUR_NO_BOARD)
    return TRUE;
  seat = parlour_match_get_seat_to_act (soak->match, board);
  g_array_set_size (soak->actions, 0);
  parlour_match_legal_actions (soak->match, seat, soak->actions);
  if (soak->actions->len == 0)
    return soak_refused (error, "seat %u is to act and has no action", seat + 1);
  action = g_array_index (soak->actions, ParlourAction, pick (soak, soak->actions->len));
  other = (seat + 1 + pick (soak, parlour_match_get_n_seats (soak->match) - 1))
          % parlour_match_get_n_seats (soak->match);
  if (parlour_match_get_seat_to_act (soak->match, parlour_match_get_seat (soak->match,
                                                                           other)->board) != other
      && parlour_match_submit (soak->match, other, &action, soak->now, &wrong_seat))
    return soak_refused (error, "seat %u played for seat %u", other + 1, seat + 1);

  /* an action of the same kind that is not on the list */
  bad = action;
  for (guint tries = 0; tries < 8 && listed; tries++)
    {
      const ParlourVariant *v = parlour_match_get_variant (soak->match);
      guint squares = v->width * v->height;

      bad.square = pick (soak, squares);
      bad.move = PARLOUR_MOVE_MAKE (pick (soak, squares), pick (soak, squares), 0,
                                    PARLOUR_MOVE_NORMAL);
      listed = FALSE;
      for (guint i = 0; i < soak->actions->len; i++)
        {
          const ParlourAction *a = &g_array_index (soak->actions, ParlourAction, i);

          if (a->kind == bad.kind && (a->kind == PARLOUR_ACTION_PICK ? a->square == bad.square
                                                                       : a->move == bad.move))
            listed = TRUE;
        }
    }
  if (!listed && parlour_match_submit (soak->match, seat, &bad, soak->now, &illegal))
    return soak_refused (error, "seat %u's illegal action was played", seat + 1);
  if (parlour_soak_total_moves (soak->match) != total)
    return soak_refused (error, "a refused action changed the boards");
  return TRUE;
}

/* A resignation, a draw by agreement or a claim. */
static gboolean
step_end (Soak    *soak,
          GError **error)
{
  guint board = board_to_act (soak);
  guint seat;
  ParlourGame *game;
  gboolean can_claim;

  if (board == PARLOUR_NO_BOARD)
    return TRUE;
  seat = parlour_match_get_seat_to_act (soak->match, board);
  game = parlour_match_get_game (soak->match, board);
  can_claim = parlour_game_can_claim_draw (game, NULL);
  switch (pick (soak, 3))
    {
    case 0:
      {
        guint loser = pick (soak, parlour_match_get_n_seats (soak->match));
        ParlourColor color = parlour_match_get_seat (soak->match, loser)->color;

        game = parlour_match_get_game (soak->match,
                                       parlour_match_get_seat (soak->match, loser)->board);
        parlour_match_resign (soak->match, loser);
        if (parlour_game_get_result (game) != (color == PARLOUR_WHITE ? PARLOUR_RESULT_BLACK_WINS
                                                                      : PARLOUR_RESULT_WHITE_WINS))
          return soak_refused (error, "seat %u resigned, and the result is %s", loser + 1,
                               parlour_result_to_string (parlour_game_get_result (game)));
      }
      break;
    case 1:
      parlour_match_agree_draw (soak->match, board);
      if (parlour_game_get_result (game) != PARLOUR_RESULT_DRAW)
        return soak_refused (error, "a draw was agreed, and the result is %s",
                             parlour_result_to_string (parlour_game_get_result (game)));
      break;
    default:
      if (parlour_match_claim_draw (soak->match, seat, NULL) != can_claim)
        return soak_refused (error, "a claim was %s although the game said it %s",
                             can_claim ? "refused" : "accepted",
                             can_claim ? "could be made" : "could not");
      break;
    }
  return TRUE;
}

/* The game must come back the same from its replay, its PGN, its saved form
 * and the caller's save; the soak may go on with the saved form's match. */
static gboolean
step_checkpoint (Soak    *soak,
                 gboolean last,
                 GError **error)
{
  g_autoptr(ParlourMatch) restored = NULL;

  /* a match comes back paused: so is this one when it can be */
  parlour_match_set_paused (soak->match, TRUE, soak->now);
  if (!parlour_soak_check_replay (soak->match, error) ||
      !parlour_soak_check_pgn (soak->match, error))
    return FALSE;
  soak->stats->pgn_checks++;
  restored = parlour_soak_restore_text (soak->match, soak->now, error);
  if (restored == NULL)
    return FALSE;
  if (!parlour_soak_check_restored (soak->match, restored, soak->now, "the saved match", error))
    return FALSE;
  soak->stats->save_checks++;
  if (soak->options->restore != NULL)
    {
      g_autoptr(ParlourMatch) theirs =
        soak->options->restore (soak->match, soak->now, soak->options->restore_data, error);

      if (theirs == NULL ||
          !parlour_soak_check_restored (soak->match, theirs, soak->now, "the caller's save",
                                        error))
        return FALSE;
      soak->stats->save_checks++;
    }
  if (!last && chance (soak, 500))
    g_set_object (&soak->match, restored);
  return TRUE;
}

/* One step of a game in progress. */
static gboolean
step (Soak    *soak,
      GError **error)
{
  guint r = pick (soak, 1000);

  pass_time (soak);
  /* a flag can fall between moves, or be found when the late move is made */
  if (chance (soak, 500))
    parlour_match_tick (soak->match, soak->now);
  if (parlour_match_is_over (soak->match))
    return TRUE;
  if (r < PER_MILLE_UNDO)
    return step_undo (soak, error);
  r -= PER_MILLE_UNDO;
  if (r < PER_MILLE_TRUNCATE)
    return step_truncate (soak, error);
  r -= PER_MILLE_TRUNCATE;
  if (r < PER_MILLE_CHECK)
    return step_checkpoint (soak, FALSE, error);
  r -= PER_MILLE_CHECK;
  if (r < PER_MILLE_PAUSE)
    return step_pause (soak, error);
  r -= PER_MILLE_PAUSE;
  if (r < PER_MILLE_END)
    return step_end (soak, error);
  r -= PER_MILLE_END;
  if (r < PER_MILLE_REFUSED)
    return step_refused (soak, error);
  return step_act (soak, error);
}

/* A match that is over offers no seat anything and refuses every action. */
static gboolean
check_over (Soak    *soak,
            GError **error)
{
  ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };

  for (guint seat = 0; seat < parlour_match_get_n_seats (soak->match); seat++)
    {
      g_autoptr(GError) over = NULL;

      g_array_set_size (soak->actions, 0);
      parlour_match_legal_actions (soak->match, seat, soak->actions);
      if (soak->actions->len != 0)
        return soak_refused (error, "seat %u has %u actions in a match that is over", seat + 1,
                             soak->actions->len);
      if (parlour_match_submit (soak->match, seat, &action, soak->now, &over) ||
          !g_error_matches (over, PARLOUR_MATCH_ERROR, PARLOUR_MATCH_ERROR_OVER))
        return soak_refused (error, "seat %u's action in a match that is over was not refused "
                             "as such",
                             seat + 1);
    }
  return TRUE;
}

static gboolean
play_game (Soak    *soak,
           GError **error)
{
  while (soak->plies < soak->max_plies)
    {
      if (parlour_match_is_over (soak->match))
        {
          if (!check_over (soak, error))
            return FALSE;
          /* sometimes a player takes the last moves back and plays on */
          if (!parlour_match_can_undo (soak->match) || !chance (soak, 300))
            break;
          if (!step_undo (soak, error))
            return FALSE;
          continue;
        }
      if (!step (soak, error))
        return FALSE;
    }
  return step_checkpoint (soak, TRUE, error);
}

/**
 * parlour_soak_game:
 * @variant: the variant to play
 * @seed: the game's seed: the same seed plays the same game
 * @options: (nullable): the ply cap and the caller's own save
 * @stats: (nullable): where the counts are added
 * @error: where a failed check is described
 *
 * Plays one random game of @variant through a match and checks it
 * (parlour-soak.h).
 *
 * Returns: %TRUE if every check passed
 */
gboolean
parlour_soak_game (const ParlourVariant     *variant,
                   guint64                   seed,
                   const ParlourSoakOptions *options,
                   ParlourSoakStats         *stats,
                   GError                  **error)
{
  static const ParlourSoakOptions no_options = { 0 };
  ParlourSoakStats no_stats = { 0 };
  guint32 words[2] = { (guint32) (seed >> 32), (guint32) seed };
  Soak soak = { 0 };
  gboolean ok;

  g_return_val_if_fail (variant != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  soak.rand = g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
  soak.options = options != NULL ? options : &no_options;
  soak.stats = stats != NULL ? stats : &no_stats;
  soak.max_plies = soak.options->max_plies != 0 ? soak.options->max_plies
                                                : PARLOUR_SOAK_DEFAULT_MAX_PLIES;
  soak.actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  soak.now = SOAK_T0;
  soak.match = new_match (&soak, variant, seed);

  ok = play_game (&soak, error);
  if (!ok)
    g_prefix_error (error, "%s, seed %" G_GUINT64_FORMAT ", after %u actions: ", variant->id, seed,
                    soak.plies);
  soak.stats->games++;
  if (ok && parlour_match_is_over (soak.match))
    soak.stats->finished++;
  g_clear_object (&soak.match);
  g_array_unref (soak.actions);
  g_rand_free (soak.rand);
  return ok;
}
