/* parlour-board-view-speech.c — what the board says to assistive technologies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A screen reader learns from the board (docs/accessibility.md): its name
 * says the variant and whose turn it is, its description what is on the
 * focus square (or what a typed move names), and announcements say each move
 * as it is played. GTK 4.14 has gtk_accessible_announce(); older GTK has no
 * announcements, so the board keeps a live region: a status child, never
 * drawn, whose name is the last text said. Both are used where both exist, so
 * that the text said can be read back (tests read the status's name).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"

void
parlour_board_view_init_speech (ParlourBoardView *self)
{
  self->live = g_object_new (GTK_TYPE_LABEL,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                             "can-target", FALSE,
                             "can-focus", FALSE,
                             "opacity", 0.0,
                             "ellipsize", PANGO_ELLIPSIZE_END,
                             "width-chars", 1,
                             NULL);
  gtk_widget_set_parent (self->live, GTK_WIDGET (self));
}

void
parlour_board_view_destroy_speech (ParlourBoardView *self)
{
  g_clear_pointer (&self->live, gtk_widget_unparent);
}

/* The live region is never drawn; it is given its smallest size, in a corner. */
void
parlour_board_view_allocate_speech (ParlourBoardView *self)
{
  int width, height;

  if (self->live == NULL)
    return;
  gtk_widget_measure (self->live, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (self->live, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_allocate (self->live, width, height, -1, NULL);
}

void
parlour_board_view_announce (ParlourBoardView *self,
                             const char       *text)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (text != NULL);

  gtk_label_set_text (GTK_LABEL (self->live), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->live),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

const char *
parlour_board_view_get_announced (ParlourBoardView *self)
{
  const char *text;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);

  text = gtk_label_get_text (GTK_LABEL (self->live));
  return *text != '\0' ? text : NULL;
}

/* "Chess board, White to move" */
void
parlour_board_view_update_accessible_name (ParlourBoardView *self)
{
  g_autofree char *name = NULL;
  const char *variant;

  if (!self->has_position)
    return;
  variant = _(self->shown.variant->name);
  name = self->shown.side == PARLOUR_WHITE
         /* Translators: the board's name for screen readers, e.g. "Chess board, White to move" */
         ? g_strdup_printf (_("%s board, White to move"), variant)
         /* Translators: the board's name for screen readers, e.g. "Chess board, Black to move" */
         : g_strdup_printf (_("%s board, Black to move"), variant);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}
