/* parlour-clock-view.h — one player's card: colour, name, captured material and clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-material-view.h"
#include "parlour-types.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_CLOCK_VIEW (parlour_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (ParlourClockView, parlour_clock_view, PARLOUR, CLOCK_VIEW, GtkWidget)

GtkWidget           *parlour_clock_view_new               (void);
void                 parlour_clock_view_set_side          (ParlourClockView *self,
                                                           ParlourColor      side);
ParlourColor         parlour_clock_view_get_side          (ParlourClockView *self);
void                 parlour_clock_view_set_player_name   (ParlourClockView *self,
                                                           const char       *name);
const char          *parlour_clock_view_get_player_name   (ParlourClockView *self);
/* highlighted: this side's clock runs (or, without a clock, this side is to move) */
void                 parlour_clock_view_set_active        (ParlourClockView *self,
                                                           gboolean          active);
gboolean             parlour_clock_view_get_active        (ParlourClockView *self);
/* the players paused the clocks: the time is shown dimmed */
void                 parlour_clock_view_set_paused        (ParlourClockView *self,
                                                           gboolean          paused);
gboolean             parlour_clock_view_get_paused        (ParlourClockView *self);
/* @remaining_us < 0 or G_MAXINT64 hides the time (no clock); @base_us sets the
 * low-time threshold (10 % of it, at most 10 s) */
void                 parlour_clock_view_set_time          (ParlourClockView *self,
                                                           gint64            remaining_us,
                                                           gint64            base_us);
const char          *parlour_clock_view_get_time_text     (ParlourClockView *self);
gboolean             parlour_clock_view_get_low_time      (ParlourClockView *self);
/* a line under the name, such as "Waiting for a piece"; NULL hides it */
void                 parlour_clock_view_set_status        (ParlourClockView *self,
                                                           const char       *status);
const char          *parlour_clock_view_get_status        (ParlourClockView *self);
/* Bughouse table talk (docs/rules/bughouse.md): what the player told the
 * partner ("Needs a knight"), NULL hides it; and the menu to tell it with,
 * NULL hides its button */
void                 parlour_clock_view_set_talk          (ParlourClockView *self,
                                                           const char       *talk);
const char          *parlour_clock_view_get_talk          (ParlourClockView *self);
void                 parlour_clock_view_set_talk_menu     (ParlourClockView *self,
                                                           GMenuModel       *menu);
GMenuModel          *parlour_clock_view_get_talk_menu     (ParlourClockView *self);
/* a compact bar at a board's edge, without captured material */
void                 parlour_clock_view_make_bar          (ParlourClockView *self);
ParlourMaterialView *parlour_clock_view_get_material_view (ParlourClockView *self);

/* "0:05.3" under 10 s, "4:59", "1:02:03" */
char                *parlour_clock_view_format_time       (gint64            remaining_us);

G_END_DECLS
