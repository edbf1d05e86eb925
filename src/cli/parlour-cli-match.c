/* parlour-cli-match.c — `parlour-cli match`: games between two players, for strength tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Strength". A player is `random` (a uniformly random legal
 * move, or pick), `parlour[:LEVEL]` (the search in this process) or
 * `uci:COMMAND[;NAME=VALUE…]` (a UCI engine run as a child process, with
 * options set before the first game). Parlour's own rules judge every game: a
 * move that is not legal loses, a claimable draw is claimed, and a game that
 * reaches --max-plies is a draw. The players change colours every game.
 * --nodes gives each move a node count instead of a time (both players search
 * the same amount whatever the machine's load), and --random-plies opens each
 * pair of games with the same random moves, so that two players that do not
 * vary their moves still play different games.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "parlour-cli-private.h"
#include "parlour-game.h"
#include "parlour-panic.h"
#include "parlour-pgn.h"
#include "parlour-search.h"

typedef struct {
  char             *spec;
  guint             level;       /* parlour: the level */
  ParlourSearch    *search;      /* parlour */
  GSubprocess      *process;     /* uci */
  GOutputStream    *in;
  GDataInputStream *out;
} Player;

static void
player_clear (Player *p)
{
  if (p->process != NULL)
    {
      g_autoptr(GError) error = NULL;
      const char quit[] = "quit\n";
      g_output_stream_write_all (p->in, quit, strlen (quit), NULL, NULL, NULL);
      g_subprocess_wait (p->process, NULL, &error);
    }
  g_clear_object (&p->out);
  g_clear_object (&p->process);
  g_clear_pointer (&p->search, parlour_search_free);
  g_clear_pointer (&p->spec, g_free);
}

static gboolean
uci_send (Player *p, GError **error, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static gboolean
uci_send (Player *p, GError **error, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;

  va_start (ap, fmt);
  line = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  text = g_strconcat (line, "\n", NULL);
  return g_output_stream_write_all (p->in, text, strlen (text), NULL, NULL, error) &&
         g_output_stream_flush (p->in, NULL, error);
}

/* Reads until a line starting with @prefix; returns it. */
static char *
uci_expect (Player *p, const char *prefix, GError **error)
{
  for (;;)
    {
      char *line = g_data_input_stream_read_line_utf8 (p->out, NULL, NULL, error);
      if (line == NULL)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED,
                         "%s: the engine ended before answering “%s”", p->spec, prefix);
          return NULL;
        }
      if (g_str_has_prefix (line, prefix))
        return line;
      g_free (line);
    }
}

static gboolean
player_start (Player *p, const char *spec, const ParlourVariant *variant, GError **error)
{
  p->spec = g_strdup (spec);
  if (g_str_equal (spec, "random"))
    return TRUE;
  if (g_str_has_prefix (spec, "parlour"))
    {
      guint64 level = PARLOUR_SEARCH_LEVEL_MAX;
      if (spec[7] == ':' &&
          !g_ascii_string_to_unsigned (spec + 8, 10, PARLOUR_SEARCH_LEVEL_MIN,
                                       PARLOUR_SEARCH_LEVEL_MAX, &level, error))
        return FALSE;
      if (spec[7] != ':' && spec[7] != '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "player “%s”: write parlour or parlour:LEVEL", spec);
          return FALSE;
        }
      p->level = (guint) level;
      p->search = parlour_search_new ();
      return TRUE;
    }
  if (g_str_has_prefix (spec, "uci:"))
    {
      g_auto(GStrv) parts = g_strsplit (spec + 4, ";", -1);
      g_auto(GStrv) argv = NULL;
      g_autofree char *ok = NULL;

      if (variant->flags & PARLOUR_VARIANT_CHANCE)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "UCI cannot pick a piece: %s is played by random and parlour only",
                       variant->id);
          return FALSE;
        }
      if (!g_shell_parse_argv (parts[0], NULL, &argv, error))
        return FALSE;
      p->process = g_subprocess_newv ((const char * const *) argv,
                                      G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                      G_SUBPROCESS_FLAGS_STDOUT_PIPE, error);
      if (p->process == NULL)
        return FALSE;
      p->in = g_subprocess_get_stdin_pipe (p->process);
      p->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (p->process));
      if (!uci_send (p, error, "uci") || (ok = uci_expect (p, "uciok", error)) == NULL)
        return FALSE;
      for (guint i = 1; parts[i] != NULL; i++)
        {
          g_auto(GStrv) nv = g_strsplit (parts[i], "=", 2);
          if (nv[0] == NULL || nv[1] == NULL ||
              !uci_send (p, error, "setoption name %s value %s", nv[0], nv[1]))
            return FALSE;
        }
      if (!g_str_equal (variant->id, "chess") &&
          !uci_send (p, error, "setoption name UCI_Variant value %s", variant->id))
        return FALSE;
      return TRUE;
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "unknown player “%s”: random, parlour[:LEVEL] or uci:COMMAND[;NAME=VALUE…]", spec);
  return FALSE;
}

