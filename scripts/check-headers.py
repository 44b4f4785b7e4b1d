#!/usr/bin/env python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

"""Checks (or, with --fix, adds) the license header of every source file the project wrote.

Swift, C and C++ files start with the `//` form of the header, shell and Python scripts with the
`#` form after their `#!` line, `Package.swift` after its `swift-tools-version` line. Left out:
the porting assistant's corpus (iOS-style sample code, compared byte for byte with its rewrite)
and the ported copies of it in Tests/PortedCorpusTests.
Usage: scripts/check-headers.py [--fix]        exit 1 listing the files without a header.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BODY = [
    "This source file is part of the UIKit for Linux open source project.",
    "Copyright (c) 2026 the UIKit for Linux project authors.",
    "Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0",
]
RULE = "===----------------------------------------------------------------------==="
SKIP_PREFIXES = ("Tools/uikit-port/Tests/Corpus/", "Tests/PortedCorpusTests/", "benchmarks/peers/build/")


def header(comment):
    rule = f"{comment}{RULE}{comment}"
    return [rule] + [f"{comment} {line}" for line in BODY] + [rule]


def style(path):
    name = os.path.basename(path)
    if name.endswith((".swift", ".c", ".h", ".cpp")):
        return "//"
    if name.endswith((".sh", ".py")) or name == "run":
        return "#"
    return None


def tracked_files():
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "--cached", "--others", "--exclude-standard"],
                         capture_output=True, text=True, check=True).stdout
    return [p for p in out.split("\n") if p and not p.startswith(SKIP_PREFIXES) and style(p)
            and os.path.isfile(os.path.join(ROOT, p))]


def insertion_point(lines):
    """Index after a `#!` line or a `// swift-tools-version` line, which must stay first."""
    if lines and (lines[0].startswith("#!") or lines[0].startswith("// swift-tools-version")):
        return 1
    return 0


def main(argv):
    fix = "--fix" in argv
    missing = []
    for rel in tracked_files():
        path = os.path.join(ROOT, rel)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lines = text.split("\n")
        h = header(style(rel))
        at = insertion_point(lines)
        if lines[at:at + len(h)] == h:
            continue
        missing.append(rel)
        if fix:
            rest = lines[at:]
            new = lines[:at] + h + ([""] if rest and rest[0].strip() else []) + rest
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(new))
    if missing and not fix:
        for rel in missing:
            print(f"{rel}: no license header (scripts/check-headers.py --fix adds it)")
        print(f"check-headers: {len(missing)} files without the license header")
        return 1
    print(f"check-headers: {'added the header to ' + str(len(missing)) + ' files' if fix else 'every source file has the license header'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
