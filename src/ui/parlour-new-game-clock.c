/* parlour-new-game-clock.c — New Game's time control: presets, each side's
 * minutes, seconds and clock mode, and time odds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-new-game-dialog-private.h"
#include "parlour-variant-ui.h"

#define US_PER_SECOND G_GINT64_CONSTANT (1000000)

/* Common blitz and rapid controls, minutes + Fischer increment in seconds. */
static const struct {
  guint minutes;
  guint seconds;
} presets[] = {
  { 1, 0 }, { 3, 2 }, { 5, 0 }, { 10, 5 }, { 15, 10 },
};

/* The mode combo rows list the clock modes in this order. */
static const ParlourClockMode modes[] = {
  PARLOUR_CLOCK_FISCHER, PARLOUR_CLOCK_DELAY, PARLOUR_CLOCK_BRONSTEIN,
};

static void
get_fields (ParlourNewGameDialog  *self,
            ParlourColor           side,
            GtkSpinButton        **minutes,
            GtkSpinButton        **seconds,
            AdwComboRow          **mode)
{
  gboolean white = side == PARLOUR_WHITE;

  *minutes = white ? self->white_minutes : self->black_minutes;
  *seconds = white ? self->white_seconds : self->black_seconds;
  *mode = white ? self->white_mode : self->black_mode;
}

/* Black plays on White's control unless the sides have different times. */
void
parlour_new_game_clock_read (ParlourNewGameDialog *self,
                             ParlourColor          side,
                             ParlourTimeControl   *tc)
{
  GtkSpinButton *minutes, *seconds;
  AdwComboRow *mode;
  guint selected;

  if (!gtk_switch_get_active (self->odds_switch))
    side = PARLOUR_WHITE;
  get_fields (self, side, &minutes, &seconds, &mode);

  selected = MIN (adw_combo_row_get_selected (mode), G_N_ELEMENTS (modes) - 1);
  tc->mode = modes[selected];
  tc->base_us = gtk_spin_button_get_value_as_int (minutes) * 60 * US_PER_SECOND;
  tc->increment_us = gtk_spin_button_get_value_as_int (seconds) * US_PER_SECOND;
}

static void
write_control (ParlourNewGameDialog     *self,
               ParlourColor              side,
               const ParlourTimeControl *tc)
{
  GtkSpinButton *minutes, *seconds;
  AdwComboRow *mode;

  get_fields (self, side, &minutes, &seconds, &mode);
  gtk_spin_button_set_value (minutes, (double) tc->base_us / (60 * US_PER_SECOND));
  gtk_spin_button_set_value (seconds, (double) tc->increment_us / US_PER_SECOND);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    if (modes[i] == tc->mode)
      adw_combo_row_set_selected (mode, i);
}

static void
update_seconds_subtitle (ParlourNewGameDialog *self,
                         ParlourColor          side)
{
  AdwComboRow *mode = side == PARLOUR_WHITE ? self->white_mode : self->black_mode;
  AdwActionRow *row = side == PARLOUR_WHITE ? self->white_seconds_row : self->black_seconds_row;
  const char *subtitle;

  switch (modes[MIN (adw_combo_row_get_selected (mode), G_N_ELEMENTS (modes) - 1)])
    {
    case PARLOUR_CLOCK_DELAY:
      subtitle = _("The clock waits this long before it starts to run");
      break;
    case PARLOUR_CLOCK_BRONSTEIN:
      subtitle = _("The time used, up to this much, is given back after each move");
      break;
    case PARLOUR_CLOCK_FISCHER:
    case PARLOUR_CLOCK_UNLIMITED:
    default:
      subtitle = _("Added to the clock after each move");
      break;
    }
  adw_action_row_set_subtitle (row, subtitle);
}

/* Lights the preset that the fields show, if any. */
static void
sync_presets (ParlourNewGameDialog *self)
{
  ParlourTimeControl white, black;
  gboolean clock = gtk_switch_get_active (self->clock_switch);
  guint i = 0;

  parlour_new_game_clock_read (self, PARLOUR_WHITE, &white);
  parlour_new_game_clock_read (self, PARLOUR_BLACK, &black);

  self->updating = TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->preset_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      gboolean match = clock &&
                       white.mode == PARLOUR_CLOCK_FISCHER &&
                       white.base_us == presets[i].minutes * 60 * US_PER_SECOND &&
                       white.increment_us == presets[i].seconds * US_PER_SECOND &&
                       white.mode == black.mode &&
                       white.base_us == black.base_us &&
                       white.increment_us == black.increment_us;

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child), match);
    }
  self->updating = FALSE;
}

void
parlour_new_game_clock_update_visibility (ParlourNewGameDialog *self)
{
  gboolean own = self->options != NULL;
  gboolean clock = gtk_switch_get_active (self->clock_switch) && !own && self->mode_options == NULL;
  gboolean odds = gtk_switch_get_active (self->odds_switch);

  gtk_widget_set_visible (GTK_WIDGET (self->time_group), !own && self->mode_options == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), own && self->mode_options == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->odds_row), clock);
  gtk_widget_set_visible (GTK_WIDGET (self->white_group), clock);
  gtk_widget_set_visible (GTK_WIDGET (self->black_group), clock && odds);
  adw_preferences_group_set_title (self->white_group, odds ? _("White") : _("Time"));
}

