#!/bin/sh
# tools/strength.sh [BUILD_DIR] [GAMES] — the computer player's strength in one run
# (docs/computer.md, "Strength"):
#   1. in every variant (crazyhouse and simulchess included; not bughouse,
#      whose board alone is no game: its captures go to a partner who is not
#      there), the strongest level at 100 ms a move against a random mover,
#      GAMES games (default 20), colours alternating: at least 90%;
#   2. in standard chess, `parlour-cli uci` against Fairy-Stockfish at Skill
#      Level 0 (apt-get install fairy-stockfish), 20 games at 100 ms a move:
#      at least 50%.
# Games are played by `parlour-cli match`, which judges them by Parlour's rules.
# Everything runs under nice: the machine is shared. Exit status 1 if a
# threshold is missed.
set -eu

BUILD=${1:-_build}
GAMES=${2:-20}
CLI=$BUILD/src/cli/parlour-cli
FSF=${FSF:-/usr/games/fairy-stockfish}
NICE="nice -n 10"
failed=0

[ -x "$CLI" ] || { echo "build first: meson setup $BUILD && meson compile -C $BUILD" >&2; exit 2; }
[ -x "$FSF" ] || { echo "install fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 2; }
CLI_ABS=$(cd "$(dirname "$CLI")" && pwd)/$(basename "$CLI")

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# (tools/strength.sh $BUILD $GAMES)"

# the variant ids, from the usage text
VARIANTS=$("$CLI" --help | sed -n 's/^Variants: //p' | tr ' ' '\n' | grep -vx bughouse)

# score LINE MIN: the percentage in a match's last line, checked against MIN
check () {
  pct=$(printf '%s\n' "$1" | sed -n 's/.*(\([0-9]*\)%).*/\1/p')
  if [ "$pct" -ge "$2" ]; then
    echo "$1  [ok: at least $2%]"
  else
    echo "$1  [FAILED: below $2%]"
    failed=1
  fi
}

for v in $VARIANTS; do
  out=$($NICE "$CLI" match --variant="$v" --games="$GAMES" --movetime=100 --seed=1 parlour random)
  check "$(printf '%s\n' "$out" | tail -n 1)" 90
done

out=$($NICE "$CLI" match --variant=chess --games=20 --movetime=100 --seed=1 \
        "uci:$CLI_ABS uci" "uci:$FSF;Skill Level=0")
printf '%s\n' "$out" | sed -n 's/^game /  game /p' | sed "s|uci:$CLI_ABS uci|parlour-cli uci|g; s|uci:$FSF;Skill Level=0|fairy-stockfish (Skill Level 0)|g"
check "$(printf '%s\n' "$out" | tail -n 1 | sed "s|uci:$CLI_ABS uci|parlour-cli uci|; s|uci:$FSF;Skill Level=0|fairy-stockfish (Skill Level 0)|")" 50

exit $failed
