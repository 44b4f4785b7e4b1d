#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Sets up a fresh Debian 12 machine (Debian packages; Swift itself must be on PATH) and runs every
# test. Used by .ci/run. Extra arguments go to each `swift test` (e.g. --filter UIKitTests).
#
# The whole suite runs three times, each build in its own scratch directory:
#   debug    .build          what developers run; then the porting assistant's own package
#                            (Tools/uikit-port, swift-syntax), once, debug only
#   release  .build-release  -c release with -enable-testing: the code apps ship, optimised
#   asan     .build-asan     AddressSanitizer with LeakSanitizer: memory errors fail, and so do
#                            leaks, except the system libraries' known ones (scripts/lsan.supp)
#   soak     .build-bench  the benchmark's memory soak, 60 s (release): the controls scene
#                          scrolled, its sliders dragged, switches and buttons tapped; fails when
#                          the malloc heap in use grew by 0.25 MB or more over the second half or
#                          no drag changed a slider (Xvfb is started when there is no DISPLAY)
# UIKIT_TEST_STAGES picks stages ("debug release asan soak" by default), e.g. UIKIT_TEST_STAGES=debug.
# Each stage's time is printed; on 2 cores the three take about 30 minutes from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  echo "test.sh: no 'swift' on PATH. Install a Swift 6 toolchain for Debian 12 from swift.org first." >&2
  exit 1
fi
bash scripts/install-deps.sh
# Snapshot references are recorded on first run; tests never need a display (headless backend).

stage() {  # stage NAME COMMAND...: runs and times one step
  local name=$1 start=$SECONDS
  shift
  echo "== test.sh: $name"
  "$@"
  echo "== test.sh: $name took $((SECONDS - start)) s"
}

for s in ${UIKIT_TEST_STAGES:-debug release asan soak}; do
  case $s in
  debug)
    stage "debug build" swift build --build-tests
    stage "debug tests" swift test --skip-build "$@"
    # Its corpus's rewritten files are built and run above (PortedCorpusTests).
    stage "porting assistant tests" swift test --package-path Tools/uikit-port
    ;;
  release)
    release=(-c release --scratch-path .build-release -Xswiftc -enable-testing)
    stage "release build" swift build "${release[@]}" --build-tests
    stage "release tests" swift test "${release[@]}" --skip-build "$@"
    ;;
  asan)
    asan=(--scratch-path .build-asan --sanitize=address)
    stage "asan build" swift build "${asan[@]}" --build-tests
    # detect_leaks: LeakSanitizer at each process's exit (test runners and the children they
    # start); a leak not in scripts/lsan.supp fails the stage, with its allocation stack.
    stage "asan tests" env ASAN_OPTIONS=detect_leaks=1 \
      LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0" \
      swift test "${asan[@]}" --skip-build "$@"
    ;;
  soak)
    stage "soak build" swift build -c release --product UIKitBenchmark --scratch-path .build-bench
    stage "soak (60 s)" .build-bench/release/UIKitBenchmark --soak 60
    ;;
  *)
    echo "test.sh: unknown stage '$s' in UIKIT_TEST_STAGES (debug, release, asan, soak)" >&2
    exit 2
    ;;
  esac
done
