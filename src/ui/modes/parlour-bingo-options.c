/* parlour-bingo-options.c — the choices that set up a Chess Bingo match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md. The players' names, the way to win (one line, three
 * lines, lockout), the card's seed (shown, and typed in again for the same
 * card), who is White first, the time control, and the three handicaps: the
 * material one (who gives, the value V), the time one (each player's own
 * control) and the bingo one (each player's own target). The New Bingo Match
 * dialog and New Game (Chess Bingo chosen) show the same rows, this widget.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-options.h"
#include "parlour-bingo-rounds.h"
#include "parlour-dialog-util.h"
#include "parlour-handicap.h"
#include "parlour-seed-row.h"

#define US_PER_SECOND G_GINT64_CONSTANT (1000000)
/* lockout: the two targets add up to at most this (docs/rules/bingo.md) */
#define LOCKOUT_TARGETS_MAX 26
/* the rows a whole widget has */
#define N_ROWS 15
/* the clock rows' ranges */
#define MINUTES_MAX   180
#define INCREMENT_MAX 60

struct _ParlourBingoOptions
{
  AdwBin      parent_instance;

  GHashTable *rows;          /* name -> row (not owned) */
  GtkWidget  *second_time_group;
  char       *error;         /* why the choices make no match, or NULL */
};

static void parlour_bingo_options_mode_options_init (ParlourModeOptionsInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ParlourBingoOptions, parlour_bingo_options, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (PARLOUR_TYPE_MODE_OPTIONS,
                                                      parlour_bingo_options_mode_options_init))

enum {
  CHANGED,
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
parlour_bingo_options_get_row (ParlourBingoOptions *self,
                               const char          *name)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_OPTIONS (self), NULL);

  return g_hash_table_lookup (self->rows, name);
}

static GtkWidget *
row (ParlourBingoOptions *self,
     const char          *name)
{
  return g_hash_table_lookup (self->rows, name);
}

static GtkSpinButton *
spin (ParlourBingoOptions *self,
      const char          *name)
{
  return GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row (self,
                                                                                       name))));
}

static GtkSwitch *
switch_of (ParlourBingoOptions *self,
           const char          *name)
{
  return GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row (self, name))));
}

static guint
selected (ParlourBingoOptions *self,
          const char          *name)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (row (self, name)));
}

static GtkWidget *
add_row (ParlourBingoOptions *self,
         GtkWidget           *group,
         const char          *name,
         GtkWidget           *widget)
{
  gtk_widget_set_name (widget, name);
  g_hash_table_insert (self->rows, (gpointer) name, widget);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), widget);
  return widget;
}

static void validate (ParlourBingoOptions *self);

static GtkWidget *
add_entry (ParlourBingoOptions *self,
           GtkWidget           *group,
           const char          *name,
           const char          *title,
           const char          *text)
{
  GtkWidget *entry = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (entry), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_connect_object (entry, "changed", G_CALLBACK (validate), self, G_CONNECT_SWAPPED);
  return add_row (self, group, name, entry);
}

static GtkWidget *
add_combo (ParlourBingoOptions *self,
           GtkWidget           *group,
           const char          *name,
           const char          *title,
           const char * const  *items)
{
  GtkWidget *combo = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (combo), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
  g_signal_connect_object (combo, "notify::selected", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, combo);
}

static GtkWidget *
add_spin (ParlourBingoOptions *self,
          GtkWidget           *group,
          const char          *name,
          const char          *title,
          double               max,
          double               value)
{
  /* every spin row counts from 1, but the increment from 0 */
  double min = g_str_has_prefix (name, "increment") ? 0 : 1;
  GtkWidget *button = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (button), TRUE);
  g_signal_connect_object (button, "value-changed", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, parlour_dialog_action_row (title, button, FALSE));
}

static GtkWidget *
add_switch (ParlourBingoOptions *self,
            GtkWidget           *group,
            const char          *name,
            const char          *title,
            const char          *subtitle,
            gboolean             on)
{
  GtkWidget *button = gtk_switch_new ();
  GtkWidget *switch_row = parlour_dialog_action_row (title, button, FALSE);

  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (switch_row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (button), on);
  g_signal_connect_object (button, "notify::active", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  return add_row (self, group, name, switch_row);
}

static char *
player_name (ParlourBingoOptions *self,
             guint                player)
{
  const char *name = player == 0 ? "name-0" : "name-1";
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row (self,
                                                                                          name)))));

  if (*text == '\0')
    return g_strdup (player == 0 ? _("Player 1") : _("Player 2"));
  return g_steal_pointer (&text);
}

