/* test-result-texts.c — every "X wins" the window says agrees with the result it saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A table of endings: each match type (one board of chess, Crazyhouse, Panic
 * and Bungalow, Bughouse, SimulChess, a game of Chess Bingo) ended each way it
 * can end (mate or its variant's own win, resignation by every seat, a flag on
 * either board, agreement). For each row a real window shows the match; the
 * test reads the result under the move list, saves the match (PGN, BPGN or a
 * Chess Bingo file), reads the Result tag and the players' names in the file,
 * and checks that the text names the winners the file names, and never the
 * losers as winners. The file is then opened in a new window, which must say
 * the same.
 */
#include "config.h"

#include <string.h>

#include "bingo-test-util.h"
#include "parlour-bughouse-match.h"
#include "parlour-simul-match.h"
#include "parlour-simul.h"
#include "ui-test-util.h"

typedef enum {
  KIND_SINGLE,      /* one board; the variant in the row */
  KIND_BUGHOUSE,
  KIND_SIMUL,
  KIND_BINGO,       /* the first game of a Chess Bingo match, made in its dialog */
} Kind;

typedef enum {
  END_MOVES,        /* the row's moves (long algebraic, or a picked square in Panic) */
  END_RESIGN,       /* the row's seat resigns */
  END_FLAG,         /* the row's board's side to move runs out of time */
  END_AGREE,        /* a draw by agreement */
  END_POOL,         /* SimulChess: the time pool runs out, material decides */
} Ending;

typedef struct {
  const char *name;
  Kind        kind;
  const char *variant;
  const char *fen;      /* NULL: the variant's start */
  Ending      ending;
  guint       seat;     /* END_RESIGN: the seat; END_AGREE: the board; END_FLAG: the move
                         * (from 0) that started the clock whose flag falls */
  const char *moves;    /* END_MOVES and END_FLAG: "e2e4 e7e5" (Bughouse: "A:e2e4 B:e2e4") */
} Row;

#define SCHOLAR "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7"
#define FOOL "f2f3 e7e5 g2g4 d8h4"

