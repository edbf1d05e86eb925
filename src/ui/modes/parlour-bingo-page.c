/* parlour-bingo-page.c — a Chess Bingo match's page: the board, the card and the match bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "In the app". The page stands in the play area in the
 * place of the board, as two boards would (parlour_play_area_set_n_boards), so
 * the play area sizes the board and the card as two squares of one side, in a
 * row or a column, with the bar's height more. Under both, the bar says what
 * happened and holds the match's next step (Tick Objectives…, Next Game): its
 * height never changes, so the board and the card keep their places when a
 * game ends. When two squares of PARLOUR_BINGO_PAGE_MIN_SPLIT do not fit, the
 * play area gives the page one square, the page shows the board alone and the
 * card is a click away in a sheet of its own (a narrow window).
 *
 * The page decides in size_allocate from the shape it is given, as
 * ParlourBoardsBox does: wider than two squares is a row, taller a column,
 * otherwise the board alone. The play area gives it all the width beside the
 * panel (parlour_play_area_set_board_fill): in a row the card takes what the
 * board leaves, up to twice its width, so that its cells' titles have longer
 * lines.
 *
 * The page follows its match (parlour_page_set_match, parlour_page_sync):
 * the card and its players' names, and the bar's line and next step.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "parlour-bingo-page.h"
#include "parlour-bingo-rounds.h"
#include "parlour-play-area.h"

#define BAR_SPACING 6
#define GAP         PARLOUR_PLAY_AREA_BOARD_GAP

struct _ParlourBingoPage
{
  ParlourPage           parent_instance;

  GtkWidget            *board;         /* the first board added */
  ParlourBingoCardView *card;
  GtkWidget            *bar;
  GtkWidget            *status_label;
  GtkWidget            *step_stack;
  GtkWidget            *step_button;
  GtkWidget            *card_button;
  /* what happens between the match's games */
  ParlourBingoRounds   *rounds;

  gboolean              card_shown;
  int                   bar_height;  /* at the last allocation */
};

G_DEFINE_FINAL_TYPE (ParlourBingoPage, parlour_bingo_page, PARLOUR_TYPE_PAGE)

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int            *min,
               int            *nat)
{
  *min = *nat = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, -1, min, nat, NULL, NULL);
}

int
parlour_bingo_page_get_bar_height (ParlourBingoPage *self)
{
  PangoContext *context;
  PangoFontMetrics *metrics;
  int step, card, unused, lines;

  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), 0);

  /* whatever the bar says: the step's button (the stack counts it while it
   * is hidden), the card's button, or the two lines of the status */
  gtk_widget_measure (self->step_stack, GTK_ORIENTATION_VERTICAL, -1, &step, &unused, NULL, NULL);
  gtk_widget_measure (self->card_button, GTK_ORIENTATION_VERTICAL, -1, &card, &unused, NULL,
                      NULL);
  context = gtk_widget_get_pango_context (self->status_label);
  metrics = pango_context_get_metrics (context, NULL, NULL);
  lines = 2 * PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));
  pango_font_metrics_unref (metrics);
  return MAX (MAX (step, card), lines) + BAR_SPACING;
}

/* The board alone at least: the card can always go into its sheet. The bar's
 * width is not the board's minimum (the play area sizes the board from this
 * one): the window's own minimum width leaves room for it. */
static void
parlour_bingo_page_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (widget);
  int board_min, board_nat, bar_min, bar_nat;

  measure_child (self->board, orientation, &board_min, &board_nat);
  measure_child (self->bar, orientation, &bar_min, &bar_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = board_min;
      *natural = MAX (2 * board_nat + GAP, bar_nat);
    }
  else
    {
      int bar = parlour_bingo_page_get_bar_height (self);

      *minimum = board_min + bar;
      *natural = board_nat + bar;
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
allocate (GtkWidget *child,
          int        x,
          int        y,
          int        width,
          int        height)
{
  GtkAllocation alloc = { x, y, width, height };
  int min, unused;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &unused, NULL, NULL);
  alloc.width = MAX (alloc.width, min);

  gtk_widget_size_allocate (child, &alloc, -1);
}