static void
read_control (ParlourBingoOptions *self,
              guint                player,
              ParlourTimeControl  *tc)
{
  gboolean own = player == 1 && gtk_switch_get_active (switch_of (self, "time-odds"));

  tc->mode = PARLOUR_CLOCK_FISCHER;
  tc->base_us = gtk_spin_button_get_value_as_int (spin (self, own ? "minutes-1" : "minutes-0"))
                * 60 * US_PER_SECOND;
  tc->increment_us = gtk_spin_button_get_value_as_int (spin (self, own ? "increment-1"
                                                                      : "increment-0"))
                     * US_PER_SECOND;
}

gboolean
parlour_bingo_options_get_setup (ParlourBingoOptions *self,
                                 ParlourBingoSetup   *setup)
{
  guint first, giver;
  gboolean ok;

  g_return_val_if_fail (PARLOUR_IS_BINGO_OPTIONS (self), FALSE);

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
  setup->clock = gtk_switch_get_active (switch_of (self, "clock"));
  for (guint p = 0; p < 2; p++)
    read_control (self, p, &setup->controls[p]);

  ok = parlour_seed_row_get_seed (PARLOUR_SEED_ROW (row (self, "seed")), &setup->seed);
  if (setup->settings.goal == PARLOUR_BINGO_LOCKOUT)
    ok = ok && setup->settings.targets[0] + setup->settings.targets[1] <= LOCKOUT_TARGETS_MAX;
  else
    ok = ok && setup->settings.targets[0] <= PARLOUR_BINGO_CARD_LINES
         && setup->settings.targets[1] <= PARLOUR_BINGO_CARD_LINES;
  return ok;
}

const char *
parlour_bingo_options_get_error (ParlourBingoOptions *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_OPTIONS (self), NULL);

  return self->error;
}

/* The targets follow the way to win. */
static void
goal_changed_cb (ParlourBingoOptions *self)
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

/* The time and handicap rows follow their switches; the error says what keeps
 * the choices from making a match. */
static void
validate (ParlourBingoOptions *self)
{
  ParlourBingoSetup setup;
  gboolean ok, clock, odds;
  const char *error = NULL;

  if (g_hash_table_size (self->rows) < N_ROWS)
    return;   /* still being built */

  ok = parlour_bingo_options_get_setup (self, &setup);
  clock = gtk_switch_get_active (switch_of (self, "clock"));
  odds = gtk_switch_get_active (switch_of (self, "time-odds"));
  gtk_widget_set_sensitive (row (self, "minutes-0"), clock);
  gtk_widget_set_sensitive (row (self, "increment-0"), clock);
  gtk_widget_set_sensitive (row (self, "time-odds"), clock);
  gtk_widget_set_visible (self->second_time_group, clock && odds);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row (self, "minutes-0")),
                                 odds ? setup.names[0] : _("_Minutes"));
  gtk_widget_set_sensitive (row (self, "value"),
                            setup.settings.handicap_giver != PARLOUR_BINGO_NO_GIVER);

  if (!ok && !parlour_seed_row_get_seed (PARLOUR_SEED_ROW (row (self, "seed")), NULL))
    error = _("The seed is a whole number from 0 to 18446744073709551615");
  else if (!ok)
    error = _("In lockout the two targets add up to at most 26");
  g_free (self->error);
  self->error = g_strdup (error);
  parlour_bingo_setup_clear (&setup);
  g_signal_emit (self, signals[CHANGED], 0);
}

static GtkWidget *
new_group (GtkWidget  *box,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (box), group);
  return group;
}

