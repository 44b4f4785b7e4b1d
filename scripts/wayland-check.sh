#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# The Wayland and HiDPI check (docs/PLATFORM.md, "Wayland and HiDPI"): UICatalog as a native
# Wayland client of weston 10 (Debian 12's), at output scale 1, at output scale 2, and at
# UIKIT_SCALE=1.5 on a scale-1 output. The app writes its window's pixels as it presented them
# (UIKIT_WINDOW_SHOT) and names its video driver; the check wants driver "wayland" and a PNG of
# points x scale pixels. The PNGs stay in the output directory to be looked at.
#
# weston runs with its X11 backend in a private Xvfb, not its headless backend: the headless
# backend offers no wl_seat (no keyboard, no pointer), and SDL 2.26's Wayland driver crashes in
# SDL_Init on a compositor without one (SIGSEGV, reproduced with a five-line SDL program). The
# app gets no DISPLAY, so it can only be a Wayland client.
# Usage: bash scripts/wayland-check.sh [PATH-TO-UICatalog] [OUTPUT-DIR]
#   (defaults: the release build's UICatalog; a new temporary directory)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--inside-xvfb" ]; then
  shift
  BIN="$1"; OUT="$2"
  fail=0
  # run NAME OUTPUT-SCALE UIKIT_SCALE EXPECTED-SCALE
  run() {
    local name="$1" oscale="$2" uscale="$3" expect="$4" socket="uikit-wl-$$-$1"
    weston --backend=x11-backend.so --use-pixman --socket="$socket" --scale="$oscale" --width=900 --height=700 \
      --idle-time=0 --no-config --log="$OUT/weston-$name.log" >/dev/null 2>&1 &
    local wpid=$!
    for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$socket" ] && break; sleep 0.1; done
    if [ ! -S "$XDG_RUNTIME_DIR/$socket" ]; then
      echo "wayland-check: weston did not start (see $OUT/weston-$name.log)" >&2; kill "$wpid" 2>/dev/null; fail=1; return
    fi
    local line status=0
    line=$(env -u DISPLAY -u SDL_VIDEODRIVER -u UIKIT_VIDEO WAYLAND_DISPLAY="$socket" UIKIT_WINDOW_SIZE=640x480 \
      ${uscale:+UIKIT_SCALE=$uscale} UIKIT_WINDOW_SHOT="$OUT/$name.png" UIKIT_WINDOW_SHOT_DELAY=1.5 \
      timeout 60 "$BIN" --still 2>"$OUT/$name.stderr" | grep "UIKit window shot" || true) || status=$?
    kill "$wpid" 2>/dev/null || true; wait "$wpid" 2>/dev/null || true
    echo "wayland-check: $name: ${line:-no window shot (see $OUT/$name.stderr)}"
    local want="driver wayland (renderer "
    local px="$((640 * ${expect%.*} + 640 * ${expect#*.} / 10))x$((480 * ${expect%.*} + 480 * ${expect#*.} / 10)) pixels"
    case "$line" in
      *"$want"*"at scale $expect = $px"*) ;;
      *) echo "wayland-check: $name: wanted a Wayland window of 640x480 points at scale $expect = $px" >&2; fail=1; return ;;
    esac
    size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d pixels" % struct.unpack(">II", d[16:24]))' "$OUT/$name.png")
    [ "$size" = "$px" ] || { echo "wayland-check: $name: $OUT/$name.png is $size, not $px" >&2; fail=1; }
  }
  run scale1 1 "" 1.0
  run scale2 2 "" 2.0
  run scale1.5 1 1.5 1.5
  exit $fail
fi

BIN="${1:-.build-release/release/UICatalog}"
OUT="${2:-$(mktemp -d)}"
if [ ! -x "$BIN" ]; then
  echo "wayland-check.sh: no UICatalog at $BIN (swift build -c release --product UICatalog)" >&2
  exit 1
fi
for tool in weston xvfb-run; do
  command -v "$tool" >/dev/null 2>&1 || { echo "wayland-check.sh: $tool is missing (bash scripts/install-deps.sh)" >&2; exit 1; }
done
mkdir -p "$OUT"
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
OUT="$(cd "$OUT" && pwd)"
# (A private runtime directory for weston's sockets; a display number of our own: -a moves on
# when it is taken.)
XDG_RUNTIME_DIR="$(mktemp -d)"; chmod 700 "$XDG_RUNTIME_DIR"; export XDG_RUNTIME_DIR
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
echo "wayland-check: screenshots in $OUT"
xvfb-run -a -n $((100 + RANDOM % 800)) -s "-screen 0 2000x1600x24" bash "$0" --inside-xvfb "$BIN" "$OUT"
