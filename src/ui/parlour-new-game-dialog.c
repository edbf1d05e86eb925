/* parlour-new-game-dialog.c — choose a variant, a clock, rules and a start position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-dialog-util.h"
#include "parlour-new-game-dialog-private.h"
#include "parlour-play-modes.h"
#include "parlour-rules-window.h"
#include "parlour-search.h"
#include "parlour-variant-ui.h"
#include "parlour-seed-row.h"
#include "parlour-variant.h"

#define VARIANT_PREVIEW_SIZE 96
/* how much shorter than its parent window the dialog is at most */
#define PARENT_MARGIN        48

G_DEFINE_FINAL_TYPE (ParlourNewGameDialog, parlour_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  MATCH_CREATED,
  MATCH_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Checks the FEN as it is typed: the error goes under the entry, the position into
 * the preview, and Start is off while there is no valid position. */
void
parlour_new_game_dialog_validate (ParlourNewGameDialog *self)
{
  g_autoptr(ParlourPosition) pos = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  gboolean custom = gtk_check_button_get_active (self->fen_check);
  gboolean valid = TRUE;

  gtk_widget_set_visible (GTK_WIDGET (self->fen_entry), custom);

  if (custom)
    {
      fen = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));
      if (*fen == '\0')
        valid = FALSE;
      else
        {
          pos = parlour_position_new_from_fen (self->variant, fen, &error);
          valid = pos != NULL;
        }
    }

  /* a game of chance needs a seed */
  if (gtk_widget_get_visible (GTK_WIDGET (self->chance_group)))
    valid = valid && parlour_seed_row_get_seed (self->seed_row, NULL);

  /* a mode with choices of its own has no other */
  if (self->mode_options != NULL)
    {
      valid = TRUE;
      g_clear_pointer (&pos, parlour_position_free);
      g_clear_error (&error);
    }
  if (!parlour_new_game_mode_validate (self))
    valid = FALSE;

  if (error != NULL)
    {
      gtk_label_set_text (self->fen_error_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->fen_error_label), error != NULL);

  if (pos != NULL)
    parlour_board_view_set_position (self->fen_preview, pos);
  gtk_widget_set_visible (self->fen_preview_frame, pos != NULL);

  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), valid);
}

static void
seed_changed_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
}

static void
fen_changed_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
}

static void
fen_check_active_cb (ParlourNewGameDialog *self)
{
  parlour_new_game_dialog_validate (self);
  if (gtk_check_button_get_active (self->fen_check))
    gtk_widget_grab_focus (GTK_WIDGET (self->fen_entry));
}

/* The last options chosen for @variant, or NULL. */
static GVariant *
lookup_last_options (ParlourNewGameDialog *self,
                     const ParlourVariant *variant)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, "last-variant-options");
  g_autoptr(GVariantDict) dict = g_variant_dict_new (all);

  return g_variant_dict_lookup_value (dict, variant->id, G_VARIANT_TYPE_VARDICT);
}

/* The variant's own options take the chess clock's place (a variant that has
 * them has no chess clock), starting from the last ones chosen for it. */
static void
update_variant_options (ParlourNewGameDialog *self)
{
  const ParlourVariantUi *ui = parlour_variant_ui_lookup (self->variant);
  g_autoptr(GVariant) last = NULL;

  if (self->options_variant == self->variant)
    return;
  if (self->options != NULL)
    adw_preferences_group_remove (self->options_group, self->options);
  self->options = NULL;
  self->options_variant = self->variant;
  if (ui != NULL && ui->create_options != NULL)
    {
      self->options = ui->create_options ();
      adw_preferences_group_add (self->options_group, self->options);
      if ((last = lookup_last_options (self, self->variant)) != NULL)
        ui->set_options (self->options, last);
    }
  parlour_new_game_clock_update_visibility (self);
}

/* the name in @row as a PGN tag of @game, if one was given */
static void
tag_name (ParlourGame *game,
          const char  *tag,
          AdwEntryRow *row)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (*name != '\0')
    parlour_game_set_tag (game, tag, name);
}

static AdwComboRow *
player_row (ParlourNewGameDialog *self,
            guint                 seat)
{
  AdwComboRow *rows[PARLOUR_NEW_GAME_N_SEATS] = {
    self->white_player, self->black_player, self->white_b_player, self->black_b_player,
  };

  return rows[MIN (seat, PARLOUR_NEW_GAME_N_SEATS - 1)];
}

/* The Players rows follow the variant: one per colour, or one per seat named
 * like the names group's rows in a game of four players. */
