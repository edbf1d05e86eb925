/* parlour-play-modes.c — the registry of ways of playing, a GListModel of ParlourPlayMode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This is the one file that ties a match type to the widget that shows it:
 * a way of playing is added as a row of extra_modes (or, for a variant played
 * by its match type, by the engine's variant registry alone).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bingo-match.h"
#include "parlour-bingo-options.h"
#include "parlour-bingo-page.h"
#include "parlour-bingo-rounds.h"
#include "parlour-board-view.h"
#include "parlour-bughouse-page.h"
#include "parlour-single-page.h"
#include "parlour-bughouse-match.h"
#include "parlour-match.h"
#include "parlour-match-format.h"
#include "parlour-play-modes.h"
#include "parlour-rules-bingo.h"
#include "parlour-rules-window.h"

/* A mode that is a match of its own over a variant's games. */
typedef struct {
  const char *id;
  const char *title;         /* untranslated */
  const char *description;   /* untranslated */
  const char *variant_id;
  GType     (*match_type) (void);
  GType     (*page_type)  (void);
  GtkWidget *(*rules)     (GtkWindow *parent);
  /* its own choices in New Game (a ParlourModeOptions) */
  GType     (*options_type) (void);
  /* its own window actions (parlour_play_modes_add_actions), or NULL */
  void      (*add_actions) (GtkWindow            *window,
                            ParlourMatchReadyFunc ready);
} ExtraMode;

static const ExtraMode extra_modes[] = {
  { PARLOUR_PLAY_MODE_BINGO, N_("Chess Bingo"),
    N_("A match of chess games racing to complete objectives on a bingo card"), "chess",
    parlour_bingo_match_get_type, parlour_bingo_page_get_type, parlour_rules_window_new_bingo,
    parlour_bingo_options_get_type, parlour_bingo_rounds_add_actions },
};

/* The page that stands in the board's place of the window's play area
 * (beside the side panel) for a variant's match: the board alone, or for a
 * match of teams on two boards a Bughouse page, each board between its players'
 * bars. */
static GType
variant_page_type (GType match_type)
{
  if (g_type_is_a (match_type, PARLOUR_TYPE_BUGHOUSE_MATCH))
    return PARLOUR_TYPE_BUGHOUSE_PAGE;
  return PARLOUR_TYPE_SINGLE_PAGE;
}

static GListModel *
build_modes (void)
{
  GListStore *store = g_list_store_new (PARLOUR_TYPE_PLAY_MODE);
  const ParlourVariant **variants;
  guint n_variants;

  variants = parlour_variant_list (&n_variants);
  for (guint i = 0; i < n_variants; i++)
    {
      GType match_type = parlour_match_type_for_variant (variants[i]);
      g_autoptr(ParlourPlayMode) mode = NULL;

      mode = parlour_play_mode_new (variants[i]->id, _(variants[i]->name),
                                    _(variants[i]->description), variants[i], match_type,
                                    variant_page_type (match_type));
      g_list_store_append (store, mode);
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra_modes); i++)
    {
      const ExtraMode *row = &extra_modes[i];
      g_autoptr(ParlourPlayMode) mode = NULL;

      mode = g_object_new (PARLOUR_TYPE_PLAY_MODE,
                           "id", row->id,
                           "title", _(row->title),
                           "description", _(row->description),
                           "variant", parlour_variant_lookup (row->variant_id),
                           "match-type", row->match_type (),
                           "page-type", row->page_type (),
                           "options-type", row->options_type (),
                           NULL);
      g_list_store_append (store, mode);
    }
  return G_LIST_MODEL (store);
}

GListModel *
parlour_play_modes_get_default (void)
{
  static gsize modes;

  if (g_once_init_enter (&modes))
    g_once_init_leave (&modes, (gsize) build_modes ());
  return (GListModel *) modes;
}

void
parlour_play_modes_add (ParlourPlayMode *mode)
{
  g_return_if_fail (PARLOUR_IS_PLAY_MODE (mode));
  g_return_if_fail (parlour_play_modes_lookup (parlour_play_mode_get_id (mode)) == NULL);

  g_list_store_append (G_LIST_STORE (parlour_play_modes_get_default ()), mode);
}