static void
preset_toggled_cb (ParlourNewGameDialog *self,
                   GtkToggleButton      *button)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "preset"));
  ParlourTimeControl tc = {
    PARLOUR_CLOCK_FISCHER,
    presets[i].minutes * 60 * US_PER_SECOND,
    presets[i].seconds * US_PER_SECOND,
  };

  if (self->updating || !gtk_toggle_button_get_active (button))
    return;

  self->updating = TRUE;
  write_control (self, PARLOUR_WHITE, &tc);
  write_control (self, PARLOUR_BLACK, &tc);
  gtk_switch_set_active (self->odds_switch, FALSE);
  gtk_switch_set_active (self->clock_switch, TRUE);
  self->updating = FALSE;

  update_seconds_subtitle (self, PARLOUR_WHITE);
  update_seconds_subtitle (self, PARLOUR_BLACK);
  parlour_new_game_clock_update_visibility (self);
  sync_presets (self);
}

static void
time_field_changed_cb (ParlourNewGameDialog *self)
{
  if (self->updating)
    return;

  update_seconds_subtitle (self, PARLOUR_WHITE);
  update_seconds_subtitle (self, PARLOUR_BLACK);
  sync_presets (self);
}

static void
clock_switch_active_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_clock_update_visibility (self);
  if (!self->updating)
    sync_presets (self);
}

static void
odds_switch_active_cb (ParlourNewGameDialog *self)
{
  /* Black's fields start from White's time, the usual base for a handicap. */
  if (gtk_switch_get_active (self->odds_switch) && !self->updating)
    {
      ParlourTimeControl tc;

      parlour_new_game_clock_read (self, PARLOUR_WHITE, &tc);
      self->updating = TRUE;
      write_control (self, PARLOUR_BLACK, &tc);
      self->updating = FALSE;
      update_seconds_subtitle (self, PARLOUR_BLACK);
    }
  parlour_new_game_clock_update_visibility (self);
  if (!self->updating)
    sync_presets (self);
}

/* A variant with a usual time control of its own (Bughouse: 4 minutes and a
 * 2-second delay, docs/rules/bughouse.md) gets it when chosen. */
void
parlour_new_game_clock_apply_default (ParlourNewGameDialog *self)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (self->variant);
  ParlourTimeControl tc;

  if (ui == NULL || ui->default_time_control == NULL
      || !parlour_time_control_parse (ui->default_time_control, &tc, NULL))
    return;
  gtk_switch_set_active (self->odds_switch, FALSE);
  write_control (self, PARLOUR_WHITE, &tc);
  gtk_switch_set_active (self->clock_switch, TRUE);
}

void
parlour_new_game_clock_init (ParlourNewGameDialog *self)
{
  GtkToggleButton *group = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autofree char *label = g_strdup_printf ("%u+%u", presets[i].minutes, presets[i].seconds);
      /* Translators: a time control preset's tooltip, e.g. "3 min + 2 s per move" */
      g_autofree char *tooltip = g_strdup_printf (_("%u min + %u s per move"),
                                                  presets[i].minutes, presets[i].seconds);
      GtkWidget *button = gtk_toggle_button_new_with_label (label);

      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      group = GTK_TOGGLE_BUTTON (button);
      g_object_set_data (G_OBJECT (button), "preset", GUINT_TO_POINTER (i));
      g_signal_connect_object (button, "toggled", G_CALLBACK (preset_toggled_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->preset_box, button);
    }
}

/* "180+2", or "60+0/300+0" when the sides have different times, or "-". */
void
parlour_new_game_clock_load (ParlourNewGameDialog *self,
                             const char           *text)
{
  g_auto(GStrv) sides = g_strsplit (text, "/", 2);
  ParlourTimeControl tc[2];

  if (sides[0] == NULL ||
      !parlour_time_control_parse (sides[0], &tc[PARLOUR_WHITE], NULL) ||
      tc[PARLOUR_WHITE].mode == PARLOUR_CLOCK_UNLIMITED)
    return;
  tc[PARLOUR_BLACK] = tc[PARLOUR_WHITE];
  if (sides[1] != NULL &&
      (!parlour_time_control_parse (sides[1], &tc[PARLOUR_BLACK], NULL) ||
       tc[PARLOUR_BLACK].mode == PARLOUR_CLOCK_UNLIMITED))
    return;

  self->updating = TRUE;
  write_control (self, PARLOUR_WHITE, &tc[PARLOUR_WHITE]);
  write_control (self, PARLOUR_BLACK, &tc[PARLOUR_BLACK]);
  gtk_switch_set_active (self->odds_switch, sides[1] != NULL);
  gtk_switch_set_active (self->clock_switch, TRUE);
  self->updating = FALSE;
}

/* The chosen time control as the last-time-control setting writes it ("180+2",
 * "60+0/300+0" with time odds), or NULL without a clock. */
char *
parlour_new_game_clock_to_string (ParlourNewGameDialog *self)
{
  ParlourTimeControl white, black;
  g_autofree char *w = NULL;
  g_autofree char *b = NULL;

  if (!gtk_switch_get_active (self->clock_switch))
    return NULL;
  parlour_new_game_clock_read (self, PARLOUR_WHITE, &white);
  w = parlour_time_control_to_string (&white);
  if (!gtk_switch_get_active (self->odds_switch))
    return g_steal_pointer (&w);
  parlour_new_game_clock_read (self, PARLOUR_BLACK, &black);
  b = parlour_time_control_to_string (&black);
  return g_strconcat (w, "/", b, NULL);
}

/* Brings the rows' subtitles, visibility and the lit preset up to the fields. */
void
parlour_new_game_clock_sync (ParlourNewGameDialog *self)
{
  update_seconds_subtitle (self, PARLOUR_WHITE);
  update_seconds_subtitle (self, PARLOUR_BLACK);
  parlour_new_game_clock_update_visibility (self);
  sync_presets (self);
}

void
parlour_new_game_clock_bind_template (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, clock_switch_active_cb);
  gtk_widget_class_bind_template_callback (widget_class, odds_switch_active_cb);
  gtk_widget_class_bind_template_callback (widget_class, time_field_changed_cb);
}
