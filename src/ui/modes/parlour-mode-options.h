/* parlour-mode-options.h — the options a play mode shows in New Game, and the match they make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "parlour-match.h"

G_BEGIN_DECLS

/* The new match made, or NULL and why not (@heading, @message). */
typedef void (*ParlourMatchMadeFunc) (ParlourMatch *match,
                                      const char   *heading,
                                      const char   *message,
                                      gpointer      data);

#define PARLOUR_TYPE_MODE_OPTIONS (parlour_mode_options_get_type ())
G_DECLARE_INTERFACE (ParlourModeOptions, parlour_mode_options, PARLOUR, MODE_OPTIONS, GtkWidget)

/* A widget a play mode names (parlour_play_mode_get_options_type) when it
 * has choices of its own in place of New Game's chess ones (players, clock,
 * rules, start position): Chess Bingo's. New Game makes one with
 * g_object_new() and then speaks to it only through this interface. The
 * widget emits ::changed (no arguments) when a choice changes. */
struct _ParlourModeOptionsInterface
{
  GTypeInterface g_iface;

  /* the last choices kept in @settings; kept there for the next time */
  void         (*load)       (ParlourModeOptions  *self,
                              GSettings           *settings);
  void         (*save)       (ParlourModeOptions  *self,
                              GSettings           *settings);
  /* why the choices make no match, or NULL */
  const char  *(*get_error)  (ParlourModeOptions  *self);
  /* The match the choices set up, maybe after asking more in a dialog over
   * @parent (Chess Bingo's handicap): @made is called once with it, or not
   * at all if that dialog is closed; @destroy frees @data in every case. */
  void         (*make_match) (ParlourModeOptions  *self,
                              GtkWindow           *parent,
                              ParlourMatchMadeFunc made,
                              gpointer             data,
                              GDestroyNotify       destroy);
};

void        parlour_mode_options_load       (ParlourModeOptions  *self,
                                             GSettings           *settings);
void        parlour_mode_options_save       (ParlourModeOptions  *self,
                                             GSettings           *settings);
const char *parlour_mode_options_get_error  (ParlourModeOptions  *self);
void        parlour_mode_options_make_match (ParlourModeOptions  *self,
                                             GtkWindow           *parent,
                                             ParlourMatchMadeFunc made,
                                             gpointer             data,
                                             GDestroyNotify       destroy);

G_END_DECLS
