/* parlour-editor-window-boards.c — the position editor with two boards (Bughouse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bughouse match starts from two positions, one per board (docs/rules/bughouse.md,
 * docs/editor.md "Bughouse"). The editor's board shows one of them at a time; the
 * switcher above it exchanges the board shown with the one kept here, each with
 * its own undo and redo steps, so an undo never changes the board that is not
 * shown. The FEN entry holds both as BPGN writes a two-board start,
 * "FEN_A | FEN_B" (docs/rules/notation.md), and the problems of each board are
 * listed with the board's name.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-editor-window-private.h"
#include "parlour-match-format.h"
#include "parlour-setup.h"

static gboolean
is_two_board (const ParlourVariant *v)
{
  /* one position per board of the match that plays @v */
  return parlour_match_type_get_n_boards (parlour_match_type_for_variant (v)) == 2;
}

static const char *
board_name (guint board)
{
  return board == 0 ? _("Board A") : _("Board B");
}

const ParlourPosition *
parlour_editor_window_board_position (ParlourEditorWindow *self,
                                      guint                board)
{
  if (!self->two_boards)
    return board == 0 ? parlour_position_editor_get_position (self->editor) : NULL;
  return board == self->board ? parlour_position_editor_get_position (self->editor)
                              : &self->other;
}

/* Shows @board: the editor takes its position and history, and keeps the other's. */
static void
show_board (ParlourEditorWindow *self,
            guint                board)
{
  if (!self->two_boards || board == self->board)
    return;
  self->board = board;
  parlour_position_editor_exchange (self->editor, &self->other, &self->other_undo,
                                    &self->other_redo);
}

static void
board_toggled_cb (GtkToggleButton     *button,
                  ParlourEditorWindow *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  show_board (self, button == self->board_b_button ? 1 : 0);
}

static void
sync_switcher (ParlourEditorWindow *self)
{
  gboolean updating = self->updating;

  self->updating = TRUE;
  gtk_widget_set_visible (self->board_switcher, self->two_boards);
  gtk_toggle_button_set_active (self->board_a_button, self->board == 0);
  gtk_toggle_button_set_active (self->board_b_button, self->board == 1);
  self->updating = updating;
}

void
parlour_editor_window_sync_boards (ParlourEditorWindow *self)
{
  const ParlourVariant *v = parlour_position_editor_get_position (self->editor)->variant;
  gboolean two = is_two_board (v);

  if (two && !self->two_boards)
    {
      g_autoptr(ParlourPosition) start = parlour_position_new_from_fen (v, v->start_fen, NULL);

      g_return_if_fail (start != NULL);
      /* the other board starts from the variant's start, with no history */
      self->other = *start;
      g_array_set_size (self->other_undo, 0);
      g_array_set_size (self->other_redo, 0);
    }
  self->two_boards = two;
  if (!two)
    self->board = 0;
  sync_switcher (self);
}

char *
parlour_editor_window_boards_fen (ParlourEditorWindow *self)
{
  g_autofree char *a = parlour_position_to_fen (parlour_editor_window_board_position (self, 0));
  g_autofree char *b = NULL;

  if (!self->two_boards)
    return g_steal_pointer (&a);
  b = parlour_position_to_fen (parlour_editor_window_board_position (self, 1));
  return g_strdup_printf ("%s | %s", a, b);
}

