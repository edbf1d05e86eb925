/* parlour-side-panel.c — clocks, result, move list and material beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel shows what the window tells it: the match owns the game and the
 * clock (the window shows it and acts on it through its table), and the
 * window calls parlour_side_panel_sync() after every change and
 * parlour_side_panel_update_clocks() on every tick of its timer.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-match.h"
#include "parlour-move-row-view.h"
#include "parlour-ply-item.h"
#include "parlour-side-panel.h"
#include "parlour-variant-ui.h"

struct _ParlourSidePanel
{
  GtkWidget         parent_instance;

  GtkWidget        *box;
  ParlourClockView *top_clock;
  ParlourClockView *bottom_clock;
  GtkRevealer      *result_revealer;
  GtkLabel         *result_label;
  GtkRevealer      *browse_revealer;
  GtkLabel         *browse_label;
  ParlourMoveListView  *move_list;
  GtkRevealer      *claim_revealer;
  GtkButton        *claim_button;
  GtkRevealer      *pause_revealer;
  GtkWidget        *resume_button;
  GtkWidget        *seed_box;
  GtkLabel         *seed_label;
  GtkRevealer      *notice_revealer;
  GtkLabel         *notice_label;
  GtkLabel         *countdown_label;
  GtkWidget        *notice_button;
  guint             notice_timeout;
  guint             notice_moves;    /* the game's moves when the notice came */

  ParlourPieceCache *pieces;
  ParlourGame      *game;
  ParlourClock     *clock;
  /* a match of several boards: the move list merges them, the view ply is a
   * moment, the result is the teams', and the boards show the players */
  ParlourMatch     *match;
  /* the match of the game shown, of one board or several: who acts next */
  ParlourMatch     *acting;
  /* its properties the panel follows (paused) */
  GSignalGroup     *acting_signals;
  char             *result_text;
  guint             view_ply;
  guint             flipped : 1;
  guint             result_elsewhere : 1;  /* a page shows the result (Chess Bingo) */
};

G_DEFINE_FINAL_TYPE (ParlourSidePanel, parlour_side_panel, GTK_TYPE_WIDGET)

/* A win told with the players' names: @winner and @loser are names, or "White"
 * and "Black" for a player without one. */
static char *
describe_named_win (ParlourTermination  termination,
                    const char         *winner,
                    const char         *loser)
{
  switch (termination)
    {
    case PARLOUR_TERMINATION_CHECKMATE:
      /* Translators: %s is the winner's name */
      return g_strdup_printf (_("%s wins by checkmate"), winner);
    case PARLOUR_TERMINATION_KING_CAPTURED:
      /* Translators: %s is the winner's name */
      return g_strdup_printf (_("%s wins by capturing the king"), winner);
    case PARLOUR_TERMINATION_RESIGNATION:
      /* Translators: %1$s is the loser's name, %2$s the winner's */
      return g_strdup_printf (_("%1$s resigns — %2$s wins"), loser, winner);
    case PARLOUR_TERMINATION_TIME:
      /* Translators: %s is the winner's name */
      return g_strdup_printf (_("%s wins on time"), winner);
    case PARLOUR_TERMINATION_BARE_ROYAL:
      /* Translators: %1$s is the winner's name, %2$s the loser's */
      return g_strdup_printf (_("%1$s wins: %2$s’s royal piece is bare"), winner, loser);
    default:
      /* Translators: %s is the winner's name */
      return g_strdup_printf (_("%s wins"), winner);
    }
}

