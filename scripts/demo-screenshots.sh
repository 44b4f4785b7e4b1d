#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Screenshots of every UICatalog page and of Photos at each step of its scripts, light and dark:
#   headless (the apps' --screenshot, a narrow 390x844 and a wide 1024x768 window), and
#   in a real SDL window under Xvfb (each page opened with --page in a 1024x768 window, captured
#   from the X server with ImageMagick's `import`; skipped when Xvfb or ImageMagick is missing).
# Then one contact sheet per set (montage) to look at.
#
#   bash scripts/demo-screenshots.sh [OUT_DIR]        # default: .build/demo-screenshots
#   BIN=.build/release bash scripts/demo-screenshots.sh   # use other builds (default: debug)
#   ONLY=headless|window                               # one of the two sets
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-.build/demo-screenshots}"
BIN="${BIN:-}"
if [ -z "$BIN" ]; then
  swift build --product UICatalog >/dev/null
  swift build --product Photos >/dev/null
  BIN="$(swift build --show-bin-path)"
fi
CATALOG="$BIN/UICatalog"
PHOTOS="$BIN/Photos"
# The page names, from UICatalog's own diagnostic for an unknown page.
PAGES=$("$CATALOG" --page '?' 2>&1 | sed -n 's/.*--page needs one of //p' | tr -d ',' | head -1 || true)
[ -n "$PAGES" ] || { echo "demo-screenshots: could not list UICatalog's pages" >&2; exit 1; }
PHOTO_SCRIPTS="albums search grid photo zoom swipe deletesheet edit favorite"
mkdir -p "$OUT/headless" "$OUT/window"

sheet() {   # sheet DIR PATTERN OUT: a contact sheet of DIR/PATTERN
  if command -v montage >/dev/null 2>&1; then
    montage "$1"/$2 -geometry 256x+6+6 -tile 8x -label '%t' -pointsize 10 -background '#888' "$3" 2>/dev/null || true
  fi
}

ONLY="${ONLY:-all}"
if [ "$ONLY" = all ] || [ "$ONLY" = headless ]; then
  for style in light dark; do
    for size in 390x844 1024x768; do
      for page in $PAGES; do
        UIKIT_INTERFACE_STYLE=$style "$CATALOG" --screenshot "$OUT/headless/$page-$style-$size.png" --size "$size" --page "$page" >/dev/null 2>&1 \
          || echo "demo-screenshots: UICatalog --page $page ($style, $size) failed" >&2
      done
      for script in $PHOTO_SCRIPTS; do
        UIKIT_INTERFACE_STYLE=$style "$PHOTOS" --screenshot "$OUT/headless/photos-$script-$style-$size.png" --size "$size" --script "$script" >/dev/null 2>&1 \
          || echo "demo-screenshots: Photos --script $script ($style, $size) failed" >&2
      done
      sheet "$OUT/headless" "*-$style-$size.png" "$OUT/headless-$style-$size.png"
    done
  done
  echo "demo-screenshots: headless shots in $OUT/headless (contact sheets $OUT/headless-*.png)"
fi

if [ "$ONLY" = all ] || [ "$ONLY" = window ]; then
  if ! command -v Xvfb >/dev/null 2>&1 || ! command -v import >/dev/null 2>&1; then
    echo "demo-screenshots: no Xvfb or ImageMagick; window shots skipped (apt-get install xvfb imagemagick)" >&2
    exit 0
  fi
  DISPLAY_NUM=":$((90 + RANDOM % 100))"
  Xvfb "$DISPLAY_NUM" -screen 0 1024x768x24 -noreset >/dev/null 2>&1 &
  XVFB=$!
  trap 'kill $XVFB 2>/dev/null || true' EXIT
  sleep 1
  shoot() {   # shoot OUT.png PROGRAM ARGS...: run the app in a window, wait, capture the screen, quit it
    local out="$1"; shift
    DISPLAY="$DISPLAY_NUM" "$@" --size 1024x768 >/dev/null 2>&1 &
    local app=$!
    sleep "${SETTLE:-2.5}"
    DISPLAY="$DISPLAY_NUM" import -window root "$out" 2>/dev/null || echo "demo-screenshots: capture of $out failed" >&2
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
  }
  for style in light dark; do
    export UIKIT_INTERFACE_STYLE=$style
    for page in $PAGES; do shoot "$OUT/window/$page-$style.png" "$CATALOG" --page "$page"; done
    shoot "$OUT/window/photos-albums-$style.png" "$PHOTOS"
    sheet "$OUT/window" "*-$style.png" "$OUT/window-$style.png"
  done
  echo "demo-screenshots: window shots in $OUT/window (contact sheets $OUT/window-*.png)"
fi
