/* parlour-cli-pgn.c — parlour-cli pgn FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-cli-private.h"

int
parlour_cli_pgn (int argc, char **argv)
{
  return parlour_cli_usage_error ("pgn: PGN support is being written");
}
