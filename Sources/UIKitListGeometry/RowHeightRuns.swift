//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A sequence of item heights with estimate flags, stored as runs of equal items in an implicit treap.
//
// A sequence of item heights (with an "is this an estimate" flag each), stored as runs of equal
// items in an implicit treap: a binary tree ordered by position, balanced by random priorities,
// with no keys stored; a node's position is the number of items in the subtrees before it. Each
// node is one run (count, height, flag) and carries its subtree's sums, so every query and
// update is a single walk down the tree: O(log runs), and memory is O(runs), not O(items).
//
// Nodes live in one array and point at each other by index (no object per node, nothing
// retained or released). Removed nodes go on a free list. Split and merge recurse to the tree's
// depth only, which random priorities keep at O(log runs) (about 2·ln runs on average).

/// The heights of a list's items, stored by runs of equal heights.
///
/// A list of a million rows of one estimated height is one run: it costs what one row costs.
/// Setting one item's height splits its run in at most three; equal neighbours merge again, so
/// the number of runs stays proportional to the number of distinct changes, not of items.
package struct RowHeightRuns: Sendable {
    /// One run, as `runs(from:)` yields it: `count` items of `height` starting at item `start`,
    /// the first of which begins at `offset`.
    package struct Run: Sendable, Equatable {
        package var start: Int
        package var count: Int
        package var height: Double
        package var isEstimated: Bool
        package var offset: Double
    }

    /// One item, as `items(from:)` yields it.
    package struct Item: Sendable, Equatable {
        package var index: Int
        package var offset: Double
        package var height: Double
        package var isEstimated: Bool
    }

    struct Node: Sendable {
        var left = -1
        var right = -1
        var priority: UInt64 = 0
        var count = 0
        var height = 0.0
        var isEstimated = false
        // Subtree sums (this node included).
        var subCount = 0
        var subRuns = 0
        var subHeight = 0.0
        var subEstimatedCount = 0
        var subMeasuredHeight = 0.0
    }

    var nodes: [Node] = []
    var freeList: [Int] = []
    var root = -1
    var rngState: UInt64

    /// An empty sequence. `seed` fixes the tree's shape (the random priorities), for reproducible tests.
    package init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) {
        rngState = seed
    }

    /// `count` items of one height: one run, whatever the count.
    package init(count: Int, height: Double, isEstimated: Bool) {
        self.init()
        insert(count: count, height: height, isEstimated: isEstimated, at: 0)
    }

    // MARK: - Aggregates

    /// The number of items.
    package var count: Int { root < 0 ? 0 : nodes[root].subCount }
    /// The number of runs: what the memory costs.
    package var runCount: Int { root < 0 ? 0 : nodes[root].subRuns }
    /// The sum of all heights.
    package var totalHeight: Double { root < 0 ? 0 : nodes[root].subHeight }
    /// How many items still have an estimated height.
    package var estimatedCount: Int { root < 0 ? 0 : nodes[root].subEstimatedCount }
    /// How many items have a measured (not estimated) height.
    package var measuredCount: Int { count - estimatedCount }
    /// The sum of the measured heights alone, for "Σ measured + estimate × unmeasured".
    package var measuredHeightSum: Double { root < 0 ? 0 : nodes[root].subMeasuredHeight }
    /// The number of node slots allocated (live and free): the structure's size, for tests.
    package var nodeCapacity: Int { nodes.count }

    /// Removes everything, releasing the storage.
    package mutating func removeAll() {
        nodes = []
        freeList = []
        root = -1
    }

    // MARK: - Queries

    /// The height of item `index`, or nil out of range.
    package func height(at index: Int) -> Double? {
        guard let n = node(containing: index) else { return nil }
        return nodes[n.node].height
    }

    /// Whether item `index`'s height is an estimate, or nil out of range.
    package func isEstimated(at index: Int) -> Bool? {
        guard let n = node(containing: index) else { return nil }
        return nodes[n.node].isEstimated
    }

    /// The sum of the heights of the items before `index` (`index == count` gives `totalHeight`);
    /// nil out of `0...count`.
    package func offset(of index: Int) -> Double? {
        guard index >= 0, index <= count else { return nil }
        var t = root
        var k = index
        var acc = 0.0
        while t >= 0 {
            let n = nodes[t]
            let lc = n.left >= 0 ? nodes[n.left].subCount : 0
            if k < lc { t = n.left; continue }
            if n.left >= 0 { acc += nodes[n.left].subHeight }
            k -= lc
            if k < n.count { return acc + Double(k) * n.height }
            acc += Double(n.count) * n.height
            k -= n.count
            t = n.right
        }
        return acc
    }

    /// The sum of the heights of the items in `range`; nil when it is not inside `0..<count`.
    package func heightSum(of range: Range<Int>) -> Double? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        if range.isEmpty { return 0 }
        guard let a = offset(of: range.lowerBound), let b = offset(of: range.upperBound) else { return nil }
        return b - a
    }

    /// The item whose `[offset, offset + height)` contains `y`. A `y` before the start gives the
    /// first item; at or past the end, the last item with a positive height. Zero-height items
    /// contain no `y`, so they are returned only when every item has zero height. Nil when empty.
    package func index(containing y: Double) -> Int? {
        guard root >= 0 else { return nil }
        if !(y >= 0) { return 0 }                       // negative (or NaN): the first item
        if y >= totalHeight { return lastPositiveIndex() ?? count - 1 }
        var t = root
        var rem = y
        var base = 0
        while t >= 0 {
            let n = nodes[t]
            if n.left >= 0 {
                let l = nodes[n.left]
                if rem < l.subHeight { t = n.left; continue }
                rem -= l.subHeight
                base += l.subCount
            }
            let runHeight = Double(n.count) * n.height
            if rem < runHeight {
                let k = Int(rem / n.height)
                return base + Swift.min(Swift.max(k, 0), n.count - 1)
            }
            rem -= runHeight
            base += n.count
            if n.right < 0 {
                // Rounding left `rem` a hair past the last positive run of this subtree.
                return lastPositiveIndex(in: t, base: base - n.count - (n.left >= 0 ? nodes[n.left].subCount : 0))
                    ?? Swift.min(base, count - 1)
            }
            t = n.right
        }
        return count - 1
    }

    /// The last item with a positive height, if any.
    private func lastPositiveIndex() -> Int? {
        lastPositiveIndex(in: root, base: 0)
    }

    /// The last item with a positive height in the subtree at `t`, whose first item is item `base`.
    private func lastPositiveIndex(in start: Int, base start0: Int) -> Int? {
        var t = start
        var base = start0
        var found: Int?
        while t >= 0 {
            let n = nodes[t]
            let lc = n.left >= 0 ? nodes[n.left].subCount : 0
            if n.right >= 0, nodes[n.right].subHeight > 0 {
                base += lc + n.count
                t = n.right
            } else if n.height > 0 {
                found = base + lc + n.count - 1
                break
            } else {
                t = n.left
            }
        }
        return found
    }

    /// Runs from item `index` on, in order; the first is cut to start at `index`. Getting to
    /// `index` costs O(log runs), each run after it O(1) on average.
    package func runs(from index: Int) -> RunSequence {
        RunSequence(storage: self, start: index)
    }

    /// Items from `index` on, in order, with their offsets: O(log runs + items visited).
    package func items(from index: Int) -> ItemSequence {
        ItemSequence(runs: runs(from: index))
    }

    /// The node holding item `index`, and the item's place in its run.
    private func node(containing index: Int) -> (node: Int, within: Int)? {
        guard index >= 0, index < count else { return nil }
        var t = root
        var k = index
        while t >= 0 {
            let n = nodes[t]
            let lc = n.left >= 0 ? nodes[n.left].subCount : 0
            if k < lc { t = n.left; continue }
            k -= lc
            if k < n.count { return (t, k) }
            k -= n.count
            t = n.right
        }
        return nil
    }

    // MARK: - Updates

    /// Inserts `count` items of one height before item `index` (`index == self.count` appends).
    /// Returns false, changing nothing, when `index` is out of `0...self.count` or `count < 0`.
    @discardableResult
    package mutating func insert(count n: Int, height: Double, isEstimated: Bool, at index: Int) -> Bool {
        guard n >= 0, index >= 0, index <= count else { return false }
        guard n > 0 else { return true }
        let (l, r) = split(root, index)
        let m = makeNode(count: n, height: Self.sanitized(height), isEstimated: isEstimated)
        root = join(join(l, m), r)
        return true
    }

    /// Appends runs in order (adjacent equal ones merge): O(runs · log runs), never per item.
    package mutating func append(contentsOf runs: some Sequence<(count: Int, height: Double, isEstimated: Bool)>) {
        for run in runs where run.count > 0 {
            insert(count: run.count, height: run.height, isEstimated: run.isEstimated, at: count)
        }
    }

    /// Removes the items in `range`. Returns false, changing nothing, when `range` is not inside `0..<count`.
    @discardableResult
    package mutating func remove(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count else { return false }
        guard !range.isEmpty else { return true }
        let (l, rest) = split(root, range.lowerBound)
        let (mid, r) = split(rest, range.count)
        release(mid)
        root = join(l, r)
        return true
    }

    /// Sets one item's height and flag, splitting its run; equal neighbours merge again.
    /// Returns false, changing nothing, when `index` is out of range.
    @discardableResult
    package mutating func setHeight(_ height: Double, isEstimated: Bool, at index: Int) -> Bool {
        guard let found = node(containing: index) else { return false }
        let h = Self.sanitized(height)
        if nodes[found.node].height == h, nodes[found.node].isEstimated == isEstimated { return true }
        let (l, rest) = split(root, index)
        let (mid, r) = split(rest, 1)
        nodes[mid].height = h
        nodes[mid].isEstimated = isEstimated
        update(mid)
        root = join(join(l, mid), r)
        return true
    }

    /// Sets the height and flag of every item in `range` (one run): O(log runs).
    @discardableResult
    package mutating func setHeight(_ height: Double, isEstimated: Bool, in range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count else { return false }
        guard !range.isEmpty else { return true }
        let (l, rest) = split(root, range.lowerBound)
        let (mid, r) = split(rest, range.count)
        release(mid)
        let m = makeNode(count: range.count, height: Self.sanitized(height), isEstimated: isEstimated)
        root = join(join(l, m), r)
        return true
    }

    /// Moves the items in `range`, heights and all, so that they start at `destination`, an index
    /// in the sequence without them (`0...count - range.count`). Returns false, changing nothing,
    /// on a bad range or destination.
    @discardableResult
    package mutating func move(_ range: Range<Int>, to destination: Int) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count,
              destination >= 0, destination <= count - range.count else { return false }
        guard !range.isEmpty, destination != range.lowerBound else { return true }
        let (l, rest) = split(root, range.lowerBound)
        let (mid, r) = split(rest, range.count)
        let without = join(l, r)
        let (a, b) = split(without, destination)
        root = join(join(a, mid), b)
        return true
    }

    /// Heights must be finite and non-negative for the sums to mean anything; anything else is 0.
    static func sanitized(_ h: Double) -> Double {
        h.isFinite && h > 0 ? h : 0
    }
}
