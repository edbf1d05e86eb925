#!/bin/bash
# tools/fuzz.sh — build the libFuzzer targets and run them (docs/fuzzing.md)
#   tools/fuzz.sh [-r RUNS | -t SECONDS] [TARGET…] [-- LIBFUZZER-OPTION…]
# Builds _build-fuzz (clang, -Dfuzzing=true, AddressSanitizer and UBSan), then runs
# each TARGET (default: every tests/fuzz target built) one after the other:
#   -r RUNS     stop each after RUNS inputs (default 20000: the short run CI makes)
#   -t SECONDS  stop each after SECONDS instead (hours: -t 36000)
# The growing corpus is _build-fuzz/fuzz-corpus/TARGET (seeded from
# tests/fuzz/corpus/TARGET and tests/data/fuzz/TARGET); crashes, leaks, timeouts and
# out-of-memory inputs go to _build-fuzz/fuzz-crashes/TARGET/. Exits 1 if any target
# found one. Needs clang and libclang-rt-14-dev (tools/dev.sh fuzz installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=_build-fuzz
limit=(-runs=20000)
while getopts "r:t:" opt; do
  case $opt in
    r) limit=(-runs="$OPTARG") ;;
    t) limit=(-max_total_time="$OPTARG") ;;
    *) sed -n '2,12s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
targets=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
extra=("$@")

if [ ! -f "$BUILD/build.ninja" ]; then
  CC=clang meson setup "$BUILD" -Dfuzzing=true -Dapp=false \
    -Db_sanitize=address,undefined -Db_lundef=false --werror
fi
meson compile -C "$BUILD"

if [ ${#targets[@]} -eq 0 ]; then
  for exe in "$BUILD"/tests/fuzz/fuzz-*; do
    [ -x "$exe" ] && [ -f "$exe" ] && targets+=("${exe##*/fuzz-}")
  done
fi

export ASAN_OPTIONS=abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
status=0
failed=()
for t in "${targets[@]}"; do
  exe=$BUILD/tests/fuzz/fuzz-$t
  [ -x "$exe" ] || { echo "no fuzz target “$t” (tests/fuzz/meson.build lists them)" >&2; exit 2; }
  corpus=$BUILD/fuzz-corpus/$t
  crashes=$BUILD/fuzz-crashes/$t
  mkdir -p "$corpus" "$crashes"
  seeds=(tests/fuzz/corpus/"$t")
  [ -d tests/data/fuzz/"$t" ] && seeds+=(tests/data/fuzz/"$t")
  log=$BUILD/fuzz-$t.log
  echo "== fuzz-$t ${limit[*]}"
  # new inputs go to the first directory, the working corpus; the seeds are only read
  if ! "$exe" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$crashes/" "${extra[@]}" "$corpus" "${seeds[@]}" 2>&1 | tee "$log"; then
    echo "fuzz-$t found a problem: see $crashes/ and docs/fuzzing.md" >&2
    failed+=("$t")
    status=1
  fi
done
# A finding scrolls far up in a CI log: repeat each report, with the input that caused
# it (libFuzzer prints it as Base64), as the last thing printed.
for t in "${failed[@]}"; do
  echo "==== fuzz-$t found a problem; its report:"
  grep -v -E '^#[0-9]+' "$BUILD/fuzz-$t.log" | tail -n 80
  for f in "$BUILD/fuzz-crashes/$t"/*; do
    [ -f "$f" ] && { echo "-- $f (base64):"; base64 -w 0 "$f" | head -c 4000; echo; }
  done
done
[ $status -eq 0 ] || echo "fuzz targets with findings: ${failed[*]}" >&2
exit $status