/* Full sentences per ending, so that translators never assemble a sentence. */
char *
parlour_describe_result (ParlourResult      result,
                         ParlourTermination termination,
                         const char        *white_name,
                         const char        *black_name)
{
  gboolean white = result == PARLOUR_RESULT_WHITE_WINS;

  if ((result == PARLOUR_RESULT_WHITE_WINS || result == PARLOUR_RESULT_BLACK_WINS)
      && (white_name != NULL || black_name != NULL))
    {
      const char *w = white_name != NULL ? white_name : _("White");
      const char *b = black_name != NULL ? black_name : _("Black");

      return describe_named_win (termination, white ? w : b, white ? b : w);
    }

  switch (result)
    {
    case PARLOUR_RESULT_WHITE_WINS:
    case PARLOUR_RESULT_BLACK_WINS:
      switch (termination)
        {
        case PARLOUR_TERMINATION_CHECKMATE:
          return g_strdup (white ? _("White wins by checkmate") : _("Black wins by checkmate"));
        case PARLOUR_TERMINATION_KING_CAPTURED:
          return g_strdup (white ? _("White wins by capturing the king")
                                 : _("Black wins by capturing the king"));
        case PARLOUR_TERMINATION_RESIGNATION:
          return g_strdup (white ? _("Black resigns — White wins") : _("White resigns — Black wins"));
        case PARLOUR_TERMINATION_TIME:
          return g_strdup (white ? _("White wins on time") : _("Black wins on time"));
        case PARLOUR_TERMINATION_BARE_ROYAL:
          return g_strdup (white ? _("White wins: Black’s royal piece is bare")
                                 : _("Black wins: White’s royal piece is bare"));
        default:
          return g_strdup (white ? _("White wins") : _("Black wins"));
        }
    case PARLOUR_RESULT_DRAW:
      switch (termination)
        {
        case PARLOUR_TERMINATION_STALEMATE:
          return g_strdup (_("Draw by stalemate"));
        case PARLOUR_TERMINATION_THREEFOLD_REPETITION:
          return g_strdup (_("Draw by threefold repetition"));
        case PARLOUR_TERMINATION_FIVEFOLD_REPETITION:
          return g_strdup (_("Draw by fivefold repetition"));
        case PARLOUR_TERMINATION_FIFTY_MOVES:
          return g_strdup (_("Draw by the fifty-move rule"));
        case PARLOUR_TERMINATION_SEVENTY_FIVE_MOVES:
          return g_strdup (_("Draw by the seventy-five-move rule"));
        case PARLOUR_TERMINATION_HUNDRED_MOVES:
          return g_strdup (_("Draw by the 100-move rule"));
        case PARLOUR_TERMINATION_INSUFFICIENT_MATERIAL:
          return g_strdup (_("Draw by insufficient material"));
        case PARLOUR_TERMINATION_AGREEMENT:
          return g_strdup (_("Draw by agreement"));
        case PARLOUR_TERMINATION_TIME_INSUFFICIENT:
          return g_strdup (_("Draw: time ran out, but the opponent cannot checkmate"));
        case PARLOUR_TERMINATION_FOUR_PASSES:
          return g_strdup (_("Draw by four passes in a row"));
        default:
          return g_strdup (_("Draw"));
        }
    case PARLOUR_RESULT_NONE:
    default:
      return NULL;
    }
}

static const char *player_name (ParlourGame *game,
                                const char  *tag);

/* "Alice and Dave" for a team of two seats with names, else "White on A and
 * Black on B" */
static char *
team_names (ParlourMatch *match,
            guint         team)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < parlour_match_get_n_seats (match); i++)
    {
      const ParlourSeat *seat = parlour_match_get_seat (match, i);
      const char *name;

      if (seat->team != team)
        continue;
      name = player_name (parlour_match_get_game (match, seat->board),
                          seat->color == PARLOUR_WHITE ? "White" : "Black");
      if (name != NULL)
        g_ptr_array_add (names, g_strdup (name));
      else if (seat->color == PARLOUR_WHITE)
        /* Translators: a player of a match of several boards, e.g. "White on A" */
        g_ptr_array_add (names, g_strdup_printf (_("White on %c"), 'A' + MIN (seat->board, 25)));
      else
        /* Translators: a player of a match of several boards, e.g. "Black on B" */
        g_ptr_array_add (names, g_strdup_printf (_("Black on %c"), 'A' + MIN (seat->board, 25)));
    }
  if (names->len == 2)
    /* Translators: the two players of a team */
    return g_strdup_printf (_("%1$s and %2$s"), (char *) names->pdata[0],
                            (char *) names->pdata[1]);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}

/**
 * parlour_describe_team_result:
 * @match: a match of teams (the team of the seat of White on the first board
 *   wins with PARLOUR_RESULT_WHITE_WINS)
 * @result: the match's result
 * @termination: how it ended
 *
 * "Alice and Dave win by checkmate"; a draw as parlour_describe_result() says
 * it.
 *
 * Returns: (transfer full) (nullable): the sentence, NULL while the match goes on
 */