static const Row rows[] = {
  { "chess-mate-white", KIND_SINGLE, "chess", NULL, END_MOVES, 0, SCHOLAR },
  { "chess-mate-black", KIND_SINGLE, "chess", NULL, END_MOVES, 0, FOOL },
  { "chess-resign-white", KIND_SINGLE, "chess", NULL, END_RESIGN, 0, "e2e4" },
  { "chess-resign-black", KIND_SINGLE, "chess", NULL, END_RESIGN, 1, "e2e4" },
  { "chess-flag-white", KIND_SINGLE, "chess", NULL, END_FLAG, 1, "e2e4 e7e5" },
  { "chess-flag-black", KIND_SINGLE, "chess", NULL, END_FLAG, 0, "e2e4" },
  { "chess-agree", KIND_SINGLE, "chess", NULL, END_AGREE, 0, "e2e4" },
  { "crazyhouse-mate-white", KIND_SINGLE, "crazyhouse", NULL, END_MOVES, 0, SCHOLAR },
  { "crazyhouse-resign-white", KIND_SINGLE, "crazyhouse", NULL, END_RESIGN, 0, "e2e4" },
  { "crazyhouse-resign-black", KIND_SINGLE, "crazyhouse", NULL, END_RESIGN, 1, "e2e4" },
  { "crazyhouse-flag-black", KIND_SINGLE, "crazyhouse", NULL, END_FLAG, 0, "e2e4" },
  { "crazyhouse-agree", KIND_SINGLE, "crazyhouse", NULL, END_AGREE, 0, "e2e4" },
  /* Panic: the queen's only capture is the king */
  { "panic-king-white", KIND_SINGLE, "panic", "4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1", END_MOVES, 0,
    "e1" },
  { "panic-king-black", KIND_SINGLE, "panic", "4q1k1/8/8/8/8/8/8/4K3 b - - 0 1", END_MOVES, 0,
    "e8" },
  { "panic-resign-white", KIND_SINGLE, "panic", NULL, END_RESIGN, 0, NULL },
  { "panic-resign-black", KIND_SINGLE, "panic", NULL, END_RESIGN, 1, NULL },
  { "panic-agree", KIND_SINGLE, "panic", NULL, END_AGREE, 0, NULL },
  /* Bungalow: a check that no capture answers mates; a Leader left alone is bare */
  { "bungalow-mate-white", KIND_SINGLE, "bungalow", "9l/10/p9/6H3/10/10/10/10/10/L9 w - - 0 1",
    END_MOVES, 0, "g7i8" },
  { "bungalow-mate-black", KIND_SINGLE, "bungalow", "l9/10/10/10/10/10/6h3/10/P9/9L b - - 0 1",
    END_MOVES, 0, "g4i3" },
  { "bungalow-bare-white", KIND_SINGLE, "bungalow", "9l/10/10/10/10/10/10/9P/p9/L9 w - - 0 1",
    END_MOVES, 0, "a1a2" },
  { "bungalow-resign-white", KIND_SINGLE, "bungalow", NULL, END_RESIGN, 0, "e2e4" },
  { "bungalow-resign-black", KIND_SINGLE, "bungalow", NULL, END_RESIGN, 1, "e2e4" },
  { "bungalow-flag-white", KIND_SINGLE, "bungalow", NULL, END_FLAG, 1, "e2e4 e9e7" },
  { "bungalow-flag-black", KIND_SINGLE, "bungalow", NULL, END_FLAG, 0, "e2e4" },
  { "bungalow-agree", KIND_SINGLE, "bungalow", NULL, END_AGREE, 0, "e2e4" },
  /* Bughouse: a mate on either board, each seat resigning, a flag on either
   * board, agreement */
  { "bughouse-mate-a", KIND_BUGHOUSE, "bughouse", NULL, END_MOVES, 0,
    "A:e2e4 A:e7e5 A:f1c4 A:b8c6 A:d1h5 A:g8f6 A:h5f7" },
  { "bughouse-mate-b", KIND_BUGHOUSE, "bughouse", NULL, END_MOVES, 0,
    "B:e2e4 B:e7e5 B:f1c4 B:b8c6 B:d1h5 B:g8f6 B:h5f7" },
  { "bughouse-resign-white-a", KIND_BUGHOUSE, "bughouse", NULL, END_RESIGN,
    PARLOUR_BUGHOUSE_SEAT_WHITE_A, "A:e2e4" },
  { "bughouse-resign-black-a", KIND_BUGHOUSE, "bughouse", NULL, END_RESIGN,
    PARLOUR_BUGHOUSE_SEAT_BLACK_A, "A:e2e4" },
  { "bughouse-resign-white-b", KIND_BUGHOUSE, "bughouse", NULL, END_RESIGN,
    PARLOUR_BUGHOUSE_SEAT_WHITE_B, "A:e2e4" },
  { "bughouse-resign-black-b", KIND_BUGHOUSE, "bughouse", NULL, END_RESIGN,
    PARLOUR_BUGHOUSE_SEAT_BLACK_B, "A:e2e4" },
  /* the first move starts both White clocks; a Black clock runs from its
   * board's first move, and the first one runs out */
  { "bughouse-flag-a", KIND_BUGHOUSE, "bughouse", NULL, END_FLAG, 0, "A:e2e4 B:e2e4" },
  { "bughouse-flag-b", KIND_BUGHOUSE, "bughouse", NULL, END_FLAG, 0, "B:e2e4 A:e2e4" },
  { "bughouse-agree", KIND_BUGHOUSE, "bughouse", NULL, END_AGREE, 0, "A:e2e4" },
  /* SimulChess: the queen checks the back rank whatever the other side chose */
  { "simul-king-white", KIND_SIMUL, "simulchess", "7k/6pp/8/8/8/8/8/K2Q4 w - - 0 1", END_MOVES,
    0, "d1d8 h7h6" },
  { "simul-king-black", KIND_SIMUL, "simulchess", "k2q4/8/8/8/8/8/6PP/7K w - - 0 1", END_MOVES,
    0, "h2h3 d8d1" },
  { "simul-resign-white", KIND_SIMUL, "simulchess", NULL, END_RESIGN, 0, NULL },
  { "simul-resign-black", KIND_SIMUL, "simulchess", NULL, END_RESIGN, 1, NULL },
  { "simul-pool-white", KIND_SIMUL, "simulchess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", END_POOL, 0,
    NULL },
  { "simul-pool-black", KIND_SIMUL, "simulchess", "3qk3/8/8/8/8/8/8/4K3 w - - 0 1", END_POOL, 0,
    NULL },
  { "simul-agree", KIND_SIMUL, "simulchess", NULL, END_AGREE, 0, NULL },
  /* Chess Bingo's first game: Ana is White */
  { "bingo-mate-white", KIND_BINGO, "chess", NULL, END_MOVES, 0, SCHOLAR },
  { "bingo-mate-black", KIND_BINGO, "chess", NULL, END_MOVES, 0, FOOL },
  { "bingo-resign-white", KIND_BINGO, "chess", NULL, END_RESIGN, 0, "e2e4" },
  { "bingo-resign-black", KIND_BINGO, "chess", NULL, END_RESIGN, 1, "e2e4" },
  { "bingo-agree", KIND_BINGO, "chess", NULL, END_AGREE, 0, "e2e4" },
};

