/* parlour-bingo-new-dialog.c — setting up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. The players' names, the way to win (one line, three
 * lines, lockout), the card's seed (shown, and typed in again for the same
 * card), who is White first, the time control, and the three handicaps: the
 * material one (who gives, the value V), the time one (each player's own
 * control) and the bingo one (each player's own target).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-new-dialog.h"
#include "parlour-dialog-util.h"
#include "parlour-handicap.h"
#include "parlour-seed-row.h"

#define US_PER_SECOND G_GINT64_CONSTANT (1000000)
/* lockout: the two targets add up to at most this (docs/rules/bingo.md) */
#define LOCKOUT_TARGETS_MAX 26

struct _ParlourBingoNewDialog
{
  AdwWindow   parent_instance;

  GHashTable *rows;          /* name -> row (not owned) */
  GtkWidget  *start_button;
  GtkWidget  *error_label;
  GtkWidget  *second_time_group;
};

G_DEFINE_FINAL_TYPE (ParlourBingoNewDialog, parlour_bingo_new_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* the usual targets of 1-line, 3-line and lockout */
static const guint usual_targets[] = { 1, 3, 13 };

void
parlour_bingo_setup_clear (ParlourBingoSetup *setup)
{
  g_clear_pointer (&setup->names[0], g_free);
  g_clear_pointer (&setup->names[1], g_free);
}

GtkWidget *
parlour_bingo_new_dialog_get_row (ParlourBingoNewDialog *self,
                                  const char            *name)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), NULL);

  return g_hash_table_lookup (self->rows, name);
}

static GtkSpinButton *
spin (ParlourBingoNewDialog *self,
      const char            *name)
{
  return GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (
    ADW_ACTION_ROW (g_hash_table_lookup (self->rows, name))));
}

static guint
selected (ParlourBingoNewDialog *self,
          const char            *name)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (g_hash_table_lookup (self->rows, name)));
}

static gboolean
active (ParlourBingoNewDialog *self,
        const char            *name)
{
  return gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (
    ADW_ACTION_ROW (g_hash_table_lookup (self->rows, name)))));
}

static GtkWidget *
add_row (ParlourBingoNewDialog *self,
         GtkWidget             *group,
         const char            *name,
         GtkWidget             *row)
{
  gtk_widget_set_name (row, name);
  g_hash_table_insert (self->rows, (gpointer) name, row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static void validate (ParlourBingoNewDialog *self);

static GtkWidget *
add_entry (ParlourBingoNewDialog *self,
           GtkWidget             *group,
           const char            *name,
           const char            *title,
           const char            *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_connect_object (row, "changed", G_CALLBACK (validate), self, G_CONNECT_SWAPPED);
  return add_row (self, group, name, row);
}

static GtkWidget *
add_combo (ParlourBingoNewDialog *self,
           GtkWidget             *group,
           const char            *name,
           const char            *title,
           const char * const    *items)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, row);
}

static GtkWidget *
add_spin (ParlourBingoNewDialog *self,
          GtkWidget             *group,
          const char            *name,
          const char            *title,
          double                 min,
          double                 max,
          double                 value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (button), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  g_signal_connect_object (button, "value-changed", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, row);
}

static GtkWidget *
add_switch (ParlourBingoNewDialog *self,
            GtkWidget             *group,
            const char            *name,
            const char            *title,
            const char            *subtitle,
            gboolean               on)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (button), on);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  g_signal_connect_object (button, "notify::active", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, row);
}

static char *
player_name (ParlourBingoNewDialog *self,
             guint                  player)
{
  const char *row = player == 0 ? "name-0" : "name-1";
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (
    GTK_EDITABLE (g_hash_table_lookup (self->rows, row)))));

  if (*text == '\0')
    return g_strdup (player == 0 ? _("Player 1") : _("Player 2"));
  return g_steal_pointer (&text);
}

static void
read_control (ParlourBingoNewDialog *self,
              guint                  player,
              ParlourTimeControl    *tc)
{
  gboolean own = player == 1 && active (self, "time-odds");

  tc->mode = PARLOUR_CLOCK_FISCHER;
  tc->base_us = gtk_spin_button_get_value_as_int (spin (self, own ? "minutes-1" : "minutes-0"))
                * 60 * US_PER_SECOND;
  tc->increment_us = gtk_spin_button_get_value_as_int (spin (self, own ? "increment-1"
                                                                      : "increment-0"))
                     * US_PER_SECOND;
}

