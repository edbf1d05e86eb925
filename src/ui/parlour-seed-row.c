/* parlour-seed-row.c — an entry row for a game's seed: digits only, and a dice button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game of chance (Panic chess) plays by a seed, a 64-bit unsigned number
 * written in decimal (the PGN `Seed` tag). Entering the seed of an earlier game
 * replays its chances: the same pieces picked give the same moves. The row takes
 * digits only (anything else typed or pasted is dropped, so "1 234" pastes as
 * "1234") and marks a number too large for 64 bits as an error.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-seed-row.h"

struct _ParlourSeedRow
{
  AdwEntryRow parent_instance;

  gboolean    setting;   /* the code sets the text, not the person */
  gboolean    typed;     /* the text shown was typed or pasted */
};

G_DEFINE_FINAL_TYPE (ParlourSeedRow, parlour_seed_row, ADW_TYPE_ENTRY_ROW)

static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  return text != NULL && *text != '\0' &&
         g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL);
}

/* Keeps the digits of what is typed or pasted. */
static void
insert_text_cb (GtkEditable    *delegate,
                const char     *text,
                int             length,
                int            *position,
                ParlourSeedRow *self)
{
  g_autoptr(GString) digits = g_string_new (NULL);

  if (length < 0)
    length = (int) strlen (text);
  for (int i = 0; i < length; i++)
    if (g_ascii_isdigit (text[i]))
      g_string_append_c (digits, text[i]);
  if ((int) digits->len == length)
    return;

  g_signal_handlers_block_by_func (delegate, insert_text_cb, self);
  gtk_editable_insert_text (delegate, digits->str, (int) digits->len, position);
  g_signal_handlers_unblock_by_func (delegate, insert_text_cb, self);
  g_signal_stop_emission_by_name (delegate, "insert-text");
}

static void
changed_cb (ParlourSeedRow *self)
{
  gboolean valid = parlour_seed_row_get_seed (self, NULL);

  self->typed = !self->setting;
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_INVALID,
                               valid ? GTK_ACCESSIBLE_INVALID_FALSE : GTK_ACCESSIBLE_INVALID_TRUE,
                               -1);
}

static void
parlour_seed_row_class_init (ParlourSeedRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-seed-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, parlour_seed_row_randomize);
}

static void
parlour_seed_row_init (ParlourSeedRow *self)
{
  GtkEditable *delegate;

  gtk_widget_init_template (GTK_WIDGET (self));

  delegate = gtk_editable_get_delegate (GTK_EDITABLE (self));
  if (delegate != NULL)
    g_signal_connect_object (delegate, "insert-text", G_CALLBACK (insert_text_cb), self, 0);
  parlour_seed_row_randomize (self);
}

GtkWidget *
parlour_seed_row_new (void)
{
  return g_object_new (PARLOUR_TYPE_SEED_ROW, NULL);
}

/**
 * parlour_seed_row_get_seed:
 * @seed: (out) (optional): the seed
 *
 * Returns: %FALSE while the text is not a seed (empty, or more than 64 bits)
 */
gboolean
parlour_seed_row_get_seed (ParlourSeedRow *self,
                           guint64        *seed)
{
  guint64 value = 0;
  gboolean valid;

  g_return_val_if_fail (PARLOUR_IS_SEED_ROW (self), FALSE);

  valid = parse_seed (gtk_editable_get_text (GTK_EDITABLE (self)), &value);
  if (seed != NULL)
    *seed = value;
  return valid;
}

void
parlour_seed_row_set_seed (ParlourSeedRow *self,
                           guint64         seed)
{
  char text[24];

  g_return_if_fail (PARLOUR_IS_SEED_ROW (self));

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
  self->setting = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self), text);
  self->setting = FALSE;
  self->typed = FALSE;
}

gboolean
parlour_seed_row_is_typed (ParlourSeedRow *self)
{
  g_return_val_if_fail (PARLOUR_IS_SEED_ROW (self), FALSE);

  return self->typed;
}

void
parlour_seed_row_randomize (ParlourSeedRow *self)
{
  g_return_if_fail (PARLOUR_IS_SEED_ROW (self));

  parlour_seed_row_set_seed (self, ((guint64) g_random_int () << 32) | g_random_int ());
}
