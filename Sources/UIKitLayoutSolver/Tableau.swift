//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The simplex tableau's storage. It holds symbols, sparse rows and columns, the per-level
// objective, and the row primitives (append, remove, substitute) everything else is built from.
//
// Every tableau symbol has a dense id. A basic symbol owns a row, `basic = constant + Σ coef·s`
// over nonbasic symbols s (the rows of the caller's variables may also name other variables'
// basic symbols: see Values.swift), stored as a run of `Term`s in `termPool`. Every symbol
// that appears in rows has a column: a run of `ColumnEntry`s in `columnPool` naming the rows
// (by basic symbol) and the position in each. Term and column entry point at each other, so
// adding or removing a term is O(1), and substituting a symbol touches only the rows that
// contain it — the whole system is never walked.
//
// The objective is lexicographic: one dense row per live priority level (`Level.weights`,
// indexed by symbol id). Reduced costs of a symbol are read level by level, highest priority
// first; the first nonzero decides its sign.

/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// An inequality's slack: ≥ 0.
    case slack
    /// An optional constraint's error: ≥ 0, and counted in its level's objective.
    case error
    /// A required equality's marker: fixed at 0, never enters the basis by pricing.
    case dummy
    /// Phase one's artificial variable while a required constraint is added: ≥ 0.
    case artificial
}

struct Term {
    var symbol: Int32
    /// Position of this term's entry in `symbol`'s column.
    var columnPosition: Int32
    var coefficient: Double
}

struct ColumnEntry {
    /// The row's basic symbol.
    var row: Int32
    /// Position of the term in that row.
    var position: Int32
}

struct SymbolRecord {
    // Flags and 32-bit fields first, the two doubles last: 48 bytes, no padding.
    var kind: SymbolKind = .external
    var inUse = false
    /// In the pricing heap (kept across reuse of the slot, so the heap never holds duplicates).
    var inHeap = false
    /// External symbols: queued for `refreshValues()` (also kept across reuse of the slot).
    var isDirty = false
    /// External: the variable slot. Slack, error, dummy: the constraint slot. Else -1.
    var owner: Int32 = -1
    /// Row run in `termPool`, when basic (`rowClass >= 0`).
    var rowStart: Int32 = 0
    var rowCount: Int32 = 0
    var rowClass: Int32 = -1
    /// Column run in `columnPool` (`columnClass < 0`: none allocated).
    var columnStart: Int32 = 0
    var columnCount: Int32 = 0
    var columnClass: Int32 = -1
    /// The row's constant: the symbol's value when basic and not external (see Values.swift).
    var constant: Double = 0
    /// External symbols: the value, kept up to date by `refreshValues()`.
    var value: Double = 0

    @inline(__always) var isBasic: Bool { rowClass >= 0 }
    /// Slack, error or artificial: must stay ≥ 0, and takes part in ratio tests.
    @inline(__always) var isRestricted: Bool {
        kind == .slack || kind == .error || kind == .artificial
    }
}

/// One live priority level of the objective.
struct Level {
    var priority: Float
    /// Dense objective row: weight of each nonbasic symbol (0 for basic ones).
    var weights: Buffer<Double>
    /// The level's objective value (sum of its errors).
    var constant: Double = 0
    /// Constraints (including edits) at this priority.
    var references: Int = 0
}

/// Coefficients and constants this close to zero are zero.
let epsilon = 1e-8

/// All of the solver's state, as one struct so that its mutating methods reach the storage
/// directly (no class property access or exclusivity bookkeeping per element).
struct SolverCore {
    var symbols = Buffer<SymbolRecord>(capacity: 256, fill: SymbolRecord())
    var symbolCount: Int32 = 0
    var freeSymbols: [Int32] = []
    var termPool = Pool<Term>(fill: Term(symbol: 0, columnPosition: 0, coefficient: 0))
    var columnPool = Pool<ColumnEntry>(fill: ColumnEntry(row: 0, position: 0))
    /// Position of each symbol in the row being combined, or -1 (always -1 between operations).
    var scatter = Buffer<Int32>(capacity: 256, fill: -1)

    var levels: [Level] = []
    /// Live levels, highest priority first.
    var levelOrder: [Int32] = []
    /// The live levels' weight rows in `levelOrder`, for the pricing loops (rebuilt by
    /// `orderLevels()` when levels come and go or the weight rows grow).
    var orderedWeights = Buffer<UnsafeMutablePointer<Double>?>(capacity: 8, fill: nil)
    var orderedCount = 0
    var freeLevels: [Int32] = []

