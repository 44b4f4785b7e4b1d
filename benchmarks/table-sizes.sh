#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# The table scene (issue 15) at N = 2,000, 100,000 and 1,000,000 rows: one
# `UIKitBenchmark --scene table --rows N --json` run per size (through scripts/benchmark.sh, so
# the release build with the runtime linked statically), then the 1,000,000-row figures against
# the 2,000-row ones (target: scroll median, first frame and peak RSS within 10%).
# Extra arguments go to every run (e.g. --runs 3, --no-peers). JSON files go to $OUT (default: a
# new temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
for n in 2000 100000 1000000; do
  bash scripts/benchmark.sh --scene table --rows "$n" --json "$out/table-$n.json" "$@"
done
python3 - "$out" <<'PY'
import json, sys
d = sys.argv[1]
runs = {n: json.load(open(f"{d}/table-{n}.json")) for n in (2000, 100000, 1000000)}
keys = ["first_frame_ms", "scroll_median_ms", "scroll_p99_ms", "fling_median_ms", "value_change_ms", "peak_rss_mb"]
print("\n| N | " + " | ".join(keys) + " |")
print("|---|" + "---|" * len(keys))
for n, r in runs.items():
    print(f"| {n:,} | " + " | ".join(str(r["table"].get(k)) for k in keys) + " |")
missed = []
for k in ("scroll_median_ms", "first_frame_ms", "peak_rss_mb"):
    a, b = runs[2000]["table"].get(k), runs[1000000]["table"].get(k)
    if a and b:
        r = b / a
        print(f"1,000,000 / 2,000 rows, {k}: {r:.3f}x" + ("" if r <= 1.1 else "  (target <= 1.1x missed)"))
        if r > 1.1: missed.append(k)
if any(runs[n]["table"].get("scroll_median_ms") is None for n in runs): missed.append("a size whose table runs failed")
print("growth targets: all met" if not missed else "growth targets missed: " + ", ".join(missed))
print(f"JSON: {d}")
PY
