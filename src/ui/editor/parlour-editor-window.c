/* parlour-editor-window.c — the position editor: set up a position, check it, play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board and palette are a ParlourPositionEditor; this window adds what a
 * position has besides its pieces (side to move, castling, en passant, the
 * counters, pieces in hand), the FEN, what is wrong with the position
 * (parlour-setup.h) and Play, which opens New Game with the position chosen
 * (docs/editor.md). Every control reads the editor's position after each change
 * and writes a change back as one edit, so undo covers them all.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "parlour-editor-window-private.h"
#include "parlour-new-game-dialog.h"
#include "parlour-notation.h"
#include "parlour-setup.h"

G_DEFINE_FINAL_TYPE (ParlourEditorWindow, parlour_editor_window, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkCheckButton *
castle_check (ParlourEditorWindow *self,
              guint                bit_index)
{
  GtkCheckButton *checks[] = { self->castle_wk, self->castle_wq, self->castle_bk, self->castle_bq };

  return checks[bit_index];
}

static const ParlourPosition *
position (ParlourEditorWindow *self)
{
  return parlour_position_editor_get_position (self->editor);
}

static void control_changed_cb (ParlourEditorWindow *self);

/* One row per kind and colour that can be in hand (not the royal kind). */
static void
build_reserve_rows (ParlourEditorWindow  *self,
                    const ParlourVariant *v)
{
  for (guint i = 0; i < self->reserve_rows->len; i++)
    adw_preferences_group_remove (self->reserve_group, self->reserve_rows->pdata[i]);
  g_ptr_array_set_size (self->reserve_rows, 0);
  memset (self->reserve_spins, 0, sizeof self->reserve_spins);
  gtk_widget_set_visible (GTK_WIDGET (self->reserve_group), (v->flags & PARLOUR_VARIANT_DROPS) != 0);
  if (!(v->flags & PARLOUR_VARIANT_DROPS))
    return;
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k <= v->n_kinds; k++)
      {
        GtkWidget *row, *spin;
        g_autofree char *title = NULL;

        if (v->kinds[k].royal)
          continue;
        title = g_strdup_printf (c == PARLOUR_WHITE
                                 /* Translators: pieces in hand, e.g. "White Queen" */
                                 ? C_("in hand", "White %s") : C_("in hand", "Black %s"),
                                 _(v->kinds[k].name));
        row = adw_action_row_new ();
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
        spin = gtk_spin_button_new_with_range (0, 63, 1);
        gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
        gtk_widget_set_name (spin, title);
        g_object_set_data (G_OBJECT (spin), "kind", GUINT_TO_POINTER (k));
        g_object_set_data (G_OBJECT (spin), "color", GUINT_TO_POINTER (c));
        g_signal_connect_object (spin, "value-changed", G_CALLBACK (control_changed_cb), self,
                                 G_CONNECT_SWAPPED);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
        adw_preferences_group_add (self->reserve_group, row);
        g_ptr_array_add (self->reserve_rows, row);
        self->reserve_spins[c][k] = GTK_SPIN_BUTTON (spin);
      }
}

static guint
variant_index (ParlourEditorWindow  *self,
               const ParlourVariant *v)
{
  GtkStringList *names = GTK_STRING_LIST (adw_combo_row_get_model (self->variant_row));

  for (guint i = 0; i < self->variants->len; i++)
    if (self->variants->pdata[i] == v)
      return i;
  /* a variant the registry does not list (yet): it is edited all the same */
  g_ptr_array_add (self->variants, (gpointer) v);
  gtk_string_list_append (names, _(v->name));
  return self->variants->len - 1;
}

static void
sync_variant (ParlourEditorWindow  *self,
              const ParlourVariant *v)
{
  if (self->shown_variant == v)
    return;
  self->shown_variant = v;
  adw_combo_row_set_selected (self->variant_row, variant_index (self, v));
  adw_window_title_set_subtitle (self->window_title, _(v->name));
  gtk_widget_set_visible (GTK_WIDGET (self->castling_group),
                          (v->flags & PARLOUR_VARIANT_CASTLING) != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->ep_row), (v->flags & PARLOUR_VARIANT_EN_PASSANT) != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->ep_other_row),
                          (v->flags & PARLOUR_VARIANT_SIMULTANEOUS) != 0);
  build_reserve_rows (self, v);
}

/* The en passant squares the position allows, and "None", in @row: for the
 * side to move (@which 0) or, in SimulChess, the other side (1). The list is
 * replaced only when the squares change: the row may be choosing from it now. */
