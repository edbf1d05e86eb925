/* parlour-rules-window-private.h — what the files of ParlourRulesWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-rules-window.c    the window; a variant's page comes from its UI row
 *                           (parlour-variant-ui.h), else its description and chess
 * parlour-chess-ui.c        the rules of chess
 * parlour-panic-ui.c        the page of Panic chess
 * parlour-rules-bungalow.c  the page of the Bungalow family, with move diagrams
 * parlour-rules-drops.c     the pages of Crazyhouse and Bughouse, with drop diagrams
 * parlour-simul-rules.c     the page of SimulChess, with a diagram of each collision
 * parlour-rules-bingo.c     the page of Chess Bingo (a match, not a variant), with
 *                           pictures of cards and of a handicap start
 */
#pragma once

#include "parlour-rules-window.h"

G_BEGIN_DECLS

/* An empty window titled "Rules of @name" (translated) */
GtkWidget *parlour_rules_window_new_titled    (GtkWindow          *parent,
                                               const char         *name);
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
/* A picture of @pos, @size pixels square, drawn by a board view (@board_out)
 * with @marked squares marked, named @name; in a frame, which is returned. */
GtkWidget *parlour_rules_window_new_diagram   (const ParlourPosition *pos,
                                               const guint8          *marked,
                                               guint                  n_marked,
                                               int                    size,
                                               const char            *name,
                                               GtkWidget            **board_out);
/* keeps @diagram as the picture of the kind @kind_id (tests look them up) */
void       parlour_rules_window_add_diagram   (ParlourRulesWindow *self,
                                               const char         *kind_id,
                                               GtkWidget          *diagram);

/* A section of rules text: a heading and up to four paragraphs (N_()). */
typedef struct {
  const char *heading;
  const char *paragraphs[5];
} ParlourRulesSection;

/* @first: the first heading has no space above it */
void       parlour_rules_window_add_sections  (ParlourRulesWindow        *self,
                                               const ParlourRulesSection *sections,
                                               guint                      n_sections,
                                               gboolean                   first);

/* parlour-chess-ui.c: sections @from to @to (G_MAXUINT: the last) of the rules of chess */
#define PARLOUR_RULES_CHESS_PIECES 1
void       parlour_rules_chess_add_sections   (ParlourRulesWindow *self,
                                               guint               from,
                                               guint               to,
                                               gboolean            first);

/* For tests: the diagram of a kind (a ParlourBoardView), NULL if there is none. */
GtkWidget *parlour_rules_window_get_diagram   (ParlourRulesWindow *self,
                                               const char         *kind_id);
guint      parlour_rules_window_get_n_diagrams (ParlourRulesWindow *self);

G_END_DECLS