gboolean
parlour_editor_window_boards_set_fen (ParlourEditorWindow *self,
                                      const char          *text,
                                      GError             **error)
{
  const ParlourVariant *v = parlour_position_editor_get_position (self->editor)->variant;
  g_auto(GStrv) fens = g_strsplit (text, "|", 3);
  ParlourPosition *pos[2] = { NULL, NULL };
  guint n = g_strv_length (fens);
  gboolean ok = TRUE;

  if (n == 0)
    {
      /* nothing typed: the FEN reader says what is missing */
      g_autoptr(ParlourPosition) none = parlour_position_new_from_fen (v, "", error);

      g_return_val_if_fail (none == NULL, FALSE);
      return FALSE;
    }
  if (n > 2 || (n == 2 && !self->two_boards))
    {
      g_set_error (error, PARLOUR_FEN_ERROR, PARLOUR_FEN_ERROR_FIELDS,
                   self->two_boards ? _("Expected one FEN or two, as “FEN_A | FEN_B”")
                                    : _("Expected one FEN: only Bughouse has two boards"));
      return FALSE;
    }
  for (guint i = 0; i < n && ok; i++)
    {
      g_autoptr(GError) local = NULL;

      pos[i] = parlour_position_new_from_fen (v, g_strstrip (fens[i]), &local);
      if (pos[i] == NULL)
        {
          ok = FALSE;
          if (n == 2)
            /* Translators: "Board A: <what the FEN reader found wrong>" */
            g_set_error (error, local->domain, local->code, _("%s: %s"), board_name (i),
                         local->message);
          else
            g_propagate_error (error, g_steal_pointer (&local));
        }
    }
  if (ok && n == 1)
    parlour_position_editor_set_position (self->editor, pos[0]);
  else if (ok)
    {
      const ParlourPosition *kept = &self->other;
      guint other = 1 - self->board;

      /* the board not shown gets its FEN as one step of its own history */
      if (!parlour_position_equal (kept, pos[other]))
        {
          g_array_append_val (self->other_undo, self->other);
          g_array_set_size (self->other_redo, 0);
          self->other = *pos[other];
        }
      if (!parlour_position_equal (parlour_position_editor_get_position (self->editor),
                                   pos[self->board]))
        parlour_position_editor_set_position (self->editor, pos[self->board]);
      else
        g_signal_emit_by_name (self->editor, "changed");
    }
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&pos[i], parlour_position_free);
  return ok;
}

gboolean
parlour_editor_window_boards_check (ParlourEditorWindow *self,
                                    GPtrArray           *problems)
{
  gboolean ok = TRUE;

  if (!self->two_boards)
    return parlour_setup_check (parlour_editor_window_board_position (self, 0), problems);
  for (guint b = 0; b < 2; b++)
    {
      g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);

      ok &= parlour_setup_check (parlour_editor_window_board_position (self, b), found);
      for (guint i = 0; i < found->len; i++)
        /* Translators: "Board A: White has no King" */
        g_ptr_array_add (problems, g_strdup_printf (_("%s: %s"), board_name (b),
                                                    (char *) found->pdata[i]));
    }
  return ok;
}

void
parlour_editor_window_set_board_b (ParlourEditorWindow   *self,
                                   const ParlourPosition *pos)
{
  g_return_if_fail (PARLOUR_IS_EDITOR_WINDOW (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (self->two_boards);
  g_return_if_fail (pos->variant == parlour_position_editor_get_position (self->editor)->variant);

  show_board (self, 0);
  self->other = *pos;
  g_array_set_size (self->other_undo, 0);
  g_array_set_size (self->other_redo, 0);
  /* the FEN and the problems include board B now */
  g_signal_emit_by_name (self->editor, "changed");
}

void
parlour_editor_window_init_boards (ParlourEditorWindow *self)
{
  self->other_undo = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  self->other_redo = g_array_new (FALSE, FALSE, sizeof (ParlourPosition));
  g_signal_connect_object (self->board_a_button, "toggled", G_CALLBACK (board_toggled_cb), self,
                           0);
  g_signal_connect_object (self->board_b_button, "toggled", G_CALLBACK (board_toggled_cb), self,
                           0);
}

void
parlour_editor_window_finalize_boards (ParlourEditorWindow *self)
{
  g_clear_pointer (&self->other_undo, g_array_unref);
  g_clear_pointer (&self->other_redo, g_array_unref);
  g_clear_object (&self->board_b_game);
}
