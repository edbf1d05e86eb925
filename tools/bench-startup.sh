#!/bin/bash
# tools/bench-startup.sh [BUILD_DIR] [RUNS] — launch to first painted frame and idle
# peak RSS of Parlour (with a game restored from autosave), the floor (a minimal
# libadwaita window with one custom widget: tests/bench/bench-floor.c) and GNOME
# Chess, side by side in the same run, with ../shared/tools/gui/bench.sh.
set -eu
BUILD=$(cd "${1:-_build}" && pwd)
RUNS=${2:-7}
HERE=$(cd "$(dirname "$0")/.." && pwd)
TOOLS=${PARLOUR_GUI_TOOLS:-$HERE/../shared/tools/gui}
export PARLOUR_TOOLS_OUT=${PARLOUR_TOOLS_OUT:-/tmp/parlour-bench}
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT

# a game in progress for Parlour to restore (10 plies, written by the app itself
# after moves played with ../shared/tools/gui/click-play.sh)
mkdir -p "$HOME_DIR/.local/share/parlour"
cp "$HERE/tests/data/autosave/restore-bench.ini" "$HOME_DIR/.local/share/parlour/autosave.ini"

export GSETTINGS_SCHEMA_DIR=$BUILD/data
echo "# $(date -u +%FT%TZ) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
# Each program keeps its own home across its runs (bench.sh's warm-up run fills
# caches such as Mesa's shader cache, as on a real desktop), never a fresh one per
# run: a cold shader cache costs the GL renderer half a second.
mkdir -p "$HOME_DIR/floor" "$HOME_DIR/gnome-chess"
LM_HOME=$HOME_DIR "$TOOLS/bench.sh" parlour "$RUNS" -- "$BUILD/src/ui/parlour"
LM_HOME=$HOME_DIR/floor "$TOOLS/bench.sh" floor "$RUNS" -- "$BUILD/tests/bench/bench-floor"
if [ -x /usr/games/gnome-chess ]; then
  LM_HOME=$HOME_DIR/gnome-chess "$TOOLS/bench.sh" gnome-chess "$RUNS" -- /usr/games/gnome-chess
fi
