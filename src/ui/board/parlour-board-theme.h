/* parlour-board-theme.h — named colour schemes for the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The colours one frame of the board is drawn with, already adjusted for the
 * application's light or dark style. */
typedef struct {
  GdkRGBA light;            /* light squares */
  GdkRGBA dark;             /* dark squares */
  GdkRGBA last_move;        /* translucent, over both square colours */
  GdkRGBA selected;         /* the selected piece's square */
  GdkRGBA hint;             /* legal destination dots and capture rings */
  GdkRGBA check;            /* centre of the glow under a royal piece in check */
  GdkRGBA marked;           /* squares marked by the application (rules diagrams) */
  GdkRGBA coord_on_light;   /* coordinates drawn on light squares */
  GdkRGBA coord_on_dark;    /* coordinates drawn on dark squares */
  GdkRGBA focus;            /* the keyboard focus square's outline */
} ParlourBoardColors;

typedef struct _ParlourBoardTheme ParlourBoardTheme;

/* Every theme, in the order the preferences dialog shows them. */
const ParlourBoardTheme * const *parlour_board_theme_list    (guint *n_themes);
/* The theme called @id, or the default ("wood") if there is none of that name. */
const ParlourBoardTheme         *parlour_board_theme_lookup  (const char *id);
const ParlourBoardTheme         *parlour_board_theme_default (void);
const char                      *parlour_board_theme_get_id  (const ParlourBoardTheme *theme);
/* The display name, translated. */
const char                      *parlour_board_theme_get_name (const ParlourBoardTheme *theme);
void                             parlour_board_theme_get_colors (const ParlourBoardTheme *theme,
                                                                 gboolean                 dark_style,
                                                                 ParlourBoardColors      *colors);

G_END_DECLS
