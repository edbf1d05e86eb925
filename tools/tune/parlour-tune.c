/* parlour-tune.c — tunes the evaluation's weights on positions from played games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "Tuning". Two commands:
 *
 *   parlour-tune extract [--skip=N] FILE.pgn...  > POSITIONS
 *     replays every game of the PGN files (a game met twice, move for move, is
 *     taken once) and prints its quiet positions after the first N plies (16 by
 *     default), one a line: the game's result for White (1, 0.5 or 0), a tab,
 *     the FEN. Quiet: the side to move is not in check and has no capture or
 *     promotion that wins material by the exchange.
 *
 *   parlour-tune tune --variant=NAME [--passes=N] [--threads=N] [--only=PREFIX] POSITIONS
 *     reads lines as extract prints them, or with another target from 0 to 1
 *     in place of the result (White's expected score, as
 *     tools/tune/label-positions.py writes it from an engine's verdict); finds
 *     the scale K under which the evaluation, through the logistic
 *     1 / (1 + 10^(-K·score/400)), best predicts the targets (least squares),
 *     then walks the weights (ParlourEvalWeights, one at a time, by steps that
 *     halve when no weight moves) to lower that error, keeping them valid
 *     (weights_valid()), and prints the weights it ended with as a C
 *     initialiser. With --only, only the weights whose names begin with
 *     PREFIX move.
 *
 * A bad file or argument is reported with its name and line, exit status 1.
 */
#include "parlour-pgn.h"
#include "parlour-search-private.h"
#include "parlour-tune-positions.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
fail (const char *format,
      ...) G_GNUC_PRINTF (1, 2);

static int
fail (const char *format,
      ...)
{
  va_list args;

  fputs ("parlour-tune: ", stderr);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  return 1;
}

/* The number after @prefix in @arg into @value; FALSE (with a message) if
 * it is not one from @min to @max. */
static gboolean
number_option (const char *arg,
               const char *prefix,
               guint       min,
               guint       max,
               guint      *value)
{
  g_autoptr(GError) error = NULL;
  guint64 n;

  if (!g_ascii_string_to_unsigned (arg + strlen (prefix), 10, min, max, &n, &error))
    {
      fail ("%s: %s", arg, error->message);
      return FALSE;
    }
  *value = (guint) n;
  return TRUE;
}

/* extract */

static gboolean
is_quiet (ParlourSearch   *search,
          ParlourPosition *pos)
{
  ParlourMoveList list;

  if (parlour_position_in_check (pos))
    return FALSE;
  parlour_position_legal_moves (pos, &list);
  if (list.n == 0)
    return FALSE;
  for (guint i = 0; i < list.n; i++)
    {
      ParlourMove m = list.moves[i];
      gboolean tactical = PARLOUR_MOVE_PROMO (m) != 0 ||
                          PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_EN_PASSANT ||
                          (PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_DROP &&
                           pos->board[PARLOUR_MOVE_TO (m)] != PARLOUR_PIECE_EMPTY);
      if (tactical && parlour_search_exchange (search, pos, m) > 0)
        return FALSE;
    }
  return TRUE;
}