char *
parlour_describe_team_result (ParlourMatch       *match,
                              ParlourResult       result,
                              ParlourTermination  termination)
{
  guint first_team = parlour_match_get_seat (match, 0)->team;
  guint team = G_MAXUINT;   /* no team yet */
  g_autofree char *winners = NULL;

  if (result != PARLOUR_RESULT_WHITE_WINS && result != PARLOUR_RESULT_BLACK_WINS)
    return parlour_describe_result (result, termination, NULL, NULL);
  /* 1-0: the team of White on the first board; 0-1: the other team */
  if (result == PARLOUR_RESULT_WHITE_WINS)
    team = first_team;
  for (guint i = 0; i < parlour_match_get_n_seats (match) && team == G_MAXUINT; i++)
    if (parlour_match_get_seat (match, i)->team != first_team)
      team = parlour_match_get_seat (match, i)->team;
  winners = team_names (match, team);
  switch (termination)
    {
    case PARLOUR_TERMINATION_CHECKMATE:
      /* Translators: %s is a team: "Alice and Dave" */
      return g_strdup_printf (_("%s win by checkmate"), winners);
    case PARLOUR_TERMINATION_KING_CAPTURED:
      /* Translators: %s is a team: "Alice and Dave" */
      return g_strdup_printf (_("%s win by capturing a king"), winners);
    case PARLOUR_TERMINATION_RESIGNATION:
      /* Translators: %s is a team: "Alice and Dave" */
      return g_strdup_printf (_("%s win: the other team resigns"), winners);
    case PARLOUR_TERMINATION_TIME:
      /* Translators: %s is a team: "Alice and Dave" */
      return g_strdup_printf (_("%s win on time"), winners);
    default:
      /* Translators: %s is a team: "Alice and Dave" */
      return g_strdup_printf (_("%s win"), winners);
    }
}

static const char *
claim_label (ParlourTermination reason)
{
  switch (reason)
    {
    case PARLOUR_TERMINATION_THREEFOLD_REPETITION:
      return _("Claim Draw by Repetition");
    case PARLOUR_TERMINATION_FIFTY_MOVES:
      return _("Claim Draw by Fifty-Move Rule");
    case PARLOUR_TERMINATION_HUNDRED_MOVES:
      return _("Claim Draw by 100-Move Rule");
    default:
      return _("Claim Draw");
    }
}

/* In a game of chance the claim button says what the claim counts, e.g.
 * "Claim Draw (50 moves without capture)". */
static void
set_claim_label (ParlourSidePanel   *self,
                 ParlourTermination  reason)
{
  const char *rule = parlour_game_get_variant (self->game)->claim_rule;
  g_autofree char *label = NULL;

  if (reason == PARLOUR_TERMINATION_FIFTY_MOVES && rule != NULL)
    /* Translators: a button; %s is what the variant's draw claim counts,
     * e.g. "50 moves without capture" */
    label = g_strdup_printf (_("Claim Draw (%s)"), _(rule));
  gtk_button_set_label (self->claim_button, label ? label : claim_label (reason));
}

/* The seed of a game of chance: with it, the same pieces picked give the same moves. */
static void
update_seed (ParlourSidePanel *self)
{
  const char *seed = NULL;
  g_autofree char *text = NULL;

  if (self->game != NULL &&
      parlour_variant_ui_has (parlour_game_get_variant (self->game), PARLOUR_VARIANT_UI_SEED))
    seed = parlour_game_get_tag (self->game, "Seed");
  gtk_widget_set_visible (self->seed_box, seed != NULL);
  if (seed == NULL)
    return;
  /* Translators: the number chance plays by in a game of chance */
  text = g_strdup_printf (_("Seed %s"), seed);
  if (g_strcmp0 (gtk_label_get_text (self->seed_label), text) != 0)
    gtk_label_set_text (self->seed_label, text);
}

static void
copy_seed_cb (ParlourSidePanel *self)
{
  const char *seed = self->game ? parlour_game_get_tag (self->game, "Seed") : NULL;

  if (seed != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), seed);
}

/* While the board shows an earlier position, the panel says which, where the
 * result would be: a finished game's result is about the last position. */
