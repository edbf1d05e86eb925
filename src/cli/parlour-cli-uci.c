/* parlour-cli-uci.c — `parlour-cli uci`: Parlour's search as a UCI engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "UCI". The main thread reads commands from standard input;
 * `go` starts the search in a worker thread, so `stop`, `isready` and `quit` are
 * answered while it runs. Every line written (info, bestmove, answers) goes out
 * whole under one lock. Variants where chance picks the move are not offered:
 * UCI has no way to say "pick this piece". Crazyhouse is offered, and so is
 * one Bughouse board (its reserves in the FEN; with no move the answer is 0000,
 * waiting for a piece) and SimulChess, whose `go` chooses in secret: Black's
 * choice never looks at the White move the position sent holds.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parlour-cli-private.h"
#include "parlour-search.h"

#define UCI_MOVE_OVERHEAD_MS 20   /* kept back from every move's time for the pipe */
#define UCI_HASH_MAX_MIB     4096

typedef struct {
  GMutex                lock;      /* output and the fields below */
  GCond                 cond;
  const ParlourVariant *variant;
  ParlourPosition      *pos;       /* NULL after a bad `position` */
  GArray               *hashes;    /* the game's positions before pos */
  guint                 level;
  ParlourSearch        *search;
  GThread              *thread;
  GCancellable         *cancellable;   /* a fresh one for every search */
  gboolean              infinite;  /* `go infinite` or `go ponder`: bestmove only after stop */
  gboolean              stopped;
  /* `go ponder`: the time the move may take once `ponderhit` comes, counted by
   * a timer thread that then stops the search */
  gboolean              pondering;
  gboolean              ponder_infinite;   /* `go ponder infinite` */
  gint64                ponder_time_us;
  GThread              *timer;
  /* the last pv written, whose first move `bestmove` must repeat (and its
   * second the ponder move) */
  ParlourMove           last_pv[PARLOUR_SEARCH_MAX_PLY];
  guint                 last_pv_len;
  ParlourSearchLimits   limits;
  guint64               games;     /* a seed for the weaker levels' mistakes */
} Uci;

