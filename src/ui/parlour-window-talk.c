/* parlour-window-talk.c — Bughouse table talk in the seat bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/rules/bughouse.md, "Table talk". Each seat's message to its partner
 * (ParlourBughouseMatch) shows in that seat's bar, so the partner sees it
 * beside the other board: "Needs a knight". The bar of a person's seat at
 * this computer has a menu to tell the partner, through the match, which a
 * computer partner hears as well (docs/computer.md). The match clears a
 * message when it goes stale; the bars follow its ::team-message signal.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-bughouse-match.h"
#include "parlour-window-private.h"

/* The kinds a Bughouse partner can send, by FEN letter, with their words. */
static const struct {
  char        letter;
  const char *need;        /* the bar's text */
  const char *dont_give;
  const char *need_item;   /* the menu's items */
  const char *dont_give_item;
} talk_words[] = {
  { 'P', N_("Needs a pawn"), N_("Don’t give away a pawn"),
    N_("I Need a _Pawn"), N_("Don’t Give Away a Pawn") },
  { 'N', N_("Needs a knight"), N_("Don’t give away a knight"),
    N_("I Need a _Knight"), N_("Don’t Give Away a Knight") },
  { 'B', N_("Needs a bishop"), N_("Don’t give away a bishop"),
    N_("I Need a _Bishop"), N_("Don’t Give Away a Bishop") },
  { 'R', N_("Needs a rook"), N_("Don’t give away a rook"),
    N_("I Need a _Rook"), N_("Don’t Give Away a Rook") },
  { 'Q', N_("Needs a queen"), N_("Don’t give away a queen"),
    N_("I Need a _Queen"), N_("Don’t Give Away a Queen") },
};

/* what the bar of a seat with @message says, NULL for nothing */
static const char *
talk_text (const ParlourVariant     *variant,
           const ParlourTeamMessage *message)
{
  char letter;

  if (message->talk == PARLOUR_TALK_NONE)
    return NULL;
  letter = parlour_variant_kind_letter (variant, message->kind);
  for (guint i = 0; i < G_N_ELEMENTS (talk_words); i++)
    if (talk_words[i].letter == letter)
      return _(message->talk == PARLOUR_TALK_NEED ? talk_words[i].need
                                                  : talk_words[i].dont_give);
  return NULL;
}

static GMenuItem *
talk_item (const char  *label,
           guint        seat,
           ParlourTalk  talk,
           guint        kind)
{
  GMenuItem *item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, "win.tell-partner",
                                           g_variant_new ("(uuu)", seat, (guint32) talk, kind));
  return item;
}

/* The menu of @seat's bar: a need or a warning per kind, and taking it back. */
static GMenuModel *
talk_menu (ParlourWindow *self,
           guint          seat)
{
  const ParlourVariant *variant = parlour_match_get_variant (self->match);
  g_autoptr(GMenu) needs = g_menu_new ();
  g_autoptr(GMenu) warnings = g_menu_new ();
  g_autoptr(GMenu) back = g_menu_new ();
  GMenu *menu;

  if (self->talk_menus[seat] != NULL)
    return G_MENU_MODEL (self->talk_menus[seat]);
  for (guint i = 0; i < G_N_ELEMENTS (talk_words); i++)
    {
      guint kind = parlour_variant_kind_from_letter (variant, talk_words[i].letter);
      g_autoptr(GMenuItem) need = NULL;
      g_autoptr(GMenuItem) warning = NULL;

      if (kind == 0)
        continue;
      need = talk_item (_(talk_words[i].need_item), seat, PARLOUR_TALK_NEED, kind);
      warning = talk_item (_(talk_words[i].dont_give_item), seat, PARLOUR_TALK_DONT_GIVE, kind);
      g_menu_append_item (needs, need);
      g_menu_append_item (warnings, warning);
    }
  {
    g_autoptr(GMenuItem) item = talk_item (_("_Nothing to Say"), seat, PARLOUR_TALK_NONE, 0);

    g_menu_append_item (back, item);
  }
  menu = g_menu_new ();
  g_menu_append_section (menu, NULL, G_MENU_MODEL (needs));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (warnings));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (back));
  self->talk_menus[seat] = menu;
  return G_MENU_MODEL (menu);
}

/* Each bar shows its seat's message; a person's seat in a match in
 * progress gets the menu to tell one. */
void
parlour_window_sync_talk (ParlourWindow *self)
{
  ParlourBughouseMatch *match;

  if (self->match == NULL || !PARLOUR_IS_BUGHOUSE_MATCH (self->match))
    {
      for (guint i = 0; i < self->seat_bars->len; i++)
        {
          parlour_clock_view_set_talk (g_ptr_array_index (self->seat_bars, i), NULL);
          parlour_clock_view_set_talk_menu (g_ptr_array_index (self->seat_bars, i), NULL);
        }
      return;
    }
  match = PARLOUR_BUGHOUSE_MATCH (self->match);
  for (guint i = 0; i < self->seat_bars->len; i++)
    {
      ParlourClockView *bar = g_ptr_array_index (self->seat_bars, i);
      guint seat = parlour_match_find_seat (self->match, i / 2, parlour_clock_view_get_side (bar));
      gboolean person;

      if (seat >= G_N_ELEMENTS (self->talk_menus))
        continue;
      person = parlour_match_get_seat (self->match, seat)->controller == PARLOUR_CONTROLLER_LOCAL
               && !parlour_match_is_over (self->match);
      parlour_clock_view_set_talk (bar, talk_text (parlour_match_get_variant (self->match),
                                                   parlour_bughouse_match_get_message (match,
                                                                                       seat)));
      parlour_clock_view_set_talk_menu (bar, person ? talk_menu (self, seat) : NULL);
    }
}

static void
tell_partner_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  ParlourWindow *self = PARLOUR_WINDOW (user_data);
  g_autoptr(GError) error = NULL;
  guint32 seat, talk, kind;

  if (self->match == NULL || !PARLOUR_IS_BUGHOUSE_MATCH (self->match))
    return;
  g_variant_get (param, "(uuu)", &seat, &talk, &kind);
  if (!parlour_bughouse_match_post (PARLOUR_BUGHOUSE_MATCH (self->match), seat, talk, kind,
                                    &error))
    parlour_window_show_toast (self, error->message);
}

static const GActionEntry talk_entries[] = {
  { "tell-partner", tell_partner_activated, "(uuu)" },
};

void
parlour_window_init_talk (ParlourWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), talk_entries, G_N_ELEMENTS (talk_entries),
                                   self);
}

/* The window shows a new match: its bars follow its talk. */
void
parlour_window_attach_talk (ParlourWindow *self)
{
  if (PARLOUR_IS_BUGHOUSE_MATCH (self->match))
    g_signal_connect_object (self->match, "team-message",
                             G_CALLBACK (parlour_window_sync_talk), self, G_CONNECT_SWAPPED);
}

void
parlour_window_dispose_talk (ParlourWindow *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->talk_menus); i++)
    g_clear_object (&self->talk_menus[i]);
}