gboolean
parlour_bingo_new_dialog_get_setup (ParlourBingoNewDialog *self,
                                    ParlourBingoSetup     *setup)
{
  guint first, giver;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), FALSE);

  memset (setup, 0, sizeof *setup);
  setup->names[0] = player_name (self, 0);
  setup->names[1] = player_name (self, 1);
  setup->settings.goal = (ParlourBingoGoal) MIN (selected (self, "goal"), PARLOUR_BINGO_LOCKOUT);
  first = selected (self, "first-white");
  setup->settings.first_white = first == 0 ? (guint) g_random_int_range (0, 2) : first - 1;
  for (guint p = 0; p < 2; p++)
    setup->settings.targets[p] = gtk_spin_button_get_value_as_int (spin (self, p == 0 ? "target-0"
                                                                                   : "target-1"));
  giver = selected (self, "giver");
  setup->settings.handicap_giver = giver == 0 || giver > 2 ? PARLOUR_BINGO_NO_GIVER : giver - 1;
  setup->settings.handicap_value = gtk_spin_button_get_value_as_int (spin (self, "value"));
  setup->clock = active (self, "clock");
  for (guint p = 0; p < 2; p++)
    read_control (self, p, &setup->controls[p]);

  ok = parlour_seed_row_get_seed (PARLOUR_SEED_ROW (g_hash_table_lookup (self->rows, "seed")),
                                  &setup->seed);
  if (setup->settings.goal == PARLOUR_BINGO_LOCKOUT)
    ok = ok && setup->settings.targets[0] + setup->settings.targets[1] <= LOCKOUT_TARGETS_MAX;
  else
    ok = ok && setup->settings.targets[0] <= PARLOUR_BINGO_CARD_LINES
         && setup->settings.targets[1] <= PARLOUR_BINGO_CARD_LINES;
  return ok;
}

/* The targets follow the way to win; the time and handicap rows their switches. */
static void
goal_changed_cb (ParlourBingoNewDialog *self)
{
  guint goal = MIN (selected (self, "goal"), PARLOUR_BINGO_LOCKOUT);
  guint max = goal == PARLOUR_BINGO_LOCKOUT ? PARLOUR_BINGO_CARD_CELLS : PARLOUR_BINGO_CARD_LINES;

  for (guint p = 0; p < 2; p++)
    {
      GtkSpinButton *button = spin (self, p == 0 ? "target-0" : "target-1");

      gtk_spin_button_set_range (button, 1, max);
      gtk_spin_button_set_value (button, usual_targets[goal]);
    }
}

static void
validate (ParlourBingoNewDialog *self)
{
  ParlourBingoSetup setup;
  gboolean ok, clock, odds;
  const char *error = NULL;

  if (g_hash_table_size (self->rows) < 15)
    return;   /* still being built */

  ok = parlour_bingo_new_dialog_get_setup (self, &setup);
  clock = active (self, "clock");
  odds = active (self, "time-odds");
  gtk_widget_set_sensitive (g_hash_table_lookup (self->rows, "minutes-0"), clock);
  gtk_widget_set_sensitive (g_hash_table_lookup (self->rows, "increment-0"), clock);
  gtk_widget_set_sensitive (g_hash_table_lookup (self->rows, "time-odds"), clock);
  gtk_widget_set_visible (self->second_time_group, clock && odds);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g_hash_table_lookup (self->rows,
                                                                           "minutes-0")),
                                 odds ? setup.names[0] : _("_Minutes"));
  gtk_widget_set_sensitive (g_hash_table_lookup (self->rows, "value"),
                            setup.settings.handicap_giver != PARLOUR_BINGO_NO_GIVER);

  if (!ok && !parlour_seed_row_get_seed (PARLOUR_SEED_ROW (g_hash_table_lookup (self->rows,
                                                                                  "seed")),
                                         NULL))
    error = _("The seed is a whole number from 0 to 18446744073709551615");
  else if (!ok)
    error = _("In lockout the two targets add up to at most 26");
  gtk_label_set_text (GTK_LABEL (self->error_label), error ? error : "");
  gtk_widget_set_visible (self->error_label, error != NULL);
  gtk_widget_set_sensitive (self->start_button, ok);
  parlour_bingo_setup_clear (&setup);
}