static const char * const single_names[] = { "Ann", "Ben" };
/* by seat: White on A, Black on A, White on B, Black on B */
static const char * const bughouse_names[] = { "Ann", "Ben", "Cat", "Dan" };

#define MINUTE (60 * G_USEC_PER_SEC)

/* a match of the row's kind with a one-minute clock, its players named */
static ParlourMatch *
new_match (const Row *row)
{
  ParlourTimeControl tc = { PARLOUR_CLOCK_FISCHER, MINUTE, 0 };
  g_autoptr(ParlourClock) clock = parlour_clock_new (&tc, &tc);
  g_autoptr(GError) error = NULL;
  g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (row->variant), row->fen,
                                                  0, &error);
  ParlourMatch *match;

  g_assert_no_error (error);
  match = parlour_match_new_for_game (game, row->kind == KIND_SIMUL ? NULL : clock);
  for (guint seat = 0; seat < parlour_match_get_n_seats (match); seat++)
    {
      const ParlourSeat *s = parlour_match_get_seat (match, seat);

      parlour_game_set_tag (parlour_match_get_game (match, s->board),
                            s->color == PARLOUR_WHITE ? "White" : "Black",
                            row->kind == KIND_BUGHOUSE ? bughouse_names[seat]
                                                       : single_names[s->color]);
    }
  if (row->kind == KIND_SIMUL)
    {
      parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), 0);
      parlour_simul_match_set_pool (PARLOUR_SIMUL_MATCH (match),
                                    row->ending == END_POOL ? MINUTE : 0);
      /* the pool ran out a minute ago (the window's timer may find it first) */
      if (row->ending == END_POOL)
        parlour_simul_match_start (PARLOUR_SIMUL_MATCH (match),
                                   g_get_monotonic_time () - 2 * MINUTE);
    }
  return match;
}

/* The row's moves through the match, the first at @now_us, each @step_us
 * after the one before: "e2e4", "A:e2e4" on board A, a square in Panic (a pick). In
 * SimulChess a turn's two moves are White's, then Black's. */
