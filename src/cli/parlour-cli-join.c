/* parlour-cli-join.c — `parlour-cli join`: a peer of a hosted match, for tests and scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   parlour-cli join HOST:PORT [--code=CODE] [--seat=SEAT]… [--token-file=PATH]
 *
 * SEAT is "white", "black" (board 1), a board letter and a colour
 * ("a-white", "b-black": the four seats of Bughouse), a seat number, "any"
 * (the default: any one free seat) or "spectator". With --token-file, a file that holds a peer
 * id and token rejoins as that peer (no code needed); otherwise the id and
 * token of the join are written there. Lines read from standard input:
 *   MOVE | @SEAT MOVE      a move in long algebraic ("e2e4", "N@f3", "pass")
 *   pick SQUARE            a picked piece (Panic chess)
 *   chat TEXT | draw | accept | resign | pause | resume | award SEAT SECONDS | quit
 * (draw, accept and resign act for the first seat held). Lines written:
 *   welcome peer=ID seats=LIST spectator=0|1
 *   state seq=N board=B moves=N last=MOVE result=R to-act=SEAT paused=0|1 missing=LIST fen=FEN
 *   chat FROM: TEXT | draw-offer seat=N | error CODE: MESSAGE | closed: REASON
 * At the end of input it leaves (once joined and the state shown, so that `< /dev/null` shows the
 * state and whether the join was refused).
 * Exit status: 0 when the connection ended on purpose (quit, end of input, the
 * host's bye), 1 when it failed or the host refused the join, 2 on usage errors.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <gio/gunixinputstream.h>

#include "parlour-cli-private.h"
#include "parlour-net-client.h"

typedef struct {
  ParlourNetClient  *client;
  GMainLoop         *loop;
  GDataInputStream  *input;
  char             **seat_names;
  char              *token_file;
  gboolean           joined;
  gboolean           end_of_input;   /* leave once joined */
  int                status;
} Join;

static void
say (const char *format,
     ...) G_GNUC_PRINTF (1, 2);

/* A line on standard output, at once: a test reads it as it comes. */
static void
say (const char *format,
     ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
}

static guint
first_seat (ParlourNetClient *client)
{
  guint64 seats = parlour_net_client_get_seats (client);

  return seats != 0 ? (guint) __builtin_ctzll (seats) : 0;
}

/* The seat of @name in the host's seats, or -1: a number, a colour on the
 * first board, or a board's letter ("a" the first), "-" and a colour. */
static gint64
find_seat (ParlourNetClient *client,
           const char       *name)
{
  JsonArray *seats = parlour_net_client_get_host_seats (client);
  gint64 board = 0;
  guint64 number;

  if (g_ascii_string_to_unsigned (name, 10, 0, PARLOUR_NET_MAX_SEATS - 1, &number, NULL))
    return number;
  if (g_ascii_islower (name[0]) && name[1] == '-')
    {
      board = name[0] - 'a';
      name += 2;
    }
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonObject *seat = json_array_get_object_element (seats, i);

      if (json_object_get_int_member (seat, "board") == board &&
          g_str_equal (json_object_get_string_member (seat, "color"), name))
        return json_object_get_int_member (seat, "seat");
    }
  return -1;
}

static void
hello_cb (ParlourNetClient *client,
          Join             *join)
{
  guint64 seats = 0;
  gboolean spectator = FALSE;

  for (guint i = 0; join->seat_names != NULL && join->seat_names[i] != NULL; i++)
    {
      const char *name = join->seat_names[i];
      gint64 seat;

      if (g_str_equal (name, "spectator"))
        spectator = TRUE;
      else if (!g_str_equal (name, "any"))
        {
          seat = find_seat (client, name);
          if (seat < 0)
            {
              /* the host refuses seat 63 of a smaller match: that names the problem */
              say ("no seat “%s” in this %s match", name,
                   parlour_net_client_get_variant (client));
              seat = PARLOUR_NET_MAX_SEATS - 1;
            }
          seats |= G_GUINT64_CONSTANT (1) << seat;
        }
    }
  parlour_net_client_set_seats (client, seats, spectator);
}

