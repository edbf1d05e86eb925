/* test-piece-art.c — the piece art can be told apart, and the board names it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What data/pieces/README.md promises about the art, checked on the textures
 * the app draws: forward-only kinds show their direction for their owner
 * (and turn with the board), kinds that differ only in being hobbled or
 * hooded differ clearly at 32 px, every set has every kind, the window draws
 * the set chosen in the preferences, and the board's tooltip names the piece
 * under the pointer unless the window has a tooltip of its own.
 *
 * With PARLOUR_TEST_SCREENSHOTS=DIR, /ui/piece-art/window saves a chess game
 * and a Bungalow game in each set, light and dark (docs/screenshots/pieces-*).
 */
#include "config.h"

#include <adwaita.h>

#include "parlour-board-view-private.h"
#include "parlour-notation.h"
#include "parlour-piece-cache.h"
#include "parlour-variant.h"
#include "parlour-window-private.h"
#include "ui-test-util.h"

#include <string.h>

#define FORWARD_VARIANT "bungalow-forward"

typedef struct {
  int     width;
  int     height;
  guint8 *pixels;   /* premultiplied BGRA or ARGB, 4 bytes a pixel, no padding */
} Pixels;

static void
pixels_clear (Pixels *p)
{
  g_clear_pointer (&p->pixels, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Pixels, pixels_clear)

static void
download (GdkTexture *texture,
          Pixels     *p)
{
  p->width = gdk_texture_get_width (texture);
  p->height = gdk_texture_get_height (texture);
  p->pixels = g_malloc ((gsize) p->width * p->height * 4);
  gdk_texture_download (texture, p->pixels, p->width * 4);
}

/* how far pixel @i of @a and pixel @j of @b are apart: the largest difference of a channel */
static guint
pixel_distance_between (const Pixels *a,
                        gsize         i,
                        const Pixels *b,
                        gsize         j)
{
  guint d = 0;

  for (guint c = 0; c < 4; c++)
    d = MAX (d, (guint) ABS (a->pixels[i * 4 + c] - b->pixels[j * 4 + c]));
  return d;
}

static guint
pixel_distance (const Pixels *a,
                const Pixels *b,
                gsize         i)
{
  return pixel_distance_between (a, i, b, i);
}

/* The kinds of @variant that only ever move forward: their Betza says
 * forward (f) for every part of the movement; pawns, which every player
 * knows, carry no mark. */
static GPtrArray *
forward_only_kinds (const ParlourVariant *variant)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint k = 1; k <= variant->n_kinds; k++)
    {
      const char *betza = variant->kinds[k].betza;

      if (betza != NULL && betza[0] == 'f' && strpbrk (betza, "bvslrK") == NULL &&
          !variant->kinds[k].pawn)
        g_ptr_array_add (ids, (gpointer) variant->kinds[k].id);
    }
  return ids;
}

/* The forward mark's art is one arrow pointing up: a polygon with one
 * topmost corner (the tip) and a flat lowest edge (the end of the shaft). */
