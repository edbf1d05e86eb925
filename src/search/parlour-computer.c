/* parlour-computer.c — the computer player: a seat controller that searches in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/computer.md, "In the app". The search never touches the match: a job
 * copies the board's position and the hashes of its earlier positions, the
 * worker thread searches the copy, and the answer is submitted in the main
 * thread only if the board is still where it was searched. Each board has at
 * most one search in flight (a Bughouse match may have two).
 */
#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "parlour-bughouse-match.h"
#include "parlour-computer.h"
#include "parlour-search.h"

#define DEFAULT_MOVE_TIME_US   G_USEC_PER_SEC
#define MIN_MOVE_TIME_US       (10 * 1000)
#define MAX_BOARDS             8
/* Table talk (docs/computer.md): what a partner's message adds to a piece of
 * its kind taken, and to one lost, in centipawns */
#define NEED_TAKE_BONUS        500
#define NEED_LOSS_PENALTY      250
#define DONT_GIVE_PENALTY      400

typedef struct {
  ParlourPosition     pos;
  GArray             *hashes;   /* guint64: the positions before pos */
  ParlourSearchLimits limits;
  guint               board;
  guint               seat;
  guint               n_moves;
  /* SimulChess: the seat chooses in secret for @color (parlour_search_simul) */
  gboolean            simul;
  ParlourColor        color;
  /* Bughouse table talk: the partner's message for the search, and whether
   * the seat looks for a kind it needs itself (found: @need) */
  ParlourTeamMessage  partner_message;
  gboolean            talk;
  guint               need;
  ParlourSearchResult result;
} Job;

/* The answer of a search kept until the seat's pace allows it (docs/computer.md,
 * "Pace"), and what is needed to check that it still fits the board. */
typedef struct {
  ParlourAction action;
  guint         seat;
  guint         n_moves;
  guint64       hash;
  gboolean      talk;
  guint         need;
} Answer;

typedef struct {
  GCancellable *cancellable;    /* NULL: no search on the board, nor an answer held */
  guint         seat;
  guint         n_moves;
  guint64       hash;
  gint64        since_us;       /* when the seat came to act at this ply */
  gint64        due_us;         /* not before: since_us and the seat's think time */
  guint         timeout_id;     /* an answer is held until due_us */
  Answer        answer;
} Slot;

typedef struct {
  ParlourComputer *self;
  guint            board;
} Due;

struct _ParlourComputer
{
  GObject       parent_instance;

  ParlourMatch *match;
  gulong        changed_id;
  gulong        talk_id;
  guint         idle_id;
  GArray       *levels;         /* guint per seat */
  gint64        move_time_us;
  guint64       seed;
  gboolean      stopped;
  Slot          slots[MAX_BOARDS];
};

G_DEFINE_FINAL_TYPE (ParlourComputer, parlour_computer, G_TYPE_OBJECT)

enum { ACTED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
job_free (Job *job)
{
  g_clear_pointer (&job->hashes, g_array_unref);
  g_free (job);
}

/* A job for the seat to act on @board: its position and the game's earlier ones. */
static Job *
job_new (ParlourMatch *match,
         guint         board,
         guint         level,
         gint64        time_us,
         guint64       seed)
{
  ParlourGame *game = parlour_match_get_game (match, board);
  Job *job = g_new0 (Job, 1);

  job->pos = *parlour_game_get_position (game);
  job->board = board;
  job->seat = parlour_match_get_seat_to_act (match, board);
  job->n_moves = parlour_game_get_n_moves (game);
  job->hashes = g_array_sized_new (FALSE, FALSE, sizeof (guint64), job->n_moves);
  for (guint ply = 0; ply < job->n_moves; ply++)
    g_array_append_val (job->hashes, parlour_game_get_position_at (game, ply)->hash);
  job->limits.level = level;
  job->limits.time_us = time_us;
  job->limits.seed = seed ^ ((guint64) job->n_moves << 32) ^ job->pos.hash;
  if (parlour_match_get_variant (match)->flags & PARLOUR_VARIANT_SIMULTANEOUS &&
      job->seat != PARLOUR_NO_SEAT)
    {
      job->simul = TRUE;
      job->color = parlour_match_get_seat (match, job->seat)->color;
    }
  if (PARLOUR_IS_BUGHOUSE_MATCH (match) && job->seat != PARLOUR_NO_SEAT)
    {
      ParlourBughouseMatch *bughouse = PARLOUR_BUGHOUSE_MATCH (match);
      guint partner = parlour_bughouse_match_get_partner (bughouse, job->seat);

      job->talk = TRUE;
      if (partner != PARLOUR_NO_SEAT)
        job->partner_message = *parlour_bughouse_match_get_message (bughouse, partner);
    }
  return job;
}

/* How much nicer than the process a search thread runs (docs/computer.md):
 * four computer seats searching at once must not take the CPU from the
 * thread that draws the board and runs the clocks. */
#define SEARCH_NICE_INCREMENT 5

/* Lowers the calling thread's priority. On Linux each thread has its own nice
 * value (setpriority() with the thread's id); an unprivileged thread cannot
 * raise it again, so the GTask pool thread stays nicer for later tasks too,
 * which are all worker jobs (file reads, autosaves). Elsewhere: nothing. */
static void
lower_thread_priority (void)
{
#ifdef __linux__
  pid_t tid = (pid_t) syscall (SYS_gettid);
  int process_nice, thread_nice, target;

  errno = 0;
  process_nice = getpriority (PRIO_PROCESS, (id_t) getpid ());
  thread_nice = getpriority (PRIO_PROCESS, (id_t) tid);
  if (errno != 0)
    return;
  target = MIN (process_nice + SEARCH_NICE_INCREMENT, 19);
  if (thread_nice < target)
    setpriority (PRIO_PROCESS, (id_t) tid, target);
#endif
}

static void
search_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(ParlourSearch) search = parlour_search_new ();
  GError *error = NULL;