static void
build (ParlourBingoOptions *self,
       GtkWidget           *box)
{
  const char *goals[] = { _("One Line"), _("Three Lines"), _("Lockout"), NULL };
  const char *first[] = { _("At Random"), _("Player 1"), _("Player 2"), NULL };
  const char *givers[] = { _("None"), _("Player 1 Gives"), _("Player 2 Gives"), NULL };
  GtkWidget *group, *seed;

  group = new_group (box, _("Players"), NULL);
  add_entry (self, group, "name-0", _("Player _1"), _("Player 1"));
  add_entry (self, group, "name-1", _("Player _2"), _("Player 2"));
  add_combo (self, group, "first-white", _("_White in the First Game"), first);

  group = new_group (box, _("Match"), _("Colours alternate from game to game"));
  add_combo (self, group, "goal", _("_Way to Win"), goals);
  g_signal_connect_object (row (self, "goal"), "notify::selected", G_CALLBACK (goal_changed_cb),
                           self, G_CONNECT_SWAPPED);
  seed = parlour_seed_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seed), _("Card _Seed"));
  g_signal_connect_object (seed, "changed", G_CALLBACK (validate), self, G_CONNECT_SWAPPED);
  add_row (self, group, "seed", seed);

  group = new_group (box, _("Time"), NULL);
  add_switch (self, group, "clock", _("_Clock"), NULL, TRUE);
  add_spin (self, group, "minutes-0", _("_Minutes"), MINUTES_MAX, 3);
  add_spin (self, group, "increment-0", _("_Increment (Seconds)"), INCREMENT_MAX, 2);
  add_switch (self, group, "time-odds", _("Time _Handicap"),
              _("Each player has their own time control"), FALSE);
  self->second_time_group = new_group (box, _("Time of Player 2"), NULL);
  add_spin (self, self->second_time_group, "minutes-1", _("M_inutes"), MINUTES_MAX, 3);
  add_spin (self, self->second_time_group, "increment-1", _("I_ncrement (Seconds)"),
            INCREMENT_MAX, 2);

  group = new_group (box, _("Handicaps"),
                     _("The stronger player gives material, or needs more to win"));
  add_combo (self, group, "giver", _("_Material Handicap"), givers);
  add_spin (self, group, "value", _("Handicap _Value"), PARLOUR_HANDICAP_MAX_VALUE, 3);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row (self, "value")),
                               _("Pawn 1, knight 3, bishop 3, rook 5, queen 9"));
  add_spin (self, group, "target-0", _("Target of Player 1"), PARLOUR_BINGO_CARD_LINES, 1);
  add_spin (self, group, "target-1", _("Target of Player 2"), PARLOUR_BINGO_CARD_LINES, 1);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row (self, "target-0")),
                               _("Lines, or ticks in lockout"));
}

/* ---- the last choices (GSettings) ---- */

/* a name longer than this, in an edited setting, is cut */
#define NAME_MAX_CHARS 100

static void
load_names (ParlourBingoOptions *self,
            GSettings           *settings)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_settings_get (settings, "bingo-names", "(ss)", &first, &second);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *name = g_strstrip (g_strdup (p == 0 ? first : second));

      if (g_utf8_strlen (name, -1) > NAME_MAX_CHARS)
        {
          g_warning ("bingo-names: the name of player %u is longer than %d characters; it is cut",
                     p + 1, NAME_MAX_CHARS);
          *g_utf8_offset_to_pointer (name, NAME_MAX_CHARS) = '\0';
        }
      if (*name != '\0')
        gtk_editable_set_text (GTK_EDITABLE (row (self, p == 0 ? "name-0" : "name-1")), name);
    }
}

/* @value into [@min, @max], with a warning naming @key when it was not */
static guint
clamp_setting (const char *key,
               const char *what,
               guint       value,
               guint       min,
               guint       max)
{
  if (value >= min && value <= max)
    return value;
  g_warning ("%s: %s %u is not from %u to %u; %u is used", key, what, value, min, max,
             CLAMP (value, min, max));
  return CLAMP (value, min, max);
}

static void
load_targets (ParlourBingoOptions *self,
              GSettings           *settings)
{
  guint goal = MIN (selected (self, "goal"), PARLOUR_BINGO_LOCKOUT);
  guint max = goal == PARLOUR_BINGO_LOCKOUT ? PARLOUR_BINGO_CARD_CELLS : PARLOUR_BINGO_CARD_LINES;
  guint t[2];

  g_settings_get (settings, "bingo-targets", "(uu)", &t[0], &t[1]);
  for (guint p = 0; p < 2; p++)
    t[p] = t[p] == 0 ? usual_targets[goal]
                     : clamp_setting ("bingo-targets", p == 0 ? "the target of player 1"
                                                             : "the target of player 2",
                                      t[p], 1, max);
  if (goal == PARLOUR_BINGO_LOCKOUT && t[0] + t[1] > LOCKOUT_TARGETS_MAX)
    {
      g_warning ("bingo-targets: lockout targets %u and %u add up to more than %d; the usual "
                 "%u each are used", t[0], t[1], LOCKOUT_TARGETS_MAX, usual_targets[goal]);
      t[0] = t[1] = usual_targets[goal];
    }
  gtk_spin_button_set_value (spin (self, "target-0"), t[0]);
  gtk_spin_button_set_value (spin (self, "target-1"), t[1]);
}

