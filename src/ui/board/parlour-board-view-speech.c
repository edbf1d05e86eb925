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
  /* an empty box: no text to measure or draw, only an accessible name */
  self->live = g_object_new (GTK_TYPE_BOX,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                             "can-target", FALSE,
                             "can-focus", FALSE,
                             NULL);
  gtk_widget_set_parent (self->live, GTK_WIDGET (self));
}

void
parlour_board_view_destroy_speech (ParlourBoardView *self)
{
  g_clear_pointer (&self->live, gtk_widget_unparent);
  g_clear_pointer (&self->announced, g_free);
}

/* The live region is never drawn and takes no room. */
void
parlour_board_view_allocate_speech (ParlourBoardView *self)
{
  if (self->live != NULL)
    gtk_widget_allocate (self->live, 0, 0, -1, NULL);
}

void
parlour_board_view_announce (ParlourBoardView *self,
                             const char       *text)
{
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (self));
  g_return_if_fail (text != NULL);

  g_free (self->announced);
  self->announced = g_strdup (text);
  if (self->live != NULL)
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
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);

  return self->announced;
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
