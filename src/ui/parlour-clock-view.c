/* parlour-clock-view.c — one player's card: colour, name, captured material and clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-clock-view.h"

#define LOW_TIME_MAX_US (10 * G_USEC_PER_SEC)

struct _ParlourClockView
{
  GtkWidget            parent_instance;

  GtkWidget           *box;
  GtkWidget           *swatch;
  GtkLabel            *name_label;
  GtkLabel            *time_label;
  GtkLabel            *status_label;
  GtkLabel            *talk_label;
  GtkMenuButton       *talk_button;
  ParlourMaterialView *material_view;

  ParlourColor         side;
  char                *player_name;
  char                *time_text;
  guint                active : 1;
  guint                low_time : 1;
  guint                paused : 1;
};

G_DEFINE_FINAL_TYPE (ParlourClockView, parlour_clock_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIDE,
  PROP_PLAYER_NAME,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
parlour_clock_view_format_time (gint64 remaining_us)
{
  gint64 tenths, seconds;

  if (remaining_us < 0)
    remaining_us = 0;

  /* Under ten seconds tenths matter; above, the time is rounded up so that a clock
   * never shows 0:00 while time is left. */
  if (remaining_us < LOW_TIME_MAX_US)
    {
      tenths = (remaining_us + 99999) / 100000;
      return g_strdup_printf ("0:%02d.%d", (int) (tenths / 10), (int) (tenths % 10));
    }

  seconds = (remaining_us + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600),
                            (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

static void
update_name (ParlourClockView *self)
{
  const char *name = self->player_name;

  if (name == NULL || *name == '\0')
    name = self->side == PARLOUR_WHITE ? _("White") : _("Black");
  gtk_label_set_text (self->name_label, name);
}

static void
parlour_clock_view_dispose (GObject *object)
{
  ParlourClockView *self = PARLOUR_CLOCK_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_CLOCK_VIEW);
  g_clear_pointer (&self->player_name, g_free);
  g_clear_pointer (&self->time_text, g_free);

  G_OBJECT_CLASS (parlour_clock_view_parent_class)->dispose (object);
}

static void
parlour_clock_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ParlourClockView *self = PARLOUR_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    case PROP_PLAYER_NAME:
      g_value_set_string (value, self->player_name);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_clock_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ParlourClockView *self = PARLOUR_CLOCK_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      parlour_clock_view_set_side (self, (ParlourColor) g_value_get_int (value));
      break;
    case PROP_PLAYER_NAME:
      parlour_clock_view_set_player_name (self, g_value_get_string (value));
      break;
    case PROP_ACTIVE:
      parlour_clock_view_set_active (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_clock_view_class_init (ParlourClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_clock_view_dispose;
  object_class->get_property = parlour_clock_view_get_property;
  object_class->set_property = parlour_clock_view_set_property;

  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, PARLOUR_WHITE, PARLOUR_BLACK, PARLOUR_WHITE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER_NAME] =
    g_param_spec_string ("player-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PARLOUR_TYPE_MATERIAL_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-clock-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, box);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, swatch);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, name_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, time_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, status_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, talk_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, talk_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourClockView, material_view);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clockview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
parlour_clock_view_init (ParlourClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->side = PARLOUR_WHITE;
  gtk_widget_add_css_class (self->swatch, "white");
  parlour_material_view_set_side (self->material_view, PARLOUR_WHITE);
  gtk_widget_set_visible (GTK_WIDGET (self->time_label), FALSE);
  update_name (self);
}

GtkWidget *
parlour_clock_view_new (void)
{
  return g_object_new (PARLOUR_TYPE_CLOCK_VIEW, NULL);
}

void
parlour_clock_view_set_side (ParlourClockView *self,
                             ParlourColor      side)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  if (self->side == side)
    return;

  self->side = side;
  gtk_widget_remove_css_class (self->swatch, side == PARLOUR_WHITE ? "black" : "white");
  gtk_widget_add_css_class (self->swatch, side == PARLOUR_WHITE ? "white" : "black");
  parlour_material_view_set_side (self->material_view, side);
  update_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

ParlourColor
parlour_clock_view_get_side (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), PARLOUR_WHITE);

  return self->side;
}

void
parlour_clock_view_set_player_name (ParlourClockView *self,
                                    const char       *name)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  if (g_strcmp0 (self->player_name, name) == 0)
    return;

  g_free (self->player_name);
  self->player_name = g_strdup (name);
  update_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAME]);
}

