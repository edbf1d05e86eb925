#!/bin/bash
# tools/bench-engine.sh [BUILD_DIR] — perft nodes/second of parlour-cli next to
# Fairy-Stockfish (Debian package fairy-stockfish) on the same machine, same run.
# Fairy-Stockfish prints no time for `go perft`, so its time is the wall time of
# the run minus the wall time of the same run at depth 1 (start-up).
set -eu
BUILD=${1:-_build}
CLI=$BUILD/src/cli/parlour-cli
FSF=${FSF:-/usr/games/fairy-stockfish}
KIWI="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

now() { date +%s.%N; }
fsf_run() {  # VARIANT POSITION DEPTH
  printf 'uci\nsetoption name UCI_Variant value %s\n%s\ngo perft %s\nquit\n' "$1" "$2" "$3" |
    "$FSF" 2>/dev/null | sed -n 's/^Nodes searched: //p'
}
row() {  # LABEL FSF_POSITION CLI_ARGS DEPTH [VARIANT]
  local label=$1 fpos=$2 depth=$4 variant=${5:-chess} t0 t1 t2 t3 base nodes pnodes
  t0=$(now); fsf_run "$variant" "$fpos" 1 >/dev/null; t1=$(now)
  nodes=$(fsf_run "$variant" "$fpos" "$depth"); t2=$(now)
  pnodes=$("$CLI" perft --variant="$variant" ${3:+"$3"} "$depth" | sed -n 's/^nodes //p'); t3=$(now)
  awk -v l="$label" -v d="$depth" -v n="$nodes" -v pn="$pnodes" -v a="$t0" -v b="$t1" -v c="$t2" -v e="$t3" 'BEGIN {
    fs = (c - b) - (b - a); ps = e - c;
    printf "%-10s d%d  nodes %11d  fairy-stockfish %6.2f s %6.1f Mn/s   parlour %6.2f s %6.1f Mn/s   ratio %.2fx%s\n",
      l, d, n, fs, n / fs / 1e6, ps, pn / ps / 1e6, (pn / ps) / (n / fs), (n == pn ? "" : "  NODE COUNTS DIFFER");
  }'
}
[ -x "$CLI" ] || { echo "build first: $CLI not found" >&2; exit 1; }
[ -x "$FSF" ] || { echo "install fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 1; }
row start    "position startpos"  ""              5
row start    "position startpos"  ""              6
row kiwipete "position fen $KIWI" "--fen=$KIWI"   4
row kiwipete "position fen $KIWI" "--fen=$KIWI"   5
# drop variants: Crazyhouse, and one Bughouse board whose reserves are in its FEN
ZH="r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 0 5"
BUG="r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[QNbp] w KQkq - 0 3"
row zh-start "position startpos"  ""              5 crazyhouse
row zh-mid   "position fen $ZH"   "--fen=$ZH"     4 crazyhouse
row bughouse "position fen $BUG"  "--fen=$BUG"    4 bughouse