static int
extract (int    argc,
         char **argv)
{
  guint skip = 16;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ParlourSearch *search = parlour_search_new ();
  guint games = 0, repeated = 0, positions = 0;

  for (int a = 1; a < argc; a++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) list = NULL;

      if (g_str_has_prefix (argv[a], "--skip="))
        {
          if (!number_option (argv[a], "--skip=", 0, G_MAXUINT, &skip))
            {
              parlour_search_free (search);
              return 1;
            }
          continue;
        }
      if (!g_file_get_contents (argv[a], &text, NULL, &error) ||
          (list = parlour_pgn_parse (text, &error)) == NULL)
        {
          parlour_search_free (search);
          return fail ("%s: %s", argv[a], error->message);
        }
      for (guint g = 0; g < list->len; g++)
        {
          ParlourGame *game = g_ptr_array_index (list, g);
          ParlourResult result = parlour_game_get_result (game);
          guint n = parlour_game_get_n_moves (game);
          g_autoptr(GString) moves = g_string_new (parlour_game_get_variant (game)->id);
          const char *outcome;

          if (result == PARLOUR_RESULT_WHITE_WINS)
            outcome = "1";
          else if (result == PARLOUR_RESULT_BLACK_WINS)
            outcome = "0";
          else if (result == PARLOUR_RESULT_DRAW)
            outcome = "0.5";
          else
            continue;
          for (guint ply = 0; ply < n; ply++)
            g_string_append_printf (moves, " %x", parlour_game_get_move (game, ply));
          if (g_hash_table_contains (seen, moves->str))
            {
              repeated++;
              continue;
            }
          g_hash_table_add (seen, g_string_free (g_steal_pointer (&moves), FALSE));
          games++;
          for (guint ply = skip; ply < n; ply++)
            {
              ParlourPosition pos = *parlour_game_get_position_at (game, ply);
              g_autofree char *fen = NULL;

              if (!is_quiet (search, &pos))
                continue;
              fen = parlour_position_to_fen (&pos);
              printf ("%s\t%s\n", outcome, fen);
              positions++;
            }
        }
    }
  parlour_search_free (search);
  fprintf (stderr, "%u games (%u repeated ones left out), %u positions\n", games, repeated,
           positions);
  return 0;
}

/* tune */

typedef struct {
  ParlourPosition *positions;
  double          *results;
  guint            n;
  guint            threads;
  double           k;
  const ParlourVariant *variant;
} Data;

typedef struct {
  const Data              *data;
  const ParlourEvalTables *tables;
  guint                    first, last;
  double                   k;
  double                   sum;
} Slice;

static gpointer
slice_error (gpointer user_data)
{
  Slice *s = user_data;
  double sum = 0;

  for (guint i = s->first; i < s->last; i++)
    {
      const ParlourPosition *pos = &s->data->positions[i];
      gint score = parlour_eval (s->tables, pos);
      double white = pos->side == PARLOUR_WHITE ? score : -score;
      double p = 1.0 / (1.0 + pow (10.0, -s->k * white / 400.0));
      double d = s->data->results[i] - p;
      sum += d * d;
    }
  s->sum = sum;
  return NULL;
}

/* The nearest valid weights: those below 0 at 0, shares of a whole at most
 * 100%, an open file's worth raised
 * to a half-open one's, a passed pawn's to the one before it. */
static void
make_valid (ParlourEvalWeights *weights)
{
  gint *w = (gint *) weights;
  guint first_passed = G_STRUCT_OFFSET (ParlourEvalWeights, passed_mg) / sizeof (gint);

  for (guint i = 0; i < first_passed; i++)
    if (w[i] < 0 && &w[i] != &weights->pawn_mg && &w[i] != &weights->pawn_eg)
      w[i] = 0;
  for (guint c = 0; c < PARLOUR_EVAL_N_CLASSES; c++)
    {
      weights->class_mob_mg[c] = MAX (weights->class_mob_mg[c], 0);
      weights->class_mob_eg[c] = MAX (weights->class_mob_eg[c], 0);
    }
  /* the royal gains nothing by walking up the board while pieces are about */
  for (guint i = 1; i < 8; i++)
    weights->class_rank_mg[PARLOUR_EVAL_CLASS_ROYAL][i] =
      MIN (weights->class_rank_mg[PARLOUR_EVAL_CLASS_ROYAL][i],
           weights->class_rank_mg[PARLOUR_EVAL_CLASS_ROYAL][i - 1]);
  weights->passed_blocked_pct = MIN (weights->passed_blocked_pct, 100);
  weights->drawish_pct = MIN (weights->drawish_pct, 100);
  weights->opposite_bound_pct = MIN (weights->opposite_bound_pct, 100);
  weights->open_file_mg = MAX (weights->open_file_mg, weights->half_open_mg);
  weights->open_file_eg = MAX (weights->open_file_eg, weights->half_open_eg);
  for (guint i = 1; i < 8; i++)
    {
      weights->passed_mg[i] = MAX (weights->passed_mg[i], weights->passed_mg[i - 1]);
      weights->passed_eg[i] = MAX (weights->passed_eg[i], weights->passed_eg[i - 1]);
    }
}

