/* parlour-simul-options.c — New Game's rows for SimulChess: countdown, time pool, pawns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SimulChess has no chess clock (docs/simulchess.md, "The match"): its timing is a
 * countdown per turn and an optional pool for the whole game, and rule 4 of
 * docs/rules/simulchess.md has an option. New Game shows these rows in place of
 * the chess clock's, so a time chosen for SimulChess is never dropped.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-simul-match.h"
#include "parlour-simul-options.h"

#define DEFAULT_POOL_MINUTES 10
/* the countdown's default until settings kept "countdown-default" with the choice */
#define OLD_DEFAULT_COUNTDOWN_US (10 * G_USEC_PER_SEC)

struct _ParlourSimulOptions
{
  AdwBin         parent_instance;

  GtkSwitch     *countdown_switch;
  GtkSpinButton *countdown_seconds;
  GtkSwitch     *pool_switch;
  GtkSpinButton *pool_minutes;
  GtkSwitch     *pawns_switch;
};

G_DEFINE_FINAL_TYPE (ParlourSimulOptions, parlour_simul_options, ADW_TYPE_BIN)

/* A row with @title and @subtitle, a switch at its end and, if @max > 0, a
 * spin button before it that is usable only while the switch is on. */
static GtkWidget *
add_row (GtkListBox     *list,
         const char     *name,
         const char     *title,
         const char     *subtitle,
         GtkSwitch     **toggle,
         GtkSpinButton **spin,
         double          max,
         double          value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (max > 0)
    {
      GtkWidget *button = gtk_spin_button_new_with_range (1, max, 1);

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (button), TRUE);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_object_bind_property (sw, "active", button, "sensitive", G_BINDING_SYNC_CREATE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      *spin = GTK_SPIN_BUTTON (button);
    }
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  gtk_list_box_append (list, row);
  *toggle = GTK_SWITCH (sw);
  return row;
}

static void
parlour_simul_options_class_init (ParlourSimulOptionsClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "simuloptions");
}

static void
parlour_simul_options_init (ParlourSimulOptions *self)
{
  GtkListBox *list = GTK_LIST_BOX (gtk_list_box_new ());

  gtk_list_box_set_selection_mode (list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (list), "boxed-list");
  add_row (list, "countdown-row", _("_Countdown per Turn"),
           _("Seconds to choose a move; who has not chosen passes"),
           &self->countdown_switch, &self->countdown_seconds, 600,
           PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US / G_USEC_PER_SEC);
  add_row (list, "pool-row", _("Time _Pool"),
           _("Minutes for the whole game; when they are used up, material decides"),
           &self->pool_switch, &self->pool_minutes, 600, DEFAULT_POOL_MINUTES);
  add_row (list, "pawns-row", _("Pawns C_ollide"),
           _("Two pawns advancing onto one square are both removed instead of staying"),
           &self->pawns_switch, NULL, 0, 0);
  gtk_switch_set_active (self->countdown_switch, TRUE);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (list));
}

GtkWidget *
parlour_simul_options_new (void)
{
  return g_object_new (PARLOUR_TYPE_SIMUL_OPTIONS, NULL);
}

/* the spin button's value in microseconds, 0 while its switch is off */
static gint64
read_time (GtkSwitch     *toggle,
           GtkSpinButton *spin,
           gint64         unit_us)
{
  if (!gtk_switch_get_active (toggle))
    return 0;
  /* a number still being typed counts */
  gtk_spin_button_update (spin);
  return gtk_spin_button_get_value_as_int (spin) * unit_us;
}

static void
write_time (GtkSwitch     *toggle,
            GtkSpinButton *spin,
            gint64         unit_us,
            gint64         value_us)
{
  gtk_switch_set_active (toggle, value_us > 0);
  if (value_us > 0)
    gtk_spin_button_set_value (spin, (double) ((value_us + unit_us - 1) / unit_us));
}

GVariant *
parlour_simul_options_get_value (ParlourSimulOptions *self)
{
  GVariantBuilder builder;

  g_return_val_if_fail (PARLOUR_IS_SIMUL_OPTIONS (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "countdown",
                         g_variant_new_int64 (read_time (self->countdown_switch,
                                                         self->countdown_seconds,
                                                         G_USEC_PER_SEC)));
  /* a countdown left at its default follows the default when it changes */
  g_variant_builder_add (&builder, "{sv}", "countdown-default",
                         g_variant_new_int64 (PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US));
  g_variant_builder_add (&builder, "{sv}", "pool",
                         g_variant_new_int64 (read_time (self->pool_switch, self->pool_minutes,
                                                         60 * G_USEC_PER_SEC)));
  g_variant_builder_add (&builder, "{sv}", "rules",
                         g_variant_new_uint32 (gtk_switch_get_active (self->pawns_switch)
                                                 ? PARLOUR_RULE_PAWNS_COLLIDE : 0));
  return g_variant_builder_end (&builder);
}

void
parlour_simul_options_set_value (ParlourSimulOptions *self,
                                 GVariant            *value)
{
  g_autoptr(GVariantDict) dict = NULL;
  gint64 us;
  guint32 rules;

  g_return_if_fail (PARLOUR_IS_SIMUL_OPTIONS (self));
  g_return_if_fail (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT));

  dict = g_variant_dict_new (value);
  if (g_variant_dict_lookup (dict, "countdown", "x", &us) && us >= 0)
    {
      gint64 default_then = OLD_DEFAULT_COUNTDOWN_US;

      /* the default of the time the choice was saved, left as it was, is
       * today's default: 10 s, the first one, was too short to choose */
      g_variant_dict_lookup (dict, "countdown-default", "x", &default_then);
      if (us == default_then)
        us = PARLOUR_SIMUL_DEFAULT_COUNTDOWN_US;
      write_time (self->countdown_switch, self->countdown_seconds, G_USEC_PER_SEC, us);
    }
  if (g_variant_dict_lookup (dict, "pool", "x", &us) && us >= 0)
    write_time (self->pool_switch, self->pool_minutes, 60 * G_USEC_PER_SEC, us);
  if (g_variant_dict_lookup (dict, "rules", "u", &rules))
    gtk_switch_set_active (self->pawns_switch, (rules & PARLOUR_RULE_PAWNS_COLLIDE) != 0);
}

void
parlour_simul_options_apply (ParlourMatch *match,
                             GVariant     *value)
{
  g_autoptr(GVariantDict) dict = NULL;
  gint64 us;

  g_return_if_fail (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT));
  g_return_if_fail (PARLOUR_IS_SIMUL_MATCH (match));

  dict = g_variant_dict_new (value);
  if (g_variant_dict_lookup (dict, "countdown", "x", &us) && us >= 0)
    parlour_simul_match_set_countdown (PARLOUR_SIMUL_MATCH (match), us);
  if (g_variant_dict_lookup (dict, "pool", "x", &us) && us >= 0)
    parlour_simul_match_set_pool (PARLOUR_SIMUL_MATCH (match), us);
}