static void
update_browsing (ParlourSidePanel *self)
{
  g_autofree char *text = NULL;
  gboolean browsing = self->game != NULL && self->view_ply < parlour_game_get_n_moves (self->game);

  if (self->match != NULL)
    browsing = self->view_ply < parlour_match_get_n_moments (self->match);

  if (browsing && self->view_ply == 0)
    text = g_strdup (_("Viewing the starting position"));
  else if (browsing && self->match != NULL)
    {
      GListModel *plies = parlour_move_list_view_get_plies (self->move_list);
      g_autoptr(ParlourPlyItem) item = g_list_model_get_item (plies, self->view_ply - 1);
      g_autofree char *number = item ? parlour_move_row_view_dup_number (item) : NULL;

      /* Translators: the boards show the match after a move of one of them,
       * e.g. "Viewing move 12A. Nf3" (A: the first board, a: its Black) */
      text = g_strdup_printf (_("Viewing move %s %s"), number ? number : "",
                              item ? parlour_ply_item_get_text (item) : "");
    }
  else if (browsing)
    {
      g_autoptr(ParlourPlyItem) item = parlour_ply_item_new_from_game (self->game, 0,
                                                                       self->view_ply - 1);
      guint number = parlour_ply_item_get_number (item);
      const char *move = parlour_ply_item_get_text (item);

      if (parlour_ply_item_get_color (item) == PARLOUR_WHITE)
        /* Translators: the board shows the position after a move, e.g. "Viewing move 12. Nf3" */
        text = g_strdup_printf (_("Viewing move %u. %s"), number, move);
      else
        /* Translators: the board shows the position after Black's move, e.g.
         * "Viewing move 12… Nf6" */
        text = g_strdup_printf (_("Viewing move %u… %s"), number, move);
    }
  if (text != NULL)
    gtk_label_set_text (self->browse_label, text);
  gtk_revealer_set_reveal_child (self->browse_revealer, browsing);
  gtk_revealer_set_reveal_child (self->result_revealer,
                                 self->result_text != NULL && !browsing && !self->result_elsewhere);
}

static ParlourClockView *
clock_view_for (ParlourSidePanel *self,
                ParlourColor      side)
{
  return parlour_clock_view_get_side (self->top_clock) == side ? self->top_clock
                                                               : self->bottom_clock;
}

static const char *
player_name (ParlourGame  *game,
             const char   *tag)
{
  const char *name = game ? parlour_game_get_tag (game, tag) : NULL;

  /* "?" is PGN for an unknown name */
  return name == NULL || *name == '\0' || g_str_equal (name, "?") ? NULL : name;
}

static void
update_active (ParlourSidePanel *self)
{
  gboolean over = self->game == NULL || parlour_game_is_over (self->game);
  gint active = -1;

  /* With a running clock the running side is lit; otherwise the seat to act
   * (while White and Black choose in turn, SimulChess's game always says
   * White is to move), or the side to move. */
  if (!over && self->clock != NULL && parlour_clock_is_running (self->clock))
    active = parlour_clock_get_active (self->clock);
  else if (!over && self->acting != NULL &&
           parlour_match_get_game (self->acting, 0) == self->game &&
           parlour_match_get_seat_to_act (self->acting, 0) != PARLOUR_NO_SEAT)
    active = parlour_match_get_seat (self->acting,
                                     parlour_match_get_seat_to_act (self->acting, 0))->color;
  else if (!over)
    active = parlour_game_get_side_to_move (self->game);

  parlour_clock_view_set_active (self->top_clock,
                                 active == (gint) parlour_clock_view_get_side (self->top_clock));
  parlour_clock_view_set_active (self->bottom_clock,
                                 active == (gint) parlour_clock_view_get_side (self->bottom_clock));
}

static void
parlour_side_panel_dispose (GObject *object)
{
  ParlourSidePanel *self = PARLOUR_SIDE_PANEL (object);

  g_clear_handle_id (&self->notice_timeout, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_SIDE_PANEL);
  g_clear_object (&self->game);
  g_clear_object (&self->clock);
  g_clear_object (&self->match);
  g_clear_object (&self->acting_signals);
  g_clear_object (&self->acting);
  g_clear_object (&self->pieces);
  g_clear_pointer (&self->result_text, g_free);

  G_OBJECT_CLASS (parlour_side_panel_parent_class)->dispose (object);
}

static void
follow_paused (ParlourSidePanel *self)
{
  parlour_side_panel_set_clock_paused (self, self->acting != NULL
                                             && parlour_match_get_paused (self->acting));
}

