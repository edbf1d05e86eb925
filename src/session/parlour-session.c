/* parlour-session.c — the autosave: written on change, debounced, by a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session follows each window's table (parlour_session_follow()): every
 * change of the match — a move made here, by a computer seat or by a peer, a
 * fallen flag, a pause, undo — is the table's ::changed; what a window shows
 * of it (the ply, the board flipped) is the window's properties, whose notify
 * it follows too, and a window's next table is another match. A window says
 * itself only its close (the time on a running clock). The session does not
 * write anything itself. The first
 * change starts a timer of PARLOUR_SESSION_DELAY_MS, and what the window shows
 * when it fires is saved: changes in between are one write, so four computer
 * seats moving at once cost a write every half second at most, and a running
 * clock costs none (docs/reliability.md, "The autosave").
 *
 * The match is a GObject of the main thread, so the text is made there
 * (parlour_autosave_to_data()); a GTask worker writes it to a temporary file,
 * fsyncs it and renames it over the autosave (g_file_set_contents_full() with
 * CONSISTENT and DURABLE), so a crash leaves the previous autosave or the new
 * one, never half of one. One write runs at a time, under a lock, and every
 * text carries a generation: a flush on the main thread (window closed,
 * application quit, restore at start-up) waits for the worker's write and
 * writes the newest text, and a worker that comes later with an older text
 * writes nothing.
 *
 * Only GLib and GIO here: the windows reach it through
 * parlour_session_get_default(), which the application keeps.
 */
#include "config.h"

#include "parlour-session.h"

struct _ParlourSession
{
  GObject                 parent_instance;

  /* main thread */
  GWeakRef                source;       /* whose match is saved */
  gpointer                source_id;    /* the same, only compared: a weak ref is
                                         * cleared before its object's dispose */
  ParlourSessionSnapshot  snapshot;
  guint                   timeout_id;
  gboolean                pending;      /* a change not yet made into text */
  gboolean                writing;      /* a worker's write is under way */
  guint64                 generation;   /* of the newest text made */
  GPtrArray              *follows;      /* Follow: the tables followed */

  /* under lock: whoever writes the file holds it */
  GMutex                  lock;
  GCond                   done;         /* a worker's job ended */
  guint                   queued;       /* workers' jobs not ended */
  guint64                 written;      /* the generation on disk */
  guint                   n_writes;
  gboolean                last_on_main;
};

G_DEFINE_FINAL_TYPE (ParlourSession, parlour_session, G_TYPE_OBJECT)

/* a table followed for a source */
typedef struct
{
  ParlourSession         *session;
  gpointer                source_id;    /* only compared */
  GWeakRef                source;
  ParlourTable           *table;
  gulong                  changed_id;
  GStrv                   properties;   /* the source's that its snapshot shows */
  gulong                  notify_id;    /* on the source */
  gboolean                ended;        /* no longer followed */
  ParlourSessionSnapshot  snapshot;
} Follow;

static void
follow_clear (Follow *follow)
{
  g_clear_object (&follow->table);
  g_clear_pointer (&follow->properties, g_strfreev);
  g_weak_ref_clear (&follow->source);
}

static void
follow_release (gpointer follow,
                GClosure *closure)
{
  g_rc_box_release_full (follow, (GDestroyNotify) follow_clear);
}

/* The source's notify handler holds a reference of its own: a source in its
 * dispose (its weak reference cleared already) keeps the handler until it is
 * finalized, and finds the follow ended. */
static void
follow_free (Follow *follow)
{
  g_autoptr(GObject) source = g_weak_ref_get (&follow->source);

  follow->ended = TRUE;
  if (source != NULL)
    g_clear_signal_handler (&follow->notify_id, source);
  g_clear_signal_handler (&follow->changed_id, follow->table);
  follow_release (follow, NULL);
}