ParlourPlayMode *
parlour_play_modes_lookup (const char *id)
{
  GListModel *modes = parlour_play_modes_get_default ();

  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);

      if (g_strcmp0 (parlour_play_mode_get_id (mode), id) == 0)
        return mode;
    }
  return NULL;
}

ParlourPlayMode *
parlour_play_modes_for_match_type (GType match_type)
{
  GListModel *modes = parlour_play_modes_get_default ();
  ParlourPlayMode *kin = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);
      GType type = parlour_play_mode_get_match_type (mode);

      if (type == match_type)
        return mode;
      if (kin == NULL && g_type_is_a (match_type, type))
        kin = mode;
    }
  return kin;
}

GtkWidget *
parlour_play_mode_new_rules_window (ParlourPlayMode *mode,
                                    GtkWindow       *parent)
{
  g_return_val_if_fail (PARLOUR_IS_PLAY_MODE (mode), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (extra_modes); i++)
    if (g_str_equal (parlour_play_mode_get_id (mode), extra_modes[i].id))
      return extra_modes[i].rules (parent);
  return parlour_rules_window_new (parent, parlour_play_mode_get_variant (mode));
}

char **
parlour_play_modes_add_actions (GtkWindow            *window,
                                ParlourMatchReadyFunc ready)
{
  g_auto(GStrv) before = NULL;
  g_auto(GStrv) after = NULL;
  g_autoptr(GStrvBuilder) added = g_strv_builder_new ();

  g_return_val_if_fail (G_IS_ACTION_MAP (window) && G_IS_ACTION_GROUP (window), NULL);
  g_return_val_if_fail (ready != NULL, NULL);

  before = g_action_group_list_actions (G_ACTION_GROUP (window));
  for (guint i = 0; i < G_N_ELEMENTS (extra_modes); i++)
    if (extra_modes[i].add_actions != NULL)
      extra_modes[i].add_actions (window, ready);
  after = g_action_group_list_actions (G_ACTION_GROUP (window));
  for (guint i = 0; after[i] != NULL; i++)
    if (!g_strv_contains ((const char * const *) before, after[i]))
      g_strv_builder_add (added, after[i]);
  return g_strv_builder_end (added);
}

void
parlour_play_modes_register_match_types (void)
{
  GListModel *modes = parlour_play_modes_get_default ();

  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);

      parlour_match_register_type (parlour_play_mode_get_match_type (mode));
    }
}

ParlourPlayMode *
parlour_play_modes_for_match (ParlourMatch *match)
{
  GListModel *modes = parlour_play_modes_get_default ();
  GType match_type;
  const ParlourVariant *variant;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), NULL);

  match_type = G_OBJECT_TYPE (match);
  variant = parlour_game_get_variant (parlour_match_get_game (match, 0));
  for (guint i = 0; i < g_list_model_get_n_items (modes); i++)
    {
      g_autoptr(ParlourPlayMode) mode = g_list_model_get_item (modes, i);

      if (parlour_play_mode_get_match_type (mode) == match_type
          && parlour_play_mode_get_variant (mode) == variant)
        return mode;
    }
  return parlour_play_modes_for_match_type (match_type);
}

GType
parlour_play_modes_page_type_for_match (ParlourMatch *match)
{
  ParlourPlayMode *mode;

  g_return_val_if_fail (PARLOUR_IS_MATCH (match), G_TYPE_INVALID);

  mode = parlour_play_modes_for_match_type (G_OBJECT_TYPE (match));
  if (mode != NULL && parlour_play_mode_get_match_type (mode) == G_OBJECT_TYPE (match))
    return parlour_play_mode_get_page_type (mode);
  /* a match no mode plays (a test's kind of a single match on two boards):
   * its boards say which page fits */
  return parlour_match_get_n_boards (match) > 1 ? PARLOUR_TYPE_BUGHOUSE_PAGE
                                                : PARLOUR_TYPE_SINGLE_PAGE;
}
