#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# The screen reader check (docs/ACCESSIBILITY.md): UICatalog under Xvfb with a session bus
# (dbus-run-session); the app asks the session bus for the accessibility bus, which starts
# at-spi-bus-launcher and the registry (D-Bus activation); scripts/atspi-walk.py then walks
# the app's tree with pyatspi, presses a button, toggles a switch, moves a slider, reads a table;
# scripts/atspi-keys.py then types into the app with a screen reader's keystroke listener registered.
# Usage: bash scripts/atspi-check.sh [PATH-TO-UICatalog] (default: the release build's).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-.build-release/release/UICatalog}"
if [ ! -x "$BIN" ]; then
  echo "atspi-check.sh: no UICatalog at $BIN (swift build -c release --product UICatalog)" >&2
  exit 1
fi
for tool in xvfb-run dbus-run-session /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null 2>&1 || { echo "atspi-check.sh: $tool is missing (bash scripts/install-deps.sh)" >&2; exit 1; }
done
/usr/bin/python3 -c "import pyatspi" || { echo "atspi-check.sh: python3-pyatspi is missing" >&2; exit 1; }
unset NO_AT_BRIDGE UIKIT_ACCESSIBILITY   # (either turns the app's bridge off)
# (A display number of its own: CI machines run other Xvfb users; -a moves on when it is taken.)
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
command -v xdotool >/dev/null 2>&1 || { echo "atspi-check.sh: xdotool is missing (bash scripts/install-deps.sh)" >&2; exit 1; }
exec xvfb-run -a -n $((100 + RANDOM % 800)) -s "-screen 0 1280x1024x24 -noreset" \
  dbus-run-session -- sh -c '/usr/bin/python3 scripts/atspi-walk.py "$1" && /usr/bin/python3 scripts/atspi-keys.py "$1"' sh "$BIN"
