//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A text view's attributes beside its text: runs of UTF-16 lengths, each with one attribute
// dictionary. Plain text is one run; an edit shifts or splits runs without touching the text.

/// The attributes of a text view's text, as runs (the text itself lives in the editing engine's
/// buffer). Editing cost is O(runs), which is one for plain text. (Sendable unchecked: the
/// values are fonts, colours, numbers and strings, never changed once stored.)
struct _UITextAttributeRuns: @unchecked Sendable {
    /// One stretch of text with the same attributes.
    struct Run {
        var length: Int
        var attributes: [NSAttributedString.Key: Any]
    }

    private(set) var runs: [Run]

    /// `length` UTF-16 units, all with `attributes`.
    init(length: Int, attributes: [NSAttributedString.Key: Any]) {
        runs = [Run(length: max(0, length), attributes: attributes)]
    }

    /// The runs of an attributed string (empty ranges take `fallback`).
    init(_ string: NSAttributedString, fallback: [NSAttributedString.Key: Any]) {
        runs = []
        let n = string.length
        guard n > 0 else { runs = [Run(length: 0, attributes: fallback)]; return }
        string.enumerateAttributes(in: NSRange(location: 0, length: n), options: []) { attrs, range, _ in
            // (Without the boundary key `attributedString(_:)` may have added.)
            var fresh: [NSAttributedString.Key: Any] = [:]
            for (k, v) in attrs where k != Self.runBoundaryKey { fresh[NSAttributedString.Key(rawValue: k.rawValue)] = v }
            runs.append(Run(length: range.length, attributes: fresh))
        }
    }

    /// Runs of the given lengths and attributes (empty: one empty run).
    init(runs list: [(length: Int, attributes: [NSAttributedString.Key: Any])]) {
        runs = list.filter { $0.length > 0 }.map { Run(length: $0.length, attributes: $0.attributes) }
        if runs.isEmpty { runs = [Run(length: 0, attributes: [:])] }
        coalesce()
    }

    /// The total length.
    var length: Int { runs.reduce(0) { $0 + $1.length } }

