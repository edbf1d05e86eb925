/* parlour-bingo-handicap-dialog.c — choosing the giver's missing pieces before a bingo game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bingo.md, "Material handicap". The position editor's restricted
 * mode shows the giver's army; a click takes a piece off or puts it back. After
 * every change the set is checked here (parlour_handicap_check_set): the text
 * under the board names who chooses, the value removed against V and both rules,
 * and Start stays off while a rule is broken, saying which. V can be changed
 * here, before the game it applies to. Above the board two lines say, in
 * words, which colour the giver plays this game and why the last click did
 * not count or which rule the set breaks. The widgets are in
 * data/ui/parlour-bingo-handicap-dialog.ui.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-handicap-dialog.h"
#include "parlour-handicap.h"
#include "parlour-notation.h"
#include "parlour-variant.h"

struct _ParlourBingoHandicapDialog
{
  AdwWindow              parent_instance;

  guint                  game;
  guint                  value;
  ParlourColor           giver;
  ParlourHandicapChooser chooser;
  char                  *chooser_name;
  char                  *giver_name;
  char                  *taker_name;

  /* template children */
  ParlourPositionEditor *editor;
  GtkWidget             *start_button;
  GtkWidget             *value_spin;
  GtkWidget             *sides_label;
  GtkWidget             *notice_label;
};