static void
parlour_bingo_page_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (widget);
  int bar = parlour_bingo_page_get_bar_height (self);
  int body = MAX (height - bar, 0);
  int row = MIN ((width - GAP) / 2, body);
  int column = MIN (width, (body - GAP) / 2);
  int side;

  /* the play area gives the bar this much room: it follows the style */
  if (self->bar_height != bar)
    {
      self->bar_height = bar;
      g_object_notify (G_OBJECT (self), "extra-height");
    }

  self->card_shown = MAX (row, column) >= PARLOUR_BINGO_PAGE_MIN_SPLIT;
  gtk_widget_set_child_visible (GTK_WIDGET (self->card), self->card_shown);
  if (self->card_shown && row >= column)
    {
      /* a row: the board, then the card, centred together; the card takes
       * the width left, up to twice the board's, for longer lines of text */
      int card_width, x;

      side = row;
      card_width = CLAMP (width - side - GAP, side, 2 * side);
      x = (width - side - GAP - card_width) / 2;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (GTK_WIDGET (self->card), x + side + GAP, 0, card_width, side);
      allocate (self->bar, x, side + BAR_SPACING, side + GAP + card_width, bar - BAR_SPACING);
    }
  else if (self->card_shown)
    {
      int x = (width - column) / 2;

      side = column;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (GTK_WIDGET (self->card), x, side + GAP, side, side);
      allocate (self->bar, x, 2 * side + GAP + BAR_SPACING, side, bar - BAR_SPACING);
    }
  else
    {
      int x;

      side = MIN (width, body);
      x = (width - side) / 2;
      if (self->board != NULL)
        allocate (self->board, x, 0, side, side);
      allocate (self->bar, x, side + BAR_SPACING, side, bar - BAR_SPACING);
    }
}

void
parlour_bingo_page_get_names (ParlourBingoMatch *match,
                              const char        *names[2])
{
  guint current = parlour_bingo_match_get_n_games (match) - 1;
  ParlourGame *game = parlour_bingo_match_get_game_at (match, current);

  for (guint p = 0; p < 2; p++)
    {
      gboolean white = parlour_bingo_match_get_player (match, current, PARLOUR_WHITE) == p;
      const char *name = parlour_game_get_tag (game, white ? "White" : "Black");

      names[p] = name != NULL && *name != '\0' && g_strcmp0 (name, "?") != 0
                 ? name : p == 0 ? _("Player 1") : _("Player 2");
    }
}

static ParlourBingoMatch *
bingo_match (ParlourBingoPage *self)
{
  ParlourMatch *match = parlour_page_get_match (PARLOUR_PAGE (self));

  return PARLOUR_IS_BINGO_MATCH (match) ? PARLOUR_BINGO_MATCH (match) : NULL;
}

/* The bar under the board and the card: during a game, which game it is;
 * after it, its result and the next step of the match (ticking, then the
 * next game); after the match, who won it. */
static void
update_status (ParlourBingoPage  *self,
               ParlourBingoMatch *match)
{
  ParlourBingoOutcome outcome = parlour_bingo_match_get_outcome (match);
  guint n_games = parlour_bingo_match_get_n_games (match);
  ParlourGame *game = parlour_bingo_match_get_game_at (match, n_games - 1);
  g_autofree char *status = NULL;

  if (outcome != PARLOUR_BINGO_OUTCOME_NONE)
    {
      const char *names[2];

      parlour_bingo_page_get_names (match, names);
      if (outcome == PARLOUR_BINGO_OUTCOME_DRAW)
        status = g_strdup (_("The match is drawn"));
      else
        /* Translators: the bar under a bingo match decided, "Ana wins the match" */
        status = g_strdup_printf (_("%s wins the match"),
                                  names[outcome == PARLOUR_BINGO_OUTCOME_PLAYER_0 ? 0 : 1]);
      /* a new match is asked for, as any new game */
      parlour_bingo_page_set_step (self, _("_New Game"), "win.new-game");
    }
  else if (parlour_game_is_over (game))
    {
      status = g_strdup (parlour_page_get_result_text (PARLOUR_PAGE (self)));
      if (parlour_bingo_match_is_round_open (match))
        parlour_bingo_page_set_step (self, _("_Tick Objectives…"), "bingo.tick");
      else
        /* the round closed but no game followed (the handicap dialog was cancelled) */
        parlour_bingo_page_set_step (self, _("_Next Game"), "bingo.next-game");
    }
  else
    {
      /* Translators: the bar under a bingo match's board during a game */
      status = g_strdup_printf (_("Game %u of the match"), n_games);
      parlour_bingo_page_set_step (self, NULL, NULL);
    }
  parlour_bingo_page_set_status (self, status);
}