static void
update_player_rows (ParlourNewGameDialog *self)
{
  gboolean four = parlour_variant_ui_has (self->variant, PARLOUR_VARIANT_UI_FOUR_PLAYERS);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->white_player),
                                 four ? _("White on Board A") : _("_White"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->black_player),
                                 four ? _("Black on Board A") : _("_Black"));
  gtk_widget_set_visible (GTK_WIDGET (self->white_b_player), four);
  gtk_widget_set_visible (GTK_WIDGET (self->black_b_player), four);
}

/* The mode of the row @widget stands in: rows are built from the registry
 * (gtk_list_box_bind_model), so a row's index is its mode's position there. */
static ParlourPlayMode *
mode_of_row (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);
  g_autoptr(ParlourPlayMode) mode = NULL;

  g_return_val_if_fail (row != NULL, NULL);
  mode = g_list_model_get_item (parlour_play_modes_get_default (),
                                gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
  return mode;   /* the registry keeps it */
}

static void
mode_check_active (ParlourNewGameDialog *self,
                   GParamSpec           *pspec,
                   GtkCheckButton       *check)
{
  if (!gtk_check_button_get_active (check))
    return;

  self->mode = mode_of_row (GTK_WIDGET (check));
  self->variant = parlour_play_mode_get_variant (self->mode);
  parlour_new_game_mode_choose (self);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group),
                          (self->variant->flags & PARLOUR_VARIANT_KING_CAPTURE_OPT) != 0
                          && self->mode_options == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->chance_group),
                          parlour_variant_ui_has (self->variant, PARLOUR_VARIANT_UI_SEED));
  gtk_widget_set_visible (GTK_WIDGET (self->names_group),
                          parlour_variant_ui_has (self->variant, PARLOUR_VARIANT_UI_FOUR_PLAYERS));
  update_player_rows (self);
  /* a mode's own choices say who plays, from where and with which clock
   * (a Chess Bingo match: two people, the usual start, its own clock) */
  gtk_widget_set_visible (GTK_WIDGET (self->players_group), self->mode_options == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->start_group), self->mode_options == NULL);
  parlour_new_game_clock_apply_default (self);
  update_variant_options (self);
  /* two modes of one variant (chess, Chess Bingo) may not share the clock's rows */
  parlour_new_game_clock_update_visibility (self);
  parlour_new_game_dialog_validate (self);
}

GtkWidget *
parlour_new_game_dialog_variant_preview (ParlourNewGameDialog *self,
                                         const ParlourVariant *variant)
{
  g_autoptr(ParlourPosition) pos = NULL;
  GtkWidget *board = parlour_board_view_new ();
  GtkWidget *frame;

  pos = parlour_position_new_from_fen (variant, variant->start_fen, NULL);
  if (pos == NULL)
    pos = parlour_position_new (variant);
  parlour_board_view_set_input (PARLOUR_BOARD_VIEW (board), PARLOUR_BOARD_INPUT_NONE);
  parlour_board_view_set_position (PARLOUR_BOARD_VIEW (board), pos);
  g_object_set (board, "show-coordinates", FALSE, "animations", FALSE, NULL);
  g_settings_bind (self->settings, "piece-set", board, "piece-set", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", board, "board-theme", G_SETTINGS_BIND_GET);

  gtk_widget_set_can_focus (board, FALSE);

  /* The board's natural size is that of a board to play on; a scrolled window that
   * never scrolls gives it the size of a picture. */
  frame = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (frame),
                                  GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (frame), VARIANT_PREVIEW_SIZE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (frame), VARIANT_PREVIEW_SIZE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (frame), board);
  gtk_widget_set_valign (frame, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (frame, 6);
  gtk_widget_set_margin_bottom (frame, 6);
  gtk_widget_set_can_target (frame, FALSE);
  gtk_widget_set_can_focus (frame, FALSE);
  return frame;
}

/* The rules of the row's mode, over the dialog: F1 shows only the current
 * game's, and a newcomer wants to read a variant's before choosing it. */
static void
rules_clicked_cb (GtkButton            *button,
                  ParlourNewGameDialog *self)
{
  gtk_window_present (GTK_WINDOW (parlour_play_mode_new_rules_window (mode_of_row (GTK_WIDGET (button)),
                                                                      GTK_WINDOW (self))));
}

GtkWidget *
parlour_new_game_dialog_rules_button (const char *name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Rules"));
  /* Translators: the tooltip of a variant's Rules button, e.g. "Rules of Panic Chess" */
  g_autofree char *tooltip = g_strdup_printf (_("Rules of %s"), name);

  gtk_widget_set_name (button, "rules-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* A row of the registry's @item: the radio, a picture of the start, the
 * title and description, and a Rules button. */
static GtkWidget *
create_mode_row (gpointer item,
                 gpointer user_data)
{
  ParlourNewGameDialog *self = user_data;
  ParlourPlayMode *mode = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *rules = parlour_new_game_dialog_rules_button (parlour_play_mode_get_title (mode));

  gtk_widget_set_name (row, parlour_play_mode_get_id (mode));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), parlour_play_mode_get_title (mode));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), parlour_play_mode_get_description (mode));

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), self->mode_group);
  if (self->mode_group == NULL)
    self->mode_group = GTK_CHECK_BUTTON (check);
  g_signal_connect_object (check, "notify::active", G_CALLBACK (mode_check_active), self,
                           G_CONNECT_SWAPPED);

  /* each prefix goes before the ones already there: the radio ends up first */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             parlour_new_game_dialog_variant_preview (self,
                                                                      parlour_play_mode_get_variant (mode)));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  g_signal_connect_object (rules, "clicked", G_CALLBACK (rules_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), rules);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

