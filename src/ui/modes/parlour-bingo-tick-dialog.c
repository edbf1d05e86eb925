/* parlour-bingo-tick-dialog.c — ticking objectives after a game of a bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "Ticking after each game". The dialog offers each player
 * who ticks (the winner; after a draw both) the objectives they completed,
 * already selected; a win on time or by resignation adds the free tick, an
 * explicit choice of any objective still open, made on a card: a click on an
 * objective chooses it (again: none), its whole title is written under the
 * card, and a click on one that cannot be chosen says why. After a draw in lockout Black's
 * part comes first, and what Black selects is closed to White. Nothing is
 * ticked until Confirm, which also closes the round: the ticks can be changed
 * in the dialog until then, and the next game starts after it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-card-view.h"
#include "parlour-bingo-tick-dialog.h"
#include "parlour-dialog-util.h"

/* Part.free_cell when no cell is chosen */
#define NO_CELL G_MAXUINT

typedef struct {
  gboolean              ticks;                            /* this player ticks this round */
  GtkCheckButton       *checks[PARLOUR_BINGO_CARD_CELLS]; /* completed objectives offered */
  ParlourBingoCardView *free_card;                        /* to choose the free tick, or NULL */
  GtkWidget            *free_label;                       /* the choice, or why not */
  guint                 free_cell;                        /* chosen, or NO_CELL */
} Part;

struct _ParlourBingoTickDialog
{
  AdwWindow          parent_instance;

  ParlourBingoMatch *match;
  Part               parts[2];
  guint              order[2];     /* the players in the order they tick */
  guint              n_order;
  gboolean           lockout_draw;

  /* template children */
  GtkWidget         *page;
  GtkWidget         *error_label;
  char              *names[2];
};

G_DEFINE_FINAL_TYPE (ParlourBingoTickDialog, parlour_bingo_tick_dialog, ADW_TYPE_WINDOW)

enum {
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
current_game (ParlourBingoTickDialog *self)
{
  return parlour_bingo_match_get_n_games (self->match) - 1;
}

static ParlourColor
color_of (ParlourBingoTickDialog *self,
          guint                   player)
{
  return parlour_bingo_match_get_player (self->match, current_game (self), PARLOUR_WHITE) == player
         ? PARLOUR_WHITE : PARLOUR_BLACK;
}

/* In lockout after a draw White cannot take what Black selected. */
static void
black_check_toggled_cb (GtkCheckButton         *check,
                        GParamSpec             *pspec,
                        ParlourBingoTickDialog *self)
{
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "cell"));
  guint white = self->order[1];
  GtkCheckButton *other = self->parts[white].checks[cell];
  gboolean taken = gtk_check_button_get_active (check);

  if (other == NULL)
    return;
  if (taken)
    gtk_check_button_set_active (other, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (other), !taken);
}

static GtkWidget *
new_group (ParlourBingoTickDialog *self,
           guint                   player,
           const char             *name)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char *color = color_of (self, player) == PARLOUR_WHITE ? _("White") : _("Black");
  g_autofree char *title = NULL;
  const char *description;

  /* Translators: a part of the tick dialog: a player's name and colour, "Ana (White)" */
  title = g_strdup_printf (_("%s (%s)"), name, color);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (self->lockout_draw)
    description = self->order[0] == player ? _("Draw: Black ticks first")
                                           : _("Then White ticks what Black left open");
  else if (self->n_order == 2)
    description = _("Draw: both players tick what they completed");
  else
    description = _("Won the game: ticks what they completed");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  return group;
}

/* Can @player tick @cell for what they completed? White's turn after a drawn
 * game in lockout comes only when Black is done, so White's offer is what the
 * match would allow then: completed and ticked by nobody. */
static gboolean
offered (ParlourBingoTickDialog *self,
         guint                   player,
         guint                   cell)
{
  if (self->lockout_draw && player == self->order[1])
    return parlour_bingo_match_is_completed (self->match, player, cell)
           && !parlour_bingo_match_is_ticked (self->match, 0, cell)
           && !parlour_bingo_match_is_ticked (self->match, 1, cell);
  return parlour_bingo_match_can_tick (self->match, player, cell, FALSE, NULL);
}

