#!/bin/sh
# tools/strength.sh [BUILD_DIR] [GAMES] [PART…] — the computer player's strength
# (docs/computer.md, "Strength"). PARTs (all of them when none is given):
#   random      in every variant (crazyhouse and simulchess included; not
#               bughouse, whose board alone is no game: its captures go to a
#               partner who is not there), the strongest level at 100 ms a move
#               against a random mover: required at least 90%;
#   fsf         standard chess, `parlour-cli uci` against Fairy-Stockfish
#               (apt-get install fairy-stockfish) at each Skill Level of
#               $FSF_SKILLS (default "0 3 5 6 7 8 10"), 100 ms a move: required
#               at least 50% at Skill Level 0; the goal is 50% at Skill Level 10;
#   crazyhouse  the same in crazyhouse at the Skill Levels of $ZH_SKILLS
#               (default "0 3 6"): the goal is 50% at Skill Level 6;
#   variants    in each Bungalow and in Panic, the strongest level against
#               level 5 at 100 ms a move: the goal is 70%;
#   ladder      each level against the one below at $LADDER_MS a move (default
#               1000, the app's think time without a clock): the goal is 60%;
#               and level 1 against a random mover: the goal is no loss;
#   levels      each level through `parlour-cli uci` (`setoption name Level`)
#               against the Fairy-Stockfish Skill Levels of $LEVEL_PAIRS
#               (LEVEL:SKILL pairs), 100 ms a move: the levels' Fairy-Stockfish
#               equivalents, reported (docs/computer.md, "Levels").
# GAMES games a match (default 20), colours alternating; self-play matches open
# each pair of games with 8 random plies (`--random-plies`), as two searches
# without noise would otherwise play the same two games. Games are played by
# `parlour-cli match`, which judges them by Parlour's rules. Everything runs
# under nice: the machine may be shared. Exit status 1 if a required threshold
# is missed (goals are reported, not required).
set -eu

BUILD=${1:-_build}
GAMES=${2:-20}
[ $# -gt 2 ] && shift 2 || set --
PARTS=${*:-random fsf crazyhouse variants ladder levels}
CLI=$BUILD/src/cli/parlour-cli
FSF=${FSF:-/usr/games/fairy-stockfish}
FSF_SKILLS=${FSF_SKILLS:-0 3 5 6 7 8 10}
ZH_SKILLS=${ZH_SKILLS:-0 3 6}
LADDER_MS=${LADDER_MS:-1000}
LEVEL_PAIRS=${LEVEL_PAIRS:-1:0 2:0 3:0 4:0 4:3 5:0 5:3 6:3 6:5 7:3 7:5 7:8 8:8 8:10}
NICE="nice -n 19"
failed=0

[ -x "$CLI" ] || { echo "build first: meson setup $BUILD && meson compile -C $BUILD" >&2; exit 2; }
CLI_ABS=$(cd "$(dirname "$CLI")" && pwd)/$(basename "$CLI")

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# (tools/strength.sh $BUILD $GAMES $PARTS)"

# check LINE MIN KIND: the percentage in a match's last line against MIN;
# KIND "required" fails the run when missed, "goal" only says so, "report"
# prints the line alone
check () {
  [ "$3" = report ] && { echo "$1"; return 0; }
  pct=$(printf '%s\n' "$1" | sed -n 's/.*(\([0-9]*\)%).*/\1/p')
  if [ "$pct" -ge "$2" ]; then
    echo "$1  [ok: $3 at least $2%]"
  else
    echo "$1  [MISSED: $3 at least $2%]"
    [ "$3" = required ] && failed=1
  fi
  return 0
}

# fsf VARIANT SKILL MIN KIND [LEVEL]: parlour-cli uci (at LEVEL, the strongest
# when not given) against Fairy-Stockfish
fsf () {
  [ -x "$FSF" ] || { echo "install fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 2; }
  name="fairy-stockfish (Skill Level $2)"
  engine="uci:$CLI_ABS uci${5:+;Level=$5}"
  me="parlour-cli uci${5:+ (Level $5)}"
  out=$($NICE "$CLI" match --variant="$1" --games="$GAMES" --movetime=100 --seed=1 \
          "$engine" "uci:$FSF;Skill Level=$2")
  printf '%s\n' "$out" | sed -n 's/^game /  game /p' |
    sed "s|$engine|$me|g; s|uci:$FSF;Skill Level=$2|$name|g"
  check "$(printf '%s\n' "$out" | tail -n 1 |
           sed "s|$engine|$me|; s|uci:$FSF;Skill Level=$2|$name|")" "$3" "$4"
}

# selfplay VARIANT MS PLAYER1 PLAYER2 MIN: a goal for PLAYER1
selfplay () {
  out=$($NICE "$CLI" match --variant="$1" --games="$GAMES" --movetime="$2" --seed=1 \
          --random-plies=8 "$3" "$4")
  check "$(printf '%s\n' "$out" | tail -n 1)" "$5" goal
}

for part in $PARTS; do
  case $part in
    random)
      # the variant ids, from the usage text
      for v in $("$CLI" --help | sed -n 's/^Variants: //p' | tr ' ' '\n' | grep -vx bughouse); do
        out=$($NICE "$CLI" match --variant="$v" --games="$GAMES" --movetime=100 --seed=1 parlour random)
        check "$(printf '%s\n' "$out" | tail -n 1)" 90 required
      done ;;
    fsf)
      for skill in $FSF_SKILLS; do
        case $skill in
          0) fsf chess 0 50 required ;;
          10) fsf chess 10 50 goal ;;
          *) fsf chess "$skill" 50 goal ;;
        esac
      done ;;
    crazyhouse)
      for skill in $ZH_SKILLS; do
        fsf crazyhouse "$skill" 50 goal
      done ;;
    variants)
      for v in bungalow bungalow-2d bungalow-forward panic; do
        selfplay "$v" 100 parlour parlour:5 70
      done ;;
    ladder)
      out=$($NICE "$CLI" match --games="$GAMES" --movetime="$LADDER_MS" --seed=1 parlour:1 random)
      losses=$(printf '%s\n' "$out" | grep -c -e '^game [0-9]*[13579]: .*: 0-1' \
                 -e '^game [0-9]*[02468]: .*: 1-0' || true)
      echo "$(printf '%s\n' "$out" | tail -n 1)  [$([ "$losses" -eq 0 ] && echo ok ||
                                                    echo MISSED): goal no loss, $losses lost]"
      for level in 2 3 4 5 6 7 8; do
        selfplay chess "$LADDER_MS" "parlour:$level" "parlour:$((level - 1))" 60
      done ;;
    levels)
      for pair in $LEVEL_PAIRS; do
        fsf chess "${pair#*:}" 50 report "${pair%:*}"
      done ;;
    *)
      echo "unknown part “$part”: random, fsf, crazyhouse, variants, ladder or levels" >&2
      exit 2 ;;
  esac
done

exit $failed
