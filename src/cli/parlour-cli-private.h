/* parlour-cli-private.h — shared by the files of parlour-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <glib.h>

#include "parlour-notation.h"
#include "parlour-perft.h"
#include "parlour-position.h"

G_BEGIN_DECLS

typedef struct {
  /* the variant without --variant (NULL: chess); set before parsing */
  const char           *default_variant;
  char                 *variant_id;
  char                 *fen;
  gboolean              divide;
  const ParlourVariant *variant;
  ParlourPosition      *pos;
} ParlourCliOptions;

void parlour_cli_options_clear (ParlourCliOptions *opts);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ParlourCliOptions, parlour_cli_options_clear)

int  parlour_cli_parse         (int                *argc,
                                char             ***argv,
                                ParlourCliOptions  *opts,
                                gboolean            want_divide);
int  parlour_cli_usage_error   (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
int  parlour_cli_input_error   (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

gboolean parlour_cli_parse_count (const char *option,
                                  const char *text,
                                  guint64     min,
                                  guint64     max,
                                  guint64    *out);

int  parlour_cli_compare_strings (gconstpointer a,
                                  gconstpointer b);
int  parlour_cli_pgn           (int argc, char **argv);
int  parlour_cli_bpgn          (int argc, char **argv);
int  parlour_cli_bench         (int argc, char **argv);
int  parlour_cli_odds          (int argc, char **argv);
int  parlour_cli_soak          (int argc, char **argv);
int  parlour_cli_serve         (int argc, char **argv);
int  parlour_cli_join          (int argc, char **argv);
int  parlour_cli_uci           (int argc, char **argv);
int  parlour_cli_match         (int argc, char **argv);
int  parlour_cli_bingo_facts   (int argc, char **argv);
int  parlour_cli_bingo_card    (int argc, char **argv);
int  parlour_cli_handicap      (int argc, char **argv);
int  parlour_cli_simul         (int argc, char **argv);

G_END_DECLS