static void
welcome_cb (ParlourNetClient *client,
            Join             *join)
{
  g_autofree char *seats = parlour_net_seats_to_string (parlour_net_client_get_seats (client));
  g_autoptr(GError) error = NULL;

  say ("welcome peer=%s seats=%s spectator=%d", parlour_net_client_get_peer (client), seats,
       parlour_net_client_get_seats (client) == 0);
  if (join->token_file != NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s %s\n", parlour_net_client_get_peer (client),
                                               parlour_net_client_get_token (client));

      if (!g_file_set_contents_full (join->token_file, text, -1, G_FILE_SET_CONTENTS_CONSISTENT,
                                     0600, &error))
        say ("error token-file: %s", error->message);
    }
  join->joined = TRUE;
}

static void
state_cb (ParlourNetClient *client,
          Join             *join)
{
  ParlourMatch *match = parlour_net_client_get_match (client);
  g_autofree char *missing = parlour_net_seats_to_string (parlour_net_client_get_missing (client));
  GEnumClass *results = g_type_class_ref (PARLOUR_TYPE_RESULT);

  for (guint b = 0; b < parlour_match_get_n_boards (match); b++)
    {
      ParlourGame *game = parlour_match_get_game (match, b);
      guint n = parlour_game_get_n_moves (game);
      g_autofree char *fen = parlour_position_to_fen (parlour_game_get_position (game));
      g_autofree char *last = NULL;
      guint to_act = parlour_match_get_seat_to_act (match, b);
      g_autofree char *to_act_text = to_act == PARLOUR_NO_SEAT ? g_strdup ("-")
                                                         : g_strdup_printf ("%u", to_act);

      if (n > 0)
        last = parlour_move_to_long (parlour_game_get_position_at (game, n - 1),
                                     parlour_game_get_move (game, n - 1));
      say ("state board=%u moves=%u last=%s result=%s to-act=%s paused=%d missing=%s fen=%s",
           b, n, last ? last : "-",
           g_enum_get_value (results, parlour_game_get_result (game))->value_nick,
           to_act_text, parlour_net_client_get_paused (client), missing, fen);
    }
  g_type_class_unref (results);
  /* the host sends the state right after the welcome */
  if (join->end_of_input)
    parlour_net_client_leave (client);
}

static void
chat_cb (ParlourNetClient *client,
         const char       *from,
         const char       *text,
         Join             *join)
{
  say ("chat %s: %s", from, text);
}

static void
draw_offered_cb (ParlourNetClient *client,
                 guint             seat,
                 Join             *join)
{
  say ("draw-offer seat=%u", seat);
}

static void
error_received_cb (ParlourNetClient *client,
                   const char       *code,
                   const char       *message,
                   Join             *join)
{
  say ("error %s: %s", code, message);
  if (!g_str_equal (code, "illegal"))
    join->status = 1;
}

static void
closed_cb (ParlourNetClient *client,
           const GError     *error,
           Join             *join)
{
  say ("closed: %s", error ? error->message : "bye");
  if (error != NULL && !g_error_matches (error, PARLOUR_NET_ERROR, PARLOUR_NET_ERROR_CLOSED))
    join->status = 1;
  g_main_loop_quit (join->loop);
}

static void read_next_line (Join *join);

static void
command (Join       *join,
         const char *line)
{
  ParlourNetClient *client = join->client;
  guint seat = first_seat (client);
  g_auto(GStrv) words = NULL;

  if (line[0] == '@')
    {
      char *end;

      seat = strtoul (line + 1, &end, 10);
      line = end;
      while (*line == ' ')
        line++;
    }
  words = g_strsplit (line, " ", 3);
  if (words[0] == NULL || words[0][0] == '\0')
    return;
  if (g_str_equal (words[0], "quit"))
    parlour_net_client_leave (client);
  else if (g_str_equal (words[0], "chat"))
    parlour_net_client_chat (client, line + strlen ("chat") + (line[4] == ' '));
  else if (g_str_equal (words[0], "draw"))
    parlour_net_client_seat_request (client, PARLOUR_NET_MESSAGE_DRAW_OFFER, seat);
  else if (g_str_equal (words[0], "accept"))
    parlour_net_client_seat_request (client, PARLOUR_NET_MESSAGE_DRAW_ACCEPT, seat);
  else if (g_str_equal (words[0], "resign"))
    parlour_net_client_seat_request (client, PARLOUR_NET_MESSAGE_RESIGN, seat);
  else if (g_str_equal (words[0], "pause") || g_str_equal (words[0], "resume"))
    parlour_net_client_pause (client, g_str_equal (words[0], "pause"));
  else if (g_str_equal (words[0], "award") && words[1] != NULL && words[2] != NULL)
    parlour_net_client_award_time (client, atoi (words[1]), atoi (words[2]));
  else if (g_str_equal (words[0], "pick") && words[1] != NULL)
    parlour_net_client_pick (client, seat, words[1]);
  else
    parlour_net_client_move (client, seat, words[0]);
}