static void
say (Uci *uci, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static void
say (Uci *uci, const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
}

static gboolean
offered (const ParlourVariant *v)
{
  return !(v->flags & PARLOUR_VARIANT_CHANCE);
}

/* UCI writes a null move (our pass) as 0000. */
static char *
uci_move (const ParlourPosition *pos, ParlourMove move)
{
  if (PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_PASS)
    return g_strdup ("0000");
  return parlour_move_to_long (pos, move);
}

static void
info_cb (const ParlourSearchResult *info,
         gpointer                   user_data)
{
  Uci *uci = user_data;
  g_autoptr(GString) line = g_string_new (NULL);
  ParlourPosition pos = *uci->pos;
  gint64 ms = MAX (info->time_us / 1000, 1);

  g_string_append_printf (line, "info depth %u seldepth %u ", info->depth, info->seldepth);
  if (ABS (info->score) > PARLOUR_SEARCH_MATE_BOUND)
    {
      gint plies = PARLOUR_SEARCH_MATE - ABS (info->score);
      gint moves = (plies + 1) / 2;
      g_string_append_printf (line, "score mate %d ", info->score > 0 ? moves : -moves);
    }
  else
    g_string_append_printf (line, "score cp %d ", info->score);
  g_string_append_printf (line, "nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT
                          " time %" G_GINT64_FORMAT " pv",
                          info->nodes, info->nodes * 1000 / (guint64) ms, ms);
  for (guint i = 0; i < info->pv_len; i++)
    {
      ParlourUndo undo;
      g_autofree char *text = NULL;
      if (!parlour_position_is_legal (&pos, info->pv[i]))
        break;
      text = uci_move (&pos, info->pv[i]);
      g_string_append_printf (line, " %s", text);
      parlour_position_make (&pos, info->pv[i], &undo);
    }
  g_mutex_lock (&uci->lock);
  say (uci, "%s", line->str);
  uci->last_pv_len = info->pv_len;
  memcpy (uci->last_pv, info->pv, info->pv_len * sizeof (ParlourMove));
  g_mutex_unlock (&uci->lock);
}

/* "bestmove <move> [ponder <reply>]": the reply is the pv's second move. */
static char *
bestmove_line (const ParlourPosition *start, const ParlourSearchResult *result)
{
  ParlourPosition pos = *start;
  ParlourUndo undo;
  g_autofree char *best = uci_move (&pos, result->move);
  g_autofree char *reply = NULL;

  if (result->pv_len >= 2 && result->pv[0] == result->move)
    {
      parlour_position_make (&pos, result->move, &undo);
      if (parlour_position_is_legal (&pos, result->pv[1]))
        reply = uci_move (&pos, result->pv[1]);
    }
  return reply != NULL ? g_strdup_printf ("bestmove %s ponder %s", best, reply)
                       : g_strdup_printf ("bestmove %s", best);
}

static gpointer
search_thread (gpointer data)
{
  Uci *uci = data;
  g_autoptr(GError) error = NULL;
  ParlourSearchResult result;
  g_autofree char *best = NULL;

  g_mutex_lock (&uci->lock);
  uci->last_pv_len = 0;
  g_mutex_unlock (&uci->lock);
  /* SimulChess: the secret choice; Black's ignores the move White has chosen,
   * which the position sent holds */
  if (uci->pos->variant->flags & PARLOUR_VARIANT_SIMULTANEOUS
        ? parlour_search_simul (uci->search, uci->pos, uci->pos->side, &uci->limits,
                                uci->cancellable, &result, &error)
        : parlour_search_run (uci->search, uci->pos, &uci->limits, uci->cancellable, &result,
                              &error))
    {
      /* the move played is the first of the last pv written: a stopped
       * iteration may have found a better move (and a beginner's blunder
       * or SimulChess's choice comes from no iteration) */
      g_mutex_lock (&uci->lock);
      if (result.pv_len == 0 || result.pv[0] != result.move || uci->last_pv_len != result.pv_len ||
          memcmp (uci->last_pv, result.pv, result.pv_len * sizeof (ParlourMove)) != 0)
        {
          g_mutex_unlock (&uci->lock);
          if (result.pv_len == 0 || result.pv[0] != result.move)
            {
              result.pv[0] = result.move;
              result.pv_len = 1;
            }
          info_cb (&result, uci);
        }
      else
        g_mutex_unlock (&uci->lock);
      best = bestmove_line (uci->pos, &result);
    }
  g_mutex_lock (&uci->lock);
  /* after `go infinite` the answer waits for `stop` (UCI) */
  while (uci->infinite && !uci->stopped)
    g_cond_wait (&uci->cond, &uci->lock);
  if (best != NULL)
    say (uci, "%s", best);
  else
    say (uci, "info string %s\nbestmove 0000", error->message);
  g_mutex_unlock (&uci->lock);
  return NULL;
}

static void
stop_search (Uci *uci)
{
  if (uci->thread == NULL)
    return;
  g_cancellable_cancel (uci->cancellable);
  g_mutex_lock (&uci->lock);
  uci->stopped = TRUE;
  g_cond_broadcast (&uci->cond);
  g_mutex_unlock (&uci->lock);
  g_thread_join (uci->thread);
  uci->thread = NULL;
  if (uci->timer != NULL)
    g_thread_join (uci->timer);
  uci->timer = NULL;
  uci->pondering = FALSE;
  g_clear_object (&uci->cancellable);
}

/* After `ponderhit`: the search goes on for the time `go ponder` gave, then
 * stops, and its bestmove is written (uci->infinite is off). A `stop` ends
 * the wait early. */
static gpointer
ponder_timer_thread (gpointer data)
{
  Uci *uci = data;
  gint64 end;

  g_mutex_lock (&uci->lock);
  end = g_get_monotonic_time () + uci->ponder_time_us;
  while (!uci->stopped && g_get_monotonic_time () < end)
    g_cond_wait_until (&uci->cond, &uci->lock, end);
  g_mutex_unlock (&uci->lock);
  g_cancellable_cancel (uci->cancellable);
  return NULL;
}

/* The opponent played the move pondered on: the search goes on as if `go`
 * had come now, with the time limits `go ponder` carried. */
static void
cmd_ponderhit (Uci *uci)
{
  if (uci->thread == NULL || !uci->pondering)
    return;
  uci->pondering = FALSE;
  g_mutex_lock (&uci->lock);
  uci->infinite = uci->ponder_infinite;
  g_cond_broadcast (&uci->cond);
  g_mutex_unlock (&uci->lock);
  if (uci->ponder_time_us > 0)
    uci->timer = g_thread_new ("parlour-uci-ponder", ponder_timer_thread, uci);
}

static void
info_string (Uci *uci, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static void
info_string (Uci *uci, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *text = NULL;

  va_start (ap, fmt);
  text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_mutex_lock (&uci->lock);
  say (uci, "info string %s", text);
  g_mutex_unlock (&uci->lock);
}

static void
cmd_uci (Uci *uci)
{
  g_autoptr(GString) vars = g_string_new (NULL);
  guint n;
  const ParlourVariant **list = parlour_variant_list (&n);

  for (guint i = 0; i < n; i++)
    if (offered (list[i]))
      g_string_append_printf (vars, " var %s", list[i]->id);
  g_mutex_lock (&uci->lock);
  say (uci, "id name Parlour %s", PACKAGE_VERSION);
  say (uci, "id author The Parlour authors");
  say (uci, "option name UCI_Variant type combo default chess%s", vars->str);
  say (uci, "option name Hash type spin default %u min 1 max %d",
       parlour_search_get_hash_size (uci->search), UCI_HASH_MAX_MIB);
  /* one search thread: said honestly */
  say (uci, "option name Threads type spin default 1 min 1 max 1");
  say (uci, "option name Ponder type check default false");
  say (uci, "option name Level type spin default %d min %d max %d", PARLOUR_SEARCH_LEVEL_MAX,
       PARLOUR_SEARCH_LEVEL_MIN, PARLOUR_SEARCH_LEVEL_MAX);
  say (uci, "uciok");
  g_mutex_unlock (&uci->lock);
}

static void
set_start (Uci *uci)
{
  g_clear_pointer (&uci->pos, parlour_position_free);
  uci->pos = parlour_position_new (uci->variant);
  g_array_set_size (uci->hashes, 0);
}

/* setoption name <id> [value <x>] */
static void
cmd_setoption (Uci *uci, char **words)
{
  g_autoptr(GString) name = g_string_new (NULL);
  const char *value = NULL;
  guint i = 1;

  if (words[i] == NULL || !g_str_equal (words[i], "name"))
    {
      info_string (uci, "setoption needs “name”: setoption name UCI_Variant value chess");
      return;
    }
  for (i++; words[i] != NULL && !g_str_equal (words[i], "value"); i++)
    g_string_append_printf (name, "%s%s", name->len ? " " : "", words[i]);
  if (words[i] != NULL)
    value = words[i + 1];

  if (g_ascii_strcasecmp (name->str, "UCI_Variant") == 0)
    {
      const ParlourVariant *v = value ? parlour_variant_lookup (value) : NULL;
      if (v == NULL)
        info_string (uci, "unknown variant “%s”", value ? value : "");
      else if (!offered (v))
        info_string (uci, "variant “%s” is not offered: chance picks its moves, which UCI cannot say",
                     value);
      else
        {
          uci->variant = v;
          set_start (uci);
        }
    }
  else if (g_ascii_strcasecmp (name->str, "Level") == 0)
    {
      guint64 level = 0;
      if (value == NULL || !g_ascii_string_to_unsigned (value, 10, PARLOUR_SEARCH_LEVEL_MIN,
                                                         PARLOUR_SEARCH_LEVEL_MAX, &level, NULL))
        info_string (uci, "Level must be a whole number from %d to %d, not “%s”",
                     PARLOUR_SEARCH_LEVEL_MIN, PARLOUR_SEARCH_LEVEL_MAX, value ? value : "");
      else
        uci->level = (guint) level;
    }
  else if (g_ascii_strcasecmp (name->str, "Hash") == 0)
    {
      guint64 mib = 0;
      if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 1, UCI_HASH_MAX_MIB, &mib, NULL))
        info_string (uci, "Hash must be a whole number of MiB from 1 to %d, not “%s”",
                     UCI_HASH_MAX_MIB, value ? value : "");
      else
        parlour_search_set_hash_size (uci->search, (guint) mib);
    }
  else if (g_ascii_strcasecmp (name->str, "Threads") == 0)
    {
      if (value == NULL || !g_str_equal (value, "1"))
        info_string (uci, "Threads can only be 1: Parlour searches with one thread");
    }
  else if (g_ascii_strcasecmp (name->str, "Ponder") == 0)
    {
      /* the GUI says whether it will send `go ponder`; nothing to set */
      if (value == NULL || (g_ascii_strcasecmp (value, "true") && g_ascii_strcasecmp (value, "false")))
        info_string (uci, "Ponder must be true or false, not “%s”", value ? value : "");
    }
  else
    info_string (uci, "unknown option “%s”", name->str);
}