static void
sync_page (ParlourPage *page)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (page);
  ParlourBingoMatch *match = bingo_match (self);
  const char *names[2];

  if (match == NULL)
    return;
  parlour_bingo_page_get_names (match, names);
  parlour_bingo_card_view_set_names (self->card, names[0], names[1]);
  update_status (self, match);
}

static void
match_changed (ParlourPage  *page,
               ParlourMatch *old_match)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (page);

  parlour_bingo_card_view_set_match (self->card, bingo_match (self));
  parlour_bingo_rounds_set_match (self->rounds, parlour_page_get_match (page));
  sync_page (page);
}

/* the window's subtitle during a Chess Bingo match */
static char *
describe (ParlourPage *page)
{
  ParlourBingoMatch *match = bingo_match (PARLOUR_BINGO_PAGE (page));

  if (match == NULL)
    return NULL;
  /* Translators: the window's subtitle during a Chess Bingo match */
  return g_strdup_printf (_("Chess Bingo, Game %u"), parlour_bingo_match_get_n_games (match));
}

/* the bar's steps ("bingo.tick", "bingo.next-game") */
static void
tick_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  parlour_bingo_rounds_tick (PARLOUR_BINGO_PAGE (widget)->rounds);
}

static void
next_game_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  parlour_bingo_rounds_next_game (PARLOUR_BINGO_PAGE (widget)->rounds);
}

/* The card in a sheet of its own, over the window: on a narrow window this
 * is where the card is seen. */
static void
show_card_clicked_cb (ParlourBingoPage *self)
{
  ParlourBingoMatch *match = bingo_match (self);
  GtkWidget *parent = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *window, *box, *card;
  GtkEventController *keys;
  const char *names[2];

  if (match == NULL || !GTK_IS_WINDOW (parent))
    return;
  parlour_bingo_page_get_names (match, names);
  window = adw_window_new ();
  gtk_widget_set_name (window, "bingo-card-sheet");
  gtk_window_set_title (GTK_WINDOW (window), _("Bingo Card"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (parent));
  /* over the window, no larger than it */
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window),
                               MIN (720, gtk_widget_get_width (parent)),
                               MIN (720, gtk_widget_get_height (parent)));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  card = parlour_bingo_card_view_new ();
  /* larger text where the sheet is wide enough for it */
  if (gtk_widget_get_width (parent) >= 600)
    gtk_widget_add_css_class (card, "large");
  gtk_widget_set_vexpand (card, TRUE);
  g_object_set (card, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12,
                NULL);
  parlour_bingo_card_view_set_match (PARLOUR_BINGO_CARD_VIEW (card), match);
  parlour_bingo_card_view_set_names (PARLOUR_BINGO_CARD_VIEW (card), names[0], names[1]);
  gtk_box_append (GTK_BOX (box), card);
  adw_window_set_content (ADW_WINDOW (window), box);
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);
  gtk_window_present (GTK_WINDOW (window));
}

