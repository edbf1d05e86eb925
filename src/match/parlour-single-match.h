/* parlour-single-match.h — one board, two players taking turns (chess, the Bungalow family)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "parlour-match.h"

G_BEGIN_DECLS

#define PARLOUR_TYPE_SINGLE_MATCH (parlour_single_match_get_type ())
G_DECLARE_DERIVABLE_TYPE (ParlourSingleMatch, parlour_single_match, PARLOUR, SINGLE_MATCH,
                          ParlourMatch)

/* Each board is played by turns on its own; a subclass may set up more boards
 * than one (its set_up), and the seats of each act by the same rules. */
struct _ParlourSingleMatchClass
{
  ParlourMatchClass parent_class;

  gpointer padding[4];
};

/* Moves of a seat on one board, for the matches whose seats move by turns:
 * NOT_YOUR_TURN unless @seat is to act on its board. */
gboolean parlour_match_check_turn (ParlourMatch *self,
                                   guint         seat,
                                   GError      **error);

G_END_DECLS