static void
play (ParlourMatch *match,
      const char   *moves,
      gint64        now_us,
      gint64        step_us)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++, now_us += step_us)
    {
      const char *text = words[i];
      guint board = 0;
      g_autoptr(GError) error = NULL;
      ParlourPosition pos;
      ParlourAction action = { PARLOUR_ACTION_MOVE, PARLOUR_MOVE_NONE, 0 };
      guint seat;

      if (text[0] != '\0' && text[1] == ':')
        {
          board = text[0] - 'A';
          text += 2;
        }
      pos = *parlour_game_get_position (parlour_match_get_game (match, board));
      if (PARLOUR_IS_SIMUL_MATCH (match))
        seat = parlour_match_find_seat (match, board, i % 2 == 0 ? PARLOUR_WHITE : PARLOUR_BLACK);
      else
        seat = parlour_match_get_seat_to_act (match, board);
      if (parlour_match_get_input (match, seat) & PARLOUR_INPUT_PICK)
        {
          action.kind = PARLOUR_ACTION_PICK;
          action.square = (guint) parlour_square_from_name (pos.variant, text);
        }
      else if (PARLOUR_IS_SIMUL_MATCH (match))
        action.move = parlour_simul_move_from_text (&pos, parlour_match_get_seat (match, seat)->color,
                                                    text, &error);
      else
        action.move = parlour_move_from_long (&pos, text, &error);
      g_assert_no_error (error);
      g_assert_true (parlour_match_submit (match, seat, &action, now_us, &error));
      g_assert_no_error (error);
    }
}

/* the value of the last [@tag "…"] in @pgn (a Chess Bingo file has a game per round) */
static char *
last_tag (const char *pgn,
          const char *tag)
{
  g_autofree char *open = g_strdup_printf ("[%s \"", tag);
  const char *found = NULL;
  const char *end;

  for (const char *p = strstr (pgn, open); p != NULL; p = strstr (p + 1, open))
    found = p;
  if (found == NULL)
    return NULL;
  found += strlen (open);
  end = strchr (found, '"');
  g_assert_nonnull (end);
  return g_strndup (found, end - found);
}

/* "Ann" and "Dan" win: @text names them (in any order) as winners, by their
 * names or, where a text says only the colour, by their colour. */
static gboolean
says_winner (const char  *text,
             const char  *name,
             const char  *colour,
             gboolean     team)
{
  g_autofree char *named = g_strdup_printf ("%s win", name);
  g_autofree char *coloured = g_strdup_printf ("%s win", colour);

  if (team)
    return strstr (text, named) != NULL;
  return strstr (text, named) != NULL || strstr (text, coloured) != NULL;
}

/* The result under the move list of @window against the file @contents. */
static void
check_text (const Row  *row,
            const char *text,
            const char *contents)
{
  g_autofree char *result = last_tag (contents, "Result");
  gboolean bpgn = row->kind == KIND_BUGHOUSE;

  g_test_message ("%s: “%s”, the file says %s", row->name, text, result);
  g_assert_nonnull (text);
  g_assert_nonnull (result);
  if (g_str_equal (result, "1/2-1/2"))
    {
      g_assert_true (g_str_has_prefix (text, "Draw") || strstr (text, "draw") != NULL);
      g_assert_null (strstr (text, " win"));
      return;
    }
  g_assert_true (g_str_equal (result, "1-0") || g_str_equal (result, "0-1"));
  for (guint won = 0; won < 2; won++)
    {
      /* White won: the winners are White (PGN) or White on A and Black on B (BPGN) */
      gboolean white = g_str_equal (result, "1-0") == (won == 1);
      g_autofree char *first = last_tag (contents, bpgn ? (white ? "WhiteA" : "BlackA")
                                                        : (white ? "White" : "Black"));
      g_autofree char *second = bpgn ? last_tag (contents, white ? "BlackB" : "WhiteB") : NULL;
      const char *colour = white ? "White" : "Black";
      g_autofree char *team = NULL;
      g_autofree char *team_reversed = NULL;
      gboolean said;

      g_assert_nonnull (first);
      if (bpgn)
        {
          g_assert_nonnull (second);
          team = g_strdup_printf ("%s and %s", first, second);
          team_reversed = g_strdup_printf ("%s and %s", second, first);
          said = says_winner (text, team, colour, TRUE) ||
                 says_winner (text, team_reversed, colour, TRUE);
        }
      else
        said = says_winner (text, first, colour, FALSE);
      if (won)
        g_assert_true (said);
      else
        g_assert_false (said);
    }
}

/* The row's seat resigns through the window's Resign, as a person would:
 * in Bughouse "Who Resigns?" names every player; at one board Resign is the
 * player to move's (the other player's resignation goes to the match). */