static void
add_completed_rows (ParlourBingoTickDialog *self,
                    guint                   player,
                    GtkWidget              *group)
{
  const ParlourBingoCard *card = parlour_bingo_match_get_card (self->match);
  Part *part = &self->parts[player];
  guint n = 0;

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      GtkWidget *row, *check;

      if (!offered (self, player, cell))
        continue;
      check = gtk_check_button_new ();
      row = parlour_dialog_action_row (_(card->cells[cell]->title), check, TRUE);
      /* a title is text, whatever characters it has; it has no mnemonic */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      g_object_set_data (G_OBJECT (check), "cell", GUINT_TO_POINTER (cell));
      part->checks[cell] = GTK_CHECK_BUTTON (check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      n++;
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     _("No objective completed this time"));
      gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

/* Why @player cannot take @cell as the free tick, NULL if they can. */
static char *
refusal (ParlourBingoTickDialog *self,
         guint                   player,
         guint                   cell)
{
  gboolean lockout = parlour_bingo_match_get_settings (self->match)->goal == PARLOUR_BINGO_LOCKOUT;

  if (parlour_bingo_match_is_ticked (self->match, player, cell))
    /* Translators: why an objective cannot be the free tick: "Ana ticked it already" */
    return g_strdup_printf (_("%s ticked it already"), self->names[player]);
  if (lockout && parlour_bingo_match_is_ticked (self->match, !player, cell))
    /* Translators: why an objective cannot be the free tick in lockout */
    return g_strdup_printf (_("%s ticked it, and in lockout it is closed to the other player"),
                            self->names[!player]);
  if (self->parts[player].checks[cell] != NULL)
    return g_strdup (_("It is completed: tick it in the list above, and choose another "
                       "objective as the free tick"));
  if (!parlour_bingo_match_can_tick (self->match, player, cell, TRUE, NULL))
    return g_strdup (_("It cannot be ticked now"));
  return NULL;
}

/* The card and the line under it show @player's free tick as chosen. */
static void
show_free (ParlourBingoTickDialog *self,
           guint                   player)
{
  Part *part = &self->parts[player];
  const ParlourBingoCard *card = parlour_bingo_match_get_card (self->match);
  g_autofree char *text = NULL;

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      g_autofree char *why = refusal (self, player, cell);

      parlour_bingo_card_view_set_cell_choice (part->free_card, cell, why == NULL,
                                               cell == part->free_cell);
    }
  if (part->free_cell == NO_CELL)
    text = g_strdup (_("No free tick chosen yet: click an objective on the card"));
  else
    /* Translators: the free tick chosen, with the objective's whole title */
    text = g_strdup_printf (_("Free tick: %s"), _(card->cells[part->free_cell]->title));
  gtk_label_set_text (GTK_LABEL (part->free_label), text);
  gtk_widget_remove_css_class (part->free_label, "error");
}

static void
free_cell_activated_cb (ParlourBingoCardView   *card,
                        guint                   cell,
                        ParlourBingoTickDialog *self)
{
  guint player = self->parts[0].free_card == card ? 0 : 1;

  parlour_bingo_tick_dialog_choose_free (self, player, cell);
}

