#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Sets up a fresh Debian 12 machine (Debian packages; Swift itself must be on PATH) and runs every
# test. Used by .ci/run. Extra arguments go to each `swift test` (e.g. --filter UIKitTests).
#
# Stages, each timed (UIKIT_TEST_STAGES picks them; the default is checks port packages release soak atspi wayland):
#   checks   license headers, a doc comment on every public declaration, module maps up to date
#            (scripts/check-headers.py, check-docs.py, module-maps.py --check): seconds
#   port     Tools/uikit-port's own tests (swift-syntax; its rewritten corpus also builds and runs
#            in the suite as PortedCorpusTests), then Examples/SampleApp built through the
#            UIKitPortPlugin build plugin and its tests (the scene template app in the test host);
#            that build is a debug build of the library, so the debug build is proven to compile
#   release  .build-release  the whole suite on the optimised code apps ship (-c release,
#                            -enable-testing; preconditions kept) under AddressSanitizer with
#                            LeakSanitizer: behaviour as shipped, memory errors fail, and so do
#                            leaks, except the system libraries' known ones (scripts/lsan.supp).
#                            The test targets themselves build unoptimised, in batch mode
#                            (Package.swift's `unoptimizedTests`)
#   packages .build-deb      scripts/test-packages.sh: UICatalog's and Photos' Debian packages
#                            (the PackageDeb plugin: a debug build of the library and the two apps,
#                            static Swift standard library), their contents checked, Photos
#                            installed with apt, run headless and in an Xvfb window (title,
#                            WM_CLASS, icon), removed (docs/PACKAGING.md). Measured 2026-12-03 on
#                            a 2-core machine shared by four builds (load 7): the cold build of the
#                            library and both apps 9 min wall, 5.6 min of CPU (about 3 min on a quiet
#                            machine, as the port stage's debug build of the library: 153 s);
#                            packaging both (gzip) and the install/run/remove checks 1m43 s wall,
#                            45 s of CPU. Expect 4-5 minutes in CI.
#   soak     (release build) UIKitBenchmark --soak 60 in a real (Xvfb) window: the controls scene
#                            scrolled, slid, tapped for a minute; fails when the heap in use (the
#                            sanitizer's live bytes) grows over the second half or the input does
#                            not reach the controls
#   atspi    (release build) scripts/atspi-check.sh: UICatalog under Xvfb with a session bus and
#                            the AT-SPI registry, walked by pyatspi (roles, names, a button
#                            pressed, a switch toggled, a slider moved, a table read)
#   wayland  (release build) scripts/wayland-check.sh: UICatalog as a native Wayland client of
#                            weston 10 at output scales 1 and 2 and at UIKIT_SCALE=1.5, and dragged
#                            from a scale-1 output to a scale-2 one; the window's presented pixels
#                            must be points x scale, on the wayland driver, the moved window's the
#                            same as one started at 2 (screenshots in .build-release/wayland-check).
#                            20 s on a debug build (2026-12-03)
#   asan     .build-asan     not in CI: the whole suite on a debug build under AddressSanitizer
#                            (better stacks for a memory error the release stage found)
#   debug    .build          not in CI: the plain `swift build --build-tests && swift test`
#                            developers run
# Until 2026-12-02 CI ran the suite twice, plain release and debug under ASan (two builds of the
# library and the tests): 2,836 s, over the 40-minute budget. One sanitized release build, with
# batch-compiled tests, does both jobs. Measured that day on a quiet 2-core machine of CI's kind,
# from a fresh clone (`bash .ci/run`): 1,555 s in all: port 279 s (assistant tests 124, sample app
# build 153), release build 919 s, tests 238 s (1,933 passed, no leak), soak 118 s. The old
# arrangement on the same machine: plain release build 882 s (525 of them compiling the tests one
# file per process), debug ASan build about 700 s, its tests about 450 s.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  echo "test.sh: no 'swift' on PATH. Install a Swift 6 toolchain for Debian 12 from swift.org first." >&2
  exit 1
fi
bash scripts/install-deps.sh
# Snapshot references are recorded on first run; tests never need a display (headless backend).

total_start=$SECONDS
times=()
stage() {  # stage NAME COMMAND...: runs and times one step
  local name=$1 start=$SECONDS
  shift
  echo "== test.sh: $name"
  "$@"
  echo "== test.sh: $name took $((SECONDS - start)) s"
  times+=("$name $((SECONDS - start)) s")
}

