//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The treap's machinery: nodes, split, merge (joining equal runs at the seam), walking in order,
// and an invariant check for tests.

extension RowHeightRuns {
    // MARK: - Nodes

    mutating func makeNode(count: Int, height: Double, isEstimated: Bool) -> Int {
        var node = Node()
        node.priority = nextPriority()
        node.count = count
        node.height = height
        node.isEstimated = isEstimated
        let index: Int
        if let reused = freeList.popLast() {
            nodes[reused] = node
            index = reused
        } else {
            nodes.append(node)
            index = nodes.count - 1
        }
        update(index)
        return index
    }

    /// splitmix64: cheap, well spread, and reproducible from the seed.
    mutating func nextPriority() -> UInt64 {
        rngState &+= 0x9E37_79B9_7F4A_7C15
        var z = rngState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Recomputes node `t`'s subtree sums from its own run and its children's sums.
    mutating func update(_ t: Int) {
        var n = nodes[t]
        let runHeight = Double(n.count) * n.height
        n.subCount = n.count
        n.subRuns = 1
        n.subHeight = 0
        n.subEstimatedCount = n.isEstimated ? n.count : 0
        n.subMeasuredHeight = 0
        if n.left >= 0 {
            let l = nodes[n.left]
            n.subCount += l.subCount
            n.subRuns += l.subRuns
            n.subHeight += l.subHeight
            n.subEstimatedCount += l.subEstimatedCount
            n.subMeasuredHeight += l.subMeasuredHeight
        }
        n.subHeight += runHeight
        if !n.isEstimated { n.subMeasuredHeight += runHeight }
        if n.right >= 0 {
            let r = nodes[n.right]
            n.subCount += r.subCount
            n.subRuns += r.subRuns
            n.subHeight += r.subHeight
            n.subEstimatedCount += r.subEstimatedCount
            n.subMeasuredHeight += r.subMeasuredHeight
        }
        nodes[t] = n
    }

    /// Puts every node of the subtree at `t` on the free list (iteratively).
    mutating func release(_ t: Int) {
        guard t >= 0 else { return }
        var stack = [t]
        while let n = stack.popLast() {
            if nodes[n].left >= 0 { stack.append(nodes[n].left) }
            if nodes[n].right >= 0 { stack.append(nodes[n].right) }
            nodes[n] = Node()
            freeList.append(n)
        }
        // A structure emptied of most of its nodes gives the memory back.
        if freeList.count == nodes.count {
            nodes = []
            freeList = []
        }
    }

    // MARK: - Split and merge

    /// Splits the tree at `t` into its first `k` items and the rest. A run that straddles the cut
    /// becomes two nodes: the new one, with a priority of its own, is merged in front of the rest
    /// at the top, where it cannot break the heap order.
    mutating func split(_ t: Int, _ k: Int) -> (Int, Int) {
        var fragment = -1
        let (l, r) = splitNodes(t, k, fragment: &fragment)
        return (l, fragment >= 0 ? merge(fragment, r) : r)
    }

    /// `split`'s walk. When the cut falls inside a run, the run's node keeps the first part and
    /// the rest becomes a new, unlinked node in `fragment`, which belongs first in the right part.
    private mutating func splitNodes(_ t: Int, _ k: Int, fragment: inout Int) -> (Int, Int) {
        guard t >= 0 else { return (-1, -1) }
        let n = nodes[t]
        let lc = n.left >= 0 ? nodes[n.left].subCount : 0
        if k <= lc {
            let (a, b) = splitNodes(n.left, k, fragment: &fragment)
            nodes[t].left = b
            update(t)
            return (a, t)
        }
        if k >= lc + n.count {
            let (a, b) = splitNodes(n.right, k - lc - n.count, fragment: &fragment)
            nodes[t].right = a
            update(t)
            return (t, b)
        }
        let keep = k - lc
        fragment = makeNode(count: n.count - keep, height: n.height, isEstimated: n.isEstimated)
        nodes[t].count = keep
        nodes[t].right = -1
        update(t)
        return (t, n.right)
    }

    /// Concatenates two trees (every item of `a` before every item of `b`).
    mutating func merge(_ a: Int, _ b: Int) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[a].priority > nodes[b].priority {
            let m = merge(nodes[a].right, b)
            nodes[a].right = m
            update(a)
            return a
        } else {
            let m = merge(a, nodes[b].left)
            nodes[b].left = m
            update(b)
            return b
        }
    }