/* The free tick: chosen on a card of the player's own, the whole title under it. */
static void
add_free_card (ParlourBingoTickDialog *self,
               guint                   player,
               GtkWidget              *group)
{
  Part *part = &self->parts[player];
  GtkWidget *box, *title;

  if (!parlour_bingo_match_has_free_tick (self->match, player))
    return;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 12);
  title = gtk_label_new (_("Free Tick"));
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  title = gtk_label_new (_("A win on time or by resignation earns one objective of your "
                           "choice, completed or not: click it on the card"));
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "dim-label");
  gtk_box_append (GTK_BOX (box), title);

  part->free_cell = NO_CELL;
  part->free_card = PARLOUR_BINGO_CARD_VIEW (parlour_bingo_card_view_new ());
  gtk_widget_set_size_request (GTK_WIDGET (part->free_card), -1, 380);
  parlour_bingo_card_view_set_match (part->free_card, self->match);
  parlour_bingo_card_view_set_names (part->free_card, self->names[0], self->names[1]);
  parlour_bingo_card_view_set_choosing (part->free_card, TRUE);
  g_signal_connect_object (part->free_card, "cell-activated",
                           G_CALLBACK (free_cell_activated_cb), self, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (part->free_card));
  part->free_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (part->free_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (part->free_label), 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (part->free_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Free tick"), -1);
  gtk_box_append (GTK_BOX (box), part->free_label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
}

static void
build (ParlourBingoTickDialog *self,
       const char * const     *names)
{
  gboolean lockout = parlour_bingo_match_get_settings (self->match)->goal == PARLOUR_BINGO_LOCKOUT;
  ParlourResult result = parlour_game_get_result (parlour_bingo_match_get_game_at (self->match,
                                                                                   current_game (self)));

  if (result == PARLOUR_RESULT_DRAW)
    {
      /* Black first: in lockout it matters, elsewhere it is only the order shown */
      self->order[0] = parlour_bingo_match_get_player (self->match, current_game (self),
                                                       PARLOUR_BLACK);
      self->order[1] = !self->order[0];
      self->n_order = 2;
      self->lockout_draw = lockout;
    }
  else if (result == PARLOUR_RESULT_WHITE_WINS || result == PARLOUR_RESULT_BLACK_WINS)
    {
      self->order[0] = parlour_bingo_match_get_player (self->match, current_game (self),
                                                       result == PARLOUR_RESULT_WHITE_WINS
                                                       ? PARLOUR_WHITE : PARLOUR_BLACK);
      self->n_order = 1;
    }

  for (guint i = 0; i < self->n_order; i++)
    {
      guint player = self->order[i];
      GtkWidget *group = new_group (self, player, names[player]);

      self->parts[player].ticks = TRUE;
      /* White's rows are made while Black has ticked nothing (lockout draw):
       * Black's selection closes them live below */
      add_completed_rows (self, player, group);
      add_free_card (self, player, group);
      if (self->parts[player].free_card != NULL)
        show_free (self, player);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));
    }
  if (self->lockout_draw)
    for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
      {
        GtkCheckButton *check = self->parts[self->order[0]].checks[cell];

        if (check == NULL)
          continue;
        g_signal_connect_object (check, "notify::active", G_CALLBACK (black_check_toggled_cb),
                                 self, 0);
        black_check_toggled_cb (check, NULL, self);
      }
}

GtkCheckButton *
parlour_bingo_tick_dialog_get_check (ParlourBingoTickDialog *self,
                                     guint                   player,
                                     guint                   cell)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), NULL);
  g_return_val_if_fail (player < 2 && cell < PARLOUR_BINGO_CARD_CELLS, NULL);

  return self->parts[player].checks[cell];
}

ParlourBingoCardView *
parlour_bingo_tick_dialog_get_free_card (ParlourBingoTickDialog *self,
                                         guint                   player)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), NULL);
  g_return_val_if_fail (player < 2, NULL);

  return self->parts[player].free_card;
}

const char *
parlour_bingo_tick_dialog_get_free_text (ParlourBingoTickDialog *self,
                                         guint                   player)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), NULL);
  g_return_val_if_fail (player < 2, NULL);

  if (self->parts[player].free_label == NULL)
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->parts[player].free_label));
}

gboolean
parlour_bingo_tick_dialog_choose_free (ParlourBingoTickDialog *self,
                                       guint                   player,
                                       guint                   cell)
{
  Part *part;

  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), FALSE);
  g_return_val_if_fail (player < 2, FALSE);

  part = &self->parts[player];
  if (part->free_card == NULL)
    return FALSE;
  if (cell != NO_CELL)
    {
      g_autofree char *why = NULL;

      g_return_val_if_fail (cell < PARLOUR_BINGO_CARD_CELLS, FALSE);
      why = refusal (self, player, cell);
      if (why != NULL)
        {
          const ParlourBingoCard *card = parlour_bingo_match_get_card (self->match);
          g_autofree char *text = NULL;

          /* Translators: a click on an objective that cannot be the free
           * tick: its whole title, then why */
          text = g_strdup_printf (_("“%s” cannot be the free tick: %s"),
                                  _(card->cells[cell]->title), why);
          gtk_label_set_text (GTK_LABEL (part->free_label), text);
          gtk_widget_add_css_class (part->free_label, "error");
          return FALSE;
        }
      /* the chosen one again: no free tick after all */
      if (part->free_cell == cell)
        cell = NO_CELL;
    }
  part->free_cell = cell;
  show_free (self, player);
  return TRUE;
}