G_DEFINE_FINAL_TYPE (ParlourBingoHandicapDialog, parlour_bingo_handicap_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The broken rule in the user's words. */
static char *
describe_error (ParlourBingoHandicapDialog *self,
                const GError               *error,
                const guint                *removed)
{
  guint pieces = 0;

  for (guint kind = 2; kind <= 5; kind++)
    pieces += removed[kind];
  switch (error->code)
    {
    case PARLOUR_HANDICAP_ERROR_TOO_LITTLE:
      return g_strdup_printf (_("Too little removed: the giver must remove pieces worth at least %u"),
                              self->value);
    case PARLOUR_HANDICAP_ERROR_TOO_MUCH:
      return g_strdup_printf (_("Too much removed: the taker may remove pieces worth at most %u"),
                              self->value);
    case PARLOUR_HANDICAP_ERROR_PAWNS:
      return g_strdup_printf (_("Too many pawns: with %u other pieces removed, at most %u pawns"),
                              pieces, MAX (2, pieces + 1));
    case PARLOUR_HANDICAP_ERROR_KING:
      return g_strdup (_("The king cannot be removed"));
    default:
      return g_strdup (error->message);
    }
}

/* The line above the board that says why a click did not count or which rule
 * the set breaks; NULL: nothing to say. */
static void
set_notice (ParlourBingoHandicapDialog *self,
            const char                 *text)
{
  gtk_label_set_text (GTK_LABEL (self->notice_label), text != NULL ? text : "");
  gtk_widget_set_visible (self->notice_label, text != NULL);
}

/* The editor refused a click on @square: the king, the taker's piece or a
 * square where the giver had nothing, in words. */
static void
edit_refused_cb (ParlourPositionEditor      *editor,
                 guint                       square,
                 ParlourBingoHandicapDialog *self)
{
  g_autoptr(ParlourPosition) start = parlour_handicap_position_new (self->giver, NULL, 0);
  char name[8];
  ParlourPiece piece = start->board[square];
  g_autofree char *text = NULL;

  parlour_square_name (parlour_variant_lookup ("chess"), square, name);
  if (piece == PARLOUR_PIECE_EMPTY)
    /* Translators: the handicap dialog, after a click on a square that was
     * empty at the start: "Ana had no piece on e4 at the start" */
    text = g_strdup_printf (_("%s had no piece on %s at the start: only pieces can be taken off "
                              "and put back"), self->giver_name, name);
  else if (PARLOUR_PIECE_COLOR (piece) != self->giver)
    /* Translators: the handicap dialog, after a click on the taker's piece:
     * "Only Ana’s pieces can be taken off: the piece on e7 is Ben’s" */
    text = g_strdup_printf (_("Only %s’s pieces can be taken off: the piece on %s is %s’s"),
                            self->giver_name, name, self->taker_name);
  else
    text = g_strdup (_("The king cannot be taken off"));
  set_notice (self, text);
}

static gboolean
rule_cb (const ParlourPosition *pos,
         const guint8          *squares,
         guint                  n_removed,
         char                 **text,
         gpointer               user_data)
{
  ParlourBingoHandicapDialog *self = user_data;
  guint removed[PARLOUR_BINGO_KINDS] = { 0 };
  g_autoptr(ParlourPosition) start = parlour_handicap_position_new (self->giver, NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean ok;

  for (guint i = 0; i < n_removed; i++)
    removed[PARLOUR_PIECE_KIND (start->board[squares[i]])]++;
  ok = parlour_handicap_check_set (removed, self->chooser, self->value, &error);

  if (self->chooser == PARLOUR_HANDICAP_GIVER)
    /* Translators: the handicap dialog: who chooses the missing pieces this game */
    g_string_append_printf (out, _("Game %u: %s, the giver, chooses: at least %u"),
                            self->game, self->chooser_name, self->value);
  else
    g_string_append_printf (out, _("Game %u: %s, the taker, chooses: at most %u"),
                            self->game, self->chooser_name, self->value);
  g_string_append_c (out, '\n');
  /* Translators: the value of the pieces removed so far against the handicap V */
  g_string_append_printf (out, _("Removed: %u of %u"), parlour_handicap_value (removed),
                          self->value);
  g_string_append_c (out, '\n');
  g_string_append (out, _("Pawns removed: at most one more than the other pieces, "
                          "or two"));
  if (!ok)
    {
      g_autofree char *why = describe_error (self, error, removed);

      g_string_append_c (out, '\n');
      g_string_append (out, why);
      /* above the board too, where the click was made */
      set_notice (self, why);
    }
  else
    set_notice (self, NULL);
  *text = g_string_free (g_steal_pointer (&out), FALSE);
  return ok;
}

gboolean
parlour_bingo_handicap_dialog_start (ParlourBingoHandicapDialog *self)
{
  const ParlourPosition *pos;
  g_autoptr(ParlourPosition) start = NULL;
  g_autoptr(ParlourPosition) handicap = NULL;
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  ParlourSquare removed[PARLOUR_MAX_SQUARES];
  guint n = 0;

  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), FALSE);

  if (!parlour_position_editor_get_acceptable (self->editor))
    return FALSE;
  pos = parlour_position_editor_get_position (self->editor);
  start = parlour_handicap_position_new (self->giver, NULL, 0);
  for (guint sq = 0; sq < 64; sq++)
    if (start->board[sq] != PARLOUR_PIECE_EMPTY && pos->board[sq] == PARLOUR_PIECE_EMPTY)
      removed[n++] = (ParlourSquare) sq;
  handicap = parlour_handicap_position_new (self->giver, removed, n);
  fen = parlour_position_to_fen (handicap);
  game = parlour_game_new (parlour_variant_lookup ("chess"), fen, 0, &error);
  if (game == NULL)
    {
      g_warning ("A handicap start did not make a game: %s", error->message);
      return FALSE;
    }

  g_object_ref (self);
  g_signal_emit (self, signals[GAME_CREATED], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

/* V can change between games (docs/rules/bingo.md): the set is checked again. */
static void
value_changed_cb (ParlourBingoHandicapDialog *self)
{
  ParlourPosition pos = *parlour_position_editor_get_position (self->editor);

  self->value = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value_spin));
  parlour_position_editor_reset (self->editor, &pos);
}

guint
parlour_bingo_handicap_dialog_get_value (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), 0);

  return self->value;
}

GtkSpinButton *
parlour_bingo_handicap_dialog_get_value_spin (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), NULL);

  return GTK_SPIN_BUTTON (self->value_spin);
}

static void
start_clicked_cb (ParlourBingoHandicapDialog *self)
{
  parlour_bingo_handicap_dialog_start (self);
}

ParlourPositionEditor *
parlour_bingo_handicap_dialog_get_editor (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), NULL);

  return self->editor;
}

GtkLabel *
parlour_bingo_handicap_dialog_get_sides_label (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), NULL);

  return GTK_LABEL (self->sides_label);
}

