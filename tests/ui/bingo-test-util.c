/* bingo-test-util.c — helpers of the Chess Bingo UI tests: the new match
 * dialog's rows, resigning, the tick dialog and the first game of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Compiled once into the UI tests' static library (tests/ui/meson.build);
 * bingo-test-util.h declares what each function does.
 */
#include "config.h"

#include "bingo-test-util.h"

/* With PARLOUR_BINGO_SHOTS=DIR, PNGs of @window in the light and the dark
 * style, NAME-light.png and NAME-dark.png (docs/screenshots). */
void
shoot (GtkWidget  *window,
       const char *name)
{
  ui_test_screenshot_styles (window, g_getenv ("PARLOUR_BINGO_SHOTS"), name);
}

/* Forgets the last bingo options (GSettings): each test starts from the usual ones. */
void
reset_bingo_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const char *keys[] = { "bingo-names", "bingo-first-white-player", "bingo-goal",
                         "bingo-targets", "bingo-clock", "bingo-time-controls", "bingo-handicap",
                         "bingo-seed" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

ParlourBingoNewDialog *
open_new_match (ParlourWindow *window)
{
  GtkWidget *dialog;

  reset_bingo_settings ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-bingo-match", NULL);
  ui_test_iterate ();
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_BINGO_NEW_DIALOG);
  g_assert_nonnull (dialog);
  return PARLOUR_BINGO_NEW_DIALOG (dialog);
}

GtkWidget *
row (ParlourBingoNewDialog *dialog,
     const char            *name)
{
  GtkWidget *widget = parlour_bingo_new_dialog_get_row (dialog, name);

  g_assert_nonnull (widget);
  return widget;
}

void
set_spin (ParlourBingoNewDialog *dialog,
          const char            *name,
          double                 value)
{
  GtkWidget *button = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row (dialog, name)));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
}

/* Ana and Ben, Ana White first, no clocks, the card of @seed. */
void
fill_in (ParlourBingoNewDialog *dialog,
         guint64                seed,
         ParlourBingoGoal       goal)
{
  gtk_editable_set_text (GTK_EDITABLE (row (dialog, "name-0")), "Ana");
  gtk_editable_set_text (GTK_EDITABLE (row (dialog, "name-1")), "Ben");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog, "first-white")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog, "goal")), goal);
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
                           ADW_ACTION_ROW (row (dialog, "clock")))), FALSE);
  parlour_seed_row_set_seed (PARLOUR_SEED_ROW (row (dialog, "seed")), seed);
  ui_test_iterate ();
}

ParlourBingoMatch *
window_bingo (ParlourWindow *window)
{
  ParlourMatch *match = ui_test_match (window);

  g_assert_true (PARLOUR_IS_BINGO_MATCH (match));
  return PARLOUR_BINGO_MATCH (match);
}

ParlourBingoPage *
ui_test_bingo_page (ParlourWindow *window)
{
  ParlourPage *page = ui_test_page (window);

  return PARLOUR_IS_BINGO_PAGE (page) ? PARLOUR_BINGO_PAGE (page) : NULL;
}

ParlourBingoCardView *
ui_test_bingo_card (ParlourWindow *window)
{
  ParlourBingoPage *page = ui_test_bingo_page (window);

  return page != NULL ? parlour_bingo_page_get_card (page) : NULL;
}

ParlourBingoTickDialog *
find_tick_dialog (void)
{
  GtkWidget *dialog;

  ui_test_iterate ();
  dialog = ui_test_find_toplevel (PARLOUR_TYPE_BINGO_TICK_DIALOG);
  g_assert_nonnull (dialog);
  return PARLOUR_BINGO_TICK_DIALOG (dialog);
}

/* the player to move resigns, answering the question */
void
resign (ParlourWindow *window)
{
  AdwMessageDialog *question;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  question = ui_test_find_message_dialog ();
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "resign");
  ui_test_iterate ();
}

/* the bar's button for the match's next step (Tick Objectives…, Next Game) */
GtkWidget *
step_button (ParlourWindow *window)
{
  ParlourBingoPage *page = ui_test_bingo_page (window);

  g_assert_nonnull (page);
  return parlour_bingo_page_get_step_button (page);
}

gboolean
cell_has (ParlourWindow *window,
          guint          cell,
          const char    *css_class)
{
  ParlourBingoCardView *card = ui_test_bingo_card (window);

  g_assert_nonnull (card);
  return gtk_widget_has_css_class (parlour_bingo_card_view_get_cell (card, cell), css_class);
}

/* Game 1: Ana (White) plays 1. e4 and Ben resigns. The dialog offers Ana her
 * free tick; she leaves out what she completed (winning without castling, say)
 * and takes the free tick on the first open cell other than @avoid, which is
 * returned. */
guint
play_game_1 (ParlourWindow *window,
             guint          avoid)
{
  ParlourBingoMatch *match = window_bingo (window);
  ParlourBingoTickDialog *ticks;
  guint free = G_MAXUINT;

  ui_test_click_move (window, "e2", "e4");
  resign (window);
  g_assert_true (parlour_bingo_match_is_round_open (match));

  ticks = find_tick_dialog ();
  /* the loser is offered nothing; the winner her free tick, on a card, none
   * chosen at first */
  g_assert_null (parlour_bingo_tick_dialog_get_free_card (ticks, 1));
  g_assert_nonnull (parlour_bingo_tick_dialog_get_free_card (ticks, 0));
  g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 0), ==,
                   "No free tick chosen yet: click an objective on the card");
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    {
      GtkCheckButton *check = parlour_bingo_tick_dialog_get_check (ticks, 0, cell);

      g_assert_null (parlour_bingo_tick_dialog_get_check (ticks, 1, cell));
      if (check != NULL)
        gtk_check_button_set_active (check, FALSE);
      else if (free == G_MAXUINT && cell != avoid)
        free = cell;
    }
  /* a click on the card chooses it, and the line under the card names it whole */
  parlour_bingo_card_view_activate_cell (parlour_bingo_tick_dialog_get_free_card (ticks, 0), free);
  {
    g_autofree char *text = g_strdup_printf ("Free tick: %s",
                                             parlour_bingo_match_get_card (match)->cells[free]->title);

    g_assert_cmpstr (parlour_bingo_tick_dialog_get_free_text (ticks, 0), ==, text);
  }
  g_assert_true (parlour_bingo_tick_dialog_confirm (ticks, NULL));
  ui_test_iterate ();
  g_assert_true (parlour_bingo_match_is_ticked (match, 0, free));
  for (guint cell = 0; cell < PARLOUR_BINGO_CARD_CELLS; cell++)
    g_assert_true (parlour_bingo_match_is_ticked (match, 0, cell) == (cell == free));
  return free;
}
