/* parlour-window-resign.c — who resigns, and who is asked about a draw, at this computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game of two seats at one computer is resigned by the player to move, or
 * by the one person who plays against the computer. In a match of teams
 * (Bughouse, docs/rules/bughouse.md, "The end of the match") any player may
 * resign for the team at any time, whoever is to move on either board; when
 * several people sit at this computer, Resign asks which of them resigns,
 * with a button per person. A draw there needs all four players: the offer
 * is a question to everyone at the table, whoever is to move.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-window-private.h"

#define MAX_SEATS 8

/* a seat's player: the name its board's game has, else "White on B" (or
 * "White" in a game of one board) */
static char *
seat_name (ParlourWindow *self,
           guint          seat)
{
  const ParlourSeat *s = parlour_match_get_seat (self->match, seat);
  ParlourGame *game = parlour_match_get_game (self->match, s->board);
  const char *tag = parlour_game_get_tag (game, s->color == PARLOUR_WHITE ? "White" : "Black");
  char board = (char) ('A' + MIN (s->board, 25));

  if (tag != NULL && *tag != '\0' && !g_str_equal (tag, "?"))
    return g_strdup (tag);
  if (parlour_match_get_n_boards (self->match) == 1)
    return g_strdup (s->color == PARLOUR_WHITE ? _("White") : _("Black"));
  return s->color == PARLOUR_WHITE ? g_strdup_printf (_("White on %c"), board)
                                   : g_strdup_printf (_("Black on %c"), board);
}

/* the match is played by teams of several seats (Bughouse) */
static gboolean
has_teams (ParlourWindow *self)
{
  return parlour_match_get_n_seats (self->match) > 2;
}

/* The seats a person at this computer plays, into @seats; if nobody does,
 * every seat (someone watching the computers may still end the match). */
static guint
person_seats (ParlourWindow *self,
              guint          seats[MAX_SEATS])
{
  guint n_seats = MIN (parlour_match_get_n_seats (self->match), MAX_SEATS);
  guint n = 0;

  for (guint s = 0; s < n_seats; s++)
    if (parlour_match_get_seat (self->match, s)->controller == PARLOUR_CONTROLLER_LOCAL)
      seats[n++] = s;
  if (n == 0)
    for (guint s = 0; s < n_seats; s++)
      seats[n++] = s;
  return n;
}

static void
who_resigns_cb (AdwMessageDialog *dialog,
                const char       *response,
                ParlourWindow    *self)
{
  guint64 seat;

  if (!g_str_has_prefix (response, "seat-") || parlour_match_is_over (self->match) ||
      !g_ascii_string_to_unsigned (response + strlen ("seat-"), 10, 0,
                                   parlour_match_get_n_seats (self->match) - 1, &seat, NULL))
    return;
  parlour_table_resign (self->table, (guint) seat, NULL);
}

/* "Who Resigns?": a button per person at this computer; the one pressed resigns. */
static void
ask_who_resigns (ParlourWindow *self,
                 const guint   *seats,
                 guint          n)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Who Resigns?"),
                                              _("The player’s team loses the match."));

  gtk_widget_set_name (dialog, "who-resigns");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("seat-%u", seats[i]);
      g_autofree char *name = seat_name (self, seats[i]);
      g_auto(GStrv) parts = g_strsplit (name, "_", -1);
      /* a name is no mnemonic: its underscores are shown as they are */
      g_autofree char *label = g_strjoinv ("__", parts);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, label);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id,
                                                  ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (who_resigns_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * _parlour_window_resigning_seat:
 * @self: the window, showing a match at this computer
 * @seat: (out): the seat that resigns
 *
 * Finds who resigns when Resign is chosen. With several people at this
 * computer in a match of teams it asks "Who Resigns?" itself, and the
 * answer resigns.
 *
 * Returns: %TRUE with @seat to confirm for, %FALSE if the window asks
 */
gboolean
_parlour_window_resigning_seat (ParlourWindow *self,
                                guint         *seat)
{
  guint seats[MAX_SEATS];
  guint n = person_seats (self, seats);

  if (n == 1)
    {
      *seat = seats[0];
      return TRUE;
    }
  if (has_teams (self))
    {
      ask_who_resigns (self, seats, n);
      return FALSE;
    }
  /* two people at one board: the one to move */
  *seat = parlour_match_find_seat (self->match, 0,
                                   parlour_game_get_side_to_move (self->game));
  return *seat != PARLOUR_NO_SEAT;
}

/* The heading and text of "Ann Resigns?" for @seat. */
void
_parlour_window_describe_resignation (ParlourWindow  *self,
                                      guint           seat,
                                      char          **heading,
                                      const char    **body)
{
  g_autofree char *name = seat_name (self, seat);

  /* Translators: %s is a player's name or "White"/"Black" */
  *heading = g_strdup_printf (_("%s Resigns?"), name);
  *body = has_teams (self) ? _("The match ends and the other team wins.")
                           : _("The game ends and the opponent wins.");
}

/**
 * _parlour_window_ask_team_draw:
 * @self: the window, showing a match of teams at this computer
 * @callback: gets the question's ::response
 *
 * A draw in a match of teams needs every player: the question goes to all
 * of them at once, whoever is to move.
 *
 * Returns: %TRUE if asked (a match of teams), %FALSE for a game of two
 */
gboolean
_parlour_window_ask_team_draw (ParlourWindow *self,
                               GCallback      callback)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *all = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (!has_teams (self))
    return FALSE;
  for (guint s = 0; s < parlour_match_get_n_seats (self->match); s++)
    g_ptr_array_add (names, seat_name (self, s));
  g_ptr_array_add (names, NULL);
  /* Translators: a list of the players' names, "Ann, Ben, Cat, Dan" */
  all = g_strjoinv (_(", "), (char **) names->pdata);
  /* Translators: %s is the players' names, "Ann, Ben, Cat, Dan" */
  body = g_strdup_printf (_("The match ends drawn only if all agree: %s."), all);
  dialog = _parlour_window_draw_question_new (self, _("Agree to a Draw?"), body);
  gtk_widget_set_name (dialog, "team-draw");
  g_signal_connect_object (dialog, "response", callback, self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}