    /// Concatenates two trees, merging `a`'s last run with `b`'s first when they are equal, so
    /// that no two neighbouring runs are ever equal (and the run count stays minimal).
    mutating func join(_ a: Int, _ b: Int) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        var last = a
        while nodes[last].right >= 0 { last = nodes[last].right }
        var first = b
        while nodes[first].left >= 0 { first = nodes[first].left }
        guard nodes[last].height == nodes[first].height,
              nodes[last].isEstimated == nodes[first].isEstimated else { return merge(a, b) }
        let lastCount = nodes[last].count
        let (aRest, lastNode) = split(a, nodes[a].subCount - lastCount)
        let (firstNode, bRest) = split(b, nodes[first].count)
        // Cut at run boundaries, these are the single nodes `last` and `first`.
        nodes[firstNode].count += lastCount
        update(firstNode)
        release(lastNode)
        return merge(merge(aRest, firstNode), bRest)
    }

    // MARK: - Checks

    /// The tree's depth (0 when empty): O(log runs) with high probability. For tests.
    package func depth() -> Int {
        guard root >= 0 else { return 0 }
        var deepest = 0
        var stack = [(root, 1)]
        while let (t, d) = stack.popLast() {
            deepest = Swift.max(deepest, d)
            if nodes[t].left >= 0 { stack.append((nodes[t].left, d + 1)) }
            if nodes[t].right >= 0 { stack.append((nodes[t].right, d + 1)) }
        }
        return deepest
    }

    /// Verifies the structure (sums, heap order, no empty or mergeable neighbouring runs, no
    /// leaked nodes): nil when sound, else a description of the first fault. For tests.
    package func checkInvariants() -> String? {
        var fault: String?
        var previous: (height: Double, isEstimated: Bool)?
        // Iterative in-order walk, checking each node's sums against its children.
        var stack: [Int] = []
        var t = root
        var live = 0
        while t >= 0 || !stack.isEmpty {
            while t >= 0 { stack.append(t); t = nodes[t].left }
            let n = stack.removeLast()
            let node = nodes[n]
            live += 1
            if node.count <= 0 { fault = fault ?? "node \(n) has count \(node.count)" }
            if let p = previous, p.height == node.height, p.isEstimated == node.isEstimated {
                fault = fault ?? "node \(n) equals its predecessor run"
            }
            previous = (node.height, node.isEstimated)
            for c in [node.left, node.right] where c >= 0 && nodes[c].priority > node.priority {
                fault = fault ?? "heap order broken under node \(n)"
            }
            var expectCount = node.count, expectRuns = 1
            var expectHeight = Double(node.count) * node.height
            for c in [node.left, node.right] where c >= 0 {
                expectCount += nodes[c].subCount
                expectRuns += nodes[c].subRuns
                expectHeight += nodes[c].subHeight
            }
            if expectCount != node.subCount || expectRuns != node.subRuns {
                fault = fault ?? "node \(n)'s counts are stale"
            }
            if abs(expectHeight - node.subHeight) > 1e-6 * Swift.max(1, abs(expectHeight)) {
                fault = fault ?? "node \(n)'s height sum is stale"
            }
            t = node.right
        }
        if live + freeList.count != nodes.count { fault = fault ?? "\(nodes.count - live - freeList.count) nodes leaked" }
        return fault
    }
}

// MARK: - Walking in order

extension RowHeightRuns {
    /// Runs in order from an item on; see `RowHeightRuns.runs(from:)`.
    package struct RunSequence: Sequence, Sendable {
        let storage: RowHeightRuns
        let start: Int

        package func makeIterator() -> RunIterator { RunIterator(storage: storage, start: start) }
    }

    package struct RunIterator: IteratorProtocol, Sendable {
        let storage: RowHeightRuns
        /// Ancestors still to visit (we went left below them).
        var stack: [Int] = []
        var current = -1
        /// The first item of `current` still to yield, its index and offset.
        var skip = 0
        var index = 0
        var offset = 0.0

        init(storage: RowHeightRuns, start: Int) {
            self.storage = storage
            guard start >= 0, start < storage.count else { return }
            let nodes = storage.nodes
            var t = storage.root
            var k = start
            var acc = 0.0
            while t >= 0 {
                let n = nodes[t]
                let lc = n.left >= 0 ? nodes[n.left].subCount : 0
                if k < lc { stack.append(t); t = n.left; continue }
                if n.left >= 0 { acc += nodes[n.left].subHeight }
                k -= lc
                if k < n.count {
                    current = t
                    skip = k
                    index = start
                    offset = acc + Double(k) * n.height
                    return
                }
                acc += Double(n.count) * n.height
                k -= n.count
                t = n.right
            }
        }

        package mutating func next() -> Run? {
            guard current >= 0 else { return nil }
            let n = storage.nodes[current]
            let run = Run(start: index, count: n.count - skip, height: n.height,
                          isEstimated: n.isEstimated, offset: offset)
            index += run.count
            offset += Double(run.count) * run.height
            skip = 0
            // In-order successor: the leftmost node of the right subtree, else the nearest
            // ancestor we went left under.
            var t = n.right
            if t >= 0 {
                while t >= 0 { stack.append(t); t = storage.nodes[t].left }
            }
            current = stack.popLast() ?? -1
            return run
        }
    }

    /// Items in order from an index on; see `RowHeightRuns.items(from:)`.
    package struct ItemSequence: Sequence, Sendable {
        let runs: RunSequence

        package func makeIterator() -> ItemIterator { ItemIterator(runs: runs.makeIterator()) }
    }

    package struct ItemIterator: IteratorProtocol, Sendable {
        var runs: RunIterator
        var run: Run?
        var within = 0

        package mutating func next() -> Item? {
            while true {
                if let r = run, within < r.count {
                    defer { within += 1 }
                    return Item(index: r.start + within, offset: r.offset + Double(within) * r.height,
                                height: r.height, isEstimated: r.isEstimated)
                }
                guard let r = runs.next() else { return nil }
                run = r
                within = 0
            }
        }
    }
}
