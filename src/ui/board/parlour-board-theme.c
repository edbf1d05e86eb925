/* parlour-board-theme.c — named colour schemes for the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "parlour-board-theme.h"

struct _ParlourBoardTheme {
  const char        *id;
  const char        *name;    /* N_() */
  ParlourBoardColors colors;
};

#define RGB(r, g, b)     { (r) / 255.f, (g) / 255.f, (b) / 255.f, 1.f }
#define RGBA(r, g, b, a) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) }

/* The coordinates take the colour of the other square colour, as on lichess;
 * highlights are translucent so that both square colours still show through. */
static const ParlourBoardTheme wood = {
  "wood", N_("Wood"),
  {
    .light          = RGB (0xf0, 0xd9, 0xb5),
    .dark           = RGB (0xb5, 0x88, 0x63),
    .last_move      = RGBA (0x9b, 0xc7, 0x00, 0.41f),
    .selected       = RGBA (0x3d, 0x8b, 0x37, 0.50f),
    .hint           = RGBA (0x2a, 0x5a, 0x26, 0.45f),
    .check          = RGBA (0xe0, 0x1b, 0x24, 1.0f),
    .marked         = RGBA (0x35, 0x84, 0xe4, 0.45f),
    .coord_on_light = RGB (0xa0, 0x74, 0x50),
    .coord_on_dark  = RGB (0xf6, 0xe6, 0xcc),
    .focus          = RGBA (0x1c, 0x71, 0xd8, 0.90f),
  }
};

static const ParlourBoardTheme green = {
  "green", N_("Green"),
  {
    .light          = RGB (0xeb, 0xec, 0xd0),
    .dark           = RGB (0x73, 0x95, 0x52),
    .last_move      = RGBA (0xf5, 0xf6, 0x3c, 0.50f),
    .selected       = RGBA (0xf5, 0xf6, 0x3c, 0.65f),
    .hint           = RGBA (0x1e, 0x3c, 0x14, 0.35f),
    .check          = RGBA (0xe0, 0x1b, 0x24, 1.0f),
    .marked         = RGBA (0x35, 0x84, 0xe4, 0.45f),
    .coord_on_light = RGB (0x6a, 0x8a, 0x4b),
    .coord_on_dark  = RGB (0xf0, 0xf1, 0xdc),
    .focus          = RGBA (0x1c, 0x71, 0xd8, 0.90f),
  }
};

static const ParlourBoardTheme slate = {
  "slate", N_("Slate"),
  {
    .light          = RGB (0xdc, 0xe3, 0xe8),
    .dark           = RGB (0x7c, 0x92, 0xa3),
    .last_move      = RGBA (0x62, 0xb0, 0xe8, 0.45f),
    .selected       = RGBA (0x1c, 0x71, 0xd8, 0.45f),
    .hint           = RGBA (0x12, 0x2c, 0x48, 0.50f),
    .check          = RGBA (0xe0, 0x1b, 0x24, 1.0f),
    .marked         = RGBA (0xe5, 0xa5, 0x0a, 0.45f),
    .coord_on_light = RGB (0x6e, 0x84, 0x95),
    .coord_on_dark  = RGB (0xe6, 0xec, 0xf0),
    .focus          = RGBA (0xe6, 0x61, 0x00, 0.90f),
  }
};

static const ParlourBoardTheme * const themes[] = { &wood, &green, &slate, NULL };

/**
 * parlour_board_theme_list:
 * @n_themes: (out) (optional): how many
 *
 * Returns: (transfer none): the themes, %NULL-terminated
 */
const ParlourBoardTheme * const *
parlour_board_theme_list (guint *n_themes)
{
  if (n_themes)
    *n_themes = G_N_ELEMENTS (themes) - 1;
  return themes;
}

const ParlourBoardTheme *
parlour_board_theme_default (void)
{
  return &wood;
}

const ParlourBoardTheme *
parlour_board_theme_lookup (const char *id)
{
  if (id != NULL)
    for (guint i = 0; themes[i] != NULL; i++)
      if (g_str_equal (themes[i]->id, id))
        return themes[i];
  return &wood;
}

const char *
parlour_board_theme_get_id (const ParlourBoardTheme *theme)
{
  g_return_val_if_fail (theme != NULL, NULL);
  return theme->id;
}

const char *
parlour_board_theme_get_name (const ParlourBoardTheme *theme)
{
  g_return_val_if_fail (theme != NULL, NULL);
  return _(theme->name);
}

static void
shade (GdkRGBA *c,
       float    factor)
{
  c->red *= factor;
  c->green *= factor;
  c->blue *= factor;
}

/**
 * parlour_board_theme_get_colors:
 * @theme: a theme
 * @dark_style: whether the application uses the dark style
 * @colors: (out): the colours to draw with
 *
 * In the dark style a bright board glares next to the dark window, so the
 * squares are toned down a little (the light ones more than the dark ones, to
 * keep the contrast between them), and the coordinates with them.
 */
void
parlour_board_theme_get_colors (const ParlourBoardTheme *theme,
                                gboolean                 dark_style,
                                ParlourBoardColors      *colors)
{
  g_return_if_fail (theme != NULL);
  g_return_if_fail (colors != NULL);

  *colors = theme->colors;
  if (dark_style)
    {
      shade (&colors->light, 0.88f);
      shade (&colors->dark, 0.90f);
      shade (&colors->coord_on_light, 0.90f);
      shade (&colors->coord_on_dark, 0.88f);
    }
}