static void
parlour_side_panel_class_init (ParlourSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_side_panel_dispose;

  g_type_ensure (PARLOUR_TYPE_CLOCK_VIEW);
  g_type_ensure (PARLOUR_TYPE_MOVE_LIST_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, box);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, top_clock);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, result_revealer);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, browse_revealer);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, browse_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, move_list);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, claim_revealer);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, claim_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, pause_revealer);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, resume_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, seed_box);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, seed_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, notice_revealer);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, notice_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, countdown_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourSidePanel, notice_button);
  gtk_widget_class_bind_template_callback (widget_class, copy_seed_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sidepanel");
}

static void
parlour_side_panel_init (ParlourSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->view_ply = PARLOUR_CURRENT_PLY;
  /* the clocks dim and "Clocks paused" shows as the match pauses, whoever paused it */
  self->acting_signals = g_signal_group_new (PARLOUR_TYPE_MATCH);
  g_signal_group_connect_object (self->acting_signals, "notify::paused",
                                 G_CALLBACK (follow_paused), self, G_CONNECT_SWAPPED);
  self->pieces = parlour_piece_cache_new ();
  parlour_material_view_set_piece_cache (parlour_clock_view_get_material_view (self->top_clock),
                                         self->pieces);
  parlour_material_view_set_piece_cache (parlour_clock_view_get_material_view (self->bottom_clock),
                                         self->pieces);
}

GtkWidget *
parlour_side_panel_new (void)
{
  return g_object_new (PARLOUR_TYPE_SIDE_PANEL, NULL);
}

void
parlour_side_panel_set_game (ParlourSidePanel *self,
                             ParlourGame      *game,
                             ParlourClock     *clock)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));
  g_return_if_fail (!game || PARLOUR_IS_GAME (game));
  g_return_if_fail (!clock || PARLOUR_IS_CLOCK (clock));

  g_set_object (&self->game, game);
  g_set_object (&self->clock, clock);
  self->view_ply = PARLOUR_CURRENT_PLY;
  parlour_move_list_view_set_game (self->move_list, game);
  parlour_side_panel_sync (self);
  parlour_side_panel_update_clocks (self, g_get_monotonic_time ());
}

/**
 * parlour_side_panel_set_match:
 * @self: a side panel
 * @match: the match shown
 *
 * A match of one board shows its game and clock (parlour_side_panel_set_game).
 * A match of several boards shows all their moves in one list, in the order
 * played, and the teams' result; its players and clocks stand at the boards
 * (ParlourSeatBar), so the panel's cards are hidden and its view ply is a
 * moment of the match.
 */
void
parlour_side_panel_set_match (ParlourSidePanel *self,
                              ParlourMatch     *match)
{
  gboolean merged;

  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));

  merged = parlour_match_get_n_boards (match) > 1;
  g_set_object (&self->match, (merged ? match : NULL));
  g_set_object (&self->acting, match);
  g_signal_group_set_target (self->acting_signals, match);
  follow_paused (self);
  gtk_widget_set_visible (GTK_WIDGET (self->top_clock), !merged);
  gtk_widget_set_visible (GTK_WIDGET (self->bottom_clock), !merged);
  parlour_side_panel_set_game (self, parlour_match_get_game (match, 0),
                               merged ? NULL : parlour_match_get_clock (match, 0));
  parlour_move_list_view_set_match (self->move_list, match);
  /* beside boards that take the panel's height, the list keeps room to browse */
  gtk_widget_set_size_request (GTK_WIDGET (self->move_list), -1, merged ? 200 : -1);
  parlour_side_panel_sync (self);
}

