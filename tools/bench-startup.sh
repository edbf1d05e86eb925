#!/bin/bash
# tools/bench-startup.sh [BUILD_DIR] [RUNS] — launch to first painted frame and idle
# peak RSS of Parlour (with a game restored from autosave), the floor (a minimal
# libadwaita window with one custom widget: tests/bench/bench-floor.c) and GNOME
# Chess, measured with launch-measure.sh from a separate set of GUI measuring
# tools that are not part of Parlour: PARLOUR_GUI_TOOLS names their directory
# (docs/benchmarks.md, "App: start-up time and memory").
#
# The programs take turns, run by run (one warm-up each, then RUNS rounds of
# Parlour, floor, GNOME Chess in a shuffled order), so that a busy minute on the
# machine costs all of them alike; bench.sh, which runs one program's series after
# the other's, let such minutes decide the comparison. Parlour and the floor ask
# D-Bus to start xdg-desktop-portal first thing (src/ui/main.c); the floor is also
# measured without that (floor-no-portal-start), as GNOME Chess starts.
set -eu
BUILD=$(cd "${1:-_build}" && pwd)
RUNS=${2:-11}
HERE=$(cd "$(dirname "$0")/.." && pwd)
TOOLS=${PARLOUR_GUI_TOOLS:-$HERE/../shared/tools/gui}
OUTDIR=${PARLOUR_TOOLS_OUT:-/tmp/parlour-bench}
export PARLOUR_TOOLS_OUT=$OUTDIR
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
mkdir -p "$OUTDIR/results" "$OUTDIR/shots"

export GSETTINGS_SCHEMA_DIR=$BUILD/data
echo "# $(date -u +%FT%TZ) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

declare -A CMD
CMD[parlour]=$BUILD/src/ui/parlour
CMD[floor]=$BUILD/tests/bench/bench-floor
# the floor without asking D-Bus to start the portal first (as GNOME Chess)
CMD[floor-no-portal-start]=$BUILD/tests/bench/bench-floor
LABELS="parlour floor floor-no-portal-start"
if [ -x /usr/games/gnome-chess ]; then
  CMD[gnome-chess]=/usr/games/gnome-chess
  CMD[gnome-chess-880x640]=/usr/games/gnome-chess
  LABELS="$LABELS gnome-chess gnome-chess-880x640"
  mkdir -p "$HOME_DIR/gnome-chess-880x640/.config/glib-2.0/settings"
  printf '[org/gnome/Chess]\nwidth=880\nheight=640\n' \
    > "$HOME_DIR/gnome-chess-880x640/.config/glib-2.0/settings/keyfile"
fi

# Each program keeps its own home across its runs (the warm-up run fills caches
# such as Mesa's shader cache, as on a real desktop), never a fresh one per run:
# a cold shader cache costs the GL renderer half a second.
run () {  # LABEL OUTPUT
  mkdir -p "$HOME_DIR/$1/.local/share/parlour"
  # a game in progress for Parlour to restore (10 plies, written by the app
  # itself after moves played with the GUI tools' click-play.sh)
  [ "$1" = parlour ] && cp "$HERE/tests/data/autosave/restore-bench.ini" \
    "$HOME_DIR/$1/.local/share/parlour/autosave.ini"
  if [ "$1" = floor-no-portal-start ]; then
    FLOOR_NO_PORTAL_START=1 LM_HOME=$HOME_DIR/$1 \
      "$TOOLS/launch-measure.sh" -o "$OUTDIR/shots/$1-$3.png" "${CMD[$1]}" >> "$2"
  elif [ "$1" = gnome-chess-880x640 ]; then
    LM_GSETTINGS=keyfile GSETTINGS_BACKEND=keyfile LM_HOME=$HOME_DIR/$1 \
      "$TOOLS/launch-measure.sh" -o "$OUTDIR/shots/$1-$3.png" "${CMD[$1]}" >> "$2"
  else
    LM_HOME=$HOME_DIR/$1 "$TOOLS/launch-measure.sh" -o "$OUTDIR/shots/$1-$3.png" "${CMD[$1]}" >> "$2"
  fi
}

for l in $LABELS; do : > "$OUTDIR/results/$l.jsonl"; run "$l" /dev/null warmup; done
for i in $(seq "$RUNS"); do
  for l in $(printf '%s\n' $LABELS | shuf); do run "$l" "$OUTDIR/results/$l.jsonl" "$i"; done
done

for l in $LABELS; do
  python3 - "$l" "$OUTDIR/results/$l.jsonl" <<'PY'
import json, statistics, sys
label, path = sys.argv[1:]
rows = [json.loads(l) for l in open(path) if l.strip()]
def s(k, scale=1):
    v = [r[k] * scale for r in rows if r.get(k) is not None]
    if not v: return "n/a"
    return f"med {statistics.median(v):.3f} min {min(v):.3f} max {max(v):.3f}" if scale == 1 else \
           f"med {statistics.median(v):.0f} min {min(v):.0f} max {max(v):.0f}"
print(f"{label}: n={len(rows)} window={rows[0].get('first_window') if rows else None} first_frame_s[{s('first_frame_s')}] map_s[{s('map_s')}] "
      f"settled_s[{s('settled_s')}] rss_MB[{s('rss_kb', 1/1024)}] tree_rss_MB[{s('tree_rss_kb', 1/1024)}] "
      f"close={sorted(set(r['close'] for r in rows))} errors={[r.get('error') for r in rows if r.get('error')]}")
PY
done
