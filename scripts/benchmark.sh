#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Builds the benchmark in release mode, linked the way a shipped app should be, and runs it:
# - the Swift runtime and Foundation linked statically (~10 ms faster launch and ~7 MB less
#   memory than loading them as shared libraries);
# - with lld and packed relative relocations (`-z pack-relative-relocs`, glibc ≥ 2.36): the
#   static Foundation brings ~100,000 relocations that the loader reads at every launch, 2.4 MB
#   of the binary in memory as 24-byte entries, ~40 KB packed;
# - without exporting every symbol (`--no-export-dynamic`; swiftc exports them for executables,
#   which nothing here looks up): 0.8 MB less symbol table mapped.
# Arguments go to UIKitBenchmark (e.g. --plain, --json out.json).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product UIKitBenchmark --scratch-path .build-bench \
  -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic
exec .build-bench/release/UIKitBenchmark "$@"