void
parlour_side_panel_sync (ParlourSidePanel *self)
{
  const ParlourPosition *shown = NULL;
  const ParlourPosition *initial = NULL;
  ParlourTermination reason = PARLOUR_TERMINATION_NONE;
  gboolean can_claim = FALSE;

  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  /* a notice is about the moment it came: a move played or undone ends it */
  if (self->notice_timeout != 0 &&
      (self->game == NULL || parlour_game_get_n_moves (self->game) != self->notice_moves))
    parlour_side_panel_hide_notice (self);

  parlour_clock_view_set_player_name (clock_view_for (self, PARLOUR_WHITE),
                                      player_name (self->game, "White"));
  parlour_clock_view_set_player_name (clock_view_for (self, PARLOUR_BLACK),
                                      player_name (self->game, "Black"));

  if (self->match != NULL)
    {
      ParlourTermination termination;
      ParlourResult result = parlour_match_get_result (self->match, &termination);

      g_clear_pointer (&self->result_text, g_free);
      self->result_text = parlour_describe_team_result (self->match, result, termination);
    }
  else if (self->game != NULL)
    {
      guint n = parlour_game_get_n_moves (self->game);

      initial = parlour_game_get_initial_position (self->game);
      shown = self->view_ply < n ? parlour_game_get_position_at (self->game, self->view_ply)
                                 : parlour_game_get_position (self->game);
      const ParlourVariantUi *ui = parlour_variant_ui_lookup (parlour_game_get_variant (self->game));
      ParlourResult result = parlour_game_get_result (self->game);
      ParlourTermination termination = parlour_game_get_termination (self->game);

      /* the players' names when the game has them (its White and Black tags) */
      const char *white_name = player_name (self->game, "White");
      const char *black_name = player_name (self->game, "Black");

      g_clear_pointer (&self->result_text, g_free);
      /* a variant may say it in its own words (the Leader of Bungalow) */
      if (ui != NULL && ui->describe_result != NULL)
        self->result_text = ui->describe_result (result, termination, white_name, black_name);
      if (self->result_text == NULL)
        self->result_text = parlour_describe_result (result, termination, white_name, black_name);
      can_claim = !parlour_game_is_over (self->game)
                  && parlour_game_can_claim_draw (self->game, &reason);
    }
  else
    g_clear_pointer (&self->result_text, g_free);

  for (guint side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
    parlour_material_view_update (parlour_clock_view_get_material_view (clock_view_for (self, side)),
                                  initial, shown);

  if (self->result_text != NULL)
    gtk_label_set_text (self->result_label, self->result_text);
  update_browsing (self);

  if (can_claim)
    set_claim_label (self, reason);
  gtk_revealer_set_reveal_child (self->claim_revealer, can_claim);
  update_seed (self);

  update_active (self);
}

void
parlour_side_panel_set_clock_paused (ParlourSidePanel *self,
                                     gboolean          paused)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  parlour_clock_view_set_paused (self->top_clock, paused);
  parlour_clock_view_set_paused (self->bottom_clock, paused);
  gtk_revealer_set_reveal_child (self->pause_revealer, paused);
}

GtkWidget *
parlour_side_panel_get_resume_button (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return self->resume_button;
}

void
parlour_side_panel_update_clocks (ParlourSidePanel *self,
                                  gint64            now_us)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  for (guint side = PARLOUR_WHITE; side <= PARLOUR_BLACK; side++)
    {
      ParlourClockView *view = clock_view_for (self, side);

      if (self->clock == NULL)
        parlour_clock_view_set_time (view, -1, 0);
      else
        parlour_clock_view_set_time (view,
                                     parlour_clock_get_remaining (self->clock, side, now_us),
                                     parlour_clock_get_control (self->clock, side)->base_us);
    }
  update_active (self);
}

void
parlour_side_panel_set_view_ply (ParlourSidePanel *self,
                                 guint             ply)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  /* a notice offers to play from the position shown: not from another one */
  if (ply != self->view_ply && gtk_widget_get_visible (self->notice_button))
    parlour_side_panel_hide_notice (self);
  self->view_ply = ply;
  parlour_move_list_view_set_view_ply (self->move_list, ply);
  parlour_side_panel_sync (self);
}

void
parlour_side_panel_set_flipped (ParlourSidePanel *self,
                                gboolean          flipped)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;

  self->flipped = flipped;
  parlour_clock_view_set_side (self->top_clock, flipped ? PARLOUR_WHITE : PARLOUR_BLACK);
  parlour_clock_view_set_side (self->bottom_clock, flipped ? PARLOUR_BLACK : PARLOUR_WHITE);
  parlour_side_panel_sync (self);
  parlour_side_panel_update_clocks (self, g_get_monotonic_time ());
}

void
parlour_side_panel_set_piece_set (ParlourSidePanel *self,
                                  const char       *piece_set)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  if (g_strcmp0 (piece_set, parlour_piece_cache_get_piece_set (self->pieces)) == 0)
    return;
  parlour_piece_cache_set_piece_set (self->pieces, piece_set);
  parlour_side_panel_sync (self);
}

