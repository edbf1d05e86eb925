/* parlour-page.c — the widget that shows a match in the play area's board place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each play mode names a page type (docs/ui.md, "Pages and play
 * modes"); the window makes the page from the type alone (g_object_new),
 * says how each of its board views is set up (parlour_page_set_board_setup),
 * asks for one per board of the match (parlour_page_set_n_boards) and gives
 * it the match (parlour_page_set_match). The page owns its board views: it
 * makes them (or has them in its template) and they stay in it until it
 * goes. After that the window only forwards: sync after a change, the
 * clocks' times, ::notice as a toast, ::error as its error dialog, and
 * ::show-match, a page's request to show a match (the next game of its
 * match, or a new one), as a new match is shown; it binds its title and
 * subtitle to the page's. What the page shows around its boards (seat bars,
 * a card, a bar with the match's next step) is the subclass's; how the play
 * area sizes it is in its class (n_places, min_split, fill, shows_result,
 * square_places) and its extra height.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-page.h"

typedef struct
{
  ParlourMatch          *match;
  GPtrArray             *board_views;   /* the boards' views, in order, referenced */
  char                  *result_text;
  char                  *subtitle;
  ParlourPageBoardSetup  setup;
  gpointer               setup_data;
} ParlourPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ParlourPage, parlour_page, GTK_TYPE_WIDGET)

static void update_subtitle (ParlourPage *self);

enum {
  PROP_0,
  PROP_MATCH,
  PROP_EXTRA_HEIGHT,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NOTICE,
  SHOW_MATCH,
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
parlour_page_set_match (ParlourPage  *self,
                        ParlourMatch *match)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);
  g_autoptr(ParlourMatch) old = NULL;

  g_return_if_fail (PARLOUR_IS_PAGE (self));
  g_return_if_fail (match == NULL || PARLOUR_IS_MATCH (match));

  if (priv->match == match)
    return;
  old = g_steal_pointer (&priv->match);
  priv->match = match != NULL ? g_object_ref (match) : NULL;
  if (PARLOUR_PAGE_GET_CLASS (self)->match_changed != NULL)
    PARLOUR_PAGE_GET_CLASS (self)->match_changed (self, old);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  update_subtitle (self);
}

ParlourMatch *
parlour_page_get_match (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_PAGE (self), NULL);
  return priv->match;
}

void
parlour_page_add_board (ParlourPage *self,
                        GtkWidget   *view)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_PAGE (self));
  g_return_if_fail (PARLOUR_IS_BOARD_VIEW (view));

  g_ptr_array_add (priv->board_views, g_object_ref (view));
  if (gtk_widget_get_parent (view) == NULL)
    PARLOUR_PAGE_GET_CLASS (self)->place_board (self, view);
  if (priv->setup != NULL)
    priv->setup (self, PARLOUR_BOARD_VIEW (view), priv->board_views->len - 1, priv->setup_data);
}

void
parlour_page_set_board_setup (ParlourPage           *self,
                              ParlourPageBoardSetup  setup,
                              gpointer               data)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_PAGE (self));

  priv->setup = setup;
  priv->setup_data = data;
  if (setup != NULL)
    for (guint i = 0; i < priv->board_views->len; i++)
      setup (self, g_ptr_array_index (priv->board_views, i), i, data);
}

void
parlour_page_set_n_boards (ParlourPage *self,
                           guint        n_boards)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_PAGE (self));

  while (priv->board_views->len > n_boards)
    {
      GtkWidget *view = g_ptr_array_index (priv->board_views, priv->board_views->len - 1);

      PARLOUR_PAGE_GET_CLASS (self)->remove_board (self, view);
      g_ptr_array_set_size (priv->board_views, priv->board_views->len - 1);
    }
  while (priv->board_views->len < n_boards)
    {
      GtkWidget *view = parlour_board_view_new ();

      gtk_widget_set_focusable (view, TRUE);
      parlour_page_add_board (self, view);
    }
}

guint
parlour_page_get_n_boards (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_PAGE (self), 0);
  return priv->board_views->len;
}