gboolean
parlour_bingo_new_dialog_start (ParlourBingoNewDialog *self)
{
  ParlourBingoSetup setup;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_BINGO_NEW_DIALOG (self), FALSE);

  ok = parlour_bingo_new_dialog_get_setup (self, &setup);
  parlour_bingo_setup_clear (&setup);
  if (!ok)
    return FALSE;
  g_object_ref (self);
  g_signal_emit (self, signals[START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

static void
start_clicked_cb (ParlourBingoNewDialog *self)
{
  parlour_bingo_new_dialog_start (self);
}

static GtkWidget *
new_group (GtkWidget  *page,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return group;
}

static void
build (ParlourBingoNewDialog *self,
       GtkWidget             *page)
{
  const char *goals[] = { _("One Line"), _("Three Lines"), _("Lockout"), NULL };
  const char *first[] = { _("At Random"), _("Player 1"), _("Player 2"), NULL };
  const char *givers[] = { _("None"), _("Player 1 Gives"), _("Player 2 Gives"), NULL };
  GtkWidget *group, *seed;

  group = new_group (page, _("Players"), NULL);
  add_entry (self, group, "name-0", _("Player _1"), _("Player 1"));
  add_entry (self, group, "name-1", _("Player _2"), _("Player 2"));
  add_combo (self, group, "first-white", _("_White in the First Game"), first);

  group = new_group (page, _("Match"), _("Colours alternate from game to game"));
  add_combo (self, group, "goal", _("_Way to Win"), goals);
  g_signal_connect_object (g_hash_table_lookup (self->rows, "goal"), "notify::selected",
                           G_CALLBACK (goal_changed_cb), self, G_CONNECT_SWAPPED);
  seed = parlour_seed_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seed), _("Card _Seed"));
  g_signal_connect_object (seed, "changed", G_CALLBACK (validate), self, G_CONNECT_SWAPPED);
  add_row (self, group, "seed", seed);

  group = new_group (page, _("Time"), NULL);
  add_switch (self, group, "clock", _("_Clock"), NULL, TRUE);
  add_spin (self, group, "minutes-0", _("_Minutes"), 1, 180, 3);
  add_spin (self, group, "increment-0", _("_Increment (Seconds)"), 0, 60, 2);
  add_switch (self, group, "time-odds", _("Time _Handicap"),
              _("Each player has their own time control"), FALSE);
  self->second_time_group = new_group (page, _("Time of Player 2"), NULL);
  add_spin (self, self->second_time_group, "minutes-1", _("M_inutes"), 1, 180, 3);
  add_spin (self, self->second_time_group, "increment-1", _("I_ncrement (Seconds)"), 0, 60, 2);

  group = new_group (page, _("Handicaps"),
                     _("The stronger player gives material, or needs more to win"));
  add_combo (self, group, "giver", _("_Material Handicap"), givers);
  add_spin (self, group, "value", _("Handicap _Value"), 1, PARLOUR_HANDICAP_MAX_VALUE, 3);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (g_hash_table_lookup (self->rows, "value")),
                               _("Pawn 1, knight 3, bishop 3, rook 5, queen 9"));
  add_spin (self, group, "target-0", _("Target of Player 1"), 1, PARLOUR_BINGO_CARD_LINES, 1);
  add_spin (self, group, "target-1", _("Target of Player 2"), 1, PARLOUR_BINGO_CARD_LINES, 1);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (g_hash_table_lookup (self->rows, "target-0")),
                               _("Lines, or ticks in lockout"));
}

static void
parlour_bingo_new_dialog_dispose (GObject *object)
{
  ParlourBingoNewDialog *self = PARLOUR_BINGO_NEW_DIALOG (object);

  g_clear_pointer (&self->rows, g_hash_table_unref);

  G_OBJECT_CLASS (parlour_bingo_new_dialog_parent_class)->dispose (object);
}

static void
parlour_bingo_new_dialog_class_init (ParlourBingoNewDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_new_dialog_dispose;

  /**
   * ParlourBingoNewDialog::start:
   *
   * Start was pressed with choices that make a match.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_new_dialog_init (ParlourBingoNewDialog *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *box;

  self->rows = g_hash_table_new (g_str_hash, g_str_equal);
  box = parlour_dialog_frame (ADW_WINDOW (self), _("New Bingo Match"), 480, 640, _("_Cancel"),
                              _("_Start"), G_CALLBACK (start_clicked_cb), &self->start_button,
                              &self->error_label);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);

  build (self, page);
  validate (self);
}

GtkWidget *
parlour_bingo_new_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (PARLOUR_TYPE_BINGO_NEW_DIALOG, "transient-for", parent, NULL);
}