/* One player's control ("180+2") into the rows of @minutes and @increment. */
static gboolean
load_control (ParlourBingoOptions *self,
              const char          *text,
              const char          *minutes,
              const char          *increment)
{
  ParlourTimeControl tc;
  gint64 whole;

  if (!parlour_time_control_parse (text, &tc, NULL) || tc.mode != PARLOUR_CLOCK_FISCHER)
    {
      g_warning ("bingo-time-controls: “%s” is not a time control such as “180+2”; the usual "
                 "3+2 is used", text);
      return FALSE;
    }
  whole = (tc.base_us + 30 * US_PER_SECOND) / (60 * US_PER_SECOND);
  if (whole * 60 * US_PER_SECOND != tc.base_us)
    g_warning ("bingo-time-controls: “%s” is not a whole number of minutes; %" G_GINT64_FORMAT
               " are used", text, MAX (whole, 1));
  gtk_spin_button_set_value (spin (self, minutes),
                             clamp_setting ("bingo-time-controls", "minutes",
                                            (guint) MIN (whole, G_MAXUINT), 1, MINUTES_MAX));
  gtk_spin_button_set_value (spin (self, increment),
                             clamp_setting ("bingo-time-controls", "the increment in seconds",
                                            (guint) MIN (tc.increment_us / US_PER_SECOND,
                                                         G_MAXUINT), 0, INCREMENT_MAX));
  return TRUE;
}

static void
load_time (ParlourBingoOptions *self,
           GSettings           *settings)
{
  g_autofree char *text = g_settings_get_string (settings, "bingo-time-controls");
  g_auto(GStrv) controls = g_strsplit (text, "/", 2);

  gtk_switch_set_active (switch_of (self, "clock"), g_settings_get_boolean (settings,
                                                                            "bingo-clock"));
  if (controls[0] == NULL || !load_control (self, controls[0], "minutes-0", "increment-0"))
    return;
  gtk_switch_set_active (switch_of (self, "time-odds"),
                         controls[1] != NULL &&
                         load_control (self, controls[1], "minutes-1", "increment-1"));
}

void
parlour_bingo_options_load (ParlourBingoOptions *self,
                            GSettings           *settings)
{
  g_autofree char *goal = NULL;
  g_autofree char *seed = NULL;
  guint giver, value;

  g_return_if_fail (PARLOUR_IS_BINGO_OPTIONS (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  load_names (self, settings);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (self, "first-white")),
                              (guint) g_settings_get_enum (settings, "bingo-first-white-player"));
  goal = g_settings_get_string (settings, "bingo-goal");
  for (guint i = 0; i <= PARLOUR_BINGO_LOCKOUT; i++)
    if (g_str_equal (goal, parlour_bingo_goal_to_string (i)))
      adw_combo_row_set_selected (ADW_COMBO_ROW (row (self, "goal")), i);
  /* after the goal, which sets the usual targets */
  load_targets (self, settings);
  load_time (self, settings);
  g_settings_get (settings, "bingo-handicap", "(uu)", &giver, &value);
  if (giver > 2)
    {
      g_warning ("bingo-handicap: the giver %u is not 0 (nobody), 1 or 2; nobody gives", giver);
      giver = 0;
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (self, "giver")), giver);
  gtk_spin_button_set_value (spin (self, "value"),
                             clamp_setting ("bingo-handicap", "the handicap value", value, 1,
                                            PARLOUR_HANDICAP_MAX_VALUE));
  /* a seed typed in last time, as if typed again: it is kept until rolled */
  seed = g_strstrip (g_settings_get_string (settings, "bingo-seed"));
  if (*seed != '\0' && !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, NULL, NULL))
    g_warning ("bingo-seed: “%s” is not a whole number from 0 to 18446744073709551615; a new "
               "seed is used", seed);
  else if (*seed != '\0')
    gtk_editable_set_text (GTK_EDITABLE (row (self, "seed")), seed);
}