GtkWidget *
parlour_page_get_board_view (ParlourPage *self,
                             guint        board)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_PAGE (self), NULL);
  return board < priv->board_views->len ? g_ptr_array_index (priv->board_views, board) : NULL;
}

void
parlour_page_sync (ParlourPage *self)
{
  g_return_if_fail (PARLOUR_IS_PAGE (self));

  if (PARLOUR_PAGE_GET_CLASS (self)->sync != NULL)
    PARLOUR_PAGE_GET_CLASS (self)->sync (self);
  update_subtitle (self);
}

/* "5 min + 3 s", "90 min, 30 s delay"; NULL when the time is unlimited */
static char *
describe_time_control (const ParlourTimeControl *tc)
{
  g_autofree char *base = NULL;
  int increment = (int) (tc->increment_us / G_USEC_PER_SEC);

  if (tc->mode == PARLOUR_CLOCK_UNLIMITED)
    return NULL;

  if (tc->base_us >= 60 * G_USEC_PER_SEC && tc->base_us % (60 * G_USEC_PER_SEC) == 0)
    base = g_strdup_printf (_("%d min"), (int) (tc->base_us / (60 * G_USEC_PER_SEC)));
  else
    base = g_strdup_printf (_("%d s"), (int) (tc->base_us / G_USEC_PER_SEC));

  if (increment == 0)
    return g_steal_pointer (&base);
  switch (tc->mode)
    {
    case PARLOUR_CLOCK_FISCHER:
      /* Translators: a time control: base time plus an increment per move */
      return g_strdup_printf (_("%s + %d s"), base, increment);
    case PARLOUR_CLOCK_DELAY:
      return g_strdup_printf (_("%s, %d s delay"), base, increment);
    case PARLOUR_CLOCK_BRONSTEIN:
      return g_strdup_printf (_("%s, %d s Bronstein delay"), base, increment);
    case PARLOUR_CLOCK_UNLIMITED:
    default:
      return g_steal_pointer (&base);
    }
}

/* the first board's time control, or both sides' when they differ (time
 * odds); NULL without a clock or a limit */
static char *
describe_clock (ParlourClock *clock)
{
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;

  if (clock == NULL)
    return NULL;
  white = describe_time_control (parlour_clock_get_control (clock, PARLOUR_WHITE));
  black = describe_time_control (parlour_clock_get_control (clock, PARLOUR_BLACK));
  if (g_strcmp0 (white, black) == 0)
    return g_steal_pointer (&white);
  /* Translators: time odds: White's time control, then Black's */
  return g_strdup_printf (_("%s against %s"),
                          white ? white : _("no limit"), black ? black : _("no limit"));
}

static char *
describe_subtitle (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);
  g_autofree char *name = NULL;
  g_autofree char *tc = NULL;

  if (priv->match == NULL)
    return NULL;
  if (PARLOUR_PAGE_GET_CLASS (self)->describe != NULL)
    name = PARLOUR_PAGE_GET_CLASS (self)->describe (self);
  if (name == NULL)
    name = g_strdup (_(parlour_match_get_variant (priv->match)->name));
  tc = describe_clock (parlour_match_get_clock (priv->match, 0));
  /* Translators: the window subtitle: a variant and its time control */
  return tc ? g_strdup_printf (_("%s · %s"), name, tc) : g_steal_pointer (&name);
}

/* at each set_match and sync: what describe says may have changed (Chess
 * Bingo's game number) */
static void
update_subtitle (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);
  g_autofree char *subtitle = NULL;

  subtitle = describe_subtitle (self);
  if (g_strcmp0 (subtitle, priv->subtitle) == 0)
    return;
  g_free (priv->subtitle);
  priv->subtitle = g_steal_pointer (&subtitle);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

const char *
parlour_page_get_title (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), NULL);
  /* every page's: the app's name, as the window's own title */
  return _("Parlour");
}

const char *
parlour_page_get_subtitle (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_PAGE (self), NULL);
  return priv->subtitle;
}