/* The player's next move in @game, played; FALSE if it had none that is legal. */
static gboolean
player_move (Player *p, ParlourGame *game, guint movetime_ms, guint64 nodes, GRand *rand,
             GError **error)
{
  const ParlourPosition *pos = parlour_game_get_position (game);
  gboolean chance = (pos->variant->flags & PARLOUR_VARIANT_CHANCE) != 0;
  ParlourMoveList list;
  ParlourMove played;

  parlour_game_legal_moves (game, &list);
  if (p->search != NULL)
    {
      ParlourSearchLimits limits = { .time_us = nodes ? 0 : movetime_ms * 1000, .nodes = nodes,
                                     .level = p->level, .seed = g_rand_int (rand),
                                     .whole_time = TRUE };
      ParlourSearchResult result;
      g_autoptr(GArray) hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
      for (guint ply = 0; ply < parlour_game_get_n_moves (game); ply++)
        g_array_append_val (hashes, parlour_game_get_position_at (game, ply)->hash);
      parlour_search_set_history (p->search, (const guint64 *) hashes->data, hashes->len);
      /* SimulChess: the secret choice, blind to a move White has chosen */
      if (pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS
            ? !parlour_search_simul (p->search, pos, pos->side, &limits, NULL, &result, error)
            : !parlour_search_run (p->search, pos, &limits, NULL, &result, error))
        return FALSE;
      if (chance)
        return parlour_panic_game_select (game, result.square, &played, error);
      return parlour_game_play (game, result.move, error);
    }
  if (p->process == NULL)
    {
      /* random: a legal move, or a piece that has one */
      ParlourMove m;

      if (list.n == 0)
        {
          /* a Bughouse board alone: the piece it waits for never comes */
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                               "the random player has no legal move");
          return FALSE;
        }
      m = list.moves[g_rand_int_range (rand, 0, list.n)];
      if (chance)
        return parlour_panic_game_select (game, PARLOUR_MOVE_FROM (m), &played, error);
      return parlour_game_play (game, m, error);
    }
  {
    g_autoptr(GString) cmd = g_string_new ("position startpos moves");
    g_autofree char *best = NULL;
    const char *move;

    for (guint ply = 0; ply < parlour_game_get_n_moves (game); ply++)
      {
        g_autofree char *text = parlour_move_to_long (parlour_game_get_position_at (game, ply),
                                                      parlour_game_get_move (game, ply));
        g_string_append_printf (cmd, " %s", g_str_equal (text, "pass") ? "0000" : text);
      }
    if (!uci_send (p, error, "%s", cmd->str) ||
        !(nodes ? uci_send (p, error, "go nodes %" G_GUINT64_FORMAT, nodes)
                : uci_send (p, error, "go movetime %u", movetime_ms)) ||
        (best = uci_expect (p, "bestmove", error)) == NULL)
      return FALSE;
    move = best + strlen ("bestmove");
    while (*move == ' ')
      move++;
    {
      g_auto(GStrv) words = g_strsplit (move, " ", 2);
      return parlour_game_play_text (game, g_str_equal (words[0], "0000") ? "pass" : words[0],
                                     error);
    }
  }
}

/* Plays one game; returns the points of @white (1, 0.5 or 0). */
static double
play_game (const ParlourVariant *variant, Player *white, Player *black, guint movetime_ms,
           guint64 nodes, guint max_plies, guint random_plies, guint64 opening_seed,
           guint64 seed, GRand *rand, char **summary, GString *pgn)
{
  g_autoptr(ParlourGame) game = parlour_game_new (variant, NULL, 0, NULL);
  ParlourResult result;
  const char *why;

  if (variant->flags & PARLOUR_VARIANT_CHANCE)
    parlour_panic_game_set_seed (game, seed);
  else if (!(variant->flags & PARLOUR_VARIANT_SIMULTANEOUS))
    {
      /* the opening of the pair of games: random moves from its own seed */
      g_autoptr(GRand) opening = g_rand_new_with_seed ((guint32) opening_seed);
      for (guint i = 0; i < random_plies && !parlour_game_is_over (game); i++)
        {
          ParlourMoveList list;
          parlour_game_legal_moves (game, &list);
          if (list.n == 0 ||
              !parlour_game_play (game, list.moves[g_rand_int_range (opening, 0, list.n)], NULL))
            break;
        }
    }
  if (white->process != NULL)
    uci_send (white, NULL, "ucinewgame");
  if (black->process != NULL && black != white)
    uci_send (black, NULL, "ucinewgame");
  while (!parlour_game_is_over (game) && parlour_game_get_n_moves (game) < max_plies)
    {
      Player *p = parlour_game_get_side_to_move (game) == PARLOUR_WHITE ? white : black;
      g_autoptr(GError) error = NULL;

      if (parlour_game_can_claim_draw (game, NULL))
        {
          parlour_game_claim_draw (game, NULL);
          break;
        }
      if (!player_move (p, game, movetime_ms, nodes, rand, &error))
        {
          fprintf (stderr, "%s: %s; it loses the game\n", p->spec, error->message);
          parlour_game_resign (game, parlour_game_get_side_to_move (game));
        }
    }
  /* the move limit: adjudicated a draw */
  if (!parlour_game_is_over (game))
    {
      parlour_game_set_result (game, PARLOUR_RESULT_DRAW, PARLOUR_TERMINATION_NONE);
      why = "move limit";
    }
  else
    why = parlour_termination_to_string (parlour_game_get_termination (game));
  result = parlour_game_get_result (game);
  *summary = g_strdup_printf ("%s (%s, %u plies)", parlour_result_to_string (result), why,
                              parlour_game_get_n_moves (game));
  if (pgn != NULL)
    {
      g_autofree char *text = NULL;
      g_autofree char *opening = g_strdup_printf ("random, %u plies", random_plies);

      parlour_game_set_tag (game, "White", white->spec);
      parlour_game_set_tag (game, "Black", black->spec);
      if (random_plies > 0)
        parlour_game_set_tag (game, "Opening", opening);
      text = parlour_pgn_write (game);
      g_string_append (pgn, text);
    }
  return result == PARLOUR_RESULT_WHITE_WINS ? 1.0
       : result == PARLOUR_RESULT_BLACK_WINS ? 0.0 : 0.5;
}

