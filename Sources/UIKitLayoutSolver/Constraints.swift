//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Adding, removing and changing constraints in the tableau (Badros, Borning & Stuckey 2001,
// §4–5). Each constraint `f(x) + c (op) 0` becomes one row with a marker symbol (and, when
// optional, error symbols weighted in its priority level's objective row).
//
//   ≤ : f + c + s (− e) = 0        marker s (slack), error e when optional
//   ≥ : f + c − s (+ e) = 0
//   = : f + c + d = 0              required: marker d (dummy, fixed at 0)
//   = : f + c − e⁺ + e⁻ = 0        optional: marker e⁺, other e⁻ (both errors)
//
// The marker appears only in its constraint's own equation, so every tableau row's
// coefficient of a nonbasic marker is the multiplier with which that equation enters the row.
// That gives removal (pivot the marker into the basis, drop its row), constant change (a
// change of c by δ is a change of the marker by δ/μ, μ its coefficient above) and the
// explanation of a conflict (the markers in the row that cannot be made feasible).

struct ConstraintRecord {
    var inUse = false
    var isEdit = false
    var generation: UInt32 = 0
    /// Order of addition, for reporting conflicts in that order.
    var serial: UInt64 = 0
    var relation: LayoutRelation = .equal
    var strength: LayoutStrength = .required
    /// Objective level, or -1 when required.
    var level: Int32 = -1
    var constant: Double = 0
    var marker: Int32 = -1
    /// The second error symbol, or -1.
    var other: Int32 = -1
    /// The marker's coefficient μ in the constraint's equation (±1).
    var markerSign: Double = 1
}

struct VariableRecord {
    var inUse = false
    var generation: UInt32 = 0
    var symbol: Int32 = -1
    /// Terms of live constraints naming this variable.
    var uses = 0
    /// The edit constraint's slot, or -1.
    var edit: Int32 = -1
    var isChanged = false
    var reported: Double = 0
}

extension SolverCore {
    // MARK: Levels

    mutating func acquireLevel(_ priority: Float) -> Int32 {
        for k in levelOrder where levels[Int(k)].priority == priority {
            levels[Int(k)].references += 1
            return k
        }
        let k: Int32
        if let reused = freeLevels.popLast() {
            k = reused
            levels[Int(k)].priority = priority
            levels[Int(k)].constant = 0
            levels[Int(k)].references = 1
        } else {
            k = Int32(levels.count)
            levels.append(Level(priority: priority,
                                weights: Buffer(capacity: symbols.capacity, fill: 0), references: 1))
        }
        var at = 0
        while at < levelOrder.count && levels[Int(levelOrder[at])].priority > priority { at += 1 }
        levelOrder.insert(k, at: at)
        orderLevels()
        return k
    }

    mutating func releaseLevel(_ k: Int32) {
        levels[Int(k)].references -= 1
        guard levels[Int(k)].references == 0 else { return }
        levels[Int(k)].weights.fill(0, count: Int(symbolCount))
        levels[Int(k)].constant = 0
        levelOrder.removeAll { $0 == k }
        orderLevels()
        freeLevels.append(k)
    }

    // MARK: Validation

    // Reads the public API makes directly are inlined, or `mutating`, only so that the call
    // borrows the solver's core in place: a non-mutating call through the class property may
    // copy the struct (retaining every array in it).

    func validate(_ terms: [LayoutTerm], constant: Double) throws(LayoutSolverError) {
        guard constant.isFinite else { throw .invalidValue }
        for t in terms {
            guard t.coefficient.isFinite else { throw .invalidValue }
            guard isLive(t.variable) else { throw .unknownVariable }
        }
    }

    @inline(__always) func isLive(_ v: LayoutVariable) -> Bool {
        let i = Int(v.index)
        return i >= 0 && i < variables.count && variables[i].inUse
            && variables[i].generation == v.generation
    }

    @inline(__always) func liveConstraintSlot(_ id: LayoutConstraintID) -> Int32? {
        let i = Int(id.index)
        guard i >= 0 && i < constraints.count && constraints[i].inUse
                && constraints[i].generation == id.generation && !constraints[i].isEdit else { return nil }
        return id.index
    }

    mutating func newConstraintSlot() -> Int32 {
        if let slot = freeConstraintSlots.popLast() { return slot }
        constraints.append(ConstraintRecord())
        constraintTerms.append([])
        return Int32(constraints.count - 1)
    }