void
parlour_page_update_clocks (ParlourPage *self,
                            gint64       now_us)
{
  g_return_if_fail (PARLOUR_IS_PAGE (self));

  if (PARLOUR_PAGE_GET_CLASS (self)->update_clocks != NULL)
    PARLOUR_PAGE_GET_CLASS (self)->update_clocks (self, now_us);
}

void
parlour_page_set_result_text (ParlourPage *self,
                              const char  *text)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_if_fail (PARLOUR_IS_PAGE (self));
  if (g_strcmp0 (priv->result_text, text) == 0)
    return;
  g_free (priv->result_text);
  priv->result_text = g_strdup (text);
}

const char *
parlour_page_get_result_text (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  g_return_val_if_fail (PARLOUR_IS_PAGE (self), NULL);
  return priv->result_text;
}

int
parlour_page_get_extra_height (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), 0);

  if (PARLOUR_PAGE_GET_CLASS (self)->get_extra_height == NULL)
    return 0;
  return PARLOUR_PAGE_GET_CLASS (self)->get_extra_height (self);
}

guint
parlour_page_get_n_places (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), 0);
  return PARLOUR_PAGE_GET_CLASS (self)->n_places;
}

int
parlour_page_get_min_split (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), 0);
  return PARLOUR_PAGE_GET_CLASS (self)->min_split;
}

gboolean
parlour_page_get_fill (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), FALSE);
  return PARLOUR_PAGE_GET_CLASS (self)->fill;
}

gboolean
parlour_page_get_shows_result (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), FALSE);
  return PARLOUR_PAGE_GET_CLASS (self)->shows_result;
}

gboolean
parlour_page_get_square_places (ParlourPage *self)
{
  g_return_val_if_fail (PARLOUR_IS_PAGE (self), FALSE);
  return PARLOUR_PAGE_GET_CLASS (self)->square_places;
}

void
parlour_page_notice (ParlourPage *self,
                     const char  *text)
{
  g_return_if_fail (PARLOUR_IS_PAGE (self));
  g_signal_emit (self, signals[NOTICE], 0, text);
}

void
parlour_page_show_match (ParlourPage  *self,
                         ParlourMatch *match)
{
  g_return_if_fail (PARLOUR_IS_PAGE (self));
  g_return_if_fail (PARLOUR_IS_MATCH (match));
  g_signal_emit (self, signals[SHOW_MATCH], 0, match);
}

void
parlour_page_error (ParlourPage *self,
                    const char  *heading,
                    const char  *message)
{
  g_return_if_fail (PARLOUR_IS_PAGE (self));
  g_signal_emit (self, signals[ERROR], 0, heading, message);
}

static void
parlour_page_dispose (GObject *object)
{
  ParlourPage *self = PARLOUR_PAGE (object);

  parlour_page_set_match (self, NULL);
  G_OBJECT_CLASS (parlour_page_parent_class)->dispose (object);
}

static void
parlour_page_finalize (GObject *object)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (PARLOUR_PAGE (object));

  g_ptr_array_unref (priv->board_views);
  g_free (priv->result_text);
  g_free (priv->subtitle);
  G_OBJECT_CLASS (parlour_page_parent_class)->finalize (object);
}

static void
parlour_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ParlourPage *self = PARLOUR_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, parlour_page_get_match (self));
      break;
    case PROP_EXTRA_HEIGHT:
      g_value_set_int (value, parlour_page_get_extra_height (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, parlour_page_get_title (self));
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, parlour_page_get_subtitle (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_MATCH:
      parlour_page_set_match (PARLOUR_PAGE (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
parlour_page_class_init (ParlourPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = parlour_page_dispose;
  object_class->finalize = parlour_page_finalize;
  object_class->get_property = parlour_page_get_property;
  object_class->set_property = parlour_page_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, PARLOUR_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXTRA_HEIGHT] =
    g_param_spec_int ("extra-height", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SHOW_MATCH] = g_signal_new ("show-match", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                      PARLOUR_TYPE_MATCH);
  signals[ERROR] = g_signal_new ("error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
parlour_page_init (ParlourPage *self)
{
  ParlourPagePrivate *priv = parlour_page_get_instance_private (self);

  priv->board_views = g_ptr_array_new_with_free_func (g_object_unref);
}