/* Whether the weights say what their terms mean: none is below 0 but the
 * values added to a pawn's (a pawn may be worth less than 100), no share is
 * above 100% where it is one of a whole (a blocked passed pawn, the score kept
 * in a drawish ending), a file rider
 * gains no less on an open file than on a half-open one, a passed pawn is
 * worth no less the further it has come, and the royal gains nothing in the
 * opening by walking up the board (in a few positions of the games a royal
 * far up stood well, and a tuner rewards a king walk for them). Without these, a tuner fits
 * the positions' noise (a mobility that costs in the ending, a rook that
 * prefers to stand behind its own pawn) and the search plays worse. */
static gboolean
weights_valid (const ParlourEvalWeights *weights)
{
  ParlourEvalWeights nearest = *weights;

  make_valid (&nearest);
  return memcmp (&nearest, weights, sizeof nearest) == 0;
}

/* The mean squared error of the weights' predictions under scale @k. */
static double
error_of (const Data               *data,
          const ParlourEvalWeights *weights,
          double                    k)
{
  static ParlourEvalTables tables;
  Slice slices[16];
  GThread *threads[16];
  guint n = CLAMP (data->threads, 1, 16);
  double sum = 0;

  parlour_eval_tables_init_weights (&tables, data->variant, weights);
  for (guint t = 0; t < n; t++)
    {
      slices[t] = (Slice) { data, &tables, data->n * t / n, data->n * (t + 1) / n, k, 0 };
      threads[t] = t > 0 ? g_thread_new ("tune", slice_error, &slices[t]) : NULL;
    }
  slice_error (&slices[0]);
  for (guint t = 1; t < n; t++)
    g_thread_join (threads[t]);
  for (guint t = 0; t < n; t++)
    sum += slices[t].sum;
  return sum / data->n;
}

static void
print_weights (const ParlourEvalWeights *weights)
{
  const gint *w = (const gint *) weights;

  for (guint i = 0; i < PARLOUR_EVAL_N_WEIGHTS; i++)
    printf ("  %s = %d,\n", parlour_eval_weight_name (i), w[i]);
}

static int
load_positions (Data       *data,
                const char *file)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (double));

  if (!g_file_get_contents (file, &text, NULL, &error))
    return fail ("%s", error->message);
  if (!parlour_tune_read_positions (text, data->variant, positions, targets, &error))
    return fail ("%s: %s", file, error->message);
  data->n = positions->len;
  data->positions = (ParlourPosition *) (void *) g_array_free (g_steal_pointer (&positions), FALSE);
  data->results = (double *) (void *) g_array_free (g_steal_pointer (&targets), FALSE);
  return 0;
}