static void
assert_mark_points_up (const char   *set,
                       const char   *id,
                       ParlourColor  color)
{
  g_autofree char *path = g_strdup_printf ("/io/github/parlourchess/Parlour/pieces/%s/%s-%s-forward.svg",
                                           set, color == PARLOUR_WHITE ? "white" : "black", id);
  g_autoptr(GBytes) svg = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *text = NULL;
  g_autofree char *path_data = NULL;
  g_auto(GStrv) numbers = NULL;
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  guint n_top = 0, n_bottom = 0, n;
  const char *d;

  g_assert_nonnull (svg);
  text = g_strndup (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  d = strstr (text, " d=\"");
  g_assert_nonnull (d);
  g_assert_null (strstr (d + 1, " d=\""));   /* one path */
  d += 4;
  path_data = g_strndup (d, strchr (d, '"') - d);
  numbers = g_regex_split_simple ("[^0-9.]+", path_data, 0, 0);
  n = g_strv_length (numbers);
  for (guint i = 1; i + 1 < n; i += 2)
    {
      double y = g_ascii_strtod (numbers[i + 1], NULL);

      if (y < top - 0.01)
        top = y, n_top = 0;
      if (y < top + 0.01)
        n_top++;
      if (y > bottom + 0.01)
        bottom = y, n_bottom = 0;
      if (y > bottom - 0.01)
        n_bottom++;
    }
  g_assert_cmpuint (n_top, ==, 1);
  g_assert_cmpuint (n_bottom, >=, 2);
}

/* Does the image facing down show the one facing up mirrored top to bottom
 * about the middle of rows @first..@last? Every pixel where the two differ
 * belongs to the mark in one of them, so it must be found mirrored in the
 * other (within a row, for the rounding of the mark's box to pixels). */
static gboolean
mirrored (const Pixels *up,
          const Pixels *down,
          int           first,
          int           last)
{
  guint differ = 0, found = 0;

  for (int y = first; y <= last; y++)
    for (int x = 0; x < up->width; x++)
      {
        gsize i = (gsize) y * up->width + x;
        gboolean match = FALSE;

        if (pixel_distance (up, down, i) <= 64)
          continue;
        differ++;
        for (int shift = -1; shift <= 1 && !match; shift++)
          {
            int m = first + last - y + shift;
            gsize j = (gsize) m * up->width + x;

            if (m < 0 || m >= up->height)
              continue;
            match = pixel_distance_between (down, i, up, j) <= 96 ||
                    pixel_distance_between (up, i, down, j) <= 96;
          }
        found += match;
      }
  g_test_message ("%u of %u differing pixels mirrored", found, differ);
  return differ > 0 && found >= differ * 9 / 10;
}

/* Every forward-only kind of every set has a forward mark for both colours,
 * an arrow pointing up in its file; facing down the image shows it mirrored
 * in place. */
static void
test_forward_marks (void)
{
  g_autoptr(GPtrArray) kinds = forward_only_kinds (parlour_variant_lookup (FORWARD_VARIANT));
  g_auto(GStrv) sets = parlour_piece_cache_list_sets ();
  g_autoptr(ParlourPieceCache) cache = parlour_piece_cache_new ();

  g_assert_cmpuint (kinds->len, ==, 2);   /* the Mitre and the Hump */
  g_assert_cmpuint (g_strv_length (sets), >=, 2);
  for (guint s = 0; sets[s] != NULL; s++)
    for (guint k = 0; k < kinds->len; k++)
      for (ParlourColor color = PARLOUR_WHITE; color <= PARLOUR_BLACK; color++)
        {
          const char *id = kinds->pdata[k];
          g_auto(Pixels) up = { 0 };
          g_auto(Pixels) down = { 0 };
          g_auto(Pixels) plain = { 0 };
          int first = -1, last = -1;

          g_test_message ("%s: %s %s", sets[s], color == PARLOUR_WHITE ? "white" : "black", id);
          parlour_piece_cache_set_piece_set (cache, sets[s]);
          g_assert_true (parlour_piece_cache_has_forward_mark (cache, id, color));
          assert_mark_points_up (sets[s], id, color);
          download (parlour_piece_cache_get_facing (cache, id, 'X', color,
                                                    PARLOUR_PIECE_FACING_UP, 64), &up);
          download (parlour_piece_cache_get_facing (cache, id, 'X', color,
                                                    PARLOUR_PIECE_FACING_DOWN, 64), &down);
          /* parlour_piece_cache_get() shows the owner's direction on a board
           * with White at the bottom */
          download (parlour_piece_cache_get (cache, id, 'X', color, 64), &plain);
          g_assert_true (memcmp (plain.pixels, color == PARLOUR_WHITE ? up.pixels : down.pixels,
                                 64 * 64 * 4) == 0);
          /* the rows where the two differ: the mark's box */
          for (int y = 0; y < up.height; y++)
            for (int x = 0; x < up.width; x++)
              if (pixel_distance (&up, &down, (gsize) y * up.width + x) > 64)
                {
                  if (first < 0)
                    first = y;
                  last = y;
                }
          g_assert_cmpint (first, >=, 0);
          g_assert_cmpint (last - first, >=, 10);
          g_assert_true (mirrored (&up, &down, first, last));
        }
  /* kinds without a mark look the same either way: one image */
  parlour_piece_cache_set_piece_set (cache, "parlour");
  g_assert_false (parlour_piece_cache_has_forward_mark (cache, "pawn", PARLOUR_BLACK));
  g_assert_true (parlour_piece_cache_get_facing (cache, "pawn", 'P', PARLOUR_BLACK,
                                                 PARLOUR_PIECE_FACING_UP, 40) ==
                 parlour_piece_cache_get_facing (cache, "pawn", 'P', PARLOUR_BLACK,
                                                 PARLOUR_PIECE_FACING_DOWN, 40));
}

/* Pairs of kinds that used to differ by a small badge or a grey head: at
 * 32 px, in both colours and every set, a good part of the image differs. */
static void
test_distinct (void)
{
  static const char * const pairs[][2] = {
    { "elephant", "lame-alfil" },
    { "dabbabah", "lame-dabbabah" },
    { "horse", "dark-horse" },
  };
  g_auto(GStrv) sets = parlour_piece_cache_list_sets ();
  g_autoptr(ParlourPieceCache) cache = parlour_piece_cache_new ();

  for (guint s = 0; sets[s] != NULL; s++)
    for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
      for (ParlourColor color = PARLOUR_WHITE; color <= PARLOUR_BLACK; color++)
        {
          g_auto(Pixels) a = { 0 };
          g_auto(Pixels) b = { 0 };
          guint differ = 0;

          parlour_piece_cache_set_piece_set (cache, sets[s]);
          download (parlour_piece_cache_get (cache, pairs[p][0], 'X', color, 32), &a);
          download (parlour_piece_cache_get (cache, pairs[p][1], 'X', color, 32), &b);
          for (gsize i = 0; i < 32 * 32; i++)
            differ += pixel_distance (&a, &b, i) > 64;
          g_test_message ("%s %s %s/%s: %u pixels differ", sets[s],
                          color == PARLOUR_WHITE ? "white" : "black", pairs[p][0], pairs[p][1],
                          differ);
          /* the badge and the grey head of the first art changed 23 to 59
           * pixels of the 1024; a lean, a crutch or a cloak change more */
          g_assert_cmpuint (differ, >=, 80);
        }
}

/* Every set shipped has art of its own for every kind of every variant, in
 * both colours, and a royal mark: a kind missing from a set would show as a
 * lettered disc in the middle of drawn pieces. */
static void
test_every_kind (void)
{
  static const char * const shipped[] = { "parlour", "flat", "medallion" };
  g_auto(GStrv) sets = parlour_piece_cache_list_sets ();
  g_autoptr(ParlourPieceCache) cache = parlour_piece_cache_new ();
  const ParlourVariant **variants;
  guint n_variants;

  variants = parlour_variant_list (&n_variants);
  g_assert_cmpuint (n_variants, >, 0);
  for (guint s = 0; s < G_N_ELEMENTS (shipped); s++)
    g_assert_true (g_strv_contains ((const char * const *) sets, shipped[s]));
  for (guint s = 0; sets[s] != NULL; s++)
    for (ParlourColor color = PARLOUR_WHITE; color <= PARLOUR_BLACK; color++)
      {
        const char *colour = color == PARLOUR_WHITE ? "white" : "black";
        g_autofree char *royal = g_strdup_printf ("/io/github/parlourchess/Parlour/pieces/%s/"
                                                  "%s-royal-mark.svg", sets[s], colour);

        g_test_message ("%s: %s", sets[s], royal);
        g_assert_true (g_resources_get_info (royal, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL,
                                             NULL));
        for (guint v = 0; v < n_variants; v++)
          for (guint k = 1; k <= variants[v]->n_kinds; k++)
            {
              const char *id = variants[v]->kinds[k].id;
              g_autofree char *path = g_strdup_printf ("/io/github/parlourchess/Parlour/pieces/"
                                                       "%s/%s-%s.svg", sets[s], colour, id);

              g_test_message ("%s: %s %s (%s)", sets[s], colour, id, variants[v]->id);
              g_assert_true (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL,
                                                   NULL, NULL));
            }
      }
  /* and every one of them draws: librsvg reads the files (a file it cannot
   * read warns, which fails the test) */
  for (guint s = 0; sets[s] != NULL; s++)
    {
      parlour_piece_cache_set_piece_set (cache, sets[s]);
      g_assert_cmpstr (parlour_piece_cache_get_piece_set (cache), ==, sets[s]);
      for (guint v = 0; v < n_variants; v++)
        for (guint k = 1; k <= variants[v]->n_kinds; k++)
          for (ParlourColor color = PARLOUR_WHITE; color <= PARLOUR_BLACK; color++)
            g_assert_nonnull (parlour_piece_cache_get (cache, variants[v]->kinds[k].id, 'X',
                                                       color, 32));
    }
}

