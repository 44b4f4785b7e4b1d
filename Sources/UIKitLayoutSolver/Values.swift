//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// External rows kept unexpanded, and the values that follow from them.
//
// Cassowary keeps every row in terms of nonbasic symbols only. For the rows of the caller's
// variables (external basic symbols) that makes chains quadratic: in a stack of views, each
// view's y depends on every height above it, so its row names every symbol of every row above
// (and a new view's row is a copy of the one above plus a little). Here an external row may
// instead refer to other external basic symbols — `y₅ = y₄ + h₄ + 8` stays three terms — and
// is expanded only where the simplex needs the expanded form:
//
//   - restricted rows (slack, error, artificial, dummy) and the objective are always fully
//     expanded, so pricing, ratio tests and the dual simplex never see a reference;
//   - a new constraint is expanded when its row gets a restricted subject or goes through
//     phase one (its contradiction proof needs the expanded form); when a variable that no row
//     mentions yet becomes its subject, the row is stored as written, references and all;
//   - when a constraint is removed, the external rows naming its marker are expanded in place
//     before the marker is pivoted in (the pivot needs the marker's full coefficient, and the
//     marker's row, substituted into others, must not bring references along).
//
// References form a DAG: an unexpanded row is only ever written for a variable that no row
// mentions (so no path can lead back to it), and every other row written or substituted is
// fully expanded. Expansions visit the DAG in topological order (each row once, however many
// paths lead to it), and values are recomputed downstream of the rows that changed, once per
// public call (`refreshValues`).

extension SolverCore {
    @inline(__always) func isReference(_ s: Int32) -> Bool {
        symbols[s].kind == .external && symbols[s].isBasic
    }

    /// Appends to the row being built (`build`, `scatter`) the full expansion of
    /// `Σ factor·row(root)` over the given external basic roots, and returns the constant it
    /// adds. Each row reachable through references is visited once, after every row that
    /// refers to it (reverse postorder of a depth-first search), carrying the sum of the
    /// multipliers that reach it.
    mutating func expandReferences(_ roots: [(Int32, Double)]) -> Double {
        stamp &+= 1
        if stamp == 0 {
            stamps.fill(0, count: Int(symbolCount))
            stamp = 1
        }
        traversal.removeAll()
        for (root, _) in roots { postorder(from: root, downstream: false) }
        for (root, factor) in roots { multipliers[root] += factor }
        var constant = 0.0
        var k = traversal.count - 1
        while k >= 0 {
            let z = traversal[k]
            k -= 1
            let m = multipliers[z]
            multipliers[z] = 0
            if m == 0 { continue }
            constant += m * symbols[z].constant
            let start = symbols[z].rowStart
            let count = symbols[z].rowCount
            build.reserve(Int(buildCount + count + 3), fill: nil)
            for i in 0..<count {
                let t = termPool[start + i]
                if isReference(t.symbol) {
                    multipliers[t.symbol] += m * t.coefficient
                } else {
                    buildAdd(t.symbol, m * t.coefficient)
                }
            }
        }
        return constant
    }

    /// Depth-first postorder from `root` into `traversal`, over references (the external basic
    /// symbols a row names) or, `downstream`, over the rows that name a symbol (its column).
    /// Skips symbols already stamped in this traversal.
    mutating func postorder(from root: Int32, downstream: Bool) {
        if stamps[root] == stamp { return }
        stamps[root] = stamp
        // Stack of (symbol, next index into its row or column).
        traversalStack.removeAll()
        traversalStack.append(root)
        traversalStack.append(0)
        while !traversalStack.isEmpty {
            let n = traversalStack.count
            let z = traversalStack[n - 2]
            var i = traversalStack[n - 1]
            var pushed = false
            if downstream {
                while i < symbols[z].columnCount {
                    let r = columnPool[symbols[z].columnStart + i].row
                    i += 1
                    if symbols[r].kind == .external && stamps[r] != stamp {
                        stamps[r] = stamp
                        traversalStack[n - 1] = i
                        traversalStack.append(r)
                        traversalStack.append(0)
                        pushed = true
                        break
                    }
                }
            } else if symbols[z].isBasic {
                while i < symbols[z].rowCount {
                    let s = termPool[symbols[z].rowStart + i].symbol
                    i += 1
                    if isReference(s) && stamps[s] != stamp {
                        stamps[s] = stamp
                        traversalStack[n - 1] = i
                        traversalStack.append(s)
                        traversalStack.append(0)
                        pushed = true
                        break
                    }
                }
            }
            if !pushed {
                traversal.append(z)
                traversalStack.removeLast(2)
            }
        }
    }

    /// Rewrites external row `x` fully expanded (no references), before pivoting on it.
    mutating func expandRow(_ x: Int32) {
        guard symbols[x].isBasic else { return }
        var hasReference = false
        for i in 0..<symbols[x].rowCount where isReference(termPool[symbols[x].rowStart + i].symbol) {
            hasReference = true
            break
        }
        guard hasReference else { return }
        buildCount = 0
        let constant = expandReferences([(x, 1)])
        // The expansion of x's own row: x = constant + Σ build.
        while symbols[x].rowCount > 0 { removeTerm(row: x, at: symbols[x].rowCount - 1) }
        var count: Int32 = 0
        for i in 0..<buildCount {
            let t = build[i]
            scatter[t.symbol] = -1
            if abs(t.coefficient) >= epsilon { build[count] = t; count += 1 }
        }
        buildCount = count
        reserveRow(x, count)
        for i in 0..<count { appendTerm(row: x, symbol: build[i].symbol, coefficient: build[i].coefficient) }
        symbols[x].constant = constant
    }

    /// Recomputes the values of the external rows queued since the last call and of every
    /// external row downstream of them (in topological order, each once), and marks the
    /// caller's variables whose value changed. Called at the end of every public mutation.
    mutating func refreshValues() {
        guard !dirtyExternals.isEmpty else { return }
        stamp &+= 1
        if stamp == 0 {
            stamps.fill(0, count: Int(symbolCount))
            stamp = 1
        }
        traversal.removeAll()
        for s in dirtyExternals {
            symbols[s].isDirty = false
            if symbols[s].inUse { postorder(from: s, downstream: true) }
        }
        dirtyExternals.removeAll(keepingCapacity: true)
        var k = traversal.count - 1
        while k >= 0 {
            let z = traversal[k]
            k -= 1
            var v = 0.0
            if symbols[z].isBasic {
                v = symbols[z].constant
                let start = symbols[z].rowStart
                for i in 0..<symbols[z].rowCount {
                    let t = termPool[start + i]
                    if isReference(t.symbol) { v += t.coefficient * symbols[t.symbol].value }
                }
            }
            if v != symbols[z].value {
                symbols[z].value = v
                markChanged(symbols[z].owner)
            }
        }
    }
}