    // MARK: Public entry points (one access to the core each; values refreshed on the way out)

    mutating func add(_ terms: [LayoutTerm], constant: Double, relation: LayoutRelation,
                      strength: LayoutStrength) throws(LayoutSolverError) -> LayoutConstraintID {
        defer { refreshValues() }
        try validate(terms, constant: constant)
        let slot = newConstraintSlot()
        let generation = constraints[Int(slot)].generation
        constraints[Int(slot)] = ConstraintRecord(
            inUse: true, generation: generation, serial: nextSerial,
            relation: relation, strength: strength, constant: constant)
        nextSerial += 1
        constraintTerms[Int(slot)] = terms
        do {
            try insertConstraint(slot)
        } catch {
            freeSlot(slot)
            throw error
        }
        userConstraintCount += 1
        return LayoutConstraintID(index: slot, generation: generation)
    }

    mutating func remove(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard let slot = liveConstraintSlot(id) else { throw .unknownConstraint }
        extractConstraint(slot)
        optimize()
        freeSlot(slot)
        userConstraintCount -= 1
    }

    mutating func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard constant.isFinite else { throw .invalidValue }
        guard let slot = liveConstraintSlot(id) else { throw .unknownConstraint }
        try changeConstant(slot, to: constant)
    }

    mutating func setStrength(_ strength: LayoutStrength, of id: LayoutConstraintID) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard let slot = liveConstraintSlot(id) else { throw .unknownConstraint }
        try changeStrength(slot, to: strength)
    }

    // MARK: Add

    /// Adds the constraint in `slot` (whose record holds relation, strength, constant and
    /// terms). On failure the tableau is as before and the slot's symbols are freed.
    mutating func insertConstraint(_ slot: Int32) throws(LayoutSolverError) {
        let c = constraints[Int(slot)]
        let level = c.strength.isRequired ? -1 : acquireLevel(c.strength.priority)
        let (marker, markerCoefficient, other, otherCoefficient) = makeMarkers(slot, level: level)
        if let (x, a) = newVariableSubject(slot) {
            insertSolved(slot, subject: x, coefficient: a)
            for term in constraintTerms[Int(slot)] { variables[Int(term.variable.index)].uses += 1 }
            optimize()
            return
        }
        // The row in full: references to external basic symbols expanded (Values.swift).
        buildCount = 0
        var constant = c.constant
        var roots: [(Int32, Double)] = []
        for term in constraintTerms[Int(slot)] where term.coefficient != 0 {
            let x = variables[Int(term.variable.index)].symbol
            if symbols[x].isBasic {
                roots.append((x, term.coefficient))
            } else {
                build.reserve(Int(buildCount + 3), fill: nil)
                buildAdd(x, term.coefficient)
            }
        }
        if !roots.isEmpty { constant += expandReferences(roots) }
        build.reserve(Int(buildCount + 3), fill: nil)
        buildAdd(marker, markerCoefficient)
        if other >= 0 { buildAdd(other, otherCoefficient) }
        // Clear the scatter; drop cancelled terms; make the constant ≥ 0.
        var n: Int32 = 0
        for i in 0..<buildCount {
            let t = build[i]
            scatter[t.symbol] = -1
            if abs(t.coefficient) >= epsilon {
                build[n] = t
                n += 1
            }
        }
        buildCount = n
        if constant < 0 {
            constant = -constant
            for i in 0..<n { build[i].coefficient = -build[i].coefficient }
        }

        // Subject: an external symbol, else a new marker or error that can be basic with a
        // non-negative value.
        var subject: Int32 = -1
        var allDummies = true
        for i in 0..<n {
            let s = build[i].symbol
            let kind = symbols[s].kind
            if kind == .external { subject = s; break }
            if kind != .dummy { allDummies = false }
        }
        if subject < 0 {
            for i in 0..<n where (build[i].symbol == marker || build[i].symbol == other)
                && symbols[build[i].symbol].kind != .dummy && build[i].coefficient < 0 {
                subject = build[i].symbol
                break
            }
        }
        if subject >= 0 {
            insertBuiltRow(basic: subject, constant: constant)
            // Rows that name an external subject now refer to it (no substitution needed);
            // a new marker or error is in no row, only possibly in the objective.
            if symbols[subject].kind != .external { substituteOut(subject) }
        } else if allDummies {
            if constant >= epsilon {
                let conflicts = conflictSlots(inBuiltRowExcept: slot)
                releaseConstraintSymbols(slot)
                throw .unsatisfiable(conflicts: conflicts)
            }
            // Redundant with present required equalities: the marker is basic at 0 in an
            // all-dummy row (so that the constraint still holds if the others go).
            insertBuiltRow(basic: marker, constant: 0)
        } else {
            let art = newSymbol(.artificial, owner: -1)
            insertBuiltRow(basic: art, constant: constant, solve: false)
            journal.removeAll(keepingCapacity: true)
            journaling = true
            if !minimizeArtificial(art) {
                let conflicts = conflictSlots(inRow: art, except: slot)
                undoJournal()
                releaseSymbol(art)
                releaseConstraintSymbols(slot)
                infeasible.removeAll(keepingCapacity: true)
                throw .unsatisfiable(conflicts: conflicts)
            }
            journaling = false
            journal.removeAll(keepingCapacity: true)
            if symbols[art].isBasic {
                // At zero: pivot anything out of its row (a dummy only if nothing else is there).
                var entering: Int32 = -1
                let start = symbols[art].rowStart
                for i in 0..<symbols[art].rowCount {
                    let s = termPool[start + i].symbol
                    if symbols[s].kind != .dummy { entering = s; break }
                    if entering < 0 { entering = s }
                }
                if entering >= 0 { pivot(entering: entering, leaving: art) }
            }
            releaseSymbol(art)
        }
        infeasible.removeAll(keepingCapacity: true)
        for term in constraintTerms[Int(slot)] { variables[Int(term.variable.index)].uses += 1 }
        optimize()
    }

    /// Adds `coefficient·s` to the row being built (whose capacity the caller reserved).
    /// Makes the constraint's marker (and error) symbols, with their coefficients in its
    /// equation (see the table at the top of the file), and weighs the errors in `level`.
    mutating func makeMarkers(_ slot: Int32, level: Int32) -> (Int32, Double, Int32, Double) {
        var marker: Int32, other: Int32 = -1
        var markerCoefficient = 1.0, otherCoefficient = 0.0
        switch constraints[Int(slot)].relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraints[Int(slot)].relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: slot)
            if level >= 0 {
                other = newSymbol(.error, owner: slot)
                otherCoefficient = -markerCoefficient
                addToLevel(level, symbol: other, factor: 1)
            }
        case .equal:
            if level >= 0 {
                marker = newSymbol(.error, owner: slot)
                other = newSymbol(.error, owner: slot)
                markerCoefficient = -1
                otherCoefficient = 1
                addToLevel(level, symbol: marker, factor: 1)
                addToLevel(level, symbol: other, factor: 1)
            } else {
                marker = newSymbol(.dummy, owner: slot)
            }
        }
        constraints[Int(slot)].marker = marker
        constraints[Int(slot)].other = other
        constraints[Int(slot)].markerSign = markerCoefficient
        constraints[Int(slot)].level = level
        return (marker, markerCoefficient, other, otherCoefficient)
    }

    /// A variable in no row yet (typically an attribute of a view just added) can be the new
    /// row's basic symbol directly: no row mentions it, so nothing needs substituting, and the
    /// row is written once, already solved for it. Returns it and its total coefficient.
    mutating func newVariableSubject(_ slot: Int32) -> (Int32, Double)? {
        var subject: Int32 = -1
        var coefficient = 0.0
        for term in constraintTerms[Int(slot)] where term.coefficient != 0 {
            let x = variables[Int(term.variable.index)].symbol
            if subject < 0 && !symbols[x].isBasic && symbols[x].columnCount == 0 { subject = x }
            if x == subject { coefficient += term.coefficient }
        }
        guard subject >= 0, abs(coefficient) >= epsilon else { return nil }
        return (subject, coefficient)
    }

    /// Writes the constraint's row solved for `x` (in no row, total coefficient `a`), as
    /// written: `x = −(c + Σ other terms + markers) / a`, where terms naming external basic
    /// symbols stay references (Values.swift).
    mutating func insertSolved(_ slot: Int32, subject x: Int32, coefficient a: Double) {
        let c = constraints[Int(slot)]
        let scale = -1 / a
        makeRow(x, constant: c.constant * scale, capacity: Int32(constraintTerms[Int(slot)].count) + 2)
        var count: Int32 = 0
        for term in constraintTerms[Int(slot)] where term.coefficient != 0 {
            let y = variables[Int(term.variable.index)].symbol
            if y != x { addSolved(x, y, term.coefficient * scale, &count) }
        }
        addSolved(x, c.marker, c.markerSign * scale, &count)
        if c.other >= 0 { addSolved(x, c.other, -c.markerSign * scale, &count) }
        symbols[x].rowCount = count
        var i = count - 1
        while i >= 0 {
            let t = termPool[symbols[x].rowStart + i]
            scatter[t.symbol] = -1
            if abs(t.coefficient) < epsilon { removeTerm(row: x, at: i) }
            i -= 1
        }
        noteValueChange(x)
    }

    /// Adds `value·s` to row `r` being written by `insertSolved`, which holds `count` terms so
    /// far (its capacity is reserved; `scatter` holds their positions). The storage is
    /// addressed directly: only the column pool can move here, when a column grows.
    @inline(__always) mutating func addSolved(_ r: Int32, _ s: Int32, _ value: Double, _ count: inout Int32) {
        let positions = scatter.base
        let row = termPool.store.base + Int(symbols[r].rowStart)
        let p = positions[Int(s)]
        if p >= 0 {
            row[Int(p)].coefficient += value
            return
        }
        let record = symbols.base + Int(s)
        let columnCount = record.pointee.columnCount
        if record.pointee.columnClass < 0
            || columnCount >= Pool<ColumnEntry>.capacity(ofClass: record.pointee.columnClass) {
            reserveColumn(s, columnCount + 1)
        }
        row[Int(count)] = Term(symbol: s, columnPosition: columnCount, coefficient: value)
        columnPool.store.base[Int(record.pointee.columnStart + columnCount)] = ColumnEntry(row: r, position: count)
        record.pointee.columnCount = columnCount + 1
        positions[Int(s)] = count
        count += 1
    }

    @inline(__always) mutating func buildAdd(_ s: Int32, _ coefficient: Double) {
        let p = scatter[s]
        if p >= 0 {
            build[p].coefficient += coefficient
        } else {
            scatter[s] = buildCount
            build[buildCount] = Term(symbol: s, columnPosition: 0, coefficient: coefficient)
            buildCount += 1
        }
    }

    /// Makes the built row (`0 = constant + Σ`) the row of `basic`: solved for it when `solve`,
    /// else taken as `basic = constant + Σ` (the artificial row).
    mutating func insertBuiltRow(basic: Int32, constant: Double, solve: Bool = true) {
        var scale = 1.0
        if solve {
            for i in 0..<buildCount where build[i].symbol == basic { scale = -1 / build[i].coefficient }
        }
        makeRow(basic, constant: constant * scale, capacity: buildCount)
        // appendTerm, with the row's capacity known and the storage addressed directly (none of
        // it moves in this loop, except the column pool when a column grows).
        let row = termPool.store.base + Int(symbols[basic].rowStart)
        let records = symbols.base
        var count: Int32 = 0
        for i in 0..<Int(buildCount) {
            let t = build.base[i]
            if t.symbol == basic { continue }
            let record = records + Int(t.symbol)
            let p = record.pointee.columnCount
            if record.pointee.columnClass < 0
                || p >= Pool<ColumnEntry>.capacity(ofClass: record.pointee.columnClass) {
                reserveColumn(t.symbol, p + 1)
            }
            row[Int(count)] = Term(symbol: t.symbol, columnPosition: p, coefficient: t.coefficient * scale)
            columnPool.store.base[Int(record.pointee.columnStart + p)] = ColumnEntry(row: basic, position: count)
            record.pointee.columnCount = p + 1
            count += 1
        }
        symbols[basic].rowCount = count
        noteValueChange(basic)
        rowConstantChanged(basic)
    }

    /// Frees a failed or removed constraint's marker and error symbols and its level.
    mutating func releaseConstraintSymbols(_ slot: Int32) {
        let c = constraints[Int(slot)]
        if c.marker >= 0 { releaseSymbol(c.marker) }
        if c.other >= 0 { releaseSymbol(c.other) }
        if c.level >= 0 { releaseLevel(c.level) }
        constraints[Int(slot)].marker = -1
        constraints[Int(slot)].other = -1
        constraints[Int(slot)].level = -1
    }
}
