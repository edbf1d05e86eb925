/* parlour-bingo-tick-dialog.c — ticking objectives after a game of a bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "Ticking after each game". The dialog offers each player
 * who ticks (the winner; after a draw both) the objectives they completed,
 * already selected; a win on time or by resignation adds the free tick, an
 * explicit choice of any objective still open. After a draw in lockout Black's
 * part comes first, and what Black selects is closed to White. Nothing is
 * ticked until Confirm, which also closes the round: the ticks can be changed
 * in the dialog until then, and the next game starts after it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-tick-dialog.h"
#include "parlour-dialog-util.h"

typedef struct {
  gboolean        ticks;                              /* this player ticks this round */
  GtkCheckButton *checks[PARLOUR_BINGO_CARD_CELLS];   /* completed objectives offered */
  AdwComboRow    *free_row;                           /* the free tick, or NULL */
  GArray         *free_cells;                         /* cells of the free row's items 1.. */
} Part;

struct _ParlourBingoTickDialog
{
  AdwWindow          parent_instance;

  ParlourBingoMatch *match;
  Part               parts[2];
  guint              order[2];     /* the players in the order they tick */
  guint              n_order;
  gboolean           lockout_draw;

  GtkWidget         *page;
  GtkWidget         *error_label;
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

/* The free tick: "None", then every objective the player may still tick. */
static void
add_free_row (ParlourBingoTickDialog *self,
              guint                   player,
              GtkWidget              *group)
{
  const ParlourBingoCard *card = parlour_bingo_match_get_card (self->match);
  Part *part = &self->parts[player];
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);

  if (!parlour_bingo_match_has_free_tick (self->match, player))
    return;
  part->free_cells = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_string_list_append (items, _("None"));
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    if (part->checks[cell] == NULL
        && parlour_bingo_match_can_tick (self->match, player, cell, TRUE, NULL))
      {
        gtk_string_list_append (items, _(card->cells[cell]->title));
        g_array_append_val (part->free_cells, cell);
      }
  part->free_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (part->free_row), _("Free Tick"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (part->free_row),
                               _("A win on time or by resignation earns one objective of "
                                 "your choice"));
  adw_combo_row_set_model (part->free_row, G_LIST_MODEL (items));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (part->free_row));
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
      add_free_row (self, player, group);
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

AdwComboRow *
parlour_bingo_tick_dialog_get_free_row (ParlourBingoTickDialog *self,
                                        guint                   player)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_TICK_DIALOG (self), NULL);
  g_return_val_if_fail (player < 2, NULL);

  return self->parts[player].free_row;
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
  if (part->free_row == NULL)
    return FALSE;
  if (cell == G_MAXUINT)
    {
      adw_combo_row_set_selected (part->free_row, 0);
      return TRUE;
    }
  for (guint i = 0; i < part->free_cells->len; i++)
    if (g_array_index (part->free_cells, guint, i) == cell)
      {
        adw_combo_row_set_selected (part->free_row, i + 1);
        return TRUE;
      }
  return FALSE;
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
  guint selected;

  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    if (part->checks[cell] != NULL && gtk_check_button_get_active (part->checks[cell])
        && !tick (self, made, player, cell, FALSE, error))
      return FALSE;
  if (part->free_row != NULL && (selected = adw_combo_row_get_selected (part->free_row)) > 0
      && selected != GTK_INVALID_LIST_POSITION
      && !tick (self, made, player, g_array_index (part->free_cells, guint, selected - 1), TRUE,
                error))
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
    g_clear_pointer (&self->parts[p].free_cells, g_array_unref);

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

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_tick_dialog_init (ParlourBingoTickDialog *self)
{
  GtkWidget *box = parlour_dialog_frame (ADW_WINDOW (self), _("Tick Objectives"), 460, 560,
                                         _("_Later"), _("_Confirm"),
                                         G_CALLBACK (confirm_clicked_cb), NULL, &self->error_label);

  self->page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (self->page, TRUE);
  gtk_box_append (GTK_BOX (box), self->page);
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
  build (self, names);
  return GTK_WIDGET (self);
}