enum {
  WRITE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  char    *path;
  char    *text;
  guint64  generation;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

static void
parlour_session_finalize (GObject *object)
{
  ParlourSession *self = PARLOUR_SESSION (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_pointer (&self->follows, g_ptr_array_unref);
  g_weak_ref_clear (&self->source);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->done);

  G_OBJECT_CLASS (parlour_session_parent_class)->finalize (object);
}

static void
parlour_session_class_init (ParlourSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = parlour_session_finalize;

  /**
   * ParlourSession::write-failed:
   * @source: the window whose match was not saved
   * @message: why, as the system said it (a full disk, a folder not writable)
   */
  signals[WRITE_FAILED] = g_signal_new ("write-failed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_OBJECT, G_TYPE_STRING);
}

static void
parlour_session_init (ParlourSession *self)
{
  g_weak_ref_init (&self->source, NULL);
  self->follows = g_ptr_array_new_with_free_func ((GDestroyNotify) follow_free);
  g_mutex_init (&self->lock);
  g_cond_init (&self->done);
}

ParlourSession *
parlour_session_get_default (void)
{
  static ParlourSession *session;

  if (session == NULL)
    session = g_object_new (PARLOUR_TYPE_SESSION, NULL);
  return session;
}

/* The text of what the source shows now, a new generation; NULL if it has
 * gone or has nothing to save. */
static WriteJob *
make_job (ParlourSession *self,
          GObject        *disposed)
{
  g_autoptr(GObject) source = disposed ? g_object_ref (disposed) : g_weak_ref_get (&self->source);
  ParlourSavedMatch saved = { .view_ply = PARLOUR_CURRENT_PLY };
  WriteJob *job;

  self->pending = FALSE;
  if (source == NULL || self->snapshot == NULL || !self->snapshot (source, &saved))
    return NULL;
  job = g_new0 (WriteJob, 1);
  job->path = parlour_autosave_get_path ();
  job->text = parlour_autosave_to_data (&saved, g_get_monotonic_time ());
  job->generation = ++self->generation;
  return job;
}

/* Writes @job unless a newer text is on disk already; takes the lock. */
static gboolean
write_job (ParlourSession *self,
           WriteJob       *job,
           gboolean        main_thread,
           GError        **error)
{
  gboolean ok = TRUE;

  g_mutex_lock (&self->lock);
  if (job->generation > self->written)
    {
      ok = parlour_autosave_write_data (job->path, job->text, error);
      if (ok)
        {
          self->written = job->generation;
          self->n_writes++;
          self->last_on_main = main_thread;
        }
    }
  g_mutex_unlock (&self->lock);
  return ok;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  ParlourSession *self = source_object;
  GError *error = NULL;
  gboolean ok = write_job (self, task_data, FALSE, &error);

  g_mutex_lock (&self->lock);
  self->queued--;
  g_cond_broadcast (&self->done);
  g_mutex_unlock (&self->lock);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
report_failure (ParlourSession *self,
                const GError   *error)
{
  g_autoptr(GObject) source = g_weak_ref_get (&self->source);

  g_debug ("autosave: %s", error->message);
  g_signal_emit (self, signals[WRITE_FAILED], 0, source, error->message);
}

static void schedule (ParlourSession *self);

static void
written_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  ParlourSession *self = PARLOUR_SESSION (object);
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    report_failure (self, error);
  /* what changed during the write */
  if (self->pending)
    schedule (self);
}

static void
start_write (ParlourSession *self)
{
  g_autoptr(GTask) task = NULL;
  WriteJob *job;

  /* one write at a time: the change waits for the write under way */
  if (self->writing)
    return;
  job = make_job (self, NULL);
  if (job == NULL)
    return;
  task = g_task_new (self, NULL, written_cb, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  self->writing = TRUE;
  g_mutex_lock (&self->lock);
  self->queued++;
  g_mutex_unlock (&self->lock);
  g_task_run_in_thread (task, write_thread);
}

static gboolean
timeout_cb (gpointer user_data)
{
  ParlourSession *self = user_data;

  self->timeout_id = 0;
  start_write (self);
  return G_SOURCE_REMOVE;
}

/* The first change starts the timer; later ones ride along, so a stream of
 * changes is still written every PARLOUR_SESSION_DELAY_MS. */
static void
schedule (ParlourSession *self)
{
  if (self->timeout_id == 0)
    self->timeout_id = g_timeout_add (PARLOUR_SESSION_DELAY_MS, timeout_cb, self);
}

void
parlour_session_changed (ParlourSession         *self,
                         GObject                *source,
                         ParlourSessionSnapshot  snapshot)
{
  g_return_if_fail (PARLOUR_IS_SESSION (self));
  g_return_if_fail (G_IS_OBJECT (source));
  g_return_if_fail (snapshot != NULL);

  g_weak_ref_set (&self->source, source);
  self->source_id = source;
  self->snapshot = snapshot;
  self->pending = TRUE;
  schedule (self);
}

static void
table_changed_cb (ParlourTable *table,
                  Follow       *follow)
{
  g_autoptr(GObject) source = g_weak_ref_get (&follow->source);

  if (source != NULL)
    parlour_session_changed (follow->session, source, follow->snapshot);
}

static void
source_notify_cb (GObject    *source,
                  GParamSpec *pspec,
                  Follow     *follow)
{
  if (!follow->ended &&
      g_strv_contains ((const char *const *) follow->properties, pspec->name))
    parlour_session_changed (follow->session, source, follow->snapshot);
}

static void
unfollow (ParlourSession *self,
          gpointer        source_id)
{
  for (guint i = self->follows->len; i > 0; i--)
    if (((Follow *) g_ptr_array_index (self->follows, i - 1))->source_id == source_id)
      g_ptr_array_remove_index (self->follows, i - 1);
}

void
parlour_session_follow (ParlourSession         *self,
                        GObject                *source,
                        ParlourTable           *table,
                        ParlourSessionSnapshot  snapshot,
                        const char *const      *properties)
{
  /* set on a source's first table: kept while the source lives */
  static GQuark followed_quark;
  gboolean again;
  Follow *follow;

  g_return_if_fail (PARLOUR_IS_SESSION (self));
  g_return_if_fail (G_IS_OBJECT (source));
  g_return_if_fail (table == NULL || PARLOUR_IS_TABLE (table));
  g_return_if_fail (table == NULL || snapshot != NULL);

  unfollow (self, source);
  if (table == NULL)
    return;
  follow = g_rc_box_new0 (Follow);
  follow->session = self;
  follow->source_id = source;
  g_weak_ref_init (&follow->source, source);
  follow->table = g_object_ref (table);
  follow->snapshot = snapshot;
  follow->changed_id = g_signal_connect (table, "changed", G_CALLBACK (table_changed_cb), follow);
  if (properties != NULL)
    {
      follow->properties = g_strdupv ((char **) properties);
      follow->notify_id = g_signal_connect_data (source, "notify", G_CALLBACK (source_notify_cb),
                                                 g_rc_box_acquire (follow), follow_release, 0);
    }
  g_ptr_array_add (self->follows, follow);

  /* A table after the first one is a change of the source: another match
   * taken, or the same one played on under a new table (a joined match
   * continued here). The first one is what the source starts with: the match
   * restored from the autosave, which holds it already, or a new one that no
   * change has made worth a write yet. */
  if (followed_quark == 0)
    followed_quark = g_quark_from_static_string ("parlour-session-followed");
  again = g_object_get_qdata (source, followed_quark) != NULL;
  g_object_set_qdata (source, followed_quark, GINT_TO_POINTER (TRUE));
  if (again)
    parlour_session_changed (self, source, snapshot);
}

/* Writes the pending change of @disposed (NULL: of the source) on this thread. */
static gboolean
flush (ParlourSession  *self,
       GObject         *disposed,
       GError         **error)
{
  g_autoptr(GError) local = NULL;
  WriteJob *job = NULL;
  gboolean ok = TRUE;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->pending)
    job = make_job (self, disposed);
  if (job != NULL)
    {
      ok = write_job (self, job, TRUE, &local);
      write_job_free (job);
    }
  else
    {
      /* a worker's write, under way or still queued, ends before this
       * returns: the file is the newest text */
      g_mutex_lock (&self->lock);
      while (self->queued > 0)
        g_cond_wait (&self->done, &self->lock);
      g_mutex_unlock (&self->lock);
    }
  if (!ok)
    {
      report_failure (self, local);
      g_propagate_error (error, g_steal_pointer (&local));
    }
  return ok;
}

gboolean
parlour_session_flush (ParlourSession  *self,
                       GError         **error)
{
  g_return_val_if_fail (PARLOUR_IS_SESSION (self), FALSE);

  return flush (self, NULL, error);
}

void
parlour_session_forget (ParlourSession *self,
                        GObject        *source)
{
  g_return_if_fail (PARLOUR_IS_SESSION (self));

  if (source == NULL)
    return;
  unfollow (self, source);
  if (self->source_id != source)
    return;
  if (self->pending)
    flush (self, source, NULL);
  g_weak_ref_set (&self->source, NULL);
  self->source_id = NULL;
  self->snapshot = NULL;
  self->pending = FALSE;
}

ParlourSavedMatch *
parlour_session_restore (ParlourSession  *self,
                         char           **kept_at,
                         GError         **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *path = parlour_autosave_get_path ();
  g_autofree char *legacy = parlour_autosave_get_legacy_path ();
  const char *read_path = path;
  ParlourSavedMatch *saved;

  g_return_val_if_fail (PARLOUR_IS_SESSION (self), NULL);
  g_return_val_if_fail (kept_at != NULL, NULL);

  *kept_at = NULL;
  /* what another window changed last is what a new one starts from */
  parlour_session_flush (self, NULL);
  saved = parlour_autosave_read (path, g_get_monotonic_time (), &local);
  /* an older Parlour's autosave, until the first one of this Parlour replaces it */
  if (saved == NULL && g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_clear_error (&local);
      read_path = legacy;
      saved = parlour_autosave_read (read_path, g_get_monotonic_time (), &local);
    }
  if (saved != NULL)
    return saved;

  if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      /* kept for a bug report, beside any damaged one before it */
      *kept_at = parlour_autosave_move_aside (read_path, &move_error);
      g_debug ("autosave %s is damaged: %s", read_path, local->message);
      if (*kept_at == NULL)
        g_debug ("could not move it aside: %s", move_error->message);
    }
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

gboolean
parlour_session_is_idle (ParlourSession *self)
{
  g_return_val_if_fail (PARLOUR_IS_SESSION (self), FALSE);

  return self->timeout_id == 0 && !self->writing && !self->pending;
}

guint
parlour_session_get_n_writes (ParlourSession *self)
{
  guint n;

  g_return_val_if_fail (PARLOUR_IS_SESSION (self), 0);

  g_mutex_lock (&self->lock);
  n = self->n_writes;
  g_mutex_unlock (&self->lock);
  return n;
}

gboolean
parlour_session_last_write_on_main_thread (ParlourSession *self)
{
  gboolean on_main;

  g_return_val_if_fail (PARLOUR_IS_SESSION (self), FALSE);

  g_mutex_lock (&self->lock);
  on_main = self->last_on_main;
  g_mutex_unlock (&self->lock);
  return on_main;
}