/* One row per play mode of the registry (a variant's, then the matches of
 * their own), so a new variant or way of playing needs no UI work here. */
static void
populate_variants (ParlourNewGameDialog *self)
{
  gtk_list_box_bind_model (self->variant_list, parlour_play_modes_get_default (),
                           create_mode_row, self, NULL);
  parlour_new_game_mode_init (self);
}

static void
select_variant (ParlourNewGameDialog *self,
                const char           *id)
{
  /* the variant called @id, or else the first one */
  GtkWidget *chosen = gtk_widget_get_first_child (GTK_WIDGET (self->variant_list));
  GtkWidget *check;

  for (GtkWidget *row = chosen; row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), id) == 0)
      chosen = row;
  if (chosen == NULL)
    return;

  check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (chosen));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  gtk_window_set_focus (GTK_WINDOW (self), chosen);
}

/* The Players group's rows are numbered as a match numbers its seats: board
 * by board, White then Black on each (as in every ParlourMatch subclass). */
#define SEAT_WHITE(board) (2 * (board))
#define SEAT_BLACK(board) (2 * (board) + 1)

static void
load_settings (ParlourNewGameDialog *self)
{
  g_autofree char *variant = g_settings_get_string (self->settings, "last-variant");
  g_autofree char *time_control = g_settings_get_string (self->settings, "last-time-control");
  /* the schema's RulesOption enum numbers "king-capture" as the flag's value */
  gint rules = g_settings_get_enum (self->settings, "last-rules-option");
  guint white, black;

  g_settings_get (self->settings, "last-players", "(uu)", &white, &black);
  parlour_new_game_dialog_set_player (self, SEAT_WHITE (0), white);
  parlour_new_game_dialog_set_player (self, SEAT_BLACK (0), black);
  g_settings_get (self->settings, "last-board-b-players", "(uu)", &white, &black);
  parlour_new_game_dialog_set_player (self, SEAT_WHITE (1), white);
  parlour_new_game_dialog_set_player (self, SEAT_BLACK (1), black);
  select_variant (self, variant);
  parlour_new_game_clock_load (self, time_control);
  gtk_check_button_set_active ((rules & PARLOUR_RULE_KING_CAPTURE) ? self->king_capture_check
                                                                   : self->legal_check,
                               TRUE);
}

static void
save_settings (ParlourNewGameDialog *self,
               guint                 rules)
{
  g_autofree char *time_control = parlour_new_game_clock_to_string (self);

  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "last-variant", self->variant->id);
  g_settings_set_string (self->settings, "last-time-control",
                         time_control != NULL ? time_control : "-");
  g_settings_set_enum (self->settings, "last-rules-option", rules & PARLOUR_RULE_KING_CAPTURE);
  if (self->options_value != NULL)
    {
      g_autoptr(GVariant) all = g_settings_get_value (self->settings, "last-variant-options");
      g_autoptr(GVariantDict) dict = g_variant_dict_new (all);

      g_variant_dict_insert_value (dict, self->variant->id, self->options_value);
      g_settings_set_value (self->settings, "last-variant-options", g_variant_dict_end (dict));
    }
  g_settings_set (self->settings, "last-players", "(uu)",
                  parlour_new_game_dialog_get_player (self, SEAT_WHITE (0)),
                  parlour_new_game_dialog_get_player (self, SEAT_BLACK (0)));
  g_settings_set (self->settings, "last-board-b-players", "(uu)",
                  parlour_new_game_dialog_get_player (self, SEAT_WHITE (1)),
                  parlour_new_game_dialog_get_player (self, SEAT_BLACK (1)));
  g_settings_apply (self->settings);
}

