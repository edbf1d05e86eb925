/* parlour-variant-ui.h — what the UI does differently per variant, as one table row each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No file of the UI compares variant ids or calls a variant's own engine API,
 * except the variant's own UI files: each keeps its row here (the rules page,
 * the new-game options, the side-panel rows, extra buttons). The board's input
 * modes come from the match (parlour_match_get_input). A variant without a row
 * is shown as chess with its description. docs/engine.md says where a new
 * variant plugs in.
 */
#pragma once

#include <adwaita.h>

#include "parlour-board-view.h"
#include "parlour-game.h"
#include "parlour-match.h"
#include "parlour-rules-window.h"

G_BEGIN_DECLS

typedef enum {
  PARLOUR_VARIANT_UI_SEED        = 1 << 0,   /* chance plays by a seed: New Game asks for it,
                                              * the side panel shows it */
  PARLOUR_VARIANT_UI_PASS_BUTTON = 1 << 1,   /* a Pass button under the board */
  PARLOUR_VARIANT_UI_FOUR_PLAYERS = 1 << 2,  /* two boards, four players (Bughouse): New
                                              * Game asks for four names */
} ParlourVariantUiFlags;

/* A setting of a variant's own, a boolean GSettings key that every board view
 * follows and the Preferences window shows as a switch. */
typedef struct {
  const char *key;        /* the GSettings key */
  const char *property;   /* the board view's boolean property it sets */
  const char *title;      /* the Preferences row's, untranslated, with a mnemonic */
  const char *subtitle;   /* untranslated */
} ParlourVariantSetting;

typedef struct {
  /* the variants the row serves, NULL-terminated */
  const ParlourVariant * const *variants;
  ParlourVariantUiFlags         flags;
  /* the rules page; NULL: the description and the rules of chess */
  void    (*add_rules) (ParlourRulesWindow   *window,
                        const ParlourVariant *variant);
  /* with PARLOUR_VARIANT_UI_SEED: the game plays by @seed from now on */
  void    (*set_seed)  (ParlourGame          *game,
                        guint64               seed);
  /* the sentence that announces @result (NULL: the usual one); the players'
   * names are NULL where the game has none (parlour_describe_result) */
  char   *(*describe_result) (ParlourResult      result,
                              ParlourTermination termination,
                              const char        *white_name,
                              const char        *black_name);
  /* after a seat's action through the board: a sentence about what happened,
   * shown for a moment under the board (NULL: nothing to say); @n_moves is
   * the number of moves the board's game had before the action */
  char   *(*explain_action) (ParlourMatch *match,
                             guint         n_moves);
  /* hidden entry: the text of the curtain that covers the board while a seat
   * that chose in secret makes way for the next at this computer, NULL while
   * there is none */
  char   *(*curtain)        (ParlourMatch *match);
  /* the player of the seat to act lifted the curtain at @now_us and sees the
   * board now (their time may start); NULL: nothing follows */
  void    (*curtain_lifted) (ParlourMatch *match,
                             gint64        now_us);
  /* the time control New Game offers when the variant is chosen, as PGN's
   * TimeControl tag writes it ("240d2"); NULL: the last one used */
  const char *default_time_control;
  /* New Game's rows for the variant's own options, shown in place of the chess
   * clock's (the variant has none); NULL: the chess clock's rows */
  GtkWidget *(*create_options) (void);
  /* the choice in @options as an a{sv}; its "rules" (u) are added to the game's */
  GVariant  *(*get_options)    (GtkWidget    *options);
  /* shows @value (from get_options) in @options */
  void       (*set_options)    (GtkWidget    *options,
                                GVariant     *value);
  /* gives the new @match what @value (from get_options) chose */
  void       (*apply_options)  (ParlourMatch *match,
                                GVariant     *value);
  /* a timing of the variant's own: the line that shows it at @now_us (who is to
   * act and the seconds left), NULL while there is none; @seconds_left: the
   * whole seconds left of a countdown that warns in its last seconds, else -1 */
  char      *(*countdown)      (ParlourMatch *match,
                                gint64        now_us,
                                gint         *seconds_left);
  /* after an action that revealed moves made at once (the board's game had
   * @n_moves moves before it), or when the move list shows the position after
   * such moves again: how the board's pieces moved from the position at
   * @n_moves, ParlourBoardMotion into @motions; FALSE: the board's usual
   * animation (no moves made at once came after @n_moves) */
  gboolean   (*reveal)         (ParlourMatch *match,
                                guint         n_moves,
                                GArray       *motions);
  /* settings of the variant's own that every board view follows
   * (parlour_variant_ui_bind_board) and Preferences shows
   * (parlour_variant_ui_add_preferences), up to one whose key is NULL;
   * NULL: none */
  const ParlourVariantSetting *board_settings;
} ParlourVariantUi;

/* the row of @variant, or NULL */
const ParlourVariantUi *parlour_variant_ui_lookup (const ParlourVariant *variant);
gboolean                parlour_variant_ui_has    (const ParlourVariant  *variant,
                                                   ParlourVariantUiFlags  flag);
/* @view follows every row's board_settings in @settings (G_SETTINGS_BIND_GET):
 * a board view shows whichever variant comes next, so it follows them all. */
void                    parlour_variant_ui_bind_board (GSettings        *settings,
                                                       ParlourBoardView *view);
/* A row with a switch bound to @settings for every row's board_settings,
 * added to @group (the Preferences window's "Playing"); each switch is named
 * after its key. */
void                    parlour_variant_ui_add_preferences (GSettings           *settings,
                                                            AdwPreferencesGroup *group);

G_END_DECLS