/* position startpos|fen <fields…> [moves <m>…] */
static void
cmd_position (Uci *uci, char **words)
{
  g_autoptr(GError) error = NULL;
  guint i = 1;

  if (words[i] != NULL && g_str_equal (words[i], "startpos"))
    {
      set_start (uci);
      i++;
    }
  else if (words[i] != NULL && g_str_equal (words[i], "fen"))
    {
      g_autoptr(GString) fen = g_string_new (NULL);
      for (i++; words[i] != NULL && !g_str_equal (words[i], "moves"); i++)
        g_string_append_printf (fen, "%s%s", fen->len ? " " : "", words[i]);
      g_clear_pointer (&uci->pos, parlour_position_free);
      g_array_set_size (uci->hashes, 0);
      uci->pos = parlour_position_new_from_fen (uci->variant, fen->str, &error);
      if (uci->pos == NULL)
        {
          info_string (uci, "invalid FEN: %s", error->message);
          return;
        }
    }
  else
    {
      g_clear_pointer (&uci->pos, parlour_position_free);
      info_string (uci, "position needs “startpos” or “fen”");
      return;
    }
  if (words[i] == NULL)
    return;
  if (!g_str_equal (words[i], "moves"))
    {
      g_clear_pointer (&uci->pos, parlour_position_free);
      info_string (uci, "expected “moves” after the position, not “%s”", words[i]);
      return;
    }
  for (i++; words[i] != NULL; i++)
    {
      const char *text = g_str_equal (words[i], "0000") ? "pass" : words[i];
      ParlourMove move = parlour_move_from_long (uci->pos, text, &error);
      ParlourUndo undo;
      if (move == PARLOUR_MOVE_NONE)
        {
          info_string (uci, "move %u “%s”: %s", i, words[i], error->message);
          g_clear_pointer (&uci->pos, parlour_position_free);
          return;
        }
      g_array_append_val (uci->hashes, uci->pos->hash);
      parlour_position_make (uci->pos, move, &undo);
    }
}

