#!/bin/bash
# tools/dev.sh — the README's quick start on Debian 12 / Ubuntu.
#   tools/dev.sh run    install what is missing, build, start Parlour from the build tree
#   tools/dev.sh test   install what is missing, build (warnings are errors), run every test
#                       (GUI tests under Xvfb)
#   tools/dev.sh asan   the same test suite in an AddressSanitizer/UBSan build
#   tools/dev.sh fuzz   the fuzz targets' replay tests in a clang ASan/UBSan build, then a
#                       short libFuzzer run of each target (tools/fuzz.sh, docs/fuzzing.md)
# Packages are installed with apt-get (through sudo when not root) only if missing.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_PACKAGES="meson ninja-build gcc pkg-config gettext libglib2.0-dev libglib2.0-bin
  libjson-glib-dev libavahi-client-dev libavahi-glib-dev
  libgtk-4-dev libadwaita-1-dev librsvg2-dev desktop-file-utils appstream python3"
# GTK's media backend and the WAV decoder, for the sounds (the app is silent without them)
RUN_PACKAGES="libgtk-4-media-gstreamer gstreamer1.0-plugins-good"
# avahi-daemon: the discovery tests start one of their own (they skip without it)
# libxml2-utils and shared-mime-info: the MIME XML checks (validate-mime, metadata)
TEST_PACKAGES="xvfb xauth dbus-daemon avahi-daemon libxml2-utils shared-mime-info"
# clang for libFuzzer; on Debian 12 libclang_rt.fuzzer-x86_64.a is in libclang-rt-14-dev
FUZZ_PACKAGES="clang libclang-rt-14-dev"

install_missing() {
  local missing=()
  for p in $*; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

setup() {  # DIR [meson options…]
  local dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@"
  fi
  meson compile -C "$dir"
}

run_tests() {  # DIR
  # a private X server and session bus; no accessibility bus
  export GTK_A11Y=none NO_AT_BRIDGE=1 GDK_BACKEND=x11
  xvfb-run -a -s "-screen 0 1280x1024x24" \
    dbus-run-session -- meson test -C "$1" --print-errorlogs --num-processes 2
}

case "${1:-}" in
  run)
    install_missing $BUILD_PACKAGES $RUN_PACKAGES
    setup _build
    exec meson devenv -C _build ./src/ui/parlour
    ;;
  test)
    install_missing $BUILD_PACKAGES $TEST_PACKAGES
    setup _build-test --werror
    run_tests _build-test
    ;;
  asan)
    install_missing $BUILD_PACKAGES $TEST_PACKAGES
    setup _build-asan --werror -Db_sanitize=address,undefined -Db_lundef=false
    ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      run_tests _build-asan
    ;;
  fuzz)
    install_missing $BUILD_PACKAGES $FUZZ_PACKAGES
    CC=clang setup _build-fuzz --werror -Dfuzzing=true -Dapp=false \
      -Db_sanitize=address,undefined -Db_lundef=false
    ASAN_OPTIONS=abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      meson test -C _build-fuzz --print-errorlogs --num-processes 2 --suite fuzz
    exec ./tools/fuzz.sh
    ;;
  *)
    echo "usage: tools/dev.sh run|test|asan|fuzz" >&2
    exit 2
    ;;
esac