static int
tune (int    argc,
      char **argv)
{
  Data data = { 0 };
  const char *file = NULL;
  const char *only = NULL;
  guint passes = 20;
  ParlourEvalWeights weights;
  gint *w = (gint *) &weights;
  gboolean live[PARLOUR_EVAL_N_WEIGHTS];
  double best, k_best = 1.0;
  gint step = 8;
  int status;

  data.threads = g_get_num_processors ();
  for (int a = 1; a < argc; a++)
    {
      if (g_str_has_prefix (argv[a], "--variant="))
        {
          data.variant = parlour_variant_lookup (argv[a] + 10);
          if (data.variant == NULL)
            return fail ("no variant “%s”", argv[a] + 10);
        }
      else if (g_str_has_prefix (argv[a], "--passes="))
        {
          if (!number_option (argv[a], "--passes=", 0, G_MAXUINT, &passes))
            return 1;
        }
      else if (g_str_has_prefix (argv[a], "--threads="))
        {
          if (!number_option (argv[a], "--threads=", 1, 16, &data.threads))
            return 1;
        }
      else if (g_str_has_prefix (argv[a], "--only="))
        only = argv[a] + 7;
      else if (argv[a][0] == '-')
        return fail ("unknown option “%s”", argv[a]);
      else
        file = argv[a];
    }
  if (data.variant == NULL || file == NULL)
    return fail ("tune needs --variant=NAME and a POSITIONS file");
  {
    guint n_live = 0;
    for (guint i = 0; i < PARLOUR_EVAL_N_WEIGHTS; i++)
      {
        live[i] = only == NULL || g_str_has_prefix (parlour_eval_weight_name (i), only);
        n_live += live[i];
      }
    if (n_live == 0)
      return fail ("--only=%s: no weight's name begins so", only);
  }
  if ((status = load_positions (&data, file)) != 0)
    {
      g_free (data.positions);
      g_free (data.results);
      return status;
    }
  weights = *parlour_eval_default_weights (data.variant);
  make_valid (&weights);

  /* the scale: a coarse walk, then finer */
  best = error_of (&data, &weights, k_best);
  for (double span = 0.5; span > 0.005; span /= 2)
    for (gboolean moved = TRUE; moved;)
      {
        moved = FALSE;
        for (int dir = -1; dir <= 1; dir += 2)
          {
            double k = k_best + dir * span, e;
            if (k <= 0)
              continue;
            e = error_of (&data, &weights, k);
            if (e < best)
              best = e, k_best = k, moved = TRUE;
          }
      }
  fprintf (stderr, "%u positions, K %.3f, error %.6f\n", data.n, k_best, best);

  for (guint pass = 0; pass < passes && step > 0; pass++)
    {
      guint moved = 0;
      for (guint i = 0; i < PARLOUR_EVAL_N_WEIGHTS; i++)
        {
          gint was = w[i];
          gboolean changed = FALSE, any_effect = FALSE;
          if (!live[i])
            continue;
          for (int dir = -1; dir <= 1; dir += 2)
            {
              double e;
              w[i] = was + dir * step;
              if (!weights_valid (&weights))
                {
                  any_effect = TRUE;   /* held by the bounds, not idle */
                  continue;
                }
              e = error_of (&data, &weights, k_best);
              if (e != best)
                any_effect = TRUE;
              if (e < best)
                {
                  best = e, changed = TRUE;
                  /* keep going that way while it helps */
                  for (;;)
                    {
                      gint at = w[i];
                      w[i] = at + dir * step;
                      if (!weights_valid (&weights) ||
                          (e = error_of (&data, &weights, k_best)) >= best)
                        {
                          w[i] = at;
                          break;
                        }
                      best = e;
                    }
                  break;
                }
            }
          if (!changed)
            w[i] = was;
          else
            moved++;
          if (!any_effect && !changed && pass == 0)
            live[i] = FALSE;
        }
      fprintf (stderr, "pass %u, step %d: %u weights moved, error %.6f\n", pass + 1, step, moved,
               best);
      if (moved == 0)
        step /= 2;
    }
  print_weights (&weights);
  g_free (data.positions);
  g_free (data.results);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "extract") == 0)
    return extract (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "tune") == 0)
    return tune (argc - 1, argv + 1);
  fputs ("Usage:\n"
         "  parlour-tune extract [--skip=N] FILE.pgn... > POSITIONS\n"
         "  parlour-tune tune --variant=NAME [--passes=N] [--threads=N] [--only=PREFIX] POSITIONS\n",
         stderr);
  return 1;
}