#define NO_CLOCK G_MININT64   /* not a number word_number() reads */

static gboolean
word_number (char **words, guint i, gint64 *out)
{
  return words[i + 1] != NULL &&
         g_ascii_string_to_signed (words[i + 1], 10, G_MININT64 / 1000, G_MAXINT64 / 1000,
                                   out, NULL);
}

/* go [movetime N] [wtime N btime N winc N binc N movestogo N] [depth N] [nodes N] [infinite] */
static void
cmd_go (Uci *uci, char **words)
{
  gint64 movetime = -1, time_left[2] = { NO_CLOCK, NO_CLOCK }, inc[2] = { 0, 0 }, togo = 0;
  gint64 depth = 0, nodes = 0;
  gboolean infinite = FALSE, ponder = FALSE;
  ParlourColor us;

  if (uci->pos == NULL)
    {
      info_string (uci, "no position: the last “position” command failed");
      g_mutex_lock (&uci->lock);
      say (uci, "bestmove 0000");
      g_mutex_unlock (&uci->lock);
      return;
    }
  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *w = words[i];
      gint64 *slot = g_str_equal (w, "movetime") ? &movetime
                   : g_str_equal (w, "wtime") ? &time_left[PARLOUR_WHITE]
                   : g_str_equal (w, "btime") ? &time_left[PARLOUR_BLACK]
                   : g_str_equal (w, "winc") ? &inc[PARLOUR_WHITE]
                   : g_str_equal (w, "binc") ? &inc[PARLOUR_BLACK]
                   : g_str_equal (w, "movestogo") ? &togo
                   : g_str_equal (w, "depth") ? &depth
                   : g_str_equal (w, "nodes") ? &nodes : NULL;
      if (g_str_equal (w, "infinite"))
        infinite = TRUE;
      else if (g_str_equal (w, "ponder"))
        ponder = TRUE;
      else if (slot != NULL)
        {
          if (!word_number (words, i, slot))
            {
              info_string (uci, "“%s” needs a whole number after it", w);
              return;
            }
          i++;
        }
      else
        info_string (uci, "ignoring “%s”", w);
    }

  us = uci->pos->side;
  memset (&uci->limits, 0, sizeof uci->limits);
  uci->limits.level = uci->level;
  uci->limits.seed = uci->games * 1000003u + uci->hashes->len;
  uci->limits.depth = (guint) CLAMP (depth, 0, PARLOUR_SEARCH_MAX_PLY - 1);
  uci->limits.nodes = (guint64) MAX (nodes, 0);
  if (movetime >= 0)
    {
      /* the time is the move's, to use whole: nothing is saved for later */
      uci->limits.time_us = parlour_search_movetime_budget (movetime * 1000,
                                                            UCI_MOVE_OVERHEAD_MS * 1000);
      uci->limits.whole_time = TRUE;
    }
  else if (time_left[us] != NO_CLOCK && !infinite)
    /* a share of the time left plus most of the increment, never more than
     * half of what is left; a clock at or below zero moves at once */
    uci->limits.time_us = parlour_search_clock_budget (time_left[us] * 1000, inc[us] * 1000,
                                                       (guint) CLAMP (togo, 0, G_MAXINT),
                                                       UCI_MOVE_OVERHEAD_MS * 1000);
  /* pondering: searched without a limit of time until `ponderhit` */
  uci->pondering = ponder;
  uci->ponder_time_us = ponder ? uci->limits.time_us : 0;
  uci->ponder_infinite = infinite;
  if (ponder)
    uci->limits.time_us = 0;
  uci->infinite = infinite || ponder;
  uci->stopped = FALSE;
  parlour_search_set_history (uci->search, (const guint64 *) uci->hashes->data, uci->hashes->len);
  uci->cancellable = g_cancellable_new ();
  uci->thread = g_thread_new ("parlour-uci-search", search_thread, uci);
}