  lower_thread_priority ();
  parlour_search_set_history (search, (const guint64 *) job->hashes->data, job->hashes->len);
  if (job->partner_message.talk == PARLOUR_TALK_NEED)
    parlour_search_set_wish (search, job->partner_message.kind, NEED_TAKE_BONUS,
                             NEED_LOSS_PENALTY);
  else if (job->partner_message.talk == PARLOUR_TALK_DONT_GIVE)
    parlour_search_set_wish (search, job->partner_message.kind, 0, DONT_GIVE_PENALTY);
  /* what would mate here, or let a waiting seat move, is worth asking for */
  if (job->talk)
    parlour_search_find_need (&job->pos, cancellable, &job->need);
  if (job->simul ? !parlour_search_simul (search, &job->pos, job->color, &job->limits, cancellable,
                                          &job->result, &error)
                 : !parlour_search_run (search, &job->pos, &job->limits, cancellable, &job->result,
                                        &error))
    g_task_return_error (task, error);
  else if (g_cancellable_is_cancelled (cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the search was cancelled");
  else
    g_task_return_boolean (task, TRUE);
}

static ParlourAction
job_action (const Job *job)
{
  if (job->result.square != PARLOUR_NO_SQUARE)
    return (ParlourAction) { PARLOUR_ACTION_PICK, PARLOUR_MOVE_NONE, job->result.square };
  return (ParlourAction) { PARLOUR_ACTION_MOVE, job->result.move, 0 };
}

/**
 * parlour_computer_min_think_time:
 * @level: PARLOUR_SEARCH_LEVEL_MIN..MAX
 *
 * Returns: the least time a computer seat at @level takes for a move on a
 *   clock (docs/computer.md, "Pace"): the weaker the level, the longer,
 *   as its search alone would answer at once
 */
gint64
parlour_computer_min_think_time (guint level)
{
  if (level <= 2)
    return 2 * G_USEC_PER_SEC;
  if (level <= 5)
    return 3 * G_USEC_PER_SEC / 2;
  return G_USEC_PER_SEC;
}

/**
 * parlour_computer_think_time:
 * @level: the seat's level
 * @remaining_us: the time left on the seat's clock
 * @increment_us: its increment (or delay) per move
 *
 * The time a computer seat takes for a move on a clock (docs/computer.md,
 * "Pace"): a thirtieth of what is left plus three quarters of the increment,
 * at least the level's minimum as long as that is no more than a quarter of
 * what is left, and never more than half of what is left. Its search gets
 * this time, and its move is not played sooner.
 */
gint64
parlour_computer_think_time (guint  level,
                             gint64 remaining_us,
                             gint64 increment_us)
{
  gint64 left = MAX (remaining_us, 0);
  gint64 share = left / 30 + MAX (increment_us, 0) * 3 / 4;

  share = MAX (share, MIN (parlour_computer_min_think_time (level), left / 4));
  return CLAMP (share, MIN_MOVE_TIME_US, MAX (left / 2, MIN_MOVE_TIME_US));
}

/* The time for @seat's move on @board: its think time on the board's clock;
 * without one, the computer's move time, and at least so long (up to the
 * level's minimum) before the move is played. */
static void
move_time (ParlourComputer *self,
           guint            board,
           guint            seat,
           gint64          *search_us,
           gint64          *pace_us)
{
  ParlourClock *clock = parlour_match_get_clock (self->match, board);
  ParlourColor side = parlour_match_get_seat (self->match, seat)->color;
  guint level = parlour_computer_get_level (self, seat);
  gint64 left = clock != NULL ? parlour_clock_get_remaining (clock, side, g_get_monotonic_time ())
                              : G_MAXINT64;

  if (left == G_MAXINT64)
    {
      *search_us = self->move_time_us;
      *pace_us = MIN (self->move_time_us, parlour_computer_min_think_time (level));
      return;
    }
  *search_us = parlour_computer_think_time (level, left,
                                            parlour_clock_get_control (clock, side)->increment_us);
  *pace_us = *search_us;
}

static void update (ParlourComputer *self);

/* The seat tells its partner the kind its search found it needs, if any. */
static void
post_need (ParlourComputer *self,
           guint            seat,
           gboolean         talk,
           guint            need)
{
  g_autoptr(GError) error = NULL;

  if (!talk || need == 0 || parlour_match_is_over (self->match))
    return;
  if (!parlour_bughouse_match_post (PARLOUR_BUGHOUSE_MATCH (self->match), seat,
                                    PARLOUR_TALK_NEED, need, &error))
    g_warning ("computer: its need was refused: %s", error->message);
}

/* the board is where @answer was searched, and its seat is to act */
static gboolean
answer_fits (ParlourComputer *self,
             guint            board,
             const Answer    *answer)
{
  ParlourGame *game = parlour_match_get_game (self->match, board);

  return !self->stopped && parlour_game_get_n_moves (game) == answer->n_moves &&
         parlour_game_get_position (game)->hash == answer->hash &&
         parlour_match_get_seat_to_act (self->match, board) == answer->seat;
}

static void
play_answer (ParlourComputer *self,
             const Answer    *answer)
{
  g_autoptr(GError) error = NULL;

  if (!parlour_match_submit (self->match, answer->seat, &answer->action, g_get_monotonic_time (),
                             &error))
    {
      g_warning ("computer: the search's move was refused: %s", error->message);
      return;
    }
  /* after the move, which made the seat's last message stale: it holds
   * until the seat's next move, when the seat looks again */
  post_need (self, answer->seat, answer->talk, answer->need);
  g_signal_emit (self, signals[ACTED], 0, answer->seat);
}

/* The seat's pace allows its held answer now. */
static gboolean
answer_due_cb (gpointer data)
{
  Due *due = data;
  ParlourComputer *self = due->self;
  Slot *slot = &self->slots[due->board];
  Answer answer = slot->answer;

  slot->timeout_id = 0;
  g_clear_object (&slot->cancellable);
  if (!answer_fits (self, due->board, &answer) || parlour_match_is_over (self->match) ||
      parlour_match_get_paused (self->match))
    update (self);
  else
    play_answer (self, &answer);
  return G_SOURCE_REMOVE;
}

/* Forgets @slot's search and any answer it holds. */
static void
clear_slot (Slot *slot)
{
  if (slot->cancellable != NULL)
    g_cancellable_cancel (slot->cancellable);
  g_clear_object (&slot->cancellable);
  g_clear_handle_id (&slot->timeout_id, g_source_remove);
}

static void
search_done_cb (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  ParlourComputer *self = PARLOUR_COMPUTER (source);
  Job *job = g_task_get_task_data (G_TASK (res));
  Slot *slot = &self->slots[job->board];
  g_autoptr(GError) error = NULL;
  Answer answer = { job_action (job), job->seat, job->n_moves, job->pos.hash, job->talk,
                    job->need };
  ParlourGame *game;
  gint64 now;

  /* a cancelled search has left its slot; a newer one may own it */
  if (slot->cancellable != g_task_get_cancellable (G_TASK (res)))
    return;
  game = parlour_match_get_game (self->match, job->board);
  if (!g_task_propagate_boolean (G_TASK (res), &error))
    {
      g_clear_object (&slot->cancellable);
      g_debug ("computer: %s", error->message);
      /* a seat that waits for a piece says which */
      if (!self->stopped && parlour_game_get_n_moves (game) == job->n_moves &&
          parlour_game_get_position (game)->hash == job->pos.hash)
        post_need (self, job->seat, job->talk, job->need);
      return;
    }
  if (!answer_fits (self, job->board, &answer))
    {
      g_clear_object (&slot->cancellable);
      update (self);
      return;
    }
  /* a move found sooner than the seat's pace waits for it, the slot still
   * busy (the seat is thinking, as far as anyone can tell) */
  now = g_get_monotonic_time ();
  if (now < slot->due_us)
    {
      Due *due = g_new (Due, 1);

      *due = (Due) { self, job->board };
      slot->answer = answer;
      slot->timeout_id = g_timeout_add_full (G_PRIORITY_DEFAULT,
                                             (guint) ((slot->due_us - now + 999) / 1000),
                                             answer_due_cb, due, g_free);
      return;
    }
  g_clear_object (&slot->cancellable);
  play_answer (self, &answer);
}

/* Starts, keeps or cancels each board's search to match who is to act. */
static void
update (ParlourComputer *self)
{
  guint n_boards = MIN (parlour_match_get_n_boards (self->match), MAX_BOARDS);

  for (guint b = 0; b < n_boards; b++)
    {
      Slot *slot = &self->slots[b];
      ParlourGame *game = parlour_match_get_game (self->match, b);
      guint seat = parlour_match_get_seat_to_act (self->match, b);
      gboolean wanted = !self->stopped && seat != PARLOUR_NO_SEAT &&
                        parlour_match_get_seat (self->match, seat)->controller ==
                          PARLOUR_CONTROLLER_COMPUTER &&
                        !parlour_match_is_over (self->match) &&
                        !parlour_match_get_paused (self->match);
      guint64 hash = parlour_game_get_position (game)->hash;
      guint n_moves = parlour_game_get_n_moves (game);
      gint64 now = g_get_monotonic_time ();
      gint64 since = now;
      gint64 search_us, pace_us;
      g_autoptr(GTask) task = NULL;
      Job *job;

      if (slot->cancellable != NULL)
        {
          if (wanted && slot->seat == seat && slot->hash == hash && slot->n_moves == n_moves)
            continue;
          clear_slot (slot);
        }
      if (!wanted)
        continue;
      /* a search started again at the same ply (a piece arrived, the partner
       * spoke) keeps the time the seat has been thinking */
      if (slot->seat == seat && slot->n_moves == n_moves && slot->since_us != 0)
        since = slot->since_us;
      move_time (self, b, seat, &search_us, &pace_us);
      job = job_new (self->match, b, parlour_computer_get_level (self, seat),
                     MAX (search_us - (now - since), MIN_MOVE_TIME_US), self->seed);
      /* the move waits for its pace, which is no shorter: search the whole time */
      job->limits.whole_time = TRUE;
      *slot = (Slot) { g_cancellable_new (), seat, n_moves, hash, since, since + pace_us };
      task = g_task_new (self, slot->cancellable, search_done_cb, NULL);
      g_task_set_source_tag (task, update);
      g_task_set_task_data (task, job, (GDestroyNotify) job_free);
      g_task_run_in_thread (task, search_thread);
    }
}

static void
match_changed_cb (ParlourMatch    *match,
                  ParlourComputer *self)
{
  update (self);
}

static gboolean
first_update_cb (gpointer data)
{
  ParlourComputer *self = data;

  self->idle_id = 0;
  update (self);
  return G_SOURCE_REMOVE;
}

/* A partner's new message changes what the seat's search values: a search
 * running for the seat starts again with it. */
static void
team_message_cb (ParlourBughouseMatch *match,
                 guint                 seat,
                 ParlourComputer      *self)
{
  guint partner = parlour_bughouse_match_get_partner (match, seat);

  for (guint b = 0; b < MAX_BOARDS; b++)
    if (self->slots[b].cancellable != NULL && self->slots[b].seat == partner)
      clear_slot (&self->slots[b]);
  /* not at once: a message also goes stale in the middle of a move */
  if (self->idle_id == 0)
    self->idle_id = g_idle_add (first_update_cb, self);
}

static void
parlour_computer_dispose (GObject *object)
{
  ParlourComputer *self = PARLOUR_COMPUTER (object);

  parlour_computer_stop (self);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_signal_handler (&self->talk_id, self->match);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (parlour_computer_parent_class)->dispose (object);
}

static void
parlour_computer_finalize (GObject *object)
{
  ParlourComputer *self = PARLOUR_COMPUTER (object);

  g_clear_pointer (&self->levels, g_array_unref);
  G_OBJECT_CLASS (parlour_computer_parent_class)->finalize (object);
}

static void
parlour_computer_class_init (ParlourComputerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_computer_dispose;
  object_class->finalize = parlour_computer_finalize;
  signals[ACTED] = g_signal_new ("acted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
parlour_computer_init (ParlourComputer *self)
{
  self->levels = g_array_new (FALSE, TRUE, sizeof (guint));
  self->move_time_us = DEFAULT_MOVE_TIME_US;
  self->seed = ((guint64) g_random_int () << 32) | g_random_int ();
}

/**
 * parlour_computer_new:
 * @match: the match to act in
 *
 * Returns: (transfer full): a computer player for @match's computer seats; it
 *   first looks for a seat to act for when the main loop is next idle, so that
 *   levels set right after this call apply to the first move
 */
ParlourComputer *
parlour_computer_new (ParlourMatch *match)
{
  ParlourComputer *self;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  self = g_object_new (PARLOUR_TYPE_COMPUTER, NULL);
  self->match = g_object_ref (match);
  self->changed_id = g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  if (PARLOUR_IS_BUGHOUSE_MATCH (match))
    self->talk_id = g_signal_connect (match, "team-message", G_CALLBACK (team_message_cb), self);
  self->idle_id = g_idle_add (first_update_cb, self);
  return self;
}

ParlourMatch *
parlour_computer_get_match (ParlourComputer *self)
{
  g_return_val_if_fail (PARLOUR_IS_COMPUTER (self), NULL);

  return self->match;
}

void
parlour_computer_set_level (ParlourComputer *self,
                            guint            seat,
                            guint            level)
{
  g_return_if_fail (PARLOUR_IS_COMPUTER (self));
  g_return_if_fail (level >= PARLOUR_SEARCH_LEVEL_MIN && level <= PARLOUR_SEARCH_LEVEL_MAX);

  if (seat >= self->levels->len)
    g_array_set_size (self->levels, seat + 1);
  g_array_index (self->levels, guint, seat) = level;
}

guint
parlour_computer_get_level (ParlourComputer *self,
                            guint            seat)
{
  g_return_val_if_fail (PARLOUR_IS_COMPUTER (self), PARLOUR_SEARCH_LEVEL_MAX);

  if (seat >= self->levels->len || g_array_index (self->levels, guint, seat) == 0)
    return PARLOUR_SEARCH_LEVEL_MAX;
  return g_array_index (self->levels, guint, seat);
}

void
parlour_computer_set_move_time (ParlourComputer *self,
                                gint64           time_us)
{
  g_return_if_fail (PARLOUR_IS_COMPUTER (self));
  g_return_if_fail (time_us > 0);

  self->move_time_us = time_us;
}

gboolean
parlour_computer_is_thinking (ParlourComputer *self)
{
  g_return_val_if_fail (PARLOUR_IS_COMPUTER (self), FALSE);

  for (guint b = 0; b < MAX_BOARDS; b++)
    if (self->slots[b].cancellable != NULL)
      return TRUE;
  return FALSE;
}

void
parlour_computer_stop (ParlourComputer *self)
{
  g_return_if_fail (PARLOUR_IS_COMPUTER (self));

  self->stopped = TRUE;
  for (guint b = 0; b < MAX_BOARDS; b++)
    clear_slot (&self->slots[b]);
}

/**
 * parlour_computer_hint_async:
 * @match: a match
 * @board: the board whose seat to act wants a hint
 * @time_us: the most the search may take
 * @cancellable: (nullable): cancels the search
 * @callback: called in the main context when the move is found
 * @user_data: for @callback
 *
 * Searches a good move for the seat to act on @board at the strongest level.
 */
void
parlour_computer_hint_async (ParlourMatch        *match,
                             guint                board,
                             gint64               time_us,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (PARLOUR_IS_MATCH (match));
  g_return_if_fail (board < parlour_match_get_n_boards (match));

  job = job_new (match, board, PARLOUR_SEARCH_LEVEL_MAX, time_us, 0);
  /* a hint is for the person's move alone: nothing is told to the partner */
  job->talk = FALSE;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, parlour_computer_hint_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, search_thread);
}

/**
 * parlour_computer_hint_finish:
 * @result: the result given to the callback
 * @action: (out caller-allocates): the move or pick found
 * @error: set when there is none (the game is over, or the search was cancelled)
 *
 * Returns: %TRUE if @action holds the hint
 */
gboolean
parlour_computer_hint_finish (GAsyncResult  *result,
                              ParlourAction *action,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  *action = job_action (g_task_get_task_data (G_TASK (result)));
  return TRUE;
}
