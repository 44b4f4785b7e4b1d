#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (Debian packages; Swift itself must be on PATH) and runs every
# test. Used by .ci/run. Extra arguments go to `swift test` (e.g. --filter UIKitTests).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  echo "test.sh: no 'swift' on PATH. Install a Swift 6 toolchain for Debian 12 from swift.org first." >&2
  exit 1
fi
bash scripts/install-deps.sh
# Snapshot references are recorded on first run; tests never need a display (headless backend).
swift build --build-tests
swift test --skip-build "$@"