static void
sync_ep (ParlourEditorWindow *self,
         guint                which)
{
  const ParlourPosition *pos = position (self);
  AdwComboRow *row = which == 0 ? self->ep_row : self->ep_other_row;
  ParlourSquare squares[PARLOUR_MAX_FILES];
  ParlourSquare current = which == 0 ? pos->ep : pos->ep_other;
  guint n, selected = 0;

  n = which == 0 ? parlour_setup_ep_candidates (pos, squares, G_N_ELEMENTS (squares))
                 : parlour_setup_ep_other_candidates (pos, squares, G_N_ELEMENTS (squares));
  if (n != self->n_ep[which] || memcmp (squares, self->ep_squares[which], n) != 0 ||
      adw_combo_row_get_model (row) == NULL)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      gtk_string_list_append (names, C_("en passant", "None"));
      for (guint i = 0; i < n; i++)
        {
          char name[8];

          parlour_square_name (pos->variant, squares[i], name);
          gtk_string_list_append (names, name);
        }
      memcpy (self->ep_squares[which], squares, n);
      self->n_ep[which] = n;
      adw_combo_row_set_model (row, G_LIST_MODEL (names));
    }
  for (guint i = 0; i < n; i++)
    if (squares[i] == current)
      selected = i + 1;
  adw_combo_row_set_selected (row, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (row), n > 0);
}

/* The square chosen in the en passant row @which; none after a change of the
 * side to move, whose squares the row does not list. */
static ParlourSquare
chosen_ep (ParlourEditorWindow *self,
           guint                which,
           gboolean             same_side)
{
  guint i = adw_combo_row_get_selected (which == 0 ? self->ep_row : self->ep_other_row);

  return i >= 1 && i <= self->n_ep[which] && same_side ? self->ep_squares[which][i - 1]
                                                         : PARLOUR_NO_SQUARE;
}

static void
sync_problems (ParlourEditorWindow *self)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  gboolean ok = parlour_editor_window_boards_check (self, problems);

  g_ptr_array_add (problems, NULL);
  g_free (self->problems);
  self->problems = g_strjoinv ("\n", (char **) problems->pdata);
  gtk_label_set_text (self->problems_label, self->problems);
  gtk_widget_set_visible (GTK_WIDGET (self->problems_label), !ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", ok);
}

/* Every control shows the editor's position. */
static void
sync_controls (ParlourEditorWindow *self)
{
  const ParlourPosition *pos = position (self);
  guint8 allowed = parlour_setup_castling_allowed (pos);

  self->updating = TRUE;
  sync_variant (self, pos->variant);
  parlour_editor_window_sync_boards (self);
  adw_combo_row_set_selected (self->side_row, pos->side);
  for (guint i = 0; i < 4; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (castle_check (self, i)),
                                                ADW_TYPE_ACTION_ROW);

      gtk_check_button_set_active (castle_check (self, i), (pos->castling >> i) & 1);
      /* a right the pieces do not allow can be taken away, not given */
      gtk_widget_set_sensitive (row, ((allowed | pos->castling) >> i) & 1);
    }
  sync_ep (self, 0);
  sync_ep (self, 1);
  gtk_spin_button_set_value (self->halfmove_spin, pos->halfmove);
  gtk_spin_button_set_value (self->fullmove_spin, pos->fullmove);
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k < PARLOUR_MAX_KINDS; k++)
      if (self->reserve_spins[c][k] != NULL)
        gtk_spin_button_set_value (self->reserve_spins[c][k], pos->reserve[c][k]);
  if (!self->typing)
    {
      g_autofree char *fen = parlour_editor_window_boards_fen (self);

      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error_label), FALSE);
      gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  sync_problems (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 parlour_position_editor_can_undo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 parlour_position_editor_can_redo (self->editor));
  self->updating = FALSE;
}

/* A control changed: its new value is one edit of the position. */
static void
control_changed_cb (ParlourEditorWindow *self)
{
  ParlourPosition pos;

  if (self->updating)
    return;
  pos = *position (self);
  pos.side = adw_combo_row_get_selected (self->side_row) == 1 ? PARLOUR_BLACK : PARLOUR_WHITE;
  pos.castling = 0;
  for (guint i = 0; i < 4; i++)
    if (gtk_check_button_get_active (castle_check (self, i)))
      pos.castling |= 1u << i;
  pos.ep = chosen_ep (self, 0, pos.side == position (self)->side);
  pos.ep_other = chosen_ep (self, 1, pos.side == position (self)->side);
  pos.halfmove = gtk_spin_button_get_value_as_int (self->halfmove_spin);
  pos.fullmove = MAX (gtk_spin_button_get_value_as_int (self->fullmove_spin), 1);
  for (guint c = 0; c < 2; c++)
    for (guint k = 1; k < PARLOUR_MAX_KINDS; k++)
      if (self->reserve_spins[c][k] != NULL)
        pos.reserve[c][k] = gtk_spin_button_get_value_as_int (self->reserve_spins[c][k]);
  parlour_position_rehash (&pos);
  parlour_position_editor_set_position (self->editor, &pos);
}