const char *
parlour_clock_view_get_player_name (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return gtk_label_get_text (self->name_label);
}

void
parlour_clock_view_set_active (ParlourClockView *self,
                               gboolean          active)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  active = !!active;
  if (self->active == active)
    return;

  self->active = active;
  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "running");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "running");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
parlour_clock_view_get_active (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), FALSE);

  return self->active;
}

void
parlour_clock_view_set_paused (ParlourClockView *self,
                               gboolean          paused)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  paused = !!paused;
  if (self->paused == paused)
    return;

  self->paused = paused;
  if (paused)
    gtk_widget_add_css_class (GTK_WIDGET (self), "paused");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "paused");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->time_label), paused ? _("Paused") : NULL);
}

gboolean
parlour_clock_view_get_paused (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), FALSE);

  return self->paused;
}

void
parlour_clock_view_set_time (ParlourClockView *self,
                             gint64            remaining_us,
                             gint64            base_us)
{
  gboolean has_time = remaining_us >= 0 && remaining_us != G_MAXINT64;
  gboolean low;

  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->time_label), has_time);
  g_clear_pointer (&self->time_text, g_free);
  if (has_time)
    {
      self->time_text = parlour_clock_view_format_time (remaining_us);
      gtk_label_set_text (self->time_label, self->time_text);
    }

  low = has_time && remaining_us < MIN (LOW_TIME_MAX_US, MAX (base_us, 0) / 10 + 1);
  if (low != self->low_time)
    {
      self->low_time = low;
      if (low)
        gtk_widget_add_css_class (GTK_WIDGET (self), "low-time");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "low-time");
    }
}

const char *
parlour_clock_view_get_time_text (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return self->time_text;
}

gboolean
parlour_clock_view_get_low_time (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), FALSE);

  return self->low_time;
}

ParlourMaterialView *
parlour_clock_view_get_material_view (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return self->material_view;
}

void
parlour_clock_view_set_status (ParlourClockView *self,
                               const char       *status)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  if (g_strcmp0 (status, parlour_clock_view_get_status (self)) == 0)
    return;
  gtk_label_set_text (self->status_label, status ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
}

const char *
parlour_clock_view_get_status (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->status_label))
         ? gtk_label_get_text (self->status_label) : NULL;
}

void
parlour_clock_view_set_talk (ParlourClockView *self,
                             const char       *talk)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  if (g_strcmp0 (talk, parlour_clock_view_get_talk (self)) == 0)
    return;
  gtk_label_set_text (self->talk_label, talk ? talk : "");
  gtk_widget_set_visible (GTK_WIDGET (self->talk_label), talk != NULL);
}

const char *
parlour_clock_view_get_talk (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->talk_label))
         ? gtk_label_get_text (self->talk_label) : NULL;
}

void
parlour_clock_view_set_talk_menu (ParlourClockView *self,
                                  GMenuModel       *menu)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  if (gtk_menu_button_get_menu_model (self->talk_button) != menu)
    gtk_menu_button_set_menu_model (self->talk_button, menu);
  gtk_widget_set_visible (GTK_WIDGET (self->talk_button), menu != NULL);
}

GMenuModel *
parlour_clock_view_get_talk_menu (ParlourClockView *self)
{
  g_return_val_if_fail (PARLOUR_IS_CLOCK_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->talk_button))
         ? gtk_menu_button_get_menu_model (self->talk_button) : NULL;
}

/**
 * parlour_clock_view_make_bar:
 * @self: a clock view
 *
 * Makes the card a compact bar for a board's edge (a match of several
 * boards): less padding, a smaller time, no captured material (what a player
 * holds is in the board's reserve).
 */
void
parlour_clock_view_make_bar (ParlourClockView *self)
{
  g_return_if_fail (PARLOUR_IS_CLOCK_VIEW (self));

  gtk_widget_add_css_class (GTK_WIDGET (self), "seat-bar");
  gtk_widget_set_margin_top (self->box, 4);
  gtk_widget_set_margin_bottom (self->box, 4);
  gtk_widget_set_margin_start (self->box, 10);
  gtk_widget_set_margin_end (self->box, 10);
  gtk_widget_set_visible (GTK_WIDGET (self->material_view), FALSE);
}