    /// Min-heap of symbols whose reduced costs may be negative (a superset of the entering
    /// candidates); popped lowest id first (Bland's rule).
    var heap: [Int32] = []
    /// Restricted basic symbols whose constant may have gone negative: the dual simplex's work
    /// list, a min-heap (duplicates allowed).
    var infeasible: [Int32] = []
    /// Pivots (entering, leaving) made since `journaling` was set, to undo a failed operation.
    var journal: [Int32] = []
    var journaling = false
    /// Pivots made so far (diagnostics).
    var pivotCount = 0
    var scratchRows = Stack<Int32>(fill: 0)
    /// The row being built for a new constraint.
    var build = Buffer<Term>(capacity: 64, fill: Term(symbol: 0, columnPosition: 0, coefficient: 0))
    var buildCount: Int32 = 0

    var constraints: [ConstraintRecord] = []
    var constraintTerms: [[LayoutTerm]] = []
    var freeConstraintSlots: [Int32] = []
    var userConstraintCount = 0
    var nextSerial: UInt64 = 0

    var variables: [VariableRecord] = []
    var freeVariableSlots: [Int32] = []
    /// Variable slots marked changed since the last `takeChangedVariables`.
    var changed: [Int32] = []
    /// External symbols whose row (or basic status) changed since the last `refreshValues()`.
    var dirtyExternals: [Int32] = []
    /// Per symbol: the traversal stamp (Values.swift) and an expansion multiplier (0 at rest).
    var stamps = Buffer<UInt32>(capacity: 256, fill: 0)
    var stamp: UInt32 = 0
    var multipliers = Buffer<Double>(capacity: 256, fill: 0)
    var traversal = Stack<Int32>(fill: 0)
    var traversalStack = Stack<Int32>(fill: 0)

    func deallocate() {
        symbols.deallocate()
        termPool.deallocate()
        columnPool.deallocate()
        scatter.deallocate()
        build.deallocate()
        orderedWeights.deallocate()
        stamps.deallocate()
        multipliers.deallocate()
        scratchRows.deallocate()
        traversal.deallocate()
        traversalStack.deallocate()
        for level in levels { level.weights.deallocate() }
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let s: Int32
        if let reused = freeSymbols.popLast() {
            s = reused
        } else {
            s = symbolCount
            symbolCount += 1
            if Int(symbolCount) > symbols.capacity {
                symbols.reserve(Int(symbolCount), fill: SymbolRecord())
                scatter.reserve(symbols.capacity, fill: -1)
                stamps.reserve(symbols.capacity, fill: 0)
                multipliers.reserve(symbols.capacity, fill: 0)
                for k in levels.indices { levels[k].weights.reserve(symbols.capacity, fill: 0) }
                orderLevels()
            }
        }
        symbols[s] = SymbolRecord(kind: kind, inUse: true, inHeap: symbols[s].inHeap,
                                  isDirty: symbols[s].isDirty, owner: owner)
        return s
    }

    /// Frees a symbol: drops its row if basic, removes what is left of its column (residue a
    /// correct tableau has already cancelled), and clears its objective weights.
    mutating func releaseSymbol(_ s: Int32) {
        if symbols[s].isBasic { dropRow(s) }
        clearColumn(s)
        if symbols[s].columnClass >= 0 {
            columnPool.release(symbols[s].columnStart, sizeClass: symbols[s].columnClass)
            symbols[s].columnClass = -1
        }
        for k in levelOrder { levels[Int(k)].weights[s] = 0 }
        symbols[s].inUse = false
        freeSymbols.append(s)
    }

    // MARK: Row and column primitives

    /// Gives nonbasic `b` an empty row with `constant`.
    mutating func makeRow(_ b: Int32, constant: Double, capacity: Int32) {
        let c = Pool<Term>.sizeClass(for: capacity)
        symbols[b].rowStart = termPool.allocate(sizeClass: c)
        symbols[b].rowClass = c
        symbols[b].rowCount = 0
        symbols[b].constant = constant
    }

    /// Removes `b`'s row (with its column entries); `b` becomes nonbasic.
    mutating func dropRow(_ b: Int32) {
        while symbols[b].rowCount > 0 { removeTerm(row: b, at: symbols[b].rowCount - 1) }
        termPool.release(symbols[b].rowStart, sizeClass: symbols[b].rowClass)
        symbols[b].rowClass = -1
        symbols[b].constant = 0
        noteValueChange(b)
    }