static void
variant_selected_cb (ParlourEditorWindow *self)
{
  guint i = adw_combo_row_get_selected (self->variant_row);
  const ParlourVariant *v;
  g_autoptr(ParlourPosition) start = NULL;

  if (self->updating || i >= self->variants->len)
    return;
  v = self->variants->pdata[i];
  if (v == position (self)->variant)
    return;
  start = parlour_position_new_from_fen (v, v->start_fen, NULL);
  g_return_if_fail (start != NULL);
  parlour_position_editor_set_position (self->editor, start);
}

/* A FEN typed or pasted: the position if the FEN reader takes it, its error if not. */
static void
fen_changed_cb (ParlourEditorWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  gboolean ok;

  if (self->updating)
    return;
  fen = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));
  self->typing = TRUE;
  ok = parlour_editor_window_boards_set_fen (self, fen, &error);
  self->typing = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->fen_error_label), !ok);
  if (!ok)
    {
      gtk_label_set_text (self->fen_error_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
}

static void
undo_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  parlour_position_editor_undo (PARLOUR_EDITOR_WINDOW (widget)->editor);
}

static void
redo_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  parlour_position_editor_redo (PARLOUR_EDITOR_WINDOW (widget)->editor);
}

/* An empty board and no pieces in hand; the side to move and the counters stay. */
static void
clear_activated (GtkWidget  *widget,
                 const char *action,
                 GVariant   *param)
{
  ParlourEditorWindow *self = PARLOUR_EDITOR_WINDOW (widget);
  ParlourPosition empty = *position (self);

  memset (empty.board, 0, sizeof empty.board);
  memset (empty.reserve, 0, sizeof empty.reserve);
  empty.castling = 0;
  empty.ep = PARLOUR_NO_SQUARE;
  /* recounts the pieces, finds no royal squares and rehashes */
  parlour_position_put (&empty, 0, PARLOUR_PIECE_EMPTY);
  parlour_position_editor_set_position (self->editor, &empty);
}

static void
start_activated (GtkWidget  *widget,
                 const char *action,
                 GVariant   *param)
{
  ParlourEditorWindow *self = PARLOUR_EDITOR_WINDOW (widget);
  const ParlourVariant *v = position (self)->variant;
  g_autoptr(ParlourPosition) start = parlour_position_new_from_fen (v, v->start_fen, NULL);

  g_return_if_fail (start != NULL);
  parlour_position_editor_set_position (self->editor, start);
}

static void
flip_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  ParlourBoardView *board = parlour_position_editor_get_board (PARLOUR_EDITOR_WINDOW (widget)->editor);

  parlour_board_view_set_flipped (board, !parlour_board_view_get_flipped (board));
}

static void
copy_fen_activated (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  ParlourEditorWindow *self = PARLOUR_EDITOR_WINDOW (widget);
  g_autofree char *fen = parlour_editor_window_boards_fen (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
}

static void
paste_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(ParlourEditorWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      gtk_label_set_text (self->fen_error_label,
                          error != NULL ? error->message : _("The clipboard holds no text"));
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error_label), TRUE);
      return;
    }
  /* the entry reads it as if it had been typed */
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), g_strstrip (text));
}

static void
paste_fen_activated (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_done_cb,
                                 g_object_ref (widget));
}

static void
game_created_cb (ParlourNewGameDialog *dialog,
                 ParlourGame          *game,
                 ParlourClock         *clock,
                 ParlourEditorWindow  *self)
{
  const ParlourPosition *board_b = parlour_editor_window_board_position (self, 1);

  g_object_ref (self);
  for (guint s = 0; s < PARLOUR_NEW_GAME_N_SEATS; s++)
    self->players[s] = parlour_new_game_dialog_get_player (dialog, s);
  if (board_b != NULL)
    {
      g_autofree char *fen = parlour_position_to_fen (board_b);
      g_autoptr(GError) error = NULL;

      /* the checks passed for both boards: its FEN reads back (parlour-setup.h) */
      self->board_b_game = parlour_game_new (board_b->variant, fen,
                                             parlour_game_get_rules (game), &error);
      if (self->board_b_game == NULL)
        g_warning ("Board B does not start: %s", error->message);
    }
  self->options = parlour_new_game_dialog_get_options (dialog);
  g_signal_emit (self, signals[GAME_CREATED], 0, game, clock);
  self->options = NULL;
  g_clear_object (&self->board_b_game);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

ParlourGame *
parlour_editor_window_get_board_b_game (ParlourEditorWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), NULL);
  return self->board_b_game;
}

guint
parlour_editor_window_get_player (ParlourEditorWindow *self,
                                  guint                seat)
{
  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), 0);
  g_return_val_if_fail (seat < PARLOUR_NEW_GAME_N_SEATS, 0);
  return self->players[seat];
}