static void
parlour_bingo_page_dispose (GObject *object)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (object);

  /* while the card is there to let the match go */
  parlour_page_set_match (PARLOUR_PAGE (self), NULL);
  g_clear_object (&self->rounds);
  g_clear_pointer (&self->board, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_BINGO_PAGE);

  G_OBJECT_CLASS (parlour_bingo_page_parent_class)->dispose (object);
}

/* the first board goes into the board's place; the page has no other */
static void
place_board (ParlourPage *page,
             GtkWidget   *view)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (page);

  if (self->board != NULL)
    return;
  self->board = view;
  /* first, so that keyboard focus reaches the board before the bar */
  gtk_widget_insert_after (view, GTK_WIDGET (self), NULL);
}

static void
remove_board (ParlourPage *page,
              GtkWidget   *view)
{
  ParlourBingoPage *self = PARLOUR_BINGO_PAGE (page);

  if (self->board == view)
    g_clear_pointer (&self->board, gtk_widget_unparent);
}

static int
get_extra_height (ParlourPage *page)
{
  return parlour_bingo_page_get_bar_height (PARLOUR_BINGO_PAGE (page));
}

static void
parlour_bingo_page_class_init (ParlourBingoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ParlourPageClass *page_class = PARLOUR_PAGE_CLASS (klass);

  object_class->dispose = parlour_bingo_page_dispose;
  /* the card is a second board; the bar is more height for each; in less
   * room the board is alone; the bar shows the game's result */
  page_class->n_places = 2;
  page_class->min_split = PARLOUR_BINGO_PAGE_MIN_SPLIT;
  page_class->fill = TRUE;
  page_class->shows_result = TRUE;
  page_class->place_board = place_board;
  page_class->remove_board = remove_board;
  page_class->get_extra_height = get_extra_height;
  page_class->match_changed = match_changed;
  page_class->sync = sync_page;
  page_class->describe = describe;
  widget_class->measure = parlour_bingo_page_measure;
  widget_class->size_allocate = parlour_bingo_page_size_allocate;

  g_type_ensure (PARLOUR_TYPE_BINGO_CARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-bingo-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, card);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, bar);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, step_stack);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, step_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoPage, card_button);
  gtk_widget_class_set_css_name (widget_class, "bingopage");
  gtk_widget_class_install_action (widget_class, "bingo.tick", NULL, tick_activated);
  gtk_widget_class_install_action (widget_class, "bingo.next-game", NULL, next_game_activated);
}

static void
parlour_bingo_page_init (ParlourBingoPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rounds = parlour_bingo_rounds_new (PARLOUR_PAGE (self));
  self->card_shown = TRUE;
  g_signal_connect_swapped (self->card_button, "clicked", G_CALLBACK (show_card_clicked_cb), self);
}

GtkWidget *
parlour_bingo_page_get_board (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->board;
}

ParlourBingoCardView *
parlour_bingo_page_get_card (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->card;
}

void
parlour_bingo_page_set_status (ParlourBingoPage *self,
                               const char       *text)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));

  gtk_label_set_text (GTK_LABEL (self->status_label), text != NULL ? text : "");
  /* an ellipsized line is whole in its tooltip */
  gtk_widget_set_tooltip_text (self->status_label, text);
}

const char *
parlour_bingo_page_get_status (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

void
parlour_bingo_page_set_step (ParlourBingoPage *self,
                             const char       *label,
                             const char       *action_name)
{
  g_return_if_fail (PARLOUR_IS_BINGO_PAGE (self));

  gtk_stack_set_visible_child_name (GTK_STACK (self->step_stack), label != NULL ? "step" : "none");
  if (label == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (self->step_button), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->step_button), action_name);
}

GtkWidget *
parlour_bingo_page_get_step_button (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->step_button;
}

gboolean
parlour_bingo_page_get_step_shown (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->step_stack)), "step") == 0;
}

GtkWidget *
parlour_bingo_page_get_card_button (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), NULL);

  return self->card_button;
}

gboolean
parlour_bingo_page_get_card_shown (ParlourBingoPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_PAGE (self), FALSE);

  return self->card_shown;
}