static void
resign_seat (ParlourWindow *window,
             const Row     *row)
{
  ParlourMatch *match = ui_test_match (window);
  AdwMessageDialog *question;
  g_autofree char *response = NULL;

  if (row->kind == KIND_BUGHOUSE)
    response = g_strdup_printf ("seat-%u", row->seat);
  else if (parlour_match_get_seat_to_act (match, 0) == row->seat)
    response = g_strdup ("resign");
  else
    {
      g_assert_true (parlour_table_resign (ui_test_table (window), row->seat, NULL));
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  question = ui_test_find_message_dialog ();
  g_assert_nonnull (question);
  g_assert_true (adw_message_dialog_has_response (question, response));
  adw_message_dialog_response (question, response);
}

/* Ends the row's match in @window the row's way. */
static void
end_match (ParlourWindow *window,
           const Row     *row)
{
  ParlourMatch *match = ui_test_match (window);
  gint64 now = g_get_monotonic_time ();

  switch (row->ending)
    {
    case END_MOVES:
      play (match, row->moves, now, G_USEC_PER_SEC);
      break;
    case END_RESIGN:
      if (row->moves != NULL)
        play (match, row->moves, now, G_USEC_PER_SEC);
      resign_seat (window, row);
      break;
    case END_FLAG:
      /* the moves ten seconds apart a while ago; then half a second more
       * than a minute has run on the clock the row's move started (any other
       * clock started ten seconds later) */
      play (match, row->moves, now - 3 * MINUTE, 10 * G_USEC_PER_SEC);
      g_assert_true (parlour_match_tick (match, now - 3 * MINUTE + row->seat * 10 * G_USEC_PER_SEC
                                                + MINUTE + G_USEC_PER_SEC / 2));
      break;
    case END_AGREE:
      if (row->moves != NULL)
        play (match, row->moves, now, G_USEC_PER_SEC);
      parlour_match_agree_draw (match, row->seat);
      break;
    case END_POOL:
      parlour_simul_match_tick (PARLOUR_SIMUL_MATCH (match), now);
      break;
    default:
      g_assert_not_reached ();
    }
  ui_test_iterate ();
}

/* Chess Bingo's first game, Ana White and Ben Black, made in its dialog */
static void
start_bingo (ParlourWindow *window)
{
  ParlourBingoNewDialog *dialog = open_new_match (window);

  fill_in (dialog, 5, PARLOUR_BINGO_ONE_LINE);
  g_assert_true (parlour_bingo_new_dialog_start (dialog));
  ui_test_iterate ();
  g_assert_cmpstr (parlour_game_get_tag (ui_test_game (window, 0), "White"), ==, "Ana");
}

static void
test_row (gconstpointer data)
{
  const Row *row = data;
  ParlourWindow *window = ui_test_window_new ();
  g_autofree char *file_name = g_strdup_printf ("%s.%s", row->name,
                                                row->kind == KIND_BUGHOUSE ? "bpgn" : "pgn");
  g_autofree char *path = ui_test_tmp_path (file_name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  ParlourWindow *other;
  const char *again;

  if (row->kind == KIND_BINGO)
    start_bingo (window);
  else
    {
      g_autoptr(ParlourMatch) match = new_match (row);

      parlour_window_set_match (window, match);
      ui_test_iterate ();
    }
  end_match (window, row);
  g_assert_true (parlour_match_is_over (ui_test_match (window)));
  text = g_strdup (parlour_side_panel_get_result_text (ui_test_side_panel (window)));
  ui_test_close_dialogs ();
  ui_test_save_file (window, file);
  g_assert_null (_parlour_window_get_last_error (window));
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  check_text (row, text, contents);

  /* the file, opened again, says the same */
  other = ui_test_window_new ();
  ui_test_open_file (other, file);
  g_assert_null (_parlour_window_get_last_error (other));
  again = parlour_side_panel_get_result_text (ui_test_side_panel (other));
  if (row->kind != KIND_BINGO || again != NULL)
    check_text (row, again, contents);
  ui_test_window_destroy (other);
  ui_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/result-texts/%s", rows[i].name);

      g_test_add_data_func (path, &rows[i], test_row);
    }
  return g_test_run ();
}