static void
line_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Join *join = user_data;
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                    NULL);
  if (line == NULL)
    {
      /* the commands read before the join went nowhere; leaving now would too */
      join->end_of_input = TRUE;
      if (join->joined)
        parlour_net_client_leave (join->client);
      return;
    }
  command (join, line);
  read_next_line (join);
}

static void
read_next_line (Join *join)
{
  g_data_input_stream_read_line_async (join->input, G_PRIORITY_DEFAULT, NULL, line_cb, join);
}

/* "PEER TOKEN" from @path into @client; FALSE if there is no such file. */
static gboolean
read_token_file (ParlourNetClient *client,
                 const char       *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  words = g_strsplit_set (g_strstrip (text), " ", 2);
  if (g_strv_length (words) != 2)
    return FALSE;
  parlour_net_client_set_resume (client, words[0], words[1]);
  return TRUE;
}

int
parlour_cli_join (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  g_autoptr(ParlourNetClient) client = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GInputStream) stdin_stream = NULL;
  Join join = { 0 };
  GOptionEntry entries[] = {
    { "code", 0, 0, G_OPTION_ARG_STRING, &code, "Join code", "CODE" },
    { "seat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &join.seat_names, "Seat", "SEAT" },
    { "token-file", 0, 0, G_OPTION_ARG_FILENAME, &join.token_file, "Token file", "PATH" },
    { NULL }
  };

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return parlour_cli_usage_error ("%s", error->message);
  if (argc != 2)
    return parlour_cli_usage_error ("join needs exactly one HOST:PORT");
  {
    /* no default port: a host listens where `serve` says ("port N") */
    g_autoptr(GSocketConnectable) parsed = g_network_address_parse (argv[1], 0, NULL);

    if (parsed == NULL || g_network_address_get_port (G_NETWORK_ADDRESS (parsed)) == 0)
      {
        g_autofree char *shown = g_utf8_make_valid (argv[1], -1);

        g_strfreev (join.seat_names);
        g_free (join.token_file);
        return parlour_cli_usage_error ("“%s” has no port: join needs HOST:PORT, with the port "
                                        "the host printed (“port N”)", shown);
      }
  }

  client = parlour_net_client_new ();
  if (join.token_file == NULL || !read_token_file (client, join.token_file))
    {
      if (code == NULL)
        {
          g_strfreev (join.seat_names);
          g_free (join.token_file);
          return parlour_cli_usage_error ("join needs --code (or a --token-file from an "
                                          "earlier join)");
        }
      parlour_net_client_set_code (client, code);
    }
  loop = g_main_loop_new (NULL, FALSE);
  stdin_stream = g_unix_input_stream_new (0, FALSE);
  join.client = client;
  join.loop = loop;
  join.input = g_data_input_stream_new (stdin_stream);
  g_signal_connect (client, "hello", G_CALLBACK (hello_cb), &join);
  g_signal_connect (client, "welcome", G_CALLBACK (welcome_cb), &join);
  g_signal_connect (client, "state-changed", G_CALLBACK (state_cb), &join);
  g_signal_connect (client, "chat", G_CALLBACK (chat_cb), &join);
  g_signal_connect (client, "draw-offered", G_CALLBACK (draw_offered_cb), &join);
  g_signal_connect (client, "error-received", G_CALLBACK (error_received_cb), &join);
  g_signal_connect (client, "closed", G_CALLBACK (closed_cb), &join);
  parlour_net_client_connect (client, argv[1]);
  read_next_line (&join);
  g_main_loop_run (loop);
  g_signal_handlers_disconnect_by_data (client, &join);
  g_object_unref (join.input);
  g_strfreev (join.seat_names);
  g_free (join.token_file);
  return join.status;
}