static void
start_clicked_cb (ParlourNewGameDialog *self)
{
  g_autoptr(ParlourGame) game = NULL;
  g_autoptr(ParlourClock) clock = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  guint rules = 0;

  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->start_button)))
    return;

  if (self->mode_options != NULL)
    {
      parlour_new_game_mode_start (self);
      return;
    }

  /* a number still being typed counts */
  gtk_spin_button_update (self->white_minutes);
  gtk_spin_button_update (self->white_seconds);
  gtk_spin_button_update (self->black_minutes);
  gtk_spin_button_update (self->black_seconds);

  if (gtk_widget_get_visible (GTK_WIDGET (self->rules_group)) &&
      gtk_check_button_get_active (self->king_capture_check))
    rules |= PARLOUR_RULE_KING_CAPTURE;

  if (self->options != NULL)
    {
      guint32 own_rules;

      self->options_value =
        g_variant_ref_sink (parlour_variant_ui_lookup (self->variant)->get_options (self->options));
      if (g_variant_lookup (self->options_value, "rules", "u", &own_rules))
        rules |= own_rules;
    }

  if (gtk_check_button_get_active (self->fen_check))
    fen = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->fen_entry))));

  game = parlour_game_new (self->variant, fen, rules, &error);
  if (game == NULL)
    {
      gtk_label_set_text (self->fen_error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error_label), TRUE);
      return;
    }

  /* a game of chance plays by the seed shown, so that it can be entered again */
  if (gtk_widget_get_visible (GTK_WIDGET (self->chance_group)))
    {
      guint64 seed;

      if (parlour_seed_row_get_seed (self->seed_row, &seed))
        parlour_variant_ui_lookup (self->variant)->set_seed (game, seed);
    }

  /* Board A's players are the game's White and Black; board B's, whose game
   * the match makes, travel in BPGN's tags for them (WhiteB, BlackB) */
  if (gtk_widget_get_visible (GTK_WIDGET (self->names_group)))
    {
      tag_name (game, "White", self->white_a_entry);
      tag_name (game, "Black", self->black_a_entry);
      tag_name (game, "WhiteB", self->white_b_entry);
      tag_name (game, "BlackB", self->black_b_entry);
    }

  if (gtk_switch_get_active (self->clock_switch) && self->options == NULL)
    {
      ParlourTimeControl white, black;

      parlour_new_game_clock_read (self, PARLOUR_WHITE, &white);
      parlour_new_game_clock_read (self, PARLOUR_BLACK, &black);
      clock = parlour_clock_new (&white, &black);
    }

  save_settings (self, rules);

  g_object_ref (self);
  g_signal_emit (self, signals[GAME_CREATED], 0, game, clock);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
parlour_new_game_dialog_dispose (GObject *object)
{
  ParlourNewGameDialog *self = PARLOUR_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_NEW_GAME_DIALOG);
  self->options = NULL;
  g_clear_object (&self->settings);
  g_clear_pointer (&self->options_value, g_variant_unref);
  g_clear_pointer (&self->mode_options_by_mode, g_hash_table_unref);

  G_OBJECT_CLASS (parlour_new_game_dialog_parent_class)->dispose (object);
}