typedef struct {
  guint player;
  guint cell;
} Tick;

static gboolean
tick (ParlourBingoTickDialog *self,
      GArray                 *made,
      guint                   player,
      guint                   cell,
      gboolean                free_tick,
      GError                **error)
{
  Tick t = { player, cell };

  if (!parlour_bingo_match_tick (self->match, player, cell, free_tick, error))
    return FALSE;
  g_array_append_val (made, t);
  return TRUE;
}

static gboolean
tick_part (ParlourBingoTickDialog *self,
           GArray                 *made,
           guint                   player,
           GError                **error)
{
  Part *part = &self->parts[player];

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    if (part->checks[cell] != NULL && gtk_check_button_get_active (part->checks[cell])
        && !tick (self, made, player, cell, FALSE, error))
      return FALSE;
  if (part->free_card != NULL && part->free_cell != NO_CELL
      && !tick (self, made, player, part->free_cell, TRUE, error))
    return FALSE;
  return TRUE;
}

gboolean
parlour_bingo_tick_dialog_confirm (ParlourBingoTickDialog *self,
                                   GError                **error)
{
  g_autoptr(GArray) made = g_array_new (FALSE, FALSE, sizeof (Tick));
  g_autoptr(GError) local = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), FALSE);

  for (guint i = 0; ok && i < self->n_order; i++)
    {
      ok = tick_part (self, made, self->order[i], &local);
      if (ok && self->lockout_draw && i == 0)
        ok = parlour_bingo_match_finish_ticking (self->match, self->order[0], &local);
    }
  if (ok)
    ok = parlour_bingo_match_close_round (self->match, &local);
  if (!ok)
    {
      /* a refused tick leaves the round as it was */
      for (guint i = made->len; i > 0; i--)
        parlour_bingo_match_untick (self->match, g_array_index (made, Tick, i - 1).player,
                                    g_array_index (made, Tick, i - 1).cell, NULL);
      gtk_label_set_text (GTK_LABEL (self->error_label), local->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  g_object_ref (self);
  g_signal_emit (self, signals[CONFIRMED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

static void
confirm_clicked_cb (ParlourBingoTickDialog *self)
{
  parlour_bingo_tick_dialog_confirm (self, NULL);
}

static void
parlour_bingo_tick_dialog_dispose (GObject *object)
{
  ParlourBingoTickDialog *self = PARLOUR_BINGO_TICK_DIALOG (object);

  g_clear_object (&self->match);
  for (guint p = 0; p < 2; p++)
    g_clear_pointer (&self->names[p], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_BINGO_TICK_DIALOG);

  G_OBJECT_CLASS (parlour_bingo_tick_dialog_parent_class)->dispose (object);
}

static void
parlour_bingo_tick_dialog_class_init (ParlourBingoTickDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_tick_dialog_dispose;

  /**
   * ParlourBingoTickDialog::confirmed:
   *
   * The ticks are made and the round is closed.
   */
  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-bingo-tick-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoTickDialog, page);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoTickDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, confirm_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_tick_dialog_init (ParlourBingoTickDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
parlour_bingo_tick_dialog_new (GtkWindow          *parent,
                               ParlourBingoMatch  *match,
                               const char * const *names)
{
  ParlourBingoTickDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (PARLOUR_IS_BINGO_MATCH (match), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  self = g_object_new (PARLOUR_TYPE_BINGO_TICK_DIALOG, "transient-for", parent, NULL);
  self->match = g_object_ref (match);
  for (guint p = 0; p < 2; p++)
    self->names[p] = g_strdup (names[p]);
  build (self, names);
  return GTK_WIDGET (self);
}