/**
 * parlour_cli_uci:
 *
 * Reads UCI commands from standard input until `quit` or the end of input.
 */
int
parlour_cli_uci (int argc, char **argv)
{
  Uci uci = { 0 };
  char *line = NULL;
  size_t line_size = 0;

  if (argc != 1)
    return parlour_cli_usage_error ("uci takes no arguments (the protocol is on standard input)");
  g_mutex_init (&uci.lock);
  g_cond_init (&uci.cond);
  uci.variant = parlour_variant_default ();
  uci.hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  uci.level = PARLOUR_SEARCH_LEVEL_MAX;
  uci.search = parlour_search_new ();
  parlour_search_set_info_func (uci.search, info_cb, &uci);
  set_start (&uci);

  /* a line of any length: a long game's `position … moves` grows without end */
  while (getline (&line, &line_size, stdin) != -1)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (line), " \t", -1);
      g_autoptr(GPtrArray) kept = g_ptr_array_new ();
      const char *cmd;

      /* runs of blanks split into empty words: drop them */
      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          g_ptr_array_add (kept, words[i]);
      g_ptr_array_add (kept, NULL);
      cmd = kept->pdata[0];
      if (cmd == NULL)
        continue;
      if (g_str_equal (cmd, "quit"))
        break;
      if (g_str_equal (cmd, "stop"))
        {
          stop_search (&uci);
          continue;
        }
      if (g_str_equal (cmd, "ponderhit"))
        {
          cmd_ponderhit (&uci);
          continue;
        }
      if (g_str_equal (cmd, "isready"))
        {
          g_mutex_lock (&uci.lock);
          say (&uci, "readyok");
          g_mutex_unlock (&uci.lock);
          continue;
        }
      /* everything else changes what a running search reads: it ends first */
      stop_search (&uci);
      if (g_str_equal (cmd, "uci"))
        cmd_uci (&uci);
      else if (g_str_equal (cmd, "ucinewgame"))
        {
          parlour_search_clear (uci.search);
          uci.games++;
          set_start (&uci);
        }
      else if (g_str_equal (cmd, "setoption"))
        cmd_setoption (&uci, (char **) kept->pdata);
      else if (g_str_equal (cmd, "position"))
        cmd_position (&uci, (char **) kept->pdata);
      else if (g_str_equal (cmd, "go"))
        cmd_go (&uci, (char **) kept->pdata);
      else
        info_string (&uci, "unknown command “%s”", cmd);
    }

  stop_search (&uci);
  free (line);
  parlour_search_free (uci.search);
  g_clear_pointer (&uci.pos, parlour_position_free);
  g_array_unref (uci.hashes);
  g_cond_clear (&uci.cond);
  g_mutex_clear (&uci.lock);
  return 0;
}