/* The window's boards draw the set the preferences name, in chess and on
 * Bungalow's 10x10 board (with the plain and the forward kinds): a set the app did not ship would fall back to the
 * default. */
static void
test_window (void)
{
  static const char * const shipped[] = { "parlour", "flat", "medallion" };
  static const char * const variants[][2] = {
    { "chess", "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4" },
    { "bungalow", NULL },
    { FORWARD_VARIANT, NULL },
  };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  ParlourWindow *window = ui_test_window_new ();
  ParlourBoardView *board = ui_test_board_view (window, 0);

  ui_test_screenshot_setup (GTK_WINDOW (window));
  for (guint s = 0; s < G_N_ELEMENTS (shipped); s++)
    for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(ParlourGame) game = parlour_game_new (parlour_variant_lookup (variants[v][0]),
                                                        variants[v][1], 0, &error);
        g_autofree char *set = NULL;
        g_autofree char *name = NULL;

        g_assert_no_error (error);
        g_settings_set_string (settings, "piece-set", shipped[s]);
        ui_test_set_game (window, game, NULL);
        ui_test_iterate ();
        g_object_get (board, "piece-set", &set, NULL);
        g_assert_cmpstr (set, ==, shipped[s]);
        g_assert_cmpstr (parlour_piece_cache_get_piece_set (board->pieces), ==, shipped[s]);
        name = g_strdup_printf ("pieces-%s-%s", shipped[s], variants[v][0]);
        ui_test_screenshot_styles (GTK_WIDGET (window), g_getenv ("PARLOUR_TEST_SCREENSHOTS"),
                                   name);
      }
  g_settings_reset (settings, "piece-set");
  ui_test_window_destroy (window);
}

