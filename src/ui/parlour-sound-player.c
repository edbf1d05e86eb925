/* parlour-sound-player.c — the sounds of a window's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window asks for an event where it learns of it (a match that changed,
 * a reveal, the countdown, the clocks' timer); which sound a move makes is
 * decided here, from the move and the positions around it, so that it can be
 * tested without a window. The sounds are the project's own
 * (data/sounds/README.md), played from the GResource through GtkMediaFile,
 * one stream per sound, made when first needed and reused.
 *
 * With the "sounds" setting off nothing plays and nothing is recorded. With
 * PARLOUR_NO_AUDIO set in the environment (the tests set it) the events are
 * recorded and announced by ::played but no audio is made. Where GTK has no
 * media backend, the stream it gives cannot play, and the event passes in
 * silence.
 */
#include "config.h"

#include "parlour-sound-player.h"

#include <string.h>

#include "parlour-match-news.h"

#define RESOURCE_DIR "/io/github/parlourchess/Parlour/sounds/"

/* from the least to the most important: of the events asked for at once, the
 * last one here that was asked for plays */
static const char * const events[] = {
  PARLOUR_SOUND_MOVE, PARLOUR_SOUND_DROP, PARLOUR_SOUND_CAPTURE, PARLOUR_SOUND_CHECK,
  PARLOUR_SOUND_ARRIVAL, PARLOUR_SOUND_COUNTDOWN, PARLOUR_SOUND_LOW_TIME,
  PARLOUR_SOUND_REVEAL, PARLOUR_SOUND_END,
};

/* each side's clock on a board has played its low time */
typedef struct {
  gboolean low[2];
} BoardState;

struct _ParlourSoundPlayer
{
  GObject     parent_instance;

  GSettings  *settings;
  gboolean    audio;            /* FALSE: record only (PARLOUR_NO_AUDIO) */
  GHashTable *streams;          /* event name → GtkMediaStream */
  ParlourMatchNews *news;       /* of the match followed */
  GArray     *boards;           /* BoardState of the match followed */
  int         pending;          /* index in events[] of the event to play, or -1 */
  guint       idle_id;
  GPtrArray  *played;           /* static event names, for tests */
};

G_DEFINE_FINAL_TYPE (ParlourSoundPlayer, parlour_sound_player, G_TYPE_OBJECT)

