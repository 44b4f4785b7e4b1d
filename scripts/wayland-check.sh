#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# The Wayland and HiDPI check (docs/PLATFORM.md): UICatalog as a native
# Wayland client of weston 10 (Debian 12's), at output scale 1, at output scale 2, and at
# UIKIT_SCALE=1.5 on a scale-1 output (and, for comparison, an X11 window of the Xvfb at the
# desktop's Xft.dpi 144, which is scale 1.5); then, on a weston with two outputs (scale 1 and scale 2),
# the window dragged from the first to the second (xdotool: Super + drag, weston's move), where it
# must be redrawn at scale 2. The app writes its window's pixels as it presented them
# (UIKIT_WINDOW_SHOT) and names its video driver and scales; the check wants driver "wayland" and
# a PNG of points x scale pixels; the moved window's PNG must equal the one started at scale 2.
# The PNGs stay in the output directory to be looked at. ~20 s (the drag waits for the window).
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
  # (OUTPUT-SCALE "move": two outputs, X1 at scale 1 and X2 at scale 2, and the window dragged.)
  run() {
    local name="$1" oscale="$2" uscale="$3" expect="$4" socket="uikit-wl-$$-$1" delay=1.5
    local outputs=(--scale="$oscale" --no-config)
    if [ "$oscale" = move ]; then
      printf '[output]\nname=X1\nscale=1\n[output]\nname=X2\nscale=2\n' > "$XDG_RUNTIME_DIR/two-outputs.ini"
      outputs=(--output-count=2 --config="$XDG_RUNTIME_DIR/two-outputs.ini"); delay=6
    fi
    weston --backend=x11-backend.so --use-pixman --socket="$socket" "${outputs[@]}" --width=1000 --height=700 \
      --idle-time=0 --log="$OUT/weston-$name.log" >/dev/null 2>&1 &
    local wpid=$!
    for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$socket" ] && break; sleep 0.1; done
    if [ ! -S "$XDG_RUNTIME_DIR/$socket" ]; then
      echo "wayland-check: weston did not start (see $OUT/weston-$name.log)" >&2; kill "$wpid" 2>/dev/null; fail=1; return
    fi
    local dpid="" x1="" x2=""
    if [ "$oscale" = move ]; then place "$OUT/weston-$name.log"; drag "$OUT/$name.stderr" & dpid=$!; fi
    local line
    line=$(env -u DISPLAY -u SDL_VIDEODRIVER -u UIKIT_VIDEO WAYLAND_DISPLAY="$socket" UIKIT_WINDOW_SIZE=640x480 \
      ${uscale:+UIKIT_SCALE=$uscale} UIKIT_WINDOW_SHOT="$OUT/$name.png" UIKIT_WINDOW_SHOT_DELAY=$delay \
      timeout 60 "$BIN" --still 2>"$OUT/$name.stderr" | grep "UIKit window shot" || true)
    [ -z "$dpid" ] || wait "$dpid" || true
    kill "$wpid" 2>/dev/null || true; wait "$wpid" 2>/dev/null || true
    echo "wayland-check: $name: ${line:-no window shot (see $OUT/$name.stderr)}"
    local want="driver wayland (renderer "
    local px="$((640 * ${expect%.*} + 640 * ${expect#*.} / 10))x$((480 * ${expect%.*} + 480 * ${expect#*.} / 10)) pixels"
    case "$line" in
      *"$want"*"at scale $expect = $px, displayScale $expect,"*) ;;
      *) echo "wayland-check: $name: wanted a Wayland window of 640x480 points at scale $expect = $px" >&2; fail=1; return ;;
    esac
    if [ "$oscale" = move ] && ! grep -q "window on an output of scale 2.0 (was 1.0)" "$OUT/$name.stderr"; then
      echo "wayland-check: $name: the window did not move from the scale-1 output to the scale-2 one (see $OUT/$name.stderr)" >&2; fail=1
    fi
    size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d pixels" % struct.unpack(">II", d[16:24]))' "$OUT/$name.png")
    [ "$size" = "$px" ] || { echo "wayland-check: $name: $OUT/$name.png is $size, not $px" >&2; fail=1; }
  }
  # Two outputs side by side, the pointer on X1 (a 1000x700 X window; weston puts a new window on
  # the pointer's output, and a 640x480 window placed anywhere on it covers its centre).
  place() {
    x1=$(grep -o "x11 output 1000x700, window id [0-9]*" "$1" | awk '{print $NF}')
    x2=$(grep -o "x11 output 2000x1400, window id [0-9]*" "$1" | awk '{print $NF}')
    [ -n "$x1" ] && [ -n "$x2" ] || { echo "wayland-check: weston's two outputs not found in $1" >&2; return; }
    xdotool windowmove "$x2" 1000 0 sleep 0.3 mousemove --window "$x1" 500 350
  }
  # drag APP-STDERR: Super + drag (weston's move) from X1's centre into X2, again until the app
  # says its window is on the scale-2 output (a slow start: the window was not up yet), 5 tries.
  drag() {
    [ -n "$x1" ] && [ -n "$x2" ] || return
    for _ in 1 2 3 4 5; do
      sleep 1.5
      xdotool mousemove --window "$x1" 500 350 sleep 0.2 keydown super sleep 0.1 mousedown 1 sleep 0.2
      for _ in 1 2 3 4 5 6 7 8; do xdotool mousemove_relative 100 0 sleep 0.05; done
      xdotool mousemove --window "$x2" 1000 700 sleep 0.2 mouseup 1 keyup super sleep 0.5
      grep -q "window on an output of scale 2.0" "$1" 2>/dev/null && return
    done
  }
  run scale1 1 "" 1.0
  run scale2 2 "" 2.0
  run scale1.5 1 1.5 1.5
  run moved-to-scale2 move "" 2.0
  # X11 (this Xvfb) with the desktop's 150 % (Xft.dpi 144): drawn at 1.5 pixels per point.
  echo "Xft.dpi: 144" | xrdb -nocpp -merge   # (-noreset on Xvfb: it keeps resources between clients)
  line=$(env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -u UIKIT_VIDEO -u UIKIT_SCALE -u GDK_SCALE UIKIT_WINDOW_SIZE=640x480 \
    UIKIT_WINDOW_SHOT="$OUT/x11-xft-dpi-144.png" timeout 60 "$BIN" --still 2>"$OUT/x11-xft-dpi-144.stderr" | grep "UIKit window shot" || true)
  echo "wayland-check: x11-xft-dpi-144: ${line:-no window shot (see $OUT/x11-xft-dpi-144.stderr)}"
  case "$line" in
    *"driver x11, 640x480 points at scale 1.5 = 960x720 pixels, displayScale 1.5,"*) ;;
    *) echo "wayland-check: x11-xft-dpi-144: wanted an X11 window of 640x480 points at scale 1.5 = 960x720 pixels" >&2; fail=1 ;;
  esac
  # Scale 1.5 is the same drawing on either display server.
  if [ -f "$OUT/scale1.5.png" ] && [ -f "$OUT/x11-xft-dpi-144.png" ]; then
    cmp -s "$OUT/scale1.5.png" "$OUT/x11-xft-dpi-144.png" \
      && echo "wayland-check: x11-xft-dpi-144.png is identical to scale1.5.png" \
      || { echo "wayland-check: the X11 window at Xft.dpi 144 differs from the Wayland one at UIKIT_SCALE=1.5" >&2; fail=1; }
  fi
  # Redrawn at the new scale, not enlarged: the same pixels as the window started at scale 2.
  if [ -f "$OUT/scale2.png" ] && [ -f "$OUT/moved-to-scale2.png" ]; then
    cmp -s "$OUT/scale2.png" "$OUT/moved-to-scale2.png" \
      && echo "wayland-check: moved-to-scale2.png is identical to scale2.png" \
      || { echo "wayland-check: the window moved to scale 2 differs from one started there" >&2; fail=1; }
  fi
  exit $fail
fi

BIN="${1:-.build-release/release/UICatalog}"
OUT="${2:-$(mktemp -d)}"
if [ ! -x "$BIN" ]; then
  echo "wayland-check.sh: no UICatalog at $BIN (swift build -c release --product UICatalog)" >&2
  exit 1
fi
for tool in weston xvfb-run xdotool xrdb; do
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
xvfb-run -a -n $((100 + RANDOM % 800)) -s "-screen 0 3000x1400x24 -noreset" bash "$0" --inside-xvfb "$BIN" "$OUT"