GtkLabel *
parlour_bingo_handicap_dialog_get_notice_label (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), NULL);

  return GTK_LABEL (self->notice_label);
}

const char *
parlour_bingo_handicap_dialog_get_text (ParlourBingoHandicapDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_BINGO_HANDICAP_DIALOG (self), NULL);

  return parlour_position_editor_get_rule_text (self->editor);
}

static void
parlour_bingo_handicap_dialog_finalize (GObject *object)
{
  ParlourBingoHandicapDialog *self = PARLOUR_BINGO_HANDICAP_DIALOG (object);

  g_free (self->chooser_name);
  g_free (self->giver_name);
  g_free (self->taker_name);

  G_OBJECT_CLASS (parlour_bingo_handicap_dialog_parent_class)->finalize (object);
}

static void
parlour_bingo_handicap_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PARLOUR_TYPE_BINGO_HANDICAP_DIALOG);

  G_OBJECT_CLASS (parlour_bingo_handicap_dialog_parent_class)->dispose (object);
}

static void
parlour_bingo_handicap_dialog_class_init (ParlourBingoHandicapDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = parlour_bingo_handicap_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = parlour_bingo_handicap_dialog_finalize;

  /**
   * ParlourBingoHandicapDialog::game-created:
   * @game: the game, at its handicap start
   */
  signals[GAME_CREATED] =
    g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, PARLOUR_TYPE_GAME);

  g_type_ensure (PARLOUR_TYPE_POSITION_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/"
                                               "parlour-bingo-handicap-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoHandicapDialog, editor);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoHandicapDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoHandicapDialog, value_spin);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoHandicapDialog, sides_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourBingoHandicapDialog, notice_label);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, edit_refused_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_bingo_handicap_dialog_init (ParlourBingoHandicapDialog *self)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->value_spin), 1, PARLOUR_HANDICAP_MAX_VALUE);
  g_settings_bind (settings, "piece-set", parlour_position_editor_get_board (self->editor),
                   "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "board-theme", parlour_position_editor_get_board (self->editor),
                   "board-theme", G_SETTINGS_BIND_GET);

  g_object_bind_property (self->editor, "acceptable", self->start_button, "sensitive",
                          G_BINDING_SYNC_CREATE);
}

GtkWidget *
parlour_bingo_handicap_dialog_new (GtkWindow    *parent,
                                   guint         game,
                                   ParlourColor  giver_color,
                                   const char   *giver_name,
                                   const char   *taker_name,
                                   guint         value)
{
  ParlourBingoHandicapDialog *self;
  g_autoptr(ParlourPosition) start = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game >= 1, NULL);

  self = g_object_new (PARLOUR_TYPE_BINGO_HANDICAP_DIALOG, "transient-for", parent, NULL);
  self->game = game;
  self->value = value;
  self->giver = giver_color;
  self->chooser = parlour_handicap_chooser (game);
  self->chooser_name = g_strdup (self->chooser == PARLOUR_HANDICAP_GIVER ? giver_name
                                                                         : taker_name);
  self->giver_name = g_strdup (giver_name);
  self->taker_name = g_strdup (taker_name);
  {
    g_autofree char *sides = NULL;

    if (giver_color == PARLOUR_WHITE)
      /* Translators: the handicap dialog, above the board: "Ana gives the
       * handicap and plays White this game; Ben plays Black" */
      sides = g_strdup_printf (_("%s gives the handicap and plays White this game; %s plays Black"),
                               giver_name, taker_name);
    else
      sides = g_strdup_printf (_("%s gives the handicap and plays Black this game; %s plays White"),
                               giver_name, taker_name);
    gtk_label_set_text (GTK_LABEL (self->sides_label), sides);
  }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), value);
  g_signal_connect_object (self->value_spin, "value-changed", G_CALLBACK (value_changed_cb), self,
                           G_CONNECT_SWAPPED);
  start = parlour_handicap_position_new (giver_color, NULL, 0);
  parlour_position_editor_restrict (self->editor, start, giver_color, rule_cb, self, NULL);
  parlour_board_view_set_flipped (parlour_position_editor_get_board (self->editor),
                                  giver_color == PARLOUR_BLACK);
  return GTK_WIDGET (self);
}
