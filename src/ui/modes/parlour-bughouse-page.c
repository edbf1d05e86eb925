/* parlour-bughouse-page.c — a match of several boards: each board between its players' bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match of several boards (Bughouse) shows each board between two bars, one
 * per player, with the player's name, clock and, when the player has to act
 * but has no legal action, "Waiting for a piece" (the clock keeps running:
 * docs/rules/bughouse.md). The boards stand in a ParlourBoardsBox, side by
 * side or stacked, whichever the play area finds gives bigger boards.
 *
 * Table talk (docs/rules/bughouse.md, "Table talk"): each seat's message to
 * its partner (ParlourBughouseMatch) shows in that seat's bar, so the partner
 * sees it beside the other board: "Needs a knight". The bar of a person's
 * seat at this computer has a menu to tell the partner, through the match,
 * which a computer partner hears as well (docs/computer.md). The match clears
 * a message when it goes stale; the bars follow its ::team-message signal.
 *
 * The boards box is the page's template's (data/ui/parlour-bughouse-page.ui);
 * each board's view, with its two bars around it, is made in code as the
 * page is asked for boards (parlour_page_set_n_boards).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-view.h"
#include "parlour-boards-box.h"
#include "parlour-bughouse-match.h"
#include "parlour-bughouse-page.h"
#include "parlour-play-area.h"

/* the seats that can talk: Bughouse's four */
#define N_TALK_SEATS 4

struct _ParlourBughousePage
{
  ParlourPage   parent_instance;

  GtkWidget    *boards_box;
  /* clock views made bars: [2 b] above board b, [2 b + 1] below it */
  GPtrArray    *seat_bars;
  int           bars_height;
  ParlourMatch *match;         /* the page's, while talk_id is on it */
  gulong        talk_id;
  GMenu        *talk_menus[N_TALK_SEATS];
};

G_DEFINE_FINAL_TYPE (ParlourBughousePage, parlour_bughouse_page, PARLOUR_TYPE_PAGE)

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

  g_menu_item_set_action_and_target_value (item, "page.tell-partner",
                                           g_variant_new ("(uuu)", seat, (guint32) talk, kind));
  return item;
}

/* The menu of @seat's bar: a need or a warning per kind, and taking it back. */
static GMenuModel *
talk_menu (ParlourBughousePage *self,
           guint                seat)
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
static void
sync_talk (ParlourBughousePage *self)
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
tell_partner_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint32 seat, talk, kind;

  if (self->match == NULL || !PARLOUR_IS_BUGHOUSE_MATCH (self->match))
    return;
  g_variant_get (param, "(uuu)", &seat, &talk, &kind);
  /* the match refuses what the seat may not say; the window tells */
  if (!parlour_bughouse_match_post (PARLOUR_BUGHOUSE_MATCH (self->match), seat, talk, kind,
                                    &error))
    parlour_page_notice (PARLOUR_PAGE (self), error->message);
}

static const char *
player_name (ParlourGame  *game,
             ParlourColor  color)
{
  const char *name = parlour_game_get_tag (game, color == PARLOUR_WHITE ? "White" : "Black");

  if (name == NULL || *name == '\0' || g_str_equal (name, "?"))
    return color == PARLOUR_WHITE ? _("White") : _("Black");
  return name;
}

/* The seat to act on @board has nothing it may do: it waits (for a piece
 * from the partner, in Bughouse) while its clock runs. */
static gboolean
seat_waits (ParlourMatch *match,
            guint         board)
{
  guint seat = parlour_match_get_seat_to_act (match, board);
  g_autoptr(GArray) actions = NULL;

  if (seat == PARLOUR_NO_SEAT || parlour_game_is_over (parlour_match_get_game (match, board)))
    return FALSE;
  actions = g_array_new (FALSE, FALSE, sizeof (ParlourAction));
  parlour_match_legal_actions (match, seat, actions);
  return actions->len == 0;
}

static void
update_clocks (ParlourPage *page,
               gint64       now_us);

static void
sync_bars (ParlourPage *page)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (page);
  gboolean paused;

  if (self->match == NULL)
    return;
  paused = parlour_match_get_paused (self->match);
  for (guint b = 0; b < parlour_page_get_n_boards (page); b++)
    {
      ParlourGame *game = parlour_match_get_game (self->match, b);
      gboolean flipped = parlour_board_view_get_flipped (
        PARLOUR_BOARD_VIEW (parlour_page_get_board_view (page, b)));
      gboolean waits = seat_waits (self->match, b);

      for (guint i = 0; i < 2; i++)
        {
          ParlourClockView *bar = g_ptr_array_index (self->seat_bars, 2 * b + i);
          /* the top bar is Black's unless the board is flipped */
          ParlourColor side = (i == 0) != flipped ? PARLOUR_BLACK : PARLOUR_WHITE;

          parlour_clock_view_set_side (bar, side);
          parlour_clock_view_set_player_name (bar, player_name (game, side));
          parlour_clock_view_set_paused (bar, paused);
          parlour_clock_view_set_status (bar, waits && parlour_game_get_side_to_move (game) == side
                                              ? _("Waiting for a piece") : NULL);
        }
    }
  sync_talk (self);
  update_clocks (page, g_get_monotonic_time ());
}