/**
 * parlour_cli_match:
 *
 * parlour-cli match [--variant=NAME] [--games=N] [--movetime=MS] [--max-plies=N]
 *                   [--seed=S] [--nodes=N] [--random-plies=N] [--pgn=FILE] PLAYER1 PLAYER2
 */
int
parlour_cli_match (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("PLAYER1 PLAYER2");
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_id = NULL;
  g_autofree char *pgn_path = NULL;
  g_autoptr(GString) pgn = NULL;
  gint games = 20, movetime = 100, max_plies = 400, random_plies = 0;
  gint64 nodes = 0;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_id, "Variant", "NAME" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games (default 20)", "N" },
    { "movetime", 0, 0, G_OPTION_ARG_INT, &movetime, "Milliseconds a move (default 100)", "MS" },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies, "A draw after this many plies (400)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the random player and chance", "S" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, "Nodes a move instead of a time", "N" },
    { "random-plies", 0, 0, G_OPTION_ARG_INT, &random_plies,
      "Random opening plies, the same for each pair of games (0)", "N" },
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn_path, "Write the games to FILE as PGN", "FILE" },
    { NULL }
  };
  const ParlourVariant *variant;
  Player players[2] = { 0 };
  g_autoptr(GRand) rand = NULL;
  double points = 0;
  int status = 0;

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (argc != 3)
    return parlour_cli_usage_error ("match needs two players");
  if (games < 1 || movetime < 1 || max_plies < 1)
    return parlour_cli_usage_error ("--games, --movetime and --max-plies must be at least 1");
  if (nodes < 0 || random_plies < 0 || random_plies > 40)
    return parlour_cli_usage_error ("--nodes must be at least 0 and --random-plies from 0 to 40");
  variant = parlour_variant_lookup (variant_id ? variant_id : "chess");
  if (variant == NULL)
    return parlour_cli_usage_error ("unknown variant “%s”", variant_id);
  for (guint i = 0; i < 2; i++)
    if (!player_start (&players[i], argv[i + 1], variant, &error))
      {
        status = parlour_cli_input_error ("%s", error->message);
        goto out;
      }

  if (pgn_path != NULL)
    pgn = g_string_new (NULL);
  rand = g_rand_new_with_seed ((guint32) seed);
  for (gint g = 0; g < games; g++)
    {
      /* PLAYER1 has White in even games */
      gboolean first_white = g % 2 == 0;
      g_autofree char *summary = NULL;
      double white_points = play_game (variant, &players[first_white ? 0 : 1],
                                       &players[first_white ? 1 : 0], (guint) movetime,
                                       (guint64) nodes, (guint) max_plies, (guint) random_plies,
                                       (guint64) seed * 7919 + (guint64) g / 2, (guint64) seed + g,
                                       rand, &summary, pgn);
      points += first_white ? white_points : 1.0 - white_points;
      printf ("game %d: %s - %s: %s\n", g + 1, players[first_white ? 0 : 1].spec,
              players[first_white ? 1 : 0].spec, summary);
      fflush (stdout);
      /* written after every game, so an interrupted match keeps its games */
      if (pgn != NULL && !g_file_set_contents (pgn_path, pgn->str, pgn->len, &error))
        {
          status = parlour_cli_input_error ("%s", error->message);
          goto out;
        }
    }
  printf ("%s: %s scored %.1f/%d (%.0f%%) against %s\n", variant->id, players[0].spec, points,
          games, 100.0 * points / games, players[1].spec);

out:
  player_clear (&players[0]);
  player_clear (&players[1]);
  return status;
}
