//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The simplex core: pivoting, pricing, and the primal, dual and phase-one simplex methods.
//
// Pivoting, lexicographic pricing, the primal simplex (after constraints or
// objective weights change), the dual simplex (after constants change: Cassowary's edit
// re-solve) and phase one with an artificial variable (adding a required constraint that has
// no easy subject).

extension SolverCore {
    // MARK: Pivot

    /// Makes nonbasic `entering` basic in place of basic `leaving` (whose row contains it).
    mutating func pivot(entering j: Int32, leaving b: Int32) {
        pivotCount += 1
        if journaling {
            journal.append(j)
            journal.append(b)
        }
        let at = position(of: j, inRow: b)
        // Callers pick j from b's row or column; only numerical cancellation could lose it, and
        // then doing nothing is better than writing through a bad index.
        guard at >= 0 else { return }
        let a = termPool[symbols[b].rowStart + at].coefficient
        removeTerm(row: b, at: at)
        // b = c + a·j + Σ → j = −c/a + b/a − Σ/a
        let scale = -1 / a
        let start = symbols[b].rowStart
        for i in 0..<symbols[b].rowCount { termPool[start + i].coefficient *= scale }
        symbols[j].constant = symbols[b].constant * scale
        appendTerm(row: b, symbol: b, coefficient: 1 / a)
        // The row's storage passes from b to j.
        symbols[j].rowStart = symbols[b].rowStart
        symbols[j].rowCount = symbols[b].rowCount
        symbols[j].rowClass = symbols[b].rowClass
        symbols[b].rowClass = -1
        symbols[b].constant = 0
        let rowStart = symbols[j].rowStart
        for i in 0..<symbols[j].rowCount {
            let t = termPool[rowStart + i]
            columnPool[symbols[t.symbol].columnStart + t.columnPosition].row = j
        }
        noteValueChange(b)
        noteValueChange(j)
        rowConstantChanged(j)
        substituteOut(j)
    }

    // MARK: Pricing

    @inline(__always) mutating func pushCandidate(_ s: Int32) {
        if symbols[s].inHeap { return }
        symbols[s].inHeap = true
        Self.heapPush(&heap, s)
    }

    mutating func popCandidate() -> Int32? {
        guard let top = Self.heapPop(&heap) else { return nil }
        symbols[top].inHeap = false
        return top
    }

    /// Min-heap of symbol ids in an array.
    static func heapPush(_ heap: inout [Int32], _ s: Int32) {
        var i = heap.count
        heap.append(s)
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent] <= s { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = s
    }

    static func heapPop(_ heap: inout [Int32]) -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            var i = 0
            let n = heap.count
            while true {
                var child = 2 * i + 1
                if child >= n { break }
                if child + 1 < n && heap[child + 1] < heap[child] { child += 1 }
                if heap[child] >= last { break }
                heap[i] = heap[child]
                i = child
            }
            heap[i] = last
        }
        return top
    }

    /// The sign of `s`'s lexicographic reduced cost: the first nonzero weight, highest level first.
    @inline(__always) func reducedCostSign(_ s: Int32) -> Int {
        for k in 0..<orderedCount {
            let w = orderedWeights[k].unsafelyUnwrapped[Int(s)]
            if w < -epsilon { return -1 }
            if w > epsilon { return 1 }
        }
        return 0
    }

    /// Whether `d_a / ca < d_b / cb` lexicographically (ties: the lower symbol id); `ca` and
    /// `cb` are positive.
    @inline(__always) func ratioPrecedes(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
        for k in 0..<orderedCount {
            let weights = orderedWeights[k].unsafelyUnwrapped
            let ra = weights[Int(a)] / ca, rb = weights[Int(b)] / cb
            if ra < rb - epsilon { return true }
            if ra > rb + epsilon { return false }
        }
        return a < b
    }

    // MARK: Primal simplex

    /// The restricted row that first blocks `j` increasing (minimum ratio; ties: lowest id),
    /// or -1. `preferred` wins ties (phase one's artificial row).
    func leavingRow(for j: Int32, preferring preferred: Int32 = -1) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        let start = symbols[j].columnStart
        for k in 0..<symbols[j].columnCount {
            let e = columnPool[start + k]
            let r = e.row
            guard symbols[r].isRestricted else { continue }
            let c = termPool[symbols[r].rowStart + e.position].coefficient
            guard c < 0 else { continue }
            let ratio = Swift.max(symbols[r].constant, 0) / -c
            if ratio < bestRatio
                || (ratio == bestRatio && best != preferred && (r == preferred || r < best)) {
                best = r
                bestRatio = ratio
            }
        }
        return best
    }

    /// Pivots until no nonbasic symbol has a lexicographically negative reduced cost.
    mutating func optimize() {
        while let j = popCandidate() {
            let record = symbols[j]
            guard record.inUse, !record.isBasic, record.kind != .dummy, record.kind != .external,
                  reducedCostSign(j) < 0 else { continue }
            let r = leavingRow(for: j)
            // Unbounded cannot happen (each level is a sum of errors ≥ 0); skip rather than trap.
            guard r >= 0 else { continue }
            pivot(entering: j, leaving: r)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping optimality: the negative
    /// restricted row with the lowest id leaves; the entering symbol is the one with the
    /// smallest lexicographic ratio of reduced cost to coefficient, ties to the lowest id (the
    /// dual form of Bland's rule, so it cannot cycle). Returns the row that proves the
    /// constraints infeasible (no symbol can raise it), or -1.
    mutating func dualOptimize() -> Int32 {
        while let r = Self.heapPop(&infeasible) {
            let record = symbols[r]
            guard record.inUse, record.isBasic, record.isRestricted,
                  record.constant < -epsilon else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            let start = record.rowStart
            for i in 0..<record.rowCount {
                let t = termPool[start + i]
                guard t.coefficient > epsilon, symbols[t.symbol].kind != .dummy else { continue }
                if entering < 0
                    || ratioPrecedes(t.symbol, t.coefficient, entering, enteringCoefficient) {
                    entering = t.symbol
                    enteringCoefficient = t.coefficient
                }
            }
            if entering < 0 {
                infeasible.removeAll(keepingCapacity: true)
                return r
            }
            pivot(entering: entering, leaving: r)
        }
        return -1
    }

    /// Undoes the journaled pivots, newest first.
    mutating func undoJournal() {
        journaling = false
        var i = journal.count - 2
        while i >= 0 {
            pivot(entering: journal[i + 1], leaving: journal[i])
            i -= 2
        }
        journal.removeAll(keepingCapacity: true)
    }

    // MARK: Phase one

    /// Minimises the artificial basic symbol `art` (whose row is a new required constraint).
    /// Returns whether it reached zero. Pivots are journaled so that failure can be undone.
    mutating func minimizeArtificial(_ art: Int32) -> Bool {
        while symbols[art].isBasic {
            if symbols[art].constant < epsilon { return true }
            // Entering: the lowest id with a negative coefficient (Bland's rule).
            var entering: Int32 = -1
            let start = symbols[art].rowStart
            for i in 0..<symbols[art].rowCount {
                let t = termPool[start + i]
                if t.coefficient < -epsilon && symbols[t.symbol].kind != .dummy
                    && (entering < 0 || t.symbol < entering) {
                    entering = t.symbol
                }
            }
            if entering < 0 { return false }
            let r = leavingRow(for: entering, preferring: art)
            if r < 0 { return false }
            pivot(entering: entering, leaving: r)
        }
        return true
    }
}