    /// Removes every term of nonbasic `s` from the rows containing it.
    mutating func clearColumn(_ s: Int32) {
        while symbols[s].columnCount > 0 {
            let e = columnPool[symbols[s].columnStart + symbols[s].columnCount - 1]
            removeTerm(row: e.row, at: e.position)
        }
    }

    @inline(__always) mutating func reserveRow(_ b: Int32, _ count: Int32) {
        let c = symbols[b].rowClass
        guard count > Pool<Term>.capacity(ofClass: c) else { return }
        let fresh = termPool.allocate(sizeClass: c + 1)
        let old = symbols[b].rowStart
        let base = termPool.store.base
        (base + Int(fresh)).update(from: base + Int(old), count: Int(symbols[b].rowCount))
        termPool.release(old, sizeClass: c)
        symbols[b].rowStart = fresh
        symbols[b].rowClass = c + 1
    }

    @inline(__always) mutating func reserveColumn(_ s: Int32, _ count: Int32) {
        let c = symbols[s].columnClass
        if c < 0 {
            symbols[s].columnStart = columnPool.allocate(sizeClass: 0)
            symbols[s].columnClass = 0
            symbols[s].columnCount = 0
            return
        }
        guard count > Pool<ColumnEntry>.capacity(ofClass: c) else { return }
        let fresh = columnPool.allocate(sizeClass: c + 1)
        let old = symbols[s].columnStart
        let base = columnPool.store.base
        (base + Int(fresh)).update(from: base + Int(old), count: Int(symbols[s].columnCount))
        columnPool.release(old, sizeClass: c)
        symbols[s].columnStart = fresh
        symbols[s].columnClass = c + 1
    }

    /// Appends `coefficient·s` to row `b` (`s` must not be in it yet); returns its position.
    @discardableResult
    mutating func appendTerm(row b: Int32, symbol s: Int32, coefficient: Double) -> Int32 {
        let i = symbols[b].rowCount
        reserveRow(b, i + 1)
        let p = symbols[s].columnCount
        reserveColumn(s, p + 1)
        termPool[symbols[b].rowStart + i] = Term(symbol: s, columnPosition: p, coefficient: coefficient)
        columnPool[symbols[s].columnStart + p] = ColumnEntry(row: b, position: i)
        symbols[b].rowCount = i + 1
        symbols[s].columnCount = p + 1
        return i
    }

    /// Removes the term at position `i` of row `b` (swapping the last term into its place).
    mutating func removeTerm(row b: Int32, at i: Int32) {
        let rowStart = symbols[b].rowStart
        let t = termPool[rowStart + i]
        let s = t.symbol
        let columnStart = symbols[s].columnStart
        let lastEntry = symbols[s].columnCount - 1
        if t.columnPosition != lastEntry {
            let moved = columnPool[columnStart + lastEntry]
            columnPool[columnStart + t.columnPosition] = moved
            termPool[symbols[moved.row].rowStart + moved.position].columnPosition = t.columnPosition
        }
        symbols[s].columnCount = lastEntry
        let lastTerm = symbols[b].rowCount - 1
        if i != lastTerm {
            let moved = termPool[rowStart + lastTerm]
            termPool[rowStart + i] = moved
            columnPool[symbols[moved.symbol].columnStart + moved.columnPosition].position = i
        }
        symbols[b].rowCount = lastTerm
    }

    /// Position of `s` in row `b`, or -1.
    @inline(__always) func position(of s: Int32, inRow b: Int32) -> Int32 {
        // The shorter of the row and the column decides.
        if symbols[b].rowCount <= symbols[s].columnCount {
            let start = symbols[b].rowStart
            for i in 0..<symbols[b].rowCount where termPool[start + i].symbol == s { return i }
        } else {
            let start = symbols[s].columnStart
            for k in 0..<symbols[s].columnCount where columnPool[start + k].row == b {
                return columnPool[start + k].position
            }
        }
        return -1
    }

    @inline(__always) func coefficient(of s: Int32, inRow b: Int32) -> Double {
        let i = position(of: s, inRow: b)
        return i < 0 ? 0 : termPool[symbols[b].rowStart + i].coefficient
    }

    // MARK: Substitution

