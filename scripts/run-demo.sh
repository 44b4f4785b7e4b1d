#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Installs the Debian packages (scripts/install-deps.sh), builds the UICatalog demo (release) and
# runs it: in a window on $DISPLAY, or under Xvfb (xvfb-run) when there is no display.
# Arguments go to UICatalog, e.g. `bash scripts/run-demo.sh --screenshot out.png`.
# DEMO_PRODUCT=Photos runs the Photos app instead (scripts/run-photos.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  echo "run-demo.sh: no 'swift' on PATH. Install a Swift 6 toolchain for Debian 12 from swift.org first." >&2
  exit 1
fi
bash scripts/install-deps.sh
PRODUCT="${DEMO_PRODUCT:-UICatalog}"
swift build -c release --product "$PRODUCT"
BIN="$(swift build -c release --show-bin-path)/$PRODUCT"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$BIN" "$@"
else
  echo "run-demo.sh: no DISPLAY; running under Xvfb (xvfb-run)" >&2
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$BIN" "$@"
fi