    /// The attributes of the character at `offset` (the last run's past the end).
    func attributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        var start = 0
        for r in runs {
            if offset < start + r.length { return r.attributes }
            start += r.length
        }
        return runs.last?.attributes ?? [:]
    }

    /// The run holding `offset` (the last run past the end) and its range.
    func run(at offset: Int) -> (attributes: [NSAttributedString.Key: Any], range: Range<Int>) {
        var start = 0
        for r in runs {
            if offset < start + r.length { return (r.attributes, start..<(start + r.length)) }
            start += r.length
        }
        let last = runs.last
        return (last?.attributes ?? [:], (start - (last?.length ?? 0))..<start)
    }

    /// The attributes typed text takes at `offset`: those of the character before it (the
    /// first character's at the start).
    func typingAttributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        attributes(at: max(0, offset - 1))
    }

    /// The runs overlapping `range`, clipped to it, with ranges relative to its start.
    func runs(in range: Range<Int>) -> [(range: Range<Int>, attributes: [NSAttributedString.Key: Any])] {
        var out: [(range: Range<Int>, attributes: [NSAttributedString.Key: Any])] = []
        var start = 0
        for r in runs {
            let end = start + r.length
            if end > range.lowerBound, start < range.upperBound {
                let lo = max(start, range.lowerBound), hi = min(end, range.upperBound)
                out.append(((lo - range.lowerBound)..<(hi - range.lowerBound), r.attributes))
            }
            if end >= range.upperBound, !out.isEmpty { break }
            start = end
        }
        if out.isEmpty { out.append((0..<range.count, attributes(at: range.lowerBound))) }
        return out
    }

    /// Replaces `range` with `length` units carrying `attributes`.
    mutating func replace(_ range: Range<Int>, length inserted: Int, attributes: [NSAttributedString.Key: Any]) {
        var out: [Run] = []
        out.reserveCapacity(runs.count + 2)
        var start = 0
        var placed = false
        for r in runs {
            let end = start + r.length
            // The part before the range.
            if start < range.lowerBound { out.append(Run(length: min(end, range.lowerBound) - start, attributes: r.attributes)) }
            if !placed, end >= range.lowerBound {
                if inserted > 0 { out.append(Run(length: inserted, attributes: attributes)) }
                placed = true
            }
            // The part after the range.
            if end > range.upperBound { out.append(Run(length: end - max(start, range.upperBound), attributes: r.attributes)) }
            start = end
        }
        if !placed, inserted > 0 { out.append(Run(length: inserted, attributes: attributes)) }
        out.removeAll { $0.length == 0 }
        runs = out.isEmpty ? [Run(length: 0, attributes: attributes)] : out
        coalesce()
    }

    /// Changes the attributes over `range` with `change` (runs split at its ends, then joined
    /// again where neighbours end up the same).
    mutating func modify(_ range: Range<Int>, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard !range.isEmpty else { return }
        var out: [Run] = []
        out.reserveCapacity(runs.count + 2)
        var start = 0
        for r in runs {
            let end = start + r.length
            let lo = max(start, range.lowerBound), hi = min(end, range.upperBound)
            if lo < hi {
                if start < lo { out.append(Run(length: lo - start, attributes: r.attributes)) }
                var a = r.attributes
                change(&a)
                out.append(Run(length: hi - lo, attributes: a))
                if hi < end { out.append(Run(length: end - hi, attributes: r.attributes)) }
            } else {
                out.append(r)
            }
            start = end
        }
        runs = out
        coalesce()
    }

    /// Sets `key` to `value` (nil removes it) on every run.
    mutating func setAttribute(_ key: NSAttributedString.Key, _ value: Any?) {
        for i in runs.indices { runs[i].attributes[key] = value }
        coalesce()
    }

    /// Joins neighbouring runs whose attributes are the same objects.
    private mutating func coalesce() {
        guard runs.count > 1 else { return }
        var out: [Run] = [runs[0]]
        for r in runs.dropFirst() {
            if Self.same(out[out.count - 1].attributes, r.attributes) { out[out.count - 1].length += r.length } else { out.append(r) }
        }
        runs = out
    }

    /// Whether two attribute dictionaries hold the same keys with identical (or equal
    /// value-type) values.
    static func same(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (k, v) in a {
            guard let w = b[k] else { return false }
            if type(of: v) is AnyClass { if (v as AnyObject) !== (w as AnyObject) { return false } }
            else if let x = v as? AnyHashable, let y = w as? AnyHashable { if x != y { return false } }
            else { return false }
        }
        return true
    }

    /// The key that keeps neighbouring runs apart on Linux (see `attributedString(_:)`).
    static let runBoundaryKey = NSAttributedString.Key("_UIKitRunBoundary")

    /// The text with these attributes, built run by run. Linux Foundation halts when it compares
    /// two neighbouring runs that hold different objects of its own classes (UIFont, UIColor)
    /// under the same keys, so a run whose keys match its neighbour's with a different object
    /// carries `_UIKitRunBoundary` as well: their key counts differ and Foundation never
    /// compares the objects (see the porting table).
    func attributedString(_ text: String) -> NSAttributedString {
        let ns = text as NSString
        let out = NSMutableAttributedString(string: "")
        var start = 0
        var previous: [NSAttributedString.Key: Any]?
        for r in runs where r.length > 0 {
            let len = min(r.length, ns.length - start)
            guard len > 0 else { break }
            var attrs = r.attributes
            if let p = previous, Self.needsBoundary(p, attrs) { attrs[Self.runBoundaryKey] = true }
            out.append(NSAttributedString(string: ns.substring(with: NSRange(location: start, length: len)), attributes: attrs))
            previous = attrs
            start += len
        }
        return out
    }

    /// Whether Foundation would compare objects it cannot compare: the same keys, and a value
    /// that differs and is not a string or number.
    static func needsBoundary(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        // (Only the counts: with different keys Foundation may still compare the shared ones first.)
        guard a.count == b.count else { return false }
        for (k, v) in a where type(of: v) is AnyClass && !(v is NSString) && !(v is NSNumber) {
            if let w = b[k], (v as AnyObject) !== (w as AnyObject) { return true }
        }
        return false
    }
}