void
parlour_bingo_options_save (ParlourBingoOptions *self,
                            GSettings           *settings)
{
  ParlourSeedRow *seed_row;
  ParlourTimeControl tc[2];
  g_autofree char *time = NULL;
  g_autofree char *name0 = NULL;
  g_autofree char *name1 = NULL;

  g_return_if_fail (PARLOUR_IS_BINGO_OPTIONS (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  seed_row = PARLOUR_SEED_ROW (row (self, "seed"));
  name0 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row (self, "name-0")))));
  name1 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row (self, "name-1")))));
  read_control (self, 0, &tc[0]);
  read_control (self, 1, &tc[1]);
  if (gtk_switch_get_active (switch_of (self, "time-odds")))
    {
      g_autofree char *first = parlour_time_control_to_string (&tc[0]);
      g_autofree char *second = parlour_time_control_to_string (&tc[1]);

      time = g_strconcat (first, "/", second, NULL);
    }
  else
    time = parlour_time_control_to_string (&tc[0]);

  g_settings_delay (settings);
  g_settings_set (settings, "bingo-names", "(ss)", name0, name1);
  g_settings_set_enum (settings, "bingo-first-white-player",
                       (int) MIN (selected (self, "first-white"), 2));
  g_settings_set_string (settings, "bingo-goal",
                         parlour_bingo_goal_to_string (MIN (selected (self, "goal"),
                                                            PARLOUR_BINGO_LOCKOUT)));
  g_settings_set (settings, "bingo-targets", "(uu)",
                  (guint) gtk_spin_button_get_value_as_int (spin (self, "target-0")),
                  (guint) gtk_spin_button_get_value_as_int (spin (self, "target-1")));
  g_settings_set_boolean (settings, "bingo-clock",
                          gtk_switch_get_active (switch_of (self, "clock")));
  g_settings_set_string (settings, "bingo-time-controls", time);
  g_settings_set (settings, "bingo-handicap", "(uu)", MIN (selected (self, "giver"), 2),
                  (guint) gtk_spin_button_get_value_as_int (spin (self, "value")));
  /* a rolled seed is not kept: the next match gets a new card */
  g_settings_set_string (settings, "bingo-seed",
                         parlour_seed_row_is_typed (seed_row)
                         ? gtk_editable_get_text (GTK_EDITABLE (seed_row)) : "");
  g_settings_apply (settings);
}

static void
parlour_bingo_options_dispose (GObject *object)
{
  ParlourBingoOptions *self = PARLOUR_BINGO_OPTIONS (object);

  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (parlour_bingo_options_parent_class)->dispose (object);
}

/* ---- New Game's options of Chess Bingo (ParlourModeOptions) ---- */

static void
mode_load (ParlourModeOptions *options,
           GSettings          *settings)
{
  parlour_bingo_options_load (PARLOUR_BINGO_OPTIONS (options), settings);
}

static void
mode_save (ParlourModeOptions *options,
           GSettings          *settings)
{
  parlour_bingo_options_save (PARLOUR_BINGO_OPTIONS (options), settings);
}

static const char *
mode_get_error (ParlourModeOptions *options)
{
  return parlour_bingo_options_get_error (PARLOUR_BINGO_OPTIONS (options));
}

/* the match, after the handicap dialog when the match has a material handicap */
static void
mode_make_match (ParlourModeOptions  *options,
                 GtkWindow           *parent,
                 ParlourMatchMadeFunc made,
                 gpointer             data,
                 GDestroyNotify       destroy)
{
  ParlourBingoSetup setup;

  if (parlour_bingo_options_get_setup (PARLOUR_BINGO_OPTIONS (options), &setup))
    parlour_bingo_rounds_new_match (parent, &setup, made, data, destroy);
  else
    {
      made (NULL, _("The Match Cannot Start"), parlour_bingo_options_get_error (
              PARLOUR_BINGO_OPTIONS (options)), data);
      if (destroy != NULL)
        destroy (data);
    }
  parlour_bingo_setup_clear (&setup);
}

static void
parlour_bingo_options_mode_options_init (ParlourModeOptionsInterface *iface)
{
  iface->load = mode_load;
  iface->save = mode_save;
  iface->get_error = mode_get_error;
  iface->make_match = mode_make_match;
}

static void
parlour_bingo_options_class_init (ParlourBingoOptionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_options_dispose;

  /**
   * ParlourBingoOptions::changed:
   *
   * A choice changed; parlour_bingo_options_get_error() says if they make a match.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
parlour_bingo_options_init (ParlourBingoOptions *self)
{
  /* the spacing of an AdwPreferencesPage's groups */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);

  self->rows = g_hash_table_new (g_str_hash, g_str_equal);
  adw_bin_set_child (ADW_BIN (self), box);
  build (self, box);
  validate (self);
}

GtkWidget *
parlour_bingo_options_new (void)
{
  return g_object_new (PARLOUR_TYPE_BINGO_OPTIONS, NULL);
}