typedef struct {
  GtkWidget        *window;
  ParlourBoardView *view;
  ParlourGame      *game;
} Fixture;

static void
setup (Fixture       *f,
       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  guint64 start = g_get_monotonic_time ();

  f->game = parlour_game_new (parlour_variant_lookup (FORWARD_VARIANT), NULL, 0, &error);
  g_assert_no_error (error);
  f->view = PARLOUR_BOARD_VIEW (parlour_board_view_new ());
  parlour_board_view_set_game (f->view, f->game);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 500, 500);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  gtk_window_present (GTK_WINDOW (f->window));
  while (gtk_widget_get_width (GTK_WIDGET (f->view)) == 0 &&
         g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->view)), >, 0);
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_object_unref (f->game);
}

static void
center (Fixture    *f,
        const char *name,
        double     *x,
        double     *y)
{
  int sq = parlour_square_from_name (parlour_game_get_variant (f->game), name);

  g_assert_cmpint (sq, >=, 0);
  g_assert_true (parlour_board_view_square_center (f->view, sq, x, y));
}

/* The board draws @piece (a Mitre) with the cache's image facing @facing */
static void
assert_drawn_facing (Fixture           *f,
                     ParlourPiece       piece,
                     ParlourPieceFacing facing)
{
  g_assert_true (parlour_board_view_piece_texture (f->view, piece) ==
                 parlour_piece_cache_get_facing (f->view->pieces, "mitre", 'M',
                                                 PARLOUR_PIECE_COLOR (piece), facing,
                                                 f->view->texture_px));
}

/* The board asks the cache for the image of a forward-only piece pointing
 * the way its owner goes on the screen: Black's Mitre down on a board with
 * White at the bottom, up on a flipped one. */