static void
update_clocks (ParlourPage *page,
               gint64       now_us)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (page);

  if (self->match == NULL)
    return;
  for (guint i = 0; i < self->seat_bars->len; i++)
    {
      ParlourClockView *bar = g_ptr_array_index (self->seat_bars, i);
      ParlourGame *game = parlour_match_get_game (self->match, i / 2);
      ParlourClock *clock = parlour_match_get_clock (self->match, i / 2);
      ParlourColor side = parlour_clock_view_get_side (bar);
      gboolean over = parlour_game_is_over (game);
      gint active = -1;

      if (clock == NULL)
        parlour_clock_view_set_time (bar, -1, 0);
      else
        parlour_clock_view_set_time (bar, parlour_clock_get_remaining (clock, side, now_us),
                                     parlour_clock_get_control (clock, side)->base_us);
      /* with a running clock the running side is lit; otherwise the side to move */
      if (!over && clock != NULL && parlour_clock_is_running (clock))
        active = parlour_clock_get_active (clock);
      else if (!over)
        active = parlour_game_get_side_to_move (game);
      parlour_clock_view_set_active (bar, active == (gint) side);
    }
}

static void
match_changed (ParlourPage  *page,
               ParlourMatch *old_match)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (page);
  ParlourMatch *match = parlour_page_get_match (page);

  if (self->match != NULL)
    g_clear_signal_handler (&self->talk_id, self->match);
  self->match = match;
  /* the menus name the kinds of the match's variant */
  for (guint i = 0; i < G_N_ELEMENTS (self->talk_menus); i++)
    g_clear_object (&self->talk_menus[i]);
  if (PARLOUR_IS_BUGHOUSE_MATCH (match))
    self->talk_id = g_signal_connect_swapped (match, "team-message", G_CALLBACK (sync_talk), self);
}

static void
place_board (ParlourPage *page,
             GtkWidget   *view)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (page);
  GtkWidget *unit;
  GtkWidget *bars[2];
  int bar_height = 0, unused;

  unit = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  for (guint i = 0; i < 2; i++)
    {
      bars[i] = parlour_clock_view_new ();
      parlour_clock_view_make_bar (PARLOUR_CLOCK_VIEW (bars[i]));
      g_ptr_array_add (self->seat_bars, bars[i]);
    }
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (unit), bars[0]);
  gtk_box_append (GTK_BOX (unit), view);
  gtk_box_append (GTK_BOX (unit), bars[1]);
  parlour_boards_box_append (PARLOUR_BOARDS_BOX (self->boards_box), unit);
  gtk_widget_measure (bars[0], GTK_ORIENTATION_VERTICAL, -1, &bar_height, &unused, NULL, NULL);
  self->bars_height = 2 * (bar_height + 4);
}

/* the last board goes, with its bars */
static void
remove_board (ParlourPage *page,
              GtkWidget   *view)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (page);

  g_ptr_array_set_size (self->seat_bars, self->seat_bars->len - 2);
  parlour_boards_box_remove (PARLOUR_BOARDS_BOX (self->boards_box), gtk_widget_get_parent (view));
}

static int
get_extra_height (ParlourPage *page)
{
  return PARLOUR_BUGHOUSE_PAGE (page)->bars_height;
}

ParlourClockView *
parlour_bughouse_page_get_seat_bar (ParlourBughousePage *self,
                                    guint                board,
                                    ParlourColor         side)
{
  g_return_val_if_fail (PARLOUR_IS_BUGHOUSE_PAGE (self), NULL);

  for (guint i = 2 * board; i < MIN (2 * board + 2, self->seat_bars->len); i++)
    if (parlour_clock_view_get_side (g_ptr_array_index (self->seat_bars, i)) == side)
      return g_ptr_array_index (self->seat_bars, i);
  return NULL;
}

static void
parlour_bughouse_page_dispose (GObject *object)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (object);

  parlour_page_set_match (PARLOUR_PAGE (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PARLOUR_TYPE_BUGHOUSE_PAGE);
  G_OBJECT_CLASS (parlour_bughouse_page_parent_class)->dispose (object);
}

static void
parlour_bughouse_page_finalize (GObject *object)
{
  ParlourBughousePage *self = PARLOUR_BUGHOUSE_PAGE (object);

  g_ptr_array_unref (self->seat_bars);
  G_OBJECT_CLASS (parlour_bughouse_page_parent_class)->finalize (object);
}

static void
parlour_bughouse_page_class_init (ParlourBughousePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ParlourPageClass *page_class = PARLOUR_PAGE_CLASS (klass);

  object_class->dispose = parlour_bughouse_page_dispose;
  object_class->finalize = parlour_bughouse_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "page.tell-partner", "(uuu)",
                                   tell_partner_activated);
  /* a square per board, each the board's with its two bars */
  page_class->place_board = place_board;
  page_class->remove_board = remove_board;
  page_class->match_changed = match_changed;
  page_class->sync = sync_bars;
  page_class->update_clocks = update_clocks;
  page_class->get_extra_height = get_extra_height;

  g_type_ensure (PARLOUR_TYPE_BOARDS_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/parlourchess/Parlour/ui/parlour-bughouse-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ParlourBughousePage, boards_box);
}

static void
parlour_bughouse_page_init (ParlourBughousePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seat_bars = g_ptr_array_new ();
  /* the boards as far apart as the play area sets them */
  parlour_boards_box_set_spacing (PARLOUR_BOARDS_BOX (self->boards_box),
                                  PARLOUR_PLAY_AREA_BOARD_GAP);
}