    /// Replaces basic `s` by its row in row `r` (which contains `s`).
    mutating func substitute(_ s: Int32, intoRow r: Int32) {
        let n = symbols[r].rowCount
        let start = symbols[r].rowStart
        for i in 0..<n { scatter[termPool[start + i].symbol] = i }
        let at = scatter[s]
        let f = termPool[start + at].coefficient
        termPool[start + at].coefficient = 0
        let delta = f * symbols[s].constant
        symbols[r].constant += delta
        let sourceCount = symbols[s].rowCount
        for i in 0..<sourceCount {
            let t = termPool[symbols[s].rowStart + i]
            let p = scatter[t.symbol]
            if p >= 0 {
                termPool[symbols[r].rowStart + p].coefficient += f * t.coefficient
            } else {
                scatter[t.symbol] = appendTerm(row: r, symbol: t.symbol, coefficient: f * t.coefficient)
            }
        }
        // Clear the scatter and prune cancelled terms (from the end: a swap-removal moves an
        // already visited term).
        var i = symbols[r].rowCount - 1
        while i >= 0 {
            let t = termPool[symbols[r].rowStart + i]
            scatter[t.symbol] = -1
            if abs(t.coefficient) < epsilon { removeTerm(row: r, at: i) }
            i -= 1
        }
        if delta != 0 { rowConstantChanged(r) }
    }

    /// Replaces basic `s` by its row in objective level `k`.
    @inline(__always) mutating func substitute(_ s: Int32, intoLevel k: Int32) {
        let weights = levels[Int(k)].weights
        let f = weights[s]
        if f == 0 { return }
        weights[s] = 0
        levels[Int(k)].constant += f * symbols[s].constant
        let start = symbols[s].rowStart
        for i in 0..<symbols[s].rowCount {
            let t = termPool[start + i]
            var w = weights[t.symbol] + f * t.coefficient
            if abs(w) < epsilon { w = 0 }
            weights[t.symbol] = w
            if w <= 0 { pushCandidate(t.symbol) }
        }
    }

    /// Adds `factor × (row of basic s, or s itself when nonbasic)` to objective level `k`.
    mutating func addToLevel(_ k: Int32, symbol s: Int32, factor: Double) {
        let weights = levels[Int(k)].weights
        if symbols[s].isBasic {
            levels[Int(k)].constant += factor * symbols[s].constant
            let start = symbols[s].rowStart
            for i in 0..<symbols[s].rowCount {
                let t = termPool[start + i]
                var w = weights[t.symbol] + factor * t.coefficient
                if abs(w) < epsilon { w = 0 }
                weights[t.symbol] = w
                if w <= 0 { pushCandidate(t.symbol) }
            }
        } else {
            var w = weights[s] + factor
            if abs(w) < epsilon { w = 0 }
            weights[s] = w
            if w <= 0 { pushCandidate(s) }
        }
    }

    /// Replaces basic `s` by its row everywhere it appears: the rows of its column and every
    /// live objective level.
    mutating func substituteOut(_ s: Int32) {
        scratchRows.removeAll()
        let start = symbols[s].columnStart
        for k in 0..<symbols[s].columnCount { scratchRows.append(columnPool[start + k].row) }
        var k = 0
        while k < scratchRows.count {
            substitute(s, intoRow: scratchRows[k])
            k += 1
        }
        for level in levelOrder { substitute(s, intoLevel: level) }
    }

    mutating func orderLevels() {
        orderedWeights.reserve(levelOrder.count, fill: nil)
        for (i, k) in levelOrder.enumerated() { orderedWeights[i] = levels[Int(k)].weights.base }
        orderedCount = levelOrder.count
    }

    /// Bookkeeping after row `r`'s constant changed: an external row's value (and those of the
    /// rows referring to it) must be refreshed; a restricted row that went negative needs the
    /// dual simplex.
    @inline(__always) mutating func rowConstantChanged(_ r: Int32) {
        let kind = symbols[r].kind
        if kind == .external {
            queueRefresh(r)
        } else if kind != .dummy && symbols[r].constant < -epsilon {
            Self.heapPush(&infeasible, r)
        }
    }

    /// Bookkeeping after `s` became basic or nonbasic.
    @inline(__always) mutating func noteValueChange(_ s: Int32) {
        if symbols[s].kind == .external { queueRefresh(s) }
    }

    @inline(__always) mutating func queueRefresh(_ s: Int32) {
        if !symbols[s].isDirty {
            symbols[s].isDirty = true
            dirtyExternals.append(s)
        }
    }

    @inline(__always) mutating func markChanged(_ slot: Int32) {
        if !variables[Int(slot)].isChanged {
            variables[Int(slot)].isChanged = true
            changed.append(slot)
        }
    }
}