static void
test_board_direction (Fixture       *f,
                      gconstpointer  data)
{
  const ParlourPosition *pos = parlour_game_get_position (f->game);
  int a1 = parlour_square_from_name (pos->variant, "a1");
  int a10 = parlour_square_from_name (pos->variant, "a10");
  ParlourPiece white_mitre = pos->board[a1], black_mitre = pos->board[a10];
  guint px;

  g_assert_cmpstr (pos->variant->kinds[PARLOUR_PIECE_KIND (black_mitre)].id, ==, "mitre");
  g_assert_cmpint (PARLOUR_PIECE_COLOR (black_mitre), ==, PARLOUR_BLACK);
  g_assert_cmpint (parlour_board_view_facing (f->view, PARLOUR_WHITE), ==,
                   PARLOUR_PIECE_FACING_UP);
  g_assert_cmpint (parlour_board_view_facing (f->view, PARLOUR_BLACK), ==,
                   PARLOUR_PIECE_FACING_DOWN);
  px = f->view->texture_px;
  g_assert_cmpuint (px, >, 0);
  assert_drawn_facing (f, black_mitre, PARLOUR_PIECE_FACING_DOWN);
  assert_drawn_facing (f, white_mitre, PARLOUR_PIECE_FACING_UP);

  parlour_board_view_set_flipped (f->view, TRUE);
  g_assert_cmpint (parlour_board_view_facing (f->view, PARLOUR_BLACK), ==,
                   PARLOUR_PIECE_FACING_UP);
  assert_drawn_facing (f, black_mitre, PARLOUR_PIECE_FACING_UP);
  assert_drawn_facing (f, white_mitre, PARLOUR_PIECE_FACING_DOWN);
  g_assert_false (parlour_board_view_piece_texture (f->view, black_mitre) ==
                  parlour_piece_cache_get_facing (f->view->pieces, "mitre", 'M', PARLOUR_BLACK,
                                                  PARLOUR_PIECE_FACING_DOWN, px));
}

static gboolean
query_tooltip (Fixture *f,
               double   x,
               double   y)
{
  g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (f->view, "query-tooltip", (int) x, (int) y, FALSE, tooltip, &shown);
  return shown;
}

/* The tooltip names the piece under the pointer with how it moves; the
 * window's own tooltip text (Panic chess's chances) wins while it is set. */
static void
test_tooltip (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *lame = NULL;
  g_autofree char *mitre = NULL;
  g_autofree char *empty = NULL;
  double x, y, ex, ey;

  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (f->view)));
  center (f, "a9", &x, &y);
  lame = parlour_board_view_dup_piece_info (f->view, x, y);
  g_assert_cmpstr (lame, ==, "Black Lame Dabbabah — Moves two squares straight along a rank or "
                             "a file, but only when the square in between is empty.");
  center (f, "a1", &x, &y);
  mitre = parlour_board_view_dup_piece_info (f->view, x, y);
  g_assert_true (g_str_has_prefix (mitre, "White Mitre — Slides any distance diagonally "
                                          "forward"));
  center (f, "e5", &ex, &ey);
  empty = parlour_board_view_dup_piece_info (f->view, ex, ey);
  g_assert_null (empty);
  g_assert_true (query_tooltip (f, x, y));
  g_assert_false (query_tooltip (f, ex, ey));

  /* the window's text is shown everywhere, even over an empty square */
  gtk_widget_set_tooltip_text (GTK_WIDGET (f->view), "Chances");
  g_assert_true (query_tooltip (f, ex, ey));
  /* and when it is taken away the piece names come back */
  gtk_widget_set_tooltip_text (GTK_WIDGET (f->view), NULL);
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (f->view)));
  g_assert_false (query_tooltip (f, ex, ey));
  g_assert_true (query_tooltip (f, x, y));
}

int
main (int   argc,
      char *argv[])
{
  /* each test's piece images go to a cache directory of its own, removed after */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/piece-art/forward-marks", test_forward_marks);
  g_test_add_func ("/ui/piece-art/distinct", test_distinct);
  g_test_add_func ("/ui/piece-art/every-kind", test_every_kind);
  g_test_add_func ("/ui/piece-art/window", test_window);
  g_test_add ("/ui/piece-art/board-direction", Fixture, NULL, setup, test_board_direction,
              teardown);
  g_test_add ("/ui/piece-art/tooltip", Fixture, NULL, setup, test_tooltip, teardown);
  return g_test_run ();
}