# swift test, and when tests fail: each failing test again, alone (at most 5 of them). A test
# that passes alone failed only under the load of the whole parallel suite on 2 cores (a timing
# bound, a daemon slow to answer): named as flaky in the log and in the last line, not fatal. A
# run that fails again alone, fails with no test named (a crash, a leak at exit) or has more
# than 5 failing tests fails the stage.
flaky=()
swift_test_confirming() {
  local log rc names
  log=$(mktemp)
  set +e
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  set -e
  if [ "$rc" -eq 0 ]; then rm -f "$log"; return 0; fi
  names=$(sed -n 's/^.*✘ Test \([A-Za-z0-9_]*\)(.*recorded an issue.*$/\1/p' "$log" | sort -u)
  rm -f "$log"
  local count
  count=$(printf '%s\n' "$names" | grep -c . || true)
  if [ "$count" -eq 0 ] || [ "$count" -gt 5 ]; then
    echo "== test.sh: $count failing test(s) named; not rerun" >&2
    return "$rc"
  fi
  local filter
  filter=$(printf '%s\n' "$names" | sed 's/$/\\(/' | paste -sd'|')
  echo "== test.sh: rerunning alone: $(echo $names)"
  if "$@" --no-parallel --filter "$filter"; then
    echo "== test.sh: FLAKY (failed in the full run, passed alone): $(echo $names)"
    flaky+=($names)
    return 0
  fi
  return 1
}

release=(-c release --scratch-path .build-release -Xswiftc -enable-testing --sanitize=address)
# detect_leaks: LeakSanitizer at each process's exit (test runners and the children they start);
# a leak not in scripts/lsan.supp fails the stage, with its allocation stack.
lsan=(ASAN_OPTIONS=detect_leaks=1 "LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0")
# (the port stage before the long build)
for s in ${UIKIT_TEST_STAGES:-checks port packages release soak atspi wayland}; do
  case $s in
  checks)
    stage "license headers" python3 scripts/check-headers.py
    stage "doc comments" python3 scripts/check-docs.py --summary
    stage "module maps" python3 scripts/module-maps.py --check
    ;;
  release)
    stage "release build" swift build "${release[@]}" --build-tests
    stage "release tests" swift_test_confirming env "${lsan[@]}" swift test "${release[@]}" --skip-build "$@"
    ;;
  asan)
    asan=(--scratch-path .build-asan --sanitize=address)
    stage "asan build" swift build "${asan[@]}" --build-tests
    stage "asan tests" env "${lsan[@]}" swift test "${asan[@]}" --skip-build "$@"
    ;;
  soak)
    # The release stage's build has the benchmark; build it alone when that stage did not run.
    # (Leaks are the release stage's business: the soak ends with the window's X connection open.)
    [ -x .build-release/release/UIKitBenchmark ] || stage "soak build" swift build "${release[@]}" --product UIKitBenchmark
    stage "soak" env ASAN_OPTIONS=detect_leaks=0 .build-release/release/UIKitBenchmark --soak 60
    ;;
  atspi)
    [ -x .build-release/release/UICatalog ] || stage "atspi build" swift build "${release[@]}" --product UICatalog
    stage "atspi" env ASAN_OPTIONS=detect_leaks=0 bash scripts/atspi-check.sh .build-release/release/UICatalog
    ;;
  wayland)
    [ -x .build-release/release/UICatalog ] || stage "wayland build" swift build "${release[@]}" --product UICatalog
    stage "wayland" env ASAN_OPTIONS=detect_leaks=0 bash scripts/wayland-check.sh .build-release/release/UICatalog .build-release/wayland-check
    ;;
  port)
    stage "porting assistant tests" swift test --package-path Tools/uikit-port
    # Examples/SampleApp built from its unchanged iOS sources through UIKitPortPlugin (a debug
    # build of UIKit in Examples/SampleApp/.build; the plugin reuses the assistant just built):
    # SampleApp (Xcode's scene template), SampleAppClassic (app delegate only) and
    # SampleAppStoryboard (the template with storyboards), then the sample's tests, which launch
    # the template apps in the test host (their scenes, a tap, a second window as a second scene,
    # the storyboard app's window from Main.storyboard and its launch screen).
    stage "sample app through the port plugin" swift build --package-path Examples/SampleApp --build-tests
    stage "sample app tests" swift test --package-path Examples/SampleApp --skip-build
    ;;
  packages)
    stage "packages" bash scripts/test-packages.sh
    ;;
  debug)
    stage "debug build" swift build --build-tests
    stage "debug tests" swift test --skip-build "$@"
    ;;
  *)
    echo "test.sh: unknown stage '$s' in UIKIT_TEST_STAGES (checks, release, asan, soak, atspi, wayland, port, packages, debug)" >&2
    exit 2
    ;;
  esac
done
echo "== test.sh: stage times: $(IFS=';'; echo "${times[*]}"); total $((SECONDS - total_start)) s"
if [ ${#flaky[@]} -gt 0 ]; then echo "== test.sh: flaky tests (failed under load, passed alone): ${flaky[*]}"; fi
