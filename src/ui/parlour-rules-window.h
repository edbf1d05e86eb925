/* parlour-rules-window.h — the rules of a variant, in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "parlour-variant.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_RULES_WINDOW (parlour_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ParlourRulesWindow, parlour_rules_window, PARLOUR, RULES_WINDOW, AdwWindow)

GtkWidget *parlour_rules_window_new (GtkWindow            *parent,
                                     const ParlourVariant *variant);

G_END_DECLS