enum {
  PLAYED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
parlour_sound_for_move (const ParlourPosition *before,
                        ParlourMove            move,
                        const ParlourPosition *after)
{
  g_return_val_if_fail (before != NULL && after != NULL, NULL);

  if (after->pending != PARLOUR_MOVE_NONE)
    return PARLOUR_SOUND_MOVE;
  if (parlour_position_in_check (after))
    return PARLOUR_SOUND_CHECK;
  if (PARLOUR_MOVE_FLAG (move) == PARLOUR_MOVE_DROP)
    return PARLOUR_SOUND_DROP;
  if (PARLOUR_MOVE_FLAG (move) != PARLOUR_MOVE_PASS && parlour_position_is_capture (before, move))
    return PARLOUR_SOUND_CAPTURE;
  return PARLOUR_SOUND_MOVE;
}

static GtkMediaStream *
lookup_stream (ParlourSoundPlayer *self,
               const char         *event)
{
  GtkMediaStream *stream = g_hash_table_lookup (self->streams, event);

  if (stream == NULL)
    {
      g_autofree char *path = g_strconcat (RESOURCE_DIR, event, ".wav", NULL);

      stream = gtk_media_file_new_for_resource (path);
      g_hash_table_insert (self->streams, (gpointer) event, stream);
    }
  return stream;
}

static void
output (ParlourSoundPlayer *self,
        const char         *event)
{
  GtkMediaStream *stream = lookup_stream (self, event);

  /* no media backend, or a stream that failed: silence, as promised */
  if (gtk_media_stream_get_error (stream) != NULL)
    return;
  if (gtk_media_stream_get_playing (stream))
    gtk_media_stream_pause (stream);
  if (gtk_media_stream_is_seekable (stream))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

static gboolean
flush_cb (gpointer user_data)
{
  ParlourSoundPlayer *self = PARLOUR_SOUND_PLAYER (user_data);
  const char *event = events[self->pending];

  self->idle_id = 0;
  self->pending = -1;
  if (self->audio)
    output (self, event);
  g_ptr_array_add (self->played, (gpointer) event);
  g_signal_emit (self, signals[PLAYED], 0, event);
  return G_SOURCE_REMOVE;
}

void
parlour_sound_player_play (ParlourSoundPlayer *self,
                           const char         *event)
{
  int index = -1;

  g_return_if_fail (PARLOUR_IS_SOUND_PLAYER (self));
  g_return_if_fail (event != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    if (g_str_equal (events[i], event))
      index = (int) i;
  g_return_if_fail (index >= 0);

  if (!g_settings_get_boolean (self->settings, "sounds"))
    return;
  self->pending = MAX (self->pending, index);
  if (self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, flush_cb, self, NULL);
}

void
parlour_sound_player_follow (ParlourSoundPlayer *self,
                             ParlourMatch       *match,
                             gboolean            sound)
{
  const ParlourBoardNews *news;
  guint n_boards;
  gboolean ended;

  g_return_if_fail (PARLOUR_IS_SOUND_PLAYER (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  news = parlour_match_news_update (self->news, match, sound, &n_boards, &ended);
  /* a match of another shape is another match */
  if (n_boards != self->boards->len)
    {
      g_array_set_size (self->boards, n_boards);
      memset (self->boards->data, 0, n_boards * sizeof (BoardState));
    }

  for (guint b = 0; b < n_boards; b++)
    {
      ParlourGame *game = parlour_match_get_game (match, b);
      guint n_moves = news[b].n_moves;

      if (news[b].first < n_moves)
        parlour_sound_player_play (self,
                                   parlour_sound_for_move (parlour_game_get_position_at (game,
                                                                                         n_moves - 1),
                                                           parlour_game_get_move (game,
                                                                                  n_moves - 1),
                                                           parlour_game_get_position (game)));
      /* Bughouse: a capture on the partner's board sent a piece here */
      else if (news[b].arrived_kind != 0)
        parlour_sound_player_play (self, PARLOUR_SOUND_ARRIVAL);
    }

  if (ended)
    parlour_sound_player_play (self, PARLOUR_SOUND_END);
}

void
parlour_sound_player_watch_clocks (ParlourSoundPlayer *self,
                                   ParlourMatch       *match,
                                   gint64              now_us)
{
  g_return_if_fail (PARLOUR_IS_SOUND_PLAYER (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  for (guint b = 0; b < parlour_match_get_n_boards (match) && b < self->boards->len; b++)
    {
      BoardState *state = &g_array_index (self->boards, BoardState, b);
      ParlourClock *clock = parlour_match_get_clock (match, b);

      for (guint side = 0; clock != NULL && side < 2; side++)
        {
          gint64 left = parlour_clock_get_remaining (clock, (ParlourColor) side, now_us);

          /* time given back (an undo, an increment) can run low again */
          if (left > PARLOUR_SOUND_LOW_TIME_US)
            state->low[side] = FALSE;
          else if (!state->low[side] && left > 0 && parlour_clock_is_running (clock) &&
                   parlour_clock_get_active (clock) == (ParlourColor) side)
            {
              state->low[side] = TRUE;
              parlour_sound_player_play (self, PARLOUR_SOUND_LOW_TIME);
            }
        }
    }
}

const GPtrArray *
parlour_sound_player_get_played (ParlourSoundPlayer *self)
{
  g_return_val_if_fail (PARLOUR_IS_SOUND_PLAYER (self), NULL);

  return self->played;
}

void
parlour_sound_player_clear_played (ParlourSoundPlayer *self)
{
  g_return_if_fail (PARLOUR_IS_SOUND_PLAYER (self));

  g_ptr_array_set_size (self->played, 0);
}

static void
parlour_sound_player_dispose (GObject *object)
{
  ParlourSoundPlayer *self = PARLOUR_SOUND_PLAYER (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_clear_pointer (&self->streams, g_hash_table_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (parlour_sound_player_parent_class)->dispose (object);
}

static void
parlour_sound_player_finalize (GObject *object)
{
  ParlourSoundPlayer *self = PARLOUR_SOUND_PLAYER (object);

  g_array_unref (self->boards);
  parlour_match_news_free (self->news);
  g_ptr_array_unref (self->played);

  G_OBJECT_CLASS (parlour_sound_player_parent_class)->finalize (object);
}

static void
parlour_sound_player_class_init (ParlourSoundPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_sound_player_dispose;
  object_class->finalize = parlour_sound_player_finalize;

  /**
   * ParlourSoundPlayer::played:
   * @name: the event, such as "capture"
   *
   * A sound played (or, with PARLOUR_NO_AUDIO, would have).
   */
  signals[PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
parlour_sound_player_init (ParlourSoundPlayer *self)
{
  self->settings = g_settings_new (APPLICATION_ID);
  self->audio = g_getenv ("PARLOUR_NO_AUDIO") == NULL;
  self->streams = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  self->boards = g_array_new (FALSE, TRUE, sizeof (BoardState));
  self->news = parlour_match_news_new ();
  self->pending = -1;
  self->played = g_ptr_array_new ();
}

ParlourSoundPlayer *
parlour_sound_player_new (void)
{
  return g_object_new (PARLOUR_TYPE_SOUND_PLAYER, NULL);
}
