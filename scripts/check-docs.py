#!/usr/bin/env python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

"""Fails on a public declaration without a doc comment (the CI doc check).

Every `public`/`open` declaration in Sources/ that is not an `override`, and every requirement of
a public protocol, needs a `///` (or `/** */`) comment right above it (attribute lines such as
`@MainActor` or `@available(...)` may stand between). Exempt, as the issue that made this check
says: constants of option sets and raw-value types (`public static let x = T(rawValue: 4)`, or
`Self(rawValue:)`), `case` lines (enum cases), overrides and `deinit`. Conformance members
(`==`, `hash(into:)`, `description`, `rawValue`) are counted, as ../shared/tools/doc-coverage.py
counts them.

Usage: scripts/check-docs.py [--list] [--summary] [PATH ...]   (default: Sources/)
Exit 1 with one `file:line: undocumented public declaration: …` a line when any is found.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DECL = re.compile(
    r"^\s*((@[A-Za-z_]+(\([^)]*\))?\s+)*)((public|open)(\([a-z]+\))?\s+)"
    r"((final|static|class|override|convenience|required|nonisolated|dynamic|mutating|nonmutating|"
    r"lazy|weak|unowned(\(unsafe\))?|indirect|optional|private\(set\)|internal\(set\)|package\(set\)|"
    r"fileprivate\(set\)|isolated|distributed|prefix|postfix|infix|@[A-Za-z_]+(\([^)]*\))?)\s+)*"
    r"(func|var|let|init|subscript|class|struct|enum|protocol|typealias|associatedtype|actor|case|deinit|"
    r"extension|operator|macro)\b")
# `T(rawValue:`, `Self(rawValue:`, `.init(rawValue:`, `T.init(rawValue:`
RAW_CONSTANT = re.compile(r"\bstatic\s+(let|var)\s+\w+\s*(:\s*[\w.]+\s*)?=\s*(\w+)?(\.init)?\s*\(\s*rawValue\s*:")
PROTO_REQ = re.compile(r"^\s*((@[A-Za-z_]+(\([^)]*\))?\s+)*)((static|mutating|nonisolated|optional)\s+)*"
                       r"(func|var|init|subscript|associatedtype|typealias)\b")
ATTRIBUTE_LINE = re.compile(r"^\s*(@[A-Za-z_]+(\([^)]*\))?\s*)+$")


def strip_strings(line):
    return re.sub(r'"(\\.|[^"\\])*"', '""', line)


def documented(lines, i):
    """True when a doc comment ends right above line i (attribute lines may stand between)."""
    j = i - 1
    while j >= 0 and (ATTRIBUTE_LINE.match(lines[j]) or lines[j].strip().startswith("#if")
                      or lines[j].strip().startswith("#endif") or lines[j].strip().startswith("#else")):
        j -= 1
    if j < 0:
        return False
    s = lines[j].strip()
    if s.startswith("///"):
        return True
    if s.endswith("*/"):
        k = j
        while k >= 0 and "/*" not in lines[k]:
            k -= 1
        return k >= 0 and "/**" in lines[k]
    return False


def check_file(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    total = 0
    depth = 0
    protocol_depths = []  # brace depths at which a public protocol's body is open
    in_block_comment = False
    for i, raw in enumerate(lines):
        line = raw
        if in_block_comment:
            if "*/" in line:
                in_block_comment = False
                line = line.split("*/", 1)[1]
            else:
                continue
        code = strip_strings(line)
        code = code.split("//", 1)[0]
        if "/*" in code:
            before, after = code.split("/*", 1)
            if "*/" not in after:
                in_block_comment = True
            code = before
        stripped = code.strip()
        in_public_protocol = bool(protocol_depths) and depth == protocol_depths[-1] + 1
        m = DECL.match(code)
        needs = False
        if m:
            kind = m.group(m.lastindex)
            if kind not in ("case", "deinit", "extension") and " override " not in f" {stripped} " \
                    and not RAW_CONSTANT.search(stripped):
                needs = True
            if kind == "protocol":
                protocol_depths.append(depth)
        elif in_public_protocol and PROTO_REQ.match(code):
            needs = True
        if needs:
            total += 1
            if not documented(lines, i):
                found.append((i + 1, stripped))
        depth += code.count("{") - code.count("}")
        while protocol_depths and depth <= protocol_depths[-1]:
            if "{" in code and m and m.group(m.lastindex) == "protocol" and depth == protocol_depths[-1] \
                    and code.count("{") > code.count("}"):
                break
            protocol_depths.pop()
    return total, found


def main(argv):
    listing = "--list" in argv
    summary = "--summary" in argv
    paths = [a for a in argv if not a.startswith("--")] or [os.path.join(ROOT, "Sources")]
    files = []
    for p in paths:
        if os.path.isfile(p):
            files.append(p)
        else:
            for dirpath, _, names in os.walk(p):
                files += [os.path.join(dirpath, n) for n in names if n.endswith(".swift")]
    files.sort()
    grand_total = 0
    missing = []
    per_module = {}
    for path in files:
        total, found = check_file(path)
        grand_total += total
        rel = os.path.relpath(path, ROOT)
        parts = rel.split(os.sep)
        module = parts[1] if len(parts) > 2 and parts[0] == "Sources" else parts[0]
        t, m = per_module.get(module, (0, 0))
        per_module[module] = (t + total, m + len(found))
        missing += [(rel, n, s) for n, s in found]
    if summary:
        for module, (t, m) in sorted(per_module.items()):
            if t:
                print(f"{module:24} {t - m:5}/{t:5} documented ({100 * (t - m) // t}%)")
    if listing or not summary:
        for rel, n, s in missing:
            print(f"{rel}:{n}: undocumented public declaration: {s[:110]}")
    print(f"check-docs: {grand_total - len(missing)} of {grand_total} public declarations documented; "
          f"{len(missing)} undocumented")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