static void
parlour_new_game_dialog_class_init (ParlourNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = parlour_new_game_dialog_dispose;

  /**
   * ParlourNewGameDialog::game-created:
   * @game: the new game, at its start position
   * @clock: (nullable): its clock, or %NULL without a time control
   */
  signals[GAME_CREATED] =
    g_signal_new ("game-created",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, PARLOUR_TYPE_GAME, PARLOUR_TYPE_CLOCK);

  /**
   * ParlourNewGameDialog::match-created:
   * @match: the new match of the chosen mode's own options
   */
  signals[MATCH_CREATED] =
    g_signal_new ("match-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, PARLOUR_TYPE_MATCH);

  /**
   * ParlourNewGameDialog::match-failed:
   * @heading: what did not happen
   * @message: why
   *
   * The chosen mode's own options made no match after Start.
   */
  signals[MATCH_FAILED] =
    g_signal_new ("match-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);

  g_type_ensure (PARLOUR_TYPE_BOARD_VIEW);
  g_type_ensure (PARLOUR_TYPE_SEED_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, variant_list);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, legal_check);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, king_capture_check);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, names_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_a_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_a_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_b_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_b_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, chance_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, mode_options_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, start_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_player);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_player);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_b_player);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_b_player);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, time_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, clock_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, preset_box);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, odds_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, odds_switch);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_minutes);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_seconds_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_seconds);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, white_mode);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_group);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_minutes);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_seconds_row);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_seconds);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, black_mode);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, standard_check);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, fen_check);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, fen_error_label);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, fen_preview_frame);
  gtk_widget_class_bind_template_child (widget_class, ParlourNewGameDialog, fen_preview);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  parlour_new_game_clock_bind_template (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, fen_check_active_cb);
  gtk_widget_class_bind_template_callback (widget_class, fen_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_changed_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
parlour_new_game_dialog_init (ParlourNewGameDialog *self)
{
  self->settings = g_settings_new (APPLICATION_ID);

  gtk_widget_init_template (GTK_WIDGET (self));

  parlour_board_view_set_input (self->fen_preview, PARLOUR_BOARD_INPUT_NONE);
  g_object_set (self->fen_preview, "show-coordinates", FALSE, "animations", FALSE, NULL);
  g_settings_bind (self->settings, "piece-set", self->fen_preview, "piece-set",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->fen_preview, "board-theme",
                   G_SETTINGS_BIND_GET);

  self->updating = TRUE;
  populate_variants (self);
  parlour_new_game_clock_init (self);
  self->updating = FALSE;

  load_settings (self);
  if (self->variant == NULL)
    self->variant = parlour_variant_default ();

  parlour_new_game_clock_sync (self);
  parlour_new_game_dialog_validate (self);
}

void
parlour_new_game_dialog_set_position (ParlourNewGameDialog  *self,
                                      const ParlourPosition *pos)
{
  g_autofree char *fen = NULL;
  GtkListBoxRow *row;

  g_return_if_fail (PARLOUR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (pos != NULL);

  /* the first mode that plays the variant: its own row (a mode of its own
   * after it, such as Chess Bingo, may play it too, but not from any position) */
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->variant_list, i)) != NULL; i++)
    if (parlour_play_mode_accepts (mode_of_row (GTK_WIDGET (row)), pos->variant))
      {
        GtkWidget *check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
        break;
      }
  fen = parlour_position_to_fen (pos);
  gtk_check_button_set_active (self->fen_check, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
  parlour_new_game_dialog_validate (self);
}

GtkWidget *
parlour_new_game_dialog_new (GtkWindow *parent)
{
  GtkWidget *dialog;
  int width, height, min_height;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  dialog = g_object_new (PARLOUR_TYPE_NEW_GAME_DIALOG,
                         "transient-for", parent,
                         NULL);
  /* no taller than the window it is for, less a margin (its options scroll) */
  if (parent != NULL && gtk_widget_get_height (GTK_WIDGET (parent)) > 0)
    {
      gtk_window_get_default_size (GTK_WINDOW (dialog), &width, &height);
      gtk_widget_get_size_request (dialog, NULL, &min_height);
      height = MIN (height, gtk_widget_get_height (GTK_WIDGET (parent)) - PARENT_MARGIN);
      gtk_window_set_default_size (GTK_WINDOW (dialog), width, MAX (height, min_height));
    }
  return dialog;
}

/**
 * parlour_new_game_dialog_get_options:
 * @self: the dialog
 *
 * Returns: (nullable) (transfer none): the options of the variant's own
 * (parlour-variant-ui.h) chosen for the new game, to hand to its apply_options;
 * %NULL if the variant has none. Read it in ::game-created.
 */
GVariant *
parlour_new_game_dialog_get_options (ParlourNewGameDialog *self)
{
  g_return_val_if_fail (PARLOUR_IS_NEW_GAME_DIALOG (self), NULL);

  return self->options_value;
}

/**
 * parlour_new_game_dialog_get_player:
 * @self: the dialog
 * @seat: a row of the Players group (PARLOUR_NEW_GAME_N_SEATS)
 *
 * Returns: who plays @seat: 0 for a person, else the computer's level
 */
guint
parlour_new_game_dialog_get_player (ParlourNewGameDialog *self,
                                    guint                 seat)
{
  g_return_val_if_fail (PARLOUR_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (seat < PARLOUR_NEW_GAME_N_SEATS, 0);

  return adw_combo_row_get_selected (player_row (self, seat));
}

/* who plays @seat (0: a person, else the computer's level): the last choice, and tests */
void
parlour_new_game_dialog_set_player (ParlourNewGameDialog *self,
                                    guint                 seat,
                                    guint                 level)
{
  g_return_if_fail (PARLOUR_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < PARLOUR_NEW_GAME_N_SEATS);

  /* a level beyond the list (an edited setting) is the strongest */
  adw_combo_row_set_selected (player_row (self, seat), MIN (level, PARLOUR_SEARCH_LEVEL_MAX));
}