ParlourMoveListView *
parlour_side_panel_get_move_list (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return self->move_list;
}

ParlourClockView *
parlour_side_panel_get_clock_view (ParlourSidePanel *self,
                                   ParlourColor      side)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return clock_view_for (self, side);
}

const char *
parlour_side_panel_get_result_text (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return self->result_text;
}

const char *
parlour_side_panel_get_browse_text (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return gtk_revealer_get_reveal_child (self->browse_revealer)
         ? gtk_label_get_text (self->browse_label) : NULL;
}

void
parlour_side_panel_set_result_elsewhere (ParlourSidePanel *self,
                                         gboolean          elsewhere)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  self->result_elsewhere = elsewhere;
  parlour_side_panel_sync (self);
}

gboolean
parlour_side_panel_get_result_shown (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), FALSE);

  return gtk_revealer_get_reveal_child (self->result_revealer);
}

const char *
parlour_side_panel_get_seed_text (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return gtk_widget_get_visible (self->seed_box) ? gtk_label_get_text (self->seed_label) : NULL;
}

const char *
parlour_side_panel_get_claim_text (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return gtk_revealer_get_reveal_child (self->claim_revealer)
         ? gtk_button_get_label (self->claim_button) : NULL;
}

static gboolean
notice_timeout_cb (gpointer data)
{
  ParlourSidePanel *self = data;

  self->notice_timeout = 0;
  parlour_side_panel_hide_notice (self);
  return G_SOURCE_REMOVE;
}

void
parlour_side_panel_show_notice (ParlourSidePanel *self,
                                const char       *text,
                                const char       *button_label,
                                const char       *action_name)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));
  g_return_if_fail (text != NULL);
  g_return_if_fail ((button_label == NULL) == (action_name == NULL));

  gtk_label_set_text (self->notice_label, text);
  gtk_widget_set_visible (self->notice_button, button_label != NULL);
  if (button_label != NULL)
    {
      gtk_button_set_label (GTK_BUTTON (self->notice_button), button_label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->notice_button), action_name);
    }
  gtk_revealer_set_reveal_child (self->notice_revealer, TRUE);
  self->notice_moves = self->game != NULL ? parlour_game_get_n_moves (self->game) : 0;
  /* the latest notice gets the whole time */
  g_clear_handle_id (&self->notice_timeout, g_source_remove);
  self->notice_timeout = g_timeout_add_seconds (PARLOUR_SIDE_PANEL_NOTICE_SECONDS,
                                                notice_timeout_cb, self);
}

void
parlour_side_panel_set_countdown (ParlourSidePanel *self,
                                  const char       *text,
                                  gboolean          urgent)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  gtk_widget_set_visible (GTK_WIDGET (self->countdown_label), text != NULL);
  if (text == NULL)
    return;
  /* the label is set only when its text changes: ten ticks a second would
   * otherwise make it announce the same line again and again */
  if (g_strcmp0 (gtk_label_get_text (self->countdown_label), text) != 0)
    gtk_label_set_text (self->countdown_label, text);
  if (urgent)
    gtk_widget_add_css_class (GTK_WIDGET (self->countdown_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->countdown_label), "error");
}

const char *
parlour_side_panel_get_countdown (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->countdown_label))
           ? gtk_label_get_text (self->countdown_label) : NULL;
}

void
parlour_side_panel_hide_notice (ParlourSidePanel *self)
{
  g_return_if_fail (PARLOUR_IS_SIDE_PANEL (self));

  g_clear_handle_id (&self->notice_timeout, g_source_remove);
  gtk_revealer_set_reveal_child (self->notice_revealer, FALSE);
  gtk_widget_set_visible (self->notice_button, FALSE);
}

const char *
parlour_side_panel_get_notice (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->notice_revealer))
    return NULL;
  return gtk_label_get_text (self->notice_label);
}

const char *
parlour_side_panel_get_notice_action (ParlourSidePanel *self)
{
  g_return_val_if_fail (PARLOUR_IS_SIDE_PANEL (self), NULL);

  if (parlour_side_panel_get_notice (self) == NULL || !gtk_widget_get_visible (self->notice_button))
    return NULL;
  return gtk_actionable_get_action_name (GTK_ACTIONABLE (self->notice_button));
}
