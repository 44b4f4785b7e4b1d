#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Sets up a fresh Debian 12 machine (Debian packages; Swift itself must be on PATH) and runs every
# test. Used by .ci/run. Extra arguments go to each `swift test` (e.g. --filter UIKitTests).
#
# Stages, each timed (UIKIT_TEST_STAGES picks them; the default is every stage but debug):
#   checks   license headers, a doc comment on every public declaration, module maps up to date
#            (scripts/check-headers.py, check-docs.py, module-maps.py --check): seconds
#   release  .build-release  the whole suite on the optimised code apps ship (-c release,
#                            -enable-testing; preconditions kept): behaviour as shipped. The
#                            test targets themselves build unoptimised (Package.swift's
#                            `unoptimizedTests`): optimising 40,000 lines of tests only cost time
#   asan     .build-asan     the whole suite again, a debug build under AddressSanitizer with
#                            LeakSanitizer: memory errors fail, and so do leaks, except the system
#                            libraries' known ones (scripts/lsan.supp); it also proves the debug
#                            build compiles
#   soak     (release build) UIKitBenchmark --soak 60 in a real (Xvfb) window: the controls scene
#                            scrolled, slid, tapped for a minute; fails when the malloc heap grows
#                            over the second half or the input does not reach the controls
#   port     Tools/uikit-port's own tests (swift-syntax; its rewritten corpus also builds and runs
#            in the suite as PortedCorpusTests), then Examples/SampleApp built through the
#            UIKitPortPlugin build plugin and its tests (the scene template app in the test host)
#   debug    .build          not in CI (the release and asan stages cover it): the plain
#                            `swift build --build-tests && swift test` developers run
# On the 2-core CI machine the default stages take about 29 minutes from a fresh clone (about
# 1,716 s on 2026-12-02 with issue 26 done: port 100 s, sample app build 87 s and its tests 1 s,
# release build 773 s, tests 27 s; soak 109 s; asan build 393 s, tests 225 s). With issue 28's
# first half the CI run took 3,021 s, most of it the release build of the tests: since then they
# build unoptimised.
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

release=(-c release --scratch-path .build-release -Xswiftc -enable-testing)
# (asan last: its test run closes the output, the port stage before the long builds)
for s in ${UIKIT_TEST_STAGES:-checks port release soak asan}; do
  case $s in
  checks)
    stage "license headers" python3 scripts/check-headers.py
    stage "doc comments" python3 scripts/check-docs.py --summary
    stage "module maps" python3 scripts/module-maps.py --check
    ;;
  release)
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
    # The release stage's build has the benchmark; build it alone when that stage did not run.
    [ -x .build-release/release/UIKitBenchmark ] || stage "soak build" swift build "${release[@]}" --product UIKitBenchmark
    stage "soak" .build-release/release/UIKitBenchmark --soak 60
    ;;
  port)
    stage "porting assistant tests" swift test --package-path Tools/uikit-port
    # Examples/SampleApp built from its unchanged iOS sources through UIKitPortPlugin (a debug
    # build of UIKit in Examples/SampleApp/.build; the plugin reuses the assistant just built):
    # SampleApp (Xcode's scene template) and SampleAppClassic (app delegate only), then the
    # sample's tests, which launch the template app in the test host (its scene, a tap, a
    # second window as a second scene).
    stage "sample app through the port plugin" swift build --package-path Examples/SampleApp --build-tests
    stage "sample app tests" swift test --package-path Examples/SampleApp --skip-build
    ;;
  debug)
    stage "debug build" swift build --build-tests
    stage "debug tests" swift test --skip-build "$@"
    ;;
  *)
    echo "test.sh: unknown stage '$s' in UIKIT_TEST_STAGES (checks, release, asan, soak, port, debug)" >&2
    exit 2
    ;;
  esac
done
echo "== test.sh: stage times: $(IFS=';'; echo "${times[*]}"); total $((SECONDS - total_start)) s"