GVariant *
parlour_editor_window_get_options (ParlourEditorWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), NULL);
  return self->options;
}

GtkWidget *
parlour_editor_window_play (ParlourEditorWindow *self)
{
  GtkWidget *dialog;

  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), NULL);

  dialog = parlour_new_game_dialog_new (GTK_WINDOW (self));
  parlour_new_game_dialog_set_position (PARLOUR_NEW_GAME_DIALOG (dialog),
                                        parlour_editor_window_board_position (self, 0));
  g_signal_connect_object (dialog, "game-created", G_CALLBACK (game_created_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
play_activated (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  parlour_editor_window_play (PARLOUR_EDITOR_WINDOW (widget));
}

ParlourPositionEditor *
parlour_editor_window_get_editor (ParlourEditorWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), NULL);
  return self->editor;
}

const char *
parlour_editor_window_get_problems (ParlourEditorWindow *self)
{
  g_return_val_if_fail (PARLOUR_IS_EDITOR_WINDOW (self), NULL);
  return self->problems;
}

static void
parlour_editor_window_dispose (GObject *object)
{
  ParlourEditorWindow *self = PARLOUR_EDITOR_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_EDITOR_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (parlour_editor_window_parent_class)->dispose (object);
}

static void
parlour_editor_window_finalize (GObject *object)
{
  ParlourEditorWindow *self = PARLOUR_EDITOR_WINDOW (object);

  g_clear_pointer (&self->variants, g_ptr_array_unref);
  g_clear_pointer (&self->reserve_rows, g_ptr_array_unref);
  g_clear_pointer (&self->problems, g_free);
  parlour_editor_window_finalize_boards (self);
  G_OBJECT_CLASS (parlour_editor_window_parent_class)->finalize (object);
}

static void
parlour_editor_window_class_init (ParlourEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_editor_window_dispose;
  object_class->finalize = parlour_editor_window_finalize;

  signals[GAME_CREATED] =
    g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, PARLOUR_TYPE_GAME, PARLOUR_TYPE_CLOCK);

  g_type_ensure (PARLOUR_TYPE_POSITION_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, editor);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, problems_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, fen_error_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, variant_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, side_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, ep_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, ep_other_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, board_switcher);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, board_a_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, board_b_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, halfmove_spin);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, fullmove_spin);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, castling_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, castle_wk);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, castle_wq);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, castle_bk);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, castle_bq);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, reserve_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourEditorWindow, flap);
  gtk_widget_class_bind_template_callback (widget_class, fen_changed_cb);

  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, clear_activated);
  gtk_widget_class_install_action (widget_class, "editor.start", NULL, start_activated);
  gtk_widget_class_install_action (widget_class, "editor.flip", NULL, flip_activated);
  gtk_widget_class_install_action (widget_class, "editor.copy-fen", NULL, copy_fen_activated);
  gtk_widget_class_install_action (widget_class, "editor.paste-fen", NULL, paste_fen_activated);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.copy-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.paste-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "editor.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_editor_window_init (ParlourEditorWindow *self)
{
  const ParlourVariant **variants;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  ParlourBoardView *board;
  guint n;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->variants = g_ptr_array_new ();
  self->reserve_rows = g_ptr_array_new ();
  self->problems = g_strdup ("");
  parlour_editor_window_init_boards (self);

  variants = parlour_variant_list (&n);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (self->variants, (gpointer) variants[i]);
      gtk_string_list_append (names, _(variants[i]->name));
    }
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (names));

  board = parlour_position_editor_get_board (self->editor);
  g_settings_bind (self->settings, "piece-set", board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", board, "board-theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", board, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "piece-set", parlour_position_editor_get_palette (self->editor),
                   "piece-set", G_SETTINGS_BIND_GET);

  g_signal_connect_object (self->editor, "changed", G_CALLBACK (sync_controls), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->variant_row, "notify::selected",
                           G_CALLBACK (variant_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->side_row, "notify::selected", G_CALLBACK (control_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ep_row, "notify::selected", G_CALLBACK (control_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ep_other_row, "notify::selected",
                           G_CALLBACK (control_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->halfmove_spin, "value-changed", G_CALLBACK (control_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fullmove_spin, "value-changed", G_CALLBACK (control_changed_cb),
                           self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < 4; i++)
    g_signal_connect_object (castle_check (self, i), "notify::active",
                             G_CALLBACK (control_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
parlour_editor_window_new (GtkWindow             *parent,
                           const ParlourPosition *pos)
{
  ParlourEditorWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (pos != NULL, NULL);

  self = g_object_new (PARLOUR_TYPE_EDITOR_WINDOW, "transient-for", parent, NULL);
  parlour_position_editor_reset (self->editor, pos);
  sync_controls (self);
  return GTK_WIDGET (self);
}
