/* parlour-rules-window-private.h — what the files of ParlourRulesWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-rules-window.c    the window, the pages of chess and Panic chess
 * parlour-rules-bungalow.c  the page of the Bungalow family, with move diagrams
 */
#pragma once

#include "parlour-rules-window.h"

G_BEGIN_DECLS

/* a heading; @first: no space above it */
void       parlour_rules_window_add_heading   (ParlourRulesWindow *self,
                                               const char         *text,
                                               gboolean            first);
/* a paragraph of wrapped text; @css_class may be NULL */
GtkWidget *parlour_rules_window_add_paragraph (ParlourRulesWindow *self,
                                               const char         *text,
                                               const char         *css_class);
void       parlour_rules_window_append        (ParlourRulesWindow *self,
                                               GtkWidget          *widget);
/* keeps @diagram as the picture of the kind @kind_id (tests look them up) */
void       parlour_rules_window_add_diagram   (ParlourRulesWindow *self,
                                               const char         *kind_id,
                                               GtkWidget          *diagram);

/* parlour-rules-bungalow.c: TRUE if @variant is of the family and its page was added */
gboolean   parlour_rules_bungalow_add_page    (ParlourRulesWindow   *self,
                                               const ParlourVariant *variant);

/* For tests: the diagram of a kind (a ParlourBoardView), NULL if there is none. */
GtkWidget *parlour_rules_window_get_diagram   (ParlourRulesWindow *self,
                                               const char         *kind_id);
guint      parlour_rules_window_get_n_diagrams (ParlourRulesWindow *self);

G_END_DECLS
