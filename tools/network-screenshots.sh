#!/bin/sh
# network-screenshots.sh — docs/screenshots/network-two-windows{,-dark}.png
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the two-process network test (tests/ui/test-network-homes.c) under its
# own Xvfb with PARLOUR_TEST_LINGER_MS, so that both windows stay up after
# 1. f3 e5 with White's clock running; moves the peer's window (the later
# one) to the right of the host's with xdotool, and takes the screen with
# ImageMagick's import. Needs xvfb-run, xdotool and ImageMagick.
#
#   tools/network-screenshots.sh [BUILD_DIR] [OUT_DIR]
set -eu

build=${1:-_build-test}
out=${2:-docs/screenshots}
size=900x620
screen=1830x640x24

if [ "${PARLOUR_SHOT_INNER:-}" = "" ]; then
  for style in light dark; do
    PARLOUR_SHOT_INNER=$style xvfb-run -a -s "-screen 0 $screen" "$0" "$build" "$out"
  done
  exit 0
fi

# inside Xvfb from here on
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GTK_A11Y=none NO_AT_BRIDGE=1 GDK_BACKEND=x11 GSETTINGS_BACKEND=memory \
  GSETTINGS_SCHEMA_DIR="$build/data" PARLOUR_TEST_LINGER_MS=9000 \
  PARLOUR_TEST_WINDOW_SIZE=$size XDG_CACHE_HOME="$tmp/cache"
name=network-two-windows.png
if [ "$PARLOUR_SHOT_INNER" = dark ]; then
  export PARLOUR_TEST_DARK=1
  name=network-two-windows-dark.png
fi

"$build/tests/ui/test-ui-network-homes" > "$tmp/test.log" 2>&1 &
test_pid=$!
# both windows up, then the first two moves played (a few seconds)
i=0
while [ "$(xdotool search --name Parlour 2>/dev/null | wc -l)" -lt 2 ] && [ $i -lt 300 ]; do
  sleep 0.2
  i=$((i + 1))
done
sleep 5
xdotool windowmove "$(xdotool search --name Parlour | tail -1)" 910 0
sleep 3
import -window root -crop 1815x628+0+0 +repage "$out/$name"
wait $test_pid
echo "$out/$name"
